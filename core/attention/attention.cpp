#include "attention/attention.h"
#include "math/translate.h"

#include "attention/cache.h"
#include "schemes/table.h"
#include "text/word_vectors.h"

#include <QCoreApplication>
#include <QHash>
#include <cmath>
#include <limits>

namespace pe {

static constexpr double kMinusInfinity = -std::numeric_limits<double>::infinity();

SchemeParams schemeParams(const AttentionOptions &options, int positions)
{
    return {options.scheme, {options.dModel, positions, options.base, options.layout}, options.seed, options.heads, options.schemeSettings};
}

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
    if (options.positionOffset < 0 || options.positionOffset > kMaxPositionOffset)
        return QCoreApplication::translate("pe::Parameters", "position offset must be a whole number from 0 to %1 (got %2).")
            .arg(kMaxPositionOffset).arg(options.positionOffset);
    if (!std::isfinite(options.positionWeight))
        return QCoreApplication::translate("pe::Parameters", "position weight must be a finite number (got %1).")
            .arg(shortestText(options.positionWeight));
    if (options.sinkLogit && !(std::abs(*options.sinkLogit) <= kMaxSinkLogit))
        return QCoreApplication::translate("pe::Parameters", "the sink logit must be a number from −%1 to %1 (got %2).")
            .arg(kMaxSinkLogit).arg(*options.sinkLogit);
    // Without position the table is not used, so its length cannot get in the way.
    if (options.positional && (schemeInfo(options.scheme).settings & UsesMaxLen)) {
        if (options.schemeSettings.maxLen < 1 || options.schemeSettings.maxLen > kMaxPositions)
            return QCoreApplication::translate("pe::Parameters", "max_len must be a whole number from 1 to %1 (got %2).")
                .arg(kMaxPositions).arg(options.schemeSettings.maxLen);
        if (tokenCount + options.positionOffset > options.schemeSettings.maxLen && options.positionOffset > 0)
            return QCoreApplication::translate("pe::Parameters", "max_len must be at least the position offset plus the token count "
                                                                 "(got max_len %1 for %2 tokens from row %3): the learned table has no row "
                                                                 "after %4. Lower the offset, shorten the sentence or raise max_len.")
                .arg(options.schemeSettings.maxLen).arg(tokenCount).arg(options.positionOffset).arg(options.schemeSettings.maxLen - 1);
        if (tokenCount > options.schemeSettings.maxLen)
            return QCoreApplication::translate("pe::Parameters", "max_len must be at least the token count (got max_len %1 for %2 tokens): "
                                                                 "the learned table has only max_len positions, 0 to %3, and no vector for the later ones. "
                                                                 "Shorten the sentence or raise max_len.")
                .arg(options.schemeSettings.maxLen).arg(tokenCount).arg(options.schemeSettings.maxLen - 1);
    }
    if (options.positional)
        if (QString error = schemeSettingsError(schemeParams(options, tokenCount)); !error.isEmpty())
            return error;
    if (QString error = scoreSizeError(options.score, tokenCount, tokenCount, options.dModel / options.heads); !error.isEmpty())
        return error;
    // d_model is already in range, so only the base can fail here, in the encoding's own words.
    return validationError(SinusoidalParams{options.dModel, 1, options.base, options.layout});
}

Matrix softmaxRows(const Matrix &scores, std::optional<double> sinkLogit, Vector *sinkWeights)
{
    Matrix weights = Matrix::Zero(scores.rows(), scores.cols());
    if (sinkWeights)
        *sinkWeights = Vector::Zero(scores.rows());
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        // Subtract the row's maximum (the sink's logit among them) so every exponent is <= 0: exp
        // cannot overflow, and the largest term is 1, so the sum cannot underflow to 0 either.
        const double rowMax = std::max(scores.cols() ? scores.row(i).maxCoeff() : kMinusInfinity, sinkLogit.value_or(kMinusInfinity));
        if (rowMax == kMinusInfinity)
            continue;
        // std::exp rather than Eigen's vectorised exp, which clamps −∞ to about −709 and would
        // give masked keys a tiny weight instead of exactly 0.
        const double sink = sinkLogit ? std::exp(*sinkLogit - rowMax) : 0.0;
        double sum = sink;
        for (Eigen::Index j = 0; j < scores.cols(); ++j) {
            weights(i, j) = std::exp(scores(i, j) - rowMax);
            sum += weights(i, j);
        }
        weights.row(i) /= sum;
        if (sinkWeights)
            (*sinkWeights)(i) = sink / sum;
    }
    return weights;
}

