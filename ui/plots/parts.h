#pragma once
// The pieces every plot of the app is built from, so all views look alike. The speed tricks
// (moveMarkers(), replotChanged(), addCurve() …) are in plot_speed.h, which this includes.

#include "math/types.h"
#include "plots/speed.h"

#include <QColor>
#include <QString>
#include <QVector>
#include <Qt>

class QCPAxis;
class QCPItemStraightLine;
class QCPTextElement;
class QCustomPlot;
class QWidget;

/// An empty plot with the app's minimum size and fast dragging. Its graphs' layer ("main")
/// and its "overlay" layer are buffered, so new data or a moved marker can be drawn without
/// drawing the axes again. A right-click saves it as a figure (see figure_export.h).
QCustomPlot *createPlot(QWidget *parent);

/// A text too wide for its place on two lines: broken at the space nearest its middle, or a text of
/// Chinese characters between its two middle ones; a single word of letters as it is.
QString inTwoLines(const QString &text);

/// Markers on the "overlay" layer, moved with moveMarkers(): a dashed straight line.
QCPItemStraightLine *addMarker(QCustomPlot *plot, const QColor &color, Qt::PenStyle style = Qt::DashLine);
void placeVertical(QCPItemStraightLine *line, double x);
void placeHorizontal(QCPItemStraightLine *line, double y);

/// The colours of sines and of cosines, wherever both are drawn.
extern const QColor kSineColor;
extern const QColor kCosineColor;

/// A bold title in a new row above the axes.
QCPTextElement *addPlotTitle(QCustomPlot *plot, const QString &title);

/// A row of notes under the axes (above a legend put below them), wrapped to the plot's width:
/// what would otherwise be written over the data. Empty until its text is set.
QCPTextElement *addPlotNote(QCustomPlot *plot);

/// Moves the legend from inside the axes to a row under them, so it never hides a curve.
void putLegendBelow(QCustomPlot *plot, int columns);

/// Labels tick k of a text axis with words[k] and keeps the words on the axis, so that the plot's
/// fit writes them across or upright, and only every k-th where they would overlap (fewer
/// when the axis is zoomed in).
void setWordTicks(QCPAxis *axis, const QStringList &words);

/// A vector's values as QCustomPlot takes them.
QVector<double> toQVector(const pe::Vector &values);

/// Ticks at whole numbers only, for axes that count positions or dimensions.
void setIntegerTicks(QCPAxis *axis);
