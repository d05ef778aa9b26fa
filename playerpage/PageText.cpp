// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerpage/PageText.h"

#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

namespace Fray::PlayerPage {

QJsonObject PageText::words()
{
    return {
        {QStringLiteral("title"), tr("Fray \u2014 Players")},
        {QStringLiteral("lost"), tr("Connection lost \u2014 reconnecting\u2026")},
        {QStringLiteral("waiting"), tr("Waiting for the fight")},
        {QStringLiteral("none"), tr("No fight is open")},
        {QStringLiteral("before"), tr("Before the fight")},
        {QStringLiteral("round"), tr("Round %1")},
        // Who acts now, above the tabs' sections, so a player on the Party tab still sees it.
        {QStringLiteral("now"), tr("Now: %1")},
        {QStringLiteral("order"), tr("Order")},
        {QStringLiteral("chances"), tr("Chances to hit %1")},
        {QStringLiteral("noTarget"), tr("No target yet")},
        {QStringLiteral("party"), tr("Party")},
        {QStringLiteral("foes"), tr("Foes")},
        {QStringLiteral("myOdds"), tr("My odds")},
        {QStringLiteral("character"), tr("Character")},
        {QStringLiteral("attack"), tr("Attack")},
        {QStringLiteral("target"), tr("Target")},
        {QStringLiteral("modifiers"), tr("Modifiers")},
        {QStringLiteral("toHit"), tr("%1 to hit")},
        {QStringLiteral("damage"), tr("%1 damage")},
        {QStringLiteral("noOdds"), tr("No odds for this choice")},
        // The player's own character's danger, as the GM's table shows it (a percentage).
        {QStringLiteral("danger"), tr("%1 chance to be out before your next turn")},
        {QStringLiteral("dangerRound"), tr("%1 chance to be out before the round ends")},
        // The page a browser gets for an old or mistyped address (a new share has a new token).
        {QStringLiteral("expired"), tr("This link has expired")},
        {QStringLiteral("askGm"), tr("Ask the GM for the new code.")},
    };
}

QByteArray PageText::fill(QByteArray html)
{
    const QJsonObject all = words();
    static const QRegularExpression placeholder(QStringLiteral("@T:([A-Za-z]+)@"));
    QString text = QString::fromUtf8(html);
    QString out;
    qsizetype last = 0;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        out += QStringView(text).mid(last, match.capturedStart() - last);
        out += all.value(match.captured(1)).toString().toHtmlEscaped();
        last = match.capturedEnd();
    }
    out += QStringView(text).mid(last);
    // "</script>" in a word must not end the element that holds them.
    const QString json = QString::fromUtf8(QJsonDocument(all).toJson(QJsonDocument::Compact))
                             .replace(QLatin1Char('<'), QStringLiteral("\\u003c"));
    out.replace(QStringLiteral("@WORDS@"), json);
    out.replace(QStringLiteral("@LANG@"), QLocale().bcp47Name());
    return out.toUtf8();
}

} // namespace Fray::PlayerPage
