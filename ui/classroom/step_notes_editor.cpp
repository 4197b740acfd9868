#include "classroom/step_notes_editor.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

StepNotesEditor::StepNotesEditor(QWidget *parent)
    : QWidget(parent), m_question(new QLineEdit(this)), m_answer(new QLineEdit(this)), m_minutes(new QSpinBox(this))
{
    m_question->setToolTip(tr("What to ask the class at this step. Only you see it, in the Teacher Notes window."));
    m_question->setPlaceholderText(tr("e.g. Do the two sentences mean the same?"));
    m_answer->setToolTip(tr("The answer to expect, for you alone."));
    m_answer->setPlaceholderText(tr("e.g. No: the order of the words changes who did what."));
    m_minutes->setRange(0, kMaxStepMinutes);
    m_minutes->setSpecialValueText(tr("not given"));
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setToolTip(tr("About how long the step takes in class; the notes add them up for the lesson."));
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Ask the &class:"), m_question);
    form->addRow(tr("E&xpected answer:"), m_answer);
    form->addRow(tr("&Minutes:"), m_minutes);
    connect(m_question, &QLineEdit::textEdited, this, &StepNotesEditor::edited);
    connect(m_answer, &QLineEdit::textEdited, this, &StepNotesEditor::edited);
    connect(m_minutes, &QSpinBox::valueChanged, this, &StepNotesEditor::edited);
}

void StepNotesEditor::setNotes(const StepNotes &notes)
{
    const QSignalBlocker blocker(m_minutes);
    m_question->setText(notes.question);
    m_answer->setText(notes.answer);
    m_minutes->setValue(notes.minutes);
}

StepNotes StepNotesEditor::notes() const
{
    return {m_question->text(), m_answer->text(), m_minutes->value()};
}
