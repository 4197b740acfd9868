#pragma once
// Reading the values of command-line options: a number where a number is expected, with a
// message naming the option when it is not.

#include "attention/attention.h"
#include "attention/score_functions.h"

#include <QCommandLineParser>
#include <QString>
#include <optional>

/// Each returns true when the option is absent (the value is left as it is) or holds a value of
/// its type; otherwise false, with `error` naming the option and what it got.
bool readInt(const QCommandLineParser &parser, const QString &name, int *value, QString *error);
bool readOptionalInt(const QCommandLineParser &parser, const QString &name, std::optional<int> *value, QString *error);
/// A finite number.
bool readDouble(const QCommandLineParser &parser, const QString &name, double *value, QString *error);
/// --projection's word for the lab's own projections, as the exports write it: "identity" or "random".
QString projectionName(pe::Projection projection);
/// --score: a score function's name (pe::scoreName()).
bool readScore(const QCommandLineParser &parser, pe::Score *score, QString *error);
