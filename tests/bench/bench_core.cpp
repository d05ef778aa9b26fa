// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Core budgets without widgets: an odds curve of 41 points for each shipped ruleset (under
// 0.2 ms), and a library search over 10,000 entries as a GM types, as the library dock asks it
// (the first 200 matches and one more; under 20 ms).

#include "BenchSupport.h"
#include "core/odds/OddsCalculator.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace Fray;

namespace {

// A typical situation for the ruleset: every required variable at a middling value.
Odds::OddsRequest typicalRequest(const Rules::Ruleset &ruleset, const QString &axis)
{
    Odds::OddsRequest request;
    for (const Rules::Variable &v : ruleset.variables) {
        if (v.kind != Rules::Variable::Kind::Number)
            continue;
        qint64 value = v.defaultValue;
        if (v.required && value == 0)
            value = v.label.contains(u'%') || v.name == axis ? 50 : 10;
        request.values.insert(v.name, value);
    }
    request.damage = Dice::Expression::parse(u"1d8+2").value();
    return request;
}

void benchCurves(const Rules::RulesetLibrary &library, const QString &only)
{
    for (const auto &entry : library.entries()) {
        const Rules::Ruleset &ruleset = *entry.ruleset;
        if (!only.isEmpty() && ruleset.id != only)
            continue;
        QString axis;
        for (const Rules::Variable &v : ruleset.variables) {
            if (v.kind == Rules::Variable::Kind::Number && (axis.isEmpty() || v.from == u"attack"))
                axis = v.name;
            if (v.from == u"attack")
                break;
        }
        const auto request = typicalRequest(ruleset, axis);
        const qint64 base = request.values.value(axis);
        const QString what
            = QStringLiteral("%1: curve of 41 points across %2").arg(ruleset.id, axis);
        Bench::measure(qPrintable(what), only.isEmpty() ? 201 : 5001, 0.2, [&] {
            const auto calculator = Odds::OddsCalculator::create(entry.ruleset, request);
            const auto points = (*calculator)->curve(axis, base - 20, base + 20);
            if (!points || points->size() != 41)
                std::fprintf(stderr, "%s: %s\n", qPrintable(ruleset.id),
                    points ? "wrong number of points" : qPrintable(points.error()));
        });
    }
}

int benchSearch()
{
    QTemporaryDir dir;
    auto campaign = Storage::Campaign::open(dir.filePath(QStringLiteral("library.fray")));
    if (!campaign) {
        std::fprintf(stderr, "%s\n", qPrintable(campaign.error()));
        return 1;
    }
    const QStringList kinds{QStringLiteral("goblin"), QStringLiteral("orc"),
        QStringLiteral("skeleton"), QStringLiteral("bandit"), QStringLiteral("wolf"),
        QStringLiteral("troll")};
    const auto error = (*campaign)->transaction([&]() -> std::optional<QString> {
        for (int i = 0; i < 10000; ++i) {
            Library::LibraryEntry e;
            e.name = QStringLiteral("%1 %2").arg(kinds[i % kinds.size()]).arg(i);
            e.rulesetId = QStringLiteral("d20-ascending");
            e.tags = {QStringLiteral("tag%1").arg(i % 37),
                i % 2 ? QStringLiteral("undead") : QStringLiteral("beast")};
            e.prototype.name = e.name;
            if (auto added = (*campaign)->library().add(e); !added)
                return added.error();
        }
        return std::nullopt;
    });
    if (error) {
        std::fprintf(stderr, "%s\n", qPrintable(*error));
        return 1;
    }
    // What a GM types, a keystroke at a time.
    const QStringList typed{QStringLiteral("g"), QStringLiteral("go"), QStringLiteral("gob"),
        QStringLiteral("gobl"), QStringLiteral("goblin"), QStringLiteral("goblin und"),
        QStringLiteral("tr"), QStringLiteral("troll 99")};
    for (const QString &text : typed) {
        const QString what = QStringLiteral("library search, 10,000 entries: \"%1\"").arg(text);
        Bench::measure(qPrintable(what), 21, 20,
            [&] { (void)(*campaign)->library().search(text, {}, {}, 201); });
    }
    return Bench::finish();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    Bench::printMachine();
    QTemporaryDir empty;
    // `bench_core RULESET` times that ruleset's curve alone (for a profiler).
    const QString only = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    benchCurves(Rules::RulesetLibrary::load(empty.path()), only);
    return only.isEmpty() ? benchSearch() : 0;
}
