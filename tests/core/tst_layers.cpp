// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The layers as DESIGN.md draws them, read from the sources' includes: app -> ui -> core, the
// players' page server (playerpage) beside ui, never in it; within core no two folders that need
// each other (a cycle would make neither changeable alone); ui's folders on floors, each using
// only the floors below it; and the printed sheets (ui/print, the fray_print library that
// fray-cli prints with) drawing without widgets.
#include "HermeticTest.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLibraryInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

// Every `#include "..."` (or, with `angled`, `#include <...>`) of the sources under `layer`, as
// (file, included path).
QList<std::pair<QString, QString>> includes(const QString &layer, bool angled = false)
{
    static const QRegularExpression quoted(
        QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""), QRegularExpression::MultilineOption);
    static const QRegularExpression bracketed(
        QStringLiteral("^\\s*#\\s*include\\s+<([^>]+)>"), QRegularExpression::MultilineOption);
    const QRegularExpression &include = angled ? bracketed : quoted;
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

// The folder of a layer a path is in ("core/dice/Roll.h" -> "dice"), or "" for the layer's own
// files.
QString folderOf(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    return parts.size() > 2 ? parts.at(1) : QString();
}

// ui's folders by floor, top first: a folder uses only folders of the floors below its own. A
// new folder takes its floor here.
const QList<QStringList> &uiFloors()
{
    static const QList<QStringList> floors{
        {QStringLiteral("mainwindow")},
        {QStringLiteral("history"), QStringLiteral("players"), QStringLiteral("sheets")},
        {QStringLiteral("odds"), QStringLiteral("party")},
        {QStringLiteral("day")},
        {QStringLiteral("sim")},
        {QStringLiteral("encounter"), QStringLiteral("library"), QStringLiteral("rulesets"),
            QStringLiteral("wandering")},
        {QStringLiteral("campaign"), QStringLiteral("charts"), QStringLiteral("forms"),
            QStringLiteral("print")},
    };
    return floors;
}

qsizetype floorOf(const QString &folder)
{
    const QList<QStringList> &floors = uiFloors();
    for (qsizetype f = 0; f < floors.size(); ++f) {
        if (floors[f].contains(folder))
            return f;
    }
    return -1;
}

} // namespace

class TestLayers : public Fray::Testing::HermeticTest
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
        QTest::newRow("playerpage-knows-no-ui-or-app") << QStringLiteral(
            "playerpage") << QStringList{QStringLiteral("ui/"), QStringLiteral("app/")};
    }

    void layersIncludeOnlyWhatIsBelowThem()
    {
        QFETCH(QString, layer);
        QFETCH(QStringList, forbidden);
        const auto found = includes(layer);
        QVERIFY(found.size() > 20);
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
            const QString from = folderOf(file);
            const QString to = folderOf(included);
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

    // A folder of ui that includes one on its own floor or above (a back arrow) is named with
    // the file and the include; so is a folder no floor holds.
    void uiFoldersUseOnlyTheFloorsBelowThem()
    {
        const QDir ui(QStringLiteral(FRAY_SOURCE_DIR "/ui"));
        for (const QString &folder : ui.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QVERIFY2(floorOf(folder) >= 0,
                qPrintable(QStringLiteral("ui/%1 is on no floor of uiFloors()").arg(folder)));
        qsizetype checked = 0;
        for (const auto &[file, included] : includes(QStringLiteral("ui"))) {
            if (!included.startsWith(u"ui/"))
                continue;
            const QString from = folderOf(file);
            const QString to = folderOf(included);
            if (from.isEmpty() || to.isEmpty() || from == to)
                continue;
            ++checked;
            QVERIFY2(floorOf(to) > floorOf(from),
                qPrintable(QStringLiteral("%1 includes %2: ui/%3 is not below ui/%4")
                               .arg(file, included, to, from)));
        }
        QVERIFY(checked > 20);
    }

    // The sheets draw headless (fray-cli prints them): ui/print uses only core, itself and Qt
    // modules that are not widgets.
    void printedSheetsDrawWithoutWidgets()
    {
        const auto quoted = includes(QStringLiteral("ui/print"));
        QVERIFY(quoted.size() > 20);
        for (const auto &[file, included] : quoted)
            QVERIFY2(included.startsWith(u"core/") || included.startsWith(u"ui/print/"),
                qPrintable(QStringLiteral("%1 includes %2").arg(file, included)));
        const QDir widgets(
            QLibraryInfo::path(QLibraryInfo::HeadersPath) + QStringLiteral("/QtWidgets"));
        if (!widgets.exists())
            QSKIP("this Qt keeps no QtWidgets headers folder to read the widget headers from");
        const QStringList widgetHeaders = widgets.entryList(QDir::Files);
        QVERIFY(widgetHeaders.contains(QStringLiteral("QWidget")));
        for (const auto &[file, included] : includes(QStringLiteral("ui/print"), true)) {
            const QString header = included.section(QLatin1Char('/'), -1);
            QVERIFY2(!included.startsWith(u"QtWidgets/") && !widgetHeaders.contains(header),
                qPrintable(
                    QStringLiteral("%1 includes <%2>, a widget header").arg(file, included)));
        }
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
