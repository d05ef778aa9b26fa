// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/StatBlockMapper.h"

#include "core/dice/Formula.h"
#include "core/encounter/EncounterCheck.h"
#include "core/io/ForeignActions.h"
#include "core/io/StatText.h"
#include "core/rules/ImportMappingReader.h"
#include "core/rules/RulesetTables.h"

#include <QSet>

namespace Fray::Io {

namespace {

using Rules::ImportMappingReader;
static_assert(ImportMappingReader::maxSourceValue == Encounter::EncounterCheck::maxValue);
static_assert(ImportMappingReader::maxSourceHitPoints == Encounter::EncounterCheck::maxHitPoints);

// Whether a source value is one an import takes: the rulesets' formulas are checked against
// these ranges (ImportMappingReader), so a value beyond them is a loss, never a formula's input.
bool held(const QString &name, qint64 value)
{
    const auto range = ImportMappingReader::sourceRange(name);
    return value >= range.lowest && value <= range.highest;
}

QString beyondRange(const QString &name)
{
    const auto range = ImportMappingReader::sourceRange(name);
    const QLocale locale;
    return StatBlockMapper::tr("Fray takes %1 to %2")
        .arg(locale.toString(range.lowest), locale.toString(range.highest));
}

// The source's numbers by the names the ruleset's expressions use; those beyond what an
// import takes go to `beyond` instead.
QMap<QString, qint64> sourceValues(const ForeignCreature &c, QMap<QString, qint64> &beyond)
{
    QMap<QString, qint64> v;
    const auto put = [&v, &beyond](const char *name, const std::optional<qint64> &value) {
        const QString n = QLatin1StringView(name);
        if (value && held(n, *value))
            v.insert(n, *value);
        else if (value)
            beyond.insert(n, *value);
    };
    put("ac", c.ac);
    put("hp", c.hp);
    put("hd", StatText::diceCount(c.hpDice));
    put("cr", c.cr);
    put("level", c.level);
    put("init", c.initiative);
    for (auto it = c.abilities.constBegin(); it != c.abilities.constEnd(); ++it) {
        if (held(it.key(), it.value()))
            v.insert(it.key(), it.value());
        else
            beyond.insert(it.key(), it.value());
    }
    return v;
}

// How a source value is named in the loss report: "AC", "Hit dice".
QString valueLabel(const QString &name)
{
    if (name == u"hd")
        return StatBlockMapper::tr("Hit dice");
    if (name == u"init")
        return StatBlockMapper::tr("Initiative");
    return name.toUpper();
}

// How a source value reads in the preview and the loss report: "AC 15 (natural armor)", "DEX 14".
QString describe(const QString &name, const ForeignCreature &c, const QMap<QString, qint64> &values)
{
    if (name == u"ac")
        return QStringLiteral("AC ")
            + (c.acText.isEmpty() ? QString::number(c.ac.value_or(0)) : c.acText);
    if (name == u"hd")
        return QStringLiteral("HD ") + QString::number(values.value(name)) + QStringLiteral(" (")
            + c.hpDice + QLatin1Char(')');
    if (name == u"cr")
        return QStringLiteral("CR ") + (c.crText.isEmpty() ? QString::number(*c.cr) : c.crText);
    if (name == u"init")
        return QStringLiteral("Initiative ") + StatText::signedNumber(values.value(name));
    return name.toUpper() + QLatin1Char(' ') + QString::number(values.value(name));
}

} // namespace

struct StatBlockMapper::Formulas
{
    struct Evaluation
    {
        std::optional<qint64> value;
        QStringList missing; // source values the expression reads that the file does not give
        QString error; // why the formula failed (divides by zero, overflows)
    };

