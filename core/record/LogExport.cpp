// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/LogExport.h"

#include "core/record/LuckReport.h"

#include <QLocale>

#include <cmath>

namespace Fray::Record {

namespace {

// One table or list of the record, held as plain text so one writer can lay it out as
// Markdown and the other as HTML.
struct Table
{
    QStringList header;
    std::vector<QStringList> rows;
    std::vector<bool> numeric; // per column: right-aligned
};

struct Section
{
    QString title;
    QStringList lines; // a list, when there is no table
    std::optional<Table> table;
    QString note; // a paragraph under the title
};

QString hpStateLabel(const Encounter::Encounter &encounter, const QString &id)
{
    for (const Rules::HpState &s : encounter.ruleset().hpStates) {
        if (s.id == id)
            return s.label;
    }
    return id;
}

std::vector<Section> sectionsOf(const Encounter::Encounter &encounter)
{
    const Encounter::EncounterState &state = encounter.state();
    const QLocale locale;
    std::vector<Section> sections;

    // The log, a section for each round in the order the lines were written.
    for (const Encounter::LogEntry &entry : state.log) {
        const QString title = entry.round > 0
            ? LogExport::tr("Round %1").arg(locale.toString(entry.round))
            : LogExport::tr("Before the fight");
        if (sections.empty() || sections.back().title != title)
            sections.push_back({title, {}, std::nullopt, {}});
        sections.back().lines << entry.shown();
    }

    Table roster{{LogExport::tr("Combatant"), LogExport::tr("Side"), LogExport::tr("HP"),
                     LogExport::tr("State"), LogExport::tr("Conditions")},
        {}, {false, false, true, false, false}};
    for (const Encounter::Combatant &c : state.combatants) {
        QStringList conditions;
        for (const Encounter::ActiveCondition &a : c.conditions) {
            const Rules::Condition *condition = encounter.condition(a);
            const QString label = condition ? condition->label : a.id;
            conditions << (a.roundsLeft
                    ? LogExport::tr("%1 (%n rounds left)", nullptr, int(*a.roundsLeft)).arg(label)
                    : label);
        }
        roster.rows.push_back({c.name, c.side,
            LogExport::tr("%1 of %2").arg(locale.toString(c.hp), locale.toString(c.maxHp)),
            c.state.isEmpty() ? QString() : hpStateLabel(encounter, c.state),
            conditions.join(QStringLiteral(", "))});
    }
    sections.push_back({LogExport::tr("Combatants"), {}, roster, {}});

    const LuckReport luck = LuckReport::of(state);
    Table perCombatant{{LogExport::tr("Combatant"), LogExport::tr("Attacks"), LogExport::tr("Hits"),
                           LogExport::tr("Expected hits"), LogExport::tr("This well or worse")},
        {}, {false, true, true, true, true}};
    for (const LuckReport::Row &row : luck.rows()) {
        QString chance = LogExport::percent(row.atMost);
        if (row.exactAtMost && row.exactAtMost->denominator.size() <= 7)
            chance += QStringLiteral(" (%1)").arg(row.exactAtMost->toString());
        perCombatant.rows.push_back({row.name, locale.toString(row.attacks),
            locale.toString(row.hits), locale.toString(row.expectedHits, 'f', 2), chance});
    }
    Table attacks{{LogExport::tr("Round"), LogExport::tr("Attacker"), LogExport::tr("Target"),
                      LogExport::tr("Attack"), LogExport::tr("Chance to hit"), LogExport::tr("Hit"),
                      LogExport::tr("Result"), LogExport::tr("Damage")},
        {}, {true, false, false, false, true, false, false, true}};
    for (const LuckReport::Attack &a : luck.attacks()) {
        const Encounter::AttackRecord &r = a.record;
        attacks.rows.push_back({locale.toString(a.round), r.attackerName, r.targetName, r.attack,
            LogExport::percent(r.chance), r.hit ? LogExport::tr("yes") : LogExport::tr("no"),
            r.label.isEmpty() ? r.outcome : r.label,
            r.damage ? locale.toString(*r.damage) : QString()});
    }
    if (luck.rows().empty()) {
        sections.push_back({LogExport::tr("Luck"), {}, std::nullopt,
            LogExport::tr("No attacks were rolled in Fray.")});
    } else {
        sections.push_back({LogExport::tr("Luck"), {}, perCombatant,
            LogExport::tr("Each combatant's hits against the hits its odds promised, and the exact "
                          "chance of hitting that often or less.")});
        sections.push_back({LogExport::tr("Attacks rolled"), {}, attacks, {}});
    }
    return sections;
}

QString title(const Encounter::Encounter &encounter)
{
    const QString name = encounter.state().name;
    return name.isEmpty() ? LogExport::tr("Fight record") : name;
}

QString subtitle(const Encounter::Encounter &encounter)
{
    const qint64 round = encounter.state().round;
    return round > 0
        ? LogExport::tr("%1 · round %2").arg(encounter.ruleset().name, QLocale().toString(round))
        : encounter.ruleset().name;
}

QString markdown(const Encounter::Encounter &encounter)
{
    const auto esc = &LogExport::markdownEscaped;
    QString out
        = QStringLiteral("# %1\n\n%2\n").arg(esc(title(encounter)), esc(subtitle(encounter)));
    for (const Section &s : sectionsOf(encounter)) {
        out += QStringLiteral("\n## %1\n\n").arg(esc(s.title));
        if (!s.note.isEmpty())
            out += esc(s.note) + QStringLiteral("\n\n");
        for (const QString &line : s.lines)
            out += QStringLiteral("- %1\n").arg(esc(line));
        if (!s.table)
            continue;
        QStringList cells, rule;
        for (std::size_t i = 0; i < std::size_t(s.table->header.size()); ++i) {
            cells << esc(s.table->header[qsizetype(i)]);
            rule << (s.table->numeric[i] ? QStringLiteral("---:") : QStringLiteral("---"));
        }
        out += QStringLiteral("| %1 |\n|%2|\n")
                   .arg(cells.join(QStringLiteral(" | ")), rule.join(QLatin1Char('|')));
        for (const QStringList &row : s.table->rows) {
            cells.clear();
            for (const QString &cell : row)
                cells << esc(cell);
            out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
        }
    }
    return out;
}

QString html(const Encounter::Encounter &encounter)
{
    const auto esc = [](const QString &text) { return text.toHtmlEscaped(); };
    QString out
        = QStringLiteral(
            "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<title>%2</title>\n<style>\n"
            "body { font-family: sans-serif; max-width: 60em; margin: 2em auto; padding: 0 1em; "
            "line-height: 1.4; }\n"
            "table { border-collapse: collapse; margin: 0.5em 0 1.5em; }\n"
            "th, td { border: 1px solid #bbb; padding: 0.25em 0.6em; text-align: left; }\n"
            "th { background: #eee; }\ntd.n, th.n { text-align: right; }\n"
            "li { margin: 0.15em 0; }\n"
            "</style>\n</head>\n<body>\n<h1>%2</h1>\n<p>%3</p>\n")
              .arg(esc(QLocale().bcp47Name()), esc(title(encounter)), esc(subtitle(encounter)));
    for (const Section &s : sectionsOf(encounter)) {
        out += QStringLiteral("<section>\n<h2>%1</h2>\n").arg(esc(s.title));
        if (!s.note.isEmpty())
            out += QStringLiteral("<p>%1</p>\n").arg(esc(s.note));
        if (!s.lines.isEmpty()) {
            out += QStringLiteral("<ul>\n");
            for (const QString &line : s.lines)
                out += QStringLiteral("<li>%1</li>\n").arg(esc(line));
            out += QStringLiteral("</ul>\n");
        }
        if (s.table) {
            const auto cell = [&](const char *tag, std::size_t column, const QString &text) {
                return QStringLiteral("<%1%2>%3</%1>")
                    .arg(QLatin1StringView(tag),
                        s.table->numeric[column] ? QStringLiteral(" class=\"n\"") : QString(),
                        esc(text));
            };
            out += QStringLiteral("<table>\n<tr>");
            for (std::size_t i = 0; i < std::size_t(s.table->header.size()); ++i)
                out += cell("th", i, s.table->header[qsizetype(i)]);
            out += QStringLiteral("</tr>\n");
            for (const QStringList &row : s.table->rows) {
                out += QStringLiteral("<tr>");
                for (std::size_t i = 0; i < std::size_t(row.size()); ++i)
                    out += cell("td", i, row[qsizetype(i)]);
                out += QStringLiteral("</tr>\n");
            }
            out += QStringLiteral("</table>\n");
        }
        out += QStringLiteral("</section>\n");
    }
    out += QStringLiteral("</body>\n</html>\n");
    return out;
}

} // namespace

std::optional<LogExport::Format> LogExport::formatNamed(const QString &name)
{
    const QString lower = name.toLower();
    if (lower == u"md" || lower == u"markdown")
        return Format::Markdown;
    if (lower == u"html" || lower == u"htm")
        return Format::Html;
    return std::nullopt;
}

QString LogExport::write(const Encounter::Encounter &encounter, Format format)
{
    return format == Format::Html ? html(encounter) : markdown(encounter);
}

QString LogExport::percent(double probability)
{
    const double value = probability * 100.0;
    const QLocale locale;
    QString number;
    if (value == 0.0 || value >= 0.1) {
        number = locale.toString(value, 'f', 1);
    } else {
        // "0.0%" would hide a real if tiny chance: two significant digits instead.
        const int decimals = int(std::ceil(-std::log10(value))) + 1;
        number = decimals <= 12 ? locale.toString(value, 'f', decimals)
                                : locale.toString(value, 'e', 1);
    }
    return tr("%1%").arg(number);
}

QString LogExport::markdownEscaped(const QString &text)
{
    // Each rule escapes a character only where CommonMark or GitHub's tables would read it, so
    // "Castles & Crusades" and "1d6 → [2]" stay as written. The text is one line: a list
    // item, a table cell or a heading.
    const qsizetype n = text.size();
    const auto at = [&](qsizetype i) { return i >= 0 && i < n ? text[i] : QChar(u' '); };
    const auto asciiPunct
        = [](QChar c) { return c.unicode() < 128 && (c.isPunct() || c.isSymbol()); };
    // Where a line would start a heading, a quote, a list, a rule or a task box.
    qsizetype first = 0;
    while (first < n && text[first] == u' ')
        ++first;
    const auto startsBlock = [&](qsizetype i) {
        if (i != first)
            return false;
        const QChar c = text[i];
        const QStringView rest = QStringView(text).mid(i);
        if (c == u'>')
            return true;
        if (c == u'#') {
            qsizetype j = i;
            while (j < n && text[j] == u'#')
                ++j;
            return j - i <= 6 && at(j).isSpace();
        }
        if (c == u'-' || c == u'*' || c == u'_') {
            // A rule: three or more of one of them and nothing but spaces.
            if (rest.count(c) >= 3 && rest.count(c) + rest.count(u' ') == rest.size())
                return true;
        }
        if (c == u'-' || c == u'+' || c == u'*')
            return at(i + 1).isSpace();
        if (c == u'[') // a task box: "[ ] " or "[x] "
            return (rest.startsWith(u"[ ]") || rest.startsWith(u"[x]", Qt::CaseInsensitive))
                && at(i + 3).isSpace();
        return false;
    };
    QString out;
    out.reserve(n + n / 8);
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        const QChar before = at(i - 1);
        const QChar after = at(i + 1);
        bool escape = startsBlock(i);
        switch (c.unicode()) {
        case u'\\':
            escape = asciiPunct(after); // "\" before a letter is a backslash as written
            break;
        case u'`':
        case u'|':
            escape = true; // code spans; a table's cell ends at a bar
            break;
        case u'*':
        case u'~':
            // Emphasis or strikethrough needs a delimiter that touches text on one side.
            escape = escape || !(before.isSpace() && after.isSpace());
            break;
        case u'_':
            // Inside a word ("goblin_chief") it cannot open or close emphasis.
            escape = escape
                || !((before.isSpace() && after.isSpace())
                    || (before.isLetterOrNumber() && after.isLetterOrNumber()));
            break;
        case u'<':
            // A tag, a comment or an autolink; "HP < 5" is text.
            escape = after.isLetter() || after == u'/' || after == u'!' || after == u'?';
            break;
        case u'&': {
            // Only an entity ("&amp;", "&#38;") would turn into another character.
            qsizetype j = i + 1;
            if (at(j) == u'#')
                ++j;
            const qsizetype nameStart = j;
            while (j < n && text[j].unicode() < 128 && text[j].isLetterOrNumber())
                ++j;
            escape = j > nameStart && at(j) == u';';
            break;
        }
        case u']':
            // A link, a reference or a definition follows the closing bracket directly.
            escape = after == u'(' || after == u'[' || after == u':';
            break;
        case u'[':
            escape = escape || after == u'^'; // a footnote
            break;
        case u'#': {
            // A heading's closing run: only hashes and spaces after a space up to the end.
            qsizetype j = i;
            while (j < n && (text[j] == u'#' || text[j] == u' '))
                ++j;
            escape = escape || (j == n && before == u' ');
            break;
        }
        case u'.':
        case u')': {
            // "3. x" at the start is an ordered list.
            qsizetype j = first;
            while (j < i && text[j].isDigit())
                ++j;
            escape = j == i && i > first && i - first <= 9 && (after.isSpace() || i + 1 == n);
            break;
        }
        default:
            break;
        }
        if (escape)
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

} // namespace Fray::Record
