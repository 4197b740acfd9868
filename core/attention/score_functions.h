#pragma once
// How a query and a key make an attention score: the score functions the articles list.
// Dimension letters used below: n = queries, m = keys, d = d_k, the width of one head.

#include "text/token_embedding.h"

#include <QList>
#include <QString>

namespace pe {

/// The score functions. Each one compares a query with a key and nothing else, so without
/// position every one of them gives a sentence and its reordering the same scores, reordered.
enum class Score {
    Dot,       ///< q·k (Luong et al., 2015)
    Scaled,    ///< q·k / √d (Vaswani et al., 2017): the default
    Additive,  ///< vᵀ tanh(W₁q + W₂k) (Bahdanau et al., 2015)
    Bilinear,  ///< qᵀ W k (Luong et al., 2015, "general")
    Cosine,    ///< q·k / (|q| |k|): the angle only, between −1 and 1
};

QString scoreName(Score score);  ///< "dot", "scaled", "additive", "bilinear", "cosine"
bool scoreFromName(const QString &name, Score *score);
QList<Score> allScores();        ///< in the order of the enum
QStringList scoreNames();        ///< every scoreName(), in the order of the enum
/// Its name for the lab's box, translated: "scaled dot (the paper)".
QString scoreTitle(Score score);
/// The formula, as the lab writes it beside the maps: "s(q, k) = q·k / √d_k".
QString scoreFormula(Score score);
/// Python lines for Show Code, inside its loop over heads, that set `scores` from the head's q
/// and k (and W_1, W_2, v or W, which the script loads before the loop); `library` is np or torch.
QString scoreCode(Score score, const QString &library);

/// The additive score's s = n · m · d tanh at most: a larger sentence or head asks for another score.
inline constexpr qint64 kMaxAdditiveTerms = qint64(1) << 24;

/// The weights the additive and bilinear scores add, for one head of width d, drawn from the
/// seed s like an untrained layer's:
/// W₁, W₂, W = randomNormalMatrix(d, d, 1/√d, s ⊕ fnv1a64("W_1" / "W_2" / "W_bilinear")),
/// v = randomNormalMatrix(1, d, 1/√d, s ⊕ fnv1a64("v")). Every head uses the same ones.
struct ScoreWeights
{
    Matrix w1;        ///< (d × d)
    Matrix w2;        ///< (d × d)
    Matrix v;         ///< (1 × d)
    Matrix bilinear;  ///< (d × d)
};
ScoreWeights scoreWeights(int width, quint64 seed);

/// Empty, or why the score cannot be computed for n queries and m keys of width d: the additive
/// score for n · m · d above kMaxAdditiveTerms.
QString scoreSizeError(Score score, int queries, int keys, int width);

/// Returns (n × m) the scores s_ij = s(q_i, k_j) of the queries (n × d) against the keys (m × d):
/// \f[ \text{dot: } q \cdot k, \quad \text{scaled: } \frac{q \cdot k}{\sqrt d}, \quad
///     \text{additive: } v^\top \tanh(W_1 q + W_2 k), \quad \text{bilinear: } q^\top W k, \quad
///     \text{cosine: } \frac{q \cdot k}{\lVert q \rVert \, \lVert k \rVert} \f]
/// with the weights of scoreWeights(d, seed) (unused by dot, scaled and cosine). A zero vector
/// has cosine 0 with everything. Throws InvalidParameter when q and k differ in width, or for
/// the additive score when n · m · d exceeds kMaxAdditiveTerms.
Matrix scoreMatrix(Score score, const Matrix &queries, const Matrix &keys, quint64 seed);

} // namespace pe
