// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/WanderingSheet.h"

#include "core/i18n/NumberText.h"
#include "core/wandering/TableText.h"
#include "ui/print/SheetOptions.h"
#include "ui/print/TableWriter.h"

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Fray::Print {

namespace {

// "3", "4–6": the results a row or a chance holds.
QString results(qint64 from, qint64 to)
{
    return from == to ? QString::number(from) : u"%1\u2013%2"_s.arg(from).arg(to);
}

} // namespace

WanderingSheet::WanderingSheet(PageLayouter &layouter, const PrintStyle &style,
    const Rules::Ruleset &ruleset, const std::vector<Wandering::EncounterTable> &tables)
    : m_layouter(layouter)
    , m_style(style)
    , m_ruleset(ruleset)
    , m_tables(tables)
    , m_text(layouter, style, u"wandering"_s)
{ }

void WanderingSheet::write()
{
    m_layouter.beginSection(
        tr("%1: %2").arg(SheetOptions::kindTitle(SheetOptions::Kind::Wandering), m_ruleset.name));
    writeOrder();
    for (const Wandering::EncounterTable &table : m_tables)
        writeTable(table);
    if (m_tables.empty())
        m_text.paragraph(tr("The campaign has no wandering-monster table for %1 yet: Encounter › "
                            "Wandering Monsters makes one.")
                             .arg(m_ruleset.name),
            PrintStyle::Role::Italic);
}

void WanderingSheet::writeOrder()
{
    m_text.heading(tr("Encounter order"));
    if (m_ruleset.encounterOrder.empty()) {
        m_text.paragraph(tr("%1 gives no order for meeting foes.").arg(m_ruleset.name),
            PrintStyle::Role::Italic);
        return;
    }
    TableWriter table(m_layouter, m_style, u"encounter order"_s);
    table.setColumns({{tr("Step"), Qt::AlignLeft, true, 0.45},
        {tr("Roll"), Qt::AlignLeft, false, 0.3}, {tr("Note"), Qt::AlignLeft, false, 0.5}});
    int number = 1;
    for (const Rules::EncounterStep &step : m_ruleset.encounterOrder) {
        QString roll;
        if (step.roll) {
            roll = step.roll->text();
            if (step.scale != 1)
                roll = tr("%1 \u00d7 %2").arg(roll).arg(step.scale);
            if (!step.unit.isEmpty())
                roll = tr("%1 %2").arg(roll, step.unit);
        }
        if (!step.table.isEmpty()) {
            const auto read = m_ruleset.tables.constFind(step.table);
            const QString tableName = read != m_ruleset.tables.constEnd() && !read->label.isEmpty()
                ? read->label
                : step.table;
            roll = roll.isEmpty() ? tr("on the table %1").arg(tableName)
                                  : tr("%1, on the table %2").arg(roll, tableName);
        }
        table.addRow({tr("%1. %2").arg(number++).arg(step.label), roll, step.note});
        for (const Rules::EncounterStep::Chance &chance : step.chances)
            table.addRow({chance.label,
                             tr("%1 on %2: %3")
                                 .arg(results(chance.from, chance.to), chance.roll.text(),
                                     NumberText::percent(chance.probability())),
                             QString()},
                1);
    }
    table.write();
}

void WanderingSheet::writeTable(const Wandering::EncounterTable &t)
{
    const QString name = t.name.isEmpty() ? tr("Wandering monsters") : t.name;
    m_text.heading(tr("%1 (%2)").arg(name, t.die));
    const auto odds = Wandering::EncounterTableOdds::of(t);
    if (!odds) {
        m_text.paragraph(odds.error(), PrintStyle::Role::Italic);
        return;
    }
    TableWriter table(m_layouter, m_style, u"table "_s + name);
    table.setColumns({{tr("Roll"), Qt::AlignLeft, true, 0.15},
        {tr("How many"), Qt::AlignLeft, false, 0.15}, {tr("Creature"), Qt::AlignLeft, false, 0.4},
        {tr("Chance"), Qt::AlignLeft, false, 0.3}, {tr("Note"), Qt::AlignLeft, false, 0.4}});
    QStringList counts;
    // In the die's order, as a GM reads a result off the page.
    std::vector<std::size_t> order(t.rows.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
        [&t](std::size_t a, std::size_t b) { return t.rows[a].from < t.rows[b].from; });
    for (const std::size_t r : order) {
        const Wandering::EncounterTable::Row &row = t.rows[r];
        const Wandering::EncounterTableOdds::RowOdds &o = odds->rows[r];
        table.addRow({results(row.from, row.to), row.isNothing() ? QString() : row.count,
            row.isNothing() ? tr("nothing") : row.creature, Wandering::TableText::rowChance(row, o),
            row.note});
        if (!row.isNothing() && !o.count.isConstant())
            counts << tr("%1 %2: %3")
                          .arg(row.count, row.creature, Wandering::TableText::countChances(o));
    }
    table.write();
    m_text.paragraph(Wandering::TableText::summary(*odds), PrintStyle::Role::Body);
    if (!counts.isEmpty())
        m_text.paragraph(
            tr("How many come: %1.").arg(counts.join(u"; "_s)), PrintStyle::Role::Small);
}

} // namespace Fray::Print
