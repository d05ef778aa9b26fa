// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Names an import brings that the library already holds: a clash is a name (without case) in
// the library of the incoming entry's own ruleset, never another ruleset's; skip, rename and
// replace each look only there.
#include "HermeticTest.h"
#include "core/io/NameClashes.h"

#include <QStandardPaths>
#include <QTest>

using Fray::Io::NameClashes;
using Fray::Library::LibraryEntry;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(NameClashes::Policy)

namespace {

// "Goblin@old-school#3": an entry named Goblin of old-school, stored with id 3 (no id: not
// stored yet).
LibraryEntry entry(const QString &spec)
{
    const qsizetype at = spec.indexOf(u'@');
    const qsizetype hash = spec.indexOf(u'#');
    LibraryEntry e;
    e.name = e.prototype.name = spec.left(at);
    e.rulesetId = spec.mid(at + 1, hash < 0 ? -1 : hash - at - 1);
    e.id = hash < 0 ? 0 : spec.mid(hash + 1).toLongLong();
    return e;
}

std::vector<LibraryEntry> entries(const QStringList &specs)
{
    std::vector<LibraryEntry> out;
    for (const QString &s : specs)
        out.push_back(entry(s));
    return out;
}

QStringList specs(const std::vector<LibraryEntry> &list)
{
    QStringList out;
    for (const auto &e : list)
        out << e.name + u'@' + e.rulesetId + (e.id ? u'#' + QString::number(e.id) : QString());
    return out;
}

} // namespace

