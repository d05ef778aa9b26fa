// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ForeignImport.h"

#include "core/InParts.h"
#include "core/encounter/EncounterCheck.h"
#include "core/io/AsciiText.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <iterator>

namespace Fray::Io {

namespace {

// What was lost and what was kept as notes, summed apart: an entry counts once per kind.
void addTotals(ForeignImport::Result &out, const std::vector<ImportLoss> &lost)
{
    QSet<QString> seen[2];
    for (const ImportLoss &l : lost) {
        const QString kind = ForeignImport::lossKind(l.field);
        QSet<QString> &counted = seen[l.keptAsNotes ? 1 : 0];
        if (!counted.contains(kind)) {
            counted.insert(kind);
            (l.keptAsNotes ? out.keptTotals : out.lossTotals)[kind] += 1;
        }
    }
}

// Combatants of one encounter that share a name are told apart, as adding several of one stat
// block does ("Goblin 1", "Goblin 2"); the other tool's own number for each is kept where it
// has one, so the names match what the GM saw there. Fray refuses an encounter whose
// combatants share a name, so it could not read back its own export otherwise.
void numberSharedNames(std::vector<Encounter::Combatant> &combatants,
    const std::vector<std::optional<qint64>> &labels, std::vector<EntryReport> &reports)
{
    QHash<QString, qint64> count;
    for (const auto &c : combatants)
        count[c.name.toLower()] += 1;
    QSet<QString> taken;
    for (const auto &c : combatants) {
        if (count.value(c.name.toLower()) == 1)
            taken.insert(c.name.toLower());
    }
    std::vector<QString> names(combatants.size());
    // The tool's labels first, so a combatant numbered without one never takes another's.
    for (std::size_t i = 0; i < combatants.size(); ++i) {
        const QString &base = combatants[i].name;
        if (count.value(base.toLower()) < 2 || !labels[i] || *labels[i] < 1)
            continue;
        const QString name = QStringLiteral("%1 %2").arg(base).arg(*labels[i]);
        if (!taken.contains(name.toLower())) {
            taken.insert(name.toLower());
            names[i] = name;
        }
    }
    for (std::size_t i = 0; i < combatants.size(); ++i) {
        const QString base = combatants[i].name;
        const qint64 shared = count.value(base.toLower());
        if (shared < 2)
            continue;
        QString name = names[i];
        for (qint64 n = 1; name.isEmpty(); ++n) {
            const QString candidate = QStringLiteral("%1 %2").arg(base).arg(n);
            if (!taken.contains(candidate.toLower()))
                name = candidate;
        }
        taken.insert(name.toLower());
        combatants[i].name = name;
        reports[i].name = name;
        reports[i].values.insert(reports[i].values.begin(),
            {ForeignImport::tr("Name"), name,
                ForeignImport::tr("%1, one of %n of that name", nullptr, int(shared)).arg(base)});
    }
}

} // namespace

QString ForeignImport::lossKind(const QString &field)
{
    // The name ends at the first spaces followed by a detail: a quote, a bracket or a number,
    // signed or not; the details run to the end of the field's one line (or its last).
    const qsizetype n = field.size();
    for (qsizetype at = 0; at < n; ++at) {
        if (!isAsciiSpace(field.at(at)))
            continue;
        const qsizetype detail = afterAsciiSpaces(field, at);
        if (detail == n)
            break;
        const QChar c = field.at(detail);
        const bool starts = c == u'\'' || c == u'(' || isAsciiDigit(c)
            || ((c == u'+' || c == u'-') && detail + 1 < n && isAsciiDigit(field.at(detail + 1)));
        const qsizetype newline = field.indexOf(u'\n', detail);
        if (!starts || (newline >= 0 && newline != n - 1))
            continue;
        const QString kind = field.left(at) + (newline == n - 1 ? QStringLiteral("\n") : QString());
        return kind.isEmpty() ? field : kind;
    }
    return field;
}

ForeignImport::Result ForeignImport::map(const ForeignFile &file, const Rules::Ruleset &ruleset)
{
    Result out;
    out.skipped = file.skipped;
    out.rejected = file.rejected;
    const StatBlockMapper mapper(ruleset);
    // The creatures are mapped on every core, a part each, and joined in the file's order.
    const auto mapPart = [&](qsizetype begin, qsizetype end) {
        Result part;
        for (qsizetype i = begin; i < end; ++i) {
            const ForeignCreature &c = file.creatures[static_cast<std::size_t>(i)];
            if (c.name.isEmpty()) {
                part.rejected << tr("an entry without a name");
                continue;
            }
            // Hit points always come in: a stat block whose HP Fray cannot hold is left out, not
            // given the ruleset's default.
            if (const auto hp = c.unread.constFind(QStringLiteral("hp"));
                hp != c.unread.constEnd()) {
                part.rejected << QStringLiteral("%1: HP %2: %3").arg(c.name, hp->text, hp->reason);
                continue;
            }
            StatBlockMapper::Result mapped = mapper.map(c);
            const auto problems
                = Encounter::EncounterCheck::combatant(mapped.entry.prototype, ruleset, QString());
            if (!problems.isEmpty()) {
                part.rejected << QStringLiteral("%1: %2").arg(
                    c.name, Encounter::EncounterCheck::summary(problems));
                continue;
            }
            addTotals(part, mapped.lost);
            part.reports.push_back({c.name, std::move(mapped.values), std::move(mapped.lost)});
            part.entries.push_back(std::move(mapped.entry));
        }
        return part;
    };
    for (Result &part : inParts(qsizetype(file.creatures.size()), creaturesPerCore, mapPart)) {
        out.rejected << part.rejected;
        std::move(part.entries.begin(), part.entries.end(), std::back_inserter(out.entries));
        std::move(part.reports.begin(), part.reports.end(), std::back_inserter(out.reports));
        for (auto it = part.lossTotals.cbegin(); it != part.lossTotals.cend(); ++it)
            out.lossTotals[it.key()] += it.value();
        for (auto it = part.keptTotals.cbegin(); it != part.keptTotals.cend(); ++it)
            out.keptTotals[it.key()] += it.value();
    }

    QSet<QString> encounterNames;
    for (const ForeignEncounter &fe : file.encounters) {
        Encounter::EncounterState state;
        state.name = fe.name;
        // A campaign holds one encounter of a name: a second of the file's is renamed, as a
        // clashing library entry is ("Ambush (2)"), and the preview says so.
        for (int n = 2; encounterNames.contains(state.name); ++n)
            state.name = QStringLiteral("%1 (%2)").arg(fe.name).arg(n);
        std::vector<EntryReport> reports;
        std::vector<std::optional<qint64>> labels;
        state.rulesetId = ruleset.id;
        std::vector<std::pair<qint64, Encounter::CombatantId>> initiative;
        for (const ForeignCombatant &fc : fe.combatants) {
            StatBlockMapper::Result mapped = mapper.map(fc.creature);
            Encounter::Combatant c = mapped.entry.prototype;
            c.id = state.nextId++;
            if (!fc.alias.isEmpty())
                c.name = fc.alias;
            if (c.name.isEmpty())
                c.name = tr("Combatant %1").arg(c.id);
            if (fc.maxHp && *fc.maxHp >= 1)
                c.maxHp = c.startHp = *fc.maxHp;
            c.hp = std::min(fc.currentHp.value_or(c.maxHp), c.maxHp);
            c.group = fc.group;
            c.hiddenFromPlayers = fc.hidden;
            for (const ForeignTag &tag : fc.tags) {
                Encounter::ActiveCondition condition;
                condition.id = StatBlockMapper::conditionFor(tag.text, ruleset);
                if (condition.id.isEmpty()) {
                    Encounter::CustomCondition custom;
                    custom.label = tag.text.trimmed();
                    condition.id = Encounter::CustomCondition::idFor(custom.label);
                    condition.custom = custom;
                    condition.countsThisRound = true;
                }
                condition.roundsLeft = tag.roundsLeft;
                mapped.values.push_back({tr("Condition"), condition.id, tag.text});
                if (!c.hasCondition(condition.id))
                    c.conditions.push_back(condition);
            }
            for (const QString &field : fc.lost)
                mapped.lost.push_back({field, StatBlockMapper::noPlace()});
            if (fc.initiative) {
                initiative.emplace_back(*fc.initiative, c.id);
                mapped.values.push_back({tr("Initiative"), QString::number(*fc.initiative),
                    QStringLiteral("Initiative")});
            }
            addTotals(out, mapped.lost);
            reports.push_back({c.name, std::move(mapped.values), std::move(mapped.lost)});
            labels.push_back(fc.indexLabel);
            state.combatants.push_back(std::move(c));
        }
        numberSharedNames(state.combatants, labels, reports);
        // The order as the other tool left it: highest first, equal values in one slot.
        if (!initiative.empty() && fe.round > 0) {
            std::stable_sort(initiative.begin(), initiative.end(),
                [](const auto &a, const auto &b) { return a.first > b.first; });
            qint64 slot = -1;
            qint64 last = 0;
            for (std::size_t i = 0; i < initiative.size(); ++i) {
                if (i == 0 || initiative[i].first != last)
                    ++slot;
                last = initiative[i].first;
                Encounter::InitiativeEntry entry;
                entry.combatant = initiative[i].second;
                entry.value = initiative[i].first;
                entry.slot = slot;
                state.order.push_back(entry);
            }
            state.round = fe.round;
            state.turn = 0;
            if (fe.activeIndex >= 0) {
                const auto active = Encounter::CombatantId(fe.activeIndex + 1);
                const auto it = std::find_if(state.order.begin(), state.order.end(),
                    [&](const auto &e) { return e.combatant == active; });
                if (it != state.order.end())
                    state.turn = qint64(it - state.order.begin());
            }
        }
        auto problems = Encounter::EncounterCheck::encounter(state, ruleset);
        if (!problems.isEmpty() && !state.order.empty()) {
            // The ruleset orders differently (by side, per attack): the fight starts afresh.
            state.order.clear();
            state.round = 0;
            state.turn = -1;
            problems = Encounter::EncounterCheck::encounter(state, ruleset);
        }
        if (!problems.isEmpty()) {
            out.rejected << tr("encounter %1: %2")
                                .arg(fe.name, Encounter::EncounterCheck::summary(problems));
            continue;
        }
        if (state.name != fe.name)
            out.renamed << tr("encounter %1: the file holds another of this name; imported as %2")
                               .arg(fe.name, state.name);
        encounterNames.insert(state.name);
        std::move(reports.begin(), reports.end(), std::back_inserter(out.encounterReports));
        out.encounters.push_back(std::move(state));
    }
    return out;
}

} // namespace Fray::Io
