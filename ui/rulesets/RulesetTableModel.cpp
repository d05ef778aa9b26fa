// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/rulesets/RulesetTableModel.h"

#include "core/rules/RulesetLibrary.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QStyle>

#include <algorithm>

namespace Fray::Ui {

namespace {

QStringList problemLines(const Rules::RulesetLibrary::LoadError &error)
{
    return error.toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

RulesetTableModel::RulesetTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RulesetTableModel::setLibrary(const Rules::RulesetLibrary &library)
{
    beginResetModel();
    m_rows.clear();
    for (const auto &entry : library.entries()) {
        Row row;
        row.name = entry.ruleset->name;
        row.id = entry.ruleset->id;
        row.version = entry.ruleset->version;
        row.path = entry.origin == Rules::RulesetLibrary::Origin::Builtin
            ? QString()
            : QDir::toNativeSeparators(entry.path);
        row.source = row.path.isEmpty() ? tr("Built in")
                                        : tr("Your file %1").arg(QFileInfo(entry.path).fileName());
        row.status = tr("In use");
        if (const auto *broken = library.failed(row.id); broken && broken->earlierKept) {
            row.problems = problemLines(*broken);
            row.failed = true;
            row.status = tr("In use as loaded before: %1 now has %n problem(s)", nullptr,
                int(broken->problems.size()))
                             .arg(QFileInfo(broken->path).fileName());
        }
        m_rows.push_back(row);
    }
    for (const auto &error : library.errors()) {
        if (error.earlierKept)
            continue;
        Row row;
        row.name = error.id.isEmpty() ? QFileInfo(error.path).fileName() : error.id;
        row.id = error.id;
        row.path = QDir::toNativeSeparators(error.path);
        row.source = tr("Your file %1").arg(QFileInfo(error.path).fileName());
        row.status = tr("Did not load: %n problem(s)", nullptr, int(error.problems.size()));
        row.problems = problemLines(error);
        row.failed = true;
        m_rows.push_back(row);
    }
    // The files that need the GM first, then by name.
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const Row &a, const Row &b) {
        if (a.failed != b.failed)
            return a.failed;
        return a.name.localeAwareCompare(b.name) < 0;
    });
    endResetModel();
}

int RulesetTableModel::failedCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row &r) { return r.failed; }));
}

int RulesetTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RulesetTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RulesetTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return row.name;
        case Version:
            return row.version;
        case Source:
            return row.source;
        case Status:
            return row.status;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Name && !row.id.isEmpty())
            return tr("Id: %1").arg(row.id);
        if (index.column() == Source)
            return row.path.isEmpty() ? QVariant() : row.path;
        return row.problems.isEmpty() ? QVariant() : row.problems.join(QLatin1Char('\n'));
    case Qt::DecorationRole:
        if (row.failed && index.column() == Status)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case PathRole:
        return row.path;
    case ProblemsRole:
        return row.problems;
    case FailedRole:
        return row.failed;
    }
    return {};
}

QVariant RulesetTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Ruleset");
    case Version:
        return tr("Version");
    case Source:
        return tr("Source");
    case Status:
        return tr("Status");
    }
    return {};
}

} // namespace Fray::Ui
