#include "training/run.h"

#include "schemes/table.h"

#include "math/matrix_products.h"
#include "math/translate.h"

#include <cmath>

namespace pe {

namespace {

// The fraction of answers whose largest logit is the label.
double shareRight(const Matrix &logits, const std::vector<int> &labels)
{
    int right = 0;
    for (Eigen::Index r = 0; r < logits.rows(); ++r) {
        Eigen::Index best = 0;
        logits.row(r).maxCoeff(&best);
        right += best == labels[r];
    }
    return double(right) / double(logits.rows());
}

} // namespace

QString validationError(const TrainingSettings &s)
{
    const int shortest = taskDefinition(s.task, s.language).shortest;
    if (s.steps < 1 || s.steps > kMaxTrainingSteps)
        return tr("steps must be from 1 to %1 (got %2).").arg(kMaxTrainingSteps).arg(s.steps);
    if (s.batch < 1 || s.batch > kMaxTrainingBatch)
        return tr("the batch must hold from 1 to %1 sentences (got %2).").arg(kMaxTrainingBatch).arg(s.batch);
    if (!std::isfinite(s.learningRate) || s.learningRate <= 0.0 || s.learningRate > 1.0)
        return tr("the learning rate must be above 0 and at most 1 (got %1).").arg(shortestText(s.learningRate));
    if (s.trainLength < shortest || s.trainLength > kMaxTrainingLength)
        return tr("the training length must be from %1 (the shortest sentence of %2) to %3 (got %4).")
            .arg(shortest).arg(taskName(s.task)).arg(kMaxTrainingLength).arg(s.trainLength);
    if (s.testLength < s.trainLength || s.testLength > kMaxTrainingLength)
        return tr("the test length must be from the training length (%1) to %2 (got %3).")
            .arg(s.trainLength).arg(kMaxTrainingLength).arg(s.testLength);
    return validationError(modelConfig(s));
}

ModelConfig modelConfig(const TrainingSettings &s)
{
    const TaskDefinition task = taskDefinition(s.task, s.language);
    ModelConfig config;
    config.position = s.position;
    config.causal = s.causal;
    config.layers = s.layers;
    config.heads = s.heads;
    config.dModel = s.dModel;
    config.vocabulary = int(task.vocabulary.size());
    config.classes = int(task.classes.size());
    config.perToken = task.perToken;
    config.score = s.score;
    config.layout = s.layout;
    config.schemeSettings = settingsReadBy(s.position, s.schemeSettings);
    config.schemeSettings.maxLen = s.trainLength;  // also where RoPE's scaling begins
    config.schemeSettings.t5.causal = s.causal;
    return config;
}

double chanceAccuracy(TrainingTask task)
{
    return taskInfo(task).chance;
}

Trainer::Trainer(const TrainingSettings &settings)
    : m_settings(settings),
      m_config(modelConfig(settings)),
      m_definition(taskDefinition(settings.task, settings.language)),
      m_initial(validationError(settings).isEmpty() ? pe::initialParameters(m_config, settings.seed) : ModelParameters()),
      m_parameters(m_initial),
      m_gradients(zerosLike(m_initial)),
      m_adam(m_initial, settings.learningRate),
      m_random(settings.seed ^ fnv1a64("batches"))
{
    const QString error = validationError(settings);
    if (!error.isEmpty())
        throw InvalidParameter(error);
    keepFreedMemory();
    // The test sentences come from a stream of their own, so they are the same whatever the
    // number of steps or the batch size.
    RandomNumbers testRandom(settings.seed ^ fnv1a64("test"));
    for (int length = m_definition.shortest; length <= settings.testLength; ++length) {
        if (settings.task != TrainingTask::WhoDidIt) {
            m_testBatches.push_back(drawBatch(settings.task, settings.language, length, kTestSentences, Split::Test, testRandom));
            continue;
        }
        Batch batch = drawBatch(settings.task, settings.language, length, kTestSentences / 2, Split::Test, testRandom);
        const Batch swapped = swapDoers(batch, settings.language);
        batch.shape.sentences *= 2;
        batch.ids.insert(batch.ids.end(), swapped.ids.begin(), swapped.ids.end());
        batch.labels.insert(batch.labels.end(), swapped.labels.begin(), swapped.labels.end());
        m_testBatches.push_back(std::move(batch));
    }
}

double Trainer::step()
{
    const int length = m_definition.shortest + m_random.below(m_settings.trainLength - m_definition.shortest + 1);
    Batch batch = drawBatch(m_settings.task, m_settings.language, length, m_settings.batch, Split::Training, m_random);
    const double loss = modelForward(m_activations, m_parameters, m_config, batch);
    m_accuracies.push_back(shareRight(m_activations.logits, batch.labels));
    m_losses.push_back(loss);
    for (const NamedTensor &gradient : namedTensors(m_gradients))
        gradient.tensor->setZero();
    modelBackward(m_gradients, m_activations, m_parameters, m_config, batch);
    m_adam.step(m_parameters, m_gradients);
    if (int(m_firstBatches.size()) < kKeptBatches)
        m_firstBatches.push_back(std::move(batch));
    return loss;
}

std::vector<LengthAccuracy> Trainer::testAccuracyByLength() const
{
    std::vector<LengthAccuracy> result;
    for (const Batch &batch : m_testBatches) {
        const int length = batch.shape.tokens;
        result.push_back({length, hasEncoding(m_config, length) ? std::optional(accuracy(batch)) : std::nullopt});
    }
    return result;
}

double Trainer::testAccuracyAtTrainingLengths() const
{
    double sum = 0.0;
    int lengths = 0;
    for (const Batch &batch : m_testBatches)
        if (batch.shape.tokens <= m_settings.trainLength) {
            sum += accuracy(batch);
            ++lengths;
        }
    return sum / lengths;
}

TrainingSettings settingsSoFar(const Trainer &trainer)
{
    TrainingSettings settings = trainer.settings();
    if (trainer.stepsDone() > 0)
        settings.steps = trainer.stepsDone();
    return settings;
}

const Batch &Trainer::testBatch(int length) const
{
    return m_testBatches.at(std::size_t(length - m_definition.shortest));
}

Matrix Trainer::logits(const Batch &batch) const
{
    ModelActivations activations;
    modelForward(activations, m_parameters, m_config, batch);
    return activations.logits;
}

double Trainer::accuracy(const Batch &batch) const
{
    return shareRight(logits(batch), batch.labels);
}

} // namespace pe
