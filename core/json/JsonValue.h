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

namespace Fray::Json {

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
// The path text is built only when asked for (a problem, path(), or a grandchild): a value
// keeps its grandparent's path and the two steps below it.
class JsonValue
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Json::JsonValue)

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
    // One step of a path: a key (a literal, or a key owned for one not known at compile time) or
    // a place in a list; or no step at all.
    struct Step
    {
        enum class Kind : quint8 { None, Key, OwnedKey, Index };
        Kind kind = Kind::None;
        QLatin1StringView key;
        QString ownedKey;
        qsizetype index = -1;
        void appendTo(QString &path) const;
    };

    JsonValue(const QJsonValue &value, const JsonValue &parent, Step step);
    std::optional<qint64> toInteger() const;
    QJsonValue child(QLatin1StringView key) const;
    // The path a child of this value starts from: m_base and m_up, built once when m_up is a step.
    const QString &childBase() const;

    QJsonValue m_value;
    QList<JsonProblem> *m_problems;
    // The path is m_base, then the parent's step (m_up), then this value's own (m_own). A child
    // starts from m_base and m_up, so a value's path text is built only when a grandchild needs
    // it or a problem is reported: reading ten thousand combatants, or a ruleset from the
    // command line, builds almost none.
    QString m_base;
    Step m_up;
    Step m_own;
    mutable bool m_childBaseBuilt = false;
    mutable QString m_childBase;
    mutable bool m_pathBuilt = false;
    mutable QString m_path;
};

} // namespace Fray::Json
