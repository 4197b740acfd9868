#include "explorer/curves_view.h"

#include "plots/figure_export.h"
#include "plots/parts.h"
#include "schemes/table.h"
#include "state/app_state.h"
#include "widgets/label_box.h"

#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace {

constexpr double kStackGap = 2.5;  // vertical distance between stacked curves, in units of the largest value
const QList<QColor> kCurveColors{QColor(0xd9, 0x5f, 0x02), QColor(0x1b, 0x9e, 0x77), QColor(0x75, 0x70, 0xb3),
                                 QColor(0xe7, 0x29, 0x8a), QColor(0x66, 0xa6, 0x1e), QColor(0xa6, 0x76, 0x1d)};

QVector<double> toQVector(const pe::Vector &values, double offset)
{
    QVector<double> result(values.size());
    for (Eigen::Index k = 0; k < values.size(); ++k)
        result[k] = values[k] + offset;
    return result;
}

} // namespace

CurvesView::CurvesView(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_plot(createPlot(this))
    , m_caption(new QLabel)
{
    setFigureName(m_plot, QStringLiteral("curves"));
    // It always replots whole when its data change.
    unbufferData(m_plot);
    setIntegerTicks(m_plot->xAxis);
    m_title = addPlotTitle(m_plot, QString());
    m_plot->yAxis->setLabel(tr("value"));
    putLegendBelow(m_plot, 1);
    m_positionLine = addMarker(m_plot, Qt::darkGray);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &CurvesView::showCurves);
    m_caption->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    layout->addWidget(new LabelBox(m_caption));
}

void CurvesView::showCurves()
{
    const pe::SchemeParams &params = m_state->schemeParams();
    const pe::SchemeInfo &info = pe::schemeInfo(params.scheme);
    const int positions = params.encoding.positions;
    QList<int> dimensions{m_state->dimension()};
    for (int j : m_state->pinnedDimensions())
        if (j != m_state->dimension())
            dimensions.append(j);

    QList<pe::Vector> curves;
    for (int j : dimensions)
        curves.append(m_state->encodingAt({0, 1, positions}, {j, 1, 1}).col(0));
    // A bounded formula gives a fixed scale; the others are scaled to the curves drawn, so that a
    // slow RoPE pair or a small learned column is not flattened by the largest value of the matrix.
    double extent = info.valueBound;
    if (extent == 0.0)
        for (const pe::Vector &curve : curves)
            extent = std::max(extent, pe::largestFiniteMagnitude(curve));
    const double gap = kStackGap * extent;
    m_plot->clearGraphs();
    QVector<double> xs(positions);
    std::iota(xs.begin(), xs.end(), 0.0);
    const bool stacked = m_state->stackedCurves();
    for (int k = 0; k < dimensions.size(); ++k) {
        const int j = dimensions[k];
        QCPGraph *graph = addCurve(m_plot);
        graph->setData(xs, toQVector(curves[k], stacked ? -gap * k : 0.0), true);
        graph->setPen(QPen(kCurveColors[k % kCurveColors.size()], k == 0 ? 2.5 : 1.8));
        graph->setName(info.curveName(params, j));
    }
    m_title->setText(pe::Schemes::tr(info.curvesTitle));
    m_plot->xAxis->setLabel(pe::Schemes::tr(info.rowLabel));
    m_plot->xAxis->setRange(0, std::max<double>(1, positions - 1));
    // Room above and below the curves where the values reach, a sliver where they do not.
    const pe::ValueRange range = info.valueRange(positions, [extent] { return extent; });
    const double low = range.low < 0 ? -1.15 * extent : -0.05 * extent;
    const double high = range.high > 0 ? 1.15 * extent : 0.05 * extent;
    m_plot->yAxis->setRange(stacked ? low - gap * (dimensions.size() - 1) : low, high);
    placeVertical(m_positionLine, m_state->position());
    m_plot->replot();
    m_caption->setText(info.curveCaption(params, m_state->dimension()));
}

void CurvesView::showPosition()
{
    moveMarkers(m_plot, [this] { placeVertical(m_positionLine, m_state->position()); });
}
