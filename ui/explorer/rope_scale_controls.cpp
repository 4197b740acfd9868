#include "explorer/rope_scale_controls.h"

#include "schemes/position_schemes.h"
#include "state/app_state.h"
#include "widgets/choices.h"
#include "widgets/slider_spin_box.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QVBoxLayout>

RopeScaleControls::RopeScaleControls(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_scaling = new QComboBox;
    addRopeScalings(m_scaling);
    m_scaling->setToolTip(tr("How RoPE stretches to sentences longer than it trained on: divide every position by the factor "
                             "(interpolation), raise the base so the slow pairs turn slower (NTK, or dynamic NTK as the sentence "
                             "grows), or treat fast and slow pairs differently (YaRN, Llama 3). The chart below the heatmap "
                             "shows what each does to every pair."));
    layout->addWidget(m_scaling);
    connect(m_scaling, &QComboBox::currentIndexChanged, this, [this] {
        const QString refusal = m_state->changeSchemeSettings(
            [this](pe::SchemeSettings &s) { s.ropeScale.scaling = pe::RopeScaling(m_scaling->currentData().toInt()); });
        if (!refusal.isEmpty()) {
            followState(true);  // the box shows the scaling the app kept, and the factor why
            m_factor->showMessage(refusal);
        }
    });
    m_factor = addNumber(tr("factor s (longest / trained length)"), tr("How many times longer the sentences are than the ones it trained on."),
                         false, 1, 64, [](pe::RopeScale &s, double v) { s.factor = v; });
    m_factor->setTypedLimits(1, pe::kMaxRopeFactor);
    m_originalLength = addNumber(tr("trained length L0"), tr("The length the model was trained on (original_max_position_embeddings): "
                                                            "the methods compare each pair's wavelength with it."),
                                 true, 1, 4096, [](pe::RopeScale &s, double v) { s.originalLength = int(v); });
    m_originalLength->setTypedLimits(1, pe::kMaxPositions);
    m_betaFast = addNumber(tr("β_fast (YaRN)"), tr("Pairs that turn more than this many times within L0 are left alone (32 in YaRN)."),
                           false, 1, 128, [](pe::RopeScale &s, double v) { s.betaFast = v; });
    m_betaSlow = addNumber(tr("β_slow (YaRN)"), tr("Pairs that turn fewer times than this within L0 are divided by s (1 in YaRN)."),
                           false, 0.01, 32, [](pe::RopeScale &s, double v) { s.betaSlow = v; });
    m_lowFreqFactor = addNumber(tr("low_freq_factor (Llama 3)"), tr("Pairs whose wavelength is longer than L0 / low_freq_factor are divided by s (1 in Llama 3)."),
                                false, 0.01, 64, [](pe::RopeScale &s, double v) { s.lowFreqFactor = v; });
    m_highFreqFactor = addNumber(tr("high_freq_factor (Llama 3)"), tr("Pairs whose wavelength is shorter than L0 / high_freq_factor are left alone (4 in Llama 3)."),
                                 false, 0.01, 64, [](pe::RopeScale &s, double v) { s.highFreqFactor = v; });
    for (SliderSpinBox *band : {m_betaFast, m_betaSlow, m_lowFreqFactor, m_highFreqFactor})
        band->setTypedLimits(0.001, pe::kMaxRopeBandFactor);
}

SliderSpinBox *RopeScaleControls::addNumber(const QString &label, const QString &tip, bool whole, double minimum, double maximum,
                                            const std::function<void(pe::RopeScale &, double)> &set)
{
    auto *control = new SliderSpinBox(label, SliderSpinBox::Scale::Logarithmic);
    control->setRange(minimum, maximum);
    control->spinBox()->setDecimals(whole ? 0 : 3);
    control->setToolTips(tip);
    layout()->addWidget(control);
    connect(control, &SliderSpinBox::valueChanged, this, [this, control, set](double value) {
        const QString refusal = m_state->changeSchemeSettings([&](pe::SchemeSettings &s) { set(s.ropeScale, value); });
        control->showMessage(refusal);
        if (!refusal.isEmpty())
            followState(true);  // the control shows the value the app kept
    });
    return control;
}

void RopeScaleControls::followState(bool shown)
{
    const pe::RopeScale &scale = m_state->schemeParams().schemeSettings.ropeScale;
    const QSignalBlocker blocker(m_scaling);
    m_scaling->setCurrentIndex(m_scaling->findData(int(scale.scaling)));
    const std::pair<SliderSpinBox *, double> numbers[] = {{m_factor, scale.factor}, {m_originalLength, scale.originalLength},
                                                          {m_betaFast, scale.betaFast}, {m_betaSlow, scale.betaSlow},
                                                          {m_lowFreqFactor, scale.lowFreqFactor}, {m_highFreqFactor, scale.highFreqFactor}};
    for (const auto &[control, value] : numbers) {
        // A typed value beyond the slider widens it.
        if (value > control->spinBox()->maximum() || value < control->spinBox()->minimum())
            control->setRange(std::min(control->spinBox()->minimum(), value), std::max(control->spinBox()->maximum(), value));
        control->setValue(value);
    }
    const bool scaled = shown && scale.scaling != pe::RopeScaling::None;
    setVisible(shown);
    m_factor->setVisible(scaled);
    m_originalLength->setVisible(scaled && pe::ropeScalingReadsOriginalLength(scale.scaling));
    m_betaFast->setVisible(scaled && scale.scaling == pe::RopeScaling::Yarn);
    m_betaSlow->setVisible(scaled && scale.scaling == pe::RopeScaling::Yarn);
    m_lowFreqFactor->setVisible(scaled && scale.scaling == pe::RopeScaling::Llama3);
    m_highFreqFactor->setVisible(scaled && scale.scaling == pe::RopeScaling::Llama3);
}
