// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace Fray {

// Fray's and Qt's own message catalogues for one language. English has a catalogue of plural
// forms only (its other strings are the sources), which any language without a catalogue of its
// own falls back to.
class Translations
{
public:
    // Installs the catalogues for `code` ("de", "de_DE"), or for the system locale when `code`
    // is empty. Returns the language actually installed ("en" when nothing was found), which
    // becomes the one Fray runs in (Language::current()).
    static QString install(QCoreApplication &app, const QString &code);

    // The language codes Fray ships a catalogue for, English included.
    static QStringList available();

    // A shipped language as its speakers name it ("Deutsch", "Português (Brasil)"), whatever
    // language Fray runs in: each catalogue gives its own language's name.
    static QString nameOf(const QString &code);
};

} // namespace Fray
