// The principal components of a position table: against an independent eigen-decomposition of the
// covariance and NumPy's SVD, what they must be (ratios adding up to 1, orthogonal scores, the
// table rebuilt), a table of one sinusoid pair, and the sign that makes them deterministic.

#include "support/fail_on_warnings.h"
#include "support/matrix_compare.h"
#include "schemes/position_schemes.h"
#include "training/position_pca.h"

#include <Eigen/Eigenvalues>
#include <QProcess>
#include <QTemporaryFile>
#include <QtTest>
#include <cmath>
#include <numbers>

Q_DECLARE_METATYPE(pe::Matrix)

namespace {

constexpr double kTolerance = 1e-10;

// The sign rule written out again: the score of largest magnitude positive, the lowest position
// among near ties.
void signByLargestScore(Eigen::Ref<pe::Vector> scores)
{
    const double largest = scores.cwiseAbs().maxCoeff();
    for (Eigen::Index p = 0; p < scores.size(); ++p)
        if (std::abs(scores(p)) >= largest * (1.0 - 1e-9)) {
            if (scores(p) < 0.0)
                scores = -scores;
            return;
        }
}

struct Reference
{
    pe::Vector ratios;  // (D), descending
    pe::Matrix scores;  // (D × L)
};

// The textbook way: eigenvectors of the covariance matrix C = X_cᵀ X_c / (L − 1), largest
// eigenvalue first; ratio_j = λ_j / Σλ, scores_j = X_c v_j.
Reference covarianceReference(const pe::Matrix &table)
{
    const pe::Matrix centred = table.rowwise() - table.colwise().mean();
    const pe::Matrix covariance = centred.transpose() * centred / double(table.rows() - 1);
    const Eigen::SelfAdjointEigenSolver<pe::Matrix> eigen(covariance);  // ascending
    const Eigen::Index d = table.cols();
    Reference reference{pe::Vector(d), pe::Matrix(d, table.rows())};
    const pe::Vector lambda = eigen.eigenvalues().cwiseMax(0.0);
    for (Eigen::Index j = 0; j < d; ++j) {
        reference.ratios(j) = lambda(d - 1 - j) / lambda.sum();
        pe::Vector scores = centred * eigen.eigenvectors().col(d - 1 - j);
        signByLargestScore(scores);
        reference.scores.row(j) = scores.transpose();
    }
    return reference;
}

// A table whose columns have clearly different spreads: distinct eigenvalues, unique directions.
pe::Matrix spreadTable(int positions, int dModel, quint64 seed)
{
    pe::Matrix table = pe::randomNormalMatrix(positions, dModel, 1.0, seed);
    for (int j = 0; j < dModel; ++j)
        table.col(j) *= 1.0 + 0.7 * j;
    return table + pe::Matrix::Constant(positions, dModel, 0.3);  // a mean to subtract
}

// The largest residual of y fitted by least squares on (sin ωp, cos ωp, 1).
double sinusoidResidual(const pe::Vector &y, double omega)
{
    pe::Matrix basis(y.size(), 3);
    for (Eigen::Index p = 0; p < y.size(); ++p)
        basis.row(p) << std::sin(omega * p), std::cos(omega * p), 1.0;
    const pe::Vector fit = basis.colPivHouseholderQr().solve(y);
    return (basis * fit - y).cwiseAbs().maxCoeff();
}

} // namespace

class TestPositionPca : public QObject
{
    Q_OBJECT
private slots:
    void init() { failOnStringWarnings(); }
    void agreesWithTheCovarianceEigenvectors_data();
    void agreesWithTheCovarianceEigenvectors();
    void componentsRebuildTheTable_data();
    void componentsRebuildTheTable();
    void sinusoidPairGivesTwoHalves();
    void unequalSinusoidPairGivesSineAndCosine();
    void signDoesNotDependOnTheAlgorithm();
    void tablesWithoutVarianceAndBadTables();
    void agreesWithNumPy();
};

void TestPositionPca::agreesWithTheCovarianceEigenvectors_data()
{
    QTest::addColumn<pe::Matrix>("table");
    QTest::newRow("40 positions × 8, spreads 1 … 5.9") << spreadTable(40, 8, 1);
    QTest::newRow("GPT-2-like untrained table 64 × 16") << pe::learnedTable(64, 16, 7);
    QTest::newRow("fewer positions than dimensions: 10 × 30") << spreadTable(10, 30, 3);
    QTest::newRow("one column") << spreadTable(12, 1, 4);
}

void TestPositionPca::agreesWithTheCovarianceEigenvectors()
{
    QFETCH(pe::Matrix, table);
    const pe::PrincipalComponents pca = pe::positionPrincipalComponents(table);
    const Reference reference = covarianceReference(table);
    const Eigen::Index k = std::min(table.rows(), table.cols());
    QCOMPARE(pca.explainedRatio.size(), k);
    QCOMPARE(pca.scores.rows(), k);
    QCOMPARE(pca.scores.cols(), table.rows());
    COMPARE_MATRICES(pca.explainedRatio, reference.ratios.head(k), kTolerance);
    for (Eigen::Index j = 0; j < k; ++j)
        if (reference.ratios(j) > 1e-12)  // centring leaves L − 1 directions with variance
            COMPARE_MATRICES(pca.scores.row(j), reference.scores.row(j), kTolerance);
        else
            QVERIFY(pca.scores.row(j).isZero(0.0));
    COMPARE_MATRICES(pca.mean, table.colwise().mean().transpose(), kTolerance);
}

