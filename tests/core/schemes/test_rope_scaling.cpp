// RoPE's scaling for longer sentences: position interpolation and NTK-aware base scaling, each
// against its formula written out here, and the properties that make them work; then dynamic NTK,
// YaRN and Llama 3 against Hugging Face's modeling_rope_utils.py written out line by line
// (_compute_dynamic_ntk_parameters, _compute_yarn_parameters, _compute_llama3_parameters, in
// double where the library computes in float32), and what each method is built for.

#include "attention/attention.h"
#include "support/matrix_compare.h"
#include "schemes/position_schemes.h"
#include "schemes/table.h"

#include <QtTest>
#include <cmath>
#include <numbers>

using pe::RopeScale;
using pe::RopeScaling;

Q_DECLARE_METATYPE(pe::RopeScaling)
Q_DECLARE_METATYPE(pe::RopeScale)
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


constexpr double kPi = std::numbers::pi;

// inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2) / dim))
pe::Vector defaultInvFreq(int dim, double base)
{
    pe::Vector inv(dim / 2);
    for (int k = 0; k < dim / 2; ++k)
        inv(k) = 1.0 / std::pow(base, double(2 * k) / dim);
    return inv;
}

pe::Vector dynamicNtk(int dim, double base, double factor, int maxPositionEmbeddings, int seqLen)
{
    seqLen = seqLen > maxPositionEmbeddings ? seqLen : maxPositionEmbeddings;
    base = base * std::pow((factor * seqLen / maxPositionEmbeddings) - (factor - 1), double(dim) / (dim - 2));
    return defaultInvFreq(dim, base);
}

pe::Vector yarn(int dim, double base, double factor, int maxPositionEmbeddings, double betaFast, double betaSlow)
{
    const auto findCorrectionDim = [&](double numRotations) {
        return (dim * std::log(maxPositionEmbeddings / (numRotations * 2 * kPi))) / (2 * std::log(base));
    };
    double low = std::floor(findCorrectionDim(betaFast));
    double high = std::ceil(findCorrectionDim(betaSlow));
    low = std::max(low, 0.0);
    high = std::min(high, dim - 1.0);
    if (low == high)
        high += 0.001;
    pe::Vector invFreq(dim / 2);
    for (int k = 0; k < dim / 2; ++k) {
        const double posFreq = std::pow(base, double(2 * k) / dim);
        const double extrapolation = 1.0 / posFreq;
        const double interpolation = 1.0 / (factor * posFreq);
        const double ramp = std::clamp((k - low) / (high - low), 0.0, 1.0);
        const double extrapolationFactor = 1 - ramp;
        invFreq(k) = interpolation * (1 - extrapolationFactor) + extrapolation * extrapolationFactor;
    }
    return invFreq;
}

pe::Vector llama3(int dim, double base, double factor, double lowFreqFactor, double highFreqFactor, int oldContextLen)
{
    const pe::Vector invFreq = defaultInvFreq(dim, base);
    const double lowFreqWavelen = oldContextLen / lowFreqFactor;
    const double highFreqWavelen = oldContextLen / highFreqFactor;
    pe::Vector result(invFreq.size());
    for (Eigen::Index k = 0; k < invFreq.size(); ++k) {
        const double wavelen = 2 * kPi / invFreq(k);
        double llama = wavelen > lowFreqWavelen ? invFreq(k) / factor : invFreq(k);
        const double smoothFactor = (oldContextLen / wavelen - lowFreqFactor) / (highFreqFactor - lowFreqFactor);
        const double smoothed = (1 - smoothFactor) * llama / factor + smoothFactor * llama;
        const bool isMediumFreq = !(wavelen < highFreqWavelen) && !(wavelen > lowFreqWavelen);
        result(k) = isMediumFreq ? smoothed : llama;
    }
    return result;
}

