// Partial RoPE: GPT-NeoX's rotary_pct and Gemma 4's proportional RoPE against the reference code
// written out line by line here (named in each function), what each keeps of the spectrum, which
// pairs turn, and the score against distance split into its turning and still parts.

#include "support/fail_on_warnings.h"
#include "support/matrix_compare.h"
#include "schemes/position_schemes.h"
#include "schemes/rope_partial.h"

#include <QtTest>
#include <cmath>

using pe::Layout;
using pe::PartialRope;
using pe::PartialRotary;

Q_DECLARE_METATYPE(pe::PartialRope)
Q_DECLARE_METATYPE(pe::Layout)

namespace {

constexpr double kTolerance = 1e-12;

// EleutherAI/gpt-neox, megatron/model/transformer.py, ParallelSelfAttention.__init__:
//     self.rotary_ndims = int(self.hidden_size_per_attention_head * neox_args.rotary_pct)
// (huggingface/transformers, models/gpt_neox/modeling_gpt_neox.py, GPTNeoXAttention.__init__:
//     self.rotary_ndims = int(self.head_size * config.rotary_pct))
int neoxRotaryNdims(int headSize, double rotaryPct)
{
    return int(headSize * rotaryPct);
}

// EleutherAI/gpt-neox, megatron/model/positional_embeddings.py, RotaryEmbedding.__init__ (and
// transformers' modeling_gpt_neox.py RotaryEmbedding, _compute_default_rope_parameters with
// partial_rotary_factor):
//     inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2).float() / dim))      with dim = rotary_ndims
pe::Vector neoxInvFreq(int dim, double base)
{
    pe::Vector invFreq((dim + 1) / 2);  // arange(0, dim, 2) has ⌈dim/2⌉ entries
    for (int j = 0; j < invFreq.size(); ++j)
        invFreq(j) = 1.0 / std::pow(base, double(2 * j) / dim);
    return invFreq;
}

// huggingface/transformers, src/transformers/modeling_rope_utils.py,
// _compute_proportional_rope_parameters (rope_type "proportional", Gemma 4's full-attention layers;
// models/gemma4/modeling_gemma4.py, Gemma4TextRotaryEmbedding, takes it from ROPE_INIT_FUNCTIONS):
//     rope_angles = int(rope_proportion * head_dim // 2)
//     inv_freq_rotated = 1.0 / (base ** (torch.arange(0, 2 * rope_angles, 2, dtype=torch.int64)... / head_dim))
//     nope_angles = head_dim // 2 - rope_angles
//     if nope_angles > 0:
//         inv_freq = torch.cat((inv_freq_rotated, torch.zeros(nope_angles, ...)), dim=0)
//     else:
//         inv_freq = inv_freq_rotated
//     inv_freq /= factor                                                          (factor 1.0)
pe::Vector proportionalInvFreq(int headDim, double ropeProportion, double base)
{
    const int ropeAngles = int(std::floor(ropeProportion * headDim / 2));  // Python's float //
    pe::Vector invFreq = pe::Vector::Zero(headDim / 2);                    // the zeros of nope_angles
    for (int j = 0; j < ropeAngles; ++j)
        invFreq(j) = 1.0 / std::pow(base, double(2 * j) / headDim);
    return invFreq / 1.0;
}

// freqs = torch.einsum("i,j->ij", t, inv_freq) with t = torch.arange(seq_len)
// (Gemma4TextRotaryEmbedding.forward: inv_freq_expanded @ position_ids_expanded, the same products).
pe::Matrix referenceAngles(int positions, const pe::Vector &invFreq)
{
    pe::Matrix freqs(positions, invFreq.size());
    for (int i = 0; i < positions; ++i)
        for (Eigen::Index j = 0; j < invFreq.size(); ++j)
            freqs(i, j) = double(i) * invFreq(j);
    return freqs;
}

// transformers, models/gpt_neox/modeling_gpt_neox.py, GPTNeoXAttention.forward and
// apply_rotary_pos_emb (Gemma 4's modeling_gemma4.py apply_rotary_pos_emb is the same over the whole head):
//     query_rot = query[..., : self.rotary_ndims]
//     query_pass = query[..., self.rotary_ndims :]
//     emb = torch.cat((freqs, freqs), dim=-1); cos = emb.cos(); sin = emb.sin()
//     def rotate_half(x):
//         x1 = x[..., : x.shape[-1] // 2]
//         x2 = x[..., x.shape[-1] // 2 :]
//         return torch.cat((-x2, x1), dim=-1)
//     q_embed = (q * cos) + (rotate_half(q) * sin)
//     query = torch.cat((query, query_pass), dim=-1)
// Row p of x is the token at position p; freqs has rotary_ndims / 2 columns.
pe::Matrix huggingFaceRotateHalf(const pe::Matrix &x, const pe::Matrix &freqs)
{
    const Eigen::Index rotaryNdims = 2 * freqs.cols();
    pe::Matrix out(x.rows(), x.cols());
    for (Eigen::Index p = 0; p < x.rows(); ++p) {
        const Eigen::RowVectorXd queryRot = x.row(p).head(rotaryNdims);
        const Eigen::RowVectorXd queryPass = x.row(p).tail(x.cols() - rotaryNdims);
        Eigen::RowVectorXd emb(rotaryNdims);
        emb << freqs.row(p), freqs.row(p);
        const Eigen::Index half = rotaryNdims / 2;
        Eigen::RowVectorXd rotated(rotaryNdims);
        rotated << -queryRot.tail(rotaryNdims - half), queryRot.head(half);
        const Eigen::RowVectorXd qEmbed = queryRot.cwiseProduct(emb.array().cos().matrix())
                                          + rotated.cwiseProduct(emb.array().sin().matrix());
        out.row(p) << qEmbed, queryPass;
    }
    return out;
}

// transformers, models/gptj/modeling_gptj.py, apply_rotary_pos_emb and rotate_every_two, on the
// first rotary_dim dimensions (GPTJAttention.forward: k_rot = key[..., : self.rotary_dim], k_pass
// the rest, then torch.cat([k_rot, k_pass], dim=-1)):
//     sin = torch.repeat_interleave(sin[:, :, None, :], 2, 3); cos likewise
//     def rotate_every_two(x):
//         x1 = x[:, :, :, ::2]; x2 = x[:, :, :, 1::2]
//         return torch.stack((-x2, x1), dim=-1).flatten(-2)
//     return (tensor * cos) + (rotate_every_two(tensor) * sin)
pe::Matrix huggingFaceRotateEveryTwo(const pe::Matrix &x, const pe::Matrix &freqs)
{
    const Eigen::Index rotaryDim = 2 * freqs.cols();
    pe::Matrix out = x;
    for (Eigen::Index p = 0; p < x.rows(); ++p)
        for (Eigen::Index j = 0; j < freqs.cols(); ++j) {
            const double x1 = x(p, 2 * j), x2 = x(p, 2 * j + 1);
            const double c = std::cos(freqs(p, j)), s = std::sin(freqs(p, j));
            out(p, 2 * j) = x1 * c + (-x2) * s;
            out(p, 2 * j + 1) = x2 * c + x1 * s;
        }
    Q_ASSERT(rotaryDim <= x.cols());
    return out;
}

PartialRotary partialOf(PartialRope way, double fraction)
{
    return PartialRotary{way, fraction};
}

} // namespace

