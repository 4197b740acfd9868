#include "word_order.h"

namespace pe {

WordOrderComparison compareWordOrders(const QStringList &a, const QStringList &b, AttentionOptions options)
{
    WordOrderComparison result;
    options.positional = false;
    result.aWithout = computeAttention(a, options);
    result.bWithout = computeAttention(b, options);
    options.positional = true;
    result.aWith = computeAttention(a, options);
    result.bWith = computeAttention(b, options);

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
