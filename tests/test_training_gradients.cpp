// The hand-written backward pass of the training model against finite differences: for every
// parameter tensor, ∂L/∂θ from modelBackward() and (L(θ + h) − L(θ − h)) / 2h agree to a relative
// error of 1e-6, for every way position can enter (T5's bucket values too), causal and not, one and two layers and heads.

#include "training_run.h"

#include <QtTest>
#include <cmath>

using pe::Scheme;
using pe::TrainingTask;

Q_DECLARE_METATYPE(std::optional<pe::Scheme>)
Q_DECLARE_METATYPE(pe::TrainingTask)
Q_DECLARE_METATYPE(pe::T5Buckets)

namespace {

// A small model on a small batch: every entry of every tensor can be nudged in well under a second.
struct Case
{
    pe::ModelConfig config;
    pe::Batch batch;
    pe::ModelParameters parameters;
};

Case makeCase(TrainingTask task, std::optional<Scheme> position, bool causal, int layers, int heads, int dModel,
              const pe::T5Buckets &t5)
{
    pe::TrainingSettings settings;
    settings.task = task;
    settings.position = position;
    settings.causal = causal;
    settings.layers = layers;
    settings.heads = heads;
    settings.dModel = dModel;
    settings.trainLength = 7;
    settings.t5Buckets = t5.buckets;
    settings.t5MaxDistance = t5.maxDistance;
    Case c{pe::modelConfig(settings), {}, {}};
    pe::RandomNumbers random(11);
    c.batch = pe::drawBatch(task, pe::TaskLanguage::English, 6, 3, pe::Split::Training, random);
    // Weights larger than the initial 0.02 and biases and gains away from 0 and 1, so that every
    // term of every derivative shows (with tiny weights, attention is almost uniform).
    c.parameters = pe::initialParameters(c.config, 5);
    for (const pe::NamedTensor &named : pe::namedTensors(c.parameters)) {
        const pe::Matrix noise = pe::randomNormalMatrix(int(named.tensor->rows()), int(named.tensor->cols()), 0.5,
                                                        pe::fnv1a64(named.name.toUtf8()));
        *named.tensor = named.vector ? pe::Matrix(*named.tensor + noise) : pe::Matrix(*named.tensor * 25.0);
    }
    return c;
}

double lossOf(const Case &c)
{
    pe::ModelActivations activations;
    return pe::modelForward(activations, c.parameters, c.config, c.batch);
}

} // namespace

class TestTrainingGradients : public QObject
{
    Q_OBJECT
private slots:
    void everyTensorMatchesFiniteDifferences_data();
    void everyTensorMatchesFiniteDifferences();
};

