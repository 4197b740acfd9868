#pragma once
// The speed tricks of the app's plots, behind one wall. Each reaches into QCustomPlot further
// than its public API goes (buffered layers, protected paint buffers, raw colour-map cells,
// replot hints) to keep a slider frame within one 60 Hz frame at 2048 × 512 and beyond; the
// reasons are measured in the comments of plot_speed.cpp. Views call only these functions.

#include <Eigen/Dense>
#include <QString>
#include <functional>

class QCPAxis;
class QCPColorMapData;
class QCPGraph;
class QCustomPlot;

/// Sets a new plot up for fast frames: the graphs' layer ("main") and the "overlay" layer of the
/// markers are buffered, polylines are drawn without joins, and a replot asks for one repaint
/// instead of repainting at once.
void configureForSpeed(QCustomPlot *plot);

/// For a plot that replots whole whenever its data change (the heatmap, the curves): its graphs
/// need no buffer of their own, and one buffer fewer makes every marker move cheaper.
void unbufferData(QCustomPlot *plot);

/// Runs `move`, which moves horizontal or vertical marker lines on the "overlay" layer, draws that
/// layer again and repaints only the strips the markers left and entered; nothing when every marker
/// stayed where it was (its layer is then already drawn as it should be).
void moveMarkers(QCustomPlot *plot, const std::function<void()> &move);

/// New data on unchanged axes: only the graphs' layer is drawn again, and the markers' when one
/// moved since it was drawn; not the axes, labels and legend.
void replotData(QCustomPlot *plot);

/// What a full replot draws besides the data: the axes' ranges and labels, the colour maps'
/// ranges, the graphs' names, legend entries and point styles. Two equal fingerprints mean a
/// data replot is enough.
QString plotFrame(QCustomPlot *plot);

/// A full replot when plotFrame() differs from `before`, else (a d_model of 511 after 512 changes
/// only the data) the cheaper replotData().
void replotChanged(QCustomPlot *plot, const QString &before);

/// Writes every cell of a colour map's data at once: `cells` (rows × columns) must have the
/// data's size, row r holding the cells of value index r.
void writeCells(QCPColorMapData *data, const Eigen::MatrixXd &cells);

/// Adds a curve on the plot's x axis and `valueAxis` (the y axis when null; a value axis of another
/// axis rect takes that rect's bottom axis). When its points in
/// view are closer than two pixels, it is drawn 1 pixel wide without antialiasing: a wider pen
/// would only fill the same zigzag or envelope, at several times the cost of a frame.
/// The legend keeps the pen as set.
QCPGraph *addCurve(QCustomPlot *plot, QCPAxis *valueAxis = nullptr);
