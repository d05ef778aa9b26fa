// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/party/MemberUpdate.h"
#include "core/party/PartyRest.h"

#include <QDialog>

#include <memory>

namespace Ui {
class PartyUpdateDialog;
}

namespace Fray::Ui {

class MemberUpdateModel;

// What a fight's end or a rest will do to the party, shown before anything is written: one row
// per member with its changes. For a rest the GM chooses the ruleset's rest, so many hit points
// or back to full, and the preview follows; its dice are rolled with one seed per dialog, so
// what Apply writes is exactly what was shown.
class PartyUpdateDialog : public QDialog
{
    Q_OBJECT

public:
    // A fight's carry-over, worked out already.
    PartyUpdateDialog(std::vector<Party::MemberUpdate> updates, const QString &fightName,
        QWidget *parent = nullptr);
    // A rest of `party` under `ruleset`.
    PartyUpdateDialog(std::shared_ptr<const Rules::Ruleset> ruleset,
        std::vector<Library::LibraryEntry> party, quint64 seed, QWidget *parent = nullptr);
    ~PartyUpdateDialog() override;

    const std::vector<Party::MemberUpdate> &updates() const;
    // What the history and the journal call it: "End of the fight: Warren", "A day's rest".
    QString description() const { return m_description; }
    MemberUpdateModel *model() const { return m_model; }

private:
    void setUpPreview();
    Party::PartyRest::Plan plan() const;
    void workOutRest();

    std::unique_ptr<::Ui::PartyUpdateDialog> m_ui;
    MemberUpdateModel *m_model;
    std::shared_ptr<const Rules::Ruleset> m_ruleset;
    std::vector<Library::LibraryEntry> m_party;
    quint64 m_seed = 0;
    QString m_description;
};

} // namespace Fray::Ui
