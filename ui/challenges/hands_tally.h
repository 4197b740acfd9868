#pragma once
// Class mode's tally of hands: the teacher asks the room to raise hands for A, B, C …, types the
// count for each letter, and the reveal (R) shows the counts as bars beside the right answer. The
// round keeps them for its summary.

#include <QWidget>

class AppState;
class QLabel;
class QSpinBox;

/// A row of small boxes, one per choice of the question shown, in class mode only; after the
/// reveal, the bars under them.
class HandsTally : public QWidget
{
    Q_OBJECT
public:
    explicit HandsTally(AppState *state, QWidget *parent = nullptr);

    /// Shows the boxes for the round's question in class mode, with the counts the round keeps;
    /// hidden otherwise.
    void followRound(bool classMode);
    /// The answer is shown: the counts as bars, the right choice marked.
    void reveal();

    /// The boxes of the choices the question has (the others hidden), for tests.
    const QList<QSpinBox *> &countControls() const { return m_counts; }
    QLabel *bars() const { return m_bars; }

private:
    /// Keeps the counts in the round; redraws the bars once they are shown.
    void keepCounts();
    void showBars();

    AppState *m_state;
    QList<QSpinBox *> m_counts;
    QLabel *m_bars;
    bool m_revealed = false;
};

/// Rich text: on one line, a bar per letter as long as its share of the hands, its count, the right one marked.
QString handsBars(const QList<int> &hands, int right);
/// Rich text for the round's summary: "A: 3 · B: 12 · C: 1", and how many hands were on the right answer.
QString handsSummary(const QList<int> &hands, int right);
