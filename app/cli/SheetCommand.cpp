// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SheetCommand.h"

#include "CommandLine.h"
#include "RulesetOptions.h"
#include "SheetPrinter.h"
#include "io/EncounterJson.h"

using namespace Qt::StringLiterals;

namespace Fray::Cli {

namespace {

const Encounter::Combatant *findByName(const Encounter::EncounterState &state, const QString &name)
{
    for (const Encounter::Combatant &c : state.combatants) {
        if (c.name.compare(name, Qt::CaseInsensitive) == 0)
            return &c;
    }
    return nullptr;
}

// "ATTACKER vs TARGET" or "ATTACKER:ATTACK vs TARGET" into a pair of the encounter.
std::optional<Print::SheetOptions::OddsPair> oddsPair(
    const Encounter::EncounterState &state, const QString &text, QString &error)
{
    const qsizetype vs = text.indexOf(u" vs "_s, 0, Qt::CaseInsensitive);
    if (vs < 0) {
        error
            = u"--odds '%1': write it as \"ATTACKER vs TARGET\" or \"ATTACKER:ATTACK vs TARGET\""_s
                  .arg(text);
        return std::nullopt;
    }
    QString attackerName = text.left(vs).trimmed();
    const QString targetName = text.mid(vs + 4).trimmed();
    QString attackName;
    const Encounter::Combatant *attacker = findByName(state, attackerName);
    if (!attacker && attackerName.contains(u':')) {
        attackName = attackerName.section(u':', -1).trimmed();
        attackerName = attackerName.section(u':', 0, -2).trimmed();
        attacker = findByName(state, attackerName);
    }
    const Encounter::Combatant *target = findByName(state, targetName);
    if (!attacker || !target) {
        error = u"--odds '%1': the encounter has no combatant called '%2'"_s.arg(
            text, attacker ? targetName : attackerName);
        return std::nullopt;
    }
    Print::SheetOptions::OddsPair pair;
    pair.attacker = attacker->id;
    pair.target = target->id;
    if (!attackName.isEmpty()) {
        for (std::size_t i = 0; i < attacker->attacks.size(); ++i) {
            if (attacker->attacks[i].name.compare(attackName, Qt::CaseInsensitive) == 0)
                pair.attack = qint64(i);
        }
        if (pair.attack < 0) {
            error = u"--odds '%1': %2 has no attack called '%3'"_s.arg(
                text, attacker->name, attackName);
            return std::nullopt;
        }
    }
    return pair;
}

} // namespace

int SheetCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(u"FILE"_s, u"An encounter file (*.fray.json)."_s);
    const QCommandLineOption pdf(u"pdf"_s, u"Write the sheets to this PDF file."_s, u"OUT"_s);
    const QCommandLineOption kind(u"kind"_s,
        u"Which sheets: %1 (default all)."_s.arg(Print::SheetOptions::kindIds().join(u", "_s)),
        u"KIND"_s);
    const QCommandLineOption page(u"page"_s, u"Paper: a4 or letter (default a4)."_s, u"SIZE"_s);
    const QCommandLineOption campaign(
        u"campaign"_s, u"The campaign's name for the page header."_s, u"NAME"_s);
    const QCommandLineOption odds(u"odds"_s,
        u"Chart an attacker against a target: \"ATTACKER vs TARGET\" or "
        "\"ATTACKER:ATTACK vs TARGET\"; may be repeated."_s,
        u"PAIR"_s);
    parser.addOptions({pdf, kind, page, campaign, odds});
    const RulesetOptions rulesetOptions(false);
    rulesetOptions.addTo(parser);
    if (const int exit = CommandLine::parseOrExit(parser, arguments, io); exit >= 0)
        return exit;

    Print::SheetOptions options;
    if (parser.isSet(kind)) {
        const auto k = Print::SheetOptions::kindFromId(parser.value(kind));
        if (!k)
            return io.fail(u"--kind must be one of %1, not '%2'"_s.arg(
                Print::SheetOptions::kindIds().join(u", "_s), parser.value(kind)));
        options.kind = *k;
    }
    if (parser.isSet(page)) {
        const auto paper = Print::SheetOptions::paperFromId(parser.value(page));
        if (!paper)
            return io.fail(u"--page must be a4 or letter, not '%1'"_s.arg(parser.value(page)));
        options.paper = *paper;
    }
    if (!parser.isSet(pdf) || parser.value(pdf).isEmpty())
        return io.fail(u"--pdf OUT is required: the PDF file to write"_s);
    options.campaignName = parser.value(campaign);

    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return io.fail(u"give one encounter FILE"_s);
    const QString file = files.constFirst();
    const auto state = Io::EncounterJson::fromFile(file);
    if (!state) {
        QStringList problems;
        for (const auto &p : state.error())
            problems << p.toString();
        // A problem that names the file already (it cannot be read) is not prefixed twice.
        const QString text = problems.join(u"; "_s);
        return io.fail(text.contains(file) ? text : u"%1: %2"_s.arg(file, text));
    }
    const Rules::RulesetLibrary library = rulesetOptions.library(parser);
    const auto *entry = library.find(state->rulesetId);
    if (!entry)
        return io.fail(u"%1: unknown ruleset '%2' (`fray-cli rulesets` lists those known)"_s.arg(
            file, state->rulesetId));

    const QStringList pairs = parser.values(odds);
    for (const QString &text : pairs) {
        QString error;
        const auto pair = oddsPair(*state, text, error);
        if (!pair)
            return io.fail(error);
        options.oddsPairs.push_back(*pair);
    }
    if (options.kind == Print::SheetOptions::Kind::Odds && options.oddsPairs.empty())
        return io.fail(u"--kind odds needs at least one --odds \"ATTACKER vs TARGET\""_s);

    const auto report
        = Print::SheetPrinter::exportPdf(parser.value(pdf), *state, entry->ruleset, options);
    if (!report)
        return io.fail(report.error());
    if (!report->overflows.empty())
        io.err() << "fray-cli: warning: " << report->overflows.size()
                 << " item(s) do not fit the page, first: " << report->overflows.front().what
                 << Qt::endl;
    io.out() << parser.value(pdf) << ": " << report->pages
             << (report->pages == 1 ? " page" : " pages") << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
