#include "main_window.h"

#include "app_state.h"
#include "attention_lab.h"
#include "code_dialog.h"
#include "encoding_explorer.h"
#include "figure_export.h"
#include "guided_lesson.h"
#include "language.h"
#include "heatmap.h"
#include "lesson_file.h"
#include "lesson_steps_dialog.h"
#include "word_vectors_loader.h"
#include "matrix_export.h"

#include <QActionGroup>
#include <QApplication>
#include <QFileDialog>
#include <QGridLayout>
#include <QProgressDialog>
#include <QPushButton>
#include <QVBoxLayout>
#include <QFileInfo>
#include <QCloseEvent>
#include <QKeyEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <qcustomplot.h>

namespace {

constexpr int kMaxRecentLessons = 8;
const QString kRecentLessonsKey = QStringLiteral("recentLessons");

// Scales every font and line of a plot, for presentation mode and back.
void scalePlot(QCustomPlot *plot, double factor)
{
    const auto scaled = [factor](QFont font) {
        font.setPointSizeF(font.pointSizeF() * factor);
        return font;
    };
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes()) {
            axis->setTickLabelFont(scaled(axis->tickLabelFont()));
            axis->setLabelFont(scaled(axis->labelFont()));
        }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            title->setFont(scaled(title->font()));
        if (auto *scale = qobject_cast<QCPColorScale *>(plot->plotLayout()->elementAt(i))) {
            scale->axis()->setTickLabelFont(scaled(scale->axis()->tickLabelFont()));
            scale->axis()->setLabelFont(scaled(scale->axis()->labelFont()));
        }
    }
    plot->legend->setFont(scaled(plot->legend->font()));
    for (int i = 0; i < plot->graphCount(); ++i) {
        QPen pen = plot->graph(i)->pen();
        pen.setWidthF(pen.widthF() * factor);
        plot->graph(i)->setPen(pen);
    }
    plot->replot();
}

// Axes, ticks and grid in black and dark grey for a projector, or QCustomPlot's defaults back.
void setPlotContrast(QCustomPlot *plot, bool high)
{
    const QPen grid = high ? QPen(QColor(110, 110, 110), 0, Qt::DotLine) : QPen(QColor(200, 200, 200), 0, Qt::DotLine);
    const QPen zero = high ? QPen(QColor(60, 60, 60), 0, Qt::SolidLine) : QPen(QColor(200, 200, 200), 0, Qt::SolidLine);
    const QPen axis(Qt::black, high ? 2 : 0);
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis_ : rect->axes()) {
            axis_->grid()->setPen(grid);
            axis_->grid()->setZeroLinePen(zero);
            axis_->setBasePen(axis);
            axis_->setTickPen(axis);
        }
    plot->replot();
}

// Black on white with a strong selection colour: what a washed-out projector still shows.
QPalette highContrastPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::WindowText, Qt::black);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::AlternateBase, QColor(235, 235, 235));
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::Button, QColor(225, 225, 225));
    palette.setColor(QPalette::ButtonText, Qt::black);
    palette.setColor(QPalette::Highlight, QColor(0, 61, 165));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::ToolTipBase, Qt::white);
    palette.setColor(QPalette::ToolTipText, Qt::black);
    palette.setColor(QPalette::PlaceholderText, QColor(80, 80, 80));
    return palette;
}

} // namespace