RandomProjections randomProjections(int dModel, quint64 seed)
{
    const double deviation = 1.0 / std::sqrt(double(dModel));
    return {dModel, seed, randomNormalMatrix(dModel, dModel, deviation, seed ^ fnv1a64("W_Q")),
            randomNormalMatrix(dModel, dModel, deviation, seed ^ fnv1a64("W_K"))};
}

namespace {

// One head's scores with relative keys (Shaw): query i against every key j plus the vector of
// its relation clip(j − i, −k, k), row r + k of `vectors`, one score row at a time.
Matrix relativeScores(const AttentionOptions &options, const Matrix &queries, const Matrix &keys, const Matrix &vectors)
{
    const int n = int(queries.rows());
    const int clip = options.schemeSettings.shawClip;
    Matrix scores(n, n);
    for (int i = 0; i < n; ++i) {
        Matrix relativeKeys = keys;
        for (int j = 0; j < n; ++j)
            relativeKeys.row(j) += vectors.row(std::clamp(j - i, -clip, clip) + clip);
        scores.row(i) = scoreMatrix(options.score, queries.row(i), relativeKeys, options.seed);
    }
    return scores;
}

void project(AttentionInputPart *part, const RandomProjections &projections)
{
    part->query = part->value * projections.query;
    part->key = part->value * projections.key;
}

} // namespace

double embeddingScale(const AttentionOptions &options)
{
    return options.scaleEmbeddings ? std::sqrt(double(options.dModel)) : 1.0;
}

double randomWordScale(const AttentionOptions &options)
{
    return options.scaleEmbeddings && !options.vectors ? 1.0 / std::sqrt(double(options.dModel)) : 1.0;
}

