// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

namespace Fray {

namespace {
const QString kCatalogueDir = QStringLiteral(":/i18n");
}

QString Translations::install(QCoreApplication &app, const QString &code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);

    auto *fray = new QTranslator(&app);
    if (!fray->load(locale, QStringLiteral("fray"), QStringLiteral("_"), kCatalogueDir)) {
        delete fray;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(fray);

    // Qt's own strings (standard buttons, print dialogs) in the same language, when installed.
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;

    return fray->language();
}

QStringList Translations::available()
{
    QStringList codes{QStringLiteral("en")};
    const QStringList files = QDir(kCatalogueDir).entryList({QStringLiteral("fray_*.qm")});
    for (const QString &file : files)
        codes.append(file.mid(5, file.size() - 8));
    return codes;
}

} // namespace Fray
