// The main window: presentation mode, lesson files through the window, and the autosave that
// keeps a teacher's set-up when the app closes or dies.

#include "shell/action_table.h"
#include "state/app_state.h"
#include "attention_lab/attention_lab.h"
#include "attention_lab/attention_map_grid.h"
#include "shell/embeddings_menu.h"
#include "explorer/encoding_explorer.h"
#include "classroom/guided_lesson.h"
#include "classroom/lesson_file.h"
#include "classroom/lesson_bar.h"
#include "shell/main_window.h"
#include "export/matrix_export.h"
#include "classroom/presentation_mode.h"
#include "training_lab/training_lab.h"

#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <sys/resource.h>
#include <qcustomplot.h>

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void presentationModeScalesFontsAndLines();
    void escapeLeavesPresentationMode();
    void presentationModeIsHighContrast();
    void colourMapMenuRecoloursHeatmaps_data();
    void colourMapMenuRecoloursHeatmaps();
    void windowsKeepTheirOwnColourMaps();
    void teacherStepsReplaceTheBuiltInLesson();
    void embeddingsMenuLoadsTheSampleVectors();
    void badVectorsFileKeepsThePreviousVectors_data();
    void badVectorsFileKeepsThePreviousVectors();
    void cancelledVectorsChangeNothing();
    void lessonVectorsAreReadAfterOpening_data();
    void lessonVectorsAreReadAfterOpening();
    void autosaveFollowsChanges();
    void lessonsOpenThroughTheWindow();
    void failedSaveKeepsTheOldLesson_data();
    void failedSaveKeepsTheOldLesson();
    void guidedLessonStepsWithTheKeys();
    void exportAllFigures();
    void hideControlsGivesThePlotsTheWidth();
    void shortcutsDialogListsTheRealKeys();
    void everyGuidedStepShowsWithoutWarnings();
    void aRebuiltWindowKeepsALessonStepsTraining();

private:
    QTemporaryDir m_dir;
    AppState *m_state = nullptr;
    MainWindow *m_window = nullptr;
};

// A change of language rebuilds the window and shows the lesson's step again: a step that trains
// keeps the runs it started instead of training anew.
void TestMainWindow::aRebuiltWindowKeepsALessonStepsTraining()
{
    const QList<LessonStep> steps = guidedLesson();
    const auto step = std::find_if(steps.begin(), steps.end(), [](const LessonStep &s) { return s.view == QLatin1String("training"); });
    QVERIFY(step != steps.end());
    const int index = int(step - steps.begin());
    m_window->showLessonStep(index);
    QVERIFY(m_window->trainingLab()->hasCurves());
    QSignalSpy finished(m_window->trainingLab(), &TrainingLab::trainingFinished);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);
    const QString curves = m_window->trainingLab()->curvesCsv();
    MainWindow rebuilt(m_state);
    rebuilt.showLessonStep(index);
    QVERIFY(!rebuilt.trainingLab()->isTraining());
    QCOMPARE(rebuilt.trainingLab()->curvesCsv(), curves);
    QVERIFY(rebuilt.trainingLab()->hasResults());
    // Another step's set-up and back: that one trains live again.
    rebuilt.showLessonStep(index + 1 < steps.size() && steps[index + 1].view == QLatin1String("training") ? index + 1 : 0);
    rebuilt.showLessonStep(index);
    QVERIFY(rebuilt.trainingLab()->isTraining());
}

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // recent lessons go to a test settings file
}

