#pragma once
// Every option of pe-explorer's command line in one table: its names, its value, what it is
// for and whether it sets up the app. The parser declares its options from it and --help is
// written from it, so an option can never be accepted without being explained.

#include "cli/command_mode.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

/// The translation context of the command line's messages.
struct CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

struct CommandLineOption
{
    /// The sections of --help, in order.
    enum class Group { Output, Window, Explorer, Lab, Training, Challenges, Other };

    QStringList names;  ///< "d-model"; a one-letter name first when there is one ("h", "help")
    QString valueName;  ///< "N" in "--d-model N"; empty for a flag
    Group group;
    /// The option changes the set-up (the scheme, the selection, the lab): given on the command
    /// line, the last session is not restored, and a lesson file cannot be opened with it.
    bool setsUp;
    /// One or more lines for --help, translated.
    std::function<QString()> help;
    /// The mode it asks for when it is an output (--export-encoding FILE); at most one is given.
    std::optional<CommandMode> output = std::nullopt;
    /// The modes that take it (OptionUse flags); 0: those of its group (Training's options go
    /// with --train, Challenges' with --export-challenges, Other's with every mode, the rest with
    /// the window and the outputs of a set-up).
    int uses = 0;
    /// What it needs beside it: alternatives, each the options that must all be given, as "name"
    /// or "name=value" ({"screenshot view=attention"}). An alternative naming an option that the
    /// mode does not take is left out (--compare-scheme with --train).
    QStringList goesWith = {};
};

/// The options, in the order --help lists them.
const QList<CommandLineOption> &commandLineOptions();
/// The modes that take the option: its `uses`, or those of its group.
int optionUses(const CommandLineOption &option);

/// The text --help prints: what the program does, every option by group, lesson files, exit status.
QString commandLineHelp();
