// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/StatText.h"

#include "core/WholeNumber.h"
#include "core/dice/Expression.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Fray::Io {

const QStringList &ForeignCreature::abilityIds()
{
    static const QStringList ids{QStringLiteral("str"), QStringLiteral("dex"),
        QStringLiteral("con"), QStringLiteral("int"), QStringLiteral("wis"), QStringLiteral("cha")};
    return ids;
}

namespace StatText {

std::optional<qint64> wholeNumber(const QString &text)
{
    QString t = text.trimmed();
    t.replace(QChar(0x2212), QLatin1Char('-')); // a typeset minus
    t.remove(QLatin1Char(' '));
    if (t.startsWith(QLatin1Char('+')))
        t.remove(0, 1);
    return Fray::wholeNumber(t);
}

QString signedNumber(qint64 n)
{
    return (n < 0 ? QString() : QStringLiteral("+")) + QString::number(n);
}

QString notAWholeNumber()
{
    return QCoreApplication::translate("Fray::Io::StatText", "not a whole number Fray can hold");
}

NumberAndNote numberAndNote(const QString &text)
{
    // The leading number is all its characters up to a space or bracket ("1e308", "1.5"), so
    // one Fray cannot take is said to be one, not read as its first digits.
    static const QRegularExpression pattern(
        QStringLiteral(R"(^\s*(-?\d(?:[eE][+\-]?\d|[\w.])*)\s*(?:\((.*)\))?\s*(.*)$)"),
        QRegularExpression::DotMatchesEverythingOption);
    NumberAndNote out;
    const auto m = pattern.match(text);
    if (!m.hasMatch()) {
        out.note = text.trimmed();
        return out;
    }
    out.number = Fray::wholeNumber(m.captured(1));
    if (!out.number)
        out.unread = m.captured(1);
    out.note = (m.captured(2) + QLatin1Char(' ') + m.captured(3)).trimmed();
    return out;
}

DiceReading readDice(const QString &text)
{
    QString d = text;
    d.remove(QLatin1Char(' '));
    d.replace(QChar(0x2212), QLatin1Char('-')); // a typeset minus
    d.replace(QChar(0x2013), QLatin1Char('-'));
    DiceReading out;
    if (d.isEmpty())
        return out;
    if (const auto parsed = Dice::Expression::parse(d); parsed)
        out.dice = d;
    else
        out.problem = parsed.error().toString();
    return out;
}

QString dice(const QString &text)
{
    return readDice(text).dice;
}

QString diceProblem(const QString &text)
{
    return readDice(text).problem;
}

std::optional<qint64> challenge(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    static const QRegularExpression fraction(QStringLiteral(R"(^(\d+)\s*/\s*(\d+)$)"));
    if (const auto m = fraction.match(t); m.hasMatch()) {
        const auto n = Fray::wholeNumber(m.captured(1));
        const auto d = Fray::wholeNumber(m.captured(2));
        return !n || !d || *d == 0 ? std::nullopt : std::optional<qint64>(*n / *d);
    }
    bool ok = false;
    const double value = t.toDouble(&ok); // Open5e's 0.25
    if (!ok || value < 0 || value > 1000)
        return std::nullopt;
    return qint64(value);
}

std::optional<ForeignAttack> attackFromText(const QString &name, const QString &text)
{
    static const QRegularExpression toHit(QStringLiteral(R"(([+\-\x{2212}]\s*\d+)\s+to\s+hit)"),
        QRegularExpression::CaseInsensitiveOption);
    // "Hit: 5 (1d6 + 2) slashing damage", then any "plus 7 (2d6) poison damage".
    static const QRegularExpression hit(
        QStringLiteral(R"(Hit:\s*\d+\s*\(([^)]*)\))"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression plus(QStringLiteral(R"(^[^.]*?\bplus\s+\d+\s*\(([^)]*)\))"),
        QRegularExpression::CaseInsensitiveOption);
    const auto bonus = toHit.match(text);
    if (!bonus.hasMatch())
        return std::nullopt;
    ForeignAttack attack;
    attack.name = name.trimmed();
    attack.kind = attackKind(text);
    QString b = bonus.captured(1);
    b.remove(QLatin1Char(' '));
    b.replace(QChar(0x2212), QLatin1Char('-'));
    attack.bonus = wholeNumber(b);
    if (!attack.bonus)
        attack.unread.insert(QStringLiteral("bonus"), {b, notAWholeNumber()});
    const auto damage = hit.match(text);
    if (damage.hasMatch()) {
        const DiceReading firstDice = readDice(damage.captured(1));
        attack.damage = firstDice.dice;
        const auto more = plus.match(text.mid(damage.capturedEnd()));
        const DiceReading extraDice = more.hasMatch() ? readDice(more.captured(1)) : DiceReading();
        const QString &extra = extraDice.dice;
        // Dice past the limits are named; the damage is then none, not its other part.
        const QString &first = firstDice.problem;
        const QString &second = extraDice.problem;
        if (!first.isEmpty() || !second.isEmpty()) {
            attack.unread.insert(QStringLiteral("damage"),
                {first.isEmpty() ? more.captured(1).trimmed() : damage.captured(1).trimmed(),
                    first.isEmpty() ? second : first});
            attack.damage.clear();
        } else if (!attack.damage.isEmpty() && !extra.isEmpty()) {
            attack.damage += QLatin1Char('+') + extra;
        }
    }
    return attack;
}

QString extraDamage(const QString &text)
{
    static const QRegularExpression plus(QStringLiteral(R"(\bdamage\s+plus\s+\d+\s*\(([^)]*)\))"),
        QRegularExpression::CaseInsensitiveOption);
    const auto more = plus.match(text);
    return more.hasMatch() ? dice(more.captured(1)) : QString();
}

QString attackKind(const QString &text)
{
    return text.trimmed().startsWith(QStringLiteral("Ranged"), Qt::CaseInsensitive)
        ? QStringLiteral("ranged")
        : QStringLiteral("melee");
}

std::optional<qint64> multiattackCount(const QString &text)
{
    static const QRegularExpression makes(
        QStringLiteral(R"(makes\s+(\w+)\s+(?:\w+\s+){0,2}attacks)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QStringList words{QStringLiteral("one"), QStringLiteral("two"),
        QStringLiteral("three"), QStringLiteral("four"), QStringLiteral("five"),
        QStringLiteral("six"), QStringLiteral("seven"), QStringLiteral("eight")};
    const auto m = makes.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QString count = m.captured(1).toLower();
    if (const qsizetype i = words.indexOf(count); i >= 0)
        return qint64(i + 1);
    bool ok = false;
    const qint64 n = count.toLongLong(&ok);
    return ok && n > 0 && n < 100 ? std::optional<qint64>(n) : std::nullopt;
}

std::optional<qint64> diceCount(const QString &dice)
{
    static const QRegularExpression count(
        QStringLiteral(R"(^\s*(\d+)\s*d\s*\d)"), QRegularExpression::CaseInsensitiveOption);
    const auto m = count.match(dice);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toLongLong();
}

} // namespace StatText

} // namespace Fray::Io
