// The sinusoidal encoding in each library's convention, and the relative property as a matrix
// (PE(p + k) = M_k · PE(p) in every convention); the encoding in each library's convention, against the libraries' code written out
// here: tensor2tensor's get_timing_signal_1d, fairseq's SinusoidalPositionalEmbedding.get_embedding
// and Whisper's sinusoids() (all sines, then all cosines, timescales over D/2 − 1 steps, zeros for
// odd D), and Marian's (the paper's frequencies, sines then cosines).

#include "schemes/position_similarity.h"
#include "schemes/sinusoidal_encoding.h"
#include "support/matrix_compare.h"

#include <QtTest>
#include <cmath>

using pe::Layout;

Q_DECLARE_METATYPE(pe::Layout)

namespace {

constexpr double kTolerance = 1e-12;

// tensor2tensor (common_attention.get_timing_signal_1d, min_timescale 1, max_timescale = base):
//   num_timescales = channels // 2
//   log_timescale_increment = log(max / min) / max(num_timescales - 1, 1)
//   inv_timescales = min * exp(range(num_timescales) * -log_timescale_increment)
//   signal = concat([sin(scaled_time), cos(scaled_time)], axis=1), padded with channels % 2 zeros
// fairseq writes the same with half_dim - 1 (and zeros for odd D), Whisper with channels // 2 - 1.
pe::Matrix tensor2tensor(int positions, int channels, double maxTimescale)
{
    const int numTimescales = channels / 2;
    const double logTimescaleIncrement = std::log(maxTimescale / 1.0) / std::max(numTimescales - 1.0, 1.0);
    pe::Matrix signal = pe::Matrix::Zero(positions, channels);
    for (int i = 0; i < numTimescales; ++i) {
        const double invTimescale = 1.0 * std::exp(i * -logTimescaleIncrement);
        for (int pos = 0; pos < positions; ++pos) {
            signal(pos, i) = std::sin(pos * invTimescale);
            signal(pos, numTimescales + i) = std::cos(pos * invTimescale);
        }
    }
    return signal;
}

// Marian (and MAE, the TensorFlow tutorial): the paper's angles, all sines then all cosines.
pe::Matrix marian(int positions, int dModel, double base)
{
    const int sines = (dModel + 1) / 2;
    pe::Matrix pe(positions, dModel);
    for (int pos = 0; pos < positions; ++pos)
        for (int i = 0; i < sines; ++i) {
            const double angle = pos / std::pow(base, 2.0 * i / dModel);
            pe(pos, i) = std::sin(angle);
            if (sines + i < dModel)
                pe(pos, sines + i) = std::cos(angle);
        }
    return pe;
}



} // namespace

class TestSinusoidConventions : public QObject
{
    Q_OBJECT
private slots:
    void eachConventionFollowsItsLibrary_data();
    void eachConventionFollowsItsLibrary();
    void theSlowestPairIsExactlyOneOverTheBase();
    void rolesAndDimensionsAreInverse_data();
    void rolesAndDimensionsAreInverse();
    void theOffsetPropertyHoldsInEveryConvention_data();
    void theOffsetPropertyHoldsInEveryConvention();
    void namesReadBack();
    void movesEveryPositionKOn_data();
    void movesEveryPositionKOn();
    void blocksAreTheSumFormulas();
    void rotationsCompose();
    void aLoneSineBreaksIt();
};

void TestSinusoidConventions::eachConventionFollowsItsLibrary_data()
{
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<double>("base");
    QTest::newRow("tensor2tensor 512, Whisper's width") << Layout::Tensor2Tensor << 1500 << 512 << 10000.0;
    QTest::newRow("tensor2tensor odd 63: a zero column") << Layout::Tensor2Tensor << 200 << 63 << 10000.0;
    QTest::newRow("tensor2tensor 2: one timescale") << Layout::Tensor2Tensor << 50 << 2 << 10000.0;
    QTest::newRow("tensor2tensor 3") << Layout::Tensor2Tensor << 50 << 3 << 100.0;
    QTest::newRow("tensor2tensor 1: zeros only") << Layout::Tensor2Tensor << 10 << 1 << 10000.0;
    QTest::newRow("marian 64") << Layout::Concatenated << 300 << 64 << 10000.0;
    QTest::newRow("marian odd 9") << Layout::Concatenated << 100 << 9 << 500.0;
}

void TestSinusoidConventions::eachConventionFollowsItsLibrary()
{
    QFETCH(Layout, layout);
    QFETCH(int, positions);
    QFETCH(int, dModel);
    QFETCH(double, base);
    const pe::SinusoidalParams params{dModel, positions, base, layout};
    const pe::Matrix expected = layout == Layout::Tensor2Tensor ? tensor2tensor(positions, dModel, base) : marian(positions, dModel, base);
    COMPARE_MATRICES(pe::sinusoidalEncoding(params), expected, kTolerance);
    COMPARE_MATRICES(pe::sinusoidalEncodingReference(params), expected, kTolerance);
    // The sampled entries are the fast path's, bit for bit, and single values agree with both.
    const pe::IndexRange rows{1, 7, (positions - 2) / 7 + 1}, columns{0, 1, dModel};
    QVERIFY(pe::sinusoidalEncodingAt(params, rows, columns) == pe::sinusoidalEncoding(params)(pe::indices(rows), pe::indices(columns)));
    for (int j = 0; j < dModel; ++j)
        QVERIFY(std::abs(pe::sinusoidalValue(positions - 1, j, params) - expected(positions - 1, j)) <= kTolerance);
}

