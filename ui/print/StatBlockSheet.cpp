// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/StatBlockSheet.h"

#include "core/encounter/AlikeCombatants.h"
#include "core/encounter/RulesText.h"
#include "core/rules/DisplayNames.h"
#include "ui/print/RosterSheet.h"
#include "ui/print/SheetOptions.h"
#include "ui/print/TextBox.h"

#include <QLocale>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace Fray::Print {

StatBlockSheet::StatBlockSheet(PageLayouter &layouter, const PrintStyle &style,
    const Encounter::EncounterState &state, const Rules::Ruleset &ruleset)
    : m_layouter(layouter)
    , m_style(style)
    , m_state(state)
    , m_ruleset(ruleset)
{ }

namespace {

// A member's hit-point track in a group's block, in millimetres: boxes a little smaller than
// the roster's, in groups of five.
constexpr qreal kMemberBoxMm = 3.0;
constexpr qreal kMemberBoxGapMm = 0.7;
constexpr qreal kGroupGapMm = 1.0;

// One member of a group: its name, a row of hit-point boxes (the damage taken crossed out) and
// what is on it alone (conditions, HP state) under the boxes.
struct Track
{
    TextBox label;
    qreal labelWidth = 0;
    qreal boxesWidth = 0;
    RosterSheet::HpBoxes boxes;
    qint64 perRow = 5;
    qreal boxesHeight = 0;
    TextBox note;
    qreal noteHeight = 0;
    qreal height = 0;
};

Track track(const PrintStyle &style, const Rules::Ruleset &ruleset, const Encounter::Combatant &c,
    qreal labelWidth, qreal width)
{
    QPaintDevice *device = style.device();
    const RosterSheet::HpBoxes boxes = RosterSheet::hpBoxes(c.maxHp, c.hp);
    const qreal boxesWidth = width - labelWidth;
    const qreal step = style.mm(kMemberBoxMm + kMemberBoxGapMm);
    const qreal groupGap = style.mm(kGroupGapMm);
    const qint64 groups
        = std::max<qint64>(1, qint64((boxesWidth + groupGap) / (5 * step + groupGap)));
    const qint64 perRow = groups * 5;
    const qreal boxesHeight = qreal((boxes.boxes + perRow - 1) / perRow) * step;

    QStringList about;
    if (!c.state.isEmpty()) {
        const Rules::HpState *state = ruleset.hpState(c.state);
        about << (state ? state->label : c.state);
    }
    about << Encounter::RulesText::conditions(ruleset, c);
    if (boxes.perBox > 1) {
        const QString hpLabel
            = ruleset.hpLabel.isEmpty() ? StatBlockSheet::tr("HP") : ruleset.hpLabel;
        about
            << StatBlockSheet::tr("each box %1 %2").arg(QLocale().toString(boxes.perBox), hpLabel);
    }
    TextBox note(about.join(u", "_s), style.font(PrintStyle::Role::Small), device);
    const qreal noteHeight = about.isEmpty() ? 0 : note.height(boxesWidth);
    TextBox label(c.name, style.font(PrintStyle::Role::Cell), device);
    const qreal labelHeight = label.height(labelWidth);
    const qreal height = std::max(labelHeight, boxesHeight + noteHeight);
    return {std::move(label), labelWidth, boxesWidth, boxes, perRow, boxesHeight, std::move(note),
        noteHeight, height};
}

void drawTrack(QPainter &painter, const PrintStyle &style, const Track &t, QPointF topLeft)
{
    painter.setPen(PrintStyle::ink());
    t.label.draw(painter, QRectF(topLeft, QSizeF(t.labelWidth, t.height)));
    const qreal x = topLeft.x() + t.labelWidth;
    const qreal step = style.mm(kMemberBoxMm + kMemberBoxGapMm);
    const qreal side = style.mm(kMemberBoxMm);
    const qreal groupGap = style.mm(kGroupGapMm);
    for (qint64 i = 0; i < t.boxes.boxes; ++i) {
        const qint64 row = i / t.perRow;
        const qint64 column = i % t.perRow;
        const QRectF b(x + qreal(column) * step + qreal(column / 5) * groupGap,
            topLeft.y() + qreal(row) * step, side, side);
        painter.setPen(style.pen(0.2));
        painter.drawRect(b);
        if (i < t.boxes.ticked) {
            painter.setPen(style.pen(0.3));
            painter.drawLine(b.topLeft(), b.bottomRight());
            painter.drawLine(b.topRight(), b.bottomLeft());
        }
    }
    if (t.noteHeight > 0) {
        painter.setPen(PrintStyle::ink());
        t.note.draw(painter, QRectF(x, topLeft.y() + t.boxesHeight, t.boxesWidth, t.noteHeight));
    }
}

} // namespace

