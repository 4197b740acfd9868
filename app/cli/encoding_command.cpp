#include "cli/encoding_command.h"

#include "cli/grid_command.h"
#include "cli/option_table.h"
#include "cli/scheme_options.h"
#include "cli/set_up_options.h"
#include "export/matrix_export.h"
#include "schemes/table.h"

#include <QJsonArray>
#include <cstdio>

bool parseEncodingExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    if (pe::gridScheme(parser.value(QStringLiteral("scheme"))))  // a patch grid's scheme: a table of its own
        return parseGridEncodingExport(parser, options, error);
    if (!parseSetUp(parser, options, error))
        return false;
    options->outputFile = parser.value(QStringLiteral("export-encoding"));
    pe::SchemeParams &scheme = options->explorer.scheme;
    const bool alibi = pe::schemeInfo(scheme.scheme).settings & pe::UsesHeads;  // a slope per head
    if (!pe::matrixFormatForFileName(options->outputFile))
        *error = CommandLine::tr("--export-encoding: '%1' must end in .csv, .npy or .json.").arg(options->outputFile);
    else if (parser.isSet(QStringLiteral("heads")) && !alibi)
        *error = CommandLine::tr("--heads and --all-heads go with --export-encoding and --scheme alibi.");
    else if (alibi && parser.isSet(QStringLiteral("heads"))) {
        scheme.heads = options->lab.heads;
        *error = pe::validationError(scheme);
    }
    return error->isEmpty();
}

int exportEncoding(const CommandLineOptions &options)
{
    if (!options.gridScheme.isEmpty())
        return exportGridEncoding(options);
    const pe::SchemeParams &scheme = options.explorer.scheme;
    const pe::SinusoidalParams &params = scheme.encoding;
    QJsonObject fields{
        {QStringLiteral("scheme"), pe::schemeName(scheme.scheme)},
        {QStringLiteral("layout"), pe::layoutName(params.layout)},
        {QStringLiteral("d_model"), params.dModel},
        {QStringLiteral("positions"), params.positions},
        {QStringLiteral("base"), params.base},
    };
    const pe::SchemeInfo &info = pe::schemeInfo(scheme.scheme);
    insertSchemeSettings(&fields, scheme);
    const pe::MatrixFormat format = *pe::matrixFormatForFileName(options.outputFile);
    QByteArray data;
    if (info.settings & pe::UsesHeads) {
        // A slope per head (the table's flag): the slopes, and with --all-heads every head's bias
        // from the scheme's own scoreBias(), head 0's first.
        fields.insert(QStringLiteral("heads"), scheme.heads);
        fields.insert(QStringLiteral("slopes"), pe::matrixToJsonArray(pe::alibiSlopes(scheme.heads).transpose()).first());
        const int heads = options.allHeads ? scheme.heads : 1, n = params.positions;
        pe::Matrix stacked(qsizetype(heads) * n, n);
        for (int h = 0; h < heads; ++h)
            stacked.middleRows(qsizetype(h) * n, n) = info.scoreBias(scheme, n, h);
        if (options.allHeads)
            fields.insert(QStringLiteral("shape"), QJsonArray{heads, n, n});
        data = format == pe::MatrixFormat::Npy && options.allHeads ? pe::matrixToNpy(stacked, {heads, n, n})
                                                                   : pe::encodeMatrix(stacked, format, fields);
    } else {
        data = pe::encodeMatrix(pe::schemeMatrix(scheme), format, fields);
    }
    const QString error = pe::writeFileAtomically(options.outputFile, data);
    if (!error.isEmpty())
        std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
    return error.isEmpty() ? 0 : 1;
}
