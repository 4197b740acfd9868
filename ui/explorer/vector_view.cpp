#include "explorer/vector_view.h"

#include "plots/figure_export.h"
#include "plots/parts.h"
#include "schemes/table.h"
#include "state/app_state.h"

#include <QVBoxLayout>
#include <qcustomplot.h>

VectorView::VectorView(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_plot(createPlot(this))
{
    setFigureName(m_plot, QStringLiteral("vectors"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setIntegerTicks(m_plot->xAxis);
    m_title = addPlotTitle(m_plot, tr("One position across dimensions"));
    m_plot->xAxis->setLabel(tr("pair i"));
    m_plot->yAxis->setLabel(tr("value"));
    putLegendBelow(m_plot, 2);
    m_pairLine = addMarker(m_plot, Qt::darkGray);
    // Named and put in the legend by the first showVectors(true).
    for (int g = 0; g < 4; ++g) {
        const bool dashed = g >= 2;
        const QColor color = g % 2 == 0 ? kSineColor : kCosineColor;
        QCPGraph *graph = addCurve(m_plot);
        // Dashed lines one pixel wide: Qt draws those directly, a wider dash is stroked as a
        // polygon, which took half of this plot's replot.
        graph->setPen(QPen(color, dashed ? 1.0 : 2.2, dashed ? Qt::DashLine : Qt::SolidLine));
    }
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] { showVectors(true); });
}

void VectorView::showVectors(bool resetRanges)
{
    const pe::SchemeParams &scheme = m_state->schemeParams();
    const pe::SinusoidalParams &params = scheme.encoding;
    const pe::SchemeInfo &info = pe::schemeInfo(scheme.scheme);
    const int sinePairs = pe::pairCount(params.dModel, params.layout);
    const int position = m_state->position();
    const int compare = m_state->comparePosition();
    const pe::IndexRange everyColumn{0, 1, m_state->columns()};
    const pe::Matrix vectors[2] = {m_state->encodingAt({position, 1, 1}, everyColumn), m_state->encodingAt({compare, 1, 1}, everyColumn)};
    const QString before = plotFrame(m_plot);

    // Graphs 0, 1: sines and cosines of the selected position; 2, 3: of the compared one.
    // They are made once and only get new data: a new graph would force a full replot.
    // Schemes without pairs: graphs 0 and 2 hold the whole rows, 1 and 3 stay empty.
    const bool pairs = info.sineCosinePairs;
    for (int g = 0; g < 4; ++g) {
        const bool sine = g % 2 == 0;
        const int count = pairs ? (sine ? sinePairs : params.dModel / 2) : (sine ? params.dModel : 0);
        QVector<double> xs(count), values(count);
        for (int i = 0; i < count; ++i) {
            xs[i] = i;
            values[i] = vectors[g / 2](0, pairs ? pe::dimensionOf({i, sine}, params.dModel, params.layout) : i);
        }
        QCPGraph *graph = m_plot->graph(g);
        graph->setData(xs, values, true);
        const QColor color = graph->pen().color();
        graph->setScatterStyle(count <= 64 ? QCPScatterStyle(QCPScatterStyle::ssCircle, color, 5) : QCPScatterStyle());
        if (resetRanges) {
            if (pairs)
                graph->setName(g == 0 ? tr("sin, selected position") : g == 1 ? tr("cos, selected position")
                               : g == 2 ? tr("sin, compared position") : tr("cos, compared position"));
            else
                graph->setName(g == 0 ? tr("selected position") : tr("compared position"));
            if (pairs || sine)
                graph->addToLegend();
            else
                graph->removeFromLegend();
        }
    }
    m_title->setText(tr("Position %1 (solid) and position %2 (dashed)").arg(position).arg(compare));
    placeVertical(m_pairLine, pairs ? pe::dimensionRole(m_state->dimension(), params.dModel, params.layout).pair
                                    : m_state->dimension());
    if (resetRanges) {
        m_plot->xAxis->setLabel(pairs ? tr("pair i") : tr("dimension"));
        m_plot->xAxis->setRange(-0.5, (pairs ? sinePairs : params.dModel) - 0.5);
        const double extent = info.valueBound > 0 ? info.valueBound : m_state->largestMagnitude();
        m_plot->yAxis->setRange(-1.15 * extent, 1.15 * extent);
    }
    replotChanged(m_plot, before);
}
