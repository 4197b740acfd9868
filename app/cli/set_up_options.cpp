#include "cli/set_up_options.h"

#include "cli/option_table.h"
#include "cli/option_values.h"
#include "cli/scheme_options.h"
#include "lesson/guided_lesson.h"
#include "schemes/table.h"
#include "text/tokenizer.h"

#include <QRegularExpression>

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

// The lab's numbers: the position offset and weight, the heads and the seed, each in its range.
bool readLabNumbers(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    LabSettings &lab = options->lab;
    int seed = int(lab.seed);
    if (!readInt(parser, QStringLiteral("position-offset"), &lab.positionOffset, error)
        || !readDouble(parser, QStringLiteral("position-weight"), &lab.positionWeight, error)
        || !readInt(parser, QStringLiteral("heads"), &lab.heads, error) || !readInt(parser, QStringLiteral("seed"), &seed, error))
        return false;
    const int dModel = options->explorer.scheme.encoding.dModel;
    if (lab.positionOffset < 0 || lab.positionOffset > pe::kMaxPositionOffset)
        *error = CommandLine::tr("--position-offset must be from 0 to %1, got %2.").arg(pe::kMaxPositionOffset).arg(lab.positionOffset);
    // With --export-encoding, --heads is ALiBi's number of slopes (checked with the scheme), not the lab's heads.
    else if (options->mode != CommandMode::ExportEncoding && (lab.heads < 1 || lab.heads > pe::kMaxHeads || dModel % lab.heads != 0))
        *error = CommandLine::tr("--heads must be from 1 to %1 and divide --d-model (%2), got %3.").arg(pe::kMaxHeads).arg(dModel).arg(lab.heads);
    else if (lab.positionWeight < kMinPositionWeight || lab.positionWeight > kMaxPositionWeight)
        *error = CommandLine::tr("--position-weight must be from %1 to %2, got %3.").arg(kMinPositionWeight).arg(kMaxPositionWeight).arg(lab.positionWeight);
    else if (seed < 0 || seed > kMaxLabSeed)
        *error = CommandLine::tr("--seed must be from 0 to %1, got %2.").arg(kMaxLabSeed).arg(seed);
    lab.seed = quint64(seed);
    return error->isEmpty();
}

// --sink-logit S, from −pe::kMaxSinkLogit to pe::kMaxSinkLogit; not given: no sink.
bool readSinkLogit(const QCommandLineParser &parser, std::optional<double> *sinkLogit, QString *error)
{
    if (!parser.isSet(QStringLiteral("sink-logit")))
        return true;
    double sink = 0.0;
    if (!readDouble(parser, QStringLiteral("sink-logit"), &sink, error))
        return false;
    if (!(std::abs(sink) <= pe::kMaxSinkLogit)) {
        *error = CommandLine::tr("--sink-logit must be from %1 to %2, got %3.").arg(-pe::kMaxSinkLogit).arg(pe::kMaxSinkLogit).arg(sink);
        return false;
    }
    *sinkLogit = sink;
    return true;
}

// The lab's options: sentences, and how attention is computed.
bool parseLabOptions(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    LabSettings &lab = options->lab;
    options->sentencesGiven = parser.isSet(QStringLiteral("sentence")) || parser.isSet(QStringLiteral("compare"));
    if (parser.isSet(QStringLiteral("sentence")))
        lab.sentenceA = lab.sentenceB = parser.value(QStringLiteral("sentence"));
    if (parser.isSet(QStringLiteral("compare")))
        lab.sentenceB = parser.value(QStringLiteral("compare"));
    options->positional = !parser.isSet(QStringLiteral("no-position"));
    lab.causal = parser.isSet(QStringLiteral("causal"));
    lab.lowerCase = !parser.isSet(QStringLiteral("keep-case"));
    lab.bInAOrder = parser.isSet(QStringLiteral("b-in-a-order"));
    lab.scaleEmbeddings = parser.isSet(QStringLiteral("scale-embeddings"));
    if (!readLabNumbers(parser, options, error) || !readSinkLogit(parser, &lab.sinkLogit, error))
        return false;
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
    else if (projection == QLatin1String("trained") && options->mode == CommandMode::Screenshot && options->view == QLatin1String("attention"))
        options->trainedProjection = true;
    else if (projection == QLatin1String("trained"))
        *error = CommandLine::tr("--projection trained works with --screenshot --view attention only: in the window, train in the "
                                 "Training Lab and choose the model under \"queries and keys\".");
    else if (!projection.isEmpty())
        *error = CommandLine::tr("--projection must be identity, random or trained, got '%1'.").arg(projection);
    return error->isEmpty();
}

