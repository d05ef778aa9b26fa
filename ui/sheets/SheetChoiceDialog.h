// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/print/SheetOptions.h"

#include <QDialog>

#include <memory>

class QCheckBox;

namespace Ui {
class SheetChoiceDialog;
}

namespace Fray::Ui {

// Asked before File › Print… and Export PDF…: which sheets, a check box each. It opens with the
// GM's last choice (Settings) and keeps the new one when accepted; OK waits for a tick.
class SheetChoiceDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SheetChoiceDialog(QWidget *parent = nullptr);
    ~SheetChoiceDialog() override;

    // The odds chart the odds panel shows ("Una: Longsword against Hobgoblin"); empty when it
    // shows none, and the Odds box cannot be ticked.
    void setOddsChart(const QString &description);

    // The sheets ticked, in the order they print.
    QList<Print::SheetOptions::Kind> chosen() const;
    QCheckBox *box(Print::SheetOptions::Kind kind) const;

    void accept() override;

private:
    void updateOk();

    std::unique_ptr<::Ui::SheetChoiceDialog> m_ui;
    // The Odds box's remembered state, kept while the box is off for want of a chart.
    bool m_oddsWanted = true;
};

} // namespace Fray::Ui
