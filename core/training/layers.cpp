#include "training/layers.h"

#include "math/kernels.h"
#include "training/attention_lanes.h"
#include "math/matrix_products.h"

#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace pe {

namespace {

constexpr double kLayerNormEpsilon = 1e-5;  // PyTorch's default

using Strides = Eigen::Stride<Eigen::Dynamic, Eigen::Dynamic>;

// Sentence b's n rows of x, (first + t)·B + b, in the columns [column, column + columns): rows
// t·B + b of an activation (first 0), rows (h·n + i)·B + b of head h's weights (first h·n).
template <typename Array>
Eigen::Map<Array, 0, Strides> sentenceRows(Array &x, BatchShape shape, int b, Eigen::Index first, Eigen::Index column,
                                           Eigen::Index columns)
{
    return Eigen::Map<Array, 0, Strides>(x.data() + column * x.rows() + first * shape.sentences + b, shape.tokens, columns,
                                         Strides(x.rows(), shape.sentences));
}

} // namespace

// Column by column below: each column of a column-major matrix is contiguous. Row r is token t
// of sentence b, r = t·B + b, and ids are sentence by sentence (ids[b·n + t]).
void embeddingForward(Matrix &out, const std::vector<int> &ids, BatchShape shape, const Matrix &embedding,
                      const Matrix *positions)
{
    out.resize(shape.rows(), embedding.cols());
    for (Eigen::Index j = 0; j < out.cols(); ++j)
        for (int t = 0, r = 0; t < shape.tokens; ++t) {
            const double position = positions ? (*positions)(t, j) : 0.0;
            for (int b = 0; b < shape.sentences; ++b, ++r)
                out(r, j) = embedding(ids[std::size_t(b * shape.tokens + t)], j) + position;
        }
}

void embeddingBackward(Matrix &dEmbedding, Matrix *dPositions, const Matrix &dOut, const std::vector<int> &ids,
                       BatchShape shape)
{
    for (Eigen::Index j = 0; j < dOut.cols(); ++j)
        for (int t = 0, r = 0; t < shape.tokens; ++t)
            for (int b = 0; b < shape.sentences; ++b, ++r) {
                dEmbedding(ids[std::size_t(b * shape.tokens + t)], j) += dOut(r, j);
                if (dPositions)
                    (*dPositions)(t, j) += dOut(r, j);
            }
}

Matrix reorderRows(const Matrix &x, BatchShape shape, RowOrder to)
{
    // How far apart the rows of two neighbouring sentences and of two neighbouring tokens are.
    const Eigen::Index sentences = shape.sentences, n = shape.tokens;
    const std::pair<Eigen::Index, Eigen::Index> byToken{1, sentences}, bySentence{n, 1};
    const auto [intoSentence, intoToken] = to == RowOrder::ByToken ? byToken : bySentence;
    const auto [fromSentence, fromToken] = to == RowOrder::ByToken ? bySentence : byToken;
    Matrix reordered(x.rows(), x.cols());
    for (Eigen::Index j = 0; j < x.cols(); ++j) {
        const double *from = x.col(j).data();
        double *into = reordered.col(j).data();
        for (Eigen::Index b = 0; b < sentences; ++b)
            for (Eigen::Index t = 0; t < n; ++t)
                into[b * intoSentence + t * intoToken] = from[b * fromSentence + t * fromToken];
    }
    return reordered;
}

void linearForward(Matrix &out, const Matrix &in, const Matrix &weight, const Matrix *bias)
{
    if (!bias)
        return multiply(out, in, Transposed::No, weight, Transposed::No);
    // The product added to rows that start as the bias: one pass over out fewer than zeroing it
    // for the product and adding the bias after. The bias is then added first, as PyTorch's addmm
    // does: where OpenBLAS sums a long inner dimension in blocks (over 256 on Zen; the feed-forward's
    // second layer at d_model above 64), the last bit may differ from adding it after the product.
    out = bias->row(0).replicate(in.rows(), 1);
    multiply(out, in, Transposed::No, weight, Transposed::No, 1.0);
}

void linearBackward(Matrix *dIn, Matrix &dWeight, Matrix *dBias, const Matrix &dOut, const Matrix &in,
                    const Matrix &weight)
{
    multiply(dWeight, in, Transposed::Yes, dOut, Transposed::No, 1.0);
    if (dBias)
        *dBias += dOut.colwise().sum();
    if (dIn)
        multiply(*dIn, dOut, Transposed::No, weight, Transposed::Yes, 1.0);
}

