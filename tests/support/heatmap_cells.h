#pragma once
// What a heatmap drawn by setHeatmapCells() (ui/plots/heatmap.h) should hold at each of its cells.

#include <Eigen/Dense>
#include <QSize>
#include <algorithm>
#include <cmath>
#include <functional>
#include <qcustomplot.h>

/// The value `map` should draw at its cell (key, value) for `matrix`: the entry the cell stands
/// for, or, where the map draws the mean of each block of cells (its "cellMeans"), the mean of
/// that block, NaN entries left out; `cellValue`, when set, maps each entry first as the view does.
inline double expectedHeatmapCell(const QCPColorMap *map, const Eigen::MatrixXd &matrix, int key, int value,
                                  const std::function<double(double)> &cellValue = {})
{
    const auto shown = [&](Eigen::Index i, Eigen::Index j) {
        const double entry = matrix(i, j);
        return cellValue && std::isfinite(entry) ? cellValue(entry) : entry;
    };
    const QSize block = map->property("cellBlock").toSize();
    if (!map->property("cellMeans").toBool() || block.isEmpty()) {
        double column = 0.0, row = 0.0;
        map->data()->cellToCoord(key, value, &column, &row);
        return shown(std::lround(row), std::lround(column));
    }
    // A single row or column of blocks is drawn twice (setHeatmapCells()): both copies are the first.
    key = std::min<int>(key, int((matrix.cols() - 1) / block.width()));
    value = std::min<int>(value, int((matrix.rows() - 1) / block.height()));
    double sum = 0.0;
    int count = 0;
    for (Eigen::Index i = Eigen::Index(value) * block.height(); i < std::min<Eigen::Index>((value + 1) * block.height(), matrix.rows()); ++i)
        for (Eigen::Index j = Eigen::Index(key) * block.width(); j < std::min<Eigen::Index>((key + 1) * block.width(), matrix.cols()); ++j)
            if (const double entry = shown(i, j); !std::isnan(entry)) {
                sum += entry;
                ++count;
            }
    return count > 0 ? sum / count : std::nan("");
}
