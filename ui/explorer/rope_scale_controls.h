#pragma once
// RoPE's own settings in the explorer: which part of each head turns (all of it, GPT-NeoX's or
// Gemma 4's part), and its scaling for longer sentences: which method, its factor, the length the
// model was trained on, and the numbers YaRN and Llama 3 read.

#include <QWidget>
#include <functional>

class AppState;
class QComboBox;
class SliderSpinBox;
namespace pe {
struct RopeScale;
}

/// Shows only what the chosen scaling reads (the factor for all, L0 for dynamic NTK, YaRN and
/// Llama 3, β_fast and β_slow for YaRN, the two frequency factors for Llama 3); each control
/// changes its own field of the state's RopeScale, and a refused value says why under it.
class RopeScaleControls : public QWidget
{
    Q_OBJECT
public:
    explicit RopeScaleControls(AppState *state, QWidget *parent = nullptr);

    /// Shows the state's scale; `shown` is false when no scheme on screen is RoPE.
    void followState(bool shown);

    QComboBox *partialControl() const { return m_partial; }
    SliderSpinBox *fractionControl() const { return m_fraction; }
    QComboBox *scalingControl() const { return m_scaling; }
    SliderSpinBox *factorControl() const { return m_factor; }
    SliderSpinBox *originalLengthControl() const { return m_originalLength; }
    SliderSpinBox *lowFreqFactorControl() const { return m_lowFreqFactor; }
    SliderSpinBox *highFreqFactorControl() const { return m_highFreqFactor; }
    SliderSpinBox *betaFastControl() const { return m_betaFast; }
    SliderSpinBox *betaSlowControl() const { return m_betaSlow; }

private:
    /// A slider (logarithmic) for one number of the scale, which `set` writes into it.
    SliderSpinBox *addNumber(const QString &label, const QString &tip, bool whole, double minimum, double maximum,
                             const std::function<void(pe::RopeScale &, double)> &set);

    /// Which part of each head turns, and how much: the whole head, GPT-NeoX's or Gemma 4's part.
    void createPartialControls();

    AppState *m_state;
    QComboBox *m_partial;
    SliderSpinBox *m_fraction;
    QComboBox *m_scaling;
    SliderSpinBox *m_factor;
    SliderSpinBox *m_originalLength;
    SliderSpinBox *m_lowFreqFactor;
    SliderSpinBox *m_highFreqFactor;
    SliderSpinBox *m_betaFast;
    SliderSpinBox *m_betaSlow;
};
