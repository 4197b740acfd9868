#pragma once
// The explorer's curves: the selected dimension (and the pinned ones) over all positions.

#include <QWidget>

class AppState;
class QCPItemStraightLine;
class QCPTextElement;
class QCustomPlot;
class QLabel;

/// One curve per dimension — the selected one first, then the pinned ones — on the same axes or
/// stacked, named and captioned as the scheme's entry says (scheme_table.h), with the selected
/// position marked. Wheel zoom and drag; a double-click redraws at the default ranges.
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
    AppState *m_state;
    QCustomPlot *m_plot;
    QCPItemStraightLine *m_positionLine;
    QCPTextElement *m_title;
    QLabel *m_caption;
};
