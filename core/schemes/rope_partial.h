#pragma once
// Partial RoPE: only some of a head's dimensions turn with the position, the others carry no
// position at all. Two real ways of choosing them, GPT-NeoX's (Pythia) and Gemma 4's.
// Letters: L = positions, D = the rotated head's width (d_model in the explorer), R = floor(D/2)
// pairs, p = the fraction in (0, 1], r = GPT-NeoX's rotary_ndims, k = Gemma 4's rope_angles,
// n = rows of a query or key matrix, b = the base.

#include "schemes/sinusoidal_encoding.h"

#include <QString>
#include <QStringList>

namespace pe {

/// Which part of each head turns.
/// - Full: every pair, ordinary RoPE (applyRope()); p is not read.
/// - NeoX: GPT-NeoX's rotary_pct (Pythia: 0.25), as EleutherAI's gpt-neox
///   (megatron/model/transformer.py, RotaryEmbedding in positional_embeddings.py) and Hugging
///   Face's modeling_gpt_neox.py (partial_rotary_factor in _compute_default_rope_parameters)
///   compute it: the first \f$ r = \lfloor D\,p \rfloor \f$ dimensions (Python's int(head_dim *
///   rotary_pct), in double) form a smaller head of their own that gets the whole spectrum,
///   \f$ \omega_j = b^{-2j/r} \f$ for j in [0, ⌊r/2⌋), from 1 down to nearly 1/b; dimensions r … D − 1
///   pass through. Fewer pairs, each step between neighbouring frequencies bigger.
/// - Proportional: Gemma 4's "proportional" RoPE (Hugging Face's modeling_rope_utils.py,
///   _compute_proportional_rope_parameters, rope_type "proportional" of its full-attention layers,
///   p = 0.25): \f$ k = \lfloor D\,p \,/\!/\, 2 \rfloor \f$ (int(partial_rotary_factor * head_dim // 2))
///   pairs keep the ordinary frequencies of the whole head, \f$ \omega_i = b^{-2i/D} \f$, i < k;
///   the other R − k pairs get frequency 0 and never turn. Only the fastest part of the spectrum is
///   kept: the slowest turning pair turns at about \f$ b^{-p} \f$, not 1/b.
/// Both turn ⌊D p / 2⌋ pairs (⌊⌊x⌋/2⌋ = ⌊x/2⌋), with other frequencies and, in halves, other dimensions.
enum class PartialRope { Full, NeoX, Proportional };
QString partialRopeName(PartialRope way);  ///< "full", "neox", "proportional"
bool partialRopeFromName(const QString &name, PartialRope *way);
QStringList partialRopeNames();  ///< every partialRopeName(), in the order of PartialRope

struct PartialRotary
{
    PartialRope way = PartialRope::Full;
    double fraction = 1.0;  ///< p in (0, 1]; not read with PartialRope::Full

