// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/CampaignAddress.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Fray::Ui {

// File › Open Shared Campaign…: where a campaign a GM group shares lies on a PostgreSQL server
// (host, port, database, user, TLS) and the password, which goes to the system's keychain when
// the GM asks for it, never into the settings. The address it makes is shown as it is typed.
class SharedCampaignDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SharedCampaignDialog(QWidget *parent = nullptr);

    // Fills the fields from an address (the recent list's, without its password).
    void setAddress(const Storage::CampaignAddress &address);
    // Says why the last try failed, above the fields.
    void setProblem(const QString &problem);

    // The address with the password typed (to open the campaign; never kept).
    Storage::CampaignAddress address() const;
    bool remembersPassword() const;
    // The name the other Frays know this one by (kept in the settings when the dialog is
    // accepted).
    QString sharedName() const;

private:
    void update();

    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QComboBox *m_tls;
    QCheckBox *m_remember;
    QLineEdit *m_name;
    QLabel *m_shown;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace Fray::Ui
