// The other positional schemes against values worked out by hand, and the property each one
// teaches: integer grows, normalized depends on the length, binary wraps, learned stops at
// max_len. RoPE's and ALiBi's own tests are in test_rope_and_alibi.cpp.

#include "core/schemes/scheme_fixtures.h"
#include "support/matrix_compare.h"
#include "schemes/position_schemes.h"

#include <QtTest>
#include <cmath>
#include <limits>
#include <set>

using pe::Scheme;
using pe::SchemeParams;

Q_DECLARE_METATYPE(pe::Scheme)

class TestPositionSchemes : public QObject
{
    Q_OBJECT
private slots:
    void names_data();
    void names();
    void rejectsUnknownNames_data();
    void rejectsUnknownNames();
    void allSchemesOnceEach();
    void shapes_data();
    void shapes();
    void knownRows_data();
    void knownRows();
    void monotoneAlongPositions_data();
    void monotoneAlongPositions();
    void binaryWraps_data();
    void binaryWraps();
    void binaryRowsRepeatAfterTwoToTheD_data();
    void binaryRowsRepeatAfterTwoToTheD();
    void binaryWideDModelNeverWraps_data();
    void binaryWideDModelNeverWraps();
    void learnedGapIsNaN_data();
    void learnedGapIsNaN();
    void learnedTableFollowsSeed();
    void learnedTableSpread();
    void validation_data();
    void validation();
    void rejectsOutOfRange();
};

void TestPositionSchemes::names_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("additive");
    QTest::newRow("sinusoidal") << Scheme::Sinusoidal << "sinusoidal" << true;
    QTest::newRow("integer") << Scheme::Integer << "integer" << true;
    QTest::newRow("normalized") << Scheme::Normalized << "normalized" << true;
    QTest::newRow("binary") << Scheme::Binary << "binary" << true;
    QTest::newRow("learned") << Scheme::Learned << "learned" << true;
    QTest::newRow("rope") << Scheme::Rope << "rope" << false;
    QTest::newRow("alibi") << Scheme::Alibi << "alibi" << false;
}

void TestPositionSchemes::names()
{
    QFETCH(Scheme, scheme);
    QFETCH(QString, name);
    QFETCH(bool, additive);
    QCOMPARE(pe::schemeName(scheme), name);
    Scheme parsed = scheme == Scheme::Sinusoidal ? Scheme::Alibi : Scheme::Sinusoidal;
    QVERIFY(pe::schemeFromName(name, &parsed));
    QCOMPARE(parsed, scheme);
    QCOMPARE(pe::isAdditive(scheme), additive);
    // Two or three sentences: long enough to explain, short enough to read beside a plot.
    const QString explanation = pe::schemeExplanation(scheme);
    const qsizetype sentences = explanation.count(QLatin1String(". ")) + (explanation.endsWith(QLatin1Char('.')) ? 1 : 0);
    QVERIFY2(sentences >= 2 && sentences <= 3, qPrintable(explanation));
}

void TestPositionSchemes::rejectsUnknownNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << "";
    QTest::newRow("capitalised") << "Sinusoidal";
    QTest::newRow("long name of rope") << "rotary";
    QTest::newRow("trailing space") << "alibi ";
}

void TestPositionSchemes::rejectsUnknownNames()
{
    QFETCH(QString, name);
    Scheme scheme = Scheme::Binary;
    QVERIFY(!pe::schemeFromName(name, &scheme));
    QCOMPARE(scheme, Scheme::Binary);  // left as it was
}

void TestPositionSchemes::allSchemesOnceEach()
{
    const QList<Scheme> schemes = pe::allSchemes();
    QCOMPARE(schemes.size(), 9);
    std::set<QString> names;
    for (const Scheme scheme : schemes)
        names.insert(pe::schemeName(scheme));
    QCOMPARE(names.size(), size_t(9));
    QCOMPARE(schemes.first(), Scheme::Sinusoidal);
    QCOMPARE(std::count_if(schemes.begin(), schemes.end(), pe::isAdditive), 5);
}

