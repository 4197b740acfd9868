#pragma once
// The options of a set-up, shared by the window and its outputs (--export-encoding,
// --export-attention, --export-block, --screenshot, --export-figure): the explorer's scheme, its
// settings and selection, the Attention Lab's sentences and options, and the window's own.

#include "cli/command_line.h"

#include <QCommandLineParser>

/// Reads them into options, whose mode is already chosen; false with a message naming the
/// first option out of range or out of place.
bool parseSetUp(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// Reads --view and --size (for the window, a screenshot and a figure).
bool readViewAndSize(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

/// The sentence of an export (--sentence TEXT) has tokens the lab can take: empty, or why not.
QString exportSentenceError(const QCommandLineParser &parser, const CommandLineOptions &options, const QString &output);
