// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QFormLayout;
class QLabel;

namespace Fray::Ui {

class OddsPresenter;

// The numbers beside the chart: the chance to hit in large type, each band's chance, expected
// damage per attack and per round, and the chance to bring the target to 0 within 1, 2 and 3
// rounds. Shows whatever the presenter last computed.
class OddsSummary : public QWidget
{
    Q_OBJECT

public:
    explicit OddsSummary(const OddsPresenter *presenter, QWidget *parent = nullptr);

    // The text of every line shown, "Hit: 55.0%" and so on, for tests and copying.
    QStringList lines() const;
    // The height that shows every line; the width of the longest label at the least.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void fillLines();

    const OddsPresenter *m_presenter;
    QWidget *m_lines = nullptr;
    QLabel *m_hit;
    QLabel *m_problem;
    QFormLayout *m_bands;
    QFormLayout *m_damage;
};

} // namespace Fray::Ui
