// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/encounter/Change.h"

#include <QUndoCommand>

#include <functional>

namespace Fray::Ui {

class EncounterSession;

// One encounter command as a step of the history: what it changed (its before and after images,
// so a redone attack shows the dice it rolled), kept in the campaign so it can still be undone
// after a restart. It works on its encounter wherever that is: the locator gives the session
// that has it open, opening it when the window shows another. A step whose encounter is gone
// drops out of the history.
class EncounterStep : public QUndoCommand
{
public:
    struct Record;
    // The session with the record's encounter open, or null when the step cannot be replayed.
    using Locator = std::function<EncounterSession *(const Record &record)>;

    struct Record
    {
        qint64 encounter = 0;
        qint64 seq = 0; // the campaign's history step, 0 when nothing is saved
        QString kind; // the command's kind and input, as the encounter's journal keeps them
        QString parameters;
        Encounter::Change change;
    };

    // A step just done (the first redo, which QUndoStack::push calls, does nothing).
    EncounterStep(Locator locate, Record record, const QString &text);

    // What the campaign's history keeps of a step, and the step read back from it.
    static QByteArray data(const Record &record);
    static Expected<Record, QString> fromData(qint64 encounter, qint64 seq, const QByteArray &data);

    void redo() override;
    void undo() override;
    const Record &record() const { return m_record; }

private:
    void apply(bool forward);

    Locator m_locate;
    Record m_record;
    bool m_first = true;
};

} // namespace Fray::Ui
