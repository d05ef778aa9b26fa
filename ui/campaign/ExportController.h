// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <optional>

class QWidget;

namespace Fray::Encounter {
struct EncounterState;
}

namespace Fray::Ui {

class CampaignController;

// The campaign's exports to files, each written whole or not at all. File › Export Encounter…:
// the open encounter as a Fray encounter file (*.fray.json). File › Export for Improved
// Initiative…: one ruleset's library, and the open encounter when there is one, in Improved
// Initiative's own export shape (Io::ImprovedInitiativeWriter), so a GM can take them back
// there. The ruleset is the open encounter's, the only one the library holds, or the one the GM
// picks: a file never mixes monsters written for different rules.
class ExportController : public QObject
{
    Q_OBJECT

public:
    ExportController(CampaignController *campaign, QWidget *window);

    // Asks where to save the encounter, then writes it; null = no encounter is open.
    void chooseAndExportEncounter(const Encounter::EncounterState *encounter);
    // Writes the encounter as a Fray encounter file; why it could not be, or nothing.
    static std::optional<QString> exportEncounterTo(
        const QString &path, const Encounter::EncounterState &encounter);

    // Asks which ruleset (when it must) and where to save, then writes; `encounterId` 0 = no
    // encounter is open.
    void chooseAndExport(qint64 encounterId);
    // Writes the library entries of `rulesetId` and the encounter; why it could not be, or
    // nothing.
    std::optional<QString> exportTo(
        const QString &path, qint64 encounterId, const QString &rulesetId);

Q_SIGNALS:
    void message(const QString &text);

private:
    // The ruleset to export: the encounter's, the library's only one, or the GM's choice; none
    // when the GM cancels.
    std::optional<QString> chooseRuleset(qint64 encounterId);

    CampaignController *m_campaign;
    QPointer<QWidget> m_window;
};

} // namespace Fray::Ui
