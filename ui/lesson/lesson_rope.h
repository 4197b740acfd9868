#pragma once
// RoPE's scaling in lesson files, for the explorer's encoding and the Training Lab alike.

#include "lesson/lesson_fields.h"
#include "schemes/rope_scaling.h"

/// Writes `scale` into `object`: rope_scaling, and the numbers it reads — rope_factor and
/// rope_original_length where `withLengths` (the explorer; the Training Lab's come from its
/// lengths), rope_low_freq_factor and rope_high_freq_factor, yarn_beta_fast and yarn_beta_slow.
void insertRopeScale(QJsonObject *object, const pe::RopeScale &scale, bool withLengths);
/// Reads what insertRopeScale() wrote, each key only where present: a lesson saved before a key
/// existed keeps the default. Problems go to `fields`' error; the scale is checked as a whole.
void readRopeScale(const QJsonObject &object, FieldReader &fields, bool withLengths, pe::RopeScale *scale, QString *error);
/// True when `object` names a scaling format 5 did not have (dynamic NTK, YaRN, Llama 3), so
/// the lesson must be format 6 for an older app to say that it is newer.
bool ropeScaleNeedsFormat6(const QJsonObject &object);
