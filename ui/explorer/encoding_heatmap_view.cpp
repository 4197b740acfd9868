#include "explorer/encoding_heatmap_view.h"

#include "widgets/choices.h"
#include "plots/description.h"
#include "plots/figure_export.h"
#include "plots/heatmap.h"
#include "plots/parts.h"
#include "schemes/table.h"
#include "state/app_state.h"

#include <QKeyEvent>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace {

constexpr int kMinHeatmapCells = 256;  // per axis: sampling never goes coarser than this
constexpr double kMaxAveragedCells = 1 << 19;  // entries averaged for a heatmap of means: 2048 × 256, about 1.5 ms

// Every stride-th of count indices, from the first.
pe::IndexRange sampled(int count, int stride)
{
    return {0, stride, (count - 1) / stride + 1};
}

} // namespace

EncodingHeatmapView::EncodingHeatmapView(AppState *state, Role role, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_role(role)
    , m_plot(createPlot(this))
{
    setFigureName(m_plot, role == Role::Compared ? QStringLiteral("compared-encoding") : QStringLiteral("encoding"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_map = setupHeatmap(m_plot, HeatmapScale::Diverging, tr("value"), state->colourMap());
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis})
        setIntegerTicks(axis);
    if (role == Role::Compared) {
        m_title = addPlotTitle(m_plot, QString());
        setExportedMatrix(m_plot, [this] { return m_state->compareEncoding(); });
        return;
    }
    // It always replots whole when its data change.
    unbufferData(m_plot);
    m_title = addPlotTitle(m_plot, QString());
    m_positionLine = addMarker(m_plot, Qt::black);
    m_dimensionLine = addMarker(m_plot, Qt::black);
    m_plot->setMouseTracking(true);  // a cell tells its value on hover, without a button held
    connect(m_plot, &QCustomPlot::mousePress, this, &EncodingHeatmapView::selectCell);
    connect(m_plot, &QCustomPlot::mouseMove, this, &EncodingHeatmapView::showCellToolTip);
    // From the keyboard too: Tab to the heatmap, the arrow keys move the selected cell.
    m_plot->setFocusPolicy(Qt::StrongFocus);
    m_plot->installEventFilter(this);
    setExportedMatrix(m_plot, [this] { return m_state->encoding(); });
}

void EncodingHeatmapView::showEncoding()
{
    const bool comparing = m_role == Role::Compared;
    const pe::SchemeParams params = comparing ? m_state->compareParams() : m_state->schemeParams();
    const pe::SchemeInfo &info = pe::schemeInfo(params.scheme);
    m_title->setText(comparing ? tr("Compared: %1").arg(compareTitle(params)) : pe::Schemes::tr(info.heatmapTitle));
    // The compared scheme's settings may not suit it (an empty heatmap then); the shown one's always do.
    const bool shown = !comparing || pe::validationError(params).isEmpty();
    const int rows = shown ? params.encoding.positions : 0;
    const int cols = !shown ? 0 : comparing ? pe::schemeColumns(params) : m_state->columns();
    if (rows == 0 || cols == 0) {
        clearHeatmap(m_map);
        m_plot->replot();
        return;
    }
    const QRect area = m_plot->axisRect()->rect();
    const int rowStride = pe::sampleStride(rows, std::max(kMinHeatmapCells, area.height()));
    const int columnStride = pe::sampleStride(cols, std::max(kMinHeatmapCells, area.width()));
    // Up to kMaxAveragedCells, each drawn cell is the mean of the entries it covers: sampling every
    // k-th column would drop the others (every cosine of an interleaved encoding when k is 2, a
    // white map where it is near 1). The shown scheme's whole matrix is then the state's, made
    // once by the scheme's fastest code rather than asked for range by range. The bound keeps a
    // d_model frame within its 8 ms: averaging 2048 × 512 took it from 6.5 to 8-10 ms here, so
    // that matrix is sampled, as before. Larger matrices are never computed whole here:
    // only the sampled entries are asked for, the L × L ones' largest value comes from their
    // distances, and the plot's description says they are sampled. A compared scheme of another
    // kind is computed whole, once.
    const bool means = (rowStride > 1 || columnStride > 1) && double(rows) * cols <= kMaxAveragedCells;
    const bool byParts = info.entriesAt || info.byOffset;
    const pe::Matrix whole = comparing && !byParts ? m_state->compareEncoding() : pe::Matrix();
    pe::Matrix cells;
    if (means && !comparing && !info.cellValue) {
        cells = pe::blockMeans(m_state->encoding(), rowStride, columnStride);
    } else {
        const pe::IndexRange sampledRows = sampled(rows, means ? 1 : rowStride);
        const pe::IndexRange sampledColumns = sampled(cols, means ? 1 : columnStride);
        cells = !comparing ? m_state->encodingAt(sampledRows, sampledColumns)
                : byParts  ? pe::schemeEntriesAt(params, sampledRows, sampledColumns)
                           : pe::Matrix(whole(pe::indices(sampledRows), pe::indices(sampledColumns)));
        if (info.cellValue)
            cells = cells.unaryExpr(info.cellValue);
        if (means)
            cells = pe::blockMeans(cells, rowStride, columnStride);
    }
    const pe::ValueRange range = info.valueRange(rows, [&] {
        return !comparing ? m_state->largestMagnitude()
               : byParts  ? pe::schemeLargestMagnitude(params)
                          : pe::largestFiniteMagnitude(whole);
    });
    setHeatmapScale(m_map, range.diverging ? HeatmapScale::Diverging : HeatmapScale::Sequential);
    m_map->colorScale()->axis()->setLabel(pe::Schemes::tr(info.valueLabel));
    setHeatmapCells(m_map, cells, rowStride, columnStride, range.low, range.high, QSize(cols, rows), means);
    m_plot->xAxis->setLabel(pe::Schemes::tr(info.columnLabel));
    m_plot->yAxis->setLabel(pe::Schemes::tr(info.rowLabel));
    m_plot->replot();
}

void EncodingHeatmapView::showSelection()
{
    moveMarkers(m_plot, [this] {
        placeHorizontal(m_positionLine, m_state->position());
        placeVertical(m_dimensionLine, m_state->dimension());
    });
    // The state keeps the selection inside the matrix.
    const int position = m_state->position(), column = m_state->dimension();
    setPlotSelection(m_plot, tr("selected %1").arg(cellText(position, column, cellValue(position, column))));
}

double EncodingHeatmapView::cellValue(int position, int column) const
{
    return m_state->encodingAt({position, 1, 1}, {column, 1, 1})(0, 0);
}

QString EncodingHeatmapView::cellText(int position, int column, double value) const
{
    const pe::SchemeInfo &info = pe::schemeInfo(m_state->schemeParams().scheme);
    return tr("%1 %2, %3 %4, value %5")
        .arg(pe::Schemes::tr(info.rowLabel)).arg(position)
        .arg(pe::Schemes::tr(info.columnLabel)).arg(column)
        .arg(QString::number(value, 'f', 5));
}

bool EncodingHeatmapView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_plot || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    // Rows grow downwards on the heatmap as in the matrix: Down is the next position.
    switch (static_cast<QKeyEvent *>(event)->key()) {
    case Qt::Key_Up: m_state->setPosition(m_state->position() - 1); return true;
    case Qt::Key_Down: m_state->setPosition(m_state->position() + 1); return true;
    case Qt::Key_Left: m_state->setDimension(m_state->dimension() - 1); return true;
    case Qt::Key_Right: m_state->setDimension(m_state->dimension() + 1); return true;
    default: return QWidget::eventFilter(watched, event);
    }
}

