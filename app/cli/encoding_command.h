#pragma once
// pe-explorer --export-encoding FILE: the scheme's matrix as CSV, NumPy or JSON.

#include "cli/command_line.h"

#include <QCommandLineParser>

/// Reads the set-up and the file's name (.csv, .npy or .json); with --scheme alibi, --heads is
/// the number of slopes and --all-heads asks for every head's bias.
bool parseEncodingExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// Writes the encoding matrix; needs only a QCoreApplication. Returns 0, or 1 when the file cannot be written.
int exportEncoding(const CommandLineOptions &options);