void TestPositionSchemes::shapes_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    // L = 10 positions.
    for (const Scheme scheme : pe::allSchemes()) {
        const int pairs = 7 / 2;
        const int cols = scheme == Scheme::Rope ? pairs : (scheme == Scheme::Alibi || scheme == Scheme::T5 || scheme == Scheme::Shaw) ? 10 : 7;
        QTest::addRow("%s, d_model 7", qPrintable(pe::schemeName(scheme))) << scheme << 7 << 10 << cols;
    }
    QTest::newRow("rope, d_model 1 has no pair") << Scheme::Rope << 1 << 10 << 0;
}

void TestPositionSchemes::shapes()
{
    QFETCH(Scheme, scheme);
    QFETCH(int, dModel);
    QFETCH(int, rows);
    QFETCH(int, cols);
    const pe::Matrix matrix = pe::schemeMatrix(schemeParams(scheme, dModel, 10));
    QCOMPARE(matrix.rows(), rows);
    QCOMPARE(matrix.cols(), cols);
    // Learned is finite too while L <= max_len.
    QVERIFY(matrix.allFinite());
}

void TestPositionSchemes::knownRows_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("pos");
    QTest::addColumn<std::vector<double>>("expected");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("binary of 5 at d_model 4") << Scheme::Binary << 8 << 5 << std::vector<double>{1, 0, 1, 0} << 0.0;
    QTest::newRow("binary of 0 at d_model 4") << Scheme::Binary << 8 << 0 << std::vector<double>{0, 0, 0, 0} << 0.0;
    QTest::newRow("binary of 7 at d_model 3") << Scheme::Binary << 8 << 7 << std::vector<double>{1, 1, 1} << 0.0;
    QTest::newRow("binary of 8 at d_model 3 wraps to 0") << Scheme::Binary << 9 << 8 << std::vector<double>{0, 0, 0} << 0.0;
    QTest::newRow("binary of 6 at d_model 5") << Scheme::Binary << 7 << 6 << std::vector<double>{0, 1, 1, 0, 0} << 0.0;
    QTest::newRow("integer row 3 is 3 in dimension 0") << Scheme::Integer << 10 << 3 << std::vector<double>{3, 0, 0} << 0.0;
    QTest::newRow("integer row 0 is all 0") << Scheme::Integer << 10 << 0 << std::vector<double>{0, 0} << 0.0;
    QTest::newRow("normalized: last position is 1") << Scheme::Normalized << 7 << 6 << std::vector<double>{1, 0, 0} << 0.0;
    QTest::newRow("normalized: position 0 is 0") << Scheme::Normalized << 7 << 0 << std::vector<double>{0, 0, 0} << 0.0;
    QTest::newRow("normalized: middle of 5 is 0.5") << Scheme::Normalized << 5 << 2 << std::vector<double>{0.5, 0} << 0.0;
    QTest::newRow("normalized: one position is 0") << Scheme::Normalized << 1 << 0 << std::vector<double>{0, 0, 0, 0} << 0.0;
    QTest::newRow("normalized: last position is 1 at any length") << Scheme::Normalized << 1000 << 999 << std::vector<double>{1} << 0.0;
    QTest::newRow("sinusoidal: pos 2, d_model 4") << Scheme::Sinusoidal << 5 << 2
                                                  << std::vector<double>{std::sin(2.0), std::cos(2.0), std::sin(0.02), std::cos(0.02)}
                                                  << kTolerance;
}

void TestPositionSchemes::knownRows()
{
    QFETCH(Scheme, scheme);
    QFETCH(int, positions);
    QFETCH(int, pos);
    QFETCH(std::vector<double>, expected);
    QFETCH(double, tolerance);
    const pe::Matrix matrix = pe::schemeMatrix(schemeParams(scheme, int(expected.size()), positions));
    QCOMPARE(matrix.rows(), positions);
    COMPARE_MATRICES(matrix.row(pos), Eigen::Map<const pe::Matrix>(expected.data(), 1, Eigen::Index(expected.size())), tolerance);
}

