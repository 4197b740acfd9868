#pragma once
// Dimension letters used below: n = number of tokens, D = d_model.

#include "math/types.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace pe {

/// The seed of the app's embeddings and projections, the year of "Attention Is All You Need".
inline constexpr quint64 kDefaultSeed = 2017;

/// FNV-1a, 64-bit: a hash written out here (rather than qHash or std::hash, which change
/// between runs and platforms) so that a token gets the same vector on every machine.
/// \f[ h_0 = \mathtt{cbf29ce484222325_{16}}, \qquad
///     h_{k+1} = (h_k \oplus b_k) \cdot \mathtt{100000001b3_{16}} \bmod 2^{64} \f]
/// where b_k is the k-th byte and ⊕ is XOR.
quint64 fnv1a64(QByteArrayView bytes);

/// The embedding of an untrained model: returns (D) values drawn from N(0, 1), the same for
/// the same text, so that a word keeps its vector wherever it stands in the sentence.
/// \f[ e_j = \sqrt{-2 \ln (1 - u_{2j})}\; \cos(2 \pi u_{2j+1}), \qquad
///     u_k = 2^{-53} \left\lfloor \frac{r_k}{2^{11}} \right\rfloor, \qquad
///     r_0, r_1, \ldots = \mathrm{SplitMix64}(h(t) \oplus s) \f]
/// where:
/// - t is the token text and h(t) the FNV-1a 64 hash of its UTF-8 bytes (fnv1a64());
/// - s is the seed, ⊕ is XOR;
/// - r_k is the k-th 64-bit output of SplitMix64 started from that state, and u_k in [0, 1) its
///   top 53 bits (all a double can hold); 1 − u is never 0, so the logarithm is finite;
/// - e_j, j in [0, D), is one Box–Muller normal (the cosine half only, to keep it simple).
/// The integers are the same everywhere; the doubles go through std::log, std::cos and
/// std::sqrt, which may differ in the last bit between C libraries.
/// Throws InvalidParameter when D is outside [1, kMaxDModel].
Vector tokenEmbedding(const QString &token, int dModel, quint64 seed = kDefaultSeed);

/// Returns (n × D): row k is tokenEmbedding(tokens[k]), so repeated words get identical rows.
Matrix tokenEmbeddings(const QStringList &tokens, int dModel, quint64 seed = kDefaultSeed);

/// Returns (rows × cols) values drawn from N(0, σ²), filled row by row with σ times the normals
/// of tokenEmbedding(), from SplitMix64 started at `seed` itself. Used for the random
/// projections W_Q and W_K. Throws InvalidParameter for a negative size, more than
/// kMaxMatrixValues values, or σ negative or not finite.
Matrix randomNormalMatrix(int rows, int cols, double standardDeviation, quint64 seed);

} // namespace pe
