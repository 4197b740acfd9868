#include "cli/grid_command.h"

#include "cli/option_table.h"
#include "cli/option_values.h"
#include "export/matrix_export.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

namespace {

const char *const kMropeNames[] = {"qwen2-vl", "qwen2.5-vl"};  // false, true: seconds on the temporal axis

int writeOrReport(const QString &file, const QByteArray &data)
{
    const QString error = pe::writeFileAtomically(file, data);
    if (!error.isEmpty())
        std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
    return error.isEmpty() ? 0 : 1;
}

} // namespace

bool parseGridEncodingExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    options->outputFile = parser.value(QStringLiteral("export-encoding"));
    options->gridScheme = parser.value(QStringLiteral("scheme"));
    const pe::GridScheme *scheme = pe::gridScheme(options->gridScheme);
    options->gridDModel = pe::SinusoidalParams().dModel;
    options->gridBase = scheme->defaultBase;
    if (!readInt(parser, QStringLiteral("d-model"), &options->gridDModel, error) || !readDouble(parser, QStringLiteral("base"), &options->gridBase, error))
        return false;
    // Of the set-up's options a grid reads these three: any other would be taken and ignored.
    const QStringList read{QStringLiteral("scheme"), QStringLiteral("d-model"), QStringLiteral("base")};
    for (const CommandLineOption &option : commandLineOptions())
        if (option.setsUp && parser.isSet(option.names.last()) && !read.contains(option.names.last())) {
            *error = CommandLine::tr("--%1 does not go with --grid: a grid of patches reads only --scheme, --d-model and --base.")
                         .arg(option.names.last());
            return false;
        }
    if (!pe::matrixFormatForFileName(options->outputFile))
        *error = CommandLine::tr("--export-encoding: '%1' must end in .csv, .npy or .json.").arg(options->outputFile);
    else if (!parser.isSet(QStringLiteral("grid")))
        *error = CommandLine::tr("--scheme %1 needs --grid HxW, the rows and columns of patches.").arg(options->gridScheme);
    else if (!pe::gridFromText(parser.value(QStringLiteral("grid")), &options->grid))
        *error = CommandLine::tr("--grid expects HxW, rows x columns of patches such as 14x14, got '%1'.").arg(parser.value(QStringLiteral("grid")));
    else if (const QString invalid = scheme->error(options->grid, options->gridDModel, options->gridBase); !invalid.isEmpty())
        *error = QStringLiteral("--grid, --d-model, --base: ") + invalid;
    return error->isEmpty();
}

int exportGridEncoding(const CommandLineOptions &options)
{
    const pe::GridScheme &scheme = *pe::gridScheme(options.gridScheme);
    const QJsonObject fields{
        {QStringLiteral("scheme"), options.gridScheme},
        {QStringLiteral("source"), QLatin1String(scheme.source)},
        {QStringLiteral("rows"), options.grid.rows},
        {QStringLiteral("columns"), options.grid.columns},
        {QStringLiteral("d_model"), options.gridDModel},
        {QStringLiteral("base"), options.gridBase},
    };
    const pe::Matrix matrix = scheme.matrix(options.grid, options.gridDModel, options.gridBase);
    return writeOrReport(options.outputFile, pe::encodeMatrix(matrix, *pe::matrixFormatForFileName(options.outputFile), fields));
}

bool parsePositionsExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    options->outputFile = parser.value(QStringLiteral("export-positions"));
    options->tokensText = parser.value(QStringLiteral("tokens"));
    pe::MultimodalRope &rope = options->mrope;
    const QString mrope = parser.isSet(QStringLiteral("mrope")) ? parser.value(QStringLiteral("mrope")) : QLatin1String(kMropeNames[0]);
    if (!options->outputFile.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        *error = CommandLine::tr("--export-positions: '%1' must end in .json.").arg(options->outputFile);
    else if (!parser.isSet(QStringLiteral("tokens")))
        *error = CommandLine::tr("--export-positions needs --tokens, such as text:3,image:4x6,video:2x4x4,text:2.");
    else if (!pe::enumFromName(kMropeNames, mrope, &rope.secondsOnTime))
        *error = CommandLine::tr("--mrope must be one of %1, got '%2'.").arg(pe::namesOf(kMropeNames).join(QStringLiteral(", ")), mrope);
    else if (QString spans; !pe::tokenSpansFromText(options->tokensText, &options->tokens, &spans))
        *error = QStringLiteral("--tokens: ") + spans;
    if (!error->isEmpty() || !readInt(parser, QStringLiteral("spatial-merge"), &rope.spatialMerge, error)
        || !readDouble(parser, QStringLiteral("seconds-per-frame"), &rope.secondsPerFrame, error)
        || !readDouble(parser, QStringLiteral("tokens-per-second"), &rope.tokensPerSecond, error))
        return false;
    if (const QString invalid = pe::multimodalRopeError(options->tokens, rope); !invalid.isEmpty())
        *error = QStringLiteral("--tokens, --spatial-merge: ") + invalid;
    return error->isEmpty();
}

int exportPositions(const CommandLineOptions &options)
{
    const pe::MultimodalRope &rope = options.mrope;
    const Eigen::MatrixXi ids = pe::multimodalPositionIds(options.tokens, rope);
    QJsonArray rows, kinds;
    for (Eigen::Index axis = 0; axis < ids.rows(); ++axis) {
        QJsonArray row;
        for (Eigen::Index j = 0; j < ids.cols(); ++j)
            row.append(ids(axis, j));
        rows.append(row);
    }
    for (const pe::TokenSpan &span : options.tokens)
        for (int k = 0; k < pe::tokenCount(span, rope.spatialMerge); ++k)
            kinds.append(pe::tokenKindName(span.kind));
    QJsonObject root{{QStringLiteral("position_ids"), rows},
                     {QStringLiteral("tokens"), kinds},
                     {QStringLiteral("strip"), pe::tokenSpansText(options.tokens)},
                     {QStringLiteral("spatial_merge"), rope.spatialMerge},
                     {QStringLiteral("mrope"), QLatin1String(kMropeNames[rope.secondsOnTime ? 1 : 0])}};
    if (rope.secondsOnTime) {
        root.insert(QStringLiteral("seconds_per_frame"), rope.secondsPerFrame);
        root.insert(QStringLiteral("tokens_per_second"), rope.tokensPerSecond);
    }
    return writeOrReport(options.outputFile, QJsonDocument(root).toJson(QJsonDocument::Compact));
}
