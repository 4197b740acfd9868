#pragma once
// The relative property as a matrix: M_k with PE(p + k) = M_k · PE(p), beside its check.

#include <QDialog>

class AppState;
class QCPColorMap;
class QCPTextElement;
class QCustomPlot;
class QLabel;

/// For the sinusoidal scheme, at the offset k between the compared and the selected position:
/// the D × D matrix M_k (pe::relativeRotation(), 2 × 2 blocks of cos kω and sin kω in the
/// convention shown) as a heatmap, and under it the largest |PE(p + k) − M_k·PE(p)| over every p
/// (pe::relativeRotationDeviation()). It follows the explorer while open.
class RotationDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RotationDialog(AppState *state, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    QLabel *check() const { return m_check; }

    /// Draws M_k for the state's scheme and offset.
    void showRotation();

private:
    AppState *m_state;
    QCustomPlot *m_plot;
    QCPColorMap *m_map;
    QCPTextElement *m_title;
    QLabel *m_check;
};
