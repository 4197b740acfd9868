#include "cli/command_line.h"

#include "cli/attention_command.h"
#include "cli/block_command.h"
#include "cli/challenge_command.h"
#include "cli/encoding_command.h"
#include "cli/grid_command.h"
#include "cli/masks_command.h"
#include "cli/option_rules.h"
#include "cli/option_table.h"
#include "cli/picture_options.h"
#include "cli/training_command.h"
#include "state/interface_language.h"

#include <QCommandLineParser>

namespace {

using ParseMode = bool (*)(const QCommandLineParser &parser, CommandLineOptions *options, QString *error);

// Each mode's reader of its options, in its own file; the option table has checked which options
// the mode takes and what each goes with.
struct ModeParser
{
    CommandMode mode;
    ParseMode parse;
};
constexpr ModeParser kModeParsers[] = {
    {CommandMode::Window, parseWindowOptions},
    {CommandMode::ExportEncoding, parseEncodingExport},
    {CommandMode::ExportAttention, parseAttentionExport},
    {CommandMode::ExportBlock, parseBlockExport},
    {CommandMode::Screenshot, parseScreenshot},
    {CommandMode::ExportFigure, parseFigure},
    {CommandMode::Train, parseTrainingOptions},
    {CommandMode::ExportChallenges, parseChallengeOptions},
    {CommandMode::ExportMasks, parseMasksExport},
    {CommandMode::ExportPositions, parsePositionsExport},
};

// What every mode reads first: the lesson file, the language, --help and --version.
QString readCommon(const QCommandLineParser &parser, CommandLineOptions *options)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1 || (files.size() == 1 && !files.first().endsWith(QLatin1String(".pelesson"), Qt::CaseInsensitive)))
        return CommandLine::tr("Unexpected argument '%1': only one lesson file (.pelesson) can be opened.").arg(files.last());
    options->lessonFile = files.value(0);
    options->language = parser.value(QStringLiteral("lang"));
    if (parser.isSet(QStringLiteral("lang")) && !availableLanguages().contains(options->language))
        return CommandLine::tr("--lang must be one of %1, got '%2'.").arg(availableLanguages().join(QStringLiteral(", ")), options->language);
    if (parser.isSet(QStringLiteral("help")))
        options->mode = CommandMode::Help;
    else if (parser.isSet(QStringLiteral("version")))
        options->mode = CommandMode::Version;
    return {};
}

} // namespace

pe::AttentionOptions commandLineAttentionOptions(const CommandLineOptions &options)
{
    pe::AttentionOptions attention = attentionOptions(options.explorer.scheme, options.lab);
    attention.positional = options.positional;
    attention.vectors = options.vectors;
    return attention;
}

CommandLineParse parseCommandLine(const QStringList &arguments)
{
    CommandLineParse result;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const CommandLineOption &option : commandLineOptions())
        parser.addOption(QCommandLineOption(option.names, option.help(), option.valueName));
    if (!parser.parse(arguments)) {
        result.error = parser.errorText() + QLatin1Char('.');
        return result;
    }
    result.error = readCommon(parser, &result.options);
    if (!result.error.isEmpty() || result.options.mode != CommandMode::Window)
        return result;
    result.error = readMode(parser, &result.options.mode);
    if (result.error.isEmpty())
        result.error = optionRulesError(parser, result.options.mode);
    if (!result.error.isEmpty())
        return result;
    for (const ModeParser &mode : kModeParsers)
        if (mode.mode == result.options.mode)
            mode.parse(parser, &result.options, &result.error);
    return result;
}
