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

PE_VECTOR_CLONES
void laneAttention(double *weights, double *out, const double *q, const double *k, const double *v, const double *bias,
                   Index biasStride, const LaneShape &shape, double *scratch)
{
    const Index lanes = shape.sentences, n = shape.tokens, d = shape.width;
    const auto at = [lanes](const double *array, Index row, Index column, Index columns) { return array + (row * columns + column) * lanes; };
    // The scores, in the weights' place: S(i, j) = scale·Σ_c q(i, c)·k(j, c) + bias(i, j).
    for (Index i = 0; i < n; ++i)
        for (Index j = 0; j < n; ++j) {
            double *score = weights + (i * n + j) * lanes;
            std::fill(score, score + lanes, 0.0);
            for (Index c = 0; c < d; ++c) {
                const double *query = at(q, i, c, d), *key = at(k, j, c, d);
                for (Index b = 0; b < lanes; ++b)
                    score[b] += query[b] * key[b];
            }
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
    // out(i, c) = Σ_j A(i, j)·v(j, c).
    for (Index i = 0; i < n; ++i)
        for (Index c = 0; c < d; ++c) {
            double *o = out + (i * d + c) * lanes;
            std::fill(o, o + lanes, 0.0);
            for (Index j = 0; j < n; ++j) {
                const double *a = weights + (i * n + j) * lanes, *value = at(v, j, c, d);
                for (Index b = 0; b < lanes; ++b)
                    o[b] += a[b] * value[b];
            }
        }
}

PE_VECTOR_CLONES
void laneAttentionBackward(double *dq, double *dk, double *dv, double *dBias, Index biasStride, const double *dOut,
                           const double *q, const double *k, const double *v, const double *weights, const LaneShape &shape,
                           double *scratch)
{
    const Index lanes = shape.sentences, n = shape.tokens, d = shape.width;
    const auto at = [lanes](const double *array, Index row, Index column, Index columns) { return array + (row * columns + column) * lanes; };
    const auto atMutable = [lanes](double *array, Index row, Index column, Index columns) { return array + (row * columns + column) * lanes; };
    double *dScores = scratch, *rowDots = scratch + n * n * lanes;
    // dA(i, j) = Σ_c dO(i, c)·v(j, c), and dV(j, c) += Σ_i A(i, j)·dO(i, c).
    for (Index i = 0; i < n; ++i)
        for (Index j = 0; j < n; ++j) {
            double *dA = atMutable(dScores, i, j, n);
            std::fill(dA, dA + lanes, 0.0);
            for (Index c = 0; c < d; ++c) {
                const double *gradient = at(dOut, i, c, d), *value = at(v, j, c, d);
                for (Index b = 0; b < lanes; ++b)
                    dA[b] += gradient[b] * value[b];
            }
        }
    for (Index j = 0; j < n; ++j)
        for (Index c = 0; c < d; ++c) {
            double *dValue = atMutable(dv, j, c, d);
            for (Index i = 0; i < n; ++i) {
                const double *a = at(weights, i, j, n), *gradient = at(dOut, i, c, d);
                for (Index b = 0; b < lanes; ++b)
                    dValue[b] += a[b] * gradient[b];
            }
        }
    // The softmax's Jacobian row by row: dS = A ⊙ (dA − Σ_j dA ⊙ A); masked weights are exactly 0,
    // so their dS is too. The bias is every sentence's: its gradient sums them.
    for (Index i = 0; i < n; ++i) {
        double *dot = rowDots + i * lanes;
        std::fill(dot, dot + lanes, 0.0);
        for (Index j = 0; j < n; ++j) {
            const double *dA = at(dScores, i, j, n), *a = at(weights, i, j, n);
            for (Index b = 0; b < lanes; ++b)
                dot[b] += dA[b] * a[b];
        }
        for (Index j = 0; j < n; ++j) {
            double *dS = atMutable(dScores, i, j, n);
            const double *a = at(weights, i, j, n);
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
    // dQ(i, c) += Σ_j dS(i, j)·k(j, c) and dK(j, c) += Σ_i dS(i, j)·q(i, c), dS times the scale.
    for (Index i = 0; i < n; ++i)
        for (Index c = 0; c < d; ++c) {
            double *dQuery = atMutable(dq, i, c, d);
            for (Index j = 0; j < n; ++j) {
                const double *dS = at(dScores, i, j, n), *key = at(k, j, c, d);
                for (Index b = 0; b < lanes; ++b)
                    dQuery[b] += dS[b] * key[b];
            }
        }
    for (Index j = 0; j < n; ++j)
        for (Index c = 0; c < d; ++c) {
            double *dKey = atMutable(dk, j, c, d);
            for (Index i = 0; i < n; ++i) {
                const double *dS = at(dScores, i, j, n), *query = at(q, i, c, d);
                for (Index b = 0; b < lanes; ++b)
                    dKey[b] += dS[b] * query[b];
            }
        }
}

} // namespace pe::kernels
