#pragma once
// The explorer's heatmap of a scheme's matrix: one row per position, one column per dimension.

#include <QWidget>

class AppState;
class QCPColorMap;
class QCPItemStraightLine;
class QCPTextElement;
class QCustomPlot;
class QMouseEvent;

/// Draws the matrix of the scheme shown, or of the scheme compare mode puts beside it, sampled to
/// the plot's pixels, coloured and labelled as the scheme's entry says (scheme_table.h). The
/// shown scheme's heatmap also marks the selected position and dimension, selects a cell on a
/// click and tells a cell's value and formula on hover.
class EncodingHeatmapView : public QWidget
{
    Q_OBJECT
public:
    enum class Role { Shown, Compared };

    EncodingHeatmapView(AppState *state, Role role, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    QCPColorMap *map() const { return m_map; }
    QCPItemStraightLine *positionMarker() const { return m_positionLine; }
    QCPItemStraightLine *dimensionMarker() const { return m_dimensionLine; }

    /// Draws the matrix again (new settings, scheme or size).
    void showEncoding();
    /// Moves the markers to the selected cell.
    void showSelection();

protected:
    /// The arrow keys on the focused heatmap move the selection: Up and Down the position, Left
    /// and Right the dimension.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void selectCell(QMouseEvent *event);
    void showCellToolTip(QMouseEvent *event);
    // Cell (position, column) of the shown matrix, and its words and value for the tooltip and
    // the accessible description.
    double cellValue(int position, int column) const;
    QString cellText(int position, int column, double value) const;

    AppState *m_state;
    Role m_role;
    QCustomPlot *m_plot;
    QCPColorMap *m_map;
    QCPTextElement *m_title = nullptr;
    QCPItemStraightLine *m_positionLine = nullptr;
    QCPItemStraightLine *m_dimensionLine = nullptr;
};
