// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/NewEncounterDialog.h"

#include "core/rules/RulesetLibrary.h"
#include "core/settings/Settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Fray::Ui {

NewEncounterDialog::NewEncounterDialog(
    const Rules::RulesetLibrary &rulesets, const QString &preferred, QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_ruleset(new QComboBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Encounter"));
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("Goblin ambush"));
    m_ruleset->setObjectName(QStringLiteral("ruleset"));
    for (const auto &entry : rulesets.entries())
        m_ruleset->addItem(entry.ruleset->name, entry.ruleset->id);
    const QString start = preferred.isEmpty() ? Settings().lastRuleset() : preferred;
    m_ruleset->setCurrentIndex(std::max(0, m_ruleset->findData(start)));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Ruleset:"), m_ruleset);
    m_bringParty = new QCheckBox(tr("The &party joins, as it is now"), this);
    m_bringParty->setObjectName(QStringLiteral("bringPartyCheck"));
    m_bringParty->setChecked(true);
    m_bringParty->setToolTip(tr("The library's party members of this ruleset join the fight with "
                                "their hit points, conditions and uses"));
    form->addRow(QString(), m_bringParty);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        Settings().setLastRuleset(rulesetId());
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &NewEncounterDialog::updateOk);
    setMinimumWidth(420);
    updateOk();
}

QString NewEncounterDialog::name() const
{
    return m_name->text().trimmed();
}

bool NewEncounterDialog::bringsParty() const
{
    return m_bringParty->isChecked();
}

QString NewEncounterDialog::rulesetId() const
{
    return m_ruleset->currentData().toString();
}

void NewEncounterDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!name().isEmpty() && m_ruleset->count() > 0);
}

} // namespace Fray::Ui
