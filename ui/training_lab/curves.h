#pragma once
// The Training Lab's live curves: test accuracy and loss of every run against the steps.

#include "schemes/position_schemes.h"
#include "widgets/choices.h"

#include <QColor>
#include <QList>
#include <QWidget>
#include <optional>

class QCPItemText;
class QPen;
class QCPTextElement;
class QCPItemStraightLine;
class QCustomPlot;

/// A run's colour in every chart of the lab: the same scheme keeps its colour from chart to chart
/// and from one training to the next.
QColor runColour(const std::optional<pe::Scheme> &position);
/// A run's line: its scheme's colour, dashed for the run marked causal.
QPen runPen(const LabRun &run);

/// Draws the chance level (a fraction: what guessing scores) as `line` across its plot, whose y
/// axis is in per cent, and labels it on the right-hand axis, outside the data, where no curve
/// can hide the label. No chance hides both.
void showChance(QCPItemStraightLine *line, std::optional<double> chance);

/// Two plots side by side: the test accuracy at the training lengths (measured every
/// TrainingRunner::kTestEvery steps) with the chance level drawn and labelled, and the loss of
/// every mini-batch. Before training they say how to start.
class TrainingCurves : public QWidget
{
    Q_OBJECT
public:
    explicit TrainingCurves(QWidget *parent = nullptr);

    /// New, empty curves for these runs of `steps` steps; `chance` is what guessing scores.
    void start(const QList<LabRun> &runs, int steps, double chance);
    /// Run `run` took step `step`: its loss, and its test accuracy when measured (else NaN).
    void addStep(int run, int step, double loss, double testAccuracy);
    /// No runs: empty plots over `steps` steps that say how to start.
    void clear(int steps);
    /// Run `run` has finished: under the loss, a line when its loss fell while its accuracy stayed
    /// at chance (lossNote()).
    void finishRun(int run);

    /// When a run's loss fell by a fifth or more (the mean of its first and of its last tenth of
    /// steps) while its last test accuracy is within 5 points of chance, the sentence that says so
    /// and what it means; else empty.
    static QString lossNote(const QString &run, double firstLoss, double lastLoss, double accuracy, double chance);
    QString lossNotes() const;

    QCustomPlot *accuracyPlot() const { return m_accuracy; }
    QCustomPlot *lossPlot() const { return m_loss; }
    /// The curves as CSV: a row per step, the loss and the test accuracy (blank when not
    /// measured at that step) of every run.
    QString csv() const;

private:
    QCustomPlot *m_accuracy;
    QCustomPlot *m_loss;
    QCPItemStraightLine *m_chance;
    QCPItemText *m_accuracyHint;
    QCPItemText *m_lossHint;
    QList<LabRun> m_runs;
    double m_largestLoss = 0.0;
    double m_chanceLevel = 0.0;
    QCPTextElement *m_lossNotes;
};
