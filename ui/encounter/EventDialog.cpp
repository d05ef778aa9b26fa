// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/EventDialog.h"

#include "core/dice/Expression.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/EventKeeper.h"
#include "ui/forms/FormStyle.h"
#include "ui_EventDialog.h"

#include <QPushButton>

#include <algorithm>

namespace Fray::Ui {

namespace {
enum Repeat { Once, EveryRound, EveryN };
}

EventDialog::EventDialog(const Encounter::Encounter &encounter,
    std::vector<Library::LibraryEntry> arrivals, QWidget *parent)
    : QDialog(parent)
    , m_encounter(encounter)
    , m_arrivals(std::move(arrivals))
    , m_ui(std::make_unique<::Ui::EventDialog>())
{
    m_ui->setupUi(this);
    using When = Encounter::Event::When;
    m_ui->whenCombo->addItem(tr("at count"), int(When::Count));
    m_ui->whenCombo->addItem(tr("at the top of the round"), int(When::TopOfRound));
    m_ui->whenCombo->addItem(tr("at the end of the round"), int(When::EndOfRound));
    m_ui->repeatCombo->addItem(tr("once"), int(Once));
    m_ui->repeatCombo->addItem(tr("every round"), int(EveryRound));
    m_ui->repeatCombo->addItem(tr("every N rounds:"), int(EveryN));
    m_ui->repeatCombo->setCurrentIndex(EveryRound);
    m_ui->arrivingCombo->addItem(tr("no one"), qint64(-1));
    // The numbers beside a choice are named by it for a screen reader.
    m_ui->countSpin->setAccessibleName(m_ui->whenCombo->itemText(0));
    m_ui->everySpin->setAccessibleName(m_ui->repeatCombo->itemText(EveryN));
    m_ui->arrivingSpin->setAccessibleName(m_ui->arrivingLabel->text().remove(u'&'));
    for (std::size_t i = 0; i < m_arrivals.size(); ++i)
        m_ui->arrivingCombo->addItem(m_arrivals[i].name, qint64(i));
    // A fight under way: the next round is the first the GM can still plan for.
    m_ui->firstRoundSpin->setValue(FormStyle::toInt(std::max<qint64>(1, encounter.state().round)));
    for (QLabel *problem : {m_ui->rollError, m_ui->problemLabel}) {
        QPalette palette = problem->palette();
        palette.setColor(QPalette::WindowText, FormStyle::problemColour());
        problem->setPalette(palette);
    }

    for (QLineEdit *edit : {m_ui->nameEdit, m_ui->noteEdit, m_ui->rollEdit})
        connect(edit, &QLineEdit::textChanged, this, &EventDialog::updateFields);
    for (QComboBox *combo : {m_ui->whenCombo, m_ui->repeatCombo, m_ui->arrivingCombo})
        connect(combo, &QComboBox::currentIndexChanged, this, &EventDialog::updateFields);
    for (QSpinBox *spin :
        {m_ui->countSpin, m_ui->firstRoundSpin, m_ui->everySpin, m_ui->arrivingSpin})
        connect(spin, &QSpinBox::valueChanged, this, &EventDialog::updateFields);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateFields();
}

EventDialog::~EventDialog() = default;

Encounter::Event EventDialog::event() const
{
    Encounter::Event event;
    event.name = m_ui->nameEdit->text().trimmed();
    event.when = Encounter::Event::When(m_ui->whenCombo->currentData().toInt());
    if (event.when == Encounter::Event::When::Count)
        event.count = m_ui->countSpin->value();
    event.firstRound = m_ui->firstRoundSpin->value();
    switch (m_ui->repeatCombo->currentData().toInt()) {
    case EveryRound:
        event.every = 1;
        break;
    case EveryN:
        event.every = m_ui->everySpin->value();
        break;
    default:
        event.every = 0;
    }
    event.note = m_ui->noteEdit->text().trimmed();
    event.roll = m_ui->rollEdit->text().trimmed();
    const qint64 arriving = m_ui->arrivingCombo->currentData().toLongLong();
    if (arriving >= 0 && arriving < qint64(m_arrivals.size())) {
        event.reinforcement = m_arrivals[std::size_t(arriving)].prototype;
        event.reinforcements = m_ui->arrivingSpin->value();
    }
    return event;
}

QStringList EventDialog::problems() const
{
    return problems(true);
}

QStringList EventDialog::problems(bool emptyName) const
{
    const Encounter::Event made = event();
    QStringList out;
    const auto &events = m_encounter.events();
    if (std::any_of(events.begin(), events.end(), [&](const Encounter::Event &e) {
            return e.name.compare(made.name, Qt::CaseInsensitive) == 0;
        }))
        out << tr("Another event is already called %1.").arg(made.name);
    const auto checked = Encounter::EventKeeper::check(made, &m_encounter.ruleset(), QString());
    for (const auto &problem : checked) {
        if (problem.path == u"roll")
            continue; // shown under the roll's field
        if (problem.path == u"name" && made.name.isEmpty() && !emptyName)
            continue;
        out << (problem.path.startsWith(u"reinforcements") ? tr("Arriving: %1").arg(problem.message)
                                                           : problem.message);
    }
    return out;
}

void EventDialog::updateFields()
{
    m_ui->countSpin->setVisible(
        m_ui->whenCombo->currentData().toInt() == int(Encounter::Event::When::Count));
    m_ui->everySpin->setVisible(m_ui->repeatCombo->currentData().toInt() == EveryN);
    m_ui->arrivingSpin->setEnabled(m_ui->arrivingCombo->currentData().toLongLong() >= 0);

    const QString roll = m_ui->rollEdit->text().trimmed();
    QString rollError;
    if (!roll.isEmpty()) {
        if (const auto parsed = Dice::Expression::parse(roll); !parsed)
            rollError = parsed.error().toString();
    }
    m_ui->rollError->setText(rollError);
    m_ui->rollError->setVisible(!rollError.isEmpty());
    // A dialog just opened has no name yet: that is where the GM starts, not a mistake to point
    // at. OK stays off until one is typed.
    m_ui->problemLabel->setText(problems(m_ui->nameEdit->isModified()).join(u'\n'));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)
        ->setEnabled(problems().isEmpty() && rollError.isEmpty());
}

} // namespace Fray::Ui
