#pragma once
// What pe-explorer does for each mode of its command line. Each returns the process's exit status.

#include "command_line.h"

class AppState;

/// Exit status for bad arguments; a file that cannot be written gives 1.
inline constexpr int kExitBadArguments = 2;

/// Writes the encoding matrix; needs only a QCoreApplication.
int exportEncoding(const CommandLineOptions &options);

/// Writes one sentence's attention (tokens, scores, weights) as JSON.
int exportAttention(const CommandLineOptions &options);

/// Applies the settings given on the command line to the app's state.
void applyOptions(const CommandLineOptions &options, AppState *state);

/// Renders the main window at the requested state and size to a PNG; needs a QApplication.
int saveScreenshot(const CommandLineOptions &options);
