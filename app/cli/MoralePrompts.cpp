// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/MoralePrompts.h"

#include "core/i18n/NumberText.h"
#include "core/morale/MoraleWatch.h"

#include <QJsonObject>

namespace Fray::Cli {

void MoralePrompts::after(
    qsizetype command, const QString &kind, const Encounter::Encounter &encounter)
{
    QSet<QString> open;
    for (const Encounter::MoraleCall &call : Encounter::MoraleWatch::due(encounter)) {
        const QString key = call.side + QLatin1Char('\n') + call.trigger;
        open.insert(key);
        if (m_open.contains(key))
            continue;
        QJsonArray units;
        QStringList chances;
        for (const Encounter::MoraleUnit &unit : call.units) {
            const auto chance = Encounter::MoraleWatch::chanceToHold(encounter, unit);
            units.append(QJsonObject{{QStringLiteral("name"), unit.name},
                {QStringLiteral("score"), unit.score},
                {QStringLiteral("chance_to_hold"), chance ? QJsonValue(*chance) : QJsonValue()}});
            chances << tr("%1 %2 to hold")
                           .arg(unit.name, chance ? NumberText::percent(*chance) : chance.error());
        }
        m_json.append(QJsonObject{{QStringLiteral("command"), command},
            {QStringLiteral("kind"), kind}, {QStringLiteral("side"), call.side},
            {QStringLiteral("moment"), call.trigger}, {QStringLiteral("units"), units}});
        m_lines << tr("commands[%1] (%2) \u00b7 morale for %3 %4: %5; answer with "
                      "{\"command\": \"morale\", \"side\": \"%3\", \"moment\": \"%6\"}")
                       .arg(QString::number(command), kind, call.side,
                           Encounter::MoraleWatch::triggersPhrase(call.triggers).render(),
                           chances.join(QStringLiteral(", ")), call.trigger);
    }
    m_open = open;
}

} // namespace Fray::Cli
