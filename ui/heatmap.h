#pragma once
// QCustomPlot's colour-map recipe, shared by every heatmap of the app.

#include "sinusoidal_encoding.h"

#include <QString>
#include <vector>

class QCustomPlot;
class QCPColorMap;

enum class HeatmapScale {
    Diverging,   ///< signed values: blue, white at 0, red
    Sequential,  ///< weights in [0, 1]: viridis, readable by colour-blind students
};

/// Adds a colour map with a colour scale (labelled `valueLabel`) to an empty plot.
/// Row 0 of the matrix is drawn at the top, as in the figures of the papers.
QCPColorMap *setupHeatmap(QCustomPlot *plot, HeatmapScale scale, const QString &valueLabel);

/// Every `stride`-th index of 0 … count-1, with the stride chosen so that at most `maxSamples`
/// remain: a heatmap never needs more cells than it has pixels.
int sampleStride(int count, int maxSamples);

/// Shows `cells` (rows on the y axis, columns on the x axis). Cell (r, c) is centred on
/// (c·columnStride, r·rowStride), so a sampled matrix keeps the coordinates of the full one;
/// `low`..`high` is the colour range.
void setHeatmapCells(QCPColorMap *map, const pe::Matrix &cells, int rowStride, int columnStride,
                     double low, double high);
