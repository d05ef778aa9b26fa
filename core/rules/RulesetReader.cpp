// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RulesetReader.h"

#include "core/InputFile.h"
#include "core/json/JsonParse.h"
#include "core/rules/BuiltinVariables.h"
#include "core/rules/EncounterRulesReader.h"
#include "core/rules/ImportMappingReader.h"
#include "core/rules/ModifierReader.h"
#include "core/rules/RulesetText.h"
#include "core/rules/SourceReader.h"
#include "core/rules/StatReader.h"
#include "core/rules/TableReader.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace Fray::Rules {

using Json::JsonValue;

namespace {

const QString kFormatName = QStringLiteral("fray-ruleset");

QSet<QString> toSet(const QStringList &list)
{
    return QSet<QString>(list.begin(), list.end());
}

// Whether `text` is a lower-case word: its first character a letter, a digit (when
// `digitFirst`) or '_', the rest letters, digits, '_' or the characters of `alsoAllowed`.
// (A hand-written check: compiling a regular expression costs more than reading a ruleset.)
bool isWord(QStringView text, bool digitFirst, QStringView alsoAllowed = {})
{
    const auto lowerOrDigit
        = [](QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'); };
    if (text.isEmpty())
        return false;
    const QChar first = text.front();
    if (!(first >= u'a' && first <= u'z') && first != u'_' && !(digitFirst && lowerOrDigit(first)))
        return false;
    return std::all_of(text.begin() + 1, text.end(),
        [&](QChar c) { return lowerOrDigit(c) || c == u'_' || alsoAllowed.contains(c); });
}

} // namespace

RulesetReader::RulesetReader(Problems &problems)
    : m_problems(problems)
    , m_expressions(m_ruleset.tables)
{ }

Expected<Ruleset, RulesetReader::Problems> RulesetReader::read(const QByteArray &json)
{
    const auto document = Json::parseObject(json, tr("a ruleset file"));
    if (!document)
        return Problems{document.error()};
    return read(*document);
}

Expected<Ruleset, RulesetReader::Problems> RulesetReader::read(const QJsonDocument &document)
{
    Problems problems;
    if (!document.isObject()) {
        problems.append({QString(), tr("a ruleset file must hold one JSON object")});
        return problems;
    }
    RulesetReader reader(problems);
    reader.readRoot(JsonValue(document.object(), QString(), &problems));
    if (!problems.isEmpty())
        return problems;
    return std::move(reader.m_ruleset);
}

Expected<Ruleset, RulesetReader::Problems> RulesetReader::readFile(const QString &path)
{
    const auto bytes = InputFile::read(path);
    if (!bytes)
        return Problems{{QString(), bytes.error()}};
    return read(*bytes);
}

bool RulesetReader::checkName(const JsonValue &at, const QString &name)
{
    if (!isWord(name, false)) {
        at.problem(
            tr("'%1' is not a valid name: use lower-case letters, digits and '_'").arg(name));
        return false;
    }
    return true;
}

bool RulesetReader::checkId(const JsonValue &at, const QString &id)
{
    if (!isWord(id, true, u"-")) {
        at.problem(
            tr("'%1' is not a valid id: use lower-case letters, digits, '-' and '_'").arg(id));
        return false;
    }
    return true;
}

void RulesetReader::readRoot(const JsonValue &root)
{
    root.allowOnly({QLatin1StringView("format"), QLatin1StringView("format_version"),
        QLatin1StringView("id"), QLatin1StringView("name"), QLatin1StringView("version"),
        QLatin1StringView("summary"), QLatin1StringView("source"), QLatin1StringView("round"),
        QLatin1StringView("defence_label"), QLatin1StringView("defence_names"),
        QLatin1StringView("hp_label"), QLatin1StringView("armor_label"), QLatin1StringView("sides"),
        QLatin1StringView("attack_kinds"), QLatin1StringView("stats"),
        QLatin1StringView("retired_stats"), QLatin1StringView("attack_value"),
        QLatin1StringView("variables"), QLatin1StringView("derived"), QLatin1StringView("outcomes"),
        QLatin1StringView("checks"), QLatin1StringView("damage"), QLatin1StringView("modifiers"),
        QLatin1StringView("modifier_groups"), QLatin1StringView("conditions"),
        QLatin1StringView("hp_states"), QLatin1StringView("triggers"),
        QLatin1StringView("initiative"), QLatin1StringView("surprise"), QLatin1StringView("morale"),
        QLatin1StringView("encounter_order"), QLatin1StringView("tables"),
        QLatin1StringView("notes"), QLatin1StringView("import"), QLatin1StringView("rests")});

    const auto format = root[QLatin1StringView("format")].requiredString();
    if (format && *format != kFormatName)
        root[QLatin1StringView("format")].problem(
            tr("expected \"%1\", found \"%2\"").arg(kFormatName, *format));
    const auto version = root[QLatin1StringView("format_version")].requiredInteger();
    if (version && *version > Ruleset::formatVersion) {
        root[QLatin1StringView("format_version")].problem(
            tr("this file needs a newer Fray (format version %1; this Fray reads up to %2)")
                .arg(*version)
                .arg(Ruleset::formatVersion));
        return; // the rest may mean something this version cannot know
    }
    if (version && *version < 1)
        root[QLatin1StringView("format_version")].problem(tr("must be 1 or more"));

    // Order matters: what is referred to is read before what refers to it.
    readMeta(root);
    m_ruleset.tables = TableReader::read(root[QLatin1StringView("tables")]);
    StatReader stats(m_ruleset, m_expressions);
    stats.readStats(root[QLatin1StringView("stats")]);
    readVariables(root[QLatin1StringView("variables")]);
    readDerived(root[QLatin1StringView("derived")]);
    m_combatantScope = m_oddsScope + toSet(BuiltinVariables::formulaNames());
    for (const Stat &stat : m_ruleset.stats)
        m_combatantScope.insert(stat.id);

    const JsonValue outcomes = root[QLatin1StringView("outcomes")];
    if (!outcomes.exists())
        outcomes.problem(tr("missing (the attack's outcomes are required)"));
    m_ruleset.outcomes = readOutcomes(outcomes);
    readDamage(root[QLatin1StringView("damage")]);

    const JsonValue checks = root[QLatin1StringView("checks")];
    const QStringList checkIds = checks.keys();
    if (!checkIds.contains(QStringLiteral("attack")))
        checks.field(QStringLiteral("attack"))
            .problem(tr("missing (every ruleset needs an attack check)"));
    for (const QString &id : checkIds) {
        if (!checkId(checks.field(id), id))
            continue;
        if (auto check = readCheck(checks.field(id), id, m_ruleset.outcomes))
            m_ruleset.checks.insert(id, check);
    }
    ModifierReader modifiers(m_ruleset, m_expressions, m_oddsScope);
    modifiers.readModifiers(root[QLatin1StringView("modifiers")]);
    modifiers.readGroups(root[QLatin1StringView("modifier_groups")]);
    // A kind of attack a modifier applies to is a kind of attack of the ruleset.
    for (const Modifier &modifier : m_ruleset.modifiers) {
        for (const QString &kind : modifier.appliesTo) {
            if (!m_ruleset.attackKinds.contains(kind))
                m_ruleset.attackKinds << kind;
        }
    }
    stats.readRetiredStats(root[QLatin1StringView("retired_stats")]);
    stats.readAttackValue(root[QLatin1StringView("attack_value")]);

    EncounterRulesReader encounter(m_ruleset, m_expressions, m_combatantScope);
    encounter.readConditions(root[QLatin1StringView("conditions")]);
    encounter.readHpStates(root[QLatin1StringView("hp_states")]);
    encounter.readTriggers(root[QLatin1StringView("triggers")]);
    encounter.readInitiative(root[QLatin1StringView("initiative")]);
    encounter.readSurprise(root[QLatin1StringView("surprise")]);
    encounter.readMorale(root[QLatin1StringView("morale")]);
    m_ruleset.encounterOrder
        = EncounterStep::read(root[QLatin1StringView("encounter_order")], m_ruleset, m_expressions);
    encounter.readRests(root[QLatin1StringView("rests")]);
    ImportMappingReader(m_ruleset, m_expressions).read(root[QLatin1StringView("import")]);
}

void RulesetReader::readMeta(const JsonValue &root)
{
    if (const auto id = root[QLatin1StringView("id")].requiredString()) {
        checkId(root[QLatin1StringView("id")], *id);
        m_ruleset.id = *id;
    }
    Wordings &wordings = m_ruleset.wordings;
    m_ruleset.name
        = RulesetText::required(root, QLatin1StringView("name"), wordings).value_or(QString());
    m_ruleset.version = root[QLatin1StringView("version")].string();
    m_ruleset.summary = RulesetText::read(root, QLatin1StringView("summary"), wordings);
    m_ruleset.source = SourceReader::read(root[QLatin1StringView("source")]);
    m_ruleset.defenceLabel = RulesetText::read(
        root, QLatin1StringView("defence_label"), wordings, QStringLiteral("AC"));
    for (const QString &name : root[QLatin1StringView("defence_names")].stringList())
        m_ruleset.defenceNames << name.toLower();
    m_ruleset.hpLabel
        = RulesetText::read(root, QLatin1StringView("hp_label"), wordings, QStringLiteral("HP"));
    m_ruleset.armorLabel = RulesetText::read(root, QLatin1StringView("armor_label"), wordings);
    m_ruleset.notes = RulesetText::readList(root, QLatin1StringView("notes"), wordings);
    readSides(root[QLatin1StringView("sides")]);
    const JsonValue kinds = root[QLatin1StringView("attack_kinds")];
    m_ruleset.attackKinds = kinds.exists()
        ? kinds.stringList()
        : QStringList{QStringLiteral("melee"), QStringLiteral("ranged"), QStringLiteral("thrown"),
            QStringLiteral("missile"), QStringLiteral("touch")};

    const JsonValue round = root[QLatin1StringView("round")];
    round.allowOnly({QLatin1StringView("seconds"), QLatin1StringView("phases")});
    m_ruleset.roundSeconds = round[QLatin1StringView("seconds")].optionalInteger();
    m_ruleset.phases = RulesetText::readList(round, QLatin1StringView("phases"), wordings);
}

void RulesetReader::readSides(const JsonValue &sides)
{
    // Without a list, the sides of most tables: the players' party and their foes.
    if (!sides.exists()) {
        m_ruleset.sides = {{QStringLiteral("party"), QStringLiteral("Party"), true},
            {QStringLiteral("foes"), QStringLiteral("Foes"), false}};
        return;
    }
    for (const JsonValue &s : sides.elements()) {
        s.allowOnly(
            {QLatin1StringView("id"), QLatin1StringView("label"), QLatin1StringView("players")});
        Side side;
        side.id = s[QLatin1StringView("id")].requiredString().value_or(QString());
        checkId(s[QLatin1StringView("id")], side.id);
        side.label = RulesetText::read(s, QLatin1StringView("label"), side.wordings, side.id);
        side.players = s[QLatin1StringView("players")].boolean(false);
        m_ruleset.sides.push_back(side);
    }
    const auto players = std::count_if(m_ruleset.sides.begin(), m_ruleset.sides.end(),
        [](const Side &side) { return side.players; });
    if (players != 1 || m_ruleset.sides.size() < 2)
        sides.problem(tr("name the players' side (\"players\": true) and at least one other"));
    checkUnique(
        m_ruleset.sides, sides.elements(), [](const Side &side) { return side.id; }, tr("side"));
}

void RulesetReader::checkRange(const JsonValue &item, std::optional<qint64> minimum,
    std::optional<qint64> maximum, qint64 defaultValue)
{
    const QLocale locale;
    if (minimum && maximum && *minimum > *maximum) {
        item[QLatin1StringView("max")].problem(tr("the maximum %1 is below the minimum %2")
                                                   .arg(locale.toString(*maximum))
                                                   .arg(locale.toString(*minimum)));
        return;
    }
    if ((minimum && defaultValue < *minimum) || (maximum && defaultValue > *maximum))
        item[QLatin1StringView("default")].problem(
            tr("the default %1 is outside the allowed range (%2 to %3)")
                .arg(locale.toString(defaultValue))
                .arg(minimum ? locale.toString(*minimum) : QStringLiteral("\u2212\u221e"))
                .arg(maximum ? locale.toString(*maximum) : QStringLiteral("\u221e")));
}

void RulesetReader::readVariables(const JsonValue &variables)
{
    const std::vector<JsonValue> items = variables.elements();
    for (const JsonValue &v : items) {
        v.allowOnly({QLatin1StringView("name"), QLatin1StringView("label"),
            QLatin1StringView("kind"), QLatin1StringView("default"), QLatin1StringView("required"),
            QLatin1StringView("min"), QLatin1StringView("max"), QLatin1StringView("side"),
            QLatin1StringView("from"), QLatin1StringView("note"), QLatin1StringView("change")});
        Variable variable;
        variable.name = v[QLatin1StringView("name")].requiredString().value_or(QString());
        if (checkName(v[QLatin1StringView("name")], variable.name)
            && BuiltinVariables::checkNames().contains(variable.name))
            v[QLatin1StringView("name")].problem(
                tr("'%1' is reserved for checks and damage formulas").arg(variable.name));
        variable.label
            = RulesetText::read(v, QLatin1StringView("label"), variable.wordings, variable.name);
        const QString kind = v[QLatin1StringView("kind")].string(QStringLiteral("number"));
        if (kind == u"switch")
            variable.kind = Variable::Kind::Switch;
        else if (kind != u"number")
            v[QLatin1StringView("kind")].problem(tr("expected \"number\" or \"switch\""));
        const JsonValue def = v[QLatin1StringView("default")];
        variable.defaultValue = def.raw().isBool() ? def.raw().toBool() : def.integer(0);
        variable.required = v[QLatin1StringView("required")].boolean(false);
        variable.minimum = v[QLatin1StringView("min")].optionalInteger();
        variable.maximum = v[QLatin1StringView("max")].optionalInteger();
        if (variable.kind == Variable::Kind::Switch) {
            variable.minimum = 0;
            variable.maximum = 1;
        }
        checkRange(v, variable.minimum, variable.maximum, variable.defaultValue);
        variable.side = v[QLatin1StringView("side")].string(QStringLiteral("situation"));
        static const QStringList sides{
            QStringLiteral("attacker"), QStringLiteral("defender"), QStringLiteral("situation")};
        if (!sides.contains(variable.side))
            v[QLatin1StringView("side")].problem(tr("expected attacker, defender or situation"));
        variable.change = RulesetText::read(v, QLatin1StringView("change"), variable.wordings);
        // Every language says where the amount goes.
        const LocalText change = variable.wordings.of(QStringLiteral("change"), variable.change);
        for (auto it = change.texts().constBegin(); it != change.texts().constEnd(); ++it) {
            if (it.value().isEmpty() || it.value().contains(u"%1"))
                continue;
            const JsonValue at = v[QLatin1StringView("change")];
            (change.hasLanguages() ? at.field(it.key()) : at)
                .problem(tr("expected a text with %1 for the amount"));
        }
        variable.from = v[QLatin1StringView("from")].string();
        if (!variable.from.isEmpty()) {
            const QString whose = variable.from.section(QLatin1Char('.'), 0, 0);
            const bool wellFormed = variable.from == u"attack"
                || ((whose == u"attacker" || whose == u"target")
                    && isWord(variable.from.section(QLatin1Char('.'), 1), false));
            if (!wellFormed)
                v[QLatin1StringView("from")].problem(tr(
                    "expected attack, target.defence, target.armor, attacker.STAT or target.STAT"));
            const QString stat = variable.from.section(QLatin1Char('.'), 1);
            const BuiltinVariable *builtin = BuiltinVariables::find(stat);
            const bool known = variable.from == u"attack"
                || (builtin && builtin->source != BuiltinVariable::Source::Check)
                || std::any_of(m_ruleset.stats.begin(), m_ruleset.stats.end(),
                    [&](const Stat &s) { return s.id == stat; });
            if (!known)
                v[QLatin1StringView("from")].problem(
                    tr("'%1' is not a stat of this ruleset").arg(stat));
        }
        variable.note = RulesetText::read(v, QLatin1StringView("note"), variable.wordings);
        m_ruleset.variables.push_back(variable);
        m_oddsScope.insert(variable.name);
    }
    checkUnique(
        m_ruleset.variables, items, [](const Variable &v) { return v.name; }, tr("variable"));
}

void RulesetReader::readDerived(const JsonValue &derived)
{
    // Each value may use the variables and the derived values above it, so there are no cycles.
    const std::vector<JsonValue> items = derived.elements();
    QStringList later;
    for (const JsonValue &d : items)
        later.append(d[QLatin1StringView("name")].string());
    for (const JsonValue &d : items) {
        d.allowOnly(
            {QLatin1StringView("name"), QLatin1StringView("label"), QLatin1StringView("value")});
        Derived value;
        value.name = d[QLatin1StringView("name")].requiredString().value_or(QString());
        checkName(d[QLatin1StringView("name")], value.name);
        if (m_oddsScope.contains(value.name) || BuiltinVariables::checkNames().contains(value.name))
            d[QLatin1StringView("name")].problem(tr("'%1' is already a variable").arg(value.name));
        value.label = RulesetText::read(d, QLatin1StringView("label"), value.wordings, value.name);
        const JsonValue formula = d[QLatin1StringView("value")];
        const auto parsed = formula.isString()
            ? Expression::parse(formula.raw().toString())
            : Expected<Expression, Dice::DiceError>(Expression());
        const QStringList uses = parsed ? parsed->variables() : QStringList();
        const auto cyclic = std::find_if(uses.begin(), uses.end(), [&](const QString &name) {
            return later.contains(name) && !m_oddsScope.contains(name);
        });
        if (cyclic != uses.end())
            formula.problem(
                tr("uses '@%1', which is defined here or below: a derived value may use "
                   "only those above it, so derived values never form a cycle")
                    .arg(*cyclic));
        else if (const auto e
            = m_expressions.require(formula, m_oddsScope, ExpressionChecker::Dice::Forbidden))
            value.value = *e;
        m_ruleset.derived.push_back(value);
        m_oddsScope.insert(value.name);
    }
}

std::vector<Outcome> RulesetReader::readOutcomes(const JsonValue &outcomes)
{
    std::vector<Outcome> result;
    const std::vector<JsonValue> items = outcomes.elements();
    for (const JsonValue &o : items) {
        o.allowOnly(
            {QLatin1StringView("id"), QLatin1StringView("label"), QLatin1StringView("degree"),
                QLatin1StringView("hits"), QLatin1StringView("present_if")});
        Outcome outcome;
        outcome.id = o[QLatin1StringView("id")].requiredString().value_or(QString());
        checkId(o[QLatin1StringView("id")], outcome.id);
        outcome.label
            = RulesetText::read(o, QLatin1StringView("label"), outcome.wordings, outcome.id);
        outcome.degree = int(o[QLatin1StringView("degree")].requiredInteger().value_or(0));
        if (!result.empty() && outcome.degree < result.back().degree)
            o[QLatin1StringView("degree")].problem(
                tr("outcomes must be listed from the lowest degree up (%1 comes after %2)")
                    .arg(outcome.degree)
                    .arg(result.back().degree));
        outcome.hits = o[QLatin1StringView("hits")].boolean(false);
        outcome.presentIf = m_expressions.read(
            o[QLatin1StringView("present_if")], m_oddsScope, ExpressionChecker::Dice::Forbidden);
        result.push_back(outcome);
    }
    if (outcomes.exists() && items.empty())
        outcomes.problem(tr("a check needs at least one outcome"));
    checkUnique(
        result, items, [](const Outcome &o) { return o.id; }, tr("outcome"));
    return result;
}

void RulesetReader::readDamage(const JsonValue &damage)
{
    damage.allowOnly({QLatin1StringView("formulas"), QLatin1StringView("by_outcome"),
        QLatin1StringView("pools")});
    QSet<QString> scope = m_oddsScope;
    for (const QString &name : BuiltinVariables::checkNames())
        scope.insert(name);
    scope.remove(QStringLiteral("raw"));

    const JsonValue formulas = damage[QLatin1StringView("formulas")];
    const QStringList ids = formulas.keys();
    for (const QString &id : ids) {
        if (!checkId(formulas.field(id), id))
            continue;
        if (const auto e
            = m_expressions.require(formulas.field(id), scope, ExpressionChecker::Dice::Allowed))
            m_ruleset.damage.formulas.insert(id, *e);
    }
    const JsonValue byOutcome = damage[QLatin1StringView("by_outcome")];
    const QStringList outcomes = byOutcome.keys();
    for (const QString &outcome : outcomes) {
        const JsonValue at = byOutcome.field(outcome);
        const auto formula = at.requiredString();
        if (!m_ruleset.outcome(outcome))
            at.problem(tr("'%1' is not an outcome of the attack").arg(outcome));
        else if (formula && !m_ruleset.damage.formulas.contains(*formula))
            at.problem(tr("unknown damage formula '%1'").arg(*formula));
        else if (formula)
            m_ruleset.damage.byOutcome.insert(outcome, *formula);
    }
    m_ruleset.damage.pools = damage[QLatin1StringView("pools")].stringList();
    if (m_ruleset.damage.pools.isEmpty())
        m_ruleset.damage.pools = {QStringLiteral("lethal")};
}

std::shared_ptr<const Check> RulesetReader::readCheck(
    const JsonValue &c, const QString &id, const std::vector<Outcome> &inherited)
{
    c.allowOnly({QLatin1StringView("label"), QLatin1StringView("roll"),
        QLatin1StringView("roll_variants"), QLatin1StringView("cancelling_variants"),
        QLatin1StringView("outcomes"), QLatin1StringView("bands")});
    if (!c.isObject()) {
        c.problem(tr("expected a check (an object with a roll and bands)"));
        return nullptr;
    }
    auto check = std::make_shared<Check>();
    check->id = id;
    check->label = RulesetText::read(c, QLatin1StringView("label"), check->wordings, id);
    if (const auto roll = m_expressions.require(
            c[QLatin1StringView("roll")], m_oddsScope, ExpressionChecker::Dice::Allowed))
        check->roll = *roll;
    const JsonValue variants = c[QLatin1StringView("roll_variants")];
    const QStringList variantIds = variants.keys();
    for (const QString &variant : variantIds) {
        if (!checkId(variants.field(variant), variant))
            continue;
        if (const auto roll = m_expressions.require(
                variants.field(variant), m_oddsScope, ExpressionChecker::Dice::Allowed))
            check->rollVariants.insert(variant, *roll);
    }
    for (const JsonValue &pair : c[QLatin1StringView("cancelling_variants")].elements()) {
        const QStringList ids = pair.stringList();
        if (ids.size() != 2 || ids[0] == ids[1]) {
            pair.problem(tr("expected two different roll variants that cancel each other"));
            continue;
        }
        for (const QString &variant : ids) {
            if (!check->rollVariants.contains(variant))
                pair.problem(tr("'%1' is not a roll variant of this check").arg(variant));
        }
        check->cancellingVariants.emplace_back(ids[0], ids[1]);
    }
    if (c[QLatin1StringView("outcomes")].exists())
        check->outcomes = readOutcomes(c[QLatin1StringView("outcomes")]);
    const std::vector<Outcome> &outcomes = check->outcomes.empty() ? inherited : check->outcomes;

    QSet<QString> scope = m_oddsScope;
    scope.insert(QStringLiteral("raw"));
    const std::vector<JsonValue> bands = c[QLatin1StringView("bands")].elements();
    if (bands.empty())
        c[QLatin1StringView("bands")].problem(tr("a check needs at least one band"));
    QStringList conditionsSeen;
    for (std::size_t i = 0; i < bands.size(); ++i) {
        const JsonValue &b = bands[i];
        b.allowOnly({QLatin1StringView("when"), QLatin1StringView("outcome"),
            QLatin1StringView("damage"), QLatin1StringView("effect"), QLatin1StringView("label"),
            QLatin1StringView("then")});
        Band band;
        band.when = m_expressions.read(
            b[QLatin1StringView("when")], scope, ExpressionChecker::Dice::Forbidden);
        const bool last = i + 1 == bands.size();
        if (!b[QLatin1StringView("when")].exists() && !last)
            b.problem(tr("a band without 'when' takes every roll left, so it must be the last"));
        if (b[QLatin1StringView("when")].exists() && last)
            b.problem(tr("the last band must have no 'when', so that every roll has a result"));
        if (band.when) {
            const QString condition = band.when->text().simplified();
            if (conditionsSeen.contains(condition))
                b[QLatin1StringView("when")].problem(
                    tr("never reached: an earlier band has the same condition"));
            conditionsSeen.append(condition);
        }

        const bool hasOutcome = b[QLatin1StringView("outcome")].exists();
        const bool hasThen = b[QLatin1StringView("then")].exists();
        if (hasOutcome == hasThen)
            b.problem(tr("a band needs either an 'outcome' or a follow-up check in 'then'"));
        if (hasOutcome) {
            band.outcome = b[QLatin1StringView("outcome")].requiredString().value_or(QString());
            const bool known = std::any_of(outcomes.begin(), outcomes.end(),
                [&](const Outcome &o) { return o.id == band.outcome; });
            if (!known)
                b[QLatin1StringView("outcome")].problem(
                    tr("'%1' is not an outcome of this check").arg(band.outcome));
        }
        band.damage = b[QLatin1StringView("damage")].string();
        if (!band.damage.isEmpty() && !m_ruleset.damage.formulas.contains(band.damage))
            b[QLatin1StringView("damage")].problem(
                tr("unknown damage formula '%1'").arg(band.damage));
        band.effect = RulesetText::read(b, QLatin1StringView("effect"), band.wordings);
        band.label = RulesetText::read(b, QLatin1StringView("label"), band.wordings);
        if (hasThen)
            band.then = readCheck(
                b[QLatin1StringView("then")], QStringLiteral("%1.%2").arg(id).arg(i), outcomes);
        check->bands.push_back(band);
    }
    return check;
}

} // namespace Fray::Rules
