#pragma once
// The Training Lab's side panel: what to train, Train / Stop / Reset, a progress bar per run, and
// what each result means.

#include "schemes/position_schemes.h"
#include "schemes/setting_table.h"
#include "training/tasks.h"
#include "widgets/choices.h"
#include "widgets/side_panel.h"

#include <QKeySequence>

#include <QList>
#include <optional>

class AppState;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

/// Every setting of the Training Lab, in a scroll area the window hides on request (object name
/// "controlPanel"). Each control changes the AppState and follows it in followState(); the
/// buttons only ask, the lab decides.
class TrainingControls : public SidePanel
{
    Q_OBJECT
public:
    explicit TrainingControls(AppState *state, QWidget *parent = nullptr);
    /// Ctrl+Return: the window's key for Train, which works with this panel hidden too.
    static QKeySequence trainKeys() { return QKeySequence(Qt::CTRL | Qt::Key_Return); }

    /// Shows the state's set-up in the controls, says why it cannot be trained if so, and explains
    /// what each ticked scheme's result means.
    void followState();
    /// The buttons as they fit a run that trains (`running`) and results that exist (`trained`).
    void showRunning(bool running, bool trained);
    /// One progress bar per run, named as the runs are, each from 0 to `steps`.
    void showRuns(const QList<LabRun> &runs, int steps);
    void showProgress(int run, int step);
    /// A run ended at `step`: its bar says so when it stopped before its last step.
    void showFinished(int run, int step);
    /// What each run reached (pe::outcomeText()), in the order of the bars; an empty text for a
    /// run without a result. Each ticked scheme's note begins with its run's.
    void showOutcomes(const QStringList &outcomes);
    QLabel *notes() const { return m_notes; }

    QComboBox *taskControl() const { return m_task; }
    QComboBox *languageControl() const { return m_language; }
    /// The box of each scheme, in the order of trainablePositions().
    const QList<QCheckBox *> &schemeControls() const { return m_schemes; }
    /// The causal mask: none, causal, or both side by side (TrainingLabSettings::bothMasks).
    QComboBox *maskControl() const { return m_mask; }
    QSpinBox *dModelControl() const { return m_dModel; }
    QSpinBox *layersControl() const { return m_layers; }
    QSpinBox *headsControl() const { return m_heads; }
    QSpinBox *stepsControl() const { return m_steps; }
    QSpinBox *trainLengthControl() const { return m_trainLength; }
    QSpinBox *seedControl() const { return m_seed; }
    QComboBox *ropeScalingControl() const { return m_ropeScaling; }
    QComboBox *ropeLayoutControl() const { return m_ropeLayout; }
    QComboBox *conventionControl() const { return m_convention; }
    QComboBox *scoreControl() const { return m_score; }
    /// The switch of a yes/no setting of training (pe::numberSettings()), by its key: "shaw_values".
    QCheckBox *switchControl(const QString &key) const
    {
        for (const auto &[setting, box] : m_switches)
            if (key == QLatin1String(setting->key))
                return box;
        return nullptr;
    }
    /// Full speed or paced for a class (TrainingPace).
    QComboBox *paceControl() const { return m_pace; }
    QPushButton *trainButton() const { return m_train; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *resetButton() const { return m_reset; }
    QPushButton *saveCurvesButton() const { return m_saveCurves; }
    QLabel *message() const { return m_message; }
    QList<QProgressBar *> progressBars() const { return m_progress; }

signals:
    void trainRequested();
    void stopRequested();
    void resetRequested();
    void saveCurvesRequested();
    void codeRequested();

private:
    QWidget *createSetUpGroup();
    // The set-up's boxes, before they are laid out, and what each one changes.
    void createSetUpControls();
    void connectSetUpControls();
    // A box per trainable position, two to a row.
    QGridLayout *createSchemeBoxes();
    // The yes/no settings of training alone (the setting table's switches).
    void addSwitches(QFormLayout *form);
    /// The speed box (m_pace), wired to the state.
    QComboBox *createPaceBox();

    AppState *m_state;
    QComboBox *m_task;
    QComboBox *m_language;
    QList<QCheckBox *> m_schemes;
    QComboBox *m_mask;
    QSpinBox *m_dModel;
    QSpinBox *m_layers;
    QSpinBox *m_heads;
    QSpinBox *m_steps;
    QSpinBox *m_trainLength;
    QSpinBox *m_seed;
    QComboBox *m_ropeScaling;
    QComboBox *m_convention;  ///< the sinusoidal scheme's convention
    QComboBox *m_ropeLayout;
    QComboBox *m_score;
    QList<std::pair<const pe::NumberSetting *, QCheckBox *>> m_switches;  ///< each yes/no setting of training
    QComboBox *m_pace;
    QPushButton *m_train;
    QPushButton *m_stop;
    QPushButton *m_reset;
    QPushButton *m_saveCurves;
    QLabel *m_message;
    QVBoxLayout *m_progressLayout;
    QList<QProgressBar *> m_progress;
    QList<LabRun> m_runs;                             ///< of the bars, in their order
    QStringList m_outcomes;                           ///< of the runs, in the same order
    void showNotes();
    QLabel *m_notes;
};
