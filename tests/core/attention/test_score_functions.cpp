// The score functions: each one against its formula written out by hand, their shared property
// (a score compares a query with a key and nothing else, so reordering the words reorders the
// scores), and attention without position staying blind to word order with every one of them.

#include "attention/attention.h"
#include "support/matrix_compare.h"
#include "attention/score_functions.h"
#include "attention/word_order.h"

#include <QtTest>
#include <cmath>

Q_DECLARE_METATYPE(pe::Score)

namespace {

constexpr double kTolerance = 1e-12;

// Rows of m in the order `order`: row r of the result is row order[r] of m.
pe::Matrix reordered(const pe::Matrix &m, const std::vector<int> &order)
{
    pe::Matrix result(m.rows(), m.cols());
    for (int r = 0; r < int(order.size()); ++r)
        result.row(r) = m.row(order[r]);
    return result;
}

} // namespace

class TestScoreFunctions : public QObject
{
    Q_OBJECT
private slots:
    void names();
    void byHand_data();
    void byHand();
    void reorderingReordersTheScores_data();
    void reorderingReordersTheScores();
    void attentionWithoutPositionIsBlindToOrder_data();
    void attentionWithoutPositionIsBlindToOrder();
    void additiveRefusesHugeSentences();
    void anotherScoreRecomputesTheMapsWithoutPosition();
};

void TestScoreFunctions::names()
{
    for (const pe::Score score : pe::allScores()) {
        pe::Score parsed = score == pe::Score::Dot ? pe::Score::Cosine : pe::Score::Dot;
        QVERIFY(pe::scoreFromName(pe::scoreName(score), &parsed));
        QCOMPARE(parsed, score);
        QVERIFY(pe::scoreFormula(score).startsWith(QStringLiteral("s(q, k) = ")));
    }
    pe::Score unknown = pe::Score::Dot;
    QVERIFY(!pe::scoreFromName(QStringLiteral("general"), &unknown));
    QCOMPARE(pe::allScores().size(), 5);
}

void TestScoreFunctions::byHand_data()
{
    QTest::addColumn<pe::Score>("score");
    QTest::newRow("dot") << pe::Score::Dot;
    QTest::newRow("scaled") << pe::Score::Scaled;
    QTest::newRow("additive") << pe::Score::Additive;
    QTest::newRow("bilinear") << pe::Score::Bilinear;
    QTest::newRow("cosine") << pe::Score::Cosine;
}

void TestScoreFunctions::byHand()
{
    QFETCH(pe::Score, score);
    const quint64 seed = 17;
    pe::Matrix q(3, 4);
    q << 1, 2, 0, -1,
         0, 0, 0, 0,  // a zero query: cosine 0
         0.5, -3, 2, 1;
    pe::Matrix k(2, 4);
    k << 2, 0, 1, 1,
         -1, 1, 1, 0;
    const pe::ScoreWeights w = pe::scoreWeights(4, seed);
    pe::Matrix expected(3, 2);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 2; ++j) {
            double dot = 0, qq = 0, kk = 0, bilinear = 0, additive = 0;
            for (int c = 0; c < 4; ++c) {
                dot += q(i, c) * k(j, c);
                qq += q(i, c) * q(i, c);
                kk += k(j, c) * k(j, c);
                double hidden = 0;
                for (int e = 0; e < 4; ++e) {
                    bilinear += q(i, c) * w.bilinear(c, e) * k(j, e);
                    hidden += w.w1(c, e) * q(i, e) + w.w2(c, e) * k(j, e);
                }
                additive += w.v(0, c) * std::tanh(hidden);
            }
            const double values[] = {dot, dot / 2.0, additive, bilinear, qq * kk > 0 ? dot / std::sqrt(qq * kk) : 0.0};
            expected(i, j) = values[int(score)];
        }
    COMPARE_MATRICES(pe::scoreMatrix(score, q, k, seed), expected, kTolerance);
    // Another seed draws other weights: only the additive and bilinear scores use them.
    const bool weighted = score == pe::Score::Additive || score == pe::Score::Bilinear;
    QCOMPARE(maxAbsDifference(pe::scoreMatrix(score, q, k, seed + 1), expected) > 1e-6, weighted);
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::scoreMatrix(score, q, k.leftCols(3), seed));
}

void TestScoreFunctions::reorderingReordersTheScores_data()
{
    byHand_data();
}

