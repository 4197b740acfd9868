#pragma once
// Dimension letters used below: L = number of positions, D = d_model, R = floor(D/2) rotated pairs,
// H = attention heads, n = number of tokens (rows of a query or key matrix).

#include "schemes/rope_partial.h"
#include "schemes/rope_scaling.h"
#include "schemes/sinusoidal_encoding.h"
#include "text/token_embedding.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pe {

/// The ways of telling a Transformer where each token stands, the paper's and the ones students
/// ask about next.
enum class Scheme {
    Sinusoidal,  ///< Vaswani et al. (2017): sines and cosines of falling frequencies
    Integer,     ///< the position itself, one number in the first dimension: the first idea everyone has
    Normalized,  ///< the position divided by the last one, so it stays in [0, 1]
    Binary,      ///< the position written in binary, one bit per dimension
    Learned,     ///< a trained table with one row per position, as in BERT and GPT-2
    Rope,        ///< rotary position embedding (Su et al., 2021): queries and keys are rotated
    Alibi,       ///< attention with linear biases (Press et al., 2022): a penalty on the scores
    T5,          ///< T5's relative bias (Raffel et al., 2020): one number per head and distance bucket on the scores
    Shaw,        ///< relative keys (Shaw et al., 2018): a vector per clipped distance added to each key
};

QString schemeName(Scheme scheme);   ///< "sinusoidal", "integer", "normalized", "binary", "learned", "rope", "alibi", "t5", "shaw"
bool schemeFromName(const QString &name, Scheme *scheme);
QList<Scheme> allSchemes();          ///< every scheme, in the order of the enum
/// True for the five schemes whose (L × D) matrix is added to (or multiplied with) the word
/// vectors; false for rope, alibi, t5 and shaw, which leave the word vectors alone and act inside attention.
bool isAdditive(Scheme scheme);
/// Two or three sentences a student understands: how the scheme works and where it falls short.
QString schemeExplanation(Scheme scheme);

/// Rows of the learned table. Small by default so that a sentence longer than the table, and
/// the gap after the last row, are easy to reach; GPT-2 has 1024 rows, BERT 512.
inline constexpr int kDefaultMaxLen = 64;
/// ALiBi's head count for the slopes; the paper's models have at most 16 heads.
inline constexpr int kMaxAlibiHeads = 64;
/// The largest L whose (L × L) matrix over pairs of positions (ALiBi's bias, T5's buckets, Shaw's
/// clipped distances) holds at most kMaxMatrixValues values.
inline constexpr int kMaxPairMatrixPositions = 11585;
/// Shaw's clipping distance k: relations from −k to k.
inline constexpr int kMaxShawClip = 4096;
inline constexpr int kDefaultShawClip = 4;
/// T5's buckets: at least 4, so that each direction counts at least one distance exactly.
inline constexpr int kMinT5Buckets = 4;
inline constexpr int kMaxT5Buckets = 1024;

/// T5's relative positions: how many buckets, the distance from which they all share the last
/// bucket, and whether keys after the query count (bidirectional, T5's encoder) or not (causal,
/// its decoder). The defaults are T5's.
struct T5Buckets
{
    int buckets = 32;        ///< B, in [kMinT5Buckets, kMaxT5Buckets]
    int maxDistance = 128;   ///< larger than t5ExactDistances(), at most kMaxPositions
    bool causal = false;     ///< one direction: every key after the query shares bucket 0

    bool operator==(const T5Buckets &) const = default;
};

/// RoPE's layout on the command line and in files: "pairs" (Layout::Interleaved) or "halves"
/// (Layout::Concatenated); see applyRope().
QString ropeLayoutName(Layout layout);
bool ropeLayoutFromName(const QString &name, Layout *layout);
QStringList ropeLayoutNames();  ///< every ropeLayoutName(), in the order of Layout

