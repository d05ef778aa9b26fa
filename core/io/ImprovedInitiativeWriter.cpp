// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ImprovedInitiativeWriter.h"

#include "core/dice/DistributionEvaluator.h"
#include "core/dice/Formula.h"
#include "core/io/ForeignActions.h"
#include "core/io/StatText.h"
#include "core/rules/RulesetTables.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace Fray::Io {

namespace {

// The source value `name` that `expression` (reading only it) maps to `target`, searched over
// the values a stat block can hold; none when no value maps there.
std::optional<qint64> inverse(const Dice::Expression &expression, const QString &name,
    qint64 target, const Rules::Ruleset &ruleset)
{
    const QStringList names = expression.variables();
    if (names != QStringList{name})
        return std::nullopt;
    const Rules::RulesetTables tables(ruleset.tables);
    const auto formula = Dice::Formula::compile(
        expression, [](const QString &) { return 0; }, &tables);
    if (!formula)
        return std::nullopt;
    for (qint64 v = -100; v <= 1000; ++v) {
        std::int64_t result = 0;
        const std::int64_t slot = v;
        if (formula->evaluate(&slot, result) && result == target)
            return v;
    }
    return std::nullopt;
}

QString idFor(const QString &name, QStringList &used)
{
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    QString base = name.toLower();
    base.replace(other, QStringLiteral("-"));
    if (base.isEmpty())
        base = QStringLiteral("entry");
    QString id = base;
    for (int n = 2; used.contains(id); ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    used << id;
    return id;
}

QJsonObject statBlock(const Encounter::Combatant &c, const QString &hitDice, bool player,
    const QStringList &tags, const Rules::Ruleset *ruleset, const QString &id)
{
    const Rules::ImportMapping *m = ruleset ? &ruleset->importMapping : nullptr;
    QJsonObject abilities{{QStringLiteral("Str"), 10}, {QStringLiteral("Dex"), 10},
        {QStringLiteral("Con"), 10}, {QStringLiteral("Int"), 10}, {QStringLiteral("Wis"), 10},
        {QStringLiteral("Cha"), 10}};
    qint64 ac = 10;
    QString challenge;
    if (m) {
        if (m->defence) {
            if (const auto v = inverse(*m->defence, QStringLiteral("ac"), c.defence, *ruleset))
                ac = *v;
        }
        for (auto it = m->stats.constBegin(); it != m->stats.constEnd(); ++it) {
            const QStringList names = it.value().variables();
            if (names.size() != 1 || !c.stats.contains(it.key()))
                continue;
            const auto v = inverse(it.value(), names.first(), c.stats.value(it.key()), *ruleset);
            if (!v)
                continue;
            const QString &n = names.first();
            if (n.size() == 3 && n != u"hd" && n != u"ini")
                abilities.insert(n.left(1).toUpper() + n.mid(1), *v);
            else if (n == u"cr" || n == u"level")
                challenge = QString::number(*v);
        }
    }
    QJsonArray actions;
    if (c.attacksPerRound > 1)
        actions.append(QJsonObject{{QStringLiteral("Name"), QStringLiteral("Multiattack")},
            {QStringLiteral("Content"),
                QStringLiteral("The %1 makes %2 attacks.").arg(c.name).arg(c.attacksPerRound)}});
    for (const Encounter::Attack &a : c.attacks) {
        qint64 bonus = a.value;
        if (m && m->attackValue) {
            if (const auto v
                = inverse(*m->attackValue, QStringLiteral("attack"), a.value, *ruleset))
                bonus = *v;
        }
        const auto parsed = Dice::Expression::parse(a.damage);
        const auto distribution = parsed
            ? Dice::DistributionEvaluator::evaluate(*parsed)
            : Dice::DistributionEvaluator::evaluate(Dice::Expression());
        const qint64 average = distribution ? qint64(std::floor(distribution->mean())) : 0;
        const QString kind = a.kind == u"melee" || a.kind == u"touch" ? QStringLiteral("Melee")
                                                                      : QStringLiteral("Ranged");
        actions.append(QJsonObject{{QStringLiteral("Name"), a.name},
            {QStringLiteral("Content"),
                QStringLiteral("%1 Weapon Attack: %2 to hit, one target. Hit: %3 (%4) damage.")
                    .arg(kind, StatText::signedNumber(bonus))
                    .arg(average)
                    .arg(a.damage)}});
    }
    // A use is an action named with its limit, as a stat block writes "Fire Breath (Recharge
    // 5–6)"; what it rolls is its text, the note first as a stat block states the save.
    for (const Encounter::Use &u : c.uses) {
        QStringList content;
        if (!u.effectNote.trimmed().isEmpty())
            content << u.effectNote.trimmed() + QLatin1Char('.');
        if (const auto parsed = Dice::Expression::parse(u.effect); parsed && !u.effect.isEmpty()) {
            const auto distribution = Dice::DistributionEvaluator::evaluate(*parsed);
            const qint64 average = distribution ? qint64(std::floor(distribution->mean())) : 0;
            content << QStringLiteral("%1 (%2) damage.").arg(average).arg(u.effect.trimmed());
        }
        actions.append(QJsonObject{
            {QStringLiteral("Name"), u.name + QLatin1Char(' ') + ForeignActions::limitText(u)},
            {QStringLiteral("Content"), content.join(QLatin1Char(' '))}});
    }
    return QJsonObject{{QStringLiteral("Id"), id}, {QStringLiteral("Name"), c.name},
        {QStringLiteral("Path"), tags.value(0)}, {QStringLiteral("Source"), QString()},
        {QStringLiteral("Type"), QString()},
        {QStringLiteral("HP"),
            QJsonObject{{QStringLiteral("Value"), c.maxHp},
                {QStringLiteral("Notes"),
                    hitDice.isEmpty() ? QString() : QStringLiteral("(%1)").arg(hitDice)}}},
        {QStringLiteral("AC"),
            QJsonObject{{QStringLiteral("Value"), ac}, {QStringLiteral("Notes"), QString()}}},
        {QStringLiteral("InitiativeModifier"), 0}, {QStringLiteral("Speed"), QJsonArray()},
        {QStringLiteral("Abilities"), abilities},
        {QStringLiteral("DamageVulnerabilities"), QJsonArray()},
        {QStringLiteral("DamageResistances"), QJsonArray()},
        {QStringLiteral("DamageImmunities"), QJsonArray()},
        {QStringLiteral("ConditionImmunities"), QJsonArray()},
        {QStringLiteral("Saves"), QJsonArray()}, {QStringLiteral("Skills"), QJsonArray()},
        {QStringLiteral("Senses"), QJsonArray()}, {QStringLiteral("Languages"), QJsonArray()},
        {QStringLiteral("Challenge"), challenge}, {QStringLiteral("Traits"), QJsonArray()},
        {QStringLiteral("Actions"), actions}, {QStringLiteral("Reactions"), QJsonArray()},
        {QStringLiteral("LegendaryActions"), QJsonArray()},
        {QStringLiteral("Description"), c.notes},
        {QStringLiteral("Player"), player ? QStringLiteral("player") : QString()},
        {QStringLiteral("ImageURL"), QString()}};
}

} // namespace

QByteArray ImprovedInitiativeWriter::write(const std::vector<Library::LibraryEntry> &entries,
    const std::vector<Encounter::EncounterState> &encounters, const Rules::RulesetLibrary &rulesets)
{
    QJsonObject out;
    QJsonArray creatureIds;
    QJsonArray characterIds;
    QStringList used;
    for (const Library::LibraryEntry &e : entries) {
        const auto *found = rulesets.find(e.rulesetId);
        const Rules::Ruleset *ruleset = found ? found->ruleset.get() : nullptr;
        const bool player = e.kind == u"character";
        const QString id = idFor(e.name, used);
        Encounter::Combatant c = e.prototype;
        c.name = e.name;
        const QJsonObject block = statBlock(c, e.hitDice, player, e.tags, ruleset, id);
        if (player) {
            characterIds.append(id);
            out.insert(QStringLiteral("PersistentCharacters.") + id,
                QJsonObject{{QStringLiteral("Id"), id}, {QStringLiteral("Name"), e.name},
                    {QStringLiteral("Path"), e.tags.value(0)},
                    {QStringLiteral("CurrentHP"), c.maxHp}, {QStringLiteral("StatBlock"), block},
                    {QStringLiteral("Notes"), QString()}});
        } else {
            creatureIds.append(id);
            out.insert(QStringLiteral("Creatures.") + id, block);
        }
    }
    QJsonArray encounterIds;
    for (const Encounter::EncounterState &state : encounters) {
        const auto *found = rulesets.find(state.rulesetId);
        const Rules::Ruleset *ruleset = found ? found->ruleset.get() : nullptr;
        const QString id = idFor(state.name, used);
        QJsonArray combatants;
        QString active;
        for (const Encounter::Combatant &c : state.combatants) {
            const QString cid = QStringLiteral("%1-%2").arg(id).arg(c.id);
            qint64 initiative = 0;
            for (std::size_t i = 0; i < state.order.size(); ++i) {
                if (state.order[i].combatant != c.id)
                    continue;
                initiative = qint64(std::llround(state.order[i].count()));
                if (state.turn == qint64(i))
                    active = cid;
                break;
            }
            QJsonArray tags;
            for (const Encounter::ActiveCondition &condition : c.conditions) {
                const Rules::Condition *rc = ruleset ? ruleset->condition(condition.id) : nullptr;
                const QString text = condition.custom ? condition.custom->label
                    : rc                              ? rc->label
                                                      : condition.id;
                tags.append(QJsonObject{{QStringLiteral("Text"), text},
                    {QStringLiteral("DurationRemaining"), condition.roundsLeft.value_or(0)},
                    {QStringLiteral("DurationTiming"), QJsonValue()},
                    {QStringLiteral("DurationCombatantId"), QString()}});
            }
            combatants.append(QJsonObject{{QStringLiteral("Id"), cid},
                {QStringLiteral("StatBlock"),
                    statBlock(
                        c, QString(), ruleset && ruleset->isPlayers(c.side), {}, ruleset, cid)},
                {QStringLiteral("MaxHP"), c.maxHp}, {QStringLiteral("CurrentHP"), c.hp},
                {QStringLiteral("TemporaryHP"), 0}, {QStringLiteral("Initiative"), initiative},
                {QStringLiteral("InitiativeGroup"), c.group}, {QStringLiteral("Alias"), QString()},
                {QStringLiteral("IndexLabel"), 0}, {QStringLiteral("Tags"), tags},
                {QStringLiteral("Hidden"), c.hiddenFromPlayers},
                {QStringLiteral("InterfaceVersion"), QStringLiteral("3.0.0")},
                {QStringLiteral("ImageURL"), QString()}});
        }
        encounterIds.append(id);
        out.insert(QStringLiteral("SavedEncounters.") + id,
            QJsonObject{{QStringLiteral("Id"), id}, {QStringLiteral("Name"), state.name},
                {QStringLiteral("Path"), QString()},
                {QStringLiteral("ActiveCombatantId"),
                    active.isEmpty() ? QJsonValue() : QJsonValue(active)},
                {QStringLiteral("RoundCounter"), state.round},
                {QStringLiteral("Combatants"), combatants}});
    }
    if (!creatureIds.isEmpty())
        out.insert(QStringLiteral("Creatures"), creatureIds);
    if (!characterIds.isEmpty())
        out.insert(QStringLiteral("PersistentCharacters"), characterIds);
    if (!encounterIds.isEmpty())
        out.insert(QStringLiteral("SavedEncounters"), encounterIds);
    return QJsonDocument(out).toJson(QJsonDocument::Indented);
}

} // namespace Fray::Io
