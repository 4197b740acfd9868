// T5's relative bias: the buckets against T5's algorithm written out here (and against Hugging
// Face's code run by PyTorch), their properties, the bias in attention and the settings' checks.

#include "attention/attention.h"
#include "support/matrix_compare.h"
#include "schemes/position_schemes.h"
#include "schemes/table.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <set>

namespace {

// T5's _relative_position_bucket (mesh_tensorflow; Hugging Face's is the same), for one offset:
// float32 arithmetic as in the reference, the logarithm rounded once to float.
int referenceBucket(long relative, bool bidirectional, int numBuckets, int maxDistance)
{
    int result = 0;
    long n;
    if (bidirectional) {
        numBuckets /= 2;
        result += relative > 0 ? numBuckets : 0;
        n = std::labs(relative);
    } else {
        n = std::max(-relative, 0L);
    }
    const int maxExact = numBuckets / 2;
    if (n < maxExact)
        return result + int(n);
    const float logRatio = float(std::log(double(float(n) / float(maxExact))));
    const float large = logRatio / float(std::log(double(maxDistance) / maxExact)) * float(numBuckets - maxExact);
    return result + std::min(numBuckets - 1, maxExact + int(large));
}

} // namespace

class TestT5Bias : public QObject
{
    Q_OBJECT
private slots:
    void knownBuckets_data();
    void knownBuckets();
    void bucketsFollowTheReference_data();
    void bucketsFollowTheReference();
    void pyTorchAgrees_data();
    void pyTorchAgrees();
    void mapDependsOnlyOnOffset_data();
    void mapDependsOnlyOnOffset();
    void biasIsTheHeadsValueOfTheBucket();
    void attentionAddsTheBias();
    void badSettingsAreNamed_data();
    void badSettingsAreNamed();
};

void TestT5Bias::knownBuckets_data()
{
    QTest::addColumn<int>("relative");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("bucket");
    // T5's defaults, 32 buckets and max distance 128; j − i > 0 is a key after the query.
    const int offsets[] = {0, 1, 7, 8, 127, 128, -5, -8, -1000};
    const int bidirectional[] = {0, 17, 23, 24, 31, 31, 5, 8, 15};
    const int causal[] = {0, 0, 0, 0, 0, 0, 5, 8, 31};
    for (int k = 0; k < int(std::size(offsets)); ++k) {
        QTest::addRow("bidirectional %d", offsets[k]) << offsets[k] << false << bidirectional[k];
        QTest::addRow("causal %d", offsets[k]) << offsets[k] << true << causal[k];
    }
}

void TestT5Bias::knownBuckets()
{
    QFETCH(int, relative);
    QFETCH(bool, causal);
    QFETCH(int, bucket);
    QCOMPARE(pe::t5Bucket(relative, {32, 128, causal}), bucket);
    QCOMPARE(referenceBucket(relative, !causal, 32, 128), bucket);
}

void TestT5Bias::bucketsFollowTheReference_data()
{
    QTest::addColumn<int>("buckets");
    QTest::addColumn<int>("maxDistance");
    // 19 and 144 are settings where a double-precision logarithm lands on the other side of a
    // whole number than T5's float32 one.
    for (const auto &[buckets, maxDistance] : std::initializer_list<std::pair<int, int>>{{32, 128}, {4, 2}, {8, 16}, {19, 128}, {144, 100}, {1024, 100000}})
        QTest::addRow("%d buckets, max %d", buckets, maxDistance) << buckets << maxDistance;
}

void TestT5Bias::bucketsFollowTheReference()
{
    QFETCH(int, buckets);
    QFETCH(int, maxDistance);
    for (const bool causal : {false, true}) {
        const pe::T5Buckets t5{buckets, maxDistance, causal};
        if (!pe::validationError(t5).isEmpty())
            continue;
        for (int r = -5000; r <= 5000; ++r)
            QVERIFY2(pe::t5Bucket(r, t5) == referenceBucket(r, !causal, buckets, maxDistance), qPrintable(QString::number(r)));
        // The last bucket begins where the reference first reaches it, and holds every distance after.
        const int last = referenceBucket(-maxDistance, !causal, buckets, maxDistance);
        int start = 0;
        while (referenceBucket(-start, !causal, buckets, maxDistance) != last)
            ++start;
        QCOMPARE(pe::t5LastBucketStart(t5), start);
        QVERIFY(start <= maxDistance);
        if (buckets == 32 && maxDistance == 128)
            QCOMPARE(start, causal ? 113 : 91);  // T5's defaults: long before the maximum distance
        // Bucket numbers stay below B and grow with the distance on each side.
        for (int r = 1; r <= 5000; ++r) {
            QVERIFY(pe::t5Bucket(-r, t5) >= pe::t5Bucket(1 - r, t5));
            QVERIFY(pe::t5Bucket(r, t5) >= pe::t5Bucket(r - 1, t5) || (!causal && r == 1));
            QVERIFY(pe::t5Bucket(r, t5) < buckets && pe::t5Bucket(-r, t5) < buckets);
        }
    }
}

