#include "encoding_explorer.h"

#include "app_state.h"
#include "figure_export.h"
#include "heatmap.h"
#include "label_box.h"
#include "plot_parts.h"
#include "position_similarity.h"
#include "slider_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <functional>
#include <future>

namespace {

constexpr int kMinHeatmapCells = 256;     // per axis: sampling never goes coarser than this
constexpr double kStackGap = 2.5;         // vertical distance between stacked curves
// The sliders' own ranges. A lesson file or the command line may go beyond them (d_model 1,
// base 1.0001): the range then widens to the value, so a control never shows another number
// than the matrix uses.
constexpr int kDModelSliderMin = 2, kDModelSliderMax = 2048;
constexpr int kPositionsSliderMin = 2, kPositionsSliderMax = 8192;
constexpr double kBaseSliderMin = 10, kBaseSliderMax = 1e6;

const QColor kSineColor(0xb2, 0x18, 0x2b);
const QColor kCosineColor(0x2b, 0x55, 0xa3);
const QList<QColor> kCurveColors{QColor(0xd9, 0x5f, 0x02), QColor(0x1b, 0x9e, 0x77), QColor(0x75, 0x70, 0xb3),
                                 QColor(0xe7, 0x29, 0x8a), QColor(0x66, 0xa6, 0x1e), QColor(0xa6, 0x76, 0x1d)};

// Markers go on the overlay layer, which QCustomPlot buffers on its own: moveMarkers() draws
// that layer again and repaints only where they were and are.
QCPItemStraightLine *addMarker(QCustomPlot *plot, const QColor &color, Qt::PenStyle style = Qt::DashLine)
{
    auto *line = new QCPItemStraightLine(plot);
    line->setLayer(QStringLiteral("overlay"));
    line->setPen(QPen(color, 1.5, style));
    line->setSelectable(false);
    return line;
}

void placeVertical(QCPItemStraightLine *line, double x)
{
    line->point1->setCoords(x, 0);
    line->point2->setCoords(x, 1);
}

void placeHorizontal(QCPItemStraightLine *line, double y)
{
    line->point1->setCoords(0, y);
    line->point2->setCoords(1, y);
}

QVector<double> toQVector(const pe::Vector &values, double offset = 0.0)
{
    QVector<double> result(values.size());
    for (Eigen::Index k = 0; k < values.size(); ++k)
        result[k] = values[k] + offset;
    return result;
}

QVector<double> range(int count)
{
    QVector<double> result(count);
    for (int k = 0; k < count; ++k)
        result[k] = k;
    return result;
}

// Short, readable numbers for labels: 6.3, 628.3, 62832.
QString readable(double value)
{
    return QString::number(value, 'f', std::abs(value) < 100 ? 1 : 0);
}

// How a scheme's matrix is coloured and labelled.
struct HeatmapLook
{
    HeatmapScale scale;
    double low;
    double high;
    QString valueLabel;
    bool angles; ///< RoPE: show each angle modulo 2π, the turn it makes
};

double largestFiniteMagnitude(const pe::Matrix &matrix)
{
    double largest = 0.0;
    for (Eigen::Index k = 0; k < matrix.size(); ++k)
        if (std::isfinite(matrix.data()[k]))
            largest = std::max(largest, std::abs(matrix.data()[k]));
    return std::max(largest, 1e-12);
}

// Whether a scheme's colours follow its largest value: the others have a fixed range.
bool scalesWithValues(pe::Scheme scheme)
{
    return scheme == pe::Scheme::Learned || scheme == pe::Scheme::Alibi;
}

// How a scheme's matrix of `rows` rows is coloured; extent is its largest magnitude where
// scalesWithValues(scheme).
HeatmapLook lookFor(pe::Scheme scheme, int rows, double extent)
{
    switch (scheme) {
    case pe::Scheme::Sinusoidal:
        return {HeatmapScale::Diverging, -1.0, 1.0, EncodingExplorer::tr("value"), false};
    case pe::Scheme::Integer:
        return {HeatmapScale::Sequential, 0.0, std::max(1.0, double(rows - 1)), EncodingExplorer::tr("value"), false};
    case pe::Scheme::Normalized:
    case pe::Scheme::Binary:
        return {HeatmapScale::Sequential, 0.0, 1.0, EncodingExplorer::tr("value"), false};
    case pe::Scheme::Learned:
        return {HeatmapScale::Diverging, -extent, extent, EncodingExplorer::tr("value (blank: no row)"), false};
    case pe::Scheme::Rope:
        return {HeatmapScale::Sequential, 0.0, 2 * std::numbers::pi, EncodingExplorer::tr("angle mod 2π"), true};
    case pe::Scheme::Alibi:
        return {HeatmapScale::Sequential, -extent, 0.0, EncodingExplorer::tr("bias"), false};
    }
    return {HeatmapScale::Diverging, -1.0, 1.0, EncodingExplorer::tr("value"), false};
}

// Sampled entries of a matrix: rows and columns first, first + stride ….
using EntriesAt = std::function<pe::Matrix(pe::IndexRange rows, pe::IndexRange columns)>;

// Every stride-th of count indices, from the first.
pe::IndexRange sampled(int count, int stride)
{
    return {0, stride, (count - 1) / stride + 1};
}

// Draws a scheme's rows × cols matrix sampled to the plot's pixels: only the sampled entries are asked for.
void showSchemeMatrix(QCustomPlot *plot, QCPColorMap *map, pe::Scheme scheme, int rows, int cols, double extent,
                      const EntriesAt &entriesAt, int minCells)
{
    const HeatmapLook look = lookFor(scheme, rows, extent);
    const QRect area = plot->axisRect()->rect();
    if (rows == 0 || cols == 0) {
        clearHeatmap(map);
        plot->replot();
        return;
    }
    const int rowStride = sampleStride(rows, std::max(minCells, area.height()));
    const int columnStride = sampleStride(cols, std::max(minCells, area.width()));
    pe::Matrix cells = entriesAt(sampled(rows, rowStride), sampled(cols, columnStride));
    if (look.angles)
        cells = cells.unaryExpr([](double angle) { return std::fmod(angle, 2 * std::numbers::pi); });
    setHeatmapScale(map, look.scale);
    map->colorScale()->axis()->setLabel(look.valueLabel);
    setHeatmapCells(map, cells, rowStride, columnStride, look.low, look.high);
    const bool alibi = scheme == pe::Scheme::Alibi;
    plot->xAxis->setLabel(alibi ? EncodingExplorer::tr("key position")
                                : scheme == pe::Scheme::Rope ? EncodingExplorer::tr("pair i")
                                                             : EncodingExplorer::tr("dimension"));
    plot->yAxis->setLabel(alibi ? EncodingExplorer::tr("query position")
                                : EncodingExplorer::tr("position"));
    plot->replot();
}

QString schemeTitle(pe::Scheme scheme)
{
    switch (scheme) {
    case pe::Scheme::Sinusoidal: return EncodingExplorer::tr("sinusoidal (the paper)");
    case pe::Scheme::Integer: return EncodingExplorer::tr("integer: the position itself");
    case pe::Scheme::Normalized: return EncodingExplorer::tr("normalized: position / (L − 1)");
    case pe::Scheme::Binary: return EncodingExplorer::tr("binary: the bits of the position");
    case pe::Scheme::Learned: return EncodingExplorer::tr("learned: a table, one row per position");
    case pe::Scheme::Rope: return EncodingExplorer::tr("RoPE: rotate queries and keys");
    case pe::Scheme::Alibi: return EncodingExplorer::tr("ALiBi: a distance penalty on attention");
    }
    return {};
}

// New data on unchanged axes: only the graphs' layer and the markers are drawn again.
void replotData(QCustomPlot *plot)
{
    plot->layer(QStringLiteral("main"))->replot();
    plot->layer(QStringLiteral("overlay"))->replot();
}

// What a full replot draws besides the data: the axes' ranges and labels, the legend and the colour scale.
QString frameOf(QCustomPlot *plot)
{
    QString frame;
    for (QCPAxis *axis : plot->axisRect()->axes())
        frame += QStringLiteral("%1 %2 %3|").arg(axis->range().lower, 0, 'g', 17).arg(axis->range().upper, 0, 'g', 17).arg(axis->label());
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (const auto *map = qobject_cast<QCPColorMap *>(plot->plottable(i)))
            frame += QStringLiteral("%1 %2|").arg(map->dataRange().lower, 0, 'g', 17).arg(map->dataRange().upper, 0, 'g', 17);
    for (int i = 0; i < plot->graphCount(); ++i) {
        const QCPGraph *graph = plot->graph(i);
        frame += QStringLiteral("%1 %2 %3|").arg(graph->name()).arg(plot->legend->hasItemWithPlottable(graph))
                     .arg(int(graph->scatterStyle().shape()));
    }
    return frame;
}

// A full replot when the frame differs from `before`, else (a d_model of 511 after 512 changes
// only the data) the cheaper data replot.
void replotChanged(QCustomPlot *plot, const QString &before)
{
    if (frameOf(plot) == before)
        replotData(plot);
    else
        plot->replot();
}

} // namespace

