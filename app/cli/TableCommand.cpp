// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/TableCommand.h"

#include "app/cli/CampaignOption.h"
#include "app/cli/CliOptions.h"
#include "app/cli/RulesetOptions.h"
#include "core/InputFile.h"
#include "core/i18n/NumberText.h"
#include "core/io/EncounterTableJson.h"
#include "core/sim/Difficulty.h"
#include "core/storage/TableRoll.h"
#include "core/wandering/EncounterTable.h"
#include "core/wandering/TableDanger.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Fray::Cli {

namespace {

using Wandering::EncounterTable;
using Wandering::EncounterTableOdds;

QString tableChance(double p)
{
    return NumberText::percent(p); // "25.0%", "25,0 %"
}

QString tableRollText(const EncounterTable::Row &row)
{
    return row.from == row.to ? QString::number(row.from)
                              : QStringLiteral("%1\u2013%2").arg(row.from).arg(row.to);
}

QJsonArray countOdds(const Dice::Distribution &d)
{
    QJsonArray out;
    for (const auto &o : d.outcomes())
        out.append(QJsonArray{qint64(o.value), o.probability});
    return out;
}

QJsonObject tableJson(const EncounterTable &table, const EncounterTableOdds &odds)
{
    QJsonArray rows;
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        const EncounterTable::Row &row = table.rows[i];
        const EncounterTableOdds::RowOdds &r = odds.rows[i];
        QJsonObject o{{QStringLiteral("from"), row.from}, {QStringLiteral("to"), row.to},
            {QStringLiteral("chance"), r.chance}};
        if (!row.isNothing()) {
            o.insert(QStringLiteral("creature"), row.creature);
            o.insert(QStringLiteral("count"), row.count);
            o.insert(QStringLiteral("count_odds"), countOdds(r.count));
            o.insert(QStringLiteral("mean_count"), r.count.mean());
        }
        rows.append(o);
    }
    return QJsonObject{{QStringLiteral("name"), table.name}, {QStringLiteral("die"), table.die},
        {QStringLiteral("rows"), rows}, {QStringLiteral("nothing"), odds.nothing},
        {QStringLiteral("foes"), countOdds(odds.foes)},
        {QStringLiteral("mean_foes"), odds.meanFoes}};
}

} // namespace

struct TableCommand::Options
{
    QCommandLineOption json{QStringLiteral("json"), tr("Print JSON.")};
    QCommandLineOption roll{
        QStringLiteral("roll"), tr("Roll on the table: the die, the row, how many come.")};
    QCommandLineOption seed{QStringLiteral("seed"),
        tr("Seed for a reproducible roll (default: random)."), QStringLiteral("N")};
    QCommandLineOption name{QStringLiteral("name"),
        tr("With --db: the new encounter's name (default: the table's name and a number)."),
        QStringLiteral("NAME")};
    QCommandLineOption danger{QStringLiteral("danger"),
        tr("With --db: simulate the campaign's party against each row, weighed by how many "
           "come: how often it wins, and how deadly the row is.")};
    QCommandLineOption trials{QStringLiteral("trials"),
        tr("With --danger: fights per row (default 10000)."), QStringLiteral("N")};
    QCommandLineOption set{QStringLiteral("set"),
        tr("With --danger: a value the ruleset takes from no combatant (old-school's needed), "
           "for every attack."),
        QStringLiteral("NAME=VALUE")};
    CampaignOption db;
    RulesetOptions rulesets{false};
};

Expected<TableCommand::Opened, QString> TableCommand::open(const EncounterTable &table,
    const QCommandLineParser &parser, const Options &options, Storage::Campaign::Access access)
{
    auto campaign = options.db.openExisting(parser, access);
    if (!campaign)
        return campaign.error();
    const auto library = options.rulesets.library(parser, table.rulesetId);
    if (!library)
        return library.error();
    const Rules::RulesetLibrary::Entry *rules = library->find(table.rulesetId);
    if (!rules)
        return library->whyMissing(table.rulesetId);
    return Opened{std::move(campaign).value(), rules->ruleset};
}

