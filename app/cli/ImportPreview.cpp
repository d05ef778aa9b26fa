// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ImportPreview.h"

#include <QJsonArray>

namespace Fray::Cli {

namespace {

void printReport(const Io::EntryReport &r, QTextStream &out)
{
    out << r.name << "\n";
    for (const auto &v : r.values) {
        out << "  " << v.target << " " << v.value;
        if (!v.from.isEmpty())
            out << "  <- " << v.from;
        out << "\n";
    }
    for (const auto &l : r.lost) {
        if (l.keptAsNotes)
            out << "  " << ImportPreview::tr("kept as notes: %1").arg(l.field) << "\n";
        else
            out << "  " << ImportPreview::tr("not imported: %1").arg(l.toString()) << "\n";
    }
}

QJsonObject reportJson(const Io::EntryReport &r)
{
    QJsonArray values;
    for (const auto &v : r.values)
        values.append(QJsonObject{{QStringLiteral("field"), v.target},
            {QStringLiteral("value"), v.value}, {QStringLiteral("from"), v.from}});
    QJsonArray lost;
    QJsonArray kept;
    for (const auto &l : r.lost) {
        if (l.keptAsNotes)
            kept.append(l.field);
        else
            lost.append(l.toString());
    }
    return QJsonObject{{QStringLiteral("name"), r.name}, {QStringLiteral("values"), values},
        {QStringLiteral("lost"), lost}, {QStringLiteral("kept_as_notes"), kept}};
}

QJsonObject countsJson(const QMap<QString, qint64> &counts)
{
    QJsonObject o;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace

void ImportPreview::print(const Io::ImportReader::Plan &plan,
    const Io::NameClashes::Resolution &clashes, QTextStream &out)
{
    out << tr("format: %1").arg(Io::ImportReader::formatName(plan.format)) << "\n";
    if (!plan.mappingNote.isEmpty())
        out << tr("mapping: %1").arg(plan.mappingNote) << "\n";
    for (const auto &r : plan.reports)
        printReport(r, out);
    for (const auto &e : plan.encounters)
        out << tr("encounter '%1' (%n combatants)", nullptr, int(e.combatants.size())).arg(e.name)
            << "\n";
    for (const auto &r : plan.encounterReports)
        printReport(r, out);
    for (const QString &r : plan.rejectedEntries)
        out << tr("left out: %1").arg(r) << "\n";
    for (const QString &r : plan.renamed)
        out << tr("renamed: %1").arg(r) << "\n";
    for (auto it = plan.lossTotals.constBegin(); it != plan.lossTotals.constEnd(); ++it)
        out << tr("not imported in %n entries: %1", nullptr, int(it.value())).arg(it.key()) << "\n";
    for (auto it = plan.keptTotals.constBegin(); it != plan.keptTotals.constEnd(); ++it)
        out << tr("kept as notes in %n entries: %1", nullptr, int(it.value())).arg(it.key())
            << "\n";
    for (auto it = plan.skipped.constBegin(); it != plan.skipped.constEnd(); ++it)
        out << tr("not creatures, not imported: %1 × %2").arg(it.key()).arg(it.value()) << "\n";
    for (const QString &o : clashes.outcomes)
        out << tr("name clash: %1").arg(o) << "\n";
}

QJsonObject ImportPreview::json(
    const Io::ImportReader::Plan &plan, const Io::NameClashes::Resolution &clashes)
{
    QJsonArray entries;
    for (std::size_t i = 0; i < plan.reports.size(); ++i) {
        QJsonObject o = reportJson(plan.reports[i]);
        if (i < plan.entries.size())
            o.insert(QStringLiteral("kind"), plan.entries[i].kind);
        entries.append(o);
    }
    QJsonArray encounters;
    for (const auto &e : plan.encounters)
        encounters.append(QJsonObject{{QStringLiteral("name"), e.name},
            {QStringLiteral("combatants"), qint64(e.combatants.size())}});
    QJsonArray combatants;
    for (const auto &r : plan.encounterReports)
        combatants.append(reportJson(r));
    return QJsonObject{{QStringLiteral("format"), Io::ImportReader::formatName(plan.format)},
        {QStringLiteral("note"), plan.mappingNote}, {QStringLiteral("entries"), entries},
        {QStringLiteral("encounters"), encounters}, {QStringLiteral("combatants"), combatants},
        {QStringLiteral("rejected"), QJsonArray::fromStringList(plan.rejectedEntries)},
        {QStringLiteral("renamed"), QJsonArray::fromStringList(plan.renamed)},
        {QStringLiteral("lost"), countsJson(plan.lossTotals)},
        {QStringLiteral("kept_as_notes"), countsJson(plan.keptTotals)},
        {QStringLiteral("skipped"), countsJson(plan.skipped)},
        {QStringLiteral("clashes"), QJsonArray::fromStringList(clashes.clashes)},
        {QStringLiteral("repeated"),
            QJsonArray::fromStringList(Io::NameClashes::repeatedCounts(clashes))},
        {QStringLiteral("outcomes"), QJsonArray::fromStringList(clashes.outcomes)}};
}

} // namespace Fray::Cli
