#pragma once

#include "guided_lesson.h"

#include <QMainWindow>
#include <QPalette>
#include <QTimer>

class AppState;
class AttentionLab;
class EncodingExplorer;
class QLabel;
class QMenu;
class QProgressDialog;
class QPushButton;
class WordVectorsLoader;
class QTabWidget;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(AppState *state, QWidget *parent = nullptr);

    EncodingExplorer *encodingExplorer() const { return m_encodingExplorer; }
    AttentionLab *attentionLab() const { return m_attentionLab; }
    /// The command-line names of the views, in tab order.
    static QStringList viewNames();
    /// Shows the view with this command-line name; false if there is none.
    bool showView(const QString &name);
    QString currentView() const;
    QWidget *currentViewWidget() const;
    /// Saves every plot of both views as PNG into `folder`. Returns the files written.
    QStringList exportAllFigures(const QString &folder, QString *error);

    /// Opens a lesson file. Returns an empty string, or why it could not (then nothing changed).
    QString openLesson(const QString &path);
    /// Saves the whole set-up to a lesson file. Returns an empty string, or why it could not.
    QString saveLesson(const QString &path);

    /// Saves the set-up to `path` a moment after every change (atomically), so nothing is lost
    /// if the app is closed, crashes or is killed. Off unless asked for.
    void autosaveTo(const QString &path);

    /// The guided lesson: a caption bar with the step's explanation, and every setting of the
    /// step applied. Space or PageDown go forward, PageUp back. The steps are the teacher's own
    /// (AppState::teacherSteps()) when the lesson has some, the built-in ones otherwise.
    void startGuidedLesson();
    void showLessonStep(int index);
    void endGuidedLesson();
    /// The step shown, or -1 when no lesson runs.
    int lessonStep() const { return m_lessonStep; }
    QLabel *lessonCaption() const { return m_lessonCaption; }

    /// Where the window was when it was last closed (kept in the settings).
    void restoreWindowGeometry();
    /// The table Help › Keyboard Shortcuts shows, as rich text.
    static QString shortcutsText();

    /// Full screen, fonts and lines 1.6 times larger, black on white, for a projector.
    void setPresentationMode(bool on);
    bool presentationMode() const { return m_presentation; }
    static constexpr double kPresentationScale = 1.6;

    /// Reads word vectors for the lab on a worker thread, with a progress dialog; on success they
    /// replace the lab's embeddings, on failure a message names the line and nothing changes.
    void loadWordVectors(const QString &path);
    /// The sample file built into the app.
    static QString sampleVectorsFile() { return QStringLiteral(":/vectors/sample-glove.txt"); }

signals:
    /// The user picked another language in the menu: the window is rebuilt in it.
    void languageChosen(const QString &code);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void showAbout();
    void showShortcuts();
    void openLessonDialog();
    void saveLessonDialog();
    void rememberRecentLesson(const QString &path);
    void fillRecentLessonsMenu();
    void scaleForPresentation(double factor);
    void createEmbeddingsMenu();
    QList<LessonStep> lessonSteps() const;
    /// Lesson › Edit Steps; with `addCurrent`, a step holding the current set-up is added first.
    void editTeacherSteps(bool addCurrent);

    AppState *m_state;
    QTabWidget *m_tabs;
    EncodingExplorer *m_encodingExplorer;
    AttentionLab *m_attentionLab;
    QMenu *m_recentLessons;
    QAction *m_presentationAction;
    bool m_presentation = false;
    QWidget *m_lessonBar;
    QLabel *m_lessonTitle;
    QLabel *m_lessonCaption;
    QPushButton *m_lessonBack;
    QPushButton *m_lessonNext;
    QList<QAction *> m_lessonActions;
    int m_lessonStep = -1;
    bool m_builtInLesson = false;  ///< the built-in lesson runs although the teacher wrote steps
    QPalette m_normalPalette;
    WordVectorsLoader *m_vectorsLoader;
    QProgressDialog *m_vectorsProgress;
    QTimer m_autosave;
    QString m_autosavePath;
};
