// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace Fray::Ui {

class CampaignController;
class ImportPreviewDialog;

// File › Import…: the file the GM picks is read and checked first (Io::ImportReader, which tells
// the format from the content), then previewed (ImportPreviewDialog: the ruleset other tools'
// creatures and stat lines go into, each entry's mapped values, the losses, name clashes), and
// written in one step through the CampaignController as one command of its history, so
// Edit › Undo Import takes it back whole. A Fray encounter file is opened as it is.
class ImportController : public QObject
{
    Q_OBJECT

public:
    ImportController(CampaignController *campaign, QWidget *window);

    // Asks for a file, then previews it. `currentRuleset` is offered first.
    void chooseAndImport(const QString &currentRuleset);
    // The preview of the file (shown, window-modal, deleted on close), or null when the file
    // cannot be imported (said with failed()) or needs none.
    ImportPreviewDialog *importFile(const QString &path, const QString &currentRuleset);

Q_SIGNALS:
    void encounterImported(qint64 id);
    void imported(const QString &summary);
    void message(const QString &text);
    void failed(const QString &text);

private:
    void write(ImportPreviewDialog *preview);
    void warn(const QString &text);

    CampaignController *m_campaign;
    QPointer<QWidget> m_window;
};

} // namespace Fray::Ui
