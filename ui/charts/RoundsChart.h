// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <utility>
#include <vector>

class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QValueAxis;

namespace Fray::Ui {

// How long the simulated fights lasted: one bar per round, the chance (in percent) that the
// fight ends in it. Kept beside OddsChart so that every Qt Charts use sits in ui/charts.
class RoundsChart : public QWidget
{
    Q_OBJECT

public:
    explicit RoundsChart(QWidget *parent = nullptr);
    ~RoundsChart() override;

    // [round, probability] for each round fights ended in (SimResult::roundHistogram).
    void setHistogram(const std::vector<std::pair<int, double>> &histogram);
    // The bars as shown, rounds 1, 2 ... in percent, for tests.
    QList<double> values() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();

    QChart *m_chart;
    QChartView *m_view;
    QBarSeries *m_series;
    QBarSet *m_set;
    QValueAxis *m_xAxis;
    QValueAxis *m_yAxis;
};

} // namespace Fray::Ui
