// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/OddsChartSheet.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/encounter/AttackResolver.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/RulesText.h"
#include "core/i18n/NumberText.h"
#include "core/odds/OddsCalculator.h"
#include "core/rules/ModifierText.h"
#include "ui/print/ReferenceOdds.h"
#include "ui/print/TextBox.h"

#include <QPainter>
#include <QPainterPath>
#include <QSet>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Fray::Print {

namespace {

constexpr qreal kPlotMm = 72;

enum class Marker { Disc, Square, Triangle, Diamond, Cross, Ring };

struct LineStyle
{
    Qt::PenStyle pen;
    QList<qreal> dashes; // for Qt::CustomDashLine, in pen widths
    int grey;
    Marker marker;
};

// Distinct without colour: a dash pattern and a marker shape for each line.
LineStyle lineStyle(std::size_t index, bool total)
{
    if (total)
        return {Qt::SolidLine, {}, 0, Marker::Disc};
    static const LineStyle styles[] = {
        {Qt::DashLine, {}, 60, Marker::Square},
        {Qt::DotLine, {}, 0, Marker::Triangle},
        {Qt::DashDotLine, {}, 80, Marker::Diamond},
        {Qt::CustomDashLine, {8, 3, 2, 3}, 40, Marker::Cross},
        {Qt::DashDotDotLine, {}, 100, Marker::Ring},
        {Qt::CustomDashLine, {2, 2}, 70, Marker::Square},
    };
    return styles[index % std::size(styles)];
}

void drawMarker(QPainter &painter, const QPointF &at, qreal size, Marker marker)
{
    const qreal h = size / 2;
    switch (marker) {
    case Marker::Disc:
        painter.setBrush(painter.pen().color());
        painter.drawEllipse(at, h, h);
        break;
    case Marker::Ring:
        painter.setBrush(Qt::white);
        painter.drawEllipse(at, h, h);
        break;
    case Marker::Square:
        painter.setBrush(Qt::white);
        painter.drawRect(QRectF(at.x() - h, at.y() - h, size, size));
        break;
    case Marker::Triangle: {
        painter.setBrush(painter.pen().color());
        const QPointF points[]
            = {{at.x(), at.y() - h}, {at.x() + h, at.y() + h}, {at.x() - h, at.y() + h}};
        painter.drawPolygon(points, 3);
        break;
    }
    case Marker::Diamond: {
        painter.setBrush(Qt::white);
        const QPointF points[] = {
            {at.x(), at.y() - h}, {at.x() + h, at.y()}, {at.x(), at.y() + h}, {at.x() - h, at.y()}};
        painter.drawPolygon(points, 4);
        break;
    }
    case Marker::Cross:
        painter.drawLine(QPointF(at.x() - h, at.y() - h), QPointF(at.x() + h, at.y() + h));
        painter.drawLine(QPointF(at.x() - h, at.y() + h), QPointF(at.x() + h, at.y() - h));
        break;
    }
    painter.setBrush(Qt::NoBrush);
}

QSet<QString> outcomeVariablesOf(const Rules::Check &check)
{
    QSet<QString> names;
    for (const Rules::Band &band : check.bands) {
        if (band.when) {
            const QStringList used = band.when->variables();
            for (const QString &v : used)
                names.insert(v);
        }
        if (band.then)
            names.unite(outcomeVariablesOf(*band.then));
    }
    return names;
}

} // namespace

OddsChartSheet::OddsChartSheet(PageLayouter &layouter, const PrintStyle &style,
    std::shared_ptr<const Rules::Ruleset> ruleset, const Encounter::EncounterState &state,
    const std::vector<SheetOptions::OddsPair> &pairs)
    : m_layouter(layouter)
    , m_style(style)
    , m_ruleset(std::move(ruleset))
    , m_state(state)
    , m_pairs(pairs)
{ }

