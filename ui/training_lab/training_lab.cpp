#include "training_lab/training_lab.h"

#include "export/matrix_export.h"
#include "plots/figure_export.h"
#include "state/app_state.h"
#include "state/training_runner.h"
#include "training/code.h"
#include "training/outcome.h"
#include "training_lab/controls.h"
#include "training_lab/curves.h"
#include "training_lab/learned_table_view.h"
#include "training_lab/length_chart.h"
#include "training_lab/try_sentence.h"
#include "widgets/choices.h"
#include "widgets/side_by_side.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QVBoxLayout>

namespace {


} // namespace

TrainingLab::TrainingLab(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_runner(state->trainingRunner())
    , m_controls(new TrainingControls(state, this))
    , m_curves(new TrainingCurves)
    , m_lengthChart(new LengthChart)
    , m_learnedTable(new LearnedTableView(state))
    , m_trySentence(new TrySentence(state))
    , m_lower(new SideBySide(m_lengthChart, tr("Accuracy by sentence length"), m_learnedTable, tr("The learned table forming")))
{
    auto *main = new QVBoxLayout;
    main->addWidget(m_curves, 1);
    main->addWidget(m_lower, 1);
    main->addWidget(m_trySentence);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(main, 1);
    layout->addWidget(m_controls);

    connect(m_controls, &TrainingControls::trainRequested, this, &TrainingLab::train);
    connect(m_controls, &TrainingControls::stopRequested, this, &TrainingLab::stop);
    connect(m_controls, &TrainingControls::resetRequested, this, &TrainingLab::reset);
    connect(m_controls, &TrainingControls::saveCurvesRequested, this, &TrainingLab::saveCurvesDialog);
    connect(m_controls, &TrainingControls::codeRequested, this, [this] { showCodeDialog(this, codeSources()); });
    connect(m_state, &AppState::trainingChanged, this, &TrainingLab::followState);
    // The runner outlives windows: a lab that has forgotten its runs (m_runs empty) ignores runs
    // another window's lab started on the same state.
    connect(m_runner, &TrainingRunner::progressed, this, [this](int run, int step, double loss, double, double test) {
        if (!m_runs.isEmpty()) {
            m_curves->addStep(run, step, loss, test);
            m_controls->showProgress(run, step);
        }
    });
    connect(m_runner, &TrainingRunner::positionTableChanged, this, [this](int, int step, const pe::Matrix &table) {
        if (!m_runs.isEmpty())
            m_learnedTable->showTable(step, table);
    });
    connect(m_runner, &TrainingRunner::runFinished, this, [this](int run) {
        if (!m_runs.isEmpty())
            runFinished(run);
    });
    connect(m_runner, &TrainingRunner::allFinished, this, [this] {
        if (!m_runs.isEmpty())
            allFinished();
    });
    m_runner->setPace(m_state->trainingSettings().pace);  // and followState() from then on
    if (m_runner->runCount() > 0)
        showRunner();
    else
        reset();
}

void TrainingLab::train()
{
    const TrainingLabSettings &settings = m_state->trainingSettings();
    if (!validationError(settings).isEmpty())
        return;
    m_runs = trainingRuns(settings);
    startViews();
    m_runner->start(m_runs);
    publishTrainedModels();
}

void TrainingLab::showRunner()
{
    for (int run = 0; run < m_runner->runCount(); ++run)
        m_runs.append(m_runner->settings(run));
    startViews();
    for (int run = 0; run < m_runner->runCount(); ++run) {
        for (const TrainingRunner::Progress &progress : m_runner->history(run)) {
            m_curves->addStep(run, progress.step, progress.loss, progress.testAccuracy);
            m_controls->showProgress(run, progress.step);
        }
        if (m_runner->tableStep(run) >= 0)
            m_learnedTable->showTable(m_runner->tableStep(run), m_runner->table(run));
        if (m_runner->result(run))
            runFinished(run);
    }
    if (!m_runner->isRunning())
        allFinished();
}

void TrainingLab::startViews()
{
    const pe::TrainingSettings &first = m_runs.first();
    const QList<LabRun> runs = labRuns(m_runs);
    const double chance = pe::chanceAccuracy(first.task);
    m_curves->start(runs, first.steps, chance);
    m_lengthChart->start(runs, pe::taskDefinition(first.task, first.language).shortest, first.trainLength, first.testLength, chance);
    m_learnedTable->start(first.trainLength, first.dModel);
    m_controls->showRuns(runs, first.steps);
    m_trySentence->showModels(runs, QList<std::shared_ptr<const pe::Trainer>>(m_runs.size()));
    if (std::any_of(m_runs.begin(), m_runs.end(), [](const pe::TrainingSettings &run) { return run.position == pe::Scheme::Learned; }) && !m_focus.contains(figureFileName(m_lengthChart->plot(), QString())))
        m_lower->showSecond();
    m_controls->showRunning(true, false);
}

void TrainingLab::allFinished()
{
    m_controls->showRunning(false, true);
    m_lower->showFirst();  // the end of the story: which schemes go past the training length
    emit trainingFinished();
}

void TrainingLab::presentFocus(const QStringList &focus)
{
    m_focus = focus;
    if (focus.contains(figureFileName(m_lengthChart->plot(), QString())))
        m_lower->showFirst();
}

void TrainingLab::stop()
{
    m_runner->stop();
}

void TrainingLab::reset()
{
    m_runner->reset();
    m_runs.clear();
    showSetUp();
    m_controls->showRuns({}, 0);
    m_controls->showRunning(false, false);
    m_trySentence->showModels({}, {});
    publishTrainedModels();
}

bool TrainingLab::isTraining() const
{
    return m_runner->isRunning();
}

bool TrainingLab::hasResults() const
{
    for (int run = 0; run < m_runner->runCount(); ++run)
        if (m_runner->result(run))
            return true;
    return false;
}

void TrainingLab::followState()
{
    m_controls->followState();
    m_trySentence->followState();
    m_runner->setPace(m_state->trainingSettings().pace);  // from the runs' next step on
    // Models trained on another set-up would answer for settings no longer on screen.
    if (!m_runs.isEmpty() && trainingRuns(m_state->trainingSettings()) != m_runs)
        reset();
    if (m_runs.isEmpty())
        showSetUp();
}

void TrainingLab::showSetUp()
{
    const pe::TrainingSettings &setUp = m_state->trainingSettings().setUp;
    m_curves->clear(setUp.steps);
    m_lengthChart->clear(pe::taskDefinition(setUp.task, setUp.language).shortest, setUp.testLength);
    m_learnedTable->start(setUp.trainLength, setUp.dModel);
    m_lower->setSecondShown(m_state->trainingSettings().positions.contains(pe::Scheme::Learned));
}

std::shared_ptr<const pe::Trainer> TrainingLab::trainedModel(int run) const
{
    // A run stopped before its first step learned nothing: it has no line and no answers.
    const std::shared_ptr<const pe::Trainer> &model = m_runner->result(run);
    return model && model->stepsDone() > 0 ? model : nullptr;
}

void TrainingLab::runFinished(int run)
{
    m_controls->showFinished(run, m_runner->result(run)->stepsDone());
    if (trainedModel(run)) {
        m_lengthChart->addRun(run, m_runner->lengthAccuracy(run));
        m_curves->finishRun(run);
    }
    QList<std::shared_ptr<const pe::Trainer>> models;
    for (int i = 0; i < m_runner->runCount(); ++i)
        models.append(trainedModel(i));
    m_trySentence->showModels(labRuns(m_runs), models);
    showOutcomes();
    publishTrainedModels();
}

void TrainingLab::showOutcomes()
{
    // Each finished run's text, with the model without position as the yardstick when it has finished too.
    std::vector<std::optional<pe::RunOutcome>> measured;
    std::optional<double> withoutPosition;
    for (int run = 0; run < m_runner->runCount(); ++run) {
        measured.push_back(trainedModel(run) ? std::optional(pe::measureOutcome(m_runs[run], m_runner->lengthAccuracy(run))) : std::nullopt);
        if (measured.back() && !m_runs[run].position)
            withoutPosition = measured.back()->atTraining;
    }
    QStringList outcomes;
    for (int run = 0; run < m_runner->runCount(); ++run)
        outcomes.append(measured[run] ? pe::outcomeText(m_runs[run], trainedModel(run)->stepsDone(), *measured[run], withoutPosition) : QString());
    m_controls->showOutcomes(outcomes);
}

void TrainingLab::publishTrainedModels()
{
    QList<std::shared_ptr<const pe::Trainer>> trained;
    for (int run = 0; run < m_runner->runCount(); ++run)
        if (std::shared_ptr<const pe::Trainer> model = trainedModel(run); model && model->config().position)
            trained.append(model);
    m_state->setTrainedModels(trained);
}

bool TrainingLab::hasCurves() const
{
    return !m_runs.isEmpty();
}

QString TrainingLab::curvesCsv() const
{
    return m_curves->csv();
}

QList<CodeSource> TrainingLab::codeSources() const
{
    QList<CodeSource> sources;
    for (pe::TrainingSettings run : trainingRuns(m_state->trainingSettings())) {
        // The script replays the batches a run keeps.
        run.steps = pe::kKeptBatches;
        sources.append({tr("Training: %1, with %2 (PyTorch)").arg(pe::taskName(run.task), runTitle(run.position)), QString(),
                        pe::trainingCode(run), {}, run});
    }
    return sources;
}

void TrainingLab::saveCurvesDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Curves as CSV"), QStringLiteral("training-curves.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const QString error = pe::writeFileAtomically(path, curvesCsv().toUtf8());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save Curves as CSV"), error);
}
