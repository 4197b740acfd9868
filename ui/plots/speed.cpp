#include "plots/speed.h"

#include "plots/description.h"

#include <qcustomplot.h>

namespace {

class Curve : public QCPGraph
{
public:
    using QCPGraph::QCPGraph;

protected:
    void draw(QCPPainter *painter) override
    {
        // A curve with points closer than two pixels is a zigzag or a solid band: drawn one pixel
        // wide (which Qt draws directly, where a wider pen is stroked segment by segment) and
        // without antialiasing, it looks the same and takes a fraction of the time.
        const QCPRange shown = keyAxis()->range();
        const auto inView = data()->findEnd(shown.upper) - data()->findBegin(shown.lower);
        if (2 * inView <= keyAxis()->axisRect()->width()) {
            QCPGraph::draw(painter);
            return;
        }
        const QPen chosen = pen();
        const bool smooth = antialiased();
        QPen thin = chosen;
        thin.setWidthF(1.0);
        setPen(thin);
        setAntialiased(false);
        QCPGraph::draw(painter);
        setAntialiased(smooth);
        setPen(chosen);
    }
};

// QCPLayer::replot() draws a buffered layer and then repaints the whole plot; its two halves, and
// the check it makes first, are protected. Derived classes may reach them.
struct LayerAccess : QCPLayer
{
    static QSharedPointer<QCPAbstractPaintBuffer> buffer(QCPLayer *layer) { return (layer->*(&LayerAccess::mPaintBuffer)).toStrongRef(); }
    static void draw(QCPLayer *layer) { (layer->*(&LayerAccess::drawToPaintBuffer))(); }
};
struct PlotAccess : QCustomPlot
{
    static bool buffersInvalid(QCustomPlot *plot) { return (plot->*(&PlotAccess::hasInvalidatedPaintBuffers))(); }
};

// The pixels a horizontal or vertical marker covers: a strip across the axes, wide enough for
// its pen and antialiasing.
QRect markerStrip(const QCPItemStraightLine *line)
{
    const QRect axes = line->clipAxisRect()->rect();
    const QPointF at = line->point1->pixelPosition();
    const int margin = int(std::ceil(line->pen().widthF())) + 2;
    const QRect around = axes.adjusted(-margin, -margin, margin, margin); // a pen reaches past the clip by a pixel
    // Told apart by their coordinates: two points one unit apart may share a pixel.
    if (line->point1->coords().x() == line->point2->coords().x())
        return QRect(int(at.x()) - margin, around.top(), 2 * margin + 1, around.height());
    if (line->point1->coords().y() == line->point2->coords().y())
        return QRect(around.left(), int(at.y()) - margin, around.width(), 2 * margin + 1);
    return around;
}

QList<const QCPItemStraightLine *> markerLines(QCustomPlot *plot)
{
    QList<const QCPItemStraightLine *> lines;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (const auto *line = qobject_cast<QCPItemStraightLine *>(plot->item(i)); line && line->layer() == plot->layer(QStringLiteral("overlay")))
            lines.append(line);
    return lines;
}

QRegion markerStrips(const QList<const QCPItemStraightLine *> &lines)
{
    QRegion strips;
    for (const QCPItemStraightLine *line : lines)
        strips += markerStrip(line);
    return strips;
}

// Where the markers are drawn, in pixels (so a changed axis range counts as a move), and whether
// they are shown: the same before and after means nothing to draw.
QList<QPointF> markerPlaces(const QList<const QCPItemStraightLine *> &lines)
{
    QList<QPointF> places;
    for (const QCPItemStraightLine *line : lines)
        places << line->point1->pixelPosition() << line->point2->pixelPosition() << QPointF(line->visible(), 0);
    return places;
}

bool overlayHoldsOnlyMarkers(QCustomPlot *plot, const QList<const QCPItemStraightLine *> &lines)
{
    const QList<QCPLayerable *> drawn = plot->layer(QStringLiteral("overlay"))->children();
    return std::all_of(drawn.begin(), drawn.end(), [&](QCPLayerable *child) {
        const auto *selection = qobject_cast<QCPSelectionRect *>(child);
        return (selection && !selection->isActive()) || lines.contains(qobject_cast<const QCPItemStraightLine *>(child));
    });
}

void clearOverlay(QCustomPlot *plot, QCPAbstractPaintBuffer &buffer, const QList<const QCPItemStraightLine *> &lines,
                  const QRegion &strips)
{
    if (!overlayHoldsOnlyMarkers(plot, lines))
        return buffer.clear(Qt::transparent);
    QCPPainter *painter = buffer.startPainting();
    painter->setCompositionMode(QPainter::CompositionMode_Source);
    for (const QRect &strip : strips)
        painter->fillRect(strip, Qt::transparent);
    delete painter;
    buffer.donePainting();
}

// Where the overlay's markers were when it was last drawn, kept on the plot.
constexpr char kDrawnMarkers[] = "peDrawnMarkers";

void recordDrawnMarkers(QCustomPlot *plot)
{
    plot->setProperty(kDrawnMarkers, QVariant::fromValue(markerPlaces(markerLines(plot))));
}

// Whether the overlay's buffer was last drawn with its markers at `places`.
bool drawnAt(QCustomPlot *plot, const QList<QPointF> &places)
{
    const QVariant drawn = plot->property(kDrawnMarkers);
    return drawn.isValid() && drawn.value<QList<QPointF>>() == places;
}

// Whether the overlay's buffer already shows its markers where they are: it holds nothing else,
// and none moved since it was drawn.
bool overlayIsCurrent(QCustomPlot *plot)
{
    const QList<const QCPItemStraightLine *> lines = markerLines(plot);
    return LayerAccess::buffer(plot->layer(QStringLiteral("overlay"))) && !PlotAccess::buffersInvalid(plot)
        && overlayHoldsOnlyMarkers(plot, lines) && drawnAt(plot, markerPlaces(lines));
}

} // namespace

