#pragma once
// pe-explorer --export-challenges FILE.json: the questions a student would get at a level and
// seed, with their answers and what recomputes them, so that the answer key is checked from outside.

#include "cli/command_line.h"

#include <QCommandLineParser>

/// Reads --export-challenges (FILE.json, or FILE.pdf for the worksheet) with --level, --seed, --count (and --lang, which only changes the
/// words; a worksheet also --greys, --compact and --answer-key KEY.pdf) into options; any other option, or a value out of range, is an error naming the option.
bool parseChallengeOptions(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// Writes {"level", "seed", "questions": [pe::questionToJson() …]}. Returns 0, or 1 when the file
/// cannot be written.
int exportChallenges(const CommandLineOptions &options);