class TestPartialRope : public QObject
{
    Q_OBJECT
private slots:
    void init() { failOnStringWarnings(); }
    void anglesFollowTheReferenceCode_data();
    void anglesFollowTheReferenceCode();
    void wholeFractionIsOrdinaryRope_data();
    void wholeFractionIsOrdinaryRope();
    void turningPairsCountAsPythonTruncates_data();
    void turningPairsCountAsPythonTruncates();
    void neoxSpreadsTheWholeSpectrumOverFewerPairs();
    void proportionalKeepsTheFastestOrdinaryPairs();
    void rotationFollowsHuggingFace_data();
    void rotationFollowsHuggingFace();
    void scoreSplitsIntoTurningAndStill_data();
    void scoreSplitsIntoTurningAndStill();
    void rotationRefusesAnglesItCannotPlace();
    void namesAndFractionsAreChecked();
};

void TestPartialRope::anglesFollowTheReferenceCode_data()
{
    QTest::addColumn<PartialRope>("way");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<double>("base");
    QTest::newRow("neox, Pythia: head 64, rotary_pct 0.25") << PartialRope::NeoX << 64 << 0.25 << 10000.0;
    QTest::newRow("neox, GPT-NeoX-20B: head 96, 0.25") << PartialRope::NeoX << 96 << 0.25 << 10000.0;
    QTest::newRow("neox, head 10, 0.25 (int(2.5))") << PartialRope::NeoX << 10 << 0.25 << 10000.0;
    QTest::newRow("neox, head 100, 0.57 (56.99999999999999)") << PartialRope::NeoX << 100 << 0.57 << 500.0;
    QTest::newRow("proportional, Gemma 4: head 512, 0.25, base 1e6") << PartialRope::Proportional << 512 << 0.25 << 1e6;
    QTest::newRow("proportional, head 64, 0.5") << PartialRope::Proportional << 64 << 0.5 << 10000.0;
    QTest::newRow("proportional, head 10, 0.25 (2.5 // 2)") << PartialRope::Proportional << 10 << 0.25 << 10000.0;
    QTest::newRow("proportional, head 100, 0.57") << PartialRope::Proportional << 100 << 0.57 << 500.0;
}