void StatBlockSheet::write()
{
    m_layouter.beginSection(SheetOptions::kindTitle(SheetOptions::Kind::StatBlocks));
    const qreal width = m_layouter.columnWidth();
    QString legend;
    if (const Rules::Variable *v = Encounter::RulesText::attackVariable(m_ruleset))
        legend = tr("%1 \u00b7 attack values: %2").arg(m_ruleset.name, v->label);
    else
        legend = tr("%1 \u00b7 attack values are not used: the GM gives the numbers with each "
                    "attack")
                     .arg(m_ruleset.name);
    const TextBox intro(legend, m_style.font(PrintStyle::Role::Small), m_style.device());
    m_layouter.place(intro.height(width) + m_style.mm(2), u"stat blocks: legend"_s,
        [intro](QPainter &painter, const QRectF &rect) { intro.draw(painter, rect); });
    m_layouter.setColumns(2);
    // Alike combatants share one block; the roster still lists each, with its own initiative.
    std::vector<PageLayouter::Block> blocks;
    for (const Encounter::AlikeCombatants::Group &group :
        Encounter::AlikeCombatants::of(m_state.combatants))
        writeBlock(group.stem, group.members, blocks);
    // Both columns carry blocks: a short encounter's two blocks side by side, a long one's
    // last page even.
    m_layouter.placeBalanced(std::move(blocks), m_style.mm(3));
}

