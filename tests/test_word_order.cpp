// Two word orders compared: without positional information attention cannot tell them apart
// (the maps are the same up to reordering); with it, it can.

#include "matrix_compare.h"
#include "tokenizer.h"
#include "word_order.h"

#include <QtTest>

Q_DECLARE_METATYPE(pe::Projection)
Q_DECLARE_METATYPE(pe::Combine)
Q_DECLARE_METATYPE(pe::Scheme)
Q_DECLARE_METATYPE(std::vector<double>)

static QStringList tokens(const QString &text)
{
    return pe::tokenTexts(pe::tokenize(text));
}

class TestWordOrder : public QObject
{
    Q_OBJECT
private slots:
    void positionMakesTheDifference_data();
    void positionMakesTheDifference();
    void everySchemeMakesTheDifference_data();
    void everySchemeMakesTheDifference();
    void differencesAreRecomputedIndependently();
    void reusingThePreviousComparisonChangesNothing();
    void differentWordsHaveNoComparison();
    void causalMaskRevealsOrderEvenWithoutPosition();
    void cosineSimilarity_data();
    void cosineSimilarity();
};

void TestWordOrder::positionMakesTheDifference_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<pe::Projection>("projection");
    QTest::addColumn<pe::Combine>("combine");
    QTest::addColumn<int>("heads");
    const QList<std::pair<QString, QString>> pairs{
        {"Tigers love rabbits.", "Rabbits love tigers."},
        {"我爱你", "你爱我"},
        {"我爱北京天安门", "我爱天安门北京"},
        {"I do not like the story of the movie, but I do like the cast.",
         "I do like the story of the movie, but I do not like the cast."},
    };
    for (const auto &[a, b] : pairs) {
        QTest::addRow("%s / identity, add", qPrintable(a)) << a << b << pe::Projection::Identity << pe::Combine::Add << 1;
        QTest::addRow("%s / random, add, 4 heads", qPrintable(a)) << a << b << pe::Projection::Random << pe::Combine::Add << 4;
        QTest::addRow("%s / random, multiply", qPrintable(a)) << a << b << pe::Projection::Random << pe::Combine::Multiply << 1;
    }
}

void TestWordOrder::positionMakesTheDifference()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(pe::Projection, projection);
    QFETCH(pe::Combine, combine);
    QFETCH(int, heads);
    pe::AttentionOptions options;
    options.projection = projection;
    options.combine = combine;
    options.heads = heads;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens(a), tokens(b), options);
    QVERIFY(comparison.permutation.has_value());
    QVERIFY2(comparison.maxDifferenceWithout <= 1e-12, qPrintable(QString::number(comparison.maxDifferenceWithout)));
    QVERIFY2(comparison.maxDifferenceWith > 1e-4, qPrintable(QString::number(comparison.maxDifferenceWith)));
    QVERIFY(!comparison.aWithout.positionalEncoding.size());
    QCOMPARE(comparison.aWith.positionalEncoding.rows(), comparison.aWith.tokens.size());
}

void TestWordOrder::everySchemeMakesTheDifference_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<bool>("told");
    const struct {
        const char *a;
        const char *b;
        bool mirrored;  // b is a read backwards
    } pairs[] = {
        {"tigers love rabbits", "rabbits love tigers", true},
        {"我爱你", "你爱我", true},
        {"我爱北京天安门", "我爱天安门北京", false},
        {"the cat saw the dog", "the dog saw the cat", false},
    };
    for (const auto &pair : pairs)
        for (const pe::Scheme scheme : pe::allSchemes()) {
            // ALiBi's penalty depends on |i − j| only, which reading backwards keeps: a mirror
            // image is the one reordering it cannot see (see TestPositionSchemes).
            const bool told = !(pair.mirrored && scheme == pe::Scheme::Alibi);
            QTest::addRow("%s / %s%s", pair.a, qPrintable(pe::schemeName(scheme)), told ? "" : ", blind to the mirror image")
                << QString::fromUtf8(pair.a) << QString::fromUtf8(pair.b) << scheme << told;
        }
}

void TestWordOrder::everySchemeMakesTheDifference()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(pe::Scheme, scheme);
    QFETCH(bool, told);
    pe::AttentionOptions options;
    options.scheme = scheme;
    options.projection = pe::Projection::Random;
    options.heads = 4;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens(a), tokens(b), options);
    QVERIFY(comparison.permutation.has_value());
    // Without position the scheme is never used: the two maps are one map reordered.
    QVERIFY2(comparison.maxDifferenceWithout <= 1e-12, qPrintable(QString::number(comparison.maxDifferenceWithout)));
    if (told)
        QVERIFY2(comparison.maxDifferenceWith > 1e-6, qPrintable(QStringLiteral("with position only %1").arg(comparison.maxDifferenceWith)));
    else
        QVERIFY2(comparison.maxDifferenceWith <= 1e-12, qPrintable(QStringLiteral("with position %1").arg(comparison.maxDifferenceWith)));
    const qsizetype n = comparison.aWith.tokens.size();
    QCOMPARE(comparison.aWith.positionalEncoding.rows(), pe::isAdditive(scheme) ? n : 0);
    QCOMPARE(comparison.aWithout.positionalEncoding.size(), 0);
}

