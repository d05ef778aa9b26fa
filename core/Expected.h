// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>
#include <variant>

namespace Fray {

// A value or the error that prevented it. Core APIs return this instead of throwing, so a
// caller must look at the error before it can reach the value.
template<typename T, typename E>
class Expected
{
public:
    Expected(T value)
        : m_data(std::in_place_index<0>, std::move(value))
    { }
    Expected(E error)
        : m_data(std::in_place_index<1>, std::move(error))
    { }

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<0>(m_data); }
    T &value() & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    const T &operator*() const & { return value(); }
    const T *operator->() const { return &value(); }

    const E &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, E> m_data;
};

} // namespace Fray
