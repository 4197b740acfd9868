// Every backward function of training/layers.h and training/scores.h against central finite
// differences of its own forward function, layer by layer: test_training_gradients checks the
// whole model, so a wrong gradient there says only that something is wrong; here the failing row
// names the layer and the message the tensor and entry. For y = f(x, θ) and a random upstream
// gradient R of y's shape, L = Σ y ⊙ R, so the backward function run with dOut = R must give ∂L/∂x
// and ∂L/∂θ.

#include "math/random_numbers.h"
#include "training/layers.h"

#include <QtTest>
#include <cmath>
#include <tuple>
#include <deque>
#include <functional>

using pe::Layout;
using pe::Matrix;
using pe::Score;
using pe::Vector;

Q_DECLARE_METATYPE(pe::BatchShape)

namespace {

// A batch of 2 sentences of 4 tokens, d_model 8 and 2 heads of 4: small enough to nudge every
// entry in milliseconds, large enough that clip 1 makes far keys share a vector.
constexpr pe::BatchShape kBatch{2, 4};
constexpr int kWidth = 8;
constexpr int kHeads = 2;

// The worst entry of one tensor.
struct Compared
{
    QString tensor;
    double error = 0.0;
    Eigen::Index row = 0, column = 0;
    double analytic = 0.0, numeric = 0.0;
    double largest = 0.0;  // the tensor's largest gradient, to tell a tensor L does not reach
};

// Draws a row's inputs, keeps which tensors the backward function gave gradients to, and
// compares them with finite differences of the row's L.
class Checker
{
public:
    Matrix normal(Eigen::Index rows, Eigen::Index columns, double deviation = 1.0, double mean = 0.0)
    {
        Matrix m(rows, columns);
        for (Eigen::Index i = 0; i < m.size(); ++i)
            m.data()[i] = mean + deviation * m_random.normal();
        return m;
    }
    std::vector<int> below(int count, int bound)
    {
        std::vector<int> drawn(count);
        for (int &d : drawn)
            d = m_random.below(bound);
        return drawn;
    }

    // A gradient buffer for value that already holds something, since backward functions add to
    // theirs: what they added is compared, so one that overwrote its buffer fails.
    Matrix &gradient(const QString &name, Matrix &value, Matrix &buffer) { return track(name, value, buffer, true); }
    Matrix &gradient(const QString &name, Matrix &value) { return gradient(name, value, m_buffers.emplace_back()); }
    // For the two that write theirs (RoPE in place, cross-entropy where the backward pass starts):
    // the leftover noise must be gone.
    Matrix &written(const QString &name, Matrix &value) { return track(name, value, m_buffers.emplace_back(), false); }

    // Central differences of loss for every entry of every tracked tensor. loss recomputes the
    // forward function from scratch, the activations it keeps (mean, rstd, weights) included.
    void compare(const std::function<double()> &loss)
    {
        for (const Tracked &t : m_tracked) {
            const Matrix analytic = t.adds ? Matrix(*t.buffer - t.start) : *t.buffer;
            Matrix &x = *t.value;
            Matrix numeric(x.rows(), x.cols());
            for (Eigen::Index i = 0; i < x.size(); ++i) {
                const double kept = x.data()[i];
                x.data()[i] = kept + kStep;
                const double up = loss();
                x.data()[i] = kept - kStep;
                const double down = loss();
                x.data()[i] = kept;
                numeric.data()[i] = (up - down) / (2 * kStep);
            }
            Compared worst{t.name};
            (analytic - numeric).cwiseAbs().maxCoeff(&worst.row, &worst.column);
            worst.analytic = analytic(worst.row, worst.column);
            worst.numeric = numeric(worst.row, worst.column);
            worst.largest = std::max(analytic.cwiseAbs().maxCoeff(), numeric.cwiseAbs().maxCoeff());
            // Relative to the tensor's largest gradient, as test_training_gradients measures: an
            // entry's own |a| + |n| would make tiny entries fail on the difference's rounding
            // (1e-16·|L| / h): with h = 1e-6 an entry of 1.2e-4 of bilinear attention's k was off
            // by 1.3e-6 of itself. A wrong term shows beside the largest gradient all the same.
            worst.error = std::abs(worst.analytic - worst.numeric) / std::max(worst.largest, 1e-12);
            results.push_back(worst);
        }
        m_tracked.clear();
    }

