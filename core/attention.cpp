#include "attention.h"

#include "word_vectors.h"

#include <QCoreApplication>
#include <QHash>
#include <functional>
#include <memory>
#include <cmath>
#include <limits>

namespace pe {

static constexpr double kMinusInfinity = -std::numeric_limits<double>::infinity();

QString validationError(const AttentionOptions &options, int tokenCount)
{
    if (options.dModel < 1 || options.dModel > kMaxAttentionDModel)
        return QCoreApplication::translate("pe::Parameters", "d_model must be a whole number from 1 to %1 for attention (got %2).")
            .arg(kMaxAttentionDModel).arg(options.dModel);
    if (options.vectors && options.dModel != options.vectors->dimension)
        return QCoreApplication::translate("pe::Parameters", "d_model must equal the dimension of the word vectors of %1, %2 (got %3).")
            .arg(options.vectors->source).arg(options.vectors->dimension).arg(options.dModel);
    if (options.heads < 1 || options.heads > kMaxHeads)
        return QCoreApplication::translate("pe::Parameters", "heads must be a whole number from 1 to %1 (got %2).")
            .arg(kMaxHeads).arg(options.heads);
    if (options.dModel % options.heads != 0)
        return QCoreApplication::translate("pe::Parameters", "heads must divide d_model (got %1 heads for d_model %2).")
            .arg(options.heads).arg(options.dModel);
    if (tokenCount < 1)
        return QCoreApplication::translate("pe::Parameters", "token count must be at least 1 (got %1): the sentence is empty, type a few words.")
            .arg(tokenCount);
    if (tokenCount > kMaxAttentionTokens)
        return QCoreApplication::translate("pe::Parameters", "token count must be at most %1 (got %2): shorten the sentence.")
            .arg(kMaxAttentionTokens).arg(tokenCount);
    if (!std::isfinite(options.positionWeight))
        return QCoreApplication::translate("pe::Parameters", "position weight must be a finite number (got %1).")
            .arg(options.positionWeight);
    // Without position the table is not used, so its length cannot get in the way.
    if (options.positional && options.scheme == Scheme::Learned) {
        if (options.maxLen < 1 || options.maxLen > kMaxPositions)
            return QCoreApplication::translate("pe::Parameters", "max_len must be a whole number from 1 to %1 (got %2).")
                .arg(kMaxPositions).arg(options.maxLen);
        if (tokenCount > options.maxLen)
            return QCoreApplication::translate("pe::Parameters", "max_len must be at least the token count (got max_len %1 for %2 tokens): "
                                                                 "the learned table has only max_len positions, 0 to %3, and no vector for the later ones. "
                                                                 "Shorten the sentence or raise max_len.")
                .arg(options.maxLen).arg(tokenCount).arg(options.maxLen - 1);
    }
    // d_model is already in range, so only the base can fail here, in the encoding's own words.
    return validationError(SinusoidalParams{options.dModel, 1, options.base, options.layout});
}

Matrix softmaxRows(const Matrix &scores)
{
    Matrix weights = Matrix::Zero(scores.rows(), scores.cols());
    if (scores.cols() == 0)
        return weights;
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        // Subtract the row's maximum so every exponent is <= 0: exp cannot overflow, and the
        // largest term is 1, so the sum cannot underflow to 0 either.
        const double rowMax = scores.row(i).maxCoeff();
        if (rowMax == kMinusInfinity)
            continue;
        // std::exp rather than Eigen's vectorised exp, which clamps −∞ to about −709 and would
        // give masked keys a tiny weight instead of exactly 0.
        double sum = 0.0;
        for (Eigen::Index j = 0; j < scores.cols(); ++j) {
            weights(i, j) = std::exp(scores(i, j) - rowMax);
            sum += weights(i, j);
        }
        weights.row(i) /= sum;
    }
    return weights;
}

