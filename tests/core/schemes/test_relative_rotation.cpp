// The relative property as a matrix: PE(p + k) = M_k · PE(p) for every p, in every convention,
// against the sum formulas written out, and the properties that make M_k a rotation.

#include "schemes/position_similarity.h"
#include "support/matrix_compare.h"

#include <QtTest>
#include <cmath>

using pe::Layout;

Q_DECLARE_METATYPE(pe::Layout)

namespace {

constexpr double kTolerance = 1e-12;

} // namespace

class TestRelativeRotation : public QObject
{
    Q_OBJECT
private slots:
    void movesEveryPositionKOn_data();
    void movesEveryPositionKOn();
    void blocksAreTheSumFormulas();
    void rotationsCompose();
    void aLoneSineBreaksIt();
};

void TestRelativeRotation::movesEveryPositionKOn_data()
{
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("offset");
    QTest::newRow("paper, d 64, k 3") << Layout::Interleaved << 64 << 3;
    QTest::newRow("paper, d 8, k 100") << Layout::Interleaved << 8 << 100;
    QTest::newRow("marian, d 16, k 7") << Layout::Concatenated << 16 << 7;
    QTest::newRow("tensor2tensor, d 32, k 11") << Layout::Tensor2Tensor << 32 << 11;
    QTest::newRow("tensor2tensor, odd d 33: the zeros stay") << Layout::Tensor2Tensor << 33 << 5;
    QTest::newRow("k 0 is the identity") << Layout::Interleaved << 10 << 0;
}

void TestRelativeRotation::movesEveryPositionKOn()
{
    QFETCH(Layout, layout);
    QFETCH(int, dModel);
    QFETCH(int, offset);
    const pe::SinusoidalParams params{dModel, 300, 10000.0, layout};
    const pe::Matrix pe = pe::sinusoidalEncoding(params);
    const pe::Matrix rotation = pe::relativeRotation(params, offset);
    for (int p : {0, 1, 50, 299 - offset})
        COMPARE_MATRICES(rotation * pe.row(p).transpose(), pe.row(p + offset).transpose(), kTolerance);
    QVERIFY(pe::relativeRotationDeviation(params, offset) <= kTolerance);
    if (offset == 0)
        COMPARE_MATRICES(rotation, pe::Matrix::Identity(dModel, dModel), 0.0);
}

void TestRelativeRotation::blocksAreTheSumFormulas()
{
    // Pair 2 of the paper's d_model 8: dimensions 4 (sin) and 5 (cos), ω = 10000^(−4/8).
    const pe::Matrix m = pe::relativeRotation({8, 10, 10000.0, Layout::Interleaved}, 3);
    const double angle = 3 / std::pow(10000.0, 0.5);
    QCOMPARE(m(4, 4), std::cos(angle));
    QCOMPARE(m(4, 5), std::sin(angle));
    QCOMPARE(m(5, 4), -std::sin(angle));
    QCOMPARE(m(5, 5), std::cos(angle));
    QCOMPARE(m(4, 6), 0.0);
    // Marian's puts the same block on dimensions 2 and 6 (sines 0 … 3, cosines 4 … 7).
    const pe::Matrix marian = pe::relativeRotation({8, 10, 10000.0, Layout::Concatenated}, 3);
    QCOMPARE(marian(2, 6), std::sin(angle));
    QCOMPARE(marian(6, 2), -std::sin(angle));
}

void TestRelativeRotation::rotationsCompose()
{
    for (const Layout layout : {Layout::Interleaved, Layout::Tensor2Tensor}) {
        const pe::SinusoidalParams params{16, 100, 10000.0, layout};
        const pe::Matrix m3 = pe::relativeRotation(params, 3), m4 = pe::relativeRotation(params, 4);
        COMPARE_MATRICES(m3 * m4, pe::relativeRotation(params, 7), kTolerance);       // k then j is k + j
        COMPARE_MATRICES(m3 * m3.transpose(), pe::Matrix::Identity(16, 16), kTolerance);  // a rotation
        COMPARE_MATRICES(pe::relativeRotation(params, -3), m3.transpose(), kTolerance);  // back is the transpose
    }
}

void TestRelativeRotation::aLoneSineBreaksIt()
{
    // The paper's odd d_model ends on a sine without its cosine: no matrix moves it exactly.
    QVERIFY(pe::relativeRotationDeviation({9, 100, 10000.0, Layout::Interleaved}, 5) > 1e-3);
    QVERIFY(pe::relativeRotationDeviation({9, 100, 10000.0, Layout::Concatenated}, 5) > 1e-3);
    QVERIFY(pe::relativeRotationDeviation({9, 100, 10000.0, Layout::Tensor2Tensor}, 5) <= kTolerance);
    QCOMPARE(pe::relativeRotationDeviation({8, 10, 10000.0, Layout::Interleaved}, 10), 0.0);  // no p with p + k < L
}

QTEST_APPLESS_MAIN(TestRelativeRotation)
#include "test_relative_rotation.moc"
