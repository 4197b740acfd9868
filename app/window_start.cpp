#include "window_start.h"

#include "commands.h"
#include "lesson/lesson_file.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "shell/window_placement.h"
#include "state/app_state.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QSettings>
#include <QStatusBar>
#include <cstdio>
#include <functional>
#include <memory>

namespace {

bool hasScreen()
{
#ifdef Q_OS_LINUX
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        std::fputs("pe-explorer: there is no screen to open the window on (DISPLAY is not set).\n"
                   "Run it under a virtual screen:  xvfb-run -a pe-explorer\n"
                   "or render a picture instead:     pe-explorer --screenshot view.png\n",
                   stderr);
        return false;
    }
#endif
    return true;
}

// The set-up the window opens on: the lesson file or the settings given, else the last session
// (a damaged one only costs a notice). False when what was given cannot be applied.
bool restoreSetUp(const CommandLineOptions &options, AppState *state, QString *view, QString *notice)
{
    if (ColourMap saved; colourMapFromKey(QSettings().value(QStringLiteral("colourMap")).toString(), &saved))
        state->setColourMap(saved);
    if (!options.lessonFile.isEmpty() || options.stateGiven) {
        const QString error = applyOptions(options, state, view);
        if (!error.isEmpty())
            std::fprintf(stderr, "pe-explorer: %s\n", qPrintable(error));
        return error.isEmpty();
    }
    if (!QFile::exists(sessionFile()))
        return true;
    if (const QString error = openLessonFile(sessionFile(), state, view); !error.isEmpty())
        *notice = QStringList{*notice, QCoreApplication::translate("CommandLine", "Your last set-up could not be restored, so the app "
                                                                                  "starts from its defaults. (%1)").arg(error)}
                      .join(QLatin1Char(' ')).trimmed();
    return true;
}

// The window, made anew in another language around the same state: every text in the new
// language, and nothing the user set or typed lost.
class WindowHolder
{
public:
    WindowHolder(const CommandLineOptions &options, AppState *state, QString view, QString notice, bool firstLaunch)
        : m_options(options), m_state(state), m_view(std::move(view)), m_notice(std::move(notice)), m_firstLaunch(firstLaunch) {}

    void open(const QString &code)
    {
        if (!installLanguage(code))
            m_notice = QCoreApplication::translate("CommandLine", "The %1 translation is missing; showing English.").arg(code);
        QSettings().setValue(QStringLiteral("language"), code);
        const QString view = m_window ? m_window->currentView() : (m_options.viewGiven || m_view.isEmpty() ? m_options.view : m_view);
        const QRect geometry = m_window ? m_window->geometry() : QRect(QPoint(), m_options.size);
        const bool presentation = m_window ? m_window->presentationMode() : m_options.presentation;
        if (m_window)
            m_window->setPresentationMode(false);
        auto next = std::make_unique<MainWindow>(m_state);
        place(next.get(), view, geometry);
        next->autosaveTo(sessionFile());
        QObject::connect(next.get(), &MainWindow::languageChosen, next.get(), [this](const QString &chosen) {
            QMetaObject::invokeMethod(qApp, [this, chosen] { open(chosen); }, Qt::QueuedConnection);
        });
        if (m_window && m_window->lessonStep() >= 0)
            next->resumeLesson(m_window->lessonProgress());  // the words change, not the set-up
        else if (!m_window && m_options.guidedStep > 0)
            next->showLessonStep(m_options.guidedStep - 1);
        else if (m_window ? m_window->startPageShown() : m_firstLaunch)
            next->showStartPage(true);  // a newcomer's way in: the lesson, or a view
        next->show();
        next->setPresentationMode(presentation);
        if (!m_notice.isEmpty())
            next->statusBar()->showMessage(std::exchange(m_notice, QString()));
        m_window = std::move(next);
    }

private:
    // The view and the place of the window it replaces; a first window's from the command line,
    // the last session or the middle of the screen.
    void place(MainWindow *next, const QString &view, const QRect &geometry) const
    {
        next->showView(view);
        next->setGeometry(geometry);
        if (m_window)
            return;
        next->resize(m_options.size);
        const bool remembered = !m_options.stateGiven && m_options.lessonFile.isEmpty() && next->restoreWindowGeometry();
        // On a screen smaller than the window (a projector, a small laptop) the window fills the
        // screen instead of running off it; a new window opens in the middle.
        fitOnScreen(next, !remembered);
    }

    const CommandLineOptions &m_options;
    AppState *m_state;
    QString m_view, m_notice;
    bool m_firstLaunch;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace

int openWindow(int &argc, char *argv[], const CommandLineOptions &options)
{
    if (!hasScreen())
        return 1;
    QApplication app(argc, argv);
    setUpApplication();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/pe-explorer.svg")));
    QString notice = checkSettingsFile();
    // Before the state: its defaults (the labs' sentences) are in the interface's language.
    const QString firstLanguage = options.language.isEmpty() ? QSettings().value(QStringLiteral("language"), systemLanguage()).toString()
                                                             : options.language;
    installLanguage(firstLanguage);
    AppState state;
    QString view;
    if (!restoreSetUp(options, &state, &view, &notice))
        return kExitBadArguments;
    // Nothing asked for and nothing to go back to: the start page shows the way in.
    const bool firstLaunch = opensOnStartPage(options, QFile::exists(sessionFile()));
    QDir().mkpath(QFileInfo(sessionFile()).path());
    WindowHolder window(options, &state, view, notice, firstLaunch);
    window.open(firstLanguage);
    return app.exec();
}
