// RoPE and ALiBi against values worked out by hand, and the property each one teaches: RoPE
// sees only offsets and keeps lengths, ALiBi penalises distance and cannot tell a sentence from
// its mirror image.

#include "core/schemes/scheme_fixtures.h"
#include "support/matrix_compare.h"
#include "schemes/position_schemes.h"
#include "schemes/table.h"

#include <QtTest>
#include <algorithm>
#include <cmath>

using pe::Scheme;
using pe::SchemeParams;

// (count × D): the same row vector at every position, so that row p of applyRope() is the
// vector rotated as if it stood at position p.
static pe::Matrix repeatedRow(const pe::Matrix &row, int count)
{
    return row.replicate(count, 1);
}

class TestRopeAndAlibi : public QObject
{
    Q_OBJECT
private slots:
    void ropeAngles_data();
    void ropeAngles();
    void ropeRotatesByHand();
    void ropeDependsOnlyOnOffset_data();
    void ropeDependsOnlyOnOffset();
    void ropePreservesNorms_data();
    void ropePreservesNorms();
    void alibiSlopes_data();
    void alibiSlopes();
    void alibiFormulaSaysWhyForSixHeads();
    void alibiBiasByHand();
    void alibiBiasIsBlindToMirrorImages();
};

void TestRopeAndAlibi::ropeAngles_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<double>("base");
    QTest::newRow("d_model 64, 50 positions") << 64 << 50 << 10000.0;
    QTest::newRow("odd d_model 7: three pairs") << 7 << 20 << 10000.0;
    QTest::newRow("d_model 2, base 100") << 2 << 10 << 100.0;
    QTest::newRow("d_model 512, 300 positions") << 512 << 300 << 10000.0;
}

void TestRopeAndAlibi::ropeAngles()
{
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QFETCH(double, base);
    const pe::Matrix angles = pe::ropeAngles(positions, dModel, base);
    QCOMPARE(angles.rows(), positions);
    QCOMPARE(angles.cols(), dModel / 2);
    // θ = pos · ω_i with ω_i = base^(−2i/D), written out independently.
    pe::Matrix expected(positions, dModel / 2);
    for (int pos = 0; pos < positions; ++pos)
        for (int i = 0; i < dModel / 2; ++i)
            expected(pos, i) = pos / std::pow(base, 2.0 * i / dModel);
    // Angles up to 300 radians: relative rounding of 1e-16 is 3e-14.
    COMPARE_MATRICES(angles, expected, kTolerance);
    SchemeParams params = schemeParams(Scheme::Rope, dModel, positions);
    params.encoding.base = base;
    COMPARE_MATRICES(pe::schemeMatrix(params), angles, 0.0);
}

void TestRopeAndAlibi::ropeRotatesByHand()
{
    // D = 4: ω_0 = 1, ω_1 = 10000^(−1/2) = 0.01. Rows at positions 0, 1, 2.
    pe::Matrix x(3, 4);
    x << 1, 0, 0, 1,
         1, 0, 0, 1,
         2, 3, 5, 7;
    pe::Matrix expected(3, 4);
    expected << 1, 0, 0, 1,
                std::cos(1.0), std::sin(1.0), -std::sin(0.01), std::cos(0.01),
                2 * std::cos(2.0) - 3 * std::sin(2.0), 2 * std::sin(2.0) + 3 * std::cos(2.0),
                5 * std::cos(0.02) - 7 * std::sin(0.02), 5 * std::sin(0.02) + 7 * std::cos(0.02);
    COMPARE_MATRICES(pe::applyRope(x, 10000.0), expected, kTolerance);
    // Position 0 is not rotated at all, and the lone last dimension of an odd D never is.
    const pe::Matrix odd = pe::randomNormalMatrix(6, 5, 1.0, 11);
    const pe::Matrix rotated = pe::applyRope(odd, 10000.0);
    COMPARE_MATRICES(rotated.row(0), odd.row(0), 0.0);
    COMPARE_MATRICES(rotated.col(4), odd.col(4), 0.0);
    QVERIFY(maxAbsDifference(rotated, odd) > 0.1);
    COMPARE_MATRICES(pe::applyRope(pe::Matrix(0, 4), 10000.0), pe::Matrix(0, 4), 0.0);
}

void TestRopeAndAlibi::ropeDependsOnlyOnOffset_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("offset");
    QTest::newRow("d_model 64, offset 0") << 64 << 0;
    QTest::newRow("d_model 64, offset 1") << 64 << 1;
    QTest::newRow("d_model 64, offset 7") << 64 << 7;
    QTest::newRow("d_model 64, offset -5") << 64 << -5;
    QTest::newRow("odd d_model 65, offset 3") << 65 << 3;
    QTest::newRow("d_model 2, offset 5") << 2 << 5;
    QTest::newRow("d_model 128, offset 31") << 128 << 31;
}

