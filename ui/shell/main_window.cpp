#include "shell/main_window.h"

#include "attention_lab/attention_lab.h"
#include "challenges/challenges_view.h"
#include "lesson/lesson_file.h"
#include "classroom/lesson_steps_dialog.h"
#include "explorer/controls.h"
#include "explorer/encoding_explorer.h"
#include "explorer/formula_panel.h"
#include "export/matrix_export.h"
#include "plots/figure_export.h"
#include "shell/handbook_window.h"
#include "shell/help_menu.h"
#include "shell/kept_set_up_button.h"
#include "shell/language.h"
#include "shell/recent_lessons_menu.h"
#include "shell/start_page.h"
#include "shell/view_tabs.h"
#include "state/app_state.h"
#include "state/view_names.h"
#include "training_lab/controls.h"
#include "training_lab/training_lab.h"

#include <QAbstractButton>
#include <QKeyEvent>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <qcustomplot.h>

MainWindow::MainWindow(AppState *state, QWidget *parent)
    : QMainWindow(parent)
    , m_state(state)
    , m_tabs(new ViewTabs(state, this))
    , m_lessonBar(new LessonBar(state, this))
    , m_presentation(new PresentationMode(this))
    , m_start(new StartPage(m_tabs, this))
    , m_embeddings(new EmbeddingsMenu(state, this))
    , m_session(new SessionMemory(this, m_tabs, state))
    , m_recentLessons(new RecentLessonsMenu(this))
    , m_actions(this)
{
    setWindowTitle(tr("Positional Encoding Explorer"));
    qApp->installEventFilter(this);  // eventFilter(): Space for the focused button
    connect(m_tabs, &ViewTabs::viewBuilt, this, &MainWindow::connectView);
    connect(m_lessonBar, &LessonBar::stepShown, this, &MainWindow::showView);
    connect(m_lessonBar, &LessonBar::ended, this, &MainWindow::showView);
    for (auto signal : {&LessonBar::stepShown, &LessonBar::ended})
        connect(m_lessonBar, signal, this, &MainWindow::followLessonFocus);
    // A lesson keeps the Training Lab's set-up, not its weights (trainLiveOn()).
    connect(m_lessonBar, &LessonBar::stepShown, this, &MainWindow::trainLiveOn);

    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_lessonBar);
    centralLayout->addWidget(m_start, 1);
    centralLayout->addWidget(m_tabs, 1);
    m_start->hide();
    connect(m_start, &StartPage::lessonChosen, this, &MainWindow::startGuidedLesson);
    connect(m_start, &StartPage::viewChosen, this, [this](int index) { showView(viewNames().value(index)); });
    setCentralWidget(central);

    createFileMenu();
    createViewMenu();
    connect(m_presentation, &PresentationMode::switched, this, &MainWindow::followLessonFocus);
    connect(m_presentation, &PresentationMode::switched, m_lessonBar,
            [this](bool on) { m_lessonBar->setLeastCaptionPixels(on ? PresentationMode::kPointedTextPixels : 0); });
    createLessonMenu();
    menuBar()->addMenu(m_embeddings);
    connect(m_embeddings, &EmbeddingsMenu::loaded, this, [this](const QString &message) { statusBar()->showMessage(message); });
    menuBar()->addMenu(createLanguageMenu(this, [this](const QString &code) { emit languageChosen(code); }));
    menuBar()->addMenu(createHelpMenu(this, &m_actions));

    statusBar()->addPermanentWidget(new KeptSetUpButton(m_state, this));
    // Back to My Set-up returns to the question Show Me answered; the tab's hint replaces what Show Me said.
    connect(m_state, &AppState::keptSetUpRestored, this, [this] {
        showView(QStringLiteral("challenges"));
        showHint();
    });
    m_actions.add(nullptr, {.keys = {KeptSetUpButton::keys()}, .keysHelp = tr("Back to your own set-up after Show Me"), .triggered = [this] { m_state->restoreKeptSetUp(); }});
    m_actions.add(nullptr, {.keys = {TrainingControls::trainKeys()}, .keysHelp = tr("Train the ticked schemes in the Training Lab"),
                            .triggered = [this] { if (showView(QStringLiteral("training"))) trainingLab()->train(); }});
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::showHint);
    connect(m_state, &AppState::trainingChanged, this, [this] {
        if (currentView() == QLatin1String("training"))
            showHint();
    });
    m_tabs->view(m_tabs->currentIndex());
    showHint();
    resize(kDefaultWindowSize);
}

void MainWindow::startLesson(bool builtIn)
{
    if (!m_lessonBar->start(builtIn, currentView()))
        statusBar()->showMessage(tr("The lesson goes on at step %1. To start it again from the first step, "
                                    "end it first (End lesson), then start it.").arg(lessonStep() + 1));
}

void MainWindow::trainLiveOn(const QString &view)
{
    if (view == QLatin1String("training") && !trainingLab()->hasCurves())
        trainingLab()->train();
}