void TestWordOrder::differencesAreRecomputedIndependently()
{
    // B − P·A·Pᵀ written out with loops over the permutation, not with permuteMatrix().
    const QStringList a = tokens("the cat saw the dog");
    const QStringList b = tokens("the dog saw the cat");
    pe::AttentionOptions options;
    options.projection = pe::Projection::Random;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(a, b, options);
    const std::vector<int> &p = *comparison.permutation;
    for (int k = 0; k < b.size(); ++k)
        QCOMPARE(b[k], a[p[k]]);
    pe::Matrix expected(b.size(), b.size());
    for (int i = 0; i < b.size(); ++i)
        for (int j = 0; j < b.size(); ++j)
            expected(i, j) = comparison.bWith.weights(i, j) - comparison.aWith.weights(p[i], p[j]);
    COMPARE_MATRICES(comparison.differenceWith, expected, 0.0);
    QCOMPARE(comparison.maxDifferenceWith, expected.cwiseAbs().maxCoeff());
}

void TestWordOrder::reusingThePreviousComparisonChangesNothing()
{
    const QStringList a = tokens("tigers love rabbits");
    const QStringList b = tokens("rabbits love tigers");
    pe::AttentionOptions options;
    options.projection = pe::Projection::Random;
    const pe::WordOrderComparison first = pe::compareWordOrders(a, b, options);
    options.positionWeight = 3.0;  // position only: the results without it are reused
    const pe::WordOrderComparison reused = pe::compareWordOrders(a, b, options, first);
    const pe::WordOrderComparison fresh = pe::compareWordOrders(a, b, options);
    COMPARE_MATRICES(reused.aWithout.weights, fresh.aWithout.weights, 0.0);
    COMPARE_MATRICES(reused.bWith.weights, fresh.bWith.weights, 0.0);
    QCOMPARE(reused.maxDifferenceWith, fresh.maxDifferenceWith);
    QVERIFY(std::abs(reused.maxDifferenceWith - first.maxDifferenceWith) > 1e-6);
    options.seed = 7;  // a new seed changes the word vectors: nothing may be reused
    const pe::WordOrderComparison reseeded = pe::compareWordOrders(a, b, options, first);
    QVERIFY(maxAbsDifference(reseeded.aWithout.weights, first.aWithout.weights) > 1e-6);
}

void TestWordOrder::differentWordsHaveNoComparison()
{
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens("tigers love rabbits"),
                                                                     tokens("tigers love carrots"), {});
    QVERIFY(!comparison.permutation);
    QCOMPARE(comparison.differenceWith.size(), 0);
    QCOMPARE(comparison.bWith.weights.rows(), 3);
}

void TestWordOrder::causalMaskRevealsOrderEvenWithoutPosition()
{
    pe::AttentionOptions options;
    options.causal = true;
    options.projection = pe::Projection::Random;
    const pe::WordOrderComparison comparison = pe::compareWordOrders(tokens("tigers love rabbits"),
                                                                     tokens("rabbits love tigers"), options);
    QVERIFY(comparison.maxDifferenceWithout > 1e-3);
}

void TestWordOrder::cosineSimilarity_data()
{
    QTest::addColumn<std::vector<double>>("u");
    QTest::addColumn<std::vector<double>>("v");
    QTest::addColumn<double>("expected");
    QTest::newRow("same direction") << std::vector<double>{1, 2, 3} << std::vector<double>{2, 4, 6} << 1.0;
    QTest::newRow("opposite") << std::vector<double>{1, 0} << std::vector<double>{-3, 0} << -1.0;
    QTest::newRow("orthogonal") << std::vector<double>{1, 0} << std::vector<double>{0, 5} << 0.0;
    QTest::newRow("45 degrees") << std::vector<double>{1, 0} << std::vector<double>{1, 1} << std::sqrt(0.5);
    QTest::newRow("zero vector") << std::vector<double>{0, 0} << std::vector<double>{1, 1} << 0.0;
}

void TestWordOrder::cosineSimilarity()
{
    QFETCH(std::vector<double>, u);
    QFETCH(std::vector<double>, v);
    QFETCH(double, expected);
    const pe::Vector a = Eigen::Map<const pe::Vector>(u.data(), Eigen::Index(u.size()));
    const pe::Vector b = Eigen::Map<const pe::Vector>(v.data(), Eigen::Index(v.size()));
    QVERIFY(std::abs(pe::cosineSimilarity(a, b) - expected) <= 1e-12);
}

QTEST_APPLESS_MAIN(TestWordOrder)
#include "test_word_order.moc"
