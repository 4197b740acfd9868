// The main window's menus: File, View and Lesson, each with its actions and keys.

#include "shell/main_window.h"

#include "grid/grid_view.h"

#include "attention_lab/attention_lab.h"
#include "challenges/challenges_view.h"
#include "classroom/code_dialog.h"
#include "lesson/guided_lesson.h"
#include "lesson/lesson_file.h"
#include "classroom/teacher_notes_window.h"
#include "explorer/encoding_explorer.h"
#include "grid/grid_view.h"
#include "plots/heatmap.h"
#include "shell/colour_map_menu.h"
#include "shell/recent_lessons_menu.h"
#include "state/app_state.h"
#include "training_lab/training_lab.h"

#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QToolBar>

void MainWindow::createFileMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&File"));
    m_actions.add(menu, {.text = tr("&Open Lesson…"), .keys = {QKeySequence::Open}, .keysHelp = tr("Open a lesson"),
                         .toolTip = tr("Open a lesson file: every setting, sentence and view as a teacher saved them."),
                         .triggered = [this] { openLessonDialog(); }});
    menu->addMenu(m_recentLessons);
    connect(m_recentLessons, &RecentLessonsMenu::chosen, this, &MainWindow::openLessonOrWarn);
    m_actions.add(menu, {.text = tr("&Save Lesson As…"), .keys = {QKeySequence::Save}, .keysHelp = tr("Save the lesson"),
                         .toolTip = tr("Save every setting, both sentences and the view, to open them in class."),
                         .triggered = [this] { saveLessonDialog(); }});
    m_actions.add(menu, {.text = tr("&Export All Figures…"),
                         .toolTip = tr("Every plot of every view as a PNG at twice the screen's size, for slides, and the training curves as CSV."),
                         .triggered = [this] {
                             const QString folder = QFileDialog::getExistingDirectory(this, tr("Export All Figures"));
                             if (folder.isEmpty())
                                 return;
                             QString error;
                             const QStringList written = exportAllFigures(folder, &error);
                             if (!error.isEmpty())
                                 QMessageBox::warning(this, tr("Export All Figures"), error);
                             else
                                 statusBar()->showMessage(tr("%1 figures saved in %2").arg(written.size()).arg(folder));
                         }});
    m_actions.add(menu, {.text = tr("&Print Worksheet…"), .keys = {QKeySequence::Print}, .keysHelp = tr("Print the challenges as a worksheet"),
                         .toolTip = tr("The Challenges tab's round on paper: questions, answer sheet and answer key."),
                         .triggered = [this] { challengesView()->printWorksheet(); }});
    m_actions.add(menu, {.text = tr("Save &Worksheet as PDF…"),
                         .toolTip = tr("The Challenges tab's round as a PDF: questions, answer sheet and answer key."),
                         .triggered = [this] { challengesView()->saveWorksheet(); }});
    menu->addSeparator();
    m_actions.add(menu, {.text = tr("&Quit"), .keys = {QKeySequence::Quit}, .keysHelp = tr("Quit"), .triggered = [this] { close(); }});
}

