#include "explorer/controls.h"

#include "schemes/setting_table.h"

#include "explorer/rope_scale_controls.h"
#include "schemes/table.h"
#include "state/app_state.h"
#include "widgets/choices.h"
#include "widgets/label_box.h"
#include "widgets/slider_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

// The sliders' own ranges. A lesson file or the command line may go beyond them (d_model 1,
// base 1.0001): the range then widens to the value, so a control never shows another number
// than the matrix uses.
constexpr int kDModelSliderMin = 2, kDModelSliderMax = 2048;
constexpr int kPositionsSliderMin = 2, kPositionsSliderMax = 8192;
constexpr double kBaseSliderMin = 10, kBaseSliderMax = 1e6;
constexpr double kMaxTypedBase = 1e300;  // as lesson files; a base of 1 or less is the state's to refuse

QComboBox *schemeMenu()
{
    auto *box = new QComboBox;
    for (pe::Scheme scheme : pe::allSchemes())
        box->addItem(pe::schemeTitle(scheme), int(scheme));
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
    return box;
}

} // namespace

ExplorerControls::ExplorerControls(AppState *state, QWidget *formulaPanel, QWidget *parent)
    : SidePanel(310, parent)
    , m_state(state)
{
    auto *panel = new QWidget;
    auto *panelLayout = new QVBoxLayout(panel);
    panelLayout->addWidget(createSchemeGroup());
    panelLayout->addWidget(createEncodingGroup());
    panelLayout->addWidget(createSelectionGroup());
    panelLayout->addWidget(formulaPanel);  // above the curves' buttons: the lesson points at it
    panelLayout->addWidget(createCurvesGroup());
    auto *showCode = new QPushButton(tr("Show Code…"));
    showCode->setToolTip(tr("The NumPy and PyTorch code that rebuilds this matrix, to continue in a notebook (Ctrl+Shift+C)."));
    connect(showCode, &QPushButton::clicked, this, &ExplorerControls::codeRequested);
    panelLayout->addWidget(showCode);
    auto *images = new QPushButton(tr("Images and Video…"));
    images->setObjectName(QStringLiteral("imagesAndVideo"));
    images->setToolTip(tr("The same waves on a grid of image patches, and the three position ids Qwen's models give text, "
                          "images and video: the Images and Video tab."));
    connect(images, &QPushButton::clicked, this, &ExplorerControls::imagesRequested);
    panelLayout->addWidget(images);
    panelLayout->addStretch(1);

    setWidget(panel);
}

QWidget *ExplorerControls::createSchemeGroup()
{
    m_scheme = schemeMenu();
    m_scheme->setToolTip(tr("How positions are written down: the paper's sines and cosines, or an alternative."));
    m_compareScheme = new QComboBox;
    addComparedSchemes(m_compareScheme);
    m_compareScheme->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_compareScheme->setMinimumContentsLength(12);
    m_compareScheme->setCurrentIndex(m_compareScheme->findData(compareData(pe::Scheme::Binary, pe::Layout::Interleaved)));
    m_compare = new QCheckBox(tr("Compare with"));
    m_compare->setToolTip(tr("Show a second scheme's heatmap beside the first, at the same settings, or the sinusoidal "
                             "scheme in another library's convention."));
    createNumberControls();
    m_t5Causal = new QCheckBox(tr("causal buckets (a decoder's)"));
    m_t5Causal->setToolTip(tr("Only earlier keys get their own buckets, as in T5's decoder; every later key shares "
                              "bucket 0 with the query itself. In the Attention Lab the causal mask decides."));
    m_ropeScale = new RopeScaleControls(m_state);
    m_alibiHeads = new SliderSpinBox(tr("heads (ALiBi)"), SliderSpinBox::Scale::Linear);
    m_alibiHeads->setRange(1, 16);
    m_alibiHeads->setTypedLimits(1, pe::kMaxAlibiHeads);
    m_alibiHeads->setToolTips(tr("Each head has its own slope; the heatmap is the first head's. With a number of heads that is "
                                 "not a power of two the slopes are not an even sequence: the formula panel says why."));
    m_explanation = new QLabel;
    m_explanation->setWordWrap(true);

    auto *group = new QGroupBox(tr("Scheme"));
    auto *layout = new QGridLayout(group);
    layout->addWidget(m_scheme, 0, 0, 1, 2);
    layout->addWidget(m_explanation, 1, 0, 1, 2);
    for (const auto &[setting, control] : m_numbers)
        layout->addWidget(control, layout->rowCount(), 0, 1, 2);
    layout->addWidget(m_t5Causal, layout->rowCount(), 0, 1, 2);
    layout->addWidget(m_ropeScale, layout->rowCount(), 0, 2, 2);
    layout->addWidget(m_alibiHeads, layout->rowCount(), 0, 1, 2);
    const int compareRow = layout->rowCount();
    layout->addWidget(m_compare, compareRow, 0);
    layout->addWidget(m_compareScheme, compareRow, 1);
    layout->setColumnStretch(1, 1);

    connect(m_scheme, &QComboBox::currentIndexChanged, this,
            [this] { m_state->setScheme(pe::Scheme(m_scheme->currentData().toInt())); });
    connect(m_t5Causal, &QCheckBox::toggled, this, [this](bool causal) {
        m_state->changeSchemeSettings([causal](pe::SchemeSettings &s) { s.t5 = pe::t5WithRoomForExact({s.t5.buckets, s.t5.maxDistance, causal}); });
    });
    connect(m_alibiHeads, &SliderSpinBox::valueChanged, this, [this](double value) {
        pe::SchemeParams params = m_state->schemeParams();
        params.heads = int(value);
        answer(m_alibiHeads, m_state->setSchemeParams(params));
    });
    const auto compareChanged = [this] {
        const auto [scheme, layout] = fromCompareData(m_compareScheme->currentData().toInt());
        m_state->setCompareScheme(m_compare->isChecked() ? std::optional(scheme) : std::nullopt, layout);
    };
    connect(m_compare, &QCheckBox::toggled, this, compareChanged);
    connect(m_compareScheme, &QComboBox::currentIndexChanged, this, compareChanged);
    return group;
}