/// The settings that only some schemes read, in one place: the explorer's SchemeParams, the
/// Attention Lab's AttentionOptions, the training core's ModelConfig and the Training Lab's
/// TrainingSettings each embed this struct, so a new scheme setting is one field here (plus its
/// control, option, lesson key and check), and every comparison of those structs sees it.
struct SchemeSettings
{
    /// learned: rows of the table, in [1, kMaxPositions]. In training, the training length
    /// (TrainingSettings::trainLength), which modelConfig() writes here.
    int maxLen = kDefaultMaxLen;
    /// t5. Its direction follows the mask where a model has one (the Attention Lab and training:
    /// causal buckets under a causal mask, as T5's decoder).
    T5Buckets t5{};
    /// rope: how it stretches to longer sentences. In training the factor is each test length
    /// over the training length and L0 the training length (ropeScaleFor()).
    RopeScale ropeScale{};
    /// rope: which two dimensions turn together, adjacent pairs (Layout::Interleaved) or halves
    /// (Layout::Concatenated); see applyRope(). The sinusoidal scheme's own layout is
    /// SinusoidalParams::layout.
    Layout ropeLayout = Layout::Interleaved;
    /// rope: which part of each head turns, all of it or GPT-NeoX's or Gemma 4's part (rope_partial.h);
    /// not with ropeScale (schemeSettingsError()).
    PartialRotary ropePartial{};
    int shawClip = kDefaultShawClip;  ///< shaw: k, in [1, kMaxShawClip]
    /// shaw, in training: each block also learns a vector per relation added to the values.
    bool shawValues = false;

    bool operator==(const SchemeSettings &) const = default;
};

struct SchemeParams
{
    Scheme scheme = Scheme::Sinusoidal;
    SinusoidalParams encoding{};  ///< D, L, base (sinusoidal and rope) and layout (sinusoidal) for every scheme
    quint64 seed = kDefaultSeed;  ///< learned, t5, shaw: the random numbers of the table, bucket values or vectors
    int heads = 8;                ///< alibi only: H for the slopes, in [1, kMaxAlibiHeads]
    SchemeSettings schemeSettings{};  ///< what only some schemes read

    /// Every field, so that a new setting changes the matrix without a list to remember.
    bool operator==(const SchemeParams &) const = default;
};

/// Empty when the settings only some schemes read are in range for params.scheme (RoPE's scale,
/// Shaw's clip, T5's buckets), else a message naming the first that is not.
QString schemeSettingsError(const SchemeParams &params);

/// Empty when every parameter is in range, otherwise a message naming the first one that is
/// not: the encoding's own (d_model, positions, base) for every scheme, then max_len for
/// learned, heads for alibi, buckets then max distance for t5, the clip for shaw, and positions (at most
/// kMaxPairMatrixPositions for alibi and t5, their matrices being L × L).
/// Parameters a scheme does not use are not checked, so a stale value behind a hidden control
/// never blocks another scheme.
QString validationError(const SchemeParams &params);

/// The matrix the explorer shows for params.scheme, with L = params.encoding.positions:
/// - sinusoidal (L × D): sinusoidalEncoding();
/// - integer (L × D): \f$ PE(pos, 0) = pos \f$ and 0 in every other dimension: one number per
///   position, where LayerNorm cannot subtract it (the same number in every dimension is the
///   mean it subtracts). The values grow without bound and soon dwarf word vectors whose entries
///   are about 1;
/// - normalized (L × D): \f$ PE(pos, 0) = \frac{pos}{L - 1} \f$ (0 when L = 1), 0 elsewhere. Bounded,
///   but one step is 1/(L − 1), so position 3 means something else in every sentence length;
/// - binary (L × D): \f$ PE(pos, j) = \left\lfloor pos / 2^j \right\rfloor \bmod 2 \f$, bit j of
///   pos mod 2^D, least significant bit in dimension 0, as 0 or 1. Dimension j is a square wave
///   that flips every 2^j positions; the sinusoidal encoding is its smooth cousin, and unlike it
///   jumps, so neighbouring positions can differ in many dimensions at once (7 and 8 in four);
/// - learned (L × D): rows 0 … maxLen − 1 of learnedTable(); rows from maxLen on are NaN because
///   no vector exists for positions the table never had (the explorer shows the gap);
/// - rope (L × R): ropeAngles() with params.ropeScale, the angle each pair of a query or key is rotated by;
/// - alibi (L × L): alibiBias(L, m_1), the bias of the first head, m_1 = alibiSlopes(H)[0];
/// - t5 (L × L): t5BucketMap(), the bucket of every (query, key) pair, as doubles;
/// - shaw (L × L): shawClippedDistances(), the relation of every (query, key) pair.
/// Throws InvalidParameter when validationError(params) is not empty.
Matrix schemeMatrix(const SchemeParams &params);

