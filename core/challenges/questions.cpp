#include "challenges/questions.h"

#include "attention/word_order.h"
#include "math/types.h"
#include "schemes/position_similarity.h"
#include "schemes/sinusoidal_encoding.h"
#include "schemes/table.h"
#include "text/tokenizer.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace pe {

namespace {

// In the context lupdate gives a tr() of namespace pe.
QString tr(const char *text)
{
    return QCoreApplication::translate("pe", text);
}

QJsonArray jsonArray(const std::vector<double> &values)
{
    QJsonArray array;
    for (double value : values)
        array.append(value);
    return array;
}

QJsonArray jsonArray(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

QJsonObject encodingSettings(const SinusoidalParams &params)
{
    return {{QStringLiteral("d_model"), params.dModel},
            {QStringLiteral("base"), params.base},
            {QStringLiteral("positions"), params.positions},
            {QStringLiteral("layout"), layoutName(params.layout)}};
}

// The encoding, the number asked about (`name`) and the choices as numbers.
QJsonObject askedSettings(const SinusoidalParams &params, const char *name, int asked, const QList<int> &choices)
{
    QJsonObject settings = encodingSettings(params);
    settings.insert(QLatin1String(name), asked);
    settings.insert(QStringLiteral("choices"), jsonArray(choices));
    return settings;
}

// `count` different numbers from [0, range), `right` among them, in random order; `accept`
// refuses a wrong one (too like the right one). Returns them with the right one's index.
QList<int> choicesAround(int right, int range, int count, RandomNumbers &random, const std::function<bool(int)> &accept, int *answer)
{
    QList<int> picked{right};
    for (int attempt = 0; picked.size() < count && attempt < 1000; ++attempt) {
        const int candidate = int(random.below(quint64(range)));
        if (!picked.contains(candidate) && accept(candidate))
            picked.append(candidate);
    }
    for (qsizetype i = picked.size() - 1; i > 0; --i)
        picked.swapItemsAt(i, qsizetype(random.below(quint64(i + 1))));
    *answer = int(picked.indexOf(right));
    return picked;
}

double maxDifference(const std::vector<double> &a, const std::vector<double> &b)
{
    double largest = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        largest = std::max(largest, std::abs(a[i] - b[i]));
    return largest;
}

std::vector<double> column(const Matrix &matrix, int j)
{
    return std::vector<double>(matrix.col(j).data(), matrix.col(j).data() + matrix.rows());
}

std::vector<double> row(const Matrix &matrix, int i)
{
    std::vector<double> values(std::size_t(matrix.cols()));
    for (Eigen::Index j = 0; j < matrix.cols(); ++j)
        values[std::size_t(j)] = matrix(i, j);
    return values;
}

QString dimensionText(int dimension, const SinusoidalParams &params)
{
    const DimensionRole role = dimensionRole(dimension, params.dModel, params.layout);
    return role.sine ? tr("dimension %1 (sine of pair %2)").arg(dimension).arg(role.pair)
                       : tr("dimension %1 (cosine of pair %2)").arg(dimension).arg(role.pair);
}

// A curve over the positions: which dimension drew it? The wavelength gives it away.
Question whichDimension(int level, RandomNumbers &random)
{
    const SinusoidalParams params{level == 1 ? 8 : 32, 64, 10000.0, Layout::Interleaved};
    const Matrix encoding = sinusoidalEncoding(params);
    const int dimension = int(random.below(quint64(params.dModel)));
    const std::vector<double> values = column(encoding, dimension);
    Question question;
    question.kind = ChallengeKind::WhichDimension;
    question.prompt = tr("This curve is one dimension of the sinusoidal encoding over positions 0 to %1 (d_model %2, base %3). "
                         "Which dimension is it?").arg(params.positions - 1).arg(params.dModel).arg(params.base);
    int answer = 0;
    const QList<int> dimensions = choicesAround(dimension, params.dModel, 4, random, [&](int other) {
        return maxDifference(column(encoding, other), values) > 0.1;
    }, &answer);
    for (int other : dimensions)
        question.choices.append(dimensionText(other, params));
    question.answer = answer;
    const DimensionRole role = dimensionRole(dimension, params.dModel, params.layout);
    question.explanation = tr("Pair %1 turns by 1 / %2^(2·%1/%3) = %4 radians per position: a full wave every %5 positions. "
                              "Low dimensions wave fast, high ones slowly.")
                               .arg(role.pair).arg(params.base).arg(params.dModel)
                               .arg(pairFrequency(role.pair, params.dModel, params.base), 0, 'g', 3)
                               .arg(pairWavelength(role.pair, params.dModel, params.base), 0, 'f', 1);
    question.settings = askedSettings(params, "dimension", dimension, dimensions);
    question.values = values;
    return question;
}

// One position's vector: which position is it?
Question whichPosition(int level, RandomNumbers &random)
{
    const SinusoidalParams params{level == 1 ? 8 : 16, level == 1 ? 20 : 100, 10000.0, Layout::Interleaved};
    const Matrix encoding = sinusoidalEncoding(params);
    const int position = int(random.below(quint64(params.positions)));
    const std::vector<double> values = row(encoding, position);
    Question question;
    question.kind = ChallengeKind::WhichPosition;
    question.prompt = tr("These are the %1 numbers of one position's sinusoidal encoding (base %2), dimension 0 on the left. "
                         "Which position is it?").arg(params.dModel).arg(params.base);
    int answer = 0;
    const QList<int> positions = choicesAround(position, params.positions, 4, random, [&](int other) {
        return maxDifference(row(encoding, other), values) > 0.1;
    }, &answer);
    for (int other : positions)
        question.choices.append(tr("position %1").arg(other));
    question.answer = answer;
    question.explanation = tr("Only position %1 gives these numbers. Its first pair is (sin %1, cos %1) = (%2, %3); the slow "
                              "pairs on the right grow steadily with the position, so they say roughly how far along it is.")
                               .arg(position).arg(values[0], 0, 'f', 2).arg(values[1], 0, 'f', 2);
    question.settings = askedSettings(params, "position", position, positions);
    question.values = values;
    return question;
}

// PE(pos, dim) worked out by hand.
Question formulaNumber(int level, RandomNumbers &random)
{
    const SinusoidalParams params{level == 1 ? 4 : 8, 16, level == 1 ? 10000.0 : 100.0, Layout::Interleaved};
    const int position = 1 + int(random.below(9));
    const int dimension = int(random.below(quint64(params.dModel)));
    const DimensionRole role = dimensionRole(dimension, params.dModel, params.layout);
    const double angle = position * pairFrequency(role.pair, params.dModel, params.base);
    Question question;
    question.kind = ChallengeKind::FormulaNumber;
    question.prompt = tr("Work it out: PE(%1, %2) with d_model %3 and base %4, to two decimals. "
                         "PE(pos, 2i) = sin(pos / base^(2i/d_model)), PE(pos, 2i+1) = cos(pos / base^(2i/d_model)).")
                          .arg(position).arg(dimension).arg(params.dModel).arg(params.base);
    question.answer = sinusoidalValue(position, dimension, params);
    question.tolerance = kFormulaTolerance;
    question.explanation = tr("Dimension %1 is the %2 of pair i = %3: %4(%5 / %6^(%7/%8)) = %4(%9) = %10.")
                               .arg(dimension).arg(role.sine ? tr("sine") : tr("cosine")).arg(role.pair)
                               .arg(role.sine ? QStringLiteral("sin") : QStringLiteral("cos"))
                               .arg(position).arg(params.base).arg(2 * role.pair).arg(params.dModel)
                               .arg(angle, 0, 'f', 4).arg(question.answer, 0, 'f', 4);
    question.settings = encodingSettings(params);
    question.settings.insert(QStringLiteral("position"), position);
    question.settings.insert(QStringLiteral("dimension"), dimension);
    return question;
}

// Which of three positions is most similar to a fourth? At level 3 the nearest one is not.
Question closerPosition(int level, RandomNumbers &random)
{
    const SinusoidalParams params{level == 2 ? 16 : 8, 40, level == 2 ? 10000.0 : 100.0, Layout::Interleaved};
    const Matrix encoding = sinusoidalEncoding(params);
    Question question;
    for (int attempt = 0;; ++attempt) {
        const int reference = int(random.below(quint64(params.positions)));
        const Vector dots = dotProductsWith(encoding, reference);
        QList<int> candidates;
        while (candidates.size() < 3) {
            const int candidate = int(random.below(quint64(params.positions)));
            if (candidate != reference && !candidates.contains(candidate))
                candidates.append(candidate);
        }
        std::vector<double> scores;
        for (int candidate : candidates)
            scores.push_back(dots(candidate));
        const int best = int(std::max_element(scores.begin(), scores.end()) - scores.begin());
        std::vector<double> others = scores;
        others.erase(others.begin() + best);
        const bool clear = scores[std::size_t(best)] - *std::max_element(others.begin(), others.end()) > 0.2;
        int nearest = 0;
        for (int i = 1; i < 3; ++i)
            if (std::abs(candidates[i] - reference) < std::abs(candidates[nearest] - reference))
                nearest = i;
        // Level 3 looks for the surprise: the most similar position is not the nearest (a short base).
        if (!clear || (level == 3 && nearest == best && attempt < 200))
            continue;
        question.kind = ChallengeKind::CloserPosition;
        question.prompt = tr("With the sinusoidal encoding (d_model %1, base %2), which position's vector has the largest dot "
                             "product with position %3's?").arg(params.dModel).arg(params.base).arg(reference);
        for (int candidate : candidates)
            question.choices.append(tr("position %1").arg(candidate));
        question.answer = best;
        QStringList products;
        for (int i = 0; i < 3; ++i)
            products.append(tr("%1: %2").arg(candidates[i]).arg(scores[std::size_t(i)], 0, 'f', 2));
        question.explanation = tr("The dot products with position %1 are %2. Nearer is not always more similar: each pair of "
                                  "dimensions adds the cosine of its own angle between the two positions.")
                                   .arg(reference).arg(products.join(QStringLiteral(", ")));
        question.settings = askedSettings(params, "position", reference, candidates);
        question.values = scores;
        return question;
    }
}

// A pair's point at p and at p + k, on its circle: which offset k turned it?
Question relativeOffset(int level, RandomNumbers &random)
{
    const SinusoidalParams params{16, 64, 10000.0, Layout::Interleaved};
    const int pair = level == 2 ? 1 : 1 + int(random.below(2));
    const double omega = pairFrequency(pair, params.dModel, params.base);
    const int maxOffset = int(std::floor(2 * std::numbers::pi / omega)) - 1;  // less than one full turn
    const int offset = 1 + int(random.below(quint64(std::min(maxOffset, 30))));
    const int position = int(random.below(20));
    Question question;
    question.kind = ChallengeKind::RelativeOffset;
    question.values = {std::sin(position * omega), std::cos(position * omega), std::sin((position + offset) * omega),
                       std::cos((position + offset) * omega)};
    question.prompt = tr("Pair %1 of the sinusoidal encoding (d_model %2, base %3) puts position %4 at (sin, cos) = (%5, %6) "
                         "and another position p + k at (%7, %8). Which offset k turned it?")
                          .arg(pair).arg(params.dModel).arg(params.base).arg(position)
                          .arg(question.values[0], 0, 'f', 3).arg(question.values[1], 0, 'f', 3)
                          .arg(question.values[2], 0, 'f', 3).arg(question.values[3], 0, 'f', 3);
    int answer = 0;
    // Wrong offsets turn the point at least 0.3 radians away from where k turns it.
    const QList<int> offsets = choicesAround(offset, std::min(maxOffset, 30) + 1, 4, random, [&](int other) {
        return other > 0 && std::abs(other - offset) * omega > 0.3;
    }, &answer);
    for (int other : offsets)
        question.choices.append(tr("k = %1").arg(other));
    question.answer = answer;
    question.explanation = tr("Pair %1 turns by ω = %2 radians per position, whatever the position: k = %3 turns it by %4 radians. "
                              "That is why an offset is a rotation, the same at every position.")
                               .arg(pair).arg(omega, 0, 'g', 3).arg(offset).arg(offset * omega, 0, 'f', 3);
    question.settings = askedSettings(params, "offset", offset, offsets);
    question.settings.insert(QStringLiteral("pair"), pair);
    question.settings.insert(QStringLiteral("position"), position);
    question.settings.insert(QStringLiteral("values"), jsonArray(question.values));
    return question;
}

// Two orders of a sentence: does attention see the same maps, only reordered?
Question orderBlind(int, RandomNumbers &random)
{
    struct Pair { const char *a, *b; };
    static const Pair pairs[] = {{"the dog bit the man", "the man bit the dog"}, {"tigers love rabbits", "rabbits love tigers"},
                                 {"我爱你", "你爱我"}, {"the cat saw the dog", "the dog saw the cat"}};
    const Pair &sentences = pairs[random.below(std::size(pairs))];
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
    const QStringList a = tokenTexts(tokenize(QString::fromUtf8(sentences.a)));
    const QStringList b = tokenTexts(tokenize(QString::fromUtf8(sentences.b)));
    const WordOrderComparison comparison = compareWordOrders(a, b, options);
    const double difference = withScheme ? comparison.maxDifferenceWith : comparison.maxDifferenceWithout;
    const bool same = difference < kSameOrderTolerance;
    Question question;
    question.kind = ChallengeKind::OrderBlind;
    const QString setUp = withScheme ? tr("with %1 and no causal mask").arg(schemeTitle(scheme))
                                     : (causal ? tr("without position, with the causal mask") : tr("without position or mask"));
    question.prompt = tr("Sentence A is “%1”, sentence B “%2”. Random queries and keys, %3: does attention give B the same "
                         "weights as A, only reordered?").arg(QString::fromUtf8(sentences.a), QString::fromUtf8(sentences.b), setUp);
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
    question.settings = {{QStringLiteral("sentence_a"), QString::fromUtf8(sentences.a)},
                         {QStringLiteral("sentence_b"), QString::fromUtf8(sentences.b)},
                         {QStringLiteral("scheme"), withScheme ? schemeName(scheme) : QStringLiteral("none")},
                         {QStringLiteral("causal"), causal},
                         {QStringLiteral("d_model"), options.dModel},
                         {QStringLiteral("projection"), QStringLiteral("random")},
                         {QStringLiteral("seed"), qint64(options.seed)},
                         {QStringLiteral("max_difference"), difference}};
    return question;
}

} // namespace

QString challengeKindName(ChallengeKind kind)
{
    static const char *const names[] = {"which-dimension", "which-position", "formula-number",
                                        "closer-position", "relative-offset", "order-blind"};
    return QString::fromLatin1(names[int(kind)]);
}

QList<ChallengeKind> allChallengeKinds()
{
    return {ChallengeKind::WhichDimension, ChallengeKind::WhichPosition, ChallengeKind::FormulaNumber,
            ChallengeKind::CloserPosition, ChallengeKind::RelativeOffset, ChallengeKind::OrderBlind};
}

QString challengeLevelTitle(int level)
{
    return level == 1 ? tr("first look") : level == 2 ? tr("patterns") : tr("researcher");
}

QList<ChallengeKind> challengeKinds(int level)
{
    switch (level) {
    case 1:
        return {ChallengeKind::WhichDimension, ChallengeKind::WhichPosition, ChallengeKind::FormulaNumber};
    case 2:
        return {ChallengeKind::CloserPosition, ChallengeKind::RelativeOffset, ChallengeKind::WhichDimension,
                ChallengeKind::WhichPosition, ChallengeKind::OrderBlind};
    default:
        return {ChallengeKind::CloserPosition, ChallengeKind::RelativeOffset, ChallengeKind::OrderBlind,
                ChallengeKind::FormulaNumber};
    }
}

QString challengeError(int level, int count)
{
    if (level < 1 || level > kChallengeLevels)
        return tr("the level must be from 1 to %1 (got %2).").arg(kChallengeLevels).arg(level);
    if (count < 1 || count > kMaxChallengeCount)
        return tr("the count must be from 1 to %1 (got %2).").arg(kMaxChallengeCount).arg(count);
    return {};
}

std::vector<Question> generateChallenges(int level, quint64 seed, int count)
{
    if (const QString error = challengeError(level, count); !error.isEmpty())
        throw InvalidParameter(error);
    using Maker = Question (*)(int, RandomNumbers &);
    static const Maker makers[] = {whichDimension, whichPosition, formulaNumber, closerPosition, relativeOffset, orderBlind};
    const QList<ChallengeKind> kinds = challengeKinds(level);
    std::vector<Question> questions;
    for (int i = 0; i < count; ++i) {
        // Each question from a stream of its own: the first questions of a longer round are the same.
        RandomNumbers random(seed ^ (0x9e3779b97f4a7c15ULL * quint64(i + 1)));
        const ChallengeKind kind = kinds[i % kinds.size()];
        Question question = makers[int(kind)](level, random);
        question.level = level;
        questions.push_back(std::move(question));
    }
    return questions;
}

QJsonObject questionToJson(const Question &question)
{
    QJsonObject settings = question.settings;
    if (!question.values.empty() && !settings.contains(QStringLiteral("values")))
        settings.insert(QStringLiteral("values"), jsonArray(question.values));
    return {{QStringLiteral("kind"), challengeKindName(question.kind)},
            {QStringLiteral("level"), question.level},
            {QStringLiteral("prompt"), question.prompt},
            {QStringLiteral("choices"), question.choices.isEmpty() ? QJsonValue() : QJsonValue(QJsonArray::fromStringList(question.choices))},
            {QStringLiteral("answer"), question.answer},
            {QStringLiteral("tolerance"), question.tolerance},
            {QStringLiteral("explanation"), question.explanation},
            {QStringLiteral("settings"), settings}};
}

} // namespace pe