void MainWindow::connectView(int index)
{
    // The explorer's Images and Video… button shows that tab.
    if (index == ViewTabs::Explorer)
        connect(m_tabs->encodingExplorer(), &EncodingExplorer::viewRequested, this, &MainWindow::showView);
    if (index != ViewTabs::Challenges)
        return;
    ChallengesView *challenges = m_tabs->challengesView();
    // Show Me on a question about training trains its set-up live: the answer is what it reaches.
    connect(challenges, &ChallengesView::showViewRequested, this, &MainWindow::showView);
    connect(challenges, &ChallengesView::showViewRequested, this, &MainWindow::trainLiveOn);
    connect(challenges, &ChallengesView::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
    // Class mode is for a projector: it comes with presentation mode, and leaves with it.
    connect(challenges, &ChallengesView::classModeSwitched, this, &MainWindow::setPresentationMode);
    connect(m_presentation, &PresentationMode::switched, challenges, [challenges](bool on) {
        if (!on)
            challenges->setClassMode(false);
    });
}

void MainWindow::showHint()
{
    statusBar()->showMessage(m_tabs->hint());
}

void MainWindow::setPresentationMode(bool on)
{
    if (on)
        m_tabs->buildAll();
    m_presentation->setOn(on);
}

void MainWindow::followLessonFocus()
{
    // Presentation mode and Hide Controls built every view; without them a view built later starts
    // as these leave it.
    const QStringList focus = m_presentation->isOn() ? m_lessonBar->focus() : QStringList();
    if (m_tabs->builtView(ViewTabs::Attention))
        attentionLab()->presentFocus(focus);
    if (m_tabs->builtView(ViewTabs::Training))
        trainingLab()->presentFocus(focus);
    if (m_tabs->builtView(ViewTabs::Explorer))
        encodingExplorer()->presentFocus(focus);
    m_presentation->point(focus);  // after the views: it gives room in the layouts they have set
    if (!m_tabs->builtView(ViewTabs::Explorer))
        return;
    const bool formula = focus.contains(QStringLiteral("formula"));
    encodingExplorer()->controls()->setVisible(formula || !m_hideControls->isChecked());
    encodingExplorer()->controls()->keepInView(formula ? encodingExplorer()->formulaPanel() : nullptr);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // Accepting the shortcut override gives the key to the button (as a sentence box keeps its spaces).
    if (event->type() == QEvent::ShortcutOverride && qobject_cast<QAbstractButton *>(watched)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_session->rememberWindowGeometry();
    QMainWindow::closeEvent(event);
}

bool MainWindow::showView(const QString &name)
{
    if (name == handbookViewName()) {
        showHandbook(this);
        return true;
    }
    const int index = int(viewNames().indexOf(name));
    if (index < 0)
        return false;
    m_tabs->setCurrentIndex(index);
    showStartPage(false);
    return true;
}

void MainWindow::showStartPage(bool shown)
{
    if (shown == startPageShown())
        return;
    m_start->setVisible(shown);
    m_tabs->setVisible(!shown);
    if (shown)
        statusBar()->showMessage(tr("Enter starts the guided lesson; Tab goes on to the views."));
    else
        showHint();
}

bool MainWindow::startPageShown() const
{
    return m_start->isVisibleTo(this);
}

QString MainWindow::currentView() const
{
    return viewNames().value(m_tabs->currentIndex());
}

QWidget *MainWindow::currentViewWidget()
{
    return m_tabs->view(m_tabs->currentIndex());
}

QStringList MainWindow::exportAllFigures(const QString &folder, QString *error)
{
    // The pictures of the current state: a view not shown may still wait to draw it.
    m_tabs->buildAll();
    encodingExplorer()->refreshNow();
    attentionLab()->recomputeNow();
    QStringList written;
    for (int tab = 0; tab < m_tabs->count(); ++tab) {
        int number = 0;
        for (QCustomPlot *plot : m_tabs->widget(tab)->findChildren<QCustomPlot *>()) {
            if (!plot->isVisibleTo(m_tabs->widget(tab))) // the compared heatmap with compare off
                continue;
            ++number;
            const QString path = QStringLiteral("%1/%2-%3.png")
                                     .arg(folder, viewNames().value(tab), figureFileName(plot, QStringLiteral("%1").arg(number, 2, 10, QLatin1Char('0'))));
            *error = saveFigure(plot, path, 2.0);
            if (!error->isEmpty())
                return written;
            written.append(path);
        }
    }
    if (trainingLab()->hasCurves()) {
        const QString path = folder + QStringLiteral("/training-curves.csv");
        *error = pe::writeFileAtomically(path, trainingLab()->curvesCsv().toUtf8());
        if (error->isEmpty())
            written.append(path);
    }
    return written;
}

QString MainWindow::openLesson(const QString &path)
{
    QString view;
    const QString error = openLessonFile(path, m_state, &view);
    if (!error.isEmpty())
        return error;
    showView(view);
    m_recentLessons->remember(path);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()));
    return {};
}

QString MainWindow::saveLesson(const QString &path)
{
    const QString error = pe::writeFileAtomically(path, lessonToBytes(*m_state, currentView()));
    if (!error.isEmpty())
        return error;
    m_recentLessons->remember(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return {};
}

void MainWindow::openLessonDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Lesson"), QString(),
                                                      tr("Lessons (*.pelesson);;All files (*)"));
    if (!path.isEmpty())
        openLessonOrWarn(path);
}

void MainWindow::openLessonOrWarn(const QString &path)
{
    const QString error = openLesson(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Open Lesson"), error);
}

void MainWindow::saveLessonDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Lesson"), QString(), tr("Lessons (*.pelesson)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pelesson")))
        path += QLatin1String(".pelesson");
    const QString error = saveLesson(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save Lesson"), error);
}

void MainWindow::editTeacherSteps(bool addCurrent)
{
    LessonStepsDialog dialog(m_state->teacherSteps(), setUpToJson(*m_state, currentView()), this);
    if (addCurrent)
        dialog.addCurrentSetUp();
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_state->setTeacherSteps(dialog.steps());
    statusBar()->showMessage(tr("Your lesson has %n step(s); save the lesson file to keep them.", nullptr, int(dialog.steps().size())));
}
