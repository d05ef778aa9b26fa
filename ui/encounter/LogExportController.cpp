// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/LogExportController.h"

#include "core/OutputFile.h"
#include "core/encounter/Encounter.h"
#include "core/record/LogExport.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace Fray::Ui {

LogExportController::LogExportController(QAction *action, QWidget *window)
    : QObject(window)
    , m_action(action)
    , m_window(window)
{
    m_action->setEnabled(false);
    connect(m_action, &QAction::triggered, this, &LogExportController::chooseAndExport);
}

void LogExportController::setEncounter(const Encounter::Encounter *encounter)
{
    m_encounter = encounter;
    m_action->setEnabled(encounter != nullptr);
}

std::optional<QString> LogExportController::exportTo(const QString &path) const
{
    if (!m_encounter)
        return tr("Open an encounter to export its log");
    const auto format = Record::LogExport::formatNamed(QFileInfo(path).suffix())
                            .value_or(Record::LogExport::Format::Markdown);
    return OutputFile::write(path, Record::LogExport::write(*m_encounter, format).toUtf8());
}

void LogExportController::chooseAndExport()
{
    if (!m_encounter)
        return;
    const QString markdown = tr("Markdown (*.md)");
    const QString html = tr("Web page (*.html)");
    QString filter = markdown;
    const QString name
        = m_encounter->state().name.isEmpty() ? tr("fight") : m_encounter->state().name;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Log"),
        QDir::home().filePath(name + QStringLiteral(".md")),
        QStringList{markdown, html}.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    // The type chosen decides when the name given has no suffix of its own.
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == html ? QStringLiteral(".html") : QStringLiteral(".md");
    if (const auto failed = exportTo(path)) {
        QMessageBox::warning(m_window, tr("Export Log"),
            tr("The log could not be written to %1:\n%2")
                .arg(QDir::toNativeSeparators(path), *failed));
        return;
    }
    Q_EMIT message(tr("Log written to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace Fray::Ui
