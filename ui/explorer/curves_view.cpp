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

const QList<QColor> kCurveColors{QColor(0xd9, 0x5f, 0x02), QColor(0x1b, 0x9e, 0x77), QColor(0x75, 0x70, 0xb3),
                                 QColor(0xe7, 0x29, 0x8a), QColor(0x66, 0xa6, 0x1e), QColor(0xa6, 0x76, 0x1d)};

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
    m_margins = new QCPMarginGroup(m_plot);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &CurvesView::showCurves);
    m_caption->setWordWrap(true);
    m_caption->setProperty("focusName", QStringLiteral("curves"));  // it reads with the curves it explains

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
    // Curves that are 0 at every position shown: a unit axis, not one of width 0 that QCustomPlot
    // widens to 1e-12 and labels as if the values were tiny.
    if (extent == 0.0)
        extent = 1.0;
    m_plot->clearGraphs();
    m_plot->clearItems();  // the panels' markers, made again below
    if (m_stackedShown && !m_state->stackedCurves()) {  // back to the shared axis as it was made
        m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        m_plot->yAxis->setLabel(tr("value"));
    }
    m_stackedShown = m_state->stackedCurves();
    const bool stacked = m_state->stackedCurves();
    setPanelCount(stacked ? int(dimensions.size()) : 1);
    QVector<double> xs(positions);
    std::iota(xs.begin(), xs.end(), 0.0);
    // Room above and below the curves where the values reach, a sliver where they do not.
    const pe::ValueRange range = info.valueRange(positions, [extent] { return extent; });
    const double low = range.low < 0 ? -1.15 * extent : -0.05 * extent;
    const double high = range.high > 0 ? 1.15 * extent : 0.05 * extent;
    m_markers.clear();
    for (int k = 0; k < dimensions.size(); ++k) {
        const int j = dimensions[k];
        // Stacked, each curve has a panel of its own with its own true scale; else all share the axes.
        QCPAxisRect *panel = stacked ? panelRect(k) : m_plot->axisRect();
        QCPGraph *graph = addCurve(m_plot, panel->axis(QCPAxis::atLeft));
        graph->setData(xs, toQVector(curves[k]), true);
        const QColor color = kCurveColors[k % kCurveColors.size()];
        graph->setPen(QPen(color, k == 0 ? 2.5 : 1.8));
        graph->setName(info.curveName(params, j));
        panel->axis(QCPAxis::atLeft)->setRange(low, high);
        if (stacked) {
            // Each panel at the curve's true scale, ticked at −extent, 0 and extent only (the legend
            // below names the curves in the panels' order and colours); the value label once, on the first.
            QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
            ticker->setTickStep(extent);
            ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
            panel->axis(QCPAxis::atLeft)->setTicker(ticker);
            panel->axis(QCPAxis::atLeft)->setLabel(k == 0 ? tr("value") : QString());
        }
        if (k == 0 || stacked)
            m_markers.append(panelMarker(panel));
    }
    m_title->setText(pe::Schemes::tr(info.curvesTitle));
    // The position axis is written once, under the last panel.
    const int panels = int(m_panels.size()) + 1;
    for (int k = 0; k < panels; ++k) {
        QCPAxis *x = panelRect(k)->axis(QCPAxis::atBottom);
        x->setLabel(k == panels - 1 ? pe::Schemes::tr(info.rowLabel) : QString());
        x->setTickLabels(k == panels - 1);
    }
    m_plot->xAxis->setRange(0, std::max<double>(1, positions - 1));
    for (QCPItemStraightLine *marker : m_markers)
        placeVertical(marker, m_state->position());
    m_plot->replot();
    m_caption->setText(info.curveCaption(params, m_state->dimension()));
}

void CurvesView::showPosition()
{
    moveMarkers(m_plot, [this] {
        for (QCPItemStraightLine *marker : m_markers)
            placeVertical(marker, m_state->position());
    });
}

QCPAxisRect *CurvesView::panelRect(int k) const
{
    return k == 0 ? m_plot->axisRect() : m_panels.at(k - 1);
}

QCPItemStraightLine *CurvesView::panelMarker(QCPAxisRect *panel)
{
    QCPItemStraightLine *marker = addMarker(m_plot, Qt::darkGray);
    marker->setClipAxisRect(panel);
    for (QCPItemPosition *point : {marker->point1, marker->point2})
        point->setAxes(panel->axis(QCPAxis::atBottom), panel->axis(QCPAxis::atLeft));
    return marker;
}

void CurvesView::setPanelCount(int count)
{
    QCPLayoutGrid *layout = m_plot->plotLayout();
    while (m_panels.size() > count - 1) {
        layout->remove(m_panels.takeLast());
        layout->simplify();
    }
    while (m_panels.size() < count - 1) {
        // Under the last panel, above the legend; its horizontal axis follows the first panel's.
        QCPAxisRect *above = panelRect(int(m_panels.size()));
        int row = 0, column = 0;
        for (int i = 0; i < layout->elementCount(); ++i)
            if (layout->elementAt(i) == above)
                layout->indexToRowCol(i, row, column);
        auto *panel = new QCPAxisRect(m_plot);
        layout->insertRow(row + 1);
        layout->addElement(row + 1, 0, panel);
        panel->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
        m_plot->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
        QCPAxis *x = panel->axis(QCPAxis::atBottom);
        QCPAxis *y = panel->axis(QCPAxis::atLeft);
        x->setTicker(m_plot->xAxis->ticker());
        for (QCPAxis *axis : {x, y}) {
            axis->setTickLabelFont(m_plot->yAxis->tickLabelFont());
            axis->setLabelFont(m_plot->yAxis->labelFont());
            axis->setBasePen(m_plot->yAxis->basePen());
            axis->setTickPen(m_plot->yAxis->tickPen());
            axis->setTickLabelColor(m_plot->yAxis->tickLabelColor());
        }
        y->setLabel(m_plot->yAxis->label());
        x->setRange(m_plot->xAxis->range());
        connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), x, qOverload<const QCPRange &>(&QCPAxis::setRange));
        connect(x, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::setRange));
        m_panels.append(panel);
    }
}
