#include "training/model.h"

#include "schemes/setting_table.h"

#include "schemes/table.h"
#include "text/token_embedding.h"
#include "math/kernels.h"
#include "math/translate.h"

#include <cmath>

namespace pe {

namespace {

constexpr double kInitialDeviation = 0.02;

// What the model's scheme learns, from the scheme's table entry.
TrainedPart trainedPart(const ModelConfig &config)
{
    return config.position ? schemeInfo(*config.position).trained : TrainedPart::Nothing;
}

bool usesTable(const ModelConfig &config)
{
    return trainedPart(config) == TrainedPart::PositionTable;
}

// The positions added to the word vectors for n tokens: a scheme's matrix, the learned table's
// rows, or nothing (none and the schemes that act inside attention: RoPE, ALiBi, T5, Shaw).
const Matrix *addedPositions(const ModelConfig &config, const ModelParameters &parameters, int tokens, Matrix &storage)
{
    if (!config.position || !isAdditive(*config.position))
        return nullptr;
    if (usesTable(config))
        return &parameters.position;
    SchemeParams params;
    params.scheme = *config.position;
    params.encoding = SinusoidalParams{config.dModel, tokens, config.base, config.layout};
    storage = schemeMatrix(params);
    return &storage;
}

bool learnsBias(const ModelConfig &config)
{
    return trainedPart(config) == TrainedPart::BucketValues;
}

// The bias (H·n × n) on every block's scores, head under head: a fixed one from the scheme's entry
// (ALiBi's slopes), or T5's from its learned bucket values; (0 × 0) for the other schemes.
Matrix scoreBias(const ModelConfig &config, const ModelParameters &parameters, int tokens)
{
    Matrix bias;
    if (kindOf(config) != SchemeKind::BiasesScores)
        return bias;
    bias.resize(Eigen::Index(config.heads) * tokens, tokens);
    SchemeParams params;
    params.scheme = *config.position;
    params.heads = config.heads;
    for (int h = 0; h < config.heads; ++h)
        bias.middleRows(Eigen::Index(h) * tokens, tokens) = learnsBias(config) ? t5Bias(tokens, config.schemeSettings.t5, parameters.relativeBias, h)
                                                                               : schemeInfo(params.scheme).scoreBias(params, tokens, h);
    return bias;
}

bool learnsRelativeKeys(const ModelConfig &config)
{
    return trainedPart(config) == TrainedPart::RelativeVectors;
}

bool learnsRelativeValues(const ModelConfig &config)
{
    return learnsRelativeKeys(config) && config.schemeSettings.shawValues;
}

AttentionShape attentionShape(const ModelConfig &config, BatchShape batch, const Matrix &bias, const BlockParameters &block)
{
    return {batch, config.heads, config.causal, bias.size() > 0 ? &bias : nullptr,
            {config.score, &block.score, learnsRelativeKeys(config) ? &block.relativeKeys : nullptr, config.schemeSettings.shawClip},
            learnsRelativeValues(config) ? &block.relativeValues : nullptr};
}

Pooling pooling(const ModelConfig &config)
{
    return config.causal ? Pooling::LastToken : Pooling::Mean;
}

// RoPE's cosines and sines for sentences of n tokens; empty for the other schemes.
RopeTables ropeFor(const ModelConfig &config, int tokens)
{
    if (kindOf(config) != SchemeKind::RotatesQueriesAndKeys)
        return {};
    return ropeTables(tokens, config.dModel / config.heads, config.base, ropeScaleFor(config, tokens));
}

} // namespace

// The blocks on a.x[0] (R × D), then LN_f, the pooling and the head; returns the loss. Outside the
// anonymous namespace, so that the unity build's other linearForward() overloads do not hide pe's.
static double blocksAndHeadForward(ModelActivations &a, const ModelParameters &p, const ModelConfig &config, const Batch &batch)
{
    const BatchShape shape = batch.shape;
    const RopeTables rope = ropeFor(config, shape.tokens);
    a.scoreBias = scoreBias(config, p, shape.tokens);
    a.x.resize(p.blocks.size() + 1);
    a.blocks.resize(p.blocks.size());
    for (std::size_t l = 0; l < p.blocks.size(); ++l) {
        const BlockParameters &w = p.blocks[l];
        BlockActivations &b = a.blocks[l];
        layerNormForward(b.ln1, b.ln1Mean, b.ln1Rstd, a.x[l], w.ln1Gain, w.ln1Bias);
        linearForward(b.q, b.ln1, w.wq, nullptr);
        linearForward(b.k, b.ln1, w.wk, nullptr);
        linearForward(b.v, b.ln1, w.wv, nullptr);
        if (kindOf(config) == SchemeKind::RotatesQueriesAndKeys) {
            ropeForward(b.q, rope, shape, config.heads, config.schemeSettings.ropeLayout);
            ropeForward(b.k, rope, shape, config.heads, config.schemeSettings.ropeLayout);
        }
        attentionForward(b.heads, b.weights, b.q, b.k, b.v, attentionShape(config, shape, a.scoreBias, w));
        linearForward(b.attention, b.heads, w.wo, nullptr);
        b.residual = a.x[l] + b.attention;
        layerNormForward(b.ln2, b.ln2Mean, b.ln2Rstd, b.residual, w.ln2Gain, w.ln2Bias);
        linearForward(b.hidden, b.ln2, w.w1, &w.b1);
        reluForward(b.relu, b.hidden);
        linearForward(b.feedForward, b.relu, w.w2, &w.b2);
        a.x[l + 1] = b.residual + b.feedForward;
    }
    layerNormForward(a.final, a.finalMean, a.finalRstd, a.x.back(), p.lnFGain, p.lnFBias);
    if (config.perToken) {  // the layers' rows are token by token, the logits' sentence by sentence as the labels
        linearForward(a.logits, a.final, p.headWeight, &p.headBias);
        a.logits = reorderRows(a.logits, shape, RowOrder::BySentence);
    } else {
        poolForward(a.pooled, a.final, shape, pooling(config));
        linearForward(a.logits, a.pooled, p.headWeight, &p.headBias);
    }
    return crossEntropyForward(a.probabilities, a.logits, batch.labels);
}

SchemeKind kindOf(const ModelConfig &config)
{
    return config.position ? schemeInfo(*config.position).kind : SchemeKind::AddedToWords;
}

QString positionName(const std::optional<Scheme> &position)
{
    return position ? schemeName(*position) : QStringLiteral("none");
}

QString validationError(const ModelConfig &config)
{
    if (config.layers < 1 || config.layers > kMaxTrainingLayers)
        return tr("layers must be from 1 to %1 (got %2).").arg(kMaxTrainingLayers).arg(config.layers);
    if (config.dModel < 2 || config.dModel > kMaxTrainingDModel)
        return tr("d_model must be from 2 to %1 for training (got %2).").arg(kMaxTrainingDModel).arg(config.dModel);
    if (config.heads < 1 || config.heads > kMaxTrainingHeads || config.dModel % config.heads != 0)
        return tr("heads must be from 1 to %1 and divide d_model (%2), got %3.").arg(kMaxTrainingHeads).arg(config.dModel).arg(config.heads);
    if (config.vocabulary < 1 || config.classes < 2)
        return tr("a task needs at least one word and two answers.");
    if (usesTable(config) && (config.schemeSettings.maxLen < 1 || config.schemeSettings.maxLen > kMaxPositions))
        return tr("max_len must be from 1 to %1 (got %2).").arg(kMaxPositions).arg(config.schemeSettings.maxLen);
    if (!std::isfinite(config.base) || config.base <= 1.0)
        return tr("base must be a number greater than 1 (got %1).").arg(shortestText(config.base));
    if (learnsBias(config))
        if (const QString error = validationError(config.schemeSettings.t5); !error.isEmpty())
            return error;
    if (kindOf(config) == SchemeKind::RotatesQueriesAndKeys)
        if (const QString error = validationError(ropeScaleFor(config, config.schemeSettings.maxLen + 1)); !error.isEmpty())
            return error;
    return numberSettingsError(config.schemeSettings, config.position ? schemeInfo(*config.position).settings : 0);
}

bool hasEncoding(const ModelConfig &config, int tokens)
{
    return !usesTable(config) || tokens <= config.schemeSettings.maxLen;
}

RopeScale ropeScaleFor(const ModelConfig &config, int tokens)
{
    if (config.ropeScaleAsSet || tokens <= config.schemeSettings.maxLen)
        return config.ropeScaleAsSet ? config.schemeSettings.ropeScale : RopeScale{};
    // The factor the sentence needs and the training length as L0; dynamic NTK reads the length
    // itself, so its factor is 1 (with which its base is NTK's at n / L0).
    RopeScale scale = config.schemeSettings.ropeScale;
    scale.originalLength = config.schemeSettings.maxLen;
    scale.factor = scale.scaling == RopeScaling::DynamicNtk ? 1.0 : double(tokens) / config.schemeSettings.maxLen;
    return scale;
}

std::vector<NamedTensor> namedTensors(ModelParameters &p)
{
    std::vector<NamedTensor> tensors{{QStringLiteral("embedding"), &p.embedding, false}};
    if (p.position.size() > 0)
        tensors.push_back({QStringLiteral("position"), &p.position, false});
    if (p.relativeBias.size() > 0)
        tensors.push_back({QStringLiteral("relative_bias"), &p.relativeBias, false});
    for (std::size_t b = 0; b < p.blocks.size(); ++b) {
        BlockParameters &block = p.blocks[b];
        const QString prefix = QStringLiteral("block%1.").arg(b);
        for (auto [name, tensor, vector] : {std::tuple{"ln1.gain", &block.ln1Gain, true}, {"ln1.bias", &block.ln1Bias, true},
                                            {"wq", &block.wq, false}, {"wk", &block.wk, false}, {"wv", &block.wv, false},
                                            {"wo", &block.wo, false}, {"ln2.gain", &block.ln2Gain, true},
                                            {"ln2.bias", &block.ln2Bias, true}, {"w1", &block.w1, false},
                                            {"b1", &block.b1, true}, {"w2", &block.w2, false}, {"b2", &block.b2, true}})
            tensors.push_back({prefix + QLatin1String(name), tensor, vector});
        if (block.relativeKeys.size() > 0)
            tensors.push_back({prefix + QStringLiteral("relative_keys"), &block.relativeKeys, false});
        if (block.relativeValues.size() > 0)
            tensors.push_back({prefix + QStringLiteral("relative_values"), &block.relativeValues, false});
        for (auto [name, tensor] : {std::pair{"score_w1", &block.score.w1}, {"score_w2", &block.score.w2},
                                    {"score_v", &block.score.v}, {"score_bilinear", &block.score.bilinear}})
            if (tensor->size() > 0)
                tensors.push_back({prefix + QLatin1String(name), tensor, false});
    }
    tensors.push_back({QStringLiteral("ln_f.gain"), &p.lnFGain, true});
    tensors.push_back({QStringLiteral("ln_f.bias"), &p.lnFBias, true});
    tensors.push_back({QStringLiteral("head.w"), &p.headWeight, false});
    tensors.push_back({QStringLiteral("head.b"), &p.headBias, true});
    return tensors;
}

ModelParameters initialParameters(const ModelConfig &config, quint64 seed)
{
    const QString error = validationError(config);
    if (!error.isEmpty())
        throw InvalidParameter(error);
    const int d = config.dModel;
    ModelParameters p;
    p.embedding.resize(config.vocabulary, d);
    if (usesTable(config))
        p.position.resize(config.schemeSettings.maxLen, d);
    if (learnsBias(config))
        p.relativeBias.resize(config.heads, config.schemeSettings.t5.buckets);
    p.blocks.resize(config.layers);
    for (BlockParameters &block : p.blocks) {
        block.ln1Gain = block.ln2Gain = Matrix::Ones(1, d);
        block.ln1Bias = block.ln2Bias = block.b2 = Matrix::Zero(1, d);
        block.wq = block.wk = block.wv = block.wo = Matrix(d, d);
        block.w1.resize(d, 4 * d);
        block.b1 = Matrix::Zero(1, 4 * d);
        block.w2.resize(4 * d, d);
        if (learnsRelativeKeys(config))
            block.relativeKeys.resize(Eigen::Index(config.heads) * (2 * config.schemeSettings.shawClip + 1), d / config.heads);
        if (learnsRelativeValues(config))
            block.relativeValues.resize(block.relativeKeys.rows(), block.relativeKeys.cols());
        block.score = scoreParameterShapes(config.score, config.heads, d / config.heads);
    }
    p.lnFGain = Matrix::Ones(1, d);
    p.lnFBias = Matrix::Zero(1, d);
    p.headWeight.resize(d, config.classes);
    p.headBias = Matrix::Zero(1, config.classes);
    for (const NamedTensor &named : namedTensors(p))
        if (!named.vector)
            *named.tensor = randomNormalMatrix(int(named.tensor->rows()), int(named.tensor->cols()), kInitialDeviation,
                                               seed ^ fnv1a64(named.name.toUtf8()));
    return p;
}

ModelParameters zerosLike(const ModelParameters &parameters)
{
    ModelParameters zeros = parameters;
    for (const NamedTensor &named : namedTensors(zeros))
        named.tensor->setZero();
    return zeros;
}

double modelForward(ModelActivations &a, const ModelParameters &p, const ModelConfig &config, const Batch &batch)
{
    Matrix positions;
    a.x.resize(p.blocks.size() + 1);
    embeddingForward(a.x[0], batch.ids, batch.shape, p.embedding, addedPositions(config, p, batch.shape.tokens, positions));
    return blocksAndHeadForward(a, p, config, batch);
}

SentencePass sentenceForward(const ModelParameters &p, const ModelConfig &config, const std::vector<int> &ids, const Matrix *input)
{
    const int n = int(input ? input->rows() : Eigen::Index(ids.size()));
    Batch batch;
    batch.shape = {1, n};
    batch.ids = ids;
    batch.labels.assign(config.perToken ? std::size_t(n) : 1, 0);
    SentencePass pass;
    ModelActivations &a = pass.activations;
    if (input) {
        a.x.resize(p.blocks.size() + 1);
        a.x[0] = *input;
        blocksAndHeadForward(a, p, config, batch);
    } else {
        modelForward(a, p, config, batch);
    }
    pass.scores.resize(p.blocks.size());
    Matrix scores(n, n);
    for (std::size_t l = 0; l < p.blocks.size(); ++l) {
        const AttentionShape shape = attentionShape(config, batch.shape, a.scoreBias, p.blocks[l]);
        for (int h = 0; h < config.heads; ++h) {
            attentionScores(scores, a.blocks[l].q, a.blocks[l].k, 0, h, shape);
            pass.scores[l].push_back(scores);
        }
    }
    return pass;
}

Matrix sentencePositions(const ModelParameters &p, const ModelConfig &config, int tokens)
{
    Matrix storage;
    const Matrix *added = addedPositions(config, p, tokens, storage);
    return added ? Matrix(added->topRows(tokens)) : Matrix();
}

FirstLayerAttention firstLayerAttention(const ModelParameters &p, const ModelConfig &config, const std::vector<int> &ids)
{
    SentencePass pass = sentenceForward(p, config, ids);
    const Eigen::Index n = Eigen::Index(ids.size());
    FirstLayerAttention result;
    result.positions = sentencePositions(p, config, int(n));
    result.input = pass.activations.x[0];
    result.scores = std::move(pass.scores[0]);
    for (int h = 0; h < config.heads; ++h)
        result.weights.push_back(pass.activations.blocks[0].weights.middleRows(Eigen::Index(h) * n, n));
    return result;
}

void modelBackward(ModelParameters &g, ModelActivations &a, const ModelParameters &p, const ModelConfig &config,
                   const Batch &batch)
{
    const BatchShape shape = batch.shape;
    const RopeTables rope = ropeFor(config, shape.tokens);
    ActivationGradients &d = a.gradients;
    // The backward functions add to what they are given: each gradient starts at zero.
    const auto zeroLike = [](Matrix &gradient, const Matrix &like) -> Matrix & {
        gradient.setZero(like.rows(), like.cols());
        return gradient;
    };
    crossEntropyBackward(d.logits, a.probabilities, batch.labels);
    Matrix *dBias = learnsBias(config) ? &zeroLike(d.bias, a.scoreBias) : nullptr;
    zeroLike(d.final, a.final);
    if (config.perToken) {
        linearBackward(&d.final, g.headWeight, &g.headBias, reorderRows(d.logits, shape, RowOrder::ByToken), a.final,
                       p.headWeight);
    } else {
        linearBackward(&zeroLike(d.pooled, a.pooled), g.headWeight, &g.headBias, d.logits, a.pooled, p.headWeight);
        poolBackward(d.final, d.pooled, shape, pooling(config));
    }
    layerNormBackward(zeroLike(d.x, a.x.back()), g.lnFGain, g.lnFBias, d.final, a.x.back(), a.finalMean, a.finalRstd, p.lnFGain);
    for (std::size_t l = p.blocks.size(); l-- > 0;) {
        const BlockParameters &w = p.blocks[l];
        BlockParameters &gw = g.blocks[l];
        const BlockActivations &b = a.blocks[l];
        // x' = h + FF(LN2(h)): dx flows to h directly and through the feed-forward layer.
        d.residual = d.x;
        linearBackward(&zeroLike(d.relu, b.relu), gw.w2, &gw.b2, d.x, b.relu, w.w2);
        reluBackward(zeroLike(d.hidden, b.hidden), d.relu, b.hidden);
        linearBackward(&zeroLike(d.ln2, b.ln2), gw.w1, &gw.b1, d.hidden, b.ln2, w.w1);
        layerNormBackward(d.residual, gw.ln2Gain, gw.ln2Bias, d.ln2, b.residual, b.ln2Mean, b.ln2Rstd, w.ln2Gain);
        // h = x + Attn(LN1(x)).
        d.input = d.residual;
        linearBackward(&zeroLike(d.heads, b.heads), gw.wo, nullptr, d.residual, b.heads, w.wo);
        const AttentionGradients attentionGradients{dBias, {learnsRelativeKeys(config) ? &gw.relativeKeys : nullptr, &gw.score},
                                                    learnsRelativeValues(config) ? &gw.relativeValues : nullptr};
        attentionBackward(zeroLike(d.q, b.q), zeroLike(d.k, b.k), zeroLike(d.v, b.v), attentionGradients, d.heads, b.q, b.k,
                          b.v, b.weights, attentionShape(config, shape, a.scoreBias, w));
        if (kindOf(config) == SchemeKind::RotatesQueriesAndKeys) {
            ropeBackward(d.q, rope, shape, config.heads, config.schemeSettings.ropeLayout);
            ropeBackward(d.k, rope, shape, config.heads, config.schemeSettings.ropeLayout);
        }
        zeroLike(d.ln1, b.ln1);
        linearBackward(&d.ln1, gw.wq, nullptr, d.q, b.ln1, w.wq);
        linearBackward(&d.ln1, gw.wk, nullptr, d.k, b.ln1, w.wk);
        linearBackward(&d.ln1, gw.wv, nullptr, d.v, b.ln1, w.wv);
        layerNormBackward(d.input, gw.ln1Gain, gw.ln1Bias, d.ln1, a.x[l], b.ln1Mean, b.ln1Rstd, w.ln1Gain);
        std::swap(d.x, d.input);
    }
    // Every block adds the same bias: dBias holds all their gradients.
    if (dBias)
        t5BiasBackward(g.relativeBias, *dBias, t5BucketMap(shape.tokens, config.schemeSettings.t5));
    embeddingBackward(g.embedding, usesTable(config) ? &g.position : nullptr, d.x, batch.ids, shape);
}

Adam::Adam(const ModelParameters &parameters, double learningRate)
    : m_learningRate(learningRate), m_first(zerosLike(parameters)), m_second(zerosLike(parameters))
{
}

void Adam::step(ModelParameters &parameters, ModelParameters &gradients)
{
    constexpr double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
    ++m_step;
    const double correction1 = 1.0 - std::pow(beta1, m_step);
    const double correction2Root = std::sqrt(1.0 - std::pow(beta2, m_step));
    const kernels::AdamStep adamStep{beta1, beta2, epsilon, m_learningRate / correction1, correction2Root};
    const std::vector<NamedTensor> theta = namedTensors(parameters);
    const std::vector<NamedTensor> g = namedTensors(gradients);
    const std::vector<NamedTensor> m = namedTensors(m_first);
    const std::vector<NamedTensor> v = namedTensors(m_second);
    for (std::size_t i = 0; i < theta.size(); ++i)
        kernels::adam(theta[i].tensor->data(), m[i].tensor->data(), v[i].tensor->data(), g[i].tensor->data(),
                      theta[i].tensor->size(), adamStep);
}

} // namespace pe
