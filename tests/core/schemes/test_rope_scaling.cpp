// RoPE's scaling for longer sentences: position interpolation and NTK-aware base scaling, each
// against its formula written out here, and the properties that make them work.

#include "attention/attention.h"
#include "support/matrix_compare.h"
#include "schemes/position_schemes.h"
#include "schemes/table.h"

#include <QtTest>
#include <cmath>

using pe::RopeScale;
using pe::RopeScaling;

Q_DECLARE_METATYPE(pe::RopeScaling)
Q_DECLARE_METATYPE(pe::Layout)

namespace {

constexpr double kTolerance = 1e-12;

// The angles written out: θ(pos, i) = pos / c · base'^(−2i/D).
pe::Matrix referenceAngles(int positions, int dModel, double base, RopeScaling scaling, double factor)
{
    const double scaledBase = scaling == RopeScaling::Ntk && dModel > 2 ? base * std::pow(factor, double(dModel) / (dModel - 2)) : base;
    const double divisor = scaling == RopeScaling::Interpolation ? factor : 1.0;
    pe::Matrix angles(positions, dModel / 2);
    for (int pos = 0; pos < positions; ++pos)
        for (int i = 0; i < dModel / 2; ++i)
            angles(pos, i) = pos / divisor / std::pow(scaledBase, 2.0 * i / dModel);
    return angles;
}

} // namespace

class TestRopeScaling : public QObject
{
    Q_OBJECT
private slots:
    void anglesFollowTheFormula_data();
    void anglesFollowTheFormula();
    void factorOneIsPlainRope_data();
    void factorOneIsPlainRope();
    void interpolationSqueezesLongSentencesIntoTheTrainedAngles();
    void ntkKeepsTheFastestPairAndSlowsTheSlowestBySFactor();
    void scaledRotationStillSeesOnlyOffsets_data();
    void scaledRotationStillSeesOnlyOffsets();
    void attentionUsesTheScale();
    void ntkWithOnePairSaysItIsUnscaled();
    void badFactorsAreNamed_data();
    void badFactorsAreNamed();
};

void TestRopeScaling::anglesFollowTheFormula_data()
{
    QTest::addColumn<RopeScaling>("scaling");
    QTest::addColumn<double>("factor");
    QTest::addColumn<int>("dModel");
    QTest::newRow("interpolation 2, d_model 64") << RopeScaling::Interpolation << 2.0 << 64;
    QTest::newRow("interpolation 3.5, odd d_model 9") << RopeScaling::Interpolation << 3.5 << 9;
    QTest::newRow("ntk 2, d_model 64") << RopeScaling::Ntk << 2.0 << 64;
    QTest::newRow("ntk 8, d_model 6") << RopeScaling::Ntk << 8.0 << 6;
    QTest::newRow("ntk, d_model 2 has no slow pair") << RopeScaling::Ntk << 4.0 << 2;
}

void TestRopeScaling::anglesFollowTheFormula()
{
    QFETCH(RopeScaling, scaling);
    QFETCH(double, factor);
    QFETCH(int, dModel);
    COMPARE_MATRICES(pe::ropeAngles(300, dModel, 10000.0, {scaling, factor}), referenceAngles(300, dModel, 10000.0, scaling, factor), kTolerance);
    pe::SchemeParams params;
    params.scheme = pe::Scheme::Rope;
    params.encoding = {dModel, 300, 10000.0, pe::Layout::Interleaved};
    params.schemeSettings.ropeScale = {scaling, factor};
    COMPARE_MATRICES(pe::schemeMatrix(params), referenceAngles(300, dModel, 10000.0, scaling, factor), kTolerance);
}

void TestRopeScaling::factorOneIsPlainRope_data()
{
    QTest::addColumn<RopeScaling>("scaling");
    QTest::newRow("interpolation") << RopeScaling::Interpolation;
    QTest::newRow("ntk") << RopeScaling::Ntk;
}

void TestRopeScaling::factorOneIsPlainRope()
{
    QFETCH(RopeScaling, scaling);
    COMPARE_MATRICES(pe::ropeAngles(500, 64, 10000.0, {scaling, 1.0}), pe::ropeAngles(500, 64, 10000.0), 0.0);
    // And no scaling ignores its factor.
    COMPARE_MATRICES(pe::ropeAngles(500, 64, 10000.0, {RopeScaling::None, 7.0}), pe::ropeAngles(500, 64, 10000.0), 0.0);
}

void TestRopeScaling::interpolationSqueezesLongSentencesIntoTheTrainedAngles()
{
    // Trained on 8 positions, read 16 with factor 2: position 2p turns as far as position p did.
    const pe::Matrix plain = pe::ropeAngles(8, 32, 10000.0);
    const pe::Matrix scaled = pe::ropeAngles(16, 32, 10000.0, {RopeScaling::Interpolation, 2.0});
    for (int p = 0; p < 8; ++p)
        COMPARE_MATRICES(scaled.row(2 * p), plain.row(p), kTolerance);
    // Position 15 turns as far as 7.5 did: no further than position 8, the first one never trained on.
    QVERIFY(scaled.maxCoeff() < pe::ropeAngles(9, 32, 10000.0).row(8).maxCoeff());
}

