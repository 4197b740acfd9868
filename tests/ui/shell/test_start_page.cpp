// The start page, a newcomer's way in: the guided lesson and each view, each a large button with
// a sentence; choosing one shows it in place of the page, and View › Start Page brings it back.

#include "lesson/guided_lesson.h"
#include "shell/main_window.h"
#include "shell/start_page.h"
#include "state/app_state.h"
#include "state/view_names.h"
#include "support/fail_on_warnings.h"

#include <QCommandLinkButton>
#include <QLabel>
#include <QStatusBar>
#include <QtTest>

class TestStartPage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { failOnStringWarnings(); }
    void eachButtonLeadsWhereItSays_data();
    void eachButtonLeadsWhereItSays();
    void itsSentenceCountsTheLessonsSteps();
};

void TestStartPage::eachButtonLeadsWhereItSays_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("view");  // the view shown after the click
    QTest::addColumn<bool>("lesson");
    QTest::newRow("the lesson") << "Start the guided lesson" << "attention" << true;
    QTest::newRow("the explorer") << "Encoding Explorer" << "encoding" << false;
    QTest::newRow("the lab") << "Attention Lab" << "attention" << false;
    QTest::newRow("training") << "Training Lab" << "training" << false;
    QTest::newRow("challenges") << "Challenges" << "challenges" << false;
}

void TestStartPage::eachButtonLeadsWhereItSays()
{
    QFETCH(QString, button);
    QFETCH(QString, view);
    QFETCH(bool, lesson);
    AppState state;
    MainWindow window(&state);
    window.showView(QStringLiteral("training"));  // elsewhere than any button leads, but the lab's
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showStartPage(true);
    auto *page = window.findChild<StartPage *>();
    QVERIFY(page->isVisible());
    QVERIFY(!window.findChild<QTabWidget *>()->isVisible());  // the page, not the views behind it
    QTRY_VERIFY(page->lessonButton()->hasFocus());             // Enter starts the lesson
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Enter starts the guided lesson; Tab goes on to the views."));
    QCommandLinkButton *chosen = nullptr;
    for (QCommandLinkButton *candidate : page->findChildren<QCommandLinkButton *>())
        if (candidate->text() == button)
            chosen = candidate;
    QVERIFY2(chosen, qPrintable(button));
    QVERIFY(!chosen->description().isEmpty());
    chosen->click();
    QVERIFY(!page->isVisible());
    QVERIFY(!window.startPageShown());
    QCOMPARE(window.currentView(), view);
    QCOMPARE(window.lessonStep(), lesson ? 0 : -1);
    QVERIFY(window.statusBar()->currentMessage() != QStringLiteral("Enter starts the guided lesson; Tab goes on to the views."));
}

void TestStartPage::itsSentenceCountsTheLessonsSteps()
{
    AppState state;
    MainWindow window(&state);
    window.showStartPage(true);
    const QList<LessonStep> lesson = guidedLesson();
    const QString said = QStringLiteral(": %1 steps of about %2 minutes").arg(lesson.size()).arg(minutesUpTo(lesson, int(lesson.size())));
    bool found = false;
    for (const QLabel *label : window.findChild<StartPage *>()->findChildren<QLabel *>())
        found = found || label->text().contains(said);
    QVERIFY2(found, "the page names the lesson's number of steps and its minutes");
}

QTEST_MAIN(TestStartPage)
#include "test_start_page.moc"
