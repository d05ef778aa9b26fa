// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/FiveEToolsReader.h"

#include "core/InParts.h"
#include "core/io/AsciiText.h"
#include "core/io/ForeignActions.h"
#include "core/io/ForeignJson.h"
#include "core/io/StatText.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <iterator>

namespace Fray::Io {

using namespace Qt::StringLiterals;

namespace {

// Tags of the site and markers of the data itself: neither imported nor a loss.
const QSet<QString> &fiveEToolsBookkeeping()
{
    static const QSet<QString> keys{QStringLiteral("page"), QStringLiteral("srd"),
        QStringLiteral("srd52"), QStringLiteral("basicRules"), QStringLiteral("basicRules2024"),
        QStringLiteral("hasToken"), QStringLiteral("hasFluff"), QStringLiteral("hasFluffImages"),
        QStringLiteral("otherSources"), QStringLiteral("reprintedAs"), QStringLiteral("soundClip"),
        QStringLiteral("damageTags"), QStringLiteral("damageTagsLegendary"),
        QStringLiteral("damageTagsSpell"), QStringLiteral("miscTags"),
        QStringLiteral("conditionInflict"), QStringLiteral("conditionInflictLegendary"),
        QStringLiteral("conditionInflictSpell"), QStringLiteral("senseTags"),
        QStringLiteral("actionTags"), QStringLiteral("languageTags"), QStringLiteral("traitTags"),
        QStringLiteral("spellcastingTags"), QStringLiteral("savingThrowForced"),
        QStringLiteral("savingThrowForcedLegendary"), QStringLiteral("savingThrowForcedSpell"),
        QStringLiteral("attachedItems"), QStringLiteral("_copy"), QStringLiteral("_isCopy")};
    return keys;
}

// The lists of a monster that hold named entries, by the part of a stat block they are.
std::optional<ForeignActions::Part> fiveEToolsPart(const QString &key)
{
    using Part = ForeignActions::Part;
    static const QHash<QString, Part> parts{{QStringLiteral("trait"), Part::Trait},
        {QStringLiteral("action"), Part::Action}, {QStringLiteral("bonus"), Part::BonusAction},
        {QStringLiteral("reaction"), Part::Reaction},
        {QStringLiteral("legendary"), Part::Legendary}, {QStringLiteral("mythic"), Part::Mythic}};
    const auto it = parts.constFind(key);
    return it == parts.constEnd() ? std::nullopt : std::optional<Part>(*it);
}

QString readCr(const QJsonValue &v)
{
    if (v.isObject())
        return v.toObject().value(QStringLiteral("cr")).toString();
    return v.isDouble() ? QString::number(v.toInt()) : v.toString();
}

ForeignCreature readMonster(const QJsonObject &o, const JsonPath &path, ForeignJson &json)
{
    ForeignCreature c;
    for (auto it = o.constBegin(); it != o.constEnd() && !json.failed(); ++it) {
        const QString key = it.key();
        const QJsonValue v = it.value();
        const JsonPath at = path.member(key);
        if (key == u"name") {
            c.name = json.text(v, at).value_or(QString()).trimmed();
        } else if (key == u"source") {
            const QString source = json.text(v, at).value_or(QString()).trimmed();
            if (!source.isEmpty())
                c.tags << source;
        } else if (key == u"ac") {
            const auto list = json.array(v, at);
            const JsonPath firstAt = at.item(0);
            if (!list || list->isEmpty())
                continue;
            const QJsonValue first = list->first();
            if (first.isDouble()) {
                c.ac = json.number(first, firstAt);
                c.acText = QString::number(c.ac.value_or(0));
            } else if (const auto ac = json.object(first, firstAt)) {
                c.ac = json.number(ac->value(QStringLiteral("ac")), firstAt.member(u"ac"));
                const QString from = FiveEToolsReader::plainText(
                    json.texts(ac->value(QStringLiteral("from")), firstAt.member(u"from"))
                        .join(QStringLiteral(", ")));
                if (c.ac)
                    c.acText = from.isEmpty() ? QString::number(*c.ac)
                                              : QStringLiteral("%1 (%2)").arg(*c.ac).arg(from);
            }
            if (list->size() > 1)
                c.lost << FiveEToolsReader::tr("Other ACs");
        } else if (key == u"hp") {
            const auto hp = json.object(v, at);
            if (!hp)
                continue;
            c.hp = json.number(hp->value(QStringLiteral("average")), at.member(u"average"));
            const QString formula
                = json.text(hp->value(QStringLiteral("formula")), at.member(u"formula"))
                      .value_or(QString());
            const StatText::DiceReading hd = StatText::readDice(formula);
            c.hpDice = hd.dice;
            if (!hd.problem.isEmpty())
                c.unread.insert(QStringLiteral("hd"), {formula.trimmed(), hd.problem});
            if (hp->contains(QStringLiteral("special")))
                c.lost << FiveEToolsReader::tr("HP (%1)").arg(
                    json.flatten(hp->value(QStringLiteral("special")), at));
        } else if (ForeignCreature::abilityIds().contains(key)) {
            if (const auto n = json.number(v, at))
                c.abilities.insert(key, *n);
        } else if (key == u"cr") {
            c.crText = readCr(v);
            c.cr = StatText::challenge(c.crText);
        } else if (key == u"level") {
            c.level = json.number(v, at);
        } else if (key == u"isNpc" || key == u"isNamedCreature") {
            // Markers, not rules.
        } else if (const auto part = fiveEToolsPart(key)) {
            const auto entries = json.array(v, at);
            for (qsizetype i = 0; entries && i < entries->size(); ++i) {
                const JsonPath p = at.item(i);
                const auto a = json.object(entries->at(i), p);
                if (!a)
                    continue;
                const QString name = FiveEToolsReader::plainText(
                    json.text(a->value(QStringLiteral("name")), p.member(u"name"))
                        .value_or(QString()));
                const QString text = FiveEToolsReader::plainText(
                    json.flatten(a->value(QStringLiteral("entries")), p.member(u"entries")));
                ForeignActions::add(c, *part, name, text);
            }
        } else if (fiveEToolsBookkeeping().contains(key)) {
            json.check(v, at);
        } else {
            if (ForeignJson::holdsSomething(v))
                c.lost << key;
            json.check(v, at);
        }
    }
    return c;
}

} // namespace

namespace {

// The kinds of tag a text holds, each found by the name after its "{@": plainText() runs an
// expression only where its tag is, as none can match elsewhere and no replacement writes a tag.
struct Tags
{
    bool any = false;
    bool atk = false; // {@atk mw}, {@atkr m}
    bool h = false;
    bool hit = false;
    bool recharge = false;
    bool dc = false;
    bool saves = false; // {@actSave ...}, {@actSaveFail}, {@actSaveSuccess}

