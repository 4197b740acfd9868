#pragma once
// "Show me": the view that answers a challenge question, set up at that question.

#include "challenges/questions.h"

#include <QString>

class AppState;

/// Sets `state` up to show what answers `question`: the explorer at its encoding, with the
/// position, dimension or pair asked about selected (and, for "which is most similar", the right
/// one compared), or at the scheme of its heatmap; the Attention Lab as the question computed it:
/// its two sentences, scheme, mask and seed, random queries and keys, the lab's other settings at
/// their defaults; or the Training Lab at the set-up a question about training asks of (the window
/// then trains it live). Returns the view's name ("encoding", "attention", "training").
QString showMe(const pe::Question &question, AppState *state);

/// showMe() with the student's set-up kept first (AppState::keepSetUp(), when none is kept yet),
/// so that "Back to My Set-up" puts it back. `said` gets a sentence naming the views it changed
/// and the way back, or stays empty when nothing changed (the kept set-up is then forgotten).
QString showMeKeepingSetUp(const pe::Question &question, AppState *state, QString *said);
