// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ImprovedInitiativeReader.h"

#include "core/io/ForeignActions.h"
#include "core/io/ForeignJson.h"
#include "core/io/StatText.h"

#include <QHash>
#include <QJsonDocument>

namespace Fray::Io {

namespace {

const QString kLegacyPrefix = QStringLiteral("ImprovedInitiative.");

// The list a key belongs to ("Creatures") and the item's id, or an empty list name.
std::pair<QString, QString> split(QString key)
{
    if (key.startsWith(kLegacyPrefix))
        key = key.mid(kLegacyPrefix.size());
    const qsizetype dot = key.indexOf(QLatin1Char('.'));
    if (dot < 0)
        return {key, QString()};
    return {key.left(dot), key.mid(dot + 1)};
}

const QStringList &lists()
{
    static const QStringList names{QStringLiteral("Creatures"),
        QStringLiteral("PersistentCharacters"), QStringLiteral("PlayerCharacters"),
        QStringLiteral("SavedEncounters"), QStringLiteral("Spells"),
        QStringLiteral("AutoSavedEncounters"), QStringLiteral("User"), QStringLiteral("Settings")};
    return names;
}

// A value of the file: an object, or (older files, copied from the browser's storage) a JSON
// text holding one.
std::optional<QJsonObject> itemObject(const QJsonValue &v, const QString &path, ForeignJson &json)
{
    if (v.isString()) {
        const auto text = json.text(v, path);
        if (!text)
            return std::nullopt;
        QJsonParseError error;
        const QJsonDocument d = QJsonDocument::fromJson(text->toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !d.isObject()) {
            json.fail(path, ImprovedInitiativeReader::tr("a text that is not a JSON object"));
            return std::nullopt;
        }
        return d.object();
    }
    return json.object(v, path);
}

// The lists of a StatBlock that hold named texts, by the part of a stat block they are.
std::optional<ForeignActions::Part> improvedInitiativePart(const QString &key)
{
    using Part = ForeignActions::Part;
    static const QHash<QString, Part> parts{{QStringLiteral("Traits"), Part::Trait},
        {QStringLiteral("Actions"), Part::Action},
        {QStringLiteral("BonusActions"), Part::BonusAction},
        {QStringLiteral("Reactions"), Part::Reaction},
        {QStringLiteral("LegendaryActions"), Part::Legendary},
        {QStringLiteral("MythicActions"), Part::Mythic}};
    const auto it = parts.constFind(key);
    return it == parts.constEnd() ? std::nullopt : std::optional<Part>(*it);
}

} // namespace

bool ImprovedInitiativeReader::recognises(const QJsonObject &root)
{
    for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
        const auto [list, id] = split(it.key());
        if (!id.isEmpty() && lists().contains(list))
            return true;
    }
    return false;
}

bool ImprovedInitiativeReader::recognisesList(const QJsonArray &list)
{
    if (list.isEmpty() || !list.first().isObject())
        return false;
    const QJsonObject first = list.first().toObject();
    return first.value(QStringLiteral("HP")).toObject().contains(QStringLiteral("Value"))
        && first.value(QStringLiteral("AC")).toObject().contains(QStringLiteral("Value"));
}

Expected<ForeignFile, QString> ImprovedInitiativeReader::readList(const QJsonArray &list)
{
    ForeignFile file;
    ForeignJson json;
    for (qsizetype i = 0; i < list.size() && !json.failed(); ++i) {
        const QString path = QStringLiteral("[%1]").arg(i);
        if (const auto o = json.object(list.at(i), path))
            file.creatures.push_back(statBlock(*o, path, json));
    }
    if (json.failed())
        return json.error();
    return file;
}

