// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/DisplayNames.h"

#include "core/rules/Ruleset.h"

namespace Fray::Rules {

namespace {

struct Name
{
    const char *id;
    const char *source;
};

// The sides a ruleset gets when it lists none, and the neutrals a GM adds most often.
constexpr Name kSides[] = {
    {"party", QT_TRANSLATE_NOOP("Fray::Rules::DisplayNames", "party")},
    {"foes", QT_TRANSLATE_NOOP("Fray::Rules::DisplayNames", "foes")},
    {"neutrals", QT_TRANSLATE_NOOP("Fray::Rules::DisplayNames", "neutrals")},
};

// The attack kinds a ruleset gets when it lists none.
constexpr Name kAttackKinds[] = {
    {"melee", QT_TRANSLATE_NOOP("Fray::Rules::DisplayNames", "melee")},
    {"ranged", QT_TRANSLATE_NOOP("Fray::Rules::DisplayNames", "ranged")},
    {"thrown", QT_TRANSLATE_NOOP("Fray::Rules::DisplayNames", "thrown")},
    {"missile", QT_TRANSLATE_NOOP("Fray::Rules::DisplayNames", "missile")},
    {"touch", QT_TRANSLATE_NOOP("Fray::Rules::DisplayNames", "touch")},
};

template<std::size_t N>
const char *find(const Name (&names)[N], const QString &id)
{
    for (const Name &name : names) {
        if (id == QLatin1StringView(name.id))
            return name.source;
    }
    return nullptr;
}

template<std::size_t N>
QString idOf(const Name (&names)[N], const QString &shown)
{
    const QString typed = shown.trimmed();
    for (const Name &name : names) {
        if (typed.compare(QLatin1StringView(name.id), Qt::CaseInsensitive) == 0
            || typed.compare(DisplayNames::tr(name.source), Qt::CaseInsensitive) == 0)
            return QString::fromLatin1(name.id);
    }
    return typed;
}

} // namespace

const char *DisplayNames::sideSource(const QString &id)
{
    return find(kSides, id);
}

const char *DisplayNames::attackKindSource(const QString &kind)
{
    return find(kAttackKinds, kind);
}

QString DisplayNames::side(const QString &id, const Ruleset *ruleset)
{
    // A label that only capitalises the id ("Party") is the default, not a name of the
    // ruleset's own ("Heroes").
    if (ruleset) {
        for (const Side &s : ruleset->sides) {
            if (s.id == id && !s.label.isEmpty() && s.label.compare(id, Qt::CaseInsensitive) != 0)
                return s.label;
        }
    }
    if (const char *source = sideSource(id))
        return tr(source);
    return id;
}

QString DisplayNames::attackKind(const QString &kind)
{
    if (const char *source = attackKindSource(kind))
        return tr(source);
    return kind;
}

QString DisplayNames::attackKinds(const QStringList &kinds)
{
    QStringList names;
    names.reserve(kinds.size());
    for (const QString &kind : kinds)
        names << attackKind(kind);
    return names.join(QStringLiteral(", "));
}

QString DisplayNames::sideId(const QString &shown, const Ruleset *ruleset)
{
    if (ruleset) {
        const QString typed = shown.trimmed();
        for (const Side &s : ruleset->sides) {
            if (typed.compare(s.id, Qt::CaseInsensitive) == 0
                || (!s.label.isEmpty() && typed.compare(s.label, Qt::CaseInsensitive) == 0))
                return s.id;
        }
    }
    return idOf(kSides, shown);
}

QString DisplayNames::attackKindId(const QString &shown)
{
    return idOf(kAttackKinds, shown);
}

} // namespace Fray::Rules