void TestT5Bias::pyTorchAgrees_data()
{
    QTest::addColumn<int>("buckets");
    QTest::addColumn<int>("maxDistance");
    QTest::addColumn<bool>("causal");
    QTest::newRow("T5's defaults") << 32 << 128 << false;
    QTest::newRow("T5's defaults, causal") << 32 << 128 << true;
    QTest::newRow("19 buckets, max 128") << 19 << 128 << false;
    QTest::newRow("144 buckets, max 100, causal") << 144 << 100 << true;
}

void TestT5Bias::pyTorchAgrees()
{
    QFETCH(int, buckets);
    QFETCH(int, maxDistance);
    QFETCH(bool, causal);
    const QString python = QStringLiteral("/usr/bin/python3");
    static const bool hasTorch = QProcess::execute(python, {QStringLiteral("-c"), QStringLiteral("import torch")}) == 0;
    if (!hasTorch)
        QSKIP("PyTorch is not installed (scripts/setup.sh installs python3-torch)");
    // Hugging Face's T5Attention._relative_position_bucket, as it is written there.
    const QString script = QStringLiteral(
        "import math, sys, torch\n"
        "def bucket(relative_position, bidirectional=True, num_buckets=32, max_distance=128):\n"
        "    relative_buckets = 0\n"
        "    if bidirectional:\n"
        "        num_buckets //= 2\n"
        "        relative_buckets += (relative_position > 0).to(torch.long) * num_buckets\n"
        "        relative_position = torch.abs(relative_position)\n"
        "    else:\n"
        "        relative_position = -torch.min(relative_position, torch.zeros_like(relative_position))\n"
        "    max_exact = num_buckets // 2\n"
        "    is_small = relative_position < max_exact\n"
        "    relative_position_if_large = max_exact + (\n"
        "        torch.log(relative_position.float() / max_exact) / math.log(max_distance / max_exact) * (num_buckets - max_exact)\n"
        "    ).to(torch.long)\n"
        "    relative_position_if_large = torch.min(relative_position_if_large, torch.full_like(relative_position_if_large, num_buckets - 1))\n"
        "    relative_buckets += torch.where(is_small, relative_position, relative_position_if_large)\n"
        "    return relative_buckets\n"
        "pos = torch.arange(400)\n"
        "b = bucket(pos[None, :] - pos[:, None], %1, %2, %3)\n"
        "sys.stdout.write(' '.join(str(v) for v in b.flatten().tolist()))\n")
        .arg(causal ? QStringLiteral("False") : QStringLiteral("True")).arg(buckets).arg(maxDistance);
    QProcess process;
    process.start(python, {QStringLiteral("-c"), script});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QList<QByteArray> values = process.readAllStandardOutput().split(' ');
    const pe::Matrix map = pe::t5BucketMap(400, {buckets, maxDistance, causal});
    QCOMPARE(values.size(), qsizetype(map.size()));
    for (int i = 0; i < 400; ++i)
        for (int j = 0; j < 400; ++j)
            QVERIFY2(map(i, j) == values[i * 400 + j].toDouble(), qPrintable(QStringLiteral("query %1, key %2").arg(i).arg(j)));
}

void TestT5Bias::mapDependsOnlyOnOffset_data()
{
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("used");
    // Bidirectional: bucket 16 would be distance 0 after the query, which does not exist.
    QTest::newRow("bidirectional") << false << 31;
    QTest::newRow("causal") << true << 32;
}

