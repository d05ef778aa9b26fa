// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/EncounterActions.h"

#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/RoundEnd.h"
#include "core/encounter/TurnKeeper.h"
#include "core/encounter/commands/AttackCommand.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/storage/Campaign.h"
#include "ui/encounter/AttackDialog.h"
#include "ui/encounter/CustomConditionDialog.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"
#include "ui/encounter/RoundEndDialog.h"
#include "ui/encounter/SurpriseDialog.h"
#include "ui/forms/CombatantEditor.h"

#include <QAction>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QTableView>
#include <QUndoStack>

namespace Fray::Ui {

using Encounter::CombatantId;
using Step = Encounter::TurnCommand::Step;

EncounterActions::EncounterActions(const Actions &actions, QWidget *window)
    : QObject(window)
    , m_actions(actions)
    , m_window(window)
{
    const auto step = [this](QAction *action, Step s) {
        connect(action, &QAction::triggered, this, [this, s] { turnStep(s); });
    };
    step(m_actions.rollInitiative, Step::RollInitiative);
    step(m_actions.start, Step::Start);
    step(m_actions.nextTurn, Step::NextTurn);
    step(m_actions.previousTurn, Step::PreviousTurn);
    step(m_actions.nextRound, Step::NextRound);
    connect(m_actions.damage, &QAction::triggered, this, &EncounterActions::damage);
    connect(m_actions.heal, &QAction::triggered, this, &EncounterActions::heal);
    connect(m_actions.condition, &QAction::triggered, this, &EncounterActions::condition);
    connect(
        m_actions.removeCondition, &QAction::triggered, this, &EncounterActions::removeCondition);
    connect(m_actions.aid, &QAction::triggered, this, &EncounterActions::aid);
    connect(m_actions.remove, &QAction::triggered, this, &EncounterActions::remove);
    connect(m_actions.duplicate, &QAction::triggered, this, &EncounterActions::duplicate);
    connect(m_actions.addAdHoc, &QAction::triggered, this, &EncounterActions::addAdHoc);
    connect(m_actions.edit, &QAction::triggered, this, &EncounterActions::edit);
    connect(m_actions.hold, &QAction::triggered, this, &EncounterActions::hold);
    connect(m_actions.declare, &QAction::triggered, this, &EncounterActions::declare);
    connect(m_actions.attack, &QAction::triggered, this, &EncounterActions::attack);
    connect(m_actions.surprise, &QAction::triggered, this, &EncounterActions::surprise);
    connect(
        m_actions.hideFromPlayers, &QAction::triggered, this, &EncounterActions::hideFromPlayers);
    connect(m_actions.sortByInitiative, &QAction::triggered, this, [this] {
        if (m_view)
            m_view->table()->sortByColumn(0, Qt::AscendingOrder);
    });
    updateEnabled();
}

void EncounterActions::setSession(EncounterSession *session, EncounterView *view)
{
    m_session = session;
    m_view = view;
    if (m_view) {
        // Del in the table removes the selected rows, as Encounter › Remove (Ctrl+Del) does
        // anywhere; only there, so Del in the library or a text field keeps its own meaning.
        auto *del = new QAction(tr("Remove"), m_view->table());
        del->setShortcut(QKeySequence::Delete);
        del->setShortcutContext(Qt::WidgetShortcut);
        m_view->table()->addAction(del);
        connect(del, &QAction::triggered, this, [this] {
            if (m_actions.remove->isEnabled())
                remove();
        });
        connect(m_view, &EncounterView::editRequested, this, [this](CombatantId id) {
            m_view->select(id);
            edit();
        });
        connect(m_view->table()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &EncounterActions::followSelection);
        // Undo and redo change the flag without changing the selection.
        connect(&m_session->encounter(), &Encounter::Encounter::combatantChanged, this,
            &EncounterActions::followSelection);
    }
    updateEnabled();
    followSelection();
}

void EncounterActions::updateEnabled()
{
    const bool open = m_session != nullptr;
    // A campaign open read-only (another Fray has it, or Fray may not write the file) is
    // browsed, not changed: every edit is off, and says why.
    // A fight another Fray runs is followed the same way.
    const bool readOnly = open && m_session->isReadOnly();
    const QString why = readOnly ? m_session->readOnlyReason() : QString();
    m_actions.sortByInitiative->setEnabled(open);
    for (QAction *a : {m_actions.rollInitiative, m_actions.start, m_actions.nextTurn,
             m_actions.previousTurn, m_actions.nextRound, m_actions.hold, m_actions.declare,
             m_actions.attack, m_actions.damage, m_actions.heal, m_actions.condition,
             m_actions.removeCondition, m_actions.aid, m_actions.addAdHoc, m_actions.duplicate,
             m_actions.remove, m_actions.edit, m_actions.surprise, m_actions.hideFromPlayers}) {
        a->setEnabled(open && !readOnly);
        a->setStatusTip(why);
    }
}

bool EncounterActions::run(std::unique_ptr<Encounter::Command> command)
{
    if (!m_session)
        return false;
    if (auto error = m_session->run(std::move(command))) {
        Q_EMIT message(*error);
        return false;
    }
    return true;
}

void EncounterActions::turnStep(Step step)
{
    if (!m_session)
        return;
    Encounter::Encounter &e = m_session->encounter();
    const bool endsRound = e.state().round > 0
        && (step == Step::NextRound
            || (step == Step::NextTurn
                && Encounter::TurnKeeper(e, m_session->random()).nextActable(e.state().turn) < 0));
    // Before the rules take someone at the end of the round, the GM is asked (DESIGN 3a).
    if (endsRound && !Encounter::RoundEnd::risks(e).empty()) {
        RoundEndDialog dialog(
            e,
            [this](std::unique_ptr<Encounter::Command> command) {
                return m_session->run(std::move(command));
            },
            m_window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (dialog.anyoneAtRisk())
            step = Step::LetRoundEnd;
    }
    run(std::make_unique<Encounter::TurnCommand>(step));
}

std::vector<CombatantId> EncounterActions::targets(const QString &what)
{
    std::vector<CombatantId> ids
        = m_view ? m_view->selectedCombatants() : std::vector<CombatantId>{};
    if (ids.empty())
        Q_EMIT message(tr("Select who to %1 in the table first").arg(what));
    return ids;
}

CombatantId EncounterActions::actingOrSelected() const
{
    if (m_view) {
        const auto selected = m_view->selectedCombatants();
        if (!selected.empty())
            return selected.front();
    }
    const Encounter::InitiativeEntry *acting = m_session->encounter().actingEntry();
    return acting ? acting->combatant : 0;
}

void EncounterActions::damage()
{
    const auto ids = targets(tr("damage"));
    if (ids.empty())
        return;
    bool ok = false;
    const int amount = QInputDialog::getInt(m_window, tr("Damage"),
        tr("Hit points to take from %n combatant(s):", nullptr, int(ids.size())), 1, 0, 1'000'000,
        1, &ok);
    if (ok && amount > 0)
        run(std::make_unique<Encounter::DamageCommand>(ids, amount));
}

void EncounterActions::heal()
{
    const auto ids = targets(tr("heal"));
    if (ids.empty())
        return;
    bool ok = false;
    const int amount = QInputDialog::getInt(m_window, tr("Heal"),
        tr("Hit points to give back to %n combatant(s):", nullptr, int(ids.size())), 1, 0,
        1'000'000, 1, &ok);
    if (ok && amount > 0)
        run(std::make_unique<Encounter::HealCommand>(ids, amount));
}

void EncounterActions::condition()
{
    const auto ids = targets(tr("give a condition"));
    if (ids.empty())
        return;
    const Encounter::Encounter &encounter = m_session->encounter();
    const auto &conditions = encounter.ruleset().conditions;
    // The catalogue's, then the GM's own already in this fight (offered again), then a new one.
    QStringList labels;
    for (const auto &c : conditions)
        labels << c.label;
    // The campaign's, newest first, then any in this fight it lacks (a file imported).
    std::vector<Encounter::CustomCondition> own;
    if (const Storage::Campaign *campaign = m_session->campaign())
        own = campaign->customConditions();
    for (const Encounter::Combatant &c : encounter.combatants()) {
        for (const Encounter::ActiveCondition &a : c.conditions) {
            if (a.custom && std::find(own.begin(), own.end(), *a.custom) == own.end())
                own.push_back(*a.custom);
        }
    }
    for (const auto &c : own)
        labels << tr("%1 (your own)").arg(c.label);
    const QString newOwn = tr("Your own condition…");
    labels << newOwn;
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        m_window, tr("Add Condition"), tr("Condition:"), labels, 0, false, &ok);
    if (!ok)
        return;
    const qsizetype picked = labels.indexOf(chosen);
    if (chosen == newOwn) {
        CustomConditionDialog dialog(encounter.ruleset(), m_window);
        if (dialog.exec() == QDialog::Accepted)
            applyOwn(ids, dialog.condition(), dialog.rounds());
        return;
    }
    if (picked >= qsizetype(conditions.size())) {
        const int n = QInputDialog::getInt(m_window, tr("Add Condition"),
            tr("Rounds it lasts (0 = until removed):"), 0, 0, 1000, 1, &ok);
        if (ok)
            applyOwn(ids, own[std::size_t(picked) - conditions.size()],
                n > 0 ? std::optional<qint64>(n) : std::nullopt);
        return;
    }
    const auto &condition = conditions[std::size_t(picked)];
    std::optional<qint64> rounds;
    if (condition.duration.kind != Rules::Duration::Kind::Rounds) {
        const int n = QInputDialog::getInt(m_window, tr("Add Condition"),
            tr("Rounds it lasts, this one counted (0 = as the ruleset says):"), 0, 0, 1000, 1, &ok);
        if (!ok)
            return;
        if (n > 0)
            rounds = n;
    }
    run(std::make_unique<Encounter::ApplyConditionCommand>(ids, condition.id, rounds));
}

void EncounterActions::applyOwn(const std::vector<CombatantId> &ids,
    const Encounter::CustomCondition &condition, std::optional<qint64> rounds)
{
    if (!run(std::make_unique<Encounter::ApplyConditionCommand>(ids, condition, rounds)))
        return;
    // Offered again in every fight of the campaign.
    if (auto error = m_session->rememberCustomCondition(condition))
        Q_EMIT message(*error);
}

void EncounterActions::removeCondition()
{
    const auto ids = targets(tr("clear a condition from"));
    if (ids.empty())
        return;
    QStringList labels, conditionIds;
    for (const CombatantId id : ids) {
        for (const auto &active : m_session->encounter().find(id)->conditions) {
            if (conditionIds.contains(active.id))
                continue;
            const Rules::Condition *c = m_session->encounter().condition(active);
            conditionIds << active.id;
            labels << (c ? c->label : active.id);
        }
    }
    if (labels.isEmpty()) {
        Q_EMIT message(tr("No condition to remove"));
        return;
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        m_window, tr("Remove Condition"), tr("Condition:"), labels, 0, false, &ok);
    if (!ok)
        return;
    const QString id = conditionIds[labels.indexOf(chosen)];
    std::vector<CombatantId> having;
    for (const CombatantId c : ids) {
        if (m_session->encounter().find(c)->hasCondition(id))
            having.push_back(c);
    }
    run(std::make_unique<Encounter::RemoveConditionCommand>(having, id));
}

void EncounterActions::aid()
{
    const auto ids = targets(tr("aid"));
    if (!ids.empty())
        run(std::make_unique<Encounter::AidCommand>(ids.front()));
}

void EncounterActions::remove()
{
    const auto ids = targets(tr("remove"));
    if (ids.empty())
        return;
    // Several at once are one step of the history: one Ctrl+Z brings them all back.
    QUndoStack *history = m_session->undoStack();
    if (ids.size() > 1)
        history->beginMacro(tr("Remove %n combatant(s)", nullptr, int(ids.size())));
    for (const CombatantId id : ids) {
        if (!run(std::make_unique<Encounter::RemoveCombatantCommand>(id)))
            break;
    }
    if (ids.size() > 1)
        history->endMacro();
}

void EncounterActions::duplicate()
{
    const auto ids = targets(tr("duplicate"));
    if (ids.empty())
        return;
    const Encounter::Combatant *c = m_session->encounter().find(ids.front());
    bool ok = false;
    const int count = QInputDialog::getInt(
        m_window, tr("Duplicate"), tr("How many more of %1?").arg(c->name), 1, 1, 100'000, 1, &ok);
    if (!ok)
        return;
    Encounter::Combatant copy = *c;
    copy.hp = copy.startHp = copy.maxHp;
    copy.subdual = 0;
    copy.conditions.clear();
    copy.state.clear();
    copy.declared.clear();
    copy.declaredRound = 0;
    copy.declaredEveryRound = false;
    copy.overrides.clear();
    // "Goblin 3" duplicates as more "Goblin N".
    copy.name = c->name.section(QLatin1Char(' '), 0, -2).isEmpty()
            || !c->name.section(QLatin1Char(' '), -1).toInt()
        ? c->name
        : c->name.section(QLatin1Char(' '), 0, -2);
    run(std::make_unique<Encounter::AddCombatantsCommand>(copy, count));
}

void EncounterActions::addAdHoc()
{
    if (!m_session)
        return;
    CombatantEditor editor(
        m_session->encounter().ruleset(), CombatantEditor::Mode::AddToEncounter, m_window);
    Encounter::Combatant prototype;
    prototype.name = tr("New combatant");
    editor.setCombatant(prototype);
    if (editor.exec() != QDialog::Accepted)
        return;
    run(std::make_unique<Encounter::AddCombatantsCommand>(
        editor.combatant(), editor.count(), editor.hitDice(), editor.hitPointMode()));
}

void EncounterActions::edit()
{
    const auto ids = targets(tr("edit"));
    if (ids.empty())
        return;
    const Encounter::Combatant *c = m_session->encounter().find(ids.front());
    CombatantEditor editor(
        m_session->encounter().ruleset(), CombatantEditor::Mode::EditCombatant, m_window);
    editor.setCombatant(*c);
    if (editor.exec() != QDialog::Accepted)
        return;
    Encounter::Combatant edited = editor.combatant();
    edited.id = c->id;
    if (edited == *c)
        return;
    run(std::make_unique<Encounter::EditCombatantCommand>(edited));
}

void EncounterActions::hideFromPlayers(bool hidden)
{
    const auto ids = targets(hidden ? tr("hide from players") : tr("show to players"));
    for (const CombatantId id : ids) {
        const Encounter::Combatant *c = m_session->encounter().find(id);
        if (!c || c->hiddenFromPlayers == hidden)
            continue;
        Encounter::Combatant edited = *c;
        edited.hiddenFromPlayers = hidden;
        if (!run(std::make_unique<Encounter::EditCombatantCommand>(
                edited, hidden ? tr("hidden from players") : tr("shown to players"))))
            break;
    }
    followSelection();
}

void EncounterActions::followSelection()
{
    const auto ids = m_view ? m_view->selectedCombatants() : std::vector<CombatantId>{};
    const Encounter::Combatant *c
        = ids.empty() || !m_session ? nullptr : m_session->encounter().find(ids.front());
    m_actions.hideFromPlayers->setChecked(c && c->hiddenFromPlayers);
}

void EncounterActions::hold()
{
    const CombatantId holder = actingOrSelected();
    if (!holder) {
        Q_EMIT message(tr("Nobody is acting yet"));
        return;
    }
    const Encounter::Encounter &e = m_session->encounter();
    QStringList names;
    std::vector<CombatantId> later;
    for (qint64 i = std::max<qint64>(e.state().turn + 1, 0); i < qint64(e.state().order.size());
         ++i) {
        const auto &entry = e.state().order[std::size_t(i)];
        if (entry.event || entry.combatant == holder || entry.lost)
            continue; // no one holds for an event
        const Encounter::Combatant *c = e.find(entry.combatant);
        if (std::find(later.begin(), later.end(), c->id) == later.end()) {
            later.push_back(c->id);
            names << c->name;
        }
    }
    if (names.isEmpty()) {
        Q_EMIT message(tr("No one acts later this round"));
        return;
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(m_window, tr("Hold"),
        tr("%1 waits and acts together with:").arg(e.find(holder)->name), names, 0, false, &ok);
    if (ok)
        run(std::make_unique<Encounter::HoldCommand>(
            holder, later[std::size_t(names.indexOf(chosen))]));
}

void EncounterActions::declare()
{
    const auto ids = targets(tr("declare an action for"));
    if (ids.empty())
        return;
    const auto &scheme = m_session->encounter().ruleset().initiative;
    // Each action for the next roll, then each for every round, then the overrides.
    QStringList labels{tr("Nothing special")};
    const auto actionLabel = [](const Rules::InitiativeAction &a) {
        return a.modifier ? tr("%1 (%2)").arg(a.label, QLocale().toString(*a.modifier)) : a.label;
    };
    for (const auto &a : scheme.actions)
        labels << actionLabel(a);
    for (const auto &a : scheme.actions)
        labels << tr("%1, every round").arg(actionLabel(a));
    for (const auto &o : scheme.overrides)
        labels << tr("%1 (initiative)").arg(o.label);
    bool ok = false;
    const QString chosen = QInputDialog::getItem(m_window, tr("Declare"),
        tr("Declared for the next initiative roll:"), labels, 0, false, &ok);
    if (!ok)
        return;
    const qsizetype actions = qsizetype(scheme.actions.size());
    const qsizetype i = labels.indexOf(chosen) - 1;
    QString action;
    QStringList overrides;
    auto lasting = Encounter::DeclareCommand::Lasting::NextRoll;
    if (i >= 0 && i < actions) {
        action = scheme.actions[std::size_t(i)].id;
    } else if (i >= actions && i < 2 * actions) {
        action = scheme.actions[std::size_t(i - actions)].id;
        lasting = Encounter::DeclareCommand::Lasting::EveryRound;
    } else if (i >= 2 * actions) {
        overrides << scheme.overrides[std::size_t(i - 2 * actions)].id;
    }
    for (const CombatantId id : ids)
        run(std::make_unique<Encounter::DeclareCommand>(
            id, action, overrides, std::nullopt, lasting));
}

void EncounterActions::setAttackDefaults(
    std::function<Encounter::AttackResolver::Request()> defaults)
{
    m_attackDefaults = std::move(defaults);
}

void EncounterActions::attack()
{
    if (!m_session)
        return;
    // In a fight the one whose turn it is attacks, and a row the GM selected is the target;
    // before it, the selected row attacks.
    const Encounter::InitiativeEntry *acting = m_session->encounter().actingEntry();
    const auto selected = m_view ? m_view->selectedCombatants() : std::vector<CombatantId>{};
    // An event's turn has no attacker of its own: the selected row attacks, as before the fight.
    const Encounter::CombatantId attacker
        = acting && !acting->event ? acting->combatant : (selected.empty() ? 0 : selected.front());
    AttackDialog dialog(m_session->encounter(), attacker, m_window);
    Encounter::AttackResolver::Request initial;
    bool haveInitial = false;
    if (m_attackDefaults) {
        initial = m_attackDefaults();
        haveInitial = initial.attacker == attacker;
    }
    const auto target = std::find_if(
        selected.begin(), selected.end(), [&](CombatantId id) { return id != attacker; });
    if (acting && target != selected.end()) {
        if (!haveInitial) {
            initial = Encounter::AttackResolver::Request();
            initial.attacker = attacker;
        }
        initial.target = *target;
        haveInitial = true;
    }
    if (haveInitial)
        dialog.setInitial(initial);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto request = dialog.request();
    if (run(std::make_unique<Encounter::AttackCommand>(request)))
        Q_EMIT attacked(request.attacker, request.target);
}

void EncounterActions::surprise()
{
    if (!m_session)
        return;
    const Rules::Ruleset &ruleset = m_session->encounter().ruleset();
    if (!ruleset.surprise) {
        Q_EMIT message(tr("%1 has no surprise rule").arg(ruleset.name));
        return;
    }
    auto *dialog = new SurpriseDialog(m_session, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SurpriseDialog::message, this, &EncounterActions::message);
    dialog->open();
}

void EncounterActions::addFromLibrary(const Library::LibraryEntry &entry, qint64 count,
    Encounter::AddCombatantsCommand::HitPoints mode)
{
    if (!m_session) {
        Q_EMIT message(tr("Open an encounter to add %1 to").arg(entry.name));
        return;
    }
    if (entry.rulesetId != m_session->encounter().ruleset().id) {
        Q_EMIT message(tr("%1 belongs to another ruleset").arg(entry.name));
        return;
    }
    Encounter::Combatant prototype = entry.prototype;
    prototype.name = entry.name;
    prototype.templateId = QString::number(entry.id);
    const bool dice = !entry.hitDice.isEmpty();
    run(std::make_unique<Encounter::AddCombatantsCommand>(prototype, count, entry.hitDice,
        dice ? mode : Encounter::AddCombatantsCommand::HitPoints::Fixed));
}

} // namespace Fray::Ui
