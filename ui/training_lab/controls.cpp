#include "training_lab/controls.h"

#include "training_lab/training_notes.h"
#include "schemes/setting_table.h"

#include "schemes/table.h"
#include "state/app_state.h"
#include "state/settings.h"
#include "widgets/choices.h"
#include "widgets/number_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <vector>

namespace {

QSpinBox *spinBox(int low, int high, const QString &toolTip)
{
    auto *box = new NumberBox;
    box->setRange(low, high);
    box->setToolTip(toolTip);
    return box;
}

} // namespace

TrainingControls::TrainingControls(AppState *state, QWidget *parent)
    : SidePanel(340, parent)
    , m_state(state)
    , m_train(new QPushButton(tr("Train")))
    , m_stop(new QPushButton(tr("Stop")))
    , m_reset(new QPushButton(tr("Reset")))
    , m_saveCurves(new QPushButton(tr("Save Curves as CSV…")))
    , m_message(new QLabel)
    , m_progressLayout(new QVBoxLayout)
    , m_notes(new QLabel)
{
    m_train->setToolTip(tr("Train one model per ticked scheme, side by side, from the same start (%1, from any view).")
                            .arg(trainKeys().toString(QKeySequence::NativeText)));
    m_stop->setToolTip(tr("Stop training; what the models learned so far stays."));
    m_reset->setToolTip(tr("Forget the trained models and their curves."));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020"));
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::RichText);

    auto *panel = new QWidget;
    auto *panelLayout = new QVBoxLayout(panel);
    panelLayout->addWidget(createSetUpGroup());
    panelLayout->addWidget(m_message);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_train);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_reset);
    panelLayout->addLayout(buttons);
    panelLayout->addLayout(m_progressLayout);
    panelLayout->addWidget(m_notes);
    panelLayout->addStretch(1);
    auto *files = new QHBoxLayout;
    files->addWidget(m_saveCurves);
    auto *showCode = new QPushButton(tr("Show Code…"));
    showCode->setToolTip(tr("The PyTorch script that trains the same model and checks it against this app (Ctrl+Shift+C)."));
    files->addWidget(showCode);
    panelLayout->addLayout(files);
    connect(showCode, &QPushButton::clicked, this, &TrainingControls::codeRequested);
    for (QComboBox *box : panel->findChildren<QComboBox *>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    setWidget(panel);

    connect(m_train, &QPushButton::clicked, this, &TrainingControls::trainRequested);
    connect(m_stop, &QPushButton::clicked, this, &TrainingControls::stopRequested);
    connect(m_reset, &QPushButton::clicked, this, &TrainingControls::resetRequested);
    connect(m_saveCurves, &QPushButton::clicked, this, &TrainingControls::saveCurvesRequested);
    m_saveCurves->setToolTip(tr("The loss and test accuracy of every step and scheme, for a spreadsheet."));
    showRunning(false, false);
    followState();
}

QWidget *TrainingControls::createSetUpGroup()
{
    createSetUpControls();
    auto *group = new QGroupBox(tr("What to train"));
    auto *form = new QFormLayout(group);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("task"), m_task);
    form->addRow(tr("sentences in"), m_language);
    form->addRow(new QLabel(tr("schemes, trained side by side:")));
    form->addRow(createSchemeBoxes());
    form->addRow(tr("mask"), m_mask);
    form->addRow(tr("d_model"), m_dModel);
    // Layers and heads share a row, so that Train stays in sight on a 720-pixel projector.
    auto *layersLabel = new QLabel(tr("layers"));
    layersLabel->setBuddy(m_layers);
    auto *headsLabel = new QLabel(tr("heads"));
    headsLabel->setBuddy(m_heads);
    auto *shape = new QHBoxLayout;
    shape->addWidget(m_layers, 1);
    shape->addWidget(headsLabel);
    shape->addWidget(m_heads, 1);
    form->addRow(layersLabel, shape);
    // The speed shares the steps' row: both say how long a run takes, and Train stays in sight.
    auto *length = new QHBoxLayout;
    length->addWidget(m_steps, 2);
    length->addWidget(createPaceBox(), 3);
    form->addRow(tr("steps"), length);
    form->addRow(tr("training length"), m_trainLength);
    form->addRow(tr("seed"), m_seed);
    form->addRow(tr("score"), m_score);
    addSwitches(form);
    // The sinusoidal convention and RoPE's pairs share a row, so that Train stays in sight on a
    // 720-pixel projector; each box is named for the screen reader and in its tooltip.
    m_convention->setAccessibleName(tr("sinusoidal convention"));
    m_ropeLayout->setAccessibleName(tr("RoPE's pairs"));
    auto *layouts = new QHBoxLayout;
    for (QComboBox *box : {m_convention, m_ropeLayout}) {  // narrow; the list shows the whole names
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(5);
        layouts->addWidget(box, 1);
    }
    auto *layoutsLabel = new QLabel(tr("layouts"));
    layoutsLabel->setBuddy(m_convention);
    form->addRow(layoutsLabel, layouts);
    // A label this long would narrow every box beside it: this box goes under it, the panel's width.
    auto *ropeScalingLabel = new QLabel(tr("RoPE past the training length"));
    ropeScalingLabel->setBuddy(m_ropeScaling);
    form->addRow(ropeScalingLabel);
    form->addRow(m_ropeScaling);

    connectSetUpControls();
    return group;
}

