#include "attention_lab/controls.h"

#include "attention_lab/sink_row.h"
#include "schemes/table.h"
#include "state/app_state.h"
#include "training/run.h"
#include "widgets/choices.h"
#include "widgets/slider_spin_box.h"
#include "widgets/number_box.h"
#include "math/translate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVariantAnimation>
#include <QVBoxLayout>

LabControls::LabControls(AppState *state, QWidget *insideOneWord, QWidget *parent)
    : SidePanel(340, parent)
    , m_state(state)
    , m_embeddingsNote(new QLabel)
{
    m_embeddingsNote->setWordWrap(true);
    m_embeddingsNote->setTextFormat(Qt::RichText);

    auto *panel = new QWidget;
    auto *panelLayout = new QVBoxLayout(panel);
    panelLayout->addWidget(createSettingsGroup());
    panelLayout->addWidget(insideOneWord, 1);
    panelLayout->addWidget(m_embeddingsNote);
    auto *showCode = new QPushButton(tr("Show Code…"));
    showCode->setToolTip(tr("The NumPy and PyTorch code that rebuilds these attention weights (Ctrl+Shift+C)."));
    connect(showCode, &QPushButton::clicked, this, &LabControls::codeRequested);
    auto *insideBlock = new QPushButton(tr("Inside the Block…"));
    insideBlock->setObjectName(QStringLiteral("insideBlock"));
    insideBlock->setToolTip(tr("Both sentences through one whole attention block, stage by stage: where position enters, "
                               "and where the two orders part."));
    connect(insideBlock, &QPushButton::clicked, this, &LabControls::blockRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(showCode);
    buttons->addWidget(insideBlock);
    panelLayout->addLayout(buttons);
    auto *stack = new QPushButton(tr("Layers of 2025–26 Models…"));
    stack->setObjectName(QStringLiteral("layerStack"));
    stack->setToolTip(tr("How Llama 4, Gemma 3, gpt-oss and Mistral stack their layers: sliding windows, chunks and "
                         "global layers, with RoPE or no position at all, and who can reach whom after each layer."));
    connect(stack, &QPushButton::clicked, this, &LabControls::stackRequested);
    panelLayout->addWidget(stack);

    // Choice boxes as wide as the column allows: sized to their longest entry, they pushed the
    // right edge of the panel out of sight at 1024 × 768.
    for (QComboBox *box : panel->findChildren<QComboBox *>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    setWidget(panel);
}

QWidget *LabControls::createSettingsGroup()
{
    createPositionControls();
    createAttentionControls();
    auto *settings = new QGroupBox(tr("Attention"));
    auto *form = new QFormLayout(settings);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a narrow panel puts the field under its label
    form->addRow(m_dModel);
    form->addRow(tr("positional scheme"), m_scheme);
    form->addRow(m_base);
    form->addRow(m_maxLenLabel, m_maxLen);
    form->addRow(tr("position weight w"), createWeightRow());
    form->addRow(tr("position joins by"), m_combine);
    form->addRow(tr("first word reads row"), m_positionOffset);
    form->addRow(m_scaleEmbeddings);
    form->addRow(tr("queries and keys"), m_projection);
    form->addRow(tr("score"), m_score);
    form->addRow(tr("seed"), m_seed);
    form->addRow(tr("heads"), m_heads);
    form->addRow(tr("maps show"), m_shownHead);
    form->addRow(m_causal);
    form->addRow(m_sink);
    form->addRow(m_lowerCase);
    form->addRow(m_showScores);
    form->addRow(m_bInAOrder);

    connectSettings();
    return settings;
}

void LabControls::createPositionControls()
{
    m_dModel = new SliderSpinBox(tr("d_model (shared with the explorer)"), SliderSpinBox::Scale::Linear);
    m_dModel->setRange(2, pe::kMaxAttentionDModel);
    m_dModel->setToolTips(tr("The width of every vector: embeddings, positional encodings, queries and keys."));
    // The base the lab's sinusoidal encoding and RoPE use: the explorer's, shown and changed here too.
    m_base = new SliderSpinBox(tr("base (shared with the explorer)"), SliderSpinBox::Scale::Logarithmic);
    m_base->setRange(10, 1e6);
    m_base->setTypedLimits(1, 1e300);
    m_base->setToolTips(tr("The base of the sinusoidal encoding's and RoPE's frequencies. The paper uses 10000."));
    m_scheme = new QComboBox;
    for (pe::Scheme scheme : pe::allSchemes())
        m_scheme->addItem(pe::schemeTitle(scheme), int(scheme));
    m_scheme->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scheme->setMinimumContentsLength(12);
    m_scheme->setToolTip(tr("How position enters attention (shared with the explorer). RoPE, ALiBi, T5 and Shaw act "
                            "on the scores: for them \"with positional information\" means applied there."));
    m_maxLen = new NumberBox;
    m_maxLen->setRange(1, pe::kMaxPositions);
    m_maxLen->setToolTip(tr("The learned table has a row for each position below max_len and nothing after: a sentence "
                            "with more tokens has no position vector for its last words (shared with the explorer)."));
    m_maxLenLabel = new QLabel(tr("max_len (learned table)"));
    m_positionWeight = new DecimalBox;
    m_positionWeight->setRange(kMinPositionWeight, kMaxPositionWeight);
    m_positionWeight->setSingleStep(0.1);
    m_positionWeight->setToolTip(tr("w in X = E + w·PE: how loud the position is next to the word."));
    m_positionWeight->setAccessibleName(tr("position weight w"));
    m_combine = new QComboBox;
    m_combine->addItem(tr("add: X = E + w·PE"), int(pe::Combine::Add));
    m_combine->addItem(tr("multiply: X = E ⊙ PE"), int(pe::Combine::Multiply));
    m_combine->setToolTip(tr("How the position joins the word vector. The paper adds them."));
    m_positionOffset = new NumberBox;
    m_positionOffset->setRange(0, pe::kMaxPositionOffset);
    m_positionOffset->setToolTip(tr("Word i reads row K + i of the position table. fairseq counts positions from its padding "
                                    "index + 1, so its first word reads row 2; BART's learned positions are offset by 2. "
                                    "The chips above the maps show the row each word reads."));
    m_positionOffset->setAccessibleName(tr("first word reads row"));
    m_scaleEmbeddings = new QCheckBox(tr("Scale the word vectors by √d_model"));
    m_scaleEmbeddings->setToolTip(tr("X = √d_model·E + w·PE, as the paper (§3.4), fairseq and the annotated Transformer do. "
                                     "Those libraries draw E small, N(0, 1/d_model), so that √d_model brings the word to the "
                                     "position's size; the random word vectors here are then drawn the same way. "
                                     "\"Inside one word\" shows the two lengths."));
}

void LabControls::createAttentionControls()
{
    m_projection = new QComboBox;
    m_projection->addItem(tr("identity: pure similarity"), int(pe::Projection::Identity));
    m_projection->addItem(tr("random: an untrained layer"), int(pe::Projection::Random));
    m_projection->setToolTip(tr("Queries and keys are the input vectors themselves, or random projections of them, or those of a "
                                "model the Training Lab has trained: its first layer, with its own words."));
    m_score = new QComboBox;
    addScores(m_score);
    m_score->setToolTip(tr("How a query and a key make a score. Each one compares two vectors and nothing else, so without "
                           "position every one of them sees only which words there are. W₁, W₂, v and W are random, like W_Q and W_K."));
    m_seed = new NumberBox;
    m_seed->setRange(0, kMaxLabSeed);
    m_seed->setToolTip(tr("Change it to draw other random word vectors and projections."));
    m_heads = new NumberBox;
    m_heads->setRange(1, pe::kMaxHeads);
    m_heads->setToolTip(tr("Attention heads; each looks at d_model / heads dimensions. The maps show their mean."));
    m_shownHead = new QComboBox;
    m_shownHead->setToolTip(tr("Each head has its own map; the verdicts and the bottom row use their mean."));
    m_causal = new QCheckBox(tr("Causal mask: see only earlier words"));
    m_causal->setToolTip(tr("As in a decoder such as GPT. The mask itself depends on order."));
    m_sink = new SinkRow;
    m_lowerCase = new QCheckBox(tr("Lower-case the words"));
    m_lowerCase->setToolTip(tr("\"Tigers\" and \"tigers\" then share one word vector."));
    m_showScores = new QCheckBox(tr("Show raw scores instead of weights"));
    m_showScores->setToolTip(tr("The scores s(q, k) before softmax turns each row into weights."));
    m_bInAOrder = new QCheckBox(tr("Show sentence B in A's word order"));
    m_bInAOrder->setToolTip(tr("B's rows and columns put in A's order, word by word: without position B's maps are then the "
                               "same picture as A's, with position they are not."));
}

void LabControls::connectSettings()
{
    connect(m_dModel, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setDModel(int(value)); });
    connect(m_base, &SliderSpinBox::valueChanged, this, [this](double value) {
        if (const QString refused = m_state->setBase(value); !refused.isEmpty())
            m_base->showMessage(refused);
    });
    connect(m_scheme, &QComboBox::currentIndexChanged, this,
            [this] { m_state->setScheme(pe::Scheme(m_scheme->currentData().toInt())); });
    connect(m_maxLen, &QSpinBox::valueChanged, this, [this](int value) { m_state->changeSchemeSettings([&](pe::SchemeSettings &s) { s.maxLen = value; }); });
    connect(m_positionWeight, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        animateWeight(false); // the user's own w wins
        m_state->changeLab([&](LabSettings &lab) { lab.positionWeight = value; });
    });
    connect(m_positionOffset, &QSpinBox::valueChanged, this,
            [this](int value) { m_state->changeLab([value](LabSettings &lab) { lab.positionOffset = value; }); });
    connect(m_scaleEmbeddings, &QCheckBox::toggled, this,
            [this](bool on) { m_state->changeLab([on](LabSettings &lab) { lab.scaleEmbeddings = on; }); });
    connect(m_combine, &QComboBox::currentIndexChanged, this, [this] {
        m_state->changeLab([&](LabSettings &lab) { lab.combine = pe::Combine(m_combine->currentData().toInt()); });
    });
    connect(m_projection, &QComboBox::currentIndexChanged, this, [this](int index) {
        const qsizetype trained = index - kProjections;
        m_state->changeLab([&](LabSettings &lab) {
            lab.trained = trained >= 0 ? m_state->trainedModels().value(trained) : nullptr;
            if (!lab.trained)
                lab.projection = pe::Projection(m_projection->currentData().toInt());
        });
    });
    connect(m_score, &QComboBox::currentIndexChanged, this, [this] {
        m_state->changeLab([&](LabSettings &lab) { lab.score = pe::Score(m_score->currentData().toInt()); });
    });
    connect(m_state, &AppState::trainedModelsChanged, this, &LabControls::fillProjections);
    connect(m_seed, &QSpinBox::valueChanged, this,
            [this](int value) { m_state->changeLab([&](LabSettings &lab) { lab.seed = quint64(value); }); });
    connect(m_heads, &QSpinBox::valueChanged, this, [this](int value) {
        m_state->changeLab([&](LabSettings &lab) {
            lab.heads = value;
            lab.shownHead = std::min(lab.shownHead, value - 1);
        });
    });
    connect(m_shownHead, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_state->changeLab([&](LabSettings &lab) { lab.shownHead = index - 1; }); });
    connect(m_causal, &QCheckBox::toggled, this,
            [this](bool on) { m_state->changeLab([&](LabSettings &lab) { lab.causal = on; }); });
    connect(m_sink, &SinkRow::sinkChanged, this,
            [this](std::optional<double> sink) { m_state->changeLab([&](LabSettings &lab) { lab.sinkLogit = sink; }); });
    connect(m_lowerCase, &QCheckBox::toggled, this,
            [this](bool on) { m_state->changeLab([&](LabSettings &lab) { lab.lowerCase = on; }); });
    connect(m_showScores, &QCheckBox::toggled, this,
            [this](bool on) { m_state->changeLab([&](LabSettings &lab) { lab.showScores = on; }); });
    connect(m_bInAOrder, &QCheckBox::toggled, this,
            [this](bool on) { m_state->changeLab([&](LabSettings &lab) { lab.bInAOrder = on; }); });
}

