// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QStyledItemDelegate>

class QLabel;

namespace Fray::Ui {

class CombatantTableModel;

// Edits a cell of the combatant table so that a typed value the model refuses keeps its editor:
// Enter or Tab writes the value through the model, and when the model says why it cannot take
// it, the reason shows beside the editor and the text stays there to be corrected. Escape
// leaves the cell as it was.
class CellEditDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    CellEditDelegate(const CombatantTableModel *model, QObject *parent = nullptr);

    // The Side cell's editor lists the sides by name (and takes a new one typed).
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    // The reason shown beside the open editor, empty when none is.
    QString shownError() const;

protected:
    bool eventFilter(QObject *object, QEvent *event) override;

private:
    // Writes the editor's value; returns the model's reason when it refused one.
    QString write(QWidget *editor);
    void showError(QWidget *editor, const QString &reason);

    const CombatantTableModel *m_model;
    mutable QPersistentModelIndex m_editing; // the cell of the open editor
    QPointer<QLabel> m_error;
};

} // namespace Fray::Ui