void TestMainWindow::init()
{
    m_state = new AppState;
    m_window = new MainWindow(m_state);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestMainWindow::cleanup()
{
    m_window->setPresentationMode(false);
    delete m_window;
    delete m_state;
}

void TestMainWindow::presentationModeScalesFontsAndLines()
{
    const double appFont = QApplication::font().pointSizeF();
    QCustomPlot *plot = m_window->findChild<QCustomPlot *>();
    const double axisFont = plot->xAxis->tickLabelFont().pointSizeF();
    QTest::keyClick(m_window, Qt::Key_F11);
    QVERIFY(m_window->presentationMode());
    QVERIFY(m_window->isFullScreen());
    const double scale = PresentationMode::scaleFor(m_window->size());
    QVERIFY(scale >= PresentationMode::kMinScale);
    QCOMPARE(QApplication::font().pointSizeF(), appFont * scale);
    QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), axisFont * scale);
    // The lesson's caption stays the largest text of the window, not the smallest.
    auto *lessonBar = m_window->findChild<LessonBar *>();
    QVERIFY(lessonBar);
    m_window->showLessonStep(0);
    QVERIFY(lessonBar->isVisible());
    // Widgets learn of the application's new font from a posted event.
    QTRY_COMPARE(lessonBar->caption()->font().pointSizeF(), appFont * scale * 1.15);
    QTRY_COMPARE(lessonBar->title()->font().pointSizeF(), appFont * scale * 1.2);
    QTest::keyClick(m_window, Qt::Key_F11);
    QVERIFY(!m_window->presentationMode());
    QCOMPARE(QApplication::font().pointSizeF(), appFont);
    QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), axisFont);
}

void TestMainWindow::escapeLeavesPresentationMode()
{
    m_window->setPresentationMode(true);
    QTest::keyClick(m_window, Qt::Key_Escape);
    QVERIFY(!m_window->presentationMode());
}

void TestMainWindow::presentationModeIsHighContrast()
{
    QCustomPlot *plot = m_window->findChild<QCustomPlot *>();
    const QPalette before = QApplication::palette();
    const QColor grid = plot->xAxis->grid()->pen().color();
    m_window->setPresentationMode(true);
    QCOMPARE(QApplication::palette().color(QPalette::WindowText), QColor(Qt::black));
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
    QVERIFY(plot->xAxis->grid()->pen().color().lightness() < grid.lightness() - 50);
    QCOMPARE(plot->xAxis->basePen().color(), QColor(Qt::black));
    // Disabled controls (base and layout under RoPE) still look disabled: grey, not black.
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        QVERIFY(QApplication::palette().color(QPalette::Disabled, role).lightness() >= 100);
    m_window->setPresentationMode(false);
    QCOMPARE(QApplication::palette(), before);
    QCOMPARE(plot->xAxis->grid()->pen().color(), grid);
}

static QAction *findAction(QWidget *window, const QString &text)
{
    for (QAction *action : window->findChildren<QAction *>())
        if (action->text() == text)
            return action;
    return nullptr;
}

// The colour of the lowest value of the first heatmap in `view`.
static QColor lowestColour(QWidget *view)
{
    auto *colours = qobject_cast<QCPColorMap *>(view->findChild<QCustomPlot *>()->plottable(0));
    return colours->gradient().color(colours->dataRange().lower, colours->dataRange());
}

void TestMainWindow::colourMapMenuRecoloursHeatmaps_data()
{
    QTest::addColumn<ColourMap>("map");
    QTest::addColumn<QColor>("lowestSigned");  // the diverging map at −1
    QTest::addColumn<QColor>("lowestWeight");  // the sequential map at 0
    QTest::newRow("blue-red, viridis") << ColourMap::BlueRed << QColor(0x2b55a3) << QColor(0x440154);
    QTest::newRow("purple-orange, cividis") << ColourMap::PurpleOrange << QColor(0x542788) << QColor(0x00224e);
    QTest::newRow("greys") << ColourMap::Greys << QColor(Qt::black) << QColor(Qt::black);
}

void TestMainWindow::colourMapMenuRecoloursHeatmaps()
{
    QFETCH(ColourMap, map);
    QFETCH(QColor, lowestSigned);
    QFETCH(QColor, lowestWeight);
    m_state->setColourMap(map == ColourMap::Greys ? ColourMap::BlueRed : ColourMap::Greys);
    QAction *action = findAction(m_window, colourMapTitle(map));
    QVERIFY(action);
    action->trigger();
    QCOMPARE(m_state->colourMap(), map);
    QVERIFY(action->isChecked());
    // The encoding heatmap is signed; the lab's attention maps hold weights.
    QCOMPARE(lowestColour(m_window->encodingExplorer()), lowestSigned);
    QCOMPARE(lowestColour(m_window->attentionLab()->maps()), lowestWeight);
}

