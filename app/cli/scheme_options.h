#pragma once
// The command line's settings of one scheme: the layouts, RoPE's scaling, T5's buckets and
// Shaw's clip, each only with its scheme (as --scheme or --compare-scheme).

#include "schemes/position_schemes.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>

/// Reads them into `scheme` (its scheme already read); T5's direction follows `causal`, the lab's
/// mask. Returns false with a message naming the option when one is out of place or out of range.
bool readSchemeSettings(const QCommandLineParser &parser, bool causal, pe::SchemeParams *scheme, QString *error);

/// Adds to fields the settings that only the scheme reads (T5's buckets, RoPE's scaling and
/// pairs, Shaw's k), under the names of the lesson files: what an export says of its scheme.
void insertSchemeSettings(QJsonObject *fields, const pe::SchemeParams &scheme);
