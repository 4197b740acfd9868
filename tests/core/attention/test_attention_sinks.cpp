// Attention sinks (gpt-oss): a logit S joins each row's softmax and is dropped. Against Hugging
// Face's modeling_gpt_oss.py, eager_attention_forward, written out below (the sink concatenated
// to the logits, the row's maximum subtracted, softmax, the last column dropped), to 1e-12, and
// the properties that make it a sink.

#include "attention/attention.h"
#include "text/token_embedding.h"

#include <QtTest>
#include <cmath>
#include <limits>

namespace {

constexpr double kTolerance = 1e-12;
constexpr double kMinusInfinity = -std::numeric_limits<double>::infinity();

// combined_logits = torch.cat([attn_weights, sinks], dim=-1); combined_logits -= max;
// probs = softmax(combined_logits, dim=-1); scores = probs[..., :-1]
pe::Matrix gptOss(const pe::Matrix &logits, double sink, pe::Vector *sinkShare)
{
    pe::Matrix combined(logits.rows(), logits.cols() + 1);
    combined << logits, pe::Vector::Constant(logits.rows(), sink);
    *sinkShare = pe::Vector(logits.rows());
    pe::Matrix probs = combined;
    for (Eigen::Index i = 0; i < combined.rows(); ++i) {
        const double rowMax = combined.row(i).maxCoeff();
        double sum = 0.0;
        for (Eigen::Index j = 0; j < combined.cols(); ++j)
            sum += probs(i, j) = std::exp(combined(i, j) - rowMax);
        probs.row(i) /= sum;
        (*sinkShare)(i) = probs(i, combined.cols() - 1);
    }
    return probs.leftCols(logits.cols());
}

} // namespace

class TestAttentionSinks : public QObject
{
    Q_OBJECT
private slots:
    void sinkIsGptOss_data();
    void sinkIsGptOss();
    void aVeryLowSinkIsThePlainSoftmax();
    void aMaskedRowGivesEverythingToTheSink();
};

void TestAttentionSinks::sinkIsGptOss_data()
{
    QTest::addColumn<double>("sink");
    QTest::addColumn<bool>("causal");
    QTest::newRow("S 0") << 0.0 << false;
    QTest::newRow("S 2, causal") << 2.0 << true;
    QTest::newRow("S -5") << -5.0 << false;
    QTest::newRow("S 40, above every logit") << 40.0 << true;
}

void TestAttentionSinks::sinkIsGptOss()
{
    QFETCH(double, sink);
    QFETCH(bool, causal);
    pe::Matrix logits = 3.0 * pe::randomNormalMatrix(9, 9, 1.0, 7);
    if (causal)
        logits.triangularView<Eigen::StrictlyUpper>().setConstant(kMinusInfinity);
    pe::Vector share, expectedShare;
    const pe::Matrix weights = pe::softmaxRows(logits, sink, &share);
    const pe::Matrix expected = gptOss(logits, sink, &expectedShare);
    QVERIFY((weights - expected).cwiseAbs().maxCoeff() <= kTolerance);
    QVERIFY((share - expectedShare).cwiseAbs().maxCoeff() <= kTolerance);
    // The row and the sink share one whole; the keys keep their plain softmax's proportions.
    QVERIFY(((weights.rowwise().sum() + share).array() - 1.0).abs().maxCoeff() <= kTolerance);
    const pe::Matrix plain = pe::softmaxRows(logits);
    for (Eigen::Index i = 0; i < logits.rows(); ++i)
        QVERIFY((weights.row(i) - (1.0 - share(i)) * plain.row(i)).cwiseAbs().maxCoeff() <= kTolerance);
}

void TestAttentionSinks::aVeryLowSinkIsThePlainSoftmax()
{
    const pe::Matrix logits = pe::randomNormalMatrix(6, 6, 1.0, 3);
    pe::Vector share;
    QVERIFY((pe::softmaxRows(logits, -1000.0, &share) - pe::softmaxRows(logits)).cwiseAbs().maxCoeff() <= kTolerance);
    QVERIFY(share.cwiseAbs().maxCoeff() <= kTolerance);
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
