// The attention cache changes no number: a lab that keeps one through any sequence of changes
// sees exactly what a fresh computation gives, and the parts it keeps are really reused.

#include "attention/cache.h"
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

QTEST_GUILESS_MAIN(TestAttentionCache)
#include "test_attention_cache.moc"
