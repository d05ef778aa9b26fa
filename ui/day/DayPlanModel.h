// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/day/CampaignDay.h"
#include "core/rules/Ruleset.h"

#include <QAbstractTableModel>

#include <memory>

namespace Fray::Ui {

// The fights of a day as the GM plans them, a row each in the order they come: the encounter
// and the rest before it. A rest is picked among the ruleset's, "No rest" and "Back to full", or
// typed as a number of hit points each.
class DayPlanModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Fight, RestBefore, ColumnCount };

    explicit DayPlanModel(QObject *parent = nullptr);

    // The ruleset whose rests the day takes (that of its fights).
    void setRuleset(std::shared_ptr<const Rules::Ruleset> ruleset);
    const std::shared_ptr<const Rules::Ruleset> &ruleset() const { return m_ruleset; }
    // The words a rest cell offers, in order.
    QStringList restChoices() const;

    // Adds a fight at the end; after the first, it comes after the ruleset's first rest.
    void append(qint64 encounterId, const QString &name);
    void remove(int row);
    // Moves a fight one place up (-1) or down (+1); its rest stays with it.
    bool move(int row, int by);
    void clear();
    const std::vector<Day::CampaignDay::Fight> &fights() const { return m_fights; }
    bool isEmpty() const { return m_fights.empty(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString restText(int row) const;
    std::optional<std::optional<Party::PartyRest::Plan>> restFrom(const QString &text) const;

    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    std::vector<Day::CampaignDay::Fight> m_fights;
    QStringList m_names;
};

} // namespace Fray::Ui