int TableCommand::danger(const EncounterTable &table, const QCommandLineParser &parser,
    const Options &options, CliIo &io)
{
    if (!options.db.isSet(parser))
        return io.fail(tr("--danger needs --db CAMPAIGN: its party and library"));
    QString error;
    Wandering::TableDanger::Options run;
    const auto trials
        = CliOptions::integer(parser, options.trials, 1, 100'000'000, run.trials, error);
    const auto seed = CliOptions::integer(parser, options.seed, 0, CliOptions::kMaxSeed, 1, error);
    const auto given = CliOptions::givenValues(parser.values(options.set), error);
    if (!trials || !seed || !given)
        return io.fail(error);
    run.trials = *trials;
    run.seed = quint64(*seed);
    run.values = *given;
    auto opened = open(table, parser, options, Storage::Campaign::Access::ReadOnly);
    if (!opened)
        return io.fail(opened.error());
    const Storage::Campaign &campaign = *opened->campaign;
    const auto lookup = Storage::TableRoll::creatures(campaign, table.rulesetId);
    const auto party = campaign.library().party(table.rulesetId);
    if (!lookup || !party)
        return io.fail(!lookup ? lookup.error() : party.error());
    const auto rows = Wandering::TableDanger::of(table, opened->ruleset, *lookup, *party, run);
    if (!rows)
        return io.fail(rows.error());
    if (parser.isSet(options.json)) {
        QJsonArray out;
        for (const auto &row : *rows) {
            if (!row) {
                out.append(QJsonValue::Null);
                continue;
            }
            QJsonObject o{{QStringLiteral("win"), row->win}, {QStringLiteral("win_se"), row->winSe},
                {QStringLiteral("party_loses"), row->partyLoses},
                {QStringLiteral("any_out"), row->anyOut},
                {QStringLiteral("difficulty"), row->difficulty},
                {QStringLiteral("fights"), qint64(row->fights)}};
            if (row->anyDead)
                o.insert(QStringLiteral("any_dead"), *row->anyDead);
            out.append(o);
        }
        io.out() << QJsonDocument(
            QJsonObject{{QStringLiteral("seed"), *seed}, {QStringLiteral("trials"), *trials},
                {QStringLiteral("rows"), out}})
                        .toJson(QJsonDocument::Compact)
                 << "\n";
        return ExitOk;
    }
    io.out()
        << tr("%1: the party against each row (seed %2)").arg(table.name, QString::number(*seed))
        << "\n";
    for (std::size_t i = 0; i < rows->size(); ++i) {
        const EncounterTable::Row &row = table.rows[i];
        const auto &d = (*rows)[i];
        QString what = row.isNothing() ? tr("nothing") : tr("%1 %2").arg(row.count, row.creature);
        io.out() << "  " << tableRollText(row).leftJustified(7) << what.leftJustified(16);
        if (d) {
            io.out() << tr("party wins %1 (\u00b1%2)")
                            .arg(tableChance(d->win), NumberText::percent(d->winSe, 1));
            if (d->anyDead)
                io.out() << " \u00b7 " << tr("someone in it dies %1").arg(tableChance(*d->anyDead));
            io.out() << " \u00b7 " << Sim::Difficulty::label(d->difficulty);
        }
        io.out() << "\n";
    }
    return ExitOk;
}

