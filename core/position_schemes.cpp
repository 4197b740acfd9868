#include "position_schemes.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <limits>

namespace pe {

static_assert(qint64(kMaxAlibiPositions) * kMaxAlibiPositions <= kMaxMatrixValues
                  && qint64(kMaxAlibiPositions + 1) * (kMaxAlibiPositions + 1) > kMaxMatrixValues,
              "kMaxAlibiPositions is the largest L with an (L × L) matrix of at most kMaxMatrixValues values");

// GPT-2's initialisation of its position table (and of every weight): small next to word vectors.
static constexpr double kLearnedStandardDeviation = 0.02;

QString schemeName(Scheme scheme)
{
    switch (scheme) {
    case Scheme::Sinusoidal: return QStringLiteral("sinusoidal");
    case Scheme::Integer: return QStringLiteral("integer");
    case Scheme::Normalized: return QStringLiteral("normalized");
    case Scheme::Binary: return QStringLiteral("binary");
    case Scheme::Learned: return QStringLiteral("learned");
    case Scheme::Rope: return QStringLiteral("rope");
    case Scheme::Alibi: return QStringLiteral("alibi");
    }
    return {};
}

bool schemeFromName(const QString &name, Scheme *scheme)
{
    for (const Scheme candidate : allSchemes())
        if (name == schemeName(candidate)) {
            *scheme = candidate;
            return true;
        }
    return false;
}

QList<Scheme> allSchemes()
{
    return {Scheme::Sinusoidal, Scheme::Integer, Scheme::Normalized, Scheme::Binary,
            Scheme::Learned, Scheme::Rope, Scheme::Alibi};
}

bool isAdditive(Scheme scheme)
{
    return scheme != Scheme::Rope && scheme != Scheme::Alibi;
}

QString schemeExplanation(Scheme scheme)
{
    switch (scheme) {
    case Scheme::Sinusoidal:
        return QCoreApplication::translate("pe::Schemes",
            "Each position gets a pattern of sines and cosines, from fast waves to very slow ones, like the hands of a clock. "
            "The values stay between −1 and 1, and moving k positions turns every pair by the same angle wherever you start, "
            "so the model can learn to look a fixed distance away.");
    case Scheme::Integer:
        return QCoreApplication::translate("pe::Schemes",
            "Each position is simply its number, copied into every dimension. "
            "The numbers grow without bound: by position 100 they are a hundred times larger than the word vectors "
            "and swamp the meaning of the words.");
    case Scheme::Normalized:
        return QCoreApplication::translate("pe::Schemes",
            "The position is divided by the last position of the sentence, so it stays between 0 and 1. "
            "But the same position then means different things in sentences of different lengths: "
            "position 2 is 1.0 in a sentence of three words and about 0.02 in a sentence of a hundred.");
    case Scheme::Binary:
        return QCoreApplication::translate("pe::Schemes",
            "The position is written in binary, one bit per dimension, so the values stay 0 or 1. "
            "But they jump instead of changing smoothly: going from 7 to 8 flips four bits at once, "
            "and with d_model bits the codes start again from 0 after 2^d_model positions.");
    case Scheme::Learned:
        return QCoreApplication::translate("pe::Schemes",
            "The model learns one vector per position during training, as BERT and GPT-2 do (here they are still random). "
            "It can learn any pattern, but the table has only max_len rows: "
            "nothing exists past max_len, so a longer sentence cannot be read at all.");
    case Scheme::Rope:
        return QCoreApplication::translate("pe::Schemes",
            "Nothing is added to the word vectors. Instead each query and key is rotated by an angle that grows with its position, "
            "so the dot product of a query and a key depends only on the distance between the two words, not on where they stand.");
    case Scheme::Alibi:
        return QCoreApplication::translate("pe::Schemes",
            "No position vector at all: the words go into attention unchanged. "
            "Each attention score gets a penalty that grows with the distance between the two words, "
            "steeper in some heads than in others, so nearby words count more.");
    }
    return {};
}

QString validationError(const SchemeParams &params)
{
    const QString encodingError = validationError(params.encoding);
    if (!encodingError.isEmpty())
        return encodingError;
    if (params.scheme == Scheme::Learned && (params.maxLen < 1 || params.maxLen > kMaxPositions))
        return QCoreApplication::translate("pe::Parameters", "max_len must be a whole number from 1 to %1 (got %2).")
            .arg(kMaxPositions).arg(params.maxLen);
    if (params.scheme == Scheme::Alibi) {
        if (params.heads < 1 || params.heads > kMaxAlibiHeads)
            return QCoreApplication::translate("pe::Parameters", "heads must be a whole number from 1 to %1 for ALiBi (got %2).")
                .arg(kMaxAlibiHeads).arg(params.heads);
        if (params.encoding.positions > kMaxAlibiPositions)
            return QCoreApplication::translate("pe::Parameters", "positions must be at most %1 for ALiBi, whose bias matrix is positions × positions (got %2).")
                .arg(kMaxAlibiPositions).arg(params.encoding.positions);
    }
    return {};
}

static void throwIfInvalid(const QString &error)
{
    if (!error.isEmpty())
        throw InvalidParameter(error);
}

static double binaryDigit(int pos, int dimension)
{
    // Column j < D shows bit j, and pos mod 2^D keeps exactly bits 0 … D−1, so the modulo needs
    // no code of its own. A shift by 64 or more is undefined behaviour; such bits of an int are 0.
    return dimension < 64 && ((quint64(pos) >> dimension) & 1u) ? 1.0 : 0.0;
}

Matrix schemeMatrix(const SchemeParams &params)
{
    throwIfInvalid(validationError(params));
    const int positions = params.encoding.positions;
    const int dModel = params.encoding.dModel;
    Matrix matrix;
    switch (params.scheme) {
    case Scheme::Sinusoidal:
        return sinusoidalEncoding(params.encoding);
    case Scheme::Integer:
        matrix.resize(positions, dModel);
        for (int pos = 0; pos < positions; ++pos)
            matrix.row(pos).setConstant(pos);
        return matrix;
    case Scheme::Normalized:
        // One position has no last position to divide by; 0 is where every sentence starts.
        matrix = Matrix::Zero(positions, dModel);
        for (int pos = 1; pos < positions; ++pos)
            matrix.row(pos).setConstant(double(pos) / (positions - 1));
        return matrix;
    case Scheme::Binary:
        matrix.resize(positions, dModel);
        for (int pos = 0; pos < positions; ++pos)
            for (int j = 0; j < dModel; ++j)
                matrix(pos, j) = binaryDigit(pos, j);
        return matrix;
    case Scheme::Learned: {
        // Only the rows shown are drawn: they equal the table's first rows (it is filled row by
        // row), and max_len may be far larger than the matrix on screen.
        matrix = Matrix::Constant(positions, dModel, std::numeric_limits<double>::quiet_NaN());
        const int rows = std::min(positions, params.maxLen);
        matrix.topRows(rows) = learnedTable(rows, dModel, params.seed);
        return matrix;
    }
    case Scheme::Rope:
        return ropeAngles(positions, dModel, params.encoding.base);
    case Scheme::Alibi:
        return alibiBias(positions, alibiSlopes(params.heads)[0]);
    }
    return matrix;
}

Matrix learnedTable(int maxLen, int dModel, quint64 seed)
{
    if (maxLen < 1 || maxLen > kMaxPositions)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "max_len must be a whole number from 1 to %1 (got %2).")
                                   .arg(kMaxPositions).arg(maxLen));
    if (dModel < 1 || dModel > kMaxDModel)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "d_model must be a whole number from 1 to %1 (got %2).")
                                   .arg(kMaxDModel).arg(dModel));
    // randomNormalMatrix() refuses more than kMaxMatrixValues values.
    return randomNormalMatrix(maxLen, dModel, kLearnedStandardDeviation, seed ^ fnv1a64("learned"));
}

