// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ImportPreviewDialog.h"

#include "ui/campaign/ImportPreviewModel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace Fray::Ui {

ImportPreviewDialog::ImportPreviewDialog(const QByteArray &bytes, const QString &fileName,
    const Rules::RulesetLibrary &rulesets, const QString &rulesetId, Io::ImportReader::Plan plan,
    std::vector<Library::LibraryEntry> existing, QWidget *parent)
    : QDialog(parent)
    , m_bytes(bytes)
    , m_fileName(fileName)
    , m_rulesets(rulesets)
    , m_plan(std::move(plan))
    , m_existing(std::move(existing))
    , m_model(new ImportPreviewModel(this))
    , m_heading(new QLabel(this))
    , m_ruleset(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_tree(new QTreeView(this))
    , m_summary(new QPlainTextEdit(this))
    , m_clashLabel(new QLabel(this))
    , m_policy(new QComboBox(this))
    , m_error(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Import %1").arg(fileName));
    m_heading->setObjectName(QStringLiteral("heading"));
    m_heading->setWordWrap(true);
    m_ruleset->setObjectName(QStringLiteral("ruleset"));
    for (const auto &entry : rulesets.entries())
        m_ruleset->addItem(entry.ruleset->name, entry.ruleset->id);
    m_ruleset->setCurrentIndex(std::max(0, m_ruleset->findData(rulesetId)));
    m_note->setObjectName(QStringLiteral("mappingNote"));
    m_note->setWordWrap(true);
    m_tree->setObjectName(QStringLiteral("entries"));
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    m_tree->viewport()->installEventFilter(this);
    m_summary->setObjectName(QStringLiteral("lossSummary"));
    m_summary->setReadOnly(true);
    m_summary->setMaximumBlockCount(2000);
    m_summary->setFixedHeight(m_summary->fontMetrics().lineSpacing() * 6);
    m_clashLabel->setObjectName(QStringLiteral("clashes"));
    m_clashLabel->setWordWrap(true);
    m_policy->setObjectName(QStringLiteral("clashPolicy"));
    m_policy->addItem(tr("Skip them"), int(Io::NameClashes::Policy::Skip));
    m_policy->addItem(tr("Import them under a new name"), int(Io::NameClashes::Policy::Rename));
    m_policy->addItem(
        tr("Replace the library's entries with them"), int(Io::NameClashes::Policy::Replace));
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));

    auto *form = new QFormLayout;
    form->addRow(tr("Into &ruleset:"), m_ruleset);
    auto *clashRow = new QFormLayout;
    clashRow->addRow(tr("&Names the library already holds:"), m_policy);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_tree, 1);
    auto *summaryLabel = new QLabel(tr("Over the whole file:"), this);
    summaryLabel->setBuddy(m_summary); // which names the summary for a screen reader
    layout->addWidget(summaryLabel);
    layout->addWidget(m_summary);
    layout->addWidget(m_clashLabel);
    layout->addLayout(clashRow);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    m_policyRow = clashRow;

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, &ImportPreviewDialog::readAgain);
    connect(m_policy, &QComboBox::currentIndexChanged, this, &ImportPreviewDialog::update);
    // Only files whose entries are written for no ruleset can go into another one.
    m_ruleset->setEnabled(Io::ImportReader::needsRuleset(m_plan.format));
    resize(900, 620);
    update();
}

ImportPreviewDialog::~ImportPreviewDialog() = default;

QString ImportPreviewDialog::rulesetId() const
{
    return m_ruleset->currentData().toString();
}

std::vector<Encounter::EncounterState> ImportPreviewDialog::encounters() const
{
    return m_readable ? m_plan.encounters : std::vector<Encounter::EncounterState>();
}

void ImportPreviewDialog::setPolicy(Io::NameClashes::Policy policy)
{
    m_policy->setCurrentIndex(std::max(0, m_policy->findData(int(policy))));
}

void ImportPreviewDialog::readAgain()
{
    Io::ImportReader::Options options;
    options.statLinesRuleset = rulesetId();
    auto plan = Io::ImportReader::read(m_bytes, m_rulesets, options);
    m_readable = bool(plan);
    if (plan)
        m_plan = std::move(plan).value();
    else
        m_error->setText(tr("Cannot be imported into this ruleset: %1").arg(plan.error()));
    update();
}

