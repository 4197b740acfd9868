#pragma once
// The app's one source of random numbers, written out so that the same seed gives the same
// numbers on every machine: the standard library's distributions leave their algorithms to each
// implementation.

#include <QtGlobal>
#include <cmath>
#include <numbers>

namespace pe {

/// SplitMix64 (Steele, Lea and Flood, 2014), with a Box–Muller transform for normals:
/// \f[ z = \sqrt{-2 \ln (1 - u_1)}\; \cos(2 \pi u_2) \f]
/// where u_1, u_2 are two successive uniform() values. Only the cosine half is used, to keep it
/// simple; 1 − u is never 0, so the logarithm is finite.
class RandomNumbers
{
public:
    explicit RandomNumbers(quint64 seed) : m_state(seed) {}

    /// 64 random bits.
    quint64 bits()
    {
        m_state += 0x9e3779b97f4a7c15ULL;
        quint64 z = m_state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    /// Uniform on [0, 1) in steps of 2^-53: the top 53 bits, all a double's mantissa holds.
    double uniform() { return double(bits() >> 11) * 0x1.0p-53; }

    /// A normal number, mean 0 and standard deviation 1.
    double normal()
    {
        const double u1 = uniform();
        const double u2 = uniform();
        return std::sqrt(-2.0 * std::log(1.0 - u1)) * std::cos(2.0 * std::numbers::pi * u2);
    }

    /// A whole number in [0, count), count ≥ 1; the bias of taking a remainder is below
    /// count / 2^64, far too small to matter for the app's counts.
    int below(int count) { return int(bits() % quint64(count)); }

private:
    quint64 m_state;
};

} // namespace pe
