// What each position scheme does inside attention: the additive ones change the word vectors,
// the others the queries, keys or scores, the relative ones only through offsets, and the
// normalized and learned ones through the sentence's length.

#include "core/attention/attention_fixtures.h"
#include "attention/attention.h"
#include "support/matrix_compare.h"
#include "training/layers.h"

#include <QtTest>
#include <algorithm>
#include <cmath>

using pe::Combine;
using pe::Projection;
using pe::Scheme;

Q_DECLARE_METATYPE(pe::Scheme)
Q_DECLARE_METATYPE(pe::Layout)
Q_DECLARE_METATYPE(pe::RopeScaling)

class TestAttentionSchemes : public QObject
{
    Q_OBJECT
private slots:
    void schemesEnterAttention_data();
    void schemesEnterAttention();
    void relativeSchemesSeeOnlyOffsets_data();
    void relativeSchemesSeeOnlyOffsets();
    void normalizedUsesTheSentenceLength_data();
    void normalizedUsesTheSentenceLength();
    void learnedTableLength_data();
    void learnedTableLength();
    void offsetReadsLaterRows_data();
    void offsetReadsLaterRows();
    void scaledWordsMeetThePositionAtItsSize_data();
    void scaledWordsMeetThePositionAtItsSize();
    void theLabTurnsAsTheTrainingLab_data();
    void theLabTurnsAsTheTrainingLab();
};

void TestAttentionSchemes::schemesEnterAttention_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<Combine>("combine");
    QTest::addColumn<Projection>("projection");
    QTest::addColumn<int>("heads");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<bool>("scaled");  // the word vectors times √d_model (the paper's §3.4)
    for (const Scheme scheme : pe::allSchemes()) {
        const QByteArray name = pe::schemeName(scheme).toUtf8();
        QTest::addRow("%s, add, identity, one head", name.constData()) << scheme << Combine::Add << Projection::Identity << 1 << false << false;
        QTest::addRow("%s, add, random, four heads, causal", name.constData()) << scheme << Combine::Add << Projection::Random << 4 << true << false;
        QTest::addRow("%s, multiply, random, two heads", name.constData()) << scheme << Combine::Multiply << Projection::Random << 2 << false << false;
        QTest::addRow("%s, add, random, two heads, scaled by sqrt(d_model)", name.constData())
            << scheme << Combine::Add << Projection::Random << 2 << false << true;
        QTest::addRow("%s, multiply, identity, one head, scaled by sqrt(d_model)", name.constData())
            << scheme << Combine::Multiply << Projection::Identity << 1 << false << true;
    }
}

