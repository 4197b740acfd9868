// The sinusoidal encoding against the paper's formula written out independently, and the
// properties that make it useful: bounded, relative offsets as rotations, dot products that
// depend only on the offset.

#include "support/matrix_compare.h"
#include "schemes/sinusoidal_encoding.h"

#include <QtTest>
#include <cmath>
#include <numbers>

using pe::Layout;
using pe::SinusoidalParams;

Q_DECLARE_METATYPE(pe::Layout)
Q_DECLARE_METATYPE(std::vector<double>)

static constexpr double kTolerance = 1e-12;

// The formula as printed in the paper, one value at a time (interleaved layout).
static double paperFormula(int pos, int j, int dModel, double base)
{
    const int i = j / 2;
    const double angle = pos / std::pow(base, 2.0 * i / dModel);
    return j % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

class TestSinusoidalEncoding : public QObject
{
    Q_OBJECT
private slots:
    void knownValues_data();
    void knownValues();
    void matchesPaperFormula_data();
    void matchesPaperFormula();
    void fastPathMatchesReference_data();
    void fastPathMatchesReference();
    void valuesAreBounded();
    void positionZeroAlternatesZeroAndOne_data();
    void positionZeroAlternatesZeroAndOne();
    void dotProductDependsOnlyOnOffset_data();
    void dotProductDependsOnlyOnOffset();
    void offsetIsABlockRotation_data();
    void offsetIsABlockRotation();
    void frequencyAndWavelength();
    void dimensionRoles_data();
    void dimensionRoles();
    void rejectsOutOfRange_data();
    void rejectsOutOfRange();
    void rejectsSelectionOutsideMatrix();
    void entriesAtAreTheMatrixBitForBit_data();
    void entriesAtAreTheMatrixBitForBit();
    void rejectsRangesOutsideMatrix_data();
    void rejectsRangesOutsideMatrix();
};

void TestSinusoidalEncoding::knownValues_data()
{
    QTest::addColumn<int>("pos");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<double>("base");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<std::vector<double>>("expected");

    QTest::newRow("worked example: pos 2, d_model 4")
        << 2 << 4 << 10000.0 << Layout::Interleaved
        << std::vector<double>{std::sin(2.0), std::cos(2.0), std::sin(0.02), std::cos(0.02)};
    QTest::newRow("odd d_model 5 ends on a sine")
        << 3 << 5 << 10000.0 << Layout::Interleaved
        << std::vector<double>{std::sin(3.0), std::cos(3.0), std::sin(3.0 / std::pow(10.0, 1.6)),
                               std::cos(3.0 / std::pow(10.0, 1.6)), std::sin(3.0 / std::pow(10.0, 3.2))};
    QTest::newRow("base 100")
        << 2 << 4 << 100.0 << Layout::Interleaved
        << std::vector<double>{std::sin(2.0), std::cos(2.0), std::sin(0.2), std::cos(0.2)};
    QTest::newRow("concatenated: sines first")
        << 2 << 4 << 10000.0 << Layout::Concatenated
        << std::vector<double>{std::sin(2.0), std::sin(0.02), std::cos(2.0), std::cos(0.02)};
    QTest::newRow("concatenated odd d_model 5: three sines, two cosines")
        << 3 << 5 << 10000.0 << Layout::Concatenated
        << std::vector<double>{std::sin(3.0), std::sin(3.0 / std::pow(10.0, 1.6)), std::sin(3.0 / std::pow(10.0, 3.2)),
                               std::cos(3.0), std::cos(3.0 / std::pow(10.0, 1.6))};
    QTest::newRow("d_model 1 is a single sine")
        << 7 << 1 << 10000.0 << Layout::Interleaved << std::vector<double>{std::sin(7.0)};
}

void TestSinusoidalEncoding::knownValues()
{
    QFETCH(int, pos);
    QFETCH(int, dModel);
    QFETCH(double, base);
    QFETCH(Layout, layout);
    QFETCH(std::vector<double>, expected);

    const SinusoidalParams params{dModel, pos + 1, base, layout};
    const pe::Matrix matrix = pe::sinusoidalEncoding(params);
    QCOMPARE(matrix.cols(), qsizetype(expected.size()));
    for (int j = 0; j < dModel; ++j) {
        QVERIFY2(std::abs(matrix(pos, j) - expected[j]) <= kTolerance, qPrintable(QStringLiteral("dimension %1").arg(j)));
        QVERIFY(std::abs(pe::sinusoidalValue(pos, j, params) - expected[j]) <= kTolerance);
    }
}

void TestSinusoidalEncoding::matchesPaperFormula_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<double>("base");
    QTest::newRow("d_model 512, 2048 positions") << 512 << 2048 << 10000.0;
    QTest::newRow("odd d_model 63") << 63 << 100 << 10000.0;
    QTest::newRow("d_model 2, base 10") << 2 << 50 << 10.0;
    QTest::newRow("base just above 1") << 16 << 30 << 1.0001;
    QTest::newRow("huge base") << 16 << 30 << 1e12;
}

