// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Bindings.h"

#include <QCommandLineParser>
#include <QMap>
#include <QString>

#include <optional>

namespace Fray::Cli {

// Option parsing shared by commands. Each returns nullopt after writing its one-line error
// into `error`, so the command can fail with it.
namespace CliOptions {

// Seeds stay within 2^53 so every JSON reader holds them exactly.
inline constexpr qint64 kMaxSeed = (qint64(1) << 53) - 1;

// An integer option within [lo, hi], or `fallback` when absent.
std::optional<qint64> integer(const QCommandLineParser &parser, const QCommandLineOption &option,
    qint64 lo, qint64 hi, qint64 fallback, QString &error);

// Every `--set NAME=VALUE`: an integer, or a dice expression rolled wherever @NAME appears.
std::optional<Dice::Bindings> bindings(const QStringList &assignments, QString &error);

// Every `--set NAME=WHOLE-NUMBER` a simulation takes: the values its ruleset reads from no
// combatant (old-school's needed), given for every attack.
std::optional<QMap<QString, qint64>> givenValues(const QStringList &assignments, QString &error);

// The expression from the positional arguments, joined with spaces ("3d6 + 2").
std::optional<QString> expressionText(const QCommandLineParser &parser, QString &error);

} // namespace CliOptions

} // namespace Fray::Cli
