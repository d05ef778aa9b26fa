<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- German names for the sides and attack kinds Fray knows, for tst_language until fray_de.ts
     has them. Written by hand; not updated by update_translations. -->
<TS version="2.1" language="de_DE">
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
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>Fernkampf</translation>
    </message>
</context>
</TS>
