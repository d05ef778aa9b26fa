// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/encounter/RollText.h"

#include "core/dice/Node.h"

namespace Fray::Encounter {

namespace {

constexpr char kRollTextContext[] = "Fray::Encounter::RollText";
using Dice::Node;

// What the ruleset calls a variable or a derived value, in every language it gives.
LocalText labelOf(const Rules::Ruleset &ruleset, const QString &name)
{
    if (const Rules::Variable *v = ruleset.variable(name))
        return Rules::labelOf(*v);
    for (const Rules::Derived &d : ruleset.derived) {
        if (d.name == name && !d.label.isEmpty())
            return Rules::labelOf(d);
    }
    return LocalText(name);
}

// "d20 [5]": the dice as a GM names them, and what they showed.
QString diceText(const Odds::RollDecision &d)
{
    QString dice = d.expression.trimmed();
    if (dice.startsWith(u"1d"))
        dice.remove(0, 1);
    return QStringLiteral("%1 %2").arg(dice, d.shown);
}

QString signedAmount(std::int64_t amount, bool first)
{
    if (first)
        return amount < 0 ? QStringLiteral("\u2212%1").arg(-amount) : QString::number(amount);
    return amount < 0 ? QStringLiteral(" \u2212 %1").arg(-amount)
                      : QStringLiteral(" + %1").arg(amount);
}

// One side of the comparison: what it adds up, and to what. Its words are pieces of a phrase,
// so the ruleset's labels read in the language the log is read in.
class Side
{
public:
    Side(const Odds::RollDecision &d, const std::vector<Odds::Contribution> &contributions,
        const Rules::Ruleset &ruleset)
        : m_d(d)
        , m_contributions(contributions)
        , m_ruleset(ruleset)
    { }

    bool read(const Node &node, int sign = 1)
    {
        switch (node.kind) {
        case Node::Kind::Sum:
            for (std::size_t i = 0; i < node.children.size(); ++i) {
                if (!read(*node.children[i], sign * (i < node.signs.size() ? node.signs[i] : 1)))
                    return false;
            }
            return true;
        case Node::Kind::Negate:
            return read(*node.children[0], -sign);
        case Node::Kind::Constant:
            add(sign * node.value, LocalText());
            return true;
        case Node::Kind::Variable:
            return variable(node.name, sign);
        case Node::Kind::Product:
            return product(node, sign);
        default:
            return false;
        }
    }

    // "d20 [5] + 3 Attack bonus", with "= 8" when it is worked out.
    Phrase said() const
    {
        std::vector<Phrase> pieces = m_pieces;
        if (worked())
            pieces.push_back(Phrase::text(QStringLiteral(" = %1").arg(m_total)));
        return Phrase::joined(std::move(pieces), QString());
    }
    std::int64_t total() const { return m_total; }
    int terms() const { return m_terms; }
    bool onlyConstant() const { return m_terms == 1 && m_constantOnly; }

private:
    // Whether the side is worked out (sums or products), so its total is worth saying.
    bool worked() const { return m_terms > 1 || m_worked; }

    void join(const QString &text, int sign)
    {
        if (m_terms > 0)
            m_pieces.push_back(
                Phrase::text(sign < 0 ? QStringLiteral(" \u2212 ") : QStringLiteral(" + ")));
        m_pieces.push_back(Phrase::text(text));
    }

    void add(std::int64_t amount, const LocalText &label, bool labelFirst = false)
    {
        const bool first = m_terms == 0;
        if (first && !label.isEmpty() && labelFirst) {
            m_pieces.push_back(Phrase::local(label));
            m_pieces.push_back(Phrase::text(u' ' + signedAmount(amount, true)));
        } else {
            m_pieces.push_back(Phrase::text(signedAmount(amount, first)));
            if (!label.isEmpty()) {
                m_pieces.push_back(Phrase::text(QStringLiteral(" ")));
                m_pieces.push_back(Phrase::local(label));
            }
        }
        m_total += amount;
        m_constantOnly = m_constantOnly && label.isEmpty();
        ++m_terms;
    }

    bool variable(const QString &name, int sign)
    {
        if (name == u"raw") {
            join(diceText(m_d), sign);
            m_total += sign * m_d.raw;
            m_constantOnly = false;
            // Several dice are worth their sum: "2d6 [3, 2] = 5 vs Morale score 7".
            m_worked = m_worked || m_d.shown.contains(u',');
            ++m_terms;
            return true;
        }
        if (!m_d.values.contains(name))
            return false;
        const std::int64_t value = m_d.values.value(name);
        std::int64_t base = value;
        std::vector<const Odds::Contribution *> parts;
        for (const Odds::Contribution &c : m_contributions) {
            if (c.variable == name) {
                parts.push_back(&c);
                base -= c.amount;
            }
        }
        // A value that adds nothing says nothing, unless it is all the side has.
        if (base != 0 || (parts.empty() && m_terms == 0))
            add(sign * base, labelOf(m_ruleset, name), true);
        for (const Odds::Contribution *c : parts)
            add(sign * c->amount, c->label);
        return true;
    }