// Each window draws in its own state's colour map: the colour map is no global of the app.
void TestMainWindow::windowsKeepTheirOwnColourMaps()
{
    AppState otherState;
    otherState.setColourMap(ColourMap::Greys);
    MainWindow other(&otherState);
    QCOMPARE(lowestColour(other.encodingExplorer()), QColor(Qt::black));
    QCOMPARE(lowestColour(m_window->encodingExplorer()), QColor(0x2b55a3));
    m_state->setColourMap(ColourMap::PurpleOrange);
    QCOMPARE(lowestColour(m_window->encodingExplorer()), QColor(0x542788));
    QCOMPARE(lowestColour(other.encodingExplorer()), QColor(Qt::black));
    // Scores instead of weights: the lab's maps switch to the diverging map of their own colour map.
    other.showView(QStringLiteral("attention"));
    other.show();
    QVERIFY(QTest::qWaitForWindowExposed(&other));
    LabSettings lab = otherState.labSettings();
    lab.showScores = true;
    otherState.setLabSettings(lab);
    auto *firstMap = qobject_cast<QCPColorMap *>(other.attentionLab()->maps()->findChild<QCustomPlot *>()->plottable(0));
    QTRY_COMPARE(firstMap->colorScale()->axis()->label(), QStringLiteral("score"));
    QCOMPARE(lowestColour(other.attentionLab()->maps()), QColor(Qt::black));
}

void TestMainWindow::teacherStepsReplaceTheBuiltInLesson()
{
    AppState setUp;
    setUp.setDModel(24);
    m_state->setTeacherSteps({{QStringLiteral("Mine"), QStringLiteral("My own words."), setUpToJson(setUp, QStringLiteral("encoding"))}});
    m_window->startGuidedLesson();
    QCOMPARE(m_window->lessonCaption()->text(), QStringLiteral("My own words."));
    QCOMPARE(m_state->encodingParams().dModel, 24);
    QTest::keyClick(m_window, Qt::Key_PageDown); // one step only: stays there
    QCOMPARE(m_window->lessonStep(), 0);
    findAction(m_window, MainWindow::tr("Start the &Built-in Lesson"))->trigger();
    QCOMPARE(m_window->lessonCaption()->text(), guidedLesson().first().caption);
    QCOMPARE(m_state->teacherSteps().size(), 1);
}

void TestMainWindow::embeddingsMenuLoadsTheSampleVectors()
{
    findAction(m_window, EmbeddingsMenu::tr("&Sample Word Vectors"))->trigger();
    QTRY_VERIFY(m_state->labSettings().vectors);
    QCOMPARE(m_state->labSettings().vectors->dimension, 8);
    QCOMPARE(m_state->labSettings().vectorsFile, EmbeddingsMenu::sampleVectorsFile());
    QCOMPARE(m_state->attentionOptions().dModel, 8);
    QVERIFY(findAction(m_window, EmbeddingsMenu::tr("&Sample Word Vectors"))->isChecked());
    findAction(m_window, EmbeddingsMenu::tr("&Random Vectors (Untrained)"))->trigger();
    QVERIFY(!m_state->labSettings().vectors);
    QCOMPARE(m_state->attentionOptions().dModel, m_state->encodingParams().dModel);
}

static QMessageBox *shownMessage(QWidget *window)
{
    for (QMessageBox *box : window->findChildren<QMessageBox *>())
        if (box->isVisible())
            return box;
    return nullptr;
}

void TestMainWindow::badVectorsFileKeepsThePreviousVectors_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("named");
    QTest::newRow("ragged") << QByteArray("cat 1 2 3\ndog 1 2\n") << "line 2";
    QTest::newRow("not a number") << QByteArray("cat 1 2 3\ndog 1 two 3\n") << "line 2";
    QTest::newRow("binary word2vec") << QByteArray("2 3\ncat \x00\x01\x02\x03", 12) << "line 2";
    QTest::newRow("empty") << QByteArray() << "vectors.txt";
    QTest::newRow("missing file") << QByteArray("-") << "vectors.txt";
}

