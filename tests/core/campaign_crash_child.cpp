// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The child of tst_campaign_crash: applies damage commands to a campaign's encounter forever,
// printing "committed N" after each commit, until the test kills it with SIGKILL.
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"

#include <QCoreApplication>

#include <cstdio>

using namespace Fray;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 3)
        return 2;
    const QString path = QString::fromLocal8Bit(argv[1]);
    Dice::Random random(QByteArray(argv[2]).toULongLong());

    auto campaign = Storage::Campaign::open(path);
    if (!campaign) {
        std::fprintf(stderr, "%s\n", qPrintable(campaign.error()));
        return 1;
    }
    const Rules::RulesetLibrary library = Rules::RulesetLibrary::load(QString());
    const auto ruleset = library.find(QStringLiteral("castles-crusades"))->ruleset;

    const QString name = QStringLiteral("Crash");
    std::optional<qint64> id = (*campaign)->encounters().idOf(name);
    Encounter::EncounterState state;
    if (id) {
        const auto loaded = (*campaign)->encounters().load(*id);
        if (!loaded)
            return 1;
        state = *loaded;
    } else {
        Encounter::Encounter fresh(ruleset);
        fresh.setName(name);
        Encounter::Combatant tough;
        tough.name = QStringLiteral("Target");
        tough.maxHp = tough.hp = tough.startHp = 1'000'000'000;
        Encounter::AddCombatantsCommand add(tough, 20);
        if (add.execute(fresh, random))
            return 1;
        const auto saved = (*campaign)->encounters().save(fresh.state());
        if (!saved)
            return 1;
        id = *saved;
        state = fresh.state();
    }

    Encounter::Encounter encounter(ruleset, state);
    for (;;) {
        const auto &combatants = encounter.combatants();
        const auto target = combatants[std::size_t(random.below(combatants.size()))].id;
        Encounter::DamageCommand hit({target}, 1);
        if (hit.execute(encounter, random))
            return 1;
        if (auto error = (*campaign)->encounters().commit(
                *id, encounter.state(), hit.change(), true, hit.kind(), hit.text(), QString()))
            return 1;
        // Only now is the command done, so only now may it be reported.
        std::printf("committed %lld\n",
            static_cast<long long>((*campaign)->encounters().journalLength(*id)));
        std::fflush(stdout);
    }
}
