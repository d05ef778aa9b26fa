// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Ruleset files that did not load reach the window: Tools › Rulesets lists every ruleset with
// its source and every broken file with its problems (file, JSON path, reason), opens by
// itself when a file is broken, and a reload keeps the last good version of a file that broke
// while Fray ran.

#include "HermeticTest.h"
#include "core/rules/RulesetLibrary.h"
#include "ui/campaign/CampaignController.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/rulesets/RulesetTableModel.h"
#include "ui/rulesets/RulesetsDialog.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Fray::Ui;
using namespace Qt::StringLiterals;

namespace {

QByteArray builtin(const QString &id)
{
    QFile f(u":/rulesets/%1.json"_s.arg(id));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The C&C file as a GM copies it to make their own: another id, then `change` applied.
QByteArray gmCopy(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject o = QJsonDocument::fromJson(builtin(u"castles-crusades"_s)).object();
    o.insert(u"id"_s, u"my-castles"_s);
    o.insert(u"name"_s, u"My Castles"_s);
    change(o);
    return QJsonDocument(o).toJson();
}

QByteArray withCritBand()
{
    return gmCopy([](QJsonObject &o) {
        QJsonObject checks = o.value(u"checks"_s).toObject();
        QJsonObject attack = checks.value(u"attack"_s).toObject();
        QJsonArray bands = attack.value(u"bands"_s).toArray();
        QJsonObject band = bands.at(0).toObject();
        band.insert(u"outcome"_s, u"crit"_s);
        bands[0] = band;
        attack.insert(u"bands"_s, bands);
        checks.insert(u"attack"_s, attack);
        o.insert(u"checks"_s, checks);
    });
}

bool put(const QString &name, const QByteArray &bytes)
{
    QDir().mkpath(Fray::Rules::RulesetLibrary::userFolder());
    QFile f(Fray::Rules::RulesetLibrary::userFolder() + u'/' + name);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QStringList problemsOf(const RulesetTableModel &model)
{
    QStringList all;
    for (int row = 0; row < model.rowCount(); ++row)
        all << model.index(row, 0).data(RulesetTableModel::ProblemsRole).toStringList();
    return all;
}

} // namespace

class TestRulesetsDialog : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_rulesets_dialog"_s);
    }

    void init()
    {
        QSettings().clear();
        QDir(Fray::Rules::RulesetLibrary::userFolder()).removeRecursively();
    }

    void cleanupTestCase() { QDir(Fray::Rules::RulesetLibrary::userFolder()).removeRecursively(); }

    void everyRulesetIsListedWithItsSource()
    {
        QVERIFY(put(u"mine.json"_s, gmCopy([](QJsonObject &) {})));
        CampaignController controller;
        RulesetsDialog dialog(&controller);
        const RulesetTableModel &model = *dialog.model();
        QAbstractItemModelTester tester(const_cast<RulesetTableModel *>(&model),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 6); // the five built in and the GM's own
        QCOMPARE(model.failedCount(), 0);
        QStringList sources, paths;
        for (int row = 0; row < model.rowCount(); ++row) {
            sources << model.index(row, RulesetTableModel::Source).data().toString();
            paths << model.index(row, 0).data(RulesetTableModel::PathRole).toString();
        }
        QCOMPARE(sources.count(u"Built in"_s), 5);
        QVERIFY(sources.contains(u"Your file mine.json"_s));
        QVERIFY(paths.contains(
            QDir::toNativeSeparators(Fray::Rules::RulesetLibrary::userFolder() + u"/mine.json"_s)));
        QVERIFY(
            dialog.findChild<QLabel *>(u"summary"_s)->text().startsWith(u"Every ruleset loaded"_s));
    }

    void brokenFilesAreListedWithPathAndReason()
    {
        QVERIFY(put(u"crit.json"_s, withCritBand()));
        QVERIFY(put(u"half.json"_s, builtin(u"old-school"_s).left(300)));
        CampaignController controller;
        RulesetsDialog dialog(&controller);
        const RulesetTableModel &model = *dialog.model();
        QAbstractItemModelTester tester(const_cast<RulesetTableModel *>(&model),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.failedCount(), 2);
        // The broken files come first, each with its problems.
        QVERIFY(model.index(0, 0).data(RulesetTableModel::FailedRole).toBool());
        QVERIFY(model.index(1, 0).data(RulesetTableModel::FailedRole).toBool());
        const QString problems = problemsOf(model).join(u'\n');
        QVERIFY2(problems.contains(u"crit.json: checks.attack.bands[0].outcome: 'crit' is not an "
                                   "outcome of this check"_s),
            qPrintable(problems));
        QVERIFY2(problems.contains(u"half.json"_s) && problems.contains(u"not valid JSON"_s),
            qPrintable(problems));
        QVERIFY(model.index(0, RulesetTableModel::Status)
                    .data()
                    .toString()
                    .startsWith(u"Did not load"_s));
        // The first broken file is selected and its problems shown.
        const QString shown = dialog.findChild<QPlainTextEdit *>(u"problems"_s)->toPlainText();
        QVERIFY2(shown.contains(u"did not"_s) || shown.contains(u".json"_s), qPrintable(shown));
        QVERIFY(dialog.findChild<QLabel *>(u"summary"_s)->text().contains(u"2 ruleset file(s)"_s));
    }

    void aFileThatBreaksWhileFrayRunsKeepsItsLastGoodVersion()
    {
        QVERIFY(put(u"mine.json"_s, gmCopy([](QJsonObject &) {})));
        CampaignController controller;
        RulesetsDialog dialog(&controller);
        QVERIFY(controller.rulesets().find(u"my-castles"_s));
        QVERIFY(put(u"mine.json"_s, withCritBand()));
        dialog.findChild<QPushButton *>(u"reload"_s)->click();
        QVERIFY(controller.rulesets().find(u"my-castles"_s));
        const RulesetTableModel &model = *dialog.model();
        QCOMPARE(model.failedCount(), 1);
        QVERIFY2(model.index(0, RulesetTableModel::Status)
                     .data()
                     .toString()
                     .startsWith(u"In use as loaded before: mine.json now has 1 problem"_s),
            qPrintable(model.index(0, RulesetTableModel::Status).data().toString()));
        // Fixed, and reloaded: all well again.
        QVERIFY(put(u"mine.json"_s, gmCopy([](QJsonObject &) {})));
        dialog.findChild<QPushButton *>(u"reload"_s)->click();
        QCOMPARE(model.failedCount(), 0);
    }

    void theWindowOpensTheReportWhenAFileDidNotLoad()
    {
        QVERIFY(put(u"crit.json"_s, withCritBand()));
        MainWindow window(MainWindow::Start::Empty);
        window.show();
        QTRY_VERIFY(window.findChild<RulesetsDialog *>());
        QTRY_VERIFY(window.findChild<RulesetsDialog *>()->isVisible());
        QCOMPARE(window.findChild<RulesetsDialog *>()->model()->failedCount(), 1);
    }

    void theWindowStaysQuietWhenAllLoaded()
    {
        MainWindow window(MainWindow::Start::Empty);
        window.show();
        QTest::qWait(50);
        QVERIFY(!window.findChild<RulesetsDialog *>());
    }
};

QTEST_MAIN(TestRulesetsDialog)
#include "tst_rulesets_dialog.moc"
