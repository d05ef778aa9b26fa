// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QMap>

class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace Fray::Ui {

class EncounterSession;

// Encounter › Check Surprise: one row per side with the values the ruleset's surprise check
// reads (a check target, a bonus), Roll All, and what each side's roll gave. A value the
// document leaves to the GM (C&C's WIS check target) starts empty and must be given.
class SurpriseDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SurpriseDialog(EncounterSession *session, QWidget *parent = nullptr);

    // The side ids, in the order of their rows.
    const QStringList &sides() const { return m_sides; }
    // The field of `variable` in the row of `side`.
    QSpinBox *field(const QString &side, const QString &variable) const;
    // What the roll gave for `side` (empty before Roll All).
    QString result(const QString &side) const;

Q_SIGNALS:
    void message(const QString &text);

private:
    void rollAll();
    void updateRollButton();

    EncounterSession *m_session;
    QStringList m_sides;
    QStringList m_variables; // read by the check and given by the GM
    QMap<QString, QSpinBox *> m_fields; // "side\nvariable"
    QMap<QString, QLabel *> m_results; // by side
    QPushButton *m_roll = nullptr;
    bool m_rolled = false;
};

} // namespace Fray::Ui
