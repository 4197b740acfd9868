// Training off the GUI thread: runs side by side report their progress on the GUI thread, stop
// within one step, keep what they learned, are forgotten on reset, and give the same numbers as a
// run on the GUI thread, at full speed and paced for a class. The pacing is checked on a clock of
// the test's own, which moves only when told: no test waits for real time.

#include "state/training_runner.h"

#include <QSignalSpy>
#include <QThread>
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

// A clock that stands still but for the waits it is asked for; shared by the runs of a runner.
struct StillClock
{
    std::atomic<qint64> now = 0;
    std::atomic<int> asked = 0;   // waits asked for
    std::atomic<int> waited = 0;  // of them, those whose deadline was still ahead

    PaceClock clock()
    {
        return {[this] { return now.load(); },
                [this](qint64 deadline, const std::atomic<bool> &) {
                    ++asked;
                    waited += deadline > now.load();
                    for (qint64 was = now.load(); was < deadline && !now.compare_exchange_weak(was, deadline);) {
                    }
                }};
    }
};

} // namespace

Q_DECLARE_METATYPE(TrainingPace)

class TestTrainingRunner : public QObject
{
    Q_OBJECT
private slots:
    void runsSideBySide_data();
    void runsSideBySide();
    void stopKeepsWhatWasLearned();
    void resetForgets();
    void sameNumbersAsOnTheGuiThread();
    void pacerSpacesTheSteps_data();
    void pacerSpacesTheSteps();
    void aWaitEndsOnStop();
    void pacedRunsLearnTheSameNumbers();
    void pacedRunsHaveAThreadEach();
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

void TestTrainingRunner::pacerSpacesTheSteps_data()
{
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("stepMilliseconds");  // what the computer takes for one step
    QTest::addColumn<int>("classFrom");         // the first step paced for a class; steps: none
    QTest::addColumn<int>("waits");
    QTest::addColumn<int>("runMilliseconds");   // from the first step's start to the last one's end
    // Step k starts at 50 k ms: the last, 299, ends at 14,950 + 5 ms.
    QTest::newRow("paced: 300 steps over 15 s") << 300 << 5 << 0 << 299 << 14955;
    QTest::newRow("paced: 1000 steps over 15 s") << 1000 << 5 << 0 << 999 << 14990;
    QTest::newRow("full speed: no wait") << 300 << 5 << 300 << 0 << 1500;
    // Step 149 starts at 745 ms, then every 50 ms: step 299 at 745 + 150 · 50 ms.
    QTest::newRow("paced from the middle on") << 300 << 5 << 150 << 150 << 8250;
    // 200 ms a step against 150 ms of pace: never a wait, and no step made up for.
    QTest::newRow("paced, steps slower than the pace") << 100 << 200 << 0 << 0 << 20000;
}

void TestTrainingRunner::pacerSpacesTheSteps()
{
    QFETCH(int, steps);
    QFETCH(int, stepMilliseconds);
    QFETCH(int, classFrom);
    QFETCH(int, waits);
    QFETCH(int, runMilliseconds);
    StillClock still;
    StepPacer pacer(steps, still.clock());
    QCOMPARE(pacer.interval(), kClassRunMilliseconds * 1000000 / steps);
    const std::atomic<bool> stop = false;
    for (int step = 0; step < steps; ++step) {
        pacer.beforeStep(step >= classFrom ? TrainingPace::Class : TrainingPace::Full, stop);
        still.now += qint64(stepMilliseconds) * 1000000;  // the step itself
    }
    QCOMPARE(still.waited.load(), waits);
    QCOMPARE(still.now.load(), qint64(runMilliseconds) * 1000000);
}

void TestTrainingRunner::aWaitEndsOnStop()
{
    // An hour's wait, with Stop pressed: it returns (the test would hang otherwise), before its deadline.
    const PaceClock clock = steadyClock();
    const std::atomic<bool> stop = true;
    const qint64 deadline = clock.now() + qint64(3600) * 1000000000;
    clock.waitUntil(deadline, stop);
    QVERIFY(clock.now() < deadline);
}

void TestTrainingRunner::pacedRunsLearnTheSameNumbers()
{
    const QList<pe::TrainingSettings> runs{quickRun(std::nullopt, 40), quickRun(pe::Scheme::Sinusoidal, 40)};
    std::vector<std::shared_ptr<const pe::Trainer>> models[2];
    StillClock still;
    for (const TrainingPace pace : {TrainingPace::Full, TrainingPace::Class}) {
        TrainingRunner runner;
        runner.setClock(still.clock());
        runner.setPace(pace);
        QSignalSpy all(&runner, &TrainingRunner::allFinished);
        runner.start(runs);
        QTRY_COMPARE_WITH_TIMEOUT(all.size(), 1, 30000);
        for (int run = 0; run < runs.size(); ++run)
            models[int(pace)].push_back(runner.result(run));
    }
    QCOMPARE(still.asked.load(), 2 * 39);  // the paced runs waited before every step but their first
    for (int run = 0; run < runs.size(); ++run) {
        const pe::Trainer &full = *models[0][run], &paced = *models[1][run];
        QCOMPARE(paced.stepsDone(), 40);
        QCOMPARE(paced.losses(), full.losses());
        QCOMPARE(paced.trainAccuracies(), full.trainAccuracies());
        pe::ModelParameters pacedParameters = paced.parameters(), fullParameters = full.parameters();
        const std::vector<pe::NamedTensor> pacedTensors = namedTensors(pacedParameters), fullTensors = namedTensors(fullParameters);
        for (std::size_t i = 0; i < pacedTensors.size(); ++i)
            QVERIFY2(*pacedTensors[i].tensor == *fullTensors[i].tensor, qPrintable(pacedTensors[i].name));
    }
}

// Paced, a run waits most of the time: a run queued behind it would start only when it ended.
void TestTrainingRunner::pacedRunsHaveAThreadEach()
{
    const int cores = std::max(1, QThread::idealThreadCount());
    QList<pe::TrainingSettings> runs;
    for (int i = 0; i <= cores; ++i)
        runs.append(quickRun(std::nullopt, 40));
    StillClock still;  // outlives the runner, whose runs read it
    TrainingRunner runner;
    runner.setClock(still.clock());
    QCOMPARE(runner.threads(), cores);
    runner.start(runs);
    QCOMPARE(runner.threads(), cores);  // at full speed the last run waits for a core
    runner.setPace(TrainingPace::Class);
    QCOMPARE(runner.threads(), cores + 1);
    runner.setPace(TrainingPace::Full);
    QCOMPARE(runner.threads(), cores);
    runner.setPace(TrainingPace::Class);
    runner.start(runs.mid(0, 1));
    QCOMPARE(runner.threads(), cores);
}

QTEST_GUILESS_MAIN(TestTrainingRunner)
#include "test_training_runner.moc"
