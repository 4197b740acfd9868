#pragma once
// What the question kinds share (questions.cpp), and the kinds, one function each: the sinusoidal
// encoding's in encoding_questions.cpp, the schemes' and attention's in scheme_questions.cpp, the
// Training Lab's in training_questions.cpp, the image patches' in grid_questions.cpp.

#include "challenges/questions.h"
#include "schemes/sinusoidal_encoding.h"

#include <QJsonArray>
#include <functional>

namespace pe {

namespace challenge {

QJsonArray jsonArray(const std::vector<double> &values);
QJsonArray jsonArray(const QList<int> &values);
/// d_model, base, positions and layout.
QJsonObject encodingSettings(const SinusoidalParams &params);
/// The encoding, the number asked about (`name`) and the choices as numbers.
QJsonObject askedSettings(const SinusoidalParams &params, const char *name, int asked, const QList<int> &choices);
/// `count` different numbers from [0, range), `right` among them, in random order; `accept`
/// refuses a wrong one (too like the right one). Returns them with the right one's index.
QList<int> choicesAround(int right, int range, int count, RandomNumbers &random, const std::function<bool(int)> &accept,
                         int *answer);
/// The largest |a[i] - b[i]|.
double maxDifference(const std::vector<double> &a, const std::vector<double> &b);

} // namespace challenge

// One question of its kind at `level`, drawn from `random` (generateChallenges()).
Question whichDimension(int level, RandomNumbers &random);
Question whichPosition(int level, RandomNumbers &random);
Question formulaNumber(int level, RandomNumbers &random);
Question closerPosition(int level, RandomNumbers &random);
Question relativeOffset(int level, RandomNumbers &random);
Question orderBlind(int level, RandomNumbers &random);
Question whichScheme(int level, RandomNumbers &random);
Question extrapolation(int level, RandomNumbers &random);  // training_questions.cpp
Question closestPatch(int level, RandomNumbers &random);   // grid_questions.cpp

} // namespace pe
