// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/PartyStep.h"

#include "core/io/MemberUpdateJson.h"
#include "core/storage/Campaign.h"

namespace Fray::Storage {

Expected<qint64, QString> PartyStep::record(Campaign &c,
    const std::vector<Party::MemberUpdate> &updates, const QString &kind,
    const QString &description, qint64 ended)
{
    return c.record(
        QStringLiteral("party"), 0, description, [&]() -> Expected<QByteArray, QString> {
            if (!updates.empty()) {
                if (auto error = c.party().apply(updates, kind, description, true))
                    return *error;
            }
            if (ended > 0) {
                if (auto error = c.encounters().setEnded(ended, true))
                    return *error;
            }
            return Io::MemberUpdateJson::toBytes(updates, kind, ended);
        });
}

std::optional<QString> PartyStep::replay(Campaign &c,
    const std::vector<Party::MemberUpdate> &updates, const QString &kind,
    const QString &description, bool forward, qint64 seq, qint64 ended)
{
    const auto work = [&]() -> std::optional<QString> {
        if (!updates.empty()) {
            if (auto error = c.party().apply(updates, kind, description, forward))
                return error;
        }
        if (ended > 0)
            return c.encounters().setEnded(ended, forward);
        return std::nullopt;
    };
    return seq ? c.replay(seq, forward, work) : c.transaction(work);
}

} // namespace Fray::Storage
