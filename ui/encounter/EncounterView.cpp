// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/EncounterView.h"

#include "core/rules/DisplayNames.h"
#include "ui/encounter/ActingInView.h"
#include "ui/encounter/CombatantFilterModel.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/DangerGaugeDelegate.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/HpBarDelegate.h"
#include "ui/encounter/MoraleBanner.h"
#include "ui/encounter/OrderStrip.h"
#include "ui/encounter/ReminderBanner.h"
#include "ui/encounter/TurnDangers.h"
#include "ui/forms/ElidingHeader.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace Fray::Ui {

EncounterView::EncounterView(EncounterSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new CombatantTableModel(session, this))
    , m_proxy(new CombatantFilterModel(this))
    , m_table(new QTableView(this))
    , m_side(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_hideOut(new QCheckBox(tr("Hide those out of the fight"), this))
{
    m_proxy->setSourceModel(m_model);
    m_table->setModel(m_proxy);
    m_table->setObjectName(QStringLiteral("combatantTable"));
    m_table->setItemDelegate(new CellEditDelegate(m_model, m_table));
    m_table->setItemDelegateForColumn(CombatantTableModel::Hp, new HpBarDelegate(m_model, m_table));
    m_table->setItemDelegateForColumn(
        CombatantTableModel::Danger, new DangerGaugeDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // F2 or a double click edits any cell; typing -7, +5 or a number on a row edits its hit
    // points, whichever cell is current (see eventFilter), so letters stay free for shortcuts.
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);
    // A long title ("Parieren/Ausweichen %") ends in "…", its tooltip whole.
    m_table->setHorizontalHeader(new ElidingHeader(Qt::Horizontal, m_table));
    m_table->setSortingEnabled(true);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 10);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // A column's contents are measured on the rows on screen only (Qt measures a thousand by
    // default), so fitting the columns stays quick in a fight of thousands.
    m_table->horizontalHeader()->setResizeContentsPrecision(0);
    const int em = m_table->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    // The short columns start narrow and grow to their contents (fitColumns); the others are
    // shared out to the view's width (fitToView).
    m_table->setColumnWidth(CombatantTableModel::Order, 3 * em);
    m_table->setColumnWidth(CombatantTableModel::Name, 11 * em);
    m_table->setColumnWidth(CombatantTableModel::Side, 4 * em);
    m_table->setColumnWidth(CombatantTableModel::Hp, 8 * em);
    m_table->setColumnWidth(CombatantTableModel::Defence, 3 * em);
    m_table->setColumnWidth(CombatantTableModel::Conditions, 12 * em);
    m_table->setColumnWidth(CombatantTableModel::State, 4 * em);
    m_table->setColumnWidth(CombatantTableModel::Uses, 10 * em);
    m_table->setColumnWidth(CombatantTableModel::Danger, 5 * em);
    // What a GM reads during a fight comes first, so a laptop's screen shows it without
    // scrolling sideways: who, their hit points and state, their defence, what they have left to
    // spend; then the rest.
    QHeaderView *header = m_table->horizontalHeader();
    const int shown[] = {CombatantTableModel::Order, CombatantTableModel::Name,
        CombatantTableModel::Hp, CombatantTableModel::State, CombatantTableModel::Danger,
        CombatantTableModel::Defence, CombatantTableModel::Uses, CombatantTableModel::Conditions,
        CombatantTableModel::Side, CombatantTableModel::Notes};
    for (int visual = 0; visual < int(std::size(shown)); ++visual)
        header->moveSection(header->visualIndex(shown[visual]), visual);
    m_table->sortByColumn(CombatantTableModel::Order, Qt::AscendingOrder);
    // Library entries are dragged in (the model tells what was dropped).
    m_table->setDragDropMode(QAbstractItemView::DropOnly);
    m_table->setDefaultDropAction(Qt::CopyAction);
    m_table->setDropIndicatorShown(true);

    m_side->setObjectName(QStringLiteral("sideFilter"));
    m_search->setObjectName(QStringLiteral("nameFilter"));
    m_search->setPlaceholderText(tr("Find by name"));
    // A screen reader names each control as the eye reads it.
    m_search->setAccessibleName(m_search->placeholderText());
    m_table->setAccessibleName(tr("Combatants"));
    m_search->setClearButtonEnabled(true);
    auto *bar = new QHBoxLayout;
    auto *sideLabel = new QLabel(tr("Side:"), this);
    sideLabel->setBuddy(m_side);
    bar->addWidget(sideLabel);
    bar->addWidget(m_side);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_hideOut);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(new OrderStrip(session->encounter(), this));
    auto *reminders = new ReminderBanner(this, this);
    reminders->setEncounter(&session->encounter());
    layout->addWidget(reminders);
    layout->addWidget(new MoraleBanner(session, this));
    layout->addWidget(m_table, 1);

    connect(m_side, &QComboBox::currentIndexChanged, this,
        [this] { m_proxy->setSide(m_side->currentData().toString()); });
    connect(m_search, &QLineEdit::textChanged, m_proxy, &CombatantFilterModel::setNameFilter);
    connect(m_hideOut, &QCheckBox::toggled, m_proxy, &CombatantFilterModel::setHideOutOfFight);
    connect(m_model, &CombatantTableModel::editFailed, this, &EncounterView::message);
    // A column the GM drags wider or narrower is theirs from then on; the last one stretches
    // with the view by itself.
    connect(header, &QHeaderView::sectionResized, this, [this](int column) {
        if (!m_fitting && column != CombatantTableModel::Notes
            && (QGuiApplication::mouseButtons() & Qt::LeftButton))
            m_columnsByHand = true;
    });
    connect(
        header, &QHeaderView::sectionHandleDoubleClicked, this, [this] { m_columnsByHand = true; });
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (!(m_model->flags(m_proxy->mapToSource(index)) & Qt::ItemIsEditable))
            Q_EMIT editRequested(Encounter::CombatantId(
                index.data(CombatantTableModel::CombatantIdRole).toLongLong()));
    });

    const Encounter::Encounter *encounter = &session->encounter();
    connect(encounter, &Encounter::Encounter::turnChanged, this, &EncounterView::keepActingInView);
    connect(encounter, &Encounter::Encounter::orderChanged, this, [this] {
        sortByInitiative();
        keepActingInView();
    });
    connect(m_model, &CombatantTableModel::actingChanged, this, &EncounterView::selectActing);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &EncounterView::refreshSides);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EncounterView::refreshSides);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &EncounterView::fitColumns);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EncounterView::fitColumns);
    connect(encounter, &Encounter::Encounter::orderChanged, this, &EncounterView::fitColumns);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &EncounterView::showUsesColumn);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &EncounterView::showUsesColumn);
    connect(m_model, &QAbstractItemModel::modelReset, this, &EncounterView::showUsesColumn);
    // A row that changed shows the column when it has uses; only a row going can hide it, so a
    // change to many rows never looks at all the others.
    connect(m_model, &QAbstractItemModel::dataChanged, this,
        [this](const QModelIndex &top, const QModelIndex &bottom) {
            if (!m_table->isColumnHidden(CombatantTableModel::Uses))
                return;
            const auto &combatants = m_session->encounter().combatants();
            for (int row = top.row(); row <= bottom.row() && row < int(combatants.size()); ++row) {
                if (!combatants[std::size_t(row)].uses.empty()) {
                    m_table->setColumnHidden(CombatantTableModel::Uses, false);
                    fitToView();
                    return;
                }
            }
        });
    showUsesColumn();
    connect(m_model->dangers(), &TurnDangers::updated, this, &EncounterView::showDangerColumn);
    m_table->setColumnHidden(CombatantTableModel::Danger, true);
    refreshSides();
    fitColumns();
    sortByInitiative();
    selectActing();
}