EncodingExplorer::EncodingExplorer(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_heatmapPlot(createPlot(this))
    , m_curvesPlot(createPlot(this))
    , m_vectorPlot(createPlot(this))
    , m_similarityCurvePlot(createPlot(this))
    , m_similarityPlot(createPlot(this))
    , m_comparePlot(createPlot(this))
{
    // These two always replot whole when their data change: their graphs need no layer of their
    // own, and painting two layers fewer makes each marker move cheaper.
    for (QCustomPlot *plot : {m_heatmapPlot, m_curvesPlot})
        plot->layer(QStringLiteral("main"))->setMode(QCPLayer::lmLogical);
    m_heatmap = setupHeatmap(m_heatmapPlot, HeatmapScale::Diverging, tr("value"));
    addPlotTitle(m_heatmapPlot, tr("The encoding: one row per position"));
    m_heatmapPlot->xAxis->setLabel(tr("dimension"));
    m_heatmapPlot->yAxis->setLabel(tr("position"));
    for (QCustomPlot *plot : {m_heatmapPlot, m_similarityPlot, m_comparePlot})
        for (QCPAxis *axis : {plot->xAxis, plot->yAxis})
            setIntegerTicks(axis);
    for (QCustomPlot *plot : {m_curvesPlot, m_vectorPlot, m_similarityCurvePlot})
        setIntegerTicks(plot->xAxis);
    m_positionLine = addMarker(m_heatmapPlot, Qt::black);
    m_dimensionLine = addMarker(m_heatmapPlot, Qt::black);
    m_heatmapPlot->setToolTip(tr("Click a cell to select its position and dimension."));

    addPlotTitle(m_curvesPlot, tr("One dimension over all positions"));
    m_curvesPlot->xAxis->setLabel(tr("position"));
    m_curvesPlot->yAxis->setLabel(tr("value"));
    putLegendBelow(m_curvesPlot, 1);
    m_curvesPositionLine = addMarker(m_curvesPlot, Qt::darkGray);
    // Wheel zoom and drag; a double-click redraws at the default ranges.
    m_curvesPlot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_curvesPlot, &QCustomPlot::mouseDoubleClick, this, &EncodingExplorer::showCurves);

    m_vectorTitle = addPlotTitle(m_vectorPlot, tr("One position across dimensions"));
    m_vectorPlot->xAxis->setLabel(tr("pair i (dimensions 2i and 2i+1)"));
    m_vectorPlot->yAxis->setLabel(tr("value"));
    putLegendBelow(m_vectorPlot, 2);
    m_vectorPairLine = addMarker(m_vectorPlot, Qt::darkGray);
    const QString vectorNames[4] = {tr("sin, selected position"), tr("cos, selected position"),
                                    tr("sin, compared position"), tr("cos, compared position")};
    for (int g = 0; g < 4; ++g) {
        const bool dashed = g >= 2;
        const QColor color = g % 2 == 0 ? kSineColor : kCosineColor;
        QCPGraph *graph = addCurve(m_vectorPlot);
        // Dashed lines one pixel wide: Qt draws those directly, a wider dash is stroked as a
        // polygon, which took half of this plot's replot.
        graph->setPen(QPen(color, dashed ? 1.0 : 2.2, dashed ? Qt::DashLine : Qt::SolidLine));
        graph->setName(vectorNames[g]);
    }
    // Wheel zoom and drag; a double-click redraws at the default ranges.
    m_vectorPlot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_vectorPlot, &QCustomPlot::mouseDoubleClick, this, [this] { showVectors(true); });

    m_similarityTitle = addPlotTitle(m_similarityCurvePlot, tr("Similarity to the selected position"));
    m_similarityCurvePlot->xAxis->setLabel(tr("position"));
    m_similarityCurvePlot->yAxis->setLabel(tr("dot product"));
    m_similarityCurvePlot->yAxis2->setVisible(true);
    m_similarityCurvePlot->yAxis2->setLabel(tr("cosine similarity"));
    putLegendBelow(m_similarityCurvePlot, 1);
    m_similarityCompareLine = addMarker(m_similarityCurvePlot, Qt::darkGray, Qt::DotLine);
    QCPGraph *dots = addCurve(m_similarityCurvePlot);
    dots->setPen(QPen(kSineColor, 2));
    dots->setName(tr("dot product (left axis)"));
    QCPGraph *cosines = addCurve(m_similarityCurvePlot, m_similarityCurvePlot->yAxis2);
    cosines->setPen(QPen(kCosineColor, 1.0, Qt::DashLine)); // one pixel: see the vector plot
    cosines->setName(tr("cosine (right axis)"));
    // Wheel zoom and drag; a double-click redraws at the default ranges.
    m_similarityCurvePlot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_similarityCurvePlot, &QCustomPlot::mouseDoubleClick, this, [this] { showSimilarity(true); });

    m_similarityMap = setupHeatmap(m_similarityPlot, HeatmapScale::Diverging, tr("dot product"));
    addPlotTitle(m_similarityPlot, tr("Dot products of all pairs"));
    m_similarityPlot->xAxis->setLabel(tr("position"));
    m_similarityPlot->yAxis->setLabel(tr("position"));
    m_similarityRowLine = addMarker(m_similarityPlot, Qt::black);
    m_similarityColumnLine = addMarker(m_similarityPlot, Qt::black);

    m_curveCaption = new QLabel(this);
    m_curveCaption->setWordWrap(true);

    auto *curvesBox = new QWidget(this);
    auto *curvesLayout = new QVBoxLayout(curvesBox);
    curvesLayout->setContentsMargins(0, 0, 0, 0);
    curvesLayout->addWidget(m_curvesPlot, 1);
    curvesLayout->addWidget(new LabelBox(m_curveCaption));

    m_compareMap = setupHeatmap(m_comparePlot, HeatmapScale::Diverging, tr("value"));
    m_compareTitle = addPlotTitle(m_comparePlot, QString());
    m_topRight = new QStackedWidget(this);
    m_topRight->addWidget(curvesBox);
    m_topRight->addWidget(m_comparePlot);

    // The bottom row shows vectors and their similarity, which exist only for the schemes
    // that add a vector to each word; for RoPE and ALiBi it says why instead.
    auto *vectorViews = new QWidget(this);
    auto *vectorLayout = new QHBoxLayout(vectorViews);
    vectorLayout->setContentsMargins(0, 0, 0, 0);
    vectorLayout->addWidget(m_vectorPlot, 1);
    vectorLayout->addWidget(m_similarityCurvePlot, 1);
    vectorLayout->addWidget(m_similarityPlot, 1);
    m_bottomRowExplanation = new QLabel(this);
    m_bottomRowExplanation->setWordWrap(true);
    m_bottomRowExplanation->setAlignment(Qt::AlignCenter);
    m_bottomRowExplanation->setMargin(40);
    m_bottomRow = new QStackedWidget(this);
    m_bottomRow->addWidget(vectorViews);
    m_bottomRow->addWidget(m_bottomRowExplanation);

    auto *views = new QGridLayout;
    views->addWidget(m_heatmapPlot, 0, 0, 1, 2);
    views->addWidget(m_topRight, 0, 2);
    views->addWidget(m_bottomRow, 1, 0, 1, 3);
    for (int column = 0; column < 3; ++column)
        views->setColumnStretch(column, 1);
    views->setRowStretch(0, 1);
    views->setRowStretch(1, 1);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(createControlPanel());
    layout->addLayout(views, 1);

    connect(m_heatmapPlot, &QCustomPlot::mousePress, this, &EncodingExplorer::selectCell);
    connect(m_heatmapPlot, &QCustomPlot::mouseMove, this, &EncodingExplorer::showCellToolTip);
    connect(m_similarityPlot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) {
        const QPointF at = event->position();
        m_state->setPosition(int(std::lround(m_similarityPlot->yAxis->pixelToCoord(at.y()))));
        m_state->setComparePosition(int(std::lround(m_similarityPlot->xAxis->pixelToCoord(at.x()))));
    });
    connect(m_state, &AppState::encodingChanged, this, [this] { scheduleRefresh(EncodingPending); });
    connect(m_state, &AppState::selectionChanged, this, [this] { scheduleRefresh(SelectionPending); });
    setExportedMatrix(m_heatmapPlot, [this] { return m_state->encoding(); });
    setExportedMatrix(m_comparePlot, [this] { return m_state->compareEncoding(); });
    setExportedMatrix(m_similarityPlot, [this] { return pe::dotProductMatrix(m_state->encoding()); });
    // A first full replot gives every layer its buffer, so later layer-only replots work.
    for (QCustomPlot *plot : {m_heatmapPlot, m_curvesPlot, m_vectorPlot, m_similarityCurvePlot, m_similarityPlot, m_comparePlot})
        plot->replot();
    showEncoding();
    showSelection();
}

