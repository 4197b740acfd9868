#pragma once
// Training off the GUI thread, for the Training Lab: several runs side by side, one per core and
// the rest queued (a thread each when paced for a class), with their progress reported on the GUI
// thread as they go, so that the window never waits for a step.

#include "state/training_pace.h"
#include "training/run.h"

#include <QList>
#include <QObject>
#include <QThreadPool>
#include <atomic>
#include <memory>
#include <vector>

class TrainingRunner : public QObject
{
    Q_OBJECT
public:
    /// How often a run measures its test accuracy at the training lengths while it trains.
    static constexpr int kTestEvery = 25;

    explicit TrainingRunner(QObject *parent = nullptr);
    /// Stops every run and waits for the workers: nothing runs on after the runner is gone.
    ~TrainingRunner() override;

    /// Starts one run per settings (each must have an empty pe::validationError()), after stopping
    /// and forgetting the runs there were.
    void start(const QList<pe::TrainingSettings> &runs);
    /// Every run stops after the step it is taking; what it learned so far stays (result()).
    void stop();
    /// Stops and forgets every run.
    void reset();
    /// How fast the runs take their steps, from their next step on; the numbers they learn are the same.
    void setPace(TrainingPace pace);
    TrainingPace pace() const { return m_pace.load(); }
    /// How many runs take steps at once: one per core at full speed, every run when paced.
    int threads() const { return m_pool.maxThreadCount(); }
    /// The clock the runs started from now on are paced by (the computer's, steadyClock(), unless a test sets another).
    void setClock(const PaceClock &clock) { m_clock = clock; }

    bool isRunning() const { return m_running > 0; }
    /// True once no worker is left, not even one of the runs reset() forgot finishing its step:
    /// whatever they reported is then waiting in the event queue (and is dropped there).
    bool workersDone() { return m_pool.waitForDone(0); }
    int runCount() const { return int(m_runs.size()); }
    /// Steps run i has taken so far, read while it trains.
    int stepsDone(int run) const;
    /// The trained model of run i once it has finished or stopped; null while it trains.
    std::shared_ptr<const pe::Trainer> result(int run) const;
    /// Its test accuracy at every length, measured on the worker when it finished; empty before.
    const std::vector<pe::LengthAccuracy> &lengthAccuracy(int run) const;
    /// What run i was started with.
    const pe::TrainingSettings &settings(int run) const { return m_runs.at(std::size_t(run)).settings; }

    /// One report of progressed(), kept so that a view made later (the window a change of
    /// language rebuilds) can draw the whole story so far.
    struct Progress
    {
        int step;
        double loss;
        double testAccuracy;
    };
    /// Every progress report run i has sent so far, in order.
    const std::vector<Progress> &history(int run) const { return m_runs.at(std::size_t(run)).history; }
    /// The last position table run i reported and its step (-1 and empty before the first, and
    /// for schemes without a table).
    int tableStep(int run) const { return m_runs.at(std::size_t(run)).tableStep; }
    const pe::Matrix &table(int run) const { return m_runs.at(std::size_t(run)).table; }

signals:
    /// Run i took `step` steps: the loss and training accuracy of its last batch, and the test
    /// accuracy at the training lengths when it was measured at this step (every kTestEvery and
    /// the last), else NaN.
    void progressed(int run, int step, double loss, double trainAccuracy, double testAccuracy);
    /// Run i's learned position table (P × D) before training and whenever its test accuracy was
    /// measured: for watching the table form. Runs of other schemes have no table.
    void positionTableChanged(int run, int step, const pe::Matrix &table);
    /// Run i ran all its steps or was stopped; result(i) is ready.
    void runFinished(int run);
    /// No run is left training.
    void allFinished();

private:
    /// One run: its settings, then what its training brings.
    struct Run
    {
        explicit Run(const pe::TrainingSettings &settings) : settings(settings) {}

        pe::TrainingSettings settings;
        std::shared_ptr<std::atomic<int>> steps = std::make_shared<std::atomic<int>>(0);
        std::shared_ptr<const pe::Trainer> result;
        std::vector<pe::LengthAccuracy> byLength;
        std::vector<Progress> history;
        int tableStep = -1;
        pe::Matrix table;
    };

    void train(int run, quint64 generation, std::shared_ptr<std::atomic<bool>> stop, pe::TrainingSettings settings,
               std::shared_ptr<std::atomic<int>> steps, PaceClock clock);
    /// The pool's threads for the pace and the runs.
    void fitThreads();

    QThreadPool m_pool;
    std::vector<Run> m_runs;
    int m_running = 0;
    /// Counts start() and reset(): reports of runs from an earlier generation are dropped.
    quint64 m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_stop = std::make_shared<std::atomic<bool>>(false);
    std::atomic<TrainingPace> m_pace = TrainingPace::Full;  ///< read by the workers before each step
    PaceClock m_clock = steadyClock();
};
