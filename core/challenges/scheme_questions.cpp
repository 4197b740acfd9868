#include "challenges/question_parts.h"

#include "attention/word_order.h"
#include "math/translate.h"
#include "schemes/table.h"
#include "text/tokenizer.h"

namespace pe {

using namespace challenge;

// Two orders of a sentence: does attention see the same maps, only reordered?
Question orderBlind(int, RandomNumbers &random)
{
    // In the user's language: a Chinese student reads Chinese pairs (狗咬人 / 人咬狗). The answer is
    // measured on the pair shown, so it follows the words: ALiBi cannot tell 狗咬人 from its mirror.
    struct Pair { const char *a, *b; };
    static const Pair pairs[] = {{QT_TRANSLATE_NOOP("pe", "the dog bit the man"), QT_TRANSLATE_NOOP("pe", "the man bit the dog")},
                                 {QT_TRANSLATE_NOOP("pe", "tigers love rabbits"), QT_TRANSLATE_NOOP("pe", "rabbits love tigers")},
                                 {"我爱你", "你爱我"},
                                 {QT_TRANSLATE_NOOP("pe", "the cat saw the dog"), QT_TRANSLATE_NOOP("pe", "the dog saw the cat")}};
    const Pair &pair = pairs[random.below(std::size(pairs))];
    const QString sentenceA = tr(pair.a), sentenceB = tr(pair.b);
    // None (with or without the mask), or a scheme without the mask: one reason at most to differ.
    const QList<Scheme> schemes{Scheme::Sinusoidal, Scheme::Rope, Scheme::Alibi, Scheme::Learned};
    const bool withScheme = random.below(3) > 0;
    const Scheme scheme = schemes[qsizetype(random.below(quint64(schemes.size())))];
    const bool causal = !withScheme && random.below(2) == 1;
    AttentionOptions options;
    options.dModel = 16;
    options.projection = Projection::Random;
    options.seed = random.bits() % 1000;
    options.scheme = scheme;
    options.causal = causal;
    const QStringList a = tokenTexts(tokenize(sentenceA));
    const QStringList b = tokenTexts(tokenize(sentenceB));
    const WordOrderComparison comparison = compareWordOrders(a, b, options);
    const double difference = withScheme ? comparison.maxDifferenceWith : comparison.maxDifferenceWithout;
    const bool same = difference < kSameOrderTolerance;
    Question question;
    question.kind = ChallengeKind::OrderBlind;
    const QString setUp = withScheme ? tr("with %1 and no causal mask").arg(schemeShortTitle(scheme))
                                     : (causal ? tr("without position, with the causal mask") : tr("without position or mask"));
    question.prompt = tr("Sentence A is “%1”, sentence B “%2”. Random queries and keys, %3: does attention give B the same "
                         "weights as A, only reordered?").arg(sentenceA, sentenceB, setUp);
    question.choices = {tr("The same, only reordered: attention cannot tell the two orders apart"),
                        tr("Different: the positions tell the two orders apart"),
                        tr("Different: the causal mask alone tells the two orders apart")};
    question.answer = same ? 0 : (withScheme ? 1 : 2);
    question.explanation = same ? (withScheme && scheme == Scheme::Alibi
                                       ? tr("B is A read backwards, and ALiBi's penalty depends only on the distance, the same both "
                                            "ways: the largest difference is %1.")
                                       : tr("Without position attention only sees which words there are: the largest difference is %1."))
                                : (withScheme ? tr("The positions change the scores: the weights differ by up to %1.")
                                              : tr("Each word sees only the words before it, and they are not the same words in B: the "
                                                   "weights differ by up to %1."));
    question.explanation = question.explanation.arg(difference, 0, 'g', 2);
    question.settings = {{QStringLiteral("sentence_a"), sentenceA},
                         {QStringLiteral("sentence_b"), sentenceB},
                         {QStringLiteral("scheme"), withScheme ? schemeName(scheme) : QStringLiteral("none")},
                         {QStringLiteral("causal"), causal},
                         {QStringLiteral("d_model"), options.dModel},
                         {QStringLiteral("base"), options.base},
                         {QStringLiteral("projection"), QStringLiteral("random")},
                         {QStringLiteral("seed"), qint64(options.seed)},
                         {QStringLiteral("max_difference"), difference}};
    return question;
}


// A scheme's heatmap: which scheme made it? Each leaves its own mark: waves, bits, one number per
// row, noise, angles, a distance penalty, buckets, clipped distances.
Question whichScheme(int, RandomNumbers &random)
{
    static const QList<Scheme> schemes{Scheme::Sinusoidal, Scheme::Binary, Scheme::Integer, Scheme::Learned,
                                       Scheme::Rope,       Scheme::Alibi,  Scheme::T5,      Scheme::Shaw};
    SchemeParams params;
    params.encoding = {16, 16, 10000.0, Layout::Interleaved};
    params.schemeSettings.maxLen = params.encoding.positions;
    params.seed = random.bits() % 1000;
    const auto matrixOf = [&params](Scheme scheme) {
        SchemeParams other = params;
        other.scheme = scheme;
        return schemeMatrix(other);
    };
    const int shown = int(random.below(quint64(schemes.size())));
    const Matrix matrix = matrixOf(schemes[shown]);
    int answer = 0;
    // A wrong scheme draws another picture: another shape, or values at least 0.1 apart somewhere.
    const QList<int> picked = choicesAround(shown, int(schemes.size()), 4, random, [&](int other) {
        const Matrix m = matrixOf(schemes[other]);
        return m.rows() != matrix.rows() || m.cols() != matrix.cols() || (m - matrix).cwiseAbs().maxCoeff() > 0.1;
    }, &answer);
    Question question;
    question.kind = ChallengeKind::WhichScheme;
    question.prompt = tr("This heatmap is a %1 × %2 matrix of one way to tell a Transformer where each word is (d_model %3, "
                         "%4 positions). Which scheme made it?").arg(matrix.rows()).arg(matrix.cols()).arg(params.encoding.dModel)
                          .arg(params.encoding.positions);
    QJsonArray names;
    for (int index : picked) {
        question.choices.append(schemeTitle(schemes[index]));
        names.append(schemeName(schemes[index]));
    }
    question.answer = answer;
    question.explanation = schemeExplanation(schemes[shown]);  // the verdict above it names the scheme
    for (Eigen::Index i = 0; i < matrix.rows(); ++i)
        for (Eigen::Index j = 0; j < matrix.cols(); ++j)
            question.values.push_back(matrix(i, j));
    question.settings = encodingSettings(params.encoding);
    question.settings.insert(QStringLiteral("scheme"), schemeName(schemes[shown]));
    question.settings.insert(QStringLiteral("max_len"), params.schemeSettings.maxLen);
    question.settings.insert(QStringLiteral("seed"), qint64(params.seed));
    question.settings.insert(QStringLiteral("rows"), int(matrix.rows()));
    question.settings.insert(QStringLiteral("columns"), int(matrix.cols()));
    question.settings.insert(QStringLiteral("choices"), names);
    return question;
}

} // namespace pe
