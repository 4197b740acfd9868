#pragma once
// The tiny Transformer of the Training Lab: its parameters, its activations, one forward and one
// backward pass over a mini-batch, and the Adam optimiser. The layers are in layers.h.
// Dimension letters used below: B = sentences in a batch, n = tokens per sentence, R = B·n,
// D = d_model, H = heads, F = 4D, C = classes, V = vocabulary, P = rows of the learned table.

#include "schemes/position_schemes.h"
#include "schemes/scheme_kind.h"
#include "training/layers.h"

#include <QString>
#include <optional>
#include <vector>

namespace pe {

inline constexpr int kMaxTrainingLayers = 4;
inline constexpr int kMaxTrainingDModel = 256;
inline constexpr int kMaxTrainingHeads = 8;

/// The shape of the model and how it is told where each token stands.
struct ModelConfig
{
    std::optional<Scheme> position = Scheme::Sinusoidal;  ///< nullopt: no positional information at all
    bool causal = false;    ///< each token sees only the tokens before it; the last token then speaks for the sentence
    int layers = 1;         ///< N blocks, 1 to kMaxTrainingLayers
    int heads = 2;          ///< H, dividing D
    int dModel = 32;        ///< D
    int vocabulary = 0;     ///< V
    int classes = 0;        ///< C
    bool perToken = false;  ///< one label per token (reverse) instead of one per sentence (who did it)
    double base = 10000.0;  ///< of the sinusoidal and RoPE frequencies
    Score score = Score::Scaled;  ///< how each head's queries and keys make its scores (headScoresForward())
    Layout layout = Layout::Interleaved;  ///< the sinusoidal encoding's convention (sinusoidalEncoding())
    /// What only some schemes read: maxLen is P, the rows of the learned table (longer sentences
    /// have no encoding) and the length RoPE's scaling counts from; t5 its buckets (causal ones
    /// when the model is causal); RoPE's scaling kind (how sentences longer than P are turned,
    /// ropeScaleFor()) and pairs (ropeForward()); Shaw's k and whether it has relative values
    /// too (attentionForward()).
    SchemeSettings schemeSettings{.maxLen = 8};
    /// RoPE turns with schemeSettings.ropeScale as it is set, at every length, as the Attention
    /// Lab does (the lab's untrained block); false: only past maxLen, from it (ropeScaleFor()).
    bool ropeScaleAsSet = false;
};

/// How the model's scheme enters it, from the scheme's table entry (none counts as added: nothing is).
SchemeKind kindOf(const ModelConfig &config);
/// "none" or the scheme's name.
QString positionName(const std::optional<Scheme> &position);
/// Empty when the config can be built, else a message naming the first value out of range (or
/// a scheme the training core cannot train).
QString validationError(const ModelConfig &config);
/// True when a sentence of n tokens has an encoding: everything but a learned table shorter than n.
bool hasEncoding(const ModelConfig &config, int tokens);
/// RoPE's scale for a sentence of n tokens: config's ropeScale with the factor s = n / maxLen and
/// the original length L0 = maxLen when n > maxLen (so "train on 8, test on 16" uses s = 2), no
/// scaling up to maxLen, where the model trained. Dynamic NTK gets s = 1: it reads n itself, and
/// its base b·(n/L0)^(d/(d−2)) is then NTK's at s = n / L0. With ropeScaleAsSet, the scale as set.
RopeScale ropeScaleFor(const ModelConfig &config, int tokens);

/// One block's parameters; 1-D ones are (1 × k) rows.
struct BlockParameters
{
    Matrix ln1Gain, ln1Bias;      ///< (1 × D)
    Matrix wq, wk, wv, wo;        ///< (D × D); head h uses columns h·D/H … (h+1)·D/H − 1 of wq, wk, wv and those rows of wo
    Matrix ln2Gain, ln2Bias;      ///< (1 × D)
    Matrix w1, b1;                ///< (D × F), (1 × F)
    Matrix w2, b2;                ///< (F × D), (1 × D)
    /// Shaw's key vectors, (H·(2k + 1) × D/H): row h·(2k + 1) + r + k for head h and relation r,
    /// a set for each block as in Shaw et al. (who share one set by all heads); else (0 × 0).
    Matrix relativeKeys;
    Matrix relativeValues;  ///< Shaw's value vectors when config.schemeSettings.shawValues, shaped as relativeKeys; else (0 × 0)
    ScoreParameters score;  ///< the score function's own weights (additive, bilinear), else (0 × 0)
};

/// Every parameter; the same struct holds their gradients.
struct ModelParameters
{
    Matrix embedding;                   ///< (V × D)
    Matrix position;                    ///< (P × D) for the learned table, else (0 × 0)
    Matrix relativeBias;                ///< (H × B) T5's bucket values, one set for every block as in T5; else (0 × 0)
    std::vector<BlockParameters> blocks;
    Matrix lnFGain, lnFBias;            ///< (1 × D)
    Matrix headWeight, headBias;        ///< (D × C), (1 × C)
};

/// A parameter by its exported name ("block0.wq"), and whether it is 1-D.
struct NamedTensor
{
    QString name;
    Matrix *tensor;
    bool vector;
};
/// Every tensor of `parameters` in a fixed order (embedding, position, relative_bias, blocks, ln_f, head).
std::vector<NamedTensor> namedTensors(ModelParameters &parameters);

/// The initial parameters, from the seed: every weight matrix, the embedding, the learned
/// table, T5's bucket values, Shaw's key and value vectors and the score's weights drawn from N(0, 0.02²) (GPT-2's initialisation), each tensor from its own stream
/// (seed ⊕ fnv1a64(name)) so that adding a layer does not change the others; LayerNorm gains 1,
/// every bias 0. Throws InvalidParameter when validationError(config) is not empty.
ModelParameters initialParameters(const ModelConfig &config, quint64 seed);
/// The same shapes, all zero: for gradients and Adam's moments.
ModelParameters zerosLike(const ModelParameters &parameters);

/// A mini-batch: B sentences of n tokens each, so no padding or mask is needed.
struct Batch
{
    BatchShape shape;
    std::vector<int> ids;     ///< (R) token ids in [0, V), sentence by sentence
    std::vector<int> labels;  ///< (B) class ids, or (R) for a per-token task
};

/// What the forward pass keeps for the backward pass, owned by the caller. Block b reads x[b]
/// and writes x[b + 1]; x has N + 1 entries.
struct BlockActivations
{
    Matrix ln1, q, k, v, weights, heads, attention, residual, ln2, hidden, relu, feedForward;
    Vector ln1Mean, ln1Rstd, ln2Mean, ln2Rstd;
};
/// The gradients of the activations, kept from step to step so that a step does not allocate
/// (and fault in) fresh memory for them.
struct ActivationGradients
{
    Matrix logits, pooled, final, x, residual, relu, hidden, ln2, input, heads, q, k, v, ln1, bias;
};
struct ModelActivations
{
    std::vector<Matrix> x;                ///< N + 1 of (R × D): the input, then each block's output
    Matrix scoreBias;                     ///< (H·n × n) the bias on every block's scores (ALiBi, T5), else (0 × 0)
    std::vector<BlockActivations> blocks;
    Matrix final;                         ///< (R × D) LN_f of the last x
    Vector finalMean, finalRstd;
    Matrix pooled;                        ///< (B × D) for a sentence task
    Matrix logits;                        ///< (B × C), or (R × C) sentence by sentence (row b·n + t), as the labels
    Matrix probabilities;                 ///< softmax of the logits
    ActivationGradients gradients;        ///< filled by modelBackward()
};

/// The model on a batch; returns the mean cross-entropy loss. Pre-LayerNorm blocks:
/// \f[ h = x + \mathrm{Attn}(\mathrm{LN}_1(x)), \qquad
///     x' = h + \mathrm{ReLU}(\mathrm{LN}_2(h)\,W_1 + b_1)\,W_2 + b_2 \f]
/// where the input is x = E[t] + PE for the schemes that add a vector (PE = schemeMatrix() for
/// positions 0 … n − 1; the learned table's first n rows), x = E[t] for none, RoPE (which turns
/// each head's queries and keys, ropeForward()), ALiBi (a bias −m_h |i − j| on head h's
/// scores, m = alibiSlopes(H), the authors' slopes) and T5 (a bias relativeBias(h, bucket(j − i)) on head
/// h's scores in every block, t5Bias()) and Shaw (each key plus its block's vector for the
/// relation clip(j − i, −k, k) in head h's scores, attentionScores(); with shawValues each output
/// adds the value vectors of its relations too, attentionForward()). Each head scores with
/// config.score (headScoresForward()). After the last block, LN_f, then the mean over the
/// tokens (or the last token when causal) and a linear layer to C classes; a per-token task
/// applies the linear layer at every token. The batch must fit the config: ids in [0, V),
/// labels in [0, C), hasEncoding(config, n).
double modelForward(ModelActivations &activations, const ModelParameters &parameters, const ModelConfig &config,
                    const Batch &batch);
/// One sentence through the model, as modelForward() computes it for a batch of that sentence alone.
struct SentencePass
{
    ModelActivations activations;            ///< every activation; x[0] is the first block's input
    std::vector<std::vector<Matrix>> scores; ///< [block][head] (n × n) S_h + G_h + M before softmax (attentionScores()), masked entries −∞
};
/// The model on the sentence `ids` (n ≥ 1 ids in [0, V), hasEncoding(config, n)). With `input`
/// (n × D) given, the first block reads it instead of E[t] + PE (ids are then only the labels'
/// count and may be empty): the Attention Lab's own input through an untrained block.
SentencePass sentenceForward(const ModelParameters &parameters, const ModelConfig &config, const std::vector<int> &ids,
                             const Matrix *input = nullptr);
/// (n × D) the PE modelForward() adds to the word vectors of a sentence of n tokens (the scheme's
/// matrix, or the learned table's first n rows); (0 × 0) when nothing is added.
Matrix sentencePositions(const ModelParameters &parameters, const ModelConfig &config, int tokens);
/// What the first block's attention does with one sentence, as modelForward() computes it.
struct FirstLayerAttention
{
    Matrix positions;             ///< (n × D) the PE added to the embeddings; (0 × 0) when nothing is added
    Matrix input;                 ///< (n × D) x = E[t] + PE, or E[t]
    std::vector<Matrix> scores;   ///< H of (n × n) S_h + G_h + M before softmax (see attentionScores())
    std::vector<Matrix> weights;  ///< H of (n × n) their softmax, the weights the model used
};
/// The model's forward pass on the sentence `ids` (n ≥ 1 ids in [0, V), hasEncoding(config, n))
/// alone, its first block's attention kept. With config.position reset to nullopt the same
/// parameters run without their positions.
FirstLayerAttention firstLayerAttention(const ModelParameters &parameters, const ModelConfig &config, const std::vector<int> &ids);
/// Adds the gradient of the loss of the last modelForward() to `gradients`.
void modelBackward(ModelParameters &gradients, ModelActivations &activations, const ModelParameters &parameters,
                   const ModelConfig &config, const Batch &batch);

/// Adam (Kingma and Ba, 2015) as torch.optim.Adam computes it, for the PyTorch check to agree to
/// the last digits: at step t, for every parameter θ with gradient g,
/// \f[ m \leftarrow \beta_1 m + (1 - \beta_1) g, \quad v \leftarrow \beta_2 v + (1 - \beta_2) g^2, \quad
///     \theta \leftarrow \theta - \frac{\eta}{1 - \beta_1^t} \cdot \frac{m}{\sqrt{v} / \sqrt{1 - \beta_2^t} + \varepsilon} \f]
/// with β₁ = 0.9, β₂ = 0.999, ε = 1e-8, η the learning rate, and no weight decay.
class Adam
{
public:
    Adam(const ModelParameters &parameters, double learningRate);
    void step(ModelParameters &parameters, ModelParameters &gradients);

private:
    double m_learningRate;
    int m_step = 0;
    ModelParameters m_first;
    ModelParameters m_second;
};

} // namespace pe
