// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/CellEditDelegate.h"

#include "ui/encounter/CombatantTableModel.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QMetaProperty>
#include <QStyle>

#include <algorithm>

namespace Fray::Ui {

CellEditDelegate::CellEditDelegate(const CombatantTableModel *model, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_model(model)
{ }

QWidget *CellEditDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    m_editing = index;
    if (index.column() != CombatantTableModel::Side)
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto *sides = new QComboBox(parent);
    sides->setObjectName(QStringLiteral("sideEditor"));
    sides->setEditable(true);
    sides->setInsertPolicy(QComboBox::NoInsert);
    sides->setFrame(false);
    for (const auto &choice : m_model->sideChoices())
        sides->addItem(choice.name, choice.id);
    // The list shows each name whole, however narrow the column.
    sides->view()->setMinimumWidth(sides->view()->sizeHintForColumn(0)
        + sides->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    return sides;
}

void CellEditDelegate::updateEditorGeometry(
    QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyledItemDelegate::updateEditorGeometry(editor, option, index);
    // A side's editor is as wide as it needs to show the name, spilling over the next column.
    if (auto *sides = qobject_cast<QComboBox *>(editor))
        editor->resize(std::max(editor->width(), sides->sizeHint().width()), editor->height());
}

void CellEditDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *sides = qobject_cast<QComboBox *>(editor);
    if (!sides || index.column() != CombatantTableModel::Side)
        return QStyledItemDelegate::setEditorData(editor, index);
    const int at = sides->findData(index.data(CombatantTableModel::RawValueRole));
    if (at >= 0)
        sides->setCurrentIndex(at);
    else
        sides->setEditText(index.data(Qt::EditRole).toString());
}

QString CellEditDelegate::shownError() const
{
    return m_error && m_error->isVisible() ? m_error->text() : QString();
}

bool CellEditDelegate::eventFilter(QObject *object, QEvent *event)
{
    auto *editor = qobject_cast<QWidget *>(object);
    if (!editor || event->type() != QEvent::KeyPress)
        return QStyledItemDelegate::eventFilter(object, event);
    const int key = static_cast<QKeyEvent *>(event)->key();
    const bool forward = key == Qt::Key_Tab;
    const bool backward = key == Qt::Key_Backtab;
    if (key != Qt::Key_Return && key != Qt::Key_Enter && !forward && !backward)
        return QStyledItemDelegate::eventFilter(object, event);
    if (const QString reason = write(editor); !reason.isEmpty()) {
        showError(editor, reason);
        return true;
    }
    if (m_error)
        m_error->deleteLater();
    Q_EMIT closeEditor(
        editor, forward ? EditNextItem : (backward ? EditPreviousItem : SubmitModelCache));
    return true;
}

QString CellEditDelegate::write(QWidget *editor)
{
    if (!m_editing.isValid())
        return {};
    auto *model = const_cast<QAbstractItemModel *>(m_editing.model());
    const QByteArray property = editor->metaObject()->userProperty().name();
    const QVariant value = editor->property(property.isEmpty() ? "text" : property.constData());
    QString reason;
    const auto connection = connect(m_model, &CombatantTableModel::editFailed, this,
        [&reason](const QString &message) { reason = message; });
    model->setData(m_editing, value, Qt::EditRole);
    disconnect(connection);
    return reason;
}

void CellEditDelegate::showError(QWidget *editor, const QString &reason)
{
    QWidget *host = editor->parentWidget();
    if (!m_error || m_error->parentWidget() != host) {
        if (m_error)
            m_error->deleteLater();
        m_error = new QLabel(host);
        m_error->setObjectName(QStringLiteral("cellEditError"));
        m_error->setWordWrap(true);
        m_error->setAutoFillBackground(true);
        m_error->setForegroundRole(QPalette::ToolTipText);
        m_error->setBackgroundRole(QPalette::ToolTipBase);
        m_error->setFrameShape(QFrame::Box);
        m_error->setMargin(3);
        // The reason goes with its editor.
        connect(editor, &QObject::destroyed, m_error.data(), &QObject::deleteLater);
    }
    m_error->setText(reason);
    const QRect cell = editor->geometry();
    const int width = std::max(cell.width(),
        std::min(host->width() - cell.left(), 28 * host->fontMetrics().averageCharWidth()));
    m_error->setFixedWidth(width);
    m_error->adjustSize();
    // Below the cell, or above it when the cell is the last one shown.
    const int below = cell.bottom() + 1;
    const int y
        = below + m_error->height() <= host->height() ? below : cell.top() - m_error->height();
    m_error->move(cell.left(), std::max(0, y));
    m_error->show();
    m_error->raise();
}

} // namespace Fray::Ui