void TestSinusoidalEncoding::matchesPaperFormula()
{
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QFETCH(double, base);
    pe::Matrix expected(positions, dModel);
    for (int pos = 0; pos < positions; ++pos)
        for (int j = 0; j < dModel; ++j)
            expected(pos, j) = paperFormula(pos, j, dModel, base);
    COMPARE_MATRICES(pe::sinusoidalEncoding({dModel, positions, base, Layout::Interleaved}), expected, kTolerance);
    // The paper's d_model 512, pos 1, j 2: sin(1 / 10000^(2/512)) = sin(0.9647...).
    if (dModel == 512)
        QVERIFY(std::abs(pe::sinusoidalValue(1, 2, {dModel, positions, base}) - std::sin(0.96466162)) < 1e-8);
}

void TestSinusoidalEncoding::fastPathMatchesReference_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<double>("base");
    QTest::addColumn<Layout>("layout");
    QTest::newRow("paper size 2048 x 512") << 512 << 2048 << 10000.0 << Layout::Interleaved;
    QTest::newRow("65536 positions") << 64 << 65536 << 10000.0 << Layout::Interleaved;
    QTest::newRow("largest positions, d_model 2") << 2 << pe::kMaxPositions << 10000.0 << Layout::Interleaved;
    QTest::newRow("odd d_model 65, concatenated") << 65 << 3000 << 10000.0 << Layout::Concatenated;
    QTest::newRow("odd d_model 1") << 1 << 500 << 10000.0 << Layout::Interleaved;
    QTest::newRow("base 10, d_model 2048") << 2048 << 300 << 10.0 << Layout::Interleaved;
}

void TestSinusoidalEncoding::fastPathMatchesReference()
{
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QFETCH(double, base);
    QFETCH(Layout, layout);
    const SinusoidalParams params{dModel, positions, base, layout};
    const pe::Matrix fast = pe::sinusoidalEncoding(params);
    COMPARE_MATRICES(fast, pe::sinusoidalEncodingReference(params), kTolerance);
    // And both against the formula written out here, on a sample of rows.
    for (int pos = 0; pos < positions; pos += std::max(1, positions / 97))
        for (int j = 0; j < dModel; ++j) {
            const pe::DimensionRole role = pe::dimensionRole(j, dModel, layout);
            const double angle = pos / std::pow(base, 2.0 * role.pair / dModel);
            QVERIFY(std::abs(fast(pos, j) - (role.sine ? std::sin(angle) : std::cos(angle))) <= kTolerance);
        }
}

void TestSinusoidalEncoding::valuesAreBounded()
{
    const pe::Matrix matrix = pe::sinusoidalEncoding({129, 1000, 10000.0, Layout::Interleaved});
    QVERIFY(matrix.maxCoeff() <= 1.0);
    QVERIFY(matrix.minCoeff() >= -1.0);
}

