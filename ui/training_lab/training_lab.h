#pragma once
// The Training Lab: a tiny Transformer trained live, once per scheme, on a task that needs word
// order, to see which schemes let it learn and how each does on longer sentences.

#include "classroom/code_dialog.h"
#include "training/run.h"

#include <QList>
#include <QWidget>
#include <optional>

class AppState;
class LearnedTableView;
class LengthChart;
class TrainingControls;
class TrainingCurves;
class TrainingRunner;
class SideBySide;
class TrySentence;

/// Composes the lab's parts — the live curves, the length chart, the learned table forming,
/// "Try it" and the side panel — and runs the training (TrainingRunner, off the GUI thread).
/// A change of the set-up forgets the models trained with the old one: every picture shows the
/// set-up on screen.
class TrainingLab : public QWidget
{
    Q_OBJECT
public:
    explicit TrainingLab(AppState *state, QWidget *parent = nullptr);

    /// Trains one model per ticked scheme (what the Train button does).
    void train();
    void stop();
    /// Forgets the models and their curves.
    void reset();
    bool isTraining() const;
    /// Some model has finished or been stopped, and can answer.
    bool hasResults() const;
    /// Training has drawn curves (the runs on screen have taken a step).
    bool hasCurves() const;
    /// The curves as CSV (TrainingCurves::csv()).
    QString curvesCsv() const;
    /// What "Show Code" offers: the PyTorch training script of each ticked scheme, for the steps it replays.
    QList<CodeSource> codeSources() const;

    // The parts, for tests, figure export and the command line.
    /// For presentation mode: a plot named in `focus` (a lesson step's, by figure name) is the
    /// one in sight when the lower views are tabs (a projector at 1024 × 768), also while training.
    void presentFocus(const QStringList &focus);
    TrainingRunner *runner() const { return m_runner; }
    TrainingControls *controls() const { return m_controls; }
    TrainingCurves *curves() const { return m_curves; }
    LengthChart *lengthChart() const { return m_lengthChart; }
    LearnedTableView *learnedTable() const { return m_learnedTable; }
    TrySentence *trySentence() const { return m_trySentence; }
    SideBySide *lowerRow() const { return m_lower; }

signals:
    /// Every run finished or was stopped.
    void trainingFinished();

private:
    /// The model of a finished run that took at least one step, else null.
    std::shared_ptr<const pe::Trainer> trainedModel(int run) const;
    /// Draws the runs the runner has (a window rebuilt while they train or after), up to now.
    void showRunner();
    /// Sets the views up for the runs in m_runs, as training starts.
    void startViews();
    void allFinished();
    /// Without runs: empty charts over the steps and lengths of the set-up on screen.
    void showSetUp();
    // The finished runs with a position, for the Attention Lab's queries and keys.
    void publishTrainedModels();
    // Each finished run's measured result, in the controls' notes.
    void showOutcomes();
    void followState();
    void saveCurvesDialog();
    void runFinished(int run);

    AppState *m_state;
    TrainingRunner *m_runner;
    TrainingControls *m_controls;
    TrainingCurves *m_curves;
    LengthChart *m_lengthChart;
    LearnedTableView *m_learnedTable;
    TrySentence *m_trySentence;
    SideBySide *m_lower;  // the length chart and the learned table
    /// What is being (or was) trained: the models on screen belong to these runs.
    QList<pe::TrainingSettings> m_runs;
    QStringList m_focus;  ///< presentFocus()
};
