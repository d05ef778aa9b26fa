// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/TuneChart.h"

#include <QAbstractItemModel>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace Fray::Ui {

namespace {

// The odds chart's blue and vermillion (colour-blind safe), lighter on a dark background.
constexpr QRgb lineColour = 0x0072B2;
constexpr QRgb darkLineColour = 0x56B4E9;
constexpr QRgb chosenColour = 0xD55E00;

} // namespace

TuneChart::TuneChart(const QAbstractItemModel *curve, int valueColumn, int winColumn, int role,
    int chosenRole, QWidget *parent)
    : QWidget(parent)
    , m_curve(curve)
    , m_valueColumn(valueColumn)
    , m_winColumn(winColumn)
    , m_role(role)
    , m_chosenRole(chosenRole)
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
    , m_line(new QLineSeries(m_chart))
    , m_chosen(new QScatterSeries(m_chart))
    , m_xAxis(new QValueAxis(m_chart))
    , m_yAxis(new QValueAxis(m_chart))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->hide();
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_line->setName(tr("The party wins"));
    m_line->setPointsVisible(true);
    m_chosen->setName(tr("Chosen"));
    m_chosen->setMarkerSize(12);
    m_chart->addSeries(m_line);
    m_chart->addSeries(m_chosen);
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    for (auto *series : {static_cast<QXYSeries *>(m_line), static_cast<QXYSeries *>(m_chosen)}) {
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
    }
    m_yAxis->setTitleText(tr("The party wins (%)"));
    m_yAxis->setRange(0, 100);
    m_yAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(180);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    applyPalette();
    connect(curve, &QAbstractItemModel::modelReset, this, &TuneChart::redraw);
    connect(curve, &QAbstractItemModel::dataChanged, this, &TuneChart::redraw);
    connect(curve, &QAbstractItemModel::rowsInserted, this, &TuneChart::redraw);
    connect(curve, &QAbstractItemModel::rowsRemoved, this, &TuneChart::redraw);
    redraw();
}

TuneChart::~TuneChart() = default;

void TuneChart::setKnobTitle(const QString &title)
{
    m_xAxis->setTitleText(title);
}

void TuneChart::redraw()
{
    QList<QPointF> line, chosen;
    for (int row = 0; row < m_curve->rowCount(); ++row) {
        const QPointF p(m_curve->index(row, m_valueColumn).data(m_role).toDouble(),
            100.0 * m_curve->index(row, m_winColumn).data(m_role).toDouble());
        line << p;
        if (m_curve->index(row, m_valueColumn).data(m_chosenRole).toBool())
            chosen << p;
    }
    m_line->replace(line);
    m_chosen->replace(chosen);
    if (line.isEmpty()) {
        m_xAxis->setRange(0, 1);
        return;
    }
    const double lo = line.front().x(), hi = line.back().x();
    m_xAxis->setRange(lo, std::max(hi, lo + 1));
    m_xAxis->applyNiceNumbers();
}

QList<QPointF> TuneChart::points() const
{
    return m_line->points();
}

QList<QPointF> TuneChart::chosen() const
{
    return m_chosen->points();
}

void TuneChart::applyPalette()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_chart->setBackgroundBrush(palette().brush(QPalette::Base));
    for (QAbstractAxis *axis :
        {static_cast<QAbstractAxis *>(m_xAxis), static_cast<QAbstractAxis *>(m_yAxis)}) {
        axis->setLabelsColor(palette().color(QPalette::Text));
        axis->setTitleBrush(palette().brush(QPalette::Text));
    }
    // The theme resets the series' colours.
    QPen pen(QColor::fromRgb(dark ? darkLineColour : lineColour));
    pen.setWidthF(2.0);
    m_line->setPen(pen);
    m_chosen->setColor(QColor::fromRgb(chosenColour));
    m_chosen->setBorderColor(QColor::fromRgb(chosenColour));
}

void TuneChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

} // namespace Fray::Ui
