// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/OrderStrip.h"

#include "core/encounter/Encounter.h"
#include "ui/encounter/ActingInView.h"
#include "ui/encounter/InitiativeOrderModel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QStyledItemDelegate>

namespace Fray::Ui {

namespace {

// Entries of a long order (hundreds of combatants) all take one width, room for about twenty
// characters, longer names elided: the strip then places them without measuring each, so a turn
// does not lay out thousands of entries. A short order keeps each entry as wide as its text.
constexpr int kOneWidthFrom = 200;

class OneWidthDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    bool oneWidth = false;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        if (oneWidth)
            size.setWidth(option.fontMetrics.averageCharWidth() * 20);
        return size;
    }
};

// A list view re-lays out every entry on any change of data, as an entry's text may change its
// width. With one width per entry nothing moves: the changed entries are only repainted, so a
// turn of ten thousand entries costs the two entries it changes.
class OrderList : public QListView
{
public:
    using QListView::QListView;

protected:
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
        const QList<int> &roles) override
    {
        if (uniformItemSizes())
            QAbstractItemView::dataChanged(topLeft, bottomRight, roles);
        else
            QListView::dataChanged(topLeft, bottomRight, roles);
    }
};

} // namespace

OrderStrip::OrderStrip(const Encounter::Encounter &encounter, QWidget *parent)
    : QWidget(parent)
    , m_encounter(encounter)
    , m_model(new InitiativeOrderModel(encounter, this))
    , m_label(new QLabel(this))
    , m_list(new OrderList(this))
{
    setObjectName(QStringLiteral("orderStrip"));
    m_list->setObjectName(QStringLiteral("orderList"));
    m_list->setModel(m_model);
    m_list->setFlow(QListView::LeftToRight);
    m_list->setWrapping(false);
    m_list->setSpacing(2);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_list->setItemDelegate(new OneWidthDelegate(m_list));
    // One line of entries and room for the scroll bar a long order needs.
    m_list->setFixedHeight(
        m_list->fontMetrics().height() + 12 + m_list->horizontalScrollBar()->sizeHint().height());
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_list, 1);

    connect(m_model, &QAbstractItemModel::modelReset, this, &OrderStrip::refresh);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &OrderStrip::refresh);
    refresh();
}

void OrderStrip::refresh()
{
    // Chosen before the strip is shown, as showing it lays out every entry.
    const bool oneWidth = m_model->rowCount() >= kOneWidthFrom;
    if (oneWidth != m_list->uniformItemSizes()) {
        static_cast<OneWidthDelegate *>(m_list->itemDelegate())->oneWidth = oneWidth;
        m_list->setUniformItemSizes(oneWidth);
    }
    setVisible(!m_encounter.events().empty());
    // Hidden, the strip does no work: keeping an entry in view lays out every entry, which
    // with thousands of combatants cost more than the turn itself. Shown, it catches up.
    if (isHidden())
        return;
    m_label->setText(m_model->planned() ? tr("Events:") : tr("Order:"));
    const qint64 turn = m_encounter.state().turn;
    if (!m_model->planned() && turn >= 0 && turn < m_model->rowCount())
        bringActingIntoView(m_list, m_model->index(int(turn)), Qt::Horizontal);
}

} // namespace Fray::Ui