void TestAttentionSchemes::schemesEnterAttention()
{
    QFETCH(Scheme, scheme);
    QFETCH(Combine, combine);
    QFETCH(Projection, projection);
    QFETCH(int, heads);
    QFETCH(bool, causal);
    QFETCH(bool, scaled);
    const QStringList tokens = words("the cat sat on the mat");
    const int n = 6;
    const int dModel = 16;
    pe::AttentionOptions options;
    options.dModel = dModel;
    options.scheme = scheme;
    options.combine = combine;
    options.positionWeight = 0.5;
    options.projection = projection;
    options.heads = heads;
    options.causal = causal;
    options.scaleEmbeddings = scaled;
    options.schemeSettings.maxLen = 10;
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    // E itself, unscaled; drawn N(0, 1/D) when it is to be scaled, as fairseq draws its embeddings.
    COMPARE_MATRICES(result.embeddings, pe::Matrix((scaled ? 0.25 : 1.0) * pe::tokenEmbeddings(tokens, dModel)), 0.0);
    const pe::Matrix words = (scaled ? std::sqrt(16.0) : 1.0) * result.embeddings;  // what joins the position

    if (pe::isAdditive(scheme)) {
        // The explorer's matrix for a sentence of n positions, the same seed as the embeddings.
        pe::SchemeParams params;
        params.scheme = scheme;
        params.encoding = {dModel, n, options.base, options.layout};
        params.schemeSettings.maxLen = options.schemeSettings.maxLen;
        params.seed = options.seed;
        const pe::Matrix encoding = pe::schemeMatrix(params);
        COMPARE_MATRICES(result.positionalEncoding, encoding, 0.0);
        COMPARE_MATRICES(result.inputs, combine == Combine::Add ? pe::Matrix(words + 0.5 * encoding)
                                                                : pe::Matrix(words.cwiseProduct(encoding)), 1e-15);
    } else {
        // Rope, alibi, t5 and shaw leave the word vectors alone, and the combine setting with them.
        QCOMPARE(result.positionalEncoding.size(), 0);
        COMPARE_MATRICES(result.inputs, words, 0.0);
    }

    pe::Matrix queries = result.inputs;
    pe::Matrix keys = result.inputs;
    if (projection == Projection::Random) {
        queries = result.inputs * pe::randomNormalMatrix(dModel, dModel, 0.25, pe::kDefaultSeed ^ pe::fnv1a64("W_Q"));
        keys = result.inputs * pe::randomNormalMatrix(dModel, dModel, 0.25, pe::kDefaultSeed ^ pe::fnv1a64("W_K"));
    }
    const int dK = dModel / heads;
    if (scheme == Scheme::Rope)  // each head on its own, with d_k's frequencies (Hugging Face's LlamaAttention)
        for (int h = 0; h < heads; ++h) {
            queries.middleCols(h * dK, dK) = pe::applyRope(queries.middleCols(h * dK, dK), options.base);
            keys.middleCols(h * dK, dK) = pe::applyRope(keys.middleCols(h * dK, dK), options.base);
        }
    for (int h = 0; h < heads; ++h) {
        pe::Matrix expected = queries.middleCols(h * dK, dK) * keys.middleCols(h * dK, dK).transpose() / std::sqrt(double(dK));
        // ALiBi by hand: head h (0-based) pays its slope (tested in test_rope_and_alibi) once per position of distance.
        if (scheme == Scheme::Alibi)
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    expected(i, j) -= pe::alibiSlopes(heads)[h] * std::abs(i - j);
        // T5: head h's random number for the bucket of j − i (the buckets are tested in test_t5_bias).
        if (scheme == Scheme::T5)
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    expected(i, j) += pe::t5BucketValues(heads, 32, pe::kDefaultSeed)(h, pe::t5Bucket(j - i, pe::T5Buckets()));
        // Shaw: each key plus head h's vector for clip(j − i, −4, 4) (tested on its own in test_shaw_keys).
        if (scheme == Scheme::Shaw) {
            const pe::Matrix vectors = pe::shawRelativeKeys(heads, 4, dK, pe::kDefaultSeed);
            for (int i = 0; i < n; ++i)
                for (int j = 0; j < n; ++j)
                    expected(i, j) += queries.row(i).segment(h * dK, dK).dot(vectors.row(h * 9 + std::clamp(j - i, -4, 4) + 4)) / std::sqrt(double(dK));
        }
        if (causal)
            expected.triangularView<Eigen::StrictlyUpper>().setConstant(-kInfinity);
        COMPARE_MASKED_MATRICES(result.headScores[h], expected, 1e-12);
        COMPARE_MATRICES(result.headWeights[h], pe::softmaxRows(result.headScores[h]), 0.0);
    }
    const double worstSum = (result.weights.rowwise().sum().array() - 1.0).abs().maxCoeff();
    QVERIFY2(worstSum <= 1e-12, qPrintable(QStringLiteral("a row sums to 1 ± %1").arg(worstSum)));

    // Position changed something: the same options without it give other weights.
    options.positional = false;
    const double change = maxAbsDifference(pe::computeAttention(tokens, options).weights, result.weights);
    QVERIFY2(change > 1e-6, qPrintable(QStringLiteral("position moved the weights by only %1").arg(change)));
}

void TestAttentionSchemes::relativeSchemesSeeOnlyOffsets_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<bool>("onlyOffsets");
    QTest::addColumn<int>("heads");
    QTest::addColumn<pe::Layout>("ropeLayout");
    for (const Scheme scheme : pe::allSchemes())
        QTest::addRow("%s", qPrintable(pe::schemeName(scheme))) << scheme << !pe::isAdditive(scheme) << 2 << pe::Layout::Interleaved;
    // Each head turned on its own: with halves, turning the whole d_model put a pair's two
    // dimensions in two heads, and a head's scores then varied along a diagonal.
    for (const int heads : {2, 4})
        QTest::addRow("rope, halves, %d heads", heads) << Scheme::Rope << true << heads << pe::Layout::Concatenated;
}