// W_Q and W_K depend only on (D, seed), and the lab asks for them four times a frame:
// drawing 2·D² normal numbers each time would cost more than the attention itself.
const RandomProjections &randomProjections(int dModel, quint64 seed)
{
    thread_local RandomProjections cache;
    if (cache.dModel != dModel || cache.seed != seed) {
        const double deviation = 1.0 / std::sqrt(double(dModel));
        cache.query = randomNormalMatrix(dModel, dModel, deviation, seed ^ fnv1a64("W_Q"));
        cache.key = randomNormalMatrix(dModel, dModel, deviation, seed ^ fnv1a64("W_K"));
        cache.dModel = dModel;
        cache.seed = seed;
    }
    return cache;
}

namespace {

// An input part M (n × D), the embeddings E or the encoding PE, with M·W_Q and M·W_K when the
// projections are random. Q = (E + w·PE)·W_Q = E·W_Q + w·(PE·W_Q): with the products kept, a new
// position weight costs an (n × D) sum instead of two (n × D)·(D × D) products per sentence.
struct InputPart
{
    Matrix value;             // (n × D) M
    QList<bool> fromVectors;  // (n) embeddings only: which rows are the word vectors' own
    Matrix query;             // (n × D) M·W_Q, or empty
    Matrix key;               // (n × D) M·W_K, or empty
};

// The parts asked for last on this thread. Two: the lab's two sentences, or their two lengths.
template <typename Key>
std::shared_ptr<const InputPart> recentPart(const Key &key, const std::function<InputPart()> &make)
{
    thread_local std::vector<std::pair<Key, std::shared_ptr<const InputPart>>> recent;
    for (const auto &[known, part] : recent)
        if (known == key)
            return part;
    auto part = std::make_shared<const InputPart>(make());
    recent.insert(recent.begin(), {key, part});
    if (recent.size() > 2)
        recent.pop_back();
    return part;
}

void project(InputPart *part, int dModel, quint64 seed)
{
    const RandomProjections &projections = randomProjections(dModel, seed);
    part->query = part->value * projections.query;
    part->key = part->value * projections.key;
}

struct EmbeddingKey
{
    QStringList tokens;
    int dModel;
    quint64 seed;
    std::shared_ptr<const WordVectors> vectors;
    bool projected;
    bool operator==(const EmbeddingKey &) const = default;
};

struct EncodingKey
{
    Scheme scheme;
    int dModel;
    int positions;
    double base;
    Layout layout;
    int maxLen;
    quint64 seed;
    bool projected;
    bool operator==(const EncodingKey &) const = default;
};

} // namespace

