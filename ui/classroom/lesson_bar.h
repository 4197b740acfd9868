#pragma once
// The guided lesson's caption bar, above the views.

#include "lesson/guided_lesson.h"

#include <QJsonObject>
#include <QKeySequence>
#include <QWidget>

class AppState;
class QLabel;
class QPushButton;
class TeacherNotesWindow;

/// Shows one step of a lesson at a time: "Step N of M — title", its caption, and Back, Next and
/// End buttons. Showing a step applies every setting of it to the state. The steps are the
/// teacher's own (AppState::teacherSteps()) when the lesson has some, the built-in ones otherwise.
/// Hidden until a lesson starts; when it ends, the set-up from before it comes back. Its Teacher
/// Notes button shows the steps' notes in a window of their own, for the teacher's screen.
class LessonBar : public QWidget
{
    Q_OBJECT
public:
    explicit LessonBar(AppState *state, QWidget *parent = nullptr);

    /// Starts at the first step; with `builtIn`, the built-in lesson even when the teacher wrote steps.
    /// `view` is the view shown: with the set-up, it comes back when the lesson ends (a lesson
    /// started again while it runs keeps the set-up from before the first start). Returns false,
    /// changing nothing, when that same lesson runs already: it goes on at its step (Ctrl+G pressed
    /// in the middle of a class must not send it back to step 1, undoing what the class set up).
    bool start(bool builtIn, const QString &view);
    /// Shows step `index` (clamped to the steps there are) of the lesson started last.
    void showStep(int index);
    /// Where a lesson is: its step (−1: none runs), which lesson, and the set-up from before it.
    struct Progress
    {
        int step = -1;
        bool builtIn = false;
        QJsonObject before;
    };
    Progress progress() const { return {m_step, m_builtIn, m_before}; }
    /// Goes on with a lesson another bar ran (the window made anew in another language): its step
    /// shown in this bar's words, nothing set up again, so whatever the class changed at that
    /// step (sentences, a run, a round of challenges) stays.
    void resume(const Progress &progress);
    /// Hides the bar and puts back the set-up from before the lesson.
    void end();
    /// The step shown, or -1 when no lesson runs.
    int step() const { return m_step; }
    /// What the step shown points at (LessonStep::focus); empty when no lesson runs.
    QStringList focus() const { return m_focus; }
    /// Ctrl+G: Lesson › Start Lesson, which the start page names.
    static QKeySequence startKeys() { return QKeySequence(Qt::CTRL | Qt::Key_G); }
    QLabel *caption() const { return m_caption; }
    /// The caption's text at least this many pixels high (presentation mode's pointed text), the
    /// title larger still; 0 for the bar's own proportions only.
    void setLeastCaptionPixels(int pixels);
    /// Shows or hides the teacher's notes window (it follows the lesson while hidden too).
    void setNotesShown(bool shown);
    TeacherNotesWindow *notes() const { return m_notes; }
    QPushButton *notesButton() const { return m_notesButton; }
    QLabel *title() const { return m_title; }

signals:
    /// A step set the state up; the window shows the view it names.
    void stepShown(const QString &view);
    /// The lesson ended and the set-up from before it is back: the window shows `view` again.
    void ended(const QString &view);
    /// The notes window was shown or hidden (by the button, the key or its own close button).
    void notesShownChanged(bool shown);

protected:
    /// Keeps the title and caption larger than the bar's font, whatever it becomes
    /// (presentation mode scales the application's).
    bool event(QEvent *event) override;

private:
    QList<LessonStep> steps() const;
    void present(const QList<LessonStep> &steps, int index);
    void followApplicationFont();

    AppState *m_state;
    QLabel *m_title;
    QLabel *m_caption;
    QPushButton *m_back;
    QPushButton *m_next;
    QPushButton *m_notesButton;
    TeacherNotesWindow *m_notes;
    int m_step = -1;
    QStringList m_focus;
    QJsonObject m_before;  ///< the set-up and view from before the lesson (setUpToJson())
    bool m_builtIn = false;  ///< the built-in lesson runs although the teacher wrote steps
    int m_leastCaptionPixels = 0;
};
