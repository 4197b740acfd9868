#pragma once
// A trained model asked about a sentence a student types: the Training Lab's "Try it".
// Dimension letters used below: n = tokens of the typed sentence, C = answers of the task.

#include "attention/word_order.h"
#include "training/run.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace pe {

/// A typed sentence read with a task's vocabulary.
struct TypedSentence
{
    QStringList words;     ///< (n) the tokens the model reads: lower-cased, punctuation left out
    std::vector<int> ids;  ///< (n) their indices in the task's vocabulary; empty when `error` is set
    QString error;         ///< empty, or why the model cannot read it (the unknown words are named)
};

/// Splits `text` as the app's tokenizer does (pe::tokenize(), which cuts Chinese into characters,
/// so the Training Lab reads a sentence exactly as the Attention Lab shows it), drops
/// punctuation (the task's sentences have none) and looks every word up in the task's vocabulary.
TypedSentence readTypedSentence(const QString &text, const TaskDefinition &definition);

/// The same words in the other order. Who-did-it swaps the two noun phrases around the verb
/// ("the dog bit the man" → "the man bit the dog"), which needs exactly two nouns with the verb
/// between them; the symbol tasks read the sequence backwards. Sets `error` when it cannot.
TypedSentence otherOrder(const TypedSentence &sentence, TrainingTask task, TaskLanguage language,
                         const TaskDefinition &definition);

/// What the model answers: one answer for a sentence task, one per token for a per-token task,
/// each with the probability the model gives it (its softmax over the C answers).
struct ModelAnswer
{
    QStringList answers;             ///< (1) or (n) entries of TaskDefinition::classes
    std::vector<double> confidence;  ///< the same count, each in (0, 1]
    QString error;                   ///< empty, or why the model has no answer (a sentence past a learned table)
};

/// The trained model's answer to a sentence read by readTypedSentence() (without error).
ModelAnswer answerSentence(const Trainer &trainer, const TypedSentence &sentence);

/// The trained model's first-layer attention on a sentence read by readTypedSentence() (without
/// error), as the Attention Lab shows it: firstLayerAttention() of the model's own parameters,
/// with the positions it was trained with, or without them (x = E[t]: no PE added, no RoPE
/// turn, no ALiBi or T5 bias, no Shaw key vectors; the causal mask, part of the model, stays).
/// embeddings are the model's own E[t] rows (fromVectors all false), scores and weights the
/// means of the heads'.
/// Throws InvalidParameter when positional and a learned table has no row for the last words.
AttentionResult trainedAttention(const Trainer &trainer, const TypedSentence &sentence, bool positional);

/// Both sentences through trainedAttention(), without and with position, aligned by alignOrders().
/// A learned table shorter than a sentence leaves the halves with position empty and says why in
/// positionError. options describe the model: its d_model, heads, causal mask, scheme, max_len
/// and base, with learned (Projection::Random-like) queries and keys.
WordOrderComparison compareTrainedOrders(const Trainer &trainer, const TypedSentence &a, const TypedSentence &b);

} // namespace pe
