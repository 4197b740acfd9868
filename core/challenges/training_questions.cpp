#include "challenges/question_parts.h"

#include "math/translate.h"
#include "schemes/table.h"
#include "training/outcome.h"

#include <QMutex>
#include <map>

namespace pe {

using namespace challenge;

namespace {

// A run's measured accuracies: at the training lengths, and at every test length.
struct MeasuredRun
{
    double atTraining = 0.0;
    std::vector<LengthAccuracy> byLength;
};

// Trains the run once per process: each of the few set-ups a question draws takes half a second.
// The numbers are the run's own (training is deterministic from its seed), as the Training Lab
// gets them when Show me trains the same set-up live.
const MeasuredRun &measuredRun(const TrainingSettings &settings)
{
    static QMutex mutex;
    static std::map<std::pair<int, quint64>, MeasuredRun> runs;
    const QMutexLocker lock(&mutex);
    const std::pair<int, quint64> key{int(*settings.position), settings.seed};
    if (const auto found = runs.find(key); found != runs.end())
        return found->second;
    Trainer trainer(settings);
    while (trainer.stepsDone() < settings.steps)
        trainer.step();
    return runs[key] = {trainer.testAccuracyAtTrainingLengths(), trainer.testAccuracyByLength()};
}

} // namespace

TrainingSettings extrapolationSetUp(Scheme scheme, quint64 seed)
{
    TrainingSettings settings;
    settings.task = TrainingTask::WhoDidIt;
    settings.language = TaskLanguage::English;
    settings.position = scheme;
    settings.seed = seed;
    settings.trainLength = 8;
    settings.testLength = 2 * settings.trainLength;
    return settings;
}

// Before training: how will the model do on sentences twice as long as any it trained on?
Question extrapolation(int, RandomNumbers &random)
{
    // Set-ups that learn the task at the training lengths (ALiBi does not in 300 steps), whose
    // answers differ: the waves fall to chance or stay above it, the table cannot read, RoPE keeps all.
    static const Scheme schemes[] = {Scheme::Sinusoidal, Scheme::Learned, Scheme::Rope};
    static const quint64 seeds[] = {1, 3};
    const Scheme scheme = schemes[random.below(std::size(schemes))];
    const TrainingSettings settings = extrapolationSetUp(scheme, seeds[random.below(std::size(seeds))]);
    const MeasuredRun &run = measuredRun(settings);
    const double chance = chanceAccuracy(settings.task);
    const std::optional<double> far = run.byLength.back().accuracy;
    Question question;
    question.kind = ChallengeKind::Extrapolation;
    question.prompt = tr("A tiny Transformer (d_model %1, %2 layer, %3 heads) trains for %4 steps to say who did it "
                         "(“the dog bit the man” → dog) on sentences of up to %5 words, with %6 (training seed %7). Trained, it "
                         "answers %8 % of the test sentences of those lengths. How will it do on sentences of %9 words?")
                          .arg(settings.dModel).arg(settings.layers).arg(settings.heads).arg(settings.steps)
                          .arg(settings.trainLength).arg(schemeTitle(scheme)).arg(settings.seed)
                          .arg(100 * run.atTraining, 0, 'f', 1).arg(settings.testLength);
    question.choices = {tr("No better than chance (%1 %), or it cannot read them at all").arg(100 * chance, 0, 'f', 0),
                        tr("Better than chance, but clearly worse than at the training lengths"),
                        tr("About as well as at the training lengths (within %1 points)").arg(100 * kSameAccuracy, 0, 'f', 0)};
    question.answer = !far || *far <= chance + kSameAccuracy ? 0 : *far >= run.atTraining - kSameAccuracy ? 2 : 1;
    question.explanation =
        !far ? tr("The learned table has only %1 rows: a sentence of %2 words has no encoding past row %1, so the model "
                  "cannot read it at all.").arg(settings.trainLength).arg(settings.testLength)
             : tr("Trained, it answered %1 % at %2 words and %3 % at %4 words (chance is %5 %). Show Me trains it live in "
                  "the Training Lab: the chart of accuracy by length shows where it holds and where it falls.")
                   .arg(100 * run.atTraining, 0, 'f', 1).arg(settings.trainLength).arg(100 * *far, 0, 'f', 1)
                   .arg(settings.testLength).arg(100 * chance, 0, 'f', 0);
    QJsonArray byLength;
    for (const LengthAccuracy &entry : run.byLength)
        byLength.append(QJsonObject{{QStringLiteral("length"), entry.length},
                                    {QStringLiteral("accuracy"), entry.accuracy ? QJsonValue(*entry.accuracy) : QJsonValue()}});
    question.settings = {{QStringLiteral("task"), taskName(settings.task)},
                         {QStringLiteral("language"), languageName(settings.language)},
                         {QStringLiteral("scheme"), schemeName(scheme)},
                         {QStringLiteral("seed"), qint64(settings.seed)},
                         {QStringLiteral("steps"), settings.steps},
                         {QStringLiteral("d_model"), settings.dModel},
                         {QStringLiteral("layers"), settings.layers},
                         {QStringLiteral("heads"), settings.heads},
                         {QStringLiteral("train_length"), settings.trainLength},
                         {QStringLiteral("test_length"), settings.testLength},
                         {QStringLiteral("chance"), chance},
                         {QStringLiteral("same_within"), kSameAccuracy},
                         {QStringLiteral("training_accuracy"), run.atTraining},
                         {QStringLiteral("accuracy_by_length"), byLength}};
    return question;
}

} // namespace pe
