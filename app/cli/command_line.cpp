#include "cli/command_line.h"

#include "lesson/guided_lesson.h"
#include "export/matrix_export.h"
#include "cli/option_table.h"
#include "schemes/table.h"
#include "cli/option_values.h"
#include "cli/scheme_options.h"
#include "state/interface_language.h"
#include "state/view_names.h"
#include "text/tokenizer.h"
#include "cli/training_command.h"
#include "cli/challenge_command.h"
#include "block/stages.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>

namespace {

bool readScheme(const QCommandLineParser &parser, const QString &name, pe::Scheme *scheme, QString *error)
{
    if (!parser.isSet(name) || pe::schemeFromName(parser.value(name), scheme))
        return true;
    QStringList names;
    for (pe::Scheme known : pe::allSchemes())
        names.append(pe::schemeName(known));
    *error = CommandLine::tr("--%1 must be one of %2, got '%3'.").arg(name, names.join(QStringLiteral(", ")), parser.value(name));
    return false;
}

// The lab's options: sentences, and how attention is computed.
bool parseLabOptions(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    LabSettings &lab = options->lab;
    options->sentencesGiven = parser.isSet(QStringLiteral("sentence")) || parser.isSet(QStringLiteral("compare"));
    if (parser.isSet(QStringLiteral("sentence"))) {
        lab.sentenceA = parser.value(QStringLiteral("sentence"));
        lab.sentenceB = lab.sentenceA;
    }
    if (parser.isSet(QStringLiteral("compare")))
        lab.sentenceB = parser.value(QStringLiteral("compare"));
    options->positional = !parser.isSet(QStringLiteral("no-position"));
    lab.causal = parser.isSet(QStringLiteral("causal"));
    lab.lowerCase = !parser.isSet(QStringLiteral("keep-case"));
    lab.bInAOrder = parser.isSet(QStringLiteral("b-in-a-order"));
    lab.scaleEmbeddings = parser.isSet(QStringLiteral("scale-embeddings"));

    int seed = int(lab.seed);
    if (!readInt(parser, QStringLiteral("position-offset"), &lab.positionOffset, error))
        return false;
    if (lab.positionOffset < 0 || lab.positionOffset > pe::kMaxPositionOffset) {
        *error = CommandLine::tr("--position-offset must be from 0 to %1, got %2.").arg(pe::kMaxPositionOffset).arg(lab.positionOffset);
        return false;
    }
    if (!readDouble(parser, QStringLiteral("position-weight"), &lab.positionWeight, error)
        || !readInt(parser, QStringLiteral("heads"), &lab.heads, error)
        || !readInt(parser, QStringLiteral("seed"), &seed, error))
        return false;
    // With --export-encoding, --heads is ALiBi's number of slopes (checked with the scheme), not the lab's heads.
    if (!parser.isSet(QStringLiteral("export-encoding"))
        && (lab.heads < 1 || lab.heads > pe::kMaxHeads || options->explorer.scheme.encoding.dModel % lab.heads != 0)) {
        *error = CommandLine::tr("--heads must be from 1 to %1 and divide --d-model (%2), got %3.")
                     .arg(pe::kMaxHeads).arg(options->explorer.scheme.encoding.dModel).arg(lab.heads);
        return false;
    }
    if (lab.positionWeight < kMinPositionWeight || lab.positionWeight > kMaxPositionWeight) {
        *error = CommandLine::tr("--position-weight must be from %1 to %2, got %3.").arg(kMinPositionWeight).arg(kMaxPositionWeight).arg(lab.positionWeight);
        return false;
    }
    if (seed < 0 || seed > kMaxLabSeed) {
        *error = CommandLine::tr("--seed must be from 0 to %1, got %2.").arg(kMaxLabSeed).arg(seed);
        return false;
    }
    lab.seed = quint64(seed);

    const QString combine = parser.value(QStringLiteral("combine"));
    if (combine == QLatin1String("multiply"))
        lab.combine = pe::Combine::Multiply;
    else if (!combine.isEmpty() && combine != QLatin1String("add")) {
        *error = CommandLine::tr("--combine must be add or multiply, got '%1'.").arg(combine);
        return false;
    }
    if (!readScore(parser, &lab.score, error))
        return false;
    const QString projection = parser.value(QStringLiteral("projection"));
    if (projection == QLatin1String("random"))
        lab.projection = pe::Projection::Random;
    else if (projection == QLatin1String("identity"))
        lab.projection = pe::Projection::Identity;
    else if (projection == QLatin1String("trained"))
        options->trainedProjection = true;
    else if (!projection.isEmpty()) {
        *error = CommandLine::tr("--projection must be identity, random or trained, got '%1'.").arg(projection);
        return false;
    }
    return true;
}

// Reads --vectors FILE, whose dimension becomes d_model; before the checks that depend on d_model.
bool readVectors(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    if (!parser.isSet(QStringLiteral("export-attention")) && !parser.isSet(QStringLiteral("screenshot"))) {
        *error = CommandLine::tr("--vectors works with --export-attention and --screenshot only.");
        return false;
    }
    options->vectorsFile = parser.value(QStringLiteral("vectors"));
    try {
        options->vectors = std::make_shared<const pe::WordVectors>(pe::loadWordVectorsFile(options->vectorsFile));
    } catch (const pe::InvalidParameter &invalid) {
        *error = invalid.message();
        return false;
    }
    const int dimension = options->vectors->dimension;
    if (parser.isSet(QStringLiteral("d-model")) && options->explorer.scheme.encoding.dModel != dimension) {
        *error = CommandLine::tr("--d-model %1 differs from the dimension of the word vectors in %2, %3: leave --d-model out, the vectors set it.")
                     .arg(options->explorer.scheme.encoding.dModel).arg(options->vectorsFile).arg(dimension);
        return false;
    }
    options->explorer.scheme.encoding.dModel = dimension;
    return true;
}

// The selection asked for: each given value must lie inside the scheme's matrix; the others
// keep their defaults, moved inside the matrix.
struct AskedSelection
{
    std::optional<int> position;
    std::optional<int> dimension;
    std::optional<int> comparePosition;
};

QString applySelection(const AskedSelection &asked, ExplorerSettings *explorer)
{
    const int positions = explorer->scheme.encoding.positions;
    if (asked.position && (*asked.position < 0 || *asked.position >= positions))
        return CommandLine::tr("--position must be from 0 to %1 (one less than --positions), got %2.")
            .arg(positions - 1).arg(*asked.position);
    const int columns = pe::schemeColumns(explorer->scheme);
    if (asked.dimension && (*asked.dimension < 0 || *asked.dimension >= columns))
        return CommandLine::tr("--dimension must be from 0 to %1 (the last column of the scheme's matrix), got %2.")
            .arg(columns - 1).arg(*asked.dimension);
    if (asked.comparePosition && (*asked.comparePosition < 0 || *asked.comparePosition >= positions))
        return CommandLine::tr("--compare-position must be from 0 to %1 (one less than --positions), got %2.")
            .arg(positions - 1).arg(*asked.comparePosition);
    for (int j : explorer->pinnedDimensions)
        if (j < 0 || j >= columns)
            return CommandLine::tr("--pin: dimension %1 is outside 0 to %2.").arg(j).arg(columns - 1);
    explorer->position = asked.position.value_or(explorer->position);
    explorer->dimension = asked.dimension.value_or(explorer->dimension);
    explorer->comparePosition = asked.comparePosition.value_or(explorer->comparePosition);
    *explorer = clampSelection(*explorer);
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
    CommandLineOptions &options = result.options;
    QString &error = result.error;

    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const CommandLineOption &option : commandLineOptions())
        parser.addOption(QCommandLineOption(option.names, option.help(), option.valueName));

