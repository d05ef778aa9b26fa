// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QObject>
#include <QStandardPaths>

namespace Fray::Testing {

// What every test starts from, before its application is made: Qt's test locations (no GM's
// files, settings or campaigns are read or written; QSettings goes there too), numbers in the C
// locale, and the settings of an organisation of its own. QTEST_MAIN calls initMain().
inline void makeHermetic()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    if (QCoreApplication::organizationName().isEmpty())
        QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
}

// The test objects' base: a test class derives from it instead of QObject.
class HermeticTest : public QObject
{
public:
    static void initMain() { makeHermetic(); }
};

} // namespace Fray::Testing