EncounterView::~EncounterView() = default;

bool EncounterView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitToView();
    if (watched != m_table || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    const QString text = key->text();
    const bool hpKey = text.size() == 1
        && (text.front().isDigit() || text.front() == u'-' || text.front() == u'+'
            || text.front() == u'=');
    const QModelIndex current = m_table->currentIndex();
    // Only key presses on the table itself arrive here, never those typed into an editor.
    if (!hpKey || !current.isValid()
        || (key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)))
        return QWidget::eventFilter(watched, event);
    const QModelIndex hp = current.siblingAtColumn(CombatantTableModel::Hp);
    m_table->setCurrentIndex(hp);
    m_table->selectionModel()->select(
        hp, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->edit(hp);
    // The editor takes the key typed, so "-7" starts with its minus.
    if (auto *line = qobject_cast<QLineEdit *>(QApplication::focusWidget()))
        line->setText(text);
    return true;
}

int EncounterView::contentsWidth(int column) const
{
    // The view measures the rows on screen, so this stays quick with thousands of combatants.
    // A long title ("Parieren/Ausweichen %") is cut short, its tooltip whole, rather than
    // widening a column of short values.
    const int em = m_table->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    const int cells = static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(column);
    const int title = m_table->horizontalHeader()->sectionSizeHint(column);
    return std::max(cells, std::min(title, 5 * em));
}

