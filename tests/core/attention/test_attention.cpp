// Attention against hand-written formulas, and the lesson of the app as a property: without
// positional information, reordering a sentence only reorders the attention weights. What each
// position scheme does inside attention is in test_attention_schemes.cpp.

#include "core/attention/attention_fixtures.h"
#include "attention/attention.h"
#include "support/matrix_compare.h"

#include <QtTest>
#include <cmath>
#include <limits>

using pe::Combine;
using pe::Projection;

Q_DECLARE_METATYPE(pe::Matrix)

// Reordering the same numbers: only rounding in the last bits may differ.
static constexpr double kPermutationTolerance = 1e-12;
// Below this, a student could not see a difference in the heatmap.
static constexpr double kVisibleDifference = 1e-3;

static pe::Matrix rowMatrix(std::initializer_list<std::initializer_list<double>> rows)
{
    pe::Matrix matrix(Eigen::Index(rows.size()), rows.size() > 0 ? Eigen::Index(rows.begin()->size()) : 0);
    Eigen::Index r = 0;
    for (const auto &row : rows) {
        Eigen::Index c = 0;
        for (const double value : row)
            matrix(r, c++) = value;
        ++r;
    }
    return matrix;
}

class TestAttention : public QObject
{
    Q_OBJECT
private slots:
    void softmaxMatchesReference_data();
    void softmaxMatchesReference();
    void softmaxMaskedEntries_data();
    void softmaxMaskedEntries();
    void twoTokensByHand_data();
    void twoTokensByHand();
    void resultParts_data();
    void resultParts();
    void reorderingWithoutPositionOnlyPermutes_data();
    void reorderingWithoutPositionOnlyPermutes();
    void causalMask_data();
    void causalMask();
    void randomProjectionFollowsSeed();
    void tokenPermutation_data();
    void tokenPermutation();
    void permuteMatrix();
    void permuteMatrixRejectsMismatch_data();
    void permuteMatrixRejectsMismatch();
    void validation_data();
    void validation();
};

void TestAttention::softmaxMatchesReference_data()
{
    QTest::addColumn<pe::Matrix>("scores");
    QTest::newRow("normal scores, 20 × 30") << pe::randomNormalMatrix(20, 30, 1.0, 1);
    QTest::newRow("scores of magnitude 1e4") << pe::randomNormalMatrix(20, 30, 1e4, 2);
    QTest::newRow("all equal to 1e4") << pe::Matrix(pe::Matrix::Constant(3, 5, 1e4));
    QTest::newRow("all equal to -1e4") << pe::Matrix(pe::Matrix::Constant(3, 5, -1e4));
    QTest::newRow("one key") << pe::randomNormalMatrix(4, 1, 100.0, 3);
    QTest::newRow("one wide row of 2048") << pe::randomNormalMatrix(1, 2048, 30.0, 4);
    QStringList sentence;
    for (int k = 0; k < 60; ++k)
        sentence.append(QStringLiteral("word%1").arg(k % 40));
    pe::AttentionOptions options;
    options.dModel = 2048;
    QTest::newRow("attention scores at d_model 2048") << pe::computeAttention(sentence, options).scores;
    options.projection = Projection::Random;
    options.heads = 8;
    QTest::newRow("attention scores at d_model 2048, random, 8 heads") << pe::computeAttention(sentence, options).headScores[3];
}

void TestAttention::softmaxMatchesReference()
{
    QFETCH(pe::Matrix, scores);
    const pe::Matrix weights = pe::softmaxRows(scores);
    QCOMPARE(weights.rows(), scores.rows());
    QCOMPARE(weights.cols(), scores.cols());
    QVERIFY(weights.allFinite());
    QVERIFY(weights.minCoeff() >= 0.0);
    QVERIFY(weights.maxCoeff() <= 1.0);
    const double worstSum = (weights.rowwise().sum().array() - 1.0).abs().maxCoeff();
    QVERIFY2(worstSum <= 1e-12, qPrintable(QStringLiteral("a row sums to 1 ± %1").arg(worstSum)));
    // A reference that never subtracts the maximum: w_j = 1 / Σ_k e^{s_k − s_j}. A huge
    // exponent only makes the sum infinite, and 1/∞ = 0 is the right underflowed weight.
    pe::Matrix reference(scores.rows(), scores.cols());
    for (Eigen::Index i = 0; i < scores.rows(); ++i)
        for (Eigen::Index j = 0; j < scores.cols(); ++j) {
            double sum = 0.0;
            for (Eigen::Index k = 0; k < scores.cols(); ++k)
                sum += std::exp(scores(i, k) - scores(i, j));
            reference(i, j) = 1.0 / sum;
        }
    // The two formulas round in different orders over up to 2048 terms.
    COMPARE_MATRICES(weights, reference, 1e-13);
}

