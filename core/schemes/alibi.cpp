// Attention with linear biases (Press et al., 2022): a penalty on the scores, nothing added.

#include "schemes/code_dialect.h"
#include "math/translate.h"
#include "schemes/table.h"

#include <bit>

namespace pe {

static_assert(qint64(kMaxPairMatrixPositions) * kMaxPairMatrixPositions <= kMaxMatrixValues
                  && qint64(kMaxPairMatrixPositions + 1) * (kMaxPairMatrixPositions + 1) > kMaxMatrixValues,
              "kMaxPairMatrixPositions is the largest L with an (L × L) matrix of at most kMaxMatrixValues values");

Vector alibiSlopes(int heads)
{
    if (heads < 1 || heads > kMaxAlibiHeads)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "heads must be a whole number from 1 to %1 for ALiBi (got %2).")
                                   .arg(kMaxAlibiHeads).arg(heads));
    // The authors' get_slopes(): the geometric sequence of the largest power of two P ≤ H, then
    // every other slope of 2P's sequence (its 1st, 3rd, …) until there are H. When P divides 8h
    // the exponent is a whole number and exp2 returns the power of two exactly: 8 heads get
    // exactly 1/2 … 1/256, as in the paper (the tests check it).
    const int power = int(std::bit_floor(unsigned(heads)));
    Vector slopes(heads);
    for (int h = 1; h <= power; ++h)
        slopes[h - 1] = std::exp2(-8.0 * h / power);
    for (int h = power + 1; h <= heads; ++h)
        slopes[h - 1] = std::exp2(-8.0 * (2 * (h - power) - 1) / (2 * power));
    return slopes;
}

namespace {

// A slope as a student reads it: 1/256 for a whole power of two, else its digits.
QString slopeText(double slope)
{
    const double exponent = -std::log2(slope);
    return exponent == std::floor(exponent) ? QStringLiteral("1/%1").arg(qint64(std::exp2(exponent))) : QString::number(slope, 'g', 4);
}

QString slopesText(const Vector &slopes, Eigen::Index from, Eigen::Index to)
{
    QStringList texts;
    for (Eigen::Index h = from; h < to; ++h)
        texts.append(slopeText(slopes[h]));
    return texts.join(QStringLiteral(", "));
}

} // namespace

Vector alibiByOffset(int n, double slope)
{
    if (n < 0 || n > kMaxPairMatrixPositions)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "positions must be from 0 to %1 for the ALiBi bias, which is positions × positions (got %2).")
                                   .arg(kMaxPairMatrixPositions).arg(n));
    if (!std::isfinite(slope) || slope < 0.0)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "slope must be a finite number of 0 or more (got %1).")
                                   .arg(shortestText(slope)));
    Vector bias(std::max(2 * n - 1, 0));
    for (int r = 1 - n; r < n; ++r)
        bias[r + n - 1] = -slope * std::abs(r);
    return bias;
}

Matrix alibiBias(int n, double slope)
{
    return entriesByOffset(alibiByOffset(n, slope), {0, 1, n}, {0, 1, n});
}

