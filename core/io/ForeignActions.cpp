// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ForeignActions.h"

#include "core/io/StatText.h"

#include <QRegularExpression>

#include <algorithm>

namespace Fray::Io {

namespace {

constexpr auto kCaseless = QRegularExpression::CaseInsensitiveOption;

// "dexterity" -> "Dexterity", as a stat block writes an ability.
QString capitalised(const QString &word)
{
    return word.left(1).toUpper() + word.mid(1).toLower();
}

// The first "N (dice)" of a text and the "plus N (dice)" of the same sentence, as one
// expression: "63 (18d6)" -> "18d6"; empty without dice.
QString damageDice(const QString &text)
{
    static const QRegularExpression rolled(QStringLiteral(R"(\d+\s*\(([^()]*)\))"));
    static const QRegularExpression plus(
        QStringLiteral(R"(^[^.]*?\bplus\s+\d+\s*\(([^()]*)\))"), kCaseless);
    auto it = rolled.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString dice = StatText::dice(m.captured(1));
        if (dice.isEmpty() || !dice.contains(QLatin1Char('d'), Qt::CaseInsensitive))
            continue;
        const auto more = plus.match(text.mid(m.capturedEnd()));
        const QString extra = more.hasMatch() ? StatText::dice(more.captured(1)) : QString();
        return extra.isEmpty() ? dice : dice + QLatin1Char('+') + extra;
    }
    return QString();
}

} // namespace

ForeignActions::Limit ForeignActions::limitOf(const QString &name)
{
    static const QRegularExpression range(
        QStringLiteral(R"(\(\s*Recharge\s+(\d+)\s*[-\x{2013}\x{2014}]\s*(\d+)\s*\))"), kCaseless);
    static const QRegularExpression single(
        QStringLiteral(R"(\(\s*Recharge\s+(\d+)\s*\))"), kCaseless);
    static const QRegularExpression afterRest(
        QStringLiteral(R"(\(\s*Recharges?\s+after\s+a\s+[^)]*\bRest\s*\))"), kCaseless);
    // "(3/Day)", "(1/Turn)", and the resets only Fray writes back ("(2/Round)", "(1/Fight)",
    // "(3 uses)"), so a use it exports comes back as it was.
    static const QRegularExpression perDay(
        QStringLiteral(R"(\(\s*(\d+)\s*/\s*(Day|Turn|Round|Fight)\b[^)]*\))"), kCaseless);
    static const QRegularExpression uses(QStringLiteral(R"(\(\s*(\d+)\s+uses?\s*\))"), kCaseless);

    Limit out;
    out.name = name.trimmed();
    // Every limit is in brackets; most names have none.
    if (!name.contains(QLatin1Char('(')))
        return out;
    Encounter::Use use;
    QRegularExpressionMatch m;
    if ((m = range.match(name)).hasMatch() || (m = single.match(name)).hasMatch()) {
        // A stat block's recharge is a d6 ("Recharge 5–6"); a range up to another die says so.
        const qint64 top = m.lastCapturedIndex() == 2 ? m.captured(2).toLongLong() : 6;
        use.reset = Encounter::Use::Reset::Recharge;
        use.recharge = QStringLiteral("1d%1").arg(std::max<qint64>(top, 6));
        use.target = m.captured(1).toLongLong();
    } else if ((m = afterRest.match(name)).hasMatch()) {
        use.reset = Encounter::Use::Reset::Rest;
    } else if ((m = perDay.match(name)).hasMatch() || (m = uses.match(name)).hasMatch()) {
        const QString per = m.captured(2).toLower();
        use.reset = per == u"day" ? Encounter::Use::Reset::Rest
            : per == u"turn"      ? Encounter::Use::Reset::Turn
            : per == u"round"     ? Encounter::Use::Reset::Round
            : per == u"fight"     ? Encounter::Use::Reset::Fight
                                  : Encounter::Use::Reset::Never;
        use.maximum = m.captured(1).toLongLong();
        if (use.maximum < 1 || use.maximum > Encounter::Use::maxUses)
            return out;
    } else {
        return out;
    }
    use.left = use.maximum;
    QString rest = name;
    rest.remove(m.capturedStart(), m.capturedLength());
    out.name = rest.simplified();
    if (out.name.isEmpty())
        out.name = name.trimmed();
    use.name = out.name;
    out.use = use;
    return out;
}

