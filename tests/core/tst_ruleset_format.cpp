// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HermeticTest.h"
#include "core/rules/RulesetLibrary.h"
#include "core/rules/RulesetReader.h"
#include "core/rules/RulesetWriter.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Fray::Rules::Ruleset;
using Fray::Rules::RulesetLibrary;
using Fray::Rules::RulesetReader;
using Fray::Rules::RulesetWriter;

namespace {

// The smallest valid ruleset; each broken-file row changes one thing in it.
QJsonObject validRuleset()
{
    const QByteArray json = R"({
      "format": "fray-ruleset", "format_version": 1,
      "id": "tiny", "name": "Tiny",
      "variables": [{"name": "attack", "label": "Attack", "default": 0},
                    {"name": "ac", "label": "AC", "default": 10, "min": 0, "max": 30}],
      "outcomes": [{"id": "miss", "label": "Miss", "degree": 1},
                   {"id": "hit", "label": "Hit", "degree": 2, "hits": true}],
      "checks": {"attack": {"roll": "1d20", "roll_variants": {"advantage": "2d20kh1"},
                 "bands": [{"when": "@raw + @attack >= @ac", "outcome": "hit"},
                           {"outcome": "miss"}]}},
      "damage": {"formulas": {"normal": "@damage"}, "by_outcome": {"hit": "normal"}},
      "modifiers": [{"id": "flank", "label": "Flank", "to": "attack", "add": 1}],
      "conditions": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"}],
      "initiative": {"actor": "combatant", "roll": "1d6"},
      "tables": {"t": {"label": "T", "columns": ["n", "text"],
                 "rows": [{"from": 1, "to": 5, "values": [1, "low"]},
                          {"from": 6, "values": [2, "high"]}]}}
    })";
    return QJsonDocument::fromJson(json).object();
}

// Sets (or, with an undefined value, removes) the value at a dotted path with [index] steps.
QJsonValue setAt(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    const QString step = path.takeFirst();
    if (step.startsWith(QLatin1Char('['))) {
        QJsonArray array = node.toArray();
        const int index = step.mid(1, step.size() - 2).toInt();
        if (path.isEmpty()) {
            if (value.isUndefined())
                array.removeAt(index);
            else
                array[index] = value;
        } else {
            array[index] = setAt(array.at(index), path, value);
        }
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty()) {
        if (value.isUndefined())
            object.remove(step);
        else
            object.insert(step, value);
    } else {
        object.insert(step, setAt(object.value(step), path, value));
    }
    return object;
}

QByteArray withChanges(const QList<std::pair<QString, QJsonValue>> &changes)
{
    QJsonValue ruleset = validRuleset();
    for (const auto &[path, value] : changes) {
        QStringList steps;
        for (const QString &part : path.split(QLatin1Char('.'))) {
            const qsizetype bracket = part.indexOf(QLatin1Char('['));
            steps << (bracket < 0 ? part : part.left(bracket));
            if (bracket >= 0)
                steps << part.mid(bracket);
        }
        ruleset = setAt(ruleset, steps, value);
    }
    return QJsonDocument(ruleset.toObject()).toJson();
}

QByteArray withChange(const QString &path, const QJsonValue &value)
{
    return withChanges({{path, value}});
}

QJsonValue json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray("[") + text + "]").array().at(0);
}

QStringList problemTexts(const RulesetReader::Problems &problems)
{
    QStringList texts;
    for (const auto &p : problems)
        texts << p.toString();
    return texts;
}

