#pragma once
// What the app keeps from one run to the next.

#include <QObject>
#include <QTimer>

class AppState;
class MainWindow;
class QTabWidget;

/// Keeps the set-up in a session file a moment after every change (atomically), so nothing is
/// lost if the app is closed, crashes or is killed; and in the settings, the window's place and
/// the colour map last chosen. Only once autosaveTo() is called: a screenshot or a test leaves
/// the user's files and settings alone.
class SessionMemory : public QObject
{
    Q_OBJECT
public:
    /// `views` are the window's tabs: the view shown is part of the set-up.
    SessionMemory(MainWindow *window, QTabWidget *views, AppState *state);

    void autosaveTo(const QString &path);
    /// Where the window was when it was last closed; false when nothing was remembered.
    bool restoreWindowGeometry();
    /// Remembers where the window is; called as it closes.
    void rememberWindowGeometry();

private:
    void saveSoon();

    MainWindow *m_window;
    AppState *m_state;
    QTimer m_autosave;
    QString m_path;
};
