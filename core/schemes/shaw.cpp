// Relative position representations (Shaw, Uszkoreit and Vaswani, 2018): a learned vector per
// clipped distance added to each key inside attention; nothing added to the words.

#include "schemes/code_dialect.h"
#include "schemes/table.h"

namespace pe {

namespace {

void checkClip(int clip)
{
    if (const QString error = shawClipError(clip); !error.isEmpty())
        throw InvalidParameter(error);
}

// Python lines that set `pe` to shawClippedDistances(), given positions and clip.
QString distanceCode(const SchemeParams &, const CodeDialect &d)
{
    return QStringLiteral("pos = %1\n"
                          "pe = %2.clip(pos[None, :] - pos[:, None], -clip, clip)  # j - i, clipped to [-clip, clip]\n")
        .arg(d.arange.arg(QStringLiteral("positions")), d.lib);
}

} // namespace

QString shawClipError(int clip)
{
    if (clip < 1 || clip > kMaxShawClip)
        return QCoreApplication::translate("pe::Parameters", "the clipping distance k must be a whole number from 1 to %1 for Shaw's relative keys (got %2).")
            .arg(kMaxShawClip).arg(clip);
    return {};
}

Vector shawDistancesByOffset(int positions, int clip)
{
    checkClip(clip);
    if (positions < 0 || positions > kMaxPairMatrixPositions)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "positions must be from 0 to %1 for Shaw's distances, which are positions × positions (got %2).")
                                   .arg(kMaxPairMatrixPositions).arg(positions));
    Vector distances(std::max(2 * positions - 1, 0));
    for (int r = 1 - positions; r < positions; ++r)
        distances[r + positions - 1] = std::clamp(r, -clip, clip);
    return distances;
}

Matrix shawClippedDistances(int positions, int clip)
{
    return entriesByOffset(shawDistancesByOffset(positions, clip), {0, 1, positions}, {0, 1, positions});
}

Matrix shawRelativeKeys(int heads, int clip, int width, quint64 seed)
{
    checkClip(clip);
    return randomNormalMatrix(heads * (2 * clip + 1), width, 1.0, seed ^ fnv1a64("shaw"));
}

extern constinit const SchemeInfo kShawScheme{
    .scheme = Scheme::Shaw,
    .name = "shaw",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "Shaw: relative keys, clipped"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "No position vector: inside attention, each key gets a learned vector for how far it is from the query, "
        "from −k to k. Keys more than k before the query all share one vector and those more than k after share "
        "another, so only 2k + 1 relations exist, whatever the length of the sentence."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "Shaw"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "Each key gets a learned vector for its distance to the query, clipped to ±k (k = 4 here): keys farther away share "
        "one vector per side, so a longer sentence brings no relation the model has not seen."),
    .kind = SchemeKind::RelativeKeys,
    .trained = TrainedPart::RelativeVectors,
    .modelDescription = [](const SchemeSettings &settings) {
        return QStringLiteral("shaw: in each block, head h scores query i against key j plus relative_keys[h*(2k+1) + "
                              "clip(j - i, -k, k) + k], k = %1%2; nothing is added")
            .arg(settings.shawClip)
            .arg(settings.shawValues ? QStringLiteral(", and each output adds relative_values of its relations, weighted "
                                                      "as their keys")
                                     : QString());
    },
    .settings = UsesShawClip,
    .maxPositions = kMaxPairMatrixPositions,
    .columns = [](const SchemeParams &params) { return params.encoding.positions; },
    .matrix = [](const SchemeParams &params) { return shawClippedDistances(params.encoding.positions, params.schemeSettings.shawClip); },
    .byOffset = [](const SchemeParams &params) { return shawDistancesByOffset(params.encoding.positions, params.schemeSettings.shawClip); },
    .valueRange = [](int, const std::function<double()> &largest) { return ValueRange{true, -largest(), largest()}; },
    .heatmapTitle = QT_TRANSLATE_NOOP("pe::Schemes", "The relations: one row per query position"),
    .curvesTitle = QT_TRANSLATE_NOOP("pe::Schemes", "One key's relation over all query positions"),
    .valueLabel = QT_TRANSLATE_NOOP("pe::Schemes", "clipped j − i"),
    .rowLabel = QT_TRANSLATE_NOOP("pe::Schemes", "query position"),
    .columnLabel = QT_TRANSLATE_NOOP("pe::Schemes", "key position"),
    .whyNoVectors = QT_TRANSLATE_NOOP("pe::Schemes",
        "Shaw's scheme adds nothing to the word vectors, so there is no position vector to draw or compare here. "
        "The heatmap shows the relation of each pair of positions, j − i clipped to ±k; inside attention each key "
        "gets the vector of its relation added. Try it in the Attention Lab."),
    .curveName = [](const SchemeParams &, int column) { return Schemes::tr("key %1: relation").arg(column); },
    .curveCaption = [](const SchemeParams &params, int column) {
        return Schemes::tr("The relation of key %1 to each query: it follows the distance near the key and stays at "
                           "±%2 further away.").arg(column).arg(params.schemeSettings.shawClip);
    },
    .formula = [](const SchemeParams &params, int position, int column, double value) {
        return Schemes::tr("relation(%1, %2) = clip(%2 − %1, −%3, %3) = %4: the key gets the vector a_%4 added")
            .arg(position).arg(column).arg(params.schemeSettings.shawClip).arg(value);
    },
    .offsetCheck = [](const SchemeParams &params, int, int) {
        const int relations = std::min(2 * params.schemeSettings.shawClip + 1, std::max(2 * params.encoding.positions - 1, 1));
        return Schemes::tr("The relation depends only on j − i: every diagonal has one colour. These positions have %1 "
                           "different relations: keys more than %2 before a query cannot be told apart, nor those more than %2 after.")
            .arg(relations).arg(params.schemeSettings.shawClip);
    },
    .code = distanceCode,
    .relativeKeys = [](const SchemeParams &params, int width) {
        return shawRelativeKeys(params.heads, params.schemeSettings.shawClip, width, params.seed);
    },
};

} // namespace pe
