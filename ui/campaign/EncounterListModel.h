// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/EncounterStore.h"

#include <QAbstractListModel>

#include <vector>

namespace Fray::Ui {

class CampaignController;

// The campaign's encounters as the Encounters panel lists them: the name, and below it the
// ruleset and how far the fight has gone ("Castles & Crusades · round 3", "… · over"). Those put
// away are left out unless asked for. Read again when the campaign says its encounters changed;
// the open fight's round is taken from the fight, with no reading.
class EncounterListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        IdRole = Qt::UserRole, // qint64
        NameRole, // the name alone
        SubtitleRole, // EncounterItemDelegate::SubtitleRole
        ArchivedRole, // bool: put away
    };

    explicit EncounterListModel(const CampaignController *controller, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    bool showsArchived() const { return m_showArchived; }
    void setShowArchived(bool show);
    // How many are put away and not listed.
    int hiddenCount() const { return m_hidden; }
    // The row of the encounter `id`, or -1.
    int rowOf(qint64 id) const;

    // Reads the campaign's encounters again. When the same encounters are listed in the same
    // order, only the rows that read differently change; otherwise the list is made anew.
    void refresh();
    // The open fight `id` reached `round`: its row says so.
    void setRound(qint64 id, qint64 round);

private:
    QString subtitle(const Storage::EncounterStore::Summary &e) const;

    const CampaignController *m_controller;
    std::vector<Storage::EncounterStore::Summary> m_rows;
    bool m_showArchived = false;
    int m_hidden = 0;
};

} // namespace Fray::Ui