void TestPartialRope::anglesFollowTheReferenceCode()
{
    QFETCH(PartialRope, way);
    QFETCH(int, headDim);
    QFETCH(double, fraction);
    QFETCH(double, base);
    const int positions = 300;
    pe::Matrix expected = pe::Matrix::Zero(positions, headDim / 2);
    if (way == PartialRope::NeoX) {
        const pe::Matrix freqs = referenceAngles(positions, neoxInvFreq(neoxRotaryNdims(headDim, fraction), base));
        expected.leftCols(freqs.cols()) = freqs;  // every column from rotary_ndims / 2 on stands still
    } else {
        expected = referenceAngles(positions, proportionalInvFreq(headDim, fraction, base));
    }
    COMPARE_MATRICES(pe::partialRopeAngles(positions, headDim, base, partialOf(way, fraction)), expected, kTolerance * positions);
    const pe::Vector frequencies = pe::partialRopeFrequencies(headDim, base, partialOf(way, fraction));
    COMPARE_MATRICES(frequencies, expected.row(1).transpose(), kTolerance);
}

void TestPartialRope::wholeFractionIsOrdinaryRope_data()
{
    QTest::addColumn<PartialRope>("way");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<Layout>("layout");
    for (PartialRope way : {PartialRope::Full, PartialRope::NeoX, PartialRope::Proportional})
        for (int dModel : {64, 9})
            for (Layout layout : {Layout::Interleaved, Layout::Concatenated})
                QTest::addRow("%s, d_model %d, %s", qPrintable(pe::partialRopeName(way)), dModel,
                              qPrintable(pe::ropeLayoutName(layout))) << way << dModel << layout;
}

void TestPartialRope::wholeFractionIsOrdinaryRope()
{
    QFETCH(PartialRope, way);
    QFETCH(int, dModel);
    QFETCH(Layout, layout);
    // p = 1 (and Full whatever p says): the ordinary angles and rotation, bit for bit.
    const PartialRotary partial = partialOf(way, way == PartialRope::Full ? 0.3 : 1.0);
    COMPARE_MATRICES(pe::partialRopeAngles(200, dModel, 10000.0, partial), pe::ropeAngles(200, dModel, 10000.0), 0.0);
    QCOMPARE(pe::partialTurningPairs(dModel, partial), dModel / 2);
    const pe::Matrix x = pe::randomNormalMatrix(50, dModel, 1.0, 11);
    COMPARE_MATRICES(pe::applyPartialRope(x, 10000.0, partial, layout), pe::applyRope(x, 10000.0, layout), 0.0);
}

void TestPartialRope::turningPairsCountAsPythonTruncates_data()
{
    QTest::addColumn<int>("headDim");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("neoxDims");
    QTest::addColumn<int>("pairs");
    QTest::newRow("Pythia: head 64, 0.25") << 64 << 0.25 << 16 << 8;
    QTest::newRow("head 10, 0.25: 2.5 truncated") << 10 << 0.25 << 2 << 1;
    QTest::newRow("head 10, 0.3: 3.0000000000000004, odd rotary_ndims") << 10 << 0.3 << 3 << 1;
    QTest::newRow("head 100, 0.57: 56.99999999999999, not 57") << 100 << 0.57 << 56 << 28;
    QTest::newRow("head 10, 0.29: 2.9 truncated") << 10 << 0.29 << 2 << 1;
    QTest::newRow("Gemma 4 global head 512, 0.25") << 512 << 0.25 << 128 << 64;
    QTest::newRow("head 2, 0.25: nothing turns") << 2 << 0.25 << 0 << 0;
    QTest::newRow("odd head 9, 0.5: 4.5") << 9 << 0.5 << 4 << 2;
}

