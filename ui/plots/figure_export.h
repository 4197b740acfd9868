#pragma once
// Figures for slides and matrices for notebooks: every plot saves itself as PNG, SVG or PDF,
// and every heatmap its full matrix as CSV or .npy.

#include "math/types.h"
#include "state/view_names.h"  // isFigureFileName(), the names saveFigure() writes

#include <QString>
#include <functional>

class QCustomPlot;
class QWidget;

/// Saves a plot as PNG (`scale` times its size on screen), SVG or PDF, chosen by the file's
/// extension; written atomically, with the plot's figure title (setFigureName()) in place of the
/// one on screen. Returns an empty string, or why it failed.
QString saveFigure(QCustomPlot *plot, const QString &path, double scale = 1.0);

/// The same for a whole view (any widget), as it looks on screen.
QString saveWidgetFigure(QWidget *widget, const QString &path, double scale = 1.0);

/// Names a plot as a figure: `fileName` (lower case, no extension, e.g. "sentence-a-with-position")
/// is offered when it is saved and names it in File › Export All Figures; `title`, if not empty,
/// replaces its title in the saved figure, which stands alone on a slide and must say what the
/// view around it says ("Sentence A, with positional information: tigers love rabbits .").
void setFigureName(QCustomPlot *plot, const QString &fileName, const QString &title = {});
/// What the whole view shows that the plot's title does not say (the explorer's scheme, "sinusoidal
/// (the paper)"): the saved figure's title ends with it, " — sinusoidal (the paper)", so a slide
/// says which scheme it is. Empty for none.
void setFigureSubject(QCustomPlot *plot, const QString &subject);
/// The plot's file name, or `fallback` when it has none.
QString figureFileName(const QCustomPlot *plot, const QString &fallback);

/// `path` with `suffix` added when the user typed a name without an extension ("slide" → "slide.png").
QString withSuffix(const QString &path, const QString &suffix);

/// Gives a plot its right-click menu: save as PNG (1×, 2×, 4×), SVG or PDF, copy the image.
void addFigureMenu(QCustomPlot *plot);

/// Adds "Save matrix as CSV / NumPy" to the plot's menu; `matrix` gives the full matrix the
/// plot shows (a heatmap draws a sampled one when it is larger than the screen).
void setExportedMatrix(QCustomPlot *plot, std::function<pe::Matrix()> matrix);
