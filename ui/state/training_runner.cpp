#include "state/training_runner.h"

#include <QThread>
#include <cmath>
#include <limits>

TrainingRunner::TrainingRunner(QObject *parent) : QObject(parent)
{
    fitThreads();
}

TrainingRunner::~TrainingRunner()
{
    m_stop->store(true);
    m_pool.waitForDone();
}

void TrainingRunner::start(const QList<pe::TrainingSettings> &runs)
{
    reset();
    for (const pe::TrainingSettings &settings : runs)
        m_runs.emplace_back(settings);
    m_running = int(m_runs.size());
    fitThreads();
    for (int i = 0; i < int(m_runs.size()); ++i) {
        const Run &run = m_runs[std::size_t(i)];
        m_pool.start([this, i, generation = m_generation, stop = m_stop, settings = run.settings, steps = run.steps, clock = m_clock] {
            train(i, generation, stop, settings, steps, clock);
        });
    }
}

void TrainingRunner::setPace(TrainingPace pace)
{
    m_pace.store(pace);
    fitThreads();
}

void TrainingRunner::fitThreads()
{
    // At full speed one run per core: a run is one thread of matrix products, and more would only
    // take turns. Paced, a run waits most of the time, and one queued behind it would start only
    // when it ended: each has a thread (more threads start the queued runs at once).
    const int cores = std::max(1, QThread::idealThreadCount());
    m_pool.setMaxThreadCount(m_pace.load() == TrainingPace::Class ? std::max(cores, runCount()) : cores);
}

void TrainingRunner::stop()
{
    m_stop->store(true);
}

void TrainingRunner::reset()
{
    // The old runs stop on their own flag; their last reports carry an old generation and are dropped.
    m_stop->store(true);
    m_stop = std::make_shared<std::atomic<bool>>(false);
    ++m_generation;
    m_runs.clear();
    m_running = 0;
}

int TrainingRunner::stepsDone(int run) const
{
    return m_runs.at(std::size_t(run)).steps->load();
}

std::shared_ptr<const pe::Trainer> TrainingRunner::result(int run) const
{
    return m_runs.at(std::size_t(run)).result;
}

const std::vector<pe::LengthAccuracy> &TrainingRunner::lengthAccuracy(int run) const
{
    return m_runs.at(std::size_t(run)).byLength;
}

// On a worker thread: everything it shares with the GUI thread is the stop flag, the pace, the step
// counter and what it sends back in queued calls, which run on the runner's thread.
void TrainingRunner::train(int run, quint64 generation, std::shared_ptr<std::atomic<bool>> stop,
                           pe::TrainingSettings settings, std::shared_ptr<std::atomic<int>> steps, PaceClock clock)
{
    auto trainer = std::make_shared<pe::Trainer>(settings);
    const auto sendTable = [&] {
        if (trainer->parameters().position.size() == 0)
            return;
        QMetaObject::invokeMethod(this, [this, run, generation, step = trainer->stepsDone(), table = trainer->parameters().position] {
            if (generation != m_generation)
                return;
            m_runs[std::size_t(run)].tableStep = step;
            m_runs[std::size_t(run)].table = table;
            emit positionTableChanged(run, step, table);
        }, Qt::QueuedConnection);
    };
    sendTable();
    StepPacer pacer(settings.steps, std::move(clock));
    while (trainer->stepsDone() < settings.steps && !stop->load()) {
        pacer.beforeStep(m_pace.load(), *stop);
        if (stop->load())
            break;
        const double loss = trainer->step();
        const int done = trainer->stepsDone();
        steps->store(done);
        const bool measure = done % kTestEvery == 0 || done == settings.steps;
        const double test = measure ? trainer->testAccuracyAtTrainingLengths() : std::numeric_limits<double>::quiet_NaN();
        const double accuracy = trainer->trainAccuracies().back();
        if (measure)
            sendTable();
        QMetaObject::invokeMethod(this, [this, run, generation, done, loss, accuracy, test] {
            if (generation != m_generation)
                return;
            m_runs[std::size_t(run)].history.push_back({done, loss, test});
            emit progressed(run, done, loss, accuracy, test);
        }, Qt::QueuedConnection);
    }
    // Measured here: every length of the test takes the GUI thread longer than a frame.
    QMetaObject::invokeMethod(this, [this, run, generation, trainer, byLength = trainer->testAccuracyByLength()] {
        if (generation != m_generation)
            return;
        m_runs[std::size_t(run)].result = trainer;
        m_runs[std::size_t(run)].byLength = byLength;
        emit runFinished(run);
        if (--m_running == 0)
            emit allFinished();
    }, Qt::QueuedConnection);
}