ForeignCreature ImprovedInitiativeReader::statBlock(
    const QJsonObject &o, const QString &path, ForeignJson &json)
{
    ForeignCreature c;
    const auto at = [&path](const QString &key) { return path + QLatin1Char('.') + key; };
    for (auto it = o.constBegin(); it != o.constEnd() && !json.failed(); ++it) {
        const QString &key = it.key();
        const QJsonValue &v = it.value();
        if (key == u"Name") {
            c.name = json.text(v, at(key)).value_or(QString()).trimmed();
        } else if (key == u"HP" || key == u"AC") {
            const auto value = json.object(v, at(key));
            if (!value)
                continue;
            const auto n = json.number(
                value->value(QStringLiteral("Value")), at(key) + QStringLiteral(".Value"));
            QString notes = json.text(value->value(QStringLiteral("Notes")),
                                    at(key) + QStringLiteral(".Notes"))
                                .value_or(QString())
                                .trimmed();
            if (notes.startsWith(QLatin1Char('(')) && notes.endsWith(QLatin1Char(')')))
                notes = notes.mid(1, notes.size() - 2).trimmed();
            if (key == u"HP") {
                c.hp = n;
                c.hpDice = StatText::dice(notes);
                if (c.hpDice.isEmpty() && !notes.isEmpty())
                    c.lost << tr("HP notes (%1)").arg(notes);
            } else {
                c.ac = n;
                if (n)
                    c.acText = notes.isEmpty() ? QString::number(*n)
                                               : QStringLiteral("%1 (%2)").arg(*n).arg(notes);
            }
        } else if (key == u"Abilities") {
            const auto abilities = json.object(v, at(key));
            if (!abilities)
                continue;
            for (auto a = abilities->constBegin(); a != abilities->constEnd(); ++a) {
                const QString id = a.key().toLower();
                const auto n = json.number(a.value(), at(key) + QLatin1Char('.') + a.key());
                if (n && ForeignCreature::abilityIds().contains(id))
                    c.abilities.insert(id, *n);
                else if (n)
                    c.lost << QStringLiteral("%1 %2").arg(a.key()).arg(*n);
            }
        } else if (key == u"InitiativeModifier") {
            c.initiative = json.number(v, at(key));
        } else if (key == u"Challenge") {
            c.crText = json.text(v, at(key)).value_or(QString()).trimmed();
            c.cr = StatText::challenge(c.crText);
        } else if (key == u"Player") {
            if (!json.text(v, at(key)).value_or(QString()).isEmpty())
                c.kind = QStringLiteral("character");
        } else if (key == u"Description") {
            c.notes = json.text(v, at(key)).value_or(QString()).trimmed();
        } else if (key == u"Path") {
            const QString folder = json.text(v, at(key)).value_or(QString()).trimmed();
            if (!folder.isEmpty())
                c.tags << folder;
        } else if (const auto part = improvedInitiativePart(key)) {
            const auto entries = json.array(v, at(key));
            for (qsizetype i = 0; entries && i < entries->size(); ++i) {
                const QString p = QStringLiteral("%1[%2]").arg(at(key)).arg(i);
                const auto entry = json.object(entries->at(i), p);
                if (!entry)
                    continue;
                QString name
                    = json.text(entry->value(QStringLiteral("Name")), p + QStringLiteral(".Name"))
                          .value_or(QString());
                const QString content = json.text(entry->value(QStringLiteral("Content")),
                                                p + QStringLiteral(".Content"))
                                            .value_or(QString());
                // The tool's own limit ("3/Day") reads as a stat block writes it after the name.
                const QString usage
                    = json.text(entry->value(QStringLiteral("Usage")), p + QStringLiteral(".Usage"))
                          .value_or(QString())
                          .trimmed();
                if (!usage.isEmpty())
                    name += QStringLiteral(" (%1)").arg(usage);
                ForeignActions::add(c, *part, name, content);
            }
        } else if (key == u"Id" || key == u"Version" || key == u"LastUpdateMs") {
            // The tool's own bookkeeping, not part of the creature.
        } else if (key == u"Source" || key == u"Type" || key == u"ImageURL") {
            const QString t = json.text(v, at(key)).value_or(QString()).trimmed();
            if (!t.isEmpty())
                c.lost << QStringLiteral("%1 (%2)").arg(key, t);
        } else if (key == u"InitiativeAdvantage" || key == u"InitiativeSpecialRoll") {
            if (ForeignJson::holdsSomething(v))
                c.lost << key;
        } else {
            // Lists (Speed, Senses, Saves, Traits, LegendaryActions ...) are reported when they
            // hold anything; any field this reader does not know is reported too.
            if (ForeignJson::holdsSomething(v))
                c.lost << key;
            json.flatten(v, at(key)); // checks the size of every text in it
        }
    }
    return c;
}