QStringList builtinFiles()
{
    QStringList files;
    const QDir dir(QStringLiteral(":/rulesets"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    files << QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"))
            + QStringLiteral("/rulesets/powered-by-dice.json");
    return files;
}

} // namespace

class TestRulesetFormat : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(RulesetReader::read(QJsonDocument(validRuleset()).toJson()).ok());
    }

    void brokenFileIsRejectedWithPathAndReason_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("expected"); // "path: message" or a part of it

        QTest::newRow("not-json") << QByteArray("{\"id\": ")
                                  << QStringLiteral("not valid JSON at line 1");
        QTest::newRow("not-an-object")
            << QByteArray("[1, 2]") << QStringLiteral("a ruleset file must hold one JSON object");
        QTest::newRow("missing-format") << withChange(QStringLiteral("format"),
            QJsonValue::Undefined) << QStringLiteral("format: missing");
        QTest::newRow("wrong-format")
            << withChange(QStringLiteral("format"), QStringLiteral("fray-encounter"))
            << QStringLiteral("format: expected \"fray-ruleset\"");
        QTest::newRow("newer-format-version") << withChange(QStringLiteral("format_version"),
            99) << QStringLiteral("format_version: this file needs a newer Fray");
        QTest::newRow("missing-name") << withChange(QStringLiteral("name"), QJsonValue::Undefined)
                                      << QStringLiteral("name: missing");
        QTest::newRow("name-not-text")
            << withChange(QStringLiteral("name"), 5) << QStringLiteral("name: expected a text");
        QTest::newRow("bad-id") << withChange(QStringLiteral("id"), QStringLiteral("Tiny Rules"))
                                << QStringLiteral("id: 'Tiny Rules' is not a valid id");
        QTest::newRow("misspelt-field") << withChange(QStringLiteral("modifers"), QJsonArray())
                                        << QStringLiteral("modifers: unknown field");
        QTest::newRow("band-outcome-unknown")
            << withChange(QStringLiteral("checks.attack.bands[0].outcome"), QStringLiteral("crit"))
            << QStringLiteral(
                   "checks.attack.bands[0].outcome: 'crit' is not an outcome of this check");
        QTest::newRow("catch-all-band-not-last")
            << withChange(QStringLiteral("checks.attack.bands[0].when"), QJsonValue::Undefined)
            << QStringLiteral(
                   "checks.attack.bands[0]: a band without 'when' takes every roll left, "
                   "so it must be the last");
        QTest::newRow("last-band-has-a-condition")
            << withChange(
                   QStringLiteral("checks.attack.bands[1].when"), QStringLiteral("@raw == 1"))
            << QStringLiteral("checks.attack.bands[1]: the last band must have no 'when'");
        QTest::newRow("band-repeats-a-condition")
            << withChange(QStringLiteral("checks.attack.bands"),
                   json(R"([{"when": "@raw == 20", "outcome": "hit"},
                                   {"when": "@raw  ==  20", "outcome": "miss"}, {"outcome": "miss"}])"))
            << QStringLiteral("checks.attack.bands[1].when: never reached");
        QTest::newRow("band-with-outcome-and-follow-up")
            << withChange(QStringLiteral("checks.attack.bands[1].then"),
                   json(R"({"roll": "1d6", "bands": [{"outcome": "miss"}]})"))
            << QStringLiteral(
                   "checks.attack.bands[1]: a band needs either an 'outcome' or a follow-up");
        QTest::newRow("rest-hit-points-not-dice")
            << withChange(QStringLiteral("rests"), json(R"([{"id": "day", "hp": "1d"}])"))
            << QStringLiteral("rests[0].hp: '1d': expected the number of sides after 'd'");
        QTest::newRow("rest-defined-twice")
            << withChange(QStringLiteral("rests"),
                   json(R"([{"id": "day", "hp": "1"}, {"id": "day", "hp": "2"}])"))
            << QStringLiteral("rests[1]: rest 'day' is defined twice");
        QTest::newRow("bad-dice-expression")
            << withChange(QStringLiteral("checks.attack.roll"), QStringLiteral("1d"))
            << QStringLiteral("checks.attack.roll: '1d': expected the number of sides after 'd'");
        QTest::newRow("unknown-variable")
            << withChange(QStringLiteral("checks.attack.bands[0].when"),
                   QStringLiteral("@raw + @atack >= @ac"))
            << QStringLiteral("checks.attack.bands[0].when: '@raw + @atack >= @ac': unknown "
                              "variable '@atack'");
        QTest::newRow("dice-in-a-condition") << withChange(
            QStringLiteral("checks.attack.bands[0].when"), QStringLiteral("@raw + 1d4 >= @ac"))
                                             << QStringLiteral("dice are not allowed here");
        QTest::newRow("unknown-table") << withChange(
            QStringLiteral("checks.attack.bands[0].when"), QStringLiteral("@raw <= tbl(nope, @ac)"))
                                       << QStringLiteral("unknown table 'nope'");
        QTest::newRow("unknown-table-column") << withChange(
            QStringLiteral("checks.attack.bands[0].when"), QStringLiteral("@raw <= tbl(t.x, @ac)"))
                                              << QStringLiteral("table 't' has no column 'x'");
        QTest::newRow("table-column-needed") << withChange(
            QStringLiteral("checks.attack.bands[0].when"), QStringLiteral("@raw <= tbl(t, @ac)"))
                                             << QStringLiteral("table 't' has several columns");
        QTest::newRow("text-column-read-as-number")
            << withChange(QStringLiteral("checks.attack.bands[0].when"),
                   QStringLiteral("@raw <= tbl(t.text, @ac)"))
            << QStringLiteral("column 'text' of table 't' holds text, not numbers");
        QTest::newRow("outcomes-out-of-order")
            << withChange(QStringLiteral("outcomes[1].degree"), 0)
            << QStringLiteral(
                   "outcomes[1].degree: outcomes must be listed from the lowest degree up");
        QTest::newRow("outcome-defined-twice")
            << withChange(QStringLiteral("outcomes[1].id"), QStringLiteral("miss"))
            << QStringLiteral("outcomes[1]: outcome 'miss' is defined twice");
        QTest::newRow("unknown-damage-formula")
            << withChange(QStringLiteral("damage.by_outcome.hit"), QStringLiteral("heavy"))
            << QStringLiteral("damage.by_outcome.hit: unknown damage formula 'heavy'");
        QTest::newRow("damage-for-unknown-outcome")
            << withChange(QStringLiteral("damage.by_outcome.crit"), QStringLiteral("normal"))
            << QStringLiteral("damage.by_outcome.crit: 'crit' is not an outcome of the attack");
        QTest::newRow("modifier-unknown-variable") << withChange(QStringLiteral("modifiers[0].to"),
            QStringLiteral("atack")) << QStringLiteral("modifiers[0].to: unknown variable 'atack'");
        QTest::newRow("modifier-unknown-roll")
            << withChange(QStringLiteral("modifiers[0]"),
                   json(R"({"id": "x", "label": "X", "roll": "edge"})"))
            << QStringLiteral("modifiers[0].roll: the attack has no roll variant 'edge'");
        QTest::newRow("modifier-excludes-unknown")
            << withChange(QStringLiteral("modifiers[0].excludes"), json(R"(["rear"])"))
            << QStringLiteral("modifiers[0].excludes: unknown modifier 'rear'");
        QTest::newRow("cyclic-conditions") << withChange(QStringLiteral("conditions"),
            json(
                R"([{"id": "a", "label": "A", "then": "b"}, {"id": "b", "label": "B", "then": "a"}])"))
                                           << QStringLiteral("conditions[0].then: cyclic "
                                                             "reference: a \u2192 b \u2192 a");
        QTest::newRow("cyclic-derived-values")
            << withChange(QStringLiteral("derived"),
                   json(R"([{"name": "x", "value": "@y + 1"}, {"name": "y", "value": "@x"}])"))
            << QStringLiteral("derived[0].value: uses '@y', which is defined here or below");
        QTest::newRow("unknown-condition-flag") << withChange(QStringLiteral("conditions[0].flags"),
            json(R"(["asleep"])")) << QStringLiteral("conditions[0].flags: unknown flag 'asleep'");
        QTest::newRow("table-rows-overlap") << withChange(QStringLiteral("tables.t.rows[1].from"),
            5) << QStringLiteral("tables.t.rows[1]: overlaps row 0");
        QTest::newRow("table-row-wrong-width")
            << withChange(QStringLiteral("tables.t.rows[0].values"), json("[1]"))
            << QStringLiteral("tables.t.rows[0].values: 1 values for 2 columns");
        QTest::newRow("missing-attack-check")
            << withChange(QStringLiteral("checks.attack"), QJsonValue::Undefined)
            << QStringLiteral("checks.attack: missing (every ruleset needs an attack check)");
        QTest::newRow("missing-initiative") << withChange(QStringLiteral("initiative"),
            QJsonValue::Undefined) << QStringLiteral("initiative: missing");
        QTest::newRow("default-outside-range")
            << withChange(QStringLiteral("variables[1].default"), 99)
            << QStringLiteral(
                   "variables[1].default: the default 99 is outside the allowed range (0 "
                   "to 30)");
        QTest::newRow("variable-maximum-below-minimum")
            << withChange(QStringLiteral("variables[1].min"), 40)
            << QStringLiteral("variables[1].max: the maximum 30 is below the minimum 40");
        QTest::newRow("stat-maximum-below-minimum")
            << withChange(QStringLiteral("stats"),
                   json(R"([{"id": "dex", "default": 10, "min": 18, "max": 3}])"))
            << QStringLiteral("stats[0].max: the maximum 3 is below the minimum 18");
        QTest::newRow("stat-default-outside-range")
            << withChange(QStringLiteral("stats"),
                   json(R"([{"id": "dex", "default": 30, "min": 3, "max": 18}])"))
            << QStringLiteral("stats[0].default: the default 30 is outside the allowed range (3 "
                              "to 18)");
        QTest::newRow("check-die-without-sides")
            << withChange(QStringLiteral("checks.attack.roll"), QStringLiteral("1d0"))
            << QStringLiteral("checks.attack.roll: '1d0': a die needs at least one side");
        QTest::newRow("initiative-dice-past-the-limits")
            << withChange(QStringLiteral("initiative.roll"), QStringLiteral("1000000d1000000"))
            << QStringLiteral("initiative.roll: '1000000d1000000': more than 10,000 dice");
        QTest::newRow("damage-formula-past-the-limits")
            << withChange(QStringLiteral("damage.formulas.normal"), QStringLiteral("20000d6"))
            << QStringLiteral("damage.formulas.normal: '20000d6': more than 10,000 dice");
        QTest::newRow("variable-change-without-the-amount")
            << withChange(QStringLiteral("variables[0].change"), QStringLiteral("to hit"))
            << QStringLiteral("variables[0].change: expected a text with %1 for the amount");
        QTest::newRow("variable-change-not-text")
            << withChange(QStringLiteral("variables[0].change"), 2)
            << QStringLiteral("variables[0].change: expected");
        QTest::newRow("reserved-variable-name") << withChange(QStringLiteral("variables[0].name"),
            QStringLiteral("raw")) << QStringLiteral("'raw' is reserved");
        QTest::newRow("fraction-where-a-whole-number-goes")
            << withChange(QStringLiteral("variables[0].default"), 1.5)
            << QStringLiteral("variables[0].default: expected a whole number, not 1.5");
        QTest::newRow("sides-without-the-players")
            << withChange(QStringLiteral("sides"), json(R"([{"id": "us"}, {"id": "them"}])"))
            << QStringLiteral("sides: name the players' side");
        QTest::newRow("sides-players-twice") << withChange(QStringLiteral("sides"),
            json(R"([{"id": "us", "players": true}, {"id": "them", "players": true}])"))
                                             << QStringLiteral("sides: name the players' side");
        QTest::newRow("sides-only-the-players")
            << withChange(QStringLiteral("sides"), json(R"([{"id": "us", "players": true}])"))
            << QStringLiteral("sides: name the players' side");
        QTest::newRow("cancelling-an-unknown-variant")
            << withChange(QStringLiteral("checks.attack.cancelling_variants"),
                   json(R"([["advantage", "disadvantage"]])"))
            << QStringLiteral("checks.attack.cancelling_variants[0]: 'disadvantage' is not a roll "
                              "variant of this check");
        QTest::newRow("cancelling-a-variant-with-itself")
            << withChange(QStringLiteral("checks.attack.cancelling_variants"),
                   json(R"([["advantage", "advantage"]])"))
            << QStringLiteral("checks.attack.cancelling_variants[0]: expected two different roll "
                              "variants");
        // The attack's value worked out from the stats: only where something reads it, for the
        // ruleset's kinds of attack, from its stats and without dice.
        const std::pair<QString, QJsonValue> readsAttack{
            QStringLiteral("variables[0].from"), QStringLiteral("attack")};
        const std::pair<QString, QJsonValue> bth{
            QStringLiteral("stats"), json(R"([{"id": "bth", "default": 0}])")};
        QTest::newRow("attack-value-formula-nothing-reads")
            << withChanges(
                   {bth, {QStringLiteral("attack_value"), json(R"({"formula": {"*": "@bth"}})")}})
            << QStringLiteral(
                   "attack_value.formula: no variable reads the attack's value (\"from\": "
                   "\"attack\")");
        QTest::newRow("attack-value-formula-unknown-kind")
            << withChanges({readsAttack, bth,
                   {QStringLiteral("attack_value"), json(R"({"formula": {"swim": "@bth"}})")}})
            << QStringLiteral("attack_value.formula.swim: 'swim' is not a kind of attack");
        QTest::newRow("attack-value-formula-reads-a-variable")
            << withChanges({readsAttack, bth,
                   {QStringLiteral("attack_value"), json(R"({"formula": {"*": "@bth + @ac"}})")}})
            << QStringLiteral("attack_value.formula.*: '@bth + @ac': unknown variable '@ac'");
        QTest::newRow("attack-value-formula-with-dice")
            << withChanges({readsAttack, bth,
                   {QStringLiteral("attack_value"), json(R"({"formula": {"*": "@bth + 1d4"}})")}})
            << QStringLiteral("dice are not allowed here");
        QTest::newRow("attack-value-misspelt-field") << withChange(QStringLiteral("attack_value"),
            json(R"({"lable": "To hit"})")) << QStringLiteral("attack_value.lable");
        QTest::newRow("retired-stat-still-a-stat")
            << withChanges({{QStringLiteral("stats"), json(R"([{"id": "ac", "default": 10}])")},
                   {QStringLiteral("retired_stats"), json(R"({"ac": "defence"})")}})
            << QStringLiteral("retired_stats.ac: 'ac' is still a stat of this ruleset");
        QTest::newRow("retired-stat-into-an-unknown-field")
            << withChange(QStringLiteral("retired_stats"), json(R"({"ac": "speed"})"))
            << QStringLiteral("retired_stats.ac: expected defence, armor or attack");
        // The rules document: {title, section, file} or the older single text.
        QTest::newRow("source-wrong-type") << withChange(QStringLiteral("source"),
            3) << QStringLiteral("source: expected a text or an object {title, section, file}");
        QTest::newRow("source-title-not-text") << withChange(QStringLiteral("source"),
            json(R"({"title": 5})")) << QStringLiteral("source.title: expected a text");
        QTest::newRow("source-title-empty")
            << withChange(QStringLiteral("source"), json(R"({"title": " ", "file": "a.txt"})"))
            << QStringLiteral("source.title: must not be empty");
        QTest::newRow("source-misspelt-field") << withChange(QStringLiteral("source"),
            json(R"({"titel": "Combat"})")) << QStringLiteral("source.titel");
        QTest::newRow("surprise-unknown-check")
            << withChange(QStringLiteral("surprise"), json(R"({"check": "ambush"})"))
            << QStringLiteral("surprise.check: unknown check 'ambush'");
        // Reminders of a condition or an HP state: a text that is not blank and a moment.
        QTest::newRow("reminder-unknown-moment")
            << withChange(QStringLiteral("conditions[0].reminders"),
                   json(R"([{"text": "save", "when": "end_of_turns"}])"))
            << QStringLiteral("conditions[0].reminders[0].when: 'end_of_turns' is not a moment "
                              "(one of: start_of_turn, end_of_turn, start_of_round, end_of_round)");
        QTest::newRow("reminder-without-moment")
            << withChange(QStringLiteral("conditions[1].reminders"), json(R"([{"text": "save"}])"))
            << QStringLiteral("conditions[1].reminders[0].when: missing");
        QTest::newRow("reminder-blank-text")
            << withChange(QStringLiteral("conditions[0].reminders"),
                   json(R"([{"text": "  ", "when": "start_of_turn"}])"))
            << QStringLiteral("conditions[0].reminders[0].text: a reminder needs a text");
        QTest::newRow("reminder-text-not-text")
            << withChange(QStringLiteral("conditions[0].reminders"),
                   json(R"([{"text": 3, "when": "start_of_turn"}])"))
            << QStringLiteral("conditions[0].reminders[0].text: expected a text");
        QTest::newRow("reminder-text-over-500-characters")
            << withChange(QStringLiteral("conditions[0].reminders"),
                   QJsonArray{QJsonObject{{QStringLiteral("text"), QString(501, QLatin1Char('x'))},
                       {QStringLiteral("when"), QStringLiteral("start_of_turn")}}})
            << QStringLiteral("conditions[0].reminders[0].text: longer than 500 characters");
        QTest::newRow("reminder-not-an-object")
            << withChange(QStringLiteral("conditions[0].reminders"), json(R"(["save"])"))
            << QStringLiteral("conditions[0].reminders[0]: expected a reminder");
        QTest::newRow("reminders-not-a-list")
            << withChange(QStringLiteral("conditions[0].reminders"),
                   json(R"({"text": "save", "when": "start_of_turn"})"))
            << QStringLiteral("conditions[0].reminders: expected");
        QTest::newRow("reminder-misspelt-field")
            << withChange(QStringLiteral("conditions[0].reminders"),
                   json(R"([{"text": "save", "when": "start_of_turn", "whn": 1}])"))
            << QStringLiteral("conditions[0].reminders[0].whn");
        QTest::newRow("hp-state-reminder-unknown-moment")
            << withChange(QStringLiteral("hp_states"),
                   json(R"([{"id": "down", "label": "Down", "when": "@hp <= 0",
                             "reminders": [{"text": "check", "when": "round_end"}]}])"))
            << QStringLiteral("hp_states[0].reminders[0].when: 'round_end' is not a moment");
        // A group's label names a group some modifier is in, once, and is not blank.
        QTest::newRow("modifier-group-no-modifier-is-in")
            << withChanges({{QStringLiteral("modifiers[0].group"), QStringLiteral("position")},
                   {QStringLiteral("modifier_groups"),
                       json(R"([{"id": "postion", "label": "Position"}])")}})
            << QStringLiteral("modifier_groups[0].id: no modifier is in the group 'postion'");
        QTest::newRow("modifier-group-twice")
            << withChanges({{QStringLiteral("modifiers[0].group"), QStringLiteral("position")},
                   {QStringLiteral("modifier_groups"),
                       json(R"([{"id": "position", "label": "Position"},
                                {"id": "position", "label": "Where"}])")}})
            << QStringLiteral("modifier_groups[1]: modifier group 'position' is defined twice");
        QTest::newRow("modifier-group-blank-label")
            << withChanges({{QStringLiteral("modifiers[0].group"), QStringLiteral("position")},
                   {QStringLiteral("modifier_groups"),
                       json(R"([{"id": "position", "label": " "}])")}})
            << QStringLiteral("modifier_groups[0].label: a group's label is not blank");
        QTest::newRow("modifier-group-misspelt-field")
            << withChanges({{QStringLiteral("modifiers[0].group"), QStringLiteral("position")},
                   {QStringLiteral("modifier_groups"),
                       json(R"([{"id": "position", "lable": "Position"}])")}})
            << QStringLiteral("modifier_groups[0].lable");
        // An import formula that can overflow on the values an import takes (an AC up to
        // 1,000,000: times 10^13 is 10^19, past 2^63), or always divides by zero.
        QTest::newRow("import-formula-can-overflow")
            << withChange(QStringLiteral("import"), json(R"({"defence": "@ac * 10000000000000"})"))
            << QStringLiteral("import.defence: '@ac * 10000000000000' can leave the 64-bit "
                              "integer range");
        QTest::newRow("import-formula-divides-by-zero")
            << withChange(QStringLiteral("import"), json(R"j({"defence": "@ac / (2 - 2)"})j"))
            << QStringLiteral("import.defence: '@ac / (2 - 2)' divides by zero");
    }

    void brokenFileIsRejectedWithPathAndReason()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, expected);
        const auto read = RulesetReader::read(file);
        QVERIFY2(!read.ok(), "a broken file must not load");
        const QStringList problems = problemTexts(read.error());
        const bool found = std::any_of(problems.begin(), problems.end(),
            [&](const QString &p) { return p.contains(expected); });
        QVERIFY2(found, qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The rules document's title, part and file, in the object form and the older text; each
    // writes back as the object and reads back the same.
    void sourceIsRead_data()
    {
        QTest::addColumn<QJsonValue>("source");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("file");
        QTest::newRow("object") << json(R"({"title": "Combat", "section": "chapter 17",
                                            "file": "001_531e683ac1309b4e.txt"})")
                                << QStringLiteral("Combat") << QStringLiteral("chapter 17")
                                << QStringLiteral("001_531e683ac1309b4e.txt");
        QTest::newRow("object-title-only")
            << json(R"({"title": "Castles & Crusades Combat Rules"})")
            << QStringLiteral("Castles & Crusades Combat Rules") << QString() << QString();
        QTest::newRow("older-text-file-then-title")
            << QJsonValue(QStringLiteral("003_d052e44c4a5aca00.txt (Castles & Crusades combat)"))
            << QStringLiteral("Castles & Crusades combat") << QString()
            << QStringLiteral("003_d052e44c4a5aca00.txt");
        QTest::newRow("older-text-a-file-alone")
            << QJsonValue(QStringLiteral("rules.pdf")) << QString() << QString()
            << QStringLiteral("rules.pdf");
        QTest::newRow("older-text-a-title")
            << QJsonValue(QStringLiteral("My house rules, 2nd ed."))
            << QStringLiteral("My house rules, 2nd ed.") << QString() << QString();
        QTest::newRow("left-out") << QJsonValue(QJsonValue::Undefined) << QString() << QString()
                                  << QString();
    }
    void sourceIsRead()
    {
        QFETCH(QJsonValue, source);
        QFETCH(QString, title);
        QFETCH(QString, section);
        QFETCH(QString, file);
        const auto read = RulesetReader::read(withChange(QStringLiteral("source"), source));
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(problemTexts(read.error()).join(u'\n')));
        QCOMPARE(read->source.title, title);
        QCOMPARE(read->source.section, section);
        QCOMPARE(read->source.file, file);
        const auto again = RulesetReader::read(RulesetWriter::toBytes(*read));
        QVERIFY(again.ok());
        QVERIFY(again->source == read->source);
    }

    // What the character form is built from reads back as written.
    void formFieldsAreRead()
    {
        const auto read = RulesetReader::read(withChanges({
            {QStringLiteral("variables[0].from"), QStringLiteral("attack")},
            {QStringLiteral("stats"),
                json(R"([{"id": "bth", "default": 0}, {"id": "str", "default": 10}])")},
            {QStringLiteral("armor_label"), QStringLiteral("PROT")},
            {QStringLiteral("retired_stats"), json(R"({"ac": "defence"})")},
            {QStringLiteral("attack_value"), json(R"j({"label": "To hit", "note": "BtH + STR",
                         "formula": {"melee": "@bth + tbl(t.n, @str)", "*": "@bth"}})j")},
        }));
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(problemTexts(read.error()).join(u'\n')));
        const Ruleset &r = *read;
        QCOMPARE(r.armorLabel, QStringLiteral("PROT"));
        QVERIFY(!r.readsArmor()); // nothing reads target.armor
        QVERIFY(r.readsAttackValue());
        QCOMPARE(r.retiredStats.value(QStringLiteral("ac")), QStringLiteral("defence"));
        QCOMPARE(r.attackValue.label, QStringLiteral("To hit"));
        QCOMPARE(r.attackValue.note, QStringLiteral("BtH + STR"));
        QVERIFY(r.attackFormula(QStringLiteral("melee")));
        QCOMPARE(r.attackFormula(QStringLiteral("melee"))->text(),
            QStringLiteral("@bth + tbl(t.n, @str)"));
        QCOMPARE(r.attackFormula(QStringLiteral("ranged"))->text(), QStringLiteral("@bth"));
        const auto again = RulesetReader::read(RulesetWriter::toBytes(r));
        QVERIFY(again.ok());
        QVERIFY(*again == r);
    }

    // Without a list of sides, a fight has the players' party and their foes.
    void rulesetWithoutSidesHasThePartyAndFoes()
    {
        const auto read = RulesetReader::read(QJsonDocument(validRuleset()).toJson());
        QVERIFY(read.ok());
        QCOMPARE(read->sides.size(), 2u);
        QCOMPARE(read->playersSide().id, QStringLiteral("party"));
        QCOMPARE(read->foesSide().id, QStringLiteral("foes"));
        QVERIFY(read->isPlayers(QStringLiteral("party")));
        QVERIFY(!read->isPlayers(QStringLiteral("foes")));
    }

    void everyProblemOfAFileIsReported()
    {
        QJsonObject broken = validRuleset();
        broken.insert(QStringLiteral("id"), QStringLiteral("Bad Id"));
        broken.insert(QStringLiteral("colour"), QStringLiteral("red"));
        broken.remove(QStringLiteral("initiative"));
        const auto read = RulesetReader::read(QJsonDocument(broken).toJson());
        QVERIFY(!read.ok());
        QCOMPARE(read.error().size(), 3);
    }

    void shippedRulesetsLoadAndRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = builtinFiles();
        for (const QString &file : files)
            QTest::newRow(qPrintable(QFileInfo(file).baseName())) << file;
    }

    void shippedRulesetsLoadAndRoundTrip()
    {
        QFETCH(QString, file);
        const auto first = RulesetReader::readFile(file);
        QVERIFY2(first.ok(),
            first.ok() ? "" : qPrintable(problemTexts(first.error()).join(QLatin1Char('\n'))));
        const QByteArray written = RulesetWriter::toBytes(*first);
        const auto second = RulesetReader::read(written);
        QVERIFY2(second.ok(),
            second.ok() ? "" : qPrintable(problemTexts(second.error()).join(QLatin1Char('\n'))));
        QVERIFY(*first == *second);
        QCOMPARE(RulesetWriter::toBytes(*second), written);
    }

    // FORMAT.md's flags, in its order: each read from its id, written back as it, and in the
    // GM's words; and which of them keep the bearer from acting or attacking.
    void conditionFlagsAreTheDocumentsFlags_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("words");
        QTest::addColumn<bool>("barsActing");
        QTest::addColumn<bool>("barsAttacks");
        QTest::newRow("cannot-act-bars-acting-and-attacks")
            << u"cannot_act"_s << u"cannot act"_s << true << true;
        QTest::newRow("no-attacks-bars-attacks-only")
            << u"no_attacks"_s << u"no attacks"_s << false << true;
        QTest::newRow("lose-attacks-bars-attacks-only")
            << u"lose_attacks"_s << u"loses its remaining attacks"_s << false << true;
        QTest::newRow("no-dex-bars-nothing")
            << u"no_dex"_s << u"no DEX to defence"_s << false << false;
        QTest::newRow("no-shield-bars-nothing")
            << u"no_shield"_s << u"no shield"_s << false << false;
        QTest::newRow("no-move-bars-nothing") << u"no_move"_s << u"cannot move"_s << false << false;
        QTest::newRow("defenceless-bars-nothing")
            << u"defenceless"_s << u"defenceless"_s << false << false;
        QTest::newRow("prone-bars-nothing") << u"prone"_s << u"prone"_s << false << false;
        QTest::newRow("no-spells-bars-nothing")
            << u"no_spells"_s << u"no spells"_s << false << false;
        QTest::newRow("surprised-bars-nothing-by-itself")
            << u"surprised"_s << u"surprised"_s << false << false;
        QTest::newRow("fled-leaves-the-fight")
            << u"fled"_s << u"fled: out of the fight, not dead"_s << true << true;
    }

    void conditionFlagsAreTheDocumentsFlags()
    {
        using Fray::Rules::ConditionFlags;
        QFETCH(QString, id);
        QFETCH(QString, words);
        QFETCH(bool, barsActing);
        QFETCH(bool, barsAttacks);
        const auto flag = ConditionFlags::fromId(id);
        QVERIFY(flag);
        QCOMPARE(ConditionFlags::id(*flag), id);
        QCOMPARE(ConditionFlags::label(*flag), words);
        Fray::Rules::Condition condition;
        condition.flags = {*flag};
        QCOMPARE(condition.barsActing(), barsActing);
        QCOMPARE(condition.barsAttacks(), barsAttacks);
        QCOMPARE(ConditionFlags::ids(),
            u"cannot_act, no_attacks, lose_attacks, no_dex, no_shield, no_move, defenceless, "
            "prone, no_spells, surprised, fled"_s);
        QCOMPARE(ConditionFlags::all().size(), 11u);
        QVERIFY(!ConditionFlags::fromId(id.toUpper()));
    }

    void libraryHasTheFiveShippedRulesets()
    {
        QTemporaryDir empty;
        const RulesetLibrary library = RulesetLibrary::load(empty.path());
        QStringList ids;
        for (const auto &entry : library.entries())
            ids << entry.ruleset->id;
        ids.sort();
        QCOMPARE(ids,
            (QStringList{QStringLiteral("basic-roleplaying"), QStringLiteral("castles-crusades"),
                QStringLiteral("d20-ascending"), QStringLiteral("old-school"),
                QStringLiteral("spelljammer-d100")}));
        QVERIFY(library.errors().empty());
    }

    // loadOne may open a built-in by its file name only because each is named by its id.
    void builtinFilesAreNamedByTheirIds()
    {
        const QStringList files = QDir(QStringLiteral(":/rulesets")).entryList(QDir::Files);
        QCOMPARE(files.size(), 5);
        for (const QString &file : files) {
            QFile in(QStringLiteral(":/rulesets/") + file);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QCOMPARE(QJsonDocument::fromJson(in.readAll()).object().value(u"id").toString()
                    + QStringLiteral(".json"),
                file);
        }
    }

    // A command that names its ruleset reads only that one, and gets what the whole library
    // would give it: the built-in, or the GM's file with its id (whatever that file is called).
    void loadingOneRulesetGivesWhatTheLibraryGives_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("fromUserFolder");
        QTest::newRow("builtin") << QStringLiteral("d20-ascending") << false;
        QTest::newRow("gm-copy-of-a-builtin") << QStringLiteral("castles-crusades") << true;
        QTest::newRow("gm-own-ruleset") << QStringLiteral("powered-by-dice") << true;
    }

    void loadingOneRulesetGivesWhatTheLibraryGives()
    {
        QFETCH(QString, id);
        QFETCH(bool, fromUserFolder);
        QTemporaryDir dir;
        QJsonObject copy = QJsonDocument::fromJson([] {
            QFile f(QStringLiteral(":/rulesets/castles-crusades.json"));
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }())
                               .object();
        copy.insert(QStringLiteral("name"), QStringLiteral("C&C house rules"));
        QFile house(dir.filePath(QStringLiteral("house.json")));
        QVERIFY(house.open(QIODevice::WriteOnly));
        house.write(QJsonDocument(copy).toJson());
        house.close();
        QVERIFY(QFile::copy(builtinFiles().constLast(), dir.filePath(QStringLiteral("pbd.json"))));

        const RulesetLibrary all = RulesetLibrary::load(dir.path());
        const RulesetLibrary one = RulesetLibrary::loadOne(id, dir.path());
        QCOMPARE(one.entries().size(), 1u);
        const auto *expected = all.find(id);
        const auto *entry = one.find(id);
        QVERIFY(expected && entry);
        QVERIFY(*entry->ruleset == *expected->ruleset);
        QCOMPARE(entry->origin,
            fromUserFolder ? RulesetLibrary::Origin::User : RulesetLibrary::Origin::Builtin);
        QCOMPARE(entry->path, expected->path);
    }

    void loadingAnUnknownRulesetGivesTheWholeLibrary()
    {
        QTemporaryDir empty;
        const RulesetLibrary one = RulesetLibrary::loadOne(QStringLiteral("no-such"), empty.path());
        QVERIFY(!one.find(QStringLiteral("no-such")));
        QCOMPARE(one.entries().size(), 5u);
    }

    void brokenUserFileIsReportedAndOthersStillLoad()
    {
        QTemporaryDir dir;
        QFile broken(dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(
            withChange(QStringLiteral("checks.attack.bands[0].outcome"), QStringLiteral("crit")));
        broken.close();
        QVERIFY(QFile::copy(builtinFiles().constLast(), dir.filePath(QStringLiteral("pbd.json"))));

        const RulesetLibrary library = RulesetLibrary::load(dir.path());
        QVERIFY(library.find(QStringLiteral("powered-by-dice")));
        QVERIFY(library.find(QStringLiteral("castles-crusades")));
        QVERIFY(!library.find(QStringLiteral("tiny")));
        QCOMPARE(library.errors().size(), std::size_t(1));
        QVERIFY(library.errors().front().toString().contains(QStringLiteral(
            "checks.attack.bands[0].outcome: 'crit' is not an outcome of this check")));
    }

    // A GM's file that breaks while Fray runs: the reload keeps the version that loaded
    // before and says so; a file that never loaded has nothing to keep.
    void aFileThatBreaksOnReloadKeepsItsLastGoodVersion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tiny.json"));
        const auto write = [&](const QByteArray &bytes) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        };
        write(QJsonDocument(validRuleset()).toJson());
        const RulesetLibrary before = RulesetLibrary::load(dir.path());
        QVERIFY(before.find(QStringLiteral("tiny")));
        QVERIFY(before.errors().empty());

        write(withChange(QStringLiteral("checks.attack.bands[0].outcome"), QStringLiteral("crit")));
        RulesetLibrary after = RulesetLibrary::load(dir.path());
        QVERIFY(!after.find(QStringLiteral("tiny")));
        after.keepEarlier(before);
        const auto *kept = after.find(QStringLiteral("tiny"));
        QVERIFY(kept);
        QCOMPARE(kept->ruleset.get(), before.find(QStringLiteral("tiny"))->ruleset.get());
        QCOMPARE(after.errors().size(), std::size_t(1));
        QVERIFY(after.errors().front().earlierKept);

        // Without an earlier good version nothing is used.
        RulesetLibrary fresh = RulesetLibrary::load(dir.path());
        fresh.keepEarlier(RulesetLibrary::load(QString()));
        QVERIFY(!fresh.find(QStringLiteral("tiny")));
        QVERIFY(!fresh.errors().front().earlierKept);
    }

    // A GM's broken copy of a built-in is not silently replaced by the built-in: no ruleset of
    // that id is used until the file is fixed, and what is missing says which file and why.
    void brokenCopyOfABuiltinBlocksIt_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("reason");
        QByteArray cc = [] {
            QFile f(QStringLiteral(":/rulesets/castles-crusades.json"));
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        QJsonObject broken = QJsonDocument::fromJson(cc).object();
        QJsonObject checks = broken.value(u"checks").toObject();
        QJsonObject attack = checks.value(u"attack").toObject();
        QJsonArray bands = attack.value(u"bands").toArray();
        QJsonObject band = bands.at(0).toObject();
        band.insert(QStringLiteral("outcome"), QStringLiteral("crit"));
        bands[0] = band;
        attack.insert(QStringLiteral("bands"), bands);
        checks.insert(QStringLiteral("attack"), attack);
        broken.insert(QStringLiteral("checks"), checks);
        QTest::newRow("a-problem-in-a-copy-under-any-name")
            << QJsonDocument(broken).toJson() << QStringLiteral("house.json")
            << QStringLiteral("checks.attack.bands[0].outcome: 'crit' is not an outcome");
        QTest::newRow("not-json-named-by-the-id")
            << cc.left(cc.size() / 2) << QStringLiteral("castles-crusades.json")
            << QStringLiteral("not valid JSON at line");
    }

    void brokenCopyOfABuiltinBlocksIt()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, fileName);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        QFile out(dir.filePath(fileName));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(file);
        out.close();
        const QString id = QStringLiteral("castles-crusades");
        for (const RulesetLibrary &library :
            {RulesetLibrary::load(dir.path()), RulesetLibrary::loadOne(id, dir.path())}) {
            QVERIFY(!library.find(id));
            QVERIFY(library.failed(id));
            const QString why = library.whyMissing(id);
            QVERIFY2(why.contains(fileName) && why.contains(reason), qPrintable(why));
        }
        // The other rulesets are not touched.
        QVERIFY(RulesetLibrary::load(dir.path()).find(QStringLiteral("d20-ascending")));
    }

    void usersCopyOfABuiltinReplacesIt()
    {
        QTemporaryDir dir;
        QJsonObject copy = QJsonDocument::fromJson([] {
            QFile f(QStringLiteral(":/rulesets/castles-crusades.json"));
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }())
                               .object();
        copy.insert(QStringLiteral("name"), QStringLiteral("C&C house rules"));
        QFile file(dir.filePath(QStringLiteral("house.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(copy).toJson());
        file.close();

        const RulesetLibrary library = RulesetLibrary::load(dir.path());
        const auto *entry = library.find(QStringLiteral("castles-crusades"));
        QVERIFY(entry);
        QCOMPARE(entry->ruleset->name, QStringLiteral("C&C house rules"));
        QCOMPARE(entry->origin, RulesetLibrary::Origin::User);
    }
};

QTEST_GUILESS_MAIN(TestRulesetFormat)
#include "tst_ruleset_format.moc"
