// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace Fray::Record {

// A whole number 0 or more without an upper bound, with just what exact probabilities over many
// attacks need: adding, multiplying and dividing by a small factor, and its digits. The denominator
// of twenty d20 attacks' odds is 20^20, past any machine integer; this keeps such fractions exact.
class BigNatural
{
public:
    BigNatural() = default; // 0
    explicit BigNatural(std::uint64_t value);

    bool isZero() const { return m_limbs.empty(); }
    BigNatural &operator+=(const BigNatural &other);
    BigNatural &operator*=(std::uint32_t factor);
    // this * factor + other * otherFactor in one pass, without allocating when there is room:
    // the step of the dynamic programs that use this.
    void multiplyAdd(std::uint32_t factor, const BigNatural &other, std::uint32_t otherFactor);
    // Divides in place and returns the remainder; `divisor` must not be 0.
    std::uint32_t divideBy(std::uint32_t divisor);
    std::uint32_t remainder(std::uint32_t divisor) const;
    // Decimal digits.
    QString toString() const;

    bool operator==(const BigNatural &) const = default;

private:
    std::vector<std::uint32_t> m_limbs; // least significant first, no zero at the top
};

} // namespace Fray::Record