void TestPartialRope::turningPairsCountAsPythonTruncates()
{
    QFETCH(int, headDim);
    QFETCH(double, fraction);
    QFETCH(int, neoxDims);
    QFETCH(int, pairs);
    const PartialRotary neox = partialOf(PartialRope::NeoX, fraction);
    const PartialRotary proportional = partialOf(PartialRope::Proportional, fraction);
    QCOMPARE(pe::partialRotaryWidth(headDim, neox), neoxDims);
    QCOMPARE(pe::partialRotaryWidth(headDim, proportional), headDim);
    QCOMPARE(pe::partialTurningPairs(headDim, neox), pairs);
    QCOMPARE(pe::partialTurningPairs(headDim, proportional), pairs);  // ⌊⌊x⌋/2⌋ = ⌊x/2⌋
    for (const PartialRotary &partial : {neox, proportional}) {
        const pe::Vector omega = pe::partialRopeFrequencies(headDim, 10000.0, partial);
        QCOMPARE(omega.size(), Eigen::Index(headDim / 2));
        QCOMPARE(int((omega.array() > 0.0).count()), pairs);
        QVERIFY((omega.head(pairs).array() > 0.0).all());  // the turning pairs come first
    }
    // A vector whose pairs all stand still comes back as it was.
    if (pairs == 0) {
        const pe::Matrix x = pe::randomNormalMatrix(5, headDim, 1.0, 2);
        COMPARE_MATRICES(pe::applyPartialRope(x, 10000.0, neox, Layout::Concatenated), x, 0.0);
    }
}

void TestPartialRope::neoxSpreadsTheWholeSpectrumOverFewerPairs()
{
    // Pythia: 8 pairs over 16 dimensions sample every 4th frequency of the whole head's 32, so the
    // fastest still turns at 1 and the slowest nearly at 1/base, as in the full spectrum.
    const pe::Vector full = pe::partialRopeFrequencies(64, 10000.0, {});
    const pe::Vector neox = pe::partialRopeFrequencies(64, 10000.0, partialOf(PartialRope::NeoX, 0.25));
    for (int j = 0; j < 8; ++j)
        QCOMPARE(neox(j), full(4 * j));
    QVERIFY(neox.tail(24).isZero(0.0));
    // The range kept: slowest over fastest is base^(−(R'−1)/R') = 10000^(−7/8), against 10000^(−31/32) in the full head.
    QVERIFY(std::abs(neox(7) / neox(0) - std::pow(10000.0, -7.0 / 8)) <= kTolerance);
    QVERIFY(std::abs(full(31) / full(0) - std::pow(10000.0, -31.0 / 32)) <= kTolerance);
    // And it is an ordinary RoPE head of width r: the frequencies of a 16-wide head.
    COMPARE_MATRICES(neox.head(8), pe::partialRopeFrequencies(16, 10000.0, {}), 0.0);
}

void TestPartialRope::proportionalKeepsTheFastestOrdinaryPairs()
{
    // Gemma 4's global layers: head 512, p 0.25, base 1e6: pairs 0 … 63 exactly as ordinary RoPE,
    // pairs 64 … 255 never turn, so the slowest turning pair turns at 1e6^(−126/512) ≈ base^(−p).
    const PartialRotary partial = partialOf(PartialRope::Proportional, 0.25);
    const pe::Matrix angles = pe::partialRopeAngles(100, 512, 1e6, partial);
    const pe::Matrix ordinary = pe::ropeAngles(100, 512, 1e6);
    COMPARE_MATRICES(angles.leftCols(64), ordinary.leftCols(64), 0.0);
    QVERIFY(angles.rightCols(512 / 2 - 64).isZero(0.0));
    const pe::Vector omega = pe::partialRopeFrequencies(512, 1e6, partial);
    QVERIFY(std::abs(omega(63) - std::pow(1e6, -126.0 / 512)) <= kTolerance);
    const pe::Vector full = pe::partialRopeFrequencies(512, 1e6, {});
    QVERIFY(omega(63) > 1e4 * full(255));  // far from the slow end, 1/base
}

