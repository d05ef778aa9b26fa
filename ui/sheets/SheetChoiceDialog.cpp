// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sheets/SheetChoiceDialog.h"

#include "core/settings/Settings.h"
#include "ui_SheetChoiceDialog.h"

#include <QPushButton>

namespace Fray::Ui {

SheetChoiceDialog::SheetChoiceDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<::Ui::SheetChoiceDialog>())
{
    m_ui->setupUi(this);
    QStringList remembered = Settings().printSheets();
    QString unknown;
    // A choice saved by another version may name a sheet this one does not know: all then.
    if (!Print::SheetOptions::kindsFromIds(remembered, &unknown) || remembered.isEmpty())
        remembered = Print::SheetOptions::kindIds();
    for (const Print::SheetOptions::Kind kind : Print::SheetOptions::sheets()) {
        QCheckBox *check = box(kind);
        check->setChecked(remembered.contains(Print::SheetOptions::kindId(kind)));
        connect(check, &QCheckBox::toggled, this, &SheetChoiceDialog::updateOk);
    }
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &SheetChoiceDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &SheetChoiceDialog::reject);
    setOddsChart(QString());
}

SheetChoiceDialog::~SheetChoiceDialog() = default;

QCheckBox *SheetChoiceDialog::box(Print::SheetOptions::Kind kind) const
{
    switch (kind) {
    case Print::SheetOptions::Kind::Roster:
        return m_ui->rosterCheck;
    case Print::SheetOptions::Kind::StatBlocks:
        return m_ui->statBlocksCheck;
    case Print::SheetOptions::Kind::Reference:
        return m_ui->referenceCheck;
    case Print::SheetOptions::Kind::Wandering:
        return m_ui->wanderingCheck;
    case Print::SheetOptions::Kind::Odds:
    case Print::SheetOptions::Kind::All:
        break;
    }
    return m_ui->oddsCheck;
}

void SheetChoiceDialog::setOddsChart(const QString &description)
{
    const bool available = !description.isEmpty();
    if (!available && m_ui->oddsCheck->isEnabled())
        m_oddsWanted = m_ui->oddsCheck->isChecked();
    m_ui->oddsCheck->setEnabled(available);
    m_ui->oddsCheck->setChecked(available && m_oddsWanted);
    m_ui->oddsLabel->setText(available
            ? description
            : tr("The Odds panel shows no chart: pick an attacker and a target there to print "
                 "one."));
    updateOk();
}

QList<Print::SheetOptions::Kind> SheetChoiceDialog::chosen() const
{
    QList<Print::SheetOptions::Kind> kinds;
    for (const Print::SheetOptions::Kind kind : Print::SheetOptions::sheets()) {
        const QCheckBox *check = box(kind);
        if (check->isEnabled() && check->isChecked())
            kinds << kind;
    }
    return kinds;
}

void SheetChoiceDialog::updateOk()
{
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(!chosen().isEmpty());
}

void SheetChoiceDialog::accept()
{
    if (chosen().isEmpty())
        return;
    QStringList ids;
    for (const Print::SheetOptions::Kind kind : Print::SheetOptions::sheets()) {
        const QCheckBox *check = box(kind);
        // The Odds box off for want of a chart keeps what the GM chose last time.
        const bool on = check->isEnabled()
            ? check->isChecked()
            : kind == Print::SheetOptions::Kind::Odds && m_oddsWanted;
        if (on)
            ids << Print::SheetOptions::kindId(kind);
    }
    Settings().setPrintSheets(ids);
    QDialog::accept();
}

} // namespace Fray::Ui
