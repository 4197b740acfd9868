// A trained model's first-layer attention, as the Attention Lab shows it: checked against the
// formulas written out here from the model's parameters (1e-12), and for the properties the lab
// teaches: without position an encoder treats both orders alike, with position it need not; a
// learned table says why it has no weights for a sentence longer than itself.

#include "training/answers.h"

#include <QtTest>
#include <cmath>
#include <limits>

using pe::Matrix;
using pe::Scheme;

Q_DECLARE_METATYPE(std::optional<pe::Scheme>)

namespace {

constexpr double kTolerance = 1e-12;

// A model that has taken a few steps, so its parameters are no longer the initial ones.
pe::Trainer briefly(std::optional<Scheme> position, bool causal, int heads)
{
    pe::TrainingSettings settings;
    settings.position = position;
    settings.causal = causal;
    settings.heads = heads;
    settings.dModel = 16;
    settings.steps = 15;
    pe::Trainer trainer(settings);
    while (trainer.stepsDone() < settings.steps)
        trainer.step();
    return trainer;
}

pe::TypedSentence sentence(const pe::Trainer &trainer, const QString &text)
{
    const pe::TypedSentence typed = pe::readTypedSentence(text, trainer.definition());
    if (!typed.error.isEmpty())
        qFatal("%s", qPrintable(typed.error));
    return typed;
}

// LayerNorm of each row: biased variance, ε = 1e-5, as PyTorch.
Matrix layerNorm(const Matrix &x, const Matrix &gain, const Matrix &bias)
{
    Matrix y(x.rows(), x.cols());
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
        const double mean = x.row(r).mean();
        const double variance = (x.row(r).array() - mean).square().mean();
        y.row(r) = ((x.row(r).array() - mean) / std::sqrt(variance + 1e-5)).matrix().cwiseProduct(gain) + bias;
    }
    return y;
}

// Turns the pairs (2i, 2i+1) of each head by t·base^(−2i/d) at row t.
void rotate(Matrix &x, int heads)
{
    const Eigen::Index d = x.cols() / heads;
    for (Eigen::Index t = 0; t < x.rows(); ++t)
        for (int h = 0; h < heads; ++h)
            for (Eigen::Index i = 0; 2 * i + 1 < d; ++i) {
                const double angle = double(t) * std::pow(10000.0, -2.0 * double(i) / double(d));
                const Eigen::Index c = h * d + 2 * i;
                const double a = x(t, c), b = x(t, c + 1);
                x(t, c) = a * std::cos(angle) - b * std::sin(angle);
                x(t, c + 1) = a * std::sin(angle) + b * std::cos(angle);
            }
}

// Head h's weights, written out from the parameters.
std::vector<Matrix> expectedWeights(const pe::Trainer &trainer, const std::vector<int> &ids)
{
    const pe::ModelConfig &config = trainer.config();
    const pe::ModelParameters &p = trainer.parameters();
    const Eigen::Index n = Eigen::Index(ids.size()), D = config.dModel;
    Matrix x(n, D);
    for (Eigen::Index t = 0; t < n; ++t) {
        x.row(t) = p.embedding.row(ids[std::size_t(t)]);
        if (config.position == Scheme::Learned)
            x.row(t) += p.position.row(t);
        if (config.position == Scheme::Sinusoidal)
            for (Eigen::Index c = 0; c < D; ++c) {
                const double angle = double(t) / std::pow(10000.0, double(c - c % 2) / double(D));
                x(t, c) += c % 2 == 0 ? std::sin(angle) : std::cos(angle);
            }
    }
    const Matrix ln = layerNorm(x, p.blocks[0].ln1Gain, p.blocks[0].ln1Bias);
    Matrix q = ln * p.blocks[0].wq, k = ln * p.blocks[0].wk;
    if (config.position == Scheme::Rope) {
        rotate(q, config.heads);
        rotate(k, config.heads);
    }
    const Eigen::Index d = D / config.heads;
    std::vector<Matrix> weights;
    for (int h = 0; h < config.heads; ++h) {
        Matrix a(n, n);
        for (Eigen::Index i = 0; i < n; ++i) {
            for (Eigen::Index j = 0; j < n; ++j) {
                double score = q.row(i).segment(h * d, d).dot(k.row(j).segment(h * d, d)) / std::sqrt(double(d));
                if (config.position == Scheme::Alibi)
                    score -= std::pow(2.0, -8.0 * (h + 1) / config.heads) * double(std::abs(i - j));
                a(i, j) = config.causal && j > i ? 0.0 : std::exp(score);
            }
            a.row(i) /= a.row(i).sum();
        }
        weights.push_back(a);
    }
    return weights;
}

} // namespace

class TestTrainedAttention : public QObject
{
    Q_OBJECT
private slots:
    void weightsFollowTheFormula_data();
    void weightsFollowTheFormula();
    void withoutPositionBothOrdersAreAlike_data();
    void withoutPositionBothOrdersAreAlike();
    void learnedTableSaysWhyItHasNoWeights();
};

void TestTrainedAttention::weightsFollowTheFormula_data()
{
    QTest::addColumn<std::optional<Scheme>>("position");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("heads");
    QTest::newRow("sinusoidal") << std::optional(Scheme::Sinusoidal) << false << 2;
    QTest::newRow("learned") << std::optional(Scheme::Learned) << false << 2;
    QTest::newRow("RoPE, 4 heads") << std::optional(Scheme::Rope) << false << 4;
    QTest::newRow("ALiBi") << std::optional(Scheme::Alibi) << false << 2;
    QTest::newRow("sinusoidal, causal") << std::optional(Scheme::Sinusoidal) << true << 2;
    QTest::newRow("ALiBi, causal, 1 head") << std::optional(Scheme::Alibi) << true << 1;
    QTest::newRow("none") << std::optional<Scheme>() << false << 2;
}

