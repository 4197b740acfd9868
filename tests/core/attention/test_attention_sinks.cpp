// Attention sinks (gpt-oss): a logit S joins each row's softmax and is dropped. Against Hugging
// Face's modeling_gpt_oss.py, eager_attention_forward, written out below (the sink concatenated
// to the logits, the row's maximum subtracted, softmax, the last column dropped), to 1e-12, and
// the properties that make it a sink.

#include "attention/attention.h"
#include "support/fail_on_warnings.h"
#include "text/token_embedding.h"

#include <QtTest>
#include <cmath>
#include <limits>

namespace {

constexpr double kTolerance = 1e-12;
constexpr double kMinusInfinity = -std::numeric_limits<double>::infinity();

// F.softmax(x, dim=-1) of one row, as PyTorch computes it: its maximum subtracted, exp, divided by the sum.
pe::Matrix torchSoftmax(const pe::Matrix &x)
{
    pe::Matrix probs(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const double rowMax = x.row(i).maxCoeff();
        for (Eigen::Index j = 0; j < x.cols(); ++j)
            probs(i, j) = std::exp(x(i, j) - rowMax);
        probs.row(i) /= probs.row(i).sum();
    }
    return probs;
}

// huggingface/transformers, src/transformers/models/gpt_oss/modeling_gpt_oss.py,
// eager_attention_forward, line by line for one head of one batch, in double:
pe::Matrix gptOss(const pe::Matrix &attnWeights, double moduleSinks, pe::Vector *sinkShare)
{
    // sinks = module.sinks.reshape(1, -1, 1, 1).expand(query.shape[0], -1, query.shape[-2], -1)
    const pe::Vector sinks = pe::Vector::Constant(attnWeights.rows(), moduleSinks);
    // combined_logits = torch.cat([attn_weights, sinks], dim=-1)
    pe::Matrix combinedLogits(attnWeights.rows(), attnWeights.cols() + 1);
    combinedLogits << attnWeights, sinks;
    // combined_logits = combined_logits - combined_logits.max(dim=-1, keepdim=True).values
    combinedLogits = combinedLogits.colwise() - combinedLogits.rowwise().maxCoeff();
    // probs = F.softmax(combined_logits, dim=-1, dtype=combined_logits.dtype)
    const pe::Matrix probs = torchSoftmax(combinedLogits);
    // scores = probs[..., :-1]  # we drop the sink here
    *sinkShare = probs.rightCols(1);
    return probs.leftCols(attnWeights.cols());
}

} // namespace

class TestAttentionSinks : public QObject
{
    Q_OBJECT
private slots:
    void init() { failOnStringWarnings(); }
    void sinkIsGptOss_data();
    void sinkIsGptOss();
    void aVeryLowSinkIsThePlainSoftmax();
    void aMaskedRowGivesEverythingToTheSink();
};

void TestAttentionSinks::sinkIsGptOss_data()
{
    QTest::addColumn<double>("sink");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<double>("shift");  // added to every logit
    QTest::newRow("S 0") << 0.0 << false << 0.0;
    QTest::newRow("S 2, causal") << 2.0 << true << 0.0;
    QTest::newRow("S -5") << -5.0 << false << 0.0;
    QTest::newRow("S 40, above every logit") << 40.0 << true << 0.0;
    // e^800 is infinite in double: only the maximum subtracted keeps these finite.
    QTest::newRow("logits near 800, S 795") << 795.0 << true << 800.0;
    QTest::newRow("logits near -800, S -805") << -805.0 << false << -800.0;
    QTest::newRow("S 800, far above every logit") << 800.0 << true << 0.0;
}

void TestAttentionSinks::sinkIsGptOss()
{
    QFETCH(double, sink);
    QFETCH(bool, causal);
    QFETCH(double, shift);
    pe::Matrix logits = (3.0 * pe::randomNormalMatrix(9, 9, 1.0, 7)).array() + shift;
    if (causal)
        logits.triangularView<Eigen::StrictlyUpper>().setConstant(kMinusInfinity);
    pe::Vector share, expectedShare;
    const pe::Matrix weights = pe::softmaxRows(logits, sink, &share);
    const pe::Matrix expected = gptOss(logits, sink, &expectedShare);
    QVERIFY(weights.allFinite() && share.allFinite());
    const double worst = std::max((weights - expected).cwiseAbs().maxCoeff(), (share - expectedShare).cwiseAbs().maxCoeff());
    QVERIFY2(worst <= kTolerance, qPrintable(QStringLiteral("largest difference from gpt-oss %1").arg(worst)));
    // The row and the sink share one whole; the keys keep their plain softmax's proportions.
    QVERIFY(((weights.rowwise().sum() + share).array() - 1.0).abs().maxCoeff() <= kTolerance);
    const pe::Matrix plain = pe::softmaxRows(logits);
    for (Eigen::Index i = 0; i < logits.rows(); ++i)
        QVERIFY((weights.row(i) - (1.0 - share(i)) * plain.row(i)).cwiseAbs().maxCoeff() <= kTolerance);
}

// S → −∞: the sink's share falls to 0, as e^S, and the weights become the plain softmax.
void TestAttentionSinks::aVeryLowSinkIsThePlainSoftmax()
{
    const pe::Matrix logits = pe::randomNormalMatrix(6, 6, 1.0, 3);
    const pe::Matrix plain = pe::softmaxRows(logits);
    double previous = 1.0;
    for (double sink : {0.0, -10.0, -20.0, -40.0, -745.0, -1000.0}) {
        pe::Vector share;
        const pe::Matrix weights = pe::softmaxRows(logits, sink, &share);
        QVERIFY(share.maxCoeff() < previous || share.maxCoeff() == 0.0);
        previous = share.maxCoeff();
        // share_i = e^S / (e^S + Σ e^s) and w = (1 − share_i)·softmax: both off by at most e^S·(a row's 1/Σ e^s).
        const double bound = std::exp(sink) / logits.array().exp().rowwise().sum().minCoeff() + kTolerance;
        QVERIFY(share.maxCoeff() <= bound);
        QVERIFY((weights - plain).cwiseAbs().maxCoeff() <= bound);
    }
    QCOMPARE(previous, 0.0);  // e^−1000 is 0 in double
}

void TestAttentionSinks::aMaskedRowGivesEverythingToTheSink()
{
    const pe::Matrix logits = pe::Matrix::Constant(2, 3, kMinusInfinity);
    pe::Vector share;
    const pe::Matrix weights = pe::softmaxRows(logits, 0.5, &share);
    QCOMPARE(weights.cwiseAbs().maxCoeff(), 0.0);
    QCOMPARE(share, pe::Vector::Ones(2));
}

QTEST_APPLESS_MAIN(TestAttentionSinks)
#include "test_attention_sinks.moc"
