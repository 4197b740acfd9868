#include "cli/attention_command.h"

#include "attention/word_order.h"
#include "cli/option_table.h"
#include "cli/option_values.h"
#include "cli/scheme_options.h"
#include "cli/set_up_options.h"
#include "export/matrix_export.h"
#include "schemes/table.h"
#include "text/tokenizer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

namespace {

// --compare: sentence B beside A, without and with position, in the words of the lab's verdicts.
QJsonObject comparisonToJson(const CommandLineOptions &options, const QStringList &tokensA, const pe::AttentionOptions &attention)
{
    const QStringList tokensB = pe::tokenTexts(pe::tokenize(options.lab.sentenceB, {options.lab.lowerCase}));
    const QString errorB = pe::validationError(attention, int(tokensB.size()));
    if (!errorB.isEmpty())
        return {{QStringLiteral("tokens_b"), QJsonArray::fromStringList(tokensB)}, {QStringLiteral("error"), errorB}};
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokensA, tokensB, attention);
    QJsonObject object{
        {QStringLiteral("tokens_b"), QJsonArray::fromStringList(tokensB)},
        {QStringLiteral("verdict_without_position"), pe::orderVerdict(comparison, false)},
        {QStringLiteral("verdict_with_position"), pe::orderVerdict(comparison, true)},
    };
    if (comparison.permutation) {
        object.insert(QStringLiteral("max_difference_without_position"), comparison.maxDifferenceWithout);
        object.insert(QStringLiteral("max_difference_with_position"), comparison.maxDifferenceWith);
        object.insert(QStringLiteral("weights_b_in_a_order"), pe::matrixToJsonArray(pe::inOrderOfA(
                      attention.positional ? comparison.bWith.weights : comparison.bWithout.weights, *comparison.permutation)));
    }
    return object;
}

QJsonArray perHead(const std::vector<pe::Matrix> &matrices)
{
    QJsonArray heads;
    for (const pe::Matrix &matrix : matrices)
        heads.append(pe::matrixToJsonArray(matrix));
    return heads;
}

} // namespace

bool parseAttentionExport(const QCommandLineParser &parser, CommandLineOptions *options, QString *error)
{
    if (!parseSetUp(parser, options, error))
        return false;
    options->outputFile = parser.value(QStringLiteral("export-attention"));
    if (!options->outputFile.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && parser.isSet(QStringLiteral("sentence")))
        *error = CommandLine::tr("--export-attention: '%1' must end in .json.").arg(options->outputFile);
    else
        *error = exportSentenceError(parser, *options, QStringLiteral("export-attention"));
    return error->isEmpty();
}

int exportAttention(const CommandLineOptions &options)
{
    const pe::AttentionOptions attention = commandLineAttentionOptions(options);
    const QStringList tokens = pe::tokenTexts(pe::tokenize(options.lab.sentenceA, {options.lab.lowerCase}));
    const pe::AttentionResult result = pe::computeAttention(tokens, attention);
    QJsonArray fromVectors;
    for (const bool fromFile : result.fromVectors)
        fromVectors.append(fromFile);
    QJsonObject object{
        {QStringLiteral("tokens"), QJsonArray::fromStringList(tokens)},
        {QStringLiteral("d_model"), attention.dModel},
        {QStringLiteral("scheme"), pe::schemeName(attention.scheme)},
        {QStringLiteral("positional"), attention.positional},
        {QStringLiteral("combine"), attention.combine == pe::Combine::Add ? QStringLiteral("add") : QStringLiteral("multiply")},
        {QStringLiteral("position_weight"), attention.positionWeight},
        {QStringLiteral("projection"), projectionName(attention.projection)},
        {QStringLiteral("score"), pe::scoreName(attention.score)},
        {QStringLiteral("seed"), qint64(attention.seed)},
        {QStringLiteral("heads"), attention.heads},
        {QStringLiteral("scale_embeddings"), attention.scaleEmbeddings},
        {QStringLiteral("position_offset"), attention.positionOffset},
        {QStringLiteral("causal"), attention.causal},
        {QStringLiteral("base"), attention.base},
        {QStringLiteral("layout"), pe::layoutName(attention.layout)},
        // Where E came from: the vectors file (null for random vectors), and for each token
        // whether the file had it (false: its random vector stands in).
        {QStringLiteral("vectors"), attention.vectors ? QJsonValue(attention.vectors->source) : QJsonValue()},
        {QStringLiteral("from_vectors"), fromVectors},
        {QStringLiteral("inputs"), pe::matrixToJsonArray(result.inputs)},
        // With several heads, the lab's maps show the mean of the heads: scores and weights are
        // that mean, head_scores (the logits each head feeds its softmax, masked ones null) and
        // head_weights each head's own (H × n × n).
        {QStringLiteral("heads_averaged"), attention.heads > 1},
        {QStringLiteral("scores"), pe::matrixToJsonArray(result.scores)},
        {QStringLiteral("weights"), pe::matrixToJsonArray(result.weights)},
        {QStringLiteral("head_scores"), perHead(result.headScores)},
        {QStringLiteral("head_weights"), perHead(result.headWeights)},
    };
    insertSchemeSettings(&object, pe::schemeParams(attention, int(tokens.size())));
    if (attention.sinkLogit) {  // gpt-oss's sink: each row's weights sum to 1 less what it gave the sink
        object.insert(QStringLiteral("sink_logit"), *attention.sinkLogit);
        object.insert(QStringLiteral("sink_weights"), pe::matrixToJsonArray(result.sinkWeights.transpose()).first());
    }
    if (options.lab.sentenceB != options.lab.sentenceA)
        object.insert(QStringLiteral("comparison"), comparisonToJson(options, tokens, attention));
    const QString error = pe::writeFileAtomically(options.outputFile, QJsonDocument(object).toJson(QJsonDocument::Indented));
    if (!error.isEmpty())
        std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
    return error.isEmpty() ? 0 : 1;
}

