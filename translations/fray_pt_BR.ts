<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
        <translation>&amp;Com:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>A&amp;lvo:</translation>
    </message>
    <message>
        <source>&amp;Modifiers (tick those that apply):</source>
        <translation>&amp;Modificadores (marque os que se aplicam):</translation>
    </message>
</context>
<context>
    <name>CombatantEditor</name>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
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
        <translation>Personagem</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstro</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>&amp;Member of the party</source>
        <translation>&amp;Membro do grupo</translation>
    </message>
    <message>
        <source>A member joins new fights as it is now and keeps what fights and rests leave on it</source>
        <translation>Um membro entra em novos combates como está agora e mantém o que combates e descansos deixam nele</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Lado:</translation>
    </message>
    <message>
        <source>party, foes, neutrals, or a side you name</source>
        <translation>party, foes, neutrals ou um lado que você nomear</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Grupo:</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>sozinho</translation>
    </message>
    <message>
        <source>Combatants of one group share an initiative roll</source>
        <translation>Combatentes de um grupo compartilham uma rolagem de iniciativa</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>T&amp;ags:</translation>
    </message>
    <message>
        <source>goblinoid, cave</source>
        <translation>goblinoide, caverna</translation>
    </message>
    <message>
        <source>Words to find the entry by, separated by commas</source>
        <translation>Palavras para encontrar a entrada, separadas por vírgulas</translation>
    </message>
    <message>
        <source>&amp;HP:</source>
        <translation>&amp;PV:</translation>
    </message>
    <message>
        <source>11 or 2d8+2</source>
        <translation>11 ou 2d8+2</translation>
    </message>
    <message>
        <source>Hit d&amp;ice are:</source>
        <translation>Dados de v&amp;ida:</translation>
    </message>
    <message>
        <source>Rolled for each</source>
        <translation>Rolados para cada um</translation>
    </message>
    <message>
        <source>Averaged</source>
        <translation>Pela média</translation>
    </message>
    <message>
        <source>C&amp;urrent HP:</source>
        <translation>PV at&amp;uais:</translation>
    </message>
    <message>
        <source>Ho&amp;w many:</source>
        <translation>&amp;Quantos:</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>D&amp;efence:</source>
        <translation>&amp;Defesa:</translation>
    </message>
    <message>
        <source>A&amp;rmour:</source>
        <translation>A&amp;rmadura:</translation>
    </message>
    <message>
        <source>Points subtracted from the damage of each hit</source>
        <translation>Pontos subtraídos do dano de cada acerto</translation>
    </message>
    <message>
        <source>Attacks per r&amp;ound:</source>
        <translation>Ataques por r&amp;odada:</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>Add atta&amp;ck</source>
        <translation>Adi&amp;cionar ataque</translation>
    </message>
    <message>
        <source>Remo&amp;ve attack</source>
        <translation>Remo&amp;ver ataque</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Usos</translation>
    </message>
    <message>
        <source>Uses (spells per day, a breath weapon, a reaction)</source>
        <translation>Usos (magias por dia, uma arma de sopro, uma reação)</translation>
    </message>
    <message>
        <source>Add &amp;use</source>
        <translation>Adicionar u&amp;so</translation>
    </message>
    <message>
        <source>Remove use</source>
        <translation>Remover uso</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Lembretes</translation>
    </message>
    <message>
        <source>Reminders that pop at its turn or the round (save vs. poison, concentration)</source>
        <translation>Lembretes que aparecem no turno dele ou na rodada (teste de resistência contra veneno, concentração)</translation>
    </message>
    <message>
        <source>A&amp;dd reminder</source>
        <translation>Adicionar lem&amp;brete</translation>
    </message>
    <message>
        <source>Remove reminder</source>
        <translation>Remover lembrete</translation>
    </message>
    <message>
        <source>Not&amp;es:</source>
        <translation>Anotaçõ&amp;es:</translation>
    </message>
</context>
<context>
    <name>DayPlanDialog</name>
    <message>
        <source>Plan a Day</source>
        <translation>Planejar um dia</translation>
    </message>
    <message>
        <source>Fights of the day</source>
        <translation>Combates do dia</translation>
    </message>
    <message>
        <source>An encounter of this campaign; the party joins it as the day has left them</source>
        <translation>Um encontro desta campanha; o grupo entra nele como o dia o deixou</translation>
    </message>
    <message>
        <source>Encounter to add</source>
        <translation>Encontro a adicionar</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Adicionar</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>S&amp;ubir</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descer</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;mover</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Dias</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semente:</translation>
    </message>
    <message>
        <source>The same seed gives the same days; another rolls them afresh.</source>
        <translation>A mesma semente dá os mesmos dias; outra os rola de novo.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xecutar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Add the day&apos;s fights, then Run.</source>
        <translation>Adicione os combates do dia e depois Executar.</translation>
    </message>
    <message>
        <source>The day fight by fight</source>
        <translation>O dia combate a combate</translation>
    </message>
    <message>
        <source>What the simulation approximated</source>
        <translation>O que a simulação aproximou</translation>
    </message>
    <message>
        <source>Days to &amp;play:</source>
        <translation>Dias a &amp;jogar:</translation>
    </message>