void TestAttention::softmaxMaskedEntries_data()
{
    QTest::addColumn<pe::Matrix>("scores");
    QTest::addColumn<pe::Matrix>("expected");
    QTest::newRow("one masked key") << rowMatrix({{0.0, -kInfinity, 0.0}}) << rowMatrix({{0.5, 0.0, 0.5}});
    QTest::newRow("odds of 1 to 3 beside a mask")
        << rowMatrix({{0.0, std::log(3.0), -kInfinity}}) << rowMatrix({{0.25, 0.75, 0.0}});
    QTest::newRow("one visible key among huge masked scores")
        << rowMatrix({{-kInfinity, -1e4, -kInfinity}}) << rowMatrix({{0.0, 1.0, 0.0}});
    QTest::newRow("causal 3 × 3")
        << rowMatrix({{2.0, -kInfinity, -kInfinity}, {1.0, 1.0, -kInfinity}, {0.0, 0.0, 0.0}})
        << rowMatrix({{1.0, 0.0, 0.0}, {0.5, 0.5, 0.0}, {1.0 / 3, 1.0 / 3, 1.0 / 3}});
    QTest::newRow("fully masked row stays zero")
        << rowMatrix({{-kInfinity, -kInfinity}, {1.0, 1.0}}) << rowMatrix({{0.0, 0.0}, {0.5, 0.5}});
    QTest::newRow("no keys at all") << pe::Matrix(3, 0) << pe::Matrix(3, 0);
}

void TestAttention::softmaxMaskedEntries()
{
    QFETCH(pe::Matrix, scores);
    QFETCH(pe::Matrix, expected);
    const pe::Matrix weights = pe::softmaxRows(scores);
    COMPARE_MATRICES(weights, expected, 1e-15);
    for (Eigen::Index i = 0; i < scores.rows(); ++i)
        for (Eigen::Index j = 0; j < scores.cols(); ++j)
            if (scores(i, j) == -kInfinity)
                QCOMPARE(weights(i, j), 0.0);  // exactly, not merely tiny
}

void TestAttention::twoTokensByHand_data()
{
    QTest::addColumn<bool>("positional");
    QTest::addColumn<Combine>("combine");
    QTest::addColumn<double>("positionWeight");
    QTest::addColumn<int>("heads");
    QTest::addColumn<bool>("causal");
    QTest::newRow("no position, one head") << false << Combine::Add << 1.0 << 1 << false;
    QTest::newRow("no position, two heads") << false << Combine::Add << 1.0 << 2 << false;
    QTest::newRow("add, w = 0.5") << true << Combine::Add << 0.5 << 1 << false;
    QTest::newRow("add, w = 3, two heads") << true << Combine::Add << 3.0 << 2 << false;
    QTest::newRow("multiply") << true << Combine::Multiply << 1.0 << 1 << false;
    QTest::newRow("multiply ignores w") << true << Combine::Multiply << 3.0 << 1 << false;
    QTest::newRow("causal, no position") << false << Combine::Add << 1.0 << 1 << true;
    QTest::newRow("causal, add, two heads") << true << Combine::Add << 1.0 << 2 << true;
}

