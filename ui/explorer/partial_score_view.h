#pragma once
// The explorer's chart for a partial RoPE: one query's score with one key against their distance,
// split into the part the turning pairs make and the part the dimensions that stand still make.

#include <QWidget>

class AppState;
class QCPGraph;
class QCustomPlot;
class QLabel;

/// For a query q and a key k drawn once (N(0, 1/D), seed 1), q·R_r k against the distance r from
/// 0 to L − 1 (pe::partialRopeScoreByDistance()): the turning part, the still part and their sum.
/// The sentence under it is made from the numbers drawn: the still part's one value and the
/// turning part's range. Only the turning part knows how far apart the two words are.
class PartialScoreView : public QWidget
{
    Q_OBJECT
public:
    explicit PartialScoreView(AppState *state, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    QLabel *summary() const { return m_summary; }

    /// Draws the state's partial RoPE (nothing to draw with the whole head turning).
    void showScores();

private:
    AppState *m_state;
    QCustomPlot *m_plot;
    QCPGraph *m_curves[3];  ///< turning, still, their sum
    QLabel *m_summary;
};
