// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/RosterSheet.h"

#include "core/encounter/EventKeeper.h"
#include "core/encounter/InitiativeRoller.h"
#include "core/encounter/RulesText.h"
#include "core/rules/DisplayNames.h"
#include "ui/print/SheetOptions.h"
#include "ui/print/TextBox.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace Fray::Print {

namespace {

// Column widths of a combatant's card, in millimetres.
constexpr qreal kInitiativeMm = 14;
constexpr qreal kNameMm = 46;
constexpr qreal kDefenceMm = 17;
constexpr qreal kGapMm = 2.5;
constexpr qreal kPadMm = 1.8;
constexpr qreal kRosterBoxMm = 3.4;
constexpr qreal kRosterBoxGapMm = 0.8;
constexpr qreal kWriteLineMm = 6;

} // namespace

RosterSheet::RosterSheet(PageLayouter &layouter, const PrintStyle &style,
    const Encounter::EncounterState &state, const Rules::Ruleset &ruleset,
    const QString &simulation)
    : m_layouter(layouter)
    , m_style(style)
    , m_state(state)
    , m_ruleset(ruleset)
    , m_simulation(simulation)
{ }

RosterSheet::HpBoxes RosterSheet::hpBoxes(qint64 maxHp, qint64 hp)
{
    HpBoxes out;
    maxHp = std::max<qint64>(maxHp, 1);
    if (maxHp > maxBoxes)
        out.perBox = (maxHp + boxesWhenGrouped - 1) / boxesWhenGrouped;
    out.boxes = (maxHp + out.perBox - 1) / out.perBox;
    out.ticked = std::clamp<qint64>((maxHp - hp) / out.perBox, 0, out.boxes);
    return out;
}

std::vector<RosterSheet::Entry> RosterSheet::entries() const
{
    std::vector<Entry> out;
    const auto find = [&](Encounter::CombatantId id) -> Entry * {
        for (Entry &e : out) {
            if (e.combatant->id == id)
                return &e;
        }
        return nullptr;
    };
    // In a fight: the order as rolled. A side or group entry stands for each of its members.
    for (const Encounter::InitiativeEntry &entry : m_state.order) {
        std::vector<const Encounter::Combatant *> members;
        for (const Encounter::Combatant &c : m_state.combatants) {
            const bool member = entry.side.isEmpty()
                ? c.id == entry.combatant
                : c.side == entry.side && (entry.group.isEmpty() || c.group == entry.group);
            if (member)
                members.push_back(&c);
        }
        QString count = Encounter::InitiativeRoller::countText(entry);
        if (entry.lost)
            count = tr("%1 (lost)").arg(count);
        for (const Encounter::Combatant *c : members) {
            if (Entry *e = find(c->id)) {
                e->count += u" \u00b7 "_s + count;
                continue;
            }
            out.push_back({c, QString::number(entry.slot + 1), count});
        }
    }
    // Before the fight (and anyone the order leaves out): by side, as the encounter lists them.
    QStringList sides;
    for (const Encounter::Combatant &c : m_state.combatants) {
        if (!sides.contains(c.side))
            sides << c.side;
    }
    for (const QString &side : std::as_const(sides)) {
        for (const Encounter::Combatant &c : m_state.combatants) {
            if (c.side == side && !find(c.id))
                out.push_back({&c, QString(), QString()});
        }
    }
    return out;
}

void RosterSheet::write()
{
    m_layouter.beginSection(SheetOptions::kindTitle(SheetOptions::Kind::Roster));
    writeIntro();
    writeEvents();
    for (const Entry &entry : entries())
        writeCombatant(entry);
    writeNotes();
}

