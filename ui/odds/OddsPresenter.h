// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/odds/OddsRequest.h"
#include "core/odds/OddsResult.h"
#include "core/rules/Ruleset.h"

#include <QObject>

#include <memory>
#include <optional>

namespace Fray::Ui {

class OddsCurveModel;
class OddsMarkerModel;

// Turns an odds question into what the odds views show: the result now, the curve across the
// varied quantity (into OddsCurveModel, with the marker where the situation sits), expected
// damage per round and the chance to drop the target within 1, 2 and 3 rounds. No widgets.
class OddsPresenter : public QObject
{
    Q_OBJECT

public:
    struct Axis
    {
        QString variable;
        QString title;
        qint64 from = -10; // offsets from the variable's value now
        qint64 to = 10;
        qint64 step = 1;
    };

    explicit OddsPresenter(QObject *parent = nullptr);
    ~OddsPresenter() override;

    OddsCurveModel *curveModel() const { return m_curve; }
    OddsMarkerModel *markerModel() const { return m_marker; }

    // The axis the ruleset names for its chart, else its attacker's attack value.
    static Axis defaultAxis(const Rules::Ruleset &ruleset);
    // Every quantity a curve can run across: the ruleset's number variables.
    static QList<Axis> axes(const Rules::Ruleset &ruleset);

    void setRuleset(std::shared_ptr<const Rules::Ruleset> ruleset);
    void setRequest(const Odds::OddsRequest &request);
    void setAxis(const Axis &axis);
    void setAttacksPerRound(qint64 attacks);
    void setTargetHitPoints(std::optional<qint64> hitPoints);
    // Clears everything shown, with a reason ("pick an attacker").
    void setUnavailable(const QString &reason);

    const std::shared_ptr<const Rules::Ruleset> &ruleset() const { return m_ruleset; }
    const Axis &axis() const { return m_axis; }
    const Odds::OddsRequest &request() const { return m_request; }
    const std::optional<Odds::OddsResult> &result() const { return m_result; }
    qint64 attacksPerRound() const { return m_attacks; }
    std::optional<qint64> targetHitPoints() const { return m_targetHp; }
    // Element k: the chance the target is at 0 within k + 1 rounds (empty without damage or HP).
    const std::vector<double> &dropChances() const { return m_drop; }
    const QString &problem() const { return m_problem; }

    // Computes everything again; called by the setters.
    void update();

Q_SIGNALS:
    void updated();

private:
    OddsCurveModel *m_curve;
    OddsMarkerModel *m_marker;
    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    Odds::OddsRequest m_request;
    Axis m_axis;
    qint64 m_attacks = 1;
    std::optional<qint64> m_targetHp;
    std::optional<Odds::OddsResult> m_result;
    std::vector<double> m_drop;
    QString m_problem;
};

} // namespace Fray::Ui