QWidget *ExplorerControls::createEncodingGroup()
{
    m_dModel = new SliderSpinBox(tr("d_model (width of each vector)"), SliderSpinBox::Scale::Linear);
    m_dModel->setRange(kDModelSliderMin, kDModelSliderMax);
    m_dModel->setToolTips(tr("How many numbers encode each position. Odd values are allowed: in the paper's convention the last dimension is then a sine (in tensor2tensor's, zeros)."));
    m_dModel->setPlayable(true);
    m_positions = new SliderSpinBox(tr("positions shown"), SliderSpinBox::Scale::Linear);
    m_positions->setRange(kPositionsSliderMin, kPositionsSliderMax);
    m_positions->setToolTips(tr("How many positions (rows) to compute and show."));
    m_base = new SliderSpinBox(tr("base"), SliderSpinBox::Scale::Logarithmic);
    m_base->setRange(kBaseSliderMin, kBaseSliderMax);
    // Typed, anything the app takes (as lesson files and the command line do): the state says why not.
    m_dModel->setTypedLimits(1, pe::kMaxDModel);
    m_positions->setTypedLimits(1, pe::kMaxPositions);
    m_base->setTypedLimits(1, kMaxTypedBase);
    m_base->setToolTips(tr("The paper uses 10000. A larger base makes the slowest waves even slower."));
    m_layout = new QComboBox;
    m_layout->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_layout->setMinimumContentsLength(12);
    // Filled by the scheme shown (followState()): the sinusoidal conventions, or RoPE's pairs.

    auto *group = new QGroupBox(tr("Encoding"));
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_dModel);
    layout->addWidget(m_positions);
    layout->addWidget(m_base);
    layout->addWidget(m_layout);

    connect(m_dModel, &SliderSpinBox::valueChanged, this, [this](double value) { answer(m_dModel, m_state->setDModel(int(value))); });
    connect(m_positions, &SliderSpinBox::valueChanged, this, [this](double value) { answer(m_positions, m_state->setPositions(int(value))); });
    connect(m_base, &SliderSpinBox::valueChanged, this, [this](double value) { answer(m_base, m_state->setBase(value)); });
    connect(m_layout, &QComboBox::currentIndexChanged, this,
            [this] { m_state->setLayout(pe::Layout(m_layout->currentData().toInt())); });
    return group;
}

QWidget *ExplorerControls::createSelectionGroup()
{
    m_position = new SliderSpinBox(tr("position"), SliderSpinBox::Scale::Linear);
    m_position->setToolTips(tr("The selected position: a row of the heatmap."));
    m_dimension = new SliderSpinBox(tr("dimension"), SliderSpinBox::Scale::Linear);
    m_dimension->setToolTips(tr("The selected dimension: a column of the heatmap."));
    for (SliderSpinBox *control : {m_position, m_dimension})
        control->setPlayable(true);
    m_comparePosition = new SliderSpinBox(tr("compare with position"), SliderSpinBox::Scale::Linear);
    m_comparePosition->setToolTips(tr("A second position, drawn dashed in the vector view and compared in the similarity views."));

    auto *group = new QGroupBox(tr("Selection"));
    auto *layout = new QVBoxLayout(group);
    for (SliderSpinBox *control : {m_position, m_dimension, m_comparePosition})
        layout->addWidget(control);

    connect(m_position, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setPosition(int(value)); });
    connect(m_dimension, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setDimension(int(value)); });
    connect(m_comparePosition, &SliderSpinBox::valueChanged, this,
            [this](double value) { m_state->setComparePosition(int(value)); });
    return group;
}

