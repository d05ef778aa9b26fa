// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/FightTuner.h"

#include "core/encounter/commands/RosterCommands.h"
#include "core/sim/FightModel.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace Fray::Sim {

namespace {

// The difficulty words from the easiest: a fight's rank among them.
int rankOf(const QString &word)
{
    static const QStringList words{QStringLiteral("easy"), QStringLiteral("medium"),
        QStringLiteral("hard"), QStringLiteral("deadly")};
    return int(words.indexOf(word));
}

int sign(double x)
{
    return x > 0 ? 1 : (x < 0 ? -1 : 0);
}

} // namespace

Expected<FightTuner, QString> FightTuner::create(const Encounter::Encounter &encounter,
    const Knob &knob, const SimOptions &options, std::optional<int> from, std::optional<int> to)
{
    FightTuner t;
    t.m_ruleset = encounter.sharedRuleset();
    t.m_state = encounter.state();
    t.m_knob = knob;
    t.m_options = options;
    const auto &people = t.m_state.combatants;
    int floor = 1;
    int ceiling = int(FightModel::maxHitPoints);
    if (knob.kind == Knob::Kind::Count) {
        t.m_roster = WhatIfRoster(people);
        const auto groups = t.m_roster.groupsNamed(knob.name, people);
        if (groups.empty()) {
            QStringList known;
            for (const auto &g : t.m_roster.groups())
                known << g.stem;
            known.removeDuplicates();
            return tr("no group of alike combatants is called '%1' (groups: %2)")
                .arg(knob.name, known.join(QStringLiteral(", ")));
        }
        if (groups.size() > 1)
            return tr("%n groups are called '%1'; name one by its side (SIDE:NAME)", nullptr,
                int(groups.size()))
                .arg(knob.name);
        t.m_group = groups.front();
        t.m_current = int(t.m_roster.groups()[t.m_group].members.size());
        ceiling = t.m_roster.mostFor(t.m_group);
        t.m_lowest = 1;
        t.m_highest = std::min(ceiling, std::max(12, 3 * t.m_current));
    } else {
        const auto found
            = std::find_if(people.begin(), people.end(), [&](const Encounter::Combatant &c) {
                  return c.name.compare(knob.name, Qt::CaseInsensitive) == 0;
              });
        if (found == people.end()) {
            QStringList names;
            for (const Encounter::Combatant &c : people)
                names << c.name;
            return tr("no combatant is called '%1' (combatants: %2)")
                .arg(knob.name, names.join(QStringLiteral(", ")));
        }
        t.m_combatant = std::size_t(found - people.begin());
        if (knob.kind == Knob::Kind::HitPoints) {
            t.m_current = int(std::clamp<qint64>(found->maxHp, 1, FightModel::maxHitPoints));
            t.m_lowest = 1;
            t.m_highest = std::min(ceiling, std::max(3 * t.m_current, t.m_current + 20));
        } else {
            if (found->attacks.empty())
                return tr("%1 has no attack whose value could be turned").arg(found->name);
            t.m_current = int(std::clamp<qint64>(found->attacks.front().value, -100'000, 100'000));
            const int span = std::max(10, std::abs(t.m_current));
            floor = -1'000'000;
            t.m_lowest = t.m_current - span;
            t.m_highest = t.m_current + span;
        }
    }
    if (from)
        t.m_lowest = *from;
    if (to)
        t.m_highest = *to;
    if (t.m_lowest < floor || t.m_highest > ceiling || t.m_lowest > t.m_highest)
        return tr("%1: values from %2 to %3 can be tried, not from %4 to %5")
            .arg(t.knobText())
            .arg(QLocale().toString(floor), QLocale().toString(ceiling),
                QLocale().toString(t.m_lowest), QLocale().toString(t.m_highest));
    return t;
}

Expected<FightTuner::Target, QString> FightTuner::targetFrom(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (rankOf(t) >= 0)
        return Target{std::nullopt, t};
    if (t.startsWith(u"win=")) {
        QString number = t.mid(4).trimmed();
        const bool percent = number.endsWith(QLatin1Char('%'));
        if (percent)
            number.chop(1);
        bool ok = false;
        double p = number.toDouble(&ok);
        if (ok && percent)
            p /= 100.0;
        if (ok && std::isfinite(p) && p >= 0.0 && p <= 1.0)
            return Target{p, QString()};
    }
    return tr("'%1': a target is win=P (the party's chance to win, 0 to 1 or a percentage) or a "
              "difficulty: easy, medium, hard, deadly")
        .arg(text);
}