void TestAttention::twoTokensByHand()
{
    QFETCH(bool, positional);
    QFETCH(Combine, combine);
    QFETCH(double, positionWeight);
    QFETCH(int, heads);
    QFETCH(bool, causal);

    // "tigers rabbits", D = 4, identity projection.
    const pe::Vector e[2] = {pe::tokenEmbedding(QStringLiteral("tigers"), 4), pe::tokenEmbedding(QStringLiteral("rabbits"), 4)};
    // PE(pos) = (sin pos, cos pos, sin(pos/100), cos(pos/100)) since 10000^(2/4) = 100.
    const double encoding[2][4] = {{0.0, 1.0, 0.0, 1.0}, {std::sin(1.0), std::cos(1.0), std::sin(0.01), std::cos(0.01)}};
    double x[2][4];
    for (int k = 0; k < 2; ++k)
        for (int c = 0; c < 4; ++c)
            x[k][c] = !positional ? e[k][c]
                : combine == Combine::Add ? e[k][c] + positionWeight * encoding[k][c]
                : e[k][c] * encoding[k][c];

    pe::AttentionOptions options;
    options.dModel = 4;
    options.positional = positional;
    options.combine = combine;
    options.positionWeight = positionWeight;
    options.heads = heads;
    options.causal = causal;
    const pe::AttentionResult result = pe::computeAttention({QStringLiteral("tigers"), QStringLiteral("rabbits")}, options);

    COMPARE_MATRICES(result.inputs, rowMatrix({{x[0][0], x[0][1], x[0][2], x[0][3]}, {x[1][0], x[1][1], x[1][2], x[1][3]}}), 1e-15);
    QCOMPARE(int(result.headWeights.size()), heads);
    const int dK = 4 / heads;
    pe::Matrix meanWeights = pe::Matrix::Zero(2, 2);
    for (int h = 0; h < heads; ++h) {
        double s[2][2];
        for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 2; ++j) {
                s[i][j] = 0.0;
                for (int c = h * dK; c < (h + 1) * dK; ++c)
                    s[i][j] += x[i][c] * x[j][c];
                s[i][j] /= std::sqrt(double(dK));
            }
        // Two keys: softmax is the logistic function of the score difference.
        const double w00 = causal ? 1.0 : 1.0 / (1.0 + std::exp(s[0][1] - s[0][0]));
        const double w10 = 1.0 / (1.0 + std::exp(s[1][1] - s[1][0]));
        const pe::Matrix weights = rowMatrix({{w00, 1.0 - w00}, {w10, 1.0 - w10}});
        const pe::Matrix scores = rowMatrix({{s[0][0], causal ? -kInfinity : s[0][1]}, {s[1][0], s[1][1]}});
        COMPARE_MASKED_MATRICES(result.headScores[h], scores, 1e-13);
        COMPARE_MATRICES(result.headWeights[h], weights, 1e-14);
        meanWeights += weights / heads;
    }
    COMPARE_MATRICES(result.weights, meanWeights, 1e-14);
}

void TestAttention::resultParts_data()
{
    QTest::addColumn<bool>("positional");
    QTest::addColumn<Projection>("projection");
    QTest::addColumn<int>("heads");
    QTest::newRow("position, identity, one head") << true << Projection::Identity << 1;
    QTest::newRow("no position, random, four heads") << false << Projection::Random << 4;
}

void TestAttention::resultParts()
{
    QFETCH(bool, positional);
    QFETCH(Projection, projection);
    QFETCH(int, heads);
    const QStringList tokens = words("the cat sat on the mat");
    pe::AttentionOptions options;
    options.dModel = 32;
    options.positional = positional;
    options.projection = projection;
    options.heads = heads;
    options.base = 100.0;
    options.layout = pe::Layout::Concatenated;
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    QCOMPARE(result.tokens, tokens);
    COMPARE_MATRICES(result.embeddings, pe::tokenEmbeddings(tokens, 32), 0.0);
    if (positional) {
        COMPARE_MATRICES(result.positionalEncoding, pe::sinusoidalEncoding({32, 6, 100.0, pe::Layout::Concatenated}), 0.0);
    } else {
        QCOMPARE(result.positionalEncoding.size(), 0);
        COMPARE_MATRICES(result.inputs, result.embeddings, 0.0);
    }
    QCOMPARE(int(result.headScores.size()), heads);
    QCOMPARE(int(result.headWeights.size()), heads);
    pe::Matrix meanScores = pe::Matrix::Zero(6, 6);
    for (int h = 0; h < heads; ++h) {
        QCOMPARE(result.headScores[h].rows(), 6);
        QCOMPARE(result.headScores[h].cols(), 6);
        COMPARE_MATRICES(result.headWeights[h], pe::softmaxRows(result.headScores[h]), 0.0);
        meanScores += result.headScores[h] / heads;
    }
    COMPARE_MATRICES(result.scores, meanScores, 1e-14);
    const double worstSum = (result.weights.rowwise().sum().array() - 1.0).abs().maxCoeff();
    QVERIFY2(worstSum <= 1e-12, qPrintable(QStringLiteral("a row sums to 1 ± %1").arg(worstSum)));
}

