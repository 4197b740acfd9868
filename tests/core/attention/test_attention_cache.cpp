// The attention cache changes no number: a lab that keeps one through any sequence of changes
// sees exactly what a fresh computation gives, and the parts it keeps are really reused. Nor does
// the quick way alignOrders() compares the pairings of repeated words: it picks what the plain
// b − P·a·Pᵀ of every pairing picks, to the last bit.

#include "attention/cache.h"
#include "attention/word_order.h"
#include "text/tokenizer.h"

#include <QRandomGenerator>
#include <QtTest>

class TestAttentionCache : public QObject
{
    Q_OBJECT
private slots:
    void cachedEqualsUncached_data();
    void cachedEqualsUncached();
    void partsAreReused();
    void projectionsFollowTheSeed();
    void quickPairingIsThePlainOne_data();
    void quickPairingIsThePlainOne();
};

void TestAttentionCache::cachedEqualsUncached_data()
{
    QTest::addColumn<int>("projection");
    QTest::newRow("identity projections") << int(pe::Projection::Identity);
    QTest::newRow("random projections") << int(pe::Projection::Random);
}

void TestAttentionCache::cachedEqualsUncached()
{
    QFETCH(int, projection);
    const QStringList sentences[] = {{"tigers", "love", "rabbits"}, {"rabbits", "love", "tigers"}, {"我", "爱", "你", "。"}};
    const pe::Scheme schemes[] = {pe::Scheme::Sinusoidal, pe::Scheme::Learned, pe::Scheme::Rope, pe::Scheme::Alibi, pe::Scheme::Binary};
    QRandomGenerator random(11);
    pe::AttentionCache cache;
    for (int step = 0; step < 120; ++step) { // a student changing one thing after another
        pe::AttentionOptions options;
        options.projection = pe::Projection(projection);
        options.dModel = 8 << random.bounded(3);
        options.scheme = schemes[random.bounded(5)];
        options.seed = random.bounded(3);
        options.positionWeight = random.bounded(4) / 2.0;
        options.combine = random.bounded(2) ? pe::Combine::Add : pe::Combine::Multiply;
        options.positional = random.bounded(3) != 0;
        const QStringList &tokens = sentences[random.bounded(3)];
        const pe::AttentionResult cached = pe::computeAttention(tokens, options, &cache);
        const pe::AttentionResult fresh = pe::computeAttention(tokens, options);
        QCOMPARE(cached.weights, fresh.weights); // exactly: the same products in the same order
        QCOMPARE(cached.scores, fresh.scores);
        QCOMPARE(cached.inputs, fresh.inputs);
    }
}

void TestAttentionCache::partsAreReused()
{
    pe::AttentionCache cache;
    int made = 0;
    const auto make = [&] { ++made; return pe::AttentionInputPart{}; };
    const pe::EmbeddingKey a{{"tigers"}, 8, 1, nullptr, false};
    const pe::EmbeddingKey b{{"rabbits"}, 8, 1, nullptr, false};
    const pe::EmbeddingKey c{{"love"}, 8, 1, nullptr, false};
    const auto first = cache.embeddings(a, make);
    cache.embeddings(b, make);
    QCOMPARE(cache.embeddings(a, make), first); // the lab's two sentences both stay
    QCOMPARE(made, 2);
    cache.embeddings(c, make);                  // a third pushes out the one made first (a)
    cache.embeddings(b, make);
    QCOMPARE(made, 3);
    cache.embeddings(a, make);
    QCOMPARE(made, 4);
}

void TestAttentionCache::projectionsFollowTheSeed()
{
    pe::AttentionCache cache;
    const pe::Matrix first = cache.projections(16, 1).query;
    QCOMPARE(first, pe::randomProjections(16, 1).query);
    QVERIFY(cache.projections(16, 2).query != first);
    QCOMPARE(cache.projections(16, 1).query, first);
    QCOMPARE(cache.projections(8, 1).query.rows(), 8);
}

