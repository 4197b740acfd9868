#pragma once
// pe-explorer --train TASK: trains the Training Lab's tiny Transformer from the command line,
// for scripts, tests and the PyTorch check.

#include "cli/command_line.h"

#include <QCommandLineParser>

/// Reads --train and the options that go with it into options->training (and --export-training
/// into options->outputFile). Any other option is an error, as are values out of range; returns
/// false with `error` naming the option.
bool parseTrainingOptions(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// Trains, with a progress line on stderr every 100 steps, prints the test accuracy at every
/// length on stdout and writes the run with pe::exportTraining() when a folder was given.
/// Returns 0, or 1 when the folder cannot be written.
int trainFromCommandLine(const CommandLineOptions &options);
