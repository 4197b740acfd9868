#pragma once
// A "which patch is most similar?" question's numbers worked out from its own settings with the
// formulas written out here, apart from the core's matrices (core/grid): for MAE's 2D sin-cos the
// cosine similarity, for axial RoPE the score of equal queries and keys, both a sum over the
// rotation pairs (or sine-cosine pairs) of each axis:
//   s = (2/D) [ T + sum_k cos(w_k dr) + sum_k cos(w_k dc) ],   w_k = b^(-2k / d_a),  k < d_a / 2
// where dr, dc are the lettered patch's row and column less the marked one's, d_a the width of an
// axis (D/2 for MAE's and rope-vit's, 7D/16 for FLUX's) and T FLUX's D/16 time pairs, each cos 0 = 1.

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <algorithm>
#include <cmath>
#include <vector>

namespace patch_scores {

// sum_k cos(w_k offset) over one axis's `pairs` pairs, w_k = b^(-2k / (2 pairs)).
inline double axisPart(int pairs, double base, int offset)
{
    double sum = 0.0;
    for (int k = 0; k < pairs; ++k)
        sum += std::cos(offset * std::pow(base, -2.0 * k / (2.0 * pairs)));
    return sum;
}

/// Each lettered patch's similarity (or score) with the marked one, in the order of the choices;
/// empty for a scheme this does not know.
inline std::vector<double> scores(const QJsonObject &settings)
{
    const int d = settings.value(QStringLiteral("d_model")).toInt();
    const double base = settings.value(QStringLiteral("base")).toDouble();
    const QString scheme = settings.value(QStringLiteral("scheme")).toString();
    const bool flux = scheme == QLatin1String("rope-2d-flux");
    if (!flux && scheme != QLatin1String("sincos-2d") && scheme != QLatin1String("rope-2d"))
        return {};
    const int pairs = flux ? 7 * d / 32 : d / 4, time = flux ? d / 16 : 0;
    const int row = settings.value(QStringLiteral("row")).toInt(), column = settings.value(QStringLiteral("column")).toInt();
    std::vector<double> out;
    for (const QJsonValue &choice : settings.value(QStringLiteral("choices")).toArray()) {
        const int dr = choice[QStringLiteral("row")].toInt() - row, dc = choice[QStringLiteral("column")].toInt() - column;
        out.push_back(2.0 / d * (time + axisPart(pairs, base, dr) + axisPart(pairs, base, dc)));
    }
    return out;
}

/// The index of the largest score.
inline int argmax(const std::vector<double> &values)
{
    return int(std::max_element(values.begin(), values.end()) - values.begin());
}

} // namespace patch_scores
