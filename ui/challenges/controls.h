#pragma once
// The Challenges tab's side panel: the round (level, seed, number of questions, the kinds asked),
// class mode with its countdown, and the worksheet.

#include "challenges/questions.h"
#include "widgets/side_panel.h"

class AppState;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

/// Each round control starts a new round in AppState (setChallengeSet()) and follows it; class
/// mode and the worksheet only ask, the view decides.
class ChallengeControls : public SidePanel
{
    Q_OBJECT
public:
    explicit ChallengeControls(AppState *state, QWidget *parent = nullptr);

    /// Shows the state's round in the controls.
    void followState();

    QComboBox *levelControl() const { return m_level; }
    QSpinBox *seedControl() const { return m_seed; }
    QSpinBox *countControl() const { return m_count; }
    /// One box per kind, in the order of pe::allChallengeKinds(); all unticked asks the level's own.
    const QList<QCheckBox *> &kindControls() const { return m_kinds; }
    QCheckBox *classModeControl() const { return m_classMode; }
    QSpinBox *countdownControl() const { return m_countdown; }
    QPushButton *newNumbersButton() const { return m_newNumbers; }
    QPushButton *worksheetButton() const { return m_worksheet; }
    QLabel *message() const { return m_message; }

signals:
    void classModeSwitched(bool on);
    void worksheetRequested();

private:
    /// A new round from the controls' values (or, when `newSeed`, a random seed).
    void startRound(bool newSeed);

    AppState *m_state;
    QComboBox *m_level;
    QSpinBox *m_seed;
    QSpinBox *m_count;
    QList<QCheckBox *> m_kinds;
    QCheckBox *m_classMode;
    QSpinBox *m_countdown;
    QPushButton *m_newNumbers;
    QPushButton *m_worksheet;
    QLabel *m_message;
};

/// A choice's letter: A for the first, B for the second …
QString choiceLetter(int index);
