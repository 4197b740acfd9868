#include "state/app_state.h"

#include <utility>

#include "schemes/table.h"
#include "state/training_runner.h"

AppState::AppState(QObject *parent)
    : QObject(parent)
    , m_trainingRunner(new TrainingRunner(this))
{
}

const pe::Matrix &AppState::encoding() const
{
    if (m_encodingStale) {
        m_encoding = pe::schemeMatrix(m_explorer.scheme);
        m_encodingStale = false;
    }
    return m_encoding;
}

int AppState::columns() const
{
    return selectableColumns(m_explorer.scheme);
}

const pe::Vector &AppState::byOffset() const
{
    if (m_byOffsetStale) {
        m_byOffset = pe::schemeInfo(scheme()).byOffset(m_explorer.scheme);
        m_byOffsetStale = false;
    }
    return m_byOffset;
}

pe::Matrix AppState::encodingAt(pe::IndexRange rows, pe::IndexRange columns) const
{
    if (m_encodingStale) {
        const pe::SchemeInfo &info = pe::schemeInfo(scheme());
        if (info.entriesAt)
            return info.entriesAt(m_explorer.scheme, rows, columns);
        if (info.byOffset)
            return pe::entriesByOffset(byOffset(), rows, columns);
    }
    return encoding()(pe::indices(rows), pe::indices(columns));
}

double AppState::largestMagnitude() const
{
    // Every distance j − i from 1 − L to L − 1 occurs in an L × L matrix (pe::schemeLargestMagnitude()).
    if (m_encodingStale && pe::schemeInfo(scheme()).byOffset)
        return pe::largestFiniteMagnitude(byOffset());
    return pe::largestFiniteMagnitude(encoding());
}

pe::SchemeParams AppState::compareParams() const
{
    pe::SchemeParams params = m_explorer.scheme;
    params.scheme = m_explorer.compareScheme.value_or(params.scheme);
    if (pe::schemeInfo(params.scheme).settings & pe::UsesLayout)
        params.encoding.layout = m_explorer.compareLayout;
    return params;
}

pe::Matrix AppState::compareEncoding() const
{
    const pe::SchemeParams params = compareParams();
    return pe::validationError(params).isEmpty() ? pe::schemeMatrix(params) : pe::Matrix();
}

namespace {

bool sameSelection(const ExplorerSettings &a, const ExplorerSettings &b)
{
    // Two empty lists are equal without asking QList: Qt 6.4 compares them with memcmp(nullptr, …, 0)
    // when only one has a buffer, undefined behaviour UBSan stops at.
    const bool samePins = a.pinnedDimensions.isEmpty() ? b.pinnedDimensions.isEmpty() : a.pinnedDimensions == b.pinnedDimensions;
    return samePins && a.position == b.position && a.dimension == b.dimension && a.comparePosition == b.comparePosition
        && a.stackedCurves == b.stackedCurves;
}

} // namespace

QString AppState::setExplorerSettings(const ExplorerSettings &settings)
{
    const QString error = pe::validationError(settings.scheme);
    if (!error.isEmpty())
        return error;
    const ExplorerSettings next = clampSelection(settings);
    const bool encodingChanges = next.scheme != m_explorer.scheme || next.compareScheme != m_explorer.compareScheme
                                 || next.compareLayout != m_explorer.compareLayout;
    const bool selectionChanges = !sameSelection(next, m_explorer);
    m_explorer = next;
    if (encodingChanges) {
        m_encodingStale = m_byOffsetStale = true;
        emit encodingChanged(); // the views redraw everything, the selection too
    } else if (selectionChanges) {
        emit selectionChanged();
    }
    return {};
}

QString AppState::setSchemeParams(const pe::SchemeParams &params)
{
    return changeExplorer([&](ExplorerSettings &s) { s.scheme = params; });
}

QString AppState::setEncodingParams(const pe::SinusoidalParams &encoding)
{
    return changeExplorer([&](ExplorerSettings &s) { s.scheme.encoding = encoding; });
}

QString AppState::setDModel(int dModel)
{
    return changeExplorer([&](ExplorerSettings &s) { s.scheme.encoding.dModel = dModel; });
}

QString AppState::setPositions(int positions)
{
    return changeExplorer([&](ExplorerSettings &s) { s.scheme.encoding.positions = positions; });
}

QString AppState::setBase(double base)
{
    return changeExplorer([&](ExplorerSettings &s) { s.scheme.encoding.base = base; });
}

void AppState::setLayout(pe::Layout layout)
{
    // RoPE turns adjacent pairs or halves; tensor2tensor's convention is the sinusoidal scheme's.
    if ((pe::schemeInfo(m_explorer.scheme.scheme).settings & pe::UsesRopeLayout) && layout == pe::Layout::Tensor2Tensor)
        return;
    changeExplorer([&](ExplorerSettings &s) {
        (pe::schemeInfo(s.scheme.scheme).settings & pe::UsesRopeLayout ? s.scheme.schemeSettings.ropeLayout : s.scheme.encoding.layout) = layout;
    });
}

QString AppState::setScheme(pe::Scheme scheme)
{
    return changeExplorer([&](ExplorerSettings &s) { s.scheme.scheme = scheme; });
}

QString AppState::changeSchemeSettings(const std::function<void(pe::SchemeSettings &)> &change)
{
    return changeExplorer([&](ExplorerSettings &s) { change(s.scheme.schemeSettings); });
}

