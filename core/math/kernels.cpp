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

} // namespace pe::kernels
