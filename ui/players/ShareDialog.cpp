// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/players/ShareDialog.h"

#include "core/encounter/Encounter.h"
#include "playerpage/PageFeed.h"
#include "playerpage/ShareServer.h"
#include "ui/players/QrCode.h"
#include "ui_ShareDialog.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QNetworkInterface>
#include <QPushButton>

namespace Fray::Ui {

ShareDialog::ShareDialog(QAction *reveal, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<::Ui::ShareDialog>())
    , m_reveal(reveal)
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("shareDialog"));
    fillInterfaces();
    // The address is what a GM reads out or types when a phone cannot scan.
    QFont address = m_ui->addressLabel->font();
    address.setPointSizeF(address.pointSizeF() * 1.2);
    address.setBold(true);
    m_ui->addressLabel->setFont(address);
    m_ui->revealCheck->setChecked(m_reveal->isChecked());
    connect(m_ui->revealCheck, &QCheckBox::toggled, m_reveal, &QAction::setChecked);
    connect(m_reveal, &QAction::toggled, this, [this](bool on) {
        m_ui->revealCheck->setChecked(on);
        if (m_server)
            m_server->feed().setRevealNumbers(on);
    });
    connect(m_ui->startButton, &QPushButton::clicked, this, &ShareDialog::start);
    connect(m_ui->stopButton, &QPushButton::clicked, this, &ShareDialog::stop);
    connect(m_ui->copyButton, &QPushButton::clicked, this,
        [this] { QGuiApplication::clipboard()->setText(m_url.toString()); });
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::hide);
    showState();
}

ShareDialog::~ShareDialog() = default;

void ShareDialog::fillInterfaces()
{
    // The computer's own address on a network by default, so the page is on the network the GM
    // chose and no other the computer has also joined (a VPN, a café's Wi-Fi); every network
    // only when the GM picks it; this computer only, for a browser beside Fray.
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &i : interfaces) {
        if (!(i.flags() & QNetworkInterface::IsUp) || (i.flags() & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : i.addressEntries()) {
            const QHostAddress a = entry.ip();
            if (a.protocol() != QAbstractSocket::IPv4Protocol || a.isLinkLocal())
                continue;
            m_ui->interfaceCombo->addItem(
                tr("%1 (%2)").arg(a.toString(), i.humanReadableName()), a.toString());
        }
    }
    const bool noNetwork = m_ui->interfaceCombo->count() == 0;
    m_ui->interfaceCombo->addItem(tr("Every network"), QHostAddress(QHostAddress::Any).toString());
    m_ui->interfaceCombo->addItem(
        tr("This computer only"), QHostAddress(QHostAddress::LocalHost).toString());
    m_ui->interfaceCombo->setCurrentIndex(noNetwork ? m_ui->interfaceCombo->count() - 1 : 0);
}

void ShareDialog::setEncounter(const Encounter::Encounter *encounter)
{
    m_encounter = encounter;
    m_target = 0;
    if (m_server) {
        m_server->feed().setEncounter(encounter);
        m_server->feed().setTarget(0);
    }
}

void ShareDialog::setTarget(Encounter::CombatantId target)
{
    m_target = target;
    if (m_server)
        m_server->feed().setTarget(target);
}

bool ShareDialog::start()
{
    stop();
    const QHostAddress address(m_ui->interfaceCombo->currentData().toString());
    const auto port = quint16(m_ui->portSpin->value());
    auto server = std::make_unique<PlayerPage::ShareServer>();
    QString error;
    if (!server->listen(address, port, &error)) {
        m_error = port ? tr("Fray cannot share on port %1: %2. Choose another port, or any "
                            "free port.")
                             .arg(port)
                             .arg(error)
                       : tr("Fray cannot share: %1").arg(error);
        showState();
        return false;
    }
    m_error.clear();
    server->feed().setEncounter(m_encounter);
    server->feed().setTarget(m_target);
    server->feed().setRevealNumbers(m_reveal->isChecked());
    connect(server.get(), &PlayerPage::ShareServer::connectedDevicesChanged, this, [this] {
        showState();
        Q_EMIT sharingChanged();
    });
    m_server = std::move(server);
    m_url = m_server->pageUrl(PlayerPage::ShareServer::reachableHost(address));
    m_qrCode = qrCodeImage(m_url.toString(QUrl::FullyEncoded).toUtf8());
    showState();
    Q_EMIT sharingChanged();
    return true;
}

void ShareDialog::stop()
{
    if (!m_server)
        return;
    m_server->close();
    m_server.reset();
    m_url.clear();
    m_qrCode = QImage();
    showState();
    Q_EMIT sharingChanged();
}

bool ShareDialog::isSharing() const
{
    return m_server && m_server->isListening();
}

QUrl ShareDialog::pageUrl() const
{
    return m_url;
}

int ShareDialog::connectedDevices() const
{
    return m_server ? m_server->connectedDevices() : 0;
}

QImage ShareDialog::qrCode() const
{
    return m_qrCode;
}

void ShareDialog::showState()
{
    const bool sharing = isSharing();
    m_ui->startButton->setEnabled(!sharing);
    m_ui->stopButton->setEnabled(sharing);
    m_ui->interfaceCombo->setEnabled(!sharing);
    m_ui->portSpin->setEnabled(!sharing);
    m_ui->copyButton->setEnabled(sharing);
    if (!sharing) {
        m_ui->qrLabel->clear();
        m_ui->qrLabel->setText(m_error.isEmpty()
                ? tr("Not sharing. Start to show the page's address and a code to scan.")
                : m_error);
        m_ui->qrLabel->setWordWrap(true);
        m_ui->addressLabel->clear();
        m_ui->devicesLabel->clear();
        return;
    }
    // Whole pixels per module, so the code stays sharp for a camera.
    const int side = m_ui->qrLabel->minimumHeight();
    const int scale = std::max(1, side / std::max(1, m_qrCode.width()));
    m_ui->qrLabel->setPixmap(QPixmap::fromImage(
        m_qrCode.scaled(m_qrCode.size() * scale, Qt::IgnoreAspectRatio, Qt::FastTransformation)));
    m_ui->addressLabel->setText(m_url.toString());
    const int devices = connectedDevices();
    m_ui->devicesLabel->setText(devices == 0
            ? tr("No device is following the page yet.")
            : tr("%n device(s) following the page.", nullptr, devices));
}

} // namespace Fray::Ui
