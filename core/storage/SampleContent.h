// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/Campaign.h"

#include <QCoreApplication>

namespace Fray::Storage {

// The sample library and demo encounters shipped in Fray's resources (resources/samples), one
// set per shipped ruleset, so a newcomer sees a real fight at once. Installed into a new
// campaign on first start, and again on request (Help); what is already there by name is kept.
class SampleContent
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Storage::SampleContent)

public:
    struct Result
    {
        qint64 entriesAdded = 0;
        qint64 encountersAdded = 0;
    };
    static Expected<Result, QString> install(Campaign &campaign);
};

} // namespace Fray::Storage
