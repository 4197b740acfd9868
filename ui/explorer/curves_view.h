#pragma once
// The explorer's curves: the selected dimension (and the pinned ones) over all positions.

#include <QList>
#include <QWidget>

class AppState;
class QCPAxisRect;
class QCPItemStraightLine;
class QCPMarginGroup;
class QCPTextElement;
class QCustomPlot;
class QLabel;

/// One curve per dimension — the selected one first, then the pinned ones — on the same axes or
/// stacked, one panel each with its own value axis at the curve's true scale (their position
/// axes move together), named and captioned as the scheme's entry says (scheme_table.h), with the
/// selected position marked. Wheel zoom and drag; a double-click redraws at the default ranges.
class CurvesView : public QWidget
{
    Q_OBJECT
public:
    explicit CurvesView(AppState *state, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    QLabel *caption() const { return m_caption; }

    /// Draws the curves again (new settings, selected dimension, pins or stacking).
    void showCurves();
    /// Moves the position marker only.
    void showPosition();

private:
    /// The plot's own axes and count − 1 panels under them.
    void setPanelCount(int count);
    /// Panel k: 0 is the plot's own axis rect.
    QCPAxisRect *panelRect(int k) const;
    /// A position marker drawn in `panel` only.
    QCPItemStraightLine *panelMarker(QCPAxisRect *panel);

    AppState *m_state;
    QCustomPlot *m_plot;
    QList<QCPAxisRect *> m_panels;  ///< the stacked curves' panels after the first
    QCPMarginGroup *m_margins;      ///< keeps the panels' axes aligned
    QList<QCPItemStraightLine *> m_markers;  ///< the selected position, in each panel
    bool m_stackedShown = false;             ///< the panels have their own ticks, to undo when unstacked
    QCPTextElement *m_title;
    QLabel *m_caption;
};
