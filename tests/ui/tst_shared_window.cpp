// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two windows on one campaign a GM group shares, on a real PostgreSQL server the test starts: what
// one changes shows in the other, the status bar says when the server is gone and back, and
// nothing is taken as done while it is gone.
#include "CampaignPlaces.h"
#include "CuttingProxy.h"
#include "HermeticTest.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/settings/Settings.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/library/LibraryModel.h"
#include "ui/mainwindow/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QUrl>

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
        QVERIFY(window.campaign()->addLibraryEntry(monster(u"Owlbear"_s)).ok());
        QTRY_VERIFY_WITH_TIMEOUT(libraryNames(window).contains(u"Owlbear"_s), 5000);

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
        const QList<QVariant> back = connection.takeFirst();
        QCOMPARE(back.at(0).toBool(), true);
        QCOMPARE(status->text(), u"Shared on 127.0.0.1"_s);
        // No other Fray wrote meanwhile, and the window says so where the GM can read it again.
        QVERIFY2(back.at(1).toString().contains(u"nothing changed while it was away"_s),
            qPrintable(back.at(1).toString()));
        QCOMPARE(status->toolTip(), back.at(1).toString());
        // The status bar's sentence begins with the address as it is written.
        QVERIFY2(window.statusBar()->currentMessage().startsWith(u"postgresql://"_s),
            qPrintable(window.statusBar()->currentMessage()));
        // Read again when the server is back, before anything is written.
        QTRY_VERIFY_WITH_TIMEOUT(libraryNames(window).contains(u"Owlbear"_s), 5000);
        QCOMPARE(window.campaign()->campaign()->encounters().list().size(), std::size_t(0));
        QVERIFY(window.campaign()->addLibraryEntry(monster(u"Ghoul"_s)).ok());
        QTRY_VERIFY_WITH_TIMEOUT(libraryNames(window).contains(u"Ghoul"_s), 5000);
    }

    // Mira runs the fight; Theo's window follows it read-only, reading each of her commands as
    // she commits it, until Theo takes the fight over; then Mira's next command is refused.
    void oneWindowRunsTheFightTheOtherFollowsIt()
    {
        const QString address = CampaignPlaces::newDatabase();
        MainWindow mira(MainWindow::Start::Empty);
        MainWindow theo(MainWindow::Start::Empty);
        Fray::Settings().setSharedName(u"Mira's laptop"_s);
        QVERIFY(mira.openCampaign(address));
        Fray::Settings().setSharedName(u"Theo's desk"_s);
        QVERIFY(theo.openCampaign(address));
        const auto id = mira.campaign()->createEncounter(u"Ford"_s, u"castles-crusades"_s);
        QVERIFY(id.ok());
        QVERIFY(mira.openEncounter(*id));
        QVERIFY(!mira.session()->isFollowing());
        Fray::Encounter::Combatant ogre = monster(u"Ogre"_s).prototype;
        ogre.maxHp = ogre.hp = ogre.startHp = 30;
        QVERIFY(
            !mira.session()->run(std::make_unique<Fray::Encounter::AddCombatantsCommand>(ogre, 1)));

        QVERIFY(theo.openEncounter(*id));
        QVERIFY(theo.session()->isFollowing());
        QVERIFY2(theo.session()->readOnlyReason().contains(u"Ford is run by Mira's laptop"_s),
            qPrintable(theo.session()->readOnlyReason()));
        QVERIFY(theo.windowTitle().contains(u"read-only"_s));
        auto *damage = theo.findChild<QAction *>(u"actionDamage"_s);
        auto *takeOver = theo.findChild<QAction *>(u"actionTakeOverFight"_s);
        QVERIFY(damage && takeOver);
        QVERIFY(!damage->isEnabled());
        QVERIFY(takeOver->isEnabled());
        QCOMPARE(theo.session()->encounter().combatants().size(), std::size_t(1));

        // Mira's command reaches Theo's window, which catches up in place: the same session, the
        // same view, the GM's selection where it was.
        Fray::Ui::EncounterSession *followed = theo.session();
        const auto ogreId = mira.session()->encounter().combatants().front().id;
        QVERIFY(!mira.session()->run(
            std::make_unique<Fray::Encounter::DamageCommand>(std::vector{ogreId}, 7)));
        QTRY_COMPARE_WITH_TIMEOUT(
            theo.session()->encounter().combatants().front().hp, qint64(23), 5000);
        QVERIFY(theo.session()->isFollowing());
        QCOMPARE(theo.session(), followed);

        takeOver->trigger();
        QVERIFY(!theo.session()->isFollowing());
        QVERIFY(theo.findChild<QAction *>(u"actionDamage"_s)->isEnabled());
        const auto refused = mira.session()->run(
            std::make_unique<Fray::Encounter::DamageCommand>(std::vector{ogreId}, 1));
        QVERIFY(refused);
        QVERIFY2(refused->contains(u"run by"_s), qPrintable(*refused));
        QCOMPARE(mira.session()->encounter().combatants().front().hp, qint64(23));
        const qint64 turn = mira.session()->encounter().state().turn;
        QVERIFY(mira.session()->run(std::make_unique<Fray::Encounter::TurnCommand>(
            Fray::Encounter::TurnCommand::Step::Start)));
        QCOMPARE(mira.session()->encounter().state().turn, turn);

        // Mira's window learns it was taken over, and follows Theo from then on.
        QTRY_VERIFY_WITH_TIMEOUT(mira.session()->isFollowing(), 5000);
        QVERIFY2(mira.session()->readOnlyReason().contains(u"Ford is run by Theo's desk"_s),
            qPrintable(mira.session()->readOnlyReason()));
        QVERIFY(!theo.session()->run(
            std::make_unique<Fray::Encounter::DamageCommand>(std::vector{ogreId}, 2)));
        QTRY_COMPARE_WITH_TIMEOUT(
            mira.session()->encounter().combatants().front().hp, qint64(21), 5000);
    }

    // The network fails as a fight's command is committed and stays away: the window takes the
    // command back as not known to be saved. When the server can be asked again, the window
    // learns it was saved after all, and shows it.
    void aCommandOfUnknownFateIsShownWhenFoundSaved()
    {
        const QString direct = CampaignPlaces::newDatabase();
        Fray::Testing::CuttingProxy proxy(u"127.0.0.1"_s, quint16(QUrl(direct).port()));
        QUrl relayed(direct);
        relayed.setPort(proxy.port());
        relayed.setQuery(u"sslmode=disable"_s);
        MainWindow mira(MainWindow::Start::Empty);
        QVERIFY(mira.openCampaign(relayed.toString()));
        const auto id = mira.campaign()->createEncounter(u"Ford"_s, u"castles-crusades"_s);
        QVERIFY(id.ok());
        QVERIFY(mira.openEncounter(*id));
        Fray::Encounter::Combatant ogre = monster(u"Ogre"_s).prototype;
        ogre.maxHp = ogre.hp = ogre.startHp = 30;
        QVERIFY(
            !mira.session()->run(std::make_unique<Fray::Encounter::AddCombatantsCommand>(ogre, 1)));
        const auto ogreId = mira.session()->encounter().combatants().front().id;

        QSignalSpy told(mira.campaign(), &Fray::Ui::CampaignController::connectionChanged);
        proxy.arm(Fray::Testing::CuttingProxy::Cut::AfterAnswer, true);
        const auto unknown = mira.session()->run(
            std::make_unique<Fray::Encounter::DamageCommand>(std::vector{ogreId}, 5));
        QVERIFY(unknown);
        QVERIFY2(unknown->contains(u"is not known until the connection is back"_s),
            qPrintable(*unknown));
        QCOMPARE(mira.session()->encounter().combatants().front().hp, qint64(30));

        proxy.setDown(false);
        QTRY_COMPARE_WITH_TIMEOUT(
            mira.session()->encounter().combatants().front().hp, qint64(25), 10000);
        QVERIFY(!told.isEmpty());
        QVERIFY2(told.last().at(1).toString().contains(u"saved after all"_s),
            qPrintable(told.last().at(1).toString()));
        // And the fight goes on from there.
        QVERIFY(!mira.session()->run(
            std::make_unique<Fray::Encounter::DamageCommand>(std::vector{ogreId}, 1)));
        QCOMPARE(mira.session()->encounter().combatants().front().hp, qint64(24));
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
