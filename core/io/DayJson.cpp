// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/DayJson.h"

#include "core/InputFile.h"
#include "core/json/FileHeader.h"
#include "core/json/JsonKey.h"
#include "core/json/JsonParse.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace Fray::Io {

using Json::JsonProblem;
using Json::JsonValue;
using Json::key;

Expected<DayJson::Day, QList<JsonProblem>> DayJson::fromBytes(
    const QByteArray &json, const QString &baseDir)
{
    QList<JsonProblem> problems;
    const auto document = Json::parseObject(json, tr("a day file"));
    if (!document)
        return QList<JsonProblem>{document.error()};
    const JsonValue root(document->object(), QString(), &problems);
    root.allowOnly({key("format"), key("format_version"), key("name"), key("fights")});
    if (auto tooNew = Json::FileHeader::check(root, QStringLiteral("fray-day"), formatVersion))
        return QList<JsonProblem>{*tooNew};
    Day day;
    day.name = root[key("name")].string();
    const JsonValue fights = root[key("fights")];
    if (!fights.exists())
        fights.problem(tr("a day lists its fights"));
    const std::vector<JsonValue> list = fights.elements();
    if (fights.isArray() && list.empty())
        fights.problem(tr("a day needs at least one fight"));
    if (list.size() > maxFights)
        fights.problem(tr("a day of %1 fights is more than the %2 Fray plays")
                           .arg(QLocale().toString(qint64(list.size())),
                               QLocale().toString(qint64(maxFights))));
    for (std::size_t k = 0; k < list.size() && k < maxFights; ++k) {
        const JsonValue &f = list[k];
        f.allowOnly({key("encounter"), key("name"), key("rest")});
        Fight fight;
        if (const auto path = f[key("encounter")].requiredString()) {
            fight.encounterPath
                = QFileInfo(*path).isAbsolute() ? *path : QDir(baseDir).absoluteFilePath(*path);
        }
        fight.name = f[key("name")].string();
        const JsonValue rest = f[key("rest")];
        if (rest.exists() && k == 0) {
            rest.problem(tr("the first fight of a day comes after no rest"));
        } else if (rest.isNumber()) {
            const auto hp = rest.requiredInteger();
            if (hp && (*hp < 0 || *hp > Party::PartyRest::maxHitPoints))
                rest.problem(tr("a rest gives between 0 and %1 hit points, not %2")
                                 .arg(QLocale().toString(Party::PartyRest::maxHitPoints),
                                     QLocale().toString(*hp)));
            else if (hp)
                fight.restBefore = Party::PartyRest::Plan{
                    Party::PartyRest::Plan::Kind::HitPoints, QString(), *hp};
        } else if (rest.isString()) {
            const QString id = rest.string();
            if (id == u"full")
                fight.restBefore = Party::PartyRest::Plan{};
            else if (id.isEmpty())
                rest.problem(tr("name one of the ruleset's rests, \"full\" or a number of hit "
                                "points"));
            else
                fight.restBefore
                    = Party::PartyRest::Plan{Party::PartyRest::Plan::Kind::Ruleset, id, 0};
        } else if (rest.exists() && !rest.isNull()) {
            rest.problem(tr("name one of the ruleset's rests, \"full\" or a number of hit points"));
        }
        day.fights.push_back(std::move(fight));
    }
    if (!problems.isEmpty())
        return problems;
    return day;
}

Expected<DayJson::Day, QList<JsonProblem>> DayJson::fromFile(const QString &path)
{
    const auto bytes = InputFile::read(path);
    if (!bytes)
        return QList<JsonProblem>{{QString(), bytes.error()}};
    return fromBytes(*bytes, QFileInfo(path).absolutePath());
}

} // namespace Fray::Io
