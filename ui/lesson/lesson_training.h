#pragma once
// The Training Lab's part of a lesson file: its set-up, not the trained weights (training again
// takes seconds, and a class should see it happen).

#include "state/settings.h"

#include <QJsonObject>
#include <optional>

/// {"task": "who-did-it", "language": "en", "schemes": ["none", "sinusoidal", "learned"],
///  "causal": false, "d_model": 32, "layers": 1, "heads": 2, "steps": 300, "train_length": 8,
///  "seed": 42, "rope_scaling": "none", "rope_layout": "pairs",
///  "score": "scaled", "shaw_values": false, "sentence": "the cat chased the mouse", "pace": "full"}
/// ("pace": "class" spreads each run over kClassRunMilliseconds for a class to watch.)
QJsonObject trainingToJson(const TrainingLabSettings &settings);

/// Reads the "training" object of a set-up (`section` names it in messages); a set-up without
/// one (older lessons) gives the defaults. The first problem goes to `error`.
TrainingLabSettings readTraining(const QJsonObject &setUp, const QString &section, QString *error);

/// The run that trained the model whose queries and keys the Attention Lab shows (the lab's
/// "trained_model"): trainingToJson() of that one scheme, its steps the steps the model took,
/// without a sentence or a pace. Training is deterministic, so the run trains the same model again.
QJsonObject trainedModelToJson(const pe::TrainingSettings &run);
/// Reads it back; nullopt, with the first problem in `error`, unless it names one scheme.
std::optional<pe::TrainingSettings> readTrainedModel(const QJsonObject &json, const QString &section, QString *error);
