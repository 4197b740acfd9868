#pragma once
// "Show me": the view that answers a challenge question, set up at that question.

#include "challenges/questions.h"

#include <QString>

class AppState;

/// Sets `state` up to show what answers `question`: the explorer at its encoding, with the
/// position, dimension or pair asked about selected (and, for "which is most similar", the right
/// one compared), or at the scheme of its heatmap; the Attention Lab as the question computed it:
/// its two sentences, scheme, mask and seed, random queries and keys, the lab's other settings at
/// their defaults. Returns the view's name ("encoding", "attention"). The Training Lab keeps its set-up.
QString showMe(const pe::Question &question, AppState *state);