/// Returns (maxLen × D) the position table of an untrained model, drawn from N(0, 0.02²) like
/// GPT-2's initialisation:
/// \f[ T = \mathrm{randomNormalMatrix}(\mathrm{maxLen}, D, 0.02, s \oplus h(\text{"learned"})) \f]
/// where s is the seed, h is fnv1a64() and ⊕ is XOR (so the table differs from the projections
/// drawn from the same seed). The table is filled row by row, so row p is the same whatever
/// maxLen is, as long as p < maxLen. Throws InvalidParameter for maxLen outside
/// [1, kMaxPositions], D outside [1, kMaxDModel] or more than kMaxMatrixValues values.
Matrix learnedTable(int maxLen, int dModel, quint64 seed);

/// True when the binary encoding of L positions repeats itself: D bits count only to 2^D − 1,
/// so position 2^D gets the code of position 0. That happens exactly when \f$ L > 2^D \f$.
bool binaryWraps(int positions, int dModel);

/// Returns (L × R) the rotation angles of RoPE:
/// \f[ \theta(pos, i) = pos \cdot \omega'_i \f]
/// where pos in [0, L) is the position, i in [0, R) the pair and ω'_i = ropeFrequencies(D, base,
/// scale, L)(i), the L positions being the current length that dynamic NTK reads; without scaling
/// ω'_i = pairFrequency(i, D, base), the same frequencies as the sinusoidal encoding. Throws
/// InvalidParameter when the corresponding SinusoidalParams or the scale are out of range.
Matrix ropeAngles(int positions, int dModel, double base, const RopeScale &scale = {});

/// Returns (R) the frequency of each pair for the scheme rope as params set it: ropeFrequencies()
/// with its scaling, or partialRopeFrequencies() with 0 for the pairs of a partial RoPE that do not turn.
Vector ropePairFrequencies(const SchemeParams &params);
/// A sentence saying which part of each head a partial RoPE turns (params.schemeSettings.ropePartial),
/// computed from its numbers; empty when the whole head turns.
QString partialRopeSentence(const SchemeParams &params);

/// Returns (n × D) x with each pair of dimensions (a_i, b_i) of row p rotated by θ(p, i):
/// \f[ \begin{pmatrix} y_{p,a_i} \\ y_{p,b_i} \end{pmatrix} =
///     \begin{pmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{pmatrix}
///     \begin{pmatrix} x_{p,a_i} \\ x_{p,b_i} \end{pmatrix}, \qquad \theta = p\,\omega_i \f]
/// where x is (n × D), row p the token at position p, ω_i = pairFrequency(i, D, base), i in
/// [0, R), and the pair's dimensions are those of the sine and cosine of pair i in the
/// sinusoidal layout (dimensionOf()):
/// - Layout::Interleaved, "adjacent pairs": (a_i, b_i) = (2i, 2i + 1), as in the RoFormer paper,
///   GPT-J and Meta's LLaMA code; with odd D the last dimension is left as it is;
/// - Layout::Concatenated, "halves": (a_i, b_i) = (i, ⌈D/2⌉ + i), as in GPT-NeoX and Hugging
///   Face's LLaMA (rotate_half); with odd D dimension ⌈D/2⌉ − 1 is left as it is.
/// The two are the same rotation of permuted dimensions (see ropeLayoutDeviation()).
/// Why it works: R_m is orthogonal and R_mᵀ R_n = R_{n−m}, so
/// \f$ (R_m q) \cdot (R_n k) = q^\top R_{n-m} k \f$ depends on the offset n − m only, and
/// rotations keep every row's length. Throws InvalidParameter when x has no columns, more
/// than kMaxDModel columns or more than kMaxPositions rows, or the base is out of range.
/// With a scale, θ is the scaled angle of ropeAngles() for n positions, and both rows of each
/// pair are multiplied by ropeAttentionFactor(scale) (YaRN's, as Hugging Face does to cos and sin).
Matrix applyRope(const Matrix &x, double base, Layout layout = Layout::Interleaved, const RopeScale &scale = {});

