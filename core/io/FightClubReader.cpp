// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/FightClubReader.h"

#include "core/io/ForeignActions.h"
#include "core/io/ForeignJson.h"
#include "core/io/StatText.h"

#include <QXmlStreamReader>

namespace Fray::Io {

namespace {

// No element of the compendium schema has more than a few attributes (<compendium version=
// auto_indent=>); a start tag with many is refused by a plain scan of the bytes, because the XML
// reader checks each attribute against all before it (quadratic), so it cannot be asked first.
constexpr qsizetype kMaxAttributes = 32;

// Where a start tag has more attributes than the schema can have: "line 3: <monster> has more
// than 32 attributes", or empty. Comments, CDATA and processing instructions are stepped over;
// malformed text is left for the XML reader to report.
QString tooManyAttributes(const QByteArray &bytes)
{
    const qsizetype n = bytes.size();
    const char *b = bytes.constData();
    qint64 line = 1;
    const auto skipTo = [&](qsizetype from, const char *end) {
        const qsizetype at = bytes.indexOf(end, from);
        const qsizetype stop = at < 0 ? n : at + qsizetype(qstrlen(end));
        for (qsizetype k = from; k < stop; ++k)
            line += b[k] == '\n' ? 1 : 0;
        return stop;
    };
    for (qsizetype i = 0; i < n;) {
        if (b[i] != '<') {
            line += b[i] == '\n' ? 1 : 0;
            ++i;
            continue;
        }
        const QByteArrayView rest(b + i, n - i);
        if (rest.startsWith("<!--")) {
            i = skipTo(i, "-->");
            continue;
        }
        if (rest.startsWith("<![CDATA[")) {
            i = skipTo(i, "]]>");
            continue;
        }
        if (rest.startsWith("<?")) {
            i = skipTo(i, "?>");
            continue;
        }
        if (rest.startsWith("</") || rest.startsWith("<!")) {
            ++i;
            continue;
        }
        const qint64 tagLine = line;
        qsizetype j = i + 1;
        while (j < n && !QChar::isSpace(uchar(b[j])) && b[j] != '>' && b[j] != '/')
            ++j;
        const QByteArray name(b + i + 1, j - i - 1);
        qsizetype attributes = 0;
        char quote = 0;
        for (; j < n; ++j) {
            const char c = b[j];
            line += c == '\n' ? 1 : 0;
            if (quote) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '=') {
                if (++attributes > kMaxAttributes)
                    return FightClubReader::tr(
                        "line %1: <%2> has more than %3 attributes; no element of a Fight Club 5 "
                        "compendium has that many")
                        .arg(tagLine)
                        .arg(QString::fromUtf8(name.left(100)))
                        .arg(kMaxAttributes);
            } else if (c == '>' || c == '<') {
                break;
            }
        }
        i = j < n && b[j] == '<' ? j : j + 1;
    }
    return QString();
}

class Reader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Io::FightClubReader)

public:
    explicit Reader(const QByteArray &bytes)
        : m_xml(bytes)
    { }

    Expected<ForeignFile, QString> run()
    {
        while (next()) {
            if (m_xml.isStartElement()) {
                if (m_xml.name() != u"compendium")
                    return failHere(tr("expected <compendium>, found <%1>").arg(m_xml.name()));
                readCompendium();
                break;
            }
        }
        while (m_error.isEmpty() && next()) { } // the rest must be well-formed too
        if (!m_error.isEmpty())
            return m_error;
        if (!m_sawRoot)
            return tr("no <compendium> element");
        return std::move(m_file);
    }