void RosterSheet::writeIntro()
{
    const qreal width = m_layouter.columnWidth();
    QPaintDevice *device = m_style.device();

    const TextBox title(m_state.name.isEmpty() ? tr("Encounter") : m_state.name,
        m_style.font(PrintStyle::Role::Title), device);
    m_layouter.place(title.height(width), u"roster: title"_s,
        [title](QPainter &painter, const QRectF &rect) { title.draw(painter, rect); });

    QStringList lines;
    lines << m_ruleset.name;
    lines << Encounter::RulesText::initiative(m_ruleset);
    // The ruleset's own word on how an attack's number is made (BtH + STR modifier, the whole
    // SC), else the name of what reads it.
    if (!m_ruleset.attackValue.note.isEmpty())
        lines << m_ruleset.attackValue.note;
    else if (const Rules::Variable *v = Encounter::RulesText::attackVariable(m_ruleset))
        lines << tr("Attack values: %1.").arg(v->label);
    else
        lines << tr("Attack values are not used: the GM gives the numbers with each attack.");
    const TextBox intro(lines.join(u'\n'), m_style.font(PrintStyle::Role::Small), device);
    m_layouter.place(intro.height(width) + m_style.mm(1.5), u"roster: rules"_s,
        [intro](QPainter &painter, const QRectF &rect) { intro.draw(painter, rect); });
    if (!m_simulation.isEmpty()) {
        const TextBox simulated(m_simulation, m_style.font(PrintStyle::Role::Bold), device);
        m_layouter.place(simulated.height(width) + m_style.mm(1.5), u"roster: simulation"_s,
            [simulated](QPainter &painter, const QRectF &rect) { simulated.draw(painter, rect); });
    }

    // A round tracker: tick a box as each round ends.
    const qreal box = m_style.mm(5);
    const QFont label = m_style.font(PrintStyle::Role::Bold);
    const QString roundText = tr("Round");
    const qreal labelWidth = TextBox(roundText, label, device).naturalWidth() + m_style.mm(3);
    const int rounds = int(std::min<qreal>(20, (width - labelWidth) / (box + m_style.mm(1.5))));
    m_layouter.place(box + m_style.mm(3), u"roster: rounds"_s,
        [style = &m_style, box, label, roundText, labelWidth, rounds](
            QPainter &painter, const QRectF &rect) {
            painter.setPen(PrintStyle::ink());
            TextBox(roundText, label, style->device(), Qt::AlignLeft | Qt::AlignVCenter)
                .draw(painter, QRectF(rect.left(), rect.top(), labelWidth, box));
            const QFont small = style->font(PrintStyle::Role::Small);
            for (int i = 0; i < rounds; ++i) {
                const QRectF r(
                    rect.left() + labelWidth + i * (box + style->mm(1.5)), rect.top(), box, box);
                painter.setPen(style->pen(0.25));
                painter.drawRect(r);
                painter.setPen(PrintStyle::rule());
                TextBox(QString::number(i + 1), small, style->device(),
                    Qt::AlignHCenter | Qt::AlignVCenter)
                    .draw(painter, r);
            }
        });
}

void RosterSheet::writeEvents()
{
    if (m_state.events.empty())
        return;
    const qreal width = m_layouter.columnWidth();
    QPaintDevice *device = m_style.device();
    const TextBox heading(tr("Events"), m_style.font(PrintStyle::Role::Subheading), device);
    m_layouter.place(heading.height(width), u"roster: events"_s,
        [heading](QPainter &painter, const QRectF &rect) { heading.draw(painter, rect); });
    const qreal indent = m_style.mm(4);
    for (const Encounter::Event &event : m_state.events) {
        const TextBox name(tr("%1 \u2014 %2, %3")
                               .arg(event.name, Encounter::EventKeeper::whenText(event),
                                   Encounter::EventKeeper::roundsText(event)),
            m_style.font(PrintStyle::Role::Bold), device);
        QStringList lines;
        if (!event.note.isEmpty())
            lines << event.note;
        if (!event.roll.isEmpty())
            lines << tr("Roll: %1").arg(event.roll);
        if (event.reinforcement && event.reinforcements > 0)
            lines << tr("Arriving: %1 \u00d7 %2")
                         .arg(QLocale().toString(event.reinforcements), event.reinforcement->name);
        const TextBox about(lines.join(u'\n'), m_style.font(PrintStyle::Role::Cell), device);
        const qreal nameH = name.height(width);
        const qreal aboutH = lines.isEmpty() ? 0 : about.height(width - indent);
        m_layouter.place(nameH + aboutH + m_style.mm(1.5), u"roster: event "_s + event.name,
            [name, about, nameH, aboutH, indent](QPainter &painter, const QRectF &rect) {
                painter.setPen(PrintStyle::ink());
                name.draw(painter, QRectF(rect.left(), rect.top(), rect.width(), nameH));
                if (aboutH > 0)
                    about.draw(painter,
                        QRectF(rect.left() + indent, rect.top() + nameH, rect.width() - indent,
                            aboutH));
            });
    }
    m_layouter.space(m_style.mm(2));
}

