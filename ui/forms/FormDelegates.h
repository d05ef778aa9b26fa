// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QItemDelegate>
#include <QStringList>
#include <QStyledItemDelegate>

namespace Fray::Ui {

// Text cells that reach the model at each keystroke, so a typo in "1d8+1" is marked at once
// rather than when the cell is left; the cell turns red with the model's tooltip as the reason.
class LiveTextDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
};

// A cell with usual values to pick from, and room to type another.
class ChoiceDelegate : public QStyledItemDelegate
{
public:
    ChoiceDelegate(QStringList choices, QObject *parent);
    void setChoices(QStringList choices) { m_choices = std::move(choices); }

    QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(
        QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    QStringList m_choices;
};

// The form's fields as QDataWidgetMapper edits them, but Esc left to the dialog: the mapper's
// usual delegate takes Esc in every field to revert it, so a form would not close on Esc.
class FormFieldDelegate : public QItemDelegate
{
public:
    using QItemDelegate::QItemDelegate;

protected:
    bool eventFilter(QObject *object, QEvent *event) override;
};

} // namespace Fray::Ui
