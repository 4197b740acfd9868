#include "challenges/question_parts.h"

#include "grid/grid_similarity.h"
#include "math/translate.h"

#include <algorithm>
#include <cmath>

namespace pe {

using namespace challenge;

namespace {

constexpr int kPatchPictureWidth = 336, kPatchPictureHeight = 224;

// One draw of a "which patch?" question: the marked patch, the lettered ones and their measures.
struct PatchDraw
{
    int reference = 0;
    std::vector<int> candidates;
    std::vector<double> scores;  ///< each candidate's similarity (or score) with the marked patch
    int best = 0;                ///< the candidate with the largest score
    int rival = 0;               ///< of the others, the one nearest the marked patch in a straight line
    double margin = 0.0;         ///< the best score less the second best
    double bestDistance = 0.0, rivalDistance = 0.0;  ///< in patches, centre to centre
    bool nearestWins() const { return bestDistance < rivalDistance; }
    /// The most similar patch a whole patch or more farther away than another: a surprise to see.
    bool clearlyFarther() const { return bestDistance >= rivalDistance + 1.0; }
};

double distance(const GridSize &grid, int a, int b)
{
    return std::hypot(double(a / grid.columns - b / grid.columns), double(a % grid.columns - b % grid.columns));
}

PatchDraw drawPatches(const Matrix &similarities, const GridSize &grid, int count, RandomNumbers &random)
{
    PatchDraw draw;
    draw.reference = random.below(grid.patches());
    while (int(draw.candidates.size()) < count) {
        const int candidate = random.below(grid.patches());
        if (candidate != draw.reference && std::find(draw.candidates.begin(), draw.candidates.end(), candidate) == draw.candidates.end())
            draw.candidates.push_back(candidate);
    }
    for (int candidate : draw.candidates)
        draw.scores.push_back(similarities(draw.reference, candidate));
    draw.best = int(std::max_element(draw.scores.begin(), draw.scores.end()) - draw.scores.begin());
    std::vector<double> sorted = draw.scores;
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    draw.margin = sorted[0] - sorted[1];
    draw.rival = draw.best == 0 ? 1 : 0;
    for (int i = 0; i < count; ++i)
        if (i != draw.best && distance(grid, draw.reference, draw.candidates[std::size_t(i)])
                                  < distance(grid, draw.reference, draw.candidates[std::size_t(draw.rival)]))
            draw.rival = i;
    draw.bestDistance = distance(grid, draw.reference, draw.candidates[std::size_t(draw.best)]);
    draw.rivalDistance = distance(grid, draw.reference, draw.candidates[std::size_t(draw.rival)]);
    return draw;
}

QString letter(int index)
{
    return QString(QChar(u'A' + index));
}

// The numbers, the nearest against the most similar, and why: whole sentences from the measures.
QString patchExplanation(const PatchDraw &draw, GridScheme::Measure measure)
{
    std::vector<int> order(draw.scores.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return draw.scores[std::size_t(a)] > draw.scores[std::size_t(b)]; });
    QStringList numbers;
    for (int i : order)
        numbers.append(tr("%1: %2").arg(letter(i)).arg(draw.scores[std::size_t(i)], 0, 'f', 2));
    const QString listed = numbers.join(QCoreApplication::translate("pe", ", ", "between the numbers of a list"));
    const bool cosine = measure == GridScheme::Measure::CosineSimilarity;
    QString text = cosine ? tr("The cosine similarities with the dark patch are %1.").arg(listed)
                          : tr("The scores of equal queries and keys at the dark patch and each lettered one are %1.").arg(listed);
    const QString best = letter(draw.best), rival = letter(draw.rival);
    if (draw.nearestWins())
        appendSentence(text, tr("Here the nearest patch, %1, is also the most similar.").arg(best));
    else if (draw.bestDistance == draw.rivalDistance)
        appendSentence(text, tr("%1 and %2 lie equally far from the dark patch, %3 patches, yet %1 is the more similar.")
                                 .arg(best, rival).arg(draw.bestDistance, 0, 'f', 1));
    else
        appendSentence(text, tr("%1 lies %3 patches from the dark patch and %2 only %4, yet %1 is the more similar.")
                                 .arg(best, rival).arg(draw.bestDistance, 0, 'f', 1).arg(draw.rivalDistance, 0, 'f', 1));
    appendSentence(text, cosine ? tr("Half of each vector encodes the row and half the column, so the similarity is the mean "
                                     "of a row part and a column part.")
                                : tr("Some rotation pairs turn with the row and others with the column, so the score adds a "
                                     "row part and a column part."));
    // Measured for every grid scheme (test_grid_challenges): a part drops at least twice as fast
    // per patch over the first three patches as over the rest of the grid.
    appendSentence(text, tr("Each part drops quickly over the first few patches and then more slowly: a patch far along "
                            "one axis loses mostly on one part, one a few patches off along both loses on both."));
    return text;
}

QJsonObject patchSettings(const GridScheme &scheme, const GridSize &grid, int patchSize, int dModel, const PatchDraw &draw)
{
    QJsonArray choices;
    for (int candidate : draw.candidates)
        choices.append(QJsonObject{{QStringLiteral("row"), candidate / grid.columns}, {QStringLiteral("column"), candidate % grid.columns}});
    return {{QStringLiteral("scheme"), QLatin1String(scheme.name)},
            {QStringLiteral("d_model"), dModel},
            {QStringLiteral("base"), scheme.defaultBase},
            {QStringLiteral("patch_size"), patchSize},
            {QStringLiteral("rows"), grid.rows},
            {QStringLiteral("columns"), grid.columns},
            {QStringLiteral("row"), draw.reference / grid.columns},
            {QStringLiteral("column"), draw.reference % grid.columns},
            {QStringLiteral("choices"), choices}};
}

} // namespace