void TestPositionPca::componentsRebuildTheTable_data()
{
    QTest::addColumn<pe::Matrix>("table");
    QTest::newRow("64 × 16, full rank") << spreadTable(64, 16, 9);
    QTest::newRow("GPT-2-like 128 × 8") << pe::learnedTable(128, 8, 2);
}

void TestPositionPca::componentsRebuildTheTable()
{
    QFETCH(pe::Matrix, table);
    const pe::PrincipalComponents pca = pe::positionPrincipalComponents(table);
    // Ratios: in [0, 1], largest first, adding up to 1.
    QVERIFY(std::abs(pca.explainedRatio.sum() - 1.0) <= kTolerance);
    for (Eigen::Index j = 1; j < pca.explainedRatio.size(); ++j)
        QVERIFY(pca.explainedRatio(j) <= pca.explainedRatio(j - 1));
    QVERIFY(pca.explainedRatio.minCoeff() >= 0.0);
    // Unit, orthogonal directions; orthogonal scores whose squared lengths are in the ratios.
    const Eigen::Index k = pca.directions.rows();
    COMPARE_MATRICES(pca.directions * pca.directions.transpose(), pe::Matrix::Identity(k, k), kTolerance);
    const pe::Matrix gram = pca.scores * pca.scores.transpose();
    COMPARE_MATRICES(gram.diagonal() / gram.trace(), pca.explainedRatio, kTolerance);
    COMPARE_MATRICES(pe::Matrix(gram.diagonal().asDiagonal()), gram, kTolerance * gram.trace());
    // The mean row plus the scores along the directions give the table back.
    const pe::Matrix rebuilt = (pca.scores.transpose() * pca.directions).rowwise() + pca.mean.transpose();
    COMPARE_MATRICES(rebuilt, table, kTolerance);
    // Asking for 3 gives the first 3 of them.
    const pe::PrincipalComponents three = pe::positionPrincipalComponents(table, 3);
    COMPARE_MATRICES(three.scores, pca.scores.topRows(3), 0.0);
    COMPARE_MATRICES(three.explainedRatio, pca.explainedRatio.head(3), 0.0);
}

void TestPositionPca::sinusoidPairGivesTwoHalves()
{
    // One sine and its cosine over 4 whole turns: two components of half the variance each, every
    // other one without any. Their variances are equal, so any turn of the pair is as principal as
    // another; whichever the SVD picks, each score is a sinusoid of the same frequency, and together
    // they hold all of the table.
    const int positions = 64;
    const double omega = 2 * std::numbers::pi / 16;
    pe::Matrix table = pe::Matrix::Zero(positions, 6);
    for (int p = 0; p < positions; ++p) {
        table(p, 1) = std::sin(omega * p);
        table(p, 4) = std::cos(omega * p);
    }
    const pe::PrincipalComponents pca = pe::positionPrincipalComponents(table);
    QVERIFY(std::abs(pca.explainedRatio(0) - 0.5) <= kTolerance);
    QVERIFY(std::abs(pca.explainedRatio(1) - 0.5) <= kTolerance);
    QVERIFY(pca.explainedRatio.tail(4).isZero(0.0));
    QVERIFY(pca.scores.bottomRows(4).isZero(0.0));
    for (int j = 0; j < 2; ++j) {
        QVERIFY2(sinusoidResidual(pca.scores.row(j).transpose(), omega) <= kTolerance, qPrintable(QString::number(j)));
        QVERIFY(std::abs(pca.scores.row(j).squaredNorm() - positions / 2.0) <= kTolerance);
        QVERIFY(std::abs(pca.directions(j, 0)) + std::abs(pca.directions(j, 2)) <= kTolerance);  // only columns 1 and 4
    }
}

void TestPositionPca::unequalSinusoidPairGivesSineAndCosine()
{
    // 3 sin ωp and cos ωp: 9 parts of variance to 1, and the scores are the two columns themselves.
    // The sine's largest magnitude, 3, comes at positions 4, 20, … (+3) and 12, 28, … (−3): the
    // lowest of them, 4, is positive. The cosine's at 0 (+1) first.
    const int positions = 64;
    const double omega = 2 * std::numbers::pi / 16;
    pe::Matrix table(positions, 2);
    for (int p = 0; p < positions; ++p)
        table.row(p) << std::cos(omega * p), 3 * std::sin(omega * p);
    const pe::PrincipalComponents pca = pe::positionPrincipalComponents(table);
    COMPARE_MATRICES(pca.explainedRatio, (pe::Vector(2) << 0.9, 0.1).finished(), kTolerance);
    COMPARE_MATRICES(pca.scores.row(0), table.col(1).transpose(), kTolerance);
    COMPARE_MATRICES(pca.scores.row(1), table.col(0).transpose(), kTolerance);
    COMPARE_MATRICES(pca.directions, (pe::Matrix(2, 2) << 0, 1, 1, 0).finished(), kTolerance);
}

