#pragma once
// What the main window's tests share: a shown window on a state of its own, made afresh for each
// test so that no test sees what another left behind, and the window's actions and message boxes
// found as a user finds them, by their text.

#include "shell/main_window.h"
#include "state/app_state.h"

#include <QAction>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

inline QAction *findAction(QWidget *window, const QString &text)
{
    for (QAction *action : window->findChildren<QAction *>())
        if (action->text() == text)
            return action;
    return nullptr;
}

inline QMessageBox *shownMessage(QWidget *window)
{
    for (QMessageBox *box : window->findChildren<QMessageBox *>())
        if (box->isVisible())
            return box;
    return nullptr;
}

// Not a QObject, since moc sees only the test files: each test class derives from QObject and from
// this, and its initTestCase(), init() and cleanup() slots call these.
class MainWindowFixture
{
protected:
    static void useTestSettings()
    {
        QStandardPaths::setTestModeEnabled(true); // recent lessons go to a test settings file
    }

    void openWindow()
    {
        m_state = new AppState;
        m_window = new MainWindow(m_state);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }

    void closeWindow()
    {
        m_window->setPresentationMode(false);
        delete m_window;
        delete m_state;
    }

    QTemporaryDir m_dir;
    AppState *m_state = nullptr;
    MainWindow *m_window = nullptr;
};
