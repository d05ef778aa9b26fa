// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forms/FormDelegates.h"

#include "ui/forms/FormStyle.h"

#include <QComboBox>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLineEdit>

namespace Fray::Ui {

QWidget *LiveTextDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
    if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        const QPersistentModelIndex at(index);
        connect(line, &QLineEdit::textEdited, this, [this, line, at] {
            Q_EMIT const_cast<LiveTextDelegate *>(this)->commitData(line);
            const QVariant tip = at.data(Qt::ToolTipRole);
            QPalette palette = line->palette();
            palette.setColor(QPalette::Text,
                tip.isValid() ? FormStyle::problemColour()
                              : QGuiApplication::palette().color(QPalette::Text));
            line->setPalette(palette);
            line->setToolTip(tip.toString());
        });
    }
    return editor;
}

ChoiceDelegate::ChoiceDelegate(QStringList choices, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_choices(std::move(choices))
{ }

QWidget *ChoiceDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->addItems(m_choices);
    return combo;
}

void ChoiceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    static_cast<QComboBox *>(editor)->setCurrentText(index.data(Qt::EditRole).toString());
}

void ChoiceDelegate::setModelData(
    QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    model->setData(index, static_cast<QComboBox *>(editor)->currentText(), Qt::EditRole);
}

bool FormFieldDelegate::eventFilter(QObject *object, QEvent *event)
{
    if (event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape)
        return false;
    return QItemDelegate::eventFilter(object, event);
}

} // namespace Fray::Ui