QGridLayout *TrainingControls::createSchemeBoxes()
{
    auto *schemes = new QGridLayout;
    for (const std::optional<pe::Scheme> &position : trainablePositions()) {
        auto *box = new QCheckBox(runTitle(position));
        box->setToolTip(position ? pe::schemeTitle(*position) : tr("Nothing tells the model where a word stands."));
        schemes->addWidget(box, int(m_schemes.size()) / 2, int(m_schemes.size()) % 2);
        m_schemes.append(box);
        connect(box, &QCheckBox::toggled, this, [this, position](bool on) {
            m_state->changeTraining([&](TrainingLabSettings &s) {
                s.positions.removeAll(position);
                if (on)
                    s.positions.append(position);
            });
        });
    }
    return schemes;
}

void TrainingControls::addSwitches(QFormLayout *form)
{
    for (const pe::NumberSetting &setting : pe::numberSettings())  // the switches of training alone
        if (setting.training && setting.yesNo) {
            auto *box = new QCheckBox(pe::settingLabel(setting));
            box->setToolTip(pe::settingTip(setting));
            connect(box, &QCheckBox::toggled, this, [this, &setting](bool on) {
                m_state->changeTraining([&](TrainingLabSettings &s) { setting.set(s.setUp.schemeSettings, on); });
            });
            form->addRow(box);
            m_switches.append({&setting, box});
        }
}

void TrainingControls::createSetUpControls()
{
    m_task = new QComboBox;
    for (pe::TrainingTask task : pe::allTasks())
        m_task->addItem(taskTitle(task), int(task));
    m_task->setToolTip(tr("What the model learns. Each task needs word order: the same words in another order have another answer."));
    m_language = new QComboBox;
    m_language->addItem(QStringLiteral("English"), int(pe::TaskLanguage::English));
    m_language->addItem(QStringLiteral("中文"), int(pe::TaskLanguage::Chinese));
    m_language->setToolTip(tr("The language of the who-did-it sentences: \"the dog bit the man\" or 狗咬人."));
    m_mask = new QComboBox;
    m_mask->addItem(tr("none: each word sees every word"), 0);
    m_mask->addItem(tr("causal: each word sees only earlier words"), 1);
    m_mask->addItem(tr("both, side by side"), 2);
    m_mask->setToolTip(tr("The causal mask, as in a decoder such as GPT: the last word then answers for the sentence. "
                          "Both trains each ticked scheme without and with it: with no position at all, the mask alone "
                          "can tell a model where a word stands."));
    m_dModel = spinBox(2, pe::kMaxTrainingDModel, tr("The width of every vector in the model."));
    m_layers = spinBox(1, pe::kMaxTrainingLayers, tr("Transformer blocks, one after the other."));
    m_heads = spinBox(1, pe::kMaxTrainingHeads, tr("Attention heads; they must divide d_model."));
    m_steps = spinBox(1, kMaxLabSteps, tr("Training steps, each on a mini-batch of 32 sentences of one length."));
    m_trainLength = spinBox(1, kMaxLabTrainLength,
                            tr("The longest training sentence, in tokens. The test goes on to twice this length."));
    m_seed = spinBox(0, kMaxLabSeed, tr("Draws the starting weights and the sentences: the same seed trains the same models, "
                                        "another seed shows how much a result owes to luck."));
    m_ropeScaling = new QComboBox;
    addRopeScalings(m_ropeScaling);
    m_ropeScaling->setToolTip(tr("How RoPE turns the test sentences of n words, longer than the training length L, with the "
                                 "factor s = n / L and L as the trained length L0: position interpolation divides every position "
                                 "by s; NTK-aware scaling raises the base so that the slowest pair turns s times slower and the "
                                 "fastest as before (dynamic NTK does the same from the length itself); YaRN and Llama 3 leave "
                                 "the pairs that turn often within L alone and divide the slow ones by s. The explorer's chart "
                                 "shows which pairs each one changes."));

    m_convention = new QComboBox;
    const pe::SchemeInfo &sinusoidal = pe::schemeInfo(pe::Scheme::Sinusoidal);
    for (int layout = 0; layout < 3; ++layout)
        m_convention->addItem(pe::Schemes::tr(sinusoidal.layoutTitles[layout]), layout);
    m_convention->setToolTip(tr("Sinusoidal: %1").arg(pe::Schemes::tr(sinusoidal.layoutTip)));
    m_ropeLayout = new QComboBox;
    const pe::SchemeInfo &rope = pe::schemeInfo(pe::Scheme::Rope);
    for (const pe::Layout layout : {pe::Layout::Interleaved, pe::Layout::Concatenated})
        m_ropeLayout->addItem(pe::Schemes::tr(rope.layoutTitles[int(layout)]), int(layout));
    m_ropeLayout->setToolTip(tr("RoPE: %1").arg(pe::Schemes::tr(rope.layoutTip)));
    m_score = new QComboBox;
    addScores(m_score);
    m_score->setToolTip(tr("How each head's queries and keys make its scores, in every run. Additive and bilinear learn "
                           "their own weights W₁, W₂, v or W; cosine keeps every score between −1 and 1."));
}

