#pragma once
// What pe-explorer does for each mode of its command line. Each returns the process's exit status.

#include "cli/command_line.h"

#include <QJsonObject>

class AppState;

/// Exit status for bad arguments; a file that cannot be written gives 1.
inline constexpr int kExitBadArguments = 2;

/// Names the application (organisation, name, version) for its settings and --version.
void setUpApplication();

/// Sets the app's state from the command line: the lesson file if one is given, otherwise the
/// settings. Returns an empty string, or why the lesson file could not be opened.
QString applyOptions(const CommandLineOptions &options, AppState *state, QString *view);

/// Where the app keeps the set-up between runs.
QString sessionFile();

/// Checks the settings file (language, colour map, window geometry, recent lessons). One that
/// Qt cannot parse is renamed to FILE.corrupt, so the app starts from its defaults; returns a
/// notice for the status bar saying so (or that the file cannot be read), or an empty string.
QString checkSettingsFile();

/// Renders the main window at the requested state and size to a PNG (--screenshot), or its
/// current view to PNG, SVG or PDF (--export-figure); needs a QApplication.
int saveScreenshot(const CommandLineOptions &options);

/// --export-challenges FILE.pdf: the round's worksheet (questions, answer sheet, answer key, or the
/// key in the file --answer-key names; in greys or compact as asked); needs
/// a QApplication, for the pictures. Returns 0, or 1 when the file cannot be written.
int exportWorksheet(const CommandLineOptions &options);