MainWindow::MainWindow(AppState *state, QWidget *parent)
    : QMainWindow(parent)
    , m_state(state)
    , m_tabs(new QTabWidget(this))
    , m_encodingExplorer(new EncodingExplorer(state, this))
    , m_attentionLab(new AttentionLab(state, this))
{
    setWindowTitle(tr("Positional Encoding Explorer"));
    m_tabs->addTab(m_encodingExplorer, tr("Encoding Explorer"));
    m_tabs->addTab(m_attentionLab, tr("Attention Lab"));
    m_tabs->setDocumentMode(true);

    // The guided lesson's caption bar, above the views, hidden until a lesson starts.
    m_lessonBar = new QWidget(this);
    m_lessonBar->setObjectName(QStringLiteral("lessonBar"));
    m_lessonBar->setStyleSheet(QStringLiteral("#lessonBar { background: #fff6d5; border-bottom: 1px solid #d9c27a; }"));
    m_lessonTitle = new QLabel(m_lessonBar);
    QFont titleFont = m_lessonTitle->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_lessonTitle->setFont(titleFont);
    m_lessonCaption = new QLabel(m_lessonBar);
    m_lessonCaption->setWordWrap(true);
    QFont captionFont = m_lessonCaption->font();
    captionFont.setPointSizeF(captionFont.pointSizeF() * 1.15);
    m_lessonCaption->setFont(captionFont);
    auto *back = m_lessonBack = new QPushButton(tr("◀ Back"), m_lessonBar);
    back->setToolTip(tr("The previous step (PageUp)."));
    auto *next = m_lessonNext = new QPushButton(tr("Next ▶"), m_lessonBar);
    next->setToolTip(tr("The next step (Space or PageDown)."));
    auto *end = new QPushButton(tr("End lesson"), m_lessonBar);
    end->setToolTip(tr("Close the caption bar and keep exploring from here."));
    auto *lessonLayout = new QGridLayout(m_lessonBar);
    lessonLayout->addWidget(m_lessonTitle, 0, 0);
    lessonLayout->addWidget(m_lessonCaption, 1, 0, 1, 4);
    lessonLayout->addWidget(back, 0, 1);
    lessonLayout->addWidget(next, 0, 2);
    lessonLayout->addWidget(end, 0, 3);
    lessonLayout->setColumnStretch(0, 1);
    m_lessonBar->hide();
    connect(back, &QPushButton::clicked, this, [this] { showLessonStep(m_lessonStep - 1); });
    connect(next, &QPushButton::clicked, this, [this] { showLessonStep(m_lessonStep + 1); });
    connect(end, &QPushButton::clicked, this, &MainWindow::endGuidedLesson);

    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_lessonBar);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(tr("&Open Lesson…"), QKeySequence::Open, this, &MainWindow::openLessonDialog)
        ->setToolTip(tr("Open a lesson file: every setting, sentence and view as a teacher saved them."));
    m_recentLessons = fileMenu->addMenu(tr("Open &Recent"));
    fileMenu->addAction(tr("&Save Lesson As…"), QKeySequence::Save, this, &MainWindow::saveLessonDialog)
        ->setToolTip(tr("Save every setting, both sentences and the view, to open them in class."));
    fileMenu->addAction(tr("&Export All Figures…"), this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Export All Figures"));
        if (folder.isEmpty())
            return;
        QString error;
        const QStringList written = exportAllFigures(folder, &error);
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Export All Figures"), error);
        else
            statusBar()->showMessage(tr("%1 figures saved in %2").arg(written.size()).arg(folder));
    })->setToolTip(tr("Every plot of both views as a PNG at twice the screen's size, for slides."));
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    fillRecentLessonsMenu();

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    m_presentationAction = viewMenu->addAction(tr("&Presentation Mode"), QKeySequence(Qt::Key_F11), this,
                                               [this](bool on) { setPresentationMode(on); });
    m_presentationAction->setCheckable(true);
    m_presentationAction->setToolTip(tr("Full screen with large fonts and lines, for a projector (F11; Esc leaves it)."));
    QMenu *lessonMenu = menuBar()->addMenu(tr("L&esson"));
    lessonMenu->setToolTipsVisible(true);
    lessonMenu->addAction(tr("&Start Lesson"), QKeySequence(Qt::CTRL | Qt::Key_G), this, &MainWindow::startGuidedLesson)
        ->setToolTip(tr("A class, step by step: each step sets everything up and says what to look at. "
                        "The steps of the open lesson file if it has any, the built-in lesson otherwise."));
    lessonMenu->addAction(tr("Start the &Built-in Lesson"), this, [this] {
        m_builtInLesson = true;
        showLessonStep(0);
    })->setToolTip(tr("The app's own 20-minute lesson on word order and positional encodings."));
    lessonMenu->addSeparator();
    lessonMenu->addAction(tr("&Add This Set-up as a Step…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), this,
                          [this] { editTeacherSteps(true); })
        ->setToolTip(tr("Write your own lesson: the app as it is now becomes its next step."));
    lessonMenu->addAction(tr("&Edit Steps…"), this, [this] { editTeacherSteps(false); })
        ->setToolTip(tr("Reorder, retitle, re-record or remove the steps of your own lesson."));
    // Forward and back while a lesson runs; a sentence box still takes its spaces first.
    const QList<std::pair<QKeySequence, int>> stepKeys{
        {QKeySequence(Qt::Key_Space), +1}, {QKeySequence(Qt::Key_PageDown), +1}, {QKeySequence(Qt::Key_PageUp), -1}};
    for (const auto &stepKey : stepKeys) {
        const int step = stepKey.second; // a named copy: clang 14 cannot capture a structured binding
        auto *action = new QAction(this);
        action->setShortcut(stepKey.first);
        action->setEnabled(false);
        connect(action, &QAction::triggered, this, [this, step] { showLessonStep(m_lessonStep + step); });
        addAction(action);
        m_lessonActions.append(action);
    }
    QAction *hideControls = viewMenu->addAction(tr("&Hide Controls"), QKeySequence(Qt::CTRL | Qt::Key_H), this,
                                                [this](bool hidden) {
                                                    for (QWidget *panel : findChildren<QWidget *>(QStringLiteral("controlPanel")))
                                                        panel->setVisible(!hidden);
                                                });
    hideControls->setCheckable(true);
    hideControls->setToolTip(tr("Give the whole width to the plots, for a projector; again to bring the controls back."));
    viewMenu->addAction(tr("Show &Code…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this, [this] {
        showCodeDialog(this, m_tabs->currentWidget() == m_encodingExplorer ? m_encodingExplorer->codeSources()
                                                                           : m_attentionLab->codeSources());
    })->setToolTip(tr("NumPy and PyTorch code that rebuilds what the view shows."));
    QMenu *colourMenu = viewMenu->addMenu(tr("&Colour Map"));
    colourMenu->setToolTipsVisible(true);
    auto *colourMaps = new QActionGroup(this);
    for (ColourMap map : allColourMaps()) {
        QAction *action = colourMenu->addAction(colourMapTitle(map), this, [this, map] { m_state->setColourMap(map); });
        action->setCheckable(true);
        action->setData(int(map));
        colourMaps->addAction(action);
    }
    // The menu and every heatmap follow the state's colour map.
    const auto followColourMap = [this, colourMaps] {
        for (QAction *action : colourMaps->actions())
            action->setChecked(action->data().toInt() == int(m_state->colourMap()));
        restyleHeatmaps(this, m_state->colourMap());
    };
    followColourMap();
    connect(m_state, &AppState::appearanceChanged, this, [this, followColourMap] {
        followColourMap();
        if (!m_autosavePath.isEmpty()) // the interactive app: the next start without a lesson keeps it too
            QSettings().setValue(QStringLiteral("colourMap"), colourMapKey(m_state->colourMap()));
    });

    QToolBar *toolBar = addToolBar(tr("Presentation"));
    toolBar->setObjectName(QStringLiteral("presentationToolBar"));
    toolBar->addAction(m_presentationAction);
    toolBar->addAction(hideControls);

    createEmbeddingsMenu();

    QMenu *languageMenu = menuBar()->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("language"), systemLanguage()).toString();
    for (const QString &code : availableLanguages()) {
        // Each language is named in itself, so anyone can find their own.
        QAction *action = languageMenu->addAction(code == QLatin1String("en") ? QStringLiteral("English")
                                                                               : QStringLiteral("简体中文"));
        action->setCheckable(true);
        action->setChecked(code == current);
        languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { emit languageChosen(code); });
    }

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents, this, &MainWindow::showShortcuts);
    helpMenu->addAction(tr("&About Positional Encoding Explorer"), this, &MainWindow::showAbout);

    m_autosave.setSingleShot(true);
    m_autosave.setInterval(700);
    connect(&m_autosave, &QTimer::timeout, this, [this] {
        const QString error = pe::writeFileAtomically(m_autosavePath, lessonToBytes(*m_state, currentView()));
        if (!error.isEmpty())
            statusBar()->showMessage(tr("Your set-up could not be saved for next time: %1").arg(error));
    });
    for (auto signal : {&AppState::encodingChanged, &AppState::selectionChanged, &AppState::labChanged,
                        &AppState::appearanceChanged, &AppState::teacherStepsChanged})
        connect(m_state, signal, this, [this] {
            if (!m_autosavePath.isEmpty())
                m_autosave.start();
        });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (!m_autosavePath.isEmpty())
            m_autosave.start();
    });

    // A hint for the view shown, until another message takes its place.
    const auto showHint = [this] {
        statusBar()->showMessage(m_tabs->currentWidget() == m_encodingExplorer
                                     ? tr("Drag the sliders to explore how each position gets its own pattern.")
                                     : tr("Type two sentences with the same words in another order, and compare their attention."));
    };
    connect(m_tabs, &QTabWidget::currentChanged, this, showHint);
    showHint();
    resize(1600, 1000);
}

