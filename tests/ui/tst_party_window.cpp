// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The party in the window: the rest dialog's preview follows the GM's choice and is what gets
// written; a carry-over is undone and redone from the campaign's history; the library marks
// members; Party › Bring the Party brings them into the open fight as they are.

#include "HermeticTest.h"
#include "core/party/CarryOver.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/NewEncounterDialog.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/library/LibraryDock.h"
#include "ui/library/LibraryModel.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/party/MemberUpdateModel.h"
#include "ui/party/PartyUpdateCommand.h"
#include "ui/party/PartyUpdateDialog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using Fray::Library::LibraryEntry;
using Fray::Ui::CampaignController;
using Fray::Ui::MemberUpdateModel;
using Fray::Ui::PartyUpdateDialog;
using namespace Qt::StringLiterals;

namespace {

LibraryEntry aldo(qint64 hp, qint64 subdual = 0)
{
    LibraryEntry e;
    e.name = u"Aldo"_s;
    e.kind = u"character"_s;
    e.rulesetId = u"castles-crusades"_s;
    e.inParty = true;
    e.prototype.name = e.name;
    e.prototype.side = u"party"_s;
    e.prototype.maxHp = 20;
    e.prototype.hp = e.prototype.startHp = hp;
    e.prototype.subdual = subdual;
    return e;
}

QString changesOf(const MemberUpdateModel &model)
{
    return model.index(0, MemberUpdateModel::Changes).data().toString();
}

} // namespace

