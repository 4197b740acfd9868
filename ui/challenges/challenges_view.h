#pragma once
// The Challenges tab: a round of questions made from the core's own numbers. The student
// predicts, the app checks and explains, and "Show me" opens the view that answers the question.

#include <QTimer>
#include <QWidget>

class AppState;
class ChallengeControls;
class HandsTally;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QStackedWidget;
class QuestionPicture;

/// One question at a time (AppState's challengeRound()): its picture, prompt and lettered choices
/// (or a box for a number; the keys A to E choose, Enter checks), Check, then right or wrong with the explanation, Show me and Next;
/// points and the streak above; the round's summary at its end. In class mode (for a projector)
/// no score is kept: the teacher starts a countdown (S), reveals the answer (R) and goes on (N).
class ChallengesView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxChoices = 5;

    explicit ChallengesView(AppState *state, QWidget *parent = nullptr);

    /// Checks the answer chosen or typed (what Check and Enter do); in class mode, reveals it.
    void check();
    /// On to the next question, or the summary after the last.
    void next();
    /// Opens the view that answers the question shown (emits showViewRequested()).
    void showMe();
    void setClassMode(bool on);
    bool classMode() const { return m_classMode; }
    /// Class mode's countdown from the seconds the controls say.
    void startCountdown();
    int secondsLeft() const { return m_secondsLeft; }
    /// File › Print Worksheet… and Save Worksheet as PDF…: the round on paper (worksheet.h).
    void printWorksheet();
    void saveWorksheet();

    // The parts, for tests and the screen reader.
    ChallengeControls *controls() const { return m_controls; }
    QuestionPicture *picture() const { return m_picture; }
    QLabel *prompt() const { return m_prompt; }
    QLabel *feedback() const { return m_feedback; }
    QLabel *score() const { return m_score; }
    QLabel *countdown() const { return m_countdown; }
    QLabel *summary() const { return m_summary; }
    QList<QRadioButton *> choiceButtons() const { return m_choices; }
    QLineEdit *numberBox() const { return m_number; }
    /// Class mode's count of hands per letter.
    HandsTally *handsTally() const { return m_hands; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *showMeButton() const { return m_showMe; }
    QPushButton *nextButton() const { return m_next; }
    /// True while the round's summary is shown.
    bool showsSummary() const;

signals:
    /// Show me: the state is set up, the window shows this view.
    void showViewRequested(const QString &view);
    /// Class mode was switched here or in the controls.
    void classModeSwitched(bool on);
    /// A message for the status bar (a worksheet printed or saved).
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// The question's text larger than the rest, larger still in class mode.
    void applyFonts();
    QWidget *createQuestionPage();
    QWidget *createSummaryPage();
    /// Shows the round's current question, or its summary, as the state has it.
    void followRound();
    /// The answer, right or wrong, and the explanation; the right choice marked.
    void showAnswer(bool revealOnly);
    void showSummary();
    void showScore();
    void tick();

    AppState *m_state;
    ChallengeControls *m_controls;
    QStackedWidget *m_pages;
    QLabel *m_header;
    QLabel *m_score;
    QLabel *m_countdown;
    QLabel *m_prompt;
    QuestionPicture *m_picture;
    QButtonGroup *m_choiceGroup;
    QList<QRadioButton *> m_choices;
    QLineEdit *m_number;
    HandsTally *m_hands;
    QPushButton *m_check;
    QPushButton *m_showMe;
    QPushButton *m_next;
    QLabel *m_feedback;
    QLabel *m_summary;
    bool m_classMode = false;
    bool m_revealed = false;  ///< class mode: the answer is shown
    QTimer m_timer;
    int m_secondsLeft = 0;
};
