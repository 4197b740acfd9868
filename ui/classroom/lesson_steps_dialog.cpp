#include "classroom/lesson_steps_dialog.h"

#include "classroom/step_notes_editor.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

LessonStepsDialog::LessonStepsDialog(const QList<TeacherStep> &steps, const QJsonObject &currentSetUp, QWidget *parent)
    : QDialog(parent)
    , m_steps(steps)
    , m_currentSetUp(currentSetUp)
    , m_list(new QListWidget(this))
    , m_title(new QLineEdit(this))
    , m_caption(new QPlainTextEdit(this))
    , m_notes(new StepNotesEditor(this))
{
    setWindowTitle(tr("Lesson Steps"));
    auto *help = new QLabel(tr("Set the app up as you want a step to look, then add it here with a title and one or two "
                               "sentences for the class, and notes for yourself. Save the lesson file to keep the steps; "
                               "Lesson › Start Lesson then shows them one by one."), this);
    help->setWordWrap(true);

    m_list->setToolTip(tr("The steps in the order the class sees them."));
    m_list->setAccessibleName(tr("Steps"));
    m_title->setToolTip(tr("The step's title, shown in bold in the caption bar."));
    m_title->setPlaceholderText(tr("e.g. Word order matters"));
    m_caption->setToolTip(tr("What the class should look at in this step."));
    m_caption->setPlaceholderText(tr("One or two sentences for the class."));
    m_caption->setTabChangesFocus(true);

    auto *add = new QPushButton(tr("&Add the Current Set-up"), this);
    add->setToolTip(tr("A new step at the end that shows the app exactly as it is now."));
    auto *use = new QPushButton(tr("&Use the Current Set-up"), this);
    use->setToolTip(tr("The selected step shows the app as it is now; its title and caption stay."));
    auto *up = new QPushButton(tr("Move &Up"), this);
    auto *down = new QPushButton(tr("Move &Down"), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    remove->setToolTip(tr("Deletes the selected step."));
    m_stepButtons = {use, up, down, remove};

    auto *buttons = new QVBoxLayout;
    for (QPushButton *button : {add, use, up, down, remove})
        buttons->addWidget(button);
    buttons->addStretch();

    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Caption:"), m_caption);
    form->addRow(m_notes);

    auto *body = new QHBoxLayout;
    body->addWidget(m_list, 1);
    body->addLayout(buttons);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(help);
    layout->addLayout(body, 1);
    layout->addLayout(form);
    layout->addWidget(box);
    resize(640, 480);

    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, &LessonStepsDialog::addCurrentSetUp);
    connect(use, &QPushButton::clicked, this, [this] {
        if (const int row = m_list->currentRow(); row >= 0)
            m_steps[row].setUp = m_currentSetUp;
    });
    connect(up, &QPushButton::clicked, this, [this] { moveStep(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveStep(+1); });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0)
            return;
        m_steps.removeAt(row);
        fillList(std::min(row, int(m_steps.size()) - 1));
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &LessonStepsDialog::showStep);
    connect(m_title, &QLineEdit::textEdited, this, [this](const QString &title) {
        if (const int row = m_list->currentRow(); row >= 0) {
            m_steps[row].title = title;
            m_list->item(row)->setText(tr("%1. %2").arg(row + 1).arg(title));
        }
    });
    connect(m_caption, &QPlainTextEdit::textChanged, this, [this] {
        if (const int row = m_list->currentRow(); row >= 0)
            m_steps[row].caption = m_caption->toPlainText();
    });
    connect(m_notes, &StepNotesEditor::edited, this, [this] {
        if (const int row = m_list->currentRow(); row >= 0)
            m_steps[row].notes = m_notes->notes();
    });
    fillList(m_steps.isEmpty() ? -1 : 0);
}

void LessonStepsDialog::addCurrentSetUp()
{
    m_steps.append({tr("Step %1").arg(m_steps.size() + 1), QString(), m_currentSetUp});
    fillList(int(m_steps.size()) - 1);
    m_title->setFocus();
    m_title->selectAll();
}

void LessonStepsDialog::fillList(int selected)
{
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (int k = 0; k < m_steps.size(); ++k)
            m_list->addItem(tr("%1. %2").arg(k + 1).arg(m_steps[k].title));
        m_list->setCurrentRow(selected);
    }
    showStep(selected);
}

void LessonStepsDialog::showStep(int row)
{
    const bool any = row >= 0 && row < m_steps.size();
    const QSignalBlocker titleBlocker(m_title);
    const QSignalBlocker captionBlocker(m_caption);
    m_title->setText(any ? m_steps[row].title : QString());
    m_caption->setPlainText(any ? m_steps[row].caption : QString());
    m_notes->setNotes(any ? m_steps[row].notes : StepNotes());
    m_title->setEnabled(any);
    m_caption->setEnabled(any);
    m_notes->setEnabled(any);
    for (QPushButton *button : m_stepButtons)
        button->setEnabled(any);
}

void LessonStepsDialog::moveStep(int offset)
{
    const int row = m_list->currentRow();
    const int target = row + offset;
    if (row < 0 || target < 0 || target >= m_steps.size())
        return;
    m_steps.swapItemsAt(row, target);
    fillList(target);
}
