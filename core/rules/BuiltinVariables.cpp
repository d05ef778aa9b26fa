// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/BuiltinVariables.h"

#include "core/rules/Ruleset.h"

#include <algorithm>

namespace Fray::Rules {

namespace {

QLatin1StringView n(const char *name)
{
    return QLatin1StringView(name);
}

} // namespace

const std::vector<BuiltinVariable> &BuiltinVariables::all()
{
    using Id = BuiltinVariable::Id;
    using Source = BuiltinVariable::Source;
    static const std::vector<BuiltinVariable> table{
        {Id::Hp, n("hp"), Source::Combatant, nullptr}, // the ruleset's own word (hpLabel)
        {Id::MaxHp, n("max_hp"), Source::Combatant, QT_TR_NOOP("max %1")},
        {Id::StartHp, n("start_hp"), Source::Combatant, QT_TR_NOOP("starting %1")},
        {Id::TempHp, n("temp_hp"), Source::Combatant, QT_TR_NOOP("temporary %1")},
        {Id::Subdual, n("subdual"), Source::Combatant, QT_TR_NOOP("subdual damage")},
        {Id::DamageTaken, n("damage_taken"), Source::Fight, QT_TR_NOOP("damage taken")},
        {Id::Level, n("level"), Source::Combatant, nullptr},
        {Id::Hd, n("hd"), Source::Combatant, nullptr},
        {Id::Size, n("size"), Source::Combatant, nullptr},
        {Id::Attacks, n("attacks"), Source::Combatant, nullptr},
        {Id::AttackIndex, n("attack_index"), Source::Fight, nullptr},
        {Id::Round, n("round"), Source::Fight, nullptr},
        {Id::Margin, n("margin"), Source::Fight, nullptr},
        {Id::Moved, n("moved"), Source::Fight, nullptr},
        {Id::Defence, n("defence"), Source::Field, nullptr},
        {Id::Armor, n("armor"), Source::Field, nullptr},
        {Id::Raw, n("raw"), Source::Check, QT_TR_NOOP("the roll")},
        {Id::Damage, n("damage"), Source::Check, nullptr},
        {Id::DamageDice, n("damage_dice"), Source::Check, nullptr},
        {Id::Bonus, n("bonus"), Source::Check, nullptr},
    };
    return table;
}

const BuiltinVariable *BuiltinVariables::find(QStringView name)
{
    const auto &table = all();
    const auto it = std::find_if(
        table.begin(), table.end(), [&](const BuiltinVariable &v) { return v.name == name; });
    return it == table.end() ? nullptr : &*it;
}

QStringList BuiltinVariables::names(std::initializer_list<BuiltinVariable::Source> sources)
{
    QStringList list;
    for (const BuiltinVariable &v : all()) {
        if (std::find(sources.begin(), sources.end(), v.source) != sources.end())
            list << QString(v.name);
    }
    return list;
}

const QStringList &BuiltinVariables::formulaNames()
{
    using Source = BuiltinVariable::Source;
    static const QStringList list = names({Source::Combatant, Source::Fight});
    return list;
}

const QStringList &BuiltinVariables::checkNames()
{
    static const QStringList list = names({BuiltinVariable::Source::Check});
    return list;
}

const BuiltinVariable &BuiltinVariables::of(BuiltinVariable::Id id)
{
    const auto &table = all();
    return *std::find_if(
        table.begin(), table.end(), [&](const BuiltinVariable &v) { return v.id == id; });
}

QString BuiltinVariables::label(const BuiltinVariable &variable, const Ruleset &ruleset)
{
    const QString hp = ruleset.hpLabel.isEmpty() ? tr("HP") : ruleset.hpLabel;
    if (variable.id == BuiltinVariable::Id::Hp)
        return hp;
    if (!variable.label) {
        QString words = variable.name;
        words.replace(u'_', u' ');
        return words;
    }
    const QString text = tr(variable.label);
    return text.contains(u"%1") ? text.arg(hp) : text;
}

} // namespace Fray::Rules
