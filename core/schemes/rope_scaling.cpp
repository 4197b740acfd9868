// RoPE's scalings for longer sentences, as Hugging Face's modeling_rope_utils.py computes them.

#include "schemes/rope_scaling.h"

#include <QCoreApplication>
#include <cmath>
#include <numbers>

namespace pe {

namespace {

const char *const kScalingNames[] = {"none", "interpolation", "ntk", "dynamic-ntk", "yarn", "llama3"};

bool inBand(double value)
{
    return value > 0.0 && value <= kMaxRopeBandFactor;
}

// NTK's base b·x^(D/(D−2)); D ≤ 2 has one pair, ω_0 = 1 whatever the base.
double ntkBase(double base, int dModel, double x)
{
    return dModel > 2 ? base * std::pow(x, double(dModel) / (dModel - 2)) : base;
}

// The (fractional) pair that turns `rotations` times within L0: YaRN's find_correction_dim.
double correctionDimension(double rotations, int dModel, double base, int originalLength)
{
    return dModel * std::log(originalLength / (rotations * 2 * std::numbers::pi)) / (2 * std::log(base));
}

} // namespace

QString ropeScalingName(RopeScaling scaling)
{
    return QString::fromLatin1(kScalingNames[int(scaling)]);
}

QStringList ropeScalingNames()
{
    return namesOf(kScalingNames);
}

bool ropeScalingFromName(const QString &name, RopeScaling *scaling)
{
    return enumFromName(kScalingNames, name, scaling);
}

bool ropeScalingReadsOriginalLength(RopeScaling scaling)
{
    return scaling == RopeScaling::DynamicNtk || scaling == RopeScaling::Yarn || scaling == RopeScaling::Llama3;
}

QString validationError(const RopeScale &scale)
{
    if (scale.scaling == RopeScaling::None)
        return {};
    if (!(scale.factor >= 1.0 && scale.factor <= kMaxRopeFactor))
        return QCoreApplication::translate("pe::Parameters", "RoPE's scaling factor must be from 1 to %1 (got %2).").arg(kMaxRopeFactor).arg(scale.factor);
    if (ropeScalingReadsOriginalLength(scale.scaling) && (scale.originalLength < 1 || scale.originalLength > kMaxPositions))
        return QCoreApplication::translate("pe::Parameters", "RoPE's original length must be from 1 to %1 (got %2).").arg(kMaxPositions).arg(scale.originalLength);
    if (scale.scaling == RopeScaling::Llama3
        && !(inBand(scale.lowFreqFactor) && inBand(scale.highFreqFactor) && scale.lowFreqFactor < scale.highFreqFactor))
        return QCoreApplication::translate("pe::Parameters", "Llama 3's low_freq_factor and high_freq_factor must be above 0, at most %1, the low one smaller "
                     "(got %2 and %3).").arg(kMaxRopeBandFactor).arg(scale.lowFreqFactor).arg(scale.highFreqFactor);
    if (scale.scaling == RopeScaling::Yarn && !(inBand(scale.betaSlow) && inBand(scale.betaFast) && scale.betaSlow < scale.betaFast))
        return QCoreApplication::translate("pe::Parameters", "YaRN's beta_slow and beta_fast must be above 0, at most %1, beta_slow the smaller (got %2 and %3).")
            .arg(kMaxRopeBandFactor).arg(scale.betaSlow).arg(scale.betaFast);
    return {};
}

double ropeScaledBase(int dModel, double base, const RopeScale &scale, int currentLength)
{
    if (scale.scaling == RopeScaling::Ntk)
        return ntkBase(base, dModel, scale.factor);
    if (scale.scaling == RopeScaling::DynamicNtk) {
        const double l0 = scale.originalLength;
        return ntkBase(base, dModel, scale.factor * std::max(double(currentLength), l0) / l0 - (scale.factor - 1));
    }
    return base;
}

Vector ropeFrequencies(int dModel, double base, const RopeScale &scale, int currentLength)
{
    if (const QString message = validationError(scale); !message.isEmpty())
        throw InvalidParameter(message);
    const int pairs = dModel / 2;
    const double s = scale.factor;
    const double l0 = scale.originalLength;
    const double scaledBase = ropeScaledBase(dModel, base, scale, currentLength);
    Vector omega(pairs);
    for (int i = 0; i < pairs; ++i)
        omega(i) = 1.0 / std::pow(scaledBase, 2.0 * i / dModel);
    switch (scale.scaling) {
    case RopeScaling::Interpolation:
        return omega / s;
    case RopeScaling::Yarn: {
        const auto [low, high] = yarnRamp(dModel, base, scale);
        for (int i = 0; i < pairs; ++i) {
            const double ramp = std::clamp((i - low) / (high - low), 0.0, 1.0);  // 0: left alone, 1: interpolated
            omega(i) = omega(i) / s * ramp + omega(i) * (1.0 - ramp);
        }
        return omega;
    }
    case RopeScaling::Llama3:
        for (int i = 0; i < pairs; ++i) {
            const double wavelength = 2 * std::numbers::pi / omega(i);
            if (wavelength > l0 / scale.lowFreqFactor) {
                omega(i) /= s;
            } else if (!(wavelength < l0 / scale.highFreqFactor)) {
                const double smooth = (l0 / wavelength - scale.lowFreqFactor) / (scale.highFreqFactor - scale.lowFreqFactor);
                omega(i) = (1 - smooth) * omega(i) / s + smooth * omega(i);
            }
        }
        return omega;
    case RopeScaling::None:
    case RopeScaling::Ntk:
    case RopeScaling::DynamicNtk:
        break;
    }
    return omega;
}

YarnRamp yarnRamp(int dModel, double base, const RopeScale &scale)
{
    const double low = std::max(std::floor(correctionDimension(scale.betaFast, dModel, base, scale.originalLength)), 0.0);
    double high = std::min(std::ceil(correctionDimension(scale.betaSlow, dModel, base, scale.originalLength)), dModel - 1.0);
    if (low == high)
        high += 0.001;  // as the library does, against a division by zero
    return {low, high};
}

double ropeAttentionFactor(const RopeScale &scale)
{
    return scale.scaling == RopeScaling::Yarn && scale.factor > 1.0 ? 0.1 * std::log(scale.factor) + 1.0 : 1.0;
}

std::vector<PairTreatment> ropePairTreatments(const Vector &before, const Vector &after, double factor)
{
    constexpr double kRelative = 1e-9;
    std::vector<PairTreatment> treatments(std::size_t(after.size()), PairTreatment::Between);
    for (Eigen::Index i = 0; i < after.size(); ++i) {
        if (std::abs(after(i) - before(i)) <= kRelative * before(i))
            treatments[std::size_t(i)] = PairTreatment::LeftAlone;
        else if (std::abs(after(i) * factor - before(i)) <= kRelative * before(i))
            treatments[std::size_t(i)] = PairTreatment::Squeezed;
    }
    return treatments;
}

} // namespace pe
