// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/encounter/Combatant.h"

#include <QDialog>
#include <QPointer>
#include <QUrl>

#include <memory>

class QAction;

namespace Ui {
class ShareDialog;
}

namespace Fray::Encounter {
class Encounter;
}
namespace Fray::PlayerPage {
class ShareServer;
}

namespace Fray::Ui {

// Tools › Share with Players…: starts the players' page on the local network for the open
// fight and shows its address, a QR code to scan and how many devices follow it. Off until the
// GM starts it; each start is a new share with a new token, so an old address stops working.
// Closing the dialog keeps sharing; Stop ends it.
class ShareDialog : public QDialog
{
    Q_OBJECT

public:
    // `reveal` is the checkable switch that shows players foes' defence and hit points.
    ShareDialog(QAction *reveal, QWidget *parent = nullptr);
    ~ShareDialog() override;

    // The fight the page shows; null shows none (players see that no fight is open).
    void setEncounter(const Encounter::Encounter *encounter);
    // The target the party's odds are for.
    void setTarget(Encounter::CombatantId target);

    // Starts sharing on the chosen address and port; false with the reason shown if it cannot.
    bool start();
    void stop();
    bool isSharing() const;
    // The address players open, token included; empty when not sharing.
    QUrl pageUrl() const;
    int connectedDevices() const;
    // The QR code shown, for tests to decode or compare.
    QImage qrCode() const;

Q_SIGNALS:
    // Sharing started or stopped, or the number of devices changed.
    void sharingChanged();

private:
    void fillInterfaces();
    void showState();

    std::unique_ptr<::Ui::ShareDialog> m_ui;
    QAction *m_reveal;
    std::unique_ptr<PlayerPage::ShareServer> m_server;
    QPointer<const Encounter::Encounter> m_encounter;
    Encounter::CombatantId m_target = 0;
    QUrl m_url;
    QImage m_qrCode;
    QString m_error;
};

} // namespace Fray::Ui
