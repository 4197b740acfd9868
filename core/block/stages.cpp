#include "block/stages.h"

#include "math/translate.h"
#include "schemes/table.h"

#include <cmath>
#include <limits>

namespace pe {

namespace {

// (n × D) → (H·n × d): head h's columns as the h-th block of rows.
Matrix splitHeads(const Matrix &m, int heads)
{
    const Eigen::Index n = m.rows(), d = m.cols() / heads;
    Matrix out(heads * n, d);
    for (int h = 0; h < heads; ++h)
        out.middleRows(h * n, n) = m.middleCols(h * d, d);
    return out;
}

Matrix stacked(const std::vector<Matrix> &blocks)
{
    if (blocks.empty())
        return {};
    Matrix out(Eigen::Index(blocks.size()) * blocks[0].rows(), blocks[0].cols());
    for (std::size_t b = 0; b < blocks.size(); ++b)
        out.middleRows(Eigen::Index(b) * blocks[0].rows(), blocks[0].rows()) = blocks[b];
    return out;
}

BlockStage stage(const QString &name, Matrix data, QList<qsizetype> leading = {}, TokenAxes tokens = TokenAxes::Rows)
{
    qsizetype blocks = 1;
    for (const qsizetype size : leading)
        blocks *= size;
    QList<qsizetype> shape = leading;
    shape << data.rows() / blocks << data.cols();
    return {name, shape, std::move(data), tokens, false};
}

double entryDifference(double a, double b)
{
    if (a == b)  // also two equal infinities: a masked score in both orders
        return 0.0;
    const double difference = std::abs(a - b);
    return std::isnan(difference) ? std::numeric_limits<double>::infinity() : difference;
}

} // namespace

Matrix BlockInput::x() const
{
    if (positions.size() == 0)
        return words;
    if (!concatenate)
        return words + positions;
    Matrix out(words.rows(), words.cols() + positions.cols());
    out << words, positions;
    return out;
}

std::pair<Matrix, Matrix> BlockInput::parts() const
{
    if (!concatenate)
        return {words, positions.size() ? positions : Matrix(Matrix::Zero(words.rows(), words.cols()))};
    Matrix word = Matrix::Zero(words.rows(), words.cols() + positions.cols());
    Matrix position = word;
    word.leftCols(words.cols()) = words;
    position.rightCols(positions.cols()) = positions;
    return {word, position};
}

QString untrainedBlockError(const AttentionOptions &options, bool concatenate)
{
    const bool added = options.positional && isAdditive(options.scheme);
    if (added && options.combine == Combine::Multiply)
        return tr("The block adds the position to the word vectors (or puts it beside them); multiplying is shown in the maps only.");
    if (concatenate && !added)
        return tr("Only a scheme that adds a vector can be put beside the word vectors instead.");
    if (options.positional && (schemeInfo(options.scheme).settings & UsesRopeScale) && options.schemeSettings.ropePartial.way != PartialRope::Full)
        return tr("The block turns every pair of RoPE; a partial RoPE is shown in the maps only.");
    if (options.sinkLogit)
        return tr("The block's attention has no sink; the sink is shown in the maps only.");
    const int width = options.dModel * (concatenate ? 2 : 1);
    if (width < 2 || width > kMaxBlockDModel)
        return concatenate ? tr("The block works with d_model from 1 to %1 when the position is put beside the word vectors (got %2).")
                                 .arg(kMaxBlockDModel / 2)
                                 .arg(options.dModel)
                           : tr("The block works with d_model from 2 to %1 (got %2).").arg(kMaxBlockDModel).arg(options.dModel);
    return {};
}

BlockModel untrainedBlock(const AttentionOptions &options, int tokens, bool concatenate)
{
    if (const QString error = untrainedBlockError(options, concatenate); !error.isEmpty())
        throw InvalidParameter(error);
    BlockModel model;
    ModelConfig &config = model.config;
    config.position = options.positional ? std::optional(options.scheme) : std::nullopt;
    config.causal = options.causal;
    config.heads = options.heads;
    config.dModel = options.dModel * (concatenate ? 2 : 1);
    config.vocabulary = 1;  // the block reads the lab's input, not an embedding
    config.classes = 2;
    config.base = options.base;
    config.score = options.score;
    config.layout = options.layout;
    config.schemeSettings = options.schemeSettings;
    config.schemeSettings.maxLen = std::max(config.schemeSettings.maxLen, tokens);
    config.schemeSettings.t5.causal = options.causal;  // as a causal model of the Training Lab counts its buckets
    config.ropeScaleAsSet = true;  // RoPE's scaling as the lab applies it, whatever the sentence's length
    if (const QString error = validationError(config); !error.isEmpty())
        throw InvalidParameter(error);
    model.parameters = initialParameters(config, options.seed);
    BlockParameters &w = model.parameters.blocks[0];
    if (options.projection == Projection::Random) {
        RandomProjections projections = randomProjections(config.dModel, options.seed);
        w.wq = std::move(projections.query);
        w.wk = std::move(projections.key);
    } else {
        w.wq = Matrix::Identity(config.dModel, config.dModel);
        w.wk = w.wq;
    }
    return model;
}

BlockInput labBlockInput(const AttentionResult &result, const AttentionOptions &options, bool concatenate)
{
    BlockInput input;
    input.words = result.embeddingScale * result.embeddings;
    if (result.positionalEncoding.size() > 0 && options.combine == Combine::Add)
        input.positions = options.positionWeight * result.positionalEncoding;
    input.concatenate = concatenate && input.positions.size() > 0;
    return input;
}

BlockInput modelBlockInput(const BlockModel &model, const std::vector<int> &ids)
{
    BlockInput input;
    input.ids = ids;
    input.words.resize(Eigen::Index(ids.size()), model.config.dModel);
    for (std::size_t i = 0; i < ids.size(); ++i)
        input.words.row(Eigen::Index(i)) = model.parameters.embedding.row(ids[i]);
    input.positions = sentencePositions(model.parameters, model.config, int(ids.size()));
    return input;
}

std::vector<BlockStage> blockStages(const BlockModel &model, const BlockInput &input)
{
    const ModelConfig &config = model.config;
    const int heads = config.heads;
    const SchemeKind kind = kindOf(config);
    const Matrix x = input.x();
    const SentencePass pass = sentenceForward(model.parameters, config, input.ids, model.trained ? nullptr : &x);
    const int l = model.block;
    const BlockActivations &b = pass.activations.blocks[std::size_t(l)];
    const BlockParameters &w = model.parameters.blocks[std::size_t(l)];
    const qsizetype h = heads;

    std::vector<BlockStage> stages;
    const auto add = [&stages](BlockStage s, bool positionEnters = false) {
        s.positionEnters = positionEnters;
        stages.push_back(std::move(s));
    };
    if (l == 0) {
        add(stage(QStringLiteral("words"), input.words));
        if (input.positions.size() > 0)
            add(stage(QStringLiteral("positions"), input.positions), true);
    }
    add(stage(QStringLiteral("x_in"), pass.activations.x[std::size_t(l)]), l == 0 && input.positions.size() > 0);
    add(stage(QStringLiteral("ln1"), b.ln1));
    const bool rope = kind == SchemeKind::RotatesQueriesAndKeys;
    if (rope) {
        Matrix unrotated;
        linearForward(unrotated, b.ln1, w.wq, nullptr);
        add(stage(QStringLiteral("q_unrotated"), splitHeads(unrotated, heads), {h}));
        linearForward(unrotated, b.ln1, w.wk, nullptr);
        add(stage(QStringLiteral("k_unrotated"), splitHeads(unrotated, heads), {h}));
    }
    add(stage(QStringLiteral("q"), splitHeads(b.q, heads), {h}), rope);
    add(stage(QStringLiteral("k"), splitHeads(b.k, heads), {h}), rope);
    add(stage(QStringLiteral("v"), splitHeads(b.v, heads), {h}));
    add(stage(QStringLiteral("scores"), stacked(pass.scores[std::size_t(l)]), {h}, TokenAxes::RowsAndColumns),
        kind == SchemeKind::BiasesScores || kind == SchemeKind::RelativeKeys);
    if (l == 0)
        if (Matrix terms = blockScoreTerms(model, input); terms.size() > 0)
            add(stage(QStringLiteral("score_terms"), std::move(terms), {4, h}, TokenAxes::RowsAndColumns));
    add(stage(QStringLiteral("weights"), b.weights, {h}, TokenAxes::RowsAndColumns));
    add(stage(QStringLiteral("heads"), splitHeads(b.heads, heads), {h}),
        kind == SchemeKind::RelativeKeys && config.schemeSettings.shawValues);
    add(stage(QStringLiteral("concat"), b.heads));
    add(stage(QStringLiteral("attn_out"), b.attention));
    add(stage(QStringLiteral("residual1"), b.residual));
    add(stage(QStringLiteral("ln2"), b.ln2));
    add(stage(QStringLiteral("ffn_hidden"), b.relu));
    add(stage(QStringLiteral("ffn_out"), b.feedForward));
    const Matrix &output = pass.activations.x[std::size_t(l) + 1];
    add(stage(QStringLiteral("residual2"), output));
    Matrix pooled;
    poolForward(pooled, output, {1, int(output.rows())}, config.causal ? Pooling::LastToken : Pooling::Mean);
    add(stage(QStringLiteral("pooled"), std::move(pooled), {}, TokenAxes::None));
    if (model.trained)
        add(stage(QStringLiteral("readout"), pass.activations.probabilities, {}, config.perToken ? TokenAxes::Rows : TokenAxes::None));
    return stages;
}

Matrix blockScoreTerms(const BlockModel &model, const BlockInput &input)
{
    const ModelConfig &config = model.config;
    if (input.positions.size() == 0 || kindOf(config) != SchemeKind::AddedToWords
        || (config.score != Score::Dot && config.score != Score::Scaled))
        return {};
    const auto [word, position] = input.parts();
    const BlockParameters &w = model.parameters.blocks[0];
    Matrix ln;
    Vector mean, rstd;
    layerNormForward(ln, mean, rstd, word + position, w.ln1Gain, w.ln1Bias);
    const auto centred = [&rstd](const Matrix &m) {
        Matrix out = m.colwise() - m.rowwise().mean();
        return Matrix(rstd.asDiagonal() * out);
    };
    Matrix wordLn = centred(word) * w.ln1Gain.row(0).asDiagonal();
    wordLn.rowwise() += w.ln1Bias.row(0);
    const Matrix positionLn = centred(position) * w.ln1Gain.row(0).asDiagonal();
    const Matrix parts[2][2] = {{wordLn * w.wq, positionLn * w.wq}, {wordLn * w.wk, positionLn * w.wk}};
    const Eigen::Index n = word.rows(), d = config.dModel / config.heads;
    const double scale = config.score == Score::Scaled ? 1.0 / std::sqrt(double(d)) : 1.0;
    Matrix terms(4 * config.heads * n, n);
    for (int t = 0; t < 4; ++t)
        for (int h = 0; h < config.heads; ++h)
            terms.middleRows((Eigen::Index(t) * config.heads + h) * n, n) =
                scale * parts[0][t / 2].middleCols(h * d, d) * parts[1][t % 2].middleCols(h * d, d).transpose();
    return terms;
}

double stageDifference(const BlockStage &a, const BlockStage &b, const std::vector<int> &permutation)
{
    if (a.shape != b.shape || a.tokens != b.tokens)
        return std::numeric_limits<double>::infinity();
    double largest = 0.0;
    if (a.tokens == TokenAxes::None) {
        for (Eigen::Index i = 0; i < a.data.size(); ++i)
            largest = std::max(largest, entryDifference(a.data.reshaped()(i), b.data.reshaped()(i)));
        return largest;
    }
    const Eigen::Index n = Eigen::Index(permutation.size());
    if (a.shape.value(a.shape.size() - 2) != n)
        return std::numeric_limits<double>::infinity();
    for (Eigen::Index block = 0; block < a.data.rows() / n; ++block)
        for (Eigen::Index k = 0; k < n; ++k)
            for (Eigen::Index c = 0; c < a.data.cols(); ++c) {
                const Eigen::Index column = a.tokens == TokenAxes::RowsAndColumns ? permutation[std::size_t(c)] : c;
                largest = std::max(largest, entryDifference(a.data(block * n + permutation[std::size_t(k)], column), b.data(block * n + k, c)));
            }
    return largest;
}

namespace {

// Each stage's name in files, its name on screen and its one line (context "pe::BlockStages").
struct StageWords
{
    const char *key;
    const char *title;
    const char *line;
};

const StageWords kStageWords[] = {
    {"words", QT_TRANSLATE_NOOP("pe::BlockStages", "Word vectors"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the word vectors of the tokens (times √d_model when chosen)")},
    {"positions", QT_TRANSLATE_NOOP("pe::BlockStages", "Position vectors"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "what the scheme adds for each position")},
    {"x_in", QT_TRANSLATE_NOOP("pe::BlockStages", "Block input"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the block's input: word vectors with the position added (or beside them)")},
    {"ln1", QT_TRANSLATE_NOOP("pe::BlockStages", "LayerNorm 1"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "LayerNorm of each token's vector")},
    {"q_unrotated", QT_TRANSLATE_NOOP("pe::BlockStages", "Queries before RoPE"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "queries per head, before RoPE turns them")},
    {"k_unrotated", QT_TRANSLATE_NOOP("pe::BlockStages", "Keys before RoPE"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "keys per head, before RoPE turns them")},
    {"q", QT_TRANSLATE_NOOP("pe::BlockStages", "Queries"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "queries per head (after RoPE when chosen)")},
    {"k", QT_TRANSLATE_NOOP("pe::BlockStages", "Keys"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "keys per head (after RoPE when chosen)")},
    {"v", QT_TRANSLATE_NOOP("pe::BlockStages", "Values"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "values per head")},
    {"scores", QT_TRANSLATE_NOOP("pe::BlockStages", "Scores"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "scores per head: scaled, with the scheme's bias and the mask")},
    {"score_terms", QT_TRANSLATE_NOOP("pe::BlockStages", "Four score terms"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the scores split by what the query and the key bring: query word × key word, query word × key position, "
             "query position × key word, query position × key position")},
    {"weights", QT_TRANSLATE_NOOP("pe::BlockStages", "Attention weights"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "attention weights per head: softmax of each row")},
    {"heads", QT_TRANSLATE_NOOP("pe::BlockStages", "Heads' outputs"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "each head's weighted sum of the values, A·V")},
    {"concat", QT_TRANSLATE_NOOP("pe::BlockStages", "Heads side by side"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the heads side by side")},
    {"attn_out", QT_TRANSLATE_NOOP("pe::BlockStages", "Attention output"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the heads mixed by W^O")},
    {"residual1", QT_TRANSLATE_NOOP("pe::BlockStages", "First residual"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the input plus the attention: the first residual")},
    {"ln2", QT_TRANSLATE_NOOP("pe::BlockStages", "LayerNorm 2"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "LayerNorm before the feed-forward layer")},
    {"ffn_hidden", QT_TRANSLATE_NOOP("pe::BlockStages", "Feed-forward units"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the feed-forward layer's 4·d_model units after ReLU")},
    {"ffn_out", QT_TRANSLATE_NOOP("pe::BlockStages", "Feed-forward output"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the feed-forward layer's output")},
    {"residual2", QT_TRANSLATE_NOOP("pe::BlockStages", "Block output"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the block's output: the first residual plus the feed-forward layer")},
    {"pooled", QT_TRANSLATE_NOOP("pe::BlockStages", "Sentence vector"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the sentence as one vector: the mean of the tokens (the last token when causal)")},
    {"readout", QT_TRANSLATE_NOOP("pe::BlockStages", "Answer"),
     QT_TRANSLATE_NOOP("pe::BlockStages", "the trained model's answer: its probabilities after the last block")},
};

const StageWords *stageWords(const QString &name)
{
    for (const StageWords &words : kStageWords)
        if (name == QLatin1String(words.key))
            return &words;
    return nullptr;
}

} // namespace

QString stageTitle(const QString &name)
{
    const StageWords *words = stageWords(name);
    return words ? QCoreApplication::translate("pe::BlockStages", words->title) : name;
}

QString stageDescription(const QString &name)
{
    const StageWords *words = stageWords(name);
    return words ? QCoreApplication::translate("pe::BlockStages", words->line) : QString();
}

} // namespace pe
