// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/Open5eReader.h"

#include "core/io/ForeignActions.h"
#include "core/io/ForeignJson.h"
#include "core/io/StatText.h"

namespace Fray::Io {

namespace {

bool isCreature(const QJsonObject &o)
{
    return o.contains(QStringLiteral("name"))
        && (o.contains(QStringLiteral("ability_scores")) || o.contains(QStringLiteral("strength"))
            || o.contains(QStringLiteral("hit_points")));
}

QJsonArray creatures(const QJsonDocument &d)
{
    if (d.isArray())
        return d.array();
    const QJsonObject o = d.object();
    if (o.value(QStringLiteral("results")).isArray())
        return o.value(QStringLiteral("results")).toArray();
    if (isCreature(o))
        return QJsonArray{o};
    return {};
}

const QStringList &fullAbilityNames()
{
    static const QStringList names{QStringLiteral("strength"), QStringLiteral("dexterity"),
        QStringLiteral("constitution"), QStringLiteral("intelligence"), QStringLiteral("wisdom"),
        QStringLiteral("charisma")};
    return names;
}

// Fields that are the site's own bookkeeping or repeat another field worked out (modifiers from
// scores, experience from CR): neither imported nor a loss.
const QStringList &open5eBookkeeping()
{
    static const QStringList keys{QStringLiteral("slug"), QStringLiteral("key"),
        QStringLiteral("url"), QStringLiteral("document"), QStringLiteral("document__slug"),
        QStringLiteral("document__title"), QStringLiteral("document__license_url"),
        QStringLiteral("document__url"), QStringLiteral("page_no"),
        QStringLiteral("v2_converted_path"), QStringLiteral("modifiers"),
        QStringLiteral("saving_throws_all"), QStringLiteral("skill_bonuses_all"),
        QStringLiteral("speed_all"), QStringLiteral("experience_points"),
        QStringLiteral("challenge_rating_decimal"), QStringLiteral("cr")};
    return keys;
}

// A v2 action's own limit ("uses_type": "RECHARGE_ON_ROLL", "uses_param": 5) written after
// its name as a stat block writes it, so it reads as every other format's; empty without one.
QString v2Limit(const QJsonObject &a, const QString &p, ForeignJson &json)
{
    const QString type
        = json.text(a.value(QStringLiteral("uses_type")), p + QStringLiteral(".uses_type"))
              .value_or(QString())
              .toUpper();
    const auto param
        = json.number(a.value(QStringLiteral("uses_param")), p + QStringLiteral(".uses_param"));
    if (type == u"RECHARGE_ON_ROLL" && param)
        return *param >= 6 ? QStringLiteral(" (Recharge 6)")
                           : QStringLiteral(" (Recharge %1\u20136)").arg(*param);
    if (type == u"PER_DAY" && param)
        return QStringLiteral(" (%1/Day)").arg(*param);
    if (type == u"RECHARGE_AFTER_REST" || type == u"RECHARGE")
        return QStringLiteral(" (Recharge after a Short or Long Rest)");
    return QString();
}

void readV1Action(const QJsonObject &a, const QString &p, ForeignJson &json, ForeignCreature &c,
    ForeignActions::Part part)
{
    const QString name = json.text(a.value(QStringLiteral("name")), p + QStringLiteral(".name"))
                             .value_or(QString());
    const QString desc = json.text(a.value(QStringLiteral("desc")), p + QStringLiteral(".desc"))
                             .value_or(QString());
    const auto bonus
        = json.number(a.value(QStringLiteral("attack_bonus")), p + QStringLiteral(".attack_bonus"));
    const QString diceText
        = json.text(a.value(QStringLiteral("damage_dice")), p + QStringLiteral(".damage_dice"))
              .value_or(QString());
    const QString dice = StatText::dice(diceText);
    const QString diceProblem = StatText::diceProblem(diceText);
    const auto plus
        = json.number(a.value(QStringLiteral("damage_bonus")), p + QStringLiteral(".damage_bonus"));
    std::vector<ForeignAttack> attacks;
    if (bonus || !dice.isEmpty() || !diceProblem.isEmpty()) {
        ForeignAttack attack;
        attack.name = name;
        attack.kind = StatText::attackKind(desc);
        attack.bonus = bonus;
        attack.damage = dice;
        if (!diceProblem.isEmpty())
            attack.unread.insert(QStringLiteral("damage"), {diceText.trimmed(), diceProblem});
        if (!dice.isEmpty() && plus && *plus != 0)
            attack.damage += (*plus > 0 ? QStringLiteral("+") : QString()) + QString::number(*plus);
        attacks.push_back(attack);
    }
    ForeignActions::add(c, part, name, desc, std::move(attacks));
}

ForeignActions::Part v2Part(const QString &type)
{
    using Part = ForeignActions::Part;
    if (type == u"REACTION")
        return Part::Reaction;
    if (type == u"BONUS_ACTION")
        return Part::BonusAction;
    if (type == u"LEGENDARY_ACTION")
        return Part::Legendary;
    if (type == u"MYTHIC_ACTION")
        return Part::Mythic;
    if (type == u"LAIR_ACTION")
        return Part::Lair;
    return Part::Action;
}

void readV2Action(const QJsonObject &a, const QString &p, ForeignJson &json, ForeignCreature &c)
{
    const QString name = json.text(a.value(QStringLiteral("name")), p + QStringLiteral(".name"))
                             .value_or(QString())
        + v2Limit(a, p, json);
    const QString desc = json.text(a.value(QStringLiteral("desc")), p + QStringLiteral(".desc"))
                             .value_or(QString());
    const QString type
        = json.text(a.value(QStringLiteral("action_type")), p + QStringLiteral(".action_type"))
              .value_or(QStringLiteral("ACTION"));
    const auto list
        = json.array(a.value(QStringLiteral("attacks")), p + QStringLiteral(".attacks"));
    std::vector<ForeignAttack> attacks;
    for (qsizetype i = 0; list && i < list->size(); ++i) {
        const QString ap = QStringLiteral("%1.attacks[%2]").arg(p).arg(i);
        const auto at = json.object(list->at(i), ap);
        if (!at)
            continue;
        ForeignAttack attack;
        attack.name = name;
        attack.kind = StatText::attackKind(desc);
        attack.bonus = json.number(
            at->value(QStringLiteral("to_hit_mod")), ap + QStringLiteral(".to_hit_mod"));
        const auto count = json.number(at->value(QStringLiteral("damage_die_count")),
            ap + QStringLiteral(".damage_die_count"));
        QString die = json.text(at->value(QStringLiteral("damage_die_type")),
                              ap + QStringLiteral(".damage_die_type"))
                          .value_or(QString());
        die.remove(QLatin1Char('D'));
        die.remove(QLatin1Char('d'));
        auto plus = json.number(
            at->value(QStringLiteral("damage_bonus")), ap + QStringLiteral(".damage_bonus"));
        if (count && !die.isEmpty()) {
            const QString text = QStringLiteral("%1d%2").arg(*count).arg(die);
            attack.damage = StatText::dice(text);
            // Dice past the limits are named; the damage is then none, not its bonus alone.
            if (const QString why = StatText::diceProblem(text); !why.isEmpty()) {
                attack.unread.insert(QStringLiteral("damage"), {text, why});
                plus.reset();
            }
        }
        if (plus && *plus != 0)
            attack.damage
                += (attack.damage.isEmpty() ? QString()
                                            : (*plus > 0 ? QStringLiteral("+") : QString()))
                + QString::number(*plus);
        attacks.push_back(attack);
    }
    ForeignActions::add(c, v2Part(type), name, desc, std::move(attacks));
}

// The v1 lists of named entries besides the actions, by the part of a stat block they are.
std::optional<ForeignActions::Part> v1Part(const QString &key)
{
    using Part = ForeignActions::Part;
    if (key == u"special_abilities" || key == u"traits")
        return Part::Trait;
    if (key == u"bonus_actions")
        return Part::BonusAction;
    if (key == u"reactions")
        return Part::Reaction;
    if (key == u"legendary_actions")
        return Part::Legendary;
    return std::nullopt;
}

ForeignCreature readCreature(const QJsonObject &o, const QString &path, ForeignJson &json)
{
    ForeignCreature c;
    const auto at = [&path](const QString &key) { return path + QLatin1Char('.') + key; };
    for (auto it = o.constBegin(); it != o.constEnd() && !json.failed(); ++it) {
        const QString &key = it.key();
        const QJsonValue &v = it.value();
        if (key == u"name") {
            c.name = json.text(v, at(key)).value_or(QString()).trimmed();
        } else if (key == u"armor_class") {
            c.ac = json.number(v, at(key));
            if (c.ac)
                c.acText = QString::number(*c.ac);
        } else if (key == u"armor_desc" || key == u"armor_detail") {
            const QString d = json.text(v, at(key)).value_or(QString()).trimmed();
            if (!d.isEmpty() && c.ac)
                c.acText = QStringLiteral("%1 (%2)").arg(*c.ac).arg(d);
            else if (!d.isEmpty())
                c.lost << QStringLiteral("%1 (%2)").arg(key, d);
        } else if (key == u"hit_points") {
            c.hp = json.number(v, at(key));
        } else if (key == u"hit_dice") {
            const QString text = json.text(v, at(key)).value_or(QString());
            c.hpDice = StatText::dice(text);
            if (const QString why = StatText::diceProblem(text); !why.isEmpty())
                c.unread.insert(QStringLiteral("hd"), {text.trimmed(), why});
        } else if (key == u"challenge_rating" || key == u"challenge_rating_text") {
            c.crText = v.isDouble() ? QString::number(v.toDouble())
                                    : json.text(v, at(key)).value_or(QString());
            c.cr = StatText::challenge(c.crText);
        } else if (key == u"initiative_bonus") {
            c.initiative = json.number(v, at(key));
        } else if (fullAbilityNames().contains(key)) {
            if (const auto n = json.number(v, at(key)))
                c.abilities.insert(key.left(3), *n);
        } else if (key == u"ability_scores") {
            const auto scores = json.object(v, at(key));
            for (qsizetype i = 0; scores && i < fullAbilityNames().size(); ++i) {
                const QString &n = fullAbilityNames()[i];
                if (const auto score
                    = json.number(scores->value(n), at(key) + QLatin1Char('.') + n))
                    c.abilities.insert(n.left(3), *score);
            }
        } else if (key == u"desc") {
            c.notes = json.text(v, at(key)).value_or(QString()).trimmed();
        } else if (key == u"actions") {
            const auto actions = json.array(v, at(key));
            for (qsizetype i = 0; actions && i < actions->size(); ++i) {
                const QString p = QStringLiteral("%1[%2]").arg(at(key)).arg(i);
                const auto a = json.object(actions->at(i), p);
                if (!a)
                    continue;
                if (a->contains(QStringLiteral("attacks"))
                    || a->contains(QStringLiteral("action_type")))
                    readV2Action(*a, p, json, c);
                else
                    readV1Action(*a, p, json, c, ForeignActions::Part::Action);
            }
        } else if (const auto part = v1Part(key); part && v.isArray()) {
            const auto entries = json.array(v, at(key));
            for (qsizetype i = 0; entries && i < entries->size(); ++i) {
                const QString p = QStringLiteral("%1[%2]").arg(at(key)).arg(i);
                if (const auto a = json.object(entries->at(i), p))
                    readV1Action(*a, p, json, c, *part);
            }
        } else if (key == u"legendary_desc") {
            // How many legendary actions and when: the heading's first lines in the notes.
            const QString text = json.text(v, at(key)).value_or(QString());
            if (!text.trimmed().isEmpty())
                ForeignActions::add(c, ForeignActions::Part::Legendary, QString(), text);
        } else if (open5eBookkeeping().contains(key)) {
            json.flatten(v, at(key));
        } else {
            if (ForeignJson::holdsSomething(v))
                c.lost << key;
            json.flatten(v, at(key));
        }
    }
    return c;
}

} // namespace

bool Open5eReader::recognises(const QJsonDocument &document)
{
    const QJsonArray list = creatures(document);
    return !list.isEmpty() && list.first().isObject() && isCreature(list.first().toObject());
}

Expected<ForeignFile, QString> Open5eReader::read(const QJsonDocument &document)
{
    ForeignFile file;
    ForeignJson json;
    const QJsonArray list = creatures(document);
    const QString base = document.isArray() ? QString() : QStringLiteral("results");
    for (qsizetype i = 0; i < list.size() && !json.failed(); ++i) {
        const QString path = QStringLiteral("%1[%2]").arg(base).arg(i);
        const auto o = json.object(list.at(i), path);
        if (o)
            file.creatures.push_back(readCreature(*o, path, json));
    }
    if (json.failed())
        return json.error();
    return file;
}

} // namespace Fray::Io
