#include "shell/session_memory.h"

#include "lesson/lesson_file.h"
#include "export/matrix_export.h"
#include "plots/heatmap.h"
#include "shell/main_window.h"
#include "state/app_state.h"

#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

SessionMemory::SessionMemory(MainWindow *window, QTabWidget *views, AppState *state)
    : QObject(window)
    , m_window(window)
    , m_state(state)
{
    m_autosave.setSingleShot(true);
    m_autosave.setInterval(700);
    connect(&m_autosave, &QTimer::timeout, this, [this] {
        const QString error = pe::writeFileAtomically(m_path, lessonToBytes(*m_state, m_window->currentView()));
        if (!error.isEmpty())
            m_window->statusBar()->showMessage(tr("Your set-up could not be saved for next time: %1").arg(error));
    });
    for (auto signal : {&AppState::encodingChanged, &AppState::selectionChanged, &AppState::labChanged,
                        &AppState::appearanceChanged, &AppState::teacherStepsChanged})
        connect(m_state, signal, this, &SessionMemory::saveSoon);
    connect(views, &QTabWidget::currentChanged, this, &SessionMemory::saveSoon);
    // The next start without a lesson keeps the colour map too.
    connect(m_state, &AppState::appearanceChanged, this, [this] {
        if (!m_path.isEmpty())
            QSettings().setValue(QStringLiteral("colourMap"), colourMapKey(m_state->colourMap()));
    });
}

void SessionMemory::autosaveTo(const QString &path)
{
    m_path = path;
    m_autosave.start(); // the set-up the app starts with counts as a change too
}

void SessionMemory::saveSoon()
{
    if (!m_path.isEmpty())
        m_autosave.start();
}

bool SessionMemory::restoreWindowGeometry()
{
    return m_window->restoreGeometry(QSettings().value(QStringLiteral("windowGeometry")).toByteArray());
}

void SessionMemory::rememberWindowGeometry()
{
    if (!m_path.isEmpty())
        QSettings().setValue(QStringLiteral("windowGeometry"), m_window->saveGeometry());
}
