// The speed wall against the plain references: the fast matrix product (OpenBLAS) against
// Eigen's own, for every transpose, overwriting and adding, and the empty sizes; the vectorised
// loops of kernels.h against the Eigen formulas they replace, at the training's sizes and at odd
// ones (one row, one column, sizes that leave a vector half full); the softmax's own exponential
// against the C library's.

#include "support/matrix_compare.h"
#include "math/kernels.h"
#include "math/matrix_products.h"
#include "text/token_embedding.h"

#include <QtTest>
#include <cmath>
#include <limits>
#include <random>
#include <tuple>

using pe::Transposed;

Q_DECLARE_METATYPE(pe::Transposed)

class TestMatrixProducts : public QObject
{
    Q_OBJECT
private slots:
    void agreesWithEigen_data();
    void agreesWithEigen();
    void kernelsAgreeWithEigen_data();
    void kernelsAgreeWithEigen();
    void exponentialIsTheLibrarys_data();
    void exponentialIsTheLibrarys();
    void exponentialAtTheEdges();
};

void TestMatrixProducts::agreesWithEigen_data()
{
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    QTest::addColumn<Transposed>("ta");
    QTest::addColumn<Transposed>("tb");
    QTest::addColumn<double>("keep");
    QTest::newRow("a·b, the training's feed-forward size") << 416 << 32 << 128 << Transposed::No << Transposed::No << 0.0;
    QTest::newRow("aᵀ·b added, a weight's gradient") << 32 << 416 << 128 << Transposed::Yes << Transposed::No << 1.0;
    QTest::newRow("a·bᵀ added, an input's gradient") << 416 << 128 << 32 << Transposed::No << Transposed::Yes << 1.0;
    QTest::newRow("aᵀ·bᵀ") << 7 << 5 << 3 << Transposed::Yes << Transposed::Yes << 0.0;
    QTest::newRow("one by one") << 1 << 1 << 1 << Transposed::No << Transposed::No << 1.0;
    QTest::newRow("odd sizes") << 33 << 17 << 9 << Transposed::No << Transposed::Yes << 0.0;
    QTest::newRow("empty sum, added") << 4 << 0 << 3 << Transposed::No << Transposed::No << 1.0;
    QTest::newRow("empty sum, overwritten") << 4 << 0 << 3 << Transposed::Yes << Transposed::No << 0.0;
    QTest::newRow("no rows") << 0 << 5 << 3 << Transposed::No << Transposed::No << 0.0;
}

void TestMatrixProducts::agreesWithEigen()
{
    QFETCH(int, m);
    QFETCH(int, k);
    QFETCH(int, n);
    QFETCH(Transposed, ta);
    QFETCH(Transposed, tb);
    QFETCH(double, keep);
    const pe::Matrix a = ta == Transposed::Yes ? pe::randomNormalMatrix(k, m, 1.0, 1) : pe::randomNormalMatrix(m, k, 1.0, 1);
    const pe::Matrix b = tb == Transposed::Yes ? pe::randomNormalMatrix(n, k, 1.0, 2) : pe::randomNormalMatrix(k, n, 1.0, 2);
    const pe::Matrix start = pe::randomNormalMatrix(m, n, 1.0, 3);
    const pe::Matrix opA = ta == Transposed::Yes ? pe::Matrix(a.transpose()) : a;
    const pe::Matrix opB = tb == Transposed::Yes ? pe::Matrix(b.transpose()) : b;
    const pe::Matrix expected = opA * opB + keep * start;
    pe::Matrix out = keep == 0.0 ? pe::Matrix() : start;
    pe::multiply(out, a, ta, b, tb, keep);
    // Sums of up to 416 products of unit normals: their rounding stays far below 1e-12.
    COMPARE_MATRICES(out, expected, 1e-12);
}

void TestMatrixProducts::kernelsAgreeWithEigen_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::newRow("a batch of the training, d_model 32") << 416 << 32;
    QTest::newRow("its feed-forward layer, 4·d_model") << 416 << 128;
    QTest::newRow("one row") << 1 << 9;
    QTest::newRow("one column") << 13 << 1;
    QTest::newRow("odd sizes, vectors half full") << 7 << 5;
}

