#include "math/kernels.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace pe::kernels {

// Every loop below runs its innermost index down a column (contiguous memory), mostly across
// outputs that do not depend on each other: each sum keeps one order whatever the vector width.
// The one sum into a single output, down a column in LayerNorm's backward pass, runs in 8
// interleaved partial sums, two vectors of four (one AVX2 register each, two SSE2 ones), added up
// in a fixed order: lane by lane the same on every processor.
using Four = double __attribute__((vector_size(4 * sizeof(double))));
// Reads four doubles from any address.
struct Lanes
{
    Four values;
    explicit Lanes(const double *from) { std::memcpy(&values, from, sizeof values); }
};

PE_VECTOR_CLONES
void layerNorm(double *out, double *mean, double *rstd, const double *in, const double *gain, const double *bias, Index rows,
               Index columns, double epsilon)
{
    std::fill(mean, mean + rows, 0.0);
    std::fill(rstd, rstd + rows, 0.0);
    for (Index j = 0; j < columns; ++j)
        for (Index r = 0; r < rows; ++r)
            mean[r] += in[r + j * rows];
    for (Index r = 0; r < rows; ++r)
        mean[r] /= double(columns);
    // The biased variance of the centred row (PyTorch divides by D), summed in rstd first.
    for (Index j = 0; j < columns; ++j)
        for (Index r = 0; r < rows; ++r) {
            const double centred = in[r + j * rows] - mean[r];
            rstd[r] += centred * centred;
        }
    for (Index r = 0; r < rows; ++r)
        rstd[r] = 1.0 / std::sqrt(rstd[r] / double(columns) + epsilon);
    for (Index j = 0; j < columns; ++j)
        for (Index r = 0; r < rows; ++r)
            out[r + j * rows] = (in[r + j * rows] - mean[r]) * rstd[r] * gain[j] + bias[j];
}

PE_VECTOR_CLONES
void layerNormBackward(double *__restrict dIn, double *__restrict dGain, double *__restrict dBias, const double *__restrict dOut,
                       const double *__restrict in, const double *__restrict mean, const double *__restrict rstd,
                       const double *__restrict gain, Index rows, Index columns, double *__restrict scratch)
{
    // With x̂ = (x − μ)·rstd and ĝ = dOut ⊙ g: the row means of ĝ and of ĝ ⊙ x̂ first. No two
    // arrays overlap (the header says so): without that promise the compiler falls back to one
    // number at a time.
    double *meanD = scratch, *meanDx = scratch + rows;
    std::fill(meanD, meanD + 2 * rows, 0.0);
    for (Index j = 0; j < columns; ++j) {
        const double *column = in + j * rows, *dColumn = dOut + j * rows;
        for (Index r = 0; r < rows; ++r) {
            const double normalized = (column[r] - mean[r]) * rstd[r];
            const double d = dColumn[r] * gain[j];
            meanD[r] += d;
            meanDx[r] += d * normalized;
        }
    }
    for (Index r = 0; r < rows; ++r) {
        meanD[r] /= double(columns);
        meanDx[r] /= double(columns);
    }
    for (Index j = 0; j < columns; ++j) {
        const double *column = in + j * rows, *dColumn = dOut + j * rows;
        // dGain and dBias sum down the column in 8 interleaved partial sums (and the rows after the
        // last full group of 8 in one more), added up in one order at the end: vector-wide adds,
        // and the same sum on every processor.
        Four gain0 = {}, gain1 = {}, bias0 = {}, bias1 = {};
        Index r = 0;
        for (; r + 8 <= rows; r += 8) {
            const Four d0 = Lanes(dColumn + r).values, d1 = Lanes(dColumn + r + 4).values;
            gain0 += d0 * ((Lanes(column + r).values - Lanes(mean + r).values) * Lanes(rstd + r).values);
            gain1 += d1 * ((Lanes(column + r + 4).values - Lanes(mean + r + 4).values) * Lanes(rstd + r + 4).values);
            bias0 += d0;
            bias1 += d1;
        }
        double tailGain = 0.0, tailBias = 0.0;
        for (; r < rows; ++r) {
            tailGain += dColumn[r] * ((column[r] - mean[r]) * rstd[r]);
            tailBias += dColumn[r];
        }
        for (int lane = 0; lane < 4; ++lane) {
            dGain[j] += gain0[lane];
            dBias[j] += bias0[lane];
        }
        for (int lane = 0; lane < 4; ++lane) {
            dGain[j] += gain1[lane];
            dBias[j] += bias1[lane];
        }
        dGain[j] += tailGain;
        dBias[j] += tailBias;
        double *outColumn = dIn + j * rows;
        for (r = 0; r < rows; ++r) {
            const double normalized = (column[r] - mean[r]) * rstd[r];
            const double d = dColumn[r] * gain[j];
            outColumn[r] += ((d - meanD[r]) - normalized * meanDx[r]) * rstd[r];
        }
    }
}

