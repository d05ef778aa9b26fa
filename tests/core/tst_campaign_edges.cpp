// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Numbers at the edges never leave a campaign Fray refuses: every write path (a library entry
// added or updated, a party member after a rest, an encounter saved or changed) either writes
// what its reader reads back, or refuses with the value's field and writes nothing. A rest that
// gives more than a whole number holds heals to the maximum.

#include "CampaignPlaces.h"
#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/library/LibraryEntry.h"
#include "core/party/PartyRest.h"
#include "core/storage/Campaign.h"
#include "core/storage/LibraryStore.h"

#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace Fray;
using namespace Qt::StringLiterals;
using Storage::Campaign;

namespace {

constexpr qint64 kTwo53 = qint64(1) << 53; // the largest whole number a JSON double holds exactly

Encounter::Combatant fighter(const QString &name, qint64 maxHp, qint64 hp)
{
    Encounter::Combatant c;
    c.name = name;
    c.maxHp = maxHp;
    c.hp = c.startHp = hp;
    c.defence = 15;
    c.stats.insert(u"dex"_s, 12);
    return c;
}

Library::LibraryEntry entry(const QString &name, qint64 maxHp, qint64 hp)
{
    Library::LibraryEntry e;
    e.name = name;
    e.rulesetId = u"castles-crusades"_s;
    e.prototype = fighter(name, maxHp, hp);
    return e;
}

} // namespace

