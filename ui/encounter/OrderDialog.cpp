// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/OrderDialog.h"

#include "core/encounter/commands/OrderRollCommand.h"
#include "core/i18n/NumberText.h"
#include "ui/encounter/EncounterSession.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Fray::Ui {

OrderDialog::OrderDialog(EncounterSession *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
{
    const Rules::Ruleset &ruleset = session->encounter().ruleset();
    setWindowTitle(tr("Encounter Order — %1").arg(ruleset.name));
    auto *inner = new QWidget;
    auto *grid = new QGridLayout(inner);
    grid->setColumnStretch(0, 1);
    int row = 0;
    int number = 1;
    for (const Rules::EncounterStep &step : ruleset.encounterOrder) {
        auto *label = new QLabel(tr("%1. %2").arg(number++).arg(step.label), inner);
        label->setWordWrap(true);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        grid->addWidget(label, row, 0, 1, 2);
        m_lines << label->text();
        if (step.roll) {
            auto *button = new QPushButton(tr("Roll %1").arg(step.roll->text()), inner);
            button->setObjectName(QStringLiteral("roll_%1").arg(step.id));
            button->setAutoDefault(false);
            connect(button, &QPushButton::clicked, this, [this, id = step.id] { roll(id, -1); });
            grid->addWidget(button, row, 2);
        }
        ++row;
        if (!step.note.isEmpty()) {
            auto *note = new QLabel(step.note, inner);
            note->setWordWrap(true);
            grid->addWidget(note, row++, 0, 1, 3);
        }
        for (std::size_t c = 0; c < step.chances.size(); ++c) {
            const Rules::EncounterStep::Chance &chance = step.chances[c];
            const QString on = chance.from == chance.to
                ? QString::number(chance.from)
                : QStringLiteral("%1-%2").arg(chance.from).arg(chance.to);
            auto *text
                = new QLabel(tr("%1 (%2 on %3)").arg(chance.label, on, chance.roll.text()), inner);
            text->setWordWrap(true);
            auto *odds = new QLabel(NumberText::percent(chance.probability()), inner);
            odds->setObjectName(QStringLiteral("chance_%1_%2").arg(step.id).arg(c));
            auto *button = new QPushButton(tr("Roll"), inner);
            button->setObjectName(QStringLiteral("roll_%1_%2").arg(step.id).arg(c));
            button->setAutoDefault(false);
            connect(
                button, &QPushButton::clicked, this, [this, id = step.id, c] { roll(id, int(c)); });
            grid->addWidget(text, row, 0);
            grid->addWidget(odds, row, 1, Qt::AlignRight);
            grid->addWidget(button, row, 2);
            m_lines << tr("%1: %2").arg(text->text(), odds->text());
            ++row;
        }
    }
    if (ruleset.encounterOrder.empty())
        grid->addWidget(
            new QLabel(tr("%1 gives no order for meeting foes.").arg(ruleset.name), inner), 0, 0);
    grid->setRowStretch(row, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resize(640, 520);
    // It rolls into one fight: when that fight closes, so does it.
    connect(session, &QObject::destroyed, this, &QDialog::close);
}

QStringList OrderDialog::lines() const
{
    return m_lines;
}

void OrderDialog::roll(const QString &step, int chance)
{
    if (!m_session)
        return;
    if (auto error = m_session->run(std::make_unique<Encounter::OrderRollCommand>(step, chance)))
        Q_EMIT message(*error);
}

} // namespace Fray::Ui
