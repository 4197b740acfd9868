#include "classroom/lesson_bar.h"

#include "lesson/lesson_file.h"
#include "classroom/presentation_mode.h"
#include "classroom/teacher_notes_window.h"
#include "state/app_state.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

LessonBar::LessonBar(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_title(new QLabel(this))
    , m_caption(new QLabel(this))
    , m_back(new QPushButton(tr("◀ Back"), this))
    , m_next(new QPushButton(tr("Next ▶"), this))
    , m_notesButton(new QPushButton(tr("Teacher Notes"), this))
    , m_notes(new TeacherNotesWindow(this))
{
    setObjectName(QStringLiteral("lessonBar"));
    // A pale yellow band. A palette, not a style sheet: a style sheet fixes the fonts of the
    // bar and its labels, and they would no longer grow with presentation mode.
    QPalette band = palette();
    band.setColor(QPalette::Window, QColor(0xff, 0xf6, 0xd5));
    setPalette(band);
    setAutoFillBackground(true);
    followApplicationFont();
    m_caption->setWordWrap(true);
    m_title->setWordWrap(true);  // a long title on two lines rather than a window wider than the screen
    m_back->setToolTip(tr("The previous step (PageUp)."));
    m_next->setToolTip(tr("The next step (Space or PageDown)."));
    auto *end = new QPushButton(tr("End lesson"), this);
    end->setToolTip(tr("Close the caption bar and go back to the set-up you had before the lesson."));
    m_notesButton->setCheckable(true);
    m_notesButton->setToolTip(tr("Your notes on each step (what to ask, the answer to expect, the minutes) in a window of "
                                 "their own: put it on your screen, not the projector (%1).")
                                  .arg(TeacherNotesWindow::keys().toString(QKeySequence::NativeText)));
    auto *layout = new QGridLayout(this);
    layout->addWidget(m_title, 0, 0);
    layout->addWidget(m_caption, 1, 0, 1, 5);
    layout->addWidget(m_notesButton, 0, 1);
    layout->addWidget(m_back, 0, 2);
    layout->addWidget(m_next, 0, 3);
    layout->addWidget(end, 0, 4);
    layout->setColumnStretch(0, 1);
    hide();
    connect(m_back, &QPushButton::clicked, this, [this] { showStep(m_step - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { showStep(m_step + 1); });
    connect(end, &QPushButton::clicked, this, &LessonBar::end);
    connect(m_notesButton, &QPushButton::toggled, this, &LessonBar::setNotesShown);
    connect(m_notes, &TeacherNotesWindow::shownChanged, this, [this](bool shown) {
        m_notesButton->setChecked(shown);
        emit notesShownChanged(shown);
    });
}

void LessonBar::setNotesShown(bool shown)
{
    m_notes->setVisible(shown);
}

bool LessonBar::event(QEvent *event)
{
    // The bar's own font follows the application's (FontChange); its labels have their own.
    // A bar hidden since the window opened gets its font when first shown (Polish).
    if (event->type() == QEvent::FontChange || event->type() == QEvent::ApplicationFontChange || event->type() == QEvent::Polish)
        followApplicationFont();
    return QWidget::event(event);
}

void LessonBar::setLeastCaptionPixels(int pixels)
{
    m_leastCaptionPixels = pixels;
    followApplicationFont();
}

void LessonBar::followApplicationFont()
{
    // The caption 1.15 times the bar's font, the title 1.2 times; both larger for the least size.
    const double least = m_leastCaptionPixels > 0 ? PresentationMode::pointsFor(m_leastCaptionPixels, this) : 0.0;
    const double caption = std::max(font().pointSizeF() * 1.15, least);
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(caption * 1.2 / 1.15);
    m_title->setFont(titleFont);
    QFont captionFont = font();
    captionFont.setPointSizeF(caption);
    m_caption->setFont(captionFont);
}

bool LessonBar::start(bool builtIn, const QString &view)
{
    const auto builtInRuns = [this](bool asked) { return asked || m_state->teacherSteps().isEmpty(); };
    if (m_step >= 0 && builtInRuns(builtIn) == builtInRuns(m_builtIn))
        return false;
    if (m_step < 0)
        m_before = setUpToJson(*m_state, view);
    m_builtIn = builtIn;
    showStep(0);
    return true;
}

void LessonBar::resume(const Progress &progress)
{
    m_builtIn = progress.builtIn;
    m_before = progress.before;
    const QList<LessonStep> steps = this->steps();
    if (progress.step >= 0 && !steps.isEmpty())
        present(steps, std::clamp(progress.step, 0, int(steps.size()) - 1));
}

QList<LessonStep> LessonBar::steps() const
{
    if (m_builtIn || m_state->teacherSteps().isEmpty())
        return guidedLesson();
    QList<LessonStep> steps;
    for (const TeacherStep &step : m_state->teacherSteps()) {
        const QString view = step.setUp.value(QStringLiteral("view")).toString();
        steps.append({step.title, step.caption, view, [step](AppState *state) {
                          QString shown;
                          applyTeacherStep(step, state, &shown); // checked when the lesson was opened
                      }, defaultFocus(view), step.notes});
    }
    return steps;
}

void LessonBar::showStep(int index)
{
    const QList<LessonStep> steps = this->steps();
    if (steps.isEmpty())
        return;
    index = std::clamp(index, 0, int(steps.size()) - 1);
    steps[index].setUp(m_state);
    present(steps, index);
}

void LessonBar::present(const QList<LessonStep> &steps, int index)
{
    const LessonStep &step = steps[index];
    m_step = index;
    m_focus = step.focus;
    emit stepShown(step.view);
    m_title->setText(tr("Step %1 of %2 — %3").arg(index + 1).arg(steps.size()).arg(step.title));
    m_caption->setText(step.caption);
    m_notes->showStep(steps, index);
    m_back->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < steps.size());
    show();
}

void LessonBar::end()
{
    if (m_step < 0)
        return;
    m_step = -1;
    m_focus.clear();
    m_notes->showStep({}, -1);
    hide();
    QString view;
    applyTeacherStep({QString(), QString(), m_before}, m_state, &view);  // written by this build: it reads back
    emit ended(view);
}