void AppState::setCompareScheme(const std::optional<pe::Scheme> &scheme, pe::Layout layout)
{
    changeExplorer([&](ExplorerSettings &s) {
        s.compareScheme = scheme;
        s.compareLayout = layout;
    });
}

void AppState::setPosition(int position)
{
    changeExplorer([&](ExplorerSettings &s) { s.position = position; });
}

void AppState::setDimension(int dimension)
{
    changeExplorer([&](ExplorerSettings &s) { s.dimension = dimension; });
}

void AppState::setComparePosition(int position)
{
    changeExplorer([&](ExplorerSettings &s) { s.comparePosition = position; });
}

void AppState::setPinnedDimensions(const QList<int> &dimensions)
{
    changeExplorer([&](ExplorerSettings &s) { s.pinnedDimensions = dimensions; });
}

void AppState::setStackedCurves(bool stacked)
{
    changeExplorer([&](ExplorerSettings &s) { s.stackedCurves = stacked; });
}

QString AppState::changeExplorer(const std::function<void(ExplorerSettings &)> &change)
{
    ExplorerSettings explorer = m_explorer;
    change(explorer);
    return setExplorerSettings(explorer);
}

void AppState::changeLab(const std::function<void(LabSettings &)> &change)
{
    LabSettings lab = m_lab;
    change(lab);
    setLabSettings(lab);
}

void AppState::setLabSettings(const LabSettings &settings)
{
    if (settings == m_lab)
        return;
    m_lab = settings;
    emit labChanged();
}

void AppState::changeGrid(const std::function<void(GridSettings &)> &change)
{
    GridSettings grid = m_grid;
    change(grid);
    setGridSettings(grid);
}

void AppState::setGridSettings(const GridSettings &settings)
{
    if (settings == m_grid)
        return;
    m_grid = settings;
    emit gridChanged();
}

void AppState::changeTraining(const std::function<void(TrainingLabSettings &)> &change)
{
    TrainingLabSettings training = m_training;
    change(training);
    setTrainingSettings(training);
}

void AppState::setTrainedModels(const QList<std::shared_ptr<const pe::Trainer>> &models)
{
    m_labModels = models;
    updateTrainedModels();
}

void AppState::addTrainedModel(const std::shared_ptr<const pe::Trainer> &model)
{
    if (!m_labModels.contains(model))
        m_lessonModel = model;
    updateTrainedModels();
    changeLab([&model](LabSettings &lab) { lab.trained = model; });
}

void AppState::updateTrainedModels()
{
    QList<std::shared_ptr<const pe::Trainer>> models = m_labModels;
    if (m_lessonModel && !models.contains(m_lessonModel))
        models.append(m_lessonModel);
    if (models == m_trainedModels)
        return;
    m_trainedModels = models;
    emit trainedModelsChanged();
    // A lesson's model waiting to be trained again (no step yet) is in no list.
    if (m_lab.trained && m_lab.trained->stepsDone() > 0 && !models.contains(m_lab.trained))
        changeLab([](LabSettings &lab) { lab.trained.reset(); });
}

void AppState::setTrainingSettings(const TrainingLabSettings &settings)
{
    if (settings == m_training)
        return;
    m_training = settings;
    emit trainingChanged();
}

void AppState::setColourMap(ColourMap map)
{
    if (map == m_colourMap)
        return;
    m_colourMap = map;
    emit appearanceChanged();
}

void AppState::setTeacherSteps(const QList<TeacherStep> &steps)
{
    if (steps == m_teacherSteps)
        return;
    m_teacherSteps = steps;
    emit teacherStepsChanged();
}

pe::AttentionOptions AppState::attentionOptions() const
{
    return ::attentionOptions(m_explorer.scheme, m_lab);
}

QString AppState::setChallengeSet(const pe::ChallengeSet &set)
{
    if (const QString error = pe::challengeError(set.level, set.count); !error.isEmpty())
        return error;
    m_challengeRound = pe::ChallengeRound(set);
    emit challengesChanged();
    return {};
}

bool AppState::keepSetUp()
{
    if (hasKeptSetUp() && m_shownSetUp == setUpNow())
        return false;
    m_keptSetUps.append(setUpNow());
    emit keptSetUpChanged();
    return true;
}

void AppState::shownSetUp()
{
    m_shownSetUp = setUpNow();
}

void AppState::restoreKeptSetUp()
{
    if (!hasKeptSetUp())
        return;
    const KeptSetUp kept = m_keptSetUps.takeLast();
    m_shownSetUp.reset();
    setExplorerSettings(kept.explorer);
    setLabSettings(kept.lab);
    setTrainingSettings(kept.training);
    setGridSettings(kept.grid);
    emit keptSetUpChanged();
    emit keptSetUpRestored();
}

void AppState::forgetKeptSetUp()
{
    if (!hasKeptSetUp())
        return;
    m_keptSetUps.removeLast();
    emit keptSetUpChanged();
}

QStringList AppState::changedSinceKept() const
{
    QStringList changed;
    if (!hasKeptSetUp())
        return changed;
    const KeptSetUp &kept = m_keptSetUps.last();
    if (kept.explorer != m_explorer)
        changed << QStringLiteral("explorer");
    if (kept.lab != m_lab)
        changed << QStringLiteral("attention");
    if (kept.training != m_training)
        changed << QStringLiteral("training");
    if (kept.grid != m_grid)
        changed << QStringLiteral("images");
    return changed;
}
