// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/LibraryEntry.h"

#include <QAbstractTableModel>
#include <QHash>

#include <vector>

namespace Fray::Storage {
class Campaign;
}

namespace Fray::Ui {

// The library entries matching a search, as Campaign::searchLibrary finds them (at most
// `limit`, sorted by name), so a library of ten thousand is never loaded whole. Entries drag
// out as their ids (Library::EntryDrag).
class LibraryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Kind, Ruleset, Tags, HitPoints, ColumnCount };
    enum Role {
        RawValueRole = Qt::UserRole + 1, // the stored value behind the text (ids, not labels)
        EntryIdRole, // qint64
    };
    static constexpr int limit = 200;

    explicit LibraryModel(QObject *parent = nullptr);

    // The campaign searched (null: no rows). The rows are searched again.
    void setCampaign(const Storage::Campaign *campaign);
    const Storage::Campaign *campaign() const { return m_campaign; }
    // Display names of the rulesets by id; an unknown id is shown as it is.
    void setRulesetNames(const QHash<QString, QString> &names);
    // Searches again with these words, ruleset id and kind (empty = any).
    void setFilter(const QString &text, const QString &ruleset, const QString &kind);
    // Both at once: one search.
    void search(const Storage::Campaign *campaign, const QString &text, const QString &ruleset,
        const QString &kind);
    // Searches again with the same filter (after the library changed).
    void refresh();

    const Library::LibraryEntry *entry(int row) const;
    int rowOf(qint64 id) const;
    // True when the search found more than `limit` entries and only the first are shown.
    bool isTruncated() const { return m_truncated; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

private:
    QVariant display(const Library::LibraryEntry &entry, int column) const;

    const Storage::Campaign *m_campaign = nullptr;
    QHash<QString, QString> m_rulesetNames;
    QString m_text;
    QString m_ruleset;
    QString m_kind;
    std::vector<Library::LibraryEntry> m_rows;
    bool m_truncated = false;
};

} // namespace Fray::Ui
