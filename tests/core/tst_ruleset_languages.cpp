// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A ruleset's texts in several languages: a label, note or reminder is a string or an object of
// languages ({"en": "Dead", "de": "Tot"}), shown in the language Fray runs in with English as
// the fallback; a wrong object is refused with its path; a file written back holds the objects
// it was read with. The shipped rulesets give their labels in German.

#include "HermeticTest.h"
#include "core/i18n/Language.h"
#include "core/rules/DisplayNames.h"
#include "core/rules/RulesetReader.h"
#include "core/rules/RulesetWriter.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using Fray::Rules::Ruleset;
using Fray::Rules::RulesetReader;
using Fray::Rules::RulesetWriter;
using namespace Qt::StringLiterals;

namespace {

// A small ruleset that gives most kinds of text in English and German, and one label
// (variables[0]) as a plain string.
const QByteArray kTwoLanguages = R"({
  "format": "fray-ruleset", "format_version": 1,
  "id": "tiny", "name": {"en": "Tiny", "de": "Winzig"},
  "summary": {"en": "d20 against AC", "de": "W20 gegen RK"},
  "round": {"phases": [{"en": "Movement", "de": "Bewegung"}, "Melee"]},
  "hp_label": {"en": "HP", "de": "TP"},
  "stats": [{"id": "str", "label": {"en": "STR", "de": "ST"}, "default": 10}],
  "variables": [{"name": "attack", "label": "Attack", "default": 0},
                {"name": "ac", "label": {"en": "Defender AC", "de": "RK des Verteidigers"},
                 "change": {"en": "AC %1", "de": "RK %1"}, "default": 10}],
  "outcomes": [{"id": "miss", "label": {"en": "Miss", "de": "Verfehlt"}, "degree": 1},
               {"id": "hit", "label": {"en": "Hit", "de": "Treffer"}, "degree": 2, "hits": true}],
  "checks": {"attack": {"label": {"en": "Attack", "de": "Angriff"}, "roll": "1d20",
             "bands": [{"when": "@raw + @attack >= @ac", "outcome": "hit",
                        "effect": {"en": "Knocked back", "de": "Zurückgestoßen"}},
                       {"outcome": "miss"}]}},
  "damage": {"formulas": {"normal": "@damage"}, "by_outcome": {"hit": "normal"}},
  "modifiers": [{"id": "flank", "label": {"en": "Flank attack", "de": "Flankenangriff"},
                 "to": "attack", "add": 1, "applies_to": ["melee"],
                 "note": {"en": "Melee only.", "de": "Nur im Nahkampf."}}],
  "conditions": [{"id": "prone", "label": {"en": "Prone", "de": "Liegend"},
                  "reminders": [{"when": "start_of_turn",
                                 "text": {"en": "Standing up costs a move",
                                          "de": "Aufstehen kostet eine Bewegung"}}]}],
  "hp_states": [{"id": "dead", "label": {"en": "Dead", "de": "Tot"}, "when": "@hp <= 0",
                 "dead": true}],
  "rests": [{"id": "night", "label": {"en": "A night of rest", "de": "Eine Nacht Rast"},
             "hp": "1"}],
  "initiative": {"actor": "combatant", "roll": "1d6",
                 "options": [{"id": "group",
                              "label": {"en": "Group initiative", "de": "Gruppeninitiative"}}]},
  "tables": {"falling": {"label": {"en": "Falling damage", "de": "Fallschaden"},
                         "key": {"en": "Feet", "de": "Fuß"}, "columns": ["n"],
                         "rows": [{"from": 1, "values": [1]}]}},
  "notes": ["Kept in English", {"en": "Damage is immediate.", "de": "Schaden wirkt sofort."}]
})";

