#pragma once
// Where a teacher writes their own lesson: a list of steps, each a saved set-up of the app
// with a title, a caption and the teacher's notes, shown by Lesson › Start Lesson like the built-in one.

#include "state/app_state.h"

#include <QDialog>

class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class StepNotesEditor;

class LessonStepsDialog : public QDialog
{
    Q_OBJECT
public:
    /// Edits a copy of `steps`; `currentSetUp` (setUpToJson() of the app as it is now) is what
    /// "Add the Current Set-up" and "Use the Current Set-up" record.
    LessonStepsDialog(const QList<TeacherStep> &steps, const QJsonObject &currentSetUp, QWidget *parent = nullptr);

    /// The steps as edited (what OK keeps).
    const QList<TeacherStep> &steps() const { return m_steps; }
    /// Appends a step holding the current set-up and selects it, ready for its title.
    void addCurrentSetUp();

private:
    void fillList(int selected);
    void showStep(int row);
    void moveStep(int offset);

    QList<TeacherStep> m_steps;
    QJsonObject m_currentSetUp;
    QListWidget *m_list;
    QLineEdit *m_title;
    QPlainTextEdit *m_caption;
    StepNotesEditor *m_notes;
    QList<QPushButton *> m_stepButtons;  ///< enabled only while a step is selected
};
