// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

namespace Fray::PlayerPage {

// The players' page in the GM's language: its headings in the HTML and the words its script
// writes, translated where Fray translates everything else, so the page needs no catalogue of
// its own and speaks the language the window does.
class PageText
{
    Q_DECLARE_TR_FUNCTIONS(Fray::PlayerPage::PageText)

public:
    // The script's words by key; "%1" marks where a number or name goes.
    static QJsonObject words();
    // `html` with @T:key@ replaced by the word for `key` (HTML-escaped), @LANG@ by the
    // language's tag and @WORDS@ by words() as JSON that is safe inside a <script> element.
    static QByteArray fill(QByteArray html);
};

} // namespace Fray::PlayerPage
