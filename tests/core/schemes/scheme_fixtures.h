#pragma once
// What test_position_schemes and test_rope_and_alibi share: the explorer's parameters for one
// scheme, and the tolerance for rows worked out by hand.

#include "schemes/position_schemes.h"

#include <QtTest>
#include <vector>

Q_DECLARE_METATYPE(std::vector<double>)

// Sums of up to 64 products of numbers near 1 with angles up to a few hundred radians.
inline constexpr double kTolerance = 1e-12;

inline pe::SchemeParams schemeParams(pe::Scheme scheme, int dModel, int positions)
{
    pe::SchemeParams params;
    params.scheme = scheme;
    params.encoding.dModel = dModel;
    params.encoding.positions = positions;
    return params;
}
