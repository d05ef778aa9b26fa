<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AttackDialog</name>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Atacante:</translation>
    </message>
    <message>
        <source>&amp;With:</source>
        <translation>&amp;Con:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Objetivo:</translation>
    </message>
    <message>
        <source>&amp;Modifiers (tick those that apply):</source>
        <translation>&amp;Modificadores (marque los que correspondan):</translation>
    </message>
</context>
<context>
    <name>CombatantEditor</name>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>Goblin</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstruo</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Plantilla</translation>
    </message>
    <message>
        <source>&amp;Member of the party</source>
        <translation>&amp;Miembro del grupo</translation>
    </message>
    <message>
        <source>A member joins new fights as it is now and keeps what fights and rests leave on it</source>
        <translation>Un miembro entra en los combates nuevos tal como está ahora y conserva lo que le dejan los combates y los descansos</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Bando:</translation>
    </message>
    <message>
        <source>party, foes, neutrals, or a side you name</source>
        <translation>party, foes, neutrals o un bando con el nombre que usted elija</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Grupo:</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>Combatants of one group share an initiative roll</source>
        <translation>Los combatientes de un mismo grupo comparten una tirada de iniciativa</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>&amp;Etiquetas:</translation>
    </message>
    <message>
        <source>goblinoid, cave</source>
        <translation>goblinoide, cueva</translation>
    </message>
    <message>
        <source>Words to find the entry by, separated by commas</source>
        <translation>Palabras con las que encontrar la entrada, separadas por comas</translation>
    </message>
    <message>
        <source>&amp;HP:</source>
        <translation>&amp;PG:</translation>
    </message>
    <message>
        <source>11 or 2d8+2</source>
        <translation>11 o 2d8+2</translation>
    </message>
    <message>
        <source>Hit d&amp;ice are:</source>
        <translation>&amp;Dados de golpe:</translation>
    </message>
    <message>
        <source>Rolled for each</source>
        <translation>Tirados para cada uno</translation>
    </message>
    <message>
        <source>Averaged</source>
        <translation>Promediados</translation>
    </message>
    <message>
        <source>C&amp;urrent HP:</source>
        <translation>PG act&amp;uales:</translation>
    </message>
    <message>
        <source>Ho&amp;w many:</source>
        <translation>&amp;Cuántos:</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>D&amp;efence:</source>
        <translation>De&amp;fensa:</translation>
    </message>
    <message>
        <source>A&amp;rmour:</source>
        <translation>A&amp;rmadura:</translation>
    </message>
    <message>
        <source>Points subtracted from the damage of each hit</source>
        <translation>Puntos que se restan al daño de cada impacto</translation>
    </message>
    <message>
        <source>Attacks per r&amp;ound:</source>
        <translation>Ataques por a&amp;salto:</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>Add atta&amp;ck</source>
        <translation>Añad&amp;ir ataque</translation>
    </message>
    <message>
        <source>Remo&amp;ve attack</source>
        <translation>&amp;Quitar ataque</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Usos</translation>
    </message>
    <message>
        <source>Uses (spells per day, a breath weapon, a reaction)</source>
        <translation>Usos (conjuros por día, un arma de aliento, una reacción)</translation>
    </message>
    <message>
        <source>Add &amp;use</source>
        <translation>Añadir &amp;uso</translation>
    </message>
    <message>
        <source>Remove use</source>
        <translation>Quitar uso</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Recordatorios</translation>
    </message>
    <message>
        <source>Reminders that pop at its turn or the round (save vs. poison, concentration)</source>
        <translation>Recordatorios que aparecen en su turno o en el asalto (salvación contra veneno, concentración)</translation>
    </message>
    <message>
        <source>A&amp;dd reminder</source>
        <translation>Añad&amp;ir recordatorio</translation>
    </message>
    <message>
        <source>Remove reminder</source>
        <translation>Quitar recordatorio</translation>
    </message>
    <message>
        <source>Not&amp;es:</source>
        <translation>N&amp;otas:</translation>
    </message>
</context>
<context>
    <name>DayPlanDialog</name>
    <message>
        <source>Plan a Day</source>
        <translation>Planificar una jornada</translation>
    </message>
    <message>
        <source>Fights of the day</source>
        <translation>Combates de la jornada</translation>
    </message>
    <message>
        <source>An encounter of this campaign; the party joins it as the day has left them</source>
        <translation>Un encuentro de esta campaña; el grupo entra en él tal como lo ha dejado la jornada</translation>
    </message>
    <message>
        <source>Encounter to add</source>
        <translation>Encuentro que añadir</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>S&amp;ubir</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jornadas</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>The same seed gives the same days; another rolls them afresh.</source>
        <translation>La misma semilla da las mismas jornadas; otra las vuelve a tirar.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecutar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Add the day&apos;s fights, then Run.</source>
        <translation>Añade los combates de la jornada y luego Ejecutar.</translation>
    </message>
    <message>
        <source>The day fight by fight</source>
        <translation>La jornada combate a combate</translation>
    </message>
    <message>
        <source>What the simulation approximated</source>
        <translation>Lo que la simulación ha aproximado</translation>
    </message>
    <message>
        <source>Days to &amp;play:</source>
        <translation>J&amp;ornadas que jugar:</translation>
    </message>
