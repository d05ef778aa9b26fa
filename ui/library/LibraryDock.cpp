// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/library/LibraryDock.h"

#include "ui/campaign/CampaignController.h"
#include "ui/forms/CombatantEditor.h"
#include "ui/forms/ElidingHeader.h"
#include "ui/library/LibraryModel.h"
#include "ui_LibraryDock.h"

#include <QAction>
#include <QHeaderView>
#include <QInputDialog>
#include <QMessageBox>
#include <QSignalBlocker>

#include <algorithm>
#include <initializer_list>
#include <set>

namespace Fray::Ui {

using HitPoints = Encounter::AddCombatantsCommand::HitPoints;

namespace {
// The HP mode combo's items, in order.
constexpr HitPoints hpModes[] = {HitPoints::Roll, HitPoints::Average, HitPoints::Fixed};
} // namespace

LibraryDock::LibraryDock(CampaignController *controller, QWidget *parent)
    : QDockWidget(tr("Library"), parent)
    , m_controller(controller)
    , m_model(new LibraryModel(this))
    , m_ui(std::make_unique<::Ui::LibraryDock>())
{
    setObjectName(QStringLiteral("libraryDock"));
    auto *contents = new QWidget(this);
    m_ui->setupUi(contents);
    setWidget(contents);

    // The dock's fields have no label beside them: a screen reader says each by the words it
    // shows already (its placeholder or tooltip), and the table by the dock's title.
    m_ui->searchEdit->setAccessibleName(m_ui->searchEdit->placeholderText());
    for (QWidget *field : std::initializer_list<QWidget *>{
             m_ui->rulesetCombo, m_ui->kindCombo, m_ui->countSpin, m_ui->hpModeCombo})
        field->setAccessibleName(field->toolTip());
    m_ui->libraryView->setAccessibleName(windowTitle());

    m_ui->kindCombo->addItem(tr("All kinds"), QString());
    m_ui->kindCombo->addItem(tr("Characters"), QStringLiteral("character"));
    m_ui->kindCombo->addItem(tr("Monsters"), QStringLiteral("monster"));
    m_ui->kindCombo->addItem(tr("Templates"), QStringLiteral("template"));

    QTableView *view = m_ui->libraryView;
    // A title longer than its column ("Schlagwörter") ends in "…", its tooltip whole.
    view->setHorizontalHeader(new ElidingHeader(Qt::Horizontal, view));
    view->horizontalHeader()->setSectionsClickable(true);
    view->horizontalHeader()->setHighlightSections(true);
    view->setModel(m_model);
    view->verticalHeader()->hide();
    // Fixed widths: measuring 500 rows at each keystroke would make typing lag.
    // The name takes what is left, so a narrow dock never scrolls sideways; tags are cut short.
    QHeaderView *header = view->horizontalHeader();
    const int ch = view->fontMetrics().averageCharWidth();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(false);
    header->resizeSection(LibraryModel::Kind, 10 * ch);
    header->resizeSection(LibraryModel::Ruleset, 14 * ch);
    header->resizeSection(LibraryModel::HitPoints, 8 * ch); // "10d8"
    header->resizeSection(LibraryModel::Tags, 12 * ch);
    header->moveSection(LibraryModel::HitPoints, LibraryModel::Tags);
    header->setSectionResizeMode(LibraryModel::Name, QHeaderView::Stretch);

    // Every keystroke searches: the campaign's index answers in milliseconds and at most
    // LibraryModel::limit rows come back.
    connect(m_ui->searchEdit, &QLineEdit::textChanged, this, &LibraryDock::search);
    connect(m_ui->rulesetCombo, &QComboBox::currentIndexChanged, this, &LibraryDock::search);
    connect(m_ui->kindCombo, &QComboBox::currentIndexChanged, this, &LibraryDock::search);
    connect(m_ui->searchEdit, &QLineEdit::returnPressed, this, [this] {
        if (m_model->rowCount() > 0)
            m_ui->libraryView->setFocus(Qt::OtherFocusReason);
    });
    connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &LibraryDock::updateButtons);
    connect(view, &QAbstractItemView::activated, this, &LibraryDock::addSelected);
    connect(m_ui->addButton, &QPushButton::clicked, this, &LibraryDock::addSelected);
    connect(m_ui->newButton, &QPushButton::clicked, this, &LibraryDock::newEntry);
    connect(m_ui->editButton, &QPushButton::clicked, this, &LibraryDock::editEntry);
    connect(m_ui->deleteButton, &QPushButton::clicked, this, &LibraryDock::deleteEntries);
    m_printAction = new QAction(tr("Export Stat Blocks as PDF\u2026"), this);
    m_printAction->setObjectName(QStringLiteral("printStatBlocksAction"));
    view->addAction(m_printAction);
    m_partyAction = new QAction(tr("Member of the &Party"), this);
    m_partyAction->setObjectName(QStringLiteral("partyMemberAction"));
    m_partyAction->setCheckable(true);
    m_partyAction->setToolTip(tr("Members join new fights as they are now and keep what a fight "
                                 "or a rest does to them"));
    view->addAction(m_partyAction);
    connect(m_partyAction, &QAction::triggered, this, &LibraryDock::setPartyMembers);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_printAction, &QAction::triggered, this,
        [this] { Q_EMIT printRequested(selectedEntries()); });

    if (m_controller) {
        connect(m_controller, &CampaignController::campaignChanged, this, &LibraryDock::refresh);
        connect(m_controller, &CampaignController::libraryChanged, this, &LibraryDock::search);
    }
    refresh();
}

