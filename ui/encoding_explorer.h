#pragma once
// The Encoding Explorer: sliders on the left, five linked views of the sinusoidal encoding.

#include "code_dialog.h"
#include "position_similarity.h"
#include "sinusoidal_encoding.h"

#include <QWidget>
#include <optional>

class AppState;
class QCheckBox;
class QComboBox;
class QCustomPlot;
class QCPColorMap;
class QCPItemStraightLine;
class QCPTextElement;
class QLabel;
class QMouseEvent;
class QStackedWidget;
class SliderSpinBox;

class EncodingExplorer : public QWidget
{
    Q_OBJECT
public:
    explicit EncodingExplorer(AppState *state, QWidget *parent = nullptr);

    /// "PE(2, 3) = cos(2 / 10000^(2·1/4)) = cos(0.02) = 0.99980": the formula with its numbers.
    static QString formulaText(int position, int dimension, const pe::SinusoidalParams &params);

    /// What "Show Code" offers: the scheme's matrix, and the compared scheme's when compare mode is on.
    QList<CodeSource> codeSources() const;

    // The controls and views, for tests and for figure export.
    SliderSpinBox *positionControl() const { return m_position; }
    SliderSpinBox *dimensionControl() const { return m_dimension; }
    SliderSpinBox *dModelControl() const { return m_dModel; }
    SliderSpinBox *positionsControl() const { return m_positions; }
    SliderSpinBox *baseControl() const { return m_base; }
    SliderSpinBox *comparePositionControl() const { return m_comparePosition; }
    QComboBox *layoutControl() const { return m_layout; }
    QComboBox *schemeControl() const { return m_scheme; }
    SliderSpinBox *maxLenControl() const { return m_maxLen; }
    QCheckBox *compareControl() const { return m_compare; }
    QComboBox *compareSchemeControl() const { return m_compareScheme; }
    QLabel *schemeExplanation() const { return m_explanation; }
    QCPColorMap *compareMap() const { return m_compareMap; }
    /// True when the vector and similarity views show data (schemes that add a vector),
    /// false when they show why they do not apply.
    bool vectorViewsShown() const;
    QCheckBox *stackedControl() const { return m_stacked; }
    QCustomPlot *heatmapPlot() const { return m_heatmapPlot; }
    QCPColorMap *heatmap() const { return m_heatmap; }
    QCustomPlot *curvesPlot() const { return m_curvesPlot; }
    QCustomPlot *vectorPlot() const { return m_vectorPlot; }
    QCustomPlot *similarityCurvePlot() const { return m_similarityCurvePlot; }
    QCustomPlot *similarityPlot() const { return m_similarityPlot; }
    QCPColorMap *similarityMap() const { return m_similarityMap; }
    QLabel *formulaLabel() const { return m_formula; }
    QLabel *curveCaption() const { return m_curveCaption; }
    QLabel *offsetCheckLabel() const { return m_offsetCheck; }
    QCPItemStraightLine *positionMarker() const { return m_positionLine; }
    QCPItemStraightLine *dimensionMarker() const { return m_dimensionLine; }

    /// One click to the classic figure: dimensions 2, 6 and 12 over 128 positions at d_model 64.
    void showClassicCurves();
    /// One click to the classic figure: positions 1 and 5 across the 32 pairs of d_model 64.
    void showClassicVectors();
    void pinSelectedDimension();
    void clearPinnedDimensions();

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

    QWidget *createControlPanel();
    void followStateInControls();
    void scheduleRefresh(int what);
    void refresh();
    void showEncoding();
    void showSelection();
    void showCurves();
    void showVectors(bool resetRanges);
    void showSimilarity(bool resetRanges);
    void showOffsetCheck();
    void showFormula();
    QString schemeFormulaText(int position, int column) const;
    void selectCell(QMouseEvent *event);
    void showCellToolTip(QMouseEvent *event);

    AppState *m_state;
    int m_pending = NothingPending;
    std::optional<Shown> m_shown;
    pe::Vector m_rowNorms;  ///< (positions) the length of each row of the encoding
    std::optional<pe::SinusoidalDots> m_sinusoidalDots; ///< the dot products, when the scheme is the paper's
    SliderSpinBox *m_position;
    SliderSpinBox *m_dimension;
    SliderSpinBox *m_dModel;
    SliderSpinBox *m_positions;
    SliderSpinBox *m_base;
    SliderSpinBox *m_comparePosition;
    QComboBox *m_layout;
    QCheckBox *m_stacked;
    QComboBox *m_scheme;
    SliderSpinBox *m_maxLen;
    QCheckBox *m_compare;
    QComboBox *m_compareScheme;
    QLabel *m_explanation;
    QStackedWidget *m_topRight;       ///< the curves, or the compared scheme's heatmap
    QStackedWidget *m_bottomRow;      ///< the vector and similarity views, or why they do not apply
    QLabel *m_bottomRowExplanation;
    QCustomPlot *m_comparePlot;
    QCPColorMap *m_compareMap;
    QCPTextElement *m_compareTitle;
    QLabel *m_formula;
    QLabel *m_offsetCheck;
    QLabel *m_curveCaption;

    QCustomPlot *m_heatmapPlot;
    QCPColorMap *m_heatmap;
    QCPItemStraightLine *m_positionLine;
    QCPItemStraightLine *m_dimensionLine;
    QCustomPlot *m_curvesPlot;
    QCPItemStraightLine *m_curvesPositionLine;
    QCustomPlot *m_vectorPlot;
    QCPItemStraightLine *m_vectorPairLine;
    QCPTextElement *m_vectorTitle;
    QCustomPlot *m_similarityCurvePlot;
    QCPItemStraightLine *m_similarityCompareLine;
    QCPTextElement *m_similarityTitle;
    QCustomPlot *m_similarityPlot;
    QCPColorMap *m_similarityMap;
    QCPItemStraightLine *m_similarityRowLine;
    QCPItemStraightLine *m_similarityColumnLine;
};