    if (!parser.parse(arguments)) {
        error = parser.errorText() + QLatin1Char('.');
        return result;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1 || (files.size() == 1 && !files.first().endsWith(QLatin1String(".pelesson"), Qt::CaseInsensitive))) {
        error = CommandLine::tr("Unexpected argument '%1': only one lesson file (.pelesson) can be opened.").arg(files.last());
        return result;
    }
    options.lessonFile = files.value(0);
    options.language = parser.value(QStringLiteral("lang"));
    if (parser.isSet(QStringLiteral("lang")) && !availableLanguages().contains(options.language)) {
        error = CommandLine::tr("--lang must be one of %1, got '%2'.").arg(availableLanguages().join(QStringLiteral(", ")), options.language);
        return result;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        options.mode = CommandLineOptions::Mode::Help;
        return result;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        options.mode = CommandLineOptions::Mode::Version;
        return result;
    }
    if (parser.isSet(QStringLiteral("train"))) {
        parseTrainingOptions(parser, &options, &error);
        return result;
    }
    if (parser.isSet(QStringLiteral("export-challenges"))) {
        parseChallengeOptions(parser, &options, &error);
        return result;
    }
    for (const CommandLineOption &option : commandLineOptions())
        options.stateGiven = options.stateGiven || (option.setsUp && parser.isSet(option.names.last()));
    if (!options.lessonFile.isEmpty() && (options.stateGiven || parser.isSet(QStringLiteral("export-encoding"))
                                          || parser.isSet(QStringLiteral("export-attention")) || parser.isSet(QStringLiteral("export-block")))) {
        error = CommandLine::tr("A lesson file sets every setting itself: open it alone, or with --screenshot, --view and --size.");
        return result;
    }
    options.viewGiven = parser.isSet(QStringLiteral("view"));
    options.presentation = parser.isSet(QStringLiteral("presentation"));
    options.describeFile = parser.value(QStringLiteral("describe"));
    options.insideBlock = parser.isSet(QStringLiteral("inside-block"));
    if (options.insideBlock && (!parser.isSet(QStringLiteral("screenshot")) || parser.value(QStringLiteral("view")) != QLatin1String("attention"))) {
        error = CommandLine::tr("--inside-block goes with --screenshot and --view attention.");
        return result;
    }
    if (!options.describeFile.isEmpty() && !parser.isSet(QStringLiteral("screenshot"))) {
        error = CommandLine::tr("--describe goes with --screenshot.");
        return result;
    }

