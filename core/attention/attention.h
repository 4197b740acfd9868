#pragma once
// Dimension letters used below: n = number of tokens, D = d_model, H = heads, d_k = D / H.

#include "attention/score_functions.h"
#include "schemes/position_schemes.h"
#include "schemes/sinusoidal_encoding.h"
#include "text/token_embedding.h"

#include <QString>
#include <QList>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

namespace pe {

struct WordVectors;  // word_vectors.h
class AttentionCache;  // cache.h

/// How an additive scheme's PE enters the input of attention (rope and alibi do not use it).
enum class Combine {
    Add,       ///< X = E + w·PE, as in the paper
    Multiply,  ///< X = E ⊙ PE, element by element (w is not used)
};

/// Where queries and keys come from.
enum class Projection {
    Identity,  ///< W_Q = W_K = I: a token scores its own vector highest, which is easy to explain
    Random,    ///< W_Q, W_K drawn from N(0, 1/D), like an untrained layer (see computeAttention())
};

inline constexpr int kMaxHeads = 8;
inline constexpr int kMaxAttentionTokens = 512;
inline constexpr int kMaxPositionOffset = 1024;

struct AttentionOptions
{
    int dModel = 64;                  ///< D, in [1, kMaxAttentionDModel]
    bool positional = true;           ///< false: X = E, and word order is invisible to attention
    Combine combine = Combine::Add;
    double positionWeight = 1.0;      ///< w, any finite number (used by Combine::Add)
    /// The word vectors multiplied by √D before the position is added (the paper's §3.4, fairseq,
    /// the annotated Transformer): X = √D·E + w·PE.
    bool scaleEmbeddings = false;
    /// The row of the additive scheme's table the first word reads, in [0, kMaxPositionOffset]:
    /// word i reads row offset + i (fairseq numbers positions from padding_idx + 1, so its first
    /// word reads row 2; BART's learned positions are offset by 2). The relative schemes see
    /// only offsets between words and do not read it.
    int positionOffset = 0;
    Projection projection = Projection::Identity;
    quint64 seed = kDefaultSeed;      ///< for the embeddings and the random projections
    int heads = 1;                    ///< H in [1, kMaxHeads], must divide D
    bool causal = false;              ///< query i sees keys j <= i only, as in a decoder
    double base = 10000.0;            ///< for the sinusoidal PE and RoPE's frequencies
    Layout layout = Layout::Interleaved;  ///< of the sinusoidal PE (RoPE's pairs are schemeSettings.ropeLayout)
    Scheme scheme = Scheme::Sinusoidal;  ///< how position enters (used when positional)
    Score score = Score::Scaled;      ///< how a query and a key make a score (score_functions.h)
    /// What only some schemes read: learned's max_len (n must be at most it), T5's buckets (its
    /// values are t5BucketValues(heads, buckets, seed)), RoPE's scale and pairs, Shaw's k (its
    /// vectors are shawRelativeKeys(heads, k, d_k, seed)); shawValues is not read here.
    SchemeSettings schemeSettings;
    /// Word vectors read from a file (readWordVectors()); null for the random embeddings of an
    /// untrained model. When set, D must equal their dimension.
    std::shared_ptr<const WordVectors> vectors;
    /// An attention sink (gpt-oss): a logit S that joins every row's softmax and is then dropped,
    /// so the row's weights sum to less than 1 (softmaxRows()); none: the plain softmax.
    std::optional<double> sinkLogit;

