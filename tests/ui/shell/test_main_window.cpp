// The main window: presentation mode, the colour-map and embeddings menus, exporting every figure,
// hiding the controls, and the shortcuts it lists. Lessons through the window are in
// test_main_window_lessons.cpp.

#include "attention_lab/attention_lab.h"
#include "attention_lab/attention_map_grid.h"
#include "explorer/encoding_explorer.h"
#include "classroom/lesson_bar.h"
#include "classroom/presentation_mode.h"
#include "shell/action_table.h"
#include "shell/embeddings_menu.h"
#include "training_lab/controls.h"
#include "training_lab/training_lab.h"
#include "ui/shell/main_window_fixture.h"

#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QtTest>
#include <qcustomplot.h>

class TestMainWindow : public QObject, private MainWindowFixture
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void presentationModeScalesFontsAndLines();
    void presentationModeHidesTheControls_data();
    void presentationModeHidesTheControls();
    void escapeLeavesPresentationMode();
    void presentationModeIsHighContrast();
    void colourMapMenuRecoloursHeatmaps_data();
    void colourMapMenuRecoloursHeatmaps();
    void windowsKeepTheirOwnColourMaps();
    void embeddingsMenuLoadsTheSampleVectors();
    void badVectorsFileKeepsThePreviousVectors_data();
    void badVectorsFileKeepsThePreviousVectors();
    void cancelledVectorsChangeNothing();
    void exportAllFigures();
    void hideControlsGivesThePlotsTheWidth();
    void aViewBuiltLaterShowsTheState();
    void explorerButtonShowsImagesAndVideo();
    void shortcutsDialogListsTheRealKeys();
    void trainWithTheSidePanelHidden();
};

void TestMainWindow::initTestCase()
{
    useTestSettings();
}

void TestMainWindow::init()
{
    openWindow();
}

void TestMainWindow::cleanup()
{
    closeWindow();
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

// The back row needs the plots, not the sliders: presentation mode hides every side panel,
// Ctrl+H brings them back on demand, and leaving it restores what the teacher had.
void TestMainWindow::presentationModeHidesTheControls_data()
{
    QTest::addColumn<bool>("hiddenBefore");
    QTest::newRow("controls shown before") << false;
    QTest::newRow("controls hidden before") << true;
}

void TestMainWindow::presentationModeHidesTheControls()
{
    QFETCH(bool, hiddenBefore);
    // Only the view shown is built at the start; a switch for the whole window builds the others
    // first, so that every panel follows it.
    const auto panels = [this] { return m_window->findChildren<QWidget *>(QStringLiteral("controlPanel")); };
    QCOMPARE(panels().size(), 1);
    const auto shown = [&panels] {
        const QList<QWidget *> all = panels();
        return int(std::count_if(all.begin(), all.end(), [](QWidget *panel) { return !panel->isHidden(); }));
    };
    if (hiddenBefore)
        QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    QCOMPARE(shown(), hiddenBefore ? 0 : 1);
    m_window->setPresentationMode(true);
    QCOMPARE(panels().size(), 4);
    QCOMPARE(shown(), 0);
    QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    QCOMPARE(shown(), 4);
    QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    QCOMPARE(shown(), 0);
    m_window->setPresentationMode(false);
    QCOMPARE(shown(), hiddenBefore ? 0 : 4);
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
    // The views of the tabs not shown are built when first shown, or by a switch like this one.
    QCOMPARE(m_window->findChildren<QWidget *>(QStringLiteral("controlPanel")).size(), 1);
    QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    const QList<QWidget *> panels = m_window->findChildren<QWidget *>(QStringLiteral("controlPanel"));
    QCOMPARE(panels.size(), 4); // the explorer's, the two labs' and the Challenges tab's
    // isHidden(): the lab's panel is on a tab not shown, so it is not visible either way.
    for (QWidget *panel : panels)
        QVERIFY(panel->isHidden());
    QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    for (QWidget *panel : panels)
        QVERIFY(!panel->isHidden());
}

// A start builds only the view it shows; the others, built when first shown, show the state as
// it is then, not as it was at the start.
// The Images and Video tab is found from the explorer, beside which a teacher looks for it.
void TestMainWindow::explorerButtonShowsImagesAndVideo()
{
    m_window->showView(QStringLiteral("encoding"));
    auto *button = m_window->findChild<QPushButton *>(QStringLiteral("imagesAndVideo"));
    QVERIFY(button);
    button->click();
    QCOMPARE(m_window->currentView(), QStringLiteral("images"));
}

void TestMainWindow::aViewBuiltLaterShowsTheState()
{
    QCOMPARE(m_window->findChildren<AttentionLab *>().size(), 0);
    m_state->changeLab([](LabSettings &lab) {
        lab.sentenceA = QStringLiteral("the dog bit the man today");
        lab.sentenceB = QStringLiteral("the man bit the dog today");
    });
    m_state->setColourMap(ColourMap::Greys);
    QVERIFY(m_window->showView(QStringLiteral("attention")));
    QCOMPARE(m_window->findChildren<AttentionLab *>().size(), 1);
    QCOMPARE(m_window->currentViewWidget(), m_window->attentionLab());
    QTRY_VERIFY(m_window->attentionLab()->comparison());
    QCOMPARE(m_window->attentionLab()->comparison()->a.size(), 6);
    QCOMPARE(lowestColour(m_window->attentionLab()->maps()), QColor(Qt::black));
    // Shown again, the same view: nothing is built twice.
    QVERIFY(m_window->showView(QStringLiteral("encoding")));
    QVERIFY(m_window->showView(QStringLiteral("attention")));
    QCOMPARE(m_window->findChildren<AttentionLab *>().size(), 1);
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

// In presentation mode the Training Lab's side panel, and its Train button, step aside: Ctrl+Return
// trains from any view, as the hints that say "press Train" name it.
void TestMainWindow::trainWithTheSidePanelHidden()
{
    m_window->setPresentationMode(true);
    QVERIFY(m_window->showView(QStringLiteral("encoding")));
    QTest::keyClick(m_window, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(m_window->currentView(), QStringLiteral("training"));
    QVERIFY(m_window->trainingLab()->isTraining() || m_window->trainingLab()->hasResults());
    QVERIFY(!m_window->trainingLab()->controls()->trainButton()->isVisible());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Train (Ctrl+Return)")),
             qPrintable(m_window->statusBar()->currentMessage()));
    m_window->trainingLab()->stop();
    m_window->setPresentationMode(false);
}

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
