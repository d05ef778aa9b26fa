// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/CombatantTableModel.h"

#include "core/encounter/HitPointsInput.h"
#include "core/encounter/HpBand.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/Vitals.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/i18n/NumberText.h"
#include "core/library/EntryDrag.h"
#include "core/rules/DisplayNames.h"
#include "core/storage/Campaign.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/TurnDangers.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QMimeData>
#include <QPalette>

namespace Fray::Ui {

using Encounter::Combatant;
using Encounter::CombatantId;

CombatantTableModel::CombatantTableModel(EncounterSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_encounter(session->encounter())
    , m_dangers(new TurnDangers(session->encounter(), this))
{
    connect(m_dangers, &TurnDangers::updated, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, Danger), index(rowCount() - 1, Danger));
    });
    const Encounter::Encounter *e = &m_encounter;
    connect(e, &Encounter::Encounter::combatantsAboutToBeInserted, this,
        [this](qint64 first, qint64 last) { beginInsertRows({}, int(first), int(last)); });
    connect(e, &Encounter::Encounter::combatantsInserted, this, [this] { endInsertRows(); });
    connect(e, &Encounter::Encounter::combatantAboutToBeRemoved, this,
        [this](qint64 i) { beginRemoveRows({}, int(i), int(i)); });
    connect(e, &Encounter::Encounter::combatantRemoved, this, [this] { endRemoveRows(); });
    connect(
        e, &Encounter::Encounter::combatantsAboutToBeReset, this, [this] { beginResetModel(); });
    connect(e, &Encounter::Encounter::combatantsReset, this, [this] {
        rebuildOrder();
        endResetModel();
    });
    connect(e, &Encounter::Encounter::combatantChanged, this, [this](qint64 row) {
        Q_EMIT dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
    });
    connect(e, &Encounter::Encounter::orderChanged, this, [this] {
        rebuildOrder();
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, Order), index(rowCount() - 1, Order));
        refreshActing();
    });
    connect(e, &Encounter::Encounter::turnChanged, this, &CombatantTableModel::refreshActing);
    rebuildOrder();
    refreshActing();
}

int CombatantTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_encounter.combatants().size());
}

int CombatantTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int CombatantTableModel::rowOf(CombatantId id) const
{
    return int(m_encounter.indexOf(id));
}

int CombatantTableModel::actingRow() const
{
    return m_acting.isEmpty() ? -1 : rowOf(m_acting.constFirst());
}

void CombatantTableModel::rebuildOrder()
{
    m_orderText.clear();
    m_orderPosition.clear();
    const auto &order = m_encounter.state().order;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto &entry = order[i];
        QString text = Encounter::InitiativeRoller::countText(entry);
        if (entry.lost)
            text = tr("%1 (lost)").arg(text);
        for (const CombatantId id : Encounter::InitiativeRoller::members(m_encounter, entry)) {
            QString &shown = m_orderText[id];
            shown = shown.isEmpty() ? text : shown + QStringLiteral(" \u00b7 ") + text;
            if (!m_orderPosition.contains(id))
                m_orderPosition.insert(id, qint64(i));
        }
    }
}