void MainWindow::createEmbeddingsMenu()
{
    QMenu *menu = menuBar()->addMenu(tr("E&mbeddings"));
    menu->setToolTipsVisible(true);
    auto *group = new QActionGroup(this);
    QAction *random = menu->addAction(tr("&Random Vectors (Untrained)"), this, [this] {
        m_vectorsLoader->cancel();
        LabSettings lab = m_state->labSettings();
        lab.vectorsFile.clear();
        lab.vectors.reset();
        m_state->setLabSettings(lab);
    });
    random->setToolTip(tr("Each word gets its own fixed random vector, as in a model before training."));
    QAction *sample = menu->addAction(tr("&Sample Word Vectors"), this, [this] { loadWordVectors(sampleVectorsFile()); });
    sample->setToolTip(tr("A few dozen English words and Chinese characters with hand-made 8-dimensional vectors: "
                          "animals near animals, verbs near verbs."));
    QAction *file = menu->addAction(tr("&Load Word Vectors…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load Word Vectors"), QString(),
                                                          tr("Word vectors (*.txt *.vec);;All files (*)"));
        if (!path.isEmpty())
            loadWordVectors(path);
    });
    file->setToolTip(tr("A GloVe or word2vec text file, e.g. glove.6B.50d.txt. Its dimension becomes d_model in the lab."));
    for (QAction *action : {random, sample, file}) {
        action->setCheckable(true);
        group->addAction(action);
    }
    const auto followState = [this, random, sample, file] {
        const LabSettings &lab = m_state->labSettings();
        random->setChecked(lab.vectorsFile.isEmpty());
        sample->setChecked(lab.vectorsFile == sampleVectorsFile());
        file->setChecked(!lab.vectorsFile.isEmpty() && lab.vectorsFile != sampleVectorsFile());
        // A lesson names a file that is not read yet: read it now.
        if (!lab.vectorsFile.isEmpty() && !lab.vectors && m_vectorsLoader->loadingFile() != lab.vectorsFile)
            loadWordVectors(lab.vectorsFile);
    };

    m_vectorsLoader = new WordVectorsLoader(this);
    m_vectorsProgress = new QProgressDialog(tr("Reading the word vectors…"), tr("Cancel"), 0, 1000, this);
    m_vectorsProgress->setWindowTitle(tr("Word Vectors"));
    m_vectorsProgress->setWindowModality(Qt::NonModal);  // the window stays usable while a large file loads
    m_vectorsProgress->setMinimumDuration(400);          // small files never show it
    m_vectorsProgress->setAutoReset(false);
    m_vectorsProgress->reset();
    connect(m_vectorsProgress, &QProgressDialog::canceled, m_vectorsLoader, &WordVectorsLoader::cancel);
    connect(m_vectorsLoader, &WordVectorsLoader::progress, m_vectorsProgress, &QProgressDialog::setValue);
    connect(m_vectorsLoader, &WordVectorsLoader::loaded, this, [this](const std::shared_ptr<const pe::WordVectors> &vectors) {
        m_vectorsProgress->reset();
        LabSettings lab = m_state->labSettings();
        lab.vectorsFile = vectors->source;
        lab.vectors = vectors;
        m_state->setLabSettings(lab);
        statusBar()->showMessage(tr("%1 word vectors of %2 dimensions from %3; d_model in the lab is now %2.")
                                     .arg(vectors->count()).arg(vectors->dimension).arg(QFileInfo(vectors->source).fileName()));
    });
    const auto giveUp = [this, followState](const QString &message) {
        m_vectorsProgress->reset();
        // A lesson's file that could not be read leaves the random vectors; a file chosen in the menu
        // leaves whatever was active before.
        LabSettings lab = m_state->labSettings();
        if (!lab.vectors && !lab.vectorsFile.isEmpty()) {
            lab.vectorsFile.clear();
            m_state->setLabSettings(lab);
        }
        followState();
        if (!message.isEmpty()) {
            // Not modal: the window stays usable, and the message stays until it is read.
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Word Vectors"), message, QMessageBox::Ok, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
    };
    connect(m_vectorsLoader, &WordVectorsLoader::failed, this, giveUp);
    connect(m_vectorsLoader, &WordVectorsLoader::canceled, this, [giveUp] { giveUp(QString()); });
    connect(m_state, &AppState::labChanged, this, followState);
    followState();
}

