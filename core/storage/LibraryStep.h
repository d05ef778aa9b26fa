// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/library/LibraryEntry.h"

#include <QCoreApplication>

#include <functional>
#include <optional>
#include <vector>

namespace Fray::Storage {

class Campaign;

// The one writer of a library change a GM can undo (entries added, edited, removed, joining or
// leaving the party), for the window and for `fray-cli party join|leave`: the entries as they
// were and as they are, by id, written with their step of the campaign's history (kind
// "library") in one transaction. So a member who joins on the command line leaves again with
// the window's undo.
class LibraryStep
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::LibraryStep)

public:
    struct Edit
    {
        std::vector<Library::LibraryEntry> before, after;
    };
    // Writes the change and says which entries it changed, filling `edit`.
    using Work = std::function<std::optional<QString>(Campaign &, Edit &)>;

    // Writes `work`'s change as a new step named `text`; its number.
    static Expected<qint64, QString> record(
        Campaign &campaign, const QString &text, Edit &edit, const Work &work);
    // The entries join (`members`) or leave the party, as a step named partyText().
    static Expected<qint64, QString> setPartyMembers(
        Campaign &campaign, const std::vector<qint64> &ids, bool members, Edit &edit);
    static QString partyText(bool members, int entries);
    // The entries go from `from` back to `to` (an undo, or a redo with the two swapped), and
    // step `seq` is marked undone or done.
    static std::optional<QString> replay(Campaign &campaign,
        const std::vector<Library::LibraryEntry> &from,
        const std::vector<Library::LibraryEntry> &to, qint64 seq, bool forward);

    // What the history keeps of a step, and the step read back from it.
    static QByteArray data(const Edit &edit);
    static Expected<Edit, QString> fromData(const QByteArray &data);
};

} // namespace Fray::Storage
