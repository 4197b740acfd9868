// RoPE's two layouts: adjacent pairs (the RoFormer paper, GPT-J) and halves (GPT-NeoX, Hugging
// Face's LLaMA). Each is checked against its own formula written out here — the halves against
// Hugging Face's rotate_half — and the two against each other: one rotation, dimensions permuted.

#include "support/matrix_compare.h"
#include "schemes/position_schemes.h"
#include "schemes/table.h"

#include <QtTest>
#include <cmath>

using pe::Layout;

Q_DECLARE_METATYPE(pe::Layout)

namespace {

constexpr double kTolerance = 1e-12;

// Hugging Face's formula for the halves (even D): x·cos + rotate_half(x)·sin, where cos and sin
// repeat the R angles of each position twice, [θ_0 … θ_{R−1}, θ_0 … θ_{R−1}], and
// rotate_half(x) = [−x_{R} … −x_{D−1}, x_0 … x_{R−1}].
pe::Matrix rotateHalfReference(const pe::Matrix &x, double base)
{
    const int d = int(x.cols());
    const int half = d / 2;
    pe::Matrix y(x.rows(), d);
    for (int p = 0; p < x.rows(); ++p)
        for (int j = 0; j < d; ++j) {
            const int pair = j % half;
            const double angle = p / std::pow(base, 2.0 * pair / d);
            const double rotatedHalf = j < half ? -x(p, j + half) : x(p, j - half);
            y(p, j) = x(p, j) * std::cos(angle) + rotatedHalf * std::sin(angle);
        }
    return y;
}

// The scores of one query and one key placed at every position: (R_m q)·(R_n k).
pe::Matrix scores(const pe::Matrix &q, const pe::Matrix &k, int positions, Layout layout)
{
    return pe::applyRope(q.replicate(positions, 1), 10000.0, layout) * pe::applyRope(k.replicate(positions, 1), 10000.0, layout).transpose();
}

} // namespace

class TestRopeLayouts : public QObject
{
    Q_OBJECT
private slots:
    void halvesRotateByHand();
    void halvesAreHuggingFacesRotateHalf_data();
    void halvesAreHuggingFacesRotateHalf();
    void layoutsAreOneRotationPermuted_data();
    void layoutsAreOneRotationPermuted();
    void halvesDependOnlyOnOffset_data();
    void halvesDependOnlyOnOffset();
    void explorerSaysWhichLibraries_data();
    void explorerSaysWhichLibraries();
};

void TestRopeLayouts::halvesRotateByHand()
{
    // D = 4: pair 0 turns dimensions 0 and 2 by p·1, pair 1 dimensions 1 and 3 by p·0.01.
    pe::Matrix x(3, 4);
    x << 1, 0, 0, 1,
         1, 0, 0, 1,
         2, 3, 5, 7;
    pe::Matrix expected(3, 4);
    expected << 1, 0, 0, 1,
                std::cos(1.0), -std::sin(0.01), std::sin(1.0), std::cos(0.01),
                2 * std::cos(2.0) - 5 * std::sin(2.0), 3 * std::cos(0.02) - 7 * std::sin(0.02),
                2 * std::sin(2.0) + 5 * std::cos(2.0), 3 * std::sin(0.02) + 7 * std::cos(0.02);
    COMPARE_MATRICES(pe::applyRope(x, 10000.0, Layout::Concatenated), expected, kTolerance);
    // D = 5: pairs (0, 3) and (1, 4); dimension 2, the middle one, stays, as position 0 does.
    const pe::Matrix odd = pe::randomNormalMatrix(6, 5, 1.0, 11);
    const pe::Matrix rotated = pe::applyRope(odd, 10000.0, Layout::Concatenated);
    COMPARE_MATRICES(rotated.col(2), odd.col(2), 0.0);
    COMPARE_MATRICES(rotated.row(0), odd.row(0), 0.0);
    QVERIFY(std::abs(rotated(1, 3) - (std::sin(1.0) * odd(1, 0) + std::cos(1.0) * odd(1, 3))) <= kTolerance);
}

void TestRopeLayouts::halvesAreHuggingFacesRotateHalf_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<double>("base");
    QTest::newRow("d_model 2") << 2 << 10000.0;
    QTest::newRow("d_model 8") << 8 << 10000.0;
    QTest::newRow("d_model 64") << 64 << 10000.0;
    QTest::newRow("d_model 128, LLaMA 3's base 500000") << 128 << 500000.0;
}