void MainWindow::createViewMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("&View"));
    QAction *presentation = m_actions.add(
        menu, {.text = tr("&Presentation Mode"), .keys = {QKeySequence(Qt::Key_F11)}, .keysHelp = tr("Presentation mode on or off"),
               .toolTip = tr("Full screen with large fonts and lines, for a projector (F11; Esc leaves it). The controls "
                             "step aside for the plots; Ctrl+H brings them back."),
               .switched = [this](bool on) { setPresentationMode(on); }});
    QAction *leave = m_actions.add(nullptr, {.keys = {QKeySequence(Qt::Key_Escape)}, .keysHelp = tr("Leave presentation mode"),
                                             .triggered = [this] { setPresentationMode(false); }});
    leave->setEnabled(false);
    connect(m_presentation, &PresentationMode::switched, presentation, &QAction::setChecked);
    connect(m_presentation, &PresentationMode::switched, leave, &QAction::setEnabled);
    QAction *hideControls = m_hideControls = m_actions.add(
        menu, {.text = tr("&Hide Controls"), .keys = {QKeySequence(Qt::CTRL | Qt::Key_H)}, .keysHelp = tr("Hide or show the controls"),
               .toolTip = tr("Give the whole width to the plots, for a projector; again to bring the controls back."),
               .switched = [this](bool hidden) {
                   m_tabs->buildAll();
                   for (QWidget *panel : findChildren<QWidget *>(QStringLiteral("controlPanel")))
                       panel->setVisible(!hidden);
               }});
    // Presentation mode gives the plots the room the back row needs: the controls step aside
    // (Ctrl+H brings them back), and as they were before when it ends.
    connect(m_presentation, &PresentationMode::switched, hideControls, [hideControls, hiddenBefore = false](bool on) mutable {
        if (on)
            hiddenBefore = hideControls->isChecked();
        if (hideControls->isChecked() != (on || hiddenBefore))
            hideControls->trigger();  // as a click: the action's own switch hides or shows the panels
    });
    m_actions.add(menu, {.text = tr("Show &Code…"), .keys = {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)},
                         .keysHelp = tr("Show the Python code of the view"),
                         .toolTip = tr("NumPy and PyTorch code that rebuilds what the view shows."), .triggered = [this] {
                             const QString view = currentView();
                             showCodeDialog(this, view == QLatin1String("encoding")    ? encodingExplorer()->codeSources()
                                                  : view == QLatin1String("attention") ? attentionLab()->codeSources()
                                                  : view == QLatin1String("images")    ? m_tabs->gridView()->codeSources()
                                                                                       : trainingLab()->codeSources());
                         }});
    m_actions.add(menu, {.text = tr("S&tart Page"), .toolTip = tr("The page the app opens on the first time: the guided lesson and each view, "
                                                                   "with a sentence on what it shows."),
                         .triggered = [this] { showStartPage(true); }});
    menu->addMenu(new ColourMapMenu(m_state, this));
    // The views draw their heatmaps in the state's colour map from the start; a new one redraws them.
    connect(m_state, &AppState::appearanceChanged, this, [this] { restyleHeatmaps(this, m_state->colourMap()); });

    QToolBar *toolBar = addToolBar(tr("Presentation"));
    toolBar->setObjectName(QStringLiteral("presentationToolBar"));
    toolBar->addAction(presentation);
    toolBar->addAction(hideControls);
    // Its height is the maps' on a projector; F11, Esc and the View menu still leave presentation mode.
    connect(m_presentation, &PresentationMode::switched, toolBar, [toolBar](bool on) { toolBar->setVisible(!on); });
}

void MainWindow::createLessonMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("L&esson"));
    menu->setToolTipsVisible(true);
    m_actions.add(menu, {.text = tr("&Start Lesson"), .keys = {LessonBar::startKeys()}, .keysHelp = tr("Start the guided lesson"),
                         .toolTip = tr("A class, step by step: each step sets everything up and says what to look at. "
                                       "The steps of the open lesson file if it has any, the built-in lesson otherwise."),
                         .triggered = [this] { startLesson(false); }});
    m_actions.add(menu, {.text = tr("Start the &Built-in Lesson"),
                         .toolTip = tr("The app's own %1-minute lesson on word order and positional encodings.")
                                        .arg(minutesUpTo(guidedLesson(), int(guidedLesson().size()))),
                         .triggered = [this] { startLesson(true); }});
    menu->addSeparator();
    m_actions.add(menu, {.text = tr("&Add This Set-up as a Step…"), .keys = {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)},
                         .keysHelp = tr("Add the current set-up as a step of your own lesson"),
                         .toolTip = tr("Write your own lesson: the app as it is now becomes its next step."),
                         .triggered = [this] { editTeacherSteps(true); }});
    m_actions.add(menu, {.text = tr("&Edit Steps…"), .toolTip = tr("Reorder, retitle, re-record or remove the steps of your own lesson."),
                         .triggered = [this] { editTeacherSteps(false); }});
    QAction *notes = m_actions.add(menu, {.text = tr("Teacher &Notes"), .keys = {TeacherNotesWindow::keys()},
                                          .keysHelp = tr("Show or hide your notes on the lesson's steps, in a window of their own"),
                                          .toolTip = m_lessonBar->notesButton()->toolTip(),
                                          .switched = [this](bool on) { m_lessonBar->setNotesShown(on); }});
    connect(m_lessonBar, &LessonBar::notesShownChanged, notes, &QAction::setChecked);
    // Forward and back while a lesson runs; a sentence box still takes its spaces first.
    const QList<QAction *> stepKeys{
        m_actions.add(nullptr, {.keys = {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_PageDown)},
                                .keysHelp = tr("Next step of the guided lesson"),
                                .triggered = [this] { showLessonStep(lessonStep() + 1); }}),
        m_actions.add(nullptr, {.keys = {QKeySequence(Qt::Key_PageUp)}, .keysHelp = tr("Previous step of the guided lesson"),
                                .triggered = [this] { showLessonStep(lessonStep() - 1); }}),
    };
    for (QAction *action : stepKeys) {
        action->setEnabled(false);
        connect(m_lessonBar, &LessonBar::stepShown, action, [action] { action->setEnabled(true); });
        connect(m_lessonBar, &LessonBar::ended, action, [action] { action->setEnabled(false); });
    }
}