Expected<OddsChartSheet::Chart, QString> OddsChartSheet::chart(
    const std::shared_ptr<const Rules::Ruleset> &ruleset, const Encounter::EncounterState &state,
    const SheetOptions::OddsPair &pair, qint64 attackIndex)
{
    const Rules::Ruleset &r = *ruleset;
    const Rules::Check *check = r.attack();
    if (!check)
        return tr("%1 has no attack check").arg(r.name);
    const Encounter::Encounter encounter(ruleset, state);
    Encounter::AttackResolver::Request request;
    request.attacker = pair.attacker;
    request.attack = attackIndex;
    request.target = pair.target;
    request.values = pair.values;
    const Encounter::Combatant *attacker = encounter.find(pair.attacker);
    // The modifiers on, as the odds panel names them; one that cannot apply to this attack's
    // kind is left out as the panel leaves it out ("Each attack" charts a bow and a sword).
    QStringList with;
    if (attacker && attackIndex >= 0 && attackIndex < qint64(attacker->attacks.size())) {
        const QString kind = attacker->attacks[std::size_t(attackIndex)].kind;
        for (const Odds::ActiveModifier &active : pair.modifiers) {
            const Rules::Modifier *m = r.modifier(active.id);
            if (!m)
                return tr("%1 has no modifier '%2'").arg(r.name, active.id);
            if (!m->appliesTo.isEmpty() && !m->appliesTo.contains(kind))
                continue;
            request.modifiers.push_back(active);
            with << Rules::ModifierText::active(r, *m, active.value);
        }
    }
    const auto odds = Encounter::AttackResolver::oddsRequest(encounter, request);
    if (!odds)
        return odds.error();
    const Encounter::Combatant *target = encounter.find(pair.target);
    const Encounter::Attack &attack = attacker->attacks[std::size_t(attackIndex)];
    // Conditions count by themselves; the page names them beside the toggles, as the panel does.
    for (const Encounter::ActiveCondition &held : attacker->conditions) {
        const Rules::Condition *c = encounter.condition(held);
        if (c && !c->whenAttacking.empty())
            with << tr("%1 (on %2)").arg(c->label, attacker->name);
    }
    for (const Encounter::ActiveCondition &held : target->conditions) {
        const Rules::Condition *c = encounter.condition(held);
        if (c && !c->whenAttacked.empty())
            with << tr("%1 (on %2)").arg(c->label, target->name);
    }

    // Vary the attack's own value; without one, the number the GM gives with each attack.
    QSet<QString> used = outcomeVariablesOf(*check);
    for (auto d = r.derived.rbegin(); d != r.derived.rend(); ++d) {
        if (used.contains(d->name)) {
            const QStringList names = d->value.variables();
            for (const QString &n : names)
                used.insert(n);
        }
    }
    const Rules::Variable *varied = Encounter::RulesText::attackVariable(r);
    if (varied && !used.contains(varied->name))
        varied = nullptr;
    if (!varied) {
        for (const Rules::Variable &v : r.variables) {
            if (v.kind == Rules::Variable::Kind::Number && v.required && v.from.isEmpty()
                && used.contains(v.name)) {
                varied = &v;
                break;
            }
        }
    }
    if (!varied)
        return tr("%1's attack has no value to chart").arg(r.name);

    qint64 faceMin = 1, faceMax = 20, faceCount = 20;
    if (const auto roll = Dice::DistributionEvaluator::evaluate(check->roll)) {
        faceMin = roll->min();
        faceMax = roll->max();
        faceCount = qint64(roll->size());
    }
    Chart chart;
    if (odds->values.contains(varied->name))
        chart.current = odds->values.value(varied->name);
    const qint64 step = std::max<qint64>(1, faceCount / 20);
    if (chart.current && varied->from == u"attack") {
        const qint64 half = std::max<qint64>(faceCount / 2, 1) / step * step;
        chart.from = *chart.current - half;
        chart.to = *chart.current + half;
    } else {
        chart.from = faceMin;
        chart.to = faceMax + 1;
    }
    if (varied->minimum && chart.from < *varied->minimum)
        chart.from = *varied->minimum;
    if (varied->maximum && chart.to > *varied->maximum)
        chart.to = *varied->maximum;

    auto calculator = Odds::OddsCalculator::create(ruleset, *odds);
    if (!calculator)
        return calculator.error();
    const auto points = (*calculator)->curve(varied->name, chart.from, chart.to, step);
    if (!points)
        return points.error();
    chart.to = points->empty() ? chart.from : points->back().value;

    const std::vector<Rules::Outcome> &outcomes = (*calculator)->outcomes();
    for (const Rules::Outcome &o : outcomes) {
        Series series{o.label, {}, false};
        bool any = false;
        for (const auto &p : *points) {
            const double probability = p.result.probabilityOf(o.id);
            any = any || probability > 0;
            series.points.emplace_back(double(p.value), probability);
        }
        if (any)
            chart.series.push_back(std::move(series));
    }
    Series total{tr("Any hit"), {}, true};
    for (const auto &p : *points)
        total.points.emplace_back(double(p.value), p.result.pHit);
    chart.series.push_back(std::move(total));

    chart.title = tr("%1: %2 against %3").arg(attacker->name, attack.name, target->name);
    const QString defence = r.defenceLabel.isEmpty() ? tr("defence") : r.defenceLabel;
    chart.subtitle = tr("%1 %2 %3.").arg(target->name, defence).arg(target->defence);
    chart.subtitle += u' '
        + (with.isEmpty() ? tr("No situational modifiers.")
                          : tr("With: %1.").arg(with.join(u"; "_s)));
    chart.xLabel = varied->label;
    if (chart.current) {
        const auto now = (*calculator)->compute();
        if (now) {
            QStringList parts;
            for (const auto &o : now->outcomes)
                parts << tr("%1 %2").arg(o.label, ReferenceOdds::percent(o.probability));
            QString summary = tr("At %1 %2: %3.")
                                  .arg(varied->label)
                                  .arg(*chart.current)
                                  .arg(parts.join(u", "_s));
            if (now->damage)
                summary += tr(" Expected damage %1 per attack (%2).")
                               .arg(NumberText::decimal(now->expectedDamage), attack.damage);
            chart.summary = summary;
        }
    } else {
        chart.summary = tr("%1 is given by the GM with each attack.").arg(varied->label);
    }
    return chart;
}

