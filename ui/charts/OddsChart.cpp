// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/OddsChart.h"

#include "ui/charts/OddsCurveModel.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedLayout>
#include <QVXYModelMapper>
#include <QValueAxis>

namespace Fray::Ui {

namespace {

// Lines told apart in black and white too: each band has its own dash pattern, and a colour
// from a set that colour-blind readers can tell apart.
constexpr Qt::PenStyle bandStyles[]
    = {Qt::DotLine, Qt::DashLine, Qt::DashDotLine, Qt::DashDotDotLine};
constexpr QRgb bandColours[] = {0xD55E00, 0x0072B2, 0x009E73, 0xE69F00, 0xCC79A7, 0x56B4E9};

template<typename Series = QLineSeries>
Series *mappedSeries(
    QAbstractItemModel *model, int yColumn, QObject *parent, int firstRow = 0, int rows = -1)
{
    auto *series = new Series(parent);
    auto *mapper = new QVXYModelMapper(series);
    mapper->setXColumn(0);
    mapper->setYColumn(yColumn);
    mapper->setFirstRow(firstRow);
    mapper->setRowCount(rows);
    mapper->setSeries(series);
    mapper->setModel(model);
    return series;
}

} // namespace

OddsChart::OddsChart(OddsCurveModel *curve, OddsMarkerModel *marker, QWidget *parent)
    : QWidget(parent)
    , m_curve(curve)
    , m_marker(marker)
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
    , m_empty(new QLabel(this))
    , m_stack(new QStackedLayout(this))
    , m_xAxis(new QValueAxis(m_chart))
    , m_yAxis(new QValueAxis(m_chart))
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // A narrow dock shortens long band names ("Parried or dod..."); hovering shows them whole.
    m_chart->legend()->setShowToolTips(true);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    m_yAxis->setRange(0, 100);
    m_yAxis->setTickCount(6);
    m_yAxis->setLabelFormat(QStringLiteral("%d%"));
    m_yAxis->setTitleText(tr("Chance"));
    m_xAxis->setLabelFormat(QStringLiteral("%d"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(240, 180);
    m_view->setObjectName(QStringLiteral("oddsChartView"));

    m_markerSeries = mappedSeries(m_marker, 1, m_chart, 0, 2);
    m_markerSeries->setName(tr("Now"));
    m_nowSeries = mappedSeries<QScatterSeries>(m_marker, 1, m_chart, 2, 1);
    m_nowSeries->setName(tr("Chance now"));
    m_nowSeries->setMarkerSize(11);

    // Without a curve an empty axis from 0 to 1 says nothing: a line says what is missing.
    m_empty->setObjectName(QStringLiteral("chartEmptyText"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(12);
    m_empty->setMinimumSize(m_view->minimumSize());
    m_empty->setAutoFillBackground(true);
    m_empty->setBackgroundRole(QPalette::Base);
    setEmptyText(QString());
    m_stack->setContentsMargins(0, 0, 0, 0);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_empty);

    connect(m_curve, &QAbstractItemModel::modelReset, this, &OddsChart::rebuildSeries);
    connect(m_curve, &QAbstractItemModel::modelReset, this, &OddsChart::showCurveOrText);
    connect(m_curve, &QAbstractItemModel::dataChanged, this, &OddsChart::updateRange);
    applyPalette();
    rebuildSeries();
    showCurveOrText();
}

OddsChart::~OddsChart() = default;

void OddsChart::rebuildSeries()
{
    for (QXYSeries *series :
        {static_cast<QXYSeries *>(m_markerSeries), static_cast<QXYSeries *>(m_nowSeries)}) {
        if (m_chart->series().contains(series))
            m_chart->removeSeries(series);
    }
    for (QLineSeries *series : std::as_const(m_bandSeries)) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_bandSeries.clear();

    const auto &bands = m_curve->bands();
    int styleIndex = 0;
    for (int column = 1; column <= int(bands.size()); ++column) {
        QLineSeries *series = mappedSeries(m_curve, column, m_chart);
        series->setName(bands[std::size_t(column - 1)].label);
        QPen pen = series->pen();
        pen.setWidthF(2.0);
        pen.setStyle(bandStyles[styleIndex % 4]);
        pen.setColor(QColor::fromRgb(bandColours[styleIndex % 6]));
        ++styleIndex;
        series->setPen(pen);
        m_bandSeries << series;
    }
    if (!bands.empty()) {
        QLineSeries *hit = mappedSeries(m_curve, m_curve->hitColumn(), m_chart);
        hit->setName(tr("Any hit"));
        QPen pen = hit->pen();
        pen.setWidthF(3.5);
        pen.setStyle(Qt::SolidLine);
        pen.setColor(palette().color(QPalette::Text));
        hit->setPen(pen);
        m_bandSeries << hit;
    }
    for (QLineSeries *series : std::as_const(m_bandSeries)) {
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
    }
    for (QXYSeries *series :
        {static_cast<QXYSeries *>(m_markerSeries), static_cast<QXYSeries *>(m_nowSeries)}) {
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
        // The marker explains itself; the legend keeps its room for the bands.
        for (QLegendMarker *marker : m_chart->legend()->markers(series))
            marker->setVisible(false);
    }
    QPen markerPen(palette().color(QPalette::WindowText));
    markerPen.setStyle(Qt::DashLine);
    markerPen.setWidthF(1.5);
    m_markerSeries->setPen(markerPen);
    m_nowSeries->setColor(palette().color(QPalette::Text));
    m_nowSeries->setBorderColor(palette().color(QPalette::Base));
    m_xAxis->setTitleText(m_curve->axisTitle());
    updateRange();
}

void OddsChart::showCurveOrText()
{
    m_stack->setCurrentWidget(m_curve->rowCount() > 0 ? static_cast<QWidget *>(m_view) : m_empty);
}

void OddsChart::setEmptyText(const QString &text)
{
    m_empty->setText(text.isEmpty() ? tr("Pick an attacker and a target to see the chart.") : text);
}

QString OddsChart::emptyText() const
{
    return m_empty->text();
}

void OddsChart::updateRange()
{
    const double low = m_curve->minimumX();
    const double high = m_curve->maximumX();
    m_xAxis->setRange(low, high > low ? high : low + 1);
    // Ticks at whole numbers, at most about ten of them.
    const double span = std::max(1.0, high - low);
    double step = 1.0;
    for (const double nice : {1.0, 2.0, 5.0, 10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 500.0, 1000.0}) {
        step = nice;
        if (span / nice <= 10.0)
            break;
    }
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(std::ceil(low / step) * step);
    m_xAxis->setTickInterval(step);
}

void OddsChart::applyPalette()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_chart->setBackgroundBrush(palette().brush(QPalette::Base));
    m_chart->legend()->setLabelColor(palette().color(QPalette::Text));
    for (QValueAxis *axis : {m_xAxis, m_yAxis}) {
        axis->setLabelsColor(palette().color(QPalette::Text));
        axis->setTitleBrush(palette().brush(QPalette::Text));
    }
}

void OddsChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        rebuildSeries(); // the theme resets the series' pens
    }
}

QList<QPointF> OddsChart::points(const QString &seriesName) const
{
    for (const QLineSeries *series : m_bandSeries) {
        if (series->name() == seriesName)
            return series->points();
    }
    if (seriesName == m_markerSeries->name())
        return m_markerSeries->points();
    if (seriesName == m_nowSeries->name())
        return m_nowSeries->points();
    return {};
}

QString OddsChart::axisTitle() const
{
    return m_xAxis->titleText();
}

} // namespace Fray::Ui
