// RoPE's context-extension family past interpolation and NTK: dynamic NTK, YaRN and Llama 3,
// each against Hugging Face's modeling_rope_utils.py written out here line by line
// (_compute_dynamic_ntk_parameters, _compute_yarn_parameters, _compute_llama3_parameters, in
// double where the library computes in float32), and the properties each method is built for.

#include "schemes/position_schemes.h"
#include "support/matrix_compare.h"

#include <QtTest>
#include <cmath>
#include <numbers>

using pe::RopeScale;
using pe::RopeScaling;

Q_DECLARE_METATYPE(pe::RopeScale)

namespace {

constexpr double kTolerance = 1e-12;
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

class TestRopeFamily : public QObject
{
    Q_OBJECT
private slots:
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

void TestRopeFamily::frequenciesFollowTheLibrary_data()
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

void TestRopeFamily::frequenciesFollowTheLibrary()
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

void TestRopeFamily::dynamicNtkWaitsForTheLength()
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

void TestRopeFamily::yarnLeavesFastPairsAndSqueezesSlowOnes()
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

void TestRopeFamily::yarnSharpensEveryScore()
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

void TestRopeFamily::llama3FollowsItsWavelengthBands()
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

void TestRopeFamily::pairTreatmentsNameWhatHappened()
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

void TestRopeFamily::badNumbersAreNamed_data()
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

void TestRopeFamily::badNumbersAreNamed()
{
    QFETCH(RopeScale, scale);
    QFETCH(QString, message);
    QCOMPARE(pe::validationError(scale), message);
    if (!message.isEmpty())
        QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::ropeFrequencies(8, 10000.0, scale, 8));
}

QTEST_APPLESS_MAIN(TestRopeFamily)
#include "test_rope_family.moc"
