#pragma once
// pe-explorer --export-block DIR: the Attention Lab's untrained block, stage by stage, as NumPy files.

#include "cli/command_line.h"

#include <QCommandLineParser>

/// Reads the set-up, the sentence (--sentence TEXT) and the folder; refuses the set-ups the
/// untrained block cannot take (pe::untrainedBlockError()).
bool parseBlockExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// Writes pe::blockExportFiles() of sentence A (--sentence) through the untrained block of the
/// lab's options (--concatenate-position puts the position beside the word vectors) under
/// options.outputFile. Returns 0, or 1 when the folder cannot be written (the message on stderr);
/// the parser has refused the set-ups the block cannot take (pe::untrainedBlockError()).
int exportBlock(const CommandLineOptions &options);