QWidget *EncodingExplorer::createControlPanel()
{
    m_dModel = new SliderSpinBox(tr("d_model (width of each vector)"), SliderSpinBox::Scale::Linear);
    m_dModel->setRange(kDModelSliderMin, kDModelSliderMax);
    m_dModel->setToolTips(tr("How many numbers encode each position. Odd values are allowed: the last dimension is then a sine."));
    m_positions = new SliderSpinBox(tr("positions shown"), SliderSpinBox::Scale::Linear);
    m_positions->setRange(kPositionsSliderMin, kPositionsSliderMax);
    m_positions->setToolTips(tr("How many positions (rows) to compute and show."));
    m_base = new SliderSpinBox(tr("base"), SliderSpinBox::Scale::Logarithmic);
    m_base->setRange(kBaseSliderMin, kBaseSliderMax);
    m_base->setToolTips(tr("The paper uses 10000. A larger base makes the slowest waves even slower."));
    m_layout = new QComboBox;
    m_layout->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_layout->setMinimumContentsLength(12);
    m_layout->addItem(tr("interleaved (the paper)"), int(pe::Layout::Interleaved));
    m_layout->addItem(tr("concatenated (sines, then cosines)"), int(pe::Layout::Concatenated));
    m_layout->setToolTip(tr("Where the sine and cosine of each frequency go in the vector."));

    m_position = new SliderSpinBox(tr("position"), SliderSpinBox::Scale::Linear);
    m_position->setToolTips(tr("The selected position: a row of the heatmap."));
    m_dimension = new SliderSpinBox(tr("dimension"), SliderSpinBox::Scale::Linear);
    m_dimension->setToolTips(tr("The selected dimension: a column of the heatmap."));
    for (SliderSpinBox *control : {m_dModel, m_position, m_dimension})
        control->setPlayable(true);
    m_comparePosition = new SliderSpinBox(tr("compare with position"), SliderSpinBox::Scale::Linear);
    m_comparePosition->setToolTips(tr("A second position, drawn dashed in the vector view and compared in the similarity views."));

    auto *pin = new QPushButton(tr("Pin dimension"));
    pin->setToolTip(tr("Keep the selected dimension's curve on the plot to compare it with others."));
    auto *clearPins = new QPushButton(tr("Clear pins"));
    clearPins->setToolTip(tr("Remove every pinned curve."));
    m_stacked = new QCheckBox(tr("Stack the curves"));
    m_stacked->setToolTip(tr("Draw each curve on its own line instead of on the same axes."));
    auto *classicCurves = new QPushButton(tr("Classic figure: dimensions 2, 6, 12"));
    classicCurves->setToolTip(tr("d_model 64, 128 positions, the curves of dimensions 2, 6 and 12."));
    auto *classicVectors = new QPushButton(tr("Classic figure: positions 1 and 5"));
    classicVectors->setToolTip(tr("d_model 64: the 32 sines and 32 cosines of positions 1 and 5."));

    m_formula = new QLabel;
    m_formula->setWordWrap(true);
    m_offsetCheck = new QLabel;
    m_offsetCheck->setWordWrap(true);

    m_scheme = new QComboBox;
    m_compareScheme = new QComboBox;
    for (pe::Scheme scheme : pe::allSchemes()) {
        m_scheme->addItem(schemeTitle(scheme), int(scheme));
        m_compareScheme->addItem(schemeTitle(scheme), int(scheme));
    }
    m_scheme->setToolTip(tr("How positions are written down: the paper's sines and cosines, or an alternative."));
    m_compareScheme->setCurrentIndex(m_compareScheme->findData(int(pe::Scheme::Binary)));
    for (QComboBox *box : {m_scheme, m_compareScheme}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    m_compare = new QCheckBox(tr("Compare with"));
    m_compare->setToolTip(tr("Show a second scheme's heatmap beside the first, at the same settings."));
    m_maxLen = new SliderSpinBox(tr("max_len (rows of the learned table)"), SliderSpinBox::Scale::Linear);
    m_maxLen->setRange(1, 8192);
    m_maxLen->setToolTips(tr("A learned table has a row for each position up to max_len, and nothing after."));
    m_explanation = new QLabel;
    m_explanation->setWordWrap(true);

    auto *schemeGroup = new QGroupBox(tr("Scheme"));
    auto *schemeLayout = new QGridLayout(schemeGroup);
    schemeLayout->addWidget(m_scheme, 0, 0, 1, 2);
    schemeLayout->addWidget(m_explanation, 1, 0, 1, 2);
    schemeLayout->addWidget(m_maxLen, 2, 0, 1, 2);
    schemeLayout->addWidget(m_compare, 3, 0);
    schemeLayout->addWidget(m_compareScheme, 3, 1);
    schemeLayout->setColumnStretch(1, 1);

    auto *encodingGroup = new QGroupBox(tr("Encoding"));
    auto *encodingLayout = new QVBoxLayout(encodingGroup);
    encodingLayout->addWidget(m_dModel);
    encodingLayout->addWidget(m_positions);
    encodingLayout->addWidget(m_base);
    encodingLayout->addWidget(m_layout);

    auto *selectionGroup = new QGroupBox(tr("Selection"));
    auto *selectionLayout = new QVBoxLayout(selectionGroup);
    selectionLayout->addWidget(m_position);
    selectionLayout->addWidget(m_dimension);
    selectionLayout->addWidget(m_comparePosition);

    auto *curvesGroup = new QGroupBox(tr("Curves"));
    auto *curvesLayout = new QGridLayout(curvesGroup);
    curvesLayout->addWidget(pin, 0, 0);
    curvesLayout->addWidget(clearPins, 0, 1);
    curvesLayout->addWidget(m_stacked, 1, 0, 1, 2);
    curvesLayout->addWidget(classicCurves, 2, 0, 1, 2);
    curvesLayout->addWidget(classicVectors, 3, 0, 1, 2);

    auto *formulaGroup = new QGroupBox(tr("Formula with its numbers"));
    auto *formulaLayout = new QVBoxLayout(formulaGroup);
    formulaLayout->addWidget(new LabelBox(m_formula));
    formulaLayout->addWidget(new LabelBox(m_offsetCheck));

    auto *panel = new QWidget;
    auto *panelLayout = new QVBoxLayout(panel);
    panelLayout->addWidget(schemeGroup);
    panelLayout->addWidget(encodingGroup);
    panelLayout->addWidget(selectionGroup);
    panelLayout->addWidget(formulaGroup);  // above the curves' buttons: the lesson points at it
    panelLayout->addWidget(curvesGroup);
    auto *showCode = new QPushButton(tr("Show Code…"));
    showCode->setToolTip(tr("The NumPy and PyTorch code that rebuilds this matrix, to continue in a notebook (Ctrl+Shift+C)."));
    connect(showCode, &QPushButton::clicked, this, [this] { showCodeDialog(this, codeSources()); });
    panelLayout->addWidget(showCode);
    panelLayout->addStretch(1);

    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("controlPanel")); // the window hides it on request
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFixedWidth(310);
    scroll->setFrameShape(QFrame::NoFrame);

    connect(m_dModel, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setDModel(int(value)); });
    connect(m_positions, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setPositions(int(value)); });
    connect(m_base, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setBase(value); });
    connect(m_layout, &QComboBox::currentIndexChanged, this,
            [this] { m_state->setLayout(pe::Layout(m_layout->currentData().toInt())); });
    connect(m_position, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setPosition(int(value)); });
    connect(m_dimension, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setDimension(int(value)); });
    connect(m_comparePosition, &SliderSpinBox::valueChanged, this,
            [this](double value) { m_state->setComparePosition(int(value)); });
    connect(m_scheme, &QComboBox::currentIndexChanged, this,
            [this] { m_state->setScheme(pe::Scheme(m_scheme->currentData().toInt())); });
    connect(m_maxLen, &SliderSpinBox::valueChanged, this, [this](double value) { m_state->setMaxLen(int(value)); });
    const auto compareChanged = [this] {
        m_state->setCompareScheme(m_compare->isChecked() ? std::optional(pe::Scheme(m_compareScheme->currentData().toInt()))
                                                         : std::nullopt);
    };
    connect(m_compare, &QCheckBox::toggled, this, compareChanged);
    connect(m_compareScheme, &QComboBox::currentIndexChanged, this, compareChanged);
    connect(pin, &QPushButton::clicked, this, &EncodingExplorer::pinSelectedDimension);
    connect(clearPins, &QPushButton::clicked, this, &EncodingExplorer::clearPinnedDimensions);
    connect(m_stacked, &QCheckBox::toggled, m_state, &AppState::setStackedCurves);
    connect(classicCurves, &QPushButton::clicked, this, &EncodingExplorer::showClassicCurves);
    connect(classicVectors, &QPushButton::clicked, this, &EncodingExplorer::showClassicVectors);
    return scroll;
}