void CombatantTableModel::refreshActing()
{
    QList<CombatantId> acting;
    if (const Encounter::InitiativeEntry *entry = m_encounter.actingEntry()) {
        for (const CombatantId id : Encounter::InitiativeRoller::members(m_encounter, *entry))
            acting << id;
    }
    if (acting == m_acting)
        return;
    const QList<CombatantId> changed = m_acting + acting;
    m_acting = acting;
    for (const CombatantId id : changed) {
        const int row = rowOf(id);
        if (row >= 0)
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    Q_EMIT actingChanged();
}

int CombatantTableModel::severity(const Combatant &c) const
{
    const Rules::HpState *state = m_encounter.ruleset().hpState(c.state);
    if (state && state->dead)
        return 4;
    if ((state && (state->outOfFight || !state->canAct))
        || Encounter::Vitals::hasFled(m_encounter.ruleset(), c))
        return 3;
    switch (Encounter::hpBand(c.hp, c.maxHp)) {
    case Encounter::HpBand::Down:
    case Encounter::HpBand::BadlyWounded:
        return 2;
    case Encounter::HpBand::Wounded:
        return 1;
    case Encounter::HpBand::Unhurt:
        break;
    }
    return 0;
}

QVariant CombatantTableModel::raw(const Combatant &c, int column) const
{
    switch (column) {
    case Order:
        return m_orderPosition.value(c.id, std::numeric_limits<qint64>::max());
    case Name:
        return c.name;
    case Side:
        return c.side;
    case Hp:
        return c.hp;
    case Defence:
        return c.defence;
    case Conditions: {
        QStringList ids;
        for (const auto &a : c.conditions)
            ids << a.id;
        return ids;
    }
    case State:
        return severity(c);
    case Notes:
        return c.notes;
    case Uses: {
        qint64 left = 0;
        for (const Encounter::Use &u : c.uses)
            left += u.left;
        return left;
    }
    case Danger: {
        const auto danger = m_dangers->of(c.id);
        return danger ? danger->out : -1.0;
    }
    default:
        return {};
    }
}

QVariant CombatantTableModel::display(const Combatant &c, int column) const
{
    switch (column) {
    case Order:
        return m_orderText.value(c.id);
    case Name:
        return c.unitSize > 0 ? tr("%1 (%n left)", nullptr, int(c.survivors())).arg(c.name)
                              : c.name;
    case Side:
        return Rules::DisplayNames::side(c.side, &m_encounter.ruleset());
    case Hp:
        return c.subdual > 0 ? tr("%1/%2 (%3 subdual)").arg(c.hp).arg(c.maxHp).arg(c.subdual)
                             : QStringLiteral("%1/%2").arg(c.hp).arg(c.maxHp);
    case Defence:
        return c.armor > 0 ? tr("%1 (armour %2)").arg(c.defence).arg(c.armor)
                           : QString::number(c.defence);
    case Conditions: {
        QStringList parts;
        for (const auto &a : c.conditions) {
            const Rules::Condition *condition = m_encounter.condition(a);
            const QString label = condition ? condition->label : a.id;
            parts << (a.roundsLeft ? tr("%1 (%2)").arg(label).arg(*a.roundsLeft) : label);
        }
        return parts.join(QStringLiteral(", "));
    }
    case State: {
        const auto &states = m_encounter.ruleset().hpStates;
        const auto it = std::find_if(
            states.begin(), states.end(), [&](const Rules::HpState &s) { return s.id == c.state; });
        return it == states.end() ? QString() : it->label;
    }
    case Notes:
        return c.notes;
    case Uses: {
        QStringList parts;
        for (const Encounter::Use &u : c.uses)
            parts << u.shortText();
        return parts.join(QStringLiteral(" \u00b7 "));
    }
    case Danger: {
        const auto danger = m_dangers->of(c.id);
        if (!danger)
            return QString();
        return NumberText::percent(danger->out, 0);
    }
    default:
        return {};
    }
}

QString CombatantTableModel::dangerTip(const Encounter::Combatant &c) const
{
    const auto danger = m_dangers->of(c.id);
    if (!danger)
        return m_dangers->unavailable();
    const QString chance = NumberText::percent(danger->out, 1);
    const QString said = danger->until == Sim::TurnDanger::Until::NextTurn
        ? tr("%1: %2 chance to be out of the fight before its next turn (%n attack(s) may come "
             "at it first).",
            nullptr, danger->attacks)
        : tr("%1: %2 chance to be out of the fight before this round ends (%n attack(s) may "
             "come at it first).",
            nullptr, danger->attacks);
    return said.arg(c.name, chance) + u'\n' + Sim::TurnDanger::assumption();
}

QString CombatantTableModel::usesTip(const Encounter::Combatant &c)
{
    QStringList lines;
    for (const Encounter::Use &u : c.uses)
        lines << tr("%1: resets %2").arg(u.shortText(), u.resetText());
    if (!lines.isEmpty())
        lines << tr("Click to spend or restore one");
    return lines.join(u'\n');
}

QString CombatantTableModel::conditionsTip(const Encounter::Combatant &c) const
{
    // When each ends, as the GM counts rounds: "Stunned: ends after round 2".
    const qint64 round = m_encounter.state().round;
    QStringList lines;
    for (const auto &a : c.conditions) {
        const Rules::Condition *condition = m_encounter.condition(a);
        const QString label = condition ? condition->label : a.id;
        QString when;
        if (const auto last = a.lastRound(round))
            when = tr("ends after round %1").arg(QLocale().toString(*last));
        else if (condition && condition->duration.kind == Rules::Duration::Kind::RestOfRound)
            when = tr("ends with this round");
        else if (condition && condition->duration.kind == Rules::Duration::Kind::UntilEvent)
            when = tr("until %1").arg(condition->duration.event);
        else
            when = tr("until removed");
        QString line = tr("%1: %2").arg(label, when);
        if (a.custom)
            line += tr(" (your own)");
        lines << line;
    }
    return lines.join(u'\n');
}

std::vector<CombatantTableModel::SideChoice> CombatantTableModel::sideChoices() const
{
    std::vector<SideChoice> choices;
    const auto add = [&](const QString &id) {
        if (std::none_of(
                choices.begin(), choices.end(), [&](const SideChoice &c) { return c.id == id; }))
            choices.push_back({id, Rules::DisplayNames::side(id, &m_encounter.ruleset())});
    };
    for (const Rules::Side &side : m_encounter.ruleset().sides)
        add(side.id);
    for (const Combatant &c : m_encounter.combatants())
        add(c.side);
    return choices;
}

QVariant CombatantTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Combatant &c = m_encounter.combatants()[std::size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(c, column);
    case Qt::EditRole:
        // What an editor opens on and Enter writes back: the value itself, not how it reads
        // ("Orcs", not "Orcs (3 left)"; the defence without the armour beside it). A side is
        // its name, which reads back as its id (DisplayNames::sideId, the ruleset's names too).
        if (column == Hp)
            return QString::number(c.hp);
        if (column == Name)
            return c.name;
        if (column == Defence)
            return QString::number(c.defence);
        return display(c, column);
    case Qt::ToolTipRole:
        if (column == Hp)
            return tr("Type -7 to take 7 hit points, +5 to give back 5, or a number to set them");
        if (column == Conditions)
            return conditionsTip(c);
        if (column == Defence && c.armor > 0)
            return tr("%1: %2").arg(
                m_encounter.ruleset().defenceLabel, display(c, column).toString());
        if (column == State)
            return display(c, column);
        if (column == Uses)
            return usesTip(c);
        if (column == Danger)
            return dangerTip(c);
        if (column == Name && c.hiddenFromPlayers)
            return tr("Hidden from players: the players' page and window leave %1 out").arg(c.name);
        return {};
    case Qt::FontRole:
        // Hidden from players reads in italics, so the GM sees who the players cannot.
        if (m_acting.contains(c.id) || (column == Name && c.hiddenFromPlayers)) {
            QFont font;
            font.setBold(m_acting.contains(c.id));
            font.setItalic(column == Name && c.hiddenFromPlayers);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (severity(c) >= 3)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::BackgroundRole:
        if (m_acting.contains(c.id)) {
            // A third of the way from the table's ground to the selection's colour: pale on a
            // light theme, deep on a dark one, so the text reads on it in both.
            const QPalette palette = QGuiApplication::palette();
            const QColor base = palette.color(QPalette::Active, QPalette::Base);
            const QColor mark = palette.color(QPalette::Active, QPalette::Highlight);
            const auto mix = [](int from, int to) { return from + (to - from) / 3; };
            return QColor(mix(base.red(), mark.red()), mix(base.green(), mark.green()),
                mix(base.blue(), mark.blue()));
        }
        return {};
    case Qt::AccessibleDescriptionRole:
        // A screen reader says whose turn it is, as the bold row shows it.
        return m_acting.contains(c.id) ? tr("acting now") : QString();
    case Qt::TextAlignmentRole:
        if (column == Order || column == Hp || column == Defence || column == Danger)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case RawValueRole:
        return raw(c, column);
    case CombatantIdRole:
        return qint64(c.id);
    case ActingRole:
        return m_acting.contains(c.id);
    case OutOfFightRole:
        return severity(c) >= 3;
    case MaxHpRole:
        return c.maxHp;
    case SeverityRole:
        return severity(c);
    case ConditionsRole: {
        QVariantList list;
        for (const auto &a : c.conditions) {
            const Rules::Condition *condition = m_encounter.condition(a);
            list << QVariantMap{{QStringLiteral("label"), condition ? condition->label : a.id},
                {QStringLiteral("rounds"), a.roundsLeft ? QVariant(*a.roundsLeft) : QVariant()}};
        }
        return list;
    }
    case UsesRole: {
        QVariantList list;
        for (const Encounter::Use &u : c.uses)
            list << QVariantMap{{QStringLiteral("name"), u.name}, {QStringLiteral("left"), u.left},
                {QStringLiteral("max"), u.maximum}, {QStringLiteral("reset"), u.resetText()}};
        return list;
    }
    case DangerRole: {
        const auto danger = m_dangers->of(c.id);
        return danger ? QVariant(danger->out) : QVariant();
    }
    default:
        return {};
    }
}

QVariant CombatantTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The tooltip is the title whole, for a narrow column whose title is cut short.
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Order:
        return tr("Init.");
    case Name:
        return tr("Name");
    case Side:
        return tr("Side");
    case Hp:
        return m_encounter.ruleset().hpLabel;
    case Defence:
        return m_encounter.ruleset().defenceLabel;
    case Conditions:
        return tr("Conditions");
    case State:
        return tr("State");
    case Notes:
        return tr("Notes");
    case Uses:
        return tr("Uses");
    case Danger:
        //: The column of each combatant's chance to be out before its next turn; the tooltip
        //: says it whole.
        return role == Qt::ToolTipRole ? tr("Chance to be out of the fight before its next turn")
                                       : tr("Danger");
    default:
        return {};
    }
}

