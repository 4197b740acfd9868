#pragma once
// The explorer's vector view: one position's values across the dimensions, beside a second position's.

#include <QWidget>

class AppState;
class QCPItemStraightLine;
class QCPTextElement;
class QCustomPlot;

/// The selected position (solid) and the compared one (dashed): for the paper's scheme the sine
/// and cosine of each pair, for the other schemes that add a vector the whole rows. The selected
/// dimension's pair is marked. Wheel zoom and drag; a double-click redraws at the default ranges.
class VectorView : public QWidget
{
    Q_OBJECT
public:
    explicit VectorView(AppState *state, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }

    /// Draws both positions again; with `resetRanges` also the axes and legend (new settings or scheme).
    void showVectors(bool resetRanges);

private:
    AppState *m_state;
    QCustomPlot *m_plot;
    QCPItemStraightLine *m_pairLine;
    QCPTextElement *m_title;
};
