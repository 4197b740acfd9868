// Training off the GUI thread: runs side by side report their progress on the GUI thread, stop
// within one step, keep what they learned, are forgotten on reset, and give the same numbers as a
// run on the GUI thread.

#include "state/training_runner.h"

#include <QSignalSpy>
#include <QtTest>
#include <cmath>

namespace {

pe::TrainingSettings quickRun(std::optional<pe::Scheme> position, int steps)
{
    pe::TrainingSettings settings;
    settings.position = position;
    settings.steps = steps;
    settings.batch = 8;
    settings.dModel = 16;
    return settings;
}

} // namespace

class TestTrainingRunner : public QObject
{
    Q_OBJECT
private slots:
    void runsSideBySide_data();
    void runsSideBySide();
    void stopKeepsWhatWasLearned();
    void resetForgets();
    void sameNumbersAsOnTheGuiThread();
};

void TestTrainingRunner::runsSideBySide_data()
{
    QTest::addColumn<int>("runs");
    QTest::newRow("one") << 1;
    QTest::newRow("more runs than cores") << 5;
}

void TestTrainingRunner::runsSideBySide()
{
    QFETCH(int, runs);
    const QList<std::optional<pe::Scheme>> positions{std::nullopt, pe::Scheme::Sinusoidal, pe::Scheme::Learned, pe::Scheme::Rope,
                                                    pe::Scheme::Alibi};
    QList<pe::TrainingSettings> settings;
    for (int i = 0; i < runs; ++i)
        settings.append(quickRun(positions[i], 60));
    TrainingRunner runner;
    QSignalSpy progressed(&runner, &TrainingRunner::progressed);
    QSignalSpy finished(&runner, &TrainingRunner::runFinished);
    QSignalSpy all(&runner, &TrainingRunner::allFinished);
    runner.start(settings);
    QVERIFY(runner.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(all.size(), 1, 60000);
    QVERIFY(!runner.isRunning());
    QCOMPARE(finished.size(), runs);
    QCOMPARE(progressed.size(), runs * 60);
    QList<int> measured(runs, 0);
    for (const QList<QVariant> &report : std::as_const(progressed)) {
        const int run = report[0].toInt(), step = report[1].toInt();
        const double test = report[4].toDouble();
        QCOMPARE(std::isnan(test), step % TrainingRunner::kTestEvery != 0 && step != 60);
        measured[run] += !std::isnan(test);
    }
    for (int i = 0; i < runs; ++i) {
        QCOMPARE(measured[i], 3);  // steps 25, 50 and 60
        QVERIFY(runner.result(i));
        QCOMPARE(runner.result(i)->stepsDone(), 60);
        QCOMPARE(runner.result(i)->settings().position, positions[i]);
    }
}

void TestTrainingRunner::stopKeepsWhatWasLearned()
{
    TrainingRunner runner;
    QSignalSpy progressed(&runner, &TrainingRunner::progressed);
    QSignalSpy all(&runner, &TrainingRunner::allFinished);
    runner.start({quickRun(pe::Scheme::Sinusoidal, pe::kMaxTrainingSteps)});
    QTRY_VERIFY_WITH_TIMEOUT(progressed.size() >= 3, 30000);
    const int stepsAtStop = runner.stepsDone(0);
    runner.stop();
    QTRY_COMPARE_WITH_TIMEOUT(all.size(), 1, 30000);
    // The step under way when Stop was pressed is the last.
    QVERIFY2(runner.result(0)->stepsDone() <= stepsAtStop + 1,
             qPrintable(QStringLiteral("%1 steps after stopping at %2").arg(runner.result(0)->stepsDone()).arg(stepsAtStop)));
    QVERIFY(runner.result(0)->stepsDone() >= 3);
    QCOMPARE(runner.runCount(), 1);
}

void TestTrainingRunner::resetForgets()
{
    TrainingRunner runner;
    QSignalSpy progressed(&runner, &TrainingRunner::progressed);
    QSignalSpy all(&runner, &TrainingRunner::allFinished);
    runner.start({quickRun(std::nullopt, pe::kMaxTrainingSteps), quickRun(pe::Scheme::Rope, pe::kMaxTrainingSteps)});
    QTRY_VERIFY_WITH_TIMEOUT(progressed.size() >= 2, 30000);
    runner.reset();
    QCOMPARE(runner.runCount(), 0);
    QVERIFY(!runner.isRunning());
    // A new start after a reset hears only from its own runs.
    progressed.clear();
    runner.start({quickRun(pe::Scheme::Learned, 30)});
    QTRY_COMPARE_WITH_TIMEOUT(all.size(), 1, 30000);
    QCOMPARE(progressed.size(), 30);
    QCOMPARE(runner.result(0)->settings().position, std::optional(pe::Scheme::Learned));
}

void TestTrainingRunner::sameNumbersAsOnTheGuiThread()
{
    const pe::TrainingSettings settings = quickRun(pe::Scheme::Rope, 40);
    TrainingRunner runner;
    QSignalSpy all(&runner, &TrainingRunner::allFinished);
    runner.start({settings});
    QTRY_COMPARE_WITH_TIMEOUT(all.size(), 1, 30000);
    pe::Trainer here(settings);
    while (here.stepsDone() < settings.steps)
        here.step();
    QCOMPARE(runner.result(0)->losses(), here.losses());
    QVERIFY(runner.result(0)->parameters().headWeight == here.parameters().headWeight);
}

QTEST_GUILESS_MAIN(TestTrainingRunner)
#include "test_training_runner.moc"
