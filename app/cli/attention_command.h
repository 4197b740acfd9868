#pragma once
// pe-explorer --export-attention FILE.json: one sentence's attention (tokens, scores, weights),
// and with --compare the lab's verdicts on two word orders.

#include "cli/command_line.h"

#include <QCommandLineParser>

/// Reads the set-up, the sentence (--sentence TEXT) and the file's name (.json).
bool parseAttentionExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// Writes the attention as JSON; needs only a QCoreApplication. Returns 0, or 1 when the file cannot be written.
int exportAttention(const CommandLineOptions &options);