    bool operator==(const PartialRotary &) const = default;
};

/// Empty when p is in (0, 1] (or the way is Full), else a message naming it.
QString validationError(const PartialRotary &partial);

/// The width over which the turning pairs are laid out, w: r = ⌊D p⌋ for NeoX (its own small head
/// at the front of the vector), D for Full and Proportional (the whole head). See rotateByAngles().
int partialRotaryWidth(int dModel, const PartialRotary &partial);

/// How many pairs turn: R for Full, ⌊r/2⌋ for NeoX, k for Proportional (each pair with a
/// frequency above 0; the pairs from this count on stand still). E.g. D = 64, p = 0.25: r = 16
/// dimensions, 8 pairs; D = 10, p = 0.25: r = int(2.5) = 2, one pair; D = 100, p = 0.57:
/// D·p = 56.99999999999999 in double, so r = 56 and 28 pairs, as Python's int() gives.
int partialTurningPairs(int dModel, const PartialRotary &partial);

/// Returns (R) each pair's frequency, 0 for a pair that does not turn:
/// - Full: \f$ \omega_i = b^{-2i/D} \f$ (ropeFrequencies() without scaling);
/// - NeoX: \f$ \omega_i = b^{-2i/r} \f$ for i < ⌊r/2⌋, else 0;
/// - Proportional: \f$ \omega_i = b^{-2i/D} \f$ for i < k, else 0.
/// Throws InvalidParameter when D or the base is out of range (validationError(SinusoidalParams))
/// or validationError(partial) is not empty.
Vector partialRopeFrequencies(int dModel, double base, const PartialRotary &partial);

/// Returns (L × R) the angle each pair turns by at each position, 0 where a pair does not turn:
/// \f[ \theta(pos, i) = pos \cdot \omega_i \f]
/// with ω_i = partialRopeFrequencies()(i). Full gives ropeAngles() bit for bit.
/// Column i is pair i of rotateByAngles() with w = partialRotaryWidth():
/// - Layout::Interleaved ("pairs"): dimensions (2i, 2i + 1) for every way: the turning dimensions are
///   the first 2·⌊r/2⌋ (NeoX, as GPT-J's rotary_dim) or the first 2k (Proportional);
/// - Layout::Concatenated ("halves", rotate_half): NeoX's pair i is (i, ⌈r/2⌉ + i) inside its
///   r-wide slice (rotate_half over the first r dimensions: for Pythia with D = 64, p = 0.25 the
///   pairs (0, 8) … (7, 15)), which is NOT the app's ordinary halves pair (i, ⌈D/2⌉ + i);
///   Proportional's pair i is (i, ⌈D/2⌉ + i) of the whole head (rotate_half over all D dimensions
///   with cos and sin of cat(freqs, freqs)), so its turning dimensions are 0 … k − 1 and
///   ⌈D/2⌉ … ⌈D/2⌉ + k − 1, with still ones between them.
/// Same checks as partialRopeFrequencies() and ropeAngles() (L in [1, kMaxPositions]).
Matrix partialRopeAngles(int positions, int dModel, double base, const PartialRotary &partial);

/// Returns (n × D) x with pair i of its first w dimensions turned by angles(p, i):
/// \f[ \begin{pmatrix} y_{p,a_i} \\ y_{p,b_i} \end{pmatrix} = c
///     \begin{pmatrix} \cos\theta_{p,i} & -\sin\theta_{p,i} \\ \sin\theta_{p,i} & \cos\theta_{p,i} \end{pmatrix}
///     \begin{pmatrix} x_{p,a_i} \\ x_{p,b_i} \end{pmatrix} \f]
/// where (a_i, b_i) = dimensionOf() of pair i's sine and cosine for a vector of width w in `layout`
/// ((2i, 2i + 1), or (i, ⌈w/2⌉ + i)), c the length factor (ropeAttentionFactor(), 1 without YaRN)
/// and every other dimension, pairs of [w, D) and a lone one of odd w, is copied. angles is
/// (n × ⌊D/2⌋); its columns from ⌊w/2⌋ on must be 0, as partialRopeAngles() makes them. applyRope()
/// is this with w = D and ropeAngles(). Throws InvalidParameter when the shapes do not match, w is
/// outside [0, D], or a column from ⌊w/2⌋ on is not 0.
Matrix rotateByAngles(const Matrix &x, const Matrix &angles, Layout layout, int rotatedWidth, double length = 1.0);

/// Returns (n × D) x rotated as partial RoPE turns the query or key at position p in row p:
/// rotateByAngles(x, partialRopeAngles(n, D, b, partial), layout, partialRotaryWidth()).
/// Layout::Concatenated with NeoX is Hugging Face's apply_rotary_pos_emb (q_rot, q_pass split,
/// torch.cat), with Proportional Gemma 4's. Same checks as partialRopeAngles().
Matrix applyPartialRope(const Matrix &x, double base, const PartialRotary &partial, Layout layout = Layout::Interleaved);

/// A score against distance, split where the vector turns and where it stands still.
struct SplitScores
{
    Vector turning;  ///< (L) the sum over the dimensions of the turning pairs
    Vector still;    ///< (L) the sum over every other dimension: q·k there, the same at every distance
};

/// Returns the score of query q at position m and key k at position m + r, for r = 0 … L − 1:
/// \f[ s(r) = (R_m q) \cdot (R_{m+r} k) = q^\top R_r k
///          = \underbrace{\sum_{i:\,\omega_i > 0} (q_{a_i}, q_{b_i}) \, R(r\omega_i) \, (k_{a_i}, k_{b_i})^\top}_{\text{turning}}
///          + \underbrace{\sum_{d \text{ still}} q_d k_d}_{\text{still}} \f]
/// q and k are (D), the pairs as in rotateByAngles(). Only the turning part carries the distance:
/// the still dimensions compare the words alone, whatever their places. Throws as
/// applyPartialRope(), or when q and k differ in size.
SplitScores partialRopeScoreByDistance(const Vector &q, const Vector &k, int positions, double base,
                                       const PartialRotary &partial, Layout layout = Layout::Interleaved);

} // namespace pe
