// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Command.h"

namespace Fray::Encounter {

// Adds an event to the initiative order ("Lair, count 20, every round"). In a fight under
// way it acts this round too when it fires in this round and its place is still to come.
class AddEventCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::AddEventCommand)

public:
    explicit AddEventCommand(Event event);
    QString kind() const override { return QStringLiteral("add-event"); }
    QString text() const override { return tr("Add event %1").arg(m_event.name); }
    const Event &event() const { return m_event; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    // Its entry in this round's order, when its place is after the acting entry.
    static void joinThisRound(Encounter &encounter, const Event &event);

    Event m_event;
};

class RemoveEventCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Encounter::RemoveEventCommand)

public:
    explicit RemoveEventCommand(EventId id);
    QString kind() const override { return QStringLiteral("remove-event"); }
    QString text() const override { return tr("Remove event %1").arg(m_name); }
    const QString &name() const { return m_name; }

protected:
    std::optional<QString> perform(Encounter &encounter, Dice::Random &random) override;

private:
    EventId m_id;
    QString m_name;
};

} // namespace Fray::Encounter