    std::vector<Compared> results;

    // 1e-5, as test_training_gradients: the difference's error (h² times the third derivative)
    // and its rounding (1e-16·|L| / h) both stay near 1e-10. At 1e-6 rounding dominates and the
    // worst row's error grows tenfold (4e-10 to 6e-9), still far below the tolerance.
    static constexpr double kStep = 1e-5;

private:
    struct Tracked
    {
        QString name;
        Matrix *value;
        Matrix *buffer;
        Matrix start;
        bool adds;
    };
    Matrix &track(const QString &name, Matrix &value, Matrix &buffer, bool adds)
    {
        buffer = normal(value.rows(), value.cols());
        m_tracked.push_back({name, &value, &buffer, buffer, adds});
        return buffer;
    }

    pe::RandomNumbers m_random{20240611};
    std::deque<Matrix> m_buffers;  // a deque keeps the references it gave out valid
    std::vector<Tracked> m_tracked;
};

double sumOfProducts(const Matrix &y, const Matrix &upstream)
{
    return (y.array() * upstream.array()).sum();
}

void embedding(Checker &c, bool withPositions)
{
    // 8 ids from a vocabulary of 5 repeat, so a row collects two tokens' gradients; the table is
    // longer than the sentences, as a learned one is.
    const std::vector<int> ids = c.below(kBatch.rows(), 5);
    Matrix table = c.normal(5, kWidth), positions = c.normal(6, kWidth);
    const Matrix upstream = c.normal(kBatch.rows(), kWidth);
    const Matrix *usedPositions = withPositions ? &positions : nullptr;
    pe::embeddingBackward(c.gradient("embedding", table), withPositions ? &c.gradient("positions", positions) : nullptr,
                          upstream, ids, kBatch);
    c.compare([&] {
        Matrix out;
        pe::embeddingForward(out, ids, kBatch, table, usedPositions);
        return sumOfProducts(out, upstream);
    });
}

void linear(Checker &c, bool withBias)
{
    Matrix in = c.normal(kBatch.rows(), 5), weight = c.normal(5, 3), bias = c.normal(1, 3);
    const Matrix upstream = c.normal(kBatch.rows(), 3);
    const Matrix *usedBias = withBias ? &bias : nullptr;
    pe::linearBackward(&c.gradient("in", in), c.gradient("weight", weight), withBias ? &c.gradient("bias", bias) : nullptr,
                       upstream, in, weight);
    c.compare([&] {
        Matrix out;
        pe::linearForward(out, in, weight, usedBias);
        return sumOfProducts(out, upstream);
    });
}

void layerNorm(Checker &c)
{
    // Rows off centre and gains away from 1, so that the mean and the gain terms both show.
    Matrix in = c.normal(kBatch.rows(), kWidth, 1.5, 0.7), gain = c.normal(1, kWidth, 0.5, 1.0), bias = c.normal(1, kWidth);
    const Matrix upstream = c.normal(kBatch.rows(), kWidth);
    Matrix out;
    Vector mean, rstd;
    pe::layerNormForward(out, mean, rstd, in, gain, bias);
    pe::layerNormBackward(c.gradient("in", in), c.gradient("gain", gain), c.gradient("bias", bias), upstream, in, mean,
                          rstd, gain);
    c.compare([&] {
        pe::layerNormForward(out, mean, rstd, in, gain, bias);
        return sumOfProducts(out, upstream);
    });
}

void relu(Checker &c)
{
    // At least 0.1 from the kink, far more than the step, so no difference straddles it.
    Matrix in = c.normal(kBatch.rows(), kWidth);
    in = in.unaryExpr([](double x) { return std::copysign(0.1 + std::abs(x), x); });
    const Matrix upstream = c.normal(kBatch.rows(), kWidth);
    pe::reluBackward(c.gradient("in", in), upstream, in);
    c.compare([&] {
        Matrix out;
        pe::reluForward(out, in);
        return sumOfProducts(out, upstream);
    });
}

void rope(Checker &c, Layout layout, int width, pe::RopeScale scale = {})
{
    // Base 10, not 10,000, so that even the last pair of a head turns by a visible angle over 4 tokens.
    const pe::RopeTables tables = pe::ropeTables(kBatch.tokens, width / kHeads, 10.0, scale);
    Matrix x = c.normal(kBatch.rows(), width);
    const Matrix upstream = c.normal(kBatch.rows(), width);
    Matrix &dx = c.written("x", x);
    dx = upstream;
    pe::ropeBackward(dx, tables, kBatch, kHeads, layout);
    c.compare([&] {
        Matrix out = x;
        pe::ropeForward(out, tables, kBatch, kHeads, layout);
        return sumOfProducts(out, upstream);
    });
}

// The weights `score` learns for kHeads heads of width d, drawn; (0 × 0) for those it has not.
pe::ScoreParameters scoreWeights(Checker &c, Score score, int width)
{
    pe::ScoreParameters w = pe::scoreParameterShapes(score, kHeads, width);
    for (Matrix *m : {&w.w1, &w.w2, &w.v, &w.bilinear})
        if (m->size() > 0)
            *m = c.normal(m->rows(), m->cols(), 0.7);
    return w;
}

// Tracks the score's own weights, each with its buffer in dWeights.
void trackScoreWeights(Checker &c, pe::ScoreParameters &weights, pe::ScoreParameters &dWeights)
{
    const std::pair<const char *, Matrix pe::ScoreParameters::*> members[] = {
        {"w1", &pe::ScoreParameters::w1}, {"w2", &pe::ScoreParameters::w2},
        {"v", &pe::ScoreParameters::v}, {"bilinear", &pe::ScoreParameters::bilinear}};
    for (const auto &[name, member] : members)
        if ((weights.*member).size() > 0)
            c.gradient(QLatin1String(name), weights.*member, dWeights.*member);
}

void headScores(Checker &c, Score score, int clip)
{
    // Head 1 of 2, so that reading or writing head 0's rows of the stacked weights shows.
    constexpr int head = 1;
    const int n = kBatch.tokens, width = kWidth / kHeads;
    Matrix q = c.normal(n, width), k = c.normal(n, width), relativeKeys = c.normal(kHeads * (2 * clip + 1), width);
    pe::ScoreParameters weights = scoreWeights(c, score, width), dWeights;
    const pe::ScoreShape shape{score, &weights, clip > 0 ? &relativeKeys : nullptr, clip};
    const Matrix upstream = c.normal(n, n);
    Matrix &dq = c.gradient("q", q), &dk = c.gradient("k", k);
    pe::ScoreGradients gradients{clip > 0 ? &c.gradient("relative keys", relativeKeys) : nullptr, &dWeights};
    trackScoreWeights(c, weights, dWeights);
    pe::headScoresBackward(dq, dk, gradients, upstream, q, k, head, shape);
    c.compare([&] {
        Matrix scores;
        pe::headScoresForward(scores, q, k, head, shape);
        return sumOfProducts(scores, upstream);
    });
}

struct AttentionCase
{
    bool causal = false;
    bool bias = false;        // a bias on the scores: ALiBi's or T5's, any H·n × n matrix
    Score score = Score::Scaled;
    int clip = 0;             // Shaw's keys when > 0
    bool relativeValues = false;
};

void attention(Checker &c, AttentionCase a)
{
    const int n = kBatch.tokens, width = kWidth / kHeads, relations = kHeads * (2 * std::max(a.clip, 1) + 1);
    Matrix q = c.normal(kBatch.rows(), kWidth), k = c.normal(kBatch.rows(), kWidth), v = c.normal(kBatch.rows(), kWidth);
    Matrix bias = c.normal(kHeads * n, n), relativeKeys = c.normal(relations, width), relativeValues = c.normal(relations, width);
    pe::ScoreParameters weights = scoreWeights(c, a.score, width), dWeights;
    pe::AttentionShape shape{kBatch, kHeads, a.causal, a.bias ? &bias : nullptr,
                             {a.score, &weights, a.clip > 0 ? &relativeKeys : nullptr, std::max(a.clip, 1)},
                             a.relativeValues ? &relativeValues : nullptr};
    const Matrix upstream = c.normal(kBatch.rows(), kWidth);
    Matrix out, attentionWeights;
    pe::attentionForward(out, attentionWeights, q, k, v, shape);
    Matrix &dq = c.gradient("q", q), &dk = c.gradient("k", k), &dv = c.gradient("v", v);
    pe::AttentionGradients gradients{a.bias ? &c.gradient("bias", bias) : nullptr,
                                     {a.clip > 0 ? &c.gradient("relative keys", relativeKeys) : nullptr, &dWeights},
                                     a.relativeValues ? &c.gradient("relative values", relativeValues) : nullptr};
    trackScoreWeights(c, weights, dWeights);
    pe::attentionBackward(dq, dk, dv, gradients, upstream, q, k, v, attentionWeights, shape);
    c.compare([&] {
        pe::attentionForward(out, attentionWeights, q, k, v, shape);
        return sumOfProducts(out, upstream);
    });
}

void t5Bias(Checker &c, pe::T5Buckets t5)
{
    // 6 tokens, more than the buckets count one by one, so that a logarithmic bucket holds several pairs.
    constexpr int n = 6;
    Matrix values = c.normal(kHeads, t5.buckets);
    const Matrix upstream = c.normal(kHeads * n, n);
    pe::t5BiasBackward(c.gradient("bucket values", values), upstream, pe::t5BucketMap(n, t5));
    // The forward pass is the model's: each head's t5Bias() stacked, added to the scores.
    c.compare([&] {
        Matrix bias(kHeads * n, n);
        for (int h = 0; h < kHeads; ++h)
            bias.middleRows(h * n, n) = pe::t5Bias(n, t5, values, h);
        return sumOfProducts(bias, upstream);
    });
}

void pool(Checker &c, pe::Pooling pooling)
{
    Matrix in = c.normal(kBatch.rows(), kWidth);
    const Matrix upstream = c.normal(kBatch.sentences, kWidth);
    pe::poolBackward(c.gradient("in", in), upstream, kBatch, pooling);
    c.compare([&] {
        Matrix out;
        pe::poolForward(out, in, kBatch, pooling);
        return sumOfProducts(out, upstream);
    });
}

void crossEntropy(Checker &c)
{
    // The loss is L itself: no upstream gradient.
    Matrix logits = c.normal(6, 5, 1.5);
    const std::vector<int> labels = c.below(6, 5);
    Matrix probabilities;
    pe::crossEntropyForward(probabilities, logits, labels);
    pe::crossEntropyBackward(c.written("logits", logits), probabilities, labels);
    c.compare([&] { return pe::crossEntropyForward(probabilities, logits, labels); });
}

using SetUp = std::function<void(Checker &)>;

} // namespace

