#pragma once
// The teacher's notes on the lesson's steps, in a window of their own: the teacher puts it on
// their own screen, and the class on the projector sees only the lesson.

#include "lesson/guided_lesson.h"

#include <QKeySequence>
#include <QWidget>

class QLabel;

/// Follows the lesson: the step shown, what to ask the class, the answer to expect, its minutes
/// and the lesson's minutes up to its end, and the next step's title. A top-level window, hidden
/// until asked for (LessonBar::setNotesShown()), above the main window even in full screen. Shown
/// the first time, it opens on another screen than the lesson's when there is one (the teacher's,
/// not the projector's), otherwise in the bottom corner of the lesson's screen, away from the
/// caption at the top, which a mirrored projector shows the class.
class TeacherNotesWindow : public QWidget
{
    Q_OBJECT
public:
    explicit TeacherNotesWindow(QWidget *parent = nullptr);
    /// The key that shows and hides the window, from any view.
    static QKeySequence keys() { return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N); }

    /// Step `index` of `steps`; no lesson when `index` is negative.
    void showStep(const QList<LessonStep> &steps, int index);
    QLabel *text() const { return m_text; }

signals:
    /// Shown or hidden, also by its own close button.
    void shownChanged(bool shown);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void placeAwayFromTheLesson();

    QLabel *m_text;
    bool m_placed = false;
};
