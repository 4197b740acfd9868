// One frame of the app after a slider move: the state changes, every visible view
// recomputes, and the window paints (offscreen, 1600 x 1000).

#include "state/app_state.h"
#include "attention_lab/attention_lab.h"
#include "shell/main_window.h"
#include "training_lab/training_lab.h"

#include <QtTest>

class BenchFrames : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void explorer_data();
    void explorer();
    void lab_data();
    void lab();
    void training_data();
    void training();

private:
    // Lets the window catch up: posted refreshes and the paint of the frame.
    static void finishFrame() { QCoreApplication::processEvents(); }
    // QTest runs init(), the function and cleanup() again for each of the -median runs, so every
    // run starts from a new window. A drag is measured once it is under way: the first frames of
    // a window fill Qt's glyph and tick-label caches (start-up has a figure of its own).
    static constexpr int kWarmUpFrames = 10;

    AppState *m_state = nullptr;
    MainWindow *m_window = nullptr;
};

void BenchFrames::init()
{
    m_state = new AppState;
    m_window = new MainWindow(m_state);
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void BenchFrames::cleanup()
{
    delete m_window;
    delete m_state;
}

void BenchFrames::explorer_data()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<bool>("recompute");
    QTest::newRow("d_model frame 2048x512") << 2048 << 512 << true;
    QTest::newRow("position frame 2048x512") << 2048 << 512 << false;
    QTest::newRow("d_model frame 8192x2048") << 8192 << 2048 << true;
}

void BenchFrames::explorer()
{
    QFETCH(int, positions);
    QFETCH(int, dModel);
    QFETCH(bool, recompute);
    m_window->showView(QStringLiteral("encoding"));
    m_state->setEncodingParams({dModel, positions, 10000.0, pe::Layout::Interleaved});
    finishFrame();
    int step = 0;
    const auto frame = [&] {
        ++step;
        // Alternate between two values, as a slider dragged back and forth does.
        if (recompute)
            m_state->setDModel(dModel - step % 2);
        else
            m_state->setPosition(positions / 2 + step % 2);
        finishFrame();
    };
    for (int k = 0; k < kWarmUpFrames; ++k)
        frame();
    QBENCHMARK {
        frame();
    }
}

void BenchFrames::lab_data()
{
    QTest::addColumn<int>("tokens");
    QTest::newRow("lab frame 64 tokens d_model 512") << 64;
    QTest::newRow("lab frame 256 tokens d_model 512") << 256;
}

void BenchFrames::lab()
{
    QFETCH(int, tokens);
    m_window->showView(QStringLiteral("attention"));
    m_state->setDModel(512);
    QStringList words;
    for (int k = 0; k < tokens; ++k)
        words.append(QStringLiteral("w%1").arg(k % 40));
    LabSettings lab = m_state->labSettings();
    lab.projection = pe::Projection::Random;
    lab.sentenceA = words.join(QLatin1Char(' '));
    std::reverse(words.begin(), words.end());
    lab.sentenceB = words.join(QLatin1Char(' '));
    m_state->setLabSettings(lab);
    finishFrame();
    int step = 0;
    const auto frame = [&] {
        ++step;
        lab.positionWeight = 1.0 + 0.1 * (step % 2); // the position-weight spin box, clicked
        m_state->setLabSettings(lab);
        finishFrame();
    };
    for (int k = 0; k < kWarmUpFrames; ++k)
        frame();
    QBENCHMARK {
        frame();
    }
}

void BenchFrames::training_data()
{
    QTest::addColumn<int>("unused");
    QTest::newRow("training lab: longest event-loop gap while training") << 0;
}

// The Training Lab trains its default set-up (three runs, two at a time on two cores) while a
// 0 ms timer counts the event loop's turns: the result is the longest wait between two turns,
// the most the window ever freezes while training.
void BenchFrames::training()
{
    m_window->showView(QStringLiteral("training"));
    finishFrame();
    TrainingLab *lab = m_window->trainingLab();
    QElapsedTimer clock;
    qint64 last = 0;
    qint64 longest = 0;
    QTimer tick;
    tick.setInterval(0);
    connect(&tick, &QTimer::timeout, this, [&] {
        const qint64 now = clock.nsecsElapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    QEventLoop loop;
    connect(lab, &TrainingLab::trainingFinished, &loop, &QEventLoop::quit);
    clock.start();
    tick.start();
    lab->train();
    loop.exec();
    QTest::setBenchmarkResult(double(longest) / 1e6, QTest::WalltimeMilliseconds);
}

QTEST_MAIN(BenchFrames)
#include "bench_frames.moc"