private:
    // The next token, or false at the end or on an error (which is then recorded).
    bool next()
    {
        if (!m_error.isEmpty() || m_xml.atEnd())
            return false;
        m_xml.readNext();
        if (m_xml.tokenType() == QXmlStreamReader::DTD) {
            failHere(tr("the file declares a DTD; Fray does not read DTDs or expand entities"));
            return false;
        }
        if (m_xml.tokenType() == QXmlStreamReader::EntityReference) {
            failHere(tr("the entity '&%1;' is not expanded").arg(m_xml.name()));
            return false;
        }
        if (m_xml.hasError()) {
            const bool truncated = m_xml.error() == QXmlStreamReader::PrematureEndOfDocumentError;
            failHere(truncated ? tr("the XML ends before it is complete") : m_xml.errorString());
            return false;
        }
        return !m_xml.atEnd() || m_xml.tokenType() == QXmlStreamReader::EndDocument;
    }

    QString failHere(const QString &message)
    {
        if (m_error.isEmpty())
            m_error = tr("line %1, column %2: %3")
                          .arg(m_xml.lineNumber())
                          .arg(m_xml.columnNumber())
                          .arg(message);
        return m_error;
    }

    // The text of the element just started, up to its end; child elements' texts are joined.
    QString elementText()
    {
        QString text;
        int depth = 1;
        while (depth > 0 && next()) {
            if (m_xml.isStartElement())
                ++depth;
            else if (m_xml.isEndElement())
                --depth;
            else if (m_xml.isCharacters())
                text += m_xml.text();
            if (text.size() > ForeignJson::maxText) {
                failHere(tr("a text longer than the %1 characters an import takes")
                             .arg(ForeignJson::maxText));
                return QString();
            }
        }
        return text.trimmed();
    }

    void readCompendium()
    {
        m_sawRoot = true;
        while (next()) {
            if (m_xml.isEndElement())
                return;
            if (!m_xml.isStartElement())
                continue;
            if (m_xml.name() == u"monster") {
                readMonster();
            } else {
                m_file.skipped[m_xml.name().toString()] += 1;
                elementText();
            }
        }
    }

    struct Block
    {
        QString name;
        QStringList texts;
        QStringList attacks;
    };

    Block readBlock()
    {
        Block b;
        while (next()) {
            if (m_xml.isEndElement())
                break;
            if (!m_xml.isStartElement())
                continue;
            const QString child = m_xml.name().toString();
            const QString text = elementText();
            if (child == u"name")
                b.name = text;
            else if (child == u"attack")
                b.attacks << text;
            else
                b.texts << text;
        }
        return b;
    }

    void readMonster()
    {
        ForeignCreature c;
        while (next()) {
            if (m_xml.isEndElement())
                break;
            if (!m_xml.isStartElement())
                continue;
            const QString child = m_xml.name().toString();
            if (child == u"action" || child == u"trait" || child == u"legendary"
                || child == u"reaction") {
                const Block b = readBlock();
                readAction(child, b, c);
                continue;
            }
            const QString text = elementText();
            if (!m_error.isEmpty())
                return;
            if (child == u"name") {
                c.name = text;
            } else if (child == u"ac") {
                const auto ac = StatText::numberAndNote(text);
                c.ac = ac.number;
                c.acText = text;
                if (!ac.unread.isEmpty())
                    c.unread.insert(child, {ac.unread, StatText::notAWholeNumber()});
            } else if (child == u"hp") {
                const auto hp = StatText::numberAndNote(text);
                c.hp = hp.number;
                if (!hp.unread.isEmpty())
                    c.unread.insert(child, {hp.unread, StatText::notAWholeNumber()});
                c.hpDice = StatText::dice(hp.note);
                if (const QString why = StatText::diceProblem(hp.note); !why.isEmpty())
                    c.unread.insert(QStringLiteral("hd"), {hp.note, why});
            } else if (ForeignCreature::abilityIds().contains(child)) {
                if (const auto n = StatText::wholeNumber(text))
                    c.abilities.insert(child, *n);
                else if (!text.isEmpty())
                    c.unread.insert(child, {text, StatText::notAWholeNumber()});
            } else if (child == u"cr") {
                c.crText = text;
                c.cr = StatText::challenge(text);
                if (!c.cr && !text.isEmpty())
                    c.unread.insert(child, {text, StatText::notAWholeNumber()});
            } else if (child == u"description") {
                c.notes = text;
            } else if (!text.isEmpty()) {
                // size, type, alignment, speed, save, skill, resist, senses, languages, spells ...
                c.lost << child;
            }
        }
        if (m_error.isEmpty())
            m_file.creatures.push_back(std::move(c));
    }

    void readAction(const QString &kind, const Block &b, ForeignCreature &c)
    {
        using Part = ForeignActions::Part;
        const Part part = kind == u"action" ? Part::Action
            : kind == u"trait"              ? Part::Trait
            : kind == u"legendary"          ? Part::Legendary
                                            : Part::Reaction;
        const QString text = b.texts.join(QLatin1Char(' '));
        std::vector<ForeignAttack> attacks;
        for (const QString &attack : b.attacks) {
            // "Name|+4|1d6+2"; the name part may be empty (the action's own name).
            const QStringList parts = attack.split(QLatin1Char('|'));
            if (parts.size() != 3)
                continue;
            ForeignAttack a;
            a.name = parts[0].trimmed().isEmpty() ? b.name : parts[0].trimmed();
            const QString bonus = parts[1].trimmed();
            a.bonus = StatText::wholeNumber(bonus);
            if (!a.bonus && !bonus.isEmpty())
                a.unread.insert(QStringLiteral("bonus"), {bonus, StatText::notAWholeNumber()});
            a.damage = StatText::dice(parts[2]);
            if (const QString why = StatText::diceProblem(parts[2]); !why.isEmpty())
                a.unread.insert(QStringLiteral("damage"), {parts[2].trimmed(), why});
            a.kind = StatText::attackKind(text);
            // The attack element has the first damage only; a hit's "plus 3 (1d6) poison
            // damage" is in the action's text (one attack to an action, so it is this one's).
            if (const QString extra = StatText::extraDamage(text);
                !a.damage.isEmpty() && !extra.isEmpty() && b.attacks.size() == 1)
                a.damage += QLatin1Char('+') + extra;
            attacks.push_back(a);
        }
        ForeignActions::add(c, part, b.name, text, std::move(attacks));
    }

    QXmlStreamReader m_xml;
    ForeignFile m_file;
    QString m_error;
    bool m_sawRoot = false;
};

} // namespace

bool FightClubReader::recognises(const QByteArray &bytes)
{
    const QByteArray start = bytes.left(4096).trimmed();
    return start.startsWith("<") && (start.contains("<compendium") || start.startsWith("<?xml"));
}

Expected<ForeignFile, QString> FightClubReader::read(const QByteArray &bytes)
{
    if (const QString error = tooManyAttributes(bytes); !error.isEmpty())
        return error;
    return Reader(bytes).run();
}

} // namespace Fray::Io
