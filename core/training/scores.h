#pragma once
// How the Training Lab's attention turns one head's queries and keys into scores, for each score
// function of score_functions.h, with Shaw's relative keys or without: one forward/backward pair.
// Dimension letters used below: n = tokens of a sentence, d = D/H columns of a head, H = heads,
// K = 2k + 1 relations of Shaw's keys (clip k).

#include "attention/score_functions.h"

#include <algorithm>

namespace pe {

/// The weights a score function learns in one block, the heads' stacked as Shaw's keys are:
/// head h uses rows h·d … h·d + d − 1 of w1, w2 and bilinear and row h of v. (0 × 0) when the
/// score has none (dot, scaled, cosine).
struct ScoreParameters
{
    Matrix w1, w2;    ///< additive: (H·d × d) each
    Matrix v;         ///< additive: (H × d)
    Matrix bilinear;  ///< bilinear: (H·d × d)
};
/// The shapes of the weights `score` learns for H heads of width d; the others (0 × 0).
ScoreParameters scoreParameterShapes(Score score, int heads, int width);

/// What one head's scores read besides its queries and keys.
struct ScoreShape
{
    Score score = Score::Scaled;
    const ScoreParameters *weights = nullptr;  ///< the block's, read by additive and bilinear
    const Matrix *relativeKeys = nullptr;      ///< Shaw's (H·K × d), or null
    int clip = 0;                              ///< k of relativeKeys
};

/// Where headScoresBackward() adds the gradients of the score's own parameters; null when the
/// block has none of that kind.
struct ScoreGradients
{
    Matrix *relativeKeys = nullptr;     ///< (H·K × d)
    ScoreParameters *weights = nullptr;
};

/// r + k, the row of query i's relation to key j, r = clip(j − i, −k, k), among the 2k + 1
/// vectors a head has of Shaw's keys or values.
inline int relationRow(int query, int key, int clip)
{
    return std::clamp(key - query, -clip, clip) + clip;
}

using ConstBlock = Eigen::Ref<const Matrix>;
using MutableBlock = Eigen::Ref<Matrix>;

/// The factor the dot, scaled and bilinear scores multiply q̃·k by: 1/√d for scaled (d the
/// head's width), else 1.
double linearScale(Score score, Eigen::Index width);

/// Returns (n × (2k + 1)) the entries of pairs (n × n, query × key) summed per relation:
/// E(i, r + k) = Σ_{j: clip(j − i, −k, k) = r} pairs(i, j). Far keys share their side's relation.
Matrix sumByRelation(const ConstBlock &pairs, int clip);

/// scores (n × n) of head h of one sentence, q and k (n × d) its queries and keys: query i
/// against key j, the key plus the vector a_{h,r} of their relation r = clip(j − i, −k, k) with
/// Shaw's keys (row h·K + r + k of relativeKeys; a = 0 without them):
/// \f[ S_{ij} = s(q_i,\ k_j + a_{h,r(i,j)}), \qquad
///     s(q, k) = q \cdot k, \quad \frac{q \cdot k}{\sqrt d}, \quad
///     v_h \cdot \tanh(q W_{1,h} + k W_{2,h}), \quad (q W_h) \cdot k, \quad
///     \frac{q \cdot k}{\lVert q \rVert \lVert k \rVert} \f]
/// for dot, scaled, additive, bilinear and cosine, row vectors as everywhere in the training
/// core (so W is the transpose of the lab's qᵀWk). A zero vector has cosine 0 with everything.
void headScoresForward(Matrix &scores, const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape);

/// With dScores = ∂L/∂S (n × n), adds ∂L/∂q to dq and ∂L/∂k to dk (n × d, the head's columns),
/// and the gradients of the relative keys and the score's weights where `gradients` has them:
/// - dot, scaled, bilinear, with q̃ = q (or q W_h) and E(i, r) = Σ_{j: r(i,j) = r} c·dS_ij:
///   ∂q̃ = c·dS·K + E·A_h, ∂K = c·dSᵀ·q̃, ∂A_h = Eᵀ·q̃, and for bilinear ∂q = ∂q̃·W_hᵀ, ∂W_h = qᵀ·∂q̃
///   (c = 1/√d for scaled, else 1);
/// - cosine, per pair with k' = k_j + a: ∂q_i += dS_ij (k'/(|q||k'|) − S_ij q_i/|q|²), and
///   ∂k' = dS_ij (q_i/(|q||k'|) − S_ij k'/|k'|²) goes to k_j and to a;
/// - additive, per pair with t = tanh(q_i W₁ + k' W₂): ∂v_h += dS_ij t and e = dS_ij (1 − t²) ⊙ v_h
///   goes back through W₁ to q_i and through W₂ to k_j and a (and to W₁, W₂ themselves).
/// t and the lengths are computed again rather than kept: they cost n·n·d, like the scores.
void headScoresBackward(MutableBlock dq, MutableBlock dk, const ScoreGradients &gradients, const Matrix &dScores,
                        const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape);

} // namespace pe
