// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Event.h"
#include "core/library/LibraryEntry.h"

#include <QDialog>

#include <memory>
#include <vector>

namespace Ui {
class EventDialog;
}

namespace Fray::Encounter {
class Encounter;
}

namespace Fray::Ui {

// Encounter › Add Event…: a lair action, reinforcements or a falling ceiling in the initiative
// order. The roll's dice error shows under the field as it is typed, and what the encounter
// would refuse (no name, a name taken, arrivals the ruleset cannot take) beside OK, which stays
// off until the event is sound.
class EventDialog : public QDialog
{
    Q_OBJECT

public:
    // `arrivals`: the library entries of the encounter's ruleset that may arrive.
    EventDialog(const Encounter::Encounter &encounter, std::vector<Library::LibraryEntry> arrivals,
        QWidget *parent = nullptr);
    ~EventDialog() override;

    // The event the fields make.
    Encounter::Event event() const;
    // Why the event cannot be added as it is, one line each; empty when it can.
    QStringList problems() const;

private:
    // `emptyName`: also the missing name, which is not pointed at before the GM types one.
    QStringList problems(bool emptyName) const;
    void updateFields();

    const Encounter::Encounter &m_encounter;
    std::vector<Library::LibraryEntry> m_arrivals;
    std::unique_ptr<::Ui::EventDialog> m_ui;
};

} // namespace Fray::Ui
