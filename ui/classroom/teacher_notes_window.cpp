#include "classroom/teacher_notes_window.h"

#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QVBoxLayout>

namespace {

// "<p>…</p>", the text escaped.
QString paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

// The notes of one step, as rich text.
QString stepNotesHtml(const QList<LessonStep> &steps, int index)
{
    const LessonStep &step = steps[index];
    QString html = QStringLiteral("<h3>%1</h3>").arg(
        TeacherNotesWindow::tr("Step %1 of %2: %3").arg(index + 1).arg(steps.size()).arg(step.title).toHtmlEscaped());
    const StepNotes &notes = step.notes;
    if (notes.isEmpty())
        html += paragraph(TeacherNotesWindow::tr("This step has no notes. Lesson › Edit Steps… writes them for your own steps."));
    if (!notes.question.isEmpty())
        html += paragraph(TeacherNotesWindow::tr("Ask the class: %1").arg(notes.question));
    if (!notes.answer.isEmpty())
        html += paragraph(TeacherNotesWindow::tr("Expected answer: %1").arg(notes.answer));
    if (notes.minutes > 0)
        html += paragraph(TeacherNotesWindow::tr("Minutes: %1 for this step; %2 of the lesson's %3 by its end.")
                              .arg(notes.minutes)
                              .arg(minutesUpTo(steps, index + 1))
                              .arg(minutesUpTo(steps, int(steps.size()))));
    html += paragraph(index + 1 < steps.size() ? TeacherNotesWindow::tr("Next: %1").arg(steps[index + 1].title)
                                               : TeacherNotesWindow::tr("This is the last step."));
    return html;
}

} // namespace

TeacherNotesWindow::TeacherNotesWindow(QWidget *parent)
    : QWidget(parent, Qt::Window | Qt::WindowStaysOnTopHint)  // not behind the lesson's full screen after Next
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("teacherNotes"));
    setWindowTitle(tr("Teacher Notes"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    resize(480, 360);
    showStep({}, -1);
}

void TeacherNotesWindow::showStep(const QList<LessonStep> &steps, int index)
{
    m_text->setText(index >= 0 && index < steps.size()
                        ? stepNotesHtml(steps, index)
                        : paragraph(tr("No lesson is running. Start one (Lesson › Start Lesson, Ctrl+G): each step's notes "
                                       "appear here, for you alone. Put this window on your own screen, not the projector.")));
}

void TeacherNotesWindow::showEvent(QShowEvent *event)
{
    if (!m_placed)
        placeAwayFromTheLesson();
    QWidget::showEvent(event);
    emit shownChanged(true);
}

void TeacherNotesWindow::placeAwayFromTheLesson()
{
    m_placed = true;  // from then on where the teacher puts it
    QScreen *lesson = parentWidget() ? parentWidget()->screen() : screen();
    for (QScreen *other : QGuiApplication::screens())
        if (other != lesson) {
            move(other->availableGeometry().center() - rect().center());
            return;
        }
    const QRect room = lesson->availableGeometry();
    const QSize size = frameGeometry().size().boundedTo(room.size());
    move(room.right() - size.width() + 1, room.bottom() - size.height() + 1);
}

void TeacherNotesWindow::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    emit shownChanged(false);
}
