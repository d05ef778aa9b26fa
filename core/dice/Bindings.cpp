// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Bindings.h"

namespace Fray::Dice {

void Bindings::set(const QString &name, std::int64_t value)
{
    m_values.insert(name.toLower(), value);
}

void Bindings::set(const QString &name, const Expression &expression)
{
    m_values.insert(name.toLower(), expression);
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

} // namespace Fray::Dice