int TableCommand::buildFight(const EncounterTable &table, const QCommandLineParser &parser,
    const Options &options, quint64 seed, CliIo &io)
{
    auto opened = open(table, parser, options, Storage::Campaign::Access::ReadWrite);
    if (!opened)
        return io.fail(opened.error());
    Dice::Random random{seed};
    const auto rolled = Storage::TableRoll::roll(
        *opened->campaign, table, opened->ruleset, parser.value(options.name), random);
    if (!rolled)
        return io.fail(rolled.error());
    const Wandering::TableFight::Built *built = &rolled->built;
    const QString &name = rolled->name;
    const std::optional<qint64> id
        = rolled->encounter ? std::optional<qint64>(rolled->encounter) : std::nullopt;
    if (parser.isSet(options.json)) {
        QJsonObject o{{QStringLiteral("seed"), qint64(seed)},
            {QStringLiteral("roll"), built->rolled.result},
            {QStringLiteral("row"), qint64(built->rolled.row)},
            {QStringLiteral("count"), built->rolled.count},
            {QStringLiteral("summary"), built->summary}};
        if (id) {
            o.insert(QStringLiteral("encounter"), name);
            o.insert(QStringLiteral("combatants"), qint64(built->state.combatants.size()));
        }
        if (built->distance)
            o.insert(QStringLiteral("distance"), *built->distance);
        io.out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    io.out() << tr("Seed %1: %2").arg(QString::number(seed), built->summary) << "\n";
    if (id)
        io.out() << "  "
                 << tr("Saved as the encounter '%1' in %2").arg(name, options.db.shown(parser))
                 << "\n";
    return ExitOk;
}

int TableCommand::rollOn(const EncounterTable &table, const QCommandLineParser &parser,
    const Options &options, CliIo &io)
{
    QString error;
    const bool json = parser.isSet(options.json);
    const auto seedValue = CliOptions::integer(parser, options.seed, 0, CliOptions::kMaxSeed,
        qint64(Dice::Random::freshSeed() & quint64(CliOptions::kMaxSeed)), error);
    if (!seedValue)
        return io.fail(error);
    if (options.db.isSet(parser))
        return buildFight(table, parser, options, quint64(*seedValue), io);
    if (parser.isSet(options.name))
        return io.fail(tr("--name goes with --db"));
    Dice::Random random{quint64(*seedValue)};
    const auto rolled = table.roll(random);
    if (!rolled)
        return io.fail(rolled.error());
    const EncounterTable::Row &row = table.rows[rolled->row];
    if (json) {
        QJsonObject o{{QStringLiteral("seed"), *seedValue},
            {QStringLiteral("roll"), rolled->result},
            {QStringLiteral("die_shown"), rolled->dieShown},
            {QStringLiteral("row"), qint64(rolled->row)}, {QStringLiteral("count"), rolled->count}};
        if (!row.isNothing()) {
            o.insert(QStringLiteral("creature"), row.creature);
            o.insert(QStringLiteral("count_shown"), rolled->countShown);
        }
        io.out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    io.out() << tr("Seed %1: %2").arg(QString::number(*seedValue), rolled->dieShown) << "\n";
    if (row.isNothing())
        io.out() << "  " << tr("Nothing comes.") << "\n";
    else
        io.out() << "  "
                 << tr("%1: %2 \u00d7%3")
                        .arg(rolled->countShown, row.creature, QLocale().toString(rolled->count))
                 << "\n";
    return ExitOk;
}

int TableCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(
        QStringLiteral("FILE"), tr("A wandering-monster table (*.fray-table.json)."));
    const Options options;
    const QCommandLineOption &json = options.json, &roll = options.roll, &seed = options.seed;
    parser.addOptions(
        {json, roll, seed, options.name, options.danger, options.trials, options.set});
    options.db.addTo(parser);
    options.rulesets.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return io.fail(tr("give one table FILE"));
    const QString &file = files.constFirst();
    const auto bytes = InputFile::read(file);
    if (!bytes)
        return io.fail(tr("%1: %2").arg(file, bytes.error()));
    const auto table = Io::EncounterTableJson::fromBytes(*bytes);
    if (!table)
        return io.fail(tr("%1: %2").arg(file, table.error().constFirst().toString()));
    if (parser.isSet(roll) && parser.isSet(options.danger))
        return io.fail(tr("--roll and --danger are two different questions: ask one"));
    if (parser.isSet(options.danger))
        return danger(*table, parser, options, io);
    if (parser.isSet(options.trials) || parser.isSet(options.set))
        return io.fail(tr("--trials and --set go with --danger"));
    if (parser.isSet(roll))
        return rollOn(*table, parser, options, io);
    if (parser.isSet(seed) || options.db.isSet(parser))
        return io.fail(tr("--seed and --db go with --roll or --danger"));
    const auto odds = EncounterTableOdds::of(*table);
    if (!odds)
        return io.fail(tr("%1: %2").arg(file, odds.error()));

    if (parser.isSet(json)) {
        io.out() << QJsonDocument(tableJson(*table, *odds)).toJson(QJsonDocument::Compact) << "\n";
        return ExitOk;
    }
    const QLocale locale;
    io.out() << tr("%1 (%2)").arg(table->name.isEmpty() ? file : table->name, table->die) << "\n";
    for (std::size_t i = 0; i < table->rows.size(); ++i) {
        const EncounterTable::Row &row = table->rows[i];
        const EncounterTableOdds::RowOdds &r = odds->rows[i];
        QString what = row.isNothing() ? tr("nothing") : tr("%1 %2").arg(row.count, row.creature);
        if (!row.isNothing() && !r.count.isConstant())
            what += tr(" (%1\u2013%2, %3 on average)")
                        .arg(locale.toString(r.count.min()), locale.toString(r.count.max()),
                            locale.toString(r.count.mean(), 'f', 1));
        io.out() << "  " << tableRollText(row).leftJustified(7)
                 << tableChance(r.chance).rightJustified(7) << "  " << what << "\n";
    }
    io.out() << tr("Foes on average: %1; none: %2")
                    .arg(locale.toString(odds->meanFoes, 'f', 2), tableChance(odds->nothing))
             << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
