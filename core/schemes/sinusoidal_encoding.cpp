#include "schemes/sinusoidal_encoding.h"
#include "math/translate.h"

#include "math/kernels.h"

#include <QCoreApplication>
#include <QStringList>
#include <bit>
#include <cstdint>
#include <cmath>
#include <numbers>

namespace pe {

namespace {

const char *const kLayoutNames[] = {"interleaved", "concatenated", "tensor2tensor"};     // in the order of Layout
const char *const kConventionNames[] = {"paper", "marian", "tensor2tensor"};             // the same, by library

} // namespace

QString layoutName(Layout layout)
{
    return QString::fromLatin1(kLayoutNames[int(layout)]);
}

QStringList layoutNames()
{
    return namesOf(kLayoutNames);
}

bool layoutFromName(const QString &name, Layout *layout)
{
    return enumFromName(kLayoutNames, name, layout);
}

QString conventionName(Layout layout)
{
    return QString::fromLatin1(kConventionNames[int(layout)]);
}

bool layoutFromConventionName(const QString &name, Layout *layout)
{
    return enumFromName(kConventionNames, name, layout);
}

QString validationError(const SinusoidalParams &params)
{
    if (params.dModel < 1 || params.dModel > kMaxDModel)
        return QCoreApplication::translate("pe::Parameters", "d_model must be a whole number from 1 to %1 (got %2).")
            .arg(kMaxDModel).arg(params.dModel);
    if (params.positions < 1 || params.positions > kMaxPositions)
        return QCoreApplication::translate("pe::Parameters", "positions must be a whole number from 1 to %1 (got %2).")
            .arg(kMaxPositions).arg(params.positions);
    if (!std::isfinite(params.base) || params.base <= 1.0)
        return QCoreApplication::translate("pe::Parameters", "base must be a finite number greater than 1 (got %1).")
            .arg(shortestText(params.base));
    if (qint64(params.dModel) * params.positions > kMaxMatrixValues)
        return QCoreApplication::translate("pe::Parameters", "positions × d_model must be at most %1 values (got %2 × %3).")
            .arg(kMaxMatrixValues).arg(params.positions).arg(params.dModel);
    return {};
}

static void throwIfInvalid(const SinusoidalParams &params)
{
    const QString error = validationError(params);
    if (!error.isEmpty())
        throw InvalidParameter(error);
}

int pairCount(int dModel, Layout layout)
{
    return layout == Layout::Tensor2Tensor ? dModel / 2 : (dModel + 1) / 2;
}

bool hasLoneSine(int dModel, Layout layout)
{
    return dModel % 2 == 1 && layout != Layout::Tensor2Tensor;
}

// base^(2i/D), or tensor2tensor's base^(i/max(⌊D/2⌋ − 1, 1)): the divisor of the formula, kept as
// a divisor so the angle is pos / divisor.
static double pairDivisor(int pair, int dModel, double base, Layout layout)
{
    if (layout == Layout::Tensor2Tensor)
        return std::pow(base, double(pair) / std::max(dModel / 2 - 1, 1));
    return std::pow(base, 2.0 * pair / dModel);
}

double pairFrequency(int pair, int dModel, double base, Layout layout)
{
    return 1.0 / pairDivisor(pair, dModel, base, layout);
}

double pairWavelength(int pair, int dModel, double base, Layout layout)
{
    return 2.0 * std::numbers::pi * pairDivisor(pair, dModel, base, layout);
}

Vector pairFrequencies(int dModel, double base, Layout layout)
{
    Vector omega(pairCount(dModel, layout));
    for (int i = 0; i < omega.size(); ++i)
        omega[i] = pairFrequency(i, dModel, base, layout);
    return omega;
}

DimensionRole dimensionRole(int dimension, int dModel, Layout layout)
{
    if (layout == Layout::Interleaved)
        return {dimension / 2, dimension % 2 == 0};
    const int sines = pairCount(dModel, layout);
    if (dimension < sines)
        return {dimension, true};
    if (layout == Layout::Tensor2Tensor && dimension == dModel - 1 && dModel % 2 == 1)
        return {sines, true, true};
    return {dimension - sines, false};
}

int dimensionOf(DimensionRole role, int dModel, Layout layout)
{
    if (role.padding)
        return dModel - 1;
    if (layout == Layout::Interleaved)
        return 2 * role.pair + (role.sine ? 0 : 1);
    return role.sine ? role.pair : pairCount(dModel, layout) + role.pair;
}

double sinusoidalValue(int pos, int dimension, const SinusoidalParams &params)
{
    throwIfInvalid(params);
    if (pos < 0)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "position must be 0 or more (got %1).").arg(pos));
    if (dimension < 0 || dimension >= params.dModel)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "dimension must be from 0 to %1 (got %2).")
                                   .arg(params.dModel - 1).arg(dimension));
    const DimensionRole role = dimensionRole(dimension, params.dModel, params.layout);
    if (role.padding)
        return 0.0;
    const double angle = pos / pairDivisor(role.pair, params.dModel, params.base, params.layout);
    return role.sine ? std::sin(angle) : std::cos(angle);
}

