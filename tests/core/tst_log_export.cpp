// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The fight's record exported as Markdown and HTML: the log under a heading per round, where
// each combatant ended, the luck report and every rolled attack; names and log text escaped so
// a combatant called <b>&" reads as written. Expected rows are worked by hand from the records.

#include "AttackRecords.h"
#include "EncounterFixture.h"
#include "HermeticTest.h"
#include "core/record/LogExport.h"

#include <QRegularExpression>

using Fray::Encounter::AttackRecord;
using Fray::Encounter::LogEntry;
using Fray::Record::LogExport;
using namespace EncounterFixture;

namespace {

const QString kOdd = u"<b>&\""_s;

LogEntry attackLine(
    qint64 round, CombatantId attacker, const QString &name, double chance, bool hit)
{
    const AttackRecord r = clubAttack(attacker, name, 2, kOdd, chance, hit);
    LogEntry entry;
    entry.round = round;
    entry.text = u"%1 attacks %2 with Club: %3 (1d20 \u2192 [14] = 14)"_s.arg(name, kOdd, r.label);
    entry.attack = r;
    return entry;
}

// Aldo attacks the oddly named foe three times over two rounds at 55%, 30% and 25%, hitting once.
std::unique_ptr<Encounter> recordedFight()
{
    Combatant aldo = fighter(u"Aldo"_s, u"party"_s, 12);
    aldo.hp = 9;
    Combatant odd = fighter(kOdd, u"foes"_s, 10);
    odd.hp = 7;
    odd.conditions.push_back({u"prone"_s, 2, 0, 1, QString(), std::nullopt, false});
    EncounterState state = stateOf(u"castles-crusades"_s, {aldo, odd});
    state.name = u"Bridge & <Ford>"_s;
    state.round = 2;
    LogEntry start;
    start.text = u"Initiative: Aldo 12, <b>&\" 7"_s;
    state.log = {start, attackLine(1, 1, u"Aldo"_s, 0.55, true),
        attackLine(2, 1, u"Aldo"_s, 0.3, false), attackLine(2, 1, u"Aldo"_s, 0.25, false)};
    return std::make_unique<Encounter>(rulesetNamed(u"castles-crusades"_s), state);
}

} // namespace

