<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AttackDialog</name>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Angreifer:</translation>
    </message>
    <message>
        <source>&amp;With:</source>
        <translation>&amp;Mit:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>&amp;Modifiers (tick those that apply):</source>
        <translation>M&amp;odifikatoren (zutreffende ankreuzen):</translation>
    </message>
</context>
<context>
    <name>CombatantEditor</name>
    <message>
        <source>Combatant</source>
        <translation>Kampfteilnehmer</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>Goblin</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <source>party, foes, neutrals, or a side you name</source>
        <translation>party, foes, neutrals oder eine eigene Seite</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>Combatants of one group share an initiative roll</source>
        <translation>Kampfteilnehmer einer Gruppe teilen sich einen Initiativewurf</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>Schlag&amp;wörter:</translation>
    </message>
    <message>
        <source>goblinoid, cave</source>
        <translation>goblinoid, Höhle</translation>
    </message>
    <message>
        <source>Words to find the entry by, separated by commas</source>
        <translation>Wörter, über die der Eintrag gefunden wird, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>&amp;HP:</source>
        <translation>&amp;TP:</translation>
    </message>
    <message>
        <source>11 or 2d8+2</source>
        <translation>11 oder 2d8+2</translation>
    </message>
    <message>
        <source>Hit d&amp;ice are:</source>
        <translation>Trefferwür&amp;fel werden:</translation>
    </message>
    <message>
        <source>Rolled for each</source>
        <translation>Für jeden gewürfelt</translation>
    </message>
    <message>
        <source>Averaged</source>
        <translation>Gemittelt</translation>
    </message>
    <message>
        <source>C&amp;urrent HP:</source>
        <translation>Akt&amp;uelle TP:</translation>
    </message>
    <message>
        <source>Ho&amp;w many:</source>
        <translation>Anzah&amp;l:</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>D&amp;efence:</source>
        <translation>&amp;Verteidigung:</translation>
    </message>
    <message>
        <source>A&amp;rmour:</source>
        <translation>&amp;Rüstung:</translation>
    </message>
    <message>
        <source>Points subtracted from the damage of each hit</source>
        <translation>Punkte, die vom Schaden jedes Treffers abgezogen werden</translation>
    </message>
    <message>
        <source>Attacks per r&amp;ound:</source>
        <translation>Angriffe &amp;pro Runde:</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Add atta&amp;ck</source>
        <translation>Angriff hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve attack</source>
        <translation>Angriff &amp;entfernen</translation>
    </message>
    <message>
        <source>Not&amp;es:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Uses (spells per day, a breath weapon, a reaction)</source>
        <translation>Verwendungen (Zauber pro Tag, eine Odemwaffe, eine Reaktion)</translation>
    </message>
    <message>
        <source>Add &amp;use</source>
        <translation>&amp;Verwendung hinzufügen</translation>
    </message>
    <message>
        <source>Remove use</source>
        <translation>Verwendung entfernen</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Verwendungen</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Erinnerungen</translation>
    </message>
    <message>
        <source>Reminders that pop at its turn or the round (save vs. poison, concentration)</source>
        <translation>Erinnerungen, die bei seinem Zug oder zur Runde erscheinen (Rettungswurf gegen Gift, Konzentration)</translation>
    </message>
    <message>
        <source>A&amp;dd reminder</source>
        <translation>Erinnerung hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Remove reminder</source>
        <translation>Erinnerung entfernen</translation>
    </message>
    <message>
        <source>&amp;Member of the party</source>
        <translation>&amp;Mitglied der Gruppe</translation>
    </message>
    <message>
        <source>A member joins new fights as it is now and keeps what fights and rests leave on it</source>
        <translation>Ein Mitglied kommt so in neue Kämpfe, wie es jetzt ist, und behält, was Kämpfe und Rasten bei ihm hinterlassen</translation>
    </message>
</context>
<context>
    <name>DayPlanDialog</name>
    <message>
        <source>Plan a Day</source>
        <translation>Einen Tag planen</translation>
    </message>
    <message>
        <source>Fights of the day</source>
        <translation>Kämpfe des Tages</translation>
    </message>
    <message>
        <source>An encounter of this campaign; the party joins it as the day has left them</source>
        <translation>Eine Begegnung dieser Kampagne; die Gruppe tritt so an, wie der Tag sie gelassen hat</translation>
    </message>
    <message>
        <source>Encounter to add</source>
        <translation>Hinzuzufügende Begegnung</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>The same seed gives the same days; another rolls them afresh.</source>
        <translation>Derselbe Startwert ergibt dieselben Tage; ein anderer würfelt sie neu.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Add the day&apos;s fights, then Run.</source>
        <translation>Füge die Kämpfe des Tages hinzu, dann Starten.</translation>
    </message>
    <message>
        <source>The day fight by fight</source>
        <translation>Der Tag Kampf für Kampf</translation>
    </message>
    <message>
        <source>What the simulation approximated</source>
        <translation>Was die Simulation vereinfacht hat</translation>
    </message>
    <message>
        <source>Days to &amp;play:</source>
        <translation>&amp;Zu spielende Tage:</translation>
    </message>
