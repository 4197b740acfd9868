#include "app_state.h"

#include <algorithm>

AppState::AppState(QObject *parent)
    : QObject(parent)
{
}

const pe::Matrix &AppState::encoding() const
{
    if (m_encodingStale) {
        m_encoding = pe::schemeMatrix(m_params);
        m_encodingStale = false;
    }
    return m_encoding;
}

int AppState::columns() const
{
    return std::max(1, pe::schemeColumns(m_params)); // d_model 1 leaves RoPE no pair to turn
}

pe::Matrix AppState::encodingAt(pe::IndexRange rows, pe::IndexRange columns) const
{
    if (m_params.scheme == pe::Scheme::Sinusoidal && m_encodingStale)
        return pe::sinusoidalEncodingAt(m_params.encoding, rows, columns);
    return encoding()(pe::indices(rows), pe::indices(columns));
}

pe::Matrix AppState::compareEncoding() const
{
    pe::SchemeParams params = m_params;
    params.scheme = m_compareScheme.value_or(m_params.scheme);
    return pe::validationError(params).isEmpty() ? pe::schemeMatrix(params) : pe::Matrix();
}

QString AppState::setSchemeParams(const pe::SchemeParams &params)
{
    const QString error = pe::validationError(params);
    if (!error.isEmpty())
        return error;
    const pe::SinusoidalParams &now = m_params.encoding;
    const pe::SinusoidalParams &next = params.encoding;
    if (next.dModel == now.dModel && next.positions == now.positions && next.base == now.base
        && next.layout == now.layout && params.scheme == m_params.scheme && params.maxLen == m_params.maxLen)
        return {};
    m_params = params;
    m_encodingStale = true;
    clampSelection();
    emit encodingChanged();
    return {};
}

QString AppState::setEncodingParams(const pe::SinusoidalParams &encoding)
{
    pe::SchemeParams params = m_params;
    params.encoding = encoding;
    return setSchemeParams(params);
}

void AppState::clampSelection()
{
    const int positions = m_params.encoding.positions;
    m_position = std::clamp(m_position, 0, positions - 1);
    m_comparePosition = std::clamp(m_comparePosition, 0, positions - 1);
    m_dimension = std::clamp(m_dimension, 0, columns() - 1);
    m_pinnedDimensions.removeIf([this](int j) { return j >= columns(); });
}

QString AppState::setDModel(int dModel)
{
    pe::SinusoidalParams params = m_params.encoding;
    params.dModel = dModel;
    return setEncodingParams(params);
}

QString AppState::setPositions(int positions)
{
    pe::SinusoidalParams params = m_params.encoding;
    params.positions = positions;
    return setEncodingParams(params);
}

QString AppState::setBase(double base)
{
    pe::SinusoidalParams params = m_params.encoding;
    params.base = base;
    return setEncodingParams(params);
}

void AppState::setLayout(pe::Layout layout)
{
    pe::SinusoidalParams params = m_params.encoding;
    params.layout = layout;
    setEncodingParams(params);
}

QString AppState::setScheme(pe::Scheme scheme)
{
    pe::SchemeParams params = m_params;
    params.scheme = scheme;
    return setSchemeParams(params);
}

QString AppState::setMaxLen(int maxLen)
{
    pe::SchemeParams params = m_params;
    params.maxLen = maxLen;
    return setSchemeParams(params);
}

void AppState::setCompareScheme(const std::optional<pe::Scheme> &scheme)
{
    if (scheme == m_compareScheme)
        return;
    m_compareScheme = scheme;
    emit encodingChanged();
}

void AppState::setPosition(int position)
{
    position = std::clamp(position, 0, m_params.encoding.positions - 1);
    if (position == m_position)
        return;
    m_position = position;
    emit selectionChanged();
}

void AppState::setDimension(int dimension)
{
    dimension = std::clamp(dimension, 0, columns() - 1);
    if (dimension == m_dimension)
        return;
    m_dimension = dimension;
    emit selectionChanged();
}

void AppState::setComparePosition(int position)
{
    position = std::clamp(position, 0, m_params.encoding.positions - 1);
    if (position == m_comparePosition)
        return;
    m_comparePosition = position;
    emit selectionChanged();
}

void AppState::setPinnedDimensions(const QList<int> &dimensions)
{
    QList<int> kept;
    for (int j : dimensions)
        if (j >= 0 && j < columns() && !kept.contains(j))
            kept.append(j);
    // Two empty lists are equal without asking QList: Qt 6.4 compares them with memcmp(nullptr, …, 0)
    // when only one has a buffer (as clampSelection() leaves it), undefined behaviour UBSan stops at.
    if (kept.isEmpty() ? m_pinnedDimensions.isEmpty() : kept == m_pinnedDimensions)
        return;
    m_pinnedDimensions = kept;
    emit selectionChanged();
}

void AppState::setStackedCurves(bool stacked)
{
    if (stacked == m_stackedCurves)
        return;
    m_stackedCurves = stacked;
    emit selectionChanged();
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

pe::AttentionOptions AppState::attentionOptions() const
{
    return ::attentionOptions(m_params, m_lab);
}
