// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/Phrase.h"

#include <QCoreApplication>
#include <QLocale>

namespace Fray::Encounter {

namespace {

// What QCoreApplication::translate does with %n when no catalogue has the string.
QString withCount(QString text, int n)
{
    if (n < 0)
        return text;
    text.replace(QLatin1StringView("%Ln"), QLocale::c().toString(n));
    text.replace(QLatin1StringView("%n"), QString::number(n));
    return text;
}

// %1 ... %99 replaced in one pass, as QString::arg(a, b, ...) does, so a name that holds "%2"
// stays as it is. A marker without an argument stays too.
QString substitute(const QString &format, const QStringList &args)
{
    QString out;
    out.reserve(format.size() + 16 * args.size());
    for (qsizetype i = 0; i < format.size(); ++i) {
        const QChar c = format[i];
        if (c != u'%' || i + 1 >= format.size() || !format[i + 1].isDigit()) {
            out += c;
            continue;
        }
        qsizetype end = i + 1;
        int number = format[end++].digitValue();
        if (end < format.size() && format[end].isDigit()
            && number * 10 + format[end].digitValue() <= args.size())
            number = number * 10 + format[end++].digitValue();
        if (number < 1 || number > args.size()) {
            out += c;
            continue;
        }
        out += args[number - 1];
        i = end - 1;
    }
    return out;
}

} // namespace

Phrase::Phrase(const char *context, const char *source, int n)
    : Phrase(QByteArray(context), QByteArray(source), n)
{ }

Phrase::Phrase(QByteArray context, QByteArray source, int n)
    : m_kind(Kind::Translated)
    , m_context(std::move(context))
    , m_source(std::move(source))
    , m_count(n < 0 ? -1 : n)
{ }

Phrase Phrase::text(const QString &plain)
{
    Phrase p;
    p.m_kind = Kind::Text;
    p.m_text = plain;
    return p;
}

Phrase Phrase::local(const LocalText &words)
{
    if (!words.hasLanguages())
        return text(words.english());
    Phrase p;
    p.m_kind = Kind::Local;
    p.m_local = words;
    return p;
}

Phrase Phrase::number(qint64 value)
{
    Phrase p;
    p.m_kind = Kind::Number;
    p.m_value = value;
    return p;
}

Phrase Phrase::joined(std::vector<Phrase> parts, const QString &separator)
{
    std::erase_if(parts, [](const Phrase &part) { return part.isEmpty(); });
    if (parts.empty())
        return Phrase();
    if (parts.size() == 1)
        return std::move(parts.front());
    Phrase p;
    p.m_kind = Kind::Joined;
    p.m_text = separator;
    p.m_parts = std::move(parts);
    return p;
}

Phrase &Phrase::arg(Phrase value)
{
    // Nothing at all (an empty order, say) is kept as an empty text, as files write it.
    m_parts.push_back(value.m_kind == Kind::Empty ? text(QString()) : std::move(value));
    return *this;
}

bool Phrase::isEmpty() const
{
    switch (m_kind) {
    case Kind::Empty:
        return true;
    case Kind::Text:
        return m_text.isEmpty();
    case Kind::Local:
        return m_local.isEmpty();
    case Kind::Translated:
        return m_source.isEmpty();
    case Kind::Joined:
        return m_parts.empty();
    case Kind::Number:
        break;
    }
    return false;
}

bool Phrase::hasLanguages() const
{
    return m_kind == Kind::Local
        || std::any_of(
            m_parts.begin(), m_parts.end(), [](const Phrase &part) { return part.hasLanguages(); });
}

QString Phrase::render() const
{
    return render(true);
}

QString Phrase::sourceText() const
{
    return render(false);
}

QString Phrase::render(bool translated) const
{
    switch (m_kind) {
    case Kind::Empty:
        return QString();
    case Kind::Text:
        return m_text;
    case Kind::Local:
        return translated ? m_local.shown() : m_local.english();
    case Kind::Number:
        return translated ? QLocale().toString(m_value) : QString::number(m_value);
    case Kind::Joined: {
        QStringList shown;
        for (const Phrase &part : m_parts) {
            if (QString s = part.render(translated); !s.isEmpty())
                shown << s;
        }
        return shown.join(m_text);
    }
    case Kind::Translated: {
        const QString format = translated ? QCoreApplication::translate(
                                   m_context.constData(), m_source.constData(), nullptr, m_count)
                                          : withCount(QString::fromUtf8(m_source), m_count);
        QStringList args;
        args.reserve(qsizetype(m_parts.size()));
        for (const Phrase &part : m_parts)
            args << part.render(translated);
        return substitute(format, args);
    }
    }
    return QString();
}

bool Phrase::operator==(const Phrase &other) const
{
    return m_kind == other.m_kind && m_context == other.m_context && m_source == other.m_source
        && m_count == other.m_count && m_text == other.m_text && m_local == other.m_local
        && m_value == other.m_value && m_parts == other.m_parts;
}

} // namespace Fray::Encounter