QWidget *LabControls::createWeightRow()
{
    m_animateWeight = new QToolButton;
    m_animateWeight->setCheckable(true);
    m_animateWeight->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_animateWeight->setAccessibleName(tr("Play the position weight w"));
    m_animateWeight->setToolTip(tr("Play: w grows from 0 to 1 in %1 seconds, and the maps with position move away from "
                                   "those without.").arg(kWeightAnimationMs / 1000));
    m_weightAnimation = new QVariantAnimation(this);
    m_weightAnimation->setStartValue(0.0);
    m_weightAnimation->setEndValue(1.0);
    m_weightAnimation->setDuration(kWeightAnimationMs);
    connect(m_weightAnimation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        // In the spin box's steps, so that the box shows the w the maps are drawn with.
        const double weight = std::round(value.toDouble() * 100.0) / 100.0;
        if (weight != m_state->labSettings().positionWeight)
            m_state->changeLab([&](LabSettings &lab) { lab.positionWeight = weight; });
    });
    connect(m_weightAnimation, &QVariantAnimation::finished, this, [this] { animateWeight(false); });
    connect(m_animateWeight, &QToolButton::toggled, this, &LabControls::animateWeight);

    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_positionWeight, 1);
    layout->addWidget(m_animateWeight);
    return row;
}

