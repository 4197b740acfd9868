#pragma once
// QCustomPlot's colour-map recipe, shared by every heatmap of the app.

#include "math/types.h"
#include "state/colour_map.h"

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

class QCustomPlot;
class QCPColorMap;
class QCPColorGradient;
class QWidget;

enum class HeatmapScale {
    Diverging,   ///< signed values: a light middle at 0, the sign as hue
    Sequential,  ///< weights in [0, 1] and other one-signed values: dark to light
};

/// The colours of `map` for values of `scale`, as every heatmap of the app draws them (no value, NaN, is transparent).
QCPColorGradient gradientFor(ColourMap map, HeatmapScale scale);

/// Redraws every heatmap under `root`, and its cell values, in `map` from now on.
void restyleHeatmaps(QWidget *root, ColourMap map);

/// Adds a colour map with a colour scale (labelled `valueLabel`) to an empty plot, drawn in
/// `map` (the views pass the state's: the figures of one class should match).
/// Row 0 of the matrix is drawn at the top, as in the figures of the papers.
QCPColorMap *setupHeatmap(QCustomPlot *plot, HeatmapScale scale, const QString &valueLabel, ColourMap map);

/// Switches the colour gradient, e.g. from weights to signed scores, in the heatmap's colour map.
void setHeatmapScale(QCPColorMap *map, HeatmapScale scale);

/// Shows `cells` (rows on the y axis, columns on the x axis), sampled every rowStride-th row and
/// columnStride-th column of a matrix of `size` (rows × columns; the cells' own size when
/// empty). Cell (r, c) is centred on (c·columnStride, r·rowStride), so a sampled matrix keeps the
/// coordinates of the full one, and the axes span the full matrix, so that every position can be
/// marked (the rows past the last one sampled are a sliver under one pixel); `low`..`high` is
/// the colour range. With `means`, each cell is the mean of the rowStride × columnStride block
/// it stands for (pe::blockMeans()), else a sample of it; the plot's description says which.
void setHeatmapCells(QCPColorMap *map, const pe::Matrix &cells, int rowStride, int columnStride,
                     double low, double high, QSize size = {}, bool means = false);

/// Empties a heatmap, so that nothing stale is shown when there is nothing to show: no cells, no
/// numbers on its axes, no colour scale (setHeatmapCells() brings them back).
void clearHeatmap(QCPColorMap *map);

/// Labels both axes of a square heatmap with the tokens (setWordTicks(): every k-th token where
/// they would overlap at the plot's size).
void setTokenAxes(QCustomPlot *plot, const QStringList &tokens);

/// Writes each cell's value on it for small matrices (at most 10 × 10), in white on dark
/// cells and black on light ones, as coloured by the plot's heatmap (so call it after
/// setHeatmapCells()); removes the values of the previous matrix. The values show only while
/// a cell is large enough on screen to hold one (checked after each layout).
void showCellValues(QCustomPlot *plot, const pe::Matrix &cells);
