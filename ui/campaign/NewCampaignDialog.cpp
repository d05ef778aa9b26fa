// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/NewCampaignDialog.h"

#include "core/settings/Settings.h"
#include "core/storage/Campaign.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace Fray::Ui {

NewCampaignDialog::NewCampaignDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_folder(new QLineEdit(this))
    , m_where(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Campaign"));
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("Curse of the Crypt"));
    m_folder->setObjectName(QStringLiteral("folder"));
    m_where->setObjectName(QStringLiteral("where"));
    m_where->setWordWrap(true);
    m_where->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The folder of the campaign used last, else the user's documents (not the folder Fray
    // keeps its first campaign in, which a GM never sees).
    const QString last = Settings().lastCampaignPath();
    QString start = last.isEmpty() || last == Storage::Campaign::defaultPath()
        ? QString()
        : QFileInfo(last).absolutePath();
    if (start.isEmpty() || !QFileInfo(start).isDir())
        start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (start.isEmpty() || !QFileInfo(start).isDir())
        start = QDir::homePath();
    m_folder->setText(QDir::toNativeSeparators(start));

    auto *browse = new QPushButton(tr("&Browse\u2026"), this);
    browse->setObjectName(QStringLiteral("browse"));
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    auto *folderLabel = new QLabel(tr("&Keep in:"), this);
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_where);
    layout->addWidget(m_buttons);
    connect(browse, &QPushButton::clicked, this, &NewCampaignDialog::chooseFolder);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &NewCampaignDialog::update);
    connect(m_folder, &QLineEdit::textChanged, this, &NewCampaignDialog::update);
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);
    update();
}

QString NewCampaignDialog::name() const
{
    return m_name->text().simplified();
}

void NewCampaignDialog::setFolder(const QString &folder)
{
    m_folder->setText(QDir::toNativeSeparators(folder));
}

QString NewCampaignDialog::folder() const
{
    return QDir::fromNativeSeparators(m_folder->text().trimmed());
}

QString NewCampaignDialog::fileNameFor(const QString &name)
{
    QString file;
    for (const QChar c : name.simplified()) {
        // Characters one of Windows, macOS or Linux will not have in a file name.
        const bool refused = c.unicode() < 0x20 || QStringView(u"/\\:*?\"<>|").contains(c);
        file += refused ? QLatin1Char('-') : c;
    }
    // No name of dots alone, and no trailing dot or space (Windows drops them).
    while (file.endsWith(QLatin1Char('.')) || file.endsWith(QLatin1Char(' ')))
        file.chop(1);
    while (file.startsWith(QLatin1Char('.')))
        file.remove(0, 1);
    return file.isEmpty() ? QString() : file + QStringLiteral(".fray");
}

QString NewCampaignDialog::path() const
{
    const QString file = fileNameFor(name());
    if (file.isEmpty() || folder().isEmpty())
        return {};
    return QDir(folder()).absoluteFilePath(file);
}

QString NewCampaignDialog::problem() const
{
    if (name().isEmpty())
        return tr("Give the campaign a name.");
    if (fileNameFor(name()).isEmpty())
        return tr("The name needs a letter or a number.");
    const QFileInfo dir(folder());
    if (folder().isEmpty() || !dir.isDir())
        return tr("The folder %1 does not exist.").arg(QDir::toNativeSeparators(folder()));
    if (!dir.isWritable())
        return tr("Fray may not write to %1.").arg(QDir::toNativeSeparators(folder()));
    if (QFileInfo::exists(path()))
        return tr("%1 already exists: choose another name, or open it with File \u203a Open "
                  "Campaign.")
            .arg(QDir::toNativeSeparators(path()));
    return {};
}

void NewCampaignDialog::chooseFolder()
{
    const QString chosen
        = QFileDialog::getExistingDirectory(this, tr("Keep the Campaign In"), folder());
    if (!chosen.isEmpty())
        setFolder(chosen);
}

void NewCampaignDialog::update()
{
    const QString reason = problem();
    m_where->setText(reason.isEmpty()
            ? tr("The campaign will be kept in %1").arg(QDir::toNativeSeparators(path()))
            : reason);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(reason.isEmpty());
}

} // namespace Fray::Ui
