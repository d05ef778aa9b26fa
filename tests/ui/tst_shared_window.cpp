// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two windows on one campaign a GM group shares, on a real PostgreSQL server the test starts: what
// one changes shows in the other, the status bar says when the server is gone and back, and
// nothing is taken as done while it is gone.
#include "CampaignPlaces.h"
#include "HermeticTest.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/library/LibraryModel.h"
#include "ui/mainwindow/MainWindow.h"

#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

using namespace Qt::StringLiterals;
using Fray::Testing::CampaignPlaces;
using Fray::Ui::MainWindow;

namespace {

Fray::Library::LibraryEntry monster(const QString &name)
{
    Fray::Library::LibraryEntry e;
    e.name = name;
    e.rulesetId = u"castles-crusades"_s;
    e.prototype.name = name;
    e.prototype.maxHp = e.prototype.hp = e.prototype.startHp = 7;
    return e;
}

QStringList libraryNames(MainWindow &window)
{
    QStringList names;
    auto *model = window.findChild<Fray::Ui::LibraryModel *>();
    for (int row = 0; model && row < model->rowCount(); ++row)
        names << model->index(row, 0).data().toString();
    return names;
}

} // namespace

class TestSharedWindow : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void whatOneWindowChangesShowsInTheOther()
    {
        const QString address = CampaignPlaces::newDatabase();
        MainWindow mira(MainWindow::Start::Empty);
        MainWindow theo(MainWindow::Start::Empty);
        QVERIFY(mira.openCampaign(address));
        QVERIFY(theo.openCampaign(address));
        QVERIFY(mira.campaign()->campaign()->isShared());
        // The recent list and the title keep the address without its password.
        QVERIFY(!mira.campaign()->campaign()->path().contains(u"tester-secret"_s));

        QSignalSpy library(theo.campaign(), &Fray::Ui::CampaignController::libraryChanged);
        QVERIFY(mira.campaign()->addLibraryEntry(monster(u"Owlbear"_s)).ok());
        QVERIFY(library.wait(5000));
        QTRY_VERIFY_WITH_TIMEOUT(libraryNames(theo).contains(u"Owlbear"_s), 5000);

        QSignalSpy encounters(theo.campaign(), &Fray::Ui::CampaignController::encountersChanged);
        const auto made = mira.campaign()->createEncounter(u"Ford"_s, u"castles-crusades"_s);
        QVERIFY(made.ok());
        QVERIFY(encounters.wait(5000));
        const auto list = theo.campaign()->campaign()->encounters().list();
        QCOMPARE(list.size(), std::size_t(1));
        QCOMPARE(list.front().name, u"Ford"_s);
    }

    void theStatusBarSaysWhenTheServerIsGoneAndChangesAreRefused()
    {
        const QString address = CampaignPlaces::newDatabase();
        MainWindow window(MainWindow::Start::Empty);
        QVERIFY(window.openCampaign(address));
        auto *status = window.findChild<QLabel *>(u"sharedCampaignStatus"_s);
        QVERIFY(status);
        QVERIFY(!status->isHidden());
        QCOMPARE(status->text(), u"Shared on 127.0.0.1"_s);

        QSignalSpy connection(window.campaign(), &Fray::Ui::CampaignController::connectionChanged);
        QVERIFY(!CampaignPlaces::server().crash());
        QVERIFY(connection.wait(10000));
        QCOMPARE(connection.takeFirst().at(0).toBool(), false);
        QCOMPARE(status->text(), u"127.0.0.1 cannot be reached"_s);
        // Refused at once, saying why; nothing is shown as done.
        const auto refused = window.campaign()->addLibraryEntry(monster(u"Ghoul"_s));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(u"is lost"_s), qPrintable(refused.error()));

        QVERIFY(!CampaignPlaces::server().start());
        QVERIFY(connection.wait(15000));
        QCOMPARE(connection.takeFirst().at(0).toBool(), true);
        QCOMPARE(status->text(), u"Shared on 127.0.0.1"_s);
        QVERIFY(window.campaign()->addLibraryEntry(monster(u"Ghoul"_s)).ok());
        QTRY_VERIFY_WITH_TIMEOUT(libraryNames(window).contains(u"Ghoul"_s), 5000);
    }

    void aCampaignFileShowsNoServer()
    {
        QTemporaryDir dir;
        MainWindow window(MainWindow::Start::Empty);
        QVERIFY(window.openCampaign(dir.filePath(u"alone.fray"_s)));
        auto *status = window.findChild<QLabel *>(u"sharedCampaignStatus"_s);
        QVERIFY(status);
        QVERIFY(status->isHidden());
    }
};

QTEST_MAIN(TestSharedWindow)
#include "tst_shared_window.moc"