void EncounterView::fitColumns()
{
    const QScopedValueRollback fitting(m_fitting, true);
    // The short columns take the width their contents need, and never shrink as the fight goes
    // on, so they do not jump; the rest are shared out to the view's width.
    for (const int column : {int(CombatantTableModel::Order), int(CombatantTableModel::Side),
             int(CombatantTableModel::State)})
        m_table->setColumnWidth(
            column, std::max(m_table->columnWidth(column), contentsWidth(column)));
    fitToView();
}

void EncounterView::fitToView()
{
    // What a GM reads in a fight (who, hit points, state, defence, uses left, conditions) shares
    // the view's width, so a laptop shows it without scrolling sideways: Name and hit points
    // give room down to their least, Uses and Conditions take what is left, a longer text cut
    // short with the whole in its tooltip. A column the GM sized by hand stays as it is.
    if (m_columnsByHand)
        return;
    const QScopedValueRollback fitting(m_fitting, true);
    const int em = m_table->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    const bool uses = !m_table->isColumnHidden(CombatantTableModel::Uses);
    const int usesWanted = uses
        ? std::clamp(static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(
                         CombatantTableModel::Uses),
            6 * em, 20 * em)
        : 0;
    const int conditionsWanted = std::max(12 * em, contentsWidth(CombatantTableModel::Conditions));
    const int least = 6 * em; // of Uses and of Conditions
    struct Give
    {
        int column;
        int wanted;
        int least;
    };
    // A defence with armour ("45 (Rüstung 3)") keeps its number in view, the rest in its tooltip.
    const int defence = contentsWidth(CombatantTableModel::Defence);
    Give give[] = {{CombatantTableModel::Name, 11 * em, 7 * em},
        {CombatantTableModel::Defence, defence, std::min(defence, 4 * em)},
        {CombatantTableModel::Hp, 8 * em, 6 * em}};
    int before = m_table->columnWidth(CombatantTableModel::Order)
        + m_table->columnWidth(CombatantTableModel::State)
        + (m_table->isColumnHidden(CombatantTableModel::Danger)
                ? 0
                : m_table->columnWidth(CombatantTableModel::Danger));
    for (const Give &g : give)
        before += g.wanted;
    int spare = m_table->viewport()->width() - before;
    for (Give &g : give) {
        const int short_ = (uses ? 2 : 1) * least - spare;
        if (short_ <= 0)
            break;
        const int taken = std::min(short_, g.wanted - g.least);
        g.wanted -= taken;
        spare += taken;
    }
    for (const Give &g : give)
        m_table->setColumnWidth(g.column, g.wanted);
    const int usesWidth = uses ? std::max(least, std::min(usesWanted, spare - least)) : 0;
    if (uses)
        m_table->setColumnWidth(CombatantTableModel::Uses, usesWidth);
    const int conditionsWidth = std::clamp(spare - usesWidth, least, conditionsWanted);
    m_table->setColumnWidth(CombatantTableModel::Conditions, conditionsWidth);
    // Room left over shows a long defence title whole ("Parieren/Ausweichen %").
    const int leftOver = spare - usesWidth - conditionsWidth;
    const int title = m_table->horizontalHeader()->sectionSizeHint(CombatantTableModel::Defence);
    const int defenceWidth = m_table->columnWidth(CombatantTableModel::Defence);
    if (leftOver > 0 && title > defenceWidth)
        m_table->setColumnWidth(
            CombatantTableModel::Defence, defenceWidth + std::min(leftOver, title - defenceWidth));
}