void layerNormForward(Matrix &out, Vector &mean, Vector &rstd, const Matrix &in, const Matrix &gain,
                      const Matrix &bias)
{
    out.resize(in.rows(), in.cols());
    mean.resize(in.rows());
    rstd.resize(in.rows());
    kernels::layerNorm(out.data(), mean.data(), rstd.data(), in.data(), gain.data(), bias.data(), in.rows(), in.cols(),
                       kLayerNormEpsilon);
}

void layerNormBackward(Matrix &dIn, Matrix &dGain, Matrix &dBias, const Matrix &dOut, const Matrix &in,
                       const Vector &mean, const Vector &rstd, const Matrix &gain)
{
    Vector scratch(2 * in.rows());
    kernels::layerNormBackward(dIn.data(), dGain.data(), dBias.data(), dOut.data(), in.data(), mean.data(), rstd.data(),
                               gain.data(), in.rows(), in.cols(), scratch.data());
}

void reluForward(Matrix &out, const Matrix &in)
{
    out.resize(in.rows(), in.cols());
    kernels::relu(out.data(), in.data(), in.size());
}

void reluBackward(Matrix &dIn, const Matrix &dOut, const Matrix &in)
{
    kernels::reluBackward(dIn.data(), dOut.data(), in.data(), in.size());
}

RopeTables ropeTables(int tokens, int headWidth, double base, const RopeScale &scale)
{
    // The head's own width sets the frequencies, as in RoFormer and LLaMA, so every head has the
    // whole range of wavelengths; YaRN's attention factor multiplies cos and sin, as in Hugging Face.
    const Vector omega = ropeFrequencies(headWidth, base, scale, tokens);
    const double attention = ropeAttentionFactor(scale);
    RopeTables tables{Matrix(tokens, omega.size()), Matrix(tokens, omega.size())};
    for (Eigen::Index i = 0; i < omega.size(); ++i)
        for (int t = 0; t < tokens; ++t) {
            tables.cosines(t, i) = attention * std::cos(t * omega(i));
            tables.sines(t, i) = attention * std::sin(t * omega(i));
        }
    return tables;
}

namespace {

// Turns each pair by +θ (direction 1) or −θ (direction −1).
void rotatePairs(Matrix &x, const RopeTables &tables, BatchShape shape, int heads, Layout layout, double direction)
{
    const int width = int(x.cols()) / heads;
    const Eigen::Index pairs = tables.cosines.cols();
    // The two columns of each pair inside a head: the sine and cosine columns of the sinusoidal layout.
    std::vector<std::pair<int, int>> columns(pairs);
    for (Eigen::Index i = 0; i < pairs; ++i)
        columns[i] = {dimensionOf({int(i), true}, width, layout), dimensionOf({int(i), false}, width, layout)};
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
        const Eigen::Index t = r / shape.sentences;
        for (int h = 0; h < heads; ++h)
            for (Eigen::Index i = 0; i < pairs; ++i) {
                const double c = tables.cosines(t, i);
                const double s = direction * tables.sines(t, i);
                double &first = x(r, h * width + columns[i].first);
                double &second = x(r, h * width + columns[i].second);
                const double e = first;
                first = c * e - s * second;
                second = s * e + c * second;
            }
    }
}

} // namespace

namespace {

// Head h's 2k + 1 rows of Shaw's vectors.
template <typename Stacked>
auto headRelations(Stacked &stacked, int head, int clip)
{
    return stacked.middleRows(Eigen::Index(head) * (2 * clip + 1), 2 * clip + 1);
}

} // namespace

void ropeForward(Matrix &x, const RopeTables &tables, BatchShape shape, int heads, Layout layout)
{
    rotatePairs(x, tables, shape, heads, layout, 1.0);
}

void ropeBackward(Matrix &dx, const RopeTables &tables, BatchShape shape, int heads, Layout layout)
{
    rotatePairs(dx, tables, shape, heads, layout, -1.0);
}

