// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/StatBlockSheet.h"

#include "core/rules/DisplayNames.h"
#include "ui/print/RulesText.h"
#include "ui/print/SheetOptions.h"
#include "ui/print/TextBox.h"

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

void StatBlockSheet::write()
{
    m_layouter.beginSection(SheetOptions::kindTitle(SheetOptions::Kind::StatBlocks));
    const qreal width = m_layouter.columnWidth();
    QString legend;
    if (const Rules::Variable *v = RulesText::attackVariable(m_ruleset))
        legend = tr("%1 \u00b7 attack values: %2").arg(m_ruleset.name, v->label);
    else
        legend = tr("%1 \u00b7 attack values are not used: the GM gives the numbers with each "
                    "attack")
                     .arg(m_ruleset.name);
    const TextBox intro(legend, m_style.font(PrintStyle::Role::Small), m_style.device());
    m_layouter.place(intro.height(width) + m_style.mm(2), u"stat blocks: legend"_s,
        [intro](QPainter &painter, const QRectF &rect) { intro.draw(painter, rect); });
    m_layouter.setColumns(2);
    for (const Encounter::Combatant &c : m_state.combatants)
        writeBlock(c);
}

void StatBlockSheet::writeBlock(const Encounter::Combatant &c)
{
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

    const TextBox title(c.name, m_style.font(PrintStyle::Role::Subheading), device);
    const qreal titleH = title.height(inner * 0.68);
    const QString side = Rules::DisplayNames::side(c.side, &m_ruleset);
    const TextBox sideBox(c.group.isEmpty() ? side : tr("%1 \u00b7 %2").arg(side, c.group),
        m_style.font(PrintStyle::Role::Small), device, Qt::AlignRight | Qt::AlignVCenter);

    const QString hpLabel = m_ruleset.hpLabel.isEmpty() ? tr("HP") : m_ruleset.hpLabel;
    QStringList vitals;
    vitals << tr("%1 %2")
                  .arg(m_ruleset.defenceLabel.isEmpty() ? tr("Defence") : m_ruleset.defenceLabel)
                  .arg(c.defence);
    if (const QString armour = RulesText::armourLabel(m_ruleset); !armour.isEmpty())
        vitals << tr("%1 %2").arg(armour).arg(c.armor);
    vitals << (c.hp == c.maxHp ? tr("%1 %2").arg(hpLabel).arg(c.maxHp)
                               : tr("%1 %2 of %3").arg(hpLabel).arg(c.hp).arg(c.maxHp));
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

    add(RulesText::attacks(m_ruleset, c).join(u'\n'), PrintStyle::Role::Cell, true);

    const QStringList conditions = RulesText::conditions(m_ruleset, c);
    if (!conditions.isEmpty())
        add(tr("Conditions: %1").arg(conditions.join(u", "_s)), PrintStyle::Role::Cell, true);
    add(c.notes, PrintStyle::Role::Italic, true);

    qreal height = pad + titleH + gap;
    for (const Part &p : parts)
        height += p.height + gap;
    height += pad - gap;
    // A block taller than a column shows what fits; it never runs off the page.
    height = std::min(height, m_layouter.bodyHeight());

    m_layouter.place(height, u"stat block: "_s + c.name,
        [=, style = &m_style](QPainter &painter, const QRectF &rect) {
            painter.save();
            painter.setClipRect(rect);
            const QRectF titleBar(rect.left(), rect.top(), rect.width(), pad + titleH + gap / 2);
            painter.fillRect(titleBar, PrintStyle::headerShade());
            painter.setPen(PrintStyle::ink());
            title.draw(painter, QRectF(rect.left() + pad, rect.top() + pad, inner * 0.68, titleH));
            sideBox.draw(painter,
                QRectF(rect.left() + pad + inner * 0.68, rect.top() + pad, inner * 0.32, titleH));
            qreal y = titleBar.bottom() + gap / 2;
            for (const Part &p : parts) {
                if (p.rule) {
                    painter.setPen(style->pen(0.15, PrintStyle::rule()));
                    painter.drawLine(QPointF(rect.left() + pad, y - gap / 2),
                        QPointF(rect.right() - pad, y - gap / 2));
                    painter.setPen(PrintStyle::ink());
                }
                p.box.draw(painter, QRectF(rect.left() + pad, y, inner, p.height));
                y += p.height + gap;
            }
            painter.restore();
            painter.setPen(style->pen(0.35));
            painter.drawRect(rect);
        });
    m_layouter.space(m_style.mm(3));
}

} // namespace Fray::Print
