<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Fray::Cli::CampaignCommand</name>
    <message numerus="yes">
        <source>copied %1 of %Ln row(s)</source>
        <extracomment>A progress line while a campaign is copied: rows of all its tables.</extracomment>
        <translation>
            <numerusform>copied %1 of %Ln row</numerusform>
            <numerusform>copied %1 of %Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CompareCommand</name>
    <message numerus="yes">
        <source>drops within %n round(s)</source>
        <translation>
            <numerusform>drops within %n round</numerusform>
            <numerusform>drops within %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DangerCommand</name>
    <message numerus="yes">
        <source>%n attack(s) before its turn</source>
        <translation>
            <numerusform>%n attack before its turn</numerusform>
            <numerusform>%n attacks before its turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) before the round ends</source>
        <translation>
            <numerusform>%n attack before the round ends</numerusform>
            <numerusform>%n attacks before the round ends</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DistCommand</name>
    <message numerus="yes">
        <source>exploding dice stop after %n extra rolls; probability cut short: %1</source>
        <translation>
            <numerusform>exploding dice stop after %n extra roll; probability cut short: %1</numerusform>
            <numerusform>exploding dice stop after %n extra rolls; probability cut short: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportCommand</name>
    <message numerus="yes">
        <source>%1: %n line(s) rejected; nothing was imported (see above, or --skip-rejected)</source>
        <translation>
            <numerusform>%1: %n line rejected; nothing was imported (see above, or --skip-rejected)</numerusform>
            <numerusform>%1: %n lines rejected; nothing was imported (see above, or --skip-rejected)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>imported encounter &apos;%1&apos; (%n combatant)</numerusform>
            <numerusform>imported encounter &apos;%1&apos; (%n combatants)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entry</source>
        <translation>
            <numerusform>imported %n library entry</numerusform>
            <numerusform>imported %n library entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entries</source>
        <translation>
            <numerusform>imported %n library entry</numerusform>
            <numerusform>imported %n library entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportPreview</name>
    <message numerus="yes">
        <source>encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>encounter &apos;%1&apos; (%n combatant)</numerusform>
            <numerusform>encounter &apos;%1&apos; (%n combatants)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not imported in %n entries: %1</source>
        <translation>
            <numerusform>not imported in %n entry: %1</numerusform>
            <numerusform>not imported in %n entries: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept as notes in %n entries: %1</source>
        <translation>
            <numerusform>kept as notes in %n entry: %1</numerusform>
            <numerusform>kept as notes in %n entries: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RulesetsCommand</name>
    <message numerus="yes">
        <source>variables: %1; %n modifiers</source>
        <translation>
            <numerusform>variables: %1; %n modifier</numerusform>
            <numerusform>variables: %1; %n modifiers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SheetCommand</name>
    <message numerus="yes">
        <source>%n item(s) do not fit the page, first: %1</source>
        <translation>
            <numerusform>%n item does not fit the page, first: %1</numerusform>
            <numerusform>%n items do not fit the page, first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page</source>
        <translation>
            <numerusform>%1: %n page</numerusform>
            <numerusform>%1: %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pages</source>
        <translation>
            <numerusform>%1: %n page</numerusform>
            <numerusform>%1: %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SimulateCommand</name>
    <message numerus="yes">
        <source>Exact result (at most %n rounds)</source>
        <translation>
            <numerusform>Exact result (at most %n round)</numerusform>
            <numerusform>Exact result (at most %n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fights, seed %2 (at most %n rounds)</source>
        <translation>
            <numerusform>%1 fights, seed %2 (at most %n round)</numerusform>
            <numerusform>%1 fights, seed %2 (at most %n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos;: %n groups are called &apos;%2&apos;; name one by its side and a member (%3)</source>
        <translation>
            <numerusform>&apos;%1&apos;: %n group is called &apos;%2&apos;; name one by its side and a member (%3)</numerusform>
            <numerusform>&apos;%1&apos;: %n groups are called &apos;%2&apos;; name one by its side and a member (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TuneCommand</name>
    <message numerus="yes">
        <source>%n value(s) scanned, then %1 by bisection; every value with the same seed.</source>
        <translation>
            <numerusform>%n value scanned, then %1 by bisection; every value with the same seed.</numerusform>
            <numerusform>%n values scanned, then %1 by bisection; every value with the same seed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ValidateRulesetCommand</name>
    <message numerus="yes">
        <source>%1: %n problem(s), listed above, the first: %2; nothing was loaded</source>
        <translation>
            <numerusform>%1: %n problem, listed above: %2; nothing was loaded</numerusform>
            <numerusform>%1: %n problems, listed above, the first: %2; nothing was loaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variables</source>
        <translation>
            <numerusform>%n variable</numerusform>
            <numerusform>%n variables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n outcomes</source>
        <translation>
            <numerusform>%n outcome</numerusform>
            <numerusform>%n outcomes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n modifiers</source>
        <translation>
            <numerusform>%n modifier</numerusform>
            <numerusform>%n modifiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conditions</source>
        <translation>
            <numerusform>%n condition</numerusform>
            <numerusform>%n conditions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tables</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Guard</name>
    <message numerus="yes">
        <source>cannot keep %1 of %n dice</source>
        <translation>
            <numerusform>cannot keep %1 of %n die</numerusform>
            <numerusform>cannot keep %1 of %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cannot drop %1 of %n dice</source>
        <translation>
            <numerusform>cannot drop %1 of %n die</numerusform>
            <numerusform>cannot drop %1 of %n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AttackResolver</name>
    <message numerus="yes">
        <source>%1&apos;s %2 is still reloading: it fires once every %n rounds</source>
        <translation>
            <numerusform>%1&apos;s %2 is still reloading: it fires once every round</numerusform>
            <numerusform>%1&apos;s %2 is still reloading: it fires once every %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n damage</numerusform>
            <numerusform>%n damage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ConditionKeeper</name>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the end of round %3</source>
        <translation>
            <numerusform>%1 is %2 for %n round, until the end of round %3</numerusform>
            <numerusform>%1 is %2 for %n rounds, until the end of round %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EncounterCheck</name>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (and %n more problem)</numerusform>
            <numerusform>%1 (and %n more problems)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EventKeeper</name>
    <message numerus="yes">
        <source>every %n round(s) from round %1</source>
        <translation>
            <numerusform>every round from round %1</numerusform>
            <numerusform>every %n rounds from round %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HealCommand</name>
    <message numerus="yes">
        <source>%1 regains %n hit points</source>
        <translation>
            <numerusform>%1 regains %n hit point</numerusform>
            <numerusform>%1 regains %n hit points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RulesText</name>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, at most %n times</source>
        <translation>
            <numerusform>, at most once</numerusform>
            <numerusform>, at most %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n rounds left)</source>
        <translation>
            <numerusform> (%n round left)</numerusform>
            <numerusform> (%n rounds left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>once every %n rounds</source>
        <translation>
            <numerusform>once every round</numerusform>
            <numerusform>once every %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Io::CsvImport</name>
    <message numerus="yes">
        <source>%n fields where the header has %1</source>
        <translation>
            <numerusform>%n field where the header has %1</numerusform>
            <numerusform>%n fields where the header has %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignImport</name>
    <message numerus="yes">
        <source>%1, one of %n of that name</source>
        <translation>
            <numerusform>%1, one of %n of that name</numerusform>
            <numerusform>%1, one of %n of that name</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Io::NameClashes</name>
    <message numerus="yes">
        <source>%1 %n times</source>
        <translation>
            <numerusform>%1 once</numerusform>
            <numerusform>%1 %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Party::PartyRest</name>
    <message numerus="yes">
        <source>%n hit point(s) each</source>
        <translation>
            <numerusform>%n hit point each</numerusform>
            <numerusform>%n hit points each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Print::ReferenceSheet</name>
    <message numerus="yes">
        <source>A round is %n seconds.</source>
        <translation>
            <numerusform>A round is %n second.</numerusform>
            <numerusform>A round is %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Print::RosterSheet</name>
    <message numerus="yes">
        <source>%n attacks a round</source>
        <translation>
            <numerusform>%n attack a round</numerusform>
            <numerusform>%n attacks a round</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Print::StatBlockSheet</name>
    <message numerus="yes">
        <source>%n attacks a round</source>
        <translation>
            <numerusform>%n attack a round</numerusform>
            <numerusform>%n attacks a round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 ×%n</source>
        <translation>
            <numerusform>%1 ×%n</numerusform>
            <numerusform>%1 ×%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Record::LogExport</name>
    <message numerus="yes">
        <source>%1 (%n rounds left)</source>
        <translation>
            <numerusform>%1 (%n round left)</numerusform>
            <numerusform>%1 (%n rounds left)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetLibrary</name>
    <message numerus="yes">
        <source>the ruleset &apos;%1&apos; is in %2, which did not load: %3 (%n problem(s); fray-cli validate-ruleset lists them)</source>
        <translation>
            <numerusform>the ruleset &apos;%1&apos; is in %2, which did not load: %3 (%n problem; fray-cli validate-ruleset lists it)</numerusform>
            <numerusform>the ruleset &apos;%1&apos; is in %2, which did not load: %3 (%n problems; fray-cli validate-ruleset lists them)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Rules::TableReader</name>
    <message numerus="yes">
        <source>%n values</source>
        <translation>
            <numerusform>%n value</numerusform>
            <numerusform>%n values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n columns</source>
        <translation>
            <numerusform>%n column</numerusform>
            <numerusform>%n columns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Sim::ExactDuel</name>
    <message numerus="yes">
        <source>an exact result needs one combatant against one; this fight has %n combatants</source>
        <translation>
            <numerusform>an exact result needs one combatant against one; this fight has %n combatant</numerusform>
            <numerusform>an exact result needs one combatant against one; this fight has %n combatants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightModel</name>
    <message numerus="yes">
        <source>Events in the initiative order are not simulated (%n event(s), such as %1): no lair acts and no reinforcements arrive.</source>
        <translation>
            <numerusform>Events in the initiative order are not simulated (%n event: %1): no lair acts and no reinforcements arrive.</numerusform>
            <numerusform>Events in the initiative order are not simulated (%n events, such as %1): no lair acts and no reinforcements arrive.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightTuner</name>
    <message numerus="yes">
        <source>%n groups are called &apos;%1&apos;; name one by its side (SIDE:NAME)</source>
        <translation>
            <numerusform>%n group is called &apos;%1&apos;; name one by its side (SIDE:NAME)</numerusform>
            <numerusform>%n groups are called &apos;%1&apos;; name one by its side (SIDE:NAME)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::LibraryStep</name>
    <message numerus="yes">
        <source>Join the party (%n entries)</source>
        <translation>
            <numerusform>Join the party (%n entry)</numerusform>
            <numerusform>Join the party (%n entries)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the party (%n entries)</source>
        <translation>
            <numerusform>Leave the party (%n entry)</numerusform>
            <numerusform>Leave the party (%n entries)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TablePace</name>
    <message numerus="yes">
        <source>(%1 s a turn, from %Ln turn(s) played)</source>
        <translation>
            <numerusform>(%1 s a turn, from %Ln turn played)</numerusform>
            <numerusform>(%1 s a turn, from %Ln turns played)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %Ln minute(s) at this table&apos;s pace</source>
        <translation>
            <numerusform>about %Ln minute at this table&apos;s pace</numerusform>
            <numerusform>about %Ln minutes at this table&apos;s pace</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignActions</name>
    <message numerus="yes">
        <source>Sample content restored (%n item(s) added)</source>
        <translation>
            <numerusform>Sample content restored (%n item added)</numerusform>
            <numerusform>Sample content restored (%n items added)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignController</name>
    <message numerus="yes">
        <source>Add %n entries to the library</source>
        <translation>
            <numerusform>Add %n entry to the library</numerusform>
            <numerusform>Add %n entries to the library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n entries from the library</source>
        <translation>
            <numerusform>Remove %n entry from the library</numerusform>
            <numerusform>Remove %n entries from the library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <comment>names not listed</comment>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n library entry(s) (%1)</source>
        <translation>
            <numerusform>%n library entry (%1)</numerusform>
            <numerusform>%n library entries (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s) (%1)</source>
        <translation>
            <numerusform>%n encounter (%1)</numerusform>
            <numerusform>%n encounters (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <comment>entries or encounters</comment>
        <translation>
            <numerusform>%n removed</numerusform>
            <numerusform>%n removed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CombatantTableModel</name>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <translation>
            <numerusform>%1 (%n left)</numerusform>
            <numerusform>%1 (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before its next turn (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1: %2 chance to be out of the fight before its next turn (%n attack may come at it first).</numerusform>
            <numerusform>%1: %2 chance to be out of the fight before its next turn (%n attacks may come at it first).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before this round ends (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1: %2 chance to be out of the fight before this round ends (%n attack may come at it first).</numerusform>
            <numerusform>%1: %2 chance to be out of the fight before this round ends (%n attacks may come at it first).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayPlanDialog</name>
    <message numerus="yes">
        <source>Playing %Ln day(s)…</source>
        <translation>
            <numerusform>Playing %Ln day…</numerusform>
            <numerusform>Playing %Ln days…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The party gets through the day in %1 of %Ln day(s)&lt;/b&gt; (± %2).</source>
        <translation>
            <numerusform>&lt;b&gt;The party gets through the day in %1 of %Ln day&lt;/b&gt; (± %2).</numerusform>
            <numerusform>&lt;b&gt;The party gets through the day in %1 of %Ln days&lt;/b&gt; (± %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The day&apos;s length shows once this campaign has played %n turn(s) or more.</source>
        <translation>
            <numerusform>The day&apos;s length shows once this campaign has played %n turn or more.</numerusform>
            <numerusform>The day&apos;s length shows once this campaign has played %n turns or more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterActions</name>
    <message numerus="yes">
        <source>Hit points to take from %n combatant(s):</source>
        <translation>
            <numerusform>Hit points to take from %n combatant:</numerusform>
            <numerusform>Hit points to take from %n combatants:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hit points to give back to %n combatant(s):</source>
        <translation>
            <numerusform>Hit points to give back to %n combatant:</numerusform>
            <numerusform>Hit points to give back to %n combatants:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n combatant(s)</source>
        <translation>
            <numerusform>Remove %n combatant</numerusform>
            <numerusform>Remove %n combatants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterListModel</name>
    <message numerus="yes">
        <source>%1, %n combatant(s)</source>
        <translation>
            <numerusform>%1, %n combatant</numerusform>
            <numerusform>%1, %n combatants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ExportController</name>
    <message numerus="yes">
        <source>%n library entries of %1</source>
        <translation>
            <numerusform>%n library entry of %1</numerusform>
            <numerusform>%n library entries of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportController</name>
    <message numerus="yes">
        <source>Imported %n library entries</source>
        <translation>
            <numerusform>Imported %n library entry</numerusform>
            <numerusform>Imported %n library entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n encounters</source>
        <translation>
            <numerusform>and %n encounter</numerusform>
            <numerusform>and %n encounters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportPreviewDialog</name>
    <message numerus="yes">
        <source>%1 file: %n entries</source>
        <translation>
            <numerusform>%1 file: %n entry</numerusform>
            <numerusform>%1 file: %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved encounters</source>
        <translation>
            <numerusform>%n saved encounter</numerusform>
            <numerusform>%n saved encounters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: not imported, in %n entries</source>
        <translation>
            <numerusform>%1: not imported, in %n entry</numerusform>
            <numerusform>%1: not imported, in %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: kept as notes, in %n entries</source>
        <translation>
            <numerusform>%1: kept as notes, in %n entry</numerusform>
            <numerusform>%1: kept as notes, in %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 library already holds %n of these names, such as %2.</source>
        <translation>
            <numerusform>The %1 library already holds one of these names, such as %2.</numerusform>
            <numerusform>The %1 library already holds %n of these names, such as %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library already holds %n of these names, such as %1.</source>
        <translation>
            <numerusform>The library already holds one of these names, such as %1.</numerusform>
            <numerusform>The library already holds %n of these names, such as %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file repeats %n names, such as %1.</source>
        <translation>
            <numerusform>The file repeats one name, %1.</numerusform>
            <numerusform>The file repeats %n names, such as %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportPreviewModel</name>
    <message numerus="yes">
        <source>%n fields not imported</source>
        <translation>
            <numerusform>%n field not imported</numerusform>
            <numerusform>%n fields not imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n combatants</source>
        <translation>
            <numerusform>%n combatant</numerusform>
            <numerusform>%n combatants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept as notes</source>
        <translation>
            <numerusform>%n kept as notes</numerusform>
            <numerusform>%n kept as notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LibraryDock</name>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>%n found</numerusform>
            <numerusform>%n found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entries from the library? Combatants already added to encounters stay.</source>
        <translation>
            <numerusform>Delete %n entry from the library? Combatants already added to encounters stay.</numerusform>
            <numerusform>Delete %n entries from the library? Combatants already added to encounters stay.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries deleted from the library</source>
        <translation>
            <numerusform>%n entry deleted from the library</numerusform>
            <numerusform>%n entries deleted from the library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) joined the party</source>
        <translation>
            <numerusform>%n entry joined the party</numerusform>
            <numerusform>%n entries joined the party</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) left the party</source>
        <translation>
            <numerusform>%n entry left the party</numerusform>
            <numerusform>%n entries left the party</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LuckModel</name>
    <message numerus="yes">
        <source>The chance of %n hit(s) or fewer at these attacks&apos; odds</source>
        <translation>
            <numerusform>The chance of %n hit or fewer at these attacks&apos; odds</numerusform>
            <numerusform>The chance of %n hits or fewer at these attacks&apos; odds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MainWindow</name>
    <message numerus="yes">
        <source>%n ruleset file(s) did not load; Tools › Rulesets says why</source>
        <translation>
            <numerusform>%n ruleset file did not load; Tools › Rulesets says why</numerusform>
            <numerusform>%n ruleset files did not load; Tools › Rulesets says why</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not started · %n combatant(s)</source>
        <translation>
            <numerusform>Not started · %n combatant</numerusform>
            <numerusform>Not started · %n combatants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsSummary</name>
    <message numerus="yes">
        <source>Within %n rounds</source>
        <translation>
            <numerusform>Within %n round</numerusform>
            <numerusform>Within %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mean damage per round (%n attacks)</source>
        <translation>
            <numerusform>Mean damage per round (%n attack)</numerusform>
            <numerusform>Mean damage per round (%n attacks)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PlayerScreens</name>
    <message numerus="yes">
        <source>Shared with players: %n device(s)</source>
        <translation>
            <numerusform>Shared with players: %n device</numerusform>
            <numerusform>Shared with players: %n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RoundEndDialog</name>
    <message numerus="yes">
        <source>Round %1 is about to end, and the rules would take %n combatant(s) then. Give a remedy first, or let the round end.</source>
        <translation>
            <numerusform>Round %1 is about to end, and the rules would take %n combatant then. Give a remedy first, or let the round end.</numerusform>
            <numerusform>Round %1 is about to end, and the rules would take %n combatants then. Give a remedy first, or let the round end.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RuleComparisonPanel</name>
    <message numerus="yes">
        <source>a target of %n hit point(s)</source>
        <translation>
            <numerusform>a target of %n hit point</numerusform>
            <numerusform>a target of %n hit points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) a round</source>
        <translation>
            <numerusform>%n attack a round</numerusform>
            <numerusform>%n attacks a round</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RulesetTableModel</name>
    <message numerus="yes">
        <source>In use as loaded before: %1 now has %n problem(s)</source>
        <translation>
            <numerusform>In use as loaded before: %1 now has %n problem</numerusform>
            <numerusform>In use as loaded before: %1 now has %n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not load: %n problem(s)</source>
        <translation>
            <numerusform>Did not load: %n problem</numerusform>
            <numerusform>Did not load: %n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RulesetsDialog</name>
    <message numerus="yes">
        <source>%n ruleset file(s) in %1 did not load as written; the problems below say where. Fix the file, then Reload.</source>
        <translation>
            <numerusform>%n ruleset file in %1 did not load as written; the problems below say where. Fix the file, then Reload.</numerusform>
            <numerusform>%n ruleset files in %1 did not load as written; the problems below say where. Fix the file, then Reload.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ShareDialog</name>
    <message numerus="yes">
        <source>%n device(s) following the page.</source>
        <translation>
            <numerusform>%n device following the page.</numerusform>
            <numerusform>%n devices following the page.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimulateDialog</name>
    <message numerus="yes">
        <source>Playing %Ln fights…</source>
        <translation>
            <numerusform>Playing %Ln fight…</numerusform>
            <numerusform>Playing %Ln fights…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undecided after %n rounds: %1</source>
        <translation>
            <numerusform>Undecided after %n round: %1</numerusform>
            <numerusform>Undecided after %n rounds: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneDialog</name>
    <message numerus="yes">
        <source>%1 (%2, %n now)</source>
        <translation>
            <numerusform>%1 (%2, %n now)</numerusform>
            <numerusform>%1 (%2, %n now)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) scanned across the range, then %1 more by bisection between the two that straddle the target; every value played with the same seed, so the curve moves with the knob and not with luck.</source>
        <translation>
            <numerusform>%n value scanned across the range, then %1 more by bisection between the two that straddle the target; every value played with the same seed, so the curve moves with the knob and not with luck.</numerusform>
            <numerusform>%n values scanned across the range, then %1 more by bisection between the two that straddle the target; every value played with the same seed, so the curve moves with the knob and not with luck.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TurnDangers</name>
    <message numerus="yes">
        <source>Fights of more than %Ln combatant(s) have no danger gauges.</source>
        <translation>
            <numerusform>Fights of more than %Ln combatant have no danger gauges.</numerusform>
            <numerusform>Fights of more than %Ln combatants have no danger gauges.</numerusform>
        </translation>
    </message>
</context>
</TS>
