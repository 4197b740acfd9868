#pragma once
// The explorer's chart for RoPE's scalings: each pair's wavelength against the trained length.

#include "schemes/rope_scaling.h"
#include "schemes/sinusoidal_encoding.h"

#include <QList>
#include <QVector>
#include <QWidget>
#include <array>
#include <vector>

class AppState;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;
class QLabel;

/// For RoPE: every pair's wavelength (positions per full turn, 2π/ω_i) on a log axis, before the
/// scaling (grey) and after it, each pair after scaling coloured by what the scaling did to it —
/// left alone, squeezed by s, or slowed by less (pe::ropePairTreatments()) — with the trained
/// length L0 and the wavelengths at which the method's rule changes (Llama 3's L0 / low_freq_factor
/// and L0 / high_freq_factor, YaRN's L0 / β_slow and L0 / β_fast). A sentence under the chart says
/// which pairs went where. With a partial RoPE, the pairs that turn and those that never do instead.
/// Wheel zoom and drag; a double-click redraws at the default ranges.
class RopeWavelengthView : public QWidget
{
    Q_OBJECT
public:
    explicit RopeWavelengthView(AppState *state, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    /// The sentence under the chart.
    QLabel *summary() const { return m_summary; }

    /// Draws the state's RoPE settings.
    void showWavelengths();

private:
    /// A partial RoPE: the whole head's wavelengths in grey, the pairs that turn, and those that
    /// never do drawn above every wavelength.
    void showPartial();
    /// The line of the positions on screen, alone, with its name.
    void showPositionsLine(int positions);
    /// The scaled wavelengths in three series by what the scaling did to each pair; the pairs of each.
    std::array<QList<int>, 3> showTreatments(const QVector<double> &afterLengths, const std::vector<pe::PairTreatment> &treatments,
                                             bool scaled);
    /// The lengths the scaling compares wavelengths with (L0 and its fractions, or the positions on
    /// screen), with their names; low and high grow to hold them.
    void showLengthLines(const pe::SinusoidalParams &e, const pe::RopeScale &scale, double *low, double *high);
    /// Which pairs the scaling left alone, squeezed or slowed, in a sentence.
    QString scaleSummary(const pe::SinusoidalParams &e, const pe::RopeScale &scale, const std::array<QList<int>, 3> &pairsOf) const;

    AppState *m_state;
    QCustomPlot *m_plot;
    QCPTextElement *m_title;
    QCPGraph *m_before;
    QCPGraph *m_after[3];  ///< left alone, squeezed, between
    QCPItemStraightLine *m_lines[3];  ///< L0 (or the positions on screen), and the rule's two wavelengths
    QCPItemText *m_lineLabels[3];
    QLabel *m_summary;
};
