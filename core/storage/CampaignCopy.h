// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/CampaignDatabase.h"

#include <QCoreApplication>

#include <functional>
#include <optional>

namespace Fray::Storage {

// A whole campaign copied from one place to another, between SQLite and PostgreSQL either way:
// every row of every table, ids kept, in one transaction of the destination, so a copy that
// fails leaves nothing behind. The destination must hold no campaign yet.
class CampaignCopy
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::CampaignCopy)

public:
    // Told how many rows are copied of how many.
    using Progress = std::function<void(qint64 done, qint64 total)>;

    static std::optional<QString> copy(
        const CampaignDatabase &from, CampaignDatabase &to, const Progress &progress = {});
    // A new SQLite campaign at `path` (replacing a file there) holding a copy of `from`.
    static std::optional<QString> toNewFile(const CampaignDatabase &from, const QString &path);
};

} // namespace Fray::Storage
