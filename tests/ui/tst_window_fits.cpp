// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A laptop's 1366×768 screen in each shipped language (German the longest): the odds summary,
// the Vary choice, the table's Conditions and Uses, the import preview and the rulesets dialog's
// problems are read whole without scrolling sideways; an empty chart says what to pick; a seed
// reads as the identifier it is, without group separators.

#include "HermeticTest.h"
#include "InstalledCatalogue.h"
#include "TestData.h"
#include "TestRulesets.h"
#include "core/encounter/Encounter.h"
#include "core/encounter/commands/ConditionCommands.h"
#include "core/encounter/commands/RosterCommands.h"
#include "core/io/EncounterJson.h"
#include "core/io/ImportReader.h"
#include "core/rules/RulesetLibrary.h"
#include "core/storage/Campaign.h"
#include "ui/campaign/CampaignController.h"
#include "ui/campaign/ImportPreviewDialog.h"
#include "ui/charts/OddsChart.h"
#include "ui/day/DayPlanDialog.h"
#include "ui/encounter/CombatantTableModel.h"
#include "ui/encounter/EncounterSession.h"
#include "ui/encounter/EncounterView.h"
#include "ui/forms/ElidingHeader.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/odds/ModifierToggles.h"
#include "ui/odds/OddsPanel.h"
#include "ui/odds/OddsPresenter.h"
#include "ui/odds/OddsSummary.h"
#include "ui/rulesets/RulesetTableModel.h"
#include "ui/rulesets/RulesetsDialog.h"
#include "ui/sim/SimulateDialog.h"
#include "ui/sim/TuneDialog.h"

#include <QAbstractScrollArea>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Fray;
using namespace Qt::StringLiterals;
using Fray::Ui::CombatantTableModel;
using Fray::Ui::MainWindow;

namespace {

const QSize kLaptop(1366, 768);

// The language a test runs in: its catalogue installed and its numbers ("65,0 %").
class InLanguage
{
public:
    explicit InLanguage(const QString &code)
    {
        if (code != u"en") {
            m_catalogue
                = std::make_unique<Testing::InstalledCatalogue>(u":/i18n/fray_%1.qm"_s.arg(code));
            QLocale::setDefault(QLocale(code));
        } else {
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        }
    }
    ~InLanguage() { QLocale::setDefault(QLocale::c()); }
    bool ok() const { return !m_catalogue || m_catalogue->ok(); }

private:
    std::unique_ptr<Testing::InstalledCatalogue> m_catalogue;
};

// Every row a language and a sample fight, by its ruleset.
void languagesAndFights()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("ruleset");
    for (const QString &language : {u"en"_s, u"de"_s, u"es"_s, u"fr"_s, u"pt_BR"_s}) {
        for (const QString &ruleset : {u"castles-crusades"_s, u"basic-roleplaying"_s,
                 u"d20-ascending"_s, u"old-school"_s, u"spelljammer-d100"_s}) {
            QTest::addRow("%s-%s", qPrintable(ruleset), qPrintable(language))
                << language << ruleset;
        }
    }
}

// The part of `widget` its parents leave on screen, in its own coordinates.
QRect shownPart(const QWidget *widget)
{
    QRect shown = widget->rect();
    QPoint offset;
    for (const QWidget *w = widget; w->parentWidget() && !w->isWindow(); w = w->parentWidget()) {
        offset += w->pos();
        shown &= w->parentWidget()->rect().translated(-offset);
    }
    return shown;
}

// Why `label` does not show its whole text, or empty when it does: narrower than its longest
// word, lower than its wrapped lines, or cut by a parent.
QString cutOf(const QLabel *label)
{
    const QString name = label->objectName().isEmpty() ? label->text() : label->objectName();
    const int needHeight
        = label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height();
    const int needWidth
        = label->wordWrap() ? label->minimumSizeHint().width() : label->sizeHint().width();
    if (label->width() < needWidth)
        return u"\"%1\" is %2 wide and needs %3"_s.arg(name).arg(label->width()).arg(needWidth);
    if (label->height() < needHeight)
        return u"\"%1\" is %2 high and needs %3"_s.arg(name).arg(label->height()).arg(needHeight);
    if (shownPart(label) != label->rect())
        return u"\"%1\" is cut by its parents: %2 of %3 shown"_s.arg(name)
            .arg(shownPart(label).height())
            .arg(label->height());
    return {};
}

