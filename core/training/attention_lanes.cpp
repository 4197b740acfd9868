#include "training/attention_lanes.h"

#include "math/kernels.h"

#include <vector>

namespace pe {

namespace {

// The lanes read and write the arrays where they are: rows are token by token with the B
// sentences innermost, so element (i, c) of sentence b, for a block starting at `first`, sits at
// first + i·B + c·(x's rows). For q, k, v (R × D, row t·B + b): head h's columns start at h·d·R;
// for the weights (B·H·n × n, row (h·n + i)·B + b): head h's rows start at h·n·B.
template <typename Lanes, typename Array>
Lanes lanesOf(Array &x, Eigen::Index first, Eigen::Index sentences)
{
    return {x.data() + first, sentences, x.rows()};
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
    using kernels::LaneInput, kernels::LaneOutput;
    const Eigen::Index width = q.cols() / shape.heads, sentences = shape.batch.sentences, n = shape.batch.tokens;
    const kernels::LaneShape lane = laneShape(shape, width);
    std::vector<double> scratch(std::size_t(2 * sentences));
    for (int h = 0; h < shape.heads; ++h) {
        const Eigen::Index head = h * width * q.rows(), headWeights = h * n * sentences;
        const double *bias = shape.bias ? shape.bias->data() + h * n : nullptr;
        kernels::laneAttention(lanesOf<LaneOutput>(weights, headWeights, sentences), lanesOf<LaneOutput>(out, head, sentences),
                               lanesOf<LaneInput>(q, head, sentences), lanesOf<LaneInput>(k, head, sentences),
                               lanesOf<LaneInput>(v, head, sentences), bias, shape.bias ? shape.bias->rows() : 0, lane,
                               scratch.data());
    }
}

void laneAttentionBackward(Matrix &dq, Matrix &dk, Matrix &dv, Matrix *dBias, const Matrix &dOut, const Matrix &q,
                           const Matrix &k, const Matrix &v, const Matrix &weights, const AttentionShape &shape)
{
    using kernels::LaneInput, kernels::LaneOutput;
    const Eigen::Index width = q.cols() / shape.heads, sentences = shape.batch.sentences, n = shape.batch.tokens;
    const kernels::LaneShape lane = laneShape(shape, width);
    std::vector<double> scratch(std::size_t((n * n + n) * sentences));
    for (int h = 0; h < shape.heads; ++h) {
        const Eigen::Index head = h * width * q.rows(), headWeights = h * n * sentences;
        double *biasGradient = dBias ? dBias->data() + h * n : nullptr;
        kernels::laneAttentionBackward(lanesOf<LaneOutput>(dq, head, sentences), lanesOf<LaneOutput>(dk, head, sentences),
                                       lanesOf<LaneOutput>(dv, head, sentences), biasGradient, dBias ? dBias->rows() : 0,
                                       lanesOf<LaneInput>(dOut, head, sentences), lanesOf<LaneInput>(q, head, sentences),
                                       lanesOf<LaneInput>(k, head, sentences), lanesOf<LaneInput>(v, head, sentences),
                                       lanesOf<LaneInput>(weights, headWeights, sentences), lane, scratch.data());
    }
}

} // namespace pe
