// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"
#include "ui/forms/RowListModel.h"

#include <functional>
#include <optional>
#include <vector>

namespace Fray::Ui {

// One attack as the attack table holds it.
struct AttackRow
{
    Encounter::Attack attack;
    qint64 bonus = 0; // the value less what the stats give
    qint64 origin = -1; // its index among the attacks set; -1 for one added here
    QString damageError;
};

// The attacks the character form edits, one per row, each damage expression checked as it is
// typed. Where the ruleset works an attack's value out from the stats (BtH + STR modifier), the
// value is that part plus the attack's own bonus, and follows the stats as they change. Each row
// remembers which attack of the combatant it was, so the rounds they last fired follow them when
// rows are removed or added.
class AttackTableModel : public RowListModel<AttackRow>
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        KindColumn,
        BonusColumn, // what the attack adds to the ruleset's formula (a magic weapon)
        ValueColumn, // the number the odds read: typed, or the formula plus the bonus
        DamageColumn,
        WeaponClassColumn,
        RateOfFireColumn,
        ColumnCount
    };
    static constexpr int RawValueRole = Qt::UserRole + 1;

    explicit AttackTableModel(QObject *parent = nullptr)
        : RowListModel(ColumnCount, parent)
    { }

    // The part of an attack's value the stats give, by attack kind; nullopt: the GM types it.
    using BaseOf = std::function<std::optional<qint64>(const QString &kind)>;
    // Set before setAttacks(); the headings name the value as the ruleset does ("SC").
    void setValueRule(BaseOf baseOf, const QString &valueLabel, const QString &valueToolTip);
    // The stats changed: every worked-out value follows, each attack keeping its own bonus.
    void refreshValues();

    void setAttacks(const std::vector<Encounter::Attack> &attacks);
    std::vector<Encounter::Attack> attacks() const;
    // The rounds the attacks last fired (Combatant::lastFired, `before` for the attacks set),
    // following the rows as they are now: an attack added here has not fired.
    std::vector<qint64> lastFired(const std::vector<qint64> &before) const;

    // Empty when the row is fine; otherwise what is wrong with it, for the problem label.
    QString problem(int row) const;

    int addAttack();
    void removeAttack(int row);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    static QString damageError(const QString &damage);
    std::optional<qint64> baseOf(const QString &kind) const;
    // Works the row's value out again from its kind and bonus; true when it changed.
    bool updateValue(AttackRow &row) const;

    std::size_t m_setCount = 0; // how many attacks setAttacks() gave
    BaseOf m_baseOf;
    QString m_valueLabel;
    QString m_valueToolTip;
};

} // namespace Fray::Ui
