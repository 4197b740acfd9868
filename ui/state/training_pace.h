#pragma once
// Training at the pace of a class: a run spread over seconds, so that the class sees the curves
// leave the chance line, with the same numbers as at full speed (only the waits between steps differ).

#include <QtGlobal>
#include <atomic>
#include <functional>
#include <optional>

/// How fast the Training Lab's runs take their steps.
enum class TrainingPace
{
    Full,   ///< as fast as the computer goes: 300 steps of three models in about a second
    Class,  ///< every run over kClassRunMilliseconds, whatever its steps
};

/// How long a run paced for a class takes: long enough for a class to see its curves rise (at
/// the default 300 steps, a step every 50 ms), short enough to wait for in a lesson.
inline constexpr qint64 kClassRunMilliseconds = 15000;

/// The time a run's worker reads and waits on; tests give it a clock of their own.
struct PaceClock
{
    std::function<qint64()> now;  ///< nanoseconds since some fixed start, never going back
    /// Returns at `deadline` (in now()'s nanoseconds) or as soon as `stop` is set, whichever is first.
    std::function<void(qint64 deadline, const std::atomic<bool> &stop)> waitUntil;
};

/// The steady clock of the computer; its waits hear `stop` within 10 ms.
PaceClock steadyClock();

/// Spaces the steps of one run: under TrainingPace::Class a step starts one interval() after the
/// step before it started, at full speed at once. A step slower than its interval is not made up
/// for by the next ones, so the curves never leap ahead of the time the class had to watch them.
class StepPacer
{
public:
    StepPacer(int steps, PaceClock clock);
    /// Called before each step: waits as `pace` asks (and no longer once `stop` is set).
    void beforeStep(TrainingPace pace, const std::atomic<bool> &stop);
    /// Nanoseconds from one step's start to the next under the class pace: kClassRunMilliseconds / steps.
    qint64 interval() const { return m_interval; }

private:
    PaceClock m_clock;
    qint64 m_interval;
    std::optional<qint64> m_lastStart;  ///< when the step before began, none before the first
};
