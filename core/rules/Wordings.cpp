// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/Wordings.h"

namespace Fray::Rules {

LocalText Wordings::of(const QString &field, const QString &shown) const
{
    const auto it = m_fields.constFind(field);
    return it == m_fields.constEnd() ? LocalText(shown) : it.value();
}

void Wordings::set(const QString &field, const LocalText &text)
{
    if (text.hasLanguages())
        m_fields.insert(field, text);
    else
        m_fields.remove(field);
}

} // namespace Fray::Rules