void TestPartialRope::rotationFollowsHuggingFace_data()
{
    QTest::addColumn<PartialRope>("way");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<Layout>("layout");
    QTest::newRow("gpt-neox halves, Pythia's 64 and 0.25") << PartialRope::NeoX << 64 << 0.25 << Layout::Concatenated;
    QTest::newRow("gpt-neox halves, head 12, 0.5") << PartialRope::NeoX << 12 << 0.5 << Layout::Concatenated;
    QTest::newRow("gpt-neox halves, head 100, 0.57") << PartialRope::NeoX << 100 << 0.57 << Layout::Concatenated;
    QTest::newRow("gemma 4 halves, head 16, 0.25") << PartialRope::Proportional << 16 << 0.25 << Layout::Concatenated;
    QTest::newRow("gemma 4 halves, head 64, 0.5") << PartialRope::Proportional << 64 << 0.5 << Layout::Concatenated;
    QTest::newRow("gpt-j pairs: head 16, rotary_dim 8") << PartialRope::NeoX << 16 << 0.5 << Layout::Interleaved;
    QTest::newRow("gpt-j pairs: GPT-J's head 256, rotary_dim 64") << PartialRope::NeoX << 256 << 0.25 << Layout::Interleaved;
    QTest::newRow("proportional pairs, head 16, 0.25") << PartialRope::Proportional << 16 << 0.25 << Layout::Interleaved;
}

void TestPartialRope::rotationFollowsHuggingFace()
{
    QFETCH(PartialRope, way);
    QFETCH(int, headDim);
    QFETCH(double, fraction);
    QFETCH(Layout, layout);
    const int positions = 40;
    const double base = 10000.0;
    const pe::Vector invFreq = way == PartialRope::NeoX ? neoxInvFreq(neoxRotaryNdims(headDim, fraction), base)
                                                        : proportionalInvFreq(headDim, fraction, base);
    const pe::Matrix freqs = referenceAngles(positions, invFreq);
    const pe::Matrix x = pe::randomNormalMatrix(positions, headDim, 1.0, 17);
    const pe::Matrix expected = layout == Layout::Concatenated ? huggingFaceRotateHalf(x, freqs) : huggingFaceRotateEveryTwo(x, freqs);
    COMPARE_MATRICES(pe::applyPartialRope(x, base, partialOf(way, fraction), layout), expected, kTolerance);
    // And the rotation by the angles themselves, as another caller would make them.
    const pe::Matrix angles = pe::partialRopeAngles(positions, headDim, base, partialOf(way, fraction));
    const int width = pe::partialRotaryWidth(headDim, partialOf(way, fraction));
    COMPARE_MATRICES(pe::rotateByAngles(x, angles, layout, width), expected, kTolerance);
}

void TestPartialRope::scoreSplitsIntoTurningAndStill_data()
{
    QTest::addColumn<PartialRope>("way");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<Layout>("layout");
    QTest::newRow("full, pairs") << PartialRope::Full << 1.0 << 16 << Layout::Interleaved;
    QTest::newRow("full, odd d_model 9, halves") << PartialRope::Full << 1.0 << 9 << Layout::Concatenated;
    QTest::newRow("neox 0.25, halves") << PartialRope::NeoX << 0.25 << 32 << Layout::Concatenated;
    QTest::newRow("neox 0.5, pairs") << PartialRope::NeoX << 0.5 << 16 << Layout::Interleaved;
    QTest::newRow("proportional 0.25, halves") << PartialRope::Proportional << 0.25 << 32 << Layout::Concatenated;
    QTest::newRow("proportional 0.5, pairs, odd 11") << PartialRope::Proportional << 0.5 << 11 << Layout::Interleaved;
}

