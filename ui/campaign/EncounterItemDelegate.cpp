// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/EncounterItemDelegate.h"

#include <QApplication>
#include <QPainter>

namespace Fray::Ui {

namespace {

constexpr int margin = 3;

QFont subtitleFont(const QFont &font)
{
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.9);
    return small;
}

} // namespace

void EncounterItemDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString subtitle = index.data(SubtitleRole).toString();
    // The style draws the background, selection and focus; the two lines are drawn here.
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group
        = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QRect text = opt.rect.adjusted(margin * 2, margin, -margin * 2, -margin);
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(
        opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    const QFontMetrics nameMetrics(opt.font);
    painter->drawText(text.left(), text.top() + nameMetrics.ascent(),
        nameMetrics.elidedText(
            index.data(Qt::DisplayRole).toString(), Qt::ElideRight, text.width()));
    if (!subtitle.isEmpty()) {
        const QFont small = subtitleFont(opt.font);
        const QFontMetrics smallMetrics(small);
        painter->setFont(small);
        QColor quiet
            = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
        quiet.setAlphaF(0.7);
        painter->setPen(quiet);
        painter->drawText(text.left(), text.top() + nameMetrics.height() + smallMetrics.ascent(),
            smallMetrics.elidedText(subtitle, Qt::ElideRight, text.width()));
    }
    painter->restore();
}

QSize EncounterItemDelegate::sizeHint(
    const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QFontMetrics nameMetrics(option.font);
    const QFontMetrics smallMetrics(subtitleFont(option.font));
    const int width = std::max(nameMetrics.horizontalAdvance(index.data().toString()),
        smallMetrics.horizontalAdvance(index.data(SubtitleRole).toString()));
    return {width + margin * 4, nameMetrics.height() + smallMetrics.height() + margin * 3};
}

} // namespace Fray::Ui