QStringList CombatantTableModel::mimeTypes() const
{
    return {Library::EntryDrag::mimeType()};
}

Qt::DropActions CombatantTableModel::supportedDropActions() const
{
    return Qt::CopyAction;
}

bool CombatantTableModel::canDropMimeData(
    const QMimeData *data, Qt::DropAction action, int, int, const QModelIndex &) const
{
    return action == Qt::CopyAction && data && data->hasFormat(Library::EntryDrag::mimeType());
}

bool CombatantTableModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const QList<qint64> ids = Library::EntryDrag::entryIds(data);
    if (ids.isEmpty())
        return false;
    Q_EMIT libraryEntriesDropped(ids);
    return true;
}

Qt::ItemFlags CombatantTableModel::flags(const QModelIndex &index) const
{
    // Anywhere on the table takes a library entry, unless the campaign is open read-only.
    const bool readOnly = m_session->isReadOnly();
    if (readOnly)
        return QAbstractTableModel::flags(index);
    const Qt::ItemFlags f = QAbstractTableModel::flags(index) | Qt::ItemIsDropEnabled;
    if (!index.isValid())
        return f;
    switch (index.column()) {
    case Name:
    case Side:
    case Hp:
    case Defence:
    case Notes:
        return f | Qt::ItemIsEditable;
    default:
        return f;
    }
}