PE_VECTOR_CLONES
void relu(double *out, const double *in, Index size)
{
    for (Index i = 0; i < size; ++i)
        out[i] = in[i] > 0.0 ? in[i] : 0.0;
}

PE_VECTOR_CLONES
void reluBackward(double *dIn, const double *dOut, const double *in, Index size)
{
    for (Index i = 0; i < size; ++i)
        dIn[i] += in[i] > 0.0 ? dOut[i] : 0.0;
}

PE_VECTOR_CLONES
void adam(double *theta, double *first, double *second, const double *gradient, Index size, const AdamStep &step)
{
    // The step's numbers in locals and the arrays marked as not overlapping: otherwise a store to
    // `first` might change `step`, and the compiler updates one parameter at a time.
    const double beta1 = step.beta1, beta2 = step.beta2, epsilon = step.epsilon, stepSize = step.stepSize,
                 correction2Root = step.correction2Root;
    double *__restrict t = theta, *__restrict m = first, *__restrict v = second;
    for (Index i = 0; i < size; ++i) {
        const double g = gradient[i];
        m[i] = m[i] * beta1 + g * (1.0 - beta1);
        v[i] = v[i] * beta2 + g * g * (1.0 - beta2);
        const double denominator = std::sqrt(v[i]) / correction2Root + epsilon;
        t[i] -= stepSize * (m[i] / denominator);
    }
}

namespace {

// The lanes' matrix product: out (+)= a·x in every lane, with a (rows × inner) and x (inner ×
// columns), each as its strides lay it out (a transposed array is one with its strides swapped).
// Inlined into each build of its callers, so it is vectorised for each.
[[gnu::always_inline]] inline void laneProduct(LaneOutput out, LaneInput a, LaneInput x, Index rows, Index inner, Index columns,
                                               Index lanes, bool add)
{
    for (Index i = 0; i < rows; ++i)
        for (Index c = 0; c < columns; ++c) {
            double *o = out.at(i, c);
            if (!add)
                std::fill(o, o + lanes, 0.0);
            for (Index j = 0; j < inner; ++j) {
                const double *left = a.at(i, j), *right = x.at(j, c);
                for (Index b = 0; b < lanes; ++b)
                    o[b] += left[b] * right[b];
            }
        }
}

// e^(x − largest) in place of every lane's x, added to its sum. The three arrays do not overlap.
[[gnu::always_inline]] inline void softmaxTerms(double *__restrict x, double *__restrict sum, const double *__restrict largest,
                                                Index lanes)
{
    for (Index b = 0; b < lanes; ++b) {
        const double term = exponentialOfNonPositive(x[b] - largest[b]);
        x[b] = term;
        sum[b] += term;
    }
}

} // namespace