void TestAttention::reorderingWithoutPositionOnlyPermutes_data()
{
    QTest::addColumn<QStringList>("a");
    QTest::addColumn<QStringList>("b");
    QTest::addColumn<Projection>("projection");
    QTest::addColumn<int>("heads");
    const struct {
        const char *name;
        const char *a;
        const char *b;
    } pairs[] = {
        {"tigers love rabbits", "tigers love rabbits", "rabbits love tigers"},
        {"我爱你", "我爱你", "你爱我"},
        {"我爱北京天安门", "我爱北京天安门", "我爱天安门北京"},
        {"do not like", "I do not like the story of the movie, but I do like the cast.",
         "I do like the story of the movie, but I do not like the cast."},
    };
    for (const auto &pair : pairs)
        for (const Projection projection : {Projection::Identity, Projection::Random})
            for (const int heads : {1, 4})
                QTest::addRow("%s, %s, %d head(s)", pair.name, projection == Projection::Identity ? "identity" : "random", heads)
                    << words(pair.a) << words(pair.b) << projection << heads;
}

void TestAttention::reorderingWithoutPositionOnlyPermutes()
{
    QFETCH(QStringList, a);
    QFETCH(QStringList, b);
    QFETCH(Projection, projection);
    QFETCH(int, heads);
    const std::optional<std::vector<int>> permutation = pe::tokenPermutation(a, b);
    QVERIFY(permutation.has_value());
    QVERIFY(a != b);

    // A small d_model: with the identity projection a token's score with itself grows like √D,
    // softmax saturates on the diagonal, and at D = 64 positions move the weights of
    // "tigers love rabbits" by only 1e-4, too little to test "differ" (or to see).
    pe::AttentionOptions options;
    options.dModel = 16;
    options.projection = projection;
    options.heads = heads;
    options.positional = false;
    const pe::AttentionResult withoutA = pe::computeAttention(a, options);
    const pe::AttentionResult withoutB = pe::computeAttention(b, options);
    COMPARE_MATRICES(withoutB.weights, pe::permuteMatrix(withoutA.weights, *permutation), kPermutationTolerance);
    COMPARE_MATRICES(withoutB.scores, pe::permuteMatrix(withoutA.scores, *permutation), kPermutationTolerance);

    options.positional = true;
    for (const Combine combine : {Combine::Add, Combine::Multiply}) {
        options.combine = combine;
        const pe::Matrix aligned = pe::permuteMatrix(pe::computeAttention(a, options).weights, *permutation);
        const double difference = maxAbsDifference(pe::computeAttention(b, options).weights, aligned);
        QVERIFY2(difference > kVisibleDifference,
                 qPrintable(QStringLiteral("%1: largest difference only %2").arg(combine == Combine::Add ? "add" : "multiply").arg(difference)));
    }
}

void TestAttention::causalMask_data()
{
    QTest::addColumn<bool>("positional");
    QTest::addColumn<Projection>("projection");
    QTest::addColumn<int>("heads");
    QTest::newRow("no position, identity, one head") << false << Projection::Identity << 1;
    QTest::newRow("position, identity, two heads") << true << Projection::Identity << 2;
    QTest::newRow("position, random, four heads") << true << Projection::Random << 4;
}

void TestAttention::causalMask()
{
    QFETCH(bool, positional);
    QFETCH(Projection, projection);
    QFETCH(int, heads);
    const QStringList tokens = words("the cat sat on the mat");
    pe::AttentionOptions options;
    options.dModel = 16;
    options.positional = positional;
    options.projection = projection;
    options.heads = heads;
    options.causal = true;
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    const Eigen::Index n = tokens.size();
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = i + 1; j < n; ++j) {
            QCOMPARE(result.weights(i, j), 0.0);
            QCOMPARE(result.scores(i, j), -kInfinity);
            for (int h = 0; h < heads; ++h) {
                QCOMPARE(result.headWeights[h](i, j), 0.0);
                QCOMPARE(result.headScores[h](i, j), -kInfinity);
            }
        }
    QCOMPARE(result.weights(0, 0), 1.0);
    // Query i sees exactly what the last word of the sentence cut after word i sees.
    for (Eigen::Index i = 0; i < n; ++i) {
        options.causal = false;
        const pe::AttentionResult prefix = pe::computeAttention(tokens.first(i + 1), options);
        COMPARE_MATRICES(result.weights.row(i).head(i + 1), prefix.weights.row(i), 1e-12);
    }
}