void TestAttentionCache::quickPairingIsThePlainOne_data()
{
    QTest::addColumn<QStringList>("a");
    QTest::addColumn<QStringList>("b");
    QTest::addColumn<int>("levels");  // the weights take this many values: few, and pairings tie
    QTest::addColumn<bool>("withPosition");
    const QStringList dog = QString("the dog bit the man and the cat").split(' ');
    QStringList dogBackwards = dog;
    std::reverse(dogBackwards.begin(), dogBackwards.end());
    QStringList bench;  // the benchmark's sentences: 64 tokens of 40 words, and backwards
    for (int k = 0; k < 64; ++k)
        bench << QStringLiteral("w%1").arg(k % 40);
    QStringList benchBackwards = bench;
    std::reverse(benchBackwards.begin(), benchBackwards.end());
    QStringList manyAlike = QString("a b a c a b a c a").split(' ');
    QStringList manyAlikeB = manyAlike;
    std::rotate(manyAlikeB.begin(), manyAlikeB.begin() + 2, manyAlikeB.end());
    QTest::newRow("no repeated word") << dog.mid(1, 3) << QStringList{"the", "bit", "dog"} << 1000 << true;
    QTest::newRow("the three times, random weights") << dog << dogBackwards << 1000 << true;
    QTest::newRow("the three times, weights that tie") << dog << dogBackwards << 2 << true;
    QTest::newRow("a four times, weights that tie") << manyAlike << manyAlikeB << 3 << true;
    QTest::newRow("a four times, without position only") << manyAlike << manyAlikeB << 3 << false;
    QTest::newRow("the benchmark's 64 tokens") << bench << benchBackwards << 1000 << true;
    QTest::newRow("the benchmark's 64 tokens, weights that tie") << bench << benchBackwards << 4 << true;
}

void TestAttentionCache::quickPairingIsThePlainOne()
{
    QFETCH(QStringList, a);
    QFETCH(QStringList, b);
    QFETCH(int, levels);
    QFETCH(bool, withPosition);
    QRandomGenerator random(7);
    const auto weights = [&] {
        pe::Matrix m(a.size(), a.size());
        for (double &x : m.reshaped())
            x = random.bounded(levels) / double(levels);
        return m;
    };
    pe::WordOrderComparison comparison;
    comparison.a = a;
    comparison.b = b;
    comparison.aWithout.weights = weights();
    comparison.bWithout.weights = weights();
    if (withPosition) {
        comparison.aWith.weights = weights();
        comparison.bWith.weights = weights();
    }
    pe::alignOrders(comparison);

    // The plain way: every pairing's two difference matrices, the smallest (with, then without) first met.
    double count = 0.0;
    const qsizetype limit = std::max<qsizetype>(1, qsizetype(pe::kMaxPairingWork / double(a.size() * a.size())));
    const auto difference = [](const pe::Matrix &x, const pe::Matrix &y, const std::vector<int> &p) {
        return x.size() == 0 ? pe::Matrix() : pe::Matrix(y - pe::permuteMatrix(x, p));
    };
    const auto largest = [](const pe::Matrix &m) { return m.size() == 0 ? 0.0 : m.cwiseAbs().maxCoeff(); };
    std::optional<std::pair<double, double>> best;
    std::vector<int> bestPairing;
    for (const std::vector<int> &p : pe::tokenPairings(a, b, limit, &count)) {
        const std::pair<double, double> here(largest(difference(comparison.aWith.weights, comparison.bWith.weights, p)),
                                             largest(difference(comparison.aWithout.weights, comparison.bWithout.weights, p)));
        if (!best || here < *best) {
            best = here;
            bestPairing = p;
        }
    }
    QVERIFY(comparison.permutation);
    QCOMPARE(*comparison.permutation, bestPairing);
    QVERIFY2(comparison.maxDifferenceWith == best->first && comparison.maxDifferenceWithout == best->second,  // to the bit
             qPrintable(QStringLiteral("%1 %2 against %3 %4").arg(comparison.maxDifferenceWith, 0, 'g', 17)
                            .arg(comparison.maxDifferenceWithout, 0, 'g', 17).arg(best->first, 0, 'g', 17).arg(best->second, 0, 'g', 17)));
    QCOMPARE(comparison.differenceWith, difference(comparison.aWith.weights, comparison.bWith.weights, bestPairing));
    QCOMPARE(comparison.differenceWithout, difference(comparison.aWithout.weights, comparison.bWithout.weights, bestPairing));
}

QTEST_GUILESS_MAIN(TestAttentionCache)
#include "test_attention_cache.moc"
