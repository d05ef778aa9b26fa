// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storage/CampaignAddress.h"

#include <QUrl>
#include <QUrlQuery>

namespace Fray::Storage {

namespace {

const QStringList kSchemes{QStringLiteral("postgresql"), QStringLiteral("postgres")};
const QStringList kSslModes{QStringLiteral("disable"), QStringLiteral("allow"),
    QStringLiteral("prefer"), QStringLiteral("require"), QStringLiteral("verify-ca"),
    QStringLiteral("verify-full")};

} // namespace

bool CampaignAddress::isAddress(const QString &text)
{
    for (const QString &scheme : kSchemes) {
        if (text.startsWith(scheme + QStringLiteral("://"), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

Expected<CampaignAddress, QString> CampaignAddress::parse(const QString &text)
{
    if (!isAddress(text))
        return tr("'%1' is not a server address: it begins with postgresql://").arg(text);
    const QUrl url(text, QUrl::StrictMode);
    // The message never repeats the text: it may hold a password.
    if (!url.isValid())
        return tr("the server address is not valid: %1")
            .arg(url.errorString().replace(text, QStringLiteral("…")));
    CampaignAddress address;
    address.user = url.userName(QUrl::FullyDecoded);
    address.password = url.password(QUrl::FullyDecoded);
    address.host = url.host(QUrl::FullyDecoded);
    address.port = url.port(defaultPort);
    address.database = url.path(QUrl::FullyDecoded).mid(1);
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == u"sslmode") {
            if (!kSslModes.contains(value))
                return tr("the server address's sslmode '%1' is none of %2")
                    .arg(value, kSslModes.join(QStringLiteral(", ")));
            address.sslMode = value;
        } else if (key == u"sslrootcert") {
            address.sslRootCertificate = value;
        } else if (key == u"host") {
            address.host = value;
        } else if (key == u"connect_timeout") {
            bool ok = false;
            address.connectTimeout = value.toInt(&ok);
            if (!ok || address.connectTimeout < 1)
                return tr("the server address's connect_timeout '%1' is not a number of seconds")
                    .arg(value);
        } else {
            return tr("the server address has '%1', which Fray does not know (it knows sslmode, "
                      "sslrootcert, host and connect_timeout)")
                .arg(key);
        }
    }
    if (address.host.isEmpty())
        return tr("the server address names no server (postgresql://USER@HOST/DATABASE)");
    if (address.database.isEmpty() || address.database.contains(QLatin1Char('/')))
        return tr("the server address names no database (postgresql://USER@HOST/DATABASE)");
    return address;
}

QString CampaignAddress::shown() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(user);
    // A socket's folder is no host name: it goes in the query, as libpq reads it.
    const bool socket = host.startsWith(QLatin1Char('/'));
    url.setHost(socket ? QStringLiteral("localhost") : host);
    if (port != defaultPort)
        url.setPort(port);
    url.setPath(QLatin1Char('/') + database);
    QUrlQuery query;
    if (socket)
        query.addQueryItem(QStringLiteral("host"), host);
    if (!sslMode.isEmpty())
        query.addQueryItem(QStringLiteral("sslmode"), sslMode);
    if (!sslRootCertificate.isEmpty())
        query.addQueryItem(QStringLiteral("sslrootcert"), sslRootCertificate);
    if (connectTimeout != 10)
        query.addQueryItem(QStringLiteral("connect_timeout"), QString::number(connectTimeout));
    url.setQuery(query);
    return url.toString();
}

QString CampaignAddress::withPassword() const
{
    QUrl url(shown());
    url.setPassword(password, QUrl::DecodedMode);
    return url.toString(QUrl::FullyEncoded);
}

QString CampaignAddress::connectOptions() const
{
    QStringList options{QStringLiteral("connect_timeout=%1").arg(connectTimeout)};
    if (!sslMode.isEmpty())
        options << QStringLiteral("sslmode=") + sslMode;
    if (!sslRootCertificate.isEmpty())
        options << QStringLiteral("sslrootcert=") + sslRootCertificate;
    return options.join(QLatin1Char(';'));
}

} // namespace Fray::Storage