void TestAttention::randomProjectionFollowsSeed()
{
    const QStringList tokens = words("tigers love rabbits");
    pe::AttentionOptions options;
    options.dModel = 16;
    options.projection = Projection::Random;
    const pe::Matrix weights = pe::computeAttention(tokens, options).weights;
    COMPARE_MATRICES(pe::computeAttention(tokens, options).weights, weights, 0.0);
    // The documented W_Q and W_K, written out.
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    const pe::Matrix wQ = pe::randomNormalMatrix(16, 16, 0.25, pe::kDefaultSeed ^ pe::fnv1a64("W_Q"));
    const pe::Matrix wK = pe::randomNormalMatrix(16, 16, 0.25, pe::kDefaultSeed ^ pe::fnv1a64("W_K"));
    COMPARE_MATRICES(result.scores, (result.inputs * wQ) * (result.inputs * wK).transpose() / 4.0, 1e-12);
    options.seed = pe::kDefaultSeed + 1;
    QVERIFY(maxAbsDifference(pe::computeAttention(tokens, options).weights, weights) > kVisibleDifference);
    options.seed = pe::kDefaultSeed;
    options.projection = Projection::Identity;
    QVERIFY(maxAbsDifference(pe::computeAttention(tokens, options).weights, weights) > kVisibleDifference);
}

void TestAttention::tokenPermutation_data()
{
    QTest::addColumn<QStringList>("a");
    QTest::addColumn<QStringList>("b");
    QTest::addColumn<bool>("sameMultiset");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("reversed") << QStringList{"tigers", "love", "rabbits"} << QStringList{"rabbits", "love", "tigers"}
                              << true << QList<int>{2, 1, 0};
    QTest::newRow("repeated tokens keep their order")
        << QStringList{"the", "cat", "saw", "the", "dog"} << QStringList{"the", "dog", "saw", "the", "cat"}
        << true << QList<int>{0, 4, 2, 3, 1};
    QTest::newRow("repeated token moved") << QStringList{"a", "b", "a"} << QStringList{"a", "a", "b"}
                                          << true << QList<int>{0, 2, 1};
    QTest::newRow("same order") << QStringList{"x", "y"} << QStringList{"x", "y"} << true << QList<int>{0, 1};
    QTest::newRow("both empty") << QStringList() << QStringList() << true << QList<int>();
    QTest::newRow("different counts") << QStringList{"a", "a", "b"} << QStringList{"a", "b", "b"} << false << QList<int>();
    QTest::newRow("different lengths") << QStringList{"a", "b"} << QStringList{"a", "b", "b"} << false << QList<int>();
    QTest::newRow("different tokens") << QStringList{"a", "b"} << QStringList{"a", "c"} << false << QList<int>();
    QTest::newRow("case matters") << QStringList{"A"} << QStringList{"a"} << false << QList<int>();
}

void TestAttention::tokenPermutation()
{
    QFETCH(QStringList, a);
    QFETCH(QStringList, b);
    QFETCH(bool, sameMultiset);
    QFETCH(QList<int>, expected);
    const std::optional<std::vector<int>> permutation = pe::tokenPermutation(a, b);
    QCOMPARE(permutation.has_value(), sameMultiset);
    if (!sameMultiset)
        return;
    QCOMPARE(QList<int>(permutation->begin(), permutation->end()), expected);
    for (qsizetype k = 0; k < b.size(); ++k)
        QCOMPARE(b[k], a[(*permutation)[k]]);
}