void EncodingExplorer::followStateInControls()
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    m_position->setRange(0, params.positions - 1);
    m_comparePosition->setRange(0, params.positions - 1);
    m_dimension->setRange(0, m_state->columns() - 1);
    m_maxLen->setValue(m_state->schemeParams().maxLen);
    m_maxLen->setVisible(m_state->scheme() == pe::Scheme::Learned);
    const QSignalBlocker schemeBlocker(m_scheme);
    m_scheme->setCurrentIndex(m_scheme->findData(int(m_state->scheme())));
    const QSignalBlocker compareBlocker(m_compare);
    m_compare->setChecked(m_state->compareScheme().has_value());
    m_explanation->setText(pe::schemeExplanation(m_state->scheme()));
    m_dModel->setRange(std::min(kDModelSliderMin, params.dModel), std::max(kDModelSliderMax, params.dModel));
    m_positions->setRange(std::min(kPositionsSliderMin, params.positions), std::max(kPositionsSliderMax, params.positions));
    m_base->setRange(std::min(kBaseSliderMin, params.base), std::max(kBaseSliderMax, params.base));
    if (const int decimals = params.base < kBaseSliderMin ? 6 : 1; m_base->spinBox()->decimals() != decimals) {
        // Only on a change: the spin box then measures itself and the panel lays itself out again.
        const QSignalBlocker blocker(m_base->spinBox()); // fewer decimals round the value: not a change by the user
        m_base->spinBox()->setDecimals(decimals);
    }
    m_dModel->setValue(params.dModel);
    m_positions->setValue(params.positions);
    m_base->setValue(params.base);
    m_position->setValue(m_state->position());
    m_dimension->setValue(m_state->dimension());
    m_comparePosition->setValue(m_state->comparePosition());
    const QSignalBlocker layoutBlocker(m_layout);
    m_layout->setCurrentIndex(m_layout->findData(int(params.layout)));
    const QSignalBlocker stackedBlocker(m_stacked);
    m_stacked->setChecked(m_state->stackedCurves());
}

