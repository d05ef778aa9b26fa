// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Expected.h"
#include "core/json/JsonValue.h"
#include "core/rules/ExpressionChecker.h"
#include "core/rules/Ruleset.h"

#include <QCoreApplication>
#include <QSet>

class QJsonDocument;

namespace Fray::Rules {

// Reads a ruleset file (resources/rulesets/FORMAT.md) and validates all of it: types, names,
// expressions and what they refer to, band order, cycles. A file with any problem is rejected
// whole, with every problem's JSON path, so nothing is ever half-loaded.
class RulesetReader
{
    Q_DECLARE_TR_FUNCTIONS(Fray::Rules::RulesetReader)

public:
    using Problems = QList<Json::JsonProblem>;

    static Expected<Ruleset, Problems> read(const QByteArray &json);
    static Expected<Ruleset, Problems> read(const QJsonDocument &document);
    static Expected<Ruleset, Problems> readFile(const QString &path);

    // For the parts' readers: a name of a variable ("attack_bonus") or an id ("flank-2"),
    // recording the problem when it is not one.
    static bool checkName(const Json::JsonValue &at, const QString &name);
    static bool checkId(const Json::JsonValue &at, const QString &id);
    // A minimum above the maximum, or a default outside them, is the file's problem at `item`.
    static void checkRange(const Json::JsonValue &item, std::optional<qint64> minimum,
        std::optional<qint64> maximum, qint64 defaultValue);
    // Records a problem at each item whose key an earlier item already has.
    template<typename T, typename Key>
    static void checkUnique(const std::vector<T> &items, const std::vector<Json::JsonValue> &where,
        Key key, const QString &what)
    {
        QSet<QString> seen;
        for (std::size_t i = 0; i < items.size() && i < where.size(); ++i) {
            const QString k = key(items[i]);
            if (seen.contains(k))
                where[i].problem(tr("%1 '%2' is defined twice").arg(what, k));
            seen.insert(k);
        }
    }

private:
    explicit RulesetReader(Problems &problems);

    void readRoot(const Json::JsonValue &root);
    void readMeta(const Json::JsonValue &root);
    void readSides(const Json::JsonValue &sides);
    void readVariables(const Json::JsonValue &variables);
    void readDerived(const Json::JsonValue &derived);
    std::vector<Outcome> readOutcomes(const Json::JsonValue &outcomes);
    void readDamage(const Json::JsonValue &damage);
    std::shared_ptr<const Check> readCheck(
        const Json::JsonValue &check, const QString &id, const std::vector<Outcome> &outcomes);

    Problems &m_problems;
    Ruleset m_ruleset;
    ExpressionChecker m_expressions;
    QSet<QString> m_oddsScope;
    QSet<QString> m_combatantScope;
};

} // namespace Fray::Rules
