#pragma once
// The fields of a step's teacher notes in Lesson › Edit Steps…: what to ask, the answer to
// expect, the minutes.

#include "state/step_notes.h"

#include <QWidget>

class QLineEdit;
class QSpinBox;

class StepNotesEditor : public QWidget
{
    Q_OBJECT
public:
    explicit StepNotesEditor(QWidget *parent = nullptr);

    /// Shows `notes` without announcing an edit.
    void setNotes(const StepNotes &notes);
    StepNotes notes() const;

    QLineEdit *questionEdit() const { return m_question; }
    QLineEdit *answerEdit() const { return m_answer; }
    QSpinBox *minutesBox() const { return m_minutes; }

signals:
    /// The teacher changed a field.
    void edited();

private:
    QLineEdit *m_question;
    QLineEdit *m_answer;
    QSpinBox *m_minutes;
};
