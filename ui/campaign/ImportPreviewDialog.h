// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ImportReader.h"
#include "core/io/NameClashes.h"
#include "core/library/LibraryEntry.h"
#include "core/rules/RulesetLibrary.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QTreeView;

namespace Fray::Ui {

class ImportPreviewModel;

// File › Import…'s preview: the ruleset the file's creatures go into (the file is read again when
// it changes, so a descending-AC conversion shows at once), every entry with its mapped values and
// where each came from, what will not be imported per entry and summed over the file, and what to
// do with names the library already holds. Nothing is written here; the caller takes batch().
class ImportPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    ImportPreviewDialog(const QByteArray &bytes, const QString &fileName,
        const Rules::RulesetLibrary &rulesets, const QString &rulesetId,
        Io::ImportReader::Plan plan, std::vector<Library::LibraryEntry> existing,
        QWidget *parent = nullptr);
    ~ImportPreviewDialog() override;

    ImportPreviewModel *model() const { return m_model; }
    const Io::ImportReader::Plan &plan() const { return m_plan; }
    const Io::NameClashes::Resolution &clashes() const { return m_clashes; }
    QString rulesetId() const;
    const QString &fileName() const { return m_fileName; }
    // What the import writes: the entries to add, those that replace the library's, encounters.
    std::vector<Library::LibraryEntry> toAdd() const { return m_clashes.add; }
    std::vector<Library::LibraryEntry> toReplace() const { return m_clashes.replace; }
    std::vector<Encounter::EncounterState> encounters() const;

    void setPolicy(Io::NameClashes::Policy policy);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void readAgain();
    void update();
    void fitColumns();
    QString summaryText() const;

    QByteArray m_bytes;
    QString m_fileName;
    const Rules::RulesetLibrary &m_rulesets;
    Io::ImportReader::Plan m_plan;
    std::vector<Library::LibraryEntry> m_existing;
    Io::NameClashes::Resolution m_clashes;
    bool m_readable = true;

    ImportPreviewModel *m_model;
    QLabel *m_heading;
    QComboBox *m_ruleset;
    QLabel *m_note;
    QTreeView *m_tree;
    QPlainTextEdit *m_summary;
    QLabel *m_clashLabel;
    QComboBox *m_policy;
    QFormLayout *m_policyRow = nullptr;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace Fray::Ui