class TestPartyWindow : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_party_window"_s);
    }

    void init()
    {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
    }

    // 003: a day's rest is one point, and subdual damage is gone (10 + 4 + 1); 3 hit points by
    // the GM's word take subdual down by as much (4 - 3); back to full is 20.
    void restPreviewFollowsTheChoice()
    {
        CampaignController controller;
        const auto *entry = controller.rulesets().find(u"castles-crusades"_s);
        QVERIFY(entry);
        PartyUpdateDialog dialog(entry->ruleset, {aldo(10, 4)}, 1);
        QAbstractItemModelTester tester(
            dialog.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *ruleset = dialog.findChild<QRadioButton *>(u"rulesetRadio"_s);
        QVERIFY(ruleset->isChecked());
        QCOMPARE(dialog.findChild<QComboBox *>(u"restCombo"_s)->currentText(), u"A day's rest"_s);
        QCOMPARE(changesOf(*dialog.model()), u"HP 10 \u2192 15 of 20\nsubdual damage 4 \u2192 0"_s);
        QCOMPARE(dialog.description(), u"A day's rest"_s);

        dialog.findChild<QSpinBox *>(u"hitPointsSpin"_s)->setValue(3);
        QVERIFY(dialog.findChild<QRadioButton *>(u"hitPointsRadio"_s)->isChecked());
        QCOMPARE(changesOf(*dialog.model()), u"HP 10 \u2192 13 of 20\nsubdual damage 4 \u2192 1"_s);
        // The source text: the English catalogue gives its plural forms.
        QCOMPARE(dialog.description(), u"3 hit point(s) each"_s);

        dialog.findChild<QRadioButton *>(u"fullRadio"_s)->setChecked(true);
        QCOMPARE(changesOf(*dialog.model()), u"HP 10 \u2192 20 of 20\nsubdual damage 4 \u2192 0"_s);
        QCOMPARE(dialog.updates().front().after.prototype.hp, qint64(20));
    }

    // A ruleset that names no rests offers the GM's numbers and back to full only.
    void rulesetWithoutRestsOffersTheGmsNumbers()
    {
        CampaignController controller;
        const auto *entry = controller.rulesets().find(u"old-school"_s);
        QVERIFY(entry);
        LibraryEntry member = aldo(5);
        member.rulesetId = u"old-school"_s;
        PartyUpdateDialog dialog(entry->ruleset, {member}, 1);
        QVERIFY(!dialog.findChild<QRadioButton *>(u"rulesetRadio"_s)->isEnabled());
        QVERIFY(dialog.findChild<QRadioButton *>(u"fullRadio"_s)->isChecked());
        QCOMPARE(changesOf(*dialog.model()), u"HP 5 \u2192 20 of 20"_s);
    }

    // Applied, undone, redone: the member's hit points follow, and each says the library changed.
    void carryOverIsUndoneFromTheCampaignsHistory()
    {
        CampaignController controller;
        QVERIFY(!controller.open(m_dir->filePath(u"party.fray"_s)));
        const auto id = controller.addLibraryEntry(aldo(20));
        QVERIFY(id);
        const auto member = controller.campaign()->library().entry(*id);
        QVERIFY(member);

        Fray::Encounter::EncounterState state;
        state.name = u"Warren"_s;
        state.rulesetId = u"castles-crusades"_s;
        Fray::Encounter::Combatant fought = member->prototype;
        fought.id = 1;
        fought.templateId = QString::number(*id);
        fought.hp = 12;
        state.combatants = {fought};
        state.nextId = 2;
        const Fray::Encounter::Encounter fight(
            controller.rulesets().find(u"castles-crusades"_s)->ruleset, state);
        const auto updates = Fray::Party::CarryOver::preview(fight, {*member});
        QCOMPARE(updates.size(), std::size_t(1));

        QSignalSpy library(&controller, &CampaignController::libraryChanged);
        QSignalSpy reported(&controller, &CampaignController::historyFailed);
        const auto seq = controller.recordPartyUpdates(updates, u"carry-over"_s, u"End"_s);
        QVERIFY(seq);
        controller.history()->push(new Fray::Ui::PartyUpdateCommand(
            &controller, updates, u"carry-over"_s, *seq, u"End of the fight: Warren"_s));
        QCOMPARE(controller.campaign()->library().entry(*id)->prototype.hp, qint64(12));
        controller.history()->undo();
        QCOMPARE(controller.campaign()->library().entry(*id)->prototype.hp, qint64(20));
        controller.history()->redo();
        QCOMPARE(controller.campaign()->library().entry(*id)->prototype.hp, qint64(12));
        QCOMPARE(library.count(), 3);
        QVERIFY(reported.isEmpty());
        QCOMPARE(controller.campaign()->party().journalLength(), qint64(3));
    }

    // The library marks members; a new encounter brings them, as they are, unless told not to.
    void libraryMarksMembersAndTheFightBringsThem()
    {
        Fray::Ui::MainWindow window(Fray::Ui::MainWindow::Start::Empty);
        QVERIFY(window.openCampaign(m_dir->filePath(u"window.fray"_s)));
        LibraryEntry member = aldo(12);
        member.inParty = false;
        const auto id = window.campaign()->addLibraryEntry(member);
        QVERIFY(id);

        auto *dock = window.findChild<Fray::Ui::LibraryDock *>();
        QVERIFY(dock);
        auto *view = dock->findChild<QTableView *>(u"libraryView"_s);
        auto *model = qobject_cast<Fray::Ui::LibraryModel *>(view->model());
        QVERIFY(model);
        int row = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, Fray::Ui::LibraryModel::Name).data().toString() == u"Aldo")
                row = r;
        }
        QVERIFY(row >= 0);
        view->selectRow(row);
        auto *partyAction = dock->findChild<QAction *>(u"partyMemberAction"_s);
        QVERIFY(partyAction->isEnabled());
        QVERIFY(!partyAction->isChecked());
        partyAction->trigger();
        QVERIFY(window.campaign()->campaign()->library().entry(*id)->inParty);

        const auto encounter
            = window.campaign()->createEncounter(u"Warren"_s, u"castles-crusades"_s);
        QVERIFY(encounter);
        QVERIFY(window.openEncounter(*encounter));
        auto *bring = window.findChild<QAction *>(u"actionBringParty"_s);
        QVERIFY(bring && bring->isEnabled());
        bring->trigger();
        const auto &combatants = window.session()->encounter().combatants();
        QCOMPARE(combatants.size(), std::size_t(1));
        QCOMPARE(combatants.front().name, u"Aldo"_s);
        QCOMPARE(combatants.front().hp, qint64(12));
        QCOMPARE(combatants.front().templateId, QString::number(*id));
        QVERIFY(window.findChild<QAction *>(u"actionEndFight"_s)->isEnabled());
    }

    void newEncounterBringsThePartyByDefault()
    {
        CampaignController controller;
        Fray::Ui::NewEncounterDialog dialog(controller.rulesets(), u"castles-crusades"_s);
        QVERIFY(dialog.bringsParty());
        dialog.findChild<QCheckBox *>(u"bringPartyCheck"_s)->setChecked(false);
        QVERIFY(!dialog.bringsParty());
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_MAIN(TestPartyWindow)
#include "tst_party_window.moc"
