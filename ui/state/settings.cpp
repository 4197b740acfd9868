#include "state/settings.h"

#include "schemes/table.h"

#include <QCoreApplication>
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

QString defaultLabSentence(pe::TaskLanguage language, bool second)
{
    if (language == pe::TaskLanguage::Chinese)
        return second ? QStringLiteral("兔子爱老虎") : QStringLiteral("老虎爱兔子");
    return second ? QStringLiteral("Rabbits love tigers.") : QStringLiteral("Tigers love rabbits.");
}

QString defaultTrySentence(pe::TrainingTask task, pe::TaskLanguage language)
{
    if (task != pe::TrainingTask::WhoDidIt)
        return QStringLiteral("a b c d e f");
    // The lesson's own example (step 11 trains on 狗咬人).
    return language == pe::TaskLanguage::Chinese ? QStringLiteral("狗咬人") : QStringLiteral("the cat chased the mouse");
}

pe::TrainingSettings interfaceSetUp()
{
    pe::TrainingSettings setUp;
    setUp.language = interfaceTaskLanguage();
    return setUp;
}

QList<std::optional<pe::Scheme>> defaultTrainedPositions()
{
    return {std::nullopt, pe::Scheme::Sinusoidal, pe::Scheme::Learned};
}

QList<std::optional<pe::Scheme>> trainablePositions()
{
    QList<std::optional<pe::Scheme>> positions{std::nullopt};
    for (pe::Scheme scheme : pe::allSchemes())
        positions.append(scheme);
    return positions;
}

QList<pe::TrainingSettings> trainingRuns(const TrainingLabSettings &settings)
{
    QList<pe::TrainingSettings> runs;
    for (const std::optional<pe::Scheme> &position : trainablePositions()) {
        if (!settings.positions.contains(position))
            continue;
        pe::TrainingSettings run = settings.setUp;
        run.position = position;
        // A scheme's boxes reach its own run alone (RoPE's scaling and pairs, Shaw's values …).
        run.schemeSettings = pe::settingsReadBy(position, run.schemeSettings);
        if (!position || !(pe::schemeInfo(*position).settings & pe::UsesLayout))
            run.layout = pe::Layout::Interleaved;  // the sinusoidal convention, the sinusoidal run's alone
        run.testLength = std::min(2 * run.trainLength, pe::kMaxTrainingLength);
        if (settings.bothMasks) {  // without the mask first, then with it
            run.causal = false;
            runs.append(run);
            run.causal = true;
        }
        runs.append(run);
    }
    return runs;
}

QString validationError(const TrainingLabSettings &settings)
{
    const QList<pe::TrainingSettings> runs = trainingRuns(settings);
    if (runs.isEmpty())
        return QCoreApplication::translate("TrainingLab", "Tick at least one scheme to train.");
    for (const pe::TrainingSettings &run : runs) {
        const QString error = pe::validationError(run);
        if (!error.isEmpty())
            return error;
    }
    return {};
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
    training.score = lab.score;
    training.schemeSettings = pe::settingsReadBy(scheme.scheme, attentionOptions(scheme, lab).schemeSettings);
    training.schemeSettings.t5.causal = false;  // T5's direction follows the causal mask (modelConfig())
    if (pe::schemeInfo(scheme.scheme).settings & pe::UsesLayout)
        training.layout = scheme.encoding.layout;  // the convention the lab shows
    return training;
}

pe::AttentionOptions attentionOptions(const pe::SchemeParams &scheme, const LabSettings &lab)
{
    pe::AttentionOptions options;
    options.dModel = scheme.encoding.dModel;
    options.base = scheme.encoding.base;
    options.layout = scheme.encoding.layout;
    options.scheme = scheme.scheme;
    options.positionWeight = lab.positionWeight;
    options.scaleEmbeddings = lab.scaleEmbeddings;
    options.positionOffset = lab.positionOffset;
    options.combine = lab.combine;
    options.projection = lab.projection;
    options.score = lab.score;
    options.seed = lab.seed;
    options.heads = lab.heads;
    options.causal = lab.causal;
    options.sinkLogit = lab.sinkLogit;
    options.schemeSettings = scheme.schemeSettings;
    // As in T5: bidirectional buckets in the encoder, causal ones under the decoder's mask.
    options.schemeSettings.t5 = pe::t5WithRoomForExact({scheme.schemeSettings.t5.buckets, scheme.schemeSettings.t5.maxDistance, lab.causal});
    if (lab.vectors) {
        options.vectors = lab.vectors;
        options.dModel = lab.vectors->dimension;
    }
    return options;
}
