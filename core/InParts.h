// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <optional>
#include <thread>
#include <vector>

namespace Fray {

// Long work over a list, on every core: [0, count) is cut into contiguous parts, one a core, and
// work(begin, end) makes each part's result on its own thread; the results come back in the
// list's order, so joining them gives what one loop over the list gives. A list of fewer than
// two parts of `grain` items is one part, made on the calling thread. The work must share
// nothing it writes.
template<typename Work>
auto inParts(qsizetype count, qsizetype grain, const Work &work)
    -> std::vector<decltype(work(qsizetype(), qsizetype()))>
{
    using Part = decltype(work(qsizetype(), qsizetype()));
    const qsizetype cores = qsizetype(std::max(1U, std::thread::hardware_concurrency()));
    const qsizetype parts = std::clamp<qsizetype>(count / std::max<qsizetype>(grain, 1), 1, cores);
    std::vector<std::optional<Part>> made(static_cast<std::size_t>(parts));
    const auto make = [&](qsizetype part) {
        made[static_cast<std::size_t>(part)]
            = work(count * part / parts, count * (part + 1) / parts);
    };
    std::vector<std::thread> threads;
    for (qsizetype part = 1; part < parts; ++part)
        threads.emplace_back(make, part);
    make(0);
    for (std::thread &t : threads)
        t.join();
    std::vector<Part> out;
    out.reserve(made.size());
    for (std::optional<Part> &part : made)
        out.push_back(std::move(*part));
    return out;
}

} // namespace Fray