LibraryDock::~LibraryDock() = default;

void LibraryDock::setRuleset(const QString &id)
{
    m_encounterRuleset = id;
    const int index = id.isEmpty() ? -1 : m_ui->rulesetCombo->findData(id);
    if (index >= 0)
        m_ui->rulesetCombo->setCurrentIndex(index);
    updateButtons();
}

void LibraryDock::focusSearch()
{
    show();
    raise();
    m_ui->searchEdit->setFocus(Qt::ShortcutFocusReason);
    m_ui->searchEdit->selectAll();
}

void LibraryDock::refresh()
{
    fillRulesets();
    // Another campaign's entries are not chosen in this one, even where their ids agree.
    if (m_model->campaign() != (m_controller ? m_controller->campaign() : nullptr))
        m_ui->libraryView->clearSelection();
    search(); // in the campaign now open: one search
}

void LibraryDock::fillRulesets()
{
    const QSignalBlocker blocker(m_ui->rulesetCombo);
    const QString current = m_ui->rulesetCombo->currentData().toString();
    m_ui->rulesetCombo->clear();
    m_ui->rulesetCombo->addItem(tr("All rulesets"), QString());
    QHash<QString, QString> names;
    if (m_controller) {
        for (const auto &entry : m_controller->rulesets().entries()) {
            m_ui->rulesetCombo->addItem(entry.ruleset->name, entry.ruleset->id);
            names.insert(entry.ruleset->id, entry.ruleset->name);
        }
    }
    m_model->setRulesetNames(names);
    const QString wanted = current.isEmpty() ? m_encounterRuleset : current;
    m_ui->rulesetCombo->setCurrentIndex(std::max(0, m_ui->rulesetCombo->findData(wanted)));
}

QString LibraryDock::rulesetName(const QString &id) const
{
    const int index = m_ui->rulesetCombo->findData(id);
    return index > 0 ? m_ui->rulesetCombo->itemText(index) : id;
}

