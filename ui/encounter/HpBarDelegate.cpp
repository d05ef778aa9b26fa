// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/HpBarDelegate.h"

#include "ui/encounter/CombatantTableModel.h"

#include <QApplication>
#include <QPainter>

namespace Fray::Ui {

namespace {

// Colours that read in light and dark palettes, and in print-like greys by brightness.
QColor barColor(int severity)
{
    switch (severity) {
    case 0:
        return QColor(0x3c, 0xa5, 0x5c);
    case 1:
        return QColor(0xd9, 0xa4, 0x1e);
    case 2:
        return QColor(0xd9, 0x5b, 0x1e);
    case 3:
        return QColor(0x8a, 0x8a, 0x8a);
    default:
        return QColor(0x4a, 0x4a, 0x4a);
    }
}

} // namespace

void HpBarDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const qint64 hp = index.data(CombatantTableModel::RawValueRole).toLongLong();
    const qint64 max = std::max<qint64>(1, index.data(CombatantTableModel::MaxHpRole).toLongLong());
    const int severity = index.data(CombatantTableModel::SeverityRole).toInt();
    const double fraction = std::clamp(double(hp) / double(max), 0.0, 1.0);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QRectF bar = QRectF(opt.rect).adjusted(3, 4, -3, -4);
    painter->setPen(Qt::NoPen);
    QColor track = opt.palette.color(QPalette::Mid);
    track.setAlpha(70);
    painter->setBrush(track);
    painter->drawRoundedRect(bar, 3, 3);
    if (fraction > 0) {
        painter->setBrush(barColor(severity));
        painter->drawRoundedRect(
            QRectF(bar.topLeft(), QSizeF(bar.width() * fraction, bar.height())), 3, 3);
    }
    painter->setPen(severity >= 3 ? opt.palette.color(QPalette::Disabled, QPalette::Text)
                                  : opt.palette.color(QPalette::Text));
    painter->drawText(bar.adjusted(4, 0, -4, 0), Qt::AlignCenter, text);
    painter->restore();
}

} // namespace Fray::Ui
