#include "word_order.h"

namespace pe {

// True when attention without position gives the same results under both options.
static bool sameWithoutPosition(const AttentionOptions &x, const AttentionOptions &y)
{
    return x.dModel == y.dModel && x.projection == y.projection && x.seed == y.seed && x.heads == y.heads
           && x.causal == y.causal;
}

WordOrderComparison compareWordOrders(const QStringList &a, const QStringList &b, AttentionOptions options,
                                      std::optional<WordOrderComparison> previous, AttentionCache *cache)
{
    WordOrderComparison result;
    options.positional = false;
    if (previous && previous->a == a && previous->b == b && sameWithoutPosition(previous->options, options)) {
        result.aWithout = std::move(previous->aWithout);
        result.bWithout = std::move(previous->bWithout);
    } else {
        result.aWithout = computeAttention(a, options, cache);
        result.bWithout = computeAttention(b, options, cache);
    }
    options.positional = true;
    result.a = a;
    result.b = b;
    result.options = options;
    result.aWith = computeAttention(a, options, cache);
    result.bWith = computeAttention(b, options, cache);

    result.permutation = tokenPermutation(a, b);
    if (result.permutation) {
        result.differenceWithout = result.bWithout.weights - permuteMatrix(result.aWithout.weights, *result.permutation);
        result.differenceWith = result.bWith.weights - permuteMatrix(result.aWith.weights, *result.permutation);
        result.maxDifferenceWithout = result.differenceWithout.cwiseAbs().maxCoeff();
        result.maxDifferenceWith = result.differenceWith.cwiseAbs().maxCoeff();
    }
    return result;
}

double cosineSimilarity(const Vector &u, const Vector &v)
{
    const double denominator = u.norm() * v.norm();
    return denominator > 0.0 ? u.dot(v) / denominator : 0.0;
}

} // namespace pe
