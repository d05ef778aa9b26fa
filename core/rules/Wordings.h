// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/i18n/LocalText.h"

#include <QMap>
#include <QString>

namespace Fray::Rules {

// The texts of one part of a ruleset (a condition, an HP state) that its file gives in several
// languages, by field: "label", "note", "notes[2]". The part's own fields hold each text in the
// language Fray ran in when the file was read, which is what the table, menus and print show;
// these keep every language, for the log (read later, maybe in another language) and for
// writing the file back as it was.
class Wordings
{
public:
    // The field's text in every language: as the file gave it, or else `shown` in all of them.
    LocalText of(const QString &field, const QString &shown) const;
    // Kept only when it has another language than English; a plain text is the field itself.
    void set(const QString &field, const LocalText &text);
    bool isEmpty() const { return m_fields.isEmpty(); }

    bool operator==(const Wordings &) const = default;

private:
    QMap<QString, LocalText> m_fields;
};

// The label of a part of a ruleset (an HP state, a condition, an outcome) in every language its
// file gives: what a log line keeps, so it reads in the language it is read in.
template<typename Part>
LocalText labelOf(const Part &part)
{
    return part.wordings.of(QStringLiteral("label"), part.label);
}

} // namespace Fray::Rules
