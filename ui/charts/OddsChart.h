// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QStackedLayout;
class QLineSeries;
class QScatterSeries;
class QXYSeries;
class QValueAxis;

namespace Fray::Ui {

class OddsCurveModel;
class OddsMarkerModel;

// The hit-probability chart: one line per outcome band and one for any hit, across the varied
// quantity, with a dashed marker where the current situation sits. The series are mapped onto
// the models (QVXYModelMapper), so new odds reach the chart without code here. This is the only
// class that speaks Qt Charts.
class OddsChart : public QWidget
{
    Q_OBJECT

public:
    OddsChart(OddsCurveModel *curve, OddsMarkerModel *marker, QWidget *parent = nullptr);
    ~OddsChart() override;

    // The points each line shows, by its legend name, for tests and the printed sheet.
    QList<QPointF> points(const QString &seriesName) const;
    QString axisTitle() const;
    // The line shown instead of an empty chart, saying what to pick or give for a curve; an
    // empty text asks for an attacker and a target.
    void setEmptyText(const QString &text);
    QString emptyText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildSeries();
    void showCurveOrText();
    void updateRange();
    void applyPalette();

    OddsCurveModel *m_curve;
    OddsMarkerModel *m_marker;
    QChart *m_chart;
    QChartView *m_view;
    QLabel *m_empty;
    QStackedLayout *m_stack;
    QValueAxis *m_xAxis;
    QValueAxis *m_yAxis;
    QLineSeries *m_markerSeries;
    QScatterSeries *m_nowSeries;
    QList<QLineSeries *> m_bandSeries;
};

} // namespace Fray::Ui
