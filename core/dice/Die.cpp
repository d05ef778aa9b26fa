// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Die.h"

#include <cmath>

namespace Fray::Dice {

QString Die::label() const
{
    QString text = kind == Kind::Fudge ? QStringLiteral("dF") : QStringLiteral("d%1").arg(sides);
    if (explode)
        text += QLatin1Char('!');
    return text;
}

Distribution Die::distribution() const
{
    const std::int64_t faces = faceCount();
    const double each = 1.0 / double(faces);
    const std::int64_t low = lowestFace();
    const std::int64_t high = highestFace();
    std::vector<Distribution::Outcome> outcomes;
    if (!explode) {
        outcomes.reserve(std::size_t(faces));
        for (std::int64_t v = low; v <= high; ++v)
            outcomes.push_back({v, each});
        return Distribution::fromSorted(std::move(outcomes));
    }

    // m explosions (each the highest face) then a lower face; or explodeDepth + 1 highest
    // faces in a row, where the cap stops the chain.
    double chainProbability = 1.0;
    for (int m = 0; m <= explodeDepth; ++m) {
        for (std::int64_t face = low; face < high; ++face)
            outcomes.push_back({std::int64_t(m) * high + face, chainProbability * each});
        chainProbability *= each;
    }
    outcomes.push_back({std::int64_t(explodeDepth + 1) * high, chainProbability});
    Distribution d = Distribution::fromOutcomes(std::move(outcomes));
    d.setTruncated(chainProbability);
    return d;
}

std::int64_t Die::roll(Random &random, std::vector<std::int64_t> &chain) const
{
    std::int64_t total = 0;
    for (int rolls = 0;; ++rolls) {
        const std::int64_t face = random.roll(faceCount()) + lowestFace() - 1;
        chain.push_back(face);
        total += face;
        if (!explode || face != highestFace() || rolls >= explodeDepth)
            return total;
    }
}

} // namespace Fray::Dice
