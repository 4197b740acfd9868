// Class mode's tally of hands: boxes per letter only in class mode, the counts kept in the round,
// shown as bars by the reveal, cleared for the next question and listed in the round's summary.

#include "challenges/challenges_view.h"
#include "challenges/controls.h"
#include "challenges/hands_tally.h"
#include "shell/main_window.h"
#include "state/app_state.h"

#include <QCheckBox>
#include <QLabel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>
#include "support/fail_on_warnings.h"

class TestHandsTally : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void handsAreCountedInClassMode_data();
    void handsAreCountedInClassMode();
    void barsShowTheShareOfEachLetter_data();
    void barsShowTheShareOfEachLetter();

private:
    ChallengesView *view() const { return m_window->challengesView(); }
    HandsTally *tally() const { return view()->handsTally(); }

    AppState *m_state = nullptr;
    MainWindow *m_window = nullptr;
};

void TestHandsTally::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestHandsTally::init()
{
    failOnStringWarnings();
    m_state = new AppState;
    m_window = new MainWindow(m_state);
    m_window->showView(QStringLiteral("challenges"));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestHandsTally::cleanup()
{
    m_window->setPresentationMode(false);
    delete m_window;
    delete m_state;
}

void TestHandsTally::handsAreCountedInClassMode_data()
{
    QTest::addColumn<QString>("typed");  // the counts typed into the boxes, one per choice
    QTest::addColumn<QString>("summary");
    QTest::newRow("most hands right") << "3 12 1 0" << "A: 3 · B: 12 · C: 1 · D: 0";
    QTest::newRow("one hand") << "0 0 0 1" << "A: 0 · B: 0 · C: 0 · D: 1";
}

void TestHandsTally::handsAreCountedInClassMode()
{
    QFETCH(QString, typed);
    QFETCH(QString, summary);
    QCOMPARE(m_state->setChallengeSet({2, 31, 2, {pe::ChallengeKind::WhichDimension}}), QString());
    QVERIFY(tally()->isHidden());  // no tally outside class mode
    view()->controls()->classModeControl()->click();
    QVERIFY(tally()->isVisible());
    const QStringList counts = typed.split(QLatin1Char(' '));
    const int choices = int(m_state->challengeRound().question().choices.size());
    QCOMPARE(choices, int(counts.size()));
    for (int c = 0; c < ChallengesView::kMaxChoices; ++c)
        QCOMPARE(tally()->countControls()[c]->isVisible(), c < choices);
    for (int c = 0; c < choices; ++c) {
        QSpinBox *box = tally()->countControls()[c];
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, counts[c]);
        QTest::keyClick(box, Qt::Key_Tab);
    }
    QList<int> expected;
    for (const QString &count : counts)
        expected.append(count.toInt());
    QCOMPARE(m_state->challengeRound().hands(0), expected);
    QVERIFY(!tally()->bars()->isVisible());  // the bars wait for the reveal
    view()->check();
    QVERIFY(tally()->bars()->isVisible());
    QCOMPARE(tally()->bars()->text(), handsBars(expected, int(m_state->challengeRound().question().answer)));
    view()->next();
    for (int c = 0; c < choices; ++c)
        QCOMPARE(tally()->countControls()[c]->value(), 0);
    QVERIFY(!tally()->bars()->isVisible());
    view()->next();
    QVERIFY(view()->showsSummary());
    QVERIFY2(view()->summary()->text().contains(QStringLiteral("Question 1: ") + summary), qPrintable(view()->summary()->text()));
    QVERIFY(!view()->summary()->text().contains(QStringLiteral("Question 2:")));  // no hands counted for it
}

void TestHandsTally::barsShowTheShareOfEachLetter_data()
{
    QTest::addColumn<QList<int>>("hands");
    QTest::addColumn<int>("right");
    QTest::addColumn<QString>("header");
    QTest::addColumn<QList<int>>("lengths");  // characters of each bar
    QTest::newRow("most on the right one") << QList<int>{3, 12, 1} << 1 << "Hands up: 12 of 16 on the right answer." << QList<int>{3, 10, 1};
    QTest::newRow("none on the right one") << QList<int>{0, 5} << 0 << "Hands up: 0 of 5 on the right answer." << QList<int>{0, 10};
}

void TestHandsTally::barsShowTheShareOfEachLetter()
{
    QFETCH(QList<int>, hands);
    QFETCH(int, right);
    QFETCH(QString, header);
    QFETCH(QList<int>, lengths);
    const QString bars = handsBars(hands, right);
    QVERIFY2(bars.contains(header), qPrintable(bars));
    // One line: the bars, each after its letter in bold, then the sentence.
    QVERIFY(!bars.contains(QStringLiteral("<br>")));
    const QStringList rows = bars.split(QStringLiteral("<b>")).mid(1);
    QCOMPARE(rows.size(), hands.size());
    for (int c = 0; c < hands.size(); ++c) {
        QCOMPARE(int(rows[c].count(QChar(u'█'))), lengths[c]);
        QCOMPARE(rows[c].contains(QStringLiteral("✓")), c == right);
    }
}

QTEST_MAIN(TestHandsTally)
#include "test_hands_tally.moc"
