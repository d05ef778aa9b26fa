// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/PartyCommand.h"

#include "app/cli/CampaignOption.h"
#include "app/cli/CliOptions.h"
#include "app/cli/RulesetOptions.h"
#include "core/party/CarryOver.h"
#include "core/party/PartyRest.h"
#include "core/storage/Campaign.h"
#include "core/storage/LibraryStep.h"
#include "core/storage/PartyStep.h"

#include <QLocale>

namespace Fray::Cli {

namespace {

// "Aldo: HP 20 → 12 of 20; keeps Prone", or "Aldo: no change".
void writeUpdates(const std::vector<Party::MemberUpdate> &updates, CliIo &io)
{
    for (const Party::MemberUpdate &u : updates) {
        io.out() << u.before.name << ": "
                 << (u.changes.isEmpty() ? PartyCommand::tr("no change")
                                         : u.changes.join(QStringLiteral("; ")))
                 << "\n";
    }
}

// The library entries called `name` (exactly), which must be one.
Expected<qint64, QString> entryNamed(const Storage::Campaign &campaign, const QString &name)
{
    const auto all = campaign.library().all();
    if (!all)
        return all.error();
    std::vector<qint64> ids;
    for (const Library::LibraryEntry &e : *all) {
        if (e.name == name)
            ids.push_back(e.id);
    }
    if (ids.empty())
        return PartyCommand::tr("the library has no entry called '%1'").arg(name);
    if (ids.size() > 1)
        return PartyCommand::tr("the library has %1 entries called '%2'; rename all but one")
            .arg(ids.size())
            .arg(name);
    return ids.front();
}

} // namespace

int PartyCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(QStringLiteral("ACTION"),
        //: list, join, leave, carry-over and rest are what the command takes.
        tr("list, join NAME..., leave NAME..., carry-over, or rest"));
    const CampaignOption db;
    const QCommandLineOption encounter(QStringLiteral("encounter"),
        tr("carry-over: the fight whose result the party keeps."), QStringLiteral("NAME"));
    const QCommandLineOption rest(QStringLiteral("rest"),
        tr("rest: one of the ruleset's rests (see 'fray-cli rulesets --ruleset ID')."),
        QStringLiteral("ID"));
    const QCommandLineOption hp(QStringLiteral("hp"),
        tr("rest: so many hit points back for each member."), QStringLiteral("N"));
    const QCommandLineOption full(QStringLiteral("full"), tr("rest: back to full."));
    const QCommandLineOption seed(
        QStringLiteral("seed"), tr("rest: the seed of the rest's dice."), QStringLiteral("N"));
    const QCommandLineOption dryRun(
        QStringLiteral("dry-run"), tr("Show what would change; change nothing."));
    const QCommandLineOption rulesetId(QStringLiteral("ruleset"),
        tr("rest: the ruleset whose members rest; list: only its members."), QStringLiteral("ID"));
    db.addTo(parser);
    parser.addOptions({encounter, rest, hp, full, seed, dryRun, rulesetId});
    const RulesetOptions rulesetOptions(false);
    rulesetOptions.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    QStringList positional = parser.positionalArguments();
    if (!db.isSet(parser))
        return io.fail(tr("--db CAMPAIGN is required"));
    if (positional.isEmpty())
        return io.fail(tr("give an ACTION: list, join, leave, carry-over or rest"));
    const QString action = positional.takeFirst();
    const bool writes = action != u"list" && !parser.isSet(dryRun);
    auto campaign = db.openExisting(parser,
        writes ? Storage::Campaign::Access::ReadWrite : Storage::Campaign::Access::ReadOnly);
    if (!campaign)
        return io.fail(campaign.error());
    Storage::Campaign &c = **campaign;

    if (action == u"list") {
        const auto members = c.library().party(parser.value(rulesetId));
        if (!members)
            return io.fail(members.error());
        const QLocale locale;
        for (const Library::LibraryEntry &m : *members) {
            QStringList parts{tr("%1 %2 of %3")
                                  .arg(QStringLiteral("HP"), locale.toString(m.prototype.hp),
                                      locale.toString(m.prototype.maxHp))};
            if (m.prototype.subdual > 0)
                parts << tr("subdual %1").arg(locale.toString(m.prototype.subdual));
            if (!m.prototype.state.isEmpty())
                parts << m.prototype.state;
            for (const Encounter::ActiveCondition &a : m.prototype.conditions)
                parts << (a.custom ? a.custom->label : a.id);
            for (const Encounter::Use &u : m.prototype.uses)
                parts << u.shortText();
            io.out() << m.name << " (" << m.rulesetId << "): " << parts.join(QStringLiteral(", "))
                     << "\n";
        }
        return ExitOk;
    }

