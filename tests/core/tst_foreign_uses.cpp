// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a stat block holds besides numbers, imported from every format: a limited action
// ("Fire Breath (Recharge 5–6)") becomes a use with the damage and the save it rolls, never a
// melee attack with to-hit 0; attacks keep their kind; traits, reactions and legendary actions
// are kept in the entry's notes and the loss report says so. The SRD 5.1 Adult Red Dragon and
// Knight, written as each tool writes them, are the fixtures; the expected values are the SRD's.
#include "HermeticTest.h"
#include "TestData.h"
#include "core/io/ForeignActions.h"
#include "core/io/ImportReader.h"
#include "core/io/ImprovedInitiativeWriter.h"

#include <QFile>
#include <QStandardPaths>
#include <QTest>

using Fray::Encounter::Use;
using Fray::Io::ForeignActions;
using Fray::Io::ImportReader;
using Fray::Library::LibraryEntry;
using Fray::Rules::RulesetLibrary;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Use::Reset)

namespace {

const QStringList &formats()
{
    static const QStringList files{u"dragon-and-knight.improved-initiative.json"_s,
        u"dragon-and-knight.5etools.json"_s, u"dragon-and-knight.fight-club.xml"_s,
        u"dragon-and-knight.open5e-v1.json"_s, u"dragon-and-knight.open5e-v2.json"_s};
    return files;
}

QByteArray fixture(const QString &name)
{
    QFile file(Fray::Testing::testData() + u"/import/"_s + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const LibraryEntry *entryNamed(const ImportReader::Plan &plan, const QString &name)
{
    for (const auto &e : plan.entries) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

const Use *useNamed(const LibraryEntry &e, const QString &name)
{
    for (const Use &u : e.prototype.uses) {
        if (u.name == name)
            return &u;
    }
    return nullptr;
}

// The entry's report, as "field: reason" lines; `kept` picks what was kept as notes, or the rest.
QStringList reported(const ImportReader::Plan &plan, const QString &name, bool kept)
{
    QStringList out;
    for (const auto &r : plan.reports) {
        if (r.name != name)
            continue;
        for (const auto &l : r.lost) {
            if (l.keptAsNotes == kept)
                out << l.toString();
        }
    }
    out.sort();
    return out;
}

// "Bite melee 14": the attacks' names, kinds and values, sorted.
QStringList attacks(const LibraryEntry &e)
{
    QStringList out;
    for (const auto &a : e.prototype.attacks)
        out << u"%1 %2 %3"_s.arg(a.name, a.kind).arg(a.value);
    out.sort();
    return out;
}

void addFormatRows()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : formats())
        QTest::newRow(qPrintable(f)) << f;
}

} // namespace

class TestForeignUses : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase() { m_rulesets = RulesetLibrary::load(QString()); }

