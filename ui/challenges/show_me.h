#pragma once
// "Show me": the view that answers a challenge question, set up at that question.

#include "challenges/questions.h"

#include <QString>

class AppState;

/// Sets `state` up to show what answers `question`: the explorer at its encoding, with the
/// position, dimension or pair asked about selected (and, for "which is most similar", the right
/// one compared), or at the scheme of its heatmap; the Attention Lab as the question computed it:
/// its two sentences, scheme, mask and seed, random queries and keys, the lab's other settings at
/// their defaults; the Training Lab at the set-up a question about training asks of (the window
/// then trains it live); or the Images & Video tab's patch grid at a question about patches.
/// Returns the view's name ("encoding", "attention", "training", "images").
QString showMe(const pe::Question &question, AppState *state);

/// Each kind's Show Me (ChallengeKindView::showMe): the explorer at the dimension, the position,
/// both for a number worked out, the most similar position compared, the pair turned, the
/// scheme of a heatmap; the Attention Lab at two word orders; the Training Lab at a run; the
/// patch grid at the marked patch.
QString showDimension(const pe::Question &question, AppState *state);
QString showPosition(const pe::Question &question, AppState *state);
QString showFormulaNumber(const pe::Question &question, AppState *state);
QString showCloserPosition(const pe::Question &question, AppState *state);
QString showRelativeOffset(const pe::Question &question, AppState *state);
QString showScheme(const pe::Question &question, AppState *state);
QString showOrderBlind(const pe::Question &question, AppState *state);
QString showExtrapolation(const pe::Question &question, AppState *state);
QString showClosestPatch(const pe::Question &question, AppState *state);

/// showMe() with the student's set-up kept first (AppState::keepSetUp(), when none is kept yet),
/// so that "Back to My Set-up" puts it back. `said` gets a sentence naming the views it changed
/// and the way back, or stays empty when nothing changed (the kept set-up is then forgotten).
QString showMeKeepingSetUp(const pe::Question &question, AppState *state, QString *said);
