// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace Fray::Storage {

class CampaignDatabase;

// The campaign's one history: every step the GM can undo (an encounter's command, an import, a
// fight's carry-over or a rest, a library edit), in the order they were done, each with what
// takes it back. A step is written in the same transaction as the change it records, so after a
// crash the history and the campaign agree. A new step forgets the steps undone before it; the
// oldest go past `limit`.
class HistoryStore
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::HistoryStore)

public:
    static constexpr int limit = 200;

    struct Step
    {
        qint64 seq = 0;
        QString kind; // "encounter", "import", "party", "library"
        qint64 encounter = 0; // the encounter an encounter step belongs to, else 0
        QString text; // "Damage Orc 3 by 7"
        QByteArray data; // JSON, as the kind's owner writes it
        bool done = true;
    };

    explicit HistoryStore(CampaignDatabase &file)
        : m_file(file)
    { }

    // Records a step just done (after forgetting those undone); its seq.
    Expected<qint64, QString> push(
        const QString &kind, qint64 encounter, const QString &text, const QByteArray &data);
    // A step undone (done = false) or redone.
    std::optional<QString> setDone(qint64 seq, bool done);
    // Replaces what a step keeps (an import's undo reads what it needs to be redone).
    std::optional<QString> setData(qint64 seq, const QByteArray &data);
    // The steps still done, oldest first: what can be undone after a restart.
    std::vector<Step> done() const;
    std::vector<Step> all() const;
    // Whether step `seq` is still kept (an encounter's steps go when it goes).
    bool keeps(qint64 seq) const;

private:
    CampaignDatabase &m_file;
};

} // namespace Fray::Storage
