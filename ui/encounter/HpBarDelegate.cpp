// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/HpBarDelegate.h"

#include "ui/encounter/CombatantTableModel.h"

#include <QApplication>
#include <QPainter>

#include <cmath>

namespace Fray::Ui {

namespace {

// The HP states' colours from the Okabe–Ito set, which colour-blind readers tell apart (bluish
// green, orange, vermilion), then greys for out and dead. The state is also in words in the
// State column, so the colour is never all there is.
QColor barColor(int severity)
{
    switch (severity) {
    case 0:
        return QColor(0x00, 0x9e, 0x73);
    case 1:
        return QColor(0xe6, 0x9f, 0x00);
    case 2:
        return QColor(0xd5, 0x5e, 0x00);
    case 3:
        return QColor(0x8a, 0x8a, 0x8a);
    default:
        return QColor(0x4a, 0x4a, 0x4a);
    }
}

// WCAG's relative luminance, to pick the text colour that stands out most from a fill.
double luminance(const QColor &colour)
{
    const auto channel
        = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
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
    // The number stands on the bar once the bar reaches the middle, else on the track; on the
    // bar it takes black or white, whichever reads better, in a light or a dark theme alike.
    QColor textColour = severity >= 3 ? opt.palette.color(QPalette::Disabled, QPalette::Text)
                                      : opt.palette.color(QPalette::Text);
    if (fraction >= 0.5) {
        const QColor fill = barColor(severity);
        textColour = contrast(fill, Qt::black) >= contrast(fill, Qt::white) ? QColor(Qt::black)
                                                                            : QColor(Qt::white);
    }
    painter->setPen(textColour);
    painter->drawText(bar.adjusted(4, 0, -4, 0), Qt::AlignCenter, text);
    painter->restore();
}

} // namespace Fray::Ui