class TestNameClashes : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private slots:
    void clashesAreWithinTheEntrysRuleset_data()
    {
        QTest::addColumn<QStringList>("library");
        QTest::addColumn<QStringList>("incoming");
        QTest::addColumn<NameClashes::Policy>("policy");
        QTest::addColumn<QStringList>("added");
        QTest::addColumn<QStringList>("replaced");
        QTest::addColumn<QStringList>("clashes");

        const QStringList osGoblin{u"Goblin@old-school#1"_s};
        QTest::newRow("another-rulesets-goblin-is-no-clash")
            << osGoblin << QStringList{u"Goblin@castles-crusades"_s} << NameClashes::Policy::Skip
            << QStringList{u"Goblin@castles-crusades"_s} << QStringList() << QStringList();
        QTest::newRow("the-same-rulesets-goblin-is-skipped")
            << osGoblin << QStringList{u"goblin@old-school"_s} << NameClashes::Policy::Skip
            << QStringList() << QStringList() << QStringList{u"goblin"_s};
        QTest::newRow("refused-only-for-the-same-ruleset")
            << osGoblin
            << QStringList{u"Goblin@castles-crusades"_s, u"Orc@old-school"_s,
                   u"GOBLIN@old-school"_s}
            << NameClashes::Policy::Refuse
            << QStringList{u"Goblin@castles-crusades"_s, u"Orc@old-school"_s} << QStringList()
            << QStringList{u"GOBLIN"_s};
        // "Goblin (2)" is taken in old-school only: the C&C goblin that clashes takes it.
        QTest::newRow("rename-counts-only-the-rulesets-own-names")
            << QStringList{u"Goblin@old-school#1"_s, u"Goblin (2)@old-school#2"_s,
                   u"Goblin@castles-crusades#3"_s}
            << QStringList{u"Goblin@castles-crusades"_s} << NameClashes::Policy::Rename
            << QStringList{u"Goblin (2)@castles-crusades"_s} << QStringList()
            << QStringList{u"Goblin"_s};
        QTest::newRow("replace-takes-the-place-of-the-rulesets-entry")
            << QStringList{u"Goblin@old-school#1"_s, u"Goblin@castles-crusades#2"_s}
            << QStringList{u"Goblin@castles-crusades"_s} << NameClashes::Policy::Replace
            << QStringList() << QStringList{u"Goblin@castles-crusades#2"_s}
            << QStringList{u"Goblin"_s};
        QTest::newRow("replace-adds-what-only-another-ruleset-holds")
            << osGoblin << QStringList{u"Goblin@castles-crusades"_s} << NameClashes::Policy::Replace
            << QStringList{u"Goblin@castles-crusades"_s} << QStringList() << QStringList();
        // A Fray library file holds entries of several rulesets.
        QTest::newRow("a-file-may-hold-one-name-per-ruleset")
            << QStringList()
            << QStringList{u"Goblin@old-school"_s, u"Goblin@castles-crusades"_s,
                   u"Goblin@old-school"_s}
            << NameClashes::Policy::Skip
            << QStringList{u"Goblin@old-school"_s, u"Goblin@castles-crusades"_s} << QStringList()
            << QStringList();
    }

    void clashesAreWithinTheEntrysRuleset()
    {
        QFETCH(QStringList, library);
        QFETCH(QStringList, incoming);
        QFETCH(NameClashes::Policy, policy);
        QFETCH(QStringList, added);
        QFETCH(QStringList, replaced);
        QFETCH(QStringList, clashes);
        const auto r = NameClashes::resolve(entries(incoming), entries(library), policy);
        QCOMPARE(specs(r.add), added);
        QCOMPARE(specs(r.replace), replaced);
        QCOMPARE(r.clashes, clashes);
        QCOMPARE(r.perEntry.size(), incoming.size());
    }

    // A name the file holds several times is the file's repeat, not the library's clash, and
    // the GM's choice applies to it: skipped, renamed, or the later entry in the earlier's place.
    void repeatsInTheFileAreToldApartFromTheLibrary_data()
    {
        QTest::addColumn<QStringList>("library");
        QTest::addColumn<QStringList>("incoming");
        QTest::addColumn<NameClashes::Policy>("policy");
        QTest::addColumn<QStringList>("added");
        QTest::addColumn<QStringList>("replaced");
        QTest::addColumn<QStringList>("clashes");
        QTest::addColumn<QStringList>("repeated");
        QTest::addColumn<QStringList>("perEntry");

        const QStringList twins{u"Twin@old-school"_s, u"twin@old-school"_s, u"Twin@old-school"_s};
        QTest::newRow("refused-repeats-are-the-files")
            << QStringList() << twins << NameClashes::Policy::Refuse
            << QStringList{u"Twin@old-school"_s} << QStringList() << QStringList()
            << QStringList{u"Twin 3 times"_s} << QStringList{QString(), u"skipped"_s, u"skipped"_s};
        QTest::newRow("skipped-repeats")
            << QStringList() << twins << NameClashes::Policy::Skip
            << QStringList{u"Twin@old-school"_s} << QStringList() << QStringList()
            << QStringList{u"Twin 3 times"_s} << QStringList{QString(), u"skipped"_s, u"skipped"_s};
        QTest::newRow("renamed-repeats")
            << QStringList() << twins << NameClashes::Policy::Rename
            << QStringList{u"Twin@old-school"_s, u"twin (2)@old-school"_s, u"Twin (3)@old-school"_s}
            << QStringList() << QStringList() << QStringList{u"Twin 3 times"_s}
            << QStringList{QString(), u"renamed twin (2)"_s, u"renamed Twin (3)"_s};
        // The last of the file's Twins is the one imported; the others are named as replaced.
        QTest::newRow("replaced-repeats-keep-the-last")
            << QStringList() << QStringList{u"Twin@old-school"_s, u"Twin@old-school#7"_s}
            << NameClashes::Policy::Replace << QStringList{u"Twin@old-school"_s} << QStringList()
            << QStringList() << QStringList{u"Twin 2 times"_s}
            << QStringList{u"replaced by a later Twin of the file"_s,
                   u"replaces the file's earlier entry"_s};
        // The library's Goblin is replaced by the file's last Goblin; Orc clashes nowhere.
        QTest::newRow("library-clash-and-repeat-at-once")
            << QStringList{u"Goblin@old-school#4"_s}
            << QStringList{u"Goblin@old-school"_s, u"Orc@old-school"_s, u"Goblin@old-school"_s}
            << NameClashes::Policy::Replace << QStringList{u"Orc@old-school"_s}
            << QStringList{u"Goblin@old-school#4"_s} << QStringList{u"Goblin"_s}
            << QStringList{u"Goblin 2 times"_s}
            << QStringList{u"replaced by a later Goblin of the file"_s, QString(),
                   u"replaces the library's entry"_s};
    }

    void repeatsInTheFileAreToldApartFromTheLibrary()
    {
        QFETCH(QStringList, library);
        QFETCH(QStringList, incoming);
        QFETCH(NameClashes::Policy, policy);
        QFETCH(QStringList, added);
        QFETCH(QStringList, replaced);
        QFETCH(QStringList, clashes);
        QFETCH(QStringList, repeated);
        QFETCH(QStringList, perEntry);
        const auto r = NameClashes::resolve(entries(incoming), entries(library), policy);
        QCOMPARE(specs(r.add), added);
        QCOMPARE(specs(r.replace), replaced);
        QCOMPARE(r.clashes, clashes);
        QCOMPARE(NameClashes::repeatedCounts(r), repeated);
        QCOMPARE(r.perEntry, perEntry);
        QVERIFY(NameClashes::anyClash(r));
    }
};

QTEST_GUILESS_MAIN(TestNameClashes)
#include "tst_name_clashes.moc"