class TestLogExport : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(testRulesetsLoad().isEmpty(), qPrintable(testRulesetsLoad())); }
    void init() { QLocale::setDefault(QLocale::c()); }

    void formatsByName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("format"); // -1: none
        QTest::newRow("md") << u"md"_s << int(LogExport::Format::Markdown);
        QTest::newRow("markdown-capitals") << u"Markdown"_s << int(LogExport::Format::Markdown);
        QTest::newRow("html") << u"html"_s << int(LogExport::Format::Html);
        QTest::newRow("pdf-is-no-log-format") << u"pdf"_s << -1;
    }

    void formatsByName()
    {
        QFETCH(QString, name);
        QFETCH(int, format);
        const auto chosen = LogExport::formatNamed(name);
        QCOMPARE(chosen ? int(*chosen) : -1, format);
    }

    void percentages_data()
    {
        QTest::addColumn<double>("probability");
        QTest::addColumn<QString>("shown");
        QTest::newRow("one-decimal") << 0.705 << u"70.5%"_s;
        QTest::newRow("certain") << 1.0 << u"100.0%"_s;
        QTest::newRow("never") << 0.0 << u"0.0%"_s;
        QTest::newRow("tiny-keeps-two-digits") << 0.0000123 << u"0.0012%"_s;
        QTest::newRow("under-one-in-a-million") << 0.00000042 << u"0.000042%"_s;
    }

    void percentages()
    {
        QFETCH(double, probability);
        QFETCH(QString, shown);
        QCOMPARE(LogExport::percent(probability), shown);
    }

    void markdownHasRoundsRollsAndLuck()
    {
        const auto encounter = recordedFight();
        const QString md = LogExport::write(*encounter, LogExport::Format::Markdown);
        QVERIFY2(md.startsWith(u"# Bridge & \\<Ford>\n"_s), qPrintable(md));
        // Lines in the order written, under their round.
        const qsizetype before = md.indexOf(u"## Before the fight\n\n- Initiative: Aldo 12"_s);
        const qsizetype round1 = md.indexOf(u"## Round 1\n\n- Aldo attacks \\<b>&\" with "
                                            "Club: Hit (1d20 \u2192 [14] = 14)\n"_s);
        const qsizetype round2 = md.indexOf(u"## Round 2\n"_s);
        QVERIFY2(before >= 0 && round1 > before && round2 > round1, qPrintable(md));
        QCOMPARE(md.count(u"## Round 2"_s), 1);
        // Where they ended: the prone foe has 2 rounds left.
        QVERIFY2(md.contains(u"| Aldo | party | 9 of 12 |  |  |\n"_s), qPrintable(md));
        QVERIFY2(md.contains(u"| \\<b>&\" | foes | 7 of 10 |  | Prone (2 rounds left) |\n"_s),
            qPrintable(md));
        // Aldo: 3 attacks, 1 hit, 0.55 + 0.3 + 0.25 = 1.10 expected; P(X <= 1) = 141/200.
        QVERIFY2(
            md.contains(u"| Combatant | Attacks | Hits | Expected hits | This well or worse |\n"
                        "|---|---:|---:|---:|---:|\n"
                        "| Aldo | 3 | 1 | 1.10 | 70.5% (141/200) |\n"_s),
            qPrintable(md));
        QVERIFY2(md.contains(u"| 1 | Aldo | \\<b>&\" | Club | 55.0% | yes | Hit | 3 |\n"_s),
            qPrintable(md));
        QVERIFY2(md.contains(u"| 2 | Aldo | \\<b>&\" | Club | 25.0% | no | Miss |  |\n"_s),
            qPrintable(md));
        // The tag never reaches the Markdown unescaped; the ruleset's "&" stays as written.
        static const QRegularExpression tag(u"(?<!\\\\)<b>"_s);
        QVERIFY2(!md.contains(tag), qPrintable(md));
        QVERIFY2(md.contains(u"\nCastles & Crusades \u00b7 round 2\n"_s), qPrintable(md));
    }

    // Markdown escapes a character only where CommonMark (or a GitHub table) would read it as
    // markup; each row's expectation is worked from the CommonMark rule its name gives.
    void markdownEscapesOnlyMarkup_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("escaped");
        const auto row = [](const char *name, const QString &text, const QString &escaped) {
            QTest::newRow(name) << text << escaped;
        };
        row("ampersand-between-words-is-text", u"Castles & Crusades"_s, u"Castles & Crusades"_s);
        row("dice-in-brackets-are-no-link", u"1d6 \u2192 [2]"_s, u"1d6 \u2192 [2]"_s);
        row("bracket-then-space-paren-is-no-link", u"[2] (max)"_s, u"[2] (max)"_s);
        row("entity-would-become-a-character", u"&amp; &#38;"_s, u"\\&amp; \\&#38;"_s);
        row("ampersand-without-semicolon-is-text", u"R&D x &"_s, u"R&D x &"_s);
        row("tag-is-escaped", u"<b>bold</b>"_s, u"\\<b>bold\\</b>"_s);
        row("less-than-a-number-is-text", u"HP < 5"_s, u"HP < 5"_s);
        row("autolink-is-escaped", u"<http://x>"_s, u"\\<http://x>"_s);
        row("inline-link-is-broken", u"[x](y)"_s, u"[x\\](y)"_s);
        row("reference-link-is-broken", u"[x][y]"_s, u"[x\\][y]"_s);
        row("definition-is-broken", u"[x]: y"_s, u"[x\\]: y"_s);
        row("footnote-is-broken", u"a[^1]"_s, u"a\\[^1]"_s);
        row("task-box-at-start", u"[x] done"_s, u"\\[x] done"_s);
        row("star-emphasis", u"*bold*"_s, u"\\*bold\\*"_s);
        row("star-inside-a-word-can-emphasise", u"2d6*2"_s, u"2d6\\*2"_s);
        row("star-between-spaces-is-text", u"2 * 3"_s, u"2 * 3"_s);
        row("underscore-inside-a-word-is-text", u"goblin_chief"_s, u"goblin_chief"_s);
        row("underscore-emphasis", u"_x_"_s, u"\\_x\\_"_s);
        row("tilde-strikethrough", u"~~x~~"_s, u"\\~\\~x\\~\\~"_s);
        row("bar-ends-a-table-cell", u"a|b"_s, u"a\\|b"_s);
        row("backtick-code-span", u"`x`"_s, u"\\`x\\`"_s);
        row("backslash-before-punctuation", u"a\\*"_s, u"a\\\\\\*"_s);
        row("backslash-before-a-letter-is-text", u"C:\\dir"_s, u"C:\\dir"_s);
        row("heading-at-start", u"# Ambush"_s, u"\\# Ambush"_s);
        row("number-sign-before-a-digit-is-text", u"#3 goblin"_s, u"#3 goblin"_s);
        row("hash-inside-is-text", u"Goblin #3"_s, u"Goblin #3"_s);
        row("closing-hashes-of-a-heading", u"Room #"_s, u"Room \\#"_s);
        row("quote-at-start", u"> x"_s, u"\\> x"_s);
        row("greater-than-inside-is-text", u"5 > 3"_s, u"5 > 3"_s);
        row("list-marker-at-start", u"- x"_s, u"\\- x"_s);
        row("plus-list-marker-at-start", u"+ x"_s, u"\\+ x"_s);
        row("minus-number-is-text", u"-5 HP"_s, u"-5 HP"_s);
        row("thematic-break", u"- - -"_s, u"\\- - -"_s);
        row("ordered-list-at-start", u"3. Round"_s, u"3\\. Round"_s);
        row("ordered-list-with-paren", u"3) Round"_s, u"3\\) Round"_s);
        row("decimal-is-text", u"3.5 rounds"_s, u"3.5 rounds"_s);
        row("plain-text-is-untouched", u"Aldo hits Orc for 7 (1d8+1 \u2192 [6]+1)"_s,
            u"Aldo hits Orc for 7 (1d8+1 \u2192 [6]+1)"_s);
    }

    void markdownEscapesOnlyMarkup()
    {
        QFETCH(QString, text);
        QFETCH(QString, escaped);
        QCOMPARE(LogExport::markdownEscaped(text), escaped);
    }

    void htmlEscapesNamesAndText()
    {
        const auto encounter = recordedFight();
        const QString html = LogExport::write(*encounter, LogExport::Format::Html);
        QVERIFY(html.startsWith(u"<!DOCTYPE html>"_s));
        QVERIFY(html.contains(u"<title>Bridge &amp; &lt;Ford&gt;</title>"_s));
        QVERIFY(!html.contains(kOdd));
        QVERIFY(!html.contains(u"<b>"_s));
        QVERIFY2(html.contains(u"<li>Aldo attacks &lt;b&gt;&amp;&quot; with Club: Hit (1d20 "
                               "\u2192 [14] = 14)</li>"_s),
            qPrintable(html));
        QVERIFY2(html.contains(u"<tr><td>&lt;b&gt;&amp;&quot;</td><td>foes</td>"
                               "<td class=\"n\">7 of 10</td><td></td>"
                               "<td>Prone (2 rounds left)</td></tr>"_s),
            qPrintable(html));
        QVERIFY2(html.contains(u"<tr><td>Aldo</td><td class=\"n\">3</td><td class=\"n\">1</td>"
                               "<td class=\"n\">1.10</td><td class=\"n\">70.5% (141/200)</td>"
                               "</tr>"_s),
            qPrintable(html));
        QVERIFY(html.trimmed().endsWith(u"</html>"_s));
    }

    void aFightWithoutAttacksSaysSo()
    {
        auto encounter = makeEncounter(u"castles-crusades"_s,
            {fighter(u"Aldo"_s, u"party"_s, 12), fighter(u"Orc"_s, u"foes"_s, 6)});
        Random random(1);
        QCOMPARE(step(*encounter, random, Step::Start), QString());
        const QString md = LogExport::write(*encounter, LogExport::Format::Markdown);
        QVERIFY2(md.contains(u"## Round 1\n"_s), qPrintable(md));
        QVERIFY2(md.contains(u"## Luck\n\nNo attacks were rolled in Fray.\n"_s), qPrintable(md));
        QVERIFY(!md.contains(u"## Attacks rolled"_s));
    }
};

QTEST_GUILESS_MAIN(TestLogExport)
#include "tst_log_export.moc"