QWidget *ExplorerControls::createCurvesGroup()
{
    auto *pin = new QPushButton(tr("Pin dimension"));
    pin->setToolTip(tr("Keep the selected dimension's curve on the plot to compare it with others."));
    auto *clearPins = new QPushButton(tr("Clear pins"));
    clearPins->setToolTip(tr("Remove every pinned curve."));
    m_stacked = new QCheckBox(tr("Stack the curves"));
    m_stacked->setToolTip(tr("Draw each curve on its own line instead of on the same axes."));
    auto *classicCurves = new QPushButton(tr("Classic figure: dimensions 2, 6, 12"));
    classicCurves->setToolTip(tr("d_model 64, 128 positions, the curves of dimensions 2, 6 and 12."));
    auto *classicVectors = new QPushButton(tr("Classic figure: positions 1 and 5"));
    classicVectors->setToolTip(tr("d_model 64: the 32 sines and 32 cosines of positions 1 and 5."));

    auto *group = new QGroupBox(tr("Curves"));
    auto *layout = new QGridLayout(group);
    layout->addWidget(pin, 0, 0);
    layout->addWidget(clearPins, 0, 1);
    layout->addWidget(m_stacked, 1, 0, 1, 2);
    layout->addWidget(classicCurves, 2, 0, 1, 2);
    layout->addWidget(classicVectors, 3, 0, 1, 2);

    connect(pin, &QPushButton::clicked, this, &ExplorerControls::pinSelectedDimension);
    connect(clearPins, &QPushButton::clicked, this, &ExplorerControls::clearPinnedDimensions);
    connect(m_stacked, &QCheckBox::toggled, m_state, &AppState::setStackedCurves);
    connect(classicCurves, &QPushButton::clicked, this, &ExplorerControls::showClassicCurves);
    connect(classicVectors, &QPushButton::clicked, this, &ExplorerControls::showClassicVectors);
    return group;
}

void ExplorerControls::createNumberControls()
{
    for (const pe::NumberSetting &setting : pe::numberSettings()) {
        if (!setting.explorer || setting.yesNo)
            continue;
        auto *control = new SliderSpinBox(pe::settingLabel(setting), SliderSpinBox::Scale::Linear);
        control->setRange(setting.minimum, pe::sliderMaximum(setting));
        control->setToolTips(pe::settingTip(setting));
        // A value the app refuses (a matrix too large, say) stays as it was, and its control says
        // why. T5's max distance moves past the exact distances that more buckets make.
        connect(control, &SliderSpinBox::valueChanged, this, [this, control, &setting](double value) {
            answer(control, m_state->changeSchemeSettings([&](pe::SchemeSettings &s) {
                setting.set(s, int(value));
                s.t5 = pe::t5WithRoomForExact(s.t5);
            }));
        });
        m_numbers.append({&setting, control});
    }
}

SliderSpinBox *ExplorerControls::numberControl(const QString &key) const
{
    for (const auto &[setting, control] : m_numbers)
        if (key == QLatin1String(setting->key))
            return control;
    return nullptr;
}

void ExplorerControls::answer(SliderSpinBox *control, const QString &refusal)
{
    control->showMessage(refusal);
    if (!refusal.isEmpty())
        followState();  // the control shows the value the app kept
}

