// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What Fray writes, Fray reads back. Each ruleset's sample encounter is played in random
// batches of commands (fixed seeds), each batch saved over the file with `play --save`:
// - a batch that is refused leaves the file byte for byte as it was;
// - a file that was written loads again (through the same check as any file coming in),
//   and saving it again without a command writes the same bytes;
// - the last file imports into a campaign, exports, imports into a second campaign and
//   exports again as the same bytes.

#include "CliRunner.h"
#include "HermeticTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString testData()
{
    return QString::fromLocal8Bit(qgetenv("FRAY_TEST_DATA"));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

QJsonObject jsonOf(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

// What a GM can do to a fight, drawn at random: the names, conditions, declared actions and
// attacks come from the file as it stands and from its ruleset, with now and then a number
// or a name no rule allows.
class CommandDraw
{
public:
    CommandDraw(quint32 seed, const QJsonObject &ruleset)
        : m_random(seed)
    {
        for (const QJsonValue &c : ruleset.value(u"conditions"_s).toArray())
            m_conditions << c.toObject().value(u"id"_s).toString();
        const QJsonObject initiative = ruleset.value(u"initiative"_s).toObject();
        for (const QJsonValue &a : initiative.value(u"actions"_s).toArray())
            m_actions << a.toObject().value(u"id"_s).toString();
    }

    QJsonArray batch(const QJsonObject &encounter)
    {
        QStringList names;
        QMap<QString, QStringList> attacks;
        for (const QJsonValue &v : encounter.value(u"combatants"_s).toArray()) {
            const QJsonObject c = v.toObject();
            names << c.value(u"name"_s).toString();
            for (const QJsonValue &a : c.value(u"attacks"_s).toArray())
                attacks[names.constLast()] << a.toObject().value(u"name"_s).toString();
        }
        QJsonArray commands;
        const int size = 1 + int(m_random.bounded(3));
        for (int i = 0; i < size; ++i)
            commands.append(one(names, attacks));
        return commands;
    }

private:
    QString pick(const QStringList &list)
    {
        return list.isEmpty() ? u"Nobody"_s : list.at(int(m_random.bounded(int(list.size()))));
    }

    QJsonObject one(const QStringList &names, const QMap<QString, QStringList> &attacks)
    {
        const QString who = pick(names);
        switch (m_random.bounded(16)) {
        case 15: {
            // A condition of the GM's own, with what it can do.
            static const QStringList when{u"now"_s, u"end_of_round"_s, u"now_and_end_of_round"_s};
            QJsonObject own{{u"name"_s, u"Burning oil"_s}, {u"damage"_s, u"1d4"_s},
                {u"damage_when"_s, pick(when)}, {u"to_hit"_s, qint64(m_random.bounded(5)) - 2},
                {u"cannot_act"_s, m_random.bounded(4) == 0}};
            QJsonObject c{{u"command"_s, u"condition"_s}, {u"target"_s, who}, {u"custom"_s, own}};
            if (m_random.bounded(2))
                c.insert(u"rounds"_s, qint64(1 + m_random.bounded(3)));
            return c;
        }
        case 0:
            return {{u"command"_s, u"start"_s}};
        case 1:
        case 2:
            return {{u"command"_s, u"next-turn"_s}};
        case 3:
            return {{u"command"_s, u"next-round"_s}};
        case 4:
            return {{u"command"_s, u"damage"_s}, {u"target"_s, who},
                {u"amount"_s, qint64(m_random.bounded(12))}};
        case 5:
            return {{u"command"_s, u"heal"_s}, {u"target"_s, who},
                {u"amount"_s, qint64(m_random.bounded(6))}};
        case 6: {
            QJsonObject c{{u"command"_s, u"condition"_s}, {u"target"_s, who},
                {u"condition"_s, pick(m_conditions)}};
            if (m_random.bounded(2))
                c.insert(u"rounds"_s, qint64(1 + m_random.bounded(4)));
            return c;
        }
        case 7:
            return {{u"command"_s, u"remove-condition"_s}, {u"target"_s, who},
                {u"condition"_s, pick(m_conditions)}};
        case 8:
            return {{u"command"_s, u"attack"_s}, {u"attacker"_s, who}, {u"target"_s, pick(names)},
                {u"attack"_s, pick(attacks.value(who))}};
        case 9: {
            QJsonObject c{{u"command"_s, u"declare"_s}, {u"combatant"_s, who}};
            if (!m_actions.isEmpty() && m_random.bounded(2))
                c.insert(u"action"_s, pick(m_actions));
            if (m_random.bounded(3) == 0)
                c.insert(u"attacks"_s, qint64(m_random.bounded(4)));
            return c;
        }
        case 10:
            return {{u"command"_s, u"add"_s}, {u"name"_s, u"Straggler"_s},
                {u"hp"_s, qint64(m_random.bounded(9))},
                {u"count"_s, qint64(1 + m_random.bounded(2))}};
        case 11:
            return {{u"command"_s, u"remove"_s}, {u"combatant"_s, who}};
        case 12:
            return {{u"command"_s, u"undo"_s}};
        case 13:
            return {{u"command"_s, u"redo"_s}};
        default:
            return {{u"command"_s, u"roll-initiative"_s}};
        }
    }

    QRandomGenerator m_random;
    QStringList m_conditions;
    QStringList m_actions;
};

} // namespace

class TestCliWrittenFiles : public Fray::Testing::HermeticTest
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(!testData().isEmpty());
    }

    void everyFileWrittenLoadsAgain_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const char *id : {"castles-crusades", "d20-ascending", "old-school",
                 "spelljammer-d100", "basic-roleplaying"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void everyFileWrittenLoadsAgain()
    {
        QFETCH(QString, ruleset);
        constexpr int batches = 80;
        const QString file = m_dir.filePath(ruleset + u".fray.json"_s);
        QFile::remove(file);
        QVERIFY(QFile::copy(testData() + u"/encounters/"_s + ruleset + u".fray.json"_s, file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        const QString commands = m_dir.filePath(u"commands.json"_s);
        const QString again = m_dir.filePath(u"again.fray.json"_s);
        CommandDraw draw(quint32(qHash(ruleset)),
            jsonOf(QStringLiteral(FRAY_SOURCE_DIR "/resources/rulesets/") + ruleset + u".json"_s));

        int written = 0;
        int refused = 0;
        for (int b = 0; b < batches; ++b) {
            const QByteArray before = readAll(file);
            const QJsonArray batch = draw.batch(QJsonDocument::fromJson(before).object());
            QVERIFY(writeFile(commands, QJsonDocument(batch).toJson()));
            const QString what
                = QString::fromUtf8(QJsonDocument(batch).toJson(QJsonDocument::Compact));
            const CliResult r = runCli({u"play"_s, file, u"--commands"_s, commands, u"--seed"_s,
                QString::number(b), u"--save"_s, file});
            if (r.exitCode != 0) {
                QVERIFY2(r.exitCode == 2 && r.isOneErrorLine(),
                    qPrintable(what + u" -> "_s + QString::fromUtf8(r.err)));
                QVERIFY2(readAll(file) == before, qPrintable(u"refused, yet changed: "_s + what));
                ++refused;
                continue;
            }
            ++written;
            QVERIFY(writeFile(commands, "[]"));
            const CliResult reread = runCli({u"play"_s, file, u"--commands"_s, commands,
                u"--seed"_s, u"1"_s, u"--save"_s, again});
            QVERIFY2(reread.exitCode == 0,
                qPrintable(
                    what + u" wrote a file Fray refuses: "_s + QString::fromUtf8(reread.err)));
            QVERIFY2(readAll(again) == readAll(file), qPrintable(u"not a fixed point: "_s + what));
        }
        // The walk did both, or it proved little.
        QVERIFY2(written >= batches / 4 && refused >= 1,
            qPrintable(u"%1 written, %2 refused"_s.arg(written).arg(refused)));

        // The last file travels through two campaigns unchanged.
        const QString name = jsonOf(file).value(u"name"_s).toString();
        const QString first = m_dir.filePath(ruleset + u"-1.fray"_s);
        const QString second = m_dir.filePath(ruleset + u"-2.fray"_s);
        const QString exported = m_dir.filePath(ruleset + u"-exported.fray.json"_s);
        const QString reexported = m_dir.filePath(ruleset + u"-reexported.fray.json"_s);
        CliResult r = runCli({u"import"_s, u"--db"_s, first, file});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = runCli({u"export"_s, u"--db"_s, first, u"--encounter"_s, name, u"-o"_s, exported});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = runCli({u"import"_s, u"--db"_s, second, exported});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = runCli({u"export"_s, u"--db"_s, second, u"--encounter"_s, name, u"-o"_s, reexported});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!readAll(exported).isEmpty());
        QCOMPARE(readAll(reexported), readAll(exported));
        qInfo("%s: %d batches written, %d refused", qPrintable(ruleset), written, refused);
    }
};

QTEST_GUILESS_MAIN(TestCliWrittenFiles)
#include "tst_cli_written_files.moc"