    // One of the ruleset's import formulas, compiled: the values it reads fill its slots in order.
    struct Compiled
    {
        Compiled(const Dice::Expression &e, const Dice::TableSource &tables)
            : names(e.variables())
            , text(e.text())
            , bare(names.size() == 1 && text.trimmed() == QLatin1Char('@') + names.constFirst())
        {
            auto compiled = Dice::Formula::compile(
                e, [this](const QString &n) { return int(names.indexOf(n)); }, &tables);
            if (compiled)
                formula = std::move(*compiled);
            else
                error = compiled.error().toString();
        }

        Evaluation evaluate(const QMap<QString, qint64> &values) const
        {
            Evaluation out;
            for (const QString &n : names) {
                if (!values.contains(n) && !out.missing.contains(n))
                    out.missing << n;
            }
            if (!out.missing.isEmpty())
                return out;
            if (!formula) {
                out.error = error;
                return out;
            }
            std::vector<std::int64_t> slotValues;
            slotValues.reserve(std::size_t(names.size()));
            for (const QString &n : names)
                slotValues.push_back(values.value(n));
            std::int64_t result = 0;
            if (formula->evaluate(slotValues.data(), result, &out.error))
                out.value = result;
            return out;
        }

        QStringList names;
        QString text;
        bool bare; // reads one value as it is ("@ac")
        std::optional<Dice::Formula> formula;
        QString error; // why it does not compile
    };

    explicit Formulas(const Rules::Ruleset &ruleset)
        : tables(ruleset.tables)
    {
        const Rules::ImportMapping &m = ruleset.importMapping;
        if (m.defence)
            defence.emplace(*m.defence, tables);
        if (m.armor)
            armor.emplace(*m.armor, tables);
        if (m.attackValue)
            attackValue.emplace(*m.attackValue, tables);
        for (auto it = m.stats.constBegin(); it != m.stats.constEnd(); ++it)
            stats.emplace_back(it.value(), tables);
    }

