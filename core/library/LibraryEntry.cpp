// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/LibraryEntry.h"

namespace Fray::Library {

const QStringList &LibraryEntry::kinds()
{
    static const QStringList list{
        QStringLiteral("character"), QStringLiteral("monster"), QStringLiteral("template")};
    return list;
}

} // namespace Fray::Library