// Which lettered patch is most similar to the dark one? Not always the nearest.
Question closestPatch(int level, RandomNumbers &random)
{
    // The picture the app draws for its patch grid (ui/grid/drawn_picture.h), 336 × 224 pixels,
    // cut into patches of 56, 32 or 28 pixels: 4 × 6, 7 × 10 or 8 × 12 patches, none square, the
    // grid that Show Me opens.
    const int patchSize = level <= 2 ? 56 : random.below(2) == 0 ? 32 : 28;
    const GridSize grid{kPatchPictureHeight / patchSize, kPatchPictureWidth / patchSize};
    // Up to level 2 the vectors' cosine similarity; level 3 any scheme of the table, RoPE's scores too.
    std::vector<const GridScheme *> schemes;
    for (const GridScheme &entry : gridSchemes())
        if (level == 3 || entry.measure == GridScheme::Measure::CosineSimilarity)
            schemes.push_back(&entry);
    const GridScheme &scheme = *schemes[std::size_t(random.below(int(schemes.size())))];
    const int dModel = 64;  // a width every grid scheme takes (FLUX's split needs a multiple of 32)
    const Matrix similarities = scheme.similarities(scheme.matrix(grid, dModel, scheme.defaultBase));
    // The surprise, where the most similar patch is not the nearest, is what level 3 looks for,
    // and one question in three below it: most draws there are won by the nearest.
    const bool surprise = level == 3 || random.below(3) == 0;
    PatchDraw draw;
    for (int attempt = 0;; ++attempt) {
        draw = drawPatches(similarities, grid, level <= 2 ? 3 : 4, random);
        if (draw.margin >= kPatchMargin && !(surprise && !draw.clearlyFarther() && attempt < 2000))
            break;
    }
    Question question;
    question.kind = ChallengeKind::ClosestPatch;
    const bool cosine = scheme.measure == GridScheme::Measure::CosineSimilarity;
    const QString schemeTitle = QCoreApplication::translate("pe::GridScheme", scheme.title);
    question.prompt = (cosine ? tr("A picture cut into %1 × %2 patches, each with the %3 encoding of its row and column (d_model %4, "
                                   "base %5). Which lettered patch's vector has the largest cosine similarity with the dark "
                                   "patch's (row %6, column %7)?")
                              : tr("A picture cut into %1 × %2 patches, the same query and key at each, turned by its row "
                                   "and column with %3 (d_model %4, base %5). Which lettered patch scores highest with the "
                                   "dark patch (row %6, column %7)?"))
                          .arg(grid.rows).arg(grid.columns).arg(schemeTitle).arg(dModel).arg(scheme.defaultBase)
                          .arg(draw.reference / grid.columns).arg(draw.reference % grid.columns);
    for (int candidate : draw.candidates)
        question.choices.append(tr("row %1, column %2").arg(candidate / grid.columns).arg(candidate % grid.columns));
    question.answer = draw.best;
    question.explanation = patchExplanation(draw, scheme.measure);
    question.settings = patchSettings(scheme, grid, patchSize, dModel, draw);
    question.values = draw.scores;
    return question;
}

} // namespace pe
