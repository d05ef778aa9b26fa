// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What each command keeps for its undo stays bounded however long the play: the lists a command
// grows one entry at a time (a combatant's conditions and reminders, the encounter's events)
// have a most, so a record that keeps the list before and after never holds more than twice it.

#include "HermeticTest.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/EncounterCheck.h"
#include "core/encounter/History.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/encounter/commands/ReminderCommands.h"
#include "core/io/EncounterJson.h"

#include <QLocale>
#include <QStandardPaths>
#include <QTest>

#include <functional>
#include <memory>

using namespace Fray;
using namespace Qt::StringLiterals;
using Encounter::EncounterCheck;

namespace {

// The list entries one command's record holds: each edited combatant's conditions and
// reminders before and after, and the events before and after.
std::size_t entriesHeld(const Encounter::Change &change)
{
    std::size_t held = 0;
    for (const auto &[before, after] : change.edited)
        held += before.conditions.size() + after.conditions.size() + before.reminders.size()
            + after.reminders.size();
    if (change.events)
        held += change.events->first.size() + change.events->second.size();
    return held;
}

using MakeCommand
    = std::function<std::unique_ptr<Encounter::Command>(const Encounter::Encounter &, int)>;

} // namespace

class TestUndoRecords : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void eachRecordStaysBoundedAsTheListGrows_data()
    {
        QTest::addColumn<MakeCommand>("make");
        QTest::addColumn<std::size_t>("most");
        QTest::addColumn<QString>("refusal");
        // A GM's own conditions, each with a new name: the case that once held 4.7 GB.
        QTest::newRow("custom-conditions-on-one-combatant")
            << MakeCommand([](const Encounter::Encounter &e, int i) {
                   Encounter::CustomCondition custom;
                   custom.label = u"Hex %1"_s.arg(i);
                   return std::make_unique<Encounter::ApplyConditionCommand>(
                       std::vector{e.combatants().front().id}, custom, std::nullopt);
               })
            << EncounterCheck::maxConditions
            << u"already has 100 conditions, the most one combatant can carry"_s;
        QTest::newRow("reminders-of-one-combatant")
            << MakeCommand([](const Encounter::Encounter &e, int i) {
                   return std::make_unique<Encounter::AddReminderCommand>(
                       e.combatants().front().id, Rules::Reminder{u"Roar %1"_s.arg(i)});
               })
            << EncounterCheck::maxReminders
            << u"already has 100 reminders, the most one combatant can have"_s;
        QTest::newRow("events-of-the-encounter") << MakeCommand(
            [](const Encounter::Encounter &, int i) {
                Encounter::Event event;
                event.name = u"Gong %1"_s.arg(i);
                event.when = Encounter::Event::When::TopOfRound;
                return std::make_unique<Encounter::AddEventCommand>(event);
            }) << EncounterCheck::maxEvents << u"already has 100 events, the most it can have"_s;
    }

    void eachRecordStaysBoundedAsTheListGrows()
    {
        QFETCH(MakeCommand, make);
        QFETCH(std::size_t, most);
        QFETCH(QString, refusal);
        auto read = Io::EncounterJson::fromFile(
            Testing::testData() + u"/encounters/castles-crusades.fray.json"_s);
        QVERIFY(read);
        Encounter::Encounter encounter(Testing::rulesetNamed(u"castles-crusades"_s), *read);
        Encounter::History history;
        Dice::Random random(7);
        const int commands = 3 * int(most);
        int refused = 0;
        for (int i = 0; i < commands; ++i) {
            auto command = make(encounter, i);
            const Encounter::Command *kept = command.get();
            const auto error = history.execute(std::move(command), encounter, random);
            if (error) {
                QVERIFY2(error->contains(refusal), qPrintable(*error));
                ++refused;
                continue;
            }
            // The list held before the command and after it, each at most `most` long.
            QVERIFY2(entriesHeld(kept->change()) <= 2 * most,
                qPrintable(u"command %1 holds %2"_s.arg(i).arg(entriesHeld(kept->change()))));
        }
        QCOMPARE(history.size(), most);
        QCOMPARE(refused, commands - int(most));
        // Everything kept is still undone in full.
        while (history.undo(encounter) == std::nullopt) { }
        QCOMPARE(encounter.state().events.size(), read->events.size());
        QCOMPARE(encounter.combatants().front().conditions.size(),
            read->combatants.front().conditions.size());
        QCOMPARE(encounter.combatants().front().reminders.size(),
            read->combatants.front().reminders.size());
    }
};

QTEST_GUILESS_MAIN(TestUndoRecords)
#include "tst_undo_records.moc"
