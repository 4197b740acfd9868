// The hand-written backward pass of the training model against finite differences: for every
// parameter tensor, ∂L/∂θ from modelBackward() and (L(θ + h) − L(θ − h)) / 2h agree to a relative
// error of 1e-6, for every way position can enter (T5's bucket values and Shaw's key vectors
// too), every score function, causal and not, one and two layers and heads. On the same cases, a
// batch's answers are its sentences' answers one by one: the layers keep a batch's rows token by
// token (layers.h), and no sentence may see another's rows.

#include "training/run.h"

#include <QtTest>
#include <cmath>

using pe::Scheme;
using pe::TrainingTask;

Q_DECLARE_METATYPE(pe::TrainingSettings)

namespace {

// A small model on a small batch: every entry of every tensor can be nudged in well under a second.
struct Case
{
    pe::ModelConfig config;
    pe::Batch batch;
    pe::ModelParameters parameters;
};

pe::TrainingSettings setUp(TrainingTask task, std::optional<Scheme> position, bool causal, int layers, int heads, int dModel)
{
    pe::TrainingSettings settings;
    settings.task = task;
    settings.position = position;
    settings.causal = causal;
    settings.layers = layers;
    settings.heads = heads;
    settings.dModel = dModel;
    settings.trainLength = 7;
    return settings;
}

// With T5's buckets or Shaw's clip changed.
pe::TrainingSettings withBuckets(pe::TrainingSettings settings, int buckets, int maxDistance)
{
    settings.schemeSettings.t5.buckets = buckets;
    settings.schemeSettings.t5.maxDistance = maxDistance;
    return settings;
}

pe::TrainingSettings withClip(pe::TrainingSettings settings, int clip)
{
    settings.schemeSettings.shawClip = clip;
    return settings;
}

pe::TrainingSettings inHalves(pe::TrainingSettings settings)
{
    settings.schemeSettings.ropeLayout = pe::Layout::Concatenated;
    return settings;
}

pe::TrainingSettings withValues(pe::TrainingSettings settings)
{
    settings.schemeSettings.shawValues = true;
    return settings;
}

pe::TrainingSettings scoredBy(pe::TrainingSettings settings, pe::Score score)
{
    settings.score = score;
    return settings;
}

Case makeCase(const pe::TrainingSettings &settings)
{
    Case c{pe::modelConfig(settings), {}, {}};
    pe::RandomNumbers random(11);
    c.batch = pe::drawBatch(settings.task, pe::TaskLanguage::English, 6, 3, pe::Split::Training, random);
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
    void aBatchAnswersAsItsSentences_data() { everyTensorMatchesFiniteDifferences_data(); }
    void aBatchAnswersAsItsSentences();
};

void TestTrainingGradients::everyTensorMatchesFiniteDifferences_data()
{
    QTest::addColumn<pe::TrainingSettings>("settings");
    const std::optional<Scheme> none;
    QTest::newRow("none, encoder, mean of tokens") << setUp(TrainingTask::WhoDidIt, none, false, 1, 1, 8);
    QTest::newRow("none, causal, last token") << setUp(TrainingTask::WhoDidIt, none, true, 1, 2, 8);
    QTest::newRow("sinusoidal, 2 layers, 2 heads") << setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Sinusoidal), false, 2, 2, 8);
    QTest::newRow("sinusoidal, causal") << setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Sinusoidal), true, 1, 2, 8);
    QTest::newRow("learned table") << setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Learned), false, 1, 2, 8);
    QTest::newRow("learned table, per token, 2 layers") << setUp(TrainingTask::Reverse, std::optional(Scheme::Learned), false, 2, 1, 6);
    QTest::newRow("rope, 2 heads") << setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Rope), false, 1, 2, 8);
    QTest::newRow("rope, causal, odd head width") << setUp(TrainingTask::Previous, std::optional(Scheme::Rope), true, 2, 2, 6);
    QTest::newRow("rope in halves, 2 heads") << inHalves(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Rope), false, 1, 2, 8));
    QTest::newRow("rope in halves, odd head width") << inHalves(setUp(TrainingTask::Previous, std::optional(Scheme::Rope), true, 1, 2, 10));
    QTest::newRow("alibi, 2 heads") << setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Alibi), false, 1, 2, 8);
    QTest::newRow("alibi, causal, per token") << setUp(TrainingTask::Previous, std::optional(Scheme::Alibi), true, 1, 2, 8);
    QTest::newRow("integer") << setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Integer), false, 1, 1, 4);
    QTest::newRow("normalized") << setUp(TrainingTask::Reverse, std::optional(Scheme::Normalized), false, 1, 2, 4);
    QTest::newRow("binary") << setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Binary), true, 1, 1, 4);
    QTest::newRow("t5, 2 heads") << setUp(TrainingTask::WhoDidIt, std::optional(Scheme::T5), false, 1, 2, 8);
    QTest::newRow("t5, 8 buckets, 2 layers") << withBuckets(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::T5), false, 2, 2, 8), 8, 5);
    QTest::newRow("t5, causal, 6 buckets, per token") << withBuckets(setUp(TrainingTask::Previous, std::optional(Scheme::T5), true, 1, 2, 8), 6, 4);
    // Shaw's clip 4 (the lab's), and 1 and 2, below these sentences' distances, so that far keys share a vector.
    QTest::newRow("shaw, 2 heads") << setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Shaw), false, 1, 2, 8);
    QTest::newRow("shaw, clip 2, 2 layers") << withClip(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Shaw), false, 2, 2, 8), 2);
    QTest::newRow("shaw, causal, clip 1, per token") << withClip(setUp(TrainingTask::Previous, std::optional(Scheme::Shaw), true, 1, 2, 8), 1);
    // The score functions, alone and with Shaw's keys inside them (their vectors go through W₂,
    // the lengths or W like the keys do).
    using pe::Score;
    QTest::newRow("dot, sinusoidal") << scoredBy(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Sinusoidal), false, 1, 2, 8), Score::Dot);
    QTest::newRow("additive, rope, 2 layers") << scoredBy(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Rope), false, 2, 2, 8), Score::Additive);
    QTest::newRow("bilinear, alibi, causal") << scoredBy(setUp(TrainingTask::Previous, std::optional(Scheme::Alibi), true, 1, 2, 8), Score::Bilinear);
    QTest::newRow("cosine, learned table") << scoredBy(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Learned), false, 1, 2, 8), Score::Cosine);
    QTest::newRow("additive, shaw, clip 2") << scoredBy(withClip(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Shaw), false, 1, 2, 8), 2), Score::Additive);
    QTest::newRow("bilinear, shaw, 2 layers") << scoredBy(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Shaw), false, 2, 2, 8), Score::Bilinear);
    QTest::newRow("cosine, shaw, causal, clip 1") << scoredBy(withClip(setUp(TrainingTask::Previous, std::optional(Scheme::Shaw), true, 1, 2, 8), 1), Score::Cosine);
    // Shaw's relative values, with the keys: the output takes the vectors of its relations too.
    QTest::newRow("shaw values, 2 heads") << withValues(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Shaw), false, 1, 2, 8));
    QTest::newRow("shaw values, causal, clip 1, 2 layers, cosine")
        << scoredBy(withValues(withClip(setUp(TrainingTask::Previous, std::optional(Scheme::Shaw), true, 2, 2, 8), 1)), Score::Cosine);
    QTest::newRow("dot, shaw, 1 head") << scoredBy(setUp(TrainingTask::WhoDidIt, std::optional(Scheme::Shaw), false, 1, 1, 8), Score::Dot);
}

