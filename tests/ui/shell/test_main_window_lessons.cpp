// Lessons through the main window: the guided lesson and a teacher's own steps, lesson files
// opened and saved (and a failed save that keeps the old one), and the autosave that keeps a
// teacher's set-up when the app closes or dies.

#include "lesson/guided_lesson.h"
#include "lesson/lesson_file.h"
#include "classroom/teacher_notes_window.h"
#include "export/matrix_export.h"
#include "training_lab/training_lab.h"
#include "ui/shell/main_window_fixture.h"

#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QtTest>
#include <csignal>
#include <sys/resource.h>

class TestMainWindowLessons : public QObject, private MainWindowFixture
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void teacherStepsReplaceTheBuiltInLesson();
    void lessonVectorsAreReadAfterOpening_data();
    void lessonVectorsAreReadAfterOpening();
    void autosaveFollowsChanges();
    void lessonsOpenThroughTheWindow();
    void failedSaveKeepsTheOldLesson_data();
    void failedSaveKeepsTheOldLesson();
    void guidedLessonStepsWithTheKeys();
    void endingTheLessonBringsBackTheSetUp();
    void everyGuidedStepShowsWithoutWarnings();
    void aRebuiltWindowKeepsALessonStepsTraining();
    void aRebuiltWindowGoesOnWithTheLesson();
    void teacherNotesInAWindowOfTheirOwn();
};

void TestMainWindowLessons::initTestCase()
{
    useTestSettings();
}

void TestMainWindowLessons::init()
{
    openWindow();
}

void TestMainWindowLessons::cleanup()
{
    closeWindow();
}

void TestMainWindowLessons::teacherStepsReplaceTheBuiltInLesson()
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

void TestMainWindowLessons::lessonVectorsAreReadAfterOpening_data()
{
    QTest::addColumn<QString>("vectorsFile");
    QTest::addColumn<bool>("readable");
    QTest::newRow("the sample") << EmbeddingsMenu::sampleVectorsFile() << true;
    QTest::newRow("a file that is gone") << QStringLiteral("/no/such/vectors.txt") << false;
}

void TestMainWindowLessons::lessonVectorsAreReadAfterOpening()
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

void TestMainWindowLessons::autosaveFollowsChanges()
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

void TestMainWindowLessons::lessonsOpenThroughTheWindow()
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

void TestMainWindowLessons::failedSaveKeepsTheOldLesson_data()
{
    QTest::addColumn<QString>("destination");
    QTest::addColumn<QString>("says");
    QTest::newRow("a path under a regular file") << "under a file" << "Cannot write";
    QTest::newRow("a read-only folder") << "read-only" << "Cannot write";
    QTest::newRow("a full disk") << "full" << "No space left on device";
    QTest::newRow("a disk that fills during the write") << "fills" << "Cannot write";
}

// What File › Save Lesson As… shows in its dialog, and the lesson already saved stays whole.
void TestMainWindowLessons::failedSaveKeepsTheOldLesson()
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

void TestMainWindowLessons::guidedLessonStepsWithTheKeys()
{
    QVERIFY(m_window->lessonStep() < 0);
    m_window->startGuidedLesson();
    QCOMPARE(m_window->lessonStep(), 0);
    QCOMPARE(m_window->currentView(), QStringLiteral("attention"));
    QCOMPARE(m_state->labSettings().sentenceA, QStringLiteral("Dog bit man"));
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

// End lesson puts back the teacher's own set-up and view, from before the first start, not a
// step's (a lesson started again while it runs does not take a step's set-up for the teacher's).
void TestMainWindowLessons::endingTheLessonBringsBackTheSetUp()
{
    QVERIFY(m_window->showView(QStringLiteral("encoding")));
    m_state->setDModel(24);
    m_state->setPosition(7);
    LabSettings lab = m_state->labSettings();
    lab.sentenceA = QStringLiteral("the teacher's own sentence");
    m_state->setLabSettings(lab);
    m_window->startGuidedLesson();
    m_window->showLessonStep(2);
    QCOMPARE(m_state->encodingParams().dModel, 4);
    m_state->setDModel(6);  // the class tries something at this step
    // Ctrl+G again, or the built-in lesson (the same one: the teacher wrote no steps): the lesson
    // goes on where it is, with what the class set up, and the status bar says how to restart.
    for (const QString &start : {MainWindow::tr("&Start Lesson"), MainWindow::tr("Start the &Built-in Lesson")}) {
        findAction(m_window, start)->trigger();
        QCOMPARE(m_window->lessonStep(), 2);
        QCOMPARE(m_state->encodingParams().dModel, 6);
        QCOMPARE(m_window->statusBar()->currentMessage(), MainWindow::tr("The lesson goes on at step %1. To start it again from the "
                                                                         "first step, end it first (End lesson), then start it.").arg(3));
    }
    m_window->endGuidedLesson();
    QCOMPARE(m_window->lessonStep(), -1);
    QCOMPARE(m_window->currentView(), QStringLiteral("encoding"));
    QCOMPARE(m_state->encodingParams().dModel, 24);
    QCOMPARE(m_state->position(), 7);
    QCOMPARE(m_state->labSettings().sentenceA, QStringLiteral("the teacher's own sentence"));
}

static QStringList warnings;
static void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // The offscreen platform's note about size hints is not about the app.
    if (type != QtDebugMsg && type != QtInfoMsg && !message.contains("propagateSizeHints"))
        warnings.append(message);
}

