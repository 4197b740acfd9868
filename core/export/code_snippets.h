#pragma once
// Python that rebuilds the matrices the app shows, for students who continue in a notebook.
// Dimension letters used below: L = number of positions, D = d_model, n = number of tokens.

#include "attention/attention.h"
#include "schemes/code_dialect.h"
#include "schemes/position_schemes.h"

#include <QList>
#include <QString>
#include <utility>

namespace pe {

/// The arrays a snippet loads with np.load(), by file name, to be saved beside it: what the
/// app drew at random (word vectors, projections, the learned table) cannot be written as a
/// formula short enough to read, so the snippet starts from the app's own numbers.
using CodeInputs = QList<std::pair<QString, Matrix>>;

/// A runnable script that leaves in `pe` (an L × D array; L × floor(D/2) angles for rope;
/// L × L biases for alibi; L × L buckets for t5) exactly schemeMatrix(params), within rounding (1e-12). The
/// formulas are written out as in the header of position_schemes.h; learned loads
/// "learned_table.npy" (see encodingCodeInputs()). PyTorch snippets compute in float64.
/// Throws InvalidParameter when validationError(params) is not empty.
QString encodingCode(const SchemeParams &params, CodeLanguage language);
CodeInputs encodingCodeInputs(const SchemeParams &params);

/// A runnable script that leaves in `weights` (n × n) computeAttention(tokens, options).weights
/// within rounding (1e-12), and in `head_weights` each head's. It loads "embeddings.npy" (the
/// rows E of computeAttention()), and "w_q.npy" / "w_k.npy" for random projections and
/// "learned_table.npy" for the learned scheme, "t5_values.npy" for t5 (see attentionCodeInputs()); everything else
/// (the position encoding, RoPE, ALiBi, the causal mask, softmax) is written out. A flag at the
/// top, `use_position`, turns positional information off as the lab's left column does.
/// Throws InvalidParameter when validationError(options, n) is not empty.
QString attentionCode(const QStringList &tokens, const AttentionOptions &options, CodeLanguage language);
CodeInputs attentionCodeInputs(const QStringList &tokens, const AttentionOptions &options);

} // namespace pe