/// Returns (H) the ALiBi slopes as the authors' get_slopes() makes them (attention_with_linear_biases,
/// and Hugging Face's BLOOM). For H a power of two, a geometric sequence:
/// \f[ m_h = 2^{-8h/H}, \qquad h = 1, \ldots, H \f]
/// (8 heads: 1/2, 1/4, …, 1/256). Otherwise the sequence of the largest power of two P below H,
/// then every other slope of the sequence of 2P (its 1st, 3rd, …) until there are H:
/// \f[ m_h = 2^{-8h/P} \; (h \le P), \qquad m_h = 2^{-8(2(h-P)-1)/(2P)} \; (h > P) \f]
/// (6 heads: 1/4, 1/16, 1/64, 1/256, then 1/2, 1/8), so that the slopes of a model with H heads
/// are those of the nearest power of two with the steepest ones in between. Throws
/// InvalidParameter for H outside [1, kMaxAlibiHeads].
Vector alibiSlopes(int heads);

/// Returns (rows × columns) the entries at these rows and columns of the L × L matrix whose entry
/// (i, j) depends on j − i alone: byOffset[j − i + L − 1], byOffset holding 2L − 1 values (for
/// j − i from 1 − L to L − 1). ALiBi's bias, T5's buckets and Shaw's distances are such matrices:
/// their explorer views ask for the entries they show, never for the whole L × L matrix.
Matrix entriesByOffset(const Vector &byOffset, IndexRange rows, IndexRange columns);

/// ALiBi's bias −m·|r| for each r = j − i from 1 − n to n − 1 (see alibiBias()); the same checks.
Vector alibiByOffset(int n, double slope);

/// Returns (n × n) the bias ALiBi adds to one head's attention scores:
/// \f[ B_{ij} = -m \cdot |i - j| \f]
/// where i is the query's position, j the key's and m ≥ 0 the head's slope: a word pays more
/// to attend to words further away, and a head with a small slope looks further. The paper's
/// decoders see only j ≤ i; the absolute value extends the penalty to keys on both sides.
/// Because it depends on the distance only, B is the same for a sentence read backwards.
/// Throws InvalidParameter for n outside [0, kMaxPairMatrixPositions], or m negative or not finite.
Matrix alibiBias(int n, double slope);

/// Empty when t5 is in range, otherwise a message naming the first setting that is not: the
/// buckets, then the max distance (more than t5ExactDistances(), at most kMaxPositions).
QString validationError(const T5Buckets &t5);

/// Returns how many distances T5 counts one by one in each direction before its buckets grow:
/// B/4 when bidirectional (half the buckets for each direction), else B/2 (integer division).
int t5ExactDistances(const T5Buckets &t5);

/// t5 with its max distance raised to t5ExactDistances() + 1 when it is not above it: more
/// buckets, or causal ones, count more distances one by one.
T5Buckets t5WithRoomForExact(T5Buckets t5);

/// Returns the bucket of the relative position r = j − i (key j, query i), as T5's reference code
/// computes it (mesh_tensorflow's and Hugging Face's `_relative_position_bucket`):
/// - bidirectional: N = ⌊B/2⌋ buckets per direction, keys after the query (r > 0) add N, and
///   d = |r|; causal: N = B, d = max(−r, 0) (every later key is in bucket 0 with the query itself);
/// - with e = ⌊N/2⌋ = t5ExactDistances(), a distance d < e has its own bucket d, and a larger one
///   the logarithmic bucket
///   \f[ \min\left(N - 1,\; e + \left\lfloor \frac{\ln(d/e)}{\ln(M/e)}\,(N - e) \right\rfloor\right) \f]
///   where M is maxDistance: from M on, every distance shares bucket N − 1.
/// Like the reference, the logarithmic bucket is computed in single precision (float32, each
/// operation rounded correctly), so that it agrees with T5's code bucket for bucket; when the
/// product lands within a float32 step of a whole number, libraries whose float32 log is not
/// correctly rounded can differ by one bucket (NumPy's and PyTorch's do at 4 of 5,900 settings).
/// Throws InvalidParameter when t5 is out of range (see validationError()).
int t5Bucket(int relative, const T5Buckets &t5);

/// The smallest distance d whose keys before the query (r = −d) are in the last bucket, N − 1:
/// the logarithmic buckets reach it before M (91 with T5's 32 buckets and M = 128), and every
/// distance from it on shares it. The same checks as t5Bucket().
int t5LastBucketStart(const T5Buckets &t5);

/// t5Bucket(r) for each r = j − i from 1 − L to L − 1, as doubles; the same checks as t5BucketMap().
Vector t5BucketsByOffset(int positions, const T5Buckets &t5);