void TestRopeAndAlibi::ropeDependsOnlyOnOffset()
{
    QFETCH(int, dModel);
    QFETCH(int, offset);
    const int positions = 60;
    const pe::Matrix q = pe::randomNormalMatrix(1, dModel, 1.0, 101);
    const pe::Matrix k = pe::randomNormalMatrix(1, dModel, 1.0, 202);
    const pe::Matrix rotatedQ = pe::applyRope(repeatedRow(q, positions), 10000.0);  // row m: R_m q
    const pe::Matrix rotatedK = pe::applyRope(repeatedRow(k, positions), 10000.0);  // row n: R_n k
    // (R_m q)·(R_n k) = qᵀ R_{n−m} k: with m = 0 that is q·(R_offset k).
    const int first = std::max(0, -offset);
    const double expected = offset >= 0 ? q.row(0).dot(rotatedK.row(offset)) : rotatedQ.row(-offset).dot(k.row(0));
    double worst = 0.0;
    for (int m = first; m < positions && m + offset < positions; ++m)
        worst = std::max(worst, std::abs(rotatedQ.row(m).dot(rotatedK.row(m + offset)) - expected));
    QVERIFY2(worst <= kTolerance, qPrintable(QStringLiteral("max deviation %1 over the positions").arg(worst)));

    // The check can fail: rotating the key alone ties the product to the absolute position.
    double spread = 0.0;
    for (int m = first; m < positions && m + offset < positions; ++m)
        spread = std::max(spread, std::abs(q.row(0).dot(rotatedK.row(m + offset)) - expected));
    QVERIFY2(spread > 1e-3, qPrintable(QStringLiteral("rotating the key alone moves the product by only %1").arg(spread)));
}

void TestRopeAndAlibi::ropePreservesNorms_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("dModel");
    QTest::newRow("10 × 64") << 10 << 64;
    QTest::newRow("odd d_model, 7 × 5") << 7 << 5;
    QTest::newRow("d_model 1 is left alone") << 3 << 1;
    QTest::newRow("500 × 512") << 500 << 512;
}

void TestRopeAndAlibi::ropePreservesNorms()
{
    QFETCH(int, rows);
    QFETCH(int, dModel);
    const pe::Matrix x = pe::randomNormalMatrix(rows, dModel, 1.0, 7);
    const pe::Matrix rotated = pe::applyRope(x, 10000.0);
    COMPARE_MATRICES(rotated.rowwise().norm(), x.rowwise().norm(), kTolerance);
    if (dModel == 1)
        COMPARE_MATRICES(rotated, x, 0.0);
}

// The authors' get_slopes() (attention_with_linear_biases, fairseq/models/transformer.py; the same
// in Hugging Face's BLOOM), written out as they write it, recursion and all:
//   def get_slopes_power_of_2(n): start = 2**(-2**-(log2(n)-3)); ratio = start; return [start*ratio**i for i in range(n)]
//   get_slopes(n) = get_slopes_power_of_2(n) if log2(n) is whole, else
//                   get_slopes_power_of_2(closest) + get_slopes(2*closest)[0::2][:n-closest], closest = 2**floor(log2(n))
static std::vector<double> authorsSlopes(int n)
{
    const auto powerOf2 = [](int k) {
        const double start = std::pow(2.0, -std::pow(2.0, -(std::log2(double(k)) - 3)));
        std::vector<double> slopes;
        for (int i = 0; i < k; ++i)
            slopes.push_back(start * std::pow(start, i));
        return slopes;
    };
    const double log = std::log2(double(n));
    if (log == std::floor(log))
        return powerOf2(n);
    const int closest = int(std::pow(2.0, std::floor(log)));
    std::vector<double> slopes = powerOf2(closest);
    const std::vector<double> higher = authorsSlopes(2 * closest);
    for (std::size_t i = 0; i < higher.size() && int(slopes.size()) < n; i += 2)
        slopes.push_back(higher[i]);
    return slopes;
}