QString FightTuner::knobText() const
{
    switch (m_knob.kind) {
    case Knob::Kind::Count:
        return tr("Count of %1").arg(m_roster.groups()[m_group].stem);
    case Knob::Kind::HitPoints:
        return tr("Hit points of %1").arg(m_state.combatants[m_combatant].name);
    case Knob::Kind::AttackValue:
        return tr("Attack value of %1").arg(m_state.combatants[m_combatant].name);
    }
    return {};
}

Encounter::EncounterState FightTuner::at(int value) const
{
    switch (m_knob.kind) {
    case Knob::Kind::Count: {
        WhatIfRoster roster = m_roster;
        roster.setCount(m_group, value);
        return roster.applied(m_state);
    }
    case Knob::Kind::HitPoints: {
        Encounter::EncounterState state = m_state;
        Encounter::Combatant &c = state.combatants[m_combatant];
        // A wounded combatant keeps its wounds.
        const qint64 wounds = std::max<qint64>(0, c.maxHp - c.hp);
        c.maxHp = value;
        c.startHp = value;
        c.hp = std::max<qint64>(1, value - wounds);
        return state;
    }
    case Knob::Kind::AttackValue: {
        Encounter::EncounterState state = m_state;
        Encounter::Combatant &c = state.combatants[m_combatant];
        const qint64 by = value - c.attacks.front().value;
        for (Encounter::Attack &a : c.attacks)
            a.value += by;
        return state;
    }
    }
    return m_state;
}

std::vector<std::unique_ptr<Encounter::Command>> FightTuner::commandsFor(int value) const
{
    std::vector<std::unique_ptr<Encounter::Command>> commands;
    if (value == m_current)
        return commands;
    if (m_knob.kind != Knob::Kind::Count) {
        const Encounter::EncounterState tuned = at(value);
        commands.push_back(std::make_unique<Encounter::EditCombatantCommand>(
            tuned.combatants[m_combatant], knobText()));
        return commands;
    }
    const WhatIfRoster::Group &group = m_roster.groups()[m_group];
    const auto &people = m_state.combatants;
    if (value < m_current) {
        for (int i = m_current - 1; i >= value; --i)
            commands.push_back(
                std::make_unique<Encounter::RemoveCombatantCommand>(group.members[std::size_t(i)]));
        return commands;
    }
    const auto last = std::find_if(people.begin(), people.end(),
        [&](const Encounter::Combatant &c) { return c.id == group.members.back(); });
    Encounter::Combatant fresh = *last;
    fresh.name = group.stem;
    fresh.hp = fresh.startHp = fresh.maxHp;
    fresh.subdual = 0;
    fresh.aided = false;
    commands.push_back(
        std::make_unique<Encounter::AddCombatantsCommand>(fresh, value - m_current, QString(),
            Encounter::AddCombatantsCommand::HitPoints::Fixed, qint64(last - people.begin()) + 1));
    return commands;
}

std::int64_t FightTuner::mostTrials() const
{
    // The scan, the encounter's own value, and a bisection of the widest gap between scanned
    // values.
    const int span = m_highest - m_lowest;
    const int gap = span / (scanPoints - 1) + 1;
    const int steps = int(std::ceil(std::log2(double(std::max(2, gap))))) + 1;
    return std::int64_t(scanPoints + 1 + 2 * steps) * m_options.trials;
}

std::optional<FightTuner::Point> FightTuner::evaluate(
    int value, Simulator::Control *control, QStringList &notes) const
{
    const Encounter::Encounter fight(m_ruleset, at(value));
    // Every value with the same seed: common random numbers.
    const auto model = FightModel::create(fight, m_options);
    if (!model) {
        notes << tr("%1 = %2: %3").arg(knobText(), QLocale().toString(value), model.error());
        return std::nullopt;
    }
    const SimResult r = Simulator::run(**model, control);
    if (control && control->cancel.load())
        return std::nullopt;
    Point p;
    p.value = value;
    p.win = r.pPartyWins;
    p.winSe = r.pPartyWinsSe;
    p.difficulty = Difficulty::assess(r);
    p.meanRounds = r.meanRounds;
    for (const QString &note : r.notes) {
        if (!notes.contains(note))
            notes << note;
    }
    return p;
}