Q_DECLARE_METATYPE(SetUp)

class TestLayerGradients : public QObject
{
    Q_OBJECT
private slots:
    void everyLayerMatchesFiniteDifferences_data();
    void everyLayerMatchesFiniteDifferences();
    void lanesAgreeWithEigen_data();
    void lanesAgreeWithEigen();
};

void TestLayerGradients::everyLayerMatchesFiniteDifferences_data()
{
    QTest::addColumn<SetUp>("setUp");
    QTest::newRow("embedding") << SetUp([](Checker &c) { embedding(c, false); });
    QTest::newRow("embedding, position table") << SetUp([](Checker &c) { embedding(c, true); });
    QTest::newRow("linear") << SetUp([](Checker &c) { linear(c, true); });
    QTest::newRow("linear, no bias") << SetUp([](Checker &c) { linear(c, false); });
    QTest::newRow("layer norm") << SetUp(layerNorm);
    QTest::newRow("relu") << SetUp(relu);
    QTest::newRow("rope, pairs") << SetUp([](Checker &c) { rope(c, Layout::Interleaved, kWidth); });
    QTest::newRow("rope, halves") << SetUp([](Checker &c) { rope(c, Layout::Concatenated, kWidth); });
    // Heads of 3: one column of each head stays where it is.
    QTest::newRow("rope, pairs, odd head width") << SetUp([](Checker &c) { rope(c, Layout::Interleaved, 6); });
    QTest::newRow("rope, halves, odd head width") << SetUp([](Checker &c) { rope(c, Layout::Concatenated, 6); });
    QTest::newRow("rope, halves, ntk") << SetUp([](Checker &c) {
        rope(c, Layout::Concatenated, kWidth, {pe::RopeScaling::Ntk, 4.0});
    });
    QTest::newRow("attention") << SetUp([](Checker &c) { attention(c, {}); });
    QTest::newRow("attention, causal") << SetUp([](Checker &c) { attention(c, {.causal = true}); });
    QTest::newRow("attention, bias") << SetUp([](Checker &c) { attention(c, {.bias = true}); });
    QTest::newRow("attention, causal, bias") << SetUp([](Checker &c) { attention(c, {.causal = true, .bias = true}); });
    QTest::newRow("attention, shaw keys, clip 1") << SetUp([](Checker &c) { attention(c, {.clip = 1}); });
    QTest::newRow("attention, shaw keys and values, clip 1") << SetUp([](Checker &c) {
        attention(c, {.clip = 1, .relativeValues = true});
    });
    QTest::newRow("attention, shaw keys and values, causal, clip 2") << SetUp([](Checker &c) {
        attention(c, {.causal = true, .clip = 2, .relativeValues = true});
    });
    // The score's own weights reach attentionBackward's caller through AttentionGradients.
    QTest::newRow("attention, additive, shaw keys and values, bias") << SetUp([](Checker &c) {
        attention(c, {.bias = true, .score = Score::Additive, .clip = 1, .relativeValues = true});
    });
    QTest::newRow("attention, bilinear, causal") << SetUp([](Checker &c) {
        attention(c, {.causal = true, .score = Score::Bilinear});
    });
    const std::pair<const char *, Score> scores[] = {{"dot", Score::Dot}, {"scaled", Score::Scaled},
        {"additive", Score::Additive}, {"bilinear", Score::Bilinear}, {"cosine", Score::Cosine}};
    for (const auto &[name, kind] : scores) {
        const Score score = kind;  // a structured binding cannot be captured before clang 16 (the fuzz build's clang is 14)
        QTest::addRow("scores, %s", name) << SetUp([score](Checker &c) { headScores(c, score, 0); });
        // Clip 1 with 4 tokens: far keys share their side's vector.
        QTest::addRow("scores, %s, shaw keys, clip 1", name) << SetUp([score](Checker &c) { headScores(c, score, 1); });
    }
    QTest::newRow("t5 bias") << SetUp([](Checker &c) { t5Bias(c, {8, 5, false}); });
    QTest::newRow("t5 bias, causal buckets") << SetUp([](Checker &c) { t5Bias(c, {6, 4, true}); });
    QTest::newRow("pool, mean") << SetUp([](Checker &c) { pool(c, pe::Pooling::Mean); });
    QTest::newRow("pool, last token") << SetUp([](Checker &c) { pool(c, pe::Pooling::LastToken); });
    QTest::newRow("cross entropy") << SetUp(crossEntropy);
}

