#include "grid/grid_similarity.h"

#include <QHash>
#include <QPair>
#include <algorithm>
#include <numeric>

namespace pe {

Matrix cosineSimilarities(const Matrix &encoding)
{
    Vector inverseNorm = encoding.rowwise().norm();
    for (Eigen::Index n = 0; n < inverseNorm.size(); ++n)
        inverseNorm(n) = inverseNorm(n) > 0.0 ? 1.0 / inverseNorm(n) : 0.0;  // a zero vector is like nothing
    const Matrix unit = inverseNorm.asDiagonal() * encoding;
    return unit * unit.transpose();
}

Matrix ropeScores(const Matrix &angles)
{
    const Matrix c = angles.array().cos().matrix(), s = angles.array().sin().matrix();
    // x_{2k}² + x_{2k+1}² = 2/D = 1/pairs for every pair.
    const double weight = angles.cols() > 0 ? 1.0 / double(angles.cols()) : 0.0;
    return weight * (c * c.transpose() + s * s.transpose());
}

Matrix patchMap(const Matrix &similarities, const GridSize &grid, int patch)
{
    Matrix map(grid.rows, grid.columns);
    for (int m = 0; m < grid.patches(); ++m)
        map(m / grid.columns, m % grid.columns) = similarities(patch, m);
    return map;
}

OffsetCheck offsetCheck(const Matrix &similarities, const GridSize &grid)
{
    // For each offset the smallest and largest value seen and how many pairs have it.
    struct Range { double low, high; qint64 pairs; };
    QHash<QPair<int, int>, Range> byOffset;
    for (int n = 0; n < grid.patches(); ++n)
        for (int m = 0; m < grid.patches(); ++m) {
            const QPair<int, int> offset(m / grid.columns - n / grid.columns, m % grid.columns - n % grid.columns);
            const double value = similarities(n, m);
            auto it = byOffset.find(offset);
            if (it == byOffset.end())
                byOffset.insert(offset, {value, value, 1});
            else
                *it = {std::min(it->low, value), std::max(it->high, value), it->pairs + 1};
        }
    OffsetCheck check;
    for (const Range &range : std::as_const(byOffset))
        if (range.pairs > 1) {
            check.largestDifference = std::max(check.largestDifference, range.high - range.low);
            check.pairsCompared += range.pairs;
        }
    return check;
}

double separabilityGap(const Matrix &map)
{
    if (map.size() == 0)
        return 0.0;
    const Eigen::RowVectorXd columnMeans = map.colwise().mean();
    const Vector rowMeans = map.rowwise().mean();
    const Matrix residual = (map.rowwise() - columnMeans).colwise() - rowMeans;
    return (residual.array() + map.mean()).abs().maxCoeff();
}

std::vector<int> mostSimilarPatches(const Matrix &similarities, int patch, int count)
{
    std::vector<int> others(similarities.cols());
    std::iota(others.begin(), others.end(), 0);
    others.erase(others.begin() + patch);
    const auto moreAlike = [&](int a, int b) {
        return similarities(patch, a) != similarities(patch, b) ? similarities(patch, a) > similarities(patch, b) : a < b;
    };
    count = std::clamp(count, 0, int(others.size()));
    std::partial_sort(others.begin(), others.begin() + count, others.end(), moreAlike);
    others.resize(count);
    return others;
}

} // namespace pe
