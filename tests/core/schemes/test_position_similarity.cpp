// Similarity between positions: the dot product of two sinusoidal encodings depends only on
// their offset, and the numbers the relative-position view shows come from here.

#include "support/matrix_compare.h"
#include "schemes/position_similarity.h"

#include <QtTest>
#include <cmath>

Q_DECLARE_METATYPE(pe::Layout)

static constexpr double kTolerance = 1e-12;

class TestPositionSimilarity : public QObject
{
    Q_OBJECT
private slots:
    void dotProductsMatchLoop_data();
    void dotProductsMatchLoop();
    void cosineIsOneWithItselfAndBounded();
    void matrixIsConstantAlongDiagonals_data();
    void matrixIsConstantAlongDiagonals();
    void predictedDotProduct_data();
    void predictedDotProduct();
    void deviationSeparatesEvenFromOdd_data();
    void deviationSeparatesEvenFromOdd();
    void sampledDeviationChecksEveryStrideTh_data();
    void sampledDeviationChecksEveryStrideTh();
    void sinusoidalDotsMatchTheMatrix_data();
    void sinusoidalDotsMatchTheMatrix();
};

void TestPositionSimilarity::dotProductsMatchLoop_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("position");
    QTest::newRow("d_model 64, position 1") << 64 << 1;
    QTest::newRow("odd d_model 9, position 30") << 9 << 30;
}

void TestPositionSimilarity::dotProductsMatchLoop()
{
    QFETCH(int, dModel);
    QFETCH(int, position);
    const pe::Matrix encoding = pe::sinusoidalEncoding({dModel, 40, 10000.0, pe::Layout::Interleaved});
    const pe::Vector dots = pe::dotProductsWith(encoding, position);
    QCOMPARE(dots.size(), 40);
    for (int q = 0; q < 40; ++q) {
        double expected = 0.0;
        for (int j = 0; j < dModel; ++j)
            expected += encoding(position, j) * encoding(q, j);
        QVERIFY(std::abs(dots[q] - expected) <= kTolerance);
    }
}

void TestPositionSimilarity::cosineIsOneWithItselfAndBounded()
{
    const pe::Matrix encoding = pe::sinusoidalEncoding({16, 100, 10000.0, pe::Layout::Interleaved});
    const pe::Vector cosines = pe::cosineSimilaritiesWith(encoding, 7);
    QVERIFY(std::abs(cosines[7] - 1.0) <= kTolerance);
    QVERIFY(cosines.maxCoeff() <= 1.0 + kTolerance);
    QVERIFY(cosines.minCoeff() >= -1.0 - kTolerance);
    // Every even-d_model encoding has length sqrt(D/2): cosine = dot / (D/2).
    COMPARE_MATRICES(cosines, pe::dotProductsWith(encoding, 7) / 8.0, kTolerance);
    const pe::Vector norms = pe::rowNorms(encoding);
    for (int p = 0; p < 100; ++p)
        QVERIFY(std::abs(norms[p] - std::sqrt(8.0)) <= kTolerance); // every row: sqrt(D/2)
    // d_model 1 at position 0 is the zero vector: similarity 0, not NaN.
    const pe::Matrix single = pe::sinusoidalEncoding({1, 5, 10000.0, pe::Layout::Interleaved});
    QCOMPARE(pe::cosineSimilaritiesWith(single, 0)[3], 0.0);
}

void TestPositionSimilarity::matrixIsConstantAlongDiagonals_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<pe::Layout>("layout");
    QTest::newRow("interleaved 64") << 64 << pe::Layout::Interleaved;
    QTest::newRow("concatenated 32") << 32 << pe::Layout::Concatenated;
}

void TestPositionSimilarity::matrixIsConstantAlongDiagonals()
{
    QFETCH(int, dModel);
    QFETCH(pe::Layout, layout);
    const pe::Matrix similarity = pe::dotProductMatrix(pe::sinusoidalEncoding({dModel, 60, 10000.0, layout}));
    QCOMPARE(similarity.rows(), 60);
    COMPARE_MATRICES(similarity, similarity.transpose(), 0.0);
    for (int k = 0; k < 60; ++k)
        for (int p = 0; p + k < 60; ++p)
            QVERIFY(std::abs(similarity(p, p + k) - similarity(0, k)) <= kTolerance);
}

void TestPositionSimilarity::predictedDotProduct_data()
{
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<double>("expected");
    QTest::newRow("offset 0 is D/2") << 0 << 64 << 32.0;
    QTest::newRow("d_model 2, offset 3") << 3 << 2 << std::cos(3.0);
    QTest::newRow("d_model 4, offset 2") << 2 << 4 << std::cos(2.0) + std::cos(0.02);
    QTest::newRow("odd d_model 5 counts two pairs") << 1 << 5 << std::cos(1.0) + std::cos(1.0 / std::pow(10.0, 1.6));
}

void TestPositionSimilarity::predictedDotProduct()
{
    QFETCH(int, offset);
    QFETCH(int, dModel);
    QFETCH(double, expected);
    QVERIFY(std::abs(pe::predictedDotProduct(offset, dModel, 10000.0) - expected) <= kTolerance);
}