void TestAttention::permuteMatrix()
{
    const pe::Matrix a = rowMatrix({{1, 2, 3}, {4, 5, 6}, {7, 8, 9}});
    const std::vector<int> p = {2, 0, 1};
    COMPARE_MATRICES(pe::permuteMatrix(a, p), rowMatrix({{9, 7, 8}, {3, 1, 2}, {6, 4, 5}}), 0.0);
    // The same as P·A·Pᵀ with the permutation matrix P(i, p[i]) = 1.
    pe::Matrix permutationMatrix = pe::Matrix::Zero(3, 3);
    for (int i = 0; i < 3; ++i)
        permutationMatrix(i, p[i]) = 1.0;
    COMPARE_MATRICES(pe::permuteMatrix(a, p), permutationMatrix * a * permutationMatrix.transpose(), 0.0);
}

void TestAttention::permuteMatrixRejectsMismatch_data()
{
    QTest::addColumn<pe::Matrix>("a");
    QTest::addColumn<QList<int>>("permutation");
    QTest::newRow("not square") << pe::Matrix(pe::Matrix::Zero(2, 3)) << QList<int>{0, 1};
    QTest::newRow("too few indices") << pe::Matrix(pe::Matrix::Zero(3, 3)) << QList<int>{0, 1};
    QTest::newRow("index past the end") << pe::Matrix(pe::Matrix::Zero(2, 2)) << QList<int>{0, 2};
    QTest::newRow("negative index") << pe::Matrix(pe::Matrix::Zero(2, 2)) << QList<int>{-1, 0};
}

void TestAttention::permuteMatrixRejectsMismatch()
{
    QFETCH(pe::Matrix, a);
    QFETCH(QList<int>, permutation);
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::permuteMatrix(a, std::vector<int>(permutation.begin(), permutation.end())));
}

void TestAttention::validation_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("tokenCount");
    QTest::addColumn<double>("positionWeight");
    QTest::addColumn<double>("base");
    QTest::addColumn<QString>("named");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("valid") << 64 << 8 << pe::kMaxAttentionTokens << -2.0 << 10000.0 << "";
    QTest::newRow("d_model 0") << 0 << 1 << 3 << 1.0 << 10000.0 << "d_model";
    QTest::newRow("d_model too large for attention") << pe::kMaxAttentionDModel + 1 << 1 << 3 << 1.0 << 10000.0 << "d_model";
    QTest::newRow("heads 0") << 64 << 0 << 3 << 1.0 << 10000.0 << "heads";
    QTest::newRow("heads 9") << 72 << 9 << 3 << 1.0 << 10000.0 << "heads";
    QTest::newRow("3 heads do not divide 64") << 64 << 3 << 3 << 1.0 << 10000.0 << "heads must divide d_model";
    QTest::newRow("empty sentence") << 64 << 1 << 0 << 1.0 << 10000.0 << "token count";
    QTest::newRow("too many tokens") << 64 << 1 << pe::kMaxAttentionTokens + 1 << 1.0 << 10000.0 << "token count";
    QTest::newRow("position weight NaN") << 64 << 1 << 3 << nan << 10000.0 << "position weight";
    QTest::newRow("position weight infinite") << 64 << 1 << 3 << kInfinity << 10000.0 << "position weight";
    QTest::newRow("base 1") << 64 << 1 << 3 << 1.0 << 1.0 << "base";
}

void TestAttention::validation()
{
    QFETCH(int, dModel);
    QFETCH(int, heads);
    QFETCH(int, tokenCount);
    QFETCH(double, positionWeight);
    QFETCH(double, base);
    QFETCH(QString, named);
    pe::AttentionOptions options;
    options.dModel = dModel;
    options.heads = heads;
    options.positionWeight = positionWeight;
    options.base = base;
    QStringList tokens;
    for (int k = 0; k < tokenCount; ++k)
        tokens.append(QStringLiteral("w%1").arg(k % 7));

    const QString error = pe::validationError(options, tokenCount);
    if (named.isEmpty()) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(pe::computeAttention(tokens, options).weights.rows(), tokenCount);
        return;
    }
    QVERIFY2(error.startsWith(named), qPrintable(error));
    try {
        pe::computeAttention(tokens, options);
        QFAIL("no exception");
    } catch (const pe::InvalidParameter &exception) {
        QCOMPARE(exception.message(), error);
    }
}

QTEST_APPLESS_MAIN(TestAttention)
#include "test_attention.moc"
