#pragma once
// A round of challenges in words: how to play it, and its end.

#include "challenges/round.h"

#include <QString>

/// Rich text: the level done, how many right with the points and the best streak, and each kind's
/// score (in class mode, where no score is kept, only the number of questions); then the seed
/// that gives the questions again.
QString roundSummary(const pe::ChallengeRound &round, bool classMode);

/// What the status bar says of the Challenges tab: the teacher's keys in class mode, how to play otherwise.
QString challengesHint(bool classMode);