void TestPositionSchemes::monotoneAlongPositions_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<int>("positions");
    QTest::addColumn<double>("lastValue");
    QTest::newRow("integer, 50 positions") << Scheme::Integer << 50 << 49.0;
    QTest::newRow("integer grows without bound") << Scheme::Integer << 5000 << 4999.0;
    QTest::newRow("normalized, 50 positions") << Scheme::Normalized << 50 << 1.0;
    QTest::newRow("normalized, 2 positions") << Scheme::Normalized << 2 << 1.0;
    QTest::newRow("normalized stays in [0, 1]") << Scheme::Normalized << 5000 << 1.0;
}

void TestPositionSchemes::monotoneAlongPositions()
{
    QFETCH(Scheme, scheme);
    QFETCH(int, positions);
    QFETCH(double, lastValue);
    const pe::Matrix matrix = pe::schemeMatrix(schemeParams(scheme, 6, positions));
    // One number per position: dimension 0 rises, the others stay 0.
    for (int pos = 1; pos < positions; ++pos)
        QVERIFY2(matrix(pos, 0) > matrix(pos - 1, 0), qPrintable(QStringLiteral("position %1").arg(pos)));
    QCOMPARE(matrix.rightCols(5).cwiseAbs().maxCoeff(), 0.0);
    QCOMPARE(matrix.minCoeff(), 0.0);
    QCOMPARE(matrix.maxCoeff(), lastValue);
}

void TestPositionSchemes::binaryWraps_data()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<bool>("wraps");
    const int intMax = std::numeric_limits<int>::max();
    QTest::newRow("16 positions fit in 4 bits") << 16 << 4 << false;
    QTest::newRow("17 positions need a fifth bit") << 17 << 4 << true;
    QTest::newRow("one bit counts to 1") << 2 << 1 << false;
    QTest::newRow("one bit, 3 positions") << 3 << 1 << true;
    QTest::newRow("2^20 positions in 20 bits") << pe::kMaxPositions << 20 << false;
    QTest::newRow("2^20 positions in 19 bits") << pe::kMaxPositions << 19 << true;
    QTest::newRow("largest int in 30 bits") << intMax << 30 << true;
    QTest::newRow("largest int in 31 bits") << intMax << 31 << false;
    QTest::newRow("d_model 63: no shift by 63") << intMax << 63 << false;
    QTest::newRow("d_model 64: no shift by 64") << intMax << 64 << false;
    QTest::newRow("d_model 16384") << intMax << pe::kMaxDModel << false;
}

void TestPositionSchemes::binaryWraps()
{
    QFETCH(int, positions);
    QFETCH(int, dModel);
    QFETCH(bool, wraps);
    QCOMPARE(pe::binaryWraps(positions, dModel), wraps);
}

void TestPositionSchemes::binaryRowsRepeatAfterTwoToTheD_data()
{
    QTest::addColumn<int>("dModel");
    for (const int dModel : {1, 2, 3, 4, 8})
        QTest::addRow("d_model %d", dModel) << dModel;
}

void TestPositionSchemes::binaryRowsRepeatAfterTwoToTheD()
{
    QFETCH(int, dModel);
    const int period = 1 << dModel;
    const pe::Matrix matrix = pe::schemeMatrix(schemeParams(Scheme::Binary, dModel, period + 3));
    QVERIFY(pe::binaryWraps(period + 1, dModel));
    QVERIFY(!pe::binaryWraps(period, dModel));
    for (int pos = 0; pos < 3; ++pos)
        COMPARE_MATRICES(matrix.row(period + pos), matrix.row(pos), 0.0);
    // Before the wrap every position has a code of its own.
    std::set<std::vector<double>> codes;
    for (int pos = 0; pos < period; ++pos) {
        std::vector<double> code(dModel);
        for (int j = 0; j < dModel; ++j)
            code[j] = matrix(pos, j);
        codes.insert(code);
    }
    QCOMPARE(int(codes.size()), period);
    QVERIFY(((matrix.array() == 0.0) || (matrix.array() == 1.0)).all());
}

void TestPositionSchemes::binaryWideDModelNeverWraps_data()
{
    QTest::addColumn<int>("dModel");
    QTest::newRow("d_model 63") << 63;
    QTest::newRow("d_model 64") << 64;
    QTest::newRow("d_model 100, past a 64-bit shift") << 100;
}

