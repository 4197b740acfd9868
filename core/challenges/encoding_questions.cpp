#include "challenges/question_parts.h"

#include "math/translate.h"
#include "schemes/position_similarity.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace pe {

using namespace challenge;

namespace {

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

} // namespace

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
    // Another of the same kind (a sine for a sine) among the choices first: where the others are
    // all cosines, the start of the curve alone would give a sine away.
    const bool sine = dimensionRole(dimension, params.dModel, params.layout).sine;
    bool sameKindPicked = false;
    const QList<int> dimensions = choicesAround(dimension, params.dModel, 4, random, [&](int other) {
        const bool sameKind = dimensionRole(other, params.dModel, params.layout).sine == sine;
        if (maxDifference(column(encoding, other), values) <= 0.1 || (!sameKind && !sameKindPicked))
            return false;
        sameKindPicked = true;
        return true;
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
    const double degrees = angle * std::numbers::pi / 180.0;
    question.slips = {{role.sine ? std::sin(degrees) : std::cos(degrees),
                       tr("That is the value for %1 degrees, but the angle is in radians: is your calculator set to degrees?")
                           .arg(angle, 0, 'f', 4)},
                      {role.sine ? std::cos(angle) : std::sin(angle),
                       role.sine ? tr("That is the cosine: an even dimension (2i) takes the sine.")
                                 : tr("That is the sine: an odd dimension (2i + 1) takes the cosine.")}};
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
        question.explanation = (nearest == best ? tr("The dot products with position %1 are %2: here the nearest is the most "
                                                     "similar, but not always: each pair of dimensions adds the cosine of its own "
                                                     "angle between the two positions.")
                                                : tr("The dot products with position %1 are %2. Nearer is not always more similar: "
                                                     "each pair of dimensions adds the cosine of its own angle between the two positions."))
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
    question.prompt = tr("Pair %1 of the sinusoidal encoding (d_model %2, base %3) puts position p = %4 at (sin, cos) = (%5, %6) "
                         "and position p + k at (%7, %8). Which offset k turned it?")
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

} // namespace pe
