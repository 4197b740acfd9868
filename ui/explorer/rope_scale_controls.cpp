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
    createPartialControls();
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

void RopeScaleControls::createPartialControls()
{
    m_partial = new QComboBox;
    m_partial->addItem(tr("the whole head turns"), int(pe::PartialRope::Full));
    m_partial->addItem(tr("GPT-NeoX: the first dimensions turn (Pythia)"), int(pe::PartialRope::NeoX));
    m_partial->addItem(tr("Gemma 4: the fastest pairs turn (proportional)"), int(pe::PartialRope::Proportional));
    m_partial->setToolTip(tr("Many models of 2024–26 turn only part of each query and key: GPT-NeoX and Pythia the first "
                             "quarter of the dimensions, with the whole spectrum squeezed into it; Gemma 4 the fastest quarter "
                             "of the pairs, the slow ones never turning. The dimensions that do not turn compare the words alone."));
    m_partial->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);  // the panel keeps its width
    m_partial->setMinimumContentsLength(12);
    layout()->addWidget(m_partial);
    connect(m_partial, &QComboBox::currentIndexChanged, this, [this] {
        const QString refusal = m_state->changeSchemeSettings(
            [this](pe::SchemeSettings &s) {
                s.ropePartial.way = pe::PartialRope(m_partial->currentData().toInt());
                if (s.ropePartial.way != pe::PartialRope::Full && s.ropePartial.fraction == 1.0)
                    s.ropePartial.fraction = 0.25;  // the part Pythia and Gemma 4 turn
            });
        m_fraction->showMessage(refusal);
        if (!refusal.isEmpty())
            followState(true);
    });
    m_fraction = new SliderSpinBox(tr("part p that turns"), SliderSpinBox::Scale::Linear);
    m_fraction->spinBox()->setDecimals(2);  // before the range, which a whole-number box would round to 0 … 1
    m_fraction->setRange(0.05, 1.0);
    m_fraction->spinBox()->setSingleStep(0.05);
    m_fraction->setToolTips(tr("The part of each head that turns: 0.25 in Pythia and Gemma 4."));
    layout()->addWidget(m_fraction);
    connect(m_fraction, &SliderSpinBox::valueChanged, this, [this](double value) {
        const QString refusal = m_state->changeSchemeSettings([value](pe::SchemeSettings &s) { s.ropePartial.fraction = value; });
        m_fraction->showMessage(refusal);
        if (!refusal.isEmpty())
            followState(true);
    });
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
    const pe::PartialRotary &partial = m_state->schemeParams().schemeSettings.ropePartial;
    const QSignalBlocker blocker(m_scaling), partialBlocker(m_partial);
    m_scaling->setCurrentIndex(m_scaling->findData(int(scale.scaling)));
    m_partial->setCurrentIndex(m_partial->findData(int(partial.way)));
    // A partial RoPE or a scaling, not both (pe::schemeSettingsError()).
    m_partial->setEnabled(scale.scaling == pe::RopeScaling::None);
    m_scaling->setEnabled(partial.way == pe::PartialRope::Full);
    m_fraction->setVisible(shown && partial.way != pe::PartialRope::Full);
    const std::pair<SliderSpinBox *, double> numbers[] = {{m_fraction, partial.fraction}, {m_factor, scale.factor}, {m_originalLength, scale.originalLength},
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
