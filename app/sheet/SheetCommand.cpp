// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sheet/SheetCommand.h"

#include "app/cli/RulesetOptions.h"
#include "core/InputFile.h"
#include "core/encounter/EncounterCheck.h"
#include "core/io/EncounterJson.h"
#include "core/io/EncounterTableJson.h"
#include "ui/print/SheetPrinter.h"

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
        //: "vs" is what the option reads: it stays as it is.
        error = SheetCommand::tr(
            "--odds '%1': write it as \"ATTACKER vs TARGET\" or \"ATTACKER:ATTACK vs TARGET\"")
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
        error = SheetCommand::tr("--odds '%1': the encounter has no combatant called '%2'")
                    .arg(text, attacker ? targetName : attackerName);
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
            error = SheetCommand::tr("--odds '%1': %2 has no attack called '%3'")
                        .arg(text, attacker->name, attackName);
            return std::nullopt;
        }
    }
    return pair;
}

// "ID" or "ID=N" (a number the GM gives, or a count) for a modifier of the ruleset.
std::optional<Odds::ActiveModifier> activeModifier(
    const Rules::Ruleset &ruleset, const QString &text, QString &error)
{
    const qsizetype equals = text.indexOf(u'=');
    const QString id = (equals < 0 ? text : text.left(equals)).trimmed();
    if (!ruleset.modifier(id)) {
        error = SheetCommand::tr("--modifier '%1': %2 has no modifier '%3'")
                    .arg(text, ruleset.name, id);
        return std::nullopt;
    }
    Odds::ActiveModifier active{id, std::nullopt};
    if (equals >= 0) {
        bool ok = false;
        active.value = text.mid(equals + 1).trimmed().toLongLong(&ok);
        if (!ok) {
            error = SheetCommand::tr("--modifier '%1': give ID or ID=N with a whole number")
                        .arg(text);
            return std::nullopt;
        }
    }
    return active;
}

} // namespace

