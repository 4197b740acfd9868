// One training step of the Training Lab's default model size (who-did-it, D 32, one layer, two
// heads, 64 sentences a batch): forward, backward and Adam. scripts/bench.sh compares it with the
// same step in PyTorch (resources/code/train_pytorch.py --time) in the same run.

#include "training/run.h"

#include <QtTest>

class BenchTraining : public QObject
{
    Q_OBJECT
private slots:
    void step_data();
    void step();
};

void BenchTraining::step_data()
{
    QTest::addColumn<int>("batch");
    QTest::newRow("step") << 64;
}

void BenchTraining::step()
{
    QFETCH(int, batch);
    pe::TrainingSettings settings;
    settings.batch = batch;
    settings.dModel = 32;
    settings.layers = 1;
    settings.heads = 2;
    pe::Trainer trainer(settings);
    for (int warmUp = 0; warmUp < 3; ++warmUp)
        trainer.step();
    QBENCHMARK {
        trainer.step();
    }
    QVERIFY(std::isfinite(trainer.losses().back()));
}

QTEST_APPLESS_MAIN(BenchTraining)
#include "bench_training.moc"
