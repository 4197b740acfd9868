#pragma once
// The modes that picture the window: the window itself, --screenshot FILE.png and
// --export-figure FILE (.png, .svg or .pdf). They render (app/commands.h); these read their options.

#include "cli/command_line.h"

#include <QCommandLineParser>

bool parseWindowOptions(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);
bool parseScreenshot(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);
bool parseFigure(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);