void ExplorerControls::followState()
{
    const pe::SchemeParams &scheme = m_state->schemeParams();
    const pe::SinusoidalParams &params = scheme.encoding;
    m_position->setRange(0, params.positions - 1);
    m_comparePosition->setRange(0, params.positions - 1);
    m_dimension->setRange(0, m_state->columns() - 1);
    // Only the settings the scheme reads can be changed; the selection is named after its columns.
    const pe::SchemeInfo &info = pe::schemeInfo(scheme.scheme);
    // A scheme's own settings show while it is on screen, as the scheme or the compared one.
    const int shown = info.settings | (m_state->compareScheme() ? pe::schemeInfo(*m_state->compareScheme()).settings : 0);
    for (const auto &[setting, control] : m_numbers) {
        const int value = setting->get(scheme.schemeSettings);
        control->setRange(pe::lowestValue(*setting, scheme.schemeSettings), std::max(pe::sliderMaximum(*setting), value));
        control->setValue(value);
        control->setVisible(shown & setting->readBy);
    }
    const QSignalBlocker causalBlocker(m_t5Causal);
    m_t5Causal->setChecked(scheme.schemeSettings.t5.causal);
    m_t5Causal->setVisible(shown & pe::UsesBuckets);
    m_ropeScale->followState(shown & pe::UsesRopeScale);
    m_alibiHeads->setRange(1, std::max(16, scheme.heads));
    m_alibiHeads->setValue(scheme.heads);
    m_alibiHeads->setVisible(shown & pe::UsesHeads);
    m_base->setEnabled(info.settings & pe::UsesBase);
    m_layout->setEnabled(info.settings & pe::kUsesEitherLayout);
    // The layout box speaks of the scheme that uses it; renamed only when that changes, not on every slider move.
    const pe::SchemeInfo &layoutOwner = info.settings & pe::kUsesEitherLayout ? info : pe::schemeInfo(pe::Scheme::Sinusoidal);
    if (const QString tip = pe::Schemes::tr(layoutOwner.layoutTip); m_layout->toolTip() != tip) {
        const QSignalBlocker blocker(m_layout);
        m_layout->setToolTip(tip);
        m_layout->clear();
        for (int i = 0; i < 3 && layoutOwner.layoutTitles[i]; ++i)
            m_layout->addItem(pe::Schemes::tr(layoutOwner.layoutTitles[i]), i);
    }
    m_dimension->setLabel(pe::Schemes::tr(info.columnLabel));
    const QSignalBlocker schemeBlocker(m_scheme);
    m_scheme->setCurrentIndex(m_scheme->findData(int(scheme.scheme)));
    const QSignalBlocker compareBlocker(m_compare);
    m_compare->setChecked(m_state->compareScheme().has_value());
    if (const auto &compared = m_state->compareScheme()) { // off, the box keeps the last choice
        const QSignalBlocker compareSchemeBlocker(m_compareScheme);
        m_compareScheme->setCurrentIndex(m_compareScheme->findData(compareData(*compared, m_state->compareLayout())));
    }
    m_explanation->setText(pe::schemeExplanation(scheme.scheme));
    m_dModel->setRange(std::min(kDModelSliderMin, params.dModel), std::max(kDModelSliderMax, params.dModel));
    m_positions->setRange(std::min(kPositionsSliderMin, params.positions), std::max(kPositionsSliderMax, params.positions));
    m_base->setRange(std::min(kBaseSliderMin, params.base), std::max(kBaseSliderMax, params.base));
    if (const int decimals = params.base < kBaseSliderMin ? 6 : 1; m_base->spinBox()->decimals() != decimals) {
        // Only on a change: the spin box then measures itself and the panel lays itself out again.
        const QSignalBlocker blocker(m_base->spinBox()); // fewer decimals round the value: not a change by the user
        m_base->spinBox()->setDecimals(decimals);
    }
    m_dModel->setValue(params.dModel);
    m_positions->setValue(params.positions);
    m_base->setValue(params.base);
    const QSignalBlocker layoutBlocker(m_layout);
    const pe::Layout shownLayout = info.settings & pe::UsesRopeLayout ? scheme.schemeSettings.ropeLayout : params.layout;
    m_layout->setCurrentIndex(m_layout->findData(int(shownLayout)));
    followSelection();
}

void ExplorerControls::followSelection()
{
    m_position->setValue(m_state->position());
    m_dimension->setValue(m_state->dimension());
    m_comparePosition->setValue(m_state->comparePosition());
    const QSignalBlocker stackedBlocker(m_stacked);
    m_stacked->setChecked(m_state->stackedCurves());
}

void ExplorerControls::showClassicCurves()
{
    pe::SinusoidalParams params = m_state->encodingParams();
    params.dModel = 64;
    params.positions = 128;
    m_state->setEncodingParams(params);
    m_state->setDimension(2);
    m_state->setPinnedDimensions({2, 6, 12});
}

void ExplorerControls::showClassicVectors()
{
    pe::SinusoidalParams params = m_state->encodingParams();
    params.dModel = 64;
    m_state->setEncodingParams(params);
    m_state->setPosition(1);
    m_state->setComparePosition(5);
}

void ExplorerControls::pinSelectedDimension()
{
    m_state->setPinnedDimensions(m_state->pinnedDimensions() + QList<int>{m_state->dimension()});
}

void ExplorerControls::clearPinnedDimensions()
{
    m_state->setPinnedDimensions({});
}

