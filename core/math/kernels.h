#pragma once
// Speed behind one wall (with matrix_products.h): the training's loops over whole activations,
// written on raw column-major arrays as the compiler vectorises them, and built five times — for
// AVX-512, for AVX2 with FMA, for AVX (4 doubles a vector on processors of 2011–2013, without FMA),
// for SSE4.2 (x86-64-v2: the Celerons and Pentiums sold until about 2020, whose 64-bit vector
// comparisons the explorer's sines and cosines need) and for any x86-64 — the best picked when the
// program starts (GCC's target_clones), as OpenBLAS picks its kernels. kernels.cpp is compiled
// without floating-point contraction, so the five builds give the same bits. The plain Eigen formulas
// stay the reference: test_matrix_products checks these loops against them, and the layers' own tests
// (finite differences, the PyTorch replay) run through them.
// Dimension letters used below: R = rows, D = columns of a column-major array (element (r, j) at
// r + j·R); B = sentences, n = tokens of a sentence, d = columns of a head.

#include <cstddef>
#include <cstdint>
#include <cstring>

// GCC builds the marked function for each target and picks one at start-up; other compilers and
// the sanitized builds get the plain one.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)
#define PE_VECTOR_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "avx", "arch=x86-64-v2", "default")))
#else
#define PE_VECTOR_CLONES
#endif

namespace pe::kernels {

using Index = std::ptrdiff_t;

/// layerNormForward(): out (R × D), mean and rstd (R) from in (R × D), gain and bias (D).
void layerNorm(double *out, double *mean, double *rstd, const double *in, const double *gain, const double *bias, Index rows,
               Index columns, double epsilon);
/// layerNormBackward(): adds to dIn (R × D), dGain and dBias (D); scratch holds 2R doubles. The
/// arrays overlap none of the others.
void layerNormBackward(double *dIn, double *dGain, double *dBias, const double *dOut, const double *in, const double *mean,
                       const double *rstd, const double *gain, Index rows, Index columns, double *scratch);
/// out = max(0, in), `size` elements.
void relu(double *out, const double *in, Index size);
/// dIn += dOut where in > 0.
void reluBackward(double *dIn, const double *dOut, const double *in, Index size);

/// One Adam update of `size` parameters in PyTorch's order of operations (Adam::step()).
struct AdamStep
{
    double beta1, beta2, epsilon;
    double stepSize;         ///< η / (1 − β₁ᵗ)
    double correction2Root;  ///< √(1 − β₂ᵗ)
};
/// theta, first and second overlap neither each other nor the gradient.
void adam(double *theta, double *first, double *second, const double *gradient, Index size, const AdamStep &step);

/// e^x for x ≤ 0 (and −∞, which gives 0): the softmax's exponentials. Within one unit in the
/// last place of the C library's exp(), subnormal results included; equal to it for about 9 x in
/// 10. Written here rather than called from the C library so that a loop over it runs in vectors
/// (8 at a time with AVX-512), and so that it gives the same bits on every processor: glibc picks
/// a variant of exp() by processor, and the variants may round differently.
inline double exponentialOfNonPositive(double x)
{
    // x = k·ln 2 + r with k whole and |r| ≤ ln 2 / 2; ln 2 in two parts, so k·ln2Hi is exact.
    constexpr double log2e = 0x1.71547652b82fep0, ln2Hi = 0x1.62e42fefa3800p-1, ln2Lo = 0x1.ef35793c7673p-45;
    constexpr double roundingShift = 0x1.8p52;  // added and taken away, rounds to a whole number
    x = x < -746.0 ? -746.0 : x;                // e^-746 already rounds to 0; −∞ becomes a number
    const double k = (x * log2e + roundingShift) - roundingShift;
    const double r = (x - k * ln2Hi) - k * ln2Lo;
    // e^r by its Taylor series to r^13 / 13! (the rest is under 10^-17 for |r| ≤ ln 2 / 2).
    // Written out step by step: a loop here would keep the compiler from vectorising its caller's.
    double series = 1.0 / 6227020800.0;
    series = series * r + 1.0 / 479001600.0;
    series = series * r + 1.0 / 39916800.0;
    series = series * r + 1.0 / 3628800.0;
    series = series * r + 1.0 / 362880.0;
    series = series * r + 1.0 / 40320.0;
    series = series * r + 1.0 / 5040.0;
    series = series * r + 1.0 / 720.0;
    series = series * r + 1.0 / 120.0;
    series = series * r + 1.0 / 24.0;
    series = series * r + 1.0 / 6.0;
    series = series * r + 0.5;
    series = series * r + 1.0;
    series = series * r + 1.0;
    // Times 2^k in two halves, each a normal number (k goes down to −1076): a subnormal result
    // is rounded once, in the last product. 2^m is m + 1023 written into the exponent's bits.
    const auto powerOfTwo = [](double m) {
        std::uint64_t bits;
        const double shifted = m + (roundingShift + 1023.0);  // m + 1023 in the mantissa's low bits
        std::memcpy(&bits, &shifted, sizeof bits);
        bits <<= 52;
        double power;
        std::memcpy(&power, &bits, sizeof power);
        return power;
    };
    const double half = (k * 0.5 + roundingShift) - roundingShift;
    return series * powerOfTwo(half) * powerOfTwo(k - half);
}

/// An (rows × columns) array of every sentence of a batch, the sentences side by side in the
/// vector lanes: element (i, c) of sentence b at data[i·rowStride + c·columnStride + b], so each
/// loop runs down the sentences. The transpose swaps the strides.
struct LaneInput
{
    const double *data;
    Index rowStride, columnStride;
    const double *at(Index i, Index c) const { return data + i * rowStride + c * columnStride; }
    LaneInput transposed() const { return {data, columnStride, rowStride}; }
};
struct LaneOutput
{
    double *data;
    Index rowStride, columnStride;
    double *at(Index i, Index c) const { return data + i * rowStride + c * columnStride; }
    operator LaneInput() const { return {data, rowStride, columnStride}; }
};

/// One head of attention with the dot product times `scale` for all B sentences of a batch at
/// once. q, k, v and out are (n × d) per sentence, weights (n × n). weights = softmax(scale·q·kᵀ
/// + bias + mask), out = weights·v; bias (n × n, the same for every sentence) is column-major
/// with leading dimension biasStride, or null; causal masks the keys after each query. No two
/// arrays overlap.
struct LaneShape
{
    Index sentences;  ///< B
    Index tokens;     ///< n
    Index width;      ///< d
    double scale;
    bool causal;
};
/// scratch holds 2B doubles.
void laneAttention(LaneOutput weights, LaneOutput out, LaneInput q, LaneInput k, LaneInput v, const double *bias,
                   Index biasStride, const LaneShape &shape, double *scratch);
/// Its backward pass from dOut (n × d per sentence): adds to dq, dk, dv and, when not null, to
/// dBias (n × n, leading dimension biasStride, summed over the sentences) the gradient of the
/// scores; scratch holds n²·B + n·B doubles.
void laneAttentionBackward(LaneOutput dq, LaneOutput dk, LaneOutput dv, double *dBias, Index biasStride, LaneInput dOut,
                           LaneInput q, LaneInput k, LaneInput v, LaneInput weights, const LaneShape &shape, double *scratch);

} // namespace pe::kernels