void TrainingControls::connectSetUpControls()
{
    const auto change = [this](auto setter) { m_state->changeTraining([&](TrainingLabSettings &s) { setter(s.setUp); }); };
    // A task comes with the blocks and steps it needs (the note under the box says so).
    connect(m_task, &QComboBox::currentIndexChanged, this, [this, change] {
        change([this](pe::TrainingSettings &s) {
            s.task = pe::TrainingTask(m_task->currentData().toInt());
            const pe::TaskDefinition definition = pe::taskDefinition(s.task, s.language);
            s.layers = definition.layers;
            s.steps = definition.steps;
        });
    });
    connect(m_language, &QComboBox::currentIndexChanged, this, [this, change] {
        change([this](pe::TrainingSettings &s) { s.language = pe::TaskLanguage(m_language->currentData().toInt()); });
    });
    connect(m_mask, &QComboBox::currentIndexChanged, this, [this] {
        const int mask = m_mask->currentData().toInt();
        m_state->changeTraining([mask](TrainingLabSettings &s) {
            s.setUp.causal = mask == 1;
            s.bothMasks = mask == 2;
        });
    });
    const std::pair<QSpinBox *, int pe::TrainingSettings::*> numbers[] = {
        {m_dModel, &pe::TrainingSettings::dModel}, {m_layers, &pe::TrainingSettings::layers}, {m_heads, &pe::TrainingSettings::heads},
        {m_steps, &pe::TrainingSettings::steps}, {m_trainLength, &pe::TrainingSettings::trainLength}};
    for (const auto &number : numbers)
        connect(number.first, &QSpinBox::valueChanged, this, [change, field = number.second](int value) {
            change([&](pe::TrainingSettings &s) { s.*field = value; });
        });
    connect(m_seed, &QSpinBox::valueChanged, this,
            [change](int value) { change([&](pe::TrainingSettings &s) { s.seed = quint64(value); }); });
    connect(m_ropeScaling, &QComboBox::currentIndexChanged, this, [this, change] {
        change([this](pe::TrainingSettings &s) { s.schemeSettings.ropeScale.scaling = pe::RopeScaling(m_ropeScaling->currentData().toInt()); });
    });
    connect(m_convention, &QComboBox::currentIndexChanged, this, [this, change] {
        change([this](pe::TrainingSettings &s) { s.layout = pe::Layout(m_convention->currentData().toInt()); });
    });
    connect(m_ropeLayout, &QComboBox::currentIndexChanged, this, [this, change] {
        change([this](pe::TrainingSettings &s) { s.schemeSettings.ropeLayout = pe::Layout(m_ropeLayout->currentData().toInt()); });
    });
    connect(m_score, &QComboBox::currentIndexChanged, this,
            [this, change] { change([this](pe::TrainingSettings &s) { s.score = pe::Score(m_score->currentData().toInt()); }); });
}

QComboBox *TrainingControls::createPaceBox()
{
    m_pace = new QComboBox;
    m_pace->addItem(tr("Full speed"), int(TrainingPace::Full));
    m_pace->addItem(tr("Pace for a class"), int(TrainingPace::Class));
    m_pace->setAccessibleName(tr("speed"));
    m_pace->setToolTip(tr("Pace for a class spreads every run over %1 seconds, so that the class sees the curves rise as the "
                          "model learns. The models learn the very same numbers at either speed.")
                           .arg(kClassRunMilliseconds / 1000));
    connect(m_pace, &QComboBox::currentIndexChanged, this, [this] {
        m_state->changeTraining([this](TrainingLabSettings &s) { s.pace = TrainingPace(m_pace->currentData().toInt()); });
    });
    return m_pace;
}

