// The untrained embeddings: the same numbers on every machine for the same text and seed,
// different numbers otherwise, and distributed as N(0, σ²).

#include "support/matrix_compare.h"
#include "text/token_embedding.h"

#include <QtTest>
#include <cmath>

Q_DECLARE_METATYPE(std::vector<double>)

class TestEmbeddings : public QObject
{
    Q_OBJECT
private slots:
    void fnv1a64KnownValues_data();
    void fnv1a64KnownValues();
    void knownValues_data();
    void knownValues();
    void sameTextSameVector_data();
    void sameTextSameVector();
    void differentTextsDiffer_data();
    void differentTextsDiffer();
    void differentSeedsDiffer();
    void widerVectorExtendsNarrowerOne();
    void embeddingsMatrixRows();
    void randomMatrixIsTheDocumentedStream();
    void normalDistribution_data();
    void normalDistribution();
    void rejectsDModelOutOfRange_data();
    void rejectsDModelOutOfRange();
    void rejectsMatrixOutOfRange_data();
    void rejectsMatrixOutOfRange();
};

void TestEmbeddings::fnv1a64KnownValues_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<quint64>("expected");
    // The published FNV-1a 64 test vectors (Fowler, Noll, Vo: "FNV hash" test suite).
    QTest::newRow("empty: the offset basis") << QByteArray() << quint64(0xcbf29ce484222325ULL);
    QTest::newRow("a") << QByteArray("a") << quint64(0xaf63dc4c8601ec8cULL);
    QTest::newRow("foobar") << QByteArray("foobar") << quint64(0x85944171f73967e8ULL);
}

void TestEmbeddings::fnv1a64KnownValues()
{
    QFETCH(QByteArray, bytes);
    QFETCH(quint64, expected);
    QCOMPARE(pe::fnv1a64(bytes), expected);
}

void TestEmbeddings::knownValues_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<std::vector<double>>("expected");
    // Computed once, and checked against a separate Python implementation of the documented
    // algorithm (FNV-1a 64 of the UTF-8 bytes XOR seed, SplitMix64, Box–Muller cosine).
    QTest::newRow("tigers, d_model 8, default seed") << QStringLiteral("tigers") << 8 << pe::kDefaultSeed
        << std::vector<double>{-0.17719775364836327, 0.3553611776477882, -0.7622585172248394, -0.3550641435728615};
    QTest::newRow("tigers, seed 0") << QStringLiteral("tigers") << 4 << quint64(0)
        << std::vector<double>{0.4220803684859044, -0.19519468263382314, 0.0530470576259859, -0.09511522430365289};
    QTest::newRow("我: UTF-8 bytes are hashed") << QStringLiteral("我") << 4 << pe::kDefaultSeed
        << std::vector<double>{-0.2762502400038838, -1.6421310938480205, 0.7510428595043986, -2.010298202769939};
    QTest::newRow("café") << QStringLiteral("café") << 4 << pe::kDefaultSeed
        << std::vector<double>{-0.47985139659096493, -0.6975356878333994, -0.5940670908530356, 0.14295856950385766};
}

void TestEmbeddings::knownValues()
{
    QFETCH(QString, token);
    QFETCH(int, dModel);
    QFETCH(quint64, seed);
    QFETCH(std::vector<double>, expected);
    const pe::Vector embedding = pe::tokenEmbedding(token, dModel, seed);
    QCOMPARE(embedding.size(), dModel);
    // Far below the values' scale, far above the last-bit differences between C libraries' log and cos.
    const double tolerance = 1e-13;
    for (size_t j = 0; j < expected.size(); ++j)
        QVERIFY2(std::abs(embedding[Eigen::Index(j)] - expected[j]) <= tolerance,
                 qPrintable(QStringLiteral("dimension %1: %2 instead of %3").arg(j).arg(embedding[Eigen::Index(j)], 0, 'g', 17).arg(expected[j], 0, 'g', 17)));
}