    Rules::RulesetTables tables; // the formulas' table lookups read it
    std::optional<Compiled> defence;
    std::optional<Compiled> armor;
    std::optional<Compiled> attackValue;
    std::vector<Compiled> stats; // in the order of ImportMapping::stats
};

StatBlockMapper::StatBlockMapper(const Rules::Ruleset &ruleset)
    : m_ruleset(ruleset)
    , m_formulas(std::make_unique<const Formulas>(ruleset))
{ }

StatBlockMapper::~StatBlockMapper() = default;

QString StatBlockMapper::noPlace()
{
    return tr("no place in this ruleset");
}

QString StatBlockMapper::conditionFor(const QString &name, const Rules::Ruleset &ruleset)
{
    const QString key = name.trimmed().toLower();
    if (const auto it = ruleset.importMapping.conditions.constFind(key);
        it != ruleset.importMapping.conditions.constEnd())
        return it.value();
    for (const Rules::Condition &c : ruleset.conditions) {
        if (c.id == key || c.label.toLower() == key)
            return c.id;
    }
    return QString();
}

StatBlockMapper::Result StatBlockMapper::map(const ForeignCreature &c) const
{
    const Rules::Ruleset &ruleset = m_ruleset;
    const Formulas &formulas = *m_formulas;
    Result r;
    const Rules::ImportMapping &m = ruleset.importMapping;
    Library::LibraryEntry &e = r.entry;
    Encounter::Combatant &p = e.prototype;
    e.name = p.name = c.name;
    e.kind = c.kind;
    e.rulesetId = ruleset.id;
    e.tags = c.tags;
    p.side = c.kind == u"character" ? ruleset.playersSide().id : ruleset.foesSide().id;
    p.notes = ForeignActions::notes(c);
    for (const Rules::Stat &s : ruleset.stats)
        p.stats.insert(s.id, s.defaultValue);

    QMap<QString, qint64> beyond; // source values past what an import takes
    const QMap<QString, qint64> values = sourceValues(c, beyond);
    // What the file gives that Fray cannot take, each named with its value and why.
    QMap<QString, ForeignUnread> refused = c.unread;
    for (auto it = beyond.constBegin(); it != beyond.constEnd(); ++it)
        refused.insert(it.key(), {QString::number(it.value()), beyondRange(it.key())});
    for (auto it = refused.constBegin(); it != refused.constEnd(); ++it)
        r.lost.push_back({valueLabel(it.key()) + QLatin1Char(' ') + it->text, it->reason});
    QSet<QString> used; // source values some expression read
    // A formula that fails on these values leaves the field at its default, and says so.
    const auto failed = [&r](const QString &target, const QString &from, const QString &error) {
        r.values.push_back({target, tr("(default)"), from});
        r.lost.push_back({target + QStringLiteral(" (") + from + QLatin1Char(')'), error});
    };
    const auto apply = [&](const QString &target, const Formulas::Compiled &formula,
                           const std::optional<qint64> &minimum,
                           const std::optional<qint64> &maximum) -> std::optional<qint64> {
        const Formulas::Evaluation ev = formula.evaluate(values);
        QStringList from;
        for (const QString &n : formula.names) {
            used.insert(n);
            if (values.contains(n))
                from << describe(n, c, values);
        }
        if (!ev.missing.isEmpty()) {
            QStringList missing, notTaken;
            for (const QString &n : ev.missing) {
                if (refused.contains(n))
                    notTaken << valueLabel(n) + QLatin1Char(' ') + refused.value(n).text;
                else
                    missing << n.toUpper();
            }
            r.values.push_back({target, tr("(default)"),
                !missing.isEmpty()
                    ? tr("the file gives no %1").arg(missing.join(QStringLiteral(", ")))
                    : tr("Fray cannot take the file's %1")
                          .arg(notTaken.join(QStringLiteral(", ")))});
            return std::nullopt;
        }
        QString how = from.join(QStringLiteral(", "));
        if (!formula.bare)
            how += QStringLiteral(" by ") + formula.text;
        if (!ev.value) {
            failed(target, how, ev.error);
            return std::nullopt;
        }
        qint64 v = *ev.value;
        if (minimum && v < *minimum) {
            how += QLatin1Char(' ') + tr("(%1, raised to the ruleset's minimum)").arg(v);
            v = *minimum;
        } else if (maximum && v > *maximum) {
            how += QLatin1Char(' ') + tr("(%1, lowered to the ruleset's maximum)").arg(v);
            v = *maximum;
        }
        r.values.push_back({target, QString::number(v), how});
        return v;
    };

    // Hit points and their dice always come in: every ruleset has them.
    if (c.hp && *c.hp >= 1) {
        p.maxHp = p.hp = p.startHp = *c.hp;
        r.values.push_back({ruleset.hpLabel, QString::number(*c.hp), QStringLiteral("HP")});
    } else if (c.hp) {
        r.lost.push_back({QStringLiteral("HP %1").arg(*c.hp), tr("hit points must be at least 1")});
    }
    if (!c.hpDice.isEmpty()) {
        e.hitDice = c.hpDice;
        r.values.push_back({tr("Hit dice"), c.hpDice, QStringLiteral("HP")});
    }
    if (formulas.defence) {
        if (const auto v
            = apply(ruleset.defenceLabel, *formulas.defence, std::nullopt, std::nullopt))
            p.defence = *v;
    }
    if (formulas.armor) {
        if (const auto v = apply(ruleset.armorLabel, *formulas.armor, 0, std::nullopt))
            p.armor = *v;
    }
    auto statFormula = formulas.stats.begin();
    for (auto it = m.stats.constBegin(); it != m.stats.constEnd(); ++it, ++statFormula) {
        const Rules::Stat *s = ruleset.stat(it.key());
        if (const auto v = apply(s->label, *statFormula, s->minimum, s->maximum))
            p.stats.insert(s->id, *v);
    }

    // Attacks: name and damage dice always; the bonus where the ruleset says how.
    QStringList bonusesLost;
    for (const ForeignAttack &a : c.attacks) {
        for (auto it = a.unread.constBegin(); it != a.unread.constEnd(); ++it)
            r.lost.push_back(
                {(it.key() == u"bonus" ? tr("Attack '%1' bonus %2") : tr("Attack '%1' damage %2"))
                        .arg(a.name, it->text),
                    it->reason});
        Encounter::Attack attack;
        attack.name = a.name;
        if (ruleset.attackKinds.contains(a.kind))
            attack.kind = a.kind;
        attack.damage = a.damage.isEmpty() ? QStringLiteral("0") : a.damage;
        if (a.bonus && !held(QStringLiteral("attack"), *a.bonus)) {
            r.lost.push_back({tr("Attack '%1' %2").arg(a.name, StatText::signedNumber(*a.bonus)),
                beyondRange(QStringLiteral("attack"))});
        } else if (a.bonus && formulas.attackValue) {
            QMap<QString, qint64> withAttack = values;
            withAttack.insert(QStringLiteral("attack"), *a.bonus);
            const Formulas::Evaluation ev = formulas.attackValue->evaluate(withAttack);
            if (ev.value)
                attack.value = *ev.value;
            else if (!ev.error.isEmpty())
                failed(tr("Attack '%1'").arg(a.name),
                    StatText::signedNumber(*a.bonus) + QStringLiteral(" by ")
                        + formulas.attackValue->text,
                    ev.error);
            for (const QString &n : formulas.attackValue->names)
                used.insert(n);
        } else if (a.bonus) {
            bonusesLost << a.name + QLatin1Char(' ') + StatText::signedNumber(*a.bonus);
        }
        r.values.push_back({tr("Attack"),
            QStringLiteral("%1 %2 %3").arg(a.name).arg(attack.value).arg(attack.damage),
            a.bonus ? StatText::signedNumber(*a.bonus) + QStringLiteral(", ")
                    + (a.damage.isEmpty() ? tr("no damage given") : a.damage)
                    : a.damage});
        p.attacks.push_back(attack);
    }
    if (!bonusesLost.isEmpty())
        r.lost.push_back(
            {tr("Attack bonuses (%1)").arg(bonusesLost.join(QStringLiteral(", "))), noPlace()});
    if (c.attacksPerRound) {
        p.attacksPerRound = *c.attacksPerRound;
        r.values.push_back({tr("Attacks per round"), QString::number(*c.attacksPerRound),
            QStringLiteral("Multiattack")});
    }
    // Uses belong to no ruleset: a recharge, a count per day and what spending rolls.
    for (const Encounter::Use &u : c.uses) {
        QString value = QStringLiteral("%1 %2, %3").arg(u.name).arg(u.maximum).arg(u.resetText());
        if (const QString effect = u.effectText(); !effect.isEmpty())
            value += QStringLiteral(": ") + effect;
        r.values.push_back(
            {tr("Use"), value, u.name + QLatin1Char(' ') + ForeignActions::limitText(u)});
        p.uses.push_back(u);
    }

    // Every source value no expression read is reported, in the source's order.
    static const QStringList order{QStringLiteral("ac"), QStringLiteral("cr"),
        QStringLiteral("level"), QStringLiteral("init"), QStringLiteral("str"),
        QStringLiteral("dex"), QStringLiteral("con"), QStringLiteral("int"), QStringLiteral("wis"),
        QStringLiteral("cha")};
    for (const QString &n : order) {
        if (values.contains(n) && !used.contains(n))
            r.lost.push_back({describe(n, c, values), noPlace()});
    }
    if (!c.acText.isEmpty() && used.contains(QStringLiteral("ac"))) {
        const QString note = StatText::numberAndNote(c.acText).note;
        if (!note.isEmpty())
            r.lost.push_back({tr("AC note (%1)").arg(note), noPlace()});
    }
    for (const QString &field : c.lost)
        r.lost.push_back({field, noPlace()});
    for (const QString &field : c.kept)
        r.lost.push_back({field, ForeignActions::keptAsNotes(), true});
    return r;
}

} // namespace Fray::Io
