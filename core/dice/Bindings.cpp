// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice/Bindings.h"

#include <algorithm>

namespace Fray::Dice {

void Bindings::set(const QString &name, std::int64_t value)
{
    m_values.insert(name.toLower(), value);
}

void Bindings::set(const QString &name, const Expression &expression)
{
    m_values.insert(name.toLower(), expression);
}

void Bindings::set(const QString &name, const Distribution &distribution)
{
    m_values.insert(name.toLower(), distribution);
}

void Bindings::remove(const QString &name)
{
    m_values.remove(name.toLower());
}

const Bindings::Value *Bindings::find(const QString &name) const
{
    const auto it = m_values.constFind(name.toLower());
    return it == m_values.constEnd() ? nullptr : &it.value();
}

bool Bindings::hasExplodingDice() const
{
    return std::any_of(m_values.cbegin(), m_values.cend(), [](const Value &v) {
        return std::holds_alternative<Expression>(v) && std::get<Expression>(v).hasExplodingDice();
    });
}

} // namespace Fray::Dice