void EncodingExplorer::scheduleRefresh(int what)
{
    // Slider drags deliver many changes between two frames: collect them, draw once.
    if (m_pending == NothingPending)
        QMetaObject::invokeMethod(this, &EncodingExplorer::refresh, Qt::QueuedConnection);
    m_pending |= what;
}

void EncodingExplorer::refresh()
{
    const int pending = std::exchange(m_pending, int(NothingPending));
    if (pending & EncodingPending) {
        showEncoding();
        m_shown.reset();
    }
    showSelection();
}

void EncodingExplorer::showEncoding()
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    const pe::Scheme scheme = m_state->scheme();
    // The similarity views' dot products (half a millisecond at 2048 × 512) are computed on the
    // other core while this one draws the heatmap.
    std::future<pe::SinusoidalDots> dots;
    if (scheme == pe::Scheme::Sinusoidal)
        dots = std::async(std::launch::async, [params] { return pe::SinusoidalDots(params); });
    // The paper's matrix is never computed whole here: the views ask only for what they draw.
    showSchemeMatrix(m_heatmapPlot, m_heatmap, scheme, params.positions, m_state->columns(),
                     scalesWithValues(scheme) ? largestFiniteMagnitude(m_state->encoding()) : 1.0,
                     [this](pe::IndexRange rows, pe::IndexRange columns) { return m_state->encodingAt(rows, columns); },
                     kMinHeatmapCells);

    if (const std::optional<pe::Scheme> compared = m_state->compareScheme()) {
        m_compareTitle->setText(tr("Compared: %1").arg(schemeTitle(*compared)));
        m_topRight->setCurrentWidget(m_comparePlot);
        const pe::Matrix matrix = m_state->compareEncoding();
        showSchemeMatrix(m_comparePlot, m_compareMap, *compared, int(matrix.rows()), int(matrix.cols()),
                         scalesWithValues(*compared) ? largestFiniteMagnitude(matrix) : 1.0,
                         [&matrix](pe::IndexRange rows, pe::IndexRange columns) {
                             return pe::Matrix(matrix(pe::indices(rows), pe::indices(columns)));
                         },
                         kMinHeatmapCells);
    } else {
        m_topRight->setCurrentIndex(0);
    }

    const bool additive = pe::isAdditive(scheme);
    m_bottomRow->setCurrentIndex(additive ? 0 : 1);
    if (!additive) {
        m_bottomRowExplanation->setText(
            scheme == pe::Scheme::Rope
                ? tr("RoPE adds nothing to the word vectors, so there is no position vector to draw or compare here. "
                     "It turns each pair of a query's and a key's numbers by the angles in the heatmap, so their "
                     "dot product depends only on how far apart the two words are. Try it in the Attention Lab.")
                : tr("ALiBi adds nothing to the word vectors, so there is no position vector to draw or compare here. "
                     "The heatmap is the penalty added to each attention score: the further apart two words are, "
                     "the less they attend to each other. Try it in the Attention Lab."));
        return;
    }
    const int positions = params.positions;
    if (dots.valid())
        m_sinusoidalDots.emplace(dots.get());
    else
        m_sinusoidalDots.reset();
    m_rowNorms = m_sinusoidalDots ? m_sinusoidalDots->norms() : pe::rowNorms(m_state->encoding());
    // One sample per pixel (and never coarser than the heatmap's floor). The other schemes multiply
    // out every pair of sampled rows: samples² · d_model / 2 multiply-adds stay near 2^24 whatever
    // the size, a couple of ms.
    const QRect area = m_similarityPlot->axisRect()->rect();
    const int pixels = std::max({area.width(), area.height(), kMinHeatmapCells});
    const int maxSamples = m_sinusoidalDots ? pixels : std::clamp(int(std::sqrt(double(1 << 25) / m_state->columns())), 64, pixels);
    const int similarityStride = sampleStride(positions, maxSamples);
    const pe::Matrix similarity = m_sinusoidalDots ? m_sinusoidalDots->sampled(similarityStride)
                                                   : pe::dotProductMatrix(m_state->encodingAt(sampled(positions, similarityStride),
                                                                                              {0, 1, m_state->columns()}));
    // Whole numbers for the paper's scheme (the largest is |PE(p)|², D/2 for even D): the colour
    // scale then changes only when its labels would, and d_model 511 and 512 share ±256.
    const double largest = largestFiniteMagnitude(similarity);
    const double extent = m_sinusoidalDots ? std::ceil(largest) : largest;
    const QString before = frameOf(m_similarityPlot);
    setHeatmapCells(m_similarityMap, similarity, similarityStride, similarityStride, -extent, extent);
    replotChanged(m_similarityPlot, before);
}

