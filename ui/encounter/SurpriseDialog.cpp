// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/SurpriseDialog.h"

#include "core/encounter/Encounter.h"
#include "core/encounter/commands/AttackCommand.h"
#include "core/rules/DisplayNames.h"
#include "ui/encounter/EncounterSession.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Fray::Ui {

namespace {

QString key(const QString &side, const QString &variable)
{
    return side + QLatin1Char('\n') + variable;
}

} // namespace

SurpriseDialog::SurpriseDialog(EncounterSession *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
{
    setWindowTitle(tr("Check Surprise"));
    setMinimumWidth(640); // room for the values' labels on two lines
    const Encounter::Encounter &encounter = m_session->encounter();
    const Rules::Ruleset &ruleset = encounter.ruleset();
    const Rules::Surprise &rule = *ruleset.surprise;
    const Rules::Check *check = ruleset.checks.value(rule.check).get();

    for (const Encounter::Combatant &c : encounter.combatants()) {
        if (!m_sides.contains(c.side))
            m_sides << c.side;
    }
    const QSet<QString> read = ruleset.variablesRead(rule.check, false);
    std::vector<const Rules::Variable *> asked;
    for (const Rules::Variable &v : ruleset.variables) {
        if (read.contains(v.name) && v.from.isEmpty() && v.kind == Rules::Variable::Kind::Number) {
            asked.push_back(&v);
            m_variables << v.name;
        }
    }

    auto *layout = new QVBoxLayout(this);
    auto *about = new QLabel(rule.per == u"combatant"
            ? tr("%1: each combatant of a side rolls. %2").arg(check->label, rule.note)
            : tr("%1: one roll for each side. %2").arg(check->label, rule.note),
        this);
    about->setWordWrap(true);
    layout->addWidget(about);

    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("<b>Side</b>"), this), 0, 0);
    for (std::size_t i = 0; i < asked.size(); ++i) {
        auto *header
            = new QLabel(QStringLiteral("<b>%1</b>").arg(asked[i]->label.toHtmlEscaped()), this);
        header->setToolTip(asked[i]->note);
        header->setWordWrap(true);
        grid->addWidget(header, 0, int(i) + 1);
    }
    grid->addWidget(new QLabel(tr("<b>Result</b>"), this), 0, int(asked.size()) + 1);
    for (qsizetype row = 0; row < m_sides.size(); ++row) {
        const QString &side = m_sides[row];
        const QString label = Rules::DisplayNames::side(side, &ruleset);
        grid->addWidget(new QLabel(label, this), int(row) + 1, 0);
        for (std::size_t i = 0; i < asked.size(); ++i) {
            const Rules::Variable &v = *asked[i];
            auto *box = new QSpinBox(this);
            const int low = int(v.minimum.value_or(-1000));
            // A value the document leaves to the GM starts empty ("—"): the lowest value
            // below the range stands for "not given".
            const bool mustGive = v.required;
            box->setRange(mustGive ? low - 1 : low, int(v.maximum.value_or(1000)));
            if (mustGive) {
                box->setSpecialValueText(tr("\u2014"));
                box->setValue(low - 1);
            } else {
                box->setValue(int(v.defaultValue));
            }
            box->setToolTip(v.note);
            box->setObjectName(QStringLiteral("value:%1:%2").arg(side, v.name));
            box->setAccessibleName(tr("%1 for %2").arg(v.label, label));
            connect(box, &QSpinBox::valueChanged, this, &SurpriseDialog::updateRollButton);
            grid->addWidget(box, int(row) + 1, int(i) + 1);
            m_fields.insert(key(side, v.name), box);
        }
        auto *result = new QLabel(tr("not rolled"), this);
        result->setObjectName(QStringLiteral("result:") + side);
        grid->addWidget(result, int(row) + 1, int(asked.size()) + 1);
        m_results.insert(side, result);
    }
    layout->addLayout(grid);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_roll = buttons->addButton(tr("&Roll All"), QDialogButtonBox::ActionRole);
    m_roll->setDefault(true);
    connect(m_roll, &QPushButton::clicked, this, &SurpriseDialog::rollAll);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateRollButton();
}

QSpinBox *SurpriseDialog::field(const QString &side, const QString &variable) const
{
    return m_fields.value(key(side, variable));
}

QString SurpriseDialog::result(const QString &side) const
{
    const QLabel *label = m_results.value(side);
    return label ? label->text() : QString();
}

void SurpriseDialog::updateRollButton()
{
    bool allGiven = true;
    for (const QSpinBox *box : std::as_const(m_fields)) {
        if (!box->specialValueText().isEmpty() && box->value() == box->minimum())
            allGiven = false;
    }
    m_roll->setEnabled(allGiven && !m_rolled && m_session->encounter().state().round == 0);
    m_roll->setToolTip(allGiven ? QString() : tr("Give every value marked \u2014 first"));
}

void SurpriseDialog::rollAll()
{
    QMap<QString, QMap<QString, qint64>> values;
    for (const QString &side : std::as_const(m_sides)) {
        for (const QString &variable : std::as_const(m_variables))
            values[side].insert(variable, field(side, variable)->value());
    }
    Encounter::SurpriseCommand command(m_sides, values);
    if (auto error = m_session->run(command)) {
        Q_EMIT message(*error);
        return;
    }
    m_rolled = true;
    // The history keeps what the check changed; its results are read here.
    QMap<QString, QStringList> surprised, aware;
    for (const auto &r : command.results())
        (r.surprised ? surprised : aware)[r.side] << r.who;
    for (const QString &side : std::as_const(m_sides)) {
        const qsizetype hit = surprised.value(side).size();
        const qsizetype all = hit + aware.value(side).size();
        QString text;
        if (all <= 1)
            text = hit ? tr("<b>Surprised</b>") : tr("Not surprised");
        else
            text = tr("%1 of %2 surprised%3")
                       .arg(hit)
                       .arg(all)
                       .arg(hit ? QStringLiteral(": ")
                                   + surprised.value(side).join(QStringLiteral(", "))
                                : QString());
        m_results.value(side)->setText(text);
    }
    updateRollButton();
}

} // namespace Fray::Ui