void TestPositionPca::signDoesNotDependOnTheAlgorithm()
{
    // The negated table has the negated directions but the very same scores; so does the table
    // with its columns in another order (the directions' entries moved with them).
    const pe::Matrix table = spreadTable(30, 5, 12);
    const pe::PrincipalComponents pca = pe::positionPrincipalComponents(table);
    const pe::PrincipalComponents negated = pe::positionPrincipalComponents(-table);
    COMPARE_MATRICES(negated.scores, pca.scores, kTolerance);
    COMPARE_MATRICES(negated.directions, -pca.directions, kTolerance);
    const pe::Matrix reversed = table.rowwise().reverse();
    COMPARE_MATRICES(pe::positionPrincipalComponents(reversed).scores, pca.scores, kTolerance);
    for (Eigen::Index j = 0; j < pca.scores.rows(); ++j) {
        const Eigen::Index p = [&] { Eigen::Index at; pca.scores.row(j).cwiseAbs().maxCoeff(&at); return at; }();
        QVERIFY(pca.scores(j, p) > 0.0);
    }
}

void TestPositionPca::tablesWithoutVarianceAndBadTables()
{
    // Every row the same, or one row: nothing varies, every component is 0.
    for (const pe::Matrix &table : {pe::Matrix(pe::Matrix::Constant(8, 4, 2.5)), pe::Matrix(spreadTable(1, 4, 1))}) {
        const pe::PrincipalComponents pca = pe::positionPrincipalComponents(table);
        QVERIFY(pca.explainedRatio.isZero(0.0));
        QVERIFY(pca.scores.isZero(0.0));
        QVERIFY(pca.directions.isZero(0.0));
        COMPARE_MATRICES(pca.mean, table.row(0).transpose(), 0.0);
    }
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::positionPrincipalComponents(pe::Matrix(0, 4)));
    pe::Matrix gap = spreadTable(6, 3, 1);
    gap(2, 1) = std::nan("");  // the learned table's rows past max_len
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::positionPrincipalComponents(gap));
}

void TestPositionPca::agreesWithNumPy()
{
    const QString python = QStringLiteral("/usr/bin/python3");
    if (QProcess::execute(python, {QStringLiteral("-c"), QStringLiteral("import numpy")}) != 0)
        QSKIP("NumPy is not installed (scripts/setup.sh installs python3-numpy)");
    const pe::Matrix table = spreadTable(50, 12, 21);
    QTemporaryFile file;
    QVERIFY(file.open());
    for (Eigen::Index p = 0; p < table.rows(); ++p) {
        QStringList row;
        for (Eigen::Index j = 0; j < table.cols(); ++j)
            row << QString::number(table(p, j), 'g', 17);
        file.write((row.join(QLatin1Char(' ')) + QLatin1Char('\n')).toLatin1());
    }
    file.close();
    // numpy.linalg.svd of the centred rows, the scores signed by the same rule.
    const QString script = QStringLiteral(
        "import sys, numpy as np\n"
        "x = np.loadtxt(sys.argv[1], ndmin=2)\n"
        "c = x - x.mean(axis=0)\n"
        "u, s, vt = np.linalg.svd(c, full_matrices=False)\n"
        "scores = (c @ vt.T).T\n"
        "for row in scores:\n"
        "    big = np.abs(row).max()\n"
        "    first = np.nonzero(np.abs(row) >= big * (1 - 1e-9))[0][0]\n"
        "    row *= -1 if row[first] < 0 else 1\n"
        "print(' '.join(repr(float(v)) for v in s**2 / (s**2).sum()))\n"
        "print(' '.join(repr(float(v)) for v in scores.flatten()))\n");
    QProcess process;
    process.start(python, {QStringLiteral("-c"), script, file.fileName()});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QList<QByteArray> lines = process.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), qsizetype(2));
    const auto numbers = [](const QByteArray &line) {
        const QList<QByteArray> words = line.trimmed().split(' ');
        pe::Vector v(words.size());
        for (qsizetype i = 0; i < words.size(); ++i)
            v(i) = words[i].toDouble();
        return v;
    };
    const pe::PrincipalComponents pca = pe::positionPrincipalComponents(table);
    COMPARE_MATRICES(pca.explainedRatio, numbers(lines[0]), kTolerance);
    const pe::Vector scores = numbers(lines[1]);
    QCOMPARE(scores.size(), pca.scores.size());
    COMPARE_MATRICES(pca.scores, pe::Matrix(scores.reshaped<Eigen::RowMajor>(pca.scores.rows(), pca.scores.cols())), kTolerance);
}

QTEST_APPLESS_MAIN(TestPositionPca)
#include "test_position_pca.moc"