AttentionResult computeAttention(const QStringList &tokens, const AttentionOptions &options)
{
    const int n = int(tokens.size());
    const QString error = validationError(options, n);
    if (!error.isEmpty())
        throw InvalidParameter(error);
    const int dModel = options.dModel;
    const bool random = options.projection == Projection::Random;

    AttentionResult result;
    result.tokens = tokens;
    const std::shared_ptr<const InputPart> words = recentPart<EmbeddingKey>(
        {tokens, dModel, options.seed, options.vectors, random}, [&] {
            InputPart part;
            if (options.vectors) {
                part.value = tokenEmbeddings(tokens, *options.vectors, options.seed, &part.fromVectors);
            } else {
                part.value = tokenEmbeddings(tokens, dModel, options.seed);
                part.fromVectors = QList<bool>(n, false);
            }
            if (random)
                project(&part, dModel, options.seed);
            return part;
        });
    result.embeddings = words->value;
    result.fromVectors = words->fromVectors;

    Matrix queries;  // (n × D)
    Matrix keys;     // (n × D)
    if (!options.positional || !isAdditive(options.scheme)) {
        result.inputs = result.embeddings;
        queries = random ? words->query : result.inputs;
        keys = random ? words->key : result.inputs;
    } else {
        const bool add = options.combine == Combine::Add;
        const std::shared_ptr<const InputPart> encoding = recentPart<EncodingKey>(
            {options.scheme, dModel, n, options.base, options.layout, options.maxLen, options.seed, random && add}, [&] {
                SchemeParams params;
                params.scheme = options.scheme;
                params.encoding = {dModel, n, options.base, options.layout};
                params.maxLen = options.maxLen;
                params.seed = options.seed;
                InputPart part;
                part.value = schemeMatrix(params);
                if (random && add)
                    project(&part, dModel, options.seed);
                return part;
            });
        result.positionalEncoding = encoding->value;
        const double w = options.positionWeight;
        if (add) {
            result.inputs = result.embeddings + w * result.positionalEncoding;
            queries = random ? Matrix(words->query + w * encoding->query) : result.inputs;
            keys = random ? Matrix(words->key + w * encoding->key) : result.inputs;
        } else {
            result.inputs = result.embeddings.cwiseProduct(result.positionalEncoding);
            const RandomProjections &projections = randomProjections(dModel, options.seed);
            queries = random ? Matrix(result.inputs * projections.query) : result.inputs;
            keys = random ? Matrix(result.inputs * projections.key) : result.inputs;
        }
    }
    const bool rope = options.positional && options.scheme == Scheme::Rope;
    const bool alibi = options.positional && options.scheme == Scheme::Alibi;
    if (rope) {
        // After the projection: rotating X instead would let W_Q and W_K mix the rotated pairs,
        // and the scores would no longer depend on the offset alone.
        queries = applyRope(queries, options.base);
        keys = applyRope(keys, options.base);
    }
    const Vector slopes = alibi ? alibiSlopes(options.heads) : Vector();

    const int dK = dModel / options.heads;
    result.scores = Matrix::Zero(n, n);
    result.weights = Matrix::Zero(n, n);
    for (int h = 0; h < options.heads; ++h) {
        // (n × d_k) · (d_k × n) → (n × n)
        Matrix scores = queries.middleCols(h * dK, dK) * keys.middleCols(h * dK, dK).transpose() / std::sqrt(double(dK));
        if (alibi)
            scores += alibiBias(n, slopes[h]);
        if (options.causal)
            scores.triangularView<Eigen::StrictlyUpper>().setConstant(kMinusInfinity);
        Matrix weights = softmaxRows(scores);
        result.scores += scores / options.heads;
        result.weights += weights / options.heads;
        result.headScores.push_back(std::move(scores));
        result.headWeights.push_back(std::move(weights));
    }
    return result;
}

std::optional<std::vector<int>> tokenPermutation(const QStringList &a, const QStringList &b)
{
    if (a.size() != b.size())
        return std::nullopt;
    // Where each token occurs in A, in order; B's occurrences take them from the front.
    QHash<QString, QList<int>> unusedInA;
    for (int k = 0; k < int(a.size()); ++k)
        unusedInA[a[k]].append(k);
    std::vector<int> permutation;
    permutation.reserve(b.size());
    for (const QString &token : b) {
        QList<int> &unused = unusedInA[token];
        if (unused.isEmpty())
            return std::nullopt;
        permutation.push_back(unused.takeFirst());
    }
    return permutation;
}

Matrix permuteMatrix(const Matrix &a, const std::vector<int> &permutation)
{
    const Eigen::Index n = a.rows();
    if (a.cols() != n || Eigen::Index(permutation.size()) != n)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "permutation must have one index per row of a square matrix (got %1 indices for %2 × %3).")
                                   .arg(permutation.size()).arg(a.rows()).arg(a.cols()));
    for (const int index : permutation)
        if (index < 0 || index >= n)
            throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "permutation indices must be from 0 to %1 (got %2).")
                                       .arg(n - 1).arg(index));
    Matrix permuted(n, n);
    // Column by column, as Eigen stores the matrices: row by row was 7× slower at n = 256.
    for (Eigen::Index j = 0; j < n; ++j)
        for (Eigen::Index i = 0; i < n; ++i)
            permuted(i, j) = a(permutation[i], permutation[j]);
    return permuted;
}

} // namespace pe
