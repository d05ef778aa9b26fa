// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/settings/Settings.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTest>

using Fray::Settings;

class TestSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    }

    void init() { QSettings().clear(); }

    void defaultsAreEmpty()
    {
        const Settings settings;
        QVERIFY(settings.mainWindowGeometry().isEmpty());
        QVERIFY(settings.language().isEmpty());
        QVERIFY(settings.lastCampaignPath().isEmpty());
        QVERIFY(settings.recentCampaigns().isEmpty());
    }

    void valuesSurviveANewInstance()
    {
        {
            Settings settings;
            settings.setMainWindowGeometry(QByteArray("\x01\x02\x03", 3));
            settings.setLanguage(QStringLiteral("de"));
            settings.setLastCampaignPath(QStringLiteral("/tmp/goblins.fray"));
        }
        const Settings settings;
        QCOMPARE(settings.mainWindowGeometry(), QByteArray("\x01\x02\x03", 3));
        QCOMPARE(settings.language(), QStringLiteral("de"));
        QCOMPARE(settings.lastCampaignPath(), QStringLiteral("/tmp/goblins.fray"));
    }

    void recentCampaignsPutNewestFirstWithoutRepeats()
    {
        Settings settings;
        settings.addRecentCampaign(QStringLiteral("a"));
        settings.addRecentCampaign(QStringLiteral("b"));
        settings.addRecentCampaign(QStringLiteral("a"));
        QCOMPARE(
            settings.recentCampaigns(), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    }

    void recentCampaignsKeepOnlyTheNewest()
    {
        Settings settings;
        for (int i = 0; i < Settings::maxRecentCampaigns + 3; ++i)
            settings.addRecentCampaign(QString::number(i));
        const QStringList recent = settings.recentCampaigns();
        QCOMPARE(recent.size(), Settings::maxRecentCampaigns);
        QCOMPARE(recent.first(), QString::number(Settings::maxRecentCampaigns + 2));
        QCOMPARE(recent.last(), QStringLiteral("3"));
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
