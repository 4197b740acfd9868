#pragma once
// What a screen reader says about a plot. createPlot() keeps it up to date after every replot:
// the accessible name is the plot's title (or, without one, its axes), the description what it
// draws — its axes and their ranges, its curves by name, the size and colour range of a colour
// map — followed by the selection its view gives with setPlotSelection().

#include <QJsonObject>
#include <QString>
#include <QStringList>

class QCustomPlot;
class QWidget;

/// The smallest text the plot draws, in pixels: its tick labels, axis labels, titles, colour scale,
/// legend and the values written on cells (what a projector's back row must read).
int smallestTextPixels(QCustomPlot *plot);

/// Names and describes `plot` now and after every replot.
void describeAfterEveryReplot(QCustomPlot *plot);
/// Names and describes `plot` now: after a redraw of its layers only (replotData()).
void describePlot(QCustomPlot *plot);
/// What the view has selected on the plot, as a sentence ("selected position 1, dimension 2,
/// value 0.68156"); empty for none. The description ends with it from now on.
void setPlotSelection(QCustomPlot *plot, const QString &selection);
/// What a viewer sees of every plot shown in `window`, for checks from outside (--describe):
/// {"plots": [{"name", "title", "description", "rect": [x, y, width, height], "focus", "smallest_text_px",
/// "axes": [{"words": […], "drawn": […]}]}]}: its figure name, accessible name and description,
/// the part of it in sight in window pixels, whether its figure name is in `focus`, and for each
/// axis of words the words it has and the words it draws.
QJsonObject describeVisiblePlots(QWidget *window, const QStringList &focus);
/// The accessible name and description as they are computed from the plot.
QString plotName(QCustomPlot *plot);
QString plotDescription(QCustomPlot *plot);
