// The Training Lab's score functions and RoPE layouts: each head's scores against the Attention
// Lab's own score functions (score_functions.cpp, written apart from the training core), with
// and without Shaw's relative keys; without position every score leaves a model blind to order;
// RoPE's halves train exactly as adjacent pairs whose query and key columns are reordered.

#include "support/matrix_compare.h"
#include "training/run.h"

#include <QtTest>

using pe::Matrix;
using pe::Score;

Q_DECLARE_METATYPE(pe::Score)

namespace {

constexpr quint64 kSeed = 7;

pe::TrainingSettings settingsWith(std::optional<pe::Scheme> position, Score score)
{
    pe::TrainingSettings settings;
    settings.position = position;
    settings.score = score;
    return settings;
}

// The training core's weights for two heads of width d, head h set from the lab's weights of
// seed kSeed + h: rows are the lab's W transposed where the lab multiplies column vectors.
pe::ScoreParameters fromLab(Score score, int heads, int width)
{
    pe::ScoreParameters p = pe::scoreParameterShapes(score, heads, width);
    for (int h = 0; h < heads; ++h) {
        const pe::ScoreWeights lab = pe::scoreWeights(width, kSeed + h);
        if (score == Score::Additive) {
            p.w1.middleRows(h * width, width) = lab.w1.transpose();
            p.w2.middleRows(h * width, width) = lab.w2.transpose();
            p.v.row(h) = lab.v;
        }
        if (score == Score::Bilinear)
            p.bilinear.middleRows(h * width, width) = lab.bilinear;
    }
    return p;
}

} // namespace

class TestTrainingScores : public QObject
{
    Q_OBJECT
private slots:
    void headScoresAreTheLabsScores_data();
    void headScoresAreTheLabsScores();
    void withoutPositionEveryScoreIsBlindToOrder_data();
    void withoutPositionEveryScoreIsBlindToOrder();
    void ropeHalvesTrainAsReorderedPairs_data();
    void ropeHalvesTrainAsReorderedPairs();
};

void TestTrainingScores::headScoresAreTheLabsScores_data()
{
    QTest::addColumn<Score>("score");
    QTest::addColumn<int>("clip");  // 0: without Shaw's keys
    for (const Score score : pe::allScores()) {
        QTest::addRow("%s", qPrintable(pe::scoreName(score))) << score << 0;
        QTest::addRow("%s with Shaw's keys, clip 2", qPrintable(pe::scoreName(score))) << score << 2;
    }
}

// S_ij = s(q_i, k_j + a_clip(j−i)): each query row against its own keys, by scoreMatrix().
void TestTrainingScores::headScoresAreTheLabsScores()
{
    QFETCH(Score, score);
    QFETCH(int, clip);
    constexpr int n = 6, width = 4, heads = 2;
    const Matrix q = pe::randomNormalMatrix(n, heads * width, 1.0, 1);
    const Matrix k = pe::randomNormalMatrix(n, heads * width, 1.0, 2);
    const Matrix relativeKeys = pe::randomNormalMatrix(heads * (2 * clip + 1), width, 1.0, 3);
    const pe::ScoreParameters weights = fromLab(score, heads, width);
    const pe::ScoreShape shape{score, &weights, clip > 0 ? &relativeKeys : nullptr, clip};
    for (int h = 0; h < heads; ++h) {
        Matrix scores(n, n);
        pe::headScoresForward(scores, q.middleCols(h * width, width), k.middleCols(h * width, width), h, shape);
        Matrix expected(n, n);
        for (int i = 0; i < n; ++i) {
            Matrix keys = k.middleCols(h * width, width);
            for (int j = 0; clip > 0 && j < n; ++j)
                keys.row(j) += relativeKeys.row(h * (2 * clip + 1) + std::clamp(j - i, -clip, clip) + clip);
            expected.row(i) = pe::scoreMatrix(score, q.block(i, h * width, 1, width), keys, kSeed + h);
        }
        COMPARE_MATRICES(scores, expected, 1e-12);
    }
}

void TestTrainingScores::withoutPositionEveryScoreIsBlindToOrder_data()
{
    QTest::addColumn<Score>("score");
    for (const Score score : pe::allScores())
        QTest::addRow("%s", qPrintable(pe::scoreName(score))) << score;
}

