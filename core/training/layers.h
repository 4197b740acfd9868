#pragma once
// The layers of the tiny Transformer the Training Lab trains, one forward/backward pair each, as
// llm.c writes them: the forward function fills what the backward one needs, the caller owns
// every array (no hidden caches), and each backward function *adds* its gradients to the ones it
// is given, so a parameter used twice collects both contributions.
// Dimension letters used below: B = sentences in a batch, n = tokens per sentence, R = B·n rows,
// token by token with the sentences innermost (row t·B + b is token t of sentence b, so the
// attention reads the sentences side by side in the vector lanes where they are), D = d_model,
// H = heads, d = D/H columns per head, F = hidden units of the feed-forward layer (4D),
// C = classes, V = vocabulary, P = rows of a position table. Row vectors throughout: y = x·W + b.

#include "schemes/position_schemes.h"
#include "training/scores.h"

#include <vector>

namespace pe {

/// How many sentences and tokens the R rows of an activation hold.
struct BatchShape
{
    int sentences = 0;  ///< B
    int tokens = 0;     ///< n, the same for every sentence of a batch
    int rows() const { return sentences * tokens; }
};

/// out (R × D): row t·B + b is embedding[ids[b·n + t]], plus positions' row t (the token's place
/// in its sentence) when positions is given (n × D or longer; an additive scheme's PE or the rows
/// of a learned table). ids (R), sentence by sentence, are in [0, V); embedding is (V × D).
void embeddingForward(Matrix &out, const std::vector<int> &ids, BatchShape shape, const Matrix &embedding,
                      const Matrix *positions);
/// Adds dOut's row t·B + b to dEmbedding's row ids[b·n + t] and, when dPositions is given (the
/// learned table, P × D), to its row t.
void embeddingBackward(Matrix &dEmbedding, Matrix *dPositions, const Matrix &dOut, const std::vector<int> &ids,
                       BatchShape shape);

/// Where a row of x (R × ·) is: row t·B + b (token by token, as the layers have them) or row
/// b·n + t (sentence by sentence, as a batch's ids and a per-token task's labels are).
enum class RowOrder { ByToken, BySentence };
/// x's rows put in the order `to` from the other one.
Matrix reorderRows(const Matrix &x, BatchShape shape, RowOrder to);

/// out = in·W + b, with in (R × I), W (I × O), b (1 × O) or null, out (R × O).
void linearForward(Matrix &out, const Matrix &in, const Matrix &weight, const Matrix *bias);
/// Adds dW += inᵀ·dOut, dB += Σ_r dOut_r and, when dIn is given, dIn += dOut·Wᵀ.
void linearBackward(Matrix *dIn, Matrix &dWeight, Matrix *dBias, const Matrix &dOut, const Matrix &in,
                    const Matrix &weight);

/// Layer normalisation of each row x (D) of in (R × D):
/// \f[ y = \frac{x - \mu}{\sqrt{\sigma^2 + \varepsilon}} \odot g + b, \qquad
///     \mu = \frac{1}{D}\sum_j x_j, \quad \sigma^2 = \frac{1}{D}\sum_j (x_j - \mu)^2 \f]
/// where g (1 × D) is the gain, b (1 × D) the bias and ε = 1e-5; σ² is the biased variance, as
/// PyTorch's LayerNorm uses. mean and rstd (R) keep μ and 1/√(σ² + ε) for the backward pass.
void layerNormForward(Matrix &out, Vector &mean, Vector &rstd, const Matrix &in, const Matrix &gain,
                      const Matrix &bias);
/// With x̂ = (x − μ)·rstd and ĝ = dOut ⊙ g, row by row:
/// \f[ \frac{\partial L}{\partial x} = \mathrm{rstd}\left(\hat g - \overline{\hat g} - \hat x\,\overline{\hat g \odot \hat x}\right) \f]
/// (bars are means over the D columns); dGain += Σ_r dOut ⊙ x̂, dBias += Σ_r dOut, dIn += ∂L/∂x.
void layerNormBackward(Matrix &dIn, Matrix &dGain, Matrix &dBias, const Matrix &dOut, const Matrix &in,
                       const Vector &mean, const Vector &rstd, const Matrix &gain);

/// out = max(0, in), element by element.
void reluForward(Matrix &out, const Matrix &in);
/// dIn += dOut where in > 0.
void reluBackward(Matrix &dIn, const Matrix &dOut, const Matrix &in);

/// RoPE inside each head: the pairs of columns (a_i, b_i) of the head's slice [h·d, (h+1)·d) of
/// row r are turned by θ = t·ω_i, ω_i = base^(−2i/d), t = ⌊r / B⌋, i in [0, ⌊d/2⌋), with
/// (a_i, b_i) = (2i, 2i + 1) for Layout::Interleaved (adjacent pairs: the RoFormer paper, GPT-J)
/// and (i, ⌈d/2⌉ + i) for Layout::Concatenated (halves: GPT-NeoX, LLaMA in Hugging Face), as in
/// applyRope(). cosines and sines (n × ⌊d/2⌋) hold cos θ and sin θ (ropeTables()); with odd d
/// one column of each head is left alone. With a scale, ω_i = ropeFrequencies(d, base, scale, n)(i)
/// and both tables are multiplied by ropeAttentionFactor(scale), as in applyRope().
struct RopeTables
{
    Matrix cosines;
    Matrix sines;
};
RopeTables ropeTables(int tokens, int headWidth, double base, const RopeScale &scale = {});
/// Rotates the queries or keys x (R × D) in place.
void ropeForward(Matrix &x, const RopeTables &tables, BatchShape shape, int heads, Layout layout);
/// Turns the gradient dx (R × D) back in place: the transpose of a rotation is the rotation by −θ
/// (times the same attention factor).
void ropeBackward(Matrix &dx, const RopeTables &tables, BatchShape shape, int heads, Layout layout);

/// Multi-head attention. For each sentence b and head h, with Q_h, K_h, V_h (n × d) its rows and
/// the head's columns of q, k, v (R × D):
/// \f[ A = \mathrm{softmax}\left(S_h + G_h + M\right), \qquad O_h = A V_h \f]
/// where S_h (n × n) are the head's scores, S_h(i, j) = s(q_i, k_j + a_{h, clip(j − i, −k, k)})
/// for the score function s (the scaled dot product q·k/√d by default) with Shaw's vectors a
/// (headScoresForward(); a = 0 without them); G_h (n × n) is head h's bias (rows h·n … h·n + n − 1
/// of bias, H·n × n: ALiBi's −m_h|i − j|, T5's bucket values; left out when bias is null) and M
/// is 0, or −∞ above the diagonal when causal (query i sees keys j ≤ i). out (R × D) holds the
/// heads' O side by side; weights (B·H·n × n) keeps each A, row i of (b, h) at row (h·n + i)·B + b
/// (head by head, then token by token as the activations). Subtracting each row's maximum before
/// exp keeps every exponent ≤ 0. With Shaw's relative values, each output also takes the vectors
/// of its relations (Shaw et al., 2018):
/// \f[ O_h(i) = \sum_j A_{ij} \left(v_j + a^V_{h, \mathrm{clip}(j - i, -k, k)}\right) \f]
/// with a^V_{h,r} row h·(2k + 1) + r + k of relativeValues (H·(2k + 1) × d).
struct AttentionShape
{
    BatchShape batch;
    int heads = 1;
    bool causal = false;
    const Matrix *bias = nullptr;
    ScoreShape scoring;                     ///< the score function, its weights and Shaw's keys (clip k)
    const Matrix *relativeValues = nullptr; ///< Shaw's values, or null
};
/// Where attentionBackward() adds the gradients of what the attention learns besides q, k, v.
struct AttentionGradients
{
    Matrix *bias = nullptr;            ///< (H·n × n), summed over the sentences
    ScoreGradients scoring{};          ///< Shaw's keys and the score's weights
    Matrix *relativeValues = nullptr;  ///< (H·(2k + 1) × d)
};
/// The scores (n × n) of one sentence and head before softmax: S_h + G_h + M.
void attentionScores(Matrix &scores, const Matrix &q, const Matrix &k, int sentence, int head, const AttentionShape &shape);
void attentionForward(Matrix &out, Matrix &weights, const Matrix &q, const Matrix &k, const Matrix &v,
                      const AttentionShape &shape);
/// With dA = dO·V_hᵀ: dV_h += Aᵀ·dO, dS = A ⊙ (dA − rowsum(dA ⊙ A)), then dQ_h, dK_h and the
/// score's own gradients from dS by headScoresBackward(); when gradients.bias (H·n × n) is
/// given, dG_h += Σ_b dS: the bias is the same for every sentence. With Shaw's values, dA_ij
/// also gets dO_i·a^V_{r(i,j)}, and a^V_r collects Σ_i (Σ_{j: r(i,j) = r} A_ij) dO_i. The mask has
/// no parameters; masked weights are exactly 0, so their dS is too.
void attentionBackward(Matrix &dq, Matrix &dk, Matrix &dv, const AttentionGradients &gradients, const Matrix &dOut,
                       const Matrix &q, const Matrix &k, const Matrix &v, const Matrix &weights, const AttentionShape &shape);

/// The backward pass of T5's bias, whose forward pass is t5Bias() for each head (rows h·n … h·n + n − 1
/// of the H·n × n bias): dValues(h, buckets(i, j)) += dBias(h·n + i, j), with values (H × B) the
/// bucket values and buckets (n × n) t5BucketMap() of the sentence's length. A bucket collects the
/// gradient of every pair in it.
void t5BiasBackward(Matrix &dValues, const Matrix &dBias, const Matrix &buckets);

/// How a sentence becomes one vector: the mean of its tokens (an encoder sees them all alike),
/// or its last token (a causal model's only token that has seen the whole sentence).
enum class Pooling { Mean, LastToken };
/// out (B × D) from in (R × D).
void poolForward(Matrix &out, const Matrix &in, BatchShape shape, Pooling pooling);
/// dIn (R × D) += the share of dOut (B × D) each row had.
void poolBackward(Matrix &dIn, const Matrix &dOut, BatchShape shape, Pooling pooling);

/// Softmax cross-entropy, the mean over the N rows of logits (N × C), labels (N) in [0, C):
/// \f[ L = -\frac{1}{N}\sum_r \log p_{r, y_r}, \qquad p_r = \mathrm{softmax}(z_r) \f]
/// probabilities (N × C) keeps p. Returns L.
double crossEntropyForward(Matrix &probabilities, const Matrix &logits, const std::vector<int> &labels);
/// dLogits = (p − onehot(y)) / N, written (not added): the loss is where the backward pass starts.
void crossEntropyBackward(Matrix &dLogits, const Matrix &probabilities, const std::vector<int> &labels);

} // namespace pe
