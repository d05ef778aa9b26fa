// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/Translations.h"

#include "core/i18n/Language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Fray {

namespace {
const QString kCatalogueDir = QStringLiteral(":/i18n");
}

QString Translations::install(QCoreApplication &app, const QString &code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);

    auto *fray = new QTranslator(&app);
    // The locale's own catalogue ("de_AT" reads "de"), else one Fray ships for another country
    // of the same language: Portugal reads Brazil's Portuguese rather than English.
    const auto sameLanguage = [&] {
        for (const QString &shipped : available()) {
            if (shipped != u"en" && QLocale(shipped).language() == locale.language())
                return fray->load(QStringLiteral("fray_") + shipped, kCatalogueDir);
        }
        return false;
    };
    if (!fray->load(locale, QStringLiteral("fray"), QStringLiteral("_"), kCatalogueDir)
        && !sameLanguage()) {
        // English reads its plural forms ("1 combatant", "2 combatants") from a catalogue of
        // its own, so a language Fray does not know falls back to it too. The C locale keeps
        // the bare source strings that scripts and the CLI tests read.
        const bool english = locale.language() != QLocale::C
            && fray->load(QStringLiteral("fray_en"), kCatalogueDir);
        if (english)
            QCoreApplication::installTranslator(fray);
        else
            delete fray;
        Language::setCurrent(QStringLiteral("en"));
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(fray);
    if (fray->language().startsWith(u"en")) {
        Language::setCurrent(QStringLiteral("en"));
        return QStringLiteral("en");
    }

    // Qt's own strings (standard buttons, print dialogs) in the same language, when installed.
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;

    Language::setCurrent(fray->language());
    return fray->language();
}

QString Translations::nameOf(const QString &code)
{
    static constexpr struct
    {
        const char *source;
        const char *comment;
    } ownName = QT_TRANSLATE_NOOP3("Fray::Translations", "English",
        "The name of this catalogue's language, in that language, as a menu lists it");
    QTranslator catalogue;
    if (code != u"en" && catalogue.load(QStringLiteral("fray_") + code, kCatalogueDir)) {
        const QString name
            = catalogue.translate("Fray::Translations", ownName.source, ownName.comment);
        if (!name.isEmpty())
            return name;
    }
    return code == u"en" ? QString::fromLatin1(ownName.source) : QLocale(code).nativeLanguageName();
}

QStringList Translations::available()
{
    QStringList codes{QStringLiteral("en")};
    const QStringList files = QDir(kCatalogueDir).entryList({QStringLiteral("fray_*.qm")});
    for (const QString &file : files) {
        const QString code = file.mid(5, file.size() - 8);
        if (!codes.contains(code))
            codes.append(code);
    }
    return codes;
}

} // namespace Fray
