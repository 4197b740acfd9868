#include "settings.h"

#include <algorithm>

int selectableColumns(const pe::SchemeParams &scheme)
{
    return std::max(1, pe::schemeColumns(scheme));
}

ExplorerSettings clampSelection(ExplorerSettings settings)
{
    const int positions = settings.scheme.encoding.positions;
    const int columns = selectableColumns(settings.scheme);
    settings.position = std::clamp(settings.position, 0, positions - 1);
    settings.comparePosition = std::clamp(settings.comparePosition, 0, positions - 1);
    settings.dimension = std::clamp(settings.dimension, 0, columns - 1);
    QList<int> kept;
    for (int j : settings.pinnedDimensions)
        if (j >= 0 && j < columns && !kept.contains(j))
            kept.append(j);
    settings.pinnedDimensions = kept;
    return settings;
}

pe::TrainingSettings labTrainingSettings(const pe::SchemeParams &scheme, const LabSettings &lab)
{
    pe::TrainingSettings training;
    training.position = scheme.scheme;
    training.causal = lab.causal;
    training.heads = lab.heads;
    training.dModel = scheme.encoding.dModel;
    training.seed = lab.seed;
    training.steps = pe::kKeptBatches;
    return training;
}

pe::AttentionOptions attentionOptions(const pe::SchemeParams &scheme, const LabSettings &lab)
{
    pe::AttentionOptions options;
    options.dModel = scheme.encoding.dModel;
    options.base = scheme.encoding.base;
    options.layout = scheme.encoding.layout;
    options.scheme = scheme.scheme;
    options.maxLen = scheme.maxLen;
    options.positionWeight = lab.positionWeight;
    options.combine = lab.combine;
    options.projection = lab.projection;
    options.seed = lab.seed;
    options.heads = lab.heads;
    options.causal = lab.causal;
    if (lab.vectors) {
        options.vectors = lab.vectors;
        options.dModel = lab.vectors->dimension;
    }
    return options;
}
