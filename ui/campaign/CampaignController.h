// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"

#include <QObject>

#include <memory>

namespace Fray::Ui {

class EncounterSession;

// The open campaign and what comes with it: the rulesets it can use (built-in, the GM's
// folder, and those stored in the campaign), its encounters and library. Opening the default
// campaign for the first time fills it with the sample content.
class CampaignController : public QObject
{
    Q_OBJECT

public:
    explicit CampaignController(QObject *parent = nullptr);
    ~CampaignController() override;

    // Opens (or creates) a campaign; the current one is closed only once the new one is open.
    std::optional<QString> open(const QString &path);
    // The default campaign in the user's data folder, with the samples on first start.
    std::optional<QString> openDefault();
    // A copy of the current campaign at `path` (VACUUM INTO), then opens the copy.
    std::optional<QString> saveAs(const QString &path);

    Storage::Campaign *campaign() const { return m_campaign.get(); }
    const Rules::RulesetLibrary &rulesets() const { return m_rulesets; }
    QString displayName() const;

    Expected<std::unique_ptr<EncounterSession>, QString> openEncounter(qint64 id, QObject *parent);
    Expected<qint64, QString> createEncounter(const QString &name, const QString &rulesetId);
    Expected<qint64, QString> installSamples();

Q_SIGNALS:
    void campaignChanged();
    void libraryChanged();

private:
    std::unique_ptr<Storage::Campaign> m_campaign;
    Rules::RulesetLibrary m_rulesets;
};

} // namespace Fray::Ui
