// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/TableCommand.h"

#include "app/cli/CampaignOption.h"
#include "app/cli/CliOptions.h"
#include "app/cli/RulesetOptions.h"
#include "core/InputFile.h"
#include "core/i18n/NumberText.h"
#include "core/io/EncounterTableJson.h"
#include "core/storage/TableRoll.h"
#include "core/wandering/EncounterTable.h"

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
    CampaignOption db;
    RulesetOptions rulesets{false};
};

int TableCommand::buildFight(const EncounterTable &table, const QCommandLineParser &parser,
    const Options &options, quint64 seed, CliIo &io)
{
    auto campaign = options.db.openExisting(parser, Storage::Campaign::Access::ReadWrite);
    if (!campaign)
        return io.fail(campaign.error());
    const auto library = options.rulesets.library(parser, table.rulesetId);
    if (!library)
        return io.fail(library.error());
    const Rules::RulesetLibrary::Entry *rules = library->find(table.rulesetId);
    if (!rules)
        return io.fail(library->whyMissing(table.rulesetId));
    Dice::Random random{seed};
    const auto rolled = Storage::TableRoll::roll(
        **campaign, table, rules->ruleset, parser.value(options.name), random);
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
                 << tr("Saved as the encounter '%1' in %2").arg(name, options.db.path(parser))
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
    parser.addOptions({json, roll, seed, options.name});
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
    if (parser.isSet(roll))
        return rollOn(*table, parser, options, io);
    if (parser.isSet(seed) || options.db.isSet(parser))
        return io.fail(tr("--seed and --db go with --roll"));
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