void TestPositionSchemes::binaryWideDModelNeverWraps()
{
    QFETCH(int, dModel);
    const int positions = 3000;
    const pe::Matrix matrix = pe::schemeMatrix(schemeParams(Scheme::Binary, dModel, positions));
    QVERIFY(!pe::binaryWraps(positions, dModel));
    // The bits read back as the position: nothing wrapped, nothing shifted out of range.
    for (int pos = 0; pos < positions; ++pos) {
        double value = 0.0;
        for (int j = 0; j < 12; ++j)
            value += matrix(pos, j) * std::ldexp(1.0, j);
        QCOMPARE(value, double(pos));
    }
    QCOMPARE(matrix.rightCols(dModel - 12).cwiseAbs().maxCoeff(), 0.0);
}

void TestPositionSchemes::learnedGapIsNaN_data()
{
    QTest::addColumn<int>("maxLen");
    QTest::addColumn<int>("positions");
    QTest::newRow("default max_len, 100 positions") << pe::kDefaultMaxLen << 100;
    QTest::newRow("max_len equals positions: no gap") << 10 << 10;
    QTest::newRow("max_len 1") << 1 << 5;
    QTest::newRow("max_len beyond the rows shown") << 100000 << 20;
}

void TestPositionSchemes::learnedGapIsNaN()
{
    QFETCH(int, maxLen);
    QFETCH(int, positions);
    SchemeParams params = schemeParams(Scheme::Learned, 8, positions);
    params.schemeSettings.maxLen = maxLen;
    const pe::Matrix matrix = pe::schemeMatrix(params);
    QCOMPARE(matrix.rows(), positions);
    QCOMPARE(matrix.cols(), 8);
    const int known = std::min(maxLen, positions);
    QVERIFY(matrix.topRows(known).allFinite());
    QVERIFY(matrix.bottomRows(positions - known).array().isNaN().all());
    // The rows shown are the table's own, however long the table is.
    COMPARE_MATRICES(matrix.topRows(known), pe::learnedTable(maxLen, 8, pe::kDefaultSeed).topRows(known), 0.0);
}

void TestPositionSchemes::learnedTableFollowsSeed()
{
    const pe::Matrix table = pe::learnedTable(50, 16, pe::kDefaultSeed);
    QCOMPARE(table.rows(), 50);
    QCOMPARE(table.cols(), 16);
    COMPARE_MATRICES(pe::learnedTable(50, 16, pe::kDefaultSeed), table, 0.0);
    // The documented seed, written out.
    COMPARE_MATRICES(pe::randomNormalMatrix(50, 16, 0.02, pe::kDefaultSeed ^ pe::fnv1a64("learned")), table, 0.0);
    // Row p does not depend on max_len.
    COMPARE_MATRICES(pe::learnedTable(20, 16, pe::kDefaultSeed), table.topRows(20), 0.0);
    QVERIFY(maxAbsDifference(pe::learnedTable(50, 16, pe::kDefaultSeed + 1), table) > 0.01);
    QVERIFY(maxAbsDifference(pe::randomNormalMatrix(50, 16, 0.02, pe::kDefaultSeed), table) > 0.01);
}

void TestPositionSchemes::learnedTableSpread()
{
    // 1024 × 64 = 65536 values: the sample's standard deviation is within 0.02 / √(2·65536) ≈ 5.5e-5
    // of 0.02 one time in three, and its mean within 0.02 / 256 ≈ 7.8e-5; the tolerances
    // allow six of those, and still fail for σ = 0.021 or a mean of 0.001.
    const pe::Matrix table = pe::learnedTable(1024, 64, pe::kDefaultSeed);
    const double mean = table.mean();
    const double deviation = std::sqrt((table.array() - mean).square().sum() / double(table.size() - 1));
    QVERIFY2(std::abs(deviation - 0.02) <= 3.3e-4, qPrintable(QStringLiteral("standard deviation %1").arg(deviation)));
    QVERIFY2(std::abs(mean) <= 4.7e-4, qPrintable(QStringLiteral("mean %1").arg(mean)));
}

