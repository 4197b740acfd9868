#pragma once
// The Encoding Explorer: the (positions × d_model) sinusoidal encoding as a heatmap.

#include <QWidget>

class AppState;
class QCustomPlot;
class QCPColorMap;
class QCPItemStraightLine;

class EncodingExplorer : public QWidget
{
    Q_OBJECT
public:
    explicit EncodingExplorer(AppState *state, QWidget *parent = nullptr);

    QCustomPlot *heatmapPlot() const { return m_heatmapPlot; }
    QCPColorMap *heatmap() const { return m_heatmap; }

private:
    void showEncoding();
    void showSelection();

    AppState *m_state;
    QCustomPlot *m_heatmapPlot;
    QCPColorMap *m_heatmap;
    QCPItemStraightLine *m_positionLine;
    QCPItemStraightLine *m_dimensionLine;
};