void TestPositionSimilarity::deviationSeparatesEvenFromOdd_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("offset");
    QTest::addColumn<bool>("exact");
    QTest::newRow("even 64, offset 4") << 64 << 4 << true;
    QTest::newRow("even 512, offset -9") << 512 << -9 << true;
    QTest::newRow("odd 7, offset 3") << 7 << 3 << false;
}

void TestPositionSimilarity::deviationSeparatesEvenFromOdd()
{
    QFETCH(int, dModel);
    QFETCH(int, offset);
    QFETCH(bool, exact);
    const pe::SinusoidalParams params{dModel, 200, 10000.0, pe::Layout::Interleaved};
    const double deviation = pe::offsetPropertyDeviation(params, offset);
    if (exact)
        QVERIFY2(deviation <= kTolerance, qPrintable(QString::number(deviation)));
    else
        QVERIFY2(deviation > 1e-3, qPrintable(QString::number(deviation)));
    QCOMPARE(pe::offsetPropertyDeviation(params, 500), 0.0);
}

void TestPositionSimilarity::sampledDeviationChecksEveryStrideTh_data()
{
    QTest::addColumn<int>("stride");
    QTest::addColumn<int>("offset");
    QTest::newRow("stride 1 is every p") << 1 << 3;
    QTest::newRow("stride 7, offset 5") << 7 << 5;
    QTest::newRow("stride past the end checks p = 0") << 1000 << 2;
}

void TestPositionSimilarity::sampledDeviationChecksEveryStrideTh()
{
    QFETCH(int, stride);
    QFETCH(int, offset);
    // Odd d_model: the deviation differs from p to p, so the checked rows decide it.
    const pe::SinusoidalParams params{7, 100, 10000.0, pe::Layout::Interleaved};
    const pe::Matrix encoding = pe::sinusoidalEncoding(params);
    const double predicted = pe::predictedDotProduct(offset, 7, 10000.0);
    double expected = 0.0;
    for (int p = 0; p + offset < 100; p += stride)
        expected = std::max(expected, std::abs(encoding.row(p).dot(encoding.row(p + offset)) - predicted));
    QVERIFY(std::abs(pe::offsetPropertyDeviation(params, offset, stride) - expected) <= kTolerance);
    QVERIFY(std::abs(pe::offsetPropertyDeviation(params, -offset, stride) - expected) <= kTolerance);
}

void TestPositionSimilarity::sinusoidalDotsMatchTheMatrix_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<pe::Layout>("layout");
    QTest::addColumn<int>("stride");
    QTest::newRow("interleaved 64 x 100") << 64 << 100 << pe::Layout::Interleaved << 1;
    QTest::newRow("odd 9, lone sine") << 9 << 120 << pe::Layout::Interleaved << 3;
    QTest::newRow("concatenated odd 33") << 33 << 90 << pe::Layout::Concatenated << 4;
    QTest::newRow("d_model 1: only the lone sine") << 1 << 30 << pe::Layout::Interleaved << 2;
    QTest::newRow("the benchmark's 2048 x 512") << 512 << 2048 << pe::Layout::Interleaved << 8;
    QTest::newRow("odd 511 x 2048") << 511 << 2048 << pe::Layout::Concatenated << 8;
}

void TestPositionSimilarity::sinusoidalDotsMatchTheMatrix()
{
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QFETCH(pe::Layout, layout);
    QFETCH(int, stride);
    const pe::SinusoidalParams params{dModel, positions, 10000.0, layout};
    const pe::Matrix encoding = pe::sinusoidalEncoding(params);
    const pe::SinusoidalDots dots(params);
    // Sums of D rounded products: the bound grows with D (at 2048 x 512 the largest difference is 1.1e-12).
    const double tolerance = 1e-14 * std::max(dModel, 100);
    for (int position : {0, 1, positions / 2, positions - 1})
        COMPARE_MATRICES(dots.with(position), pe::dotProductsWith(encoding, position), tolerance);
    COMPARE_MATRICES(dots.norms(), pe::rowNorms(encoding), tolerance);
    // |PE(p)|² is the number of full pairs exactly, plus the lone sine squared: the explorer's
    // axes round it up to a whole number and rely on D/2 staying D/2.
    const pe::Vector loneSine = dModel % 2 ? pe::Vector(encoding.col(pe::dimensionOf({dModel / 2, true}, dModel, layout)))
                                           : pe::Vector::Zero(positions);
    for (int p : {0, 1, positions - 1})
        QVERIFY(dots.dot(p, p) == dModel / 2 + loneSine[p] * loneSine[p]);
    const auto rows = Eigen::seq(0, positions - 1, stride);
    COMPARE_MATRICES(dots.sampled(stride), pe::dotProductMatrix(encoding(rows, Eigen::all)), tolerance);
}

QTEST_APPLESS_MAIN(TestPositionSimilarity)
#include "test_position_similarity.moc"