void TestAttentionSchemes::relativeSchemesSeeOnlyOffsets()
{
    QFETCH(Scheme, scheme);
    QFETCH(bool, onlyOffsets);
    QFETCH(int, heads);
    QFETCH(pe::Layout, ropeLayout);
    // One word repeated: whatever the scores vary with comes from the positions alone.
    const QStringList tokens = words("la la la la la la la la");
    pe::AttentionOptions options;
    options.dModel = 16;
    options.scheme = scheme;
    options.projection = Projection::Random;
    options.heads = heads;
    options.schemeSettings.ropeLayout = ropeLayout;
    const pe::AttentionResult result = pe::computeAttention(tokens, options);
    // Score (i, j) against score (0, j − i) or (i − j, 0): equal when only the offset counts.
    for (int h = 0; h < options.heads; ++h) {
        const pe::Matrix &scores = result.headScores[h];
        double worst = 0.0;
        for (Eigen::Index i = 0; i < scores.rows(); ++i)
            for (Eigen::Index j = 0; j < scores.cols(); ++j)
                worst = std::max(worst, std::abs(scores(i, j) - (j >= i ? scores(0, j - i) : scores(i - j, 0))));
        if (onlyOffsets)
            QVERIFY2(worst <= 1e-12, qPrintable(QStringLiteral("head %1: scores vary along a diagonal by %2").arg(h).arg(worst)));
        else  // An added PE meets the word vector in E·PE terms that depend on the absolute position.
            QVERIFY2(worst > 1e-6, qPrintable(QStringLiteral("head %1: scores vary along a diagonal by only %2").arg(h).arg(worst)));
    }
}

void TestAttentionSchemes::normalizedUsesTheSentenceLength_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::newRow("one word") << "tigers";
    QTest::newRow("two words") << "tigers roar";
    QTest::newRow("three words") << "tigers love rabbits";
    QTest::newRow("six words") << "the cat sat on the mat";
}

void TestAttentionSchemes::normalizedUsesTheSentenceLength()
{
    QFETCH(QString, sentence);
    const QStringList tokens = pe::tokenTexts(pe::tokenize(sentence));
    const Eigen::Index n = tokens.size();
    pe::AttentionOptions options;
    options.dModel = 8;
    options.scheme = Scheme::Normalized;
    const pe::Matrix encoding = pe::computeAttention(tokens, options).positionalEncoding;
    QCOMPARE(encoding.rows(), n);
    // The last word is 1 whatever the length (0 when it is also the first).
    COMPARE_MATRICES(encoding.row(0), pe::Matrix::Zero(1, 8), 0.0);
    pe::Matrix last = pe::Matrix::Zero(1, 8);  // one number per position, in dimension 0
    last(0, 0) = n > 1 ? 1.0 : 0.0;
    COMPARE_MATRICES(encoding.row(n - 1), last, 0.0);
}

void TestAttentionSchemes::learnedTableLength_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<bool>("positional");
    QTest::addColumn<int>("tokenCount");
    QTest::addColumn<int>("maxLen");
    QTest::addColumn<QString>("named");
    QTest::newRow("6 tokens fill max_len 6") << Scheme::Learned << true << 6 << 6 << "";
    QTest::newRow("7 tokens, max_len 6") << Scheme::Learned << true << 7 << 6 << "max_len must be at least the token count";
    QTest::newRow("65 tokens, the default max_len") << Scheme::Learned << true << pe::kDefaultMaxLen + 1 << pe::kDefaultMaxLen
                                                    << "max_len must be at least the token count";
    QTest::newRow("max_len 0") << Scheme::Learned << true << 3 << 0 << "max_len must be a whole number";
    QTest::newRow("max_len too large") << Scheme::Learned << true << 3 << pe::kMaxPositions + 1 << "max_len must be a whole number";
    QTest::newRow("max_len at the largest") << Scheme::Learned << true << 3 << pe::kMaxPositions << "";
    QTest::newRow("without position the table is not used") << Scheme::Learned << false << 7 << 6 << "";
    QTest::newRow("sinusoidal has no max_len") << Scheme::Sinusoidal << true << 7 << 6 << "";
    QTest::newRow("rope has no max_len") << Scheme::Rope << true << 7 << 0 << "";
}