void TestMainWindowLessons::everyGuidedStepShowsWithoutWarnings()
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

// A change of language rebuilds the window and shows the lesson's step again: a step that trains
// keeps the runs it started instead of training anew.
void TestMainWindowLessons::aRebuiltWindowKeepsALessonStepsTraining()
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

// A change of language makes the window anew: it goes on at the lesson's step without setting it
// up again, so a sentence typed at that step stays, and the lesson still ends on the set-up from
// before it.
void TestMainWindowLessons::aRebuiltWindowGoesOnWithTheLesson()
{
    m_state->setDModel(24);
    m_window->startGuidedLesson();
    m_window->showLessonStep(4);
    LabSettings lab = m_state->labSettings();
    lab.sentenceA = QStringLiteral("猫 追 老鼠");
    m_state->setLabSettings(lab);
    const QString view = m_window->currentView();
    MainWindow rebuilt(m_state);
    rebuilt.resumeLesson(m_window->lessonProgress());
    QCOMPARE(rebuilt.lessonStep(), 4);
    QCOMPARE(rebuilt.currentView(), view);
    QCOMPARE(rebuilt.lessonCaption()->text(), guidedLesson()[4].caption);
    QCOMPARE(m_state->labSettings().sentenceA, QStringLiteral("猫 追 老鼠"));
    rebuilt.endGuidedLesson();
    QCOMPARE(m_state->encodingParams().dModel, 24);
}

// Ctrl+Shift+N and Lesson › Teacher Notes show the built-in step's notes in a window of their own,
// which the projected window never holds; its close button unticks the menu entry.
void TestMainWindowLessons::teacherNotesInAWindowOfTheirOwn()
{
    auto *notes = m_window->findChild<TeacherNotesWindow *>();
    QVERIFY(notes && notes->isWindow() && !notes->isVisible());
    m_window->startGuidedLesson();
    m_window->showLessonStep(2);
    const QString question = guidedLesson()[2].notes.question.toHtmlEscaped();
    QVERIFY2(notes->text()->text().contains(question), qPrintable(notes->text()->text()));
    // The formula step takes 2 minutes, 1 + 2 + 2 by its end, of the 24 the notes add up to.
    const QString minutes = TeacherNotesWindow::tr("Minutes: %1 for this step; %2 of the lesson's %3 by its end.").arg(2).arg(5).arg(24);
    QVERIFY2(notes->text()->text().contains(minutes.toHtmlEscaped()), qPrintable(notes->text()->text()));
    QTest::keyClick(m_window, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(notes->isVisible());
    QAction *entry = findAction(m_window, MainWindow::tr("Teacher &Notes"));
    QVERIFY(entry);
    QVERIFY(entry->isChecked());
    for (QLabel *label : m_window->findChildren<QLabel *>())
        QVERIFY(label->window() != m_window || !label->text().contains(question));
    notes->close();
    QVERIFY(!entry->isChecked());
    entry->trigger();
    QVERIFY(notes->isVisible());
}

QTEST_MAIN(TestMainWindowLessons)
#include "test_main_window_lessons.moc"
