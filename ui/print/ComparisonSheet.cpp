// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/ComparisonSheet.h"

#include "core/OutputFile.h"
#include "core/i18n/NumberText.h"
#include "core/sim/Difficulty.h"
#include "ui/print/PageLayouter.h"
#include "ui/print/SheetPrinter.h"
#include "ui/print/SheetText.h"
#include "ui/print/TableWriter.h"

#include <QLocale>
#include <QPainter>
#include <QPdfWriter>

using namespace Qt::StringLiterals;

namespace Fray::Print {

namespace {

QString change(double d, int decimals = 1)
{
    const QString magnitude = NumberText::percent(std::abs(d), decimals);
    return d > 0 ? u"+"_s + magnitude : (d < 0 ? u"\u2212"_s + magnitude : magnitude);
}

QString drops(const std::vector<double> &drop)
{
    QStringList parts;
    for (const double p : drop)
        parts << NumberText::percent(p, 0);
    return parts.join(u" \u00b7 "_s);
}

} // namespace

QStringList ComparisonSheet::columns(const Comparison &c)
{
    QStringList titles;
    if (!c.variable.isEmpty())
        titles << c.variable;
    titles << tr("Hit (A)") << tr("Hit (B)") << tr("B \u2212 A");
    const bool damage = !c.points.empty() && c.points.front().a.expectedDamage;
    if (damage)
        titles << tr("Damage (A)") << tr("Damage (B)") << tr("B \u2212 A");
    const bool drop = !c.points.empty() && !c.points.front().a.drop.empty();
    if (drop)
        titles << tr("Drops in 1 \u00b7 2 \u00b7 3 rounds (A)")
               << tr("Drops in 1 \u00b7 2 \u00b7 3 rounds (B)");
    return titles;
}

std::vector<QStringList> ComparisonSheet::rows(const Comparison &c)
{
    const QLocale locale;
    std::vector<QStringList> out;
    for (const auto &p : c.points) {
        QStringList row;
        if (!c.variable.isEmpty())
            row << (c.current && *c.current == p.value
                    ? tr("%1 (now)").arg(locale.toString(p.value))
                    : locale.toString(p.value));
        row << NumberText::percent(p.a.pHit) << NumberText::percent(p.b.pHit)
            << change(p.b.pHit - p.a.pHit);
        if (p.a.expectedDamage && p.b.expectedDamage)
            row << locale.toString(*p.a.expectedDamage, 'f', 2)
                << locale.toString(*p.b.expectedDamage, 'f', 2)
                << locale.toString(*p.b.expectedDamage - *p.a.expectedDamage, 'f', 2);
        if (!p.a.drop.empty())
            row << drops(p.a.drop) << drops(p.b.drop);
        out.push_back(row);
    }
    return out;
}

QString ComparisonSheet::fightLine(const Comparison &c)
{
    if (c.fight.size() != 2)
        return {};
    const auto &a = c.fight[0], &b = c.fight[1];
    return tr("%1: the party wins %2 under A (%3) and %4 under B (%5), %6.")
        .arg(c.fightName, NumberText::percent(a.win), Sim::Difficulty::label(a.difficulty),
            NumberText::percent(b.win), Sim::Difficulty::label(b.difficulty),
            change(b.win - a.win));
}

namespace {

Expected<int, QString> writeSheet(QIODevice &file, const ComparisonSheet::Comparison &c)
{
    QPdfWriter writer(&file);
    writer.setCreator(ComparisonSheet::tr("Fray"));
    writer.setTitle(ComparisonSheet::tr("House rule A against B"));
    SheetPrinter::setUpPage(writer, SheetOptions());
    const PrintStyle style(&writer);
    const QRect printable = writer.pageLayout().paintRectPixels(writer.logicalDpiX());
    PageLayouter layouter(style, QSizeF(printable.size()));
    layouter.setHeader(
        ComparisonSheet::tr("A: %1 \u2014 B: %2").arg(c.a, c.b), ComparisonSheet::tr("Fray"));
    layouter.beginSection(ComparisonSheet::tr("House rule A against B"));
    SheetText text(layouter, style, u"comparison"_s);
    text.paragraph(ComparisonSheet::tr("A: %1").arg(c.a), PrintStyle::Role::Body);
    text.paragraph(ComparisonSheet::tr("B: %1").arg(c.b), PrintStyle::Role::Body);
    text.paragraph(c.asked, PrintStyle::Role::Italic);
    TableWriter table(layouter, style, u"comparison"_s);
    std::vector<TableWriter::Column> columns;
    const QStringList titles = ComparisonSheet::columns(c);
    for (qsizetype i = 0; i < titles.size(); ++i)
        columns.push_back({titles[i],
            i == 0 && !c.variable.isEmpty() ? Qt::Alignment(Qt::AlignLeft)
                                            : Qt::Alignment(Qt::AlignRight),
            i == 0 && !c.variable.isEmpty(), 0.3});
    table.setColumns(columns);
    for (const QStringList &row : ComparisonSheet::rows(c))
        table.addRow(row);
    table.write();
    text.paragraph(ComparisonSheet::fightLine(c), PrintStyle::Role::Body);
    QPainter painter;
    if (!painter.begin(&writer))
        return ComparisonSheet::tr("cannot start printing");
    painter.setRenderHint(QPainter::TextAntialiasing);
    const bool painted = layouter.paint(painter, writer);
    if (!painter.end() || !painted)
        return ComparisonSheet::tr("printing stopped before the last page");
    if (!layouter.overflows().empty())
        return ComparisonSheet::tr("the table does not fit the paper");
    return layouter.pageCount();
}

} // namespace

Expected<int, QString> ComparisonSheet::exportPdf(const QString &path, const Comparison &comparison)
{
    std::optional<int> pages;
    const auto failed = OutputFile::write(path, [&](QIODevice &device) -> std::optional<QString> {
        auto written = writeSheet(device, comparison);
        if (!written)
            return written.error();
        pages = *written;
        return std::nullopt;
    });
    if (failed)
        return *failed;
    return *pages;
}

} // namespace Fray::Print
