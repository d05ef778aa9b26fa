// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/AttackDialog.h"

#include "core/encounter/Targets.h"
#include "core/i18n/NumberText.h"
#include "core/rules/ModifierText.h"
#include "ui/forms/GivenValueBox.h"
#include "ui_AttackDialog.h"

#include <QInputDialog>
#include <QPushButton>
#include <QSpinBox>

namespace Fray::Ui {

namespace {
constexpr int ModifierIdRole = Qt::UserRole + 1;
}

AttackDialog::AttackDialog(
    const Encounter::Encounter &encounter, Encounter::CombatantId attacker, QWidget *parent)
    : QDialog(parent)
    , m_encounter(encounter)
    , m_ui(std::make_unique<::Ui::AttackDialog>())
{
    m_ui->setupUi(this);
    const Rules::Ruleset &ruleset = encounter.ruleset();
    for (const auto &c : encounter.combatants()) {
        m_ui->attackerCombo->addItem(c.name, qint64(c.id));
        m_ui->targetCombo->addItem(c.name, qint64(c.id));
    }
    m_ui->attackerCombo->setCurrentIndex(
        std::max(0, m_ui->attackerCombo->findData(qint64(attacker))));
    // Its last target while that one stands, else a foe still in the fight.
    if (const Encounter::CombatantId target = Encounter::Targets::defaultFor(encounter, attacker))
        m_ui->targetCombo->setCurrentIndex(m_ui->targetCombo->findData(qint64(target)));

    // Values the ruleset takes from no combatant: the GM gives them (old-school's "needed").
    // Those only another check reads (a surprise target) are not asked here.
    const QSet<QString> read = ruleset.variablesRead(Odds::OddsRequest().check, true);
    for (const Rules::Variable &v : ruleset.variables) {
        if (!v.from.isEmpty() || !v.required || !read.contains(v.name))
            continue;
        auto *box = new GivenValueBox(v, m_ui->valuesBox);
        m_ui->valuesLayout->addRow(tr("%1:").arg(v.label), box);
        m_values.insert(v.name, box);
        connect(box, &QSpinBox::valueChanged, this, &AttackDialog::updateOdds);
    }

    // A list takes no name from its label: a screen reader gets the label's words.
    m_ui->modifierList->setAccessibleName(m_ui->modifiersLabel->text().remove(u'&'));
    // A long modifier ("Corps à corps depuis une monture ou une plate-forme instable (−2 au
    // toucher)") takes a second line rather than hiding its end past the list's side.
    m_ui->modifierList->setWordWrap(true);
    m_ui->modifierList->setResizeMode(QListView::Adjust);
    m_ui->modifierList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (const Rules::Modifier &m : ruleset.modifiers) {
        // As the odds panel reads it ("Cover 1/4 (AC +2)", "Charge (+2 damage)" once).
        QString text = Rules::ModifierText::toggle(ruleset, m);
        const Rules::Effect &first = m.effects.front();
        if (!first.add && first.roll.isEmpty() && !m.perCount)
            text = tr("%1 (type a number)").arg(m.label);
        auto *item = new QListWidgetItem(text, m_ui->modifierList);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setData(ModifierIdRole, m.id);
        item->setToolTip(m.note);
    }
    connect(m_ui->modifierList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const QString id = item->data(ModifierIdRole).toString();
        const Rules::Modifier *m = m_encounter.ruleset().modifier(id);
        if (item->checkState() == Qt::Checked) {
            // A modifier of an exclusive group replaces the other one ticked.
            for (int i = 0; i < m_ui->modifierList->count(); ++i) {
                QListWidgetItem *other = m_ui->modifierList->item(i);
                const Rules::Modifier *o
                    = m_encounter.ruleset().modifier(other->data(ModifierIdRole).toString());
                if (other != item && !m->group.isEmpty() && o->group == m->group
                    && other->checkState() == Qt::Checked)
                    other->setCheckState(Qt::Unchecked);
            }
            if ((m->perCount || (!m->effects.front().add && m->effects.front().roll.isEmpty()))
                && !m_modifierValues.contains(id)) {
                bool ok = false;
                const int n = QInputDialog::getInt(this, m->label,
                    m->perCount ? tr("How many %1?").arg(m->countLabel) : tr("The number:"), 1,
                    -1000, 1000, 1, &ok);
                if (!ok) {
                    item->setCheckState(Qt::Unchecked);
                    return;
                }
                m_modifierValues.insert(id, n);
            }
        } else {
            m_modifierValues.remove(id);
        }
        updateOdds();
    });
    connect(m_ui->attackerCombo, &QComboBox::currentIndexChanged, this, &AttackDialog::fillAttacks);
    connect(m_ui->attackCombo, &QComboBox::currentIndexChanged, this, &AttackDialog::updateOdds);
    connect(m_ui->targetCombo, &QComboBox::currentIndexChanged, this, &AttackDialog::updateOdds);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    fillAttacks();
}