void EncodingExplorer::resizeEvent(QResizeEvent *event)
{
    // The heatmaps are sampled to the plots' pixels: a new size samples them again.
    scheduleRefresh(EncodingPending);
    QWidget::resizeEvent(event);
}

bool EncodingExplorer::vectorViewsShown() const
{
    return m_bottomRow->currentIndex() == 0;
}

void EncodingExplorer::showSelection()
{
    followStateInControls();
    const Shown now{m_state->position(), m_state->dimension(), m_state->comparePosition(),
                    m_state->pinnedDimensions(), m_state->stackedCurves()};
    const bool all = !m_shown;
    const bool positionMoved = all || m_shown->position != now.position;
    const bool dimensionMoved = all || m_shown->dimension != now.dimension;
    const bool compareMoved = all || m_shown->comparePosition != now.comparePosition;

    moveMarkers(m_heatmapPlot, [&] {
        placeHorizontal(m_positionLine, now.position);
        placeVertical(m_dimensionLine, now.dimension);
    });
    if (dimensionMoved || m_shown->pinnedDimensions != now.pinnedDimensions || m_shown->stacked != now.stacked)
        showCurves();
    else if (positionMoved)
        moveMarkers(m_curvesPlot, [&] { placeVertical(m_curvesPositionLine, now.position); });
    const bool vectors = pe::isAdditive(m_state->scheme());
    if (vectors && (positionMoved || compareMoved || dimensionMoved))
        showVectors(all);
    if (vectors && positionMoved)
        showSimilarity(all);
    if (vectors && (positionMoved || compareMoved))
        moveMarkers(m_similarityPlot, [&] {
            placeHorizontal(m_similarityRowLine, now.position);
            placeVertical(m_similarityColumnLine, now.comparePosition);
        });
    if (positionMoved || compareMoved)
        showOffsetCheck();
    if (positionMoved || dimensionMoved)
        showFormula();
    m_shown = now;
}

void EncodingExplorer::showCurves()
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    const pe::Scheme scheme = m_state->scheme();
    const bool sinusoidal = scheme == pe::Scheme::Sinusoidal;
    QList<int> dimensions{m_state->dimension()};
    for (int j : m_state->pinnedDimensions())
        if (j != m_state->dimension())
            dimensions.append(j);

    // Sinusoidal values lie in [-1, 1]; the other schemes set the scale from their data.
    const double extent = sinusoidal ? 1.0 : largestFiniteMagnitude(m_state->encoding());
    const double gap = kStackGap * extent;
    m_curvesPlot->clearGraphs();
    const QVector<double> positions = range(params.positions);
    const bool stacked = m_state->stackedCurves();
    for (int k = 0; k < dimensions.size(); ++k) {
        const int j = dimensions[k];
        QCPGraph *graph = addCurve(m_curvesPlot);
        graph->setData(positions, toQVector(m_state->encodingAt({0, 1, params.positions}, {j, 1, 1}).col(0), stacked ? -gap * k : 0.0),
                       true);
        graph->setPen(QPen(kCurveColors[k % kCurveColors.size()], k == 0 ? 2.5 : 1.8));
        if (sinusoidal) {
            const pe::DimensionRole role = pe::dimensionRole(j, params.dModel, params.layout);
            graph->setName((role.sine ? tr("dimension %1: sin, wavelength %2") : tr("dimension %1: cos, wavelength %2"))
                               .arg(j)
                               .arg(readable(pe::pairWavelength(role.pair, params.dModel, params.base))));
        } else {
            graph->setName(scheme == pe::Scheme::Rope    ? tr("pair %1: angle").arg(j)
                           : scheme == pe::Scheme::Alibi ? tr("key %1: bias").arg(j)
                                                         : tr("dimension %1").arg(j));
        }
    }
    m_curvesPlot->xAxis->setRange(0, std::max<double>(1, params.positions - 1));
    const double low = scheme == pe::Scheme::Alibi || sinusoidal || scheme == pe::Scheme::Learned ? -1.15 * extent : -0.05 * extent;
    const double high = scheme == pe::Scheme::Alibi ? 0.05 * extent : 1.15 * extent;
    m_curvesPlot->yAxis->setRange(stacked ? low - gap * (dimensions.size() - 1) : low, high);
    placeVertical(m_curvesPositionLine, m_state->position());
    m_curvesPlot->replot();

    const int j = m_state->dimension();
    if (sinusoidal || scheme == pe::Scheme::Rope) {
        const int pair = sinusoidal ? pe::dimensionRole(j, params.dModel, params.layout).pair : j;
        const double wavelength = pe::pairWavelength(pair, params.dModel, params.base);
        QString speed;
        if (wavelength < 0.25 * params.positions)
            speed = tr("It changes quickly from one position to the next, so it tells neighbouring words apart (local detail).");
        else if (wavelength < 4.0 * params.positions)
            speed = tr("It changes at a middle pace: a few waves across the positions shown.");
        else
            speed = tr("It changes very slowly, so it tells where in a long text a word is (global position).");
        m_curveCaption->setText(sinusoidal ? tr("Dimension %1 repeats every %2 positions. %3").arg(j).arg(readable(wavelength), speed)
                                           : tr("Pair %1 turns a full circle every %2 positions. %3").arg(j).arg(readable(wavelength), speed));
    } else {
        // One line on the curve itself; the scheme's explanation is in the side panel already.
        switch (scheme) {
        case pe::Scheme::Integer:
            m_curveCaption->setText(tr("Dimension %1 is the position itself: it grows without bound.").arg(j));
            break;
        case pe::Scheme::Normalized:
            m_curveCaption->setText(tr("Dimension %1 is position / %2: one step means something else for every length.")
                                        .arg(j).arg(std::max(params.positions - 1, 1)));
            break;
        case pe::Scheme::Binary:
            m_curveCaption->setText(tr("Dimension %1 is bit %1 of the position: it flips every %2 positions.")
                                        .arg(j).arg(j < 62 ? QString::number(qint64(1) << j) : tr("2^%1").arg(j)));
            break;
        case pe::Scheme::Learned:
            m_curveCaption->setText(tr("Dimension %1 of the table: no pattern before training, nothing past position %2.")
                                        .arg(j).arg(m_state->schemeParams().maxLen - 1));
            break;
        default:  // ALiBi
            m_curveCaption->setText(tr("The penalty for attending from each position to position %1: it grows with the distance.").arg(j));
            break;
        }
    }
}

