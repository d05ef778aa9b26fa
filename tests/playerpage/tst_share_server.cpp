// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The players' page server on 127.0.0.1, as phones and strangers on the table's network meet it:
// the token, read-only methods, the state's shape, odds equal to fray-cli's, live pushes, the
// secrets that must never leave, the limits, and malformed requests.

#include "CliRunner.h"
#include "HermeticTest.h"
#include "ShareTestSupport.h"
#include "TestRulesets.h"
#include "core/encounter/AttackResolver.h"
#include "core/encounter/commands/EventCommands.h"
#include "core/encounter/commands/HpCommands.h"
#include "core/encounter/commands/TurnCommands.h"
#include "core/sim/FightModel.h"
#include "core/sim/TurnDanger.h"
#include "playerpage/PageFeed.h"
#include "playerpage/PlayerView.h"
#include "playerpage/ShareServer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;
using Fray::Encounter::Attack;
using Fray::Encounter::Combatant;
using Fray::Encounter::EncounterState;
using Fray::PlayerPage::ShareServer;
using namespace Fray::Testing;

namespace {

// Markers only the GM's side holds: none may appear in anything the server sends.
const QList<QByteArray> secretMarkers{"HiddenLurkerQ7", "LurkerBladeQ7", "GmNoteOrcQ7",
    "GmNoteAldoQ7", "TemplateOrcQ7", "SourceOrcQ7", "EncounterNameQ7", "4817", "4823"};

// Whether `marker` appears in `sent`. A number counts only as a number of its own: "4823" in a
// Content-Length of 14823, a port or a random token's hex is not the orc's hit points.
bool leaks(const QByteArray &sent, const QByteArray &marker)
{
    const auto isWordByte = [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')
            || c == '_' || c == '-';
    };
    const bool number
        = std::all_of(marker.begin(), marker.end(), [](char c) { return c >= '0' && c <= '9'; });
    for (qsizetype at = sent.indexOf(marker); at >= 0; at = sent.indexOf(marker, at + 1)) {
        if (!number)
            return true;
        const qsizetype after = at + marker.size();
        if ((at == 0 || !isWordByte(sent.at(at - 1)))
            && (after >= sent.size() || !isWordByte(sent.at(after))))
            return true;
    }
    return false;
}

Attack attack(const QString &name, qint64 value, const QString &damage)
{
    Attack a;
    a.name = name;
    a.value = value;
    a.damage = damage;
    return a;
}

Combatant combatant(const QString &name, const QString &side, qint64 hp, qint64 defence)
{
    Combatant c;
    c.name = name;
    c.side = side;
    c.maxHp = c.hp = c.startHp = hp;
    c.defence = defence;
    return c;
}

EncounterState scenario()
{
    EncounterState s;
    s.name = u"EncounterNameQ7"_s;
    s.rulesetId = u"d20-ascending"_s;
    Combatant aldo = combatant(u"Aldo"_s, u"party"_s, 12, 16);
    aldo.attacks.push_back(attack(u"Longsword"_s, 5, u"1d8+1"_s));
    aldo.notes = u"GmNoteAldoQ7"_s;
    Combatant bree = combatant(u"Bree"_s, u"party"_s, 9, 14);
    bree.attacks.push_back(attack(u"Shortbow"_s, 3, u"1d6"_s));
    Combatant orc = combatant(u"Orc"_s, u"foes"_s, 4823, 13);
    orc.hp = 4817;
    orc.startHp = 4817;
    orc.attacks.push_back(attack(u"Axe"_s, 4, u"1d8"_s));
    orc.notes = u"GmNoteOrcQ7"_s;
    orc.templateId = u"TemplateOrcQ7"_s;
    Combatant lurker = combatant(u"HiddenLurkerQ7"_s, u"foes"_s, 7, 15);
    lurker.attacks.push_back(attack(u"LurkerBladeQ7"_s, 6, u"1d4"_s));
    lurker.hiddenFromPlayers = true;
    lurker.notes = u"GmNoteOrcQ7"_s;
    Fray::Encounter::ActiveCondition prone;
    prone.id = u"prone"_s;
    prone.roundsLeft = 2;
    prone.source = u"SourceOrcQ7"_s;
    bree.conditions.push_back(prone);
    s.combatants = {aldo, bree, orc, lurker};
    Fray::Encounter::CombatantId id = 1;
    for (Combatant &c : s.combatants)
        c.id = id++;
    s.nextId = id;
    return s;
}

} // namespace

