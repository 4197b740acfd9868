#include "attention/word_order.h"

#include "schemes/table.h"

#include <QCoreApplication>

namespace pe {

struct WordOrder
{
    Q_DECLARE_TR_FUNCTIONS(pe::WordOrder)
};

// True when attention without position gives the same results under both options.
static bool sameWithoutPosition(const AttentionOptions &x, const AttentionOptions &y)
{
    return x.dModel == y.dModel && x.projection == y.projection && x.seed == y.seed && x.heads == y.heads
           && x.causal == y.causal && x.score == y.score && x.vectors == y.vectors;
}

void alignOrders(WordOrderComparison &comparison)
{
    comparison.permutation = tokenPermutation(comparison.a, comparison.b);
    if (!comparison.permutation)
        return;
    const auto difference = [&](const AttentionResult &a, const AttentionResult &b, Matrix &to, double &largest) {
        if (a.weights.size() == 0 || b.weights.size() == 0)
            return;
        to = b.weights - permuteMatrix(a.weights, *comparison.permutation);
        largest = to.cwiseAbs().maxCoeff();
    };
    difference(comparison.aWithout, comparison.bWithout, comparison.differenceWithout, comparison.maxDifferenceWithout);
    difference(comparison.aWith, comparison.bWith, comparison.differenceWith, comparison.maxDifferenceWith);
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

    alignOrders(result);
    return result;
}

WordOrderComparison compareWithoutPosition(const QStringList &a, const QStringList &b, AttentionOptions options)
{
    WordOrderComparison result;
    options.positional = true;
    for (const QStringList *tokens : {&a, &b})
        if (result.positionError.isEmpty())
            result.positionError = validationError(options, int(tokens->size()));
    options.positional = false;
    result.a = a;
    result.b = b;
    result.aWithout = computeAttention(a, options);
    result.bWithout = computeAttention(b, options);
    options.positional = true;
    result.options = options;
    alignOrders(result);
    return result;
}

Matrix inOrderOfA(const Matrix &b, const std::vector<int> &permutation)
{
    const Eigen::Index n = b.rows();
    std::vector<int> inverse(std::size_t(n), -1);
    bool valid = b.cols() == n && Eigen::Index(permutation.size()) == n;
    for (std::size_t k = 0; valid && k < permutation.size(); ++k) {
        const int i = permutation[k];
        valid = i >= 0 && i < n && inverse[std::size_t(i)] < 0;
        if (valid)
            inverse[std::size_t(i)] = int(k);
    }
    if (!valid)
        throw InvalidParameter(QStringLiteral("inOrderOfA needs a square matrix and a permutation of its rows"));
    return permuteMatrix(b, inverse);
}

QString formatDifference(double difference)
{
    if (difference < kSameOrderTolerance)
        return QStringLiteral("0.000");
    return difference >= 1e-3 ? QString::number(difference, 'f', 3) : QString::number(difference, 'g', 2);
}

QString orderVerdict(const WordOrderComparison &comparison, bool withPosition)
{
    if (withPosition && !comparison.positionError.isEmpty())
        return comparison.positionError;
    if (!comparison.permutation)
        return WordOrder::tr("the sentences hold different tokens: no word-for-word comparison");
    const double difference = withPosition ? comparison.maxDifferenceWith : comparison.maxDifferenceWithout;
    const bool same = difference < kSameOrderTolerance;
    QString verdict = same ? WordOrder::tr("identical up to reordering (max difference %1)")
                           : WordOrder::tr("the orders differ (max difference %1)");
    verdict = verdict.arg(formatDifference(difference));
    const AttentionOptions &options = comparison.options;
    if (!withPosition && options.causal && !same)
        verdict += QLatin1Char(' ') + WordOrder::tr("— the causal mask alone reveals the order");
    if (const char *note = schemeInfo(options.scheme).sameOrderNote; withPosition && same && note)
        verdict += QLatin1Char(' ') + Schemes::tr(note);
    // Identity projections let each word attend almost only to itself, which hides the change.
    if (withPosition && !same && difference < 0.05 && options.projection == Projection::Identity)
        verdict += QLatin1Char(' ') + WordOrder::tr("— small, because each word attends mostly to itself: "
                                         "try random queries and keys, or the raw scores");
    return verdict;
}

double cosineSimilarity(const Vector &u, const Vector &v)
{
    const double denominator = u.norm() * v.norm();
    return denominator > 0.0 ? u.dot(v) / denominator : 0.0;
}

} // namespace pe
