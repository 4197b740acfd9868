// Partial RoPE: GPT-NeoX's rotary_pct and Gemma 4's proportional RoPE, and the rotation by given
// angles that applyRope() shares.

#include "schemes/rope_partial.h"
#include "math/translate.h"
#include "schemes/rope_scaling.h"

#include <QCoreApplication>
#include <cmath>

namespace pe {

namespace {

const char *const kPartialRopeNames[] = {"full", "neox", "proportional"};  // in the order of PartialRope

void throwIfInvalid(int positions, int dModel, double base, const PartialRotary &partial)
{
    QString error = validationError(partial);
    if (error.isEmpty())
        error = validationError(SinusoidalParams{dModel, positions, base, Layout::Interleaved});
    if (!error.isEmpty())
        throw InvalidParameter(error);
}

// The dimensions pair i turns in a vector whose first `width` dimensions hold the pairs.
std::pair<int, int> pairDimensions(int pair, int width, Layout layout)
{
    return {dimensionOf({pair, true}, width, layout), dimensionOf({pair, false}, width, layout)};
}

} // namespace

QString partialRopeName(PartialRope way)
{
    return QString::fromLatin1(kPartialRopeNames[int(way)]);
}

QStringList partialRopeNames()
{
    return namesOf(kPartialRopeNames);
}

bool partialRopeFromName(const QString &name, PartialRope *way)
{
    return enumFromName(kPartialRopeNames, name, way);
}

QString validationError(const PartialRotary &partial)
{
    if (partial.way == PartialRope::Full || (partial.fraction > 0.0 && partial.fraction <= 1.0))
        return {};
    return QCoreApplication::translate("pe::Parameters", "The part of each head RoPE turns must be above 0 and at most 1 (got %1).")
        .arg(shortestText(partial.fraction));
}

int partialRotaryWidth(int dModel, const PartialRotary &partial)
{
    // int(head_dim * rotary_pct): the product in double, truncated, as Python does.
    return partial.way == PartialRope::NeoX ? int(dModel * partial.fraction) : dModel;
}

int partialTurningPairs(int dModel, const PartialRotary &partial)
{
    switch (partial.way) {
    case PartialRope::Full:
        return dModel / 2;
    case PartialRope::NeoX:
        return partialRotaryWidth(dModel, partial) / 2;
    case PartialRope::Proportional:
        // int(partial_rotary_factor * head_dim // 2): Python's // of a float is the floor.
        return int(std::floor(partial.fraction * dModel / 2));
    }
    return 0;
}

Vector partialRopeFrequencies(int dModel, double base, const PartialRotary &partial)
{
    throwIfInvalid(1, dModel, base, partial);
    // Full and Proportional: the ordinary frequencies of the whole head (the first k of them);
    // NeoX: the ordinary frequencies of a head r wide.
    const int width = partial.way == PartialRope::NeoX ? partialRotaryWidth(dModel, partial) : dModel;
    const int turning = partialTurningPairs(dModel, partial);
    Vector omega = Vector::Zero(dModel / 2);
    omega.head(turning) = ropeFrequencies(width, base, {}, 1).head(turning);
    return omega;
}

Matrix partialRopeAngles(int positions, int dModel, double base, const PartialRotary &partial)
{
    throwIfInvalid(positions, dModel, base, partial);
    const Vector omega = partialRopeFrequencies(dModel, base, partial);
    // As ropeAngles(): pos · ω_i, so that Full gives the same bits.
    Matrix angles(positions, omega.size());
    for (Eigen::Index i = 0; i < omega.size(); ++i)
        for (int pos = 0; pos < positions; ++pos)
            angles(pos, i) = pos * omega(i);
    return angles;
}

Matrix rotateByAngles(const Matrix &x, const Matrix &angles, Layout layout, int rotatedWidth, double length)
{
    const Eigen::Index dModel = x.cols();
    if (angles.rows() != x.rows() || angles.cols() != dModel / 2 || rotatedWidth < 0 || rotatedWidth > dModel)
        throw InvalidParameter(QStringLiteral("rotateByAngles needs (n × ⌊D/2⌋) angles for (n × D) x and a width in [0, D] "
                                              "(got %1 × %2 angles, %3 × %4 x, width %5)")
                                   .arg(angles.rows()).arg(angles.cols()).arg(x.rows()).arg(dModel).arg(rotatedWidth));
    const int pairs = rotatedWidth / 2;
    if (angles.cols() > pairs && angles.rightCols(angles.cols() - pairs).cwiseAbs().maxCoeff() != 0.0)
        throw InvalidParameter(QStringLiteral("rotateByAngles: the angles of pairs %1 and on must be 0 (width %2)")
                                   .arg(pairs).arg(rotatedWidth));
    Matrix rotated = x;
    for (int i = 0; i < pairs; ++i) {
        const auto [a, b] = pairDimensions(i, rotatedWidth, layout);
        for (Eigen::Index p = 0; p < x.rows(); ++p) {
            const double c = length * std::cos(angles(p, i));
            const double s = length * std::sin(angles(p, i));
            rotated(p, a) = c * x(p, a) - s * x(p, b);
            rotated(p, b) = s * x(p, a) + c * x(p, b);
        }
    }
    return rotated;
}

Matrix applyPartialRope(const Matrix &x, double base, const PartialRotary &partial, Layout layout)
{
    // At least one position, so that an x without rows is checked for its D and base too.
    const int dModel = int(x.cols());
    const Matrix angles = partialRopeAngles(std::max(int(x.rows()), 1), dModel, base, partial);
    return rotateByAngles(x, angles.topRows(x.rows()), layout, partialRotaryWidth(dModel, partial));
}

SplitScores partialRopeScoreByDistance(const Vector &q, const Vector &k, int positions, double base,
                                       const PartialRotary &partial, Layout layout)
{
    if (q.size() != k.size())
        throw InvalidParameter(QStringLiteral("partialRopeScoreByDistance needs q and k of one size (got %1 and %2)")
                                   .arg(q.size()).arg(k.size()));
    const int dModel = int(q.size());
    throwIfInvalid(positions, dModel, base, partial);
    // Row r: the key at distance r from the query, which stays at position 0 (q^T R_r k).
    const Matrix keys = applyPartialRope(k.transpose().replicate(positions, 1), base, partial, layout);
    Vector turns = Vector::Zero(dModel);  // 1 on the dimensions of the turning pairs
    const int width = partialRotaryWidth(dModel, partial);
    for (int i = 0; i < partialTurningPairs(dModel, partial); ++i) {
        const auto [a, b] = pairDimensions(i, width, layout);
        turns(a) = turns(b) = 1.0;
    }
    const Vector still = Vector::Ones(dModel) - turns;
    return {keys * q.cwiseProduct(turns), keys * q.cwiseProduct(still)};
}

} // namespace pe
