// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace Fray {

// The one place that knows Fray's persistent preferences: each key and its default live in
// Settings.cpp, so no other code spells a QSettings key.
class Settings
{
public:
    Settings();

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray &geometry);

    QByteArray mainWindowState() const;
    void setMainWindowState(const QByteArray &state);

    // Empty means "follow the system locale".
    QString language() const;
    void setLanguage(const QString &code);

    // "system" (the default), "light" or "dark".
    QString theme() const;
    void setTheme(const QString &theme);

    // View › Odds as Table: the odds curve as a table instead of the chart.
    bool oddsAsTable() const;
    void setOddsAsTable(bool table);

    QString lastCampaignPath() const;
    void setLastCampaignPath(const QString &path);

    // The name other Frays on a shared campaign know this one by ("Mira's laptop"); empty: the
    // computer's name.
    QString sharedName() const;
    void setSharedName(const QString &name);

    // The ruleset a new encounter was last made with.
    QString lastRuleset() const;
    void setLastRuleset(const QString &id);

    // The sheets File › Print… and Export PDF… last printed, by the ids `fray-cli sheet
    // --kind` takes; all four until the GM chooses.
    QStringList printSheets() const;
    void setPrintSheets(const QStringList &ids);

    QStringList recentCampaigns() const;
    void addRecentCampaign(const QString &path);

    static constexpr int maxRecentCampaigns = 8;

    void sync() { m_settings.sync(); }

private:
    QSettings m_settings;
};

} // namespace Fray
