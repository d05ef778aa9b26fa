// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/EncounterStep.h"

#include "core/io/ChangeJson.h"
#include "core/json/JsonParse.h"
#include "ui/encounter/EncounterSession.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace Fray::Ui {

EncounterStep::EncounterStep(Locator locate, Record record, const QString &text)
    : QUndoCommand(text)
    , m_locate(std::move(locate))
    , m_record(std::move(record))
{ }

QByteArray EncounterStep::data(const Record &record)
{
    const QJsonObject o{{QStringLiteral("command"), record.kind},
        {QStringLiteral("parameters"),
            QJsonDocument::fromJson(record.parameters.toUtf8()).object()},
        {QStringLiteral("change"), Io::ChangeJson::toJson(record.change)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Expected<EncounterStep::Record, QString> EncounterStep::fromData(
    qint64 encounter, qint64 seq, const QByteArray &data)
{
    const QJsonObject o = QJsonDocument::fromJson(data).object();
    auto change = Io::ChangeJson::fromBytes(
        QJsonDocument(o.value(QStringLiteral("change")).toObject()).toJson(QJsonDocument::Compact));
    if (!change)
        return change.error();
    Record record;
    record.encounter = encounter;
    record.seq = seq;
    record.kind = o.value(QStringLiteral("command")).toString();
    record.parameters
        = QString::fromUtf8(QJsonDocument(o.value(QStringLiteral("parameters")).toObject())
                                .toJson(QJsonDocument::Compact));
    record.change = std::move(change).value();
    return record;
}

void EncounterStep::redo()
{
    if (m_first) {
        m_first = false;
        return;
    }
    apply(true);
}

void EncounterStep::undo()
{
    m_first = false;
    apply(false);
}

void EncounterStep::apply(bool forward)
{
    EncounterSession *session = m_locate ? m_locate(m_record) : nullptr;
    if (!session) {
        setObsolete(true); // its encounter is gone
        return;
    }
    if (auto error = session->replay(m_record, text(), forward))
        Q_EMIT session->failed(*error);
}

} // namespace Fray::Ui
