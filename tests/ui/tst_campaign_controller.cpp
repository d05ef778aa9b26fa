// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The one owner of campaign writes: each write says what changed (and a refused one says
// nothing), and the encounters dock follows without being told.
#include "HermeticTest.h"
#include "core/io/EncounterJson.h"
#include "core/io/LibraryJson.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/EncounterItemDelegate.h"
#include "ui/campaign/EncounterListModel.h"
#include "ui/campaign/EncountersDock.h"
#include "ui/campaign/NewCampaignDialog.h"
#include "ui/campaign/NewEncounterDialog.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"
#include "ui/encounter/OpenFight.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListView>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using Fray::Library::LibraryEntry;
using Fray::Ui::CampaignController;
using Fray::Ui::EncounterSession;
using Fray::Ui::EncounterView;
using Fray::Ui::OpenFight;
using namespace Qt::StringLiterals;

namespace {

LibraryEntry entry(const QString &name)
{
    LibraryEntry e;
    e.name = name;
    e.kind = u"monster"_s;
    e.rulesetId = u"castles-crusades"_s;
    e.prototype.name = name;
    return e;
}

} // namespace

class TestCampaignController : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_controller = std::make_unique<CampaignController>();
        QVERIFY(!m_controller->open(m_dir->filePath(u"test.fray"_s)));
        m_encounters = std::make_unique<QSignalSpy>(
            m_controller.get(), &CampaignController::encountersChanged);
        m_removed = std::make_unique<QSignalSpy>(
            m_controller.get(), &CampaignController::encounterRemoved);
        m_library
            = std::make_unique<QSignalSpy>(m_controller.get(), &CampaignController::libraryChanged);
    }

    void cleanup()
    {
        m_encounters.reset();
        m_removed.reset();
        m_library.reset();
        m_controller.reset();
        m_dir.reset();
    }

    void encounterWritesSayTheEncountersChanged()
    {
        const auto id = m_controller->createEncounter(u"Goblin ambush"_s, u"castles-crusades"_s);
        QVERIFY(id.ok());
        QCOMPARE(m_encounters->size(), 1);
        QVERIFY(!m_controller->renameEncounter(*id, u"Goblin raid"_s));
        QCOMPARE(m_encounters->size(), 2);
        QCOMPARE(m_controller->campaign()->encounters().list().front().name, u"Goblin raid"_s);
        QVERIFY(!m_controller->removeEncounter(*id));
        QCOMPARE(m_removed->size(), 1);
        QCOMPARE(m_removed->front().front().toLongLong(), *id);
        QCOMPARE(m_encounters->size(), 3);
        QVERIFY(m_controller->campaign()->encounters().list().empty());
        QCOMPARE(m_library->size(), 0);
    }

    void aRefusedWriteSaysNothing()
    {
        QVERIFY(m_controller->createEncounter(u"Ambush"_s, u"castles-crusades"_s).ok());
        m_encounters->clear();
        QVERIFY(!m_controller->createEncounter(u"Ambush"_s, u"castles-crusades"_s).ok());
        QVERIFY(!m_controller->createEncounter(u"Ambush 2"_s, u"no-such-rules"_s).ok());
        QVERIFY(!m_controller->addLibraryEntry(entry(QString())).ok());
        QCOMPARE(m_encounters->size(), 0);
        QCOMPARE(m_library->size(), 0);
    }

    void libraryWritesSayTheLibraryChanged()
    {
        QVERIFY(!m_controller->addLibraryEntries({entry(u"Goblin"_s), entry(u"Orc"_s)}));
        QCOMPARE(m_library->size(), 1);
        QCOMPARE(m_controller->campaign()->library().count(), 2);
        // One bad entry: none of them goes in, and nothing is announced.
        QVERIFY(m_controller->addLibraryEntries({entry(u"Kobold"_s), entry(QString())}));
        QCOMPARE(m_library->size(), 1);
        QCOMPARE(m_controller->campaign()->library().count(), 2);
        const auto entries = m_controller->campaign()->library().search(QString());
        LibraryEntry edited = entries.front();
        edited.name = u"Goblin boss"_s;
        QVERIFY(!m_controller->updateLibraryEntry(edited));
        QCOMPARE(m_library->size(), 2);
        QVERIFY(!m_controller->removeLibraryEntries({entries[0].id, entries[1].id}));
        QCOMPARE(m_library->size(), 3);
        QCOMPARE(m_controller->campaign()->library().count(), 0);
        QCOMPARE(m_encounters->size(), 0);
    }

    // New Encounter asks name and ruleset at once; the ruleset starts at the open fight's,
    // else the one chosen last time.
    void newEncounterIsOneDialogThatRemembersTheRuleset()
    {
        {
            Fray::Ui::NewEncounterDialog dialog(m_controller->rulesets(), u"old-school"_s);
            auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            QCOMPARE(dialog.rulesetId(), u"old-school"_s);
            QVERIFY(!ok->isEnabled());
            dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"  Bridge  "_s);
            QVERIFY(ok->isEnabled());
            auto *ruleset = dialog.findChild<QComboBox *>(u"ruleset"_s);
            ruleset->setCurrentIndex(ruleset->findData(u"spelljammer-d100"_s));
            ok->click();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QCOMPARE(dialog.name(), u"Bridge"_s);
        }
        Fray::Ui::NewEncounterDialog again(m_controller->rulesets(), QString());
        QCOMPARE(again.rulesetId(), u"spelljammer-d100"_s);
    }

    // New Campaign: a name and a folder; the file is named after the campaign, OK waits until
    // the name allows a file not yet taken, and the campaign opens with that name.
    void newCampaignAsksANameAndWhereToKeepIt()
    {
        Fray::Ui::NewCampaignDialog dialog;
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        dialog.setFolder(m_dir->path());
        QVERIFY(!ok->isEnabled());
        QCOMPARE(dialog.problem(), u"Give the campaign a name."_s);
        dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"  Curse: of the Crypt? "_s);
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.path(), m_dir->filePath(u"Curse- of the Crypt-.fray"_s));
        // A name already taken is refused before OK, with what to do instead.
        dialog.findChild<QLineEdit *>(u"name"_s)->setText(u"test"_s);
        QVERIFY(!ok->isEnabled());
        QVERIFY2(dialog.problem().contains(u"already exists"_s), qPrintable(dialog.problem()));
        dialog.setFolder(m_dir->filePath(u"nowhere"_s));
        QVERIFY2(dialog.problem().contains(u"does not exist"_s), qPrintable(dialog.problem()));

        const QString path = m_dir->filePath(u"Curse of the Crypt.fray"_s);
        QVERIFY(!m_controller->create(path, u"Curse of the Crypt"_s));
        QCOMPARE(m_controller->displayName(), u"Curse of the Crypt"_s);
        QVERIFY(QFileInfo::exists(path));
        // The same file again is refused and the open campaign stays.
        QVERIFY(m_controller->create(path, u"Other"_s));
        QCOMPARE(m_controller->displayName(), u"Curse of the Crypt"_s);
    }

    void fileNamesAnyFileSystemTakes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("file");
        QTest::newRow("plain") << u"Goblin Wars"_s << u"Goblin Wars.fray"_s;
        QTest::newRow("slashes-and-colons") << u"Act 1/2: Ruin"_s << u"Act 1-2- Ruin.fray"_s;
        QTest::newRow("trailing-dots") << u"The End..."_s << u"The End.fray"_s;
        QTest::newRow("dots-alone") << u"..."_s << QString();
        QTest::newRow("german") << u"Fluch der Gruft \u00e4\u00f6\u00fc"_s
                                << u"Fluch der Gruft \u00e4\u00f6\u00fc.fray"_s;
    }

    void fileNamesAnyFileSystemTakes()
    {
        QFETCH(QString, name);
        QFETCH(QString, file);
        QCOMPARE(Fray::Ui::NewCampaignDialog::fileNameFor(name), file);
    }

    void theEncountersDockFollowsWithoutBeingTold()
    {
        Fray::Ui::EncountersDock dock(m_controller.get());
        auto *list = dock.findChild<QListView *>(u"encounterList"_s);
        QVERIFY(list);
        QAbstractItemModelTester tester(
            list->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(list->model()->rowCount(), 0);
        const auto id = m_controller->createEncounter(u"Goblin ambush"_s, u"castles-crusades"_s);
        QCOMPARE(list->model()->rowCount(), 1);
        // Each fight says its rules and how far it got.
        const QModelIndex first = list->model()->index(0, 0);
        QCOMPARE(first.data().toString(), u"Goblin ambush"_s);
        QCOMPARE(first.data(Fray::Ui::EncounterItemDelegate::SubtitleRole).toString(),
            u"Castles & Crusades \u00b7 not started"_s);
        QVERIFY(!m_controller->removeEncounter(*id));
        QCOMPARE(list->model()->rowCount(), 0);
    }

    // Read again, the list changes only the rows that read differently, so the view keeps its
    // place and choice; the open fight's round comes from the fight; a fight added or removed
    // makes the list anew.
    // One fight is open at a time; those that follow it hear that it closes while it is still
    // there, and a fight that cannot open leaves none open.
    void theOpenFightIsLetGoBeforeItGoes()
    {
        const auto first = m_controller->createEncounter(u"Ambush"_s, u"castles-crusades"_s);
        const auto second = m_controller->createEncounter(u"Raid"_s, u"castles-crusades"_s);
        QVERIFY(first.ok() && second.ok());
        QWidget parent;
        OpenFight fight(m_controller.get());
        QStringList heard;
        QPointer<EncounterSession> held;
        connect(
            &fight, &OpenFight::changed, this, [&](EncounterSession *session, EncounterView *view) {
                QCOMPARE(bool(session), bool(view));
                QCOMPARE(fight.session(), session);
                if (session)
                    heard << session->encounter().state().name;
                else
                    heard << (held ? u"closing "_s + held->encounter().state().name : u"gone"_s);
                held = session;
            });
        QVERIFY(!fight.open(*first, &parent));
        QVERIFY(!fight.open(*second, &parent));
        QVERIFY(fight.open(*second + 1000, &parent));
        QVERIFY(!fight.session() && !fight.view());
        fight.close();
        QCOMPARE(
            heard, (QStringList{u"Ambush"_s, u"closing Ambush"_s, u"Raid"_s, u"closing Raid"_s}));
        QVERIFY(!held);
    }

    void theEncounterListChangesOnlyWhatChanged()
    {
        const auto ambush
            = m_controller->createEncounter(u"Goblin ambush"_s, u"castles-crusades"_s);
        const auto crypt = m_controller->createEncounter(u"Crypt"_s, u"old-school"_s);
        QVERIFY(ambush && crypt);
        Fray::Ui::EncounterListModel model(m_controller.get());
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QCOMPARE(model.rowCount(), 2);
        const int row = model.rowOf(*ambush);
        QVERIFY(row >= 0);

        QVERIFY(!m_controller->renameEncounter(*ambush, u"Goblin warren"_s));
        model.refresh();
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), row);
        QCOMPARE(model.index(row).data().toString(), u"Goblin warren"_s);
        model.refresh(); // nothing changed: nothing said
        QCOMPARE(changed.count(), 1);

        model.setRound(*ambush, 3);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(model.index(row).data(Fray::Ui::EncounterListModel::SubtitleRole).toString(),
            u"Castles & Crusades \u00b7 round 3"_s);

        QVERIFY(!m_controller->removeEncounter(*crypt));
        model.refresh();
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 1);
    }

    // The first start copies the campaign made when Fray was built; what the GM finds in it is
    // what installing the samples into a new campaign gives, and it is theirs to change.
    void theFirstStartFindsTheSamplesInstalled()
    {
        const QString path = Fray::Storage::Campaign::defaultPath();
        QFile::remove(path);
        const auto removeAfter = qScopeGuard([&] { QFile::remove(path); });
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);

        CampaignController first;
        QSignalSpy changed(&first, &CampaignController::campaignChanged);
        QCOMPARE(first.openDefault(), std::nullopt);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(first.campaign()->path(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(first.campaign()->name(), u"My campaign"_s);
        QSqlQuery created(first.campaign()->database());
        QVERIFY(created.exec(u"SELECT value FROM meta WHERE key = 'created'"_s) && created.next());
        const QDateTime made = QDateTime::fromString(created.value(0).toString(), Qt::ISODate);
        QVERIFY2(made >= before && made <= QDateTime::currentDateTimeUtc(),
            qPrintable(created.value(0).toString()));

        // Samples installed into an empty campaign now, as the Help menu installs them.
        QVERIFY(m_controller->installSamples());
        const auto names = [](const Fray::Storage::Campaign &campaign) {
            QStringList entries;
            for (const auto &e : campaign.library().search(QString(), QString(), QString(), 1000))
                entries << e.rulesetId + u'/' + e.name + u'/'
                        + QString::fromUtf8(QJsonDocument(Fray::Io::LibraryJson::entryToJson(e))
                                                .toJson(QJsonDocument::Compact));
            entries.sort();
            return entries;
        };
        const QStringList installed = names(*m_controller->campaign());
        QVERIFY2(installed.size() >= 50, qPrintable(QString::number(installed.size())));
        QCOMPARE(names(*first.campaign()), installed);
        const auto fights = [](const Fray::Storage::Campaign &campaign) {
            QStringList states;
            for (const auto &summary : campaign.encounters().list()) {
                const auto state = campaign.encounters().load(summary.id);
                if (!state)
                    return QStringList{state.error()};
                states << QString::fromUtf8(
                    QJsonDocument(Fray::Io::EncounterJson::toJson(*state)).toJson());
            }
            states.sort();
            return states;
        };
        QCOMPARE(fights(*first.campaign()).size(), 5);
        QCOMPARE(fights(*first.campaign()), fights(*m_controller->campaign()));

        // The copy is an ordinary campaign: written to, it keeps what was written.
        QVERIFY(first.createEncounter(u"Goblin ambush"_s, u"castles-crusades"_s));
        QVERIFY(!first.open(m_dir->filePath(u"other.fray"_s))); // lets the first go
        CampaignController next;
        QCOMPARE(next.openDefault(), std::nullopt);
        QCOMPARE(next.campaign()->name(), u"My campaign"_s);
        QVERIFY(next.campaign()->encounters().idOf(u"Goblin ambush"_s));
        QCOMPARE(next.campaign()->encounters().list().size(), 6);
    }

    void aCampaignIsNotMadeOverOneThatExists()
    {
        const QString path = m_dir->filePath(u"kept.fray"_s);
        QFile kept(path);
        QVERIFY(kept.open(QIODevice::WriteOnly) && kept.write("not a campaign") > 0);
        kept.close();
        const auto made
            = Fray::Storage::Campaign::createFrom(u":/first-campaign/campaign.fray"_s, path);
        QVERIFY(!made);
        QVERIFY2(made.error().contains(u"already exists"_s), qPrintable(made.error()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("not a campaign"));
        QVERIFY(!QFileInfo::exists(path + u".making"_s));
    }

private:
    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<CampaignController> m_controller;
    std::unique_ptr<QSignalSpy> m_encounters, m_removed, m_library;
};

QTEST_MAIN(TestCampaignController)
#include "tst_campaign_controller.moc"