    explicit Tags(const QString &text)
    {
        for (qsizetype at = text.indexOf("{@"_L1); at >= 0; at = text.indexOf("{@"_L1, at + 2)) {
            any = true;
            qsizetype end = at + 2;
            while (end < text.size() && text.at(end).isLetter())
                ++end;
            const QStringView name = QStringView(text).mid(at + 2, end - at - 2);
            atk = atk || name.startsWith(u"atk");
            h = h || name == u"h";
            hit = hit || name == u"hit";
            recharge = recharge || name == u"recharge";
            dc = dc || name == u"dc";
            saves = saves || name.startsWith(u"actSave");
        }
    }
};

// The ability a save names ({@actSave dex}).
QString abilityName(QStringView id)
{
    static const QHash<QString, QString> abilities{
        {QStringLiteral("str"), QStringLiteral("Strength")},
        {QStringLiteral("dex"), QStringLiteral("Dexterity")},
        {QStringLiteral("con"), QStringLiteral("Constitution")},
        {QStringLiteral("int"), QStringLiteral("Intelligence")},
        {QStringLiteral("wis"), QStringLiteral("Wisdom")},
        {QStringLiteral("cha"), QStringLiteral("Charisma")}};
    const QString key = id.toString();
    return abilities.value(key, key);
}

// Tags inside tags: each expression in turn over the whole text, inner tags first.
QString plainTextNested(const QString &tagged)
{
    const Tags tags(tagged);
    if (!tags.any)
        return tagged;
    // The 2014 attack tags ({@atk mw}) and the 2024 ones ({@atkr m}), whose bonus has no "to hit".
    static const QRegularExpression rangedAtk(QStringLiteral(R"(\{@atkr? r[a-z]*\})"));
    static const QRegularExpression atk(QStringLiteral(R"(\{@atkr? ([a-z,]+)\})"));
    static const QRegularExpression hit(QStringLiteral(R"(\{@hit (-?\d+)\}(\s+to\s+hit)?)"));
    static const QRegularExpression h(QStringLiteral(R"(\{@h\})"));
    // "{@recharge 5}" is printed "(Recharge 5–6)", a bare "{@recharge}" "(Recharge 6)".
    static const QRegularExpression recharge(QStringLiteral(R"(\{@recharge(?: (\d+))?\})"));
    static const QRegularExpression dc(QStringLiteral(R"(\{@dc (\d+)\})"));
    static const QRegularExpression actSave(QStringLiteral(R"(\{@actSave ([a-z]+)\})"));
    static const QRegularExpression actSaveFail(QStringLiteral(R"(\{@actSaveFail(?: \d+)?\})"));
    static const QRegularExpression actSaveSuccess(
        QStringLiteral(R"(\{@actSaveSuccess(OrFail)?\})"));
    static const QRegularExpression other(QStringLiteral(R"(\{@\w+ ([^|}]*)[^}]*\})"));
    QString t = tagged;
    if (tags.atk) {
        t.replace(rangedAtk, QStringLiteral("Ranged Attack:"));
        t.replace(atk, QStringLiteral("Melee Attack:"));
    }
    if (tags.h)
        t.replace(h, QStringLiteral("Hit: "));
    QRegularExpressionMatch m;
    while (tags.hit && (m = hit.match(t)).hasMatch()) {
        // The digits as written: a bonus too large for Fray is named as such later, not read
        // here as another number.
        const QString n = m.captured(1);
        t.replace(m.capturedStart(), m.capturedLength(),
            (n.startsWith(QLatin1Char('-')) ? QString() : QStringLiteral("+")) + n
                + QStringLiteral(" to hit"));
    }
    while (tags.recharge && (m = recharge.match(t)).hasMatch()) {
        const QString from = m.captured(1);
        t.replace(m.capturedStart(), m.capturedLength(),
            from.isEmpty() || from == u"6" ? QStringLiteral("(Recharge 6)")
                                           : QStringLiteral("(Recharge %1\u20136)").arg(from));
    }
    while (tags.saves && (m = actSave.match(t)).hasMatch())
        t.replace(m.capturedStart(), m.capturedLength(),
            abilityName(m.captured(1)) + QStringLiteral(" Saving Throw:"));
    if (tags.dc)
        t.replace(dc, QStringLiteral("DC \\1"));
    if (tags.saves) {
        t.replace(actSaveFail, QStringLiteral("Failure:"));
        t.replace(actSaveSuccess, QStringLiteral("Success:"));
    }
    t.replace(other, QStringLiteral("\\1"));
    return t;
}

bool isAsciiDigits(QStringView s)
{
    return !s.isEmpty() && std::all_of(s.begin(), s.end(), isAsciiDigit);
}

bool isAsciiLower(QStringView s, bool commas = false)
{
    return !s.isEmpty() && std::all_of(s.begin(), s.end(), [commas](QChar c) {
        return (c >= u'a' && c <= u'z') || (commas && c == u',');
    });
}

bool isWordChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')
        || c == u'_';
}

// Where the next tag starts ("{@"), from `from`; -1 when none does.
qsizetype findTag(const QString &text, qsizetype from)
{
    for (qsizetype at = text.indexOf(u'{', from); at >= 0; at = text.indexOf(u'{', at + 1)) {
        if (at + 1 < text.size() && text.at(at + 1) == u'@')
            return at;
    }
    return -1;
}

// Whether a tag holds another before its closing brace ("{@b {@h}bold}").
bool hasNestedTags(const QString &text)
{
    for (qsizetype at = findTag(text, 0); at >= 0;) {
        const qsizetype close = text.indexOf(u'}', at + 2);
        const qsizetype next = findTag(text, at + 2);
        if (close < 0)
            return false;
        if (next >= 0 && next < close)
            return true;
        at = next;
    }
    return false;
}

// What one tag reads as, `inner` being what its braces hold after "{@" ("hit 4"); `end` is just
// past its closing brace and moves past the " to hit" a {@hit} tag takes with it. Nothing when
// the tag is left as it is (a tag with neither a known form nor text: "{@atk}").
std::optional<QString> tagText(QStringView inner, const QString &text, qsizetype &end)
{
    qsizetype n = 0;
    while (n < inner.size() && isWordChar(inner.at(n)))
        ++n;
    const QStringView name = inner.left(n);
    const bool spaced = n < inner.size() && inner.at(n) == u' ';
    const QStringView rest = spaced ? inner.mid(n + 1) : QStringView();
    const bool bare = n == inner.size();
    // The 2014 attack tags ({@atk mw}) and the 2024 ones ({@atkr m}), whose bonus has no "to hit".
    if ((name == u"atk" || name == u"atkr") && spaced && isAsciiLower(rest, true))
        return rest.startsWith(u'r') && isAsciiLower(rest) ? QStringLiteral("Ranged Attack:")
                                                           : QStringLiteral("Melee Attack:");
    if (name == u"h" && bare)
        return QStringLiteral("Hit: ");
    if (name == u"hit" && spaced && isAsciiDigits(rest.startsWith(u'-') ? rest.mid(1) : rest)) {
        // " to hit" after the tag is the tag's own.
        const qsizetype to = afterAsciiSpaces(text, end);
        if (to > end && QStringView(text).mid(to).startsWith(u"to")) {
            const qsizetype hit = afterAsciiSpaces(text, to + 2);
            if (hit > to + 2 && QStringView(text).mid(hit).startsWith(u"hit"))
                end = hit + 3;
        }
        // The digits as written: a bonus too large for Fray is named as such later, not read
        // here as another number.
        return (rest.startsWith(u'-') ? QString() : QStringLiteral("+")) + rest.toString()
            + QStringLiteral(" to hit");
    }
    // "{@recharge 5}" is printed "(Recharge 5–6)", a bare "{@recharge}" "(Recharge 6)".
    if (name == u"recharge" && (bare || (spaced && isAsciiDigits(rest))))
        return bare || rest == u"6" ? QStringLiteral("(Recharge 6)")
                                    : QStringLiteral("(Recharge %1\u20136)").arg(rest);
    if (name == u"actSave" && spaced && isAsciiLower(rest))
        return abilityName(rest) + QStringLiteral(" Saving Throw:");
    if (name == u"dc" && spaced && isAsciiDigits(rest))
        return QStringLiteral("DC ") + rest.toString();
    if (name == u"actSaveFail" && (bare || (spaced && isAsciiDigits(rest))))
        return QStringLiteral("Failure:");
    if ((name == u"actSaveSuccess" || name == u"actSaveSuccessOrFail") && bare)
        return QStringLiteral("Success:");
    // Any other tag keeps its text and drops what follows a bar: "{@spell fireball|phb}".
    if (n > 0 && spaced)
        return rest.left(rest.indexOf(u'|') < 0 ? rest.size() : rest.indexOf(u'|')).toString();
    return std::nullopt;
}

} // namespace