// The width a combo box needs to show `text` whole, as its own size hint counts it.
int widthFor(const QComboBox *combo, const QString &text)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    option.currentText = text;
    const QSize contents(
        combo->fontMetrics().horizontalAdvance(text), combo->fontMetrics().height());
    return combo->style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents, combo).width();
}

// The title a header section is drawn with.
class HeaderProbe : public Fray::Ui::ElidingHeader
{
public:
    using ElidingHeader::ElidingHeader;
    QString shownTitle(int section) const
    {
        QStyleOptionHeaderV2 option;
        initStyleOption(&option);
        initStyleOptionForIndex(&option, section);
        return option.text;
    }
};

} // namespace

class TestWindowFits : public Fray::Testing::HermeticTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"FrayTest"_s);
        QCoreApplication::setApplicationName(u"tst_window_fits"_s);
    }

    void init()
    {
        QLocale::setDefault(QLocale::c());
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
    }

    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    // A title longer than its column ends in "…" within the column, whatever the style draws;
    // widened, the column shows it whole.
    void aLongColumnTitleEndsWithinItsColumn()
    {
        QStandardItemModel model(1, 2);
        model.setHorizontalHeaderLabels({u"TP"_s, u"Parieren/Ausweichen %"_s});
        QTableView view;
        auto *header = new HeaderProbe(Qt::Horizontal, &view);
        view.setHorizontalHeader(header);
        view.setModel(&model);
        view.setSortingEnabled(true);
        const int em = view.fontMetrics().horizontalAdvance(u'M');
        view.setColumnWidth(1, 5 * em);
        const QString narrow = header->shownTitle(1);
        QVERIFY2(narrow.endsWith(u'\u2026') && narrow.size() < 21, qPrintable(narrow));
        QVERIFY(view.fontMetrics().horizontalAdvance(narrow) <= 5 * em);
        QCOMPARE(header->shownTitle(0), u"TP"_s);
        view.setColumnWidth(1, 30 * em);
        QCOMPARE(header->shownTitle(1), u"Parieren/Ausweichen %"_s);
    }

    // Every table of the window cuts a title longer than its column with "…" (the library's
    // "Schlagwörter" as the fight's "Parieren/Ausweichen %"), not past the column's edge.
    void everyTableHeaderElidesItsTitles()
    {
        QVERIFY(openSampleFight(u"basic-roleplaying"_s));
        const auto tables = m_window->findChildren<QTableView *>();
        QVERIFY(tables.size() >= 2); // the fight's and the library's at the least
        for (const QTableView *table : tables) {
            QVERIFY2(qobject_cast<const Fray::Ui::ElidingHeader *>(table->horizontalHeader()),
                qPrintable(table->objectName()));
        }
    }

    // Each line of the numbers beside the chart is shown whole, one under the other: none
    // narrower than its longest word, lower than its lines, cut by the panel or lying on
    // another.
    void oddsSummaryShowsEveryLineWhole_data() { languagesAndFights(); }
    void oddsSummaryShowsEveryLineWhole()
    {
        QFETCH(QString, language);
        QFETCH(QString, ruleset);
        const InLanguage lang(language);
        QVERIFY(lang.ok());
        QVERIFY(openSampleFight(ruleset));
        const auto *summary = m_window->oddsPanel()->summary();
        QList<const QLabel *> shown;
        for (const QLabel *label : summary->findChildren<QLabel *>()) {
            if (label->isVisible() && !label->text().isEmpty())
                shown << label;
        }
        QVERIFY(shown.size() >= 2); // at the least the chance and what to give for it
        for (const QLabel *label : std::as_const(shown)) {
            const QString cut = cutOf(label);
            QVERIFY2(cut.isEmpty(), qPrintable(cut));
            for (const QLabel *other : std::as_const(shown)) {
                const QRect a(label->mapTo(summary, QPoint()), label->size());
                const QRect b(other->mapTo(summary, QPoint()), other->size());
                QVERIFY2(label == other || !a.intersects(b),
                    qPrintable(u"\"%1\" lies on \"%2\""_s.arg(label->text(), other->text())));
            }
        }
    }

    // The Vary box is wide enough for the quantity chosen ("Angriffsbonus (BtH + ST oder GE)").
    void varyShowsTheQuantityWhole_data() { languagesAndFights(); }
    void varyShowsTheQuantityWhole()
    {
        QFETCH(QString, language);
        QFETCH(QString, ruleset);
        const InLanguage lang(language);
        QVERIFY(lang.ok());
        QVERIFY(openSampleFight(ruleset));
        auto *vary = m_window->oddsPanel()->findChild<QComboBox *>(u"axisCombo"_s);
        QVERIFY(vary);
        QVERIFY(vary->isVisible());
        QVERIFY(!vary->currentText().isEmpty());
        QVERIFY2(vary->width() >= widthFor(vary, vary->currentText()),
            qPrintable(u"\"%1\" in %2 of the %3 it needs"_s.arg(vary->currentText())
                           .arg(vary->width())
                           .arg(widthFor(vary, vary->currentText()))));
        QCOMPARE(shownPart(vary), vary->rect());
    }

    // The situational modifiers wrap their labels: the list scrolls down, never sideways.
    void modifiersNeverScrollSideways_data() { languagesAndFights(); }
    void modifiersNeverScrollSideways()
    {
        QFETCH(QString, language);
        QFETCH(QString, ruleset);
        const InLanguage lang(language);
        QVERIFY(lang.ok());
        QVERIFY(openSampleFight(ruleset));
        const auto *toggles = m_window->oddsPanel()->toggles();
        const auto *scroll = toggles->findChild<QAbstractScrollArea *>();
        QVERIFY(scroll);
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
            qPrintable(
                u"%1 wide in a view of %2"_s
                    .arg(scroll->horizontalScrollBar()->maximum() + scroll->viewport()->width())
                    .arg(scroll->viewport()->width())));
    }

    // Without a curve the chart says what to pick or give, in the presenter's words, instead of
    // an empty axis from 0 to 1; with one it shows the curve.
    void emptyChartSaysWhatToPick_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<bool>("curve");
        QTest::newRow("no-one-to-pick-en") << u"en"_s << QString() << false;
        QTest::newRow("no-one-to-pick-de") << u"de"_s << QString() << false;
        // Old-school's "needed on d20" is the GM's to give.
        QTest::newRow("a-value-to-give-en") << u"en"_s << u"old-school"_s << false;
        QTest::newRow("a-value-to-give-de") << u"de"_s << u"old-school"_s << false;
        QTest::newRow("a-curve-shows-en") << u"en"_s << u"castles-crusades"_s << true;
    }
    void emptyChartSaysWhatToPick()
    {
        QFETCH(QString, language);
        QFETCH(QString, ruleset);
        QFETCH(bool, curve);
        const InLanguage lang(language);
        QVERIFY(lang.ok());
        if (ruleset.isEmpty())
            QVERIFY(openEmptyFight());
        else
            QVERIFY(openSampleFight(ruleset));
        const Fray::Ui::OddsPanel *panel = m_window->oddsPanel();
        const auto *chart = panel->chart();
        const auto *text = chart->findChild<QLabel *>(u"chartEmptyText"_s);
        QVERIFY(text);
        const auto *view = chart->findChild<QChartView *>();
        QVERIFY(view);
        QCOMPARE(view->isVisible(), curve);
        QCOMPARE(text->isVisible(), !curve);
        if (curve)
            return;
        QVERIFY(!panel->presenter()->problem().isEmpty());
        QCOMPARE(text->text(), panel->presenter()->problem());
        const QString cut = cutOf(text);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
    }

    // The table's Conditions and Uses are in view beside the columns before them, wide enough
    // to read; a longer text elides, its tooltip holding all of it.
    void conditionsAndUsesAreInView_data() { languagesAndFights(); }
    void conditionsAndUsesAreInView()
    {
        QFETCH(QString, language);
        QFETCH(QString, ruleset);
        const InLanguage lang(language);
        QVERIFY(lang.ok());
        QVERIFY(openSampleFight(ruleset));
        auto *session = m_window->session();
        const auto &encounter = session->encounter();
        QStringList conditions;
        for (const auto &c : encounter.ruleset().conditions) {
            if (conditions.size() < 3)
                conditions << c.id;
        }
        const auto first = encounter.combatants().front().id;
        for (const QString &id : std::as_const(conditions))
            QVERIFY(!session->run(
                std::make_unique<Encounter::ApplyConditionCommand>(std::vector{first}, id)));
        Encounter::Combatant shaman = encounter.combatants().back();
        shaman.name = u"Shaman"_s;
        Encounter::Use spells;
        spells.name = u"Spells"_s;
        spells.maximum = 3;
        spells.left = 2;
        Encounter::Use breath;
        breath.name = u"Breath"_s;
        breath.maximum = 1;
        breath.left = 0;
        shaman.uses = {spells, breath};
        QVERIFY(!session->run(std::make_unique<Encounter::AddCombatantsCommand>(shaman, 1)));
        QTest::qWait(50);

        QTableView *table = m_window->encounterView()->table();
        const int em = table->fontMetrics().horizontalAdvance(u'M');
        const int viewport = table->viewport()->width();
        const auto rowOf = [&](const QString &name) {
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                if (table->model()->index(row, CombatantTableModel::Name).data() == name)
                    return row;
            }
            return -1;
        };
        const int rows[] = {rowOf(encounter.combatants().front().name), rowOf(u"Shaman"_s)};
        for (const int column : {CombatantTableModel::Conditions, CombatantTableModel::Uses}) {
            const QString header = table->model()->headerData(column, Qt::Horizontal).toString();
            const int left = table->columnViewportPosition(column);
            const int width = table->columnWidth(column);
            QString all;
            for (int c = 0; c < table->model()->columnCount(); ++c)
                all += u" %1@%2+%3"_s.arg(table->model()->headerData(c, Qt::Horizontal).toString())
                           .arg(table->columnViewportPosition(c))
                           .arg(table->columnWidth(c));
            QVERIFY2(!table->isColumnHidden(column) && left >= 0 && left + width <= viewport
                    && width >= 6 * em,
                qPrintable(u"%1 at %2, %3 wide, in a view of %4 %5"_s.arg(header)
                               .arg(left)
                               .arg(width)
                               .arg(viewport)
                               .arg(all)));
            const int row = column == CombatantTableModel::Conditions ? rows[0] : rows[1];
            QVERIFY(row >= 0);
            const QModelIndex cell = table->model()->index(row, column);
            const QString shown = cell.data().toString();
            QVERIFY(!shown.isEmpty());
            // What does not fit is in the tooltip, part by part.
            const QString tip = cell.data(Qt::ToolTipRole).toString();
            for (const QString &part : shown.split(QRegularExpression(u"(, | \u00b7 )"_s)))
                QVERIFY2(tip.contains(part.section(u" ("_s, 0, 0)),
                    qPrintable(u"\"%1\" not in \"%2\""_s.arg(part, tip)));
        }
    }

    // The import preview of a large file whose names the library already holds: the dialog fits
    // the laptop's screen (the clashing names are counted, not listed down past its bottom) and
    // its tree reads without scrolling sideways, a long value cut short with its tooltip whole.
    void importPreviewFitsTheScreen_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : {u"en"_s, u"de"_s, u"es"_s, u"fr"_s, u"pt_BR"_s})
            QTest::newRow(qPrintable(language)) << language;
    }
    void importPreviewFitsTheScreen()
    {
        QFETCH(QString, language);
        const InLanguage lang(language);
        QVERIFY(lang.ok());
        const QString trait = u"Nimble Escape from the Deepest Tunnels of the Warren, Where the "
                              "Light Goes Dim and the Goblins Know Every Turn"_s;
        QJsonArray monsters;
        std::vector<Library::LibraryEntry> existing;
        for (int i = 1; i <= 300; ++i) {
            const QString name = u"Cave Goblin Skirmisher of the Deep Warren %1"_s.arg(i);
            monsters.append(
                QJsonObject{{u"name"_s, name}, {u"source"_s, u"HB"_s}, {u"ac"_s, QJsonArray{15}},
                    {u"hp"_s, QJsonObject{{u"average"_s, 7}, {u"formula"_s, u"2d6"_s}}},
                    {u"str"_s, 8}, {u"dex"_s, 14}, {u"con"_s, 10}, {u"int"_s, 10}, {u"wis"_s, 8},
                    {u"cha"_s, 8}, {u"cr"_s, u"1/4"_s},
                    {u"trait"_s,
                        QJsonArray{
                            QJsonObject{{u"name"_s, trait}, {u"entries"_s, QJsonArray{trait}}}}}});
            Library::LibraryEntry e;
            e.name = name;
            e.kind = u"monster"_s;
            e.rulesetId = u"castles-crusades"_s;
            e.prototype.name = name;
            existing.push_back(e);
        }
        const QByteArray bytes = QJsonDocument(QJsonObject{{u"monster"_s, monsters}}).toJson();
        const Rules::RulesetLibrary &rulesets = Testing::shippedRulesets();
        Io::ImportReader::Options options;
        options.statLinesRuleset = u"castles-crusades"_s;
        auto plan = Io::ImportReader::read(bytes, rulesets, options);
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error()));
        QCOMPARE(int(plan->entries.size()), 300);
        Fray::Ui::ImportPreviewDialog dialog(bytes, u"bestiary.json"_s, rulesets,
            u"castles-crusades"_s, std::move(plan).value(), existing);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(50);
        QVERIFY2(dialog.height() <= kLaptop.height() - 60 && dialog.width() <= kLaptop.width(),
            qPrintable(u"%1×%2"_s.arg(dialog.width()).arg(dialog.height())));
        const auto *clashes = dialog.findChild<QLabel *>(u"clashes"_s);
        QVERIFY(clashes && clashes->isVisible());
        QVERIFY(clashes->text().contains(QLocale().toString(300)));
        const QString cut = cutOf(clashes);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
        // The first entry is open: its trait, kept as notes, is the long line.
        auto *tree = dialog.findChild<QTreeView *>(u"entries"_s);
        QVERIFY(tree);
        QVERIFY2(tree->horizontalScrollBar()->maximum() == 0,
            qPrintable(u"%1 more to the right"_s.arg(tree->horizontalScrollBar()->maximum())));
        bool longValueSeen = false;
        const QModelIndex first = tree->model()->index(0, 0);
        for (int row = 0; row < tree->model()->rowCount(first); ++row) {
            for (int column = 0; column < tree->model()->columnCount(first); ++column) {
                const QModelIndex cell = tree->model()->index(row, column, first);
                if (cell.data().toString().contains(u"Nimble Escape"_s)) {
                    longValueSeen = true;
                    QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(u"Every Turn"_s));
                }
            }
        }
        QVERIFY(longValueSeen);
    }

    // Plan a Day and Tune the Fight open within the laptop's screen in every language, their
    // settings' labels whole.
    void theStudyDialogsFitTheScreen_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : {u"en"_s, u"de"_s, u"es"_s, u"fr"_s, u"pt_BR"_s})
            QTest::newRow(qPrintable(language)) << language;
    }
    void theStudyDialogsFitTheScreen()
    {
        QFETCH(QString, language);
        const InLanguage lang(language);
        QVERIFY(lang.ok());
        Fray::Ui::CampaignController controller;
        QVERIFY(!controller.open(m_dir->filePath(u"fits.fray"_s)));
        const auto state = Io::EncounterJson::fromFile(
            Testing::testData() + u"/sim/castles-crusades-tune.fray.json"_s);
        QVERIFY(state);
        const auto id = controller.importEncounter(*state);
        QVERIFY(id);
        auto session = Fray::Ui::EncounterSession::open(controller, *id);
        QVERIFY(session);
        Fray::Ui::DayPlanDialog day(&controller, *id);
        Fray::Ui::TuneDialog tune(session->get(), &controller);
        for (QDialog *dialog : {static_cast<QDialog *>(&day), static_cast<QDialog *>(&tune)}) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            QTest::qWait(20);
            QVERIFY2(
                dialog->height() <= kLaptop.height() - 60 && dialog->width() <= kLaptop.width(),
                qPrintable(u"%1: %2×%3"_s.arg(dialog->objectName())
                               .arg(dialog->width())
                               .arg(dialog->height())));
            for (const QLabel *label : dialog->findChildren<QLabel *>()) {
                if (!label->isVisible() || label->wordWrap())
                    continue;
                const QString cut = cutOf(label);
                QVERIFY2(cut.isEmpty(), qPrintable(dialog->objectName() + u": "_s + cut));
            }
            dialog->hide();
        }
    }

    // The rulesets dialog with a GM's file of a long name that did not load: its problems wrap
    // and its table reads without scrolling sideways, at the dialog's own size.
    void rulesetProblemsWrap_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : {u"en"_s, u"de"_s, u"es"_s, u"fr"_s, u"pt_BR"_s})
            QTest::newRow(qPrintable(language)) << language;
    }
    void rulesetProblemsWrap()
    {
        QFETCH(QString, language);
        const InLanguage lang(language);
        QVERIFY(lang.ok());
        const QString folder = Rules::RulesetLibrary::userFolder();
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        const QString name = u"castles-and-crusades-with-our-own-critical-hits-and-fumbles.json"_s;
        QFile file(folder + u'/' + name);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // A ruleset whose attack check gives an outcome that is not one: a problem with a path.
        QFile builtin(u":/rulesets/castles-crusades.json"_s);
        QVERIFY(builtin.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(builtin.readAll()).object();
        o.insert(u"id"_s, u"our-castles"_s);
        QJsonObject checks = o.value(u"checks"_s).toObject();
        QJsonObject attack = checks.value(u"attack"_s).toObject();
        QJsonArray bands = attack.value(u"bands"_s).toArray();
        QJsonObject band = bands.at(0).toObject();
        band.insert(u"outcome"_s, u"a-critical-hit-that-doubles-the-damage-dice"_s);
        bands[0] = band;
        attack.insert(u"bands"_s, bands);
        checks.insert(u"attack"_s, attack);
        o.insert(u"checks"_s, checks);
        file.write(QJsonDocument(o).toJson());
        file.close();

        Fray::Ui::CampaignController controller;
        Fray::Ui::RulesetsDialog dialog(&controller);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(50);
        QDir(folder).removeRecursively();
        auto *problems = dialog.findChild<QPlainTextEdit *>(u"problems"_s);
        QVERIFY(problems);
        QVERIFY2(problems->toPlainText().contains(u"a-critical-hit"_s),
            qPrintable(problems->toPlainText()));
        QVERIFY2(problems->horizontalScrollBar()->maximum() == 0,
            qPrintable(
                u"%1 more to the right in %2"_s.arg(problems->horizontalScrollBar()->maximum())
                    .arg(problems->toPlainText())));
        auto *table = dialog.findChild<QTableView *>(u"table"_s);
        QVERIFY(table);
        QVERIFY2(table->horizontalScrollBar()->maximum() == 0,
            qPrintable(u"%1 more to the right"_s.arg(table->horizontalScrollBar()->maximum())));
        const QModelIndex source = table->model()->index(0, Fray::Ui::RulesetTableModel::Source);
        QVERIFY(source.data(Qt::ToolTipRole).toString().endsWith(name));
    }

private:
    // A window of a laptop's size with the sample fight of `ruleset` open, its docks settled.
    bool openSampleFight(const QString &ruleset)
    {
        m_window = std::make_unique<MainWindow>(MainWindow::Start::Empty);
        if (!m_window->openCampaign(m_dir->filePath(u"fits.fray"_s)))
            return false;
        if (!m_window->campaign()->installSamples())
            return false;
        qint64 id = 0;
        for (const auto &e : m_window->campaign()->campaign()->encounters().list()) {
            if (e.rulesetId == ruleset)
                id = e.id;
        }
        if (id == 0 || !m_window->openEncounter(id))
            return false;
        return showOnALaptop();
    }

    // A window of a laptop's size with a fight of no one.
    bool openEmptyFight()
    {
        m_window = std::make_unique<MainWindow>(MainWindow::Start::Empty);
        if (!m_window->openCampaign(m_dir->filePath(u"fits.fray"_s)))
            return false;
        const auto id = m_window->campaign()->createEncounter(u"Empty"_s, u"castles-crusades"_s);
        if (!id || !m_window->openEncounter(*id))
            return false;
        return showOnALaptop();
    }

    bool showOnALaptop()
    {
        m_window->setWindowState(Qt::WindowNoState);
        m_window->resize(kLaptop);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return false;
        // The first start's dock sizes settle once the window has its size.
        QTest::qWait(400);
        return true;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestWindowFits)
#include "tst_window_fits.moc"