void TestT5Bias::mapDependsOnlyOnOffset()
{
    QFETCH(bool, causal);
    QFETCH(int, used);
    const pe::T5Buckets t5{32, 128, causal};
    const pe::Matrix map = pe::t5BucketMap(300, t5);
    std::set<double> distinct;
    for (int i = 0; i < 300; ++i)
        for (int j = 0; j < 300; ++j) {
            QCOMPARE(map(i, j), double(pe::t5Bucket(j - i, t5)));
            if (i > 0 && j > 0)
                QCOMPARE(map(i, j), map(i - 1, j - 1));
            distinct.insert(map(i, j));
        }
    // Every bucket is used once the distances reach max_distance.
    QCOMPARE(int(distinct.size()), used);
    // The explorer shows this map.
    pe::SchemeParams params;
    params.scheme = pe::Scheme::T5;
    params.encoding.positions = 300;
    params.schemeSettings.t5 = t5;
    QVERIFY(pe::schemeMatrix(params) == map);
}

void TestT5Bias::biasIsTheHeadsValueOfTheBucket()
{
    const pe::T5Buckets t5;
    const pe::Matrix values = pe::t5BucketValues(4, t5.buckets, 7);
    QCOMPARE(values.rows(), 4);
    QCOMPARE(values.cols(), 32);
    QVERIFY(pe::t5BucketValues(1, t5.buckets, 7).row(0) == values.row(0));
    QVERIFY(values.row(0) != pe::t5BucketValues(1, t5.buckets, 8).row(0));
    for (int head = 0; head < 4; ++head) {
        const pe::Matrix bias = pe::t5Bias(20, t5, values, head);
        for (int i = 0; i < 20; ++i)
            for (int j = 0; j < 20; ++j)
                QCOMPARE(bias(i, j), values(head, pe::t5Bucket(j - i, t5)));
        // Not mirror-symmetric like ALiBi: a key before the query is in another bucket than one after.
        QVERIFY(bias != bias.transpose());
    }
}

void TestT5Bias::attentionAddsTheBias()
{
    const QStringList tokens{QStringLiteral("tigers"), QStringLiteral("love"), QStringLiteral("rabbits"), QStringLiteral("too")};
    pe::AttentionOptions options;
    options.dModel = 16;
    options.heads = 2;
    options.scheme = pe::Scheme::T5;
    options.schemeSettings.t5 = {8, 16, false};
    pe::AttentionOptions without = options;
    without.positional = false;
    const pe::AttentionResult withBias = pe::computeAttention(tokens, options);
    const pe::AttentionResult plain = pe::computeAttention(tokens, without);
    const pe::Matrix values = pe::t5BucketValues(2, 8, options.seed);
    for (int h = 0; h < 2; ++h)
        COMPARE_MATRICES(withBias.headScores[h], plain.headScores[h] + pe::t5Bias(4, options.schemeSettings.t5, values, h), 1e-12);
    QVERIFY(withBias.inputs == plain.inputs);  // nothing added to the words
}

void TestT5Bias::badSettingsAreNamed_data()
{
    QTest::addColumn<int>("buckets");
    QTest::addColumn<int>("maxDistance");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<QString>("message");
    QTest::newRow("3 buckets") << 3 << 128 << false << "buckets must be a whole number from 4 to 1024 for T5 (got 3).";
    QTest::newRow("1025 buckets") << 1025 << 128 << false << "buckets must be a whole number from 4 to 1024 for T5 (got 1025).";
    QTest::newRow("max distance at the exact ones") << 32 << 8 << false
                                                    << "max distance must be a whole number from 9 to 1048576 for T5 with 32 bidirectional buckets: "
                                                       "more than the 8 distances its buckets count one by one (got 8).";
    QTest::newRow("causal counts twice as many exactly") << 32 << 16 << true
                                                         << "max distance must be a whole number from 17 to 1048576 for T5 with 32 causal buckets: "
                                                            "more than the 16 distances its buckets count one by one (got 16).";
    QTest::newRow("fine") << 32 << 9 << false << "";
}

void TestT5Bias::badSettingsAreNamed()
{
    QFETCH(int, buckets);
    QFETCH(int, maxDistance);
    QFETCH(bool, causal);
    QFETCH(QString, message);
    const pe::T5Buckets t5{buckets, maxDistance, causal};
    QCOMPARE(pe::validationError(t5), message);
    pe::SchemeParams params;
    params.scheme = pe::Scheme::T5;
    params.schemeSettings.t5 = t5;
    QCOMPARE(pe::validationError(params), message);
    params.scheme = pe::Scheme::Alibi;  // a setting another scheme does not read never blocks it
    QCOMPARE(pe::validationError(params), QString());
    if (!message.isEmpty())
        QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::t5Bucket(0, t5));
}

QTEST_APPLESS_MAIN(TestT5Bias)
#include "test_t5_bias.moc"