    int outputs = 0;
    for (const char *output : {"export-encoding", "export-attention", "export-block", "screenshot", "export-figure"})
        outputs += parser.isSet(QString::fromLatin1(output));
    if (outputs > 1) {
        error = CommandLine::tr("Use only one of --export-encoding, --export-attention, --export-block, --export-figure and --screenshot.");
        return result;
    }

    ExplorerSettings &explorer = options.explorer;
    pe::SinusoidalParams &encoding = explorer.scheme.encoding;
    AskedSelection asked;
    if (!readInt(parser, QStringLiteral("d-model"), &encoding.dModel, &error)
        || !readInt(parser, QStringLiteral("positions"), &encoding.positions, &error)
        || !readDouble(parser, QStringLiteral("base"), &encoding.base, &error)
        || !readOptionalInt(parser, QStringLiteral("position"), &asked.position, &error)
        || !readOptionalInt(parser, QStringLiteral("dimension"), &asked.dimension, &error)
        || !readOptionalInt(parser, QStringLiteral("compare-position"), &asked.comparePosition, &error))
        return result;
    if (parser.isSet(QStringLiteral("vectors")) && !readVectors(parser, &options, &error))
        return result;
    const QStringList pins = parser.value(QStringLiteral("pin")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &pin : pins) {
        bool ok = false;
        explorer.pinnedDimensions.append(pin.trimmed().toInt(&ok));
        if (!ok) {
            error = CommandLine::tr("--pin expects whole numbers separated by commas, got '%1'.").arg(parser.value(QStringLiteral("pin")));
            return result;
        }
    }
    explorer.stackedCurves = parser.isSet(QStringLiteral("stacked"));
    if (!readInt(parser, QStringLiteral("guided-step"), &options.guidedStep, &error))
        return result;
    if (parser.isSet(QStringLiteral("guided-step"))) {
        // A lesson file may bring its own steps: their number is checked once it is open (applyOptions()).
        if (options.lessonFile.isEmpty() && (options.guidedStep < 1 || options.guidedStep > guidedLesson().size())) {
            error = CommandLine::tr("--guided-step must be from 1 to %1, got %2.").arg(guidedLesson().size()).arg(options.guidedStep);
            return result;
        }
        if (options.guidedStep < 1) {
            error = CommandLine::tr("--guided-step must be 1 or more, got %1.").arg(options.guidedStep);
            return result;
        }
    }
    if (!parseLabOptions(parser, &options, &error))
        return result;
    if (!readScheme(parser, QStringLiteral("scheme"), &explorer.scheme.scheme, &error))
        return result;
    if (parser.isSet(QStringLiteral("compare-scheme"))) {
        pe::Scheme compared;
        if (!readScheme(parser, QStringLiteral("compare-scheme"), &compared, &error))
            return result;
        explorer.compareScheme = compared;
    }
    if (!readSchemeSettings(parser, options.lab.causal, &explorer.scheme, &error))
        return result;
    error = pe::validationError(explorer.scheme);
    if (error.isEmpty())
        error = applySelection(asked, &explorer);
    if (!error.isEmpty())
        return result;

    const bool screenshot = parser.isSet(QStringLiteral("screenshot"));
    if (options.trainedProjection && (!screenshot || parser.value(QStringLiteral("view")) != QLatin1String("attention"))) {
        error = CommandLine::tr("--projection trained works with --screenshot --view attention only: in the window, train in the "
                                "Training Lab and choose the model under \"queries and keys\".");
        return result;
    }
    if (parser.isSet(QStringLiteral("at-step"))) {
        int step = 0;
        if (!readInt(parser, QStringLiteral("at-step"), &step, &error))
            return result;
        if (!screenshot || parser.value(QStringLiteral("view")) != QLatin1String("training")) {
            error = CommandLine::tr("--at-step works with --screenshot and --view training only.");
            return result;
        }
        if (step < 0 || step > pe::kMaxTrainingSteps) {
            error = CommandLine::tr("--at-step must be from 0 to %1, got %2.").arg(pe::kMaxTrainingSteps).arg(step);
            return result;
        }
        options.atStep = step;
    }

