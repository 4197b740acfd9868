#pragma once
// The rules the option table states, checked in one place: at most one output, each option with
// a mode that takes it (CommandLineOption::uses) and with what it goes with (goesWith).

#include "cli/command_mode.h"

#include <QCommandLineParser>
#include <QString>

/// The mode the output given asks for, Window when none is given; an error when more than one is.
QString readMode(const QCommandLineParser &parser, CommandMode *mode);

/// Empty when every option given is taken by the mode and has what it goes with; otherwise a
/// message naming the first option, in the table's order, that does not.
QString optionRulesError(const QCommandLineParser &parser, CommandMode mode);