void TestSinusoidConventions::theSlowestPairIsExactlyOneOverTheBase()
{
    // tensor2tensor's last timescale is the base itself; the paper's falls short of it.
    QCOMPARE(pe::pairFrequency(255, 512, 10000.0, Layout::Tensor2Tensor), 1.0 / 10000.0);
    QVERIFY(pe::pairFrequency(255, 512, 10000.0) > 1.0 / 10000.0);
    QCOMPARE(pe::pairFrequency(0, 512, 10000.0, Layout::Tensor2Tensor), 1.0);
    QCOMPARE(pe::pairCount(63, Layout::Tensor2Tensor), 31);
    QCOMPARE(pe::pairCount(63, Layout::Concatenated), 32);
    QVERIFY(!pe::hasLoneSine(63, Layout::Tensor2Tensor));
    QVERIFY(pe::hasLoneSine(63, Layout::Interleaved));
}

void TestSinusoidConventions::rolesAndDimensionsAreInverse_data()
{
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<int>("dModel");
    for (const Layout layout : {Layout::Interleaved, Layout::Concatenated, Layout::Tensor2Tensor})
        for (int dModel : {1, 2, 7, 64})
            QTest::addRow("%s, d_model %d", qPrintable(pe::layoutName(layout)), dModel) << layout << dModel;
}

void TestSinusoidConventions::rolesAndDimensionsAreInverse()
{
    QFETCH(Layout, layout);
    QFETCH(int, dModel);
    QSet<int> seen;
    for (int j = 0; j < dModel; ++j) {
        const pe::DimensionRole role = pe::dimensionRole(j, dModel, layout);
        QCOMPARE(pe::dimensionOf(role, dModel, layout), j);
        QCOMPARE(role.padding, layout == Layout::Tensor2Tensor && dModel % 2 == 1 && j == dModel - 1);
        QVERIFY(role.padding || role.pair < pe::pairCount(dModel, layout));
        seen.insert(j);
    }
    QCOMPARE(int(seen.size()), dModel);
}

void TestSinusoidConventions::theOffsetPropertyHoldsInEveryConvention_data()
{
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<int>("dModel");
    QTest::newRow("tensor2tensor 64") << Layout::Tensor2Tensor << 64;
    QTest::newRow("tensor2tensor odd 33: the zero column adds nothing") << Layout::Tensor2Tensor << 33;
    QTest::newRow("marian 32") << Layout::Concatenated << 32;
}

void TestSinusoidConventions::theOffsetPropertyHoldsInEveryConvention()
{
    QFETCH(Layout, layout);
    QFETCH(int, dModel);
    const pe::SinusoidalParams params{dModel, 300, 10000.0, layout};
    const pe::Matrix pe = pe::sinusoidalEncoding(params);
    for (int offset : {1, 5, 77}) {
        QVERIFY(pe::offsetPropertyDeviation(params, offset) <= 1e-12);
        QVERIFY(std::abs(pe.row(10).dot(pe.row(10 + offset)) - pe::predictedDotProduct(offset, dModel, 10000.0, layout)) <= 1e-12);
    }
    // And the closed-form dot products the similarity views draw.
    const pe::SinusoidalDots dots(params);
    COMPARE_MATRICES(dots.with(42), pe::dotProductsWith(pe, 42), 1e-12);
}

void TestSinusoidConventions::namesReadBack()
{
    for (const QString &name : pe::layoutNames()) {
        Layout layout;
        QVERIFY(pe::layoutFromName(name, &layout));
        QCOMPARE(pe::layoutName(layout), name);
    }
    const QList<std::pair<QString, Layout>> conventions{
        {"paper", Layout::Interleaved}, {"tensor2tensor", Layout::Tensor2Tensor}, {"marian", Layout::Concatenated}};
    for (const auto &[name, expected] : conventions) {
        Layout layout = Layout::Interleaved;
        QVERIFY(pe::layoutFromConventionName(name, &layout));
        QCOMPARE(layout, expected);
    }
    Layout layout;
    QVERIFY(!pe::layoutFromConventionName(QStringLiteral("fairseq2"), &layout));
}

void TestSinusoidConventions::movesEveryPositionKOn_data()
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

void TestSinusoidConventions::movesEveryPositionKOn()
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

void TestSinusoidConventions::blocksAreTheSumFormulas()
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

void TestSinusoidConventions::rotationsCompose()
{
    for (const Layout layout : {Layout::Interleaved, Layout::Tensor2Tensor}) {
        const pe::SinusoidalParams params{16, 100, 10000.0, layout};
        const pe::Matrix m3 = pe::relativeRotation(params, 3), m4 = pe::relativeRotation(params, 4);
        COMPARE_MATRICES(m3 * m4, pe::relativeRotation(params, 7), kTolerance);       // k then j is k + j
        COMPARE_MATRICES(m3 * m3.transpose(), pe::Matrix::Identity(16, 16), kTolerance);  // a rotation
        COMPARE_MATRICES(pe::relativeRotation(params, -3), m3.transpose(), kTolerance);  // back is the transpose
    }
}

void TestSinusoidConventions::aLoneSineBreaksIt()
{
    // The paper's odd d_model ends on a sine without its cosine: no matrix moves it exactly.
    QVERIFY(pe::relativeRotationDeviation({9, 100, 10000.0, Layout::Interleaved}, 5) > 1e-3);
    QVERIFY(pe::relativeRotationDeviation({9, 100, 10000.0, Layout::Concatenated}, 5) > 1e-3);
    QVERIFY(pe::relativeRotationDeviation({9, 100, 10000.0, Layout::Tensor2Tensor}, 5) <= kTolerance);
    QCOMPARE(pe::relativeRotationDeviation({8, 10, 10000.0, Layout::Interleaved}, 10), 0.0);  // no p with p + k < L
}

QTEST_APPLESS_MAIN(TestSinusoidConventions)
#include "test_sinusoid_conventions.moc"
