// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"
#include "core/morale/MoraleWatch.h"

namespace Fray::Encounter {

// Answers a moment that asks for morale (MoraleWatch) for one side: each unit that can still
// break rolls the ruleset's morale check against its score; a unit that fails gets the fled
// condition, one that holds counts it (held often enough, it fights to the death). Or, when
// the GM says no check is needed, the moment is marked answered and nothing is rolled.
class MoraleCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::MoraleCommand)

public:
    enum class Answer { Roll, NotNeeded };
    MoraleCommand(QString side, QString trigger, Answer answer = Answer::Roll);
    QString kind() const override { return QStringLiteral("morale"); }
    QString text() const override;
    const QString &side() const { return m_side; }
    const QString &trigger() const { return m_trigger; }
    Answer answer() const { return m_answer; }

    // Each unit's roll, once done.
    struct Result
    {
        QString unit;
        bool held = false;
        bool fightsToDeath = false; // held often enough now
        double chance = 0.0; // of holding, before the roll
    };
    const std::vector<Result> &results() const { return m_results; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    std::optional<QString> check(
        Encounter &encounter, const MoraleUnit &unit, Dice::Random &random);
    void markAsked(Encounter &encounter, const MoraleUnit &unit, const QStringList &moments);

    QString m_side;
    QString m_trigger;
    QStringList m_moments; // what the check answers: `m_trigger`, with Fray's that came with it
    Answer m_answer;
    std::vector<Result> m_results;
};

} // namespace Fray::Encounter
