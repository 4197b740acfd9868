#pragma once
// The Attention Lab's part of a lesson file ("lab"): its sentences and how attention is computed;
// a trained model as the run that trains it again.

#include "state/settings.h"

#include <QJsonObject>
#include <QString>

/// {"sentence_a": …, "sentence_b": …, "position_weight": 1, "scale_embeddings": false,
///  "position_offset": 0, "combine": "add", "projection": "random", "score": "scaled", "seed": 2017,
///  "heads": 1, "shown_head": -1, "causal": false, "lower_case": true, "show_scores": false,
///  "b_in_a_order": false, "vectors_file": "", ["trained_model": {…}], ["sink_logit": S]}
QJsonObject labToJson(const LabSettings &lab);

/// Reads the "lab" object of a set-up (`prefix` names it in messages, "" or "steps[2]."); the
/// first problem goes to `errorOut` when it is still empty.
void readLab(const QJsonObject &root, const QString &prefix, LabSettings *settings, QString *errorOut);
