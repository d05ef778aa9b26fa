// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QStringList>

// Runs the real fray-cli binary, as a script would, and keeps what it printed.
struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    QJsonDocument json() const { return QJsonDocument::fromJson(out); }
    // True when stderr is exactly one line starting with the contract's error prefix.
    bool isOneErrorLine() const;
};

// In English, or with `language` set ("de") in the language a user's LANGUAGE names.
CliResult runCli(
    const QStringList &arguments, const QByteArray &input = {}, const QString &language = {});

// The command with --rulesets set to the test data's rulesets (FRAY_TEST_DATA), so no test reads
// the user's own rulesets folder.
CliResult runWithTestRulesets(QStringList arguments);
