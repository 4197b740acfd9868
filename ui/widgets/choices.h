#pragma once
// Names and box entries that more than one view shows: a training task's and a run's titles (the
// Training Lab, and the Attention Lab's trained models), the score functions (both labs) and
// RoPE's scalings (the explorer and the Training Lab).

#include "schemes/position_schemes.h"
#include "training/run.h"

#include <QString>
#include <optional>

class QComboBox;

/// A run's name in boxes and legends: "no position" or the scheme's short title.
QString runTitle(const std::optional<pe::Scheme> &position);

/// A run of the Training Lab as its charts name it: its scheme, and whether it is the run with
/// the causal mask beside the same scheme's run without it (TrainingLabSettings::bothMasks).
struct LabRun
{
    std::optional<pe::Scheme> position;
    bool markedCausal = false;
    bool operator==(const LabRun &) const = default;
};
/// The lab's runs as its charts name them: marked causal only when the runs differ in their mask.
QList<LabRun> labRuns(const QList<pe::TrainingSettings> &runs);
/// "no position", or "no position, causal mask" for a run marked causal.
QString runTitle(const LabRun &run);
/// A trained model's name: "sinusoidal, trained on who did it".
QString trainedTitle(const pe::TrainingSettings &run);

/// Fills `box` with the score functions (pe::Score as item data) and their formulas, for the
/// Attention Lab and the Training Lab.
void addScores(QComboBox *box);

/// A compared heatmap's name: the scheme's title, or for the sinusoidal scheme in a library's
/// convention "sinusoidal, tensor2tensor's convention".
QString compareTitle(const pe::SchemeParams &params);
/// Fills the compare box: every scheme (pe::Scheme as item data), and the sinusoidal scheme in
/// the two libraries' conventions too (compareData()).
void addComparedSchemes(QComboBox *box);
/// The compare box's item data for a scheme in a convention, and back.
int compareData(pe::Scheme scheme, pe::Layout layout);
std::pair<pe::Scheme, pe::Layout> fromCompareData(int data);

/// A RoPE scaling's name in boxes and charts: "position interpolation", "YaRN" …
QString ropeScalingTitle(pe::RopeScaling scaling);
/// Fills `box` with RoPE's scalings (pe::RopeScaling as item data), for the explorer and the lab.
void addRopeScalings(QComboBox *box);
