// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/FightModel.h"
#include "core/sim/SimResult.h"
#include "core/sim/Simulator.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <thread>

namespace Fray::Ui {

// One simulation at a time on a thread of its own, so the window stays responsive: the
// Simulator's Control carries progress out and a cancel request in. The thread is joined
// before a result is announced, when the run is waited for, and on destruction, so none is
// ever left running.
class SimulationRun : public QObject
{
    Q_OBJECT

public:
    explicit SimulationRun(QObject *parent = nullptr);
    ~SimulationRun() override;

    // What a run does on its thread: reports its progress through the control (trials done, and
    // a cancel to heed) and keeps its result itself; says why it failed, or nothing.
    using Work = std::function<std::optional<QString>(Sim::Simulator::Control &)>;

    // Runs the model's trials, or works the duel out exactly; a run under way is stopped first.
    void start(std::shared_ptr<const Sim::FightModel> model, bool exact);
    // Runs other work of `trials` trials (a day of fights) the same way; `done` runs on this
    // object's thread once the work has ended well, before `finished`.
    void startWork(std::int64_t trials, Work work, std::function<void()> done = {});
    // Asks the run to stop; `cancelled` follows once its thread has ended.
    void cancel();
    // Stops the run and joins its thread now; nothing is announced.
    void stopAndWait();
    bool isRunning() const { return m_thread.joinable(); }
    // The share of trials done, 0 to 1; -1 while an exact duel is worked out (no measure).
    double progress() const;
    const std::optional<Sim::SimResult> &result() const { return m_result; }

Q_SIGNALS:
    void finished();
    void failed(const QString &error);
    void cancelled();

private:
    void work(Work work, quint64 generation);
    void join();

    std::thread m_thread;
    std::unique_ptr<Sim::Simulator::Control> m_control;
    std::int64_t m_trials = 0; // 0: no measure of progress
    std::function<void()> m_done;
    // Announcements of a run that was waited for carry an older number and are dropped.
    quint64 m_generation = 0;
    std::optional<Sim::SimResult> m_result;
};

} // namespace Fray::Ui
