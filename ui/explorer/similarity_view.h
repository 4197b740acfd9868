#pragma once
// The explorer's similarity views: how alike the selected position is to every other one, and
// the dot products of all pairs of positions.

#include "schemes/position_similarity.h"

#include <QWidget>
#include <future>
#include <optional>

class AppState;
class QCPColorMap;
class QCPItemStraightLine;
class QCPTextElement;
class QCustomPlot;

/// Two plots side by side: the dot product and cosine similarity of the selected position with
/// every position (the compared one marked), and the heatmap of the dot products of all pairs
/// (sampled to its pixels; a click selects a pair). For the paper's scheme the dot products come
/// from one column of offsets (pe::SinusoidalDots), never from the whole matrix.
class SimilarityView : public QWidget
{
    Q_OBJECT
public:
    explicit SimilarityView(AppState *state, QWidget *parent = nullptr);

    QCustomPlot *curvePlot() const { return m_curvePlot; }
    QCustomPlot *mapPlot() const { return m_mapPlot; }
    QCPColorMap *map() const { return m_map; }

    /// Starts computing the paper's dot products on the other core (half a millisecond at
    /// 2048 × 512), so that the heatmap can be drawn meanwhile; showEncoding() waits for them.
    void prepareEncoding();
    /// Draws the map of all pairs again (new settings or size), with what prepareEncoding() began.
    void showEncoding();
    /// Draws the curves of the selected position again; with `resetRanges` also their axes.
    void showSimilarity(bool resetRanges);
    /// Moves the markers of the selected and the compared position.
    void showSelection();

private:
    AppState *m_state;
    std::future<pe::SinusoidalDots> m_comingDots;
    std::optional<pe::SinusoidalDots> m_sinusoidalDots;  ///< the dot products, when the scheme is the paper's
    pe::Vector m_rowNorms;                                ///< (positions) the length of each row of the encoding
    QCustomPlot *m_curvePlot;
    QCPItemStraightLine *m_compareLine;
    QCPTextElement *m_title;
    QCustomPlot *m_mapPlot;
    QCPColorMap *m_map;
    QCPItemStraightLine *m_rowLine;
    QCPItemStraightLine *m_columnLine;
};