void TestMainWindow::badVectorsFileKeepsThePreviousVectors()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, named);
    LabSettings lab = m_state->labSettings();
    lab.vectorsFile = EmbeddingsMenu::sampleVectorsFile();
    lab.vectors = std::make_shared<const pe::WordVectors>(pe::loadWordVectorsFile(lab.vectorsFile));
    m_state->setLabSettings(lab);

    const QString path = m_dir.filePath(QStringLiteral("vectors.txt"));
    QFile::remove(path);
    if (contents != "-") {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(contents);
    }
    m_window->loadWordVectors(path);
    QTRY_VERIFY(shownMessage(m_window));
    QVERIFY2(shownMessage(m_window)->text().contains(named), qPrintable(shownMessage(m_window)->text()));
    QCOMPARE(m_state->labSettings().vectors, lab.vectors);  // the sample stays active
    QCOMPARE(m_state->labSettings().vectorsFile, lab.vectorsFile);
    shownMessage(m_window)->close();
}

void TestMainWindow::cancelledVectorsChangeNothing()
{
    // 30 MB of vectors: read on a worker thread, in 1 MiB blocks, so Cancel stops it early.
    const QString path = m_dir.filePath(QStringLiteral("large.txt"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray line = " 0.125";
        line = line.repeated(300);
        for (int k = 0; k < 16000; ++k)
            file.write("word" + QByteArray::number(k) + line + "\n");
    }
    m_window->loadWordVectors(path);
    QProgressDialog *progress = m_window->findChild<QProgressDialog *>();
    QVERIFY(progress);
    progress->cancel();
    QCoreApplication::processEvents();
    QVERIFY(!m_state->labSettings().vectors);
    QVERIFY(m_state->labSettings().vectorsFile.isEmpty());
    QVERIFY(!shownMessage(m_window));  // cancelling is not an error

    // Not cancelled, it arrives while the window goes on handling events.
    m_window->loadWordVectors(path);
    QTRY_VERIFY_WITH_TIMEOUT(m_state->labSettings().vectors, 30000);
    QCOMPARE(m_state->labSettings().vectors->count(), 16000);
    QCOMPARE(m_state->labSettings().vectors->dimension, 300);
}

void TestMainWindow::lessonVectorsAreReadAfterOpening_data()
{
    QTest::addColumn<QString>("vectorsFile");
    QTest::addColumn<bool>("readable");
    QTest::newRow("the sample") << EmbeddingsMenu::sampleVectorsFile() << true;
    QTest::newRow("a file that is gone") << QStringLiteral("/no/such/vectors.txt") << false;
}

void TestMainWindow::lessonVectorsAreReadAfterOpening()
{
    QFETCH(QString, vectorsFile);
    QFETCH(bool, readable);
    AppState saved;
    LabSettings lab = saved.labSettings();
    lab.sentenceA = QStringLiteral("我爱你");
    lab.vectorsFile = vectorsFile;
    saved.setLabSettings(lab);
    const QString path = m_dir.filePath(QStringLiteral("vectors.pelesson"));
    QCOMPARE(pe::writeFileAtomically(path, lessonToBytes(saved, QStringLiteral("attention"))), QString());

    QCOMPARE(m_window->openLesson(path), QString());
    if (readable) {
        QTRY_VERIFY(m_state->labSettings().vectors);
        QCOMPARE(m_state->labSettings().vectorsFile, vectorsFile);
    } else {
        QTRY_VERIFY(shownMessage(m_window));
        QVERIFY(shownMessage(m_window)->text().contains(vectorsFile));
        shownMessage(m_window)->close();
        QVERIFY(m_state->labSettings().vectorsFile.isEmpty());  // back to random vectors
    }
    QCOMPARE(m_state->labSettings().sentenceA, QStringLiteral("我爱你"));  // nothing typed is lost
}

void TestMainWindow::autosaveFollowsChanges()
{
    const QString session = m_dir.filePath(QStringLiteral("session.pelesson"));
    m_window->autosaveTo(session);
    m_state->setDModel(33);
    m_window->showView(QStringLiteral("attention"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(session), 10000);
    AppState restored;
    QString view;
    QCOMPARE(openLessonFile(session, &restored, &view), QString());
    QCOMPARE(restored.encodingParams().dModel, 33);
    QCOMPARE(view, QStringLiteral("attention"));
}

void TestMainWindow::lessonsOpenThroughTheWindow()
{
    const QString path = m_dir.filePath(QStringLiteral("class.pelesson"));
    m_state->setDModel(12);
    QCOMPARE(m_window->saveLesson(path), QString());
    m_state->setDModel(100);
    QCOMPARE(m_window->openLesson(path), QString());
    QCOMPARE(m_state->encodingParams().dModel, 12);
    QVERIFY(m_window->saveLesson(m_dir.filePath(QStringLiteral("no/such/folder/x.pelesson"))).contains("Cannot write"));
    QFile broken(m_dir.filePath(QStringLiteral("broken.pelesson")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": 1, \"view\": ");
    broken.close();
    QVERIFY(!m_window->openLesson(broken.fileName()).isEmpty());
    QCOMPARE(m_state->encodingParams().dModel, 12);
}

void TestMainWindow::failedSaveKeepsTheOldLesson_data()
{
    QTest::addColumn<QString>("destination");
    QTest::addColumn<QString>("says");
    QTest::newRow("a path under a regular file") << "under a file" << "Cannot write";
    QTest::newRow("a read-only folder") << "read-only" << "Cannot write";
    QTest::newRow("a full disk") << "full" << "No space left on device";
    QTest::newRow("a disk that fills during the write") << "fills" << "Cannot write";
}

// What File › Save Lesson As… shows in its dialog, and the lesson already saved stays whole.
void TestMainWindow::failedSaveKeepsTheOldLesson()
{
    QFETCH(QString, destination);
    QFETCH(QString, says);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("class.pelesson"));
    m_state->setDModel(12);
    QCOMPARE(m_window->saveLesson(path), QString());
    const QByteArray saved = lessonToBytes(*m_state, m_window->currentView());
    m_state->setDModel(100);
    rlimit original{};
    QVERIFY(getrlimit(RLIMIT_FSIZE, &original) == 0);
    if (destination == "under a file") {
        path = dir.filePath(QStringLiteral("class.pelesson/copy.pelesson"));
    } else if (destination == "read-only") {
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        QFile probe(dir.filePath(QStringLiteral("probe")));
        if (probe.open(QIODevice::WriteOnly))
            QSKIP("running as root: a read-only folder still takes files");
    } else if (destination == "full") {
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("this system has no /dev/full to play a full disk");
        path = dir.filePath(QStringLiteral("full.pelesson"));
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), path));
    } else if (destination == "fills") {
        std::signal(SIGXFSZ, SIG_IGN); // a failed write, not a killed process
        rlimit small = original;
        small.rlim_cur = 100; // less than a lesson
        QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
    }
    const QString error = m_window->saveLesson(path);
    setrlimit(RLIMIT_FSIZE, &original);
    std::signal(SIGXFSZ, SIG_DFL);
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY2(error.contains(says), qPrintable(error));
    QFile old(dir.filePath(QStringLiteral("class.pelesson")));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), saved);
    if (destination == "full")
        QVERIFY(!QFileInfo(QStringLiteral("/dev/full")).isFile()); // still the device
}

