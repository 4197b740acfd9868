#include "training/attention_lanes.h"

#include "math/kernels.h"

#include <vector>

namespace pe {

namespace {

// Where a head's block of every sentence sits in an activation: sentence b's rows start at
// b·sentenceStride + firstRow, and the head has `columns` columns from firstColumn. For q, k, v
// (R × D): rows b·n …, columns h·d …; for the weights (B·H·n × n): rows (b·H + h)·n …, all n columns.
struct HeadBlock
{
    Eigen::Index firstRow, sentenceStride, rows, firstColumn, columns;
};

HeadBlock activationBlock(const AttentionShape &shape, Eigen::Index width, int head)
{
    return {0, shape.batch.tokens, shape.batch.tokens, head * width, width};
}

HeadBlock weightsBlock(const AttentionShape &shape, int head)
{
    const Eigen::Index n = shape.batch.tokens;
    return {head * n, shape.heads * n, n, 0, n};
}

// The block into the lanes' layout [row][column][b], and back (written, or added).
void toLanes(std::vector<double> &lanes, const Matrix &x, const HeadBlock &block, Eigen::Index sentences)
{
    lanes.resize(std::size_t(block.rows * block.columns * sentences));
    for (Eigen::Index c = 0; c < block.columns; ++c)
        for (Eigen::Index i = 0; i < block.rows; ++i)
            for (Eigen::Index b = 0; b < sentences; ++b)
                lanes[std::size_t((i * block.columns + c) * sentences + b)] = x(b * block.sentenceStride + block.firstRow + i, block.firstColumn + c);
}

enum class Into { Write, Add };

void fromLanes(Matrix &x, const std::vector<double> &lanes, const HeadBlock &block, Eigen::Index sentences, Into into)
{
    for (Eigen::Index c = 0; c < block.columns; ++c)
        for (Eigen::Index i = 0; i < block.rows; ++i)
            for (Eigen::Index b = 0; b < sentences; ++b) {
                double &entry = x(b * block.sentenceStride + block.firstRow + i, block.firstColumn + c);
                const double value = lanes[std::size_t((i * block.columns + c) * sentences + b)];
                entry = into == Into::Add ? entry + value : value;
            }
}

kernels::LaneShape laneShape(const AttentionShape &shape, Eigen::Index width)
{
    return {shape.batch.sentences, shape.batch.tokens, width, linearScale(shape.scoring.score, width), shape.causal};
}

} // namespace

bool lanesApply(const AttentionShape &shape)
{
    return (shape.scoring.score == Score::Dot || shape.scoring.score == Score::Scaled) && !shape.scoring.relativeKeys
        && !shape.relativeValues;
}

void laneAttentionForward(Matrix &out, Matrix &weights, const Matrix &q, const Matrix &k, const Matrix &v,
                          const AttentionShape &shape)
{
    const Eigen::Index width = q.cols() / shape.heads, sentences = shape.batch.sentences;
    const kernels::LaneShape lane = laneShape(shape, width);
    std::vector<double> queries, keys, values, heads(std::size_t(sentences * shape.batch.tokens * width)),
        headWeights(std::size_t(sentences * shape.batch.tokens * shape.batch.tokens)), scratch(std::size_t(2 * sentences));
    for (int h = 0; h < shape.heads; ++h) {
        const HeadBlock block = activationBlock(shape, width, h);
        toLanes(queries, q, block, sentences);
        toLanes(keys, k, block, sentences);
        toLanes(values, v, block, sentences);
        const double *bias = shape.bias ? shape.bias->data() + Eigen::Index(h) * shape.batch.tokens : nullptr;
        kernels::laneAttention(headWeights.data(), heads.data(), queries.data(), keys.data(), values.data(), bias,
                               shape.bias ? shape.bias->rows() : 0, lane, scratch.data());
        fromLanes(out, heads, block, sentences, Into::Write);
        fromLanes(weights, headWeights, weightsBlock(shape, h), sentences, Into::Write);
    }
}

void laneAttentionBackward(Matrix &dq, Matrix &dk, Matrix &dv, Matrix *dBias, const Matrix &dOut, const Matrix &q,
                           const Matrix &k, const Matrix &v, const Matrix &weights, const AttentionShape &shape)
{
    const Eigen::Index width = q.cols() / shape.heads, sentences = shape.batch.sentences, n = shape.batch.tokens;
    const kernels::LaneShape lane = laneShape(shape, width);
    std::vector<double> queries, keys, values, headWeights, gradient, dQueries, dKeys, dValues,
        scratch(std::size_t((n * n + n) * sentences));
    for (int h = 0; h < shape.heads; ++h) {
        const HeadBlock block = activationBlock(shape, width, h);
        toLanes(queries, q, block, sentences);
        toLanes(keys, k, block, sentences);
        toLanes(values, v, block, sentences);
        toLanes(headWeights, weights, weightsBlock(shape, h), sentences);
        toLanes(gradient, dOut, block, sentences);
        dQueries.assign(queries.size(), 0.0);  // the kernel adds to them
        dKeys.assign(keys.size(), 0.0);
        dValues.assign(values.size(), 0.0);
        double *biasGradient = dBias ? dBias->data() + h * n : nullptr;
        kernels::laneAttentionBackward(dQueries.data(), dKeys.data(), dValues.data(), biasGradient, dBias ? dBias->rows() : 0,
                                       gradient.data(), queries.data(), keys.data(), values.data(), headWeights.data(), lane,
                                       scratch.data());
        fromLanes(dq, dQueries, block, sentences, Into::Add);
        fromLanes(dk, dKeys, block, sentences, Into::Add);
        fromLanes(dv, dValues, block, sentences, Into::Add);
    }
}

} // namespace pe
