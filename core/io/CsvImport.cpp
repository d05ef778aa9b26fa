// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/CsvImport.h"

#include "core/WholeNumber.h"
#include "core/dice/Expression.h"

#include <QRegularExpression>
#include <QStringDecoder>

namespace Fray::Io {

namespace {

QString normalise(const QString &header)
{
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9%]+"));
    QString h = header.trimmed().toLower();
    h.replace(separators, QStringLiteral("_"));
    while (h.endsWith(QLatin1Char('_')))
        h.chop(1);
    while (h.startsWith(QLatin1Char('_')))
        h.remove(0, 1);
    return h;
}

QString guessTarget(const QString &header, const Rules::Ruleset &ruleset)
{
    const QString h = normalise(header);
    static const QMap<QString, QString> fixed{
        {QStringLiteral("name"), QStringLiteral("name")},
        {QStringLiteral("hp"), QStringLiteral("hp")},
        {QStringLiteral("hit_points"), QStringLiteral("hp")},
        {QStringLiteral("hd"), QStringLiteral("hit_dice")},
        {QStringLiteral("hit_dice"), QStringLiteral("hit_dice")},
        {QStringLiteral("defence"), QStringLiteral("defence")},
        {QStringLiteral("defense"), QStringLiteral("defence")},
        {QStringLiteral("armor_class"), QStringLiteral("defence")},
        {QStringLiteral("armour_class"), QStringLiteral("defence")},
        {QStringLiteral("armor"), QStringLiteral("armor")},
        {QStringLiteral("armour"), QStringLiteral("armor")},
        {QStringLiteral("ap"), QStringLiteral("armor")},
        {QStringLiteral("armour_points"), QStringLiteral("armor")},
        {QStringLiteral("armor_points"), QStringLiteral("armor")},
        {QStringLiteral("prot"), QStringLiteral("armor")},
        {QStringLiteral("side"), QStringLiteral("side")},
        {QStringLiteral("kind"), QStringLiteral("kind")},
        {QStringLiteral("type"), QStringLiteral("kind")},
        {QStringLiteral("tags"), QStringLiteral("tags")},
        {QStringLiteral("attacks"), QStringLiteral("attacks")},
        {QStringLiteral("attack"), QStringLiteral("attacks")},
        {QStringLiteral("notes"), QStringLiteral("notes")},
    };
    if (fixed.contains(h))
        return fixed.value(h);
    // The ruleset's own words: its defence ("AC", "DEF"), its stats by id or label.
    const auto isDefence = [&](const QString &name) { return normalise(name) == h; };
    if (isDefence(ruleset.defenceLabel)
        || std::any_of(ruleset.defenceNames.begin(), ruleset.defenceNames.end(), isDefence))
        return QStringLiteral("defence");
    for (const Rules::Stat &s : ruleset.stats) {
        if (h == s.id || h == normalise(s.label))
            return QStringLiteral("stat:") + s.id;
    }
    return QString();
}

std::optional<qint64> number(const QString &text)
{
    return wholeNumber(text.trimmed());
}

} // namespace

QStringList CsvImport::targets(const Rules::Ruleset &ruleset)
{
    QStringList list{QStringLiteral("name"), QStringLiteral("hp"), QStringLiteral("hit_dice"),
        QStringLiteral("defence"), QStringLiteral("armor"), QStringLiteral("side"),
        QStringLiteral("kind"), QStringLiteral("tags"), QStringLiteral("attacks"),
        QStringLiteral("notes")};
    for (const Rules::Stat &s : ruleset.stats)
        list << QStringLiteral("stat:") + s.id;
    return list;
}

Expected<std::vector<CsvImport::Row>, QString> CsvImport::parse(const QByteArray &csv)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = decoder.decode(csv);
    if (decoder.hasError())
        return tr("the file is not UTF-8 text");
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const qsizetype firstLine = text.indexOf(QLatin1Char('\n'));
    const QString header = text.left(firstLine < 0 ? text.size() : firstLine);
    QChar delimiter = QLatin1Char(',');
    if (header.count(QLatin1Char(';')) > header.count(delimiter))
        delimiter = QLatin1Char(';');
    if (header.count(QLatin1Char('\t')) > header.count(delimiter))
        delimiter = QLatin1Char('\t');

    std::vector<Row> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    qint64 line = 1; // where the character read now is
    qint64 rowLine = 1; // where the row being read began
    qint64 quoteLine = 1; // where the open quote began
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'\n' || (c == u'\r' && (i + 1 >= text.size() || text[i + 1] != u'\n')))
            ++line;
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text[i + 1] == u'"') {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"' && !fieldStarted) {
            quoted = true;
            quoteLine = line;
            fieldStarted = true;
        } else if (c == delimiter) {
            row << field;
            field.clear();
            fieldStarted = false;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') {
                ++i;
                ++line;
            }
            row << field;
            rows.push_back({rowLine, row});
            rowLine = line;
            row.clear();
            field.clear();
            fieldStarted = false;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted)
        return tr("a quoted field is not closed (it opens on line %1)").arg(quoteLine);
    if (fieldStarted || !row.isEmpty() || !field.isEmpty()) {
        row << field;
        rows.push_back({rowLine, row});
    }
    return rows;
}

