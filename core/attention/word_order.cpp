#include "attention/word_order.h"

#include "schemes/table.h"
#include "math/translate.h"

#include <QCoreApplication>
#include <QMap>
#include <QLocale>
#include <algorithm>
#include <limits>

namespace pe {

struct WordOrder
{
    Q_DECLARE_TR_FUNCTIONS(pe::WordOrder)
};

// True when attention without position gives the same results under both options: what only
// the position reads is set aside, and every other field, the sink and any added later, must agree.
static bool sameWithoutPosition(AttentionOptions x, AttentionOptions y)
{
    for (AttentionOptions *options : {&x, &y}) {
        const AttentionOptions defaults;
        options->positional = false;
        options->combine = defaults.combine;
        options->positionWeight = defaults.positionWeight;
        options->positionOffset = defaults.positionOffset;
        options->base = defaults.base;
        options->layout = defaults.layout;
        options->scheme = defaults.scheme;
        options->schemeSettings = defaults.schemeSettings;
    }
    return x == y;
}

std::vector<std::vector<int>> tokenPairings(const QStringList &a, const QStringList &b, qsizetype limit, double *count)
{
    *count = 0.0;
    const std::optional<std::vector<int>> first = tokenPermutation(a, b);
    if (!first)
        return {};
    // B's positions of each repeated token; its occurrences in A are first's values there, in order.
    QMap<QString, std::vector<int>> inB;  // ordered, so that the pairings come in one order on every run
    for (int k = 0; k < int(b.size()); ++k)
        inB[b[k]].push_back(k);
    std::vector<std::vector<int>> groups;  // A's positions, one group per repeated token
    std::vector<std::vector<int>> where;   // B's positions of the same token
    *count = 1.0;
    for (auto it = inB.cbegin(); it != inB.cend(); ++it) {
        if (it->size() < 2)
            continue;
        std::vector<int> positions;
        for (const int k : *it)
            positions.push_back((*first)[std::size_t(k)]);
        for (std::size_t c = 2; c <= positions.size(); ++c)
            *count *= double(c);
        groups.push_back(std::move(positions));  // ascending: first pairs occurrence by occurrence
        where.push_back(*it);
    }
    std::vector<std::vector<int>> pairings;
    bool more = true;
    while (more && qsizetype(pairings.size()) < limit) {
        std::vector<int> p = *first;
        for (std::size_t g = 0; g < groups.size(); ++g)
            for (std::size_t k = 0; k < where[g].size(); ++k)
                p[std::size_t(where[g][k])] = groups[g][k];
        pairings.push_back(std::move(p));
        // The next pairing, as an odometer: the first group that has a next arrangement advances.
        more = false;
        for (std::size_t g = 0; g < groups.size() && !more; ++g)
            more = std::next_permutation(groups[g].begin(), groups[g].end());
    }
    return pairings;
}

namespace {

// The largest |b_ij − a_{p_i p_j}| of each pairing p, without forming b − P·a·Pᵀ (n × n) for each:
// most cells are the same under every pairing. Rows and columns that some pairing moves are
// `moved`; a cell whose row and column stay is the same under all (fixed); a moved row over the
// columns that stay depends only on where that row goes (rowPart(i, p_i)), and likewise a moved
// column; the moved × moved cells are read for a pairing only when the bound on all of them
// (blockBound) passes what the rest gave. The maxima are of the same differences as the plain
// b − P·a·Pᵀ, so they equal its maxima to the last bit (test_word_order holds the two together).
class PairingDifferences
{
public:
    PairingDifferences(const Matrix &a, const Matrix &b, const std::vector<std::vector<int>> &pairings,
                       const std::vector<int> &moved)
        : m_a(a), m_b(b), m_moved(moved)
    {
        if (a.size() == 0 || b.size() == 0)
            return;
        std::vector<bool> stays(std::size_t(b.rows()), true);
        for (const int k : moved)
            stays[std::size_t(k)] = false;
        const std::vector<int> &first = pairings.front();
        for (Eigen::Index j = 0; j < b.rows(); ++j)
            for (Eigen::Index i = 0; i < b.rows(); ++i)
                if (stays[std::size_t(i)] && stays[std::size_t(j)])
                    m_fixed = std::max(m_fixed, cell(i, j, first[std::size_t(i)], first[std::size_t(j)]));
        measureMoved(pairings, stays);
    }

