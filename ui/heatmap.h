#pragma once
// QCustomPlot's colour-map recipe, shared by every heatmap of the app.

#include "sinusoidal_encoding.h"

#include <QString>

class QCustomPlot;
class QCPColorMap;

enum class HeatmapScale {
    Diverging,   ///< signed values in [-1, 1]: blue, white at 0, red
    Sequential,  ///< weights in [0, 1]: viridis, readable by colour-blind students
};

/// Adds a colour map with a colour scale (labelled `valueLabel`) to an empty plot.
/// Row 0 of the matrix is drawn at the top, as in the figures of the papers.
QCPColorMap *setupHeatmap(QCustomPlot *plot, HeatmapScale scale, const QString &valueLabel);

/// Shows `matrix` (rows on the y axis, columns on the x axis), one cell per value centred on
/// whole coordinates; `low`..`high` is the colour range.
void setHeatmapMatrix(QCPColorMap *map, const pe::Matrix &matrix, double low, double high);
