// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/LibraryEntry.h"

#include <QStringList>

namespace Fray::Party {

// What a fight or a rest does to one member of the party: the library entry as it is and as it
// will be, and the changes in words for the GM's preview ("HP 20 → 12", "keeps Poisoned").
struct MemberUpdate
{
    Library::LibraryEntry before;
    Library::LibraryEntry after;
    QStringList changes;

    bool changesEntry() const { return !(before == after); }
    bool operator==(const MemberUpdate &) const = default;
};

} // namespace Fray::Party