void RosterSheet::writeCombatant(const Entry &entry)
{
    const Encounter::Combatant &c = *entry.combatant;
    QPaintDevice *device = m_style.device();
    const qreal pad = m_style.mm(kPadMm);
    const qreal gap = m_style.mm(kGapMm);
    const qreal width = m_layouter.columnWidth();
    const qreal initW = m_style.mm(kInitiativeMm);
    const qreal nameW = m_style.mm(kNameMm);
    const qreal defW = m_style.mm(kDefenceMm);
    const qreal restX = pad + initW + gap + nameW + gap + defW + gap;
    const qreal restW = width - restX - pad;

    // Name column.
    const TextBox name(c.name, m_style.font(PrintStyle::Role::Subheading), device);
    QStringList about;
    const QString sideName = Rules::DisplayNames::side(c.side, &m_ruleset);
    about << (c.group.isEmpty() ? sideName : tr("%1 \u00b7 %2").arg(sideName, c.group));
    if (c.attacksPerRound > 1)
        about << tr("%n attacks a round", nullptr, int(c.attacksPerRound));
    if (c.unitSize > 0)
        about << tr("unit of %1").arg(c.unitSize);
    if (!c.state.isEmpty()) {
        QString state = c.state;
        for (const Rules::HpState &s : m_ruleset.hpStates) {
            if (s.id == c.state)
                state = s.label;
        }
        about << state;
    }
    const TextBox aboutBox(about.join(u'\n'), m_style.font(PrintStyle::Role::Small), device);
    const qreal nameH = name.height(nameW) + aboutBox.height(nameW);

    // Defence column.
    const QString defenceLabel
        = m_ruleset.defenceLabel.isEmpty() ? tr("Defence") : m_ruleset.defenceLabel;
    const TextBox defLabel(
        defenceLabel, m_style.font(PrintStyle::Role::Small), device, Qt::AlignHCenter);
    const TextBox defValue(QString::number(c.defence), m_style.font(PrintStyle::Role::Big), device,
        Qt::AlignHCenter | Qt::AlignVCenter);
    const QString armour = Encounter::RulesText::armourLabel(m_ruleset);
    const TextBox armourBox(armour.isEmpty() ? QString() : tr("%1 %2").arg(armour).arg(c.armor),
        m_style.font(PrintStyle::Role::Small), device, Qt::AlignHCenter);
    const qreal defBoxH = m_style.mm(8);
    const qreal defH = defLabel.height(defW) + defBoxH
        + (armour.isEmpty() ? 0 : armourBox.height(defW) + m_style.mm(0.5));

    // Hit points, attacks, conditions and notes.
    const HpBoxes boxes = hpBoxes(c.maxHp, c.hp);
    const QString hpLabel = m_ruleset.hpLabel.isEmpty() ? tr("HP") : m_ruleset.hpLabel;
    QString hpText = tr("%1 %2").arg(hpLabel).arg(c.maxHp);
    if (c.hp != c.maxHp)
        hpText += tr(" (now %1)").arg(c.hp);
    if (boxes.perBox > 1)
        hpText += tr(" \u00b7 each box %1 %2").arg(boxes.perBox).arg(hpLabel);
    const TextBox hpBox(hpText, m_style.font(PrintStyle::Role::Bold), device);
    const qreal boxStep = m_style.mm(kRosterBoxMm + kRosterBoxGapMm);
    const qreal groupGap = m_style.mm(1.2);
    // Boxes in groups of five, which are quicker to count.
    const qint64 groupsPerRow
        = std::max<qint64>(1, qint64((restW + groupGap) / (5 * boxStep + groupGap)));
    const qint64 perRow = groupsPerRow * 5;
    const qint64 boxRows = (boxes.boxes + perRow - 1) / perRow;
    const qreal boxesH = boxRows * boxStep;

    const bool hasAttacks = !c.attacks.empty();
    const TextBox attacks(Encounter::RulesText::attacks(m_ruleset, c).join(u'\n'),
        m_style.font(PrintStyle::Role::Cell), device);
    const TextBox conditions(
        tr("Conditions: %1").arg(Encounter::RulesText::conditions(m_ruleset, c).join(u", "_s)),
        m_style.font(PrintStyle::Role::Cell), device);
    // The notes in their own field under the conditions, never run on after them: the library
    // entry's notes cut to about two lines (the stat blocks carry them in full), then lines to
    // write on.
    const QFont notesFont = m_style.font(PrintStyle::Role::Cell);
    const QString notesText = c.notes.isEmpty()
        ? tr("Notes:")
        : QFontMetricsF(notesFont, device)
              .elidedText(tr("Notes: %1").arg(c.notes.simplified()), Qt::ElideRight, restW * 1.85);
    const TextBox notes(notesText, notesFont, device);
    const qreal notesH = notes.height(restW);
    const qreal writeLine = m_style.mm(kWriteLineMm);
    const qreal small = m_style.mm(1);
    const qreal restH = hpBox.height(restW) + small + boxesH + small
        + (hasAttacks ? attacks.height(restW) + small : 0) + conditions.height(restW) + small
        + notesH + 2 * writeLine;

    const qreal initBoxH = m_style.mm(10);
    const TextBox initLabel(
        tr("Init"), m_style.font(PrintStyle::Role::Small), device, Qt::AlignHCenter);
    const qreal initH = initLabel.height(initW) + initBoxH;

    const qreal height = std::max({nameH, defH, restH, initH}) + 2 * pad;
    const Entry e = entry;
    m_layouter.ensure(height + m_style.mm(2));
    m_layouter.place(height, u"roster: "_s + c.name,
        [=, style = &m_style](QPainter &painter, const QRectF &rect) {
            painter.setPen(style->pen(0.35));
            painter.drawRect(rect);
            const qreal top = rect.top() + pad;
            qreal x = rect.left() + pad;

            // Initiative: the slot and count, or a box to write them in.
            qreal y = top;
            const qreal labelH = initLabel.height(initW);
            initLabel.draw(painter, QRectF(x, y, initW, labelH));
            y += labelH;
            const QRectF initRect(x, y, initW, initBoxH);
            painter.setPen(style->pen(0.3));
            painter.drawRect(initRect);
            painter.setPen(PrintStyle::ink());
            if (!e.count.isEmpty()) {
                TextBox(e.count, style->font(PrintStyle::Role::Bold), style->device(),
                    Qt::AlignHCenter | Qt::AlignVCenter)
                    .draw(painter, initRect.adjusted(small / 2, small / 2, -small / 2, -small / 2));
                TextBox(tr("#%1").arg(e.slot), style->font(PrintStyle::Role::Small),
                    style->device(), Qt::AlignRight)
                    .draw(painter,
                        QRectF(initRect.left(), initRect.top(), initRect.width() - small / 2,
                            initRect.height()));
            }
            x += initW + gap;

            // Name.
            y = top;
            const qreal nameOnlyH = name.height(nameW);
            name.draw(painter, QRectF(x, y, nameW, nameOnlyH));
            y += nameOnlyH;
            aboutBox.draw(painter, QRectF(x, y, nameW, aboutBox.height(nameW)));
            x += nameW + gap;

            // Defence.
            y = top;
            const qreal defLabelH = defLabel.height(defW);
            defLabel.draw(painter, QRectF(x, y, defW, defLabelH));
            y += defLabelH;
            const QRectF defRect(x, y, defW, defBoxH);
            painter.setPen(style->pen(0.3));
            painter.drawRect(defRect);
            painter.setPen(PrintStyle::ink());
            defValue.draw(painter, defRect);
            y += defBoxH + style->mm(0.5);
            if (!armour.isEmpty())
                armourBox.draw(painter, QRectF(x, y, defW, armourBox.height(defW)));
            x += defW + gap;

            // Hit points.
            y = top;
            const qreal hpH = hpBox.height(restW);
            hpBox.draw(painter, QRectF(x, y, restW, hpH));
            y += hpH + small;
            const qreal side = style->mm(kRosterBoxMm);
            for (qint64 i = 0; i < boxes.boxes; ++i) {
                const qint64 row = i / perRow;
                const qint64 column = i % perRow;
                const QRectF b(
                    x + column * boxStep + (column / 5) * groupGap, y + row * boxStep, side, side);
                painter.setPen(style->pen(0.2));
                painter.drawRect(b);
                if (i < boxes.ticked) {
                    painter.setPen(style->pen(0.3));
                    painter.drawLine(b.topLeft(), b.bottomRight());
                    painter.drawLine(b.topRight(), b.bottomLeft());
                }
            }
            y += boxesH + small;
            painter.setPen(PrintStyle::ink());
            if (hasAttacks) {
                const qreal h = attacks.height(restW);
                attacks.draw(painter, QRectF(x, y, restW, h));
                y += h + small;
            }
            const qreal conditionsH = conditions.height(restW);
            conditions.draw(painter, QRectF(x, y, restW, conditionsH));
            y += conditionsH + small;
            notes.draw(painter, QRectF(x, y, restW, notesH));
            y += notesH;

            // Lines to write on.
            painter.setPen(style->pen(0.15, PrintStyle::faintRule()));
            for (int i = 1; i <= 2; ++i) {
                const qreal lineY = y + i * writeLine - small;
                painter.drawLine(QPointF(x, lineY), QPointF(x + restW, lineY));
            }
        });
    m_layouter.space(m_style.mm(2));
}

void RosterSheet::writeNotes()
{
    const qreal line = m_style.mm(kWriteLineMm);
    const TextBox heading(
        tr("Notes"), m_style.font(PrintStyle::Role::Subheading), m_style.device());
    const qreal headingH = heading.height(m_layouter.columnWidth());
    // Ruled space on what is left of the last page, when there is room for a few lines.
    const qreal room = m_layouter.remaining() - headingH - m_style.mm(2);
    const int lines = int(room / line);
    if (lines < 3)
        return;
    m_layouter.place(headingH + lines * line, u"roster: notes"_s,
        [style = &m_style, heading, headingH, lines, line](QPainter &painter, const QRectF &rect) {
            painter.setPen(PrintStyle::ink());
            heading.draw(painter, QRectF(rect.left(), rect.top(), rect.width(), headingH));
            painter.setPen(style->pen(0.15, PrintStyle::faintRule()));
            for (int i = 1; i <= lines; ++i) {
                const qreal y = rect.top() + headingH + i * line;
                painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
            }
        });
}

} // namespace Fray::Print
