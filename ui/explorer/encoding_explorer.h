#pragma once
// The Encoding Explorer: the side panel and the linked views of a position scheme.

#include "classroom/code_dialog.h"

#include <QWidget>
#include <optional>

class AppState;
class CurvesView;
class EncodingHeatmapView;
class ExplorerControls;
class FormulaPanel;
class QGridLayout;
class QLabel;
class QStackedWidget;
class PartialScoreView;
class RopeWavelengthView;
class SimilarityView;
class VectorView;

/// Composes the views — the heatmap (or beside it the compared scheme's), the curves, the
/// vector, the similarity views and the formula panel — and schedules their refreshes: a burst
/// of changes between two frames is drawn once, and a frame draws again only what changed.
/// Each view reads the AppState itself and knows nothing of the others.
class EncodingExplorer : public QWidget
{
    Q_OBJECT
public:
    explicit EncodingExplorer(AppState *state, QWidget *parent = nullptr);

    /// What "Show Code" offers: the scheme's matrix, and the compared scheme's when compare mode is on.
    QList<CodeSource> codeSources() const;

    // The parts, for tests and for figure export.
    ExplorerControls *controls() const { return m_controls; }
    EncodingHeatmapView *heatmapView() const { return m_heatmap; }
    EncodingHeatmapView *compareView() const { return m_compared; }
    CurvesView *curvesView() const { return m_curves; }
    VectorView *vectorView() const { return m_vector; }
    SimilarityView *similarityView() const { return m_similarity; }
    RopeWavelengthView *wavelengthView() const { return m_wavelengths; }
    PartialScoreView *partialScoreView() const { return m_partialScores; }
    FormulaPanel *formulaPanel() const { return m_formula; }
    /// True when the vector and similarity views show data (schemes that add a vector),
    /// false when they show why they do not apply.
    bool vectorViewsShown() const;
    /// For presentation mode: with `focus` (a lesson step's figure names) the lower row shows only if
    /// it holds a plot named there, so that what is named gets the room; all of it with none. The
    /// upper row always stays, so that "bottom left" says the same of what remains.
    void presentFocus(const QStringList &focus);
    /// Draws now what waits for the next frame, so that figure export saves the current state.
    void refreshNow()
    {
        if (m_pending != NothingPending)
            refresh();
    }

signals:
    /// Another view asked for by name (viewNames()): "images" from the Images and Video… button.
    void viewRequested(const QString &view);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    enum Pending { NothingPending = 0, SelectionPending = 1, EncodingPending = 2 };
    /// What the views show now, to redraw only what a change touches.
    struct Shown
    {
        int position;
        int dimension;
        int comparePosition;
        QList<int> pinnedDimensions;
        bool stacked;
    };

    void scheduleRefresh(int what);
    void refresh();
    void showEncoding();
    void showSelection();

    AppState *m_state;
    int m_pending = NothingPending;
    std::optional<Shown> m_shown;
    FormulaPanel *m_formula;
    ExplorerControls *m_controls;
    EncodingHeatmapView *m_heatmap;
    EncodingHeatmapView *m_compared;
    CurvesView *m_curves;
    VectorView *m_vector;
    SimilarityView *m_similarity;
    QStackedWidget *m_topRight;   ///< the curves, or the compared scheme's heatmap
    RopeWavelengthView *m_wavelengths;
    PartialScoreView *m_partialScores;
    QStackedWidget *m_ropeLeft;
    /// The vector and similarity views, or why they do not apply (for RoPE beside its wavelengths).
    QStackedWidget *m_bottomRow;
    QGridLayout *m_views;  ///< the upper row (heatmap, top right) over the lower (m_bottomRow)
    QLabel *m_bottomRowExplanation;
    QLabel *m_ropeExplanation;
};