void MainWindow::loadWordVectors(const QString &path)
{
    m_vectorsProgress->setLabelText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_vectorsProgress->setValue(0);
    m_vectorsLoader->load(path);
}

void MainWindow::restoreWindowGeometry()
{
    restoreGeometry(QSettings().value(QStringLiteral("windowGeometry")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_autosavePath.isEmpty()) // the interactive app, not a screenshot
        QSettings().setValue(QStringLiteral("windowGeometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

QStringList MainWindow::viewNames()
{
    return {QStringLiteral("encoding"), QStringLiteral("attention")};
}

bool MainWindow::showView(const QString &name)
{
    const int index = int(viewNames().indexOf(name));
    if (index < 0)
        return false;
    m_tabs->setCurrentIndex(index);
    return true;
}

QString MainWindow::currentView() const
{
    return viewNames().value(m_tabs->currentIndex());
}

QWidget *MainWindow::currentViewWidget() const
{
    return m_tabs->currentWidget();
}

QStringList MainWindow::exportAllFigures(const QString &folder, QString *error)
{
    QStringList written;
    for (int tab = 0; tab < m_tabs->count(); ++tab) {
        int number = 0;
        for (QCustomPlot *plot : m_tabs->widget(tab)->findChildren<QCustomPlot *>()) {
            const QString path = QStringLiteral("%1/%2-%3.png").arg(folder, viewNames().value(tab)).arg(++number, 2, 10, QLatin1Char('0'));
            *error = saveFigure(plot, path, 2.0);
            if (!error->isEmpty())
                return written;
            written.append(path);
        }
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
    rememberRecentLesson(path);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()));
    return {};
}

QString MainWindow::saveLesson(const QString &path)
{
    const QString error = pe::writeFileAtomically(path, lessonToBytes(*m_state, currentView()));
    if (!error.isEmpty())
        return error;
    rememberRecentLesson(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return {};
}

void MainWindow::openLessonDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Lesson"), QString(),
                                                      tr("Lessons (*.pelesson);;All files (*)"));
    if (path.isEmpty())
        return;
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

void MainWindow::rememberRecentLesson(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentLessonsKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    settings.setValue(kRecentLessonsKey, recent.mid(0, kMaxRecentLessons));
    fillRecentLessonsMenu();
}

void MainWindow::fillRecentLessonsMenu()
{
    m_recentLessons->clear();
    const QStringList recent = QSettings().value(kRecentLessonsKey).toStringList();
    for (const QString &path : recent)
        m_recentLessons->addAction(QFileInfo(path).fileName(), this, [this, path] {
            const QString error = openLesson(path);
            if (!error.isEmpty())
                QMessageBox::warning(this, tr("Open Lesson"), error);
        })->setToolTip(path);
    m_recentLessons->setEnabled(!recent.isEmpty());
}

void MainWindow::autosaveTo(const QString &path)
{
    m_autosavePath = path;
    m_autosave.start(); // the set-up the app starts with counts as a change too
}

void MainWindow::startGuidedLesson()
{
    m_builtInLesson = false;
    showLessonStep(0);
}

QList<LessonStep> MainWindow::lessonSteps() const
{
    if (m_builtInLesson || m_state->teacherSteps().isEmpty())
        return guidedLesson();
    QList<LessonStep> steps;
    for (const TeacherStep &step : m_state->teacherSteps())
        steps.append({step.title, step.caption, step.setUp.value(QStringLiteral("view")).toString(), [step](AppState *state) {
                          QString view;
                          applyTeacherStep(step, state, &view); // checked when the lesson was opened
                      }});
    return steps;
}

void MainWindow::showLessonStep(int index)
{
    const QList<LessonStep> steps = lessonSteps();
    if (steps.isEmpty())
        return;
    index = std::clamp(index, 0, int(steps.size()) - 1);
    const LessonStep &step = steps[index];
    m_lessonStep = index;
    step.setUp(m_state);
    showView(step.view);
    m_lessonTitle->setText(tr("Step %1 of %2 — %3").arg(index + 1).arg(steps.size()).arg(step.title));
    m_lessonCaption->setText(step.caption);
    m_lessonBack->setEnabled(index > 0);
    m_lessonNext->setEnabled(index + 1 < steps.size());
    m_lessonBar->show();
    for (QAction *action : m_lessonActions)
        action->setEnabled(true);
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

void MainWindow::endGuidedLesson()
{
    m_lessonStep = -1;
    m_lessonBar->hide();
    for (QAction *action : m_lessonActions)
        action->setEnabled(false);
}

void MainWindow::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    m_presentationAction->setChecked(on);
    scaleForPresentation(on ? kPresentationScale : 1.0 / kPresentationScale);
    if (on) {
        m_normalPalette = QApplication::palette();
        QApplication::setPalette(highContrastPalette());
    } else {
        QApplication::setPalette(m_normalPalette);
    }
    for (QCustomPlot *plot : findChildren<QCustomPlot *>())
        setPlotContrast(plot, on);
    if (on)
        showFullScreen();
    else
        showNormal();
}

void MainWindow::scaleForPresentation(double factor)
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * factor);
    QApplication::setFont(font);
    for (QCustomPlot *plot : findChildren<QCustomPlot *>())
        scalePlot(plot, factor);
    // The side panels have a fixed width: they grow with their text, or it would be cut off.
    for (QWidget *panel : findChildren<QWidget *>(QStringLiteral("controlPanel")))
        panel->setFixedWidth(qRound(panel->width() * factor));
}

void MainWindow::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_presentation) {
        setPresentationMode(false);
        return;
    }
    QMainWindow::keyPressEvent(event);
}