class TestCampaignEdges : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    // A ruleset's rest may roll any whole number (one over values cannot be bounded when the
    // ruleset is read): 3 of 10 hit points and a rest of 2^63 - 1 is 10, never a wrapped sum.
    void aRestBeyondAWholeNumberHealsToTheMaximum()
    {
        auto ruleset
            = std::make_shared<Rules::Ruleset>(*Testing::rulesetNamed(u"castles-crusades"_s));
        Rules::Rest rest;
        rest.id = u"forever"_s;
        rest.label = u"Forever"_s;
        rest.hp = Dice::Expression::constant(std::numeric_limits<qint64>::max());
        ruleset->rests.push_back(rest);

        QTemporaryDir dir;
        auto campaign = Campaign::open(Fray::Testing::CampaignPlaces::fresh(dir, u"edges.fray"_s));
        QVERIFY2(campaign.ok(), campaign.ok() ? "" : qPrintable(campaign.error()));
        Library::LibraryEntry wren = entry(u"Wren"_s, 10, 3);
        wren.inParty = true;
        const auto id = (*campaign)->library().add(wren);
        QVERIFY(id.ok());
        const auto members = (*campaign)->library().party(u"castles-crusades"_s);
        QVERIFY(members.ok());
        Party::PartyRest::Plan plan;
        plan.kind = Party::PartyRest::Plan::Kind::Ruleset;
        plan.restId = u"forever"_s;
        Dice::Random random(1);
        const auto updates = Party::PartyRest::preview(ruleset, *members, plan, random);
        QVERIFY2(updates.ok(), updates.ok() ? "" : qPrintable(updates.error()));
        QCOMPARE(updates->front().after.prototype.hp, 10);
        QCOMPARE((*campaign)->party().apply(*updates, u"rest"_s, u"Forever"_s, true), std::nullopt);
        const auto rested = (*campaign)->library().entry(*id);
        QVERIFY2(rested.ok(), rested.ok() ? "" : qPrintable(rested.error()));
        QCOMPARE(rested->prototype.hp, 10);
    }

    void everyWritePathReadsBackOrRefuses_data()
    {
        QTest::addColumn<qint64>("maxHp");
        QTest::addColumn<qint64>("hp");
        QTest::addColumn<bool>("kept");
        QTest::newRow("one") << qint64(1) << qint64(1) << true;
        QTest::newRow("2^53-the-largest-exact") << kTwo53 << kTwo53 << true;
        QTest::newRow("minus-2^53") << qint64(10) << -kTwo53 << true;
        QTest::newRow("2^53+2-beyond-json") << kTwo53 + 2 << qint64(5) << false;
        QTest::newRow("largest-whole-number")
            << std::numeric_limits<qint64>::max() << qint64(5) << false;
        QTest::newRow("minus-2^53-2") << qint64(10) << -kTwo53 - 2 << false;
        QTest::newRow("smallest-whole-number")
            << qint64(10) << std::numeric_limits<qint64>::min() << false;
    }

    void everyWritePathReadsBackOrRefuses()
    {
        QFETCH(qint64, maxHp);
        QFETCH(qint64, hp);
        QFETCH(bool, kept);
        QTemporaryDir dir;
        auto opened = Campaign::open(Fray::Testing::CampaignPlaces::fresh(dir, u"edges.fray"_s));
        QVERIFY(opened.ok());
        Campaign &campaign = **opened;
        const auto checkRefusal = [&](const std::optional<QString> &error) {
            QVERIFY2(error.has_value() == !kept, error ? qPrintable(*error) : "written");
            if (error)
                QVERIFY2(error->contains(u"could not read it back"_s), qPrintable(*error));
        };

        // The library: added, and an entry that reads updated to the value.
        const auto added = campaign.library().add(entry(u"Added"_s, maxHp, hp));
        checkRefusal(added.ok() ? std::nullopt : std::optional(added.error()));
        const auto plain = campaign.library().add(entry(u"Plain"_s, 10, 10));
        QVERIFY(plain.ok());
        Library::LibraryEntry updated = entry(u"Plain"_s, maxHp, hp);
        updated.id = *plain;
        checkRefusal(campaign.library().update(updated));

        // A party member's change, as a rest or a fight's carry-over writes it.
        auto before = campaign.library().entry(*plain);
        QVERIFY(before.ok());
        Party::MemberUpdate update{*before, *before, {}};
        update.after.prototype.maxHp = maxHp;
        update.after.prototype.hp = hp;
        checkRefusal(campaign.party().apply({update}, u"rest"_s, u"Edge"_s, true));

        // An encounter saved whole, and one combatant of it changed by a command.
        Encounter::EncounterState state;
        state.name = u"Edge"_s;
        state.rulesetId = u"castles-crusades"_s;
        state.combatants.push_back(fighter(u"Ogre"_s, maxHp, hp));
        state.combatants.back().id = Encounter::CombatantId(1);
        state.nextId = Encounter::CombatantId(2);
        const auto saved = campaign.encounters().save(state);
        checkRefusal(saved.ok() ? std::nullopt : std::optional(saved.error()));
        state.name = u"Plain"_s;
        state.combatants.back() = fighter(u"Ogre"_s, 10, 10);
        state.combatants.back().id = Encounter::CombatantId(1);
        const auto plainFight = campaign.encounters().save(state);
        QVERIFY(plainFight.ok());
        Encounter::Change change;
        Encounter::Combatant edged = state.combatants.back();
        edged.maxHp = maxHp;
        edged.hp = hp;
        change.edited.emplace_back(state.combatants.back(), edged);
        state.combatants.back() = edged;
        checkRefusal(campaign.encounters().commit(
            *plainFight, state, change, true, u"edit"_s, u"Edge"_s, QString()));

        // Whatever was written reads back as it was given; the campaign stays readable.
        const auto all = campaign.library().all();
        QVERIFY2(all.ok(), all.ok() ? "" : qPrintable(all.error()));
        for (const Library::LibraryEntry &e : *all) {
            if (kept)
                QCOMPARE(e.prototype.hp, hp);
            else
                QCOMPARE(e.prototype.hp, 10);
        }
        QCOMPARE(qsizetype(all->size()), kept ? 2 : 1);
        for (const QString &name : {u"Edge"_s, u"Plain"_s}) {
            const auto id = campaign.encounters().idOf(name);
            QCOMPARE(id.has_value(), kept || name == u"Plain"_s);
            if (!id)
                continue;
            const auto loaded = campaign.encounters().load(*id);
            QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error()));
            QCOMPARE(loaded->combatants.front().hp, kept ? hp : 10);
            QCOMPARE(loaded->combatants.front().maxHp, kept ? maxHp : 10);
        }
    }

    // What the library refuses to add it refuses as a change too, and the entry stays as it
    // was: an update is no back door for an entry an add would not write.
    void anUpdateRefusesWhatAnAddRefuses_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("error");
        QTest::newRow("no-name") << u"  "_s << u"monster"_s << u"needs a name"_s;
        QTest::newRow("not-a-kind") << u"Ogre"_s << u"dragon"_s << u"'dragon' is not a kind"_s;
    }

    void anUpdateRefusesWhatAnAddRefuses()
    {
        QFETCH(QString, name);
        QFETCH(QString, kind);
        QFETCH(QString, error);
        QTemporaryDir dir;
        auto opened = Campaign::open(Fray::Testing::CampaignPlaces::fresh(dir, u"edges.fray"_s));
        QVERIFY(opened.ok());
        Storage::LibraryStore &library = (*opened)->library();
        Library::LibraryEntry bad = entry(name, 10, 10);
        bad.kind = kind;
        const auto added = library.add(bad);
        QVERIFY(!added.ok());
        QVERIFY2(added.error().contains(error), qPrintable(added.error()));

        const auto id = library.add(entry(u"Ogre"_s, 10, 10));
        QVERIFY(id.ok());
        bad.id = *id;
        const auto refused = library.update(bad);
        QVERIFY(refused.has_value());
        QVERIFY2(refused->contains(error), qPrintable(*refused));
        const auto kept = library.entry(*id);
        QVERIFY(kept.ok());
        QCOMPARE(kept->name, u"Ogre"_s);
        QCOMPARE(kept->kind, u"monster"_s);
    }
};

QTEST_GUILESS_MAIN(TestCampaignEdges)
#include "tst_campaign_edges.moc"
