// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/AppInfo.h"
#include "core/i18n/Translations.h"
#include "core/rules/RulesetLibrary.h"
#include "core/settings/Settings.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/mainwindow/Theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileOpenEvent>
#include <QIcon>
#include <QLocale>

namespace {

// macOS hands a campaign opened from the Finder to Fray as an event, not on the command line.
class OpenedFromFinder : public QObject
{
public:
    explicit OpenedFromFinder(Fray::Ui::MainWindow &window)
        : m_window(window)
    { }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::FileOpen)
            return QObject::eventFilter(watched, event);
        m_window.openCampaign(static_cast<QFileOpenEvent *>(event)->file());
        return true;
    }

private:
    Fray::Ui::MainWindow &m_window;
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    Fray::AppInfo::applyTo(app);
    app.setDesktopFileName(QStringLiteral("org.fray.Fray"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Encounter manager for tabletop RPG game masters"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"),
        QApplication::translate("main", "Use the language CODE (for example de) for this run."),
        QStringLiteral("CODE"));
    parser.addOption(langOption);
    parser.addPositionalArgument(QStringLiteral("campaign"),
        QApplication::translate("main", "The campaign file to open (the last one when absent)."),
        QStringLiteral("[campaign]"));
    parser.process(app);

    QString language
        = parser.isSet(langOption) ? parser.value(langOption) : Fray::Settings().language();
    // A desktop that names no language (the C locale) gets English with its plural forms,
    // not the bare source strings ("1 combatant(s)").
    if (language.isEmpty() && QLocale::system().language() == QLocale::C)
        language = QStringLiteral("en");
    Fray::Translations::install(app, language);
    // Numbers and percentages follow a language the GM chose ("65,0 %" in German).
    if (!language.isEmpty())
        QLocale::setDefault(QLocale(language));
    // Read while the window is built.
    Fray::Rules::RulesetLibrary::readBuiltinsAhead();
    // The icon as the desktop has it, rendered at each size (no SVG support needed).
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/fray-%1.png").arg(size), QSize(size, size));
    app.setWindowIcon(icon);
    Fray::Ui::Theme::apply(Fray::Settings().theme());

    Fray::Ui::MainWindow window(Fray::Ui::MainWindow::Start::Empty);
    const QStringList files = parser.positionalArguments();
    window.openAtStart(files.isEmpty() ? QString() : files.constFirst());
    OpenedFromFinder finder(window);
    app.installEventFilter(&finder);
    window.show();
    return app.exec();
}
