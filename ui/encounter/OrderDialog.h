// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QPointer>

class QGridLayout;

namespace Fray::Ui {

class EncounterSession;

// Encounter › Encounter Order: the steps the ruleset's document gives for meeting foes, in its
// order (document 000: wandering monsters, how many, surprise, distance, reaction, initiative,
// morale, evasion and pursuit), each with its note; a step with a roll has a Roll button, and
// each chance a step gives (pursuit: monsters stop for food on 1-5 on a d6) its exact chance and
// a button of its own. Every roll goes into the fight's log, whole, and can be undone.
class OrderDialog : public QDialog
{
    Q_OBJECT

public:
    explicit OrderDialog(EncounterSession *session, QWidget *parent = nullptr);

    // The step rows as shown, for tests: the label, then the chance where there is one.
    QStringList lines() const;

Q_SIGNALS:
    void message(const QString &text);

private:
    void roll(const QString &step, int chance);

    QPointer<EncounterSession> m_session;
    QStringList m_lines;
};

} // namespace Fray::Ui