bool CombatantTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const Combatant &c = m_encounter.combatants()[std::size_t(index.row())];
    const QString text = value.toString().trimmed();
    const auto fail = [this](const QString &message) {
        Q_EMIT editFailed(message);
        return false;
    };
    std::unique_ptr<Encounter::Command> command;
    switch (index.column()) {
    case Hp: {
        const auto change = Encounter::HitPointsChange::read(text);
        if (!change)
            return fail(Encounter::HitPointsChange::howToType());
        command = change->command(c);
        if (!command)
            return false; // nothing to do or undo
        break;
    }
    case Name:
    case Side:
    case Notes:
    case Defence: {
        Combatant edited = c;
        QString what;
        if (index.column() == Name) {
            edited.name = text;
            what = tr("name");
        } else if (index.column() == Side) {
            edited.side = Rules::DisplayNames::sideId(text, &m_encounter.ruleset());
            what = tr("side");
        } else if (index.column() == Notes) {
            edited.notes = value.toString();
            what = tr("notes");
        } else {
            bool ok = false;
            edited.defence = text.toLongLong(&ok);
            if (!ok)
                return fail(
                    tr("%1 must be a whole number").arg(m_encounter.ruleset().defenceLabel));
            what = m_encounter.ruleset().defenceLabel;
        }
        if (edited == c)
            return false; // unchanged: nothing to do or undo
        command = std::make_unique<Encounter::EditCombatantCommand>(edited, what);
        break;
    }
    default:
        return false;
    }
    if (auto error = m_session->run(std::move(command)))
        return fail(*error);
    return true;
}

} // namespace Fray::Ui