void OddsChartSheet::write()
{
    m_layouter.beginSection(SheetOptions::kindTitle(SheetOptions::Kind::Odds));
    const Encounter::Encounter encounter(m_ruleset, m_state);
    for (const SheetOptions::OddsPair &pair : m_pairs) {
        const Encounter::Combatant *attacker = encounter.find(pair.attacker);
        std::vector<qint64> attacks;
        if (pair.attack >= 0)
            attacks.push_back(pair.attack);
        else if (attacker)
            for (qint64 i = 0; i < qint64(attacker->attacks.size()); ++i)
                attacks.push_back(i);
        if (attacks.empty())
            attacks.push_back(0); // reports why there is nothing to chart
        for (const qint64 a : attacks) {
            const auto c = chart(m_ruleset, m_state, pair, a);
            if (c) {
                writeChart(*c);
                continue;
            }
            const TextBox error(tr("No chart: %1").arg(c.error()),
                m_style.font(PrintStyle::Role::Body), m_style.device());
            m_layouter.place(error.height(m_layouter.columnWidth()) + m_style.mm(3),
                u"odds: error"_s,
                [error](QPainter &painter, const QRectF &rect) { error.draw(painter, rect); });
        }
    }
}

void OddsChartSheet::writeChart(const Chart &chart)
{
    const qreal width = m_layouter.columnWidth();
    QPaintDevice *device = m_style.device();
    const TextBox title(chart.title, m_style.font(PrintStyle::Role::Subheading), device);
    const TextBox subtitle(chart.subtitle, m_style.font(PrintStyle::Role::Small), device);
    const TextBox summary(chart.summary, m_style.font(PrintStyle::Role::Small), device);
    const qreal legendRow = m_style.mm(4.5);
    const int legendColumns = 3;
    const qreal legendH
        = ((qint64(chart.series.size()) + legendColumns - 1) / legendColumns) * legendRow;
    const qreal height = title.height(width) + subtitle.height(width) + m_style.mm(kPlotMm)
        + legendH + summary.height(width) + m_style.mm(4);
    m_layouter.place(height, u"odds: "_s + chart.title,
        [style = &m_style, chart, title, subtitle, summary, legendRow, legendColumns, legendH](
            QPainter &painter, const QRectF &rect) {
            qreal y = rect.top();
            const qreal w = rect.width();
            painter.setPen(PrintStyle::ink());
            const qreal titleH = title.height(w);
            title.draw(painter, QRectF(rect.left(), y, w, titleH));
            y += titleH;
            const qreal subtitleH = subtitle.height(w);
            subtitle.draw(painter, QRectF(rect.left(), y, w, subtitleH));
            y += subtitleH;
            const QRectF plot(rect.left(), y, w, style->mm(kPlotMm));
            paintChart(painter, plot, chart, *style);
            y += plot.height() + style->mm(1);

            // Legend: a sample of each line with its marker.
            const QFont font = style->font(PrintStyle::Role::Small);
            const qreal cell = w / legendColumns;
            for (std::size_t i = 0; i < chart.series.size(); ++i) {
                const Series &s = chart.series[i];
                const LineStyle line = lineStyle(i, s.total);
                const qreal x = rect.left() + (qint64(i) % legendColumns) * cell;
                const qreal ly = y + (qint64(i) / legendColumns) * legendRow;
                QPen pen = style->pen(
                    s.total ? 0.6 : 0.35, QColor(line.grey, line.grey, line.grey), line.pen);
                if (line.pen == Qt::CustomDashLine)
                    pen.setDashPattern(line.dashes);
                painter.setPen(pen);
                const qreal mid = ly + legendRow / 2;
                painter.drawLine(QPointF(x, mid), QPointF(x + style->mm(10), mid));
                painter.setPen(style->pen(0.25, QColor(line.grey, line.grey, line.grey)));
                drawMarker(painter, QPointF(x + style->mm(5), mid), style->mm(1.6), line.marker);
                painter.setPen(PrintStyle::ink());
                TextBox(s.label, font, style->device(), Qt::AlignLeft | Qt::AlignVCenter)
                    .draw(painter, QRectF(x + style->mm(12), ly, cell - style->mm(13), legendRow));
            }
            y += legendH + style->mm(1);
            summary.draw(painter, QRectF(rect.left(), y, w, summary.height(w)));
        });
    m_layouter.space(m_style.mm(6));
}