// Each score compares a query with a key and nothing else: trained without position, the model
// gives a sentence and its reordering the same answer, up to rounding.
void TestTrainingScores::withoutPositionEveryScoreIsBlindToOrder()
{
    QFETCH(Score, score);
    pe::TrainingSettings settings = settingsWith(std::nullopt, score);
    settings.steps = 20;
    pe::Trainer trainer(settings);
    while (trainer.stepsDone() < settings.steps)
        trainer.step();
    const pe::Batch &batch = trainer.testBatch(settings.trainLength);
    // The test batch holds its sentences, then the same sentences in the other order.
    const int half = batch.shape.sentences / 2;
    pe::Batch first = batch, second = batch;
    first.shape.sentences = second.shape.sentences = half;
    first.ids.resize(std::size_t(half) * batch.shape.tokens);
    second.ids.erase(second.ids.begin(), second.ids.begin() + std::ptrdiff_t(half) * batch.shape.tokens);
    first.labels.resize(half);
    second.labels.erase(second.labels.begin(), second.labels.begin() + half);
    QVERIFY(first.ids != second.ids);
    COMPARE_MATRICES(trainer.logits(first), trainer.logits(second), 1e-12);
    QVERIFY(trainer.losses().front() != trainer.losses().back());
}

void TestTrainingScores::ropeHalvesTrainAsReorderedPairs_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    QTest::newRow("head width 8") << 16 << 2;
    QTest::newRow("odd head width 5") << 10 << 2;
}

// Halves turn columns (i, ⌈d/2⌉ + i) where adjacent pairs turn (2i, 2i + 1). Starting from the
// same weights with each head's query and key columns moved to where halves turn them, both
// models compute the same scores, get the same gradients (moved alike) and Adam, which works
// entry by entry, keeps them so: every loss agrees.
void TestTrainingScores::ropeHalvesTrainAsReorderedPairs()
{
    QFETCH(int, dModel);
    QFETCH(int, heads);
    pe::TrainingSettings settings = settingsWith(pe::Scheme::Rope, Score::Scaled);
    settings.dModel = dModel;
    settings.heads = heads;
    const pe::ModelConfig pairs = pe::modelConfig(settings);
    settings.schemeSettings.ropeLayout = pe::Layout::Concatenated;
    const pe::ModelConfig halves = pe::modelConfig(settings);

    pe::ModelParameters pairsWeights = pe::initialParameters(pairs, kSeed);
    pe::ModelParameters halvesWeights = pairsWeights;
    const int width = dModel / heads;
    for (int h = 0; h < heads; ++h)
        for (int j = 0; j < width; ++j) {
            const int moved = pe::dimensionOf(pe::dimensionRole(j, width, pe::Layout::Interleaved), width, pe::Layout::Concatenated);
            halvesWeights.blocks[0].wq.col(h * width + moved) = pairsWeights.blocks[0].wq.col(h * width + j);
            halvesWeights.blocks[0].wk.col(h * width + moved) = pairsWeights.blocks[0].wk.col(h * width + j);
        }
    QVERIFY(halvesWeights.blocks[0].wq != pairsWeights.blocks[0].wq);

    pe::Adam pairsAdam(pairsWeights, settings.learningRate), halvesAdam(halvesWeights, settings.learningRate);
    pe::RandomNumbers random(kSeed);
    for (int step = 0; step < 10; ++step) {
        const pe::Batch batch = pe::drawBatch(settings.task, settings.language, 8, 8, pe::Split::Training, random);
        pe::ModelActivations pairsActivations, halvesActivations;
        const double pairsLoss = pe::modelForward(pairsActivations, pairsWeights, pairs, batch);
        const double halvesLoss = pe::modelForward(halvesActivations, halvesWeights, halves, batch);
        QVERIFY2(std::abs(pairsLoss - halvesLoss) <= 1e-12,
                 qPrintable(QStringLiteral("step %1: loss %2 with pairs, %3 with halves").arg(step).arg(pairsLoss, 0, 'g', 17).arg(halvesLoss, 0, 'g', 17)));
        pe::ModelParameters pairsGradients = pe::zerosLike(pairsWeights), halvesGradients = pe::zerosLike(halvesWeights);
        pe::modelBackward(pairsGradients, pairsActivations, pairsWeights, pairs, batch);
        pe::modelBackward(halvesGradients, halvesActivations, halvesWeights, halves, batch);
        pairsAdam.step(pairsWeights, pairsGradients);
        halvesAdam.step(halvesWeights, halvesGradients);
    }
    COMPARE_MATRICES(halvesWeights.headWeight, pairsWeights.headWeight, 1e-12);
}

QTEST_GUILESS_MAIN(TestTrainingScores)
#include "test_training_scores.moc"
