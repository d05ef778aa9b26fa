// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/encounter/LogModel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>

namespace Fray::Ui {

LogModel::LogModel(const Encounter::Encounter &encounter, QObject *parent)
    : QAbstractListModel(parent)
    , m_encounter(encounter)
    , m_rows(int(encounter.state().log.size()))
{
    // The encounter appends first and tells after, so the new rows are announced here.
    connect(&encounter, &Encounter::Encounter::logAppended, this, [this] {
        const int now = int(m_encounter.state().log.size());
        if (now <= m_rows)
            return;
        beginInsertRows({}, m_rows, now - 1);
        m_rows = now;
        endInsertRows();
    });
    connect(&encounter, &Encounter::Encounter::logReset, this, [this] {
        beginResetModel();
        m_rows = int(m_encounter.state().log.size());
        m_shown.clear();
        endResetModel();
    });
    // Lines are translated as they are shown: a catalogue installed or removed (the
    // application is told with a LanguageChange event) changes every line.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool LogModel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange
        && m_rows > 0) {
        m_shown.clear();
        Q_EMIT dataChanged(index(0), index(m_rows - 1), {Qt::DisplayRole, Qt::ToolTipRole});
    }
    return QAbstractListModel::eventFilter(watched, event);
}

const QString &LogModel::shown(int row) const
{
    if (m_shown.size() < std::size_t(m_rows))
        m_shown.resize(std::size_t(m_rows));
    std::optional<QString> &line = m_shown[std::size_t(row)];
    if (!line)
        line = m_encounter.state().log[std::size_t(row)].shown();
    return *line;
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.row() >= m_rows)
        return {};
    const Encounter::LogEntry &entry = m_encounter.state().log[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return entry.round > 0
            ? tr("Round %1 \u00b7 %2").arg(QLocale().toString(entry.round), shown(index.row()))
            : shown(index.row());
    case Qt::ToolTipRole:
        return shown(index.row());
    case Qt::UserRole:
        return entry.round;
    default:
        return {};
    }
}

} // namespace Fray::Ui