void TestAttentionSchemes::learnedTableLength()
{
    QFETCH(Scheme, scheme);
    QFETCH(bool, positional);
    QFETCH(int, tokenCount);
    QFETCH(int, maxLen);
    QFETCH(QString, named);
    pe::AttentionOptions options;
    options.dModel = 8;
    options.scheme = scheme;
    options.positional = positional;
    options.schemeSettings.maxLen = maxLen;
    QStringList tokens;
    for (int k = 0; k < tokenCount; ++k)
        tokens.append(QStringLiteral("w%1").arg(k % 5));

    const QString error = pe::validationError(options, tokenCount);
    if (named.isEmpty()) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const pe::AttentionResult result = pe::computeAttention(tokens, options);
        QCOMPARE(result.weights.rows(), tokenCount);
        QVERIFY(result.inputs.allFinite());  // never a NaN row of the learned table
        return;
    }
    QVERIFY2(error.startsWith(named), qPrintable(error));
    if (named.startsWith(QLatin1String("max_len must be at least")))
        QVERIFY2(error.contains(QLatin1String("the learned table has only max_len positions")), qPrintable(error));
    try {
        pe::computeAttention(tokens, options);
        QFAIL("no exception");
    } catch (const pe::InvalidParameter &exception) {
        QCOMPARE(exception.message(), error);
    }
}

void TestAttentionSchemes::offsetReadsLaterRows_data()
{
    QTest::addColumn<Scheme>("scheme");
    QTest::addColumn<int>("offset");
    QTest::newRow("sinusoidal from row 2, as fairseq") << Scheme::Sinusoidal << 2;
    QTest::newRow("learned from row 2, as BART") << Scheme::Learned << 2;
    QTest::newRow("integer from row 5") << Scheme::Integer << 5;
    QTest::newRow("binary from row 1000") << Scheme::Binary << 1000;
    QTest::newRow("RoPE sees only offsets") << Scheme::Rope << 4;
    QTest::newRow("ALiBi sees only offsets") << Scheme::Alibi << 4;
}

// Word i reads row K + i of the additive scheme's table; the relative schemes do not read it.
void TestAttentionSchemes::offsetReadsLaterRows()
{
    QFETCH(Scheme, scheme);
    QFETCH(int, offset);
    const QStringList tokens = words("the dog bit the man");
    const int n = 5;
    pe::AttentionOptions options;
    options.dModel = 16;
    options.scheme = scheme;
    options.projection = pe::Projection::Random;
    options.schemeSettings.maxLen = 10;
    const pe::AttentionResult first = pe::computeAttention(tokens, options);
    options.positionOffset = offset;
    const pe::AttentionResult later = pe::computeAttention(tokens, options);
    if (!pe::isAdditive(scheme)) {
        COMPARE_MATRICES(later.weights, first.weights, 0.0);
        return;
    }
    pe::SchemeParams params;
    params.scheme = scheme;
    params.encoding = {16, offset + n, options.base, options.layout};
    params.schemeSettings.maxLen = 10;
    params.seed = options.seed;
    const pe::Matrix table = pe::schemeMatrix(params);
    COMPARE_MATRICES(later.positionalEncoding, table.middleRows(offset, n), 0.0);
    if (scheme == Scheme::Sinusoidal)  // the paper's formula at positions K … K + n − 1
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < 16; ++j)
                QVERIFY(std::abs(later.positionalEncoding(i, j) - std::sin((offset + i) / std::pow(10000.0, 2.0 * (j / 2) / 16) + (j % 2) * M_PI / 2)) < 1e-12);
    COMPARE_MATRICES(later.inputs, pe::Matrix(later.embeddings + later.positionalEncoding), 1e-15);
    QVERIFY(maxAbsDifference(later.weights, first.weights) > 1e-6);
    // A learned table has no row past max_len − 1: the offset counts against it.
    if (scheme == Scheme::Learned) {
        options.positionOffset = 6;
        QVERIFY2(pe::validationError(options, n).contains(QStringLiteral("position offset")), qPrintable(pe::validationError(options, n)));
    }
}

