// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <optional>

class QWidget;

namespace Fray::Ui {

class CampaignController;

// File › Export for Improved Initiative…: the library, and the open encounter when there is one,
// in Improved Initiative's own export shape (Io::ImprovedInitiativeWriter), so a GM can take
// them back there. Written whole or not at all.
class ExportController : public QObject
{
    Q_OBJECT

public:
    ExportController(CampaignController *campaign, QWidget *window);

    // Asks where to save, then writes; `encounterId` 0 = no encounter is open.
    void chooseAndExport(qint64 encounterId);
    // Writes the file; why it could not be, or nothing.
    std::optional<QString> exportTo(const QString &path, qint64 encounterId);

Q_SIGNALS:
    void message(const QString &text);

private:
    CampaignController *m_campaign;
    QPointer<QWidget> m_window;
};

} // namespace Fray::Ui
