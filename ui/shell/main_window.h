#pragma once

#include "classroom/lesson_bar.h"
#include "classroom/presentation_mode.h"
#include "shell/action_table.h"
#include "shell/embeddings_menu.h"
#include "shell/session_memory.h"
#include "shell/view_tabs.h"

#include <QMainWindow>

class AppState;
class AttentionLab;
class ChallengesView;
class EncodingExplorer;
class QLabel;
class RecentLessonsMenu;
class StartPage;
class TrainingLab;

/// The four views in tabs under the guided lesson's caption bar, and the menus. Each part of the
/// shell has its own class (LessonBar, PresentationMode, SessionMemory, and the Embeddings,
/// Colour Map and Open Recent menus); the window composes them, and declares its actions once,
/// in an ActionTable.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(AppState *state, QWidget *parent = nullptr);

    // Each view is built when its tab is first shown or it is first asked for (ViewTabs); a switch
    // for the whole window (presentation mode, Hide Controls, Export All Figures) builds them all.
    EncodingExplorer *encodingExplorer() { return m_tabs->encodingExplorer(); }
    AttentionLab *attentionLab() { return m_tabs->attentionLab(); }
    TrainingLab *trainingLab() { return m_tabs->trainingLab(); }
    ChallengesView *challengesView() { return m_tabs->challengesView(); }
    /// Shows the view with this command-line name (see viewNames()), in place of the start page,
    /// or opens the handbook's window for "handbook"; false if there is none.
    bool showView(const QString &name);
    /// The start page in place of the views (the first launch, View › Start Page), or the views.
    void showStartPage(bool shown);
    bool startPageShown() const;
    QString currentView() const;
    QWidget *currentViewWidget();
    /// Saves every plot of every view as PNG into `folder`. Returns the files written.
    QStringList exportAllFigures(const QString &folder, QString *error);

    /// Opens a lesson file. Returns an empty string, or why it could not (then nothing changed).
    QString openLesson(const QString &path);
    /// Saves the whole set-up to a lesson file. Returns an empty string, or why it could not.
    QString saveLesson(const QString &path);

    // The parts of the shell, as the app and the tests ask for them.
    /// Off unless asked for: a screenshot or a test leaves the user's files alone.
    void autosaveTo(const QString &path) { m_session->autosaveTo(path); }
    bool restoreWindowGeometry() { return m_session->restoreWindowGeometry(); }

    /// The guided lesson. Space or PageDown go forward, PageUp back. Started again while it runs,
    /// it goes on at its step and the status bar says how to start it afresh.
    void startGuidedLesson() { startLesson(false); }
    void startLesson(bool builtIn);
    void showLessonStep(int index) { m_lessonBar->showStep(index); }
    /// Where the lesson is, and going on from there in this window (made anew in another language)
    /// without setting its step up again.
    LessonBar::Progress lessonProgress() const { return m_lessonBar->progress(); }
    void resumeLesson(const LessonBar::Progress &progress) { m_lessonBar->resume(progress); }
    void endGuidedLesson() { m_lessonBar->end(); }
    /// The step shown, or -1 when no lesson runs.
    int lessonStep() const { return m_lessonBar->step(); }
    /// What the lesson step shown points at (LessonStep::focus).
    QStringList lessonFocus() const { return m_lessonBar->focus(); }
    QLabel *lessonCaption() const { return m_lessonBar->caption(); }

    void setPresentationMode(bool on);
    bool presentationMode() const { return m_presentation->isOn(); }

    void loadWordVectors(const QString &path) { m_embeddings->loadWordVectors(path); }

    /// The table Help › Keyboard Shortcuts shows, as rich text.
    QString shortcutsText() const { return m_actions.shortcutsText(); }

signals:
    /// The user picked another language in the menu: the window is rebuilt in it.
    void languageChosen(const QString &code);

protected:
    void closeEvent(QCloseEvent *event) override;
    /// Space presses the focused button or box even while a lesson runs, where Space is also
    /// the next step: a keyboard user can still reach End lesson and every other button.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createFileMenu();
    void createViewMenu();
    void createLessonMenu();
    void openLessonDialog();
    void saveLessonDialog();
    /// Opens the lesson, or says why it could not.
    void openLessonOrWarn(const QString &path);
    /// Lesson › Edit Steps; with `addCurrent`, a step holding the current set-up is added first.
    void editTeacherSteps(bool addCurrent);
    /// In presentation mode, what the lesson step shown points at takes the room: the lab's
    /// other rows step aside, and the explorer's side panel shows, scrolled to the formula, when
    /// the step points at it. Everything as the controls say otherwise.
    void followLessonFocus();
    /// What the view shown is for, in the status bar, until another message takes its place.
    void showHint();
    /// A view's signals, once it is built (tab `index`): the explorer's and the Challenges tab's.
    void connectView(int index);
    /// A lesson step or Show Me on the Training Lab trains its set-up live, unless the lab already
    /// has runs of that set-up (the window a change of language rebuilds finds them training or
    /// trained; another set-up would have reset them).
    void trainLiveOn(const QString &view);

    AppState *m_state;
    ViewTabs *m_tabs;
    LessonBar *m_lessonBar;
    PresentationMode *m_presentation;
    StartPage *m_start;
    EmbeddingsMenu *m_embeddings;
    SessionMemory *m_session;
    RecentLessonsMenu *m_recentLessons;
    QAction *m_hideControls = nullptr;
    ActionTable m_actions;
};