</context>
<context>
    <name>EncountersDock</name>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>U&amp;mbenennen…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Also list the encounters put away</source>
        <translation>Auch die weggelegten Begegnungen auflisten</translation>
    </message>
    <message>
        <source>Put &amp;Away</source>
        <translation>&amp;Weglegen</translation>
    </message>
    <message>
        <source>Take the encounter out of the list (Show put away brings it back)</source>
        <translation>Die Begegnung aus der Liste nehmen (Weggelegte zeigen holt sie zurück)</translation>
    </message>
    <message>
        <source>Show put awa&amp;y</source>
        <translation>&amp;Weggelegte zeigen</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>N&amp;eu…</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Add Event</source>
        <translation>Ereignis hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Lair, Reinforcements, The ceiling falls</source>
        <translation>Hort, Verstärkung, Die Decke stürzt ein</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Wann:</translation>
    </message>
    <message>
        <source>&amp;First round:</source>
        <translation>&amp;Erste Runde:</translation>
    </message>
    <message>
        <source>&amp;Fires:</source>
        <translation>&amp;Tritt ein:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;otiz:</translation>
    </message>
    <message>
        <source>What the GM reads out when it acts</source>
        <translation>Was die Spielleitung vorliest, wenn es eintritt</translation>
    </message>
    <message>
        <source>&amp;Roll:</source>
        <translation>&amp;Wurf:</translation>
    </message>
    <message>
        <source>optional, e.g. 2d6</source>
        <translation>optional, z. B. 2d6</translation>
    </message>
    <message>
        <source>&amp;Arriving:</source>
        <translation>&amp;Ankunft:</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CampaignCommand</name>
    <message>
        <source>Copy a whole campaign between a file and a PostgreSQL server</source>
        <translation>Eine ganze Kampagne zwischen einer Datei und einem PostgreSQL-Server kopieren</translation>
    </message>
    <message>
        <source>copy SOURCE DESTINATION: each a campaign file or a server&apos;s address (postgresql://USER@HOST/DATABASE).</source>
        <translation>copy QUELLE ZIEL: jeweils eine Kampagnendatei oder die Adresse eines Servers (postgresql://BENUTZER@HOST/DATENBANK).</translation>
    </message>
    <message>
        <source>give an ACTION: copy</source>
        <translation>gib eine AKTION an: copy</translation>
    </message>
    <message>
        <source>copy takes SOURCE and DESTINATION</source>
        <translation>copy braucht QUELLE und ZIEL</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 already exists; copy into a new file</source>
        <translation>%1 existiert bereits; kopiere in eine neue Datei</translation>
    </message>
    <message>
        <source>both are files; copy a campaign file as any other file</source>
        <translation>beides sind Dateien; kopiere eine Kampagnendatei wie jede andere Datei</translation>
    </message>
    <message>
        <source>%1 is now a copy of %2</source>
        <translation>%1 ist jetzt eine Kopie von %2</translation>
    </message>
    <message numerus="yes">
        <source>copied %1 of %Ln row(s)</source>
        <extracomment>A progress line while a campaign is copied: rows of all its tables.</extracomment>
        <translation>
            <numerusform>%1 von %Ln Zeile kopiert</numerusform>
            <numerusform>%1 von %Ln Zeilen kopiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CampaignOption</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>The campaign file, or a server&apos;s address (postgresql://USER@HOST/DATABASE; the password as libpq finds it: in the address, PGPASSWORD or ~/.pgpass).</source>
        <translation>Die Kampagnendatei oder die Adresse eines Servers (postgresql://BENUTZER@HOST/DATENBANK; das Passwort, wie libpq es findet: in der Adresse, PGPASSWORD oder ~/.pgpass).</translation>
    </message>
    <message>
        <source>%1: too few turns played to measure the table&apos;s pace (%2 or more are needed)</source>
        <translation>%1: zu wenige gespielte Züge, um das Tempo des Tisches zu messen (%2 oder mehr sind nötig)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CliOptions</name>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <source>--set expects NAME=VALUE, not &apos;%1&apos;</source>
        <translation>--set erwartet NAME=VALUE, nicht „%1“</translation>
    </message>
    <message>
        <source>no dice expression given</source>
        <translation>kein Würfelausdruck angegeben</translation>
    </message>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 ist mehr als einmal angegeben</translation>
    </message>
    <message>
        <source>--set expects NAME=WHOLE-NUMBER, not &apos;%1&apos;</source>
        <translation>--set erwartet NAME=GANZZAHL, nicht „%1“</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CommandLine</name>
    <message>
        <source>Usage: fray-cli [--help] [--version] COMMAND [OPTIONS]</source>
        <extracomment>The command and option names stay as they are.</extracomment>
        <translation>Aufruf: fray-cli [--help] [--version] BEFEHL [OPTIONEN]</translation>
    </message>
    <message>
        <source>Fray&apos;s scriptable face: exact dice, rulesets and odds.</source>
        <translation>Fray für Skripte: exakte Würfel, Regelwerke und Wahrscheinlichkeiten.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Run &apos;fray-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>„fray-cli BEFEHL --help“ zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Exit status: 0 on success, 2 on bad input (one line on stderr).</source>
        <translation>Exit-Status: 0 bei Erfolg, 2 bei ungültiger Eingabe (eine Zeile auf stderr).</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Die Version anzeigen.</translation>
    </message>
    <message>
        <source>What to do.</source>
        <translation>Was zu tun ist.</translation>
    </message>
    <message>
        <source>no command given; see &apos;fray-cli --help&apos;</source>
        <translation>kein Befehl angegeben; siehe „fray-cli --help“</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; see &apos;fray-cli --help&apos;</source>
        <translation>unbekannter Befehl „%1“; siehe „fray-cli --help“</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CompareCommand</name>
    <message>
        <source>One attack&apos;s odds under two rulesets</source>
        <translation>Die Chancen eines Angriffs unter zwei Regelwerken</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B - A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>P(hit)</source>
        <translation>P(Treffer)</translation>
    </message>
    <message>
        <source>expected damage</source>
        <translation>erwarteter Schaden</translation>
    </message>
    <message numerus="yes">
        <source>drops within %n round(s)</source>
        <translation>
            <numerusform>fällt in %n Runde</numerusform>
            <numerusform>fällt in %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Give --ruleset twice: A, then B (a shipped ruleset and your copy with a house rule, or any two).</source>
        <translation>--ruleset zweimal angeben: A, dann B (ein mitgeliefertes Regelwerk und deine Kopie mit einer Hausregel, oder zwei beliebige).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>The target&apos;s hit points, for the chance to drop it within 1 to 3 rounds.</source>
        <translation>Die Trefferpunkte des Ziels, für die Chance, es in 1 bis 3 Runden zu Fall zu bringen.</translation>
    </message>
    <message>
        <source>Attacks a round, for the chance to drop the target (default 1).</source>
        <translation>Angriffe pro Runde, für die Chance, das Ziel zu Fall zu bringen (Standard 1).</translation>
    </message>
    <message>
        <source>A variable to vary across a range (with --from and --to).</source>
        <translation>Eine Variable, die über einen Bereich variiert wird (mit --from und --to).</translation>
    </message>
    <message>
        <source>First value.</source>
        <translation>Erster Wert.</translation>
    </message>
    <message>
        <source>Last value.</source>
        <translation>Letzter Wert.</translation>
    </message>
    <message>
        <source>Step (default 1).</source>
        <translation>Schrittweite (Standard 1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--ruleset must be given twice: A, then B</source>
        <translation>--ruleset muss zweimal angegeben werden: A, dann B</translation>
    </message>
    <message>
        <source>--vary needs --%1</source>
        <translation>--vary braucht --%1</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Also simulate this encounter&apos;s fight under each ruleset (the same seed for both).</source>
        <translation>Den Kampf dieser Begegnung auch unter jedem Regelwerk simulieren (derselbe Startwert für beide).</translation>
    </message>
    <message>
        <source>Fights to simulate under each ruleset (default 10,000)</source>
        <translation>Zu simulierende Kämpfe je Regelwerk (Standard 10.000)</translation>
    </message>
    <message>
        <source>The fight of %1: the party wins %2 under A (%3), %4 under B (%5); B less A: %6</source>
        <translation>Der Kampf aus %1: die Gruppe gewinnt %2 unter A (%3), %4 unter B (%5); B minus A: %6</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CurveCommand</name>
    <message>
        <source>Exact odds across a range of one variable</source>
        <translation>Exakte Wahrscheinlichkeiten über einen Wertebereich einer Variablen</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>The variable to vary.</source>
        <translation>Die Variable, deren Wert sich ändert.</translation>
    </message>
    <message>
        <source>First value.</source>
        <translation>Erster Wert.</translation>
    </message>
    <message>
        <source>Last value.</source>
        <translation>Letzter Wert.</translation>
    </message>
    <message>
        <source>Step (default 1).</source>
        <translation>Schrittweite (Standard 1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 ist erforderlich</translation>
    </message>
    <message>
        <source>%1, varying %2</source>
        <translation>%1, %2 variiert</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DangerCommand</name>
    <message>
        <source>Each combatant&apos;s chance to be out before its next turn</source>
        <translation>Die Chance jedes Kampfteilnehmers, vor seinem nächsten Zug auszufallen</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json) of a fight under way.</source>
        <translation>Eine Begegnungsdatei (*.fray.json) eines laufenden Kampfes.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Ein Wert, den das Regelwerk von keinem Kampfteilnehmer nimmt (needed bei old-school), für jeden Angriff.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>%1: the fight has not started; the danger before each turn follows the initiative order, which it has not rolled yet</source>
        <translation>%1: Der Kampf hat nicht begonnen; die Gefahr vor jedem Zug folgt der Initiativereihenfolge, die noch nicht gewürfelt ist</translation>
    </message>
    <message>
        <source>%1: cannot work the danger out: %2</source>
        <translation>%1: Die Gefahr lässt sich nicht ausrechnen: %2</translation>
    </message>
    <message>
        <source>Round %1: the chance to be out before one&apos;s next turn</source>
        <translation>Runde %1: die Chance, vor dem eigenen nächsten Zug auszufallen</translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) before its turn</source>
        <translation>
            <numerusform>%n Angriff vor seinem Zug</numerusform>
            <numerusform>%n Angriffe vor seinem Zug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) before the round ends</source>
        <translation>
            <numerusform>%n Angriff vor Rundenende</numerusform>
            <numerusform>%n Angriffe vor Rundenende</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DayCommand</name>
    <message>
        <source>Simulate an adventuring day of fights</source>
        <translation>Einen Abenteuertag aus Kämpfen simulieren</translation>
    </message>
    <message>
        <source>A day file (*.json): its fights&apos; encounter files in order and the rests between.</source>
        <translation>Eine Tagesdatei (*.json): die Begegnungsdateien ihrer Kämpfe der Reihe nach und die Rasten dazwischen.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Ein Wert, den das Regelwerk von keinem Kampfteilnehmer nimmt (needed bei old-school), für jeden Angriff.</translation>
    </message>
    <message>
        <source>Check no morale, where the ruleset has a morale rule: no one flees.</source>
        <translation>Keine Moral prüfen, wo das Regelwerk eine Moralregel hat: Niemand flieht.</translation>
    </message>
    <message>
        <source>Days to simulate</source>
        <translation>Zu simulierende Tage</translation>
    </message>
    <message>
        <source>give one day FILE</source>
        <translation>gib eine Tagesdatei FILE an</translation>
    </message>
    <message>
        <source>%1: cannot simulate the day: %2</source>
        <translation>%1: der Tag lässt sich nicht simulieren: %2</translation>
    </message>
    <message>
        <source>%1: %2 days, seed %3</source>
        <translation>%1: %2 Tage, Startwert %3</translation>
    </message>
    <message>
        <source>The party gets through the day: %1</source>
        <translation>Die Gruppe übersteht den Tag: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1. %2, after %3</source>
        <translation>%1. %2, nach %3</translation>
    </message>
    <message>
        <source>fought in %1 of days; the party breaks here in %2; %3 rounds on average; %4</source>
        <translation>an %1 der Tage gekämpft; die Gruppe scheitert hier an %2; %3 Runden im Schnitt; %4</translation>
    </message>
    <message>
        <source>%1 %2 HP</source>
        <translation>%1 %2 TP</translation>
    </message>
    <message>
        <source> (out %1)</source>
        <translation> (ausgeschieden %1)</translation>
    </message>
    <message>
        <source>before it: %1</source>
        <translation>davor: %1</translation>
    </message>
    <message>
        <source>%1 at the day&apos;s end: out %2</source>
        <translation>%1 am Ende des Tages: ausgeschieden %2</translation>
    </message>
    <message>
        <source>, dead %1</source>
        <translation>, tot %1</translation>
    </message>
    <message>
        <source>Length: %1</source>
        <translation>Dauer: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1 days per second</source>
        <translation>%1 Tage pro Sekunde</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DistCommand</name>
    <message>
        <source>Exact probability distribution of a dice expression</source>
        <translation>Exakte Wahrscheinlichkeitsverteilung eines Würfelausdrucks</translation>
    </message>
    <message>
        <source>mean %1, standard deviation %2, from %3 to %4</source>
        <translation>Mittelwert %1, Standardabweichung %2, von %3 bis %4</translation>
    </message>
    <message numerus="yes">
        <source>exploding dice stop after %n extra rolls; probability cut short: %1</source>
        <translation>
            <numerusform>explodierende Würfel enden nach %n zusätzlichen Wurf; abgeschnittene Wahrscheinlichkeit: %1</numerusform>
            <numerusform>explodierende Würfel enden nach %n zusätzlichen Würfen; abgeschnittene Wahrscheinlichkeit: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <source>Dice expression, e.g. 4d6dl1 or &quot;2d20kh1 + 5&quot;. Put -- before one that starts with &apos;-&apos;.</source>
        <translation>Würfelausdruck, z. B. 4d6dl1 oder &quot;2d20kh1 + 5&quot;. Einem Ausdruck, der mit „-“ beginnt, -- voranstellen.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>Bind @NAME to a number or a dice expression.</source>
        <translation>@NAME an eine Zahl oder einen Würfelausdruck binden.</translation>
    </message>
    <message>
        <source>Extra rolls an exploding die may make (0-100, default 10).</source>
        <translation>Zusätzliche Würfe eines explodierenden Würfels (0-100, Standard 10).</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::EncounterCommands</name>
    <message>
        <source>give one encounter FILE</source>
        <translation>geben Sie eine Begegnungsdatei (FILE) an</translation>
    </message>
    <message>
        <source>%1: not valid JSON at line %2, column %3: %4</source>
        <translation>%1: kein gültiges JSON in Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>%1: expected a list of commands</source>
        <translation>%1: eine Liste von Befehlen erwartet</translation>
    </message>
    <message>
        <source>--seed N is required, so the rolls can be repeated</source>
        <translation>--seed N ist erforderlich, damit sich die Würfe wiederholen lassen</translation>
    </message>
    <message>
        <source>%1: not saved, Fray could not read it back: %2</source>
        <translation>%1: nicht gespeichert, Fray konnte es nicht zurücklesen: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ExportCommand</name>
    <message>
        <source>Write an encounter or the library of a campaign to a file</source>
        <translation>Eine Begegnung oder die Bibliothek einer Kampagne in eine Datei schreiben</translation>
    </message>
    <message>
        <source>The encounter to write.</source>
        <translation>Die zu schreibende Begegnung.</translation>
    </message>
    <message>
        <source>Write the whole library.</source>
        <translation>Die ganze Bibliothek schreiben.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>--db CAMPAIGN and -o FILE are required</source>
        <translation>--db CAMPAIGN und -o FILE sind erforderlich</translation>
    </message>
    <message>
        <source>give either --encounter NAME or --library</source>
        <translation>geben Sie entweder --encounter NAME oder --library an</translation>
    </message>
    <message>
        <source>the campaign has no encounter called &apos;%1&apos;</source>
        <translation>die Kampagne hat keine Begegnung namens „%1“</translation>
    </message>
    <message>
        <source>fray (default) or improved-initiative (Improved Initiative&apos;s own export; --library and --encounter may be given together).</source>
        <extracomment>fray and improved-initiative are what the option takes.</extracomment>
        <translation>fray (Vorgabe) oder improved-initiative (der eigene Export von Improved Initiative; --library und --encounter dürfen zusammen stehen).</translation>
    </message>
    <message>
        <source>--format takes fray or improved-initiative, not &apos;%1&apos;</source>
        <translation>--format nimmt fray oder improved-initiative, nicht „%1“</translation>
    </message>
    <message>
        <source>give --encounter NAME, --library or both</source>
        <translation>--encounter NAME, --library oder beides angeben</translation>
    </message>
    <message>
        <source>Only the library entries of this ruleset. An Improved Initiative file holds one ruleset&apos;s: the encounter&apos;s, the library&apos;s only one, or this.</source>
        <translation>Nur die Bibliothekseinträge dieses Regelwerks. Eine Improved-Initiative-Datei enthält die Einträge eines einzigen Regelwerks: das der Begegnung, das einzige der Bibliothek oder dieses.</translation>
    </message>
    <message>
        <source>the encounter &apos;%1&apos; is of %2, not %3</source>
        <translation>die Begegnung „%1“ gehört zu %2, nicht zu %3</translation>
    </message>
    <message>
        <source>the library holds entries of %1; give --ruleset ID</source>
        <translation>die Bibliothek enthält Einträge von %1; geben Sie --ruleset ID an</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportCommand</name>
    <message>
        <source>Add an encounter, library entries or CSV stat lines to a campaign</source>
        <translation>Eine Begegnung, Bibliothekseinträge oder CSV-Wertezeilen zu einer Kampagne hinzufügen</translation>
    </message>
    <message>
        <source>character, monster or template for CSV lines (default monster).</source>
        <extracomment>character, monster and template are what the option takes.</extracomment>
        <translation>character, monster oder template für CSV-Zeilen (Standard monster).</translation>
    </message>
    <message>
        <source>Import a CSV&apos;s good lines even when some are rejected.</source>
        <translation>Die gültigen Zeilen einer CSV-Datei auch dann importieren, wenn einige abgelehnt werden.</translation>
    </message>
    <message>
        <source>--db CAMPAIGN is required</source>
        <translation>--db CAMPAIGN ist erforderlich</translation>
    </message>
    <message>
        <source>give one FILE to import</source>
        <translation>geben Sie eine zu importierende Datei (FILE) an</translation>
    </message>
    <message>
        <source>CSV stat lines need --ruleset ID</source>
        <translation>CSV-Wertezeilen brauchen --ruleset ID</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; -&gt; %2</source>
        <translation>Spalte „%1“ -&gt; %2</translation>
    </message>
    <message>
        <source>(not imported)</source>
        <translation>(nicht importiert)</translation>
    </message>
    <message>
        <source>line %1 rejected: %2</source>
        <translation>Zeile %1 abgelehnt: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) rejected; nothing was imported (see above, or --skip-rejected)</source>
        <translation>
            <numerusform>%1: %n Zeile abgelehnt; nichts wurde importiert (siehe oben, oder --skip-rejected)</numerusform>
            <numerusform>%1: %n Zeilen abgelehnt; nichts wurde importiert (siehe oben, oder --skip-rejected)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>Begegnung „%1“ importiert (%n Kampfteilnehmer)</numerusform>
            <numerusform>Begegnung „%1“ importiert (%n Kampfteilnehmer)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; nothing was imported</source>
        <translation>%1; nichts wurde importiert</translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entry</source>
        <translation>
            <numerusform>%n Bibliothekseintrag importiert</numerusform>
            <numerusform>%n Bibliothekseinträge importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entries</source>
        <translation>
            <numerusform>%n Bibliothekseintrag importiert</numerusform>
            <numerusform>%n Bibliothekseinträge importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>*.fray.json, *.csv, or another tool&apos;s file (Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools)</source>
        <translation>*.fray.json, *.csv oder die Datei eines anderen Programms (Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools)</translation>
    </message>
    <message>
        <source>The ruleset of CSV stat lines, or that other tools&apos; creatures go into.</source>
        <translation>Das Regelwerk der CSV-Wertezeilen, oder in das die Kreaturen anderer Programme kommen.</translation>
    </message>
    <message>
        <source>Show what would be imported; change nothing.</source>
        <translation>Zeigen, was importiert würde; nichts ändern.</translation>
    </message>
    <message>
        <source>Show the preview as JSON.</source>
        <translation>Die Vorschau als JSON zeigen.</translation>
    </message>
    <message>
        <source>What to do with an entry whose name the library holds: skip, rename or replace (without it such an import is refused).</source>
        <extracomment>skip, rename and replace are what the option takes.</extracomment>
        <translation>Was mit einem Eintrag geschieht, dessen Namen die Bibliothek schon hat: skip, rename oder replace (ohne diese Angabe wird ein solcher Import abgelehnt).</translation>
    </message>
    <message>
        <source>--on-clash takes skip, rename or replace, not &apos;%1&apos;</source>
        <translation>--on-clash nimmt skip, rename oder replace, nicht „%1“</translation>
    </message>
    <message>
        <source>%1 files need --ruleset ID (the ruleset the creatures go into)</source>
        <translation>%1-Dateien brauchen --ruleset ID (das Regelwerk, in das die Kreaturen kommen)</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 gibt es nicht</translation>
    </message>
    <message>
        <source>the library already holds %1</source>
        <translation>die Bibliothek enthält schon %1</translation>
    </message>
    <message>
        <source>the file holds %1</source>
        <translation>die Datei enthält %1</translation>
    </message>
    <message>
        <source>%1; nothing was imported (--on-clash skip, rename or replace)</source>
        <translation>%1; nichts wurde importiert (--on-clash skip, rename oder replace)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportPreview</name>
    <message>
        <source>not imported: %1</source>
        <translation>nicht importiert: %1</translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <source>mapping: %1</source>
        <translation>Zuordnung: %1</translation>
    </message>
    <message numerus="yes">
        <source>encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>Begegnung „%1“ (%n Kampfteilnehmer)</numerusform>
            <numerusform>Begegnung „%1“ (%n Kampfteilnehmer)</numerusform>
        </translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>ausgelassen: %1</translation>
    </message>
    <message numerus="yes">
        <source>not imported in %n entries: %1</source>
        <translation>
            <numerusform>nicht importiert in %n Eintrag: %1</numerusform>
            <numerusform>nicht importiert in %n Einträgen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>not creatures, not imported: %1 × %2</source>
        <translation>keine Kreaturen, nicht importiert: %1 × %2</translation>
    </message>
    <message>
        <source>name clash: %1</source>
        <translation>Namensgleichheit: %1</translation>
    </message>
    <message>
        <source>kept as notes: %1</source>
        <translation>als Notizen übernommen: %1</translation>
    </message>
    <message numerus="yes">
        <source>kept as notes in %n entries: %1</source>
        <translation>
            <numerusform>als Notizen übernommen in %n Eintrag: %1</numerusform>
            <numerusform>als Notizen übernommen in %n Einträgen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>renamed: %1</source>
        <translation>umbenannt: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::InitiativeCommand</name>
    <message>
        <source>Roll an encounter&apos;s initiative</source>
        <translation>Die Initiative einer Begegnung würfeln</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Eine Begegnungsdatei (*.fray.json).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>Seed for the rolls.</source>
        <translation>Startwert für die Würfe.</translation>
    </message>
    <message>
        <source>Rounds to roll (default 1).</source>
        <translation>Zu würfelnde Runden (Standard 1).</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>(lost)</source>
        <translation>(verloren)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::LogCommand</name>
    <message>
        <source>Write an encounter&apos;s log and luck report</source>
        <translation>Protokoll und Glücksbericht einer Begegnung schreiben</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Eine Begegnungsdatei (*.fray.json).</translation>
    </message>
    <message>
        <source>md (Markdown, the default) or html.</source>
        <translation>md (Markdown, die Vorgabe) oder html.</translation>
    </message>
    <message>
        <source>Write to FILE instead of the standard output.</source>
        <translation>In DATEI statt auf die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>--format must be md or html, not &apos;%1&apos;</source>
        <translation>--format muss md oder html sein, nicht „%1“</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::MoralePrompts</name>
    <message>
        <source>%1 %2 to hold</source>
        <translation>%1 %2 zu halten</translation>
    </message>
    <message>
        <source>commands[%1] (%2) · morale for %3 %4: %5; answer with {&quot;command&quot;: &quot;morale&quot;, &quot;side&quot;: &quot;%3&quot;, &quot;moment&quot;: &quot;%6&quot;}</source>
        <translation>commands[%1] (%2) · Moral für %3 %4: %5; Antwort mit {&quot;command&quot;: &quot;morale&quot;, &quot;side&quot;: &quot;%3&quot;, &quot;moment&quot;: &quot;%6&quot;}</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::OddsCommand</name>
    <message>
        <source>Exact odds of one attack</source>
        <translation>Exakte Wahrscheinlichkeiten eines Angriffs</translation>
    </message>
    <message>
        <source>P(hit)</source>
        <translation>P(Treffer)</translation>
    </message>
    <message>
        <source>expected damage %1 (from %2 to %3)</source>
        <translation>erwarteter Schaden %1 (von %2 bis %3)</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::PartyCommand</name>
    <message>
        <source>The campaign&apos;s party: members, carry-over from a fight, rests</source>
        <translation>Die Gruppe der Kampagne: Mitglieder, Übernahme aus einem Kampf, Rasten</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>the library has no entry called &apos;%1&apos;</source>
        <translation>die Bibliothek hat keinen Eintrag namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the library has %1 entries called &apos;%2&apos;; rename all but one</source>
        <translation>die Bibliothek hat %1 Einträge namens &apos;%2&apos;; benennen Sie alle bis auf einen um</translation>
    </message>
    <message>
        <source>list, join NAME..., leave NAME..., carry-over, or rest</source>
        <extracomment>list, join, leave, carry-over and rest are what the command takes.</extracomment>
        <translation>list, join NAME..., leave NAME..., carry-over oder rest</translation>
    </message>
    <message>
        <source>carry-over: the fight whose result the party keeps.</source>
        <translation>carry-over: der Kampf, dessen Ergebnis die Gruppe behält.</translation>
    </message>
    <message>
        <source>rest: one of the ruleset&apos;s rests (see &apos;fray-cli rulesets --ruleset ID&apos;).</source>
        <translation>rest: eine der Rasten des Regelwerks (siehe &apos;fray-cli rulesets --ruleset ID&apos;).</translation>
    </message>
    <message>
        <source>rest: so many hit points back for each member.</source>
        <translation>rest: so viele Trefferpunkte zurück für jedes Mitglied.</translation>
    </message>
    <message>
        <source>rest: back to full.</source>
        <translation>rest: wieder voll.</translation>
    </message>
    <message>
        <source>rest: the seed of the rest&apos;s dice.</source>
        <translation>rest: der Startwert der Würfel der Rast.</translation>
    </message>
    <message>
        <source>Show what would change; change nothing.</source>
        <translation>Zeigen, was sich ändern würde; nichts ändern.</translation>
    </message>
    <message>
        <source>rest: the ruleset whose members rest; list: only its members.</source>
        <translation>rest: das Regelwerk, dessen Mitglieder rasten; list: nur seine Mitglieder.</translation>
    </message>
    <message>
        <source>--db CAMPAIGN is required</source>
        <translation>--db KAMPAGNE ist erforderlich</translation>
    </message>
    <message>
        <source>give an ACTION: list, join, leave, carry-over or rest</source>
        <translation>geben Sie eine AKTION an: list, join, leave, carry-over oder rest</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>subdual %1</source>
        <translation>Betäubung %1</translation>
    </message>
    <message>
        <source>name the library entries that %1 the party</source>
        <translation>nennen Sie die Bibliothekseinträge für %1</translation>
    </message>
    <message>
        <source>%1 takes no names: &apos;%2&apos;</source>
        <translation>%1 nimmt keine Namen: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>carry-over needs --encounter NAME</source>
        <translation>carry-over braucht --encounter NAME</translation>
    </message>
    <message>
        <source>the campaign has no encounter called &apos;%1&apos;</source>
        <translation>die Kampagne hat keine Begegnung namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no member of the party fought in &apos;%1&apos;</source>
        <translation>kein Mitglied der Gruppe hat in &apos;%1&apos; gekämpft</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Ende des Kampfes: %1</translation>
    </message>
    <message>
        <source>rest needs --ruleset ID; see &apos;fray-cli rulesets&apos;</source>
        <translation>rest braucht --ruleset ID; siehe &apos;fray-cli rulesets&apos;</translation>
    </message>
    <message>
        <source>give one of --rest ID, --hp N or --full</source>
        <translation>geben Sie eines von --rest ID, --hp N oder --full an</translation>
    </message>
    <message>
        <source>the party has no members of %1</source>
        <translation>die Gruppe hat keine Mitglieder in %1</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos; (known: list, join, leave, carry-over, rest)</source>
        <translation>unbekannte Aktion &apos;%1&apos; (bekannt: list, join, leave, carry-over, rest)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::PlayCommand</name>
    <message>
        <source>Run commands on an encounter</source>
        <translation>Befehle auf eine Begegnung anwenden</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Eine Begegnungsdatei (*.fray.json).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>Seed for the rolls.</source>
        <translation>Startwert für die Würfe.</translation>
    </message>
    <message>
        <source>A JSON file with a list of commands.</source>
        <translation>Eine JSON-Datei mit einer Liste von Befehlen.</translation>
    </message>
    <message>
        <source>Write the encounter after the commands to OUT.</source>
        <translation>Die Begegnung nach Ausführung der Befehle in OUT schreiben.</translation>
    </message>
    <message>
        <source>--commands CMDS.json is required</source>
        <translation>--commands CMDS.json ist erforderlich</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Round %1, %2 acts</source>
        <translation>Runde %1, %2 ist am Zug</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <source>commands[%1] (%2) · %3: %4</source>
        <translation>commands[%1] (%2) · %3: %4</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Reihenfolge: %1</translation>
    </message>
    <message>
        <source>Reminders:</source>
        <translation>Erinnerungen:</translation>
    </message>
    <message>
        <source>Morale asked:</source>
        <translation>Moral gefragt:</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RollCommand</name>
    <message>
        <source>Roll a dice expression, reproducibly with --seed</source>
        <translation>Einen Würfelausdruck würfeln, mit --seed wiederholbar</translation>
    </message>
    <message>
        <source>Dice expression, e.g. 1d20+5 or 4d6dl1.</source>
        <translation>Würfelausdruck, z. B. 1d20+5 oder 4d6dl1.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>Seed for reproducible rolls (default: random).</source>
        <translation>Startwert für wiederholbare Würfe (Standard: zufällig).</translation>
    </message>
    <message>
        <source>How many times to roll (default 1).</source>
        <translation>Wie oft gewürfelt wird (Standard 1).</translation>
    </message>
    <message>
        <source>Bind @NAME to a number or a dice expression.</source>
        <translation>@NAME an eine Zahl oder einen Würfelausdruck binden.</translation>
    </message>
    <message>
        <source>Extra rolls an exploding die may make (0-100, default 10).</source>
        <translation>Zusätzliche Würfe eines explodierenden Würfels (0-100, Standard 10).</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>Startwert %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RulesetOptions</name>
    <message>
        <source>Also load the ruleset files of DIR (instead of your rulesets folder).</source>
        <translation>Auch die Regelwerksdateien aus DIR laden (statt aus Ihrem Regelwerksordner).</translation>
    </message>
    <message>
        <source>The ruleset&apos;s id.</source>
        <translation>Die ID des Regelwerks.</translation>
    </message>
    <message>
        <source>Give a variable a value, e.g. --set ac=15.</source>
        <translation>Einer Variablen einen Wert geben, z. B. --set ac=15.</translation>
    </message>
    <message>
        <source>Switch on a modifier; ID=N gives a number or a count.</source>
        <translation>Einen Modifikator einschalten; ID=N gibt eine Zahl oder eine Anzahl an.</translation>
    </message>
    <message>
        <source>The weapon&apos;s damage, e.g. 1d8+1.</source>
        <translation>Der Schaden der Waffe, z. B. 1d8+1.</translation>
    </message>
    <message>
        <source>A separate damage bonus, e.g. 1d4 (default 0).</source>
        <translation>Ein eigener Schadensbonus, z. B. 1d4 (Standard 0).</translation>
    </message>
    <message>
        <source>--ruleset ID is required; see &apos;fray-cli rulesets&apos;</source>
        <translation>--ruleset ID ist erforderlich; siehe „fray-cli rulesets“</translation>
    </message>
    <message>
        <source>--set expects NAME=WHOLE_NUMBER, not &apos;%1&apos;</source>
        <translation>--set erwartet NAME=GANZE_ZAHL, nicht „%1“</translation>
    </message>
    <message>
        <source>--modifier expects ID or ID=N, not &apos;%1&apos;</source>
        <translation>--modifier erwartet ID oder ID=N, nicht „%1“</translation>
    </message>
    <message>
        <source>--modifier %1: the number is out of range</source>
        <translation>--modifier %1: die Zahl liegt außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>--damage-bonus needs --damage</source>
        <translation>--damage-bonus braucht --damage</translation>
    </message>
    <message>
        <source>--rulesets %1: %2</source>
        <translation>--rulesets %1: %2</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>kein Ordner</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>diesen Ordner gibt es nicht</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RulesetsCommand</name>
    <message>
        <source>List the rulesets and their catalogues</source>
        <translation>Die Regelwerke und ihre Kataloge auflisten</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>(yours)</source>
        <translation>(eigenes)</translation>
    </message>
    <message numerus="yes">
        <source>variables: %1; %n modifiers</source>
        <translation>
            <numerusform>Variablen: %1; %n Modifikator</numerusform>
            <numerusform>Variablen: %1; %n Modifikatoren</numerusform>
        </translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>nicht geladen: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ServeCommand</name>
    <message>
        <source>Serve the players&apos; page for an encounter</source>
        <translation>Die Spielerseite für eine Begegnung bereitstellen</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Eine Begegnungsdatei (*.fray.json).</translation>
    </message>
    <message>
        <source>The port to listen on (0: any free one).</source>
        <translation>Der Port, auf dem gelauscht wird (0: ein beliebiger freier).</translation>
    </message>
    <message>
        <source>Show foes&apos; hit points and defence on the page (hidden by default).</source>
        <translation>TP und Verteidigung der Gegner auf der Seite zeigen (sonst verborgen).</translation>
    </message>
    <message>
        <source>give one encounter FILE</source>
        <translation>eine Begegnungsdatei DATEI angeben</translation>
    </message>
    <message>
        <source>--port is required</source>
        <translation>--port fehlt</translation>
    </message>
    <message>
        <source>--bind: &apos;%1&apos; is not an IP address</source>
        <translation>--bind: „%1“ ist keine IP-Adresse</translation>
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>kann nicht auf Port %1 lauschen: %2</translation>
    </message>
    <message>
        <source>The address to listen on (default: this computer&apos;s address on the local network; 0.0.0.0 for every network).</source>
        <translation>Die Adresse, auf der gelauscht wird (Vorgabe: die Adresse dieses Computers im lokalen Netz; 0.0.0.0 für jedes Netz).</translation>
    </message>
    <message>
        <source>No longer taken: give the token in FRAY_SHARE_TOKEN or with --token-fd.</source>
        <translation>Nicht mehr angenommen: Geben Sie das Token in FRAY_SHARE_TOKEN oder mit --token-fd an.</translation>
    </message>
    <message>
        <source>Read the page&apos;s token (16 to 64 letters, digits, - or _) from file descriptor N (default: the FRAY_SHARE_TOKEN environment variable, else 128 random bits).</source>
        <translation>Das Token der Seite (16 bis 64 Buchstaben, Ziffern, - oder _) aus Dateideskriptor N lesen (Vorgabe: die Umgebungsvariable FRAY_SHARE_TOKEN, sonst 128 Zufallsbits).</translation>
    </message>
    <message>
        <source>--token would show the token to every user of this computer; give it in FRAY_SHARE_TOKEN or with --token-fd N</source>
        <translation>--token würde das Token jedem Benutzer dieses Computers zeigen; geben Sie es in FRAY_SHARE_TOKEN oder mit --token-fd N an</translation>
    </message>
    <message>
        <source>the token takes 16 to 64 letters, digits, - or _</source>
        <translation>das Token besteht aus 16 bis 64 Buchstaben, Ziffern, - oder _</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ServeLauncher</name>
    <message>
        <source>Serve the players&apos; page for an encounter</source>
        <translation>Die Spielerseite für eine Begegnung bereitstellen</translation>
    </message>
    <message>
        <source>cannot serve: fray-serve, which Fray installs beside fray-cli, is missing; reinstall Fray</source>
        <translation>kann nicht bereitstellen: fray-serve, das Fray neben fray-cli installiert, fehlt; Fray neu installieren</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SheetCommand</name>
    <message>
        <source>Print an encounter&apos;s sheets to PDF</source>
        <translation>Die Bögen einer Begegnung als PDF drucken</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: write it as &quot;ATTACKER vs TARGET&quot; or &quot;ATTACKER:ATTACK vs TARGET&quot;</source>
        <extracomment>&quot;vs&quot; is what the option reads: it stays as it is.</extracomment>
        <translation>--odds „%1“: schreiben Sie &quot;ANGREIFER vs ZIEL&quot; oder &quot;ANGREIFER:ANGRIFF vs ZIEL&quot;</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: the encounter has no combatant called &apos;%2&apos;</source>
        <translation>--odds „%1“: die Begegnung hat keinen Kampfteilnehmer namens „%2“</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: %2 has no attack called &apos;%3&apos;</source>
        <translation>--odds „%1“: %2 hat keinen Angriff namens „%3“</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Eine Begegnungsdatei (*.fray.json).</translation>
    </message>
    <message>
        <source>Write the sheets to this PDF file.</source>
        <translation>Die Bögen in diese PDF-Datei schreiben.</translation>
    </message>
    <message>
        <source>Paper: a4 or letter (default a4).</source>
        <extracomment>a4 and letter are what the option takes.</extracomment>
        <translation>Papier: a4 oder letter (Standard a4).</translation>
    </message>
    <message>
        <source>The campaign&apos;s name for the page header.</source>
        <translation>Der Name der Kampagne für die Kopfzeile.</translation>
    </message>
    <message>
        <source>Chart an attacker against a target: &quot;ATTACKER vs TARGET&quot; or &quot;ATTACKER:ATTACK vs TARGET&quot;; may be repeated.</source>
        <extracomment>&quot;vs&quot; is what the option reads: it stays as it is.</extracomment>
        <translation>Einen Angreifer gegen ein Ziel als Diagramm zeigen: &quot;ANGREIFER vs ZIEL&quot; oder &quot;ANGREIFER:ANGRIFF vs ZIEL&quot;; mehrfach möglich.</translation>
    </message>
    <message>
        <source>--kind must be one of %1, not &apos;%2&apos;</source>
        <translation>--kind muss eines von %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, not &apos;%1&apos;</source>
        <translation>--page muss a4 oder letter sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--pdf OUT is required: the PDF file to write</source>
        <translation>--pdf OUT ist erforderlich: die zu schreibende PDF-Datei</translation>
    </message>
    <message>
        <source>give one encounter FILE</source>
        <translation>geben Sie eine Begegnungsdatei (FILE) an</translation>
    </message>
    <message>
        <source>--kind odds needs at least one --odds &quot;ATTACKER vs TARGET&quot;</source>
        <translation>--kind odds braucht mindestens ein --odds &quot;ANGREIFER vs ZIEL&quot;</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) do not fit the page, first: %1</source>
        <translation>
            <numerusform>%n Element passt nicht auf die Seite: %1</numerusform>
            <numerusform>%n Elemente passen nicht auf die Seite, das erste: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page</source>
        <translation>
            <numerusform>%1: %n Seite</numerusform>
            <numerusform>%1: %n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pages</source>
        <translation>
            <numerusform>%1: %n Seite</numerusform>
            <numerusform>%1: %n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>--modifier &apos;%1&apos;: %2 has no modifier &apos;%3&apos;</source>
        <translation>--modifier „%1“: %2 hat keinen Modifikator „%3“</translation>
    </message>
    <message>
        <source>--modifier &apos;%1&apos;: give ID or ID=N with a whole number</source>
        <translation>--modifier „%1“: geben Sie ID oder ID=N mit einer ganzen Zahl an</translation>
    </message>
    <message>
        <source>Which sheets: %1, several joined by commas (default all); may be repeated.</source>
        <extracomment>%1 lists the kinds as the option takes them; &quot;all&quot; is one of them.</extracomment>
        <translation>Welche Bögen: %1, mehrere durch Kommas getrennt (Standard all); mehrfach möglich.</translation>
    </message>
    <message>
        <source>Chart the odds with a situational modifier on; ID=N gives a number or a count; may be repeated.</source>
        <translation>Die Wahrscheinlichkeiten mit einem aktiven Situationsmodifikator zeichnen; ID=N gibt eine Zahl oder eine Anzahl an; mehrfach möglich.</translation>
    </message>
    <message>
        <source>--modifier needs an --odds &quot;ATTACKER vs TARGET&quot; to chart</source>
        <translation>--modifier braucht ein --odds &quot;ANGREIFER vs ZIEL&quot; für das Diagramm</translation>
    </message>
    <message>
        <source>A wandering-monster table (*.fray-table.json) of the encounter&apos;s ruleset for the wandering sheet; may be repeated.</source>
        <translation>Eine Tabelle wandernder Monster (*.fray-table.json) des Regelwerks der Begegnung für den Bogen der wandernden Monster; kann wiederholt werden.</translation>
    </message>
    <message>
        <source>%1: the table is for the ruleset &apos;%2&apos;, the encounter for &apos;%3&apos;</source>
        <translation>%1: die Tabelle ist für das Regelwerk „%2“, die Begegnung für „%3“</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SheetLauncher</name>
    <message>
        <source>Print an encounter&apos;s sheets to PDF</source>
        <translation>Die Bögen einer Begegnung als PDF drucken</translation>
    </message>
    <message>
        <source>cannot print: fray-sheet, which Fray installs beside fray-cli, is missing; reinstall Fray</source>
        <translation>Drucken nicht möglich: fray-sheet, das Fray neben fray-cli installiert, fehlt; bitte Fray neu installieren</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 lässt sich nicht starten: %2</translation>
    </message>
    <message>
        <source>%1 stopped before it finished</source>
        <translation>%1 hat vor dem Ende aufgehört</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SimulateCommand</name>
    <message>
        <source>Simulate an encounter&apos;s fight</source>
        <translation>Den Kampf einer Begegnung simulieren</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Eine Begegnungsdatei (*.fray.json).</translation>
    </message>
    <message>
        <source>Work a one-against-one fight out exactly instead of simulating it.</source>
        <translation>Einen Kampf eins gegen eins genau berechnen statt ihn zu simulieren.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Ein Wert, den das Regelwerk von keinem Kampfteilnehmer nimmt (needed bei old-school), für jeden Angriff.</translation>
    </message>
    <message>
        <source>A difficulty threshold, WORD.CHANCE=P: deadly, hard or medium; lose, out or dead (hard.lose=0.1).</source>
        <translation>Eine Schwierigkeitsschwelle, WORT.CHANCE=P: deadly, hard oder medium; lose, out oder dead (hard.lose=0.1).</translation>
    </message>
    <message>
        <source>--trials N is required (or --exact for a duel)</source>
        <translation>--trials N ist nötig (oder --exact für ein Duell)</translation>
    </message>
    <message>
        <source>--seed S is required, so the fights can be repeated</source>
        <translation>--seed S ist nötig, damit sich die Kämpfe wiederholen lassen</translation>
    </message>
    <message>
        <source>%1: cannot simulate: %2</source>
        <translation>%1: kann nicht simuliert werden: %2</translation>
    </message>
    <message>
        <source>%1: --exact: %2</source>
        <translation>%1: --exact: %2</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1 gewinnt: %2</translation>
    </message>
    <message>
        <source>No one left: %1</source>
        <translation>Niemand mehr übrig: %1</translation>
    </message>
    <message>
        <source>Undecided: %1</source>
        <translation>Unentschieden: %1</translation>
    </message>
    <message>
        <source>Rounds: %1 on average</source>
        <translation>Runden: %1 im Mittel</translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Schwierigkeit: %1</translation>
    </message>
    <message>
        <source>%1 (%2): out %3</source>
        <translation>%1 (%2): kampfunfähig %3</translation>
    </message>
    <message>
        <source>, dead %1</source>
        <translation>, tot %1</translation>
    </message>
    <message>
        <source>, %1 HP left, %2 damage dealt on average</source>
        <translation>, %1 TP übrig, %2 Schaden verursacht im Mittel</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1 fights per second</source>
        <translation>%1 Kämpfe pro Sekunde</translation>
    </message>
    <message numerus="yes">
        <source>Exact result (at most %n rounds)</source>
        <translation>
            <numerusform>Genaues Ergebnis (höchstens %n Runde)</numerusform>
            <numerusform>Genaues Ergebnis (höchstens %n Runden)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fights, seed %2 (at most %n rounds)</source>
        <translation>
            <numerusform>%1 Kämpfe, Startwert %2 (höchstens %n Runde)</numerusform>
            <numerusform>%1 Kämpfe, Startwert %2 (höchstens %n Runden)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected NAME=N, a group and how many (Goblin=10)</source>
        <translation>„%1“: erwartet wird NAME=N, eine Gruppe und wie viele (Goblin=10)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the count must be a whole number from 0 to %2</source>
        <translation>„%1“: die Anzahl muss eine ganze Zahl von 0 bis %2 sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: no group of alike combatants is called &apos;%2&apos; (groups: %3)</source>
        <translation>„%1“: keine Gruppe gleicher Kämpfer heißt „%2“ (Gruppen: %3)</translation>
    </message>
    <message>
        <source>%1 ×%2 (%3 in the file)</source>
        <translation>%1 ×%2 (%3 in der Datei)</translation>
    </message>
    <message>
        <source>%1: --count %2</source>
        <translation>%1: --count %2</translation>
    </message>
    <message>
        <source>What if: %1</source>
        <translation>Was wäre, wenn: %1</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos;: %n groups are called &apos;%2&apos;; name one by its side and a member (%3)</source>
        <translation>
            <numerusform>„%1“: %n Gruppe heißt „%2“; nennen Sie eine über ihre Seite und ein Mitglied (%3)</numerusform>
            <numerusform>„%1“: %n Gruppen heißen „%2“; nennen Sie eine über ihre Seite und ein Mitglied (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>What if a group of alike combatants had N members (0 to %1, or to its size if larger): NAME is the group&apos;s name (Goblin) or a member&apos;s (Goblin 4), SIDE:NAME one side&apos;s (foes:Wolf). The file is not changed.</source>
        <translation>Was wäre, wenn eine Gruppe gleicher Kämpfer N Mitglieder hätte (0 bis %1 oder bis zu ihrer Größe, wenn größer): NAME ist der Name der Gruppe (Goblin) oder eines Mitglieds (Goblin 4), SEITE:NAME der einer Seite (foes:Wolf). Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>Check no morale, where the ruleset has a morale rule: no one flees.</source>
        <translation>Keine Moral prüfen, wo das Regelwerk eine Moralregel hat: Niemand flieht.</translation>
    </message>
    <message>
        <source>%1 broke and fled: %2</source>
        <translation>%1 gebrochen und geflohen: %2</translation>
    </message>
    <message>
        <source>%1 broke and fled: %2, most often in round %3</source>
        <translation>%1 gebrochen und geflohen: %2, am häufigsten in Runde %3</translation>
    </message>
    <message>
        <source>Length: %1</source>
        <translation>Dauer: %1</translation>
    </message>
    <message>
        <source>Fights to simulate</source>
        <translation>Zu simulierende Kämpfe</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TableCommand</name>
    <message>
        <source>Show a wandering-monster table&apos;s exact odds: each row, how many come</source>
        <translation>Die genauen Wahrscheinlichkeiten einer Zufallsbegegnungstabelle zeigen: jede Zeile, wie viele kommen</translation>
    </message>
    <message>
        <source>A wandering-monster table (*.fray-table.json).</source>
        <translation>Eine Zufallsbegegnungstabelle (*.fray-table.json).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>give one table FILE</source>
        <translation>geben Sie eine Tabellen-DATEI an</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> (%1–%2, %3 on average)</source>
        <translation> (%1–%2, im Mittel %3)</translation>
    </message>
    <message>
        <source>Foes on average: %1; none: %2</source>
        <translation>Gegner im Mittel: %1; keine: %2</translation>
    </message>
    <message>
        <source>Seed %1: %2</source>
        <translation>Startwert %1: %2</translation>
    </message>
    <message>
        <source>Nothing comes.</source>
        <translation>Es kommt nichts.</translation>
    </message>
    <message>
        <source>Roll on the table: the die, the row, how many come.</source>
        <translation>Auf der Tabelle würfeln: der Würfel, die Zeile, wie viele kommen.</translation>
    </message>
    <message>
        <source>Seed for a reproducible roll (default: random).</source>
        <translation>Startwert für einen wiederholbaren Wurf (Vorgabe: zufällig).</translation>
    </message>
    <message>
        <source>%1: %2 ×%3</source>
        <translation>%1: %2 ×%3</translation>
    </message>
    <message>
        <source>With --db: the new encounter&apos;s name (default: the table&apos;s name and a number).</source>
        <translation>Mit --db: der Name der neuen Begegnung (Standard: der Name der Tabelle und eine Zahl).</translation>
    </message>
    <message>
        <source>Saved as the encounter &apos;%1&apos; in %2</source>
        <translation>Als Begegnung „%1“ in %2 gespeichert</translation>
    </message>
    <message>
        <source>--name goes with --db</source>
        <translation>--name gehört zu --db</translation>
    </message>
    <message>
        <source>With --db: simulate the campaign&apos;s party against each row, weighed by how many come: how often it wins, and how deadly the row is.</source>
        <translation>Mit --db: die Gruppe der Kampagne gegen jede Zeile simulieren, gewichtet nach der Anzahl, die kommt: wie oft sie gewinnt und wie tödlich die Zeile ist.</translation>
    </message>
    <message>
        <source>With --danger: fights per row (default 10000).</source>
        <translation>Mit --danger: Kämpfe je Zeile (Standard 10000).</translation>
    </message>
    <message>
        <source>With --danger: a value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Mit --danger: ein Wert, den das Regelwerk von keinem Kampfteilnehmer nimmt (bei Old-School needed), für jeden Angriff.</translation>
    </message>
    <message>
        <source>--danger needs --db CAMPAIGN: its party and library</source>
        <translation>--danger braucht --db KAMPAGNE: ihre Gruppe und Bibliothek</translation>
    </message>
    <message>
        <source>%1: the party against each row (seed %2)</source>
        <translation>%1: die Gruppe gegen jede Zeile (Startwert %2)</translation>
    </message>
    <message>
        <source>party wins %1 (±%2)</source>
        <translation>Gruppe gewinnt %1 (±%2)</translation>
    </message>
    <message>
        <source>someone in it dies %1</source>
        <translation>jemand darin stirbt %1</translation>
    </message>
    <message>
        <source>--roll and --danger are two different questions: ask one</source>
        <translation>--roll und --danger sind zwei verschiedene Fragen: stellen Sie eine</translation>
    </message>
    <message>
        <source>--trials and --set go with --danger</source>
        <translation>--trials und --set gehören zu --danger</translation>
    </message>
    <message>
        <source>--seed and --db go with --roll or --danger</source>
        <translation>--seed und --db gehören zu --roll oder --danger</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TacticOptions</name>
    <message>
        <source>How every side picks whom to attack: weakest (default), random, strongest, first.</source>
        <translation>Wie jede Seite ihr Ziel wählt: weakest (Standard), random, strongest, first.</translation>
    </message>
    <message>
        <source>The same for the sides that are not the players&apos;.</source>
        <translation>Dasselbe für die Seiten, die nicht die der Spieler sind.</translation>
    </message>
    <message>
        <source>--%1: unknown tactic &apos;%2&apos; (known: %3)</source>
        <translation>--%1: unbekannte Taktik &apos;%2&apos; (bekannt: %3)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TrialOptions</name>
    <message>
        <source>%1 (1 to 10^9).</source>
        <translation>%1 (1 bis 10^9).</translation>
    </message>
    <message>
        <source>Seed for the fights&apos; rolls.</source>
        <translation>Startwert für die Würfe der Kämpfe.</translation>
    </message>
    <message>
        <source>Threads to run on (default: every core); the result is the same for any number.</source>
        <translation>Anzahl der Threads (Standard: jeder Kern); das Ergebnis ist bei jeder Anzahl gleich.</translation>
    </message>
    <message>
        <source>Rounds after which a fight counts as undecided (default 50).</source>
        <translation>Runden, nach denen ein Kampf als unentschieden gilt (Standard 50).</translation>
    </message>
    <message>
        <source>--trials N is required</source>
        <translation>--trials N ist nötig</translation>
    </message>
    <message>
        <source>--seed S is required, so the fights can be repeated</source>
        <translation>--seed S ist nötig, damit sich die Kämpfe wiederholen lassen</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TuneCommand</name>
    <message>
        <source>Tune one knob of a fight to a target</source>
        <translation>Einen Regler eines Kampfes auf ein Ziel einstellen</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Eine Begegnungsdatei (*.fray.json).</translation>
    </message>
    <message>
        <source>What to turn: count:GROUP (Goblin, or SIDE:NAME), hp:NAME (a combatant&apos;s hit points) or attack:NAME (its attack value).</source>
        <translation>Was gedreht wird: count:GRUPPE (Goblin oder SEITE:NAME), hp:NAME (die Trefferpunkte eines Kampfteilnehmers) oder attack:NAME (sein Angriffswert).</translation>
    </message>
    <message>
        <source>What to come closest to: win=P (the party&apos;s chance to win, 0.8 or 80%) or a difficulty: easy, medium, hard, deadly.</source>
        <translation>Was möglichst genau erreicht werden soll: win=P (die Siegchance der Gruppe, 0.8 oder 80%) oder eine Schwierigkeit: easy, medium, hard, deadly.</translation>
    </message>
    <message>
        <source>The lowest value to try.</source>
        <translation>Der kleinste zu probierende Wert.</translation>
    </message>
    <message>
        <source>The highest value to try.</source>
        <translation>Der größte zu probierende Wert.</translation>
    </message>
    <message>
        <source>Save the encounter with the value found as a new encounter file.</source>
        <translation>Die Begegnung mit dem gefundenen Wert als neue Begegnungsdatei speichern.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Ein Wert, den das Regelwerk von keinem Kampfteilnehmer nimmt (needed bei old-school), für jeden Angriff.</translation>
    </message>
    <message>
        <source>Fights to simulate for each value</source>
        <translation>Zu simulierende Kämpfe je Wert</translation>
    </message>
    <message>
        <source>--knob is required: count:GROUP, hp:NAME or attack:NAME</source>
        <translation>--knob ist nötig: count:GRUPPE, hp:NAME oder attack:NAME</translation>
    </message>
    <message>
        <source>--knob &apos;%1&apos;: expected count:GROUP, hp:NAME or attack:NAME</source>
        <translation>--knob &apos;%1&apos;: erwartet wird count:GRUPPE, hp:NAME oder attack:NAME</translation>
    </message>
    <message>
        <source>--target is required: win=P or easy, medium, hard, deadly</source>
        <translation>--target ist nötig: win=P oder easy, medium, hard, deadly</translation>
    </message>
    <message>
        <source>--%1 must be a whole number</source>
        <translation>--%1 muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1: --knob %2: %3</source>
        <translation>%1: --knob %2: %3</translation>
    </message>
    <message>
        <source>Best: %1 = %2, the party wins %3 (%4)</source>
        <translation>Am besten: %1 = %2, die Gruppe gewinnt %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) scanned, then %1 by bisection; every value with the same seed.</source>
        <translation>
            <numerusform>%n Wert abgetastet, dann %1 durch Halbierung; jeder Wert mit demselben Startwert.</numerusform>
            <numerusform>%n Werte abgetastet, dann %1 durch Halbierung; jeder Wert mit demselben Startwert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1: no value could be simulated (%2): %3</source>
        <translation>%1: kein Wert ließ sich simulieren (%2): %3</translation>
    </message>
    <message>
        <source>%1: %2, from %3 to %4 (now %5); %6 fights a value, seed %7</source>
        <translation>%1: %2, von %3 bis %4 (jetzt %5); %6 Kämpfe je Wert, Startwert %7</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ValidateRulesetCommand</name>
    <message>
        <source>Check a ruleset file</source>
        <translation>Eine Regelwerksdatei prüfen</translation>
    </message>
    <message>
        <source>The ruleset file.</source>
        <translation>Die Regelwerksdatei.</translation>
    </message>
    <message>
        <source>validate-ruleset takes one FILE</source>
        <translation>validate-ruleset erwartet genau eine Datei (FILE)</translation>
    </message>
    <message numerus="yes">
        <source>%n variables</source>
        <translation>
            <numerusform>%n Variable</numerusform>
            <numerusform>%n Variablen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n outcomes</source>
        <translation>
            <numerusform>%n Ergebnis</numerusform>
            <numerusform>%n Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n modifiers</source>
        <translation>
            <numerusform>%n Modifikator</numerusform>
            <numerusform>%n Modifikatoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conditions</source>
        <translation>
            <numerusform>%n Zustand</numerusform>
            <numerusform>%n Zustände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tables</source>
        <translation>
            <numerusform>%n Tabelle</numerusform>
            <numerusform>%n Tabellen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): valid; %3</source>
        <translation>%1 (%2): gültig; %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n problem(s), listed above, the first: %2; nothing was loaded</source>
        <translation>
            <numerusform>%1: %n Problem, oben aufgeführt: %2; nichts wurde geladen</numerusform>
            <numerusform>%1: %n Probleme, oben aufgeführt, das erste: %2; nichts wurde geladen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Day::CampaignDay</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Day::DayModel</name>
    <message>
        <source>a day needs at least one fight</source>
        <translation>ein Tag braucht mindestens einen Kampf</translation>
    </message>
    <message>
        <source>a day of %1 fights is more than the %2 Fray plays</source>
        <translation>ein Tag mit %1 Kämpfen ist mehr als die %2, die Fray spielt</translation>
    </message>
    <message>
        <source>fight %1 (%2)</source>
        <translation>Kampf %1 (%2)</translation>
    </message>
    <message>
        <source>%1 is played under %2, the day&apos;s first fight under %3: a party fights a day under one ruleset</source>
        <translation>%1 wird nach %2 gespielt, der erste Kampf des Tages nach %3: eine Gruppe kämpft einen Tag nach einem Regelwerk</translation>
    </message>
    <message>
        <source>%1 has two heroes named %2: the day tells the party apart by name</source>
        <translation>%1 hat zwei Helden namens %2: der Tag unterscheidet die Gruppe nach Namen</translation>
    </message>
    <message>
        <source>no one fights on the players&apos; side in any fight of the day</source>
        <translation>in keinem Kampf des Tages kämpft jemand auf der Seite der Spieler</translation>
    </message>
    <message>
        <source>the rest before fight %1 gives between 0 and %2 hit points, not %3</source>
        <translation>die Rast vor Kampf %1 gibt zwischen 0 und %2 Trefferpunkte, nicht %3</translation>
    </message>
    <message>
        <source>the rest before fight %1: %2 has no rest &apos;%3&apos;</source>
        <translation>die Rast vor Kampf %1: %2 hat keine Rast &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the rest before fight %1: %2&apos;s hit points &apos;%3&apos; cannot be worked out: %4</source>
        <translation>die Rast vor Kampf %1: die Trefferpunkte &apos;%3&apos; von %2 lassen sich nicht ausrechnen: %4</translation>
    </message>
    <message>
        <source>Hit points and HP states carry from fight to fight, and the rests give hit points back as the ruleset says; conditions a fight brings on end with it, and uses are not spent.</source>
        <translation>Trefferpunkte und TP-Zustände gehen von Kampf zu Kampf mit, und die Rasten geben Trefferpunkte zurück, wie das Regelwerk sagt; Zustände aus einem Kampf enden mit ihm, und Verwendungen werden nicht verbraucht.</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::DiceError</name>
    <message>
        <source>%1 at column %2</source>
        <translation>%1 in Spalte %2</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::DistributionEvaluator</name>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>unbekannte Variable „@%1“</translation>
    </message>
    <message>
        <source>the variable &apos;@%1&apos; refers to itself</source>
        <translation>die Variable „@%1“ verweist auf sich selbst</translation>
    </message>
    <message>
        <source>in &apos;@%1&apos;: %2</source>
        <translation>in „@%1“: %2</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>hier sind keine Tabellen verfügbar</translation>
    </message>
    <message>
        <source>the number of sides must be a fixed number, not a roll</source>
        <translation>die Seitenzahl muss eine feste Zahl sein, kein Wurf</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Formula</name>
    <message>
        <source>dice are not allowed here: use a fixed number</source>
        <translation>Würfel sind hier nicht erlaubt: verwenden Sie eine feste Zahl</translation>
    </message>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>unbekannte Variable „@%1“</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>hier sind keine Tabellen verfügbar</translation>
    </message>
    <message>
        <source>&apos;%1&apos; leaves the 64-bit integer range</source>
        <translation>„%1“ verlässt den 64-Bit-Ganzzahlbereich</translation>
    </message>
    <message>
        <source>&apos;%1&apos; divides by zero</source>
        <translation>„%1“ teilt durch null</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::FormulaRange</name>
    <message>
        <source>&apos;%1&apos; can leave the 64-bit integer range (at &apos;%2&apos;)</source>
        <translation>&apos;%1&apos; kann den Bereich ganzer 64-Bit-Zahlen verlassen (bei &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; divides by zero (at &apos;%2&apos;)</source>
        <translation>&apos;%1&apos; teilt durch null (bei &apos;%2&apos;)</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Guard</name>
    <message>
        <source>division by zero</source>
        <translation>Division durch null</translation>
    </message>
    <message>
        <source>division by zero is possible</source>
        <translation>Division durch null ist möglich</translation>
    </message>
    <message>
        <source>too large to compute exactly (more than %1 billion steps)</source>
        <translation>zu groß für eine exakte Berechnung (mehr als %1 Milliarden Schritte)</translation>
    </message>
    <message>
        <source>more than 1,000,000 distinct outcomes</source>
        <translation>mehr als 1.000.000 verschiedene Ergebnisse</translation>
    </message>
    <message>
        <source>more than 10,000 dice</source>
        <translation>mehr als 10.000 Würfel</translation>
    </message>
    <message>
        <source>too large to roll (more than 1,000,000 steps)</source>
        <translation>zu groß zum Würfeln (mehr als 1.000.000 Schritte)</translation>
    </message>
    <message>
        <source>a possible result is beyond the 64-bit integer range</source>
        <translation>ein mögliches Ergebnis liegt außerhalb des 64-Bit-Ganzzahlbereichs</translation>
    </message>
    <message>
        <source>this pool is too large to compute exactly</source>
        <translation>dieser Würfelpool ist zu groß für eine exakte Berechnung</translation>
    </message>
    <message>
        <source>a die needs at least one side</source>
        <translation>ein Würfel braucht mindestens eine Seite</translation>
    </message>
    <message>
        <source>dice with more than 1,000,000 sides</source>
        <translation>Würfel mit mehr als 1.000.000 Seiten</translation>
    </message>
    <message>
        <source>the explosion depth must be between 0 and %1</source>
        <translation>die Explosionstiefe muss zwischen 0 und %1 liegen</translation>
    </message>
    <message>
        <source>the number of dice cannot be negative</source>
        <translation>die Anzahl der Würfel kann nicht negativ sein</translation>
    </message>
    <message numerus="yes">
        <source>cannot keep %1 of %n dice</source>
        <translation>
            <numerusform>kann nicht %1 von %n Würfel behalten</numerusform>
            <numerusform>kann nicht %1 von %n Würfeln behalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cannot drop %1 of %n dice</source>
        <translation>
            <numerusform>kann nicht %1 von %n Würfel streichen</numerusform>
            <numerusform>kann nicht %1 von %n Würfeln streichen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Parser</name>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>Verschachtelung tiefer als %1 Ebenen</translation>
    </message>
    <message>
        <source>expression longer than 10,000 characters</source>
        <translation>Ausdruck länger als 10.000 Zeichen</translation>
    </message>
    <message>
        <source>empty expression</source>
        <translation>leerer Ausdruck</translation>
    </message>
    <message>
        <source>use &apos;==&apos; to compare</source>
        <translation>verwenden Sie „==“ zum Vergleichen</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes „%1“</translation>
    </message>
    <message>
        <source>expected %1, but the expression ended</source>
        <translation>%1 erwartet, aber der Ausdruck endete</translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>%1 erwartet, „%2“ gefunden</translation>
    </message>
    <message>
        <source>comparisons cannot be chained; join them with &apos;and&apos;</source>
        <translation>Vergleiche können nicht verkettet werden; verbinden Sie sie mit „and“</translation>
    </message>
    <message>
        <source>&apos;)&apos;</source>
        <translation>„)“</translation>
    </message>
    <message>
        <source>a number, a die, &apos;(&apos;, &apos;@&apos; or a function</source>
        <translation>eine Zahl, ein Würfel, „(“, „@“ oder eine Funktion</translation>
    </message>
    <message>
        <source>number too large</source>
        <translation>Zahl zu groß</translation>
    </message>
    <message>
        <source>expected a variable name after &apos;@&apos;</source>
        <translation>Variablenname nach „@“ erwartet</translation>
    </message>
    <message>
        <source>unknown function &apos;%1&apos;</source>
        <translation>unbekannte Funktion „%1“</translation>
    </message>
    <message>
        <source>&apos;(&apos; after &apos;%1&apos;</source>
        <translation>„(“ nach „%1“</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos;</source>
        <translation>„,“ oder „)“</translation>
    </message>
    <message>
        <source>clamp takes three values: lowest, value, highest</source>
        <translation>clamp nimmt drei Werte: niedrigster, Wert, höchster</translation>
    </message>
    <message>
        <source>%1 needs at least two values; maxof and minof give a roll&apos;s highest or lowest possible result</source>
        <translation>%1 braucht mindestens zwei Werte; maxof und minof liefern das höchste bzw. niedrigste mögliche Ergebnis eines Wurfs</translation>
    </message>
    <message>
        <source>%1 takes exactly one value</source>
        <translation>%1 nimmt genau einen Wert</translation>
    </message>
    <message>
        <source>a table name</source>
        <translation>ein Tabellenname</translation>
    </message>
    <message>
        <source>a column name after &apos;.&apos;</source>
        <translation>ein Spaltenname nach „.“</translation>
    </message>
    <message>
        <source>&apos;,&apos; and the key to look up</source>
        <translation>„,“ und der nachzuschlagende Schlüssel</translation>
    </message>
    <message>
        <source>the number of sides after &apos;d&apos;</source>
        <translation>die Seitenzahl nach „d“</translation>
    </message>
    <message>
        <source>&apos;!&apos; given twice</source>
        <translation>„!“ doppelt angegeben</translation>
    </message>
    <message>
        <source>&apos;h&apos; or &apos;l&apos; after &apos;d&apos; (drop highest or lowest)</source>
        <translation>„h“ oder „l“ nach „d“ (höchsten oder niedrigsten streichen)</translation>
    </message>
    <message>
        <source>only one keep or drop per dice term</source>
        <translation>nur ein Behalten oder Streichen pro Würfelterm</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Roller</name>
    <message>
        <source>division by zero (the divisor came out 0)</source>
        <translation>Division durch null (der Divisor ergab 0)</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>hier sind keine Tabellen verfügbar</translation>
    </message>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>unbekannte Variable „@%1“</translation>
    </message>
    <message>
        <source>the variable &apos;@%1&apos; refers to itself</source>
        <translation>die Variable „@%1“ verweist auf sich selbst</translation>
    </message>
    <message>
        <source>in &apos;@%1&apos;: %2</source>
        <translation>in „@%1“: %2</translation>
    </message>
    <message>
        <source>the number of sides must be a fixed number, not a roll</source>
        <translation>die Seitenzahl muss eine feste Zahl sein, kein Wurf</translation>
    </message>
    <message>
        <source>&apos;@%1&apos; is known only as odds and cannot be rolled</source>
        <translation>&apos;@%1&apos; ist nur als Wahrscheinlichkeitsverteilung bekannt und kann nicht gewürfelt werden</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter</name>
    <message>
        <source>at the start of its turn</source>
        <translation>zu Beginn seines Zuges</translation>
    </message>
    <message>
        <source>at the end of its turn</source>
        <translation>am Ende seines Zuges</translation>
    </message>
    <message>
        <source>at the start of each round</source>
        <translation>zu Beginn jeder Runde</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>am Ende jeder Runde</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddCombatantsCommand</name>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Add %1 ×%2</source>
        <translation>%1 ×%2 hinzufügen</translation>
    </message>
    <message>
        <source>add between 1 and 100,000 combatants, not %1</source>
        <translation>zwischen 1 und 100.000 Kampfteilnehmer hinzufügen, nicht %1</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>ein Kampfteilnehmer braucht einen Namen</translation>
    </message>
    <message>
        <source>hit points &apos;%1&apos;: %2</source>
        <translation>Trefferpunkte „%1“: %2</translation>
    </message>
    <message>
        <source>%1 joins the fight</source>
        <translation>%1 tritt dem Kampf bei</translation>
    </message>
    <message>
        <source>%1 to %2 join the fight</source>
        <translation>%1 bis %2 treten dem Kampf bei</translation>
    </message>
    <message>
        <source> (hit points %1: %2)</source>
        <translation> (Trefferpunkte %1: %2)</translation>
    </message>
    <message>
        <source>Joining the order: %1</source>
        <translation>Neu in der Reihenfolge: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddEventCommand</name>
    <message>
        <source>Add event %1</source>
        <translation>Ereignis %1 hinzufügen</translation>
    </message>
    <message>
        <source>another event is already called %1</source>
        <translation>ein anderes Ereignis heißt schon %1</translation>
    </message>
    <message>
        <source>Event %1 added: %2, %3</source>
        <translation>Ereignis %1 hinzugefügt: %2, %3</translation>
    </message>
    <message>
        <source>the encounter already has %1 events, the most it can have; remove one first</source>
        <translation>die Begegnung hat schon %1 Ereignisse, mehr geht nicht; entfernen Sie zuerst eines</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddReminderCommand</name>
    <message>
        <source>Remind %1: %2</source>
        <translation>%1 erinnern: %2</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>eine Erinnerung braucht einen Text</translation>
    </message>
    <message>
        <source>a reminder is at most %1 characters</source>
        <translation>eine Erinnerung hat höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>%1 will be reminded %2: %3</source>
        <translation>%1 wird %2 erinnert: %3</translation>
    </message>
    <message>
        <source>%1 already has %2 reminders, the most one combatant can have; remove one first</source>
        <translation>%1 hat schon %2 Erinnerungen, mehr kann ein Kampfteilnehmer nicht haben; entfernen Sie zuerst eine</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AidCommand</name>
    <message>
        <source>Aid %1</source>
        <translation>%1 versorgen</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 ist bereits tot</translation>
    </message>
    <message>
        <source>%1 is not bleeding; there is nothing to stop</source>
        <translation>%1 blutet nicht; es gibt nichts zu stillen</translation>
    </message>
    <message>
        <source>%1 has already been aided</source>
        <translation>%1 wurde bereits versorgt</translation>
    </message>
    <message>
        <source>%1 is aided: no more hit points are lost</source>
        <translation>%1 ist versorgt: es gehen keine weiteren Trefferpunkte verloren</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ApplyConditionCommand</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a condition lasts at least 1 round</source>
        <translation>ein Zustand dauert mindestens 1 Runde</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>wählen Sie mindestens einen Kampfteilnehmer</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 ist tot</translation>
    </message>
    <message>
        <source>a condition lasts at most %1 rounds, not %2</source>
        <translation>ein Zustand dauert höchstens %1 Runden, nicht %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AttackCommand</name>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AttackResolver</name>
    <message>
        <source>no such attacker</source>
        <translation>diesen Angreifer gibt es nicht</translation>
    </message>
    <message>
        <source>no such target</source>
        <translation>dieses Ziel gibt es nicht</translation>
    </message>
    <message>
        <source>%1 has no attacks</source>
        <translation>%1 hat keine Angriffe</translation>
    </message>
    <message>
        <source>%1 has no attack number %2</source>
        <translation>%1 hat keinen Angriff Nummer %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2: damage &apos;%3&apos;: %4</source>
        <translation>%2 von %1: Schaden „%3“: %4</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot attack</source>
        <translation>%1 ist %2 und kann nicht angreifen</translation>
    </message>
    <message>
        <source>%1 cannot attack: %2</source>
        <translation>%1 kann nicht angreifen: %2</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 ist bereits tot</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3: %4 (%5)</source>
        <translation>%1 greift %2 mit %3 an: %4 (%5)</translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n Schaden</numerusform>
            <numerusform>%n Schaden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 is still reloading: it fires once every %n rounds</source>
        <translation>
            <numerusform>%2 von %1 wird noch nachgeladen: schießt einmal pro Runde</numerusform>
            <numerusform>%2 von %1 wird noch nachgeladen: schießt einmal alle %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Command</name>
    <message>
        <source>choose at least one combatant</source>
        <translation>wählen Sie mindestens einen Kampfteilnehmer</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>%1 has no uses to count</source>
        <translation>%1 hat keine Verwendungen zu zählen</translation>
    </message>
    <message>
        <source>%1 has no use &apos;%2&apos; (it has: %3)</source>
        <translation>%1 hat keine Verwendung „%2“ (vorhanden: %3)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ConditionKeeper</name>
    <message>
        <source>%1 has no condition &apos;%2&apos; (it has: %3)</source>
        <translation>%1 kennt keinen Zustand „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <translation>%1 ist nicht mehr %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2 (%3)</source>
        <translation>%1 ist nicht mehr %2 (%3)</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3 (%4)</source>
        <translation>%1 erleidet %2 durch %3 (%4)</translation>
    </message>
    <message>
        <source>%1 regains %2 from %3 (%4)</source>
        <translation>%1 erhält %2 durch %3 zurück (%4)</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>%1&apos;s duration %2 cannot be rolled for %3: %4</source>
        <translation>Die Dauer %2 von %1 kann für %3 nicht gewürfelt werden: %4</translation>
    </message>
    <message>
        <source>%1 would last %2 rounds; a condition lasts at most %3</source>
        <translation>%1 würde %2 Runden dauern; ein Zustand dauert höchstens %3</translation>
    </message>
    <message>
        <source>%1 must last at least one round</source>
        <translation>%1 muss mindestens eine Runde dauern</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the end of round %3</source>
        <translation>
            <numerusform>%1 ist %n Runde lang %2, bis zum Ende von Runde %3</numerusform>
            <numerusform>%1 ist %n Runden lang %2, bis zum Ende von Runde %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already has %2 conditions, the most one combatant can carry; remove one first</source>
        <translation>%1 hat schon %2 Zustände, mehr kann ein Kampfteilnehmer nicht tragen; entfernen Sie zuerst einen</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::CustomCondition</name>
    <message>
        <source>a condition of your own needs a name</source>
        <translation>ein eigener Zustand braucht einen Namen</translation>
    </message>
    <message>
        <source>the name &apos;%1…&apos; is longer than 80 characters</source>
        <translation>der Name „%1…“ ist länger als 80 Zeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a modifier is from %2 to %3</source>
        <translation>„%1“: ein Modifikator liegt zwischen %2 und %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: damage &apos;%2&apos;: %3</source>
        <translation>„%1“: Schaden „%2“: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 has no to-hit modifier (@mod) to add to</source>
        <translation>„%1“: %2 hat keinen Trefferwurf-Modifikator (@mod), zu dem er zählen könnte</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 reads no defence from its target to add to</source>
        <translation>„%1“: %2 liest keine Verteidigung vom Ziel, zu der er zählen könnte</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a reminder needs a text</source>
        <translation>&apos;%1&apos;: eine Erinnerung braucht einen Text</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a reminder is at most %2 characters</source>
        <translation>&apos;%1&apos;: eine Erinnerung hat höchstens %2 Zeichen</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::DamageCommand</name>
    <message>
        <source>Damage %1 by %2</source>
        <translation>%1 %2 Schaden zufügen</translation>
    </message>
    <message>
        <source>damage must be 0 or more; heal to add hit points</source>
        <translation>Schaden muss 0 oder mehr sein; heilen Sie, um Trefferpunkte hinzuzufügen</translation>
    </message>
    <message>
        <source>%1 has no &apos;%2&apos; damage (it has: %3)</source>
        <translation>%1 kennt keinen Schaden „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 ist bereits tot</translation>
    </message>
    <message>
        <source>%1 takes %2 damage</source>
        <translation>%1 erleidet %2 Schaden</translation>
    </message>
    <message>
        <source>%1 takes %2 %3 damage</source>
        <translation>%1 erleidet %2 Schaden (%3)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::DeclareCommand</name>
    <message>
        <source>%1 declares</source>
        <translation>%1 sagt an</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>%1 has no declared action &apos;%2&apos; (it has: %3)</source>
        <translation>%1 kennt keine angesagte Aktion „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <source>%1 has no initiative override &apos;%2&apos; (it has: %3)</source>
        <translation>%1 kennt keine Initiative-Ersetzung „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <source>%1 declares nothing special</source>
        <translation>%1 sagt nichts Besonderes an</translation>
    </message>
    <message>
        <source>%1 declares: %2</source>
        <translation>%1 sagt an: %2</translation>
    </message>
    <message>
        <source>attacks per round must be from 1 to %1, not %2</source>
        <translation>Angriffe pro Runde müssen zwischen 1 und %1 liegen, nicht %2</translation>
    </message>
    <message>
        <source>%1 declares, for every round: %2</source>
        <translation>%1 erklärt, für jede Runde: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EditCombatantCommand</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>ein Kampfteilnehmer braucht einen Namen</translation>
    </message>
    <message>
        <source>another combatant is already called %1</source>
        <translation>ein anderer Kampfteilnehmer heißt bereits %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EncounterCheck</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 liegt außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>ein Kampfteilnehmer braucht einen Namen</translation>
    </message>
    <message>
        <source>%1 has no stat &apos;%2&apos; (it has: %3)</source>
        <translation>%1 kennt keinen Wert „%2“ (es gibt: %3)</translation>
    </message>
    <message>
        <source>%1 is more than the maximum %2</source>
        <translation>%1 ist mehr als das Maximum %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to the maximum %2</source>
        <translation>%1 liegt außerhalb von 0 bis zum Maximum %2</translation>
    </message>
    <message>
        <source>an attack needs a name</source>
        <translation>ein Angriff braucht einen Namen</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>%1 has no condition &apos;%2&apos;</source>
        <translation>%1 kennt keinen Zustand „%2“</translation>
    </message>
    <message>
        <source>%1 has no HP state &apos;%2&apos; (it has: %3)</source>
        <translation>%1 kennt keinen TP-Zustand „%2“ (es gibt: %3)</translation>
    </message>
    <message>
        <source>%1 has no declared action &apos;%2&apos; (it has: %3)</source>
        <translation>%1 kennt keine angesagte Aktion „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <source>%1 has no initiative override &apos;%2&apos; (it has: %3)</source>
        <translation>%1 kennt keine Initiative-Ersetzung „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <source>%1 is not an id of its own</source>
        <translation>%1 ist keine eigene ID</translation>
    </message>
    <message>
        <source>%1 is not above every combatant&apos;s id (%2)</source>
        <translation>%1 liegt nicht über der ID jedes Kämpfers (%2)</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 liegt außerhalb von 0 bis %2</translation>
    </message>
    <message>
        <source>%1 is not a place in the order</source>
        <translation>%1 ist kein Platz in der Reihenfolge</translation>
    </message>
    <message>
        <source>no combatant has the id %1</source>
        <translation>kein Kämpfer hat die ID %1</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>%1 has no initiative option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 kennt keine Initiative-Option „%2“ (vorhanden: %3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (und %n weiteres Problem)</numerusform>
            <numerusform>%1 (und %n weitere Probleme)</numerusform>
        </translation>
    </message>
    <message>
        <source>a condition of your own called &apos;%1&apos; goes by &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>ein eigener Zustand namens „%1“ heißt „%2“, nicht „%3“</translation>
    </message>
    <message>
        <source>a use needs a name</source>
        <translation>eine Verwendung braucht einen Namen</translation>
    </message>
    <message>
        <source>another use is already called %1</source>
        <translation>eine andere Verwendung heißt schon %1</translation>
    </message>
    <message>
        <source>a recharge needs dice to roll (&quot;1d6&quot;)</source>
        <translation>eine Aufladung braucht Würfel („1d6“)</translation>
    </message>
    <message>
        <source>%1 is not above every event&apos;s id (%2)</source>
        <translation>%1 liegt nicht über der ID jedes Ereignisses (%2)</translation>
    </message>
    <message>
        <source>no event has the id %1</source>
        <translation>kein Ereignis hat die ID %1</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EventKeeper</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be rolled: %2</source>
        <translation>%1 lässt sich nicht würfeln: %2</translation>
    </message>
    <message>
        <source>%1: the reinforcements cannot join: %2</source>
        <translation>%1: die Verstärkung kann nicht hinzukommen: %2</translation>
    </message>
    <message>
        <source>Joining the order after %1: %2</source>
        <translation>Kommen nach %1 in die Reihenfolge: %2</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>ein Ereignis braucht einen Namen</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 liegt außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <source>%1 is outside 1 to %2</source>
        <translation>%1 liegt außerhalb von 1 bis %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 liegt außerhalb von 0 bis %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dice Fray can roll: %2</source>
        <translation>&apos;%1&apos; sind keine Würfel, die Fray werfen kann: %2</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>ein Kampfteilnehmer braucht einen Namen</translation>
    </message>
    <message>
        <source>top of the round</source>
        <translation>Rundenbeginn</translation>
    </message>
    <message>
        <source>end of the round</source>
        <translation>Rundenende</translation>
    </message>
    <message>
        <source>count %1</source>
        <translation>Zählwert %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>every round from round %1</source>
        <translation>jede Runde ab Runde %1</translation>
    </message>
    <message numerus="yes">
        <source>every %n round(s) from round %1</source>
        <translation>
            <numerusform>jede %n. Runde ab Runde %1</numerusform>
            <numerusform>alle %n Runden ab Runde %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HealCommand</name>
    <message>
        <source>Heal %1 by %2</source>
        <translation>%1 um %2 heilen</translation>
    </message>
    <message>
        <source>healing must be 0 or more; damage to take hit points away</source>
        <translation>Heilung muss 0 oder mehr sein; fügen Sie Schaden zu, um Trefferpunkte abzuziehen</translation>
    </message>
    <message>
        <source>%1 is dead; healing cannot help</source>
        <translation>%1 ist tot; Heilung hilft nicht mehr</translation>
    </message>
    <message numerus="yes">
        <source>%1 regains %n hit points</source>
        <translation>
            <numerusform>%1 erhält %n Trefferpunkt zurück</numerusform>
            <numerusform>%1 erhält %n Trefferpunkte zurück</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::History</name>
    <message>
        <source>there is nothing to undo</source>
        <translation>es gibt nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>es gibt nichts wiederherzustellen</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HitPointsChange</name>
    <message>
        <source>Type -7 to take hit points, +5 to give them back, or the new number</source>
        <translation>-7 eingeben, um Trefferpunkte abzuziehen, +5, um sie zurückzugeben, oder die neue Zahl</translation>
    </message>
    <message>
        <source>hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HitPointsInput</name>
    <message>
        <source>%1: must be at least 1, not %2</source>
        <translation>%1: muss mindestens 1 sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: expected a whole number such as 11</source>
        <translation>%1: ganze Zahl wie 11 erwartet</translation>
    </message>
    <message>
        <source>%1: expected a number or dice such as 2d8+2</source>
        <translation>%1: Zahl oder Würfel wie 2d8+2 erwartet</translation>
    </message>
    <message>
        <source>%1: expected a number or dice such as 2d8+2 — %2</source>
        <translation>%1: Zahl oder Würfel wie 2d8+2 erwartet — %2</translation>
    </message>
    <message>
        <source>%1: hit dice cannot use @%2; write the dice, such as 2d8+2</source>
        <translation>%1: Trefferwürfel können @%2 nicht verwenden; schreiben Sie die Würfel aus, etwa 2d8+2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HoldCommand</name>
    <message>
        <source>%1 holds for %2</source>
        <translation>%1 wartet auf %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>a combatant cannot hold for itself</source>
        <translation>ein Kampfteilnehmer kann nicht auf sich selbst warten</translation>
    </message>
    <message>
        <source>%1 has no turn left to hold this round</source>
        <translation>%1 hat in dieser Runde keinen Zug mehr, der sich aufschieben ließe</translation>
    </message>
    <message>
        <source>%1 does not act after %2 this round</source>
        <translation>%1 handelt in dieser Runde nicht nach %2</translation>
    </message>
    <message>
        <source>held for %1</source>
        <translation>wartet auf %1</translation>
    </message>
    <message>
        <source>%1 holds and will act with %2</source>
        <translation>%1 wartet und handelt zusammen mit %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::InitiativeRoller</name>
    <message>
        <source> (lost)</source>
        <translation> (verloren)</translation>
    </message>
    <message>
        <source>initiative for %1 (&apos;%2&apos;): %3</source>
        <translation>Initiative für %1 („%2“): %3</translation>
    </message>
    <message>
        <source> (top of the round)</source>
        <translation> (Rundenbeginn)</translation>
    </message>
    <message>
        <source> (end of the round)</source>
        <translation> (Rundenende)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::MoraleCommand</name>
    <message>
        <source>Check morale</source>
        <translation>Moral prüfen</translation>
    </message>
    <message>
        <source>No morale check needed</source>
        <translation>Keine Moralprobe nötig</translation>
    </message>
    <message>
        <source>only a moment Fray asks about can be answered without a check</source>
        <translation>nur ein Moment, nach dem Fray fragt, kann ohne Probe beantwortet werden</translation>
    </message>
    <message>
        <source>Morale for %1 %2: not checked</source>
        <translation>Moral für %1 %2: nicht geprüft</translation>
    </message>
    <message>
        <source>morale for %1: %2</source>
        <translation>Moral für %1: %2</translation>
    </message>
    <message>
        <source>Morale for %1 %2: %3 (%4)</source>
        <translation>Moral für %1 %2: %3 (%4)</translation>
    </message>
    <message>
        <source>%1 will fight to the death</source>
        <translation>%1: Kampf bis zum Tod</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>Moral</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::MoraleWatch</name>
    <message>
        <source>%1 has no morale rule</source>
        <translation>%1 hat keine Moralregel</translation>
    </message>
    <message>
        <source>%1 does not ask for morale at &apos;%2&apos; (it asks: %3)</source>
        <translation>%1 fragt bei „%2“ nicht nach Moral (es fragt: %3)</translation>
    </message>
    <message>
        <source>the side &apos;%1&apos; does not check morale</source>
        <translation>die Seite „%1“ prüft keine Moral</translation>
    </message>
    <message>
        <source>the moment has not come for &apos;%1&apos;: %2</source>
        <translation>der Moment ist für „%1“ nicht gekommen: %2</translation>
    </message>
    <message>
        <source>no one on the side &apos;%1&apos; is left to check morale %2</source>
        <translation>auf der Seite „%1“ ist niemand mehr, der die Moral %2 prüfen könnte</translation>
    </message>
    <message>
        <source>at the start of the fight</source>
        <translation>zu Beginn des Kampfes</translation>
    </message>
    <message>
        <source>after the side&apos;s first death</source>
        <translation>nach dem ersten Tod der Seite</translation>
    </message>
    <message>
        <source>with half of the side dead or out</source>
        <translation>mit der Hälfte der Seite tot oder kampfunfähig</translation>
    </message>
    <message>
        <source>after a big upset</source>
        <translation>nach einem großen Rückschlag</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::OrderRollCommand</name>
    <message>
        <source>Roll for %1</source>
        <translation>Wurf für %1</translation>
    </message>
    <message>
        <source>%1 has no encounter step &apos;%2&apos;</source>
        <translation>%1 hat keinen Begegnungsschritt „%2“</translation>
    </message>
    <message>
        <source>the step &apos;%1&apos; has no chance %2</source>
        <translation>der Schritt „%1“ hat keine Chance %2</translation>
    </message>
    <message>
        <source>%1 (%2 on %3): %4: %5</source>
        <translation>%1 (%2 auf %3): %4: %5</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>the step &apos;%1&apos; has no roll</source>
        <translation>der Schritt „%1“ hat keinen Wurf</translation>
    </message>
    <message>
        <source>%1: %2 × %3 = %4 %5</source>
        <translation>%1: %2 × %3 = %4 %5</translation>
    </message>
    <message>
        <source>%1: %2, read on %3</source>
        <translation>%1: %2, abgelesen auf %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemedyCommand</name>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is in no danger at the end of the round</source>
        <translation>%1 ist am Ende der Runde nicht in Gefahr</translation>
    </message>
    <message>
        <source>%1 names no remedy for %2 (%3)</source>
        <translation>%1 nennt keine Hilfe für „%2“ (%3)</translation>
    </message>
    <message>
        <source>%1 stops the loss; it takes no amount</source>
        <translation>%1 stoppt den Verlust und nimmt keinen Betrag an</translation>
    </message>
    <message>
        <source>%1 for %2: no more hit points are lost</source>
        <translation>%1 für %2: es gehen keine weiteren Trefferpunkte verloren</translation>
    </message>
    <message>
        <source>healing must be 0 or more</source>
        <translation>Heilung muss 0 oder mehr sein</translation>
    </message>
    <message>
        <source>rolled at the table: %1</source>
        <translation>am Tisch gewürfelt: %1</translation>
    </message>
    <message>
        <source>%1 for %2 (%3): %4 → %5 HP</source>
        <translation>%1 für %2 (%3): %4 → %5 TP</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ReminderKeeper</name>
    <message>
        <source>Reminder · %1: %2</source>
        <translation>Erinnerung · %1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveCombatantCommand</name>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>%1 leaves the fight</source>
        <translation>%1 verlässt den Kampf</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveConditionCommand</name>
    <message>
        <source>%1: no longer %2</source>
        <translation>%1: nicht mehr %2</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>wählen Sie mindestens einen Kampfteilnehmer</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>diesen Kampfteilnehmer gibt es nicht</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 ist nicht %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveEventCommand</name>
    <message>
        <source>Remove event %1</source>
        <translation>Ereignis %1 entfernen</translation>
    </message>
    <message>
        <source>no such event</source>
        <translation>kein solches Ereignis</translation>
    </message>
    <message>
        <source>Event %1 removed</source>
        <translation>Ereignis %1 entfernt</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveReminderCommand</name>
    <message>
        <source>Stop reminding %1: %2</source>
        <translation>%1 nicht mehr erinnern: %2</translation>
    </message>
    <message>
        <source>%1 has no reminders</source>
        <translation>%1 hat keine Erinnerungen</translation>
    </message>
    <message>
        <source>%1 has no reminder &apos;%2&apos; (it has: %3)</source>
        <translation>%1 hat keine Erinnerung &apos;%2&apos; (vorhanden: %3)</translation>
    </message>
    <message>
        <source>%1 will no longer be reminded: %2</source>
        <translation>%1 wird nicht mehr erinnert: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RestoreUseCommand</name>
    <message>
        <source>Restore %1 of %2</source>
        <translation>%1 von %2 zurückgeben</translation>
    </message>
    <message>
        <source>%1 of %2 is already full (%3/%4)</source>
        <translation>%1 von %2 ist schon voll (%3/%4)</translation>
    </message>
    <message>
        <source>%1 gets back one %2 (%3/%4 left)</source>
        <translation>%1 erhält ein(e) %2 zurück (noch %3/%4)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RollText</name>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RoundEnd</name>
    <message>
        <source>%1 (%2 HP, %3): %4 when the round ends unless the loss is stopped</source>
        <translation>%1 (%2 TP, %3): %4 am Rundenende, wenn der Verlust nicht gestoppt wird</translation>
    </message>
    <message>
        <source>%1 (%2 HP): %3 when the round ends</source>
        <translation>%1 (%2 TP): %3 am Rundenende</translation>
    </message>
    <message>
        <source>the round cannot end yet: %1. Answer first: &apos;remedy&apos; on whoever can still be saved, or &apos;let-round-end&apos;</source>
        <translation>die Runde kann noch nicht enden: %1. Entscheiden Sie zuerst: „remedy“ für jeden, der noch zu retten ist, oder „let-round-end“</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RulesText</name>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>roll %1 (%2)</source>
        <translation>Wurf %1 (%2)</translation>
    </message>
    <message>
        <source>roll: %1</source>
        <translation>Wurf: %1</translation>
    </message>
    <message>
        <source>%1: the GM&apos;s number</source>
        <translation>%1: Zahl des Spielleiters</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 + (%2)</source>
        <translation>%1 + (%2)</translation>
    </message>
    <message>
        <source>the GM&apos;s number</source>
        <translation>Zahl des Spielleiters</translation>
    </message>
    <message>
        <source>%1, per %2</source>
        <translation>%1, pro %2</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>%1 only</source>
        <translation>nur %1</translation>
    </message>
    <message>
        <source>not with %1</source>
        <translation>nicht mit %1</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>sofort</translation>
    </message>
    <message>
        <source>rest of the round</source>
        <translation>Rest der Runde</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 Runde</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 Runden</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>bis entfernt</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>at the start of each round</source>
        <translation>zu Beginn jeder Runde</translation>
    </message>
    <message>
        <source>now and at the end of each round</source>
        <translation>sofort und am Ende jeder Runde</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>am Ende jeder Runde</translation>
    </message>
    <message>
        <source>%1 %2 damage %3</source>
        <translation>%1 %2 Schaden %3</translation>
    </message>
    <message>
        <source>, once</source>
        <translation>, einmal</translation>
    </message>
    <message>
        <source>cannot act</source>
        <translation>kann nicht handeln</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>its attacks: %1</source>
        <translation>seine Angriffe: %1</translation>
    </message>
    <message>
        <source>attacks on it: %1</source>
        <translation>Angriffe auf ihn: %1</translation>
    </message>
    <message>
        <source>then %1</source>
        <translation>danach %1</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>kampfunfähig</translation>
    </message>
    <message>
        <source>%1 to all actions</source>
        <translation>%1 auf alle Aktionen</translation>
    </message>
    <message>
        <source>decided at the end of the round</source>
        <translation>am Ende der Runde entschieden</translation>
    </message>
    <message>
        <source>not when the starting %1 are already in this band</source>
        <translation>nicht, wenn die anfänglichen %1 schon in diesem Bereich liegen</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>keine Wirkung</translation>
    </message>
    <message>
        <source>roll %1</source>
        <translation>Wurf %1</translation>
    </message>
    <message>
        <source>each attack rolls in turn: %1</source>
        <translation>jeder Angriff würfelt der Reihe nach: %1</translation>
    </message>
    <message>
        <source>%1 (no roll)</source>
        <translation>%1 (kein Wurf)</translation>
    </message>
    <message>
        <source>each combatant</source>
        <translation>jeder Kampfteilnehmer</translation>
    </message>
    <message>
        <source>each group</source>
        <translation>jede Gruppe</translation>
    </message>
    <message>
        <source>each side</source>
        <translation>jede Seite</translation>
    </message>
    <message>
        <source>each attack</source>
        <translation>jeder Angriff</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>highest first</source>
        <translation>höchster zuerst</translation>
    </message>
    <message>
        <source>lowest first</source>
        <translation>niedrigster zuerst</translation>
    </message>
    <message>
        <source>rolled once</source>
        <translation>einmal gewürfelt</translation>
    </message>
    <message>
        <source>rolled each round</source>
        <translation>jede Runde gewürfelt</translation>
    </message>
    <message>
        <source>Initiative: %1; %2; %3, %4.</source>
        <translation>Initiative: %1; %2; %3, %4.</translation>
    </message>
    <message>
        <source>reach %1 ft</source>
        <translation>Reichweite %1 Fuß</translation>
    </message>
    <message>
        <source>%1 per round</source>
        <translation>%1 pro Runde</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, at most %n times</source>
        <translation>
            <numerusform>, höchstens %n-mal</numerusform>
            <numerusform>, höchstens %n-mal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n rounds left)</source>
        <translation>
            <numerusform> (noch %n Runde)</numerusform>
            <numerusform> (noch %n Runden)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>once every %n rounds</source>
        <translation>
            <numerusform>einmal pro Runde</numerusform>
            <numerusform>einmal alle %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses</source>
        <translation>%1 Verwendungen</translation>
    </message>
    <message>
        <source>%1 of %2 left</source>
        <translation>noch %1 von %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Initiative: %1; %2; %3.</source>
        <translation>Initiative: %1; %2; %3.</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::SetOptionCommand</name>
    <message>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
    <message>
        <source>Stop using %1</source>
        <translation>%1 nicht mehr verwenden</translation>
    </message>
    <message>
        <source>%1 has no initiative option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 kennt keine Initiative-Option „%2“ (vorhanden: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Option on: %1</source>
        <translation>Option an: %1</translation>
    </message>
    <message>
        <source>Option off: %1</source>
        <translation>Option aus: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::SpendUseCommand</name>
    <message>
        <source>%1 uses %2</source>
        <translation>%1 verwendet %2</translation>
    </message>
    <message>
        <source>%1 has no %2 left (resets: %3)</source>
        <translation>%1 hat kein(e) %2 mehr (zurück: %3)</translation>
    </message>
    <message>
        <source>%1 uses %2 (%3/%4 left)</source>
        <translation>%1 verwendet %2 (noch %3/%4)</translation>
    </message>
    <message>
        <source>cannot roll &apos;%1&apos;</source>
        <translation>„%1“ lässt sich nicht würfeln</translation>
    </message>
    <message>
        <source>%1 uses %2 (%3/%4 left): %5</source>
        <translation>%1 verwendet %2 (noch %3/%4): %5</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::SurpriseCommand</name>
    <message>
        <source>Check surprise</source>
        <translation>Überraschung prüfen</translation>
    </message>
    <message>
        <source>%1 has no surprise rule</source>
        <translation>%1 hat keine Überraschungsregel</translation>
    </message>
    <message>
        <source>surprise is checked before the fight starts</source>
        <translation>Überraschung wird vor Kampfbeginn geprüft</translation>
    </message>
    <message>
        <source>%1 has no condition for the surprised</source>
        <translation>%1 hat keinen Zustand für Überraschte</translation>
    </message>
    <message>
        <source>no one is on the side &apos;%1&apos;</source>
        <translation>niemand ist auf der Seite „%1“</translation>
    </message>
    <message>
        <source>surprise for %1: %2</source>
        <translation>Überraschung für %1: %2</translation>
    </message>
    <message>
        <source>Surprise for %1: %2 (%3)</source>
        <translation>Überraschung für %1: %2 (%3)</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>Überraschung</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::TurnCommand</name>
    <message>
        <source>Start the fight</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Initiative würfeln</translation>
    </message>
    <message>
        <source>Let the round end</source>
        <translation>Runde enden lassen</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::TurnKeeper</name>
    <message>
        <source>Initiative: %1</source>
        <translation>Initiative: %1</translation>
    </message>
    <message>
        <source>No one can act this round</source>
        <translation>Niemand kann in dieser Runde handeln</translation>
    </message>
    <message>
        <source>the fight has already started (round %1)</source>
        <translation>der Kampf hat bereits begonnen (Runde %1)</translation>
    </message>
    <message>
        <source>there is no one to fight: add combatants first</source>
        <translation>niemand ist zum Kämpfen da: fügen Sie zuerst Kampfteilnehmer hinzu</translation>
    </message>
    <message>
        <source>The round begins</source>
        <translation>Die Runde beginnt</translation>
    </message>
    <message>
        <source>Order this round: %1</source>
        <translation>Reihenfolge dieser Runde: %1</translation>
    </message>
    <message>
        <source>the fight has not started yet</source>
        <translation>der Kampf hat noch nicht begonnen</translation>
    </message>
    <message>
        <source>this is the first turn of round %1; undo to go back further</source>
        <translation>dies ist der erste Zug von Runde %1; machen Sie Schritte rückgängig, um weiter zurückzugehen</translation>
    </message>
    <message>
        <source>%1 loses %2 (%3)</source>
        <translation>%1 verliert %2 (%3)</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>Die Runde endet</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Use</name>
    <message>
        <source>each round</source>
        <translation>jede Runde</translation>
    </message>
    <message>
        <source>each turn</source>
        <translation>jeden Zug</translation>
    </message>
    <message>
        <source>each fight</source>
        <translation>jeden Kampf</translation>
    </message>
    <message>
        <source>on a rest</source>
        <translation>bei einer Rast</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>recharge %1–%2 on %3</source>
        <translation>Aufladung bei %1–%2 auf %3</translation>
    </message>
    <message>
        <source>recharge %1 on %2</source>
        <translation>Aufladung bei %1 auf %2</translation>
    </message>
    <message>
        <source>recharge %1+ on %2</source>
        <translation>Aufladung bei %1+ auf %2</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::UseKeeper</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cannot roll &apos;%2&apos;</source>
        <translation>%1 kann „%2“ nicht würfeln</translation>
    </message>
    <message>
        <source>%1 recharges (rolled %2)</source>
        <translation>%1 lädt sich auf (gewürfelt %2)</translation>
    </message>
    <message>
        <source>%1 does not recharge (rolled %2)</source>
        <translation>%1 lädt sich nicht auf (gewürfelt %2)</translation>
    </message>
    <message>
        <source>%1 back to %2/%3</source>
        <translation>%1 wieder bei %2/%3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Vitals</name>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <translation>%1 ist nicht mehr %2</translation>
    </message>
</context>
<context>
    <name>Fray::InputFile</name>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB; Fray reads no file that large</source>
        <translation>%1 ist größer als %2 MB; Fray liest keine so große Datei</translation>
    </message>
</context>
<context>
    <name>Fray::Io::AttackRecordJson</name>
    <message>
        <source>expected an object</source>
        <translation>ein Objekt erwartet</translation>
    </message>
    <message>
        <source>expected a probability from 0 to 1</source>
        <translation>eine Wahrscheinlichkeit von 0 bis 1 erwartet</translation>
    </message>
    <message>
        <source>must be 0 or more, not %1</source>
        <translation>muss 0 oder mehr sein, nicht %1</translation>
    </message>
    <message>
        <source>%1 is not a combatant&apos;s id</source>
        <translation>%1 ist keine Kampfteilnehmer-ID</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ChangeJson</name>
    <message>
        <source>expected {&quot;before&quot;: …, &quot;after&quot;: …}</source>
        <translation>{&quot;before&quot;: …, &quot;after&quot;: …} erwartet</translation>
    </message>
    <message>
        <source>a history entry</source>
        <translation>ein Verlaufseintrag</translation>
    </message>
    <message>
        <source>not a moment of a reminder</source>
        <translation>kein Zeitpunkt einer Erinnerung</translation>
    </message>
</context>
<context>
    <name>Fray::Io::CommandJson</name>
    <message>
        <source>%1: name a combatant</source>
        <translation>%1: nennen Sie einen Kampfteilnehmer</translation>
    </message>
    <message>
        <source>%1: no combatant is called &apos;%2&apos;</source>
        <translation>%1: kein Kampfteilnehmer heißt „%2“</translation>
    </message>
    <message>
        <source>%1: give a &apos;target&apos; or &apos;targets&apos;</source>
        <translation>%1: geben Sie „target“ oder „targets“ an</translation>
    </message>
    <message>
        <source>%1: expected a command object</source>
        <translation>%1: Befehlsobjekt erwartet</translation>
    </message>
    <message>
        <source>%1.condition: name a condition</source>
        <translation>%1.condition: nennen Sie einen Zustand</translation>
    </message>
    <message>
        <source>%1.hp_mode: expected fixed, roll or average</source>
        <translation>%1.hp_mode: fixed, roll oder average erwartet</translation>
    </message>
    <message>
        <source>%1.attack: %2 has no attack called &apos;%3&apos;</source>
        <translation>%1.attack: %2 hat keinen Angriff namens „%3“</translation>
    </message>
    <message>
        <source>%1: expected a modifier id or id=N</source>
        <translation>%1: Modifikator-ID oder id=N erwartet</translation>
    </message>
    <message>
        <source>%1.option: name an option</source>
        <translation>%1.option: nennen Sie eine Option</translation>
    </message>
    <message>
        <source>%1.hit_dice: hit points by &apos;%2&apos; need the hit dice</source>
        <translation>%1.hit_dice: Trefferpunkte per „%2“ brauchen die Trefferwürfel</translation>
    </message>
    <message>
        <source>%1: the number in &apos;%2&apos; is too large</source>
        <translation>%1: die Zahl in „%2“ ist zu groß</translation>
    </message>
    <message>
        <source>%1: give a condition of the ruleset or one of your own (custom), not both</source>
        <translation>%1: geben Sie einen Zustand des Regelwerks oder einen eigenen (custom) an, nicht beides</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>&apos;%1&apos; ist kein Zeitpunkt (einer von: %2)</translation>
    </message>
    <message>
        <source>%1.id: unknown field (the encounter gives an event its id)</source>
        <translation>%1.id: unbekanntes Feld (die Begegnung vergibt die ID eines Ereignisses)</translation>
    </message>
    <message>
        <source>%1.fired_round: unknown field</source>
        <translation>%1.fired_round: unbekanntes Feld</translation>
    </message>
    <message>
        <source>%1.event: no event is called &apos;%2&apos;</source>
        <translation>%1.event: kein Ereignis heißt &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: give a &apos;target&apos;</source>
        <translation>%1: geben Sie „target“ an</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a change of hit points (%3)</source>
        <translation>%1: „%2“ ist keine Änderung der Trefferpunkte (%3)</translation>
    </message>
    <message>
        <source>%1.answer: expected roll or not-needed, found &apos;%2&apos;</source>
        <translation>%1.answer: roll oder not-needed erwartet, „%2“ gefunden</translation>
    </message>
    <message>
        <source>%1.chance: expected a chance&apos;s number from 0, or none for the step&apos;s roll</source>
        <translation>%1.chance: die Nummer einer Chance ab 0 erwartet, oder keine für den Wurf des Schritts</translation>
    </message>
    <message>
        <source>%1.command: unknown command &apos;%2&apos; (known: add, remove, start, next-turn, previous-turn, next-round, roll-initiative, let-round-end, damage, heal, aid, remedy, condition, remove-condition, attack, hold, declare, option, surprise, morale, order-roll, use, restore, add-event, remove-event, add-reminder, remove-reminder, undo, redo)</source>
        <translation>%1.command: unbekannter Befehl „%2“ (bekannt: add, remove, start, next-turn, previous-turn, next-round, roll-initiative, let-round-end, damage, heal, aid, remedy, condition, remove-condition, attack, hold, declare, option, surprise, morale, order-roll, use, restore, add-event, remove-event, add-reminder, remove-reminder, undo, redo)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::CsvImport</name>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>die Datei ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; cannot become &apos;%2&apos;</source>
        <translation>Spalte „%1“ kann nicht zu „%2“ werden</translation>
    </message>
    <message>
        <source>two columns are %1 (one is &apos;%2&apos;); map one elsewhere</source>
        <translation>zwei Spalten sind %1 (eine ist „%2“); ordnen Sie eine davon anders zu</translation>
    </message>
    <message>
        <source>no column holds the names (headed &apos;name&apos;)</source>
        <translation>keine Spalte enthält die Namen (Überschrift „name“)</translation>
    </message>
    <message>
        <source>%1 must be at least 1, not %2</source>
        <translation>%1 muss mindestens 1 sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is neither a number nor dice</source>
        <translation>%1 „%2“ ist weder eine Zahl noch Würfel</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: %3</source>
        <translation>%1 „%2“: %3</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a whole number</source>
        <translation>%1 „%2“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not character, monster or template</source>
        <translation>%1 „%2“ ist nicht character, monster oder template</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos; is not name:attack:damage</source>
        <translation>Angriff „%1“ hat nicht die Form name:attack:damage</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos;: &apos;%2&apos; is not a whole number</source>
        <translation>Angriff „%1“: „%2“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos;: damage &apos;%2&apos;: %3</source>
        <translation>Angriff „%1“: Schaden „%2“: %3</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 muss zwischen %2 und %3 liegen, nicht %4</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>kein Name</translation>
    </message>
    <message>
        <source>a quoted field is not closed (it opens on line %1)</source>
        <translation>ein Feld in Anführungszeichen wird nicht geschlossen (es beginnt in Zeile %1)</translation>
    </message>
    <message>
        <source>the file has a header but no stat lines under it</source>
        <translation>die Datei hat eine Kopfzeile, aber keine Wertezeilen darunter</translation>
    </message>
    <message numerus="yes">
        <source>%n fields where the header has %1</source>
        <translation>
            <numerusform>%n Feld, wo die Kopfzeile %1 hat</numerusform>
            <numerusform>%n Felder, wo die Kopfzeile %1 hat</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Io::DayJson</name>
    <message>
        <source>a day file</source>
        <translation>eine Tagesdatei</translation>
    </message>
    <message>
        <source>a day lists its fights</source>
        <translation>ein Tag führt seine Kämpfe auf</translation>
    </message>
    <message>
        <source>a day needs at least one fight</source>
        <translation>ein Tag braucht mindestens einen Kampf</translation>
    </message>
    <message>
        <source>a day of %1 fights is more than the %2 Fray plays</source>
        <translation>ein Tag mit %1 Kämpfen ist mehr als die %2, die Fray spielt</translation>
    </message>
    <message>
        <source>the first fight of a day comes after no rest</source>
        <translation>der erste Kampf eines Tages kommt nach keiner Rast</translation>
    </message>
    <message>
        <source>a rest gives between 0 and %1 hit points, not %2</source>
        <translation>eine Rast gibt zwischen 0 und %1 Trefferpunkte, nicht %2</translation>
    </message>
    <message>
        <source>name one of the ruleset&apos;s rests, &quot;full&quot; or a number of hit points</source>
        <translation>nenne eine Rast des Regelwerks, &quot;full&quot; oder eine Zahl von Trefferpunkten</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EncounterJson</name>
    <message>
        <source>must be 1 or more</source>
        <translation>muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>maximum hit points must be at least 1</source>
        <translation>die maximalen Trefferpunkte müssen mindestens 1 sein</translation>
    </message>
    <message>
        <source>another combatant is already called %1</source>
        <translation>ein anderer Kampfteilnehmer heißt bereits %1</translation>
    </message>
    <message>
        <source>entry %1: no combatant has the id %2</source>
        <translation>Eintrag %1: kein Kampfteilnehmer hat die ID %2</translation>
    </message>
    <message>
        <source>%1 is not a place in the order</source>
        <translation>%1 ist kein Platz in der Reihenfolge</translation>
    </message>
    <message>
        <source>expected a combatant (an object with a name and hit points)</source>
        <translation>erwartet wird ein Kämpfer (ein Objekt mit Namen und Trefferpunkten)</translation>
    </message>
    <message>
        <source>expected a whole number or {&quot;max&quot;: …, &quot;current&quot;: …}</source>
        <translation>erwartet wird eine ganze Zahl oder {&quot;max&quot;: …, &quot;current&quot;: …}</translation>
    </message>
    <message>
        <source>an encounter file</source>
        <translation>eine Begegnungsdatei</translation>
    </message>
    <message>
        <source>missing (a list of combatants is required)</source>
        <translation>fehlt (eine Liste der Kämpfer ist nötig)</translation>
    </message>
    <message>
        <source>expected a condition of your own: {&quot;name&quot;: …}</source>
        <translation>erwartet wurde ein eigener Zustand: {&quot;name&quot;: …}</translation>
    </message>
    <message>
        <source>expected now, end_of_round or now_and_end_of_round</source>
        <translation>erwartet wurde now, end_of_round oder now_and_end_of_round</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a reset (one of: %2)</source>
        <translation>„%1“ ist keine Rückgabe-Art (eine von: %2)</translation>
    </message>
    <message>
        <source>only a use that resets by &quot;recharge&quot; has this</source>
        <translation>nur eine Verwendung mit Rückgabe „recharge“ hat dies</translation>
    </message>
    <message>
        <source>expected a reminder: {&quot;text&quot;: …, &quot;when&quot;: …}</source>
        <translation>Erinnerung erwartet: {&quot;text&quot;: …, &quot;when&quot;: …}</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>eine Erinnerung braucht einen Text</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>&apos;%1&apos; ist kein Zeitpunkt (einer von: %2)</translation>
    </message>
    <message>
        <source>entry %1: no event has the id %2</source>
        <translation>Eintrag %1: kein Ereignis hat die ID %2</translation>
    </message>
    <message>
        <source>must be from 0 to %1</source>
        <translation>muss zwischen 0 und %1 liegen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment Fray asks for morale (first_death, half_down)</source>
        <translation>„%1“ ist kein Moment, in dem Fray nach Moral fragt (first_death, half_down)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EncounterTableJson</name>
    <message>
        <source>expected an encounter table (an object with a die and rows)</source>
        <translation>erwartet wird eine Begegnungstabelle (ein Objekt mit Würfel und Zeilen)</translation>
    </message>
    <message>
        <source>missing (a list of rows is required)</source>
        <translation>fehlt (eine Liste von Zeilen ist nötig)</translation>
    </message>
    <message>
        <source>expected a row (an object with its roll and what comes)</source>
        <translation>erwartet wird eine Zeile (ein Objekt mit ihrem Wurf und dem, was kommt)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a roll or a range of rolls (3, 4-6)</source>
        <translation>„%1“ ist kein Wurf und kein Bereich von Würfen (3, 4-6)</translation>
    </message>
    <message>
        <source>missing or not a roll (3, or a range such as &quot;4-6&quot;)</source>
        <translation>fehlt oder ist kein Wurf (3 oder ein Bereich wie „4-6“)</translation>
    </message>
    <message>
        <source>an encounter table file</source>
        <translation>eine Begegnungstabellen-Datei</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EventJson</name>
    <message>
        <source>expected an event (an object with a name and when it acts)</source>
        <translation>Ereignis erwartet (ein Objekt mit Namen und Zeitpunkt)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not when an event acts (one of: %2)</source>
        <translation>&apos;%1&apos; ist kein Zeitpunkt für ein Ereignis (einer von: %2)</translation>
    </message>
    <message>
        <source>only an event that acts on a count has one</source>
        <translation>nur ein Ereignis, das auf einen Zählwert handelt, hat einen</translation>
    </message>
    <message>
        <source>missing (who arrives)</source>
        <translation>fehlt (wer ankommt)</translation>
    </message>
    <message>
        <source>%1 is not an id of its own</source>
        <translation>%1 ist keine eigene ID</translation>
    </message>
</context>
<context>
    <name>Fray::Io::FightClubReader</name>
    <message>
        <source>expected &lt;compendium&gt;, found &lt;%1&gt;</source>
        <translation>&lt;compendium&gt; erwartet, &lt;%1&gt; gefunden</translation>
    </message>
    <message>
        <source>no &lt;compendium&gt; element</source>
        <translation>kein &lt;compendium&gt;-Element</translation>
    </message>
    <message>
        <source>the file declares a DTD; Fray does not read DTDs or expand entities</source>
        <translation>die Datei deklariert eine DTD; Fray liest keine DTDs und erweitert keine Entitäten</translation>
    </message>
    <message>
        <source>the entity &apos;&amp;%1;&apos; is not expanded</source>
        <translation>die Entität „&amp;%1;“ wird nicht erweitert</translation>
    </message>
    <message>
        <source>the XML ends before it is complete</source>
        <translation>das XML endet, bevor es vollständig ist</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>a text longer than the %1 characters an import takes</source>
        <translation>ein Text länger als die %1 Zeichen, die ein Import nimmt</translation>
    </message>
    <message>
        <source>line %1: &lt;%2&gt; has more than %3 attributes; no element of a Fight Club 5 compendium has that many</source>
        <translation>Zeile %1: &lt;%2&gt; hat mehr als %3 Attribute; kein Element eines Fight-Club-5-Kompendiums hat so viele</translation>
    </message>
</context>
<context>
    <name>Fray::Io::FiveEToolsReader</name>
    <message>
        <source>Other ACs</source>
        <translation>Weitere RK</translation>
    </message>
    <message>
        <source>HP (%1)</source>
        <translation>TP (%1)</translation>
    </message>
    <message>
        <source>%1: copies &apos;%2&apos;, which this file does not hold</source>
        <translation>%1: kopiert „%2“, das diese Datei nicht enthält</translation>
    </message>
    <message>
        <source>Changes to the copied monster (_copy._mod)</source>
        <translation>Änderungen am kopierten Monster (_copy._mod)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignActions</name>
    <message>
        <source>Traits</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Bonus actions</source>
        <translation>Bonusaktionen</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <source>Legendary actions</source>
        <translation>Legendäre Aktionen</translation>
    </message>
    <message>
        <source>Mythic actions</source>
        <translation>Mythische Aktionen</translation>
    </message>
    <message>
        <source>Lair actions</source>
        <translation>Hortaktionen</translation>
    </message>
    <message>
        <source>Trait &apos;%1&apos;</source>
        <translation>Merkmal „%1“</translation>
    </message>
    <message>
        <source>Action &apos;%1&apos;</source>
        <translation>Aktion „%1“</translation>
    </message>
    <message>
        <source>Bonus action &apos;%1&apos;</source>
        <translation>Bonusaktion „%1“</translation>
    </message>
    <message>
        <source>Reaction &apos;%1&apos;</source>
        <translation>Reaktion „%1“</translation>
    </message>
    <message>
        <source>Legendary action &apos;%1&apos;</source>
        <translation>Legendäre Aktion „%1“</translation>
    </message>
    <message>
        <source>Mythic action &apos;%1&apos;</source>
        <translation>Mythische Aktion „%1“</translation>
    </message>
    <message>
        <source>Lair action &apos;%1&apos;</source>
        <translation>Hortaktion „%1“</translation>
    </message>
    <message>
        <source>kept as notes</source>
        <translation>als Notiz übernommen</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignImport</name>
    <message>
        <source>an entry without a name</source>
        <translation>ein Eintrag ohne Namen</translation>
    </message>
    <message>
        <source>Combatant %1</source>
        <translation>Kampfteilnehmer %1</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>encounter %1: %2</source>
        <translation>Begegnung %1: %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message numerus="yes">
        <source>%1, one of %n of that name</source>
        <translation>
            <numerusform>%1, einer von %n dieses Namens</numerusform>
            <numerusform>%1, einer von %n dieses Namens</numerusform>
        </translation>
    </message>
    <message>
        <source>encounter %1: the file holds another of this name; imported as %2</source>
        <translation>Begegnung %1: die Datei enthält eine weitere dieses Namens; importiert als %2</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignJson</name>
    <message>
        <source>expected a text</source>
        <translation>einen Text erwartet</translation>
    </message>
    <message>
        <source>a text of %1 characters is longer than the %2 an import takes</source>
        <translation>ein Text von %1 Zeichen ist länger als die %2, die ein Import nimmt</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>eine ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ein Objekt erwartet</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>eine Liste erwartet</translation>
    </message>
    <message>
        <source>%1 is not a whole number Fray can hold</source>
        <translation>%1 ist keine ganze Zahl, die Fray fassen kann</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ImportReader</name>
    <message>
        <source>stat lines need the ruleset they are written for</source>
        <translation>Wertezeilen brauchen das Regelwerk, für das sie geschrieben sind</translation>
    </message>
    <message>
        <source>&apos;%1&apos; uses an unknown ruleset &apos;%2&apos;</source>
        <translation>&apos;%1&apos; verwendet ein unbekanntes Regelwerk &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Fray encounter</source>
        <translation>Fray-Begegnung</translation>
    </message>
    <message>
        <source>Fray library</source>
        <translation>Fray-Bibliothek</translation>
    </message>
    <message>
        <source>CSV stat lines</source>
        <translation>CSV-Wertezeilen</translation>
    </message>
    <message>
        <source>Improved Initiative</source>
        <translation>Improved Initiative</translation>
    </message>
    <message>
        <source>Fight Club 5 compendium</source>
        <translation>Fight-Club-5-Kompendium</translation>
    </message>
    <message>
        <source>Open5e</source>
        <translation>Open5e</translation>
    </message>
    <message>
        <source>5e.tools bestiary</source>
        <translation>5e.tools-Bestiarium</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <source>this JSON is none of the formats Fray imports (a Fray encounter or library, Improved Initiative, Open5e, 5e.tools)</source>
        <translation>dieses JSON ist keines der Formate, die Fray importiert (eine Fray-Begegnung oder -Bibliothek, Improved Initiative, Open5e, 5e.tools)</translation>
    </message>
    <message>
        <source>%1 files need the ruleset their creatures go into</source>
        <translation>%1-Dateien brauchen das Regelwerk, in das ihre Kreaturen kommen</translation>
    </message>
    <message>
        <source>the file holds no creatures</source>
        <translation>die Datei enthält keine Kreaturen</translation>
    </message>
    <message>
        <source>no creature could be imported: %1</source>
        <translation>keine Kreatur konnte importiert werden: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ImprovedInitiativeReader</name>
    <message>
        <source>a text that is not a JSON object</source>
        <translation>ein Text, der kein JSON-Objekt ist</translation>
    </message>
    <message>
        <source>HP notes (%1)</source>
        <translation>TP-Anmerkungen (%1)</translation>
    </message>
    <message>
        <source>Current HP %1</source>
        <translation>Aktuelle TP %1</translation>
    </message>
    <message>
        <source>Temporary HP %1</source>
        <translation>Temporäre TP %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::LibraryJson</name>
    <message>
        <source>expected character, monster or template</source>
        <translation>character, monster oder template erwartet</translation>
    </message>
    <message>
        <source>expected a combatant (an object with hit points)</source>
        <translation>erwartet wird ein Kämpfer (ein Objekt mit Trefferpunkten)</translation>
    </message>
    <message>
        <source>missing (the entry&apos;s combatant is required)</source>
        <translation>fehlt (der Kämpfer des Eintrags ist nötig)</translation>
    </message>
    <message>
        <source>a library file</source>
        <translation>eine Bibliotheksdatei</translation>
    </message>
    <message>
        <source>missing (a list of entries is required)</source>
        <translation>fehlt (eine Liste der Einträge ist nötig)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::MemberUpdateJson</name>
    <message>
        <source>a history entry</source>
        <translation>ein Verlaufseintrag</translation>
    </message>
</context>
<context>
    <name>Fray::Io::NameClashes</name>
    <message>
        <source>%1: skipped</source>
        <translation>%1: übersprungen</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>%1: replaces the library&apos;s entry</source>
        <translation>%1: ersetzt den Eintrag der Bibliothek</translation>
    </message>
    <message>
        <source>replaces the library&apos;s entry</source>
        <translation>ersetzt den Eintrag der Bibliothek</translation>
    </message>
    <message>
        <source>%1: renamed %2</source>
        <translation>%1: umbenannt in %2</translation>
    </message>
    <message>
        <source>renamed %1</source>
        <translation>umbenannt in %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n times</source>
        <translation>
            <numerusform>%1 %n-mal</numerusform>
            <numerusform>%1 %n-mal</numerusform>
        </translation>
    </message>
    <message>
        <source>replaced by a later %1 of the file</source>
        <translation>ersetzt durch ein späteres %1 der Datei</translation>
    </message>
    <message>
        <source>%1: replaces the file&apos;s earlier %1</source>
        <translation>%1: ersetzt das frühere %1 der Datei</translation>
    </message>
    <message>
        <source>replaces the file&apos;s earlier entry</source>
        <translation>ersetzt den früheren Eintrag der Datei</translation>
    </message>
</context>
<context>
    <name>Fray::Io::PhraseJson</name>
    <message>
        <source>nested more than %1 deep</source>
        <translation>mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>expected a text, a whole number or an object</source>
        <translation>erwartet einen Text, eine ganze Zahl oder ein Objekt</translation>
    </message>
    <message>
        <source>expected a list of parts</source>
        <translation>erwartet eine Liste von Teilen</translation>
    </message>
    <message>
        <source>must be from 0 to %1, not %2</source>
        <translation>muss von 0 bis %1 sein, nicht %2</translation>
    </message>
</context>
<context>
    <name>Fray::Io::StatBlockMapper</name>
    <message>
        <source>no place in this ruleset</source>
        <translation>kein Platz in diesem Regelwerk</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Vorgabe)</translation>
    </message>
    <message>
        <source>the file gives no %1</source>
        <translation>die Datei gibt kein(e) %1 an</translation>
    </message>
    <message>
        <source>(%1, raised to the ruleset&apos;s minimum)</source>
        <translation>(%1, auf das Minimum des Regelwerks angehoben)</translation>
    </message>
    <message>
        <source>(%1, lowered to the ruleset&apos;s maximum)</source>
        <translation>(%1, auf das Maximum des Regelwerks gesenkt)</translation>
    </message>
    <message>
        <source>hit points must be at least 1</source>
        <translation>Trefferpunkte müssen mindestens 1 sein</translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation>Trefferwürfel</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>no damage given</source>
        <translation>kein Schaden angegeben</translation>
    </message>
    <message>
        <source>Attack bonuses (%1)</source>
        <translation>Angriffsboni (%1)</translation>
    </message>
    <message>
        <source>Attacks per round</source>
        <translation>Angriffe pro Runde</translation>
    </message>
    <message>
        <source>AC note (%1)</source>
        <translation>RK-Anmerkung (%1)</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Verwendung</translation>
    </message>
    <message>
        <source>Fray takes %1 to %2</source>
        <translation>Fray nimmt %1 bis %2</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Fray cannot take the file&apos;s %1</source>
        <translation>Fray kann %1 der Datei nicht übernehmen</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; bonus %2</source>
        <translation>Angriff &apos;%1&apos; Bonus %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; damage %2</source>
        <translation>Angriff &apos;%1&apos; Schaden %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; %2</source>
        <translation>Angriff &apos;%1&apos; %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos;</source>
        <translation>Angriff &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>Fray::Io::StatText</name>
    <message>
        <source>not a whole number Fray can hold</source>
        <translation>keine ganze Zahl, die Fray fassen kann</translation>
    </message>
</context>
<context>
    <name>Fray::Json::FileHeader</name>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; erwartet, &quot;%2&quot; gefunden</translation>
    </message>
    <message>
        <source>this file needs a newer Fray (format version %1; this Fray reads up to %2)</source>
        <translation>diese Datei benötigt eine neuere Fray-Version (Formatversion %1; diese Version liest bis %2)</translation>
    </message>
    <message>
        <source>must be 1 or more, not %1</source>
        <translation>muss 1 oder mehr sein, nicht %1</translation>
    </message>
</context>
<context>
    <name>Fray::Json::JsonValue</name>
    <message>
        <source>expected a list</source>
        <translation>Liste erwartet</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>missing (a text is required)</source>
        <translation>fehlt (ein Text ist erforderlich)</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>Text erwartet</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>expected a whole number, not %1</source>
        <translation>ganze Zahl erwartet, nicht %1</translation>
    </message>
    <message>
        <source>missing (a whole number is required)</source>
        <translation>fehlt (eine ganze Zahl ist erforderlich)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>kein gültiges JSON in Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object</source>
        <translation>%1 muss ein JSON-Objekt enthalten</translation>
    </message>
</context>
<context>
    <name>Fray::LocalText</name>
    <message>
        <source>expected a text, or the text in several languages such as {&quot;en&quot;: &quot;Dead&quot;, &quot;de&quot;: &quot;Tot&quot;}</source>
        <translation>Text erwartet, oder der Text in mehreren Sprachen wie {&quot;en&quot;: &quot;Dead&quot;, &quot;de&quot;: &quot;Tot&quot;}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a language code (such as de, or pt_BR with its country)</source>
        <translation>„%1“ ist kein Sprachcode (wie de, oder pt_BR mit dem Land)</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>Text erwartet</translation>
    </message>
    <message>
        <source>empty: leave the language out to show the English text</source>
        <translation>leer: lassen Sie die Sprache weg, damit der englische Text erscheint</translation>
    </message>
    <message>
        <source>the English text (&quot;en&quot;) is missing: every language without a text of its own shows it</source>
        <translation>der englische Text („en“) fehlt: jede Sprache ohne eigenen Text zeigt ihn</translation>
    </message>
</context>
<context>
    <name>Fray::NumberText</name>
    <message>
        <source>&lt;%1%</source>
        <translation>&lt;%1&#xa0;%</translation>
    </message>
    <message>
        <source>&gt;%1%</source>
        <translation>&gt;%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::CompiledCheck</name>
    <message>
        <source>roll &apos;%1&apos;: %2</source>
        <translation>Wurf „%1“: %2</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos;: %2</source>
        <translation>Bedingung „%1“: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; leaves the 64-bit integer range</source>
        <translation>„%1“ verlässt den 64-Bit-Ganzzahlbereich</translation>
    </message>
    <message>
        <source>no band takes the roll %1</source>
        <translation>kein Bereich erfasst den Wurf %1</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::OddsCalculator</name>
    <message>
        <source>%1 has no check &apos;%2&apos;</source>
        <translation>%1 kennt keine Probe „%2“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable of %2 (it has: %3)</source>
        <translation>„%1“ ist keine Variable von %2 (vorhanden: %3)</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 muss zwischen %2 und %3 liegen, nicht %4</translation>
    </message>
    <message>
        <source>derived value &apos;%1&apos;: %2</source>
        <translation>abgeleiteter Wert „%1“: %2</translation>
    </message>
    <message>
        <source>outcome &apos;%1&apos;: %2</source>
        <translation>Ergebnis „%1“: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a modifier of %2</source>
        <translation>„%1“ ist kein Modifikator von %2</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos; is given twice</source>
        <translation>Modifikator „%1“ ist doppelt angegeben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; cannot both apply: both are %3</source>
        <translation>„%1“ und „%2“ können nicht beide gelten: beide sind %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; do not stack</source>
        <translation>„%1“ und „%2“ sind nicht kumulativ</translation>
    </message>
    <message>
        <source>&apos;%1&apos; counts %2: give the count as %1=N</source>
        <translation>„%1“ zählt %2: geben Sie die Anzahl als %1=N an</translation>
    </message>
    <message>
        <source>something</source>
        <translation>etwas</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos;: %2</source>
        <translation>Modifikator „%1“: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) has no number in the rules: give one as %1=N</source>
        <translation>„%1“ (%2) hat im Regelwerk keine Zahl: geben Sie eine als %1=N an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable of %2</source>
        <translation>„%1“ ist keine Variable von %2</translation>
    </message>
    <message>
        <source>the modifiers ask for different rolls: %1</source>
        <translation>die Modifikatoren verlangen verschiedene Würfe: %1</translation>
    </message>
    <message>
        <source>a modifier leaves the 64-bit integer range</source>
        <translation>ein Modifikator verlässt den 64-Bit-Ganzzahlbereich</translation>
    </message>
    <message>
        <source>%1 needs a value for &apos;%2&apos; (%3)</source>
        <translation>%1 braucht einen Wert für „%2“ (%3)</translation>
    </message>
    <message>
        <source>the outcomes add up to %1 instead of 1; the ruleset&apos;s bands leave rolls out</source>
        <translation>die Ergebnisse ergeben zusammen %1 statt 1; die Bereiche des Regelwerks lassen Würfe aus</translation>
    </message>
    <message>
        <source>damage formula &apos;%1&apos; with damage %2: %3</source>
        <translation>Schadensformel „%1“ mit Schaden %2: %3</translation>
    </message>
    <message>
        <source>the step must be above zero</source>
        <translation>die Schrittweite muss größer als null sein</translation>
    </message>
    <message>
        <source>&apos;from&apos; (%1) is above &apos;to&apos; (%2)</source>
        <translation>„from“ (%1) ist größer als „to“ (%2)</translation>
    </message>
    <message>
        <source>a curve has at most %1 points</source>
        <translation>eine Kurve hat höchstens %1 Punkte</translation>
    </message>
    <message>
        <source>at %1 = %2: %3</source>
        <translation>bei %1 = %2: %3</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::RuleComparison</name>
    <message>
        <source>under %1: %2</source>
        <translation>unter %1: %2</translation>
    </message>
    <message>
        <source>the range runs from its first value up to its last, in steps of 1 or more</source>
        <translation>der Bereich läuft vom ersten Wert bis zum letzten, in Schritten von 1 oder mehr</translation>
    </message>
    <message>
        <source>at most %1 points</source>
        <translation>höchstens %1 Punkte</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2: %3</translation>
    </message>
</context>
<context>
    <name>Fray::OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
</context>
<context>
    <name>Fray::Party::BringPartyCommand</name>
    <message>
        <source>Bring the Party</source>
        <translation>Gruppe hinzuholen</translation>
    </message>
    <message>
        <source>the party joins before the fight starts; add a member from the library to a fight under way</source>
        <translation>die Gruppe kommt vor Kampfbeginn hinzu; fügen Sie einem laufenden Kampf ein Mitglied aus der Bibliothek hinzu</translation>
    </message>
    <message>
        <source>the fight already has a combatant called %1; rename it first</source>
        <translation>der Kampf hat schon einen Kampfteilnehmer namens %1; benennen Sie ihn zuerst um</translation>
    </message>
    <message>
        <source>no member of the party is missing from this fight (members of %1 join it)</source>
        <translation>kein Mitglied der Gruppe fehlt in diesem Kampf (Mitglieder in %1 kommen hinzu)</translation>
    </message>
    <message>
        <source>The party joins: %1</source>
        <translation>Die Gruppe kommt hinzu: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Party::MemberChanges</name>
    <message>
        <source>%1 %2 → %3 of %4</source>
        <translation>%1 %2 → %3 von %4</translation>
    </message>
    <message>
        <source>subdual damage %1 → %2</source>
        <translation>Betäubungsschaden %1 → %2</translation>
    </message>
    <message>
        <source>no longer %1</source>
        <translation>nicht mehr %1</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>jetzt %1</translation>
    </message>
    <message>
        <source>keeps %1</source>
        <translation>behält %1</translation>
    </message>
    <message>
        <source>%1 ends</source>
        <translation>%1 endet</translation>
    </message>
</context>
<context>
    <name>Fray::Party::PartyRest</name>
    <message numerus="yes">
        <source>%n hit point(s) each</source>
        <translation>
            <numerusform>%n Trefferpunkt je Mitglied</numerusform>
            <numerusform>%n Trefferpunkte je Mitglied</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to full</source>
        <translation>Wieder voll</translation>
    </message>
    <message>
        <source>%1 names no rests; rest by hit points or back to full</source>
        <translation>%1 nennt keine Rasten; rasten Sie mit Trefferpunkten oder wieder voll</translation>
    </message>
    <message>
        <source>%1 has no rest &apos;%2&apos; (it has: %3)</source>
        <translation>%1 hat keine Rast &apos;%2&apos; (vorhanden: %3)</translation>
    </message>
    <message>
        <source>a rest gives between 0 and %1 hit points, not %2</source>
        <translation>eine Rast gibt zwischen 0 und %1 Trefferpunkten, nicht %2</translation>
    </message>
    <message>
        <source>dead: the rest gives nothing back</source>
        <translation>tot: die Rast gibt nichts zurück</translation>
    </message>
    <message>
        <source>%1: the rest&apos;s hit points %2 cannot be rolled: %3</source>
        <translation>%1: die Trefferpunkte der Rast %2 lassen sich nicht würfeln: %3</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>gewürfelt %1</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::PageText</name>
    <message>
        <source>Fray — Players</source>
        <translation>Fray — Spieler</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Verbindung verloren — verbinde neu…</translation>
    </message>
    <message>
        <source>Waiting for the fight</source>
        <translation>Warten auf den Kampf</translation>
    </message>
    <message>
        <source>No fight is open</source>
        <translation>Kein Kampf ist geöffnet</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Vor dem Kampf</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Chances to hit %1</source>
        <translation>Trefferchancen gegen %1</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Noch kein Ziel</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Foes</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>My odds</source>
        <translation>Meine Chancen</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <source>%1 to hit</source>
        <translation>%1 Trefferchance</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 Schaden</translation>
    </message>
    <message>
        <source>No odds for this choice</source>
        <translation>Keine Chancen für diese Wahl</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Am Zug: %1</translation>
    </message>
    <message>
        <source>This link has expired</source>
        <translation>Dieser Link ist abgelaufen</translation>
    </message>
    <message>
        <source>Ask the GM for the new code.</source>
        <translation>Bitte die Spielleitung nach dem neuen Code fragen.</translation>
    </message>
    <message>
        <source>%1 chance to be out before your next turn</source>
        <translation>%1 Chance, vor deinem nächsten Zug auszufallen</translation>
    </message>
    <message>
        <source>%1 chance to be out before the round ends</source>
        <translation>%1 Chance, vor Rundenende auszufallen</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::PlayerView</name>
    <message>
        <source>down</source>
        <translation>am Boden</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>badly wounded</source>
        <translation>schwer verwundet</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::Standing</name>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>kampfunfähig</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>geflohen</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ComparisonSheet</name>
    <message>
        <source>Hit (A)</source>
        <translation>Treffer (A)</translation>
    </message>
    <message>
        <source>Hit (B)</source>
        <translation>Treffer (B)</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Damage (A)</source>
        <translation>Schaden (A)</translation>
    </message>
    <message>
        <source>Damage (B)</source>
        <translation>Schaden (B)</translation>
    </message>
    <message>
        <source>Drops in 1 · 2 · 3 rounds (A)</source>
        <translation>Fällt in 1 · 2 · 3 Runden (A)</translation>
    </message>
    <message>
        <source>Drops in 1 · 2 · 3 rounds (B)</source>
        <translation>Fällt in 1 · 2 · 3 Runden (B)</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1 (jetzt)</translation>
    </message>
    <message>
        <source>%1: the party wins %2 under A (%3) and %4 under B (%5), %6.</source>
        <translation>%1: die Gruppe gewinnt %2 unter A (%3) und %4 unter B (%5), %6.</translation>
    </message>
    <message>
        <source>Fray</source>
        <translation>Fray</translation>
    </message>
    <message>
        <source>House rule A against B</source>
        <translation>Hausregel A gegen B</translation>
    </message>
    <message>
        <source>A: %1 — B: %2</source>
        <translation>A: %1 — B: %2</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>cannot start printing</source>
        <translation>Drucken lässt sich nicht starten</translation>
    </message>
    <message>
        <source>printing stopped before the last page</source>
        <translation>das Drucken brach vor der letzten Seite ab</translation>
    </message>
    <message>
        <source>the table does not fit the paper</source>
        <translation>die Tabelle passt nicht aufs Papier</translation>
    </message>
</context>
<context>
    <name>Fray::Print::OddsChartSheet</name>
    <message>
        <source>%1 has no attack check</source>
        <translation>%1 hat keine Angriffsprobe</translation>
    </message>
    <message>
        <source>%1&apos;s attack has no value to chart</source>
        <translation>der Angriff von %1 hat keinen Wert, der sich als Diagramm zeigen ließe</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Treffer gesamt</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1: %2 gegen %3</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>%1 %2 %3.</source>
        <translation>%1 %2 %3.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>At %1 %2: %3.</source>
        <translation>Bei %1 %2: %3.</translation>
    </message>
    <message>
        <source> Expected damage %1 per attack (%2).</source>
        <translation> Erwarteter Schaden %1 pro Angriff (%2).</translation>
    </message>
    <message>
        <source>%1 is given by the GM with each attack.</source>
        <translation>%1 nennt der Spielleiter bei jedem Angriff.</translation>
    </message>
    <message>
        <source>No chart: %1</source>
        <translation>Kein Diagramm: %1</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>jetzt %1</translation>
    </message>
    <message>
        <source>%1 has no modifier &apos;%2&apos;</source>
        <translation>%1 hat keinen Modifikator „%2“</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <translation>%1 (bei %2)</translation>
    </message>
    <message>
        <source>No situational modifiers.</source>
        <translation>Keine Situationsmodifikatoren.</translation>
    </message>
    <message>
        <source>With: %1.</source>
        <translation>Mit: %1.</translation>
    </message>
</context>
<context>
    <name>Fray::Print::PageLayouter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ReferenceOdds</name>
    <message>
        <source>%1 has no attack check</source>
        <translation>%1 hat keine Angriffsprobe</translation>
    </message>
    <message>
        <source>%1&apos;s attack has no value to tabulate</source>
        <translation>der Angriff von %1 hat keinen Wert, der sich als Tabelle zeigen ließe</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> Other values: %1.</source>
        <translation> Übrige Werte: %1.</translation>
    </message>
    <message>
        <source>Chance to hit on %1</source>
        <translation>Trefferchance mit %1</translation>
    </message>
    <message>
        <source>Rows: %1. Columns: %2. Each cell: the chance of any hitting result, natural rolls included.%3</source>
        <translation>Zeilen: %1. Spalten: %2. Jede Zelle: die Chance auf irgendein Trefferergebnis, natürliche Würfe eingeschlossen.%3</translation>
    </message>
    <message>
        <source>%1 →</source>
        <translation>%1 →</translation>
    </message>
    <message>
        <source>Chance of each result on %1</source>
        <translation>Chance jedes Ergebnisses mit %1</translation>
    </message>
    <message>
        <source>Rows: %1.%2</source>
        <translation>Zeilen: %1.%2</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Treffer gesamt</translation>
    </message>
    <message>
        <source>Rolls on %1 for each result</source>
        <translation>Würfe mit %1 für jedes Ergebnis</translation>
    </message>
    <message>
        <source>Rows: %1. Each cell: the rolls that give the result, natural and automatic results included.%2</source>
        <translation>Zeilen: %1. Jede Zelle: die Würfe, die das Ergebnis bringen, natürliche und automatische Ergebnisse eingeschlossen.%2</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ReferenceSheet</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>Quelle: %1.</translation>
    </message>
    <message>
        <source>Phases: %1.</source>
        <translation>Phasen: %1.</translation>
    </message>
    <message>
        <source>Any other roll</source>
        <translation>Jeder andere Wurf</translation>
    </message>
    <message>
        <source>%1, when %2</source>
        <translation>%1, wenn %2</translation>
    </message>
    <message>
        <source>roll again: %1</source>
        <translation>erneut würfeln: %1</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 Schaden</translation>
    </message>
    <message>
        <source>Attack roll: %1</source>
        <translation>Angriffswurf: %1</translation>
    </message>
    <message>
        <source>Other rolls a modifier can call for: %1.</source>
        <translation>Andere Würfe, die ein Modifikator verlangen kann: %1.</translation>
    </message>
    <message>
        <source>The first line that holds decides; indented lines are the follow-up roll.</source>
        <translation>Die erste zutreffende Zeile entscheidet; eingerückte Zeilen sind der Folgewurf.</translation>
    </message>
    <message>
        <source>attack roll</source>
        <translation>Angriffswurf</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>odds</source>
        <translation>Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <source>Damage pools: %1.</source>
        <translation>Schadensarten: %1.</translation>
    </message>
    <message>
        <source>Situational modifiers</source>
        <translation>Situationsmodifikatoren</translation>
    </message>
    <message>
        <source>Only one modifier of a group applies. Where no number is given, the GM gives one.</source>
        <translation>Von einer Gruppe gilt nur ein Modifikator. Wo keine Zahl steht, nennt der Spielleiter eine.</translation>
    </message>
    <message>
        <source>modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>%1 states</source>
        <translation>%1-Zustände</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>The first state whose condition holds applies.</source>
        <translation>Es gilt der erste Zustand, dessen Bedingung erfüllt ist.</translation>
    </message>
    <message>
        <source>HP states</source>
        <translation>TP-Zustände</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Not given in the source: the GM fills it in.</source>
        <translation>In der Quelle nicht angegeben: der Spielleiter trägt es ein.</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>An action on %1 or lower is lost.</source>
        <translation>Eine Aktion auf %1 oder niedriger verfällt.</translation>
    </message>
    <message>
        <source>%1 and above</source>
        <translation>%1 und höher</translation>
    </message>
    <message>
        <source>%1 and below</source>
        <translation>%1 und niedriger</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Windows: %1.</source>
        <translation>Zeitfenster: %1.</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>× %1/%2</source>
        <translation>× %1/%2</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>kein Wurf</translation>
    </message>
    <message>
        <source>Attacks kept: %1.</source>
        <translation>Verbleibende Angriffe: %1.</translation>
    </message>
    <message>
        <source>goes first</source>
        <translation>handelt zuerst</translation>
    </message>
    <message>
        <source>goes last</source>
        <translation>handelt zuletzt</translation>
    </message>
    <message>
        <source>first and last</source>
        <translation>zuerst und zuletzt</translation>
    </message>
    <message>
        <source>on the other&apos;s count</source>
        <translation>auf dem Initiativewert des anderen</translation>
    </message>
    <message>
        <source>%1 (round 1)</source>
        <translation>%1 (Runde 1)</translation>
    </message>
    <message>
        <source>Source: %1, %2.</source>
        <translation>Quelle: %1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>A round is %n seconds.</source>
        <translation>
            <numerusform>Eine Runde dauert %n Sekunde.</numerusform>
            <numerusform>Eine Runde dauert %n Sekunden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Print::RosterSheet</name>
    <message>
        <source>%1 (lost)</source>
        <translation>%1 (verloren)</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>Attack values: %1.</source>
        <translation>Angriffswerte: %1.</translation>
    </message>
    <message>
        <source>Attack values are not used: the GM gives the numbers with each attack.</source>
        <translation>Angriffswerte werden nicht verwendet: der Spielleiter nennt die Zahlen bei jedem Angriff.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>unit of %1</source>
        <translation>Einheit aus %1</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source> (now %1)</source>
        <translation> (jetzt %1)</translation>
    </message>
    <message>
        <source> · each box %1 %2</source>
        <translation> · je Kästchen %1 %2</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>Zustände: %1</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Init.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message numerus="yes">
        <source>%n attacks a round</source>
        <translation>
            <numerusform>%n Angriff pro Runde</numerusform>
            <numerusform>%n Angriffe pro Runde</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>Roll: %1</source>
        <translation>Wurf: %1</translation>
    </message>
    <message>
        <source>Arriving: %1 × %2</source>
        <translation>Ankunft: %1 × %2</translation>
    </message>
</context>
<context>
    <name>Fray::Print::SheetOptions</name>
    <message>
        <source>Roster</source>
        <translation>Kampfliste</translation>
    </message>
    <message>
        <source>Stat blocks</source>
        <translation>Wertekästen</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Bögen</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Wandernde Monster</translation>
    </message>
</context>
<context>
    <name>Fray::Print::SheetPrinter</name>
    <message>
        <source>no ruleset to print with</source>
        <translation>kein Regelwerk zum Drucken</translation>
    </message>
    <message>
        <source>Fray · %1</source>
        <translation>Fray · %1</translation>
    </message>
    <message>
        <source>cannot start printing</source>
        <translation>der Druck kann nicht beginnen</translation>
    </message>
    <message>
        <source>printing stopped before the last page</source>
        <translation>der Druck brach vor der letzten Seite ab</translation>
    </message>
    <message>
        <source>Fray</source>
        <translation>Fray</translation>
    </message>
</context>
<context>
    <name>Fray::Print::StatBlockSheet</name>
    <message>
        <source>%1 · attack values: %2</source>
        <translation>%1 · Angriffswerte: %2</translation>
    </message>
    <message>
        <source>%1 · attack values are not used: the GM gives the numbers with each attack</source>
        <translation>%1 · Angriffswerte werden nicht verwendet: der Spielleiter nennt die Zahlen bei jedem Angriff</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>unit of %1</source>
        <translation>Einheit aus %1</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>Zustände: %1</translation>
    </message>
    <message>
        <source>each box %1 %2</source>
        <translation>jedes Kästchen %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 ×%n</source>
        <translation>
            <numerusform>%1 ×%n</numerusform>
            <numerusform>%1 ×%n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2–%3</source>
        <translation>%1 %2–%3</translation>
    </message>
    <message numerus="yes">
        <source>%n attacks a round</source>
        <translation>
            <numerusform>%n Angriff pro Runde</numerusform>
            <numerusform>%n Angriffe pro Runde</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Uses, each: %1</source>
        <translation>Verwendungen, je: %1</translation>
    </message>
    <message>
        <source>Uses: %1</source>
        <translation>Verwendungen: %1</translation>
    </message>
    <message>
        <source>Reminders: %1</source>
        <translation>Erinnerungen: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Print::WanderingSheet</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The campaign has no wandering-monster table for %1 yet: Encounter › Wandering Monsters makes one.</source>
        <translation>Die Kampagne hat noch keine Tabelle wandernder Monster für %1: Begegnung › Wandernde Monster legt eine an.</translation>
    </message>
    <message>
        <source>Encounter order</source>
        <translation>Begegnungsablauf</translation>
    </message>
    <message>
        <source>%1 gives no order for meeting foes.</source>
        <translation>%1 gibt keinen Ablauf für Begegnungen mit Gegnern vor.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>on the table %1</source>
        <translation>auf der Tabelle %1</translation>
    </message>
    <message>
        <source>%1, on the table %2</source>
        <translation>%1, auf der Tabelle %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 auf %2: %3</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Wandernde Monster</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>How many come: %1.</source>
        <translation>Wie viele kommen: %1.</translation>
    </message>
</context>
<context>
    <name>Fray::Record::LogExport</name>
    <message>
        <source>Fight record</source>
        <translation>Kampfbericht</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · Runde %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Vor dem Kampf</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Kampfteilnehmer</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n rounds left)</source>
        <translation>
            <numerusform>%1 (noch %n Runde)</numerusform>
            <numerusform>%1 (noch %n Runden)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Kampfteilnehmer</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Expected hits</source>
        <translation>Erwartete Treffer</translation>
    </message>
    <message>
        <source>This well or worse</source>
        <translation>So gut oder schlechter</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Chance to hit</source>
        <translation>Trefferchance</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>No attacks were rolled in Fray.</source>
        <translation>In Fray wurden keine Angriffe gewürfelt.</translation>
    </message>
    <message>
        <source>Each combatant&apos;s hits against the hits its odds promised, and the exact chance of hitting that often or less.</source>
        <translation>Die Treffer jedes Kampfteilnehmers gegen die von seinen Chancen versprochenen, und die genaue Wahrscheinlichkeit, so oft oder seltener zu treffen.</translation>
    </message>
    <message>
        <source>Attacks rolled</source>
        <translation>Gewürfelte Angriffe</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::BuiltinVariables</name>
    <message>
        <source>max %1</source>
        <translation>max. %1</translation>
    </message>
    <message>
        <source>starting %1</source>
        <translation>%1 zu Beginn</translation>
    </message>
    <message>
        <source>temporary %1</source>
        <translation>temporäre %1</translation>
    </message>
    <message>
        <source>subdual damage</source>
        <translation>nichttödlicher Schaden</translation>
    </message>
    <message>
        <source>damage taken</source>
        <translation>erlittener Schaden</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>der Wurf</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ConditionFlags</name>
    <message>
        <source>cannot act</source>
        <translation>kann nicht handeln</translation>
    </message>
    <message>
        <source>no attacks</source>
        <translation>keine Angriffe</translation>
    </message>
    <message>
        <source>loses its remaining attacks</source>
        <translation>verliert seine übrigen Angriffe</translation>
    </message>
    <message>
        <source>no DEX to defence</source>
        <translation>kein GE-Bonus auf die Verteidigung</translation>
    </message>
    <message>
        <source>no shield</source>
        <translation>kein Schild</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>kann sich nicht bewegen</translation>
    </message>
    <message>
        <source>defenceless</source>
        <translation>wehrlos</translation>
    </message>
    <message>
        <source>prone</source>
        <translation>liegend</translation>
    </message>
    <message>
        <source>no spells</source>
        <translation>keine Zauber</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>überrascht</translation>
    </message>
    <message>
        <source>fled: out of the fight, not dead</source>
        <translation>geflohen: aus dem Kampf, nicht tot</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::DisplayNames</name>
    <message>
        <source>party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>foes</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>neutrals</source>
        <translation>Neutrale</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>missile</source>
        <translation>Geschoss</translation>
    </message>
    <message>
        <source>touch</source>
        <translation>Berührung</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::EncounterRulesReader</name>
    <message>
        <source>the attack has no roll variant &apos;%1&apos;</source>
        <translation>der Angriff hat keine Wurfvariante „%1“</translation>
    </message>
    <message>
        <source>unknown variable &apos;%1&apos;</source>
        <translation>unbekannte Variable „%1“</translation>
    </message>
    <message>
        <source>expected start_of_round, end_of_round or now_and_end_of_round</source>
        <translation>start_of_round, end_of_round oder now_and_end_of_round erwartet</translation>
    </message>
    <message>
        <source>expected instant, rest_of_round, rounds, until_removed or until_event</source>
        <translation>instant, rest_of_round, rounds, until_removed oder until_event erwartet</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos; is defined twice</source>
        <translation>Zustand „%1“ ist doppelt definiert</translation>
    </message>
    <message>
        <source>unknown flag &apos;%1&apos; (known: %2)</source>
        <translation>unbekanntes Flag „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>unknown condition &apos;%1&apos;</source>
        <translation>unbekannter Zustand „%1“</translation>
    </message>
    <message>
        <source>cyclic reference: %1</source>
        <translation>zyklischer Verweis: %1</translation>
    </message>
    <message>
        <source>expected immediate or end_of_round</source>
        <translation>immediate oder end_of_round erwartet</translation>
    </message>
    <message>
        <source>expected the id of another HP state, not &apos;%1&apos;</source>
        <translation>ID eines anderen TP-Zustands erwartet, nicht „%1“</translation>
    </message>
    <message>
        <source>missing (every ruleset needs an initiative scheme)</source>
        <translation>fehlt (jedes Regelwerk braucht ein Initiativeschema)</translation>
    </message>
    <message>
        <source>missing (who rolls: combatant, group, side or attack)</source>
        <translation>fehlt (wer würfelt: combatant, group, side oder attack)</translation>
    </message>
    <message>
        <source>give a &apos;roll&apos;, a static &apos;value&apos; or &apos;per_attack&apos; dice</source>
        <translation>geben Sie „roll“, einen festen „value“ oder „per_attack“-Würfel an</translation>
    </message>
    <message>
        <source>expected high_first or low_first</source>
        <translation>high_first oder low_first erwartet</translation>
    </message>
    <message>
        <source>expected each_round or once</source>
        <translation>each_round oder once erwartet</translation>
    </message>
    <message>
        <source>expected immediate or simultaneous_ties</source>
        <translation>immediate oder simultaneous_ties erwartet</translation>
    </message>
    <message>
        <source>expected stat, weapon_class, skill, simultaneous or reroll</source>
        <translation>stat, weapon_class, skill, simultaneous oder reroll erwartet</translation>
    </message>
    <message>
        <source>unknown stat &apos;%1&apos;</source>
        <translation>unbekannter Wert „%1“</translation>
    </message>
    <message>
        <source>expected [numerator, denominator]</source>
        <translation>[Zähler, Nenner] erwartet</translation>
    </message>
    <message>
        <source>both parts must be above zero</source>
        <translation>beide Teile müssen größer als null sein</translation>
    </message>
    <message>
        <source>expected first, last, first_and_last or on_count_of</source>
        <translation>first, last, first_and_last oder on_count_of erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not combatant, group, side or attack</source>
        <translation>„%1“ ist nicht combatant, group, side oder attack</translation>
    </message>
    <message>
        <source>expected side or combatant</source>
        <translation>side oder combatant erwartet</translation>
    </message>
    <message>
        <source>unknown check &apos;%1&apos;</source>
        <translation>unbekannte Probe „%1“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of check &apos;%2&apos;</source>
        <translation>„%1“ ist kein Ergebnis der Probe „%2“</translation>
    </message>
    <message>
        <source>expected a reminder: {&quot;text&quot;: …, &quot;when&quot;: …}</source>
        <translation>Erinnerung erwartet: {&quot;text&quot;: …, &quot;when&quot;: …}</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>eine Erinnerung braucht einen Text</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>&apos;%1&apos; ist kein Zeitpunkt (einer von: %2)</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>Rast</translation>
    </message>
    <message>
        <source>expected a remedy: {&quot;label&quot;: …, &quot;heal&quot;: … or &quot;aid&quot;: true}</source>
        <translation>Hilfe erwartet: {&quot;label&quot;: …, &quot;heal&quot;: … oder &quot;aid&quot;: true}</translation>
    </message>
    <message>
        <source>a remedy needs a label</source>
        <translation>eine Hilfe braucht eine Bezeichnung (label)</translation>
    </message>
    <message>
        <source>a remedy either heals (heal) or stops a tick (aid: true), one of them</source>
        <translation>eine Hilfe heilt entweder (heal) oder stoppt einen Tick (aid: true), nur eines von beiden</translation>
    </message>
    <message>
        <source>aid stops a tick, and this state has no tick</source>
        <translation>aid stoppt einen Tick, und dieser Zustand hat keinen Tick</translation>
    </message>
    <message>
        <source>a remedy belongs to an end_of_round state or to a state with a tick</source>
        <translation>eine Hilfe gehört zu einem end_of_round-Zustand oder zu einem Zustand mit Tick</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be worked out: %2</source>
        <translation>&apos;%1&apos; lässt sich nicht ausrechnen: %2</translation>
    </message>
    <message>
        <source>a rest gives at most %1 hit points; &apos;%2&apos; can give %3</source>
        <translation>eine Rast gibt höchstens %1 TP; &apos;%2&apos; kann %3 geben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a side of this ruleset</source>
        <translation>„%1“ ist keine Seite dieses Regelwerks</translation>
    </message>
    <message>
        <source>expected group, combatant or side</source>
        <translation>group, combatant oder side erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>„%1“ ist kein Wert dieses Regelwerks</translation>
    </message>
    <message>
        <source>check &apos;%1&apos; does not read @%2: it cannot weigh the score</source>
        <translation>Probe „%1“ liest @%2 nicht: Sie kann den Wert nicht berücksichtigen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment for a morale check (one of: %2)</source>
        <translation>„%1“ ist kein Moment für eine Moralprobe (einer von: %2)</translation>
    </message>
    <message>
        <source>must be from 0 (never) to %1</source>
        <translation>muss zwischen 0 (nie) und %1 liegen</translation>
    </message>
    <message>
        <source>expected dead or down</source>
        <translation>dead oder down erwartet</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos; needs the flag &quot;fled&quot;</source>
        <translation>Zustand „%1“ braucht das Merkmal &quot;fled&quot;</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::EncounterStep</name>
    <message>
        <source>&apos;%1&apos; is not a step Fray knows (one of: %2)</source>
        <translation>„%1“ ist kein Schritt, den Fray kennt (einer von: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes twice</source>
        <translation>„%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>a surprise step needs the ruleset&apos;s surprise rule</source>
        <translation>ein Überraschungsschritt braucht die Überraschungsregel des Regelwerks</translation>
    </message>
    <message>
        <source>a morale step needs the ruleset&apos;s morale rule</source>
        <translation>ein Moralschritt braucht die Moralregel des Regelwerks</translation>
    </message>
    <message>
        <source>must be from 1 to 1000</source>
        <translation>muss zwischen 1 und 1000 liegen</translation>
    </message>
    <message>
        <source>a scale or a unit needs a roll</source>
        <translation>ein Faktor oder eine Einheit braucht einen Wurf</translation>
    </message>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation>unbekannte Tabelle „%1“</translation>
    </message>
    <message>
        <source>expected a result (1) or a range of them (1-5)</source>
        <translation>ein Ergebnis (1) oder ein Bereich (1-5) erwartet</translation>
    </message>
    <message>
        <source>the range runs backwards</source>
        <translation>der Bereich läuft rückwärts</translation>
    </message>
    <message>
        <source>%1 never rolls %2</source>
        <translation>%1 würfelt nie %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ExpressionChecker</name>
    <message>
        <source>missing (an expression is required)</source>
        <translation>fehlt (ein Ausdruck ist erforderlich)</translation>
    </message>
    <message>
        <source>expected an expression (text) or a whole number</source>
        <translation>Ausdruck (Text) oder ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: dice are not allowed here</source>
        <translation>„%1“: Würfel sind hier nicht erlaubt</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown variable &apos;@%2&apos;</source>
        <translation>„%1“: unbekannte Variable „@%2“</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown table &apos;%2&apos;</source>
        <translation>„%1“: unbekannte Tabelle „%2“</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: table &apos;%2&apos; has several columns; name one as %2.column</source>
        <translation>„%1“: Tabelle „%2“ hat mehrere Spalten; nennen Sie eine als %2.Spaltenname</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: table &apos;%2&apos; has no column &apos;%3&apos;</source>
        <translation>„%1“: Tabelle „%2“ hat keine Spalte „%3“</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: column &apos;%2&apos; of table &apos;%3&apos; holds text, not numbers</source>
        <translation>„%1“: Spalte „%2“ der Tabelle „%3“ enthält Text, keine Zahlen</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ImportMappingReader</name>
    <message>
        <source>expected an object (defence, armor, attack_value, stats, conditions, note)</source>
        <translation>ein Objekt erwartet (defence, armor, attack_value, stats, conditions, note)</translation>
    </message>
    <message>
        <source>no variable reads the attack&apos;s value (&quot;from&quot;: &quot;attack&quot;)</source>
        <translation>keine Variable liest den Wert des Angriffs („from“: „attack“)</translation>
    </message>
    <message>
        <source>no variable reads the armour (&quot;from&quot;: &quot;target.armor&quot;)</source>
        <translation>keine Variable liest die Rüstung („from“: „target.armor“)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>„%1“ ist kein Wert dieses Regelwerks</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a condition of this ruleset</source>
        <translation>„%1“ ist kein Zustand dieses Regelwerks</translation>
    </message>
    <message>
        <source>%1, with source values up to %2</source>
        <translation>%1, bei Ausgangswerten bis %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ModifierReader</name>
    <message>
        <source>the attack has no roll variant &apos;%1&apos;</source>
        <translation>der Angriff hat keine Wurfvariante „%1“</translation>
    </message>
    <message>
        <source>unknown variable &apos;%1&apos;</source>
        <translation>unbekannte Variable „%1“</translation>
    </message>
    <message>
        <source>give either &apos;to&apos;/&apos;add&apos;/&apos;roll&apos; or &apos;effects&apos;, not both</source>
        <translation>geben Sie entweder „to“/„add“/„roll“ oder „effects“ an, nicht beides</translation>
    </message>
    <message>
        <source>a modifier needs at least one effect</source>
        <translation>ein Modifikator braucht mindestens einen Effekt</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>unknown modifier &apos;%1&apos;</source>
        <translation>unbekannter Modifikator „%1“</translation>
    </message>
    <message>
        <source>no modifier is in the group &apos;%1&apos;</source>
        <translation>kein Modifikator gehört zur Gruppe „%1“</translation>
    </message>
    <message>
        <source>a group&apos;s label is not blank</source>
        <translation>die Bezeichnung einer Gruppe darf nicht leer sein</translation>
    </message>
    <message>
        <source>modifier group</source>
        <translation>Modifikatorgruppe</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ModifierText</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::Reminder</name>
    <message>
        <source>Start of turn</source>
        <translation>Zugbeginn</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Zugende</translation>
    </message>
    <message>
        <source>Start of round</source>
        <translation>Rundenbeginn</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Rundenende</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetLibrary</name>
    <message>
        <source>&apos;%1&apos; is already the id of %2</source>
        <translation>„%1“ ist bereits die ID von %2</translation>
    </message>
    <message numerus="yes">
        <source>the ruleset &apos;%1&apos; is in %2, which did not load: %3 (%n problem(s); fray-cli validate-ruleset lists them)</source>
        <translation>
            <numerusform>das Regelwerk „%1“ steht in %2, das nicht geladen wurde: %3 (%n Problem; fray-cli validate-ruleset zeigt es)</numerusform>
            <numerusform>das Regelwerk „%1“ steht in %2, das nicht geladen wurde: %3 (%n Probleme; fray-cli validate-ruleset zeigt sie)</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown ruleset &apos;%1&apos; (known: %2)</source>
        <translation>unbekanntes Regelwerk „%1“ (bekannt: %2)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetReader</name>
    <message>
        <source>%1 &apos;%2&apos; is defined twice</source>
        <translation>%1 „%2“ ist doppelt definiert</translation>
    </message>
    <message>
        <source>a ruleset file must hold one JSON object</source>
        <translation>eine Regelwerksdatei muss genau ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid name: use lower-case letters, digits and &apos;_&apos;</source>
        <translation>„%1“ ist kein gültiger Name: verwenden Sie Kleinbuchstaben, Ziffern und „_“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id: use lower-case letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>„%1“ ist keine gültige ID: verwenden Sie Kleinbuchstaben, Ziffern, „-“ und „_“</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; erwartet, &quot;%2&quot; gefunden</translation>
    </message>
    <message>
        <source>this file needs a newer Fray (format version %1; this Fray reads up to %2)</source>
        <translation>diese Datei benötigt eine neuere Fray-Version (Formatversion %1; diese Version liest bis %2)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>missing (the attack&apos;s outcomes are required)</source>
        <translation>fehlt (die Ergebnisse des Angriffs sind erforderlich)</translation>
    </message>
    <message>
        <source>missing (every ruleset needs an attack check)</source>
        <translation>fehlt (jedes Regelwerk braucht eine Angriffsprobe)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is reserved for checks and damage formulas</source>
        <translation>„%1“ ist für Proben und Schadensformeln reserviert</translation>
    </message>
    <message>
        <source>expected &quot;number&quot; or &quot;switch&quot;</source>
        <translation>&quot;number&quot; oder &quot;switch&quot; erwartet</translation>
    </message>
    <message>
        <source>expected attacker, defender or situation</source>
        <translation>attacker, defender oder situation erwartet</translation>
    </message>
    <message>
        <source>expected attack, target.defence, target.armor, attacker.STAT or target.STAT</source>
        <translation>attack, target.defence, target.armor, attacker.STAT oder target.STAT erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>„%1“ ist kein Wert dieses Regelwerks</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already a variable</source>
        <translation>„%1“ ist bereits eine Variable</translation>
    </message>
    <message>
        <source>uses &apos;@%1&apos;, which is defined here or below: a derived value may use only those above it, so derived values never form a cycle</source>
        <translation>verwendet „@%1“, das hier oder weiter unten definiert ist: ein abgeleiteter Wert darf nur die darüber stehenden verwenden, damit abgeleitete Werte nie einen Zyklus bilden</translation>
    </message>
    <message>
        <source>outcomes must be listed from the lowest degree up (%1 comes after %2)</source>
        <translation>Ergebnisse müssen vom niedrigsten Grad aufwärts aufgeführt werden (%1 steht nach %2)</translation>
    </message>
    <message>
        <source>a check needs at least one outcome</source>
        <translation>eine Probe braucht mindestens ein Ergebnis</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of the attack</source>
        <translation>„%1“ ist kein Ergebnis des Angriffs</translation>
    </message>
    <message>
        <source>unknown damage formula &apos;%1&apos;</source>
        <translation>unbekannte Schadensformel „%1“</translation>
    </message>
    <message>
        <source>expected a check (an object with a roll and bands)</source>
        <translation>Probe erwartet (ein Objekt mit Wurf und Bereichen)</translation>
    </message>
    <message>
        <source>a check needs at least one band</source>
        <translation>eine Probe braucht mindestens einen Bereich</translation>
    </message>
    <message>
        <source>a band without &apos;when&apos; takes every roll left, so it must be the last</source>
        <translation>ein Bereich ohne „when“ erfasst alle übrigen Würfe und muss daher der letzte sein</translation>
    </message>
    <message>
        <source>the last band must have no &apos;when&apos;, so that every roll has a result</source>
        <translation>der letzte Bereich darf kein „when“ haben, damit jeder Wurf ein Ergebnis hat</translation>
    </message>
    <message>
        <source>never reached: an earlier band has the same condition</source>
        <translation>nie erreicht: ein früherer Bereich hat dieselbe Bedingung</translation>
    </message>
    <message>
        <source>a band needs either an &apos;outcome&apos; or a follow-up check in &apos;then&apos;</source>
        <translation>ein Bereich braucht entweder ein „outcome“ oder eine Folgeprobe in „then“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of this check</source>
        <translation>„%1“ ist kein Ergebnis dieser Probe</translation>
    </message>
    <message>
        <source>name the players&apos; side (&quot;players&quot;: true) and at least one other</source>
        <translation>die Seite der Spieler (&quot;players&quot;: true) und mindestens eine weitere angeben</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>expected two different roll variants that cancel each other</source>
        <translation>erwartet zwei verschiedene Wurfvarianten, die einander aufheben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a roll variant of this check</source>
        <translation>&apos;%1&apos; ist keine Wurfvariante dieser Probe</translation>
    </message>
    <message>
        <source>a ruleset file</source>
        <translation>eine Regelwerksdatei</translation>
    </message>
    <message>
        <source>the maximum %1 is below the minimum %2</source>
        <translation>das Maximum %1 liegt unter dem Minimum %2</translation>
    </message>
    <message>
        <source>the default %1 is outside the allowed range (%2 to %3)</source>
        <translation>der Standardwert %1 liegt außerhalb des erlaubten Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <source>expected a text with %1 for the amount</source>
        <translation>erwartet einen Text mit %1 für den Betrag</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetTables</name>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation>unbekannte Tabelle „%1“</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; has no column &apos;%2&apos;</source>
        <translation>Tabelle „%1“ hat keine Spalte „%2“</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; has no row for %2</source>
        <translation>Tabelle „%1“ hat keine Zeile für %2</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; gives no number for %2</source>
        <translation>Tabelle „%1“ liefert keine Zahl für %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::SourceReader</name>
    <message>
        <source>expected a text or an object {title, section, file}</source>
        <translation>erwartet einen Text oder ein Objekt {title, section, file}</translation>
    </message>
    <message>
        <source>must not be empty (leave the field out instead)</source>
        <translation>darf nicht leer sein (das Feld stattdessen weglassen)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::StatReader</name>
    <message>
        <source>stat</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is still a stat of this ruleset</source>
        <translation>„%1“ ist noch ein Wert dieses Regelwerks</translation>
    </message>
    <message>
        <source>expected defence, armor or attack</source>
        <translation>erwartet wurde defence, armor oder attack</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of attack of this ruleset (it has: %2)</source>
        <translation>„%1“ ist keine Angriffsart dieses Regelwerks (es hat: %2)</translation>
    </message>
    <message>
        <source>no variable reads the attack&apos;s value (&quot;from&quot;: &quot;attack&quot;)</source>
        <translation>keine Variable liest den Wert des Angriffs (&quot;from&quot;: &quot;attack&quot;)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::TableReader</name>
    <message>
        <source>a table needs at least one column</source>
        <translation>eine Tabelle braucht mindestens eine Spalte</translation>
    </message>
    <message>
        <source>a table needs at least one row</source>
        <translation>eine Tabelle braucht mindestens eine Zeile</translation>
    </message>
    <message>
        <source>&apos;from&apos; (%1) is above &apos;to&apos; (%2)</source>
        <translation>„from“ (%1) ist größer als „to“ (%2)</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message numerus="yes">
        <source>%n values</source>
        <translation>
            <numerusform>%n Wert</numerusform>
            <numerusform>%n Werte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n columns</source>
        <translation>
            <numerusform>%n Spalte</numerusform>
            <numerusform>%n Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>overlaps row %1</source>
        <translation>überschneidet sich mit Zeile %1</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::Difficulty</name>
    <message>
        <source>Deadly</source>
        <translation>Tödlich</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected WORD.CHANCE=P, such as hard.lose=0.1</source>
        <translation>&apos;%1&apos;: erwartet WORT.CHANCE=P, etwa hard.lose=0.1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the chance must be a number from 0 to 1</source>
        <translation>&apos;%1&apos;: die Chance muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the words are deadly, hard and medium</source>
        <translation>&apos;%1&apos;: die Wörter sind deadly, hard und medium</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the chances are lose, out and dead</source>
        <translation>&apos;%1&apos;: die Chancen sind lose, out und dead</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::ExactDuel</name>
    <message>
        <source>%1 has a condition (%2); an exact result needs a fight without conditions</source>
        <translation>%1 hat einen Zustand (%2); ein genaues Ergebnis braucht einen Kampf ohne Zustände</translation>
    </message>
    <message>
        <source>a hit of %1 can leave %2 %3: a condition, which an exact result cannot follow</source>
        <translation>ein Treffer von %1 kann %2 %3 machen: ein Zustand, dem ein genaues Ergebnis nicht folgen kann</translation>
    </message>
    <message>
        <source>%1 has too many hit points for an exact result</source>
        <translation>%1 hat zu viele Trefferpunkte für ein genaues Ergebnis</translation>
    </message>
    <message>
        <source>%1&apos;s attack fires only every %2 rounds; an exact result needs attacks that can be made every round</source>
        <translation>der Angriff von %1 schießt nur alle %2 Runden; ein genaues Ergebnis braucht Angriffe, die jede Runde möglich sind</translation>
    </message>
    <message>
        <source>each attack rolls its own initiative here; an exact result needs one initiative entry per combatant</source>
        <translation>jeder Angriff würfelt hier seine eigene Initiative; ein genaues Ergebnis braucht einen Initiativeintrag pro Kampfteilnehmer</translation>
    </message>
    <message>
        <source>the fight is under way; an exact result starts from the first round</source>
        <translation>der Kampf läuft bereits; ein genaues Ergebnis beginnt mit der ersten Runde</translation>
    </message>
    <message>
        <source>initiative has already been rolled; an exact result starts before it is</source>
        <translation>die Initiative ist schon gewürfelt; ein genaues Ergebnis beginnt davor</translation>
    </message>
    <message numerus="yes">
        <source>an exact result needs one combatant against one; this fight has %n combatants</source>
        <translation>
            <numerusform>ein genaues Ergebnis braucht einen Kampfteilnehmer gegen einen; dieser Kampf hat %n Kampfteilnehmer</numerusform>
            <numerusform>ein genaues Ergebnis braucht einen Kampfteilnehmer gegen einen; dieser Kampf hat %n Kampfteilnehmer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has fled; an exact result needs both in the fight</source>
        <translation>%1 ist geflohen; ein exaktes Ergebnis braucht beide im Kampf</translation>
    </message>
    <message>
        <source>One against one, morale never changes the result: it is asked only when a side&apos;s one combatant is already down.</source>
        <translation>Einer gegen einen ändert die Moral das Ergebnis nie: Sie wird erst geprüft, wenn der eine Kämpfer einer Seite schon kampfunfähig ist.</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightModel</name>
    <message>
        <source>%1: &apos;%2&apos;: %3</source>
        <translation>%1: &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>there is no one to fight: add combatants first</source>
        <translation>niemand ist zum Kämpfen da: fügen Sie zuerst Kampfteilnehmer hinzu</translation>
    </message>
    <message>
        <source>the fight has more than 32 sides</source>
        <translation>der Kampf hat mehr als 32 Seiten</translation>
    </message>
    <message>
        <source>everyone is on one side (%1): there is no one to fight</source>
        <translation>alle sind auf einer Seite (%1): es gibt niemanden zu bekämpfen</translation>
    </message>
    <message>
        <source>no one on side &apos;%1&apos; is able to fight</source>
        <translation>niemand auf der Seite &apos;%1&apos; kann kämpfen</translation>
    </message>
    <message>
        <source>An attack&apos;s count is not used: each combatant makes its attacks per round, each with its attack that does the most damage on average and is ready.</source>
        <translation>Die Anzahl eines Angriffs wird nicht verwendet: jeder Kampfteilnehmer macht seine Angriffe pro Runde, jeweils mit dem bereiten Angriff, der im Mittel den meisten Schaden macht.</translation>
    </message>
    <message>
        <source>A combatant with several attacks uses, for each attack, the one that does the most damage on average against its target and is ready to fire.</source>
        <translation>Ein Kampfteilnehmer mit mehreren Angriffen nutzt für jeden Angriff den bereiten, der gegen sein Ziel im Mittel den meisten Schaden macht.</translation>
    </message>
    <message>
        <source>Mass-combat units fight as one combatant with their hit points.</source>
        <translation>Einheiten des Massenkampfs kämpfen als ein Kampfteilnehmer mit ihren Trefferpunkten.</translation>
    </message>
    <message>
        <source>Declared initiative actions and overrides (%1) are not simulated: everyone rolls and attacks.</source>
        <translation>Angesagte Initiativaktionen und Ausnahmen (%1) werden nicht simuliert: alle würfeln und greifen an.</translation>
    </message>
    <message>
        <source>%1&apos;s condition &apos;%2&apos; is not in the ruleset and is left out.</source>
        <translation>Der Zustand &apos;%2&apos; von %1 steht nicht im Regelwerk und wird weggelassen.</translation>
    </message>
    <message>
        <source>%1 could carry more than %2 different conditions in this fight; the simulation follows at most %2 per combatant</source>
        <translation>%1 könnte in diesem Kampf mehr als %2 verschiedene Zustände tragen; die Simulation verfolgt höchstens %2 pro Kampfteilnehmer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; lasts until an event (%2); in the simulation no one brings it about.</source>
        <translation>&apos;%1&apos; dauert bis zu einem Ereignis (%2); in der Simulation führt es niemand herbei.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does %2 damage; the simulation counts it as lethal.</source>
        <translation>&apos;%1&apos; macht %2 Schaden; die Simulation zählt ihn als tödlich.</translation>
    </message>
    <message>
        <source>the fight needs %1 attack tables (attackers, targets, wounds and conditions); the simulation works with at most %2</source>
        <translation>der Kampf braucht %1 Angriffstabellen (Angreifer, Ziele, Wunden und Zustände); die Simulation arbeitet mit höchstens %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 against %3: %4</source>
        <translation>%2 von %1 gegen %3: %4</translation>
    </message>
    <message>
        <source>an attack can do more than 1,000,000 damage</source>
        <translation>ein Angriff kann mehr als 1.000.000 Schaden machen</translation>
    </message>
    <message>
        <source>initiative for %1</source>
        <translation>Initiative für %1</translation>
    </message>
    <message>
        <source>The fight is under way: round %1 goes on from the entry whose turn it is, and the rounds are counted from it.</source>
        <translation>Der Kampf läuft: Runde %1 geht beim Eintrag weiter, der am Zug ist, und die Runden werden von dort gezählt.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; loses the same for everyone: the first combatant&apos;s values are used.</source>
        <translation>&apos;%1&apos; verliert für alle gleich viel: die Werte des ersten Kampfteilnehmers werden verwendet.</translation>
    </message>
    <message>
        <source>No surprise round: the fight starts with everyone aware.</source>
        <translation>Keine Überraschungsrunde: der Kampf beginnt, während alle wachsam sind.</translation>
    </message>
    <message>
        <source>Uses (%1: %2) are not simulated: no one spends a breath weapon, a spell or anything else counted.</source>
        <translation>Verwendungen (%1: %2) werden nicht simuliert: niemand setzt eine Odemwaffe, einen Zauber oder sonst etwas Gezähltes ein.</translation>
    </message>
    <message>
        <source>Reminders are not simulated (%1: %2).</source>
        <translation>Erinnerungen werden nicht simuliert (%1: %2).</translation>
    </message>
    <message numerus="yes">
        <source>Events in the initiative order are not simulated (%n event(s), such as %1): no lair acts and no reinforcements arrive.</source>
        <translation>
            <numerusform>Ereignisse in der Initiative-Reihenfolge werden nicht simuliert (%n Ereignis: %1): kein Hort handelt und keine Verstärkung trifft ein.</numerusform>
            <numerusform>Ereignisse in der Initiative-Reihenfolge werden nicht simuliert (%n Ereignisse, etwa %1): kein Hort handelt und keine Verstärkung trifft ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>the fight has %1 combatants; the simulation works with at most %2</source>
        <translation>der Kampf hat %1 Kampfteilnehmer; die Simulation arbeitet mit höchstens %2</translation>
    </message>
    <message>
        <source>%1 has %2 of %3 hit points; the simulation works with at most %4 either way</source>
        <translation>%1 hat %2 von %3 TP; die Simulation arbeitet mit höchstens %4 in jede Richtung</translation>
    </message>
    <message>
        <source>the fight has %1 pairs of attacker and target; the simulation works with at most %2 attack tables</source>
        <translation>der Kampf hat %1 Paare aus Angreifer und Ziel; die Simulation arbeitet mit höchstens %2 Angriffstabellen</translation>
    </message>
    <message>
        <source>Morale is not checked: no one flees.</source>
        <translation>Die Moral wird nicht geprüft: Niemand flieht.</translation>
    </message>
    <message>
        <source>morale of %1: %2</source>
        <translation>Moral von %1: %2</translation>
    </message>
    <message>
        <source>Morale is checked when a side&apos;s first one falls and when half of it is down, as Fray asks; the GM&apos;s checks at the start and on an upset are not simulated.</source>
        <translation>Die Moral wird geprüft, wenn der Erste einer Seite fällt und wenn die Hälfte kampfunfähig ist, wie Fray fragt; die Proben der Spielleitung zu Beginn und nach einem Rückschlag werden nicht simuliert.</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightTuner</name>
    <message>
        <source>no group of alike combatants is called &apos;%1&apos; (groups: %2)</source>
        <translation>keine Gruppe gleicher Kampfteilnehmer heißt &apos;%1&apos; (Gruppen: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n groups are called &apos;%1&apos;; name one by its side (SIDE:NAME)</source>
        <translation>
            <numerusform>%n Gruppe heißt &apos;%1&apos;; nenne eine mit ihrer Seite (SEITE:NAME)</numerusform>
            <numerusform>%n Gruppen heißen &apos;%1&apos;; nenne eine mit ihrer Seite (SEITE:NAME)</numerusform>
        </translation>
    </message>
    <message>
        <source>no combatant is called &apos;%1&apos; (combatants: %2)</source>
        <translation>kein Kampfteilnehmer heißt &apos;%1&apos; (Kampfteilnehmer: %2)</translation>
    </message>
    <message>
        <source>%1 has no attack whose value could be turned</source>
        <translation>%1 hat keinen Angriff, dessen Wert sich drehen ließe</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a target is win=P (the party&apos;s chance to win, 0 to 1 or a percentage) or a difficulty: easy, medium, hard, deadly</source>
        <translation>&apos;%1&apos;: ein Ziel ist win=P (die Siegchance der Gruppe, 0 bis 1 oder in Prozent) oder eine Schwierigkeit: easy, medium, hard, deadly</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2: %3</translation>
    </message>
    <message>
        <source>%1: values from %2 to %3 can be tried, not from %4 to %5</source>
        <translation>%1: Werte von %2 bis %3 lassen sich probieren, nicht von %4 bis %5</translation>
    </message>
    <message>
        <source>Count of %1</source>
        <translation>Anzahl: %1</translation>
    </message>
    <message>
        <source>Hit points of %1</source>
        <translation>Trefferpunkte: %1</translation>
    </message>
    <message>
        <source>Attack value of %1</source>
        <translation>Angriffswert: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightUnderRulesets</name>
    <message>
        <source>the fight does not fit %1: %2</source>
        <translation>der Kampf passt nicht zu %1: %2</translation>
    </message>
    <message>
        <source>%1: cannot simulate the fight: %2</source>
        <translation>%1: der Kampf lässt sich nicht simulieren: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::HpStateTables</name>
    <message>
        <source>the ruleset has more HP states than the simulation can follow</source>
        <translation>das Regelwerk hat mehr TP-Zustände, als die Simulation verfolgen kann</translation>
    </message>
    <message>
        <source>%1&apos;s HP states change more than %2 below 0; the simulation cannot follow them</source>
        <translation>die TP-Zustände von %1 ändern sich mehr als %2 unter 0; die Simulation kann ihnen nicht folgen</translation>
    </message>
    <message>
        <source>%1&apos;s wounds give more than 32 different penalties</source>
        <translation>die Wunden von %1 ergeben mehr als 32 verschiedene Abzüge</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::TurnDanger</name>
    <message>
        <source>Counts every attack of those who act before the combatant&apos;s next turn, each with its best attack and aimed as the simulation aims (each side&apos;s tactic, at the hit points as they are now), and the hit-point states each hit brings. Everyone acts whatever happens before them; bleeding, conditions that tick and conditions a hit brings are not counted. Where the order is rolled again each round, only the rest of this round counts.</source>
        <translation>Zählt jeden Angriff derer, die vor dem nächsten Zug des Kampfteilnehmers handeln, jeweils mit ihrem besten Angriff und so gezielt, wie die Simulation zielt (die Taktik jeder Seite, bei den Trefferpunkten, wie sie jetzt sind), und die Trefferpunkt-Zustände, die jeder Treffer bringt. Jeder handelt, was auch immer vorher geschieht; Bluten, tickende Zustände und Zustände, die ein Treffer bringt, zählen nicht. Wo die Reihenfolge jede Runde neu gewürfelt wird, zählt nur der Rest dieser Runde.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::Campaign</name>
    <message>
        <source>%1 already exists</source>
        <translation>%1 gibt es schon</translation>
    </message>
    <message>
        <source>cannot create %1: the folder %2 cannot be made</source>
        <translation>%1 kann nicht angelegt werden: der Ordner %2 lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>cannot create %1: %2 cannot be copied</source>
        <translation>%1 kann nicht angelegt werden: %2 lässt sich nicht kopieren</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignAddress</name>
    <message>
        <source>&apos;%1&apos; is not a server address: it begins with postgresql://</source>
        <translation>„%1“ ist keine Serveradresse: Sie beginnt mit postgresql://</translation>
    </message>
    <message>
        <source>the server address is not valid: %1</source>
        <translation>die Serveradresse ist ungültig: %1</translation>
    </message>
    <message>
        <source>the server address&apos;s sslmode &apos;%1&apos; is none of %2</source>
        <translation>sslmode „%1“ der Serveradresse ist keiner von %2</translation>
    </message>
    <message>
        <source>the server address&apos;s connect_timeout &apos;%1&apos; is not a number of seconds</source>
        <translation>connect_timeout „%1“ der Serveradresse ist keine Anzahl Sekunden</translation>
    </message>
    <message>
        <source>the server address has &apos;%1&apos;, which Fray does not know (it knows sslmode, sslrootcert, host and connect_timeout)</source>
        <translation>die Serveradresse enthält „%1“, das Fray nicht kennt (es kennt sslmode, sslrootcert, host und connect_timeout)</translation>
    </message>
    <message>
        <source>the server address names no server (postgresql://USER@HOST/DATABASE)</source>
        <translation>die Serveradresse nennt keinen Server (postgresql://BENUTZER@HOST/DATENBANK)</translation>
    </message>
    <message>
        <source>the server address names no database (postgresql://USER@HOST/DATABASE)</source>
        <translation>die Serveradresse nennt keine Datenbank (postgresql://BENUTZER@HOST/DATENBANK)</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignCopy</name>
    <message>
        <source>%1 is in campaign format %2, not %3; open it once with this Fray to update it</source>
        <translation>%1 hat das Kampagnenformat %2, nicht %3; öffne sie einmal mit diesem Fray, um sie zu aktualisieren</translation>
    </message>
    <message>
        <source>%1 is in campaign format %2, not %3</source>
        <translation>%1 hat das Kampagnenformat %2, nicht %3</translation>
    </message>
    <message>
        <source>%1 already holds a campaign (its table %2 has rows); copy into a new one</source>
        <translation>%1 enthält bereits eine Kampagne (ihre Tabelle %2 hat Zeilen); kopiere in eine neue</translation>
    </message>
    <message>
        <source>reading %1 failed: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is the campaign itself</source>
        <translation>%1 ist die Kampagne selbst</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>%1 kann nicht ersetzt werden</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignDatabase</name>
    <message>
        <source>the campaign database reported: %1</source>
        <translation>die Kampagnendatenbank meldete: %1</translation>
    </message>
    <message>
        <source>saving failed: %1</source>
        <translation>Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the campaign is open read-only</source>
        <translation>die Kampagne ist schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <source>%1 The change was not saved.</source>
        <translation>%1 Die Änderung wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>%1 Whether the last change was saved is not known until the connection is back.</source>
        <translation>%1 Ob die letzte Änderung gespeichert wurde, ist erst bekannt, wenn die Verbindung wieder steht.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignFile</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Fray campaign (it is not an SQLite database); it was left as it is</source>
        <translation>%1 ist keine Fray-Kampagne (keine SQLite-Datenbank); die Datei wurde unverändert gelassen</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is damaged (the database check failed: %2); it was left as it is</source>
        <translation>%1 ist beschädigt (die Datenbankprüfung schlug fehl: %2); die Datei wurde unverändert gelassen</translation>
    </message>
    <message>
        <source>%1 is damaged; it was left as it is</source>
        <translation>%1 ist beschädigt; die Datei wurde unverändert gelassen</translation>
    </message>
    <message>
        <source>%1 was made by a newer Fray (campaign format %2; this Fray reads up to %3); update Fray to open it. The file was left as it is</source>
        <translation>%1 wurde mit einer neueren Fray-Version erstellt (Kampagnenformat %2; diese Version liest bis %3); aktualisieren Sie Fray, um sie zu öffnen. Die Datei wurde unverändert gelassen</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not a Fray campaign; it was left as it is</source>
        <translation>%1 ist eine SQLite-Datenbank, aber keine Fray-Kampagne; die Datei wurde unverändert gelassen</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>cannot keep a copy of %1 before updating it</source>
        <translation>vor dem Aktualisieren kann keine Kopie von %1 angelegt werden</translation>
    </message>
    <message>
        <source>updating the campaign to format %1 failed: %2</source>
        <translation>die Aktualisierung der Kampagne auf Format %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 is the campaign itself</source>
        <translation>%1 ist die Kampagne selbst</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>%1 kann nicht ersetzt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign</source>
        <translation>%1 ist ein Ordner, keine Kampagne</translation>
    </message>
    <message>
        <source>cannot create %1: Fray may not write in %2</source>
        <translation>%1 kann nicht angelegt werden: Fray darf nicht in %2 schreiben</translation>
    </message>
    <message>
        <source>Fray may not write in the folder %1, so the campaign is open read-only</source>
        <translation>Fray darf nicht in den Ordner %1 schreiben, daher ist die Kampagne nur zum Lesen geöffnet</translation>
    </message>
    <message>
        <source>Fray may not write to %1, so the campaign is open read-only</source>
        <translation>Fray darf nicht in %1 schreiben, daher ist die Kampagne nur zum Lesen geöffnet</translation>
    </message>
    <message>
        <source>%1 is locked by %2, which names no Fray, and it cannot be removed</source>
        <translation>%1 ist durch %2 gesperrt, das kein Fray nennt, und es lässt sich nicht entfernen</translation>
    </message>
    <message>
        <source>%1 is open in Fray on another computer (%2, process %3); close it there, or open the campaign read-only</source>
        <translation>%1 ist in Fray auf einem anderen Rechner geöffnet (%2, Prozess %3); schließen Sie sie dort oder öffnen Sie die Kampagne nur zum Lesen</translation>
    </message>
    <message>
        <source>%1 is already open in another Fray (process %2); close it there, or open the campaign read-only</source>
        <translation>%1 ist bereits in einem anderen Fray geöffnet (Prozess %2); schließen Sie sie dort oder öffnen Sie die Kampagne nur zum Lesen</translation>
    </message>
    <message>
        <source>%1 holds changes a Fray did not finish saving, and they could not be recovered: %2; it was left as it is</source>
        <translation>%1 enthält Änderungen, die ein Fray nicht fertig gespeichert hat, und sie ließen sich nicht wiederherstellen: %2; die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no campaign yet</source>
        <translation>%1 ist leer: sie enthält noch keine Kampagne</translation>
    </message>
    <message>
        <source>%1 is damaged: its table &apos;%2&apos; is missing; it was left as it is</source>
        <translation>%1 ist beschädigt: die Tabelle „%2“ fehlt; die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>%1 was deleted or replaced while Fray had it open; Fray saves nothing more to it. Use Save As to keep the campaign.</source>
        <translation>%1 wurde gelöscht oder ersetzt, während Fray sie geöffnet hatte; Fray speichert nichts mehr darin. Sichern Sie die Kampagne mit „Speichern unter“.</translation>
    </message>
    <message>
        <source>the write-ahead log of %1 (%2) was deleted or replaced while Fray had it open; Fray saves nothing more to it. Use Save As to keep the campaign.</source>
        <translation>das Write-Ahead-Log von %1 (%2) wurde gelöscht oder ersetzt, während Fray die Kampagne geöffnet hatte; Fray speichert nichts mehr darin. Sichern Sie die Kampagne mit „Speichern unter“.</translation>
    </message>
    <message>
        <source>cannot create %1: the folder %2 cannot be made</source>
        <translation>%1 kann nicht angelegt werden: der Ordner %2 lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>%1 holds changes not yet written into it, and Fray may not write in %2 to read them; copy the campaign to a folder Fray may write to</source>
        <translation>%1 hat noch nicht eingetragene Änderungen, und Fray darf nicht in %2 schreiben, um sie zu lesen; kopieren Sie die Kampagne in einen Ordner, in den Fray schreiben darf</translation>
    </message>
    <message>
        <source>%1 cannot be opened: Fray could not write its lock file %2 (is the disk full?)</source>
        <translation>%1 kann nicht geöffnet werden: Fray konnte seine Sperrdatei %2 nicht schreiben (ist der Datenträger voll?)</translation>
    </message>
    <message>
        <source>%1 holds changes a Fray did not finish saving, which only opening it normally (not read-only) can recover; it was left as it is</source>
        <translation>%1 enthält Änderungen, die ein Fray nicht fertig gespeichert hat und die nur ein normales Öffnen (nicht nur zum Lesen) wiederherstellen kann; die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 uses an older campaign format, and reading it failed: %2</source>
        <translation>%1 hat ein älteres Kampagnenformat, und das Lesen schlug fehl: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignImport</name>
    <message>
        <source>Import of %1</source>
        <translation>Import von %1</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called &apos;%1&apos;</source>
        <translation>die Kampagne hat bereits eine Begegnung namens „%1“</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::EncounterLease</name>
    <message>
        <source>%1 is run by %2 since %3; follow it there, or take it over</source>
        <extracomment>%2 is the Fray that runs the fight (a computer&apos;s or a GM&apos;s name), %3 since when.</extracomment>
        <translation>%1 wird seit %3 von %2 geleitet; verfolge sie dort oder übernimm sie</translation>
    </message>
    <message>
        <source>the campaign has no encounter %1</source>
        <translation>die Kampagne hat keine Begegnung %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::EncounterStore</name>
    <message>
        <source>the campaign has no encounter %1</source>
        <translation>die Kampagne hat keine Begegnung %1</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos; is damaged: %2</source>
        <translation>Begegnung „%1“ ist beschädigt: %2</translation>
    </message>
    <message>
        <source>an encounter needs a name</source>
        <translation>eine Begegnung braucht einen Namen</translation>
    </message>
    <message>
        <source>another encounter is already called %1</source>
        <translation>eine andere Begegnung heißt bereits %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::LibraryStep</name>
    <message numerus="yes">
        <source>Join the party (%n entries)</source>
        <translation>
            <numerusform>Der Gruppe beitreten (%n Eintrag)</numerusform>
            <numerusform>Der Gruppe beitreten (%n Einträge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the party (%n entries)</source>
        <translation>
            <numerusform>Die Gruppe verlassen (%n Eintrag)</numerusform>
            <numerusform>Die Gruppe verlassen (%n Einträge)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::LibraryStore</name>
    <message>
        <source>a library entry needs a name</source>
        <translation>ein Bibliothekseintrag braucht einen Namen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of entry (character, monster or template)</source>
        <translation>„%1“ ist keine Eintragsart (character, monster oder template)</translation>
    </message>
    <message>
        <source>the library has no entry %1</source>
        <translation>die Bibliothek hat keinen Eintrag %1</translation>
    </message>
    <message>
        <source>the library entry &apos;%1&apos; (%2) is damaged: %3</source>
        <translation>der Bibliothekseintrag „%1“ (%2) ist beschädigt: %3</translation>
    </message>
    <message>
        <source>the entry to put back has no id</source>
        <translation>der wiederherzustellende Eintrag hat keine ID</translation>
    </message>
    <message>
        <source>%1 was changed on another computer (%2) at %3; reload it and make your change again</source>
        <extracomment>%2 is who changed it (a computer&apos;s or a GM&apos;s name), %3 the time.</extracomment>
        <translation>%1 wurde um %3 auf einem anderen Computer (%2) geändert; lade neu und nimm deine Änderung noch einmal vor</translation>
    </message>
    <message>
        <source>another Fray</source>
        <translation>einem anderen Fray</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::PartyStore</name>
    <message>
        <source>the library has no entry %1</source>
        <translation>die Bibliothek hat keinen Eintrag %1</translation>
    </message>
    <message>
        <source>%1 has changed since this was worked out; nothing was written</source>
        <translation>%1 hat sich geändert, seit dies berechnet wurde; nichts wurde geschrieben</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::SampleContent</name>
    <message>
        <source>cannot read the sample %1</source>
        <translation>das Beispiel %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the sample %1 is damaged: %2</source>
        <translation>das Beispiel %1 ist beschädigt: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::ServerCampaign</name>
    <message>
        <source>%1 cannot be opened: this Fray has no PostgreSQL driver (Qt&apos;s QPSQL plugin; on Debian, the package libqt6sql6-psql)</source>
        <translation>%1 kann nicht geöffnet werden: Diesem Fray fehlt der PostgreSQL-Treiber (Qts QPSQL-Plugin; unter Debian das Paket libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 runs PostgreSQL %2, and Fray needs PostgreSQL 12 or newer</source>
        <translation>%1 läuft mit PostgreSQL %2, und Fray braucht PostgreSQL 12 oder neuer</translation>
    </message>
    <message>
        <source>%1 refused the password for %2: give the right one (the address, PGPASSWORD or ~/.pgpass)</source>
        <translation>%1 hat das Passwort für %2 abgelehnt: Gib das richtige an (in der Adresse, PGPASSWORD oder ~/.pgpass)</translation>
    </message>
    <message>
        <source>%1: the server has no database %2; ask its administrator to create it</source>
        <translation>%1: Der Server hat keine Datenbank %2; bitte seine Verwaltung, sie anzulegen</translation>
    </message>
    <message>
        <source>%1: the server has no user %2</source>
        <translation>%1: Der Server hat keinen Benutzer %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached with TLS as sslmode=%2 asks: %3</source>
        <translation>%1 ist nicht mit TLS erreichbar, wie sslmode=%2 es verlangt: %3</translation>
    </message>
    <message>
        <source>%1: no computer is called %2</source>
        <translation>%1: Kein Computer heißt %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no PostgreSQL server answers at %2, port %3</source>
        <translation>%1 ist nicht erreichbar: Kein PostgreSQL-Server antwortet auf %2, Port %3</translation>
    </message>
    <message>
        <source>%1 is damaged: it does not say its campaign format</source>
        <translation>%1 ist beschädigt: Sie nennt ihr Kampagnenformat nicht</translation>
    </message>
    <message>
        <source>the database %1 holds tables that are not a Fray campaign; give Fray an empty database</source>
        <translation>die Datenbank %1 enthält Tabellen, die keine Fray-Kampagne sind; gib Fray eine leere Datenbank</translation>
    </message>
    <message>
        <source>%1 was made by a newer Fray (campaign format %2; this Fray reads up to %3); update Fray to open it</source>
        <translation>%1 wurde von einem neueren Fray erstellt (Kampagnenformat %2; dieses Fray liest bis %3); aktualisiere Fray, um sie zu öffnen</translation>
    </message>
    <message>
        <source>%1 is damaged: its table &apos;%2&apos; is missing</source>
        <translation>%1 ist beschädigt: Ihre Tabelle „%2“ fehlt</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no campaign yet</source>
        <translation>%1 ist leer: Sie enthält noch keine Kampagne</translation>
    </message>
    <message>
        <source>%1 uses an older campaign format; open it once for writing to update it</source>
        <translation>%1 hat ein älteres Kampagnenformat; öffne sie einmal zum Schreiben, um sie zu aktualisieren</translation>
    </message>
    <message>
        <source>updating the campaign to format %1 failed: %2</source>
        <translation>die Aktualisierung der Kampagne auf Format %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The connection to %1 is lost; nothing more is saved until Fray has it back.</source>
        <translation>Die Verbindung zu %1 ist verloren; nichts wird mehr gespeichert, bis Fray sie wieder hat.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::StoredCombatant</name>
    <message>
        <source>%1 was not saved: Fray could not read it back (%2)</source>
        <translation>%1 wurde nicht gespeichert: Fray konnte es nicht zurücklesen (%2)</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TablePace</name>
    <message numerus="yes">
        <source>(%1 s a turn, from %Ln turn(s) played)</source>
        <translation>
            <numerusform>(%1 s pro Zug, aus %Ln gespielten Zug)</numerusform>
            <numerusform>(%1 s pro Zug, aus %Ln gespielten Zügen)</numerusform>
        </translation>
    </message>
    <message>
        <source>under a minute at this table&apos;s pace</source>
        <translation>unter einer Minute im Tempo dieses Tisches</translation>
    </message>
    <message numerus="yes">
        <source>about %Ln minute(s) at this table&apos;s pace</source>
        <translation>
            <numerusform>etwa %Ln Minute im Tempo dieses Tisches</numerusform>
            <numerusform>etwa %Ln Minuten im Tempo dieses Tisches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TableRoll</name>
    <message>
        <source>the campaign is open read-only</source>
        <translation>die Kampagne ist nur zum Lesen geöffnet</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Wandernde Monster</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called %1</source>
        <translation>die Kampagne hat schon eine Begegnung namens %1</translation>
    </message>
    <message>
        <source>Roll on %1: %2 × %3</source>
        <translation>Wurf auf %1: %2 × %3</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TableStore</name>
    <message>
        <source>the wandering-monster table %1 is damaged: %2</source>
        <translation>die Tabelle wandernder Monster %1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>a wandering-monster table needs a name</source>
        <translation>eine Tabelle wandernder Monster braucht einen Namen</translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>%1 wurde nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>the campaign already has a table called %1</source>
        <translation>die Kampagne hat schon eine Tabelle namens %1</translation>
    </message>
    <message>
        <source>the campaign has no table %1</source>
        <translation>die Kampagne hat keine Tabelle %1</translation>
    </message>
</context>
<context>
    <name>Fray::Translations</name>
    <message>
        <source>English</source>
        <comment>The name of this catalogue&apos;s language, in that language, as a menu lists it</comment>
        <translation>Deutsch</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ActingCard</name>
    <message>
        <source>Nobody is acting yet</source>
        <translation>Noch ist niemand am Zug</translation>
    </message>
    <message>
        <source>No fight is open</source>
        <translation>Kein Kampf ist geöffnet</translation>
    </message>
    <message>
        <source>Start the fight to see the acting combatant here.</source>
        <translation>Beginnen Sie den Kampf, um hier zu sehen, wer am Zug ist.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (armour %2)</source>
        <translation>%1 (Rüstung %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2, %3</source>
        <translation>%1 von %2, %3</translation>
    </message>
    <message>
        <source>%1 — %2 against %3</source>
        <translation>%1 — %2 gegen %3</translation>
    </message>
    <message>
        <source>%1 — no odds against %2</source>
        <translation>%1 — keine Chancen gegen %2</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Choose a target in the Odds panel to see the chances.</source>
        <translation>Wählen Sie ein Ziel in den Wahrscheinlichkeiten, um die Chancen zu sehen.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Verwendungen</translation>
    </message>
    <message>
        <source>%1, resets %2</source>
        <translation>%1, zurück %2</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Erinnerungen</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Arriving</source>
        <translation>Ankunft</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>%1 chance to be out before its next turn</source>
        <translation>%1 Chance, vor dem nächsten Zug auszufallen</translation>
    </message>
    <message>
        <source>%1 chance to be out before the round ends</source>
        <translation>%1 Chance, vor Rundenende auszufallen</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::AttackDialog</name>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (type a number)</source>
        <translation>%1 (Zahl eingeben)</translation>
    </message>
    <message>
        <source>How many %1?</source>
        <translation>Wie viele %1?</translation>
    </message>
    <message>
        <source>The number:</source>
        <translation>Die Zahl:</translation>
    </message>
    <message>
        <source>&lt;br&gt;Expected damage: %1</source>
        <translation>&lt;br&gt;Erwarteter Schaden: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chance to hit: %1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Trefferchance: %1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::AttackTableModel</name>
    <message>
        <source>Attack %1</source>
        <translation>Angriff %1</translation>
    </message>
    <message>
        <source>Attack %1: needs a name</source>
        <translation>Angriff %1: braucht einen Namen</translation>
    </message>
    <message>
        <source>%1&apos;s damage &apos;%2&apos;: %3</source>
        <translation>Schaden „%2“ von %1: %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Weapon class</source>
        <translation>Waffenklasse</translation>
    </message>
    <message>
        <source>Rate of fire</source>
        <translation>Feuerrate</translation>
    </message>
    <message>
        <source>Attack bonus, skill % or SC, as the ruleset reads it</source>
        <translation>Angriffsbonus, Fertigkeits-% oder SC, je nach Regelwerk</translation>
    </message>
    <message>
        <source>Dice such as 1d8+1</source>
        <translation>Würfel wie 1d8+1</translation>
    </message>
    <message>
        <source>Rounds per shot: 2 fires every other round</source>
        <translation>Runden pro Schuss: 2 feuert jede zweite Runde</translation>
    </message>
    <message>
        <source>%1 from the stats + %2 of the attack&apos;s own</source>
        <translation>%1 aus den Werten + %2 vom Angriff selbst</translation>
    </message>
    <message>
        <source>Own bonus</source>
        <translation>Eigener Bonus</translation>
    </message>
    <message>
        <source>What this attack adds beyond the stats: a magic weapon, a class ability</source>
        <translation>Was dieser Angriff über die Werte hinaus hinzufügt: eine magische Waffe, eine Klassenfähigkeit</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignActions</name>
    <message>
        <source>Open Campaign</source>
        <translation>Kampagne öffnen</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>Fray campaigns (*.fray)</source>
        <translation>Fray-Kampagnen (*.fray)</translation>
    </message>
    <message>
        <source>Fray campaigns (*.fray);;All files (*)</source>
        <translation>Fray-Kampagnen (*.fray);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation>Kampagne speichern unter</translation>
    </message>
    <message numerus="yes">
        <source>Sample content restored (%n item(s) added)</source>
        <translation>
            <numerusform>Beispielinhalte wiederhergestellt (%n Element hinzugefügt)</numerusform>
            <numerusform>Beispielinhalte wiederhergestellt (%n Elemente hinzugefügt)</numerusform>
        </translation>
    </message>
    <message>
        <source>The campaign is open read-only: changes cannot be saved</source>
        <translation>Die Kampagne ist nur zum Lesen geöffnet: Änderungen können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1.

Opened read-only, you can browse it, see the odds and print, but not change it.</source>
        <translation>%1.

Nur zum Lesen geöffnet können Sie sie ansehen, die Chancen sehen und drucken, aber nicht ändern.</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>Nur zum &amp;Lesen öffnen</translation>
    </message>
    <message>
        <source>Copy Campaign to Server</source>
        <translation>Kampagne auf Server kopieren</translation>
    </message>
    <message>
        <source>Copying the campaign to %1…</source>
        <translation>Die Kampagne wird nach %1 kopiert…</translation>
    </message>
    <message>
        <source>The campaign is now on %1; this is the shared copy</source>
        <translation>Die Kampagne liegt jetzt auf %1; dies ist die geteilte Kopie</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignController</name>
    <message>
        <source>My campaign</source>
        <translation>Meine Kampagne</translation>
    </message>
    <message>
        <source>no campaign is open</source>
        <translation>keine Kampagne geöffnet</translation>
    </message>
    <message>
        <source>an encounter needs a name</source>
        <translation>eine Begegnung braucht einen Namen</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called %1</source>
        <translation>die Kampagne hat bereits eine Begegnung namens %1</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos;: %2</source>
        <translation>Begegnung „%1“: %2</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos; is damaged: %2</source>
        <translation>Begegnung „%1“ ist beschädigt: %2</translation>
    </message>
    <message>
        <source>the campaign is open read-only</source>
        <translation>die Kampagne ist schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1 gibt es schon</translation>
    </message>
    <message>
        <source>Add %1 to the library</source>
        <translation>%1 zur Bibliothek hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n entries to the library</source>
        <translation>
            <numerusform>%n Eintrag zur Bibliothek hinzufügen</numerusform>
            <numerusform>%n Einträge zur Bibliothek hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit %1 in the library</source>
        <translation>%1 in der Bibliothek bearbeiten</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n entries from the library</source>
        <translation>
            <numerusform>%n Eintrag aus der Bibliothek entfernen</numerusform>
            <numerusform>%n Einträge aus der Bibliothek entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>Keine Kampagne geöffnet</translation>
    </message>
    <message>
        <source>%1 cannot be reached: nothing is saved until it is back. Fray keeps trying.</source>
        <translation>%1 ist nicht erreichbar: Nichts wird gespeichert, bis der Server zurück ist. Fray versucht es weiter.</translation>
    </message>
    <message>
        <source>%1 is back; the library and the encounters were read again.</source>
        <translation>%1 ist zurück; Bibliothek und Begegnungen wurden neu gelesen.</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <comment>names not listed</comment>
        <translation>
            <numerusform>%n weiterer</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n library entry(s) (%1)</source>
        <translation>
            <numerusform>%n Bibliothekseintrag (%1)</numerusform>
            <numerusform>%n Bibliothekseinträge (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s) (%1)</source>
        <translation>
            <numerusform>%n Begegnung (%1)</numerusform>
            <numerusform>%n Begegnungen (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <comment>entries or encounters</comment>
        <translation>
            <numerusform>%n entfernt</numerusform>
            <numerusform>%n entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is back; nothing changed while it was away.</source>
        <translation>%1 ist wieder da; in der Zwischenzeit hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>%1 is back. Changed on other computers while it was away: %2; read again.</source>
        <translation>%1 ist wieder da. In der Zwischenzeit auf anderen Rechnern geändert: %2; neu gelesen.</translation>
    </message>
    <message>
        <source>The last change before the connection was lost was saved after all, and is shown again.</source>
        <translation>Die letzte Änderung vor dem Verbindungsverlust wurde doch gespeichert und wird wieder angezeigt.</translation>
    </message>
    <message>
        <source>The last change before the connection was lost was not saved.</source>
        <translation>Die letzte Änderung vor dem Verbindungsverlust wurde nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignHistory</name>
    <message>
        <source>A step of the campaign&apos;s history could not be read; what was done before it cannot be undone</source>
        <translation>Ein Schritt im Verlauf der Kampagne ließ sich nicht lesen; was davor geschah, lässt sich nicht rückgängig machen</translation>
    </message>
    <message>
        <source>A step of an encounter that was taken away cannot be redone.</source>
        <translation>Ein Schritt einer Begegnung, die wieder entfernt wurde, kann nicht wiederhergestellt werden.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CombatantEditor</name>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Add to Encounter — %1</source>
        <translation>Zur Begegnung hinzufügen — %1</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Edit Combatant — %1</source>
        <translation>Kampfteilnehmer bearbeiten — %1</translation>
    </message>
    <message>
        <source>Library Entry — %1</source>
        <translation>Bibliothekseintrag — %1</translation>
    </message>
    <message>
        <source>&amp;Maximum %1:</source>
        <translation>&amp;Maximale %1:</translation>
    </message>
    <message>
        <source>C&amp;urrent %1:</source>
        <translation>Akt&amp;uelle %1:</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>&amp;%1 or hit dice:</source>
        <translation>&amp;%1 oder Trefferwürfel:</translation>
    </message>
    <message>
        <source>&amp;%1:</source>
        <translation>&amp;%1:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Name: a combatant needs a name</source>
        <translation>Name: ein Kampfteilnehmer braucht einen Namen</translation>
    </message>
    <message>
        <source>Side: choose a side or type one</source>
        <translation>Seite: wählen Sie eine Seite oder geben Sie eine ein</translation>
    </message>
    <message>
        <source>A&amp;rmour (%1):</source>
        <translation>&amp;Rüstung (%1):</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CombatantTableModel</name>
    <message>
        <source>%1 (lost)</source>
        <translation>%1 (verloren)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <translation>
            <numerusform>%1 (%n übrig)</numerusform>
            <numerusform>%1 (%n übrig)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2 (%3 subdual)</source>
        <translation>%1/%2 (%3 nichttödlich)</translation>
    </message>
    <message>
        <source>%1 (armour %2)</source>
        <translation>%1 (Rüstung %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Type -7 to take 7 hit points, +5 to give back 5, or a number to set them</source>
        <translation>-7 eingeben, um 7 Trefferpunkte abzuziehen, +5, um 5 zurückzugeben, oder eine Zahl, um sie festzulegen</translation>
    </message>
    <message>
        <source>Init.</source>
        <translation>Init.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>ends after round %1</source>
        <translation>endet nach Runde %1</translation>
    </message>
    <message>
        <source>ends with this round</source>
        <translation>endet mit dieser Runde</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>bis entfernt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> (your own)</source>
        <translation> (eigener)</translation>
    </message>
    <message>
        <source>Hidden from players: the players&apos; page and window leave %1 out</source>
        <translation>Vor den Spielern verborgen: Spielerseite und Spielerfenster lassen %1 aus</translation>
    </message>
    <message>
        <source>%1: resets %2</source>
        <translation>%1: zurück %2</translation>
    </message>
    <message>
        <source>Click to spend or restore one</source>
        <translation>Klicken, um eine zu verwenden oder zurückzugeben</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Verwendungen</translation>
    </message>
    <message>
        <source>acting now</source>
        <translation>ist jetzt am Zug</translation>
    </message>
    <message>
        <source>Chance to be out of the fight before its next turn</source>
        <extracomment>The column of each combatant&apos;s chance to be out before its next turn; the tooltip says it whole.</extracomment>
        <translation>Chance, vor dem nächsten Zug aus dem Kampf zu sein</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Gefahr</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before its next turn (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1: %2 Chance, vor dem nächsten Zug aus dem Kampf zu sein (%n Angriff kann vorher kommen).</numerusform>
            <numerusform>%1: %2 Chance, vor dem nächsten Zug aus dem Kampf zu sein (%n Angriffe können vorher kommen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before this round ends (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1: %2 Chance, vor Ende dieser Runde aus dem Kampf zu sein (%n Angriff kann vorher kommen).</numerusform>
            <numerusform>%1: %2 Chance, vor Ende dieser Runde aus dem Kampf zu sein (%n Angriffe können vorher kommen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CustomConditionDialog</name>
    <message>
        <source>&amp;Cannot act</source>
        <translation>&amp;Kann nicht handeln</translation>
    </message>
    <message>
        <source>Your Own Condition</source>
        <translation>Eigener Zustand</translation>
    </message>
    <message>
        <source>Held by a web, burning oil …</source>
        <translation>Im Netz gefangen, brennendes Öl …</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>bis entfernt</translation>
    </message>
    <message>
        <source> rounds</source>
        <translation> Runden</translation>
    </message>
    <message>
        <source>Counted as you count them: 2 rounds given in round 1 end after round 2</source>
        <translation>So gezählt, wie Sie zählen: 2 Runden, in Runde 1 gegeben, enden nach Runde 2</translation>
    </message>
    <message>
        <source>none, or dice: 1d6, 2</source>
        <translation>keiner, oder Würfel: 1d6, 2</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>am Ende jeder Runde</translation>
    </message>
    <message>
        <source>now and at the end of each later round</source>
        <translation>jetzt und am Ende jeder späteren Runde</translation>
    </message>
    <message>
        <source>%1 reads no defence from its target</source>
        <translation>%1 liest keine Verteidigung vom Ziel</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Lasts:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Schaden:</translation>
    </message>
    <message>
        <source>Damage &amp;when:</source>
        <translation>Schaden &amp;wann:</translation>
    </message>
    <message>
        <source>&amp;To hit (its attacks):</source>
        <translation>&amp;Trefferwurf (seine Angriffe):</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>&amp;%1 (attacks on it):</source>
        <translation>&amp;%1 (Angriffe auf ihn):</translation>
    </message>
    <message>
        <source>none, or a note: save vs. poison</source>
        <translation>keine, oder eine Notiz: Rettungswurf gegen Gift</translation>
    </message>
    <message>
        <source>Pops in the log and over the table while the condition lasts</source>
        <translation>Erscheint im Protokoll und über der Tabelle, solange der Zustand anhält</translation>
    </message>
    <message>
        <source>&amp;Reminder:</source>
        <translation>&amp;Erinnerung:</translation>
    </message>
    <message>
        <source>Reminder wh&amp;en:</source>
        <translation>Erinnerung &amp;wann:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayPlanDialog</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot play the day: %1</source>
        <translation>Der Tag lässt sich nicht spielen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Playing %Ln day(s)…</source>
        <translation>
            <numerusform>Spiele %Ln Tag…</numerusform>
            <numerusform>Spiele %Ln Tage…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The party gets through the day in %1 of %Ln day(s)&lt;/b&gt; (± %2).</source>
        <translation>
            <numerusform>&lt;b&gt;Die Gruppe übersteht den Tag in %1 von %Ln Tag&lt;/b&gt; (± %2).</numerusform>
            <numerusform>&lt;b&gt;Die Gruppe übersteht den Tag in %1 von %Ln Tagen&lt;/b&gt; (± %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: out at the day&apos;s end %2, dead %3</source>
        <translation>%1: am Ende des Tages ausgeschieden %2, tot %3</translation>
    </message>
    <message>
        <source>%1: out at the day&apos;s end %2</source>
        <translation>%1: am Ende des Tages ausgeschieden %2</translation>
    </message>
    <message>
        <source>The day at this table: %1</source>
        <translation>Der Tag an diesem Tisch: %1</translation>
    </message>
    <message numerus="yes">
        <source>The day&apos;s length shows once this campaign has played %n turn(s) or more.</source>
        <translation>
            <numerusform>Die Dauer des Tages erscheint, sobald diese Kampagne %n Zug oder mehr gespielt hat.</numerusform>
            <numerusform>Die Dauer des Tages erscheint, sobald diese Kampagne %n Züge oder mehr gespielt hat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayPlanModel</name>
    <message>
        <source>No rest</source>
        <translation>Keine Rast</translation>
    </message>
    <message>
        <source>Back to full</source>
        <translation>Wieder voll</translation>
    </message>
    <message>
        <source>(the day begins)</source>
        <translation>(der Tag beginnt)</translation>
    </message>
    <message>
        <source>The first fight finds the party as it is now</source>
        <translation>Der erste Kampf findet die Gruppe so vor, wie sie jetzt ist</translation>
    </message>
    <message>
        <source>Pick a rest, or type the hit points each hero gets back</source>
        <translation>Wähle eine Rast oder tippe die Trefferpunkte, die jeder Held zurückbekommt</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Rest before it</source>
        <translation>Rast davor</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayResultModel</name>
    <message>
        <source>not in it</source>
        <translation>nicht dabei</translation>
    </message>
    <message>
        <source>%1 HP (out %2)</source>
        <translation>%1 TP (ausgeschieden %2)</translation>
    </message>
    <message>
        <source>%1 HP</source>
        <translation>%1 TP</translation>
    </message>
    <message>
        <source>%1&apos;s hit points when this fight begins, on average over the days that come to it (± %2)</source>
        <translation>Trefferpunkte von %1, wenn dieser Kampf beginnt, im Schnitt über die Tage, die ihn erreichen (± %2)</translation>
    </message>
    <message>
        <source>%1 sits this fight out and keeps what the last one left</source>
        <translation>%1 setzt diesen Kampf aus und behält, was der letzte hinterlassen hat</translation>
    </message>
    <message>
        <source>± %1 (one standard error)</source>
        <translation>± %1 (ein Standardfehler)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The day begins with it</source>
        <translation>Der Tag beginnt damit</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <source>Over the days that come to this fight, with the party as the day has left it</source>
        <translation>Über die Tage, die diesen Kampf erreichen, mit der Gruppe, wie der Tag sie gelassen hat</translation>
    </message>
    <message>
        <source>%1 before</source>
        <translation>%1 davor</translation>
    </message>
    <message>
        <source>%1&apos;s hit points when the fight begins</source>
        <translation>Trefferpunkte von %1 zu Beginn des Kampfes</translation>
    </message>
    <message>
        <source>How often the day comes to this fight: the party won every one before</source>
        <translation>Wie oft der Tag diesen Kampf erreicht: die Gruppe hat jeden davor gewonnen</translation>
    </message>
    <message>
        <source>How often the party loses this fight, or is still fighting at the round cap: the day ends there</source>
        <translation>Wie oft die Gruppe diesen Kampf verliert oder bei der Rundengrenze noch kämpft: dort endet der Tag</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Fought</source>
        <translation>Gekämpft</translation>
    </message>
    <message>
        <source>Party breaks</source>
        <translation>Gruppe scheitert</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterActions</name>
    <message>
        <source>Open an encounter to add %1 to</source>
        <translation>Öffnen Sie eine Begegnung, um %1 hinzuzufügen</translation>
    </message>
    <message>
        <source>%1 belongs to another ruleset</source>
        <translation>%1 gehört zu einem anderen Regelwerk</translation>
    </message>
    <message>
        <source>Select who to %1 in the table first</source>
        <translation>Wählen Sie zuerst in der Tabelle aus, wer %1</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden nehmen soll</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message numerus="yes">
        <source>Hit points to take from %n combatant(s):</source>
        <translation>
            <numerusform>Abzuziehende Trefferpunkte (%n Kampfteilnehmer):</numerusform>
            <numerusform>Abzuziehende Trefferpunkte (%n Kampfteilnehmer):</numerusform>
        </translation>
    </message>
    <message>
        <source>heal</source>
        <translation>geheilt werden soll</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Heilen</translation>
    </message>
    <message numerus="yes">
        <source>Hit points to give back to %n combatant(s):</source>
        <translation>
            <numerusform>Zurückzugebende Trefferpunkte (%n Kampfteilnehmer):</numerusform>
            <numerusform>Zurückzugebende Trefferpunkte (%n Kampfteilnehmer):</numerusform>
        </translation>
    </message>
    <message>
        <source>give a condition</source>
        <translation>einen Zustand erhalten soll</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Zustand hinzufügen</translation>
    </message>
    <message>
        <source>Condition:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>clear a condition from</source>
        <translation>einen Zustand verlieren soll</translation>
    </message>
    <message>
        <source>No condition to remove</source>
        <translation>Kein Zustand zu entfernen</translation>
    </message>
    <message>
        <source>Remove Condition</source>
        <translation>Zustand entfernen</translation>
    </message>
    <message>
        <source>aid</source>
        <translation>versorgt werden soll</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>entfernt werden soll</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>dupliziert werden soll</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>How many more of %1?</source>
        <translation>Wie viele weitere von %1?</translation>
    </message>
    <message>
        <source>New combatant</source>
        <translation>Neuer Kampfteilnehmer</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>bearbeitet werden soll</translation>
    </message>
    <message>
        <source>Nobody is acting yet</source>
        <translation>Noch ist niemand am Zug</translation>
    </message>
    <message>
        <source>No one acts later this round</source>
        <translation>Niemand handelt später in dieser Runde</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Abwarten</translation>
    </message>
    <message>
        <source>%1 waits and acts together with:</source>
        <translation>%1 wartet und handelt zusammen mit:</translation>
    </message>
    <message>
        <source>declare an action for</source>
        <translation>eine Aktion ansagen soll</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Nichts Besonderes</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (initiative)</source>
        <translation>%1 (Initiative)</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>%1 has no surprise rule</source>
        <translation>%1 hat keine Überraschungsregel</translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (eigener)</translation>
    </message>
    <message>
        <source>Your own condition…</source>
        <translation>Eigener Zustand …</translation>
    </message>
    <message>
        <source>Rounds it lasts (0 = until removed):</source>
        <translation>Dauer in Runden (0 = bis entfernt):</translation>
    </message>
    <message>
        <source>Rounds it lasts, this one counted (0 = as the ruleset says):</source>
        <translation>Dauer in Runden, diese mitgezählt (0 = wie das Regelwerk sagt):</translation>
    </message>
    <message>
        <source>%1, every round</source>
        <translation>%1, jede Runde</translation>
    </message>
    <message>
        <source>Declared for the next initiative roll:</source>
        <translation>Erklärt für den nächsten Initiativewurf:</translation>
    </message>
    <message>
        <source>hide from players</source>
        <translation>vor den Spielern zu verbergen</translation>
    </message>
    <message>
        <source>show to players</source>
        <translation>den Spielern zu zeigen</translation>
    </message>
    <message>
        <source>hidden from players</source>
        <translation>vor den Spielern verborgen</translation>
    </message>
    <message>
        <source>shown to players</source>
        <translation>den Spielern gezeigt</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n combatant(s)</source>
        <translation>
            <numerusform>%n Kampfteilnehmer entfernen</numerusform>
            <numerusform>%n Kampfteilnehmer entfernen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterListModel</name>
    <message numerus="yes">
        <source>%1, %n combatant(s)</source>
        <translation>
            <numerusform>%1, %n Kampfteilnehmer</numerusform>
            <numerusform>%1, %n Kampfteilnehmer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · Runde %2</translation>
    </message>
    <message>
        <source>%1 · not started</source>
        <translation>%1 · nicht begonnen</translation>
    </message>
    <message>
        <source>%1 · over</source>
        <translation>%1 · vorbei</translation>
    </message>
    <message>
        <source>%1 · put away</source>
        <translation>%1 · weggelegt</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterSession</name>
    <message>
        <source>Not saved, so not done: %1</source>
        <translation>Nicht gespeichert, daher nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation>Die Kampagne ist schreibgeschützt geöffnet</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterView</name>
    <message>
        <source>Hide those out of the fight</source>
        <translation>Ausgeschiedene ausblenden</translation>
    </message>
    <message>
        <source>Find by name</source>
        <translation>Nach Namen suchen</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Seite:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Kampfteilnehmer</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncountersDock</name>
    <message>
        <source>Encounters</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>Rename Encounter</source>
        <translation>Begegnung umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Delete Encounter</source>
        <translation>Begegnung löschen</translation>
    </message>
    <message>
        <source>Delete the encounter %1, with its log? This cannot be undone.</source>
        <translation>Die Begegnung %1 samt Protokoll löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation>Die Kampagne ist nur zum Lesen geöffnet</translation>
    </message>
    <message>
        <source>Bring &amp;Back</source>
        <translation>&amp;Zurückholen</translation>
    </message>
    <message>
        <source>Put &amp;Away</source>
        <translation>&amp;Weglegen</translation>
    </message>
    <message>
        <source>Show put awa&amp;y (%1)</source>
        <translation>&amp;Weggelegte zeigen (%1)</translation>
    </message>
    <message>
        <source>Show put awa&amp;y</source>
        <translation>&amp;Weggelegte zeigen</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EventActions</name>
    <message>
        <source>Add &amp;Event…</source>
        <translation>&amp;Ereignis hinzufügen…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Event…</source>
        <translation>Ereignis ent&amp;fernen…</translation>
    </message>
    <message>
        <source>A lair action, reinforcements or anything else that takes a place in the initiative order</source>
        <translation>Eine Hortaktion, Verstärkung oder alles andere, das einen Platz in der Initiative-Reihenfolge einnimmt</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Remove Event</source>
        <translation>Ereignis entfernen</translation>
    </message>
    <message>
        <source>Event to remove:</source>
        <translation>Zu entfernendes Ereignis:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EventDialog</name>
    <message>
        <source>at count</source>
        <translation>bei Zählwert</translation>
    </message>
    <message>
        <source>at the top of the round</source>
        <translation>zu Rundenbeginn</translation>
    </message>
    <message>
        <source>at the end of the round</source>
        <translation>am Rundenende</translation>
    </message>
    <message>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>jede Runde</translation>
    </message>
    <message>
        <source>every N rounds:</source>
        <translation>alle N Runden:</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Another event is already called %1.</source>
        <translation>Ein anderes Ereignis heißt schon %1.</translation>
    </message>
    <message>
        <source>Arriving: %1</source>
        <translation>Ankunft: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ExportController</name>
    <message>
        <source>Open an encounter to export</source>
        <translation>Öffnen Sie eine Begegnung, um sie zu exportieren</translation>
    </message>
    <message>
        <source>Export Encounter</source>
        <translation>Begegnung exportieren</translation>
    </message>
    <message>
        <source>Fray encounters (*.fray.json)</source>
        <translation>Fray-Begegnungen (*.fray.json)</translation>
    </message>
    <message>
        <source>Export for Improved Initiative</source>
        <translation>Für Improved Initiative exportieren</translation>
    </message>
    <message>
        <source>Improved Initiative files (*.json)</source>
        <translation>Improved-Initiative-Dateien (*.json)</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 wurde nicht geschrieben: %2</translation>
    </message>
    <message>
        <source>no campaign is open</source>
        <translation>keine Kampagne ist geöffnet</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 nach %2 exportiert</translation>
    </message>
    <message>
        <source>Exported %1 and the encounter to %2</source>
        <translation>%1 und die Begegnung nach %2 exportiert</translation>
    </message>
    <message>
        <source>The library of which ruleset?</source>
        <translation>Die Bibliothek welches Regelwerks?</translation>
    </message>
    <message>
        <source>1 library entry of %1</source>
        <translation>1 Bibliothekseintrag für %1</translation>
    </message>
    <message numerus="yes">
        <source>%n library entries of %1</source>
        <translation>
            <numerusform>%n Bibliothekseintrag für %1</numerusform>
            <numerusform>%n Bibliothekseinträge für %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::FightDocks</name>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Acting</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>&lt;campaign opened&gt;</source>
        <translation>&lt;Kampagne geöffnet&gt;</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::FightFollower</name>
    <message>
        <source>You run this fight now; the other Fray follows it</source>
        <translation>Du leitest diesen Kampf jetzt; das andere Fray verfolgt ihn</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::GivenValueBox</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The same for every attack in every fight</source>
        <translation>Derselbe Wert für jeden Angriff in jedem Kampf</translation>
    </message>
    <message>
        <source>%1 The same for every attack in every fight.</source>
        <translation>%1 Derselbe Wert für jeden Angriff in jedem Kampf.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportController</name>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 lässt sich nicht importieren: %2</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Nichts wurde importiert: %1</translation>
    </message>
    <message>
        <source>Fray files, stat lines and other tools&apos; files (*.fray.json *.json *.csv *.xml);;All files (*)</source>
        <translation>Fray-Dateien, Wertezeilen und Dateien anderer Programme (*.fray.json *.json *.csv *.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Imported 1 library entry</source>
        <translation>1 Bibliothekseintrag importiert</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n library entries</source>
        <translation>
            <numerusform>%n Bibliothekseintrag importiert</numerusform>
            <numerusform>%n Bibliothekseinträge importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>and 1 encounter</source>
        <translation>und 1 Begegnung</translation>
    </message>
    <message numerus="yes">
        <source>and %n encounters</source>
        <translation>
            <numerusform>und %n Begegnung</numerusform>
            <numerusform>und %n Begegnungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>Skip them</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Import them under a new name</source>
        <translation>Unter neuem Namen importieren</translation>
    </message>
    <message>
        <source>Replace the library&apos;s entries with them</source>
        <translation>Die Einträge der Bibliothek damit ersetzen</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Into &amp;ruleset:</source>
        <translation>In &amp;Regelwerk:</translation>
    </message>
    <message>
        <source>&amp;Names the library already holds:</source>
        <translation>&amp;Namen, die die Bibliothek schon hat:</translation>
    </message>
    <message>
        <source>Cannot be imported into this ruleset: %1</source>
        <translation>Kann nicht in dieses Regelwerk importiert werden: %1</translation>
    </message>
    <message>
        <source>%1 file: 1 entry</source>
        <translation>%1-Datei: 1 Eintrag</translation>
    </message>
    <message numerus="yes">
        <source>%1 file: %n entries</source>
        <translation>
            <numerusform>%1-Datei: %n Eintrag</numerusform>
            <numerusform>%1-Datei: %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>1 saved encounter</source>
        <translation>1 gespeicherte Begegnung</translation>
    </message>
    <message numerus="yes">
        <source>%n saved encounters</source>
        <translation>
            <numerusform>%n gespeicherte Begegnung</numerusform>
            <numerusform>%n gespeicherte Begegnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>The library already holds %1.</source>
        <translation>Die Bibliothek hat schon %1.</translation>
    </message>
    <message>
        <source>%1 × %2 (not creatures)</source>
        <translation>%1 × %2 (keine Kreaturen)</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Ausgelassen: %1</translation>
    </message>
    <message>
        <source>Column %1: not imported</source>
        <translation>Spalte %1: nicht importiert</translation>
    </message>
    <message>
        <source>Line %1 left out: %2</source>
        <translation>Zeile %1 ausgelassen: %2</translation>
    </message>
    <message>
        <source>Nothing: every field has a place in this ruleset.</source>
        <translation>Nichts: jedes Feld hat einen Platz in diesem Regelwerk.</translation>
    </message>
    <message>
        <source>Over the whole file:</source>
        <translation>In der ganzen Datei:</translation>
    </message>
    <message>
        <source>The %1 library already holds %2.</source>
        <translation>Die Bibliothek für %1 hat schon %2.</translation>
    </message>
    <message>
        <source>%1: not imported, in 1 entry</source>
        <translation>%1: nicht importiert, in 1 Eintrag</translation>
    </message>
    <message numerus="yes">
        <source>%1: not imported, in %n entries</source>
        <translation>
            <numerusform>%1: nicht importiert, in %n Eintrag</numerusform>
            <numerusform>%1: nicht importiert, in %n Einträgen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: kept as notes, in 1 entry</source>
        <translation>%1: als Notizen übernommen, in 1 Eintrag</translation>
    </message>
    <message numerus="yes">
        <source>%1: kept as notes, in %n entries</source>
        <translation>
            <numerusform>%1: als Notizen übernommen, in %n Eintrag</numerusform>
            <numerusform>%1: als Notizen übernommen, in %n Einträgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 library already holds %n of these names, such as %2.</source>
        <translation>
            <numerusform>Die Bibliothek von %1 enthält schon %n dieser Namen, etwa %2.</numerusform>
            <numerusform>Die Bibliothek von %1 enthält schon %n dieser Namen, etwa %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library already holds %n of these names, such as %1.</source>
        <translation>
            <numerusform>Die Bibliothek enthält schon %n dieser Namen, etwa %1.</numerusform>
            <numerusform>Die Bibliothek enthält schon %n dieser Namen, etwa %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file holds %1.</source>
        <translation>Die Datei enthält %1.</translation>
    </message>
    <message numerus="yes">
        <source>The file repeats %n names, such as %1.</source>
        <translation>
            <numerusform>Die Datei wiederholt %n Namen, etwa %1.</numerusform>
            <numerusform>Die Datei wiederholt %n Namen, etwa %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Names the file repeats:</source>
        <translation>&amp;Namen, die die Datei wiederholt:</translation>
    </message>
    <message>
        <source>Renamed: %1</source>
        <translation>Umbenannt: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportPreviewModel</name>
    <message>
        <source>1 field not imported</source>
        <translation>1 Feld nicht importiert</translation>
    </message>
    <message numerus="yes">
        <source>%n fields not imported</source>
        <translation>
            <numerusform>%n Feld nicht importiert</numerusform>
            <numerusform>%n Felder nicht importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>not imported</source>
        <translation>nicht importiert</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>1 combatant</source>
        <translation>1 Kampfteilnehmer</translation>
    </message>
    <message numerus="yes">
        <source>%n combatants</source>
        <translation>
            <numerusform>%n Kampfteilnehmer</numerusform>
            <numerusform>%n Kampfteilnehmer</numerusform>
        </translation>
    </message>
    <message>
        <source>Entry or field</source>
        <translation>Eintrag oder Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>From, or why not</source>
        <translation>Woher, oder warum nicht</translation>
    </message>
    <message numerus="yes">
        <source>%n kept as notes</source>
        <translation>
            <numerusform>%n als Notiz übernommen</numerusform>
            <numerusform>%n als Notizen übernommen</numerusform>
        </translation>
    </message>
    <message>
        <source>the entry&apos;s notes</source>
        <translation>die Notizen des Eintrags</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::InitiativeOrderModel</name>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, lost)</source>
        <translation>%1 (%2, verloren)</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LibraryDock</name>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>All rulesets</source>
        <translation>Alle Regelwerke</translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>Keine Kampagne geöffnet</translation>
    </message>
    <message>
        <source>The first %1 matches; type more to narrow the search</source>
        <translation>Die ersten %1 Ergebnisse; weitertippen, um die Suche einzugrenzen</translation>
    </message>
    <message>
        <source>The library is empty: New… adds a character or monster</source>
        <translation>Die Bibliothek ist leer: „Neu…“ fügt einen Charakter oder ein Monster hinzu</translation>
    </message>
    <message>
        <source>Nothing matches</source>
        <translation>Keine Übereinstimmung</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>%n gefunden</numerusform>
            <numerusform>%n gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose an entry of the library to add</source>
        <translation>Wählen Sie einen Bibliothekseintrag zum Hinzufügen</translation>
    </message>
    <message>
        <source>%1 is written for %2, not for this encounter&apos;s %3</source>
        <translation>%1 ist für %2 geschrieben, nicht für %3 dieser Begegnung</translation>
    </message>
    <message>
        <source>New Library Entry</source>
        <translation>Neuer Bibliothekseintrag</translation>
    </message>
    <message>
        <source>For the ruleset:</source>
        <translation>Für das Regelwerk:</translation>
    </message>
    <message>
        <source>%1 could not be added to the library: %2</source>
        <translation>%1 konnte nicht zur Bibliothek hinzugefügt werden: %2</translation>
    </message>
    <message>
        <source>%1 added to the library</source>
        <translation>%1 zur Bibliothek hinzugefügt</translation>
    </message>
    <message>
        <source>Edit Library Entry</source>
        <translation>Bibliothekseintrag bearbeiten</translation>
    </message>
    <message>
        <source>%1 is written for the ruleset &apos;%2&apos;, which this Fray does not have.</source>
        <translation>%1 ist für das Regelwerk „%2“ geschrieben, das diese Fray-Version nicht kennt.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1 saved in the library</source>
        <translation>%1 in der Bibliothek gespeichert</translation>
    </message>
    <message>
        <source>Delete %1 from the library? Combatants already added to encounters stay.</source>
        <translation>%1 aus der Bibliothek löschen? Bereits zu Begegnungen hinzugefügte Kampfteilnehmer bleiben erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entries from the library? Combatants already added to encounters stay.</source>
        <translation>
            <numerusform>%n Eintrag aus der Bibliothek löschen? Bereits zu Begegnungen hinzugefügte Kampfteilnehmer bleiben erhalten.</numerusform>
            <numerusform>%n Einträge aus der Bibliothek löschen? Bereits zu Begegnungen hinzugefügte Kampfteilnehmer bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete from Library</source>
        <translation>Aus der Bibliothek löschen</translation>
    </message>
    <message>
        <source>Nothing was deleted: %1</source>
        <translation>Nichts wurde gelöscht: %1</translation>
    </message>
    <message>
        <source>%1 deleted from the library</source>
        <translation>%1 aus der Bibliothek gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>%n entries deleted from the library</source>
        <translation>
            <numerusform>%n Eintrag aus der Bibliothek gelöscht</numerusform>
            <numerusform>%n Einträge aus der Bibliothek gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Stat Blocks as PDF…</source>
        <translation>Wertekästen als PDF exportieren…</translation>
    </message>
    <message>
        <source>Member of the &amp;Party</source>
        <translation>Mitglied der &amp;Gruppe</translation>
    </message>
    <message>
        <source>Members join new fights as they are now and keep what a fight or a rest does to them</source>
        <translation>Mitglieder kommen so in neue Kämpfe, wie sie jetzt sind, und behalten, was ein Kampf oder eine Rast mit ihnen macht</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) joined the party</source>
        <translation>
            <numerusform>%n Eintrag ist der Gruppe beigetreten</numerusform>
            <numerusform>%n Einträge sind der Gruppe beigetreten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) left the party</source>
        <translation>
            <numerusform>%n Eintrag hat die Gruppe verlassen</numerusform>
            <numerusform>%n Einträge haben die Gruppe verlassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LibraryModel</name>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Hit dice %1; %2 as listed</source>
        <translation>Trefferwürfel %1; %2 wie angegeben</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>In the party: joins new fights as it is now</source>
        <translation>In der Gruppe: kommt so in neue Kämpfe, wie es jetzt ist</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LogExportController</name>
    <message>
        <source>Open an encounter to export its log</source>
        <translation>Öffnen Sie eine Begegnung, um ihr Protokoll zu exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>kampf</translation>
    </message>
    <message>
        <source>Export Log</source>
        <translation>Protokoll exportieren</translation>
    </message>
    <message>
        <source>The log could not be written to %1:
%2</source>
        <translation>Das Protokoll konnte nicht nach %1 geschrieben werden:
%2</translation>
    </message>
    <message>
        <source>Log written to %1</source>
        <translation>Protokoll nach %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LogModel</name>
    <message>
        <source>Round %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LuckDock</name>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LuckModel</name>
    <message numerus="yes">
        <source>The chance of %n hit(s) or fewer at these attacks&apos; odds</source>
        <translation>
            <numerusform>Die Wahrscheinlichkeit von %n Treffer oder weniger bei den Chancen dieser Angriffe</numerusform>
            <numerusform>Die Wahrscheinlichkeit von %n Treffern oder weniger bei den Chancen dieser Angriffe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: exactly %2</source>
        <translation>%1: genau %2</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Kampfteilnehmer</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>This well or worse</source>
        <translation>So gut oder schlechter</translation>
    </message>
    <message>
        <source>The hits its odds promised: the sum of each attack&apos;s chance to hit</source>
        <translation>Die Treffer, die seine Chancen versprachen: die Summe der Trefferchancen aller Angriffe</translation>
    </message>
    <message>
        <source>The exact chance of hitting this often or less with the same attacks; a few percent is bad luck</source>
        <translation>Die genaue Wahrscheinlichkeit, mit denselben Angriffen so oft oder seltener zu treffen; wenige Prozent sind Pech</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MainWindow</name>
    <message>
        <source>No ruleset is available.</source>
        <translation>Kein Regelwerk verfügbar.</translation>
    </message>
    <message>
        <source>Fray</source>
        <translation>Fray</translation>
    </message>
    <message>
        <source>Fray — %1</source>
        <translation>Fray — %1</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message numerus="yes">
        <source>Not started · %n combatant(s)</source>
        <translation>
            <numerusform>Nicht begonnen · %n Kampfteilnehmer</numerusform>
            <numerusform>Nicht begonnen · %n Kampfteilnehmer</numerusform>
        </translation>
    </message>
    <message>
        <source>no one</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Round %1 · %2 acts</source>
        <translation>Runde %1 · %2 ist am Zug</translation>
    </message>
    <message>
        <source>About Fray</source>
        <translation>Über Fray</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;An encounter manager for tabletop RPG game masters: initiative, rounds, hit points and conditions under any ruleset, with exact odds to hit.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (%2).&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;Eine Kampfverwaltung für Spielleiter von Pen-and-Paper-Rollenspielen: Initiative, Runden, Trefferpunkte und Zustände unter jedem Regelwerk, mit exakten Trefferchancen.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder neuer (%2).&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %3, läuft mit Qt %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (nur lesen)</translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset file(s) did not load; Tools › Rulesets says why</source>
        <translation>
            <numerusform>%n Regelwerksdatei wurde nicht geladen; Extras › Regelwerke sagt warum</numerusform>
            <numerusform>%n Regelwerksdateien wurden nicht geladen; Extras › Regelwerke sagt warum</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MemberUpdateModel</name>
    <message>
        <source>No change</source>
        <translation>Keine Änderung</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Was sich ändert</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ModifierToggles</name>
    <message>
        <source>In force</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
Quelle: %2</translation>
    </message>
    <message>
        <source>How many %1</source>
        <translation>Wie viele %1</translation>
    </message>
    <message>
        <source>%1: the number</source>
        <translation>%1: die Zahl</translation>
    </message>
    <message>
        <source>The document gives no number: type it</source>
        <translation>Das Dokument nennt keine Zahl: bitte eingeben</translation>
    </message>
    <message>
        <source>Only for %1 attacks</source>
        <translation>Nur für %1-Angriffe</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>A condition in force: it applies by itself</source>
        <translation>Ein aktiver Zustand: gilt automatisch</translation>
    </message>
    <message>
        <source>No situational modifiers are on.</source>
        <translation>Keine Situationsmodifikatoren aktiv.</translation>
    </message>
    <message>
        <source>On: %1</source>
        <translation>Aktiv: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MoraleActions</name>
    <message>
        <source>%1 %2 to hold</source>
        <translation>%1 %2 zu halten</translation>
    </message>
    <message>
        <source>Morale of the %1 %2: %3</source>
        <translation>Moral der %1 %2: %3</translation>
    </message>
    <message>
        <source>No one can check morale now: those who could have fled, fallen or sworn to fight to the death</source>
        <translation>Niemand kann jetzt die Moral prüfen: Wer es könnte, ist geflohen, gefallen oder kämpft bis zum Tod</translation>
    </message>
    <message>
        <source>Check Morale</source>
        <translation>Moral prüfen</translation>
    </message>
    <message>
        <source>Roll morale for:</source>
        <translation>Moral würfeln für:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MoraleBanner</name>
    <message>
        <source>Roll Morale</source>
        <translation>Moral würfeln</translation>
    </message>
    <message>
        <source>No Check Needed</source>
        <translation>Keine Probe nötig</translation>
    </message>
    <message>
        <source>Roll each group&apos;s morale check; those who fail flee</source>
        <translation>Die Moralprobe jeder Gruppe würfeln; wer sie nicht besteht, flieht</translation>
    </message>
    <message>
        <source>The moment passes without a check</source>
        <translation>Der Moment vergeht ohne Probe</translation>
    </message>
    <message>
        <source>%1: %2 to hold</source>
        <translation>%1: %2 zu halten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Check the morale of the %1 %2? %3</source>
        <translation>Moral der %1 %2 prüfen? %3</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>Curse of the Crypt</source>
        <translation>Der Fluch der Gruft</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Keep in:</source>
        <translation>&amp;Ablegen in:</translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Gib der Kampagne einen Namen.</translation>
    </message>
    <message>
        <source>The name needs a letter or a number.</source>
        <translation>Der Name braucht einen Buchstaben oder eine Ziffer.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Den Ordner %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>Fray may not write to %1.</source>
        <translation>Fray darf nicht in %1 schreiben.</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name, or open it with File › Open Campaign.</source>
        <translation>%1 gibt es schon: wähle einen anderen Namen oder öffne sie mit Datei › Kampagne öffnen.</translation>
    </message>
    <message>
        <source>Keep the Campaign In</source>
        <translation>Kampagne ablegen in</translation>
    </message>
    <message>
        <source>The campaign will be kept in %1</source>
        <translation>Die Kampagne wird in %1 abgelegt</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::NewEncounterDialog</name>
    <message>
        <source>New Encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
    <message>
        <source>Goblin ambush</source>
        <translation>Goblin-Hinterhalt</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>The &amp;party joins, as it is now</source>
        <translation>Die &amp;Gruppe kommt hinzu, so wie sie jetzt ist</translation>
    </message>
    <message>
        <source>The library&apos;s party members of this ruleset join the fight with their hit points, conditions and uses</source>
        <translation>Die Gruppenmitglieder dieses Regelwerks aus der Bibliothek kommen mit ihren Trefferpunkten, Zuständen und Verwendungen in den Kampf</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsCalculatorDialog</name>
    <message>
        <source>Odds Calculator</source>
        <translation>Wahrscheinlichkeitsrechner</translation>
    </message>
    <message>
        <source>e.g. 1d8+2</source>
        <translation>z. B. 1d8+2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>Attack &amp;kind:</source>
        <translation>Angriffs&amp;art:</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Schaden:</translation>
    </message>
    <message>
        <source>Attacks per &amp;round:</source>
        <translation>Angriffe &amp;pro Runde:</translation>
    </message>
    <message>
        <source>Target&apos;s &amp;HP:</source>
        <translation>&amp;TP des Ziels:</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>&amp;Variieren:</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation>Schaden: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsChart</name>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Chance now</source>
        <translation>Chance jetzt</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Treffer gesamt</translation>
    </message>
    <message>
        <source>Pick an attacker and a target to see the chart.</source>
        <translation>Wählen Sie einen Angreifer und ein Ziel, um das Diagramm zu sehen.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsCurveModel</name>
    <message>
        <source>Any hit</source>
        <translation>Treffer gesamt</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsPanel</name>
    <message>
        <source>Given by the GM</source>
        <translation>Vom Spielleiter festgelegt</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>Angr&amp;eifer:</translation>
    </message>
    <message>
        <source>Atta&amp;ck:</source>
        <translation>Angri&amp;ff:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pick an attacker and a target.</source>
        <translation>Wählen Sie einen Angreifer und ein Ziel.</translation>
    </message>
    <message>
        <source>Open an encounter to see the odds.</source>
        <translation>Öffnen Sie eine Begegnung, um die Wahrscheinlichkeiten zu sehen.</translation>
    </message>
    <message>
        <source>%1 has no attacks.</source>
        <translation>%1 hat keine Angriffe.</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>Give %1 (under Given by the GM) to see the odds.</source>
        <translation>Geben Sie %1 an (unter „Vom Spielleiter festgelegt“), um die Wahrscheinlichkeiten zu sehen.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Odds as Ta&amp;ble</source>
        <translation>Wahrscheinlichkeiten als &amp;Tabelle</translation>
    </message>
    <message>
        <source>Tar&amp;get:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Va&amp;ry:</source>
        <translation>&amp;Variieren:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsPresenter</name>
    <message>
        <source>No ruleset</source>
        <translation>Kein Regelwerk</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsSummary</name>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Chance to hit: —</source>
        <translation>Trefferchance: —</translation>
    </message>
    <message>
        <source>Chance to hit: %1</source>
        <translation>Trefferchance: %1</translation>
    </message>
    <message>
        <source>Down to 0</source>
        <translation>Auf 0 gebracht</translation>
    </message>
    <message>
        <source>too much to work out</source>
        <translation>zu aufwendig zu berechnen</translation>
    </message>
    <message>
        <source>Down to 0 this round</source>
        <translation>Diese Runde auf 0</translation>
    </message>
    <message>
        <source>Mean damage per attack</source>
        <translation>Ø Schaden pro Angriff</translation>
    </message>
    <message>
        <source>Mean damage per round</source>
        <translation>Ø Schaden pro Runde</translation>
    </message>
    <message numerus="yes">
        <source>Mean damage per round (%n attacks)</source>
        <translation>
            <numerusform>Ø Schaden pro Runde (%n Angriff)</numerusform>
            <numerusform>Ø Schaden pro Runde (%n Angriffe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within %n rounds</source>
        <translation>
            <numerusform>Innerhalb %n Runde</numerusform>
            <numerusform>Innerhalb %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsTable</name>
    <message>
        <source>Odds as a table</source>
        <translation>Wahrscheinlichkeiten als Tabelle</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsTableModel</name>
    <message>
        <source>the situation now</source>
        <translation>die Lage jetzt</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OrderDialog</name>
    <message>
        <source>Encounter Order — %1</source>
        <translation>Begegnungsablauf – %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>%1 würfeln</translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1 (%2 auf %3)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 gives no order for meeting foes.</source>
        <translation>%1 gibt keinen Ablauf für Begegnungen mit Gegnern vor.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OrderStrip</name>
    <message>
        <source>Events:</source>
        <translation>Ereignisse:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Reihenfolge:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PartyController</name>
    <message>
        <source>&amp;Party</source>
        <translation>Gr&amp;uppe</translation>
    </message>
    <message>
        <source>&amp;Bring the Party</source>
        <translation>Gruppe &amp;hinzuholen</translation>
    </message>
    <message>
        <source>The party&apos;s members join this fight as they are now: hit points, conditions, uses</source>
        <translation>Die Mitglieder der Gruppe kommen so in diesen Kampf, wie sie jetzt sind: Trefferpunkte, Zustände, Verwendungen</translation>
    </message>
    <message>
        <source>&amp;Rest the Party…</source>
        <translation>Gruppe &amp;rasten lassen…</translation>
    </message>
    <message>
        <source>Hit points and uses back between fights, as the ruleset says or by your numbers</source>
        <translation>Trefferpunkte und Verwendungen zwischen Kämpfen zurück, wie das Regelwerk sagt oder nach Ihren Zahlen</translation>
    </message>
    <message>
        <source>&amp;End Fight…</source>
        <translation>Kampf &amp;beenden…</translation>
    </message>
    <message>
        <source>What this fight leaves on the party, to carry into the next</source>
        <translation>Was dieser Kampf an der Gruppe hinterlässt, für den nächsten</translation>
    </message>
    <message>
        <source>The party has no members of %1: mark characters in the library (right-click › Member of the Party)</source>
        <translation>Die Gruppe hat keine Mitglieder in %1: markieren Sie Charaktere in der Bibliothek (Rechtsklick › Mitglied der Gruppe)</translation>
    </message>
    <message>
        <source>The party has no members: mark characters in the library (right-click › Member of the Party)</source>
        <translation>Die Gruppe hat keine Mitglieder: markieren Sie Charaktere in der Bibliothek (Rechtsklick › Mitglied der Gruppe)</translation>
    </message>
    <message>
        <source>Open an encounter of the ruleset whose members rest</source>
        <translation>Öffnen Sie eine Begegnung des Regelwerks, dessen Mitglieder rasten</translation>
    </message>
    <message>
        <source>The party rested: %1</source>
        <translation>Die Gruppe hat gerastet: %1</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Ende des Kampfes: %1</translation>
    </message>
    <message>
        <source>%1 is over; no member of the party fought in it, so nothing carries over</source>
        <translation>%1 ist vorbei; kein Mitglied der Gruppe hat mitgekämpft, also wird nichts übernommen</translation>
    </message>
    <message>
        <source>%1 is over; the party keeps what it left on it</source>
        <translation>%1 ist vorbei; die Gruppe behält ihren Stand aus dem Kampf</translation>
    </message>
    <message>
        <source>Plan a &amp;Day…</source>
        <translation>Einen &amp;Tag planen…</translation>
    </message>
    <message>
        <source>Play a day of fights and rests many times: the chance the party gets through, where it breaks, how each hero stands</source>
        <translation>Einen Tag aus Kämpfen und Rasten viele Male spielen: die Chance, dass die Gruppe ihn übersteht, wo sie scheitert, wie jeder Held dasteht</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PartyUpdateDialog</name>
    <message>
        <source>End Fight</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <source>What %1 leaves on the party: hit points, subdual damage, HP states, uses left and the conditions that outlast a fight. Members take it into their next fight.</source>
        <translation>Was %1 an der Gruppe hinterlässt: Trefferpunkte, Betäubungsschaden, TP-Zustände, übrige Verwendungen und die Zustände, die einen Kampf überdauern. Die Mitglieder nehmen es in ihren nächsten Kampf mit.</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Ende des Kampfes: %1</translation>
    </message>
    <message>
        <source>Rest the Party</source>
        <translation>Gruppe rasten lassen</translation>
    </message>
    <message>
        <source>A rest between fights for the members of %1. Uses that come back on a rest come back; the dead get nothing back.</source>
        <translation>Eine Rast zwischen Kämpfen für die Mitglieder in %1. Verwendungen, die bei einer Rast zurückkommen, kommen zurück; die Toten bekommen nichts zurück.</translation>
    </message>
    <message>
        <source>%1 names no rests</source>
        <translation>%1 nennt keine Rasten</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PlayerScreens</name>
    <message>
        <source>Show Foes&apos; Defence and HP to Players</source>
        <translation>Verteidigung und TP der Gegner den Spielern zeigen</translation>
    </message>
    <message numerus="yes">
        <source>Shared with players: %n device(s)</source>
        <translation>
            <numerusform>Mit Spielern geteilt: %n Gerät</numerusform>
            <numerusform>Mit Spielern geteilt: %n Geräte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PlayersWindow</name>
    <message>
        <source>Show the Target&apos;s Defence and HP to Players</source>
        <translation>Verteidigung und TP des Ziels den Spielern zeigen</translation>
    </message>
    <message>
        <source>Fray — Players</source>
        <translation>Fray — Spieler</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>unmöglich</translation>
    </message>
    <message>
        <source>very unlikely</source>
        <translation>sehr unwahrscheinlich</translation>
    </message>
    <message>
        <source>unlikely</source>
        <translation>unwahrscheinlich</translation>
    </message>
    <message>
        <source>even</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>wahrscheinlich</translation>
    </message>
    <message>
        <source>very likely</source>
        <translation>sehr wahrscheinlich</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>sicher</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Noch kein Ziel</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>Gegen %1</translation>
    </message>
    <message>
        <source>%1 %2 · %3 %4 of %5</source>
        <translation>%1 %2 · %3 %4 von %5</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>ask the GM</source>
        <translation>Spielleiter fragen</translation>
    </message>
    <message>
        <source>No party member can attack.</source>
        <translation>Kein Gruppenmitglied kann angreifen.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PrintController</name>
    <message>
        <source>encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>Open an encounter to print its sheets.</source>
        <translation>Öffnen Sie eine Begegnung, um ihre Bögen zu drucken.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>The sheets were not printed: %1</source>
        <translation>Die Bögen wurden nicht gedruckt: %1</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not written: %1</source>
        <translation>Das PDF wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Sheets written to %1</source>
        <translation>Bögen nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Select library entries to print their stat blocks.</source>
        <translation>Wählen Sie Bibliothekseinträge aus, um ihre Wertekästen zu drucken.</translation>
    </message>
    <message>
        <source>The ruleset &apos;%1&apos; is not available.</source>
        <translation>Das Regelwerk „%1“ ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>stat blocks</source>
        <translation>Wertekästen</translation>
    </message>
    <message>
        <source>Stat blocks written to %1</source>
        <translation>Wertekästen nach %1 geschrieben</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1: %2 gegen %3</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ReminderBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Hide the reminders (Esc)</source>
        <translation>Erinnerungen ausblenden (Esc)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ReminderTableModel</name>
    <message>
        <source>Reminder %1: say what to remember</source>
        <translation>Erinnerung %1: sagen Sie, woran erinnert werden soll</translation>
    </message>
    <message>
        <source>Reminder %1: at most %2 characters</source>
        <translation>Erinnerung %1: höchstens %2 Zeichen</translation>
    </message>
    <message>
        <source>When it pops: at the start or end of this combatant&apos;s turn, or of every round</source>
        <translation>Wann sie erscheint: zu Beginn oder am Ende des Zuges dieses Kampfteilnehmers oder jeder Runde</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Erinnerung</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RoundEndDialog</name>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>When the round ends</source>
        <translation>Am Rundenende</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Let the Round End</source>
        <translation>Runde enden lassen</translation>
    </message>
    <message>
        <source>Not Yet</source>
        <translation>Noch nicht</translation>
    </message>
    <message>
        <source>Stay in this round</source>
        <translation>In dieser Runde bleiben</translation>
    </message>
    <message>
        <source>none in the rules</source>
        <translation>keine in den Regeln</translation>
    </message>
    <message>
        <source>No one is at risk any more: round %1 can end.</source>
        <translation>Niemand ist mehr in Gefahr: Runde %1 kann enden.</translation>
    </message>
    <message>
        <source>End the Round</source>
        <translation>Runde beenden</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is about to end, and the rules would take %n combatant(s) then. Give a remedy first, or let the round end.</source>
        <translation>
            <numerusform>Runde %1 endet gleich, und die Regeln würden dann %n Kampfteilnehmer das Leben kosten. Helfen Sie zuerst, oder lassen Sie die Runde enden.</numerusform>
            <numerusform>Runde %1 endet gleich, und die Regeln würden dann %n Kampfteilnehmern das Leben kosten. Helfen Sie zuerst, oder lassen Sie die Runde enden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>&amp;Roll %1</source>
        <translation>%1 &amp;würfeln</translation>
    </message>
    <message>
        <source>&amp;Give %1</source>
        <translation>&amp;%1</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, danach %2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RoundsChart</name>
    <message>
        <source>Fights ending in the round</source>
        <translation>Kämpfe, die in der Runde enden</translation>
    </message>
    <message>
        <source>Round the fight ends in</source>
        <translation>Runde, in der der Kampf endet</translation>
    </message>
    <message>
        <source>Fights (%)</source>
        <translation>Kämpfe (%)</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RuleComparisonPanel</name>
    <message>
        <source>House rule A against B</source>
        <translation>Hausregel A gegen B</translation>
    </message>
    <message>
        <source>Simulate the Open &amp;Fight under Each</source>
        <translation>Offenen &amp;Kampf unter beiden simulieren</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>The attack under A and under B</source>
        <translation>Der Angriff unter A und unter B</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>Vergleichen &amp;mit:</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>Pick a ruleset to see this attack under it beside %1: a copy with a house rule, or any other.</source>
        <translation>Wähle ein Regelwerk, um diesen Angriff darunter neben %1 zu sehen: eine Kopie mit einer Hausregel oder ein beliebiges anderes.</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation>Schaden %1</translation>
    </message>
    <message numerus="yes">
        <source>a target of %n hit point(s)</source>
        <translation>
            <numerusform>ein Ziel mit %n Trefferpunkt</numerusform>
            <numerusform>ein Ziel mit %n Trefferpunkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) a round</source>
        <translation>
            <numerusform>%n Angriff pro Runde</numerusform>
            <numerusform>%n Angriffe pro Runde</numerusform>
        </translation>
    </message>
    <message>
        <source>Under %1: %2</source>
        <translation>Unter %1: %2</translation>
    </message>
    <message>
        <source>The open fight</source>
        <translation>Der offene Kampf</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A: %1 · B: %2</translation>
    </message>
    <message>
        <source>Simulating the open fight under each…</source>
        <translation>Der offene Kampf wird unter beiden simuliert…</translation>
    </message>
    <message>
        <source>pick a ruleset to compare with first</source>
        <translation>wähle zuerst ein Regelwerk zum Vergleichen</translation>
    </message>
    <message>
        <source>Export the Comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Geschrieben nach %1.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RulesetTableModel</name>
    <message>
        <source>Built in</source>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <source>Your file %1</source>
        <translation>Ihre Datei %1</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>In Gebrauch</translation>
    </message>
    <message numerus="yes">
        <source>In use as loaded before: %1 now has %n problem(s)</source>
        <translation>
            <numerusform>In Gebrauch wie zuvor geladen: %1 hat jetzt %n Problem</numerusform>
            <numerusform>In Gebrauch wie zuvor geladen: %1 hat jetzt %n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not load: %n problem(s)</source>
        <translation>
            <numerusform>Nicht geladen: %n Problem</numerusform>
            <numerusform>Nicht geladen: %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Id: %1</source>
        <translation>Kennung: %1</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RulesetsDialog</name>
    <message>
        <source>Every ruleset loaded. Your own ruleset files go in %1.</source>
        <translation>Alle Regelwerke wurden geladen. Ihre eigenen Regelwerksdateien gehören nach %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset file(s) in %1 did not load as written; the problems below say where. Fix the file, then Reload.</source>
        <translation>
            <numerusform>%n Regelwerksdatei in %1 wurde so nicht geladen; die Probleme unten sagen wo. Korrigieren Sie die Datei und laden Sie neu.</numerusform>
            <numerusform>%n Regelwerksdateien in %1 wurden so nicht geladen; die Probleme unten sagen wo. Korrigieren Sie die Dateien und laden Sie neu.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Keine Probleme.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ServerPasswords</name>
    <message>
        <source>the system&apos;s keychain did not keep the password: %1</source>
        <translation>der Schlüsselbund des Systems hat das Passwort nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>this Fray was built without a keychain: the password is asked each time</source>
        <translation>dieses Fray wurde ohne Schlüsselbund gebaut: Das Passwort wird jedes Mal erfragt</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ShareDialog</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This computer only</source>
        <translation>Nur dieser Computer</translation>
    </message>
    <message>
        <source>Fray cannot share on port %1: %2. Choose another port, or any free port.</source>
        <translation>Fray kann auf Port %1 nicht teilen: %2. Wählen Sie einen anderen Port oder einen beliebigen freien.</translation>
    </message>
    <message>
        <source>Fray cannot share: %1</source>
        <translation>Fray kann nicht teilen: %1</translation>
    </message>
    <message>
        <source>Not sharing. Start to show the page&apos;s address and a code to scan.</source>
        <translation>Nicht geteilt. Nach dem Start zeigt Fray die Adresse der Seite und einen Code zum Scannen.</translation>
    </message>
    <message>
        <source>No device is following the page yet.</source>
        <translation>Noch folgt kein Gerät der Seite.</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) following the page.</source>
        <translation>
            <numerusform>%n Gerät folgt der Seite.</numerusform>
            <numerusform>%n Geräte folgen der Seite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every network</source>
        <translation>Jedes Netz</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SharedCampaignDialog</name>
    <message>
        <source>Re&amp;member the password in the system&apos;s keychain</source>
        <translation>Passwort im Schlüsselbund des Systems &amp;merken</translation>
    </message>
    <message>
        <source>Open Shared Campaign</source>
        <translation>Gemeinsame Kampagne öffnen</translation>
    </message>
    <message>
        <source>table.example.org</source>
        <translation>spieltisch.example.org</translation>
    </message>
    <message>
        <source>dragons</source>
        <translation>drachen</translation>
    </message>
    <message>
        <source>When the server offers it</source>
        <extracomment>How the connection to the server is encrypted (libpq&apos;s sslmode).</extracomment>
        <translation>Wenn der Server es anbietet</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>Always, and check the server&apos;s certificate</source>
        <translation>Immer, und das Zertifikat des Servers prüfen</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>A campaign your GM group shares, kept on a PostgreSQL server. Everyone who opens it sees the others&apos; changes as they make them.</source>
        <translation>Eine Kampagne, die eure Spielleitergruppe teilt, auf einem PostgreSQL-Server. Wer sie öffnet, sieht die Änderungen der anderen, sobald sie sie vornehmen.</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>&amp;Verschlüsselung:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>(give the server, the database and the user)</source>
        <translation>(gib Server, Datenbank und Benutzer an)</translation>
    </message>
    <message>
        <source>Po&amp;rt:</source>
        <translation>Po&amp;rt:</translation>
    </message>
    <message>
        <source>Your &amp;name for the others:</source>
        <extracomment>The name the other GMs see beside what this Fray changes or runs.</extracomment>
        <translation>Dein &amp;Name für die anderen:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SharedCampaignStatus</name>
    <message>
        <source>Shared on %1</source>
        <extracomment>The status bar&apos;s word on a campaign a GM group shares; %1 is the server.</extracomment>
        <translation>Geteilt auf %1</translation>
    </message>
    <message>
        <source>%1 cannot be reached</source>
        <translation>%1 nicht erreichbar</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SheetChoiceDialog</name>
    <message>
        <source>The Odds panel shows no chart: pick an attacker and a target there to print one.</source>
        <translation>Der Bereich „Wahrscheinlichkeiten“ zeigt kein Diagramm: Wählen Sie dort einen Angreifer und ein Ziel, um eines zu drucken.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimResultModel</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The ruleset has no death.</source>
        <translation>Das Regelwerk kennt keinen Tod.</translation>
    </message>
    <message>
        <source>Standard error: %1</source>
        <translation>Standardfehler: %1</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Kampfteilnehmer</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Out of the fight</source>
        <translation>Kampfunfähig</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>HP left</source>
        <translation>TP übrig</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Schaden verursacht</translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation>Schaden erlitten</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimRoundsModel</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Fights ending in it</source>
        <translation>Kämpfe, die in ihr enden</translation>
    </message>
    <message>
        <source>Fights over by its end</source>
        <translation>Kämpfe, die bis zu ihrem Ende vorbei sind</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimulateDialog</name>
    <message>
        <source>Weakest first</source>
        <translation>Schwächste zuerst</translation>
    </message>
    <message>
        <source>Strongest first</source>
        <translation>Stärkste zuerst</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>In list order</source>
        <translation>In Listenreihenfolge</translation>
    </message>
    <message>
        <source>Whom each attack goes at: the foe with the fewest hit points left, the most, any, or the first in the encounter&apos;s list</source>
        <translation>Wen jeder Angriff trifft: den Gegner mit den wenigsten übrigen Trefferpunkten, den meisten, irgendeinen oder den ersten in der Liste der Begegnung</translation>
    </message>
    <message>
        <source>Simulate %1</source>
        <translation>%1 simulieren</translation>
    </message>
    <message>
        <source>Cannot work the fight out exactly: %1</source>
        <translation>Der Kampf lässt sich nicht genau berechnen: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>%1 (%2):</source>
        <translation>%1 (%2):</translation>
    </message>
    <message>
        <source>Work the duel out exactly instead of playing fights: no standard error.</source>
        <translation>Das Duell genau berechnen statt Kämpfe auszuspielen: kein Standardfehler.</translation>
    </message>
    <message>
        <source>Cannot simulate this fight: %1</source>
        <translation>Dieser Kampf lässt sich nicht simulieren: %1</translation>
    </message>
    <message>
        <source>Working the duel out exactly…</source>
        <translation>Das Duell wird genau berechnet…</translation>
    </message>
    <message numerus="yes">
        <source>Playing %Ln fights…</source>
        <translation>
            <numerusform>Spiele %Ln Kampf…</numerusform>
            <numerusform>Spiele %Ln Kämpfe…</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact result: the duel worked out exactly, so there is no standard error.</source>
        <translation>Genaues Ergebnis: das Duell wurde genau berechnet, es gibt keinen Standardfehler.</translation>
    </message>
    <message>
        <source>%1 fights, seed %2; %3 fights a second.</source>
        <translation>%1 Kämpfe, Startwert %2; %3 Kämpfe pro Sekunde.</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>Gewonnen von %1</translation>
    </message>
    <message>
        <source>Standard error: %1</source>
        <translation>Standardfehler: %1</translation>
    </message>
    <message numerus="yes">
        <source>Undecided after %n rounds: %1</source>
        <translation>
            <numerusform>Unentschieden nach %n Runde: %1</numerusform>
            <numerusform>Unentschieden nach %n Runden: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No one left: %1</source>
        <translation>Niemand mehr übrig: %1</translation>
    </message>
    <message>
        <source>Rounds: %1 on average</source>
        <translation>Runden: %1 im Mittel</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Schwierigkeit: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Worked out exactly</source>
        <translation>Genau berechnet</translation>
    </message>
    <message>
        <source>Simulated %1 fights (seed %2)</source>
        <translation>%1 Kämpfe simuliert (Startwert %2)</translation>
    </message>
    <message>
        <source>%1: %2; %3 rounds on average; %4.</source>
        <translation>%1: %2; im Mittel %3 Runden; %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Broke and fled: %1</source>
        <translation>Gebrochen und geflohen: %1</translation>
    </message>
    <message>
        <source>Broke and fled: %1, most often in round %2</source>
        <translation>Gebrochen und geflohen: %1, am häufigsten in Runde %2</translation>
    </message>
    <message>
        <source>Each combatant&apos;s result</source>
        <translation>Ergebnis je Kampfteilnehmer</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SurpriseDialog</name>
    <message>
        <source>Check Surprise</source>
        <translation>Überraschung prüfen</translation>
    </message>
    <message>
        <source>%1: each combatant of a side rolls. %2</source>
        <translation>%1: jeder Kampfteilnehmer einer Seite würfelt. %2</translation>
    </message>
    <message>
        <source>%1: one roll for each side. %2</source>
        <translation>%1: ein Wurf für jede Seite. %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side&lt;/b&gt;</source>
        <translation>&lt;b&gt;Seite&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ergebnis&lt;/b&gt;</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>nicht gewürfelt</translation>
    </message>
    <message>
        <source>&amp;Roll All</source>
        <translation>&amp;Alle würfeln</translation>
    </message>
    <message>
        <source>Give every value marked — first</source>
        <translation>Geben Sie zuerst jeden mit — markierten Wert an</translation>
    </message>
    <message>
        <source>&lt;b&gt;Surprised&lt;/b&gt;</source>
        <translation>&lt;b&gt;Überrascht&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not surprised</source>
        <translation>Nicht überrascht</translation>
    </message>
    <message>
        <source>%1 of %2 surprised%3</source>
        <translation>%1 von %2 überrascht%3</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TableRowModel</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>How many come: %1</source>
        <translation>Wie viele kommen: %1</translation>
    </message>
    <message>
        <source>A result of the die (3) or a range of them (4-6)</source>
        <translation>Ein Ergebnis des Würfels (3) oder ein Bereich davon (4-6)</translation>
    </message>
    <message>
        <source>A library entry&apos;s name; leave it empty for a row where nothing comes</source>
        <translation>Der Name eines Bibliothekseintrags; leer lassen für eine Zeile, in der nichts kommt</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>wins %1 · %2</source>
        <translation>gewinnt %1 · %2</translation>
    </message>
    <message>
        <source>How Deadly? simulates the party against each row</source>
        <translation>Wie tödlich? simuliert die Gruppe gegen jede Zeile</translation>
    </message>
    <message>
        <source>Nothing comes: no fight</source>
        <translation>Nichts kommt: kein Kampf</translation>
    </message>
    <message>
        <source>%1. Each number that can come is fought as often as its chance says, each creature at its hit dice&apos;s average.</source>
        <translation>%1. Jede Anzahl, die kommen kann, wird so oft gekämpft, wie ihre Chance sagt, jede Kreatur mit dem Durchschnitt ihrer Trefferwürfel.</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>The party wins %1 (±%2) of %3 fights; someone in it is out of the fight in %4</source>
        <translation>Die Gruppe gewinnt %1 (±%2) von %3 Kämpfen; jemand darin ist in %4 kampfunfähig</translation>
    </message>
    <message>
        <source>, someone in it dies in %1</source>
        <translation>, jemand darin stirbt in %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneChart</name>
    <message>
        <source>The party wins</source>
        <translation>Die Gruppe gewinnt</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <source>The party wins (%)</source>
        <translation>Die Gruppe gewinnt (%)</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneCurveModel</name>
    <message>
        <source>± %1 (one standard error)</source>
        <translation>± %1 (ein Standardfehler)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Party wins</source>
        <translation>Gruppe gewinnt</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneDialog</name>
    <message>
        <source>Tune %1</source>
        <translation>%1 einstellen</translation>
    </message>
    <message>
        <source>The count of a group</source>
        <translation>Die Anzahl einer Gruppe</translation>
    </message>
    <message>
        <source>A combatant&apos;s hit points</source>
        <translation>Die Trefferpunkte eines Kampfteilnehmers</translation>
    </message>
    <message>
        <source>A combatant&apos;s attack value</source>
        <translation>Der Angriffswert eines Kampfteilnehmers</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n now)</source>
        <translation>
            <numerusform>%1 (%2, jetzt %n)</numerusform>
            <numerusform>%1 (%2, jetzt %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The encounter has nothing to turn of this kind.</source>
        <translation>Die Begegnung hat nichts dieser Art zum Drehen.</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest: %1 = %2&lt;/b&gt;, the party wins %3 (%4).</source>
        <translation>&lt;b&gt;Am nächsten: %1 = %2&lt;/b&gt;, die Gruppe gewinnt %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) scanned across the range, then %1 more by bisection between the two that straddle the target; every value played with the same seed, so the curve moves with the knob and not with luck.</source>
        <translation>
            <numerusform>%n Wert über den Bereich abgetastet, dann %1 weitere durch Halbierung zwischen den beiden, die das Ziel einschließen; jeder Wert mit demselben Startwert gespielt, sodass die Kurve dem Regler folgt und nicht dem Glück.</numerusform>
            <numerusform>%n Werte über den Bereich abgetastet, dann %1 weitere durch Halbierung zwischen den beiden, die das Ziel einschließen; jeder Wert mit demselben Startwert gespielt, sodass die Kurve dem Regler folgt und nicht dem Glück.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (tuned)</source>
        <translation>%1 (eingestellt)</translation>
    </message>
    <message>
        <source>%1 (tuned %2)</source>
        <translation>%1 (eingestellt %2)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Playing each value: %1…</source>
        <translation>Spiele jeden Wert: %1…</translation>
    </message>
    <message>
        <source>No value could be played (%1): %2</source>
        <translation>Kein Wert ließ sich spielen (%1): %2</translation>
    </message>
    <message>
        <source>%1: already %2</source>
        <translation>%1: schon %2</translation>
    </message>
    <message>
        <source>Tune: %1 → %2</source>
        <translation>Einstellen: %1 → %2</translation>
    </message>
    <message>
        <source>%1: now %2</source>
        <translation>%1: jetzt %2</translation>
    </message>
    <message>
        <source>Saved as %1 (%2: %3).</source>
        <translation>Gespeichert als %1 (%2: %3).</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TurnDangers</name>
    <message>
        <source>The fight has not started: the danger before each turn follows the initiative order.</source>
        <translation>Der Kampf hat nicht begonnen: Die Gefahr vor jedem Zug folgt der Initiativereihenfolge.</translation>
    </message>
    <message numerus="yes">
        <source>Fights of more than %Ln combatant(s) have no danger gauges.</source>
        <translation>
            <numerusform>Kämpfe mit mehr als %Ln Kampfteilnehmer haben keine Gefahranzeige.</numerusform>
            <numerusform>Kämpfe mit mehr als %Ln Kampfteilnehmern haben keine Gefahranzeige.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::UseActions</name>
    <message>
        <source>Select whose use it is in the table first</source>
        <translation>Wählen Sie zuerst in der Tabelle, wessen Verwendung es ist</translation>
    </message>
    <message>
        <source>%1 (resets %2)</source>
        <translation>%1 (zurück %2)</translation>
    </message>
    <message>
        <source>%1 has no uses; add them in the character form</source>
        <translation>%1 hat keine Verwendungen; fügen Sie sie im Charakterformular hinzu</translation>
    </message>
    <message>
        <source>%1 has no use left to spend</source>
        <translation>%1 hat keine Verwendung mehr übrig</translation>
    </message>
    <message>
        <source>Every use of %1 is full</source>
        <translation>Alle Verwendungen von %1 sind voll</translation>
    </message>
    <message>
        <source>Spend a Use</source>
        <translation>Eine Verwendung ausgeben</translation>
    </message>
    <message>
        <source>Restore a Use</source>
        <translation>Eine Verwendung zurückgeben</translation>
    </message>
    <message>
        <source>Which use does %1 spend?</source>
        <translation>Welche Verwendung gibt %1 aus?</translation>
    </message>
    <message>
        <source>Which use of %1 comes back?</source>
        <translation>Welche Verwendung von %1 kommt zurück?</translation>
    </message>
    <message>
        <source>Spend %1</source>
        <translation>%1 ausgeben</translation>
    </message>
    <message>
        <source>Resets %1</source>
        <translation>Zurück %1</translation>
    </message>
    <message>
        <source>Restore one %1</source>
        <translation>Ein(e) %1 zurückgeben</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::UseTableModel</name>
    <message>
        <source>Each round</source>
        <translation>Jede Runde</translation>
    </message>
    <message>
        <source>Each turn</source>
        <translation>Jeden Zug</translation>
    </message>
    <message>
        <source>Each fight</source>
        <translation>Jeden Kampf</translation>
    </message>
    <message>
        <source>On a rest</source>
        <translation>Bei einer Rast</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Recharge roll</source>
        <translation>Aufladungswurf</translation>
    </message>
    <message>
        <source>Use %1: give it a name</source>
        <translation>Verwendung %1: geben Sie ihr einen Namen</translation>
    </message>
    <message>
        <source>%1: another use has this name</source>
        <translation>%1: eine andere Verwendung hat diesen Namen</translation>
    </message>
    <message>
        <source>%1: the maximum must be from 1 to %2</source>
        <translation>%1: das Maximum muss von 1 bis %2 sein</translation>
    </message>
    <message>
        <source>%1: what is left must be from 0 to the maximum %2</source>
        <translation>%1: der Rest muss von 0 bis zum Maximum %2 sein</translation>
    </message>
    <message>
        <source>%1: a recharge needs dice to roll (1d6)</source>
        <translation>%1: eine Aufladung braucht Würfel (1d6)</translation>
    </message>
    <message>
        <source>%1: recharge &apos;%2&apos;: %3</source>
        <translation>%1: Aufladung „%2“: %3</translation>
    </message>
    <message>
        <source>What gives the use back: a round&apos;s start, the owner&apos;s turn, the fight&apos;s start, a rest, nothing, or a roll at the start of the owner&apos;s turn</source>
        <translation>Was die Verwendung zurückgibt: der Beginn einer Runde, der Zug des Besitzers, der Beginn des Kampfes, eine Rast, nichts, oder ein Wurf zu Beginn seines Zuges</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Resets</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Recharged on this roll or more: 5 on 1d6 is &quot;recharge %1&quot;</source>
        <translation>Aufgeladen bei diesem Wurf oder mehr: 5 auf 1d6 ist „Aufladung %1“</translation>
    </message>
    <message>
        <source>%1: effect &apos;%2&apos;: %3</source>
        <translation>%1: Wirkung „%2“: %3</translation>
    </message>
    <message>
        <source>%1: the note is longer than %2 characters</source>
        <translation>%1: die Notiz ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>Dice rolled when the use is spent, such as 18d6; the log shows each die</source>
        <translation>Würfel, die beim Ausgeben der Verwendung geworfen werden, etwa 18d6; das Protokoll zeigt jeden Würfel</translation>
    </message>
    <message>
        <source>Said beside the roll when the use is spent: &quot;DC 21 Dexterity save&quot;</source>
        <translation>Wird beim Ausgeben der Verwendung neben dem Wurf genannt: „Geschicklichkeitsrettungswurf SG 21“</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ViewPreferences</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>The System&apos;s</source>
        <translation>Die des Systems</translation>
    </message>
    <message>
        <source>The language changes when Fray starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Fray.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::WanderingDialog</name>
    <message>
        <source>Not a whole table yet: %1</source>
        <translation>Noch keine vollständige Tabelle: %1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>%1 — the fight is open; check surprise next.</source>
        <translation>%1 – der Kampf ist offen; als Nächstes Überraschung prüfen.</translation>
    </message>
    <message>
        <source>Import a Wandering-Monster Table</source>
        <translation>Tabelle wandernder Monster importieren</translation>
    </message>
    <message>
        <source>Wandering-monster tables (*.json)</source>
        <translation>Tabellen wandernder Monster (*.json)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Delete Table</source>
        <translation>Tabelle löschen</translation>
    </message>
    <message>
        <source>Delete the table %1? This cannot be undone.</source>
        <translation>Die Tabelle %1 löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Simulating the party against each row…</source>
        <translation>Die Gruppe wird gegen jede Zeile simuliert …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>How deadly each row is was not worked out: %1</source>
        <translation>Wie tödlich jede Zeile ist, wurde nicht ermittelt: %1</translation>
    </message>
    <message>
        <source>The Party column says how often the party wins against each row, and how hard the fight is.</source>
        <translation>Die Spalte Gruppe sagt, wie oft die Gruppe gegen jede Zeile gewinnt und wie schwer der Kampf ist.</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::EncounterTable</name>
    <message>
        <source>a table needs at least one row</source>
        <translation>eine Tabelle braucht mindestens eine Zeile</translation>
    </message>
    <message>
        <source>a table has at most %1 rows, not %2</source>
        <translation>eine Tabelle hat höchstens %1 Zeilen, nicht %2</translation>
    </message>
    <message>
        <source>%1 to %2 runs backwards</source>
        <translation>%1 bis %2 läuft rückwärts</translation>
    </message>
    <message>
        <source>%1 is outside what %2 rolls (%3–%4)</source>
        <translation>%1 liegt außerhalb dessen, was %2 würfelt (%3–%4)</translation>
    </message>
    <message>
        <source>%1 overlaps rows[%2] (%3)</source>
        <translation>%1 überschneidet sich mit rows[%2] (%3)</translation>
    </message>
    <message>
        <source>a row of nothing has no count</source>
        <translation>eine Zeile ohne Kreatur hat keine Anzahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may bring none; a row that brings creatures brings at least 1</source>
        <translation>„%1“ bringt womöglich keine; eine Zeile mit Kreaturen bringt mindestens 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may bring more than %2, the most a row brings</source>
        <translation>„%1“ bringt womöglich mehr als %2, das Höchste, was eine Zeile bringt</translation>
    </message>
    <message>
        <source>no row has %1, which %2 can roll</source>
        <translation>keine Zeile hat %1, was %2 würfeln kann</translation>
    </message>
    <message>
        <source>%1 is no result %2 rolls</source>
        <translation>%1 ist kein Ergebnis, das %2 würfelt</translation>
    </message>
    <message>
        <source>no row has %1</source>
        <translation>keine Zeile hat %1</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableDanger</name>
    <message>
        <source>the table is for the ruleset &apos;%1&apos;</source>
        <translation>die Tabelle gehört zum Regelwerk „%1“</translation>
    </message>
    <message>
        <source>the party has no member of the ruleset &apos;%1&apos; to meet what comes</source>
        <translation>die Gruppe hat kein Mitglied des Regelwerks „%1“, das dem Kommenden begegnet</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>rows[%1]: %2</source>
        <translation>rows[%1]: %2</translation>
    </message>
    <message>
        <source>rows[%1], %2 %3: %4</source>
        <translation>rows[%1], %2 %3: %4</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableFight</name>
    <message>
        <source>rows[%1].creature: the library has no &apos;%2&apos; of this ruleset</source>
        <translation>rows[%1].creature: die Bibliothek hat kein „%2“ dieses Regelwerks</translation>
    </message>
    <message>
        <source>the table is for the ruleset &apos;%1&apos;</source>
        <translation>die Tabelle gehört zum Regelwerk „%1“</translation>
    </message>
    <message>
        <source>the fight needs a name</source>
        <translation>der Kampf braucht einen Namen</translation>
    </message>
    <message>
        <source>%1: nothing comes</source>
        <translation>%1: nichts kommt</translation>
    </message>
    <message>
        <source>Wandering monsters (%1): %2, %3 %4 (%5)</source>
        <translation>Wandernde Monster (%1): %2, %3 %4 (%5)</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1: %2 × %3 = %4 %5</source>
        <translation>%1: %2 × %3 = %4 %5</translation>
    </message>
    <message>
        <source>%1; distance %2 %3</source>
        <translation>%1; Entfernung %2 %3</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableText</name>
    <message>
        <source>%1 (%2 on average)</source>
        <translation>%1 (im Schnitt %2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing comes: %1 · foes on average: %2 · at most %3</source>
        <translation>Nichts kommt: %1 · Gegner im Schnitt: %2 · höchstens %3</translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message>
        <source>Search names and tags (goblin, undead …)</source>
        <translation>Namen und Schlagwörter durchsuchen (Goblin, untot …)</translation>
    </message>
    <message>
        <source>Show the entries of one ruleset</source>
        <translation>Die Einträge eines Regelwerks anzeigen</translation>
    </message>
    <message>
        <source>Show characters, monsters or templates</source>
        <translation>Charaktere, Monster oder Vorlagen anzeigen</translation>
    </message>
    <message>
        <source>How many to add</source>
        <translation>Wie viele hinzugefügt werden</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>How the hit points of entries with hit dice are set</source>
        <translation>Wie die Trefferpunkte von Einträgen mit Trefferwürfeln festgelegt werden</translation>
    </message>
    <message>
        <source>Roll HP</source>
        <translation>TP würfeln</translation>
    </message>
    <message>
        <source>Average HP</source>
        <translation>TP-Durchschnitt</translation>
    </message>
    <message>
        <source>HP as listed</source>
        <translation>TP wie angegeben</translation>
    </message>
    <message>
        <source>&amp;Add to encounter</source>
        <translation>Zur Begegnung hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>N&amp;eu…</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>Bearbe&amp;iten…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>Lö&amp;schen</translation>
    </message>
</context>
<context>
    <name>LibraryStore</name>
    <message>
        <source>its combatant is not a JSON object</source>
        <translation>sein Kampfteilnehmer ist kein JSON-Objekt</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Fray</source>
        <translation>Fray</translation>
    </message>
    <message>
        <source>No encounter is open</source>
        <translation>Keine Begegnung geöffnet</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>E&amp;ncounter</source>
        <translation>Be&amp;gegnung</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;About Fray</source>
        <translation>Über &amp;Fray</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Open an encounter from the Encounters panel, or start a new one from the Encounter menu.</source>
        <translation>Öffnen Sie eine Begegnung im Bereich „Begegnungen“ oder beginnen Sie eine neue über das Menü „Begegnung“.</translation>
    </message>
    <message>
        <source>&amp;Recent Campaigns</source>
        <translation>&amp;Zuletzt geöffnete Kampagnen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>Kampagne ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Save Campaign &amp;As…</source>
        <translation>Kampagne speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>&amp;Export Encounter…</source>
        <translation>Begegnung &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>PDF expor&amp;tieren…</translation>
    </message>
    <message>
        <source>&amp;Edit Combatant…</source>
        <translation>Kampfteilnehmer &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;New Encounter…</source>
        <translation>Neue &amp;Begegnung…</translation>
    </message>
    <message>
        <source>&amp;Open Encounter…</source>
        <translation>Begegnung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Add from &amp;Library</source>
        <translation>Aus der Bib&amp;liothek hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Ad Hoc…</source>
        <translation>&amp;Ad hoc hinzufügen…</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>D&amp;uplizieren…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Check &amp;Surprise…</source>
        <translation>Überraschung &amp;prüfen…</translation>
    </message>
    <message>
        <source>Roll &amp;Initiative</source>
        <translation>&amp;Initiative würfeln</translation>
    </message>
    <message>
        <source>Declare Acti&amp;on…</source>
        <translation>Akti&amp;on ansagen…</translation>
    </message>
    <message>
        <source>S&amp;tart Fight</source>
        <translation>&amp;Kampf beginnen</translation>
    </message>
    <message>
        <source>Next &amp;Round</source>
        <translation>Nächste &amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Hold…</source>
        <translation>Ab&amp;warten…</translation>
    </message>
    <message>
        <source>Atta&amp;ck…</source>
        <translation>An&amp;griff…</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>&amp;Schaden…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>&amp;Heilen…</translation>
    </message>
    <message>
        <source>Add Con&amp;dition…</source>
        <translation>&amp;Zustand hinzufügen…</translation>
    </message>
    <message>
        <source>Remove Condition…</source>
        <translation>Zustand entfernen…</translation>
    </message>
    <message>
        <source>Aid (Stop Bleeding)</source>
        <translation>Versorgen (Blutung stillen)</translation>
    </message>
    <message>
        <source>&amp;Sort by Initiative</source>
        <translation>Nach &amp;Initiative sortieren</translation>
    </message>
    <message>
        <source>&amp;Odds Calculator…</source>
        <translation>&amp;Wahrscheinlichkeitsrechner…</translation>
    </message>
    <message>
        <source>&amp;Players&apos; Window</source>
        <translation>&amp;Spielerfenster</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Restore Sample Content</source>
        <translation>Beispielinhalte &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Rulesets…</source>
        <translation>&amp;Regelwerke …</translation>
    </message>
    <message>
        <source>Every ruleset, where it comes from, and the files that did not load</source>
        <translation>Jedes Regelwerk, woher es kommt, und die Dateien, die nicht geladen wurden</translation>
    </message>
    <message>
        <source>Simulat&amp;e…</source>
        <translation>Simuli&amp;eren…</translation>
    </message>
    <message>
        <source>Play the fight many times: who wins, how long it lasts, who is in danger</source>
        <translation>Den Kampf viele Male ausspielen: wer gewinnt, wie lange er dauert, wer in Gefahr ist</translation>
    </message>
    <message>
        <source>Ctrl+Alt+M</source>
        <translation>Ctrl+Alt+M</translation>
    </message>
    <message>
        <source>&amp;Hidden from Players</source>
        <translation>Vor den Spielern &amp;verborgen</translation>
    </message>
    <message>
        <source>&amp;Share with Players…</source>
        <translation>Mit Spielern &amp;teilen…</translation>
    </message>
    <message>
        <source>Show the fight on players&apos; phones over the local network</source>
        <translation>Den Kampf über das lokale Netz auf den Handys der Spieler zeigen</translation>
    </message>
    <message>
        <source>Export &amp;Log…</source>
        <translation>&amp;Protokoll exportieren…</translation>
    </message>
    <message>
        <source>Save the fight&apos;s log and luck report as Markdown or a web page</source>
        <translation>Protokoll und Glücksbericht des Kampfes als Markdown oder Webseite speichern</translation>
    </message>
    <message>
        <source>Spend a Use…</source>
        <translation>Eine Verwendung ausgeben…</translation>
    </message>
    <message>
        <source>Spend one of the selected or acting combatant&apos;s uses (a breath weapon, a spell, a reaction)</source>
        <translation>Eine Verwendung des gewählten oder handelnden Kampfteilnehmers ausgeben (Odemwaffe, Zauber, Reaktion)</translation>
    </message>
    <message>
        <source>Restore a Use…</source>
        <translation>Eine Verwendung zurückgeben…</translation>
    </message>
    <message>
        <source>Give one use back by hand</source>
        <translation>Eine Verwendung von Hand zurückgeben</translation>
    </message>
    <message>
        <source>E&amp;xport for Improved Initiative…</source>
        <translation>Für Improved Initiative e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Roll morale at the start of the fight, after a big upset, or when Fray asks</source>
        <translation>Moral zu Beginn des Kampfes, nach einem großen Rückschlag oder auf Frays Frage würfeln</translation>
    </message>
    <message>
        <source>&amp;Wandering Monsters…</source>
        <translation>&amp;Wandernde Monster…</translation>
    </message>
    <message>
        <source>The campaign&apos;s wandering-monster tables: their odds, and a roll that builds the fight</source>
        <translation>Die Tabellen wandernder Monster der Kampagne: ihre Chancen und ein Wurf, der den Kampf aufbaut</translation>
    </message>
    <message>
        <source>The ruleset&apos;s order for meeting foes, with its rolls: reaction, distance, pursuit</source>
        <translation>Der Ablauf des Regelwerks für Begegnungen, mit seinen Würfen: Reaktion, Entfernung, Verfolgung</translation>
    </message>
    <message>
        <source>Encounter Order…</source>
        <translation>Begegnungsablauf…</translation>
    </message>
    <message>
        <source>Chec&amp;k Morale…</source>
        <translation>Moral prü&amp;fen…</translation>
    </message>
    <message>
        <source>Open S&amp;hared Campaign…</source>
        <translation>&amp;Gemeinsame Kampagne öffnen…</translation>
    </message>
    <message>
        <source>&amp;Copy Campaign to Server…</source>
        <translation>Kampagne auf Ser&amp;ver kopieren…</translation>
    </message>
    <message>
        <source>&amp;Take Over the Fight</source>
        <translation>Kampf ü&amp;bernehmen</translation>
    </message>
    <message>
        <source>Tune the &amp;Fight…</source>
        <translation>Kampf eins&amp;tellen…</translation>
    </message>
    <message>
        <source>Turn one knob (how many goblins, the ogre&apos;s hit points or attack) until the fight is as hard as you want</source>
        <translation>Einen Regler drehen (wie viele Goblins, die Trefferpunkte oder der Angriff des Ogers), bis der Kampf so schwer ist wie gewünscht</translation>
    </message>
</context>
<context>
    <name>PartyUpdateDialog</name>
    <message>
        <source>The Party</source>
        <translation>Die Gruppe</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Rast</translation>
    </message>
    <message>
        <source>As the &amp;ruleset says:</source>
        <translation>Wie das &amp;Regelwerk sagt:</translation>
    </message>
    <message>
        <source>&amp;Hit points for each member:</source>
        <translation>&amp;Trefferpunkte für jedes Mitglied:</translation>
    </message>
    <message>
        <source>Back to &amp;full: hit points, subdual damage and uses</source>
        <translation>Wieder &amp;voll: Trefferpunkte, Betäubungsschaden und Verwendungen</translation>
    </message>
</context>
<context>
    <name>RoundEndDialog</name>
    <message>
        <source>Before the Round Ends</source>
        <translation>Vor dem Rundenende</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>or rolled at the &amp;table:</source>
        <translation>oder am &amp;Tisch gewürfelt:</translation>
    </message>
    <message>
        <source>&amp;Give</source>
        <translation>&amp;Eintragen</translation>
    </message>
</context>
<context>
    <name>RulesetsDialog</name>
    <message>
        <source>Rulesets</source>
        <translation>Regelwerke</translation>
    </message>
    <message>
        <source>&amp;Problems:</source>
        <translation>&amp;Probleme:</translation>
    </message>
    <message>
        <source>&amp;Open Rulesets Folder</source>
        <translation>Regelwerksordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share with Players</source>
        <translation>Mit Spielern teilen</translation>
    </message>
    <message>
        <source>Players open the page on their phones, tablets or a TV on the same network: the round, the turn order and their own odds, live. Combatants hidden from players are never sent.</source>
        <translation>Die Spieler öffnen die Seite auf Handy, Tablet oder Fernseher im selben Netz: die Runde, die Reihenfolge und ihre eigenen Chancen, live. Vor den Spielern verborgene Kampfteilnehmer werden nie gesendet.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Lauschen auf:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Beliebiger freier Port</translation>
    </message>
    <message>
        <source>Show &amp;foes&apos; defence and hit points</source>
        <translation>Verteidigung und TP der &amp;Gegner zeigen</translation>
    </message>
    <message>
        <source>&amp;Start Sharing</source>
        <translation>Teilen &amp;starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>SheetChoiceDialog</name>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Which sheets?</source>
        <translation>Welche Bögen?</translation>
    </message>
    <message>
        <source>&amp;Roster: the combatants in initiative order, with hit-point boxes</source>
        <translation>&amp;Kampfliste: die Kampfteilnehmer in Initiative-Reihenfolge, mit Kästchen für die Trefferpunkte</translation>
    </message>
    <message>
        <source>&amp;Stat blocks: one for each combatant, alike ones together</source>
        <translation>&amp;Wertekästen: einer je Kampfteilnehmer, gleiche zusammengefasst</translation>
    </message>
    <message>
        <source>Rules r&amp;eference: the ruleset&apos;s attack roll, odds, modifiers and conditions</source>
        <translation>&amp;Regelübersicht: Angriffswurf, Wahrscheinlichkeiten, Modifikatoren und Zustände des Regelwerks</translation>
    </message>
    <message>
        <source>&amp;Odds chart</source>
        <translation>Wahrscheinlichkeits&amp;diagramm</translation>
    </message>
    <message>
        <source>&amp;Wandering monsters: the encounter order and the campaign&apos;s tables, with their odds</source>
        <translation>Wandernde &amp;Monster: der Begegnungsablauf und die Tabellen der Kampagne, mit ihren Chancen</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>SimulateDialog</name>
    <message>
        <source>Simulate the Fight</source>
        <translation>Den Kampf simulieren</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Kämpfe</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Durchgänge:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>The same seed gives the same result; a new one rolls the fights afresh.</source>
        <translation>Derselbe Startwert gibt dasselbe Ergebnis; ein neuer würfelt die Kämpfe neu.</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Choose a new seed at random</source>
        <translation>Einen neuen Startwert zufällig wählen</translation>
    </message>
    <message>
        <source>&amp;Party attacks:</source>
        <translation>&amp;Gruppe greift an:</translation>
    </message>
    <message>
        <source>&amp;Foes attack:</source>
        <translation>G&amp;egner greifen an:</translation>
    </message>
    <message>
        <source>&amp;Rounds at most:</source>
        <translation>&amp;Höchstens Runden:</translation>
    </message>
    <message>
        <source>&amp;Exact (one against one)</source>
        <translation>Gena&amp;u (eins gegen eins)</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <source>As in the &amp;Encounter</source>
        <translation>Wie in der &amp;Begegnung</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Run to see who wins.</source>
        <translation>Starten, um zu sehen, wer gewinnt.</translation>
    </message>
    <message>
        <source>What the simulation approximated</source>
        <translation>Was die Simulation vereinfacht hat</translation>
    </message>
    <message>
        <source>&amp;Print this result on the roster sheet</source>
        <translation>Dieses Ergebnis auf der Kampfliste &amp;drucken</translation>
    </message>
    <message>
        <source>Check &amp;morale (those who fail flee)</source>
        <translation>&amp;Moral prüfen (wer scheitert, flieht)</translation>
    </message>
    <message>
        <source>As the window asks: when a side&apos;s first one falls and when half of it is down</source>
        <translation>Wie das Fenster fragt: wenn der Erste einer Seite fällt und wenn die Hälfte kampfunfähig ist</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the Fight</source>
        <translation>Kampf einstellen</translation>
    </message>
    <message>
        <source>Knob</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>T&amp;urn:</source>
        <translation>&amp;Drehen:</translation>
    </message>
    <message>
        <source>&amp;Of:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>Ab (&amp;F):</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The party &amp;wins:</source>
        <translation>Die Gruppe &amp;gewinnt:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The party&apos;s chance to win</source>
        <translation>Die Siegchance der Gruppe</translation>
    </message>
    <message>
        <source>The fight &amp;is:</source>
        <translation>Der Kampf &amp;ist:</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Kämpfe</translation>
    </message>
    <message>
        <source>Fights a &amp;value:</source>
        <translation>Kämpfe je &amp;Wert:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>Every value is played with this seed, so two values differ by the knob and not by luck.</source>
        <translation>Jeder Wert wird mit diesem Startwert gespielt, sodass sich zwei Werte durch den Regler unterscheiden und nicht durch Glück.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Pick a knob and a target, then Run.</source>
        <translation>Wähle einen Regler und ein Ziel, dann Starten.</translation>
    </message>
    <message>
        <source>Each value worked out</source>
        <translation>Jeder ausgerechnete Wert</translation>
    </message>
    <message>
        <source>&amp;Apply to This Encounter</source>
        <translation>Auf diese Begegnung &amp;anwenden</translation>
    </message>
    <message>
        <source>Save as a &amp;New Encounter</source>
        <translation>Als &amp;neue Begegnung speichern</translation>
    </message>
</context>
<context>
    <name>WanderingDialog</name>
    <message>
        <source>Wandering Monsters</source>
        <translation>Wandernde Monster</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>Start a new table for the open encounter&apos;s ruleset</source>
        <translation>Eine neue Tabelle für das Regelwerk der offenen Begegnung beginnen</translation>
    </message>
    <message>
        <source>&amp;Import File…</source>
        <translation>Datei &amp;importieren…</translation>
    </message>
    <message>
        <source>Read a table file (fray-encounter-table) into the campaign</source>
        <translation>Eine Tabellendatei (fray-encounter-table) in die Kampagne lesen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>The old mill, Forest by day</source>
        <translation>Die alte Mühle, Wald bei Tag</translation>
    </message>
    <message>
        <source>D&amp;ie:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>1d8, 1d12, 2d6</source>
        <translation>1d8, 1d12, 2d6</translation>
    </message>
    <message>
        <source>Ruleset:</source>
        <translation>Regelwerk:</translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move Row</source>
        <translation>Zeile &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Roll and Build the Fight</source>
        <translation>Würfeln und Kampf &amp;aufbauen</translation>
    </message>
    <message>
        <source>Roll on the table; what comes becomes a new encounter at a rolled distance</source>
        <translation>Auf der Tabelle würfeln; was kommt, wird eine neue Begegnung in ausgewürfelter Entfernung</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Ne&amp;w</source>
        <translation>Ne&amp;u</translation>
    </message>
    <message>
        <source>&amp;How Deadly?</source>
        <translation>Wie tö&amp;dlich?</translation>
    </message>
    <message>
        <source>Simulate the campaign&apos;s party against each row, each number that can come as often as its chance</source>
        <translation>Die Gruppe der Kampagne gegen jede Zeile simulieren, jede Anzahl, die kommen kann, so oft wie ihre Chance</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Encounter manager for tabletop RPG game masters</source>
        <translation>Kampfverwaltung für Spielleiter von Pen-and-Paper-Rollenspielen</translation>
    </message>
    <message>
        <source>Use the language CODE (for example de) for this run.</source>
        <translation>Für diesen Start die Sprache CODE (zum Beispiel de) verwenden.</translation>
    </message>
    <message>
        <source>The campaign file to open (the last one when absent).</source>
        <translation>Die zu öffnende Kampagnendatei (ohne Angabe die zuletzt verwendete).</translation>
    </message>
</context>
</TS>
