// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Import of a 10 MB compendium (DESIGN.md §5: under 1 s): a Fight Club 5 XML file and a 5e.tools
// bestiary of about 10 MB each, made in memory from stat blocks like the formats' own, read and
// mapped onto d20-ascending as File › Import… and fray-cli import do (Io::ImportReader::read).

#include "BenchSupport.h"
#include "core/io/ImportReader.h"
#include "core/rules/RulesetLibrary.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace Fray;

namespace {

constexpr qsizetype targetBytes = 10 * 1024 * 1024;

// A stat block as Fight Club 5 writes one (kinkofer/FightClub5eXML), with text long enough to be
// typical of a published monster.
QByteArray fightClubMonster(int n)
{
    return QStringLiteral(R"(  <monster>
    <name>Goblin Raider %1</name>
    <size>S</size>
    <type>humanoid (goblinoid), monster manual</type>
    <alignment>neutral evil</alignment>
    <ac>15 (leather armor, shield)</ac>
    <hp>%2 (%3d6+%3)</hp>
    <speed>30 ft.</speed>
    <str>8</str><dex>14</dex><con>10</con><int>10</int><wis>8</wis><cha>8</cha>
    <skill>Stealth +6</skill>
    <senses>darkvision 60 ft.</senses>
    <passive>9</passive>
    <languages>Common, Goblin</languages>
    <cr>1/4</cr>
    <trait><name>Nimble Escape</name><text>The goblin can take the Disengage or Hide action as a bonus action on each of its turns.</text></trait>
    <action><name>Multiattack</name><text>The goblin makes two attacks: one with its scimitar and one with its shortbow.</text></action>
    <action><name>Scimitar</name><text>Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.</text><attack>Scimitar|+4|1d6+2</attack></action>
    <action><name>Shortbow</name><text>Ranged Weapon Attack: +4 to hit, range 80/320 ft., one target. Hit: 5 (1d6 + 2) piercing damage.</text><attack>Shortbow|+4|1d6+2</attack></action>
    <legendary><name>Screech</name><text>The goblin screeches, and each creature within 30 feet of it must succeed on a DC 11 Wisdom saving throw or be frightened until the end of its next turn.</text></legendary>
  </monster>
)")
        .arg(n)
        .arg(3 + n % 20)
        .arg(1 + n % 6)
        .toUtf8();
}

QByteArray fightClubFile()
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<compendium version=\"5\">\n";
    for (int n = 1; xml.size() < targetBytes; ++n)
        xml += fightClubMonster(n);
    xml += "</compendium>\n";
    return xml;
}

// A monster as 5e.tools writes one (TheGiddyLimit's bestiary files); every tenth copies the one
// before it with _copy, as its files often do.
QByteArray fiveEToolsMonster(int n)
{
    if (n % 10 == 0)
        return QStringLiteral(
            R"({"name": "Goblin Boss %1", "source": "HB", "_copy": {"name": "Goblin Raider %2", "source": "HB"}, "hp": {"average": 21, "formula": "6d6"}, "cr": "1"})")
            .arg(n)
            .arg(n - 1)
            .toUtf8();
    return QStringLiteral(
        R"({"name": "Goblin Raider %1", "source": "HB", "page": 166, "size": ["S"], "type": {"type": "humanoid", "tags": ["goblinoid"]}, "alignment": ["N", "E"],
 "ac": [{"ac": 15, "from": ["{@item leather armor|phb}", "{@item shield|phb}"]}], "hp": {"average": %2, "formula": "%3d6"}, "speed": {"walk": 30},
 "str": 8, "dex": 14, "con": 10, "int": 10, "wis": 8, "cha": 8, "skill": {"stealth": "+6"}, "senses": ["darkvision 60 ft."], "passive": 9, "languages": ["Common", "Goblin"], "cr": "1/4",
 "trait": [{"name": "Nimble Escape", "entries": ["The goblin can take the {@action Disengage} or {@action Hide} action as a bonus action on each of its turns."]}],
 "action": [{"name": "Multiattack", "entries": ["The goblin makes two attacks: one with its scimitar and one with its shortbow."]},
  {"name": "Scimitar", "entries": ["{@atk mw} {@hit 4} to hit, reach 5 ft., one target. {@h}5 ({@damage 1d6 + 2}) slashing damage."]},
  {"name": "Shortbow", "entries": ["{@atk rw} {@hit 4} to hit, range 80/320 ft., one target. {@h}5 ({@damage 1d6 + 2}) piercing damage."]}],
 "environment": ["forest"], "traitTags": ["Nimble Escape"], "senseTags": ["D"], "languageTags": ["C", "GO"], "damageTags": ["P", "S"], "miscTags": ["MW", "RW"], "hasToken": true})")
        .arg(n)
        .arg(3 + n % 20)
        .arg(1 + n % 6)
        .toUtf8();
}

QByteArray fiveEToolsFile()
{
    QByteArray json
        = R"({"_meta": {"sources": [{"json": "HB", "abbreviation": "HB", "full": "Homebrew"}]}, "monster": [)";
    for (int n = 1; json.size() < targetBytes; ++n) {
        if (n > 1)
            json += ",\n";
        json += fiveEToolsMonster(n);
    }
    json += "]}\n";
    return json;
}

void bench(const char *what, const QByteArray &bytes, const Rules::RulesetLibrary &rulesets,
    double budgetMs)
{
    Io::ImportReader::Options options;
    options.statLinesRuleset = QStringLiteral("d20-ascending");
    qsizetype entries = 0;
    QString error;
    const QString label = QStringLiteral("%1, %2 MB: read and map")
                              .arg(QLatin1String(what))
                              .arg(double(bytes.size()) / (1024.0 * 1024.0), 0, 'f', 1);
    Bench::measure(qPrintable(label), 7, budgetMs, [&] {
        const auto plan = Io::ImportReader::read(bytes, rulesets, options);
        if (plan)
            entries = qsizetype(plan->entries.size());
        else
            error = plan.error();
    });
    if (!error.isEmpty())
        std::fprintf(stderr, "%s: %s\n", what, qPrintable(error));
    else
        std::printf("  %lld entries\n", static_cast<long long>(entries));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    Bench::printMachine();
    const QTemporaryDir empty;
    const auto rulesets = Rules::RulesetLibrary::load(empty.path());
    bench("Fight Club 5 XML", fightClubFile(), rulesets, 1000);
    // Half the second a compendium may take: the JSON parser is fast, and reading the
    // monsters costs most of it.
    const QByteArray json = fiveEToolsFile();
    bench("5e.tools bestiary JSON", json, rulesets, 500);
    // The share of the JSON parser alone (Qt's), which any reader of the file pays.
    Bench::measure("5e.tools bestiary JSON: QJsonDocument::fromJson alone", 7, 0,
        [&] { (void)QJsonDocument::fromJson(json); });
    return Bench::finish();
}
