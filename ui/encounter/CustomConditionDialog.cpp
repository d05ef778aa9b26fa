// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/CustomConditionDialog.h"

#include "core/rules/Ruleset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace Fray::Ui {

using Encounter::CustomCondition;

CustomConditionDialog::CustomConditionDialog(const Rules::Ruleset &ruleset, QWidget *parent)
    : QDialog(parent)
    , m_ruleset(ruleset)
    , m_name(new QLineEdit(this))
    , m_rounds(new QSpinBox(this))
    , m_damage(new QLineEdit(this))
    , m_when(new QComboBox(this))
    , m_toHit(new QSpinBox(this))
    , m_defence(new QSpinBox(this))
    , m_cannotAct(new QCheckBox(tr("&Cannot act"), this))
    , m_reminder(new QLineEdit(this))
    , m_reminderWhen(new QComboBox(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Your Own Condition"));
    m_name->setPlaceholderText(tr("Held by a web, burning oil …"));
    m_name->setMaxLength(80);
    m_name->setObjectName(QStringLiteral("name"));
    m_damage->setObjectName(QStringLiteral("damage"));
    m_toHit->setObjectName(QStringLiteral("toHit"));
    m_defence->setObjectName(QStringLiteral("defence"));
    m_problem->setObjectName(QStringLiteral("problem"));
    m_reminder->setObjectName(QStringLiteral("reminder"));
    m_reminderWhen->setObjectName(QStringLiteral("reminderWhen"));
    m_rounds->setRange(0, 1000);
    m_rounds->setSpecialValueText(tr("until removed"));
    m_rounds->setSuffix(tr(" rounds"));
    m_rounds->setToolTip(tr("Counted as you count them: 2 rounds given in round 1 end after "
                            "round 2"));
    m_damage->setPlaceholderText(tr("none, or dice: 1d6, 2"));
    m_when->addItem(tr("now"), int(CustomCondition::DamageWhen::Now));
    m_when->addItem(tr("at the end of each round"), int(CustomCondition::DamageWhen::EachRound));
    m_when->addItem(tr("now and at the end of each later round"),
        int(CustomCondition::DamageWhen::NowAndEachRound));
    m_when->setCurrentIndex(1);
    for (QSpinBox *box : {m_toHit, m_defence}) {
        box->setRange(-int(CustomCondition::maxModifier), int(CustomCondition::maxModifier));
        box->setValue(0);
    }
    const bool hasMod = ruleset.modifierVariable() != nullptr;
    const bool hasDefence = std::any_of(ruleset.variables.begin(), ruleset.variables.end(),
        [](const Rules::Variable &v) { return v.from == u"target.defence"; });
    m_toHit->setEnabled(hasMod);
    m_defence->setEnabled(hasDefence);
    if (!hasDefence)
        m_defence->setToolTip(tr("%1 reads no defence from its target").arg(ruleset.name));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: palette(link)"));
    m_problem->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Lasts:"), m_rounds);
    form->addRow(tr("&Damage:"), m_damage);
    form->addRow(tr("Damage &when:"), m_when);
    form->addRow(tr("&To hit (its attacks):"), m_toHit);
    const QString defence = ruleset.defenceLabel.isEmpty() ? tr("Defence") : ruleset.defenceLabel;
    form->addRow(tr("&%1 (attacks on it):").arg(defence), m_defence);
    form->addRow(QString(), m_cannotAct);
    addReminderRows(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &CustomConditionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
}

CustomCondition CustomConditionDialog::condition() const
{
    CustomCondition c;
    c.label = m_name->text().trimmed();
    c.damage = m_damage->text().trimmed();
    c.damageWhen = CustomCondition::DamageWhen(m_when->currentData().toInt());
    c.toHit = m_toHit->isEnabled() ? m_toHit->value() : 0;
    c.defence = m_defence->isEnabled() ? m_defence->value() : 0;
    c.cannotAct = m_cannotAct->isChecked();
    if (!m_reminder->text().trimmed().isEmpty())
        c.reminders.push_back(Rules::Reminder{m_reminder->text().trimmed(),
            Rules::Reminder::When(m_reminderWhen->currentData().toInt())});
    return c;
}

void CustomConditionDialog::addReminderRows(QFormLayout *form)
{
    m_reminder->setMaxLength(int(Rules::Reminder::maxText));
    m_reminder->setPlaceholderText(tr("none, or a note: save vs. poison"));
    m_reminder->setToolTip(tr("Pops in the log and over the table while the condition lasts"));
    for (const QString &key : Rules::Reminder::whenKeys()) {
        const Rules::Reminder::When when = *Rules::Reminder::whenFromKey(key);
        m_reminderWhen->addItem(Rules::Reminder::whenText(when), int(when));
    }
    // Its moment matters only once there is something to remind of.
    const auto update
        = [this] { m_reminderWhen->setEnabled(!m_reminder->text().trimmed().isEmpty()); };
    connect(m_reminder, &QLineEdit::textChanged, this, update);
    update();
    form->addRow(tr("&Reminder:"), m_reminder);
    form->addRow(tr("Reminder wh&en:"), m_reminderWhen);
}

std::optional<qint64> CustomConditionDialog::rounds() const
{
    return m_rounds->value() > 0 ? std::optional<qint64>(m_rounds->value()) : std::nullopt;
}

void CustomConditionDialog::accept()
{
    const auto built = condition().toCondition(m_ruleset);
    if (!built) {
        m_problem->setText(built.error());
        m_problem->show();
        return;
    }
    QDialog::accept();
}

} // namespace Fray::Ui
