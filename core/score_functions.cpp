#include "score_functions.h"

#include <QCoreApplication>
#include <cmath>

namespace pe {

namespace {

// In the order of the enum: the name on the command line and in lesson files, and the formula.
const struct
{
    const char *name;
    const char *formula;
} kScores[] = {
    {"dot", "s(q, k) = q·k"},
    {"scaled", "s(q, k) = q·k / √d_k"},
    {"additive", "s(q, k) = vᵀ tanh(W₁q + W₂k)"},
    {"bilinear", "s(q, k) = qᵀ W k"},
    {"cosine", "s(q, k) = q·k / (|q| |k|)"},
};

Matrix weightsFor(const char *name, int rows, int width, quint64 seed)
{
    return randomNormalMatrix(rows, width, 1.0 / std::sqrt(double(width)), seed ^ fnv1a64(name));
}

} // namespace

QString scoreName(Score score)
{
    return QString::fromLatin1(kScores[int(score)].name);
}

bool scoreFromName(const QString &name, Score *score)
{
    for (const Score known : allScores())
        if (name == scoreName(known)) {
            *score = known;
            return true;
        }
    return false;
}

QList<Score> allScores()
{
    return {Score::Dot, Score::Scaled, Score::Additive, Score::Bilinear, Score::Cosine};
}

QString scoreFormula(Score score)
{
    return QString::fromUtf8(kScores[int(score)].formula);
}

ScoreWeights scoreWeights(int width, quint64 seed)
{
    return {weightsFor("W_1", width, width, seed), weightsFor("W_2", width, width, seed), weightsFor("v", 1, width, seed),
            weightsFor("W_bilinear", width, width, seed)};
}

QString scoreSizeError(Score score, int queries, int keys, int width)
{
    const qint64 terms = qint64(queries) * keys * width;
    if (score != Score::Additive || terms <= kMaxAdditiveTerms)
        return {};
    return QCoreApplication::translate("pe::Parameters", "the additive score takes words × words × d_k = %1 tanh, more than %2: "
                                                         "use fewer words, a smaller d_model or more heads.")
        .arg(terms).arg(kMaxAdditiveTerms);
}

Matrix scoreMatrix(Score score, const Matrix &queries, const Matrix &keys, quint64 seed)
{
    if (queries.cols() != keys.cols())
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "queries and keys must have the same width (got %1 and %2).")
                                   .arg(queries.cols()).arg(keys.cols()));
    const int width = int(queries.cols());
    switch (score) {
    case Score::Dot:
        return queries * keys.transpose();
    case Score::Scaled:
        return queries * keys.transpose() / std::sqrt(double(width));
    case Score::Bilinear:
        return queries * weightsFor("W_bilinear", width, width, seed) * keys.transpose();
    case Score::Cosine: {
        Matrix scores = queries * keys.transpose();
        const Vector queryLengths = queries.rowwise().norm();
        const Vector keyLengths = keys.rowwise().norm();
        for (Eigen::Index j = 0; j < scores.cols(); ++j)
            for (Eigen::Index i = 0; i < scores.rows(); ++i) {
                const double lengths = queryLengths[i] * keyLengths[j];
                scores(i, j) = lengths > 0.0 ? scores(i, j) / lengths : 0.0;
            }
        return scores;
    }
    case Score::Additive:
        break;
    }
    if (const QString error = scoreSizeError(score, int(queries.rows()), int(keys.rows()), width); !error.isEmpty())
        throw InvalidParameter(error);
    // (W₁q)ᵀ for every query and (W₂k)ᵀ for every key, rows of (n × d) and (m × d).
    const Matrix projectedQueries = queries * weightsFor("W_1", width, width, seed).transpose();
    const Matrix projectedKeys = keys * weightsFor("W_2", width, width, seed).transpose();
    const Matrix v = weightsFor("v", 1, width, seed);
    Matrix scores(queries.rows(), keys.rows());
    for (Eigen::Index j = 0; j < keys.rows(); ++j)
        for (Eigen::Index i = 0; i < queries.rows(); ++i)
            scores(i, j) = (v.array() * (projectedQueries.row(i) + projectedKeys.row(j)).array().tanh()).sum();
    return scores;
}

} // namespace pe