void configureForSpeed(QCustomPlot *plot)
{
    // Solid lines drawn segment by segment, without the joins of one polyline: a wave over
    // thousands of positions would otherwise take hundreds of milliseconds to draw.
    plot->setPlottingHint(QCP::phFastPolylines, true);
    // QCustomPlot repaints at once after each replot by default, and each repaint also paints
    // every other widget waiting for it: a d_model frame painted the side panel three times.
    // Asked to update, the window paints everything once per frame.
    plot->setPlottingHint(QCP::phImmediateRefresh, false);
    plot->layer(QStringLiteral("main"))->setMode(QCPLayer::lmBuffered);
    QObject::connect(plot, &QCustomPlot::afterReplot, plot, [plot] { recordDrawnMarkers(plot); });
}

void unbufferData(QCustomPlot *plot)
{
    plot->layer(QStringLiteral("main"))->setMode(QCPLayer::lmLogical);
}

void moveMarkers(QCustomPlot *plot, const std::function<void()> &move)
{
    QCPLayer *overlay = plot->layer(QStringLiteral("overlay"));
    const QSharedPointer<QCPAbstractPaintBuffer> buffer = LayerAccess::buffer(overlay);
    if (!buffer || PlotAccess::buffersInvalid(plot)) { // not drawn yet, or resized: all anew
        move();
        overlay->replot();
        recordDrawnMarkers(plot);
        return;
    }
    const QList<const QCPItemStraightLine *> lines = markerLines(plot);
    // The strips to clear are those of the markers as drawn: known only when nothing moved them
    // since (placed without a redraw, or an axis range changed), else the whole layer is redrawn.
    const QList<QPointF> placesBefore = markerPlaces(lines);
    const bool drawnAsTheyAre = drawnAt(plot, placesBefore);
    const QRegion before = markerStrips(lines);
    move();
    // A marker that stayed (the compared position, when only the position moved) is already drawn.
    if (drawnAsTheyAre && markerPlaces(lines) == placesBefore)
        return;
    const QRegion strips = before + markerStrips(lines);
    if (drawnAsTheyAre)
        clearOverlay(plot, *buffer, lines, strips);
    else
        buffer->clear(Qt::transparent);
    LayerAccess::draw(overlay);
    buffer->setInvalidated(false);
    recordDrawnMarkers(plot);
    if (drawnAsTheyAre)
        plot->update(strips);
    else
        plot->update();
}

void replotData(QCustomPlot *plot)
{
    plot->layer(QStringLiteral("main"))->replot();
    if (!overlayIsCurrent(plot)) {
        plot->layer(QStringLiteral("overlay"))->replot();
        recordDrawnMarkers(plot);
    }
    describePlot(plot);  // a title or range may have changed with the data
}

QString plotFrame(QCustomPlot *plot)
{
    QString frame;
    for (QCPAxis *axis : plot->axisRect()->axes())
        frame += QStringLiteral("%1 %2 %3|").arg(axis->range().lower, 0, 'g', 17).arg(axis->range().upper, 0, 'g', 17).arg(axis->label());
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (const auto *map = qobject_cast<QCPColorMap *>(plot->plottable(i)))
            frame += QStringLiteral("%1 %2|").arg(map->dataRange().lower, 0, 'g', 17).arg(map->dataRange().upper, 0, 'g', 17);
    // A title drawn again in its row must still fit it (a wrapped title can need another line).
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (const auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            frame += QStringLiteral("%1|").arg(static_cast<const QCPLayoutElement *>(title)->minimumOuterSizeHint().height());
    for (int i = 0; i < plot->graphCount(); ++i) {
        const QCPGraph *graph = plot->graph(i);
        frame += QStringLiteral("%1 %2 %3|").arg(graph->name()).arg(plot->legend->hasItemWithPlottable(graph))
                     .arg(int(graph->scatterStyle().shape()));
    }
    return frame;
}

void replotChanged(QCustomPlot *plot, const QString &before)
{
    if (plotFrame(plot) == before)
        replotData(plot);
    else
        plot->replot();
}

namespace {

// QCPColorMapData takes its cells one setCell() call at a time, each checked and indexed: too
// slow for the 10^5 cells of a slider frame. A derived class may reach its protected members.
struct CellAccess : QCPColorMapData
{
    static double *cells(QCPColorMapData *data)
    {
        data->*(&CellAccess::mDataModified) = true; // colour them again at the next replot
        return data->*(&CellAccess::mData);
    }
};

} // namespace

void writeCells(QCPColorMapData *data, const Eigen::MatrixXd &cells)
{
    Q_ASSERT(cells.rows() == data->valueSize() && cells.cols() == data->keySize());
    // QCPColorMapData stores row by row: cell (c, r) at r · columns + c.
    using RowMajor = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    Eigen::Map<RowMajor>(CellAccess::cells(data), cells.rows(), cells.cols()) = cells;
}

QCPGraph *addCurve(QCustomPlot *plot, QCPAxis *valueAxis)
{
    // A value axis of another axis rect (a panel of its own) goes with that rect's horizontal axis.
    if (valueAxis && valueAxis->axisRect() != plot->axisRect())
        return new Curve(valueAxis->axisRect()->axis(QCPAxis::atBottom), valueAxis);
    return new Curve(plot->xAxis, valueAxis ? valueAxis : plot->yAxis);
}
