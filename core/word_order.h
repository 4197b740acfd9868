#pragma once
// Two word orders side by side, with and without positional information.
// n = number of tokens (the same in both sentences when they can be compared).

#include "attention.h"

#include <optional>
#include <vector>

namespace pe {

struct WordOrderComparison
{
    QStringList a, b;                  ///< the two sentences' tokens
    AttentionOptions options;          ///< as given, positional information on
    AttentionResult aWithout, aWith;   ///< sentence A, X = E and X with position
    AttentionResult bWithout, bWith;   ///< sentence B, likewise
    /// p (n) with B[k] == A[p[k]]; empty when the sentences do not hold the same tokens.
    std::optional<std::vector<int>> permutation;
    /// (n × n) weights_B − P·weights_A·Pᵀ: zero everywhere exactly when attention cannot tell
    /// the two orders apart. Empty without a permutation.
    Matrix differenceWithout, differenceWith;
    double maxDifferenceWithout = 0.0;  ///< max |differenceWithout|
    double maxDifferenceWith = 0.0;     ///< max |differenceWith|
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

/// \f$ \frac{u \cdot v}{\lVert u \rVert \lVert v \rVert} \f$ for two vectors of equal length; 0 when either is zero.
double cosineSimilarity(const Vector &u, const Vector &v);

} // namespace pe
