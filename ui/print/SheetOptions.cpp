// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/SheetOptions.h"

using namespace Qt::StringLiterals;

namespace Fray::Print {

namespace {

constexpr SheetOptions::Kind kKinds[]
    = {SheetOptions::Kind::Roster, SheetOptions::Kind::StatBlocks, SheetOptions::Kind::Reference,
        SheetOptions::Kind::Odds, SheetOptions::Kind::Wandering, SheetOptions::Kind::All};

} // namespace

bool SheetOptions::includes(Kind sheet) const
{
    if (kinds.contains(sheet))
        return true;
    if (!kinds.contains(Kind::All))
        return false;
    if (sheet == Kind::Odds)
        return !oddsPairs.empty();
    return sheet != Kind::Wandering || !tables.empty();
}

QList<SheetOptions::Kind> SheetOptions::sheets()
{
    return {Kind::Roster, Kind::StatBlocks, Kind::Reference, Kind::Odds, Kind::Wandering};
}

QPageSize SheetOptions::pageSize() const
{
    return QPageSize(paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

QString SheetOptions::kindId(Kind k)
{
    switch (k) {
    case Kind::Roster:
        return u"roster"_s;
    case Kind::StatBlocks:
        return u"statblocks"_s;
    case Kind::Reference:
        return u"reference"_s;
    case Kind::Odds:
        return u"odds"_s;
    case Kind::Wandering:
        return u"wandering"_s;
    case Kind::All:
        break;
    }
    return u"all"_s;
}

QStringList SheetOptions::kindIds()
{
    QStringList ids;
    for (const Kind k : kKinds)
        ids << kindId(k);
    return ids;
}

std::optional<SheetOptions::Kind> SheetOptions::kindFromId(QStringView id)
{
    for (const Kind k : kKinds) {
        if (id.compare(kindId(k), Qt::CaseInsensitive) == 0)
            return k;
    }
    return std::nullopt;
}

std::optional<QList<SheetOptions::Kind>> SheetOptions::kindsFromIds(
    const QStringList &ids, QString *unknown)
{
    QList<Kind> found;
    for (const QString &text : ids) {
        const QStringList parts = text.split(u',');
        for (const QString &part : parts) {
            const auto k = kindFromId(part.trimmed());
            if (!k) {
                if (unknown)
                    *unknown = part.trimmed();
                return std::nullopt;
            }
            if (!found.contains(*k))
                found << *k;
        }
    }
    return found;
}

QString SheetOptions::kindTitle(Kind k)
{
    switch (k) {
    case Kind::Roster:
        return tr("Roster");
    case Kind::StatBlocks:
        return tr("Stat blocks");
    case Kind::Reference:
        return tr("Rules reference");
    case Kind::Odds:
        return tr("Odds");
    case Kind::Wandering:
        return tr("Wandering monsters");
    case Kind::All:
        break;
    }
    return tr("Sheets");
}

std::optional<SheetOptions::Paper> SheetOptions::paperFromId(QStringView id)
{
    if (id.compare(u"a4", Qt::CaseInsensitive) == 0)
        return Paper::A4;
    if (id.compare(u"letter", Qt::CaseInsensitive) == 0)
        return Paper::Letter;
    return std::nullopt;
}

} // namespace Fray::Print
