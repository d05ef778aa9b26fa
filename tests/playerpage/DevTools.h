// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Headless chromium driven over its DevTools protocol, for tests that must see the page as a phone
// lays it out: where elements are, what a tap on them shows, and a screenshot to look at. Only
// the test speaks to the browser; the page under test is served as it always is.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

namespace Fray::Testing {

class DevTools
{
public:
    // The flags every test browser runs with: no sandbox (containers), no network of its own.
    static QStringList flags(const QString &profile, QSize window)
    {
        return {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
            QStringLiteral("--disable-gpu"), QStringLiteral("--no-first-run"),
            QStringLiteral("--disable-background-networking"),
            QStringLiteral("--disable-component-update"), QStringLiteral("--disable-sync"),
            QStringLiteral("--user-data-dir=") + profile,
            QStringLiteral("--window-size=%1,%2").arg(window.width()).arg(window.height())};
    }

    ~DevTools()
    {
        m_socket.close();
        if (m_browser.state() != QProcess::NotRunning) {
            m_browser.kill();
            m_browser.waitForFinished(10000);
        }
    }

    // Opens `url` in chromium at `window`'s size, as a phone (touch, its viewport tag read).
    // Empty on success, else what went wrong.
    QString open(const QString &chromium, const QUrl &url, QSize window)
    {
        m_browser.start(chromium,
            flags(m_profile.path(), window)
                + QStringList{QStringLiteral("--remote-debugging-port=0"), url.toString()});
        if (!m_browser.waitForStarted(10000))
            return QStringLiteral("chromium did not start");
        // Chromium writes the port it chose into the profile once it listens.
        QFile portFile(QDir(m_profile.path()).filePath(QStringLiteral("DevToolsActivePort")));
        QElapsedTimer timer;
        timer.start();
        quint16 port = 0;
        while (!port && timer.elapsed() < 60000) {
            QTest::qWait(100);
            if (portFile.open(QIODevice::ReadOnly)) {
                port = quint16(portFile.readLine().trimmed().toUInt());
                portFile.close();
            }
        }
        if (!port)
            return QStringLiteral("no DevTools port");
        QString socketUrl;
        while (socketUrl.isEmpty() && timer.elapsed() < 60000) {
            const auto targets = QJsonDocument::fromJson(
                get(QUrl(QStringLiteral("http://127.0.0.1:%1/json/list").arg(port))))
                                     .array();
            for (const auto &t : targets) {
                const QJsonObject o = t.toObject();
                if (o[QStringLiteral("type")].toString() == u"page"
                    && o[QStringLiteral("url")].toString().startsWith(
                        url.toString(QUrl::RemoveQuery)))
                    socketUrl = o[QStringLiteral("webSocketDebuggerUrl")].toString();
            }
            if (socketUrl.isEmpty())
                QTest::qWait(100);
        }
        if (socketUrl.isEmpty())
            return QStringLiteral("the page is not among chromium's targets");
        QObject::connect(
            &m_socket, &QWebSocket::textMessageReceived, &m_socket, [this](const QString &message) {
                const QJsonObject o = QJsonDocument::fromJson(message.toUtf8()).object();
                if (o.contains(QStringLiteral("id")))
                    m_answers.insert(o[QStringLiteral("id")].toInt(), o);
            });
        QSignalSpy connected(&m_socket, &QWebSocket::connected);
        m_socket.open(QUrl(socketUrl));
        if (!connected.wait(20000))
            return QStringLiteral("no DevTools connection");
        const QJsonObject metrics = call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
            {{QStringLiteral("width"), window.width()}, {QStringLiteral("height"), window.height()},
                {QStringLiteral("deviceScaleFactor"), 1}, {QStringLiteral("mobile"), true}});
        if (metrics.contains(QStringLiteral("error")))
            return QStringLiteral("no phone emulation");
        // The target is listed while it still navigates: wait for the page's own document.
        const QString loaded
            = QStringLiteral("document.readyState === 'complete' && location.pathname === '%1'")
                  .arg(url.path());
        while (evaluate(loaded) != QJsonValue(true)) {
            if (timer.elapsed() > 60000)
                return QStringLiteral("the page did not load: ") + QString::fromUtf8(lastAnswer());
            QTest::qWait(100);
        }
        return QString();
    }

    // Runs `expression` in the page (a promise is awaited) and gives back its value as JSON.
    QJsonValue evaluate(const QString &expression)
    {
        const QJsonObject answer = call(QStringLiteral("Runtime.evaluate"),
            {{QStringLiteral("expression"), expression}, {QStringLiteral("awaitPromise"), true},
                {QStringLiteral("returnByValue"), true}});
        m_lastAnswer = answer;
        return answer[QStringLiteral("result")][QStringLiteral("result")][QStringLiteral("value")];
    }

    // The whole answer to the last evaluate(), to say what went wrong.
    QByteArray lastAnswer() const
    {
        return QJsonDocument(m_lastAnswer).toJson(QJsonDocument::Compact);
    }

    // The viewport as it is shown, as PNG bytes.
    QByteArray screenshot()
    {
        const QJsonObject answer = call(QStringLiteral("Page.captureScreenshot"),
            {{QStringLiteral("format"), QStringLiteral("png")}});
        return QByteArray::fromBase64(
            answer[QStringLiteral("result")][QStringLiteral("data")].toString().toLatin1());
    }

private:
    QJsonObject call(const QString &method, const QJsonObject &params)
    {
        const int id = ++m_lastId;
        m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(
            QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("method"), method},
                {QStringLiteral("params"), params}}).toJson(QJsonDocument::Compact)));
        QElapsedTimer timer;
        timer.start();
        while (!m_answers.contains(id) && timer.elapsed() < 30000)
            QTest::qWait(10);
        return m_answers.take(id);
    }

    static QByteArray get(const QUrl &url)
    {
        QNetworkAccessManager network;
        QNetworkReply *reply = network.get(QNetworkRequest(url));
        QSignalSpy finished(reply, &QNetworkReply::finished);
        finished.wait(10000);
        const QByteArray body = reply->readAll();
        delete reply;
        return body;
    }

    QTemporaryDir m_profile;
    QProcess m_browser;
    QWebSocket m_socket;
    QHash<int, QJsonObject> m_answers;
    int m_lastId = 0;
    QJsonObject m_lastAnswer;
};

} // namespace Fray::Testing