QString ForeignActions::limitText(const Encounter::Use &use)
{
    using Reset = Encounter::Use::Reset;
    switch (use.reset) {
    case Reset::Recharge:
        if (use.recharge.trimmed() == u"1d6" && use.target >= 1 && use.target <= 6)
            return use.target == 6 ? QStringLiteral("(Recharge 6)")
                                   : QStringLiteral("(Recharge %1\u20136)").arg(use.target);
        return QStringLiteral("(Recharge %1+ on %2)").arg(use.target).arg(use.recharge.trimmed());
    case Reset::Rest:
        return QStringLiteral("(%1/Day)").arg(use.maximum);
    case Reset::Turn:
        return QStringLiteral("(%1/Turn)").arg(use.maximum);
    case Reset::Round:
        return QStringLiteral("(%1/Round)").arg(use.maximum);
    case Reset::Fight:
        return QStringLiteral("(%1/Fight)").arg(use.maximum);
    case Reset::Never:
        return use.maximum == 1 ? QStringLiteral("(1 use)")
                                : QStringLiteral("(%1 uses)").arg(use.maximum);
    }
    return QString();
}

bool ForeignActions::isSave(const QString &text)
{
    static const QRegularExpression save(QStringLiteral(R"(\bsaving\s+throw)"), kCaseless);
    static const QRegularExpression roll(
        QStringLiteral(R"([+\-\x{2212}]\s*\d+\s+to\s+hit|\bAttack\s+Roll\s*:)"), kCaseless);
    return save.match(text).hasMatch() && !roll.match(text).hasMatch();
}

ForeignActions::Effect ForeignActions::effectOf(const QString &text)
{
    static const QString abilities
        = QStringLiteral("(Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma)");
    static const QRegularExpression dcFirst(
        QStringLiteral(R"(\bDC\s*(\d+)\s+%1\s+sav(?:ing\s+throw|e)\b)").arg(abilities), kCaseless);
    static const QRegularExpression abilityFirst(
        QStringLiteral(R"(\b%1\s+Saving\s+Throw\s*:\s*DC\s*(\d+))").arg(abilities), kCaseless);
    static const QRegularExpression bare(
        QStringLiteral(R"(\bDC\s*(\d+)\b[^.]*\bsaving\s+throw)"), kCaseless);

    // The note keeps the source's words, as its attack names are kept: it is the stat block's
    // rule, not Fray's.
    Effect out;
    if (const auto m = dcFirst.match(text); m.hasMatch())
        out.note = QStringLiteral("DC %1 %2 save").arg(m.captured(1), capitalised(m.captured(2)));
    else if (const auto a = abilityFirst.match(text); a.hasMatch())
        out.note = QStringLiteral("DC %1 %2 save").arg(a.captured(2), capitalised(a.captured(1)));
    else if (const auto b = bare.match(text); b.hasMatch())
        out.note = QStringLiteral("DC %1 save").arg(b.captured(1));
    out.dice = damageDice(text);
    return out;
}

QString ForeignActions::heading(Part part)
{
    switch (part) {
    case Part::Trait:
        return tr("Traits");
    case Part::Action:
        return tr("Actions");
    case Part::BonusAction:
        return tr("Bonus actions");
    case Part::Reaction:
        return tr("Reactions");
    case Part::Legendary:
        return tr("Legendary actions");
    case Part::Mythic:
        return tr("Mythic actions");
    case Part::Lair:
        return tr("Lair actions");
    }
    return QString();
}

