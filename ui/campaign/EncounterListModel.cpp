// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/EncounterListModel.h"

#include "ui/campaign/CampaignController.h"
#include "ui/campaign/EncounterItemDelegate.h"

#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace Fray::Ui {

static_assert(int(EncounterListModel::SubtitleRole) == EncounterItemDelegate::SubtitleRole);

EncounterListModel::EncounterListModel(const CampaignController *controller, QObject *parent)
    : QAbstractListModel(parent)
    , m_controller(controller)
{
    refresh();
}

int EncounterListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QString EncounterListModel::subtitle(const Storage::EncounterStore::Summary &e) const
{
    const auto *ruleset = m_controller->rulesets().find(e.rulesetId);
    // Which rules and how far: "Goblin ambush" over "Castles & Crusades · round 3", or "· over"
    // once the GM ended the fight.
    const QString rules = ruleset ? ruleset->ruleset->name : e.rulesetId;
    QString where = e.ended ? tr("%1 \u00b7 over").arg(rules)
        : e.round > 0       ? tr("%1 \u00b7 round %2").arg(rules, QLocale().toString(e.round))
                            : tr("%1 \u00b7 not started").arg(rules);
    if (e.archived)
        where = tr("%1 \u00b7 put away").arg(where);
    return where;
}

QVariant EncounterListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &e = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return e.name;
    case IdRole:
        return e.id;
    case SubtitleRole:
        return subtitle(e);
    case ArchivedRole:
        return e.archived;
    case Qt::ForegroundRole:
        // A fight that is over or put away reads quieter.
        if (e.ended || e.archived)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::ToolTipRole: {
        const auto *ruleset = m_controller->rulesets().find(e.rulesetId);
        return tr("%1, %n combatant(s)", nullptr, int(e.combatants))
            .arg(ruleset ? ruleset->ruleset->name : e.rulesetId);
    }
    default:
        return {};
    }
}

void EncounterListModel::setShowArchived(bool show)
{
    if (show == m_showArchived)
        return;
    m_showArchived = show;
    refresh();
}

int EncounterListModel::rowOf(qint64 id) const
{
    const auto it
        = std::find_if(m_rows.begin(), m_rows.end(), [id](const auto &e) { return e.id == id; });
    return it == m_rows.end() ? -1 : int(it - m_rows.begin());
}

void EncounterListModel::refresh()
{
    std::vector<Storage::EncounterStore::Summary> rows;
    int hidden = 0;
    if (const Storage::Campaign *campaign = m_controller->campaign()) {
        for (auto &e : campaign->encounters().list()) {
            if (e.archived && !m_showArchived)
                ++hidden;
            else
                rows.push_back(std::move(e));
        }
    }
    m_hidden = hidden;
    const bool sameRows = rows.size() == m_rows.size()
        && std::equal(rows.begin(), rows.end(), m_rows.begin(),
            [](const auto &a, const auto &b) { return a.id == b.id; });
    if (!sameRows) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto &now = rows[i];
        const auto &was = m_rows[i];
        const bool same = now.name == was.name && now.rulesetId == was.rulesetId
            && now.round == was.round && now.combatants == was.combatants && now.ended == was.ended
            && now.archived == was.archived;
        if (same)
            continue;
        m_rows[i] = now;
        Q_EMIT dataChanged(index(int(i)), index(int(i)));
    }
}

void EncounterListModel::setRound(qint64 id, qint64 round)
{
    const int row = rowOf(id);
    if (row < 0 || m_rows[std::size_t(row)].round == round)
        return;
    m_rows[std::size_t(row)].round = round;
    Q_EMIT dataChanged(index(row), index(row), {SubtitleRole});
}

} // namespace Fray::Ui