int SheetCommand::run(const QStringList &arguments, CliIo &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(summary());
    parser.addPositionalArgument(u"FILE"_s, tr("An encounter file (*.fray.json)."));
    const QCommandLineOption pdf(u"pdf"_s, tr("Write the sheets to this PDF file."), u"OUT"_s);
    const QCommandLineOption kind(u"kind"_s,
        //: %1 lists the kinds as the option takes them; "all" is one of them.
        tr("Which sheets: %1, several joined by commas (default all); may be repeated.")
            .arg(Print::SheetOptions::kindIds().join(u", "_s)),
        u"KIND"_s);
    //: a4 and letter are what the option takes.
    const QCommandLineOption page(u"page"_s, tr("Paper: a4 or letter (default a4)."), u"SIZE"_s);
    const QCommandLineOption campaign(
        u"campaign"_s, tr("The campaign's name for the page header."), u"NAME"_s);
    const QCommandLineOption odds(u"odds"_s,
        //: "vs" is what the option reads: it stays as it is.
        tr("Chart an attacker against a target: \"ATTACKER vs TARGET\" or "
           "\"ATTACKER:ATTACK vs TARGET\"; may be repeated."),
        u"PAIR"_s);
    const QCommandLineOption modifier(u"modifier"_s,
        tr("Chart the odds with a situational modifier on; ID=N gives a number or a count; may "
           "be repeated."),
        u"ID[=N]"_s);
    const QCommandLineOption tableFile(u"table"_s,
        tr("A wandering-monster table (*.fray-table.json) of the encounter's ruleset for the "
           "wandering sheet; may be repeated."),
        u"FILE"_s);
    parser.addOptions({pdf, kind, page, campaign, odds, modifier, tableFile});
    const RulesetOptions rulesetOptions(false);
    rulesetOptions.addTo(parser);
    if (const int exit = parseOrExit(parser, arguments, io); exit >= 0)
        return exit;

    Print::SheetOptions options;
    if (parser.isSet(kind)) {
        QString unknown;
        const auto kinds = Print::SheetOptions::kindsFromIds(parser.values(kind), &unknown);
        if (!kinds)
            return io.fail(tr("--kind must be one of %1, not '%2'")
                               .arg(Print::SheetOptions::kindIds().join(u", "_s), unknown));
        options.kinds = *kinds;
    }
    if (parser.isSet(page)) {
        const auto paper = Print::SheetOptions::paperFromId(parser.value(page));
        if (!paper)
            return io.fail(tr("--page must be a4 or letter, not '%1'").arg(parser.value(page)));
        options.paper = *paper;
    }
    if (!parser.isSet(pdf) || parser.value(pdf).isEmpty())
        return io.fail(tr("--pdf OUT is required: the PDF file to write"));
    options.campaignName = parser.value(campaign);

    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return io.fail(tr("give one encounter FILE"));
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
    const auto library = rulesetOptions.library(parser, state->rulesetId);
    if (!library)
        return io.fail(library.error());
    const auto *entry = library->find(state->rulesetId);
    if (!entry)
        return io.fail(u"%1: %2"_s.arg(file, library->whyMissing(state->rulesetId)));
    const auto problems = Encounter::EncounterCheck::encounter(*state, *entry->ruleset);
    if (!problems.isEmpty())
        return io.fail(u"%1: %2"_s.arg(file, Encounter::EncounterCheck::summary(problems)));

    for (const QString &path : parser.values(tableFile)) {
        const auto bytes = InputFile::read(path);
        if (!bytes)
            return io.fail(u"%1: %2"_s.arg(path, bytes.error()));
        const auto table = Io::EncounterTableJson::fromBytes(*bytes);
        if (!table)
            return io.fail(u"%1: %2"_s.arg(path, table.error().constFirst().toString()));
        if (table->rulesetId != state->rulesetId)
            return io.fail(tr("%1: the table is for the ruleset '%2', the encounter for '%3'")
                               .arg(path, table->rulesetId, state->rulesetId));
        options.tables.push_back(*table);
    }

    std::vector<Odds::ActiveModifier> modifiers;
    const QStringList modifierTexts = parser.values(modifier);
    for (const QString &text : modifierTexts) {
        QString error;
        const auto active = activeModifier(*entry->ruleset, text, error);
        if (!active)
            return io.fail(error);
        modifiers.push_back(*active);
    }
    const QStringList pairs = parser.values(odds);
    for (const QString &text : pairs) {
        QString error;
        auto pair = oddsPair(*state, text, error);
        if (!pair)
            return io.fail(error);
        pair->modifiers = modifiers;
        options.oddsPairs.push_back(*pair);
    }
    if (options.kinds.contains(Print::SheetOptions::Kind::Odds) && options.oddsPairs.empty())
        return io.fail(tr("--kind odds needs at least one --odds \"ATTACKER vs TARGET\""));
    if (!modifiers.empty() && options.oddsPairs.empty())
        return io.fail(tr("--modifier needs an --odds \"ATTACKER vs TARGET\" to chart"));

    const auto report
        = Print::SheetPrinter::exportPdf(parser.value(pdf), *state, entry->ruleset, options);
    if (!report)
        return io.fail(report.error());
    // The prefix is fixed like the error's, so scripts can find the line in any language.
    if (!report->overflows.empty())
        io.err() << "fray-cli: warning: "
                 << tr("%n item(s) do not fit the page, first: %1", nullptr,
                        int(report->overflows.size()))
                        .arg(report->overflows.front().what)
                 << Qt::endl;
    // English has no catalogue to pick its plural from, so its singular is chosen here.
    io.out() << (report->pages == 1 ? tr("%1: %n page", nullptr, report->pages)
                                    : tr("%1: %n pages", nullptr, report->pages))
                    .arg(parser.value(pdf))
             << "\n";
    return ExitOk;
}

} // namespace Fray::Cli