// Every text of kTwoLanguages as a ruleset shows it, in the file's order.
QStringList shownTexts(const Ruleset &r)
{
    return {r.name, r.summary, r.phases.value(0), r.phases.value(1), r.hpLabel, r.stats.at(0).label,
        r.variables.at(0).label, r.variables.at(1).label, r.variables.at(1).change,
        r.outcomes.at(0).label, r.outcomes.at(1).label, r.attack()->label,
        r.attack()->bands.at(0).effect, r.modifiers.at(0).label, r.modifiers.at(0).note,
        r.conditions.at(0).label, r.conditions.at(0).reminders.at(0).text, r.hpStates.at(0).label,
        r.rests.at(0).label, r.initiative.options.at(0).label, r.tables.value(u"falling"_s).label,
        r.tables.value(u"falling"_s).keyLabel, r.notes.value(0), r.notes.value(1)};
}

const QStringList kEnglish{u"Tiny"_s, u"d20 against AC"_s, u"Movement"_s, u"Melee"_s, u"HP"_s,
    u"STR"_s, u"Attack"_s, u"Defender AC"_s, u"AC %1"_s, u"Miss"_s, u"Hit"_s, u"Attack"_s,
    u"Knocked back"_s, u"Flank attack"_s, u"Melee only."_s, u"Prone"_s,
    u"Standing up costs a move"_s, u"Dead"_s, u"A night of rest"_s, u"Group initiative"_s,
    u"Falling damage"_s, u"Feet"_s, u"Kept in English"_s, u"Damage is immediate."_s};
// A text given as a plain string ("Melee", "Attack", the first note) reads the same.
const QStringList kGerman{u"Winzig"_s, u"W20 gegen RK"_s, u"Bewegung"_s, u"Melee"_s, u"TP"_s,
    u"ST"_s, u"Attack"_s, u"RK des Verteidigers"_s, u"RK %1"_s, u"Verfehlt"_s, u"Treffer"_s,
    u"Angriff"_s, u"Zurückgestoßen"_s, u"Flankenangriff"_s, u"Nur im Nahkampf."_s, u"Liegend"_s,
    u"Aufstehen kostet eine Bewegung"_s, u"Tot"_s, u"Eine Nacht Rast"_s, u"Gruppeninitiative"_s,
    u"Fallschaden"_s, u"Fuß"_s, u"Kept in English"_s, u"Schaden wirkt sofort."_s};

// kTwoLanguages with the value at `path` ("hp_states[0].label") replaced by `value`.
QByteArray withChange(const QString &path, const QJsonValue &value)
{
    std::function<QJsonValue(const QJsonValue &, QStringList)> set
        = [&](const QJsonValue &node, QStringList steps) -> QJsonValue {
        const QString step = steps.takeFirst();
        if (step.startsWith(u'[')) {
            QJsonArray array = node.toArray();
            const int index = step.mid(1, step.size() - 2).toInt();
            array[index] = steps.isEmpty() ? value : set(array.at(index), steps);
            return array;
        }
        QJsonObject object = node.toObject();
        object.insert(step, steps.isEmpty() ? value : set(object.value(step), steps));
        return object;
    };
    QStringList steps;
    for (const QString &part : path.split(u'.')) {
        const qsizetype bracket = part.indexOf(u'[');
        steps << (bracket < 0 ? part : part.left(bracket));
        if (bracket >= 0)
            steps << part.mid(bracket);
    }
    return QJsonDocument(set(QJsonDocument::fromJson(kTwoLanguages).object(), steps).toObject())
        .toJson();
}

QJsonValue json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray("[") + text + "]").array().at(0);
}

QString problems(const RulesetReader::Problems &list)
{
    QStringList texts;
    for (const auto &p : list)
        texts << p.toString();
    return texts.join(u'\n');
}

