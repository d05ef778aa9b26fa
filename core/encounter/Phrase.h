// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/i18n/LocalText.h"

#include <QByteArray>
#include <QString>

#include <type_traits>
#include <vector>

namespace Fray::Encounter {

// A sentence of the log kept as what tr() was given, not what it returned: the source string
// and its context, an optional %n count and its arguments. It is translated each time it is
// shown, so a line written in English reads in German once German is chosen, and back.
//
// An argument is itself a phrase: plain text shown as it is (a name, dice), a ruleset's text in
// the languages its file gives (shown in the reader's), a number shown in the reader's locale, a
// translated phrase, or parts joined by a separator.
class Phrase
{
public:
    enum class Kind : quint8 { Empty, Text, Number, Translated, Joined, Local };

    Phrase() = default;
    // `source` as QT_TR_NOOP / QT_TR_N_NOOP marked it in `context` (the class tr() uses); `n`
    // is the count for a %n plural, -1 for none.
    Phrase(const char *context, const char *source, int n = -1);
    Phrase(QByteArray context, QByteArray source, int n = -1);
    static Phrase text(const QString &plain);
    // A ruleset's label, note or reminder: in the reader's language when the file gives it, else
    // in English ("dead", "tot"). Given in one language only, it is plain text.
    static Phrase local(const LocalText &text);
    static Phrase number(qint64 value);
    // The parts that are not empty, joined by `separator` (" · ", ", ").
    static Phrase joined(std::vector<Phrase> parts, const QString &separator);

    // The next %1, %2 ... of a translated phrase.
    Phrase &arg(Phrase value);
    Phrase &arg(const QString &plain) { return arg(text(plain)); }
    Phrase &arg(const LocalText &words) { return arg(local(words)); }
    template<typename Integer>
    requires std::is_integral_v<Integer> Phrase &arg(Integer value)
    {
        return arg(number(qint64(value)));
    }

    // In the language installed now, numbers in the default locale.
    QString render() const;
    // In the source language (English, no catalogue), numbers as the C locale writes them:
    // what files and the command line keep.
    QString sourceText() const;

    Kind kind() const { return m_kind; }
    bool isEmpty() const;
    // Whether it holds a ruleset's text in several languages, itself or in a part.
    bool hasLanguages() const;
    const QByteArray &context() const { return m_context; }
    const QByteArray &source() const { return m_source; }
    int count() const { return m_count; }
    // The plain text, or the separator of a joined phrase.
    const QString &plainText() const { return m_text; }
    // The texts of a Local phrase, by language.
    const LocalText &localText() const { return m_local; }
    qint64 value() const { return m_value; }
    // The arguments of a translated phrase, or the parts of a joined one.
    const std::vector<Phrase> &parts() const { return m_parts; }

    bool operator==(const Phrase &other) const;

private:
    QString render(bool translated) const;

    Kind m_kind = Kind::Empty;
    QByteArray m_context;
    QByteArray m_source;
    int m_count = -1;
    QString m_text;
    LocalText m_local;
    qint64 m_value = 0;
    std::vector<Phrase> m_parts;
};

} // namespace Fray::Encounter
