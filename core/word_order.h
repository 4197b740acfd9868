#pragma once
// Two word orders side by side, with and without positional information.
// n = number of tokens (the same in both sentences when they can be compared).

#include "attention.h"

#include <optional>
#include <vector>

namespace pe {

struct WordOrderComparison
{
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
/// positional) attention is permutation-equivariant, so differenceWithout is ~1e-16.
/// Throws InvalidParameter when either sentence does not fit validationError().
WordOrderComparison compareWordOrders(const QStringList &a, const QStringList &b, AttentionOptions options);

/// \f$ \frac{u \cdot v}{\lVert u \rVert \lVert v \rVert} \f$ for two vectors of equal length; 0 when either is zero.
double cosineSimilarity(const Vector &u, const Vector &v);

} // namespace pe