    if (parser.isSet(QStringLiteral("export-attention"))) {
        options.mode = CommandLineOptions::Mode::ExportAttention;
        options.outputFile = parser.value(QStringLiteral("export-attention"));
        if (!parser.isSet(QStringLiteral("sentence")))
            error = CommandLine::tr("--export-attention needs --sentence TEXT.");
        else if (!options.outputFile.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
            error = CommandLine::tr("--export-attention: '%1' must end in .json.").arg(options.outputFile);
        else
            error = pe::validationError(commandLineAttentionOptions(options), int(pe::tokenize(options.lab.sentenceA, {options.lab.lowerCase}).size()));
        return result;
    }

    if (parser.isSet(QStringLiteral("export-block"))) {
        options.mode = CommandLineOptions::Mode::ExportBlock;
        options.outputFile = parser.value(QStringLiteral("export-block"));
        options.concatenatePosition = parser.isSet(QStringLiteral("concatenate-position"));
        const pe::AttentionOptions attention = commandLineAttentionOptions(options);
        if (!parser.isSet(QStringLiteral("sentence")))
            error = CommandLine::tr("--export-block needs --sentence TEXT.");
        else if (error = pe::validationError(attention, int(pe::tokenize(options.lab.sentenceA, {options.lab.lowerCase}).size()));
                 error.isEmpty())
            error = pe::untrainedBlockError(attention, options.concatenatePosition);
        return result;
    }
    options.concatenatePosition = parser.isSet(QStringLiteral("concatenate-position"));
    if (options.concatenatePosition && !parser.isSet(QStringLiteral("inside-block"))) {
        error = CommandLine::tr("--concatenate-position goes with --export-block or --inside-block.");
        return result;
    }

    if (parser.isSet(QStringLiteral("export-encoding"))) {
        options.mode = CommandLineOptions::Mode::ExportEncoding;
        options.outputFile = parser.value(QStringLiteral("export-encoding"));
        options.allHeads = parser.isSet(QStringLiteral("all-heads"));
        const bool alibi = pe::schemeInfo(explorer.scheme.scheme).settings & pe::UsesHeads;  // a slope per head
        if (!pe::matrixFormatForFileName(options.outputFile))
            error = CommandLine::tr("--export-encoding: '%1' must end in .csv, .npy or .json.").arg(options.outputFile);
        else if ((parser.isSet(QStringLiteral("heads")) || options.allHeads) && !alibi)
            error = CommandLine::tr("--heads and --all-heads go with --export-encoding and --scheme alibi.");
        else if (alibi && parser.isSet(QStringLiteral("heads"))) {
            explorer.scheme.heads = options.lab.heads;
            error = pe::validationError(explorer.scheme);
        }
        return result;
    }
    if (parser.isSet(QStringLiteral("all-heads"))) {
        error = CommandLine::tr("--heads and --all-heads go with --export-encoding and --scheme alibi.");
        return result;
    }

    if (parser.isSet(QStringLiteral("view"))) {
        options.view = parser.value(QStringLiteral("view"));
        if (!commandLineViewNames().contains(options.view)) {
            error = CommandLine::tr("--view must be one of %1, got '%2'.").arg(commandLineViewNames().join(QStringLiteral(", ")), options.view);
            return result;
        }
    }
    if (parser.isSet(QStringLiteral("size"))) {
        static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
        const QRegularExpressionMatch match = sizePattern.match(parser.value(QStringLiteral("size")));
        const int width = match.hasMatch() ? match.captured(1).toInt() : 0;
        const int height = match.hasMatch() ? match.captured(2).toInt() : 0;
        if (width < 1024 || height < 600 || width > 8192 || height > 8192) {
            error = CommandLine::tr("--size must be WIDTHxHEIGHT from 1024x600 to 8192x8192, got '%1'.")
                        .arg(parser.value(QStringLiteral("size")));
            return result;
        }
        options.size = QSize(width, height);
    }
    if (parser.isSet(QStringLiteral("export-figure"))) {
        options.mode = CommandLineOptions::Mode::ExportFigure;
        options.outputFile = parser.value(QStringLiteral("export-figure"));
        if (!isFigureFileName(options.outputFile))
            error = CommandLine::tr("--export-figure: '%1' must end in .png, .svg or .pdf.").arg(options.outputFile);
        else if (options.view == handbookViewName())
            error = CommandLine::tr("--export-figure saves a view's plots, and the handbook has none: use --screenshot.");
        return result;
    }
    if (screenshot) {
        options.mode = CommandLineOptions::Mode::Screenshot;
        options.outputFile = parser.value(QStringLiteral("screenshot"));
        if (!options.outputFile.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
            error = CommandLine::tr("--screenshot: '%1' must end in .png.").arg(options.outputFile);
    }
    return result;
}
