// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/odds/OddsPresenter.h"

#include "core/odds/DropChance.h"
#include "core/odds/OddsCalculator.h"
#include "ui/charts/OddsCurveModel.h"

namespace Fray::Ui {

OddsPresenter::OddsPresenter(QObject *parent)
    : QObject(parent)
    , m_curve(new OddsCurveModel(this))
    , m_marker(new OddsMarkerModel(this))
{ }

OddsPresenter::~OddsPresenter() = default;

OddsPresenter::Axis OddsPresenter::defaultAxis(const Rules::Ruleset &ruleset)
{
    // The attacker's attack value (bonus, skill, SC): what "my modifiers" move.
    const QList<Axis> all = axes(ruleset);
    for (const Axis &axis : all) {
        const Rules::Variable *v = ruleset.variable(axis.variable);
        if (v->from == u"attack")
            return axis;
    }
    return all.isEmpty() ? Axis{} : all.constFirst();
}

QList<OddsPresenter::Axis> OddsPresenter::axes(const Rules::Ruleset &ruleset)
{
    QList<Axis> list;
    for (const Rules::Variable &v : ruleset.variables) {
        if (v.kind != Rules::Variable::Kind::Number)
            continue;
        Axis axis{v.name, v.label};
        // A percentage (a skill, a chance) runs in wider steps.
        if (v.label.contains(u'%') || (v.maximum && v.minimum && *v.maximum - *v.minimum >= 60)) {
            axis.from = -50;
            axis.to = 50;
            axis.step = 5;
        }
        list << axis;
    }
    return list;
}

void OddsPresenter::setRuleset(std::shared_ptr<const Rules::Ruleset> ruleset)
{
    m_ruleset = std::move(ruleset);
    if (m_ruleset)
        m_axis = defaultAxis(*m_ruleset);
}

void OddsPresenter::setRequest(const Odds::OddsRequest &request)
{
    m_request = request;
}

void OddsPresenter::setAxis(const Axis &axis)
{
    m_axis = axis;
}

void OddsPresenter::setAttacksPerRound(qint64 attacks)
{
    m_attacks = std::max<qint64>(attacks, 0);
}

void OddsPresenter::setTargetHitPoints(std::optional<qint64> hitPoints)
{
    m_targetHp = hitPoints;
}

void OddsPresenter::setUnavailable(const QString &reason)
{
    m_problem = reason;
    m_result.reset();
    m_drop.clear();
    m_curve->clear(m_ruleset ? m_axis.title : QString());
    m_marker->setX(std::nullopt);
    Q_EMIT updated();
}

void OddsPresenter::update()
{
    if (!m_ruleset) {
        setUnavailable(tr("No ruleset"));
        return;
    }
    const auto calculator = Odds::OddsCalculator::create(m_ruleset, m_request);
    if (!calculator) {
        setUnavailable(calculator.error());
        return;
    }
    auto result = (*calculator)->compute();
    if (!result) {
        setUnavailable(result.error());
        return;
    }
    m_problem.clear();
    m_result = std::move(result).value();
    m_drop.clear();
    if (m_result->damage && m_targetHp)
        m_drop = Odds::DropChance::compute(*m_result->damage, m_attacks, *m_targetHp, 3);

    // The curve runs across the variable's own value; each point is placed where the variable
    // ends up after the modifiers, so a toggle that adds to it moves the marker.
    const Rules::Variable *variable = m_ruleset->variable(m_axis.variable);
    if (!variable) {
        m_curve->clear(m_ruleset ? m_axis.title : QString());
        m_marker->setX(std::nullopt);
        Q_EMIT updated();
        return;
    }
    const qint64 base = m_request.values.value(m_axis.variable, variable->defaultValue);
    // The curve from base + scale × (from … to) in steps of scale × step, within the variable's
    // range.
    const auto curveAround = [&](qint64 scale) {
        qint64 from = base + scale * m_axis.from;
        qint64 to = base + scale * m_axis.to;
        if (variable->minimum)
            from = std::max(from, *variable->minimum);
        if (variable->maximum)
            to = std::min(to, *variable->maximum);
        return (*calculator)
            ->curve(m_axis.variable, from, std::max(from, to),
                scale * std::max<qint64>(1, m_axis.step));
    };
    auto points = curveAround(1);
    // On a die of a hundred faces a step of one barely moves the odds: run five times wider.
    if (points && points->size() > 1 && m_axis.step == 1
        && std::abs(points->back().result.pHit - points->front().result.pHit) < 0.25) {
        if (auto wide = curveAround(5); wide && !wide->empty())
            points = std::move(wide);
    }
    if (!points || points->empty()) {
        m_curve->clear(m_ruleset ? m_axis.title : QString());
        m_marker->setX(std::nullopt);
        Q_EMIT updated();
        return;
    }

    std::vector<OddsCurveModel::Band> bands;
    for (const Odds::OutcomeProbability &o : m_result->outcomes)
        bands.push_back({o.id, o.label, o.hits});
    // Outcomes that appear only at some points of the curve are shown too.
    for (const Odds::CurvePoint &point : *points) {
        for (const Odds::OutcomeProbability &o : point.result.outcomes) {
            if (std::none_of(
                    bands.begin(), bands.end(), [&](const auto &b) { return b.id == o.id; }))
                bands.push_back({o.id, o.label, o.hits});
        }
    }
    std::vector<double> x;
    std::vector<std::vector<double>> percent(bands.size());
    std::vector<double> hit;
    for (const Odds::CurvePoint &point : *points) {
        x.push_back(double(point.result.values.value(m_axis.variable, point.value)));
        for (std::size_t b = 0; b < bands.size(); ++b)
            percent[b].push_back(100.0 * point.result.probabilityOf(bands[b].id));
        hit.push_back(100.0 * point.result.pHit);
    }
    m_curve->setCurve(
        m_axis.title, std::move(bands), std::move(x), std::move(percent), std::move(hit));
    m_marker->setX(double(m_result->values.value(m_axis.variable, base)), 100.0 * m_result->pHit);
    Q_EMIT updated();
}

} // namespace Fray::Ui
