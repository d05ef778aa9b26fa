// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sim/SimulationRun.h"

#include "core/sim/ExactDuel.h"

#include <QMetaObject>

#include <algorithm>

namespace Fray::Ui {

SimulationRun::SimulationRun(QObject *parent)
    : QObject(parent)
{ }

SimulationRun::~SimulationRun()
{
    stopAndWait();
}

void SimulationRun::start(std::shared_ptr<const Sim::FightModel> model, bool exact)
{
    // Written on the run's thread, read here once it has been joined.
    auto slot = std::make_shared<std::optional<Sim::SimResult>>();
    const std::int64_t trials = exact ? 0 : model->options().trials;
    startWork(
        trials,
        [model = std::move(model), exact, slot](
            Sim::Simulator::Control &control) -> std::optional<QString> {
            if (!exact) {
                *slot = Sim::Simulator::run(*model, &control);
                return std::nullopt;
            }
            auto worked = Sim::ExactDuel::run(*model);
            if (!worked)
                return worked.error();
            *slot = std::move(worked).value();
            return std::nullopt;
        },
        [this, slot] { m_result = std::move(*slot); });
}

void SimulationRun::startWork(std::int64_t trials, Work work, std::function<void()> done)
{
    stopAndWait();
    m_result.reset();
    m_control = std::make_unique<Sim::Simulator::Control>();
    m_trials = trials;
    m_done = std::move(done);
    m_thread = std::thread(&SimulationRun::work, this, std::move(work), ++m_generation);
}

void SimulationRun::cancel()
{
    if (m_control)
        m_control->cancel = true;
}

void SimulationRun::stopAndWait()
{
    cancel();
    join();
    ++m_generation;
}

void SimulationRun::join()
{
    if (m_thread.joinable())
        m_thread.join();
}

double SimulationRun::progress() const
{
    if (m_trials <= 0)
        return -1.0;
    if (!m_control)
        return 0.0;
    return std::min(1.0, double(m_control->done.load()) / double(m_trials));
}

void SimulationRun::work(Work work, quint64 generation)
{
    // Runs on the thread: it reads the control only, and hands its outcome to the object's own
    // thread, where the thread is joined before anyone hears of it.
    const std::optional<QString> error = work(*m_control);
    const bool stopped = m_control->cancel.load();
    QMetaObject::invokeMethod(
        this,
        [this, generation, stopped, error] {
            if (generation != m_generation)
                return;
            join();
            if (stopped) {
                Q_EMIT cancelled();
            } else if (!error) {
                if (m_done)
                    m_done();
                Q_EMIT finished();
            } else {
                Q_EMIT failed(*error);
            }
        },
        Qt::QueuedConnection);
}

} // namespace Fray::Ui
