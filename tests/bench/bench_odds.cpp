// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The odds view's budget: from a toggle to the chart repainted in under 16 ms. For every shipped
// ruleset the calculator is shown with a damage formula and the target's hit points (so the
// drop chances are worked out too), then every modifier of the catalogue is switched on and off
// in turn; each switch is timed up to a grab() of the chart, which paints it.

#include "BenchSupport.h"
#include "core/rules/RulesetLibrary.h"
#include "ui/charts/OddsChart.h"
#include "ui/odds/ModifierToggles.h"
#include "ui/odds/OddsCalculatorDialog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace Fray;

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir empty;
    const auto library = Rules::RulesetLibrary::load(empty.path());
    std::vector<std::shared_ptr<const Rules::Ruleset>> rulesets;
    for (const auto &e : library.entries())
        rulesets.push_back(e.ruleset);

    std::vector<double> all;
    for (const auto &ruleset : rulesets) {
        Ui::OddsCalculatorDialog dialog(rulesets, ruleset->id);
        dialog.setDamage(QStringLiteral("2d6+3"));
        dialog.setTargetHitPoints(40);
        dialog.show();
        QApplication::processEvents();
        std::vector<double> times;
        const QStringList ids = dialog.toggles()->applicableIds();
        for (int pass = 0; pass < 3; ++pass) {
            for (const QString &id : ids) {
                for (const bool on : {true, false}) {
                    QElapsedTimer timer;
                    timer.start();
                    dialog.toggles()->setActive(id, on, 2);
                    const QPixmap shot = dialog.chart()->grab();
                    times.push_back(double(timer.nsecsElapsed()) / 1e6);
                    Q_UNUSED(shot);
                }
            }
        }
        std::sort(times.begin(), times.end());
        std::printf("%-24s %3lld modifiers  toggle + repaint: median %7.3f ms, 90th %7.3f, max "
                    "%7.3f  budget 16 ms  %s\n",
            qPrintable(ruleset->id), qlonglong(ids.size()), times[times.size() / 2],
            times[times.size() * 9 / 10], times.back(),
            Bench::judge(times[times.size() / 2], 16.0));
        all.insert(all.end(), times.begin(), times.end());
    }
    std::sort(all.begin(), all.end());
    std::printf(
        "%-24s %zu toggles         median %7.3f ms, 90th %7.3f, max %7.3f  budget 16 ms  %s\n",
        "all rulesets", all.size(), all[all.size() / 2], all[all.size() * 9 / 10], all.back(),
        Bench::judge(all[all.size() / 2], 16.0));
    return Bench::finish();
}