namespace {

// S_h + G_h + M of one sentence and head, from its queries and keys (n × d).
void headScores(Matrix &scores, const ConstBlock &q, const ConstBlock &k, int head, const AttentionShape &shape)
{
    const int n = shape.batch.tokens;
    headScoresForward(scores, q, k, head, shape.scoring);
    if (shape.bias)
        scores += shape.bias->middleRows(Eigen::Index(head) * n, n);
    if (shape.causal)
        for (int i = 0; i < n; ++i)
            scores.row(i).tail(n - 1 - i).setConstant(-std::numeric_limits<double>::infinity());
}

} // namespace

void attentionScores(Matrix &scores, const Matrix &q, const Matrix &k, int sentence, int head, const AttentionShape &shape)
{
    const Eigen::Index width = q.cols() / shape.heads;
    headScores(scores, sentenceRows(q, shape.batch, sentence, 0, head * width, width),
               sentenceRows(k, shape.batch, sentence, 0, head * width, width), head, shape);
}

// Below, the scores the lanes do not take: Eigen's small products per sentence and head, which run
// in vectors only down contiguous columns. So q, k, v and dOut are put sentence by sentence first
// (qS: row b·n + t; one pass each), and the results put back token by token; the weights stay
// where the lanes keep them.

void attentionForward(Matrix &out, Matrix &weights, const Matrix &q, const Matrix &k, const Matrix &v,
                      const AttentionShape &shape)
{
    const int n = shape.batch.tokens;
    const Eigen::Index width = q.cols() / shape.heads;
    out.resize(q.rows(), q.cols());
    weights.resize(Eigen::Index(shape.batch.sentences) * shape.heads * n, n);
    if (lanesApply(shape))
        return laneAttentionForward(out, weights, q, k, v, shape);
    const Matrix qS = reorderRows(q, shape.batch, RowOrder::BySentence), kS = reorderRows(k, shape.batch, RowOrder::BySentence),
                 vS = reorderRows(v, shape.batch, RowOrder::BySentence);
    Matrix outS(q.rows(), q.cols()), scores(n, n);
    for (int b = 0; b < shape.batch.sentences; ++b)
        for (int h = 0; h < shape.heads; ++h) {
            headScores(scores, qS.block(b * n, h * width, n, width), kS.block(b * n, h * width, n, width), h, shape);
            for (int i = 0; i < n; ++i) {
                // Every row keeps its diagonal, so its maximum is finite.
                const double largest = scores.row(i).maxCoeff();
                scores.row(i) = (scores.row(i).array() - largest).exp();
                scores.row(i) /= scores.row(i).sum();
            }
            sentenceRows(weights, shape.batch, b, Eigen::Index(h) * n, 0, n) = scores;
            outS.block(b * n, h * width, n, width).noalias() = scores * vS.block(b * n, h * width, n, width);
            if (shape.relativeValues)
                outS.block(b * n, h * width, n, width).noalias() +=
                    sumByRelation(scores, shape.scoring.clip) * headRelations(*shape.relativeValues, h, shape.scoring.clip);
        }
    out = reorderRows(outS, shape.batch, RowOrder::ByToken);
}

