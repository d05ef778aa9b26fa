// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Makes the campaign a newcomer's first start opens: a new campaign with the samples installed
// (Storage::SampleContent), written while Fray is built so the first start copies it instead of
// making it. Usage: fray-first-campaign OUT.fray (OUT.fray must not exist).

#include "core/storage/Campaign.h"
#include "core/storage/SampleContent.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() != 2) {
        std::fprintf(stderr, "usage: fray-first-campaign OUT.fray\n");
        return 2;
    }
    const QString path = arguments.at(1);
    if (QFileInfo::exists(path)) {
        std::fprintf(stderr, "fray-first-campaign: %s already exists\n", qPrintable(path));
        return 1;
    }
    {
        auto campaign = Fray::Storage::Campaign::open(path);
        if (!campaign) {
            std::fprintf(stderr, "fray-first-campaign: %s\n", qPrintable(campaign.error()));
            return 1;
        }
        const auto installed = Fray::Storage::SampleContent::install(**campaign);
        if (!installed) {
            std::fprintf(stderr, "fray-first-campaign: %s\n", qPrintable(installed.error()));
            return 1;
        }
    } // closed: its changes are in the file, and nothing is left beside it
    return 0;
}
