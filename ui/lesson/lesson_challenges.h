#pragma once
// The Challenges tab's part of a lesson file: the round a teacher prepared, so that every student
// who opens the file gets the same questions.

#include "challenges/questions.h"

#include <QJsonObject>
#include <optional>

/// {"level": 1, "seed": 2017, "count": 10, "kinds": ["which-dimension", …]} (kinds empty for the level's own).
QJsonObject challengesToJson(const pe::ChallengeSet &set);

/// Reads the "challenges" object of a set-up (`section` names it in messages); nullopt for a
/// set-up without one (older lessons, which leave the round as it is). The first problem goes to `error`.
std::optional<pe::ChallengeSet> readChallenges(const QJsonObject &setUp, const QString &section, QString *error);
