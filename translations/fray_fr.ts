<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AttackDialog</name>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Attaquant&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;With:</source>
        <translation>A&amp;vec&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cible&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Modifiers (tick those that apply):</source>
        <translation>&amp;Modificateurs (cochez ceux qui s’appliquent)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>CombatantEditor</name>
    <message>
        <source>Combatant</source>
        <translation>Combattant</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>Gobelin</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type&#xa0;:</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>&amp;Member of the party</source>
        <translation>&amp;Membre du groupe</translation>
    </message>
    <message>
        <source>A member joins new fights as it is now and keeps what fights and rests leave on it</source>
        <translation>Un membre entre dans les nouveaux combats tel qu’il est et garde ce que combats et repos lui laissent</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Camp&#xa0;:</translation>
    </message>
    <message>
        <source>party, foes, neutrals, or a side you name</source>
        <translation>party, foes, neutrals ou un camp de votre choix</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Groupe&#xa0;:</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>seul</translation>
    </message>
    <message>
        <source>Combatants of one group share an initiative roll</source>
        <translation>Les combattants d’un même groupe partagent un jet d’initiative</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>Éti&amp;quettes&#xa0;:</translation>
    </message>
    <message>
        <source>goblinoid, cave</source>
        <translation>gobelinoïde, grotte</translation>
    </message>
    <message>
        <source>Words to find the entry by, separated by commas</source>
        <translation>Mots permettant de trouver l’entrée, séparés par des virgules</translation>
    </message>
    <message>
        <source>&amp;HP:</source>
        <translation>&amp;PV&#xa0;:</translation>
    </message>
    <message>
        <source>11 or 2d8+2</source>
        <translation>11 ou 2d8+2</translation>
    </message>
    <message>
        <source>Hit d&amp;ice are:</source>
        <translation>&amp;Dés de vie&#xa0;:</translation>
    </message>
    <message>
        <source>Rolled for each</source>
        <translation>Lancés pour chacun</translation>
    </message>
    <message>
        <source>Averaged</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>C&amp;urrent HP:</source>
        <translation>PV act&amp;uels&#xa0;:</translation>
    </message>
    <message>
        <source>Ho&amp;w many:</source>
        <translation>Com&amp;bien&#xa0;:</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>D&amp;efence:</source>
        <translation>Dé&amp;fense&#xa0;:</translation>
    </message>
    <message>
        <source>A&amp;rmour:</source>
        <translation>A&amp;rmure&#xa0;:</translation>
    </message>
    <message>
        <source>Points subtracted from the damage of each hit</source>
        <translation>Points retirés des dégâts de chaque coup</translation>
    </message>
    <message>
        <source>Attacks per r&amp;ound:</source>
        <translation>Attaque&amp;s par round&#xa0;:</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Add atta&amp;ck</source>
        <translation>Ajouter une &amp;attaque</translation>
    </message>
    <message>
        <source>Remo&amp;ve attack</source>
        <translation>R&amp;etirer l’attaque</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Utilisations</translation>
    </message>
    <message>
        <source>Uses (spells per day, a breath weapon, a reaction)</source>
        <translation>Utilisations (sorts par jour, souffle, réaction)</translation>
    </message>
    <message>
        <source>Add &amp;use</source>
        <translation>Ajouter une ut&amp;ilisation</translation>
    </message>
    <message>
        <source>Remove use</source>
        <translation>Retirer l’utilisation</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Rappels</translation>
    </message>
    <message>
        <source>Reminders that pop at its turn or the round (save vs. poison, concentration)</source>
        <translation>Rappels qui s’affichent à son tour ou au round (sauvegarde contre le poison, concentration)</translation>
    </message>
    <message>
        <source>A&amp;dd reminder</source>
        <translation>Ajouter un rappe&amp;l</translation>
    </message>
    <message>
        <source>Remove reminder</source>
        <translation>Retirer le rappel</translation>
    </message>
    <message>
        <source>Not&amp;es:</source>
        <translation>N&amp;otes&#xa0;:</translation>
    </message>
</context>
<context>
    <name>DayPlanDialog</name>
    <message>
        <source>Plan a Day</source>
        <translation>Planifier une journée</translation>
    </message>
    <message>
        <source>Fights of the day</source>
        <translation>Combats de la journée</translation>
    </message>
    <message>
        <source>An encounter of this campaign; the party joins it as the day has left them</source>
        <translation>Une rencontre de cette campagne&#xa0;; le groupe y entre tel que la journée l’a laissé</translation>
    </message>
    <message>
        <source>Encounter to add</source>
        <translation>Rencontre à ajouter</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Journées</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>The same seed gives the same days; another rolls them afresh.</source>
        <translation>La même graine donne les mêmes journées&#xa0;; une autre les relance.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Add the day&apos;s fights, then Run.</source>
        <translation>Ajoutez les combats de la journée, puis Lancer.</translation>
    </message>
    <message>
        <source>The day fight by fight</source>
        <translation>La journée combat par combat</translation>
    </message>
    <message>
        <source>What the simulation approximated</source>
        <translation>Ce que la simulation a simplifié</translation>
    </message>
    <message>
        <source>Days to &amp;play:</source>
        <translation>&amp;Nombre de journées&#xa0;:</translation>
    </message>
