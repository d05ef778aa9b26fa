// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/odds/OddsRequest.h"
#include "core/rules/RulesetLibrary.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <optional>

namespace Fray::Cli {

// The options the ruleset and odds commands share: --rulesets, --ruleset, --set, --modifier,
// --damage and --damage-bonus.
class RulesetOptions
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Cli::RulesetOptions)

public:
    explicit RulesetOptions(bool withOdds);
    void addTo(QCommandLineParser &parser) const;

    // The library: built-ins plus --rulesets DIR (or the GM's folder when not given). With an
    // `id`, only that ruleset is read (Rules::RulesetLibrary::loadOne).
    // The error when --rulesets names no folder.
    Expected<Rules::RulesetLibrary, QString> library(
        const QCommandLineParser &parser, const QString &id = QString()) const;
    // The --ruleset named, or nullptr after writing an error.
    std::shared_ptr<const Rules::Ruleset> ruleset(
        const QCommandLineParser &parser, QString &error) const;
    std::optional<Odds::OddsRequest> request(
        const QCommandLineParser &parser, QString &error) const;

private:
    bool m_withOdds;
    QCommandLineOption m_rulesets;
    QCommandLineOption m_ruleset;
    QCommandLineOption m_set;
    QCommandLineOption m_modifier;
    QCommandLineOption m_damage;
    QCommandLineOption m_damageBonus;
};

} // namespace Fray::Cli