void TestAttentionSchemes::scaledWordsMeetThePositionAtItsSize_data()
{
    QTest::addColumn<int>("dModel");
    for (const int dModel : {16, 64, 512})
        QTest::addRow("d_model %d", dModel) << dModel;
}

// Scaled by √d_model, the random word vectors are the size of the encoding, not √d_model times it:
// each word's √D·E and its PE are within 2× of each other in length (57 against 5.7 before, at 64).
void TestAttentionSchemes::scaledWordsMeetThePositionAtItsSize()
{
    QFETCH(int, dModel);
    pe::AttentionOptions options;
    options.dModel = dModel;
    options.scaleEmbeddings = true;
    const pe::AttentionResult result = pe::computeAttention(words("the dog bit the man and ran away"), options);
    for (Eigen::Index i = 0; i < result.inputs.rows(); ++i) {
        const double word = result.embeddingScale * result.embeddings.row(i).norm();
        const double position = result.positionalEncoding.row(i).norm();
        QVERIFY2(word <= 2 * position && position <= 2 * word, qPrintable(QStringLiteral("word %1: %2 against %3").arg(i).arg(word).arg(position)));
    }
    // Unscaled, the random vectors keep their unit entries.
    options.scaleEmbeddings = false;
    const pe::AttentionResult plain = pe::computeAttention(words("the dog"), options);
    COMPARE_MATRICES(plain.embeddings, pe::tokenEmbeddings(words("the dog"), dModel), 0.0);
}

void TestAttentionSchemes::theLabTurnsAsTheTrainingLab_data()
{
    QTest::addColumn<pe::Layout>("layout");
    QTest::addColumn<int>("heads");
    QTest::addColumn<pe::RopeScaling>("scaling");
    for (const pe::Layout layout : {pe::Layout::Interleaved, pe::Layout::Concatenated})
        for (const int heads : {1, 2, 4}) {
            const char *pairs = layout == pe::Layout::Interleaved ? "pairs" : "halves";
            QTest::addRow("%s, %d heads", pairs, heads) << layout << heads << pe::RopeScaling::None;
            QTest::addRow("%s, %d heads, YaRN", pairs, heads) << layout << heads << pe::RopeScaling::Yarn;
        }
}

// Where they claim to be the same model, they are: the Attention Lab's RoPE turns each head's
// queries and keys exactly as the Training Lab's model does (ropeTables() and ropeForward(), the
// code the block view and training run), so a head's scores agree to 1e-12.
void TestAttentionSchemes::theLabTurnsAsTheTrainingLab()
{
    QFETCH(pe::Layout, layout);
    QFETCH(int, heads);
    QFETCH(pe::RopeScaling, scaling);
    const QStringList tokens = words("the dog bit the man and ran");
    const int n = int(tokens.size());
    pe::AttentionOptions options;
    options.dModel = 16;
    options.scheme = Scheme::Rope;
    options.heads = heads;
    options.schemeSettings.ropeLayout = layout;
    options.schemeSettings.ropeScale = {scaling, 4.0, 4};
    const pe::AttentionResult lab = pe::computeAttention(tokens, options);  // identity projections: Q = K = X
    pe::Matrix turned = lab.inputs;
    const int dK = 16 / heads;
    pe::ropeForward(turned, pe::ropeTables(n, dK, options.base, options.schemeSettings.ropeScale), {1, n}, heads, layout);
    for (int h = 0; h < heads; ++h) {
        const pe::Matrix q = turned.middleCols(h * dK, dK);
        COMPARE_MATRICES(lab.headScores[std::size_t(h)], pe::Matrix(q * q.transpose() / std::sqrt(double(dK))), 1e-12);
    }
}

QTEST_APPLESS_MAIN(TestAttentionSchemes)
#include "test_attention_schemes.moc"