</context>
<context>
    <name>EncountersDock</name>
    <message>
        <source>Also list the encounters put away</source>
        <translation>Lister aussi les rencontres rangées</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ou&amp;vrir</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>Reno&amp;mmer…</translation>
    </message>
    <message>
        <source>Put &amp;Away</source>
        <translation>R&amp;anger</translation>
    </message>
    <message>
        <source>Take the encounter out of the list (Show put away brings it back)</source>
        <translation>Retirer la rencontre de la liste (Afficher les rangées la fait revenir)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Show put awa&amp;y</source>
        <translation>Affi&amp;cher les rangées</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>Nouve&amp;lle…</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Add Event</source>
        <translation>Ajouter un événement</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Lair, Reinforcements, The ceiling falls</source>
        <translation>Antre, Renforts, Le plafond s’effondre</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Quand&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;First round:</source>
        <translation>&amp;Premier round&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Fires:</source>
        <translation>&amp;Se déclenche&#xa0;:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;ote&#xa0;:</translation>
    </message>
    <message>
        <source>What the GM reads out when it acts</source>
        <translation>Ce que le MJ lit à voix haute quand il se déclenche</translation>
    </message>
    <message>
        <source>&amp;Roll:</source>
        <translation>&amp;Jet&#xa0;:</translation>
    </message>
    <message>
        <source>optional, e.g. 2d6</source>
        <translation>facultatif, p. ex. 2d6</translation>
    </message>
    <message>
        <source>&amp;Arriving:</source>
        <translation>&amp;Arrivants&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CampaignCommand</name>
    <message>
        <source>Copy a whole campaign between a file and a PostgreSQL server</source>
        <translation>Copier une campagne entière entre un fichier et un serveur PostgreSQL</translation>
    </message>
    <message>
        <source>copy SOURCE DESTINATION: each a campaign file or a server&apos;s address (postgresql://USER@HOST/DATABASE).</source>
        <translation>copy SOURCE DESTINATION&#xa0;: chacun un fichier de campagne ou l’adresse d’un serveur (postgresql://UTILISATEUR@HÔTE/BASE).</translation>
    </message>
    <message>
        <source>give an ACTION: copy</source>
        <translation>indiquez une ACTION&#xa0;: copy</translation>
    </message>
    <message>
        <source>copy takes SOURCE and DESTINATION</source>
        <translation>copy prend SOURCE et DESTINATION</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message>
        <source>%1 already exists; copy into a new file</source>
        <translation>%1 existe déjà&#xa0;; copiez dans un nouveau fichier</translation>
    </message>
    <message>
        <source>both are files; copy a campaign file as any other file</source>
        <translation>les deux sont des fichiers&#xa0;; copiez un fichier de campagne comme tout autre fichier</translation>
    </message>
    <message>
        <source>%1 is now a copy of %2</source>
        <translation>%1 est maintenant une copie de %2</translation>
    </message>
    <message numerus="yes">
        <source>copied %1 of %Ln row(s)</source>
        <extracomment>A progress line while a campaign is copied: rows of all its tables.</extracomment>
        <translation>
            <numerusform>%1 sur %Ln ligne copiée</numerusform>
            <numerusform>%1 sur %Ln lignes copiées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CampaignOption</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message>
        <source>The campaign file, or a server&apos;s address (postgresql://USER@HOST/DATABASE; the password as libpq finds it: in the address, PGPASSWORD or ~/.pgpass).</source>
        <translation>Le fichier de la campagne, ou l’adresse d’un serveur (postgresql://UTILISATEUR@HÔTE/BASE&#xa0;; le mot de passe tel que libpq le trouve&#xa0;: dans l’adresse, PGPASSWORD ou ~/.pgpass).</translation>
    </message>
    <message>
        <source>%1: too few turns played to measure the table&apos;s pace (%2 or more are needed)</source>
        <translation>%1&#xa0;: trop peu de tours joués pour mesurer le rythme de la table (il en faut %2 ou plus)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CliOptions</name>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 est donné plus d’une fois</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 doit être un nombre entier de %2 à %3, pas «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>--set expects NAME=WHOLE-NUMBER, not &apos;%1&apos;</source>
        <translation>--set attend NOM=NOMBRE-ENTIER, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--set expects NAME=VALUE, not &apos;%1&apos;</source>
        <translation>--set attend NOM=VALEUR, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no dice expression given</source>
        <translation>aucune expression de dés donnée</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CommandLine</name>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>Usage: fray-cli [--help] [--version] COMMAND [OPTIONS]</source>
        <extracomment>The command and option names stay as they are.</extracomment>
        <translation>Usage&#xa0;: fray-cli [--help] [--version] COMMANDE [OPTIONS]</translation>
    </message>
    <message>
        <source>Fray&apos;s scriptable face: exact dice, rulesets and odds.</source>
        <translation>Fray pour les scripts&#xa0;: dés exacts, jeux de règles et chances.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes&#xa0;:</translation>
    </message>
    <message>
        <source>Run &apos;fray-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Lancez «&#xa0;fray-cli COMMANDE --help&#xa0;» pour les options d’une commande.</translation>
    </message>
    <message>
        <source>Exit status: 0 on success, 2 on bad input (one line on stderr).</source>
        <translation>Code de sortie&#xa0;: 0 en cas de succès, 2 en cas d’entrée invalide (une ligne sur stderr).</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Afficher la version.</translation>
    </message>
    <message>
        <source>What to do.</source>
        <translation>Ce qu’il faut faire.</translation>
    </message>
    <message>
        <source>no command given; see &apos;fray-cli --help&apos;</source>
        <translation>aucune commande donnée&#xa0;; voir «&#xa0;fray-cli --help&#xa0;»</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; see &apos;fray-cli --help&apos;</source>
        <translation>commande inconnue «&#xa0;%1&#xa0;»&#xa0;; voir «&#xa0;fray-cli --help&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CompareCommand</name>
    <message>
        <source>One attack&apos;s odds under two rulesets</source>
        <translation>Les chances d’une attaque sous deux jeux de règles</translation>
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
        <translation>P(touche)</translation>
    </message>
    <message>
        <source>expected damage</source>
        <translation>dégâts attendus</translation>
    </message>
    <message numerus="yes">
        <source>drops within %n round(s)</source>
        <translation>
            <numerusform>tombe en %n round</numerusform>
            <numerusform>tombe en %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Give --ruleset twice: A, then B (a shipped ruleset and your copy with a house rule, or any two).</source>
        <translation>Donner --ruleset deux fois&#xa0;: A, puis B (un jeu de règles fourni et ta copie avec une règle maison, ou deux quelconques).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>The target&apos;s hit points, for the chance to drop it within 1 to 3 rounds.</source>
        <translation>Les points de vie de la cible, pour la probabilité de l’abattre en 1 à 3 rounds.</translation>
    </message>
    <message>
        <source>Attacks a round, for the chance to drop the target (default 1).</source>
        <translation>Attaques par round, pour la probabilité d’abattre la cible (par défaut 1).</translation>
    </message>
    <message>
        <source>A variable to vary across a range (with --from and --to).</source>
        <translation>Une variable à faire varier sur une plage (avec --from et --to).</translation>
    </message>
    <message>
        <source>First value.</source>
        <translation>Première valeur.</translation>
    </message>
    <message>
        <source>Last value.</source>
        <translation>Dernière valeur.</translation>
    </message>
    <message>
        <source>Step (default 1).</source>
        <translation>Pas (par défaut 1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--ruleset must be given twice: A, then B</source>
        <translation>--ruleset doit être donné deux fois&#xa0;: A, puis B</translation>
    </message>
    <message>
        <source>--vary needs --%1</source>
        <translation>--vary demande --%1</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A&#xa0;: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B&#xa0;: %1</translation>
    </message>
    <message>
        <source>Also simulate this encounter&apos;s fight under each ruleset (the same seed for both).</source>
        <translation>Simuler aussi le combat de cette rencontre sous chaque jeu de règles (la même graine pour les deux).</translation>
    </message>
    <message>
        <source>Fights to simulate under each ruleset (default 10,000)</source>
        <translation>Combats à simuler sous chaque jeu de règles (par défaut 10 000)</translation>
    </message>
    <message>
        <source>The fight of %1: the party wins %2 under A (%3), %4 under B (%5); B less A: %6</source>
        <translation>Le combat de %1 : le groupe gagne %2 sous A (%3), %4 sous B (%5) ; B moins A : %6</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CurveCommand</name>
    <message>
        <source>Exact odds across a range of one variable</source>
        <translation>Chances exactes sur une plage de valeurs d’une variable</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>The variable to vary.</source>
        <translation>La variable à faire varier.</translation>
    </message>
    <message>
        <source>First value.</source>
        <translation>Première valeur.</translation>
    </message>
    <message>
        <source>Last value.</source>
        <translation>Dernière valeur.</translation>
    </message>
    <message>
        <source>Step (default 1).</source>
        <translation>Pas (par défaut 1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 est obligatoire</translation>
    </message>
    <message>
        <source>%1, varying %2</source>
        <translation>%1, en faisant varier %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DangerCommand</name>
    <message>
        <source>Each combatant&apos;s chance to be out before its next turn</source>
        <translation>La probabilité de chaque combattant d’être hors de combat avant son prochain tour</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json) of a fight under way.</source>
        <translation>Un fichier de rencontre (*.fray.json) d’un combat en cours.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Une valeur que le jeu de règles ne prend d’aucun combattant (needed en old-school), pour chaque attaque.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>%1: the fight has not started; the danger before each turn follows the initiative order, which it has not rolled yet</source>
        <translation>%1&#xa0;: le combat n’a pas commencé&#xa0;; le danger avant chaque tour suit l’ordre d’initiative, qui n’est pas encore tiré</translation>
    </message>
    <message>
        <source>%1: cannot work the danger out: %2</source>
        <translation>%1&#xa0;: impossible de calculer le danger&#xa0;: %2</translation>
    </message>
    <message>
        <source>Round %1: the chance to be out before one&apos;s next turn</source>
        <translation>Round %1&#xa0;: la probabilité d’être hors de combat avant son prochain tour</translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) before its turn</source>
        <translation>
            <numerusform>%n attaque avant son tour</numerusform>
            <numerusform>%n attaques avant son tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) before the round ends</source>
        <translation>
            <numerusform>%n attaque avant la fin du round</numerusform>
            <numerusform>%n attaques avant la fin du round</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DayCommand</name>
    <message>
        <source>Simulate an adventuring day of fights</source>
        <translation>Simuler une journée d’aventure de plusieurs combats</translation>
    </message>
    <message>
        <source>A day file (*.json): its fights&apos; encounter files in order and the rests between.</source>
        <translation>Un fichier de journée (*.json)&#xa0;: les fichiers de rencontre de ses combats dans l’ordre et les repos entre eux.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Une valeur que le jeu de règles ne prend d’aucun combattant (needed en old-school), pour chaque attaque.</translation>
    </message>
    <message>
        <source>Check no morale, where the ruleset has a morale rule: no one flees.</source>
        <translation>Ne pas tester le moral, là où le jeu de règles a une règle de moral&#xa0;: personne ne fuit.</translation>
    </message>
    <message>
        <source>Days to simulate</source>
        <translation>Journées à simuler</translation>
    </message>
    <message>
        <source>give one day FILE</source>
        <translation>indiquez un fichier de journée FILE</translation>
    </message>
    <message>
        <source>%1: cannot simulate the day: %2</source>
        <translation>%1&#xa0;: impossible de simuler la journée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2 days, seed %3</source>
        <translation>%1&#xa0;: %2 journées, graine %3</translation>
    </message>
    <message>
        <source>The party gets through the day: %1</source>
        <translation>Le groupe passe la journée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1. %2, after %3</source>
        <translation>%1. %2, après %3</translation>
    </message>
    <message>
        <source>fought in %1 of days; the party breaks here in %2; %3 rounds on average; %4</source>
        <translation>combattu dans %1 des journées&#xa0;; le groupe échoue ici dans %2&#xa0;; %3 rounds en moyenne&#xa0;; %4</translation>
    </message>
    <message>
        <source>%1 %2 HP</source>
        <translation>%1 %2 PV</translation>
    </message>
    <message>
        <source> (out %1)</source>
        <translation> (hors combat %1)</translation>
    </message>
    <message>
        <source>before it: %1</source>
        <translation>avant&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 at the day&apos;s end: out %2</source>
        <translation>%1 en fin de journée&#xa0;: hors combat %2</translation>
    </message>
    <message>
        <source>, dead %1</source>
        <translation>, mort %1</translation>
    </message>
    <message>
        <source>Length: %1</source>
        <translation>Durée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 days per second</source>
        <translation>%1 journées par seconde</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DistCommand</name>
    <message>
        <source>Exact probability distribution of a dice expression</source>
        <translation>Distribution de probabilité exacte d’une expression de dés</translation>
    </message>
    <message>
        <source>mean %1, standard deviation %2, from %3 to %4</source>
        <translation>moyenne %1, écart type %2, de %3 à %4</translation>
    </message>
    <message numerus="yes">
        <source>exploding dice stop after %n extra rolls; probability cut short: %1</source>
        <translation>
            <numerusform>les dés explosifs s’arrêtent après %n jet supplémentaire&#xa0;; probabilité tronquée&#xa0;: %1</numerusform>
            <numerusform>les dés explosifs s’arrêtent après %n jets supplémentaires&#xa0;; probabilité tronquée&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilité</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>au moins</translation>
    </message>
    <message>
        <source>Dice expression, e.g. 4d6dl1 or &quot;2d20kh1 + 5&quot;. Put -- before one that starts with &apos;-&apos;.</source>
        <translation>Expression de dés, p. ex. 4d6dl1 ou &quot;2d20kh1 + 5&quot;. Placez -- devant une expression qui commence par «&#xa0;-&#xa0;».</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>Bind @NAME to a number or a dice expression.</source>
        <translation>Lier @NAME à un nombre ou à une expression de dés.</translation>
    </message>
    <message>
        <source>Extra rolls an exploding die may make (0-100, default 10).</source>
        <translation>Jets supplémentaires d’un dé explosif (0-100, par défaut 10).</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::EncounterCommands</name>
    <message>
        <source>give one encounter FILE</source>
        <translation>indiquez un seul fichier de rencontre (FILE)</translation>
    </message>
    <message>
        <source>%1: not valid JSON at line %2, column %3: %4</source>
        <translation>%1&#xa0;: JSON invalide à la ligne %2, colonne %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1: expected a list of commands</source>
        <translation>%1&#xa0;: une liste de commandes est attendue</translation>
    </message>
    <message>
        <source>--seed N is required, so the rolls can be repeated</source>
        <translation>--seed N est obligatoire, pour que les jets puissent être rejoués</translation>
    </message>
    <message>
        <source>%1: not saved, Fray could not read it back: %2</source>
        <translation>%1&#xa0;: non enregistré, Fray n’a pas pu le relire&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ExportCommand</name>
    <message>
        <source>Write an encounter or the library of a campaign to a file</source>
        <translation>Écrire une rencontre ou la bibliothèque d’une campagne dans un fichier</translation>
    </message>
    <message>
        <source>The encounter to write.</source>
        <translation>La rencontre à écrire.</translation>
    </message>
    <message>
        <source>Write the whole library.</source>
        <translation>Écrire toute la bibliothèque.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Le fichier à écrire.</translation>
    </message>
    <message>
        <source>fray (default) or improved-initiative (Improved Initiative&apos;s own export; --library and --encounter may be given together).</source>
        <extracomment>fray and improved-initiative are what the option takes.</extracomment>
        <translation>fray (par défaut) ou improved-initiative (l’export propre d’Improved Initiative&#xa0;; --library et --encounter peuvent être donnés ensemble).</translation>
    </message>
    <message>
        <source>Only the library entries of this ruleset. An Improved Initiative file holds one ruleset&apos;s: the encounter&apos;s, the library&apos;s only one, or this.</source>
        <translation>Seulement les entrées de bibliothèque de ce jeu de règles. Un fichier Improved Initiative contient les entrées d’un seul jeu de règles&#xa0;: celui de la rencontre, le seul de la bibliothèque, ou celui-ci.</translation>
    </message>
    <message>
        <source>--db CAMPAIGN and -o FILE are required</source>
        <translation>--db CAMPAIGN et -o FILE sont obligatoires</translation>
    </message>
    <message>
        <source>--format takes fray or improved-initiative, not &apos;%1&apos;</source>
        <translation>--format accepte fray ou improved-initiative, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>give --encounter NAME, --library or both</source>
        <translation>indiquez --encounter NAME, --library ou les deux</translation>
    </message>
    <message>
        <source>give either --encounter NAME or --library</source>
        <translation>indiquez soit --encounter NAME, soit --library</translation>
    </message>
    <message>
        <source>the campaign has no encounter called &apos;%1&apos;</source>
        <translation>la campagne n’a pas de rencontre nommée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the encounter &apos;%1&apos; is of %2, not %3</source>
        <translation>la rencontre «&#xa0;%1&#xa0;» relève de %2, pas de %3</translation>
    </message>
    <message>
        <source>the library holds entries of %1; give --ruleset ID</source>
        <translation>la bibliothèque contient des entrées de %1&#xa0;; indiquez --ruleset ID</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportCommand</name>
    <message>
        <source>Add an encounter, library entries or CSV stat lines to a campaign</source>
        <translation>Ajouter une rencontre, des entrées de bibliothèque ou des lignes de caractéristiques CSV à une campagne</translation>
    </message>
    <message>
        <source>*.fray.json, *.csv, or another tool&apos;s file (Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools)</source>
        <translation>*.fray.json, *.csv ou le fichier d’un autre outil (Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools)</translation>
    </message>
    <message>
        <source>The ruleset of CSV stat lines, or that other tools&apos; creatures go into.</source>
        <translation>Le jeu de règles des lignes CSV, ou celui où vont les créatures des autres outils.</translation>
    </message>
    <message>
        <source>character, monster or template for CSV lines (default monster).</source>
        <extracomment>character, monster and template are what the option takes.</extracomment>
        <translation>character, monster ou template pour les lignes CSV (par défaut monster).</translation>
    </message>
    <message>
        <source>Import a CSV&apos;s good lines even when some are rejected.</source>
        <translation>Importer les lignes valides d’un CSV même si certaines sont rejetées.</translation>
    </message>
    <message>
        <source>Show what would be imported; change nothing.</source>
        <translation>Montrer ce qui serait importé&#xa0;; ne rien modifier.</translation>
    </message>
    <message>
        <source>Show the preview as JSON.</source>
        <translation>Afficher l’aperçu en JSON.</translation>
    </message>
    <message>
        <source>What to do with an entry whose name the library holds: skip, rename or replace (without it such an import is refused).</source>
        <extracomment>skip, rename and replace are what the option takes.</extracomment>
        <translation>Que faire d’une entrée dont la bibliothèque a déjà le nom&#xa0;: skip, rename ou replace (sans cette option, un tel import est refusé).</translation>
    </message>
    <message>
        <source>--db CAMPAIGN is required</source>
        <translation>--db CAMPAIGN est obligatoire</translation>
    </message>
    <message>
        <source>give one FILE to import</source>
        <translation>indiquez un seul fichier à importer (FILE)</translation>
    </message>
    <message>
        <source>--on-clash takes skip, rename or replace, not &apos;%1&apos;</source>
        <translation>--on-clash accepte skip, rename ou replace, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>CSV stat lines need --ruleset ID</source>
        <translation>les lignes de caractéristiques CSV nécessitent --ruleset ID</translation>
    </message>
    <message>
        <source>%1 files need --ruleset ID (the ruleset the creatures go into)</source>
        <translation>les fichiers %1 nécessitent --ruleset ID (le jeu de règles où vont les créatures)</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; -&gt; %2</source>
        <translation>colonne «&#xa0;%1&#xa0;» -&gt; %2</translation>
    </message>
    <message>
        <source>(not imported)</source>
        <translation>(non importé)</translation>
    </message>
    <message>
        <source>line %1 rejected: %2</source>
        <translation>ligne %1 rejetée&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) rejected; nothing was imported (see above, or --skip-rejected)</source>
        <translation>
            <numerusform>%1&#xa0;: %n ligne rejetée&#xa0;; rien n’a été importé (voir ci-dessus, ou --skip-rejected)</numerusform>
            <numerusform>%1&#xa0;: %n lignes rejetées&#xa0;; rien n’a été importé (voir ci-dessus, ou --skip-rejected)</numerusform>
        </translation>
    </message>
    <message>
        <source>the library already holds %1</source>
        <translation>la bibliothèque contient déjà %1</translation>
    </message>
    <message>
        <source>the file holds %1</source>
        <translation>le fichier contient %1</translation>
    </message>
    <message>
        <source>%1; nothing was imported (--on-clash skip, rename or replace)</source>
        <translation>%1&#xa0;; rien n’a été importé (--on-clash skip, rename ou replace)</translation>
    </message>
    <message>
        <source>%1; nothing was imported</source>
        <translation>%1&#xa0;; rien n’a été importé</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message numerus="yes">
        <source>imported encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>rencontre «&#xa0;%1&#xa0;» importée (%n combattant)</numerusform>
            <numerusform>rencontre «&#xa0;%1&#xa0;» importée (%n combattants)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entry</source>
        <translation>
            <numerusform>%n entrée de bibliothèque importée</numerusform>
            <numerusform>%n entrées de bibliothèque importées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entries</source>
        <translation>
            <numerusform>%n entrée de bibliothèque importée</numerusform>
            <numerusform>%n entrées de bibliothèque importées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportPreview</name>
    <message>
        <source>kept as notes: %1</source>
        <translation>gardé en notes&#xa0;: %1</translation>
    </message>
    <message>
        <source>not imported: %1</source>
        <translation>non importé&#xa0;: %1</translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation>format&#xa0;: %1</translation>
    </message>
    <message>
        <source>mapping: %1</source>
        <translation>correspondance&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>rencontre «&#xa0;%1&#xa0;» (%n combattant)</numerusform>
            <numerusform>rencontre «&#xa0;%1&#xa0;» (%n combattants)</numerusform>
        </translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>laissé de côté&#xa0;: %1</translation>
    </message>
    <message>
        <source>renamed: %1</source>
        <translation>renommé&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>not imported in %n entries: %1</source>
        <translation>
            <numerusform>non importé dans %n entrée&#xa0;: %1</numerusform>
            <numerusform>non importé dans %n entrées&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept as notes in %n entries: %1</source>
        <translation>
            <numerusform>gardé en notes dans %n entrée&#xa0;: %1</numerusform>
            <numerusform>gardé en notes dans %n entrées&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>not creatures, not imported: %1 × %2</source>
        <translation>pas des créatures, non importé&#xa0;: %1 × %2</translation>
    </message>
    <message>
        <source>name clash: %1</source>
        <translation>conflit de noms&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::InitiativeCommand</name>
    <message>
        <source>Roll an encounter&apos;s initiative</source>
        <translation>Lancer l’initiative d’une rencontre</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un fichier de rencontre (*.fray.json).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>Seed for the rolls.</source>
        <translation>Graine des jets.</translation>
    </message>
    <message>
        <source>Rounds to roll (default 1).</source>
        <translation>Rounds à lancer (par défaut 1).</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>(lost)</source>
        <translation>(perdu)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::LogCommand</name>
    <message>
        <source>Write an encounter&apos;s log and luck report</source>
        <translation>Écrire le journal et le rapport de chance d’une rencontre</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un fichier de rencontre (*.fray.json).</translation>
    </message>
    <message>
        <source>md (Markdown, the default) or html.</source>
        <translation>md (Markdown, par défaut) ou html.</translation>
    </message>
    <message>
        <source>Write to FILE instead of the standard output.</source>
        <translation>Écrire dans FILE au lieu de la sortie standard.</translation>
    </message>
    <message>
        <source>--format must be md or html, not &apos;%1&apos;</source>
        <translation>--format doit être md ou html, pas «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::MoralePrompts</name>
    <message>
        <source>%1 %2 to hold</source>
        <translation>%1 (%2 de tenir)</translation>
    </message>
    <message>
        <source>commands[%1] (%2) · morale for %3 %4: %5; answer with {&quot;command&quot;: &quot;morale&quot;, &quot;side&quot;: &quot;%3&quot;, &quot;moment&quot;: &quot;%6&quot;}</source>
        <translation>commands[%1] (%2) · moral pour %3 %4&#xa0;: %5&#xa0;; répondez avec {&quot;command&quot;: &quot;morale&quot;, &quot;side&quot;: &quot;%3&quot;, &quot;moment&quot;: &quot;%6&quot;}</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::OddsCommand</name>
    <message>
        <source>Exact odds of one attack</source>
        <translation>Chances exactes d’une attaque</translation>
    </message>
    <message>
        <source>P(hit)</source>
        <translation>P(touche)</translation>
    </message>
    <message>
        <source>expected damage %1 (from %2 to %3)</source>
        <translation>dégâts attendus %1 (de %2 à %3)</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::PartyCommand</name>
    <message>
        <source>The campaign&apos;s party: members, carry-over from a fight, rests</source>
        <translation>Le groupe de la campagne&#xa0;: membres, report d’un combat, repos</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>aucun changement</translation>
    </message>
    <message>
        <source>the library has no entry called &apos;%1&apos;</source>
        <translation>la bibliothèque n’a pas d’entrée nommée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the library has %1 entries called &apos;%2&apos;; rename all but one</source>
        <translation>la bibliothèque a %1 entrées nommées «&#xa0;%2&#xa0;»&#xa0;; renommez-les toutes sauf une</translation>
    </message>
    <message>
        <source>list, join NAME..., leave NAME..., carry-over, or rest</source>
        <extracomment>list, join, leave, carry-over and rest are what the command takes.</extracomment>
        <translation>list, join NAME..., leave NAME..., carry-over ou rest</translation>
    </message>
    <message>
        <source>carry-over: the fight whose result the party keeps.</source>
        <translation>carry-over&#xa0;: le combat dont le groupe garde le résultat.</translation>
    </message>
    <message>
        <source>rest: one of the ruleset&apos;s rests (see &apos;fray-cli rulesets --ruleset ID&apos;).</source>
        <translation>rest&#xa0;: l’un des repos du jeu de règles (voir «&#xa0;fray-cli rulesets --ruleset ID&#xa0;»).</translation>
    </message>
    <message>
        <source>rest: so many hit points back for each member.</source>
        <translation>rest&#xa0;: autant de points de vie récupérés par membre.</translation>
    </message>
    <message>
        <source>rest: back to full.</source>
        <translation>rest&#xa0;: retour au maximum.</translation>
    </message>
    <message>
        <source>rest: the seed of the rest&apos;s dice.</source>
        <translation>rest&#xa0;: la graine des dés du repos.</translation>
    </message>
    <message>
        <source>Show what would change; change nothing.</source>
        <translation>Montrer ce qui changerait&#xa0;; ne rien modifier.</translation>
    </message>
    <message>
        <source>rest: the ruleset whose members rest; list: only its members.</source>
        <translation>rest&#xa0;: le jeu de règles dont les membres se reposent&#xa0;; list&#xa0;: seulement ses membres.</translation>
    </message>
    <message>
        <source>--db CAMPAIGN is required</source>
        <translation>--db CAMPAIGN est obligatoire</translation>
    </message>
    <message>
        <source>give an ACTION: list, join, leave, carry-over or rest</source>
        <translation>indiquez une ACTION&#xa0;: list, join, leave, carry-over ou rest</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message>
        <source>subdual %1</source>
        <translation>non létaux %1</translation>
    </message>
    <message>
        <source>name the library entries that %1 the party</source>
        <translation>nommez les entrées de bibliothèque concernées par %1</translation>
    </message>
    <message>
        <source>%1 takes no names: &apos;%2&apos;</source>
        <translation>%1 ne prend pas de noms&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>carry-over needs --encounter NAME</source>
        <translation>carry-over nécessite --encounter NAME</translation>
    </message>
    <message>
        <source>the campaign has no encounter called &apos;%1&apos;</source>
        <translation>la campagne n’a pas de rencontre nommée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no member of the party fought in &apos;%1&apos;</source>
        <translation>aucun membre du groupe n’a combattu dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Fin du combat&#xa0;: %1</translation>
    </message>
    <message>
        <source>rest needs --ruleset ID; see &apos;fray-cli rulesets&apos;</source>
        <translation>rest nécessite --ruleset ID&#xa0;; voir «&#xa0;fray-cli rulesets&#xa0;»</translation>
    </message>
    <message>
        <source>give one of --rest ID, --hp N or --full</source>
        <translation>indiquez une option parmi --rest ID, --hp N ou --full</translation>
    </message>
    <message>
        <source>the party has no members of %1</source>
        <translation>le groupe n’a pas de membres dans %1</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos; (known: list, join, leave, carry-over, rest)</source>
        <translation>action inconnue «&#xa0;%1&#xa0;» (connues&#xa0;: list, join, leave, carry-over, rest)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::PlayCommand</name>
    <message>
        <source>Run commands on an encounter</source>
        <translation>Exécuter des commandes sur une rencontre</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un fichier de rencontre (*.fray.json).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>Seed for the rolls.</source>
        <translation>Graine des jets.</translation>
    </message>
    <message>
        <source>A JSON file with a list of commands.</source>
        <translation>Un fichier JSON contenant une liste de commandes.</translation>
    </message>
    <message>
        <source>Write the encounter after the commands to OUT.</source>
        <translation>Écrire la rencontre après les commandes dans OUT.</translation>
    </message>
    <message>
        <source>--commands CMDS.json is required</source>
        <translation>--commands CMDS.json est obligatoire</translation>
    </message>
    <message>
        <source>commands[%1] (%2) · %3: %4</source>
        <translation>commands[%1] (%2) · %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Round %1, %2 acts</source>
        <translation>Round %1, %2 agit</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Ordre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Journal&#xa0;:</translation>
    </message>
    <message>
        <source>Reminders:</source>
        <translation>Rappels&#xa0;:</translation>
    </message>
    <message>
        <source>Morale asked:</source>
        <translation>Moral demandé&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RollCommand</name>
    <message>
        <source>Roll a dice expression, reproducibly with --seed</source>
        <translation>Lancer une expression de dés, de façon reproductible avec --seed</translation>
    </message>
    <message>
        <source>Dice expression, e.g. 1d20+5 or 4d6dl1.</source>
        <translation>Expression de dés, p. ex. 1d20+5 ou 4d6dl1.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>Seed for reproducible rolls (default: random).</source>
        <translation>Graine pour des jets reproductibles (par défaut&#xa0;: aléatoire).</translation>
    </message>
    <message>
        <source>How many times to roll (default 1).</source>
        <translation>Nombre de jets (par défaut 1).</translation>
    </message>
    <message>
        <source>Bind @NAME to a number or a dice expression.</source>
        <translation>Lier @NAME à un nombre ou à une expression de dés.</translation>
    </message>
    <message>
        <source>Extra rolls an exploding die may make (0-100, default 10).</source>
        <translation>Jets supplémentaires d’un dé explosif (0-100, par défaut 10).</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>graine %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RulesetOptions</name>
    <message>
        <source>Also load the ruleset files of DIR (instead of your rulesets folder).</source>
        <translation>Charger aussi les fichiers de règles de DIR (au lieu de votre dossier de jeux de règles).</translation>
    </message>
    <message>
        <source>The ruleset&apos;s id.</source>
        <translation>L’identifiant du jeu de règles.</translation>
    </message>
    <message>
        <source>Give a variable a value, e.g. --set ac=15.</source>
        <translation>Donner une valeur à une variable, p. ex. --set ac=15.</translation>
    </message>
    <message>
        <source>Switch on a modifier; ID=N gives a number or a count.</source>
        <translation>Activer un modificateur&#xa0;; ID=N donne un nombre ou un compte.</translation>
    </message>
    <message>
        <source>The weapon&apos;s damage, e.g. 1d8+1.</source>
        <translation>Les dégâts de l’arme, p. ex. 1d8+1.</translation>
    </message>
    <message>
        <source>A separate damage bonus, e.g. 1d4 (default 0).</source>
        <translation>Un bonus de dégâts à part, p. ex. 1d4 (par défaut 0).</translation>
    </message>
    <message>
        <source>--rulesets %1: %2</source>
        <translation>--rulesets %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>pas un dossier</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>dossier inexistant</translation>
    </message>
    <message>
        <source>--ruleset ID is required; see &apos;fray-cli rulesets&apos;</source>
        <translation>--ruleset ID est obligatoire&#xa0;; voir «&#xa0;fray-cli rulesets&#xa0;»</translation>
    </message>
    <message>
        <source>--set expects NAME=WHOLE_NUMBER, not &apos;%1&apos;</source>
        <translation>--set attend NOM=NOMBRE_ENTIER, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--modifier expects ID or ID=N, not &apos;%1&apos;</source>
        <translation>--modifier attend ID ou ID=N, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--modifier %1: the number is out of range</source>
        <translation>--modifier %1&#xa0;: le nombre est hors limites</translation>
    </message>
    <message>
        <source>--damage-bonus needs --damage</source>
        <translation>--damage-bonus nécessite --damage</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RulesetsCommand</name>
    <message>
        <source>List the rulesets and their catalogues</source>
        <translation>Lister les jeux de règles et leurs catalogues</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>(yours)</source>
        <translation>(le vôtre)</translation>
    </message>
    <message numerus="yes">
        <source>variables: %1; %n modifiers</source>
        <translation>
            <numerusform>variables&#xa0;: %1&#xa0;; %n modificateur</numerusform>
            <numerusform>variables&#xa0;: %1&#xa0;; %n modificateurs</numerusform>
        </translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>non chargé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ServeCommand</name>
    <message>
        <source>Serve the players&apos; page for an encounter</source>
        <translation>Servir la page des joueurs d’une rencontre</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un fichier de rencontre (*.fray.json).</translation>
    </message>
    <message>
        <source>The port to listen on (0: any free one).</source>
        <translation>Le port d’écoute (0&#xa0;: n’importe quel port libre).</translation>
    </message>
    <message>
        <source>The address to listen on (default: this computer&apos;s address on the local network; 0.0.0.0 for every network).</source>
        <translation>L’adresse d’écoute (par défaut&#xa0;: l’adresse de cet ordinateur sur le réseau local&#xa0;; 0.0.0.0 pour tous les réseaux).</translation>
    </message>
    <message>
        <source>No longer taken: give the token in FRAY_SHARE_TOKEN or with --token-fd.</source>
        <translation>N’est plus accepté&#xa0;: donnez le jeton dans FRAY_SHARE_TOKEN ou avec --token-fd.</translation>
    </message>
    <message>
        <source>Read the page&apos;s token (16 to 64 letters, digits, - or _) from file descriptor N (default: the FRAY_SHARE_TOKEN environment variable, else 128 random bits).</source>
        <translation>Lire le jeton de la page (16 à 64 lettres, chiffres, - ou _) depuis le descripteur de fichier N (par défaut&#xa0;: la variable d’environnement FRAY_SHARE_TOKEN, sinon 128 bits aléatoires).</translation>
    </message>
    <message>
        <source>Show foes&apos; hit points and defence on the page (hidden by default).</source>
        <translation>Afficher les PV et la défense des ennemis sur la page (masqués par défaut).</translation>
    </message>
    <message>
        <source>give one encounter FILE</source>
        <translation>indiquez un seul fichier de rencontre (FILE)</translation>
    </message>
    <message>
        <source>--port is required</source>
        <translation>--port est obligatoire</translation>
    </message>
    <message>
        <source>--bind: &apos;%1&apos; is not an IP address</source>
        <translation>--bind&#xa0;: «&#xa0;%1&#xa0;» n’est pas une adresse IP</translation>
    </message>
    <message>
        <source>--token would show the token to every user of this computer; give it in FRAY_SHARE_TOKEN or with --token-fd N</source>
        <translation>--token montrerait le jeton à tous les utilisateurs de cet ordinateur&#xa0;; donnez-le dans FRAY_SHARE_TOKEN ou avec --token-fd N</translation>
    </message>
    <message>
        <source>the token takes 16 to 64 letters, digits, - or _</source>
        <translation>le jeton compte 16 à 64 lettres, chiffres, - ou _</translation>
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>impossible d’écouter sur le port %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ServeLauncher</name>
    <message>
        <source>Serve the players&apos; page for an encounter</source>
        <translation>Servir la page des joueurs d’une rencontre</translation>
    </message>
    <message>
        <source>cannot serve: fray-serve, which Fray installs beside fray-cli, is missing; reinstall Fray</source>
        <translation>impossible de servir&#xa0;: fray-serve, que Fray installe à côté de fray-cli, est absent&#xa0;; réinstallez Fray</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SheetCommand</name>
    <message>
        <source>Print an encounter&apos;s sheets to PDF</source>
        <translation>Imprimer les fiches d’une rencontre en PDF</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: write it as &quot;ATTACKER vs TARGET&quot; or &quot;ATTACKER:ATTACK vs TARGET&quot;</source>
        <extracomment>&quot;vs&quot; is what the option reads: it stays as it is.</extracomment>
        <translation>--odds «&#xa0;%1&#xa0;»&#xa0;: écrivez-le &quot;ATTAQUANT vs CIBLE&quot; ou &quot;ATTAQUANT:ATTAQUE vs CIBLE&quot;</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: the encounter has no combatant called &apos;%2&apos;</source>
        <translation>--odds «&#xa0;%1&#xa0;»&#xa0;: la rencontre n’a pas de combattant nommé «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: %2 has no attack called &apos;%3&apos;</source>
        <translation>--odds «&#xa0;%1&#xa0;»&#xa0;: %2 n’a pas d’attaque nommée «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>--modifier &apos;%1&apos;: %2 has no modifier &apos;%3&apos;</source>
        <translation>--modifier «&#xa0;%1&#xa0;»&#xa0;: %2 n’a pas de modificateur «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>--modifier &apos;%1&apos;: give ID or ID=N with a whole number</source>
        <translation>--modifier «&#xa0;%1&#xa0;»&#xa0;: indiquez ID ou ID=N avec un nombre entier</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un fichier de rencontre (*.fray.json).</translation>
    </message>
    <message>
        <source>Write the sheets to this PDF file.</source>
        <translation>Écrire les fiches dans ce fichier PDF.</translation>
    </message>
    <message>
        <source>Which sheets: %1, several joined by commas (default all); may be repeated.</source>
        <extracomment>%1 lists the kinds as the option takes them; &quot;all&quot; is one of them.</extracomment>
        <translation>Quelles fiches&#xa0;: %1, plusieurs séparées par des virgules (par défaut all)&#xa0;; peut être répété.</translation>
    </message>
    <message>
        <source>Paper: a4 or letter (default a4).</source>
        <extracomment>a4 and letter are what the option takes.</extracomment>
        <translation>Papier&#xa0;: a4 ou letter (par défaut a4).</translation>
    </message>
    <message>
        <source>The campaign&apos;s name for the page header.</source>
        <translation>Le nom de la campagne pour l’en-tête de page.</translation>
    </message>
    <message>
        <source>Chart an attacker against a target: &quot;ATTACKER vs TARGET&quot; or &quot;ATTACKER:ATTACK vs TARGET&quot;; may be repeated.</source>
        <extracomment>&quot;vs&quot; is what the option reads: it stays as it is.</extracomment>
        <translation>Tracer un attaquant contre une cible&#xa0;: &quot;ATTAQUANT vs CIBLE&quot; ou &quot;ATTAQUANT:ATTAQUE vs CIBLE&quot;&#xa0;; peut être répété.</translation>
    </message>
    <message>
        <source>Chart the odds with a situational modifier on; ID=N gives a number or a count; may be repeated.</source>
        <translation>Tracer les chances avec un modificateur de situation actif&#xa0;; ID=N donne un nombre ou un compte&#xa0;; peut être répété.</translation>
    </message>
    <message>
        <source>A wandering-monster table (*.fray-table.json) of the encounter&apos;s ruleset for the wandering sheet; may be repeated.</source>
        <translation>Une table de monstres errants (*.fray-table.json) du jeu de règles de la rencontre pour la fiche des monstres errants&#xa0;; peut être répété.</translation>
    </message>
    <message>
        <source>--kind must be one of %1, not &apos;%2&apos;</source>
        <translation>--kind doit être l’un de %1, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, not &apos;%1&apos;</source>
        <translation>--page doit être a4 ou letter, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--pdf OUT is required: the PDF file to write</source>
        <translation>--pdf OUT est obligatoire&#xa0;: le fichier PDF à écrire</translation>
    </message>
    <message>
        <source>give one encounter FILE</source>
        <translation>indiquez un seul fichier de rencontre (FILE)</translation>
    </message>
    <message>
        <source>%1: the table is for the ruleset &apos;%2&apos;, the encounter for &apos;%3&apos;</source>
        <translation>%1&#xa0;: la table est pour le jeu de règles «&#xa0;%2&#xa0;», la rencontre pour «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>--kind odds needs at least one --odds &quot;ATTACKER vs TARGET&quot;</source>
        <translation>--kind odds nécessite au moins un --odds &quot;ATTAQUANT vs CIBLE&quot;</translation>
    </message>
    <message>
        <source>--modifier needs an --odds &quot;ATTACKER vs TARGET&quot; to chart</source>
        <translation>--modifier nécessite un --odds &quot;ATTAQUANT vs CIBLE&quot; à tracer</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) do not fit the page, first: %1</source>
        <translation>
            <numerusform>%n élément ne tient pas sur la page&#xa0;: %1</numerusform>
            <numerusform>%n éléments ne tiennent pas sur la page, le premier&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page</source>
        <translation>
            <numerusform>%1&#xa0;: %n page</numerusform>
            <numerusform>%1&#xa0;: %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n pages</source>
        <translation>
            <numerusform>%1&#xa0;: %n page</numerusform>
            <numerusform>%1&#xa0;: %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SheetLauncher</name>
    <message>
        <source>Print an encounter&apos;s sheets to PDF</source>
        <translation>Imprimer les fiches d’une rencontre en PDF</translation>
    </message>
    <message>
        <source>cannot print: fray-sheet, which Fray installs beside fray-cli, is missing; reinstall Fray</source>
        <translation>impossible d’imprimer&#xa0;: fray-sheet, que Fray installe à côté de fray-cli, est absent&#xa0;; réinstallez Fray</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>impossible de lancer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 stopped before it finished</source>
        <translation>%1 s’est arrêté avant la fin</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SimulateCommand</name>
    <message>
        <source>Simulate an encounter&apos;s fight</source>
        <translation>Simuler le combat d’une rencontre</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected NAME=N, a group and how many (Goblin=10)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: NAME=N attendu, un groupe et combien (Goblin=10)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: no group of alike combatants is called &apos;%2&apos; (groups: %3)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: aucun groupe de combattants semblables ne s’appelle «&#xa0;%2&#xa0;» (groupes&#xa0;: %3)</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos;: %n groups are called &apos;%2&apos;; name one by its side and a member (%3)</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;»&#xa0;: %n groupe s’appelle «&#xa0;%2&#xa0;»&#xa0;; désignez-en un par son camp et un membre (%3)</numerusform>
            <numerusform>«&#xa0;%1&#xa0;»&#xa0;: %n groupes s’appellent «&#xa0;%2&#xa0;»&#xa0;; désignez-en un par son camp et un membre (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the count must be a whole number from 0 to %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: le nombre doit être un entier de 0 à %2</translation>
    </message>
    <message>
        <source>%1 ×%2 (%3 in the file)</source>
        <translation>%1 ×%2 (%3 dans le fichier)</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un fichier de rencontre (*.fray.json).</translation>
    </message>
    <message>
        <source>Work a one-against-one fight out exactly instead of simulating it.</source>
        <translation>Calculer exactement un combat en un contre un au lieu de le simuler.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Une valeur que le jeu de règles ne prend d’aucun combattant (needed en old-school), pour chaque attaque.</translation>
    </message>
    <message>
        <source>A difficulty threshold, WORD.CHANCE=P: deadly, hard or medium; lose, out or dead (hard.lose=0.1).</source>
        <translation>Un seuil de difficulté, MOT.CHANCE=P&#xa0;: deadly, hard ou medium&#xa0;; lose, out ou dead (hard.lose=0.1).</translation>
    </message>
    <message>
        <source>What if a group of alike combatants had N members (0 to %1, or to its size if larger): NAME is the group&apos;s name (Goblin) or a member&apos;s (Goblin 4), SIDE:NAME one side&apos;s (foes:Wolf). The file is not changed.</source>
        <translation>Et si un groupe de combattants semblables avait N membres (0 à %1, ou jusqu’à sa taille si elle est plus grande)&#xa0;: NAME est le nom du groupe (Goblin) ou d’un membre (Goblin 4), SIDE:NAME celui d’un camp (foes:Wolf). Le fichier n’est pas modifié.</translation>
    </message>
    <message>
        <source>Check no morale, where the ruleset has a morale rule: no one flees.</source>
        <translation>Ne pas tester le moral, là où le jeu de règles a une règle de moral&#xa0;: personne ne fuit.</translation>
    </message>
    <message>
        <source>--trials N is required (or --exact for a duel)</source>
        <translation>--trials N est obligatoire (ou --exact pour un duel)</translation>
    </message>
    <message>
        <source>--seed S is required, so the fights can be repeated</source>
        <translation>--seed S est obligatoire, pour que les combats puissent être rejoués</translation>
    </message>
    <message>
        <source>%1: --count %2</source>
        <translation>%1&#xa0;: --count %2</translation>
    </message>
    <message>
        <source>%1: --exact: %2</source>
        <translation>%1&#xa0;: --exact&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: cannot simulate: %2</source>
        <translation>%1&#xa0;: simulation impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>What if: %1</source>
        <translation>Et si&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exact result (at most %n rounds)</source>
        <translation>
            <numerusform>Résultat exact (au plus %n round)</numerusform>
            <numerusform>Résultat exact (au plus %n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fights, seed %2 (at most %n rounds)</source>
        <translation>
            <numerusform>%1 combats, graine %2 (au plus %n round)</numerusform>
            <numerusform>%1 combats, graine %2 (au plus %n rounds)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1 gagne&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 broke and fled: %2</source>
        <translation>%1 a craqué et fui&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 broke and fled: %2, most often in round %3</source>
        <translation>%1 a craqué et fui&#xa0;: %2, le plus souvent au round %3</translation>
    </message>
    <message>
        <source>No one left: %1</source>
        <translation>Plus personne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Undecided: %1</source>
        <translation>Indécis&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rounds: %1 on average</source>
        <translation>Rounds&#xa0;: %1 en moyenne</translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Difficulté&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2): out %3</source>
        <translation>%1 (%2)&#xa0;: hors de combat %3</translation>
    </message>
    <message>
        <source>, dead %1</source>
        <translation>, mort %1</translation>
    </message>
    <message>
        <source>, %1 HP left, %2 damage dealt on average</source>
        <translation>, %1 PV restants, %2 dégâts infligés en moyenne</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 fights per second</source>
        <translation>%1 combats par seconde</translation>
    </message>
    <message>
        <source>Length: %1</source>
        <translation>Durée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Fights to simulate</source>
        <translation>Combats à simuler</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TableCommand</name>
    <message>
        <source>Show a wandering-monster table&apos;s exact odds: each row, how many come</source>
        <translation>Afficher les chances exactes d’une table de monstres errants&#xa0;: chaque ligne, combien viennent</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>Roll on the table: the die, the row, how many come.</source>
        <translation>Lancer sur la table&#xa0;: le dé, la ligne, combien viennent.</translation>
    </message>
    <message>
        <source>Seed for a reproducible roll (default: random).</source>
        <translation>Graine pour un jet reproductible (par défaut&#xa0;: aléatoire).</translation>
    </message>
    <message>
        <source>With --db: the new encounter&apos;s name (default: the table&apos;s name and a number).</source>
        <translation>Avec --db&#xa0;: le nom de la nouvelle rencontre (par défaut&#xa0;: le nom de la table et un numéro).</translation>
    </message>
    <message>
        <source>With --db: simulate the campaign&apos;s party against each row, weighed by how many come: how often it wins, and how deadly the row is.</source>
        <translation>Avec --db&#xa0;: simuler le groupe de la campagne contre chaque ligne, pondéré par le nombre qui vient&#xa0;: combien de fois il gagne, et à quel point la ligne est mortelle.</translation>
    </message>
    <message>
        <source>With --danger: fights per row (default 10000).</source>
        <translation>Avec --danger&#xa0;: combats par ligne (par défaut 10000).</translation>
    </message>
    <message>
        <source>With --danger: a value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Avec --danger&#xa0;: une valeur que le jeu de règles ne prend d’aucun combattant (needed en old-school), pour chaque attaque.</translation>
    </message>
    <message>
        <source>--danger needs --db CAMPAIGN: its party and library</source>
        <translation>--danger nécessite --db CAMPAIGN&#xa0;: son groupe et sa bibliothèque</translation>
    </message>
    <message>
        <source>%1: the party against each row (seed %2)</source>
        <translation>%1&#xa0;: le groupe contre chaque ligne (graine %2)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>party wins %1 (±%2)</source>
        <translation>le groupe gagne %1 (±%2)</translation>
    </message>
    <message>
        <source>someone in it dies %1</source>
        <translation>quelqu’un y meurt %1</translation>
    </message>
    <message>
        <source>Seed %1: %2</source>
        <translation>Graine %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Saved as the encounter &apos;%1&apos; in %2</source>
        <translation>Enregistré comme rencontre «&#xa0;%1&#xa0;» dans %2</translation>
    </message>
    <message>
        <source>--name goes with --db</source>
        <translation>--name va avec --db</translation>
    </message>
    <message>
        <source>Nothing comes.</source>
        <translation>Rien ne vient.</translation>
    </message>
    <message>
        <source>%1: %2 ×%3</source>
        <translation>%1&#xa0;: %2 ×%3</translation>
    </message>
    <message>
        <source>A wandering-monster table (*.fray-table.json).</source>
        <translation>Une table de monstres errants (*.fray-table.json).</translation>
    </message>
    <message>
        <source>give one table FILE</source>
        <translation>indiquez un seul fichier de table (FILE)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>--roll and --danger are two different questions: ask one</source>
        <translation>--roll et --danger sont deux questions différentes&#xa0;: posez-en une</translation>
    </message>
    <message>
        <source>--trials and --set go with --danger</source>
        <translation>--trials et --set vont avec --danger</translation>
    </message>
    <message>
        <source>--seed and --db go with --roll or --danger</source>
        <translation>--seed et --db vont avec --roll ou --danger</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> (%1–%2, %3 on average)</source>
        <translation> (%1–%2, %3 en moyenne)</translation>
    </message>
    <message>
        <source>Foes on average: %1; none: %2</source>
        <translation>Ennemis en moyenne&#xa0;: %1&#xa0;; aucun&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TacticOptions</name>
    <message>
        <source>How every side picks whom to attack: weakest (default), random, strongest, first.</source>
        <translation>Comment chaque camp choisit qui attaquer&#xa0;: weakest (par défaut), random, strongest, first.</translation>
    </message>
    <message>
        <source>The same for the sides that are not the players&apos;.</source>
        <translation>La même chose pour les camps qui ne sont pas celui des joueurs.</translation>
    </message>
    <message>
        <source>--%1: unknown tactic &apos;%2&apos; (known: %3)</source>
        <translation>--%1&#xa0;: tactique inconnue «&#xa0;%2&#xa0;» (connues&#xa0;: %3)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TrialOptions</name>
    <message>
        <source>%1 (1 to 10^9).</source>
        <translation>%1 (1 à 10^9).</translation>
    </message>
    <message>
        <source>Seed for the fights&apos; rolls.</source>
        <translation>Graine des jets des combats.</translation>
    </message>
    <message>
        <source>Threads to run on (default: every core); the result is the same for any number.</source>
        <translation>Threads à utiliser (par défaut&#xa0;: tous les cœurs)&#xa0;; le résultat est le même quel que soit leur nombre.</translation>
    </message>
    <message>
        <source>Rounds after which a fight counts as undecided (default 50).</source>
        <translation>Rounds après lesquels un combat est considéré indécis (par défaut 50).</translation>
    </message>
    <message>
        <source>--trials N is required</source>
        <translation>--trials N est obligatoire</translation>
    </message>
    <message>
        <source>--seed S is required, so the fights can be repeated</source>
        <translation>--seed S est obligatoire, pour que les combats puissent être rejoués</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TuneCommand</name>
    <message>
        <source>Tune one knob of a fight to a target</source>
        <translation>Régler un curseur d’un combat sur un objectif</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Un fichier de rencontre (*.fray.json).</translation>
    </message>
    <message>
        <source>What to turn: count:GROUP (Goblin, or SIDE:NAME), hp:NAME (a combatant&apos;s hit points) or attack:NAME (its attack value).</source>
        <translation>Ce qu’on règle&#xa0;: count:GROUPE (Goblin, ou CAMP:NOM), hp:NOM (les points de vie d’un combattant) ou attack:NOM (sa valeur d’attaque).</translation>
    </message>
    <message>
        <source>What to come closest to: win=P (the party&apos;s chance to win, 0.8 or 80%) or a difficulty: easy, medium, hard, deadly.</source>
        <translation>De quoi s’approcher&#xa0;: win=P (la chance de victoire du groupe, 0.8 ou 80%) ou une difficulté&#xa0;: easy, medium, hard, deadly.</translation>
    </message>
    <message>
        <source>The lowest value to try.</source>
        <translation>La plus petite valeur à essayer.</translation>
    </message>
    <message>
        <source>The highest value to try.</source>
        <translation>La plus grande valeur à essayer.</translation>
    </message>
    <message>
        <source>Save the encounter with the value found as a new encounter file.</source>
        <translation>Enregistrer la rencontre avec la valeur trouvée dans un nouveau fichier de rencontre.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Sortie en JSON.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Une valeur que le jeu de règles ne prend d’aucun combattant (needed en old-school), pour chaque attaque.</translation>
    </message>
    <message>
        <source>Fights to simulate for each value</source>
        <translation>Combats à simuler pour chaque valeur</translation>
    </message>
    <message>
        <source>--knob is required: count:GROUP, hp:NAME or attack:NAME</source>
        <translation>--knob est obligatoire&#xa0;: count:GROUPE, hp:NOM ou attack:NOM</translation>
    </message>
    <message>
        <source>--knob &apos;%1&apos;: expected count:GROUP, hp:NAME or attack:NAME</source>
        <translation>--knob «&#xa0;%1&#xa0;»&#xa0;: count:GROUPE, hp:NOM ou attack:NOM attendu</translation>
    </message>
    <message>
        <source>--target is required: win=P or easy, medium, hard, deadly</source>
        <translation>--target est obligatoire&#xa0;: win=P ou easy, medium, hard, deadly</translation>
    </message>
    <message>
        <source>--%1 must be a whole number</source>
        <translation>--%1 doit être un nombre entier</translation>
    </message>
    <message>
        <source>%1: --knob %2: %3</source>
        <translation>%1&#xa0;: --knob %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Best: %1 = %2, the party wins %3 (%4)</source>
        <translation>Meilleur&#xa0;: %1 = %2, le groupe gagne %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) scanned, then %1 by bisection; every value with the same seed.</source>
        <translation>
            <numerusform>%n valeur balayée, puis %1 par dichotomie&#xa0;; chaque valeur avec la même graine.</numerusform>
            <numerusform>%n valeurs balayées, puis %1 par dichotomie&#xa0;; chaque valeur avec la même graine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: no value could be simulated (%2): %3</source>
        <translation>%1&#xa0;: aucune valeur n’a pu être simulée (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: %2, from %3 to %4 (now %5); %6 fights a value, seed %7</source>
        <translation>%1&#xa0;: %2, de %3 à %4 (actuellement %5)&#xa0;; %6 combats par valeur, graine %7</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ValidateRulesetCommand</name>
    <message>
        <source>Check a ruleset file</source>
        <translation>Vérifier un fichier de règles</translation>
    </message>
    <message>
        <source>The ruleset file.</source>
        <translation>Le fichier de règles.</translation>
    </message>
    <message>
        <source>validate-ruleset takes one FILE</source>
        <translation>validate-ruleset prend un seul fichier (FILE)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n problem(s), listed above, the first: %2; nothing was loaded</source>
        <translation>
            <numerusform>%1&#xa0;: %n problème, listé ci-dessus&#xa0;: %2&#xa0;; rien n’a été chargé</numerusform>
            <numerusform>%1&#xa0;: %n problèmes, listés ci-dessus, le premier&#xa0;: %2&#xa0;; rien n’a été chargé</numerusform>
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
            <numerusform>%n résultat</numerusform>
            <numerusform>%n résultats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n modifiers</source>
        <translation>
            <numerusform>%n modificateur</numerusform>
            <numerusform>%n modificateurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conditions</source>
        <translation>
            <numerusform>%n état</numerusform>
            <numerusform>%n états</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tables</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): valid; %3</source>
        <translation>%1 (%2)&#xa0;: valide&#xa0;; %3</translation>
    </message>
</context>
<context>
    <name>Fray::Day::CampaignDay</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Day::DayModel</name>
    <message>
        <source>a day needs at least one fight</source>
        <translation>une journée demande au moins un combat</translation>
    </message>
    <message>
        <source>a day of %1 fights is more than the %2 Fray plays</source>
        <translation>une journée de %1 combats dépasse les %2 que Fray joue</translation>
    </message>
    <message>
        <source>fight %1 (%2)</source>
        <translation>combat %1 (%2)</translation>
    </message>
    <message>
        <source>%1 is played under %2, the day&apos;s first fight under %3: a party fights a day under one ruleset</source>
        <translation>%1 se joue avec %2, le premier combat de la journée avec %3&#xa0;: un groupe joue une journée sous un seul jeu de règles</translation>
    </message>
    <message>
        <source>%1 has two heroes named %2: the day tells the party apart by name</source>
        <translation>%1 a deux héros nommés %2&#xa0;: la journée distingue le groupe par les noms</translation>
    </message>
    <message>
        <source>no one fights on the players&apos; side in any fight of the day</source>
        <translation>personne ne combat du côté des joueurs dans aucun combat de la journée</translation>
    </message>
    <message>
        <source>the rest before fight %1 gives between 0 and %2 hit points, not %3</source>
        <translation>le repos avant le combat %1 rend entre 0 et %2 points de vie, pas %3</translation>
    </message>
    <message>
        <source>the rest before fight %1: %2 has no rest &apos;%3&apos;</source>
        <translation>le repos avant le combat %1&#xa0;: %2 n’a pas de repos «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>the rest before fight %1: %2&apos;s hit points &apos;%3&apos; cannot be worked out: %4</source>
        <translation>le repos avant le combat %1&#xa0;: les points de vie «&#xa0;%3&#xa0;» de %2 ne peuvent être calculés&#xa0;: %4</translation>
    </message>
    <message>
        <source>Hit points and HP states carry from fight to fight, and the rests give hit points back as the ruleset says; conditions a fight brings on end with it, and uses are not spent.</source>
        <translation>Les points de vie et leurs états passent d’un combat au suivant, et les repos rendent des points de vie comme le dit le jeu de règles&#xa0;; les états qu’un combat apporte finissent avec lui, et les utilisations ne sont pas dépensées.</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::DiceError</name>
    <message>
        <source>%1 at column %2</source>
        <translation>%1 à la colonne %2</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::DistributionEvaluator</name>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>variable inconnue «&#xa0;@%1&#xa0;»</translation>
    </message>
    <message>
        <source>the variable &apos;@%1&apos; refers to itself</source>
        <translation>la variable «&#xa0;@%1&#xa0;» fait référence à elle-même</translation>
    </message>
    <message>
        <source>in &apos;@%1&apos;: %2</source>
        <translation>dans «&#xa0;@%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>aucune table n’est disponible ici</translation>
    </message>
    <message>
        <source>the number of sides must be a fixed number, not a roll</source>
        <translation>le nombre de faces doit être un nombre fixe, pas un jet</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Formula</name>
    <message>
        <source>dice are not allowed here: use a fixed number</source>
        <translation>les dés ne sont pas permis ici&#xa0;: utilisez un nombre fixe</translation>
    </message>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>variable inconnue «&#xa0;@%1&#xa0;»</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>aucune table n’est disponible ici</translation>
    </message>
    <message>
        <source>&apos;%1&apos; leaves the 64-bit integer range</source>
        <translation>«&#xa0;%1&#xa0;» sort de la plage des entiers 64 bits</translation>
    </message>
    <message>
        <source>&apos;%1&apos; divides by zero</source>
        <translation>«&#xa0;%1&#xa0;» divise par zéro</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::FormulaRange</name>
    <message>
        <source>&apos;%1&apos; can leave the 64-bit integer range (at &apos;%2&apos;)</source>
        <translation>«&#xa0;%1&#xa0;» peut sortir de la plage des entiers 64 bits (à «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; divides by zero (at &apos;%2&apos;)</source>
        <translation>«&#xa0;%1&#xa0;» divise par zéro (à «&#xa0;%2&#xa0;»)</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Guard</name>
    <message>
        <source>division by zero</source>
        <translation>division par zéro</translation>
    </message>
    <message>
        <source>division by zero is possible</source>
        <translation>une division par zéro est possible</translation>
    </message>
    <message>
        <source>more than 10,000 dice</source>
        <translation>plus de 10&#xa0;000 dés</translation>
    </message>
    <message>
        <source>a die needs at least one side</source>
        <translation>un dé doit avoir au moins une face</translation>
    </message>
    <message>
        <source>dice with more than 1,000,000 sides</source>
        <translation>dés de plus de 1&#xa0;000&#xa0;000 faces</translation>
    </message>
    <message>
        <source>too large to compute exactly (more than %1 billion steps)</source>
        <translation>trop grand pour un calcul exact (plus de %1 milliards d’étapes)</translation>
    </message>
    <message>
        <source>more than 1,000,000 distinct outcomes</source>
        <translation>plus de 1&#xa0;000&#xa0;000 résultats distincts</translation>
    </message>
    <message>
        <source>too large to roll (more than 1,000,000 steps)</source>
        <translation>trop grand pour être lancé (plus de 1&#xa0;000&#xa0;000 d’étapes)</translation>
    </message>
    <message>
        <source>a possible result is beyond the 64-bit integer range</source>
        <translation>un résultat possible dépasse la plage des entiers 64 bits</translation>
    </message>
    <message>
        <source>this pool is too large to compute exactly</source>
        <translation>cette réserve de dés est trop grande pour un calcul exact</translation>
    </message>
    <message>
        <source>the explosion depth must be between 0 and %1</source>
        <translation>la profondeur d’explosion doit être comprise entre 0 et %1</translation>
    </message>
    <message>
        <source>the number of dice cannot be negative</source>
        <translation>le nombre de dés ne peut pas être négatif</translation>
    </message>
    <message numerus="yes">
        <source>cannot keep %1 of %n dice</source>
        <translation>
            <numerusform>impossible de garder %1 sur %n dé</numerusform>
            <numerusform>impossible de garder %1 sur %n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cannot drop %1 of %n dice</source>
        <translation>
            <numerusform>impossible d’écarter %1 sur %n dé</numerusform>
            <numerusform>impossible d’écarter %1 sur %n dés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Parser</name>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>imbrication de plus de %1 niveaux</translation>
    </message>
    <message>
        <source>expression longer than 10,000 characters</source>
        <translation>expression de plus de 10&#xa0;000 caractères</translation>
    </message>
    <message>
        <source>empty expression</source>
        <translation>expression vide</translation>
    </message>
    <message>
        <source>use &apos;==&apos; to compare</source>
        <translation>utilisez «&#xa0;==&#xa0;» pour comparer</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>«&#xa0;%1&#xa0;» inattendu</translation>
    </message>
    <message>
        <source>expected %1, but the expression ended</source>
        <translation>%1 attendu, mais l’expression s’est terminée</translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>%1 attendu, «&#xa0;%2&#xa0;» trouvé</translation>
    </message>
    <message>
        <source>comparisons cannot be chained; join them with &apos;and&apos;</source>
        <translation>les comparaisons ne peuvent pas être enchaînées&#xa0;; reliez-les par «&#xa0;and&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;)&apos;</source>
        <translation>«&#xa0;)&#xa0;»</translation>
    </message>
    <message>
        <source>a number, a die, &apos;(&apos;, &apos;@&apos; or a function</source>
        <translation>un nombre, un dé, «&#xa0;(&#xa0;», «&#xa0;@&#xa0;» ou une fonction</translation>
    </message>
    <message>
        <source>number too large</source>
        <translation>nombre trop grand</translation>
    </message>
    <message>
        <source>expected a variable name after &apos;@&apos;</source>
        <translation>nom de variable attendu après «&#xa0;@&#xa0;»</translation>
    </message>
    <message>
        <source>unknown function &apos;%1&apos;</source>
        <translation>fonction inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;(&apos; after &apos;%1&apos;</source>
        <translation>«&#xa0;(&#xa0;» après «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos;</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;)&#xa0;»</translation>
    </message>
    <message>
        <source>clamp takes three values: lowest, value, highest</source>
        <translation>clamp prend trois valeurs&#xa0;: minimum, valeur, maximum</translation>
    </message>
    <message>
        <source>%1 needs at least two values; maxof and minof give a roll&apos;s highest or lowest possible result</source>
        <translation>%1 nécessite au moins deux valeurs&#xa0;; maxof et minof donnent le résultat le plus haut ou le plus bas possible d’un jet</translation>
    </message>
    <message>
        <source>%1 takes exactly one value</source>
        <translation>%1 prend exactement une valeur</translation>
    </message>
    <message>
        <source>a table name</source>
        <translation>un nom de table</translation>
    </message>
    <message>
        <source>a column name after &apos;.&apos;</source>
        <translation>un nom de colonne après «&#xa0;.&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;,&apos; and the key to look up</source>
        <translation>«&#xa0;,&#xa0;» et la clé à rechercher</translation>
    </message>
    <message>
        <source>the number of sides after &apos;d&apos;</source>
        <translation>le nombre de faces après «&#xa0;d&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;!&apos; given twice</source>
        <translation>«&#xa0;!&#xa0;» donné deux fois</translation>
    </message>
    <message>
        <source>&apos;h&apos; or &apos;l&apos; after &apos;d&apos; (drop highest or lowest)</source>
        <translation>«&#xa0;h&#xa0;» ou «&#xa0;l&#xa0;» après «&#xa0;d&#xa0;» (écarter le plus haut ou le plus bas)</translation>
    </message>
    <message>
        <source>only one keep or drop per dice term</source>
        <translation>un seul «&#xa0;garder&#xa0;» ou «&#xa0;écarter&#xa0;» par terme de dés</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Roller</name>
    <message>
        <source>division by zero (the divisor came out 0)</source>
        <translation>division par zéro (le diviseur a donné 0)</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>aucune table n’est disponible ici</translation>
    </message>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>variable inconnue «&#xa0;@%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;@%1&apos; is known only as odds and cannot be rolled</source>
        <translation>«&#xa0;@%1&#xa0;» n’est connu que comme distribution de chances et ne peut pas être lancé</translation>
    </message>
    <message>
        <source>the variable &apos;@%1&apos; refers to itself</source>
        <translation>la variable «&#xa0;@%1&#xa0;» fait référence à elle-même</translation>
    </message>
    <message>
        <source>in &apos;@%1&apos;: %2</source>
        <translation>dans «&#xa0;@%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>the number of sides must be a fixed number, not a roll</source>
        <translation>le nombre de faces doit être un nombre fixe, pas un jet</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter</name>
    <message>
        <source>at the start of its turn</source>
        <translation>au début de son tour</translation>
    </message>
    <message>
        <source>at the end of its turn</source>
        <translation>à la fin de son tour</translation>
    </message>
    <message>
        <source>at the start of each round</source>
        <translation>au début de chaque round</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>à la fin de chaque round</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddCombatantsCommand</name>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Add %1 ×%2</source>
        <translation>Ajouter %1 ×%2</translation>
    </message>
    <message>
        <source>add between 1 and 100,000 combatants, not %1</source>
        <translation>ajoutez entre 1 et 100&#xa0;000 combattants, pas %1</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>un combattant doit avoir un nom</translation>
    </message>
    <message>
        <source>hit points &apos;%1&apos;: %2</source>
        <translation>points de vie «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 joins the fight</source>
        <translation>%1 rejoint le combat</translation>
    </message>
    <message>
        <source>%1 to %2 join the fight</source>
        <translation>%1 à %2 rejoignent le combat</translation>
    </message>
    <message>
        <source> (hit points %1: %2)</source>
        <translation> (points de vie %1&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Joining the order: %1</source>
        <translation>Rejoignent l’ordre&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddEventCommand</name>
    <message>
        <source>Add event %1</source>
        <translation>Ajouter l’événement %1</translation>
    </message>
    <message>
        <source>another event is already called %1</source>
        <translation>un autre événement s’appelle déjà %1</translation>
    </message>
    <message>
        <source>the encounter already has %1 events, the most it can have; remove one first</source>
        <translation>la rencontre a déjà %1 événements, le maximum&#xa0;; retirez-en d’abord un</translation>
    </message>
    <message>
        <source>Event %1 added: %2, %3</source>
        <translation>Événement %1 ajouté&#xa0;: %2, %3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddReminderCommand</name>
    <message>
        <source>Remind %1: %2</source>
        <translation>Rappel pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>un rappel doit avoir un texte</translation>
    </message>
    <message>
        <source>a reminder is at most %1 characters</source>
        <translation>un rappel fait au plus %1 caractères</translation>
    </message>
    <message>
        <source>%1 already has %2 reminders, the most one combatant can have; remove one first</source>
        <translation>%1 a déjà %2 rappels, le maximum pour un combattant&#xa0;; retirez-en d’abord un</translation>
    </message>
    <message>
        <source>%1 will be reminded %2: %3</source>
        <translation>rappel pour %1 %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AidCommand</name>
    <message>
        <source>Aid %1</source>
        <translation>Secourir %1</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 est déjà mort</translation>
    </message>
    <message>
        <source>%1 is not bleeding; there is nothing to stop</source>
        <translation>%1 ne saigne pas&#xa0;; il n’y a rien à arrêter</translation>
    </message>
    <message>
        <source>%1 has already been aided</source>
        <translation>%1 a déjà été secouru</translation>
    </message>
    <message>
        <source>%1 is aided: no more hit points are lost</source>
        <translation>%1 est secouru&#xa0;: il ne perd plus de points de vie</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ApplyConditionCommand</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>a condition lasts at least 1 round</source>
        <translation>un état dure au moins 1 round</translation>
    </message>
    <message>
        <source>a condition lasts at most %1 rounds, not %2</source>
        <translation>un état dure au plus %1 rounds, pas %2</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>choisissez au moins un combattant</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 est mort</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AttackCommand</name>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attaque %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AttackResolver</name>
    <message>
        <source>no such attacker</source>
        <translation>attaquant introuvable</translation>
    </message>
    <message>
        <source>no such target</source>
        <translation>cible introuvable</translation>
    </message>
    <message>
        <source>%1 has no attacks</source>
        <translation>%1 n’a pas d’attaques</translation>
    </message>
    <message>
        <source>%1 has no attack number %2</source>
        <translation>%1 n’a pas d’attaque numéro %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2: damage &apos;%3&apos;: %4</source>
        <translation>%2 de %1&#xa0;: dégâts «&#xa0;%3&#xa0;»&#xa0;: %4</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot attack</source>
        <translation>%1 est %2 et ne peut pas attaquer</translation>
    </message>
    <message>
        <source>%1 cannot attack: %2</source>
        <translation>%1 ne peut pas attaquer&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 est déjà mort</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 is still reloading: it fires once every %n rounds</source>
        <translation>
            <numerusform>%2 de %1 se recharge encore&#xa0;: tire une fois par round</numerusform>
            <numerusform>%2 de %1 se recharge encore&#xa0;: tire une fois tous les %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3: %4 (%5)</source>
        <translation>%1 attaque %2 avec %3&#xa0;: %4 (%5)</translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n dégât</numerusform>
            <numerusform>%n dégâts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Command</name>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>%1 has no uses to count</source>
        <translation>%1 n’a pas d’utilisations à décompter</translation>
    </message>
    <message>
        <source>%1 has no use &apos;%2&apos; (it has: %3)</source>
        <translation>%1 n’a pas d’utilisation «&#xa0;%2&#xa0;» (il a&#xa0;: %3)</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>choisissez au moins un combattant</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ConditionKeeper</name>
    <message>
        <source>%1 has no condition &apos;%2&apos; (it has: %3)</source>
        <translation>%1 ne connaît pas d’état «&#xa0;%2&#xa0;» (il connaît&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 must last at least one round</source>
        <translation>%1 doit durer au moins un round</translation>
    </message>
    <message>
        <source>%1&apos;s duration %2 cannot be rolled for %3: %4</source>
        <translation>la durée %2 de %1 ne peut pas être lancée pour %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1 would last %2 rounds; a condition lasts at most %3</source>
        <translation>%1 durerait %2 rounds&#xa0;; un état dure au plus %3</translation>
    </message>
    <message>
        <source>%1 already has %2 conditions, the most one combatant can carry; remove one first</source>
        <translation>%1 a déjà %2 états, le maximum pour un combattant&#xa0;; retirez-en d’abord un</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the end of round %3</source>
        <translation>
            <numerusform>%1 est %2 pendant %n round, jusqu’à la fin du round %3</numerusform>
            <numerusform>%1 est %2 pendant %n rounds, jusqu’à la fin du round %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 est %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <translation>%1 n’est plus %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2 (%3)</source>
        <translation>%1 n’est plus %2 (%3)</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>expiré</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3 (%4)</source>
        <translation>%1 subit %2 de %3 (%4)</translation>
    </message>
    <message>
        <source>%1 regains %2 from %3 (%4)</source>
        <translation>%1 récupère %2 grâce à %3 (%4)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::CustomCondition</name>
    <message>
        <source>a condition of your own needs a name</source>
        <translation>un état personnalisé doit avoir un nom</translation>
    </message>
    <message>
        <source>the name &apos;%1…&apos; is longer than 80 characters</source>
        <translation>le nom «&#xa0;%1…&#xa0;» dépasse 80 caractères</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a modifier is from %2 to %3</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: un modificateur va de %2 à %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: damage &apos;%2&apos;: %3</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: dégâts «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 has no to-hit modifier (@mod) to add to</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2 n’a pas de modificateur au toucher (@mod) auquel s’ajouter</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 reads no defence from its target to add to</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2 ne lit aucune défense de sa cible à laquelle s’ajouter</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a reminder needs a text</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: un rappel doit avoir un texte</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a reminder is at most %2 characters</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: un rappel fait au plus %2 caractères</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::DamageCommand</name>
    <message>
        <source>Damage %1 by %2</source>
        <translation>Infliger %2 dégâts à %1</translation>
    </message>
    <message>
        <source>damage must be 0 or more; heal to add hit points</source>
        <translation>les dégâts doivent être de 0 ou plus&#xa0;; soignez pour ajouter des points de vie</translation>
    </message>
    <message>
        <source>%1 has no &apos;%2&apos; damage (it has: %3)</source>
        <translation>%1 ne connaît pas de dégâts «&#xa0;%2&#xa0;» (il connaît&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 est déjà mort</translation>
    </message>
    <message>
        <source>%1 takes %2 damage</source>
        <translation>%1 subit %2 dégâts</translation>
    </message>
    <message>
        <source>%1 takes %2 %3 damage</source>
        <translation>%1 subit %2 dégâts (%3)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::DeclareCommand</name>
    <message>
        <source>%1 declares</source>
        <translation>%1 déclare</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>%1 has no declared action &apos;%2&apos; (it has: %3)</source>
        <translation>%1 ne connaît pas d’action déclarée «&#xa0;%2&#xa0;» (il connaît&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 has no initiative override &apos;%2&apos; (it has: %3)</source>
        <translation>%1 ne connaît pas de remplacement d’initiative «&#xa0;%2&#xa0;» (il connaît&#xa0;: %3)</translation>
    </message>
    <message>
        <source>attacks per round must be from 1 to %1, not %2</source>
        <translation>les attaques par round doivent aller de 1 à %1, pas %2</translation>
    </message>
    <message>
        <source>%1 declares nothing special</source>
        <translation>%1 ne déclare rien de spécial</translation>
    </message>
    <message>
        <source>%1 declares, for every round: %2</source>
        <translation>%1 déclare, pour chaque round&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 declares: %2</source>
        <translation>%1 déclare&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EditCombatantCommand</name>
    <message>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>Modifier %2&#xa0;: %1</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>un combattant doit avoir un nom</translation>
    </message>
    <message>
        <source>another combatant is already called %1</source>
        <translation>un autre combattant s’appelle déjà %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EncounterCheck</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 est hors de %2 à %3</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>un combattant doit avoir un nom</translation>
    </message>
    <message>
        <source>%1 has no stat &apos;%2&apos; (it has: %3)</source>
        <translation>%1 ne connaît pas de caractéristique «&#xa0;%2&#xa0;» (il y a&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 is more than the maximum %2</source>
        <translation>%1 dépasse le maximum %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to the maximum %2</source>
        <translation>%1 est hors de 0 au maximum %2</translation>
    </message>
    <message>
        <source>an attack needs a name</source>
        <translation>une attaque doit avoir un nom</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>a use needs a name</source>
        <translation>une utilisation doit avoir un nom</translation>
    </message>
    <message>
        <source>another use is already called %1</source>
        <translation>une autre utilisation s’appelle déjà %1</translation>
    </message>
    <message>
        <source>a recharge needs dice to roll (&quot;1d6&quot;)</source>
        <translation>une recharge doit avoir des dés à lancer («&#xa0;1d6&#xa0;»)</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>plus de %1 caractères</translation>
    </message>
    <message>
        <source>a condition of your own called &apos;%1&apos; goes by &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>un état personnalisé nommé «&#xa0;%1&#xa0;» s’appelle «&#xa0;%2&#xa0;», pas «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1 has no condition &apos;%2&apos;</source>
        <translation>%1 ne connaît pas d’état «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 has no HP state &apos;%2&apos; (it has: %3)</source>
        <translation>%1 ne connaît pas d’état de PV «&#xa0;%2&#xa0;» (il y a&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 has no declared action &apos;%2&apos; (it has: %3)</source>
        <translation>%1 ne connaît pas d’action déclarée «&#xa0;%2&#xa0;» (il connaît&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 has no initiative override &apos;%2&apos; (it has: %3)</source>
        <translation>%1 ne connaît pas de remplacement d’initiative «&#xa0;%2&#xa0;» (il connaît&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 is not an id of its own</source>
        <translation>%1 n’est pas un identifiant unique</translation>
    </message>
    <message>
        <source>%1 is not above every combatant&apos;s id (%2)</source>
        <translation>%1 n’est pas supérieur à l’identifiant de chaque combattant (%2)</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 est hors de 0 à %2</translation>
    </message>
    <message>
        <source>%1 is not a place in the order</source>
        <translation>%1 n’est pas une place dans l’ordre</translation>
    </message>
    <message>
        <source>%1 is not above every event&apos;s id (%2)</source>
        <translation>%1 n’est pas supérieur à l’identifiant de chaque événement (%2)</translation>
    </message>
    <message>
        <source>no event has the id %1</source>
        <translation>aucun événement n’a l’identifiant %1</translation>
    </message>
    <message>
        <source>no combatant has the id %1</source>
        <translation>aucun combattant n’a l’identifiant %1</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>doit être de 1 ou plus</translation>
    </message>
    <message>
        <source>%1 has no initiative option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 ne connaît pas d’option d’initiative «&#xa0;%2&#xa0;» (il connaît&#xa0;: %3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (et %n autre problème)</numerusform>
            <numerusform>%1 (et %n autres problèmes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EventKeeper</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be rolled: %2</source>
        <translation>%1 ne peut pas être lancé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: the reinforcements cannot join: %2</source>
        <translation>%1&#xa0;: les renforts ne peuvent pas arriver&#xa0;: %2</translation>
    </message>
    <message>
        <source>Joining the order after %1: %2</source>
        <translation>Rejoignent l’ordre après %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>un événement doit avoir un nom</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 est hors de %2 à %3</translation>
    </message>
    <message>
        <source>%1 is outside 1 to %2</source>
        <translation>%1 est hors de 1 à %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 est hors de 0 à %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dice Fray can roll: %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une expression de dés que Fray sait lancer&#xa0;: %2</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>un combattant doit avoir un nom</translation>
    </message>
    <message>
        <source>top of the round</source>
        <translation>début du round</translation>
    </message>
    <message>
        <source>end of the round</source>
        <translation>fin du round</translation>
    </message>
    <message>
        <source>count %1</source>
        <translation>initiative %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <source>every round from round %1</source>
        <translation>chaque round à partir du round %1</translation>
    </message>
    <message numerus="yes">
        <source>every %n round(s) from round %1</source>
        <translation>
            <numerusform>tous les %n round à partir du round %1</numerusform>
            <numerusform>tous les %n rounds à partir du round %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HealCommand</name>
    <message>
        <source>Heal %1 by %2</source>
        <translation>Soigner %1 de %2</translation>
    </message>
    <message>
        <source>healing must be 0 or more; damage to take hit points away</source>
        <translation>les soins doivent être de 0 ou plus&#xa0;; infligez des dégâts pour retirer des points de vie</translation>
    </message>
    <message>
        <source>%1 is dead; healing cannot help</source>
        <translation>%1 est mort&#xa0;; les soins n’y peuvent plus rien</translation>
    </message>
    <message numerus="yes">
        <source>%1 regains %n hit points</source>
        <translation>
            <numerusform>%1 récupère %n point de vie</numerusform>
            <numerusform>%1 récupère %n points de vie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::History</name>
    <message>
        <source>there is nothing to undo</source>
        <translation>il n’y a rien à annuler</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>il n’y a rien à rétablir</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HitPointsChange</name>
    <message>
        <source>Type -7 to take hit points, +5 to give them back, or the new number</source>
        <translation>Tapez -7 pour retirer des points de vie, +5 pour en rendre, ou le nouveau total</translation>
    </message>
    <message>
        <source>hit points</source>
        <translation>points de vie</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HitPointsInput</name>
    <message>
        <source>%1: must be at least 1, not %2</source>
        <translation>%1&#xa0;: doit valoir au moins 1, pas %2</translation>
    </message>
    <message>
        <source>%1: expected a whole number such as 11</source>
        <translation>%1&#xa0;: nombre entier attendu, comme 11</translation>
    </message>
    <message>
        <source>%1: expected a number or dice such as 2d8+2</source>
        <translation>%1&#xa0;: nombre ou dés attendus, comme 2d8+2</translation>
    </message>
    <message>
        <source>%1: expected a number or dice such as 2d8+2 — %2</source>
        <translation>%1&#xa0;: nombre ou dés attendus, comme 2d8+2 — %2</translation>
    </message>
    <message>
        <source>%1: hit dice cannot use @%2; write the dice, such as 2d8+2</source>
        <translation>%1&#xa0;: les dés de vie ne peuvent pas utiliser @%2&#xa0;; écrivez les dés, comme 2d8+2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HoldCommand</name>
    <message>
        <source>%1 holds for %2</source>
        <translation>%1 attend %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>a combatant cannot hold for itself</source>
        <translation>un combattant ne peut pas s’attendre lui-même</translation>
    </message>
    <message>
        <source>%1 has no turn left to hold this round</source>
        <translation>%1 n’a plus de tour à retarder ce round-ci</translation>
    </message>
    <message>
        <source>%1 does not act after %2 this round</source>
        <translation>%1 n’agit pas après %2 ce round-ci</translation>
    </message>
    <message>
        <source>held for %1</source>
        <translation>attend %1</translation>
    </message>
    <message>
        <source>%1 holds and will act with %2</source>
        <translation>%1 attend et agira avec %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::InitiativeRoller</name>
    <message>
        <source> (top of the round)</source>
        <translation> (début du round)</translation>
    </message>
    <message>
        <source> (end of the round)</source>
        <translation> (fin du round)</translation>
    </message>
    <message>
        <source> (lost)</source>
        <translation> (perdu)</translation>
    </message>
    <message>
        <source>initiative for %1 (&apos;%2&apos;): %3</source>
        <translation>initiative pour %1 («&#xa0;%2&#xa0;»)&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::MoraleCommand</name>
    <message>
        <source>Check morale</source>
        <translation>Tester le moral</translation>
    </message>
    <message>
        <source>No morale check needed</source>
        <translation>Pas de test de moral nécessaire</translation>
    </message>
    <message>
        <source>only a moment Fray asks about can be answered without a check</source>
        <translation>seul un moment sur lequel Fray pose la question peut être répondu sans test</translation>
    </message>
    <message>
        <source>Morale for %1 %2: not checked</source>
        <translation>Moral de %1 %2&#xa0;: non testé</translation>
    </message>
    <message>
        <source>morale for %1: %2</source>
        <translation>moral de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Morale for %1 %2: %3 (%4)</source>
        <translation>Moral de %1 %2&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>%1 will fight to the death</source>
        <translation>%1 se battra jusqu’à la mort</translation>
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
        <translation>%1 n’a pas de règle de moral</translation>
    </message>
    <message>
        <source>%1 does not ask for morale at &apos;%2&apos; (it asks: %3)</source>
        <translation>%1 ne demande pas de moral à «&#xa0;%2&#xa0;» (il demande&#xa0;: %3)</translation>
    </message>
    <message>
        <source>the side &apos;%1&apos; does not check morale</source>
        <translation>le camp «&#xa0;%1&#xa0;» ne teste pas le moral</translation>
    </message>
    <message>
        <source>the moment has not come for &apos;%1&apos;: %2</source>
        <translation>le moment n’est pas venu pour «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>no one on the side &apos;%1&apos; is left to check morale %2</source>
        <translation>plus personne dans le camp «&#xa0;%1&#xa0;» pour tester le moral %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>at the start of the fight</source>
        <translation>au début du combat</translation>
    </message>
    <message>
        <source>after the side&apos;s first death</source>
        <translation>après la première mort du camp</translation>
    </message>
    <message>
        <source>with half of the side dead or out</source>
        <translation>quand la moitié du camp est morte ou hors de combat</translation>
    </message>
    <message>
        <source>after a big upset</source>
        <translation>après un grave revers</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::OrderRollCommand</name>
    <message>
        <source>Roll for %1</source>
        <translation>Jet pour %1</translation>
    </message>
    <message>
        <source>%1 has no encounter step &apos;%2&apos;</source>
        <translation>%1 n’a pas d’étape de rencontre «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the step &apos;%1&apos; has no chance %2</source>
        <translation>l’étape «&#xa0;%1&#xa0;» n’a pas de chance %2</translation>
    </message>
    <message>
        <source>%1 (%2 on %3): %4: %5</source>
        <translation>%1 (%2 sur %3)&#xa0;: %4&#xa0;: %5</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>the step &apos;%1&apos; has no roll</source>
        <translation>l’étape «&#xa0;%1&#xa0;» n’a pas de jet</translation>
    </message>
    <message>
        <source>%1: %2 × %3 = %4 %5</source>
        <translation>%1&#xa0;: %2 × %3 = %4 %5</translation>
    </message>
    <message>
        <source>%1: %2, read on %3</source>
        <translation>%1&#xa0;: %2, lu sur %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemedyCommand</name>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>%1 is in no danger at the end of the round</source>
        <translation>%1 n’est pas en danger à la fin du round</translation>
    </message>
    <message>
        <source>%1 names no remedy for %2 (%3)</source>
        <translation>%1 ne prévoit aucun remède pour %2 (%3)</translation>
    </message>
    <message>
        <source>%1 stops the loss; it takes no amount</source>
        <translation>%1 arrête la perte&#xa0;; sans montant</translation>
    </message>
    <message>
        <source>%1 for %2: no more hit points are lost</source>
        <translation>%1 pour %2&#xa0;: plus aucun point de vie n’est perdu</translation>
    </message>
    <message>
        <source>healing must be 0 or more</source>
        <translation>les soins doivent être de 0 ou plus</translation>
    </message>
    <message>
        <source>rolled at the table: %1</source>
        <translation>lancé à la table&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 for %2 (%3): %4 → %5 HP</source>
        <translation>%1 pour %2 (%3)&#xa0;: %4 → %5 PV</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ReminderKeeper</name>
    <message>
        <source>Reminder · %1: %2</source>
        <translation>Rappel · %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveCombatantCommand</name>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>%1 leaves the fight</source>
        <translation>%1 quitte le combat</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveConditionCommand</name>
    <message>
        <source>%1: no longer %2</source>
        <translation>%1&#xa0;: n’est plus %2</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>choisissez au moins un combattant</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combattant introuvable</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 n’est pas %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveEventCommand</name>
    <message>
        <source>Remove event %1</source>
        <translation>Retirer l’événement %1</translation>
    </message>
    <message>
        <source>no such event</source>
        <translation>événement introuvable</translation>
    </message>
    <message>
        <source>Event %1 removed</source>
        <translation>Événement %1 retiré</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveReminderCommand</name>
    <message>
        <source>Stop reminding %1: %2</source>
        <translation>Ne plus rappeler à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 has no reminders</source>
        <translation>%1 n’a pas de rappels</translation>
    </message>
    <message>
        <source>%1 has no reminder &apos;%2&apos; (it has: %3)</source>
        <translation>%1 n’a pas de rappel «&#xa0;%2&#xa0;» (il a&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 will no longer be reminded: %2</source>
        <translation>plus de rappel pour %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RestoreUseCommand</name>
    <message>
        <source>Restore %1 of %2</source>
        <translation>Rendre %1 à %2</translation>
    </message>
    <message>
        <source>%1 of %2 is already full (%3/%4)</source>
        <translation>%1 de %2 est déjà au maximum (%3/%4)</translation>
    </message>
    <message>
        <source>%1 gets back one %2 (%3/%4 left)</source>
        <translation>%1 récupère une utilisation de %2 (reste %3/%4)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RollText</name>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RoundEnd</name>
    <message>
        <source>%1 (%2 HP, %3): %4 when the round ends unless the loss is stopped</source>
        <translation>%1 (%2 PV, %3)&#xa0;: %4 à la fin du round si la perte n’est pas arrêtée</translation>
    </message>
    <message>
        <source>%1 (%2 HP): %3 when the round ends</source>
        <translation>%1 (%2 PV)&#xa0;: %3 à la fin du round</translation>
    </message>
    <message>
        <source>the round cannot end yet: %1. Answer first: &apos;remedy&apos; on whoever can still be saved, or &apos;let-round-end&apos;</source>
        <translation>le round ne peut pas encore finir&#xa0;: %1. Répondez d’abord&#xa0;: «&#xa0;remedy&#xa0;» pour qui peut encore être sauvé, ou «&#xa0;let-round-end&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RulesText</name>
    <message>
        <source>roll %1 (%2)</source>
        <translation>jet %1 (%2)</translation>
    </message>
    <message>
        <source>roll: %1</source>
        <translation>jet&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: the GM&apos;s number</source>
        <translation>%1&#xa0;: le nombre du MJ</translation>
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
        <translation>le nombre du MJ</translation>
    </message>
    <message>
        <source>%1, per %2</source>
        <translation>%1, par %2</translation>
    </message>
    <message>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>%1 only</source>
        <translation>%1 seulement</translation>
    </message>
    <message>
        <source>not with %1</source>
        <translation>pas avec %1</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantané</translation>
    </message>
    <message>
        <source>rest of the round</source>
        <translation>reste du round</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 round</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 rounds</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>jusqu’à retrait</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>jusqu’à %1</translation>
    </message>
    <message>
        <source>at the start of each round</source>
        <translation>au début de chaque round</translation>
    </message>
    <message>
        <source>now and at the end of each round</source>
        <translation>maintenant et à la fin de chaque round</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>à la fin de chaque round</translation>
    </message>
    <message>
        <source>%1 %2 damage %3</source>
        <translation>%1 %2 dégâts %3</translation>
    </message>
    <message>
        <source>, once</source>
        <translation>, une fois</translation>
    </message>
    <message numerus="yes">
        <source>, at most %n times</source>
        <translation>
            <numerusform>, au plus %n fois</numerusform>
            <numerusform>, au plus %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>its attacks: %1</source>
        <translation>ses attaques&#xa0;: %1</translation>
    </message>
    <message>
        <source>attacks on it: %1</source>
        <translation>attaques contre lui&#xa0;: %1</translation>
    </message>
    <message>
        <source>then %1</source>
        <translation>puis %1</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>hors de combat</translation>
    </message>
    <message>
        <source>cannot act</source>
        <translation>ne peut pas agir</translation>
    </message>
    <message>
        <source>%1 to all actions</source>
        <translation>%1 à toutes les actions</translation>
    </message>
    <message>
        <source>decided at the end of the round</source>
        <translation>décidé à la fin du round</translation>
    </message>
    <message>
        <source>not when the starting %1 are already in this band</source>
        <translation>pas quand les %1 de départ sont déjà dans cette tranche</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>aucun effet</translation>
    </message>
    <message>
        <source>roll %1</source>
        <translation>jet %1</translation>
    </message>
    <message>
        <source>each attack rolls in turn: %1</source>
        <translation>chaque attaque lance à son tour&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (no roll)</source>
        <translation>%1 (sans jet)</translation>
    </message>
    <message>
        <source>each combatant</source>
        <translation>chaque combattant</translation>
    </message>
    <message>
        <source>each group</source>
        <translation>chaque groupe</translation>
    </message>
    <message>
        <source>each side</source>
        <translation>chaque camp</translation>
    </message>
    <message>
        <source>each attack</source>
        <translation>chaque attaque</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>highest first</source>
        <translation>le plus haut d’abord</translation>
    </message>
    <message>
        <source>lowest first</source>
        <translation>le plus bas d’abord</translation>
    </message>
    <message>
        <source>Initiative: %1; %2; %3.</source>
        <translation>Initiative&#xa0;: %1&#xa0;; %2&#xa0;; %3.</translation>
    </message>
    <message>
        <source>rolled once</source>
        <translation>lancée une fois</translation>
    </message>
    <message>
        <source>rolled each round</source>
        <translation>lancée à chaque round</translation>
    </message>
    <message>
        <source>Initiative: %1; %2; %3, %4.</source>
        <translation>Initiative&#xa0;: %1&#xa0;; %2&#xa0;; %3, %4.</translation>
    </message>
    <message numerus="yes">
        <source> (%n rounds left)</source>
        <translation>
            <numerusform> (encore %n round)</numerusform>
            <numerusform> (encore %n rounds)</numerusform>
        </translation>
    </message>
    <message>
        <source>reach %1 ft</source>
        <translation>allonge %1 pieds</translation>
    </message>
    <message numerus="yes">
        <source>once every %n rounds</source>
        <translation>
            <numerusform>une fois par round</numerusform>
            <numerusform>une fois tous les %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per round</source>
        <translation>%1 par round</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>%1 uses</source>
        <translation>%1 utilisations</translation>
    </message>
    <message>
        <source>%1 of %2 left</source>
        <translation>reste %1 sur %2</translation>
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
        <translation>Utiliser %1</translation>
    </message>
    <message>
        <source>Stop using %1</source>
        <translation>Ne plus utiliser %1</translation>
    </message>
    <message>
        <source>%1 has no initiative option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 ne connaît pas d’option d’initiative «&#xa0;%2&#xa0;» (il connaît&#xa0;: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Option on: %1</source>
        <translation>Option activée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Option off: %1</source>
        <translation>Option désactivée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::SpendUseCommand</name>
    <message>
        <source>%1 uses %2</source>
        <translation>%1 utilise %2</translation>
    </message>
    <message>
        <source>%1 has no %2 left (resets: %3)</source>
        <translation>%1 n’a plus de %2 (se recharge&#xa0;: %3)</translation>
    </message>
    <message>
        <source>cannot roll &apos;%1&apos;</source>
        <translation>impossible de lancer «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 uses %2 (%3/%4 left): %5</source>
        <translation>%1 utilise %2 (reste %3/%4)&#xa0;: %5</translation>
    </message>
    <message>
        <source>%1 uses %2 (%3/%4 left)</source>
        <translation>%1 utilise %2 (reste %3/%4)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::SurpriseCommand</name>
    <message>
        <source>Check surprise</source>
        <translation>Tester la surprise</translation>
    </message>
    <message>
        <source>%1 has no surprise rule</source>
        <translation>%1 n’a pas de règle de surprise</translation>
    </message>
    <message>
        <source>surprise is checked before the fight starts</source>
        <translation>la surprise se teste avant le début du combat</translation>
    </message>
    <message>
        <source>%1 has no condition for the surprised</source>
        <translation>%1 n’a pas d’état pour les surpris</translation>
    </message>
    <message>
        <source>no one is on the side &apos;%1&apos;</source>
        <translation>personne dans le camp «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>surprise for %1: %2</source>
        <translation>surprise pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Surprise for %1: %2 (%3)</source>
        <translation>Surprise pour %1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>surprise</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::TurnCommand</name>
    <message>
        <source>Start the fight</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Round suivant</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Lancer l’initiative</translation>
    </message>
    <message>
        <source>Let the round end</source>
        <translation>Laisser finir le round</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::TurnKeeper</name>
    <message>
        <source>Initiative: %1</source>
        <translation>Initiative&#xa0;: %1</translation>
    </message>
    <message>
        <source>No one can act this round</source>
        <translation>Personne ne peut agir ce round-ci</translation>
    </message>
    <message>
        <source>the fight has already started (round %1)</source>
        <translation>le combat a déjà commencé (round %1)</translation>
    </message>
    <message>
        <source>there is no one to fight: add combatants first</source>
        <translation>il n’y a personne pour combattre&#xa0;: ajoutez d’abord des combattants</translation>
    </message>
    <message>
        <source>The round begins</source>
        <translation>Le round commence</translation>
    </message>
    <message>
        <source>Order this round: %1</source>
        <translation>Ordre de ce round&#xa0;: %1</translation>
    </message>
    <message>
        <source>the fight has not started yet</source>
        <translation>le combat n’a pas encore commencé</translation>
    </message>
    <message>
        <source>this is the first turn of round %1; undo to go back further</source>
        <translation>c’est le premier tour du round %1&#xa0;; annulez pour revenir plus loin</translation>
    </message>
    <message>
        <source>%1 loses %2 (%3)</source>
        <translation>%1 perd %2 (%3)</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>Le round se termine</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Use</name>
    <message>
        <source>each round</source>
        <translation>chaque round</translation>
    </message>
    <message>
        <source>each turn</source>
        <translation>chaque tour</translation>
    </message>
    <message>
        <source>each fight</source>
        <translation>chaque combat</translation>
    </message>
    <message>
        <source>on a rest</source>
        <translation>au repos</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>recharge %1–%2 on %3</source>
        <translation>recharge sur %1–%2 au %3</translation>
    </message>
    <message>
        <source>recharge %1 on %2</source>
        <translation>recharge sur %1 au %2</translation>
    </message>
    <message>
        <source>recharge %1+ on %2</source>
        <translation>recharge sur %1+ au %2</translation>
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
        <translation>%1 revient à %2/%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot roll &apos;%2&apos;</source>
        <translation>%1 ne peut pas lancer «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 recharges (rolled %2)</source>
        <translation>%1 se recharge (jet de %2)</translation>
    </message>
    <message>
        <source>%1 does not recharge (rolled %2)</source>
        <translation>%1 ne se recharge pas (jet de %2)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Vitals</name>
    <message>
        <source>%1 is %2</source>
        <translation>%1 est %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <translation>%1 n’est plus %2</translation>
    </message>
</context>
<context>
    <name>Fray::InputFile</name>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB; Fray reads no file that large</source>
        <translation>%1 dépasse %2 Mo&#xa0;; Fray ne lit pas de fichier aussi gros</translation>
    </message>
</context>
<context>
    <name>Fray::Io::AttackRecordJson</name>
    <message>
        <source>%1 is not a combatant&apos;s id</source>
        <translation>%1 n’est pas l’identifiant d’un combattant</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>expected a probability from 0 to 1</source>
        <translation>probabilité de 0 à 1 attendue</translation>
    </message>
    <message>
        <source>must be 0 or more, not %1</source>
        <translation>doit être de 0 ou plus, pas %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ChangeJson</name>
    <message>
        <source>expected {&quot;before&quot;: …, &quot;after&quot;: …}</source>
        <translation>{&quot;before&quot;: …, &quot;after&quot;: …} attendu</translation>
    </message>
    <message>
        <source>a history entry</source>
        <translation>une entrée d’historique</translation>
    </message>
    <message>
        <source>not a moment of a reminder</source>
        <translation>pas un moment de rappel</translation>
    </message>
</context>
<context>
    <name>Fray::Io::CommandJson</name>
    <message>
        <source>%1: name a combatant</source>
        <translation>%1&#xa0;: nommez un combattant</translation>
    </message>
    <message>
        <source>%1: no combatant is called &apos;%2&apos;</source>
        <translation>%1&#xa0;: aucun combattant ne s’appelle «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: give a &apos;target&apos; or &apos;targets&apos;</source>
        <translation>%1&#xa0;: indiquez «&#xa0;target&#xa0;» ou «&#xa0;targets&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un moment (parmi&#xa0;: %2)</translation>
    </message>
    <message>
        <source>%1: expected a command object</source>
        <translation>%1&#xa0;: objet de commande attendu</translation>
    </message>
    <message>
        <source>%1: give a &apos;target&apos;</source>
        <translation>%1&#xa0;: indiquez «&#xa0;target&#xa0;»</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a change of hit points (%3)</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un changement de points de vie (%3)</translation>
    </message>
    <message>
        <source>%1: give a condition of the ruleset or one of your own (custom), not both</source>
        <translation>%1&#xa0;: indiquez un état du jeu de règles ou un état personnalisé (custom), pas les deux</translation>
    </message>
    <message>
        <source>%1.condition: name a condition</source>
        <translation>%1.condition&#xa0;: nommez un état</translation>
    </message>
    <message>
        <source>%1.id: unknown field (the encounter gives an event its id)</source>
        <translation>%1.id&#xa0;: champ inconnu (la rencontre attribue son identifiant à un événement)</translation>
    </message>
    <message>
        <source>%1.fired_round: unknown field</source>
        <translation>%1.fired_round&#xa0;: champ inconnu</translation>
    </message>
    <message>
        <source>%1.event: no event is called &apos;%2&apos;</source>
        <translation>%1.event&#xa0;: aucun événement ne s’appelle «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1.hp_mode: expected fixed, roll or average</source>
        <translation>%1.hp_mode&#xa0;: fixed, roll ou average attendu</translation>
    </message>
    <message>
        <source>%1.hit_dice: hit points by &apos;%2&apos; need the hit dice</source>
        <translation>%1.hit_dice&#xa0;: des points de vie par «&#xa0;%2&#xa0;» nécessitent les dés de vie</translation>
    </message>
    <message>
        <source>%1.attack: %2 has no attack called &apos;%3&apos;</source>
        <translation>%1.attack&#xa0;: %2 n’a pas d’attaque nommée «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1: expected a modifier id or id=N</source>
        <translation>%1&#xa0;: identifiant de modificateur ou id=N attendu</translation>
    </message>
    <message>
        <source>%1: the number in &apos;%2&apos; is too large</source>
        <translation>%1&#xa0;: le nombre dans «&#xa0;%2&#xa0;» est trop grand</translation>
    </message>
    <message>
        <source>%1.option: name an option</source>
        <translation>%1.option&#xa0;: nommez une option</translation>
    </message>
    <message>
        <source>%1.chance: expected a chance&apos;s number from 0, or none for the step&apos;s roll</source>
        <translation>%1.chance&#xa0;: numéro de chance attendu à partir de 0, ou aucun pour le jet de l’étape</translation>
    </message>
    <message>
        <source>%1.answer: expected roll or not-needed, found &apos;%2&apos;</source>
        <translation>%1.answer&#xa0;: roll ou not-needed attendu, «&#xa0;%2&#xa0;» trouvé</translation>
    </message>
    <message>
        <source>%1.command: unknown command &apos;%2&apos; (known: add, remove, start, next-turn, previous-turn, next-round, roll-initiative, let-round-end, damage, heal, aid, remedy, condition, remove-condition, attack, hold, declare, option, surprise, morale, order-roll, use, restore, add-event, remove-event, add-reminder, remove-reminder, undo, redo)</source>
        <translation>%1.command&#xa0;: commande inconnue «&#xa0;%2&#xa0;» (connues&#xa0;: add, remove, start, next-turn, previous-turn, next-round, roll-initiative, let-round-end, damage, heal, aid, remedy, condition, remove-condition, attack, hold, declare, option, surprise, morale, order-roll, use, restore, add-event, remove-event, add-reminder, remove-reminder, undo, redo)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::CsvImport</name>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>a quoted field is not closed (it opens on line %1)</source>
        <translation>un champ entre guillemets n’est pas fermé (il s’ouvre à la ligne %1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; cannot become &apos;%2&apos;</source>
        <translation>la colonne «&#xa0;%1&#xa0;» ne peut pas devenir «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>two columns are %1 (one is &apos;%2&apos;); map one elsewhere</source>
        <translation>deux colonnes sont %1 (l’une est «&#xa0;%2&#xa0;»)&#xa0;; associez-en une ailleurs</translation>
    </message>
    <message>
        <source>no column holds the names (headed &apos;name&apos;)</source>
        <translation>aucune colonne ne contient les noms (en-tête «&#xa0;name&#xa0;»)</translation>
    </message>
    <message numerus="yes">
        <source>%n fields where the header has %1</source>
        <translation>
            <numerusform>%n champ là où l’en-tête en a %1</numerusform>
            <numerusform>%n champs là où l’en-tête en a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must be at least 1, not %2</source>
        <translation>%1 doit valoir au moins 1, pas %2</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is neither a number nor dice</source>
        <translation>%1 «&#xa0;%2&#xa0;» n’est ni un nombre ni des dés</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: %3</source>
        <translation>%1 «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a whole number</source>
        <translation>%1 «&#xa0;%2&#xa0;» n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not character, monster or template</source>
        <translation>%1 «&#xa0;%2&#xa0;» n’est ni character, ni monster, ni template</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos; is not name:attack:damage</source>
        <translation>l’attaque «&#xa0;%1&#xa0;» n’a pas la forme name:attack:damage</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos;: &apos;%2&apos; is not a whole number</source>
        <translation>attaque «&#xa0;%1&#xa0;»&#xa0;: «&#xa0;%2&#xa0;» n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos;: damage &apos;%2&apos;: %3</source>
        <translation>attaque «&#xa0;%1&#xa0;»&#xa0;: dégâts «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 doit aller de %2 à %3, pas %4</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>sans nom</translation>
    </message>
    <message>
        <source>the file has a header but no stat lines under it</source>
        <translation>le fichier a un en-tête mais aucune ligne de caractéristiques dessous</translation>
    </message>
</context>
<context>
    <name>Fray::Io::DayJson</name>
    <message>
        <source>a day file</source>
        <translation>un fichier de journée</translation>
    </message>
    <message>
        <source>a day lists its fights</source>
        <translation>une journée énumère ses combats</translation>
    </message>
    <message>
        <source>a day needs at least one fight</source>
        <translation>une journée demande au moins un combat</translation>
    </message>
    <message>
        <source>a day of %1 fights is more than the %2 Fray plays</source>
        <translation>une journée de %1 combats dépasse les %2 que Fray joue</translation>
    </message>
    <message>
        <source>the first fight of a day comes after no rest</source>
        <translation>le premier combat d’une journée ne suit aucun repos</translation>
    </message>
    <message>
        <source>a rest gives between 0 and %1 hit points, not %2</source>
        <translation>un repos rend entre 0 et %1 points de vie, pas %2</translation>
    </message>
    <message>
        <source>name one of the ruleset&apos;s rests, &quot;full&quot; or a number of hit points</source>
        <translation>indiquez un des repos du jeu de règles, «&#xa0;full&#xa0;» ou un nombre de points de vie</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EncounterJson</name>
    <message>
        <source>&apos;%1&apos; is not a reset (one of: %2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un mode de recharge (parmi&#xa0;: %2)</translation>
    </message>
    <message>
        <source>only a use that resets by &quot;recharge&quot; has this</source>
        <translation>seule une utilisation qui se recharge par «&#xa0;recharge&#xa0;» a ceci</translation>
    </message>
    <message>
        <source>expected a reminder: {&quot;text&quot;: …, &quot;when&quot;: …}</source>
        <translation>rappel attendu&#xa0;: {&quot;text&quot;: …, &quot;when&quot;: …}</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>un rappel doit avoir un texte</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>plus de %1 caractères</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un moment (parmi&#xa0;: %2)</translation>
    </message>
    <message>
        <source>expected a combatant (an object with a name and hit points)</source>
        <translation>combattant attendu (un objet avec un nom et des points de vie)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>doit être de 1 ou plus</translation>
    </message>
    <message>
        <source>expected a whole number or {&quot;max&quot;: …, &quot;current&quot;: …}</source>
        <translation>nombre entier ou {&quot;max&quot;: …, &quot;current&quot;: …} attendu</translation>
    </message>
    <message>
        <source>maximum hit points must be at least 1</source>
        <translation>les points de vie maximum doivent valoir au moins 1</translation>
    </message>
    <message>
        <source>must be from 0 to %1</source>
        <translation>doit aller de 0 à %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment Fray asks for morale (first_death, half_down)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un moment où Fray demande le moral (first_death, half_down)</translation>
    </message>
    <message>
        <source>an encounter file</source>
        <translation>un fichier de rencontre</translation>
    </message>
    <message>
        <source>missing (a list of combatants is required)</source>
        <translation>manquant (une liste de combattants est obligatoire)</translation>
    </message>
    <message>
        <source>another combatant is already called %1</source>
        <translation>un autre combattant s’appelle déjà %1</translation>
    </message>
    <message>
        <source>entry %1: no event has the id %2</source>
        <translation>entrée %1&#xa0;: aucun événement n’a l’identifiant %2</translation>
    </message>
    <message>
        <source>entry %1: no combatant has the id %2</source>
        <translation>entrée %1&#xa0;: aucun combattant n’a l’identifiant %2</translation>
    </message>
    <message>
        <source>%1 is not a place in the order</source>
        <translation>%1 n’est pas une place dans l’ordre</translation>
    </message>
    <message>
        <source>expected a condition of your own: {&quot;name&quot;: …}</source>
        <translation>état personnalisé attendu&#xa0;: {&quot;name&quot;: …}</translation>
    </message>
    <message>
        <source>expected now, end_of_round or now_and_end_of_round</source>
        <translation>now, end_of_round ou now_and_end_of_round attendu</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EncounterTableJson</name>
    <message>
        <source>expected an encounter table (an object with a die and rows)</source>
        <translation>table de rencontres attendue (un objet avec un dé et des lignes)</translation>
    </message>
    <message>
        <source>missing (a list of rows is required)</source>
        <translation>manquant (une liste de lignes est obligatoire)</translation>
    </message>
    <message>
        <source>expected a row (an object with its roll and what comes)</source>
        <translation>ligne attendue (un objet avec son jet et ce qui vient)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a roll or a range of rolls (3, 4-6)</source>
        <translation>«&#xa0;%1&#xa0;» n’est ni un jet ni une plage de jets (3, 4-6)</translation>
    </message>
    <message>
        <source>missing or not a roll (3, or a range such as &quot;4-6&quot;)</source>
        <translation>manquant ou pas un jet (3, ou une plage comme &quot;4-6&quot;)</translation>
    </message>
    <message>
        <source>an encounter table file</source>
        <translation>un fichier de table de rencontres</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EventJson</name>
    <message>
        <source>expected an event (an object with a name and when it acts)</source>
        <translation>événement attendu (un objet avec un nom et le moment où il agit)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not when an event acts (one of: %2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un moment où un événement agit (parmi&#xa0;: %2)</translation>
    </message>
    <message>
        <source>only an event that acts on a count has one</source>
        <translation>seul un événement qui agit à un compte d’initiative en a un</translation>
    </message>
    <message>
        <source>missing (who arrives)</source>
        <translation>manquant (qui arrive)</translation>
    </message>
    <message>
        <source>%1 is not an id of its own</source>
        <translation>%1 n’est pas un identifiant unique</translation>
    </message>
</context>
<context>
    <name>Fray::Io::FightClubReader</name>
    <message>
        <source>line %1: &lt;%2&gt; has more than %3 attributes; no element of a Fight Club 5 compendium has that many</source>
        <translation>ligne %1&#xa0;: &lt;%2&gt; a plus de %3 attributs&#xa0;; aucun élément d’un compendium Fight Club 5 n’en a autant</translation>
    </message>
    <message>
        <source>expected &lt;compendium&gt;, found &lt;%1&gt;</source>
        <translation>&lt;compendium&gt; attendu, &lt;%1&gt; trouvé</translation>
    </message>
    <message>
        <source>no &lt;compendium&gt; element</source>
        <translation>aucun élément &lt;compendium&gt;</translation>
    </message>
    <message>
        <source>the file declares a DTD; Fray does not read DTDs or expand entities</source>
        <translation>le fichier déclare une DTD&#xa0;; Fray ne lit pas les DTD et ne développe pas les entités</translation>
    </message>
    <message>
        <source>the entity &apos;&amp;%1;&apos; is not expanded</source>
        <translation>l’entité «&#xa0;&amp;%1;&#xa0;» n’est pas développée</translation>
    </message>
    <message>
        <source>the XML ends before it is complete</source>
        <translation>le XML se termine avant d’être complet</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>a text longer than the %1 characters an import takes</source>
        <translation>un texte plus long que les %1 caractères qu’accepte un import</translation>
    </message>
</context>
<context>
    <name>Fray::Io::FiveEToolsReader</name>
    <message>
        <source>Other ACs</source>
        <translation>Autres CA</translation>
    </message>
    <message>
        <source>HP (%1)</source>
        <translation>PV (%1)</translation>
    </message>
    <message>
        <source>%1: copies &apos;%2&apos;, which this file does not hold</source>
        <translation>%1&#xa0;: copie «&#xa0;%2&#xa0;», que ce fichier ne contient pas</translation>
    </message>
    <message>
        <source>Changes to the copied monster (_copy._mod)</source>
        <translation>Modifications du monstre copié (_copy._mod)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignActions</name>
    <message>
        <source>Traits</source>
        <translation>Traits</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Bonus actions</source>
        <translation>Actions bonus</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Réactions</translation>
    </message>
    <message>
        <source>Legendary actions</source>
        <translation>Actions légendaires</translation>
    </message>
    <message>
        <source>Mythic actions</source>
        <translation>Actions mythiques</translation>
    </message>
    <message>
        <source>Lair actions</source>
        <translation>Actions d’antre</translation>
    </message>
    <message>
        <source>Trait &apos;%1&apos;</source>
        <translation>Trait «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Action &apos;%1&apos;</source>
        <translation>Action «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Bonus action &apos;%1&apos;</source>
        <translation>Action bonus «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Reaction &apos;%1&apos;</source>
        <translation>Réaction «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Legendary action &apos;%1&apos;</source>
        <translation>Action légendaire «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Mythic action &apos;%1&apos;</source>
        <translation>Action mythique «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Lair action &apos;%1&apos;</source>
        <translation>Action d’antre «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>kept as notes</source>
        <translation>gardé en notes</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignImport</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message numerus="yes">
        <source>%1, one of %n of that name</source>
        <translation>
            <numerusform>%1, l’un des %n de ce nom</numerusform>
            <numerusform>%1, l’un des %n de ce nom</numerusform>
        </translation>
    </message>
    <message>
        <source>an entry without a name</source>
        <translation>une entrée sans nom</translation>
    </message>
    <message>
        <source>Combatant %1</source>
        <translation>Combattant %1</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>encounter %1: %2</source>
        <translation>rencontre %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>encounter %1: the file holds another of this name; imported as %2</source>
        <translation>rencontre %1&#xa0;: le fichier en contient une autre de ce nom&#xa0;; importée sous le nom %2</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignJson</name>
    <message>
        <source>expected a text</source>
        <translation>texte attendu</translation>
    </message>
    <message>
        <source>a text of %1 characters is longer than the %2 an import takes</source>
        <translation>un texte de %1 caractères dépasse les %2 qu’accepte un import</translation>
    </message>
    <message>
        <source>%1 is not a whole number Fray can hold</source>
        <translation>%1 n’est pas un nombre entier que Fray peut contenir</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>nombre entier attendu</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>liste attendue</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ImportReader</name>
    <message>
        <source>Fray encounter</source>
        <translation>Rencontre Fray</translation>
    </message>
    <message>
        <source>Fray library</source>
        <translation>Bibliothèque Fray</translation>
    </message>
    <message>
        <source>CSV stat lines</source>
        <translation>Lignes de caractéristiques CSV</translation>
    </message>
    <message>
        <source>Improved Initiative</source>
        <translation>Improved Initiative</translation>
    </message>
    <message>
        <source>Fight Club 5 compendium</source>
        <translation>Compendium Fight Club 5</translation>
    </message>
    <message>
        <source>Open5e</source>
        <translation>Open5e</translation>
    </message>
    <message>
        <source>5e.tools bestiary</source>
        <translation>Bestiaire 5e.tools</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>JSON invalide</translation>
    </message>
    <message>
        <source>this JSON is none of the formats Fray imports (a Fray encounter or library, Improved Initiative, Open5e, 5e.tools)</source>
        <translation>ce JSON n’est dans aucun des formats que Fray importe (une rencontre ou bibliothèque Fray, Improved Initiative, Open5e, 5e.tools)</translation>
    </message>
    <message>
        <source>%1 files need the ruleset their creatures go into</source>
        <translation>les fichiers %1 nécessitent le jeu de règles où vont leurs créatures</translation>
    </message>
    <message>
        <source>the file holds no creatures</source>
        <translation>le fichier ne contient aucune créature</translation>
    </message>
    <message>
        <source>no creature could be imported: %1</source>
        <translation>aucune créature n’a pu être importée&#xa0;: %1</translation>
    </message>
    <message>
        <source>stat lines need the ruleset they are written for</source>
        <translation>les lignes de caractéristiques nécessitent le jeu de règles pour lequel elles sont écrites</translation>
    </message>
    <message>
        <source>&apos;%1&apos; uses an unknown ruleset &apos;%2&apos;</source>
        <translation>«&#xa0;%1&#xa0;» utilise un jeu de règles inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ImprovedInitiativeReader</name>
    <message>
        <source>a text that is not a JSON object</source>
        <translation>un texte qui n’est pas un objet JSON</translation>
    </message>
    <message>
        <source>HP notes (%1)</source>
        <translation>Notes sur les PV (%1)</translation>
    </message>
    <message>
        <source>Current HP %1</source>
        <translation>PV actuels %1</translation>
    </message>
    <message>
        <source>Temporary HP %1</source>
        <translation>PV temporaires %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::LibraryJson</name>
    <message>
        <source>expected character, monster or template</source>
        <translation>character, monster ou template attendu</translation>
    </message>
    <message>
        <source>expected a combatant (an object with hit points)</source>
        <translation>combattant attendu (un objet avec des points de vie)</translation>
    </message>
    <message>
        <source>missing (the entry&apos;s combatant is required)</source>
        <translation>manquant (le combattant de l’entrée est obligatoire)</translation>
    </message>
    <message>
        <source>a library file</source>
        <translation>un fichier de bibliothèque</translation>
    </message>
    <message>
        <source>missing (a list of entries is required)</source>
        <translation>manquant (une liste d’entrées est obligatoire)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::MemberUpdateJson</name>
    <message>
        <source>a history entry</source>
        <translation>une entrée d’historique</translation>
    </message>
</context>
<context>
    <name>Fray::Io::NameClashes</name>
    <message numerus="yes">
        <source>%1 %n times</source>
        <translation>
            <numerusform>%1 %n fois</numerusform>
            <numerusform>%1 %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: skipped</source>
        <translation>%1&#xa0;: ignoré</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ignoré</translation>
    </message>
    <message>
        <source>replaced by a later %1 of the file</source>
        <translation>remplacé par un %1 ultérieur du fichier</translation>
    </message>
    <message>
        <source>%1: replaces the library&apos;s entry</source>
        <translation>%1&#xa0;: remplace l’entrée de la bibliothèque</translation>
    </message>
    <message>
        <source>%1: replaces the file&apos;s earlier %1</source>
        <translation>%1&#xa0;: remplace le %1 précédent du fichier</translation>
    </message>
    <message>
        <source>replaces the library&apos;s entry</source>
        <translation>remplace l’entrée de la bibliothèque</translation>
    </message>
    <message>
        <source>replaces the file&apos;s earlier entry</source>
        <translation>remplace l’entrée précédente du fichier</translation>
    </message>
    <message>
        <source>%1: renamed %2</source>
        <translation>%1&#xa0;: renommé %2</translation>
    </message>
    <message>
        <source>renamed %1</source>
        <translation>renommé %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::PhraseJson</name>
    <message>
        <source>nested more than %1 deep</source>
        <translation>imbriqué sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>expected a text, a whole number or an object</source>
        <translation>texte, nombre entier ou objet attendu</translation>
    </message>
    <message>
        <source>expected a list of parts</source>
        <translation>liste de parties attendue</translation>
    </message>
    <message>
        <source>must be from 0 to %1, not %2</source>
        <translation>doit aller de 0 à %1, pas %2</translation>
    </message>
</context>
<context>
    <name>Fray::Io::StatBlockMapper</name>
    <message>
        <source>Fray takes %1 to %2</source>
        <translation>Fray accepte de %1 à %2</translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation>Dés de vie</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>no place in this ruleset</source>
        <translation>pas de place dans ce jeu de règles</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(par défaut)</translation>
    </message>
    <message>
        <source>the file gives no %1</source>
        <translation>le fichier ne donne pas de %1</translation>
    </message>
    <message>
        <source>Fray cannot take the file&apos;s %1</source>
        <translation>Fray ne peut pas reprendre %1 du fichier</translation>
    </message>
    <message>
        <source>(%1, raised to the ruleset&apos;s minimum)</source>
        <translation>(%1, relevé au minimum du jeu de règles)</translation>
    </message>
    <message>
        <source>(%1, lowered to the ruleset&apos;s maximum)</source>
        <translation>(%1, abaissé au maximum du jeu de règles)</translation>
    </message>
    <message>
        <source>hit points must be at least 1</source>
        <translation>les points de vie doivent valoir au moins 1</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; bonus %2</source>
        <translation>Attaque «&#xa0;%1&#xa0;» bonus %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; damage %2</source>
        <translation>Attaque «&#xa0;%1&#xa0;» dégâts %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; %2</source>
        <translation>Attaque «&#xa0;%1&#xa0;» %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos;</source>
        <translation>Attaque «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>no damage given</source>
        <translation>aucuns dégâts donnés</translation>
    </message>
    <message>
        <source>Attack bonuses (%1)</source>
        <translation>Bonus d’attaque (%1)</translation>
    </message>
    <message>
        <source>Attacks per round</source>
        <translation>Attaques par round</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>AC note (%1)</source>
        <translation>Note sur la CA (%1)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::StatText</name>
    <message>
        <source>not a whole number Fray can hold</source>
        <translation>pas un nombre entier que Fray peut contenir</translation>
    </message>
</context>
<context>
    <name>Fray::Json::FileHeader</name>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; attendu, &quot;%2&quot; trouvé</translation>
    </message>
    <message>
        <source>this file needs a newer Fray (format version %1; this Fray reads up to %2)</source>
        <translation>ce fichier nécessite un Fray plus récent (version de format %1&#xa0;; ce Fray lit jusqu’à %2)</translation>
    </message>
    <message>
        <source>must be 1 or more, not %1</source>
        <translation>doit être de 1 ou plus, pas %1</translation>
    </message>
</context>
<context>
    <name>Fray::Json::JsonValue</name>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON invalide à la ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object</source>
        <translation>%1 doit contenir un seul objet JSON</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>liste attendue</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
    <message>
        <source>missing (a text is required)</source>
        <translation>manquant (un texte est obligatoire)</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>texte attendu</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>nombre entier attendu</translation>
    </message>
    <message>
        <source>expected a whole number, not %1</source>
        <translation>nombre entier attendu, pas %1</translation>
    </message>
    <message>
        <source>missing (a whole number is required)</source>
        <translation>manquant (un nombre entier est obligatoire)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
</context>
<context>
    <name>Fray::LocalText</name>
    <message>
        <source>expected a text, or the text in several languages such as {&quot;en&quot;: &quot;Dead&quot;, &quot;de&quot;: &quot;Tot&quot;}</source>
        <translation>texte attendu, ou le texte en plusieurs langues comme {&quot;en&quot;: &quot;Dead&quot;, &quot;fr&quot;: &quot;Mort&quot;}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a language code (such as de, or pt_BR with its country)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un code de langue (comme fr, ou pt_BR avec son pays)</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>texte attendu</translation>
    </message>
    <message>
        <source>empty: leave the language out to show the English text</source>
        <translation>vide&#xa0;: omettez la langue pour afficher le texte anglais</translation>
    </message>
    <message>
        <source>the English text (&quot;en&quot;) is missing: every language without a text of its own shows it</source>
        <translation>le texte anglais («&#xa0;en&#xa0;») manque&#xa0;: toute langue sans texte propre l’affiche</translation>
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
        <translation>jet «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos;: %2</source>
        <translation>condition «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; leaves the 64-bit integer range</source>
        <translation>«&#xa0;%1&#xa0;» sort de la plage des entiers 64 bits</translation>
    </message>
    <message>
        <source>no band takes the roll %1</source>
        <translation>aucune tranche ne couvre le jet %1</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::OddsCalculator</name>
    <message>
        <source>%1 has no check &apos;%2&apos;</source>
        <translation>%1 ne connaît pas de test «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable of %2 (it has: %3)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une variable de %2 (il y a&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 doit aller de %2 à %3, pas %4</translation>
    </message>
    <message>
        <source>derived value &apos;%1&apos;: %2</source>
        <translation>valeur dérivée «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>outcome &apos;%1&apos;: %2</source>
        <translation>résultat «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a modifier of %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un modificateur de %2</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos; is given twice</source>
        <translation>le modificateur «&#xa0;%1&#xa0;» est donné deux fois</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; cannot both apply: both are %3</source>
        <translation>«&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» ne peuvent pas s’appliquer tous les deux&#xa0;: tous deux sont %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; do not stack</source>
        <translation>«&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» ne se cumulent pas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; counts %2: give the count as %1=N</source>
        <translation>«&#xa0;%1&#xa0;» compte %2&#xa0;: donnez le nombre sous la forme %1=N</translation>
    </message>
    <message>
        <source>something</source>
        <translation>quelque chose</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos;: %2</source>
        <translation>modificateur «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) has no number in the rules: give one as %1=N</source>
        <translation>«&#xa0;%1&#xa0;» (%2) n’a pas de nombre dans les règles&#xa0;: donnez-en un sous la forme %1=N</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable of %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une variable de %2</translation>
    </message>
    <message>
        <source>the modifiers ask for different rolls: %1</source>
        <translation>les modificateurs demandent des jets différents&#xa0;: %1</translation>
    </message>
    <message>
        <source>a modifier leaves the 64-bit integer range</source>
        <translation>un modificateur sort de la plage des entiers 64 bits</translation>
    </message>
    <message>
        <source>%1 needs a value for &apos;%2&apos; (%3)</source>
        <translation>%1 a besoin d’une valeur pour «&#xa0;%2&#xa0;» (%3)</translation>
    </message>
    <message>
        <source>the outcomes add up to %1 instead of 1; the ruleset&apos;s bands leave rolls out</source>
        <translation>les résultats totalisent %1 au lieu de 1&#xa0;; les tranches du jeu de règles omettent des jets</translation>
    </message>
    <message>
        <source>damage formula &apos;%1&apos; with damage %2: %3</source>
        <translation>formule de dégâts «&#xa0;%1&#xa0;» avec dégâts %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>the step must be above zero</source>
        <translation>le pas doit être supérieur à zéro</translation>
    </message>
    <message>
        <source>&apos;from&apos; (%1) is above &apos;to&apos; (%2)</source>
        <translation>«&#xa0;from&#xa0;» (%1) est supérieur à «&#xa0;to&#xa0;» (%2)</translation>
    </message>
    <message>
        <source>a curve has at most %1 points</source>
        <translation>une courbe a au plus %1 points</translation>
    </message>
    <message>
        <source>at %1 = %2: %3</source>
        <translation>à %1 = %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::RuleComparison</name>
    <message>
        <source>under %1: %2</source>
        <translation>sous %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the range runs from its first value up to its last, in steps of 1 or more</source>
        <translation>la plage va de sa première valeur à la dernière, par pas de 1 ou plus</translation>
    </message>
    <message>
        <source>at most %1 points</source>
        <translation>au plus %1 points</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>Fray::OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
</context>
<context>
    <name>Fray::Party::BringPartyCommand</name>
    <message>
        <source>Bring the Party</source>
        <translation>Amener le groupe</translation>
    </message>
    <message>
        <source>the party joins before the fight starts; add a member from the library to a fight under way</source>
        <translation>le groupe arrive avant le début du combat&#xa0;; ajoutez un membre depuis la bibliothèque à un combat en cours</translation>
    </message>
    <message>
        <source>the fight already has a combatant called %1; rename it first</source>
        <translation>le combat a déjà un combattant nommé %1&#xa0;; renommez-le d’abord</translation>
    </message>
    <message>
        <source>no member of the party is missing from this fight (members of %1 join it)</source>
        <translation>aucun membre du groupe ne manque à ce combat (les membres de %1 le rejoignent)</translation>
    </message>
    <message>
        <source>The party joins: %1</source>
        <translation>Le groupe arrive&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Party::MemberChanges</name>
    <message>
        <source>%1 %2 → %3 of %4</source>
        <translation>%1 %2 → %3 sur %4</translation>
    </message>
    <message>
        <source>subdual damage %1 → %2</source>
        <translation>dégâts non létaux %1 → %2</translation>
    </message>
    <message>
        <source>no longer %1</source>
        <translation>n’est plus %1</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>maintenant %1</translation>
    </message>
    <message>
        <source>keeps %1</source>
        <translation>garde %1</translation>
    </message>
    <message>
        <source>%1 ends</source>
        <translation>fin de %1</translation>
    </message>
</context>
<context>
    <name>Fray::Party::PartyRest</name>
    <message numerus="yes">
        <source>%n hit point(s) each</source>
        <translation>
            <numerusform>%n point de vie chacun</numerusform>
            <numerusform>%n points de vie chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to full</source>
        <translation>Retour au maximum</translation>
    </message>
    <message>
        <source>%1 names no rests; rest by hit points or back to full</source>
        <translation>%1 ne définit aucun repos&#xa0;; reposez-vous en points de vie ou retour au maximum</translation>
    </message>
    <message>
        <source>%1 has no rest &apos;%2&apos; (it has: %3)</source>
        <translation>%1 n’a pas de repos «&#xa0;%2&#xa0;» (il a&#xa0;: %3)</translation>
    </message>
    <message>
        <source>a rest gives between 0 and %1 hit points, not %2</source>
        <translation>un repos rend entre 0 et %1 points de vie, pas %2</translation>
    </message>
    <message>
        <source>dead: the rest gives nothing back</source>
        <translation>mort&#xa0;: le repos ne rend rien</translation>
    </message>
    <message>
        <source>%1: the rest&apos;s hit points %2 cannot be rolled: %3</source>
        <translation>%1&#xa0;: les points de vie %2 du repos ne peuvent pas être lancés&#xa0;: %3</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>jet de %1</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::PageText</name>
    <message>
        <source>Fray — Players</source>
        <translation>Fray — Joueurs</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Connexion perdue — reconnexion…</translation>
    </message>
    <message>
        <source>Waiting for the fight</source>
        <translation>En attente du combat</translation>
    </message>
    <message>
        <source>No fight is open</source>
        <translation>Aucun combat ouvert</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Avant le combat</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Maintenant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Chances to hit %1</source>
        <translation>Chances de toucher %1</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Pas encore de cible</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Foes</source>
        <translation>Ennemis</translation>
    </message>
    <message>
        <source>My odds</source>
        <translation>Mes chances</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Modificateurs</translation>
    </message>
    <message>
        <source>%1 to hit</source>
        <translation>%1 de toucher</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 dégâts</translation>
    </message>
    <message>
        <source>No odds for this choice</source>
        <translation>Pas de chances pour ce choix</translation>
    </message>
    <message>
        <source>This link has expired</source>
        <translation>Ce lien a expiré</translation>
    </message>
    <message>
        <source>Ask the GM for the new code.</source>
        <translation>Demandez le nouveau code au MJ.</translation>
    </message>
    <message>
        <source>%1 chance to be out before your next turn</source>
        <translation>%1 de risque d’être hors de combat avant ton prochain tour</translation>
    </message>
    <message>
        <source>%1 chance to be out before the round ends</source>
        <translation>%1 de risque d’être hors de combat avant la fin du round</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::PlayerView</name>
    <message>
        <source>down</source>
        <translation>à terre</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>indemne</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>badly wounded</source>
        <translation>gravement blessé</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::Standing</name>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>hors de combat</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>en fuite</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ComparisonSheet</name>
    <message>
        <source>Hit (A)</source>
        <translation>Touche (A)</translation>
    </message>
    <message>
        <source>Hit (B)</source>
        <translation>Touche (B)</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Damage (A)</source>
        <translation>Dégâts (A)</translation>
    </message>
    <message>
        <source>Damage (B)</source>
        <translation>Dégâts (B)</translation>
    </message>
    <message>
        <source>Drops in 1 · 2 · 3 rounds (A)</source>
        <translation>Tombe en 1 · 2 · 3 rounds (A)</translation>
    </message>
    <message>
        <source>Drops in 1 · 2 · 3 rounds (B)</source>
        <translation>Tombe en 1 · 2 · 3 rounds (B)</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1 (actuel)</translation>
    </message>
    <message>
        <source>%1: the party wins %2 under A (%3) and %4 under B (%5), %6.</source>
        <translation>%1 : le groupe gagne %2 sous A (%3) et %4 sous B (%5), %6.</translation>
    </message>
    <message>
        <source>Fray</source>
        <translation>Fray</translation>
    </message>
    <message>
        <source>House rule A against B</source>
        <translation>Règle maison A contre B</translation>
    </message>
    <message>
        <source>A: %1 — B: %2</source>
        <translation>A : %1 — B : %2</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A : %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B : %1</translation>
    </message>
    <message>
        <source>cannot start printing</source>
        <translation>impossible de commencer l’impression</translation>
    </message>
    <message>
        <source>printing stopped before the last page</source>
        <translation>l’impression s’est arrêtée avant la dernière page</translation>
    </message>
    <message>
        <source>the table does not fit the paper</source>
        <translation>le tableau ne tient pas sur le papier</translation>
    </message>
</context>
<context>
    <name>Fray::Print::OddsChartSheet</name>
    <message>
        <source>%1 has no attack check</source>
        <translation>%1 n’a pas de test d’attaque</translation>
    </message>
    <message>
        <source>%1 has no modifier &apos;%2&apos;</source>
        <translation>%1 n’a pas de modificateur «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <translation>%1 (sur %2)</translation>
    </message>
    <message>
        <source>%1&apos;s attack has no value to chart</source>
        <translation>l’attaque de %1 n’a pas de valeur à tracer</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Toute touche</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1&#xa0;: %2 contre %3</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>défense</translation>
    </message>
    <message>
        <source>%1 %2 %3.</source>
        <translation>%1 %2 %3.</translation>
    </message>
    <message>
        <source>No situational modifiers.</source>
        <translation>Aucun modificateur de situation.</translation>
    </message>
    <message>
        <source>With: %1.</source>
        <translation>Avec&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>At %1 %2: %3.</source>
        <translation>À %1 %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source> Expected damage %1 per attack (%2).</source>
        <translation> Dégâts attendus %1 par attaque (%2).</translation>
    </message>
    <message>
        <source>%1 is given by the GM with each attack.</source>
        <translation>%1 est donné par le MJ à chaque attaque.</translation>
    </message>
    <message>
        <source>No chart: %1</source>
        <translation>Pas de graphique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>maintenant %1</translation>
    </message>
</context>
<context>
    <name>Fray::Print::PageLayouter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ReferenceOdds</name>
    <message>
        <source>%1 has no attack check</source>
        <translation>%1 n’a pas de test d’attaque</translation>
    </message>
    <message>
        <source>%1&apos;s attack has no value to tabulate</source>
        <translation>l’attaque de %1 n’a pas de valeur à mettre en table</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> Other values: %1.</source>
        <translation> Autres valeurs&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Chance to hit on %1</source>
        <translation>Chance de toucher au %1</translation>
    </message>
    <message>
        <source>Rows: %1. Columns: %2. Each cell: the chance of any hitting result, natural rolls included.%3</source>
        <translation>Lignes&#xa0;: %1. Colonnes&#xa0;: %2. Chaque case&#xa0;: la chance d’un résultat qui touche, jets naturels compris.%3</translation>
    </message>
    <message>
        <source>%1 →</source>
        <translation>%1 →</translation>
    </message>
    <message>
        <source>Chance of each result on %1</source>
        <translation>Chance de chaque résultat au %1</translation>
    </message>
    <message>
        <source>Rows: %1.%2</source>
        <translation>Lignes&#xa0;: %1.%2</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Toute touche</translation>
    </message>
    <message>
        <source>Rolls on %1 for each result</source>
        <translation>Jets au %1 pour chaque résultat</translation>
    </message>
    <message>
        <source>Rows: %1. Each cell: the rolls that give the result, natural and automatic results included.%2</source>
        <translation>Lignes&#xa0;: %1. Chaque case&#xa0;: les jets qui donnent le résultat, résultats naturels et automatiques compris.%2</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ReferenceSheet</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Source: %1, %2.</source>
        <translation>Source&#xa0;: %1, %2.</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>Source&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>A round is %n seconds.</source>
        <translation>
            <numerusform>Un round dure %n seconde.</numerusform>
            <numerusform>Un round dure %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Phases: %1.</source>
        <translation>Phases&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Any other roll</source>
        <translation>Tout autre jet</translation>
    </message>
    <message>
        <source>%1, when %2</source>
        <translation>%1, quand %2</translation>
    </message>
    <message>
        <source>roll again: %1</source>
        <translation>relancer&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 dégâts</translation>
    </message>
    <message>
        <source>Attack roll: %1</source>
        <translation>Jet d’attaque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Other rolls a modifier can call for: %1.</source>
        <translation>Autres jets qu’un modificateur peut demander&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The first line that holds decides; indented lines are the follow-up roll.</source>
        <translation>La première ligne qui s’applique décide&#xa0;; les lignes en retrait sont le jet suivant.</translation>
    </message>
    <message>
        <source>attack roll</source>
        <translation>jet d’attaque</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chances</translation>
    </message>
    <message>
        <source>odds</source>
        <translation>chances</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formule</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Sert à</translation>
    </message>
    <message>
        <source>Damage pools: %1.</source>
        <translation>Réserves de dégâts&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Situational modifiers</source>
        <translation>Modificateurs de situation</translation>
    </message>
    <message>
        <source>Only one modifier of a group applies. Where no number is given, the GM gives one.</source>
        <translation>Un seul modificateur d’un groupe s’applique. Là où aucun nombre n’est donné, le MJ en fixe un.</translation>
    </message>
    <message>
        <source>modifiers</source>
        <translation>modificateurs</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>états</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>%1 states</source>
        <translation>États de %1</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>The first state whose condition holds applies.</source>
        <translation>Le premier état dont la condition est remplie s’applique.</translation>
    </message>
    <message>
        <source>HP states</source>
        <translation>États de PV</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Not given in the source: the GM fills it in.</source>
        <translation>Non précisé dans la source&#xa0;: le MJ le complète.</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>jusqu’à %1</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>An action on %1 or lower is lost.</source>
        <translation>Une action à %1 ou moins est perdue.</translation>
    </message>
    <message>
        <source>%1 and above</source>
        <translation>%1 et plus</translation>
    </message>
    <message>
        <source>%1 and below</source>
        <translation>%1 et moins</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Windows: %1.</source>
        <translation>Fenêtres&#xa0;: %1.</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>initiative</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>× %1/%2</source>
        <translation>× %1/%2</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>sans jet</translation>
    </message>
    <message>
        <source>Attacks kept: %1.</source>
        <translation>Attaques conservées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>goes first</source>
        <translation>agit en premier</translation>
    </message>
    <message>
        <source>goes last</source>
        <translation>agit en dernier</translation>
    </message>
    <message>
        <source>first and last</source>
        <translation>en premier et en dernier</translation>
    </message>
    <message>
        <source>on the other&apos;s count</source>
        <translation>au compte de l’autre</translation>
    </message>
    <message>
        <source>%1 (round 1)</source>
        <translation>%1 (round 1)</translation>
    </message>
</context>
<context>
    <name>Fray::Print::RosterSheet</name>
    <message>
        <source>%1 (lost)</source>
        <translation>%1 (perdu)</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <source>Attack values: %1.</source>
        <translation>Valeurs d’attaque&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Attack values are not used: the GM gives the numbers with each attack.</source>
        <translation>Les valeurs d’attaque ne servent pas&#xa0;: le MJ donne les nombres à chaque attaque.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>Roll: %1</source>
        <translation>Jet&#xa0;: %1</translation>
    </message>
    <message>
        <source>Arriving: %1 × %2</source>
        <translation>Arrivants&#xa0;: %1 × %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n attacks a round</source>
        <translation>
            <numerusform>%n attaque par round</numerusform>
            <numerusform>%n attaques par round</numerusform>
        </translation>
    </message>
    <message>
        <source>unit of %1</source>
        <translation>unité de %1</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source> (now %1)</source>
        <translation> (maintenant %1)</translation>
    </message>
    <message>
        <source> · each box %1 %2</source>
        <translation> · chaque case %1 %2</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>États&#xa0;: %1</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notes&#xa0;:</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Init</source>
        <translation>Init.</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>n°%1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>Fray::Print::SheetOptions</name>
    <message>
        <source>Roster</source>
        <translation>Liste de combat</translation>
    </message>
    <message>
        <source>Stat blocks</source>
        <translation>Blocs de stats</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Mémo des règles</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chances</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Monstres errants</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Fiches</translation>
    </message>
</context>
<context>
    <name>Fray::Print::SheetPrinter</name>
    <message>
        <source>no ruleset to print with</source>
        <translation>aucun jeu de règles pour imprimer</translation>
    </message>
    <message>
        <source>Fray · %1</source>
        <translation>Fray · %1</translation>
    </message>
    <message>
        <source>cannot start printing</source>
        <translation>impossible de lancer l’impression</translation>
    </message>
    <message>
        <source>printing stopped before the last page</source>
        <translation>l’impression s’est arrêtée avant la dernière page</translation>
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
        <translation>PV</translation>
    </message>
    <message>
        <source>each box %1 %2</source>
        <translation>chaque case %1 %2</translation>
    </message>
    <message>
        <source>%1 · attack values: %2</source>
        <translation>%1 · valeurs d’attaque&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 · attack values are not used: the GM gives the numbers with each attack</source>
        <translation>%1 · les valeurs d’attaque ne servent pas&#xa0;: le MJ donne les nombres à chaque attaque</translation>
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
        <translation>Défense</translation>
    </message>
    <message>
        <source>%1 %2–%3</source>
        <translation>%1 %2–%3</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message numerus="yes">
        <source>%n attacks a round</source>
        <translation>
            <numerusform>%n attaque par round</numerusform>
            <numerusform>%n attaques par round</numerusform>
        </translation>
    </message>
    <message>
        <source>unit of %1</source>
        <translation>unité de %1</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>États&#xa0;: %1</translation>
    </message>
    <message>
        <source>Uses, each: %1</source>
        <translation>Utilisations, chacun&#xa0;: %1</translation>
    </message>
    <message>
        <source>Uses: %1</source>
        <translation>Utilisations&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reminders: %1</source>
        <translation>Rappels&#xa0;: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notes&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
</context>
<context>
    <name>Fray::Print::WanderingSheet</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The campaign has no wandering-monster table for %1 yet: Encounter › Wandering Monsters makes one.</source>
        <translation>La campagne n’a pas encore de table de monstres errants pour %1&#xa0;: Rencontre › Monstres errants en crée une.</translation>
    </message>
    <message>
        <source>Encounter order</source>
        <translation>Déroulement de la rencontre</translation>
    </message>
    <message>
        <source>%1 gives no order for meeting foes.</source>
        <translation>%1 ne donne pas de déroulement pour la rencontre d’ennemis.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
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
        <translation>sur la table %1</translation>
    </message>
    <message>
        <source>%1, on the table %2</source>
        <translation>%1, sur la table %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Monstres errants</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>How many come: %1.</source>
        <translation>Combien viennent&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>Fray::Record::LogExport</name>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Avant le combat</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combattant</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n rounds left)</source>
        <translation>
            <numerusform>%1 (encore %n round)</numerusform>
            <numerusform>%1 (encore %n rounds)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Combattants</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Expected hits</source>
        <translation>Touches attendues</translation>
    </message>
    <message>
        <source>This well or worse</source>
        <translation>Aussi bien ou pire</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Chance to hit</source>
        <translation>Chance de toucher</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Touché</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>No attacks were rolled in Fray.</source>
        <translation>Aucune attaque n’a été lancée dans Fray.</translation>
    </message>
    <message>
        <source>Each combatant&apos;s hits against the hits its odds promised, and the exact chance of hitting that often or less.</source>
        <translation>Les touches de chaque combattant face à celles que promettaient ses chances, et la probabilité exacte de toucher aussi souvent ou moins.</translation>
    </message>
    <message>
        <source>Attacks rolled</source>
        <translation>Attaques lancées</translation>
    </message>
    <message>
        <source>Fight record</source>
        <translation>Compte rendu du combat</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · round %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::BuiltinVariables</name>
    <message>
        <source>max %1</source>
        <translation>%1 max</translation>
    </message>
    <message>
        <source>starting %1</source>
        <translation>%1 de départ</translation>
    </message>
    <message>
        <source>temporary %1</source>
        <translation>%1 temporaires</translation>
    </message>
    <message>
        <source>subdual damage</source>
        <translation>dégâts non létaux</translation>
    </message>
    <message>
        <source>damage taken</source>
        <translation>dégâts subis</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>le jet</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ConditionFlags</name>
    <message>
        <source>cannot act</source>
        <translation>ne peut pas agir</translation>
    </message>
    <message>
        <source>no attacks</source>
        <translation>pas d’attaques</translation>
    </message>
    <message>
        <source>loses its remaining attacks</source>
        <translation>perd ses attaques restantes</translation>
    </message>
    <message>
        <source>no DEX to defence</source>
        <translation>pas de DEX à la défense</translation>
    </message>
    <message>
        <source>no shield</source>
        <translation>pas de bouclier</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>ne peut pas bouger</translation>
    </message>
    <message>
        <source>defenceless</source>
        <translation>sans défense</translation>
    </message>
    <message>
        <source>prone</source>
        <translation>à terre</translation>
    </message>
    <message>
        <source>no spells</source>
        <translation>pas de sorts</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>surpris</translation>
    </message>
    <message>
        <source>fled: out of the fight, not dead</source>
        <translation>en fuite&#xa0;: hors du combat, pas mort</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::DisplayNames</name>
    <message>
        <source>party</source>
        <translation>groupe</translation>
    </message>
    <message>
        <source>foes</source>
        <translation>ennemis</translation>
    </message>
    <message>
        <source>neutrals</source>
        <translation>neutres</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>corps à corps</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>distance</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>lancer</translation>
    </message>
    <message>
        <source>missile</source>
        <translation>projectile</translation>
    </message>
    <message>
        <source>touch</source>
        <translation>contact</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::EncounterRulesReader</name>
    <message>
        <source>the attack has no roll variant &apos;%1&apos;</source>
        <translation>l’attaque n’a pas de variante de jet «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown variable &apos;%1&apos;</source>
        <translation>variable inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected start_of_round, end_of_round or now_and_end_of_round</source>
        <translation>start_of_round, end_of_round ou now_and_end_of_round attendu</translation>
    </message>
    <message>
        <source>expected a remedy: {&quot;label&quot;: …, &quot;heal&quot;: … or &quot;aid&quot;: true}</source>
        <translation>remède attendu&#xa0;: {&quot;label&quot;: …, &quot;heal&quot;: … ou &quot;aid&quot;: true}</translation>
    </message>
    <message>
        <source>a remedy needs a label</source>
        <translation>un remède doit avoir un libellé (label)</translation>
    </message>
    <message>
        <source>a remedy either heals (heal) or stops a tick (aid: true), one of them</source>
        <translation>un remède soit soigne (heal), soit arrête une perte récurrente (aid: true), l’un des deux</translation>
    </message>
    <message>
        <source>expected instant, rest_of_round, rounds, until_removed or until_event</source>
        <translation>instant, rest_of_round, rounds, until_removed ou until_event attendu</translation>
    </message>
    <message>
        <source>expected a reminder: {&quot;text&quot;: …, &quot;when&quot;: …}</source>
        <translation>rappel attendu&#xa0;: {&quot;text&quot;: …, &quot;when&quot;: …}</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>un rappel doit avoir un texte</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>plus de %1 caractères</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un moment (parmi&#xa0;: %2)</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos; is defined twice</source>
        <translation>l’état «&#xa0;%1&#xa0;» est défini deux fois</translation>
    </message>
    <message>
        <source>unknown flag &apos;%1&apos; (known: %2)</source>
        <translation>indicateur inconnu «&#xa0;%1&#xa0;» (connus&#xa0;: %2)</translation>
    </message>
    <message>
        <source>unknown condition &apos;%1&apos;</source>
        <translation>état inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>cyclic reference: %1</source>
        <translation>référence circulaire&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected immediate or end_of_round</source>
        <translation>immediate ou end_of_round attendu</translation>
    </message>
    <message>
        <source>aid stops a tick, and this state has no tick</source>
        <translation>aid arrête une perte récurrente, et cet état n’en a pas</translation>
    </message>
    <message>
        <source>a remedy belongs to an end_of_round state or to a state with a tick</source>
        <translation>un remède appartient à un état end_of_round ou à un état avec perte récurrente</translation>
    </message>
    <message>
        <source>expected the id of another HP state, not &apos;%1&apos;</source>
        <translation>identifiant d’un autre état de PV attendu, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be worked out: %2</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être calculé&#xa0;: %2</translation>
    </message>
    <message>
        <source>a rest gives at most %1 hit points; &apos;%2&apos; can give %3</source>
        <translation>un repos rend au plus %1 PV&#xa0;; «&#xa0;%2&#xa0;» peut en rendre %3</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>repos</translation>
    </message>
    <message>
        <source>missing (every ruleset needs an initiative scheme)</source>
        <translation>manquant (tout jeu de règles a besoin d’un système d’initiative)</translation>
    </message>
    <message>
        <source>missing (who rolls: combatant, group, side or attack)</source>
        <translation>manquant (qui lance&#xa0;: combatant, group, side ou attack)</translation>
    </message>
    <message>
        <source>give a &apos;roll&apos;, a static &apos;value&apos; or &apos;per_attack&apos; dice</source>
        <translation>indiquez un «&#xa0;roll&#xa0;», une «&#xa0;value&#xa0;» fixe ou des dés «&#xa0;per_attack&#xa0;»</translation>
    </message>
    <message>
        <source>expected high_first or low_first</source>
        <translation>high_first ou low_first attendu</translation>
    </message>
    <message>
        <source>expected each_round or once</source>
        <translation>each_round ou once attendu</translation>
    </message>
    <message>
        <source>expected immediate or simultaneous_ties</source>
        <translation>immediate ou simultaneous_ties attendu</translation>
    </message>
    <message>
        <source>expected stat, weapon_class, skill, simultaneous or reroll</source>
        <translation>stat, weapon_class, skill, simultaneous ou reroll attendu</translation>
    </message>
    <message>
        <source>unknown stat &apos;%1&apos;</source>
        <translation>caractéristique inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected [numerator, denominator]</source>
        <translation>[numérateur, dénominateur] attendu</translation>
    </message>
    <message>
        <source>both parts must be above zero</source>
        <translation>les deux parties doivent être supérieures à zéro</translation>
    </message>
    <message>
        <source>expected first, last, first_and_last or on_count_of</source>
        <translation>first, last, first_and_last ou on_count_of attendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not combatant, group, side or attack</source>
        <translation>«&#xa0;%1&#xa0;» n’est ni combatant, ni group, ni side, ni attack</translation>
    </message>
    <message>
        <source>expected side or combatant</source>
        <translation>side ou combatant attendu</translation>
    </message>
    <message>
        <source>unknown check &apos;%1&apos;</source>
        <translation>test inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of check &apos;%2&apos;</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un résultat du test «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a side of this ruleset</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un camp de ce jeu de règles</translation>
    </message>
    <message>
        <source>expected group, combatant or side</source>
        <translation>group, combatant ou side attendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une caractéristique de ce jeu de règles</translation>
    </message>
    <message>
        <source>check &apos;%1&apos; does not read @%2: it cannot weigh the score</source>
        <translation>le test «&#xa0;%1&#xa0;» ne lit pas @%2&#xa0;: il ne peut pas tenir compte du score</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment for a morale check (one of: %2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un moment de test de moral (parmi&#xa0;: %2)</translation>
    </message>
    <message>
        <source>must be from 0 (never) to %1</source>
        <translation>doit aller de 0 (jamais) à %1</translation>
    </message>
    <message>
        <source>expected dead or down</source>
        <translation>dead ou down attendu</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos; needs the flag &quot;fled&quot;</source>
        <translation>l’état «&#xa0;%1&#xa0;» nécessite l’indicateur &quot;fled&quot;</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::EncounterStep</name>
    <message>
        <source>&apos;%1&apos; is not a step Fray knows (one of: %2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une étape que Fray connaît (parmi&#xa0;: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes twice</source>
        <translation>«&#xa0;%1&#xa0;» apparaît deux fois</translation>
    </message>
    <message>
        <source>a surprise step needs the ruleset&apos;s surprise rule</source>
        <translation>une étape de surprise nécessite la règle de surprise du jeu de règles</translation>
    </message>
    <message>
        <source>a morale step needs the ruleset&apos;s morale rule</source>
        <translation>une étape de moral nécessite la règle de moral du jeu de règles</translation>
    </message>
    <message>
        <source>must be from 1 to 1000</source>
        <translation>doit aller de 1 à 1000</translation>
    </message>
    <message>
        <source>a scale or a unit needs a roll</source>
        <translation>un facteur ou une unité nécessite un jet</translation>
    </message>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation>table inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected a result (1) or a range of them (1-5)</source>
        <translation>résultat (1) ou plage de résultats (1-5) attendu</translation>
    </message>
    <message>
        <source>the range runs backwards</source>
        <translation>la plage est à l’envers</translation>
    </message>
    <message>
        <source>%1 never rolls %2</source>
        <translation>%1 ne donne jamais %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ExpressionChecker</name>
    <message>
        <source>missing (an expression is required)</source>
        <translation>manquant (une expression est obligatoire)</translation>
    </message>
    <message>
        <source>expected an expression (text) or a whole number</source>
        <translation>expression (texte) ou nombre entier attendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: dice are not allowed here</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: les dés ne sont pas permis ici</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown variable &apos;@%2&apos;</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: variable inconnue «&#xa0;@%2&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown table &apos;%2&apos;</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: table inconnue «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: table &apos;%2&apos; has several columns; name one as %2.column</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: la table «&#xa0;%2&#xa0;» a plusieurs colonnes&#xa0;; nommez-en une sous la forme %2.colonne</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: table &apos;%2&apos; has no column &apos;%3&apos;</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: la table «&#xa0;%2&#xa0;» n’a pas de colonne «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: column &apos;%2&apos; of table &apos;%3&apos; holds text, not numbers</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: la colonne «&#xa0;%2&#xa0;» de la table «&#xa0;%3&#xa0;» contient du texte, pas des nombres</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ImportMappingReader</name>
    <message>
        <source>%1, with source values up to %2</source>
        <translation>%1, avec des valeurs sources jusqu’à %2</translation>
    </message>
    <message>
        <source>expected an object (defence, armor, attack_value, stats, conditions, note)</source>
        <translation>objet attendu (defence, armor, attack_value, stats, conditions, note)</translation>
    </message>
    <message>
        <source>no variable reads the attack&apos;s value (&quot;from&quot;: &quot;attack&quot;)</source>
        <translation>aucune variable ne lit la valeur de l’attaque (&quot;from&quot;: &quot;attack&quot;)</translation>
    </message>
    <message>
        <source>no variable reads the armour (&quot;from&quot;: &quot;target.armor&quot;)</source>
        <translation>aucune variable ne lit l’armure (&quot;from&quot;: &quot;target.armor&quot;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une caractéristique de ce jeu de règles</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a condition of this ruleset</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un état de ce jeu de règles</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ModifierReader</name>
    <message>
        <source>the attack has no roll variant &apos;%1&apos;</source>
        <translation>l’attaque n’a pas de variante de jet «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown variable &apos;%1&apos;</source>
        <translation>variable inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>give either &apos;to&apos;/&apos;add&apos;/&apos;roll&apos; or &apos;effects&apos;, not both</source>
        <translation>indiquez soit «&#xa0;to&#xa0;»/«&#xa0;add&#xa0;»/«&#xa0;roll&#xa0;», soit «&#xa0;effects&#xa0;», pas les deux</translation>
    </message>
    <message>
        <source>a modifier needs at least one effect</source>
        <translation>un modificateur doit avoir au moins un effet</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>modificateur</translation>
    </message>
    <message>
        <source>unknown modifier &apos;%1&apos;</source>
        <translation>modificateur inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no modifier is in the group &apos;%1&apos;</source>
        <translation>aucun modificateur n’est dans le groupe «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a group&apos;s label is not blank</source>
        <translation>le libellé d’un groupe ne doit pas être vide</translation>
    </message>
    <message>
        <source>modifier group</source>
        <translation>groupe de modificateurs</translation>
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
        <translation>Début du tour</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>Start of round</source>
        <translation>Début du round</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Fin du round</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetLibrary</name>
    <message>
        <source>&apos;%1&apos; is already the id of %2</source>
        <translation>«&#xa0;%1&#xa0;» est déjà l’identifiant de %2</translation>
    </message>
    <message numerus="yes">
        <source>the ruleset &apos;%1&apos; is in %2, which did not load: %3 (%n problem(s); fray-cli validate-ruleset lists them)</source>
        <translation>
            <numerusform>le jeu de règles «&#xa0;%1&#xa0;» est dans %2, qui n’a pas été chargé&#xa0;: %3 (%n problème&#xa0;; fray-cli validate-ruleset l’affiche)</numerusform>
            <numerusform>le jeu de règles «&#xa0;%1&#xa0;» est dans %2, qui n’a pas été chargé&#xa0;: %3 (%n problèmes&#xa0;; fray-cli validate-ruleset les liste)</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown ruleset &apos;%1&apos; (known: %2)</source>
        <translation>jeu de règles inconnu «&#xa0;%1&#xa0;» (connus&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetReader</name>
    <message>
        <source>%1 &apos;%2&apos; is defined twice</source>
        <translation>%1 «&#xa0;%2&#xa0;» est défini deux fois</translation>
    </message>
    <message>
        <source>a ruleset file</source>
        <translation>un fichier de règles</translation>
    </message>
    <message>
        <source>a ruleset file must hold one JSON object</source>
        <translation>un fichier de règles doit contenir un seul objet JSON</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid name: use lower-case letters, digits and &apos;_&apos;</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nom valide&#xa0;: utilisez des minuscules, des chiffres et «&#xa0;_&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id: use lower-case letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant valide&#xa0;: utilisez des minuscules, des chiffres, «&#xa0;-&#xa0;» et «&#xa0;_&#xa0;»</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; attendu, &quot;%2&quot; trouvé</translation>
    </message>
    <message>
        <source>this file needs a newer Fray (format version %1; this Fray reads up to %2)</source>
        <translation>ce fichier nécessite un Fray plus récent (version de format %1&#xa0;; ce Fray lit jusqu’à %2)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>doit être de 1 ou plus</translation>
    </message>
    <message>
        <source>missing (the attack&apos;s outcomes are required)</source>
        <translation>manquant (les résultats de l’attaque sont obligatoires)</translation>
    </message>
    <message>
        <source>missing (every ruleset needs an attack check)</source>
        <translation>manquant (tout jeu de règles a besoin d’un test d’attaque)</translation>
    </message>
    <message>
        <source>name the players&apos; side (&quot;players&quot;: true) and at least one other</source>
        <translation>nommez le camp des joueurs (&quot;players&quot;: true) et au moins un autre</translation>
    </message>
    <message>
        <source>side</source>
        <translation>camp</translation>
    </message>
    <message>
        <source>the maximum %1 is below the minimum %2</source>
        <translation>le maximum %1 est inférieur au minimum %2</translation>
    </message>
    <message>
        <source>the default %1 is outside the allowed range (%2 to %3)</source>
        <translation>la valeur par défaut %1 est hors de la plage permise (%2 à %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is reserved for checks and damage formulas</source>
        <translation>«&#xa0;%1&#xa0;» est réservé aux tests et aux formules de dégâts</translation>
    </message>
    <message>
        <source>expected &quot;number&quot; or &quot;switch&quot;</source>
        <translation>&quot;number&quot; ou &quot;switch&quot; attendu</translation>
    </message>
    <message>
        <source>expected attacker, defender or situation</source>
        <translation>attacker, defender ou situation attendu</translation>
    </message>
    <message>
        <source>expected a text with %1 for the amount</source>
        <translation>texte attendu avec %1 pour le montant</translation>
    </message>
    <message>
        <source>expected attack, target.defence, target.armor, attacker.STAT or target.STAT</source>
        <translation>attack, target.defence, target.armor, attacker.STAT ou target.STAT attendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une caractéristique de ce jeu de règles</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already a variable</source>
        <translation>«&#xa0;%1&#xa0;» est déjà une variable</translation>
    </message>
    <message>
        <source>uses &apos;@%1&apos;, which is defined here or below: a derived value may use only those above it, so derived values never form a cycle</source>
        <translation>utilise «&#xa0;@%1&#xa0;», défini ici ou plus bas&#xa0;: une valeur dérivée ne peut utiliser que celles au-dessus d’elle, afin que les valeurs dérivées ne forment jamais de cycle</translation>
    </message>
    <message>
        <source>outcomes must be listed from the lowest degree up (%1 comes after %2)</source>
        <translation>les résultats doivent être listés du degré le plus bas vers le haut (%1 vient après %2)</translation>
    </message>
    <message>
        <source>a check needs at least one outcome</source>
        <translation>un test doit avoir au moins un résultat</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of the attack</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un résultat de l’attaque</translation>
    </message>
    <message>
        <source>unknown damage formula &apos;%1&apos;</source>
        <translation>formule de dégâts inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected a check (an object with a roll and bands)</source>
        <translation>test attendu (un objet avec un jet et des tranches)</translation>
    </message>
    <message>
        <source>expected two different roll variants that cancel each other</source>
        <translation>deux variantes de jet différentes qui s’annulent attendues</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a roll variant of this check</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une variante de jet de ce test</translation>
    </message>
    <message>
        <source>a check needs at least one band</source>
        <translation>un test doit avoir au moins une tranche</translation>
    </message>
    <message>
        <source>a band without &apos;when&apos; takes every roll left, so it must be the last</source>
        <translation>une tranche sans «&#xa0;when&#xa0;» prend tous les jets restants, elle doit donc être la dernière</translation>
    </message>
    <message>
        <source>the last band must have no &apos;when&apos;, so that every roll has a result</source>
        <translation>la dernière tranche ne doit pas avoir de «&#xa0;when&#xa0;», pour que chaque jet ait un résultat</translation>
    </message>
    <message>
        <source>never reached: an earlier band has the same condition</source>
        <translation>jamais atteinte&#xa0;: une tranche précédente a la même condition</translation>
    </message>
    <message>
        <source>a band needs either an &apos;outcome&apos; or a follow-up check in &apos;then&apos;</source>
        <translation>une tranche a besoin soit d’un «&#xa0;outcome&#xa0;», soit d’un test suivant dans «&#xa0;then&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of this check</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un résultat de ce test</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetTables</name>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation>table inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; has no column &apos;%2&apos;</source>
        <translation>la table «&#xa0;%1&#xa0;» n’a pas de colonne «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; has no row for %2</source>
        <translation>la table «&#xa0;%1&#xa0;» n’a pas de ligne pour %2</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; gives no number for %2</source>
        <translation>la table «&#xa0;%1&#xa0;» ne donne pas de nombre pour %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::SourceReader</name>
    <message>
        <source>expected a text or an object {title, section, file}</source>
        <translation>texte ou objet {title, section, file} attendu</translation>
    </message>
    <message>
        <source>must not be empty (leave the field out instead)</source>
        <translation>ne doit pas être vide (omettez plutôt le champ)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::StatReader</name>
    <message>
        <source>stat</source>
        <translation>caractéristique</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is still a stat of this ruleset</source>
        <translation>«&#xa0;%1&#xa0;» est encore une caractéristique de ce jeu de règles</translation>
    </message>
    <message>
        <source>expected defence, armor or attack</source>
        <translation>defence, armor ou attack attendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of attack of this ruleset (it has: %2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un type d’attaque de ce jeu de règles (il a&#xa0;: %2)</translation>
    </message>
    <message>
        <source>no variable reads the attack&apos;s value (&quot;from&quot;: &quot;attack&quot;)</source>
        <translation>aucune variable ne lit la valeur de l’attaque (&quot;from&quot;: &quot;attack&quot;)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::TableReader</name>
    <message>
        <source>a table needs at least one column</source>
        <translation>une table doit avoir au moins une colonne</translation>
    </message>
    <message>
        <source>a table needs at least one row</source>
        <translation>une table doit avoir au moins une ligne</translation>
    </message>
    <message>
        <source>&apos;from&apos; (%1) is above &apos;to&apos; (%2)</source>
        <translation>«&#xa0;from&#xa0;» (%1) est supérieur à «&#xa0;to&#xa0;» (%2)</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message numerus="yes">
        <source>%n values</source>
        <translation>
            <numerusform>%n valeur</numerusform>
            <numerusform>%n valeurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n columns</source>
        <translation>
            <numerusform>%n colonne</numerusform>
            <numerusform>%n colonnes</numerusform>
        </translation>
    </message>
    <message>
        <source>overlaps row %1</source>
        <translation>chevauche la ligne %1</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::Difficulty</name>
    <message>
        <source>Deadly</source>
        <translation>Mortelle</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected WORD.CHANCE=P, such as hard.lose=0.1</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: MOT.CHANCE=P attendu, comme hard.lose=0.1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the chance must be a number from 0 to 1</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: la chance doit être un nombre de 0 à 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the words are deadly, hard and medium</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: les mots sont deadly, hard et medium</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the chances are lose, out and dead</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: les chances sont lose, out et dead</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::ExactDuel</name>
    <message numerus="yes">
        <source>an exact result needs one combatant against one; this fight has %n combatants</source>
        <translation>
            <numerusform>un résultat exact nécessite un combattant contre un&#xa0;; ce combat a %n combattant</numerusform>
            <numerusform>un résultat exact nécessite un combattant contre un&#xa0;; ce combat a %n combattants</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has too many hit points for an exact result</source>
        <translation>%1 a trop de points de vie pour un résultat exact</translation>
    </message>
    <message>
        <source>%1 has fled; an exact result needs both in the fight</source>
        <translation>%1 a fui&#xa0;; un résultat exact nécessite les deux au combat</translation>
    </message>
    <message>
        <source>%1 has a condition (%2); an exact result needs a fight without conditions</source>
        <translation>%1 a un état (%2)&#xa0;; un résultat exact nécessite un combat sans états</translation>
    </message>
    <message>
        <source>a hit of %1 can leave %2 %3: a condition, which an exact result cannot follow</source>
        <translation>une touche de %1 peut rendre %2 %3&#xa0;: un état, qu’un résultat exact ne peut pas suivre</translation>
    </message>
    <message>
        <source>%1&apos;s attack fires only every %2 rounds; an exact result needs attacks that can be made every round</source>
        <translation>l’attaque de %1 ne tire que tous les %2 rounds&#xa0;; un résultat exact nécessite des attaques possibles à chaque round</translation>
    </message>
    <message>
        <source>each attack rolls its own initiative here; an exact result needs one initiative entry per combatant</source>
        <translation>chaque attaque lance ici sa propre initiative&#xa0;; un résultat exact nécessite une entrée d’initiative par combattant</translation>
    </message>
    <message>
        <source>the fight is under way; an exact result starts from the first round</source>
        <translation>le combat est en cours&#xa0;; un résultat exact part du premier round</translation>
    </message>
    <message>
        <source>initiative has already been rolled; an exact result starts before it is</source>
        <translation>l’initiative a déjà été lancée&#xa0;; un résultat exact part d’avant</translation>
    </message>
    <message>
        <source>One against one, morale never changes the result: it is asked only when a side&apos;s one combatant is already down.</source>
        <translation>En un contre un, le moral ne change jamais le résultat&#xa0;: il n’est demandé que quand l’unique combattant d’un camp est déjà à terre.</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightModel</name>
    <message>
        <source>%1: &apos;%2&apos;: %3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>there is no one to fight: add combatants first</source>
        <translation>il n’y a personne pour combattre&#xa0;: ajoutez d’abord des combattants</translation>
    </message>
    <message>
        <source>the fight has more than 32 sides</source>
        <translation>le combat a plus de 32 camps</translation>
    </message>
    <message>
        <source>everyone is on one side (%1): there is no one to fight</source>
        <translation>tout le monde est dans le même camp (%1)&#xa0;: il n’y a personne à combattre</translation>
    </message>
    <message>
        <source>no one on side &apos;%1&apos; is able to fight</source>
        <translation>personne dans le camp «&#xa0;%1&#xa0;» n’est en état de combattre</translation>
    </message>
    <message>
        <source>the fight has %1 combatants; the simulation works with at most %2</source>
        <translation>le combat a %1 combattants&#xa0;; la simulation en gère au plus %2</translation>
    </message>
    <message>
        <source>%1 has %2 of %3 hit points; the simulation works with at most %4 either way</source>
        <translation>%1 a %2 PV sur %3&#xa0;; la simulation gère au plus %4 dans un sens ou dans l’autre</translation>
    </message>
    <message>
        <source>the fight has %1 pairs of attacker and target; the simulation works with at most %2 attack tables</source>
        <translation>le combat a %1 paires d’attaquant et de cible&#xa0;; la simulation gère au plus %2 tables d’attaque</translation>
    </message>
    <message>
        <source>An attack&apos;s count is not used: each combatant makes its attacks per round, each with its attack that does the most damage on average and is ready.</source>
        <translation>Le nombre d’une attaque n’est pas utilisé&#xa0;: chaque combattant fait ses attaques par round, chacune avec son attaque prête qui inflige le plus de dégâts en moyenne.</translation>
    </message>
    <message>
        <source>A combatant with several attacks uses, for each attack, the one that does the most damage on average against its target and is ready to fire.</source>
        <translation>Un combattant avec plusieurs attaques utilise, pour chaque attaque, celle qui est prête et inflige le plus de dégâts en moyenne contre sa cible.</translation>
    </message>
    <message>
        <source>Mass-combat units fight as one combatant with their hit points.</source>
        <translation>Les unités de combat de masse combattent comme un seul combattant avec leurs points de vie.</translation>
    </message>
    <message>
        <source>Declared initiative actions and overrides (%1) are not simulated: everyone rolls and attacks.</source>
        <translation>Les actions d’initiative déclarées et les remplacements (%1) ne sont pas simulés&#xa0;: tout le monde lance et attaque.</translation>
    </message>
    <message>
        <source>Uses (%1: %2) are not simulated: no one spends a breath weapon, a spell or anything else counted.</source>
        <translation>Les utilisations (%1&#xa0;: %2) ne sont pas simulées&#xa0;: personne n’utilise de souffle, de sort ni rien d’autre de décompté.</translation>
    </message>
    <message>
        <source>Reminders are not simulated (%1: %2).</source>
        <translation>Les rappels ne sont pas simulés (%1&#xa0;: %2).</translation>
    </message>
    <message>
        <source>%1&apos;s condition &apos;%2&apos; is not in the ruleset and is left out.</source>
        <translation>L’état «&#xa0;%2&#xa0;» de %1 n’est pas dans le jeu de règles et est laissé de côté.</translation>
    </message>
    <message>
        <source>%1 could carry more than %2 different conditions in this fight; the simulation follows at most %2 per combatant</source>
        <translation>%1 pourrait porter plus de %2 états différents dans ce combat&#xa0;; la simulation en suit au plus %2 par combattant</translation>
    </message>
    <message>
        <source>&apos;%1&apos; lasts until an event (%2); in the simulation no one brings it about.</source>
        <translation>«&#xa0;%1&#xa0;» dure jusqu’à un événement (%2)&#xa0;; dans la simulation, personne ne le provoque.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does %2 damage; the simulation counts it as lethal.</source>
        <translation>«&#xa0;%1&#xa0;» inflige %2 dégâts&#xa0;; la simulation le compte comme mortel.</translation>
    </message>
    <message>
        <source>the fight needs %1 attack tables (attackers, targets, wounds and conditions); the simulation works with at most %2</source>
        <translation>le combat nécessite %1 tables d’attaque (attaquants, cibles, blessures et états)&#xa0;; la simulation en gère au plus %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 against %3: %4</source>
        <translation>%2 de %1 contre %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>an attack can do more than 1,000,000 damage</source>
        <translation>une attaque peut infliger plus de 1&#xa0;000&#xa0;000 de dégâts</translation>
    </message>
    <message>
        <source>&apos;%1&apos; loses the same for everyone: the first combatant&apos;s values are used.</source>
        <translation>«&#xa0;%1&#xa0;» fait perdre autant à tout le monde&#xa0;: les valeurs du premier combattant sont utilisées.</translation>
    </message>
    <message>
        <source>No surprise round: the fight starts with everyone aware.</source>
        <translation>Pas de round de surprise&#xa0;: le combat commence avec tout le monde sur ses gardes.</translation>
    </message>
    <message numerus="yes">
        <source>Events in the initiative order are not simulated (%n event(s), such as %1): no lair acts and no reinforcements arrive.</source>
        <translation>
            <numerusform>Les événements dans l’ordre d’initiative ne sont pas simulés (%n événement&#xa0;: %1)&#xa0;: aucun antre n’agit et aucun renfort n’arrive.</numerusform>
            <numerusform>Les événements dans l’ordre d’initiative ne sont pas simulés (%n événements, comme %1)&#xa0;: aucun antre n’agit et aucun renfort n’arrive.</numerusform>
        </translation>
    </message>
    <message>
        <source>initiative for %1</source>
        <translation>initiative pour %1</translation>
    </message>
    <message>
        <source>The fight is under way: round %1 goes on from the entry whose turn it is, and the rounds are counted from it.</source>
        <translation>Le combat est en cours&#xa0;: le round %1 reprend à l’entrée dont c’est le tour, et les rounds sont comptés à partir de là.</translation>
    </message>
    <message>
        <source>Morale is not checked: no one flees.</source>
        <translation>Le moral n’est pas testé&#xa0;: personne ne fuit.</translation>
    </message>
    <message>
        <source>morale of %1: %2</source>
        <translation>moral de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Morale is checked when a side&apos;s first one falls and when half of it is down, as Fray asks; the GM&apos;s checks at the start and on an upset are not simulated.</source>
        <translation>Le moral est testé quand le premier d’un camp tombe et quand la moitié est à terre, comme Fray le demande&#xa0;; les tests du MJ au début et après un revers ne sont pas simulés.</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightTuner</name>
    <message>
        <source>no group of alike combatants is called &apos;%1&apos; (groups: %2)</source>
        <translation>aucun groupe de combattants semblables ne s’appelle «&#xa0;%1&#xa0;» (groupes&#xa0;: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n groups are called &apos;%1&apos;; name one by its side (SIDE:NAME)</source>
        <translation>
            <numerusform>%n groupe s’appelle «&#xa0;%1&#xa0;»&#xa0;; nommez-en un par son camp (CAMP:NOM)</numerusform>
            <numerusform>%n groupes s’appellent «&#xa0;%1&#xa0;»&#xa0;; nommez-en un par son camp (CAMP:NOM)</numerusform>
        </translation>
    </message>
    <message>
        <source>no combatant is called &apos;%1&apos; (combatants: %2)</source>
        <translation>aucun combattant ne s’appelle «&#xa0;%1&#xa0;» (combattants&#xa0;: %2)</translation>
    </message>
    <message>
        <source>%1 has no attack whose value could be turned</source>
        <translation>%1 n’a aucune attaque dont on puisse régler la valeur</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a target is win=P (the party&apos;s chance to win, 0 to 1 or a percentage) or a difficulty: easy, medium, hard, deadly</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: un objectif est win=P (la chance de victoire du groupe, de 0 à 1 ou en pourcentage) ou une difficulté&#xa0;: easy, medium, hard, deadly</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: values from %2 to %3 can be tried, not from %4 to %5</source>
        <translation>%1&#xa0;: on peut essayer des valeurs de %2 à %3, pas de %4 à %5</translation>
    </message>
    <message>
        <source>Count of %1</source>
        <translation>Nombre de %1</translation>
    </message>
    <message>
        <source>Hit points of %1</source>
        <translation>Points de vie de %1</translation>
    </message>
    <message>
        <source>Attack value of %1</source>
        <translation>Valeur d’attaque de %1</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightUnderRulesets</name>
    <message>
        <source>the fight does not fit %1: %2</source>
        <translation>le combat ne convient pas à %1 : %2</translation>
    </message>
    <message>
        <source>%1: cannot simulate the fight: %2</source>
        <translation>%1 : impossible de simuler le combat : %2</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::HpStateTables</name>
    <message>
        <source>the ruleset has more HP states than the simulation can follow</source>
        <translation>le jeu de règles a plus d’états de PV que la simulation ne peut en suivre</translation>
    </message>
    <message>
        <source>%1&apos;s HP states change more than %2 below 0; the simulation cannot follow them</source>
        <translation>les états de PV de %1 changent à plus de %2 sous 0&#xa0;; la simulation ne peut pas les suivre</translation>
    </message>
    <message>
        <source>%1&apos;s wounds give more than 32 different penalties</source>
        <translation>les blessures de %1 donnent plus de 32 malus différents</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::TurnDanger</name>
    <message>
        <source>Counts every attack of those who act before the combatant&apos;s next turn, each with its best attack and aimed as the simulation aims (each side&apos;s tactic, at the hit points as they are now), and the hit-point states each hit brings. Everyone acts whatever happens before them; bleeding, conditions that tick and conditions a hit brings are not counted. Where the order is rolled again each round, only the rest of this round counts.</source>
        <translation>Compte chaque attaque de ceux qui agissent avant le prochain tour du combattant, chacun avec sa meilleure attaque et visant comme vise la simulation (la tactique de chaque camp, aux points de vie tels qu’ils sont maintenant), et les états de points de vie qu’apporte chaque coup. Chacun agit quoi qu’il arrive avant lui&#xa0;; les saignements, les conditions qui reviennent et celles qu’apporte un coup ne comptent pas. Là où l’ordre est relancé à chaque round, seul compte le reste de ce round.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::Campaign</name>
    <message>
        <source>%1 already exists</source>
        <translation>%1 existe déjà</translation>
    </message>
    <message>
        <source>cannot create %1: the folder %2 cannot be made</source>
        <translation>impossible de créer %1&#xa0;: le dossier %2 ne peut pas être créé</translation>
    </message>
    <message>
        <source>cannot create %1: %2 cannot be copied</source>
        <translation>impossible de créer %1&#xa0;: %2 ne peut pas être copié</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>impossible de créer %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignAddress</name>
    <message>
        <source>&apos;%1&apos; is not a server address: it begins with postgresql://</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une adresse de serveur&#xa0;: elle commence par postgresql://</translation>
    </message>
    <message>
        <source>the server address is not valid: %1</source>
        <translation>l’adresse du serveur n’est pas valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the server address&apos;s sslmode &apos;%1&apos; is none of %2</source>
        <translation>le sslmode «&#xa0;%1&#xa0;» de l’adresse du serveur n’est aucun de %2</translation>
    </message>
    <message>
        <source>the server address&apos;s connect_timeout &apos;%1&apos; is not a number of seconds</source>
        <translation>le connect_timeout «&#xa0;%1&#xa0;» de l’adresse du serveur n’est pas un nombre de secondes</translation>
    </message>
    <message>
        <source>the server address has &apos;%1&apos;, which Fray does not know (it knows sslmode, sslrootcert, host and connect_timeout)</source>
        <translation>l’adresse du serveur contient «&#xa0;%1&#xa0;», que Fray ne connaît pas (il connaît sslmode, sslrootcert, host et connect_timeout)</translation>
    </message>
    <message>
        <source>the server address names no server (postgresql://USER@HOST/DATABASE)</source>
        <translation>l’adresse du serveur ne nomme aucun serveur (postgresql://UTILISATEUR@HÔTE/BASE)</translation>
    </message>
    <message>
        <source>the server address names no database (postgresql://USER@HOST/DATABASE)</source>
        <translation>l’adresse du serveur ne nomme aucune base de données (postgresql://UTILISATEUR@HÔTE/BASE)</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignCopy</name>
    <message>
        <source>%1 is in campaign format %2, not %3; open it once with this Fray to update it</source>
        <translation>%1 est au format de campagne %2, pas %3&#xa0;; ouvrez-la une fois avec ce Fray pour la mettre à jour</translation>
    </message>
    <message>
        <source>%1 is in campaign format %2, not %3</source>
        <translation>%1 est au format de campagne %2, pas %3</translation>
    </message>
    <message>
        <source>%1 already holds a campaign (its table %2 has rows); copy into a new one</source>
        <translation>%1 contient déjà une campagne (sa table %2 a des lignes)&#xa0;; copiez dans une nouvelle</translation>
    </message>
    <message>
        <source>reading %1 failed: %2</source>
        <translation>la lecture de %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is the campaign itself</source>
        <translation>%1 est la campagne elle-même</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>impossible de remplacer %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignDatabase</name>
    <message>
        <source>the campaign database reported: %1</source>
        <translation>la base de données de la campagne a signalé&#xa0;: %1</translation>
    </message>
    <message>
        <source>saving failed: %1</source>
        <translation>échec de l’enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <source>the campaign is open read-only</source>
        <translation>la campagne est ouverte en lecture seule</translation>
    </message>
    <message>
        <source>%1 The change was not saved.</source>
        <translation>%1 La modification n’a pas été enregistrée.</translation>
    </message>
    <message>
        <source>%1 Whether the last change was saved is not known until the connection is back.</source>
        <translation>%1 On ne saura si la dernière modification a été enregistrée qu’au retour de la connexion.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignFile</name>
    <message>
        <source>%1 is a folder, not a campaign</source>
        <translation>%1 est un dossier, pas une campagne</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message>
        <source>cannot create %1: Fray may not write in %2</source>
        <translation>impossible de créer %1&#xa0;: Fray n’a pas le droit d’écrire dans %2</translation>
    </message>
    <message>
        <source>cannot create %1: the folder %2 cannot be made</source>
        <translation>impossible de créer %1&#xa0;: le dossier %2 ne peut pas être créé</translation>
    </message>
    <message>
        <source>Fray may not write in the folder %1, so the campaign is open read-only</source>
        <translation>Fray n’a pas le droit d’écrire dans le dossier %1, la campagne est donc ouverte en lecture seule</translation>
    </message>
    <message>
        <source>Fray may not write to %1, so the campaign is open read-only</source>
        <translation>Fray n’a pas le droit d’écrire dans %1, la campagne est donc ouverte en lecture seule</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no campaign yet</source>
        <translation>%1 est vide&#xa0;: il ne contient pas encore de campagne</translation>
    </message>
    <message>
        <source>cannot keep a copy of %1 before updating it</source>
        <translation>impossible de garder une copie de %1 avant de le mettre à jour</translation>
    </message>
    <message>
        <source>%1 holds changes not yet written into it, and Fray may not write in %2 to read them; copy the campaign to a folder Fray may write to</source>
        <translation>%1 contient des modifications pas encore écrites, et Fray n’a pas le droit d’écrire dans %2 pour les lire&#xa0;; copiez la campagne dans un dossier où Fray peut écrire</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 ne peut pas être ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 uses an older campaign format, and reading it failed: %2</source>
        <translation>%1 utilise un ancien format de campagne, et sa lecture a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened: Fray could not write its lock file %2 (is the disk full?)</source>
        <translation>%1 ne peut pas être ouvert&#xa0;: Fray n’a pas pu écrire son fichier de verrou %2 (le disque est-il plein&#xa0;?)</translation>
    </message>
    <message>
        <source>%1 is locked by %2, which names no Fray, and it cannot be removed</source>
        <translation>%1 est verrouillé par %2, qui ne nomme aucun Fray, et ce verrou ne peut pas être retiré</translation>
    </message>
    <message>
        <source>%1 is open in Fray on another computer (%2, process %3); close it there, or open the campaign read-only</source>
        <translation>%1 est ouvert dans Fray sur un autre ordinateur (%2, processus %3)&#xa0;; fermez-le là-bas, ou ouvrez la campagne en lecture seule</translation>
    </message>
    <message>
        <source>%1 is already open in another Fray (process %2); close it there, or open the campaign read-only</source>
        <translation>%1 est déjà ouvert dans un autre Fray (processus %2)&#xa0;; fermez-le là-bas, ou ouvrez la campagne en lecture seule</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 holds changes a Fray did not finish saving, and they could not be recovered: %2; it was left as it is</source>
        <translation>%1 contient des modifications qu’un Fray n’a pas fini d’enregistrer, et elles n’ont pas pu être récupérées&#xa0;: %2&#xa0;; le fichier a été laissé tel quel</translation>
    </message>
    <message>
        <source>%1 is not a Fray campaign (it is not an SQLite database); it was left as it is</source>
        <translation>%1 n’est pas une campagne Fray (ce n’est pas une base de données SQLite)&#xa0;; le fichier a été laissé tel quel</translation>
    </message>
    <message>
        <source>%1 holds changes a Fray did not finish saving, which only opening it normally (not read-only) can recover; it was left as it is</source>
        <translation>%1 contient des modifications qu’un Fray n’a pas fini d’enregistrer, que seule une ouverture normale (pas en lecture seule) peut récupérer&#xa0;; le fichier a été laissé tel quel</translation>
    </message>
    <message>
        <source>%1 is damaged (the database check failed: %2); it was left as it is</source>
        <translation>%1 est endommagé (la vérification de la base a échoué&#xa0;: %2)&#xa0;; le fichier a été laissé tel quel</translation>
    </message>
    <message>
        <source>%1 is damaged; it was left as it is</source>
        <translation>%1 est endommagé&#xa0;; le fichier a été laissé tel quel</translation>
    </message>
    <message>
        <source>%1 was made by a newer Fray (campaign format %2; this Fray reads up to %3); update Fray to open it. The file was left as it is</source>
        <translation>%1 a été créé par un Fray plus récent (format de campagne %2&#xa0;; ce Fray lit jusqu’à %3)&#xa0;; mettez Fray à jour pour l’ouvrir. Le fichier a été laissé tel quel</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not a Fray campaign; it was left as it is</source>
        <translation>%1 est une base de données SQLite, mais pas une campagne Fray&#xa0;; le fichier a été laissé tel quel</translation>
    </message>
    <message>
        <source>%1 is damaged: its table &apos;%2&apos; is missing; it was left as it is</source>
        <translation>%1 est endommagé&#xa0;: sa table «&#xa0;%2&#xa0;» manque&#xa0;; le fichier a été laissé tel quel</translation>
    </message>
    <message>
        <source>updating the campaign to format %1 failed: %2</source>
        <translation>la mise à jour de la campagne au format %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 was deleted or replaced while Fray had it open; Fray saves nothing more to it. Use Save As to keep the campaign.</source>
        <translation>%1 a été supprimé ou remplacé pendant que Fray l’avait ouvert&#xa0;; Fray n’y enregistre plus rien. Utilisez Enregistrer sous pour garder la campagne.</translation>
    </message>
    <message>
        <source>the write-ahead log of %1 (%2) was deleted or replaced while Fray had it open; Fray saves nothing more to it. Use Save As to keep the campaign.</source>
        <translation>le journal d’écriture anticipée (WAL) de %1 (%2) a été supprimé ou remplacé pendant que Fray avait la campagne ouverte&#xa0;; Fray n’y enregistre plus rien. Utilisez Enregistrer sous pour garder la campagne.</translation>
    </message>
    <message>
        <source>%1 is the campaign itself</source>
        <translation>%1 est la campagne elle-même</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>impossible de remplacer %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignImport</name>
    <message>
        <source>Import of %1</source>
        <translation>Import de %1</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called &apos;%1&apos;</source>
        <translation>la campagne a déjà une rencontre nommée «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::EncounterLease</name>
    <message>
        <source>%1 is run by %2 since %3; follow it there, or take it over</source>
        <extracomment>%2 is the Fray that runs the fight (a computer&apos;s or a GM&apos;s name), %3 since when.</extracomment>
        <translation>%1 est mené par %2 depuis %3&#xa0;; suivez-le là-bas, ou reprenez-le</translation>
    </message>
    <message>
        <source>the campaign has no encounter %1</source>
        <translation>la campagne n’a pas de rencontre %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::EncounterStore</name>
    <message>
        <source>the campaign has no encounter %1</source>
        <translation>la campagne n’a pas de rencontre %1</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos; is damaged: %2</source>
        <translation>la rencontre «&#xa0;%1&#xa0;» est endommagée&#xa0;: %2</translation>
    </message>
    <message>
        <source>an encounter needs a name</source>
        <translation>une rencontre doit avoir un nom</translation>
    </message>
    <message>
        <source>another encounter is already called %1</source>
        <translation>une autre rencontre s’appelle déjà %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::LibraryStep</name>
    <message numerus="yes">
        <source>Join the party (%n entries)</source>
        <translation>
            <numerusform>Rejoindre le groupe (%n entrée)</numerusform>
            <numerusform>Rejoindre le groupe (%n entrées)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the party (%n entries)</source>
        <translation>
            <numerusform>Quitter le groupe (%n entrée)</numerusform>
            <numerusform>Quitter le groupe (%n entrées)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::LibraryStore</name>
    <message>
        <source>the library entry &apos;%1&apos; (%2) is damaged: %3</source>
        <translation>l’entrée de bibliothèque «&#xa0;%1&#xa0;» (%2) est endommagée&#xa0;: %3</translation>
    </message>
    <message>
        <source>a library entry needs a name</source>
        <translation>une entrée de bibliothèque doit avoir un nom</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of entry (character, monster or template)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un type d’entrée (character, monster ou template)</translation>
    </message>
    <message>
        <source>the entry to put back has no id</source>
        <translation>l’entrée à remettre n’a pas d’identifiant</translation>
    </message>
    <message>
        <source>the library has no entry %1</source>
        <translation>la bibliothèque n’a pas d’entrée %1</translation>
    </message>
    <message>
        <source>%1 was changed on another computer (%2) at %3; reload it and make your change again</source>
        <extracomment>%2 is who changed it (a computer&apos;s or a GM&apos;s name), %3 the time.</extracomment>
        <translation>%1 a été modifié sur un autre ordinateur (%2) à %3&#xa0;; rechargez-le et refaites votre modification</translation>
    </message>
    <message>
        <source>another Fray</source>
        <translation>un autre Fray</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::PartyStore</name>
    <message>
        <source>the library has no entry %1</source>
        <translation>la bibliothèque n’a pas d’entrée %1</translation>
    </message>
    <message>
        <source>%1 has changed since this was worked out; nothing was written</source>
        <translation>%1 a changé depuis ce calcul&#xa0;; rien n’a été écrit</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::SampleContent</name>
    <message>
        <source>cannot read the sample %1</source>
        <translation>impossible de lire l’exemple %1</translation>
    </message>
    <message>
        <source>the sample %1 is damaged: %2</source>
        <translation>l’exemple %1 est endommagé&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::ServerCampaign</name>
    <message>
        <source>%1 cannot be opened: this Fray has no PostgreSQL driver (Qt&apos;s QPSQL plugin; on Debian, the package libqt6sql6-psql)</source>
        <translation>impossible d’ouvrir %1&#xa0;: ce Fray n’a pas de pilote PostgreSQL (le greffon QPSQL de Qt&#xa0;; sous Debian, le paquet libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 runs PostgreSQL %2, and Fray needs PostgreSQL 12 or newer</source>
        <translation>%1 utilise PostgreSQL %2, et Fray a besoin de PostgreSQL 12 ou plus récent</translation>
    </message>
    <message>
        <source>%1 refused the password for %2: give the right one (the address, PGPASSWORD or ~/.pgpass)</source>
        <translation>%1 a refusé le mot de passe de %2&#xa0;: donnez le bon (dans l’adresse, PGPASSWORD ou ~/.pgpass)</translation>
    </message>
    <message>
        <source>%1: the server has no database %2; ask its administrator to create it</source>
        <translation>%1&#xa0;: le serveur n’a pas de base de données %2&#xa0;; demandez à son administrateur de la créer</translation>
    </message>
    <message>
        <source>%1: the server has no user %2</source>
        <translation>%1&#xa0;: le serveur n’a pas d’utilisateur %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached with TLS as sslmode=%2 asks: %3</source>
        <translation>%1 n’est pas joignable avec TLS comme le demande sslmode=%2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: no computer is called %2</source>
        <translation>%1&#xa0;: aucun ordinateur ne s’appelle %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no PostgreSQL server answers at %2, port %3</source>
        <translation>%1 est injoignable&#xa0;: aucun serveur PostgreSQL ne répond à %2, port %3</translation>
    </message>
    <message>
        <source>%1 is damaged: it does not say its campaign format</source>
        <translation>%1 est endommagée&#xa0;: elle n’indique pas son format de campagne</translation>
    </message>
    <message>
        <source>the database %1 holds tables that are not a Fray campaign; give Fray an empty database</source>
        <translation>la base de données %1 contient des tables qui ne sont pas une campagne Fray&#xa0;; donnez à Fray une base vide</translation>
    </message>
    <message>
        <source>%1 was made by a newer Fray (campaign format %2; this Fray reads up to %3); update Fray to open it</source>
        <translation>%1 a été créée par un Fray plus récent (format de campagne %2&#xa0;; ce Fray lit jusqu’au %3)&#xa0;; mettez Fray à jour pour l’ouvrir</translation>
    </message>
    <message>
        <source>%1 is damaged: its table &apos;%2&apos; is missing</source>
        <translation>%1 est endommagée&#xa0;: sa table «&#xa0;%2&#xa0;» manque</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no campaign yet</source>
        <translation>%1 est vide&#xa0;: elle ne contient encore aucune campagne</translation>
    </message>
    <message>
        <source>%1 uses an older campaign format; open it once for writing to update it</source>
        <translation>%1 utilise un ancien format de campagne&#xa0;; ouvrez-la une fois en écriture pour la mettre à jour</translation>
    </message>
    <message>
        <source>updating the campaign to format %1 failed: %2</source>
        <translation>la mise à jour de la campagne au format %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>The connection to %1 is lost; nothing more is saved until Fray has it back.</source>
        <translation>La connexion à %1 est perdue&#xa0;; plus rien n’est enregistré tant que Fray ne l’a pas retrouvée.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::StoredCombatant</name>
    <message>
        <source>%1 was not saved: Fray could not read it back (%2)</source>
        <translation>%1 n’a pas été enregistré&#xa0;: Fray n’a pas pu le relire (%2)</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TablePace</name>
    <message numerus="yes">
        <source>(%1 s a turn, from %Ln turn(s) played)</source>
        <translation>
            <numerusform>(%1 s par tour, d’après %Ln tour joué)</numerusform>
            <numerusform>(%1 s par tour, d’après %Ln tours joués)</numerusform>
        </translation>
    </message>
    <message>
        <source>under a minute at this table&apos;s pace</source>
        <translation>moins d’une minute au rythme de cette table</translation>
    </message>
    <message numerus="yes">
        <source>about %Ln minute(s) at this table&apos;s pace</source>
        <translation>
            <numerusform>environ %Ln minute au rythme de cette table</numerusform>
            <numerusform>environ %Ln minutes au rythme de cette table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TableRoll</name>
    <message>
        <source>the campaign is open read-only</source>
        <translation>la campagne est ouverte en lecture seule</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Monstres errants</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called %1</source>
        <translation>la campagne a déjà une rencontre nommée %1</translation>
    </message>
    <message>
        <source>Roll on %1: %2 × %3</source>
        <translation>Jet sur %1&#xa0;: %2 × %3</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TableStore</name>
    <message>
        <source>the wandering-monster table %1 is damaged: %2</source>
        <translation>la table de monstres errants %1 est endommagée&#xa0;: %2</translation>
    </message>
    <message>
        <source>a wandering-monster table needs a name</source>
        <translation>une table de monstres errants doit avoir un nom</translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>%1 n’a pas été enregistré&#xa0;: %2</translation>
    </message>
    <message>
        <source>the campaign already has a table called %1</source>
        <translation>la campagne a déjà une table nommée %1</translation>
    </message>
    <message>
        <source>the campaign has no table %1</source>
        <translation>la campagne n’a pas de table %1</translation>
    </message>
</context>
<context>
    <name>Fray::Translations</name>
    <message>
        <source>English</source>
        <comment>The name of this catalogue&apos;s language, in that language, as a menu lists it</comment>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ActingCard</name>
    <message>
        <source>Nobody is acting yet</source>
        <translation>Personne n’agit encore</translation>
    </message>
    <message>
        <source>No fight is open</source>
        <translation>Aucun combat ouvert</translation>
    </message>
    <message>
        <source>Start the fight to see the acting combatant here.</source>
        <translation>Commencez le combat pour voir ici le combattant qui agit.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (armour %2)</source>
        <translation>%1 (armure %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 of %2, %3</source>
        <translation>%1 sur %2, %3</translation>
    </message>
    <message>
        <source>%1 — %2 against %3</source>
        <translation>%1 — %2 contre %3</translation>
    </message>
    <message>
        <source>%1 — no odds against %2</source>
        <translation>%1 — pas de chances contre %2</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Choose a target in the Odds panel to see the chances.</source>
        <translation>Choisissez une cible dans le panneau Chances pour voir les probabilités.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Utilisations</translation>
    </message>
    <message>
        <source>%1, resets %2</source>
        <translation>%1, se recharge %2</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Rappels</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Arriving</source>
        <translation>Arrivants</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Ce round</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Danger</translation>
    </message>
    <message>
        <source>%1 chance to be out before its next turn</source>
        <translation>%1 de risque d’être hors de combat avant son prochain tour</translation>
    </message>
    <message>
        <source>%1 chance to be out before the round ends</source>
        <translation>%1 de risque d’être hors de combat avant la fin du round</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::AttackDialog</name>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (type a number)</source>
        <translation>%1 (tapez un nombre)</translation>
    </message>
    <message>
        <source>How many %1?</source>
        <translation>Combien de %1&#xa0;?</translation>
    </message>
    <message>
        <source>The number:</source>
        <translation>Le nombre&#xa0;:</translation>
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
        <translation>&lt;b&gt;Chance de toucher&#xa0;: %1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Expected damage: %1</source>
        <translation>&lt;br&gt;Dégâts attendus&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::AttackTableModel</name>
    <message>
        <source>Attack %1</source>
        <translation>Attaque %1</translation>
    </message>
    <message>
        <source>Attack %1: needs a name</source>
        <translation>Attaque %1&#xa0;: doit avoir un nom</translation>
    </message>
    <message>
        <source>%1&apos;s damage &apos;%2&apos;: %3</source>
        <translation>dégâts «&#xa0;%2&#xa0;» de %1&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 from the stats + %2 of the attack&apos;s own</source>
        <translation>%1 des caractéristiques + %2 propres à l’attaque</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Own bonus</source>
        <translation>Bonus propre</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Weapon class</source>
        <translation>Classe d’arme</translation>
    </message>
    <message>
        <source>Rate of fire</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>What this attack adds beyond the stats: a magic weapon, a class ability</source>
        <translation>Ce que cette attaque ajoute aux caractéristiques&#xa0;: une arme magique, une capacité de classe</translation>
    </message>
    <message>
        <source>Attack bonus, skill % or SC, as the ruleset reads it</source>
        <translation>Bonus d’attaque, % de compétence ou SC, selon le jeu de règles</translation>
    </message>
    <message>
        <source>Dice such as 1d8+1</source>
        <translation>Dés comme 1d8+1</translation>
    </message>
    <message>
        <source>Rounds per shot: 2 fires every other round</source>
        <translation>Rounds par tir&#xa0;: 2 tire un round sur deux</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignActions</name>
    <message>
        <source>Open Campaign</source>
        <translation>Ouvrir une campagne</translation>
    </message>
    <message>
        <source>%1.

Opened read-only, you can browse it, see the odds and print, but not change it.</source>
        <translation>%1.

Ouverte en lecture seule, vous pouvez la parcourir, voir les chances et imprimer, mais pas la modifier.</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>Ouvrir en &amp;lecture seule</translation>
    </message>
    <message>
        <source>The campaign is open read-only: changes cannot be saved</source>
        <translation>La campagne est ouverte en lecture seule&#xa0;: les modifications ne peuvent pas être enregistrées</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>Fray campaigns (*.fray);;All files (*)</source>
        <translation>Campagnes Fray (*.fray);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation>Enregistrer la campagne sous</translation>
    </message>
    <message>
        <source>Fray campaigns (*.fray)</source>
        <translation>Campagnes Fray (*.fray)</translation>
    </message>
    <message numerus="yes">
        <source>Sample content restored (%n item(s) added)</source>
        <translation>
            <numerusform>Contenu d’exemple restauré (%n élément ajouté)</numerusform>
            <numerusform>Contenu d’exemple restauré (%n éléments ajoutés)</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy Campaign to Server</source>
        <translation>Copier la campagne sur un serveur</translation>
    </message>
    <message>
        <source>Copying the campaign to %1…</source>
        <translation>Copie de la campagne vers %1…</translation>
    </message>
    <message>
        <source>The campaign is now on %1; this is the shared copy</source>
        <translation>La campagne est maintenant sur %1&#xa0;; voici la copie partagée</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignController</name>
    <message>
        <source>My campaign</source>
        <translation>Ma campagne</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1 existe déjà</translation>
    </message>
    <message>
        <source>no campaign is open</source>
        <translation>aucune campagne n’est ouverte</translation>
    </message>
    <message>
        <source>the campaign is open read-only</source>
        <translation>la campagne est ouverte en lecture seule</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos;: %2</source>
        <translation>rencontre «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos; is damaged: %2</source>
        <translation>la rencontre «&#xa0;%1&#xa0;» est endommagée&#xa0;: %2</translation>
    </message>
    <message>
        <source>an encounter needs a name</source>
        <translation>une rencontre doit avoir un nom</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called %1</source>
        <translation>la campagne a déjà une rencontre nommée %1</translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>Aucune campagne ouverte</translation>
    </message>
    <message>
        <source>Add %1 to the library</source>
        <translation>Ajouter %1 à la bibliothèque</translation>
    </message>
    <message numerus="yes">
        <source>Add %n entries to the library</source>
        <translation>
            <numerusform>Ajouter %n entrée à la bibliothèque</numerusform>
            <numerusform>Ajouter %n entrées à la bibliothèque</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit %1 in the library</source>
        <translation>Modifier %1 dans la bibliothèque</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n entries from the library</source>
        <translation>
            <numerusform>Retirer %n entrée de la bibliothèque</numerusform>
            <numerusform>Retirer %n entrées de la bibliothèque</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be reached: nothing is saved until it is back. Fray keeps trying.</source>
        <translation>%1 est injoignable&#xa0;: rien n’est enregistré avant son retour. Fray continue d’essayer.</translation>
    </message>
    <message>
        <source>%1 is back; the library and the encounters were read again.</source>
        <translation>%1 est de retour&#xa0;; la bibliothèque et les rencontres ont été relues.</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <comment>names not listed</comment>
        <translation>
            <numerusform>%n autre</numerusform>
            <numerusform>%n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n library entry(s) (%1)</source>
        <translation>
            <numerusform>%n entrée de la bibliothèque (%1)</numerusform>
            <numerusform>%n entrées de la bibliothèque (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s) (%1)</source>
        <translation>
            <numerusform>%n rencontre (%1)</numerusform>
            <numerusform>%n rencontres (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <comment>entries or encounters</comment>
        <translation>
            <numerusform>%n supprimé</numerusform>
            <numerusform>%n supprimés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is back; nothing changed while it was away.</source>
        <translation>%1 est de retour ; rien n’a changé entre-temps.</translation>
    </message>
    <message>
        <source>%1 is back. Changed on other computers while it was away: %2; read again.</source>
        <translation>%1 est de retour. Modifié sur d’autres ordinateurs entre-temps&#xa0;: %2 ; relu.</translation>
    </message>
    <message>
        <source>The last change before the connection was lost was saved after all, and is shown again.</source>
        <translation>La dernière modification avant la perte de la connexion a bien été enregistrée, et s’affiche à nouveau.</translation>
    </message>
    <message>
        <source>The last change before the connection was lost was not saved.</source>
        <translation>La dernière modification avant la perte de la connexion n’a pas été enregistrée.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignHistory</name>
    <message>
        <source>A step of an encounter that was taken away cannot be redone.</source>
        <translation>Une étape d’une rencontre qui a été retirée ne peut pas être rétablie.</translation>
    </message>
    <message>
        <source>A step of the campaign&apos;s history could not be read; what was done before it cannot be undone</source>
        <translation>Une étape de l’historique de la campagne n’a pas pu être lue&#xa0;; ce qui a été fait avant ne peut pas être annulé</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CombatantEditor</name>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Add to Encounter — %1</source>
        <translation>Ajouter à la rencontre — %1</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Edit Combatant — %1</source>
        <translation>Modifier le combattant — %1</translation>
    </message>
    <message>
        <source>Library Entry — %1</source>
        <translation>Entrée de bibliothèque — %1</translation>
    </message>
    <message>
        <source>&amp;Maximum %1:</source>
        <translation>%1 &amp;maximum&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;urrent %1:</source>
        <translation>%1 act&amp;uels&#xa0;:</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>&amp;%1 or hit dice:</source>
        <translation>&amp;%1 ou dés de vie&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;%1:</source>
        <translation>&amp;%1&#xa0;:</translation>
    </message>
    <message>
        <source>A&amp;rmour (%1):</source>
        <translation>A&amp;rmure (%1)&#xa0;:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Name: a combatant needs a name</source>
        <translation>Nom&#xa0;: un combattant doit avoir un nom</translation>
    </message>
    <message>
        <source>Side: choose a side or type one</source>
        <translation>Camp&#xa0;: choisissez un camp ou tapez-en un</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CombatantTableModel</name>
    <message>
        <source>%1 (lost)</source>
        <translation>%1 (perdu)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <translation>
            <numerusform>%1 (reste %n)</numerusform>
            <numerusform>%1 (reste %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2 (%3 subdual)</source>
        <translation>%1/%2 (%3 non létaux)</translation>
    </message>
    <message>
        <source>%1 (armour %2)</source>
        <translation>%1 (armure %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: resets %2</source>
        <translation>%1&#xa0;: se recharge %2</translation>
    </message>
    <message>
        <source>Click to spend or restore one</source>
        <translation>Cliquez pour en dépenser ou en rendre une</translation>
    </message>
    <message>
        <source>ends after round %1</source>
        <translation>finit après le round %1</translation>
    </message>
    <message>
        <source>ends with this round</source>
        <translation>finit avec ce round</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>jusqu’à %1</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>jusqu’à retrait</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source> (your own)</source>
        <translation> (personnalisé)</translation>
    </message>
    <message>
        <source>Type -7 to take 7 hit points, +5 to give back 5, or a number to set them</source>
        <translation>Tapez -7 pour retirer 7 points de vie, +5 pour en rendre 5, ou un nombre pour les fixer</translation>
    </message>
    <message>
        <source>Hidden from players: the players&apos; page and window leave %1 out</source>
        <translation>Caché aux joueurs&#xa0;: la page et la fenêtre des joueurs omettent %1</translation>
    </message>
    <message>
        <source>Init.</source>
        <translation>Init.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Utilisations</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>side</source>
        <translation>camp</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>notes</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 doit être un nombre entier</translation>
    </message>
    <message>
        <source>acting now</source>
        <translation>agit maintenant</translation>
    </message>
    <message>
        <source>Chance to be out of the fight before its next turn</source>
        <extracomment>The column of each combatant&apos;s chance to be out before its next turn; the tooltip says it whole.</extracomment>
        <translation>Risque d’être hors de combat avant son prochain tour</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Danger</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before its next turn (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1&#xa0;: %2 de risque d’être hors de combat avant son prochain tour (%n attaque peut le viser avant).</numerusform>
            <numerusform>%1&#xa0;: %2 de risque d’être hors de combat avant son prochain tour (%n attaques peuvent le viser avant).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before this round ends (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1&#xa0;: %2 de risque d’être hors de combat avant la fin de ce round (%n attaque peut le viser avant).</numerusform>
            <numerusform>%1&#xa0;: %2 de risque d’être hors de combat avant la fin de ce round (%n attaques peuvent le viser avant).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CustomConditionDialog</name>
    <message>
        <source>&amp;Cannot act</source>
        <translation>Ne peut &amp;pas agir</translation>
    </message>
    <message>
        <source>Your Own Condition</source>
        <translation>État personnalisé</translation>
    </message>
    <message>
        <source>Held by a web, burning oil …</source>
        <translation>Pris dans une toile, huile enflammée…</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>jusqu’à retrait</translation>
    </message>
    <message>
        <source> rounds</source>
        <translation> rounds</translation>
    </message>
    <message>
        <source>Counted as you count them: 2 rounds given in round 1 end after round 2</source>
        <translation>Compté comme vous comptez&#xa0;: 2 rounds donnés au round 1 finissent après le round 2</translation>
    </message>
    <message>
        <source>none, or dice: 1d6, 2</source>
        <translation>aucun, ou des dés&#xa0;: 1d6, 2</translation>
    </message>
    <message>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>à la fin de chaque round</translation>
    </message>
    <message>
        <source>now and at the end of each later round</source>
        <translation>maintenant et à la fin de chaque round suivant</translation>
    </message>
    <message>
        <source>%1 reads no defence from its target</source>
        <translation>%1 ne lit aucune défense de sa cible</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Lasts:</source>
        <translation>&amp;Durée&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>Dé&amp;gâts&#xa0;:</translation>
    </message>
    <message>
        <source>Damage &amp;when:</source>
        <translation>Dégâts &amp;quand&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;To hit (its attacks):</source>
        <translation>&amp;Toucher (ses attaques)&#xa0;:</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>&amp;%1 (attacks on it):</source>
        <translation>&amp;%1 (attaques contre lui)&#xa0;:</translation>
    </message>
    <message>
        <source>none, or a note: save vs. poison</source>
        <translation>aucun, ou une note&#xa0;: sauvegarde contre le poison</translation>
    </message>
    <message>
        <source>Pops in the log and over the table while the condition lasts</source>
        <translation>S’affiche dans le journal et au-dessus du tableau tant que l’état dure</translation>
    </message>
    <message>
        <source>&amp;Reminder:</source>
        <translation>&amp;Rappel&#xa0;:</translation>
    </message>
    <message>
        <source>Reminder wh&amp;en:</source>
        <translation>Rappel qu&amp;and&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayPlanDialog</name>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Cannot play the day: %1</source>
        <translation>Impossible de jouer la journée&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Playing %Ln day(s)…</source>
        <translation>
            <numerusform>%Ln journée en cours…</numerusform>
            <numerusform>%Ln journées en cours…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The party gets through the day in %1 of %Ln day(s)&lt;/b&gt; (± %2).</source>
        <translation>
            <numerusform>&lt;b&gt;Le groupe passe la journée dans %1 de %Ln journée&lt;/b&gt; (± %2).</numerusform>
            <numerusform>&lt;b&gt;Le groupe passe la journée dans %1 de %Ln journées&lt;/b&gt; (± %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: out at the day&apos;s end %2, dead %3</source>
        <translation>%1&#xa0;: hors combat en fin de journée %2, mort %3</translation>
    </message>
    <message>
        <source>%1: out at the day&apos;s end %2</source>
        <translation>%1&#xa0;: hors combat en fin de journée %2</translation>
    </message>
    <message>
        <source>The day at this table: %1</source>
        <translation>La journée à cette table&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>The day&apos;s length shows once this campaign has played %n turn(s) or more.</source>
        <translation>
            <numerusform>La durée de la journée s’affiche dès que cette campagne a joué %n tour ou plus.</numerusform>
            <numerusform>La durée de la journée s’affiche dès que cette campagne a joué %n tours ou plus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayPlanModel</name>
    <message>
        <source>No rest</source>
        <translation>Pas de repos</translation>
    </message>
    <message>
        <source>Back to full</source>
        <translation>Retour au maximum</translation>
    </message>
    <message>
        <source>(the day begins)</source>
        <translation>(la journée commence)</translation>
    </message>
    <message>
        <source>The first fight finds the party as it is now</source>
        <translation>Le premier combat trouve le groupe tel qu’il est maintenant</translation>
    </message>
    <message>
        <source>Pick a rest, or type the hit points each hero gets back</source>
        <translation>Choisissez un repos, ou tapez les points de vie que chaque héros récupère</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Rest before it</source>
        <translation>Repos avant</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayResultModel</name>
    <message>
        <source>not in it</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>%1 HP (out %2)</source>
        <translation>%1 PV (hors combat %2)</translation>
    </message>
    <message>
        <source>%1 HP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>%1&apos;s hit points when this fight begins, on average over the days that come to it (± %2)</source>
        <translation>Points de vie de %1 au début de ce combat, en moyenne sur les journées qui y arrivent (± %2)</translation>
    </message>
    <message>
        <source>%1 sits this fight out and keeps what the last one left</source>
        <translation>%1 ne participe pas à ce combat et garde ce que le précédent a laissé</translation>
    </message>
    <message>
        <source>± %1 (one standard error)</source>
        <translation>± %1 (une erreur type)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The day begins with it</source>
        <translation>La journée commence par lui</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Après %1</translation>
    </message>
    <message>
        <source>Over the days that come to this fight, with the party as the day has left it</source>
        <translation>Sur les journées qui arrivent à ce combat, avec le groupe tel que la journée l’a laissé</translation>
    </message>
    <message>
        <source>%1 before</source>
        <translation>%1 avant</translation>
    </message>
    <message>
        <source>%1&apos;s hit points when the fight begins</source>
        <translation>Points de vie de %1 au début du combat</translation>
    </message>
    <message>
        <source>How often the day comes to this fight: the party won every one before</source>
        <translation>À quelle fréquence la journée arrive à ce combat&#xa0;: le groupe a gagné tous les précédents</translation>
    </message>
    <message>
        <source>How often the party loses this fight, or is still fighting at the round cap: the day ends there</source>
        <translation>À quelle fréquence le groupe perd ce combat ou combat encore à la limite de rounds&#xa0;: la journée s’arrête là</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Fought</source>
        <translation>Combattu</translation>
    </message>
    <message>
        <source>Party breaks</source>
        <translation>Le groupe échoue</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterActions</name>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Select who to %1 in the table first</source>
        <translation>Sélectionnez d’abord dans le tableau qui %1</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>doit subir des dégâts</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message numerus="yes">
        <source>Hit points to take from %n combatant(s):</source>
        <translation>
            <numerusform>Points de vie à retirer (%n combattant)&#xa0;:</numerusform>
            <numerusform>Points de vie à retirer (%n combattants)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>heal</source>
        <translation>doit être soigné</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Soigner</translation>
    </message>
    <message numerus="yes">
        <source>Hit points to give back to %n combatant(s):</source>
        <translation>
            <numerusform>Points de vie à rendre (%n combattant)&#xa0;:</numerusform>
            <numerusform>Points de vie à rendre (%n combattants)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>give a condition</source>
        <translation>doit recevoir un état</translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (personnalisé)</translation>
    </message>
    <message>
        <source>Your own condition…</source>
        <translation>État personnalisé…</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Ajouter un état</translation>
    </message>
    <message>
        <source>Condition:</source>
        <translation>État&#xa0;:</translation>
    </message>
    <message>
        <source>Rounds it lasts (0 = until removed):</source>
        <translation>Durée en rounds (0 = jusqu’à retrait)&#xa0;:</translation>
    </message>
    <message>
        <source>Rounds it lasts, this one counted (0 = as the ruleset says):</source>
        <translation>Durée en rounds, celui-ci compris (0 = selon les règles)&#xa0;:</translation>
    </message>
    <message>
        <source>clear a condition from</source>
        <translation>doit perdre un état</translation>
    </message>
    <message>
        <source>No condition to remove</source>
        <translation>Aucun état à retirer</translation>
    </message>
    <message>
        <source>Remove Condition</source>
        <translation>Retirer un état</translation>
    </message>
    <message>
        <source>aid</source>
        <translation>doit être secouru</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>doit être retiré</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n combatant(s)</source>
        <translation>
            <numerusform>Retirer %n combattant</numerusform>
            <numerusform>Retirer %n combattants</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>doit être dupliqué</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>How many more of %1?</source>
        <translation>Combien de %1 en plus&#xa0;?</translation>
    </message>
    <message>
        <source>New combatant</source>
        <translation>Nouveau combattant</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>doit être modifié</translation>
    </message>
    <message>
        <source>hide from players</source>
        <translation>doit être caché aux joueurs</translation>
    </message>
    <message>
        <source>show to players</source>
        <translation>doit être montré aux joueurs</translation>
    </message>
    <message>
        <source>hidden from players</source>
        <translation>caché aux joueurs</translation>
    </message>
    <message>
        <source>shown to players</source>
        <translation>montré aux joueurs</translation>
    </message>
    <message>
        <source>Nobody is acting yet</source>
        <translation>Personne n’agit encore</translation>
    </message>
    <message>
        <source>No one acts later this round</source>
        <translation>Personne n’agit plus tard dans ce round</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Attendre</translation>
    </message>
    <message>
        <source>%1 waits and acts together with:</source>
        <translation>%1 attend et agit en même temps que&#xa0;:</translation>
    </message>
    <message>
        <source>declare an action for</source>
        <translation>doit déclarer une action</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Rien de spécial</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, every round</source>
        <translation>%1, à chaque round</translation>
    </message>
    <message>
        <source>%1 (initiative)</source>
        <translation>%1 (initiative)</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Déclarer</translation>
    </message>
    <message>
        <source>Declared for the next initiative roll:</source>
        <translation>Déclaré pour le prochain jet d’initiative&#xa0;:</translation>
    </message>
    <message>
        <source>%1 has no surprise rule</source>
        <translation>%1 n’a pas de règle de surprise</translation>
    </message>
    <message>
        <source>Open an encounter to add %1 to</source>
        <translation>Ouvrez une rencontre où ajouter %1</translation>
    </message>
    <message>
        <source>%1 belongs to another ruleset</source>
        <translation>%1 relève d’un autre jeu de règles</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterListModel</name>
    <message>
        <source>%1 · over</source>
        <translation>%1 · terminée</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · round %2</translation>
    </message>
    <message>
        <source>%1 · not started</source>
        <translation>%1 · pas commencée</translation>
    </message>
    <message>
        <source>%1 · put away</source>
        <translation>%1 · rangée</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n combatant(s)</source>
        <translation>
            <numerusform>%1, %n combattant</numerusform>
            <numerusform>%1, %n combattants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterSession</name>
    <message>
        <source>Not saved, so not done: %1</source>
        <translation>Non enregistré, donc non effectué&#xa0;: %1</translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation>La campagne est ouverte en lecture seule</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterView</name>
    <message>
        <source>Hide those out of the fight</source>
        <translation>Masquer ceux hors de combat</translation>
    </message>
    <message>
        <source>Find by name</source>
        <translation>Chercher par nom</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Camp&#xa0;:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Combattants</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncountersDock</name>
    <message>
        <source>Encounters</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <source>Rename Encounter</source>
        <translation>Renommer la rencontre</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nouveau nom&#xa0;:</translation>
    </message>
    <message>
        <source>Delete Encounter</source>
        <translation>Supprimer la rencontre</translation>
    </message>
    <message>
        <source>Delete the encounter %1, with its log? This cannot be undone.</source>
        <translation>Supprimer la rencontre %1, avec son journal&#xa0;? Cette action est irréversible.</translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation>La campagne est ouverte en lecture seule</translation>
    </message>
    <message>
        <source>Bring &amp;Back</source>
        <translation>Faire re&amp;venir</translation>
    </message>
    <message>
        <source>Put &amp;Away</source>
        <translation>R&amp;anger</translation>
    </message>
    <message>
        <source>Show put awa&amp;y (%1)</source>
        <translation>Affi&amp;cher les rangées (%1)</translation>
    </message>
    <message>
        <source>Show put awa&amp;y</source>
        <translation>Affi&amp;cher les rangées</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EventActions</name>
    <message>
        <source>Add &amp;Event…</source>
        <translation>Ajouter un &amp;événement…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Event…</source>
        <translation>Reti&amp;rer un événement…</translation>
    </message>
    <message>
        <source>A lair action, reinforcements or anything else that takes a place in the initiative order</source>
        <translation>Une action d’antre, des renforts ou tout autre chose qui prend place dans l’ordre d’initiative</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Remove Event</source>
        <translation>Retirer un événement</translation>
    </message>
    <message>
        <source>Event to remove:</source>
        <translation>Événement à retirer&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EventDialog</name>
    <message>
        <source>at count</source>
        <translation>au compte</translation>
    </message>
    <message>
        <source>at the top of the round</source>
        <translation>au début du round</translation>
    </message>
    <message>
        <source>at the end of the round</source>
        <translation>à la fin du round</translation>
    </message>
    <message>
        <source>once</source>
        <translation>une fois</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>chaque round</translation>
    </message>
    <message>
        <source>every N rounds:</source>
        <translation>tous les N rounds&#xa0;:</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Another event is already called %1.</source>
        <translation>Un autre événement s’appelle déjà %1.</translation>
    </message>
    <message>
        <source>Arriving: %1</source>
        <translation>Arrivants&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ExportController</name>
    <message>
        <source>Open an encounter to export</source>
        <translation>Ouvrez une rencontre à exporter</translation>
    </message>
    <message>
        <source>Export Encounter</source>
        <translation>Exporter la rencontre</translation>
    </message>
    <message>
        <source>Fray encounters (*.fray.json)</source>
        <translation>Rencontres Fray (*.fray.json)</translation>
    </message>
    <message>
        <source>Export for Improved Initiative</source>
        <translation>Exporter pour Improved Initiative</translation>
    </message>
    <message>
        <source>The library of which ruleset?</source>
        <translation>La bibliothèque de quel jeu de règles&#xa0;?</translation>
    </message>
    <message>
        <source>Improved Initiative files (*.json)</source>
        <translation>Fichiers Improved Initiative (*.json)</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 n’a pas été écrit&#xa0;: %2</translation>
    </message>
    <message>
        <source>no campaign is open</source>
        <translation>aucune campagne n’est ouverte</translation>
    </message>
    <message>
        <source>1 library entry of %1</source>
        <translation>1 entrée de bibliothèque de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n library entries of %1</source>
        <translation>
            <numerusform>%n entrée de bibliothèque de %1</numerusform>
            <numerusform>%n entrées de bibliothèque de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 exporté vers %2</translation>
    </message>
    <message>
        <source>Exported %1 and the encounter to %2</source>
        <translation>%1 et la rencontre exportés vers %2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::FightDocks</name>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historique d’annulation</translation>
    </message>
    <message>
        <source>&lt;campaign opened&gt;</source>
        <translation>&lt;campagne ouverte&gt;</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chances</translation>
    </message>
    <message>
        <source>Acting</source>
        <translation>En action</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::FightFollower</name>
    <message>
        <source>You run this fight now; the other Fray follows it</source>
        <translation>Vous menez ce combat maintenant&#xa0;; l’autre Fray le suit</translation>
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
        <translation>La même pour chaque attaque de chaque combat</translation>
    </message>
    <message>
        <source>%1 The same for every attack in every fight.</source>
        <translation>%1 La même pour chaque attaque de chaque combat.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportController</name>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Fray files, stat lines and other tools&apos; files (*.fray.json *.json *.csv *.xml);;All files (*)</source>
        <translation>Fichiers Fray, lignes de caractéristiques et fichiers d’autres outils (*.fray.json *.json *.csv *.xml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 ne peut pas être importé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Rien n’a été importé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Imported 1 library entry</source>
        <translation>1 entrée de bibliothèque importée</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n library entries</source>
        <translation>
            <numerusform>%n entrée de bibliothèque importée</numerusform>
            <numerusform>%n entrées de bibliothèque importées</numerusform>
        </translation>
    </message>
    <message>
        <source>and 1 encounter</source>
        <translation>et 1 rencontre</translation>
    </message>
    <message numerus="yes">
        <source>and %n encounters</source>
        <translation>
            <numerusform>et %n rencontre</numerusform>
            <numerusform>et %n rencontres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <source>Skip them</source>
        <translation>Les ignorer</translation>
    </message>
    <message>
        <source>Import them under a new name</source>
        <translation>Les importer sous un nouveau nom</translation>
    </message>
    <message>
        <source>Replace the library&apos;s entries with them</source>
        <translation>Remplacer par elles les entrées de la bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Into &amp;ruleset:</source>
        <translation>Dans le jeu de &amp;règles&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Names the library already holds:</source>
        <translation>&amp;Noms que la bibliothèque a déjà&#xa0;:</translation>
    </message>
    <message>
        <source>Over the whole file:</source>
        <translation>Sur tout le fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Cannot be imported into this ruleset: %1</source>
        <translation>Ne peut pas être importé dans ce jeu de règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 file: 1 entry</source>
        <translation>Fichier %1&#xa0;: 1 entrée</translation>
    </message>
    <message numerus="yes">
        <source>%1 file: %n entries</source>
        <translation>
            <numerusform>Fichier %1&#xa0;: %n entrée</numerusform>
            <numerusform>Fichier %1&#xa0;: %n entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>1 saved encounter</source>
        <translation>1 rencontre enregistrée</translation>
    </message>
    <message numerus="yes">
        <source>%n saved encounters</source>
        <translation>
            <numerusform>%n rencontre enregistrée</numerusform>
            <numerusform>%n rencontres enregistrées</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 library already holds %2.</source>
        <translation>La bibliothèque de %1 contient déjà %2.</translation>
    </message>
    <message>
        <source>The library already holds %1.</source>
        <translation>La bibliothèque contient déjà %1.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 library already holds %n of these names, such as %2.</source>
        <translation>
            <numerusform>La bibliothèque de %1 contient déjà %n de ces noms, comme %2.</numerusform>
            <numerusform>La bibliothèque de %1 contient déjà %n de ces noms, comme %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library already holds %n of these names, such as %1.</source>
        <translation>
            <numerusform>La bibliothèque contient déjà %n de ces noms, comme %1.</numerusform>
            <numerusform>La bibliothèque contient déjà %n de ces noms, comme %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file holds %1.</source>
        <translation>Le fichier contient %1.</translation>
    </message>
    <message numerus="yes">
        <source>The file repeats %n names, such as %1.</source>
        <translation>
            <numerusform>Le fichier répète %n nom, comme %1.</numerusform>
            <numerusform>Le fichier répète %n noms, comme %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Names the file repeats:</source>
        <translation>&amp;Noms que le fichier répète&#xa0;:</translation>
    </message>
    <message>
        <source>%1: not imported, in 1 entry</source>
        <translation>%1&#xa0;: non importé, dans 1 entrée</translation>
    </message>
    <message numerus="yes">
        <source>%1: not imported, in %n entries</source>
        <translation>
            <numerusform>%1&#xa0;: non importé, dans %n entrée</numerusform>
            <numerusform>%1&#xa0;: non importé, dans %n entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: kept as notes, in 1 entry</source>
        <translation>%1&#xa0;: gardé en notes, dans 1 entrée</translation>
    </message>
    <message numerus="yes">
        <source>%1: kept as notes, in %n entries</source>
        <translation>
            <numerusform>%1&#xa0;: gardé en notes, dans %n entrée</numerusform>
            <numerusform>%1&#xa0;: gardé en notes, dans %n entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 (not creatures)</source>
        <translation>%1 × %2 (pas des créatures)</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Laissés de côté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Renamed: %1</source>
        <translation>Renommés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Column %1: not imported</source>
        <translation>Colonne %1&#xa0;: non importée</translation>
    </message>
    <message>
        <source>Line %1 left out: %2</source>
        <translation>Ligne %1 laissée de côté&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing: every field has a place in this ruleset.</source>
        <translation>Rien&#xa0;: chaque champ a sa place dans ce jeu de règles.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportPreviewModel</name>
    <message>
        <source>1 field not imported</source>
        <translation>1 champ non importé</translation>
    </message>
    <message numerus="yes">
        <source>%n fields not imported</source>
        <translation>
            <numerusform>%n champ non importé</numerusform>
            <numerusform>%n champs non importés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept as notes</source>
        <translation>
            <numerusform>%n gardé en notes</numerusform>
            <numerusform>%n gardés en notes</numerusform>
        </translation>
    </message>
    <message>
        <source>the entry&apos;s notes</source>
        <translation>les notes de l’entrée</translation>
    </message>
    <message>
        <source>not imported</source>
        <translation>non importé</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>rencontre</translation>
    </message>
    <message>
        <source>1 combatant</source>
        <translation>1 combattant</translation>
    </message>
    <message numerus="yes">
        <source>%n combatants</source>
        <translation>
            <numerusform>%n combattant</numerusform>
            <numerusform>%n combattants</numerusform>
        </translation>
    </message>
    <message>
        <source>Entry or field</source>
        <translation>Entrée ou champ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>From, or why not</source>
        <translation>Origine, ou pourquoi pas</translation>
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
        <translation>%1 (%2, perdu)</translation>
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
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Tous types</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>Export Stat Blocks as PDF…</source>
        <translation>Exporter les blocs de stats en PDF…</translation>
    </message>
    <message>
        <source>Member of the &amp;Party</source>
        <translation>Membre du &amp;groupe</translation>
    </message>
    <message>
        <source>Members join new fights as they are now and keep what a fight or a rest does to them</source>
        <translation>Les membres entrent dans les nouveaux combats tels qu’ils sont et gardent ce qu’un combat ou un repos leur fait</translation>
    </message>
    <message>
        <source>All rulesets</source>
        <translation>Tous les jeux de règles</translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>Aucune campagne ouverte</translation>
    </message>
    <message>
        <source>The first %1 matches; type more to narrow the search</source>
        <translation>Les %1 premiers résultats&#xa0;; tapez davantage pour affiner la recherche</translation>
    </message>
    <message>
        <source>The library is empty: New… adds a character or monster</source>
        <translation>La bibliothèque est vide&#xa0;: Nouveau… ajoute un personnage ou un monstre</translation>
    </message>
    <message>
        <source>Nothing matches</source>
        <translation>Aucun résultat</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>%n trouvé</numerusform>
            <numerusform>%n trouvés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) joined the party</source>
        <translation>
            <numerusform>%n entrée a rejoint le groupe</numerusform>
            <numerusform>%n entrées ont rejoint le groupe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) left the party</source>
        <translation>
            <numerusform>%n entrée a quitté le groupe</numerusform>
            <numerusform>%n entrées ont quitté le groupe</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose an entry of the library to add</source>
        <translation>Choisissez une entrée de la bibliothèque à ajouter</translation>
    </message>
    <message>
        <source>%1 is written for %2, not for this encounter&apos;s %3</source>
        <translation>%1 est écrit pour %2, pas pour %3, celui de cette rencontre</translation>
    </message>
    <message>
        <source>New Library Entry</source>
        <translation>Nouvelle entrée de bibliothèque</translation>
    </message>
    <message>
        <source>For the ruleset:</source>
        <translation>Pour le jeu de règles&#xa0;:</translation>
    </message>
    <message>
        <source>%1 could not be added to the library: %2</source>
        <translation>%1 n’a pas pu être ajouté à la bibliothèque&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 added to the library</source>
        <translation>%1 ajouté à la bibliothèque</translation>
    </message>
    <message>
        <source>Edit Library Entry</source>
        <translation>Modifier l’entrée de bibliothèque</translation>
    </message>
    <message>
        <source>%1 is written for the ruleset &apos;%2&apos;, which this Fray does not have.</source>
        <translation>%1 est écrit pour le jeu de règles «&#xa0;%2&#xa0;», que ce Fray n’a pas.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 n’a pas pu être enregistré&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 saved in the library</source>
        <translation>%1 enregistré dans la bibliothèque</translation>
    </message>
    <message>
        <source>Delete %1 from the library? Combatants already added to encounters stay.</source>
        <translation>Supprimer %1 de la bibliothèque&#xa0;? Les combattants déjà ajoutés aux rencontres restent.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entries from the library? Combatants already added to encounters stay.</source>
        <translation>
            <numerusform>Supprimer %n entrée de la bibliothèque&#xa0;? Les combattants déjà ajoutés aux rencontres restent.</numerusform>
            <numerusform>Supprimer %n entrées de la bibliothèque&#xa0;? Les combattants déjà ajoutés aux rencontres restent.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete from Library</source>
        <translation>Supprimer de la bibliothèque</translation>
    </message>
    <message>
        <source>Nothing was deleted: %1</source>
        <translation>Rien n’a été supprimé&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 deleted from the library</source>
        <translation>%1 supprimé de la bibliothèque</translation>
    </message>
    <message numerus="yes">
        <source>%n entries deleted from the library</source>
        <translation>
            <numerusform>%n entrée supprimée de la bibliothèque</numerusform>
            <numerusform>%n entrées supprimées de la bibliothèque</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LibraryModel</name>
    <message>
        <source>Party</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Hit dice %1; %2 as listed</source>
        <translation>Dés de vie %1&#xa0;; %2 tels qu’indiqués</translation>
    </message>
    <message>
        <source>In the party: joins new fights as it is now</source>
        <translation>Dans le groupe&#xa0;: entre dans les nouveaux combats tel qu’il est</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LogExportController</name>
    <message>
        <source>Open an encounter to export its log</source>
        <translation>Ouvrez une rencontre pour exporter son journal</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>Export Log</source>
        <translation>Exporter le journal</translation>
    </message>
    <message>
        <source>The log could not be written to %1:
%2</source>
        <translation>Le journal n’a pas pu être écrit dans %1&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Log written to %1</source>
        <translation>Journal écrit dans %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LogModel</name>
    <message>
        <source>Round %1 · %2</source>
        <translation>Round %1 · %2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LuckDock</name>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LuckModel</name>
    <message numerus="yes">
        <source>The chance of %n hit(s) or fewer at these attacks&apos; odds</source>
        <translation>
            <numerusform>La probabilité de %n touche ou moins avec les chances de ces attaques</numerusform>
            <numerusform>La probabilité de %n touches ou moins avec les chances de ces attaques</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: exactly %2</source>
        <translation>%1&#xa0;: exactement %2</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combattant</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendues</translation>
    </message>
    <message>
        <source>This well or worse</source>
        <translation>Aussi bien ou pire</translation>
    </message>
    <message>
        <source>The hits its odds promised: the sum of each attack&apos;s chance to hit</source>
        <translation>Les touches que ses chances promettaient&#xa0;: la somme des chances de toucher de chaque attaque</translation>
    </message>
    <message>
        <source>The exact chance of hitting this often or less with the same attacks; a few percent is bad luck</source>
        <translation>La probabilité exacte de toucher aussi souvent ou moins avec les mêmes attaques&#xa0;; quelques pour cent, c’est de la malchance</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MainWindow</name>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>No ruleset is available.</source>
        <translation>Aucun jeu de règles disponible.</translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset file(s) did not load; Tools › Rulesets says why</source>
        <translation>
            <numerusform>%n fichier de règles n’a pas été chargé&#xa0;; Outils › Jeux de règles dit pourquoi</numerusform>
            <numerusform>%n fichiers de règles n’ont pas été chargés&#xa0;; Outils › Jeux de règles dit pourquoi</numerusform>
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
        <translation> (lecture seule)</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message numerus="yes">
        <source>Not started · %n combatant(s)</source>
        <translation>
            <numerusform>Pas commencé · %n combattant</numerusform>
            <numerusform>Pas commencé · %n combattants</numerusform>
        </translation>
    </message>
    <message>
        <source>no one</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Round %1 · %2 acts</source>
        <translation>Round %1 · %2 agit</translation>
    </message>
    <message>
        <source>About Fray</source>
        <translation>À propos de Fray</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;An encounter manager for tabletop RPG game masters: initiative, rounds, hit points and conditions under any ruleset, with exact odds to hit.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (%2).&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;Un gestionnaire de rencontres pour les meneurs de jeu de rôle sur table&#xa0;: initiative, rounds, points de vie et états sous n’importe quel jeu de règles, avec les chances exactes de toucher.&lt;/p&gt;&lt;p&gt;Sous licence GNU General Public License, version 3 ou ultérieure (%2).&lt;/p&gt;&lt;p&gt;Compilé avec Qt %3, exécuté avec Qt %4.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MemberUpdateModel</name>
    <message>
        <source>No change</source>
        <translation>Aucun changement</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Membre</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Ce qui change</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ModifierToggles</name>
    <message>
        <source>In force</source>
        <translation>En vigueur</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
Source&#xa0;: %2</translation>
    </message>
    <message>
        <source>How many %1</source>
        <translation>Combien de %1</translation>
    </message>
    <message>
        <source>%1: the number</source>
        <translation>%1&#xa0;: le nombre</translation>
    </message>
    <message>
        <source>The document gives no number: type it</source>
        <translation>Le document ne donne pas de nombre&#xa0;: tapez-le</translation>
    </message>
    <message>
        <source>Only for %1 attacks</source>
        <translation>Seulement pour les attaques %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>A condition in force: it applies by itself</source>
        <translation>Un état en vigueur&#xa0;: il s’applique de lui-même</translation>
    </message>
    <message>
        <source>No situational modifiers are on.</source>
        <translation>Aucun modificateur de situation actif.</translation>
    </message>
    <message>
        <source>On: %1</source>
        <translation>Actifs&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MoraleActions</name>
    <message>
        <source>%1 %2 to hold</source>
        <translation>%1 (%2 de tenir)</translation>
    </message>
    <message>
        <source>Morale of the %1 %2: %3</source>
        <translation>Moral (%1) %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>No one can check morale now: those who could have fled, fallen or sworn to fight to the death</source>
        <translation>Personne ne peut tester le moral maintenant&#xa0;: ceux qui le pourraient ont fui, sont tombés ou ont juré de se battre jusqu’à la mort</translation>
    </message>
    <message>
        <source>Check Morale</source>
        <translation>Tester le moral</translation>
    </message>
    <message>
        <source>Roll morale for:</source>
        <translation>Lancer le moral pour&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MoraleBanner</name>
    <message>
        <source>Roll Morale</source>
        <translation>Lancer le moral</translation>
    </message>
    <message>
        <source>No Check Needed</source>
        <translation>Pas de test nécessaire</translation>
    </message>
    <message>
        <source>Roll each group&apos;s morale check; those who fail flee</source>
        <translation>Lancer le test de moral de chaque groupe&#xa0;; ceux qui échouent fuient</translation>
    </message>
    <message>
        <source>The moment passes without a check</source>
        <translation>Le moment passe sans test</translation>
    </message>
    <message>
        <source>%1: %2 to hold</source>
        <translation>%1&#xa0;: %2 de tenir</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Check the morale of the %1 %2? %3</source>
        <translation>Tester le moral (%1) %2&#xa0;? %3</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>Curse of the Crypt</source>
        <translation>La Malédiction de la crypte</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Keep in:</source>
        <translation>&amp;Ranger dans&#xa0;:</translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Donnez un nom à la campagne.</translation>
    </message>
    <message>
        <source>The name needs a letter or a number.</source>
        <translation>Le nom doit contenir une lettre ou un chiffre.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>Fray may not write to %1.</source>
        <translation>Fray n’a pas le droit d’écrire dans %1.</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name, or open it with File › Open Campaign.</source>
        <translation>%1 existe déjà&#xa0;: choisissez un autre nom, ou ouvrez-la avec Fichier › Ouvrir une campagne.</translation>
    </message>
    <message>
        <source>Keep the Campaign In</source>
        <translation>Ranger la campagne dans</translation>
    </message>
    <message>
        <source>The campaign will be kept in %1</source>
        <translation>La campagne sera rangée dans %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::NewEncounterDialog</name>
    <message>
        <source>New Encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <source>Goblin ambush</source>
        <translation>Embuscade gobeline</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>Jeu de &amp;règles&#xa0;:</translation>
    </message>
    <message>
        <source>The &amp;party joins, as it is now</source>
        <translation>Le &amp;groupe se joint, tel qu’il est</translation>
    </message>
    <message>
        <source>The library&apos;s party members of this ruleset join the fight with their hit points, conditions and uses</source>
        <translation>Les membres du groupe de ce jeu de règles dans la bibliothèque rejoignent le combat avec leurs points de vie, états et utilisations</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsCalculatorDialog</name>
    <message>
        <source>Odds Calculator</source>
        <translation>Calculateur de chances</translation>
    </message>
    <message>
        <source>e.g. 1d8+2</source>
        <translation>p. ex. 1d8+2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>Jeu de &amp;règles&#xa0;:</translation>
    </message>
    <message>
        <source>Attack &amp;kind:</source>
        <translation>&amp;Type d’attaque&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Dégâts&#xa0;:</translation>
    </message>
    <message>
        <source>Attacks per &amp;round:</source>
        <translation>Attaques par r&amp;ound&#xa0;:</translation>
    </message>
    <message>
        <source>Target&apos;s &amp;HP:</source>
        <translation>&amp;PV de la cible&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>&amp;Varier&#xa0;:</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation>Dégâts&#xa0;: %1</translation>
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
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>Chance now</source>
        <translation>Chance actuelle</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Toute touche</translation>
    </message>
    <message>
        <source>Pick an attacker and a target to see the chart.</source>
        <translation>Choisissez un attaquant et une cible pour voir le graphique.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsCurveModel</name>
    <message>
        <source>Any hit</source>
        <translation>Toute touche</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsPanel</name>
    <message>
        <source>Given by the GM</source>
        <translation>Donné par le MJ</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Attaquant&#xa0;:</translation>
    </message>
    <message>
        <source>Atta&amp;ck:</source>
        <translation>Atta&amp;que&#xa0;:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pick an attacker and a target.</source>
        <translation>Choisissez un attaquant et une cible.</translation>
    </message>
    <message>
        <source>Open an encounter to see the odds.</source>
        <translation>Ouvrez une rencontre pour voir les chances.</translation>
    </message>
    <message>
        <source>%1 has no attacks.</source>
        <translation>%1 n’a pas d’attaques.</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>au %1</translation>
    </message>
    <message>
        <source>Give %1 (under Given by the GM) to see the odds.</source>
        <translation>Donnez %1 (sous Donné par le MJ) pour voir les chances.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Odds as Ta&amp;ble</source>
        <translation>Chances en ta&amp;bleau</translation>
    </message>
    <message>
        <source>Tar&amp;get:</source>
        <translation>Ci&amp;ble&#xa0;:</translation>
    </message>
    <message>
        <source>Va&amp;ry:</source>
        <translation>Var&amp;ier&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsPresenter</name>
    <message>
        <source>No ruleset</source>
        <translation>Aucun jeu de règles</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsSummary</name>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Chance to hit: —</source>
        <translation>Chance de toucher&#xa0;: —</translation>
    </message>
    <message>
        <source>Chance to hit: %1</source>
        <translation>Chance de toucher&#xa0;: %1</translation>
    </message>
    <message>
        <source>Mean damage per attack</source>
        <translation>Dégâts moyens par attaque</translation>
    </message>
    <message>
        <source>Mean damage per round</source>
        <translation>Dégâts moyens par round</translation>
    </message>
    <message numerus="yes">
        <source>Mean damage per round (%n attacks)</source>
        <translation>
            <numerusform>Dégâts moyens par round (%n attaque)</numerusform>
            <numerusform>Dégâts moyens par round (%n attaques)</numerusform>
        </translation>
    </message>
    <message>
        <source>Down to 0</source>
        <translation>Ramené à 0</translation>
    </message>
    <message>
        <source>too much to work out</source>
        <translation>trop long à calculer</translation>
    </message>
    <message>
        <source>Down to 0 this round</source>
        <translation>À 0 ce round-ci</translation>
    </message>
    <message numerus="yes">
        <source>Within %n rounds</source>
        <translation>
            <numerusform>En %n round</numerusform>
            <numerusform>En %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsTable</name>
    <message>
        <source>Odds as a table</source>
        <translation>Chances en tableau</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsTableModel</name>
    <message>
        <source>the situation now</source>
        <translation>la situation actuelle</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OrderDialog</name>
    <message>
        <source>Encounter Order — %1</source>
        <translation>Déroulement de la rencontre — %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1 (%2 sur %3)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 gives no order for meeting foes.</source>
        <translation>%1 ne donne pas de déroulement pour la rencontre d’ennemis.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OrderStrip</name>
    <message>
        <source>Events:</source>
        <translation>Événements&#xa0;:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Ordre&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PartyController</name>
    <message>
        <source>&amp;Party</source>
        <translation>&amp;Groupe</translation>
    </message>
    <message>
        <source>&amp;Bring the Party</source>
        <translation>&amp;Amener le groupe</translation>
    </message>
    <message>
        <source>The party&apos;s members join this fight as they are now: hit points, conditions, uses</source>
        <translation>Les membres du groupe rejoignent ce combat tels qu’ils sont&#xa0;: points de vie, états, utilisations</translation>
    </message>
    <message>
        <source>&amp;Rest the Party…</source>
        <translation>Faire &amp;reposer le groupe…</translation>
    </message>
    <message>
        <source>Hit points and uses back between fights, as the ruleset says or by your numbers</source>
        <translation>Points de vie et utilisations récupérés entre les combats, selon les règles ou selon vos nombres</translation>
    </message>
    <message>
        <source>&amp;End Fight…</source>
        <translation>&amp;Finir le combat…</translation>
    </message>
    <message>
        <source>What this fight leaves on the party, to carry into the next</source>
        <translation>Ce que ce combat laisse au groupe, à reporter dans le suivant</translation>
    </message>
    <message>
        <source>The party has no members of %1: mark characters in the library (right-click › Member of the Party)</source>
        <translation>Le groupe n’a pas de membres dans %1&#xa0;: marquez des personnages dans la bibliothèque (clic droit › Membre du groupe)</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Fin du combat&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is over; no member of the party fought in it, so nothing carries over</source>
        <translation>%1 est terminée&#xa0;; aucun membre du groupe n’y a combattu, donc rien n’est reporté</translation>
    </message>
    <message>
        <source>%1 is over; the party keeps what it left on it</source>
        <translation>%1 est terminée&#xa0;; le groupe garde ce qu’elle lui a laissé</translation>
    </message>
    <message>
        <source>The party has no members: mark characters in the library (right-click › Member of the Party)</source>
        <translation>Le groupe n’a pas de membres&#xa0;: marquez des personnages dans la bibliothèque (clic droit › Membre du groupe)</translation>
    </message>
    <message>
        <source>Open an encounter of the ruleset whose members rest</source>
        <translation>Ouvrez une rencontre du jeu de règles dont les membres se reposent</translation>
    </message>
    <message>
        <source>The party rested: %1</source>
        <translation>Le groupe s’est reposé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Plan a &amp;Day…</source>
        <translation>Planifier une &amp;journée…</translation>
    </message>
    <message>
        <source>Play a day of fights and rests many times: the chance the party gets through, where it breaks, how each hero stands</source>
        <translation>Jouer de nombreuses fois une journée de combats et de repos&#xa0;: la chance que le groupe la passe, où il échoue, où en est chaque héros</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PartyUpdateDialog</name>
    <message>
        <source>End Fight</source>
        <translation>Finir le combat</translation>
    </message>
    <message>
        <source>What %1 leaves on the party: hit points, subdual damage, HP states, uses left and the conditions that outlast a fight. Members take it into their next fight.</source>
        <translation>Ce que %1 laisse au groupe&#xa0;: points de vie, dégâts non létaux, états de PV, utilisations restantes et les états qui survivent à un combat. Les membres l’emportent dans leur prochain combat.</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Fin du combat&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rest the Party</source>
        <translation>Faire reposer le groupe</translation>
    </message>
    <message>
        <source>A rest between fights for the members of %1. Uses that come back on a rest come back; the dead get nothing back.</source>
        <translation>Un repos entre deux combats pour les membres de %1. Les utilisations qui reviennent au repos reviennent&#xa0;; les morts ne récupèrent rien.</translation>
    </message>
    <message>
        <source>%1 names no rests</source>
        <translation>%1 ne définit aucun repos</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PlayerScreens</name>
    <message>
        <source>Show Foes&apos; Defence and HP to Players</source>
        <translation>Montrer la défense et les PV des ennemis aux joueurs</translation>
    </message>
    <message numerus="yes">
        <source>Shared with players: %n device(s)</source>
        <translation>
            <numerusform>Partagé avec les joueurs&#xa0;: %n appareil</numerusform>
            <numerusform>Partagé avec les joueurs&#xa0;: %n appareils</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PlayersWindow</name>
    <message>
        <source>Show the Target&apos;s Defence and HP to Players</source>
        <translation>Montrer la défense et les PV de la cible aux joueurs</translation>
    </message>
    <message>
        <source>Fray — Players</source>
        <translation>Fray — Joueurs</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>impossible</translation>
    </message>
    <message>
        <source>very unlikely</source>
        <translation>très improbable</translation>
    </message>
    <message>
        <source>unlikely</source>
        <translation>improbable</translation>
    </message>
    <message>
        <source>even</source>
        <translation>une chance sur deux</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>probable</translation>
    </message>
    <message>
        <source>very likely</source>
        <translation>très probable</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>certain</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Pas encore de cible</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>Contre %1</translation>
    </message>
    <message>
        <source>%1 %2 · %3 %4 of %5</source>
        <translation>%1 %2 · %3 %4 sur %5</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>ask the GM</source>
        <translation>demandez au MJ</translation>
    </message>
    <message>
        <source>No party member can attack.</source>
        <translation>Aucun membre du groupe ne peut attaquer.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PrintController</name>
    <message>
        <source>encounter</source>
        <translation>rencontre</translation>
    </message>
    <message>
        <source>Open an encounter to print its sheets.</source>
        <translation>Ouvrez une rencontre pour imprimer ses fiches.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1&#xa0;: %2 contre %3</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>The sheets were not printed: %1</source>
        <translation>Les fiches n’ont pas été imprimées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not written: %1</source>
        <translation>Le PDF n’a pas été écrit&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sheets written to %1</source>
        <translation>Fiches écrites dans %1</translation>
    </message>
    <message>
        <source>Select library entries to print their stat blocks.</source>
        <translation>Sélectionnez des entrées de bibliothèque pour imprimer leurs blocs de stats.</translation>
    </message>
    <message>
        <source>The ruleset &apos;%1&apos; is not available.</source>
        <translation>Le jeu de règles «&#xa0;%1&#xa0;» n’est pas disponible.</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>stat blocks</source>
        <translation>blocs de stats</translation>
    </message>
    <message>
        <source>Stat blocks written to %1</source>
        <translation>Blocs de stats écrits dans %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ReminderBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Hide the reminders (Esc)</source>
        <translation>Masquer les rappels (Échap)</translation>
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
        <translation>Rappel %1&#xa0;: dites de quoi se souvenir</translation>
    </message>
    <message>
        <source>Reminder %1: at most %2 characters</source>
        <translation>Rappel %1&#xa0;: au plus %2 caractères</translation>
    </message>
    <message>
        <source>When it pops: at the start or end of this combatant&apos;s turn, or of every round</source>
        <translation>Quand il s’affiche&#xa0;: au début ou à la fin du tour de ce combattant, ou de chaque round</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Rappel</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RoundEndDialog</name>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>When the round ends</source>
        <translation>À la fin du round</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remède</translation>
    </message>
    <message>
        <source>Let the Round End</source>
        <translation>Laisser finir le round</translation>
    </message>
    <message>
        <source>Not Yet</source>
        <translation>Pas encore</translation>
    </message>
    <message>
        <source>Stay in this round</source>
        <translation>Rester dans ce round</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, puis %2</translation>
    </message>
    <message>
        <source>none in the rules</source>
        <translation>aucun dans les règles</translation>
    </message>
    <message>
        <source>No one is at risk any more: round %1 can end.</source>
        <translation>Plus personne n’est en danger&#xa0;: le round %1 peut finir.</translation>
    </message>
    <message>
        <source>End the Round</source>
        <translation>Finir le round</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is about to end, and the rules would take %n combatant(s) then. Give a remedy first, or let the round end.</source>
        <translation>
            <numerusform>Le round %1 va se terminer, et les règles emporteraient alors %n combattant. Appliquez d’abord un remède, ou laissez finir le round.</numerusform>
            <numerusform>Le round %1 va se terminer, et les règles emporteraient alors %n combattants. Appliquez d’abord un remède, ou laissez finir le round.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>&amp;Roll %1</source>
        <translation>&amp;Lancer %1</translation>
    </message>
    <message>
        <source>&amp;Give %1</source>
        <translation>&amp;%1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RoundsChart</name>
    <message>
        <source>Fights ending in the round</source>
        <translation>Combats finissant dans le round</translation>
    </message>
    <message>
        <source>Round the fight ends in</source>
        <translation>Round où le combat finit</translation>
    </message>
    <message>
        <source>Fights (%)</source>
        <translation>Combats (%)</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RuleComparisonPanel</name>
    <message>
        <source>House rule A against B</source>
        <translation>Règle maison A contre B</translation>
    </message>
    <message>
        <source>Simulate the Open &amp;Fight under Each</source>
        <translation>Simuler le &amp;combat ouvert sous chacun</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>The attack under A and under B</source>
        <translation>L’attaque sous A et sous B</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>Comparer a&amp;vec :</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(rien)</translation>
    </message>
    <message>
        <source>Pick a ruleset to see this attack under it beside %1: a copy with a house rule, or any other.</source>
        <translation>Choisissez un jeu de règles pour voir cette attaque sous lui à côté de %1 : une copie avec une règle maison, ou n’importe quel autre.</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation>dégâts %1</translation>
    </message>
    <message numerus="yes">
        <source>a target of %n hit point(s)</source>
        <translation>
            <numerusform>une cible de %n point de vie</numerusform>
            <numerusform>une cible de %n points de vie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) a round</source>
        <translation>
            <numerusform>%n attaque par round</numerusform>
            <numerusform>%n attaques par round</numerusform>
        </translation>
    </message>
    <message>
        <source>Under %1: %2</source>
        <translation>Sous %1 : %2</translation>
    </message>
    <message>
        <source>The open fight</source>
        <translation>Le combat ouvert</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A : %1 · B : %2</translation>
    </message>
    <message>
        <source>Simulating the open fight under each…</source>
        <translation>Simulation du combat ouvert sous chacun…</translation>
    </message>
    <message>
        <source>pick a ruleset to compare with first</source>
        <translation>choisissez d’abord un jeu de règles à comparer</translation>
    </message>
    <message>
        <source>Export the Comparison</source>
        <translation>Exporter la comparaison</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Écrit dans %1.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RulesetTableModel</name>
    <message>
        <source>Built in</source>
        <translation>Intégré</translation>
    </message>
    <message>
        <source>Your file %1</source>
        <translation>Votre fichier %1</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Utilisé</translation>
    </message>
    <message numerus="yes">
        <source>In use as loaded before: %1 now has %n problem(s)</source>
        <translation>
            <numerusform>Utilisé tel que chargé avant&#xa0;: %1 a maintenant %n problème</numerusform>
            <numerusform>Utilisé tel que chargé avant&#xa0;: %1 a maintenant %n problèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not load: %n problem(s)</source>
        <translation>
            <numerusform>Non chargé&#xa0;: %n problème</numerusform>
            <numerusform>Non chargé&#xa0;: %n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Id: %1</source>
        <translation>Identifiant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RulesetsDialog</name>
    <message>
        <source>Every ruleset loaded. Your own ruleset files go in %1.</source>
        <translation>Tous les jeux de règles sont chargés. Vos propres fichiers de règles vont dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset file(s) in %1 did not load as written; the problems below say where. Fix the file, then Reload.</source>
        <translation>
            <numerusform>%n fichier de règles dans %1 n’a pas pu être chargé tel quel&#xa0;; les problèmes ci-dessous disent où. Corrigez le fichier, puis Recharger.</numerusform>
            <numerusform>%n fichiers de règles dans %1 n’ont pas pu être chargés tels quels&#xa0;; les problèmes ci-dessous disent où. Corrigez les fichiers, puis Recharger.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Aucun problème.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ServerPasswords</name>
    <message>
        <source>the system&apos;s keychain did not keep the password: %1</source>
        <translation>le trousseau du système n’a pas gardé le mot de passe&#xa0;: %1</translation>
    </message>
    <message>
        <source>this Fray was built without a keychain: the password is asked each time</source>
        <translation>ce Fray a été construit sans trousseau&#xa0;: le mot de passe est demandé à chaque fois</translation>
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
        <translation>Tous les réseaux</translation>
    </message>
    <message>
        <source>This computer only</source>
        <translation>Cet ordinateur seulement</translation>
    </message>
    <message>
        <source>Fray cannot share on port %1: %2. Choose another port, or any free port.</source>
        <translation>Fray ne peut pas partager sur le port %1&#xa0;: %2. Choisissez un autre port, ou n’importe quel port libre.</translation>
    </message>
    <message>
        <source>Fray cannot share: %1</source>
        <translation>Fray ne peut pas partager&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not sharing. Start to show the page&apos;s address and a code to scan.</source>
        <translation>Pas de partage. Démarrez pour afficher l’adresse de la page et un code à scanner.</translation>
    </message>
    <message>
        <source>No device is following the page yet.</source>
        <translation>Aucun appareil ne suit encore la page.</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) following the page.</source>
        <translation>
            <numerusform>%n appareil suit la page.</numerusform>
            <numerusform>%n appareils suivent la page.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SharedCampaignDialog</name>
    <message>
        <source>Re&amp;member the password in the system&apos;s keychain</source>
        <translation>Retenir le mot de passe dans le trousseau du systè&amp;me</translation>
    </message>
    <message>
        <source>Open Shared Campaign</source>
        <translation>Ouvrir une campagne partagée</translation>
    </message>
    <message>
        <source>table.example.org</source>
        <translation>table.example.org</translation>
    </message>
    <message>
        <source>dragons</source>
        <translation>dragons</translation>
    </message>
    <message>
        <source>When the server offers it</source>
        <extracomment>How the connection to the server is encrypted (libpq&apos;s sslmode).</extracomment>
        <translation>Quand le serveur le propose</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>Always, and check the server&apos;s certificate</source>
        <translation>Toujours, et vérifier le certificat du serveur</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>A campaign your GM group shares, kept on a PostgreSQL server. Everyone who opens it sees the others&apos; changes as they make them.</source>
        <translation>Une campagne que partage votre groupe de MJ, conservée sur un serveur PostgreSQL. Chacun de ceux qui l’ouvrent voit les modifications des autres au moment où ils les font.</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mot de &amp;passe&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>&amp;Chiffrement&#xa0;:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>(give the server, the database and the user)</source>
        <translation>(indiquez le serveur, la base de données et l’utilisateur)</translation>
    </message>
    <message>
        <source>Po&amp;rt:</source>
        <translation>Po&amp;rt&#xa0;:</translation>
    </message>
    <message>
        <source>Your &amp;name for the others:</source>
        <extracomment>The name the other GMs see beside what this Fray changes or runs.</extracomment>
        <translation>Votre &amp;nom pour les autres&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SharedCampaignStatus</name>
    <message>
        <source>Shared on %1</source>
        <extracomment>The status bar&apos;s word on a campaign a GM group shares; %1 is the server.</extracomment>
        <translation>Partagée sur %1</translation>
    </message>
    <message>
        <source>%1 cannot be reached</source>
        <translation>%1 injoignable</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SheetChoiceDialog</name>
    <message>
        <source>The Odds panel shows no chart: pick an attacker and a target there to print one.</source>
        <translation>Le panneau Chances n’affiche aucun graphique&#xa0;: choisissez-y un attaquant et une cible pour en imprimer un.</translation>
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
        <translation>Le jeu de règles ne connaît pas la mort.</translation>
    </message>
    <message>
        <source>Standard error: %1</source>
        <translation>Erreur type&#xa0;: %1</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combattant</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Out of the fight</source>
        <translation>Hors de combat</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>HP left</source>
        <translation>PV restants</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Dégâts infligés</translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation>Dégâts subis</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimRoundsModel</name>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Fights ending in it</source>
        <translation>Combats finis dans ce round</translation>
    </message>
    <message>
        <source>Fights over by its end</source>
        <translation>Combats finis à la fin du round</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimulateDialog</name>
    <message>
        <source>Weakest first</source>
        <translation>Le plus faible d’abord</translation>
    </message>
    <message>
        <source>Strongest first</source>
        <translation>Le plus fort d’abord</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>In list order</source>
        <translation>Dans l’ordre de la liste</translation>
    </message>
    <message>
        <source>Whom each attack goes at: the foe with the fewest hit points left, the most, any, or the first in the encounter&apos;s list</source>
        <translation>Qui chaque attaque vise&#xa0;: l’ennemi avec le moins de points de vie restants, le plus, n’importe lequel, ou le premier de la liste de la rencontre</translation>
    </message>
    <message>
        <source>Simulate %1</source>
        <translation>Simuler %1</translation>
    </message>
    <message>
        <source>Cannot work the fight out exactly: %1</source>
        <translation>Impossible de calculer exactement le combat&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>%1 (%2):</source>
        <translation>%1 (%2)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Work the duel out exactly instead of playing fights: no standard error.</source>
        <translation>Calculer exactement le duel au lieu de jouer des combats&#xa0;: pas d’erreur type.</translation>
    </message>
    <message>
        <source>Cannot simulate this fight: %1</source>
        <translation>Impossible de simuler ce combat&#xa0;: %1</translation>
    </message>
    <message>
        <source>Working the duel out exactly…</source>
        <translation>Calcul exact du duel…</translation>
    </message>
    <message numerus="yes">
        <source>Playing %Ln fights…</source>
        <translation>
            <numerusform>Simulation de %Ln combat…</numerusform>
            <numerusform>Simulation de %Ln combats…</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact result: the duel worked out exactly, so there is no standard error.</source>
        <translation>Résultat exact&#xa0;: le duel a été calculé exactement, il n’y a donc pas d’erreur type.</translation>
    </message>
    <message>
        <source>%1 fights, seed %2; %3 fights a second.</source>
        <translation>%1 combats, graine %2&#xa0;; %3 combats par seconde.</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>Gagné par %1</translation>
    </message>
    <message>
        <source>Standard error: %1</source>
        <translation>Erreur type&#xa0;: %1</translation>
    </message>
    <message>
        <source>Broke and fled: %1</source>
        <translation>A craqué et fui&#xa0;: %1</translation>
    </message>
    <message>
        <source>Broke and fled: %1, most often in round %2</source>
        <translation>A craqué et fui&#xa0;: %1, le plus souvent au round %2</translation>
    </message>
    <message numerus="yes">
        <source>Undecided after %n rounds: %1</source>
        <translation>
            <numerusform>Indécis après %n round&#xa0;: %1</numerusform>
            <numerusform>Indécis après %n rounds&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No one left: %1</source>
        <translation>Plus personne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rounds: %1 on average</source>
        <translation>Rounds&#xa0;: %1 en moyenne</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Difficulté&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Worked out exactly</source>
        <translation>Calculé exactement</translation>
    </message>
    <message>
        <source>Simulated %1 fights (seed %2)</source>
        <translation>%1 combats simulés (graine %2)</translation>
    </message>
    <message>
        <source>%1: %2; %3 rounds on average; %4.</source>
        <translation>%1&#xa0;: %2&#xa0;; %3 rounds en moyenne&#xa0;; %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Each combatant&apos;s result</source>
        <translation>Résultat de chaque combattant</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SurpriseDialog</name>
    <message>
        <source>Check Surprise</source>
        <translation>Tester la surprise</translation>
    </message>
    <message>
        <source>%1: each combatant of a side rolls. %2</source>
        <translation>%1&#xa0;: chaque combattant d’un camp lance. %2</translation>
    </message>
    <message>
        <source>%1: one roll for each side. %2</source>
        <translation>%1&#xa0;: un jet par camp. %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side&lt;/b&gt;</source>
        <translation>&lt;b&gt;Camp&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result&lt;/b&gt;</source>
        <translation>&lt;b&gt;Résultat&lt;/b&gt;</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>pas lancé</translation>
    </message>
    <message>
        <source>&amp;Roll All</source>
        <translation>&amp;Tout lancer</translation>
    </message>
    <message>
        <source>Give every value marked — first</source>
        <translation>Donnez d’abord chaque valeur marquée —</translation>
    </message>
    <message>
        <source>&lt;b&gt;Surprised&lt;/b&gt;</source>
        <translation>&lt;b&gt;Surpris&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not surprised</source>
        <translation>Pas surpris</translation>
    </message>
    <message>
        <source>%1 of %2 surprised%3</source>
        <translation>%1 sur %2 surpris%3</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TableRowModel</name>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>wins %1 · %2</source>
        <translation>gagne %1 · %2</translation>
    </message>
    <message>
        <source>How Deadly? simulates the party against each row</source>
        <translation>Quel danger&#xa0;? simule le groupe contre chaque ligne</translation>
    </message>
    <message>
        <source>Nothing comes: no fight</source>
        <translation>Rien ne vient&#xa0;: pas de combat</translation>
    </message>
    <message>
        <source>The party wins %1 (±%2) of %3 fights; someone in it is out of the fight in %4</source>
        <translation>Le groupe gagne %1 (±%2) des %3 combats&#xa0;; l’un de ses membres est hors de combat dans %4</translation>
    </message>
    <message>
        <source>, someone in it dies in %1</source>
        <translation>, l’un de ses membres meurt dans %1</translation>
    </message>
    <message>
        <source>%1. Each number that can come is fought as often as its chance says, each creature at its hit dice&apos;s average.</source>
        <translation>%1. Chaque nombre qui peut venir est combattu aussi souvent que sa chance l’indique, chaque créature avec la moyenne de ses dés de vie.</translation>
    </message>
    <message>
        <source>How many come: %1</source>
        <translation>Combien viennent&#xa0;: %1</translation>
    </message>
    <message>
        <source>A result of the die (3) or a range of them (4-6)</source>
        <translation>Un résultat du dé (3) ou une plage de résultats (4-6)</translation>
    </message>
    <message>
        <source>A library entry&apos;s name; leave it empty for a row where nothing comes</source>
        <translation>Le nom d’une entrée de bibliothèque&#xa0;; laissez vide pour une ligne où rien ne vient</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Groupe</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneChart</name>
    <message>
        <source>The party wins</source>
        <translation>Le groupe gagne</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Choisi</translation>
    </message>
    <message>
        <source>The party wins (%)</source>
        <translation>Le groupe gagne (%)</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneCurveModel</name>
    <message>
        <source>± %1 (one standard error)</source>
        <translation>± %1 (une erreur type)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Party wins</source>
        <translation>Le groupe gagne</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneDialog</name>
    <message>
        <source>Tune %1</source>
        <translation>Régler %1</translation>
    </message>
    <message>
        <source>The count of a group</source>
        <translation>Le nombre d’un groupe</translation>
    </message>
    <message>
        <source>A combatant&apos;s hit points</source>
        <translation>Les points de vie d’un combattant</translation>
    </message>
    <message>
        <source>A combatant&apos;s attack value</source>
        <translation>La valeur d’attaque d’un combattant</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n now)</source>
        <translation>
            <numerusform>%1 (%2, %n actuellement)</numerusform>
            <numerusform>%1 (%2, %n actuellement)</numerusform>
        </translation>
    </message>
    <message>
        <source>The encounter has nothing to turn of this kind.</source>
        <translation>La rencontre n’a rien de ce genre à régler.</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Actuellement&#xa0;: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest: %1 = %2&lt;/b&gt;, the party wins %3 (%4).</source>
        <translation>&lt;b&gt;Le plus proche&#xa0;: %1 = %2&lt;/b&gt;, le groupe gagne %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) scanned across the range, then %1 more by bisection between the two that straddle the target; every value played with the same seed, so the curve moves with the knob and not with luck.</source>
        <translation>
            <numerusform>%n valeur balayée sur la plage, puis %1 de plus par dichotomie entre les deux qui encadrent l’objectif&#xa0;; chaque valeur jouée avec la même graine, ainsi la courbe suit le curseur et non la chance.</numerusform>
            <numerusform>%n valeurs balayées sur la plage, puis %1 de plus par dichotomie entre les deux qui encadrent l’objectif&#xa0;; chaque valeur jouée avec la même graine, ainsi la courbe suit le curseur et non la chance.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (tuned)</source>
        <translation>%1 (réglé)</translation>
    </message>
    <message>
        <source>%1 (tuned %2)</source>
        <translation>%1 (réglé %2)</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Enregistré sous %1</translation>
    </message>
    <message>
        <source>Playing each value: %1…</source>
        <translation>Chaque valeur est jouée&#xa0;: %1…</translation>
    </message>
    <message>
        <source>No value could be played (%1): %2</source>
        <translation>Aucune valeur n’a pu être jouée (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: already %2</source>
        <translation>%1&#xa0;: déjà %2</translation>
    </message>
    <message>
        <source>Tune: %1 → %2</source>
        <translation>Régler&#xa0;: %1 → %2</translation>
    </message>
    <message>
        <source>%1: now %2</source>
        <translation>%1&#xa0;: désormais %2</translation>
    </message>
    <message>
        <source>Saved as %1 (%2: %3).</source>
        <translation>Enregistré sous %1 (%2&#xa0;: %3).</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TurnDangers</name>
    <message>
        <source>The fight has not started: the danger before each turn follows the initiative order.</source>
        <translation>Le combat n’a pas commencé&#xa0;: le danger avant chaque tour suit l’ordre d’initiative.</translation>
    </message>
    <message numerus="yes">
        <source>Fights of more than %Ln combatant(s) have no danger gauges.</source>
        <translation>
            <numerusform>Les combats de plus de %Ln combattant n’ont pas de jauge de danger.</numerusform>
            <numerusform>Les combats de plus de %Ln combattants n’ont pas de jauge de danger.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::UseActions</name>
    <message>
        <source>Select whose use it is in the table first</source>
        <translation>Sélectionnez d’abord dans le tableau le combattant à qui est l’utilisation</translation>
    </message>
    <message>
        <source>%1 (resets %2)</source>
        <translation>%1 (se recharge %2)</translation>
    </message>
    <message>
        <source>%1 has no uses; add them in the character form</source>
        <translation>%1 n’a pas d’utilisations&#xa0;; ajoutez-les dans la fiche du personnage</translation>
    </message>
    <message>
        <source>%1 has no use left to spend</source>
        <translation>%1 n’a plus d’utilisation à dépenser</translation>
    </message>
    <message>
        <source>Every use of %1 is full</source>
        <translation>Toutes les utilisations de %1 sont au maximum</translation>
    </message>
    <message>
        <source>Spend a Use</source>
        <translation>Dépenser une utilisation</translation>
    </message>
    <message>
        <source>Restore a Use</source>
        <translation>Rendre une utilisation</translation>
    </message>
    <message>
        <source>Which use does %1 spend?</source>
        <translation>Quelle utilisation %1 dépense-t-il&#xa0;?</translation>
    </message>
    <message>
        <source>Which use of %1 comes back?</source>
        <translation>Quelle utilisation de %1 revient&#xa0;?</translation>
    </message>
    <message>
        <source>Spend %1</source>
        <translation>Dépenser %1</translation>
    </message>
    <message>
        <source>Resets %1</source>
        <translation>Se recharge %1</translation>
    </message>
    <message>
        <source>Restore one %1</source>
        <translation>Rendre une utilisation de %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::UseTableModel</name>
    <message>
        <source>Each round</source>
        <translation>Chaque round</translation>
    </message>
    <message>
        <source>Each turn</source>
        <translation>Chaque tour</translation>
    </message>
    <message>
        <source>Each fight</source>
        <translation>Chaque combat</translation>
    </message>
    <message>
        <source>On a rest</source>
        <translation>Au repos</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>Recharge roll</source>
        <translation>Jet de recharge</translation>
    </message>
    <message>
        <source>Use %1: give it a name</source>
        <translation>Utilisation %1&#xa0;: donnez-lui un nom</translation>
    </message>
    <message>
        <source>%1: another use has this name</source>
        <translation>%1&#xa0;: une autre utilisation porte ce nom</translation>
    </message>
    <message>
        <source>%1: the maximum must be from 1 to %2</source>
        <translation>%1&#xa0;: le maximum doit aller de 1 à %2</translation>
    </message>
    <message>
        <source>%1: what is left must be from 0 to the maximum %2</source>
        <translation>%1&#xa0;: le reste doit aller de 0 au maximum %2</translation>
    </message>
    <message>
        <source>%1: a recharge needs dice to roll (1d6)</source>
        <translation>%1&#xa0;: une recharge doit avoir des dés à lancer (1d6)</translation>
    </message>
    <message>
        <source>%1: recharge &apos;%2&apos;: %3</source>
        <translation>%1&#xa0;: recharge «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: effect &apos;%2&apos;: %3</source>
        <translation>%1&#xa0;: effet «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: the note is longer than %2 characters</source>
        <translation>%1&#xa0;: la note dépasse %2 caractères</translation>
    </message>
    <message>
        <source>Dice rolled when the use is spent, such as 18d6; the log shows each die</source>
        <translation>Dés lancés quand l’utilisation est dépensée, comme 18d6&#xa0;; le journal montre chaque dé</translation>
    </message>
    <message>
        <source>Said beside the roll when the use is spent: &quot;DC 21 Dexterity save&quot;</source>
        <translation>Affiché à côté du jet quand l’utilisation est dépensée&#xa0;: «&#xa0;JS de Dextérité DD 21&#xa0;»</translation>
    </message>
    <message>
        <source>Recharged on this roll or more: 5 on 1d6 is &quot;recharge %1&quot;</source>
        <translation>Recharge sur ce jet ou plus&#xa0;: 5 sur 1d6 donne «&#xa0;recharge %1&#xa0;»</translation>
    </message>
    <message>
        <source>What gives the use back: a round&apos;s start, the owner&apos;s turn, the fight&apos;s start, a rest, nothing, or a roll at the start of the owner&apos;s turn</source>
        <translation>Ce qui rend l’utilisation&#xa0;: le début d’un round, le tour du possesseur, le début du combat, un repos, rien, ou un jet au début de son tour</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Reste</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Resets</source>
        <translation>Recharge</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ViewPreferences</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>The System&apos;s</source>
        <translation>Celle du système</translation>
    </message>
    <message>
        <source>The language changes when Fray starts again.</source>
        <translation>La langue change au prochain démarrage de Fray.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::WanderingDialog</name>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Simulating the party against each row…</source>
        <translation>Simulation du groupe contre chaque ligne…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>How deadly each row is was not worked out: %1</source>
        <translation>Le danger de chaque ligne n’a pas été calculé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The Party column says how often the party wins against each row, and how hard the fight is.</source>
        <translation>La colonne Groupe indique combien de fois le groupe gagne contre chaque ligne, et la difficulté du combat.</translation>
    </message>
    <message>
        <source>Not a whole table yet: %1</source>
        <translation>Pas encore une table complète&#xa0;: %1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistrée.</translation>
    </message>
    <message>
        <source>%1 — the fight is open; check surprise next.</source>
        <translation>%1 — le combat est ouvert&#xa0;; testez ensuite la surprise.</translation>
    </message>
    <message>
        <source>Import a Wandering-Monster Table</source>
        <translation>Importer une table de monstres errants</translation>
    </message>
    <message>
        <source>Wandering-monster tables (*.json)</source>
        <translation>Tables de monstres errants (*.json)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Delete Table</source>
        <translation>Supprimer la table</translation>
    </message>
    <message>
        <source>Delete the table %1? This cannot be undone.</source>
        <translation>Supprimer la table %1&#xa0;? Cette action est irréversible.</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::EncounterTable</name>
    <message>
        <source>a table needs at least one row</source>
        <translation>une table doit avoir au moins une ligne</translation>
    </message>
    <message>
        <source>a table has at most %1 rows, not %2</source>
        <translation>une table a au plus %1 lignes, pas %2</translation>
    </message>
    <message>
        <source>%1 to %2 runs backwards</source>
        <translation>%1 à %2 est à l’envers</translation>
    </message>
    <message>
        <source>%1 is outside what %2 rolls (%3–%4)</source>
        <translation>%1 est hors de ce que donne %2 (%3–%4)</translation>
    </message>
    <message>
        <source>%1 is no result %2 rolls</source>
        <translation>%1 n’est pas un résultat que donne %2</translation>
    </message>
    <message>
        <source>%1 overlaps rows[%2] (%3)</source>
        <translation>%1 chevauche rows[%2] (%3)</translation>
    </message>
    <message>
        <source>a row of nothing has no count</source>
        <translation>une ligne vide n’a pas de nombre</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may bring none; a row that brings creatures brings at least 1</source>
        <translation>«&#xa0;%1&#xa0;» peut n’en amener aucun&#xa0;; une ligne qui amène des créatures en amène au moins 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may bring more than %2, the most a row brings</source>
        <translation>«&#xa0;%1&#xa0;» peut en amener plus de %2, le maximum pour une ligne</translation>
    </message>
    <message>
        <source>no row has %1, which %2 can roll</source>
        <translation>aucune ligne n’a %1, que %2 peut donner</translation>
    </message>
    <message>
        <source>no row has %1</source>
        <translation>aucune ligne n’a %1</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableDanger</name>
    <message>
        <source>the table is for the ruleset &apos;%1&apos;</source>
        <translation>la table est pour le jeu de règles «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the party has no member of the ruleset &apos;%1&apos; to meet what comes</source>
        <translation>le groupe n’a aucun membre du jeu de règles «&#xa0;%1&#xa0;» pour affronter ce qui vient</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>rows[%1]: %2</source>
        <translation>rows[%1]&#xa0;: %2</translation>
    </message>
    <message>
        <source>rows[%1], %2 %3: %4</source>
        <translation>rows[%1], %2 %3&#xa0;: %4</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableFight</name>
    <message>
        <source>rows[%1].creature: the library has no &apos;%2&apos; of this ruleset</source>
        <translation>rows[%1].creature&#xa0;: la bibliothèque n’a pas de «&#xa0;%2&#xa0;» dans ce jeu de règles</translation>
    </message>
    <message>
        <source>the table is for the ruleset &apos;%1&apos;</source>
        <translation>la table est pour le jeu de règles «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the fight needs a name</source>
        <translation>le combat doit avoir un nom</translation>
    </message>
    <message>
        <source>%1: nothing comes</source>
        <translation>%1&#xa0;: rien ne vient</translation>
    </message>
    <message>
        <source>Wandering monsters (%1): %2, %3 %4 (%5)</source>
        <translation>Monstres errants (%1)&#xa0;: %2, %3 %4 (%5)</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1&#xa0;: %2 %3</translation>
    </message>
    <message>
        <source>%1: %2 × %3 = %4 %5</source>
        <translation>%1&#xa0;: %2 × %3 = %4 %5</translation>
    </message>
    <message>
        <source>%1; distance %2 %3</source>
        <translation>%1&#xa0;; distance %2 %3</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableText</name>
    <message>
        <source>%1 (%2 on average)</source>
        <translation>%1 (%2 en moyenne)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing comes: %1 · foes on average: %2 · at most %3</source>
        <translation>Rien ne vient&#xa0;: %1 · ennemis en moyenne&#xa0;: %2 · au plus %3</translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message>
        <source>Search names and tags (goblin, undead …)</source>
        <translation>Chercher noms et étiquettes (gobelin, mort-vivant…)</translation>
    </message>
    <message>
        <source>Show the entries of one ruleset</source>
        <translation>Afficher les entrées d’un jeu de règles</translation>
    </message>
    <message>
        <source>Show characters, monsters or templates</source>
        <translation>Afficher personnages, monstres ou modèles</translation>
    </message>
    <message>
        <source>How many to add</source>
        <translation>Combien en ajouter</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>How the hit points of entries with hit dice are set</source>
        <translation>Comment sont fixés les points de vie des entrées à dés de vie</translation>
    </message>
    <message>
        <source>Roll HP</source>
        <translation>PV lancés</translation>
    </message>
    <message>
        <source>Average HP</source>
        <translation>PV moyens</translation>
    </message>
    <message>
        <source>HP as listed</source>
        <translation>PV indiqués</translation>
    </message>
    <message>
        <source>&amp;Add to encounter</source>
        <translation>&amp;Ajouter à la rencontre</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>No&amp;uveau…</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Supprimer</translation>
    </message>
</context>
<context>
    <name>LibraryStore</name>
    <message>
        <source>its combatant is not a JSON object</source>
        <translation>son combattant n’est pas un objet JSON</translation>
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
        <translation>Aucune rencontre ouverte</translation>
    </message>
    <message>
        <source>Open an encounter from the Encounters panel, or start a new one from the Encounter menu.</source>
        <translation>Ouvrez une rencontre depuis le panneau Rencontres, ou commencez-en une nouvelle depuis le menu Rencontre.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Recent Campaigns</source>
        <translation>Campagne&amp;s récentes</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Éditio&amp;n</translation>
    </message>
    <message>
        <source>E&amp;ncounter</source>
        <translation>&amp;Rencontre</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>Nou&amp;velle campagne…</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>Ouvrir une &amp;campagne…</translation>
    </message>
    <message>
        <source>Save Campaign &amp;As…</source>
        <translation>Enre&amp;gistrer la campagne sous…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Export Encounter…</source>
        <translation>Exporter la re&amp;ncontre…</translation>
    </message>
    <message>
        <source>Export &amp;Log…</source>
        <translation>Exporter le &amp;journal…</translation>
    </message>
    <message>
        <source>Save the fight&apos;s log and luck report as Markdown or a web page</source>
        <translation>Enregistrer le journal et le rapport de chance du combat en Markdown ou en page web</translation>
    </message>
    <message>
        <source>E&amp;xport for Improved Initiative…</source>
        <translation>E&amp;xporter pour Improved Initiative…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>I&amp;mprimer…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Expor&amp;ter en PDF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Rét&amp;ablir</translation>
    </message>
    <message>
        <source>&amp;Edit Combatant…</source>
        <translation>Modifier le combatta&amp;nt…</translation>
    </message>
    <message>
        <source>&amp;New Encounter…</source>
        <translation>Nou&amp;velle rencontre…</translation>
    </message>
    <message>
        <source>&amp;Open Encounter…</source>
        <translation>Ouvrir une ren&amp;contre…</translation>
    </message>
    <message>
        <source>Add from &amp;Library</source>
        <translation>A&amp;jouter depuis la bibliothèque</translation>
    </message>
    <message>
        <source>Add &amp;Ad Hoc…</source>
        <translation>Ajouter &amp;à la volée…</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>D&amp;upliquer…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Retirer du com&amp;bat</translation>
    </message>
    <message>
        <source>Check &amp;Surprise…</source>
        <translation>Tester la sur&amp;prise…</translation>
    </message>
    <message>
        <source>&amp;Wandering Monsters…</source>
        <translation>Monstres err&amp;ants…</translation>
    </message>
    <message>
        <source>The campaign&apos;s wandering-monster tables: their odds, and a roll that builds the fight</source>
        <translation>Les tables de monstres errants de la campagne&#xa0;: leurs chances, et un jet qui construit le combat</translation>
    </message>
    <message>
        <source>Encounter Order…</source>
        <translation>Déroulement de la rencontre…</translation>
    </message>
    <message>
        <source>The ruleset&apos;s order for meeting foes, with its rolls: reaction, distance, pursuit</source>
        <translation>Le déroulement des rencontres selon les règles, avec ses jets&#xa0;: réaction, distance, poursuite</translation>
    </message>
    <message>
        <source>Chec&amp;k Morale…</source>
        <translation>Tester le mora&amp;l…</translation>
    </message>
    <message>
        <source>Roll morale at the start of the fight, after a big upset, or when Fray asks</source>
        <translation>Lancer le moral au début du combat, après un grave revers, ou quand Fray le demande</translation>
    </message>
    <message>
        <source>Roll &amp;Initiative</source>
        <translation>Lancer l’&amp;initiative</translation>
    </message>
    <message>
        <source>Declare Acti&amp;on…</source>
        <translation>Dé&amp;clarer une action…</translation>
    </message>
    <message>
        <source>S&amp;tart Fight</source>
        <translation>C&amp;ommencer le combat</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>Tour sui&amp;vant</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>Tour pr&amp;écédent</translation>
    </message>
    <message>
        <source>Next &amp;Round</source>
        <translation>Round &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Hold…</source>
        <translation>&amp;Attendre…</translation>
    </message>
    <message>
        <source>Atta&amp;ck…</source>
        <translation>Attaque&amp;r…</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>&amp;Dégâts…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>Soign&amp;er…</translation>
    </message>
    <message>
        <source>Add Con&amp;dition…</source>
        <translation>Ajou&amp;ter un état…</translation>
    </message>
    <message>
        <source>Remove Condition…</source>
        <translation>Retirer un état…</translation>
    </message>
    <message>
        <source>Aid (Stop Bleeding)</source>
        <translation>Secourir (arrêter le saignement)</translation>
    </message>
    <message>
        <source>Spend a Use…</source>
        <translation>Dépenser une utilisation…</translation>
    </message>
    <message>
        <source>Spend one of the selected or acting combatant&apos;s uses (a breath weapon, a spell, a reaction)</source>
        <translation>Dépenser une utilisation du combattant sélectionné ou de celui qui agit (souffle, sort, réaction)</translation>
    </message>
    <message>
        <source>Restore a Use…</source>
        <translation>Rendre une utilisation…</translation>
    </message>
    <message>
        <source>Give one use back by hand</source>
        <translation>Rendre une utilisation à la main</translation>
    </message>
    <message>
        <source>&amp;Sort by Initiative</source>
        <translation>Trier par &amp;initiative</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>Simulat&amp;e…</source>
        <translation>Simuler le com&amp;bat…</translation>
    </message>
    <message>
        <source>Play the fight many times: who wins, how long it lasts, who is in danger</source>
        <translation>Jouer le combat de nombreuses fois&#xa0;: qui gagne, combien de temps il dure, qui est en danger</translation>
    </message>
    <message>
        <source>Ctrl+Alt+M</source>
        <translation>Ctrl+Alt+M</translation>
    </message>
    <message>
        <source>&amp;Odds Calculator…</source>
        <translation>&amp;Calculateur de chances…</translation>
    </message>
    <message>
        <source>&amp;Players&apos; Window</source>
        <translation>Fenêtre &amp;des joueurs</translation>
    </message>
    <message>
        <source>&amp;Hidden from Players</source>
        <translation>Cach&amp;é aux joueurs</translation>
    </message>
    <message>
        <source>&amp;Share with Players…</source>
        <translation>&amp;Partager avec les joueurs…</translation>
    </message>
    <message>
        <source>Show the fight on players&apos; phones over the local network</source>
        <translation>Afficher le combat sur les téléphones des joueurs via le réseau local</translation>
    </message>
    <message>
        <source>&amp;Rulesets…</source>
        <translation>Jeux de règle&amp;s…</translation>
    </message>
    <message>
        <source>Every ruleset, where it comes from, and the files that did not load</source>
        <translation>Chaque jeu de règles, sa provenance, et les fichiers qui n’ont pas été chargés</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Raccourcis c&amp;lavier</translation>
    </message>
    <message>
        <source>&amp;Restore Sample Content</source>
        <translation>Re&amp;staurer le contenu d’exemple</translation>
    </message>
    <message>
        <source>&amp;About Fray</source>
        <translation>&amp;À propos de Fray</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Open S&amp;hared Campaign…</source>
        <translation>Ouvrir une campagne &amp;partagée…</translation>
    </message>
    <message>
        <source>&amp;Copy Campaign to Server…</source>
        <translation>Copier la campagne sur un serve&amp;ur…</translation>
    </message>
    <message>
        <source>&amp;Take Over the Fight</source>
        <translation>Reprendre le &amp;combat</translation>
    </message>
    <message>
        <source>Tune the &amp;Fight…</source>
        <translation>Ré&amp;gler le combat…</translation>
    </message>
    <message>
        <source>Turn one knob (how many goblins, the ogre&apos;s hit points or attack) until the fight is as hard as you want</source>
        <translation>Régler un curseur (combien de gobelins, les points de vie ou l’attaque de l’ogre) jusqu’à ce que le combat soit aussi dur que voulu</translation>
    </message>
</context>
<context>
    <name>PartyUpdateDialog</name>
    <message>
        <source>The Party</source>
        <translation>Le groupe</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Repos</translation>
    </message>
    <message>
        <source>As the &amp;ruleset says:</source>
        <translation>Selon les &amp;règles&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Hit points for each member:</source>
        <translation>&amp;Points de vie pour chaque membre&#xa0;:</translation>
    </message>
    <message>
        <source>Back to &amp;full: hit points, subdual damage and uses</source>
        <translation>Retour au &amp;maximum&#xa0;: points de vie, dégâts non létaux et utilisations</translation>
    </message>
</context>
<context>
    <name>RoundEndDialog</name>
    <message>
        <source>Before the Round Ends</source>
        <translation>Avant la fin du round</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remède</translation>
    </message>
    <message>
        <source>or rolled at the &amp;table:</source>
        <translation>ou lancé à la &amp;table&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Give</source>
        <translation>&amp;Appliquer</translation>
    </message>
</context>
<context>
    <name>RulesetsDialog</name>
    <message>
        <source>Rulesets</source>
        <translation>Jeux de règles</translation>
    </message>
    <message>
        <source>&amp;Problems:</source>
        <translation>&amp;Problèmes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Open Rulesets Folder</source>
        <translation>&amp;Ouvrir le dossier des jeux de règles</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share with Players</source>
        <translation>Partager avec les joueurs</translation>
    </message>
    <message>
        <source>Players open the page on their phones, tablets or a TV on the same network: the round, the turn order and their own odds, live. Combatants hidden from players are never sent.</source>
        <translation>Les joueurs ouvrent la page sur leur téléphone, leur tablette ou une télé du même réseau&#xa0;: le round, l’ordre du tour et leurs propres chances, en direct. Les combattants cachés aux joueurs ne sont jamais envoyés.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>Écou&amp;ter sur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>N’importe quel port libre</translation>
    </message>
    <message>
        <source>Show &amp;foes&apos; defence and hit points</source>
        <translation>Montrer la défense et les PV des &amp;ennemis</translation>
    </message>
    <message>
        <source>&amp;Start Sharing</source>
        <translation>&amp;Démarrer le partage</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>&amp;Copier l’adresse</translation>
    </message>
</context>
<context>
    <name>SheetChoiceDialog</name>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Which sheets?</source>
        <translation>Quelles fiches&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Roster: the combatants in initiative order, with hit-point boxes</source>
        <translation>&amp;Liste de combat&#xa0;: les combattants dans l’ordre d’initiative, avec des cases de points de vie</translation>
    </message>
    <message>
        <source>&amp;Stat blocks: one for each combatant, alike ones together</source>
        <translation>&amp;Blocs de stats&#xa0;: un par combattant, les semblables regroupés</translation>
    </message>
    <message>
        <source>Rules r&amp;eference: the ruleset&apos;s attack roll, odds, modifiers and conditions</source>
        <translation>&amp;Mémo des règles&#xa0;: jet d’attaque, chances, modificateurs et états du jeu de règles</translation>
    </message>
    <message>
        <source>&amp;Odds chart</source>
        <translation>Graphique des &amp;chances</translation>
    </message>
    <message>
        <source>&amp;Wandering monsters: the encounter order and the campaign&apos;s tables, with their odds</source>
        <translation>Monstres &amp;errants&#xa0;: le déroulement de la rencontre et les tables de la campagne, avec leurs chances</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>SimulateDialog</name>
    <message>
        <source>Simulate the Fight</source>
        <translation>Simuler le combat</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Combats</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Essais&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>The same seed gives the same result; a new one rolls the fights afresh.</source>
        <translation>La même graine donne le même résultat&#xa0;; une nouvelle relance les combats.</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouvelle</translation>
    </message>
    <message>
        <source>Choose a new seed at random</source>
        <translation>Choisir une nouvelle graine au hasard</translation>
    </message>
    <message>
        <source>&amp;Party attacks:</source>
        <translation>Le g&amp;roupe attaque&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Foes attack:</source>
        <translation>Les ennemis a&amp;ttaquent&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Rounds at most:</source>
        <translation>Rounds a&amp;u maximum&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Exact (one against one)</source>
        <translation>E&amp;xact (un contre un)</translation>
    </message>
    <message>
        <source>Check &amp;morale (those who fail flee)</source>
        <translation>Tester le &amp;moral (ceux qui échouent fuient)</translation>
    </message>
    <message>
        <source>As the window asks: when a side&apos;s first one falls and when half of it is down</source>
        <translation>Comme la fenêtre le demande&#xa0;: quand le premier d’un camp tombe et quand la moitié est à terre</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Et si</translation>
    </message>
    <message>
        <source>As in the &amp;Encounter</source>
        <translation>&amp;Comme dans la rencontre</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Run to see who wins.</source>
        <translation>Lancez pour voir qui gagne.</translation>
    </message>
    <message>
        <source>What the simulation approximated</source>
        <translation>Ce que la simulation a simplifié</translation>
    </message>
    <message>
        <source>&amp;Print this result on the roster sheet</source>
        <translation>&amp;Imprimer ce résultat sur la liste de combat</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the Fight</source>
        <translation>Régler le combat</translation>
    </message>
    <message>
        <source>Knob</source>
        <translation>Curseur</translation>
    </message>
    <message>
        <source>T&amp;urn:</source>
        <translation>&amp;Régler&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Of:</source>
        <translation>&amp;De&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>À &amp;partir de&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Jusqu’à&#xa0;:</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>The party &amp;wins:</source>
        <translation>Le groupe &amp;gagne&#xa0;:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The party&apos;s chance to win</source>
        <translation>La chance de victoire du groupe</translation>
    </message>
    <message>
        <source>The fight &amp;is:</source>
        <translation>Le combat &amp;est&#xa0;:</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Combats</translation>
    </message>
    <message>
        <source>Fights a &amp;value:</source>
        <translation>Combats par &amp;valeur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Gra&amp;ine&#xa0;:</translation>
    </message>
    <message>
        <source>Every value is played with this seed, so two values differ by the knob and not by luck.</source>
        <translation>Chaque valeur est jouée avec cette graine, ainsi deux valeurs diffèrent par le curseur et non par la chance.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <source>Pick a knob and a target, then Run.</source>
        <translation>Choisissez un curseur et un objectif, puis Lancer.</translation>
    </message>
    <message>
        <source>Each value worked out</source>
        <translation>Chaque valeur calculée</translation>
    </message>
    <message>
        <source>&amp;Apply to This Encounter</source>
        <translation>Appli&amp;quer à cette rencontre</translation>
    </message>
    <message>
        <source>Save as a &amp;New Encounter</source>
        <translation>Enregistrer comme &amp;nouvelle rencontre</translation>
    </message>
</context>
<context>
    <name>WanderingDialog</name>
    <message>
        <source>Wandering Monsters</source>
        <translation>Monstres errants</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table&#xa0;:</translation>
    </message>
    <message>
        <source>Ne&amp;w</source>
        <translation>&amp;Nouvelle</translation>
    </message>
    <message>
        <source>Start a new table for the open encounter&apos;s ruleset</source>
        <translation>Commencer une nouvelle table pour le jeu de règles de la rencontre ouverte</translation>
    </message>
    <message>
        <source>&amp;Import File…</source>
        <translation>&amp;Importer un fichier…</translation>
    </message>
    <message>
        <source>Read a table file (fray-encounter-table) into the campaign</source>
        <translation>Lire un fichier de table (fray-encounter-table) dans la campagne</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>N&amp;om&#xa0;:</translation>
    </message>
    <message>
        <source>The old mill, Forest by day</source>
        <translation>Le vieux moulin, Forêt de jour</translation>
    </message>
    <message>
        <source>D&amp;ie:</source>
        <translation>&amp;Dé&#xa0;:</translation>
    </message>
    <message>
        <source>1d8, 1d12, 2d6</source>
        <translation>1d8, 1d12, 2d6</translation>
    </message>
    <message>
        <source>Ruleset:</source>
        <translation>Jeu de règles&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation>&amp;Ajouter une ligne</translation>
    </message>
    <message>
        <source>Re&amp;move Row</source>
        <translation>Reti&amp;rer la ligne</translation>
    </message>
    <message>
        <source>&amp;How Deadly?</source>
        <translation>&amp;Quel danger&#xa0;?</translation>
    </message>
    <message>
        <source>Simulate the campaign&apos;s party against each row, each number that can come as often as its chance</source>
        <translation>Simuler le groupe de la campagne contre chaque ligne, chaque nombre qui peut venir aussi souvent que sa chance</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Roll and Build the Fight</source>
        <translation>Lancer et &amp;construire le combat</translation>
    </message>
    <message>
        <source>Roll on the table; what comes becomes a new encounter at a rolled distance</source>
        <translation>Lancer sur la table&#xa0;; ce qui vient devient une nouvelle rencontre à une distance tirée au dé</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Encounter manager for tabletop RPG game masters</source>
        <translation>Gestionnaire de rencontres pour meneurs de jeu de rôle sur table</translation>
    </message>
    <message>
        <source>Use the language CODE (for example de) for this run.</source>
        <translation>Utiliser la langue CODE (par exemple fr) pour ce lancement.</translation>
    </message>
    <message>
        <source>The campaign file to open (the last one when absent).</source>
        <translation>Le fichier de campagne à ouvrir (le dernier utilisé s’il est absent).</translation>
    </message>
</context>
</TS>
