#include "app_state.h"
#include "command_line.h"
#include "commands.h"
#include "main_window.h"

#include <QApplication>
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
    case CommandLineOptions::Mode::Help:
        std::fputs(qPrintable(commandLineHelp()), stdout);
        return 0;
    case CommandLineOptions::Mode::Version:
        std::printf("pe-explorer %s\n", PE_VERSION);
        return 0;
    case CommandLineOptions::Mode::ExportEncoding:
    case CommandLineOptions::Mode::ExportAttention: {
        QCoreApplication app(argc, argv);
        setUpApplication();
        return options.mode == CommandLineOptions::Mode::ExportEncoding ? exportEncoding(options) : exportAttention(options);
    }
    case CommandLineOptions::Mode::Screenshot: {
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
    AppState state;
    applyOptions(options, &state);
    MainWindow window(&state);
    window.showView(options.view);
    window.resize(options.size);
    window.show();
    return app.exec();
}
