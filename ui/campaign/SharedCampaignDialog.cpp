// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/SharedCampaignDialog.h"

#include "core/settings/Settings.h"
#include "ui/campaign/ServerPasswords.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSysInfo>
#include <QVBoxLayout>

namespace Fray::Ui {

SharedCampaignDialog::SharedCampaignDialog(QWidget *parent)
    : QDialog(parent)
    , m_host(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_database(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_password(new QLineEdit(this))
    , m_tls(new QComboBox(this))
    , m_remember(new QCheckBox(tr("Re&member the password in the system's keychain"), this))
    , m_name(new QLineEdit(this))
    , m_shown(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Open Shared Campaign"));
    m_host->setObjectName(QStringLiteral("host"));
    m_host->setPlaceholderText(tr("table.example.org"));
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, 65535);
    m_port->setValue(Storage::CampaignAddress::defaultPort);
    m_database->setObjectName(QStringLiteral("database"));
    m_database->setPlaceholderText(tr("dragons"));
    m_user->setObjectName(QStringLiteral("user"));
    m_password->setObjectName(QStringLiteral("password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_tls->setObjectName(QStringLiteral("tls"));
    //: How the connection to the server is encrypted (libpq's sslmode).
    m_tls->addItem(tr("When the server offers it"), QStringLiteral("prefer"));
    m_tls->addItem(tr("Always"), QStringLiteral("require"));
    m_tls->addItem(tr("Always, and check the server's certificate"), QStringLiteral("verify-full"));
    m_tls->addItem(tr("Never"), QStringLiteral("disable"));
    m_remember->setObjectName(QStringLiteral("remember"));
    m_remember->setChecked(ServerPasswords::available());
    m_remember->setEnabled(ServerPasswords::available());
    m_name->setObjectName(QStringLiteral("sharedName"));
    m_name->setText(Settings().sharedName());
    m_name->setPlaceholderText(QSysInfo::machineHostName());
    m_shown->setObjectName(QStringLiteral("shown"));
    m_shown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_shown->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setVisible(false);

    auto *intro = new QLabel(tr("A campaign your GM group shares, kept on a PostgreSQL server. "
                                "Everyone who opens it sees the others' changes as they make "
                                "them."),
        this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Server:"), m_host);
    form->addRow(tr("Po&rt:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(QString(), m_remember);
    form->addRow(tr("&Encryption:"), m_tls);
    //: The name the other GMs see beside what this Fray changes or runs.
    form->addRow(tr("Your &name for the others:"), m_name);
    form->addRow(tr("Address:"), m_shown);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_problem);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        Settings().setSharedName(m_name->text().trimmed());
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_host, m_database, m_user})
        connect(edit, &QLineEdit::textChanged, this, &SharedCampaignDialog::update);
    connect(m_port, &QSpinBox::valueChanged, this, &SharedCampaignDialog::update);
    connect(m_tls, &QComboBox::currentIndexChanged, this, &SharedCampaignDialog::update);
    update();
}

void SharedCampaignDialog::setAddress(const Storage::CampaignAddress &address)
{
    m_host->setText(address.host);
    m_port->setValue(address.port);
    m_database->setText(address.database);
    m_user->setText(address.user);
    m_password->setText(address.password);
    const int tls
        = m_tls->findData(address.sslMode.isEmpty() ? QStringLiteral("prefer") : address.sslMode);
    m_tls->setCurrentIndex(tls >= 0 ? tls : 0);
    (m_user->text().isEmpty() ? m_user : m_password)->setFocus();
}

void SharedCampaignDialog::setProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (!problem.isEmpty())
        m_password->setFocus();
}

Storage::CampaignAddress SharedCampaignDialog::address() const
{
    Storage::CampaignAddress address;
    address.host = m_host->text().trimmed();
    address.port = m_port->value();
    address.database = m_database->text().trimmed();
    address.user = m_user->text().trimmed();
    address.password = m_password->text();
    address.sslMode = m_tls->currentData().toString();
    if (address.sslMode == u"prefer")
        address.sslMode.clear(); // libpq's own default
    return address;
}

QString SharedCampaignDialog::sharedName() const
{
    return m_name->text().trimmed();
}

bool SharedCampaignDialog::remembersPassword() const
{
    return m_remember->isChecked();
}

void SharedCampaignDialog::update()
{
    const Storage::CampaignAddress typed = address();
    const bool complete
        = !typed.host.isEmpty() && !typed.database.isEmpty() && !typed.user.isEmpty();
    m_shown->setText(complete ? typed.shown() : tr("(give the server, the database and the user)"));
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(complete);
}

} // namespace Fray::Ui
