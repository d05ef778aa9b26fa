// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Fray::Io {

// One problem in a JSON document, with the path to it ("checks.attack.bands[2].outcome").
struct JsonProblem
{
    QString path;
    QString message;
    QString toString() const;
    bool operator==(const JsonProblem &) const = default;
};

// A JSON value that knows where it is. Reading a wrong type or a missing required field
// records a problem with the path and yields nothing, so a reader can go on and report every
// problem of a file at once.
//
// The path text is built only when asked for (a problem, path(), or a child of a list
// element): a value keeps its parent's path and its own key or place, so reading ten thousand
// combatants does not build a path for every field.
class JsonValue
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::JsonValue)

public:
    JsonValue(const QJsonValue &value, QString path, QList<JsonProblem> *problems);

    const QString &path() const;
    bool exists() const { return !m_value.isUndefined(); }
    bool isNull() const { return m_value.isNull(); }
    bool isString() const { return m_value.isString(); }
    bool isNumber() const { return m_value.isDouble(); }
    bool isObject() const { return m_value.isObject(); }
    bool isArray() const { return m_value.isArray(); }
    const QJsonValue &raw() const { return m_value; }

    // `key` is kept as it is, not copied, so it must outlive the value: pass a literal.
    JsonValue operator[](QLatin1StringView key) const;
    JsonValue field(const QString &key) const;
    // Array elements (a problem if this exists and is not an array).
    std::vector<JsonValue> elements() const;
    // Object keys in document order (a problem if this exists and is not an object).
    QStringList keys() const;
    // Records a problem for every key not in `allowed` (which names each key once): catches
    // misspelt fields.
    void allowOnly(std::initializer_list<QLatin1StringView> allowed) const;

    std::optional<QString> requiredString() const;
    QString string(const QString &fallback = {}) const;
    std::optional<qint64> requiredInteger() const;
    std::optional<qint64> optionalInteger() const;
    qint64 integer(qint64 fallback) const;
    bool boolean(bool fallback) const;
    QStringList stringList() const;

    void problem(const QString &message) const;
    QList<JsonProblem> *problems() const { return m_problems; }

private:
    JsonValue(const QJsonValue &value, const JsonValue &parent, QList<JsonProblem> *problems);
    std::optional<qint64> toInteger() const;
    QJsonValue child(QLatin1StringView key) const;

    QJsonValue m_value;
    QList<JsonProblem> *m_problems;
    // The path is m_parentPath followed by one step: the key (m_key, or m_ownedKey for one
    // not known at compile time) or the place in a list (m_index); or no step at all.
    QString m_parentPath;
    QLatin1StringView m_key;
    QString m_ownedKey;
    qsizetype m_index = -1;
    enum class Step : quint8 { None, Key, OwnedKey, Index };
    Step m_step = Step::None;
    mutable bool m_pathBuilt = false;
    mutable QString m_path;
};

} // namespace Fray::Io