void TestLayerGradients::everyLayerMatchesFiniteDifferences()
{
    QFETCH(SetUp, setUp);
    Checker c;
    setUp(c);
    QVERIFY(!c.results.empty());
    for (const Compared &r : c.results) {
        QVERIFY2(r.error <= 1e-6, qPrintable(QStringLiteral("%1 (%2, %3): analytic %4, numeric %5, error %6 of the largest gradient %7")
                                                .arg(r.tensor).arg(r.row).arg(r.column)
                                                .arg(r.analytic, 0, 'g', 10).arg(r.numeric, 0, 'g', 10).arg(r.error).arg(r.largest)));
        // A tensor L does not depend on would pass trivially.
        QVERIFY2(r.largest > 1e-9, qPrintable(r.tensor + QStringLiteral(" has no gradient")));
    }
}

void TestLayerGradients::lanesAgreeWithEigen_data()
{
    QTest::addColumn<pe::BatchShape>("batch");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("withBias");
    QTest::newRow("batch") << pe::BatchShape{5, 7} << false << false;
    QTest::newRow("batch, causal, bias") << pe::BatchShape{5, 7} << true << true;
    QTest::newRow("one sentence, bias") << pe::BatchShape{1, 6} << false << true;
    QTest::newRow("one token each") << pe::BatchShape{3, 1} << true << false;
}

