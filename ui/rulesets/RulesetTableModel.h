// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace Fray::Rules {
class RulesetLibrary;
}

namespace Fray::Ui {

// Every ruleset Fray knows, built in or from the GM's folder, and every file of that folder
// that did not load, with its problems (file, JSON path, reason): what Tools › Rulesets shows.
class RulesetTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Version, Source, Status, ColumnCount };
    enum Role {
        ProblemsRole = Qt::UserRole + 1, // QStringList, one "file: path: reason" per problem
        FailedRole, // bool: the file on disk did not load
        PathRole, // the GM's file; empty for a built-in ruleset
    };

    explicit RulesetTableModel(QObject *parent = nullptr);

    // Reads the rows afresh from `library`.
    void setLibrary(const Rules::RulesetLibrary &library);
    // How many files did not load.
    int failedCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString name;
        QString id;
        QString version;
        QString source;
        QString path;
        QString status;
        QStringList problems;
        bool failed = false;
    };

    std::vector<Row> m_rows;
};

} // namespace Fray::Ui
