// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/odds/OddsRequest.h"
#include "core/rules/Ruleset.h"

#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QGroupBox;
class QLabel;
class QSpinBox;
class QVBoxLayout;

namespace Fray::Ui {

// The ruleset's situational modifiers as toggles, grouped as the ruleset groups them: an
// exclusive group is a set of radio buttons, a per-count modifier ("attackers beyond one") a
// spin box, a modifier the document gives no number for a check box with a number to type.
// Modifiers that do not apply to the attack's kind are disabled. Conditions in force are shown
// as locked, ticked boxes naming where they come from.
class ModifierToggles : public QWidget
{
    Q_OBJECT

public:
    struct Locked
    {
        QString label; // "Prone"
        QString source; // "on Brisa"
    };

    explicit ModifierToggles(QWidget *parent = nullptr);
    ~ModifierToggles() override;

    void setRuleset(std::shared_ptr<const Rules::Ruleset> ruleset);
    void setAttackKind(const QString &kind);
    void setLocked(const QList<Locked> &locked);

    std::vector<Odds::ActiveModifier> active() const;
    // Switches a modifier on or off (a per-count or typed one with `value`).
    void setActive(const QString &id, bool on, std::optional<qint64> value = std::nullopt);
    // Exactly these on, every other off; one change.
    void setAllActive(const std::vector<Odds::ActiveModifier> &active);
    // The modifiers that apply to the attack's kind.
    QStringList applicableIds() const;
    QStringList lockedTexts() const;
    // The one line above the toggles: what is on, with what it changes.
    QString summary() const;

    // As wide as the widest toggle or group title needs, as the list scrolls only down.
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void changed();

private:
    struct Entry
    {
        const Rules::Modifier *modifier = nullptr;
        QAbstractButton *button = nullptr; // absent for per-count modifiers
        QSpinBox *value = nullptr; // the count, or the typed number
    };

    void rebuild();
    QWidget *makeEntry(const Rules::Modifier &m, QWidget *parent, QButtonGroup *group);
    void toggled(const QString &id, bool on);
    bool applies(const Rules::Modifier &m) const;
    void emitChanged();
    QStringList activeTexts() const;
    void refreshSummary();

    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    QString m_kind;
    QVBoxLayout *m_layout;
    QWidget *m_list = nullptr;
    QGroupBox *m_lockedBox = nullptr;
    QHash<QString, Entry> m_entries;
    QList<QAbstractButton *> m_noneButtons;
    QHash<QObject *, QAbstractButton *> m_labelButtons; // a toggle's label → its button
    QLabel *m_summary = nullptr;
    bool m_quiet = false;
};

} // namespace Fray::Ui