    // How stat blocks write a limit after an action's name (SRD 5.1 "Legendary Resistance
    // (3/Day)", "Fire Breath (Recharge 5–6)", the knight's "Leadership (Recharges after a Short
    // or Long Rest)"), and Fray's own words for the resets 5e has none for.
    void limitsInNamesBecomeUses_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("base");
        QTest::addColumn<bool>("isUse");
        QTest::addColumn<Use::Reset>("reset");
        QTest::addColumn<qint64>("maximum");
        QTest::addColumn<QString>("recharge");
        QTest::addColumn<qint64>("target");
        const auto row = [](const char *tag, const QString &name, const QString &base,
                             Use::Reset reset, qint64 maximum, const QString &recharge = {},
                             qint64 target = 0) {
            QTest::newRow(tag) << name << base << true << reset << maximum << recharge << target;
        };
        row("recharge-5-6-hyphen", u"Fire Breath (Recharge 5-6)"_s, u"Fire Breath"_s,
            Use::Reset::Recharge, 1, u"1d6"_s, 5);
        row("recharge-5-6-en-dash", u"Fire Breath (Recharge 5\u20136)"_s, u"Fire Breath"_s,
            Use::Reset::Recharge, 1, u"1d6"_s, 5);
        row("recharge-6", u"Tail Spike (Recharge 6)"_s, u"Tail Spike"_s, Use::Reset::Recharge, 1,
            u"1d6"_s, 6);
        row("recharge-after-a-rest", u"Leadership (Recharges after a Short or Long Rest)"_s,
            u"Leadership"_s, Use::Reset::Rest, 1);
        row("three-a-day-back-on-a-rest", u"Legendary Resistance (3/Day)"_s,
            u"Legendary Resistance"_s, Use::Reset::Rest, 3);
        row("per-day-the-first-count", u"Legendary Resistance (3/Day, or 4/Day in Lair)"_s,
            u"Legendary Resistance"_s, Use::Reset::Rest, 3);
        row("once-a-turn", u"Sneak Attack (1/Turn)"_s, u"Sneak Attack"_s, Use::Reset::Turn, 1);
        row("frays-per-round", u"Parry (2/Round)"_s, u"Parry"_s, Use::Reset::Round, 2);
        row("frays-per-fight", u"Rally (1/Fight)"_s, u"Rally"_s, Use::Reset::Fight, 1);
        row("frays-never-back", u"Wish (3 uses)"_s, u"Wish"_s, Use::Reset::Never, 3);
        QTest::newRow("no-limit") << u"Bite"_s << u"Bite"_s << false << Use::Reset::Never
                                  << qint64(0) << QString() << qint64(0);
        QTest::newRow("costs-is-no-limit")
            << u"Wing Attack (Costs 2 Actions)"_s << u"Wing Attack (Costs 2 Actions)"_s << false
            << Use::Reset::Never << qint64(0) << QString() << qint64(0);
    }

    void limitsInNamesBecomeUses()
    {
        QFETCH(QString, name);
        QFETCH(QString, base);
        QFETCH(bool, isUse);
        QFETCH(Use::Reset, reset);
        QFETCH(qint64, maximum);
        QFETCH(QString, recharge);
        QFETCH(qint64, target);
        const auto limit = ForeignActions::limitOf(name);
        QCOMPARE(limit.name, base);
        QCOMPARE(bool(limit.use), isUse);
        if (!isUse)
            return;
        QCOMPARE(limit.use->name, base);
        QCOMPARE(limit.use->reset, reset);
        QCOMPARE(limit.use->maximum, maximum);
        QCOMPARE(limit.use->left, maximum);
        QCOMPARE(limit.use->recharge, recharge);
        QCOMPARE(limit.use->target, target);
        // Written back the way it was read.
        QCOMPARE(ForeignActions::limitOf(base + u' ' + ForeignActions::limitText(*limit.use)).use,
            limit.use);
    }

    void saveTextsGiveTheEffect_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("dice");
        QTest::addColumn<QString>("note");
        QTest::newRow("srd-2014-fire-breath")
            << u"The dragon exhales fire in a 60-foot cone. Each creature in that area must make a DC 21 Dexterity saving throw, taking 63 (18d6) fire damage on a failed save, or half as much damage on a successful one."_s
            << u"18d6"_s << u"DC 21 Dexterity save"_s;
        QTest::newRow("srd-2024-fire-breath")
            << u"Dexterity Saving Throw: DC 21, each creature in a 60-foot Cone. Failure: 66 (12d10) Fire damage. Success: Half damage."_s
            << u"12d10"_s << u"DC 21 Dexterity save"_s;
        QTest::newRow("no-damage-only-the-save")
            << u"The dragon exhales sleep gas in a 30-foot cone. Each creature in that area must succeed on a DC 11 Constitution saving throw or fall unconscious for 1 minute."_s
            << QString() << u"DC 11 Constitution save"_s;
        QTest::newRow("damage-plus-damage")
            << u"Each creature in a 20-foot-radius sphere must make a DC 15 Dexterity saving throw, taking 22 (4d10) bludgeoning damage plus 7 (2d6) fire damage on a failed save."_s
            << u"4d10+2d6"_s << u"DC 15 Dexterity save"_s;
        QTest::newRow("nothing-to-roll")
            << u"The knight adds 2 to its AC against one melee attack that would hit it."_s
            << QString() << QString();
    }

    void saveTextsGiveTheEffect()
    {
        QFETCH(QString, text);
        QFETCH(QString, dice);
        QFETCH(QString, note);
        const auto effect = ForeignActions::effectOf(text);
        QCOMPARE(effect.dice, dice);
        QCOMPARE(effect.note, note);
    }

    // Fire Breath is a use that recharges on 5–6 and rolls 18d6 against a DC 21 Dexterity save,
    // in every format: Fight Club's "Fire Breath||18d6" and Open5e v1's damage_dice with
    // attack_bonus 0 make no attack. The bite and claws stay melee attacks at +14, the knight's
    // crossbow a ranged one at +2 (d20-ascending reads the bonus as it is).
    void theBreathIsAUseInEveryFormat_data() { addFormatRows(); }

    void theBreathIsAUseInEveryFormat()
    {
        QFETCH(QString, file);
        ImportReader::Options options;
        options.statLinesRuleset = u"d20-ascending"_s;
        const auto plan = ImportReader::read(fixture(file), m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));
        QVERIFY2(plan->rejectedEntries.isEmpty(), qPrintable(plan->rejectedEntries.join(u"; ")));

        const LibraryEntry *dragon = entryNamed(*plan, u"Adult Red Dragon"_s);
        QVERIFY(dragon);
        QCOMPARE(attacks(*dragon), (QStringList{u"Bite melee 14"_s, u"Claw melee 14"_s}));
        QCOMPARE(dragon->prototype.attacksPerRound, 3);
        QCOMPARE(dragon->prototype.uses.size(), 2u);
        const Use *breath = useNamed(*dragon, u"Fire Breath"_s);
        QVERIFY(breath);
        QCOMPARE(breath->reset, Use::Reset::Recharge);
        QCOMPARE(breath->recharge, u"1d6"_s);
        QCOMPARE(breath->target, 5);
        QCOMPARE(breath->maximum, 1);
        QCOMPARE(breath->left, 1);
        QCOMPARE(breath->effect, u"18d6"_s);
        QCOMPARE(breath->effectNote, u"DC 21 Dexterity save"_s);
        const Use *resistance = useNamed(*dragon, u"Legendary Resistance"_s);
        QVERIFY(resistance);
        QCOMPARE(resistance->reset, Use::Reset::Rest);
        QCOMPARE(resistance->maximum, 3);
        QVERIFY(resistance->effect.isEmpty());

        const LibraryEntry *knight = entryNamed(*plan, u"Knight"_s);
        QVERIFY(knight);
        QCOMPARE(
            attacks(*knight), (QStringList{u"Greatsword melee 5"_s, u"Heavy Crossbow ranged 2"_s}));
        QCOMPARE(knight->prototype.attacksPerRound, 2);
        QCOMPARE(knight->prototype.uses.size(), 1u);
        const Use *leadership = useNamed(*knight, u"Leadership"_s);
        QVERIFY(leadership);
        QCOMPARE(leadership->reset, Use::Reset::Rest);
        QCOMPARE(leadership->maximum, 1);
        QCOMPARE(leadership->effect, QString()); // it rolls no dice and asks for no DC
        QCOMPARE(leadership->effectNote, QString());
    }

    // Traits, reactions, legendary actions and actions with no place of their own are in the
    // notes, under their part's heading, and the report says "kept as notes", never "no place".
    void whatHasNoPlaceIsKeptAsNotes_data() { addFormatRows(); }

    void whatHasNoPlaceIsKeptAsNotes()
    {
        QFETCH(QString, file);
        ImportReader::Options options;
        options.statLinesRuleset = u"old-school"_s;
        const auto plan = ImportReader::read(fixture(file), m_rulesets, options);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error()));

        QStringList dragonKept{u"Action 'Frightful Presence': kept as notes"_s,
            u"Legendary action 'Detect': kept as notes"_s,
            u"Legendary action 'Wing Attack (Costs 2 Actions)': kept as notes"_s};
        // Open5e v1 says how many legendary actions in a text of its own.
        if (file.contains(u"open5e-v1"))
            dragonKept << u"Legendary actions: kept as notes"_s;
        dragonKept.sort();
        QCOMPARE(reported(*plan, u"Adult Red Dragon"_s, true), dragonKept);
        QCOMPARE(reported(*plan, u"Knight"_s, true),
            (QStringList{u"Reaction 'Parry': kept as notes"_s, u"Trait 'Brave': kept as notes"_s}));
        for (const QString &name : {u"Adult Red Dragon"_s, u"Knight"_s}) {
            for (const QString &line : reported(*plan, name, false)) {
                for (const char *part : {"Trait", "Action", "Reaction", "Legendary"})
                    QVERIFY2(!line.startsWith(QLatin1StringView(part)), qPrintable(line));
            }
        }

        const QString notes = entryNamed(*plan, u"Adult Red Dragon"_s)->prototype.notes;
        for (const QString &held : {u"Traits\nLegendary Resistance (3/Day). If the dragon fails"_s,
                 u"\nFrightful Presence. Each creature of the dragon's choice"_s, u"60-foot cone"_s,
                 u"\nDetect. The dragon makes a Wisdom (Perception) check."_s,
                 u"\nWing Attack (Costs 2 Actions). The dragon beats its wings."_s})
            QVERIFY2(notes.contains(held), qPrintable(notes));
        // In the stat block's order: traits, actions, legendary actions.
        QVERIFY(notes.indexOf(u"Traits"_s) < notes.indexOf(u"\nActions\n"_s));
        QVERIFY(notes.indexOf(u"\nActions\n"_s) < notes.indexOf(u"Legendary actions"_s));
        const QString knight = entryNamed(*plan, u"Knight"_s)->prototype.notes;
        QVERIFY2(knight.contains(u"Reactions\nParry. The knight adds 2 to its AC"_s),
            qPrintable(knight));
        QVERIFY2(knight.contains(u"Traits\nBrave. The knight has advantage"_s), qPrintable(knight));
        // The summed report counts them apart from what is lost.
        QCOMPARE(plan->keptTotals.value(u"Legendary action"_s), 1);
        QCOMPARE(plan->keptTotals.value(u"Reaction"_s), 1);
        QVERIFY(!plan->lossTotals.contains(u"Legendary action"_s));
    }

    // A use with its effect goes out to Improved Initiative as an action named with its limit
    // and comes back the same.
    void usesRoundTripThroughImprovedInitiative_data() { addFormatRows(); }

    void usesRoundTripThroughImprovedInitiative()
    {
        QFETCH(QString, file);
        ImportReader::Options options;
        options.statLinesRuleset = u"castles-crusades"_s;
        const auto first = ImportReader::read(fixture(file), m_rulesets, options);
        QVERIFY(first.ok());
        const QByteArray exported
            = Fray::Io::ImprovedInitiativeWriter::write(first->entries, {}, m_rulesets);
        const auto second = ImportReader::read(exported, m_rulesets, options);
        QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error()));
        const auto sorted = [](std::vector<Use> uses) {
            std::sort(uses.begin(), uses.end(),
                [](const Use &a, const Use &b) { return a.name < b.name; });
            return uses;
        };
        for (const auto &before : first->entries) {
            const LibraryEntry *after = entryNamed(*second, before.name);
            QVERIFY(after);
            QVERIFY(sorted(after->prototype.uses) == sorted(before.prototype.uses));
            QCOMPARE(after->prototype.attacks, before.prototype.attacks);
        }
    }

private:
    RulesetLibrary m_rulesets;
};

QTEST_GUILESS_MAIN(TestForeignUses)
#include "tst_foreign_uses.moc"
