// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QWidget>

class QAbstractItemModel;
class QChart;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace Fray::Ui {

// The party's win chance (in percent) against a knob's value: a line through the values worked
// out, and a dot on the one chosen. It draws a model with a row per value in order, whose
// `valueColumn` and `winColumn` hold them in `role` (the win as a probability) and whose rows
// answer `chosenRole` true for the chosen value; it follows the model's changes.
class TuneChart : public QWidget
{
    Q_OBJECT

public:
    TuneChart(const QAbstractItemModel *curve, int valueColumn, int winColumn, int role,
        int chosenRole, QWidget *parent = nullptr);
    ~TuneChart() override;

    void setKnobTitle(const QString &title);
    // The line's points and the chosen one, for tests.
    QList<QPointF> points() const;
    QList<QPointF> chosen() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();
    void redraw();

    const QAbstractItemModel *m_curve;
    int m_valueColumn;
    int m_winColumn;
    int m_role;
    int m_chosenRole;
    QChart *m_chart;
    QChartView *m_view;
    QLineSeries *m_line;
    QScatterSeries *m_chosen;
    QValueAxis *m_xAxis;
    QValueAxis *m_yAxis;
};

} // namespace Fray::Ui