    bool operator==(const AttentionOptions &) const = default;
};

/// A sink logit is from −kMaxSinkLogit to kMaxSinkLogit: at 30 the sink takes all but e^−30 of a
/// row whose scores are near 0, and past it nothing more can be seen.
inline constexpr double kMaxSinkLogit = 30.0;

/// The scheme's parameters in the options: scheme, D, n positions, base, layout, seed, heads
/// and the scheme settings.
SchemeParams schemeParams(const AttentionOptions &options, int positions);

/// Empty when the options and the number of tokens are in range, otherwise a message naming
/// the first parameter that is not: d_model (in range, then equal to the word vectors' dimension), heads ("heads must divide d_model"), token count
/// (an empty sentence asks for a word), position weight, max_len (learned scheme with position
/// only: its range, then "the learned table has only max_len positions" when n > maxLen), T5's
/// buckets (t5 with position only), for
/// the additive score n · n · d_k at most kMaxAdditiveTerms, then base.
QString validationError(const AttentionOptions &options, int tokenCount);

struct AttentionResult
{
    QStringList tokens;
    Matrix embeddings;                ///< (n × D) E, before any scaling by √D (drawn N(0, 1/D) when it is scaled)
    double embeddingScale = 1.0;      ///< e in X = eE + w·PE: √D when the word vectors are scaled
    QList<bool> fromVectors;          ///< (n) true where E's row is the word vectors' one, false where it is random
    Matrix positionalEncoding;        ///< (n × D) PE rows 0..n-1 of an additive scheme; (0 × 0) without position, for rope and for alibi
    Matrix inputs;                    ///< (n × D) X
    std::vector<Matrix> headScores;   ///< H of (n × n) s(Q_h, K_h) (+ B_h for alibi), masked entries −∞
    std::vector<Matrix> headWeights;  ///< H of (n × n) softmax of each row of headScores
    Matrix scores;                    ///< (n × n) mean of headScores (masked entries −∞)
    Matrix weights;                   ///< (n × n) mean of headWeights; each row sums to 1 (less the sink's)
    Vector sinkWeights;               ///< (n) with a sink, the mean over the heads of what each row gave it; else empty
};

/// Scaled dot-product attention (Vaswani et al., 2017) on an untrained model. The input is
/// \f[ X = eE + w \cdot PE \quad\text{(add)}, \qquad X = eE \odot PE \quad\text{(multiply)},
///     \qquad X = eE \quad\text{(no position, rope, alibi)} \f]
/// with e = embeddingScale(options): √D when the word vectors are scaled, else 1,
/// and each head h in [0, H) computes
/// \f[ A_h = \mathrm{softmax}\left(s(Q_h, K_h) + B_h + M\right), \qquad
///     Q = \rho(X W_Q), \quad K = \rho(X W_K) \f]
/// where:
/// - E (n × D) holds the token embeddings: without word vectors the random ones of
///   tokenEmbeddings(tokens, D, s) times randomWordScale() (1/√D when they are scaled); with them, tokenEmbeddings(tokens, vectors, s), the file's
///   vector of each word it has and the random one of each word it lacks (fromVectors says which);
///   w is the position weight and ⊙ the element-wise product;
/// - PE (n × D) is rows K..K+n−1 of the additive scheme's schemeMatrix() with L = K + n, K the
///   position offset (0 unless set), so normalized divides by the last position read,
///   K + n − 1; learned takes rows K..K+n−1 of learnedTable(maxLen, D, s) and needs K + n ≤ maxLen;
/// - W_Q, W_K (D × D) are I, or randomNormalMatrix(D, D, 1/√D, s ⊕ fnv1a64("W_Q")) and the
///   same with "W_K", s being the seed; σ = 1/√D keeps the rows of Q and K as long as those of X;
/// - ρ is applyRope() with the scheme rope, applied to each head's columns (n × d_k) of Q and K on
///   their own, with the frequencies of d_k, and the identity otherwise: as Hugging Face's
///   LlamaAttention.forward (split into heads, then apply_rotary_pos_emb with head_dim's cos and
///   sin), GPT-NeoX and the Training Lab do. Rotating after the projection and within a head is
///   what makes the query-key part of Q_h K_hᵀ depend on the offset between positions only;
/// - B_h (n × n) is alibiBias(n, m_h) with m = alibiSlopes(H) for the scheme alibi, and 0
///   otherwise; it is part of headScores;
/// - Q_h, K_h (n × d_k) are columns [h·d_k, (h+1)·d_k) of Q and K;
/// - s is the score function of options.score, scoreMatrix() with the seed: by default the
///   scaled dot product Q_h K_hᵀ / √d_k, whose division keeps the scores' spread near 1 whatever
///   d_k is, so softmax does not saturate as heads get wider;
/// - M (n × n) is 0, or with causal attention −∞ above the diagonal (a token cannot see later ones);
/// - softmax acts on each row (softmaxRows()): row i says how query token i spreads its attention.
/// With Combine::Add and random projections, Q is computed as e·(E·W_Q) + w·(PE·W_Q) (equal up to
/// rounding): with a `cache`, the two products are kept for the last two sentences and encodings
/// asked for, so a new position weight costs no (D × D) product. The same for K.
/// The values V = X W_V are not computed: the weights, which the app shows, do not depend on them.
/// Throws InvalidParameter when validationError(options, n) is not empty.
AttentionResult computeAttention(const QStringList &tokens, const AttentionOptions &options, AttentionCache *cache = nullptr);

/// √D when options.scaleEmbeddings, else exactly 1: what the word vectors are multiplied by.
double embeddingScale(const AttentionOptions &options);

/// 1/√D when options.scaleEmbeddings and the word vectors are the random ones, else exactly 1:
/// the standard deviation E's entries are drawn with, as fairseq draws its embeddings
/// (nn.init.normal_(weight, 0, embedding_dim ** -0.5)), so that √D·E has unit entries, the size
/// of the encoding's. Word vectors from a file are taken as they are.
double randomWordScale(const AttentionOptions &options);

struct RandomProjections
{
    int dModel = -1;
    quint64 seed = 0;
    Matrix query; ///< (D × D) W_Q
    Matrix key;   ///< (D × D) W_K
};

/// The W_Q and W_K of Projection::Random (see computeAttention()), drawn from the seed;
/// D in [1, kMaxAttentionDModel], as computeAttention() checks.
RandomProjections randomProjections(int dModel, quint64 seed);

/// Returns (n × m) the softmax of each row of scores (n × m):
/// \f[ \mathrm{softmax}(s)_j = \frac{e^{s_j - m}}{\sum_k e^{s_k - m}}, \qquad m = \max_k s_k \f]
/// where s is one row. Subtracting m changes nothing mathematically but keeps every exponent
/// at most 0, so e^{s_j - m} never overflows (e^{710} is already infinite) and the largest term is
/// exactly 1, so the sum never underflows to 0. Entries of −∞ (masked) get weight exactly 0;
/// a row that is entirely −∞ has nothing to attend to and stays all zeros. Scores must be
/// finite or −∞.
/// With a sink logit S (gpt-oss's eager_attention_forward: the sink concatenated to each row's
/// logits, softmax, the sink's column dropped):
/// \f[ w_{ij} = \frac{e^{s_{ij}}}{e^{S} + \sum_k e^{s_{ik}}}, \qquad
///     \text{sink}_i = \frac{e^{S}}{e^{S} + \sum_k e^{s_{ik}}} \f]
/// computed with m = max(S, max_k s_ik) subtracted; sinkWeights (n), when given, gets sink_i. A
/// row that is entirely −∞ then gives all of its weight to the sink. S must be finite.
Matrix softmaxRows(const Matrix &scores, std::optional<double> sinkLogit = std::nullopt, Vector *sinkWeights = nullptr);

/// For two token lists holding the same multiset: returns the permutation p (n) with
/// B[k] == A[p[k]], matching the k-th occurrence of a token in B with its k-th occurrence
/// in A; std::nullopt when the multisets differ.
std::optional<std::vector<int>> tokenPermutation(const QStringList &a, const QStringList &b);

/// Aligns sentence A's (n × n) matrix to sentence B's order: returns (n × n) M with
/// \f[ M_{ij} = a_{p_i p_j}, \qquad\text{i.e.}\qquad M = P A P^\top \f]
/// where p comes from tokenPermutation(A, B) and P is its permutation matrix (P_{i p_i} = 1).
/// Throws InvalidParameter unless a is square, p has one index per row and every index is a row.
Matrix permuteMatrix(const Matrix &a, const std::vector<int> &permutation);

} // namespace pe
