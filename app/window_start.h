#pragma once
// pe-explorer without an output: the main window, on the set-up asked for or the last session.

#include "cli/command_line.h"

/// Opens the main window and runs the application until it closes; returns its exit status
/// (kExitBadArguments when the lesson file or the settings given cannot be applied).
int openWindow(int &argc, char *argv[], const CommandLineOptions &options);