void TestScoreFunctions::reorderingReordersTheScores()
{
    QFETCH(pe::Score, score);
    const pe::Matrix q = pe::randomNormalMatrix(7, 16, 1.0, 3);
    const pe::Matrix k = pe::randomNormalMatrix(7, 16, 1.0, 4);
    const std::vector<int> order{3, 0, 6, 1, 5, 2, 4};
    const pe::Matrix scores = pe::scoreMatrix(score, q, k, 5);
    pe::Matrix expected(7, 7);
    for (int i = 0; i < 7; ++i)
        for (int j = 0; j < 7; ++j)
            expected(i, j) = scores(order[i], order[j]);
    COMPARE_MATRICES(pe::scoreMatrix(score, reordered(q, order), reordered(k, order), 5), expected, kTolerance);
    if (score == pe::Score::Cosine)
        QVERIFY(scores.cwiseAbs().maxCoeff() <= 1.0 + kTolerance);
}

void TestScoreFunctions::attentionWithoutPositionIsBlindToOrder_data()
{
    QTest::addColumn<pe::Score>("score");
    QTest::addColumn<bool>("positional");
    for (const pe::Score score : pe::allScores()) {
        QTest::addRow("%s, without position", qPrintable(pe::scoreName(score))) << score << false;
        QTest::addRow("%s, with position", qPrintable(pe::scoreName(score))) << score << true;
    }
}

void TestScoreFunctions::attentionWithoutPositionIsBlindToOrder()
{
    QFETCH(pe::Score, score);
    QFETCH(bool, positional);
    pe::AttentionOptions options;
    options.score = score;
    options.positional = positional;
    options.projection = pe::Projection::Random;
    options.heads = 2;
    const QStringList a{"the", "dog", "bit", "the", "man"};
    const QStringList b{"the", "man", "bit", "the", "dog"};
    const pe::Matrix weightsA = pe::computeAttention(a, options).weights;
    const pe::Matrix weightsB = pe::computeAttention(b, options).weights;
    const std::vector<int> permutation = *pe::tokenPermutation(a, b);
    const double difference = maxAbsDifference(weightsB, pe::permuteMatrix(weightsA, permutation));
    // Without position B's weights are A's reordered; with the paper's encoding they are not.
    if (positional)
        QVERIFY2(difference > 1e-6, qPrintable(QString::number(difference)));
    else
        QVERIFY2(difference <= kTolerance, qPrintable(QString::number(difference)));
    QVERIFY(((weightsA.rowwise().sum().array() - 1.0).abs() <= kTolerance).all());
}

void TestScoreFunctions::additiveRefusesHugeSentences()
{
    pe::AttentionOptions options;
    options.score = pe::Score::Additive;
    options.dModel = 2048;
    QVERIFY(pe::validationError(options, 91).contains(QStringLiteral("additive")));
    QVERIFY(pe::validationError(options, 91).contains(QStringLiteral("16777216")));
    options.score = pe::Score::Scaled;
    QVERIFY(pe::validationError(options, 91).isEmpty());
    QVERIFY(pe::scoreSizeError(pe::Score::Additive, 8, 8, 64).isEmpty());
}

// The lab keeps the maps without position while only position settings change; a new score is
// not one of them.
void TestScoreFunctions::anotherScoreRecomputesTheMapsWithoutPosition()
{
    const QStringList a{"tigers", "love", "rabbits"};
    const QStringList b{"rabbits", "love", "tigers"};
    pe::AttentionOptions options;
    options.projection = pe::Projection::Random;
    const pe::WordOrderComparison scaled = pe::compareWordOrders(a, b, options, std::nullopt);
    options.score = pe::Score::Cosine;
    const pe::WordOrderComparison cosine = pe::compareWordOrders(a, b, options, scaled);
    options.positional = false;
    COMPARE_MATRICES(cosine.aWithout.weights, pe::computeAttention(a, options).weights, 0.0);
    QVERIFY(maxAbsDifference(cosine.aWithout.weights, scaled.aWithout.weights) > 1e-3);
    // A new position weight alone keeps them.
    options.positional = true;
    options.positionWeight = 2.0;
    const pe::WordOrderComparison louder = pe::compareWordOrders(a, b, options, cosine);
    COMPARE_MATRICES(louder.aWithout.weights, cosine.aWithout.weights, 0.0);
}

QTEST_GUILESS_MAIN(TestScoreFunctions)
#include "test_score_functions.moc"
