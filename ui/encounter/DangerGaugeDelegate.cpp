// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/DangerGaugeDelegate.h"

#include "ui/encounter/CombatantTableModel.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace Fray::Ui {

void DangerGaugeDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    const QVariant chance = index.data(CombatantTableModel::DangerRole);
    if (!chance.isValid())
        return;

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const int side = std::max(6, opt.rect.height() - 10);
    const QRectF pie(opt.rect.left() + 4, opt.rect.center().y() - side / 2.0, side, side);
    QColor track = opt.palette.color(QPalette::Mid);
    track.setAlpha(90);
    painter->setPen(Qt::NoPen);
    painter->setBrush(track);
    painter->drawEllipse(pie);
    // Vermilion, of the Okabe–Ito set the HP bars use: "badly hurt".
    painter->setBrush(QColor(0xd5, 0x5e, 0x00));
    const int span = int(std::clamp(chance.toDouble(), 0.0, 1.0) * 360.0 * 16.0);
    if (span >= 360 * 16)
        painter->drawEllipse(pie);
    else if (span > 0)
        painter->drawPie(pie, 90 * 16, -span);
    painter->setPen(opt.palette.color(QPalette::Text));
    painter->drawText(QRectF(opt.rect).adjusted(side + 8, 0, -4, 0),
        Qt::AlignRight | Qt::AlignVCenter, text);
    painter->restore();
}

QSize DangerGaugeDelegate::sizeHint(
    const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.rwidth() += option.fontMetrics.height() + 8;
    return size;
}

} // namespace Fray::Ui
