// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <optional>

namespace Fray::Io {

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

    bool failed() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    void fail(const QString &path, const QString &message);

    std::optional<QString> text(const QJsonValue &v, const QString &path);
    // A whole number; a JSON number or (as some tools write it) a number in a text.
    std::optional<qint64> number(const QJsonValue &v, const QString &path);
    std::optional<QJsonObject> object(const QJsonValue &v, const QString &path);
    std::optional<QJsonArray> array(const QJsonValue &v, const QString &path);
    // A list of texts (or a single text); anything else is an error.
    QStringList texts(const QJsonValue &v, const QString &path);
    // Any value's texts, flattened: checks their size and returns them joined ("5e.tools entries").
    QString flatten(const QJsonValue &v, const QString &path);

private:
    QString m_error;
};

} // namespace Fray::Io
