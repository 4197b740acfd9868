#include "attention/score_functions.h"

#include <QCoreApplication>
#include <cmath>

namespace pe {

namespace {

struct Scores
{
    Q_DECLARE_TR_FUNCTIONS(pe::Scores)
};

Matrix weightsFor(const char *name, int rows, int width, quint64 seed)
{
    return randomNormalMatrix(rows, width, 1.0 / std::sqrt(double(width)), seed ^ fnv1a64(name));
}

Matrix cosines(const Matrix &queries, const Matrix &keys)
{
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

Matrix additive(const Matrix &queries, const Matrix &keys, quint64 seed)
{
    const int width = int(queries.cols());
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

// One entry per score function, in the order of the enum.
struct ScoreInfo
{
    const char *name;     ///< on the command line and in lesson files
    const char *title;    ///< for the lab's box (translatable, context "pe::Scores")
    const char *formula;  ///< s(q, k) = …
    /// (n × m) the scores of the queries (n × d) against the keys (m × d), of equal width.
    Matrix (*scores)(const Matrix &queries, const Matrix &keys, quint64 seed);
    /// Python lines, inside the loop over heads, that set `scores` from q and k (and W_1, W_2, v
    /// or W, loaded before it); %1 is the library, np or torch.
    const char *code;
};

constexpr ScoreInfo kScores[] = {
    {"dot", QT_TRANSLATE_NOOP("pe::Scores", "dot"), "s(q, k) = q·k",
     [](const Matrix &q, const Matrix &k, quint64) { return Matrix(q * k.transpose()); },
     "    scores = q @ k.T  # dot\n"},
    {"scaled", QT_TRANSLATE_NOOP("pe::Scores", "scaled dot (the paper)"), "s(q, k) = q·k / √d_k",
     [](const Matrix &q, const Matrix &k, quint64) { return Matrix(q * k.transpose() / std::sqrt(double(q.cols()))); },
     "    scores = q @ k.T / d_k ** 0.5  # scaled dot, as in the paper\n"},
    {"additive", QT_TRANSLATE_NOOP("pe::Scores", "additive (Bahdanau)"), "s(q, k) = vᵀ tanh(W₁q + W₂k)", additive,
     "    scores = (v * %1.tanh((q @ W_1.T)[:, None, :] + (k @ W_2.T)[None, :, :])).sum(2)  # additive\n"},
    {"bilinear", QT_TRANSLATE_NOOP("pe::Scores", "bilinear (Luong)"), "s(q, k) = qᵀ W k",
     [](const Matrix &q, const Matrix &k, quint64 seed) {
         return Matrix(q * weightsFor("W_bilinear", int(q.cols()), int(q.cols()), seed) * k.transpose());
     },
     "    scores = q @ W @ k.T  # bilinear\n"},
    {"cosine", QT_TRANSLATE_NOOP("pe::Scores", "cosine"), "s(q, k) = q·k / (|q| |k|)",
     [](const Matrix &q, const Matrix &k, quint64) { return cosines(q, k); },
     "    lengths = (q * q).sum(1)[:, None] ** 0.5 * (k * k).sum(1)[None, :] ** 0.5\n"
     "    lengths[lengths == 0] = 1.0  # a zero vector has cosine 0 with everything\n"
     "    scores = q @ k.T / lengths  # cosine\n"},
};

const ScoreInfo &info(Score score)
{
    return kScores[int(score)];
}

} // namespace

QString scoreName(Score score)
{
    return QString::fromLatin1(info(score).name);
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

QStringList scoreNames()
{
    QStringList names;
    for (const Score score : allScores())
        names.append(scoreName(score));
    return names;
}

QString scoreTitle(Score score)
{
    return Scores::tr(info(score).title);
}

QString scoreFormula(Score score)
{
    return QString::fromUtf8(info(score).formula);
}

QString scoreCode(Score score, const QString &library)
{
    const QString code = QString::fromUtf8(info(score).code);
    return code.contains(QLatin1String("%1")) ? code.arg(library) : code;
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
    if (const QString error = scoreSizeError(score, int(queries.rows()), int(keys.rows()), int(queries.cols())); !error.isEmpty())
        throw InvalidParameter(error);
    return info(score).scores(queries, keys, seed);
}

} // namespace pe