void EncounterView::showDangerColumn()
{
    // Before the fight starts (no order yet), and in a fight too large for gauges, the danger
    // column keeps its room for the others.
    const auto &encounter = m_session->encounter();
    const bool known = encounter.state().round > 0
        && encounter.combatants().size() <= TurnDangers::mostCombatants;
    if (m_table->isColumnHidden(CombatantTableModel::Danger) == known) {
        m_table->setColumnHidden(CombatantTableModel::Danger, !known);
        fitToView();
    }
}

void EncounterView::showUsesColumn()
{
    // A fight with no limited resources keeps the room for the columns it does use.
    const auto &combatants = m_session->encounter().combatants();
    const bool any = std::any_of(combatants.begin(), combatants.end(),
        [](const Encounter::Combatant &c) { return !c.uses.empty(); });
    if (m_table->isColumnHidden(CombatantTableModel::Uses) == any) {
        m_table->setColumnHidden(CombatantTableModel::Uses, !any);
        fitToView();
    }
}

void EncounterView::refreshSides()
{
    const QString current = m_side->currentData().toString();
    QStringList sides;
    for (const auto &c : m_session->encounter().combatants()) {
        if (!sides.contains(c.side))
            sides << c.side;
    }
    m_side->blockSignals(true);
    m_side->clear();
    m_side->addItem(tr("All"), QString());
    for (const QString &side : std::as_const(sides))
        m_side->addItem(Rules::DisplayNames::side(side, &m_session->encounter().ruleset()), side);
    m_side->setCurrentIndex(std::max(0, m_side->findData(current)));
    m_side->blockSignals(false);
}

void EncounterView::sortByInitiative()
{
    if (m_table->horizontalHeader()->sortIndicatorSection() == CombatantTableModel::Order)
        m_proxy->sort(
            CombatantTableModel::Order, m_table->horizontalHeader()->sortIndicatorOrder());
}

void EncounterView::keepActingInView()
{
    const int row = m_model->actingRow();
    if (row < 0)
        return;
    const QModelIndex index
        = m_proxy->mapFromSource(m_model->index(row, CombatantTableModel::Name));
    if (index.isValid())
        bringActingIntoView(m_table, index, Qt::Vertical);
}

void EncounterView::selectActing()
{
    QItemSelection rows;
    QModelIndex first;
    for (const Encounter::CombatantId id : m_model->actingCombatants()) {
        const int row = m_model->rowOf(id);
        const QModelIndex index = row < 0
            ? QModelIndex()
            : m_proxy->mapFromSource(m_model->index(row, CombatantTableModel::Name));
        if (!index.isValid())
            continue; // filtered out of view
        rows.select(index, index);
        if (!first.isValid())
            first = index;
    }
    QItemSelectionModel *selection = m_table->selectionModel();
    if (!first.isValid()) {
        selection->clear();
        return;
    }
    const int column
        = m_table->currentIndex().isValid() ? m_table->currentIndex().column() : first.column();
    // The acting row comes into view up or down; sideways the table stays where the GM left it.
    QScrollBar *sideways = m_table->horizontalScrollBar();
    const int x = sideways->value();
    // In view first: a current row out of view would be scrolled to the bottom edge by the table.
    bringActingIntoView(m_table, first, Qt::Vertical);
    selection->setCurrentIndex(first.siblingAtColumn(column), QItemSelectionModel::NoUpdate);
    selection->select(rows, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    sideways->setValue(x);
}

std::vector<Encounter::CombatantId> EncounterView::selectedCombatants() const
{
    std::vector<Encounter::CombatantId> ids;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows)
        ids.push_back(
            Encounter::CombatantId(index.data(CombatantTableModel::CombatantIdRole).toLongLong()));
    if (ids.empty() && m_table->currentIndex().isValid())
        ids.push_back(Encounter::CombatantId(
            m_table->currentIndex().data(CombatantTableModel::CombatantIdRole).toLongLong()));
    return ids;
}

void EncounterView::select(Encounter::CombatantId id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    const QModelIndex index
        = m_proxy->mapFromSource(m_model->index(row, CombatantTableModel::Name));
    m_table->setCurrentIndex(index);
    m_table->selectionModel()->select(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

} // namespace Fray::Ui