extern constinit const SchemeInfo kAlibiScheme{
    .scheme = Scheme::Alibi,
    .name = "alibi",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "ALiBi: a distance penalty on attention"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "No position vector at all: the words go into attention unchanged. "
        "Each attention score gets a penalty that grows with the distance between the two words, "
        "steeper in some heads than in others, so nearby words count more."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "ALiBi"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "Attention is lowered the farther apart two words are, by the same amount to the left and to the right: without "
        "the causal mask a word cannot tell a word before it from one after it at the same distance; with the mask it "
        "sees only those before."),
    .kind = SchemeKind::BiasesScores,
    .modelDescription = [](const SchemeSettings &) {
        return QStringLiteral("alibi: head h = 1..H adds -m_h * |i - j| to its scores, m = the authors' get_slopes(H) "
                              "(2^(-8h/H) when H is a power of two); nothing is added");
    },
    .settings = UsesHeads,
    .maxPositions = kMaxPairMatrixPositions,
    .columns = [](const SchemeParams &params) { return params.encoding.positions; },
    .matrix = [](const SchemeParams &params) { return alibiBias(params.encoding.positions, alibiSlopes(params.heads)[0]); },
    .byOffset = [](const SchemeParams &params) { return alibiByOffset(params.encoding.positions, alibiSlopes(params.heads)[0]); },
    .valueRange = [](int, const std::function<double()> &largest) { return ValueRange{false, -largest(), 0.0}; },
    .heatmapTitle = QT_TRANSLATE_NOOP("pe::Schemes", "The bias: one row per query position"),
    .curvesTitle = QT_TRANSLATE_NOOP("pe::Schemes", "One key over all query positions"),
    .valueLabel = QT_TRANSLATE_NOOP("pe::Schemes", "bias"),
    .rowLabel = QT_TRANSLATE_NOOP("pe::Schemes", "query position"),
    .columnLabel = QT_TRANSLATE_NOOP("pe::Schemes", "key position"),
    .whyNoVectors = QT_TRANSLATE_NOOP("pe::Schemes",
        "ALiBi adds nothing to the word vectors, so there is no position vector to draw or compare here. "
        "The heatmap is the penalty added to each attention score: the further apart two words are, "
        "the less they attend to each other. Try it in the Attention Lab."),
    .sameOrderNote = QT_TRANSLATE_NOOP("pe::Schemes", "— ALiBi's penalty is the same in both directions, so a sentence "
                                                      "and its mirror image look alike"),
    // One head gets the gentlest slope (1/256): a bias too small to see beside the words' scores.
    .headsNote = [](int heads, int tokens) {
        const double slope = alibiSlopes(1)[0];
        return heads != 1 ? QString()
                           : Schemes::tr("— with one head ALiBi's slope is %1, so its bias is at most %2 here "
                                         "and the maps look almost as without position: try 8 heads")
                                 .arg(slope).arg(slope * double(tokens - 1));
    },
    .curveName = [](const SchemeParams &, int column) { return Schemes::tr("key %1: bias").arg(column); },
    .curveCaption = [](const SchemeParams &, int column) {
        return Schemes::tr("The penalty for attending from each position to position %1: it grows with the distance.").arg(column);
    },
    .formula = [](const SchemeParams &params, int position, int column, double value) {
        return Schemes::tr("bias(%1, %2) = −m·|%1 − %2| = %3 (first head, m = %4)")
            .arg(position).arg(column).arg(QString::number(value, 'f', 5)).arg(alibiSlopes(params.heads)[0]);
    },
    .formulaDetails = [](const SchemeParams &params, int) {
        const int heads = params.heads;
        const Vector slopes = alibiSlopes(heads);
        const int power = int(std::bit_floor(unsigned(heads)));
        if (power == heads)
            return Schemes::tr("The slopes of the %1 heads: m_h = 2^(−8h/%1) = %2.").arg(heads).arg(slopesText(slopes, 0, heads));
        return Schemes::tr("%1 heads is not a power of two, so the slopes are not 2^(−8h/%1): as ALiBi's authors (and BLOOM) do, "
                           "the first %2 heads take the slopes of %2 heads (%3), the other %4 every other slope of %5 heads (%6). "
                           "A model with %1 heads then has the slopes a model with %2 heads learns with, and the steepest of those in between.")
            .arg(heads).arg(power).arg(slopesText(slopes, 0, power)).arg(heads - power).arg(2 * power)
            .arg(slopesText(slopes, power, heads));
    },
    .offsetCheck = [](const SchemeParams &, int, int) {
        return Schemes::tr("The penalty depends only on the distance |i − j|, and the same in both directions: "
                           "a sentence read backwards gets exactly the same penalties.");
    },
    .code = [](const SchemeParams &, const CodeDialect &d) {
        return alibiSlopeCode(d, QStringLiteral("1"))
               + QStringLiteral("pe = -slope * abs(pos[:, None] - pos[None, :])  # B[i, j] = -slope * |i - j|, the first head's\n");
    },
    .scoreBias = [](const SchemeParams &params, int n, int head) { return alibiBias(n, alibiSlopes(params.heads)[head]); },
    .biasCode = [](const CodeDialect &d) {
        return QStringLiteral("# ALiBi: a penalty growing with the distance, steeper for early heads\n")
               + alibiSlopeCode(d, QStringLiteral("(h + 1)")) + QStringLiteral("bias = -slope * abs(pos[:, None] - pos[None, :])\n");
    },
};

} // namespace pe
