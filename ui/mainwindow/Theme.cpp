// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/Theme.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleHints>
#include <QStyleOption>

namespace Fray::Ui {

namespace {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor muted(0x8a, 0x8c, 0x90);
    const QColor highlight(0x2f, 0x6f, 0xb8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3c, 0x40));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, muted);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x3c, 0x3f, 0x43));
    p.setColor(QPalette::Midlight, QColor(0x34, 0x36, 0x3a));
    p.setColor(QPalette::Mid, QColor(0x22, 0x23, 0x26));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb2, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x8c, 0xff));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, muted);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x44, 0x46, 0x4a));
    return p;
}

// Fusion outlines a check box or radio button a shade darker than the window, which on a dark
// palette is the box's own ground: unticked boxes vanish. This draws them as Fusion does and then
// rings each in the muted text colour.
class RingedIndicators : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
        const QWidget *widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        const bool box
            = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
        if (!box && element != PE_IndicatorRadioButton)
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(option->palette.color(QPalette::PlaceholderText), 1.0));
        const QRectF ring = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
        if (box)
            painter->drawRoundedRect(ring, 2, 2);
        else
            painter->drawEllipse(ring);
        painter->restore();
    }
};

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

bool systemAsksDark()
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return QGuiApplication::styleHints()->colorScheme() == Qt::ColorScheme::Dark;
#else
    return false;
#endif
}

} // namespace

Theme::Look Theme::look(const QString &theme, bool asksDark, bool paletteIsDark)
{
    if (theme == u"dark")
        return Look::Dark;
    if (theme == u"light")
        return Look::Light;
    return asksDark && !paletteIsDark ? Look::Dark : Look::System;
}

void Theme::apply(const QString &theme)
{
    // What the desktop gave before any change, to go back to.
    static const QString systemStyle = QApplication::style()->name();
    static QString applied;
    applied = theme;
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    static const bool following = [] {
        QObject::connect(QGuiApplication::styleHints(), &QStyleHints::colorSchemeChanged, qApp,
            [] { apply(applied); });
        return true;
    }();
    Q_UNUSED(following);
#endif
    // The desktop's own look first: its palette tells whether it is dark already.
    if (QApplication::style()->name() != systemStyle)
        QApplication::setStyle(QStyleFactory::create(systemStyle));
    // A palette that sets no colour leaves the application's to the desktop, which then
    // changes it when the desktop does.
    QApplication::setPalette(QPalette());
    const Look shown = look(theme, systemAsksDark(), isDark(QApplication::palette()));
    if (shown == Look::System)
        return;
    // Fusion draws every palette faithfully; native styles may ignore a dark one.
    QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    QApplication::setStyle(shown == Look::Dark ? new RingedIndicators(fusion) : fusion);
    QApplication::setPalette(
        shown == Look::Dark ? darkPalette() : QApplication::style()->standardPalette());
}

} // namespace Fray::Ui
