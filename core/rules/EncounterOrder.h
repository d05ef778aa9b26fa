// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/Expression.h"
#include "core/rules/Wordings.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QString>

#include <optional>
#include <vector>

namespace Fray::Json {
class JsonValue;
}

namespace Fray::Rules {

struct Ruleset;
class ExpressionChecker;

// A step of the order a ruleset's document gives for meeting foes (document 000: wandering
// monsters rolled, how many, surprise, distance, reaction, initiative, morale), with its roll
// and table. Fray acts on the steps it knows: a distance is rolled when a wandering-monster
// table builds a fight, surprise is offered by the ruleset's rule; the others are shown in
// order, as the GM's reminder of what comes next.
struct EncounterStep
{
    // A chance the step gives beside its roll, a roll that succeeds on results from..to
    // (document 000's pursuit: monsters stop for food on 1-5 on a d6).
    struct Chance
    {
        QString label;
        Dice::Expression roll;
        qint64 from = 0;
        qint64 to = 0;
        Wordings wordings{};
        bool operator==(const Chance &) const = default;
        // The exact chance that the roll lands in from..to.
        double probability() const;
    };

    // The steps Fray knows, in the order a document would give them.
    static QStringList ids();

    QString id; // one of ids()
    QString label;
    std::optional<Dice::Expression> roll; // no variables
    qint64 scale = 1; // the roll times this: 2D6 x 10
    QString unit; // what the scaled roll counts: "ft indoors, yd outdoors"
    QString table; // a table of the ruleset the roll is read on
    std::vector<Chance> chances;
    QString note;
    QString source;
    Wordings wordings{}; // its texts in other languages than the one shown
    bool operator==(const EncounterStep &) const = default;

    static std::vector<EncounterStep> read(
        const Json::JsonValue &order, const Ruleset &ruleset, const ExpressionChecker &checker);
    static QJsonArray write(const std::vector<EncounterStep> &order);
};

} // namespace Fray::Rules
