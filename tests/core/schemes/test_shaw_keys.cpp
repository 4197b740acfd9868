// Shaw et al.'s relative keys: the clipped distances, their properties, and attention with them
// against e_ij = s(q_i, k_j + a_clip(j−i)) written out here.

#include "attention/attention.h"
#include "support/matrix_compare.h"
#include "schemes/position_schemes.h"
#include "schemes/table.h"

#include <QtTest>
#include <cmath>
#include <set>

Q_DECLARE_METATYPE(pe::Score)

class TestShawKeys : public QObject
{
    Q_OBJECT
private slots:
    void clippedDistances_data();
    void clippedDistances();
    void keysAreOnePerHeadAndRelation();
    void attentionAddsTheRelativeKeys_data();
    void attentionAddsTheRelativeKeys();
    void badClipsAreNamed_data();
    void badClipsAreNamed();
};

void TestShawKeys::clippedDistances_data()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("clip");
    QTest::addColumn<int>("relations");
    QTest::newRow("k 4 over 100 positions: 9 relations") << 100 << 4 << 9;
    QTest::newRow("k 1: before, same, after") << 10 << 1 << 3;
    QTest::newRow("k larger than the sentence: every distance its own") << 5 << 16 << 9;
}

void TestShawKeys::clippedDistances()
{
    QFETCH(int, positions);
    QFETCH(int, clip);
    QFETCH(int, relations);
    const pe::Matrix distances = pe::shawClippedDistances(positions, clip);
    std::set<double> distinct;
    for (int i = 0; i < positions; ++i)
        for (int j = 0; j < positions; ++j) {
            QCOMPARE(distances(i, j), double(std::max(-clip, std::min(clip, j - i))));
            distinct.insert(distances(i, j));
        }
    QCOMPARE(int(distinct.size()), relations);
    pe::SchemeParams params;
    params.scheme = pe::Scheme::Shaw;
    params.encoding.positions = positions;
    params.schemeSettings.shawClip = clip;
    QVERIFY(pe::schemeMatrix(params) == distances);
}

void TestShawKeys::keysAreOnePerHeadAndRelation()
{
    const pe::Matrix keys = pe::shawRelativeKeys(3, 4, 8, 11);
    QCOMPARE(keys.rows(), 3 * 9);
    QCOMPARE(keys.cols(), 8);
    QVERIFY(keys.topRows(9) == pe::shawRelativeKeys(1, 4, 8, 11));  // head 0 whatever the heads
    QVERIFY(keys != pe::shawRelativeKeys(3, 4, 8, 12));
}

void TestShawKeys::attentionAddsTheRelativeKeys_data()
{
    QTest::addColumn<pe::Score>("score");
    QTest::addColumn<int>("clip");
    QTest::newRow("scaled dot, the paper's, k 2") << pe::Score::Scaled << 2;
    QTest::newRow("dot, k 1") << pe::Score::Dot << 1;
    QTest::newRow("cosine, k 8") << pe::Score::Cosine << 8;
}

void TestShawKeys::attentionAddsTheRelativeKeys()
{
    QFETCH(pe::Score, score);
    QFETCH(int, clip);
    const QStringList tokens{QStringLiteral("the"), QStringLiteral("dog"), QStringLiteral("bit"), QStringLiteral("the"), QStringLiteral("man")};
    pe::AttentionOptions options;
    options.dModel = 12;
    options.heads = 2;
    options.projection = pe::Projection::Random;
    options.scheme = pe::Scheme::Shaw;
    options.schemeSettings.shawClip = clip;
    options.score = score;
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    const pe::RandomProjections projections = pe::randomProjections(12, options.seed);
    const pe::Matrix q = result.embeddings * projections.query;
    const pe::Matrix k = result.embeddings * projections.key;
    QVERIFY(result.inputs == result.embeddings);  // nothing added to the words
    const pe::Matrix vectors = pe::shawRelativeKeys(2, clip, 6, options.seed);
    for (int h = 0; h < 2; ++h) {
        pe::Matrix expected(5, 5);
        for (int i = 0; i < 5; ++i)
            for (int j = 0; j < 5; ++j) {
                const Eigen::RowVectorXd qi = q.block(i, 6 * h, 1, 6);
                const Eigen::RowVectorXd kj = k.block(j, 6 * h, 1, 6) + vectors.row(h * (2 * clip + 1) + std::clamp(j - i, -clip, clip) + clip);
                const double dot = qi.dot(kj);
                expected(i, j) = score == pe::Score::Dot ? dot : score == pe::Score::Scaled ? dot / std::sqrt(6.0) : dot / (qi.norm() * kj.norm());
            }
        COMPARE_MATRICES(result.headScores[h], expected, 1e-12);
    }
}

void TestShawKeys::badClipsAreNamed_data()
{
    QTest::addColumn<int>("clip");
    QTest::addColumn<QString>("message");
    QTest::newRow("0") << 0 << "the clipping distance k must be a whole number from 1 to 4096 for Shaw's relative keys (got 0).";
    QTest::newRow("4097") << 4097 << "the clipping distance k must be a whole number from 1 to 4096 for Shaw's relative keys (got 4097).";
    QTest::newRow("fine") << 4096 << "";
}

void TestShawKeys::badClipsAreNamed()
{
    QFETCH(int, clip);
    QFETCH(QString, message);
    pe::SchemeParams params;
    params.scheme = pe::Scheme::Shaw;
    params.schemeSettings.shawClip = clip;
    QCOMPARE(pe::validationError(params), message);
    pe::AttentionOptions options;
    options.scheme = pe::Scheme::Shaw;
    options.schemeSettings.shawClip = clip;
    QCOMPARE(pe::validationError(options, 3), message);
    options.positional = false;  // not used without position
    QCOMPARE(pe::validationError(options, 3), QString());
    params.scheme = pe::Scheme::Alibi;
    QCOMPARE(pe::validationError(params), QString());
}

QTEST_APPLESS_MAIN(TestShawKeys)
#include "test_shaw_keys.moc"
