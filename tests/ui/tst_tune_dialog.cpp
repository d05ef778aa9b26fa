// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Encounter › Tune the Fight…: the knob's names follow the encounter, a run draws the curve and
// picks the value worked out by hand, Apply turns the open encounter in one undoable step, and a
// copy is saved as a new encounter of the campaign.

#include "HermeticTest.h"
#include "core/io/EncounterJson.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/charts/TuneChart.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/sim/TuneCurveModel.h"
#include "ui/sim/TuneDialog.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using Fray::Ui::CampaignController;
using Fray::Ui::EncounterSession;
using Fray::Ui::TuneCurveModel;
using Fray::Ui::TuneDialog;
using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

} // namespace

class TestTuneDialog : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_tune_dialog"_s);
    }

    void init()
    {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        m_controller = std::make_unique<CampaignController>();
        QVERIFY(!m_controller->open(m_dir->filePath(u"tune.fray"_s)));
        const auto state = Fray::Io::EncounterJson::fromFile(
            testData() + u"/sim/castles-crusades-tune.fray.json"_s);
        QVERIFY(state);
        const auto id = m_controller->importEncounter(*state);
        QVERIFY(id);
        auto session = EncounterSession::open(*m_controller, *id);
        QVERIFY2(session, session ? "" : qPrintable(session.error()));
        m_session = std::move(session).value();
    }

    void cleanup()
    {
        m_session.reset();
        m_controller.reset();
    }

    // Wren (1 HP, strikes first, always hits for 1) and an ogre of k hit points hitting on 11-20:
    // she wins with (1/2)^(k-1) · 31/40 (tst_tune): a fifth is 3 hit points (0.19375).
    void aRunPicksTheValueWorkedOutByHandAndApplyIsOneStep()
    {
        TuneDialog dialog(m_session.get(), m_controller.get());
        QAbstractItemModelTester tester(
            dialog.curve(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *kind = dialog.findChild<QComboBox *>(u"kindCombo"_s);
        auto *name = dialog.findChild<QComboBox *>(u"nameCombo"_s);
        kind->setCurrentIndex(kind->findData(int(Fray::Sim::FightTuner::Knob::Kind::HitPoints)));
        name->setCurrentIndex(name->findData(u"Ogre"_s));
        QCOMPARE(dialog.findChild<QLabel *>(u"nowLabel"_s)->text(), u"Now: 4"_s);
        dialog.findChild<QSpinBox *>(u"fromSpin"_s)->setValue(1);
        dialog.findChild<QSpinBox *>(u"toSpin"_s)->setValue(12);
        dialog.findChild<QSpinBox *>(u"winSpin"_s)->setValue(20);
        QVERIFY(dialog.findChild<QRadioButton *>(u"winRadio"_s)->isChecked());
        dialog.findChild<QSpinBox *>(u"trialsSpin"_s)->setValue(20'000);
        QVERIFY(!dialog.findChild<QPushButton *>(u"applyButton"_s)->isEnabled());
        dialog.run();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 60'000);
        QCOMPARE(dialog.chosen(), 3);
        QCOMPARE(dialog.curve()->rowCount(), 12);
        QCOMPARE(dialog.chart()->points().size(), 12);
        QCOMPARE(dialog.chart()->chosen().size(), 1);
        QCOMPARE(dialog.chart()->chosen().front().x(), 3.0);
        for (int row = 0; row < dialog.curve()->rowCount(); ++row) {
            const int k = dialog.curve()
                              ->index(row, TuneCurveModel::Value)
                              .data(TuneCurveModel::RawValueRole)
                              .toInt();
            const double exact = k == 1 ? 1.0 : std::pow(0.5, k - 1) * 31.0 / 40;
            const double win = dialog.curve()
                                   ->index(row, TuneCurveModel::Win)
                                   .data(TuneCurveModel::RawValueRole)
                                   .toDouble();
            QVERIFY2(std::abs(win - exact) <= 4 * std::sqrt(exact * (1 - exact) / 20'000) + 1e-12,
                qPrintable(QString::number(k)));
        }
        QVERIFY(dialog.findChild<QLabel *>(u"summaryLabel"_s)->text().contains(u"= 3"_s));

        auto *apply = dialog.findChild<QPushButton *>(u"applyButton"_s);
        QVERIFY(apply->isEnabled());
        const int steps = m_session->undoStack()->count();
        apply->click();
        const auto ogre = [this] { return m_session->encounter().combatants()[1]; };
        QCOMPARE(ogre().maxHp, 3);
        QCOMPARE(ogre().hp, 3);
        QCOMPARE(m_session->undoStack()->count(), steps + 1);
        m_session->undoStack()->undo();
        QCOMPARE(ogre().maxHp, 4);
    }

    void aCopyIsSavedAsANewEncounter()
    {
        TuneDialog dialog(m_session.get(), m_controller.get());
        auto *kind = dialog.findChild<QComboBox *>(u"kindCombo"_s);
        kind->setCurrentIndex(kind->findData(int(Fray::Sim::FightTuner::Knob::Kind::HitPoints)));
        auto *name = dialog.findChild<QComboBox *>(u"nameCombo"_s);
        name->setCurrentIndex(name->findData(u"Ogre"_s));
        dialog.findChild<QSpinBox *>(u"fromSpin"_s)->setValue(1);
        dialog.findChild<QSpinBox *>(u"toSpin"_s)->setValue(6);
        dialog.findChild<QRadioButton *>(u"difficultyRadio"_s)->setChecked(true);
        auto *word = dialog.findChild<QComboBox *>(u"difficultyCombo"_s);
        word->setCurrentIndex(word->findData(u"easy"_s));
        dialog.findChild<QSpinBox *>(u"trialsSpin"_s)->setValue(2'000);
        dialog.run();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 60'000);
        // Only at 1 hit point does Wren always win: easy.
        QCOMPARE(dialog.chosen(), 1);
        dialog.findChild<QPushButton *>(u"copyButton"_s)->click();
        const auto id = m_controller->campaign()->encounters().idOf(u"Wren and the ogre (tuned)"_s);
        QVERIFY(id);
        const auto copy = m_controller->campaign()->encounters().load(*id);
        QVERIFY(copy);
        QCOMPARE(copy->combatants[1].maxHp, 1);
        // The open encounter is as it was.
        QCOMPARE(m_session->encounter().combatants()[1].maxHp, 4);
        // A second copy takes the next name.
        dialog.findChild<QPushButton *>(u"copyButton"_s)->click();
        QVERIFY(m_controller->campaign()->encounters().idOf(u"Wren and the ogre (tuned 2)"_s));
    }

    void theGroupsFollowTheEncounter()
    {
        TuneDialog dialog(m_session.get(), m_controller.get());
        auto *name = dialog.findChild<QComboBox *>(u"nameCombo"_s);
        QCOMPARE(name->count(), 2); // Wren and the ogre, each a group of one
        // The foes' group comes first: what a GM turns most.
        QVERIFY(name->itemText(0).startsWith(u"Ogre"_s));
        QVERIFY(name->itemText(1).startsWith(u"Wren"_s));
        dialog.findChild<QSpinBox *>(u"trialsSpin"_s)->setValue(10'000'000);
        dialog.run();
        QVERIFY(dialog.isRunning());
        dialog.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 60'000);
        QCOMPARE(dialog.findChild<QLabel *>(u"summaryLabel"_s)->text(), u"Cancelled."_s);
        QVERIFY(!dialog.chosen());
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<CampaignController> m_controller;
    std::unique_ptr<EncounterSession> m_session;
};

QTEST_MAIN(TestTuneDialog)
#include "tst_tune_dialog.moc"
