// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/commands/OrderRollCommand.h"

#include "core/dice/Roller.h"

#include <algorithm>

namespace Fray::Encounter {

namespace {
constexpr char kOrderRollContext[] = "Fray::Encounter::OrderRollCommand";
}

OrderRollCommand::OrderRollCommand(QString step, int chance)
    : m_step(std::move(step))
    , m_chance(chance)
{ }

std::optional<QString> OrderRollCommand::perform(Encounter &encounter, Dice::Random &random)
{
    const Rules::Ruleset &ruleset = encounter.ruleset();
    const auto &order = ruleset.encounterOrder;
    const auto step = std::find_if(
        order.begin(), order.end(), [&](const Rules::EncounterStep &s) { return s.id == m_step; });
    if (step == order.end())
        return tr("%1 has no encounter step '%2'").arg(ruleset.name, m_step);
    const auto label = [](const Rules::Wordings &w, const QString &shown) {
        return Phrase::local(w.of(QStringLiteral("label"), shown));
    };
    if (m_chance >= 0) {
        if (m_chance >= int(step->chances.size()))
            return tr("the step '%1' has no chance %2").arg(m_step).arg(m_chance);
        const Rules::EncounterStep::Chance &chance = step->chances[std::size_t(m_chance)];
        m_label = chance.label;
        const auto rolled = Dice::Roller::roll(chance.roll, random);
        if (!rolled)
            return rolled.error().toString();
        m_total = rolled->total;
        m_cameUp = m_total >= chance.from && m_total <= chance.to;
        const QString on = chance.from == chance.to
            ? QString::number(chance.from)
            : QStringLiteral("%1-%2").arg(chance.from).arg(chance.to);
        Phrase line(kOrderRollContext, QT_TR_NOOP("%1 (%2 on %3): %4: %5"));
        line.arg(label(chance.wordings, chance.label))
            .arg(on)
            .arg(chance.roll.text())
            .arg(rolled->describe(chance.roll.text()))
            .arg(*m_cameUp ? Phrase(kOrderRollContext, QT_TR_NOOP("yes"))
                           : Phrase(kOrderRollContext, QT_TR_NOOP("no")));
        encounter.appendLog(line);
        return std::nullopt;
    }
    if (!step->roll)
        return tr("the step '%1' has no roll").arg(m_step);
    m_label = step->label;
    const auto rolled = Dice::Roller::roll(*step->roll, random);
    if (!rolled)
        return rolled.error().toString();
    m_total = rolled->total * step->scale;
    Phrase line;
    if (step->scale != 1 || !step->unit.isEmpty()) {
        line = Phrase(kOrderRollContext, QT_TR_NOOP("%1: %2 × %3 = %4 %5"));
        line.arg(label(step->wordings, step->label))
            .arg(rolled->describe(step->roll->text()))
            .arg(step->scale)
            .arg(m_total)
            .arg(Phrase::local(step->wordings.of(QStringLiteral("unit"), step->unit)));
    } else if (const auto table = ruleset.tables.constFind(step->table);
               table != ruleset.tables.constEnd()) {
        line = Phrase(kOrderRollContext, QT_TR_NOOP("%1: %2, read on %3"));
        line.arg(label(step->wordings, step->label))
            .arg(rolled->describe(step->roll->text()))
            .arg(label(table->wordings, table->label));
    } else {
        line = Phrase(kOrderRollContext, QT_TR_NOOP("%1: %2"));
        line.arg(label(step->wordings, step->label)).arg(rolled->describe(step->roll->text()));
    }
    encounter.appendLog(line);
    return std::nullopt;
}

} // namespace Fray::Encounter