void TrainingControls::followState()
{
    const TrainingLabSettings &settings = m_state->trainingSettings();
    const pe::TrainingSettings &s = settings.setUp;
    const QList<QWidget *> all{m_task, m_language, m_mask, m_dModel, m_layers, m_heads, m_steps, m_trainLength, m_seed,
                               m_score, m_convention, m_ropeLayout, m_ropeScaling, m_pace};
    std::vector<QSignalBlocker> blockers;
    for (QWidget *control : all)
        blockers.emplace_back(control);
    for (QCheckBox *box : std::as_const(m_schemes))
        blockers.emplace_back(box);
    for (const auto &[setting, box] : std::as_const(m_switches))
        blockers.emplace_back(box);
    m_task->setCurrentIndex(m_task->findData(int(s.task)));
    m_language->setCurrentIndex(m_language->findData(int(s.language)));
    m_language->setEnabled(s.task == pe::TrainingTask::WhoDidIt);
    const QList<std::optional<pe::Scheme>> positions = trainablePositions();
    for (int i = 0; i < int(positions.size()); ++i)
        m_schemes[i]->setChecked(settings.positions.contains(positions[i]));
    m_mask->setCurrentIndex(settings.bothMasks ? 2 : s.causal ? 1 : 0);
    m_dModel->setValue(s.dModel);
    m_layers->setValue(s.layers);
    m_heads->setValue(s.heads);
    m_steps->setValue(s.steps);
    m_trainLength->setMinimum(pe::taskDefinition(s.task, s.language).shortest);
    m_trainLength->setValue(s.trainLength);
    m_seed->setValue(int(s.seed));
    m_ropeScaling->setCurrentIndex(m_ropeScaling->findData(int(s.schemeSettings.ropeScale.scaling)));
    m_score->setCurrentIndex(m_score->findData(int(s.score)));
    m_ropeLayout->setCurrentIndex(m_ropeLayout->findData(int(s.schemeSettings.ropeLayout)));
    m_convention->setCurrentIndex(m_convention->findData(int(s.layout)));
    m_pace->setCurrentIndex(m_pace->findData(int(settings.pace)));
    // A scheme's box can be changed while a ticked scheme reads it.
    const auto ticked = [&settings](int uses) {
        return std::any_of(settings.positions.begin(), settings.positions.end(), [uses](const std::optional<pe::Scheme> &position) {
            return position && (pe::schemeInfo(*position).settings & uses);
        });
    };
    m_ropeScaling->setEnabled(ticked(pe::UsesRopeScale));
    m_ropeLayout->setEnabled(ticked(pe::UsesRopeLayout));
    m_convention->setEnabled(ticked(pe::UsesLayout));
    for (const auto &[setting, box] : std::as_const(m_switches)) {
        box->setChecked(setting->get(s.schemeSettings));
        box->setEnabled(ticked(setting->readBy));
    }

    const QString error = validationError(settings);
    m_message->setText(error);
    m_message->setVisible(!error.isEmpty());
    m_train->setEnabled(error.isEmpty() && !m_stop->isEnabled());

    showNotes();
}

void TrainingControls::showNotes()
{
    m_notes->setText(trainingNotes(m_state->trainingSettings(), m_runs, m_outcomes));
}

void TrainingControls::showOutcomes(const QStringList &outcomes)
{
    m_outcomes = outcomes;
    showNotes();
}

void TrainingControls::showRunning(bool running, bool trained)
{
    m_stop->setEnabled(running);
    m_reset->setEnabled(running || trained);
    m_saveCurves->setEnabled(running || trained);
    m_train->setEnabled(!running && validationError(m_state->trainingSettings()).isEmpty());
}

void TrainingControls::showRuns(const QList<LabRun> &runs, int steps)
{
    qDeleteAll(m_progress);
    m_progress.clear();
    m_runs = runs;
    m_outcomes.clear();
    showNotes();
    for (const LabRun &run : runs) {
        auto *bar = new QProgressBar;
        bar->setRange(0, steps);
        bar->setValue(0);
        bar->setFormat(tr("%1: %v of %m steps").arg(runTitle(run)));
        m_progressLayout->addWidget(bar);
        m_progress.append(bar);
    }
}

void TrainingControls::showProgress(int run, int step)
{
    if (run >= 0 && run < int(m_progress.size()))
        m_progress[run]->setValue(step);
}

void TrainingControls::showFinished(int run, int step)
{
    showProgress(run, step);
    if (run < 0 || run >= int(m_progress.size()) || step >= m_progress[run]->maximum())
        return;
    QProgressBar *bar = m_progress[run];
    const QString title = runTitle(m_runs.value(run));
    bar->setFormat(step == 0 ? tr("%1: stopped before its first step, not trained").arg(title) : tr("%1: stopped at step %v of %m").arg(title));
}
