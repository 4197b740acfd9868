#include "lesson/lesson_file.h"
#include "cli/command_line.h"
#include "commands.h"
#include "cli/option_table.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "shell/window_placement.h"
#include "state/app_state.h"
#include "cli/training_command.h"
#include "cli/challenge_command.h"
#include "cli/block_command.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QSettings>
#include <functional>
#include <QStandardPaths>
#include <QStatusBar>
#include <cstdio>
#include <memory>

static void setUpApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("pe-explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("pe-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PE_VERSION));
}

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const CommandLineParse parse = parseCommandLine(arguments);
    const CommandLineOptions &options = parse.options;
    if (!parse.error.isEmpty()) {
        std::fprintf(stderr, "pe-explorer: %s\nTry 'pe-explorer --help'.\n", qPrintable(parse.error));
        return kExitBadArguments;
    }

    switch (options.mode) {
    case CommandLineOptions::Mode::Help: {
        QCoreApplication app(argc, argv);
        installLanguage(options.language.isEmpty() ? systemLanguage() : options.language);
        std::fputs(qPrintable(commandLineHelp()), stdout);
        return 0;
    }
    case CommandLineOptions::Mode::Version:
        std::printf("pe-explorer %s\n", PE_VERSION);
        return 0;
    case CommandLineOptions::Mode::ExportEncoding:
    case CommandLineOptions::Mode::ExportAttention:
    case CommandLineOptions::Mode::ExportBlock: {
        QCoreApplication app(argc, argv);
        setUpApplication();
        if (options.mode == CommandLineOptions::Mode::ExportBlock)
            return exportBlock(options);
        return options.mode == CommandLineOptions::Mode::ExportEncoding ? exportEncoding(options) : exportAttention(options);
    }
    case CommandLineOptions::Mode::ExportChallenges: {
        QCoreApplication app(argc, argv);
        setUpApplication();
        installLanguage(options.language.isEmpty() ? systemLanguage() : options.language);
        return exportChallenges(options);
    }
    case CommandLineOptions::Mode::Train: {
        QCoreApplication app(argc, argv);
        setUpApplication();
        installLanguage(options.language.isEmpty() ? systemLanguage() : options.language);
        return trainFromCommandLine(options);
    }
    case CommandLineOptions::Mode::ExportWorksheet: {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        setUpApplication();
        installLanguage(options.language.isEmpty() ? systemLanguage() : options.language);
        return exportWorksheet(options);
    }
    case CommandLineOptions::Mode::Screenshot:
    case CommandLineOptions::Mode::ExportFigure: {
        // A screenshot needs no screen: render offscreen unless the user chose a platform.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        setUpApplication();
        return saveScreenshot(options);
    }
    case CommandLineOptions::Mode::Window:
        break;
    }

#ifdef Q_OS_LINUX
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        std::fputs("pe-explorer: there is no screen to open the window on (DISPLAY is not set).\n"
                   "Run it under a virtual screen:  xvfb-run -a pe-explorer\n"
                   "or render a picture instead:     pe-explorer --screenshot view.png\n",
                   stderr);
        return 1;
    }
#endif
    QApplication app(argc, argv);
    setUpApplication();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/pe-explorer.svg")));
    QString notice = checkSettingsFile();
    // Before the state: its defaults (the labs' sentences) are in the interface's language.
    const QString firstLanguage = options.language.isEmpty() ? QSettings().value(QStringLiteral("language"), systemLanguage()).toString()
                                                             : options.language;
    installLanguage(firstLanguage);
    AppState state;
    if (ColourMap saved; colourMapFromKey(QSettings().value(QStringLiteral("colourMap")).toString(), &saved))
        state.setColourMap(saved);
    QString view;
    if (!options.lessonFile.isEmpty() || options.stateGiven) {
        const QString error = applyOptions(options, &state, &view);
        if (!error.isEmpty()) {
            std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
            return kExitBadArguments;
        }
    } else if (QFile::exists(sessionFile())) {
        // Where the user left off, also after a crash; a damaged file only costs a notice.
        const QString error = openLessonFile(sessionFile(), &state, &view);
        if (!error.isEmpty())
            notice = QStringList{notice, QCoreApplication::translate("CommandLine", "Your last set-up could not be restored, so the app "
                                                                                    "starts from its defaults. (%1)").arg(error)}
                         .join(QLatin1Char(' ')).trimmed();
    }
    // Nothing asked for and nothing to go back to: the start page shows the way in.
    const bool firstLaunch = opensOnStartPage(options, QFile::exists(sessionFile()));
    QDir().mkpath(QFileInfo(sessionFile()).path());
    // A language change rebuilds the window around the same state: every text is made anew
    // in the new language, and nothing the user set or typed is lost.
    std::unique_ptr<MainWindow> window;
    const std::function<void(const QString &)> openWindow = [&](const QString &code) {
        if (!installLanguage(code))
            notice = QCoreApplication::translate("CommandLine", "The %1 translation is missing; showing English.").arg(code);
        QSettings().setValue(QStringLiteral("language"), code);
        const QString shownView = window ? window->currentView() : (options.viewGiven || view.isEmpty() ? options.view : view);
        const QRect geometry = window ? window->geometry() : QRect(QPoint(), options.size);
        const bool presentation = window ? window->presentationMode() : options.presentation;
        if (window)
            window->setPresentationMode(false);
        auto next = std::make_unique<MainWindow>(&state);
        next->showView(shownView);
        next->setGeometry(geometry);
        if (!window) {
            next->resize(options.size);
            const bool remembered = !options.stateGiven && options.lessonFile.isEmpty() && next->restoreWindowGeometry();
            // On a screen smaller than the window (a projector, a small laptop) the window fills the
            // screen instead of running off it; a new window opens in the middle.
            fitOnScreen(next.get(), !remembered);
        }
        next->autosaveTo(sessionFile());
        QObject::connect(next.get(), &MainWindow::languageChosen, next.get(),
                         [&](const QString &chosen) { QMetaObject::invokeMethod(&app, [&, chosen] { openWindow(chosen); }, Qt::QueuedConnection); });
        if (window && window->lessonStep() >= 0)
            next->showLessonStep(window->lessonStep());
        else if (!window && options.guidedStep > 0)
            next->showLessonStep(options.guidedStep - 1);
        else if (window ? window->startPageShown() : firstLaunch)
            next->showStartPage(true);  // a newcomer's way in: the lesson, or a view
        next->show();
        next->setPresentationMode(presentation);
        if (!notice.isEmpty())
            next->statusBar()->showMessage(std::exchange(notice, QString()));
        window = std::move(next);
    };
    openWindow(firstLanguage);
    return app.exec();
}