AttentionResult computeAttention(const QStringList &tokens, const AttentionOptions &options, AttentionCache *cache)
{
    AttentionCache uncached;
    AttentionCache &kept = cache ? *cache : uncached;
    const int n = int(tokens.size());
    const QString error = validationError(options, n);
    if (!error.isEmpty())
        throw InvalidParameter(error);
    const int dModel = options.dModel;
    const bool random = options.projection == Projection::Random;

    AttentionResult result;
    result.tokens = tokens;
    const std::shared_ptr<const AttentionInputPart> words = kept.embeddings(
        {tokens, dModel, options.seed, options.vectors, random}, [&] {
            AttentionInputPart part;
            if (options.vectors) {
                part.value = tokenEmbeddings(tokens, *options.vectors, options.seed, &part.fromVectors);
            } else {
                part.value = tokenEmbeddings(tokens, dModel, options.seed);
                part.fromVectors = QList<bool>(n, false);
            }
            if (random)
                project(&part, kept.projections(dModel, options.seed));
            return part;
        });
    // Random word vectors to be scaled are drawn as fairseq draws its embeddings, N(0, 1/D): √D
    // then brings them to unit entries, the encoding's size, as in the libraries that scale. Unit
    // entries times √D would drown the position (57 against 5.7 at D = 64).
    const double drawn = randomWordScale(options);
    result.embeddings = drawn * words->value;
    result.fromVectors = words->fromVectors;

    Matrix queries;  // (n × D)
    Matrix keys;     // (n × D)
    // √D · E when the word vectors are scaled (the paper's §3.4); a factor of exactly 1 otherwise.
    const double e = result.embeddingScale = embeddingScale(options);
    const double wordFactor = e * drawn;  // what the stored vectors (and their projections) are multiplied by
    if (!options.positional || !isAdditive(options.scheme)) {
        result.inputs = e * result.embeddings;
        queries = random ? Matrix(wordFactor * words->query) : result.inputs;
        keys = random ? Matrix(wordFactor * words->key) : result.inputs;
    } else {
        const bool add = options.combine == Combine::Add;
        const std::shared_ptr<const AttentionInputPart> encoding = kept.encoding(
            {options.scheme, dModel, n, options.base, options.layout, options.schemeSettings.maxLen, options.seed, random && add,
             options.positionOffset}, [&] {
                AttentionInputPart part;
                // The rows the words read: K..K+n−1 of a table of K + n positions.
                const int offset = options.positionOffset;
                part.value = offset == 0 ? schemeMatrix(schemeParams(options, n))
                                         : Matrix(schemeMatrix(schemeParams(options, n + offset)).bottomRows(n));
                if (random && add)
                    project(&part, kept.projections(dModel, options.seed));
                return part;
            });
        result.positionalEncoding = encoding->value;
        const double w = options.positionWeight;
        if (add) {
            result.inputs = e * result.embeddings + w * result.positionalEncoding;
            queries = random ? Matrix(wordFactor * words->query + w * encoding->query) : result.inputs;
            keys = random ? Matrix(wordFactor * words->key + w * encoding->key) : result.inputs;
        } else {
            result.inputs = (e * result.embeddings).cwiseProduct(result.positionalEncoding);
            queries = result.inputs;
            keys = result.inputs;
            if (random) {
                const RandomProjections &projections = kept.projections(dModel, options.seed);
                queries = result.inputs * projections.query;
                keys = result.inputs * projections.key;
            }
        }
    }
    const SchemeInfo &scheme = schemeInfo(options.scheme);
    const auto rotate = options.positional ? scheme.rotate : nullptr;
    const auto scoreBias = options.positional ? scheme.scoreBias : nullptr;
    const SchemeParams biasParams = schemeParams(options, n);
    const int dK = dModel / options.heads;
    const Matrix relativeKeys = options.positional && scheme.relativeKeys ? scheme.relativeKeys(biasParams, dK) : Matrix();
    const int relations = 2 * options.schemeSettings.shawClip + 1;
    if (rotate) {
        // After the projection: rotating X instead would let W_Q and W_K mix the rotated pairs,
        // and the scores would no longer depend on the offset alone. Each head on its own, with
        // the frequencies of d_k, as real models do: with halves, turning the whole D would put
        // a pair's two dimensions in two heads, and a head's scores would not be relative.
        for (int h = 0; h < options.heads; ++h) {
            const auto turn = [&](Matrix *x) {
                x->middleCols(h * dK, dK) = rotate(x->middleCols(h * dK, dK), options.base, options.schemeSettings);
            };
            turn(&queries);
            turn(&keys);
        }
    }

    result.scores = Matrix::Zero(n, n);
    result.weights = Matrix::Zero(n, n);
    for (int h = 0; h < options.heads; ++h) {
        // (n × d_k) · (d_k × n) → (n × n)
        Matrix scores = relativeKeys.size() ? relativeScores(options, queries.middleCols(h * dK, dK), keys.middleCols(h * dK, dK),
                                                             relativeKeys.middleRows(h * relations, relations))
                                     : scoreMatrix(options.score, queries.middleCols(h * dK, dK), keys.middleCols(h * dK, dK), options.seed);
        if (scoreBias)
            scores += scoreBias(biasParams, n, h);
        if (options.causal)
            scores.triangularView<Eigen::StrictlyUpper>().setConstant(kMinusInfinity);
        Vector sink;
        Matrix weights = softmaxRows(scores, options.sinkLogit, &sink);
        if (options.sinkLogit)
            result.sinkWeights = (h == 0 ? Vector::Zero(n) : result.sinkWeights) + sink / options.heads;
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