void EncodingExplorer::showVectors(bool resetRanges)
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    const int sinePairs = (params.dModel + 1) / 2;
    const int position = m_state->position();
    const int compare = m_state->comparePosition();
    const pe::IndexRange everyColumn{0, 1, m_state->columns()};
    const pe::Matrix vectors[2] = {m_state->encodingAt({position, 1, 1}, everyColumn), m_state->encodingAt({compare, 1, 1}, everyColumn)};
    const QString before = frameOf(m_vectorPlot);

    // Graphs 0, 1: sines and cosines of the selected position; 2, 3: of the compared one.
    // They are made once and only get new data: a new graph would force a full replot.
    // Other schemes have no pairs: graphs 0 and 2 hold the whole rows, 1 and 3 stay empty.
    const bool pairs = m_state->scheme() == pe::Scheme::Sinusoidal;
    for (int g = 0; g < 4; ++g) {
        const bool sine = g % 2 == 0;
        const int count = pairs ? (sine ? sinePairs : params.dModel / 2) : (sine ? params.dModel : 0);
        QVector<double> values(count);
        for (int i = 0; i < count; ++i)
            values[i] = vectors[g / 2](0, pairs ? pe::dimensionOf({i, sine}, params.dModel, params.layout) : i);
        QCPGraph *graph = m_vectorPlot->graph(g);
        graph->setData(range(count), values, true);
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
    m_vectorTitle->setText(tr("Position %1 (solid) and position %2 (dashed)").arg(position).arg(compare));
    placeVertical(m_vectorPairLine, pairs ? pe::dimensionRole(m_state->dimension(), params.dModel, params.layout).pair
                                          : m_state->dimension());
    if (resetRanges) {
        m_vectorPlot->xAxis->setLabel(pairs ? tr("pair i (dimensions 2i and 2i+1)") : tr("dimension"));
        m_vectorPlot->xAxis->setRange(-0.5, (pairs ? sinePairs : params.dModel) - 0.5);
        const double extent = pairs ? 1.0 : largestFiniteMagnitude(m_state->encoding());
        m_vectorPlot->yAxis->setRange(-1.15 * extent, 1.15 * extent);
    }
    replotChanged(m_vectorPlot, before);
}

void EncodingExplorer::showSimilarity(bool resetRanges)
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    const int position = m_state->position();

    const QString before = frameOf(m_similarityCurvePlot);
    const pe::Vector dots = m_sinusoidalDots ? m_sinusoidalDots->with(position) : pe::dotProductsWith(m_state->encoding(), position);
    m_similarityCurvePlot->graph(0)->setData(range(params.positions), toQVector(dots), true);
    m_similarityCurvePlot->graph(1)->setData(range(params.positions),
                                             toQVector(pe::cosineSimilarities(dots, m_rowNorms, position)), true);
    m_similarityTitle->setText(tr("Similarity to position %1").arg(position));
    placeVertical(m_similarityCompareLine, m_state->comparePosition());
    if (resetRanges) {
        m_similarityCurvePlot->xAxis->setRange(0, params.positions - 1);
        // Both axes span ±|PE(p)|²: where every encoding has the same length (even d_model)
        // the two curves coincide, which is itself worth seeing. For the paper's scheme that is
        // rounded up to a whole number (D/2 for even D already is): the axis then changes only when
        // its labels would.
        const double selfDot = std::max(m_sinusoidalDots ? std::ceil(m_sinusoidalDots->dot(position, position))
                                                         : m_rowNorms[position] * m_rowNorms[position],
                                        1e-12);
        m_similarityCurvePlot->yAxis->setRange(-1.05 * selfDot, 1.05 * selfDot);
        m_similarityCurvePlot->yAxis2->setRange(-1.05, 1.05);
    }
    replotChanged(m_similarityCurvePlot, before);
}

void EncodingExplorer::showOffsetCheck()
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    moveMarkers(m_similarityCurvePlot, [this] { placeVertical(m_similarityCompareLine, m_state->comparePosition()); });
    switch (m_state->scheme()) {
    case pe::Scheme::Sinusoidal:
        break;
    case pe::Scheme::Rope:
        m_offsetCheck->setText(tr("The same query and key vectors, rotated at every position: their score q_m·k_n "
                                  "depends only on n − m. Largest difference along the diagonals: %1.")
                                   .arg(QString::number(pe::ropeOffsetDeviation(std::min(params.positions, 256), params.dModel,
                                                                                params.base, pe::kDefaultSeed), 'g', 2)));
        return;
    case pe::Scheme::Alibi:
        m_offsetCheck->setText(tr("The penalty depends only on the distance |i − j|, and the same in both directions: "
                                  "a sentence read backwards gets exactly the same penalties."));
        return;
    default:
        m_offsetCheck->setText(tr("Here the dot product of two positions depends on where they are, not only on how far "
                                  "apart: the diagonals of the similarity map are not constant."));
        return;
    }
    const int offset = m_state->comparePosition() - m_state->position();
    const double predicted = pe::predictedDotProduct(offset, params.dModel, params.base);
    // Every p while that is at most 2^15 multiply-adds (a few hundredths of a millisecond), evenly spread p beyond.
    const int pairs = params.positions - std::abs(offset);
    const int stride = sampleStride(pairs, std::max(1, (1 << 15) / params.dModel));
    const double deviation = pe::offsetPropertyDeviation(params, offset, stride);
    const QString start = tr("Offset k = %1: for every position p, PE(p)·PE(p+k) should equal Σ cos(k·ωᵢ) = %2.")
                              .arg(std::abs(offset))
                              .arg(QString::number(predicted, 'f', 5));
    QString check = start + QLatin1Char(' ')
                    + (stride == 1 ? tr("Largest difference over all p: %1.").arg(QString::number(deviation, 'g', 2))
                                   : tr("Largest difference over %1 positions p, one in every %2: %3.")
                                         .arg((pairs - 1) / stride + 1)
                                         .arg(stride)
                                         .arg(QString::number(deviation, 'g', 2)));
    if (params.dModel % 2 == 1)
        check += QLatin1Char(' ') + tr("With an odd d_model the last sine has no cosine partner, so the offset alone no longer decides the dot product.");
    m_offsetCheck->setText(check);
}