PE_VECTOR_CLONES
void laneAttention(LaneOutput weights, LaneOutput out, LaneInput q, LaneInput k, LaneInput v, const double *bias,
                   Index biasStride, const LaneShape &shape, double *scratch)
{
    const Index lanes = shape.sentences, n = shape.tokens, d = shape.width;
    // The scores, in the weights' place: S = scale·q·kᵀ + bias.
    laneProduct(weights, q, k.transposed(), n, d, n, lanes, false);
    for (Index i = 0; i < n; ++i)
        for (Index j = 0; j < n; ++j) {
            double *score = weights.at(i, j);
            const double added = bias ? bias[i + j * biasStride] : 0.0;
            for (Index b = 0; b < lanes; ++b)
                score[b] = score[b] * shape.scale + added;
        }
    // Softmax over the keys each query sees, its maximum first so every exponent is ≤ 0.
    double *largest = scratch, *sum = scratch + lanes;
    for (Index i = 0; i < n; ++i) {
        const Index seen = shape.causal ? i + 1 : n;
        std::copy(weights.at(i, 0), weights.at(i, 0) + lanes, largest);
        for (Index j = 1; j < seen; ++j) {
            const double *score = weights.at(i, j);
            for (Index b = 0; b < lanes; ++b)
                largest[b] = std::max(largest[b], score[b]);
        }
        std::fill(sum, sum + lanes, 0.0);
        for (Index j = 0; j < seen; ++j)
            softmaxTerms(weights.at(i, j), sum, largest, lanes);
        for (Index j = 0; j < n; ++j) {
            double *weight = weights.at(i, j);
            for (Index b = 0; b < lanes; ++b)
                weight[b] = j < seen ? weight[b] / sum[b] : 0.0;
        }
    }
    laneProduct(out, weights, v, n, n, d, lanes, false);
}

PE_VECTOR_CLONES
void laneAttentionBackward(LaneOutput dq, LaneOutput dk, LaneOutput dv, double *dBias, Index biasStride, LaneInput dOut,
                           LaneInput q, LaneInput k, LaneInput v, LaneInput weights, const LaneShape &shape, double *scratch)
{
    const Index lanes = shape.sentences, n = shape.tokens, d = shape.width;
    const LaneOutput dScores{scratch, n * lanes, lanes};
    double *rowDots = scratch + n * n * lanes;
    laneProduct(dScores, dOut, v.transposed(), n, d, n, lanes, false);  // dA = dO·vᵀ
    laneProduct(dv, weights.transposed(), dOut, n, n, d, lanes, true);   // dV += Aᵀ·dO
    // The softmax's Jacobian row by row: dS = A ⊙ (dA − Σ_j dA ⊙ A); masked weights are exactly 0,
    // so their dS is too. The bias is every sentence's: its gradient sums them.
    for (Index i = 0; i < n; ++i) {
        double *dot = rowDots + i * lanes;
        std::fill(dot, dot + lanes, 0.0);
        for (Index j = 0; j < n; ++j) {
            const double *dA = dScores.at(i, j), *a = weights.at(i, j);
            for (Index b = 0; b < lanes; ++b)
                dot[b] += dA[b] * a[b];
        }
        for (Index j = 0; j < n; ++j) {
            double *dS = dScores.at(i, j);
            const double *a = weights.at(i, j);
            for (Index b = 0; b < lanes; ++b)
                dS[b] = a[b] * (dS[b] - dot[b]);
            if (dBias) {
                double total = 0.0;
                for (Index b = 0; b < lanes; ++b)
                    total += dS[b];
                dBias[i + j * biasStride] += total;
            }
            for (Index b = 0; b < lanes; ++b)
                dS[b] *= shape.scale;
        }
    }
    laneProduct(dq, dScores, k, n, n, d, lanes, true);               // dQ += scale·dS·K
    laneProduct(dk, LaneInput(dScores).transposed(), q, n, n, d, lanes, true);  // dK += (scale·dS)ᵀ·Q
}

} // namespace pe::kernels