Expected<ForeignFile, QString> ImprovedInitiativeReader::read(const QJsonObject &root)
{
    ForeignFile file;
    ForeignJson json;
    for (auto it = root.constBegin(); it != root.constEnd() && !json.failed(); ++it) {
        const auto [list, id] = split(it.key());
        const QString &path = it.key();
        if (id.isEmpty())
            continue; // the lists of ids ("Creatures": [...]) repeat the keys
        if (list == u"Creatures" || list == u"PlayerCharacters") {
            const auto o = itemObject(it.value(), path, json);
            if (!o)
                continue;
            ForeignCreature c = statBlock(*o, path, json);
            if (list == u"PlayerCharacters")
                c.kind = QStringLiteral("character");
            file.creatures.push_back(std::move(c));
        } else if (list == u"PersistentCharacters") {
            const auto o = itemObject(it.value(), path, json);
            if (!o)
                continue;
            const auto block = json.object(
                o->value(QStringLiteral("StatBlock")), path + QStringLiteral(".StatBlock"));
            ForeignCreature c = block ? statBlock(*block, path + QStringLiteral(".StatBlock"), json)
                                      : ForeignCreature();
            c.kind = QStringLiteral("character");
            if (c.name.isEmpty())
                c.name = json.text(o->value(QStringLiteral("Name")), path + QStringLiteral(".Name"))
                             .value_or(QString());
            const QString notes
                = json.text(o->value(QStringLiteral("Notes")), path + QStringLiteral(".Notes"))
                      .value_or(QString())
                      .trimmed();
            if (!notes.isEmpty())
                c.notes = c.notes.isEmpty() ? notes : c.notes + QStringLiteral("\n\n") + notes;
            if (const auto current = json.number(
                    o->value(QStringLiteral("CurrentHP")), path + QStringLiteral(".CurrentHP"));
                current && current != c.hp)
                c.lost << tr("Current HP %1").arg(*current);
            file.creatures.push_back(std::move(c));
        } else if (list == u"SavedEncounters") {
            const auto o = itemObject(it.value(), path, json);
            if (!o)
                continue;
            ForeignEncounter e;
            e.name = json.text(o->value(QStringLiteral("Name")), path + QStringLiteral(".Name"))
                         .value_or(QString());
            e.round = json.number(o->value(QStringLiteral("RoundCounter")),
                              path + QStringLiteral(".RoundCounter"))
                          .value_or(0);
            const QString active = json.text(o->value(QStringLiteral("ActiveCombatantId")),
                                           path + QStringLiteral(".ActiveCombatantId"))
                                       .value_or(QString());
            const auto combatants = json.array(
                o->value(QStringLiteral("Combatants")), path + QStringLiteral(".Combatants"));
            for (qsizetype i = 0; combatants && i < combatants->size(); ++i) {
                const QString p = QStringLiteral("%1.Combatants[%2]").arg(path).arg(i);
                const auto sc = json.object(combatants->at(i), p);
                if (!sc)
                    continue;
                ForeignCombatant fc;
                const auto block = json.object(
                    sc->value(QStringLiteral("StatBlock")), p + QStringLiteral(".StatBlock"));
                if (block)
                    fc.creature = statBlock(*block, p + QStringLiteral(".StatBlock"), json);
                if (sc->contains(QStringLiteral("PersistentCharacterId")))
                    fc.creature.kind = QStringLiteral("character");
                fc.alias
                    = json.text(sc->value(QStringLiteral("Alias")), p + QStringLiteral(".Alias"))
                          .value_or(QString())
                          .trimmed();
                fc.maxHp
                    = json.number(sc->value(QStringLiteral("MaxHP")), p + QStringLiteral(".MaxHP"));
                fc.currentHp = json.number(
                    sc->value(QStringLiteral("CurrentHP")), p + QStringLiteral(".CurrentHP"));
                fc.initiative = json.number(
                    sc->value(QStringLiteral("Initiative")), p + QStringLiteral(".Initiative"));
                fc.group = json.text(sc->value(QStringLiteral("InitiativeGroup")),
                                   p + QStringLiteral(".InitiativeGroup"))
                               .value_or(QString());
                fc.hidden = sc->value(QStringLiteral("Hidden")).toBool();
                if (sc->value(QStringLiteral("IndexLabel")).isDouble())
                    fc.indexLabel = json.number(
                        sc->value(QStringLiteral("IndexLabel")), p + QStringLiteral(".IndexLabel"));
                if (const auto temp = json.number(sc->value(QStringLiteral("TemporaryHP")),
                        p + QStringLiteral(".TemporaryHP"));
                    temp && *temp > 0)
                    fc.lost << tr("Temporary HP %1").arg(*temp);
                const auto tags
                    = json.array(sc->value(QStringLiteral("Tags")), p + QStringLiteral(".Tags"));
                for (qsizetype t = 0; tags && t < tags->size(); ++t) {
                    const QString tp = QStringLiteral("%1.Tags[%2]").arg(p).arg(t);
                    ForeignTag tag;
                    if (tags->at(t).isString()) {
                        tag.text = json.text(tags->at(t), tp).value_or(QString());
                    } else if (const auto to = json.object(tags->at(t), tp)) {
                        tag.text = json.text(to->value(QStringLiteral("Text")),
                                           tp + QStringLiteral(".Text"))
                                       .value_or(QString());
                        const auto left
                            = json.number(to->value(QStringLiteral("DurationRemaining")),
                                tp + QStringLiteral(".DurationRemaining"));
                        if (left && *left > 0)
                            tag.roundsLeft = left;
                    }
                    if (!tag.text.trimmed().isEmpty())
                        fc.tags.push_back(tag);
                }
                if (json.text(sc->value(QStringLiteral("Id")), p + QStringLiteral(".Id"))
                            .value_or(QString())
                        == active
                    && !active.isEmpty())
                    e.activeIndex = qsizetype(e.combatants.size());
                e.combatants.push_back(std::move(fc));
            }
            file.encounters.push_back(std::move(e));
        } else {
            file.skipped[list] += 1; // spells, settings: not creatures
        }
    }
    if (json.failed())
        return json.error();
    return file;
}

} // namespace Fray::Io