bool binaryWraps(int positions, int dModel)
{
    // An int never reaches 2^62, and shifting by 64 or more would be undefined behaviour.
    if (dModel >= 62)
        return false;
    return qint64(positions) > (qint64(1) << std::max(dModel, 0));
}

Matrix ropeAngles(int positions, int dModel, double base)
{
    throwIfInvalid(validationError(SinusoidalParams{dModel, positions, base, Layout::Interleaved}));
    const int pairs = dModel / 2;
    Matrix angles(positions, pairs);
    for (int i = 0; i < pairs; ++i) {
        const double omega = pairFrequency(i, dModel, base);
        for (int pos = 0; pos < positions; ++pos)
            angles(pos, i) = pos * omega;
    }
    return angles;
}

Matrix applyRope(const Matrix &x, double base)
{
    // At least one position, so that an x without rows is checked for its D and base too.
    const Matrix angles = ropeAngles(std::max(int(x.rows()), 1), int(x.cols()), base);
    Matrix rotated = x;
    for (Eigen::Index p = 0; p < x.rows(); ++p)
        for (Eigen::Index i = 0; i < angles.cols(); ++i) {
            const double c = std::cos(angles(p, i));
            const double s = std::sin(angles(p, i));
            const double even = x(p, 2 * i);
            const double odd = x(p, 2 * i + 1);
            rotated(p, 2 * i) = c * even - s * odd;
            rotated(p, 2 * i + 1) = s * even + c * odd;
        }
    return rotated;
}

Vector alibiSlopes(int heads)
{
    if (heads < 1 || heads > kMaxAlibiHeads)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "heads must be a whole number from 1 to %1 for ALiBi (got %2).")
                                   .arg(kMaxAlibiHeads).arg(heads));
    Vector slopes(heads);
    // When H divides 8h the exponent is a whole number and exp2 returns the power of two
    // exactly: 8 heads get exactly 1/2 … 1/256, as in the paper (the tests check it).
    for (int h = 1; h <= heads; ++h)
        slopes[h - 1] = std::exp2(-8.0 * h / heads);
    return slopes;
}

Matrix alibiBias(int n, double slope)
{
    if (n < 0 || n > kMaxAlibiPositions)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "positions must be from 0 to %1 for the ALiBi bias, which is positions × positions (got %2).")
                                   .arg(kMaxAlibiPositions).arg(n));
    if (!std::isfinite(slope) || slope < 0.0)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "slope must be a finite number of 0 or more (got %1).")
                                   .arg(slope));
    Matrix bias(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            bias(i, j) = -slope * std::abs(i - j);
    return bias;
}

int schemeColumns(const SchemeParams &params)
{
    switch (params.scheme) {
    case Scheme::Rope:
        return params.encoding.dModel / 2;
    case Scheme::Alibi:
        return params.encoding.positions;
    default:
        return params.encoding.dModel;
    }
}

double ropeOffsetDeviation(int positions, int dModel, double base, quint64 seed)
{
    const Matrix vectors = randomNormalMatrix(2, dModel, 1.0, seed);
    const Matrix queries = applyRope(vectors.row(0).replicate(positions, 1), base);
    const Matrix keys = applyRope(vectors.row(1).replicate(positions, 1), base);
    const Matrix scores = queries * keys.transpose();
    double worst = 0.0;
    for (int m = 0; m < positions; ++m)
        for (int n = m; n < positions; ++n)
            worst = std::max(worst, std::abs(scores(m, n) - scores(0, n - m)));
    return worst;
}

} // namespace pe