void TestPartialRope::scoreSplitsIntoTurningAndStill()
{
    QFETCH(PartialRope, way);
    QFETCH(double, fraction);
    QFETCH(int, dModel);
    QFETCH(Layout, layout);
    const int positions = 30;
    const PartialRotary partial = partialOf(way, fraction);
    const pe::Matrix qk = pe::randomNormalMatrix(2, dModel, 1.0, 23);
    const pe::SplitScores split = pe::partialRopeScoreByDistance(qk.row(0).transpose(), qk.row(1).transpose(), positions, 10000.0, partial, layout);
    QCOMPARE(split.turning.size(), Eigen::Index(positions));
    QCOMPARE(split.still.size(), Eigen::Index(positions));
    // The whole score, query at m and key at n = m + r, from the rotated matrices: the two parts add up to it.
    const pe::Matrix q = pe::applyPartialRope(qk.row(0).replicate(positions, 1), 10000.0, partial, layout);
    const pe::Matrix k = pe::applyPartialRope(qk.row(1).replicate(positions, 1), 10000.0, partial, layout);
    const pe::Matrix scores = q * k.transpose();
    for (int m = 0; m < positions; m += 7)
        for (int n = m; n < positions; ++n)
            QVERIFY2(std::abs(split.turning(n - m) + split.still(n - m) - scores(m, n)) <= kTolerance,
                     qPrintable(QStringLiteral("query %1, key %2").arg(m).arg(n)));
    // The still part is q·k over the dimensions that do not turn, at every distance.
    const int width = pe::partialRotaryWidth(dModel, partial);
    double still = qk.row(0).tail(dModel - width).dot(qk.row(1).tail(dModel - width));
    const int turning = pe::partialTurningPairs(dModel, partial);
    for (int i = turning; i < width / 2; ++i)
        for (bool sine : {true, false}) {
            const int d = pe::dimensionOf({i, sine}, width, layout);
            still += qk(0, d) * qk(1, d);
        }
    if (width % 2 == 1)  // the lone dimension of an odd width
        still += qk(0, pe::dimensionOf({width / 2, true}, width, layout)) * qk(1, pe::dimensionOf({width / 2, true}, width, layout));
    COMPARE_MATRICES(split.still, pe::Vector::Constant(positions, still), kTolerance);
    // At distance 0 nothing has turned: the turning part is q·k over the turning dimensions.
    QVERIFY(std::abs(split.turning(0) + split.still(0) - qk.row(0).dot(qk.row(1))) <= kTolerance);
    if (way == PartialRope::Full && dModel % 2 == 0)
        QVERIFY(split.still.isZero(0.0));
    else
        QVERIFY(std::abs(still) > 0.0);
    QVERIFY(split.turning.maxCoeff() - split.turning.minCoeff() > 0.1);  // only this part sees the distance
}

void TestPartialRope::rotationRefusesAnglesItCannotPlace()
{
    const pe::Matrix x = pe::randomNormalMatrix(4, 8, 1.0, 5);
    pe::Matrix angles = pe::partialRopeAngles(4, 8, 10000.0, partialOf(PartialRope::NeoX, 0.5));
    COMPARE_MATRICES(pe::rotateByAngles(x, angles, Layout::Concatenated, 4), pe::applyPartialRope(x, 10000.0, partialOf(PartialRope::NeoX, 0.5), Layout::Concatenated), 0.0);
    // Pair 2 lies beyond a width of 4: an angle there has no dimensions to turn.
    angles(1, 2) = 0.5;
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::rotateByAngles(x, angles, Layout::Concatenated, 4));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::rotateByAngles(x, angles.topRows(3), Layout::Concatenated, 8));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::rotateByAngles(x, angles, Layout::Concatenated, 9));
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::partialRopeScoreByDistance(pe::Vector::Ones(4), pe::Vector::Ones(5), 3, 10000.0, {}));
}

void TestPartialRope::namesAndFractionsAreChecked()
{
    QCOMPARE(pe::partialRopeNames(), QStringList({"full", "neox", "proportional"}));
    for (const QString &name : pe::partialRopeNames()) {
        PartialRope way = PartialRope::Full;
        QVERIFY(pe::partialRopeFromName(name, &way));
        QCOMPARE(pe::partialRopeName(way), name);
    }
    PartialRope untouched = PartialRope::NeoX;
    QVERIFY(!pe::partialRopeFromName(QStringLiteral("gemma"), &untouched));
    QCOMPARE(untouched, PartialRope::NeoX);
    for (double bad : {0.0, -0.25, 1.5, std::nan("")}) {
        const PartialRotary partial = partialOf(PartialRope::Proportional, bad);
        QCOMPARE(pe::validationError(partial),
                 QStringLiteral("The part of each head RoPE turns must be above 0 and at most 1 (got %1).").arg(bad));
        QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::partialRopeAngles(4, 8, 10000.0, partial));
    }
    QCOMPARE(pe::validationError(partialOf(PartialRope::Full, 0.0)), QString());  // not read
    QVERIFY_THROWS_EXCEPTION(pe::InvalidParameter, pe::partialRopeAngles(4, 8, 1.0, {}));  // the base, as ropeAngles()
}

QTEST_APPLESS_MAIN(TestPartialRope)
#include "test_partial_rope.moc"
