<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Fray::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>About Fray</source>
        <translation>Über Fray</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;An encounter manager for tabletop RPG game masters: initiative, rounds, hit points and conditions under any ruleset, with exact odds to hit.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (%2).&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;Eine Kampfverwaltung für Spielleiter von Pen-and-Paper-Rollenspielen: Initiative, Runden, Trefferpunkte und Zustände unter jedem Regelwerk, mit exakten Trefferchancen.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder neuer (%2).&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %3, läuft mit Qt %4.&lt;/p&gt;</translation>
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
        <source>Open an encounter from the campaign, or start a new one from the Encounter menu.</source>
        <translation>Öffnen Sie eine Begegnung aus der Kampagne oder beginnen Sie eine neue im Menü „Begegnung“.</translation>
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
</context>
</TS>