    /// max_ij |b_ij − a_{p_i p_j}|, 0 when either matrix is empty; or, once it is past `stop`, a
    /// value past `stop` (that pairing cannot be the best).
    double largest(const std::vector<int> &p, double stop = std::numeric_limits<double>::infinity()) const
    {
        if (m_a.size() == 0 || m_b.size() == 0)
            return 0.0;
        double largest = m_fixed;
        for (const int k : m_moved) {
            const int to = p[std::size_t(k)];
            largest = std::max({largest, m_rowPart(k, to), m_columnPart(k, to)});
        }
        if (largest >= m_blockBound)
            return largest;
        for (std::size_t column = 0; column < m_moved.size() && largest <= stop; ++column) {
            const int k = m_moved[column], to = p[std::size_t(k)];
            for (const int i : m_moved)
                largest = std::max(largest, cell(i, k, p[std::size_t(i)], to));
        }
        return largest;
    }

private:
    double cell(Eigen::Index i, Eigen::Index j, int ai, int aj) const { return std::abs(m_b(i, j) - m_a(ai, aj)); }

    // rowPart and columnPart at each moved place k and each row of a that a pairing gives it;
    // blockBound over the moved × moved cells and every pair of rows of a their places are given.
    void measureMoved(const std::vector<std::vector<int>> &pairings, const std::vector<bool> &stays)
    {
        const Eigen::Index n = m_b.rows();
        const std::vector<int> &first = pairings.front();
        m_rowPart = m_columnPart = Matrix::Constant(n, n, -1.0);  // −1: not measured
        std::vector<std::vector<int>> given(m_moved.size());      // the rows of a each moved place is given
        for (std::size_t m = 0; m < m_moved.size(); ++m)
            for (const std::vector<int> &p : pairings) {
                const int k = m_moved[m], to = p[std::size_t(k)];
                if (m_rowPart(k, to) >= 0.0)
                    continue;
                given[m].push_back(to);
                double row = 0.0, column = 0.0;
                for (Eigen::Index other = 0; other < n; ++other)
                    if (stays[std::size_t(other)]) {
                        row = std::max(row, cell(k, other, to, first[std::size_t(other)]));
                        column = std::max(column, cell(other, k, first[std::size_t(other)], to));
                    }
                m_rowPart(k, to) = row;
                m_columnPart(k, to) = column;
            }
        for (std::size_t m = 0; m < m_moved.size(); ++m)
            for (std::size_t l = 0; l < m_moved.size(); ++l)
                for (const int r : given[m])
                    for (const int c : given[l])
                        m_blockBound = std::max(m_blockBound, cell(m_moved[m], m_moved[l], r, c));
    }

