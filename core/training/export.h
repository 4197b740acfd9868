#pragma once
// Writing a training run to a folder that NumPy and PyTorch read: the history as JSON, every
// parameter before and after training as .npy, and the first mini-batches, so that any
// reimplementation can replay the run from the same start and check it step by step.

#include "training/run.h"

#include <QJsonObject>
#include <QString>

namespace pe {

/// The run's history (history.json): the settings, the vocabulary and classes, the loss and
/// training accuracy of every step (loss[s] is batch s's mean loss before its update), the test
/// accuracy at every length ("no encoding" where the learned table has no row), the chance
/// level, and `seconds`, the wall time the caller measured.
QJsonObject trainingHistory(const Trainer &trainer, double seconds);

/// Writes into `directory` (made if missing):
/// - history.json: trainingHistory();
/// - parameters.json: {"parameters": [{"name", "shape"}, …], "position": how position enters};
/// - init/NAME.npy and final/NAME.npy: every tensor of namedTensors() as '<f8', C order, 1-D for
///   gains and biases;
/// - batches/tokens_S.npy (B × n, int64) and batches/labels_S.npy ((B) or (B × n), int64) for
///   the first kKeptBatches steps S = 0, 1, ….
/// Returns an empty string, or why a file could not be written.
QString exportTraining(const QString &directory, const Trainer &trainer, double seconds);

} // namespace pe
