// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The log as phrases: a line is kept as what tr() was given and translated when it is read, so
// a line written in English reads in German once German is installed, and back; its English
// text stays for files and the command line. Phrases survive the encounter file and the
// campaign database, and lines from before phrases still show their text. English plurals come
// from the English catalogue. Expected German is fray_de.ts's; expected English plurals are
// fray_en.ts's.

#include "CampaignPlaces.h"
#include "HermeticTest.h"
#include "InstalledCatalogue.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/Phrase.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/i18n/Language.h"
#include "core/i18n/NumberText.h"
#include "core/i18n/Translations.h"
#include "core/io/EncounterJson.h"
#include "core/storage/Campaign.h"
#include "core/storage/EncounterStore.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>
#include <optional>

using Fray::Encounter::Phrase;
using namespace Qt::StringLiterals;
using Fray::Testing::CampaignPlaces;

Q_DECLARE_METATYPE(Fray::Encounter::Phrase)

namespace {

using Installed = Fray::Testing::InstalledCatalogue;

const QString kGerman = u":/i18n/fray_de.qm"_s;
const QString kEnglish = u":/i18n/fray_en.qm"_s;

Fray::Encounter::Combatant goblin()
{
    Fray::Encounter::Combatant c;
    c.name = u"Goblin"_s;
    c.side = u"foes"_s;
    c.maxHp = c.hp = c.startHp = 20;
    return c;
}

// A goblin joins, the fight starts, the goblin takes 3: the log's first, second and last lines.
std::unique_ptr<Fray::Encounter::Encounter> smallFight()
{
    auto encounter = std::make_unique<Fray::Encounter::Encounter>(
        Fray::Testing::rulesetNamed(u"castles-crusades"_s, Fray::Testing::shippedRulesets()));
    encounter->setName(u"Road"_s);
    Fray::Dice::Random random(5);
    Fray::Encounter::AddCombatantsCommand add(goblin(), 1);
    if (add.execute(*encounter, random))
        return nullptr;
    Fray::Encounter::TurnCommand start(Fray::Encounter::TurnCommand::Step::Start);
    if (start.execute(*encounter, random))
        return nullptr;
    Fray::Encounter::DamageCommand damage({encounter->combatants().front().id}, 3);
    if (damage.execute(*encounter, random))
        return nullptr;
    return encounter;
}

// The goblin of smallFight is knocked prone, then takes 30 and dies (Castles & Crusades: dead at
// -10): the last two lines hold the ruleset's words "Prone" and "dead".
std::unique_ptr<Fray::Encounter::Encounter> deadlyFight()
{
    auto encounter = smallFight();
    if (!encounter)
        return nullptr;
    Fray::Dice::Random random(7);
    const Fray::Encounter::CombatantId goblin = encounter->combatants().front().id;
    Fray::Encounter::ApplyConditionCommand prone({goblin}, u"prone"_s);
    if (prone.execute(*encounter, random))
        return nullptr;
    Fray::Encounter::DamageCommand damage({goblin}, 30);
    if (damage.execute(*encounter, random))
        return nullptr;
    return encounter;
}

QByteArray fileWithLog(const QByteArray &line)
{
    return R"({"format": "fray-encounter", "format_version": 1, "ruleset": "castles-crusades",
               "combatants": [{"id": 1, "name": "Goblin", "hp": 7}],
               "fight": {"round": 1, "turn": -1, "log": [)"
        + line + "]}}";
}

} // namespace

class TestLogPhrases : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(
            Fray::Testing::rulesetNamed(u"castles-crusades"_s, Fray::Testing::shippedRulesets()),
            "no ruleset castles-crusades");
    }

    void init() { QLocale::setDefault(QLocale::c()); }

    void phraseRenders_data()
    {
        QTest::addColumn<Phrase>("phrase");
        QTest::addColumn<QString>("expected");

        QTest::newRow("arguments-fill-their-markers")
            << Phrase("Nowhere", "%1 hits %2").arg(u"Orc"_s).arg(u"Aldo"_s) << u"Orc hits Aldo"_s;
        QTest::newRow("translations-may-reorder-markers")
            << Phrase("Nowhere", "%2 is hit by %1").arg(u"Orc"_s).arg(u"Aldo"_s)
            << u"Aldo is hit by Orc"_s;
        QTest::newRow("a-marker-inside-an-argument-stays-as-it-is")
            << Phrase("Nowhere", "%1 hits %2").arg(u"Orc %2"_s).arg(u"Aldo"_s)
            << u"Orc %2 hits Aldo"_s;
        QTest::newRow("a-marker-without-an-argument-stays")
            << Phrase("Nowhere", "%1 and %3").arg(u"one"_s) << u"one and %3"_s;
        QTest::newRow("the-count-fills-percent-n")
            << Phrase("Nowhere", "%n damage to %1", 7).arg(u"Aldo"_s) << u"7 damage to Aldo"_s;
        QTest::newRow("a-number-argument")
            << Phrase("Nowhere", "%1 takes %2").arg(u"Aldo"_s).arg(qint64(12))
            << u"Aldo takes 12"_s;
        QTest::newRow("a-nested-phrase")
            << Phrase("Nowhere", "Initiative: %1")
                   .arg(Phrase("Nowhere", "%1 %2").arg(u"Aldo"_s).arg(5))
            << u"Initiative: Aldo 5"_s;
        QTest::newRow("joined-parts-skip-the-empty-ones") << Phrase::joined(
            {Phrase::text(u"Orc attacks"_s), Phrase(), Phrase::text(QString()),
                Phrase("Nowhere", "%n damage", 4)},
            u" \u00b7 "_s) << u"Orc attacks \u00b7 4 damage"_s;
        QTest::newRow("nothing-as-an-argument-is-an-empty-text")
            << Phrase("Nowhere", "Initiative: %1").arg(Phrase()) << u"Initiative: "_s;
        QTest::newRow("nothing-to-join-is-empty")
            << Phrase::joined({Phrase(), Phrase::text(QString())}, u", "_s) << QString();
    }

    void phraseRenders()
    {
        QFETCH(Phrase, phrase);
        QFETCH(QString, expected);
        QCOMPARE(phrase.render(), expected);
        QCOMPARE(phrase.sourceText(), expected);
        QCOMPARE(phrase.isEmpty(), expected.isEmpty());
    }

    void numbersFollowTheReadersLocaleButNotTheText()
    {
        const Phrase phrase = Phrase("Nowhere", "%1 regains %2").arg(u"Aldo"_s).arg(1234);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(phrase.render(), u"Aldo regains 1.234"_s);
        QCOMPARE(phrase.sourceText(), u"Aldo regains 1234"_s);
    }

    // Lines whose source strings fray_de.ts translates, written with no catalogue installed.
    void lineWrittenInEnglishReadsInGerman_data()
    {
        QTest::addColumn<int>("line"); // from the end when negative
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::newRow("joins") << 0 << u"Goblin joins the fight"_s
                               << u"Goblin tritt dem Kampf bei"_s;
        QTest::newRow("round-begins") << 1 << u"The round begins"_s << u"Die Runde beginnt"_s;
        QTest::newRow("damage") << -1 << u"Goblin takes 3 damage"_s
                                << u"Goblin erleidet 3 Schaden"_s;
    }

    void lineWrittenInEnglishReadsInGerman()
    {
        QFETCH(int, line);
        QFETCH(QString, english);
        QFETCH(QString, german);
        const auto encounter = smallFight();
        QVERIFY(encounter);
        const auto &log = encounter->state().log;
        const auto &entry = log[std::size_t(line < 0 ? qsizetype(log.size()) + line : line)];
        QCOMPARE(entry.text, english);
        QCOMPARE(entry.shown(), english);
        {
            const Installed de(kGerman);
            QVERIFY(de.ok());
            QCOMPARE(entry.shown(), german);
            QCOMPARE(entry.text, english); // what files keep does not change
        }
        QCOMPARE(entry.shown(), english);
    }

    // A ruleset's words in a sentence (an HP state, a condition) read in the reader's language
    // too, whatever language the line was written in, also once the encounter file is read back.
    void rulesetWordsReadInTheReadersLanguage_data()
    {
        QTest::addColumn<int>("line"); // from the end
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::newRow("a-condition") << 2 << u"Goblin is Prone"_s << u"Goblin ist Liegend"_s;
        QTest::newRow("a-dead-combatant") << 1 << u"Goblin takes 30 damage \u00b7 Goblin is dead"_s
                                          << u"Goblin erleidet 30 Schaden \u00b7 Goblin ist tot"_s;
    }

    void rulesetWordsReadInTheReadersLanguage()
    {
        QFETCH(int, line);
        QFETCH(QString, english);
        QFETCH(QString, german);
        const auto encounter = deadlyFight();
        QVERIFY(encounter);
        const QByteArray file = Fray::Io::EncounterJson::toBytes(encounter->state());
        // Version 4, which an older Fray refuses as newer rather than as broken.
        QVERIFY(file.contains("\"format_version\": 4"));
        const auto read = Fray::Io::EncounterJson::fromJson(file);
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error().front().toString()));
        for (const auto *log : {&encounter->state().log, &read->log}) {
            const auto &entry = (*log)[log->size() - std::size_t(line)];
            QCOMPARE(entry.shown(), english);
            {
                const Installed de(kGerman);
                QVERIFY(de.ok());
                QCOMPARE(entry.shown(), german);
                QCOMPARE(entry.text, english); // files keep English
            }
            QCOMPARE(entry.shown(), english);
        }
    }

    void lineWrittenInGermanKeepsEnglishText()
    {
        std::unique_ptr<Fray::Encounter::Encounter> encounter;
        {
            const Installed de(kGerman);
            QVERIFY(de.ok());
            encounter = smallFight();
            QVERIFY(encounter);
            QCOMPARE(encounter->state().log.back().shown(), u"Goblin erleidet 3 Schaden"_s);
        }
        QCOMPARE(encounter->state().log.back().text, u"Goblin takes 3 damage"_s);
        QCOMPARE(encounter->state().log.back().shown(), u"Goblin takes 3 damage"_s);
    }

    // Chances and means as the reader's language writes them; exact 0 and 1 only when so.
    void chancesFollowTheLanguage_data()
    {
        QTest::addColumn<bool>("german");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("percent");
        QTest::newRow("en-two-thirds") << false << 2.0 / 3.0 << u"66.7%"_s;
        QTest::newRow("de-two-thirds") << true << 2.0 / 3.0 << u"66,7\u00a0%"_s;
        QTest::newRow("en-tiny-is-not-zero") << false << 1.0 / 8000.0 << u"<0.1%"_s;
        QTest::newRow("de-tiny-is-not-zero") << true << 1.0 / 8000.0 << u"<0,1\u00a0%"_s;
        QTest::newRow("en-almost-is-not-all") << false << 7999.0 / 8000.0 << u">99.9%"_s;
        QTest::newRow("de-exact-zero") << true << 0.0 << u"0,0\u00a0%"_s;
    }

    void chancesFollowTheLanguage()
    {
        QFETCH(bool, german);
        QFETCH(double, value);
        QFETCH(QString, percent);
        std::optional<Installed> de;
        if (german) {
            de.emplace(kGerman);
            QVERIFY(de->ok());
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        }
        QCOMPARE(Fray::NumberText::percent(value), percent);
        QCOMPARE(Fray::NumberText::decimal(3.5833), german ? u"3,58"_s : u"3.58"_s);
    }

    void englishPluralsComeFromTheEnglishCatalogue_data()
    {
        QTest::addColumn<Phrase>("phrase");
        QTest::addColumn<QString>("bare"); // the source string as it reads with no catalogue
        QTest::addColumn<QString>("english");
        const auto combatants = [](int n) {
            return Phrase("Fray::Ui::MainWindow", "Not started \u00b7 %n combatant(s)", n);
        };
        const auto rounds = [](int n) {
            return Phrase("Fray::Encounter::ConditionKeeper",
                "%1 is %2 for %n round(s), until the end of round %3", n)
                .arg(u"Goblin"_s)
                .arg(u"Prone"_s)
                .arg(n + 1);
        };
        const auto imported = [](int n) {
            return Phrase("Fray::Cli::ImportCommand", "imported encounter '%1' (%n combatants)", n)
                .arg(u"Road"_s);
        };
        const auto exploding = [](int n) {
            return Phrase("Fray::Cli::DistCommand",
                "exploding dice stop after %n extra rolls; probability cut short: %1", n)
                .arg(u"0.1%"_s);
        };
        QTest::newRow("one-combatant") << combatants(1) << u"Not started \u00b7 1 combatant(s)"_s
                                       << u"Not started \u00b7 1 combatant"_s;
        QTest::newRow("two-combatants") << combatants(2) << u"Not started \u00b7 2 combatant(s)"_s
                                        << u"Not started \u00b7 2 combatants"_s;
        QTest::newRow("no-combatants") << combatants(0) << u"Not started \u00b7 0 combatant(s)"_s
                                       << u"Not started \u00b7 0 combatants"_s;
        QTest::newRow("one-round-in-the-log")
            << rounds(1) << u"Goblin is Prone for 1 round(s), until the end of round 2"_s
            << u"Goblin is Prone for 1 round, until the end of round 2"_s;
        QTest::newRow("three-rounds-in-the-log")
            << rounds(3) << u"Goblin is Prone for 3 round(s), until the end of round 4"_s
            << u"Goblin is Prone for 3 rounds, until the end of round 4"_s;
        QTest::newRow("one-imported-combatant")
            << imported(1) << u"imported encounter 'Road' (1 combatants)"_s
            << u"imported encounter 'Road' (1 combatant)"_s;
        QTest::newRow("one-extra-roll")
            << exploding(1)
            << u"exploding dice stop after 1 extra rolls; probability cut short: 0.1%"_s
            << u"exploding dice stop after 1 extra roll; probability cut short: 0.1%"_s;
        QTest::newRow("two-extra-rolls")
            << exploding(2)
            << u"exploding dice stop after 2 extra rolls; probability cut short: 0.1%"_s
            << u"exploding dice stop after 2 extra rolls; probability cut short: 0.1%"_s;
    }

    void englishPluralsComeFromTheEnglishCatalogue()
    {
        QFETCH(Phrase, phrase);
        QFETCH(QString, bare);
        QFETCH(QString, english);
        QCOMPARE(phrase.render(), bare);
        const Installed en(kEnglish);
        QVERIFY(en.ok());
        QCOMPARE(phrase.render(), english);
        QCOMPARE(phrase.sourceText(), bare);
    }

    void languagesInstallTheirCatalogue_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("installed");
        QTest::addColumn<QByteArray>("context");
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<QString>("one"); // the source counting 1
        const QByteArray sheets = "Fray::Encounter::RulesText";
        const QByteArray rounds = "%n rounds";
        QTest::newRow("english") << u"en_GB"_s << u"en"_s << sheets << rounds << u"1 round"_s;
        QTest::newRow("english-without-a-country")
            << u"en"_s << u"en"_s << sheets << rounds << u"1 round"_s;
        QTest::newRow("a-language-fray-lacks-reads-english")
            << u"it"_s << u"en"_s << sheets << rounds << u"1 round"_s;
        QTest::newRow("the-c-locale-keeps-the-source")
            << u"C"_s << u"en"_s << sheets << rounds << u"1 rounds"_s;
        QTest::newRow("german-still-loads")
            << u"de"_s << u"de_DE"_s << QByteArray("Fray::Encounter::AttackResolver")
            << QByteArray("%n damage") << u"1 Schaden"_s;
        // French counts 0 and 1 alike, and its own plural after.
        QTest::newRow("french-loads")
            << u"fr_FR"_s << u"fr_FR"_s << QByteArray("Fray::Encounter::AttackResolver")
            << QByteArray("%n damage") << u"1 dégât"_s;
        QTest::newRow("spanish-loads")
            << u"es_ES"_s << u"es_ES"_s << QByteArray("Fray::Encounter::AttackResolver")
            << QByteArray("%n damage") << u"1 de daño"_s;
        QTest::newRow("brazilian-portuguese-loads")
            << u"pt_BR"_s << u"pt_BR"_s << QByteArray("Fray::Encounter::AttackResolver")
            << QByteArray("%n damage") << u"1 de dano"_s;
        // Portugal's Portuguese reads Brazil's rather than English.
        QTest::newRow("portuguese-reads-brazilian")
            << u"pt_PT"_s << u"pt_BR"_s << QByteArray("Fray::Encounter::AttackResolver")
            << QByteArray("%n damage") << u"1 de dano"_s;
    }

    void languagesInstallTheirCatalogue()
    {
        QFETCH(QString, code);
        QFETCH(QString, installed);
        QFETCH(QByteArray, context);
        QFETCH(QByteArray, source);
        QFETCH(QString, one);
        QCoreApplication *app = QCoreApplication::instance();
        const QList<QTranslator *> before = app->findChildren<QTranslator *>();
        const QString language = Fray::Language::current();
        const QString got = Fray::Translations::install(*app, code);
        const QString current = Fray::Language::current();
        const QString shown
            = QCoreApplication::translate(context.constData(), source.constData(), nullptr, 1);
        // Back to no catalogue for the next row, whatever this one found.
        for (QTranslator *t : app->findChildren<QTranslator *>()) {
            if (!before.contains(t)) {
                QCoreApplication::removeTranslator(t);
                delete t;
            }
        }
        Fray::Language::setCurrent(language);
        QCOMPARE(got, installed);
        QCOMPARE(current, installed);
        QCOMPARE(shown, one);
    }

    void encounterFileKeepsPhrases()
    {
        const auto encounter = smallFight();
        QVERIFY(encounter);
        const auto &log = encounter->state().log;
        QVERIFY(
            std::all_of(log.begin(), log.end(), [](const auto &l) { return !l.phrase.isEmpty(); }));
        const auto read = Fray::Io::EncounterJson::fromJson(
            Fray::Io::EncounterJson::toBytes(encounter->state()));
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error().front().toString()));
        QVERIFY(read->log == log);
        const Installed de(kGerman);
        QCOMPARE(read->log.back().shown(), u"Goblin erleidet 3 Schaden"_s);
    }

    void aLineWithoutAPhraseShowsItsText()
    {
        const auto read = Fray::Io::EncounterJson::fromJson(
            fileWithLog(R"({"round": 1, "text": "Goblin takes 3 damage"})"));
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error().front().toString()));
        QCOMPARE(read->log.size(), std::size_t(1));
        QVERIFY(read->log.front().phrase.isEmpty());
        const Installed de(kGerman);
        QCOMPARE(read->log.front().shown(), u"Goblin takes 3 damage"_s);
    }

    void aWrongPhraseIsAProblemAtItsPath_data()
    {
        QTest::addColumn<QByteArray>("phrase");
        QTest::addColumn<QString>("problem");
        const QString at = u"fight.log[0].phrase"_s;
        QTest::newRow("neither-text-number-nor-object")
            << QByteArray("true") << at + u": expected a text, a whole number or an object"_s;
        QTest::newRow("a-fraction")
            << QByteArray("1.5") << at + u": expected a whole number, not 1.5"_s;
        QTest::newRow("no-context") << QByteArray(R"({"source": "The round begins"})")
                                    << at + u".context: missing (a text is required)"_s;
        QTest::newRow("a-source-that-is-not-text")
            << QByteArray(R"({"context": "Fray::Encounter::TurnKeeper", "source": 3})")
            << at + u".source: expected a text"_s;
        QTest::newRow("a-negative-count")
            << QByteArray(R"({"context": "c", "source": "%n damage", "n": -1})")
            << at + u".n: must be from 0 to 2147483647, not -1"_s;
        QTest::newRow("a-misspelt-field")
            << QByteArray(R"({"context": "c", "source": "s", "arg": ["x"]})")
            << at + u".arg: unknown field"_s;
        QTest::newRow("a-wrong-argument")
            << QByteArray(R"({"context": "c", "source": "%1", "args": [[]]})")
            << at + u".args[0]: expected a text, a whole number or an object"_s;
        QTest::newRow("a-join-without-parts")
            << QByteArray(R"({"join": ", "})") << at + u".parts: expected a list of parts"_s;
        QByteArray deep = "\"x\"";
        for (int i = 0; i < 17; ++i)
            deep = R"({"join": " ", "parts": [)" + deep + "]}";
        QString path = at;
        for (int i = 0; i < 17; ++i)
            path += u".parts[0]"_s;
        QTest::newRow("nested-too-deep") << deep << path + u": nested more than 16 deep"_s;
        QTest::newRow("a-ruleset-word-without-english")
            << QByteArray(R"({"languages": {"de": "tot"}})")
            << at
                + u".languages: the English text (\"en\") is missing: every language without "
                  u"a text of its own shows it"_s;
        QTest::newRow("a-ruleset-word-in-no-language")
            << QByteArray(R"({"languages": {"en": "dead", "German": "tot"}})")
            << at
                + u".languages.German: 'German' is not a language code (such as de, or pt_BR "
                  u"with its country)"_s;
    }

    void aWrongPhraseIsAProblemAtItsPath()
    {
        QFETCH(QByteArray, phrase);
        QFETCH(QString, problem);
        const auto read = Fray::Io::EncounterJson::fromJson(
            fileWithLog(R"({"round": 1, "text": "x", "phrase": )" + phrase + "}"));
        QVERIFY(!read.ok());
        QCOMPARE(read.error().front().toString(), problem);
    }

    void campaignKeepsPhrasesAndOldLinesTheirText()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"old.fray"_s);
        QVERIFY(QFile::copy(
            QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA")) + u"/campaigns/v1.fray"_s, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        // A line as format 1 wrote it: text only.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"old"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"INSERT INTO log (encounter, seq, round, text) SELECT id, 0, 1, "
                           "'Orc 1 takes 2 damage' FROM encounters WHERE name = 'Old fight'"_s));
            QCOMPARE(q.numRowsAffected(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(u"old"_s);

        auto campaign = Fray::Storage::Campaign::open(path);
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        const auto oldId = (*campaign)->encounters().idOf(u"Old fight"_s);
        QVERIFY(oldId);
        const auto old = (*campaign)->encounters().load(*oldId);
        QVERIFY2(old.ok(), old.ok() ? "" : qPrintable(old.error()));
        QCOMPARE(old->log.size(), std::size_t(1));
        QVERIFY(old->log.front().phrase.isEmpty());
        QCOMPARE(old->log.front().shown(), u"Orc 1 takes 2 damage"_s);

        campaignKeepsPhrasesIn(**campaign);
    }

    // A campaign keeps each line's phrase: written in English, it reads in German.
    void campaignKeepsPhrases()
    {
        QTemporaryDir dir;
        auto campaign = Fray::Storage::Campaign::open(CampaignPlaces::fresh(dir, u"new.fray"_s));
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        campaignKeepsPhrasesIn(**campaign);
    }

private:
    void campaignKeepsPhrasesIn(Fray::Storage::Campaign &campaign)
    {
        const auto encounter = smallFight();
        QVERIFY(encounter);
        const auto id = campaign.encounters().save(encounter->state());
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error()));
        const auto loaded = campaign.encounters().load(*id);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error()));
        QVERIFY(loaded->log == encounter->state().log);
        const Installed de(kGerman);
        QCOMPARE(loaded->log.back().shown(), u"Goblin erleidet 3 Schaden"_s);
    }
};

QTEST_GUILESS_MAIN(TestLogPhrases)
#include "tst_log_phrases.moc"