void TestRopeLayouts::halvesAreHuggingFacesRotateHalf()
{
    QFETCH(int, dModel);
    QFETCH(double, base);
    const pe::Matrix x = pe::randomNormalMatrix(40, dModel, 1.0, 7);
    COMPARE_MATRICES(pe::applyRope(x, base, Layout::Concatenated), rotateHalfReference(x, base), kTolerance);
    // The check can fail: from D = 4 on, the adjacent pairs are another rotation of the same numbers.
    if (dModel >= 4)
        QVERIFY(maxAbsDifference(pe::applyRope(x, base, Layout::Interleaved), rotateHalfReference(x, base)) > 0.1);
}

void TestRopeLayouts::layoutsAreOneRotationPermuted_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::newRow("d_model 2") << 2 << 30;
    QTest::newRow("d_model 64") << 64 << 64;
    QTest::newRow("odd d_model 65") << 65 << 40;
    QTest::newRow("d_model 6, 200 positions") << 6 << 200;
}

void TestRopeLayouts::layoutsAreOneRotationPermuted()
{
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QVERIFY(pe::ropeLayoutDeviation(positions, dModel, 10000.0, 5) <= kTolerance);
    // The same, written out: dimension 2i goes to i, 2i + 1 to ⌈D/2⌉ + i.
    const pe::Matrix qk = pe::randomNormalMatrix(2, dModel, 1.0, 9);
    pe::Matrix permuted(2, dModel);
    const int half = (dModel + 1) / 2;
    for (int j = 0; j < dModel; ++j)
        permuted.col(j % 2 == 0 ? j / 2 : half + j / 2) = qk.col(j);
    const pe::Matrix pairs = scores(qk.row(0), qk.row(1), positions, Layout::Interleaved);
    COMPARE_MATRICES(scores(permuted.row(0), permuted.row(1), positions, Layout::Concatenated), pairs, kTolerance);
    // Without the permutation the two layouts give other scores (from D = 4 on, where pairs differ).
    if (dModel >= 4)
        QVERIFY(maxAbsDifference(scores(qk.row(0), qk.row(1), positions, Layout::Concatenated), pairs) > 1e-3);
}

void TestRopeLayouts::halvesDependOnlyOnOffset_data()
{
    QTest::addColumn<int>("dModel");
    QTest::newRow("d_model 64") << 64;
    QTest::newRow("odd d_model 15") << 15;
}

void TestRopeLayouts::halvesDependOnlyOnOffset()
{
    QFETCH(int, dModel);
    const int positions = 50;
    const pe::Matrix qk = pe::randomNormalMatrix(2, dModel, 1.0, 21);
    const pe::Matrix s = scores(qk.row(0), qk.row(1), positions, Layout::Concatenated);
    double worst = 0.0;
    for (int m = 0; m < positions; ++m)
        for (int n = m; n < positions; ++n)
            worst = std::max(worst, std::abs(s(m, n) - s(0, n - m)));
    QVERIFY2(worst <= kTolerance, qPrintable(QString::number(worst)));
    // Rotations keep lengths.
    const pe::Matrix x = pe::randomNormalMatrix(positions, dModel, 1.0, 3);
    const pe::Matrix y = pe::applyRope(x, 10000.0, Layout::Concatenated);
    QVERIFY(((y.rowwise().norm() - x.rowwise().norm()).cwiseAbs().maxCoeff()) <= kTolerance);
}

void TestRopeLayouts::explorerSaysWhichLibraries_data()
{
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<QString>("dimensions");
    QTest::addColumn<QString>("libraries");
    QTest::newRow("adjacent pairs") << Layout::Interleaved << "dimensions 6 and 7" << "GPT-J";
    QTest::newRow("halves") << Layout::Concatenated << "dimensions 3 and 35" << "GPT-NeoX";
}

void TestRopeLayouts::explorerSaysWhichLibraries()
{
    QFETCH(Layout, layout);
    QFETCH(QString, dimensions);
    QFETCH(QString, libraries);
    pe::SchemeParams params;
    params.scheme = pe::Scheme::Rope;
    params.encoding = {64, 128, 10000.0, Layout::Interleaved};
    params.schemeSettings.ropeLayout = layout;
    const pe::SchemeInfo &info = pe::schemeInfo(pe::Scheme::Rope);
    QVERIFY(info.settings & pe::UsesRopeLayout);
    const QString details = info.formulaDetails(params, 3);
    QVERIFY2(details.contains(dimensions) && details.contains(libraries), qPrintable(details));
    // The check under the formula gives the layouts' largest difference after the permutation.
    const QString check = info.offsetCheck(params, 0, 1);
    QVERIFY2(check.contains(QStringLiteral("reordered")), qPrintable(check));
}

QTEST_GUILESS_MAIN(TestRopeLayouts)
#include "test_rope_layouts.moc"
