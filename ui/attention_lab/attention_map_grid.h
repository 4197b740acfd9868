#pragma once
// The Attention Lab's six maps: sentences A and B and their difference, without and with position.

#include "attention/word_order.h"

#include <QPoint>
#include <QWidget>
#include <optional>

class AppState;
class QCPAxis;
class QCPColorMap;
class QCPTextElement;
class QCustomPlot;
class QLabel;
class QMouseEvent;

/// Two columns, without and with positional information, each under its verdict: the attention
/// maps of sentence A and of sentence B (weights or raw scores, the mean of the heads or one head,
/// as the lab's settings say) and B minus A matched word for word. A frame draws again only the
/// maps whose values changed, and lays out again only those whose tokens or colour range changed.
class AttentionMapGrid : public QWidget
{
    Q_OBJECT
public:
    enum Row { SentenceA, SentenceB, Difference };
    enum Column { WithoutPosition, WithPosition };

    explicit AttentionMapGrid(AppState *state, QWidget *parent = nullptr);

    QCustomPlot *plot(Row row, Column column) const { return m_plots[row][column]; }
    /// Shows only the rows that hold a map named in `focus` (figure names, figureFileName()),
    /// so those maps share the height; every row when it names none. Returns whether it named one.
    bool showOnlyRowsOf(const QStringList &focus);
    QCPColorMap *map(Row row, Column column) const { return m_maps[row][column]; }
    QLabel *verdict(Column column) const { return m_verdicts[column]; }
    /// Under the maps while a map in sight leaves words out of its labels: how to zoom to them.
    QLabel *zoomHint() const { return m_zoomHint; }

    /// The matrix a map shows (weights or scores, the mean or one head, B and the difference in
    /// A's word order when the lab says so); empty when there is none.
    pe::Matrix shownMatrix(Row row, Column column) const;

    /// Draws a comparison of the two sentences, whose tokens (as shown) are on the maps' axes.
    void showComparison(const pe::WordOrderComparison &comparison, const QStringList &tokensA, const QStringList &tokensB);
    /// Empties every map, so that nothing stale is shown when a sentence cannot be computed.
    void clearMaps();

protected:
    /// The arrow keys on a focused map move its selected cell (query and key); its words and
    /// value show as a tooltip and end the map's accessible description.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Shows values (n × n) on a map coloured over low..high, with the tokens on its axes.
    void showMap(Row row, Column column, const pe::Matrix &values, const QStringList &tokens, double low, double high);
    // The titles of the maps saved as figures: row, column and the sentences' words.
    void setFigureTitles(const QStringList &tokensA, const QStringList &tokensB, bool bInAOrder);
    // Empties one map.
    void clearMap(Row row, Column column);
    // A zoomed map stays over its cells; a double-click shows it whole.
    void keepInsideTheMap(Row row, Column column, QCPAxis *axis);
    // Shows the zoom hint while a map in sight writes only every k-th word (a long sentence).
    void followLeftOutWords();
    void showWholeMap(Row row, Column column);
    // shownMatrix() in the order the sentence was typed.
    pe::Matrix shownMatrixAsTyped(Row row, Column column) const;
    // The words of the cell under the mouse and its value, as a tooltip.
    void showCellToolTip(Row row, Column column, QMouseEvent *event) const;
    // The words of a cell and its value; empty outside the map.
    QString cellText(Row row, Column column, int query, int key) const;
    // Ends the map's description with its selected cell, shown as a tooltip too when asked.
    void describeCursor(Row row, Column column, bool showTip);

    AppState *m_state;
    const pe::WordOrderComparison *m_comparison = nullptr;  ///< the one shown, owned by the lab
    // What each map was last drawn with: a frame draws again only the maps whose values changed,
    // and lays out again only those whose tokens, colour range or kind of value changed too.
    struct DrawnMap
    {
        pe::Matrix values;
        QStringList tokens;
        double low = 0.0;
        double high = 0.0;
        bool scores = false;
    };
    std::optional<DrawnMap> m_drawn[3][2];  // empty: cleared, or not drawn yet
    QLabel *m_verdicts[2];
    QLabel *m_zoomHint;
    QCustomPlot *m_plots[3][2];
    QCPColorMap *m_maps[3][2];
    QCPTextElement *m_titles[3][2];
    QPoint m_cursors[3][2];  ///< each map's cell for the keyboard: x the key, y the query
    bool m_drawing = false;  ///< showMap() is setting a map's ranges
};