void TestSinusoidalEncoding::positionZeroAlternatesZeroAndOne_data()
{
    QTest::addColumn<int>("dModel");
    QTest::newRow("even") << 8;
    QTest::newRow("odd") << 9;
}

void TestSinusoidalEncoding::positionZeroAlternatesZeroAndOne()
{
    QFETCH(int, dModel);
    const pe::Matrix matrix = pe::sinusoidalEncoding({dModel, 1, 10000.0, Layout::Interleaved});
    for (int j = 0; j < dModel; ++j)
        QCOMPARE(matrix(0, j), j % 2 == 0 ? 0.0 : 1.0);
}

void TestSinusoidalEncoding::dotProductDependsOnlyOnOffset_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("offset");
    QTest::newRow("d_model 4, offset 1") << 4 << 1;
    QTest::newRow("d_model 64, offset 5") << 64 << 5;
    QTest::newRow("d_model 512, offset 37") << 512 << 37;
    QTest::newRow("d_model 128, offset 0") << 128 << 0;
}

void TestSinusoidalEncoding::dotProductDependsOnlyOnOffset()
{
    QFETCH(int, dModel);
    QFETCH(int, offset);
    const pe::Matrix matrix = pe::sinusoidalEncoding({dModel, 200, 10000.0, Layout::Interleaved});
    // Σ_i sin(pω)sin((p+k)ω) + cos(pω)cos((p+k)ω) = Σ_i cos(kω_i), whatever p is.
    double expected = 0.0;
    for (int i = 0; i < dModel / 2; ++i)
        expected += std::cos(offset / std::pow(10000.0, 2.0 * i / dModel));
    double worst = 0.0;
    for (int pos = 0; pos + offset < 200; ++pos)
        worst = std::max(worst, std::abs(matrix.row(pos).dot(matrix.row(pos + offset)) - expected));
    QVERIFY2(worst <= kTolerance, qPrintable(QStringLiteral("max deviation %1").arg(worst)));
}

void TestSinusoidalEncoding::offsetIsABlockRotation_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("offset");
    QTest::newRow("d_model 4, offset 3") << 4 << 3;
    QTest::newRow("d_model 64, offset 10") << 64 << 10;
    QTest::newRow("d_model 256, offset 1") << 256 << 1;
}

void TestSinusoidalEncoding::offsetIsABlockRotation()
{
    QFETCH(int, dModel);
    QFETCH(int, offset);
    // Each (sin, cos) pair turns by kω_i: the same matrix R_k for every position.
    pe::Matrix rotation = pe::Matrix::Zero(dModel, dModel);
    for (int i = 0; i < dModel / 2; ++i) {
        const double angle = offset / std::pow(10000.0, 2.0 * i / dModel);
        rotation(2 * i, 2 * i) = std::cos(angle);
        rotation(2 * i, 2 * i + 1) = std::sin(angle);
        rotation(2 * i + 1, 2 * i) = -std::sin(angle);
        rotation(2 * i + 1, 2 * i + 1) = std::cos(angle);
    }
    const int positions = 100;
    const pe::Matrix matrix = pe::sinusoidalEncoding({dModel, positions + offset, 10000.0, Layout::Interleaved});
    const pe::Matrix shifted = matrix.bottomRows(positions);
    const pe::Matrix rotated = (rotation * matrix.topRows(positions).transpose()).transpose();
    COMPARE_MATRICES(rotated, shifted, kTolerance);
}

void TestSinusoidalEncoding::frequencyAndWavelength()
{
    QCOMPARE(pe::pairFrequency(0, 512, 10000.0), 1.0);
    QVERIFY(std::abs(pe::pairFrequency(1, 4, 10000.0) - 0.01) < kTolerance);
    QVERIFY(std::abs(pe::pairWavelength(0, 512, 10000.0) - 2 * std::numbers::pi) < kTolerance);
    QVERIFY(std::abs(pe::pairWavelength(1, 4, 10000.0) - 200 * std::numbers::pi) < 1e-10);
    const pe::Vector omega = pe::pairFrequencies(7, 10000.0);
    QCOMPARE(omega.size(), 4);
    for (int i = 1; i < omega.size(); ++i)
        QVERIFY(omega[i] < omega[i - 1]);
}