QString FiveEToolsReader::plainText(const QString &tagged)
{
    qsizetype at = findTag(tagged, 0);
    if (at < 0)
        return tagged;
    if (hasNestedTags(tagged))
        return plainTextNested(tagged);
    // One pass: each tag is read where it stands and replaced by its text.
    QString out;
    out.reserve(tagged.size());
    qsizetype copied = 0;
    while (at >= 0) {
        const qsizetype close = tagged.indexOf(u'}', at + 2);
        if (close < 0)
            break;
        qsizetype end = close + 1;
        if (const auto text
            = tagText(QStringView(tagged).mid(at + 2, close - at - 2), tagged, end)) {
            out += QStringView(tagged).mid(copied, at - copied);
            out += *text;
            copied = end;
        }
        at = findTag(tagged, end);
    }
    out += QStringView(tagged).mid(copied);
    return out;
}

bool FiveEToolsReader::recognises(const QJsonObject &root)
{
    return root.value(QStringLiteral("monster")).isArray();
}

Expected<ForeignFile, QString> FiveEToolsReader::read(const QJsonObject &root)
{
    ForeignFile file;
    ForeignJson top;
    const auto list = top.array(root.value(QStringLiteral("monster")), QStringLiteral("monster"));
    if (!list)
        return top.error();
    // Monsters by name, for copies; made only when a monster is a copy, as many files have none.
    QHash<QString, QJsonObject> byName;
    const bool copies = std::any_of(list->begin(), list->end(),
        [](const QJsonValue &v) { return v.toObject().contains(QStringLiteral("_copy")); });
    if (copies) {
        for (const QJsonValue &v : *list) {
            const QJsonObject o = v.toObject();
            byName.insert(o.value(QStringLiteral("name")).toString().toLower(), o);
        }
    }
    // The monsters are read on every core, a part each, and joined in the file's order; the
    // first part that fails names the first monster that does.
    struct Part
    {
        std::vector<ForeignCreature> creatures;
        QStringList rejected;
        QString error;
    };
    const QString monsters = QStringLiteral("monster");
    const JsonPath listPath(monsters);
    const auto readPart = [&](qsizetype begin, qsizetype end) {
        Part part;
        ForeignJson json;
        for (qsizetype i = begin; i < end && !json.failed(); ++i) {
            const JsonPath path = listPath.item(i);
            auto o = json.object(list->at(i), path);
            if (!o)
                continue;
            QStringList copyLost;
            if (o->contains(QStringLiteral("_copy"))) {
                // A copy takes its base's fields and overrides them with its own; the base must
                // be in this file. Its "_mod" changes (text replacements) are not applied.
                const QJsonObject copy = o->value(QStringLiteral("_copy")).toObject();
                const QString base = copy.value(QStringLiteral("name")).toString();
                const auto found = byName.constFind(base.toLower());
                if (found == byName.constEnd() || found->contains(QStringLiteral("_copy"))) {
                    part.rejected << tr("%1: copies '%2', which this file does not hold")
                                         .arg(o->value(QStringLiteral("name")).toString(), base);
                    continue;
                }
                QJsonObject merged = *found;
                for (auto it = o->constBegin(); it != o->constEnd(); ++it)
                    merged.insert(it.key(), it.value());
                if (copy.contains(QStringLiteral("_mod")))
                    copyLost << tr("Changes to the copied monster (_copy._mod)");
                o = merged;
            }
            ForeignCreature c = readMonster(*o, path, json);
            c.lost << copyLost;
            part.creatures.push_back(std::move(c));
        }
        part.error = json.error();
        return part;
    };
    std::vector<Part> parts = inParts(list->size(), creaturesPerCore, readPart);
    for (Part &part : parts) {
        if (!part.error.isEmpty())
            return part.error;
        file.rejected << part.rejected;
        std::move(part.creatures.begin(), part.creatures.end(), std::back_inserter(file.creatures));
    }
    for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
        if (it.key() != u"monster" && it.key() != u"_meta" && it.value().isArray())
            file.skipped[it.key()] += it.value().toArray().size();
    }
    return file;
}

} // namespace Fray::Io
