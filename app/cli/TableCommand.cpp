// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/TableCommand.h"

#include "core/InputFile.h"
#include "core/io/EncounterTableJson.h"
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
    return QLocale().toString(100.0 * p, 'f', 1) + QLatin1Char('%');
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

int TableCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(
        QStringLiteral("FILE"), tr("A wandering-monster table (*.fray-table.json)."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    parser.addOption(json);
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
        io.out() << "  " << tableRollText(row).leftJustified(7) << tableChance(r.chance).rightJustified(7)
                 << "  " << what << "\n";
    }
    io.out() << tr("Foes on average: %1; none: %2")
                    .arg(locale.toString(odds->meanFoes, 'f', 2), tableChance(odds->nothing))
             << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