Matrix sinusoidalEncodingReference(const SinusoidalParams &params)
{
    throwIfInvalid(params);
    Matrix pe(params.positions, params.dModel);
    for (int j = 0; j < params.dModel; ++j) {
        const DimensionRole role = dimensionRole(j, params.dModel, params.layout);
        const double divisor = pairDivisor(role.pair, params.dModel, params.base, params.layout);
        for (int pos = 0; pos < params.positions; ++pos) {
            const double angle = pos / divisor;
            pe(pos, j) = role.padding ? 0.0 : role.sine ? std::sin(angle) : std::cos(angle);
        }
    }
    return pe;
}

// Sine and cosine of angle_k = pos_k / divisor for the positions asked for, the angle divided as
// in the formula. Cephes' method (sin.c): reduce by π/2 in three pieces so the reduction is exact
// for every position we allow (P1 and P2 have so few bits that their products with quarter counts
// below 2^29 are exact), then two polynomials on [−π/4, π/4]. It has no branches and no
// conversion to int (the quarter count is read from the bits of a double), so the compiler
// vectorises it wherever it can compare 64-bit integers in a vector (SSE4.1 and later: the plain
// x86-64 build runs it one number at a time); target_clones builds it as kernels.h says and picks
// the best at start-up. No FMA: every build rounds the same (test_vector_builds).
PE_VECTOR_CLONES
static void sincosOfPositions(double divisor, IndexRange positions, double *sines, double *cosines)
{
    constexpr double kTwoOverPi = 0.63661977236758134308;
    constexpr double kP1 = 2 * 7.85398125648498535156e-1; // π/2 = P1 + P2 + P3
    constexpr double kP2 = 2 * 3.77489470793079817668e-8;
    constexpr double kP3 = 2 * 2.69515142907905952645e-15;
    constexpr double kRound = 6755399441055744.0; // 1.5 · 2^52: added, it rounds to a whole number
    for (int k = 0; k < positions.count; ++k) {
        const double pos = positions.first + double(k) * positions.stride; // a whole number, exactly
        const double x = pos / divisor; // never negative
        // q = x·2/π rounded to the nearest whole number; its last two bits are q mod 4.
        const double shifted = x * kTwoOverPi + kRound;
        const double q = shifted - kRound;
        const std::uint64_t quarter = std::bit_cast<std::uint64_t>(shifted) & 3;
        const double z = ((x - q * kP1) - q * kP2) - q * kP3; // in [−π/4, π/4]
        const double zz = z * z;
        const double sinZ = z + z * zz * (((((1.58962301576546568060e-10 * zz - 2.50507477628578072866e-8) * zz
                                               + 2.75573136213857245213e-6) * zz - 1.98412698295895385996e-4) * zz
                                             + 8.33333333332211858878e-3) * zz - 1.66666666666666307295e-1);
        const double cosZ = 1.0 - 0.5 * zz + zz * zz * (((((-1.13585365213876817300e-11 * zz + 2.08757008419747316778e-9) * zz
                                                             - 2.75573141792967388112e-7) * zz + 2.48015872888517045348e-5) * zz
                                                           - 1.38888888888730564116e-3) * zz + 4.16666666666665929218e-2);
        // x = z + q·π/2: each quarter turn swaps sine and cosine, and the sign bit flips for
        // quarters 2, 3 (sine) and 1, 2 (cosine).
        const bool swap = quarter & 1;
        const double sine = swap ? cosZ : sinZ;
        const double cosine = swap ? sinZ : cosZ;
        sines[k] = std::bit_cast<double>(std::bit_cast<std::uint64_t>(sine) ^ ((quarter & 2) << 62));
        cosines[k] = std::bit_cast<double>(std::bit_cast<std::uint64_t>(cosine) ^ (((quarter + 1) & 2) << 62));
    }
}