void LabControls::fillProjections()
{
    const QSignalBlocker blocker(m_projection);
    while (m_projection->count() > kProjections)
        m_projection->removeItem(kProjections);
    for (const std::shared_ptr<const pe::Trainer> &model : m_state->trainedModels())
        m_projection->addItem(trainedTitle(model->settings()));
    followState();
}

bool LabControls::weightPlaying() const
{
    return m_weightAnimation->state() == QAbstractAnimation::Running;
}

void LabControls::animateWeight(bool play)
{
    if (play && !weightPlaying())
        m_weightAnimation->start();
    else if (!play)
        m_weightAnimation->stop(); // nothing when it has finished
    const QSignalBlocker blocker(m_animateWeight);
    m_animateWeight->setChecked(play);
    m_animateWeight->setIcon(style()->standardIcon(play ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void LabControls::followState()
{
    const LabSettings &lab = m_state->labSettings();
    // A trained model brings its own d_model, words, heads, mask and positions; word vectors from
    // a file set d_model, and the explorer keeps its own. A lesson may go past the slider's
    // range: the value is shown as it is.
    const pe::ModelConfig *model = lab.trained ? &lab.trained->config() : nullptr;
    const int dModel = model ? model->dModel : lab.vectors ? lab.vectors->dimension : m_state->encodingParams().dModel;
    m_dModel->setRange(std::min(2, dModel), std::max(pe::kMaxAttentionDModel, dModel));
    m_dModel->setValue(dModel);
    m_dModel->setEnabled(!lab.vectors && !model);
    m_dModel->setLabel(model         ? tr("d_model (set by the trained model)")
                       : lab.vectors ? tr("d_model (set by the word vectors)")
                                     : tr("d_model (shared with the explorer)"));
    const QSignalBlocker blockers[] = {QSignalBlocker(m_scheme), QSignalBlocker(m_maxLen), QSignalBlocker(m_positionWeight), QSignalBlocker(m_combine),
                                       QSignalBlocker(m_projection), QSignalBlocker(m_score), QSignalBlocker(m_seed),
                                       QSignalBlocker(m_heads), QSignalBlocker(m_shownHead), QSignalBlocker(m_causal),
                                       QSignalBlocker(m_lowerCase), QSignalBlocker(m_showScores), QSignalBlocker(m_bInAOrder),
                                       QSignalBlocker(m_scaleEmbeddings), QSignalBlocker(m_positionOffset)};
    const pe::Scheme scheme = model ? model->position.value_or(pe::Scheme::Sinusoidal) : m_state->scheme();
    m_scheme->setCurrentIndex(m_scheme->findData(int(scheme)));
    const double base = model ? model->base : m_state->encodingParams().base;
    m_base->setRange(std::min(10.0, base), std::max(1e6, base));
    m_base->setValue(base);
    m_base->setVisible(pe::schemeInfo(scheme).settings & pe::UsesBase);
    m_base->setEnabled(!model);
    const bool learned = pe::schemeInfo(scheme).settings & pe::UsesMaxLen;
    m_maxLen->setValue((model ? model->schemeSettings : m_state->schemeParams().schemeSettings).maxLen);
    m_maxLen->setVisible(learned);
    m_maxLenLabel->setVisible(learned);
    const bool additive = pe::isAdditive(scheme);
    m_positionWeight->setValue(model ? 1.0 : lab.positionWeight);
    m_positionWeight->setEnabled(additive && lab.combine == pe::Combine::Add && !model);
    m_animateWeight->setEnabled(m_positionWeight->isEnabled());
    if (!m_animateWeight->isEnabled())
        animateWeight(false);
    m_combine->setCurrentIndex(m_combine->findData(int(model ? pe::Combine::Add : lab.combine)));
    m_combine->setEnabled(additive && !model);
    m_scaleEmbeddings->setChecked(lab.scaleEmbeddings && !model);
    m_scaleEmbeddings->setEnabled(!model);  // a trained model has its own word vectors, unscaled
    m_positionOffset->setValue(model ? 0 : lab.positionOffset);
    m_positionOffset->setEnabled(additive && !model);  // the relative schemes see only offsets between words
    m_projection->setCurrentIndex(model ? kProjections + int(m_state->trainedModels().indexOf(lab.trained))
                                        : m_projection->findData(int(lab.projection)));
    m_score->setCurrentIndex(m_score->findData(int(model ? model->score : lab.score)));
    m_seed->setValue(int(lab.seed));
    const int heads = model ? model->heads : lab.heads;
    m_heads->setValue(heads);
    if (m_shownHead->count() != heads + 1) {
        m_shownHead->clear();
        m_shownHead->addItem(tr("mean of the heads"));
        for (int h = 1; h <= heads; ++h)
            m_shownHead->addItem(tr("head %1").arg(h));
    }
    m_shownHead->setCurrentIndex(std::clamp(lab.shownHead + 1, 0, heads));
    m_shownHead->setEnabled(heads > 1);
    m_causal->setChecked(model ? model->causal : lab.causal);
    m_lowerCase->setChecked(model || lab.lowerCase);
    // What the trained model brings cannot be changed here: it was trained with it (and without a sink).
    for (QWidget *control : std::initializer_list<QWidget *>{m_scheme, m_maxLen, m_score, m_seed, m_heads, m_causal, m_lowerCase, m_sink})
        control->setEnabled(!model);
    m_sink->setSink(model ? std::nullopt : lab.sinkLogit);
    m_showScores->setChecked(lab.showScores);
    m_bInAOrder->setChecked(lab.bInAOrder);
}

void LabControls::showEmbeddingsNote(const QStringList &tokensA, const QStringList &tokensB)
{
    const LabSettings &lab = m_state->labSettings();
    if (lab.trained) {
        const pe::TrainingSettings &run = lab.trained->settings();
        m_embeddingsNote->setText(tr("Queries and keys of the model trained on %1 with %2, after %3 steps: its own word vectors "
                                     "and its first layer's W_Q and W_K. Without positional information the same model runs "
                                     "with its positions left out.")
                                      .arg(taskTitle(run.task, false), runTitle(run.position))
                                      .arg(lab.trained->stepsDone()));
        return;
    }
    if (!lab.vectors) {
        QString text = lab.vectorsFile.isEmpty()
            ? tr("The word vectors here are random and untrained: each word gets its own fixed random vector, so the "
                 "maps show how alike the vectors are, not what the words mean. Embeddings › Sample Word Vectors "
                 "gives words with meaning.")
            : tr("Reading the word vectors of %1…").arg(QFileInfo(lab.vectorsFile).fileName().toHtmlEscaped());
        if (lab.scaleEmbeddings && lab.vectorsFile.isEmpty())
            pe::appendSentence(text, tr("To be scaled by √d_model, they are drawn from N(0, 1/d_model), as fairseq draws its "
                                          "embeddings: the scaled words then have entries of size 1, as the position has."));
        m_embeddingsNote->setText(text);
        return;
    }
    const pe::WordVectors &vectors = *lab.vectors;
    int missing = 0;
    for (const QStringList *tokens : {&tokensA, &tokensB})
        for (const QString &token : *tokens)
            missing += vectors.lookup(token) < 0 ? 1 : 0;
    QString text = tr("Word vectors from %1: %2 words of %3 dimensions, so d_model is %3 here "
                      "(the explorer keeps its own).")
                       .arg(QFileInfo(vectors.source).fileName().toHtmlEscaped())
                       .arg(vectors.count())
                       .arg(vectors.dimension);
    if (missing > 0)
        pe::appendSentence(text, tr("Tokens the file lacks (<span style=\"background-color:#fcd9b8;\"><i>&nbsp;orange&nbsp;</i></span>) "
                     "get a random vector instead."));
    m_embeddingsNote->setText(text);
}

