// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace Fray::Testing {

// A catalogue installed for one test and removed with it, so no test reads another's language.
class InstalledCatalogue
{
public:
    explicit InstalledCatalogue(const QString &file)
    {
        m_ok = m_translator.load(file);
        if (m_ok)
            QCoreApplication::installTranslator(&m_translator);
    }
    ~InstalledCatalogue() { QCoreApplication::removeTranslator(&m_translator); }
    InstalledCatalogue(const InstalledCatalogue &) = delete;
    InstalledCatalogue &operator=(const InstalledCatalogue &) = delete;
    bool ok() const { return m_ok; }

private:
    QTranslator m_translator;
    bool m_ok = false;
};

} // namespace Fray::Testing