QString MainWindow::shortcutsText()
{
    const QList<std::pair<QString, QString>> shortcuts{
        {QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText), tr("Open a lesson")},
        {QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText), tr("Save the lesson")},
        {QStringLiteral("F11"), tr("Presentation mode on or off")},
        {QStringLiteral("Esc"), tr("Leave presentation mode")},
        {QKeySequence(Qt::CTRL | Qt::Key_H).toString(QKeySequence::NativeText), tr("Hide or show the controls")},
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C).toString(QKeySequence::NativeText), tr("Show the Python code of the view")},
        {QKeySequence(Qt::CTRL | Qt::Key_G).toString(QKeySequence::NativeText), tr("Start the guided lesson")},
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A).toString(QKeySequence::NativeText), tr("Add the current set-up as a step of your own lesson")},
        {tr("Space, PageDown"), tr("Next step of the guided lesson")},
        {tr("PageUp"), tr("Previous step of the guided lesson")},
        {tr("Arrow keys, Home, End"), tr("Move the slider that has the focus")},
        {tr("Mouse wheel, drag"), tr("Zoom and move a curve plot; double-click to reset it")},
        {tr("Right click"), tr("Save a plot as PNG, SVG or PDF, or its matrix as CSV or .npy")},
        {QKeySequence(QKeySequence::Quit).toString(QKeySequence::NativeText), tr("Quit")},
    };
    QString rows;
    for (const auto &shortcut : shortcuts)
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>&nbsp;&nbsp;%2</td></tr>")
                    .arg(shortcut.first.toHtmlEscaped(), shortcut.second.toHtmlEscaped());
    return QStringLiteral("<table>%1</table>").arg(rows);
}

void MainWindow::showShortcuts()
{
    QMessageBox::information(this, tr("Keyboard Shortcuts"), shortcutsText());
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Positional Encoding Explorer"),
                       tr("<h3>Positional Encoding Explorer %1</h3>"
                          "<p>How Transformers know word order.</p>"
                          "<p>The sinusoidal encoding is the one of Vaswani et al., "
                          "<i>Attention Is All You Need</i> (2017); RoPE is from Su et al. (2021), "
                          "ALiBi from Press et al. (2022).</p>"
                          "<p>Licensed under the MIT licence. Built with Qt (LGPL 3), "
                          "QCustomPlot (GPL 3) and Eigen (MPL 2).</p>")
                           .arg(QApplication::applicationVersion()));
}
