// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/RoundsChart.h"

#include <QAbstractItemModel>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Fray::Ui {

namespace {

// The odds chart's blues (colour-blind safe), the lighter one on a dark background.
constexpr QRgb barColour = 0x0072B2;
constexpr QRgb darkBarColour = 0x56B4E9;
// Past this many bars each is a hairline; later rounds are summed into the last bar (the
// default cap of 50 rounds never gets there).
constexpr int maxBars = 100;

} // namespace

RoundsChart::RoundsChart(const QAbstractItemModel *rounds, int column, int role, QWidget *parent)
    : QWidget(parent)
    , m_rounds(rounds)
    , m_column(column)
    , m_role(role)
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
    , m_series(new QBarSeries(m_chart))
    , m_set(new QBarSet(tr("Fights ending in the round"), m_series))
    , m_xAxis(new QValueAxis(m_chart))
    , m_yAxis(new QValueAxis(m_chart))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->hide();
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_series->append(m_set);
    m_series->setBarWidth(0.8);
    m_chart->addSeries(m_series);
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    m_series->attachAxis(m_xAxis);
    m_series->attachAxis(m_yAxis);
    m_xAxis->setTitleText(tr("Round the fight ends in"));
    m_yAxis->setTitleText(tr("Fights (%)"));
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_yAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_yAxis->setTickType(QValueAxis::TicksDynamic);
    m_yAxis->setTickAnchor(0.0);
    m_yAxis->setRange(0, 100);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(160);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    applyPalette();
    connect(rounds, &QAbstractItemModel::modelReset, this, &RoundsChart::redraw);
    connect(rounds, &QAbstractItemModel::layoutChanged, this, &RoundsChart::redraw);
    connect(rounds, &QAbstractItemModel::rowsInserted, this, &RoundsChart::redraw);
    connect(rounds, &QAbstractItemModel::rowsRemoved, this, &RoundsChart::redraw);
    connect(rounds, &QAbstractItemModel::dataChanged, this, &RoundsChart::redraw);
    redraw();
}

RoundsChart::~RoundsChart() = default;

void RoundsChart::redraw()
{
    // Bar i stands at x = i on a value axis, so bar 0 (no fight ends before round 1) is an
    // empty one and every bar sits at its round's number, which the axis labels as numbers.
    const int last = m_rounds->rowCount();
    const int shown = std::min(last, maxBars);
    QList<qreal> percents(shown + 1, 0.0);
    for (int row = 0; row < last; ++row) {
        const double p = m_rounds->index(row, m_column).data(m_role).toDouble();
        percents[std::min(row + 1, shown)] += 100.0 * p;
    }
    m_set->remove(0, m_set->count());
    m_set->append(percents);
    m_xAxis->setRange(0.5, std::max(1, shown) + 0.5);
    double step = 1.0;
    for (const double nice : {1.0, 2.0, 5.0, 10.0, 20.0, 25.0, 50.0}) {
        step = nice;
        if (shown / nice <= 15.0)
            break;
    }
    m_xAxis->setTickInterval(step);
    m_xAxis->setTickAnchor(step);
    const double top
        = percents.isEmpty() ? 0.0 : *std::max_element(percents.begin(), percents.end());
    // A ceiling at the next 10 % keeps short bars readable without one bar filling the frame.
    const double ceiling = std::clamp(std::ceil(top / 10.0) * 10.0, 10.0, 100.0);
    m_yAxis->setRange(0, ceiling);
    m_yAxis->setTickInterval(ceiling <= 10.0 ? 2.0
            : ceiling <= 20.0                ? 5.0
            : ceiling <= 50.0                ? 10.0
                                             : 20.0);
}

QList<double> RoundsChart::values() const
{
    QList<double> v;
    for (int i = 1; i < m_set->count(); ++i)
        v << m_set->at(i);
    return v;
}

void RoundsChart::applyPalette()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_chart->setBackgroundBrush(palette().brush(QPalette::Base));
    for (QAbstractAxis *axis :
        {static_cast<QAbstractAxis *>(m_xAxis), static_cast<QAbstractAxis *>(m_yAxis)}) {
        axis->setLabelsColor(palette().color(QPalette::Text));
        axis->setTitleBrush(palette().brush(QPalette::Text));
    }
    // The theme resets the bars' colours.
    const QColor bar = QColor::fromRgb(dark ? darkBarColour : barColour);
    m_set->setColor(bar);
    m_set->setBorderColor(bar);
}

void RoundsChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

} // namespace Fray::Ui