QStringList shippedFiles()
{
    QStringList files;
    const QDir dir(u":/rulesets"_s);
    for (const QString &name : dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

// The labels a GM sees in the table, the menus and the log: each ruleset gives them in German.
QList<std::pair<QString, Fray::LocalText>> shownLabels(const Ruleset &r)
{
    using Fray::Rules::labelOf;
    QList<std::pair<QString, Fray::LocalText>> labels;
    const auto add = [&](const QString &what, const auto &items) {
        for (std::size_t i = 0; i < items.size(); ++i)
            labels.append({what + u'[' + QString::number(i) + u']', labelOf(items[i])});
    };
    add(u"outcomes"_s, r.outcomes);
    for (auto it = r.checks.constBegin(); it != r.checks.constEnd(); ++it)
        add(u"checks."_s + it.key() + u".outcomes"_s, it.value()->outcomes);
    add(u"modifiers"_s, r.modifiers);
    add(u"conditions"_s, r.conditions);
    add(u"hp_states"_s, r.hpStates);
    add(u"triggers"_s, r.triggers);
    add(u"rests"_s, r.rests);
    add(u"initiative.actions"_s, r.initiative.actions);
    add(u"initiative.overrides"_s, r.initiative.overrides);
    add(u"initiative.options"_s, r.initiative.options);
    add(u"initiative.windows"_s, r.initiative.windows);
    return labels;
}

} // namespace

class TestRulesetLanguages : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { Fray::Language::setCurrent(u"en"_s); }

    void textsReadInTheLanguageFrayRunsIn_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("english") << u"en"_s << kEnglish;
        QTest::newRow("german") << u"de_DE"_s << kGerman;
        QTest::newRow("german-without-a-country") << u"de"_s << kGerman;
        QTest::newRow("austrian-german-reads-german") << u"de_AT"_s << kGerman;
        QTest::newRow("a-language-the-file-lacks-reads-english") << u"fr_FR"_s << kEnglish;
    }

    void textsReadInTheLanguageFrayRunsIn()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        Fray::Language::setCurrent(language);
        const auto read = RulesetReader::read(kTwoLanguages);
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(problems(read.error())));
        QCOMPARE(shownTexts(*read), expected);
    }

    // A side typed or chosen by the name a GM sees goes back to the id files keep: the
    // ruleset's own name for it first, then a name Fray knows in the language it runs in.
    void aSideNamedAsShownGivesItsId_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("id");
        QTest::newRow("the-rulesets-name") << u"en"_s << u"Heroes"_s << u"party"_s;
        QTest::newRow("the-rulesets-name-in-any-case") << u"en"_s << u" heroes "_s << u"party"_s;
        QTest::newRow("the-id-itself") << u"en"_s << u"party"_s << u"party"_s;
        QTest::newRow("a-side-fray-knows") << u"en"_s << u"Foes"_s << u"foes"_s;
        QTest::newRow("one-the-ruleset-lacks") << u"en"_s << u"neutrals"_s << u"neutrals"_s;
        QTest::newRow("a-new-side-as-typed") << u"en"_s << u"Wolves"_s << u"Wolves"_s;
    }

    void aSideNamedAsShownGivesItsId()
    {
        QFETCH(QString, language);
        QFETCH(QString, typed);
        QFETCH(QString, id);
        Fray::Language::setCurrent(language);
        const auto read = RulesetReader::read(kTwoLanguages);
        QVERIFY(read.ok());
        Ruleset ruleset = *read;
        ruleset.sides = {{u"party"_s, u"Heroes"_s, true, {}}, {u"foes"_s, QString(), false, {}}};
        QCOMPARE(Fray::Rules::DisplayNames::sideId(typed, &ruleset), id);
        // Every side the editor shows reads back as itself.
        for (const auto &side : ruleset.sides)
            QCOMPARE(Fray::Rules::DisplayNames::sideId(
                         Fray::Rules::DisplayNames::side(side.id, &ruleset), &ruleset),
                side.id);
    }

    void wrongLanguagesAreRefusedWithTheirPath_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not-a-language-code")
            << withChange(u"hp_states[0].label"_s, json(R"({"en": "Dead", "deutsch": "Tot"})"))
            << u"hp_states[0].label.deutsch: 'deutsch' is not a language code"_s;
        QTest::newRow("a-country-in-lower-case")
            << withChange(u"hp_states[0].label"_s, json(R"({"en": "Dead", "de_de": "Tot"})"))
            << u"hp_states[0].label.de_de: 'de_de' is not a language code"_s;
        QTest::newRow("no-english")
            << withChange(u"hp_states[0].label"_s, json(R"({"de": "Tot"})"))
            << u"hp_states[0].label: the English text (\"en\") is missing"_s;
        QTest::newRow("a-number-for-a-language") << withChange(u"modifiers[0].label"_s,
            json(R"({"en": "Flank", "de": 3})")) << u"modifiers[0].label.de: expected a text"_s;
        QTest::newRow("an-empty-language")
            << withChange(u"conditions[0].label"_s, json(R"({"en": "Prone", "de": " "})"))
            << u"conditions[0].label.de: empty: leave the language out to show the English "
               u"text"_s;
        QTest::newRow("a-list-instead-of-a-text")
            << withChange(u"rests[0].label"_s, json(R"(["A night of rest"])"))
            << u"rests[0].label: expected a text, or the text in several languages"_s;
        QTest::newRow("a-note-in-a-list")
            << withChange(u"notes[1]"_s, json(R"({"en": "Immediate", "fr": ""})"))
            << u"notes[1].fr: empty"_s;
        QTest::newRow("a-change-without-the-amount-in-german")
            << withChange(u"variables[1].change"_s, json(R"({"en": "AC %1", "de": "RK"})"))
            << u"variables[1].change.de: expected a text with %1 for the amount"_s;
        QTest::newRow("a-reminder-too-long-in-german")
            << withChange(u"conditions[0].reminders[0].text"_s,
                   QJsonObject{{u"en"_s, u"Stand up"_s}, {u"de"_s, QString(501, u'x')}})
            << u"conditions[0].reminders[0].text.de: longer than 500 characters"_s;
        QTest::newRow("a-required-label-missing") << withChange(u"conditions[0]"_s,
            json(R"({"id": "prone"})")) << u"conditions[0].label: missing (a text is required)"_s;
    }

    void wrongLanguagesAreRefusedWithTheirPath()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, expected);
        const auto read = RulesetReader::read(file);
        QVERIFY2(!read.ok(), "a wrong text must not load");
        QVERIFY2(problems(read.error()).contains(expected), qPrintable(problems(read.error())));
    }

    // What is written is what was read: each object of languages as an object, a plain text as
    // a string; read again in another language it shows that language.
    void languagesAreWrittenBackAsRead()
    {
        Fray::Language::setCurrent(u"de_DE"_s);
        const auto read = RulesetReader::read(kTwoLanguages);
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(problems(read.error())));
        const QByteArray written = RulesetWriter::toBytes(*read);
        const QJsonObject file = QJsonDocument::fromJson(written).object();
        const QJsonObject dead{{u"en"_s, u"Dead"_s}, {u"de"_s, u"Tot"_s}};
        QCOMPARE(file[u"hp_states"_s][0][u"label"_s].toObject(), dead);
        QCOMPARE(file[u"variables"_s][0][u"label"_s].toString(), u"Attack"_s);
        QCOMPARE(file[u"notes"_s][0].toString(), u"Kept in English"_s);
        QCOMPARE(file[u"notes"_s][1][u"de"_s].toString(), u"Schaden wirkt sofort."_s);
        QCOMPARE(file[u"conditions"_s][0][u"reminders"_s][0][u"text"_s][u"de"_s].toString(),
            u"Aufstehen kostet eine Bewegung"_s);

        const auto again = RulesetReader::read(written);
        QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(problems(again.error())));
        QVERIFY(*again == *read);
        QCOMPARE(RulesetWriter::toBytes(*again), written);

        Fray::Language::setCurrent(u"en"_s);
        const auto english = RulesetReader::read(written);
        QVERIFY(english.ok());
        QCOMPARE(shownTexts(*english), kEnglish);
        QCOMPARE(RulesetWriter::toBytes(*english), written);
    }

    // A file without a language object is written as it always was: strings only.
    void aFileInOneLanguageIsWrittenWithStrings()
    {
        Fray::Language::setCurrent(u"de_DE"_s);
        QByteArray plain = kTwoLanguages;
        plain.replace(R"({"en": "Dead", "de": "Tot"})", R"("Dead")");
        const auto read = RulesetReader::read(plain);
        QVERIFY(read.ok());
        QCOMPARE(read->hpStates.at(0).label, u"Dead"_s);
        const QJsonObject file = QJsonDocument::fromJson(RulesetWriter::toBytes(*read)).object();
        QCOMPARE(file[u"hp_states"_s][0][u"label"_s].toString(), u"Dead"_s);
    }

    // The labels a GM sees at the table, in the menus and in the log are German in German.
    void shippedRulesetsGiveTheirLabelsInGerman_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : shippedFiles())
            QTest::newRow(qPrintable(QFileInfo(file).baseName())) << file;
    }

    void shippedRulesetsGiveTheirLabelsInGerman()
    {
        QFETCH(QString, file);
        Fray::Language::setCurrent(u"de_DE"_s);
        const auto read = RulesetReader::readFile(file);
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(problems(read.error())));
        QStringList english;
        for (const auto &[where, label] : shownLabels(*read)) {
            if (!label.texts().contains(u"de"_s))
                english << where + u": "_s + label.english();
        }
        QVERIFY2(english.isEmpty(), qPrintable(english.join(u'\n')));
        QVERIFY(read->hpLabel != u"HP"_s);
    }

    // The words a German table uses (from German editions of the games: Rüstungsklasse,
    // Trefferpunkte, Deckung, Flankenangriff ...).
    void shippedRulesetsUseGermanRoleplayingTerms_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("part"); // hp_state, condition, modifier or outcome
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("german");
        const auto row
            = [](const char *name, const QString &r, const QString &part, const QString &id,
                  const QString &german) { QTest::newRow(name) << r << part << id << german; };
        const QString cc = u"castles-crusades"_s;
        row("cc-dead", cc, u"hp_state"_s, u"dead"_s, u"Tot"_s);
        row("cc-unconscious", cc, u"hp_state"_s, u"unconscious"_s, u"Bewusstlos"_s);
        row("cc-prone", cc, u"condition"_s, u"prone"_s, u"Liegend"_s);
        row("cc-surprised", cc, u"condition"_s, u"surprised"_s, u"Überrascht"_s);
        row("cc-half-cover", cc, u"modifier"_s, u"cover-half"_s, u"Deckung 1/2"_s);
        row("cc-flank", cc, u"modifier"_s, u"flank"_s, u"Flankenangriff"_s);
        row("cc-hit", cc, u"outcome"_s, u"hit"_s, u"Treffer"_s);
        row("brp-dead", u"basic-roleplaying"_s, u"hp_state"_s, u"dead"_s, u"Tot"_s);
        row("brp-special", u"basic-roleplaying"_s, u"outcome"_s, u"special"_s, u"Spezialerfolg"_s);
        row("d20-flanking", u"d20-ascending"_s, u"modifier"_s, u"flank"_s, u"Flankierend"_s);
        row("d20-critical-miss", u"d20-ascending"_s, u"outcome"_s, u"fumble"_s, u"Patzer"_s);
        row("old-school-flanked", u"old-school"_s, u"condition"_s, u"flanked"_s, u"Flankiert"_s);
        row("spelljammer-bloodied", u"spelljammer-d100"_s, u"hp_state"_s, u"bloodied"_s,
            u"Angeschlagen"_s);
    }

    void shippedRulesetsUseGermanRoleplayingTerms()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, part);
        QFETCH(QString, id);
        QFETCH(QString, german);
        Fray::Language::setCurrent(u"de_DE"_s);
        const auto read = RulesetReader::readFile(u":/rulesets/"_s + ruleset + u".json"_s);
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(problems(read.error())));
        const QString *label = nullptr;
        if (part == u"hp_state" && read->hpState(id))
            label = &read->hpState(id)->label;
        else if (part == u"condition" && read->condition(id))
            label = &read->condition(id)->label;
        else if (part == u"modifier" && read->modifier(id))
            label = &read->modifier(id)->label;
        else if (part == u"outcome" && read->outcome(id))
            label = &read->outcome(id)->label;
        QVERIFY2(label, qPrintable(u"%1 has no %2 '%3'"_s.arg(ruleset, part, id)));
        QCOMPARE(*label, german);
    }
};

QTEST_GUILESS_MAIN(TestRulesetLanguages)
#include "tst_ruleset_languages.moc"