    if (action == u"join" || action == u"leave") {
        if (positional.isEmpty())
            return io.fail(tr("name the library entries that %1 the party").arg(action));
        std::vector<qint64> ids;
        for (const QString &name : std::as_const(positional)) {
            const auto id = entryNamed(c, name);
            if (!id)
                return io.fail(id.error());
            ids.push_back(*id);
        }
        if (parser.isSet(dryRun))
            return ExitOk;
        Storage::LibraryStep::Edit edit;
        if (const auto seq = Storage::LibraryStep::setPartyMembers(c, ids, action == u"join", edit);
            !seq)
            return io.fail(seq.error());
        return ExitOk;
    }
    if (!positional.isEmpty())
        return io.fail(tr("%1 takes no names: '%2'").arg(action, positional.join(u' ')));

    std::vector<Party::MemberUpdate> updates;
    QString description;
    QString kind;
    if (action == u"carry-over") {
        if (!parser.isSet(encounter))
            return io.fail(tr("carry-over needs --encounter NAME"));
        const auto id = c.encounters().idOf(parser.value(encounter));
        if (!id)
            return io.fail(
                tr("the campaign has no encounter called '%1'").arg(parser.value(encounter)));
        auto state = c.encounters().load(*id);
        if (!state)
            return io.fail(state.error());
        const auto library = rulesetOptions.library(parser, state->rulesetId);
        if (!library)
            return io.fail(library.error());
        const Rules::RulesetLibrary::Entry *entry = library->find(state->rulesetId);
        if (!entry)
            return io.fail(library->whyMissing(state->rulesetId));
        const auto members = c.library().party(state->rulesetId);
        if (!members)
            return io.fail(members.error());
        const Encounter::Encounter fight(entry->ruleset, std::move(state).value());
        updates = Party::CarryOver::preview(fight, *members);
        if (updates.empty())
            return io.fail(tr("no member of the party fought in '%1'").arg(fight.state().name));
        kind = QStringLiteral("carry-over");
        description = tr("End of the fight: %1").arg(fight.state().name);
    } else if (action == u"rest") {
        if (!parser.isSet(rulesetId))
            return io.fail(tr("rest needs --ruleset ID; see 'fray-cli rulesets'"));
        const auto library = rulesetOptions.library(parser, parser.value(rulesetId));
        if (!library)
            return io.fail(library.error());
        const Rules::RulesetLibrary::Entry *entry = library->find(parser.value(rulesetId));
        if (!entry)
            return io.fail(library->whyMissing(parser.value(rulesetId)));
        const std::shared_ptr<const Rules::Ruleset> ruleset = entry->ruleset;
        QString error;
        if (int(parser.isSet(rest)) + int(parser.isSet(hp)) + int(parser.isSet(full)) != 1)
            return io.fail(tr("give one of --rest ID, --hp N or --full"));
        Party::PartyRest::Plan plan;
        if (parser.isSet(rest)) {
            plan.kind = Party::PartyRest::Plan::Kind::Ruleset;
            plan.restId = parser.value(rest);
        } else if (parser.isSet(hp)) {
            const auto given
                = CliOptions::integer(parser, hp, 0, Party::PartyRest::maxHitPoints, 0, error);
            if (!given)
                return io.fail(error);
            plan.kind = Party::PartyRest::Plan::Kind::HitPoints;
            plan.hitPoints = *given;
        }
        constexpr qint64 maxSeed = (qint64(1) << 53) - 1;
        const auto seedValue = CliOptions::integer(
            parser, seed, 0, maxSeed, qint64(Dice::Random::freshSeed() & quint64(maxSeed)), error);
        if (!seedValue)
            return io.fail(error);
        const auto members = c.library().party(ruleset->id);
        if (!members)
            return io.fail(members.error());
        if (members->empty())
            return io.fail(tr("the party has no members of %1").arg(ruleset->name));
        Dice::Random random{quint64(*seedValue)};
        auto rested = Party::PartyRest::preview(ruleset, *members, plan, random);
        if (!rested)
            return io.fail(rested.error());
        updates = std::move(rested).value();
        kind = QStringLiteral("rest");
        description = Party::PartyRest::describe(*ruleset, plan);
    } else {
        return io.fail(
            tr("unknown action '%1' (known: list, join, leave, carry-over, rest)").arg(action));
    }

    writeUpdates(updates, io);
    if (parser.isSet(dryRun))
        return ExitOk;
    // As one step of the campaign's history, which the window can undo.
    if (const auto seq = Storage::PartyStep::record(c, updates, kind, description); !seq)
        return io.fail(seq.error());
    return ExitOk;
}

} // namespace Fray::Cli
