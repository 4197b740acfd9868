// The main window: presentation mode, lesson files through the window, and the autosave that
// keeps a teacher's set-up when the app closes or dies.

#include "app_state.h"
#include "guided_lesson.h"
#include "lesson_file.h"
#include "main_window.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
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
    void autosaveFollowsChanges();
    void lessonsOpenThroughTheWindow();
    void guidedLessonStepsWithTheKeys();
    void exportAllFigures();
    void hideControlsGivesThePlotsTheWidth();
    void everyGuidedStepShowsWithoutWarnings();

private:
    QTemporaryDir m_dir;
    AppState *m_state = nullptr;
    MainWindow *m_window = nullptr;
};

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
    QCOMPARE(QApplication::font().pointSizeF(), appFont * MainWindow::kPresentationScale);
    QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), axisFont * MainWindow::kPresentationScale);
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
}

void TestMainWindow::hideControlsGivesThePlotsTheWidth()
{
    const QList<QWidget *> panels = m_window->findChildren<QWidget *>(QStringLiteral("controlPanel"));
    QCOMPARE(panels.size(), 2); // the explorer's and the lab's
    // isHidden(): the lab's panel is on a tab not shown, so it is not visible either way.
    for (QWidget *panel : panels)
        QVERIFY(!panel->isHidden());
    QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    for (QWidget *panel : panels)
        QVERIFY(panel->isHidden());
    QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    for (QWidget *panel : panels)
        QVERIFY(!panel->isHidden());
    QVERIFY(MainWindow::shortcutsText().contains("F11"));
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
