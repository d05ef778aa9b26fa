// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/RulesText.h"

#include "core/rules/AttackValueReading.h"
#include "core/rules/BuiltinVariables.h"
#include "core/rules/DisplayNames.h"

#include <QLocale>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Fray::Encounter {

namespace {

bool isInteger(const QString &text, qint64 *value)
{
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    if (ok && value)
        *value = v;
    return ok;
}

const Rules::Variable *variableFrom(const Rules::Ruleset &ruleset, QStringView from)
{
    for (const Rules::Variable &v : ruleset.variables) {
        if (v.kind == Rules::Variable::Kind::Number && v.from == from)
            return &v;
    }
    return nullptr;
}

} // namespace

QString RulesText::signedNumber(qint64 value)
{
    if (value < 0)
        return u"\u2212"_s + QString::number(-value);
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

QString RulesText::expression(QString text)
{
    // In a formula or a dice expression a hyphen is always the minus sign.
    return text.replace(u'-', u'\u2212');
}

QString RulesText::label(const Rules::Ruleset &ruleset, const QString &name)
{
    if (const Rules::Variable *v = ruleset.variable(name); v && !v->label.isEmpty())
        return v->label;
    for (const Rules::Derived &d : ruleset.derived) {
        if (d.name == name && !d.label.isEmpty())
            return d.label;
    }
    for (const Rules::Stat &s : ruleset.stats) {
        if (s.id == name && !s.label.isEmpty())
            return s.label;
    }
    if (const Rules::BuiltinVariable *builtin = Rules::BuiltinVariables::find(name))
        return Rules::BuiltinVariables::label(*builtin, ruleset);
    QString words = name;
    words.replace(u'_', u' ');
    return words;
}

QString RulesText::formula(const Rules::Ruleset &ruleset, const QString &text)
{
    static const QRegularExpression variable(u"@([A-Za-z_][A-Za-z0-9_]*)"_s);
    QString out;
    qsizetype last = 0;
    for (auto it = variable.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // Minus signs in the formula's own text, not in the labels put in for its variables
        // ("Defender's to-hit").
        out += expression(text.mid(last, m.capturedStart() - last));
        out += label(ruleset, m.captured(1).toLower());
        last = m.capturedEnd();
    }
    out += expression(text.mid(last));
    out.replace(u"<="_s, u"\u2264"_s);
    out.replace(u">="_s, u"\u2265"_s);
    out.replace(u"!="_s, u"\u2260"_s);
    out.replace(u"=="_s, u"="_s);
    out.replace(u" * "_s, u" \u00d7 "_s);
    out.replace(u'*', u'\u00d7');
    return out;
}

QString RulesText::effect(const Rules::Ruleset &ruleset, const Rules::Effect &e)
{
    if (!e.roll.isEmpty()) {
        const Rules::Check *attack = ruleset.attack();
        const auto variant = attack ? attack->rollVariants.constFind(e.roll)
                                    : QMap<QString, Dice::Expression>::const_iterator();
        if (attack && variant != attack->rollVariants.constEnd())
            return tr("roll %1 (%2)").arg(variant->text(), e.roll);
        return tr("roll: %1").arg(e.roll);
    }
    const QString target = label(ruleset, e.variable);
    if (!e.add)
        return tr("%1: the GM's number").arg(target);
    qint64 value = 0;
    if (isInteger(e.add->text(), &value))
        return tr("%1 %2").arg(target, signedNumber(value));
    return tr("%1 + (%2)").arg(target, formula(ruleset, e.add->text()));
}

QString RulesText::modifierEffect(const Rules::Ruleset &ruleset, const Rules::Modifier &m)
{
    QStringList parts;
    for (const Rules::Effect &e : m.effects)
        parts << effect(ruleset, e);
    if (parts.isEmpty())
        parts << tr("the GM's number");
    QString text = parts.join(u"; "_s);
    if (m.perCount)
        text = tr("%1, per %2").arg(text, m.countLabel.isEmpty() ? tr("count") : m.countLabel);
    return text;
}

QString RulesText::modifierNote(const Rules::Ruleset &ruleset, const Rules::Modifier &m)
{
    QStringList parts;
    if (!m.appliesTo.isEmpty())
        parts << tr("%1 only").arg(Rules::DisplayNames::attackKinds(m.appliesTo));
    if (!m.excludes.isEmpty()) {
        QStringList names;
        for (const QString &id : m.excludes) {
            const Rules::Modifier *other = ruleset.modifier(id);
            names << (other ? other->label : id);
        }
        parts << tr("not with %1").arg(names.join(u", "_s));
    }
    if (!m.note.isEmpty())
        parts << m.note;
    return parts.join(u". "_s);
}

QString RulesText::duration(const Rules::Ruleset &ruleset, const Rules::Duration &d)
{
    switch (d.kind) {
    case Rules::Duration::Kind::Instant:
        return tr("instant");
    case Rules::Duration::Kind::RestOfRound:
        return tr("rest of the round");
    case Rules::Duration::Kind::Rounds: {
        const QString rounds = d.rounds ? formula(ruleset, d.rounds->text()) : u"?"_s;
        qint64 n = 0;
        if (d.rounds && isInteger(d.rounds->text(), &n))
            return n == 1 ? tr("1 round") : tr("%n rounds", nullptr, int(n));
        return tr("%1 rounds").arg(rounds);
    }
    case Rules::Duration::Kind::UntilRemoved:
        return tr("until removed");
    case Rules::Duration::Kind::UntilEvent: {
        QString event = d.event;
        event.replace(u'_', u' ');
        return tr("until %1").arg(event);
    }
    }
    return QString();
}

QString RulesText::tick(const Rules::Ruleset &ruleset, const Rules::Tick &t)
{
    QString when;
    if (t.when == u"start_of_round")
        when = tr("at the start of each round");
    else if (t.when == u"now_and_end_of_round")
        when = tr("now and at the end of each round");
    else
        when = tr("at the end of each round");
    QString text = tr("%1 %2 damage %3")
                       .arg(formula(ruleset, t.amount.text()),
                           t.pool == u"lethal" ? QString() : t.pool, when)
                       .simplified();
    if (t.maxTicks)
        text += *t.maxTicks == 1 ? tr(", once")
                                 : tr(", at most %n times", nullptr, int(*t.maxTicks));
    return text;
}

QString RulesText::conditionEffect(const Rules::Ruleset &ruleset, const Rules::Condition &c)
{
    QStringList parts;
    const auto effects = [&](const std::vector<Rules::Effect> &list) {
        QStringList out;
        for (const Rules::Effect &e : list) {
            QString text = effect(ruleset, e);
            if (!e.appliesTo.isEmpty())
                text += tr(" (%1)").arg(Rules::DisplayNames::attackKinds(e.appliesTo));
            out << text;
        }
        return out.join(u", "_s);
    };
    if (!c.whenAttacking.empty())
        parts << tr("its attacks: %1").arg(effects(c.whenAttacking));
    if (!c.whenAttacked.empty())
        parts << tr("attacks on it: %1").arg(effects(c.whenAttacked));
    for (const Rules::ConditionFlag f : c.flags)
        parts << Rules::ConditionFlags::label(f);
    if (c.tick)
        parts << tick(ruleset, *c.tick);
    if (!c.then.isEmpty()) {
        const Rules::Condition *next = ruleset.condition(c.then);
        parts << tr("then %1").arg(next ? next->label : c.then);
    }
    return parts.join(u"; "_s);
}

QString RulesText::hpStateEffect(const Rules::Ruleset &ruleset, const Rules::HpState &s)
{
    QStringList parts;
    if (s.dead)
        parts << tr("dead");
    else if (s.outOfFight)
        parts << tr("out of the fight");
    if (!s.canAct && !s.dead)
        parts << tr("cannot act");
    if (s.actionModifier) {
        qint64 value = 0;
        if (isInteger(s.actionModifier->text(), &value))
            parts << tr("%1 to all actions").arg(signedNumber(value));
        else
            parts << tr("%1 to all actions").arg(formula(ruleset, s.actionModifier->text()));
    }
    if (s.tick)
        parts << tick(ruleset, *s.tick);
    if (s.timing == Rules::HpState::Timing::EndOfRound)
        parts << tr("decided at the end of the round");
    if (s.suppressIfStartInBand)
        parts << tr("not when the starting %1 are already in this band")
                     .arg(ruleset.hpLabel.isEmpty() ? tr("HP") : ruleset.hpLabel);
    if (parts.isEmpty())
        parts << tr("no effect");
    return parts.join(u"; "_s);
}

QString RulesText::initiative(const Rules::Ruleset &ruleset)
{
    const Rules::Initiative &i = ruleset.initiative;
    QString what;
    if (i.roll) {
        what = tr("roll %1").arg(formula(ruleset, i.roll->text()));
    } else if (!i.perAttack.isEmpty()) {
        QStringList dice;
        for (const Dice::Expression &e : i.perAttack)
            dice << formula(ruleset, e.text());
        what = tr("each attack rolls in turn: %1").arg(dice.join(u", "_s));
    } else if (i.value) {
        what = tr("%1 (no roll)").arg(formula(ruleset, i.value->text()));
    }
    QStringList who;
    for (auto it = i.actor.constBegin(); it != i.actor.constEnd(); ++it) {
        QString actor = it.value();
        if (actor == u"combatant")
            actor = tr("each combatant");
        else if (actor == u"group")
            actor = tr("each group");
        else if (actor == u"side")
            actor = tr("each side");
        else if (actor == u"attack")
            actor = tr("each attack");
        who << (it.key() == u"*" ? actor : tr("%1 for %2").arg(actor, it.key()));
    }
    const QString order = i.highFirst ? tr("highest first") : tr("lowest first");
    // A rank by a value is no roll: nothing is rolled once or each round (BRP's DEX ranks).
    if (i.value && !i.roll && i.perAttack.empty())
        return tr("Initiative: %1; %2; %3.").arg(who.join(u", "_s), what, order);
    const QString reroll = i.reroll == u"once" ? tr("rolled once") : tr("rolled each round");
    return tr("Initiative: %1; %2; %3, %4.").arg(who.join(u", "_s), what, order, reroll);
}

QStringList RulesText::attacks(const Rules::Ruleset &ruleset, const Combatant &c)
{
    QStringList lines;
    for (const Attack &a : c.attacks)
        lines << attack(a, attackValue(ruleset, a.value));
    return lines;
}

QStringList RulesText::conditions(const Rules::Ruleset &ruleset, const Combatant &c)
{
    QStringList texts;
    for (const ActiveCondition &a : c.conditions) {
        const Rules::Condition *condition = ruleset.condition(a.id);
        QString text = a.custom ? a.custom->label : condition ? condition->label : a.id;
        if (a.roundsLeft)
            text += tr(" (%n rounds left)", nullptr, int(*a.roundsLeft));
        texts << text;
    }
    return texts;
}

QString RulesText::attackValue(const Rules::Ruleset &ruleset, qint64 value)
{
    const QLocale locale;
    switch (Rules::AttackValueReading::of(ruleset)) {
    case Rules::AttackValueReading::Kind::NotRead:
        return QString();
    case Rules::AttackValueReading::Kind::Bonus: {
        // A true minus sign, and "+0" too: a bonus always shows its sign.
        const QString magnitude = locale.toString(value < 0 ? -value : value);
        return (value < 0 ? u"\u2212"_s : u"+"_s) + magnitude;
    }
    case Rules::AttackValueReading::Kind::Percent:
        return locale.toString(value) + locale.percent();
    case Rules::AttackValueReading::Kind::Number:
    case Rules::AttackValueReading::Kind::Target:
        break;
    }
    return locale.toString(value);
}

QString RulesText::attack(const Attack &a, const QString &value)
{
    QStringList details;
    if (!a.kind.isEmpty())
        details << Rules::DisplayNames::attackKind(a.kind);
    if (a.reach > 0)
        details << tr("reach %1 ft").arg(a.reach);
    if (a.rateOfFire > 1)
        details << tr("once every %n rounds", nullptr, int(a.rateOfFire));
    if (a.count != u"1" && !a.count.isEmpty())
        details << tr("%1 per round").arg(a.count);
    if (!a.weaponClass.isEmpty())
        details << a.weaponClass;
    QString text = a.name;
    if (!value.isEmpty())
        text += u" "_s + value;
    if (!a.damage.isEmpty())
        text += tr(", %1").arg(expression(a.damage));
    if (!details.isEmpty())
        text += tr(" (%1)").arg(details.join(u", "_s));
    return text;
}

const Rules::Variable *RulesText::attackVariable(const Rules::Ruleset &ruleset)
{
    return variableFrom(ruleset, u"attack");
}

const Rules::Variable *RulesText::defenceVariable(const Rules::Ruleset &ruleset)
{
    return variableFrom(ruleset, u"target.defence");
}

QString RulesText::armourLabel(const Rules::Ruleset &ruleset)
{
    // The ruleset's own word (PROT, AP), and nothing where the damage takes no armour off.
    if (!ruleset.readsArmor())
        return QString();
    return ruleset.armorLabel.isEmpty() ? tr("Armour") : ruleset.armorLabel;
}

QStringList RulesText::uses(const Combatant &c, bool allFree)
{
    // A box a GM ticks; more than a row of them is a number to count down, not boxes.
    constexpr qint64 kMostBoxes = 20;
    QStringList lines;
    for (const Use &u : c.uses) {
        const qint64 spent = allFree ? 0 : u.maximum - u.left;
        QString boxes;
        if (u.maximum <= kMostBoxes) {
            boxes = QString(qsizetype(spent), QChar(0x2612))
                + QString(qsizetype(u.maximum - spent), QChar(0x2610));
        } else {
            boxes = allFree ? tr("%1 uses").arg(QLocale().toString(u.maximum))
                            : tr("%1 of %2 left")
                                  .arg(QLocale().toString(u.left), QLocale().toString(u.maximum));
        }
        lines << tr("%1 %2 (%3)").arg(u.name, boxes, u.resetText());
    }
    return lines;
}

QStringList RulesText::reminders(const Combatant &c)
{
    QStringList lines;
    for (const Rules::Reminder &r : c.reminders)
        lines << r.shortText();
    return lines;
}

} // namespace Fray::Encounter