void LibraryDock::search()
{
    // What was chosen stays chosen when it is still found; otherwise the first match is, so
    // "gob", ×8, Add needs no click in between.
    std::set<qint64> chosen;
    for (const Library::LibraryEntry *e : selectedEntries())
        chosen.insert(e->id);

    const QString ruleset = m_ui->rulesetCombo->currentData().toString();
    m_model->search(m_controller ? m_controller->campaign() : nullptr, m_ui->searchEdit->text(),
        ruleset, m_ui->kindCombo->currentData().toString());
    m_ui->libraryView->setColumnHidden(LibraryModel::Ruleset, !ruleset.isEmpty());

    QItemSelection selection;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (chosen.count(m_model->entry(row)->id))
            selection.select(m_model->index(row, 0), m_model->index(row, 0));
    }
    if (selection.isEmpty() && m_model->rowCount() > 0)
        selection.select(m_model->index(0, 0), m_model->index(0, 0));
    QItemSelectionModel *selectionModel = m_ui->libraryView->selectionModel();
    if (!selection.isEmpty()) {
        selectionModel->setCurrentIndex(
            selection.indexes().constFirst(), QItemSelectionModel::NoUpdate);
        selectionModel->select(
            selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    showResults();
    updateButtons();
}

void LibraryDock::showResults()
{
    const int rows = m_model->rowCount();
    QString text;
    if (!m_controller || !m_controller->campaign())
        text = tr("No campaign is open");
    else if (m_model->isTruncated())
        text = tr("The first %1 matches; type more to narrow the search").arg(rows);
    else if (rows == 0 && m_controller->campaign()->library().count() == 0)
        text = tr("The library is empty: New… adds a character or monster");
    else if (rows == 0)
        text = tr("Nothing matches");
    else
        text = tr("%n found", nullptr, rows);
    m_ui->resultsLabel->setText(text);
}

void LibraryDock::setPartyMembers(bool members)
{
    std::vector<qint64> ids;
    for (const Library::LibraryEntry *e : selectedEntries())
        ids.push_back(e->id);
    if (ids.empty())
        return;
    if (const auto error = m_controller->setPartyMembers(ids, members)) {
        Q_EMIT message(*error);
        return;
    }
    Q_EMIT message(members ? tr("%n entry(s) joined the party", nullptr, int(ids.size()))
                           : tr("%n entry(s) left the party", nullptr, int(ids.size())));
}

void LibraryDock::updateButtons()
{
    const qsizetype selected = selectedEntries().size();
    const Storage::Campaign *campaign = m_controller ? m_controller->campaign() : nullptr;
    const bool writable = campaign && !campaign->isReadOnly();
    m_ui->addButton->setEnabled(selected > 0);
    if (m_printAction)
        m_printAction->setEnabled(selected > 0);
    m_ui->editButton->setEnabled(writable && selected == 1);
    m_ui->deleteButton->setEnabled(writable && selected > 0);
    const auto chosen = selectedEntries();
    m_partyAction->setEnabled(writable && selected > 0);
    m_partyAction->setChecked(selected > 0
        && std::all_of(chosen.begin(), chosen.end(),
            [](const Library::LibraryEntry *e) { return e->inParty; }));
    m_ui->newButton->setEnabled(writable && !m_controller->rulesets().entries().empty());
}

QList<const Library::LibraryEntry *> LibraryDock::selectedEntries() const
{
    QModelIndexList rows = m_ui->libraryView->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<const Library::LibraryEntry *> entries;
    for (const QModelIndex &index : std::as_const(rows)) {
        if (const Library::LibraryEntry *e = m_model->entry(index.row()))
            entries << e;
    }
    return entries;
}

void LibraryDock::addSelected()
{
    // Copies: whoever adds them may change the library, and with it these rows.
    std::vector<Library::LibraryEntry> entries;
    for (const Library::LibraryEntry *e : selectedEntries())
        entries.push_back(*e);
    if (entries.empty()) {
        Q_EMIT message(tr("Choose an entry of the library to add"));
        return;
    }
    add(entries);
}

void LibraryDock::addEntries(const QList<qint64> &ids)
{
    const Storage::Campaign *campaign = m_controller ? m_controller->campaign() : nullptr;
    if (!campaign)
        return;
    std::vector<Library::LibraryEntry> entries;
    for (const qint64 id : ids) {
        auto entry = campaign->library().entry(id);
        if (entry)
            entries.push_back(*std::move(entry));
        else
            Q_EMIT message(entry.error());
    }
    add(entries);
}

void LibraryDock::add(const std::vector<Library::LibraryEntry> &entries)
{
    const qint64 count = m_ui->countSpin->value();
    const HitPoints chosen = hpModes[std::clamp(m_ui->hpModeCombo->currentIndex(), 0, 2)];
    for (const Library::LibraryEntry &e : entries) {
        if (!m_encounterRuleset.isEmpty() && e.rulesetId != m_encounterRuleset) {
            Q_EMIT message(
                tr("%1 is written for %2, not for this encounter's %3")
                    .arg(e.name, rulesetName(e.rulesetId), rulesetName(m_encounterRuleset)));
            continue;
        }
        Q_EMIT addRequested(e, count, e.hitDice.isEmpty() ? HitPoints::Fixed : chosen);
    }
}

void LibraryDock::newEntry()
{
    if (!m_controller || !m_controller->campaign())
        return;
    QString rulesetId = m_ui->rulesetCombo->currentData().toString();
    if (rulesetId.isEmpty())
        rulesetId = m_encounterRuleset;
    if (rulesetId.isEmpty()) {
        QStringList names;
        for (int i = 1; i < m_ui->rulesetCombo->count(); ++i)
            names << m_ui->rulesetCombo->itemText(i);
        bool ok = false;
        const QString name = QInputDialog::getItem(
            this, tr("New Library Entry"), tr("For the ruleset:"), names, 0, false, &ok);
        if (!ok)
            return;
        rulesetId = m_ui->rulesetCombo->itemData(names.indexOf(name) + 1).toString();
    }
    const auto *rules = m_controller->rulesets().find(rulesetId);
    if (!rules)
        return;
    CombatantEditor editor(*rules->ruleset, CombatantEditor::Mode::LibraryEntry, this);
    if (editor.exec() != QDialog::Accepted)
        return;
    const Library::LibraryEntry entry = editor.entry();
    const auto id = m_controller->addLibraryEntry(entry);
    if (!id) {
        QMessageBox::warning(this, tr("New Library Entry"),
            tr("%1 could not be added to the library: %2").arg(entry.name, id.error()));
        return;
    }
    librarySaved(*id, tr("%1 added to the library").arg(entry.name));
}

void LibraryDock::editEntry()
{
    const auto selected = selectedEntries();
    if (!m_controller || !m_controller->campaign() || selected.size() != 1)
        return;
    const Library::LibraryEntry entry = *selected.constFirst();
    const auto *rules = m_controller->rulesets().find(entry.rulesetId);
    if (!rules) {
        QMessageBox::warning(this, tr("Edit Library Entry"),
            tr("%1 is written for the ruleset '%2', which this Fray does not have.")
                .arg(entry.name, entry.rulesetId));
        return;
    }
    CombatantEditor editor(*rules->ruleset, CombatantEditor::Mode::LibraryEntry, this);
    editor.setEntry(entry);
    if (editor.exec() != QDialog::Accepted)
        return;
    Library::LibraryEntry edited = editor.entry();
    edited.id = entry.id;
    if (edited == entry)
        return;
    if (const auto error = m_controller->updateLibraryEntry(edited)) {
        QMessageBox::warning(this, tr("Edit Library Entry"),
            tr("%1 could not be saved: %2").arg(entry.name, *error));
        return;
    }
    librarySaved(edited.id, tr("%1 saved in the library").arg(edited.name));
}

void LibraryDock::deleteEntries()
{
    std::vector<std::pair<qint64, QString>> doomed;
    for (const Library::LibraryEntry *e : selectedEntries())
        doomed.emplace_back(e->id, e->name);
    if (!m_controller || !m_controller->campaign() || doomed.empty())
        return;
    const QString question = doomed.size() == 1
        ? tr("Delete %1 from the library? Combatants already added to encounters stay.")
              .arg(doomed.front().second)
        : tr("Delete %n entries from the library? Combatants already added to encounters stay.",
            nullptr, int(doomed.size()));
    if (QMessageBox::question(this, tr("Delete from Library"), question,
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
        != QMessageBox::Yes)
        return;
    std::vector<qint64> ids;
    for (const auto &[id, name] : doomed)
        ids.push_back(id);
    if (const auto error = m_controller->removeLibraryEntries(ids)) {
        QMessageBox::warning(
            this, tr("Delete from Library"), tr("Nothing was deleted: %1").arg(*error));
        return;
    }
    Q_EMIT message(doomed.size() == 1
            ? tr("%1 deleted from the library").arg(doomed.front().second)
            : tr("%n entries deleted from the library", nullptr, int(doomed.size())));
}

void LibraryDock::librarySaved(qint64 id, const QString &text)
{
    // The controller has told every view of the library, this dock included (search()).
    const int row = m_model->rowOf(id);
    if (row >= 0) {
        m_ui->libraryView->selectionModel()->setCurrentIndex(m_model->index(row, 0),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_ui->libraryView->scrollTo(m_model->index(row, 0));
    }
    Q_EMIT message(text);
}

} // namespace Fray::Ui