void TestMainWindow::guidedLessonStepsWithTheKeys()
{
    QVERIFY(m_window->lessonStep() < 0);
    m_window->startGuidedLesson();
    QCOMPARE(m_window->lessonStep(), 0);
    QCOMPARE(m_window->currentView(), QStringLiteral("attention"));
    QCOMPARE(m_state->labSettings().sentenceA, QStringLiteral("我爱你"));
    QTest::keyClick(m_window, Qt::Key_PageDown);
    QTest::keyClick(m_window, Qt::Key_Space);
    QCOMPARE(m_window->lessonStep(), 2);
    QCOMPARE(m_window->currentView(), QStringLiteral("encoding"));
    QCOMPARE(m_state->encodingParams().dModel, 4); // the worked example
    QCOMPARE(m_state->position(), 2);
    QVERIFY(m_window->lessonCaption()->text().contains("sin 0.02"));
    QTest::keyClick(m_window, Qt::Key_PageUp);
    QCOMPARE(m_window->lessonStep(), 1);
    m_window->endGuidedLesson();
    QTest::keyClick(m_window, Qt::Key_PageDown);
    QCOMPARE(m_window->lessonStep(), -1); // the keys step only while a lesson runs
}

void TestMainWindow::exportAllFigures()
{
    QString error;
    const QStringList written = m_window->exportAllFigures(m_dir.path(), &error);
    QCOMPARE(error, QString());
    QVERIFY(written.size() >= 11); // 6 plots in the explorer, 6 maps in the lab, and more
    for (const QString &path : written)
        QVERIFY2(!QImage(path).isNull(), qPrintable(path));
    // Named by what they show, not numbered.
    for (const char *name : {"encoding-encoding.png", "encoding-curves.png", "encoding-dot-products.png",
                             "attention-sentence-a-without-position.png", "attention-b-minus-a-with-position.png"})
        QVERIFY2(written.contains(m_dir.filePath(QLatin1String(name))), name);

    // After a lesson step that compared schemes, compare off and the lab not yet shown: no
    // compared heatmap is saved, and the lab's maps are of the sentences set now.
    m_state->setCompareScheme(pe::Scheme::Binary);
    QCoreApplication::processEvents();
    m_state->setCompareScheme(std::nullopt);
    LabSettings lab = m_state->labSettings();
    lab.sentenceA = QStringLiteral("the dog bit the man");
    lab.sentenceB = QStringLiteral("the man bit the dog");
    m_state->setLabSettings(lab);
    QTemporaryDir again;
    const QStringList now = m_window->exportAllFigures(again.path(), &error);
    QCOMPARE(error, QString());
    QCOMPARE(now.size(), written.size());
    // The heatmap, the curves, the vector view and the two similarity plots; not the hidden compared heatmap.
    QCOMPARE(now.filter(QStringLiteral("/encoding-")).size(), 5);
    QVERIFY(m_window->attentionLab()->comparison());
    QCOMPARE(m_window->attentionLab()->comparison()->a.size(), 5);
}

