// The fast matrix product (OpenBLAS) against Eigen's own, the plain reference, for every
// transpose, overwriting and adding, and the empty sizes.

#include "support/matrix_compare.h"
#include "math/matrix_products.h"
#include "text/token_embedding.h"

#include <QtTest>

using pe::Transposed;

Q_DECLARE_METATYPE(pe::Transposed)

class TestMatrixProducts : public QObject
{
    Q_OBJECT
private slots:
    void agreesWithEigen_data();
    void agreesWithEigen();
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

QTEST_GUILESS_MAIN(TestMatrixProducts)
#include "test_matrix_products.moc"