void TestRopeScaling::ntkKeepsTheFastestPairAndSlowsTheSlowestBySFactor()
{
    const int dModel = 64;
    const double factor = 4.0;
    const pe::Matrix plain = pe::ropeAngles(100, dModel, 10000.0);
    const pe::Matrix ntk = pe::ropeAngles(100, dModel, 10000.0, {RopeScaling::Ntk, factor});
    COMPARE_MATRICES(ntk.col(0), plain.col(0), 0.0);  // ω_0 = 1 whatever the base
    const int last = dModel / 2 - 1;                  // base^(−(D−2)/D) · s^(−1): exactly s times slower
    COMPARE_MATRICES(ntk.col(last) * factor, plain.col(last), kTolerance);
    // In between, every pair slows down, by less than s.
    for (int i = 1; i < last; ++i) {
        QVERIFY(ntk(99, i) < plain(99, i));
        QVERIFY(ntk(99, i) * factor > plain(99, i));
    }
}

void TestRopeScaling::scaledRotationStillSeesOnlyOffsets_data()
{
    QTest::addColumn<RopeScaling>("scaling");
    QTest::addColumn<pe::Layout>("layout");
    QTest::newRow("interpolation, pairs") << RopeScaling::Interpolation << pe::Layout::Interleaved;
    QTest::newRow("ntk, halves") << RopeScaling::Ntk << pe::Layout::Concatenated;
}

void TestRopeScaling::scaledRotationStillSeesOnlyOffsets()
{
    QFETCH(RopeScaling, scaling);
    QFETCH(pe::Layout, layout);
    const pe::Matrix qk = pe::randomNormalMatrix(2, 16, 1.0, 3);
    const RopeScale scale{scaling, 3.0};
    const pe::Matrix q = pe::applyRope(qk.row(0).replicate(40, 1), 10000.0, layout, scale);
    const pe::Matrix k = pe::applyRope(qk.row(1).replicate(40, 1), 10000.0, layout, scale);
    const pe::Matrix scores = q * k.transpose();
    for (int m = 0; m < 40; ++m)
        for (int n = m; n < 40; ++n)
            QVERIFY(std::abs(scores(m, n) - scores(0, n - m)) <= kTolerance);
    // Rotations keep lengths.
    COMPARE_MATRICES(q.rowwise().norm(), qk.row(0).replicate(40, 1).rowwise().norm(), kTolerance);
}

void TestRopeScaling::attentionUsesTheScale()
{
    const QStringList tokens{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
    pe::AttentionOptions options;
    options.dModel = 8;
    options.projection = pe::Projection::Random;
    options.scheme = pe::Scheme::Rope;
    options.schemeSettings.ropeScale = {RopeScaling::Interpolation, 2.0};
    const pe::AttentionResult scaled = pe::computeAttention(tokens, options);
    options.positional = false;
    const pe::AttentionResult plain = pe::computeAttention(tokens, options);
    // Queries and keys by hand: the random projections, then the scaled rotation.
    const pe::RandomProjections projections = pe::randomProjections(8, options.seed);
    const pe::Matrix q = pe::applyRope(plain.inputs * projections.query, 10000.0, pe::Layout::Interleaved, options.schemeSettings.ropeScale);
    const pe::Matrix k = pe::applyRope(plain.inputs * projections.key, 10000.0, pe::Layout::Interleaved, options.schemeSettings.ropeScale);
    COMPARE_MATRICES(scaled.headScores[0], pe::Matrix(q * k.transpose() / std::sqrt(8.0)), kTolerance);
}

void TestRopeScaling::ntkWithOnePairSaysItIsUnscaled()
{
    // d_model 2 has one pair, ω_0 = 1 whatever the base: no base · s^(2/(2 − 2)) in the formula.
    pe::SchemeParams params;
    params.scheme = pe::Scheme::Rope;
    params.encoding = {2, 10, 10000.0, pe::Layout::Interleaved};
    params.schemeSettings.ropeScale = {RopeScaling::Ntk, 4.0};
    const QString formula = pe::schemeInfo(pe::Scheme::Rope).formula(params, 3, 0, pe::schemeMatrix(params)(3, 0));
    QVERIFY2(!formula.contains(QStringLiteral("2 − 2")), qPrintable(formula));
    QVERIFY2(formula.contains(QStringLiteral("= 3.00000 radians")), qPrintable(formula));
}

void TestRopeScaling::badFactorsAreNamed_data()
{
    QTest::addColumn<RopeScaling>("scaling");
    QTest::addColumn<double>("factor");
    QTest::addColumn<QString>("message");
    QTest::newRow("below 1") << RopeScaling::Ntk << 0.5 << "RoPE's scaling factor must be from 1 to 1000 (got 0.5).";
    QTest::newRow("too large") << RopeScaling::Interpolation << 1001.0 << "RoPE's scaling factor must be from 1 to 1000 (got 1001).";
    QTest::newRow("not a number") << RopeScaling::Interpolation << std::nan("") << "RoPE's scaling factor must be from 1 to 1000 (got nan).";
    QTest::newRow("not read without scaling") << RopeScaling::None << 0.0 << "";
}

void TestRopeScaling::badFactorsAreNamed()
{
    QFETCH(RopeScaling, scaling);
    QFETCH(double, factor);
    QFETCH(QString, message);
    QCOMPARE(pe::validationError(RopeScale{scaling, factor}), message);
    pe::SchemeParams params;
    params.scheme = pe::Scheme::Rope;
    params.schemeSettings.ropeScale = {scaling, factor};
    QCOMPARE(pe::validationError(params), message);
    params.scheme = pe::Scheme::Sinusoidal;  // a setting the scheme does not read never blocks it
    QCOMPARE(pe::validationError(params), QString());
    if (!message.isEmpty())
        QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::ropeAngles(4, 8, 10000.0, {scaling, factor}));
}

QTEST_APPLESS_MAIN(TestRopeScaling)
#include "test_rope_scaling.moc"
