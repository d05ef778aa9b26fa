// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QWidget;

namespace Fray::Encounter {
class Encounter;
}

namespace Fray::Ui {

// File › Export Log…: asks where to save the open encounter's fight record and writes it as
// Markdown or HTML (by the file type chosen); a failure is said in a message box, and nothing
// half-written is left.
class LogExportController : public QObject
{
    Q_OBJECT

public:
    LogExportController(QAction *action, QWidget *window);

    // The encounter to export, or nullptr (the action is then disabled).
    void setEncounter(const Encounter::Encounter *encounter);
    // Writes the record to `path`; the format follows its suffix (.html/.htm, else Markdown).
    // Returns why it could not, or nothing.
    std::optional<QString> exportTo(const QString &path) const;

Q_SIGNALS:
    void message(const QString &text);

private:
    void chooseAndExport();

    QAction *m_action;
    QWidget *m_window;
    const Encounter::Encounter *m_encounter = nullptr;
};

} // namespace Fray::Ui
