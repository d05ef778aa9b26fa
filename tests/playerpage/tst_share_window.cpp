// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Tools › Share with Players… in the window: the page follows the open fight, its QR code holds
// the page's address, a new share has a new token, Stop ends it, combatants the GM hides leave
// the page (undoably), and a phone-sized headless browser sees the window's next turn live.

#include "DevTools.h"
#include "HermeticTest.h"
#include "ShareTestSupport.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/i18n/Translations.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/players/ShareDialog.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using Fray::Ui::MainWindow;
using Fray::Ui::ShareDialog;
using namespace Qt::StringLiterals;
using namespace Fray::Testing;

class TestShareWindow : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;

    ShareDialog *share()
    {
        m_window->findChild<QAction *>(u"actionShare"_s)->trigger();
        return m_window->findChild<ShareDialog *>();
    }

    // Starts sharing on this computer only, on any free port.
    bool startOnLoopback(ShareDialog *dialog)
    {
        auto *interfaces = dialog->findChild<QComboBox *>(u"interfaceCombo"_s);
        interfaces->setCurrentIndex(interfaces->count() - 1);
        dialog->findChild<QSpinBox *>(u"portSpin"_s)->setValue(0);
        dialog->findChild<QPushButton *>(u"startButton"_s)->click();
        return dialog->isSharing();
    }

    QJsonObject state(const QUrl &page)
    {
        const QByteArray target = "/api/state?" + page.query(QUrl::FullyEncoded).toLatin1();
        return bodyOf(exchange(quint16(page.port()), get(target)));
    }

    static QStringList names(const QJsonObject &state)
    {
        QStringList all;
        for (const char *list : {"party", "others"}) {
            for (const auto &c : state.value(QLatin1String(list)).toArray())
                all << c.toObject().value(u"name"_s).toString();
        }
        return all;
    }

    void selectRow(const QString &name)
    {
        QTableView *table = m_window->encounterView()->table();
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            for (int col = 0; col < table->model()->columnCount(); ++col) {
                if (table->model()->index(r, col).data().toString() == name) {
                    table->selectRow(r);
                    return;
                }
            }
        }
        QFAIL("no such row");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_share_window"_s);
        // English plural forms ("0 devices") come from Fray's English catalogue.
        QCOMPARE(Fray::Translations::install(*QCoreApplication::instance(), u"en"_s), u"en"_s);
    }

    void init()
    {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        m_window = std::make_unique<MainWindow>(MainWindow::Start::Empty);
        QVERIFY(m_window->openCampaign(m_dir->filePath(u"share.fray"_s)));
        const auto encounter
            = m_window->campaign()->createEncounter(u"Thornfell"_s, u"castles-crusades"_s);
        QVERIFY(encounter.ok());
        QVERIFY(m_window->openEncounter(*encounter));
        Fray::Encounter::Combatant c;
        c.maxHp = c.hp = c.startHp = 10;
        c.attacks.push_back({u"Axe"_s, u"melee"_s, 2, u"1d6"_s, QString(), 0, 1, u"1"_s});
        for (const QString &name : {u"Aldo"_s, u"Orc"_s, u"Goblin"_s}) {
            c.name = name;
            c.side = name == u"Aldo"_s ? u"party"_s : u"foes"_s;
            QVERIFY(!m_window->session()->run(
                std::make_unique<Fray::Encounter::AddCombatantsCommand>(c, 1)));
        }
        QVERIFY(!m_window->session()->run(std::make_unique<Fray::Encounter::TurnCommand>(
            Fray::Encounter::TurnCommand::Step::Start)));
    }

    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    void sharingIsOffUntilTheGmStartsIt()
    {
        ShareDialog *dialog = share();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->isSharing());
        QVERIFY(dialog->pageUrl().isEmpty());
        QVERIFY(!m_window->statusBar()
                     ->findChild<QLabel *>(u"sharingStatus"_s)
                     ->isVisibleTo(m_window.get()));
    }

    void thePageShowsTheOpenFight()
    {
        ShareDialog *dialog = share();
        QVERIFY(startOnLoopback(dialog));
        const QUrl page = dialog->pageUrl();
        QCOMPARE(page.host(), u"127.0.0.1"_s);
        QVERIFY(page.query().startsWith(u"t="_s));
        const QJsonObject s = state(page);
        QCOMPARE(s.value(u"round"_s).toInt(), 1);
        QCOMPARE(names(s), (QStringList{u"Aldo"_s, u"Orc"_s, u"Goblin"_s}));
        auto *status = m_window->statusBar()->findChild<QLabel *>(u"sharingStatus"_s);
        QVERIFY(status->isVisibleTo(m_window.get()));
        QCOMPARE(status->text(), u"Shared with players: 0 devices"_s);
    }

    // The QR code a phone scans holds exactly the page's address (read back by zbar).
    void theQrCodeHoldsThePageAddress()
    {
        const QString zbar = QStandardPaths::findExecutable(u"zbarimg"_s);
        if (zbar.isEmpty())
            QSKIP("zbarimg is not installed (Debian's zbar-tools package runs this test)");
        ShareDialog *dialog = share();
        QVERIFY(startOnLoopback(dialog));
        const QImage code = dialog->qrCode();
        QVERIFY(!code.isNull());
        QTemporaryDir dir;
        const QString file = dir.filePath(u"code.png"_s);
        QVERIFY(code.scaled(code.size() * 4).save(file));
        QProcess reader;
        reader.start(zbar, {u"--quiet"_s, u"--raw"_s, u"-Sdisable"_s, u"-Sqrcode.enable"_s, file});
        QVERIFY(reader.waitForFinished(20000));
        QCOMPARE(QString::fromUtf8(reader.readAllStandardOutput()).trimmed(),
            dialog->pageUrl().toString(QUrl::FullyEncoded));
    }

    // A port another program holds: the dialog says so and how to go on, and shares nothing.
    void aPortInUseIsSaidNotShared()
    {
        QTcpServer other;
        QVERIFY(other.listen(QHostAddress::LocalHost, 0));
        ShareDialog *dialog = share();
        auto *interfaces = dialog->findChild<QComboBox *>(u"interfaceCombo"_s);
        interfaces->setCurrentIndex(interfaces->count() - 1);
        dialog->findChild<QSpinBox *>(u"portSpin"_s)->setValue(other.serverPort());
        dialog->findChild<QPushButton *>(u"startButton"_s)->click();
        QVERIFY(!dialog->isSharing());
        QVERIFY(dialog->pageUrl().isEmpty());
        const QString said = dialog->findChild<QLabel *>(u"qrLabel"_s)->text();
        QVERIFY2(said.contains(u"port %1"_s.arg(other.serverPort())), qPrintable(said));
        QVERIFY2(said.contains(u"Choose another port"_s), qPrintable(said));
        QVERIFY(dialog->findChild<QPushButton *>(u"startButton"_s)->isEnabled());
    }

    // Stop ends the share; a new share has a new token, and the old address is refused.
    void aNewShareHasANewToken()
    {
        ShareDialog *dialog = share();
        QVERIFY(startOnLoopback(dialog));
        const QUrl first = dialog->pageUrl();
        dialog->findChild<QPushButton *>(u"stopButton"_s)->click();
        QVERIFY(!dialog->isSharing());
        QVERIFY(exchange(quint16(first.port()), get("/")).isEmpty());
        QVERIFY(startOnLoopback(dialog));
        const QUrl second = dialog->pageUrl();
        QVERIFY(second.query() != first.query());
        const QByteArray old = "/api/state?" + first.query(QUrl::FullyEncoded).toLatin1();
        QCOMPARE(statusOf(exchange(quint16(second.port()), get(old))), 403);
    }

    // Encounter › Hidden from Players takes the selected combatant off the page; Undo puts it
    // back, and the action's check follows.
    void hiddenFromPlayersLeavesThePageUndoably()
    {
        ShareDialog *dialog = share();
        QVERIFY(startOnLoopback(dialog));
        selectRow(u"Goblin"_s);
        auto *hide = m_window->findChild<QAction *>(u"actionHideFromPlayers"_s);
        QVERIFY(hide->isEnabled());
        QVERIFY(!hide->isChecked());
        hide->trigger();
        QVERIFY(hide->isChecked());
        QTRY_COMPARE(names(state(dialog->pageUrl())), (QStringList{u"Aldo"_s, u"Orc"_s}));
        m_window->session()->undoStack()->undo();
        QVERIFY(!hide->isChecked());
        QTRY_COMPARE(
            names(state(dialog->pageUrl())), (QStringList{u"Aldo"_s, u"Orc"_s, u"Goblin"_s}));
    }

    // The reveal switch is one for the dialog, the Tools menu and the players' window.
    void revealShowsFoesNumbers()
    {
        ShareDialog *dialog = share();
        QVERIFY(startOnLoopback(dialog));
        const auto orc = [&] { return state(dialog->pageUrl()).value(u"others"_s)[0].toObject(); };
        QVERIFY(!orc().contains(u"hp"_s));
        m_window->findChild<QAction *>(u"actionRevealDefence"_s)->trigger();
        QVERIFY(dialog->findChild<QCheckBox *>(u"revealCheck"_s)->isChecked());
        QTRY_COMPARE(orc().value(u"hp"_s).toInt(), 10);
    }

    // A phone-sized headless browser opens the window's page; the GM ends the turn while it is
    // open and the page shows the next one acting without being reloaded.
    void aPhoneSizedBrowserFollowsTheWindowLive()
    {
        const QString chromium = QStandardPaths::findExecutable(u"chromium"_s);
        if (chromium.isEmpty())
            QSKIP("chromium is not installed (Debian's chromium package runs this test)");
        ShareDialog *dialog = share();
        QVERIFY(startOnLoopback(dialog));
        const auto &e = m_window->session()->encounter();

        // A phone-sized browser opens the page and is asked, over its DevTools protocol, which
        // combatant the page marks acting: the window's, and after Next Turn the next one's.
        Fray::Testing::DevTools browser;
        const QString error = browser.open(chromium, dialog->pageUrl(), QSize(390, 844));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(dialog->connectedDevices(), 1, 60000);
        const QString acting = u"document.querySelector('li.acting .name')?.textContent ?? ''"_s;
        const QString before = e.find(e.actingEntry()->combatant)->name;
        QTRY_COMPARE_WITH_TIMEOUT(browser.evaluate(acting).toString(), before, 30000);
        const auto refused
            = m_window->session()->run(std::make_unique<Fray::Encounter::TurnCommand>(
                Fray::Encounter::TurnCommand::Step::NextTurn));
        QVERIFY2(!refused, qPrintable(refused.value_or(QString())));
        const QString next = e.find(e.actingEntry()->combatant)->name;
        QVERIFY(next != before);
        QTRY_COMPARE_WITH_TIMEOUT(browser.evaluate(acting).toString(), next, 30000);
    }
};

QTEST_MAIN(TestShareWindow)
#include "tst_share_window.moc"
