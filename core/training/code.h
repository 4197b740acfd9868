#pragma once
// The PyTorch script that trains the Training Lab's model again, for students who continue in a
// notebook: resources/code/train_pytorch.py, headed by the set-up it was shown for.

#include "training/run.h"

#include <QString>

namespace pe {

/// The command line that makes the run folder the script replays: "pe-explorer --train
/// who-did-it --scheme sinusoidal … --steps 20 --export-training run".
QString trainingCommandLine(const TrainingSettings &settings);

/// resources/code/train_pytorch.py with a few comment lines on top naming the set-up, the
/// command that makes its run folder and how to run it. The script builds the same model in
/// PyTorch (float64), starts from the app's initial parameters and replays the app's first
/// mini-batches with torch autograd and torch.optim.Adam; with --check it compares every loss
/// and the final parameters with the app's, to 1e-9 (tests/core/training/torch_training_reference.py runs it).
QString trainingCode(const TrainingSettings &settings);

} // namespace pe
