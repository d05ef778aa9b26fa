// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace Fray::Storage {

class CampaignDatabase;

// The campaign's facts about itself (its meta table), each under a key named in one place.
class CampaignMeta
{
public:
    enum class Key {
        Name, // what the GM calls the campaign
        Created, // when the file was made (UTC, ISO 8601)
        LastEncounter, // the id of the encounter open when the campaign was last used
        CustomConditions, // the GM's own conditions used in it, newest first (a JSON list)
    };

    explicit CampaignMeta(CampaignDatabase &file)
        : m_file(file)
    { }

    QString value(Key key) const;
    std::optional<QString> set(Key key, const QString &value);

private:
    static QString name(Key key);

    CampaignDatabase &m_file;
};

} // namespace Fray::Storage
