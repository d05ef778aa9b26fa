// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The child of tst_campaign_crash: works on a campaign in one of several ways until the test
// kills it with SIGKILL, and reports each step only once it is done (and, for the steps the
// test must tell apart, announces it with "begin" first):
//
//   commit PATH SEED      damage commands on the encounter "Crash", "committed N" after each
//   create DIR SEED       creates DIR/new-I.fray for I = 0, 1, ...
//   open PATH SEED        opens PATH again and again, naming the campaign each time
//   migrate DIR COUNT     opens DIR/old-I.fray (format 1 copies) for I < COUNT, then waits
//   library PATH SEED     adds, updates and removes library entries
//   encounters PATH SEED  damage, undo, import and removal of encounters
//   full PATH SEED        fills the disk holding PATH with commits, then frees space again
//   add PATH NAME         adds 200 library entries NAME-0 … NAME-199, "added N" after each,
//                         "refused" and stops at the first write refused
//
// PATH may be a server's address (postgresql://…): the shared-campaign tests use the same modes.
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>

#include <cstdio>
#include <map>
#include <memory>

using namespace Fray;

namespace {

void say(const QString &line)
{
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

std::shared_ptr<const Rules::Ruleset> castles()
{
    static const Rules::RulesetLibrary library = Rules::RulesetLibrary::load(QString());
    return library.find(QStringLiteral("castles-crusades"))->ruleset;
}

Expected<std::unique_ptr<Storage::Campaign>, QString> openOrSay(const QString &path)
{
    auto campaign = Storage::Campaign::open(path);
    if (!campaign)
        say(QStringLiteral("refused %1").arg(campaign.error()));
    return campaign;
}

// A fresh encounter of `count` combatants with a million hit points each.
Encounter::EncounterState freshEncounter(const QString &name, qint64 count, Dice::Random &random)
{
    Encounter::Encounter fresh(castles());
    fresh.setName(name);
    Encounter::Combatant tough;
    tough.name = QStringLiteral("Target");
    tough.maxHp = tough.hp = tough.startHp = 1'000'000;
    Encounter::AddCombatantsCommand add(tough, count);
    if (add.execute(fresh, random))
        std::exit(1);
    return fresh.state();
}

int commitForever(const QString &path, Dice::Random &random)
{
    auto campaign = openOrSay(path);
    if (!campaign)
        return 1;
    const QString name = QStringLiteral("Crash");
    std::optional<qint64> id = (*campaign)->encounters().idOf(name);
    Encounter::EncounterState state;
    if (id) {
        const auto loaded = (*campaign)->encounters().load(*id);
        if (!loaded)
            return 1;
        state = *loaded;
    } else {
        state = freshEncounter(name, 20, random);
        const auto saved = (*campaign)->encounters().save(state);
        if (!saved)
            return 1;
        id = *saved;
    }

    Encounter::Encounter encounter(castles(), state);
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

int createForever(const QString &dir)
{
    for (int i = 0;; ++i) {
        say(QStringLiteral("begin %1").arg(i));
        auto campaign = openOrSay(QStringLiteral("%1/new-%2.fray").arg(dir).arg(i));
        if (!campaign)
            return 1;
        say(QStringLiteral("ok %1").arg(i));
    }
}

int openForever(const QString &path, const QByteArray &seed)
{
    for (int i = 0;; ++i) {
        const QString name = QStringLiteral("open-%1-%2").arg(QString::fromLatin1(seed)).arg(i);
        say(QStringLiteral("begin %1").arg(name));
        auto campaign = openOrSay(path);
        if (!campaign)
            return 1;
        if (auto error = (*campaign)->setName(name)) {
            say(QStringLiteral("refused %1").arg(*error));
            return 1;
        }
        say(QStringLiteral("ok %1").arg(name));
    }
}

int migrateAll(const QString &dir, int count)
{
    for (int i = 0; i < count; ++i) {
        say(QStringLiteral("begin %1").arg(i));
        auto campaign = openOrSay(QStringLiteral("%1/old-%2.fray").arg(dir).arg(i));
        if (!campaign)
            return 1;
        say(QStringLiteral("ok %1").arg(i));
    }
    say(QStringLiteral("done"));
    std::getchar(); // until the test kills it
    return 0;
}

QString entryLine(const QString &op, const Library::LibraryEntry &entry)
{
    return QStringLiteral("%1 %2 %3 %4")
        .arg(op)
        .arg(entry.id)
        .arg(entry.name)
        .arg(entry.prototype.maxHp);
}

int libraryForever(const QString &path, const QByteArray &seed, Dice::Random &random)
{
    auto campaign = openOrSay(path);
    if (!campaign)
        return 1;
    Storage::LibraryStore &library = (*campaign)->library();
    const auto stored = library.all();
    if (!stored)
        return 1;
    std::vector<Library::LibraryEntry> entries = *stored;
    for (int n = 0;; ++n) {
        const auto roll = random.below(10);
        if (entries.size() < 3 || (roll < 4 && entries.size() < 12)) {
            Library::LibraryEntry entry;
            entry.name = QStringLiteral("Ogre-%1-%2").arg(QString::fromLatin1(seed)).arg(n);
            entry.rulesetId = QStringLiteral("castles-crusades");
            entry.tags = QStringList{QStringLiteral("giant")};
            entry.prototype.name = entry.name;
            entry.prototype.maxHp = entry.prototype.hp = entry.prototype.startHp
                = 1 + qint64(random.below(500));
            say(entryLine(QStringLiteral("begin add"), entry));
            const auto id = library.add(entry);
            if (!id)
                return 1;
            entry.id = *id;
            entries.push_back(entry);
            say(entryLine(QStringLiteral("ok add"), entry));
        } else if (roll < 8) {
            Library::LibraryEntry &entry = entries[std::size_t(random.below(entries.size()))];
            Library::LibraryEntry changed = entry;
            changed.name = QStringLiteral("Troll-%1-%2").arg(QString::fromLatin1(seed)).arg(n);
            changed.prototype.name = changed.name;
            changed.prototype.maxHp = changed.prototype.hp = changed.prototype.startHp
                = 1 + qint64(random.below(500));
            say(entryLine(QStringLiteral("begin update"), changed));
            if (library.update(changed))
                return 1;
            entry = changed;
            say(entryLine(QStringLiteral("ok update"), entry));
        } else {
            const auto at = entries.begin() + qint64(random.below(entries.size()));
            say(QStringLiteral("begin remove %1").arg(at->id));
            if (library.remove(at->id))
                return 1;
            say(QStringLiteral("ok remove %1").arg(at->id));
            entries.erase(at);
        }
    }
}

// One encounter as the child holds it, with the commands it may undo.
struct Held
{
    qint64 id = 0;
    std::unique_ptr<Encounter::Encounter> encounter;
    std::vector<std::unique_ptr<Encounter::DamageCommand>> done;
    qint64 journal = 0;
};

// "OP NAME JOURNAL LOG D1,D2,..": the encounter as the command leaves it (damage per combatant
// in order).
QString encounterLine(const QString &op, const QString &name, const Held &held)
{
    QStringList damage;
    for (const auto &c : held.encounter->combatants())
        damage << QString::number(c.maxHp - c.hp);
    return QStringLiteral("%1 %2 %3 %4 %5")
        .arg(op, name)
        .arg(held.journal)
        .arg(held.encounter->state().log.size())
        .arg(damage.join(QLatin1Char(',')));
}

int encountersForever(const QString &path, const QByteArray &seed, Dice::Random &random)
{
    auto campaign = openOrSay(path);
    if (!campaign)
        return 1;
    Storage::EncounterStore &store = (*campaign)->encounters();
    std::map<QString, Held> held;
    for (const auto &summary : store.list()) {
        const auto state = store.load(summary.id);
        if (!state)
            return 1;
        held[summary.name]
            = Held{summary.id, std::make_unique<Encounter::Encounter>(castles(), *state), {},
                store.journalLength(summary.id)};
    }
    for (int n = 0;; ++n) {
        const auto roll = random.below(8);
        if (held.size() < 2 || (roll == 0 && held.size() < 5)) {
            const QString name
                = QStringLiteral("Fight-%1-%2").arg(QString::fromLatin1(seed)).arg(n);
            Held fresh{0,
                std::make_unique<Encounter::Encounter>(
                    castles(), freshEncounter(name, 1 + qint64(random.below(4)), random)),
                {}, 0};
            say(encounterLine(QStringLiteral("begin import"), name, fresh));
            const auto id = store.save(fresh.encounter->state());
            if (!id)
                return 1;
            fresh.id = *id;
            held[name] = std::move(fresh);
            say(encounterLine(QStringLiteral("ok import"), name, held[name]));
            continue;
        }
        auto it = std::next(held.begin(), qint64(random.below(held.size())));
        const QString name = it->first;
        Held &h = it->second;
        if (roll == 1 && held.size() > 2) {
            say(QStringLiteral("begin remove %1").arg(name));
            if (store.remove(h.id))
                return 1;
            held.erase(it);
            say(QStringLiteral("ok remove %1").arg(name));
        } else if (roll < 5 || h.done.empty()) {
            const auto &combatants = h.encounter->combatants();
            const auto target = combatants[std::size_t(random.below(combatants.size()))].id;
            auto hit = std::make_unique<Encounter::DamageCommand>(
                std::vector<Encounter::CombatantId>{target}, 1 + qint64(random.below(9)));
            if (hit->execute(*h.encounter, random))
                return 1;
            ++h.journal;
            say(encounterLine(QStringLiteral("begin hit"), name, h));
            if (store.commit(h.id, h.encounter->state(), hit->change(), true, hit->kind(),
                    hit->text(), QString()))
                return 1;
            say(encounterLine(QStringLiteral("ok hit"), name, h));
            h.done.push_back(std::move(hit));
        } else {
            std::unique_ptr<Encounter::DamageCommand> hit = std::move(h.done.back());
            h.done.pop_back();
            hit->undo(*h.encounter);
            ++h.journal;
            say(encounterLine(QStringLiteral("begin undo"), name, h));
            if (store.commit(h.id, h.encounter->state(), hit->change(), false, hit->kind(),
                    hit->text(), QString()))
                return 1;
            say(encounterLine(QStringLiteral("ok undo"), name, h));
        }
    }
}

// Writes `bytes` (or, when negative, as much as fits) to `path`; returns how many were written.
qint64 fill(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return 0;
    const QByteArray block(1024, 'x');
    qint64 written = 0;
    while (bytes < 0 || written < bytes) {
        const qint64 n = file.write(block);
        if (n <= 0)
            break;
        written += n;
    }
    return written;
}

// Commits one hit; "ok N" when it is saved, else "refused MESSAGE" and the hit is taken back.
bool commitHit(
    Storage::Campaign &campaign, qint64 id, Encounter::Encounter &encounter, Dice::Random &random)
{
    const auto &combatants = encounter.combatants();
    Encounter::DamageCommand hit({combatants[std::size_t(random.below(combatants.size()))].id}, 1);
    if (hit.execute(encounter, random))
        std::exit(1);
    if (auto error = campaign.encounters().commit(
            id, encounter.state(), hit.change(), true, hit.kind(), hit.text(), QString())) {
        hit.undo(encounter);
        say(QStringLiteral("refused %1").arg(*error));
        return false;
    }
    say(QStringLiteral("ok %1").arg(campaign.encounters().journalLength(id)));
    return true;
}

int fullDisk(const QString &path, Dice::Random &random)
{
    say(QStringLiteral("pid %1").arg(QCoreApplication::applicationPid()));
    // Space to give back once the disk is full.
    const QString ballast = path + QStringLiteral(".ballast");
    const QString filler = path + QStringLiteral(".filler");
    fill(ballast, 256 * 1024);

    qint64 id = 0;
    std::unique_ptr<Encounter::Encounter> encounter;
    {
        auto campaign = openOrSay(path);
        if (!campaign)
            return 1;
        const auto state = freshEncounter(QStringLiteral("Full"), 20, random);
        const auto saved = (*campaign)->encounters().save(state);
        if (!saved) {
            say(QStringLiteral("refused %1").arg(saved.error()));
            return 1;
        }
        id = *saved;
        say(QStringLiteral("ok 0"));
        encounter = std::make_unique<Encounter::Encounter>(castles(), state);
        int refusals = 0;
        for (int n = 0; refusals < 3; ++n) {
            if (n > 100000) {
                say(QStringLiteral("never full"));
                return 3;
            }
            if (!commitHit(**campaign, id, *encounter, random))
                ++refusals;
        }
        Library::LibraryEntry entry;
        entry.name = QStringLiteral("Ogre");
        entry.rulesetId = QStringLiteral("castles-crusades");
        const auto added = (*campaign)->library().add(entry);
        say(added ? QStringLiteral("library added")
                  : QStringLiteral("refused %1").arg(added.error()));
    }
    say(QStringLiteral("closed"));

    // Not a byte left: opening again must still work or say why.
    fill(filler, -1);
    {
        auto campaign = Storage::Campaign::open(path);
        if (!campaign) {
            say(QStringLiteral("reopen refused %1").arg(campaign.error()));
        } else {
            say(QStringLiteral("reopened full"));
            commitHit(**campaign, id, *encounter, random);
        }
    }

    QFile::remove(filler);
    QFile::remove(ballast);
    say(QStringLiteral("space back"));
    auto campaign = openOrSay(path);
    if (!campaign)
        return 1;
    const auto loaded = (*campaign)->encounters().load(id);
    if (!loaded)
        return 1;
    encounter = std::make_unique<Encounter::Encounter>(castles(), *loaded);
    if (!commitHit(**campaign, id, *encounter, random))
        return 1;
    say(QStringLiteral("done"));
    return 0;
}

int addEntries(const QString &path, const QByteArray &name)
{
    auto campaign = openOrSay(path);
    if (!campaign)
        return 1;
    for (int i = 0; i < 200; ++i) {
        Library::LibraryEntry entry;
        entry.name = QStringLiteral("%1-%2").arg(QString::fromLatin1(name)).arg(i);
        entry.kind = QStringLiteral("monster");
        entry.rulesetId = QStringLiteral("castles-crusades");
        entry.prototype.name = entry.name;
        entry.prototype.maxHp = entry.prototype.hp = entry.prototype.startHp = 4;
        if (const auto added = (*campaign)->library().add(entry); !added) {
            say(QStringLiteral("refused %1").arg(added.error()));
            return 1;
        }
        say(QStringLiteral("added %1").arg(i + 1));
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 4)
        return 2;
    const QByteArray mode(argv[1]);
    const QString path = QString::fromLocal8Bit(argv[2]);
    const QByteArray seed(argv[3]);
    Dice::Random random(seed.toULongLong());

    if (mode == "commit")
        return commitForever(path, random);
    if (mode == "create")
        return createForever(path);
    if (mode == "open")
        return openForever(path, seed);
    if (mode == "migrate")
        return migrateAll(path, seed.toInt());
    if (mode == "library")
        return libraryForever(path, seed, random);
    if (mode == "encounters")
        return encountersForever(path, seed, random);
    if (mode == "full")
        return fullDisk(path, random);
    if (mode == "add")
        return addEntries(path, seed);
    return 2;
}
