// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/Open5eReader.h"

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
const QStringList &bookkeeping()
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

void readV1Action(const QJsonObject &a, const QString &p, ForeignJson &json, ForeignCreature &c)
{
    const QString name = json.text(a.value(QStringLiteral("name")), p + QStringLiteral(".name"))
                             .value_or(QString());
    const QString desc = json.text(a.value(QStringLiteral("desc")), p + QStringLiteral(".desc"))
                             .value_or(QString());
    const auto bonus
        = json.number(a.value(QStringLiteral("attack_bonus")), p + QStringLiteral(".attack_bonus"));
    const QString dice = StatText::dice(
        json.text(a.value(QStringLiteral("damage_dice")), p + QStringLiteral(".damage_dice"))
            .value_or(QString()));
    const auto plus
        = json.number(a.value(QStringLiteral("damage_bonus")), p + QStringLiteral(".damage_bonus"));
    if (bonus || !dice.isEmpty()) {
        ForeignAttack attack;
        attack.name = name;
        attack.kind = StatText::attackKind(desc);
        attack.bonus = bonus;
        attack.damage = dice;
        if (!dice.isEmpty() && plus && *plus != 0)
            attack.damage += (*plus > 0 ? QStringLiteral("+") : QString()) + QString::number(*plus);
        c.attacks.push_back(attack);
    } else if (auto attack = StatText::attackFromText(name, desc)) {
        c.attacks.push_back(*attack);
    } else if (const auto count = StatText::multiattackCount(desc);
               count && name.contains(QStringLiteral("multiattack"), Qt::CaseInsensitive)) {
        c.attacksPerRound = count;
    } else {
        c.lost << Open5eReader::tr("Action '%1'").arg(name);
    }
}

void readV2Action(const QJsonObject &a, const QString &p, ForeignJson &json, ForeignCreature &c)
{
    const QString name = json.text(a.value(QStringLiteral("name")), p + QStringLiteral(".name"))
                             .value_or(QString());
    const QString desc = json.text(a.value(QStringLiteral("desc")), p + QStringLiteral(".desc"))
                             .value_or(QString());
    const QString type
        = json.text(a.value(QStringLiteral("action_type")), p + QStringLiteral(".action_type"))
              .value_or(QStringLiteral("ACTION"));
    if (type != u"ACTION") {
        c.lost << Open5eReader::tr("%1 '%2'").arg(
            type.toLower().replace(QLatin1Char('_'), QLatin1Char(' ')), name);
        return;
    }
    const auto attacks
        = json.array(a.value(QStringLiteral("attacks")), p + QStringLiteral(".attacks"));
    bool any = false;
    for (qsizetype i = 0; attacks && i < attacks->size(); ++i) {
        const QString ap = QStringLiteral("%1.attacks[%2]").arg(p).arg(i);
        const auto at = json.object(attacks->at(i), ap);
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
        const auto plus = json.number(
            at->value(QStringLiteral("damage_bonus")), ap + QStringLiteral(".damage_bonus"));
        if (count && !die.isEmpty())
            attack.damage = StatText::dice(QStringLiteral("%1d%2").arg(*count).arg(die));
        if (plus && *plus != 0)
            attack.damage
                += (attack.damage.isEmpty() ? QString()
                                            : (*plus > 0 ? QStringLiteral("+") : QString()))
                + QString::number(*plus);
        c.attacks.push_back(attack);
        any = true;
    }
    if (any)
        return;
    if (const auto count = StatText::multiattackCount(desc);
        count && name.contains(QStringLiteral("multiattack"), Qt::CaseInsensitive))
        c.attacksPerRound = count;
    else if (auto attack = StatText::attackFromText(name, desc))
        c.attacks.push_back(*attack);
    else
        c.lost << Open5eReader::tr("Action '%1'").arg(name);
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
            c.hpDice = StatText::dice(json.text(v, at(key)).value_or(QString()));
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
                    readV1Action(*a, p, json, c);
            }
        } else if (bookkeeping().contains(key)) {
            json.flatten(v, at(key));
        } else {
            const bool empty = v.isNull() || (v.isString() && v.toString().trimmed().isEmpty())
                || (v.isArray() && v.toArray().isEmpty())
                || (v.isObject() && v.toObject().isEmpty()) || v.isBool();
            if (!empty)
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
