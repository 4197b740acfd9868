#pragma once
// Inside one attention block: every stage a sentence goes through, named and shaped as
// --export-block writes them, for the Attention Lab's untrained block or a Training Lab model.
// n = tokens, D = d_model (2·d_model when the position is concatenated), H = heads, d = D / H,
// F = 4D, C = classes. Row vectors throughout, as the training core computes them.

#include "attention/attention.h"
#include "training/model.h"

#include <QString>
#include <optional>
#include <vector>

namespace pe {

/// Which axes of a stage belong to the tokens, so that two word orders can be lined up.
enum class TokenAxes {
    None,            ///< pooled: one row for the whole sentence
    Rows,            ///< each (n × k) block has a row per token
    RowsAndColumns,  ///< each (n × n) block has a row and a column per token
};

/// One stage: `shape` in C order (its last two sizes are each block's rows and columns), `data`
/// the blocks stacked under each other: (product of the leading sizes · rows) × columns, so that
/// matrixToNpy(data, shape) writes it as NumPy reads it.
struct BlockStage
{
    QString name;                 ///< "x_in", "ln1", "q", …, as --export-block names its files
    QList<qsizetype> shape;
    Matrix data;
    TokenAxes tokens = TokenAxes::Rows;
    bool positionEnters = false;  ///< the chosen scheme's position enters the block at this stage
};

/// What the block reads from the sentence: the word vectors and what an additive scheme adds.
struct BlockInput
{
    std::vector<int> ids;  ///< the tokens' rows of a trained model's embedding; empty for the lab's block
    Matrix words;          ///< (n × d_model) e·E, the word vectors as the block reads them
    Matrix positions;      ///< (n × d_model) w·PE of an additive scheme, else (0 × 0)
    bool concatenate = false;  ///< x = [words, positions] (n × 2·d_model) instead of words + positions
    /// x_in: words + positions, [words, positions], or words alone.
    Matrix x() const;
    /// x_in's word part and position part, which sum to x(): (words, positions) or, concatenated,
    /// ([words, 0], [0, positions]).
    std::pair<Matrix, Matrix> parts() const;
};

/// A block and the model around it.
struct BlockModel
{
    ModelConfig config;
    ModelParameters parameters;
    int block = 0;         ///< the block the stages are of, in [0, N)
    bool trained = false;  ///< a Training Lab model (its readout answers), not the lab's untrained block
};

inline constexpr int kMaxBlockDModel = kMaxTrainingDModel;  ///< D of the block, concatenated or not

/// Empty when the Attention Lab's options fit an untrained block, else why not: position entering
/// by multiplication, D (2·D when concatenated) above kMaxBlockDModel, a scheme or score the
/// training core does not have.
QString untrainedBlockError(const AttentionOptions &options, bool concatenate);
/// The untrained block of the Attention Lab's options, for a sentence of n tokens: D and H from
/// the options (D doubled when the position is concatenated), the causal mask, the scheme when
/// positional, base, convention, score and scheme settings (max_len at least n, so RoPE is not
/// scaled); every weight from initialParameters(config, seed) as the training core draws it,
/// then W_Q and W_K replaced by the lab's projections (I, or randomProjections(D, seed)).
/// Throws InvalidParameter unless untrainedBlockError() is empty.
BlockModel untrainedBlock(const AttentionOptions &options, int tokens, bool concatenate);
/// The lab's input for it: words = e·E and positions = w·PE of the lab's result.
BlockInput labBlockInput(const AttentionResult &result, const AttentionOptions &options, bool concatenate);
/// A trained model's input for the sentence `ids` (hasEncoding(config, n)): its word vectors and
/// the positions modelForward() adds.
BlockInput modelBlockInput(const BlockModel &model, const std::vector<int> &ids);

/// The stages of model.block for the sentence, in order:
/// x_in (n × D) the block's input (for block 0: x = words + positions, or concatenated), ln1;
/// for RoPE q_unrotated and k_unrotated (H × n × d); q, k (after RoPE), v (H × n × d);
/// scores (H × n × n) S + G + M as attentionScores() computes them (masked −∞); weights; heads
/// (H × n × d, A·V with Shaw's values); concat (n × D); attn_out (after W^O); residual1; ln2;
/// ffn_hidden (n × F, after ReLU); ffn_out; residual2 (the block's output); pooled (1 × D) the mean of
/// residual2's rows, or the last row when causal; for a trained model, readout (1 × C or n × C):
/// the model's probabilities after its last block. With block 0, an additive scheme and the dot or scaled
/// dot score, score_terms (4 × H × n × n): word–word, word–position, position–word,
/// position–position (blockScoreTerms()).
std::vector<BlockStage> blockStages(const BlockModel &model, const BlockInput &input);

/// The four terms of block 0's scores before bias and mask, (4·H·n × n) stacked as (4, H, n, n).
/// LN₁(x)_i = r_i·g ⊙ (x_i − μ_i) + β splits exactly into a word part r_i·g ⊙ (w_i − mean w_i) + β and
/// a position part r_i·g ⊙ (p_i − mean p_i), with the row's own r_i = 1/σ_i; their products with
/// W_Q and W_K give q = q_w + q_p and k = k_w + k_p, so
/// q_i·k_j / √d = (q_w·k_w + q_w·k_p + q_p·k_w + q_p·k_p) / √d (no √d for the dot score).
/// Empty unless the scheme is additive and the score is dot or scaled.
Matrix blockScoreTerms(const BlockModel &model, const BlockInput &input);

/// Sentence B's stage lined up with sentence A's (B[k] == A[p[k]], tokenPermutation()), compared:
/// the largest |A − B| after putting B's rows (and columns) in A's order; equal infinities (masked
/// scores) count as equal. Stages of different shapes compare as +∞.
double stageDifference(const BlockStage &a, const BlockStage &b, const std::vector<int> &permutation);

/// The stage's name on screen, in words ("Block input" for x_in); the name itself stays in files
/// and code. Context "pe::BlockStages"; an unknown name is returned as it is.
QString stageTitle(const QString &name);
/// The stage's one line for the strip and stages.json (context "pe::BlockStages").
QString stageDescription(const QString &name);

} // namespace pe
