// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/json/JsonValue.h"

#include <QJsonDocument>

namespace Fray::Json {

// A JSON file's bytes as a document whose top is an object (every Fray format's is), or the one
// problem: where the JSON stops making sense, by line and column, or what the top is instead.
// `what` names the kind of file for that message ("an encounter file").
Expected<QJsonDocument, JsonProblem> parseObject(const QByteArray &bytes, const QString &what);

} // namespace Fray::Json
