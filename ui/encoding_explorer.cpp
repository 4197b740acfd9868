#include "encoding_explorer.h"

#include "app_state.h"
#include "heatmap.h"

#include <QVBoxLayout>
#include <qcustomplot.h>

static QCPItemStraightLine *addMarkerLine(QCustomPlot *plot)
{
    auto *line = new QCPItemStraightLine(plot);
    line->setPen(QPen(QColor(20, 20, 20), 1.5, Qt::DashLine));
    return line;
}

EncodingExplorer::EncodingExplorer(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_heatmapPlot(new QCustomPlot(this))
{
    m_heatmap = setupHeatmap(m_heatmapPlot, HeatmapScale::Diverging, tr("PE(position, dimension)"));
    m_heatmapPlot->xAxis->setLabel(tr("dimension"));
    m_heatmapPlot->yAxis->setLabel(tr("position"));
    m_positionLine = addMarkerLine(m_heatmapPlot);
    m_dimensionLine = addMarkerLine(m_heatmapPlot);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heatmapPlot);

    connect(m_state, &AppState::encodingChanged, this, &EncodingExplorer::showEncoding);
    connect(m_state, &AppState::selectionChanged, this, &EncodingExplorer::showSelection);
    showEncoding();
}

void EncodingExplorer::showEncoding()
{
    setHeatmapMatrix(m_heatmap, m_state->encoding(), -1.0, 1.0);
    showSelection();
}

void EncodingExplorer::showSelection()
{
    const double position = m_state->position();
    const double dimension = m_state->dimension();
    m_positionLine->point1->setCoords(0, position);
    m_positionLine->point2->setCoords(1, position);
    m_dimensionLine->point1->setCoords(dimension, 0);
    m_dimensionLine->point2->setCoords(dimension, 1);
    m_heatmapPlot->replot();
}