</context>
<context>
    <name>EncountersDock</name>
    <message>
        <source>Also list the encounters put away</source>
        <translation>Listar también los encuentros archivados</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>A&amp;brir</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>&amp;Renombrar…</translation>
    </message>
    <message>
        <source>Put &amp;Away</source>
        <translation>Ar&amp;chivar</translation>
    </message>
    <message>
        <source>Take the encounter out of the list (Show put away brings it back)</source>
        <translation>Quitar el encuentro de la lista (Mostrar archivados lo recupera)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>E&amp;liminar</translation>
    </message>
    <message>
        <source>Show put awa&amp;y</source>
        <translation>Mostrar archivado&amp;s</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>Nuev&amp;o…</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Add Event</source>
        <translation>Añadir evento</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Lair, Reinforcements, The ceiling falls</source>
        <translation>Guarida, Refuerzos, Se derrumba el techo</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Cuándo:</translation>
    </message>
    <message>
        <source>&amp;First round:</source>
        <translation>&amp;Primer asalto:</translation>
    </message>
    <message>
        <source>&amp;Fires:</source>
        <translation>&amp;Se activa:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;ota:</translation>
    </message>
    <message>
        <source>What the GM reads out when it acts</source>
        <translation>Lo que el DJ lee en voz alta cuando se activa</translation>
    </message>
    <message>
        <source>&amp;Roll:</source>
        <translation>&amp;Tirada:</translation>
    </message>
    <message>
        <source>optional, e.g. 2d6</source>
        <translation>opcional, p. ej. 2d6</translation>
    </message>
    <message>
        <source>&amp;Arriving:</source>
        <translation>&amp;Llegan:</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CampaignCommand</name>
    <message>
        <source>Copy a whole campaign between a file and a PostgreSQL server</source>
        <translation>Copiar una campaña entera entre un archivo y un servidor PostgreSQL</translation>
    </message>
    <message>
        <source>copy SOURCE DESTINATION: each a campaign file or a server&apos;s address (postgresql://USER@HOST/DATABASE).</source>
        <translation>copy ORIGEN DESTINO: cada uno, un archivo de campaña o la dirección de un servidor (postgresql://USUARIO@HOST/BASEDEDATOS).</translation>
    </message>
    <message>
        <source>give an ACTION: copy</source>
        <translation>indica una ACCIÓN: copy</translation>
    </message>
    <message>
        <source>copy takes SOURCE and DESTINATION</source>
        <translation>copy necesita ORIGEN y DESTINO</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 no existe</translation>
    </message>
    <message>
        <source>%1 already exists; copy into a new file</source>
        <translation>%1 ya existe; copia en un archivo nuevo</translation>
    </message>
    <message>
        <source>both are files; copy a campaign file as any other file</source>
        <translation>ambos son archivos; copia un archivo de campaña como cualquier otro archivo</translation>
    </message>
    <message>
        <source>%1 is now a copy of %2</source>
        <translation>%1 es ahora una copia de %2</translation>
    </message>
    <message numerus="yes">
        <source>copied %1 of %Ln row(s)</source>
        <extracomment>A progress line while a campaign is copied: rows of all its tables.</extracomment>
        <translation>
            <numerusform>copiadas %1 de %Ln fila</numerusform>
            <numerusform>copiadas %1 de %Ln filas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CampaignOption</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 no existe</translation>
    </message>
    <message>
        <source>The campaign file, or a server&apos;s address (postgresql://USER@HOST/DATABASE; the password as libpq finds it: in the address, PGPASSWORD or ~/.pgpass).</source>
        <translation>El archivo de la campaña, o la dirección de un servidor (postgresql://USUARIO@HOST/BASEDEDATOS; la contraseña, como la encuentra libpq: en la dirección, PGPASSWORD o ~/.pgpass).</translation>
    </message>
    <message>
        <source>%1: too few turns played to measure the table&apos;s pace (%2 or more are needed)</source>
        <translation>%1: se han jugado muy pocos turnos para medir el ritmo de la mesa (hacen falta %2 o más)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CliOptions</name>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 se ha indicado más de una vez</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 debe ser un número entero de %2 a %3, no “%4”</translation>
    </message>
    <message>
        <source>--set expects NAME=WHOLE-NUMBER, not &apos;%1&apos;</source>
        <translation>--set espera NAME=ENTERO, no “%1”</translation>
    </message>
    <message>
        <source>--set expects NAME=VALUE, not &apos;%1&apos;</source>
        <translation>--set espera NAME=VALUE, no “%1”</translation>
    </message>
    <message>
        <source>no dice expression given</source>
        <translation>no se ha indicado ninguna expresión de dados</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CommandLine</name>
    <message>
        <source>Show this help.</source>
        <translation>Mostrar esta ayuda.</translation>
    </message>
    <message>
        <source>Usage: fray-cli [--help] [--version] COMMAND [OPTIONS]</source>
        <extracomment>The command and option names stay as they are.</extracomment>
        <translation>Uso: fray-cli [--help] [--version] COMANDO [OPCIONES]</translation>
    </message>
    <message>
        <source>Fray&apos;s scriptable face: exact dice, rulesets and odds.</source>
        <translation>Fray para scripts: dados, reglamentos y probabilidades exactos.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Comandos:</translation>
    </message>
    <message>
        <source>Run &apos;fray-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Ejecute “fray-cli COMANDO --help” para ver las opciones de un comando.</translation>
    </message>
    <message>
        <source>Exit status: 0 on success, 2 on bad input (one line on stderr).</source>
        <translation>Estado de salida: 0 si tiene éxito, 2 si la entrada no es válida (una línea en stderr).</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Mostrar la versión.</translation>
    </message>
    <message>
        <source>What to do.</source>
        <translation>Qué hacer.</translation>
    </message>
    <message>
        <source>no command given; see &apos;fray-cli --help&apos;</source>
        <translation>no se ha indicado ningún comando; véase “fray-cli --help”</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; see &apos;fray-cli --help&apos;</source>
        <translation>comando desconocido “%1”; véase “fray-cli --help”</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CompareCommand</name>
    <message>
        <source>One attack&apos;s odds under two rulesets</source>
        <translation>Las probabilidades de un ataque con dos reglamentos</translation>
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
        <translation>P(impacto)</translation>
    </message>
    <message>
        <source>expected damage</source>
        <translation>daño esperado</translation>
    </message>
    <message numerus="yes">
        <source>drops within %n round(s)</source>
        <translation>
            <numerusform>cae en %n asalto</numerusform>
            <numerusform>cae en %n asaltos</numerusform>
        </translation>
    </message>
    <message>
        <source>Give --ruleset twice: A, then B (a shipped ruleset and your copy with a house rule, or any two).</source>
        <translation>Indica --ruleset dos veces: A y luego B (un reglamento incluido y tu copia con una regla de la casa, o dos cualesquiera).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>The target&apos;s hit points, for the chance to drop it within 1 to 3 rounds.</source>
        <translation>Los puntos de golpe del objetivo, para la probabilidad de derribarlo en 1 a 3 asaltos.</translation>
    </message>
    <message>
        <source>Attacks a round, for the chance to drop the target (default 1).</source>
        <translation>Ataques por asalto, para la probabilidad de derribar al objetivo (por defecto 1).</translation>
    </message>
    <message>
        <source>A variable to vary across a range (with --from and --to).</source>
        <translation>Una variable que se varía en un rango (con --from y --to).</translation>
    </message>
    <message>
        <source>First value.</source>
        <translation>Primer valor.</translation>
    </message>
    <message>
        <source>Last value.</source>
        <translation>Último valor.</translation>
    </message>
    <message>
        <source>Step (default 1).</source>
        <translation>Paso (por defecto 1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado “%1”</translation>
    </message>
    <message>
        <source>--ruleset must be given twice: A, then B</source>
        <translation>--ruleset debe indicarse dos veces: A y luego B</translation>
    </message>
    <message>
        <source>--vary needs --%1</source>
        <translation>--vary necesita --%1</translation>
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
        <translation>Simular también el combate de este encuentro con cada reglamento (la misma semilla para ambos).</translation>
    </message>
    <message>
        <source>Fights to simulate under each ruleset (default 10,000)</source>
        <translation>Combates que simular con cada reglamento (por defecto 10.000)</translation>
    </message>
    <message>
        <source>The fight of %1: the party wins %2 under A (%3), %4 under B (%5); B less A: %6</source>
        <translation>El combate de %1: el grupo gana el %2 con A (%3), el %4 con B (%5); B menos A: %6</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CurveCommand</name>
    <message>
        <source>Exact odds across a range of one variable</source>
        <translation>Probabilidades exactas a lo largo de un rango de valores de una variable</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>The variable to vary.</source>
        <translation>La variable que se hace variar.</translation>
    </message>
    <message>
        <source>First value.</source>
        <translation>Primer valor.</translation>
    </message>
    <message>
        <source>Last value.</source>
        <translation>Último valor.</translation>
    </message>
    <message>
        <source>Step (default 1).</source>
        <translation>Paso (por defecto 1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado “%1”</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 es obligatorio</translation>
    </message>
    <message>
        <source>%1, varying %2</source>
        <translation>%1, variando %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DangerCommand</name>
    <message>
        <source>Each combatant&apos;s chance to be out before its next turn</source>
        <translation>La probabilidad de cada combatiente de quedar fuera antes de su próximo turno</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json) of a fight under way.</source>
        <translation>Un archivo de encuentro (*.fray.json) de un combate en curso.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Un valor que el reglamento no toma de ningún combatiente (needed en old-school), para todos los ataques.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>%1: the fight has not started; the danger before each turn follows the initiative order, which it has not rolled yet</source>
        <translation>%1: el combate no ha empezado; el peligro antes de cada turno sigue el orden de iniciativa, que aún no se ha tirado</translation>
    </message>
    <message>
        <source>%1: cannot work the danger out: %2</source>
        <translation>%1: no se puede calcular el peligro: %2</translation>
    </message>
    <message>
        <source>Round %1: the chance to be out before one&apos;s next turn</source>
        <translation>Asalto %1: la probabilidad de quedar fuera antes del próximo turno propio</translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) before its turn</source>
        <translation>
            <numerusform>%n ataque antes de su turno</numerusform>
            <numerusform>%n ataques antes de su turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) before the round ends</source>
        <translation>
            <numerusform>%n ataque antes de que acabe el asalto</numerusform>
            <numerusform>%n ataques antes de que acabe el asalto</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DayCommand</name>
    <message>
        <source>Simulate an adventuring day of fights</source>
        <translation>Simular una jornada de aventuras con varios combates</translation>
    </message>
    <message>
        <source>A day file (*.json): its fights&apos; encounter files in order and the rests between.</source>
        <translation>Un archivo de jornada (*.json): los archivos de encuentro de sus combates en orden y los descansos entre ellos.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Un valor que el reglamento no toma de ningún combatiente (needed en old-school), para todos los ataques.</translation>
    </message>
    <message>
        <source>Check no morale, where the ruleset has a morale rule: no one flees.</source>
        <translation>No comprobar la moral donde el reglamento tiene una regla de moral: nadie huye.</translation>
    </message>
    <message>
        <source>Days to simulate</source>
        <translation>Jornadas que simular</translation>
    </message>
    <message>
        <source>give one day FILE</source>
        <translation>indica un archivo de jornada FILE</translation>
    </message>
    <message>
        <source>%1: cannot simulate the day: %2</source>
        <translation>%1: no se puede simular la jornada: %2</translation>
    </message>
    <message>
        <source>%1: %2 days, seed %3</source>
        <translation>%1: %2 jornadas, semilla %3</translation>
    </message>
    <message>
        <source>The party gets through the day: %1</source>
        <translation>El grupo supera la jornada: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1. %2, after %3</source>
        <translation>%1. %2, tras %3</translation>
    </message>
    <message>
        <source>fought in %1 of days; the party breaks here in %2; %3 rounds on average; %4</source>
        <translation>se combate en el %1 de las jornadas; el grupo cae aquí en el %2; %3 asaltos de media; %4</translation>
    </message>
    <message>
        <source>%1 %2 HP</source>
        <translation>%1 %2 PG</translation>
    </message>
    <message>
        <source> (out %1)</source>
        <translation> (fuera %1)</translation>
    </message>
    <message>
        <source>before it: %1</source>
        <translation>antes: %1</translation>
    </message>
    <message>
        <source>%1 at the day&apos;s end: out %2</source>
        <translation>%1 al final de la jornada: fuera %2</translation>
    </message>
    <message>
        <source>, dead %1</source>
        <translation>, muerto %1</translation>
    </message>
    <message>
        <source>Length: %1</source>
        <translation>Duración: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>%1 days per second</source>
        <translation>%1 jornadas por segundo</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DistCommand</name>
    <message>
        <source>Exact probability distribution of a dice expression</source>
        <translation>Distribución de probabilidad exacta de una expresión de dados</translation>
    </message>
    <message>
        <source>mean %1, standard deviation %2, from %3 to %4</source>
        <translation>media %1, desviación típica %2, de %3 a %4</translation>
    </message>
    <message numerus="yes">
        <source>exploding dice stop after %n extra rolls; probability cut short: %1</source>
        <translation>
            <numerusform>los dados explosivos se detienen tras %n tirada adicional; probabilidad truncada: %1</numerusform>
            <numerusform>los dados explosivos se detienen tras %n tiradas adicionales; probabilidad truncada: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilidad</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>al menos</translation>
    </message>
    <message>
        <source>Dice expression, e.g. 4d6dl1 or &quot;2d20kh1 + 5&quot;. Put -- before one that starts with &apos;-&apos;.</source>
        <translation>Expresión de dados, p. ej. 4d6dl1 o &quot;2d20kh1 + 5&quot;. Anteponga -- a una que empiece por “-”.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>Bind @NAME to a number or a dice expression.</source>
        <translation>Asociar @NAME a un número o a una expresión de dados.</translation>
    </message>
    <message>
        <source>Extra rolls an exploding die may make (0-100, default 10).</source>
        <translation>Tiradas adicionales que puede hacer un dado explosivo (0-100, por defecto 10).</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::EncounterCommands</name>
    <message>
        <source>give one encounter FILE</source>
        <translation>indique un archivo de encuentro (FILE)</translation>
    </message>
    <message>
        <source>%1: not valid JSON at line %2, column %3: %4</source>
        <translation>%1: JSON no válido en la línea %2, columna %3: %4</translation>
    </message>
    <message>
        <source>%1: expected a list of commands</source>
        <translation>%1: se esperaba una lista de comandos</translation>
    </message>
    <message>
        <source>--seed N is required, so the rolls can be repeated</source>
        <translation>--seed N es obligatorio, para que las tiradas se puedan repetir</translation>
    </message>
    <message>
        <source>%1: not saved, Fray could not read it back: %2</source>
        <translation>%1: no guardado, Fray no ha podido volver a leerlo: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ExportCommand</name>
    <message>
        <source>Write an encounter or the library of a campaign to a file</source>
        <translation>Escribir un encuentro o la biblioteca de una campaña en un archivo</translation>
    </message>
    <message>
        <source>The encounter to write.</source>
        <translation>El encuentro que se escribe.</translation>
    </message>
    <message>
        <source>Write the whole library.</source>
        <translation>Escribir toda la biblioteca.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>El archivo que se escribe.</translation>
    </message>
    <message>
        <source>fray (default) or improved-initiative (Improved Initiative&apos;s own export; --library and --encounter may be given together).</source>
        <extracomment>fray and improved-initiative are what the option takes.</extracomment>
        <translation>fray (por defecto) o improved-initiative (la exportación propia de Improved Initiative; --library y --encounter pueden indicarse juntos).</translation>
    </message>
    <message>
        <source>Only the library entries of this ruleset. An Improved Initiative file holds one ruleset&apos;s: the encounter&apos;s, the library&apos;s only one, or this.</source>
        <translation>Solo las entradas de la biblioteca de este reglamento. Un archivo de Improved Initiative contiene las de un solo reglamento: el del encuentro, el único de la biblioteca o este.</translation>
    </message>
    <message>
        <source>--db CAMPAIGN and -o FILE are required</source>
        <translation>--db CAMPAIGN y -o FILE son obligatorios</translation>
    </message>
    <message>
        <source>--format takes fray or improved-initiative, not &apos;%1&apos;</source>
        <translation>--format admite fray o improved-initiative, no “%1”</translation>
    </message>
    <message>
        <source>give --encounter NAME, --library or both</source>
        <translation>indique --encounter NAME, --library o ambos</translation>
    </message>
    <message>
        <source>give either --encounter NAME or --library</source>
        <translation>indique --encounter NAME o bien --library</translation>
    </message>
    <message>
        <source>the campaign has no encounter called &apos;%1&apos;</source>
        <translation>la campaña no tiene ningún encuentro llamado “%1”</translation>
    </message>
    <message>
        <source>the encounter &apos;%1&apos; is of %2, not %3</source>
        <translation>el encuentro “%1” es de %2, no de %3</translation>
    </message>
    <message>
        <source>the library holds entries of %1; give --ruleset ID</source>
        <translation>la biblioteca contiene entradas de %1; indique --ruleset ID</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportCommand</name>
    <message>
        <source>Add an encounter, library entries or CSV stat lines to a campaign</source>
        <translation>Añadir a una campaña un encuentro, entradas de la biblioteca o líneas de estadísticas CSV</translation>
    </message>
    <message>
        <source>*.fray.json, *.csv, or another tool&apos;s file (Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools)</source>
        <translation>*.fray.json, *.csv o el archivo de otra herramienta (Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools)</translation>
    </message>
    <message>
        <source>The ruleset of CSV stat lines, or that other tools&apos; creatures go into.</source>
        <translation>El reglamento de las líneas de estadísticas CSV, o al que van las criaturas de otras herramientas.</translation>
    </message>
    <message>
        <source>character, monster or template for CSV lines (default monster).</source>
        <extracomment>character, monster and template are what the option takes.</extracomment>
        <translation>character, monster o template para las líneas CSV (por defecto monster).</translation>
    </message>
    <message>
        <source>Import a CSV&apos;s good lines even when some are rejected.</source>
        <translation>Importar las líneas correctas de un CSV aunque se rechacen algunas.</translation>
    </message>
    <message>
        <source>Show what would be imported; change nothing.</source>
        <translation>Mostrar lo que se importaría; no cambiar nada.</translation>
    </message>
    <message>
        <source>Show the preview as JSON.</source>
        <translation>Mostrar la vista previa como JSON.</translation>
    </message>
    <message>
        <source>What to do with an entry whose name the library holds: skip, rename or replace (without it such an import is refused).</source>
        <extracomment>skip, rename and replace are what the option takes.</extracomment>
        <translation>Qué hacer con una entrada cuyo nombre ya tiene la biblioteca: skip, rename o replace (sin esta opción, la importación se rechaza).</translation>
    </message>
    <message>
        <source>--db CAMPAIGN is required</source>
        <translation>--db CAMPAIGN es obligatorio</translation>
    </message>
    <message>
        <source>give one FILE to import</source>
        <translation>indique un archivo (FILE) que importar</translation>
    </message>
    <message>
        <source>--on-clash takes skip, rename or replace, not &apos;%1&apos;</source>
        <translation>--on-clash admite skip, rename o replace, no “%1”</translation>
    </message>
    <message>
        <source>CSV stat lines need --ruleset ID</source>
        <translation>las líneas de estadísticas CSV necesitan --ruleset ID</translation>
    </message>
    <message>
        <source>%1 files need --ruleset ID (the ruleset the creatures go into)</source>
        <translation>los archivos de %1 necesitan --ruleset ID (el reglamento al que van las criaturas)</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; -&gt; %2</source>
        <translation>columna “%1” -&gt; %2</translation>
    </message>
    <message>
        <source>(not imported)</source>
        <translation>(no importado)</translation>
    </message>
    <message>
        <source>line %1 rejected: %2</source>
        <translation>línea %1 rechazada: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) rejected; nothing was imported (see above, or --skip-rejected)</source>
        <translation>
            <numerusform>%1: %n línea rechazada; no se ha importado nada (véase arriba, o --skip-rejected)</numerusform>
            <numerusform>%1: %n líneas rechazadas; no se ha importado nada (véase arriba, o --skip-rejected)</numerusform>
        </translation>
    </message>
    <message>
        <source>the library already holds %1</source>
        <translation>la biblioteca ya contiene %1</translation>
    </message>
    <message>
        <source>the file holds %1</source>
        <translation>el archivo contiene %1</translation>
    </message>
    <message>
        <source>%1; nothing was imported (--on-clash skip, rename or replace)</source>
        <translation>%1; no se ha importado nada (--on-clash skip, rename o replace)</translation>
    </message>
    <message>
        <source>%1; nothing was imported</source>
        <translation>%1; no se ha importado nada</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 no existe</translation>
    </message>
    <message numerus="yes">
        <source>imported encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>encuentro “%1” importado (%n combatiente)</numerusform>
            <numerusform>encuentro “%1” importado (%n combatientes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entry</source>
        <translation>
            <numerusform>%n entrada de la biblioteca importada</numerusform>
            <numerusform>%n entradas de la biblioteca importadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entries</source>
        <translation>
            <numerusform>%n entrada de la biblioteca importada</numerusform>
            <numerusform>%n entradas de la biblioteca importadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportPreview</name>
    <message>
        <source>kept as notes: %1</source>
        <translation>conservado como notas: %1</translation>
    </message>
    <message>
        <source>not imported: %1</source>
        <translation>no importado: %1</translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation>formato: %1</translation>
    </message>
    <message>
        <source>mapping: %1</source>
        <translation>correspondencia: %1</translation>
    </message>
    <message numerus="yes">
        <source>encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>encuentro “%1” (%n combatiente)</numerusform>
            <numerusform>encuentro “%1” (%n combatientes)</numerusform>
        </translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>omitido: %1</translation>
    </message>
    <message>
        <source>renamed: %1</source>
        <translation>renombrado: %1</translation>
    </message>
    <message numerus="yes">
        <source>not imported in %n entries: %1</source>
        <translation>
            <numerusform>no importado en %n entrada: %1</numerusform>
            <numerusform>no importado en %n entradas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept as notes in %n entries: %1</source>
        <translation>
            <numerusform>conservado como notas en %n entrada: %1</numerusform>
            <numerusform>conservado como notas en %n entradas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>not creatures, not imported: %1 × %2</source>
        <translation>no son criaturas, no importado: %1 × %2</translation>
    </message>
    <message>
        <source>name clash: %1</source>
        <translation>conflicto de nombres: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::InitiativeCommand</name>
    <message>
        <source>Roll an encounter&apos;s initiative</source>
        <translation>Tirar la iniciativa de un encuentro</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un archivo de encuentro (*.fray.json).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>Seed for the rolls.</source>
        <translation>Semilla para las tiradas.</translation>
    </message>
    <message>
        <source>Rounds to roll (default 1).</source>
        <translation>Asaltos que tirar (por defecto 1).</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Asalto %1</translation>
    </message>
    <message>
        <source>(lost)</source>
        <translation>(perdido)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::LogCommand</name>
    <message>
        <source>Write an encounter&apos;s log and luck report</source>
        <translation>Escribir el registro y el informe de suerte de un encuentro</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un archivo de encuentro (*.fray.json).</translation>
    </message>
    <message>
        <source>md (Markdown, the default) or html.</source>
        <translation>md (Markdown, por defecto) o html.</translation>
    </message>
    <message>
        <source>Write to FILE instead of the standard output.</source>
        <translation>Escribir en FILE en lugar de en la salida estándar.</translation>
    </message>
    <message>
        <source>--format must be md or html, not &apos;%1&apos;</source>
        <translation>--format debe ser md o html, no “%1”</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::MoralePrompts</name>
    <message>
        <source>%1 %2 to hold</source>
        <translation>%1 %2 de aguantar</translation>
    </message>
    <message>
        <source>commands[%1] (%2) · morale for %3 %4: %5; answer with {&quot;command&quot;: &quot;morale&quot;, &quot;side&quot;: &quot;%3&quot;, &quot;moment&quot;: &quot;%6&quot;}</source>
        <translation>commands[%1] (%2) · moral de %3 %4: %5; responda con {&quot;command&quot;: &quot;morale&quot;, &quot;side&quot;: &quot;%3&quot;, &quot;moment&quot;: &quot;%6&quot;}</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::OddsCommand</name>
    <message>
        <source>Exact odds of one attack</source>
        <translation>Probabilidades exactas de un ataque</translation>
    </message>
    <message>
        <source>P(hit)</source>
        <translation>P(impacto)</translation>
    </message>
    <message>
        <source>expected damage %1 (from %2 to %3)</source>
        <translation>daño esperado %1 (de %2 a %3)</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado “%1”</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::PartyCommand</name>
    <message>
        <source>The campaign&apos;s party: members, carry-over from a fight, rests</source>
        <translation>El grupo de la campaña: miembros, resultado de un combate, descansos</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <source>the library has no entry called &apos;%1&apos;</source>
        <translation>la biblioteca no tiene ninguna entrada llamada “%1”</translation>
    </message>
    <message>
        <source>the library has %1 entries called &apos;%2&apos;; rename all but one</source>
        <translation>la biblioteca tiene %1 entradas llamadas “%2”; cambie el nombre de todas menos una</translation>
    </message>
    <message>
        <source>list, join NAME..., leave NAME..., carry-over, or rest</source>
        <extracomment>list, join, leave, carry-over and rest are what the command takes.</extracomment>
        <translation>list, join NAME..., leave NAME..., carry-over o rest</translation>
    </message>
    <message>
        <source>carry-over: the fight whose result the party keeps.</source>
        <translation>carry-over: el combate cuyo resultado conserva el grupo.</translation>
    </message>
    <message>
        <source>rest: one of the ruleset&apos;s rests (see &apos;fray-cli rulesets --ruleset ID&apos;).</source>
        <translation>rest: uno de los descansos del reglamento (véase “fray-cli rulesets --ruleset ID”).</translation>
    </message>
    <message>
        <source>rest: so many hit points back for each member.</source>
        <translation>rest: tantos puntos de golpe recuperados por cada miembro.</translation>
    </message>
    <message>
        <source>rest: back to full.</source>
        <translation>rest: recuperación completa.</translation>
    </message>
    <message>
        <source>rest: the seed of the rest&apos;s dice.</source>
        <translation>rest: la semilla de los dados del descanso.</translation>
    </message>
    <message>
        <source>Show what would change; change nothing.</source>
        <translation>Mostrar lo que cambiaría; no cambiar nada.</translation>
    </message>
    <message>
        <source>rest: the ruleset whose members rest; list: only its members.</source>
        <translation>rest: el reglamento cuyos miembros descansan; list: solo sus miembros.</translation>
    </message>
    <message>
        <source>--db CAMPAIGN is required</source>
        <translation>--db CAMPAIGN es obligatorio</translation>
    </message>
    <message>
        <source>give an ACTION: list, join, leave, carry-over or rest</source>
        <translation>indique una ACTION: list, join, leave, carry-over o rest</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 de %3</translation>
    </message>
    <message>
        <source>subdual %1</source>
        <translation>no letal %1</translation>
    </message>
    <message>
        <source>name the library entries that %1 the party</source>
        <translation>indique las entradas de la biblioteca para %1</translation>
    </message>
    <message>
        <source>%1 takes no names: &apos;%2&apos;</source>
        <translation>%1 no admite nombres: “%2”</translation>
    </message>
    <message>
        <source>carry-over needs --encounter NAME</source>
        <translation>carry-over necesita --encounter NAME</translation>
    </message>
    <message>
        <source>the campaign has no encounter called &apos;%1&apos;</source>
        <translation>la campaña no tiene ningún encuentro llamado “%1”</translation>
    </message>
    <message>
        <source>no member of the party fought in &apos;%1&apos;</source>
        <translation>ningún miembro del grupo ha combatido en “%1”</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Fin del combate: %1</translation>
    </message>
    <message>
        <source>rest needs --ruleset ID; see &apos;fray-cli rulesets&apos;</source>
        <translation>rest necesita --ruleset ID; véase “fray-cli rulesets”</translation>
    </message>
    <message>
        <source>give one of --rest ID, --hp N or --full</source>
        <translation>indique una de estas opciones: --rest ID, --hp N o --full</translation>
    </message>
    <message>
        <source>the party has no members of %1</source>
        <translation>el grupo no tiene miembros de %1</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos; (known: list, join, leave, carry-over, rest)</source>
        <translation>acción desconocida “%1” (conocidas: list, join, leave, carry-over, rest)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::PlayCommand</name>
    <message>
        <source>Run commands on an encounter</source>
        <translation>Ejecutar comandos sobre un encuentro</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un archivo de encuentro (*.fray.json).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>Seed for the rolls.</source>
        <translation>Semilla para las tiradas.</translation>
    </message>
    <message>
        <source>A JSON file with a list of commands.</source>
        <translation>Un archivo JSON con una lista de comandos.</translation>
    </message>
    <message>
        <source>Write the encounter after the commands to OUT.</source>
        <translation>Escribir el encuentro tras los comandos en OUT.</translation>
    </message>
    <message>
        <source>--commands CMDS.json is required</source>
        <translation>--commands CMDS.json es obligatorio</translation>
    </message>
    <message>
        <source>commands[%1] (%2) · %3: %4</source>
        <translation>commands[%1] (%2) · %3: %4</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Asalto %1</translation>
    </message>
    <message>
        <source>Round %1, %2 acts</source>
        <translation>Asalto %1, actúa %2</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Orden: %1</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Registro:</translation>
    </message>
    <message>
        <source>Reminders:</source>
        <translation>Recordatorios:</translation>
    </message>
    <message>
        <source>Morale asked:</source>
        <translation>Moral consultada:</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RollCommand</name>
    <message>
        <source>Roll a dice expression, reproducibly with --seed</source>
        <translation>Tirar una expresión de dados, de forma reproducible con --seed</translation>
    </message>
    <message>
        <source>Dice expression, e.g. 1d20+5 or 4d6dl1.</source>
        <translation>Expresión de dados, p. ej. 1d20+5 o 4d6dl1.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>Seed for reproducible rolls (default: random).</source>
        <translation>Semilla para tiradas reproducibles (por defecto: aleatoria).</translation>
    </message>
    <message>
        <source>How many times to roll (default 1).</source>
        <translation>Cuántas veces tirar (por defecto 1).</translation>
    </message>
    <message>
        <source>Bind @NAME to a number or a dice expression.</source>
        <translation>Asociar @NAME a un número o a una expresión de dados.</translation>
    </message>
    <message>
        <source>Extra rolls an exploding die may make (0-100, default 10).</source>
        <translation>Tiradas adicionales que puede hacer un dado explosivo (0-100, por defecto 10).</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>semilla %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RulesetOptions</name>
    <message>
        <source>Also load the ruleset files of DIR (instead of your rulesets folder).</source>
        <translation>Cargar también los archivos de reglamento de DIR (en lugar de su carpeta de reglamentos).</translation>
    </message>
    <message>
        <source>The ruleset&apos;s id.</source>
        <translation>El id del reglamento.</translation>
    </message>
    <message>
        <source>Give a variable a value, e.g. --set ac=15.</source>
        <translation>Dar un valor a una variable, p. ej. --set ac=15.</translation>
    </message>
    <message>
        <source>Switch on a modifier; ID=N gives a number or a count.</source>
        <translation>Activar un modificador; ID=N indica un número o una cantidad.</translation>
    </message>
    <message>
        <source>The weapon&apos;s damage, e.g. 1d8+1.</source>
        <translation>El daño del arma, p. ej. 1d8+1.</translation>
    </message>
    <message>
        <source>A separate damage bonus, e.g. 1d4 (default 0).</source>
        <translation>Una bonificación al daño aparte, p. ej. 1d4 (por defecto 0).</translation>
    </message>
    <message>
        <source>--rulesets %1: %2</source>
        <translation>--rulesets %1: %2</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>no es una carpeta</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>no existe esa carpeta</translation>
    </message>
    <message>
        <source>--ruleset ID is required; see &apos;fray-cli rulesets&apos;</source>
        <translation>--ruleset ID es obligatorio; véase “fray-cli rulesets”</translation>
    </message>
    <message>
        <source>--set expects NAME=WHOLE_NUMBER, not &apos;%1&apos;</source>
        <translation>--set espera NAME=ENTERO, no “%1”</translation>
    </message>
    <message>
        <source>--modifier expects ID or ID=N, not &apos;%1&apos;</source>
        <translation>--modifier espera ID o ID=N, no “%1”</translation>
    </message>
    <message>
        <source>--modifier %1: the number is out of range</source>
        <translation>--modifier %1: el número está fuera de rango</translation>
    </message>
    <message>
        <source>--damage-bonus needs --damage</source>
        <translation>--damage-bonus necesita --damage</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RulesetsCommand</name>
    <message>
        <source>List the rulesets and their catalogues</source>
        <translation>Listar los reglamentos y sus catálogos</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado “%1”</translation>
    </message>
    <message>
        <source>(yours)</source>
        <translation>(suyo)</translation>
    </message>
    <message numerus="yes">
        <source>variables: %1; %n modifiers</source>
        <translation>
            <numerusform>variables: %1; %n modificador</numerusform>
            <numerusform>variables: %1; %n modificadores</numerusform>
        </translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>no cargado: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ServeCommand</name>
    <message>
        <source>Serve the players&apos; page for an encounter</source>
        <translation>Servir la página de los jugadores de un encuentro</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un archivo de encuentro (*.fray.json).</translation>
    </message>
    <message>
        <source>The port to listen on (0: any free one).</source>
        <translation>El puerto en el que escuchar (0: cualquiera libre).</translation>
    </message>
    <message>
        <source>The address to listen on (default: this computer&apos;s address on the local network; 0.0.0.0 for every network).</source>
        <translation>La dirección en la que escuchar (por defecto: la dirección de este ordenador en la red local; 0.0.0.0 para todas las redes).</translation>
    </message>
    <message>
        <source>No longer taken: give the token in FRAY_SHARE_TOKEN or with --token-fd.</source>
        <translation>Ya no se admite: indique el token en FRAY_SHARE_TOKEN o con --token-fd.</translation>
    </message>
    <message>
        <source>Read the page&apos;s token (16 to 64 letters, digits, - or _) from file descriptor N (default: the FRAY_SHARE_TOKEN environment variable, else 128 random bits).</source>
        <translation>Leer el token de la página (de 16 a 64 letras, cifras, - o _) del descriptor de archivo N (por defecto: la variable de entorno FRAY_SHARE_TOKEN o, si no, 128 bits aleatorios).</translation>
    </message>
    <message>
        <source>Show foes&apos; hit points and defence on the page (hidden by default).</source>
        <translation>Mostrar en la página los puntos de golpe y la defensa de los enemigos (ocultos por defecto).</translation>
    </message>
    <message>
        <source>give one encounter FILE</source>
        <translation>indique un archivo de encuentro (FILE)</translation>
    </message>
    <message>
        <source>--port is required</source>
        <translation>--port es obligatorio</translation>
    </message>
    <message>
        <source>--bind: &apos;%1&apos; is not an IP address</source>
        <translation>--bind: “%1” no es una dirección IP</translation>
    </message>
    <message>
        <source>--token would show the token to every user of this computer; give it in FRAY_SHARE_TOKEN or with --token-fd N</source>
        <translation>--token mostraría el token a todos los usuarios de este ordenador; indíquelo en FRAY_SHARE_TOKEN o con --token-fd N</translation>
    </message>
    <message>
        <source>the token takes 16 to 64 letters, digits, - or _</source>
        <translation>el token lleva de 16 a 64 letras, cifras, - o _</translation>
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>no se puede escuchar en el puerto %1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ServeLauncher</name>
    <message>
        <source>Serve the players&apos; page for an encounter</source>
        <translation>Servir la página de los jugadores de un encuentro</translation>
    </message>
    <message>
        <source>cannot serve: fray-serve, which Fray installs beside fray-cli, is missing; reinstall Fray</source>
        <translation>no se puede servir: falta fray-serve, que Fray instala junto a fray-cli; reinstale Fray</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SheetCommand</name>
    <message>
        <source>Print an encounter&apos;s sheets to PDF</source>
        <translation>Imprimir las hojas de un encuentro en PDF</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: write it as &quot;ATTACKER vs TARGET&quot; or &quot;ATTACKER:ATTACK vs TARGET&quot;</source>
        <extracomment>&quot;vs&quot; is what the option reads: it stays as it is.</extracomment>
        <translation>--odds “%1”: escríbalo como &quot;ATACANTE vs OBJETIVO&quot; o &quot;ATACANTE:ATAQUE vs OBJETIVO&quot;</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: the encounter has no combatant called &apos;%2&apos;</source>
        <translation>--odds “%1”: el encuentro no tiene ningún combatiente llamado “%2”</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: %2 has no attack called &apos;%3&apos;</source>
        <translation>--odds “%1”: %2 no tiene ningún ataque llamado “%3”</translation>
    </message>
    <message>
        <source>--modifier &apos;%1&apos;: %2 has no modifier &apos;%3&apos;</source>
        <translation>--modifier “%1”: %2 no tiene el modificador “%3”</translation>
    </message>
    <message>
        <source>--modifier &apos;%1&apos;: give ID or ID=N with a whole number</source>
        <translation>--modifier “%1”: indique ID o ID=N con un número entero</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un archivo de encuentro (*.fray.json).</translation>
    </message>
    <message>
        <source>Write the sheets to this PDF file.</source>
        <translation>Escribir las hojas en este archivo PDF.</translation>
    </message>
    <message>
        <source>Which sheets: %1, several joined by commas (default all); may be repeated.</source>
        <extracomment>%1 lists the kinds as the option takes them; &quot;all&quot; is one of them.</extracomment>
        <translation>Qué hojas: %1, varias separadas por comas (por defecto all); se puede repetir.</translation>
    </message>
    <message>
        <source>Paper: a4 or letter (default a4).</source>
        <extracomment>a4 and letter are what the option takes.</extracomment>
        <translation>Papel: a4 o letter (por defecto a4).</translation>
    </message>
    <message>
        <source>The campaign&apos;s name for the page header.</source>
        <translation>El nombre de la campaña para la cabecera de página.</translation>
    </message>
    <message>
        <source>Chart an attacker against a target: &quot;ATTACKER vs TARGET&quot; or &quot;ATTACKER:ATTACK vs TARGET&quot;; may be repeated.</source>
        <extracomment>&quot;vs&quot; is what the option reads: it stays as it is.</extracomment>
        <translation>Representar un atacante contra un objetivo: &quot;ATACANTE vs OBJETIVO&quot; o &quot;ATACANTE:ATAQUE vs OBJETIVO&quot;; se puede repetir.</translation>
    </message>
    <message>
        <source>Chart the odds with a situational modifier on; ID=N gives a number or a count; may be repeated.</source>
        <translation>Representar las probabilidades con un modificador de situación activo; ID=N indica un número o una cantidad; se puede repetir.</translation>
    </message>
    <message>
        <source>A wandering-monster table (*.fray-table.json) of the encounter&apos;s ruleset for the wandering sheet; may be repeated.</source>
        <translation>Una tabla de monstruos errantes (*.fray-table.json) del reglamento del encuentro para la hoja de monstruos errantes; se puede repetir.</translation>
    </message>
    <message>
        <source>--kind must be one of %1, not &apos;%2&apos;</source>
        <translation>--kind debe ser uno de %1, no “%2”</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, not &apos;%1&apos;</source>
        <translation>--page debe ser a4 o letter, no “%1”</translation>
    </message>
    <message>
        <source>--pdf OUT is required: the PDF file to write</source>
        <translation>--pdf OUT es obligatorio: el archivo PDF que se escribe</translation>
    </message>
    <message>
        <source>give one encounter FILE</source>
        <translation>indique un archivo de encuentro (FILE)</translation>
    </message>
    <message>
        <source>%1: the table is for the ruleset &apos;%2&apos;, the encounter for &apos;%3&apos;</source>
        <translation>%1: la tabla es para el reglamento “%2” y el encuentro para “%3”</translation>
    </message>
    <message>
        <source>--kind odds needs at least one --odds &quot;ATTACKER vs TARGET&quot;</source>
        <translation>--kind odds necesita al menos un --odds &quot;ATACANTE vs OBJETIVO&quot;</translation>
    </message>
    <message>
        <source>--modifier needs an --odds &quot;ATTACKER vs TARGET&quot; to chart</source>
        <translation>--modifier necesita un --odds &quot;ATACANTE vs OBJETIVO&quot; que representar</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) do not fit the page, first: %1</source>
        <translation>
            <numerusform>%n elemento no cabe en la página: %1</numerusform>
            <numerusform>%n elementos no caben en la página, el primero: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page</source>
        <translation>
            <numerusform>%1: %n página</numerusform>
            <numerusform>%1: %n páginas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pages</source>
        <translation>
            <numerusform>%1: %n página</numerusform>
            <numerusform>%1: %n páginas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SheetLauncher</name>
    <message>
        <source>Print an encounter&apos;s sheets to PDF</source>
        <translation>Imprimir las hojas de un encuentro en PDF</translation>
    </message>
    <message>
        <source>cannot print: fray-sheet, which Fray installs beside fray-cli, is missing; reinstall Fray</source>
        <translation>no se puede imprimir: falta fray-sheet, que Fray instala junto a fray-cli; reinstale Fray</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>no se puede iniciar %1: %2</translation>
    </message>
    <message>
        <source>%1 stopped before it finished</source>
        <translation>%1 se detuvo antes de terminar</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SimulateCommand</name>
    <message>
        <source>Simulate an encounter&apos;s fight</source>
        <translation>Simular el combate de un encuentro</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected NAME=N, a group and how many (Goblin=10)</source>
        <translation>“%1”: se esperaba NAME=N, un grupo y cuántos (Goblin=10)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: no group of alike combatants is called &apos;%2&apos; (groups: %3)</source>
        <translation>“%1”: ningún grupo de combatientes iguales se llama “%2” (grupos: %3)</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos;: %n groups are called &apos;%2&apos;; name one by its side and a member (%3)</source>
        <translation>
            <numerusform>“%1”: %n grupo se llama “%2”; indique uno por su bando y un miembro (%3)</numerusform>
            <numerusform>“%1”: %n grupos se llaman “%2”; indique uno por su bando y un miembro (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the count must be a whole number from 0 to %2</source>
        <translation>“%1”: la cantidad debe ser un número entero de 0 a %2</translation>
    </message>
    <message>
        <source>%1 ×%2 (%3 in the file)</source>
        <translation>%1 ×%2 (%3 en el archivo)</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un archivo de encuentro (*.fray.json).</translation>
    </message>
    <message>
        <source>Work a one-against-one fight out exactly instead of simulating it.</source>
        <translation>Calcular exactamente un combate de uno contra uno en lugar de simularlo.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Un valor que el reglamento no toma de ningún combatiente (needed en old-school), para todos los ataques.</translation>
    </message>
    <message>
        <source>A difficulty threshold, WORD.CHANCE=P: deadly, hard or medium; lose, out or dead (hard.lose=0.1).</source>
        <translation>Un umbral de dificultad, WORD.CHANCE=P: deadly, hard o medium; lose, out o dead (hard.lose=0.1).</translation>
    </message>
    <message>
        <source>What if a group of alike combatants had N members (0 to %1, or to its size if larger): NAME is the group&apos;s name (Goblin) or a member&apos;s (Goblin 4), SIDE:NAME one side&apos;s (foes:Wolf). The file is not changed.</source>
        <translation>¿Y si un grupo de combatientes iguales tuviera N miembros (de 0 a %1, o hasta su tamaño si es mayor)? NAME es el nombre del grupo (Goblin) o de un miembro (Goblin 4), SIDE:NAME el de un bando (foes:Wolf). El archivo no se modifica.</translation>
    </message>
    <message>
        <source>Check no morale, where the ruleset has a morale rule: no one flees.</source>
        <translation>No comprobar la moral donde el reglamento tiene una regla de moral: nadie huye.</translation>
    </message>
    <message>
        <source>--trials N is required (or --exact for a duel)</source>
        <translation>--trials N es obligatorio (o --exact para un duelo)</translation>
    </message>
    <message>
        <source>--seed S is required, so the fights can be repeated</source>
        <translation>--seed S es obligatorio, para que los combates se puedan repetir</translation>
    </message>
    <message>
        <source>%1: --count %2</source>
        <translation>%1: --count %2</translation>
    </message>
    <message>
        <source>%1: --exact: %2</source>
        <translation>%1: --exact: %2</translation>
    </message>
    <message>
        <source>%1: cannot simulate: %2</source>
        <translation>%1: no se puede simular: %2</translation>
    </message>
    <message>
        <source>What if: %1</source>
        <translation>¿Y si…? %1</translation>
    </message>
    <message numerus="yes">
        <source>Exact result (at most %n rounds)</source>
        <translation>
            <numerusform>Resultado exacto (como máximo %n asalto)</numerusform>
            <numerusform>Resultado exacto (como máximo %n asaltos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fights, seed %2 (at most %n rounds)</source>
        <translation>
            <numerusform>%1 combates, semilla %2 (como máximo %n asalto)</numerusform>
            <numerusform>%1 combates, semilla %2 (como máximo %n asaltos)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1 gana: %2</translation>
    </message>
    <message>
        <source>%1 broke and fled: %2</source>
        <translation>%1 se desmoralizó y huyó: %2</translation>
    </message>
    <message>
        <source>%1 broke and fled: %2, most often in round %3</source>
        <translation>%1 se desmoralizó y huyó: %2, la mayoría de las veces en el asalto %3</translation>
    </message>
    <message>
        <source>No one left: %1</source>
        <translation>No queda nadie: %1</translation>
    </message>
    <message>
        <source>Undecided: %1</source>
        <translation>Indeciso: %1</translation>
    </message>
    <message>
        <source>Rounds: %1 on average</source>
        <translation>Asaltos: %1 de media</translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Dificultad: %1</translation>
    </message>
    <message>
        <source>%1 (%2): out %3</source>
        <translation>%1 (%2): fuera de combate %3</translation>
    </message>
    <message>
        <source>, dead %1</source>
        <translation>, muerto %1</translation>
    </message>
    <message>
        <source>, %1 HP left, %2 damage dealt on average</source>
        <translation>, %1 PG restantes, %2 de daño infligido de media</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>%1 fights per second</source>
        <translation>%1 combates por segundo</translation>
    </message>
    <message>
        <source>Length: %1</source>
        <translation>Duración: %1</translation>
    </message>
    <message>
        <source>Fights to simulate</source>
        <translation>Combates que simular</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TableCommand</name>
    <message>
        <source>Show a wandering-monster table&apos;s exact odds: each row, how many come</source>
        <translation>Mostrar las probabilidades exactas de una tabla de monstruos errantes: cada fila, cuántos vienen</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>Roll on the table: the die, the row, how many come.</source>
        <translation>Tirar en la tabla: el dado, la fila, cuántos vienen.</translation>
    </message>
    <message>
        <source>Seed for a reproducible roll (default: random).</source>
        <translation>Semilla para una tirada reproducible (por defecto: aleatoria).</translation>
    </message>
    <message>
        <source>With --db: the new encounter&apos;s name (default: the table&apos;s name and a number).</source>
        <translation>Con --db: el nombre del nuevo encuentro (por defecto: el nombre de la tabla y un número).</translation>
    </message>
    <message>
        <source>With --db: simulate the campaign&apos;s party against each row, weighed by how many come: how often it wins, and how deadly the row is.</source>
        <translation>Con --db: simular el grupo de la campaña contra cada fila, ponderado por cuántos vienen: con qué frecuencia gana y lo mortal que es la fila.</translation>
    </message>
    <message>
        <source>With --danger: fights per row (default 10000).</source>
        <translation>Con --danger: combates por fila (por defecto 10000).</translation>
    </message>
    <message>
        <source>With --danger: a value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Con --danger: un valor que el reglamento no toma de ningún combatiente (needed en old-school), para todos los ataques.</translation>
    </message>
    <message>
        <source>--danger needs --db CAMPAIGN: its party and library</source>
        <translation>--danger necesita --db CAMPAIGN: su grupo y su biblioteca</translation>
    </message>
    <message>
        <source>%1: the party against each row (seed %2)</source>
        <translation>%1: el grupo contra cada fila (semilla %2)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>party wins %1 (±%2)</source>
        <translation>el grupo gana %1 (±%2)</translation>
    </message>
    <message>
        <source>someone in it dies %1</source>
        <translation>alguien del grupo muere %1</translation>
    </message>
    <message>
        <source>Seed %1: %2</source>
        <translation>Semilla %1: %2</translation>
    </message>
    <message>
        <source>Saved as the encounter &apos;%1&apos; in %2</source>
        <translation>Guardado como el encuentro “%1” en %2</translation>
    </message>
    <message>
        <source>--name goes with --db</source>
        <translation>--name va con --db</translation>
    </message>
    <message>
        <source>Nothing comes.</source>
        <translation>No viene nadie.</translation>
    </message>
    <message>
        <source>%1: %2 ×%3</source>
        <translation>%1: %2 ×%3</translation>
    </message>
    <message>
        <source>A wandering-monster table (*.fray-table.json).</source>
        <translation>Una tabla de monstruos errantes (*.fray-table.json).</translation>
    </message>
    <message>
        <source>give one table FILE</source>
        <translation>indique un archivo de tabla (FILE)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>--roll and --danger are two different questions: ask one</source>
        <translation>--roll y --danger son dos preguntas distintas: haga una</translation>
    </message>
    <message>
        <source>--trials and --set go with --danger</source>
        <translation>--trials y --set van con --danger</translation>
    </message>
    <message>
        <source>--seed and --db go with --roll or --danger</source>
        <translation>--seed y --db van con --roll o --danger</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> (%1–%2, %3 on average)</source>
        <translation> (%1–%2, %3 de media)</translation>
    </message>
    <message>
        <source>Foes on average: %1; none: %2</source>
        <translation>Enemigos de media: %1; ninguno: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TacticOptions</name>
    <message>
        <source>How every side picks whom to attack: weakest (default), random, strongest, first.</source>
        <translation>Cómo elige cada bando a quién atacar: weakest (por defecto), random, strongest, first.</translation>
    </message>
    <message>
        <source>The same for the sides that are not the players&apos;.</source>
        <translation>Lo mismo para los bandos que no son el de los jugadores.</translation>
    </message>
    <message>
        <source>--%1: unknown tactic &apos;%2&apos; (known: %3)</source>
        <translation>--%1: táctica desconocida “%2” (conocidas: %3)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TrialOptions</name>
    <message>
        <source>%1 (1 to 10^9).</source>
        <translation>%1 (de 1 a 10^9).</translation>
    </message>
    <message>
        <source>Seed for the fights&apos; rolls.</source>
        <translation>Semilla para las tiradas de los combates.</translation>
    </message>
    <message>
        <source>Threads to run on (default: every core); the result is the same for any number.</source>
        <translation>Hilos en los que ejecutar (por defecto: todos los núcleos); el resultado es el mismo con cualquier número.</translation>
    </message>
    <message>
        <source>Rounds after which a fight counts as undecided (default 50).</source>
        <translation>Asaltos tras los cuales un combate se considera indeciso (por defecto 50).</translation>
    </message>
    <message>
        <source>--trials N is required</source>
        <translation>--trials N es obligatorio</translation>
    </message>
    <message>
        <source>--seed S is required, so the fights can be repeated</source>
        <translation>--seed S es obligatorio, para que los combates se puedan repetir</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TuneCommand</name>
    <message>
        <source>Tune one knob of a fight to a target</source>
        <translation>Ajustar un mando de un combate a un objetivo</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un archivo de encuentro (*.fray.json).</translation>
    </message>
    <message>
        <source>What to turn: count:GROUP (Goblin, or SIDE:NAME), hp:NAME (a combatant&apos;s hit points) or attack:NAME (its attack value).</source>
        <translation>Qué ajustar: count:GRUPO (Goblin, o BANDO:NOMBRE), hp:NOMBRE (los puntos de golpe de un combatiente) o attack:NOMBRE (su valor de ataque).</translation>
    </message>
    <message>
        <source>What to come closest to: win=P (the party&apos;s chance to win, 0.8 or 80%) or a difficulty: easy, medium, hard, deadly.</source>
        <translation>A qué acercarse: win=P (la probabilidad de victoria del grupo, 0.8 u 80%) o una dificultad: easy, medium, hard, deadly.</translation>
    </message>
    <message>
        <source>The lowest value to try.</source>
        <translation>El valor más bajo que probar.</translation>
    </message>
    <message>
        <source>The highest value to try.</source>
        <translation>El valor más alto que probar.</translation>
    </message>
    <message>
        <source>Save the encounter with the value found as a new encounter file.</source>
        <translation>Guardar el encuentro con el valor hallado como un nuevo archivo de encuentro.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Salida en JSON.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Un valor que el reglamento no toma de ningún combatiente (needed en old-school), para todos los ataques.</translation>
    </message>
    <message>
        <source>Fights to simulate for each value</source>
        <translation>Combates que simular por cada valor</translation>
    </message>
    <message>
        <source>--knob is required: count:GROUP, hp:NAME or attack:NAME</source>
        <translation>--knob es obligatorio: count:GRUPO, hp:NOMBRE o attack:NOMBRE</translation>
    </message>
    <message>
        <source>--knob &apos;%1&apos;: expected count:GROUP, hp:NAME or attack:NAME</source>
        <translation>--knob &apos;%1&apos;: se esperaba count:GRUPO, hp:NOMBRE o attack:NOMBRE</translation>
    </message>
    <message>
        <source>--target is required: win=P or easy, medium, hard, deadly</source>
        <translation>--target es obligatorio: win=P o easy, medium, hard, deadly</translation>
    </message>
    <message>
        <source>--%1 must be a whole number</source>
        <translation>--%1 debe ser un número entero</translation>
    </message>
    <message>
        <source>%1: --knob %2: %3</source>
        <translation>%1: --knob %2: %3</translation>
    </message>
    <message>
        <source>Best: %1 = %2, the party wins %3 (%4)</source>
        <translation>Mejor: %1 = %2, el grupo gana el %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) scanned, then %1 by bisection; every value with the same seed.</source>
        <translation>
            <numerusform>%n valor explorado, luego %1 por bisección; cada valor con la misma semilla.</numerusform>
            <numerusform>%n valores explorados, luego %1 por bisección; cada valor con la misma semilla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>%1: no value could be simulated (%2): %3</source>
        <translation>%1: no se pudo simular ningún valor (%2): %3</translation>
    </message>
    <message>
        <source>%1: %2, from %3 to %4 (now %5); %6 fights a value, seed %7</source>
        <translation>%1: %2, de %3 a %4 (ahora %5); %6 combates por valor, semilla %7</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ValidateRulesetCommand</name>
    <message>
        <source>Check a ruleset file</source>
        <translation>Comprobar un archivo de reglamento</translation>
    </message>
    <message>
        <source>The ruleset file.</source>
        <translation>El archivo de reglamento.</translation>
    </message>
    <message>
        <source>validate-ruleset takes one FILE</source>
        <translation>validate-ruleset admite un solo archivo (FILE)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n problem(s), listed above, the first: %2; nothing was loaded</source>
        <translation>
            <numerusform>%1: %n problema, indicado arriba: %2; no se ha cargado nada</numerusform>
            <numerusform>%1: %n problemas, indicados arriba, el primero: %2; no se ha cargado nada</numerusform>
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
            <numerusform>%n resultado</numerusform>
            <numerusform>%n resultados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n modifiers</source>
        <translation>
            <numerusform>%n modificador</numerusform>
            <numerusform>%n modificadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conditions</source>
        <translation>
            <numerusform>%n estado</numerusform>
            <numerusform>%n estados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tables</source>
        <translation>
            <numerusform>%n tabla</numerusform>
            <numerusform>%n tablas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): valid; %3</source>
        <translation>%1 (%2): válido; %3</translation>
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
        <translation>una jornada necesita al menos un combate</translation>
    </message>
    <message>
        <source>a day of %1 fights is more than the %2 Fray plays</source>
        <translation>una jornada de %1 combates supera los %2 que juega Fray</translation>
    </message>
    <message>
        <source>fight %1 (%2)</source>
        <translation>combate %1 (%2)</translation>
    </message>
    <message>
        <source>%1 is played under %2, the day&apos;s first fight under %3: a party fights a day under one ruleset</source>
        <translation>%1 se juega con %2 y el primer combate de la jornada con %3: un grupo juega una jornada con un solo reglamento</translation>
    </message>
    <message>
        <source>%1 has two heroes named %2: the day tells the party apart by name</source>
        <translation>%1 tiene dos héroes llamados %2: la jornada distingue al grupo por el nombre</translation>
    </message>
    <message>
        <source>no one fights on the players&apos; side in any fight of the day</source>
        <translation>nadie lucha en el bando de los jugadores en ningún combate de la jornada</translation>
    </message>
    <message>
        <source>the rest before fight %1 gives between 0 and %2 hit points, not %3</source>
        <translation>el descanso antes del combate %1 da entre 0 y %2 puntos de golpe, no %3</translation>
    </message>
    <message>
        <source>the rest before fight %1: %2 has no rest &apos;%3&apos;</source>
        <translation>el descanso antes del combate %1: %2 no tiene el descanso &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the rest before fight %1: %2&apos;s hit points &apos;%3&apos; cannot be worked out: %4</source>
        <translation>el descanso antes del combate %1: los puntos de golpe &apos;%3&apos; de %2 no se pueden calcular: %4</translation>
    </message>
    <message>
        <source>Hit points and HP states carry from fight to fight, and the rests give hit points back as the ruleset says; conditions a fight brings on end with it, and uses are not spent.</source>
        <translation>Los puntos de golpe y sus estados pasan de un combate al siguiente, y los descansos devuelven puntos de golpe como dice el reglamento; los estados que trae un combate terminan con él, y los usos no se gastan.</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::DiceError</name>
    <message>
        <source>%1 at column %2</source>
        <translation>%1 en la columna %2</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::DistributionEvaluator</name>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>variable desconocida “@%1”</translation>
    </message>
    <message>
        <source>the variable &apos;@%1&apos; refers to itself</source>
        <translation>la variable “@%1” se refiere a sí misma</translation>
    </message>
    <message>
        <source>in &apos;@%1&apos;: %2</source>
        <translation>en “@%1”: %2</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>aquí no hay tablas disponibles</translation>
    </message>
    <message>
        <source>the number of sides must be a fixed number, not a roll</source>
        <translation>el número de caras debe ser un número fijo, no una tirada</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Formula</name>
    <message>
        <source>dice are not allowed here: use a fixed number</source>
        <translation>aquí no se permiten dados: use un número fijo</translation>
    </message>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>variable desconocida “@%1”</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>aquí no hay tablas disponibles</translation>
    </message>
    <message>
        <source>&apos;%1&apos; leaves the 64-bit integer range</source>
        <translation>“%1” se sale del rango de enteros de 64 bits</translation>
    </message>
    <message>
        <source>&apos;%1&apos; divides by zero</source>
        <translation>“%1” divide entre cero</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::FormulaRange</name>
    <message>
        <source>&apos;%1&apos; can leave the 64-bit integer range (at &apos;%2&apos;)</source>
        <translation>“%1” puede salirse del rango de enteros de 64 bits (en “%2”)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; divides by zero (at &apos;%2&apos;)</source>
        <translation>“%1” divide entre cero (en “%2”)</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Guard</name>
    <message>
        <source>division by zero</source>
        <translation>división entre cero</translation>
    </message>
    <message>
        <source>division by zero is possible</source>
        <translation>es posible una división entre cero</translation>
    </message>
    <message>
        <source>more than 10,000 dice</source>
        <translation>más de 10 000 dados</translation>
    </message>
    <message>
        <source>a die needs at least one side</source>
        <translation>un dado necesita al menos una cara</translation>
    </message>
    <message>
        <source>dice with more than 1,000,000 sides</source>
        <translation>dados de más de 1 000 000 de caras</translation>
    </message>
    <message>
        <source>too large to compute exactly (more than %1 billion steps)</source>
        <translation>demasiado grande para calcularlo exactamente (más de %1 mil millones de pasos)</translation>
    </message>
    <message>
        <source>more than 1,000,000 distinct outcomes</source>
        <translation>más de 1 000 000 de resultados distintos</translation>
    </message>
    <message>
        <source>too large to roll (more than 1,000,000 steps)</source>
        <translation>demasiado grande para tirarlo (más de 1 000 000 de pasos)</translation>
    </message>
    <message>
        <source>a possible result is beyond the 64-bit integer range</source>
        <translation>un resultado posible queda fuera del rango de enteros de 64 bits</translation>
    </message>
    <message>
        <source>this pool is too large to compute exactly</source>
        <translation>esta reserva de dados es demasiado grande para calcularla exactamente</translation>
    </message>
    <message>
        <source>the explosion depth must be between 0 and %1</source>
        <translation>la profundidad de explosión debe estar entre 0 y %1</translation>
    </message>
    <message>
        <source>the number of dice cannot be negative</source>
        <translation>el número de dados no puede ser negativo</translation>
    </message>
    <message numerus="yes">
        <source>cannot keep %1 of %n dice</source>
        <translation>
            <numerusform>no se pueden conservar %1 de %n dado</numerusform>
            <numerusform>no se pueden conservar %1 de %n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cannot drop %1 of %n dice</source>
        <translation>
            <numerusform>no se pueden descartar %1 de %n dado</numerusform>
            <numerusform>no se pueden descartar %1 de %n dados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Parser</name>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>anidamiento de más de %1 niveles</translation>
    </message>
    <message>
        <source>expression longer than 10,000 characters</source>
        <translation>expresión de más de 10 000 caracteres</translation>
    </message>
    <message>
        <source>empty expression</source>
        <translation>expresión vacía</translation>
    </message>
    <message>
        <source>use &apos;==&apos; to compare</source>
        <translation>use “==” para comparar</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>“%1” inesperado</translation>
    </message>
    <message>
        <source>expected %1, but the expression ended</source>
        <translation>se esperaba %1, pero la expresión ha terminado</translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>se esperaba %1 y se encontró “%2”</translation>
    </message>
    <message>
        <source>comparisons cannot be chained; join them with &apos;and&apos;</source>
        <translation>las comparaciones no se pueden encadenar; únalas con “and”</translation>
    </message>
    <message>
        <source>&apos;)&apos;</source>
        <translation>“)”</translation>
    </message>
    <message>
        <source>a number, a die, &apos;(&apos;, &apos;@&apos; or a function</source>
        <translation>un número, un dado, “(”, “@” o una función</translation>
    </message>
    <message>
        <source>number too large</source>
        <translation>número demasiado grande</translation>
    </message>
    <message>
        <source>expected a variable name after &apos;@&apos;</source>
        <translation>se esperaba un nombre de variable tras “@”</translation>
    </message>
    <message>
        <source>unknown function &apos;%1&apos;</source>
        <translation>función desconocida “%1”</translation>
    </message>
    <message>
        <source>&apos;(&apos; after &apos;%1&apos;</source>
        <translation>“(” tras “%1”</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos;</source>
        <translation>“,” o “)”</translation>
    </message>
    <message>
        <source>clamp takes three values: lowest, value, highest</source>
        <translation>clamp admite tres valores: mínimo, valor, máximo</translation>
    </message>
    <message>
        <source>%1 needs at least two values; maxof and minof give a roll&apos;s highest or lowest possible result</source>
        <translation>%1 necesita al menos dos valores; maxof y minof dan el resultado más alto o más bajo posible de una tirada</translation>
    </message>
    <message>
        <source>%1 takes exactly one value</source>
        <translation>%1 admite exactamente un valor</translation>
    </message>
    <message>
        <source>a table name</source>
        <translation>un nombre de tabla</translation>
    </message>
    <message>
        <source>a column name after &apos;.&apos;</source>
        <translation>un nombre de columna tras “.”</translation>
    </message>
    <message>
        <source>&apos;,&apos; and the key to look up</source>
        <translation>“,” y la clave que buscar</translation>
    </message>
    <message>
        <source>the number of sides after &apos;d&apos;</source>
        <translation>el número de caras tras “d”</translation>
    </message>
    <message>
        <source>&apos;!&apos; given twice</source>
        <translation>“!” indicado dos veces</translation>
    </message>
    <message>
        <source>&apos;h&apos; or &apos;l&apos; after &apos;d&apos; (drop highest or lowest)</source>
        <translation>“h” o “l” tras “d” (descartar el más alto o el más bajo)</translation>
    </message>
    <message>
        <source>only one keep or drop per dice term</source>
        <translation>solo se puede conservar o descartar una vez por término de dados</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Roller</name>
    <message>
        <source>division by zero (the divisor came out 0)</source>
        <translation>división entre cero (el divisor ha dado 0)</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>aquí no hay tablas disponibles</translation>
    </message>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>variable desconocida “@%1”</translation>
    </message>
    <message>
        <source>&apos;@%1&apos; is known only as odds and cannot be rolled</source>
        <translation>“@%1” solo se conoce como distribución de probabilidad y no se puede tirar</translation>
    </message>
    <message>
        <source>the variable &apos;@%1&apos; refers to itself</source>
        <translation>la variable “@%1” se refiere a sí misma</translation>
    </message>
    <message>
        <source>in &apos;@%1&apos;: %2</source>
        <translation>en “@%1”: %2</translation>
    </message>
    <message>
        <source>the number of sides must be a fixed number, not a roll</source>
        <translation>el número de caras debe ser un número fijo, no una tirada</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter</name>
    <message>
        <source>at the start of its turn</source>
        <translation>al comienzo de su turno</translation>
    </message>
    <message>
        <source>at the end of its turn</source>
        <translation>al final de su turno</translation>
    </message>
    <message>
        <source>at the start of each round</source>
        <translation>al comienzo de cada asalto</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>al final de cada asalto</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddCombatantsCommand</name>
    <message>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>Add %1 ×%2</source>
        <translation>Añadir %1 ×%2</translation>
    </message>
    <message>
        <source>add between 1 and 100,000 combatants, not %1</source>
        <translation>añada entre 1 y 100 000 combatientes, no %1</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>un combatiente necesita un nombre</translation>
    </message>
    <message>
        <source>hit points &apos;%1&apos;: %2</source>
        <translation>puntos de golpe “%1”: %2</translation>
    </message>
    <message>
        <source>%1 joins the fight</source>
        <translation>%1 se une al combate</translation>
    </message>
    <message>
        <source>%1 to %2 join the fight</source>
        <translation>De %1 a %2 se unen al combate</translation>
    </message>
    <message>
        <source> (hit points %1: %2)</source>
        <translation> (puntos de golpe %1: %2)</translation>
    </message>
    <message>
        <source>Joining the order: %1</source>
        <translation>Se incorporan al orden: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddEventCommand</name>
    <message>
        <source>Add event %1</source>
        <translation>Añadir el evento %1</translation>
    </message>
    <message>
        <source>another event is already called %1</source>
        <translation>ya hay otro evento llamado %1</translation>
    </message>
    <message>
        <source>the encounter already has %1 events, the most it can have; remove one first</source>
        <translation>el encuentro ya tiene %1 eventos, el máximo posible; quite uno primero</translation>
    </message>
    <message>
        <source>Event %1 added: %2, %3</source>
        <translation>Evento %1 añadido: %2, %3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddReminderCommand</name>
    <message>
        <source>Remind %1: %2</source>
        <translation>Recordar a %1: %2</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>un recordatorio necesita un texto</translation>
    </message>
    <message>
        <source>a reminder is at most %1 characters</source>
        <translation>un recordatorio tiene como máximo %1 caracteres</translation>
    </message>
    <message>
        <source>%1 already has %2 reminders, the most one combatant can have; remove one first</source>
        <translation>%1 ya tiene %2 recordatorios, el máximo para un combatiente; quite uno primero</translation>
    </message>
    <message>
        <source>%1 will be reminded %2: %3</source>
        <translation>Se recordará a %1 %2: %3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AidCommand</name>
    <message>
        <source>Aid %1</source>
        <translation>Atender a %1</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 ya está muerto</translation>
    </message>
    <message>
        <source>%1 is not bleeding; there is nothing to stop</source>
        <translation>%1 no está sangrando; no hay nada que detener</translation>
    </message>
    <message>
        <source>%1 has already been aided</source>
        <translation>%1 ya ha sido atendido</translation>
    </message>
    <message>
        <source>%1 is aided: no more hit points are lost</source>
        <translation>%1 ha sido atendido: no pierde más puntos de golpe</translation>
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
        <translation>un estado dura al menos 1 asalto</translation>
    </message>
    <message>
        <source>a condition lasts at most %1 rounds, not %2</source>
        <translation>un estado dura como máximo %1 asaltos, no %2</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>elija al menos un combatiente</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 está muerto</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AttackCommand</name>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 ataca a %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AttackResolver</name>
    <message>
        <source>no such attacker</source>
        <translation>no existe ese atacante</translation>
    </message>
    <message>
        <source>no such target</source>
        <translation>no existe ese objetivo</translation>
    </message>
    <message>
        <source>%1 has no attacks</source>
        <translation>%1 no tiene ataques</translation>
    </message>
    <message>
        <source>%1 has no attack number %2</source>
        <translation>%1 no tiene el ataque número %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2: damage &apos;%3&apos;: %4</source>
        <translation>%2 de %1: daño “%3”: %4</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot attack</source>
        <translation>%1 está %2 y no puede atacar</translation>
    </message>
    <message>
        <source>%1 cannot attack: %2</source>
        <translation>%1 no puede atacar: %2</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 ya está muerto</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 is still reloading: it fires once every %n rounds</source>
        <translation>
            <numerusform>%2 de %1 aún se está recargando: dispara una vez cada %n asalto</numerusform>
            <numerusform>%2 de %1 aún se está recargando: dispara una vez cada %n asaltos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3: %4 (%5)</source>
        <translation>%1 ataca a %2 con %3: %4 (%5)</translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n de daño</numerusform>
            <numerusform>%n de daño</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Command</name>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>%1 has no uses to count</source>
        <translation>%1 no tiene usos que contar</translation>
    </message>
    <message>
        <source>%1 has no use &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene el uso “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>elija al menos un combatiente</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ConditionKeeper</name>
    <message>
        <source>%1 has no condition &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene el estado “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>%1 must last at least one round</source>
        <translation>%1 debe durar al menos un asalto</translation>
    </message>
    <message>
        <source>%1&apos;s duration %2 cannot be rolled for %3: %4</source>
        <translation>la duración %2 de %1 no se puede tirar para %3: %4</translation>
    </message>
    <message>
        <source>%1 would last %2 rounds; a condition lasts at most %3</source>
        <translation>%1 duraría %2 asaltos; un estado dura como máximo %3</translation>
    </message>
    <message>
        <source>%1 already has %2 conditions, the most one combatant can carry; remove one first</source>
        <translation>%1 ya tiene %2 estados, el máximo para un combatiente; quite uno primero</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the end of round %3</source>
        <translation>
            <numerusform>%1 está %2 durante %n asalto, hasta el final del asalto %3</numerusform>
            <numerusform>%1 está %2 durante %n asaltos, hasta el final del asalto %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 está %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <translation>%1 ya no está %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2 (%3)</source>
        <translation>%1 ya no está %2 (%3)</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>expirado</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3 (%4)</source>
        <translation>%1 recibe %2 por %3 (%4)</translation>
    </message>
    <message>
        <source>%1 regains %2 from %3 (%4)</source>
        <translation>%1 recupera %2 por %3 (%4)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::CustomCondition</name>
    <message>
        <source>a condition of your own needs a name</source>
        <translation>un estado propio necesita un nombre</translation>
    </message>
    <message>
        <source>the name &apos;%1…&apos; is longer than 80 characters</source>
        <translation>el nombre “%1…” tiene más de 80 caracteres</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a modifier is from %2 to %3</source>
        <translation>“%1”: un modificador va de %2 a %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: damage &apos;%2&apos;: %3</source>
        <translation>“%1”: daño “%2”: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 has no to-hit modifier (@mod) to add to</source>
        <translation>“%1”: %2 no tiene modificador al impacto (@mod) al que sumarse</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 reads no defence from its target to add to</source>
        <translation>“%1”: %2 no lee ninguna defensa de su objetivo a la que sumarse</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a reminder needs a text</source>
        <translation>“%1”: un recordatorio necesita un texto</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a reminder is at most %2 characters</source>
        <translation>“%1”: un recordatorio tiene como máximo %2 caracteres</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::DamageCommand</name>
    <message>
        <source>Damage %1 by %2</source>
        <translation>Infligir %2 de daño a %1</translation>
    </message>
    <message>
        <source>damage must be 0 or more; heal to add hit points</source>
        <translation>el daño debe ser 0 o más; cure para sumar puntos de golpe</translation>
    </message>
    <message>
        <source>%1 has no &apos;%2&apos; damage (it has: %3)</source>
        <translation>%1 no tiene el daño “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 ya está muerto</translation>
    </message>
    <message>
        <source>%1 takes %2 damage</source>
        <translation>%1 recibe %2 de daño</translation>
    </message>
    <message>
        <source>%1 takes %2 %3 damage</source>
        <translation>%1 recibe %2 de daño (%3)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::DeclareCommand</name>
    <message>
        <source>%1 declares</source>
        <translation>%1 declara</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>%1 has no declared action &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene la acción declarada “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>%1 has no initiative override &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene la sustitución de iniciativa “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>attacks per round must be from 1 to %1, not %2</source>
        <translation>los ataques por asalto deben ir de 1 a %1, no %2</translation>
    </message>
    <message>
        <source>%1 declares nothing special</source>
        <translation>%1 no declara nada especial</translation>
    </message>
    <message>
        <source>%1 declares, for every round: %2</source>
        <translation>%1 declara, para cada asalto: %2</translation>
    </message>
    <message>
        <source>%1 declares: %2</source>
        <translation>%1 declara: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EditCombatantCommand</name>
    <message>
        <source>Edit %1</source>
        <translation>Editar %1</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>un combatiente necesita un nombre</translation>
    </message>
    <message>
        <source>another combatant is already called %1</source>
        <translation>ya hay otro combatiente llamado %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EncounterCheck</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 está fuera del rango de %2 a %3</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>un combatiente necesita un nombre</translation>
    </message>
    <message>
        <source>%1 has no stat &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene la estadística “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>%1 is more than the maximum %2</source>
        <translation>%1 supera el máximo %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to the maximum %2</source>
        <translation>%1 está fuera del rango de 0 al máximo %2</translation>
    </message>
    <message>
        <source>an attack needs a name</source>
        <translation>un ataque necesita un nombre</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>a use needs a name</source>
        <translation>un uso necesita un nombre</translation>
    </message>
    <message>
        <source>another use is already called %1</source>
        <translation>ya hay otro uso llamado %1</translation>
    </message>
    <message>
        <source>a recharge needs dice to roll (&quot;1d6&quot;)</source>
        <translation>una recarga necesita dados que tirar (&quot;1d6&quot;)</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>más de %1 caracteres</translation>
    </message>
    <message>
        <source>a condition of your own called &apos;%1&apos; goes by &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>un estado propio llamado “%1” se identifica por “%2”, no por “%3”</translation>
    </message>
    <message>
        <source>%1 has no condition &apos;%2&apos;</source>
        <translation>%1 no tiene el estado “%2”</translation>
    </message>
    <message>
        <source>%1 has no HP state &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene el estado de PG “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>%1 has no declared action &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene la acción declarada “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>%1 has no initiative override &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene la sustitución de iniciativa “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>%1 is not an id of its own</source>
        <translation>%1 no es un id propio</translation>
    </message>
    <message>
        <source>%1 is not above every combatant&apos;s id (%2)</source>
        <translation>%1 no es mayor que el id de todos los combatientes (%2)</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 está fuera del rango de 0 a %2</translation>
    </message>
    <message>
        <source>%1 is not a place in the order</source>
        <translation>%1 no es una posición del orden</translation>
    </message>
    <message>
        <source>%1 is not above every event&apos;s id (%2)</source>
        <translation>%1 no es mayor que el id de todos los eventos (%2)</translation>
    </message>
    <message>
        <source>no event has the id %1</source>
        <translation>ningún evento tiene el id %1</translation>
    </message>
    <message>
        <source>no combatant has the id %1</source>
        <translation>ningún combatiente tiene el id %1</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>debe ser 1 o más</translation>
    </message>
    <message>
        <source>%1 has no initiative option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene la opción de iniciativa “%2” (tiene: %3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (y %n problema más)</numerusform>
            <numerusform>%1 (y %n problemas más)</numerusform>
        </translation>
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
        <translation>%1 no se puede tirar: %2</translation>
    </message>
    <message>
        <source>%1: the reinforcements cannot join: %2</source>
        <translation>%1: los refuerzos no pueden unirse: %2</translation>
    </message>
    <message>
        <source>Joining the order after %1: %2</source>
        <translation>Se incorporan al orden tras %1: %2</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>un evento necesita un nombre</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 está fuera del rango de %2 a %3</translation>
    </message>
    <message>
        <source>%1 is outside 1 to %2</source>
        <translation>%1 está fuera del rango de 1 a %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 está fuera del rango de 0 a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dice Fray can roll: %2</source>
        <translation>“%1” no son dados que Fray pueda tirar: %2</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>un combatiente necesita un nombre</translation>
    </message>
    <message>
        <source>top of the round</source>
        <translation>comienzo del asalto</translation>
    </message>
    <message>
        <source>end of the round</source>
        <translation>final del asalto</translation>
    </message>
    <message>
        <source>count %1</source>
        <translation>iniciativa %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>asalto %1</translation>
    </message>
    <message>
        <source>every round from round %1</source>
        <translation>cada asalto a partir del asalto %1</translation>
    </message>
    <message numerus="yes">
        <source>every %n round(s) from round %1</source>
        <translation>
            <numerusform>cada %n asalto a partir del asalto %1</numerusform>
            <numerusform>cada %n asaltos a partir del asalto %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HealCommand</name>
    <message>
        <source>Heal %1 by %2</source>
        <translation>Curar %2 a %1</translation>
    </message>
    <message>
        <source>healing must be 0 or more; damage to take hit points away</source>
        <translation>la curación debe ser 0 o más; inflija daño para restar puntos de golpe</translation>
    </message>
    <message>
        <source>%1 is dead; healing cannot help</source>
        <translation>%1 está muerto; la curación ya no sirve</translation>
    </message>
    <message numerus="yes">
        <source>%1 regains %n hit points</source>
        <translation>
            <numerusform>%1 recupera %n punto de golpe</numerusform>
            <numerusform>%1 recupera %n puntos de golpe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::History</name>
    <message>
        <source>there is nothing to undo</source>
        <translation>no hay nada que deshacer</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>no hay nada que rehacer</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HitPointsChange</name>
    <message>
        <source>Type -7 to take hit points, +5 to give them back, or the new number</source>
        <translation>Escriba -7 para restar puntos de golpe, +5 para devolverlos, o el nuevo número</translation>
    </message>
    <message>
        <source>hit points</source>
        <translation>puntos de golpe</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HitPointsInput</name>
    <message>
        <source>%1: must be at least 1, not %2</source>
        <translation>%1: debe ser al menos 1, no %2</translation>
    </message>
    <message>
        <source>%1: expected a whole number such as 11</source>
        <translation>%1: se esperaba un número entero, como 11</translation>
    </message>
    <message>
        <source>%1: expected a number or dice such as 2d8+2</source>
        <translation>%1: se esperaba un número o dados, como 2d8+2</translation>
    </message>
    <message>
        <source>%1: expected a number or dice such as 2d8+2 — %2</source>
        <translation>%1: se esperaba un número o dados, como 2d8+2 — %2</translation>
    </message>
    <message>
        <source>%1: hit dice cannot use @%2; write the dice, such as 2d8+2</source>
        <translation>%1: los dados de golpe no pueden usar @%2; escriba los dados, como 2d8+2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HoldCommand</name>
    <message>
        <source>%1 holds for %2</source>
        <translation>%1 espera a %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>a combatant cannot hold for itself</source>
        <translation>un combatiente no puede esperarse a sí mismo</translation>
    </message>
    <message>
        <source>%1 has no turn left to hold this round</source>
        <translation>a %1 no le queda ningún turno que retrasar en este asalto</translation>
    </message>
    <message>
        <source>%1 does not act after %2 this round</source>
        <translation>%1 no actúa después de %2 en este asalto</translation>
    </message>
    <message>
        <source>held for %1</source>
        <translation>espera a %1</translation>
    </message>
    <message>
        <source>%1 holds and will act with %2</source>
        <translation>%1 espera y actuará junto con %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::InitiativeRoller</name>
    <message>
        <source> (top of the round)</source>
        <translation> (comienzo del asalto)</translation>
    </message>
    <message>
        <source> (end of the round)</source>
        <translation> (final del asalto)</translation>
    </message>
    <message>
        <source> (lost)</source>
        <translation> (perdido)</translation>
    </message>
    <message>
        <source>initiative for %1 (&apos;%2&apos;): %3</source>
        <translation>iniciativa de %1 (“%2”): %3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::MoraleCommand</name>
    <message>
        <source>Check morale</source>
        <translation>Comprobar la moral</translation>
    </message>
    <message>
        <source>No morale check needed</source>
        <translation>No hace falta tirada de moral</translation>
    </message>
    <message>
        <source>only a moment Fray asks about can be answered without a check</source>
        <translation>solo un momento por el que pregunta Fray se puede responder sin tirada</translation>
    </message>
    <message>
        <source>Morale for %1 %2: not checked</source>
        <translation>Moral de %1 %2: sin comprobar</translation>
    </message>
    <message>
        <source>morale for %1: %2</source>
        <translation>moral de %1: %2</translation>
    </message>
    <message>
        <source>Morale for %1 %2: %3 (%4)</source>
        <translation>Moral de %1 %2: %3 (%4)</translation>
    </message>
    <message>
        <source>%1 will fight to the death</source>
        <translation>%1 luchará hasta la muerte</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moral</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::MoraleWatch</name>
    <message>
        <source>%1 has no morale rule</source>
        <translation>%1 no tiene regla de moral</translation>
    </message>
    <message>
        <source>%1 does not ask for morale at &apos;%2&apos; (it asks: %3)</source>
        <translation>%1 no pide moral en “%2” (la pide en: %3)</translation>
    </message>
    <message>
        <source>the side &apos;%1&apos; does not check morale</source>
        <translation>el bando “%1” no comprueba la moral</translation>
    </message>
    <message>
        <source>the moment has not come for &apos;%1&apos;: %2</source>
        <translation>aún no ha llegado el momento para “%1”: %2</translation>
    </message>
    <message>
        <source>no one on the side &apos;%1&apos; is left to check morale %2</source>
        <translation>no queda nadie en el bando “%1” que compruebe la moral %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>at the start of the fight</source>
        <translation>al comienzo del combate</translation>
    </message>
    <message>
        <source>after the side&apos;s first death</source>
        <translation>tras la primera muerte del bando</translation>
    </message>
    <message>
        <source>with half of the side dead or out</source>
        <translation>con la mitad del bando muerta o fuera de combate</translation>
    </message>
    <message>
        <source>after a big upset</source>
        <translation>tras un gran revés</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::OrderRollCommand</name>
    <message>
        <source>Roll for %1</source>
        <translation>Tirada para %1</translation>
    </message>
    <message>
        <source>%1 has no encounter step &apos;%2&apos;</source>
        <translation>%1 no tiene el paso de encuentro “%2”</translation>
    </message>
    <message>
        <source>the step &apos;%1&apos; has no chance %2</source>
        <translation>el paso “%1” no tiene la probabilidad %2</translation>
    </message>
    <message>
        <source>%1 (%2 on %3): %4: %5</source>
        <translation>%1 (%2 en %3): %4: %5</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>the step &apos;%1&apos; has no roll</source>
        <translation>el paso “%1” no tiene tirada</translation>
    </message>
    <message>
        <source>%1: %2 × %3 = %4 %5</source>
        <translation>%1: %2 × %3 = %4 %5</translation>
    </message>
    <message>
        <source>%1: %2, read on %3</source>
        <translation>%1: %2, leído en %3</translation>
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
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>%1 is in no danger at the end of the round</source>
        <translation>%1 no corre peligro al final del asalto</translation>
    </message>
    <message>
        <source>%1 names no remedy for %2 (%3)</source>
        <translation>%1 no indica ningún remedio para “%2” (%3)</translation>
    </message>
    <message>
        <source>%1 stops the loss; it takes no amount</source>
        <translation>%1 detiene la pérdida; no admite ninguna cantidad</translation>
    </message>
    <message>
        <source>%1 for %2: no more hit points are lost</source>
        <translation>%1 para %2: no pierde más puntos de golpe</translation>
    </message>
    <message>
        <source>healing must be 0 or more</source>
        <translation>la curación debe ser 0 o más</translation>
    </message>
    <message>
        <source>rolled at the table: %1</source>
        <translation>tirado en la mesa: %1</translation>
    </message>
    <message>
        <source>%1 for %2 (%3): %4 → %5 HP</source>
        <translation>%1 para %2 (%3): %4 → %5 PG</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ReminderKeeper</name>
    <message>
        <source>Reminder · %1: %2</source>
        <translation>Recordatorio · %1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveCombatantCommand</name>
    <message>
        <source>Remove %1</source>
        <translation>Quitar a %1</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>%1 leaves the fight</source>
        <translation>%1 abandona el combate</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveConditionCommand</name>
    <message>
        <source>%1: no longer %2</source>
        <translation>%1: ya no está %2</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>elija al menos un combatiente</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>no existe ese combatiente</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 no está %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveEventCommand</name>
    <message>
        <source>Remove event %1</source>
        <translation>Quitar el evento %1</translation>
    </message>
    <message>
        <source>no such event</source>
        <translation>no existe ese evento</translation>
    </message>
    <message>
        <source>Event %1 removed</source>
        <translation>Evento %1 quitado</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveReminderCommand</name>
    <message>
        <source>Stop reminding %1: %2</source>
        <translation>Dejar de recordar a %1: %2</translation>
    </message>
    <message>
        <source>%1 has no reminders</source>
        <translation>%1 no tiene recordatorios</translation>
    </message>
    <message>
        <source>%1 has no reminder &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene el recordatorio “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>%1 will no longer be reminded: %2</source>
        <translation>Ya no se recordará a %1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RestoreUseCommand</name>
    <message>
        <source>Restore %1 of %2</source>
        <translation>Recuperar %1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2 is already full (%3/%4)</source>
        <translation>%1 de %2 ya está completo (%3/%4)</translation>
    </message>
    <message>
        <source>%1 gets back one %2 (%3/%4 left)</source>
        <translation>%1 recupera un uso de %2 (quedan %3/%4)</translation>
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
        <translation>%1 contra %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RoundEnd</name>
    <message>
        <source>%1 (%2 HP, %3): %4 when the round ends unless the loss is stopped</source>
        <translation>%1 (%2 PG, %3): %4 al final del asalto, salvo que se detenga la pérdida</translation>
    </message>
    <message>
        <source>%1 (%2 HP): %3 when the round ends</source>
        <translation>%1 (%2 PG): %3 al final del asalto</translation>
    </message>
    <message>
        <source>the round cannot end yet: %1. Answer first: &apos;remedy&apos; on whoever can still be saved, or &apos;let-round-end&apos;</source>
        <translation>el asalto aún no puede terminar: %1. Responda primero: “remedy” para quien aún se pueda salvar, o “let-round-end”</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RulesText</name>
    <message>
        <source>roll %1 (%2)</source>
        <translation>tirada %1 (%2)</translation>
    </message>
    <message>
        <source>roll: %1</source>
        <translation>tirada: %1</translation>
    </message>
    <message>
        <source>%1: the GM&apos;s number</source>
        <translation>%1: el número del DJ</translation>
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
        <translation>el número del DJ</translation>
    </message>
    <message>
        <source>%1, per %2</source>
        <translation>%1, por %2</translation>
    </message>
    <message>
        <source>count</source>
        <translation>cantidad</translation>
    </message>
    <message>
        <source>%1 only</source>
        <translation>solo %1</translation>
    </message>
    <message>
        <source>not with %1</source>
        <translation>no con %1</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantáneo</translation>
    </message>
    <message>
        <source>rest of the round</source>
        <translation>resto del asalto</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 asalto</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n asalto</numerusform>
            <numerusform>%n asaltos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 asaltos</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>hasta que se quite</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>hasta %1</translation>
    </message>
    <message>
        <source>at the start of each round</source>
        <translation>al comienzo de cada asalto</translation>
    </message>
    <message>
        <source>now and at the end of each round</source>
        <translation>ahora y al final de cada asalto</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>al final de cada asalto</translation>
    </message>
    <message>
        <source>%1 %2 damage %3</source>
        <translation>%1 de daño %2 %3</translation>
    </message>
    <message>
        <source>, once</source>
        <translation>, una vez</translation>
    </message>
    <message numerus="yes">
        <source>, at most %n times</source>
        <translation>
            <numerusform>, como máximo %n vez</numerusform>
            <numerusform>, como máximo %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>its attacks: %1</source>
        <translation>sus ataques: %1</translation>
    </message>
    <message>
        <source>attacks on it: %1</source>
        <translation>ataques contra él: %1</translation>
    </message>
    <message>
        <source>then %1</source>
        <translation>después %1</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>muerto</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>fuera de combate</translation>
    </message>
    <message>
        <source>cannot act</source>
        <translation>no puede actuar</translation>
    </message>
    <message>
        <source>%1 to all actions</source>
        <translation>%1 a todas las acciones</translation>
    </message>
    <message>
        <source>decided at the end of the round</source>
        <translation>se decide al final del asalto</translation>
    </message>
    <message>
        <source>not when the starting %1 are already in this band</source>
        <translation>no cuando los %1 iniciales ya están en esta franja</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>sin efecto</translation>
    </message>
    <message>
        <source>roll %1</source>
        <translation>tirada %1</translation>
    </message>
    <message>
        <source>each attack rolls in turn: %1</source>
        <translation>cada ataque tira por turno: %1</translation>
    </message>
    <message>
        <source>%1 (no roll)</source>
        <translation>%1 (sin tirada)</translation>
    </message>
    <message>
        <source>each combatant</source>
        <translation>cada combatiente</translation>
    </message>
    <message>
        <source>each group</source>
        <translation>cada grupo</translation>
    </message>
    <message>
        <source>each side</source>
        <translation>cada bando</translation>
    </message>
    <message>
        <source>each attack</source>
        <translation>cada ataque</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>highest first</source>
        <translation>el más alto primero</translation>
    </message>
    <message>
        <source>lowest first</source>
        <translation>el más bajo primero</translation>
    </message>
    <message>
        <source>Initiative: %1; %2; %3.</source>
        <translation>Iniciativa: %1; %2; %3.</translation>
    </message>
    <message>
        <source>rolled once</source>
        <translation>se tira una vez</translation>
    </message>
    <message>
        <source>rolled each round</source>
        <translation>se tira cada asalto</translation>
    </message>
    <message>
        <source>Initiative: %1; %2; %3, %4.</source>
        <translation>Iniciativa: %1; %2; %3, %4.</translation>
    </message>
    <message numerus="yes">
        <source> (%n rounds left)</source>
        <translation>
            <numerusform> (queda %n asalto)</numerusform>
            <numerusform> (quedan %n asaltos)</numerusform>
        </translation>
    </message>
    <message>
        <source>reach %1 ft</source>
        <translation>alcance %1 pies</translation>
    </message>
    <message numerus="yes">
        <source>once every %n rounds</source>
        <translation>
            <numerusform>una vez cada %n asalto</numerusform>
            <numerusform>una vez cada %n asaltos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per round</source>
        <translation>%1 por asalto</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>%1 uses</source>
        <translation>%1 usos</translation>
    </message>
    <message>
        <source>%1 of %2 left</source>
        <translation>quedan %1 de %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::SetOptionCommand</name>
    <message>
        <source>Use %1</source>
        <translation>Usar %1</translation>
    </message>
    <message>
        <source>Stop using %1</source>
        <translation>Dejar de usar %1</translation>
    </message>
    <message>
        <source>%1 has no initiative option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene la opción de iniciativa “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Option on: %1</source>
        <translation>Opción activada: %1</translation>
    </message>
    <message>
        <source>Option off: %1</source>
        <translation>Opción desactivada: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::SpendUseCommand</name>
    <message>
        <source>%1 uses %2</source>
        <translation>%1 usa %2</translation>
    </message>
    <message>
        <source>%1 has no %2 left (resets: %3)</source>
        <translation>a %1 no le queda %2 (se recupera: %3)</translation>
    </message>
    <message>
        <source>cannot roll &apos;%1&apos;</source>
        <translation>no se puede tirar “%1”</translation>
    </message>
    <message>
        <source>%1 uses %2 (%3/%4 left): %5</source>
        <translation>%1 usa %2 (quedan %3/%4): %5</translation>
    </message>
    <message>
        <source>%1 uses %2 (%3/%4 left)</source>
        <translation>%1 usa %2 (quedan %3/%4)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::SurpriseCommand</name>
    <message>
        <source>Check surprise</source>
        <translation>Comprobar sorpresa</translation>
    </message>
    <message>
        <source>%1 has no surprise rule</source>
        <translation>%1 no tiene regla de sorpresa</translation>
    </message>
    <message>
        <source>surprise is checked before the fight starts</source>
        <translation>la sorpresa se comprueba antes de que empiece el combate</translation>
    </message>
    <message>
        <source>%1 has no condition for the surprised</source>
        <translation>%1 no tiene ningún estado para los sorprendidos</translation>
    </message>
    <message>
        <source>no one is on the side &apos;%1&apos;</source>
        <translation>no hay nadie en el bando “%1”</translation>
    </message>
    <message>
        <source>surprise for %1: %2</source>
        <translation>sorpresa de %1: %2</translation>
    </message>
    <message>
        <source>Surprise for %1: %2 (%3)</source>
        <translation>Sorpresa de %1: %2 (%3)</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>sorpresa</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::TurnCommand</name>
    <message>
        <source>Start the fight</source>
        <translation>Empezar el combate</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Turno siguiente</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Turno anterior</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Asalto siguiente</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Tirar iniciativa</translation>
    </message>
    <message>
        <source>Let the round end</source>
        <translation>Dejar terminar el asalto</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::TurnKeeper</name>
    <message>
        <source>Initiative: %1</source>
        <translation>Iniciativa: %1</translation>
    </message>
    <message>
        <source>No one can act this round</source>
        <translation>Nadie puede actuar en este asalto</translation>
    </message>
    <message>
        <source>the fight has already started (round %1)</source>
        <translation>el combate ya ha empezado (asalto %1)</translation>
    </message>
    <message>
        <source>there is no one to fight: add combatants first</source>
        <translation>no hay nadie con quien combatir: añada combatientes primero</translation>
    </message>
    <message>
        <source>The round begins</source>
        <translation>Empieza el asalto</translation>
    </message>
    <message>
        <source>Order this round: %1</source>
        <translation>Orden de este asalto: %1</translation>
    </message>
    <message>
        <source>the fight has not started yet</source>
        <translation>el combate aún no ha empezado</translation>
    </message>
    <message>
        <source>this is the first turn of round %1; undo to go back further</source>
        <translation>este es el primer turno del asalto %1; deshaga para retroceder más</translation>
    </message>
    <message>
        <source>%1 loses %2 (%3)</source>
        <translation>%1 pierde %2 (%3)</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>Termina el asalto</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Use</name>
    <message>
        <source>each round</source>
        <translation>cada asalto</translation>
    </message>
    <message>
        <source>each turn</source>
        <translation>cada turno</translation>
    </message>
    <message>
        <source>each fight</source>
        <translation>cada combate</translation>
    </message>
    <message>
        <source>on a rest</source>
        <translation>al descansar</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>recharge %1–%2 on %3</source>
        <translation>recarga con %1–%2 en %3</translation>
    </message>
    <message>
        <source>recharge %1 on %2</source>
        <translation>recarga con %1 en %2</translation>
    </message>
    <message>
        <source>recharge %1+ on %2</source>
        <translation>recarga con %1+ en %2</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::UseKeeper</name>
    <message>
        <source>%1 back to %2/%3</source>
        <translation>%1 vuelve a %2/%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cannot roll &apos;%2&apos;</source>
        <translation>%1 no puede tirar “%2”</translation>
    </message>
    <message>
        <source>%1 recharges (rolled %2)</source>
        <translation>%1 se recarga (ha sacado %2)</translation>
    </message>
    <message>
        <source>%1 does not recharge (rolled %2)</source>
        <translation>%1 no se recarga (ha sacado %2)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Vitals</name>
    <message>
        <source>%1 is %2</source>
        <translation>%1 está %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <translation>%1 ya no está %2</translation>
    </message>
</context>
<context>
    <name>Fray::InputFile</name>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB; Fray reads no file that large</source>
        <translation>%1 ocupa más de %2 MB; Fray no lee archivos tan grandes</translation>
    </message>
</context>
<context>
    <name>Fray::Io::AttackRecordJson</name>
    <message>
        <source>%1 is not a combatant&apos;s id</source>
        <translation>%1 no es el id de un combatiente</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>expected a probability from 0 to 1</source>
        <translation>se esperaba una probabilidad de 0 a 1</translation>
    </message>
    <message>
        <source>must be 0 or more, not %1</source>
        <translation>debe ser 0 o más, no %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ChangeJson</name>
    <message>
        <source>expected {&quot;before&quot;: …, &quot;after&quot;: …}</source>
        <translation>se esperaba {&quot;before&quot;: …, &quot;after&quot;: …}</translation>
    </message>
    <message>
        <source>a history entry</source>
        <translation>una entrada del historial</translation>
    </message>
    <message>
        <source>not a moment of a reminder</source>
        <translation>no es un momento de un recordatorio</translation>
    </message>
</context>
<context>
    <name>Fray::Io::CommandJson</name>
    <message>
        <source>%1: name a combatant</source>
        <translation>%1: indique un combatiente</translation>
    </message>
    <message>
        <source>%1: no combatant is called &apos;%2&apos;</source>
        <translation>%1: ningún combatiente se llama “%2”</translation>
    </message>
    <message>
        <source>%1: give a &apos;target&apos; or &apos;targets&apos;</source>
        <translation>%1: indique un “target” o “targets”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>“%1” no es un momento (uno de: %2)</translation>
    </message>
    <message>
        <source>%1: expected a command object</source>
        <translation>%1: se esperaba un objeto de comando</translation>
    </message>
    <message>
        <source>%1: give a &apos;target&apos;</source>
        <translation>%1: indique un “target”</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a change of hit points (%3)</source>
        <translation>%1: “%2” no es un cambio de puntos de golpe (%3)</translation>
    </message>
    <message>
        <source>%1: give a condition of the ruleset or one of your own (custom), not both</source>
        <translation>%1: indique un estado del reglamento o uno propio (custom), no ambos</translation>
    </message>
    <message>
        <source>%1.condition: name a condition</source>
        <translation>%1.condition: indique un estado</translation>
    </message>
    <message>
        <source>%1.id: unknown field (the encounter gives an event its id)</source>
        <translation>%1.id: campo desconocido (el encuentro asigna su id a cada evento)</translation>
    </message>
    <message>
        <source>%1.fired_round: unknown field</source>
        <translation>%1.fired_round: campo desconocido</translation>
    </message>
    <message>
        <source>%1.event: no event is called &apos;%2&apos;</source>
        <translation>%1.event: ningún evento se llama “%2”</translation>
    </message>
    <message>
        <source>%1.hp_mode: expected fixed, roll or average</source>
        <translation>%1.hp_mode: se esperaba fixed, roll o average</translation>
    </message>
    <message>
        <source>%1.hit_dice: hit points by &apos;%2&apos; need the hit dice</source>
        <translation>%1.hit_dice: los puntos de golpe por “%2” necesitan los dados de golpe</translation>
    </message>
    <message>
        <source>%1.attack: %2 has no attack called &apos;%3&apos;</source>
        <translation>%1.attack: %2 no tiene ningún ataque llamado “%3”</translation>
    </message>
    <message>
        <source>%1: expected a modifier id or id=N</source>
        <translation>%1: se esperaba un id de modificador o id=N</translation>
    </message>
    <message>
        <source>%1: the number in &apos;%2&apos; is too large</source>
        <translation>%1: el número de “%2” es demasiado grande</translation>
    </message>
    <message>
        <source>%1.option: name an option</source>
        <translation>%1.option: indique una opción</translation>
    </message>
    <message>
        <source>%1.chance: expected a chance&apos;s number from 0, or none for the step&apos;s roll</source>
        <translation>%1.chance: se esperaba el número de una probabilidad desde 0, o ninguno para la tirada del paso</translation>
    </message>
    <message>
        <source>%1.answer: expected roll or not-needed, found &apos;%2&apos;</source>
        <translation>%1.answer: se esperaba roll o not-needed y se encontró “%2”</translation>
    </message>
    <message>
        <source>%1.command: unknown command &apos;%2&apos; (known: add, remove, start, next-turn, previous-turn, next-round, roll-initiative, let-round-end, damage, heal, aid, remedy, condition, remove-condition, attack, hold, declare, option, surprise, morale, order-roll, use, restore, add-event, remove-event, add-reminder, remove-reminder, undo, redo)</source>
        <translation>%1.command: comando desconocido “%2” (conocidos: add, remove, start, next-turn, previous-turn, next-round, roll-initiative, let-round-end, damage, heal, aid, remedy, condition, remove-condition, attack, hold, declare, option, surprise, morale, order-roll, use, restore, add-event, remove-event, add-reminder, remove-reminder, undo, redo)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::CsvImport</name>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>el archivo no es texto UTF-8</translation>
    </message>
    <message>
        <source>a quoted field is not closed (it opens on line %1)</source>
        <translation>un campo entre comillas no se cierra (se abre en la línea %1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; cannot become &apos;%2&apos;</source>
        <translation>la columna “%1” no puede convertirse en “%2”</translation>
    </message>
    <message>
        <source>two columns are %1 (one is &apos;%2&apos;); map one elsewhere</source>
        <translation>dos columnas son %1 (una es “%2”); asigne una a otra cosa</translation>
    </message>
    <message>
        <source>no column holds the names (headed &apos;name&apos;)</source>
        <translation>ninguna columna contiene los nombres (con el encabezado “name”)</translation>
    </message>
    <message numerus="yes">
        <source>%n fields where the header has %1</source>
        <translation>
            <numerusform>%n campo donde el encabezado tiene %1</numerusform>
            <numerusform>%n campos donde el encabezado tiene %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must be at least 1, not %2</source>
        <translation>%1 debe ser al menos 1, no %2</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is neither a number nor dice</source>
        <translation>%1 “%2” no es ni un número ni dados</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: %3</source>
        <translation>%1 “%2”: %3</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a whole number</source>
        <translation>%1 “%2” no es un número entero</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not character, monster or template</source>
        <translation>%1 “%2” no es character, monster ni template</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos; is not name:attack:damage</source>
        <translation>el ataque “%1” no tiene la forma name:attack:damage</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos;: &apos;%2&apos; is not a whole number</source>
        <translation>ataque “%1”: “%2” no es un número entero</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos;: damage &apos;%2&apos;: %3</source>
        <translation>ataque “%1”: daño “%2”: %3</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 debe estar entre %2 y %3, no %4</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>sin nombre</translation>
    </message>
    <message>
        <source>the file has a header but no stat lines under it</source>
        <translation>el archivo tiene encabezado pero ninguna línea de estadísticas debajo</translation>
    </message>
</context>
<context>
    <name>Fray::Io::DayJson</name>
    <message>
        <source>a day file</source>
        <translation>un archivo de jornada</translation>
    </message>
    <message>
        <source>a day lists its fights</source>
        <translation>una jornada enumera sus combates</translation>
    </message>
    <message>
        <source>a day needs at least one fight</source>
        <translation>una jornada necesita al menos un combate</translation>
    </message>
    <message>
        <source>a day of %1 fights is more than the %2 Fray plays</source>
        <translation>una jornada de %1 combates supera los %2 que juega Fray</translation>
    </message>
    <message>
        <source>the first fight of a day comes after no rest</source>
        <translation>el primer combate de una jornada no viene tras ningún descanso</translation>
    </message>
    <message>
        <source>a rest gives between 0 and %1 hit points, not %2</source>
        <translation>un descanso da entre 0 y %1 puntos de golpe, no %2</translation>
    </message>
    <message>
        <source>name one of the ruleset&apos;s rests, &quot;full&quot; or a number of hit points</source>
        <translation>indica uno de los descansos del reglamento, &quot;full&quot; o un número de puntos de golpe</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EncounterJson</name>
    <message>
        <source>&apos;%1&apos; is not a reset (one of: %2)</source>
        <translation>“%1” no es un tipo de recuperación (uno de: %2)</translation>
    </message>
    <message>
        <source>only a use that resets by &quot;recharge&quot; has this</source>
        <translation>solo lo tiene un uso que se recupera por &quot;recharge&quot;</translation>
    </message>
    <message>
        <source>expected a reminder: {&quot;text&quot;: …, &quot;when&quot;: …}</source>
        <translation>se esperaba un recordatorio: {&quot;text&quot;: …, &quot;when&quot;: …}</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>un recordatorio necesita un texto</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>más de %1 caracteres</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>“%1” no es un momento (uno de: %2)</translation>
    </message>
    <message>
        <source>expected a combatant (an object with a name and hit points)</source>
        <translation>se esperaba un combatiente (un objeto con un nombre y puntos de golpe)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>debe ser 1 o más</translation>
    </message>
    <message>
        <source>expected a whole number or {&quot;max&quot;: …, &quot;current&quot;: …}</source>
        <translation>se esperaba un número entero o {&quot;max&quot;: …, &quot;current&quot;: …}</translation>
    </message>
    <message>
        <source>maximum hit points must be at least 1</source>
        <translation>los puntos de golpe máximos deben ser al menos 1</translation>
    </message>
    <message>
        <source>must be from 0 to %1</source>
        <translation>debe estar entre 0 y %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment Fray asks for morale (first_death, half_down)</source>
        <translation>“%1” no es un momento en el que Fray pregunte por la moral (first_death, half_down)</translation>
    </message>
    <message>
        <source>an encounter file</source>
        <translation>un archivo de encuentro</translation>
    </message>
    <message>
        <source>missing (a list of combatants is required)</source>
        <translation>falta (se necesita una lista de combatientes)</translation>
    </message>
    <message>
        <source>another combatant is already called %1</source>
        <translation>ya hay otro combatiente llamado %1</translation>
    </message>
    <message>
        <source>entry %1: no event has the id %2</source>
        <translation>entrada %1: ningún evento tiene el id %2</translation>
    </message>
    <message>
        <source>entry %1: no combatant has the id %2</source>
        <translation>entrada %1: ningún combatiente tiene el id %2</translation>
    </message>
    <message>
        <source>%1 is not a place in the order</source>
        <translation>%1 no es una posición del orden</translation>
    </message>
    <message>
        <source>expected a condition of your own: {&quot;name&quot;: …}</source>
        <translation>se esperaba un estado propio: {&quot;name&quot;: …}</translation>
    </message>
    <message>
        <source>expected now, end_of_round or now_and_end_of_round</source>
        <translation>se esperaba now, end_of_round o now_and_end_of_round</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EncounterTableJson</name>
    <message>
        <source>expected an encounter table (an object with a die and rows)</source>
        <translation>se esperaba una tabla de encuentros (un objeto con un dado y filas)</translation>
    </message>
    <message>
        <source>missing (a list of rows is required)</source>
        <translation>falta (se necesita una lista de filas)</translation>
    </message>
    <message>
        <source>expected a row (an object with its roll and what comes)</source>
        <translation>se esperaba una fila (un objeto con su tirada y lo que viene)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a roll or a range of rolls (3, 4-6)</source>
        <translation>“%1” no es una tirada ni un rango de tiradas (3, 4-6)</translation>
    </message>
    <message>
        <source>missing or not a roll (3, or a range such as &quot;4-6&quot;)</source>
        <translation>falta o no es una tirada (3, o un rango como &quot;4-6&quot;)</translation>
    </message>
    <message>
        <source>an encounter table file</source>
        <translation>un archivo de tabla de encuentros</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EventJson</name>
    <message>
        <source>expected an event (an object with a name and when it acts)</source>
        <translation>se esperaba un evento (un objeto con un nombre y cuándo actúa)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not when an event acts (one of: %2)</source>
        <translation>“%1” no es un momento en el que actúe un evento (uno de: %2)</translation>
    </message>
    <message>
        <source>only an event that acts on a count has one</source>
        <translation>solo lo tiene un evento que actúa en una cuenta de iniciativa</translation>
    </message>
    <message>
        <source>missing (who arrives)</source>
        <translation>falta (quién llega)</translation>
    </message>
    <message>
        <source>%1 is not an id of its own</source>
        <translation>%1 no es un id propio</translation>
    </message>
</context>
<context>
    <name>Fray::Io::FightClubReader</name>
    <message>
        <source>line %1: &lt;%2&gt; has more than %3 attributes; no element of a Fight Club 5 compendium has that many</source>
        <translation>línea %1: &lt;%2&gt; tiene más de %3 atributos; ningún elemento de un compendio de Fight Club 5 tiene tantos</translation>
    </message>
    <message>
        <source>expected &lt;compendium&gt;, found &lt;%1&gt;</source>
        <translation>se esperaba &lt;compendium&gt; y se encontró &lt;%1&gt;</translation>
    </message>
    <message>
        <source>no &lt;compendium&gt; element</source>
        <translation>no hay ningún elemento &lt;compendium&gt;</translation>
    </message>
    <message>
        <source>the file declares a DTD; Fray does not read DTDs or expand entities</source>
        <translation>el archivo declara una DTD; Fray no lee DTD ni expande entidades</translation>
    </message>
    <message>
        <source>the entity &apos;&amp;%1;&apos; is not expanded</source>
        <translation>la entidad “&amp;%1;” no se expande</translation>
    </message>
    <message>
        <source>the XML ends before it is complete</source>
        <translation>el XML termina antes de estar completo</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>a text longer than the %1 characters an import takes</source>
        <translation>un texto de más de los %1 caracteres que admite una importación</translation>
    </message>
</context>
<context>
    <name>Fray::Io::FiveEToolsReader</name>
    <message>
        <source>Other ACs</source>
        <translation>Otras CA</translation>
    </message>
    <message>
        <source>HP (%1)</source>
        <translation>PG (%1)</translation>
    </message>
    <message>
        <source>%1: copies &apos;%2&apos;, which this file does not hold</source>
        <translation>%1: copia “%2”, que este archivo no contiene</translation>
    </message>
    <message>
        <source>Changes to the copied monster (_copy._mod)</source>
        <translation>Cambios en el monstruo copiado (_copy._mod)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignActions</name>
    <message>
        <source>Traits</source>
        <translation>Rasgos</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Bonus actions</source>
        <translation>Acciones adicionales</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Reacciones</translation>
    </message>
    <message>
        <source>Legendary actions</source>
        <translation>Acciones legendarias</translation>
    </message>
    <message>
        <source>Mythic actions</source>
        <translation>Acciones míticas</translation>
    </message>
    <message>
        <source>Lair actions</source>
        <translation>Acciones de guarida</translation>
    </message>
    <message>
        <source>Trait &apos;%1&apos;</source>
        <translation>Rasgo “%1”</translation>
    </message>
    <message>
        <source>Action &apos;%1&apos;</source>
        <translation>Acción “%1”</translation>
    </message>
    <message>
        <source>Bonus action &apos;%1&apos;</source>
        <translation>Acción adicional “%1”</translation>
    </message>
    <message>
        <source>Reaction &apos;%1&apos;</source>
        <translation>Reacción “%1”</translation>
    </message>
    <message>
        <source>Legendary action &apos;%1&apos;</source>
        <translation>Acción legendaria “%1”</translation>
    </message>
    <message>
        <source>Mythic action &apos;%1&apos;</source>
        <translation>Acción mítica “%1”</translation>
    </message>
    <message>
        <source>Lair action &apos;%1&apos;</source>
        <translation>Acción de guarida “%1”</translation>
    </message>
    <message>
        <source>kept as notes</source>
        <translation>conservado como notas</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignImport</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message numerus="yes">
        <source>%1, one of %n of that name</source>
        <translation>
            <numerusform>%1, uno de %n con ese nombre</numerusform>
            <numerusform>%1, uno de %n con ese nombre</numerusform>
        </translation>
    </message>
    <message>
        <source>an entry without a name</source>
        <translation>una entrada sin nombre</translation>
    </message>
    <message>
        <source>Combatant %1</source>
        <translation>Combatiente %1</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>encounter %1: %2</source>
        <translation>encuentro %1: %2</translation>
    </message>
    <message>
        <source>encounter %1: the file holds another of this name; imported as %2</source>
        <translation>encuentro %1: el archivo contiene otro con este nombre; importado como %2</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignJson</name>
    <message>
        <source>expected a text</source>
        <translation>se esperaba un texto</translation>
    </message>
    <message>
        <source>a text of %1 characters is longer than the %2 an import takes</source>
        <translation>un texto de %1 caracteres supera los %2 que admite una importación</translation>
    </message>
    <message>
        <source>%1 is not a whole number Fray can hold</source>
        <translation>%1 no es un número entero que Fray pueda manejar</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>se esperaba un número entero</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>se esperaba una lista</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ImportReader</name>
    <message>
        <source>Fray encounter</source>
        <translation>Encuentro de Fray</translation>
    </message>
    <message>
        <source>Fray library</source>
        <translation>Biblioteca de Fray</translation>
    </message>
    <message>
        <source>CSV stat lines</source>
        <translation>Líneas de estadísticas CSV</translation>
    </message>
    <message>
        <source>Improved Initiative</source>
        <translation>Improved Initiative</translation>
    </message>
    <message>
        <source>Fight Club 5 compendium</source>
        <translation>Compendio de Fight Club 5</translation>
    </message>
    <message>
        <source>Open5e</source>
        <translation>Open5e</translation>
    </message>
    <message>
        <source>5e.tools bestiary</source>
        <translation>Bestiario de 5e.tools</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>el archivo</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>JSON no válido</translation>
    </message>
    <message>
        <source>this JSON is none of the formats Fray imports (a Fray encounter or library, Improved Initiative, Open5e, 5e.tools)</source>
        <translation>este JSON no tiene ninguno de los formatos que importa Fray (un encuentro o biblioteca de Fray, Improved Initiative, Open5e, 5e.tools)</translation>
    </message>
    <message>
        <source>%1 files need the ruleset their creatures go into</source>
        <translation>los archivos de %1 necesitan el reglamento al que van sus criaturas</translation>
    </message>
    <message>
        <source>the file holds no creatures</source>
        <translation>el archivo no contiene criaturas</translation>
    </message>
    <message>
        <source>no creature could be imported: %1</source>
        <translation>no se ha podido importar ninguna criatura: %1</translation>
    </message>
    <message>
        <source>stat lines need the ruleset they are written for</source>
        <translation>las líneas de estadísticas necesitan el reglamento para el que están escritas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; uses an unknown ruleset &apos;%2&apos;</source>
        <translation>“%1” usa un reglamento desconocido “%2”</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ImprovedInitiativeReader</name>
    <message>
        <source>a text that is not a JSON object</source>
        <translation>un texto que no es un objeto JSON</translation>
    </message>
    <message>
        <source>HP notes (%1)</source>
        <translation>Notas de PG (%1)</translation>
    </message>
    <message>
        <source>Current HP %1</source>
        <translation>PG actuales %1</translation>
    </message>
    <message>
        <source>Temporary HP %1</source>
        <translation>PG temporales %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::LibraryJson</name>
    <message>
        <source>expected character, monster or template</source>
        <translation>se esperaba character, monster o template</translation>
    </message>
    <message>
        <source>expected a combatant (an object with hit points)</source>
        <translation>se esperaba un combatiente (un objeto con puntos de golpe)</translation>
    </message>
    <message>
        <source>missing (the entry&apos;s combatant is required)</source>
        <translation>falta (se necesita el combatiente de la entrada)</translation>
    </message>
    <message>
        <source>a library file</source>
        <translation>un archivo de biblioteca</translation>
    </message>
    <message>
        <source>missing (a list of entries is required)</source>
        <translation>falta (se necesita una lista de entradas)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::MemberUpdateJson</name>
    <message>
        <source>a history entry</source>
        <translation>una entrada del historial</translation>
    </message>
</context>
<context>
    <name>Fray::Io::NameClashes</name>
    <message numerus="yes">
        <source>%1 %n times</source>
        <translation>
            <numerusform>%1 %n vez</numerusform>
            <numerusform>%1 %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: skipped</source>
        <translation>%1: omitido</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>omitido</translation>
    </message>
    <message>
        <source>replaced by a later %1 of the file</source>
        <translation>sustituido por un %1 posterior del archivo</translation>
    </message>
    <message>
        <source>%1: replaces the library&apos;s entry</source>
        <translation>%1: sustituye la entrada de la biblioteca</translation>
    </message>
    <message>
        <source>%1: replaces the file&apos;s earlier %1</source>
        <translation>%1: sustituye el %1 anterior del archivo</translation>
    </message>
    <message>
        <source>replaces the library&apos;s entry</source>
        <translation>sustituye la entrada de la biblioteca</translation>
    </message>
    <message>
        <source>replaces the file&apos;s earlier entry</source>
        <translation>sustituye la entrada anterior del archivo</translation>
    </message>
    <message>
        <source>%1: renamed %2</source>
        <translation>%1: renombrado como %2</translation>
    </message>
    <message>
        <source>renamed %1</source>
        <translation>renombrado como %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::PhraseJson</name>
    <message>
        <source>nested more than %1 deep</source>
        <translation>anidado a más de %1 niveles</translation>
    </message>
    <message>
        <source>expected a text, a whole number or an object</source>
        <translation>se esperaba un texto, un número entero o un objeto</translation>
    </message>
    <message>
        <source>expected a list of parts</source>
        <translation>se esperaba una lista de partes</translation>
    </message>
    <message>
        <source>must be from 0 to %1, not %2</source>
        <translation>debe estar entre 0 y %1, no %2</translation>
    </message>
</context>
<context>
    <name>Fray::Io::StatBlockMapper</name>
    <message>
        <source>Fray takes %1 to %2</source>
        <translation>Fray admite de %1 a %2</translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation>Dados de golpe</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>no place in this ruleset</source>
        <translation>no tiene lugar en este reglamento</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(por defecto)</translation>
    </message>
    <message>
        <source>the file gives no %1</source>
        <translation>el archivo no indica %1</translation>
    </message>
    <message>
        <source>Fray cannot take the file&apos;s %1</source>
        <translation>Fray no puede admitir %1 del archivo</translation>
    </message>
    <message>
        <source>(%1, raised to the ruleset&apos;s minimum)</source>
        <translation>(%1, elevado al mínimo del reglamento)</translation>
    </message>
    <message>
        <source>(%1, lowered to the ruleset&apos;s maximum)</source>
        <translation>(%1, reducido al máximo del reglamento)</translation>
    </message>
    <message>
        <source>hit points must be at least 1</source>
        <translation>los puntos de golpe deben ser al menos 1</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; bonus %2</source>
        <translation>Ataque “%1” bonificación %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; damage %2</source>
        <translation>Ataque “%1” daño %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; %2</source>
        <translation>Ataque “%1” %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos;</source>
        <translation>Ataque “%1”</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>no damage given</source>
        <translation>no se indica daño</translation>
    </message>
    <message>
        <source>Attack bonuses (%1)</source>
        <translation>Bonificaciones de ataque (%1)</translation>
    </message>
    <message>
        <source>Attacks per round</source>
        <translation>Ataques por asalto</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Uso</translation>
    </message>
    <message>
        <source>AC note (%1)</source>
        <translation>Nota de CA (%1)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::StatText</name>
    <message>
        <source>not a whole number Fray can hold</source>
        <translation>no es un número entero que Fray pueda manejar</translation>
    </message>
</context>
<context>
    <name>Fray::Json::FileHeader</name>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>se esperaba &quot;%1&quot; y se encontró &quot;%2&quot;</translation>
    </message>
    <message>
        <source>this file needs a newer Fray (format version %1; this Fray reads up to %2)</source>
        <translation>este archivo necesita un Fray más reciente (versión de formato %1; este Fray lee hasta la %2)</translation>
    </message>
    <message>
        <source>must be 1 or more, not %1</source>
        <translation>debe ser 1 o más, no %1</translation>
    </message>
</context>
<context>
    <name>Fray::Json::JsonValue</name>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON no válido en la línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object</source>
        <translation>%1 debe contener un único objeto JSON</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>se esperaba una lista</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>campo desconocido</translation>
    </message>
    <message>
        <source>missing (a text is required)</source>
        <translation>falta (se necesita un texto)</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>se esperaba un texto</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>se esperaba un número entero</translation>
    </message>
    <message>
        <source>expected a whole number, not %1</source>
        <translation>se esperaba un número entero, no %1</translation>
    </message>
    <message>
        <source>missing (a whole number is required)</source>
        <translation>falta (se necesita un número entero)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>se esperaba true o false</translation>
    </message>
</context>
<context>
    <name>Fray::LocalText</name>
    <message>
        <source>expected a text, or the text in several languages such as {&quot;en&quot;: &quot;Dead&quot;, &quot;de&quot;: &quot;Tot&quot;}</source>
        <translation>se esperaba un texto, o el texto en varios idiomas, como {&quot;en&quot;: &quot;Dead&quot;, &quot;es&quot;: &quot;Muerto&quot;}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a language code (such as de, or pt_BR with its country)</source>
        <translation>“%1” no es un código de idioma (como es, o pt_BR con su país)</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>se esperaba un texto</translation>
    </message>
    <message>
        <source>empty: leave the language out to show the English text</source>
        <translation>vacío: omita el idioma para que se muestre el texto en inglés</translation>
    </message>
    <message>
        <source>the English text (&quot;en&quot;) is missing: every language without a text of its own shows it</source>
        <translation>falta el texto en inglés (&quot;en&quot;): lo muestran todos los idiomas sin texto propio</translation>
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
        <translation>tirada “%1”: %2</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos;: %2</source>
        <translation>condición “%1”: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; leaves the 64-bit integer range</source>
        <translation>“%1” se sale del rango de enteros de 64 bits</translation>
    </message>
    <message>
        <source>no band takes the roll %1</source>
        <translation>ninguna franja abarca la tirada %1</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::OddsCalculator</name>
    <message>
        <source>%1 has no check &apos;%2&apos;</source>
        <translation>%1 no tiene la comprobación “%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable of %2 (it has: %3)</source>
        <translation>“%1” no es una variable de %2 (tiene: %3)</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 debe estar entre %2 y %3, no %4</translation>
    </message>
    <message>
        <source>derived value &apos;%1&apos;: %2</source>
        <translation>valor derivado “%1”: %2</translation>
    </message>
    <message>
        <source>outcome &apos;%1&apos;: %2</source>
        <translation>resultado “%1”: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a modifier of %2</source>
        <translation>“%1” no es un modificador de %2</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos; is given twice</source>
        <translation>el modificador “%1” se ha indicado dos veces</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; cannot both apply: both are %3</source>
        <translation>“%1” y “%2” no pueden aplicarse a la vez: ambos son %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; do not stack</source>
        <translation>“%1” y “%2” no se acumulan</translation>
    </message>
    <message>
        <source>&apos;%1&apos; counts %2: give the count as %1=N</source>
        <translation>“%1” cuenta %2: indique la cantidad como %1=N</translation>
    </message>
    <message>
        <source>something</source>
        <translation>algo</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos;: %2</source>
        <translation>modificador “%1”: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) has no number in the rules: give one as %1=N</source>
        <translation>“%1” (%2) no tiene número en las reglas: indique uno como %1=N</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable of %2</source>
        <translation>“%1” no es una variable de %2</translation>
    </message>
    <message>
        <source>the modifiers ask for different rolls: %1</source>
        <translation>los modificadores piden tiradas distintas: %1</translation>
    </message>
    <message>
        <source>a modifier leaves the 64-bit integer range</source>
        <translation>un modificador se sale del rango de enteros de 64 bits</translation>
    </message>
    <message>
        <source>%1 needs a value for &apos;%2&apos; (%3)</source>
        <translation>%1 necesita un valor para “%2” (%3)</translation>
    </message>
    <message>
        <source>the outcomes add up to %1 instead of 1; the ruleset&apos;s bands leave rolls out</source>
        <translation>los resultados suman %1 en lugar de 1; las franjas del reglamento dejan fuera algunas tiradas</translation>
    </message>
    <message>
        <source>damage formula &apos;%1&apos; with damage %2: %3</source>
        <translation>fórmula de daño “%1” con daño %2: %3</translation>
    </message>
    <message>
        <source>the step must be above zero</source>
        <translation>el paso debe ser mayor que cero</translation>
    </message>
    <message>
        <source>&apos;from&apos; (%1) is above &apos;to&apos; (%2)</source>
        <translation>“from” (%1) es mayor que “to” (%2)</translation>
    </message>
    <message>
        <source>a curve has at most %1 points</source>
        <translation>una curva tiene como máximo %1 puntos</translation>
    </message>
    <message>
        <source>at %1 = %2: %3</source>
        <translation>con %1 = %2: %3</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::RuleComparison</name>
    <message>
        <source>under %1: %2</source>
        <translation>con %1: %2</translation>
    </message>
    <message>
        <source>the range runs from its first value up to its last, in steps of 1 or more</source>
        <translation>el rango va de su primer valor al último, en pasos de 1 o más</translation>
    </message>
    <message>
        <source>at most %1 points</source>
        <translation>como mucho %1 puntos</translation>
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
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es una carpeta</translation>
    </message>
</context>
<context>
    <name>Fray::Party::BringPartyCommand</name>
    <message>
        <source>Bring the Party</source>
        <translation>Traer al grupo</translation>
    </message>
    <message>
        <source>the party joins before the fight starts; add a member from the library to a fight under way</source>
        <translation>el grupo se une antes de que empiece el combate; para un combate en curso, añada un miembro desde la biblioteca</translation>
    </message>
    <message>
        <source>the fight already has a combatant called %1; rename it first</source>
        <translation>el combate ya tiene un combatiente llamado %1; cámbiele el nombre primero</translation>
    </message>
    <message>
        <source>no member of the party is missing from this fight (members of %1 join it)</source>
        <translation>no falta ningún miembro del grupo en este combate (se unen los miembros de %1)</translation>
    </message>
    <message>
        <source>The party joins: %1</source>
        <translation>Se une el grupo: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Party::MemberChanges</name>
    <message>
        <source>%1 %2 → %3 of %4</source>
        <translation>%1 %2 → %3 de %4</translation>
    </message>
    <message>
        <source>subdual damage %1 → %2</source>
        <translation>daño no letal %1 → %2</translation>
    </message>
    <message>
        <source>no longer %1</source>
        <translation>ya no está %1</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>ahora %1</translation>
    </message>
    <message>
        <source>keeps %1</source>
        <translation>conserva %1</translation>
    </message>
    <message>
        <source>%1 ends</source>
        <translation>termina %1</translation>
    </message>
</context>
<context>
    <name>Fray::Party::PartyRest</name>
    <message numerus="yes">
        <source>%n hit point(s) each</source>
        <translation>
            <numerusform>%n punto de golpe cada uno</numerusform>
            <numerusform>%n puntos de golpe cada uno</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to full</source>
        <translation>Recuperación completa</translation>
    </message>
    <message>
        <source>%1 names no rests; rest by hit points or back to full</source>
        <translation>%1 no define descansos; descanse por puntos de golpe o con recuperación completa</translation>
    </message>
    <message>
        <source>%1 has no rest &apos;%2&apos; (it has: %3)</source>
        <translation>%1 no tiene el descanso “%2” (tiene: %3)</translation>
    </message>
    <message>
        <source>a rest gives between 0 and %1 hit points, not %2</source>
        <translation>un descanso da entre 0 y %1 puntos de golpe, no %2</translation>
    </message>
    <message>
        <source>dead: the rest gives nothing back</source>
        <translation>muerto: el descanso no le devuelve nada</translation>
    </message>
    <message>
        <source>%1: the rest&apos;s hit points %2 cannot be rolled: %3</source>
        <translation>%1: los puntos de golpe del descanso %2 no se pueden tirar: %3</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>ha sacado %1</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::PageText</name>
    <message>
        <source>Fray — Players</source>
        <translation>Fray — Jugadores</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Conexión perdida — reconectando…</translation>
    </message>
    <message>
        <source>Waiting for the fight</source>
        <translation>Esperando al combate</translation>
    </message>
    <message>
        <source>No fight is open</source>
        <translation>No hay ningún combate abierto</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Antes del combate</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Asalto %1</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Turno de: %1</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Chances to hit %1</source>
        <translation>Probabilidad de impactar a %1</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Aún no hay objetivo</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Foes</source>
        <translation>Enemigos</translation>
    </message>
    <message>
        <source>My odds</source>
        <translation>Mis probabilidades</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Modificadores</translation>
    </message>
    <message>
        <source>%1 to hit</source>
        <translation>%1 de impactar</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 de daño</translation>
    </message>
    <message>
        <source>No odds for this choice</source>
        <translation>No hay probabilidades para esta elección</translation>
    </message>
    <message>
        <source>This link has expired</source>
        <translation>Este enlace ha caducado</translation>
    </message>
    <message>
        <source>Ask the GM for the new code.</source>
        <translation>Pida el nuevo código al DJ.</translation>
    </message>
    <message>
        <source>%1 chance to be out before your next turn</source>
        <translation>%1 de probabilidad de quedar fuera antes de tu próximo turno</translation>
    </message>
    <message>
        <source>%1 chance to be out before the round ends</source>
        <translation>%1 de probabilidad de quedar fuera antes de que acabe el asalto</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::PlayerView</name>
    <message>
        <source>down</source>
        <translation>caído</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>ileso</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>herido</translation>
    </message>
    <message>
        <source>badly wounded</source>
        <translation>malherido</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::Standing</name>
    <message>
        <source>dead</source>
        <translation>muerto</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>fuera de combate</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>huido</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ComparisonSheet</name>
    <message>
        <source>Hit (A)</source>
        <translation>Impacto (A)</translation>
    </message>
    <message>
        <source>Hit (B)</source>
        <translation>Impacto (B)</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Damage (A)</source>
        <translation>Daño (A)</translation>
    </message>
    <message>
        <source>Damage (B)</source>
        <translation>Daño (B)</translation>
    </message>
    <message>
        <source>Drops in 1 · 2 · 3 rounds (A)</source>
        <translation>Cae en 1 · 2 · 3 asaltos (A)</translation>
    </message>
    <message>
        <source>Drops in 1 · 2 · 3 rounds (B)</source>
        <translation>Cae en 1 · 2 · 3 asaltos (B)</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1 (ahora)</translation>
    </message>
    <message>
        <source>%1: the party wins %2 under A (%3) and %4 under B (%5), %6.</source>
        <translation>%1: el grupo gana el %2 con A (%3) y el %4 con B (%5), %6.</translation>
    </message>
    <message>
        <source>Fray</source>
        <translation>Fray</translation>
    </message>
    <message>
        <source>House rule A against B</source>
        <translation>Regla de la casa A contra B</translation>
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
        <translation>no se puede empezar a imprimir</translation>
    </message>
    <message>
        <source>printing stopped before the last page</source>
        <translation>la impresión se detuvo antes de la última página</translation>
    </message>
    <message>
        <source>the table does not fit the paper</source>
        <translation>la tabla no cabe en el papel</translation>
    </message>
</context>
<context>
    <name>Fray::Print::OddsChartSheet</name>
    <message>
        <source>%1 has no attack check</source>
        <translation>%1 no tiene comprobación de ataque</translation>
    </message>
    <message>
        <source>%1 has no modifier &apos;%2&apos;</source>
        <translation>%1 no tiene el modificador “%2”</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <translation>%1 (en %2)</translation>
    </message>
    <message>
        <source>%1&apos;s attack has no value to chart</source>
        <translation>el ataque de %1 no tiene ningún valor que representar</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Cualquier impacto</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1: %2 contra %3</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>defensa</translation>
    </message>
    <message>
        <source>%1 %2 %3.</source>
        <translation>%1: %2 %3.</translation>
    </message>
    <message>
        <source>No situational modifiers.</source>
        <translation>Sin modificadores de situación.</translation>
    </message>
    <message>
        <source>With: %1.</source>
        <translation>Con: %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>At %1 %2: %3.</source>
        <translation>Con %1 %2: %3.</translation>
    </message>
    <message>
        <source> Expected damage %1 per attack (%2).</source>
        <translation> Daño esperado %1 por ataque (%2).</translation>
    </message>
    <message>
        <source>%1 is given by the GM with each attack.</source>
        <translation>El DJ indica %1 con cada ataque.</translation>
    </message>
    <message>
        <source>No chart: %1</source>
        <translation>Sin gráfico: %1</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>ahora %1</translation>
    </message>
</context>
<context>
    <name>Fray::Print::PageLayouter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ReferenceOdds</name>
    <message>
        <source>%1 has no attack check</source>
        <translation>%1 no tiene comprobación de ataque</translation>
    </message>
    <message>
        <source>%1&apos;s attack has no value to tabulate</source>
        <translation>el ataque de %1 no tiene ningún valor que tabular</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> Other values: %1.</source>
        <translation> Otros valores: %1.</translation>
    </message>
    <message>
        <source>Chance to hit on %1</source>
        <translation>Probabilidad de impactar con %1</translation>
    </message>
    <message>
        <source>Rows: %1. Columns: %2. Each cell: the chance of any hitting result, natural rolls included.%3</source>
        <translation>Filas: %1. Columnas: %2. Cada celda: la probabilidad de cualquier resultado de impacto, tiradas naturales incluidas.%3</translation>
    </message>
    <message>
        <source>%1 →</source>
        <translation>%1 →</translation>
    </message>
    <message>
        <source>Chance of each result on %1</source>
        <translation>Probabilidad de cada resultado con %1</translation>
    </message>
    <message>
        <source>Rows: %1.%2</source>
        <translation>Filas: %1.%2</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Cualquier impacto</translation>
    </message>
    <message>
        <source>Rolls on %1 for each result</source>
        <translation>Tiradas con %1 para cada resultado</translation>
    </message>
    <message>
        <source>Rows: %1. Each cell: the rolls that give the result, natural and automatic results included.%2</source>
        <translation>Filas: %1. Cada celda: las tiradas que dan el resultado, resultados naturales y automáticos incluidos.%2</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ReferenceSheet</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Source: %1, %2.</source>
        <translation>Fuente: %1, %2.</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>Fuente: %1.</translation>
    </message>
    <message numerus="yes">
        <source>A round is %n seconds.</source>
        <translation>
            <numerusform>Un asalto dura %n segundo.</numerusform>
            <numerusform>Un asalto dura %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Phases: %1.</source>
        <translation>Fases: %1.</translation>
    </message>
    <message>
        <source>Any other roll</source>
        <translation>Cualquier otra tirada</translation>
    </message>
    <message>
        <source>%1, when %2</source>
        <translation>%1, cuando %2</translation>
    </message>
    <message>
        <source>roll again: %1</source>
        <translation>volver a tirar: %1</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 de daño</translation>
    </message>
    <message>
        <source>Attack roll: %1</source>
        <translation>Tirada de ataque: %1</translation>
    </message>
    <message>
        <source>Other rolls a modifier can call for: %1.</source>
        <translation>Otras tiradas que puede pedir un modificador: %1.</translation>
    </message>
    <message>
        <source>The first line that holds decides; indented lines are the follow-up roll.</source>
        <translation>Decide la primera línea que se cumple; las líneas sangradas son la tirada siguiente.</translation>
    </message>
    <message>
        <source>attack roll</source>
        <translation>tirada de ataque</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <source>odds</source>
        <translation>probabilidades</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>daño</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Fórmula</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Se usa para</translation>
    </message>
    <message>
        <source>Damage pools: %1.</source>
        <translation>Tipos de daño: %1.</translation>
    </message>
    <message>
        <source>Situational modifiers</source>
        <translation>Modificadores de situación</translation>
    </message>
    <message>
        <source>Only one modifier of a group applies. Where no number is given, the GM gives one.</source>
        <translation>Solo se aplica un modificador de cada grupo. Donde no se indica ningún número, lo pone el DJ.</translation>
    </message>
    <message>
        <source>modifiers</source>
        <translation>modificadores</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificador</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>estados</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>%1 states</source>
        <translation>Estados de %1</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source>The first state whose condition holds applies.</source>
        <translation>Se aplica el primer estado cuya condición se cumple.</translation>
    </message>
    <message>
        <source>HP states</source>
        <translation>Estados de PG</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Not given in the source: the GM fills it in.</source>
        <translation>No se indica en la fuente: lo completa el DJ.</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>hasta %1</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>An action on %1 or lower is lost.</source>
        <translation>Una acción en %1 o menos se pierde.</translation>
    </message>
    <message>
        <source>%1 and above</source>
        <translation>%1 o más</translation>
    </message>
    <message>
        <source>%1 and below</source>
        <translation>%1 o menos</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Windows: %1.</source>
        <translation>Ventanas: %1.</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>iniciativa</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>× %1/%2</source>
        <translation>× %1/%2</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>sin tirada</translation>
    </message>
    <message>
        <source>Attacks kept: %1.</source>
        <translation>Ataques que se conservan: %1.</translation>
    </message>
    <message>
        <source>goes first</source>
        <translation>actúa primero</translation>
    </message>
    <message>
        <source>goes last</source>
        <translation>actúa el último</translation>
    </message>
    <message>
        <source>first and last</source>
        <translation>primero y último</translation>
    </message>
    <message>
        <source>on the other&apos;s count</source>
        <translation>en la cuenta del otro</translation>
    </message>
    <message>
        <source>%1 (round 1)</source>
        <translation>%1 (asalto 1)</translation>
    </message>
</context>
<context>
    <name>Fray::Print::RosterSheet</name>
    <message>
        <source>%1 (lost)</source>
        <translation>%1 (perdido)</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Attack values: %1.</source>
        <translation>Valores de ataque: %1.</translation>
    </message>
    <message>
        <source>Attack values are not used: the GM gives the numbers with each attack.</source>
        <translation>No se usan valores de ataque: el DJ da los números con cada ataque.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Asalto</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>Roll: %1</source>
        <translation>Tirada: %1</translation>
    </message>
    <message>
        <source>Arriving: %1 × %2</source>
        <translation>Llegan: %1 × %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n attacks a round</source>
        <translation>
            <numerusform>%n ataque por asalto</numerusform>
            <numerusform>%n ataques por asalto</numerusform>
        </translation>
    </message>
    <message>
        <source>unit of %1</source>
        <translation>unidad de %1</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source> (now %1)</source>
        <translation> (ahora %1)</translation>
    </message>
    <message>
        <source> · each box %1 %2</source>
        <translation> · cada casilla %1 %2</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>Estados: %1</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notas:</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notas: %1</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Inic.</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
</context>
<context>
    <name>Fray::Print::SheetOptions</name>
    <message>
        <source>Roster</source>
        <translation>Lista de combate</translation>
    </message>
    <message>
        <source>Stat blocks</source>
        <translation>Bloques de estadísticas</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Referencia de reglas</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Monstruos errantes</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Hojas</translation>
    </message>
</context>
<context>
    <name>Fray::Print::SheetPrinter</name>
    <message>
        <source>no ruleset to print with</source>
        <translation>no hay reglamento con el que imprimir</translation>
    </message>
    <message>
        <source>Fray · %1</source>
        <translation>Fray · %1</translation>
    </message>
    <message>
        <source>cannot start printing</source>
        <translation>no se puede empezar a imprimir</translation>
    </message>
    <message>
        <source>printing stopped before the last page</source>
        <translation>la impresión se detuvo antes de la última página</translation>
    </message>
    <message>
        <source>Fray</source>
        <translation>Fray</translation>
    </message>
</context>
<context>
    <name>Fray::Print::StatBlockSheet</name>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source>each box %1 %2</source>
        <translation>cada casilla %1 %2</translation>
    </message>
    <message>
        <source>%1 · attack values: %2</source>
        <translation>%1 · valores de ataque: %2</translation>
    </message>
    <message>
        <source>%1 · attack values are not used: the GM gives the numbers with each attack</source>
        <translation>%1 · no se usan valores de ataque: el DJ da los números con cada ataque</translation>
    </message>
    <message numerus="yes">
        <source>%1 ×%n</source>
        <translation>
            <numerusform>%1 ×%n</numerusform>
            <numerusform>%1 ×%n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>%1 %2–%3</source>
        <translation>%1 %2–%3</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 de %3</translation>
    </message>
    <message numerus="yes">
        <source>%n attacks a round</source>
        <translation>
            <numerusform>%n ataque por asalto</numerusform>
            <numerusform>%n ataques por asalto</numerusform>
        </translation>
    </message>
    <message>
        <source>unit of %1</source>
        <translation>unidad de %1</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>Estados: %1</translation>
    </message>
    <message>
        <source>Uses, each: %1</source>
        <translation>Usos, cada uno: %1</translation>
    </message>
    <message>
        <source>Uses: %1</source>
        <translation>Usos: %1</translation>
    </message>
    <message>
        <source>Reminders: %1</source>
        <translation>Recordatorios: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notas: %1</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuación)</translation>
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
        <translation>La campaña aún no tiene ninguna tabla de monstruos errantes para %1: Encuentro › Monstruos errantes crea una.</translation>
    </message>
    <message>
        <source>Encounter order</source>
        <translation>Desarrollo del encuentro</translation>
    </message>
    <message>
        <source>%1 gives no order for meeting foes.</source>
        <translation>%1 no indica ningún desarrollo para los encuentros con enemigos.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
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
        <translation>en la tabla %1</translation>
    </message>
    <message>
        <source>%1, on the table %2</source>
        <translation>%1, en la tabla %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 con %2: %3</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Monstruos errantes</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Criatura</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>How many come: %1.</source>
        <translation>Cuántos vienen: %1.</translation>
    </message>
</context>
<context>
    <name>Fray::Record::LogExport</name>
    <message>
        <source>Round %1</source>
        <translation>Asalto %1</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Antes del combate</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n rounds left)</source>
        <translation>
            <numerusform>%1 (queda %n asalto)</numerusform>
            <numerusform>%1 (quedan %n asaltos)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Combatientes</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Impactos</translation>
    </message>
    <message>
        <source>Expected hits</source>
        <translation>Impactos esperados</translation>
    </message>
    <message>
        <source>This well or worse</source>
        <translation>Así de bien o peor</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Asalto</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Chance to hit</source>
        <translation>Prob. de impactar</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Impacto</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <source>No attacks were rolled in Fray.</source>
        <translation>No se ha tirado ningún ataque en Fray.</translation>
    </message>
    <message>
        <source>Each combatant&apos;s hits against the hits its odds promised, and the exact chance of hitting that often or less.</source>
        <translation>Los impactos de cada combatiente frente a los que prometían sus probabilidades, y la probabilidad exacta de impactar esas veces o menos.</translation>
    </message>
    <message>
        <source>Attacks rolled</source>
        <translation>Ataques tirados</translation>
    </message>
    <message>
        <source>Fight record</source>
        <translation>Crónica del combate</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · asalto %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::BuiltinVariables</name>
    <message>
        <source>max %1</source>
        <translation>%1 máx.</translation>
    </message>
    <message>
        <source>starting %1</source>
        <translation>%1 inicial</translation>
    </message>
    <message>
        <source>temporary %1</source>
        <translation>%1 temporal</translation>
    </message>
    <message>
        <source>subdual damage</source>
        <translation>daño no letal</translation>
    </message>
    <message>
        <source>damage taken</source>
        <translation>daño recibido</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>la tirada</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ConditionFlags</name>
    <message>
        <source>cannot act</source>
        <translation>no puede actuar</translation>
    </message>
    <message>
        <source>no attacks</source>
        <translation>sin ataques</translation>
    </message>
    <message>
        <source>loses its remaining attacks</source>
        <translation>pierde los ataques que le quedan</translation>
    </message>
    <message>
        <source>no DEX to defence</source>
        <translation>sin DES a la defensa</translation>
    </message>
    <message>
        <source>no shield</source>
        <translation>sin escudo</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>no puede moverse</translation>
    </message>
    <message>
        <source>defenceless</source>
        <translation>indefenso</translation>
    </message>
    <message>
        <source>prone</source>
        <translation>derribado</translation>
    </message>
    <message>
        <source>no spells</source>
        <translation>sin conjuros</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>sorprendido</translation>
    </message>
    <message>
        <source>fled: out of the fight, not dead</source>
        <translation>huido: fuera del combate, no muerto</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::DisplayNames</name>
    <message>
        <source>party</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>foes</source>
        <translation>enemigos</translation>
    </message>
    <message>
        <source>neutrals</source>
        <translation>neutrales</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>a distancia</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>arrojadiza</translation>
    </message>
    <message>
        <source>missile</source>
        <translation>proyectil</translation>
    </message>
    <message>
        <source>touch</source>
        <translation>toque</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::EncounterRulesReader</name>
    <message>
        <source>the attack has no roll variant &apos;%1&apos;</source>
        <translation>el ataque no tiene la variante de tirada “%1”</translation>
    </message>
    <message>
        <source>unknown variable &apos;%1&apos;</source>
        <translation>variable desconocida “%1”</translation>
    </message>
    <message>
        <source>expected start_of_round, end_of_round or now_and_end_of_round</source>
        <translation>se esperaba start_of_round, end_of_round o now_and_end_of_round</translation>
    </message>
    <message>
        <source>expected a remedy: {&quot;label&quot;: …, &quot;heal&quot;: … or &quot;aid&quot;: true}</source>
        <translation>se esperaba un remedio: {&quot;label&quot;: …, &quot;heal&quot;: … o &quot;aid&quot;: true}</translation>
    </message>
    <message>
        <source>a remedy needs a label</source>
        <translation>un remedio necesita una etiqueta (label)</translation>
    </message>
    <message>
        <source>a remedy either heals (heal) or stops a tick (aid: true), one of them</source>
        <translation>un remedio o cura (heal) o detiene un tick (aid: true), solo una de las dos cosas</translation>
    </message>
    <message>
        <source>expected instant, rest_of_round, rounds, until_removed or until_event</source>
        <translation>se esperaba instant, rest_of_round, rounds, until_removed o until_event</translation>
    </message>
    <message>
        <source>expected a reminder: {&quot;text&quot;: …, &quot;when&quot;: …}</source>
        <translation>se esperaba un recordatorio: {&quot;text&quot;: …, &quot;when&quot;: …}</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>un recordatorio necesita un texto</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>más de %1 caracteres</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>“%1” no es un momento (uno de: %2)</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos; is defined twice</source>
        <translation>el estado “%1” está definido dos veces</translation>
    </message>
    <message>
        <source>unknown flag &apos;%1&apos; (known: %2)</source>
        <translation>indicador desconocido “%1” (conocidos: %2)</translation>
    </message>
    <message>
        <source>unknown condition &apos;%1&apos;</source>
        <translation>estado desconocido “%1”</translation>
    </message>
    <message>
        <source>cyclic reference: %1</source>
        <translation>referencia circular: %1</translation>
    </message>
    <message>
        <source>expected immediate or end_of_round</source>
        <translation>se esperaba immediate o end_of_round</translation>
    </message>
    <message>
        <source>aid stops a tick, and this state has no tick</source>
        <translation>aid detiene un tick, y este estado no tiene tick</translation>
    </message>
    <message>
        <source>a remedy belongs to an end_of_round state or to a state with a tick</source>
        <translation>un remedio corresponde a un estado end_of_round o a un estado con tick</translation>
    </message>
    <message>
        <source>expected the id of another HP state, not &apos;%1&apos;</source>
        <translation>se esperaba el id de otro estado de PG, no “%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be worked out: %2</source>
        <translation>“%1” no se puede calcular: %2</translation>
    </message>
    <message>
        <source>a rest gives at most %1 hit points; &apos;%2&apos; can give %3</source>
        <translation>un descanso da como máximo %1 puntos de golpe; “%2” puede dar %3</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>descanso</translation>
    </message>
    <message>
        <source>missing (every ruleset needs an initiative scheme)</source>
        <translation>falta (todo reglamento necesita un esquema de iniciativa)</translation>
    </message>
    <message>
        <source>missing (who rolls: combatant, group, side or attack)</source>
        <translation>falta (quién tira: combatant, group, side o attack)</translation>
    </message>
    <message>
        <source>give a &apos;roll&apos;, a static &apos;value&apos; or &apos;per_attack&apos; dice</source>
        <translation>indique una “roll”, un “value” fijo o dados “per_attack”</translation>
    </message>
    <message>
        <source>expected high_first or low_first</source>
        <translation>se esperaba high_first o low_first</translation>
    </message>
    <message>
        <source>expected each_round or once</source>
        <translation>se esperaba each_round o once</translation>
    </message>
    <message>
        <source>expected immediate or simultaneous_ties</source>
        <translation>se esperaba immediate o simultaneous_ties</translation>
    </message>
    <message>
        <source>expected stat, weapon_class, skill, simultaneous or reroll</source>
        <translation>se esperaba stat, weapon_class, skill, simultaneous o reroll</translation>
    </message>
    <message>
        <source>unknown stat &apos;%1&apos;</source>
        <translation>estadística desconocida “%1”</translation>
    </message>
    <message>
        <source>expected [numerator, denominator]</source>
        <translation>se esperaba [numerador, denominador]</translation>
    </message>
    <message>
        <source>both parts must be above zero</source>
        <translation>ambas partes deben ser mayores que cero</translation>
    </message>
    <message>
        <source>expected first, last, first_and_last or on_count_of</source>
        <translation>se esperaba first, last, first_and_last o on_count_of</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not combatant, group, side or attack</source>
        <translation>“%1” no es combatant, group, side ni attack</translation>
    </message>
    <message>
        <source>expected side or combatant</source>
        <translation>se esperaba side o combatant</translation>
    </message>
    <message>
        <source>unknown check &apos;%1&apos;</source>
        <translation>comprobación desconocida “%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of check &apos;%2&apos;</source>
        <translation>“%1” no es un resultado de la comprobación “%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a side of this ruleset</source>
        <translation>“%1” no es un bando de este reglamento</translation>
    </message>
    <message>
        <source>expected group, combatant or side</source>
        <translation>se esperaba group, combatant o side</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>“%1” no es una estadística de este reglamento</translation>
    </message>
    <message>
        <source>check &apos;%1&apos; does not read @%2: it cannot weigh the score</source>
        <translation>la comprobación “%1” no lee @%2: no puede tener en cuenta la puntuación</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment for a morale check (one of: %2)</source>
        <translation>“%1” no es un momento para una tirada de moral (uno de: %2)</translation>
    </message>
    <message>
        <source>must be from 0 (never) to %1</source>
        <translation>debe estar entre 0 (nunca) y %1</translation>
    </message>
    <message>
        <source>expected dead or down</source>
        <translation>se esperaba dead o down</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos; needs the flag &quot;fled&quot;</source>
        <translation>el estado “%1” necesita el indicador &quot;fled&quot;</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::EncounterStep</name>
    <message>
        <source>&apos;%1&apos; is not a step Fray knows (one of: %2)</source>
        <translation>“%1” no es un paso que Fray conozca (uno de: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes twice</source>
        <translation>“%1” aparece dos veces</translation>
    </message>
    <message>
        <source>a surprise step needs the ruleset&apos;s surprise rule</source>
        <translation>un paso de sorpresa necesita la regla de sorpresa del reglamento</translation>
    </message>
    <message>
        <source>a morale step needs the ruleset&apos;s morale rule</source>
        <translation>un paso de moral necesita la regla de moral del reglamento</translation>
    </message>
    <message>
        <source>must be from 1 to 1000</source>
        <translation>debe estar entre 1 y 1000</translation>
    </message>
    <message>
        <source>a scale or a unit needs a roll</source>
        <translation>un factor o una unidad necesitan una tirada</translation>
    </message>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation>tabla desconocida “%1”</translation>
    </message>
    <message>
        <source>expected a result (1) or a range of them (1-5)</source>
        <translation>se esperaba un resultado (1) o un rango de resultados (1-5)</translation>
    </message>
    <message>
        <source>the range runs backwards</source>
        <translation>el rango va al revés</translation>
    </message>
    <message>
        <source>%1 never rolls %2</source>
        <translation>%1 nunca saca %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ExpressionChecker</name>
    <message>
        <source>missing (an expression is required)</source>
        <translation>falta (se necesita una expresión)</translation>
    </message>
    <message>
        <source>expected an expression (text) or a whole number</source>
        <translation>se esperaba una expresión (texto) o un número entero</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: dice are not allowed here</source>
        <translation>“%1”: aquí no se permiten dados</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown variable &apos;@%2&apos;</source>
        <translation>“%1”: variable desconocida “@%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown table &apos;%2&apos;</source>
        <translation>“%1”: tabla desconocida “%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: table &apos;%2&apos; has several columns; name one as %2.column</source>
        <translation>“%1”: la tabla “%2” tiene varias columnas; indique una como %2.columna</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: table &apos;%2&apos; has no column &apos;%3&apos;</source>
        <translation>“%1”: la tabla “%2” no tiene la columna “%3”</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: column &apos;%2&apos; of table &apos;%3&apos; holds text, not numbers</source>
        <translation>“%1”: la columna “%2” de la tabla “%3” contiene texto, no números</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ImportMappingReader</name>
    <message>
        <source>%1, with source values up to %2</source>
        <translation>%1, con valores de origen hasta %2</translation>
    </message>
    <message>
        <source>expected an object (defence, armor, attack_value, stats, conditions, note)</source>
        <translation>se esperaba un objeto (defence, armor, attack_value, stats, conditions, note)</translation>
    </message>
    <message>
        <source>no variable reads the attack&apos;s value (&quot;from&quot;: &quot;attack&quot;)</source>
        <translation>ninguna variable lee el valor del ataque (&quot;from&quot;: &quot;attack&quot;)</translation>
    </message>
    <message>
        <source>no variable reads the armour (&quot;from&quot;: &quot;target.armor&quot;)</source>
        <translation>ninguna variable lee la armadura (&quot;from&quot;: &quot;target.armor&quot;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>“%1” no es una estadística de este reglamento</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a condition of this ruleset</source>
        <translation>“%1” no es un estado de este reglamento</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ModifierReader</name>
    <message>
        <source>the attack has no roll variant &apos;%1&apos;</source>
        <translation>el ataque no tiene la variante de tirada “%1”</translation>
    </message>
    <message>
        <source>unknown variable &apos;%1&apos;</source>
        <translation>variable desconocida “%1”</translation>
    </message>
    <message>
        <source>give either &apos;to&apos;/&apos;add&apos;/&apos;roll&apos; or &apos;effects&apos;, not both</source>
        <translation>indique “to”/“add”/“roll” o bien “effects”, no ambos</translation>
    </message>
    <message>
        <source>a modifier needs at least one effect</source>
        <translation>un modificador necesita al menos un efecto</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>modificador</translation>
    </message>
    <message>
        <source>unknown modifier &apos;%1&apos;</source>
        <translation>modificador desconocido “%1”</translation>
    </message>
    <message>
        <source>no modifier is in the group &apos;%1&apos;</source>
        <translation>ningún modificador pertenece al grupo “%1”</translation>
    </message>
    <message>
        <source>a group&apos;s label is not blank</source>
        <translation>la etiqueta de un grupo no puede estar vacía</translation>
    </message>
    <message>
        <source>modifier group</source>
        <translation>grupo de modificadores</translation>
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
        <translation>Comienzo del turno</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Final del turno</translation>
    </message>
    <message>
        <source>Start of round</source>
        <translation>Comienzo del asalto</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Final del asalto</translation>
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
        <translation>“%1” ya es el id de %2</translation>
    </message>
    <message numerus="yes">
        <source>the ruleset &apos;%1&apos; is in %2, which did not load: %3 (%n problem(s); fray-cli validate-ruleset lists them)</source>
        <translation>
            <numerusform>el reglamento “%1” está en %2, que no se ha cargado: %3 (%n problema; fray-cli validate-ruleset lo muestra)</numerusform>
            <numerusform>el reglamento “%1” está en %2, que no se ha cargado: %3 (%n problemas; fray-cli validate-ruleset los muestra)</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown ruleset &apos;%1&apos; (known: %2)</source>
        <translation>reglamento desconocido “%1” (conocidos: %2)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetReader</name>
    <message>
        <source>%1 &apos;%2&apos; is defined twice</source>
        <translation>%1 “%2” está definido dos veces</translation>
    </message>
    <message>
        <source>a ruleset file</source>
        <translation>un archivo de reglamento</translation>
    </message>
    <message>
        <source>a ruleset file must hold one JSON object</source>
        <translation>un archivo de reglamento debe contener un único objeto JSON</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid name: use lower-case letters, digits and &apos;_&apos;</source>
        <translation>“%1” no es un nombre válido: use minúsculas, cifras y “_”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id: use lower-case letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>“%1” no es un id válido: use minúsculas, cifras, “-” y “_”</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>se esperaba &quot;%1&quot; y se encontró &quot;%2&quot;</translation>
    </message>
    <message>
        <source>this file needs a newer Fray (format version %1; this Fray reads up to %2)</source>
        <translation>este archivo necesita un Fray más reciente (versión de formato %1; este Fray lee hasta la %2)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>debe ser 1 o más</translation>
    </message>
    <message>
        <source>missing (the attack&apos;s outcomes are required)</source>
        <translation>falta (se necesitan los resultados del ataque)</translation>
    </message>
    <message>
        <source>missing (every ruleset needs an attack check)</source>
        <translation>falta (todo reglamento necesita una comprobación de ataque)</translation>
    </message>
    <message>
        <source>name the players&apos; side (&quot;players&quot;: true) and at least one other</source>
        <translation>indique el bando de los jugadores (&quot;players&quot;: true) y al menos otro</translation>
    </message>
    <message>
        <source>side</source>
        <translation>bando</translation>
    </message>
    <message>
        <source>the maximum %1 is below the minimum %2</source>
        <translation>el máximo %1 es menor que el mínimo %2</translation>
    </message>
    <message>
        <source>the default %1 is outside the allowed range (%2 to %3)</source>
        <translation>el valor por defecto %1 está fuera del rango permitido (de %2 a %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is reserved for checks and damage formulas</source>
        <translation>“%1” está reservado para comprobaciones y fórmulas de daño</translation>
    </message>
    <message>
        <source>expected &quot;number&quot; or &quot;switch&quot;</source>
        <translation>se esperaba &quot;number&quot; o &quot;switch&quot;</translation>
    </message>
    <message>
        <source>expected attacker, defender or situation</source>
        <translation>se esperaba attacker, defender o situation</translation>
    </message>
    <message>
        <source>expected a text with %1 for the amount</source>
        <translation>se esperaba un texto con %1 para la cantidad</translation>
    </message>
    <message>
        <source>expected attack, target.defence, target.armor, attacker.STAT or target.STAT</source>
        <translation>se esperaba attack, target.defence, target.armor, attacker.STAT o target.STAT</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>“%1” no es una estadística de este reglamento</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already a variable</source>
        <translation>“%1” ya es una variable</translation>
    </message>
    <message>
        <source>uses &apos;@%1&apos;, which is defined here or below: a derived value may use only those above it, so derived values never form a cycle</source>
        <translation>usa “@%1”, que se define aquí o más abajo: un valor derivado solo puede usar los que están por encima, para que los valores derivados nunca formen un ciclo</translation>
    </message>
    <message>
        <source>outcomes must be listed from the lowest degree up (%1 comes after %2)</source>
        <translation>los resultados deben enumerarse del grado más bajo hacia arriba (%1 va después de %2)</translation>
    </message>
    <message>
        <source>a check needs at least one outcome</source>
        <translation>una comprobación necesita al menos un resultado</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>resultado</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of the attack</source>
        <translation>“%1” no es un resultado del ataque</translation>
    </message>
    <message>
        <source>unknown damage formula &apos;%1&apos;</source>
        <translation>fórmula de daño desconocida “%1”</translation>
    </message>
    <message>
        <source>expected a check (an object with a roll and bands)</source>
        <translation>se esperaba una comprobación (un objeto con una tirada y franjas)</translation>
    </message>
    <message>
        <source>expected two different roll variants that cancel each other</source>
        <translation>se esperaban dos variantes de tirada distintas que se anulen entre sí</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a roll variant of this check</source>
        <translation>“%1” no es una variante de tirada de esta comprobación</translation>
    </message>
    <message>
        <source>a check needs at least one band</source>
        <translation>una comprobación necesita al menos una franja</translation>
    </message>
    <message>
        <source>a band without &apos;when&apos; takes every roll left, so it must be the last</source>
        <translation>una franja sin “when” abarca todas las tiradas restantes, así que debe ser la última</translation>
    </message>
    <message>
        <source>the last band must have no &apos;when&apos;, so that every roll has a result</source>
        <translation>la última franja no debe tener “when”, para que toda tirada tenga un resultado</translation>
    </message>
    <message>
        <source>never reached: an earlier band has the same condition</source>
        <translation>nunca se alcanza: una franja anterior tiene la misma condición</translation>
    </message>
    <message>
        <source>a band needs either an &apos;outcome&apos; or a follow-up check in &apos;then&apos;</source>
        <translation>una franja necesita un “outcome” o una comprobación siguiente en “then”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of this check</source>
        <translation>“%1” no es un resultado de esta comprobación</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetTables</name>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation>tabla desconocida “%1”</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; has no column &apos;%2&apos;</source>
        <translation>la tabla “%1” no tiene la columna “%2”</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; has no row for %2</source>
        <translation>la tabla “%1” no tiene ninguna fila para %2</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; gives no number for %2</source>
        <translation>la tabla “%1” no da ningún número para %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::SourceReader</name>
    <message>
        <source>expected a text or an object {title, section, file}</source>
        <translation>se esperaba un texto o un objeto {title, section, file}</translation>
    </message>
    <message>
        <source>must not be empty (leave the field out instead)</source>
        <translation>no debe estar vacío (omita el campo en su lugar)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::StatReader</name>
    <message>
        <source>stat</source>
        <translation>estadística</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is still a stat of this ruleset</source>
        <translation>“%1” sigue siendo una estadística de este reglamento</translation>
    </message>
    <message>
        <source>expected defence, armor or attack</source>
        <translation>se esperaba defence, armor o attack</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of attack of this ruleset (it has: %2)</source>
        <translation>“%1” no es un tipo de ataque de este reglamento (tiene: %2)</translation>
    </message>
    <message>
        <source>no variable reads the attack&apos;s value (&quot;from&quot;: &quot;attack&quot;)</source>
        <translation>ninguna variable lee el valor del ataque (&quot;from&quot;: &quot;attack&quot;)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::TableReader</name>
    <message>
        <source>a table needs at least one column</source>
        <translation>una tabla necesita al menos una columna</translation>
    </message>
    <message>
        <source>a table needs at least one row</source>
        <translation>una tabla necesita al menos una fila</translation>
    </message>
    <message>
        <source>&apos;from&apos; (%1) is above &apos;to&apos; (%2)</source>
        <translation>“from” (%1) es mayor que “to” (%2)</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message numerus="yes">
        <source>%n values</source>
        <translation>
            <numerusform>%n valor</numerusform>
            <numerusform>%n valores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n columns</source>
        <translation>
            <numerusform>%n columna</numerusform>
            <numerusform>%n columnas</numerusform>
        </translation>
    </message>
    <message>
        <source>overlaps row %1</source>
        <translation>se solapa con la fila %1</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::Difficulty</name>
    <message>
        <source>Deadly</source>
        <translation>Mortal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected WORD.CHANCE=P, such as hard.lose=0.1</source>
        <translation>“%1”: se esperaba WORD.CHANCE=P, como hard.lose=0.1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the chance must be a number from 0 to 1</source>
        <translation>“%1”: la probabilidad debe ser un número de 0 a 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the words are deadly, hard and medium</source>
        <translation>“%1”: las palabras son deadly, hard y medium</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the chances are lose, out and dead</source>
        <translation>“%1”: las probabilidades son lose, out y dead</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::ExactDuel</name>
    <message numerus="yes">
        <source>an exact result needs one combatant against one; this fight has %n combatants</source>
        <translation>
            <numerusform>un resultado exacto necesita un combatiente contra uno; este combate tiene %n combatiente</numerusform>
            <numerusform>un resultado exacto necesita un combatiente contra uno; este combate tiene %n combatientes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has too many hit points for an exact result</source>
        <translation>%1 tiene demasiados puntos de golpe para un resultado exacto</translation>
    </message>
    <message>
        <source>%1 has fled; an exact result needs both in the fight</source>
        <translation>%1 ha huido; un resultado exacto necesita a ambos en el combate</translation>
    </message>
    <message>
        <source>%1 has a condition (%2); an exact result needs a fight without conditions</source>
        <translation>%1 tiene un estado (%2); un resultado exacto necesita un combate sin estados</translation>
    </message>
    <message>
        <source>a hit of %1 can leave %2 %3: a condition, which an exact result cannot follow</source>
        <translation>un impacto de %1 puede dejar a %2 %3: un estado, que un resultado exacto no puede seguir</translation>
    </message>
    <message>
        <source>%1&apos;s attack fires only every %2 rounds; an exact result needs attacks that can be made every round</source>
        <translation>el ataque de %1 solo dispara cada %2 asaltos; un resultado exacto necesita ataques que se puedan hacer cada asalto</translation>
    </message>
    <message>
        <source>each attack rolls its own initiative here; an exact result needs one initiative entry per combatant</source>
        <translation>aquí cada ataque tira su propia iniciativa; un resultado exacto necesita una entrada de iniciativa por combatiente</translation>
    </message>
    <message>
        <source>the fight is under way; an exact result starts from the first round</source>
        <translation>el combate está en curso; un resultado exacto empieza desde el primer asalto</translation>
    </message>
    <message>
        <source>initiative has already been rolled; an exact result starts before it is</source>
        <translation>la iniciativa ya se ha tirado; un resultado exacto empieza antes de tirarla</translation>
    </message>
    <message>
        <source>One against one, morale never changes the result: it is asked only when a side&apos;s one combatant is already down.</source>
        <translation>En un uno contra uno, la moral nunca cambia el resultado: solo se consulta cuando el único combatiente de un bando ya ha caído.</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightModel</name>
    <message>
        <source>%1: &apos;%2&apos;: %3</source>
        <translation>%1: “%2”: %3</translation>
    </message>
    <message>
        <source>there is no one to fight: add combatants first</source>
        <translation>no hay nadie con quien combatir: añada combatientes primero</translation>
    </message>
    <message>
        <source>the fight has more than 32 sides</source>
        <translation>el combate tiene más de 32 bandos</translation>
    </message>
    <message>
        <source>everyone is on one side (%1): there is no one to fight</source>
        <translation>todos están en el mismo bando (%1): no hay nadie con quien combatir</translation>
    </message>
    <message>
        <source>no one on side &apos;%1&apos; is able to fight</source>
        <translation>nadie del bando “%1” puede combatir</translation>
    </message>
    <message>
        <source>the fight has %1 combatants; the simulation works with at most %2</source>
        <translation>el combate tiene %1 combatientes; la simulación funciona con %2 como máximo</translation>
    </message>
    <message>
        <source>%1 has %2 of %3 hit points; the simulation works with at most %4 either way</source>
        <translation>%1 tiene %2 de %3 puntos de golpe; la simulación funciona con %4 como máximo en ambos sentidos</translation>
    </message>
    <message>
        <source>the fight has %1 pairs of attacker and target; the simulation works with at most %2 attack tables</source>
        <translation>el combate tiene %1 parejas de atacante y objetivo; la simulación funciona con %2 tablas de ataque como máximo</translation>
    </message>
    <message>
        <source>An attack&apos;s count is not used: each combatant makes its attacks per round, each with its attack that does the most damage on average and is ready.</source>
        <translation>No se usa la cantidad de un ataque: cada combatiente hace sus ataques por asalto, cada uno con el ataque listo que más daño hace de media.</translation>
    </message>
    <message>
        <source>A combatant with several attacks uses, for each attack, the one that does the most damage on average against its target and is ready to fire.</source>
        <translation>Un combatiente con varios ataques usa, para cada ataque, el que más daño hace de media contra su objetivo y está listo para disparar.</translation>
    </message>
    <message>
        <source>Mass-combat units fight as one combatant with their hit points.</source>
        <translation>Las unidades de combate de masas combaten como un solo combatiente con sus puntos de golpe.</translation>
    </message>
    <message>
        <source>Declared initiative actions and overrides (%1) are not simulated: everyone rolls and attacks.</source>
        <translation>Las acciones de iniciativa declaradas y las sustituciones (%1) no se simulan: todos tiran y atacan.</translation>
    </message>
    <message>
        <source>Uses (%1: %2) are not simulated: no one spends a breath weapon, a spell or anything else counted.</source>
        <translation>Los usos (%1: %2) no se simulan: nadie gasta un arma de aliento, un conjuro ni ninguna otra cosa contada.</translation>
    </message>
    <message>
        <source>Reminders are not simulated (%1: %2).</source>
        <translation>Los recordatorios no se simulan (%1: %2).</translation>
    </message>
    <message>
        <source>%1&apos;s condition &apos;%2&apos; is not in the ruleset and is left out.</source>
        <translation>El estado “%2” de %1 no está en el reglamento y se omite.</translation>
    </message>
    <message>
        <source>%1 could carry more than %2 different conditions in this fight; the simulation follows at most %2 per combatant</source>
        <translation>%1 podría tener más de %2 estados distintos en este combate; la simulación sigue como máximo %2 por combatiente</translation>
    </message>
    <message>
        <source>&apos;%1&apos; lasts until an event (%2); in the simulation no one brings it about.</source>
        <translation>“%1” dura hasta un evento (%2); en la simulación nadie lo provoca.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does %2 damage; the simulation counts it as lethal.</source>
        <translation>“%1” hace daño %2; la simulación lo cuenta como letal.</translation>
    </message>
    <message>
        <source>the fight needs %1 attack tables (attackers, targets, wounds and conditions); the simulation works with at most %2</source>
        <translation>el combate necesita %1 tablas de ataque (atacantes, objetivos, heridas y estados); la simulación funciona con %2 como máximo</translation>
    </message>
    <message>
        <source>%1&apos;s %2 against %3: %4</source>
        <translation>%2 de %1 contra %3: %4</translation>
    </message>
    <message>
        <source>an attack can do more than 1,000,000 damage</source>
        <translation>un ataque puede hacer más de 1 000 000 de daño</translation>
    </message>
    <message>
        <source>&apos;%1&apos; loses the same for everyone: the first combatant&apos;s values are used.</source>
        <translation>“%1” pierde lo mismo para todos: se usan los valores del primer combatiente.</translation>
    </message>
    <message>
        <source>No surprise round: the fight starts with everyone aware.</source>
        <translation>Sin asalto de sorpresa: el combate empieza con todos alerta.</translation>
    </message>
    <message numerus="yes">
        <source>Events in the initiative order are not simulated (%n event(s), such as %1): no lair acts and no reinforcements arrive.</source>
        <translation>
            <numerusform>Los eventos del orden de iniciativa no se simulan (%n evento: %1): ninguna guarida actúa y no llegan refuerzos.</numerusform>
            <numerusform>Los eventos del orden de iniciativa no se simulan (%n eventos, como %1): ninguna guarida actúa y no llegan refuerzos.</numerusform>
        </translation>
    </message>
    <message>
        <source>initiative for %1</source>
        <translation>iniciativa de %1</translation>
    </message>
    <message>
        <source>The fight is under way: round %1 goes on from the entry whose turn it is, and the rounds are counted from it.</source>
        <translation>El combate está en curso: el asalto %1 continúa desde la entrada a la que le toca, y los asaltos se cuentan desde ahí.</translation>
    </message>
    <message>
        <source>Morale is not checked: no one flees.</source>
        <translation>No se comprueba la moral: nadie huye.</translation>
    </message>
    <message>
        <source>morale of %1: %2</source>
        <translation>moral de %1: %2</translation>
    </message>
    <message>
        <source>Morale is checked when a side&apos;s first one falls and when half of it is down, as Fray asks; the GM&apos;s checks at the start and on an upset are not simulated.</source>
        <translation>La moral se comprueba cuando cae el primero de un bando y cuando cae la mitad, como pregunta Fray; las tiradas del DJ al comienzo y tras un revés no se simulan.</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightTuner</name>
    <message>
        <source>no group of alike combatants is called &apos;%1&apos; (groups: %2)</source>
        <translation>ningún grupo de combatientes iguales se llama &apos;%1&apos; (grupos: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n groups are called &apos;%1&apos;; name one by its side (SIDE:NAME)</source>
        <translation>
            <numerusform>%n grupo se llama &apos;%1&apos;; nombra uno por su bando (BANDO:NOMBRE)</numerusform>
            <numerusform>%n grupos se llaman &apos;%1&apos;; nombra uno por su bando (BANDO:NOMBRE)</numerusform>
        </translation>
    </message>
    <message>
        <source>no combatant is called &apos;%1&apos; (combatants: %2)</source>
        <translation>ningún combatiente se llama &apos;%1&apos; (combatientes: %2)</translation>
    </message>
    <message>
        <source>%1 has no attack whose value could be turned</source>
        <translation>%1 no tiene ningún ataque cuyo valor se pueda ajustar</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a target is win=P (the party&apos;s chance to win, 0 to 1 or a percentage) or a difficulty: easy, medium, hard, deadly</source>
        <translation>&apos;%1&apos;: un objetivo es win=P (la probabilidad de victoria del grupo, de 0 a 1 o en porcentaje) o una dificultad: easy, medium, hard, deadly</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2: %3</translation>
    </message>
    <message>
        <source>%1: values from %2 to %3 can be tried, not from %4 to %5</source>
        <translation>%1: se pueden probar valores de %2 a %3, no de %4 a %5</translation>
    </message>
    <message>
        <source>Count of %1</source>
        <translation>Cantidad de %1</translation>
    </message>
    <message>
        <source>Hit points of %1</source>
        <translation>Puntos de golpe de %1</translation>
    </message>
    <message>
        <source>Attack value of %1</source>
        <translation>Valor de ataque de %1</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightUnderRulesets</name>
    <message>
        <source>the fight does not fit %1: %2</source>
        <translation>el combate no encaja con %1: %2</translation>
    </message>
    <message>
        <source>%1: cannot simulate the fight: %2</source>
        <translation>%1: no se puede simular el combate: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::HpStateTables</name>
    <message>
        <source>the ruleset has more HP states than the simulation can follow</source>
        <translation>el reglamento tiene más estados de PG de los que la simulación puede seguir</translation>
    </message>
    <message>
        <source>%1&apos;s HP states change more than %2 below 0; the simulation cannot follow them</source>
        <translation>los estados de PG de %1 cambian más de %2 por debajo de 0; la simulación no puede seguirlos</translation>
    </message>
    <message>
        <source>%1&apos;s wounds give more than 32 different penalties</source>
        <translation>las heridas de %1 dan más de 32 penalizadores distintos</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::TurnDanger</name>
    <message>
        <source>Counts every attack of those who act before the combatant&apos;s next turn, each with its best attack and aimed as the simulation aims (each side&apos;s tactic, at the hit points as they are now), and the hit-point states each hit brings. Everyone acts whatever happens before them; bleeding, conditions that tick and conditions a hit brings are not counted. Where the order is rolled again each round, only the rest of this round counts.</source>
        <translation>Cuenta cada ataque de quienes actúan antes del próximo turno del combatiente, cada uno con su mejor ataque y dirigido como lo dirige la simulación (la táctica de cada bando, con los puntos de golpe como están ahora), y los estados de puntos de golpe que trae cada impacto. Todos actúan pase lo que pase antes; no cuentan las hemorragias, las condiciones que se repiten ni las condiciones que trae un impacto. Donde el orden se vuelve a tirar cada asalto, solo cuenta el resto de este asalto.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::Campaign</name>
    <message>
        <source>%1 already exists</source>
        <translation>%1 ya existe</translation>
    </message>
    <message>
        <source>cannot create %1: the folder %2 cannot be made</source>
        <translation>no se puede crear %1: no se puede crear la carpeta %2</translation>
    </message>
    <message>
        <source>cannot create %1: %2 cannot be copied</source>
        <translation>no se puede crear %1: no se puede copiar %2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>no se puede crear %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignAddress</name>
    <message>
        <source>&apos;%1&apos; is not a server address: it begins with postgresql://</source>
        <translation>«%1» no es una dirección de servidor: empieza por postgresql://</translation>
    </message>
    <message>
        <source>the server address is not valid: %1</source>
        <translation>la dirección del servidor no es válida: %1</translation>
    </message>
    <message>
        <source>the server address&apos;s sslmode &apos;%1&apos; is none of %2</source>
        <translation>el sslmode «%1» de la dirección del servidor no es ninguno de %2</translation>
    </message>
    <message>
        <source>the server address&apos;s connect_timeout &apos;%1&apos; is not a number of seconds</source>
        <translation>el connect_timeout «%1» de la dirección del servidor no es un número de segundos</translation>
    </message>
    <message>
        <source>the server address has &apos;%1&apos;, which Fray does not know (it knows sslmode, sslrootcert, host and connect_timeout)</source>
        <translation>la dirección del servidor tiene «%1», que Fray no conoce (conoce sslmode, sslrootcert, host y connect_timeout)</translation>
    </message>
    <message>
        <source>the server address names no server (postgresql://USER@HOST/DATABASE)</source>
        <translation>la dirección del servidor no nombra ningún servidor (postgresql://USUARIO@HOST/BASEDEDATOS)</translation>
    </message>
    <message>
        <source>the server address names no database (postgresql://USER@HOST/DATABASE)</source>
        <translation>la dirección del servidor no nombra ninguna base de datos (postgresql://USUARIO@HOST/BASEDEDATOS)</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignCopy</name>
    <message>
        <source>%1 is in campaign format %2, not %3; open it once with this Fray to update it</source>
        <translation>%1 está en el formato de campaña %2, no %3; ábrela una vez con este Fray para actualizarla</translation>
    </message>
    <message>
        <source>%1 is in campaign format %2, not %3</source>
        <translation>%1 está en el formato de campaña %2, no %3</translation>
    </message>
    <message>
        <source>%1 already holds a campaign (its table %2 has rows); copy into a new one</source>
        <translation>%1 ya contiene una campaña (su tabla %2 tiene filas); copia en una nueva</translation>
    </message>
    <message>
        <source>reading %1 failed: %2</source>
        <translation>no se ha podido leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is the campaign itself</source>
        <translation>%1 es la propia campaña</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>no se puede reemplazar %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignDatabase</name>
    <message>
        <source>the campaign database reported: %1</source>
        <translation>la base de datos de la campaña informó: %1</translation>
    </message>
    <message>
        <source>saving failed: %1</source>
        <translation>no se ha podido guardar: %1</translation>
    </message>
    <message>
        <source>the campaign is open read-only</source>
        <translation>la campaña está abierta en solo lectura</translation>
    </message>
    <message>
        <source>%1 The change was not saved.</source>
        <translation>%1 El cambio no se ha guardado.</translation>
    </message>
    <message>
        <source>%1 Whether the last change was saved is not known until the connection is back.</source>
        <translation>%1 No se sabrá si el último cambio se guardó hasta que vuelva la conexión.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignFile</name>
    <message>
        <source>%1 is a folder, not a campaign</source>
        <translation>%1 es una carpeta, no una campaña</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 no existe</translation>
    </message>
    <message>
        <source>cannot create %1: Fray may not write in %2</source>
        <translation>no se puede crear %1: Fray no tiene permiso para escribir en %2</translation>
    </message>
    <message>
        <source>cannot create %1: the folder %2 cannot be made</source>
        <translation>no se puede crear %1: no se puede crear la carpeta %2</translation>
    </message>
    <message>
        <source>Fray may not write in the folder %1, so the campaign is open read-only</source>
        <translation>Fray no tiene permiso para escribir en la carpeta %1, así que la campaña se ha abierto en solo lectura</translation>
    </message>
    <message>
        <source>Fray may not write to %1, so the campaign is open read-only</source>
        <translation>Fray no tiene permiso para escribir en %1, así que la campaña se ha abierto en solo lectura</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no campaign yet</source>
        <translation>%1 está vacío: aún no contiene ninguna campaña</translation>
    </message>
    <message>
        <source>cannot keep a copy of %1 before updating it</source>
        <translation>no se puede guardar una copia de %1 antes de actualizarlo</translation>
    </message>
    <message>
        <source>%1 holds changes not yet written into it, and Fray may not write in %2 to read them; copy the campaign to a folder Fray may write to</source>
        <translation>%1 contiene cambios que aún no se han escrito en él, y Fray no tiene permiso para escribir en %2 para leerlos; copie la campaña a una carpeta en la que Fray pueda escribir</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 uses an older campaign format, and reading it failed: %2</source>
        <translation>%1 usa un formato de campaña antiguo y no se ha podido leer: %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened: Fray could not write its lock file %2 (is the disk full?)</source>
        <translation>no se puede abrir %1: Fray no ha podido escribir su archivo de bloqueo %2 (¿está lleno el disco?)</translation>
    </message>
    <message>
        <source>%1 is locked by %2, which names no Fray, and it cannot be removed</source>
        <translation>%1 está bloqueado por %2, que no nombra a ningún Fray, y no se puede quitar</translation>
    </message>
    <message>
        <source>%1 is open in Fray on another computer (%2, process %3); close it there, or open the campaign read-only</source>
        <translation>%1 está abierto en Fray en otro ordenador (%2, proceso %3); ciérrelo allí o abra la campaña en solo lectura</translation>
    </message>
    <message>
        <source>%1 is already open in another Fray (process %2); close it there, or open the campaign read-only</source>
        <translation>%1 ya está abierto en otro Fray (proceso %2); ciérrelo allí o abra la campaña en solo lectura</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 holds changes a Fray did not finish saving, and they could not be recovered: %2; it was left as it is</source>
        <translation>%1 contiene cambios que un Fray no terminó de guardar y no se han podido recuperar: %2; se ha dejado tal como estaba</translation>
    </message>
    <message>
        <source>%1 is not a Fray campaign (it is not an SQLite database); it was left as it is</source>
        <translation>%1 no es una campaña de Fray (no es una base de datos SQLite); se ha dejado tal como estaba</translation>
    </message>
    <message>
        <source>%1 holds changes a Fray did not finish saving, which only opening it normally (not read-only) can recover; it was left as it is</source>
        <translation>%1 contiene cambios que un Fray no terminó de guardar, que solo se pueden recuperar abriéndolo normalmente (no en solo lectura); se ha dejado tal como estaba</translation>
    </message>
    <message>
        <source>%1 is damaged (the database check failed: %2); it was left as it is</source>
        <translation>%1 está dañado (la comprobación de la base de datos falló: %2); se ha dejado tal como estaba</translation>
    </message>
    <message>
        <source>%1 is damaged; it was left as it is</source>
        <translation>%1 está dañado; se ha dejado tal como estaba</translation>
    </message>
    <message>
        <source>%1 was made by a newer Fray (campaign format %2; this Fray reads up to %3); update Fray to open it. The file was left as it is</source>
        <translation>%1 se creó con un Fray más reciente (formato de campaña %2; este Fray lee hasta el %3); actualice Fray para abrirlo. El archivo se ha dejado tal como estaba</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not a Fray campaign; it was left as it is</source>
        <translation>%1 es una base de datos SQLite, pero no una campaña de Fray; se ha dejado tal como estaba</translation>
    </message>
    <message>
        <source>%1 is damaged: its table &apos;%2&apos; is missing; it was left as it is</source>
        <translation>%1 está dañado: falta su tabla “%2”; se ha dejado tal como estaba</translation>
    </message>
    <message>
        <source>updating the campaign to format %1 failed: %2</source>
        <translation>la actualización de la campaña al formato %1 ha fallado: %2</translation>
    </message>
    <message>
        <source>%1 was deleted or replaced while Fray had it open; Fray saves nothing more to it. Use Save As to keep the campaign.</source>
        <translation>%1 se eliminó o sustituyó mientras Fray lo tenía abierto; Fray ya no guarda nada en él. Use Guardar como para conservar la campaña.</translation>
    </message>
    <message>
        <source>the write-ahead log of %1 (%2) was deleted or replaced while Fray had it open; Fray saves nothing more to it. Use Save As to keep the campaign.</source>
        <translation>el registro de escritura anticipada (WAL) de %1 (%2) se eliminó o sustituyó mientras Fray lo tenía abierto; Fray ya no guarda nada en él. Use Guardar como para conservar la campaña.</translation>
    </message>
    <message>
        <source>%1 is the campaign itself</source>
        <translation>%1 es la propia campaña</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>no se puede sustituir %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignImport</name>
    <message>
        <source>Import of %1</source>
        <translation>Importación de %1</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called &apos;%1&apos;</source>
        <translation>la campaña ya tiene un encuentro llamado “%1”</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::EncounterLease</name>
    <message>
        <source>%1 is run by %2 since %3; follow it there, or take it over</source>
        <extracomment>%2 is the Fray that runs the fight (a computer&apos;s or a GM&apos;s name), %3 since when.</extracomment>
        <translation>%1 lo dirige %2 desde las %3; síguelo desde allí o tómalo tú</translation>
    </message>
    <message>
        <source>the campaign has no encounter %1</source>
        <translation>la campaña no tiene el encuentro %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::EncounterStore</name>
    <message>
        <source>the campaign has no encounter %1</source>
        <translation>la campaña no tiene el encuentro %1</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos; is damaged: %2</source>
        <translation>el encuentro “%1” está dañado: %2</translation>
    </message>
    <message>
        <source>an encounter needs a name</source>
        <translation>un encuentro necesita un nombre</translation>
    </message>
    <message>
        <source>another encounter is already called %1</source>
        <translation>ya hay otro encuentro llamado %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::LibraryStep</name>
    <message numerus="yes">
        <source>Join the party (%n entries)</source>
        <translation>
            <numerusform>Unirse al grupo (%n entrada)</numerusform>
            <numerusform>Unirse al grupo (%n entradas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the party (%n entries)</source>
        <translation>
            <numerusform>Dejar el grupo (%n entrada)</numerusform>
            <numerusform>Dejar el grupo (%n entradas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::LibraryStore</name>
    <message>
        <source>the library entry &apos;%1&apos; (%2) is damaged: %3</source>
        <translation>la entrada de la biblioteca “%1” (%2) está dañada: %3</translation>
    </message>
    <message>
        <source>a library entry needs a name</source>
        <translation>una entrada de la biblioteca necesita un nombre</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of entry (character, monster or template)</source>
        <translation>“%1” no es un tipo de entrada (character, monster o template)</translation>
    </message>
    <message>
        <source>the entry to put back has no id</source>
        <translation>la entrada que se repone no tiene id</translation>
    </message>
    <message>
        <source>the library has no entry %1</source>
        <translation>la biblioteca no tiene la entrada %1</translation>
    </message>
    <message>
        <source>%1 was changed on another computer (%2) at %3; reload it and make your change again</source>
        <extracomment>%2 is who changed it (a computer&apos;s or a GM&apos;s name), %3 the time.</extracomment>
        <translation>%1 se cambió en otro equipo (%2) a las %3; vuelve a cargarlo y haz tu cambio otra vez</translation>
    </message>
    <message>
        <source>another Fray</source>
        <translation>otro Fray</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::PartyStore</name>
    <message>
        <source>the library has no entry %1</source>
        <translation>la biblioteca no tiene la entrada %1</translation>
    </message>
    <message>
        <source>%1 has changed since this was worked out; nothing was written</source>
        <translation>%1 ha cambiado desde que se calculó esto; no se ha escrito nada</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::SampleContent</name>
    <message>
        <source>cannot read the sample %1</source>
        <translation>no se puede leer el ejemplo %1</translation>
    </message>
    <message>
        <source>the sample %1 is damaged: %2</source>
        <translation>el ejemplo %1 está dañado: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::ServerCampaign</name>
    <message>
        <source>%1 cannot be opened: this Fray has no PostgreSQL driver (Qt&apos;s QPSQL plugin; on Debian, the package libqt6sql6-psql)</source>
        <translation>no se puede abrir %1: este Fray no tiene el controlador de PostgreSQL (el complemento QPSQL de Qt; en Debian, el paquete libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 runs PostgreSQL %2, and Fray needs PostgreSQL 12 or newer</source>
        <translation>%1 ejecuta PostgreSQL %2, y Fray necesita PostgreSQL 12 o posterior</translation>
    </message>
    <message>
        <source>%1 refused the password for %2: give the right one (the address, PGPASSWORD or ~/.pgpass)</source>
        <translation>%1 rechazó la contraseña de %2: indica la correcta (en la dirección, PGPASSWORD o ~/.pgpass)</translation>
    </message>
    <message>
        <source>%1: the server has no database %2; ask its administrator to create it</source>
        <translation>%1: el servidor no tiene la base de datos %2; pide a su administrador que la cree</translation>
    </message>
    <message>
        <source>%1: the server has no user %2</source>
        <translation>%1: el servidor no tiene el usuario %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached with TLS as sslmode=%2 asks: %3</source>
        <translation>no se puede llegar a %1 con TLS como pide sslmode=%2: %3</translation>
    </message>
    <message>
        <source>%1: no computer is called %2</source>
        <translation>%1: ningún equipo se llama %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no PostgreSQL server answers at %2, port %3</source>
        <translation>no se puede llegar a %1: ningún servidor PostgreSQL responde en %2, puerto %3</translation>
    </message>
    <message>
        <source>%1 is damaged: it does not say its campaign format</source>
        <translation>%1 está dañada: no indica su formato de campaña</translation>
    </message>
    <message>
        <source>the database %1 holds tables that are not a Fray campaign; give Fray an empty database</source>
        <translation>la base de datos %1 contiene tablas que no son una campaña de Fray; dale a Fray una base de datos vacía</translation>
    </message>
    <message>
        <source>%1 was made by a newer Fray (campaign format %2; this Fray reads up to %3); update Fray to open it</source>
        <translation>%1 la hizo un Fray más reciente (formato de campaña %2; este Fray lee hasta el %3); actualiza Fray para abrirla</translation>
    </message>
    <message>
        <source>%1 is damaged: its table &apos;%2&apos; is missing</source>
        <translation>%1 está dañada: falta su tabla «%2»</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no campaign yet</source>
        <translation>%1 está vacía: todavía no contiene ninguna campaña</translation>
    </message>
    <message>
        <source>%1 uses an older campaign format; open it once for writing to update it</source>
        <translation>%1 usa un formato de campaña antiguo; ábrela una vez para escribir y así actualizarla</translation>
    </message>
    <message>
        <source>updating the campaign to format %1 failed: %2</source>
        <translation>no se ha podido actualizar la campaña al formato %1: %2</translation>
    </message>
    <message>
        <source>The connection to %1 is lost; nothing more is saved until Fray has it back.</source>
        <translation>Se ha perdido la conexión con %1; no se guarda nada más hasta que Fray la recupere.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::StoredCombatant</name>
    <message>
        <source>%1 was not saved: Fray could not read it back (%2)</source>
        <translation>%1 no se ha guardado: Fray no ha podido volver a leerlo (%2)</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TablePace</name>
    <message numerus="yes">
        <source>(%1 s a turn, from %Ln turn(s) played)</source>
        <translation>
            <numerusform>(%1 s por turno, de %Ln turno jugado)</numerusform>
            <numerusform>(%1 s por turno, de %Ln turnos jugados)</numerusform>
        </translation>
    </message>
    <message>
        <source>under a minute at this table&apos;s pace</source>
        <translation>menos de un minuto al ritmo de esta mesa</translation>
    </message>
    <message numerus="yes">
        <source>about %Ln minute(s) at this table&apos;s pace</source>
        <translation>
            <numerusform>unos %Ln minuto al ritmo de esta mesa</numerusform>
            <numerusform>unos %Ln minutos al ritmo de esta mesa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TableRoll</name>
    <message>
        <source>the campaign is open read-only</source>
        <translation>la campaña está abierta en solo lectura</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Monstruos errantes</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called %1</source>
        <translation>la campaña ya tiene un encuentro llamado %1</translation>
    </message>
    <message>
        <source>Roll on %1: %2 × %3</source>
        <translation>Tirada en %1: %2 × %3</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TableStore</name>
    <message>
        <source>the wandering-monster table %1 is damaged: %2</source>
        <translation>la tabla de monstruos errantes %1 está dañada: %2</translation>
    </message>
    <message>
        <source>a wandering-monster table needs a name</source>
        <translation>una tabla de monstruos errantes necesita un nombre</translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>%1 no se ha guardado: %2</translation>
    </message>
    <message>
        <source>the campaign already has a table called %1</source>
        <translation>la campaña ya tiene una tabla llamada %1</translation>
    </message>
    <message>
        <source>the campaign has no table %1</source>
        <translation>la campaña no tiene la tabla %1</translation>
    </message>
</context>
<context>
    <name>Fray::Translations</name>
    <message>
        <source>English</source>
        <comment>The name of this catalogue&apos;s language, in that language, as a menu lists it</comment>
        <translation>Español</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ActingCard</name>
    <message>
        <source>Nobody is acting yet</source>
        <translation>Aún no actúa nadie</translation>
    </message>
    <message>
        <source>No fight is open</source>
        <translation>No hay ningún combate abierto</translation>
    </message>
    <message>
        <source>Start the fight to see the acting combatant here.</source>
        <translation>Empiece el combate para ver aquí al combatiente que actúa.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (armour %2)</source>
        <translation>%1 (armadura %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2, %3</source>
        <translation>%1 de %2, %3</translation>
    </message>
    <message>
        <source>%1 — %2 against %3</source>
        <translation>%1 — %2 contra %3</translation>
    </message>
    <message>
        <source>%1 — no odds against %2</source>
        <translation>%1 — sin probabilidades contra %2</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Choose a target in the Odds panel to see the chances.</source>
        <translation>Elija un objetivo en el panel Probabilidades para ver las posibilidades.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Usos</translation>
    </message>
    <message>
        <source>%1, resets %2</source>
        <translation>%1, se recupera %2</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Recordatorios</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Arriving</source>
        <translation>Llegan</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Este asalto</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Peligro</translation>
    </message>
    <message>
        <source>%1 chance to be out before its next turn</source>
        <translation>%1 de probabilidad de quedar fuera antes de su próximo turno</translation>
    </message>
    <message>
        <source>%1 chance to be out before the round ends</source>
        <translation>%1 de probabilidad de quedar fuera antes de que acabe el asalto</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::AttackDialog</name>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1 (type a number)</source>
        <translation>%1 (escriba un número)</translation>
    </message>
    <message>
        <source>How many %1?</source>
        <translation>¿Cuántos %1?</translation>
    </message>
    <message>
        <source>The number:</source>
        <translation>El número:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chance to hit: %1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Probabilidad de impactar: %1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Expected damage: %1</source>
        <translation>&lt;br&gt;Daño esperado: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::AttackTableModel</name>
    <message>
        <source>Attack %1</source>
        <translation>Ataque %1</translation>
    </message>
    <message>
        <source>Attack %1: needs a name</source>
        <translation>Ataque %1: necesita un nombre</translation>
    </message>
    <message>
        <source>%1&apos;s damage &apos;%2&apos;: %3</source>
        <translation>Daño “%2” de %1: %3</translation>
    </message>
    <message>
        <source>%1 from the stats + %2 of the attack&apos;s own</source>
        <translation>%1 de las estadísticas + %2 del propio ataque</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Own bonus</source>
        <translation>Bonif. propia</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Weapon class</source>
        <translation>Clase de arma</translation>
    </message>
    <message>
        <source>Rate of fire</source>
        <translation>Cadencia</translation>
    </message>
    <message>
        <source>What this attack adds beyond the stats: a magic weapon, a class ability</source>
        <translation>Lo que este ataque añade a las estadísticas: un arma mágica, una aptitud de clase</translation>
    </message>
    <message>
        <source>Attack bonus, skill % or SC, as the ruleset reads it</source>
        <translation>Bonificación de ataque, % de habilidad o SC, según lo lea el reglamento</translation>
    </message>
    <message>
        <source>Dice such as 1d8+1</source>
        <translation>Dados, como 1d8+1</translation>
    </message>
    <message>
        <source>Rounds per shot: 2 fires every other round</source>
        <translation>Asaltos por disparo: 2 dispara cada dos asaltos</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignActions</name>
    <message>
        <source>Open Campaign</source>
        <translation>Abrir campaña</translation>
    </message>
    <message>
        <source>%1.

Opened read-only, you can browse it, see the odds and print, but not change it.</source>
        <translation>%1.

Abierta en solo lectura, puede examinarla, ver las probabilidades e imprimir, pero no modificarla.</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>Abrir en solo &amp;lectura</translation>
    </message>
    <message>
        <source>The campaign is open read-only: changes cannot be saved</source>
        <translation>La campaña está abierta en solo lectura: no se pueden guardar los cambios</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Nueva campaña</translation>
    </message>
    <message>
        <source>Fray campaigns (*.fray);;All files (*)</source>
        <translation>Campañas de Fray (*.fray);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation>Guardar campaña como</translation>
    </message>
    <message>
        <source>Fray campaigns (*.fray)</source>
        <translation>Campañas de Fray (*.fray)</translation>
    </message>
    <message numerus="yes">
        <source>Sample content restored (%n item(s) added)</source>
        <translation>
            <numerusform>Contenido de ejemplo restaurado (%n elemento añadido)</numerusform>
            <numerusform>Contenido de ejemplo restaurado (%n elementos añadidos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy Campaign to Server</source>
        <translation>Copiar campaña al servidor</translation>
    </message>
    <message>
        <source>Copying the campaign to %1…</source>
        <translation>Copiando la campaña a %1…</translation>
    </message>
    <message>
        <source>The campaign is now on %1; this is the shared copy</source>
        <translation>La campaña está ahora en %1; esta es la copia compartida</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignController</name>
    <message>
        <source>My campaign</source>
        <translation>Mi campaña</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1 ya existe</translation>
    </message>
    <message>
        <source>no campaign is open</source>
        <translation>no hay ninguna campaña abierta</translation>
    </message>
    <message>
        <source>the campaign is open read-only</source>
        <translation>la campaña está abierta en solo lectura</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos;: %2</source>
        <translation>encuentro “%1”: %2</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos; is damaged: %2</source>
        <translation>el encuentro “%1” está dañado: %2</translation>
    </message>
    <message>
        <source>an encounter needs a name</source>
        <translation>un encuentro necesita un nombre</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called %1</source>
        <translation>la campaña ya tiene un encuentro llamado %1</translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>No hay ninguna campaña abierta</translation>
    </message>
    <message>
        <source>Add %1 to the library</source>
        <translation>Añadir %1 a la biblioteca</translation>
    </message>
    <message numerus="yes">
        <source>Add %n entries to the library</source>
        <translation>
            <numerusform>Añadir %n entrada a la biblioteca</numerusform>
            <numerusform>Añadir %n entradas a la biblioteca</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit %1 in the library</source>
        <translation>Editar %1 en la biblioteca</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n entries from the library</source>
        <translation>
            <numerusform>Quitar %n entrada de la biblioteca</numerusform>
            <numerusform>Quitar %n entradas de la biblioteca</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be reached: nothing is saved until it is back. Fray keeps trying.</source>
        <translation>No se puede llegar a %1: no se guarda nada hasta que vuelva. Fray sigue intentándolo.</translation>
    </message>
    <message>
        <source>%1 is back; the library and the encounters were read again.</source>
        <translation>%1 ha vuelto; la biblioteca y los encuentros se han vuelto a leer.</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <comment>names not listed</comment>
        <translation>
            <numerusform>%n más</numerusform>
            <numerusform>%n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n library entry(s) (%1)</source>
        <translation>
            <numerusform>%n entrada de la biblioteca (%1)</numerusform>
            <numerusform>%n entradas de la biblioteca (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s) (%1)</source>
        <translation>
            <numerusform>%n encuentro (%1)</numerusform>
            <numerusform>%n encuentros (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <comment>entries or encounters</comment>
        <translation>
            <numerusform>%n eliminado</numerusform>
            <numerusform>%n eliminados</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is back; nothing changed while it was away.</source>
        <translation>%1 ha vuelto; nada cambió mientras no estaba.</translation>
    </message>
    <message>
        <source>%1 is back. Changed on other computers while it was away: %2; read again.</source>
        <translation>%1 ha vuelto. Cambiado en otros ordenadores mientras no estaba: %2; leído de nuevo.</translation>
    </message>
    <message>
        <source>The last change before the connection was lost was saved after all, and is shown again.</source>
        <translation>El último cambio antes de perder la conexión sí se guardó, y se muestra de nuevo.</translation>
    </message>
    <message>
        <source>The last change before the connection was lost was not saved.</source>
        <translation>El último cambio antes de perder la conexión no se guardó.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignHistory</name>
    <message>
        <source>A step of an encounter that was taken away cannot be redone.</source>
        <translation>No se puede rehacer un paso de un encuentro que se ha quitado.</translation>
    </message>
    <message>
        <source>A step of the campaign&apos;s history could not be read; what was done before it cannot be undone</source>
        <translation>No se ha podido leer un paso del historial de la campaña; lo que se hizo antes no se puede deshacer</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CombatantEditor</name>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source>Add to Encounter — %1</source>
        <translation>Añadir al encuentro — %1</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>Edit Combatant — %1</source>
        <translation>Editar combatiente — %1</translation>
    </message>
    <message>
        <source>Library Entry — %1</source>
        <translation>Entrada de la biblioteca — %1</translation>
    </message>
    <message>
        <source>&amp;Maximum %1:</source>
        <translation>%1 má&amp;ximos:</translation>
    </message>
    <message>
        <source>C&amp;urrent %1:</source>
        <translation>%1 act&amp;uales:</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>&amp;%1 or hit dice:</source>
        <translation>&amp;%1 o dados de golpe:</translation>
    </message>
    <message>
        <source>&amp;%1:</source>
        <translation>&amp;%1:</translation>
    </message>
    <message>
        <source>A&amp;rmour (%1):</source>
        <translation>A&amp;rmadura (%1):</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Name: a combatant needs a name</source>
        <translation>Nombre: un combatiente necesita un nombre</translation>
    </message>
    <message>
        <source>Side: choose a side or type one</source>
        <translation>Bando: elija un bando o escriba uno</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CombatantTableModel</name>
    <message>
        <source>%1 (lost)</source>
        <translation>%1 (perdido)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <translation>
            <numerusform>%1 (queda %n)</numerusform>
            <numerusform>%1 (quedan %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2 (%3 subdual)</source>
        <translation>%1/%2 (%3 no letal)</translation>
    </message>
    <message>
        <source>%1 (armour %2)</source>
        <translation>%1 (armadura %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: resets %2</source>
        <translation>%1: se recupera %2</translation>
    </message>
    <message>
        <source>Click to spend or restore one</source>
        <translation>Haga clic para gastar o recuperar uno</translation>
    </message>
    <message>
        <source>ends after round %1</source>
        <translation>termina tras el asalto %1</translation>
    </message>
    <message>
        <source>ends with this round</source>
        <translation>termina con este asalto</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>hasta %1</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>hasta que se quite</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> (your own)</source>
        <translation> (propio)</translation>
    </message>
    <message>
        <source>Type -7 to take 7 hit points, +5 to give back 5, or a number to set them</source>
        <translation>Escriba -7 para restar 7 puntos de golpe, +5 para devolver 5, o un número para fijarlos</translation>
    </message>
    <message>
        <source>Hidden from players: the players&apos; page and window leave %1 out</source>
        <translation>Oculto a los jugadores: la página y la ventana de los jugadores no muestran a %1</translation>
    </message>
    <message>
        <source>Init.</source>
        <translation>Inic.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Usos</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>side</source>
        <translation>bando</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>notas</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 debe ser un número entero</translation>
    </message>
    <message>
        <source>acting now</source>
        <translation>actúa ahora</translation>
    </message>
    <message>
        <source>Chance to be out of the fight before its next turn</source>
        <extracomment>The column of each combatant&apos;s chance to be out before its next turn; the tooltip says it whole.</extracomment>
        <translation>Probabilidad de quedar fuera del combate antes de su próximo turno</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Peligro</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before its next turn (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1: %2 de probabilidad de quedar fuera del combate antes de su próximo turno (puede recibir %n ataque antes).</numerusform>
            <numerusform>%1: %2 de probabilidad de quedar fuera del combate antes de su próximo turno (puede recibir %n ataques antes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before this round ends (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1: %2 de probabilidad de quedar fuera del combate antes de que acabe este asalto (puede recibir %n ataque antes).</numerusform>
            <numerusform>%1: %2 de probabilidad de quedar fuera del combate antes de que acabe este asalto (puede recibir %n ataques antes).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CustomConditionDialog</name>
    <message>
        <source>&amp;Cannot act</source>
        <translation>No &amp;puede actuar</translation>
    </message>
    <message>
        <source>Your Own Condition</source>
        <translation>Estado propio</translation>
    </message>
    <message>
        <source>Held by a web, burning oil …</source>
        <translation>Atrapado en una telaraña, aceite ardiendo…</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>hasta que se quite</translation>
    </message>
    <message>
        <source> rounds</source>
        <translation> asaltos</translation>
    </message>
    <message>
        <source>Counted as you count them: 2 rounds given in round 1 end after round 2</source>
        <translation>Se cuenta como usted cuenta: 2 asaltos dados en el asalto 1 terminan tras el asalto 2</translation>
    </message>
    <message>
        <source>none, or dice: 1d6, 2</source>
        <translation>ninguno, o dados: 1d6, 2</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ahora</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>al final de cada asalto</translation>
    </message>
    <message>
        <source>now and at the end of each later round</source>
        <translation>ahora y al final de cada asalto posterior</translation>
    </message>
    <message>
        <source>%1 reads no defence from its target</source>
        <translation>%1 no lee ninguna defensa de su objetivo</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Lasts:</source>
        <translation>&amp;Duración:</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>D&amp;año:</translation>
    </message>
    <message>
        <source>Damage &amp;when:</source>
        <translation>Daño &amp;cuándo:</translation>
    </message>
    <message>
        <source>&amp;To hit (its attacks):</source>
        <translation>&amp;Impactar (sus ataques):</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>&amp;%1 (attacks on it):</source>
        <translation>&amp;%1 (ataques contra él):</translation>
    </message>
    <message>
        <source>none, or a note: save vs. poison</source>
        <translation>ninguno, o una nota: salvación contra veneno</translation>
    </message>
    <message>
        <source>Pops in the log and over the table while the condition lasts</source>
        <translation>Aparece en el registro y sobre la tabla mientras dura el estado</translation>
    </message>
    <message>
        <source>&amp;Reminder:</source>
        <translation>&amp;Recordatorio:</translation>
    </message>
    <message>
        <source>Reminder wh&amp;en:</source>
        <translation>Recordatorio &amp;cuándo:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayPlanDialog</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Cannot play the day: %1</source>
        <translation>No se puede jugar la jornada: %1</translation>
    </message>
    <message numerus="yes">
        <source>Playing %Ln day(s)…</source>
        <translation>
            <numerusform>Jugando %Ln jornada…</numerusform>
            <numerusform>Jugando %Ln jornadas…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The party gets through the day in %1 of %Ln day(s)&lt;/b&gt; (± %2).</source>
        <translation>
            <numerusform>&lt;b&gt;El grupo supera la jornada en el %1 de %Ln jornada&lt;/b&gt; (± %2).</numerusform>
            <numerusform>&lt;b&gt;El grupo supera la jornada en el %1 de %Ln jornadas&lt;/b&gt; (± %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: out at the day&apos;s end %2, dead %3</source>
        <translation>%1: fuera al final de la jornada %2, muerto %3</translation>
    </message>
    <message>
        <source>%1: out at the day&apos;s end %2</source>
        <translation>%1: fuera al final de la jornada %2</translation>
    </message>
    <message>
        <source>The day at this table: %1</source>
        <translation>La jornada en esta mesa: %1</translation>
    </message>
    <message numerus="yes">
        <source>The day&apos;s length shows once this campaign has played %n turn(s) or more.</source>
        <translation>
            <numerusform>La duración de la jornada aparece cuando esta campaña haya jugado %n turno o más.</numerusform>
            <numerusform>La duración de la jornada aparece cuando esta campaña haya jugado %n turnos o más.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayPlanModel</name>
    <message>
        <source>No rest</source>
        <translation>Sin descanso</translation>
    </message>
    <message>
        <source>Back to full</source>
        <translation>De vuelta al máximo</translation>
    </message>
    <message>
        <source>(the day begins)</source>
        <translation>(empieza la jornada)</translation>
    </message>
    <message>
        <source>The first fight finds the party as it is now</source>
        <translation>El primer combate encuentra al grupo tal como está ahora</translation>
    </message>
    <message>
        <source>Pick a rest, or type the hit points each hero gets back</source>
        <translation>Elige un descanso o escribe los puntos de golpe que recupera cada héroe</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Rest before it</source>
        <translation>Descanso previo</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayResultModel</name>
    <message>
        <source>not in it</source>
        <translation>no participa</translation>
    </message>
    <message>
        <source>%1 HP (out %2)</source>
        <translation>%1 PG (fuera %2)</translation>
    </message>
    <message>
        <source>%1 HP</source>
        <translation>%1 PG</translation>
    </message>
    <message>
        <source>%1&apos;s hit points when this fight begins, on average over the days that come to it (± %2)</source>
        <translation>Puntos de golpe de %1 al empezar este combate, de media en las jornadas que llegan a él (± %2)</translation>
    </message>
    <message>
        <source>%1 sits this fight out and keeps what the last one left</source>
        <translation>%1 no participa en este combate y conserva lo que dejó el anterior</translation>
    </message>
    <message>
        <source>± %1 (one standard error)</source>
        <translation>± %1 (un error estándar)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The day begins with it</source>
        <translation>La jornada empieza con él</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Tras %1</translation>
    </message>
    <message>
        <source>Over the days that come to this fight, with the party as the day has left it</source>
        <translation>En las jornadas que llegan a este combate, con el grupo como lo ha dejado la jornada</translation>
    </message>
    <message>
        <source>%1 before</source>
        <translation>%1 antes</translation>
    </message>
    <message>
        <source>%1&apos;s hit points when the fight begins</source>
        <translation>Puntos de golpe de %1 al empezar el combate</translation>
    </message>
    <message>
        <source>How often the day comes to this fight: the party won every one before</source>
        <translation>Con qué frecuencia la jornada llega a este combate: el grupo ganó todos los anteriores</translation>
    </message>
    <message>
        <source>How often the party loses this fight, or is still fighting at the round cap: the day ends there</source>
        <translation>Con qué frecuencia el grupo pierde este combate o sigue luchando al límite de asaltos: la jornada termina ahí</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Fought</source>
        <translation>Se combate</translation>
    </message>
    <message>
        <source>Party breaks</source>
        <translation>El grupo cae</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Asaltos</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterActions</name>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Select who to %1 in the table first</source>
        <translation>Seleccione primero en la tabla a quién %1</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>infligir daño</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message numerus="yes">
        <source>Hit points to take from %n combatant(s):</source>
        <translation>
            <numerusform>Puntos de golpe que restar a %n combatiente:</numerusform>
            <numerusform>Puntos de golpe que restar a %n combatientes:</numerusform>
        </translation>
    </message>
    <message>
        <source>heal</source>
        <translation>curar</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Curar</translation>
    </message>
    <message numerus="yes">
        <source>Hit points to give back to %n combatant(s):</source>
        <translation>
            <numerusform>Puntos de golpe que devolver a %n combatiente:</numerusform>
            <numerusform>Puntos de golpe que devolver a %n combatientes:</numerusform>
        </translation>
    </message>
    <message>
        <source>give a condition</source>
        <translation>dar un estado</translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (propio)</translation>
    </message>
    <message>
        <source>Your own condition…</source>
        <translation>Estado propio…</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Añadir estado</translation>
    </message>
    <message>
        <source>Condition:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Rounds it lasts (0 = until removed):</source>
        <translation>Asaltos que dura (0 = hasta que se quite):</translation>
    </message>
    <message>
        <source>Rounds it lasts, this one counted (0 = as the ruleset says):</source>
        <translation>Asaltos que dura, contando este (0 = lo que diga el reglamento):</translation>
    </message>
    <message>
        <source>clear a condition from</source>
        <translation>quitar un estado</translation>
    </message>
    <message>
        <source>No condition to remove</source>
        <translation>No hay ningún estado que quitar</translation>
    </message>
    <message>
        <source>Remove Condition</source>
        <translation>Quitar estado</translation>
    </message>
    <message>
        <source>aid</source>
        <translation>atender</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>quitar</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n combatant(s)</source>
        <translation>
            <numerusform>Quitar %n combatiente</numerusform>
            <numerusform>Quitar %n combatientes</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>duplicar</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>How many more of %1?</source>
        <translation>¿Cuántos más de %1?</translation>
    </message>
    <message>
        <source>New combatant</source>
        <translation>Nuevo combatiente</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>editar</translation>
    </message>
    <message>
        <source>hide from players</source>
        <translation>ocultar a los jugadores</translation>
    </message>
    <message>
        <source>show to players</source>
        <translation>mostrar a los jugadores</translation>
    </message>
    <message>
        <source>hidden from players</source>
        <translation>oculto a los jugadores</translation>
    </message>
    <message>
        <source>shown to players</source>
        <translation>visible para los jugadores</translation>
    </message>
    <message>
        <source>Nobody is acting yet</source>
        <translation>Aún no actúa nadie</translation>
    </message>
    <message>
        <source>No one acts later this round</source>
        <translation>Nadie actúa más tarde en este asalto</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Esperar</translation>
    </message>
    <message>
        <source>%1 waits and acts together with:</source>
        <translation>%1 espera y actúa junto con:</translation>
    </message>
    <message>
        <source>declare an action for</source>
        <translation>declarar una acción</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Nada especial</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, every round</source>
        <translation>%1, cada asalto</translation>
    </message>
    <message>
        <source>%1 (initiative)</source>
        <translation>%1 (iniciativa)</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Declarar</translation>
    </message>
    <message>
        <source>Declared for the next initiative roll:</source>
        <translation>Declarado para la próxima tirada de iniciativa:</translation>
    </message>
    <message>
        <source>%1 has no surprise rule</source>
        <translation>%1 no tiene regla de sorpresa</translation>
    </message>
    <message>
        <source>Open an encounter to add %1 to</source>
        <translation>Abra un encuentro al que añadir %1</translation>
    </message>
    <message>
        <source>%1 belongs to another ruleset</source>
        <translation>%1 pertenece a otro reglamento</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterListModel</name>
    <message>
        <source>%1 · over</source>
        <translation>%1 · terminado</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · asalto %2</translation>
    </message>
    <message>
        <source>%1 · not started</source>
        <translation>%1 · sin empezar</translation>
    </message>
    <message>
        <source>%1 · put away</source>
        <translation>%1 · archivado</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n combatant(s)</source>
        <translation>
            <numerusform>%1, %n combatiente</numerusform>
            <numerusform>%1, %n combatientes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterSession</name>
    <message>
        <source>Not saved, so not done: %1</source>
        <translation>No guardado, así que no se ha hecho: %1</translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation>La campaña está abierta en solo lectura</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterView</name>
    <message>
        <source>Hide those out of the fight</source>
        <translation>Ocultar a los que están fuera de combate</translation>
    </message>
    <message>
        <source>Find by name</source>
        <translation>Buscar por nombre</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Bando:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Combatientes</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncountersDock</name>
    <message>
        <source>Encounters</source>
        <translation>Encuentros</translation>
    </message>
    <message>
        <source>Rename Encounter</source>
        <translation>Renombrar encuentro</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nombre nuevo:</translation>
    </message>
    <message>
        <source>Delete Encounter</source>
        <translation>Eliminar encuentro</translation>
    </message>
    <message>
        <source>Delete the encounter %1, with its log? This cannot be undone.</source>
        <translation>¿Eliminar el encuentro %1 con su registro? No se puede deshacer.</translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation>La campaña está abierta en solo lectura</translation>
    </message>
    <message>
        <source>Bring &amp;Back</source>
        <translation>Rec&amp;uperar</translation>
    </message>
    <message>
        <source>Put &amp;Away</source>
        <translation>Ar&amp;chivar</translation>
    </message>
    <message>
        <source>Show put awa&amp;y (%1)</source>
        <translation>Mostrar archivado&amp;s (%1)</translation>
    </message>
    <message>
        <source>Show put awa&amp;y</source>
        <translation>Mostrar archivado&amp;s</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EventActions</name>
    <message>
        <source>Add &amp;Event…</source>
        <translation>Añadir even&amp;to…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Event…</source>
        <translation>Quitar e&amp;vento…</translation>
    </message>
    <message>
        <source>A lair action, reinforcements or anything else that takes a place in the initiative order</source>
        <translation>Una acción de guarida, refuerzos o cualquier otra cosa que ocupe un lugar en el orden de iniciativa</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Remove Event</source>
        <translation>Quitar evento</translation>
    </message>
    <message>
        <source>Event to remove:</source>
        <translation>Evento que quitar:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EventDialog</name>
    <message>
        <source>at count</source>
        <translation>en la iniciativa</translation>
    </message>
    <message>
        <source>at the top of the round</source>
        <translation>al comienzo del asalto</translation>
    </message>
    <message>
        <source>at the end of the round</source>
        <translation>al final del asalto</translation>
    </message>
    <message>
        <source>once</source>
        <translation>una vez</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>cada asalto</translation>
    </message>
    <message>
        <source>every N rounds:</source>
        <translation>cada N asaltos:</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Another event is already called %1.</source>
        <translation>Ya hay otro evento llamado %1.</translation>
    </message>
    <message>
        <source>Arriving: %1</source>
        <translation>Llegan: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ExportController</name>
    <message>
        <source>Open an encounter to export</source>
        <translation>Abra un encuentro para exportarlo</translation>
    </message>
    <message>
        <source>Export Encounter</source>
        <translation>Exportar encuentro</translation>
    </message>
    <message>
        <source>Fray encounters (*.fray.json)</source>
        <translation>Encuentros de Fray (*.fray.json)</translation>
    </message>
    <message>
        <source>Export for Improved Initiative</source>
        <translation>Exportar para Improved Initiative</translation>
    </message>
    <message>
        <source>The library of which ruleset?</source>
        <translation>¿La biblioteca de qué reglamento?</translation>
    </message>
    <message>
        <source>Improved Initiative files (*.json)</source>
        <translation>Archivos de Improved Initiative (*.json)</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 no se ha escrito: %2</translation>
    </message>
    <message>
        <source>no campaign is open</source>
        <translation>no hay ninguna campaña abierta</translation>
    </message>
    <message>
        <source>1 library entry of %1</source>
        <translation>1 entrada de la biblioteca de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n library entries of %1</source>
        <translation>
            <numerusform>%n entrada de la biblioteca de %1</numerusform>
            <numerusform>%n entradas de la biblioteca de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 exportado a %2</translation>
    </message>
    <message>
        <source>Exported %1 and the encounter to %2</source>
        <translation>%1 y el encuentro exportados a %2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::FightDocks</name>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historial de deshacer</translation>
    </message>
    <message>
        <source>&lt;campaign opened&gt;</source>
        <translation>&lt;campaña abierta&gt;</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <source>Acting</source>
        <translation>Actúa</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::FightFollower</name>
    <message>
        <source>You run this fight now; the other Fray follows it</source>
        <translation>Ahora diriges tú este combate; el otro Fray lo sigue</translation>
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
        <translation>El mismo para todos los ataques de todos los combates</translation>
    </message>
    <message>
        <source>%1 The same for every attack in every fight.</source>
        <translation>%1 El mismo para todos los ataques de todos los combates.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportController</name>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Fray files, stat lines and other tools&apos; files (*.fray.json *.json *.csv *.xml);;All files (*)</source>
        <translation>Archivos de Fray, líneas de estadísticas y archivos de otras herramientas (*.fray.json *.json *.csv *.xml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 no se puede importar: %2</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>No se ha importado nada: %1</translation>
    </message>
    <message>
        <source>Imported 1 library entry</source>
        <translation>1 entrada de la biblioteca importada</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n library entries</source>
        <translation>
            <numerusform>%n entrada de la biblioteca importada</numerusform>
            <numerusform>%n entradas de la biblioteca importadas</numerusform>
        </translation>
    </message>
    <message>
        <source>and 1 encounter</source>
        <translation>y 1 encuentro</translation>
    </message>
    <message numerus="yes">
        <source>and %n encounters</source>
        <translation>
            <numerusform>y %n encuentro</numerusform>
            <numerusform>y %n encuentros</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation>Importar %1</translation>
    </message>
    <message>
        <source>Skip them</source>
        <translation>Omitirlos</translation>
    </message>
    <message>
        <source>Import them under a new name</source>
        <translation>Importarlos con un nombre nuevo</translation>
    </message>
    <message>
        <source>Replace the library&apos;s entries with them</source>
        <translation>Sustituir con ellos las entradas de la biblioteca</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Into &amp;ruleset:</source>
        <translation>En el &amp;reglamento:</translation>
    </message>
    <message>
        <source>&amp;Names the library already holds:</source>
        <translation>&amp;Nombres que ya tiene la biblioteca:</translation>
    </message>
    <message>
        <source>Over the whole file:</source>
        <translation>En todo el archivo:</translation>
    </message>
    <message>
        <source>Cannot be imported into this ruleset: %1</source>
        <translation>No se puede importar a este reglamento: %1</translation>
    </message>
    <message>
        <source>%1 file: 1 entry</source>
        <translation>Archivo de %1: 1 entrada</translation>
    </message>
    <message numerus="yes">
        <source>%1 file: %n entries</source>
        <translation>
            <numerusform>Archivo de %1: %n entrada</numerusform>
            <numerusform>Archivo de %1: %n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>1 saved encounter</source>
        <translation>1 encuentro guardado</translation>
    </message>
    <message numerus="yes">
        <source>%n saved encounters</source>
        <translation>
            <numerusform>%n encuentro guardado</numerusform>
            <numerusform>%n encuentros guardados</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 library already holds %2.</source>
        <translation>La biblioteca de %1 ya contiene %2.</translation>
    </message>
    <message>
        <source>The library already holds %1.</source>
        <translation>La biblioteca ya contiene %1.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 library already holds %n of these names, such as %2.</source>
        <translation>
            <numerusform>La biblioteca de %1 ya contiene %n de estos nombres, como %2.</numerusform>
            <numerusform>La biblioteca de %1 ya contiene %n de estos nombres, como %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library already holds %n of these names, such as %1.</source>
        <translation>
            <numerusform>La biblioteca ya contiene %n de estos nombres, como %1.</numerusform>
            <numerusform>La biblioteca ya contiene %n de estos nombres, como %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file holds %1.</source>
        <translation>El archivo contiene %1.</translation>
    </message>
    <message numerus="yes">
        <source>The file repeats %n names, such as %1.</source>
        <translation>
            <numerusform>El archivo repite %n nombre, como %1.</numerusform>
            <numerusform>El archivo repite %n nombres, como %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Names the file repeats:</source>
        <translation>&amp;Nombres que repite el archivo:</translation>
    </message>
    <message>
        <source>%1: not imported, in 1 entry</source>
        <translation>%1: no importado, en 1 entrada</translation>
    </message>
    <message numerus="yes">
        <source>%1: not imported, in %n entries</source>
        <translation>
            <numerusform>%1: no importado, en %n entrada</numerusform>
            <numerusform>%1: no importado, en %n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: kept as notes, in 1 entry</source>
        <translation>%1: conservado como notas, en 1 entrada</translation>
    </message>
    <message numerus="yes">
        <source>%1: kept as notes, in %n entries</source>
        <translation>
            <numerusform>%1: conservado como notas, en %n entrada</numerusform>
            <numerusform>%1: conservado como notas, en %n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 (not creatures)</source>
        <translation>%1 × %2 (no son criaturas)</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Omitido: %1</translation>
    </message>
    <message>
        <source>Renamed: %1</source>
        <translation>Renombrado: %1</translation>
    </message>
    <message>
        <source>Column %1: not imported</source>
        <translation>Columna %1: no importada</translation>
    </message>
    <message>
        <source>Line %1 left out: %2</source>
        <translation>Línea %1 omitida: %2</translation>
    </message>
    <message>
        <source>Nothing: every field has a place in this ruleset.</source>
        <translation>Nada: todos los campos tienen un lugar en este reglamento.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportPreviewModel</name>
    <message>
        <source>1 field not imported</source>
        <translation>1 campo no importado</translation>
    </message>
    <message numerus="yes">
        <source>%n fields not imported</source>
        <translation>
            <numerusform>%n campo no importado</numerusform>
            <numerusform>%n campos no importados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept as notes</source>
        <translation>
            <numerusform>%n conservado como notas</numerusform>
            <numerusform>%n conservados como notas</numerusform>
        </translation>
    </message>
    <message>
        <source>the entry&apos;s notes</source>
        <translation>las notas de la entrada</translation>
    </message>
    <message>
        <source>not imported</source>
        <translation>no importado</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>encuentro</translation>
    </message>
    <message>
        <source>1 combatant</source>
        <translation>1 combatiente</translation>
    </message>
    <message numerus="yes">
        <source>%n combatants</source>
        <translation>
            <numerusform>%n combatiente</numerusform>
            <numerusform>%n combatientes</numerusform>
        </translation>
    </message>
    <message>
        <source>Entry or field</source>
        <translation>Entrada o campo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>From, or why not</source>
        <translation>De dónde, o por qué no</translation>
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
        <translation>%1 (%2, perdido)</translation>
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
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstruos</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Plantillas</translation>
    </message>
    <message>
        <source>Export Stat Blocks as PDF…</source>
        <translation>Exportar bloques de estadísticas en PDF…</translation>
    </message>
    <message>
        <source>Member of the &amp;Party</source>
        <translation>Miembro del &amp;grupo</translation>
    </message>
    <message>
        <source>Members join new fights as they are now and keep what a fight or a rest does to them</source>
        <translation>Los miembros entran en los combates nuevos tal como están ahora y conservan lo que les hace un combate o un descanso</translation>
    </message>
    <message>
        <source>All rulesets</source>
        <translation>Todos los reglamentos</translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>No hay ninguna campaña abierta</translation>
    </message>
    <message>
        <source>The first %1 matches; type more to narrow the search</source>
        <translation>Los %1 primeros resultados; escriba más para acotar la búsqueda</translation>
    </message>
    <message>
        <source>The library is empty: New… adds a character or monster</source>
        <translation>La biblioteca está vacía: Nuevo… añade un personaje o un monstruo</translation>
    </message>
    <message>
        <source>Nothing matches</source>
        <translation>No hay coincidencias</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>%n encontrado</numerusform>
            <numerusform>%n encontrados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) joined the party</source>
        <translation>
            <numerusform>%n entrada se ha unido al grupo</numerusform>
            <numerusform>%n entradas se han unido al grupo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) left the party</source>
        <translation>
            <numerusform>%n entrada ha dejado el grupo</numerusform>
            <numerusform>%n entradas han dejado el grupo</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose an entry of the library to add</source>
        <translation>Elija una entrada de la biblioteca que añadir</translation>
    </message>
    <message>
        <source>%1 is written for %2, not for this encounter&apos;s %3</source>
        <translation>%1 está escrito para %2, no para el %3 de este encuentro</translation>
    </message>
    <message>
        <source>New Library Entry</source>
        <translation>Nueva entrada de la biblioteca</translation>
    </message>
    <message>
        <source>For the ruleset:</source>
        <translation>Para el reglamento:</translation>
    </message>
    <message>
        <source>%1 could not be added to the library: %2</source>
        <translation>No se ha podido añadir %1 a la biblioteca: %2</translation>
    </message>
    <message>
        <source>%1 added to the library</source>
        <translation>%1 añadido a la biblioteca</translation>
    </message>
    <message>
        <source>Edit Library Entry</source>
        <translation>Editar entrada de la biblioteca</translation>
    </message>
    <message>
        <source>%1 is written for the ruleset &apos;%2&apos;, which this Fray does not have.</source>
        <translation>%1 está escrito para el reglamento “%2”, que este Fray no tiene.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message>
        <source>%1 saved in the library</source>
        <translation>%1 guardado en la biblioteca</translation>
    </message>
    <message>
        <source>Delete %1 from the library? Combatants already added to encounters stay.</source>
        <translation>¿Eliminar %1 de la biblioteca? Los combatientes ya añadidos a encuentros se quedan.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entries from the library? Combatants already added to encounters stay.</source>
        <translation>
            <numerusform>¿Eliminar %n entrada de la biblioteca? Los combatientes ya añadidos a encuentros se quedan.</numerusform>
            <numerusform>¿Eliminar %n entradas de la biblioteca? Los combatientes ya añadidos a encuentros se quedan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete from Library</source>
        <translation>Eliminar de la biblioteca</translation>
    </message>
    <message>
        <source>Nothing was deleted: %1</source>
        <translation>No se ha eliminado nada: %1</translation>
    </message>
    <message>
        <source>%1 deleted from the library</source>
        <translation>%1 eliminado de la biblioteca</translation>
    </message>
    <message numerus="yes">
        <source>%n entries deleted from the library</source>
        <translation>
            <numerusform>%n entrada eliminada de la biblioteca</numerusform>
            <numerusform>%n entradas eliminadas de la biblioteca</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LibraryModel</name>
    <message>
        <source>Party</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstruo</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Plantilla</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Hit dice %1; %2 as listed</source>
        <translation>Dados de golpe %1; %2 tal como figura</translation>
    </message>
    <message>
        <source>In the party: joins new fights as it is now</source>
        <translation>En el grupo: entra en los combates nuevos tal como está ahora</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LogExportController</name>
    <message>
        <source>Open an encounter to export its log</source>
        <translation>Abra un encuentro para exportar su registro</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>combate</translation>
    </message>
    <message>
        <source>Export Log</source>
        <translation>Exportar registro</translation>
    </message>
    <message>
        <source>The log could not be written to %1:
%2</source>
        <translation>No se ha podido escribir el registro en %1:
%2</translation>
    </message>
    <message>
        <source>Log written to %1</source>
        <translation>Registro escrito en %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LogModel</name>
    <message>
        <source>Round %1 · %2</source>
        <translation>Asalto %1 · %2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LuckDock</name>
    <message>
        <source>Luck</source>
        <translation>Suerte</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LuckModel</name>
    <message numerus="yes">
        <source>The chance of %n hit(s) or fewer at these attacks&apos; odds</source>
        <translation>
            <numerusform>La probabilidad de %n impacto o menos con las probabilidades de estos ataques</numerusform>
            <numerusform>La probabilidad de %n impactos o menos con las probabilidades de estos ataques</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: exactly %2</source>
        <translation>%1: exactamente %2</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Impactos</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperados</translation>
    </message>
    <message>
        <source>This well or worse</source>
        <translation>Así de bien o peor</translation>
    </message>
    <message>
        <source>The hits its odds promised: the sum of each attack&apos;s chance to hit</source>
        <translation>Los impactos que prometían sus probabilidades: la suma de la probabilidad de impactar de cada ataque</translation>
    </message>
    <message>
        <source>The exact chance of hitting this often or less with the same attacks; a few percent is bad luck</source>
        <translation>La probabilidad exacta de impactar así de a menudo o menos con los mismos ataques; unos pocos por ciento es mala suerte</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MainWindow</name>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>No ruleset is available.</source>
        <translation>No hay ningún reglamento disponible.</translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset file(s) did not load; Tools › Rulesets says why</source>
        <translation>
            <numerusform>%n archivo de reglamento no se ha cargado; Herramientas › Reglamentos explica por qué</numerusform>
            <numerusform>%n archivos de reglamento no se han cargado; Herramientas › Reglamentos explica por qué</numerusform>
        </translation>
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
        <source> (read-only)</source>
        <translation> (solo lectura)</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message numerus="yes">
        <source>Not started · %n combatant(s)</source>
        <translation>
            <numerusform>Sin empezar · %n combatiente</numerusform>
            <numerusform>Sin empezar · %n combatientes</numerusform>
        </translation>
    </message>
    <message>
        <source>no one</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Round %1 · %2 acts</source>
        <translation>Asalto %1 · actúa %2</translation>
    </message>
    <message>
        <source>About Fray</source>
        <translation>Acerca de Fray</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;An encounter manager for tabletop RPG game masters: initiative, rounds, hit points and conditions under any ruleset, with exact odds to hit.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (%2).&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;Un gestor de encuentros para directores de juego de rol de mesa: iniciativa, asaltos, puntos de golpe y estados con cualquier reglamento, con probabilidades exactas de impactar.&lt;/p&gt;&lt;p&gt;Con licencia GNU General Public License, versión 3 o posterior (%2).&lt;/p&gt;&lt;p&gt;Compilado con Qt %3, ejecutándose con Qt %4.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MemberUpdateModel</name>
    <message>
        <source>No change</source>
        <translation>Sin cambios</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Miembro</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Qué cambia</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ModifierToggles</name>
    <message>
        <source>In force</source>
        <translation>Activos</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
Fuente: %2</translation>
    </message>
    <message>
        <source>How many %1</source>
        <translation>Cuántos %1</translation>
    </message>
    <message>
        <source>%1: the number</source>
        <translation>%1: el número</translation>
    </message>
    <message>
        <source>The document gives no number: type it</source>
        <translation>El documento no da ningún número: escríbalo</translation>
    </message>
    <message>
        <source>Only for %1 attacks</source>
        <translation>Solo para ataques %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>A condition in force: it applies by itself</source>
        <translation>Un estado activo: se aplica por sí solo</translation>
    </message>
    <message>
        <source>No situational modifiers are on.</source>
        <translation>No hay modificadores de situación activos.</translation>
    </message>
    <message>
        <source>On: %1</source>
        <translation>Activos: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MoraleActions</name>
    <message>
        <source>%1 %2 to hold</source>
        <translation>%1 %2 de aguantar</translation>
    </message>
    <message>
        <source>Morale of the %1 %2: %3</source>
        <translation>Moral de %1 %2: %3</translation>
    </message>
    <message>
        <source>No one can check morale now: those who could have fled, fallen or sworn to fight to the death</source>
        <translation>Nadie puede comprobar la moral ahora: quienes podrían han huido, han caído o han jurado luchar hasta la muerte</translation>
    </message>
    <message>
        <source>Check Morale</source>
        <translation>Comprobar la moral</translation>
    </message>
    <message>
        <source>Roll morale for:</source>
        <translation>Tirar moral para:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MoraleBanner</name>
    <message>
        <source>Roll Morale</source>
        <translation>Tirar moral</translation>
    </message>
    <message>
        <source>No Check Needed</source>
        <translation>No hace falta tirada</translation>
    </message>
    <message>
        <source>Roll each group&apos;s morale check; those who fail flee</source>
        <translation>Tirar la moral de cada grupo; los que fallan huyen</translation>
    </message>
    <message>
        <source>The moment passes without a check</source>
        <translation>El momento pasa sin tirada</translation>
    </message>
    <message>
        <source>%1: %2 to hold</source>
        <translation>%1: %2 de aguantar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Check the morale of the %1 %2? %3</source>
        <translation>¿Comprobar la moral de %1 %2? %3</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Nueva campaña</translation>
    </message>
    <message>
        <source>Curse of the Crypt</source>
        <translation>La maldición de la cripta</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Keep in:</source>
        <translation>&amp;Guardar en:</translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Dé un nombre a la campaña.</translation>
    </message>
    <message>
        <source>The name needs a letter or a number.</source>
        <translation>El nombre necesita una letra o un número.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>La carpeta %1 no existe.</translation>
    </message>
    <message>
        <source>Fray may not write to %1.</source>
        <translation>Fray no tiene permiso para escribir en %1.</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name, or open it with File › Open Campaign.</source>
        <translation>%1 ya existe: elija otro nombre o ábrala con Archivo › Abrir campaña.</translation>
    </message>
    <message>
        <source>Keep the Campaign In</source>
        <translation>Guardar la campaña en</translation>
    </message>
    <message>
        <source>The campaign will be kept in %1</source>
        <translation>La campaña se guardará en %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::NewEncounterDialog</name>
    <message>
        <source>New Encounter</source>
        <translation>Nuevo encuentro</translation>
    </message>
    <message>
        <source>Goblin ambush</source>
        <translation>Emboscada goblin</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Reglamento:</translation>
    </message>
    <message>
        <source>The &amp;party joins, as it is now</source>
        <translation>El &amp;grupo se une, tal como está ahora</translation>
    </message>
    <message>
        <source>The library&apos;s party members of this ruleset join the fight with their hit points, conditions and uses</source>
        <translation>Los miembros del grupo de este reglamento que hay en la biblioteca se unen al combate con sus puntos de golpe, estados y usos</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsCalculatorDialog</name>
    <message>
        <source>Odds Calculator</source>
        <translation>Calculadora de probabilidades</translation>
    </message>
    <message>
        <source>e.g. 1d8+2</source>
        <translation>p. ej. 1d8+2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Reglamento:</translation>
    </message>
    <message>
        <source>Attack &amp;kind:</source>
        <translation>&amp;Tipo de ataque:</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Daño:</translation>
    </message>
    <message>
        <source>Attacks per &amp;round:</source>
        <translation>Ataques por &amp;asalto:</translation>
    </message>
    <message>
        <source>Target&apos;s &amp;HP:</source>
        <translation>&amp;PG del objetivo:</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>&amp;Variar:</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation>Daño: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsChart</name>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Chance now</source>
        <translation>Probabilidad ahora</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Cualquier impacto</translation>
    </message>
    <message>
        <source>Pick an attacker and a target to see the chart.</source>
        <translation>Elija un atacante y un objetivo para ver el gráfico.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsCurveModel</name>
    <message>
        <source>Any hit</source>
        <translation>Cualquier impacto</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsPanel</name>
    <message>
        <source>Given by the GM</source>
        <translation>Indicado por el DJ</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>Ata&amp;cante:</translation>
    </message>
    <message>
        <source>Atta&amp;ck:</source>
        <translation>Ata&amp;que:</translation>
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
        <translation>Elija un atacante y un objetivo.</translation>
    </message>
    <message>
        <source>Open an encounter to see the odds.</source>
        <translation>Abra un encuentro para ver las probabilidades.</translation>
    </message>
    <message>
        <source>%1 has no attacks.</source>
        <translation>%1 no tiene ataques.</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>con %1</translation>
    </message>
    <message>
        <source>Give %1 (under Given by the GM) to see the odds.</source>
        <translation>Indique %1 (en “Indicado por el DJ”) para ver las probabilidades.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>Odds as Ta&amp;ble</source>
        <translation>Probabilidades como ta&amp;bla</translation>
    </message>
    <message>
        <source>Tar&amp;get:</source>
        <translation>&amp;Objetivo:</translation>
    </message>
    <message>
        <source>Va&amp;ry:</source>
        <translation>Va&amp;riar:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsPresenter</name>
    <message>
        <source>No ruleset</source>
        <translation>Sin reglamento</translation>
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
        <translation>Probabilidad de impactar: —</translation>
    </message>
    <message>
        <source>Chance to hit: %1</source>
        <translation>Probabilidad de impactar: %1</translation>
    </message>
    <message>
        <source>Mean damage per attack</source>
        <translation>Daño medio por ataque</translation>
    </message>
    <message>
        <source>Mean damage per round</source>
        <translation>Daño medio por asalto</translation>
    </message>
    <message numerus="yes">
        <source>Mean damage per round (%n attacks)</source>
        <translation>
            <numerusform>Daño medio por asalto (%n ataque)</numerusform>
            <numerusform>Daño medio por asalto (%n ataques)</numerusform>
        </translation>
    </message>
    <message>
        <source>Down to 0</source>
        <translation>Llevarlo a 0</translation>
    </message>
    <message>
        <source>too much to work out</source>
        <translation>demasiado costoso de calcular</translation>
    </message>
    <message>
        <source>Down to 0 this round</source>
        <translation>A 0 en este asalto</translation>
    </message>
    <message numerus="yes">
        <source>Within %n rounds</source>
        <translation>
            <numerusform>En %n asalto</numerusform>
            <numerusform>En %n asaltos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsTable</name>
    <message>
        <source>Odds as a table</source>
        <translation>Probabilidades como tabla</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsTableModel</name>
    <message>
        <source>the situation now</source>
        <translation>la situación actual</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OrderDialog</name>
    <message>
        <source>Encounter Order — %1</source>
        <translation>Desarrollo del encuentro — %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Tirar %1</translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1 (%2 en %3)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 gives no order for meeting foes.</source>
        <translation>%1 no indica ningún desarrollo para los encuentros con enemigos.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OrderStrip</name>
    <message>
        <source>Events:</source>
        <translation>Eventos:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Orden:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PartyController</name>
    <message>
        <source>&amp;Party</source>
        <translation>&amp;Grupo</translation>
    </message>
    <message>
        <source>&amp;Bring the Party</source>
        <translation>&amp;Traer al grupo</translation>
    </message>
    <message>
        <source>The party&apos;s members join this fight as they are now: hit points, conditions, uses</source>
        <translation>Los miembros del grupo se unen a este combate tal como están ahora: puntos de golpe, estados, usos</translation>
    </message>
    <message>
        <source>&amp;Rest the Party…</source>
        <translation>&amp;Descanso del grupo…</translation>
    </message>
    <message>
        <source>Hit points and uses back between fights, as the ruleset says or by your numbers</source>
        <translation>Recuperar puntos de golpe y usos entre combates, según el reglamento o con sus propios números</translation>
    </message>
    <message>
        <source>&amp;End Fight…</source>
        <translation>&amp;Finalizar combate…</translation>
    </message>
    <message>
        <source>What this fight leaves on the party, to carry into the next</source>
        <translation>Lo que este combate deja en el grupo, para llevarlo al siguiente</translation>
    </message>
    <message>
        <source>The party has no members of %1: mark characters in the library (right-click › Member of the Party)</source>
        <translation>El grupo no tiene miembros de %1: marque personajes en la biblioteca (clic derecho › Miembro del grupo)</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Fin del combate: %1</translation>
    </message>
    <message>
        <source>%1 is over; no member of the party fought in it, so nothing carries over</source>
        <translation>%1 ha terminado; ningún miembro del grupo combatió en él, así que no se conserva nada</translation>
    </message>
    <message>
        <source>%1 is over; the party keeps what it left on it</source>
        <translation>%1 ha terminado; el grupo conserva lo que le dejó</translation>
    </message>
    <message>
        <source>The party has no members: mark characters in the library (right-click › Member of the Party)</source>
        <translation>El grupo no tiene miembros: marque personajes en la biblioteca (clic derecho › Miembro del grupo)</translation>
    </message>
    <message>
        <source>Open an encounter of the ruleset whose members rest</source>
        <translation>Abra un encuentro del reglamento cuyos miembros descansan</translation>
    </message>
    <message>
        <source>The party rested: %1</source>
        <translation>El grupo ha descansado: %1</translation>
    </message>
    <message>
        <source>Plan a &amp;Day…</source>
        <translation>Planificar una &amp;jornada…</translation>
    </message>
    <message>
        <source>Play a day of fights and rests many times: the chance the party gets through, where it breaks, how each hero stands</source>
        <translation>Jugar muchas veces una jornada de combates y descansos: la probabilidad de que el grupo la supere, dónde cae, cómo queda cada héroe</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PartyUpdateDialog</name>
    <message>
        <source>End Fight</source>
        <translation>Finalizar combate</translation>
    </message>
    <message>
        <source>What %1 leaves on the party: hit points, subdual damage, HP states, uses left and the conditions that outlast a fight. Members take it into their next fight.</source>
        <translation>Lo que %1 deja en el grupo: puntos de golpe, daño no letal, estados de PG, usos restantes y los estados que duran más que un combate. Los miembros lo llevan a su próximo combate.</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Fin del combate: %1</translation>
    </message>
    <message>
        <source>Rest the Party</source>
        <translation>Descanso del grupo</translation>
    </message>
    <message>
        <source>A rest between fights for the members of %1. Uses that come back on a rest come back; the dead get nothing back.</source>
        <translation>Un descanso entre combates para los miembros de %1. Los usos que se recuperan al descansar se recuperan; los muertos no recuperan nada.</translation>
    </message>
    <message>
        <source>%1 names no rests</source>
        <translation>%1 no define descansos</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PlayerScreens</name>
    <message>
        <source>Show Foes&apos; Defence and HP to Players</source>
        <translation>Mostrar a los jugadores la defensa y los PG de los enemigos</translation>
    </message>
    <message numerus="yes">
        <source>Shared with players: %n device(s)</source>
        <translation>
            <numerusform>Compartido con los jugadores: %n dispositivo</numerusform>
            <numerusform>Compartido con los jugadores: %n dispositivos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PlayersWindow</name>
    <message>
        <source>Show the Target&apos;s Defence and HP to Players</source>
        <translation>Mostrar a los jugadores la defensa y los PG del objetivo</translation>
    </message>
    <message>
        <source>Fray — Players</source>
        <translation>Fray — Jugadores</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>imposible</translation>
    </message>
    <message>
        <source>very unlikely</source>
        <translation>muy improbable</translation>
    </message>
    <message>
        <source>unlikely</source>
        <translation>improbable</translation>
    </message>
    <message>
        <source>even</source>
        <translation>igualado</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>probable</translation>
    </message>
    <message>
        <source>very likely</source>
        <translation>muy probable</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>seguro</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Aún no hay objetivo</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>Contra %1</translation>
    </message>
    <message>
        <source>%1 %2 · %3 %4 of %5</source>
        <translation>%1 %2 · %3 %4 de %5</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>ask the GM</source>
        <translation>pregunte al DJ</translation>
    </message>
    <message>
        <source>No party member can attack.</source>
        <translation>Ningún miembro del grupo puede atacar.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PrintController</name>
    <message>
        <source>encounter</source>
        <translation>encuentro</translation>
    </message>
    <message>
        <source>Open an encounter to print its sheets.</source>
        <translation>Abra un encuentro para imprimir sus hojas.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1: %2 contra %3</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <source>The sheets were not printed: %1</source>
        <translation>Las hojas no se han imprimido: %1</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not written: %1</source>
        <translation>El PDF no se ha escrito: %1</translation>
    </message>
    <message>
        <source>Sheets written to %1</source>
        <translation>Hojas escritas en %1</translation>
    </message>
    <message>
        <source>Select library entries to print their stat blocks.</source>
        <translation>Seleccione entradas de la biblioteca para imprimir sus bloques de estadísticas.</translation>
    </message>
    <message>
        <source>The ruleset &apos;%1&apos; is not available.</source>
        <translation>El reglamento “%1” no está disponible.</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>stat blocks</source>
        <translation>bloques de estadísticas</translation>
    </message>
    <message>
        <source>Stat blocks written to %1</source>
        <translation>Bloques de estadísticas escritos en %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ReminderBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Hide the reminders (Esc)</source>
        <translation>Ocultar los recordatorios (Esc)</translation>
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
        <translation>Recordatorio %1: indique qué hay que recordar</translation>
    </message>
    <message>
        <source>Reminder %1: at most %2 characters</source>
        <translation>Recordatorio %1: como máximo %2 caracteres</translation>
    </message>
    <message>
        <source>When it pops: at the start or end of this combatant&apos;s turn, or of every round</source>
        <translation>Cuándo aparece: al comienzo o al final del turno de este combatiente, o de cada asalto</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Recordatorio</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RoundEndDialog</name>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source>When the round ends</source>
        <translation>Al final del asalto</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remedio</translation>
    </message>
    <message>
        <source>Let the Round End</source>
        <translation>Dejar terminar el asalto</translation>
    </message>
    <message>
        <source>Not Yet</source>
        <translation>Todavía no</translation>
    </message>
    <message>
        <source>Stay in this round</source>
        <translation>Seguir en este asalto</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, después %2</translation>
    </message>
    <message>
        <source>none in the rules</source>
        <translation>ninguno en las reglas</translation>
    </message>
    <message>
        <source>No one is at risk any more: round %1 can end.</source>
        <translation>Ya nadie corre peligro: el asalto %1 puede terminar.</translation>
    </message>
    <message>
        <source>End the Round</source>
        <translation>Terminar el asalto</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is about to end, and the rules would take %n combatant(s) then. Give a remedy first, or let the round end.</source>
        <translation>
            <numerusform>El asalto %1 está a punto de terminar, y las reglas se llevarían entonces a %n combatiente. Aplique primero un remedio o deje terminar el asalto.</numerusform>
            <numerusform>El asalto %1 está a punto de terminar, y las reglas se llevarían entonces a %n combatientes. Aplique primero un remedio o deje terminar el asalto.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>&amp;Roll %1</source>
        <translation>&amp;Tirar %1</translation>
    </message>
    <message>
        <source>&amp;Give %1</source>
        <translation>&amp;Aplicar %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RoundsChart</name>
    <message>
        <source>Fights ending in the round</source>
        <translation>Combates que terminan en el asalto</translation>
    </message>
    <message>
        <source>Round the fight ends in</source>
        <translation>Asalto en que termina el combate</translation>
    </message>
    <message>
        <source>Fights (%)</source>
        <translation>Combates (%)</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RuleComparisonPanel</name>
    <message>
        <source>House rule A against B</source>
        <translation>Regla de la casa A contra B</translation>
    </message>
    <message>
        <source>Simulate the Open &amp;Fight under Each</source>
        <translation>Simular el &amp;combate abierto con cada uno</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xportar PDF…</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparar con</translation>
    </message>
    <message>
        <source>The attack under A and under B</source>
        <translation>El ataque con A y con B</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>Comparar c&amp;on:</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nada)</translation>
    </message>
    <message>
        <source>Pick a ruleset to see this attack under it beside %1: a copy with a house rule, or any other.</source>
        <translation>Elige un reglamento para ver este ataque con él junto a %1: una copia con una regla de la casa, o cualquier otro.</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation>daño %1</translation>
    </message>
    <message numerus="yes">
        <source>a target of %n hit point(s)</source>
        <translation>
            <numerusform>un objetivo de %n punto de golpe</numerusform>
            <numerusform>un objetivo de %n puntos de golpe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) a round</source>
        <translation>
            <numerusform>%n ataque por asalto</numerusform>
            <numerusform>%n ataques por asalto</numerusform>
        </translation>
    </message>
    <message>
        <source>Under %1: %2</source>
        <translation>Con %1: %2</translation>
    </message>
    <message>
        <source>The open fight</source>
        <translation>El combate abierto</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A: %1 · B: %2</translation>
    </message>
    <message>
        <source>Simulating the open fight under each…</source>
        <translation>Simulando el combate abierto con cada uno…</translation>
    </message>
    <message>
        <source>pick a ruleset to compare with first</source>
        <translation>elige primero un reglamento con el que comparar</translation>
    </message>
    <message>
        <source>Export the Comparison</source>
        <translation>Exportar la comparación</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Escrito en %1.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RulesetTableModel</name>
    <message>
        <source>Built in</source>
        <translation>Integrado</translation>
    </message>
    <message>
        <source>Your file %1</source>
        <translation>Su archivo %1</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>En uso</translation>
    </message>
    <message numerus="yes">
        <source>In use as loaded before: %1 now has %n problem(s)</source>
        <translation>
            <numerusform>En uso tal como se cargó antes: %1 tiene ahora %n problema</numerusform>
            <numerusform>En uso tal como se cargó antes: %1 tiene ahora %n problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not load: %n problem(s)</source>
        <translation>
            <numerusform>No se ha cargado: %n problema</numerusform>
            <numerusform>No se ha cargado: %n problemas</numerusform>
        </translation>
    </message>
    <message>
        <source>Id: %1</source>
        <translation>Id: %1</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situación</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RulesetsDialog</name>
    <message>
        <source>Every ruleset loaded. Your own ruleset files go in %1.</source>
        <translation>Se han cargado todos los reglamentos. Sus propios archivos de reglamento van en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset file(s) in %1 did not load as written; the problems below say where. Fix the file, then Reload.</source>
        <translation>
            <numerusform>%n archivo de reglamento de %1 no se ha cargado tal como está escrito; los problemas de abajo indican dónde. Corrija el archivo y pulse Recargar.</numerusform>
            <numerusform>%n archivos de reglamento de %1 no se han cargado tal como están escritos; los problemas de abajo indican dónde. Corrija los archivos y pulse Recargar.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>No hay problemas.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ServerPasswords</name>
    <message>
        <source>the system&apos;s keychain did not keep the password: %1</source>
        <translation>el llavero del sistema no ha guardado la contraseña: %1</translation>
    </message>
    <message>
        <source>this Fray was built without a keychain: the password is asked each time</source>
        <translation>este Fray se compiló sin llavero: la contraseña se pide cada vez</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ShareDialog</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Every network</source>
        <translation>Todas las redes</translation>
    </message>
    <message>
        <source>This computer only</source>
        <translation>Solo este ordenador</translation>
    </message>
    <message>
        <source>Fray cannot share on port %1: %2. Choose another port, or any free port.</source>
        <translation>Fray no puede compartir en el puerto %1: %2. Elija otro puerto o cualquier puerto libre.</translation>
    </message>
    <message>
        <source>Fray cannot share: %1</source>
        <translation>Fray no puede compartir: %1</translation>
    </message>
    <message>
        <source>Not sharing. Start to show the page&apos;s address and a code to scan.</source>
        <translation>No se está compartiendo. Empiece para ver la dirección de la página y un código que escanear.</translation>
    </message>
    <message>
        <source>No device is following the page yet.</source>
        <translation>Aún no hay ningún dispositivo siguiendo la página.</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) following the page.</source>
        <translation>
            <numerusform>%n dispositivo sigue la página.</numerusform>
            <numerusform>%n dispositivos siguen la página.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SharedCampaignDialog</name>
    <message>
        <source>Re&amp;member the password in the system&apos;s keychain</source>
        <translation>Recordar la contraseña en el llavero del siste&amp;ma</translation>
    </message>
    <message>
        <source>Open Shared Campaign</source>
        <translation>Abrir campaña compartida</translation>
    </message>
    <message>
        <source>table.example.org</source>
        <translation>mesa.example.org</translation>
    </message>
    <message>
        <source>dragons</source>
        <translation>dragones</translation>
    </message>
    <message>
        <source>When the server offers it</source>
        <extracomment>How the connection to the server is encrypted (libpq&apos;s sslmode).</extracomment>
        <translation>Cuando el servidor lo ofrezca</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Siempre</translation>
    </message>
    <message>
        <source>Always, and check the server&apos;s certificate</source>
        <translation>Siempre, y comprobar el certificado del servidor</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>A campaign your GM group shares, kept on a PostgreSQL server. Everyone who opens it sees the others&apos; changes as they make them.</source>
        <translation>Una campaña que comparte tu grupo de directores de juego, guardada en un servidor PostgreSQL. Quien la abre ve los cambios de los demás en cuanto los hacen.</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Con&amp;traseña:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>Cifra&amp;do:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <source>(give the server, the database and the user)</source>
        <translation>(indica el servidor, la base de datos y el usuario)</translation>
    </message>
    <message>
        <source>Po&amp;rt:</source>
        <translation>Pue&amp;rto:</translation>
    </message>
    <message>
        <source>Your &amp;name for the others:</source>
        <extracomment>The name the other GMs see beside what this Fray changes or runs.</extracomment>
        <translation>Tu &amp;nombre para los demás:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SharedCampaignStatus</name>
    <message>
        <source>Shared on %1</source>
        <extracomment>The status bar&apos;s word on a campaign a GM group shares; %1 is the server.</extracomment>
        <translation>Compartida en %1</translation>
    </message>
    <message>
        <source>%1 cannot be reached</source>
        <translation>No se puede llegar a %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SheetChoiceDialog</name>
    <message>
        <source>The Odds panel shows no chart: pick an attacker and a target there to print one.</source>
        <translation>El panel Probabilidades no muestra ningún gráfico: elija allí un atacante y un objetivo para imprimir uno.</translation>
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
        <translation>El reglamento no contempla la muerte.</translation>
    </message>
    <message>
        <source>Standard error: %1</source>
        <translation>Error estándar: %1</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Out of the fight</source>
        <translation>Fuera de combate</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>HP left</source>
        <translation>PG restantes</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Daño infligido</translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation>Daño recibido</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimRoundsModel</name>
    <message>
        <source>Round</source>
        <translation>Asalto</translation>
    </message>
    <message>
        <source>Fights ending in it</source>
        <translation>Combates que terminan en él</translation>
    </message>
    <message>
        <source>Fights over by its end</source>
        <translation>Combates acabados al final de él</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimulateDialog</name>
    <message>
        <source>Weakest first</source>
        <translation>Primero el más débil</translation>
    </message>
    <message>
        <source>Strongest first</source>
        <translation>Primero el más fuerte</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>In list order</source>
        <translation>En el orden de la lista</translation>
    </message>
    <message>
        <source>Whom each attack goes at: the foe with the fewest hit points left, the most, any, or the first in the encounter&apos;s list</source>
        <translation>A quién va cada ataque: al enemigo con menos puntos de golpe restantes, con más, a cualquiera o al primero de la lista del encuentro</translation>
    </message>
    <message>
        <source>Simulate %1</source>
        <translation>Simular %1</translation>
    </message>
    <message>
        <source>Cannot work the fight out exactly: %1</source>
        <translation>No se puede calcular exactamente el combate: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
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
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Work the duel out exactly instead of playing fights: no standard error.</source>
        <translation>Calcular exactamente el duelo en lugar de jugar combates: sin error estándar.</translation>
    </message>
    <message>
        <source>Cannot simulate this fight: %1</source>
        <translation>No se puede simular este combate: %1</translation>
    </message>
    <message>
        <source>Working the duel out exactly…</source>
        <translation>Calculando exactamente el duelo…</translation>
    </message>
    <message numerus="yes">
        <source>Playing %Ln fights…</source>
        <translation>
            <numerusform>Jugando %Ln combate…</numerusform>
            <numerusform>Jugando %Ln combates…</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact result: the duel worked out exactly, so there is no standard error.</source>
        <translation>Resultado exacto: el duelo se ha calculado exactamente, así que no hay error estándar.</translation>
    </message>
    <message>
        <source>%1 fights, seed %2; %3 fights a second.</source>
        <translation>%1 combates, semilla %2; %3 combates por segundo.</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>Ganado por %1</translation>
    </message>
    <message>
        <source>Standard error: %1</source>
        <translation>Error estándar: %1</translation>
    </message>
    <message>
        <source>Broke and fled: %1</source>
        <translation>Se desmoralizaron y huyeron: %1</translation>
    </message>
    <message>
        <source>Broke and fled: %1, most often in round %2</source>
        <translation>Se desmoralizaron y huyeron: %1, la mayoría de las veces en el asalto %2</translation>
    </message>
    <message numerus="yes">
        <source>Undecided after %n rounds: %1</source>
        <translation>
            <numerusform>Indeciso tras %n asalto: %1</numerusform>
            <numerusform>Indeciso tras %n asaltos: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No one left: %1</source>
        <translation>No queda nadie: %1</translation>
    </message>
    <message>
        <source>Rounds: %1 on average</source>
        <translation>Asaltos: %1 de media</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Dificultad: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Worked out exactly</source>
        <translation>Calculado exactamente</translation>
    </message>
    <message>
        <source>Simulated %1 fights (seed %2)</source>
        <translation>%1 combates simulados (semilla %2)</translation>
    </message>
    <message>
        <source>%1: %2; %3 rounds on average; %4.</source>
        <translation>%1: %2; %3 asaltos de media; %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Each combatant&apos;s result</source>
        <translation>Resultado de cada combatiente</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SurpriseDialog</name>
    <message>
        <source>Check Surprise</source>
        <translation>Comprobar sorpresa</translation>
    </message>
    <message>
        <source>%1: each combatant of a side rolls. %2</source>
        <translation>%1: tira cada combatiente de un bando. %2</translation>
    </message>
    <message>
        <source>%1: one roll for each side. %2</source>
        <translation>%1: una tirada por bando. %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bando&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result&lt;/b&gt;</source>
        <translation>&lt;b&gt;Resultado&lt;/b&gt;</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>sin tirar</translation>
    </message>
    <message>
        <source>&amp;Roll All</source>
        <translation>&amp;Tirar todo</translation>
    </message>
    <message>
        <source>Give every value marked — first</source>
        <translation>Indique primero todos los valores marcados con —</translation>
    </message>
    <message>
        <source>&lt;b&gt;Surprised&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sorprendidos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not surprised</source>
        <translation>No sorprendidos</translation>
    </message>
    <message>
        <source>%1 of %2 surprised%3</source>
        <translation>%1 de %2 sorprendidos%3</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TableRowModel</name>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>wins %1 · %2</source>
        <translation>gana %1 · %2</translation>
    </message>
    <message>
        <source>How Deadly? simulates the party against each row</source>
        <translation>¿Cuán mortal? simula el grupo contra cada fila</translation>
    </message>
    <message>
        <source>Nothing comes: no fight</source>
        <translation>No viene nadie: no hay combate</translation>
    </message>
    <message>
        <source>The party wins %1 (±%2) of %3 fights; someone in it is out of the fight in %4</source>
        <translation>El grupo gana %1 (±%2) de %3 combates; alguien del grupo queda fuera de combate en %4</translation>
    </message>
    <message>
        <source>, someone in it dies in %1</source>
        <translation>, alguien del grupo muere en %1</translation>
    </message>
    <message>
        <source>%1. Each number that can come is fought as often as its chance says, each creature at its hit dice&apos;s average.</source>
        <translation>%1. Cada cantidad que puede venir se combate tantas veces como indica su probabilidad, cada criatura con la media de sus dados de golpe.</translation>
    </message>
    <message>
        <source>How many come: %1</source>
        <translation>Cuántos vienen: %1</translation>
    </message>
    <message>
        <source>A result of the die (3) or a range of them (4-6)</source>
        <translation>Un resultado del dado (3) o un rango de resultados (4-6)</translation>
    </message>
    <message>
        <source>A library entry&apos;s name; leave it empty for a row where nothing comes</source>
        <translation>El nombre de una entrada de la biblioteca; déjelo vacío para una fila en la que no viene nadie</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Criatura</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Grupo</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneChart</name>
    <message>
        <source>The party wins</source>
        <translation>El grupo gana</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Elegido</translation>
    </message>
    <message>
        <source>The party wins (%)</source>
        <translation>El grupo gana (%)</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneCurveModel</name>
    <message>
        <source>± %1 (one standard error)</source>
        <translation>± %1 (un error estándar)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Party wins</source>
        <translation>El grupo gana</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Asaltos</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneDialog</name>
    <message>
        <source>Tune %1</source>
        <translation>Afinar %1</translation>
    </message>
    <message>
        <source>The count of a group</source>
        <translation>La cantidad de un grupo</translation>
    </message>
    <message>
        <source>A combatant&apos;s hit points</source>
        <translation>Los puntos de golpe de un combatiente</translation>
    </message>
    <message>
        <source>A combatant&apos;s attack value</source>
        <translation>El valor de ataque de un combatiente</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n now)</source>
        <translation>
            <numerusform>%1 (%2, ahora %n)</numerusform>
            <numerusform>%1 (%2, ahora %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The encounter has nothing to turn of this kind.</source>
        <translation>El encuentro no tiene nada de este tipo que ajustar.</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Ahora: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest: %1 = %2&lt;/b&gt;, the party wins %3 (%4).</source>
        <translation>&lt;b&gt;Lo más cercano: %1 = %2&lt;/b&gt;, el grupo gana el %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) scanned across the range, then %1 more by bisection between the two that straddle the target; every value played with the same seed, so the curve moves with the knob and not with luck.</source>
        <translation>
            <numerusform>%n valor explorado en el rango, luego %1 más por bisección entre los dos que rodean el objetivo; cada valor se juega con la misma semilla, así la curva sigue al mando y no a la suerte.</numerusform>
            <numerusform>%n valores explorados en el rango, luego %1 más por bisección entre los dos que rodean el objetivo; cada valor se juega con la misma semilla, así la curva sigue al mando y no a la suerte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (tuned)</source>
        <translation>%1 (ajustado)</translation>
    </message>
    <message>
        <source>%1 (tuned %2)</source>
        <translation>%1 (ajustado %2)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Guardado como %1</translation>
    </message>
    <message>
        <source>Playing each value: %1…</source>
        <translation>Jugando cada valor: %1…</translation>
    </message>
    <message>
        <source>No value could be played (%1): %2</source>
        <translation>No se pudo jugar ningún valor (%1): %2</translation>
    </message>
    <message>
        <source>%1: already %2</source>
        <translation>%1: ya es %2</translation>
    </message>
    <message>
        <source>Tune: %1 → %2</source>
        <translation>Ajustar: %1 → %2</translation>
    </message>
    <message>
        <source>%1: now %2</source>
        <translation>%1: ahora %2</translation>
    </message>
    <message>
        <source>Saved as %1 (%2: %3).</source>
        <translation>Guardado como %1 (%2: %3).</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TurnDangers</name>
    <message>
        <source>The fight has not started: the danger before each turn follows the initiative order.</source>
        <translation>El combate no ha empezado: el peligro antes de cada turno sigue el orden de iniciativa.</translation>
    </message>
    <message numerus="yes">
        <source>Fights of more than %Ln combatant(s) have no danger gauges.</source>
        <translation>
            <numerusform>Los combates de más de %Ln combatiente no tienen indicador de peligro.</numerusform>
            <numerusform>Los combates de más de %Ln combatientes no tienen indicador de peligro.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::UseActions</name>
    <message>
        <source>Select whose use it is in the table first</source>
        <translation>Seleccione primero en la tabla de quién es el uso</translation>
    </message>
    <message>
        <source>%1 (resets %2)</source>
        <translation>%1 (se recupera %2)</translation>
    </message>
    <message>
        <source>%1 has no uses; add them in the character form</source>
        <translation>%1 no tiene usos; añádalos en el formulario del personaje</translation>
    </message>
    <message>
        <source>%1 has no use left to spend</source>
        <translation>A %1 no le queda ningún uso que gastar</translation>
    </message>
    <message>
        <source>Every use of %1 is full</source>
        <translation>Todos los usos de %1 están completos</translation>
    </message>
    <message>
        <source>Spend a Use</source>
        <translation>Gastar un uso</translation>
    </message>
    <message>
        <source>Restore a Use</source>
        <translation>Recuperar un uso</translation>
    </message>
    <message>
        <source>Which use does %1 spend?</source>
        <translation>¿Qué uso gasta %1?</translation>
    </message>
    <message>
        <source>Which use of %1 comes back?</source>
        <translation>¿Qué uso de %1 se recupera?</translation>
    </message>
    <message>
        <source>Spend %1</source>
        <translation>Gastar %1</translation>
    </message>
    <message>
        <source>Resets %1</source>
        <translation>Se recupera %1</translation>
    </message>
    <message>
        <source>Restore one %1</source>
        <translation>Recuperar un uso de %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::UseTableModel</name>
    <message>
        <source>Each round</source>
        <translation>Cada asalto</translation>
    </message>
    <message>
        <source>Each turn</source>
        <translation>Cada turno</translation>
    </message>
    <message>
        <source>Each fight</source>
        <translation>Cada combate</translation>
    </message>
    <message>
        <source>On a rest</source>
        <translation>Al descansar</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>Recharge roll</source>
        <translation>Tirada de recarga</translation>
    </message>
    <message>
        <source>Use %1: give it a name</source>
        <translation>Uso %1: póngale un nombre</translation>
    </message>
    <message>
        <source>%1: another use has this name</source>
        <translation>%1: otro uso tiene este nombre</translation>
    </message>
    <message>
        <source>%1: the maximum must be from 1 to %2</source>
        <translation>%1: el máximo debe estar entre 1 y %2</translation>
    </message>
    <message>
        <source>%1: what is left must be from 0 to the maximum %2</source>
        <translation>%1: lo que queda debe estar entre 0 y el máximo %2</translation>
    </message>
    <message>
        <source>%1: a recharge needs dice to roll (1d6)</source>
        <translation>%1: una recarga necesita dados que tirar (1d6)</translation>
    </message>
    <message>
        <source>%1: recharge &apos;%2&apos;: %3</source>
        <translation>%1: recarga “%2”: %3</translation>
    </message>
    <message>
        <source>%1: effect &apos;%2&apos;: %3</source>
        <translation>%1: efecto “%2”: %3</translation>
    </message>
    <message>
        <source>%1: the note is longer than %2 characters</source>
        <translation>%1: la nota tiene más de %2 caracteres</translation>
    </message>
    <message>
        <source>Dice rolled when the use is spent, such as 18d6; the log shows each die</source>
        <translation>Dados que se tiran al gastar el uso, como 18d6; el registro muestra cada dado</translation>
    </message>
    <message>
        <source>Said beside the roll when the use is spent: &quot;DC 21 Dexterity save&quot;</source>
        <translation>Se indica junto a la tirada al gastar el uso: “tirada de salvación de Destreza CD 21”</translation>
    </message>
    <message>
        <source>Recharged on this roll or more: 5 on 1d6 is &quot;recharge %1&quot;</source>
        <translation>Se recarga con esta tirada o más: 5 en 1d6 es “recarga %1”</translation>
    </message>
    <message>
        <source>What gives the use back: a round&apos;s start, the owner&apos;s turn, the fight&apos;s start, a rest, nothing, or a roll at the start of the owner&apos;s turn</source>
        <translation>Qué devuelve el uso: el comienzo de un asalto, el turno de su dueño, el comienzo del combate, un descanso, nada, o una tirada al comienzo del turno de su dueño</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Quedan</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Máx.</translation>
    </message>
    <message>
        <source>Resets</source>
        <translation>Se recupera</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ViewPreferences</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>The System&apos;s</source>
        <translation>El del sistema</translation>
    </message>
    <message>
        <source>The language changes when Fray starts again.</source>
        <translation>El idioma cambia cuando Fray se vuelve a iniciar.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::WanderingDialog</name>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Simulating the party against each row…</source>
        <translation>Simulando el grupo contra cada fila…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>How deadly each row is was not worked out: %1</source>
        <translation>No se ha calculado lo mortal que es cada fila: %1</translation>
    </message>
    <message>
        <source>The Party column says how often the party wins against each row, and how hard the fight is.</source>
        <translation>La columna Grupo indica con qué frecuencia gana el grupo contra cada fila y lo difícil que es el combate.</translation>
    </message>
    <message>
        <source>Not a whole table yet: %1</source>
        <translation>Aún no es una tabla completa: %1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 guardada.</translation>
    </message>
    <message>
        <source>%1 — the fight is open; check surprise next.</source>
        <translation>%1 — el combate está abierto; ahora compruebe la sorpresa.</translation>
    </message>
    <message>
        <source>Import a Wandering-Monster Table</source>
        <translation>Importar una tabla de monstruos errantes</translation>
    </message>
    <message>
        <source>Wandering-monster tables (*.json)</source>
        <translation>Tablas de monstruos errantes (*.json)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Delete Table</source>
        <translation>Eliminar tabla</translation>
    </message>
    <message>
        <source>Delete the table %1? This cannot be undone.</source>
        <translation>¿Eliminar la tabla %1? No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::EncounterTable</name>
    <message>
        <source>a table needs at least one row</source>
        <translation>una tabla necesita al menos una fila</translation>
    </message>
    <message>
        <source>a table has at most %1 rows, not %2</source>
        <translation>una tabla tiene como máximo %1 filas, no %2</translation>
    </message>
    <message>
        <source>%1 to %2 runs backwards</source>
        <translation>de %1 a %2 va al revés</translation>
    </message>
    <message>
        <source>%1 is outside what %2 rolls (%3–%4)</source>
        <translation>%1 queda fuera de lo que saca %2 (%3–%4)</translation>
    </message>
    <message>
        <source>%1 is no result %2 rolls</source>
        <translation>%1 no es un resultado que saque %2</translation>
    </message>
    <message>
        <source>%1 overlaps rows[%2] (%3)</source>
        <translation>%1 se solapa con rows[%2] (%3)</translation>
    </message>
    <message>
        <source>a row of nothing has no count</source>
        <translation>una fila sin nada no tiene cantidad</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may bring none; a row that brings creatures brings at least 1</source>
        <translation>“%1” puede no traer ninguno; una fila que trae criaturas trae al menos 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may bring more than %2, the most a row brings</source>
        <translation>“%1” puede traer más de %2, el máximo que trae una fila</translation>
    </message>
    <message>
        <source>no row has %1, which %2 can roll</source>
        <translation>ninguna fila tiene %1, que %2 puede sacar</translation>
    </message>
    <message>
        <source>no row has %1</source>
        <translation>ninguna fila tiene %1</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableDanger</name>
    <message>
        <source>the table is for the ruleset &apos;%1&apos;</source>
        <translation>la tabla es para el reglamento “%1”</translation>
    </message>
    <message>
        <source>the party has no member of the ruleset &apos;%1&apos; to meet what comes</source>
        <translation>el grupo no tiene ningún miembro del reglamento “%1” que haga frente a lo que viene</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
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
        <translation>rows[%1].creature: la biblioteca no tiene ningún “%2” de este reglamento</translation>
    </message>
    <message>
        <source>the table is for the ruleset &apos;%1&apos;</source>
        <translation>la tabla es para el reglamento “%1”</translation>
    </message>
    <message>
        <source>the fight needs a name</source>
        <translation>el combate necesita un nombre</translation>
    </message>
    <message>
        <source>%1: nothing comes</source>
        <translation>%1: no viene nadie</translation>
    </message>
    <message>
        <source>Wandering monsters (%1): %2, %3 %4 (%5)</source>
        <translation>Monstruos errantes (%1): %2, %3 %4 (%5)</translation>
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
        <translation>%1; distancia %2 %3</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableText</name>
    <message>
        <source>%1 (%2 on average)</source>
        <translation>%1 (%2 de media)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing comes: %1 · foes on average: %2 · at most %3</source>
        <translation>No viene nadie: %1 · enemigos de media: %2 · como máximo %3</translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message>
        <source>Search names and tags (goblin, undead …)</source>
        <translation>Buscar nombres y etiquetas (goblin, muerto viviente…)</translation>
    </message>
    <message>
        <source>Show the entries of one ruleset</source>
        <translation>Mostrar las entradas de un reglamento</translation>
    </message>
    <message>
        <source>Show characters, monsters or templates</source>
        <translation>Mostrar personajes, monstruos o plantillas</translation>
    </message>
    <message>
        <source>How many to add</source>
        <translation>Cuántos añadir</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>How the hit points of entries with hit dice are set</source>
        <translation>Cómo se fijan los puntos de golpe de las entradas con dados de golpe</translation>
    </message>
    <message>
        <source>Roll HP</source>
        <translation>Tirar PG</translation>
    </message>
    <message>
        <source>Average HP</source>
        <translation>PG medios</translation>
    </message>
    <message>
        <source>HP as listed</source>
        <translation>PG tal como figuran</translation>
    </message>
    <message>
        <source>&amp;Add to encounter</source>
        <translation>Aña&amp;dir al encuentro</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>Nuev&amp;o…</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>Edi&amp;tar…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>E&amp;liminar</translation>
    </message>
</context>
<context>
    <name>LibraryStore</name>
    <message>
        <source>its combatant is not a JSON object</source>
        <translation>su combatiente no es un objeto JSON</translation>
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
        <translation>No hay ningún encuentro abierto</translation>
    </message>
    <message>
        <source>Open an encounter from the Encounters panel, or start a new one from the Encounter menu.</source>
        <translation>Abra un encuentro desde el panel Encuentros o empiece uno nuevo desde el menú Encuentro.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Recent Campaigns</source>
        <translation>Campañas &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>E&amp;ncounter</source>
        <translation>E&amp;ncuentro</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Nueva campaña…</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>&amp;Abrir campaña…</translation>
    </message>
    <message>
        <source>Save Campaign &amp;As…</source>
        <translation>Guardar campaña &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>&amp;Export Encounter…</source>
        <translation>&amp;Exportar encuentro…</translation>
    </message>
    <message>
        <source>Export &amp;Log…</source>
        <translation>Exportar re&amp;gistro…</translation>
    </message>
    <message>
        <source>Save the fight&apos;s log and luck report as Markdown or a web page</source>
        <translation>Guardar el registro del combate y el informe de suerte como Markdown o página web</translation>
    </message>
    <message>
        <source>E&amp;xport for Improved Initiative…</source>
        <translation>E&amp;xportar para Improved Initiative…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportar P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Edit Combatant…</source>
        <translation>&amp;Editar combatiente…</translation>
    </message>
    <message>
        <source>&amp;New Encounter…</source>
        <translation>&amp;Nuevo encuentro…</translation>
    </message>
    <message>
        <source>&amp;Open Encounter…</source>
        <translation>Ab&amp;rir encuentro…</translation>
    </message>
    <message>
        <source>Add from &amp;Library</source>
        <translation>Añadir de la &amp;biblioteca</translation>
    </message>
    <message>
        <source>Add &amp;Ad Hoc…</source>
        <translation>Añadir ad &amp;hoc…</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>D&amp;uplicar…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Check &amp;Surprise…</source>
        <translation>Com&amp;probar sorpresa…</translation>
    </message>
    <message>
        <source>&amp;Wandering Monsters…</source>
        <translation>Monstruos &amp;errantes…</translation>
    </message>
    <message>
        <source>The campaign&apos;s wandering-monster tables: their odds, and a roll that builds the fight</source>
        <translation>Las tablas de monstruos errantes de la campaña: sus probabilidades y una tirada que prepara el combate</translation>
    </message>
    <message>
        <source>Encounter Order…</source>
        <translation>Desarrollo del encuentro…</translation>
    </message>
    <message>
        <source>The ruleset&apos;s order for meeting foes, with its rolls: reaction, distance, pursuit</source>
        <translation>El desarrollo del reglamento para los encuentros con enemigos, con sus tiradas: reacción, distancia, persecución</translation>
    </message>
    <message>
        <source>Chec&amp;k Morale…</source>
        <translation>Comprobar &amp;moral…</translation>
    </message>
    <message>
        <source>Roll morale at the start of the fight, after a big upset, or when Fray asks</source>
        <translation>Tirar la moral al comienzo del combate, tras un gran revés o cuando lo pregunte Fray</translation>
    </message>
    <message>
        <source>Roll &amp;Initiative</source>
        <translation>Tirar &amp;iniciativa</translation>
    </message>
    <message>
        <source>Declare Acti&amp;on…</source>
        <translation>Decla&amp;rar acción…</translation>
    </message>
    <message>
        <source>S&amp;tart Fight</source>
        <translation>Empe&amp;zar combate</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>Turno &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>Turn&amp;o anterior</translation>
    </message>
    <message>
        <source>Next &amp;Round</source>
        <translation>Asalto si&amp;guiente</translation>
    </message>
    <message>
        <source>&amp;Hold…</source>
        <translation>&amp;Esperar…</translation>
    </message>
    <message>
        <source>Atta&amp;ck…</source>
        <translation>&amp;Atacar…</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>&amp;Daño…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>&amp;Curar…</translation>
    </message>
    <message>
        <source>Add Con&amp;dition…</source>
        <translation>Aña&amp;dir estado…</translation>
    </message>
    <message>
        <source>Remove Condition…</source>
        <translation>Quitar estado…</translation>
    </message>
    <message>
        <source>Aid (Stop Bleeding)</source>
        <translation>Atender (detener hemorragia)</translation>
    </message>
    <message>
        <source>Spend a Use…</source>
        <translation>Gastar un uso…</translation>
    </message>
    <message>
        <source>Spend one of the selected or acting combatant&apos;s uses (a breath weapon, a spell, a reaction)</source>
        <translation>Gastar un uso del combatiente seleccionado o del que actúa (un arma de aliento, un conjuro, una reacción)</translation>
    </message>
    <message>
        <source>Restore a Use…</source>
        <translation>Recuperar un uso…</translation>
    </message>
    <message>
        <source>Give one use back by hand</source>
        <translation>Devolver un uso a mano</translation>
    </message>
    <message>
        <source>&amp;Sort by Initiative</source>
        <translation>&amp;Ordenar por iniciativa</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>Simulat&amp;e…</source>
        <translation>Simu&amp;lar…</translation>
    </message>
    <message>
        <source>Play the fight many times: who wins, how long it lasts, who is in danger</source>
        <translation>Jugar el combate muchas veces: quién gana, cuánto dura, quién corre peligro</translation>
    </message>
    <message>
        <source>Ctrl+Alt+M</source>
        <translation>Ctrl+Alt+M</translation>
    </message>
    <message>
        <source>&amp;Odds Calculator…</source>
        <translation>Calculadora de &amp;probabilidades…</translation>
    </message>
    <message>
        <source>&amp;Players&apos; Window</source>
        <translation>&amp;Ventana de los jugadores</translation>
    </message>
    <message>
        <source>&amp;Hidden from Players</source>
        <translation>Oculto a los &amp;jugadores</translation>
    </message>
    <message>
        <source>&amp;Share with Players…</source>
        <translation>&amp;Compartir con los jugadores…</translation>
    </message>
    <message>
        <source>Show the fight on players&apos; phones over the local network</source>
        <translation>Mostrar el combate en los móviles de los jugadores a través de la red local</translation>
    </message>
    <message>
        <source>&amp;Rulesets…</source>
        <translation>&amp;Reglamentos…</translation>
    </message>
    <message>
        <source>Every ruleset, where it comes from, and the files that did not load</source>
        <translation>Todos los reglamentos, de dónde vienen y los archivos que no se han cargado</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Restore Sample Content</source>
        <translation>&amp;Restaurar contenido de ejemplo</translation>
    </message>
    <message>
        <source>&amp;About Fray</source>
        <translation>Acerca &amp;de Fray</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Open S&amp;hared Campaign…</source>
        <translation>Abrir campaña compar&amp;tida…</translation>
    </message>
    <message>
        <source>&amp;Copy Campaign to Server…</source>
        <translation>Copiar campaña al ser&amp;vidor…</translation>
    </message>
    <message>
        <source>&amp;Take Over the Fight</source>
        <translation>&amp;Tomar el combate</translation>
    </message>
    <message>
        <source>Tune the &amp;Fight…</source>
        <translation>A&amp;finar el combate…</translation>
    </message>
    <message>
        <source>Turn one knob (how many goblins, the ogre&apos;s hit points or attack) until the fight is as hard as you want</source>
        <translation>Ajustar un mando (cuántos goblins, los puntos de golpe o el ataque del ogro) hasta que el combate sea tan difícil como quieras</translation>
    </message>
</context>
<context>
    <name>PartyUpdateDialog</name>
    <message>
        <source>The Party</source>
        <translation>El grupo</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>As the &amp;ruleset says:</source>
        <translation>Según el &amp;reglamento:</translation>
    </message>
    <message>
        <source>&amp;Hit points for each member:</source>
        <translation>&amp;Puntos de golpe por miembro:</translation>
    </message>
    <message>
        <source>Back to &amp;full: hit points, subdual damage and uses</source>
        <translation>Recuperación &amp;completa: puntos de golpe, daño no letal y usos</translation>
    </message>
</context>
<context>
    <name>RoundEndDialog</name>
    <message>
        <source>Before the Round Ends</source>
        <translation>Antes de que termine el asalto</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remedio</translation>
    </message>
    <message>
        <source>or rolled at the &amp;table:</source>
        <translation>o tirado en la &amp;mesa:</translation>
    </message>
    <message>
        <source>&amp;Give</source>
        <translation>&amp;Aplicar</translation>
    </message>
</context>
<context>
    <name>RulesetsDialog</name>
    <message>
        <source>Rulesets</source>
        <translation>Reglamentos</translation>
    </message>
    <message>
        <source>&amp;Problems:</source>
        <translation>&amp;Problemas:</translation>
    </message>
    <message>
        <source>&amp;Open Rulesets Folder</source>
        <translation>&amp;Abrir la carpeta de reglamentos</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recargar</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share with Players</source>
        <translation>Compartir con los jugadores</translation>
    </message>
    <message>
        <source>Players open the page on their phones, tablets or a TV on the same network: the round, the turn order and their own odds, live. Combatants hidden from players are never sent.</source>
        <translation>Los jugadores abren la página en sus móviles, tabletas o en un televisor de la misma red: el asalto, el orden de turnos y sus propias probabilidades, en directo. Los combatientes ocultos a los jugadores nunca se envían.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Escuchar en:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Cualquier puerto libre</translation>
    </message>
    <message>
        <source>Show &amp;foes&apos; defence and hit points</source>
        <translation>&amp;Mostrar la defensa y los puntos de golpe de los enemigos</translation>
    </message>
    <message>
        <source>&amp;Start Sharing</source>
        <translation>Empezar a &amp;compartir</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>Copiar &amp;dirección</translation>
    </message>
</context>
<context>
    <name>SheetChoiceDialog</name>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Which sheets?</source>
        <translation>¿Qué hojas?</translation>
    </message>
    <message>
        <source>&amp;Roster: the combatants in initiative order, with hit-point boxes</source>
        <translation>&amp;Lista de combate: los combatientes en orden de iniciativa, con casillas para los puntos de golpe</translation>
    </message>
    <message>
        <source>&amp;Stat blocks: one for each combatant, alike ones together</source>
        <translation>&amp;Bloques de estadísticas: uno por combatiente, los iguales juntos</translation>
    </message>
    <message>
        <source>Rules r&amp;eference: the ruleset&apos;s attack roll, odds, modifiers and conditions</source>
        <translation>&amp;Referencia de reglas: la tirada de ataque, probabilidades, modificadores y estados del reglamento</translation>
    </message>
    <message>
        <source>&amp;Odds chart</source>
        <translation>&amp;Gráfico de probabilidades</translation>
    </message>
    <message>
        <source>&amp;Wandering monsters: the encounter order and the campaign&apos;s tables, with their odds</source>
        <translation>&amp;Monstruos errantes: el desarrollo del encuentro y las tablas de la campaña, con sus probabilidades</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>SimulateDialog</name>
    <message>
        <source>Simulate the Fight</source>
        <translation>Simular el combate</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Combates</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Pruebas:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>The same seed gives the same result; a new one rolls the fights afresh.</source>
        <translation>La misma semilla da el mismo resultado; una nueva vuelve a tirar los combates.</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nueva</translation>
    </message>
    <message>
        <source>Choose a new seed at random</source>
        <translation>Elegir una semilla nueva al azar</translation>
    </message>
    <message>
        <source>&amp;Party attacks:</source>
        <translation>El &amp;grupo ataca:</translation>
    </message>
    <message>
        <source>&amp;Foes attack:</source>
        <translation>&amp;Los enemigos atacan:</translation>
    </message>
    <message>
        <source>&amp;Rounds at most:</source>
        <translation>&amp;Asaltos como máximo:</translation>
    </message>
    <message>
        <source>&amp;Exact (one against one)</source>
        <translation>E&amp;xacto (uno contra uno)</translation>
    </message>
    <message>
        <source>Check &amp;morale (those who fail flee)</source>
        <translation>Comprobar la &amp;moral (los que fallan huyen)</translation>
    </message>
    <message>
        <source>As the window asks: when a side&apos;s first one falls and when half of it is down</source>
        <translation>Como pregunta la ventana: cuando cae el primero de un bando y cuando cae la mitad</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>¿Y si…?</translation>
    </message>
    <message>
        <source>As in the &amp;Encounter</source>
        <translation>Como &amp;en el encuentro</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecutar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Run to see who wins.</source>
        <translation>Ejecute para ver quién gana.</translation>
    </message>
    <message>
        <source>What the simulation approximated</source>
        <translation>Lo que la simulación ha aproximado</translation>
    </message>
    <message>
        <source>&amp;Print this result on the roster sheet</source>
        <translation>&amp;Imprimir este resultado en la lista de combate</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the Fight</source>
        <translation>Afinar el combate</translation>
    </message>
    <message>
        <source>Knob</source>
        <translation>Mando</translation>
    </message>
    <message>
        <source>T&amp;urn:</source>
        <translation>&amp;Ajustar:</translation>
    </message>
    <message>
        <source>&amp;Of:</source>
        <translation>&amp;De:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Mínimo:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Hasta:</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>The party &amp;wins:</source>
        <translation>El grupo &amp;gana:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The party&apos;s chance to win</source>
        <translation>La probabilidad de victoria del grupo</translation>
    </message>
    <message>
        <source>The fight &amp;is:</source>
        <translation>El combate &amp;es:</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Combates</translation>
    </message>
    <message>
        <source>Fights a &amp;value:</source>
        <translation>Combates por &amp;valor:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>Every value is played with this seed, so two values differ by the knob and not by luck.</source>
        <translation>Cada valor se juega con esta semilla, así dos valores difieren por el mando y no por la suerte.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecutar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Pick a knob and a target, then Run.</source>
        <translation>Elige un mando y un objetivo y luego Ejecutar.</translation>
    </message>
    <message>
        <source>Each value worked out</source>
        <translation>Cada valor calculado</translation>
    </message>
    <message>
        <source>&amp;Apply to This Encounter</source>
        <translation>A&amp;plicar a este encuentro</translation>
    </message>
    <message>
        <source>Save as a &amp;New Encounter</source>
        <translation>Guardar como &amp;nuevo encuentro</translation>
    </message>
</context>
<context>
    <name>WanderingDialog</name>
    <message>
        <source>Wandering Monsters</source>
        <translation>Monstruos errantes</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabla:</translation>
    </message>
    <message>
        <source>Ne&amp;w</source>
        <translation>&amp;Nueva</translation>
    </message>
    <message>
        <source>Start a new table for the open encounter&apos;s ruleset</source>
        <translation>Empezar una tabla nueva para el reglamento del encuentro abierto</translation>
    </message>
    <message>
        <source>&amp;Import File…</source>
        <translation>&amp;Importar archivo…</translation>
    </message>
    <message>
        <source>Read a table file (fray-encounter-table) into the campaign</source>
        <translation>Leer un archivo de tabla (fray-encounter-table) en la campaña</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>N&amp;ombre:</translation>
    </message>
    <message>
        <source>The old mill, Forest by day</source>
        <translation>El viejo molino, Bosque de día</translation>
    </message>
    <message>
        <source>D&amp;ie:</source>
        <translation>&amp;Dado:</translation>
    </message>
    <message>
        <source>1d8, 1d12, 2d6</source>
        <translation>1d8, 1d12, 2d6</translation>
    </message>
    <message>
        <source>Ruleset:</source>
        <translation>Reglamento:</translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation>Añadir &amp;fila</translation>
    </message>
    <message>
        <source>Re&amp;move Row</source>
        <translation>&amp;Quitar fila</translation>
    </message>
    <message>
        <source>&amp;How Deadly?</source>
        <translation>¿&amp;Cuán mortal?</translation>
    </message>
    <message>
        <source>Simulate the campaign&apos;s party against each row, each number that can come as often as its chance</source>
        <translation>Simular el grupo de la campaña contra cada fila, cada cantidad que puede venir tantas veces como indica su probabilidad</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Roll and Build the Fight</source>
        <translation>Tirar y &amp;preparar el combate</translation>
    </message>
    <message>
        <source>Roll on the table; what comes becomes a new encounter at a rolled distance</source>
        <translation>Tirar en la tabla; lo que viene se convierte en un nuevo encuentro a una distancia tirada</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Ce&amp;rrar</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Encounter manager for tabletop RPG game masters</source>
        <translation>Gestor de encuentros para directores de juego de rol de mesa</translation>
    </message>
    <message>
        <source>Use the language CODE (for example de) for this run.</source>
        <translation>Usar el idioma CODE (por ejemplo, es) en esta ejecución.</translation>
    </message>
    <message>
        <source>The campaign file to open (the last one when absent).</source>
        <translation>El archivo de campaña que abrir (el último, si no se indica).</translation>
    </message>
</context>
</TS>
