// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The character form's reminder table on its own: the moment and the text shown and edited,
// rows added and removed, and what is wrong with a row said.
#include "HermeticTest.h"
#include "ui/forms/ReminderTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using Fray::Rules::Reminder;
using Fray::Ui::ReminderTableModel;
using namespace Qt::StringLiterals;

class TestReminderTableModel : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void init()
    {
        m_model = std::make_unique<ReminderTableModel>();
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_model->setReminders({Reminder{u"save vs. poison"_s, Reminder::When::StartOfTurn},
            Reminder{u"concentration"_s, Reminder::When::EndOfRound}});
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
    }

    void cellsShowTheReminders()
    {
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(m_model->columnCount(), int(ReminderTableModel::ColumnCount));
        QCOMPARE(m_model->index(0, ReminderTableModel::WhenColumn).data().toString(),
            u"Start of turn"_s);
        QCOMPARE(
            m_model->index(1, ReminderTableModel::WhenColumn).data().toString(), u"End of round"_s);
        QCOMPARE(m_model->index(1, ReminderTableModel::WhenColumn)
                     .data(ReminderTableModel::WhenKeyRole)
                     .toString(),
            u"end_of_round"_s);
        QCOMPARE(m_model->index(0, ReminderTableModel::TextColumn).data().toString(),
            u"save vs. poison"_s);
        QCOMPARE(m_model->whenLabels(),
            (QStringList{
                u"Start of turn"_s, u"End of turn"_s, u"Start of round"_s, u"End of round"_s}));
    }

    // Each edit reaches the reminder; one that changes nothing or names no moment is refused
    // and signals nothing.
    void editsReachTheReminders_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<int>("when"); // Reminder::When after the edit
        QTest::addColumn<QString>("text"); // reminders()' text after the edit
        const int when = int(ReminderTableModel::WhenColumn);
        const int text = int(ReminderTableModel::TextColumn);
        QTest::newRow("when-end-of-turn") << when << u"End of turn"_s << true
                                          << int(Reminder::When::EndOfTurn) << u"save vs. poison"_s;
        QTest::newRow("when-start-of-round")
            << when << u"Start of round"_s << true << int(Reminder::When::StartOfRound)
            << u"save vs. poison"_s;
        QTest::newRow("when-unchanged") << when << u"Start of turn"_s << false
                                        << int(Reminder::When::StartOfTurn) << u"save vs. poison"_s;
        QTest::newRow("when-not-a-moment")
            << when << u"start_of_turn"_s << false << int(Reminder::When::StartOfTurn)
            << u"save vs. poison"_s;
        QTest::newRow("text") << text << u"save vs. fire"_s << true
                              << int(Reminder::When::StartOfTurn) << u"save vs. fire"_s;
        QTest::newRow("text-trimmed-when-read")
            << text << u"  bleeding 1 "_s << true << int(Reminder::When::StartOfTurn)
            << u"bleeding 1"_s;
        QTest::newRow("text-unchanged") << text << u"save vs. poison"_s << false
                                        << int(Reminder::When::StartOfTurn) << u"save vs. poison"_s;
    }

    void editsReachTheReminders()
    {
        QFETCH(int, column);
        QFETCH(QString, value);
        QFETCH(bool, accepted);
        QFETCH(int, when);
        QFETCH(QString, text);
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QCOMPARE(m_model->setData(m_model->index(0, column), value), accepted);
        QCOMPARE(changed.size(), accepted ? 1 : 0);
        const auto reminders = m_model->reminders();
        QCOMPARE(int(reminders[0].when), when);
        QCOMPARE(reminders[0].text, text);
        // The other row is untouched.
        QCOMPARE(reminders[1], (Reminder{u"concentration"_s, Reminder::When::EndOfRound}));
    }

    // A blank reminder reminds of nothing; a longer one than Reminder::maxText (500) is a
    // mistake. The problem names the row, counted from 1.
    void problemsNameTheRow_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("fine") << u"save vs. poison"_s << QString();
        QTest::newRow("blank") << u"   "_s << u"Reminder 2: say what to remember"_s;
        QTest::newRow("500-characters") << QString(500, u'x') << QString();
        QTest::newRow("501-characters")
            << QString(501, u'x') << u"Reminder 2: at most 500 characters"_s;
        QTest::newRow("500-and-spaces") << QString(500, u'x') + u"  "_s << QString();
    }

    void problemsNameTheRow()
    {
        QFETCH(QString, text);
        QFETCH(QString, problem);
        QVERIFY(m_model->setData(m_model->index(1, ReminderTableModel::TextColumn), text));
        QCOMPARE(m_model->problem(1), problem);
        QCOMPARE(m_model->problem(0), QString());
        // The text cell's tooltip is the reason, so the live editor turns red with it.
        QCOMPARE(m_model->index(1, ReminderTableModel::TextColumn).data(Qt::ToolTipRole),
            problem.isEmpty() ? QVariant() : QVariant(problem));
    }

    void addAndRemoveRows()
    {
        QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);
        QCOMPARE(m_model->addReminder(), 2);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(m_model->rowCount(), 3);
        // A new row pops at the start of its owner's turn and waits for its text.
        QCOMPARE(m_model->reminders()[2], (Reminder{QString(), Reminder::When::StartOfTurn}));
        QCOMPARE(m_model->problem(2), u"Reminder 3: say what to remember"_s);

        m_model->removeReminder(0);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(m_model->reminders()[0].text, u"concentration"_s);
        m_model->removeReminder(5); // no such row: nothing happens
        m_model->removeReminder(-1);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(m_model->rowCount(), 2);
    }

private:
    std::unique_ptr<ReminderTableModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_MAIN(TestReminderTableModel)
#include "tst_reminder_table_model.moc"