RopeScale scaleOf(RopeScaling scaling, double factor, int originalLength)
{
    RopeScale scale;
    scale.scaling = scaling;
    scale.factor = factor;
    scale.originalLength = originalLength;
    return scale;
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
    void frequenciesFollowTheLibrary_data();
    void frequenciesFollowTheLibrary();
    void dynamicNtkWaitsForTheLength();
    void yarnLeavesFastPairsAndSqueezesSlowOnes();
    void yarnSharpensEveryScore();
    void llama3FollowsItsWavelengthBands();
    void pairTreatmentsNameWhatHappened();
    void badNumbersAreNamed_data();
    void badNumbersAreNamed();
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

void TestRopeScaling::frequenciesFollowTheLibrary_data()
{
    QTest::addColumn<RopeScale>("scale");
    QTest::addColumn<int>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("length");  // the current length
    QTest::addColumn<pe::Vector>("expected");
    // Llama 3.1 8B: head width 128, base 500000, factor 8, 1 and 4, trained on 8192.
    RopeScale llama = scaleOf(RopeScaling::Llama3, 8.0, 8192);
    QTest::newRow("llama3, Llama 3.1's own numbers") << llama << 128 << 500000.0 << 131072 << llama3(128, 500000.0, 8.0, 1.0, 4.0, 8192);
    llama.lowFreqFactor = 2.0;
    llama.highFreqFactor = 16.0;
    llama.factor = 3.5;
    llama.originalLength = 64;
    QTest::newRow("llama3, factors 2 and 16, L0 64") << llama << 64 << 10000.0 << 100 << llama3(64, 10000.0, 3.5, 2.0, 16.0, 64);
    QTest::newRow("yarn, Qwen's factor 4 on 32768") << scaleOf(RopeScaling::Yarn, 4.0, 32768) << 128 << 1000000.0 << 131072
                                                    << yarn(128, 1000000.0, 4.0, 32768, 32.0, 1.0);
    RopeScale yarnBetas = scaleOf(RopeScaling::Yarn, 16.0, 64);
    yarnBetas.betaFast = 8.0;
    yarnBetas.betaSlow = 0.5;
    QTest::newRow("yarn, betas 8 and 0.5, d 64") << yarnBetas << 64 << 10000.0 << 64 << yarn(64, 10000.0, 16.0, 64, 8.0, 0.5);
    QTest::newRow("yarn, low = high (the 0.001)") << scaleOf(RopeScaling::Yarn, 2.0, 8) << 4 << 10000.0 << 8 << yarn(4, 10000.0, 2.0, 8, 32.0, 1.0);
    QTest::newRow("dynamic ntk past L0") << scaleOf(RopeScaling::DynamicNtk, 2.0, 2048) << 128 << 10000.0 << 5000 << dynamicNtk(128, 10000.0, 2.0, 2048, 5000);
    QTest::newRow("dynamic ntk within L0") << scaleOf(RopeScaling::DynamicNtk, 4.0, 2048) << 64 << 10000.0 << 100 << dynamicNtk(64, 10000.0, 4.0, 2048, 100);
    QTest::newRow("dynamic ntk, factor 1, odd width") << scaleOf(RopeScaling::DynamicNtk, 1.0, 8) << 9 << 100.0 << 20 << dynamicNtk(9, 100.0, 1.0, 8, 20);
}

void TestRopeScaling::frequenciesFollowTheLibrary()
{
    QFETCH(RopeScale, scale);
    QFETCH(int, dim);
    QFETCH(double, base);
    QFETCH(int, length);
    QFETCH(pe::Vector, expected);
    const pe::Vector actual = pe::ropeFrequencies(dim, base, scale, length);
    // Relative: the slowest pairs' frequencies are about 1e-6.
    QCOMPARE(actual.size(), expected.size());
    for (Eigen::Index k = 0; k < actual.size(); ++k)
        QVERIFY2(std::abs(actual(k) - expected(k)) <= kTolerance * expected(k), qPrintable(QStringLiteral("pair %1").arg(k)));
    // The explorer's angles are the positions times these.
    const int positions = std::min(length, 300);
    const pe::Matrix angles = pe::ropeAngles(positions, dim, base, scale);
    QCOMPARE(angles.rows(), positions);
    if (positions == length)
        for (int pos : {1, positions - 1})
            QVERIFY(std::abs(angles(pos, expected.size() - 1) - pos * expected(expected.size() - 1)) <= kTolerance * pos);
}

void TestRopeScaling::dynamicNtkWaitsForTheLength()
{
    const RopeScale scale = scaleOf(RopeScaling::DynamicNtk, 2.0, 16);
    // Up to L0 it is RoPE as trained, bit for bit; past it the base grows with the length.
    COMPARE_MATRICES(pe::ropeAngles(16, 32, 10000.0, scale), pe::ropeAngles(16, 32, 10000.0), 0.0);
    double previous = pe::ropeScaledBase(32, 10000.0, scale, 16);
    for (int n : {17, 24, 32, 64}) {
        const double base = pe::ropeScaledBase(32, 10000.0, scale, n);
        QVERIFY(base > previous);
        previous = base;
        // And it is NTK with the factor s·n/L0 − (s − 1).
        const pe::Vector ntk = pe::ropeFrequencies(32, 10000.0, {RopeScaling::Ntk, 2.0 * n / 16 - 1}, n);
        COMPARE_MATRICES(pe::ropeFrequencies(32, 10000.0, scale, n), ntk, kTolerance);
    }
}

void TestRopeScaling::yarnLeavesFastPairsAndSqueezesSlowOnes()
{
    const int dim = 64;
    const double base = 10000.0;
    const RopeScale scale = scaleOf(RopeScaling::Yarn, 8.0, 256);
    const pe::Vector plain = pe::ropeFrequencies(dim, base, {}, 256);
    const pe::Vector scaled = pe::ropeFrequencies(dim, base, scale, 256);
    for (int k = 0; k < dim / 2; ++k) {
        const double turns = 256 * plain(k) / (2 * kPi);  // full turns within L0
        if (turns > 32 * 1.2)                             // clearly above β_fast: left alone
            QCOMPARE(scaled(k), plain(k));
        if (turns < 1 / 1.2)                              // clearly below β_slow: interpolated
            QVERIFY(std::abs(scaled(k) * 8 - plain(k)) <= kTolerance * plain(k));
        QVERIFY(scaled(k) <= plain(k) && scaled(k) * 8 >= plain(k) * (1 - kTolerance));
    }
}

void TestRopeScaling::yarnSharpensEveryScore()
{
    const RopeScale scale = scaleOf(RopeScaling::Yarn, 16.0, 8);
    const double factor = 0.1 * std::log(16.0) + 1.0;
    QCOMPARE(pe::ropeAttentionFactor(scale), factor);
    QCOMPARE(pe::ropeAttentionFactor(scaleOf(RopeScaling::Yarn, 1.0, 8)), 1.0);
    QCOMPARE(pe::ropeAttentionFactor(scaleOf(RopeScaling::Llama3, 16.0, 8)), 1.0);
    // q and k each grow by the factor, so a score grows by its square; the offset property holds.
    const pe::Matrix qk = pe::randomNormalMatrix(2, 16, 1.0, 5);
    const pe::Matrix q = pe::applyRope(qk.row(0).replicate(30, 1), 10000.0, pe::Layout::Interleaved, scale);
    const pe::Matrix k = pe::applyRope(qk.row(1).replicate(30, 1), 10000.0, pe::Layout::Interleaved, scale);
    COMPARE_MATRICES(q.rowwise().norm(), factor * qk.row(0).replicate(30, 1).rowwise().norm(), kTolerance);
    const pe::Matrix scores = q * k.transpose();
    for (int m = 0; m < 30; ++m)
        for (int n = m; n < 30; ++n)
            QVERIFY(std::abs(scores(m, n) - scores(0, n - m)) <= kTolerance);
    QVERIFY(std::abs(scores(0, 0) - factor * factor * qk.row(0).dot(qk.row(1))) <= kTolerance);
}

void TestRopeScaling::llama3FollowsItsWavelengthBands()
{
    const RopeScale scale = scaleOf(RopeScaling::Llama3, 8.0, 8192);
    const pe::Vector plain = pe::ropeFrequencies(128, 500000.0, {}, 8192);
    const pe::Vector scaled = pe::ropeFrequencies(128, 500000.0, scale, 8192);
    int alone = 0, squeezed = 0;
    for (int k = 0; k < 64; ++k) {
        const double wavelength = 2 * kPi / plain(k);
        if (wavelength < 8192 / 4.0)
            alone += scaled(k) == plain(k);
        else if (wavelength > 8192 / 1.0)
            squeezed += std::abs(scaled(k) * 8 - plain(k)) <= kTolerance * plain(k);
        else  // the blend lies between the two
            QVERIFY(scaled(k) < plain(k) && scaled(k) > plain(k) / 8);
    }
    // Llama 3.1 8B: wavelengths 2π·500000^(k/64) pass 2048 after pair 28 and 8192 after pair 34.
    QCOMPARE(alone, 29);
    QCOMPARE(squeezed, 64 - 35);
}

void TestRopeScaling::pairTreatmentsNameWhatHappened()
{
    const pe::Vector plain = pe::ropeFrequencies(64, 10000.0, {}, 64);
    using T = pe::PairTreatment;
    const auto count = [](const std::vector<T> &treatments, T t) { return int(std::count(treatments.begin(), treatments.end(), t)); };
    const std::vector<T> interpolation = pe::ropePairTreatments(plain, pe::ropeFrequencies(64, 10000.0, {RopeScaling::Interpolation, 4.0}, 64), 4.0);
    QCOMPARE(count(interpolation, T::Squeezed), 32);
    // NTK: the fastest pair as it was, the slowest s times slower, every other one in between.
    const std::vector<T> ntk = pe::ropePairTreatments(plain, pe::ropeFrequencies(64, 10000.0, {RopeScaling::Ntk, 4.0}, 64), 4.0);
    QCOMPARE(ntk.front(), T::LeftAlone);
    QCOMPARE(ntk.back(), T::Squeezed);
    QCOMPARE(count(ntk, T::Between), 30);
    const RopeScale llama = scaleOf(RopeScaling::Llama3, 4.0, 64);
    const std::vector<T> bands = pe::ropePairTreatments(plain, pe::ropeFrequencies(64, 10000.0, llama, 64), 4.0);
    // λ_k = 2π·10000^(k/32): under 16 for k ≤ 3, over 64 from k = 9.
    QCOMPARE(count(bands, T::LeftAlone), 4);
    QCOMPARE(count(bands, T::Squeezed), 32 - 9);
    QCOMPARE(count(bands, T::Between), 5);
}

void TestRopeScaling::badNumbersAreNamed_data()
{
    QTest::addColumn<RopeScale>("scale");
    QTest::addColumn<QString>("message");
    RopeScale l0 = scaleOf(RopeScaling::Yarn, 2.0, 0);
    QTest::newRow("L0 of 0") << l0 << "RoPE's original length must be from 1 to 1048576 (got 0).";
    l0.scaling = RopeScaling::Interpolation;
    QTest::newRow("L0 not read by interpolation") << l0 << "";
    RopeScale bands = scaleOf(RopeScaling::Llama3, 2.0, 64);
    bands.lowFreqFactor = 4.0;
    QTest::newRow("llama3 low = high") << bands << "Llama 3's low_freq_factor and high_freq_factor must be above 0, at most 1000, the low one smaller (got 4 and 4).";
    bands.lowFreqFactor = std::nan("");
    QTest::newRow("llama3 low not a number") << bands << "Llama 3's low_freq_factor and high_freq_factor must be above 0, at most 1000, the low one smaller (got nan and 4).";
    RopeScale betas = scaleOf(RopeScaling::Yarn, 2.0, 64);
    betas.betaSlow = 0.0;
    QTest::newRow("yarn beta_slow 0") << betas << "YaRN's beta_slow and beta_fast must be above 0, at most 1000, beta_slow the smaller (got 0 and 32).";
    betas.scaling = RopeScaling::Llama3;
    QTest::newRow("betas not read by llama3") << betas << "";
}

void TestRopeScaling::badNumbersAreNamed()
{
    QFETCH(RopeScale, scale);
    QFETCH(QString, message);
    QCOMPARE(pe::validationError(scale), message);
    if (!message.isEmpty())
        QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::ropeFrequencies(8, 10000.0, scale, 8));
}

QTEST_APPLESS_MAIN(TestRopeScaling)
#include "test_rope_scaling.moc"