QString ForeignActions::label(Part part, const QString &name)
{
    if (name.trimmed().isEmpty())
        return heading(part);
    switch (part) {
    case Part::Trait:
        return tr("Trait '%1'").arg(name.trimmed());
    case Part::Action:
        return tr("Action '%1'").arg(name.trimmed());
    case Part::BonusAction:
        return tr("Bonus action '%1'").arg(name.trimmed());
    case Part::Reaction:
        return tr("Reaction '%1'").arg(name.trimmed());
    case Part::Legendary:
        return tr("Legendary action '%1'").arg(name.trimmed());
    case Part::Mythic:
        return tr("Mythic action '%1'").arg(name.trimmed());
    case Part::Lair:
        return tr("Lair action '%1'").arg(name.trimmed());
    }
    return name;
}

QString ForeignActions::keptAsNotes()
{
    return tr("kept as notes");
}

void ForeignActions::add(ForeignCreature &c, Part part, const QString &name, const QString &text,
    std::vector<ForeignAttack> attacks)
{
    const QString title = name.trimmed();
    const QString body = text.trimmed();
    if (title.isEmpty() && body.isEmpty() && attacks.empty())
        return;
    const Limit limit = limitOf(title);
    bool placed = false; // it became something of its own (attacks, a count)
    if (part == Part::Action) {
        // A save's damage is not an attack with to-hit 0: it is what the use rolls.
        if (isSave(body)) {
            attacks.clear();
        } else if (attacks.empty()) {
            if (auto attack = StatText::attackFromText(limit.name, body))
                attacks.push_back(*attack);
        }
        for (ForeignAttack &a : attacks) {
            if (a.name.trimmed().isEmpty() || a.name.trimmed() == title)
                a.name = limit.name;
            c.attacks.push_back(a);
        }
        placed = !attacks.empty();
        if (!placed && title.contains(QStringLiteral("multiattack"), Qt::CaseInsensitive)) {
            if (const auto count = StatText::multiattackCount(body)) {
                c.attacksPerRound = count;
                placed = true;
            }
        }
    }
    if (limit.use) {
        Encounter::Use use = *limit.use;
        if (!placed) {
            const Effect effect = effectOf(body);
            use.effect = effect.dice;
            use.effectNote = effect.note;
        }
        // Names are unique on a combatant: a second "Breath" is "Breath (2)".
        const auto taken = [&c](const QString &n) {
            return std::any_of(c.uses.begin(), c.uses.end(), [&n](const Encounter::Use &u) {
                return u.name.compare(n, Qt::CaseInsensitive) == 0;
            });
        };
        for (int n = 2; taken(use.name); ++n)
            use.name = QStringLiteral("%1 (%2)").arg(limit.name).arg(n);
        c.uses.push_back(use);
    }
    if (placed)
        return;
    // The text goes into the notes whole; a limited one is also a use, so it is not a loss.
    QString paragraph = body;
    if (!title.isEmpty()) {
        const bool stops = title.endsWith(QLatin1Char('.')) || title.endsWith(QLatin1Char(':'));
        paragraph = body.isEmpty()
            ? title
            : title + (stops ? QStringLiteral(" ") : QStringLiteral(". ")) + body;
    }
    if (!paragraph.isEmpty())
        c.keptText[int(part)] << paragraph;
    if (!limit.use)
        c.kept << label(part, title);
}

QString ForeignActions::notes(const ForeignCreature &c)
{
    QStringList blocks;
    if (!c.notes.trimmed().isEmpty())
        blocks << c.notes.trimmed();
    for (auto it = c.keptText.constBegin(); it != c.keptText.constEnd(); ++it)
        blocks << heading(Part(it.key())) + QLatin1Char('\n') + it.value().join(QLatin1Char('\n'));
    return blocks.join(QStringLiteral("\n\n"));
}

} // namespace Fray::Io