void TestTrainedAttention::weightsFollowTheFormula()
{
    QFETCH(std::optional<Scheme>, position);
    QFETCH(bool, causal);
    QFETCH(int, heads);
    const pe::Trainer trainer = briefly(position, causal, heads);
    const pe::TypedSentence typed = sentence(trainer, QStringLiteral("the big dog bit the man"));
    const pe::AttentionResult with = pe::trainedAttention(trainer, typed, true);
    const std::vector<Matrix> expected = expectedWeights(trainer, typed.ids);
    QCOMPARE(with.tokens, typed.words);
    QCOMPARE(int(with.headWeights.size()), heads);
    Matrix mean = Matrix::Zero(6, 6);
    for (int h = 0; h < heads; ++h) {
        QVERIFY2((with.headWeights[std::size_t(h)] - expected[std::size_t(h)]).cwiseAbs().maxCoeff() <= kTolerance,
                 qPrintable(QStringLiteral("head %1").arg(h)));
        // The scores give the weights: softmax of each row, masked entries −∞.
        const Matrix &scores = with.headScores[std::size_t(h)];
        for (Eigen::Index i = 0; i < 6; ++i) {
            const Eigen::ArrayXd row = (scores.row(i).array() - scores.row(i).maxCoeff()).exp();
            QVERIFY((row / row.sum() - with.headWeights[std::size_t(h)].row(i).transpose().array()).abs().maxCoeff() <= kTolerance);
        }
        mean += expected[std::size_t(h)] / heads;
    }
    QVERIFY((with.weights - mean).cwiseAbs().maxCoeff() <= kTolerance);
    // The input is the model's own embedding rows plus what it adds.
    QCOMPARE(with.embeddings.rows(), 6);
    const Matrix added = with.positionalEncoding.size() ? with.positionalEncoding : Matrix::Zero(6, 16);
    QVERIFY((with.inputs - with.embeddings - added).cwiseAbs().maxCoeff() <= kTolerance);
    QCOMPARE(with.positionalEncoding.size() > 0, position && pe::isAdditive(*position));

    // Without position: the same parameters, nothing added, nothing turned, no bias.
    const pe::AttentionResult without = pe::trainedAttention(trainer, typed, false);
    QCOMPARE(without.positionalEncoding.size(), 0);
    QVERIFY((without.inputs - without.embeddings).cwiseAbs().maxCoeff() == 0.0);
}

void TestTrainedAttention::withoutPositionBothOrdersAreAlike_data()
{
    QTest::addColumn<std::optional<Scheme>>("position");
    // Integer too: its one number per position sits in dimension 0, where LayerNorm cannot subtract it.
    for (Scheme scheme : {Scheme::Sinusoidal, Scheme::Learned, Scheme::Rope, Scheme::Alibi, Scheme::Integer})
        QTest::newRow(qPrintable(pe::positionName(scheme))) << std::optional(scheme);
}

void TestTrainedAttention::withoutPositionBothOrdersAreAlike()
{
    QFETCH(std::optional<Scheme>, position);
    const pe::Trainer trainer = briefly(position, false, 2);
    const pe::TypedSentence a = sentence(trainer, QStringLiteral("the dog bit the man"));
    const pe::TypedSentence b = sentence(trainer, QStringLiteral("the man bit the dog"));
    const pe::WordOrderComparison comparison = pe::compareTrainedOrders(trainer, a, b);
    QVERIFY(comparison.permutation.has_value());
    QVERIFY(comparison.positionError.isEmpty());
    QVERIFY2(comparison.maxDifferenceWithout <= kTolerance, qPrintable(QString::number(comparison.maxDifferenceWithout)));
    QCOMPARE(comparison.options.scheme, *position);
    QCOMPARE(comparison.options.dModel, 16);
    // With position the two orders are told apart (ALiBi's mirror symmetry aside: these two
    // sentences are not each other read backwards).
    QVERIFY2(comparison.maxDifferenceWith > 1e-6, qPrintable(QString::number(comparison.maxDifferenceWith)));
}

void TestTrainedAttention::learnedTableSaysWhyItHasNoWeights()
{
    const pe::Trainer trainer = briefly(Scheme::Learned, false, 2);  // a table of 8 rows
    const pe::TypedSentence a = sentence(trainer, QStringLiteral("the big old brown dog suddenly bit the small man"));
    const pe::TypedSentence b = sentence(trainer, QStringLiteral("the small man suddenly bit the big old brown dog"));
    QVERIFY(a.ids.size() > 8);
    const pe::WordOrderComparison comparison = pe::compareTrainedOrders(trainer, a, b);
    QVERIFY(comparison.positionError.contains(QLatin1String("8")));
    QCOMPARE(comparison.aWith.weights.size(), 0);
    QCOMPARE(comparison.aWithout.weights.rows(), Eigen::Index(a.ids.size()));
    QVERIFY(comparison.maxDifferenceWithout <= kTolerance);
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::trainedAttention(trainer, a, true));
}

QTEST_GUILESS_MAIN(TestTrainedAttention)
#include "test_trained_attention.moc"
