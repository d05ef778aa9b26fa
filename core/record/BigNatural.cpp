// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/BigNatural.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace Fray::Record {

BigNatural::BigNatural(std::uint64_t value)
{
    while (value != 0) {
        m_limbs.push_back(std::uint32_t(value & 0xffffffffu));
        value >>= 32;
    }
}

BigNatural &BigNatural::operator+=(const BigNatural &other)
{
    if (m_limbs.size() < other.m_limbs.size())
        m_limbs.resize(other.m_limbs.size(), 0);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < m_limbs.size(); ++i) {
        const std::uint64_t sum = std::uint64_t(m_limbs[i])
            + (i < other.m_limbs.size() ? other.m_limbs[i] : 0u) + carry;
        m_limbs[i] = std::uint32_t(sum & 0xffffffffu);
        carry = sum >> 32;
        if (carry == 0 && i >= other.m_limbs.size())
            break;
    }
    if (carry != 0)
        m_limbs.push_back(std::uint32_t(carry));
    return *this;
}

BigNatural &BigNatural::operator*=(std::uint32_t factor)
{
    if (factor == 0) {
        m_limbs.clear();
        return *this;
    }
    std::uint64_t carry = 0;
    for (std::uint32_t &limb : m_limbs) {
        const std::uint64_t product = std::uint64_t(limb) * factor + carry;
        limb = std::uint32_t(product & 0xffffffffu);
        carry = product >> 32;
    }
    if (carry != 0)
        m_limbs.push_back(std::uint32_t(carry));
    return *this;
}

std::uint32_t BigNatural::divideBy(std::uint32_t divisor)
{
    std::uint64_t rest = 0;
    for (auto it = m_limbs.rbegin(); it != m_limbs.rend(); ++it) {
        const std::uint64_t current = (rest << 32) | *it;
        *it = std::uint32_t(current / divisor);
        rest = current % divisor;
    }
    while (!m_limbs.empty() && m_limbs.back() == 0)
        m_limbs.pop_back();
    return std::uint32_t(rest);
}

std::uint32_t BigNatural::remainder(std::uint32_t divisor) const
{
    std::uint64_t rest = 0;
    for (auto it = m_limbs.rbegin(); it != m_limbs.rend(); ++it)
        rest = ((rest << 32) | *it) % divisor;
    return std::uint32_t(rest);
}

QString BigNatural::toString() const
{
    if (isZero())
        return QStringLiteral("0");
    // Nine decimal digits at a time, least significant group first.
    BigNatural rest = *this;
    std::vector<std::uint32_t> groups;
    while (!rest.isZero())
        groups.push_back(rest.divideBy(1'000'000'000u));
    QString text = QString::number(groups.back());
    for (auto it = groups.rbegin() + 1; it != groups.rend(); ++it)
        text += QStringLiteral("%1").arg(*it, 9, 10, QLatin1Char('0'));
    return text;
}

int BigNatural::bitCount() const
{
    if (isZero())
        return 0;
    return int(m_limbs.size() - 1) * 32 + std::bit_width(m_limbs.back());
}

std::uint64_t BigNatural::leadingBits(int &shift) const
{
    const int bits = bitCount();
    shift = std::max(0, bits - 64);
    std::uint64_t value = 0;
    // Bit by bit from the top is plenty fast for a handful of numbers per report.
    for (int bit = bits - 1; bit >= shift; --bit) {
        const std::uint32_t limb = m_limbs[std::size_t(bit / 32)];
        value = (value << 1) | ((limb >> (bit % 32)) & 1u);
    }
    return value;
}

double BigNatural::ratio(const BigNatural &numerator, const BigNatural &denominator)
{
    if (numerator.isZero())
        return 0.0;
    int shiftNumerator = 0;
    int shiftDenominator = 0;
    const std::uint64_t top = numerator.leadingBits(shiftNumerator);
    const std::uint64_t bottom = denominator.leadingBits(shiftDenominator);
    return std::ldexp(double(top) / double(bottom), shiftNumerator - shiftDenominator);
}

} // namespace Fray::Record