class TestShareServer : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    std::unique_ptr<Fray::Encounter::Encounter> m_encounter;
    std::unique_ptr<ShareServer> m_server;
    QByteArray m_token;

    QByteArray withToken(const QByteArray &path) const
    {
        return path + (path.contains('?') ? "&t=" : "?t=") + m_token;
    }

private Q_SLOTS:
    void init()
    {
        m_encounter = std::make_unique<Fray::Encounter::Encounter>(
            Fray::Testing::rulesetNamed(u"d20-ascending"_s), scenario());
        Fray::Dice::Random random(20);
        Fray::Encounter::TurnCommand start(Fray::Encounter::TurnCommand::Step::Start);
        QVERIFY(!start.execute(*m_encounter, random));
        m_server = std::make_unique<ShareServer>();
        m_server->feed().setEncounter(m_encounter.get());
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        m_token = m_server->token();
    }

    void cleanup()
    {
        m_server.reset();
        m_encounter.reset();
    }

    void tokenIsRandom128Bits()
    {
        QCOMPARE(m_token.size(), qsizetype(32));
        QVERIFY(QByteArray::fromHex(m_token).toHex() == m_token);
        ShareServer other;
        QVERIFY(other.token() != m_token);
    }

    void everyRequestNeedsTheToken_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("query");
        QTest::addColumn<int>("status");
        const QByteArray odds = "attacker=1&target=3&";
        for (const QByteArray &path : {"/"_ba, "/page.js"_ba, "/page.css"_ba, "/api/state"_ba,
                 "/api/odds"_ba, "/api/danger"_ba, "/ws"_ba, "/nowhere"_ba}) {
            const QByteArray extra = path == "/api/odds" ? odds
                : path == "/api/danger"                  ? "combatant=1&"_ba
                                                         : QByteArray();
            QTest::newRow(("no-token" + path).constData()) << path << extra << 403;
            QTest::newRow(("empty-token" + path).constData()) << path << extra + "t=" << 403;
            QTest::newRow(("short-token" + path).constData()) << path << extra + "t=@SHORT@" << 403;
            QTest::newRow(("one-digit-changed" + path).constData())
                << path << extra + "t=@CHANGED@" << 403;
            QTest::newRow(("token-twice" + path).constData())
                << path << extra + "t=@TOKEN@&t=@TOKEN@" << 403;
            const int ok = path == "/ws" ? 400 : path == "/nowhere" ? 404 : 200;
            QTest::newRow(("with-token" + path).constData()) << path << extra + "t=@TOKEN@" << ok;
        }
    }

    void everyRequestNeedsTheToken()
    {
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, query);
        QFETCH(int, status);
        QByteArray changed = m_token;
        changed[31] = changed[31] == '0' ? '1' : '0';
        query.replace("@TOKEN@", m_token)
            .replace("@SHORT@", m_token.left(31))
            .replace("@CHANGED@", changed);
        QNetworkAccessManager network;
        QUrl url(u"http://127.0.0.1:%1"_s.arg(m_server->port()));
        url.setPath(QString::fromLatin1(path));
        url.setQuery(QString::fromLatin1(query));
        QNetworkReply *reply = network.get(QNetworkRequest(url));
        QSignalSpy finished(reply, &QNetworkReply::finished);
        QVERIFY(finished.wait(5000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), status);
        QCOMPARE(reply->rawHeader("Referrer-Policy"), "no-referrer"_ba);
        QVERIFY(reply->rawHeader("Content-Security-Policy").startsWith("default-src 'none'"));
        const QByteArray body = reply->readAll();
        // The page itself says in words that the link is old; everything else stays JSON.
        if (status == 403 && path == "/")
            QVERIFY2(body.contains("<h1>This link has expired</h1>"), body.constData());
        else if (status == 403)
            QCOMPARE(body, R"({"error":"forbidden"})"_ba);
        reply->deleteLater();
    }

    void onlyGetIsAnswered_data()
    {
        QTest::addColumn<QByteArray>("method");
        for (const char *m :
            {"POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "TRACE", "CONNECT"})
            QTest::newRow(m) << QByteArray(m);
    }

    void onlyGetIsAnswered()
    {
        QFETCH(QByteArray, method);
        const EncounterState before = m_encounter->state();
        const QByteArray withoutToken
            = exchange(m_server->port(), method + " /api/state HTTP/1.1\r\nHost: x\r\n\r\n");
        QCOMPARE(statusOf(withoutToken), 403);
        const QByteArray with = exchange(m_server->port(),
            method + " " + withToken("/api/state") + " HTTP/1.1\r\nHost: x\r\n\r\n");
        QCOMPARE(statusOf(with), 405);
        QVERIFY(with.contains("\r\nAllow: GET\r\n"));
        QVERIFY(m_encounter->state() == before);
    }

    void stateShowsWhatPlayersMaySee()
    {
        const QByteArray response = exchange(m_server->port(), get(withToken("/api/state")));
        QCOMPARE(statusOf(response), 200);
        const QJsonObject state = bodyOf(response);
        QCOMPARE(state[u"format"_s].toString(), u"fray-players"_s);
        QCOMPARE(state[u"round"_s].toInt(), 1);
        QCOMPARE(state[u"revealed"_s].toBool(), false);
        // Three of four act: the hidden one has no entry.
        const QJsonArray order = state[u"order"_s].toArray();
        QCOMPARE(order.size(), qsizetype(3));
        int acting = 0;
        for (const auto &e : order)
            acting += e.toObject()[u"acting"_s].toBool() ? 1 : 0;
        QCOMPARE(acting, 1);
        const QJsonArray party = state[u"party"_s].toArray();
        QCOMPARE(party.size(), qsizetype(2));
        const QJsonObject aldo = party[0].toObject();
        QCOMPARE(aldo[u"hp"_s].toInt(), 12);
        QCOMPARE(aldo[u"max_hp"_s].toInt(), 12);
        QCOMPARE(aldo[u"state"_s].toString(), u"unhurt"_s);
        QVERIFY(aldo[u"conditions"_s].toArray().isEmpty());
        const QJsonArray conditions = party[1].toObject()[u"conditions"_s].toArray();
        QCOMPARE(conditions.size(), qsizetype(1));
        QCOMPARE(conditions[0].toObject()[u"id"_s].toString(), u"prone"_s);
        QVERIFY(conditions[0].toObject().contains(u"rounds_left"_s));
        QVERIFY(!conditions[0].toObject().contains(u"source"_s));
        const QJsonArray others = state[u"others"_s].toArray();
        QCOMPARE(others.size(), qsizetype(1));
        const QJsonObject orc = others[0].toObject();
        QCOMPARE(orc[u"name"_s].toString(), u"Orc"_s);
        // 4817 of 4823: more than half left, so "wounded"; no numbers.
        QCOMPARE(orc[u"state"_s].toString(), u"wounded"_s);
        QVERIFY(!orc.contains(u"hp"_s));
        QVERIFY(!orc.contains(u"defence"_s));
        QCOMPARE(state[u"target"_s].toObject()[u"id"_s].toInt(), 3);
        const QJsonArray chances = state[u"chances"_s].toArray();
        QCOMPARE(chances.size(), qsizetype(2));
        for (const auto &c : chances) {
            const double p = c.toObject()[u"p_hit"_s].toDouble(-1);
            QVERIFY(p > 0.0 && p < 1.0);
        }
        QVERIFY(!state[u"modifiers"_s].toArray().isEmpty());
    }

    // Players see an event act in its place by name (a count only when it has one), never the
    // GM's note, roll or who arrives.
    void eventsAreInTheOrderByNameOnly()
    {
        Fray::Encounter::Encounter encounter(
            Fray::Testing::rulesetNamed(u"d20-ascending"_s), scenario());
        Fray::Dice::Random random(20);
        Fray::Encounter::Event lair;
        lair.name = u"Lair"_s;
        lair.count = 20;
        lair.every = 1;
        lair.note = u"The secret door opens"_s;
        lair.roll = u"3d6"_s;
        Fray::Encounter::Event omen = lair;
        omen.name = u"Omen"_s;
        omen.when = Fray::Encounter::Event::When::TopOfRound;
        for (const auto &event : {lair, omen})
            QVERIFY(!Fray::Encounter::AddEventCommand(event).execute(encounter, random));
        QVERIFY(!Fray::Encounter::TurnCommand(Fray::Encounter::TurnCommand::Step::Start)
                     .execute(encounter, random));
        const QJsonObject state = Fray::PlayerPage::PlayerView::state(encounter, {});
        const QJsonArray order = state[u"order"_s].toArray();
        // Omen at the top of the round, then the three visible combatants and the Lair.
        QCOMPARE(order.size(), qsizetype(5));
        const QJsonObject first = order[0].toObject();
        QCOMPARE(first[u"label"_s].toString(), u"Omen"_s);
        QVERIFY(first[u"event"_s].toBool());
        QVERIFY(!first.contains(u"count"_s));
        QVERIFY(first[u"acting"_s].toBool());
        int lairs = 0;
        for (const auto &entry : order) {
            const QJsonObject o = entry.toObject();
            if (o[u"label"_s].toString() != u"Lair")
                continue;
            ++lairs;
            QVERIFY(o[u"event"_s].toBool());
            QCOMPARE(o[u"count"_s].toDouble(), 20.0);
            QVERIFY(!o.contains(u"combatant"_s));
        }
        QCOMPARE(lairs, 1);
        const QByteArray text = QJsonDocument(state).toJson();
        QVERIFY(!text.contains("secret"));
        QVERIFY(!text.contains("3d6"));
    }

    void revealedNumbersAreShownOnlyWhenTheGmSaysSo()
    {
        m_server->feed().setRevealNumbers(true);
        const QJsonObject orc
            = bodyOf(exchange(m_server->port(), get(withToken("/api/state"))))[u"others"_s]
                  .toArray()[0]
                  .toObject();
        QCOMPARE(orc[u"hp"_s].toInt(), 4817);
        QCOMPARE(orc[u"max_hp"_s].toInt(), 4823);
        QCOMPARE(orc[u"defence"_s].toInt(), 13);
    }

    // The page's odds are the core's: the same request through fray-cli odds gives the same
    // numbers.
    void oddsEqualFrayCliOdds_data()
    {
        QTest::addColumn<int>("attacker");
        QTest::addColumn<QStringList>("modifiers");
        QTest::newRow("aldo-plain") << 1 << QStringList();
        QTest::newRow("aldo-flanking") << 1 << QStringList{u"flank"_s};
        QTest::newRow("aldo-charging-from-the-rear") << 1 << QStringList{u"charge"_s, u"rear"_s};
        QTest::newRow("aldo-half-concealed") << 1 << QStringList{u"concealment-50"_s};
    }

    void oddsEqualFrayCliOdds()
    {
        QFETCH(int, attacker);
        QFETCH(QStringList, modifiers);
        QByteArray path = "/api/odds?attacker=" + QByteArray::number(attacker) + "&target=3";
        Fray::Encounter::AttackResolver::Request request;
        request.attacker = Fray::Encounter::CombatantId(attacker);
        request.target = 3;
        for (const QString &m : modifiers) {
            path += "&modifier=" + m.toLatin1();
            request.modifiers.push_back({m, std::nullopt});
        }
        const QByteArray response = exchange(m_server->port(), get(withToken(path)));
        QVERIFY2(statusOf(response) == 200, response.constData());
        const QJsonObject served = bodyOf(response);

        // Conditions reach the odds as adjustments fray-cli odds has no option for: Aldo and the
        // Orc have none.
        const auto question = Fray::Encounter::AttackResolver::oddsRequest(*m_encounter, request);
        QVERIFY(question.ok());
        QStringList arguments{u"odds"_s, u"--ruleset"_s, u"d20-ascending"_s, u"--json"_s};
        for (auto it = question->values.cbegin(); it != question->values.cend(); ++it)
            arguments << u"--set"_s << u"%1=%2"_s.arg(it.key()).arg(it.value());
        for (const auto &m : question->modifiers)
            arguments << u"--modifier"_s << m.id;
        if (question->damage)
            arguments << u"--damage"_s << question->damage->text();
        if (question->damageBonus)
            arguments << u"--damage-bonus"_s << question->damageBonus->text();
        QVERIFY(question->adjustments.isEmpty() && question->rollVariants.isEmpty());
        const CliResult cli = runCli(arguments);
        QCOMPARE(cli.exitCode, 0);
        const QJsonObject expected = cli.json().object();
        QCOMPARE(served[u"p_hit"_s].toDouble(), expected[u"p_hit"_s].toDouble());
        QCOMPARE(
            served[u"expected_damage"_s].toDouble(), expected[u"expected_damage"_s].toDouble());
        QCOMPARE(served[u"outcomes"_s].toObject(), expected[u"outcomes"_s].toObject());
    }

    void oddsRefuseWhatPlayersMayNotAsk_data()
    {
        QTest::addColumn<QByteArray>("query");
        QTest::newRow("hidden-target") << "attacker=1&target=4"_ba;
        QTest::newRow("hidden-attacker") << "attacker=4&target=3"_ba;
        QTest::newRow("foe-attacker") << "attacker=3&target=1"_ba;
        QTest::newRow("self-target") << "attacker=1&target=1"_ba;
        QTest::newRow("unknown-target") << "attacker=1&target=99"_ba;
        QTest::newRow("unknown-modifier") << "attacker=1&target=3&modifier=nope"_ba;
        QTest::newRow("modifier-twice") << "attacker=1&target=3&modifier=flank&modifier=flank"_ba;
        QTest::newRow("bad-modifier-number") << "attacker=1&target=3&modifier=flank:x"_ba;
        QTest::newRow("unknown-parameter") << "attacker=1&target=3&hp=1"_ba;
        QTest::newRow("attacker-twice") << "attacker=1&attacker=2&target=3"_ba;
        QTest::newRow("attacker-not-a-number") << "attacker=Aldo&target=3"_ba;
        QTest::newRow("negative-id") << "attacker=-1&target=3"_ba;
        QTest::newRow("huge-id") << "attacker=99999999999999999999&target=3"_ba;
        QTest::newRow("unknown-attack") << "attacker=1&target=3&attack=5"_ba;
        QTest::newRow("no-target") << "attacker=1"_ba;
    }

    void oddsRefuseWhatPlayersMayNotAsk()
    {
        QFETCH(QByteArray, query);
        const QByteArray response
            = exchange(m_server->port(), get(withToken("/api/odds?" + query)));
        QCOMPARE(statusOf(response), 400);
        QVERIFY(!bodyOf(response)[u"error"_s].toString().isEmpty());
        for (const QByteArray &marker : secretMarkers)
            QVERIFY2(!leaks(response, marker), marker.constData());
    }

    // A player's own character's danger is the GM's, for that one character only.
    void dangerIsTheGmsForOnesOwnCharacter()
    {
        const auto model = Fray::Sim::FightModel::create(*m_encounter, {});
        QVERIFY(model.ok());
        const auto dangers = Fray::Sim::TurnDanger::compute(*m_encounter, **model);
        for (const int id : {1, 2}) {
            const QByteArray response = exchange(m_server->port(),
                get(withToken("/api/danger?combatant=" + QByteArray::number(id))));
            QVERIFY2(statusOf(response) == 200, response.constData());
            const QJsonObject served = bodyOf(response);
            const auto gm = std::find_if(dangers.begin(), dangers.end(),
                [&](const auto &d) { return d.combatant == Fray::Encounter::CombatantId(id); });
            QVERIFY(gm != dangers.end());
            QCOMPARE(served[u"out"_s].toDouble(), Fray::PlayerPage::PlayerView::number(gm->out));
            QCOMPARE(served[u"attacks"_s].toInt(), gm->attacks);
            QCOMPARE(served.keys(), (QStringList{u"attacks"_s, u"out"_s, u"until"_s}));
        }
    }

    void dangerRefusesWhatPlayersMayNotAsk_data()
    {
        QTest::addColumn<QByteArray>("query");
        QTest::newRow("a-foe") << "combatant=3"_ba;
        QTest::newRow("a-hidden-foe") << "combatant=4"_ba;
        QTest::newRow("unknown") << "combatant=99"_ba;
        QTest::newRow("none") << QByteArray();
        QTest::newRow("twice") << "combatant=1&combatant=2"_ba;
        QTest::newRow("a-name") << "combatant=Aldo"_ba;
        QTest::newRow("negative") << "combatant=-1"_ba;
        QTest::newRow("another-parameter") << "combatant=1&target=3"_ba;
    }

    void dangerRefusesWhatPlayersMayNotAsk()
    {
        QFETCH(QByteArray, query);
        const QByteArray response = exchange(m_server->port(),
            get(withToken(query.isEmpty() ? "/api/danger"_ba : "/api/danger?" + query)));
        QCOMPARE(statusOf(response), 400);
        for (const QByteArray &marker : secretMarkers)
            QVERIFY2(!leaks(response, marker), marker.constData());
    }

    // A command changes HP, state, order and turn at once: the feed says so once, and the page
    // is sent one state for it.
    void aCommandIsOneChangeOfTheFeed()
    {
        QSignalSpy changed(&m_server->feed(), &Fray::PlayerPage::PageFeed::changed);
        QSignalSpy pushed(m_server.get(), &ShareServer::statePushed);
        QTRY_COMPARE(changed.size(), 1); // setting the encounter is one
        Fray::Dice::Random random(3);
        Fray::Encounter::DamageCommand damage({3}, 4817);
        QVERIFY(!damage.execute(*m_encounter, random));
        QTRY_COMPARE(changed.size(), 2);
        Fray::Encounter::TurnCommand next(Fray::Encounter::TurnCommand::Step::NextTurn);
        QVERIFY(!next.execute(*m_encounter, random));
        QTRY_COMPARE(changed.size(), 3);
        QTest::qWait(50);
        QCOMPARE(changed.size(), 3);
        QCOMPARE(pushed.size(), 3);
    }

    void everyChangeReachesTheOpenPages()
    {
        QWebSocket socket;
        QSignalSpy messages(&socket, &QWebSocket::textMessageReceived);
        QSignalSpy devices(m_server.get(), &ShareServer::connectedDevicesChanged);
        socket.open(QUrl(u"ws://127.0.0.1:%1/ws?t=%2"_s.arg(m_server->port())
                             .arg(QString::fromLatin1(m_token))));
        QVERIFY(messages.wait(5000));
        QCOMPARE(m_server->connectedDevices(), 1);
        QCOMPARE(devices.size(), 1);
        const QJsonObject first
            = QJsonDocument::fromJson(messages.takeFirst().at(0).toString().toUtf8()).object();
        QCOMPARE(first[u"others"_s].toArray()[0].toObject()[u"state"_s].toString(), u"wounded"_s);

        Fray::Dice::Random random(3);
        Fray::Encounter::DamageCommand damage({3}, 4817);
        QVERIFY(!damage.execute(*m_encounter, random));
        QVERIFY(messages.wait(5000));
        const QJsonObject after
            = QJsonDocument::fromJson(messages.takeLast().at(0).toString().toUtf8()).object();
        const QString word = after[u"others"_s].toArray()[0].toObject()[u"state"_s].toString();
        QVERIFY2(word != u"wounded"_s && word != u"unhurt"_s, qPrintable(word));

        Fray::Encounter::TurnCommand next(Fray::Encounter::TurnCommand::Step::NextTurn);
        QVERIFY(!next.execute(*m_encounter, random));
        QVERIFY(messages.wait(5000));
        socket.close();
        QTRY_COMPARE(m_server->connectedDevices(), 0);
    }

    // Every hidden field carries a marker; every byte any request gets back is searched.
    void nothingHiddenLeaves()
    {
        QByteArray sent;
        QList<QByteArray> targets{"/", "/page.js", "/page.css", "/api/state", "/nowhere",
            "/api/odds?attacker=1&target=3", "/api/odds?attacker=2&target=3&modifier=flank",
            "/api/odds?attacker=1&target=4", "/api/odds?attacker=4&target=1",
            "/api/odds?attacker=3&target=1", "/ws"};
        for (const QByteArray &t : targets) {
            sent += exchange(m_server->port(), get(withToken(t)));
            sent += exchange(m_server->port(), get(t));
        }
        QWebSocket socket;
        QSignalSpy messages(&socket, &QWebSocket::textMessageReceived);
        socket.open(QUrl(u"ws://127.0.0.1:%1/ws?t=%2"_s.arg(m_server->port())
                             .arg(QString::fromLatin1(m_token))));
        QVERIFY(messages.wait(5000));
        Fray::Dice::Random random(3);
        Fray::Encounter::TurnCommand next(Fray::Encounter::TurnCommand::Step::NextTurn);
        for (int i = 0; i < 4; ++i) {
            QVERIFY(!next.execute(*m_encounter, random));
            QVERIFY(messages.wait(5000));
        }
        for (const auto &m : messages)
            sent += m.at(0).toString().toUtf8();
        QVERIFY(sent.size() > 10000);
        for (const QByteArray &marker : secretMarkers)
            QVERIFY2(!leaks(sent, marker), marker.constData());
        QVERIFY(!sent.contains("\"defence\""));
        QVERIFY(!sent.contains("\"notes\""));
        QVERIFY(!sent.contains(QDir::tempPath().toUtf8() + '/'));
    }

    void limitsDropTheClientThatBreaksThem()
    {
        ShareServer::Limits limits;
        limits.maxConnections = 4;
        limits.requestTimeout = std::chrono::milliseconds(300);
        limits.maxMessagesPerMinute = 3;
        // No grace: an idle connection may give way as soon as it is open.
        limits.waitingGrace = std::chrono::milliseconds(0);
        m_server = std::make_unique<ShareServer>();
        m_server->setLimits(limits);
        m_server->feed().setEncounter(m_encounter.get());
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        m_token = m_server->token();
        const quint16 port = m_server->port();

        // Too many headers, too large a head: refused before anything is looked at.
        QByteArray many = "GET " + withToken("/api/state") + " HTTP/1.1\r\n";
        for (int i = 0; i < 40; ++i)
            many += "X-" + QByteArray::number(i) + ": 1\r\n";
        QCOMPARE(statusOf(exchange(port, many + "\r\n")), 431);
        QCOMPARE(
            statusOf(exchange(port, "GET /" + QByteArray(9000, 'a') + " HTTP/1.1\r\n\r\n")), 431);

        // Over the limit, a connection that has sent nothing gives way to the newcomer, which is
        // answered; the server holds no more than its limit.
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int i = 0; i < 4; ++i) {
            idle.push_back(std::make_unique<QTcpSocket>());
            idle.back()->connectToHost(QHostAddress::LocalHost, port);
            QVERIFY(idle.back()->waitForConnected(3000));
        }
        QTRY_COMPARE(m_server->openConnections(), 4);
        QCOMPARE(statusOf(exchange(port, get(withToken("/api/state")))), 200);
        QVERIFY(m_server->openConnections() <= 4);
        // A client that sends no whole request in time is dropped.
        for (auto &s : idle)
            QTRY_COMPARE_WITH_TIMEOUT(s->state(), QAbstractSocket::UnconnectedState, 5000);
        QTRY_COMPARE(m_server->openConnections(), 0);
        QCOMPARE(statusOf(exchange(port, get(withToken("/api/state")))), 200);

        // A WebSocket client that floods or sends too much is dropped; the quiet one stays.
        const QUrl url(u"ws://127.0.0.1:%1/ws?t=%2"_s.arg(port).arg(QString::fromLatin1(m_token)));
        QWebSocket quiet, loud, big;
        QSignalSpy quietMessages(&quiet, &QWebSocket::textMessageReceived);
        QSignalSpy loudClosed(&loud, &QWebSocket::disconnected);
        QSignalSpy bigClosed(&big, &QWebSocket::disconnected);
        for (QWebSocket *s : {&quiet, &loud, &big})
            s->open(url);
        QTRY_COMPARE(m_server->connectedDevices(), 3);
        for (QWebSocket *s : {&quiet, &loud, &big})
            QTRY_COMPARE(s->state(), QAbstractSocket::ConnectedState);
        for (int i = 0; i < 10; ++i)
            loud.sendTextMessage(u"hello"_s);
        big.sendBinaryMessage(QByteArray(5000, 'x'));
        QVERIFY(loudClosed.wait(5000) || loudClosed.size() == 1);
        QVERIFY(bigClosed.wait(5000) || bigClosed.size() == 1);
        QTRY_COMPARE(m_server->connectedDevices(), 1);
        quietMessages.clear();
        Fray::Dice::Random random(3);
        Fray::Encounter::TurnCommand next(Fray::Encounter::TurnCommand::Step::NextTurn);
        QVERIFY(!next.execute(*m_encounter, random));
        QVERIFY(quietMessages.wait(5000));
    }

    // A page that stops answering the server's pings is dropped; one that answers stays.
    void aSilentPageIsDropped()
    {
        ShareServer::Limits limits;
        limits.pingInterval = std::chrono::milliseconds(100);
        limits.idleTimeout = std::chrono::milliseconds(600);
        m_server = std::make_unique<ShareServer>();
        m_server->setLimits(limits);
        m_server->feed().setEncounter(m_encounter.get());
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        m_token = m_server->token();

        QWebSocket answering;
        answering.open(QUrl(u"ws://127.0.0.1:%1/ws?t=%2"_s.arg(m_server->port())
                                .arg(QString::fromLatin1(m_token))));
        QTcpSocket silent;
        silent.connectToHost(QHostAddress::LocalHost, m_server->port());
        QTRY_COMPARE(silent.state(), QAbstractSocket::ConnectedState);
        silent.write("GET " + withToken("/ws")
            + " HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        QTRY_COMPARE(m_server->connectedDevices(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(silent.state(), QAbstractSocket::UnconnectedState, 5000);
        QCOMPARE(m_server->connectedDevices(), 1);
        QTest::qWait(1000);
        QCOMPARE(m_server->connectedDevices(), 1);
        QCOMPARE(answering.state(), QAbstractSocket::ConnectedState);
    }
};

QTEST_GUILESS_MAIN(TestShareServer)
#include "tst_share_server.moc"
