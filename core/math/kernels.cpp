#include "math/kernels.h"

#include <algorithm>
#include <cmath>

namespace pe::kernels {

// Every loop below runs its innermost index down a column (contiguous memory), across outputs
// that do not depend on each other: each sum keeps one order whatever the vector width.

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
void layerNormBackward(double *dIn, double *dGain, double *dBias, const double *dOut, const double *in, const double *mean,
                       const double *rstd, const double *gain, Index rows, Index columns, double *scratch)
{
    // With x̂ = (x − μ)·rstd and ĝ = dOut ⊙ g: the row means of ĝ and of ĝ ⊙ x̂ first.
    double *meanD = scratch, *meanDx = scratch + rows;
    std::fill(scratch, scratch + 2 * rows, 0.0);
    for (Index j = 0; j < columns; ++j)
        for (Index r = 0; r < rows; ++r) {
            const double normalized = (in[r + j * rows] - mean[r]) * rstd[r];
            const double d = dOut[r + j * rows] * gain[j];
            meanD[r] += d;
            meanDx[r] += d * normalized;
        }
    for (Index r = 0; r < rows; ++r) {
        meanD[r] /= double(columns);
        meanDx[r] /= double(columns);
    }
    for (Index j = 0; j < columns; ++j) {
        double sumGain = 0.0, sumBias = 0.0;
        for (Index r = 0; r < rows; ++r) {
            const double normalized = (in[r + j * rows] - mean[r]) * rstd[r];
            sumGain += dOut[r + j * rows] * normalized;
            sumBias += dOut[r + j * rows];
        }
        dGain[j] += sumGain;
        dBias[j] += sumBias;
        for (Index r = 0; r < rows; ++r) {
            const double normalized = (in[r + j * rows] - mean[r]) * rstd[r];
            const double d = dOut[r + j * rows] * gain[j];
            dIn[r + j * rows] += ((d - meanD[r]) - normalized * meanDx[r]) * rstd[r];
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
    const double beta1 = step.beta1, beta2 = step.beta2;
    for (Index i = 0; i < size; ++i) {
        const double g = gradient[i];
        first[i] = first[i] * beta1 + g * (1.0 - beta1);
        second[i] = second[i] * beta2 + g * g * (1.0 - beta2);
        const double denominator = std::sqrt(second[i]) / step.correction2Root + step.epsilon;
        theta[i] -= step.stepSize * (first[i] / denominator);
    }
}

namespace {

// The lanes' matrix product: out (+)= op(a)·op(x) in every lane, with op(a) (rows × inner) and
// op(x) (inner × columns), each stored as it is or transposed ([row][column][b] as everywhere in
// the lanes). Inlined into each build of its callers, so it is vectorised for each.
struct LaneOperand
{
    const double *data;
    bool transposed;
};

[[gnu::always_inline]] inline void laneProduct(double *out, LaneOperand a, LaneOperand x, Index rows, Index inner, Index columns,
                                               Index lanes, bool add)
{
    for (Index i = 0; i < rows; ++i)
        for (Index c = 0; c < columns; ++c) {
            double *o = out + (i * columns + c) * lanes;
            if (!add)
                std::fill(o, o + lanes, 0.0);
            for (Index j = 0; j < inner; ++j) {
                const double *left = a.data + (a.transposed ? j * rows + i : i * inner + j) * lanes;
                const double *right = x.data + (x.transposed ? c * inner + j : j * columns + c) * lanes;
                for (Index b = 0; b < lanes; ++b)
                    o[b] += left[b] * right[b];
            }
        }
}

} // namespace

PE_VECTOR_CLONES
void laneAttention(double *weights, double *out, const double *q, const double *k, const double *v, const double *bias,
                   Index biasStride, const LaneShape &shape, double *scratch)
{
    const Index lanes = shape.sentences, n = shape.tokens, d = shape.width;
    // The scores, in the weights' place: S = scale·q·kᵀ + bias.
    laneProduct(weights, {q, false}, {k, true}, n, d, n, lanes, false);
    for (Index i = 0; i < n; ++i)
        for (Index j = 0; j < n; ++j) {
            double *score = weights + (i * n + j) * lanes;
            const double added = bias ? bias[i + j * biasStride] : 0.0;
            for (Index b = 0; b < lanes; ++b)
                score[b] = score[b] * shape.scale + added;
        }
    // Softmax over the keys each query sees, its maximum first so every exponent is ≤ 0.
    double *largest = scratch, *sum = scratch + lanes;
    for (Index i = 0; i < n; ++i) {
        const Index seen = shape.causal ? i + 1 : n;
        double *row = weights + i * n * lanes;
        std::copy(row, row + lanes, largest);
        for (Index j = 1; j < seen; ++j)
            for (Index b = 0; b < lanes; ++b)
                largest[b] = std::max(largest[b], row[j * lanes + b]);
        std::fill(sum, sum + lanes, 0.0);
        for (Index j = 0; j < seen; ++j)
            for (Index b = 0; b < lanes; ++b) {
                row[j * lanes + b] = std::exp(row[j * lanes + b] - largest[b]);
                sum[b] += row[j * lanes + b];
            }
        for (Index j = 0; j < n; ++j)
            for (Index b = 0; b < lanes; ++b)
                row[j * lanes + b] = j < seen ? row[j * lanes + b] / sum[b] : 0.0;
    }
    laneProduct(out, {weights, false}, {v, false}, n, n, d, lanes, false);
}

PE_VECTOR_CLONES
void laneAttentionBackward(double *dq, double *dk, double *dv, double *dBias, Index biasStride, const double *dOut,
                           const double *q, const double *k, const double *v, const double *weights, const LaneShape &shape,
                           double *scratch)
{
    const Index lanes = shape.sentences, n = shape.tokens, d = shape.width;
    double *dScores = scratch, *rowDots = scratch + n * n * lanes;
    laneProduct(dScores, {dOut, false}, {v, true}, n, d, n, lanes, false);  // dA = dO·vᵀ
    laneProduct(dv, {weights, true}, {dOut, false}, n, n, d, lanes, true);   // dV += Aᵀ·dO
    // The softmax's Jacobian row by row: dS = A ⊙ (dA − Σ_j dA ⊙ A); masked weights are exactly 0,
    // so their dS is too. The bias is every sentence's: its gradient sums them.
    for (Index i = 0; i < n; ++i) {
        double *dot = rowDots + i * lanes;
        std::fill(dot, dot + lanes, 0.0);
        for (Index j = 0; j < n; ++j) {
            const double *dA = dScores + (i * n + j) * lanes, *a = weights + (i * n + j) * lanes;
            for (Index b = 0; b < lanes; ++b)
                dot[b] += dA[b] * a[b];
        }
        for (Index j = 0; j < n; ++j) {
            double *dS = dScores + (i * n + j) * lanes;
            const double *a = weights + (i * n + j) * lanes;
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
    laneProduct(dq, {dScores, false}, {k, false}, n, n, d, lanes, true);  // dQ += scale·dS·K
    laneProduct(dk, {dScores, true}, {q, false}, n, n, d, lanes, true);   // dK += (scale·dS)ᵀ·Q
}

} // namespace pe::kernels
