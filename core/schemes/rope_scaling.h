#pragma once
// RoPE past the length it was trained on: the scalings of Hugging Face's modeling_rope_utils.py,
// each pair's frequency after scaling and what a scaling does to each pair.
// Letters: D = the rotated width (d_model, or a head's width in training), R = floor(D/2) pairs,
// b = the base, s = the factor, L0 = the original (training) length, n = the current length.

#include "math/types.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace pe {

/// How RoPE stretches to sentences longer than L0, by a factor s ≥ 1. With ω_i = b^(−2i/D) the
/// pair's unscaled frequency (ropeFrequencies() writes each out):
/// - None: the angles as they are;
/// - Interpolation: position interpolation (Chen et al., 2023; "linear" in Hugging Face): ω_i / s;
/// - Ntk: NTK-aware scaling (bloc97, 2023): the base becomes b·s^(D/(D−2)), so the fastest pair
///   turns as before and the slowest s times slower;
/// - DynamicNtk: NTK whose base grows with the current length n once n > L0 ("dynamic");
/// - Yarn: YaRN (Peng et al., 2023): pairs that turn many times within L0 are left alone, pairs
///   that turn less than once are interpolated, a linear ramp between, and the scores are
///   sharpened by the attention factor (ropeAttentionFactor());
/// - Llama3: Llama 3.1's rule: pairs whose wavelength exceeds L0 / low_freq_factor are
///   interpolated, those under L0 / high_freq_factor are left alone, a smooth blend between.
enum class RopeScaling { None, Interpolation, Ntk, DynamicNtk, Yarn, Llama3 };
/// "none", "interpolation", "ntk", "dynamic-ntk", "yarn", "llama3"
QString ropeScalingName(RopeScaling scaling);
bool ropeScalingFromName(const QString &name, RopeScaling *scaling);
QStringList ropeScalingNames();  ///< every ropeScalingName(), in the order of RopeScaling
/// True for the scalings that read RopeScale::originalLength (dynamic NTK, YaRN, Llama 3).
bool ropeScalingReadsOriginalLength(RopeScaling scaling);

/// RoPE's factor s goes up to this.
inline constexpr double kMaxRopeFactor = 1000.0;
/// YaRN's betas and Llama 3's frequency factors go up to this.
inline constexpr double kMaxRopeBandFactor = 1000.0;

struct RopeScale
{
    RopeScaling scaling = RopeScaling::None;
    double factor = 2.0;       ///< s in [1, kMaxRopeFactor]; not read with RopeScaling::None
    int originalLength = 64;   ///< L0 in [1, kMaxPositions]: the length the model was trained on
    double lowFreqFactor = 1.0;   ///< Llama 3: pairs longer than L0 / this are divided by s
    double highFreqFactor = 4.0;  ///< Llama 3: pairs shorter than L0 / this are left alone
    double betaFast = 32.0;  ///< YaRN: pairs turning more than this many times within L0 are left alone
    double betaSlow = 1.0;   ///< YaRN: pairs turning fewer times than this within L0 are divided by s

    bool operator==(const RopeScale &) const = default;
};

/// Empty when every number the scaling reads is in range, else a message naming it: the factor in
/// [1, kMaxRopeFactor]; L0 in [1, kMaxPositions]; Llama 3's 0 < low_freq_factor < high_freq_factor
/// and YaRN's 0 < beta_slow < beta_fast, at most kMaxRopeBandFactor.
QString validationError(const RopeScale &scale);

/// The base NTK and dynamic NTK turn with: \f$ b\,s^{D/(D-2)} \f$ and
/// \f$ b\,(s\,n'/L_0 - (s - 1))^{D/(D-2)} \f$ with \f$ n' = \max(n, L_0) \f$; b itself for D ≤ 2
/// (one pair, ω_0 = 1 whatever the base) and for the other scalings.
double ropeScaledBase(int dModel, double base, const RopeScale &scale, int currentLength);

/// Returns (R) each pair's frequency after scaling, as modeling_rope_utils.py computes inv_freq
/// (in double where it computes in float32), for a sentence of n = currentLength tokens:
/// - None: \f$ \omega_i = b^{-2i/D} \f$; Interpolation: \f$ \omega_i / s \f$;
/// - Ntk and DynamicNtk: \f$ b'^{-2i/D} \f$ with b' = ropeScaledBase(), so dynamic NTK changes
///   nothing up to L0;
/// - Yarn: \f$ \omega'_i = \frac{\omega_i}{s} r_i + \omega_i (1 - r_i) \f$, the ramp
///   \f$ r_i = \mathrm{clamp}\big(\frac{i - lo}{hi - lo}, 0, 1\big) \f$ (hi + 0.001 when lo = hi),
///   \f$ lo = \max(\lfloor c(\beta_{fast}) \rfloor, 0) \f$, \f$ hi = \min(\lceil c(\beta_{slow}) \rceil, D - 1) \f$ and
///   \f$ c(\beta) = \frac{D \ln(L_0 / (2\pi\beta))}{2 \ln b} \f$, the pair that turns β times within L0;
/// - Llama3: with \f$ \lambda_i = 2\pi/\omega_i \f$: \f$ \omega_i / s \f$ where \f$ \lambda_i > L_0/lf \f$,
///   \f$ \omega_i \f$ where \f$ \lambda_i < L_0/hf \f$, else \f$ (1 - g)\,\omega_i/s + g\,\omega_i \f$ with
///   \f$ g = \frac{L_0/\lambda_i - lf}{hf - lf} \f$.
/// Throws InvalidParameter when validationError(scale) is not empty.
Vector ropeFrequencies(int dModel, double base, const RopeScale &scale, int currentLength);

/// YaRN's ramp, from pair `low` (left alone up to it) to pair `high` (divided by s from it), as
/// ropeFrequencies() computes it (high + 0.001 when they are equal). With a very short L0 or a
/// small base the library's numbers can cross (high < low), and the ramp then runs backwards.
struct YarnRamp
{
    double low;
    double high;
};
YarnRamp yarnRamp(int dModel, double base, const RopeScale &scale);

/// YaRN's attention factor \f$ 0.1 \ln s + 1 \f$ (1 for s ≤ 1 and every other scaling). Hugging
/// Face multiplies cos and sin by it, so a rotated query and key are each that much longer and
/// their score is multiplied by its square: longer sentences get sharper attention.
double ropeAttentionFactor(const RopeScale &scale);

/// What a scaling did to one pair.
enum class PairTreatment {
    LeftAlone,  ///< ω' = ω: the pair turns as in training
    Squeezed,   ///< ω' = ω / s: the pair turns s times slower, like interpolation
    Between,    ///< slower, by less than s (blended, or NTK's larger base)
};
/// Returns (R) how each pair of `after` (ropeFrequencies()) relates to `before` (the unscaled
/// ones), to a relative 1e-9: left alone, squeezed by s, or between.
std::vector<PairTreatment> ropePairTreatments(const Vector &before, const Vector &after, double factor);

} // namespace pe