/// Returns (L × L) the bucket of every query i (row) and key j (column), t5Bucket(j − i), as doubles.
/// Throws InvalidParameter for L outside [0, kMaxPairMatrixPositions] or t5 out of range.
Matrix t5BucketMap(int positions, const T5Buckets &t5);

/// Returns (H × B) the bucket values of an untrained model, one per head and bucket:
/// randomNormalMatrix(H, B, 1, s ⊕ h("t5")), s the seed, h fnv1a64(). Row h is the same whatever
/// H is. (T5 learns them; standard deviation 1 makes their effect visible before training.)
Matrix t5BucketValues(int heads, int buckets, quint64 seed);

/// Returns (n × n) the bias T5 adds to head h's scores: B_ij = values(h, t5Bucket(j − i)).
/// values is (H × B) with B = t5.buckets. Depends on j − i only, like ALiBi, but not the same in
/// both directions: a sentence read backwards gets other biases.
Matrix t5Bias(int n, const T5Buckets &t5, const Matrix &values, int head);

/// Empty when Shaw's clipping distance k is in [1, kMaxShawClip], else a message naming it.
QString shawClipError(int clip);

/// clip(r, −k, k) for each r = j − i from 1 − L to L − 1; the same checks as shawClippedDistances().
Vector shawDistancesByOffset(int positions, int clip);

/// Returns (L × L) Shaw's clipped distances, the relation of every query i (row) and key j (column):
/// \f[ R_{ij} = \mathrm{clip}(j - i, -k, k) \f]
/// so there are at most 2k + 1 relations, and keys further than k away look alike. Throws
/// InvalidParameter for L outside [0, kMaxPairMatrixPositions] or k outside [1, kMaxShawClip].
Matrix shawClippedDistances(int positions, int clip);

/// Returns (H·(2k + 1) × w) the relative key vectors of an untrained model: row h·(2k + 1) + r + k
/// is a^K_r of head h, r in [−k, k], drawn as randomNormalMatrix(H·(2k + 1), w, 1, s ⊕ h("shaw")),
/// s the seed, h fnv1a64(). Inside attention, head h scores query i against key j as
/// \f$ s(q_i, k_j + a^K_{R_{ij}}) \f$ (Shaw et al. use the scaled dot product; the lab applies
/// its score function the same way). Throws InvalidParameter for k out of range.
Matrix shawRelativeKeys(int heads, int clip, int width, quint64 seed);

/// Columns of schemeMatrix(params), without computing it: D, floor(D/2) for RoPE, L for ALiBi and T5.
int schemeColumns(const SchemeParams &params);

/// Entries of schemeMatrix(params) at these rows and columns, bit for bit the same: the paper's
/// scheme and the L × L ones (ALiBi, T5, Shaw) compute just them, the others the whole matrix
/// first. Throws as schemeMatrix() does.
Matrix schemeEntriesAt(const SchemeParams &params, IndexRange rows, IndexRange columns);

/// largestFiniteMagnitude() of schemeMatrix(params); for the L × L schemes from their 2L − 1
/// values by distance, without the whole matrix. Throws as schemeMatrix() does.
double schemeLargestMagnitude(const SchemeParams &params);

/// The rotary property, checked: one query vector q and one key vector k (D, random from the
/// seed) are placed at every position and rotated, and the scores s(m, n) = R_m q · R_n k
/// compared along each diagonal n − m = const:
/// \f[ \max_{m, n} \left| s(m, n) - s(0, n - m) \right| \f]  over 0 ≤ m ≤ n < L.
/// About 1e-15 when D is even: the score depends only on the offset n − m.
double ropeOffsetDeviation(int positions, int dModel, double base, quint64 seed);

/// The two RoPE layouts, checked to be one rotation: q and k (D, random from the seed) are
/// rotated with adjacent pairs, and their permuted copies Πq, Πk with halves, where Π moves
/// dimension 2i to i and 2i + 1 to ⌈D/2⌉ + i (the permutation Hugging Face applies to LLaMA's
/// W_Q and W_K rows when it converts Meta's weights):
/// \f[ \max_{m, n} \left| R^{\text{pairs}}_m q \cdot R^{\text{pairs}}_n k
///       - R^{\text{halves}}_m \Pi q \cdot R^{\text{halves}}_n \Pi k \right| \f]
/// over 0 ≤ m, n < L. About 1e-15 for every D: only the order of the sum differs.
double ropeLayoutDeviation(int positions, int dModel, double base, quint64 seed);

} // namespace pe
