#include "cli/block_command.h"

#include "block/export.h"
#include "cli/option_table.h"
#include "cli/option_values.h"
#include "cli/scheme_options.h"
#include "cli/set_up_options.h"
#include "schemes/position_schemes.h"
#include "text/tokenizer.h"

#include <QJsonObject>
#include <cstdio>

bool parseBlockExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    if (!parseSetUp(parser, options, error))
        return false;
    options->outputFile = parser.value(QStringLiteral("export-block"));
    *error = exportSentenceError(parser, *options, QStringLiteral("export-block"));
    if (error->isEmpty())
        *error = pe::untrainedBlockError(commandLineAttentionOptions(*options), options->concatenatePosition);
    return error->isEmpty();
}

int exportBlock(const CommandLineOptions &options)
{
    const pe::AttentionOptions attention = commandLineAttentionOptions(options);
    const QStringList tokens = pe::tokenTexts(pe::tokenize(options.lab.sentenceA, {options.lab.lowerCase}));
    const bool concatenate = options.concatenatePosition;
    const pe::AttentionResult result = pe::computeAttention(tokens, attention);
    const pe::BlockModel model = pe::untrainedBlock(attention, int(tokens.size()), concatenate);
    const pe::BlockInput input = pe::labBlockInput(result, attention, concatenate);
    QJsonObject about;
    // RoPE's scaling as the lab applies it (and T5's and Shaw's settings); the block's own names follow.
    if (attention.positional)
        insertSchemeSettings(&about, pe::schemeParams(attention, int(tokens.size())));
    const QJsonObject block{
        {QStringLiteral("scheme"), attention.positional ? pe::schemeName(attention.scheme) : QStringLiteral("none")},
        {QStringLiteral("d_model"), model.config.dModel},
        {QStringLiteral("heads"), attention.heads},
        {QStringLiteral("causal"), attention.causal},
        {QStringLiteral("concatenate_position"), concatenate},
        {QStringLiteral("projection"), projectionName(attention.projection)},
        {QStringLiteral("score"), pe::scoreName(attention.score)},
        {QStringLiteral("seed"), qint64(attention.seed)},
        {QStringLiteral("base"), attention.base},
        {QStringLiteral("layout"), pe::layoutName(attention.layout)},
        {QStringLiteral("rope_layout"), pe::layoutName(attention.schemeSettings.ropeLayout)},
        {QStringLiteral("layer_norm_epsilon"), 1e-5},
    };
    for (auto field = block.begin(); field != block.end(); ++field)
        about.insert(field.key(), field.value());
    const auto files = pe::blockExportFiles(model, input, pe::blockStages(model, input), tokens, about, attention.positionOffset);
    if (const QString error = pe::writeBlockFiles(options.outputFile, files); !error.isEmpty()) {
        std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}
