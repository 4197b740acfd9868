#pragma once
// One training run: the settings a teacher picks, the loop that trains the model of
// model.h on a task of tasks.h, and the accuracy it reaches at every length.
// Dimension letters used below: K = steps, n = tokens per sentence.

#include "text/token_embedding.h"
#include "training/tasks.h"

#include <optional>
#include <vector>

namespace pe {

inline constexpr int kMaxTrainingSteps = 100000;
inline constexpr int kMaxTrainingBatch = 1024;
inline constexpr int kMaxTrainingLength = 64;
/// Sentences per test length: who-did-it tests half of them and the same sentences in the other
/// order, so every test sentence is there in both orders.
inline constexpr int kTestSentences = 200;
/// The first mini-batches a run keeps, for the PyTorch check to replay.
inline constexpr int kKeptBatches = 20;

/// Everything that decides a run; the same settings give bit-identical runs.
struct TrainingSettings
{
    TrainingTask task = TrainingTask::WhoDidIt;
    TaskLanguage language = TaskLanguage::English;  ///< of who-did-it's sentences
    std::optional<Scheme> position = Scheme::Sinusoidal;  ///< nullopt: no positional information
    bool causal = false;
    int layers = 1;
    int heads = 2;
    int dModel = 32;
    int steps = 300;
    int batch = 32;
    double learningRate = 3e-3;
    quint64 seed = kDefaultSeed;
    int trainLength = 8;   ///< L_train: training sentences have from taskDefinition().shortest to L_train tokens
    int testLength = 16;   ///< the test goes on to this length, past L_train
    Score score = Score::Scaled;                  ///< how queries and keys make scores, in every scheme
    Layout layout = Layout::Interleaved;  ///< sinusoidal: the convention (the paper's, Marian's, tensor2tensor's)
    /// What only some schemes read, as the model reads it (ModelConfig::schemeSettings), but for
    /// three fields that other settings decide: modelConfig() takes max_len from trainLength,
    /// T5's direction from causal, and RoPE's factor from each test length (ropeScaleFor()).
    SchemeSettings schemeSettings;

    bool operator==(const TrainingSettings &) const = default;
};

/// Empty when the settings are in range, else a message naming the first that is not.
QString validationError(const TrainingSettings &settings);
/// The model the settings describe; a learned table has L_train rows.
ModelConfig modelConfig(const TrainingSettings &settings);
/// What guessing scores: one of the two nouns of a sentence (1/2) for who-did-it, one of the
/// symbols (1/16) for the symbol tasks.
double chanceAccuracy(TrainingTask task);

/// The accuracy at one sentence length, or nullopt when the model has no encoding for it (a
/// learned table shorter than the sentence).
struct LengthAccuracy
{
    int length = 0;
    std::optional<double> accuracy;
};

class Trainer
{
public:
    /// Builds the model and the test sentences. Throws InvalidParameter when
    /// validationError(settings) is not empty.
    explicit Trainer(const TrainingSettings &settings);

    /// One step: draws a mini-batch (its length drawn from the training lengths), computes the
    /// loss and the gradients, and lets Adam update the parameters. Returns the loss before the update.
    double step();

    int stepsDone() const { return int(m_losses.size()); }
    const std::vector<double> &losses() const { return m_losses; }          ///< (steps done) each batch's loss before its update
    const std::vector<double> &trainAccuracies() const { return m_accuracies; }  ///< (steps done) on the same batches
    const std::vector<Batch> &firstBatches() const { return m_firstBatches; }    ///< at most kKeptBatches
    const TrainingSettings &settings() const { return m_settings; }
    const ModelConfig &config() const { return m_config; }
    const TaskDefinition &definition() const { return m_definition; }
    const ModelParameters &initialParameters() const { return m_initial; }
    const ModelParameters &parameters() const { return m_parameters; }

    /// Accuracy on the test sentences of every length from the shortest to testLength.
    std::vector<LengthAccuracy> testAccuracyByLength() const;
    /// The share of right answers over the test sentences of every training length: what the
    /// Training Lab draws while the model trains.
    double testAccuracyAtTrainingLengths() const;
    /// The test sentences of one length (see kTestSentences).
    const Batch &testBatch(int length) const;
    /// The model's logits (B × C, or B·n × C sentence by sentence for a per-token task) on a batch,
    /// without training.
    Matrix logits(const Batch &batch) const;
    /// The share of the batch's answers the model gets right (its largest logit).
    double accuracy(const Batch &batch) const;

private:
    TrainingSettings m_settings;
    ModelConfig m_config;
    TaskDefinition m_definition;
    ModelParameters m_initial;
    ModelParameters m_parameters;
    ModelParameters m_gradients;
    Adam m_adam;
    RandomNumbers m_random;
    ModelActivations m_activations;
    std::vector<Batch> m_testBatches;  ///< one per length from the shortest
    std::vector<Batch> m_firstBatches;
    std::vector<double> m_losses;
    std::vector<double> m_accuracies;
};

/// The settings that train a model again to where `trainer` is (training is deterministic from
/// its seed): its own, with the steps it has taken, or those it is set to take before its first.
TrainingSettings settingsSoFar(const Trainer &trainer);

} // namespace pe
