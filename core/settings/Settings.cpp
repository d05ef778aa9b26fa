// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/settings/Settings.h"

namespace Fray {

namespace {

template<typename T>
struct Key
{
    QAnyStringView name;
    T defaultValue;
};

const Key<QByteArray> kMainWindowGeometry{"mainWindow/geometry", {}};
const Key<QByteArray> kMainWindowState{"mainWindow/state", {}};
// Not a group named "general": QSettings' INI files read it back as "General" and the value
// was lost on every start. What those versions wrote is read as a fallback.
const Key<QString> kLanguage{"appearance/language", {}};
const Key<QString> kLanguageBefore{"General/language", {}};
const Key<QString> kTheme{"appearance/theme", QStringLiteral("system")};
const Key<bool> kOddsAsTable{"view/oddsAsTable", false};
const Key<QString> kLastCampaign{"campaign/last", {}};
const Key<QStringList> kRecentCampaigns{"campaign/recent", {}};
const Key<QString> kLastRuleset{"encounter/lastRuleset", {}};
const Key<QString> kSharedName{"shared/name", {}};
const Key<QStringList> kPrintSheets{"print/sheets",
    {QStringLiteral("roster"), QStringLiteral("statblocks"), QStringLiteral("reference"),
        QStringLiteral("odds")}};

template<typename T>
T read(const QSettings &settings, const Key<T> &key)
{
    const QVariant v = settings.value(key.name);
    return v.isValid() ? v.value<T>() : key.defaultValue;
}

template<typename T>
void write(QSettings &settings, const Key<T> &key, const T &value)
{
    settings.setValue(key.name, value);
}

} // namespace

Settings::Settings() = default;

QByteArray Settings::mainWindowGeometry() const
{
    return read(m_settings, kMainWindowGeometry);
}

void Settings::setMainWindowGeometry(const QByteArray &geometry)
{
    write(m_settings, kMainWindowGeometry, geometry);
}

QByteArray Settings::mainWindowState() const
{
    return read(m_settings, kMainWindowState);
}

void Settings::setMainWindowState(const QByteArray &state)
{
    write(m_settings, kMainWindowState, state);
}

QString Settings::language() const
{
    return m_settings.contains(kLanguage.name) ? read(m_settings, kLanguage)
                                               : read(m_settings, kLanguageBefore);
}

void Settings::setLanguage(const QString &code)
{
    write(m_settings, kLanguage, code);
}

QString Settings::theme() const
{
    return read(m_settings, kTheme);
}

void Settings::setTheme(const QString &theme)
{
    write(m_settings, kTheme, theme);
}

bool Settings::oddsAsTable() const
{
    return read(m_settings, kOddsAsTable);
}

void Settings::setOddsAsTable(bool table)
{
    write(m_settings, kOddsAsTable, table);
}

QString Settings::lastCampaignPath() const
{
    return read(m_settings, kLastCampaign);
}

void Settings::setLastCampaignPath(const QString &path)
{
    write(m_settings, kLastCampaign, path);
}

QString Settings::lastRuleset() const
{
    return read(m_settings, kLastRuleset);
}

void Settings::setLastRuleset(const QString &id)
{
    write(m_settings, kLastRuleset, id);
}

QString Settings::sharedName() const
{
    return read(m_settings, kSharedName);
}

void Settings::setSharedName(const QString &name)
{
    write(m_settings, kSharedName, name);
}

QStringList Settings::printSheets() const
{
    return read(m_settings, kPrintSheets);
}

void Settings::setPrintSheets(const QStringList &ids)
{
    write(m_settings, kPrintSheets, ids);
}

QStringList Settings::recentCampaigns() const
{
    return read(m_settings, kRecentCampaigns);
}

void Settings::addRecentCampaign(const QString &path)
{
    QStringList recent = recentCampaigns();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > maxRecentCampaigns)
        recent.removeLast();
    write(m_settings, kRecentCampaigns, recent);
}

} // namespace Fray
