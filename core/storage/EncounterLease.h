// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>

namespace Fray::Storage {

class CampaignDatabase;

// Which Fray runs an encounter: on a campaign a GM group shares, one at a time, and the others
// follow it. The encounter's row names the runner (who, which session, since when); every Fray
// holds a sign while connected (CampaignDatabase::isSessionAlive), so a runner that is gone is
// told from one that is there. Every write to an encounter claims it first: refused while another
// Fray runs it, and marking the encounter's version, who and when. A window that opens the fight
// it runs again (a new view of it) runs it twice: it is let go when the last one stops.
class EncounterLease
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::EncounterLease)

public:
    struct Runner
    {
        QString name; // empty: nobody runs it
        QString since; // UTC, ISO 8601
        bool here = false; // this Fray
    };

    explicit EncounterLease(CampaignDatabase &file)
        : m_file(file)
    { }

    Runner runner(qint64 encounter) const;
    // Takes the encounter to run; refused, saying who, while another Fray that is still there
    // runs it. A runner that is gone (its Fray closed or lost its connection) is replaced.
    std::optional<QString> run(qint64 encounter);
    // Takes the encounter from whoever runs it, there or not (the GM chose to).
    std::optional<QString> takeOver(qint64 encounter);
    // Lets the encounter go, when this Fray runs it.
    std::optional<QString> stopRunning(qint64 encounter);
    // Why the encounter may not be changed from here: another Fray that is still there runs it
    // (or there is no such encounter); nothing when it may.
    std::optional<QString> runByAnother(qint64 encounter) const;

    // Inside a write's transaction on a shared campaign: marks the encounter written (its
    // version, who, when), or says why not (another Fray runs it; there is no such encounter).
    // A file's writes claim nothing.
    std::optional<QString> claim(qint64 encounter);

private:
    std::optional<QString> exists(qint64 encounter) const;
    std::optional<QString> take(qint64 encounter, bool overAnyone);
    QString runBy(const Runner &runner, const QString &name) const;

    CampaignDatabase &m_file;
    QHash<qint64, int> m_running; // how many times this Fray runs each encounter
};

} // namespace Fray::Storage
