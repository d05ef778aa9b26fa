// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1StringView>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>

// An enum's words in Fray's files, kept in one table of rows, each a `value` and the `key` a file
// writes for it (and whatever else the enum's owner keeps beside them, such as a label). The
// table is read both ways here, so no owner writes the lookups again:
//
//     constexpr KeyTable::Row<Use::Reset> kResets[] = {
//         {Use::Reset::Round, "round"}, {Use::Reset::Turn, "turn"}, ...};
//     KeyTable::keyOf(kResets, Use::Reset::Turn) == "turn"
namespace Fray::KeyTable {

// A row with nothing beside the value and its key.
template<typename Enum>
struct Row
{
    Enum value;
    const char *key;
};

// The row of `value`; the table names every value, so there is one.
template<typename Row, std::size_t N>
constexpr const Row &rowOf(const Row (&table)[N], decltype(Row::value) value)
{
    for (const Row &row : table) {
        if (row.value == value)
            return row;
    }
    return table[0]; // not reached for a table that names every value
}

template<typename Row, std::size_t N>
QString keyOf(const Row (&table)[N], decltype(Row::value) value)
{
    return QLatin1StringView(rowOf(table, value).key);
}

// The value a file's `key` names, or nothing for a key the table lacks.
template<typename Row, std::size_t N>
std::optional<decltype(Row::value)> valueOf(const Row (&table)[N], QStringView key)
{
    for (const Row &row : table) {
        if (key == QLatin1StringView(row.key))
            return row.value;
    }
    return std::nullopt;
}

// Every key, in the table's order (for a message that lists what a file may say).
template<typename Row, std::size_t N>
QStringList keysOf(const Row (&table)[N])
{
    QStringList keys;
    keys.reserve(qsizetype(N));
    for (const Row &row : table)
        keys << QLatin1StringView(row.key);
    return keys;
}

} // namespace Fray::KeyTable
