#pragma once
// The tasks the Training Lab trains on, generated from a seed: each needs word order, so a model
// without positional information cannot learn it (or, with a causal mask, learns something else).
// Dimension letters used below: B = sentences, n = tokens per sentence.

#include "math/random_numbers.h"
#include "training/model.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pe {

enum class TrainingTask {
    WhoDidIt,  ///< "the dog bit the man" → dog: the doer, whose place is the only clue
    Reverse,   ///< random symbols; the answer at token i is the symbol at n − 1 − i
    Previous,  ///< random symbols; the answer at token i is the symbol just before it ("–" at the start)
};

enum class TaskLanguage { English, Chinese };

/// One task's entry in the task table: what the command line, lesson files, the Training Lab's
/// box and its verdicts say of it. Every layer loops over the table (allTasks()).
struct TaskInfo
{
    TrainingTask task;
    const char *name;              ///< in files and on the command line: "who-did-it"
    const char *title;             ///< on screen (translatable, context "pe::Tasks"): "who did it"
    const char *titleWithExample;  ///< in the task box: "who did it: "the dog bit the man" → dog"
    const char *need;              ///< what the task asks of positions, one sentence
    double chance;                 ///< the accuracy of guessing: 1/2 nouns, 1/16 symbols
};
const TaskInfo &taskInfo(TrainingTask task);
QString taskName(TrainingTask task);  ///< "who-did-it", "reverse", "previous"
/// The task's name on screen, translated: with an example for the task box, or alone.
QString taskTitle(TrainingTask task, bool withExample = true);
/// What the task needs of positions, translated: "The task needs to know which noun comes first."
QString taskNeed(TrainingTask task);
bool taskFromName(const QString &name, TrainingTask *task);
QList<TrainingTask> allTasks();
QString languageName(TaskLanguage language);  ///< "en", "zh"
bool languageFromName(const QString &name, TaskLanguage *language);

/// What a task's sentences are made of and what its answers are.
struct TaskDefinition
{
    QStringList vocabulary;  ///< V words or symbols; a token id is an index here
    QStringList classes;     ///< C answers; a label is an index here
    bool perToken = false;   ///< an answer for every token, not one per sentence
    int shortest = 1;        ///< the fewest tokens a sentence has
    /// The blocks and steps the Training Lab proposes for the task, measured to teach something
    /// with its other defaults: reverse needs a second block (one finds where the sentence
    /// ends, the next fetches the word) and, like previous, 1000 steps.
    int layers = 1;
    int steps = 300;
};
TaskDefinition taskDefinition(TrainingTask task, TaskLanguage language);

/// Which sentences a batch is drawn from. Who-did-it keeps every fifth (doer, verb, receiver)
/// triple, with both of its orders, out of training, so the test asks about sentences the model
/// never saw; the symbol tasks have too many sequences (16^n) for that to matter.
enum class Split { Training, Test };

/// B sentences of n tokens (n ≥ taskDefinition().shortest) with their answers:
/// - who-did-it, English: "the [adjectives] NOUN [adverbs] VERB the [adjectives] NOUN", n ≥ 5;
///   Chinese: "[adjectives] NOUN [adverbs] VERB [adjectives] NOUN" (狗咬人, 我爱你), n ≥ 3. The extra
///   n − 5 (n − 3) words are spread at random over the optional slots, so the doer is not always at
///   the same place; the two nouns differ, and the answer is the first. A triple drawn for
///   training comes in either order with the same chance, so which words occur says nothing about
///   the answer;
/// - reverse and previous: n symbols drawn uniformly, the answers per token.
Batch drawBatch(TrainingTask task, TaskLanguage language, int tokens, int sentences, Split split,
                RandomNumbers &random);

/// Who-did-it only: whether a sentence (ids of the task's vocabulary) has two nouns and one verb
/// between them, the shape swapDoers() needs; a typed sentence may not.
bool hasDoerAndReceiver(const std::vector<int> &ids, TaskLanguage language);

/// Who-did-it only: the same sentence with its two nouns (and their adjectives) swapped, the
/// other order of the same words; its answer is the other noun. Returns the batch of those.
Batch swapDoers(const Batch &batch, TaskLanguage language);

} // namespace pe
