// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/ShortcutsDialog.h"

#include "ui_ShortcutsDialog.h"

#include <QMenu>
#include <QMenuBar>

namespace Fray::Ui {

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menus, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<::Ui::ShortcutsDialog>())
{
    m_ui->setupUi(this);
    // A screen reader says the tree by the dialog's title (a tree takes no name from a label).
    m_ui->tree->setAccessibleName(windowTitle());
    const QList<QAction *> top = menus->actions();
    for (const QAction *menuAction : top) {
        const QMenu *menu = menuAction->menu();
        if (!menu)
            continue;
        auto *group = new QTreeWidgetItem(
            m_ui->tree, {QString(menuAction->text()).remove(QLatin1Char('&'))});
        const QList<QAction *> actions = menu->actions();
        for (const QAction *a : actions) {
            if (a->isSeparator() || a->menu() || a->shortcuts().isEmpty())
                continue;
            QStringList keys;
            for (const QKeySequence &k : a->shortcuts())
                keys << k.toString(QKeySequence::NativeText);
            new QTreeWidgetItem(group,
                {QString(a->text()).remove(QLatin1Char('&')).remove(QStringLiteral("…")),
                    keys.join(QStringLiteral(", "))});
        }
    }
    m_ui->tree->expandAll();
    m_ui->tree->resizeColumnToContents(0);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

ShortcutsDialog::~ShortcutsDialog() = default;

} // namespace Fray::Ui