void TestRopeAndAlibi::alibiSlopes_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<std::vector<double>>("expected");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("8 heads: 1/2 … 1/256, exactly")
        << 8 << std::vector<double>{1.0 / 2, 1.0 / 4, 1.0 / 8, 1.0 / 16, 1.0 / 32, 1.0 / 64, 1.0 / 128, 1.0 / 256} << 0.0;
    QTest::newRow("6 heads: 4's, then 8's 1st and 3rd, exactly")
        << 6 << std::vector<double>{1.0 / 4, 1.0 / 16, 1.0 / 64, 1.0 / 256, 1.0 / 2, 1.0 / 8} << 0.0;
    QTest::newRow("12 heads: 8's, then 16's 1st, 3rd, 5th, 7th")
        << 12 << std::vector<double>{1.0 / 2, 1.0 / 4, 1.0 / 8, 1.0 / 16, 1.0 / 32, 1.0 / 64, 1.0 / 128, 1.0 / 256,
                                     std::sqrt(0.5), std::sqrt(0.5) / 2, std::sqrt(0.5) / 4, std::sqrt(0.5) / 8} << 1e-15;
    QTest::newRow("3 heads: 2's, then 4's first") << 3 << std::vector<double>{1.0 / 16, 1.0 / 256, 1.0 / 4} << 0.0;
    QTest::newRow("1 head, exactly") << 1 << std::vector<double>{1.0 / 256} << 0.0;
    // Every H the app offers, against the authors' code as they wrote it.
    for (int heads = 1; heads <= pe::kMaxAlibiHeads; ++heads)
        QTest::addRow("%d heads, as get_slopes(%d)", heads, heads) << heads << authorsSlopes(heads) << 1e-15;
}

void TestRopeAndAlibi::alibiSlopes()
{
    QFETCH(int, heads);
    QFETCH(std::vector<double>, expected);
    QFETCH(double, tolerance);
    const pe::Vector slopes = pe::alibiSlopes(heads);
    QCOMPARE(slopes.size(), heads);
    QCOMPARE(int(expected.size()), heads);
    COMPARE_MATRICES(slopes, Eigen::Map<const pe::Vector>(expected.data(), heads), tolerance);
    // Every slope is one of the powers of two 2^(-8k/P) between 2^-8 and 1, and no two heads share one.
    for (int h = 0; h < heads; ++h) {
        QVERIFY(slopes[h] >= 1.0 / 256 && slopes[h] < 1.0);
        for (int g = 0; g < h; ++g)
            QVERIFY(slopes[g] != slopes[h]);
    }
}

// The formula panel names the slopes, and for H not a power of two where they come from.
void TestRopeAndAlibi::alibiFormulaSaysWhyForSixHeads()
{
    pe::SchemeParams params;
    params.scheme = pe::Scheme::Alibi;
    params.heads = 6;
    const QString six = pe::schemeInfo(pe::Scheme::Alibi).formulaDetails(params, 0);
    QVERIFY2(six.contains(QStringLiteral("(1/4, 1/16, 1/64, 1/256)")) && six.contains(QStringLiteral("(1/2, 1/8)")), qPrintable(six));
    params.heads = 8;
    const QString eight = pe::schemeInfo(pe::Scheme::Alibi).formulaDetails(params, 0);
    QVERIFY2(eight.contains(QStringLiteral("1/2, 1/4, 1/8, 1/16, 1/32, 1/64, 1/128, 1/256")), qPrintable(eight));
}

void TestRopeAndAlibi::alibiBiasByHand()
{
    pe::Matrix expected(3, 3);
    expected << 0.0, -0.5, -1.0,
                -0.5, 0.0, -0.5,
                -1.0, -0.5, 0.0;
    COMPARE_MATRICES(pe::alibiBias(3, 0.5), expected, 0.0);
    // The explorer's matrix is the first head's: 8 heads start at m = 1/2.
    COMPARE_MATRICES(pe::schemeMatrix(schemeParams(Scheme::Alibi, 64, 3)), expected, 0.0);
    SchemeParams params = schemeParams(Scheme::Alibi, 64, 3);
    params.heads = 4;
    COMPARE_MATRICES(pe::schemeMatrix(params), expected / 2.0, 0.0);
    COMPARE_MATRICES(pe::alibiBias(3, 0.0), pe::Matrix::Zero(3, 3), 0.0);
    QCOMPARE(pe::alibiBias(0, 0.5).size(), 0);
}

void TestRopeAndAlibi::alibiBiasIsBlindToMirrorImages()
{
    // B depends on |i − j| only, so reading the sentence backwards (i → n−1−i) leaves it as it
    // is: with ALiBi alone, attention cannot tell "tigers love rabbits" from its mirror image.
    // Any other reordering changes it.
    const int n = 6;
    const pe::Matrix bias = pe::alibiBias(n, 0.25);
    pe::Matrix mirrored(n, n), swapped(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            mirrored(i, j) = bias(n - 1 - i, n - 1 - j);
            const auto swapFirstTwo = [](int k) { return k == 0 ? 1 : k == 1 ? 0 : k; };
            swapped(i, j) = bias(swapFirstTwo(i), swapFirstTwo(j));
        }
    COMPARE_MATRICES(mirrored, bias, 0.0);
    QVERIFY(maxAbsDifference(swapped, bias) > 0.1);
}

QTEST_APPLESS_MAIN(TestRopeAndAlibi)
#include "test_rope_and_alibi.moc"
