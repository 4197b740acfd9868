#pragma once
// What a training run reached, read from its measured test accuracy, and the words a class reads
// about it: learned, partly, at chance or below, at the training lengths and past them, and why,
// for the run's task. Written from the numbers, never from what a scheme is expected to do.

#include "training/run.h"

#include <optional>
#include <vector>

namespace pe {

/// At least this share right counts as learned.
inline constexpr double kLearnedAccuracy = 0.9;
/// Within this of another accuracy (chance, the model without position) counts as the same.
inline constexpr double kSameAccuracy = 0.05;

enum class Verdict { Learned, Partly, AtChance, BelowChance };

/// The verdict for an accuracy on a task whose guesses score `chance`.
Verdict verdictOf(double accuracy, double chance);

/// A run's test accuracy, averaged over the training lengths (shortest to L_train) and past them.
struct RunOutcome
{
    double atTraining = 0.0;
    Verdict verdict = Verdict::AtChance;
    std::optional<double> beyond;  ///< over the lengths past L_train the model can read; nullopt for none
    bool beyondUnreadable = false; ///< a length past L_train has no encoding (a learned table)
};

/// Reads `byLength` (Trainer::testAccuracyByLength()) of a run trained with `run`.
RunOutcome measureOutcome(const TrainingSettings &run, const std::vector<LengthAccuracy> &byLength);

/// Two to four sentences on what the run reached and why: its verdict with the numbers, what
/// happens past the training length, how it compares with the model without position trained
/// beside it (`withoutPosition`: that model's atTraining, if there is one), and what the task needs.
/// `stepsDone` below run.steps says the run was stopped.
QString outcomeText(const TrainingSettings &run, int stepsDone, const RunOutcome &outcome,
                    std::optional<double> withoutPosition);

} // namespace pe
