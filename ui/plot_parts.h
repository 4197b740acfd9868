#pragma once
// The pieces every plot of the app is built from, so all views look alike.

#include <QColor>
#include <QString>
#include <Qt>
#include <functional>

class QCPAxis;
class QCPItemStraightLine;
class QCPGraph;
class QCPTextElement;
class QCustomPlot;
class QWidget;

/// An empty plot with the app's minimum size and fast dragging. Its graphs' layer ("main")
/// and its "overlay" layer are buffered, so new data or a moved marker can be drawn without
/// drawing the axes again. A right-click saves it as a figure (see figure_export.h).
QCustomPlot *createPlot(QWidget *parent);

/// Runs `move`, which moves horizontal or vertical marker lines on the "overlay" layer, draws that
/// layer again and repaints only the strips the markers left and entered. QCPLayer::replot()
/// would repaint the whole plot, compositing every full-size layer again: a third of a frame of
/// the position slider.
void moveMarkers(QCustomPlot *plot, const std::function<void()> &move);

/// New data on unchanged axes: only the graphs' layer ("main") and the markers' ("overlay") are
/// drawn again, not the axes, labels and legend.
void replotData(QCustomPlot *plot);

/// What a full replot draws besides the data: the axes' ranges and labels, the colour maps'
/// ranges, the graphs' names, legend entries and point styles. Two equal fingerprints mean a
/// data replot is enough.
QString plotFrame(QCustomPlot *plot);

/// A full replot when plotFrame() differs from `before`, else (a d_model of 511 after 512 changes
/// only the data) the cheaper replotData().
void replotChanged(QCustomPlot *plot, const QString &before);

/// Markers on the "overlay" layer, moved with moveMarkers(): a dashed straight line.
QCPItemStraightLine *addMarker(QCustomPlot *plot, const QColor &color, Qt::PenStyle style = Qt::DashLine);
void placeVertical(QCPItemStraightLine *line, double x);
void placeHorizontal(QCPItemStraightLine *line, double y);

/// The colours of sines and of cosines, wherever both are drawn.
extern const QColor kSineColor;
extern const QColor kCosineColor;

/// A bold title in a new row above the axes.
QCPTextElement *addPlotTitle(QCustomPlot *plot, const QString &title);

/// Moves the legend from inside the axes to a row under them, so it never hides a curve.
void putLegendBelow(QCustomPlot *plot, int columns);

/// Ticks at whole numbers only, for axes that count positions or dimensions.
void setIntegerTicks(QCPAxis *axis);

/// Adds a curve on the plot's x axis and `valueAxis` (the y axis when null). When its points in
/// view are closer than two pixels, it is drawn 1 pixel wide without antialiasing: a wider pen
/// would only fill the same zigzag or envelope, at several times the cost of a frame.
/// The legend keeps the pen as set.
QCPGraph *addCurve(QCustomPlot *plot, QCPAxis *valueAxis = nullptr);
