// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/PlayerView.h"

#include "core/encounter/AttackResolver.h"
#include "core/encounter/HpBand.h"
#include "playerpage/Standing.h"

#include <QJsonArray>

namespace Fray::PlayerPage {

using Encounter::Combatant;
using Encounter::CombatantId;

namespace {

// The combatants an initiative entry moves: one, or a whole group or side.
std::vector<const Combatant *> members(
    const Encounter::Encounter &encounter, const Encounter::InitiativeEntry &entry)
{
    std::vector<const Combatant *> out;
    if (entry.side.isEmpty()) {
        if (const Combatant *c = encounter.find(entry.combatant))
            out.push_back(c);
        return out;
    }
    for (const Combatant &c : encounter.combatants()) {
        if (c.side == entry.side && (entry.group.isEmpty() || c.group == entry.group))
            out.push_back(&c);
    }
    return out;
}

QString sideLabel(const Rules::Ruleset &ruleset, const QString &side)
{
    for (const auto &s : ruleset.sides) {
        if (s.id == side)
            return s.label;
    }
    return side;
}

QJsonArray conditionsJson(const Encounter::Encounter &encounter, const Combatant &c)
{
    QJsonArray out;
    const qint64 round = encounter.state().round;
    for (const auto &active : c.conditions) {
        const Rules::Condition *condition = encounter.condition(active);
        // The source ("Goblin 2's burning oil") may name a hidden foe: it stays out.
        QJsonObject o{{QStringLiteral("id"), active.id},
            {QStringLiteral("label"), condition ? condition->label : active.id}};
        if (const auto last = active.lastRound(round))
            o.insert(QStringLiteral("rounds_left"),
                std::max<qint64>(0, *last - std::max<qint64>(round, 1) + 1));
        out.append(o);
    }
    return out;
}

// Marks `o` as out of the fight or dead, in the players' words, when it is.
void insertStanding(QJsonObject &o, Standing::Kind kind)
{
    if (kind == Standing::Kind::Fighting)
        return;
    o.insert(QStringLiteral("out"), Standing::id(kind));
    o.insert(QStringLiteral("out_label"), Standing::word(kind));
}

// An entry is out when everyone it moves that players see is: dead only if all are dead.
Standing::Kind entryStanding(
    const Encounter::Encounter &encounter, const std::vector<const Combatant *> &moved)
{
    Standing::Kind kind = Standing::Kind::Dead;
    for (const Combatant *c : moved) {
        if (!PlayerView::visible(*c))
            continue;
        const Standing::Kind k = Standing::of(encounter, *c);
        if (k == Standing::Kind::Fighting)
            return k;
        if (k != Standing::Kind::Dead)
            kind = k;
    }
    return kind;
}

// Whether players see an initiative entry: an event, or one that moves someone they see.
bool entryVisible(const Encounter::Encounter &encounter, const Encounter::InitiativeEntry &entry)
{
    if (entry.event)
        return encounter.findEvent(entry.event) != nullptr;
    const auto moved = members(encounter, entry);
    return std::any_of(
        moved.begin(), moved.end(), [](const Combatant *c) { return PlayerView::visible(*c); });
}

} // namespace

PlayerView::ShownTurn PlayerView::shownTurn(const Encounter::Encounter &encounter)
{
    const auto &st = encounter.state();
    const auto &order = st.order;
    const qint64 n = qint64(order.size());
    if (st.turn < 0 || st.turn >= n || entryVisible(encounter, order[size_t(st.turn)]))
        return {st.turn < n ? st.turn : -1, st.round};
    for (qint64 i = st.turn - 1; i >= 0; --i) {
        if (entryVisible(encounter, order[size_t(i)]))
            return {i, st.round};
    }
    // Hidden entries open the round: players still see the end of the round before, or the
    // fight not yet begun.
    if (st.round <= 1)
        return {-1, 0};
    for (qint64 i = n - 1; i > st.turn; --i) {
        if (entryVisible(encounter, order[size_t(i)]))
            return {i, st.round - 1};
    }
    return {-1, st.round};
}

void PlayerView::giveIds(const Encounter::Encounter &encounter, PageIds &ids)
{
    // Numbered in roster order at first sight, so the numbers say nothing of who is hidden.
    for (const Combatant &c : encounter.combatants()) {
        if (visible(c))
            ids.of(c.id);
    }
}

bool PlayerView::visible(const Combatant &combatant)
{
    return !combatant.hiddenFromPlayers;
}

double PlayerView::number(double value)
{
    return QString::number(value, 'g', 15).toDouble();
}

QString PlayerView::stateId(const Combatant &c)
{
    if (!c.state.isEmpty())
        return c.state;
    switch (Encounter::hpBand(c.hp, c.maxHp)) {
    case Encounter::HpBand::Down:
        return QStringLiteral("down");
    case Encounter::HpBand::Unhurt:
        return QStringLiteral("unhurt");
    case Encounter::HpBand::Wounded:
        return QStringLiteral("wounded");
    case Encounter::HpBand::BadlyWounded:
        break;
    }
    return QStringLiteral("bloodied");
}

QString PlayerView::stateLabel(const Rules::Ruleset &ruleset, const Combatant &c)
{
    if (const Rules::HpState *s = ruleset.hpState(c.state))
        return s->label;
    const QString id = stateId(c);
    if (id == u"down")
        return tr("down");
    if (id == u"unhurt")
        return tr("unhurt");
    if (id == u"wounded")
        return tr("wounded");
    if (id == u"bloodied")
        return tr("badly wounded");
    return id;
}

CombatantId PlayerView::target(const Encounter::Encounter &encounter, CombatantId chosen)
{
    const Rules::Ruleset &ruleset = encounter.ruleset();
    // The dead and the out of the fight are never offered as the thing to hit.
    auto fits = [&](const Combatant *c) {
        return c && visible(*c) && !ruleset.isPlayers(c->side) && Standing::fighting(encounter, *c);
    };
    if (fits(encounter.find(chosen)))
        return chosen;
    const auto &order = encounter.state().order;
    const qint64 n = qint64(order.size());
    const qint64 start = std::max<qint64>(shownTurn(encounter).index, 0);
    for (qint64 i = 0; i < n; ++i) {
        for (const Combatant *c : members(encounter, order[size_t((start + i) % n)])) {
            if (fits(c))
                return c->id;
        }
    }
    for (const Combatant &c : encounter.combatants()) {
        if (fits(&c))
            return c.id;
    }
    return 0;
}

QJsonObject PlayerView::state(const Encounter::Encounter &encounter, const Options &options)
{
    const Rules::Ruleset &ruleset = encounter.ruleset();
    const auto &st = encounter.state();
    PageIds fresh;
    PageIds &ids = options.ids ? *options.ids : fresh;
    giveIds(encounter, ids);
    const ShownTurn shown = shownTurn(encounter);

    QJsonArray order;
    for (qint64 i = 0; i < qint64(st.order.size()); ++i) {
        const auto &entry = st.order[size_t(i)];
        // Players see "Lair" act in its place, never the GM's note, roll or who arrives.
        if (const Encounter::Event *event
            = entry.event ? encounter.findEvent(entry.event) : nullptr) {
            QJsonObject o{{QStringLiteral("label"), event->name}, {QStringLiteral("event"), true},
                {QStringLiteral("party"), false}, {QStringLiteral("acting"), i == shown.index}};
            if (event->when == Encounter::Event::When::Count)
                o.insert(QStringLiteral("count"), entry.count());
            order.append(o);
            continue;
        }
        const auto moved = members(encounter, entry);
        const auto firstVisible = std::find_if(
            moved.begin(), moved.end(), [](const Combatant *c) { return visible(*c); });
        if (firstVisible == moved.end())
            continue;
        QString label = (*firstVisible)->name;
        if (!entry.group.isEmpty())
            label = entry.group;
        else if (!entry.side.isEmpty())
            label = sideLabel(ruleset, entry.side);
        QJsonObject o{{QStringLiteral("label"), label},
            {QStringLiteral("side"), (*firstVisible)->side},
            {QStringLiteral("party"), ruleset.isPlayers((*firstVisible)->side)},
            {QStringLiteral("count"), entry.count()}, {QStringLiteral("acting"), i == shown.index}};
        if (entry.side.isEmpty())
            o.insert(QStringLiteral("combatant"), ids.of(entry.combatant));
        insertStanding(o, entryStanding(encounter, moved));
        order.append(o);
    }

    // Those still fighting first; the dead and the out of the fight after them, marked.
    QJsonArray party, others, partyOut, othersOut;
    for (const Combatant &c : encounter.combatants()) {
        if (!visible(c))
            continue;
        QJsonObject o{{QStringLiteral("id"), ids.of(c.id)}, {QStringLiteral("name"), c.name},
            {QStringLiteral("side"), c.side},
            {QStringLiteral("side_label"), sideLabel(ruleset, c.side)},
            {QStringLiteral("state"), stateId(c)},
            {QStringLiteral("state_label"), stateLabel(ruleset, c)}};
        const Standing::Kind standing = Standing::of(encounter, c);
        insertStanding(o, standing);
        const bool fighting = standing == Standing::Kind::Fighting;
        if (ruleset.isPlayers(c.side)) {
            o.insert(QStringLiteral("hp"), c.hp);
            o.insert(QStringLiteral("max_hp"), c.maxHp);
            o.insert(QStringLiteral("conditions"), conditionsJson(encounter, c));
            QJsonArray attacks;
            for (qint64 a = 0; a < qint64(c.attacks.size()); ++a) {
                attacks.append(QJsonObject{{QStringLiteral("index"), a},
                    {QStringLiteral("name"), c.attacks[size_t(a)].name}});
            }
            o.insert(QStringLiteral("attacks"), attacks);
            (fighting ? party : partyOut).append(o);
        } else {
            if (options.revealNumbers) {
                o.insert(QStringLiteral("hp"), c.hp);
                o.insert(QStringLiteral("max_hp"), c.maxHp);
                o.insert(QStringLiteral("defence"), c.defence);
            }
            (fighting ? others : othersOut).append(o);
        }
    }
    for (const auto &o : std::as_const(partyOut))
        party.append(o);
    for (const auto &o : std::as_const(othersOut))
        others.append(o);

    QJsonObject out{{QStringLiteral("format"), QStringLiteral("fray-players")},
        {QStringLiteral("format_version"), 1},
        {QStringLiteral("ruleset"),
            QJsonObject{{QStringLiteral("id"), ruleset.id}, {QStringLiteral("name"), ruleset.name},
                {QStringLiteral("hp_label"), ruleset.hpLabel},
                {QStringLiteral("defence_label"), ruleset.defenceLabel}}},
        {QStringLiteral("round"), shown.round}, {QStringLiteral("revealed"), options.revealNumbers},
        {QStringLiteral("order"), order}, {QStringLiteral("party"), party},
        {QStringLiteral("others"), others}};

    const CombatantId targetId = target(encounter, options.target);
    QJsonArray chances, outChances;
    if (const Combatant *t = encounter.find(targetId)) {
        out.insert(QStringLiteral("target"),
            QJsonObject{{QStringLiteral("id"), ids.of(t->id)}, {QStringLiteral("name"), t->name}});
        for (const Combatant &c : encounter.combatants()) {
            if (!visible(c) || !ruleset.isPlayers(c.side) || c.attacks.empty())
                continue;
            QJsonObject chance{
                {QStringLiteral("attacker"), ids.of(c.id)}, {QStringLiteral("name"), c.name}};
            // No chance as if they could attack: they follow those who can, marked.
            const Standing::Kind kind = Standing::of(encounter, c);
            if (kind != Standing::Kind::Fighting) {
                insertStanding(chance, kind);
                outChances.append(chance);
                continue;
            }
            Encounter::AttackResolver::Request request;
            request.attacker = c.id;
            request.target = t->id;
            if (const auto result = Encounter::AttackResolver::odds(encounter, request))
                chance.insert(QStringLiteral("p_hit"), number(result->pHit));
            chances.append(chance);
        }
    } else {
        out.insert(QStringLiteral("target"), QJsonValue::Null);
    }
    for (const auto &chance : std::as_const(outChances))
        chances.append(chance);
    out.insert(QStringLiteral("chances"), chances);

    QJsonArray modifiers;
    for (const auto &m : ruleset.modifiers) {
        QJsonObject o{{QStringLiteral("id"), m.id}, {QStringLiteral("label"), m.label},
            {QStringLiteral("side"), m.side}};
        if (!m.group.isEmpty())
            o.insert(QStringLiteral("group"), m.group);
        if (m.perCount) {
            o.insert(QStringLiteral("per_count"), true);
            o.insert(QStringLiteral("count_label"), m.countLabel);
        }
        modifiers.append(o);
    }
    out.insert(QStringLiteral("modifiers"), modifiers);
    return out;
}

} // namespace Fray::PlayerPage
