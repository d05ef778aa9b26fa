// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The floor for fray-cli's start-up budget (scripts/bench-cli.sh): a bare QtCore program that
// parses its arguments and prints one JSON line, as every fray-cli command does at least.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("words"), QStringLiteral("Printed back."));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    parser.process(app);
    const QByteArray line = QJsonDocument(
        QJsonObject{{QStringLiteral("words"), parser.positionalArguments().join(QLatin1Char(' '))}})
                                .toJson(QJsonDocument::Compact);
    std::fwrite(line.constData(), 1, std::size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    return 0;
}