void TestSinusoidalEncoding::dimensionRoles_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<int>("pair");
    QTest::addColumn<bool>("sine");
    QTest::newRow("interleaved 0") << 0 << 6 << Layout::Interleaved << 0 << true;
    QTest::newRow("interleaved 5") << 5 << 6 << Layout::Interleaved << 2 << false;
    QTest::newRow("interleaved odd last") << 6 << 7 << Layout::Interleaved << 3 << true;
    QTest::newRow("concatenated 2 of 6") << 2 << 6 << Layout::Concatenated << 2 << true;
    QTest::newRow("concatenated 3 of 6") << 3 << 6 << Layout::Concatenated << 0 << false;
    QTest::newRow("concatenated 4 of 7") << 4 << 7 << Layout::Concatenated << 0 << false;
}

void TestSinusoidalEncoding::dimensionRoles()
{
    QFETCH(int, dimension);
    QFETCH(int, dModel);
    QFETCH(Layout, layout);
    QFETCH(int, pair);
    QFETCH(bool, sine);
    const pe::DimensionRole role = pe::dimensionRole(dimension, dModel, layout);
    QCOMPARE(role.pair, pair);
    QCOMPARE(role.sine, sine);
    QCOMPARE(pe::dimensionOf(role, dModel, layout), dimension);
}

void TestSinusoidalEncoding::rejectsOutOfRange_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<double>("base");
    QTest::addColumn<QString>("named");
    QTest::newRow("d_model 0") << 0 << 10 << 10000.0 << "d_model";
    QTest::newRow("negative d_model") << -4 << 10 << 10000.0 << "d_model";
    QTest::newRow("d_model too large") << pe::kMaxDModel + 1 << 10 << 10000.0 << "d_model";
    QTest::newRow("no positions") << 8 << 0 << 10000.0 << "positions";
    QTest::newRow("base 1") << 8 << 10 << 1.0 << "base";
    QTest::newRow("base below 1") << 8 << 10 << 0.5 << "base";
    QTest::newRow("base infinite") << 8 << 10 << std::numeric_limits<double>::infinity() << "base";
    QTest::newRow("base NaN") << 8 << 10 << std::numeric_limits<double>::quiet_NaN() << "base";
    QTest::newRow("matrix too large") << pe::kMaxDModel << pe::kMaxPositions << 10000.0 << "positions × d_model";
}

void TestSinusoidalEncoding::rejectsOutOfRange()
{
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QFETCH(double, base);
    QFETCH(QString, named);
    const SinusoidalParams params{dModel, positions, base, Layout::Interleaved};
    QVERIFY(pe::validationError(params).startsWith(named));
    try {
        pe::sinusoidalEncoding(params);
        QFAIL("no exception");
    } catch (const pe::InvalidParameter &error) {
        QVERIFY2(error.message().startsWith(named), qPrintable(error.message()));
    }
}

void TestSinusoidalEncoding::rejectsSelectionOutsideMatrix()
{
    const SinusoidalParams params{4, 10, 10000.0, Layout::Interleaved};
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::sinusoidalValue(-1, 0, params));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::sinusoidalValue(0, 4, params));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::sinusoidalValue(0, -1, params));
}

Q_DECLARE_METATYPE(pe::IndexRange)
Q_DECLARE_METATYPE(pe::SinusoidalParams)

