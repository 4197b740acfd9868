#include "training/outcome.h"

#include "math/translate.h"

#include <cmath>

namespace pe {

namespace {

QString percent(double share)
{
    return tr("%1 %").arg(100.0 * share, 0, 'f', share < 0.1 ? 1 : 0);
}

QString headline(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Learned:
        return tr("Learned: %1 right at %2 to %3 tokens (guessing scores %4).");
    case Verdict::Partly:
        return tr("Partly learned: %1 right at %2 to %3 tokens (guessing scores %4).");
    case Verdict::AtChance:
        return tr("At chance: %1 right at %2 to %3 tokens, what guessing scores (%4).");
    case Verdict::BelowChance:
        return tr("Below chance: %1 right at %2 to %3 tokens (guessing scores %4).");
    }
    return {};
}

// Why a model without position reaches what it reaches.
QString withoutPositionReason(const TrainingSettings &run)
{
    if (run.causal)
        return tr("The causal mask lets each token see only the tokens before it: a clue to order even without position.");
    return run.task == TrainingTask::WhoDidIt
               ? tr("Without position both orders of a sentence give the model the same numbers: it can only guess "
                    "which noun did it.")
               : tr("Without position every symbol sees the same bag of symbols: it can only guess one of the sentence's "
                    "own, right about once in n for n symbols.");
}

QString comparison(double accuracy, double withoutPosition)
{
    if (std::abs(accuracy - withoutPosition) <= kSameAccuracy)
        return tr("No better than the model without position (%1).").arg(percent(withoutPosition));
    return accuracy < withoutPosition ? tr("Worse than the model without position (%1).").arg(percent(withoutPosition))
                                      : tr("Better than the model without position (%1).").arg(percent(withoutPosition));
}

} // namespace

Verdict verdictOf(double accuracy, double chance)
{
    if (accuracy >= kLearnedAccuracy)
        return Verdict::Learned;
    if (accuracy < chance - kSameAccuracy)
        return Verdict::BelowChance;
    return accuracy <= chance + kSameAccuracy ? Verdict::AtChance : Verdict::Partly;
}

RunOutcome measureOutcome(const TrainingSettings &run, const std::vector<LengthAccuracy> &byLength)
{
    RunOutcome outcome;
    double atTraining = 0.0, beyond = 0.0;
    int trainingLengths = 0, beyondLengths = 0;
    for (const LengthAccuracy &length : byLength) {
        if (!length.accuracy) {
            outcome.beyondUnreadable = outcome.beyondUnreadable || length.length > run.trainLength;
            continue;
        }
        if (length.length <= run.trainLength) {
            atTraining += *length.accuracy;
            ++trainingLengths;
        } else {
            beyond += *length.accuracy;
            ++beyondLengths;
        }
    }
    outcome.atTraining = trainingLengths > 0 ? atTraining / trainingLengths : 0.0;
    outcome.verdict = verdictOf(outcome.atTraining, chanceAccuracy(run.task));
    if (beyondLengths > 0)
        outcome.beyond = beyond / beyondLengths;
    return outcome;
}

QString outcomeText(const TrainingSettings &run, int stepsDone, const RunOutcome &outcome, std::optional<double> withoutPosition)
{
    QStringList sentences;
    if (stepsDone < run.steps)
        sentences.append(tr("Stopped after %1 of %2 steps.").arg(stepsDone).arg(run.steps));
    const int shortest = taskDefinition(run.task, run.language).shortest;
    // Without position or mask, what a model scores above chance on the symbol tasks is guessing
    // among the sentence's own symbols, not learning: its headline does not call it learned.
    const bool bagOfWords = !run.position && !run.causal && outcome.verdict == Verdict::Partly;
    sentences.append((bagOfWords ? tr("Without position: %1 right at %2 to %3 tokens (guessing any symbol scores %4).")
                                 : headline(outcome.verdict))
                         .arg(percent(outcome.atTraining))
                         .arg(shortest)
                         .arg(run.trainLength)
                         .arg(percent(chanceAccuracy(run.task))));
    if (outcome.beyondUnreadable)
        sentences.append(tr("Past %1 tokens it has no encoding: it cannot read longer sentences at all.").arg(run.trainLength));
    else if (outcome.beyond && *outcome.beyond >= outcome.atTraining - kSameAccuracy)
        sentences.append(tr("Past the training length it keeps that: %1 at %2 to %3 tokens.")
                             .arg(percent(*outcome.beyond)).arg(run.trainLength + 1).arg(run.testLength));
    else if (outcome.beyond)
        sentences.append(tr("Past the training length it falls to %1 (%2 to %3 tokens).")
                             .arg(percent(*outcome.beyond)).arg(run.trainLength + 1).arg(run.testLength));
    if (!run.position) {
        sentences.append(withoutPositionReason(run));
        return sentences.join(QLatin1Char(' '));
    }
    if (withoutPosition)
        sentences.append(comparison(outcome.atTraining, *withoutPosition));
    sentences.append(taskNeed(run.task));
    if (outcome.verdict == Verdict::Learned)
        sentences.append(tr("These positions gave the model that."));
    else if (run.task == TrainingTask::Reverse && run.layers == 1)
        sentences.append(tr("In %1 steps these positions did not give it that; one block may be too few: try 2 layers.").arg(stepsDone));
    else
        sentences.append(tr("In %1 steps these positions did not give it that.").arg(stepsDone));
    return sentences.join(QLatin1Char(' '));
}

} // namespace pe
