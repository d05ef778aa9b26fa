// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace Fray::Ui {

// File › New Campaign: the campaign's name and the folder to keep it in; the file is named
// after the campaign ("Curse of the Crypt.fray"). OK waits for a name, a folder Fray may write
// to and a file name not yet taken, and the dialog says which is missing.
class NewCampaignDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewCampaignDialog(QWidget *parent = nullptr);

    QString name() const;
    void setFolder(const QString &folder);
    QString folder() const;
    // Where the campaign file will be; empty until name and folder allow one.
    QString path() const;
    // Why OK is off; empty when it is on.
    QString problem() const;

    // "Curse: of the Crypt?" → "Curse - of the Crypt": a name any file system takes.
    static QString fileNameFor(const QString &name);

private:
    void chooseFolder();
    void update();

    QLineEdit *m_name;
    QLineEdit *m_folder;
    QLabel *m_where;
    QDialogButtonBox *m_buttons;
};

} // namespace Fray::Ui