void TestTrainingGradients::everyTensorMatchesFiniteDifferences()
{
    QFETCH(pe::TrainingSettings, settings);
    Case c = makeCase(settings);

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

void TestTrainingGradients::aBatchAnswersAsItsSentences()
{
    QFETCH(pe::TrainingSettings, settings);
    Case c = makeCase(settings);
    // More sentences than a vector has lanes, so the attention's vector loops run, not only their tails.
    pe::RandomNumbers random(12);
    c.batch = pe::drawBatch(settings.task, pe::TaskLanguage::English, 6, 19, pe::Split::Training, random);
    const pe::BatchShape shape = c.batch.shape;
    pe::ModelActivations whole;
    const double batchLoss = pe::modelForward(whole, c.parameters, c.config, c.batch);
    const auto sentence = [&](const std::vector<int> &all, int s, int size) {
        return std::vector<int>(all.begin() + std::ptrdiff_t(s) * size, all.begin() + std::ptrdiff_t(s + 1) * size);
    };
    const int labelsEach = c.config.perToken ? shape.tokens : 1;
    const double tolerance = 1e-12 * std::max(1.0, whole.logits.cwiseAbs().maxCoeff());
    double lossSum = 0.0;
    for (int s = 0; s < shape.sentences; ++s) {
        const pe::Batch one{{1, shape.tokens}, sentence(c.batch.ids, s, shape.tokens), sentence(c.batch.labels, s, labelsEach)};
        pe::ModelActivations alone;
        lossSum += pe::modelForward(alone, c.parameters, c.config, one);
        const double difference = (whole.logits.middleRows(Eigen::Index(s) * labelsEach, labelsEach) - alone.logits).cwiseAbs().maxCoeff();
        QVERIFY2(difference <= tolerance, qPrintable(QStringLiteral("sentence %1: logits differ by %2").arg(s).arg(difference)));
    }
    QVERIFY(std::abs(batchLoss - lossSum / shape.sentences) <= 1e-12 * std::max(1.0, batchLoss));
}

QTEST_GUILESS_MAIN(TestTrainingGradients)
#include "test_training_gradients.moc"
