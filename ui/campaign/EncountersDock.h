// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

#include <memory>

namespace Ui {
class EncountersDock;
}

namespace Fray::Ui {

class CampaignController;
class EncounterListModel;

// The campaign's encounters: open one, start a new one, rename, put away (one whose fight is
// over, say) or delete. A fight the GM ended reads "over".
class EncountersDock : public QDockWidget
{
    Q_OBJECT

public:
    EncountersDock(CampaignController *controller, QWidget *parent = nullptr);
    ~EncountersDock() override;

    void setCurrent(qint64 id);
    // Reads the campaign's encounters again.
    void refresh();
    // The open fight `id` reached `round`.
    void setRound(qint64 id, qint64 round);

Q_SIGNALS:
    void openRequested(qint64 id);
    void newRequested();
    void message(const QString &text);

private:
    qint64 selectedId() const;
    void updateArchiveButton();

    // The list's current row as the model has it (an invalid index when none is current).
    QModelIndex currentIndex() const;

    CampaignController *m_controller;
    std::unique_ptr<::Ui::EncountersDock> m_ui;
    EncounterListModel *m_model;
};

} // namespace Fray::Ui