void TestSinusoidalEncoding::entriesAtAreTheMatrixBitForBit_data()
{
    QTest::addColumn<SinusoidalParams>("params");
    QTest::addColumn<pe::IndexRange>("rows");
    QTest::addColumn<pe::IndexRange>("columns");
    const SinusoidalParams paper{512, 2048, 10000.0, Layout::Interleaved};
    QTest::newRow("the explorer's sample of 2048 x 512") << paper << pe::IndexRange{0, 6, 342} << pe::IndexRange{0, 1, 512};
    QTest::newRow("one row") << paper << pe::IndexRange{1023, 1, 1} << pe::IndexRange{0, 1, 512};
    QTest::newRow("one column") << paper << pe::IndexRange{0, 1, 2048} << pe::IndexRange{7, 1, 1};
    QTest::newRow("odd d_model 65, concatenated, strided both ways")
        << SinusoidalParams{65, 3000, 10000.0, Layout::Concatenated} << pe::IndexRange{5, 7, 400} << pe::IndexRange{1, 3, 22};
    QTest::newRow("the lone last sine of d_model 9")
        << SinusoidalParams{9, 100, 100.0, Layout::Interleaved} << pe::IndexRange{0, 1, 100} << pe::IndexRange{8, 1, 1};
    QTest::newRow("last row of the largest positions")
        << SinusoidalParams{2, pe::kMaxPositions, 10000.0, Layout::Interleaved} << pe::IndexRange{pe::kMaxPositions - 1, 1, 1}
        << pe::IndexRange{0, 1, 2};
    QTest::newRow("nothing") << paper << pe::IndexRange{0, 1, 0} << pe::IndexRange{0, 1, 3};
}

void TestSinusoidalEncoding::entriesAtAreTheMatrixBitForBit()
{
    QFETCH(SinusoidalParams, params);
    QFETCH(pe::IndexRange, rows);
    QFETCH(pe::IndexRange, columns);
    const pe::Matrix whole = pe::sinusoidalEncoding(params);
    const pe::Matrix entries = pe::sinusoidalEncodingAt(params, rows, columns);
    QCOMPARE(entries.rows(), rows.count);
    QCOMPARE(entries.cols(), columns.count);
    // The same kernel on the same angles: equal to the last bit, not only within 1e-12.
    COMPARE_MATRICES(entries, whole(Eigen::seqN(rows.first, rows.count, rows.stride),
                                   Eigen::seqN(columns.first, columns.count, columns.stride)), 0.0);
    if (rows.count > 0) {
        // A pair's sines and cosines over the same rows are its two columns (the cosine of a
        // lone last sine exists only here).
        const pe::DimensionRole role = pe::dimensionRole(columns.first, params.dModel, params.layout);
        pe::Vector sines, cosines;
        pe::sinusoidalPair(role.pair, params, rows, &sines, &cosines);
        COMPARE_MATRICES(role.sine ? sines : cosines, entries.col(0), 0.0);
    }
}

void TestSinusoidalEncoding::rejectsRangesOutsideMatrix_data()
{
    QTest::addColumn<pe::IndexRange>("rows");
    QTest::addColumn<pe::IndexRange>("columns");
    QTest::newRow("row before the first") << pe::IndexRange{-1, 1, 2} << pe::IndexRange{0, 1, 4};
    QTest::newRow("stride past the last row") << pe::IndexRange{0, 5, 3} << pe::IndexRange{0, 1, 4};
    QTest::newRow("column past the last") << pe::IndexRange{0, 1, 10} << pe::IndexRange{2, 1, 3};
    QTest::newRow("stride 0") << pe::IndexRange{0, 0, 3} << pe::IndexRange{0, 1, 4};
    QTest::newRow("negative count") << pe::IndexRange{0, 1, -1} << pe::IndexRange{0, 1, 4};
}

void TestSinusoidalEncoding::rejectsRangesOutsideMatrix()
{
    QFETCH(pe::IndexRange, rows);
    QFETCH(pe::IndexRange, columns);
    const SinusoidalParams params{4, 10, 10000.0, Layout::Interleaved};
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::sinusoidalEncodingAt(params, rows, columns));
    pe::Vector sines, cosines;
    if (columns.first == 0) // the row ranges alone
        QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::sinusoidalPair(0, params, rows, &sines, &cosines));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::sinusoidalPair(2, params, {0, 1, 10}, &sines, &cosines));
}

QTEST_APPLESS_MAIN(TestSinusoidalEncoding)
#include "test_sinusoidal_encoding.moc"