void TestMatrixProducts::kernelsAgreeWithEigen()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    using pe::Matrix;
    using pe::Vector;
    const Matrix in = pe::randomNormalMatrix(rows, columns, 1.0, 4);
    const Matrix dOut = pe::randomNormalMatrix(rows, columns, 1.0, 5);
    const Matrix gain = pe::randomNormalMatrix(1, columns, 1.0, 6);
    const Matrix bias = pe::randomNormalMatrix(1, columns, 1.0, 7);
    const double epsilon = 1e-5;

    // LayerNorm, forward: (x − μ)·rstd ⊙ g + b row by row, with the biased variance.
    const Vector mean = in.rowwise().mean();
    const Matrix centred = in.colwise() - mean;
    const Vector rstd = ((centred.array().square().rowwise().sum() / double(columns)) + epsilon).rsqrt().matrix();
    const Matrix normalized = (centred.array().colwise() * rstd.array()).matrix();
    const Matrix expectedOut = ((normalized.array().rowwise() * gain.row(0).array()).rowwise() + bias.row(0).array()).matrix();
    Matrix out(rows, columns);
    Vector kernelMean(rows), kernelRstd(rows);
    pe::kernels::layerNorm(out.data(), kernelMean.data(), kernelRstd.data(), in.data(), gain.data(), bias.data(), rows,
                           columns, epsilon);
    COMPARE_MATRICES(kernelMean, mean, 1e-12);
    COMPARE_MATRICES(kernelRstd, rstd, 1e-10);  // 1/σ of a row of one value is 1/√ε ≈ 316
    COMPARE_MATRICES(out, expectedOut, 1e-12);

    // LayerNorm, backward: the gradients are added to what is there.
    const Matrix dNormalized = (dOut.array().rowwise() * gain.row(0).array()).matrix();
    const Vector meanD = dNormalized.rowwise().mean();
    const Vector meanDx = (dNormalized.array() * normalized.array()).rowwise().mean().matrix();
    const Matrix start = pe::randomNormalMatrix(rows, columns, 1.0, 8);
    const Matrix expectedDIn = start + (((dNormalized.colwise() - meanD).array() - normalized.array().colwise() * meanDx.array())
                                            .colwise() * rstd.array()).matrix();
    const Matrix expectedDGain = gain + (dOut.array() * normalized.array()).colwise().sum().matrix();
    const Matrix expectedDBias = bias + dOut.colwise().sum();
    Matrix dIn = start, dGain = gain, dBias = bias;
    Vector scratch(2 * rows);
    pe::kernels::layerNormBackward(dIn.data(), dGain.data(), dBias.data(), dOut.data(), in.data(), mean.data(), rstd.data(),
                                   gain.data(), rows, columns, scratch.data());
    COMPARE_MATRICES(dIn, expectedDIn, 1e-9);  // rstd up to 316 times sums of unit normals
    COMPARE_MATRICES(dGain, expectedDGain, 1e-12 * rows);
    COMPARE_MATRICES(dBias, expectedDBias, 1e-12 * rows);

    // ReLU both ways, the backward pass adding.
    Matrix relu(rows, columns);
    pe::kernels::relu(relu.data(), in.data(), in.size());
    QCOMPARE(relu, Matrix(in.cwiseMax(0.0)));
    Matrix dRelu = start;
    pe::kernels::reluBackward(dRelu.data(), dOut.data(), in.data(), in.size());
    QCOMPARE(dRelu, Matrix(start.array() + (in.array() > 0.0).select(dOut.array(), 0.0)));

    // Three steps of Adam as torch.optim.Adam writes them.
    Matrix theta = in, first = Matrix::Zero(rows, columns), second = Matrix::Zero(rows, columns);
    Matrix expectedTheta = in, m = first, v = second;
    for (int t = 1; t <= 3; ++t) {
        const Matrix g = pe::randomNormalMatrix(rows, columns, 1.0, 10 + t);
        const double correction2Root = std::sqrt(1.0 - std::pow(0.999, t));
        const double stepSize = 0.01 / (1.0 - std::pow(0.9, t));
        m = m * 0.9 + g * (1.0 - 0.9);
        v = v * 0.999 + g.cwiseProduct(g) * (1.0 - 0.999);
        expectedTheta -= stepSize * m.cwiseQuotient(((v.array().sqrt() / correction2Root) + 1e-8).matrix());
        pe::kernels::adam(theta.data(), first.data(), second.data(), g.data(), theta.size(),
                          {0.9, 0.999, 1e-8, stepSize, correction2Root});
    }
    COMPARE_MATRICES(theta, expectedTheta, 1e-15);
    COMPARE_MATRICES(first, m, 1e-15);
    COMPARE_MATRICES(second, v, 1e-15);
}

void TestMatrixProducts::exponentialIsTheLibrarys_data()
{
    QTest::addColumn<double>("lowest");
    QTest::addColumn<double>("highest");
    QTest::newRow("near zero") << -1e-3 << 0.0;
    QTest::newRow("a softmax's exponents") << -40.0 << 0.0;
    QTest::newRow("every normal result") << -708.0 << 0.0;
    QTest::newRow("subnormal results") << -745.2 << -708.4;
}

void TestMatrixProducts::exponentialIsTheLibrarys()
{
    QFETCH(double, lowest);
    QFETCH(double, highest);
    // At most one unit in the last place from std::exp, at a million points of the range.
    std::mt19937_64 random(7);
    std::uniform_real_distribution<double> exponents(lowest, highest);
    double worst = 0.0, worstAt = 0.0;
    for (int i = 0; i < 1000000; ++i) {
        const double x = exponents(random), expected = std::exp(x);
        const double unit = expected < std::numeric_limits<double>::min() ? std::numeric_limits<double>::denorm_min()
                                                                          : std::nextafter(expected, 2.0) - expected;
        if (const double units = std::abs(pe::kernels::exponentialOfNonPositive(x) - expected) / unit; units > worst)
            std::tie(worst, worstAt) = std::tuple(units, x);
    }
    QVERIFY2(worst <= 1.0, qPrintable(QStringLiteral("%1 units in the last place at x = %2").arg(worst).arg(worstAt, 0, 'g', 17)));
}

void TestMatrixProducts::exponentialAtTheEdges()
{
    using Limits = std::numeric_limits<double>;
    QCOMPARE(pe::kernels::exponentialOfNonPositive(0.0), 1.0);
    QCOMPARE(pe::kernels::exponentialOfNonPositive(-0.0), 1.0);
    QCOMPARE(pe::kernels::exponentialOfNonPositive(-Limits::infinity()), 0.0);  // a masked key
    QCOMPARE(pe::kernels::exponentialOfNonPositive(-1e300), 0.0);
    QCOMPARE(pe::kernels::exponentialOfNonPositive(-746.0), 0.0);
    QCOMPARE(pe::kernels::exponentialOfNonPositive(-745.0), Limits::denorm_min());  // e^-745 = 0.98 · 2^-1074
    QCOMPARE(pe::kernels::exponentialOfNonPositive(std::log(Limits::min())), std::exp(std::log(Limits::min())));
    QVERIFY(std::isnan(pe::kernels::exponentialOfNonPositive(Limits::quiet_NaN())));
}

QTEST_GUILESS_MAIN(TestMatrixProducts)
#include "test_matrix_products.moc"