void TestMainWindow::hideControlsGivesThePlotsTheWidth()
{
    const QList<QWidget *> panels = m_window->findChildren<QWidget *>(QStringLiteral("controlPanel"));
    QCOMPARE(panels.size(), 3); // the explorer's and the two labs'
    // isHidden(): the lab's panel is on a tab not shown, so it is not visible either way.
    for (QWidget *panel : panels)
        QVERIFY(!panel->isHidden());
    QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    for (QWidget *panel : panels)
        QVERIFY(panel->isHidden());
    QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    for (QWidget *panel : panels)
        QVERIFY(!panel->isHidden());
}

// Help › Keyboard Shortcuts lists every key of the window's actions, and no key that none has.
void TestMainWindow::shortcutsDialogListsTheRealKeys()
{
    QStringList actionKeys;
    for (QAction *action : m_window->findChildren<QAction *>())
        for (const QKeySequence &key : action->shortcuts())
            if (!key.isEmpty())
                actionKeys.append(key.toString(QKeySequence::NativeText));
    QVERIFY(actionKeys.contains("F11"));
    // Read from the dialog as it shows, then closed, which lets trigger() return.
    QString shown;
    QTimer::singleShot(0, this, [this, &shown] {
        QMessageBox *box = shownMessage(m_window);
        QVERIFY(box);
        shown = box->text();
        box->accept();
    });
    findAction(m_window, MainWindow::tr("&Keyboard Shortcuts"))->trigger();
    // Each row's keys, but for those of the plots and sliders, which no action holds.
    QStringList widgetKeys;
    for (const auto &row : ActionTable::widgetKeys())
        widgetKeys.append(row.first.toHtmlEscaped());
    QStringList listed;
    static const QRegularExpression keysCell(QStringLiteral("<tr><td><b>(.*?)</b></td>"));
    for (const QRegularExpressionMatch &match : keysCell.globalMatch(shown))
        if (!widgetKeys.contains(match.captured(1)))
            listed += match.captured(1).split(QStringLiteral(", "));
    listed.sort();
    actionKeys.sort();
    QCOMPARE(listed, actionKeys);
}

static QStringList warnings;
static void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // The offscreen platform's note about size hints is not about the app.
    if (type != QtDebugMsg && type != QtInfoMsg && !message.contains("propagateSizeHints"))
        warnings.append(message);
}

void TestMainWindow::everyGuidedStepShowsWithoutWarnings()
{
    warnings.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collectWarnings);
    const int steps = int(guidedLesson().size());
    QVERIFY(steps >= 9);
    for (int step = 0; step < steps; ++step) {
        m_window->showLessonStep(step);
        QCoreApplication::processEvents();
        QVERIFY(!m_window->grab().isNull());
        QCOMPARE(m_window->lessonStep(), step);
    }
    qInstallMessageHandler(previous);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
}

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
