// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/i18n/Language.h"

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace Fray::Testing {

// A catalogue installed for one test and removed with it, so no test reads another's language.
// Its language is the one Fray runs in meanwhile, as Translations::install makes it.
class InstalledCatalogue
{
public:
    explicit InstalledCatalogue(const QString &file)
        : m_before(Language::current())
    {
        m_ok = m_translator.load(file);
        if (m_ok) {
            QCoreApplication::installTranslator(&m_translator);
            Language::setCurrent(m_translator.language());
        }
    }
    ~InstalledCatalogue()
    {
        QCoreApplication::removeTranslator(&m_translator);
        Language::setCurrent(m_before);
    }
    InstalledCatalogue(const InstalledCatalogue &) = delete;
    InstalledCatalogue &operator=(const InstalledCatalogue &) = delete;
    bool ok() const { return m_ok; }

private:
    QString m_before;
    QTranslator m_translator;
    bool m_ok = false;
};

} // namespace Fray::Testing
