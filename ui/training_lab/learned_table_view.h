#pragma once
// The learned position table forming as the model trains, beside the sinusoidal table of the
// same size: does structure appear?

#include "schemes/sinusoidal_encoding.h"

#include <QWidget>

class AppState;
class PrincipalComponentsView;
class QAbstractButton;
class QGridLayout;
class QStackedWidget;
class QCPColorMap;
class QCPTextElement;
class QCustomPlot;

/// Four heatmaps: the learned table (positions × dimensions) and the cosine similarity of its
/// rows (positions × positions), as training leaves them, above the sinusoidal table and its
/// similarity at the same positions and d_model. A toggle above them shows instead what the
/// learned table learned: its principal components (PrincipalComponentsView).
class LearnedTableView : public QWidget
{
    Q_OBJECT
public:
    explicit LearnedTableView(AppState *state, QWidget *parent = nullptr);

    /// The sinusoidal pair for a table of `positions` rows and `dModel` columns; the learned pair
    /// waits for its first table.
    void start(int positions, int dModel);
    /// The learned table after `step` steps (P × D).
    void showTable(int step, const pe::Matrix &table);

    QCustomPlot *learnedPlot() const { return m_plots[0]; }
    QCustomPlot *learnedSimilarityPlot() const { return m_plots[1]; }
    QCustomPlot *sinusoidalPlot() const { return m_plots[2]; }
    QCustomPlot *sinusoidalSimilarityPlot() const { return m_plots[3]; }
    /// The step of the learned table shown, or -1 before the first.
    int shownStep() const { return m_step; }

    /// The plots in a row of four or in two rows of two (for tests).
    int columns() const { return m_columns; }

    /// The toggle: the tables (false) or the learned table's principal components (true).
    void showComponents(bool shown);
    bool componentsShown() const;
    PrincipalComponentsView *components() const { return m_components; }
    QAbstractButton *componentsButton() const { return m_toggle[1]; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    /// The tables' page resized: evenSizes().
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showPair(int first, const pe::Matrix &table);
    void arrange(int columns);
    QWidget *createToggle();
    void evenSizes(const QSize &tablesSize);

    QStackedWidget *m_pages;
    QAbstractButton *m_toggle[2];
    PrincipalComponentsView *m_components;
    QGridLayout *m_layout;
    int m_columns = 0;
    QCustomPlot *m_plots[4];
    QCPColorMap *m_maps[4];
    QCPTextElement *m_learnedTitle = nullptr;
    int m_step = -1;
};
