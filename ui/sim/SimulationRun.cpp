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
    stopAndWait();
    m_result.reset();
    m_control = std::make_unique<Sim::Simulator::Control>();
    m_trials = model->options().trials;
    m_exact = exact;
    m_thread = std::thread(&SimulationRun::work, this, std::move(model), exact, ++m_generation);
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
    if (m_exact)
        return -1.0;
    if (!m_control || m_trials <= 0)
        return 0.0;
    return std::min(1.0, double(m_control->done.load()) / double(m_trials));
}

void SimulationRun::work(
    std::shared_ptr<const Sim::FightModel> model, bool exact, quint64 generation)
{
    // Runs on the thread: it reads the model and the control only, and hands its outcome to
    // the object's own thread, where the thread is joined before anyone hears of it.
    std::optional<Sim::SimResult> result;
    QString error;
    if (exact) {
        auto worked = Sim::ExactDuel::run(*model);
        if (worked)
            result = std::move(worked).value();
        else
            error = worked.error();
    } else {
        result = Sim::Simulator::run(*model, m_control.get());
    }
    const bool stopped = m_control->cancel.load();
    QMetaObject::invokeMethod(
        this,
        [this, generation, stopped, result = std::move(result), error] {
            if (generation != m_generation)
                return;
            join();
            if (stopped) {
                Q_EMIT cancelled();
            } else if (result) {
                m_result = result;
                Q_EMIT finished();
            } else {
                Q_EMIT failed(error);
            }
        },
        Qt::QueuedConnection);
}

} // namespace Fray::Ui
