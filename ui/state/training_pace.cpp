#include "state/training_pace.h"

#include <QElapsedTimer>
#include <QThread>
#include <algorithm>
#include <memory>

PaceClock steadyClock()
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    const auto now = [timer] { return timer->nsecsElapsed(); };
    // Slices of at most 10 ms: Stop ends a wait as quickly as it ends a step.
    const auto waitUntil = [now](qint64 deadline, const std::atomic<bool> &stop) {
        for (qint64 left = deadline - now(); left > 0 && !stop.load(); left = deadline - now())
            QThread::usleep(std::min<qint64>(left / 1000 + 1, 10000));
    };
    return {now, waitUntil};
}

StepPacer::StepPacer(int steps, PaceClock clock)
    : m_clock(std::move(clock)), m_interval(kClassRunMilliseconds * 1000000 / std::max(steps, 1))
{
}

void StepPacer::beforeStep(TrainingPace pace, const std::atomic<bool> &stop)
{
    if (pace == TrainingPace::Class && m_lastStart)
        m_clock.waitUntil(*m_lastStart + m_interval, stop);
    m_lastStart = m_clock.now();
}
