// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The layers as DESIGN.md draws them, read from the sources' includes: app -> ui -> core, and
// within core no two folders that need each other (a cycle would make neither changeable alone).
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

// Every `#include "layer/..."` of the sources under `layer`, as (file, included path).
QList<std::pair<QString, QString>> includes(const QString &layer)
{
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""),
        QRegularExpression::MultilineOption);
    const QString root = QStringLiteral(FRAY_SOURCE_DIR);
    QList<std::pair<QString, QString>> found;
    QDirIterator it(root + QLatin1Char('/') + layer,
        {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        for (auto m = include.globalMatch(text); m.hasNext();)
            found.append({path.mid(root.size() + 1), m.next().captured(1)});
    }
    return found;
}

// The folder of core a path is in ("core/dice/Roll.h" -> "dice"), or "" for core's own files.
QString coreFolder(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    return parts.size() > 2 ? parts.at(1) : QString();
}

} // namespace

class TestLayers : public QObject
{
    Q_OBJECT

private slots:
    void layersIncludeOnlyWhatIsBelowThem_data()
    {
        QTest::addColumn<QString>("layer");
        QTest::addColumn<QStringList>("forbidden");
        QTest::newRow("core-knows-no-ui-or-app")
            << QStringLiteral("core") << QStringList{QStringLiteral("ui/"), QStringLiteral("app/")};
        QTest::newRow("ui-knows-no-app")
            << QStringLiteral("ui") << QStringList{QStringLiteral("app/")};
    }

    void layersIncludeOnlyWhatIsBelowThem()
    {
        QFETCH(QString, layer);
        QFETCH(QStringList, forbidden);
        const auto found = includes(layer);
        QVERIFY(found.size() > 50);
        for (const auto &[file, included] : found) {
            for (const QString &prefix : forbidden)
                QVERIFY2(!included.startsWith(prefix),
                    qPrintable(QStringLiteral("%1 includes %2").arg(file, included)));
        }
    }

    void coreFoldersDependOnEachOtherWithoutCycles()
    {
        QMap<QString, QSet<QString>> uses;
        QMap<std::pair<QString, QString>, QString> because;
        for (const auto &[file, included] : includes(QStringLiteral("core"))) {
            if (!included.startsWith(u"core/"))
                continue;
            const QString from = coreFolder(file);
            const QString to = coreFolder(included);
            if (from.isEmpty() || to.isEmpty() || from == to)
                continue;
            uses[from].insert(to);
            because.insert({from, to}, QStringLiteral("%1 includes %2").arg(file, included));
        }
        QVERIFY(uses.size() > 5);
        // Depth-first search; a folder met again while still on the path closes a cycle.
        QStringList path;
        QSet<QString> done;
        std::function<QString(const QString &)> visit = [&](const QString &folder) -> QString {
            if (const qsizetype at = path.indexOf(folder); at >= 0) {
                QStringList cycle = path.mid(at);
                cycle << folder;
                QStringList reasons;
                for (qsizetype i = 0; i + 1 < cycle.size(); ++i)
                    reasons << because.value({cycle[i], cycle[i + 1]});
                return QStringLiteral("%1 (%2)").arg(cycle.join(u" -> "), reasons.join(u"; "));
            }
            if (done.contains(folder))
                return QString();
            path << folder;
            for (const QString &next : uses.value(folder)) {
                if (const QString cycle = visit(next); !cycle.isEmpty())
                    return cycle;
            }
            path.removeLast();
            done.insert(folder);
            return QString();
        };
        for (auto it = uses.cbegin(); it != uses.cend(); ++it) {
            const QString cycle = visit(it.key());
            QVERIFY2(cycle.isEmpty(), qPrintable(QStringLiteral("cycle: ") + cycle));
        }
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