void TestEmbeddings::sameTextSameVector_data()
{
    QTest::addColumn<QString>("token");
    QTest::newRow("English") << QStringLiteral("rabbits");
    QTest::newRow("Chinese") << QStringLiteral("爱");
    QTest::newRow("emoji family") << QStringLiteral("\U0001F468\u200D\U0001F469\u200D\U0001F467");
    QTest::newRow("punctuation") << QStringLiteral(".");
    QTest::newRow("empty text") << QString();
}

void TestEmbeddings::sameTextSameVector()
{
    QFETCH(QString, token);
    // A copy built separately, so equal content rather than a shared buffer is what matters.
    const QString copy = QString::fromUtf8(token.toUtf8());
    COMPARE_MATRICES(pe::tokenEmbedding(copy, 64), pe::tokenEmbedding(token, 64), 0.0);
}

void TestEmbeddings::differentTextsDiffer_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::newRow("two words") << QStringLiteral("tigers") << QStringLiteral("rabbits");
    QTest::newRow("case matters") << QStringLiteral("Tigers") << QStringLiteral("tigers");
    QTest::newRow("one letter apart") << QStringLiteral("a") << QStringLiteral("b");
    QTest::newRow("two ideographs") << QStringLiteral("我") << QStringLiteral("你");
    QTest::newRow("empty and space") << QString() << QStringLiteral(" ");
}

void TestEmbeddings::differentTextsDiffer()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    // 64 independent normals: the largest difference is well above 1 with near certainty.
    QVERIFY(maxAbsDifference(pe::tokenEmbedding(first, 64), pe::tokenEmbedding(second, 64)) > 0.5);
}

void TestEmbeddings::differentSeedsDiffer()
{
    const QString token = QStringLiteral("tigers");
    QVERIFY(maxAbsDifference(pe::tokenEmbedding(token, 64, 1), pe::tokenEmbedding(token, 64, 2)) > 0.5);
    QVERIFY(maxAbsDifference(pe::tokenEmbedding(token, 64), pe::tokenEmbedding(token, 64, pe::kDefaultSeed + 1)) > 0.5);
}

void TestEmbeddings::widerVectorExtendsNarrowerOne()
{
    // Dimension j always comes from the same draws, so changing d_model keeps the first values.
    const pe::Vector narrow = pe::tokenEmbedding(QStringLiteral("love"), 8);
    const pe::Vector wide = pe::tokenEmbedding(QStringLiteral("love"), 512);
    COMPARE_MATRICES(wide.head(8), narrow, 0.0);
}

void TestEmbeddings::embeddingsMatrixRows()
{
    const QStringList tokens = {QStringLiteral("the"), QStringLiteral("cat"), QStringLiteral("the")};
    const pe::Matrix embeddings = pe::tokenEmbeddings(tokens, 16, 7);
    QCOMPARE(embeddings.rows(), 3);
    QCOMPARE(embeddings.cols(), 16);
    for (int k = 0; k < 3; ++k)
        COMPARE_MATRICES(embeddings.row(k).transpose(), pe::tokenEmbedding(tokens[k], 16, 7), 0.0);
    QVERIFY(maxAbsDifference(embeddings.row(0), embeddings.row(1)) > 0.5);
    QCOMPARE(pe::tokenEmbeddings({}, 16).rows(), 0);
}

void TestEmbeddings::randomMatrixIsTheDocumentedStream()
{
    // Row by row from the seed itself: a token's embedding is the (1 × D) matrix of its seed.
    const quint64 seed = pe::fnv1a64("tigers") ^ pe::kDefaultSeed;
    COMPARE_MATRICES(pe::randomNormalMatrix(1, 8, 1.0, seed).transpose(), pe::tokenEmbedding(QStringLiteral("tigers"), 8), 0.0);
    const pe::Matrix unit = pe::randomNormalMatrix(3, 5, 1.0, 99);
    COMPARE_MATRICES(pe::randomNormalMatrix(3, 5, 0.25, 99), 0.25 * unit, 1e-15);
    const pe::Matrix flat = pe::randomNormalMatrix(1, 15, 1.0, 99);
    COMPARE_MATRICES(unit.row(1), flat.middleCols(5, 5), 0.0);
    QVERIFY(maxAbsDifference(pe::randomNormalMatrix(3, 5, 1.0, 100), unit) > 0.5);
    QCOMPARE(pe::randomNormalMatrix(0, 5, 1.0, 1).size(), 0);
}