QString EncodingExplorer::formulaText(int position, int dimension, const pe::SinusoidalParams &params)
{
    const pe::DimensionRole role = pe::dimensionRole(dimension, params.dModel, params.layout);
    const double angle = position / std::pow(params.base, 2.0 * role.pair / params.dModel);
    const QString function = role.sine ? QStringLiteral("sin") : QStringLiteral("cos");
    return QStringLiteral("PE(%1, %2) = %3(%1 / %4^(2·%5/%6)) = %3(%7) = %8")
        .arg(position)
        .arg(dimension)
        .arg(function)
        .arg(QString::number(params.base, 'g', 10))
        .arg(role.pair)
        .arg(params.dModel)
        .arg(QString::number(angle, 'g', 6))
        .arg(QString::number(pe::sinusoidalValue(position, dimension, params), 'f', 5));
}

// The value at (position, column) of a scheme that is not the paper's, written out.
QString EncodingExplorer::schemeFormulaText(int position, int column) const
{
    const pe::SchemeParams &scheme = m_state->schemeParams();
    const pe::SinusoidalParams &params = scheme.encoding;
    const double value = m_state->encoding()(position, column);
    const QString shown = QString::number(value, 'f', 5);
    switch (scheme.scheme) {
    case pe::Scheme::Integer:
        return tr("PE(%1, %2) = %1").arg(position).arg(column);
    case pe::Scheme::Normalized:
        return tr("PE(%1, %2) = %1 / (%3 − 1) = %4").arg(position).arg(column).arg(params.positions).arg(shown);
    case pe::Scheme::Binary: {
        QString text = tr("PE(%1, %2) = bit %2 of %1 = %3").arg(position).arg(column).arg(value);
        if (pe::binaryWraps(params.positions, params.dModel))
            text += QLatin1Char('\n') + tr("%1 bits count only to %2: later positions repeat earlier codes.")
                                               .arg(params.dModel).arg(std::pow(2.0, params.dModel) - 1, 0, 'f', 0);
        return text;
    }
    case pe::Scheme::Learned:
        if (position >= scheme.maxLen)
            return tr("PE(%1, %2): there is no row %1. The table stops at max_len = %3, so this position has no encoding at all.")
                .arg(position).arg(column).arg(scheme.maxLen);
        return tr("PE(%1, %2) = row %1 of the table = %3 (random, as before training)").arg(position).arg(column).arg(shown);
    case pe::Scheme::Rope:
        return tr("angle(%1, pair %2) = %1 · ω%2 = %1 / %3^(2·%2/%4) = %5 radians")
            .arg(position).arg(column).arg(params.base, 0, 'g', 10).arg(params.dModel).arg(shown);
    case pe::Scheme::Alibi:
        return tr("bias(%1, %2) = −m·|%1 − %2| = %3 (first head, m = %4)")
            .arg(position).arg(column).arg(shown).arg(pe::alibiSlopes(scheme.heads)[0]);
    case pe::Scheme::Sinusoidal:
        break;
    }
    return formulaText(position, column, params);
}

void EncodingExplorer::showFormula()
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    const int j = m_state->dimension();
    if (m_state->scheme() != pe::Scheme::Sinusoidal) {
        m_formula->setText(schemeFormulaText(m_state->position(), j));
        return;
    }
    const pe::DimensionRole role = pe::dimensionRole(j, params.dModel, params.layout);
    const QString kind = role.sine ? tr("sine") : tr("cosine");
    m_formula->setText(formulaText(m_state->position(), j, params) + QStringLiteral("\n\n")
                       + tr("Dimension %1 is the %2 of pair i = %3.").arg(j).arg(kind).arg(role.pair) + QLatin1Char('\n')
                       + tr("Frequency ω%1 = 1 / %2^(2·%1/%3) = %4").arg(role.pair).arg(params.base, 0, 'g', 10).arg(params.dModel)
                             .arg(QString::number(pe::pairFrequency(role.pair, params.dModel, params.base), 'g', 6))
                       + QLatin1Char('\n')
                       + tr("Wavelength 2π/ω%1 = %2 positions").arg(role.pair)
                             .arg(readable(pe::pairWavelength(role.pair, params.dModel, params.base))));
}

void EncodingExplorer::showClassicCurves()
{
    pe::SinusoidalParams params = m_state->encodingParams();
    params.dModel = 64;
    params.positions = 128;
    m_state->setEncodingParams(params);
    m_state->setDimension(2);
    m_state->setPinnedDimensions({2, 6, 12});
}

void EncodingExplorer::showClassicVectors()
{
    pe::SinusoidalParams params = m_state->encodingParams();
    params.dModel = 64;
    m_state->setEncodingParams(params);
    m_state->setPosition(1);
    m_state->setComparePosition(5);
}

void EncodingExplorer::pinSelectedDimension()
{
    m_state->setPinnedDimensions(m_state->pinnedDimensions() + QList<int>{m_state->dimension()});
}

void EncodingExplorer::clearPinnedDimensions()
{
    m_state->setPinnedDimensions({});
}

void EncodingExplorer::selectCell(QMouseEvent *event)
{
    if (!m_heatmapPlot->axisRect()->rect().contains(event->position().toPoint()))
        return;
    m_state->setPosition(int(std::lround(m_heatmapPlot->yAxis->pixelToCoord(event->position().y()))));
    m_state->setDimension(int(std::lround(m_heatmapPlot->xAxis->pixelToCoord(event->position().x()))));
}

void EncodingExplorer::showCellToolTip(QMouseEvent *event)
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    const int position = int(std::lround(m_heatmapPlot->yAxis->pixelToCoord(event->position().y())));
    const int dimension = int(std::lround(m_heatmapPlot->xAxis->pixelToCoord(event->position().x())));
    if (!m_heatmapPlot->axisRect()->rect().contains(event->position().toPoint()) || position < 0
        || position >= params.positions || dimension < 0 || dimension >= m_state->columns()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(),
                       tr("position %1, dimension %2\nvalue %3\n%4")
                           .arg(position)
                           .arg(dimension)
                           .arg(QString::number(m_state->encodingAt({position, 1, 1}, {dimension, 1, 1})(0, 0), 'f', 5))
                           .arg(schemeFormulaText(position, dimension)),
                       m_heatmapPlot);
}

QList<CodeSource> EncodingExplorer::codeSources() const
{
    QList<pe::SchemeParams> shown{m_state->schemeParams()};
    if (m_state->compareScheme()) {
        shown.append(m_state->schemeParams());
        shown.last().scheme = *m_state->compareScheme();
    }
    QList<CodeSource> sources;
    for (const pe::SchemeParams &params : shown)
        sources.append({tr("%1: %2 positions, d_model %3").arg(pe::schemeName(params.scheme)).arg(params.encoding.positions)
                            .arg(params.encoding.dModel),
                        pe::encodingCode(params, pe::CodeLanguage::NumPy), pe::encodingCode(params, pe::CodeLanguage::PyTorch),
                        pe::encodingCodeInputs(params)});
    return sources;
}
