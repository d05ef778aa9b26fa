// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAbstractItemModel;
class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QValueAxis;

namespace Fray::Ui {

// How long the simulated fights lasted: one bar per round, the chance (in percent) that the
// fight ends in it. It draws a model with a row per round, round 1 first, whose `column` holds
// that chance as a probability in `role`, and follows the model's changes. Kept beside OddsChart
// so that every Qt Charts use sits in ui/charts.
class RoundsChart : public QWidget
{
    Q_OBJECT

public:
    RoundsChart(const QAbstractItemModel *rounds, int column, int role, QWidget *parent = nullptr);
    ~RoundsChart() override;

    // The bars as shown, rounds 1, 2 ... in percent, for tests.
    QList<double> values() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();
    void redraw();

    const QAbstractItemModel *m_rounds;
    int m_column;
    int m_role;

    QChart *m_chart;
    QChartView *m_view;
    QBarSeries *m_series;
    QBarSet *m_set;
    QValueAxis *m_xAxis;
    QValueAxis *m_yAxis;
};

} // namespace Fray::Ui