// The dot score goes through the lanes (attention_lanes.h); bilinear with W = I scores the same
// (q·I = q exactly) through Eigen's per-head products, the reference.
void TestLayerGradients::lanesAgreeWithEigen()
{
    QFETCH(pe::BatchShape, batch);
    QFETCH(bool, causal);
    QFETCH(bool, withBias);
    Checker c;
    const int width = kWidth / kHeads;
    const Matrix q = c.normal(batch.rows(), kWidth), k = c.normal(batch.rows(), kWidth), v = c.normal(batch.rows(), kWidth);
    const Matrix bias = c.normal(kHeads * batch.tokens, batch.tokens), upstream = c.normal(batch.rows(), kWidth);
    pe::ScoreParameters identity;
    identity.bilinear = Matrix::Identity(width, width).replicate(kHeads, 1);
    struct Result
    {
        Matrix out, weights, dq, dk, dv, dBias;
    };
    const auto run = [&](Score score) {
        const pe::AttentionShape shape{batch, kHeads, causal, withBias ? &bias : nullptr, {score, &identity, nullptr, 1}, nullptr};
        Result r;
        pe::attentionForward(r.out, r.weights, q, k, v, shape);
        r.dq = r.dk = r.dv = Matrix::Zero(batch.rows(), kWidth);
        r.dBias = Matrix::Zero(bias.rows(), bias.cols());
        pe::ScoreParameters dIdentity = identity;
        pe::attentionBackward(r.dq, r.dk, r.dv, {withBias ? &r.dBias : nullptr, {nullptr, &dIdentity}, nullptr}, upstream, q, k,
                              v, r.weights, shape);
        return r;
    };
    const Result lanes = run(Score::Dot), eigen = run(Score::Bilinear);
    for (const auto &[name, actual, expected] : {std::tuple{"out", &lanes.out, &eigen.out}, {"weights", &lanes.weights, &eigen.weights},
                                                 {"dq", &lanes.dq, &eigen.dq}, {"dk", &lanes.dk, &eigen.dk},
                                                 {"dv", &lanes.dv, &eigen.dv}, {"bias", &lanes.dBias, &eigen.dBias}}) {
        QCOMPARE(actual->rows(), expected->rows());
        const double difference = (*actual - *expected).cwiseAbs().maxCoeff();
        QVERIFY2(difference <= 1e-12, qPrintable(QStringLiteral("%1: largest difference %2").arg(name).arg(difference)));
    }
    QVERIFY(!withBias || lanes.dBias.cwiseAbs().maxCoeff() > 0.0);
}

QTEST_APPLESS_MAIN(TestLayerGradients)
#include "test_layer_gradients.moc"