// Reads --vectors FILE, whose dimension becomes d_model; before the checks that depend on d_model.
bool readVectors(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
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

bool readPins(const QCommandLineParser &parser, ExplorerSettings *explorer, QString *error)
{
    for (const QString &pin : parser.value(QStringLiteral("pin")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        explorer->pinnedDimensions.append(pin.trimmed().toInt(&ok));
        if (!ok) {
            *error = CommandLine::tr("--pin expects whole numbers separated by commas, got '%1'.").arg(parser.value(QStringLiteral("pin")));
            return false;
        }
    }
    explorer->stackedCurves = parser.isSet(QStringLiteral("stacked"));
    return true;
}

// The explorer's encoding, scheme, scheme settings and selection.
bool readExplorer(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    ExplorerSettings &explorer = options->explorer;
    pe::SinusoidalParams &encoding = explorer.scheme.encoding;
    AskedSelection asked;
    if (!readInt(parser, QStringLiteral("d-model"), &encoding.dModel, error) || !readInt(parser, QStringLiteral("positions"), &encoding.positions, error)
        || !readDouble(parser, QStringLiteral("base"), &encoding.base, error)
        || !readOptionalInt(parser, QStringLiteral("position"), &asked.position, error)
        || !readOptionalInt(parser, QStringLiteral("dimension"), &asked.dimension, error)
        || !readOptionalInt(parser, QStringLiteral("compare-position"), &asked.comparePosition, error))
        return false;
    if ((parser.isSet(QStringLiteral("vectors")) && !readVectors(parser, options, error)) || !readPins(parser, &explorer, error)
        || !readScheme(parser, QStringLiteral("scheme"), &explorer.scheme.scheme, error))
        return false;
    if (parser.isSet(QStringLiteral("compare-scheme"))) {
        pe::Scheme compared;
        if (!readScheme(parser, QStringLiteral("compare-scheme"), &compared, error))
            return false;
        explorer.compareScheme = compared;
    }
    if (!readSchemeSettings(parser, parser.isSet(QStringLiteral("causal")), &explorer.scheme, error))
        return false;
    *error = pe::validationError(explorer.scheme);
    if (error->isEmpty())
        *error = applySelection(asked, &explorer);
    return error->isEmpty();
}

// --guided-step N: a step of the guided lesson; a lesson file's own steps are counted once it is open.
bool readGuidedStep(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    if (!parser.isSet(QStringLiteral("guided-step")))
        return true;
    if (!readInt(parser, QStringLiteral("guided-step"), &options->guidedStep, error))
        return false;
    if (options->lessonFile.isEmpty() && (options->guidedStep < 1 || options->guidedStep > guidedLesson().size()))
        *error = CommandLine::tr("--guided-step must be from 1 to %1, got %2.").arg(guidedLesson().size()).arg(options->guidedStep);
    else if (options->guidedStep < 1)
        *error = CommandLine::tr("--guided-step must be 1 or more, got %1.").arg(options->guidedStep);
    return error->isEmpty();
}

// --at-step K: the Training Lab pictured once each model has taken K steps.
bool readAtStep(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    int step = 0;
    if (!parser.isSet(QStringLiteral("at-step")) || !readInt(parser, QStringLiteral("at-step"), &step, error))
        return error->isEmpty();
    if (step < 0 || step > pe::kMaxTrainingSteps) {
        *error = CommandLine::tr("--at-step must be from 0 to %1, got %2.").arg(pe::kMaxTrainingSteps).arg(step);
        return false;
    }
    options->atStep = step;
    return true;
}

} // namespace

bool readViewAndSize(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    if (parser.isSet(QStringLiteral("view")) && !commandLineViewNames().contains(options->view)) {
        *error = CommandLine::tr("--view must be one of %1, got '%2'.").arg(commandLineViewNames().join(QStringLiteral(", ")), options->view);
        return false;
    }
    if (!parser.isSet(QStringLiteral("size")))
        return true;
    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
    const QRegularExpressionMatch match = sizePattern.match(parser.value(QStringLiteral("size")));
    const int width = match.hasMatch() ? match.captured(1).toInt() : 0;
    const int height = match.hasMatch() ? match.captured(2).toInt() : 0;
    if (width < 1024 || height < 600 || width > 8192 || height > 8192) {
        *error = CommandLine::tr("--size must be WIDTHxHEIGHT from 1024x600 to 8192x8192, got '%1'.").arg(parser.value(QStringLiteral("size")));
        return false;
    }
    options->size = QSize(width, height);
    return true;
}

QString exportSentenceError(const QCommandLineParser &parser, const CommandLineOptions &options, const QString &output)
{
    if (!parser.isSet(QStringLiteral("sentence")))
        return CommandLine::tr("--%1 needs --sentence TEXT.").arg(output);
    return pe::validationError(commandLineAttentionOptions(options), int(pe::tokenize(options.lab.sentenceA, {options.lab.lowerCase}).size()));
}

bool parseSetUp(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    for (const CommandLineOption &option : commandLineOptions())
        options->stateGiven = options->stateGiven || (option.setsUp && parser.isSet(option.names.last()));
    const CommandMode mode = options->mode;
    const bool picture = mode == CommandMode::Window || mode == CommandMode::Screenshot || mode == CommandMode::ExportFigure;
    if (!options->lessonFile.isEmpty() && (options->stateGiven || !picture)) {
        *error = CommandLine::tr("A lesson file sets every setting itself: open it alone, or with --screenshot, --view and --size.");
        return false;
    }
    options->viewGiven = parser.isSet(QStringLiteral("view"));
    if (options->viewGiven)
        options->view = parser.value(QStringLiteral("view"));
    options->presentation = parser.isSet(QStringLiteral("presentation"));
    options->describeFile = parser.value(QStringLiteral("describe"));
    options->insideBlock = parser.isSet(QStringLiteral("inside-block"));
    options->layerStack = parser.isSet(QStringLiteral("layer-stack"));
    options->concatenatePosition = parser.isSet(QStringLiteral("concatenate-position"));
    options->allHeads = parser.isSet(QStringLiteral("all-heads"));
    return readExplorer(parser, options, error) && readGuidedStep(parser, options, error) && parseLabOptions(parser, options, error)
           && readAtStep(parser, options, error) && readViewAndSize(parser, options, error);
}
