// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/campaign/ServerPasswords.h"

#ifdef FRAY_HAS_KEYCHAIN
#include <QEventLoop>
#include <qt6keychain/keychain.h>
#endif

namespace Fray::Ui {

namespace {

#ifdef FRAY_HAS_KEYCHAIN
const QString kService = QStringLiteral("Fray shared campaigns");

// A keychain job run to its end (they answer within moments; the GM waits for the answer).
template<typename Job>
void finish(Job &job)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec(QEventLoop::ExcludeUserInputEvents);
}
#endif

} // namespace

bool ServerPasswords::available()
{
#ifdef FRAY_HAS_KEYCHAIN
    return true;
#else
    return false;
#endif
}

std::optional<QString> ServerPasswords::find(const Storage::CampaignAddress &address)
{
#ifdef FRAY_HAS_KEYCHAIN
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(address.shown());
    finish(job);
    if (job.error() == QKeychain::NoError)
        return job.textData();
#else
    Q_UNUSED(address);
#endif
    return std::nullopt;
}

std::optional<QString> ServerPasswords::keep(
    const Storage::CampaignAddress &address, const QString &password)
{
#ifdef FRAY_HAS_KEYCHAIN
    QKeychain::WritePasswordJob job(kService);
    job.setKey(address.shown());
    job.setTextData(password);
    finish(job);
    if (job.error() != QKeychain::NoError)
        return tr("the system's keychain did not keep the password: %1").arg(job.errorString());
    return std::nullopt;
#else
    Q_UNUSED(address);
    Q_UNUSED(password);
    return tr("this Fray was built without a keychain: the password is asked each time");
#endif
}

void ServerPasswords::forget(const Storage::CampaignAddress &address)
{
#ifdef FRAY_HAS_KEYCHAIN
    QKeychain::DeletePasswordJob job(kService);
    job.setKey(address.shown());
    finish(job);
#else
    Q_UNUSED(address);
#endif
}

} // namespace Fray::Ui