void ImportPreviewDialog::update()
{
    const auto policy = Io::NameClashes::Policy(m_policy->currentData().toInt());
    m_clashes = m_readable ? Io::NameClashes::resolve(m_plan.entries, m_existing, policy)
                           : Io::NameClashes::Resolution();
    m_model->setPlan(m_readable ? m_plan : Io::ImportReader::Plan(), m_clashes);
    // The first entry open as an example; a compendium of thousands stays folded.
    m_tree->expand(m_model->index(0, 0));
    fitColumns();

    const QString format = Io::ImportReader::formatName(m_plan.format);
    const int entries = int(m_plan.entries.size());
    const int encounters = int(m_plan.encounters.size());
    // English has no catalogue to pick its plural from, so its singular is chosen here.
    QString heading = entries == 1 ? tr("%1 file: 1 entry").arg(format)
                                   : tr("%1 file: %n entries", nullptr, entries).arg(format);
    if (encounters > 0)
        heading += QStringLiteral(", ")
            + (encounters == 1 ? tr("1 saved encounter")
                               : tr("%n saved encounters", nullptr, encounters));
    m_heading->setText(heading);
    // A screen reader says the tree by the heading above it (a tree takes no name from a label).
    m_tree->setAccessibleName(heading);
    m_note->setText(m_plan.mappingNote);
    m_note->setVisible(m_readable && !m_plan.mappingNote.isEmpty());
    m_summary->setPlainText(m_readable ? summaryText() : QString());

    const bool clashing = Io::NameClashes::anyClash(m_clashes);
    // Names clash only within a ruleset: say which library, where the file goes into one.
    const auto *into
        = Io::ImportReader::needsRuleset(m_plan.format) ? m_rulesets.find(rulesetId()) : nullptr;
    // A few names are listed; many are counted, with the first as examples, so the dialog
    // keeps its buttons on the screen (the tree says what becomes of each entry).
    const int clashCount = int(m_clashes.clashes.size());
    constexpr int listed = 5;
    QStringList clashText;
    if (clashCount > 0 && clashCount <= listed) {
        const QString names = QLocale().createSeparatedList(m_clashes.clashes);
        clashText << (into ? tr("The %1 library already holds %2.").arg(into->ruleset->name, names)
                           : tr("The library already holds %1.").arg(names));
    } else if (clashCount > listed) {
        const QString examples = m_clashes.clashes.mid(0, 3).join(QStringLiteral(", "));
        clashText << (into ? tr("The %1 library already holds %n of these names, such as %2.",
                          nullptr, clashCount)
                                 .arg(into->ruleset->name, examples)
                           : tr("The library already holds %n of these names, such as %1.", nullptr,
                               clashCount)
                                 .arg(examples));
    }
    // Names the file itself repeats are its own, not the library's: said apart.
    const QStringList repeated = Io::NameClashes::repeatedCounts(m_clashes);
    const int repeatCount = int(repeated.size());
    if (repeatCount > 0 && repeatCount <= listed) {
        clashText << tr("The file holds %1.").arg(QLocale().createSeparatedList(repeated));
    } else if (repeatCount > listed) {
        QStringList examples;
        for (std::size_t i = 0; i < 3; ++i)
            examples << m_clashes.repeated[i].first;
        clashText << tr("The file repeats %n names, such as %1.", nullptr, repeatCount)
                         .arg(examples.join(QStringLiteral(", ")));
    }
    m_clashLabel->setText(clashText.join(QLatin1Char(' ')));
    if (auto *label = qobject_cast<QLabel *>(m_policyRow->labelForField(m_policy)))
        label->setText(clashCount == 0 ? tr("&Names the file repeats:")
                                       : tr("&Names the library already holds:"));
    m_clashLabel->setVisible(clashing);
    m_policy->setVisible(clashing);
    if (auto *label = m_policyRow->labelForField(m_policy))
        label->setVisible(clashing);
    m_error->setVisible(!m_readable);
    const bool anything
        = !m_clashes.add.empty() || !m_clashes.replace.empty() || !m_plan.encounters.empty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_readable && anything);
}

void ImportPreviewDialog::fitColumns()
{
    // Names and values as wide as they read, each up to a share of the tree, so it never
    // scrolls sideways: a longer value is cut short, its tooltip whole.
    const int width = m_tree->viewport()->width();
    const int shares[] = {width * 3 / 10, width * 2 / 5};
    for (const int column :
        {int(ImportPreviewModel::NameColumn), int(ImportPreviewModel::ValueColumn)}) {
        m_tree->resizeColumnToContents(column);
        m_tree->setColumnWidth(column, std::min(m_tree->columnWidth(column), shares[column]));
    }
}

bool ImportPreviewDialog::eventFilter(QObject *watched, QEvent *event)
{
    // The shares follow the tree's own width, which it has only once the dialog is laid out.
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QDialog::eventFilter(watched, event);
}

QString ImportPreviewDialog::summaryText() const
{
    const QLocale locale;
    QStringList lines;
    for (auto it = m_plan.lossTotals.constBegin(); it != m_plan.lossTotals.constEnd(); ++it)
        lines << (it.value() == 1
                ? tr("%1: not imported, in 1 entry").arg(it.key())
                : tr("%1: not imported, in %n entries", nullptr, int(it.value())).arg(it.key()));
    for (auto it = m_plan.keptTotals.constBegin(); it != m_plan.keptTotals.constEnd(); ++it)
        lines << (it.value() == 1
                ? tr("%1: kept as notes, in 1 entry").arg(it.key())
                : tr("%1: kept as notes, in %n entries", nullptr, int(it.value())).arg(it.key()));
    for (auto it = m_plan.skipped.constBegin(); it != m_plan.skipped.constEnd(); ++it)
        lines << tr("%1 × %2 (not creatures)").arg(it.key(), locale.toString(it.value()));
    for (const QString &r : m_plan.rejectedEntries)
        lines << tr("Left out: %1").arg(r);
    for (const QString &r : m_plan.renamed)
        lines << tr("Renamed: %1").arg(r);
    for (const auto &c : m_plan.columns) {
        if (c.target.isEmpty())
            lines << tr("Column %1: not imported").arg(c.header);
    }
    for (const auto &r : m_plan.rejected)
        lines << tr("Line %1 left out: %2").arg(locale.toString(r.line), r.reason);
    if (lines.isEmpty())
        lines << tr("Nothing: every field has a place in this ruleset.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace Fray::Ui
