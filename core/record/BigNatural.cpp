// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/BigNatural.h"

#include <algorithm>

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

void BigNatural::multiplyAdd(
    std::uint32_t factor, const BigNatural &other, std::uint32_t otherFactor)
{
    const std::size_t size = std::max(m_limbs.size(), other.m_limbs.size());
    m_limbs.resize(size, 0);
    // Each limb's sum is below 2 * (2^32 - 1)^2 + 2^33 < 2^65, so it is split in two carries.
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < size; ++i) {
        const std::uint64_t mine = std::uint64_t(m_limbs[i]) * factor;
        const std::uint64_t theirs
            = i < other.m_limbs.size() ? std::uint64_t(other.m_limbs[i]) * otherFactor : 0;
        const std::uint64_t low = (mine & 0xffffffffu) + (theirs & 0xffffffffu) + carry;
        m_limbs[i] = std::uint32_t(low & 0xffffffffu);
        carry = (mine >> 32) + (theirs >> 32) + (low >> 32);
    }
    while (carry != 0) {
        m_limbs.push_back(std::uint32_t(carry & 0xffffffffu));
        carry >>= 32;
    }
    while (!m_limbs.empty() && m_limbs.back() == 0)
        m_limbs.pop_back();
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

} // namespace Fray::Record
