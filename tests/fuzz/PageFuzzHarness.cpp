// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageFuzzHarness.h"

#include "core/encounter/EncounterCheck.h"
#include "core/io/EncounterJson.h"
#include "core/rules/RulesetLibrary.h"
#include "playerpage/PageIds.h"
#include "playerpage/PlayerOdds.h"
#include "playerpage/PlayerView.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>

#include <cmath>

namespace Fray::Fuzz {

namespace {

const Rules::RulesetLibrary &shipped()
{
    static const Rules::RulesetLibrary library = Rules::RulesetLibrary::load(QString());
    return library;
}

// Every number under `value` that names a chance ("p…", "chance…") lies between 0 and 1.
void checkChances(const QJsonValue &value, const QString &key, QStringList &problems)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            checkChances(it.value(), it.key(), problems);
    } else if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            checkChances(v, key, problems);
    } else if (value.isDouble() && (key.startsWith(u'p') || key.contains(u"chance"))) {
        const double p = value.toDouble();
        if (!std::isfinite(p) || p < 0.0 || p > 1.0)
            problems << QStringLiteral("the chance '%1' is %2").arg(key).arg(p);
    }
}

} // namespace

QStringList exercisePage(QByteArrayView input, Verdict *verdict)
{
    QStringList problems;
    const QByteArray bytes = input.toByteArray();
    const qsizetype split = bytes.indexOf("\n--\n");
    const QByteArray file = split < 0 ? bytes : bytes.left(split);
    const QByteArray question = split < 0 ? QByteArray() : bytes.mid(split + 4).trimmed();
    const auto set = [&](Verdict v) {
        if (verdict)
            *verdict = v;
        return problems;
    };

    const auto read = Io::EncounterJson::fromJson(file);
    if (!read)
        return set(Verdict::Refused);
    const auto *entry = shipped().find(read->rulesetId);
    if (!entry || !Encounter::EncounterCheck::encounter(*read, *entry->ruleset).isEmpty())
        return set(Verdict::Refused);
    const Encounter::Encounter encounter(entry->ruleset, *read);

    PlayerPage::PageIds ids;
    PlayerPage::PlayerView::giveIds(encounter, ids);
    const QJsonObject state = PlayerPage::PlayerView::state(encounter, {false, 0, &ids});
    const QByteArray shown = QJsonDocument(state).toJson(QJsonDocument::Compact);
    if (QJsonDocument(PlayerPage::PlayerView::state(encounter, {false, 0, &ids}))
            .toJson(QJsonDocument::Compact)
        != shown)
        problems << QStringLiteral("the same fight gave two states");
    checkChances(state, QString(), problems);

    // What players must not learn: a hidden combatant's name. The name is on the page for it
    // only if renaming that combatant takes the name off (another may share it, or a side or a
    // condition be called so).
    qint64 seen = 0;
    int hiddenTried = 0;
    for (std::size_t i = 0; i < encounter.combatants().size(); ++i) {
        const auto &c = encounter.combatants()[i];
        if (PlayerPage::PlayerView::visible(c)) {
            ++seen;
            continue;
        }
        if (c.name.isEmpty() || ++hiddenTried > 3)
            continue;
        const QByteArray quoted = QJsonDocument(QJsonArray{c.name}).toJson(QJsonDocument::Compact);
        const QByteArray name = quoted.mid(1, quoted.size() - 2); // "Name", quotes and all
        if (!shown.contains(name))
            continue;
        Encounter::EncounterState renamed = *read;
        renamed.combatants[i].name = QStringLiteral("\u0001");
        const Encounter::Encounter other(entry->ruleset, renamed);
        PlayerPage::PageIds otherIds;
        PlayerPage::PlayerView::giveIds(other, otherIds);
        if (!QJsonDocument(PlayerPage::PlayerView::state(other, {false, 0, &otherIds}))
                 .toJson(QJsonDocument::Compact)
                 .contains(name))
            problems << QStringLiteral("a hidden combatant's name is on the page");
    }
    for (const QJsonValue &v : state.value(QStringLiteral("combatants")).toArray()) {
        const qint64 id = v.toObject().value(QStringLiteral("id")).toInteger();
        if (id < 1 || id > seen)
            problems << QStringLiteral("page id %1 of %2 seen").arg(id).arg(seen);
    }

    if (question.isEmpty())
        return set(Verdict::Neither);
    const auto answer = PlayerPage::PlayerOdds::answer(
        encounter, ids, QUrlQuery(QString::fromUtf8(question.left(4096))));
    if (!answer) {
        if (answer.error().trimmed().isEmpty())
            problems << QStringLiteral("a question refused without a reason");
        return set(Verdict::Refused);
    }
    checkChances(*answer, QString(), problems);
    return set(Verdict::Accepted);
}

} // namespace Fray::Fuzz