FightTuner::Result FightTuner::tune(const Target &target, Simulator::Control *control) const
{
    Result result;
    std::map<int, Point> points;
    const auto at = [&](int value) -> const Point * {
        if (const auto found = points.find(value); found != points.end())
            return &found->second;
        if (control && control->cancel.load())
            return nullptr;
        auto p = evaluate(value, control, result.notes);
        if (!p)
            return nullptr;
        return &points.emplace(value, *p).first->second;
    };
    // How far a value is from the target, as a sign for bisection and a size for the best.
    const int targetRank = rankOf(target.difficulty);
    const auto side = [&](const Point &p) {
        return target.win ? sign(*target.win - p.win) : sign(rankOf(p.difficulty) - targetRank);
    };
    const auto distance = [&](const Point &p) {
        return target.win ? std::abs(*target.win - p.win)
                          : double(std::abs(rankOf(p.difficulty) - targetRank));
    };

    // The scan.
    std::vector<int> scan;
    const std::int64_t span = std::int64_t(m_highest) - m_lowest;
    if (span + 1 <= scanPoints) {
        for (int v = m_lowest; v <= m_highest; ++v)
            scan.push_back(v);
    } else {
        for (int i = 0; i < scanPoints; ++i)
            scan.push_back(int(m_lowest + (span * i + (scanPoints - 1) / 2) / (scanPoints - 1)));
    }
    if (m_current >= m_lowest && m_current <= m_highest)
        scan.push_back(m_current);
    std::sort(scan.begin(), scan.end());
    scan.erase(std::unique(scan.begin(), scan.end()), scan.end());
    for (const int v : scan)
        at(v);
    result.scanned = int(points.size());

    // Bisection between the scanned neighbours on either side of the target nearest the
    // encounter's own value (the curve falls, or rises, steadily: one crossing is the one). A
    // difficulty holds on a stretch of values: its end nearest the encounter's own is sought, and
    // nothing when the encounter's own value already has it.
    const auto own = points.find(m_current);
    const bool alreadyThere = !target.win && own != points.end() && side(own->second) == 0;
    std::optional<std::pair<int, int>> straddle;
    const auto far = [&](int lo, int hi) {
        return std::min(std::abs(lo - m_current), std::abs(hi - m_current));
    };
    for (auto it = points.begin(); it != points.end() && std::next(it) != points.end(); ++it) {
        const auto next = std::next(it);
        if (next->first - it->first <= 1 || side(it->second) == side(next->second))
            continue;
        if (!straddle || far(it->first, next->first) < far(straddle->first, straddle->second))
            straddle = std::pair(it->first, next->first);
    }
    if (straddle && !alreadyThere) {
        auto [lo, hi] = *straddle;
        const bool towardsHigh = hi <= m_current;
        while (hi - lo > 1) {
            const int mid = lo + (hi - lo) / 2;
            const Point *m = at(mid);
            const Point *l = at(lo);
            if (!m || !l)
                break;
            const int sm = side(*m), sl = side(*l);
            if (sm == 0 && target.win)
                break;
            if (sm == 0)
                (towardsHigh ? lo : hi) = mid; // on the stretch: the half nearer the own value
            else
                (sm == sl ? lo : hi) = mid;
        }
    }

    result.cancelled = control && control->cancel.load();
    for (const auto &[value, p] : points)
        result.curve.push_back(p);
    for (const Point &p : result.curve) {
        if (!result.best) {
            result.best = p;
            continue;
        }
        const double d = distance(p), best = distance(*result.best);
        const bool nearer
            = std::abs(p.value - m_current) < std::abs(result.best->value - m_current);
        if (d < best - 1e-12 || (std::abs(d - best) <= 1e-12 && nearer))
            result.best = p;
    }
    return result;
}

} // namespace Fray::Sim