void TestTrainingGradients::everyTensorMatchesFiniteDifferences_data()
{
    QTest::addColumn<TrainingTask>("task");
    QTest::addColumn<std::optional<Scheme>>("position");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<pe::T5Buckets>("t5");
    const std::optional<Scheme> none;
    QTest::newRow("none, encoder, mean of tokens") << TrainingTask::WhoDidIt << none << false << 1 << 1 << 8 << pe::T5Buckets();
    QTest::newRow("none, causal, last token") << TrainingTask::WhoDidIt << none << true << 1 << 2 << 8 << pe::T5Buckets();
    QTest::newRow("sinusoidal, 2 layers, 2 heads") << TrainingTask::WhoDidIt << std::optional(Scheme::Sinusoidal) << false << 2 << 2 << 8 << pe::T5Buckets();
    QTest::newRow("sinusoidal, causal") << TrainingTask::WhoDidIt << std::optional(Scheme::Sinusoidal) << true << 1 << 2 << 8 << pe::T5Buckets();
    QTest::newRow("learned table") << TrainingTask::WhoDidIt << std::optional(Scheme::Learned) << false << 1 << 2 << 8 << pe::T5Buckets();
    QTest::newRow("learned table, per token, 2 layers") << TrainingTask::Reverse << std::optional(Scheme::Learned) << false << 2 << 1 << 6 << pe::T5Buckets();
    QTest::newRow("rope, 2 heads") << TrainingTask::WhoDidIt << std::optional(Scheme::Rope) << false << 1 << 2 << 8 << pe::T5Buckets();
    QTest::newRow("rope, causal, odd head width") << TrainingTask::Previous << std::optional(Scheme::Rope) << true << 2 << 2 << 6 << pe::T5Buckets();
    QTest::newRow("alibi, 2 heads") << TrainingTask::WhoDidIt << std::optional(Scheme::Alibi) << false << 1 << 2 << 8 << pe::T5Buckets();
    QTest::newRow("alibi, causal, per token") << TrainingTask::Previous << std::optional(Scheme::Alibi) << true << 1 << 2 << 8 << pe::T5Buckets();
    QTest::newRow("integer") << TrainingTask::WhoDidIt << std::optional(Scheme::Integer) << false << 1 << 1 << 4 << pe::T5Buckets();
    QTest::newRow("normalized") << TrainingTask::Reverse << std::optional(Scheme::Normalized) << false << 1 << 2 << 4 << pe::T5Buckets();
    QTest::newRow("binary") << TrainingTask::WhoDidIt << std::optional(Scheme::Binary) << true << 1 << 1 << 4 << pe::T5Buckets();
    // T5's 32 buckets count these sentences' distances one by one; 6 or 8 buckets with a small
    // max distance share buckets (the gradient of a bucket sums over its pairs).
    QTest::newRow("t5, 2 heads") << TrainingTask::WhoDidIt << std::optional(Scheme::T5) << false << 1 << 2 << 8 << pe::T5Buckets();
    QTest::newRow("t5, 8 buckets, 2 layers") << TrainingTask::WhoDidIt << std::optional(Scheme::T5) << false << 2 << 2 << 8
                                             << pe::T5Buckets{8, 5, false};
    QTest::newRow("t5, causal, 6 buckets, per token") << TrainingTask::Previous << std::optional(Scheme::T5) << true << 1 << 2 << 8
                                                      << pe::T5Buckets{6, 4, true};
}

void TestTrainingGradients::everyTensorMatchesFiniteDifferences()
{
    QFETCH(TrainingTask, task);
    QFETCH(std::optional<Scheme>, position);
    QFETCH(bool, causal);
    QFETCH(int, layers);
    QFETCH(int, heads);
    QFETCH(int, dModel);
    QFETCH(pe::T5Buckets, t5);
    Case c = makeCase(task, position, causal, layers, heads, dModel, t5);

    pe::ModelActivations activations;
    pe::modelForward(activations, c.parameters, c.config, c.batch);
    pe::ModelParameters gradients = pe::zerosLike(c.parameters);
    pe::modelBackward(gradients, activations, c.parameters, c.config, c.batch);

    // h = 1e-5: the central difference's error (h² times the third derivative) and its rounding
    // (1e-16 / h) both stay near 1e-10, far below the tolerance.
    constexpr double h = 1e-5;
    const std::vector<pe::NamedTensor> analytic = pe::namedTensors(gradients);
    const std::vector<pe::NamedTensor> weights = pe::namedTensors(c.parameters);
    QVERIFY(weights.size() >= 16);
    for (std::size_t t = 0; t < weights.size(); ++t) {
        pe::Matrix &w = *weights[t].tensor;
        pe::Matrix numeric(w.rows(), w.cols());
        for (Eigen::Index i = 0; i < w.size(); ++i) {
            const double kept = w.data()[i];
            w.data()[i] = kept + h;
            const double up = lossOf(c);
            w.data()[i] = kept - h;
            const double down = lossOf(c);
            w.data()[i] = kept;
            numeric.data()[i] = (up - down) / (2 * h);
        }
        const pe::Matrix &a = *analytic[t].tensor;
        const double scale = std::max({a.cwiseAbs().maxCoeff(), numeric.cwiseAbs().maxCoeff(), 1e-12});
        const double error = (a - numeric).cwiseAbs().maxCoeff() / scale;
        QVERIFY2(error <= 1e-6, qPrintable(QStringLiteral("%1: relative error %2 (largest gradient %3)")
                                               .arg(weights[t].name).arg(error).arg(scale)));
        // A tensor the loss does not depend on would pass trivially: only the learned table's
        // rows past the batch's length are allowed to have no gradient.
        if (weights[t].name != QLatin1String("position"))
            QVERIFY2(scale > 1e-9, qPrintable(weights[t].name + QStringLiteral(" has no gradient")));
    }
}

QTEST_GUILESS_MAIN(TestTrainingGradients)
#include "test_training_gradients.moc"
