#pragma once
// The Training Lab's length chart: how each trained model does on sentences of every length,
// shorter and longer than it trained on.

#include "training/run.h"
#include "widgets/choices.h"

#include <QList>
#include <QWidget>
#include <optional>
#include <vector>

class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;

/// One line per finished run: test accuracy against sentence length, the longest training
/// sentence marked, the chance level drawn. A length without encoding (past a learned table) is a
/// gap in its line, its reason written under the axes.
class LengthChart : public QWidget
{
    Q_OBJECT
public:
    explicit LengthChart(QWidget *parent = nullptr);

    /// New axes for runs trained on lengths up to `trainLength` and tested to `testLength`, and an
    /// empty line per run, so that the legend lists them in the order of the boxes.
    void start(const QList<LabRun> &runs, int shortest, int trainLength, int testLength, double chance);
    /// Draws the line of run `run` once it has finished.
    void addRun(int run, const std::vector<pe::LengthAccuracy> &byLength);
    /// Nothing trained: an empty chart over the lengths `shortest` to `testLength` that says when it fills.
    void clear(int shortest, int testLength);

    QCustomPlot *plot() const { return m_plot; }
    /// The reasons written in the gaps, for tests.
    QStringList gapTexts() const;
    /// What each run measured past the training length, in words (lengthNote()), for tests.
    QStringList lengthNotes() const { return m_lengthNotes; }

    /// How a run did on the sentences longer than it trained on (up to `trainLength` tokens), said
    /// from its accuracies there against its mean accuracy on the trained lengths and `chance`
    /// (within 5 points is the same): it never learned the task, it answers those lengths but the
    /// longer ones no better than chance, as well as on its lengths, above chance but well below
    /// them, or above chance at some lengths only. Empty when nothing was measured on one side.
    static QString lengthNote(const QString &run, const std::vector<pe::LengthAccuracy> &byLength, int trainLength, double chance);

private:
    /// The training length's and the chance level's lines and labels (none before training).
    void showMarks(std::optional<double> chance);

    QCustomPlot *m_plot;
    QCPItemStraightLine *m_trainLength;
    QCPItemStraightLine *m_chance;
    /// Under the axes, never over a line: the training length's note and each gap's reason.
    void showNotes();

    QCPTextElement *m_notes;
    QString m_trainLengthNote;
    QStringList m_gapNotes;
    QStringList m_lengthNotes;
    int m_trainedUpTo = 0;
    double m_chanceLevel = 0.0;
    QCPItemText *m_hint;
    QList<LabRun> m_runs;
};
