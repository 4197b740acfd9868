#include "explorer/similarity_view.h"

#include "plots/figure_export.h"
#include "plots/heatmap.h"
#include "plots/parts.h"
#include "schemes/table.h"
#include "state/app_state.h"

#include <QHBoxLayout>
#include <qcustomplot.h>

namespace {

constexpr int kMinMapCells = 256;  // per axis: sampling never goes coarser than this


QVector<double> range(int count)
{
    QVector<double> result(count);
    std::iota(result.begin(), result.end(), 0.0);
    return result;
}

} // namespace

SimilarityView::SimilarityView(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_curvePlot(createPlot(this))
    , m_mapPlot(createPlot(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_curvePlot, 1);
    layout->addWidget(m_mapPlot, 1);

    setFigureName(m_curvePlot, QStringLiteral("similarity"));
    setFigureName(m_mapPlot, QStringLiteral("dot-products"));
    setIntegerTicks(m_curvePlot->xAxis);
    m_title = addPlotTitle(m_curvePlot, tr("Similarity to the selected position"));
    m_curvePlot->xAxis->setLabel(tr("position"));
    m_curvePlot->yAxis->setLabel(tr("dot product"));
    m_curvePlot->yAxis2->setVisible(true);
    m_curvePlot->yAxis2->setLabel(tr("cosine similarity"));
    putLegendBelow(m_curvePlot, 1);
    m_compareLine = addMarker(m_curvePlot, Qt::darkGray, Qt::DotLine);
    QCPGraph *dots = addCurve(m_curvePlot);
    dots->setPen(QPen(kSineColor, 2));
    dots->setName(tr("dot product (left axis)"));
    QCPGraph *cosines = addCurve(m_curvePlot, m_curvePlot->yAxis2);
    cosines->setPen(QPen(kCosineColor, 1.0, Qt::DashLine)); // one pixel: Qt draws it directly, a wider dash is stroked
    // Open circles on it, about a dozen: where the two curves coincide (every vector of the scheme
    // as long as every other, as the sinusoid's are) the cosine still shows on top.
    cosines->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, kCosineColor, 6));
    cosines->setName(tr("cosine (right axis)"));
    // Wheel zoom and drag; a double-click redraws at the default ranges.
    m_curvePlot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_curvePlot, &QCustomPlot::mouseDoubleClick, this, [this] { showSimilarity(true); });

    m_map = setupHeatmap(m_mapPlot, HeatmapScale::Diverging, tr("dot product"), m_state->colourMap());
    for (QCPAxis *axis : {m_mapPlot->xAxis, m_mapPlot->yAxis})
        setIntegerTicks(axis);
    addPlotTitle(m_mapPlot, tr("Dot products of all pairs"));
    m_mapPlot->xAxis->setLabel(tr("position"));
    m_mapPlot->yAxis->setLabel(tr("position"));
    m_rowLine = addMarker(m_mapPlot, Qt::black);
    m_columnLine = addMarker(m_mapPlot, Qt::black);
    connect(m_mapPlot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) {
        const QPointF at = event->position();
        m_state->setPosition(int(std::lround(m_mapPlot->yAxis->pixelToCoord(at.y()))));
        m_state->setComparePosition(int(std::lround(m_mapPlot->xAxis->pixelToCoord(at.x()))));
    });
    setExportedMatrix(m_mapPlot, [this] { return pe::dotProductMatrix(m_state->encoding()); });
}

void SimilarityView::prepareEncoding()
{
    const pe::SchemeParams &params = m_state->schemeParams();
    if (pe::schemeInfo(params.scheme).closedFormDots)
        m_comingDots = std::async(std::launch::async, [encoding = params.encoding] { return pe::SinusoidalDots(encoding); });
}

void SimilarityView::showEncoding()
{
    if (m_comingDots.valid())
        m_sinusoidalDots.emplace(m_comingDots.get());
    else
        m_sinusoidalDots.reset();
    const int positions = m_state->schemeParams().encoding.positions;
    m_rowNorms = m_sinusoidalDots ? m_sinusoidalDots->norms() : pe::rowNorms(m_state->encoding());
    // One sample per pixel (and never coarser than kMinMapCells). The other schemes multiply
    // out every pair of sampled rows: samples² · d_model / 2 multiply-adds stay near 2^24 whatever
    // the size, a couple of ms.
    const QRect area = m_mapPlot->axisRect()->rect();
    const int pixels = std::max({area.width(), area.height(), kMinMapCells});
    const int maxSamples = m_sinusoidalDots ? pixels : std::clamp(int(std::sqrt(double(1 << 25) / m_state->columns())), 64, pixels);
    const int stride = pe::sampleStride(positions, maxSamples);
    const pe::Matrix similarity = m_sinusoidalDots ? m_sinusoidalDots->sampled(stride)
                                                   : pe::dotProductMatrix(m_state->encodingAt({0, stride, (positions - 1) / stride + 1},
                                                                                              {0, 1, m_state->columns()}));
    // Whole numbers for the paper's scheme (the largest is |PE(p)|², D/2 for even D): the colour
    // scale then changes only when its labels would, and d_model 511 and 512 share ±256.
    const double largest = pe::largestFiniteMagnitude(similarity);
    const double extent = m_sinusoidalDots ? std::ceil(largest) : largest;
    const QString before = plotFrame(m_mapPlot);
    setHeatmapCells(m_map, similarity, stride, stride, -extent, extent, QSize(positions, positions));
    replotChanged(m_mapPlot, before);
}

void SimilarityView::showSimilarity(bool resetRanges)
{
    const int positions = m_state->schemeParams().encoding.positions;
    const int position = m_state->position();
    const QString before = plotFrame(m_curvePlot);
    const pe::Vector dots = m_sinusoidalDots ? m_sinusoidalDots->with(position) : pe::dotProductsWith(m_state->encoding(), position);
    m_curvePlot->graph(0)->setData(range(positions), toQVector(dots), true);
    m_curvePlot->graph(1)->setData(range(positions), toQVector(pe::cosineSimilarities(dots, m_rowNorms, position)), true);
    m_curvePlot->graph(1)->setScatterSkip(std::max(0, positions / 12 - 1));
    m_title->setText(tr("Similarity to position %1").arg(position));
    placeVertical(m_compareLine, m_state->comparePosition());
    if (resetRanges) {
        m_curvePlot->xAxis->setRange(0, positions - 1);
        m_curvePlot->yAxis2->setRange(-1.05, 1.05);
    }
    // For the paper's scheme the dot products span ±|PE(p)|² whatever p is, every encoding having
    // about the same length: where they all have exactly the same (even d_model) the two curves
    // coincide, which is itself worth seeing. That is rounded up to a whole number (D/2 for even D
    // already is), so the axis changes only when its labels would. For the other schemes the dot
    // products change with p, and a longer row may give larger ones than the row itself (the
    // integer scheme's grow with the other position): the axis follows the largest at every p.
    if (resetRanges || !m_sinusoidalDots) {
        const double extent = m_sinusoidalDots ? std::max(std::ceil(m_sinusoidalDots->dot(position, position)), 1e-12)
                                               : pe::largestFiniteMagnitude(dots);
        m_curvePlot->yAxis->setRange(-1.05 * extent, 1.05 * extent);
    }
    replotChanged(m_curvePlot, before);
}

void SimilarityView::showSelection()
{
    moveMarkers(m_curvePlot, [this] { placeVertical(m_compareLine, m_state->comparePosition()); });
    moveMarkers(m_mapPlot, [this] {
        placeHorizontal(m_rowLine, m_state->position());
        placeVertical(m_columnLine, m_state->comparePosition());
    });
}
