#include "shell/start_page.h"

#include "lesson/guided_lesson.h"
#include "classroom/lesson_bar.h"

#include <QCommandLinkButton>
#include <QGridLayout>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

// A large button of two lines: what it opens, then what one finds there.
QCommandLinkButton *choiceButton(const QString &title, const QString &sentence, QWidget *parent)
{
    auto *button = new QCommandLinkButton(title, sentence, parent);
    button->setAccessibleDescription(sentence);
    return button;
}

} // namespace

StartPage::StartPage(const QTabWidget *views, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("startPage"));
    auto *title = new QLabel(tr("How does a Transformer know the order of the words?"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    title->setFont(titleFont);
    title->setWordWrap(true);
    const QList<LessonStep> steps = guidedLesson();
    auto *intro = new QLabel(tr("Begin with the guided lesson: %1 steps of about %3 minutes, for a class or on your own. "
                                "Or open a view and explore; the lesson is always in the Lesson menu (%2).")
                                 .arg(steps.size())
                                 .arg(LessonBar::startKeys().toString(QKeySequence::NativeText))
                                 .arg(minutesUpTo(steps, int(steps.size()))),
                             this);
    intro->setWordWrap(true);
    auto *lesson = choiceButton(tr("Start the guided lesson"),
                                tr("Why word order matters, how the sine waves write each position, and what a model "
                                   "learns with them and without them."), this);
    lesson->setDefault(true);
    m_lesson = lesson;
    connect(lesson, &QCommandLinkButton::clicked, this, &StartPage::lessonChosen);

    // One sentence per view, in tab order.
    const QString sentences[] = {
        tr("Drag sliders through the sinusoidal encoding and the other schemes: every wave and every number."),
        tr("Type two sentences with the same words in two orders and compare their attention, with and without position."),
        tr("Train tiny Transformers live: without position a model cannot tell who did what."),
        tr("Predict, then check: questions made from the app's own numbers, class mode and printable worksheets."),
        tr("Cut a picture into patches and see how alike their positions are; give text, images and video Qwen's three position ids.")};
    auto *grid = new QGridLayout;
    grid->setSpacing(12);
    for (int index = 0; index < views->count() && index < int(std::size(sentences)); ++index) {
        QCommandLinkButton *button = choiceButton(views->tabText(index).remove(QLatin1Char('&')), sentences[index], this);
        connect(button, &QCommandLinkButton::clicked, this, [this, index] { emit viewChosen(index); });
        grid->addWidget(button, index / 2, index % 2);
    }

    auto *column = new QVBoxLayout;
    column->addStretch(1);
    column->addWidget(title);
    column->addWidget(intro);
    column->addSpacing(12);
    column->addWidget(lesson);
    column->addSpacing(12);
    column->addLayout(grid);
    column->addStretch(2);
    auto *layout = new QHBoxLayout(this);
    layout->addStretch(1);
    layout->addLayout(column, 6);
    layout->addStretch(1);
}

void StartPage::showEvent(QShowEvent *event)
{
    m_lesson->setFocus();
    QWidget::showEvent(event);
}