void OddsChartSheet::paintChart(
    QPainter &painter, const QRectF &rect, const Chart &chart, const PrintStyle &style)
{
    QPaintDevice *device = style.device();
    const QFont small = style.font(PrintStyle::Role::Small);
    const QFont label = style.font(PrintStyle::Role::SmallBold);
    const qreal left = style.mm(13);
    const qreal bottom = style.mm(11);
    const QRectF area(rect.left() + left, rect.top() + style.mm(2),
        rect.width() - left - style.mm(3), rect.height() - bottom - style.mm(2));
    const qreal span = std::max<qreal>(1, qreal(chart.to - chart.from));
    const auto at = [&](qreal x, qreal p) {
        return QPointF(area.left() + (x - qreal(chart.from)) / span * area.width(),
            area.bottom() - p * area.height());
    };

    // Grid and the probability axis: every 10%, labelled every 20%.
    for (int i = 0; i <= 10; ++i) {
        const qreal p = i / 10.0;
        const QPointF a = at(qreal(chart.from), p);
        painter.setPen(style.pen(i % 2 == 0 ? 0.15 : 0.1, PrintStyle::faintRule(),
            i % 2 == 0 ? Qt::SolidLine : Qt::DotLine));
        painter.drawLine(a, QPointF(area.right(), a.y()));
        if (i % 2 == 0) {
            painter.setPen(PrintStyle::ink());
            TextBox(u"%1%"_s.arg(i * 10), small, device, Qt::AlignRight | Qt::AlignVCenter)
                .draw(painter,
                    QRectF(rect.left(), a.y() - style.mm(2), left - style.mm(1.5), style.mm(4)));
        }
    }
    // The value axis: about ten labelled ticks.
    const qint64 points = chart.to - chart.from;
    qint64 tick = 1;
    for (const qint64 candidate : {1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000}) {
        tick = candidate;
        if (points / candidate <= 12)
            break;
    }
    const qint64 firstTick = qint64(std::ceil(double(chart.from) / double(tick))) * tick;
    for (qint64 x = firstTick; x <= chart.to; x += tick) {
        const QPointF a = at(qreal(x), 0);
        painter.setPen(style.pen(0.1, PrintStyle::faintRule(), Qt::DotLine));
        painter.drawLine(a, QPointF(a.x(), area.top()));
        painter.setPen(style.pen(0.25));
        painter.drawLine(a, QPointF(a.x(), a.y() + style.mm(1)));
        painter.setPen(PrintStyle::ink());
        TextBox(QString::number(x), small, device, Qt::AlignHCenter)
            .draw(painter,
                QRectF(a.x() - style.mm(6), a.y() + style.mm(1.3), style.mm(12), style.mm(4)));
    }
    painter.setPen(style.pen(0.3));
    painter.drawLine(area.bottomLeft(), area.bottomRight());
    painter.drawLine(area.bottomLeft(), area.topLeft());
    TextBox(chart.xLabel, label, device, Qt::AlignHCenter)
        .draw(painter, QRectF(area.left(), rect.bottom() - style.mm(5), area.width(), style.mm(5)));
    painter.save();
    painter.translate(rect.left(), area.center().y());
    painter.rotate(-90);
    TextBox(tr("Chance"), label, device, Qt::AlignHCenter)
        .draw(painter, QRectF(-area.height() / 2, 0, area.height(), style.mm(4)));
    painter.restore();

    // The attack's own value.
    if (chart.current && *chart.current >= chart.from && *chart.current <= chart.to) {
        const QPointF a = at(qreal(*chart.current), 0);
        painter.setPen(style.pen(0.3, PrintStyle::rule(), Qt::DashLine));
        painter.drawLine(a, QPointF(a.x(), area.top()));
        painter.setPen(PrintStyle::ink());
        const bool rightSide = a.x() < area.center().x();
        TextBox(tr("now %1").arg(*chart.current), label, device,
            rightSide ? Qt::AlignLeft : Qt::AlignRight)
            .draw(painter,
                rightSide ? QRectF(a.x() + style.mm(1), area.top(), style.mm(25), style.mm(4))
                          : QRectF(a.x() - style.mm(26), area.top(), style.mm(25), style.mm(4)));
    }

    // The lines, the total last so it is on top.
    painter.setRenderHint(QPainter::Antialiasing);
    for (std::size_t i = 0; i < chart.series.size(); ++i) {
        const Series &s = chart.series[i];
        const LineStyle line = lineStyle(i, s.total);
        QPen pen
            = style.pen(s.total ? 0.6 : 0.35, QColor(line.grey, line.grey, line.grey), line.pen);
        if (line.pen == Qt::CustomDashLine)
            pen.setDashPattern(line.dashes);
        pen.setJoinStyle(Qt::RoundJoin);
        QPainterPath path;
        for (std::size_t p = 0; p < s.points.size(); ++p) {
            const QPointF point = at(s.points[p].x(), s.points[p].y());
            if (p == 0)
                path.moveTo(point);
            else
                path.lineTo(point);
        }
        painter.setPen(pen);
        painter.drawPath(path);
        painter.setPen(style.pen(0.25, QColor(line.grey, line.grey, line.grey)));
        const std::size_t every = std::max<std::size_t>(1, s.points.size() / 21);
        for (std::size_t p = 0; p < s.points.size(); p += every)
            drawMarker(painter, at(s.points[p].x(), s.points[p].y()), style.mm(1.4), line.marker);
    }
}

} // namespace Fray::Print
