#include "cli/attention_command.h"
#include "cli/block_command.h"
#include "cli/challenge_command.h"
#include "cli/command_line.h"
#include "cli/encoding_command.h"
#include "cli/grid_command.h"
#include "cli/masks_command.h"
#include "cli/option_table.h"
#include "cli/training_command.h"
#include "commands.h"
#include "shell/language.h"
#include "window_start.h"

#include <QApplication>
#include <cstdio>
#include <memory>

static int printHelp(const CommandLineOptions &)
{
    std::fputs(qPrintable(commandLineHelp()), stdout);
    return 0;
}

static int printVersion(const CommandLineOptions &)
{
    std::printf("pe-explorer %s\n", PE_VERSION);
    return 0;
}

namespace {

// What each mode that exits runs, and what it needs: an application with widgets (offscreen
// unless the user chose a platform), or Qt Core alone; the interface's language for its words.
struct ModeRun
{
    CommandMode mode;
    bool widgets;
    bool language;
    int (*run)(const CommandLineOptions &options);
};
constexpr ModeRun kModeRuns[] = {
    {CommandMode::Help, false, true, printHelp},
    {CommandMode::Version, false, false, printVersion},
    {CommandMode::ExportEncoding, false, false, exportEncoding},
    {CommandMode::ExportAttention, false, false, exportAttention},
    {CommandMode::ExportBlock, false, false, exportBlock},
    {CommandMode::ExportMasks, false, false, exportMasks},
    {CommandMode::ExportPositions, false, false, exportPositions},
    {CommandMode::ExportChallenges, false, true, exportChallenges},
    {CommandMode::Train, false, true, trainFromCommandLine},
    {CommandMode::ExportWorksheet, true, true, exportWorksheet},
    {CommandMode::Screenshot, true, false, saveScreenshot},
    {CommandMode::ExportFigure, true, false, saveScreenshot},
};

int runAndExit(const ModeRun &mode, int &argc, char *argv[], const CommandLineOptions &options)
{
    const auto run = [&] {
        setUpApplication();
        if (mode.language)
            installLanguage(options.language.isEmpty() ? systemLanguage() : options.language);
        return mode.run(options);
    };
    if (!mode.widgets) {
        QCoreApplication app(argc, argv);
        return run();
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");  // a picture needs no screen
    QApplication app(argc, argv);
    return run();
}

} // namespace

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
    for (const ModeRun &mode : kModeRuns)
        if (mode.mode == options.mode)
            return runAndExit(mode, argc, argv, options);
    return openWindow(argc, argv, options);
}
