// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ModifierText.h"

#include <QLocale>

namespace Fray::Rules {

namespace {

// The label, with the change in brackets unless the label already holds it.
QString withChange(const QString &label, const QString &change)
{
    if (change.isEmpty() || label.contains(change, Qt::CaseInsensitive))
        return label;
    return ModifierText::tr("%1 (%2)").arg(label, change);
}

} // namespace

QString ModifierText::signedNumber(qint64 n)
{
    const QString digits = QLocale().toString(n < 0 ? -n : n);
    return (n < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + digits;
}

QString ModifierText::change(const Ruleset &ruleset, const Modifier &m, qint64 amount)
{
    const Variable *variable
        = m.effects.size() == 1 ? ruleset.variable(m.effects.front().variable) : nullptr;
    if (!variable || variable->kind == Variable::Kind::Switch)
        return {};
    const QString number = signedNumber(amount);
    return variable->change.isEmpty()
        ? tr("%1 %2").arg(variable->label, number)
        : QString(variable->change).replace(QStringLiteral("%1"), number);
}

QString ModifierText::amount(const Ruleset &ruleset, const Modifier &m)
{
    if (m.effects.size() != 1)
        return {};
    const Effect &e = m.effects.front();
    if (!e.add || !e.add->variables().isEmpty() || e.add->hasDice())
        return {};
    bool ok = false;
    const qint64 n = e.add->text().trimmed().toLongLong(&ok);
    return ok ? change(ruleset, m, n) : QString();
}

QString ModifierText::toggle(const Ruleset &ruleset, const Modifier &m)
{
    return withChange(m.label, amount(ruleset, m));
}

QString ModifierText::active(const Ruleset &ruleset, const Modifier &m, std::optional<qint64> value)
{
    // A per-count modifier's value is its count; any other's is the number the GM typed.
    const QString text = withChange(
        m.label, m.perCount || !value ? amount(ruleset, m) : change(ruleset, m, *value));
    return m.perCount && value ? tr("%1 \u00d7%2").arg(text, QLocale().toString(*value)) : text;
}

} // namespace Fray::Rules