    // "d100 [7] × 5": a value times or over constants.
    bool product(const Node &node, int sign)
    {
        if (node.children.empty())
            return false;
        const Node &first = *node.children.front();
        QString text;
        std::int64_t value = 0;
        if (first.kind == Node::Kind::Variable && first.name == u"raw") {
            text = diceText(m_d);
            value = m_d.raw;
        } else if (first.kind == Node::Kind::Variable && m_d.values.contains(first.name)) {
            value = m_d.values.value(first.name);
            text = QString::number(value);
        } else {
            return false;
        }
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const Node &c = *node.children[i];
            const bool times = node.ops[i] == Node::ProductOp::Multiply;
            if (c.kind != Node::Kind::Constant || (!times && c.value == 0))
                return false;
            text += QStringLiteral(" %1 %2")
                        .arg(times ? QStringLiteral("\u00d7") : QStringLiteral("\u00f7"))
                        .arg(c.value);
            value = times ? value * c.value : value / c.value;
        }
        join(text, sign);
        m_total += sign * value;
        m_constantOnly = false;
        m_worked = true;
        ++m_terms;
        return true;
    }

    const Odds::RollDecision &m_d;
    const std::vector<Odds::Contribution> &m_contributions;
    const Rules::Ruleset &m_ruleset;
    std::vector<Phrase> m_pieces;
    std::int64_t m_total = 0;
    int m_terms = 0;
    bool m_constantOnly = true;
    bool m_worked = false;
};

bool usesRaw(const Node &node)
{
    if (node.kind == Node::Kind::Variable && node.name == u"raw")
        return true;
    return std::any_of(node.children.begin(), node.children.end(),
        [](const auto &child) { return usesRaw(*child); });
}

// The comparison that weighs the roll: the condition itself, or the part of an "and" that does.
const Node *weighing(const Node &root)
{
    if (root.kind == Node::Kind::Compare)
        return &root;
    if (root.kind == Node::Kind::And) {
        for (const auto &child : root.children) {
            if (child->kind == Node::Kind::Compare && usesRaw(*child))
                return child.get();
        }
    }
    return nullptr;
}

} // namespace

Phrase RollText::describe(const Odds::RollDecision &decision,
    const std::vector<Odds::Contribution> &contributions, const Rules::Ruleset &ruleset,
    const QString &outcomeLabel)
{
    // A band named like its outcome ("Hit") would only repeat it.
    const LocalText label = decision.label.shown().compare(outcomeLabel, Qt::CaseInsensitive) == 0
        ? LocalText()
        : decision.label;
    const Phrase dice = Phrase::text(diceText(decision));
    const Node *compare = decision.when ? weighing(decision.when->root()) : nullptr;
    Side left(decision, contributions, ruleset);
    Side right(decision, contributions, ruleset);
    if (!compare || !left.read(*compare->children[0]) || !right.read(*compare->children[1])) {
        // Not sums: the die and the values its condition read.
        std::vector<Phrase> values;
        for (auto it = decision.values.cbegin(); it != decision.values.cend(); ++it)
            values.push_back(Phrase::joined({Phrase::local(labelOf(ruleset, it.key())),
                                                Phrase::text(QString::number(it.value()))},
                QStringLiteral(" ")));
        Phrase said = values.empty()
            ? dice
            : Phrase(kRollTextContext, QT_TR_NOOP("%1; %2"))
                  .arg(dice)
                  .arg(Phrase::joined(std::move(values), QStringLiteral(", ")));
        return label.isEmpty()
            ? said
            : Phrase(kRollTextContext, QT_TR_NOOP("%1: %2")).arg(label).arg(std::move(said));
    }
    Phrase said;
    // "@raw == 20" needs no "vs 20": the band's label says it.
    if (right.onlyConstant() && compare->compareOp == Node::CompareOp::Equal)
        said = left.said();
    else
        said = Phrase(kRollTextContext, QT_TR_NOOP("%1 vs %2")).arg(left.said()).arg(right.said());
    if (!label.isEmpty() && decision.held)
        return Phrase(kRollTextContext, QT_TR_NOOP("%1: %2")).arg(label).arg(std::move(said));
    return said;
}

} // namespace Fray::Encounter
