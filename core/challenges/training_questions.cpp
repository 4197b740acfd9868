#include "challenges/question_parts.h"

#include "math/translate.h"
#include "schemes/table.h"
#include "training/outcome.h"

#include <array>

namespace pe {

using namespace challenge;

namespace {

// What each run reached, as training it gives it: right answers out of kTestSentences at every
// test length from 5 to 16 words (−1 where the learned table has no row for the sentence),
// written down from the runs themselves so that a round is made at once; test_challenges trains
// every run again from the question's settings and compares each number.
struct MeasuredRun
{
    Scheme scheme;
    quint64 seed;
    std::array<int, 12> right;
};

constexpr int kFirstLength = 5;
constexpr MeasuredRun kRuns[] = {
    {Scheme::Sinusoidal, 1, {200, 200, 200, 200, 197, 193, 186, 173, 162, 141, 119, 106}},
    {Scheme::Sinusoidal, 3, {200, 200, 200, 200, 200, 200, 199, 195, 194, 148, 98, 117}},
    {Scheme::Learned, 1, {200, 200, 200, 200, -1, -1, -1, -1, -1, -1, -1, -1}},
    {Scheme::Learned, 3, {200, 200, 200, 200, -1, -1, -1, -1, -1, -1, -1, -1}},
    {Scheme::Rope, 1, {200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200}},
    {Scheme::Rope, 3, {200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200}},
};

// The accuracies by length, as Trainer::testAccuracyByLength() gives them.
std::vector<LengthAccuracy> accuracyByLength(const MeasuredRun &run)
{
    std::vector<LengthAccuracy> byLength;
    for (std::size_t i = 0; i < run.right.size(); ++i)
        byLength.push_back({kFirstLength + int(i), run.right[i] < 0 ? std::nullopt
                                                                     : std::optional<double>(double(run.right[i]) / double(kTestSentences))});
    return byLength;
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
    const MeasuredRun &measured = kRuns[random.below(std::size(kRuns))];
    const Scheme scheme = measured.scheme;
    const TrainingSettings settings = extrapolationSetUp(scheme, measured.seed);
    const std::vector<LengthAccuracy> reached = accuracyByLength(measured);
    // The mean over the training lengths, summed in Trainer's order: the same number to the last bit.
    const double atTraining = measureOutcome(settings, reached).atTraining;
    const double chance = chanceAccuracy(settings.task);
    const std::optional<double> far = reached.back().accuracy;
    Question question;
    question.kind = ChallengeKind::Extrapolation;
    question.prompt = tr("A tiny Transformer (d_model %1, %2 layer, %3 heads) trains for %4 steps to say who did it "
                         "(“the dog bit the man” → dog) on sentences of up to %5 words, with %6 (training seed %7). Trained, it "
                         "answers %8 % of the test sentences of those lengths. How will it do on sentences of %9 words?")
                          .arg(settings.dModel).arg(settings.layers).arg(settings.heads).arg(settings.steps)
                          .arg(settings.trainLength).arg(schemeShortTitle(scheme)).arg(settings.seed)
                          .arg(100 * atTraining, 0, 'f', 1).arg(settings.testLength);
    question.choices = {tr("No better than chance (%1 %), or it cannot read them at all").arg(100 * chance, 0, 'f', 0),
                        tr("Better than chance, but clearly worse than at the training lengths"),
                        tr("About as well as at the training lengths (within %1 points)").arg(100 * kSameAccuracy, 0, 'f', 0)};
    question.answer = !far || *far <= chance + kSameAccuracy ? 0 : *far >= atTraining - kSameAccuracy ? 2 : 1;
    question.explanation =
        !far ? tr("The learned table has only %1 rows, 0 to %2: a sentence of %3 words has no encoding past row %2, so the "
                  "model cannot read it at all.").arg(settings.trainLength).arg(settings.trainLength - 1).arg(settings.testLength)
             : tr("Trained, it answered %1 % at %2 words and %3 % at %4 words (chance is %5 %). Show Me trains it live in "
                  "the Training Lab: the chart of accuracy by length shows where it holds and where it falls.")
                   .arg(100 * atTraining, 0, 'f', 1).arg(settings.trainLength).arg(100 * *far, 0, 'f', 1)
                   .arg(settings.testLength).arg(100 * chance, 0, 'f', 0);
    QJsonArray byLength;
    for (const LengthAccuracy &entry : reached)
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
                         {QStringLiteral("training_accuracy"), atTraining},
                         {QStringLiteral("accuracy_by_length"), byLength}};
    return question;
}

} // namespace pe