AttackDialog::~AttackDialog() = default;

void AttackDialog::fillAttacks()
{
    m_ui->attackCombo->clear();
    const Encounter::Combatant *c
        = m_encounter.find(Encounter::CombatantId(m_ui->attackerCombo->currentData().toLongLong()));
    if (c) {
        for (const auto &a : c->attacks)
            m_ui->attackCombo->addItem(
                a.damage.isEmpty() ? a.name : tr("%1 (%2)").arg(a.name, a.damage));
    }
    updateOdds();
}

Encounter::AttackResolver::Request AttackDialog::request() const
{
    Encounter::AttackResolver::Request r;
    r.attacker = Encounter::CombatantId(m_ui->attackerCombo->currentData().toLongLong());
    r.target = Encounter::CombatantId(m_ui->targetCombo->currentData().toLongLong());
    r.attack = std::max(0, m_ui->attackCombo->currentIndex());
    for (auto it = m_values.constBegin(); it != m_values.constEnd(); ++it) {
        if (const auto value = it.value()->given())
            r.values.insert(it.key(), *value);
    }
    for (int i = 0; i < m_ui->modifierList->count(); ++i) {
        const QListWidgetItem *item = m_ui->modifierList->item(i);
        if (item->checkState() != Qt::Checked)
            continue;
        const QString id = item->data(ModifierIdRole).toString();
        r.modifiers.push_back({id,
            m_modifierValues.contains(id) ? std::optional<qint64>(m_modifierValues.value(id))
                                          : std::nullopt});
    }
    return r;
}

void AttackDialog::setInitial(const Encounter::AttackResolver::Request &request)
{
    m_ui->attackerCombo->setCurrentIndex(
        std::max(0, m_ui->attackerCombo->findData(qint64(request.attacker))));
    if (request.attack >= 0 && request.attack < m_ui->attackCombo->count())
        m_ui->attackCombo->setCurrentIndex(int(request.attack));
    const int target = m_ui->targetCombo->findData(qint64(request.target));
    if (target >= 0)
        m_ui->targetCombo->setCurrentIndex(target);
    for (auto it = request.values.cbegin(); it != request.values.cend(); ++it) {
        if (GivenValueBox *box = m_values.value(it.key()))
            box->setGiven(it.value());
    }
    for (const auto &m : request.modifiers) {
        if (m.value)
            m_modifierValues.insert(m.id, *m.value); // known: no need to ask for it
        for (int i = 0; i < m_ui->modifierList->count(); ++i) {
            QListWidgetItem *item = m_ui->modifierList->item(i);
            if (item->data(ModifierIdRole).toString() == m.id)
                item->setCheckState(Qt::Checked);
        }
    }
    updateOdds();
}

void AttackDialog::updateOdds()
{
    QPushButton *ok = m_ui->buttonBox->button(QDialogButtonBox::Ok);
    const auto result = Encounter::AttackResolver::odds(m_encounter, request());
    if (!result) {
        m_ui->oddsLabel->setText(result.error());
        ok->setEnabled(false);
        return;
    }
    QStringList parts;
    for (const auto &o : result->outcomes) {
        if (o.probability > 0)
            parts << tr("%1 %2").arg(o.label, NumberText::percent(o.probability));
    }
    QString text = tr("<b>Chance to hit: %1</b><br>%2")
                       .arg(NumberText::percent(result->pHit), parts.join(QStringLiteral(", ")));
    if (result->damage)
        text += tr("<br>Expected damage: %1").arg(NumberText::decimal(result->expectedDamage));
    m_ui->oddsLabel->setText(text);
    ok->setEnabled(true);
}

} // namespace Fray::Ui