void TestEmbeddings::normalDistribution_data()
{
    QTest::addColumn<bool>("fromTokens");
    QTest::addColumn<double>("sigma");
    QTest::newRow("embeddings of 100 tokens, d_model 10000") << true << 1.0;
    QTest::newRow("random 1000 × 1000 matrix, σ = 1/8") << false << 0.125;
}

void TestEmbeddings::normalDistribution()
{
    QFETCH(bool, fromTokens);
    QFETCH(double, sigma);
    pe::Matrix values;
    if (fromTokens) {
        QStringList tokens;
        for (int k = 0; k < 100; ++k)
            tokens.append(QStringLiteral("token%1").arg(k));
        values = pe::tokenEmbeddings(tokens, 10000);
    } else {
        values = pe::randomNormalMatrix(1000, 1000, sigma, 12345);
    }
    const double count = double(values.size());
    const double mean = values.mean();
    const double variance = (values.array() - mean).square().sum() / (count - 1);
    const double withinOneSigma = double((values.array().abs() <= sigma).count()) / count;
    // Five standard errors each: sd of the mean σ/√N, of the variance σ²·√(2/N), of the
    // fraction p within one σ √(p(1-p)/N) with p = 0.6827 for a normal (0.577 for a uniform).
    const double p = std::erf(1.0 / std::sqrt(2.0));
    QVERIFY2(std::abs(mean) <= 5 * sigma / std::sqrt(count), qPrintable(QStringLiteral("mean %1").arg(mean)));
    QVERIFY2(std::abs(variance - sigma * sigma) <= 5 * sigma * sigma * std::sqrt(2 / count),
             qPrintable(QStringLiteral("variance %1").arg(variance)));
    QVERIFY2(std::abs(withinOneSigma - p) <= 5 * std::sqrt(p * (1 - p) / count),
             qPrintable(QStringLiteral("fraction within one σ %1").arg(withinOneSigma)));
}

void TestEmbeddings::rejectsDModelOutOfRange_data()
{
    QTest::addColumn<int>("dModel");
    QTest::newRow("d_model 0") << 0;
    QTest::newRow("negative d_model") << -3;
    QTest::newRow("d_model too large") << pe::kMaxDModel + 1;
}

void TestEmbeddings::rejectsDModelOutOfRange()
{
    QFETCH(int, dModel);
    try {
        pe::tokenEmbedding(QStringLiteral("a"), dModel);
        QFAIL("no exception");
    } catch (const pe::InvalidParameter &error) {
        QVERIFY2(error.message().startsWith(QStringLiteral("d_model")), qPrintable(error.message()));
    }
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::tokenEmbeddings({QStringLiteral("a")}, dModel));
}

void TestEmbeddings::rejectsMatrixOutOfRange_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<double>("sigma");
    QTest::addColumn<QString>("named");
    QTest::newRow("negative rows") << -1 << 4 << 1.0 << "rows × columns";
    QTest::newRow("negative columns") << 4 << -1 << 1.0 << "rows × columns";
    QTest::newRow("too many values") << (1 << 16) << (1 << 16) << 1.0 << "rows × columns";
    QTest::newRow("negative σ") << 2 << 2 << -1.0 << "standard deviation";
    QTest::newRow("σ NaN") << 2 << 2 << std::numeric_limits<double>::quiet_NaN() << "standard deviation";
    QTest::newRow("σ infinite") << 2 << 2 << std::numeric_limits<double>::infinity() << "standard deviation";
}

void TestEmbeddings::rejectsMatrixOutOfRange()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(double, sigma);
    QFETCH(QString, named);
    try {
        pe::randomNormalMatrix(rows, cols, sigma, 1);
        QFAIL("no exception");
    } catch (const pe::InvalidParameter &error) {
        QVERIFY2(error.message().startsWith(named), qPrintable(error.message()));
    }
}

QTEST_APPLESS_MAIN(TestEmbeddings)
#include "test_embeddings.moc"