void StatBlockSheet::writeBlock(const QString &stem,
    const std::vector<const Encounter::Combatant *> &members,
    std::vector<PageLayouter::Block> &blocks)
{
    const Encounter::Combatant &c = *members.front();
    const bool grouped = members.size() > 1;
    QPaintDevice *device = m_style.device();
    const qreal width = m_layouter.columnWidth();
    const qreal pad = m_style.mm(1.8);
    const qreal inner = width - 2 * pad;
    const qreal gap = m_style.mm(1.2);

    struct Part
    {
        TextBox box;
        qreal height;
        bool rule; // a line above it
    };
    std::vector<Part> parts;
    const auto add = [&](const QString &text, PrintStyle::Role role, bool rule = false,
                         Qt::Alignment alignment = Qt::AlignLeft) {
        if (text.isEmpty())
            return;
        TextBox box(text, m_style.font(role), device, alignment);
        const qreal h = box.height(inner);
        parts.push_back({std::move(box), h, rule});
    };

    const QString titleText
        = grouped ? tr("%1 \u00d7%n", nullptr, int(members.size())).arg(stem) : c.name;
    const QString side = Rules::DisplayNames::side(c.side, &m_ruleset);
    const QString sideText = c.group.isEmpty() ? side : tr("%1 \u00b7 %2").arg(side, c.group);

    const QLocale locale;
    const QString hpLabel = m_ruleset.hpLabel.isEmpty() ? tr("HP") : m_ruleset.hpLabel;
    QStringList vitals;
    vitals << tr("%1 %2")
                  .arg(m_ruleset.defenceLabel.isEmpty() ? tr("Defence") : m_ruleset.defenceLabel)
                  .arg(c.defence);
    if (const QString armour = Encounter::RulesText::armourLabel(m_ruleset); !armour.isEmpty())
        vitals << tr("%1 %2").arg(armour).arg(c.armor);
    if (grouped) {
        // The members' own hit points are on their tracks; here the range they span.
        const auto [low, high] = std::minmax_element(members.begin(), members.end(),
            [](const Encounter::Combatant *a, const Encounter::Combatant *b) {
                return a->maxHp < b->maxHp;
            });
        vitals << ((*low)->maxHp == (*high)->maxHp
                ? tr("%1 %2").arg(hpLabel, locale.toString((*low)->maxHp))
                : tr("%1 %2\u2013%3")
                      .arg(hpLabel, locale.toString((*low)->maxHp),
                          locale.toString((*high)->maxHp)));
    } else {
        vitals << (c.hp == c.maxHp ? tr("%1 %2").arg(hpLabel).arg(c.maxHp)
                                   : tr("%1 %2 of %3").arg(hpLabel).arg(c.hp).arg(c.maxHp));
    }
    if (c.attacksPerRound > 1)
        vitals << tr("%n attacks a round", nullptr, int(c.attacksPerRound));
    if (c.unitSize > 0)
        vitals << tr("unit of %1").arg(c.unitSize);
    add(vitals.join(u"   "_s), PrintStyle::Role::Bold);

    // The ruleset's stats in its order, then any others the combatant carries.
    QStringList stats;
    QStringList shown;
    for (const Rules::Stat &s : m_ruleset.stats) {
        if (!c.stats.contains(s.id))
            continue;
        stats << tr("%1 %2").arg(s.label.isEmpty() ? s.id : s.label).arg(c.stats.value(s.id));
        shown << s.id;
    }
    for (auto it = c.stats.constBegin(); it != c.stats.constEnd(); ++it) {
        if (!shown.contains(it.key()) && !m_ruleset.retiredStats.contains(it.key()))
            stats << tr("%1 %2").arg(it.key()).arg(it.value());
    }
    add(stats.join(u" \u00b7 "_s), PrintStyle::Role::Cell, true);

    add(Encounter::RulesText::attacks(m_ruleset, c).join(u'\n'), PrintStyle::Role::Cell, true);

    // A group's conditions belong to single members: they print on each member's track.
    const QStringList conditions = Encounter::RulesText::conditions(m_ruleset, c);
    if (!grouped && !conditions.isEmpty())
        add(tr("Conditions: %1").arg(conditions.join(u", "_s)), PrintStyle::Role::Cell, true);
    // Boxes to tick for each use; a group's members each have their own, all free to start.
    const QStringList uses = Encounter::RulesText::uses(c, grouped);
    if (!uses.isEmpty())
        add((grouped ? tr("Uses, each: %1") : tr("Uses: %1")).arg(uses.join(u" \u00b7 "_s)),
            PrintStyle::Role::Cell, true);
    // Its own reminders, so the GM reads at the table what to remember at its turn; its
    // conditions' come and go with them during the fight.
    const QStringList reminders = Encounter::RulesText::reminders(c);
    if (!reminders.isEmpty())
        add(tr("Reminders: %1").arg(reminders.join(u" \u00b7 "_s)), PrintStyle::Role::Cell, true);
    // The notes in their own labelled field: run on after the conditions they read as some.
    if (!c.notes.isEmpty())
        add(tr("Notes: %1").arg(c.notes), PrintStyle::Role::Cell, true);

    std::vector<Track> tracks;
    if (grouped) {
        qreal labelW = 0;
        for (const Encounter::Combatant *m : members)
            labelW = std::max(labelW,
                TextBox(m->name, m_style.font(PrintStyle::Role::Cell), device).naturalWidth());
        labelW = std::min(labelW + m_style.mm(1.5), inner * 0.4);
        for (const Encounter::Combatant *m : members)
            tracks.push_back(track(m_style, m_ruleset, *m, labelW, inner));
    }

    const TextBox title(titleText, m_style.font(PrintStyle::Role::Subheading), device);
    const qreal titleH = title.height(inner * 0.68);
    qreal head = pad + titleH + gap;
    for (const Part &p : parts)
        head += p.height + gap;

    // The members' tracks, as many as fit a column under the block's head; the rest go on in
    // a block of their own ("Goblin ×12 (continued)").
    const qreal limit = m_layouter.bodyHeight();
    std::size_t first = 0;
    do {
        std::size_t last = first;
        qreal height = head;
        while (last < tracks.size()
            && (last == first || height + tracks[last].height + gap + pad - gap <= limit)) {
            height += tracks[last].height + gap;
            ++last;
        }
        height += pad - gap;
        // A block taller than a column shows what fits; it never runs off the page.
        height = std::min(height, limit);
        const TextBox blockTitle(first == 0 ? titleText : tr("%1 (continued)").arg(titleText),
            m_style.font(PrintStyle::Role::Subheading), device);
        const TextBox sideBox(sideText, m_style.font(PrintStyle::Role::Small), device,
            Qt::AlignRight | Qt::AlignVCenter);
        const std::vector<Track> shownTracks(
            tracks.begin() + qsizetype(first), tracks.begin() + qsizetype(last));
        const std::vector<Part> shownParts = first == 0 ? parts : std::vector<Part>{};
        blocks.push_back({height, u"stat block: "_s + titleText,
            [=, style = &m_style](QPainter &painter, const QRectF &rect) {
                painter.save();
                painter.setClipRect(rect);
                const QRectF titleBar(
                    rect.left(), rect.top(), rect.width(), pad + titleH + gap / 2);
                painter.fillRect(titleBar, PrintStyle::headerShade());
                painter.setPen(PrintStyle::ink());
                blockTitle.draw(
                    painter, QRectF(rect.left() + pad, rect.top() + pad, inner * 0.68, titleH));
                sideBox.draw(painter,
                    QRectF(
                        rect.left() + pad + inner * 0.68, rect.top() + pad, inner * 0.32, titleH));
                qreal y = titleBar.bottom() + gap / 2;
                for (const Part &p : shownParts) {
                    if (p.rule) {
                        painter.setPen(style->pen(0.15, PrintStyle::rule()));
                        painter.drawLine(QPointF(rect.left() + pad, y - gap / 2),
                            QPointF(rect.right() - pad, y - gap / 2));
                        painter.setPen(PrintStyle::ink());
                    }
                    p.box.draw(painter, QRectF(rect.left() + pad, y, inner, p.height));
                    y += p.height + gap;
                }
                for (const Track &t : shownTracks) {
                    drawTrack(painter, *style, t, QPointF(rect.left() + pad, y));
                    y += t.height + gap;
                }
                painter.restore();
                painter.setPen(style->pen(0.35));
                painter.drawRect(rect);
            }});
        first = last;
    } while (first < tracks.size());
}

} // namespace Fray::Print
