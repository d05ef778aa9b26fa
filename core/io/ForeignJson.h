// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <optional>

namespace Fray::Io {

// Where a value lies in another tool's file ("monster[3].hp.average"), written out only when a
// problem is reported: an import reads hundreds of thousands of values and names one. A path
// refers to its parent and to the text it was made from, so it lives on the stack of the reader
// that made them, never beyond.
class JsonPath
{
public:
    // A path written out whole ("monster[3]").
    JsonPath(const QString &text) // NOLINT(google-explicit-constructor): readers pass texts
        : m_text(&text)
    { }

    // The member `key` of the object at this path, and the item `index` of the list at it.
    JsonPath member(QStringView key) const
    {
        JsonPath p;
        p.m_parent = this;
        p.m_key = key;
        return p;
    }
    JsonPath item(qsizetype index) const
    {
        JsonPath p;
        p.m_parent = this;
        p.m_index = index;
        return p;
    }

    QString toString() const;

private:
    JsonPath() = default;

    const JsonPath *m_parent = nullptr;
    const QString *m_text = nullptr;
    QStringView m_key;
    qsizetype m_index = -1;
};

// Typed reading of another tool's JSON for the importers. A field of the wrong type, or a text
// past the size limit, sets the one error (with the JSON path) and every later read yields
// nothing, so a reader stops at the first problem and imports nothing. A missing field is no
// error: other tools leave out what a monster does not have.
class ForeignJson
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::ForeignJson)

public:
    // Longer texts are refused: no stat block needs them, and they would swamp the preview.
    static constexpr qsizetype maxText = 1024 * 1024;

    // Whether a field another tool wrote holds anything a GM would miss, so that leaving it out
    // is worth telling: not null, a blank text, an empty list or object, or false. One rule for
    // every reader, so the same field reads the same from each tool.
    static bool holdsSomething(const QJsonValue &v);

    bool failed() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    void fail(const JsonPath &path, const QString &message);

    std::optional<QString> text(const QJsonValue &v, const JsonPath &path);
    // A whole number; a JSON number or (as some tools write it) a number in a text.
    std::optional<qint64> number(const QJsonValue &v, const JsonPath &path);
    std::optional<QJsonObject> object(const QJsonValue &v, const JsonPath &path);
    std::optional<QJsonArray> array(const QJsonValue &v, const JsonPath &path);
    // A list of texts (or a single text); anything else is an error.
    QStringList texts(const QJsonValue &v, const JsonPath &path);
    // Any value's texts, flattened: checks their size and returns them joined ("5e.tools entries").
    QString flatten(const QJsonValue &v, const JsonPath &path);
    // Checks the size of a value's texts as flatten() does, for a value that is not kept.
    void check(const QJsonValue &v, const JsonPath &path);

private:
    // flatten() and check(): the texts go to `parts` unless it is null.
    void collect(const QJsonValue &v, const JsonPath &path, QStringList *parts);

    QString m_error;
};

} // namespace Fray::Io
