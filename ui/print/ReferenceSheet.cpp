// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/print/ReferenceSheet.h"

#include "core/encounter/RulesText.h"
#include "ui/print/ReferenceOdds.h"
#include "ui/print/SheetOptions.h"
#include "ui/print/SheetText.h"
#include "ui/print/TableWriter.h"
#include "ui/print/TextBox.h"

#include <QPainter>

using namespace Qt::StringLiterals;

namespace Fray::Print {

namespace {

// Follow-up checks nest (natural 20 → confirm → condition); deeper ones are not printed.
constexpr int kMaxDepth = 4;

QString columnTitle(QString id)
{
    id.replace(u'_', u' ');
    if (!id.isEmpty())
        id[0] = id[0].toUpper();
    return id;
}

QString cellText(const QVariant &value)
{
    if (value.isNull() || !value.isValid())
        return u"\u2014"_s;
    return value.toString();
}

} // namespace

ReferenceSheet::ReferenceSheet(PageLayouter &layouter, const PrintStyle &style,
    std::shared_ptr<const Rules::Ruleset> ruleset, const Encounter::EncounterState &state)
    : m_layouter(layouter)
    , m_style(style)
    , m_ruleset(std::move(ruleset))
    , m_state(state)
    , m_text(layouter, style, u"reference"_s)
{ }

void ReferenceSheet::write()
{
    m_layouter.beginSection(
        tr("%1: %2").arg(SheetOptions::kindTitle(SheetOptions::Kind::Reference), m_ruleset->name));
    writeOverview();
    writeAttackRoll();
    writeOdds();
    writeDamage();
    writeModifiers();
    writeConditions();
    writeHpStates();
    writeTables();
    writeInitiative();
    writeNotes();
}

void ReferenceSheet::writeOverview()
{
    const Rules::Ruleset &r = *m_ruleset;
    const TextBox title(r.name, m_style.font(PrintStyle::Role::Title), m_style.device());
    const qreal h = title.height(m_layouter.columnWidth());
    m_layouter.place(h + m_style.mm(1), u"reference: title"_s,
        [title](QPainter &painter, const QRectF &rect) { title.draw(painter, rect); });
    m_text.paragraph(r.summary, PrintStyle::Role::Body);
    QStringList facts;
    // The document by its title and part, as a GM looks it up; the file it was read from means
    // nothing on paper.
    if (!r.source.title.isEmpty() && !r.source.section.isEmpty())
        facts << tr("Source: %1, %2.").arg(r.source.title, r.source.section);
    else if (!r.source.title.isEmpty())
        facts << tr("Source: %1.").arg(r.source.title);
    if (r.roundSeconds)
        facts << tr("A round is %n seconds.", nullptr, int(*r.roundSeconds));
    if (!r.phases.isEmpty())
        facts << tr("Phases: %1.").arg(r.phases.join(u" \u2192 "_s));
    m_text.paragraph(facts.join(u' '), PrintStyle::Role::Small);
}

void ReferenceSheet::addBands(TableWriter &table, const Rules::Check &check, int depth)
{
    const Rules::Ruleset &r = *m_ruleset;
    const std::vector<Rules::Outcome> &outcomes
        = check.outcomes.empty() ? r.outcomes : check.outcomes;
    QStringList labels;
    for (const Rules::Band &band : check.bands)
        labels << band.label;
    for (const Rules::Band &band : check.bands) {
        // A label alone where it tells the band apart; its condition where it does not (the
        // same result under either reading of a switch).
        const QString test = band.when ? Encounter::RulesText::formula(r, band.when->text())
                                       : tr("Any other roll");
        QString when = band.label;
        if (when.isEmpty())
            when = test;
        else if (labels.count(band.label) > 1)
            when = tr("%1, when %2").arg(band.label, test);
        QString result;
        if (band.then) {
            result
                = tr("roll again: %1")
                      .arg(band.then->label.isEmpty() ? band.then->roll.text() : band.then->label);
        } else {
            result = band.outcome;
            for (const Rules::Outcome &o : outcomes) {
                if (o.id == band.outcome)
                    result = o.label;
            }
        }
        QStringList effect;
        if (!band.effect.isEmpty()) {
            const Rules::Condition *condition = r.condition(band.effect);
            effect << (condition ? condition->label : band.effect);
        }
        if (!band.damage.isEmpty())
            effect << tr("%1 damage").arg(band.damage);
        table.addRow({when, result, effect.join(u"; "_s)}, depth);
        if (band.then && depth + 1 < kMaxDepth)
            addBands(table, *band.then, depth + 1);
    }
}

void ReferenceSheet::writeAttackRoll()
{
    const Rules::Check *attack = m_ruleset->attack();
    if (!attack)
        return;
    m_text.heading(tr("Attack roll: %1").arg(attack->roll.text()));
    QStringList variants;
    for (auto it = attack->rollVariants.constBegin(); it != attack->rollVariants.constEnd(); ++it)
        variants << tr("%1: %2").arg(it.key(), it.value().text());
    if (!variants.isEmpty())
        m_text.paragraph(tr("Other rolls a modifier can call for: %1.").arg(variants.join(u", "_s)),
            PrintStyle::Role::Small);
    m_text.paragraph(
        tr("The first line that holds decides; indented lines are the follow-up roll."),
        PrintStyle::Role::Small);
    TableWriter table(m_layouter, m_style, tr("attack roll"));
    table.setColumns({{tr("Roll"), Qt::AlignLeft, false, 0.5},
        {tr("Result"), Qt::AlignLeft, true, 0.3}, {tr("Effect"), Qt::AlignLeft, false, 0.5}});
    addBands(table, *attack, 0);
    table.write();
}

void ReferenceSheet::writeOdds()
{
    const auto built = ReferenceOdds::build(m_ruleset, m_state);
    if (!built) {
        m_text.heading(tr("Odds"), false);
        m_text.paragraph(built.error(), PrintStyle::Role::Body);
        return;
    }
    const ReferenceOdds::Table &odds = *built;
    m_text.heading(odds.title);
    m_text.paragraph(odds.caption, PrintStyle::Role::Small);
    TableWriter table(m_layouter, m_style, tr("odds"));
    std::vector<TableWriter::Column> columns;
    for (qsizetype i = 0; i < odds.header.size(); ++i)
        columns.push_back({odds.header[i], i == 0 ? Qt::AlignLeft : Qt::AlignHCenter, i == 0,
            i == 0 ? 0.25 : 0.2});
    table.setColumns(columns);
    for (const QStringList &row : odds.rows)
        table.addRow(row);
    table.write();
}

void ReferenceSheet::writeDamage()
{
    const Rules::Ruleset &r = *m_ruleset;
    if (r.damage.formulas.isEmpty())
        return;
    m_text.heading(tr("Damage"));
    TableWriter table(m_layouter, m_style, tr("damage"));
    table.setColumns({{tr("Formula"), Qt::AlignLeft, true, 0.3},
        {tr("Used for"), Qt::AlignLeft, false, 0.4}, {tr("Damage"), Qt::AlignLeft, false, 0.7}});
    for (auto it = r.damage.formulas.constBegin(); it != r.damage.formulas.constEnd(); ++it) {
        QStringList usedFor;
        for (auto o = r.damage.byOutcome.constBegin(); o != r.damage.byOutcome.constEnd(); ++o) {
            if (o.value() != it.key())
                continue;
            const Rules::Outcome *outcome = r.outcome(o.key());
            usedFor << (outcome ? outcome->label : o.key());
        }
        table.addRow(
            {it.key(), usedFor.join(u", "_s), Encounter::RulesText::formula(r, it.value().text())});
    }
    table.write();
    m_layouter.space(m_style.mm(1));
    if (!r.damage.pools.isEmpty())
        m_text.paragraph(
            tr("Damage pools: %1.").arg(r.damage.pools.join(u", "_s)), PrintStyle::Role::Small);
}

void ReferenceSheet::writeModifiers()
{
    const Rules::Ruleset &r = *m_ruleset;
    if (r.modifiers.empty())
        return;
    m_text.heading(tr("Situational modifiers"));
    m_text.paragraph(
        tr("Only one modifier of a group applies. Where no number is given, the GM gives "
           "one."),
        PrintStyle::Role::Small);
    TableWriter table(m_layouter, m_style, tr("modifiers"));
    table.setColumns(
        {{tr("Modifier"), Qt::AlignLeft, true, 0.3}, {tr("Effect"), Qt::AlignLeft, false, 0.35},
            {tr("Group"), Qt::AlignLeft, false, 0.15}, {tr("Notes"), Qt::AlignLeft, false, 0.6}});
    for (const Rules::Modifier &m : r.modifiers)
        table.addRow({m.label, Encounter::RulesText::modifierEffect(r, m),
            m.group.isEmpty() ? QString() : r.modifierGroupLabel(m.group),
            Encounter::RulesText::modifierNote(r, m)});
    table.write();
}

void ReferenceSheet::writeConditions()
{
    const Rules::Ruleset &r = *m_ruleset;
    if (r.conditions.empty())
        return;
    m_text.heading(tr("Conditions"));
    TableWriter table(m_layouter, m_style, tr("conditions"));
    table.setColumns(
        {{tr("Condition"), Qt::AlignLeft, true, 0.25}, {tr("Effect"), Qt::AlignLeft, false, 0.4},
            {tr("Lasts"), Qt::AlignLeft, false, 0.2}, {tr("Notes"), Qt::AlignLeft, false, 0.6}});
    for (const Rules::Condition &c : r.conditions)
        table.addRow({c.label, Encounter::RulesText::conditionEffect(r, c),
            Encounter::RulesText::duration(r, c.duration), c.note});
    table.write();
}

void ReferenceSheet::writeHpStates()
{
    const Rules::Ruleset &r = *m_ruleset;
    if (r.hpStates.empty())
        return;
    m_text.heading(tr("%1 states").arg(r.hpLabel.isEmpty() ? tr("HP") : r.hpLabel));
    m_text.paragraph(tr("The first state whose condition holds applies."), PrintStyle::Role::Small);
    TableWriter table(m_layouter, m_style, tr("HP states"));
    table.setColumns(
        {{tr("State"), Qt::AlignLeft, true, 0.25}, {tr("When"), Qt::AlignLeft, false, 0.3},
            {tr("Effect"), Qt::AlignLeft, false, 0.4}, {tr("Notes"), Qt::AlignLeft, false, 0.5}});
    for (const Rules::HpState &s : r.hpStates)
        table.addRow({s.label, Encounter::RulesText::formula(r, s.when.text()),
            Encounter::RulesText::hpStateEffect(r, s), s.note});
    table.write();
}

void ReferenceSheet::writeTables()
{
    const Rules::Ruleset &r = *m_ruleset;
    for (const Rules::Table &t : r.tables) {
        m_text.heading(t.label.isEmpty() ? t.id : t.label);
        bool given = false;
        for (const Rules::Table::Row &row : t.rows) {
            for (const QVariant &v : row.values)
                given = given || !v.isNull();
        }
        QStringList notes;
        if (!t.note.isEmpty())
            notes << t.note;
        if (!t.source.text.isEmpty())
            notes << tr("Source: %1.").arg(t.source.text);
        m_text.paragraph(notes.join(u' '), PrintStyle::Role::Small);
        if (!given) {
            m_text.paragraph(
                tr("Not given in the source: the GM fills it in."), PrintStyle::Role::Italic);
            continue;
        }
        TableWriter table(m_layouter, m_style, u"table "_s + t.id);
        std::vector<TableWriter::Column> columns;
        columns.push_back({t.keyLabel, Qt::AlignLeft, true, 0.2});
        for (const QString &c : t.columns)
            columns.push_back({columnTitle(c), Qt::AlignLeft, false, 0.6});
        table.setColumns(columns);
        for (const Rules::Table::Row &row : t.rows) {
            QString key;
            if (row.from && row.to)
                key = *row.from == *row.to ? QString::number(*row.from)
                                           : u"%1\u2013%2"_s.arg(*row.from).arg(*row.to);
            else if (row.from)
                key = tr("%1+").arg(*row.from);
            else if (row.to)
                key = tr("up to %1").arg(*row.to);
            QStringList cells{key};
            for (const QVariant &v : row.values)
                cells << cellText(v);
            table.addRow(cells);
        }
        table.write();
    }
}

void ReferenceSheet::writeInitiative()
{
    const Rules::Ruleset &r = *m_ruleset;
    const Rules::Initiative &i = r.initiative;
    m_text.heading(tr("Initiative"), false);
    QStringList lines;
    lines << Encounter::RulesText::initiative(r);
    if (i.lostAtOrBelow)
        lines << tr("An action on %1 or lower is lost.").arg(*i.lostAtOrBelow);
    QStringList windows;
    for (const Rules::Window &w : i.windows) {
        QString range;
        if (w.from && w.to)
            range = u"%1\u2013%2"_s.arg(*w.from).arg(*w.to);
        else if (w.from)
            range = tr("%1 and above").arg(*w.from);
        else if (w.to)
            range = tr("%1 and below").arg(*w.to);
        windows << tr("%1 (%2)").arg(w.label, range);
    }
    if (!windows.isEmpty())
        lines << tr("Windows: %1.").arg(windows.join(u", "_s));
    if (!i.note.isEmpty())
        lines << i.note;
    m_text.paragraph(lines.join(u'\n'), PrintStyle::Role::Body);
    if (i.actions.empty() && i.overrides.empty())
        return;
    TableWriter table(m_layouter, m_style, tr("initiative"));
    table.setColumns({{tr("Action"), Qt::AlignLeft, true, 0.3},
        {tr("Initiative"), Qt::AlignLeft, false, 0.2}, {tr("Notes"), Qt::AlignLeft, false, 0.7}});
    for (const Rules::InitiativeAction &a : i.actions) {
        QStringList change;
        if (a.modifier)
            change << Encounter::RulesText::signedNumber(*a.modifier);
        if (a.factorDenominator != 1 || a.factorNumerator != 1)
            change << tr("\u00d7 %1/%2").arg(a.factorNumerator).arg(a.factorDenominator);
        if (a.skipsRoll)
            change << tr("no roll");
        QStringList notes;
        if (a.attacksKept)
            notes << tr("Attacks kept: %1.")
                         .arg(Encounter::RulesText::formula(r, a.attacksKept->text()));
        if (!a.note.isEmpty())
            notes << a.note;
        table.addRow({a.label, change.join(u", "_s), notes.join(u' ')});
    }
    for (const Rules::InitiativeOverride &o : i.overrides) {
        QString placement = o.placement;
        if (o.placement == u"first")
            placement = tr("goes first");
        else if (o.placement == u"last")
            placement = tr("goes last");
        else if (o.placement == u"first_and_last")
            placement = tr("first and last");
        else if (o.placement == u"on_count_of")
            placement = tr("on the other's count");
        if (o.roundOneOnly)
            placement = tr("%1 (round 1)").arg(placement);
        table.addRow({o.label, placement, o.note});
    }
    table.write();
}

void ReferenceSheet::writeNotes()
{
    const Rules::Ruleset &r = *m_ruleset;
    if (r.notes.isEmpty())
        return;
    m_text.heading(tr("Notes"));
    for (const QString &note : r.notes)
        m_text.paragraph(u"\u2022 "_s + note, PrintStyle::Role::Body);
}

} // namespace Fray::Print
