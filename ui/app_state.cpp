#include "app_state.h"

#include <algorithm>

AppState::AppState(QObject *parent)
    : QObject(parent)
{
}

const pe::Matrix &AppState::encoding() const
{
    if (m_encodingStale) {
        m_encoding = pe::sinusoidalEncoding(m_params);
        m_encodingStale = false;
    }
    return m_encoding;
}

QString AppState::setEncodingParams(const pe::SinusoidalParams &params)
{
    const QString error = pe::validationError(params);
    if (!error.isEmpty())
        return error;
    if (params.dModel == m_params.dModel && params.positions == m_params.positions
        && params.base == m_params.base && params.layout == m_params.layout)
        return {};
    m_params = params;
    m_encodingStale = true;
    clampSelection();
    emit encodingChanged();
    return {};
}

void AppState::clampSelection()
{
    m_position = std::clamp(m_position, 0, m_params.positions - 1);
    m_comparePosition = std::clamp(m_comparePosition, 0, m_params.positions - 1);
    m_dimension = std::clamp(m_dimension, 0, m_params.dModel - 1);
    m_pinnedDimensions.removeIf([this](int j) { return j >= m_params.dModel; });
}

QString AppState::setDModel(int dModel)
{
    pe::SinusoidalParams params = m_params;
    params.dModel = dModel;
    return setEncodingParams(params);
}

QString AppState::setPositions(int positions)
{
    pe::SinusoidalParams params = m_params;
    params.positions = positions;
    return setEncodingParams(params);
}

QString AppState::setBase(double base)
{
    pe::SinusoidalParams params = m_params;
    params.base = base;
    return setEncodingParams(params);
}

void AppState::setLayout(pe::Layout layout)
{
    pe::SinusoidalParams params = m_params;
    params.layout = layout;
    setEncodingParams(params);
}

void AppState::setPosition(int position)
{
    position = std::clamp(position, 0, m_params.positions - 1);
    if (position == m_position)
        return;
    m_position = position;
    emit selectionChanged();
}

void AppState::setDimension(int dimension)
{
    dimension = std::clamp(dimension, 0, m_params.dModel - 1);
    if (dimension == m_dimension)
        return;
    m_dimension = dimension;
    emit selectionChanged();
}

void AppState::setComparePosition(int position)
{
    position = std::clamp(position, 0, m_params.positions - 1);
    if (position == m_comparePosition)
        return;
    m_comparePosition = position;
    emit selectionChanged();
}

void AppState::setPinnedDimensions(const QList<int> &dimensions)
{
    QList<int> kept;
    for (int j : dimensions)
        if (j >= 0 && j < m_params.dModel && !kept.contains(j))
            kept.append(j);
    if (kept == m_pinnedDimensions)
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

void AppState::setLabSettings(const LabSettings &settings)
{
    if (settings == m_lab)
        return;
    m_lab = settings;
    emit labChanged();
}

pe::AttentionOptions attentionOptions(const pe::SinusoidalParams &encoding, const LabSettings &lab)
{
    pe::AttentionOptions options;
    options.dModel = encoding.dModel;
    options.base = encoding.base;
    options.layout = encoding.layout;
    options.positionWeight = lab.positionWeight;
    options.combine = lab.combine;
    options.projection = lab.projection;
    options.seed = lab.seed;
    options.heads = lab.heads;
    options.causal = lab.causal;
    return options;
}

pe::AttentionOptions AppState::attentionOptions() const
{
    return ::attentionOptions(m_params, m_lab);
}