    const Matrix &m_a, &m_b;
    const std::vector<int> &m_moved;
    double m_fixed = 0.0;
    double m_blockBound = 0.0;
    Matrix m_rowPart, m_columnPart;  ///< (n × n) at (moved k, the row of a it goes to)
};

// The places of B that some pairing pairs with another place of A than the first pairing does.
std::vector<int> movedPlaces(const std::vector<std::vector<int>> &pairings)
{
    std::vector<int> moved;
    for (std::size_t k = 0; k < pairings.front().size(); ++k)
        if (std::any_of(pairings.begin(), pairings.end(), [&](const std::vector<int> &p) { return p[k] != pairings.front()[k]; }))
            moved.push_back(int(k));
    return moved;
}

} // namespace

void alignOrders(WordOrderComparison &comparison)
{
    const qsizetype n = comparison.a.size();
    const qsizetype limit = std::max<qsizetype>(1, qsizetype(kMaxPairingWork / double(std::max<qsizetype>(1, n * n))));
    const std::vector<std::vector<int>> pairings = tokenPairings(comparison.a, comparison.b, limit, &comparison.pairings);
    comparison.pairingsTried = qsizetype(pairings.size());
    comparison.permutation.reset();
    if (pairings.empty())
        return;
    const std::vector<int> moved = movedPlaces(pairings);
    const PairingDifferences with(comparison.aWith.weights, comparison.bWith.weights, pairings, moved);
    const PairingDifferences without(comparison.aWithout.weights, comparison.bWithout.weights, pairings, moved);
    const std::vector<int> *best = nullptr;
    for (const std::vector<int> &p : pairings) {
        const double largestWith = best ? with.largest(p, comparison.maxDifferenceWith) : with.largest(p);
        if (best && largestWith > comparison.maxDifferenceWith)
            continue;
        const double largestWithout = best && largestWith == comparison.maxDifferenceWith
                                          ? without.largest(p, comparison.maxDifferenceWithout) : without.largest(p);
        if (best && std::pair(largestWith, largestWithout) >= std::pair(comparison.maxDifferenceWith, comparison.maxDifferenceWithout))
            continue;
        best = &p;
        comparison.maxDifferenceWith = largestWith;
        comparison.maxDifferenceWithout = largestWithout;
    }
    comparison.permutation = *best;
    const auto difference = [best](const AttentionResult &a, const AttentionResult &b) {
        return a.weights.size() == 0 || b.weights.size() == 0 ? Matrix() : Matrix(b.weights - permuteMatrix(a.weights, *best));
    };
    comparison.differenceWith = difference(comparison.aWith, comparison.bWith);
    comparison.differenceWithout = difference(comparison.aWithout, comparison.bWithout);
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

namespace {

// A whole sentence after the verdict, whose clauses ("… (max difference 0.2)", "— …") end without
// a stop: the stop first, in the verdict's language.
void appendWholeSentence(QString &verdict, const QString &sentence)
{
    if (sentence.isEmpty())
        return;
    constexpr char16_t kFirstWide = 0x2E80;  // as in pe::sentencesJoined()
    if (!verdict.isEmpty() && !QStringLiteral(".!?。！？").contains(verdict.back()))
        verdict += verdict.back().unicode() >= kFirstWide || sentence.front().unicode() >= kFirstWide ? QStringLiteral("。") : QStringLiteral(".");
    pe::appendSentence(verdict, sentence);
}

} // namespace

QString counterSentence(const Matrix &weights)
{
    const Eigen::Index shown = std::min<Eigen::Index>(weights.rows(), 5);
    if (shown < 2)
        return {};
    QStringList firsts;
    for (Eigen::Index t = 0; t < shown; ++t)
        firsts.append(QLocale().toString(weights(t, 0), 'f', 2));
    if (shown < weights.rows())
        firsts.append(QStringLiteral("…"));
    return WordOrder::tr("A's weights on its first word: %1 (equal scores give 1/(t + 1), a count of the place).")
        .arg(firsts.join(WordOrder::tr(", ")));
}

QString sinkSentence(const WordOrderComparison &comparison, bool withPosition)
{
    const Vector &a = (withPosition ? comparison.aWith : comparison.aWithout).sinkWeights;
    const Vector &b = (withPosition ? comparison.bWith : comparison.bWithout).sinkWeights;
    const auto percent = [](const Vector &shares) { return QLocale().toString(100.0 * shares.mean(), 'f', 1); };
    if (a.size() == 0 || b.size() == 0)
        return {};
    return WordOrder::tr("The sink (S = %1) takes %2% of sentence A's weight and %3% of B's, on average over the rows.")
        .arg(QLocale().toString(*comparison.options.sinkLogit, 'g', 4), percent(a), percent(b));
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
    // First the clauses that qualify the difference, then whole sentences.
    if (!withPosition && options.causal && !same)
        pe::appendSentence(verdict, WordOrder::tr("— the causal mask alone reveals the order"));
    // Identity projections let each word attend almost only to itself, which hides the change.
    if (withPosition && !same && difference < 0.05 && options.projection == Projection::Identity)
        pe::appendSentence(verdict, WordOrder::tr("— small, because each word attends mostly to itself: "
                                         "try random queries and keys, or the raw scores"));
    if (!same && double(comparison.pairingsTried) < comparison.pairings)
        pe::appendSentence(verdict, WordOrder::tr("— the repeated words can be paired in %1 ways; the best of the first %2 was used")
                                          .arg(QLocale().toString(comparison.pairings, comparison.pairings < 1e12 ? 'f' : 'g', comparison.pairings < 1e12 ? 0 : 3))
                                          .arg(comparison.pairingsTried));
    if (!withPosition && options.causal && !options.sinkLogit)  // a sink takes its share of the first word's
        appendWholeSentence(verdict, counterSentence(comparison.aWithout.weights));
    if (const char *note = schemeInfo(options.scheme).sameOrderNote; withPosition && same && note)
        appendWholeSentence(verdict, Schemes::tr(note));
    if (const auto note = schemeInfo(options.scheme).headsNote; withPosition && note)
        if (const QString said = note(options.heads, int(comparison.a.size())); !said.isEmpty())
            appendWholeSentence(verdict, said);
    if (options.sinkLogit)
        appendWholeSentence(verdict, sinkSentence(comparison, withPosition));
    return verdict;
}

double cosineSimilarity(const Vector &u, const Vector &v)
{
    const double denominator = u.norm() * v.norm();
    return denominator > 0.0 ? u.dot(v) / denominator : 0.0;
}

} // namespace pe
