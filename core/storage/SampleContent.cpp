// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/SampleContent.h"

#include "core/io/EncounterJson.h"
#include "core/io/LibraryJson.h"

#include <QDir>
#include <QFile>
#include <QHash>

namespace Fray::Storage {

Expected<SampleContent::Result, QString> SampleContent::install(Campaign &campaign)
{
    const QDir dir(QStringLiteral(":/samples"));
    std::vector<Library::LibraryEntry> entries;
    std::vector<Encounter::EncounterState> encounters;
    const QStringList files
        = dir.entryList({QStringLiteral("*.fray.json")}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            return tr("cannot read the sample %1").arg(name);
        const QByteArray bytes = file.readAll();
        if (name.endsWith(QStringLiteral("-library.fray.json"))) {
            const auto read = Io::LibraryJson::fromJson(bytes);
            if (!read)
                return tr("the sample %1 is damaged: %2")
                    .arg(name, read.error().constFirst().toString());
            entries.insert(entries.end(), read->begin(), read->end());
        } else {
            const auto read = Io::EncounterJson::fromJson(bytes);
            if (!read)
                return tr("the sample %1 is damaged: %2")
                    .arg(name, read.error().constFirst().toString());
            encounters.push_back(*read);
        }
    }

    Result result;
    // Library entries by ruleset and name: a sample fight's party members come from them.
    QHash<QString, qint64> present;
    const auto key = [](const QString &ruleset, const QString &name) {
        return ruleset + QLatin1Char('\n') + name;
    };
    for (const auto &e : campaign.library().search(QString(), QString(), QString(), 1'000'000))
        present.insert(key(e.rulesetId, e.name), e.id);
    const auto error = campaign.transaction([&]() -> std::optional<QString> {
        for (const auto &entry : entries) {
            if (present.contains(key(entry.rulesetId, entry.name)))
                continue;
            const auto id = campaign.library().add(entry);
            if (!id)
                return id.error();
            if (entry.inParty)
                present.insert(key(entry.rulesetId, entry.name), *id);
            ++result.entriesAdded;
        }
        for (Encounter::EncounterState state : encounters) {
            if (campaign.encounters().idOf(state.name))
                continue;
            for (Encounter::Combatant &c : state.combatants) {
                const auto member = present.constFind(key(state.rulesetId, c.name));
                if (c.templateId.isEmpty() && member != present.cend())
                    c.templateId = QString::number(*member);
            }
            const auto id = campaign.encounters().save(state);
            if (!id)
                return id.error();
            ++result.encountersAdded;
        }
        return std::nullopt;
    });
    if (error)
        return *error;
    return result;
}

} // namespace Fray::Storage