</context>
<context>
    <name>EncountersDock</name>
    <message>
        <source>Also list the encounters put away</source>
        <translation>Listar também os encontros arquivados</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>A&amp;brir</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>Reno&amp;mear…</translation>
    </message>
    <message>
        <source>Put &amp;Away</source>
        <translation>Ar&amp;quivar</translation>
    </message>
    <message>
        <source>Take the encounter out of the list (Show put away brings it back)</source>
        <translation>Tirar o encontro da lista (Mostrar arquivados o traz de volta)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Exc&amp;luir</translation>
    </message>
    <message>
        <source>Show put awa&amp;y</source>
        <translation>Mostrar arqui&amp;vados</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>Nov&amp;o…</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Add Event</source>
        <translation>Adicionar evento</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>Lair, Reinforcements, The ceiling falls</source>
        <translation>Covil, Reforços, O teto desaba</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Quando:</translation>
    </message>
    <message>
        <source>&amp;First round:</source>
        <translation>&amp;Primeira rodada:</translation>
    </message>
    <message>
        <source>&amp;Fires:</source>
        <translation>&amp;Ocorre:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>No&amp;ta:</translation>
    </message>
    <message>
        <source>What the GM reads out when it acts</source>
        <translation>O que o mestre lê em voz alta quando ele ocorre</translation>
    </message>
    <message>
        <source>&amp;Roll:</source>
        <translation>&amp;Rolagem:</translation>
    </message>
    <message>
        <source>optional, e.g. 2d6</source>
        <translation>opcional, p. ex. 2d6</translation>
    </message>
    <message>
        <source>&amp;Arriving:</source>
        <translation>&amp;Chegando:</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CampaignCommand</name>
    <message>
        <source>Copy a whole campaign between a file and a PostgreSQL server</source>
        <translation>Copiar uma campanha inteira entre um arquivo e um servidor PostgreSQL</translation>
    </message>
    <message>
        <source>copy SOURCE DESTINATION: each a campaign file or a server&apos;s address (postgresql://USER@HOST/DATABASE).</source>
        <translation>copy ORIGEM DESTINO: cada um, um arquivo de campanha ou o endereço de um servidor (postgresql://USUÁRIO@HOST/BANCO).</translation>
    </message>
    <message>
        <source>give an ACTION: copy</source>
        <translation>informe uma AÇÃO: copy</translation>
    </message>
    <message>
        <source>copy takes SOURCE and DESTINATION</source>
        <translation>copy recebe ORIGEM e DESTINO</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 não existe</translation>
    </message>
    <message>
        <source>%1 already exists; copy into a new file</source>
        <translation>%1 já existe; copie para um arquivo novo</translation>
    </message>
    <message>
        <source>both are files; copy a campaign file as any other file</source>
        <translation>ambos são arquivos; copie um arquivo de campanha como qualquer outro arquivo</translation>
    </message>
    <message>
        <source>%1 is now a copy of %2</source>
        <translation>%1 agora é uma cópia de %2</translation>
    </message>
    <message numerus="yes">
        <source>copied %1 of %Ln row(s)</source>
        <extracomment>A progress line while a campaign is copied: rows of all its tables.</extracomment>
        <translation>
            <numerusform>copiadas %1 de %Ln linha</numerusform>
            <numerusform>copiadas %1 de %Ln linhas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CampaignOption</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 não existe</translation>
    </message>
    <message>
        <source>The campaign file, or a server&apos;s address (postgresql://USER@HOST/DATABASE; the password as libpq finds it: in the address, PGPASSWORD or ~/.pgpass).</source>
        <translation>O arquivo da campanha, ou o endereço de um servidor (postgresql://USUÁRIO@HOST/BANCO; a senha como a libpq a encontra: no endereço, PGPASSWORD ou ~/.pgpass).</translation>
    </message>
    <message>
        <source>%1: too few turns played to measure the table&apos;s pace (%2 or more are needed)</source>
        <translation>%1: poucos turnos jogados para medir o ritmo da mesa (são necessários %2 ou mais)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CliOptions</name>
    <message>
        <source>--%1 is given more than once</source>
        <translation>--%1 foi informado mais de uma vez</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 deve ser um número inteiro de %2 a %3, não “%4”</translation>
    </message>
    <message>
        <source>--set expects NAME=WHOLE-NUMBER, not &apos;%1&apos;</source>
        <translation>--set espera NOME=NÚMERO-INTEIRO, não “%1”</translation>
    </message>
    <message>
        <source>--set expects NAME=VALUE, not &apos;%1&apos;</source>
        <translation>--set espera NOME=VALOR, não “%1”</translation>
    </message>
    <message>
        <source>no dice expression given</source>
        <translation>nenhuma expressão de dados informada</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CommandLine</name>
    <message>
        <source>Show this help.</source>
        <translation>Mostrar esta ajuda.</translation>
    </message>
    <message>
        <source>Usage: fray-cli [--help] [--version] COMMAND [OPTIONS]</source>
        <extracomment>The command and option names stay as they are.</extracomment>
        <translation>Uso: fray-cli [--help] [--version] COMANDO [OPÇÕES]</translation>
    </message>
    <message>
        <source>Fray&apos;s scriptable face: exact dice, rulesets and odds.</source>
        <translation>O Fray para scripts: dados exatos, sistemas de regras e chances.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Comandos:</translation>
    </message>
    <message>
        <source>Run &apos;fray-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Execute “fray-cli COMANDO --help” para ver as opções de um comando.</translation>
    </message>
    <message>
        <source>Exit status: 0 on success, 2 on bad input (one line on stderr).</source>
        <translation>Status de saída: 0 em caso de sucesso, 2 em entrada inválida (uma linha no stderr).</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Mostrar a versão.</translation>
    </message>
    <message>
        <source>What to do.</source>
        <translation>O que fazer.</translation>
    </message>
    <message>
        <source>no command given; see &apos;fray-cli --help&apos;</source>
        <translation>nenhum comando informado; veja “fray-cli --help”</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; see &apos;fray-cli --help&apos;</source>
        <translation>comando desconhecido “%1”; veja “fray-cli --help”</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CompareCommand</name>
    <message>
        <source>One attack&apos;s odds under two rulesets</source>
        <translation>As chances de um ataque sob dois sistemas de regras</translation>
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
        <translation>P(acerto)</translation>
    </message>
    <message>
        <source>expected damage</source>
        <translation>dano esperado</translation>
    </message>
    <message numerus="yes">
        <source>drops within %n round(s)</source>
        <translation>
            <numerusform>cai em %n rodada</numerusform>
            <numerusform>cai em %n rodadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Give --ruleset twice: A, then B (a shipped ruleset and your copy with a house rule, or any two).</source>
        <translation>Informe --ruleset duas vezes: A, depois B (um sistema incluído e sua cópia com uma regra da casa, ou dois quaisquer).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>The target&apos;s hit points, for the chance to drop it within 1 to 3 rounds.</source>
        <translation>Os pontos de vida do alvo, para a chance de derrubá-lo em 1 a 3 rodadas.</translation>
    </message>
    <message>
        <source>Attacks a round, for the chance to drop the target (default 1).</source>
        <translation>Ataques por rodada, para a chance de derrubar o alvo (padrão 1).</translation>
    </message>
    <message>
        <source>A variable to vary across a range (with --from and --to).</source>
        <translation>Uma variável a variar num intervalo (com --from e --to).</translation>
    </message>
    <message>
        <source>First value.</source>
        <translation>Primeiro valor.</translation>
    </message>
    <message>
        <source>Last value.</source>
        <translation>Último valor.</translation>
    </message>
    <message>
        <source>Step (default 1).</source>
        <translation>Passo (padrão 1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado “%1”</translation>
    </message>
    <message>
        <source>--ruleset must be given twice: A, then B</source>
        <translation>--ruleset deve ser informado duas vezes: A, depois B</translation>
    </message>
    <message>
        <source>--vary needs --%1</source>
        <translation>--vary precisa de --%1</translation>
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
        <translation>Simular também o combate deste encontro sob cada sistema de regras (a mesma semente para ambos).</translation>
    </message>
    <message>
        <source>Fights to simulate under each ruleset (default 10,000)</source>
        <translation>Combates a simular sob cada sistema de regras (padrão 10.000)</translation>
    </message>
    <message>
        <source>The fight of %1: the party wins %2 under A (%3), %4 under B (%5); B less A: %6</source>
        <translation>O combate de %1: o grupo vence %2 sob A (%3), %4 sob B (%5); B menos A: %6</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::CurveCommand</name>
    <message>
        <source>Exact odds across a range of one variable</source>
        <translation>Chances exatas ao longo de uma faixa de valores de uma variável</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>The variable to vary.</source>
        <translation>A variável a variar.</translation>
    </message>
    <message>
        <source>First value.</source>
        <translation>Primeiro valor.</translation>
    </message>
    <message>
        <source>Last value.</source>
        <translation>Último valor.</translation>
    </message>
    <message>
        <source>Step (default 1).</source>
        <translation>Passo (padrão 1).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado “%1”</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 é obrigatório</translation>
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
        <translation>A chance de cada combatente de ficar fora do combate antes do seu próximo turno</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json) of a fight under way.</source>
        <translation>Um arquivo de encontro (*.fray.json) de um combate em andamento.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Um valor que o sistema de regras não tira de nenhum combatente (needed no old-school), para todo ataque.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>%1: the fight has not started; the danger before each turn follows the initiative order, which it has not rolled yet</source>
        <translation>%1: o combate não começou; o perigo antes de cada turno segue a ordem de iniciativa, que ainda não foi rolada</translation>
    </message>
    <message>
        <source>%1: cannot work the danger out: %2</source>
        <translation>%1: não é possível calcular o perigo: %2</translation>
    </message>
    <message>
        <source>Round %1: the chance to be out before one&apos;s next turn</source>
        <translation>Rodada %1: a chance de ficar fora do combate antes do próprio próximo turno</translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) before its turn</source>
        <translation>
            <numerusform>%n ataque antes do seu turno</numerusform>
            <numerusform>%n ataques antes do seu turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) before the round ends</source>
        <translation>
            <numerusform>%n ataque antes do fim da rodada</numerusform>
            <numerusform>%n ataques antes do fim da rodada</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DayCommand</name>
    <message>
        <source>Simulate an adventuring day of fights</source>
        <translation>Simular um dia de aventura com vários combates</translation>
    </message>
    <message>
        <source>A day file (*.json): its fights&apos; encounter files in order and the rests between.</source>
        <translation>Um arquivo de dia (*.json): os arquivos de encontro de seus combates em ordem e os descansos entre eles.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Um valor que o sistema de regras não tira de nenhum combatente (needed no old-school), para todo ataque.</translation>
    </message>
    <message>
        <source>Check no morale, where the ruleset has a morale rule: no one flees.</source>
        <translation>Não testar moral onde o sistema de regras tem uma regra de moral: ninguém foge.</translation>
    </message>
    <message>
        <source>Days to simulate</source>
        <translation>Dias a simular</translation>
    </message>
    <message>
        <source>give one day FILE</source>
        <translation>informe um arquivo de dia FILE</translation>
    </message>
    <message>
        <source>%1: cannot simulate the day: %2</source>
        <translation>%1: não é possível simular o dia: %2</translation>
    </message>
    <message>
        <source>%1: %2 days, seed %3</source>
        <translation>%1: %2 dias, semente %3</translation>
    </message>
    <message>
        <source>The party gets through the day: %1</source>
        <translation>O grupo atravessa o dia: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1. %2, after %3</source>
        <translation>%1. %2, depois de %3</translation>
    </message>
    <message>
        <source>fought in %1 of days; the party breaks here in %2; %3 rounds on average; %4</source>
        <translation>lutado em %1 dos dias; o grupo cai aqui em %2; %3 rodadas em média; %4</translation>
    </message>
    <message>
        <source>%1 %2 HP</source>
        <translation>%1 %2 PV</translation>
    </message>
    <message>
        <source> (out %1)</source>
        <translation> (fora %1)</translation>
    </message>
    <message>
        <source>before it: %1</source>
        <translation>antes: %1</translation>
    </message>
    <message>
        <source>%1 at the day&apos;s end: out %2</source>
        <translation>%1 no fim do dia: fora %2</translation>
    </message>
    <message>
        <source>, dead %1</source>
        <translation>, morto %1</translation>
    </message>
    <message>
        <source>Length: %1</source>
        <translation>Duração: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>%1 days per second</source>
        <translation>%1 dias por segundo</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::DistCommand</name>
    <message>
        <source>Exact probability distribution of a dice expression</source>
        <translation>Distribuição de probabilidade exata de uma expressão de dados</translation>
    </message>
    <message>
        <source>mean %1, standard deviation %2, from %3 to %4</source>
        <translation>média %1, desvio padrão %2, de %3 a %4</translation>
    </message>
    <message numerus="yes">
        <source>exploding dice stop after %n extra rolls; probability cut short: %1</source>
        <translation>
            <numerusform>dados explosivos param após %n rolagem extra; probabilidade cortada: %1</numerusform>
            <numerusform>dados explosivos param após %n rolagens extras; probabilidade cortada: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilidade</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>pelo menos</translation>
    </message>
    <message>
        <source>Dice expression, e.g. 4d6dl1 or &quot;2d20kh1 + 5&quot;. Put -- before one that starts with &apos;-&apos;.</source>
        <translation>Expressão de dados, p. ex. 4d6dl1 ou &quot;2d20kh1 + 5&quot;. Coloque -- antes de uma que comece com “-”.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>Bind @NAME to a number or a dice expression.</source>
        <translation>Associar @NAME a um número ou a uma expressão de dados.</translation>
    </message>
    <message>
        <source>Extra rolls an exploding die may make (0-100, default 10).</source>
        <translation>Rolagens extras que um dado explosivo pode fazer (0-100, padrão 10).</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::EncounterCommands</name>
    <message>
        <source>give one encounter FILE</source>
        <translation>informe um arquivo de encontro FILE</translation>
    </message>
    <message>
        <source>%1: not valid JSON at line %2, column %3: %4</source>
        <translation>%1: JSON inválido na linha %2, coluna %3: %4</translation>
    </message>
    <message>
        <source>%1: expected a list of commands</source>
        <translation>%1: esperava-se uma lista de comandos</translation>
    </message>
    <message>
        <source>--seed N is required, so the rolls can be repeated</source>
        <translation>--seed N é obrigatório, para que as rolagens possam ser repetidas</translation>
    </message>
    <message>
        <source>%1: not saved, Fray could not read it back: %2</source>
        <translation>%1: não salvo, o Fray não conseguiu lê-lo de volta: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ExportCommand</name>
    <message>
        <source>Write an encounter or the library of a campaign to a file</source>
        <translation>Gravar um encontro ou a biblioteca de uma campanha em um arquivo</translation>
    </message>
    <message>
        <source>The encounter to write.</source>
        <translation>O encontro a gravar.</translation>
    </message>
    <message>
        <source>Write the whole library.</source>
        <translation>Gravar a biblioteca inteira.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>O arquivo a gravar.</translation>
    </message>
    <message>
        <source>fray (default) or improved-initiative (Improved Initiative&apos;s own export; --library and --encounter may be given together).</source>
        <extracomment>fray and improved-initiative are what the option takes.</extracomment>
        <translation>fray (padrão) ou improved-initiative (a exportação própria do Improved Initiative; --library e --encounter podem ser informados juntos).</translation>
    </message>
    <message>
        <source>Only the library entries of this ruleset. An Improved Initiative file holds one ruleset&apos;s: the encounter&apos;s, the library&apos;s only one, or this.</source>
        <translation>Só as entradas da biblioteca deste sistema de regras. Um arquivo do Improved Initiative contém as de um único sistema: o do encontro, o único da biblioteca ou este.</translation>
    </message>
    <message>
        <source>--db CAMPAIGN and -o FILE are required</source>
        <translation>--db CAMPAIGN e -o FILE são obrigatórios</translation>
    </message>
    <message>
        <source>--format takes fray or improved-initiative, not &apos;%1&apos;</source>
        <translation>--format aceita fray ou improved-initiative, não “%1”</translation>
    </message>
    <message>
        <source>give --encounter NAME, --library or both</source>
        <translation>informe --encounter NAME, --library ou ambos</translation>
    </message>
    <message>
        <source>give either --encounter NAME or --library</source>
        <translation>informe --encounter NAME ou --library</translation>
    </message>
    <message>
        <source>the campaign has no encounter called &apos;%1&apos;</source>
        <translation>a campanha não tem nenhum encontro chamado “%1”</translation>
    </message>
    <message>
        <source>the encounter &apos;%1&apos; is of %2, not %3</source>
        <translation>o encontro “%1” é de %2, não de %3</translation>
    </message>
    <message>
        <source>the library holds entries of %1; give --ruleset ID</source>
        <translation>a biblioteca contém entradas de %1; informe --ruleset ID</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportCommand</name>
    <message>
        <source>Add an encounter, library entries or CSV stat lines to a campaign</source>
        <translation>Adicionar um encontro, entradas da biblioteca ou linhas de estatísticas CSV a uma campanha</translation>
    </message>
    <message>
        <source>*.fray.json, *.csv, or another tool&apos;s file (Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools)</source>
        <translation>*.fray.json, *.csv ou o arquivo de outra ferramenta (Improved Initiative, Fight Club 5 XML, Open5e, 5e.tools)</translation>
    </message>
    <message>
        <source>The ruleset of CSV stat lines, or that other tools&apos; creatures go into.</source>
        <translation>O sistema de regras das linhas de estatísticas CSV, ou para onde vão as criaturas de outras ferramentas.</translation>
    </message>
    <message>
        <source>character, monster or template for CSV lines (default monster).</source>
        <extracomment>character, monster and template are what the option takes.</extracomment>
        <translation>character, monster ou template para linhas CSV (padrão monster).</translation>
    </message>
    <message>
        <source>Import a CSV&apos;s good lines even when some are rejected.</source>
        <translation>Importar as linhas boas de um CSV mesmo quando algumas são rejeitadas.</translation>
    </message>
    <message>
        <source>Show what would be imported; change nothing.</source>
        <translation>Mostrar o que seria importado; não alterar nada.</translation>
    </message>
    <message>
        <source>Show the preview as JSON.</source>
        <translation>Mostrar a prévia como JSON.</translation>
    </message>
    <message>
        <source>What to do with an entry whose name the library holds: skip, rename or replace (without it such an import is refused).</source>
        <extracomment>skip, rename and replace are what the option takes.</extracomment>
        <translation>O que fazer com uma entrada cujo nome já está na biblioteca: skip, rename ou replace (sem isso, tal importação é recusada).</translation>
    </message>
    <message>
        <source>--db CAMPAIGN is required</source>
        <translation>--db CAMPAIGN é obrigatório</translation>
    </message>
    <message>
        <source>give one FILE to import</source>
        <translation>informe um arquivo (FILE) a importar</translation>
    </message>
    <message>
        <source>--on-clash takes skip, rename or replace, not &apos;%1&apos;</source>
        <translation>--on-clash aceita skip, rename ou replace, não “%1”</translation>
    </message>
    <message>
        <source>CSV stat lines need --ruleset ID</source>
        <translation>linhas de estatísticas CSV precisam de --ruleset ID</translation>
    </message>
    <message>
        <source>%1 files need --ruleset ID (the ruleset the creatures go into)</source>
        <translation>arquivos %1 precisam de --ruleset ID (o sistema de regras para onde vão as criaturas)</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; -&gt; %2</source>
        <translation>coluna “%1” -&gt; %2</translation>
    </message>
    <message>
        <source>(not imported)</source>
        <translation>(não importado)</translation>
    </message>
    <message>
        <source>line %1 rejected: %2</source>
        <translation>linha %1 rejeitada: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) rejected; nothing was imported (see above, or --skip-rejected)</source>
        <translation>
            <numerusform>%1: %n linha rejeitada; nada foi importado (veja acima, ou --skip-rejected)</numerusform>
            <numerusform>%1: %n linhas rejeitadas; nada foi importado (veja acima, ou --skip-rejected)</numerusform>
        </translation>
    </message>
    <message>
        <source>the library already holds %1</source>
        <translation>a biblioteca já contém %1</translation>
    </message>
    <message>
        <source>the file holds %1</source>
        <translation>o arquivo contém %1</translation>
    </message>
    <message>
        <source>%1; nothing was imported (--on-clash skip, rename or replace)</source>
        <translation>%1; nada foi importado (--on-clash skip, rename ou replace)</translation>
    </message>
    <message>
        <source>%1; nothing was imported</source>
        <translation>%1; nada foi importado</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 não existe</translation>
    </message>
    <message numerus="yes">
        <source>imported encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>encontro “%1” importado (%n combatente)</numerusform>
            <numerusform>encontro “%1” importado (%n combatentes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entry</source>
        <translation>
            <numerusform>%n entrada da biblioteca importada</numerusform>
            <numerusform>%n entradas da biblioteca importadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n library entries</source>
        <translation>
            <numerusform>%n entrada da biblioteca importada</numerusform>
            <numerusform>%n entradas da biblioteca importadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ImportPreview</name>
    <message>
        <source>kept as notes: %1</source>
        <translation>mantido como anotações: %1</translation>
    </message>
    <message>
        <source>not imported: %1</source>
        <translation>não importado: %1</translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation>formato: %1</translation>
    </message>
    <message>
        <source>mapping: %1</source>
        <translation>mapeamento: %1</translation>
    </message>
    <message numerus="yes">
        <source>encounter &apos;%1&apos; (%n combatants)</source>
        <translation>
            <numerusform>encontro “%1” (%n combatente)</numerusform>
            <numerusform>encontro “%1” (%n combatentes)</numerusform>
        </translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>deixado de fora: %1</translation>
    </message>
    <message>
        <source>renamed: %1</source>
        <translation>renomeado: %1</translation>
    </message>
    <message numerus="yes">
        <source>not imported in %n entries: %1</source>
        <translation>
            <numerusform>não importado em %n entrada: %1</numerusform>
            <numerusform>não importado em %n entradas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept as notes in %n entries: %1</source>
        <translation>
            <numerusform>mantido como anotações em %n entrada: %1</numerusform>
            <numerusform>mantido como anotações em %n entradas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>not creatures, not imported: %1 × %2</source>
        <translation>não são criaturas, não importado: %1 × %2</translation>
    </message>
    <message>
        <source>name clash: %1</source>
        <translation>conflito de nome: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::InitiativeCommand</name>
    <message>
        <source>Roll an encounter&apos;s initiative</source>
        <translation>Rolar a iniciativa de um encontro</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Um arquivo de encontro (*.fray.json).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>Seed for the rolls.</source>
        <translation>Semente para as rolagens.</translation>
    </message>
    <message>
        <source>Rounds to roll (default 1).</source>
        <translation>Rodadas a rolar (padrão 1).</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
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
        <translation>Gravar o registro e o relatório de sorte de um encontro</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Um arquivo de encontro (*.fray.json).</translation>
    </message>
    <message>
        <source>md (Markdown, the default) or html.</source>
        <translation>md (Markdown, o padrão) ou html.</translation>
    </message>
    <message>
        <source>Write to FILE instead of the standard output.</source>
        <translation>Gravar em FILE em vez da saída padrão.</translation>
    </message>
    <message>
        <source>--format must be md or html, not &apos;%1&apos;</source>
        <translation>--format deve ser md ou html, não “%1”</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::MoralePrompts</name>
    <message>
        <source>%1 %2 to hold</source>
        <translation>%1 %2 de chance de resistir</translation>
    </message>
    <message>
        <source>commands[%1] (%2) · morale for %3 %4: %5; answer with {&quot;command&quot;: &quot;morale&quot;, &quot;side&quot;: &quot;%3&quot;, &quot;moment&quot;: &quot;%6&quot;}</source>
        <translation>commands[%1] (%2) · moral para %3 %4: %5; responda com {&quot;command&quot;: &quot;morale&quot;, &quot;side&quot;: &quot;%3&quot;, &quot;moment&quot;: &quot;%6&quot;}</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::OddsCommand</name>
    <message>
        <source>Exact odds of one attack</source>
        <translation>Chances exatas de um ataque</translation>
    </message>
    <message>
        <source>P(hit)</source>
        <translation>P(acerto)</translation>
    </message>
    <message>
        <source>expected damage %1 (from %2 to %3)</source>
        <translation>dano esperado %1 (de %2 a %3)</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
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
        <translation>O grupo da campanha: membros, o que fica de um combate, descansos</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>nenhuma alteração</translation>
    </message>
    <message>
        <source>the library has no entry called &apos;%1&apos;</source>
        <translation>a biblioteca não tem nenhuma entrada chamada “%1”</translation>
    </message>
    <message>
        <source>the library has %1 entries called &apos;%2&apos;; rename all but one</source>
        <translation>a biblioteca tem %1 entradas chamadas “%2”; renomeie todas menos uma</translation>
    </message>
    <message>
        <source>list, join NAME..., leave NAME..., carry-over, or rest</source>
        <extracomment>list, join, leave, carry-over and rest are what the command takes.</extracomment>
        <translation>list, join NAME..., leave NAME..., carry-over ou rest</translation>
    </message>
    <message>
        <source>carry-over: the fight whose result the party keeps.</source>
        <translation>carry-over: o combate cujo resultado o grupo mantém.</translation>
    </message>
    <message>
        <source>rest: one of the ruleset&apos;s rests (see &apos;fray-cli rulesets --ruleset ID&apos;).</source>
        <translation>rest: um dos descansos do sistema de regras (veja “fray-cli rulesets --ruleset ID”).</translation>
    </message>
    <message>
        <source>rest: so many hit points back for each member.</source>
        <translation>rest: tantos pontos de vida de volta para cada membro.</translation>
    </message>
    <message>
        <source>rest: back to full.</source>
        <translation>rest: de volta ao máximo.</translation>
    </message>
    <message>
        <source>rest: the seed of the rest&apos;s dice.</source>
        <translation>rest: a semente dos dados do descanso.</translation>
    </message>
    <message>
        <source>Show what would change; change nothing.</source>
        <translation>Mostrar o que mudaria; não alterar nada.</translation>
    </message>
    <message>
        <source>rest: the ruleset whose members rest; list: only its members.</source>
        <translation>rest: o sistema de regras cujos membros descansam; list: só os membros dele.</translation>
    </message>
    <message>
        <source>--db CAMPAIGN is required</source>
        <translation>--db CAMPAIGN é obrigatório</translation>
    </message>
    <message>
        <source>give an ACTION: list, join, leave, carry-over or rest</source>
        <translation>informe uma AÇÃO: list, join, leave, carry-over ou rest</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 de %3</translation>
    </message>
    <message>
        <source>subdual %1</source>
        <translation>não letal %1</translation>
    </message>
    <message>
        <source>name the library entries that %1 the party</source>
        <translation>nomeie as entradas da biblioteca para %1</translation>
    </message>
    <message>
        <source>%1 takes no names: &apos;%2&apos;</source>
        <translation>%1 não aceita nomes: “%2”</translation>
    </message>
    <message>
        <source>carry-over needs --encounter NAME</source>
        <translation>carry-over precisa de --encounter NAME</translation>
    </message>
    <message>
        <source>the campaign has no encounter called &apos;%1&apos;</source>
        <translation>a campanha não tem nenhum encontro chamado “%1”</translation>
    </message>
    <message>
        <source>no member of the party fought in &apos;%1&apos;</source>
        <translation>nenhum membro do grupo lutou em “%1”</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Fim do combate: %1</translation>
    </message>
    <message>
        <source>rest needs --ruleset ID; see &apos;fray-cli rulesets&apos;</source>
        <translation>rest precisa de --ruleset ID; veja “fray-cli rulesets”</translation>
    </message>
    <message>
        <source>give one of --rest ID, --hp N or --full</source>
        <translation>informe um entre --rest ID, --hp N ou --full</translation>
    </message>
    <message>
        <source>the party has no members of %1</source>
        <translation>o grupo não tem membros de %1</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos; (known: list, join, leave, carry-over, rest)</source>
        <translation>ação desconhecida “%1” (conhecidas: list, join, leave, carry-over, rest)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::PlayCommand</name>
    <message>
        <source>Run commands on an encounter</source>
        <translation>Executar comandos em um encontro</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Um arquivo de encontro (*.fray.json).</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>Seed for the rolls.</source>
        <translation>Semente para as rolagens.</translation>
    </message>
    <message>
        <source>A JSON file with a list of commands.</source>
        <translation>Um arquivo JSON com uma lista de comandos.</translation>
    </message>
    <message>
        <source>Write the encounter after the commands to OUT.</source>
        <translation>Gravar o encontro após os comandos em OUT.</translation>
    </message>
    <message>
        <source>--commands CMDS.json is required</source>
        <translation>--commands CMDS.json é obrigatório</translation>
    </message>
    <message>
        <source>commands[%1] (%2) · %3: %4</source>
        <translation>commands[%1] (%2) · %3: %4</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
    </message>
    <message>
        <source>Round %1, %2 acts</source>
        <translation>Rodada %1, %2 age</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Ordem: %1</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Registro:</translation>
    </message>
    <message>
        <source>Reminders:</source>
        <translation>Lembretes:</translation>
    </message>
    <message>
        <source>Morale asked:</source>
        <translation>Moral pedida:</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RollCommand</name>
    <message>
        <source>Roll a dice expression, reproducibly with --seed</source>
        <translation>Rolar uma expressão de dados, de forma reproduzível com --seed</translation>
    </message>
    <message>
        <source>Dice expression, e.g. 1d20+5 or 4d6dl1.</source>
        <translation>Expressão de dados, p. ex. 1d20+5 ou 4d6dl1.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>Seed for reproducible rolls (default: random).</source>
        <translation>Semente para rolagens reproduzíveis (padrão: aleatória).</translation>
    </message>
    <message>
        <source>How many times to roll (default 1).</source>
        <translation>Quantas vezes rolar (padrão 1).</translation>
    </message>
    <message>
        <source>Bind @NAME to a number or a dice expression.</source>
        <translation>Associar @NAME a um número ou a uma expressão de dados.</translation>
    </message>
    <message>
        <source>Extra rolls an exploding die may make (0-100, default 10).</source>
        <translation>Rolagens extras que um dado explosivo pode fazer (0-100, padrão 10).</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>semente %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RulesetOptions</name>
    <message>
        <source>Also load the ruleset files of DIR (instead of your rulesets folder).</source>
        <translation>Carregar também os arquivos de sistemas de regras de DIR (em vez da sua pasta de sistemas de regras).</translation>
    </message>
    <message>
        <source>The ruleset&apos;s id.</source>
        <translation>O id do sistema de regras.</translation>
    </message>
    <message>
        <source>Give a variable a value, e.g. --set ac=15.</source>
        <translation>Dar um valor a uma variável, p. ex. --set ac=15.</translation>
    </message>
    <message>
        <source>Switch on a modifier; ID=N gives a number or a count.</source>
        <translation>Ativar um modificador; ID=N dá um número ou uma contagem.</translation>
    </message>
    <message>
        <source>The weapon&apos;s damage, e.g. 1d8+1.</source>
        <translation>O dano da arma, p. ex. 1d8+1.</translation>
    </message>
    <message>
        <source>A separate damage bonus, e.g. 1d4 (default 0).</source>
        <translation>Um bônus de dano à parte, p. ex. 1d4 (padrão 0).</translation>
    </message>
    <message>
        <source>--rulesets %1: %2</source>
        <translation>--rulesets %1: %2</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>não é uma pasta</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>pasta inexistente</translation>
    </message>
    <message>
        <source>--ruleset ID is required; see &apos;fray-cli rulesets&apos;</source>
        <translation>--ruleset ID é obrigatório; veja “fray-cli rulesets”</translation>
    </message>
    <message>
        <source>--set expects NAME=WHOLE_NUMBER, not &apos;%1&apos;</source>
        <translation>--set espera NOME=NÚMERO_INTEIRO, não “%1”</translation>
    </message>
    <message>
        <source>--modifier expects ID or ID=N, not &apos;%1&apos;</source>
        <translation>--modifier espera ID ou ID=N, não “%1”</translation>
    </message>
    <message>
        <source>--modifier %1: the number is out of range</source>
        <translation>--modifier %1: o número está fora do intervalo</translation>
    </message>
    <message>
        <source>--damage-bonus needs --damage</source>
        <translation>--damage-bonus precisa de --damage</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::RulesetsCommand</name>
    <message>
        <source>List the rulesets and their catalogues</source>
        <translation>Listar os sistemas de regras e seus catálogos</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argumento inesperado “%1”</translation>
    </message>
    <message>
        <source>(yours)</source>
        <translation>(seu)</translation>
    </message>
    <message numerus="yes">
        <source>variables: %1; %n modifiers</source>
        <translation>
            <numerusform>variáveis: %1; %n modificador</numerusform>
            <numerusform>variáveis: %1; %n modificadores</numerusform>
        </translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>não carregado: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ServeCommand</name>
    <message>
        <source>Serve the players&apos; page for an encounter</source>
        <translation>Servir a página dos jogadores de um encontro</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Um arquivo de encontro (*.fray.json).</translation>
    </message>
    <message>
        <source>The port to listen on (0: any free one).</source>
        <translation>A porta em que escutar (0: qualquer uma livre).</translation>
    </message>
    <message>
        <source>The address to listen on (default: this computer&apos;s address on the local network; 0.0.0.0 for every network).</source>
        <translation>O endereço em que escutar (padrão: o endereço deste computador na rede local; 0.0.0.0 para todas as redes).</translation>
    </message>
    <message>
        <source>No longer taken: give the token in FRAY_SHARE_TOKEN or with --token-fd.</source>
        <translation>Não é mais aceito: informe o token em FRAY_SHARE_TOKEN ou com --token-fd.</translation>
    </message>
    <message>
        <source>Read the page&apos;s token (16 to 64 letters, digits, - or _) from file descriptor N (default: the FRAY_SHARE_TOKEN environment variable, else 128 random bits).</source>
        <translation>Ler o token da página (16 a 64 letras, dígitos, - ou _) do descritor de arquivo N (padrão: a variável de ambiente FRAY_SHARE_TOKEN; se não houver, 128 bits aleatórios).</translation>
    </message>
    <message>
        <source>Show foes&apos; hit points and defence on the page (hidden by default).</source>
        <translation>Mostrar os pontos de vida e a defesa dos inimigos na página (ocultos por padrão).</translation>
    </message>
    <message>
        <source>give one encounter FILE</source>
        <translation>informe um arquivo de encontro FILE</translation>
    </message>
    <message>
        <source>--port is required</source>
        <translation>--port é obrigatório</translation>
    </message>
    <message>
        <source>--bind: &apos;%1&apos; is not an IP address</source>
        <translation>--bind: “%1” não é um endereço IP</translation>
    </message>
    <message>
        <source>--token would show the token to every user of this computer; give it in FRAY_SHARE_TOKEN or with --token-fd N</source>
        <translation>--token mostraria o token a todos os usuários deste computador; informe-o em FRAY_SHARE_TOKEN ou com --token-fd N</translation>
    </message>
    <message>
        <source>the token takes 16 to 64 letters, digits, - or _</source>
        <translation>o token tem de 16 a 64 letras, dígitos, - ou _</translation>
    </message>
    <message>
        <source>cannot listen on port %1: %2</source>
        <translation>não é possível escutar na porta %1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ServeLauncher</name>
    <message>
        <source>Serve the players&apos; page for an encounter</source>
        <translation>Servir a página dos jogadores de um encontro</translation>
    </message>
    <message>
        <source>cannot serve: fray-serve, which Fray installs beside fray-cli, is missing; reinstall Fray</source>
        <translation>não é possível servir: fray-serve, que o Fray instala ao lado do fray-cli, está faltando; reinstale o Fray</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SheetCommand</name>
    <message>
        <source>Print an encounter&apos;s sheets to PDF</source>
        <translation>Imprimir as folhas de um encontro em PDF</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: write it as &quot;ATTACKER vs TARGET&quot; or &quot;ATTACKER:ATTACK vs TARGET&quot;</source>
        <extracomment>&quot;vs&quot; is what the option reads: it stays as it is.</extracomment>
        <translation>--odds “%1”: escreva como &quot;ATACANTE vs ALVO&quot; ou &quot;ATACANTE:ATAQUE vs ALVO&quot;</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: the encounter has no combatant called &apos;%2&apos;</source>
        <translation>--odds “%1”: o encontro não tem nenhum combatente chamado “%2”</translation>
    </message>
    <message>
        <source>--odds &apos;%1&apos;: %2 has no attack called &apos;%3&apos;</source>
        <translation>--odds “%1”: %2 não tem nenhum ataque chamado “%3”</translation>
    </message>
    <message>
        <source>--modifier &apos;%1&apos;: %2 has no modifier &apos;%3&apos;</source>
        <translation>--modifier “%1”: %2 não tem o modificador “%3”</translation>
    </message>
    <message>
        <source>--modifier &apos;%1&apos;: give ID or ID=N with a whole number</source>
        <translation>--modifier “%1”: informe ID ou ID=N com um número inteiro</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Um arquivo de encontro (*.fray.json).</translation>
    </message>
    <message>
        <source>Write the sheets to this PDF file.</source>
        <translation>Gravar as folhas neste arquivo PDF.</translation>
    </message>
    <message>
        <source>Which sheets: %1, several joined by commas (default all); may be repeated.</source>
        <extracomment>%1 lists the kinds as the option takes them; &quot;all&quot; is one of them.</extracomment>
        <translation>Quais folhas: %1, várias separadas por vírgulas (padrão all); pode ser repetido.</translation>
    </message>
    <message>
        <source>Paper: a4 or letter (default a4).</source>
        <extracomment>a4 and letter are what the option takes.</extracomment>
        <translation>Papel: a4 ou letter (padrão a4).</translation>
    </message>
    <message>
        <source>The campaign&apos;s name for the page header.</source>
        <translation>O nome da campanha para o cabeçalho da página.</translation>
    </message>
    <message>
        <source>Chart an attacker against a target: &quot;ATTACKER vs TARGET&quot; or &quot;ATTACKER:ATTACK vs TARGET&quot;; may be repeated.</source>
        <extracomment>&quot;vs&quot; is what the option reads: it stays as it is.</extracomment>
        <translation>Traçar o gráfico de um atacante contra um alvo: &quot;ATACANTE vs ALVO&quot; ou &quot;ATACANTE:ATAQUE vs ALVO&quot;; pode ser repetido.</translation>
    </message>
    <message>
        <source>Chart the odds with a situational modifier on; ID=N gives a number or a count; may be repeated.</source>
        <translation>Traçar as chances com um modificador de situação ativo; ID=N dá um número ou uma contagem; pode ser repetido.</translation>
    </message>
    <message>
        <source>A wandering-monster table (*.fray-table.json) of the encounter&apos;s ruleset for the wandering sheet; may be repeated.</source>
        <translation>Uma tabela de monstros errantes (*.fray-table.json) do sistema de regras do encontro para a folha de monstros errantes; pode ser repetido.</translation>
    </message>
    <message>
        <source>--kind must be one of %1, not &apos;%2&apos;</source>
        <translation>--kind deve ser um de %1, não “%2”</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, not &apos;%1&apos;</source>
        <translation>--page deve ser a4 ou letter, não “%1”</translation>
    </message>
    <message>
        <source>--pdf OUT is required: the PDF file to write</source>
        <translation>--pdf OUT é obrigatório: o arquivo PDF a gravar</translation>
    </message>
    <message>
        <source>give one encounter FILE</source>
        <translation>informe um arquivo de encontro FILE</translation>
    </message>
    <message>
        <source>%1: the table is for the ruleset &apos;%2&apos;, the encounter for &apos;%3&apos;</source>
        <translation>%1: a tabela é do sistema de regras “%2”, o encontro é de “%3”</translation>
    </message>
    <message>
        <source>--kind odds needs at least one --odds &quot;ATTACKER vs TARGET&quot;</source>
        <translation>--kind odds precisa de pelo menos um --odds &quot;ATACANTE vs ALVO&quot;</translation>
    </message>
    <message>
        <source>--modifier needs an --odds &quot;ATTACKER vs TARGET&quot; to chart</source>
        <translation>--modifier precisa de um --odds &quot;ATACANTE vs ALVO&quot; para o gráfico</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) do not fit the page, first: %1</source>
        <translation>
            <numerusform>%n item não cabe na página: %1</numerusform>
            <numerusform>%n itens não cabem na página, o primeiro: %1</numerusform>
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
        <translation>Imprimir as folhas de um encontro em PDF</translation>
    </message>
    <message>
        <source>cannot print: fray-sheet, which Fray installs beside fray-cli, is missing; reinstall Fray</source>
        <translation>não é possível imprimir: fray-sheet, que o Fray instala ao lado do fray-cli, está faltando; reinstale o Fray</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>não é possível iniciar %1: %2</translation>
    </message>
    <message>
        <source>%1 stopped before it finished</source>
        <translation>%1 parou antes de terminar</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::SimulateCommand</name>
    <message>
        <source>Simulate an encounter&apos;s fight</source>
        <translation>Simular o combate de um encontro</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected NAME=N, a group and how many (Goblin=10)</source>
        <translation>“%1”: esperava-se NAME=N, um grupo e quantos (Goblin=10)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: no group of alike combatants is called &apos;%2&apos; (groups: %3)</source>
        <translation>“%1”: nenhum grupo de combatentes iguais se chama “%2” (grupos: %3)</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos;: %n groups are called &apos;%2&apos;; name one by its side and a member (%3)</source>
        <translation>
            <numerusform>“%1”: %n grupo se chama “%2”; indique um pelo lado e por um membro (%3)</numerusform>
            <numerusform>“%1”: %n grupos se chamam “%2”; indique um pelo lado e por um membro (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the count must be a whole number from 0 to %2</source>
        <translation>“%1”: a contagem deve ser um número inteiro de 0 a %2</translation>
    </message>
    <message>
        <source>%1 ×%2 (%3 in the file)</source>
        <translation>%1 ×%2 (%3 no arquivo)</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Um arquivo de encontro (*.fray.json).</translation>
    </message>
    <message>
        <source>Work a one-against-one fight out exactly instead of simulating it.</source>
        <translation>Calcular exatamente um combate um contra um em vez de simulá-lo.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Um valor que o sistema de regras não tira de nenhum combatente (needed no old-school), para todo ataque.</translation>
    </message>
    <message>
        <source>A difficulty threshold, WORD.CHANCE=P: deadly, hard or medium; lose, out or dead (hard.lose=0.1).</source>
        <translation>Um limiar de dificuldade, WORD.CHANCE=P: deadly, hard ou medium; lose, out ou dead (hard.lose=0.1).</translation>
    </message>
    <message>
        <source>What if a group of alike combatants had N members (0 to %1, or to its size if larger): NAME is the group&apos;s name (Goblin) or a member&apos;s (Goblin 4), SIDE:NAME one side&apos;s (foes:Wolf). The file is not changed.</source>
        <translation>E se um grupo de combatentes iguais tivesse N membros (0 a %1, ou até o seu tamanho, se for maior): NAME é o nome do grupo (Goblin) ou de um membro (Goblin 4), SIDE:NAME o de um lado (foes:Wolf). O arquivo não é alterado.</translation>
    </message>
    <message>
        <source>Check no morale, where the ruleset has a morale rule: no one flees.</source>
        <translation>Não testar moral onde o sistema de regras tem uma regra de moral: ninguém foge.</translation>
    </message>
    <message>
        <source>--trials N is required (or --exact for a duel)</source>
        <translation>--trials N é obrigatório (ou --exact para um duelo)</translation>
    </message>
    <message>
        <source>--seed S is required, so the fights can be repeated</source>
        <translation>--seed S é obrigatório, para que os combates possam ser repetidos</translation>
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
        <translation>%1: não é possível simular: %2</translation>
    </message>
    <message>
        <source>What if: %1</source>
        <translation>E se: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exact result (at most %n rounds)</source>
        <translation>
            <numerusform>Resultado exato (no máximo %n rodada)</numerusform>
            <numerusform>Resultado exato (no máximo %n rodadas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fights, seed %2 (at most %n rounds)</source>
        <translation>
            <numerusform>%1 combates, semente %2 (no máximo %n rodada)</numerusform>
            <numerusform>%1 combates, semente %2 (no máximo %n rodadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1 vence: %2</translation>
    </message>
    <message>
        <source>%1 broke and fled: %2</source>
        <translation>%1 perdeu a moral e fugiu: %2</translation>
    </message>
    <message>
        <source>%1 broke and fled: %2, most often in round %3</source>
        <translation>%1 perdeu a moral e fugiu: %2, na maioria das vezes na rodada %3</translation>
    </message>
    <message>
        <source>No one left: %1</source>
        <translation>Ninguém sobrou: %1</translation>
    </message>
    <message>
        <source>Undecided: %1</source>
        <translation>Indeciso: %1</translation>
    </message>
    <message>
        <source>Rounds: %1 on average</source>
        <translation>Rodadas: %1 em média</translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Dificuldade: %1</translation>
    </message>
    <message>
        <source>%1 (%2): out %3</source>
        <translation>%1 (%2): fora de combate %3</translation>
    </message>
    <message>
        <source>, dead %1</source>
        <translation>, morto %1</translation>
    </message>
    <message>
        <source>, %1 HP left, %2 damage dealt on average</source>
        <translation>, %1 PV restantes, %2 de dano causado em média</translation>
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
        <translation>Duração: %1</translation>
    </message>
    <message>
        <source>Fights to simulate</source>
        <translation>Combates a simular</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TableCommand</name>
    <message>
        <source>Show a wandering-monster table&apos;s exact odds: each row, how many come</source>
        <translation>Mostrar as chances exatas de uma tabela de monstros errantes: cada linha, quantos vêm</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>Roll on the table: the die, the row, how many come.</source>
        <translation>Rolar na tabela: o dado, a linha, quantos vêm.</translation>
    </message>
    <message>
        <source>Seed for a reproducible roll (default: random).</source>
        <translation>Semente para uma rolagem reproduzível (padrão: aleatória).</translation>
    </message>
    <message>
        <source>With --db: the new encounter&apos;s name (default: the table&apos;s name and a number).</source>
        <translation>Com --db: o nome do novo encontro (padrão: o nome da tabela e um número).</translation>
    </message>
    <message>
        <source>With --db: simulate the campaign&apos;s party against each row, weighed by how many come: how often it wins, and how deadly the row is.</source>
        <translation>Com --db: simular o grupo da campanha contra cada linha, ponderado por quantos vêm: com que frequência ele vence e quão mortal é a linha.</translation>
    </message>
    <message>
        <source>With --danger: fights per row (default 10000).</source>
        <translation>Com --danger: combates por linha (padrão 10000).</translation>
    </message>
    <message>
        <source>With --danger: a value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Com --danger: um valor que o sistema de regras não tira de nenhum combatente (needed no old-school), para todo ataque.</translation>
    </message>
    <message>
        <source>--danger needs --db CAMPAIGN: its party and library</source>
        <translation>--danger precisa de --db CAMPAIGN: o grupo e a biblioteca dela</translation>
    </message>
    <message>
        <source>%1: the party against each row (seed %2)</source>
        <translation>%1: o grupo contra cada linha (semente %2)</translation>
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
        <translation>o grupo vence %1 (±%2)</translation>
    </message>
    <message>
        <source>someone in it dies %1</source>
        <translation>alguém do grupo morre %1</translation>
    </message>
    <message>
        <source>Seed %1: %2</source>
        <translation>Semente %1: %2</translation>
    </message>
    <message>
        <source>Saved as the encounter &apos;%1&apos; in %2</source>
        <translation>Salvo como o encontro “%1” em %2</translation>
    </message>
    <message>
        <source>--name goes with --db</source>
        <translation>--name vai com --db</translation>
    </message>
    <message>
        <source>Nothing comes.</source>
        <translation>Nada aparece.</translation>
    </message>
    <message>
        <source>%1: %2 ×%3</source>
        <translation>%1: %2 ×%3</translation>
    </message>
    <message>
        <source>A wandering-monster table (*.fray-table.json).</source>
        <translation>Uma tabela de monstros errantes (*.fray-table.json).</translation>
    </message>
    <message>
        <source>give one table FILE</source>
        <translation>informe um arquivo de tabela FILE</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>--roll and --danger are two different questions: ask one</source>
        <translation>--roll e --danger são duas perguntas diferentes: faça uma</translation>
    </message>
    <message>
        <source>--trials and --set go with --danger</source>
        <translation>--trials e --set vão com --danger</translation>
    </message>
    <message>
        <source>--seed and --db go with --roll or --danger</source>
        <translation>--seed e --db vão com --roll ou --danger</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> (%1–%2, %3 on average)</source>
        <translation> (%1–%2, %3 em média)</translation>
    </message>
    <message>
        <source>Foes on average: %1; none: %2</source>
        <translation>Inimigos em média: %1; nenhum: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TacticOptions</name>
    <message>
        <source>How every side picks whom to attack: weakest (default), random, strongest, first.</source>
        <translation>Como cada lado escolhe quem atacar: weakest (padrão), random, strongest, first.</translation>
    </message>
    <message>
        <source>The same for the sides that are not the players&apos;.</source>
        <translation>O mesmo para os lados que não são os dos jogadores.</translation>
    </message>
    <message>
        <source>--%1: unknown tactic &apos;%2&apos; (known: %3)</source>
        <translation>--%1: tática desconhecida “%2” (conhecidas: %3)</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TrialOptions</name>
    <message>
        <source>%1 (1 to 10^9).</source>
        <translation>%1 (1 a 10^9).</translation>
    </message>
    <message>
        <source>Seed for the fights&apos; rolls.</source>
        <translation>Semente para as rolagens dos combates.</translation>
    </message>
    <message>
        <source>Threads to run on (default: every core); the result is the same for any number.</source>
        <translation>Threads a usar (padrão: todos os núcleos); o resultado é o mesmo com qualquer número.</translation>
    </message>
    <message>
        <source>Rounds after which a fight counts as undecided (default 50).</source>
        <translation>Rodadas após as quais um combate conta como indeciso (padrão 50).</translation>
    </message>
    <message>
        <source>--trials N is required</source>
        <translation>--trials N é obrigatório</translation>
    </message>
    <message>
        <source>--seed S is required, so the fights can be repeated</source>
        <translation>--seed S é obrigatório, para que os combates possam ser repetidos</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::TuneCommand</name>
    <message>
        <source>Tune one knob of a fight to a target</source>
        <translation>Ajustar um controle de um combate a um alvo</translation>
    </message>
    <message>
        <source>An encounter file (*.fray.json).</source>
        <translation>Um arquivo de encontro (*.fray.json).</translation>
    </message>
    <message>
        <source>What to turn: count:GROUP (Goblin, or SIDE:NAME), hp:NAME (a combatant&apos;s hit points) or attack:NAME (its attack value).</source>
        <translation>O que ajustar: count:GRUPO (Goblin, ou LADO:NOME), hp:NOME (os pontos de vida de um combatente) ou attack:NOME (seu valor de ataque).</translation>
    </message>
    <message>
        <source>What to come closest to: win=P (the party&apos;s chance to win, 0.8 or 80%) or a difficulty: easy, medium, hard, deadly.</source>
        <translation>Do que se aproximar: win=P (a chance de vitória do grupo, 0.8 ou 80%) ou uma dificuldade: easy, medium, hard, deadly.</translation>
    </message>
    <message>
        <source>The lowest value to try.</source>
        <translation>O menor valor a tentar.</translation>
    </message>
    <message>
        <source>The highest value to try.</source>
        <translation>O maior valor a tentar.</translation>
    </message>
    <message>
        <source>Save the encounter with the value found as a new encounter file.</source>
        <translation>Salvar o encontro com o valor encontrado como um novo arquivo de encontro.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>A value the ruleset takes from no combatant (old-school&apos;s needed), for every attack.</source>
        <translation>Um valor que o sistema de regras não tira de nenhum combatente (needed no old-school), para todo ataque.</translation>
    </message>
    <message>
        <source>Fights to simulate for each value</source>
        <translation>Combates a simular para cada valor</translation>
    </message>
    <message>
        <source>--knob is required: count:GROUP, hp:NAME or attack:NAME</source>
        <translation>--knob é obrigatório: count:GRUPO, hp:NOME ou attack:NOME</translation>
    </message>
    <message>
        <source>--knob &apos;%1&apos;: expected count:GROUP, hp:NAME or attack:NAME</source>
        <translation>--knob &apos;%1&apos;: esperado count:GRUPO, hp:NOME ou attack:NOME</translation>
    </message>
    <message>
        <source>--target is required: win=P or easy, medium, hard, deadly</source>
        <translation>--target é obrigatório: win=P ou easy, medium, hard, deadly</translation>
    </message>
    <message>
        <source>--%1 must be a whole number</source>
        <translation>--%1 deve ser um número inteiro</translation>
    </message>
    <message>
        <source>%1: --knob %2: %3</source>
        <translation>%1: --knob %2: %3</translation>
    </message>
    <message>
        <source>Best: %1 = %2, the party wins %3 (%4)</source>
        <translation>Melhor: %1 = %2, o grupo vence %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) scanned, then %1 by bisection; every value with the same seed.</source>
        <translation>
            <numerusform>%n valor varrido, depois %1 por bisseção; cada valor com a mesma semente.</numerusform>
            <numerusform>%n valores varridos, depois %1 por bisseção; cada valor com a mesma semente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>%1: no value could be simulated (%2): %3</source>
        <translation>%1: nenhum valor pôde ser simulado (%2): %3</translation>
    </message>
    <message>
        <source>%1: %2, from %3 to %4 (now %5); %6 fights a value, seed %7</source>
        <translation>%1: %2, de %3 a %4 (agora %5); %6 combates por valor, semente %7</translation>
    </message>
</context>
<context>
    <name>Fray::Cli::ValidateRulesetCommand</name>
    <message>
        <source>Check a ruleset file</source>
        <translation>Verificar um arquivo de sistema de regras</translation>
    </message>
    <message>
        <source>The ruleset file.</source>
        <translation>O arquivo do sistema de regras.</translation>
    </message>
    <message>
        <source>validate-ruleset takes one FILE</source>
        <translation>validate-ruleset aceita um único arquivo FILE</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n problem(s), listed above, the first: %2; nothing was loaded</source>
        <translation>
            <numerusform>%1: %n problema, listado acima: %2; nada foi carregado</numerusform>
            <numerusform>%1: %n problemas, listados acima, o primeiro: %2; nada foi carregado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variables</source>
        <translation>
            <numerusform>%n variável</numerusform>
            <numerusform>%n variáveis</numerusform>
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
            <numerusform>%n condição</numerusform>
            <numerusform>%n condições</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tables</source>
        <translation>
            <numerusform>%n tabela</numerusform>
            <numerusform>%n tabelas</numerusform>
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
        <translation>um dia precisa de pelo menos um combate</translation>
    </message>
    <message>
        <source>a day of %1 fights is more than the %2 Fray plays</source>
        <translation>um dia de %1 combates passa dos %2 que o Fray joga</translation>
    </message>
    <message>
        <source>fight %1 (%2)</source>
        <translation>combate %1 (%2)</translation>
    </message>
    <message>
        <source>%1 is played under %2, the day&apos;s first fight under %3: a party fights a day under one ruleset</source>
        <translation>%1 é jogado com %2, o primeiro combate do dia com %3: um grupo joga um dia com um só sistema de regras</translation>
    </message>
    <message>
        <source>%1 has two heroes named %2: the day tells the party apart by name</source>
        <translation>%1 tem dois heróis chamados %2: o dia distingue o grupo pelo nome</translation>
    </message>
    <message>
        <source>no one fights on the players&apos; side in any fight of the day</source>
        <translation>ninguém luta do lado dos jogadores em nenhum combate do dia</translation>
    </message>
    <message>
        <source>the rest before fight %1 gives between 0 and %2 hit points, not %3</source>
        <translation>o descanso antes do combate %1 dá entre 0 e %2 pontos de vida, não %3</translation>
    </message>
    <message>
        <source>the rest before fight %1: %2 has no rest &apos;%3&apos;</source>
        <translation>o descanso antes do combate %1: %2 não tem o descanso &apos;%3&apos;</translation>
    </message>
    <message>
        <source>the rest before fight %1: %2&apos;s hit points &apos;%3&apos; cannot be worked out: %4</source>
        <translation>o descanso antes do combate %1: os pontos de vida &apos;%3&apos; de %2 não podem ser calculados: %4</translation>
    </message>
    <message>
        <source>Hit points and HP states carry from fight to fight, and the rests give hit points back as the ruleset says; conditions a fight brings on end with it, and uses are not spent.</source>
        <translation>Pontos de vida e seus estados passam de um combate ao seguinte, e os descansos devolvem pontos de vida como o sistema de regras diz; condições que um combate traz terminam com ele, e os usos não são gastos.</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::DiceError</name>
    <message>
        <source>%1 at column %2</source>
        <translation>%1 na coluna %2</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::DistributionEvaluator</name>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>variável desconhecida “@%1”</translation>
    </message>
    <message>
        <source>the variable &apos;@%1&apos; refers to itself</source>
        <translation>a variável “@%1” refere-se a si mesma</translation>
    </message>
    <message>
        <source>in &apos;@%1&apos;: %2</source>
        <translation>em “@%1”: %2</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>nenhuma tabela está disponível aqui</translation>
    </message>
    <message>
        <source>the number of sides must be a fixed number, not a roll</source>
        <translation>o número de faces deve ser um número fixo, não uma rolagem</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Formula</name>
    <message>
        <source>dice are not allowed here: use a fixed number</source>
        <translation>dados não são permitidos aqui: use um número fixo</translation>
    </message>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>variável desconhecida “@%1”</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>nenhuma tabela está disponível aqui</translation>
    </message>
    <message>
        <source>&apos;%1&apos; leaves the 64-bit integer range</source>
        <translation>“%1” sai do intervalo de inteiros de 64 bits</translation>
    </message>
    <message>
        <source>&apos;%1&apos; divides by zero</source>
        <translation>“%1” divide por zero</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::FormulaRange</name>
    <message>
        <source>&apos;%1&apos; can leave the 64-bit integer range (at &apos;%2&apos;)</source>
        <translation>“%1” pode sair do intervalo de inteiros de 64 bits (em “%2”)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; divides by zero (at &apos;%2&apos;)</source>
        <translation>“%1” divide por zero (em “%2”)</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Guard</name>
    <message>
        <source>division by zero</source>
        <translation>divisão por zero</translation>
    </message>
    <message>
        <source>division by zero is possible</source>
        <translation>divisão por zero é possível</translation>
    </message>
    <message>
        <source>more than 10,000 dice</source>
        <translation>mais de 10.000 dados</translation>
    </message>
    <message>
        <source>a die needs at least one side</source>
        <translation>um dado precisa de pelo menos uma face</translation>
    </message>
    <message>
        <source>dice with more than 1,000,000 sides</source>
        <translation>dados com mais de 1.000.000 de faces</translation>
    </message>
    <message>
        <source>too large to compute exactly (more than %1 billion steps)</source>
        <translation>grande demais para calcular exatamente (mais de %1 bilhões de passos)</translation>
    </message>
    <message>
        <source>more than 1,000,000 distinct outcomes</source>
        <translation>mais de 1.000.000 de resultados distintos</translation>
    </message>
    <message>
        <source>too large to roll (more than 1,000,000 steps)</source>
        <translation>grande demais para rolar (mais de 1.000.000 de passos)</translation>
    </message>
    <message>
        <source>a possible result is beyond the 64-bit integer range</source>
        <translation>um resultado possível está além do intervalo de inteiros de 64 bits</translation>
    </message>
    <message>
        <source>this pool is too large to compute exactly</source>
        <translation>esta parada de dados é grande demais para calcular exatamente</translation>
    </message>
    <message>
        <source>the explosion depth must be between 0 and %1</source>
        <translation>a profundidade de explosão deve estar entre 0 e %1</translation>
    </message>
    <message>
        <source>the number of dice cannot be negative</source>
        <translation>o número de dados não pode ser negativo</translation>
    </message>
    <message numerus="yes">
        <source>cannot keep %1 of %n dice</source>
        <translation>
            <numerusform>não é possível manter %1 de %n dado</numerusform>
            <numerusform>não é possível manter %1 de %n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cannot drop %1 of %n dice</source>
        <translation>
            <numerusform>não é possível descartar %1 de %n dado</numerusform>
            <numerusform>não é possível descartar %1 de %n dados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Parser</name>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>aninhamento com mais de %1 níveis</translation>
    </message>
    <message>
        <source>expression longer than 10,000 characters</source>
        <translation>expressão com mais de 10.000 caracteres</translation>
    </message>
    <message>
        <source>empty expression</source>
        <translation>expressão vazia</translation>
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
        <translation>esperava-se %1, mas a expressão terminou</translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>esperava-se %1, encontrado “%2”</translation>
    </message>
    <message>
        <source>comparisons cannot be chained; join them with &apos;and&apos;</source>
        <translation>comparações não podem ser encadeadas; junte-as com “and”</translation>
    </message>
    <message>
        <source>&apos;)&apos;</source>
        <translation>“)”</translation>
    </message>
    <message>
        <source>a number, a die, &apos;(&apos;, &apos;@&apos; or a function</source>
        <translation>um número, um dado, “(”, “@” ou uma função</translation>
    </message>
    <message>
        <source>number too large</source>
        <translation>número grande demais</translation>
    </message>
    <message>
        <source>expected a variable name after &apos;@&apos;</source>
        <translation>esperava-se um nome de variável após “@”</translation>
    </message>
    <message>
        <source>unknown function &apos;%1&apos;</source>
        <translation>função desconhecida “%1”</translation>
    </message>
    <message>
        <source>&apos;(&apos; after &apos;%1&apos;</source>
        <translation>“(” após “%1”</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos;</source>
        <translation>“,” ou “)”</translation>
    </message>
    <message>
        <source>clamp takes three values: lowest, value, highest</source>
        <translation>clamp aceita três valores: mínimo, valor, máximo</translation>
    </message>
    <message>
        <source>%1 needs at least two values; maxof and minof give a roll&apos;s highest or lowest possible result</source>
        <translation>%1 precisa de pelo menos dois valores; maxof e minof dão o maior ou o menor resultado possível de uma rolagem</translation>
    </message>
    <message>
        <source>%1 takes exactly one value</source>
        <translation>%1 aceita exatamente um valor</translation>
    </message>
    <message>
        <source>a table name</source>
        <translation>um nome de tabela</translation>
    </message>
    <message>
        <source>a column name after &apos;.&apos;</source>
        <translation>um nome de coluna após “.”</translation>
    </message>
    <message>
        <source>&apos;,&apos; and the key to look up</source>
        <translation>“,” e a chave a consultar</translation>
    </message>
    <message>
        <source>the number of sides after &apos;d&apos;</source>
        <translation>o número de faces após “d”</translation>
    </message>
    <message>
        <source>&apos;!&apos; given twice</source>
        <translation>“!” informado duas vezes</translation>
    </message>
    <message>
        <source>&apos;h&apos; or &apos;l&apos; after &apos;d&apos; (drop highest or lowest)</source>
        <translation>“h” ou “l” após “d” (descartar o maior ou o menor)</translation>
    </message>
    <message>
        <source>only one keep or drop per dice term</source>
        <translation>só um manter ou descartar por termo de dados</translation>
    </message>
</context>
<context>
    <name>Fray::Dice::Roller</name>
    <message>
        <source>division by zero (the divisor came out 0)</source>
        <translation>divisão por zero (o divisor deu 0)</translation>
    </message>
    <message>
        <source>no tables are available here</source>
        <translation>nenhuma tabela está disponível aqui</translation>
    </message>
    <message>
        <source>unknown variable &apos;@%1&apos;</source>
        <translation>variável desconhecida “@%1”</translation>
    </message>
    <message>
        <source>&apos;@%1&apos; is known only as odds and cannot be rolled</source>
        <translation>“@%1” só é conhecida como distribuição de chances e não pode ser rolada</translation>
    </message>
    <message>
        <source>the variable &apos;@%1&apos; refers to itself</source>
        <translation>a variável “@%1” refere-se a si mesma</translation>
    </message>
    <message>
        <source>in &apos;@%1&apos;: %2</source>
        <translation>em “@%1”: %2</translation>
    </message>
    <message>
        <source>the number of sides must be a fixed number, not a roll</source>
        <translation>o número de faces deve ser um número fixo, não uma rolagem</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter</name>
    <message>
        <source>at the start of its turn</source>
        <translation>no início do seu turno</translation>
    </message>
    <message>
        <source>at the end of its turn</source>
        <translation>no fim do seu turno</translation>
    </message>
    <message>
        <source>at the start of each round</source>
        <translation>no início de cada rodada</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>no fim de cada rodada</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddCombatantsCommand</name>
    <message>
        <source>Add %1</source>
        <translation>Adicionar %1</translation>
    </message>
    <message>
        <source>Add %1 ×%2</source>
        <translation>Adicionar %1 ×%2</translation>
    </message>
    <message>
        <source>add between 1 and 100,000 combatants, not %1</source>
        <translation>adicione entre 1 e 100.000 combatentes, não %1</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>um combatente precisa de um nome</translation>
    </message>
    <message>
        <source>hit points &apos;%1&apos;: %2</source>
        <translation>pontos de vida “%1”: %2</translation>
    </message>
    <message>
        <source>%1 joins the fight</source>
        <translation>%1 entra no combate</translation>
    </message>
    <message>
        <source>%1 to %2 join the fight</source>
        <translation>%1 a %2 entram no combate</translation>
    </message>
    <message>
        <source> (hit points %1: %2)</source>
        <translation> (pontos de vida %1: %2)</translation>
    </message>
    <message>
        <source>Joining the order: %1</source>
        <translation>Entrando na ordem: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddEventCommand</name>
    <message>
        <source>Add event %1</source>
        <translation>Adicionar evento %1</translation>
    </message>
    <message>
        <source>another event is already called %1</source>
        <translation>outro evento já se chama %1</translation>
    </message>
    <message>
        <source>the encounter already has %1 events, the most it can have; remove one first</source>
        <translation>o encontro já tem %1 eventos, o máximo possível; remova um primeiro</translation>
    </message>
    <message>
        <source>Event %1 added: %2, %3</source>
        <translation>Evento %1 adicionado: %2, %3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AddReminderCommand</name>
    <message>
        <source>Remind %1: %2</source>
        <translation>Lembrar %1: %2</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>um lembrete precisa de um texto</translation>
    </message>
    <message>
        <source>a reminder is at most %1 characters</source>
        <translation>um lembrete tem no máximo %1 caracteres</translation>
    </message>
    <message>
        <source>%1 already has %2 reminders, the most one combatant can have; remove one first</source>
        <translation>%1 já tem %2 lembretes, o máximo que um combatente pode ter; remova um primeiro</translation>
    </message>
    <message>
        <source>%1 will be reminded %2: %3</source>
        <translation>%1 será lembrado %2: %3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AidCommand</name>
    <message>
        <source>Aid %1</source>
        <translation>Socorrer %1</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 já está morto</translation>
    </message>
    <message>
        <source>%1 is not bleeding; there is nothing to stop</source>
        <translation>%1 não está sangrando; não há nada a estancar</translation>
    </message>
    <message>
        <source>%1 has already been aided</source>
        <translation>%1 já foi socorrido</translation>
    </message>
    <message>
        <source>%1 is aided: no more hit points are lost</source>
        <translation>%1 foi socorrido: não perde mais pontos de vida</translation>
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
        <translation>uma condição dura pelo menos 1 rodada</translation>
    </message>
    <message>
        <source>a condition lasts at most %1 rounds, not %2</source>
        <translation>uma condição dura no máximo %1 rodadas, não %2</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>escolha pelo menos um combatente</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 está morto</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AttackCommand</name>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 ataca %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combatente inexistente</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::AttackResolver</name>
    <message>
        <source>no such attacker</source>
        <translation>atacante inexistente</translation>
    </message>
    <message>
        <source>no such target</source>
        <translation>alvo inexistente</translation>
    </message>
    <message>
        <source>%1 has no attacks</source>
        <translation>%1 não tem ataques</translation>
    </message>
    <message>
        <source>%1 has no attack number %2</source>
        <translation>%1 não tem o ataque número %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2: damage &apos;%3&apos;: %4</source>
        <translation>%2 de %1: dano “%3”: %4</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot attack</source>
        <translation>%1 está %2 e não pode atacar</translation>
    </message>
    <message>
        <source>%1 cannot attack: %2</source>
        <translation>%1 não pode atacar: %2</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 já está morto</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 is still reloading: it fires once every %n rounds</source>
        <translation>
            <numerusform>%2 de %1 ainda está recarregando: dispara uma vez a cada %n rodada</numerusform>
            <numerusform>%2 de %1 ainda está recarregando: dispara uma vez a cada %n rodadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3: %4 (%5)</source>
        <translation>%1 ataca %2 com %3: %4 (%5)</translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n de dano</numerusform>
            <numerusform>%n de dano</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Command</name>
    <message>
        <source>no such combatant</source>
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>%1 has no uses to count</source>
        <translation>%1 não tem usos a contar</translation>
    </message>
    <message>
        <source>%1 has no use &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem o uso “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>escolha pelo menos um combatente</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ConditionKeeper</name>
    <message>
        <source>%1 has no condition &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem a condição “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>%1 must last at least one round</source>
        <translation>%1 deve durar pelo menos uma rodada</translation>
    </message>
    <message>
        <source>%1&apos;s duration %2 cannot be rolled for %3: %4</source>
        <translation>a duração %2 de %1 não pode ser rolada para %3: %4</translation>
    </message>
    <message>
        <source>%1 would last %2 rounds; a condition lasts at most %3</source>
        <translation>%1 duraria %2 rodadas; uma condição dura no máximo %3</translation>
    </message>
    <message>
        <source>%1 already has %2 conditions, the most one combatant can carry; remove one first</source>
        <translation>%1 já tem %2 condições, o máximo que um combatente pode ter; remova uma primeiro</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n round(s), until the end of round %3</source>
        <translation>
            <numerusform>%1 fica %2 por %n rodada, até o fim da rodada %3</numerusform>
            <numerusform>%1 fica %2 por %n rodadas, até o fim da rodada %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 está %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2</source>
        <translation>%1 não está mais %2</translation>
    </message>
    <message>
        <source>%1 is no longer %2 (%3)</source>
        <translation>%1 não está mais %2 (%3)</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>expirou</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3 (%4)</source>
        <translation>%1 sofre %2 de %3 (%4)</translation>
    </message>
    <message>
        <source>%1 regains %2 from %3 (%4)</source>
        <translation>%1 recupera %2 de %3 (%4)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::CustomCondition</name>
    <message>
        <source>a condition of your own needs a name</source>
        <translation>uma condição personalizada precisa de um nome</translation>
    </message>
    <message>
        <source>the name &apos;%1…&apos; is longer than 80 characters</source>
        <translation>o nome “%1…” tem mais de 80 caracteres</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a modifier is from %2 to %3</source>
        <translation>“%1”: um modificador vai de %2 a %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: damage &apos;%2&apos;: %3</source>
        <translation>“%1”: dano “%2”: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 has no to-hit modifier (@mod) to add to</source>
        <translation>“%1”: %2 não tem modificador de acerto (@mod) ao qual somar</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2 reads no defence from its target to add to</source>
        <translation>“%1”: %2 não lê nenhuma defesa do alvo à qual somar</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a reminder needs a text</source>
        <translation>“%1”: um lembrete precisa de um texto</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a reminder is at most %2 characters</source>
        <translation>“%1”: um lembrete tem no máximo %2 caracteres</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::DamageCommand</name>
    <message>
        <source>Damage %1 by %2</source>
        <translation>Causar %2 de dano a %1</translation>
    </message>
    <message>
        <source>damage must be 0 or more; heal to add hit points</source>
        <translation>o dano deve ser 0 ou mais; cure para somar pontos de vida</translation>
    </message>
    <message>
        <source>%1 has no &apos;%2&apos; damage (it has: %3)</source>
        <translation>%1 não tem o dano “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 já está morto</translation>
    </message>
    <message>
        <source>%1 takes %2 damage</source>
        <translation>%1 sofre %2 de dano</translation>
    </message>
    <message>
        <source>%1 takes %2 %3 damage</source>
        <translation>%1 sofre %2 de dano (%3)</translation>
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
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>%1 has no declared action &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem a ação declarada “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>%1 has no initiative override &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem a substituição de iniciativa “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>attacks per round must be from 1 to %1, not %2</source>
        <translation>ataques por rodada devem ir de 1 a %1, não %2</translation>
    </message>
    <message>
        <source>%1 declares nothing special</source>
        <translation>%1 não declara nada de especial</translation>
    </message>
    <message>
        <source>%1 declares, for every round: %2</source>
        <translation>%1 declara, para todas as rodadas: %2</translation>
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
        <translation>Alterar %2: %1</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>um combatente precisa de um nome</translation>
    </message>
    <message>
        <source>another combatant is already called %1</source>
        <translation>outro combatente já se chama %1</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::EncounterCheck</name>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 está fora de %2 a %3</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>um combatente precisa de um nome</translation>
    </message>
    <message>
        <source>%1 has no stat &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem a estatística “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>%1 is more than the maximum %2</source>
        <translation>%1 é mais que o máximo %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to the maximum %2</source>
        <translation>%1 está fora de 0 ao máximo %2</translation>
    </message>
    <message>
        <source>an attack needs a name</source>
        <translation>um ataque precisa de um nome</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>a use needs a name</source>
        <translation>um uso precisa de um nome</translation>
    </message>
    <message>
        <source>another use is already called %1</source>
        <translation>outro uso já se chama %1</translation>
    </message>
    <message>
        <source>a recharge needs dice to roll (&quot;1d6&quot;)</source>
        <translation>uma recarga precisa de dados a rolar (&quot;1d6&quot;)</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>mais de %1 caracteres</translation>
    </message>
    <message>
        <source>a condition of your own called &apos;%1&apos; goes by &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>uma condição personalizada chamada “%1” se chama “%2”, não “%3”</translation>
    </message>
    <message>
        <source>%1 has no condition &apos;%2&apos;</source>
        <translation>%1 não tem a condição “%2”</translation>
    </message>
    <message>
        <source>%1 has no HP state &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem o estado de PV “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>%1 has no declared action &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem a ação declarada “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>%1 has no initiative override &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem a substituição de iniciativa “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>%1 is not an id of its own</source>
        <translation>%1 não é um id próprio</translation>
    </message>
    <message>
        <source>%1 is not above every combatant&apos;s id (%2)</source>
        <translation>%1 não é maior que o id de todos os combatentes (%2)</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 está fora de 0 a %2</translation>
    </message>
    <message>
        <source>%1 is not a place in the order</source>
        <translation>%1 não é uma posição na ordem</translation>
    </message>
    <message>
        <source>%1 is not above every event&apos;s id (%2)</source>
        <translation>%1 não é maior que o id de todos os eventos (%2)</translation>
    </message>
    <message>
        <source>no event has the id %1</source>
        <translation>nenhum evento tem o id %1</translation>
    </message>
    <message>
        <source>no combatant has the id %1</source>
        <translation>nenhum combatente tem o id %1</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>deve ser 1 ou mais</translation>
    </message>
    <message>
        <source>%1 has no initiative option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem a opção de iniciativa “%2” (tem: %3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (e mais %n problema)</numerusform>
            <numerusform>%1 (e mais %n problemas)</numerusform>
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
        <translation>%1 não pode ser rolado: %2</translation>
    </message>
    <message>
        <source>%1: the reinforcements cannot join: %2</source>
        <translation>%1: os reforços não podem entrar: %2</translation>
    </message>
    <message>
        <source>Joining the order after %1: %2</source>
        <translation>Entrando na ordem após %1: %2</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>um evento precisa de um nome</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 está fora de %2 a %3</translation>
    </message>
    <message>
        <source>%1 is outside 1 to %2</source>
        <translation>%1 está fora de 1 a %2</translation>
    </message>
    <message>
        <source>%1 is outside 0 to %2</source>
        <translation>%1 está fora de 0 a %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not dice Fray can roll: %2</source>
        <translation>“%1” não são dados que o Fray consiga rolar: %2</translation>
    </message>
    <message>
        <source>a combatant needs a name</source>
        <translation>um combatente precisa de um nome</translation>
    </message>
    <message>
        <source>top of the round</source>
        <translation>início da rodada</translation>
    </message>
    <message>
        <source>end of the round</source>
        <translation>fim da rodada</translation>
    </message>
    <message>
        <source>count %1</source>
        <translation>contagem %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>rodada %1</translation>
    </message>
    <message>
        <source>every round from round %1</source>
        <translation>toda rodada a partir da rodada %1</translation>
    </message>
    <message numerus="yes">
        <source>every %n round(s) from round %1</source>
        <translation>
            <numerusform>a cada %n rodada a partir da rodada %1</numerusform>
            <numerusform>a cada %n rodadas a partir da rodada %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HealCommand</name>
    <message>
        <source>Heal %1 by %2</source>
        <translation>Curar %2 de %1</translation>
    </message>
    <message>
        <source>healing must be 0 or more; damage to take hit points away</source>
        <translation>a cura deve ser 0 ou mais; cause dano para tirar pontos de vida</translation>
    </message>
    <message>
        <source>%1 is dead; healing cannot help</source>
        <translation>%1 está morto; a cura não pode ajudar</translation>
    </message>
    <message numerus="yes">
        <source>%1 regains %n hit points</source>
        <translation>
            <numerusform>%1 recupera %n ponto de vida</numerusform>
            <numerusform>%1 recupera %n pontos de vida</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::History</name>
    <message>
        <source>there is nothing to undo</source>
        <translation>não há nada a desfazer</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>não há nada a refazer</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HitPointsChange</name>
    <message>
        <source>Type -7 to take hit points, +5 to give them back, or the new number</source>
        <translation>Digite -7 para tirar pontos de vida, +5 para devolvê-los, ou o novo número</translation>
    </message>
    <message>
        <source>hit points</source>
        <translation>pontos de vida</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HitPointsInput</name>
    <message>
        <source>%1: must be at least 1, not %2</source>
        <translation>%1: deve ser pelo menos 1, não %2</translation>
    </message>
    <message>
        <source>%1: expected a whole number such as 11</source>
        <translation>%1: esperava-se um número inteiro como 11</translation>
    </message>
    <message>
        <source>%1: expected a number or dice such as 2d8+2</source>
        <translation>%1: esperava-se um número ou dados como 2d8+2</translation>
    </message>
    <message>
        <source>%1: expected a number or dice such as 2d8+2 — %2</source>
        <translation>%1: esperava-se um número ou dados como 2d8+2 — %2</translation>
    </message>
    <message>
        <source>%1: hit dice cannot use @%2; write the dice, such as 2d8+2</source>
        <translation>%1: dados de vida não podem usar @%2; escreva os dados, como 2d8+2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::HoldCommand</name>
    <message>
        <source>%1 holds for %2</source>
        <translation>%1 aguarda %2</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>a combatant cannot hold for itself</source>
        <translation>um combatente não pode aguardar a si mesmo</translation>
    </message>
    <message>
        <source>%1 has no turn left to hold this round</source>
        <translation>%1 não tem mais turno a adiar nesta rodada</translation>
    </message>
    <message>
        <source>%1 does not act after %2 this round</source>
        <translation>%1 não age depois de %2 nesta rodada</translation>
    </message>
    <message>
        <source>held for %1</source>
        <translation>aguardou %1</translation>
    </message>
    <message>
        <source>%1 holds and will act with %2</source>
        <translation>%1 aguarda e agirá junto com %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::InitiativeRoller</name>
    <message>
        <source> (top of the round)</source>
        <translation> (início da rodada)</translation>
    </message>
    <message>
        <source> (end of the round)</source>
        <translation> (fim da rodada)</translation>
    </message>
    <message>
        <source> (lost)</source>
        <translation> (perdido)</translation>
    </message>
    <message>
        <source>initiative for %1 (&apos;%2&apos;): %3</source>
        <translation>iniciativa para %1 (“%2”): %3</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::MoraleCommand</name>
    <message>
        <source>Check morale</source>
        <translation>Testar moral</translation>
    </message>
    <message>
        <source>No morale check needed</source>
        <translation>Nenhum teste de moral necessário</translation>
    </message>
    <message>
        <source>only a moment Fray asks about can be answered without a check</source>
        <translation>só um momento sobre o qual o Fray pergunta pode ser respondido sem teste</translation>
    </message>
    <message>
        <source>Morale for %1 %2: not checked</source>
        <translation>Moral para %1 %2: não testada</translation>
    </message>
    <message>
        <source>morale for %1: %2</source>
        <translation>moral para %1: %2</translation>
    </message>
    <message>
        <source>Morale for %1 %2: %3 (%4)</source>
        <translation>Moral para %1 %2: %3 (%4)</translation>
    </message>
    <message>
        <source>%1 will fight to the death</source>
        <translation>%1 lutará até a morte</translation>
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
        <translation>%1 não tem regra de moral</translation>
    </message>
    <message>
        <source>%1 does not ask for morale at &apos;%2&apos; (it asks: %3)</source>
        <translation>%1 não pede moral em “%2” (pede: %3)</translation>
    </message>
    <message>
        <source>the side &apos;%1&apos; does not check morale</source>
        <translation>o lado “%1” não testa moral</translation>
    </message>
    <message>
        <source>the moment has not come for &apos;%1&apos;: %2</source>
        <translation>o momento ainda não chegou para “%1”: %2</translation>
    </message>
    <message>
        <source>no one on the side &apos;%1&apos; is left to check morale %2</source>
        <translation>não sobrou ninguém no lado “%1” para testar a moral %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>at the start of the fight</source>
        <translation>no início do combate</translation>
    </message>
    <message>
        <source>after the side&apos;s first death</source>
        <translation>após a primeira morte do lado</translation>
    </message>
    <message>
        <source>with half of the side dead or out</source>
        <translation>com metade do lado morta ou fora de combate</translation>
    </message>
    <message>
        <source>after a big upset</source>
        <translation>após um grande revés</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::OrderRollCommand</name>
    <message>
        <source>Roll for %1</source>
        <translation>Rolagem para %1</translation>
    </message>
    <message>
        <source>%1 has no encounter step &apos;%2&apos;</source>
        <translation>%1 não tem a etapa de encontro “%2”</translation>
    </message>
    <message>
        <source>the step &apos;%1&apos; has no chance %2</source>
        <translation>a etapa “%1” não tem a chance %2</translation>
    </message>
    <message>
        <source>%1 (%2 on %3): %4: %5</source>
        <translation>%1 (%2 em %3): %4: %5</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>the step &apos;%1&apos; has no roll</source>
        <translation>a etapa “%1” não tem rolagem</translation>
    </message>
    <message>
        <source>%1: %2 × %3 = %4 %5</source>
        <translation>%1: %2 × %3 = %4 %5</translation>
    </message>
    <message>
        <source>%1: %2, read on %3</source>
        <translation>%1: %2, lido em %3</translation>
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
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>%1 is in no danger at the end of the round</source>
        <translation>%1 não está em perigo no fim da rodada</translation>
    </message>
    <message>
        <source>%1 names no remedy for %2 (%3)</source>
        <translation>%1 não indica remédio para %2 (%3)</translation>
    </message>
    <message>
        <source>%1 stops the loss; it takes no amount</source>
        <translation>%1 interrompe a perda; não aceita quantidade</translation>
    </message>
    <message>
        <source>%1 for %2: no more hit points are lost</source>
        <translation>%1 para %2: não perde mais pontos de vida</translation>
    </message>
    <message>
        <source>healing must be 0 or more</source>
        <translation>a cura deve ser 0 ou mais</translation>
    </message>
    <message>
        <source>rolled at the table: %1</source>
        <translation>rolado na mesa: %1</translation>
    </message>
    <message>
        <source>%1 for %2 (%3): %4 → %5 HP</source>
        <translation>%1 para %2 (%3): %4 → %5 PV</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::ReminderKeeper</name>
    <message>
        <source>Reminder · %1: %2</source>
        <translation>Lembrete · %1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveCombatantCommand</name>
    <message>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>%1 leaves the fight</source>
        <translation>%1 sai do combate</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveConditionCommand</name>
    <message>
        <source>%1: no longer %2</source>
        <translation>%1: não mais %2</translation>
    </message>
    <message>
        <source>choose at least one combatant</source>
        <translation>escolha pelo menos um combatente</translation>
    </message>
    <message>
        <source>no such combatant</source>
        <translation>combatente inexistente</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 não está %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveEventCommand</name>
    <message>
        <source>Remove event %1</source>
        <translation>Remover evento %1</translation>
    </message>
    <message>
        <source>no such event</source>
        <translation>evento inexistente</translation>
    </message>
    <message>
        <source>Event %1 removed</source>
        <translation>Evento %1 removido</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RemoveReminderCommand</name>
    <message>
        <source>Stop reminding %1: %2</source>
        <translation>Parar de lembrar %1: %2</translation>
    </message>
    <message>
        <source>%1 has no reminders</source>
        <translation>%1 não tem lembretes</translation>
    </message>
    <message>
        <source>%1 has no reminder &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem o lembrete “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>%1 will no longer be reminded: %2</source>
        <translation>%1 não será mais lembrado: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RestoreUseCommand</name>
    <message>
        <source>Restore %1 of %2</source>
        <translation>Restaurar %1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2 is already full (%3/%4)</source>
        <translation>%1 de %2 já está cheio (%3/%4)</translation>
    </message>
    <message>
        <source>%1 gets back one %2 (%3/%4 left)</source>
        <translation>%1 recupera um(a) %2 (restam %3/%4)</translation>
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
        <translation>%1 vs %2</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RoundEnd</name>
    <message>
        <source>%1 (%2 HP, %3): %4 when the round ends unless the loss is stopped</source>
        <translation>%1 (%2 PV, %3): %4 quando a rodada terminar, a menos que a perda seja interrompida</translation>
    </message>
    <message>
        <source>%1 (%2 HP): %3 when the round ends</source>
        <translation>%1 (%2 PV): %3 quando a rodada terminar</translation>
    </message>
    <message>
        <source>the round cannot end yet: %1. Answer first: &apos;remedy&apos; on whoever can still be saved, or &apos;let-round-end&apos;</source>
        <translation>a rodada ainda não pode terminar: %1. Responda primeiro: “remedy” em quem ainda pode ser salvo, ou “let-round-end”</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::RulesText</name>
    <message>
        <source>roll %1 (%2)</source>
        <translation>rolagem %1 (%2)</translation>
    </message>
    <message>
        <source>roll: %1</source>
        <translation>rolagem: %1</translation>
    </message>
    <message>
        <source>%1: the GM&apos;s number</source>
        <translation>%1: o número do mestre</translation>
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
        <translation>o número do mestre</translation>
    </message>
    <message>
        <source>%1, per %2</source>
        <translation>%1, por %2</translation>
    </message>
    <message>
        <source>count</source>
        <translation>contagem</translation>
    </message>
    <message>
        <source>%1 only</source>
        <translation>só %1</translation>
    </message>
    <message>
        <source>not with %1</source>
        <translation>não com %1</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantâneo</translation>
    </message>
    <message>
        <source>rest of the round</source>
        <translation>resto da rodada</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 rodada</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n rodada</numerusform>
            <numerusform>%n rodadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 rodadas</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>até ser removida</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>até %1</translation>
    </message>
    <message>
        <source>at the start of each round</source>
        <translation>no início de cada rodada</translation>
    </message>
    <message>
        <source>now and at the end of each round</source>
        <translation>agora e no fim de cada rodada</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>no fim de cada rodada</translation>
    </message>
    <message>
        <source>%1 %2 damage %3</source>
        <translation>%1 %2 de dano %3</translation>
    </message>
    <message>
        <source>, once</source>
        <translation>, uma vez</translation>
    </message>
    <message numerus="yes">
        <source>, at most %n times</source>
        <translation>
            <numerusform>, no máximo %n vez</numerusform>
            <numerusform>, no máximo %n vezes</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>its attacks: %1</source>
        <translation>os ataques dele: %1</translation>
    </message>
    <message>
        <source>attacks on it: %1</source>
        <translation>ataques contra ele: %1</translation>
    </message>
    <message>
        <source>then %1</source>
        <translation>depois %1</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>morto</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>fora de combate</translation>
    </message>
    <message>
        <source>cannot act</source>
        <translation>não pode agir</translation>
    </message>
    <message>
        <source>%1 to all actions</source>
        <translation>%1 em todas as ações</translation>
    </message>
    <message>
        <source>decided at the end of the round</source>
        <translation>decidido no fim da rodada</translation>
    </message>
    <message>
        <source>not when the starting %1 are already in this band</source>
        <translation>não quando os %1 iniciais já estão nesta faixa</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>sem efeito</translation>
    </message>
    <message>
        <source>roll %1</source>
        <translation>rolagem %1</translation>
    </message>
    <message>
        <source>each attack rolls in turn: %1</source>
        <translation>cada ataque rola por sua vez: %1</translation>
    </message>
    <message>
        <source>%1 (no roll)</source>
        <translation>%1 (sem rolagem)</translation>
    </message>
    <message>
        <source>each combatant</source>
        <translation>cada combatente</translation>
    </message>
    <message>
        <source>each group</source>
        <translation>cada grupo</translation>
    </message>
    <message>
        <source>each side</source>
        <translation>cada lado</translation>
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
        <translation>maior primeiro</translation>
    </message>
    <message>
        <source>lowest first</source>
        <translation>menor primeiro</translation>
    </message>
    <message>
        <source>Initiative: %1; %2; %3.</source>
        <translation>Iniciativa: %1; %2; %3.</translation>
    </message>
    <message>
        <source>rolled once</source>
        <translation>rolada uma vez</translation>
    </message>
    <message>
        <source>rolled each round</source>
        <translation>rolada a cada rodada</translation>
    </message>
    <message>
        <source>Initiative: %1; %2; %3, %4.</source>
        <translation>Iniciativa: %1; %2; %3, %4.</translation>
    </message>
    <message numerus="yes">
        <source> (%n rounds left)</source>
        <translation>
            <numerusform> (falta %n rodada)</numerusform>
            <numerusform> (faltam %n rodadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>reach %1 ft</source>
        <translation>alcance %1 pés</translation>
    </message>
    <message numerus="yes">
        <source>once every %n rounds</source>
        <translation>
            <numerusform>uma vez a cada %n rodada</numerusform>
            <numerusform>uma vez a cada %n rodadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per round</source>
        <translation>%1 por rodada</translation>
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
        <translation>restam %1 de %2</translation>
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
        <translation>Parar de usar %1</translation>
    </message>
    <message>
        <source>%1 has no initiative option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem a opção de iniciativa “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Option on: %1</source>
        <translation>Opção ativada: %1</translation>
    </message>
    <message>
        <source>Option off: %1</source>
        <translation>Opção desativada: %1</translation>
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
        <translation>%1 não tem mais %2 (restaura: %3)</translation>
    </message>
    <message>
        <source>cannot roll &apos;%1&apos;</source>
        <translation>não é possível rolar “%1”</translation>
    </message>
    <message>
        <source>%1 uses %2 (%3/%4 left): %5</source>
        <translation>%1 usa %2 (restam %3/%4): %5</translation>
    </message>
    <message>
        <source>%1 uses %2 (%3/%4 left)</source>
        <translation>%1 usa %2 (restam %3/%4)</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::SurpriseCommand</name>
    <message>
        <source>Check surprise</source>
        <translation>Testar surpresa</translation>
    </message>
    <message>
        <source>%1 has no surprise rule</source>
        <translation>%1 não tem regra de surpresa</translation>
    </message>
    <message>
        <source>surprise is checked before the fight starts</source>
        <translation>a surpresa é testada antes do início do combate</translation>
    </message>
    <message>
        <source>%1 has no condition for the surprised</source>
        <translation>%1 não tem condição para os surpreendidos</translation>
    </message>
    <message>
        <source>no one is on the side &apos;%1&apos;</source>
        <translation>não há ninguém no lado “%1”</translation>
    </message>
    <message>
        <source>surprise for %1: %2</source>
        <translation>surpresa para %1: %2</translation>
    </message>
    <message>
        <source>Surprise for %1: %2 (%3)</source>
        <translation>Surpresa para %1: %2 (%3)</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>surpresa</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::TurnCommand</name>
    <message>
        <source>Start the fight</source>
        <translation>Iniciar o combate</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Próximo turno</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Turno anterior</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Próxima rodada</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Rolar iniciativa</translation>
    </message>
    <message>
        <source>Let the round end</source>
        <translation>Deixar a rodada terminar</translation>
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
        <translation>Ninguém pode agir nesta rodada</translation>
    </message>
    <message>
        <source>the fight has already started (round %1)</source>
        <translation>o combate já começou (rodada %1)</translation>
    </message>
    <message>
        <source>there is no one to fight: add combatants first</source>
        <translation>não há ninguém para lutar: adicione combatentes primeiro</translation>
    </message>
    <message>
        <source>The round begins</source>
        <translation>A rodada começa</translation>
    </message>
    <message>
        <source>Order this round: %1</source>
        <translation>Ordem desta rodada: %1</translation>
    </message>
    <message>
        <source>the fight has not started yet</source>
        <translation>o combate ainda não começou</translation>
    </message>
    <message>
        <source>this is the first turn of round %1; undo to go back further</source>
        <translation>este é o primeiro turno da rodada %1; desfaça para voltar mais</translation>
    </message>
    <message>
        <source>%1 loses %2 (%3)</source>
        <translation>%1 perde %2 (%3)</translation>
    </message>
    <message>
        <source>The round ends</source>
        <translation>A rodada termina</translation>
    </message>
</context>
<context>
    <name>Fray::Encounter::Use</name>
    <message>
        <source>each round</source>
        <translation>a cada rodada</translation>
    </message>
    <message>
        <source>each turn</source>
        <translation>a cada turno</translation>
    </message>
    <message>
        <source>each fight</source>
        <translation>a cada combate</translation>
    </message>
    <message>
        <source>on a rest</source>
        <translation>em um descanso</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>recharge %1–%2 on %3</source>
        <translation>recarga %1–%2 em %3</translation>
    </message>
    <message>
        <source>recharge %1 on %2</source>
        <translation>recarga %1 em %2</translation>
    </message>
    <message>
        <source>recharge %1+ on %2</source>
        <translation>recarga %1+ em %2</translation>
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
        <translation>%1 de volta a %2/%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cannot roll &apos;%2&apos;</source>
        <translation>%1 não consegue rolar “%2”</translation>
    </message>
    <message>
        <source>%1 recharges (rolled %2)</source>
        <translation>%1 recarrega (rolou %2)</translation>
    </message>
    <message>
        <source>%1 does not recharge (rolled %2)</source>
        <translation>%1 não recarrega (rolou %2)</translation>
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
        <translation>%1 não está mais %2</translation>
    </message>
</context>
<context>
    <name>Fray::InputFile</name>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB; Fray reads no file that large</source>
        <translation>%1 tem mais de %2 MB; o Fray não lê arquivos tão grandes</translation>
    </message>
</context>
<context>
    <name>Fray::Io::AttackRecordJson</name>
    <message>
        <source>%1 is not a combatant&apos;s id</source>
        <translation>%1 não é o id de um combatente</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>esperava-se um objeto</translation>
    </message>
    <message>
        <source>expected a probability from 0 to 1</source>
        <translation>esperava-se uma probabilidade de 0 a 1</translation>
    </message>
    <message>
        <source>must be 0 or more, not %1</source>
        <translation>deve ser 0 ou mais, não %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ChangeJson</name>
    <message>
        <source>expected {&quot;before&quot;: …, &quot;after&quot;: …}</source>
        <translation>esperava-se {&quot;before&quot;: …, &quot;after&quot;: …}</translation>
    </message>
    <message>
        <source>a history entry</source>
        <translation>uma entrada do histórico</translation>
    </message>
    <message>
        <source>not a moment of a reminder</source>
        <translation>não é um momento de lembrete</translation>
    </message>
</context>
<context>
    <name>Fray::Io::CommandJson</name>
    <message>
        <source>%1: name a combatant</source>
        <translation>%1: nomeie um combatente</translation>
    </message>
    <message>
        <source>%1: no combatant is called &apos;%2&apos;</source>
        <translation>%1: nenhum combatente se chama “%2”</translation>
    </message>
    <message>
        <source>%1: give a &apos;target&apos; or &apos;targets&apos;</source>
        <translation>%1: informe um “target” ou “targets”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>“%1” não é um momento (um de: %2)</translation>
    </message>
    <message>
        <source>%1: expected a command object</source>
        <translation>%1: esperava-se um objeto de comando</translation>
    </message>
    <message>
        <source>%1: give a &apos;target&apos;</source>
        <translation>%1: informe um “target”</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a change of hit points (%3)</source>
        <translation>%1: “%2” não é uma alteração de pontos de vida (%3)</translation>
    </message>
    <message>
        <source>%1: give a condition of the ruleset or one of your own (custom), not both</source>
        <translation>%1: informe uma condição do sistema de regras ou uma personalizada (custom), não ambas</translation>
    </message>
    <message>
        <source>%1.condition: name a condition</source>
        <translation>%1.condition: nomeie uma condição</translation>
    </message>
    <message>
        <source>%1.id: unknown field (the encounter gives an event its id)</source>
        <translation>%1.id: campo desconhecido (o encontro dá o id de um evento)</translation>
    </message>
    <message>
        <source>%1.fired_round: unknown field</source>
        <translation>%1.fired_round: campo desconhecido</translation>
    </message>
    <message>
        <source>%1.event: no event is called &apos;%2&apos;</source>
        <translation>%1.event: nenhum evento se chama “%2”</translation>
    </message>
    <message>
        <source>%1.hp_mode: expected fixed, roll or average</source>
        <translation>%1.hp_mode: esperava-se fixed, roll ou average</translation>
    </message>
    <message>
        <source>%1.hit_dice: hit points by &apos;%2&apos; need the hit dice</source>
        <translation>%1.hit_dice: pontos de vida por “%2” precisam dos dados de vida</translation>
    </message>
    <message>
        <source>%1.attack: %2 has no attack called &apos;%3&apos;</source>
        <translation>%1.attack: %2 não tem nenhum ataque chamado “%3”</translation>
    </message>
    <message>
        <source>%1: expected a modifier id or id=N</source>
        <translation>%1: esperava-se um id de modificador ou id=N</translation>
    </message>
    <message>
        <source>%1: the number in &apos;%2&apos; is too large</source>
        <translation>%1: o número em “%2” é grande demais</translation>
    </message>
    <message>
        <source>%1.option: name an option</source>
        <translation>%1.option: nomeie uma opção</translation>
    </message>
    <message>
        <source>%1.chance: expected a chance&apos;s number from 0, or none for the step&apos;s roll</source>
        <translation>%1.chance: esperava-se o número de uma chance a partir de 0, ou nenhum para a rolagem da etapa</translation>
    </message>
    <message>
        <source>%1.answer: expected roll or not-needed, found &apos;%2&apos;</source>
        <translation>%1.answer: esperava-se roll ou not-needed, encontrado “%2”</translation>
    </message>
    <message>
        <source>%1.command: unknown command &apos;%2&apos; (known: add, remove, start, next-turn, previous-turn, next-round, roll-initiative, let-round-end, damage, heal, aid, remedy, condition, remove-condition, attack, hold, declare, option, surprise, morale, order-roll, use, restore, add-event, remove-event, add-reminder, remove-reminder, undo, redo)</source>
        <translation>%1.command: comando desconhecido “%2” (conhecidos: add, remove, start, next-turn, previous-turn, next-round, roll-initiative, let-round-end, damage, heal, aid, remedy, condition, remove-condition, attack, hold, declare, option, surprise, morale, order-roll, use, restore, add-event, remove-event, add-reminder, remove-reminder, undo, redo)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::CsvImport</name>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>o arquivo não é texto UTF-8</translation>
    </message>
    <message>
        <source>a quoted field is not closed (it opens on line %1)</source>
        <translation>um campo entre aspas não está fechado (ele abre na linha %1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>o arquivo está vazio</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; cannot become &apos;%2&apos;</source>
        <translation>a coluna “%1” não pode virar “%2”</translation>
    </message>
    <message>
        <source>two columns are %1 (one is &apos;%2&apos;); map one elsewhere</source>
        <translation>duas colunas são %1 (uma é “%2”); mapeie uma para outro lugar</translation>
    </message>
    <message>
        <source>no column holds the names (headed &apos;name&apos;)</source>
        <translation>nenhuma coluna contém os nomes (com cabeçalho “name”)</translation>
    </message>
    <message numerus="yes">
        <source>%n fields where the header has %1</source>
        <translation>
            <numerusform>%n campo onde o cabeçalho tem %1</numerusform>
            <numerusform>%n campos onde o cabeçalho tem %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must be at least 1, not %2</source>
        <translation>%1 deve ser pelo menos 1, não %2</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is neither a number nor dice</source>
        <translation>%1 “%2” não é nem um número nem dados</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: %3</source>
        <translation>%1 “%2”: %3</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not a whole number</source>
        <translation>%1 “%2” não é um número inteiro</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not character, monster or template</source>
        <translation>%1 “%2” não é character, monster nem template</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos; is not name:attack:damage</source>
        <translation>o ataque “%1” não está no formato name:attack:damage</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos;: &apos;%2&apos; is not a whole number</source>
        <translation>ataque “%1”: “%2” não é um número inteiro</translation>
    </message>
    <message>
        <source>attack &apos;%1&apos;: damage &apos;%2&apos;: %3</source>
        <translation>ataque “%1”: dano “%2”: %3</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 deve ir de %2 a %3, não %4</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>sem nome</translation>
    </message>
    <message>
        <source>the file has a header but no stat lines under it</source>
        <translation>o arquivo tem um cabeçalho, mas nenhuma linha de estatísticas abaixo dele</translation>
    </message>
</context>
<context>
    <name>Fray::Io::DayJson</name>
    <message>
        <source>a day file</source>
        <translation>um arquivo de dia</translation>
    </message>
    <message>
        <source>a day lists its fights</source>
        <translation>um dia lista seus combates</translation>
    </message>
    <message>
        <source>a day needs at least one fight</source>
        <translation>um dia precisa de pelo menos um combate</translation>
    </message>
    <message>
        <source>a day of %1 fights is more than the %2 Fray plays</source>
        <translation>um dia de %1 combates passa dos %2 que o Fray joga</translation>
    </message>
    <message>
        <source>the first fight of a day comes after no rest</source>
        <translation>o primeiro combate de um dia não vem depois de descanso</translation>
    </message>
    <message>
        <source>a rest gives between 0 and %1 hit points, not %2</source>
        <translation>um descanso dá entre 0 e %1 pontos de vida, não %2</translation>
    </message>
    <message>
        <source>name one of the ruleset&apos;s rests, &quot;full&quot; or a number of hit points</source>
        <translation>informe um dos descansos do sistema de regras, &quot;full&quot; ou um número de pontos de vida</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EncounterJson</name>
    <message>
        <source>&apos;%1&apos; is not a reset (one of: %2)</source>
        <translation>“%1” não é uma restauração (uma de: %2)</translation>
    </message>
    <message>
        <source>only a use that resets by &quot;recharge&quot; has this</source>
        <translation>só um uso que se restaura por &quot;recharge&quot; tem isto</translation>
    </message>
    <message>
        <source>expected a reminder: {&quot;text&quot;: …, &quot;when&quot;: …}</source>
        <translation>esperava-se um lembrete: {&quot;text&quot;: …, &quot;when&quot;: …}</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>um lembrete precisa de um texto</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>mais de %1 caracteres</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>“%1” não é um momento (um de: %2)</translation>
    </message>
    <message>
        <source>expected a combatant (an object with a name and hit points)</source>
        <translation>esperava-se um combatente (um objeto com um nome e pontos de vida)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>deve ser 1 ou mais</translation>
    </message>
    <message>
        <source>expected a whole number or {&quot;max&quot;: …, &quot;current&quot;: …}</source>
        <translation>esperava-se um número inteiro ou {&quot;max&quot;: …, &quot;current&quot;: …}</translation>
    </message>
    <message>
        <source>maximum hit points must be at least 1</source>
        <translation>os pontos de vida máximos devem ser pelo menos 1</translation>
    </message>
    <message>
        <source>must be from 0 to %1</source>
        <translation>deve ir de 0 a %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment Fray asks for morale (first_death, half_down)</source>
        <translation>“%1” não é um momento em que o Fray pede moral (first_death, half_down)</translation>
    </message>
    <message>
        <source>an encounter file</source>
        <translation>um arquivo de encontro</translation>
    </message>
    <message>
        <source>missing (a list of combatants is required)</source>
        <translation>ausente (uma lista de combatentes é obrigatória)</translation>
    </message>
    <message>
        <source>another combatant is already called %1</source>
        <translation>outro combatente já se chama %1</translation>
    </message>
    <message>
        <source>entry %1: no event has the id %2</source>
        <translation>entrada %1: nenhum evento tem o id %2</translation>
    </message>
    <message>
        <source>entry %1: no combatant has the id %2</source>
        <translation>entrada %1: nenhum combatente tem o id %2</translation>
    </message>
    <message>
        <source>%1 is not a place in the order</source>
        <translation>%1 não é uma posição na ordem</translation>
    </message>
    <message>
        <source>expected a condition of your own: {&quot;name&quot;: …}</source>
        <translation>esperava-se uma condição personalizada: {&quot;name&quot;: …}</translation>
    </message>
    <message>
        <source>expected now, end_of_round or now_and_end_of_round</source>
        <translation>esperava-se now, end_of_round ou now_and_end_of_round</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EncounterTableJson</name>
    <message>
        <source>expected an encounter table (an object with a die and rows)</source>
        <translation>esperava-se uma tabela de encontros (um objeto com um dado e linhas)</translation>
    </message>
    <message>
        <source>missing (a list of rows is required)</source>
        <translation>ausente (uma lista de linhas é obrigatória)</translation>
    </message>
    <message>
        <source>expected a row (an object with its roll and what comes)</source>
        <translation>esperava-se uma linha (um objeto com a sua rolagem e o que vem)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a roll or a range of rolls (3, 4-6)</source>
        <translation>“%1” não é uma rolagem nem uma faixa de rolagens (3, 4-6)</translation>
    </message>
    <message>
        <source>missing or not a roll (3, or a range such as &quot;4-6&quot;)</source>
        <translation>ausente ou não é uma rolagem (3, ou uma faixa como &quot;4-6&quot;)</translation>
    </message>
    <message>
        <source>an encounter table file</source>
        <translation>um arquivo de tabela de encontros</translation>
    </message>
</context>
<context>
    <name>Fray::Io::EventJson</name>
    <message>
        <source>expected an event (an object with a name and when it acts)</source>
        <translation>esperava-se um evento (um objeto com um nome e quando ele age)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not when an event acts (one of: %2)</source>
        <translation>“%1” não é um momento em que um evento age (um de: %2)</translation>
    </message>
    <message>
        <source>only an event that acts on a count has one</source>
        <translation>só um evento que age em uma contagem tem um</translation>
    </message>
    <message>
        <source>missing (who arrives)</source>
        <translation>ausente (quem chega)</translation>
    </message>
    <message>
        <source>%1 is not an id of its own</source>
        <translation>%1 não é um id próprio</translation>
    </message>
</context>
<context>
    <name>Fray::Io::FightClubReader</name>
    <message>
        <source>line %1: &lt;%2&gt; has more than %3 attributes; no element of a Fight Club 5 compendium has that many</source>
        <translation>linha %1: &lt;%2&gt; tem mais de %3 atributos; nenhum elemento de um compêndio do Fight Club 5 tem tantos</translation>
    </message>
    <message>
        <source>expected &lt;compendium&gt;, found &lt;%1&gt;</source>
        <translation>esperava-se &lt;compendium&gt;, encontrado &lt;%1&gt;</translation>
    </message>
    <message>
        <source>no &lt;compendium&gt; element</source>
        <translation>nenhum elemento &lt;compendium&gt;</translation>
    </message>
    <message>
        <source>the file declares a DTD; Fray does not read DTDs or expand entities</source>
        <translation>o arquivo declara um DTD; o Fray não lê DTDs nem expande entidades</translation>
    </message>
    <message>
        <source>the entity &apos;&amp;%1;&apos; is not expanded</source>
        <translation>a entidade “&amp;%1;” não é expandida</translation>
    </message>
    <message>
        <source>the XML ends before it is complete</source>
        <translation>o XML termina antes de estar completo</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>linha %1, coluna %2: %3</translation>
    </message>
    <message>
        <source>a text longer than the %1 characters an import takes</source>
        <translation>um texto com mais que os %1 caracteres que uma importação aceita</translation>
    </message>
</context>
<context>
    <name>Fray::Io::FiveEToolsReader</name>
    <message>
        <source>Other ACs</source>
        <translation>Outras CA</translation>
    </message>
    <message>
        <source>HP (%1)</source>
        <translation>PV (%1)</translation>
    </message>
    <message>
        <source>%1: copies &apos;%2&apos;, which this file does not hold</source>
        <translation>%1: copia “%2”, que este arquivo não contém</translation>
    </message>
    <message>
        <source>Changes to the copied monster (_copy._mod)</source>
        <translation>Alterações no monstro copiado (_copy._mod)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignActions</name>
    <message>
        <source>Traits</source>
        <translation>Características</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>Bonus actions</source>
        <translation>Ações bônus</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Reações</translation>
    </message>
    <message>
        <source>Legendary actions</source>
        <translation>Ações lendárias</translation>
    </message>
    <message>
        <source>Mythic actions</source>
        <translation>Ações míticas</translation>
    </message>
    <message>
        <source>Lair actions</source>
        <translation>Ações de covil</translation>
    </message>
    <message>
        <source>Trait &apos;%1&apos;</source>
        <translation>Característica “%1”</translation>
    </message>
    <message>
        <source>Action &apos;%1&apos;</source>
        <translation>Ação “%1”</translation>
    </message>
    <message>
        <source>Bonus action &apos;%1&apos;</source>
        <translation>Ação bônus “%1”</translation>
    </message>
    <message>
        <source>Reaction &apos;%1&apos;</source>
        <translation>Reação “%1”</translation>
    </message>
    <message>
        <source>Legendary action &apos;%1&apos;</source>
        <translation>Ação lendária “%1”</translation>
    </message>
    <message>
        <source>Mythic action &apos;%1&apos;</source>
        <translation>Ação mítica “%1”</translation>
    </message>
    <message>
        <source>Lair action &apos;%1&apos;</source>
        <translation>Ação de covil “%1”</translation>
    </message>
    <message>
        <source>kept as notes</source>
        <translation>mantido como anotações</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignImport</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message numerus="yes">
        <source>%1, one of %n of that name</source>
        <translation>
            <numerusform>%1, um de %n com esse nome</numerusform>
            <numerusform>%1, um de %n com esse nome</numerusform>
        </translation>
    </message>
    <message>
        <source>an entry without a name</source>
        <translation>uma entrada sem nome</translation>
    </message>
    <message>
        <source>Combatant %1</source>
        <translation>Combatente %1</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condição</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>encounter %1: %2</source>
        <translation>encontro %1: %2</translation>
    </message>
    <message>
        <source>encounter %1: the file holds another of this name; imported as %2</source>
        <translation>encontro %1: o arquivo contém outro com este nome; importado como %2</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ForeignJson</name>
    <message>
        <source>expected a text</source>
        <translation>esperava-se um texto</translation>
    </message>
    <message>
        <source>a text of %1 characters is longer than the %2 an import takes</source>
        <translation>um texto de %1 caracteres é maior que os %2 que uma importação aceita</translation>
    </message>
    <message>
        <source>%1 is not a whole number Fray can hold</source>
        <translation>%1 não é um número inteiro que o Fray consiga guardar</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>esperava-se um objeto</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>esperava-se uma lista</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ImportReader</name>
    <message>
        <source>Fray encounter</source>
        <translation>Encontro do Fray</translation>
    </message>
    <message>
        <source>Fray library</source>
        <translation>Biblioteca do Fray</translation>
    </message>
    <message>
        <source>CSV stat lines</source>
        <translation>Linhas de estatísticas CSV</translation>
    </message>
    <message>
        <source>Improved Initiative</source>
        <translation>Improved Initiative</translation>
    </message>
    <message>
        <source>Fight Club 5 compendium</source>
        <translation>Compêndio do Fight Club 5</translation>
    </message>
    <message>
        <source>Open5e</source>
        <translation>Open5e</translation>
    </message>
    <message>
        <source>5e.tools bestiary</source>
        <translation>Bestiário do 5e.tools</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>o arquivo</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>JSON inválido</translation>
    </message>
    <message>
        <source>this JSON is none of the formats Fray imports (a Fray encounter or library, Improved Initiative, Open5e, 5e.tools)</source>
        <translation>este JSON não é de nenhum dos formatos que o Fray importa (um encontro ou biblioteca do Fray, Improved Initiative, Open5e, 5e.tools)</translation>
    </message>
    <message>
        <source>%1 files need the ruleset their creatures go into</source>
        <translation>arquivos %1 precisam do sistema de regras para onde vão as suas criaturas</translation>
    </message>
    <message>
        <source>the file holds no creatures</source>
        <translation>o arquivo não contém criaturas</translation>
    </message>
    <message>
        <source>no creature could be imported: %1</source>
        <translation>nenhuma criatura pôde ser importada: %1</translation>
    </message>
    <message>
        <source>stat lines need the ruleset they are written for</source>
        <translation>linhas de estatísticas precisam do sistema de regras para o qual foram escritas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; uses an unknown ruleset &apos;%2&apos;</source>
        <translation>“%1” usa um sistema de regras desconhecido “%2”</translation>
    </message>
</context>
<context>
    <name>Fray::Io::ImprovedInitiativeReader</name>
    <message>
        <source>a text that is not a JSON object</source>
        <translation>um texto que não é um objeto JSON</translation>
    </message>
    <message>
        <source>HP notes (%1)</source>
        <translation>Notas de PV (%1)</translation>
    </message>
    <message>
        <source>Current HP %1</source>
        <translation>PV atuais %1</translation>
    </message>
    <message>
        <source>Temporary HP %1</source>
        <translation>PV temporários %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::LibraryJson</name>
    <message>
        <source>expected character, monster or template</source>
        <translation>esperava-se character, monster ou template</translation>
    </message>
    <message>
        <source>expected a combatant (an object with hit points)</source>
        <translation>esperava-se um combatente (um objeto com pontos de vida)</translation>
    </message>
    <message>
        <source>missing (the entry&apos;s combatant is required)</source>
        <translation>ausente (o combatente da entrada é obrigatório)</translation>
    </message>
    <message>
        <source>a library file</source>
        <translation>um arquivo de biblioteca</translation>
    </message>
    <message>
        <source>missing (a list of entries is required)</source>
        <translation>ausente (uma lista de entradas é obrigatória)</translation>
    </message>
</context>
<context>
    <name>Fray::Io::MemberUpdateJson</name>
    <message>
        <source>a history entry</source>
        <translation>uma entrada do histórico</translation>
    </message>
</context>
<context>
    <name>Fray::Io::NameClashes</name>
    <message numerus="yes">
        <source>%1 %n times</source>
        <translation>
            <numerusform>%1 %n vez</numerusform>
            <numerusform>%1 %n vezes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: skipped</source>
        <translation>%1: ignorado</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ignorado</translation>
    </message>
    <message>
        <source>replaced by a later %1 of the file</source>
        <translation>substituído por um %1 posterior do arquivo</translation>
    </message>
    <message>
        <source>%1: replaces the library&apos;s entry</source>
        <translation>%1: substitui a entrada da biblioteca</translation>
    </message>
    <message>
        <source>%1: replaces the file&apos;s earlier %1</source>
        <translation>%1: substitui o %1 anterior do arquivo</translation>
    </message>
    <message>
        <source>replaces the library&apos;s entry</source>
        <translation>substitui a entrada da biblioteca</translation>
    </message>
    <message>
        <source>replaces the file&apos;s earlier entry</source>
        <translation>substitui a entrada anterior do arquivo</translation>
    </message>
    <message>
        <source>%1: renamed %2</source>
        <translation>%1: renomeado para %2</translation>
    </message>
    <message>
        <source>renamed %1</source>
        <translation>renomeado para %1</translation>
    </message>
</context>
<context>
    <name>Fray::Io::PhraseJson</name>
    <message>
        <source>nested more than %1 deep</source>
        <translation>aninhado com mais de %1 níveis</translation>
    </message>
    <message>
        <source>expected a text, a whole number or an object</source>
        <translation>esperava-se um texto, um número inteiro ou um objeto</translation>
    </message>
    <message>
        <source>expected a list of parts</source>
        <translation>esperava-se uma lista de partes</translation>
    </message>
    <message>
        <source>must be from 0 to %1, not %2</source>
        <translation>deve ir de 0 a %1, não %2</translation>
    </message>
</context>
<context>
    <name>Fray::Io::StatBlockMapper</name>
    <message>
        <source>Fray takes %1 to %2</source>
        <translation>O Fray aceita de %1 a %2</translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation>Dados de vida</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>no place in this ruleset</source>
        <translation>sem lugar neste sistema de regras</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(padrão)</translation>
    </message>
    <message>
        <source>the file gives no %1</source>
        <translation>o arquivo não informa %1</translation>
    </message>
    <message>
        <source>Fray cannot take the file&apos;s %1</source>
        <translation>o Fray não consegue usar %1 do arquivo</translation>
    </message>
    <message>
        <source>(%1, raised to the ruleset&apos;s minimum)</source>
        <translation>(%1, elevado ao mínimo do sistema de regras)</translation>
    </message>
    <message>
        <source>(%1, lowered to the ruleset&apos;s maximum)</source>
        <translation>(%1, reduzido ao máximo do sistema de regras)</translation>
    </message>
    <message>
        <source>hit points must be at least 1</source>
        <translation>os pontos de vida devem ser pelo menos 1</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; bonus %2</source>
        <translation>Ataque “%1” bônus %2</translation>
    </message>
    <message>
        <source>Attack &apos;%1&apos; damage %2</source>
        <translation>Ataque “%1” dano %2</translation>
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
        <translation>nenhum dano informado</translation>
    </message>
    <message>
        <source>Attack bonuses (%1)</source>
        <translation>Bônus de ataque (%1)</translation>
    </message>
    <message>
        <source>Attacks per round</source>
        <translation>Ataques por rodada</translation>
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
        <translation>não é um número inteiro que o Fray consiga guardar</translation>
    </message>
</context>
<context>
    <name>Fray::Json::FileHeader</name>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>esperava-se &quot;%1&quot;, encontrado &quot;%2&quot;</translation>
    </message>
    <message>
        <source>this file needs a newer Fray (format version %1; this Fray reads up to %2)</source>
        <translation>este arquivo precisa de um Fray mais novo (versão de formato %1; este Fray lê até %2)</translation>
    </message>
    <message>
        <source>must be 1 or more, not %1</source>
        <translation>deve ser 1 ou mais, não %1</translation>
    </message>
</context>
<context>
    <name>Fray::Json::JsonValue</name>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON inválido na linha %1, coluna %2: %3</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object</source>
        <translation>%1 deve conter um objeto JSON</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>esperava-se uma lista</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>esperava-se um objeto</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>campo desconhecido</translation>
    </message>
    <message>
        <source>missing (a text is required)</source>
        <translation>ausente (um texto é obrigatório)</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>esperava-se um texto</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>expected a whole number, not %1</source>
        <translation>esperava-se um número inteiro, não %1</translation>
    </message>
    <message>
        <source>missing (a whole number is required)</source>
        <translation>ausente (um número inteiro é obrigatório)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>esperava-se true ou false</translation>
    </message>
</context>
<context>
    <name>Fray::LocalText</name>
    <message>
        <source>expected a text, or the text in several languages such as {&quot;en&quot;: &quot;Dead&quot;, &quot;de&quot;: &quot;Tot&quot;}</source>
        <translation>esperava-se um texto, ou o texto em vários idiomas, como {&quot;en&quot;: &quot;Dead&quot;, &quot;pt_BR&quot;: &quot;Morto&quot;}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a language code (such as de, or pt_BR with its country)</source>
        <translation>“%1” não é um código de idioma (como de, ou pt_BR com o país)</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>esperava-se um texto</translation>
    </message>
    <message>
        <source>empty: leave the language out to show the English text</source>
        <translation>vazio: omita o idioma para mostrar o texto em inglês</translation>
    </message>
    <message>
        <source>the English text (&quot;en&quot;) is missing: every language without a text of its own shows it</source>
        <translation>o texto em inglês (&quot;en&quot;) está ausente: todo idioma sem texto próprio o mostra</translation>
    </message>
</context>
<context>
    <name>Fray::NumberText</name>
    <message>
        <source>&lt;%1%</source>
        <translation>&lt;%1%</translation>
    </message>
    <message>
        <source>&gt;%1%</source>
        <translation>&gt;%1%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::CompiledCheck</name>
    <message>
        <source>roll &apos;%1&apos;: %2</source>
        <translation>rolagem “%1”: %2</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos;: %2</source>
        <translation>condição “%1”: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; leaves the 64-bit integer range</source>
        <translation>“%1” sai do intervalo de inteiros de 64 bits</translation>
    </message>
    <message>
        <source>no band takes the roll %1</source>
        <translation>nenhuma faixa abrange a rolagem %1</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::OddsCalculator</name>
    <message>
        <source>%1 has no check &apos;%2&apos;</source>
        <translation>%1 não tem o teste “%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable of %2 (it has: %3)</source>
        <translation>“%1” não é uma variável de %2 (tem: %3)</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 deve ir de %2 a %3, não %4</translation>
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
        <translation>“%1” não é um modificador de %2</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos; is given twice</source>
        <translation>o modificador “%1” foi informado duas vezes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; cannot both apply: both are %3</source>
        <translation>“%1” e “%2” não podem se aplicar juntos: ambos são %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; do not stack</source>
        <translation>“%1” e “%2” não se acumulam</translation>
    </message>
    <message>
        <source>&apos;%1&apos; counts %2: give the count as %1=N</source>
        <translation>“%1” conta %2: informe a contagem como %1=N</translation>
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
        <translation>“%1” (%2) não tem número nas regras: informe um como %1=N</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable of %2</source>
        <translation>“%1” não é uma variável de %2</translation>
    </message>
    <message>
        <source>the modifiers ask for different rolls: %1</source>
        <translation>os modificadores pedem rolagens diferentes: %1</translation>
    </message>
    <message>
        <source>a modifier leaves the 64-bit integer range</source>
        <translation>um modificador sai do intervalo de inteiros de 64 bits</translation>
    </message>
    <message>
        <source>%1 needs a value for &apos;%2&apos; (%3)</source>
        <translation>%1 precisa de um valor para “%2” (%3)</translation>
    </message>
    <message>
        <source>the outcomes add up to %1 instead of 1; the ruleset&apos;s bands leave rolls out</source>
        <translation>os resultados somam %1 em vez de 1; as faixas do sistema de regras deixam rolagens de fora</translation>
    </message>
    <message>
        <source>damage formula &apos;%1&apos; with damage %2: %3</source>
        <translation>fórmula de dano “%1” com dano %2: %3</translation>
    </message>
    <message>
        <source>the step must be above zero</source>
        <translation>o passo deve ser maior que zero</translation>
    </message>
    <message>
        <source>&apos;from&apos; (%1) is above &apos;to&apos; (%2)</source>
        <translation>“from” (%1) é maior que “to” (%2)</translation>
    </message>
    <message>
        <source>a curve has at most %1 points</source>
        <translation>uma curva tem no máximo %1 pontos</translation>
    </message>
    <message>
        <source>at %1 = %2: %3</source>
        <translation>em %1 = %2: %3</translation>
    </message>
</context>
<context>
    <name>Fray::Odds::RuleComparison</name>
    <message>
        <source>under %1: %2</source>
        <translation>sob %1: %2</translation>
    </message>
    <message>
        <source>the range runs from its first value up to its last, in steps of 1 or more</source>
        <translation>o intervalo vai do primeiro valor ao último, em passos de 1 ou mais</translation>
    </message>
    <message>
        <source>at most %1 points</source>
        <translation>no máximo %1 pontos</translation>
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
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>é uma pasta</translation>
    </message>
</context>
<context>
    <name>Fray::Party::BringPartyCommand</name>
    <message>
        <source>Bring the Party</source>
        <translation>Trazer o grupo</translation>
    </message>
    <message>
        <source>the party joins before the fight starts; add a member from the library to a fight under way</source>
        <translation>o grupo entra antes do início do combate; adicione um membro da biblioteca a um combate em andamento</translation>
    </message>
    <message>
        <source>the fight already has a combatant called %1; rename it first</source>
        <translation>o combate já tem um combatente chamado %1; renomeie-o primeiro</translation>
    </message>
    <message>
        <source>no member of the party is missing from this fight (members of %1 join it)</source>
        <translation>nenhum membro do grupo está faltando neste combate (membros de %1 entram nele)</translation>
    </message>
    <message>
        <source>The party joins: %1</source>
        <translation>O grupo entra: %1</translation>
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
        <translation>dano não letal %1 → %2</translation>
    </message>
    <message>
        <source>no longer %1</source>
        <translation>não mais %1</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>agora %1</translation>
    </message>
    <message>
        <source>keeps %1</source>
        <translation>mantém %1</translation>
    </message>
    <message>
        <source>%1 ends</source>
        <translation>%1 termina</translation>
    </message>
</context>
<context>
    <name>Fray::Party::PartyRest</name>
    <message numerus="yes">
        <source>%n hit point(s) each</source>
        <translation>
            <numerusform>%n ponto de vida cada</numerusform>
            <numerusform>%n pontos de vida cada</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to full</source>
        <translation>De volta ao máximo</translation>
    </message>
    <message>
        <source>%1 names no rests; rest by hit points or back to full</source>
        <translation>%1 não define descansos; descanse por pontos de vida ou de volta ao máximo</translation>
    </message>
    <message>
        <source>%1 has no rest &apos;%2&apos; (it has: %3)</source>
        <translation>%1 não tem o descanso “%2” (tem: %3)</translation>
    </message>
    <message>
        <source>a rest gives between 0 and %1 hit points, not %2</source>
        <translation>um descanso dá entre 0 e %1 pontos de vida, não %2</translation>
    </message>
    <message>
        <source>dead: the rest gives nothing back</source>
        <translation>morto: o descanso não devolve nada</translation>
    </message>
    <message>
        <source>%1: the rest&apos;s hit points %2 cannot be rolled: %3</source>
        <translation>%1: os pontos de vida %2 do descanso não podem ser rolados: %3</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>rolou %1</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::PageText</name>
    <message>
        <source>Fray — Players</source>
        <translation>Fray — Jogadores</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Conexão perdida — reconectando…</translation>
    </message>
    <message>
        <source>Waiting for the fight</source>
        <translation>Aguardando o combate</translation>
    </message>
    <message>
        <source>No fight is open</source>
        <translation>Nenhum combate aberto</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Antes do combate</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Agora: %1</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordem</translation>
    </message>
    <message>
        <source>Chances to hit %1</source>
        <translation>Chances de acertar %1</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Nenhum alvo ainda</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Foes</source>
        <translation>Inimigos</translation>
    </message>
    <message>
        <source>My odds</source>
        <translation>Minhas chances</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personagem</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Modificadores</translation>
    </message>
    <message>
        <source>%1 to hit</source>
        <translation>%1 de acerto</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 de dano</translation>
    </message>
    <message>
        <source>No odds for this choice</source>
        <translation>Sem chances para esta escolha</translation>
    </message>
    <message>
        <source>This link has expired</source>
        <translation>Este link expirou</translation>
    </message>
    <message>
        <source>Ask the GM for the new code.</source>
        <translation>Peça o novo código ao mestre.</translation>
    </message>
    <message>
        <source>%1 chance to be out before your next turn</source>
        <translation>%1 de chance de ficar fora antes do seu próximo turno</translation>
    </message>
    <message>
        <source>%1 chance to be out before the round ends</source>
        <translation>%1 de chance de ficar fora antes do fim da rodada</translation>
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
        <translation>ferido</translation>
    </message>
    <message>
        <source>badly wounded</source>
        <translation>gravemente ferido</translation>
    </message>
</context>
<context>
    <name>Fray::PlayerPage::Standing</name>
    <message>
        <source>dead</source>
        <translation>morto</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>fora de combate</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>fugiu</translation>
    </message>
</context>
<context>
    <name>Fray::Print::ComparisonSheet</name>
    <message>
        <source>Hit (A)</source>
        <translation>Acerto (A)</translation>
    </message>
    <message>
        <source>Hit (B)</source>
        <translation>Acerto (B)</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Damage (A)</source>
        <translation>Dano (A)</translation>
    </message>
    <message>
        <source>Damage (B)</source>
        <translation>Dano (B)</translation>
    </message>
    <message>
        <source>Drops in 1 · 2 · 3 rounds (A)</source>
        <translation>Cai em 1 · 2 · 3 rodadas (A)</translation>
    </message>
    <message>
        <source>Drops in 1 · 2 · 3 rounds (B)</source>
        <translation>Cai em 1 · 2 · 3 rodadas (B)</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1 (agora)</translation>
    </message>
    <message>
        <source>%1: the party wins %2 under A (%3) and %4 under B (%5), %6.</source>
        <translation>%1: o grupo vence %2 sob A (%3) e %4 sob B (%5), %6.</translation>
    </message>
    <message>
        <source>Fray</source>
        <translation>Fray</translation>
    </message>
    <message>
        <source>House rule A against B</source>
        <translation>Regra da casa A contra B</translation>
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
        <translation>não é possível começar a imprimir</translation>
    </message>
    <message>
        <source>printing stopped before the last page</source>
        <translation>a impressão parou antes da última página</translation>
    </message>
    <message>
        <source>the table does not fit the paper</source>
        <translation>a tabela não cabe no papel</translation>
    </message>
</context>
<context>
    <name>Fray::Print::OddsChartSheet</name>
    <message>
        <source>%1 has no attack check</source>
        <translation>%1 não tem teste de ataque</translation>
    </message>
    <message>
        <source>%1 has no modifier &apos;%2&apos;</source>
        <translation>%1 não tem o modificador “%2”</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <translation>%1 (em %2)</translation>
    </message>
    <message>
        <source>%1&apos;s attack has no value to chart</source>
        <translation>o ataque de %1 não tem valor para o gráfico</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Qualquer acerto</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1: %2 contra %3</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>defesa</translation>
    </message>
    <message>
        <source>%1 %2 %3.</source>
        <translation>%1 %2 %3.</translation>
    </message>
    <message>
        <source>No situational modifiers.</source>
        <translation>Sem modificadores de situação.</translation>
    </message>
    <message>
        <source>With: %1.</source>
        <translation>Com: %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>At %1 %2: %3.</source>
        <translation>Com %1 %2: %3.</translation>
    </message>
    <message>
        <source> Expected damage %1 per attack (%2).</source>
        <translation> Dano esperado %1 por ataque (%2).</translation>
    </message>
    <message>
        <source>%1 is given by the GM with each attack.</source>
        <translation>%1 é dado pelo mestre a cada ataque.</translation>
    </message>
    <message>
        <source>No chart: %1</source>
        <translation>Sem gráfico: %1</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>agora %1</translation>
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
        <translation>%1 não tem teste de ataque</translation>
    </message>
    <message>
        <source>%1&apos;s attack has no value to tabulate</source>
        <translation>o ataque de %1 não tem valor para a tabela</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> Other values: %1.</source>
        <translation> Outros valores: %1.</translation>
    </message>
    <message>
        <source>Chance to hit on %1</source>
        <translation>Chance de acerto com %1</translation>
    </message>
    <message>
        <source>Rows: %1. Columns: %2. Each cell: the chance of any hitting result, natural rolls included.%3</source>
        <translation>Linhas: %1. Colunas: %2. Cada célula: a chance de qualquer resultado de acerto, incluindo rolagens naturais.%3</translation>
    </message>
    <message>
        <source>%1 →</source>
        <translation>%1 →</translation>
    </message>
    <message>
        <source>Chance of each result on %1</source>
        <translation>Chance de cada resultado com %1</translation>
    </message>
    <message>
        <source>Rows: %1.%2</source>
        <translation>Linhas: %1.%2</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Qualquer acerto</translation>
    </message>
    <message>
        <source>Rolls on %1 for each result</source>
        <translation>Rolagens em %1 para cada resultado</translation>
    </message>
    <message>
        <source>Rows: %1. Each cell: the rolls that give the result, natural and automatic results included.%2</source>
        <translation>Linhas: %1. Cada célula: as rolagens que dão o resultado, incluindo resultados naturais e automáticos.%2</translation>
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
        <translation>Fonte: %1, %2.</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>Fonte: %1.</translation>
    </message>
    <message numerus="yes">
        <source>A round is %n seconds.</source>
        <translation>
            <numerusform>Uma rodada dura %n segundo.</numerusform>
            <numerusform>Uma rodada dura %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Phases: %1.</source>
        <translation>Fases: %1.</translation>
    </message>
    <message>
        <source>Any other roll</source>
        <translation>Qualquer outra rolagem</translation>
    </message>
    <message>
        <source>%1, when %2</source>
        <translation>%1, quando %2</translation>
    </message>
    <message>
        <source>roll again: %1</source>
        <translation>rolar de novo: %1</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 de dano</translation>
    </message>
    <message>
        <source>Attack roll: %1</source>
        <translation>Rolagem de ataque: %1</translation>
    </message>
    <message>
        <source>Other rolls a modifier can call for: %1.</source>
        <translation>Outras rolagens que um modificador pode pedir: %1.</translation>
    </message>
    <message>
        <source>The first line that holds decides; indented lines are the follow-up roll.</source>
        <translation>A primeira linha que se aplica decide; linhas recuadas são a rolagem seguinte.</translation>
    </message>
    <message>
        <source>attack roll</source>
        <translation>rolagem de ataque</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rolagem</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efeito</translation>
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
        <translation>Dano</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>dano</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Fórmula</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>Usado para</translation>
    </message>
    <message>
        <source>Damage pools: %1.</source>
        <translation>Tipos de dano: %1.</translation>
    </message>
    <message>
        <source>Situational modifiers</source>
        <translation>Modificadores de situação</translation>
    </message>
    <message>
        <source>Only one modifier of a group applies. Where no number is given, the GM gives one.</source>
        <translation>Só um modificador de um grupo se aplica. Onde não há número, o mestre dá um.</translation>
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
        <translation>Condições</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>condições</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condição</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>%1 states</source>
        <translation>Estados de %1</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>The first state whose condition holds applies.</source>
        <translation>Aplica-se o primeiro estado cuja condição é atendida.</translation>
    </message>
    <message>
        <source>HP states</source>
        <translation>Estados de PV</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Not given in the source: the GM fills it in.</source>
        <translation>Não informado na fonte: o mestre o preenche.</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>até %1</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>An action on %1 or lower is lost.</source>
        <translation>Uma ação em %1 ou menos é perdida.</translation>
    </message>
    <message>
        <source>%1 and above</source>
        <translation>%1 ou mais</translation>
    </message>
    <message>
        <source>%1 and below</source>
        <translation>%1 ou menos</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Windows: %1.</source>
        <translation>Janelas: %1.</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>iniciativa</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>× %1/%2</source>
        <translation>× %1/%2</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>sem rolagem</translation>
    </message>
    <message>
        <source>Attacks kept: %1.</source>
        <translation>Ataques mantidos: %1.</translation>
    </message>
    <message>
        <source>goes first</source>
        <translation>age primeiro</translation>
    </message>
    <message>
        <source>goes last</source>
        <translation>age por último</translation>
    </message>
    <message>
        <source>first and last</source>
        <translation>primeiro e último</translation>
    </message>
    <message>
        <source>on the other&apos;s count</source>
        <translation>na contagem do outro</translation>
    </message>
    <message>
        <source>%1 (round 1)</source>
        <translation>%1 (rodada 1)</translation>
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
        <translation>Encontro</translation>
    </message>
    <message>
        <source>Attack values: %1.</source>
        <translation>Valores de ataque: %1.</translation>
    </message>
    <message>
        <source>Attack values are not used: the GM gives the numbers with each attack.</source>
        <translation>Valores de ataque não são usados: o mestre dá os números a cada ataque.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
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
        <translation>Rolagem: %1</translation>
    </message>
    <message>
        <source>Arriving: %1 × %2</source>
        <translation>Chegando: %1 × %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n attacks a round</source>
        <translation>
            <numerusform>%n ataque por rodada</numerusform>
            <numerusform>%n ataques por rodada</numerusform>
        </translation>
    </message>
    <message>
        <source>unit of %1</source>
        <translation>unidade de %1</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defesa</translation>
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
        <translation> (agora %1)</translation>
    </message>
    <message>
        <source> · each box %1 %2</source>
        <translation> · cada caixa %1 %2</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>Condições: %1</translation>
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
        <translation>Blocos de estatísticas</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Referência de regras</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chances</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Monstros errantes</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Folhas</translation>
    </message>
</context>
<context>
    <name>Fray::Print::SheetPrinter</name>
    <message>
        <source>no ruleset to print with</source>
        <translation>nenhum sistema de regras com que imprimir</translation>
    </message>
    <message>
        <source>Fray · %1</source>
        <translation>Fray · %1</translation>
    </message>
    <message>
        <source>cannot start printing</source>
        <translation>não é possível começar a imprimir</translation>
    </message>
    <message>
        <source>printing stopped before the last page</source>
        <translation>a impressão parou antes da última página</translation>
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
        <translation>cada caixa %1 %2</translation>
    </message>
    <message>
        <source>%1 · attack values: %2</source>
        <translation>%1 · valores de ataque: %2</translation>
    </message>
    <message>
        <source>%1 · attack values are not used: the GM gives the numbers with each attack</source>
        <translation>%1 · valores de ataque não são usados: o mestre dá os números a cada ataque</translation>
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
        <translation>Defesa</translation>
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
            <numerusform>%n ataque por rodada</numerusform>
            <numerusform>%n ataques por rodada</numerusform>
        </translation>
    </message>
    <message>
        <source>unit of %1</source>
        <translation>unidade de %1</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>Condições: %1</translation>
    </message>
    <message>
        <source>Uses, each: %1</source>
        <translation>Usos, cada: %1</translation>
    </message>
    <message>
        <source>Uses: %1</source>
        <translation>Usos: %1</translation>
    </message>
    <message>
        <source>Reminders: %1</source>
        <translation>Lembretes: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notas: %1</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuação)</translation>
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
        <translation>A campanha ainda não tem tabela de monstros errantes para %1: Encontro › Monstros errantes cria uma.</translation>
    </message>
    <message>
        <source>Encounter order</source>
        <translation>Ordem do encontro</translation>
    </message>
    <message>
        <source>%1 gives no order for meeting foes.</source>
        <translation>%1 não define uma ordem para encontrar inimigos.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rolagem</translation>
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
        <translation>na tabela %1</translation>
    </message>
    <message>
        <source>%1, on the table %2</source>
        <translation>%1, na tabela %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 em %2: %3</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Monstros errantes</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quantos</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Criatura</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
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
        <translation>Quantos vêm: %1.</translation>
    </message>
</context>
<context>
    <name>Fray::Record::LogExport</name>
    <message>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Antes do combate</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condições</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n rounds left)</source>
        <translation>
            <numerusform>%1 (falta %n rodada)</numerusform>
            <numerusform>%1 (faltam %n rodadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Combatentes</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Acertos</translation>
    </message>
    <message>
        <source>Expected hits</source>
        <translation>Acertos esperados</translation>
    </message>
    <message>
        <source>This well or worse</source>
        <translation>Tão bem ou pior</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Chance to hit</source>
        <translation>Chance de acerto</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Acerto</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dano</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Sorte</translation>
    </message>
    <message>
        <source>No attacks were rolled in Fray.</source>
        <translation>Nenhum ataque foi rolado no Fray.</translation>
    </message>
    <message>
        <source>Each combatant&apos;s hits against the hits its odds promised, and the exact chance of hitting that often or less.</source>
        <translation>Os acertos de cada combatente contra os acertos que as suas chances prometiam, e a chance exata de acertar essa quantidade de vezes ou menos.</translation>
    </message>
    <message>
        <source>Attacks rolled</source>
        <translation>Ataques rolados</translation>
    </message>
    <message>
        <source>Fight record</source>
        <translation>Relatório do combate</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · rodada %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
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
        <translation>%1 temporário</translation>
    </message>
    <message>
        <source>subdual damage</source>
        <translation>dano não letal</translation>
    </message>
    <message>
        <source>damage taken</source>
        <translation>dano sofrido</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>a rolagem</translation>
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
        <translation>não pode agir</translation>
    </message>
    <message>
        <source>no attacks</source>
        <translation>sem ataques</translation>
    </message>
    <message>
        <source>loses its remaining attacks</source>
        <translation>perde os ataques restantes</translation>
    </message>
    <message>
        <source>no DEX to defence</source>
        <translation>sem DES na defesa</translation>
    </message>
    <message>
        <source>no shield</source>
        <translation>sem escudo</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>não pode se mover</translation>
    </message>
    <message>
        <source>defenceless</source>
        <translation>indefeso</translation>
    </message>
    <message>
        <source>prone</source>
        <translation>caído</translation>
    </message>
    <message>
        <source>no spells</source>
        <translation>sem magias</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>surpreendido</translation>
    </message>
    <message>
        <source>fled: out of the fight, not dead</source>
        <translation>fugiu: fora do combate, não morto</translation>
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
        <translation>inimigos</translation>
    </message>
    <message>
        <source>neutrals</source>
        <translation>neutros</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>corpo a corpo</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>à distância</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>arremesso</translation>
    </message>
    <message>
        <source>missile</source>
        <translation>projétil</translation>
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
        <translation>o ataque não tem a variante de rolagem “%1”</translation>
    </message>
    <message>
        <source>unknown variable &apos;%1&apos;</source>
        <translation>variável desconhecida “%1”</translation>
    </message>
    <message>
        <source>expected start_of_round, end_of_round or now_and_end_of_round</source>
        <translation>esperava-se start_of_round, end_of_round ou now_and_end_of_round</translation>
    </message>
    <message>
        <source>expected a remedy: {&quot;label&quot;: …, &quot;heal&quot;: … or &quot;aid&quot;: true}</source>
        <translation>esperava-se um remédio: {&quot;label&quot;: …, &quot;heal&quot;: … ou &quot;aid&quot;: true}</translation>
    </message>
    <message>
        <source>a remedy needs a label</source>
        <translation>um remédio precisa de um rótulo (label)</translation>
    </message>
    <message>
        <source>a remedy either heals (heal) or stops a tick (aid: true), one of them</source>
        <translation>um remédio ou cura (heal) ou interrompe um tique (aid: true), um dos dois</translation>
    </message>
    <message>
        <source>expected instant, rest_of_round, rounds, until_removed or until_event</source>
        <translation>esperava-se instant, rest_of_round, rounds, until_removed ou until_event</translation>
    </message>
    <message>
        <source>expected a reminder: {&quot;text&quot;: …, &quot;when&quot;: …}</source>
        <translation>esperava-se um lembrete: {&quot;text&quot;: …, &quot;when&quot;: …}</translation>
    </message>
    <message>
        <source>a reminder needs a text</source>
        <translation>um lembrete precisa de um texto</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>mais de %1 caracteres</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment (one of: %2)</source>
        <translation>“%1” não é um momento (um de: %2)</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos; is defined twice</source>
        <translation>a condição “%1” está definida duas vezes</translation>
    </message>
    <message>
        <source>unknown flag &apos;%1&apos; (known: %2)</source>
        <translation>flag desconhecida “%1” (conhecidas: %2)</translation>
    </message>
    <message>
        <source>unknown condition &apos;%1&apos;</source>
        <translation>condição desconhecida “%1”</translation>
    </message>
    <message>
        <source>cyclic reference: %1</source>
        <translation>referência cíclica: %1</translation>
    </message>
    <message>
        <source>expected immediate or end_of_round</source>
        <translation>esperava-se immediate ou end_of_round</translation>
    </message>
    <message>
        <source>aid stops a tick, and this state has no tick</source>
        <translation>aid interrompe um tique, e este estado não tem tique</translation>
    </message>
    <message>
        <source>a remedy belongs to an end_of_round state or to a state with a tick</source>
        <translation>um remédio pertence a um estado end_of_round ou a um estado com tique</translation>
    </message>
    <message>
        <source>expected the id of another HP state, not &apos;%1&apos;</source>
        <translation>esperava-se o id de outro estado de PV, não “%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be worked out: %2</source>
        <translation>“%1” não pode ser calculado: %2</translation>
    </message>
    <message>
        <source>a rest gives at most %1 hit points; &apos;%2&apos; can give %3</source>
        <translation>um descanso dá no máximo %1 pontos de vida; “%2” pode dar %3</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>descanso</translation>
    </message>
    <message>
        <source>missing (every ruleset needs an initiative scheme)</source>
        <translation>ausente (todo sistema de regras precisa de um esquema de iniciativa)</translation>
    </message>
    <message>
        <source>missing (who rolls: combatant, group, side or attack)</source>
        <translation>ausente (quem rola: combatant, group, side ou attack)</translation>
    </message>
    <message>
        <source>give a &apos;roll&apos;, a static &apos;value&apos; or &apos;per_attack&apos; dice</source>
        <translation>informe um “roll”, um “value” fixo ou dados “per_attack”</translation>
    </message>
    <message>
        <source>expected high_first or low_first</source>
        <translation>esperava-se high_first ou low_first</translation>
    </message>
    <message>
        <source>expected each_round or once</source>
        <translation>esperava-se each_round ou once</translation>
    </message>
    <message>
        <source>expected immediate or simultaneous_ties</source>
        <translation>esperava-se immediate ou simultaneous_ties</translation>
    </message>
    <message>
        <source>expected stat, weapon_class, skill, simultaneous or reroll</source>
        <translation>esperava-se stat, weapon_class, skill, simultaneous ou reroll</translation>
    </message>
    <message>
        <source>unknown stat &apos;%1&apos;</source>
        <translation>estatística desconhecida “%1”</translation>
    </message>
    <message>
        <source>expected [numerator, denominator]</source>
        <translation>esperava-se [numerador, denominador]</translation>
    </message>
    <message>
        <source>both parts must be above zero</source>
        <translation>ambas as partes devem ser maiores que zero</translation>
    </message>
    <message>
        <source>expected first, last, first_and_last or on_count_of</source>
        <translation>esperava-se first, last, first_and_last ou on_count_of</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not combatant, group, side or attack</source>
        <translation>“%1” não é combatant, group, side nem attack</translation>
    </message>
    <message>
        <source>expected side or combatant</source>
        <translation>esperava-se side ou combatant</translation>
    </message>
    <message>
        <source>unknown check &apos;%1&apos;</source>
        <translation>teste desconhecido “%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of check &apos;%2&apos;</source>
        <translation>“%1” não é um resultado do teste “%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a side of this ruleset</source>
        <translation>“%1” não é um lado deste sistema de regras</translation>
    </message>
    <message>
        <source>expected group, combatant or side</source>
        <translation>esperava-se group, combatant ou side</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>“%1” não é uma estatística deste sistema de regras</translation>
    </message>
    <message>
        <source>check &apos;%1&apos; does not read @%2: it cannot weigh the score</source>
        <translation>o teste “%1” não lê @%2: ele não pode levar o valor em conta</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a moment for a morale check (one of: %2)</source>
        <translation>“%1” não é um momento para um teste de moral (um de: %2)</translation>
    </message>
    <message>
        <source>must be from 0 (never) to %1</source>
        <translation>deve ir de 0 (nunca) a %1</translation>
    </message>
    <message>
        <source>expected dead or down</source>
        <translation>esperava-se dead ou down</translation>
    </message>
    <message>
        <source>condition &apos;%1&apos; needs the flag &quot;fled&quot;</source>
        <translation>a condição “%1” precisa da flag &quot;fled&quot;</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::EncounterStep</name>
    <message>
        <source>&apos;%1&apos; is not a step Fray knows (one of: %2)</source>
        <translation>“%1” não é uma etapa que o Fray conheça (uma de: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes twice</source>
        <translation>“%1” aparece duas vezes</translation>
    </message>
    <message>
        <source>a surprise step needs the ruleset&apos;s surprise rule</source>
        <translation>uma etapa de surpresa precisa da regra de surpresa do sistema de regras</translation>
    </message>
    <message>
        <source>a morale step needs the ruleset&apos;s morale rule</source>
        <translation>uma etapa de moral precisa da regra de moral do sistema de regras</translation>
    </message>
    <message>
        <source>must be from 1 to 1000</source>
        <translation>deve ir de 1 a 1000</translation>
    </message>
    <message>
        <source>a scale or a unit needs a roll</source>
        <translation>uma escala ou uma unidade precisa de uma rolagem</translation>
    </message>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation>tabela desconhecida “%1”</translation>
    </message>
    <message>
        <source>expected a result (1) or a range of them (1-5)</source>
        <translation>esperava-se um resultado (1) ou uma faixa deles (1-5)</translation>
    </message>
    <message>
        <source>the range runs backwards</source>
        <translation>a faixa está invertida</translation>
    </message>
    <message>
        <source>%1 never rolls %2</source>
        <translation>%1 nunca rola %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ExpressionChecker</name>
    <message>
        <source>missing (an expression is required)</source>
        <translation>ausente (uma expressão é obrigatória)</translation>
    </message>
    <message>
        <source>expected an expression (text) or a whole number</source>
        <translation>esperava-se uma expressão (texto) ou um número inteiro</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: dice are not allowed here</source>
        <translation>“%1”: dados não são permitidos aqui</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown variable &apos;@%2&apos;</source>
        <translation>“%1”: variável desconhecida “@%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unknown table &apos;%2&apos;</source>
        <translation>“%1”: tabela desconhecida “%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: table &apos;%2&apos; has several columns; name one as %2.column</source>
        <translation>“%1”: a tabela “%2” tem várias colunas; nomeie uma como %2.coluna</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: table &apos;%2&apos; has no column &apos;%3&apos;</source>
        <translation>“%1”: a tabela “%2” não tem a coluna “%3”</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: column &apos;%2&apos; of table &apos;%3&apos; holds text, not numbers</source>
        <translation>“%1”: a coluna “%2” da tabela “%3” contém texto, não números</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ImportMappingReader</name>
    <message>
        <source>%1, with source values up to %2</source>
        <translation>%1, com valores de origem até %2</translation>
    </message>
    <message>
        <source>expected an object (defence, armor, attack_value, stats, conditions, note)</source>
        <translation>esperava-se um objeto (defence, armor, attack_value, stats, conditions, note)</translation>
    </message>
    <message>
        <source>no variable reads the attack&apos;s value (&quot;from&quot;: &quot;attack&quot;)</source>
        <translation>nenhuma variável lê o valor do ataque (&quot;from&quot;: &quot;attack&quot;)</translation>
    </message>
    <message>
        <source>no variable reads the armour (&quot;from&quot;: &quot;target.armor&quot;)</source>
        <translation>nenhuma variável lê a armadura (&quot;from&quot;: &quot;target.armor&quot;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>“%1” não é uma estatística deste sistema de regras</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a condition of this ruleset</source>
        <translation>“%1” não é uma condição deste sistema de regras</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::ModifierReader</name>
    <message>
        <source>the attack has no roll variant &apos;%1&apos;</source>
        <translation>o ataque não tem a variante de rolagem “%1”</translation>
    </message>
    <message>
        <source>unknown variable &apos;%1&apos;</source>
        <translation>variável desconhecida “%1”</translation>
    </message>
    <message>
        <source>give either &apos;to&apos;/&apos;add&apos;/&apos;roll&apos; or &apos;effects&apos;, not both</source>
        <translation>informe “to”/“add”/“roll” ou “effects”, não ambos</translation>
    </message>
    <message>
        <source>a modifier needs at least one effect</source>
        <translation>um modificador precisa de pelo menos um efeito</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>modificador</translation>
    </message>
    <message>
        <source>unknown modifier &apos;%1&apos;</source>
        <translation>modificador desconhecido “%1”</translation>
    </message>
    <message>
        <source>no modifier is in the group &apos;%1&apos;</source>
        <translation>nenhum modificador está no grupo “%1”</translation>
    </message>
    <message>
        <source>a group&apos;s label is not blank</source>
        <translation>o rótulo de um grupo não pode ficar em branco</translation>
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
        <translation>Início do turno</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Fim do turno</translation>
    </message>
    <message>
        <source>Start of round</source>
        <translation>Início da rodada</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Fim da rodada</translation>
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
        <translation>“%1” já é o id de %2</translation>
    </message>
    <message numerus="yes">
        <source>the ruleset &apos;%1&apos; is in %2, which did not load: %3 (%n problem(s); fray-cli validate-ruleset lists them)</source>
        <translation>
            <numerusform>o sistema de regras “%1” está em %2, que não foi carregado: %3 (%n problema; fray-cli validate-ruleset o lista)</numerusform>
            <numerusform>o sistema de regras “%1” está em %2, que não foi carregado: %3 (%n problemas; fray-cli validate-ruleset os lista)</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown ruleset &apos;%1&apos; (known: %2)</source>
        <translation>sistema de regras desconhecido “%1” (conhecidos: %2)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetReader</name>
    <message>
        <source>%1 &apos;%2&apos; is defined twice</source>
        <translation>%1 “%2” está definido duas vezes</translation>
    </message>
    <message>
        <source>a ruleset file</source>
        <translation>um arquivo de sistema de regras</translation>
    </message>
    <message>
        <source>a ruleset file must hold one JSON object</source>
        <translation>um arquivo de sistema de regras deve conter um objeto JSON</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid name: use lower-case letters, digits and &apos;_&apos;</source>
        <translation>“%1” não é um nome válido: use letras minúsculas, dígitos e “_”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid id: use lower-case letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>“%1” não é um id válido: use letras minúsculas, dígitos, “-” e “_”</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>esperava-se &quot;%1&quot;, encontrado &quot;%2&quot;</translation>
    </message>
    <message>
        <source>this file needs a newer Fray (format version %1; this Fray reads up to %2)</source>
        <translation>este arquivo precisa de um Fray mais novo (versão de formato %1; este Fray lê até %2)</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>deve ser 1 ou mais</translation>
    </message>
    <message>
        <source>missing (the attack&apos;s outcomes are required)</source>
        <translation>ausente (os resultados do ataque são obrigatórios)</translation>
    </message>
    <message>
        <source>missing (every ruleset needs an attack check)</source>
        <translation>ausente (todo sistema de regras precisa de um teste de ataque)</translation>
    </message>
    <message>
        <source>name the players&apos; side (&quot;players&quot;: true) and at least one other</source>
        <translation>nomeie o lado dos jogadores (&quot;players&quot;: true) e pelo menos um outro</translation>
    </message>
    <message>
        <source>side</source>
        <translation>lado</translation>
    </message>
    <message>
        <source>the maximum %1 is below the minimum %2</source>
        <translation>o máximo %1 é menor que o mínimo %2</translation>
    </message>
    <message>
        <source>the default %1 is outside the allowed range (%2 to %3)</source>
        <translation>o padrão %1 está fora do intervalo permitido (%2 a %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is reserved for checks and damage formulas</source>
        <translation>“%1” é reservado para testes e fórmulas de dano</translation>
    </message>
    <message>
        <source>expected &quot;number&quot; or &quot;switch&quot;</source>
        <translation>esperava-se &quot;number&quot; ou &quot;switch&quot;</translation>
    </message>
    <message>
        <source>expected attacker, defender or situation</source>
        <translation>esperava-se attacker, defender ou situation</translation>
    </message>
    <message>
        <source>expected a text with %1 for the amount</source>
        <translation>esperava-se um texto com %1 para a quantidade</translation>
    </message>
    <message>
        <source>expected attack, target.defence, target.armor, attacker.STAT or target.STAT</source>
        <translation>esperava-se attack, target.defence, target.armor, attacker.STAT ou target.STAT</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stat of this ruleset</source>
        <translation>“%1” não é uma estatística deste sistema de regras</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variável</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already a variable</source>
        <translation>“%1” já é uma variável</translation>
    </message>
    <message>
        <source>uses &apos;@%1&apos;, which is defined here or below: a derived value may use only those above it, so derived values never form a cycle</source>
        <translation>usa “@%1”, que é definida aqui ou abaixo: um valor derivado só pode usar os que estão acima dele, para que valores derivados nunca formem um ciclo</translation>
    </message>
    <message>
        <source>outcomes must be listed from the lowest degree up (%1 comes after %2)</source>
        <translation>os resultados devem ser listados do grau mais baixo para cima (%1 vem depois de %2)</translation>
    </message>
    <message>
        <source>a check needs at least one outcome</source>
        <translation>um teste precisa de pelo menos um resultado</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>resultado</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of the attack</source>
        <translation>“%1” não é um resultado do ataque</translation>
    </message>
    <message>
        <source>unknown damage formula &apos;%1&apos;</source>
        <translation>fórmula de dano desconhecida “%1”</translation>
    </message>
    <message>
        <source>expected a check (an object with a roll and bands)</source>
        <translation>esperava-se um teste (um objeto com uma rolagem e faixas)</translation>
    </message>
    <message>
        <source>expected two different roll variants that cancel each other</source>
        <translation>esperavam-se duas variantes de rolagem diferentes que se anulam</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a roll variant of this check</source>
        <translation>“%1” não é uma variante de rolagem deste teste</translation>
    </message>
    <message>
        <source>a check needs at least one band</source>
        <translation>um teste precisa de pelo menos uma faixa</translation>
    </message>
    <message>
        <source>a band without &apos;when&apos; takes every roll left, so it must be the last</source>
        <translation>uma faixa sem “when” abrange todas as rolagens restantes, então deve ser a última</translation>
    </message>
    <message>
        <source>the last band must have no &apos;when&apos;, so that every roll has a result</source>
        <translation>a última faixa não deve ter “when”, para que toda rolagem tenha um resultado</translation>
    </message>
    <message>
        <source>never reached: an earlier band has the same condition</source>
        <translation>nunca alcançada: uma faixa anterior tem a mesma condição</translation>
    </message>
    <message>
        <source>a band needs either an &apos;outcome&apos; or a follow-up check in &apos;then&apos;</source>
        <translation>uma faixa precisa de um “outcome” ou de um teste seguinte em “then”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an outcome of this check</source>
        <translation>“%1” não é um resultado deste teste</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::RulesetTables</name>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation>tabela desconhecida “%1”</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; has no column &apos;%2&apos;</source>
        <translation>a tabela “%1” não tem a coluna “%2”</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; has no row for %2</source>
        <translation>a tabela “%1” não tem linha para %2</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; gives no number for %2</source>
        <translation>a tabela “%1” não dá número para %2</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::SourceReader</name>
    <message>
        <source>expected a text or an object {title, section, file}</source>
        <translation>esperava-se um texto ou um objeto {title, section, file}</translation>
    </message>
    <message>
        <source>must not be empty (leave the field out instead)</source>
        <translation>não pode ficar vazio (omita o campo)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::StatReader</name>
    <message>
        <source>stat</source>
        <translation>estatística</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is still a stat of this ruleset</source>
        <translation>“%1” ainda é uma estatística deste sistema de regras</translation>
    </message>
    <message>
        <source>expected defence, armor or attack</source>
        <translation>esperava-se defence, armor ou attack</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of attack of this ruleset (it has: %2)</source>
        <translation>“%1” não é um tipo de ataque deste sistema de regras (tem: %2)</translation>
    </message>
    <message>
        <source>no variable reads the attack&apos;s value (&quot;from&quot;: &quot;attack&quot;)</source>
        <translation>nenhuma variável lê o valor do ataque (&quot;from&quot;: &quot;attack&quot;)</translation>
    </message>
</context>
<context>
    <name>Fray::Rules::TableReader</name>
    <message>
        <source>a table needs at least one column</source>
        <translation>uma tabela precisa de pelo menos uma coluna</translation>
    </message>
    <message>
        <source>a table needs at least one row</source>
        <translation>uma tabela precisa de pelo menos uma linha</translation>
    </message>
    <message>
        <source>&apos;from&apos; (%1) is above &apos;to&apos; (%2)</source>
        <translation>“from” (%1) é maior que “to” (%2)</translation>
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
            <numerusform>%n coluna</numerusform>
            <numerusform>%n colunas</numerusform>
        </translation>
    </message>
    <message>
        <source>overlaps row %1</source>
        <translation>sobrepõe a linha %1</translation>
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
        <translation>Médio</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected WORD.CHANCE=P, such as hard.lose=0.1</source>
        <translation>“%1”: esperava-se WORD.CHANCE=P, como hard.lose=0.1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the chance must be a number from 0 to 1</source>
        <translation>“%1”: a chance deve ser um número de 0 a 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the words are deadly, hard and medium</source>
        <translation>“%1”: as palavras são deadly, hard e medium</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the chances are lose, out and dead</source>
        <translation>“%1”: as chances são lose, out e dead</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::ExactDuel</name>
    <message numerus="yes">
        <source>an exact result needs one combatant against one; this fight has %n combatants</source>
        <translation>
            <numerusform>um resultado exato precisa de um combatente contra um; este combate tem %n combatente</numerusform>
            <numerusform>um resultado exato precisa de um combatente contra um; este combate tem %n combatentes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has too many hit points for an exact result</source>
        <translation>%1 tem pontos de vida demais para um resultado exato</translation>
    </message>
    <message>
        <source>%1 has fled; an exact result needs both in the fight</source>
        <translation>%1 fugiu; um resultado exato precisa dos dois no combate</translation>
    </message>
    <message>
        <source>%1 has a condition (%2); an exact result needs a fight without conditions</source>
        <translation>%1 tem uma condição (%2); um resultado exato precisa de um combate sem condições</translation>
    </message>
    <message>
        <source>a hit of %1 can leave %2 %3: a condition, which an exact result cannot follow</source>
        <translation>um acerto de %1 pode deixar %2 %3: uma condição, que um resultado exato não consegue acompanhar</translation>
    </message>
    <message>
        <source>%1&apos;s attack fires only every %2 rounds; an exact result needs attacks that can be made every round</source>
        <translation>o ataque de %1 só dispara a cada %2 rodadas; um resultado exato precisa de ataques que possam ser feitos toda rodada</translation>
    </message>
    <message>
        <source>each attack rolls its own initiative here; an exact result needs one initiative entry per combatant</source>
        <translation>aqui cada ataque rola a própria iniciativa; um resultado exato precisa de uma entrada de iniciativa por combatente</translation>
    </message>
    <message>
        <source>the fight is under way; an exact result starts from the first round</source>
        <translation>o combate está em andamento; um resultado exato começa da primeira rodada</translation>
    </message>
    <message>
        <source>initiative has already been rolled; an exact result starts before it is</source>
        <translation>a iniciativa já foi rolada; um resultado exato começa antes disso</translation>
    </message>
    <message>
        <source>One against one, morale never changes the result: it is asked only when a side&apos;s one combatant is already down.</source>
        <translation>Um contra um, a moral nunca muda o resultado: ela só é pedida quando o único combatente de um lado já caiu.</translation>
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
        <translation>não há ninguém para lutar: adicione combatentes primeiro</translation>
    </message>
    <message>
        <source>the fight has more than 32 sides</source>
        <translation>o combate tem mais de 32 lados</translation>
    </message>
    <message>
        <source>everyone is on one side (%1): there is no one to fight</source>
        <translation>todos estão do mesmo lado (%1): não há contra quem lutar</translation>
    </message>
    <message>
        <source>no one on side &apos;%1&apos; is able to fight</source>
        <translation>ninguém do lado “%1” está em condições de lutar</translation>
    </message>
    <message>
        <source>the fight has %1 combatants; the simulation works with at most %2</source>
        <translation>o combate tem %1 combatentes; a simulação trabalha com no máximo %2</translation>
    </message>
    <message>
        <source>%1 has %2 of %3 hit points; the simulation works with at most %4 either way</source>
        <translation>%1 tem %2 de %3 pontos de vida; a simulação trabalha com no máximo %4 em qualquer sentido</translation>
    </message>
    <message>
        <source>the fight has %1 pairs of attacker and target; the simulation works with at most %2 attack tables</source>
        <translation>o combate tem %1 pares de atacante e alvo; a simulação trabalha com no máximo %2 tabelas de ataque</translation>
    </message>
    <message>
        <source>An attack&apos;s count is not used: each combatant makes its attacks per round, each with its attack that does the most damage on average and is ready.</source>
        <translation>A contagem de um ataque não é usada: cada combatente faz os seus ataques por rodada, cada um com o ataque pronto que causa mais dano em média.</translation>
    </message>
    <message>
        <source>A combatant with several attacks uses, for each attack, the one that does the most damage on average against its target and is ready to fire.</source>
        <translation>Um combatente com vários ataques usa, em cada ataque, aquele que está pronto e causa mais dano em média contra o seu alvo.</translation>
    </message>
    <message>
        <source>Mass-combat units fight as one combatant with their hit points.</source>
        <translation>Unidades de combate em massa lutam como um combatente com os seus pontos de vida.</translation>
    </message>
    <message>
        <source>Declared initiative actions and overrides (%1) are not simulated: everyone rolls and attacks.</source>
        <translation>Ações de iniciativa declaradas e substituições (%1) não são simuladas: todos rolam e atacam.</translation>
    </message>
    <message>
        <source>Uses (%1: %2) are not simulated: no one spends a breath weapon, a spell or anything else counted.</source>
        <translation>Usos (%1: %2) não são simulados: ninguém gasta uma arma de sopro, uma magia ou qualquer outra coisa contada.</translation>
    </message>
    <message>
        <source>Reminders are not simulated (%1: %2).</source>
        <translation>Lembretes não são simulados (%1: %2).</translation>
    </message>
    <message>
        <source>%1&apos;s condition &apos;%2&apos; is not in the ruleset and is left out.</source>
        <translation>A condição “%2” de %1 não está no sistema de regras e é deixada de fora.</translation>
    </message>
    <message>
        <source>%1 could carry more than %2 different conditions in this fight; the simulation follows at most %2 per combatant</source>
        <translation>%1 poderia ter mais de %2 condições diferentes neste combate; a simulação acompanha no máximo %2 por combatente</translation>
    </message>
    <message>
        <source>&apos;%1&apos; lasts until an event (%2); in the simulation no one brings it about.</source>
        <translation>“%1” dura até um evento (%2); na simulação ninguém o provoca.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does %2 damage; the simulation counts it as lethal.</source>
        <translation>“%1” causa %2 de dano; a simulação o conta como letal.</translation>
    </message>
    <message>
        <source>the fight needs %1 attack tables (attackers, targets, wounds and conditions); the simulation works with at most %2</source>
        <translation>o combate precisa de %1 tabelas de ataque (atacantes, alvos, ferimentos e condições); a simulação trabalha com no máximo %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 against %3: %4</source>
        <translation>%2 de %1 contra %3: %4</translation>
    </message>
    <message>
        <source>an attack can do more than 1,000,000 damage</source>
        <translation>um ataque pode causar mais de 1.000.000 de dano</translation>
    </message>
    <message>
        <source>&apos;%1&apos; loses the same for everyone: the first combatant&apos;s values are used.</source>
        <translation>“%1” perde o mesmo para todos: os valores do primeiro combatente são usados.</translation>
    </message>
    <message>
        <source>No surprise round: the fight starts with everyone aware.</source>
        <translation>Sem rodada de surpresa: o combate começa com todos alertas.</translation>
    </message>
    <message numerus="yes">
        <source>Events in the initiative order are not simulated (%n event(s), such as %1): no lair acts and no reinforcements arrive.</source>
        <translation>
            <numerusform>Eventos na ordem de iniciativa não são simulados (%n evento: %1): nenhum covil age e nenhum reforço chega.</numerusform>
            <numerusform>Eventos na ordem de iniciativa não são simulados (%n eventos, como %1): nenhum covil age e nenhum reforço chega.</numerusform>
        </translation>
    </message>
    <message>
        <source>initiative for %1</source>
        <translation>iniciativa para %1</translation>
    </message>
    <message>
        <source>The fight is under way: round %1 goes on from the entry whose turn it is, and the rounds are counted from it.</source>
        <translation>O combate está em andamento: a rodada %1 continua a partir da entrada que está no turno, e as rodadas são contadas a partir dela.</translation>
    </message>
    <message>
        <source>Morale is not checked: no one flees.</source>
        <translation>A moral não é testada: ninguém foge.</translation>
    </message>
    <message>
        <source>morale of %1: %2</source>
        <translation>moral de %1: %2</translation>
    </message>
    <message>
        <source>Morale is checked when a side&apos;s first one falls and when half of it is down, as Fray asks; the GM&apos;s checks at the start and on an upset are not simulated.</source>
        <translation>A moral é testada quando o primeiro de um lado cai e quando metade dele está fora de combate, como o Fray pergunta; os testes do mestre no início e após um revés não são simulados.</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::FightTuner</name>
    <message>
        <source>no group of alike combatants is called &apos;%1&apos; (groups: %2)</source>
        <translation>nenhum grupo de combatentes iguais se chama &apos;%1&apos; (grupos: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n groups are called &apos;%1&apos;; name one by its side (SIDE:NAME)</source>
        <translation>
            <numerusform>%n grupo se chama &apos;%1&apos;; indique um pelo lado (LADO:NOME)</numerusform>
            <numerusform>%n grupos se chamam &apos;%1&apos;; indique um pelo lado (LADO:NOME)</numerusform>
        </translation>
    </message>
    <message>
        <source>no combatant is called &apos;%1&apos; (combatants: %2)</source>
        <translation>nenhum combatente se chama &apos;%1&apos; (combatentes: %2)</translation>
    </message>
    <message>
        <source>%1 has no attack whose value could be turned</source>
        <translation>%1 não tem ataque cujo valor possa ser ajustado</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a target is win=P (the party&apos;s chance to win, 0 to 1 or a percentage) or a difficulty: easy, medium, hard, deadly</source>
        <translation>&apos;%1&apos;: um alvo é win=P (a chance de vitória do grupo, de 0 a 1 ou em porcentagem) ou uma dificuldade: easy, medium, hard, deadly</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2: %3</translation>
    </message>
    <message>
        <source>%1: values from %2 to %3 can be tried, not from %4 to %5</source>
        <translation>%1: podem ser tentados valores de %2 a %3, não de %4 a %5</translation>
    </message>
    <message>
        <source>Count of %1</source>
        <translation>Quantidade de %1</translation>
    </message>
    <message>
        <source>Hit points of %1</source>
        <translation>Pontos de vida de %1</translation>
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
        <translation>o combate não cabe em %1: %2</translation>
    </message>
    <message>
        <source>%1: cannot simulate the fight: %2</source>
        <translation>%1: não é possível simular o combate: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::HpStateTables</name>
    <message>
        <source>the ruleset has more HP states than the simulation can follow</source>
        <translation>o sistema de regras tem mais estados de PV do que a simulação consegue acompanhar</translation>
    </message>
    <message>
        <source>%1&apos;s HP states change more than %2 below 0; the simulation cannot follow them</source>
        <translation>os estados de PV de %1 mudam mais de %2 abaixo de 0; a simulação não consegue acompanhá-los</translation>
    </message>
    <message>
        <source>%1&apos;s wounds give more than 32 different penalties</source>
        <translation>os ferimentos de %1 dão mais de 32 penalidades diferentes</translation>
    </message>
</context>
<context>
    <name>Fray::Sim::TurnDanger</name>
    <message>
        <source>Counts every attack of those who act before the combatant&apos;s next turn, each with its best attack and aimed as the simulation aims (each side&apos;s tactic, at the hit points as they are now), and the hit-point states each hit brings. Everyone acts whatever happens before them; bleeding, conditions that tick and conditions a hit brings are not counted. Where the order is rolled again each round, only the rest of this round counts.</source>
        <translation>Conta cada ataque de quem age antes do próximo turno do combatente, cada um com seu melhor ataque e mirado como a simulação mira (a tática de cada lado, com os pontos de vida como estão agora), e os estados de pontos de vida que cada acerto traz. Todos agem aconteça o que acontecer antes; sangramentos, condições que se repetem e condições que um acerto traz não contam. Onde a ordem é rolada de novo a cada rodada, só conta o resto desta rodada.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::Campaign</name>
    <message>
        <source>%1 already exists</source>
        <translation>%1 já existe</translation>
    </message>
    <message>
        <source>cannot create %1: the folder %2 cannot be made</source>
        <translation>não é possível criar %1: a pasta %2 não pode ser criada</translation>
    </message>
    <message>
        <source>cannot create %1: %2 cannot be copied</source>
        <translation>não é possível criar %1: %2 não pode ser copiado</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>não é possível criar %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignAddress</name>
    <message>
        <source>&apos;%1&apos; is not a server address: it begins with postgresql://</source>
        <translation>&apos;%1&apos; não é um endereço de servidor: ele começa com postgresql://</translation>
    </message>
    <message>
        <source>the server address is not valid: %1</source>
        <translation>o endereço do servidor não é válido: %1</translation>
    </message>
    <message>
        <source>the server address&apos;s sslmode &apos;%1&apos; is none of %2</source>
        <translation>o sslmode &apos;%1&apos; do endereço do servidor não é nenhum de %2</translation>
    </message>
    <message>
        <source>the server address&apos;s connect_timeout &apos;%1&apos; is not a number of seconds</source>
        <translation>o connect_timeout &apos;%1&apos; do endereço do servidor não é um número de segundos</translation>
    </message>
    <message>
        <source>the server address has &apos;%1&apos;, which Fray does not know (it knows sslmode, sslrootcert, host and connect_timeout)</source>
        <translation>o endereço do servidor tem &apos;%1&apos;, que o Fray não conhece (ele conhece sslmode, sslrootcert, host e connect_timeout)</translation>
    </message>
    <message>
        <source>the server address names no server (postgresql://USER@HOST/DATABASE)</source>
        <translation>o endereço do servidor não nomeia nenhum servidor (postgresql://USUÁRIO@HOST/BANCO)</translation>
    </message>
    <message>
        <source>the server address names no database (postgresql://USER@HOST/DATABASE)</source>
        <translation>o endereço do servidor não nomeia nenhum banco de dados (postgresql://USUÁRIO@HOST/BANCO)</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignCopy</name>
    <message>
        <source>%1 is in campaign format %2, not %3; open it once with this Fray to update it</source>
        <translation>%1 está no formato de campanha %2, não %3; abra-a uma vez com este Fray para atualizá-la</translation>
    </message>
    <message>
        <source>%1 is in campaign format %2, not %3</source>
        <translation>%1 está no formato de campanha %2, não %3</translation>
    </message>
    <message>
        <source>%1 already holds a campaign (its table %2 has rows); copy into a new one</source>
        <translation>%1 já contém uma campanha (sua tabela %2 tem linhas); copie para uma nova</translation>
    </message>
    <message>
        <source>reading %1 failed: %2</source>
        <translation>falha ao ler %1: %2</translation>
    </message>
    <message>
        <source>%1 is the campaign itself</source>
        <translation>%1 é a própria campanha</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>não é possível substituir %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignDatabase</name>
    <message>
        <source>the campaign database reported: %1</source>
        <translation>o banco de dados da campanha informou: %1</translation>
    </message>
    <message>
        <source>saving failed: %1</source>
        <translation>falha ao salvar: %1</translation>
    </message>
    <message>
        <source>the campaign is open read-only</source>
        <translation>a campanha está aberta somente para leitura</translation>
    </message>
    <message>
        <source>%1 The change was not saved.</source>
        <translation>%1 A alteração não foi salva.</translation>
    </message>
    <message>
        <source>%1 Whether the last change was saved is not known until the connection is back.</source>
        <translation>%1 Só se saberá se a última alteração foi salva quando a conexão voltar.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignFile</name>
    <message>
        <source>%1 is a folder, not a campaign</source>
        <translation>%1 é uma pasta, não uma campanha</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 não existe</translation>
    </message>
    <message>
        <source>cannot create %1: Fray may not write in %2</source>
        <translation>não é possível criar %1: o Fray não tem permissão para gravar em %2</translation>
    </message>
    <message>
        <source>cannot create %1: the folder %2 cannot be made</source>
        <translation>não é possível criar %1: a pasta %2 não pode ser criada</translation>
    </message>
    <message>
        <source>Fray may not write in the folder %1, so the campaign is open read-only</source>
        <translation>o Fray não tem permissão para gravar na pasta %1, então a campanha está aberta somente para leitura</translation>
    </message>
    <message>
        <source>Fray may not write to %1, so the campaign is open read-only</source>
        <translation>o Fray não tem permissão para gravar em %1, então a campanha está aberta somente para leitura</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no campaign yet</source>
        <translation>%1 está vazio: ainda não contém nenhuma campanha</translation>
    </message>
    <message>
        <source>cannot keep a copy of %1 before updating it</source>
        <translation>não é possível guardar uma cópia de %1 antes de atualizá-lo</translation>
    </message>
    <message>
        <source>%1 holds changes not yet written into it, and Fray may not write in %2 to read them; copy the campaign to a folder Fray may write to</source>
        <translation>%1 contém alterações ainda não gravadas nele, e o Fray não tem permissão para gravar em %2 para lê-las; copie a campanha para uma pasta em que o Fray possa gravar</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 não pode ser aberto: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 não pode ser lido: %2</translation>
    </message>
    <message>
        <source>%1 uses an older campaign format, and reading it failed: %2</source>
        <translation>%1 usa um formato de campanha mais antigo, e a leitura falhou: %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened: Fray could not write its lock file %2 (is the disk full?)</source>
        <translation>%1 não pode ser aberto: o Fray não conseguiu gravar o arquivo de trava %2 (o disco está cheio?)</translation>
    </message>
    <message>
        <source>%1 is locked by %2, which names no Fray, and it cannot be removed</source>
        <translation>%1 está travado por %2, que não indica nenhum Fray, e ele não pode ser removido</translation>
    </message>
    <message>
        <source>%1 is open in Fray on another computer (%2, process %3); close it there, or open the campaign read-only</source>
        <translation>%1 está aberto no Fray em outro computador (%2, processo %3); feche-o lá ou abra a campanha somente para leitura</translation>
    </message>
    <message>
        <source>%1 is already open in another Fray (process %2); close it there, or open the campaign read-only</source>
        <translation>%1 já está aberto em outro Fray (processo %2); feche-o lá ou abra a campanha somente para leitura</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1 holds changes a Fray did not finish saving, and they could not be recovered: %2; it was left as it is</source>
        <translation>%1 contém alterações que um Fray não terminou de salvar, e elas não puderam ser recuperadas: %2; o arquivo foi deixado como está</translation>
    </message>
    <message>
        <source>%1 is not a Fray campaign (it is not an SQLite database); it was left as it is</source>
        <translation>%1 não é uma campanha do Fray (não é um banco de dados SQLite); o arquivo foi deixado como está</translation>
    </message>
    <message>
        <source>%1 holds changes a Fray did not finish saving, which only opening it normally (not read-only) can recover; it was left as it is</source>
        <translation>%1 contém alterações que um Fray não terminou de salvar, que só abri-lo normalmente (não somente para leitura) pode recuperar; o arquivo foi deixado como está</translation>
    </message>
    <message>
        <source>%1 is damaged (the database check failed: %2); it was left as it is</source>
        <translation>%1 está danificado (a verificação do banco de dados falhou: %2); o arquivo foi deixado como está</translation>
    </message>
    <message>
        <source>%1 is damaged; it was left as it is</source>
        <translation>%1 está danificado; o arquivo foi deixado como está</translation>
    </message>
    <message>
        <source>%1 was made by a newer Fray (campaign format %2; this Fray reads up to %3); update Fray to open it. The file was left as it is</source>
        <translation>%1 foi criado por um Fray mais novo (formato de campanha %2; este Fray lê até %3); atualize o Fray para abri-lo. O arquivo foi deixado como está</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not a Fray campaign; it was left as it is</source>
        <translation>%1 é um banco de dados SQLite, mas não uma campanha do Fray; o arquivo foi deixado como está</translation>
    </message>
    <message>
        <source>%1 is damaged: its table &apos;%2&apos; is missing; it was left as it is</source>
        <translation>%1 está danificado: falta a tabela “%2”; o arquivo foi deixado como está</translation>
    </message>
    <message>
        <source>updating the campaign to format %1 failed: %2</source>
        <translation>a atualização da campanha para o formato %1 falhou: %2</translation>
    </message>
    <message>
        <source>%1 was deleted or replaced while Fray had it open; Fray saves nothing more to it. Use Save As to keep the campaign.</source>
        <translation>%1 foi excluído ou substituído enquanto o Fray o mantinha aberto; o Fray não salva mais nada nele. Use Salvar como para manter a campanha.</translation>
    </message>
    <message>
        <source>the write-ahead log of %1 (%2) was deleted or replaced while Fray had it open; Fray saves nothing more to it. Use Save As to keep the campaign.</source>
        <translation>o write-ahead log de %1 (%2) foi excluído ou substituído enquanto o Fray mantinha a campanha aberta; o Fray não salva mais nada nela. Use Salvar como para manter a campanha.</translation>
    </message>
    <message>
        <source>%1 is the campaign itself</source>
        <translation>%1 é a própria campanha</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>não é possível substituir %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::CampaignImport</name>
    <message>
        <source>Import of %1</source>
        <translation>Importação de %1</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called &apos;%1&apos;</source>
        <translation>a campanha já tem um encontro chamado “%1”</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::EncounterLease</name>
    <message>
        <source>%1 is run by %2 since %3; follow it there, or take it over</source>
        <extracomment>%2 is the Fray that runs the fight (a computer&apos;s or a GM&apos;s name), %3 since when.</extracomment>
        <translation>%1 é conduzido por %2 desde %3; acompanhe-o por lá ou assuma-o</translation>
    </message>
    <message>
        <source>the campaign has no encounter %1</source>
        <translation>a campanha não tem o encontro %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::EncounterStore</name>
    <message>
        <source>the campaign has no encounter %1</source>
        <translation>a campanha não tem o encontro %1</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos; is damaged: %2</source>
        <translation>o encontro “%1” está danificado: %2</translation>
    </message>
    <message>
        <source>an encounter needs a name</source>
        <translation>um encontro precisa de um nome</translation>
    </message>
    <message>
        <source>another encounter is already called %1</source>
        <translation>outro encontro já se chama %1</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::LibraryStep</name>
    <message numerus="yes">
        <source>Join the party (%n entries)</source>
        <translation>
            <numerusform>Entrar no grupo (%n entrada)</numerusform>
            <numerusform>Entrar no grupo (%n entradas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the party (%n entries)</source>
        <translation>
            <numerusform>Sair do grupo (%n entrada)</numerusform>
            <numerusform>Sair do grupo (%n entradas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::LibraryStore</name>
    <message>
        <source>the library entry &apos;%1&apos; (%2) is damaged: %3</source>
        <translation>a entrada da biblioteca “%1” (%2) está danificada: %3</translation>
    </message>
    <message>
        <source>a library entry needs a name</source>
        <translation>uma entrada da biblioteca precisa de um nome</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of entry (character, monster or template)</source>
        <translation>“%1” não é um tipo de entrada (character, monster ou template)</translation>
    </message>
    <message>
        <source>the entry to put back has no id</source>
        <translation>a entrada a restaurar não tem id</translation>
    </message>
    <message>
        <source>the library has no entry %1</source>
        <translation>a biblioteca não tem a entrada %1</translation>
    </message>
    <message>
        <source>%1 was changed on another computer (%2) at %3; reload it and make your change again</source>
        <extracomment>%2 is who changed it (a computer&apos;s or a GM&apos;s name), %3 the time.</extracomment>
        <translation>%1 foi alterado em outro computador (%2) às %3; recarregue-o e faça sua alteração de novo</translation>
    </message>
    <message>
        <source>another Fray</source>
        <translation>outro Fray</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::PartyStore</name>
    <message>
        <source>the library has no entry %1</source>
        <translation>a biblioteca não tem a entrada %1</translation>
    </message>
    <message>
        <source>%1 has changed since this was worked out; nothing was written</source>
        <translation>%1 mudou desde que isto foi calculado; nada foi gravado</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::SampleContent</name>
    <message>
        <source>cannot read the sample %1</source>
        <translation>não é possível ler o exemplo %1</translation>
    </message>
    <message>
        <source>the sample %1 is damaged: %2</source>
        <translation>o exemplo %1 está danificado: %2</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::ServerCampaign</name>
    <message>
        <source>%1 cannot be opened: this Fray has no PostgreSQL driver (Qt&apos;s QPSQL plugin; on Debian, the package libqt6sql6-psql)</source>
        <translation>não é possível abrir %1: este Fray não tem o driver do PostgreSQL (o plugin QPSQL do Qt; no Debian, o pacote libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>não é possível abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 runs PostgreSQL %2, and Fray needs PostgreSQL 12 or newer</source>
        <translation>%1 roda o PostgreSQL %2, e o Fray precisa do PostgreSQL 12 ou mais novo</translation>
    </message>
    <message>
        <source>%1 refused the password for %2: give the right one (the address, PGPASSWORD or ~/.pgpass)</source>
        <translation>%1 recusou a senha de %2: informe a correta (no endereço, PGPASSWORD ou ~/.pgpass)</translation>
    </message>
    <message>
        <source>%1: the server has no database %2; ask its administrator to create it</source>
        <translation>%1: o servidor não tem o banco de dados %2; peça ao administrador que o crie</translation>
    </message>
    <message>
        <source>%1: the server has no user %2</source>
        <translation>%1: o servidor não tem o usuário %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached with TLS as sslmode=%2 asks: %3</source>
        <translation>não é possível alcançar %1 com TLS como pede sslmode=%2: %3</translation>
    </message>
    <message>
        <source>%1: no computer is called %2</source>
        <translation>%1: nenhum computador se chama %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no PostgreSQL server answers at %2, port %3</source>
        <translation>não é possível alcançar %1: nenhum servidor PostgreSQL responde em %2, porta %3</translation>
    </message>
    <message>
        <source>%1 is damaged: it does not say its campaign format</source>
        <translation>%1 está danificada: não informa seu formato de campanha</translation>
    </message>
    <message>
        <source>the database %1 holds tables that are not a Fray campaign; give Fray an empty database</source>
        <translation>o banco de dados %1 contém tabelas que não são uma campanha do Fray; dê ao Fray um banco de dados vazio</translation>
    </message>
    <message>
        <source>%1 was made by a newer Fray (campaign format %2; this Fray reads up to %3); update Fray to open it</source>
        <translation>%1 foi feita por um Fray mais novo (formato de campanha %2; este Fray lê até o %3); atualize o Fray para abri-la</translation>
    </message>
    <message>
        <source>%1 is damaged: its table &apos;%2&apos; is missing</source>
        <translation>%1 está danificada: falta sua tabela &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no campaign yet</source>
        <translation>%1 está vazia: ainda não contém nenhuma campanha</translation>
    </message>
    <message>
        <source>%1 uses an older campaign format; open it once for writing to update it</source>
        <translation>%1 usa um formato de campanha antigo; abra-a uma vez para escrita para atualizá-la</translation>
    </message>
    <message>
        <source>updating the campaign to format %1 failed: %2</source>
        <translation>falha ao atualizar a campanha para o formato %1: %2</translation>
    </message>
    <message>
        <source>The connection to %1 is lost; nothing more is saved until Fray has it back.</source>
        <translation>A conexão com %1 caiu; nada mais é salvo até o Fray recuperá-la.</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::StoredCombatant</name>
    <message>
        <source>%1 was not saved: Fray could not read it back (%2)</source>
        <translation>%1 não foi salvo: o Fray não conseguiu lê-lo de volta (%2)</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TablePace</name>
    <message numerus="yes">
        <source>(%1 s a turn, from %Ln turn(s) played)</source>
        <translation>
            <numerusform>(%1 s por turno, de %Ln turno jogado)</numerusform>
            <numerusform>(%1 s por turno, de %Ln turnos jogados)</numerusform>
        </translation>
    </message>
    <message>
        <source>under a minute at this table&apos;s pace</source>
        <translation>menos de um minuto no ritmo desta mesa</translation>
    </message>
    <message numerus="yes">
        <source>about %Ln minute(s) at this table&apos;s pace</source>
        <translation>
            <numerusform>cerca de %Ln minuto no ritmo desta mesa</numerusform>
            <numerusform>cerca de %Ln minutos no ritmo desta mesa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TableRoll</name>
    <message>
        <source>the campaign is open read-only</source>
        <translation>a campanha está aberta somente para leitura</translation>
    </message>
    <message>
        <source>Wandering monsters</source>
        <translation>Monstros errantes</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called %1</source>
        <translation>a campanha já tem um encontro chamado %1</translation>
    </message>
    <message>
        <source>Roll on %1: %2 × %3</source>
        <translation>Rolagem em %1: %2 × %3</translation>
    </message>
</context>
<context>
    <name>Fray::Storage::TableStore</name>
    <message>
        <source>the wandering-monster table %1 is damaged: %2</source>
        <translation>a tabela de monstros errantes %1 está danificada: %2</translation>
    </message>
    <message>
        <source>a wandering-monster table needs a name</source>
        <translation>uma tabela de monstros errantes precisa de um nome</translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>%1 não foi salvo: %2</translation>
    </message>
    <message>
        <source>the campaign already has a table called %1</source>
        <translation>a campanha já tem uma tabela chamada %1</translation>
    </message>
    <message>
        <source>the campaign has no table %1</source>
        <translation>a campanha não tem a tabela %1</translation>
    </message>
</context>
<context>
    <name>Fray::Translations</name>
    <message>
        <source>English</source>
        <comment>The name of this catalogue&apos;s language, in that language, as a menu lists it</comment>
        <translation>Português (Brasil)</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ActingCard</name>
    <message>
        <source>Nobody is acting yet</source>
        <translation>Ninguém está agindo ainda</translation>
    </message>
    <message>
        <source>No fight is open</source>
        <translation>Nenhum combate aberto</translation>
    </message>
    <message>
        <source>Start the fight to see the acting combatant here.</source>
        <translation>Inicie o combate para ver aqui o combatente que está agindo.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
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
        <translation>%1 — sem chances contra %2</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Choose a target in the Odds panel to see the chances.</source>
        <translation>Escolha um alvo no painel Chances para ver as probabilidades.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condições</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Usos</translation>
    </message>
    <message>
        <source>%1, resets %2</source>
        <translation>%1, restaura %2</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Lembretes</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rolagem</translation>
    </message>
    <message>
        <source>Arriving</source>
        <translation>Chegando</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Esta rodada</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Perigo</translation>
    </message>
    <message>
        <source>%1 chance to be out before its next turn</source>
        <translation>%1 de chance de ficar fora antes do próximo turno</translation>
    </message>
    <message>
        <source>%1 chance to be out before the round ends</source>
        <translation>%1 de chance de ficar fora antes do fim da rodada</translation>
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
        <translation>%1 (digite um número)</translation>
    </message>
    <message>
        <source>How many %1?</source>
        <translation>Quantos %1?</translation>
    </message>
    <message>
        <source>The number:</source>
        <translation>O número:</translation>
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
        <translation>&lt;b&gt;Chance de acerto: %1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Expected damage: %1</source>
        <translation>&lt;br&gt;Dano esperado: %1</translation>
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
        <translation>Ataque %1: precisa de um nome</translation>
    </message>
    <message>
        <source>%1&apos;s damage &apos;%2&apos;: %3</source>
        <translation>dano “%2” de %1: %3</translation>
    </message>
    <message>
        <source>%1 from the stats + %2 of the attack&apos;s own</source>
        <translation>%1 das estatísticas + %2 do próprio ataque</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Own bonus</source>
        <translation>Bônus próprio</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dano</translation>
    </message>
    <message>
        <source>Weapon class</source>
        <translation>Classe de arma</translation>
    </message>
    <message>
        <source>Rate of fire</source>
        <translation>Cadência</translation>
    </message>
    <message>
        <source>What this attack adds beyond the stats: a magic weapon, a class ability</source>
        <translation>O que este ataque soma além das estatísticas: uma arma mágica, uma habilidade de classe</translation>
    </message>
    <message>
        <source>Attack bonus, skill % or SC, as the ruleset reads it</source>
        <translation>Bônus de ataque, % de perícia ou SC, conforme o sistema de regras lê</translation>
    </message>
    <message>
        <source>Dice such as 1d8+1</source>
        <translation>Dados como 1d8+1</translation>
    </message>
    <message>
        <source>Rounds per shot: 2 fires every other round</source>
        <translation>Rodadas por disparo: 2 dispara a cada duas rodadas</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignActions</name>
    <message>
        <source>Open Campaign</source>
        <translation>Abrir campanha</translation>
    </message>
    <message>
        <source>%1.

Opened read-only, you can browse it, see the odds and print, but not change it.</source>
        <translation>%1.

Aberta somente para leitura, você pode navegar por ela, ver as chances e imprimir, mas não alterá-la.</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>Abrir somente para &amp;leitura</translation>
    </message>
    <message>
        <source>The campaign is open read-only: changes cannot be saved</source>
        <translation>A campanha está aberta somente para leitura: as alterações não podem ser salvas</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Nova campanha</translation>
    </message>
    <message>
        <source>Fray campaigns (*.fray);;All files (*)</source>
        <translation>Campanhas do Fray (*.fray);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation>Salvar campanha como</translation>
    </message>
    <message>
        <source>Fray campaigns (*.fray)</source>
        <translation>Campanhas do Fray (*.fray)</translation>
    </message>
    <message numerus="yes">
        <source>Sample content restored (%n item(s) added)</source>
        <translation>
            <numerusform>Conteúdo de exemplo restaurado (%n item adicionado)</numerusform>
            <numerusform>Conteúdo de exemplo restaurado (%n itens adicionados)</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy Campaign to Server</source>
        <translation>Copiar campanha para o servidor</translation>
    </message>
    <message>
        <source>Copying the campaign to %1…</source>
        <translation>Copiando a campanha para %1…</translation>
    </message>
    <message>
        <source>The campaign is now on %1; this is the shared copy</source>
        <translation>A campanha agora está em %1; esta é a cópia compartilhada</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignController</name>
    <message>
        <source>My campaign</source>
        <translation>Minha campanha</translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation>%1 já existe</translation>
    </message>
    <message>
        <source>no campaign is open</source>
        <translation>nenhuma campanha está aberta</translation>
    </message>
    <message>
        <source>the campaign is open read-only</source>
        <translation>a campanha está aberta somente para leitura</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos;: %2</source>
        <translation>encontro “%1”: %2</translation>
    </message>
    <message>
        <source>encounter &apos;%1&apos; is damaged: %2</source>
        <translation>o encontro “%1” está danificado: %2</translation>
    </message>
    <message>
        <source>an encounter needs a name</source>
        <translation>um encontro precisa de um nome</translation>
    </message>
    <message>
        <source>the campaign already has an encounter called %1</source>
        <translation>a campanha já tem um encontro chamado %1</translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>Nenhuma campanha aberta</translation>
    </message>
    <message>
        <source>Add %1 to the library</source>
        <translation>Adicionar %1 à biblioteca</translation>
    </message>
    <message numerus="yes">
        <source>Add %n entries to the library</source>
        <translation>
            <numerusform>Adicionar %n entrada à biblioteca</numerusform>
            <numerusform>Adicionar %n entradas à biblioteca</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit %1 in the library</source>
        <translation>Editar %1 na biblioteca</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n entries from the library</source>
        <translation>
            <numerusform>Remover %n entrada da biblioteca</numerusform>
            <numerusform>Remover %n entradas da biblioteca</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be reached: nothing is saved until it is back. Fray keeps trying.</source>
        <translation>Não é possível alcançar %1: nada é salvo até ele voltar. O Fray continua tentando.</translation>
    </message>
    <message>
        <source>%1 is back; the library and the encounters were read again.</source>
        <translation>%1 voltou; a biblioteca e os encontros foram lidos de novo.</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <comment>names not listed</comment>
        <translation>
            <numerusform>mais %n</numerusform>
            <numerusform>mais %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n library entry(s) (%1)</source>
        <translation>
            <numerusform>%n entrada da biblioteca (%1)</numerusform>
            <numerusform>%n entradas da biblioteca (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s) (%1)</source>
        <translation>
            <numerusform>%n encontro (%1)</numerusform>
            <numerusform>%n encontros (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <comment>entries or encounters</comment>
        <translation>
            <numerusform>%n removido</numerusform>
            <numerusform>%n removidos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is back; nothing changed while it was away.</source>
        <translation>%1 voltou; nada mudou enquanto estava fora.</translation>
    </message>
    <message>
        <source>%1 is back. Changed on other computers while it was away: %2; read again.</source>
        <translation>%1 voltou. Alterado em outros computadores enquanto estava fora: %2; lido novamente.</translation>
    </message>
    <message>
        <source>The last change before the connection was lost was saved after all, and is shown again.</source>
        <translation>A última alteração antes de a conexão cair foi salva, afinal, e é mostrada de novo.</translation>
    </message>
    <message>
        <source>The last change before the connection was lost was not saved.</source>
        <translation>A última alteração antes de a conexão cair não foi salva.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CampaignHistory</name>
    <message>
        <source>A step of an encounter that was taken away cannot be redone.</source>
        <translation>Um passo de um encontro que foi retirado não pode ser refeito.</translation>
    </message>
    <message>
        <source>A step of the campaign&apos;s history could not be read; what was done before it cannot be undone</source>
        <translation>Um passo do histórico da campanha não pôde ser lido; o que foi feito antes dele não pode ser desfeito</translation>
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
        <translation>Adicionar ao encontro — %1</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Adicionar</translation>
    </message>
    <message>
        <source>Edit Combatant — %1</source>
        <translation>Editar combatente — %1</translation>
    </message>
    <message>
        <source>Library Entry — %1</source>
        <translation>Entrada da biblioteca — %1</translation>
    </message>
    <message>
        <source>&amp;Maximum %1:</source>
        <translation>&amp;Máximo de %1:</translation>
    </message>
    <message>
        <source>C&amp;urrent %1:</source>
        <translation>%1 at&amp;uais:</translation>
    </message>
    <message>
        <source>11</source>
        <translation>11</translation>
    </message>
    <message>
        <source>&amp;%1 or hit dice:</source>
        <translation>&amp;%1 ou dados de vida:</translation>
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
        <translation>Nome: um combatente precisa de um nome</translation>
    </message>
    <message>
        <source>Side: choose a side or type one</source>
        <translation>Lado: escolha um lado ou digite um</translation>
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
            <numerusform>%1 (resta %n)</numerusform>
            <numerusform>%1 (restam %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2 (%3 subdual)</source>
        <translation>%1/%2 (%3 não letal)</translation>
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
        <translation>%1: restaura %2</translation>
    </message>
    <message>
        <source>Click to spend or restore one</source>
        <translation>Clique para gastar ou restaurar um</translation>
    </message>
    <message>
        <source>ends after round %1</source>
        <translation>termina após a rodada %1</translation>
    </message>
    <message>
        <source>ends with this round</source>
        <translation>termina com esta rodada</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>até %1</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>até ser removida</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> (your own)</source>
        <translation> (personalizada)</translation>
    </message>
    <message>
        <source>Type -7 to take 7 hit points, +5 to give back 5, or a number to set them</source>
        <translation>Digite -7 para tirar 7 pontos de vida, +5 para devolver 5, ou um número para defini-los</translation>
    </message>
    <message>
        <source>Hidden from players: the players&apos; page and window leave %1 out</source>
        <translation>Oculto dos jogadores: a página e a janela dos jogadores deixam %1 de fora</translation>
    </message>
    <message>
        <source>Init.</source>
        <translation>Inic.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condições</translation>
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
        <translation>nome</translation>
    </message>
    <message>
        <source>side</source>
        <translation>lado</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>notas</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 deve ser um número inteiro</translation>
    </message>
    <message>
        <source>acting now</source>
        <translation>age agora</translation>
    </message>
    <message>
        <source>Chance to be out of the fight before its next turn</source>
        <extracomment>The column of each combatant&apos;s chance to be out before its next turn; the tooltip says it whole.</extracomment>
        <translation>Chance de ficar fora do combate antes do próximo turno</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Perigo</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before its next turn (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1: %2 de chance de ficar fora do combate antes do próximo turno (%n ataque pode vir antes).</numerusform>
            <numerusform>%1: %2 de chance de ficar fora do combate antes do próximo turno (%n ataques podem vir antes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 chance to be out of the fight before this round ends (%n attack(s) may come at it first).</source>
        <translation>
            <numerusform>%1: %2 de chance de ficar fora do combate antes do fim desta rodada (%n ataque pode vir antes).</numerusform>
            <numerusform>%1: %2 de chance de ficar fora do combate antes do fim desta rodada (%n ataques podem vir antes).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::CustomConditionDialog</name>
    <message>
        <source>&amp;Cannot act</source>
        <translation>Não pode a&amp;gir</translation>
    </message>
    <message>
        <source>Your Own Condition</source>
        <translation>Condição personalizada</translation>
    </message>
    <message>
        <source>Held by a web, burning oil …</source>
        <translation>Preso numa teia, óleo em chamas …</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>até ser removida</translation>
    </message>
    <message>
        <source> rounds</source>
        <translation> rodadas</translation>
    </message>
    <message>
        <source>Counted as you count them: 2 rounds given in round 1 end after round 2</source>
        <translation>Contadas como você as conta: 2 rodadas dadas na rodada 1 terminam após a rodada 2</translation>
    </message>
    <message>
        <source>none, or dice: 1d6, 2</source>
        <translation>nenhum, ou dados: 1d6, 2</translation>
    </message>
    <message>
        <source>now</source>
        <translation>agora</translation>
    </message>
    <message>
        <source>at the end of each round</source>
        <translation>no fim de cada rodada</translation>
    </message>
    <message>
        <source>now and at the end of each later round</source>
        <translation>agora e no fim de cada rodada seguinte</translation>
    </message>
    <message>
        <source>%1 reads no defence from its target</source>
        <translation>%1 não lê nenhuma defesa do alvo</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Lasts:</source>
        <translation>&amp;Duração:</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>Dan&amp;o:</translation>
    </message>
    <message>
        <source>Damage &amp;when:</source>
        <translation>Dano &amp;quando:</translation>
    </message>
    <message>
        <source>&amp;To hit (its attacks):</source>
        <translation>&amp;Acerto (ataques dele):</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defesa</translation>
    </message>
    <message>
        <source>&amp;%1 (attacks on it):</source>
        <translation>&amp;%1 (ataques contra ele):</translation>
    </message>
    <message>
        <source>none, or a note: save vs. poison</source>
        <translation>nenhum, ou uma nota: teste de resistência contra veneno</translation>
    </message>
    <message>
        <source>Pops in the log and over the table while the condition lasts</source>
        <translation>Aparece no registro e acima da tabela enquanto a condição durar</translation>
    </message>
    <message>
        <source>&amp;Reminder:</source>
        <translation>&amp;Lembrete:</translation>
    </message>
    <message>
        <source>Reminder wh&amp;en:</source>
        <translation>Lembrete q&amp;uando:</translation>
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
        <translation>Não é possível jogar o dia: %1</translation>
    </message>
    <message numerus="yes">
        <source>Playing %Ln day(s)…</source>
        <translation>
            <numerusform>Jogando %Ln dia…</numerusform>
            <numerusform>Jogando %Ln dias…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The party gets through the day in %1 of %Ln day(s)&lt;/b&gt; (± %2).</source>
        <translation>
            <numerusform>&lt;b&gt;O grupo atravessa o dia em %1 de %Ln dia&lt;/b&gt; (± %2).</numerusform>
            <numerusform>&lt;b&gt;O grupo atravessa o dia em %1 de %Ln dias&lt;/b&gt; (± %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: out at the day&apos;s end %2, dead %3</source>
        <translation>%1: fora no fim do dia %2, morto %3</translation>
    </message>
    <message>
        <source>%1: out at the day&apos;s end %2</source>
        <translation>%1: fora no fim do dia %2</translation>
    </message>
    <message>
        <source>The day at this table: %1</source>
        <translation>O dia nesta mesa: %1</translation>
    </message>
    <message numerus="yes">
        <source>The day&apos;s length shows once this campaign has played %n turn(s) or more.</source>
        <translation>
            <numerusform>A duração do dia aparece quando esta campanha tiver jogado %n turno ou mais.</numerusform>
            <numerusform>A duração do dia aparece quando esta campanha tiver jogado %n turnos ou mais.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayPlanModel</name>
    <message>
        <source>No rest</source>
        <translation>Sem descanso</translation>
    </message>
    <message>
        <source>Back to full</source>
        <translation>De volta ao máximo</translation>
    </message>
    <message>
        <source>(the day begins)</source>
        <translation>(o dia começa)</translation>
    </message>
    <message>
        <source>The first fight finds the party as it is now</source>
        <translation>O primeiro combate encontra o grupo como está agora</translation>
    </message>
    <message>
        <source>Pick a rest, or type the hit points each hero gets back</source>
        <translation>Escolha um descanso ou digite os pontos de vida que cada herói recupera</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Rest before it</source>
        <translation>Descanso antes</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::DayResultModel</name>
    <message>
        <source>not in it</source>
        <translation>não participa</translation>
    </message>
    <message>
        <source>%1 HP (out %2)</source>
        <translation>%1 PV (fora %2)</translation>
    </message>
    <message>
        <source>%1 HP</source>
        <translation>%1 PV</translation>
    </message>
    <message>
        <source>%1&apos;s hit points when this fight begins, on average over the days that come to it (± %2)</source>
        <translation>Pontos de vida de %1 quando este combate começa, em média nos dias que chegam a ele (± %2)</translation>
    </message>
    <message>
        <source>%1 sits this fight out and keeps what the last one left</source>
        <translation>%1 fica fora deste combate e mantém o que o anterior deixou</translation>
    </message>
    <message>
        <source>± %1 (one standard error)</source>
        <translation>± %1 (um erro padrão)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The day begins with it</source>
        <translation>O dia começa com ele</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Depois de %1</translation>
    </message>
    <message>
        <source>Over the days that come to this fight, with the party as the day has left it</source>
        <translation>Nos dias que chegam a este combate, com o grupo como o dia o deixou</translation>
    </message>
    <message>
        <source>%1 before</source>
        <translation>%1 antes</translation>
    </message>
    <message>
        <source>%1&apos;s hit points when the fight begins</source>
        <translation>Pontos de vida de %1 quando o combate começa</translation>
    </message>
    <message>
        <source>How often the day comes to this fight: the party won every one before</source>
        <translation>Com que frequência o dia chega a este combate: o grupo venceu todos os anteriores</translation>
    </message>
    <message>
        <source>How often the party loses this fight, or is still fighting at the round cap: the day ends there</source>
        <translation>Com que frequência o grupo perde este combate ou ainda luta no limite de rodadas: o dia termina ali</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Fought</source>
        <translation>Lutado</translation>
    </message>
    <message>
        <source>Party breaks</source>
        <translation>O grupo cai</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rodadas</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificuldade</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterActions</name>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Select who to %1 in the table first</source>
        <translation>Selecione primeiro na tabela quem deve %1</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>sofrer dano</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dano</translation>
    </message>
    <message numerus="yes">
        <source>Hit points to take from %n combatant(s):</source>
        <translation>
            <numerusform>Pontos de vida a tirar de %n combatente:</numerusform>
            <numerusform>Pontos de vida a tirar de %n combatentes:</numerusform>
        </translation>
    </message>
    <message>
        <source>heal</source>
        <translation>ser curado</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Curar</translation>
    </message>
    <message numerus="yes">
        <source>Hit points to give back to %n combatant(s):</source>
        <translation>
            <numerusform>Pontos de vida a devolver a %n combatente:</numerusform>
            <numerusform>Pontos de vida a devolver a %n combatentes:</numerusform>
        </translation>
    </message>
    <message>
        <source>give a condition</source>
        <translation>receber uma condição</translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (personalizada)</translation>
    </message>
    <message>
        <source>Your own condition…</source>
        <translation>Condição personalizada…</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Adicionar condição</translation>
    </message>
    <message>
        <source>Condition:</source>
        <translation>Condição:</translation>
    </message>
    <message>
        <source>Rounds it lasts (0 = until removed):</source>
        <translation>Rodadas que dura (0 = até ser removida):</translation>
    </message>
    <message>
        <source>Rounds it lasts, this one counted (0 = as the ruleset says):</source>
        <translation>Rodadas que dura, contando esta (0 = como o sistema de regras diz):</translation>
    </message>
    <message>
        <source>clear a condition from</source>
        <translation>perder uma condição</translation>
    </message>
    <message>
        <source>No condition to remove</source>
        <translation>Nenhuma condição a remover</translation>
    </message>
    <message>
        <source>Remove Condition</source>
        <translation>Remover condição</translation>
    </message>
    <message>
        <source>aid</source>
        <translation>ser socorrido</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>ser removido</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n combatant(s)</source>
        <translation>
            <numerusform>Remover %n combatente</numerusform>
            <numerusform>Remover %n combatentes</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>ser duplicado</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>How many more of %1?</source>
        <translation>Quantos %1 a mais?</translation>
    </message>
    <message>
        <source>New combatant</source>
        <translation>Novo combatente</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>ser editado</translation>
    </message>
    <message>
        <source>hide from players</source>
        <translation>ficar oculto dos jogadores</translation>
    </message>
    <message>
        <source>show to players</source>
        <translation>ficar visível aos jogadores</translation>
    </message>
    <message>
        <source>hidden from players</source>
        <translation>oculto dos jogadores</translation>
    </message>
    <message>
        <source>shown to players</source>
        <translation>visível aos jogadores</translation>
    </message>
    <message>
        <source>Nobody is acting yet</source>
        <translation>Ninguém está agindo ainda</translation>
    </message>
    <message>
        <source>No one acts later this round</source>
        <translation>Ninguém age mais tarde nesta rodada</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Aguardar</translation>
    </message>
    <message>
        <source>%1 waits and acts together with:</source>
        <translation>%1 aguarda e age junto com:</translation>
    </message>
    <message>
        <source>declare an action for</source>
        <translation>declarar uma ação</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Nada de especial</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, every round</source>
        <translation>%1, toda rodada</translation>
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
        <translation>Declarado para a próxima rolagem de iniciativa:</translation>
    </message>
    <message>
        <source>%1 has no surprise rule</source>
        <translation>%1 não tem regra de surpresa</translation>
    </message>
    <message>
        <source>Open an encounter to add %1 to</source>
        <translation>Abra um encontro ao qual adicionar %1</translation>
    </message>
    <message>
        <source>%1 belongs to another ruleset</source>
        <translation>%1 pertence a outro sistema de regras</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterListModel</name>
    <message>
        <source>%1 · over</source>
        <translation>%1 · encerrado</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · rodada %2</translation>
    </message>
    <message>
        <source>%1 · not started</source>
        <translation>%1 · não iniciado</translation>
    </message>
    <message>
        <source>%1 · put away</source>
        <translation>%1 · arquivado</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n combatant(s)</source>
        <translation>
            <numerusform>%1, %n combatente</numerusform>
            <numerusform>%1, %n combatentes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterSession</name>
    <message>
        <source>Not saved, so not done: %1</source>
        <translation>Não salvo, portanto não feito: %1</translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation>A campanha está aberta somente para leitura</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncounterView</name>
    <message>
        <source>Hide those out of the fight</source>
        <translation>Ocultar quem está fora de combate</translation>
    </message>
    <message>
        <source>Find by name</source>
        <translation>Buscar por nome</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Lado:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Combatentes</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EncountersDock</name>
    <message>
        <source>Encounters</source>
        <translation>Encontros</translation>
    </message>
    <message>
        <source>Rename Encounter</source>
        <translation>Renomear encontro</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Novo nome:</translation>
    </message>
    <message>
        <source>Delete Encounter</source>
        <translation>Excluir encontro</translation>
    </message>
    <message>
        <source>Delete the encounter %1, with its log? This cannot be undone.</source>
        <translation>Excluir o encontro %1, com o seu registro? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>The campaign is open read-only</source>
        <translation>A campanha está aberta somente para leitura</translation>
    </message>
    <message>
        <source>Bring &amp;Back</source>
        <translation>&amp;Desarquivar</translation>
    </message>
    <message>
        <source>Put &amp;Away</source>
        <translation>Ar&amp;quivar</translation>
    </message>
    <message>
        <source>Show put awa&amp;y (%1)</source>
        <translation>Mostrar arqui&amp;vados (%1)</translation>
    </message>
    <message>
        <source>Show put awa&amp;y</source>
        <translation>Mostrar arqui&amp;vados</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EventActions</name>
    <message>
        <source>Add &amp;Event…</source>
        <translation>Adicionar &amp;evento…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Event…</source>
        <translation>Remo&amp;ver evento…</translation>
    </message>
    <message>
        <source>A lair action, reinforcements or anything else that takes a place in the initiative order</source>
        <translation>Uma ação de covil, reforços ou qualquer outra coisa que ocupe um lugar na ordem de iniciativa</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Remove Event</source>
        <translation>Remover evento</translation>
    </message>
    <message>
        <source>Event to remove:</source>
        <translation>Evento a remover:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::EventDialog</name>
    <message>
        <source>at count</source>
        <translation>na contagem</translation>
    </message>
    <message>
        <source>at the top of the round</source>
        <translation>no início da rodada</translation>
    </message>
    <message>
        <source>at the end of the round</source>
        <translation>no fim da rodada</translation>
    </message>
    <message>
        <source>once</source>
        <translation>uma vez</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>toda rodada</translation>
    </message>
    <message>
        <source>every N rounds:</source>
        <translation>a cada N rodadas:</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>Another event is already called %1.</source>
        <translation>Outro evento já se chama %1.</translation>
    </message>
    <message>
        <source>Arriving: %1</source>
        <translation>Chegando: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ExportController</name>
    <message>
        <source>Open an encounter to export</source>
        <translation>Abra um encontro para exportar</translation>
    </message>
    <message>
        <source>Export Encounter</source>
        <translation>Exportar encontro</translation>
    </message>
    <message>
        <source>Fray encounters (*.fray.json)</source>
        <translation>Encontros do Fray (*.fray.json)</translation>
    </message>
    <message>
        <source>Export for Improved Initiative</source>
        <translation>Exportar para o Improved Initiative</translation>
    </message>
    <message>
        <source>The library of which ruleset?</source>
        <translation>A biblioteca de qual sistema de regras?</translation>
    </message>
    <message>
        <source>Improved Initiative files (*.json)</source>
        <translation>Arquivos do Improved Initiative (*.json)</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 não foi gravado: %2</translation>
    </message>
    <message>
        <source>no campaign is open</source>
        <translation>nenhuma campanha está aberta</translation>
    </message>
    <message>
        <source>1 library entry of %1</source>
        <translation>1 entrada da biblioteca de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n library entries of %1</source>
        <translation>
            <numerusform>%n entrada da biblioteca de %1</numerusform>
            <numerusform>%n entradas da biblioteca de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 exportado para %2</translation>
    </message>
    <message>
        <source>Exported %1 and the encounter to %2</source>
        <translation>%1 e o encontro exportados para %2</translation>
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
        <translation>Histórico de desfazer</translation>
    </message>
    <message>
        <source>&lt;campaign opened&gt;</source>
        <translation>&lt;campanha aberta&gt;</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chances</translation>
    </message>
    <message>
        <source>Acting</source>
        <translation>Em ação</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::FightFollower</name>
    <message>
        <source>You run this fight now; the other Fray follows it</source>
        <translation>Agora você conduz este combate; o outro Fray o acompanha</translation>
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
        <translation>O mesmo para todo ataque em todo combate</translation>
    </message>
    <message>
        <source>%1 The same for every attack in every fight.</source>
        <translation>%1 O mesmo para todo ataque em todo combate.</translation>
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
        <translation>Arquivos do Fray, linhas de estatísticas e arquivos de outras ferramentas (*.fray.json *.json *.csv *.xml);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 não pode ser importado: %2</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Nada foi importado: %1</translation>
    </message>
    <message>
        <source>Imported 1 library entry</source>
        <translation>1 entrada da biblioteca importada</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n library entries</source>
        <translation>
            <numerusform>%n entrada da biblioteca importada</numerusform>
            <numerusform>%n entradas da biblioteca importadas</numerusform>
        </translation>
    </message>
    <message>
        <source>and 1 encounter</source>
        <translation>e 1 encontro</translation>
    </message>
    <message numerus="yes">
        <source>and %n encounters</source>
        <translation>
            <numerusform>e %n encontro</numerusform>
            <numerusform>e %n encontros</numerusform>
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
        <translation>Ignorá-los</translation>
    </message>
    <message>
        <source>Import them under a new name</source>
        <translation>Importá-los com um novo nome</translation>
    </message>
    <message>
        <source>Replace the library&apos;s entries with them</source>
        <translation>Substituir as entradas da biblioteca por eles</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Into &amp;ruleset:</source>
        <translation>No &amp;sistema de regras:</translation>
    </message>
    <message>
        <source>&amp;Names the library already holds:</source>
        <translation>&amp;Nomes que a biblioteca já contém:</translation>
    </message>
    <message>
        <source>Over the whole file:</source>
        <translation>No arquivo inteiro:</translation>
    </message>
    <message>
        <source>Cannot be imported into this ruleset: %1</source>
        <translation>Não pode ser importado neste sistema de regras: %1</translation>
    </message>
    <message>
        <source>%1 file: 1 entry</source>
        <translation>Arquivo %1: 1 entrada</translation>
    </message>
    <message numerus="yes">
        <source>%1 file: %n entries</source>
        <translation>
            <numerusform>Arquivo %1: %n entrada</numerusform>
            <numerusform>Arquivo %1: %n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>1 saved encounter</source>
        <translation>1 encontro salvo</translation>
    </message>
    <message numerus="yes">
        <source>%n saved encounters</source>
        <translation>
            <numerusform>%n encontro salvo</numerusform>
            <numerusform>%n encontros salvos</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 library already holds %2.</source>
        <translation>A biblioteca de %1 já contém %2.</translation>
    </message>
    <message>
        <source>The library already holds %1.</source>
        <translation>A biblioteca já contém %1.</translation>
    </message>
    <message numerus="yes">
        <source>The %1 library already holds %n of these names, such as %2.</source>
        <translation>
            <numerusform>A biblioteca de %1 já contém %n destes nomes, como %2.</numerusform>
            <numerusform>A biblioteca de %1 já contém %n destes nomes, como %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library already holds %n of these names, such as %1.</source>
        <translation>
            <numerusform>A biblioteca já contém %n destes nomes, como %1.</numerusform>
            <numerusform>A biblioteca já contém %n destes nomes, como %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file holds %1.</source>
        <translation>O arquivo contém %1.</translation>
    </message>
    <message numerus="yes">
        <source>The file repeats %n names, such as %1.</source>
        <translation>
            <numerusform>O arquivo repete %n nome, como %1.</numerusform>
            <numerusform>O arquivo repete %n nomes, como %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Names the file repeats:</source>
        <translation>&amp;Nomes que o arquivo repete:</translation>
    </message>
    <message>
        <source>%1: not imported, in 1 entry</source>
        <translation>%1: não importado, em 1 entrada</translation>
    </message>
    <message numerus="yes">
        <source>%1: not imported, in %n entries</source>
        <translation>
            <numerusform>%1: não importado, em %n entrada</numerusform>
            <numerusform>%1: não importado, em %n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: kept as notes, in 1 entry</source>
        <translation>%1: mantido como anotações, em 1 entrada</translation>
    </message>
    <message numerus="yes">
        <source>%1: kept as notes, in %n entries</source>
        <translation>
            <numerusform>%1: mantido como anotações, em %n entrada</numerusform>
            <numerusform>%1: mantido como anotações, em %n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 (not creatures)</source>
        <translation>%1 × %2 (não são criaturas)</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Deixado de fora: %1</translation>
    </message>
    <message>
        <source>Renamed: %1</source>
        <translation>Renomeado: %1</translation>
    </message>
    <message>
        <source>Column %1: not imported</source>
        <translation>Coluna %1: não importada</translation>
    </message>
    <message>
        <source>Line %1 left out: %2</source>
        <translation>Linha %1 deixada de fora: %2</translation>
    </message>
    <message>
        <source>Nothing: every field has a place in this ruleset.</source>
        <translation>Nada: todo campo tem lugar neste sistema de regras.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ImportPreviewModel</name>
    <message>
        <source>1 field not imported</source>
        <translation>1 campo não importado</translation>
    </message>
    <message numerus="yes">
        <source>%n fields not imported</source>
        <translation>
            <numerusform>%n campo não importado</numerusform>
            <numerusform>%n campos não importados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept as notes</source>
        <translation>
            <numerusform>%n mantido como anotações</numerusform>
            <numerusform>%n mantidos como anotações</numerusform>
        </translation>
    </message>
    <message>
        <source>the entry&apos;s notes</source>
        <translation>as anotações da entrada</translation>
    </message>
    <message>
        <source>not imported</source>
        <translation>não importado</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>encontro</translation>
    </message>
    <message>
        <source>1 combatant</source>
        <translation>1 combatente</translation>
    </message>
    <message numerus="yes">
        <source>%n combatants</source>
        <translation>
            <numerusform>%n combatente</numerusform>
            <numerusform>%n combatentes</numerusform>
        </translation>
    </message>
    <message>
        <source>Entry or field</source>
        <translation>Entrada ou campo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>From, or why not</source>
        <translation>De onde, ou por que não</translation>
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
        <translation>Todos os tipos</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personagens</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstros</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>Export Stat Blocks as PDF…</source>
        <translation>Exportar blocos de estatísticas como PDF…</translation>
    </message>
    <message>
        <source>Member of the &amp;Party</source>
        <translation>Membro do &amp;grupo</translation>
    </message>
    <message>
        <source>Members join new fights as they are now and keep what a fight or a rest does to them</source>
        <translation>Membros entram em novos combates como estão agora e mantêm o que um combate ou um descanso faz com eles</translation>
    </message>
    <message>
        <source>All rulesets</source>
        <translation>Todos os sistemas</translation>
    </message>
    <message>
        <source>No campaign is open</source>
        <translation>Nenhuma campanha aberta</translation>
    </message>
    <message>
        <source>The first %1 matches; type more to narrow the search</source>
        <translation>Os primeiros %1 resultados; digite mais para refinar a busca</translation>
    </message>
    <message>
        <source>The library is empty: New… adds a character or monster</source>
        <translation>A biblioteca está vazia: Novo… adiciona um personagem ou monstro</translation>
    </message>
    <message>
        <source>Nothing matches</source>
        <translation>Nada corresponde</translation>
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
            <numerusform>%n entrada entrou no grupo</numerusform>
            <numerusform>%n entradas entraram no grupo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) left the party</source>
        <translation>
            <numerusform>%n entrada saiu do grupo</numerusform>
            <numerusform>%n entradas saíram do grupo</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose an entry of the library to add</source>
        <translation>Escolha uma entrada da biblioteca para adicionar</translation>
    </message>
    <message>
        <source>%1 is written for %2, not for this encounter&apos;s %3</source>
        <translation>%1 foi escrito para %2, não para o %3 deste encontro</translation>
    </message>
    <message>
        <source>New Library Entry</source>
        <translation>Nova entrada da biblioteca</translation>
    </message>
    <message>
        <source>For the ruleset:</source>
        <translation>Para o sistema de regras:</translation>
    </message>
    <message>
        <source>%1 could not be added to the library: %2</source>
        <translation>%1 não pôde ser adicionado à biblioteca: %2</translation>
    </message>
    <message>
        <source>%1 added to the library</source>
        <translation>%1 adicionado à biblioteca</translation>
    </message>
    <message>
        <source>Edit Library Entry</source>
        <translation>Editar entrada da biblioteca</translation>
    </message>
    <message>
        <source>%1 is written for the ruleset &apos;%2&apos;, which this Fray does not have.</source>
        <translation>%1 foi escrito para o sistema de regras “%2”, que este Fray não tem.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 não pôde ser salvo: %2</translation>
    </message>
    <message>
        <source>%1 saved in the library</source>
        <translation>%1 salvo na biblioteca</translation>
    </message>
    <message>
        <source>Delete %1 from the library? Combatants already added to encounters stay.</source>
        <translation>Excluir %1 da biblioteca? Os combatentes já adicionados a encontros permanecem.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entries from the library? Combatants already added to encounters stay.</source>
        <translation>
            <numerusform>Excluir %n entrada da biblioteca? Os combatentes já adicionados a encontros permanecem.</numerusform>
            <numerusform>Excluir %n entradas da biblioteca? Os combatentes já adicionados a encontros permanecem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete from Library</source>
        <translation>Excluir da biblioteca</translation>
    </message>
    <message>
        <source>Nothing was deleted: %1</source>
        <translation>Nada foi excluído: %1</translation>
    </message>
    <message>
        <source>%1 deleted from the library</source>
        <translation>%1 excluído da biblioteca</translation>
    </message>
    <message numerus="yes">
        <source>%n entries deleted from the library</source>
        <translation>
            <numerusform>%n entrada excluída da biblioteca</numerusform>
            <numerusform>%n entradas excluídas da biblioteca</numerusform>
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
        <translation>Personagem</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstro</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Hit dice %1; %2 as listed</source>
        <translation>Dados de vida %1; %2 conforme listado</translation>
    </message>
    <message>
        <source>In the party: joins new fights as it is now</source>
        <translation>No grupo: entra em novos combates como está agora</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
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
        <translation>Abra um encontro para exportar o registro dele</translation>
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
        <translation>O registro não pôde ser gravado em %1:
%2</translation>
    </message>
    <message>
        <source>Log written to %1</source>
        <translation>Registro gravado em %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LogModel</name>
    <message>
        <source>Round %1 · %2</source>
        <translation>Rodada %1 · %2</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LuckDock</name>
    <message>
        <source>Luck</source>
        <translation>Sorte</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::LuckModel</name>
    <message numerus="yes">
        <source>The chance of %n hit(s) or fewer at these attacks&apos; odds</source>
        <translation>
            <numerusform>A chance de %n acerto ou menos com as chances destes ataques</numerusform>
            <numerusform>A chance de %n acertos ou menos com as chances destes ataques</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: exactly %2</source>
        <translation>%1: exatamente %2</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Acertos</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperados</translation>
    </message>
    <message>
        <source>This well or worse</source>
        <translation>Tão bem ou pior</translation>
    </message>
    <message>
        <source>The hits its odds promised: the sum of each attack&apos;s chance to hit</source>
        <translation>Os acertos que as chances dele prometiam: a soma da chance de acerto de cada ataque</translation>
    </message>
    <message>
        <source>The exact chance of hitting this often or less with the same attacks; a few percent is bad luck</source>
        <translation>A chance exata de acertar essa quantidade de vezes ou menos com os mesmos ataques; poucos por cento é azar</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MainWindow</name>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Desfazer %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refazer %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>No ruleset is available.</source>
        <translation>Nenhum sistema de regras disponível.</translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset file(s) did not load; Tools › Rulesets says why</source>
        <translation>
            <numerusform>%n arquivo de sistema de regras não foi carregado; Ferramentas › Sistemas de regras diz por quê</numerusform>
            <numerusform>%n arquivos de sistema de regras não foram carregados; Ferramentas › Sistemas de regras diz por quê</numerusform>
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
        <translation> (somente leitura)</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message numerus="yes">
        <source>Not started · %n combatant(s)</source>
        <translation>
            <numerusform>Não iniciado · %n combatente</numerusform>
            <numerusform>Não iniciado · %n combatentes</numerusform>
        </translation>
    </message>
    <message>
        <source>no one</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>Round %1 · %2 acts</source>
        <translation>Rodada %1 · %2 age</translation>
    </message>
    <message>
        <source>About Fray</source>
        <translation>Sobre o Fray</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;An encounter manager for tabletop RPG game masters: initiative, rounds, hit points and conditions under any ruleset, with exact odds to hit.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later (%2).&lt;/p&gt;&lt;p&gt;Built with Qt %3, running on Qt %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fray %1&lt;/h3&gt;&lt;p&gt;Um gerenciador de encontros para mestres de RPG de mesa: iniciativa, rodadas, pontos de vida e condições em qualquer sistema de regras, com chances exatas de acerto.&lt;/p&gt;&lt;p&gt;Licenciado sob a GNU General Public License, versão 3 ou posterior (%2).&lt;/p&gt;&lt;p&gt;Compilado com Qt %3, executando no Qt %4.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MemberUpdateModel</name>
    <message>
        <source>No change</source>
        <translation>Nenhuma alteração</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Membro</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>O que muda</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ModifierToggles</name>
    <message>
        <source>In force</source>
        <translation>Em vigor</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhum</translation>
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
        <translation>Situação</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outros</translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
Fonte: %2</translation>
    </message>
    <message>
        <source>How many %1</source>
        <translation>Quantos %1</translation>
    </message>
    <message>
        <source>%1: the number</source>
        <translation>%1: o número</translation>
    </message>
    <message>
        <source>The document gives no number: type it</source>
        <translation>O documento não dá número: digite-o</translation>
    </message>
    <message>
        <source>Only for %1 attacks</source>
        <translation>Só para ataques %1</translation>
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
        <translation>Uma condição em vigor: aplica-se sozinha</translation>
    </message>
    <message>
        <source>No situational modifiers are on.</source>
        <translation>Nenhum modificador de situação ativo.</translation>
    </message>
    <message>
        <source>On: %1</source>
        <translation>Ativos: %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MoraleActions</name>
    <message>
        <source>%1 %2 to hold</source>
        <translation>%1 %2 de chance de resistir</translation>
    </message>
    <message>
        <source>Morale of the %1 %2: %3</source>
        <translation>Moral de %1 %2: %3</translation>
    </message>
    <message>
        <source>No one can check morale now: those who could have fled, fallen or sworn to fight to the death</source>
        <translation>Ninguém pode testar a moral agora: quem poderia fugiu, caiu ou jurou lutar até a morte</translation>
    </message>
    <message>
        <source>Check Morale</source>
        <translation>Testar moral</translation>
    </message>
    <message>
        <source>Roll morale for:</source>
        <translation>Rolar moral para:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::MoraleBanner</name>
    <message>
        <source>Roll Morale</source>
        <translation>Rolar moral</translation>
    </message>
    <message>
        <source>No Check Needed</source>
        <translation>Sem teste necessário</translation>
    </message>
    <message>
        <source>Roll each group&apos;s morale check; those who fail flee</source>
        <translation>Rolar o teste de moral de cada grupo; quem falhar foge</translation>
    </message>
    <message>
        <source>The moment passes without a check</source>
        <translation>O momento passa sem teste</translation>
    </message>
    <message>
        <source>%1: %2 to hold</source>
        <translation>%1: %2 de chance de resistir</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Check the morale of the %1 %2? %3</source>
        <translation>Testar a moral de %1 %2? %3</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Nova campanha</translation>
    </message>
    <message>
        <source>Curse of the Crypt</source>
        <translation>A Maldição da Cripta</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Keep in:</source>
        <translation>&amp;Guardar em:</translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Dê um nome à campanha.</translation>
    </message>
    <message>
        <source>The name needs a letter or a number.</source>
        <translation>O nome precisa de uma letra ou de um número.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>A pasta %1 não existe.</translation>
    </message>
    <message>
        <source>Fray may not write to %1.</source>
        <translation>O Fray não tem permissão para gravar em %1.</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name, or open it with File › Open Campaign.</source>
        <translation>%1 já existe: escolha outro nome ou abra-a com Arquivo › Abrir campanha.</translation>
    </message>
    <message>
        <source>Keep the Campaign In</source>
        <translation>Guardar a campanha em</translation>
    </message>
    <message>
        <source>The campaign will be kept in %1</source>
        <translation>A campanha será guardada em %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::NewEncounterDialog</name>
    <message>
        <source>New Encounter</source>
        <translation>Novo encontro</translation>
    </message>
    <message>
        <source>Goblin ambush</source>
        <translation>Emboscada goblin</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Sistema de regras:</translation>
    </message>
    <message>
        <source>The &amp;party joins, as it is now</source>
        <translation>O &amp;grupo entra, como está agora</translation>
    </message>
    <message>
        <source>The library&apos;s party members of this ruleset join the fight with their hit points, conditions and uses</source>
        <translation>Os membros do grupo deste sistema de regras na biblioteca entram no combate com seus pontos de vida, condições e usos</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsCalculatorDialog</name>
    <message>
        <source>Odds Calculator</source>
        <translation>Calculadora de chances</translation>
    </message>
    <message>
        <source>e.g. 1d8+2</source>
        <translation>p. ex. 1d8+2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Sistema de regras:</translation>
    </message>
    <message>
        <source>Attack &amp;kind:</source>
        <translation>&amp;Tipo de ataque:</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Dano:</translation>
    </message>
    <message>
        <source>Attacks per &amp;round:</source>
        <translation>Ataques por &amp;rodada:</translation>
    </message>
    <message>
        <source>Target&apos;s &amp;HP:</source>
        <translation>&amp;PV do alvo:</translation>
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
        <translation>Qualquer</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation>Dano: %1</translation>
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
        <translation>Agora</translation>
    </message>
    <message>
        <source>Chance now</source>
        <translation>Chance agora</translation>
    </message>
    <message>
        <source>Any hit</source>
        <translation>Qualquer acerto</translation>
    </message>
    <message>
        <source>Pick an attacker and a target to see the chart.</source>
        <translation>Escolha um atacante e um alvo para ver o gráfico.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsCurveModel</name>
    <message>
        <source>Any hit</source>
        <translation>Qualquer acerto</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsPanel</name>
    <message>
        <source>Given by the GM</source>
        <translation>Dado pelo mestre</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>A&amp;tacante:</translation>
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
        <translation>Escolha um atacante e um alvo.</translation>
    </message>
    <message>
        <source>Open an encounter to see the odds.</source>
        <translation>Abra um encontro para ver as chances.</translation>
    </message>
    <message>
        <source>%1 has no attacks.</source>
        <translation>%1 não tem ataques.</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>com %1</translation>
    </message>
    <message>
        <source>Give %1 (under Given by the GM) to see the odds.</source>
        <translation>Informe %1 (em Dado pelo mestre) para ver as chances.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>Odds as Ta&amp;ble</source>
        <translation>Chances em ta&amp;bela</translation>
    </message>
    <message>
        <source>Tar&amp;get:</source>
        <translation>A&amp;lvo:</translation>
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
        <translation>Nenhum sistema de regras</translation>
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
        <translation>Chance de acerto: —</translation>
    </message>
    <message>
        <source>Chance to hit: %1</source>
        <translation>Chance de acerto: %1</translation>
    </message>
    <message>
        <source>Mean damage per attack</source>
        <translation>Dano médio por ataque</translation>
    </message>
    <message>
        <source>Mean damage per round</source>
        <translation>Dano médio por rodada</translation>
    </message>
    <message numerus="yes">
        <source>Mean damage per round (%n attacks)</source>
        <translation>
            <numerusform>Dano médio por rodada (%n ataque)</numerusform>
            <numerusform>Dano médio por rodada (%n ataques)</numerusform>
        </translation>
    </message>
    <message>
        <source>Down to 0</source>
        <translation>Levado a 0</translation>
    </message>
    <message>
        <source>too much to work out</source>
        <translation>complexo demais para calcular</translation>
    </message>
    <message>
        <source>Down to 0 this round</source>
        <translation>A 0 nesta rodada</translation>
    </message>
    <message numerus="yes">
        <source>Within %n rounds</source>
        <translation>
            <numerusform>Em até %n rodada</numerusform>
            <numerusform>Em até %n rodadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsTable</name>
    <message>
        <source>Odds as a table</source>
        <translation>Chances em tabela</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OddsTableModel</name>
    <message>
        <source>the situation now</source>
        <translation>a situação atual</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::OrderDialog</name>
    <message>
        <source>Encounter Order — %1</source>
        <translation>Ordem do encontro — %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Rolar %1</translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1 (%2 em %3)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rolar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 gives no order for meeting foes.</source>
        <translation>%1 não define uma ordem para encontrar inimigos.</translation>
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
        <translation>Ordem:</translation>
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
        <translation>&amp;Trazer o grupo</translation>
    </message>
    <message>
        <source>The party&apos;s members join this fight as they are now: hit points, conditions, uses</source>
        <translation>Os membros do grupo entram neste combate como estão agora: pontos de vida, condições, usos</translation>
    </message>
    <message>
        <source>&amp;Rest the Party…</source>
        <translation>&amp;Descansar o grupo…</translation>
    </message>
    <message>
        <source>Hit points and uses back between fights, as the ruleset says or by your numbers</source>
        <translation>Pontos de vida e usos de volta entre combates, como o sistema de regras diz ou pelos seus números</translation>
    </message>
    <message>
        <source>&amp;End Fight…</source>
        <translation>&amp;Encerrar combate…</translation>
    </message>
    <message>
        <source>What this fight leaves on the party, to carry into the next</source>
        <translation>O que este combate deixa no grupo, para levar ao próximo</translation>
    </message>
    <message>
        <source>The party has no members of %1: mark characters in the library (right-click › Member of the Party)</source>
        <translation>O grupo não tem membros de %1: marque personagens na biblioteca (clique direito › Membro do grupo)</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Fim do combate: %1</translation>
    </message>
    <message>
        <source>%1 is over; no member of the party fought in it, so nothing carries over</source>
        <translation>%1 terminou; nenhum membro do grupo lutou nele, então nada é levado adiante</translation>
    </message>
    <message>
        <source>%1 is over; the party keeps what it left on it</source>
        <translation>%1 terminou; o grupo mantém o que ficou nele</translation>
    </message>
    <message>
        <source>The party has no members: mark characters in the library (right-click › Member of the Party)</source>
        <translation>O grupo não tem membros: marque personagens na biblioteca (clique direito › Membro do grupo)</translation>
    </message>
    <message>
        <source>Open an encounter of the ruleset whose members rest</source>
        <translation>Abra um encontro do sistema de regras cujos membros descansam</translation>
    </message>
    <message>
        <source>The party rested: %1</source>
        <translation>O grupo descansou: %1</translation>
    </message>
    <message>
        <source>Plan a &amp;Day…</source>
        <translation>&amp;Planejar um dia…</translation>
    </message>
    <message>
        <source>Play a day of fights and rests many times: the chance the party gets through, where it breaks, how each hero stands</source>
        <translation>Jogar muitas vezes um dia de combates e descansos: a chance de o grupo atravessá-lo, onde cai, como fica cada herói</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PartyUpdateDialog</name>
    <message>
        <source>End Fight</source>
        <translation>Encerrar combate</translation>
    </message>
    <message>
        <source>What %1 leaves on the party: hit points, subdual damage, HP states, uses left and the conditions that outlast a fight. Members take it into their next fight.</source>
        <translation>O que %1 deixa no grupo: pontos de vida, dano não letal, estados de PV, usos restantes e as condições que duram além de um combate. Os membros levam isso para o próximo combate.</translation>
    </message>
    <message>
        <source>End of the fight: %1</source>
        <translation>Fim do combate: %1</translation>
    </message>
    <message>
        <source>Rest the Party</source>
        <translation>Descansar o grupo</translation>
    </message>
    <message>
        <source>A rest between fights for the members of %1. Uses that come back on a rest come back; the dead get nothing back.</source>
        <translation>Um descanso entre combates para os membros de %1. Usos que voltam com um descanso voltam; os mortos não recebem nada de volta.</translation>
    </message>
    <message>
        <source>%1 names no rests</source>
        <translation>%1 não define descansos</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PlayerScreens</name>
    <message>
        <source>Show Foes&apos; Defence and HP to Players</source>
        <translation>Mostrar defesa e PV dos inimigos aos jogadores</translation>
    </message>
    <message numerus="yes">
        <source>Shared with players: %n device(s)</source>
        <translation>
            <numerusform>Compartilhado com os jogadores: %n dispositivo</numerusform>
            <numerusform>Compartilhado com os jogadores: %n dispositivos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PlayersWindow</name>
    <message>
        <source>Show the Target&apos;s Defence and HP to Players</source>
        <translation>Mostrar defesa e PV do alvo aos jogadores</translation>
    </message>
    <message>
        <source>Fray — Players</source>
        <translation>Fray — Jogadores</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>impossível</translation>
    </message>
    <message>
        <source>very unlikely</source>
        <translation>muito improvável</translation>
    </message>
    <message>
        <source>unlikely</source>
        <translation>improvável</translation>
    </message>
    <message>
        <source>even</source>
        <translation>meio a meio</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>provável</translation>
    </message>
    <message>
        <source>very likely</source>
        <translation>muito provável</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>certo</translation>
    </message>
    <message>
        <source>No target yet</source>
        <translation>Nenhum alvo ainda</translation>
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
        <translation>pergunte ao mestre</translation>
    </message>
    <message>
        <source>No party member can attack.</source>
        <translation>Nenhum membro do grupo pode atacar.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::PrintController</name>
    <message>
        <source>encounter</source>
        <translation>encontro</translation>
    </message>
    <message>
        <source>Open an encounter to print its sheets.</source>
        <translation>Abra um encontro para imprimir as folhas dele.</translation>
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
        <translation>Visualizar impressão</translation>
    </message>
    <message>
        <source>The sheets were not printed: %1</source>
        <translation>As folhas não foram impressas: %1</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not written: %1</source>
        <translation>O PDF não foi gravado: %1</translation>
    </message>
    <message>
        <source>Sheets written to %1</source>
        <translation>Folhas gravadas em %1</translation>
    </message>
    <message>
        <source>Select library entries to print their stat blocks.</source>
        <translation>Selecione entradas da biblioteca para imprimir os blocos de estatísticas delas.</translation>
    </message>
    <message>
        <source>The ruleset &apos;%1&apos; is not available.</source>
        <translation>O sistema de regras “%1” não está disponível.</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>stat blocks</source>
        <translation>blocos de estatísticas</translation>
    </message>
    <message>
        <source>Stat blocks written to %1</source>
        <translation>Blocos de estatísticas gravados em %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ReminderBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Dispensar</translation>
    </message>
    <message>
        <source>Hide the reminders (Esc)</source>
        <translation>Ocultar os lembretes (Esc)</translation>
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
        <translation>Lembrete %1: diga do que lembrar</translation>
    </message>
    <message>
        <source>Reminder %1: at most %2 characters</source>
        <translation>Lembrete %1: no máximo %2 caracteres</translation>
    </message>
    <message>
        <source>When it pops: at the start or end of this combatant&apos;s turn, or of every round</source>
        <translation>Quando aparece: no início ou no fim do turno deste combatente, ou de cada rodada</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>Lembrete</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RoundEndDialog</name>
    <message>
        <source>Who</source>
        <translation>Quem</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>When the round ends</source>
        <translation>Quando a rodada terminar</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remédio</translation>
    </message>
    <message>
        <source>Let the Round End</source>
        <translation>Deixar a rodada terminar</translation>
    </message>
    <message>
        <source>Not Yet</source>
        <translation>Ainda não</translation>
    </message>
    <message>
        <source>Stay in this round</source>
        <translation>Ficar nesta rodada</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, depois %2</translation>
    </message>
    <message>
        <source>none in the rules</source>
        <translation>nenhum nas regras</translation>
    </message>
    <message>
        <source>No one is at risk any more: round %1 can end.</source>
        <translation>Ninguém corre mais perigo: a rodada %1 pode terminar.</translation>
    </message>
    <message>
        <source>End the Round</source>
        <translation>Terminar a rodada</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is about to end, and the rules would take %n combatant(s) then. Give a remedy first, or let the round end.</source>
        <translation>
            <numerusform>A rodada %1 está para terminar, e as regras então custariam a vida de %n combatente. Aplique um remédio primeiro ou deixe a rodada terminar.</numerusform>
            <numerusform>A rodada %1 está para terminar, e as regras então custariam a vida de %n combatentes. Aplique um remédio primeiro ou deixe a rodada terminar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>&amp;Roll %1</source>
        <translation>&amp;Rolar %1</translation>
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
        <translation>Combates que terminam na rodada</translation>
    </message>
    <message>
        <source>Round the fight ends in</source>
        <translation>Rodada em que o combate termina</translation>
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
        <translation>Regra da casa A contra B</translation>
    </message>
    <message>
        <source>Simulate the Open &amp;Fight under Each</source>
        <translation>Simular o &amp;combate aberto sob cada um</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>E&amp;xportar PDF…</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparar com</translation>
    </message>
    <message>
        <source>The attack under A and under B</source>
        <translation>O ataque sob A e sob B</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>Comparar c&amp;om:</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nada)</translation>
    </message>
    <message>
        <source>Pick a ruleset to see this attack under it beside %1: a copy with a house rule, or any other.</source>
        <translation>Escolha um sistema de regras para ver este ataque sob ele ao lado de %1: uma cópia com uma regra da casa, ou qualquer outro.</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation>dano %1</translation>
    </message>
    <message numerus="yes">
        <source>a target of %n hit point(s)</source>
        <translation>
            <numerusform>um alvo de %n ponto de vida</numerusform>
            <numerusform>um alvo de %n pontos de vida</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack(s) a round</source>
        <translation>
            <numerusform>%n ataque por rodada</numerusform>
            <numerusform>%n ataques por rodada</numerusform>
        </translation>
    </message>
    <message>
        <source>Under %1: %2</source>
        <translation>Sob %1: %2</translation>
    </message>
    <message>
        <source>The open fight</source>
        <translation>O combate aberto</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A: %1 · B: %2</translation>
    </message>
    <message>
        <source>Simulating the open fight under each…</source>
        <translation>Simulando o combate aberto sob cada um…</translation>
    </message>
    <message>
        <source>pick a ruleset to compare with first</source>
        <translation>escolha primeiro um sistema de regras para comparar</translation>
    </message>
    <message>
        <source>Export the Comparison</source>
        <translation>Exportar a comparação</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Gravado em %1.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::RulesetTableModel</name>
    <message>
        <source>Built in</source>
        <translation>Embutido</translation>
    </message>
    <message>
        <source>Your file %1</source>
        <translation>Seu arquivo %1</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Em uso</translation>
    </message>
    <message numerus="yes">
        <source>In use as loaded before: %1 now has %n problem(s)</source>
        <translation>
            <numerusform>Em uso como carregado antes: %1 agora tem %n problema</numerusform>
            <numerusform>Em uso como carregado antes: %1 agora tem %n problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not load: %n problem(s)</source>
        <translation>
            <numerusform>Não carregado: %n problema</numerusform>
            <numerusform>Não carregado: %n problemas</numerusform>
        </translation>
    </message>
    <message>
        <source>Id: %1</source>
        <translation>Id: %1</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Sistema de regras</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
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
        <translation>Todos os sistemas de regras foram carregados. Os seus próprios arquivos de sistema de regras ficam em %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset file(s) in %1 did not load as written; the problems below say where. Fix the file, then Reload.</source>
        <translation>
            <numerusform>%n arquivo de sistema de regras em %1 não foi carregado como está escrito; os problemas abaixo dizem onde. Corrija o arquivo e clique em Recarregar.</numerusform>
            <numerusform>%n arquivos de sistema de regras em %1 não foram carregados como estão escritos; os problemas abaixo dizem onde. Corrija os arquivos e clique em Recarregar.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Nenhum problema.</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::ServerPasswords</name>
    <message>
        <source>the system&apos;s keychain did not keep the password: %1</source>
        <translation>o chaveiro do sistema não guardou a senha: %1</translation>
    </message>
    <message>
        <source>this Fray was built without a keychain: the password is asked each time</source>
        <translation>este Fray foi compilado sem chaveiro: a senha é pedida toda vez</translation>
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
        <translation>Todas as redes</translation>
    </message>
    <message>
        <source>This computer only</source>
        <translation>Somente este computador</translation>
    </message>
    <message>
        <source>Fray cannot share on port %1: %2. Choose another port, or any free port.</source>
        <translation>O Fray não consegue compartilhar na porta %1: %2. Escolha outra porta, ou qualquer porta livre.</translation>
    </message>
    <message>
        <source>Fray cannot share: %1</source>
        <translation>O Fray não consegue compartilhar: %1</translation>
    </message>
    <message>
        <source>Not sharing. Start to show the page&apos;s address and a code to scan.</source>
        <translation>Sem compartilhar. Inicie para mostrar o endereço da página e um código para escanear.</translation>
    </message>
    <message>
        <source>No device is following the page yet.</source>
        <translation>Nenhum dispositivo está acompanhando a página ainda.</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) following the page.</source>
        <translation>
            <numerusform>%n dispositivo acompanhando a página.</numerusform>
            <numerusform>%n dispositivos acompanhando a página.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SharedCampaignDialog</name>
    <message>
        <source>Re&amp;member the password in the system&apos;s keychain</source>
        <translation>Le&amp;mbrar a senha no chaveiro do sistema</translation>
    </message>
    <message>
        <source>Open Shared Campaign</source>
        <translation>Abrir campanha compartilhada</translation>
    </message>
    <message>
        <source>table.example.org</source>
        <translation>mesa.example.org</translation>
    </message>
    <message>
        <source>dragons</source>
        <translation>dragoes</translation>
    </message>
    <message>
        <source>When the server offers it</source>
        <extracomment>How the connection to the server is encrypted (libpq&apos;s sslmode).</extracomment>
        <translation>Quando o servidor oferecer</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Sempre</translation>
    </message>
    <message>
        <source>Always, and check the server&apos;s certificate</source>
        <translation>Sempre, e verificar o certificado do servidor</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>A campaign your GM group shares, kept on a PostgreSQL server. Everyone who opens it sees the others&apos; changes as they make them.</source>
        <translation>Uma campanha que seu grupo de mestres compartilha, guardada num servidor PostgreSQL. Quem a abre vê as alterações dos outros assim que eles as fazem.</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Banco de dados:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuário:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Sen&amp;ha:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>Cripto&amp;grafia:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Endereço:</translation>
    </message>
    <message>
        <source>(give the server, the database and the user)</source>
        <translation>(informe o servidor, o banco de dados e o usuário)</translation>
    </message>
    <message>
        <source>Po&amp;rt:</source>
        <translation>Po&amp;rta:</translation>
    </message>
    <message>
        <source>Your &amp;name for the others:</source>
        <extracomment>The name the other GMs see beside what this Fray changes or runs.</extracomment>
        <translation>Seu &amp;nome para os outros:</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SharedCampaignStatus</name>
    <message>
        <source>Shared on %1</source>
        <extracomment>The status bar&apos;s word on a campaign a GM group shares; %1 is the server.</extracomment>
        <translation>Compartilhada em %1</translation>
    </message>
    <message>
        <source>%1 cannot be reached</source>
        <translation>%1 inalcançável</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SheetChoiceDialog</name>
    <message>
        <source>The Odds panel shows no chart: pick an attacker and a target there to print one.</source>
        <translation>O painel Chances não mostra nenhum gráfico: escolha um atacante e um alvo nele para imprimir um.</translation>
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
        <translation>O sistema de regras não tem morte.</translation>
    </message>
    <message>
        <source>Standard error: %1</source>
        <translation>Erro padrão: %1</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Out of the fight</source>
        <translation>Fora de combate</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Morto</translation>
    </message>
    <message>
        <source>HP left</source>
        <translation>PV restantes</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Dano causado</translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation>Dano sofrido</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimRoundsModel</name>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Fights ending in it</source>
        <translation>Combates que terminam nela</translation>
    </message>
    <message>
        <source>Fights over by its end</source>
        <translation>Combates encerrados até o fim dela</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SimulateDialog</name>
    <message>
        <source>Weakest first</source>
        <translation>Mais fraco primeiro</translation>
    </message>
    <message>
        <source>Strongest first</source>
        <translation>Mais forte primeiro</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>In list order</source>
        <translation>Na ordem da lista</translation>
    </message>
    <message>
        <source>Whom each attack goes at: the foe with the fewest hit points left, the most, any, or the first in the encounter&apos;s list</source>
        <translation>Contra quem vai cada ataque: o inimigo com menos pontos de vida restantes, com mais, qualquer um, ou o primeiro da lista do encontro</translation>
    </message>
    <message>
        <source>Simulate %1</source>
        <translation>Simular %1</translation>
    </message>
    <message>
        <source>Cannot work the fight out exactly: %1</source>
        <translation>Não é possível calcular o combate exatamente: %1</translation>
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
        <translation>Calcular o duelo exatamente em vez de jogar combates: sem erro padrão.</translation>
    </message>
    <message>
        <source>Cannot simulate this fight: %1</source>
        <translation>Não é possível simular este combate: %1</translation>
    </message>
    <message>
        <source>Working the duel out exactly…</source>
        <translation>Calculando o duelo exatamente…</translation>
    </message>
    <message numerus="yes">
        <source>Playing %Ln fights…</source>
        <translation>
            <numerusform>Jogando %Ln combate…</numerusform>
            <numerusform>Jogando %Ln combates…</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact result: the duel worked out exactly, so there is no standard error.</source>
        <translation>Resultado exato: o duelo foi calculado exatamente, então não há erro padrão.</translation>
    </message>
    <message>
        <source>%1 fights, seed %2; %3 fights a second.</source>
        <translation>%1 combates, semente %2; %3 combates por segundo.</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>Vencido por %1</translation>
    </message>
    <message>
        <source>Standard error: %1</source>
        <translation>Erro padrão: %1</translation>
    </message>
    <message>
        <source>Broke and fled: %1</source>
        <translation>Perdeu a moral e fugiu: %1</translation>
    </message>
    <message>
        <source>Broke and fled: %1, most often in round %2</source>
        <translation>Perdeu a moral e fugiu: %1, na maioria das vezes na rodada %2</translation>
    </message>
    <message numerus="yes">
        <source>Undecided after %n rounds: %1</source>
        <translation>
            <numerusform>Indeciso após %n rodada: %1</numerusform>
            <numerusform>Indeciso após %n rodadas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No one left: %1</source>
        <translation>Ninguém sobrou: %1</translation>
    </message>
    <message>
        <source>Rounds: %1 on average</source>
        <translation>Rodadas: %1 em média</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>Dificuldade: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Worked out exactly</source>
        <translation>Calculado exatamente</translation>
    </message>
    <message>
        <source>Simulated %1 fights (seed %2)</source>
        <translation>%1 combates simulados (semente %2)</translation>
    </message>
    <message>
        <source>%1: %2; %3 rounds on average; %4.</source>
        <translation>%1: %2; %3 rodadas em média; %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Each combatant&apos;s result</source>
        <translation>Resultado de cada combatente</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::SurpriseDialog</name>
    <message>
        <source>Check Surprise</source>
        <translation>Testar surpresa</translation>
    </message>
    <message>
        <source>%1: each combatant of a side rolls. %2</source>
        <translation>%1: cada combatente de um lado rola. %2</translation>
    </message>
    <message>
        <source>%1: one roll for each side. %2</source>
        <translation>%1: uma rolagem para cada lado. %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Side&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lado&lt;/b&gt;</translation>
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
        <translation>não rolado</translation>
    </message>
    <message>
        <source>&amp;Roll All</source>
        <translation>&amp;Rolar todos</translation>
    </message>
    <message>
        <source>Give every value marked — first</source>
        <translation>Informe primeiro todo valor marcado com —</translation>
    </message>
    <message>
        <source>&lt;b&gt;Surprised&lt;/b&gt;</source>
        <translation>&lt;b&gt;Surpreendidos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not surprised</source>
        <translation>Não surpreendido</translation>
    </message>
    <message>
        <source>%1 of %2 surprised%3</source>
        <translation>%1 de %2 surpreendidos%3</translation>
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
        <translation>vence %1 · %2</translation>
    </message>
    <message>
        <source>How Deadly? simulates the party against each row</source>
        <translation>Quão mortal? simula o grupo contra cada linha</translation>
    </message>
    <message>
        <source>Nothing comes: no fight</source>
        <translation>Nada aparece: sem combate</translation>
    </message>
    <message>
        <source>The party wins %1 (±%2) of %3 fights; someone in it is out of the fight in %4</source>
        <translation>O grupo vence %1 (±%2) de %3 combates; alguém do grupo fica fora de combate em %4</translation>
    </message>
    <message>
        <source>, someone in it dies in %1</source>
        <translation>, alguém do grupo morre em %1</translation>
    </message>
    <message>
        <source>%1. Each number that can come is fought as often as its chance says, each creature at its hit dice&apos;s average.</source>
        <translation>%1. Cada quantidade que pode aparecer é combatida tantas vezes quanto a sua chance indica, cada criatura com a média dos seus dados de vida.</translation>
    </message>
    <message>
        <source>How many come: %1</source>
        <translation>Quantos vêm: %1</translation>
    </message>
    <message>
        <source>A result of the die (3) or a range of them (4-6)</source>
        <translation>Um resultado do dado (3) ou uma faixa deles (4-6)</translation>
    </message>
    <message>
        <source>A library entry&apos;s name; leave it empty for a row where nothing comes</source>
        <translation>O nome de uma entrada da biblioteca; deixe vazio para uma linha em que nada aparece</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rolagem</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quantos</translation>
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
        <translation>Chance</translation>
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
        <translation>O grupo vence</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Escolhido</translation>
    </message>
    <message>
        <source>The party wins (%)</source>
        <translation>O grupo vence (%)</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneCurveModel</name>
    <message>
        <source>± %1 (one standard error)</source>
        <translation>± %1 (um erro padrão)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Party wins</source>
        <translation>O grupo vence</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificuldade</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rodadas</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TuneDialog</name>
    <message>
        <source>Tune %1</source>
        <translation>Ajustar %1</translation>
    </message>
    <message>
        <source>The count of a group</source>
        <translation>A quantidade de um grupo</translation>
    </message>
    <message>
        <source>A combatant&apos;s hit points</source>
        <translation>Os pontos de vida de um combatente</translation>
    </message>
    <message>
        <source>A combatant&apos;s attack value</source>
        <translation>O valor de ataque de um combatente</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n now)</source>
        <translation>
            <numerusform>%1 (%2, agora %n)</numerusform>
            <numerusform>%1 (%2, agora %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The encounter has nothing to turn of this kind.</source>
        <translation>O encontro não tem nada deste tipo para ajustar.</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Agora: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest: %1 = %2&lt;/b&gt;, the party wins %3 (%4).</source>
        <translation>&lt;b&gt;O mais próximo: %1 = %2&lt;/b&gt;, o grupo vence %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) scanned across the range, then %1 more by bisection between the two that straddle the target; every value played with the same seed, so the curve moves with the knob and not with luck.</source>
        <translation>
            <numerusform>%n valor varrido na faixa, depois mais %1 por bisseção entre os dois que cercam o alvo; cada valor jogado com a mesma semente, então a curva segue o controle e não a sorte.</numerusform>
            <numerusform>%n valores varridos na faixa, depois mais %1 por bisseção entre os dois que cercam o alvo; cada valor jogado com a mesma semente, então a curva segue o controle e não a sorte.</numerusform>
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
        <translation>Salvo como %1</translation>
    </message>
    <message>
        <source>Playing each value: %1…</source>
        <translation>Jogando cada valor: %1…</translation>
    </message>
    <message>
        <source>No value could be played (%1): %2</source>
        <translation>Nenhum valor pôde ser jogado (%1): %2</translation>
    </message>
    <message>
        <source>%1: already %2</source>
        <translation>%1: já é %2</translation>
    </message>
    <message>
        <source>Tune: %1 → %2</source>
        <translation>Ajustar: %1 → %2</translation>
    </message>
    <message>
        <source>%1: now %2</source>
        <translation>%1: agora %2</translation>
    </message>
    <message>
        <source>Saved as %1 (%2: %3).</source>
        <translation>Salvo como %1 (%2: %3).</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::TurnDangers</name>
    <message>
        <source>The fight has not started: the danger before each turn follows the initiative order.</source>
        <translation>O combate não começou: o perigo antes de cada turno segue a ordem de iniciativa.</translation>
    </message>
    <message numerus="yes">
        <source>Fights of more than %Ln combatant(s) have no danger gauges.</source>
        <translation>
            <numerusform>Combates com mais de %Ln combatente não têm indicador de perigo.</numerusform>
            <numerusform>Combates com mais de %Ln combatentes não têm indicador de perigo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fray::Ui::UseActions</name>
    <message>
        <source>Select whose use it is in the table first</source>
        <translation>Selecione primeiro na tabela de quem é o uso</translation>
    </message>
    <message>
        <source>%1 (resets %2)</source>
        <translation>%1 (restaura %2)</translation>
    </message>
    <message>
        <source>%1 has no uses; add them in the character form</source>
        <translation>%1 não tem usos; adicione-os no formulário do personagem</translation>
    </message>
    <message>
        <source>%1 has no use left to spend</source>
        <translation>%1 não tem mais usos para gastar</translation>
    </message>
    <message>
        <source>Every use of %1 is full</source>
        <translation>Todos os usos de %1 estão cheios</translation>
    </message>
    <message>
        <source>Spend a Use</source>
        <translation>Gastar um uso</translation>
    </message>
    <message>
        <source>Restore a Use</source>
        <translation>Restaurar um uso</translation>
    </message>
    <message>
        <source>Which use does %1 spend?</source>
        <translation>Qual uso %1 gasta?</translation>
    </message>
    <message>
        <source>Which use of %1 comes back?</source>
        <translation>Qual uso de %1 volta?</translation>
    </message>
    <message>
        <source>Spend %1</source>
        <translation>Gastar %1</translation>
    </message>
    <message>
        <source>Resets %1</source>
        <translation>Restaura %1</translation>
    </message>
    <message>
        <source>Restore one %1</source>
        <translation>Restaurar um(a) %1</translation>
    </message>
</context>
<context>
    <name>Fray::Ui::UseTableModel</name>
    <message>
        <source>Each round</source>
        <translation>A cada rodada</translation>
    </message>
    <message>
        <source>Each turn</source>
        <translation>A cada turno</translation>
    </message>
    <message>
        <source>Each fight</source>
        <translation>A cada combate</translation>
    </message>
    <message>
        <source>On a rest</source>
        <translation>Em um descanso</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>Recharge roll</source>
        <translation>Rolagem de recarga</translation>
    </message>
    <message>
        <source>Use %1: give it a name</source>
        <translation>Uso %1: dê um nome a ele</translation>
    </message>
    <message>
        <source>%1: another use has this name</source>
        <translation>%1: outro uso tem este nome</translation>
    </message>
    <message>
        <source>%1: the maximum must be from 1 to %2</source>
        <translation>%1: o máximo deve ir de 1 a %2</translation>
    </message>
    <message>
        <source>%1: what is left must be from 0 to the maximum %2</source>
        <translation>%1: o que resta deve ir de 0 ao máximo %2</translation>
    </message>
    <message>
        <source>%1: a recharge needs dice to roll (1d6)</source>
        <translation>%1: uma recarga precisa de dados a rolar (1d6)</translation>
    </message>
    <message>
        <source>%1: recharge &apos;%2&apos;: %3</source>
        <translation>%1: recarga “%2”: %3</translation>
    </message>
    <message>
        <source>%1: effect &apos;%2&apos;: %3</source>
        <translation>%1: efeito “%2”: %3</translation>
    </message>
    <message>
        <source>%1: the note is longer than %2 characters</source>
        <translation>%1: a nota tem mais de %2 caracteres</translation>
    </message>
    <message>
        <source>Dice rolled when the use is spent, such as 18d6; the log shows each die</source>
        <translation>Dados rolados quando o uso é gasto, como 18d6; o registro mostra cada dado</translation>
    </message>
    <message>
        <source>Said beside the roll when the use is spent: &quot;DC 21 Dexterity save&quot;</source>
        <translation>Dito ao lado da rolagem quando o uso é gasto: &quot;teste de resistência de Destreza CD 21&quot;</translation>
    </message>
    <message>
        <source>Recharged on this roll or more: 5 on 1d6 is &quot;recharge %1&quot;</source>
        <translation>Recarregado com esta rolagem ou mais: 5 em 1d6 é &quot;recarga %1&quot;</translation>
    </message>
    <message>
        <source>What gives the use back: a round&apos;s start, the owner&apos;s turn, the fight&apos;s start, a rest, nothing, or a roll at the start of the owner&apos;s turn</source>
        <translation>O que devolve o uso: o início de uma rodada, o turno do dono, o início do combate, um descanso, nada, ou uma rolagem no início do turno do dono</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Restam</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Máx.</translation>
    </message>
    <message>
        <source>Resets</source>
        <translation>Restaura</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rolagem</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efeito</translation>
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
        <translation>Do &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>The System&apos;s</source>
        <translation>O do sistema</translation>
    </message>
    <message>
        <source>The language changes when Fray starts again.</source>
        <translation>O idioma muda quando o Fray for reiniciado.</translation>
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
        <translation>Simulando o grupo contra cada linha…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>How deadly each row is was not worked out: %1</source>
        <translation>Não foi calculado quão mortal é cada linha: %1</translation>
    </message>
    <message>
        <source>The Party column says how often the party wins against each row, and how hard the fight is.</source>
        <translation>A coluna Grupo diz com que frequência o grupo vence cada linha e quão difícil é o combate.</translation>
    </message>
    <message>
        <source>Not a whole table yet: %1</source>
        <translation>Ainda não é uma tabela completa: %1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvo.</translation>
    </message>
    <message>
        <source>%1 — the fight is open; check surprise next.</source>
        <translation>%1 — o combate está aberto; teste a surpresa em seguida.</translation>
    </message>
    <message>
        <source>Import a Wandering-Monster Table</source>
        <translation>Importar uma tabela de monstros errantes</translation>
    </message>
    <message>
        <source>Wandering-monster tables (*.json)</source>
        <translation>Tabelas de monstros errantes (*.json)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Delete Table</source>
        <translation>Excluir tabela</translation>
    </message>
    <message>
        <source>Delete the table %1? This cannot be undone.</source>
        <translation>Excluir a tabela %1? Isso não pode ser desfeito.</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::EncounterTable</name>
    <message>
        <source>a table needs at least one row</source>
        <translation>uma tabela precisa de pelo menos uma linha</translation>
    </message>
    <message>
        <source>a table has at most %1 rows, not %2</source>
        <translation>uma tabela tem no máximo %1 linhas, não %2</translation>
    </message>
    <message>
        <source>%1 to %2 runs backwards</source>
        <translation>%1 a %2 está invertido</translation>
    </message>
    <message>
        <source>%1 is outside what %2 rolls (%3–%4)</source>
        <translation>%1 está fora do que %2 rola (%3–%4)</translation>
    </message>
    <message>
        <source>%1 is no result %2 rolls</source>
        <translation>%1 não é um resultado que %2 rola</translation>
    </message>
    <message>
        <source>%1 overlaps rows[%2] (%3)</source>
        <translation>%1 sobrepõe rows[%2] (%3)</translation>
    </message>
    <message>
        <source>a row of nothing has no count</source>
        <translation>uma linha sem nada não tem quantidade</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may bring none; a row that brings creatures brings at least 1</source>
        <translation>“%1” pode não trazer nenhum; uma linha que traz criaturas traz pelo menos 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may bring more than %2, the most a row brings</source>
        <translation>“%1” pode trazer mais de %2, o máximo que uma linha traz</translation>
    </message>
    <message>
        <source>no row has %1, which %2 can roll</source>
        <translation>nenhuma linha tem %1, que %2 pode rolar</translation>
    </message>
    <message>
        <source>no row has %1</source>
        <translation>nenhuma linha tem %1</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableDanger</name>
    <message>
        <source>the table is for the ruleset &apos;%1&apos;</source>
        <translation>a tabela é do sistema de regras “%1”</translation>
    </message>
    <message>
        <source>the party has no member of the ruleset &apos;%1&apos; to meet what comes</source>
        <translation>o grupo não tem nenhum membro do sistema de regras “%1” para enfrentar o que vem</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>interrompido</translation>
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
        <translation>rows[%1].creature: a biblioteca não tem “%2” deste sistema de regras</translation>
    </message>
    <message>
        <source>the table is for the ruleset &apos;%1&apos;</source>
        <translation>a tabela é do sistema de regras “%1”</translation>
    </message>
    <message>
        <source>the fight needs a name</source>
        <translation>o combate precisa de um nome</translation>
    </message>
    <message>
        <source>%1: nothing comes</source>
        <translation>%1: nada aparece</translation>
    </message>
    <message>
        <source>Wandering monsters (%1): %2, %3 %4 (%5)</source>
        <translation>Monstros errantes (%1): %2, %3 %4 (%5)</translation>
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
        <translation>%1; distância %2 %3</translation>
    </message>
</context>
<context>
    <name>Fray::Wandering::TableText</name>
    <message>
        <source>%1 (%2 on average)</source>
        <translation>%1 (%2 em média)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing comes: %1 · foes on average: %2 · at most %3</source>
        <translation>Nada aparece: %1 · inimigos em média: %2 · no máximo %3</translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message>
        <source>Search names and tags (goblin, undead …)</source>
        <translation>Buscar nomes e tags (goblin, morto-vivo …)</translation>
    </message>
    <message>
        <source>Show the entries of one ruleset</source>
        <translation>Mostrar as entradas de um sistema de regras</translation>
    </message>
    <message>
        <source>Show characters, monsters or templates</source>
        <translation>Mostrar personagens, monstros ou modelos</translation>
    </message>
    <message>
        <source>How many to add</source>
        <translation>Quantos adicionar</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>How the hit points of entries with hit dice are set</source>
        <translation>Como são definidos os pontos de vida de entradas com dados de vida</translation>
    </message>
    <message>
        <source>Roll HP</source>
        <translation>Rolar PV</translation>
    </message>
    <message>
        <source>Average HP</source>
        <translation>PV médios</translation>
    </message>
    <message>
        <source>HP as listed</source>
        <translation>PV como listados</translation>
    </message>
    <message>
        <source>&amp;Add to encounter</source>
        <translation>A&amp;dicionar ao encontro</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>N&amp;ovo…</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>Ed&amp;itar…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>Ex&amp;cluir</translation>
    </message>
</context>
<context>
    <name>LibraryStore</name>
    <message>
        <source>its combatant is not a JSON object</source>
        <translation>o combatente dela não é um objeto JSON</translation>
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
        <translation>Nenhum encontro aberto</translation>
    </message>
    <message>
        <source>Open an encounter from the Encounters panel, or start a new one from the Encounter menu.</source>
        <translation>Abra um encontro no painel Encontros, ou comece um novo no menu Encontro.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Recent Campaigns</source>
        <translation>Campanhas &amp;recentes</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>E&amp;ncounter</source>
        <translation>E&amp;ncontro</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Encontro</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Nova campanha…</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>A&amp;brir campanha…</translation>
    </message>
    <message>
        <source>Save Campaign &amp;As…</source>
        <translation>Salvar campanha &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>&amp;Export Encounter…</source>
        <translation>&amp;Exportar encontro…</translation>
    </message>
    <message>
        <source>Export &amp;Log…</source>
        <translation>Exportar re&amp;gistro…</translation>
    </message>
    <message>
        <source>Save the fight&apos;s log and luck report as Markdown or a web page</source>
        <translation>Salvar o registro e o relatório de sorte do combate como Markdown ou página web</translation>
    </message>
    <message>
        <source>E&amp;xport for Improved Initiative…</source>
        <translation>Exportar para o Improved Initiati&amp;ve…</translation>
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
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Edit Combatant…</source>
        <translation>&amp;Editar combatente…</translation>
    </message>
    <message>
        <source>&amp;New Encounter…</source>
        <translation>&amp;Novo encontro…</translation>
    </message>
    <message>
        <source>&amp;Open Encounter…</source>
        <translation>&amp;Abrir encontro…</translation>
    </message>
    <message>
        <source>Add from &amp;Library</source>
        <translation>Adicionar da bib&amp;lioteca</translation>
    </message>
    <message>
        <source>Add &amp;Ad Hoc…</source>
        <translation>Adicionar ad &amp;hoc…</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>Du&amp;plicar…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;mover</translation>
    </message>
    <message>
        <source>Check &amp;Surprise…</source>
        <translation>Testar &amp;surpresa…</translation>
    </message>
    <message>
        <source>&amp;Wandering Monsters…</source>
        <translation>Monstros &amp;errantes…</translation>
    </message>
    <message>
        <source>The campaign&apos;s wandering-monster tables: their odds, and a roll that builds the fight</source>
        <translation>As tabelas de monstros errantes da campanha: as suas chances, e uma rolagem que monta o combate</translation>
    </message>
    <message>
        <source>Encounter Order…</source>
        <translation>Ordem do encontro…</translation>
    </message>
    <message>
        <source>The ruleset&apos;s order for meeting foes, with its rolls: reaction, distance, pursuit</source>
        <translation>A ordem do sistema de regras para encontrar inimigos, com as suas rolagens: reação, distância, perseguição</translation>
    </message>
    <message>
        <source>Chec&amp;k Morale…</source>
        <translation>Testar m&amp;oral…</translation>
    </message>
    <message>
        <source>Roll morale at the start of the fight, after a big upset, or when Fray asks</source>
        <translation>Rolar a moral no início do combate, após um grande revés, ou quando o Fray pedir</translation>
    </message>
    <message>
        <source>Roll &amp;Initiative</source>
        <translation>Rolar &amp;iniciativa</translation>
    </message>
    <message>
        <source>Declare Acti&amp;on…</source>
        <translation>Declarar &amp;ação…</translation>
    </message>
    <message>
        <source>S&amp;tart Fight</source>
        <translation>Iniciar com&amp;bate</translation>
    </message>
    <message>
        <source>&amp;Next Turn</source>
        <translation>Próximo tur&amp;no</translation>
    </message>
    <message>
        <source>&amp;Previous Turn</source>
        <translation>Turno an&amp;terior</translation>
    </message>
    <message>
        <source>Next &amp;Round</source>
        <translation>Próxima &amp;rodada</translation>
    </message>
    <message>
        <source>&amp;Hold…</source>
        <translation>Ag&amp;uardar…</translation>
    </message>
    <message>
        <source>Atta&amp;ck…</source>
        <translation>Ata&amp;car…</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>&amp;Dano…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>C&amp;urar…</translation>
    </message>
    <message>
        <source>Add Con&amp;dition…</source>
        <translation>Adicionar con&amp;dição…</translation>
    </message>
    <message>
        <source>Remove Condition…</source>
        <translation>Remover condição…</translation>
    </message>
    <message>
        <source>Aid (Stop Bleeding)</source>
        <translation>Socorrer (estancar sangramento)</translation>
    </message>
    <message>
        <source>Spend a Use…</source>
        <translation>Gastar um uso…</translation>
    </message>
    <message>
        <source>Spend one of the selected or acting combatant&apos;s uses (a breath weapon, a spell, a reaction)</source>
        <translation>Gastar um dos usos do combatente selecionado ou do que está agindo (uma arma de sopro, uma magia, uma reação)</translation>
    </message>
    <message>
        <source>Restore a Use…</source>
        <translation>Restaurar um uso…</translation>
    </message>
    <message>
        <source>Give one use back by hand</source>
        <translation>Devolver um uso manualmente</translation>
    </message>
    <message>
        <source>&amp;Sort by Initiative</source>
        <translation>&amp;Ordenar por iniciativa</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Tela c&amp;heia</translation>
    </message>
    <message>
        <source>Simulat&amp;e…</source>
        <translation>Si&amp;mular…</translation>
    </message>
    <message>
        <source>Play the fight many times: who wins, how long it lasts, who is in danger</source>
        <translation>Jogar o combate muitas vezes: quem vence, quanto tempo dura, quem corre perigo</translation>
    </message>
    <message>
        <source>Ctrl+Alt+M</source>
        <translation>Ctrl+Alt+M</translation>
    </message>
    <message>
        <source>&amp;Odds Calculator…</source>
        <translation>&amp;Calculadora de chances…</translation>
    </message>
    <message>
        <source>&amp;Players&apos; Window</source>
        <translation>&amp;Janela dos jogadores</translation>
    </message>
    <message>
        <source>&amp;Hidden from Players</source>
        <translation>Oc&amp;ulto dos jogadores</translation>
    </message>
    <message>
        <source>&amp;Share with Players…</source>
        <translation>C&amp;ompartilhar com os jogadores…</translation>
    </message>
    <message>
        <source>Show the fight on players&apos; phones over the local network</source>
        <translation>Mostrar o combate nos celulares dos jogadores pela rede local</translation>
    </message>
    <message>
        <source>&amp;Rulesets…</source>
        <translation>&amp;Sistemas de regras…</translation>
    </message>
    <message>
        <source>Every ruleset, where it comes from, and the files that did not load</source>
        <translation>Todos os sistemas de regras, de onde vêm, e os arquivos que não foram carregados</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>&amp;Restore Sample Content</source>
        <translation>&amp;Restaurar conteúdo de exemplo</translation>
    </message>
    <message>
        <source>&amp;About Fray</source>
        <translation>&amp;Sobre o Fray</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <source>Open S&amp;hared Campaign…</source>
        <translation>Abrir campanha compar&amp;tilhada…</translation>
    </message>
    <message>
        <source>&amp;Copy Campaign to Server…</source>
        <translation>Copiar campanha para o servid&amp;or…</translation>
    </message>
    <message>
        <source>&amp;Take Over the Fight</source>
        <translation>Assumir o com&amp;bate</translation>
    </message>
    <message>
        <source>Tune the &amp;Fight…</source>
        <translation>A&amp;justar o combate…</translation>
    </message>
    <message>
        <source>Turn one knob (how many goblins, the ogre&apos;s hit points or attack) until the fight is as hard as you want</source>
        <translation>Ajustar um controle (quantos goblins, os pontos de vida ou o ataque do ogro) até o combate ser tão difícil quanto você quer</translation>
    </message>
</context>
<context>
    <name>PartyUpdateDialog</name>
    <message>
        <source>The Party</source>
        <translation>O grupo</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>As the &amp;ruleset says:</source>
        <translation>Como o &amp;sistema de regras diz:</translation>
    </message>
    <message>
        <source>&amp;Hit points for each member:</source>
        <translation>&amp;Pontos de vida para cada membro:</translation>
    </message>
    <message>
        <source>Back to &amp;full: hit points, subdual damage and uses</source>
        <translation>De volta ao &amp;máximo: pontos de vida, dano não letal e usos</translation>
    </message>
</context>
<context>
    <name>RoundEndDialog</name>
    <message>
        <source>Before the Round Ends</source>
        <translation>Antes de a rodada terminar</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remédio</translation>
    </message>
    <message>
        <source>or rolled at the &amp;table:</source>
        <translation>ou rolado na &amp;mesa:</translation>
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
        <translation>Sistemas de regras</translation>
    </message>
    <message>
        <source>&amp;Problems:</source>
        <translation>&amp;Problemas:</translation>
    </message>
    <message>
        <source>&amp;Open Rulesets Folder</source>
        <translation>&amp;Abrir a pasta de sistemas de regras</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recarregar</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share with Players</source>
        <translation>Compartilhar com os jogadores</translation>
    </message>
    <message>
        <source>Players open the page on their phones, tablets or a TV on the same network: the round, the turn order and their own odds, live. Combatants hidden from players are never sent.</source>
        <translation>Os jogadores abrem a página em celulares, tablets ou numa TV na mesma rede: a rodada, a ordem dos turnos e as suas próprias chances, ao vivo. Combatentes ocultos dos jogadores nunca são enviados.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Escutar em:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Qualquer porta livre</translation>
    </message>
    <message>
        <source>Show &amp;foes&apos; defence and hit points</source>
        <translation>Mostrar defesa e pontos de vida dos &amp;inimigos</translation>
    </message>
    <message>
        <source>&amp;Start Sharing</source>
        <translation>Começar a &amp;compartilhar</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Pa&amp;rar</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>Copiar en&amp;dereço</translation>
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
        <translation>Quais folhas?</translation>
    </message>
    <message>
        <source>&amp;Roster: the combatants in initiative order, with hit-point boxes</source>
        <translation>&amp;Lista de combate: os combatentes na ordem de iniciativa, com caixas de pontos de vida</translation>
    </message>
    <message>
        <source>&amp;Stat blocks: one for each combatant, alike ones together</source>
        <translation>&amp;Blocos de estatísticas: um para cada combatente, os iguais juntos</translation>
    </message>
    <message>
        <source>Rules r&amp;eference: the ruleset&apos;s attack roll, odds, modifiers and conditions</source>
        <translation>&amp;Referência de regras: a rolagem de ataque, as chances, os modificadores e as condições do sistema de regras</translation>
    </message>
    <message>
        <source>&amp;Odds chart</source>
        <translation>Gráfico de &amp;chances</translation>
    </message>
    <message>
        <source>&amp;Wandering monsters: the encounter order and the campaign&apos;s tables, with their odds</source>
        <translation>&amp;Monstros errantes: a ordem do encontro e as tabelas da campanha, com as suas chances</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
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
        <translation>Simular o combate</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Combates</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Tentativas:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semente:</translation>
    </message>
    <message>
        <source>The same seed gives the same result; a new one rolls the fights afresh.</source>
        <translation>A mesma semente dá o mesmo resultado; uma nova rola os combates de novo.</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nova</translation>
    </message>
    <message>
        <source>Choose a new seed at random</source>
        <translation>Escolher uma nova semente ao acaso</translation>
    </message>
    <message>
        <source>&amp;Party attacks:</source>
        <translation>O &amp;grupo ataca:</translation>
    </message>
    <message>
        <source>&amp;Foes attack:</source>
        <translation>Os &amp;inimigos atacam:</translation>
    </message>
    <message>
        <source>&amp;Rounds at most:</source>
        <translation>&amp;Máximo de rodadas:</translation>
    </message>
    <message>
        <source>&amp;Exact (one against one)</source>
        <translation>&amp;Exato (um contra um)</translation>
    </message>
    <message>
        <source>Check &amp;morale (those who fail flee)</source>
        <translation>Testar m&amp;oral (quem falhar foge)</translation>
    </message>
    <message>
        <source>As the window asks: when a side&apos;s first one falls and when half of it is down</source>
        <translation>Como a janela pergunta: quando o primeiro de um lado cai e quando metade dele está fora de combate</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>E se</translation>
    </message>
    <message>
        <source>As in the &amp;Encounter</source>
        <translation>Como no encont&amp;ro</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xecutar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Run to see who wins.</source>
        <translation>Execute para ver quem vence.</translation>
    </message>
    <message>
        <source>What the simulation approximated</source>
        <translation>O que a simulação aproximou</translation>
    </message>
    <message>
        <source>&amp;Print this result on the roster sheet</source>
        <translation>Im&amp;primir este resultado na lista de combate</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the Fight</source>
        <translation>Ajustar o combate</translation>
    </message>
    <message>
        <source>Knob</source>
        <translation>Controle</translation>
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
        <translation>A&amp;té:</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>The party &amp;wins:</source>
        <translation>O grupo &amp;vence:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The party&apos;s chance to win</source>
        <translation>A chance de vitória do grupo</translation>
    </message>
    <message>
        <source>The fight &amp;is:</source>
        <translation>O combate &amp;é:</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificuldade</translation>
    </message>
    <message>
        <source>Fights</source>
        <translation>Combates</translation>
    </message>
    <message>
        <source>Fights a &amp;value:</source>
        <translation>Combates por va&amp;lor:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semente:</translation>
    </message>
    <message>
        <source>Every value is played with this seed, so two values differ by the knob and not by luck.</source>
        <translation>Cada valor é jogado com esta semente, então dois valores diferem pelo controle e não pela sorte.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xecutar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Pick a knob and a target, then Run.</source>
        <translation>Escolha um controle e um alvo e depois Executar.</translation>
    </message>
    <message>
        <source>Each value worked out</source>
        <translation>Cada valor calculado</translation>
    </message>
    <message>
        <source>&amp;Apply to This Encounter</source>
        <translation>A&amp;plicar a este encontro</translation>
    </message>
    <message>
        <source>Save as a &amp;New Encounter</source>
        <translation>Salvar como &amp;novo encontro</translation>
    </message>
</context>
<context>
    <name>WanderingDialog</name>
    <message>
        <source>Wandering Monsters</source>
        <translation>Monstros errantes</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabela:</translation>
    </message>
    <message>
        <source>Ne&amp;w</source>
        <translation>&amp;Nova</translation>
    </message>
    <message>
        <source>Start a new table for the open encounter&apos;s ruleset</source>
        <translation>Começar uma nova tabela para o sistema de regras do encontro aberto</translation>
    </message>
    <message>
        <source>&amp;Import File…</source>
        <translation>&amp;Importar arquivo…</translation>
    </message>
    <message>
        <source>Read a table file (fray-encounter-table) into the campaign</source>
        <translation>Ler um arquivo de tabela (fray-encounter-table) para a campanha</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>E&amp;xcluir</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>N&amp;ome:</translation>
    </message>
    <message>
        <source>The old mill, Forest by day</source>
        <translation>O velho moinho, Floresta de dia</translation>
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
        <translation>Sistema de regras:</translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation>&amp;Adicionar linha</translation>
    </message>
    <message>
        <source>Re&amp;move Row</source>
        <translation>&amp;Remover linha</translation>
    </message>
    <message>
        <source>&amp;How Deadly?</source>
        <translation>&amp;Quão mortal?</translation>
    </message>
    <message>
        <source>Simulate the campaign&apos;s party against each row, each number that can come as often as its chance</source>
        <translation>Simular o grupo da campanha contra cada linha, cada quantidade que pode aparecer tantas vezes quanto a sua chance</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>&amp;Roll and Build the Fight</source>
        <translation>Rolar e &amp;montar o combate</translation>
    </message>
    <message>
        <source>Roll on the table; what comes becomes a new encounter at a rolled distance</source>
        <translation>Rolar na tabela; o que aparecer vira um novo encontro a uma distância rolada</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Encounter manager for tabletop RPG game masters</source>
        <translation>Gerenciador de encontros para mestres de RPG de mesa</translation>
    </message>
    <message>
        <source>Use the language CODE (for example de) for this run.</source>
        <translation>Usar o idioma CODE (por exemplo pt_BR) nesta execução.</translation>
    </message>
    <message>
        <source>The campaign file to open (the last one when absent).</source>
        <translation>O arquivo de campanha a abrir (o último, se omitido).</translation>
    </message>
</context>
</TS>
