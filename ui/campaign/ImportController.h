// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace Fray::Ui {

class CampaignController;

// File › Import…: the file the GM picks is read and checked first (Io::ImportReader, which tells
// the format from the content), the ruleset of stat lines asked for, what will come in shown
// for a yes or no, and then it is written in one step through the CampaignController.
class ImportController : public QObject
{
    Q_OBJECT

public:
    ImportController(CampaignController *campaign, QWidget *window);

    // Asks for a file, then imports it. `currentRuleset` is offered first for stat lines.
    void chooseAndImport(const QString &currentRuleset);
    void importFile(const QString &path, const QString &currentRuleset);

Q_SIGNALS:
    void encounterImported(qint64 id);
    void message(const QString &text);

private:
    CampaignController *m_campaign;
    QPointer<QWidget> m_window;
};

} // namespace Fray::Ui
