#pragma once
// The command line's settings of one scheme: the layouts, RoPE's scaling, T5's buckets and
// Shaw's clip, each only with its scheme (as --scheme or --compare-scheme).

#include "schemes/position_schemes.h"

#include <QCommandLineParser>
#include <QString>

/// Reads them into `scheme` (its scheme already read); T5's direction follows `causal`, the lab's
/// mask. Returns false with a message naming the option when one is out of place or out of range.
bool readSchemeSettings(const QCommandLineParser &parser, bool causal, pe::SchemeParams *scheme, QString *error);
