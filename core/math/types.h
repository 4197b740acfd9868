#pragma once
// The types every part of the core speaks in: Eigen's dense matrices and vectors, the error a
// parameter out of range raises, and the sampled rows or columns a view draws.

#include <Eigen/Dense>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <stdexcept>

namespace pe {

using Matrix = Eigen::MatrixXd;
using Vector = Eigen::VectorXd;
/// A matrix of yes/no, row by row: a mask (query i may attend key j), or what reaches what.
using BoolMatrix = Eigen::Array<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// Thrown by the core when a parameter is outside its allowed range; what() names the
/// parameter and the range, ready to show to a user.
class InvalidParameter : public std::invalid_argument
{
public:
    explicit InvalidParameter(const QString &message);
    QString message() const { return QString::fromUtf8(what()); }
};

/// Allowed ranges. The core refuses anything outside them instead of clamping.
inline constexpr int kMaxDModel = 16384;
inline constexpr int kMaxPositions = 1 << 20;
inline constexpr qint64 kMaxMatrixValues = qint64(1) << 27; ///< 1 GiB of doubles
/// Attention stops below kMaxDModel: the random projections alone are two (D × D) matrices.
inline constexpr int kMaxAttentionDModel = 2048;

/// Indices first, first + stride, first + 2·stride … (count of them): the rows or columns a view samples.
struct IndexRange
{
    int first = 0;
    int stride = 1;
    int count = 0;
};

/// The same indices for an Eigen matrix: matrix(indices(rows), indices(columns)).
inline auto indices(IndexRange range)
{
    return Eigen::seqN(range.first, range.count, range.stride);
}

/// Every stride-th index of 0 … count-1, with the stride chosen so that at most `maxSamples`
/// remain: a view never needs more samples than it has pixels.
inline int sampleStride(int count, int maxSamples)
{
    return std::max(1, (count + maxSamples - 1) / maxSamples);
}

/// Returns (⌈R/r⌉ × ⌈C/c⌉) the mean of each r × c block of m (R × C), r = rowStride and
/// c = columnStride, the last blocks of a row or column smaller: what a pixel that covers those
/// cells shows, where every r-th row and c-th column alone would drop the others (the cosines of
/// an interleaved encoding, every other column). NaN cells (no value) are left out of a mean; a
/// block with no value is NaN.
Matrix blockMeans(const Matrix &m, int rowStride, int columnStride);

/// The names of a table of names (an enum's, in its order) as a list, for messages and boxes.
template <std::size_t N>
QStringList namesOf(const char *const (&names)[N])
{
    QStringList list;
    for (const char *name : names)
        list.append(QString::fromLatin1(name));
    return list;
}

/// Sets *value to the enum whose name in `names` is `name`; false (and *value untouched) when none is.
template <typename Enum, std::size_t N>
bool enumFromName(const char *const (&names)[N], const QString &name, Enum *value)
{
    const qsizetype k = namesOf(names).indexOf(name);
    if (k >= 0)
        *value = Enum(k);
    return k >= 0;
}

} // namespace pe
