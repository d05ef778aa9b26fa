// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Fray::Dice {

// Neumaier's compensated summation: adding a million small probabilities keeps the result
// within a few units in the last place instead of drifting by thousands of them.
class CompensatedSum
{
public:
    void add(double x)
    {
        const double t = m_sum + x;
        if ((m_sum >= 0 ? m_sum : -m_sum) >= (x >= 0 ? x : -x))
            m_compensation += (m_sum - t) + x;
        else
            m_compensation += (x - t) + m_sum;
        m_sum = t;
    }
    double value() const { return m_sum + m_compensation; }

    // The running sum as a (high, low) pair, for differences of prefix sums.
    double high() const { return m_sum; }
    double low() const { return m_compensation; }

private:
    double m_sum = 0.0;
    double m_compensation = 0.0;
};

} // namespace Fray::Dice
