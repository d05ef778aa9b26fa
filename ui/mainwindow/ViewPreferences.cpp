// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/ViewPreferences.h"

#include "core/i18n/Translations.h"
#include "core/settings/Settings.h"
#include "ui/mainwindow/Theme.h"

#include <QActionGroup>
#include <QLocale>
#include <QMenu>

namespace Fray::Ui {

ViewPreferences::ViewPreferences(QMenu *view, QObject *parent)
    : QObject(parent)
{
    view->addSeparator();
    addThemeMenu(view);
    addLanguageMenu(view);
}

void ViewPreferences::addThemeMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("&Theme"));
    menu->setObjectName(QStringLiteral("menuTheme"));
    auto *group = new QActionGroup(menu);
    const QString current = Settings().theme();
    const std::pair<QString, QString> themes[] = {{QStringLiteral("system"), tr("&System")},
        {QStringLiteral("light"), tr("&Light")}, {QStringLiteral("dark"), tr("&Dark")}};
    for (const auto &[id, label] : themes) {
        QAction *action = menu->addAction(label);
        action->setObjectName(QStringLiteral("actionTheme_") + id);
        action->setCheckable(true);
        action->setChecked(id == current || (id == u"system" && current.isEmpty()));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [id] {
            Settings().setTheme(id);
            Theme::apply(id);
        });
    }
}

void ViewPreferences::addLanguageMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("menuLanguage"));
    auto *group = new QActionGroup(menu);
    const QString current = Settings().language();
    QList<std::pair<QString, QString>> languages{{QString(), tr("The System's")}};
    for (const QString &code : Translations::available()) {
        const QString name = Translations::nameOf(code);
        languages.append({code, name.isEmpty() ? code : name});
    }
    for (const auto &[code, label] : std::as_const(languages)) {
        QAction *action = menu->addAction(label);
        action->setObjectName(
            QStringLiteral("actionLanguage_") + (code.isEmpty() ? QStringLiteral("system") : code));
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            Settings().setLanguage(code);
            Q_EMIT message(tr("The language changes when Fray starts again."));
        });
    }
}

} // namespace Fray::Ui