void EncodingHeatmapView::selectCell(QMouseEvent *event)
{
    if (!m_plot->axisRect()->rect().contains(event->position().toPoint()))
        return;
    m_state->setPosition(int(std::lround(m_plot->yAxis->pixelToCoord(event->position().y()))));
    m_state->setDimension(int(std::lround(m_plot->xAxis->pixelToCoord(event->position().x()))));
}

void EncodingHeatmapView::showCellToolTip(QMouseEvent *event)
{
    const pe::SchemeParams &params = m_state->schemeParams();
    const pe::SchemeInfo &info = pe::schemeInfo(params.scheme);
    const int position = int(std::lround(m_plot->yAxis->pixelToCoord(event->position().y())));
    const int column = int(std::lround(m_plot->xAxis->pixelToCoord(event->position().x())));
    if (!m_plot->axisRect()->rect().contains(event->position().toPoint()) || position < 0
        || position >= params.encoding.positions || column < 0 || column >= m_state->columns()) {
        QToolTip::hideText();
        return;
    }
    const double value = cellValue(position, column);
    QToolTip::showText(event->globalPosition().toPoint(),
                       tr("%1\n%2\nClick to select this cell.")
                           .arg(cellText(position, column, value), info.formula(params, position, column, value)),
                       m_plot);
}
