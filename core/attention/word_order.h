#pragma once
// Two word orders side by side, with and without positional information.
// n = number of tokens (the same in both sentences when they can be compared).

#include "attention/attention.h"

#include <optional>
#include <vector>

namespace pe {

struct WordOrderComparison
{
    QStringList a, b;                  ///< the two sentences' tokens
    AttentionOptions options;          ///< as given, positional information on
    AttentionResult aWithout, aWith;   ///< sentence A, X = E and X with position
    AttentionResult bWithout, bWith;   ///< sentence B, likewise
    /// p (n) with B[k] == A[p[k]]; empty when the sentences do not hold the same tokens. Of the
    /// ways to pair a repeated word's occurrences (tokenPairings()), the one under which the
    /// orders differ least: with position first, then without.
    std::optional<std::vector<int>> permutation;
    double pairings = 0.0;     ///< how many ways there are to pair the tokens (0: different tokens)
    qsizetype pairingsTried = 0;  ///< how many of them were compared (all, unless too many)
    /// (n × n) weights_B − P·weights_A·Pᵀ: zero everywhere exactly when attention cannot tell
    /// the two orders apart. Empty without a permutation.
    Matrix differenceWithout, differenceWith;
    double maxDifferenceWithout = 0.0;  ///< max |differenceWithout|
    double maxDifferenceWith = 0.0;     ///< max |differenceWith|
    /// Why there is no half with position (compareWithoutPosition()); empty when there is one.
    QString positionError;
};

/// Below this, a difference is rounding, not a change of order.
inline constexpr double kSameOrderTolerance = 1e-9;

/// Attention over both sentences, with options.positional off and on, aligned by the token
/// permutation. Without positional information (and without a causal mask, which is itself
/// positional) attention is permutation-equivariant, so differenceWithout is ~1e-16, whatever
/// options.scheme is. With Scheme::Alibi the only positional signal is −m·|i − j|, which reading
/// a sentence backwards leaves unchanged, so differenceWith is ~1e-16 too when B is A reversed
/// ("tigers love rabbits" / "rabbits love tigers"): a real limit of a symmetric distance penalty.
/// Throws InvalidParameter when either sentence does not fit validationError().
/// When `previous` compared the same tokens with the same options but for how position enters
/// (scheme, combine, weight, base, layout, max_len), its results without position are reused:
/// they cannot have changed. Pass it with std::move when it is done with: they are then moved,
/// not copied (8 MB at n = 256, D = 512). A `cache` kept from one call to the next saves the
/// products that have not changed (see computeAttention()).
WordOrderComparison compareWordOrders(const QStringList &a, const QStringList &b, AttentionOptions options,
                                      std::optional<WordOrderComparison> previous = std::nullopt,
                                      AttentionCache *cache = nullptr);

/// Every permutation p (n) with B[k] == A[p[k]], one for each way of pairing the occurrences of
/// the repeated tokens (Π c_t! of them, c_t the count of token t), the first being
/// tokenPermutation()'s (k-th occurrence with k-th), at most `limit` of them; *count is how
/// many there are in all (0 when the sentences do not hold the same tokens).
std::vector<std::vector<int>> tokenPairings(const QStringList &a, const QStringList &b, qsizetype limit, double *count);

/// Pairings compared at most: pairings × n² stays under this (720 pairings at n = 76), so
/// that a slider frame stays quick; past it the first pairings are compared and the verdict says so.
inline constexpr double kMaxPairingWork = 1 << 22;

/// Fills the permutation from the tokens a and b and, when they hold the same tokens, the
/// differences of each half (without, with position) whose weights are there, under the pairing
/// of repeated words that makes them smallest (so "the dog bit the man" and its mirror image
/// "man the bit dog the" are compared word for word as ALiBi sees them).
void alignOrders(WordOrderComparison &comparison);

/// B's (n × n) matrix in A's word order, so that row and column i belong to A's i-th token:
/// returns M with
/// \f[ M_{ij} = b_{q_i q_j}, \qquad q_{p_k} = k, \qquad\text{i.e.}\qquad M = P^\top B P \f]
/// where p comes from tokenPermutation(A, B) (B[k] == A[p[k]]) and q is its inverse. Without
/// positional information attention is permutation-equivariant, so inOrderOfA(weights_B, p)
/// equals weights_A: the same picture, where the B maps as typed are a reordered one.
/// Throws InvalidParameter unless b is square and p is a permutation of its rows.
Matrix inOrderOfA(const Matrix &b, const std::vector<int> &permutation);

/// A difference as the verdicts write it: 0.213, 0.0012, or 0.000 below kSameOrderTolerance.
QString formatDifference(double difference);

/// What the comparison says in words, for the maps without or with positional information:
/// "identical up to reordering (max difference 0.000)" or "the orders differ (max difference
/// 0.213)", with the reason when it helps (a causal mask alone reveals the order; the scheme's
/// own note, such as ALiBi's mirror symmetry; identity projections hiding a small change), or
/// that the sentences hold different tokens; with position, the positionError if there is one. The app's verdicts and the command line's
/// --export-attention --compare say the same words (context "pe::WordOrder").
QString orderVerdict(const WordOrderComparison &comparison, bool withPosition);
/// Under a causal mask: the weight each of the first words of a sentence gives its first word
/// (weights' first column, up to five rows), beside the 1/(t + 1) of equal scores.
QString counterSentence(const Matrix &weights);
/// With a sink (options.sinkLogit): the share of the weight it took, the mean over the rows and
/// the heads of sinkWeights, for A and B in the column; empty without one.
QString sinkSentence(const WordOrderComparison &comparison, bool withPosition);

/// The half of compareWordOrders() that needs no position, for settings whose positional half
/// validationError() refuses (a learned table shorter than a sentence): aWithout, bWithout, the
/// permutation and differenceWithout as there, the *With results empty, and positionError
/// saying why. Throws InvalidParameter when even attention without position is refused.
WordOrderComparison compareWithoutPosition(const QStringList &a, const QStringList &b, AttentionOptions options);

/// \f$ \frac{u \cdot v}{\lVert u \rVert \lVert v \rVert} \f$ for two vectors of equal length; 0 when either is zero.
double cosineSimilarity(const Vector &u, const Vector &v);

} // namespace pe
