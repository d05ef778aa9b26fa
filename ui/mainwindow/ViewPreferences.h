// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QMenu;

namespace Fray::Ui {

// View › Theme (system, light, dark: applied at once) and View › Language (the catalogues Fray
// ships: used from the next start, as every open window would have to be rebuilt).
class ViewPreferences : public QObject
{
    Q_OBJECT

public:
    explicit ViewPreferences(QMenu *view, QObject *parent = nullptr);

Q_SIGNALS:
    void message(const QString &text);

private:
    void addThemeMenu(QMenu *view);
    void addLanguageMenu(QMenu *view);
};

} // namespace Fray::Ui
