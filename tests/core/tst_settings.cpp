// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/settings/Settings.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QTextStream>

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

    // What one run of Fray stores, the next run reads from the file: a second process, so
    // nothing is served from this one's cache (an INI group named "general" came back as
    // "General", and the language chosen was lost on every start).
    void valuesSurviveARestart()
    {
        {
            Settings settings;
            settings.setLanguage(QStringLiteral("de"));
            settings.setTheme(QStringLiteral("dark"));
            settings.setLastRuleset(QStringLiteral("castles-crusades"));
            settings.sync();
        }
        QProcess child;
        child.setProcessEnvironment([] {
            auto env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("FRAY_TEST_READ_SETTINGS"), QStringLiteral("1"));
            return env;
        }());
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(QString::fromUtf8(child.readAllStandardOutput()).trimmed(),
            QStringLiteral("de dark castles-crusades"));
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

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("FRAY_TEST_READ_SETTINGS")) {
        // The second run of valuesSurviveARestart: prints what it reads.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
        const Settings settings;
        QTextStream(stdout) << settings.language() << ' ' << settings.theme() << ' '
                            << settings.lastRuleset() << Qt::endl;
        return 0;
    }
    TestSettings test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_settings.moc"
