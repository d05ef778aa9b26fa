// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/CampaignAddress.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Fray::Ui {

// The passwords of shared campaigns' servers, kept in the system's keychain (QtKeychain: the
// Secret Service, macOS's Keychain, Windows' Credential Manager) under the address without its
// password, never in Fray's settings or logs. Where no keychain answers, nothing is kept and the
// GM is asked each time.
class ServerPasswords
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Ui::ServerPasswords)

public:
    // Whether this Fray was built with a keychain to keep passwords in.
    static bool available();
    // The password kept for `address`, if any.
    static std::optional<QString> find(const Storage::CampaignAddress &address);
    // Keeps `password` for `address`; what went wrong, or nothing.
    static std::optional<QString> keep(
        const Storage::CampaignAddress &address, const QString &password);
    static void forget(const Storage::CampaignAddress &address);
};

} // namespace Fray::Ui
