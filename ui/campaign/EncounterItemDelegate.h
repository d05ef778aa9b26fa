// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace Fray::Ui {

// An encounter in the list: its name, and below it in a quieter tone which ruleset it uses and
// how far the fight has gone (SubtitleRole).
class EncounterItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int SubtitleRole = Qt::UserRole + 2;

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace Fray::Ui
