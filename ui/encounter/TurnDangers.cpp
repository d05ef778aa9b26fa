// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/TurnDangers.h"

#include "core/sim/FightModel.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace Fray::Ui {

TurnDangers::TurnDangers(const Encounter::Encounter &encounter, QObject *parent)
    : QObject(parent)
    , m_encounter(encounter)
    , m_worker(new QObject)
{
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start(QThread::LowPriority);
    connect(&encounter, &Encounter::Encounter::changed, this, &TurnDangers::ask);
    ask();
}

TurnDangers::~TurnDangers()
{
    m_thread.quit();
    m_thread.wait();
}

std::optional<Sim::TurnDanger::Danger> TurnDangers::of(Encounter::CombatantId combatant) const
{
    const auto found = m_dangers.constFind(combatant);
    if (found == m_dangers.cend())
        return std::nullopt;
    return *found;
}

void TurnDangers::setGivenValues(const QMap<QString, qint64> &values)
{
    if (values == m_given)
        return;
    m_given = values;
    ask();
}

void TurnDangers::ask()
{
    ++m_asked;
    if (m_encounter.combatants().size() > mostCombatants) {
        // Nothing is copied or worked out; what was known goes, once.
        if (!m_running) {
            m_known = m_asked;
            if (!m_tooMany) {
                m_tooMany = true;
                m_dangers.clear();
                m_unavailable = tr("Fights of more than %Ln combatant(s) have no danger gauges.",
                    nullptr, int(mostCombatants));
                Q_EMIT updated();
            }
        }
        return;
    }
    m_tooMany = false;
    if (!m_running)
        start();
}

void TurnDangers::start()
{
    m_running = true;
    const quint64 generation = m_asked;
    const Encounter::EncounterState state = m_encounter.state();
    const auto ruleset = m_encounter.sharedRuleset();
    Sim::SimOptions options;
    options.values = m_given;
    QMetaObject::invokeMethod(m_worker, [this, generation, state, ruleset, options] {
        std::vector<Sim::TurnDanger::Danger> dangers;
        QString unavailable;
        if (state.round <= 0 || state.turn < 0) {
            unavailable = tr("The fight has not started: the danger before each turn follows the "
                             "initiative order.");
        } else {
            const Encounter::Encounter fight(ruleset, state);
            const auto model = Sim::FightModel::create(fight, options);
            if (model)
                dangers = Sim::TurnDanger::compute(fight, **model);
            else
                unavailable = model.error();
        }
        // Back on the window's thread; dropped with this object if it is gone by then (its
        // destructor waits for this function to end).
        QMetaObject::invokeMethod(this,
            [this, generation, dangers, unavailable] { take(generation, dangers, unavailable); });
    });
}

void TurnDangers::take(quint64 generation, const std::vector<Sim::TurnDanger::Danger> &dangers,
    const QString &unavailable)
{
    m_running = false;
    m_known = generation;
    m_dangers.clear();
    for (const auto &d : dangers)
        m_dangers.insert(d.combatant, d);
    m_unavailable = unavailable;
    Q_EMIT updated();
    // The fight changed while this was worked out: once more, for the fight as it is now.
    if (m_asked != generation)
        ask();
}

bool TurnDangers::waitUntilKnown(int milliseconds)
{
    QElapsedTimer waited;
    waited.start();
    while (m_known != m_asked && waited.elapsed() < milliseconds)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return m_known == m_asked;
}

} // namespace Fray::Ui