void attentionBackward(Matrix &dq, Matrix &dk, Matrix &dv, const AttentionGradients &gradients, const Matrix &dOut,
                       const Matrix &q, const Matrix &k, const Matrix &v, const Matrix &weights, const AttentionShape &shape)
{
    if (lanesApply(shape))
        return laneAttentionBackward(dq, dk, dv, gradients.bias, dOut, q, k, v, weights, shape);
    const int n = shape.batch.tokens;
    const Eigen::Index width = q.cols() / shape.heads;
    const Matrix qS = reorderRows(q, shape.batch, RowOrder::BySentence), kS = reorderRows(k, shape.batch, RowOrder::BySentence),
                 vS = reorderRows(v, shape.batch, RowOrder::BySentence),
                 dOutS = reorderRows(dOut, shape.batch, RowOrder::BySentence);
    Matrix dqS = Matrix::Zero(q.rows(), q.cols()), dkS = dqS, dvS = dqS, dWeights(n, n), dScores(n, n);
    for (int b = 0; b < shape.batch.sentences; ++b)
        for (int h = 0; h < shape.heads; ++h) {
            const Matrix a = sentenceRows(weights, shape.batch, b, Eigen::Index(h) * n, 0, n);
            const auto dOutH = dOutS.block(b * n, h * width, n, width);
            dWeights.noalias() = dOutH * vS.block(b * n, h * width, n, width).transpose();
            dvS.block(b * n, h * width, n, width).noalias() += a.transpose() * dOutH;
            if (shape.relativeValues) {
                const int clip = shape.scoring.clip;
                const Matrix perRelation = dOutH * headRelations(*shape.relativeValues, h, clip).transpose();
                for (int j = 0; j < n; ++j)
                    for (int i = 0; i < n; ++i)
                        dWeights(i, j) += perRelation(i, relationRow(i, j, clip));
                if (gradients.relativeValues)
                    headRelations(*gradients.relativeValues, h, clip).noalias() += sumByRelation(a, clip).transpose() * dOutH;
            }
            // The softmax's Jacobian applied row by row.
            const Vector rowDots = (dWeights.array() * a.array()).rowwise().sum().matrix();
            dScores = (a.array() * (dWeights.colwise() - rowDots).array()).matrix();
            if (gradients.bias)
                gradients.bias->middleRows(Eigen::Index(h) * n, n) += dScores;
            headScoresBackward(dqS.block(b * n, h * width, n, width), dkS.block(b * n, h * width, n, width), gradients.scoring,
                               dScores, qS.block(b * n, h * width, n, width), kS.block(b * n, h * width, n, width), h,
                               shape.scoring);
        }
    dq += reorderRows(dqS, shape.batch, RowOrder::ByToken);
    dk += reorderRows(dkS, shape.batch, RowOrder::ByToken);
    dv += reorderRows(dvS, shape.batch, RowOrder::ByToken);
}

void t5BiasBackward(Matrix &dValues, const Matrix &dBias, const Matrix &buckets)
{
    const Eigen::Index n = buckets.rows();
    for (Eigen::Index h = 0; h < dValues.rows(); ++h)
        for (Eigen::Index j = 0; j < n; ++j)
            for (Eigen::Index i = 0; i < n; ++i)
                dValues(h, Eigen::Index(buckets(i, j))) += dBias(h * n + i, j);
}

void poolForward(Matrix &out, const Matrix &in, BatchShape shape, Pooling pooling)
{
    const int n = shape.tokens, sentences = shape.sentences;
    out.resize(sentences, in.cols());
    for (Eigen::Index j = 0; j < in.cols(); ++j)
        for (int b = 0; b < sentences; ++b) {
            if (pooling == Pooling::LastToken) {
                out(b, j) = in((n - 1) * sentences + b, j);
                continue;
            }
            double sum = 0.0;
            for (int t = 0; t < n; ++t)
                sum += in(t * sentences + b, j);
            out(b, j) = sum / double(n);
        }
}

void poolBackward(Matrix &dIn, const Matrix &dOut, BatchShape shape, Pooling pooling)
{
    const int n = shape.tokens, sentences = shape.sentences;
    for (Eigen::Index j = 0; j < dOut.cols(); ++j)
        for (int b = 0; b < sentences; ++b) {
            if (pooling == Pooling::LastToken) {
                dIn((n - 1) * sentences + b, j) += dOut(b, j);
                continue;
            }
            for (int t = 0; t < n; ++t)
                dIn(t * sentences + b, j) += dOut(b, j) / double(n);
        }
}

double crossEntropyForward(Matrix &probabilities, const Matrix &logits, const std::vector<int> &labels)
{
    // The row maximum is subtracted before exp, so no exponent overflows; log p is then
    // z_y − max − log Σ exp(z − max), which stays finite even when p_y underflows to 0.
    const Vector largest = logits.rowwise().maxCoeff();
    probabilities = (logits.colwise() - largest).array().exp().matrix();
    const Vector sums = probabilities.rowwise().sum();
    double loss = 0.0;
    for (Eigen::Index r = 0; r < logits.rows(); ++r)
        loss -= logits(r, labels[r]) - largest[r] - std::log(sums[r]);
    probabilities.array().colwise() /= sums.array();
    return loss / double(logits.rows());
}

void crossEntropyBackward(Matrix &dLogits, const Matrix &probabilities, const std::vector<int> &labels)
{
    dLogits = probabilities;
    for (Eigen::Index r = 0; r < dLogits.rows(); ++r)
        dLogits(r, labels[r]) -= 1.0;
    dLogits /= double(dLogits.rows());
}

} // namespace pe