Expected<CsvImport::Preview, QString> CsvImport::preview(const QByteArray &csv,
    const Rules::Ruleset &ruleset, const QMap<QString, QString> &mapping, const QString &kind)
{
    auto parsed = parse(csv);
    if (!parsed)
        return parsed.error();
    const std::vector<Row> &rows = *parsed;
    if (rows.empty())
        return tr("the file is empty");

    Preview preview;
    const QStringList valid = targets(ruleset);
    QStringList used;
    for (const QString &header : rows.front().cells) {
        QString target
            = mapping.contains(header) ? mapping.value(header) : guessTarget(header, ruleset);
        if (!target.isEmpty() && !valid.contains(target))
            return tr("column '%1' cannot become '%2'").arg(header, target);
        if (!target.isEmpty() && used.contains(target))
            return tr("two columns are %1 (one is '%2'); map one elsewhere").arg(target, header);
        used << target;
        preview.columns.push_back({header, target});
        if (target.isEmpty())
            preview.unmapped << header;
    }
    if (!used.contains(QStringLiteral("name")))
        return tr("no column holds the names (headed 'name')");

    static const QRegularExpression tagSeparators(QStringLiteral("[;|,]"));
    static const QRegularExpression attackSeparators(QStringLiteral("[;|]"));
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const QStringList &cells = rows[r].cells;
        const qint64 line = rows[r].line;
        if (cells.size() == 1 && cells.front().trimmed().isEmpty())
            continue; // a blank line
        const auto reject = [&](const QString &reason) {
            preview.rejected.push_back({line, reason});
        };
        if (cells.size() != qsizetype(preview.columns.size())) {
            reject(tr("%n fields where the header has %1", nullptr, int(cells.size()))
                       .arg(preview.columns.size()));
            continue;
        }
        Library::LibraryEntry entry;
        entry.kind = kind;
        entry.rulesetId = ruleset.id;
        Encounter::Combatant &c = entry.prototype;
        c.side = kind == u"character" ? ruleset.playersSide().id : ruleset.foesSide().id;
        QString problem;
        for (std::size_t i = 0; i < preview.columns.size() && problem.isEmpty(); ++i) {
            const QString &target = preview.columns[i].target;
            const QString value = cells[qsizetype(i)].trimmed();
            const QString header = preview.columns[i].header;
            if (target.isEmpty() || (value.isEmpty() && target != u"name"))
                continue;
            if (target == u"name") {
                entry.name = c.name = value;
            } else if (target == u"hp") {
                if (const auto n = number(value)) {
                    c.maxHp = c.hp = c.startHp = *n;
                    if (*n < 1)
                        problem = tr("%1 must be at least 1, not %2").arg(header, value);
                } else if (Dice::Expression::parse(value)) {
                    entry.hitDice = value; // "2d8+2": rolled or averaged when added
                } else {
                    problem = tr("%1 '%2' is neither a number nor dice").arg(header, value);
                }
            } else if (target == u"hit_dice") {
                const auto e = Dice::Expression::parse(value);
                if (!e)
                    problem = tr("%1 '%2': %3").arg(header, value, e.error().toString());
                entry.hitDice = value;
            } else if (target == u"defence" || target == u"armor") {
                const auto n = number(value);
                if (!n)
                    problem = tr("%1 '%2' is not a whole number").arg(header, value);
                else
                    (target == u"defence" ? c.defence : c.armor) = *n;
            } else if (target == u"side") {
                c.side = value;
            } else if (target == u"kind") {
                if (!Library::LibraryEntry::kinds().contains(value.toLower()))
                    problem
                        = tr("%1 '%2' is not character, monster or template").arg(header, value);
                entry.kind = value.toLower();
            } else if (target == u"tags") {
                for (const QString &tag : value.split(tagSeparators, Qt::SkipEmptyParts))
                    entry.tags << tag.trimmed();
            } else if (target == u"notes") {
                c.notes = value;
            } else if (target == u"attacks") {
                for (const QString &text : value.split(attackSeparators, Qt::SkipEmptyParts)) {
                    const QStringList parts = text.split(QLatin1Char(':'));
                    if (parts.size() != 3) {
                        problem = tr("attack '%1' is not name:attack:damage").arg(text.trimmed());
                        break;
                    }
                    const auto attack = number(parts[1]);
                    if (!attack) {
                        problem = tr("attack '%1': '%2' is not a whole number")
                                      .arg(text.trimmed(), parts[1].trimmed());
                        break;
                    }
                    const auto damage = Dice::Expression::parse(parts[2].trimmed());
                    if (!damage) {
                        problem = tr("attack '%1': damage '%2': %3")
                                      .arg(text.trimmed(), parts[2].trimmed(),
                                          damage.error().toString());
                        break;
                    }
                    Encounter::Attack a;
                    a.name = parts[0].trimmed();
                    a.value = *attack;
                    a.damage = parts[2].trimmed();
                    c.attacks.push_back(a);
                }
            } else if (target.startsWith(u"stat:")) {
                const QString id = target.mid(5);
                const auto n = number(value);
                const auto stat = std::find_if(ruleset.stats.begin(), ruleset.stats.end(),
                    [&](const Rules::Stat &s) { return s.id == id; });
                if (!n)
                    problem = tr("%1 '%2' is not a whole number").arg(header, value);
                else if ((stat->minimum && *n < *stat->minimum)
                    || (stat->maximum && *n > *stat->maximum))
                    problem = tr("%1 must be from %2 to %3, not %4")
                                  .arg(header)
                                  .arg(stat->minimum.value_or(*n))
                                  .arg(stat->maximum.value_or(*n))
                                  .arg(*n);
                else
                    c.stats.insert(id, *n);
            }
        }
        if (problem.isEmpty() && entry.name.isEmpty())
            problem = tr("no name");
        if (!problem.isEmpty()) {
            reject(problem);
            continue;
        }
        preview.accepted.emplace_back(line, entry);
    }
    if (preview.accepted.empty() && preview.rejected.empty())
        return tr("the file has a header but no stat lines under it");
    return preview;
}

} // namespace Fray::Io