// Refuses a range that leaves [0, size).
static void throwIfOutside(IndexRange range, int size, const QString &what)
{
    const qint64 last = range.first + qint64(range.stride) * (range.count - 1);
    if (range.count < 0 || range.stride < 1 || range.first < 0 || (range.count > 0 && last >= size))
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "%1 must be from 0 to %2 (got %3 to %4).")
                                   .arg(what).arg(size - 1).arg(range.first).arg(last));
}

void sinusoidalPair(int pair, const SinusoidalParams &params, IndexRange positions, Vector *sines, Vector *cosines)
{
    throwIfInvalid(params);
    throwIfOutside({pair, 1, 1}, pairCount(params.dModel, params.layout), QCoreApplication::translate("pe::Parameters", "pair"));
    throwIfOutside(positions, params.positions, QCoreApplication::translate("pe::Parameters", "position"));
    sines->resize(positions.count);
    cosines->resize(positions.count);
    sincosOfPositions(pairDivisor(pair, params.dModel, params.base, params.layout), positions, sines->data(), cosines->data());
}

Matrix sinusoidalEncoding(const SinusoidalParams &params)
{
    throwIfInvalid(params);
    Matrix pe(params.positions, params.dModel);
    const int pairs = pairCount(params.dModel, params.layout);
    const bool loneSine = hasLoneSine(params.dModel, params.layout);
    Vector lonelyCosines(loneSine ? params.positions : 0); // the last sine has no cosine column
    for (int i = 0; i < pairs; ++i) {
        const int sineColumn = dimensionOf({i, true}, params.dModel, params.layout);
        const bool hasCosine = !(loneSine && i == pairs - 1);
        double *cosines = hasCosine ? pe.col(dimensionOf({i, false}, params.dModel, params.layout)).data()
                                    : lonelyCosines.data();
        sincosOfPositions(pairDivisor(i, params.dModel, params.base, params.layout), {0, 1, params.positions},
                          pe.col(sineColumn).data(), cosines);
    }
    if (params.layout == Layout::Tensor2Tensor && params.dModel % 2 == 1)
        pe.col(params.dModel - 1).setZero();
    return pe;
}

Matrix sinusoidalEncodingAt(const SinusoidalParams &params, IndexRange positions, IndexRange dimensions)
{
    throwIfInvalid(params);
    throwIfOutside(positions, params.positions, QCoreApplication::translate("pe::Parameters", "position"));
    throwIfOutside(dimensions, params.dModel, QCoreApplication::translate("pe::Parameters", "dimension"));
    Matrix values(positions.count, dimensions.count);
    Vector sines(positions.count), cosines(positions.count);
    int computedPair = -1; // neighbouring columns often share a pair: compute it once
    for (int c = 0; c < dimensions.count; ++c) {
        const DimensionRole role = dimensionRole(dimensions.first + c * dimensions.stride, params.dModel, params.layout);
        if (role.padding) {
            values.col(c).setZero();
            continue;
        }
        if (role.pair != computedPair) {
            sincosOfPositions(pairDivisor(role.pair, params.dModel, params.base, params.layout), positions, sines.data(), cosines.data());
            computedPair = role.pair;
        }
        values.col(c) = role.sine ? sines : cosines;
    }
    return values;
}

} // namespace pe