void TestPositionSchemes::validation_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("maxLen");
    QTest::addColumn<int>("heads");
    QTest::addColumn<QString>("named");
    for (const Scheme scheme : pe::allSchemes())
        QTest::addRow("%s, defaults", qPrintable(pe::schemeName(scheme))) << scheme << 64 << 128 << 10000.0 << pe::kDefaultMaxLen << 8 << "";
    QTest::newRow("learned, max_len 0") << Scheme::Learned << 8 << 10 << 10000.0 << 0 << 8 << "max_len";
    QTest::newRow("learned, max_len too large") << Scheme::Learned << 8 << 10 << 10000.0 << pe::kMaxPositions + 1 << 8 << "max_len";
    QTest::newRow("learned, max_len at the largest") << Scheme::Learned << 8 << 10 << 10000.0 << pe::kMaxPositions << 8 << "";
    QTest::newRow("learned ignores heads") << Scheme::Learned << 8 << 10 << 10000.0 << 5 << 0 << "";
    QTest::newRow("sinusoidal ignores max_len") << Scheme::Sinusoidal << 8 << 10 << 10000.0 << 0 << 8 << "";
    QTest::newRow("alibi, heads 0") << Scheme::Alibi << 8 << 10 << 10000.0 << 64 << 0 << "heads";
    QTest::newRow("alibi, heads 65") << Scheme::Alibi << 8 << 10 << 10000.0 << 64 << pe::kMaxAlibiHeads + 1 << "heads";
    QTest::newRow("alibi, 64 heads") << Scheme::Alibi << 8 << 10 << 10000.0 << 64 << pe::kMaxAlibiHeads << "";
    QTest::newRow("alibi, too many positions for L × L")
        << Scheme::Alibi << 8 << pe::kMaxPairMatrixPositions + 1 << 10000.0 << 64 << 8 << "positions";
    QTest::newRow("rope ignores heads") << Scheme::Rope << 8 << 10 << 10000.0 << 64 << 0 << "";
    QTest::newRow("integer, d_model 0") << Scheme::Integer << 0 << 10 << 10000.0 << 64 << 8 << "d_model";
    QTest::newRow("binary, no positions") << Scheme::Binary << 8 << 0 << 10000.0 << 64 << 8 << "positions";
    QTest::newRow("rope, base 1") << Scheme::Rope << 8 << 10 << 1.0 << 64 << 8 << "base";
    QTest::newRow("learned, d_model checked before max_len") << Scheme::Learned << 0 << 10 << 10000.0 << 0 << 8 << "d_model";
}

void TestPositionSchemes::validation()
{
    QFETCH(Scheme, scheme);
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QFETCH(double, base);
    QFETCH(int, maxLen);
    QFETCH(int, heads);
    QFETCH(QString, named);
    SchemeParams params = schemeParams(scheme, dModel, positions);
    params.encoding.base = base;
    params.schemeSettings.maxLen = maxLen;
    params.heads = heads;
    const QString error = pe::validationError(params);
    if (named.isEmpty()) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(pe::schemeMatrix(params).rows(), positions);
        return;
    }
    QVERIFY2(error.startsWith(named), qPrintable(error));
    try {
        pe::schemeMatrix(params);
        QFAIL("no exception");
    } catch (const pe::InvalidParameter &exception) {
        QCOMPARE(exception.message(), error);
    }
}

void TestPositionSchemes::rejectsOutOfRange()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::learnedTable(0, 4, 1));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::learnedTable(pe::kMaxPositions + 1, 4, 1));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::learnedTable(4, 0, 1));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::learnedTable(pe::kMaxPositions, pe::kMaxDModel, 1));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::ropeAngles(0, 4, 10000.0));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::ropeAngles(4, 4, 0.5));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::applyRope(pe::Matrix(3, 0), 10000.0));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::applyRope(pe::Matrix(0, 4), nan));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::alibiSlopes(0));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::alibiSlopes(pe::kMaxAlibiHeads + 1));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::alibiBias(-1, 0.5));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::alibiBias(pe::kMaxPairMatrixPositions + 1, 0.5));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::alibiBias(3, -0.5));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::alibiBias(3, nan));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::alibiBias(3, std::numeric_limits<double>::infinity()));
}

QTEST_APPLESS_MAIN(TestPositionSchemes)
#include "test_position_schemes.moc"
