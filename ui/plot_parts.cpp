#include "plot_parts.h"

#include "figure_export.h"

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

QRegion markerStrips(QCustomPlot *plot)
{
    QRegion strips;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (const auto *line = qobject_cast<QCPItemStraightLine *>(plot->item(i)); line && line->layer() == plot->layer(QStringLiteral("overlay")))
            strips += markerStrip(line);
    return strips;
}

} // namespace

void moveMarkers(QCustomPlot *plot, const std::function<void()> &move)
{
    QCPLayer *overlay = plot->layer(QStringLiteral("overlay"));
    const QSharedPointer<QCPAbstractPaintBuffer> buffer = LayerAccess::buffer(overlay);
    if (!buffer || PlotAccess::buffersInvalid(plot)) { // not drawn yet, or resized: all anew
        move();
        overlay->replot();
        return;
    }
    const QRegion before = markerStrips(plot);
    move();
    buffer->clear(Qt::transparent);
    LayerAccess::draw(overlay);
    buffer->setInvalidated(false);
    plot->update(before + markerStrips(plot));
}

const QColor kSineColor(0xb2, 0x18, 0x2b);
const QColor kCosineColor(0x2b, 0x55, 0xa3);

void replotData(QCustomPlot *plot)
{
    plot->layer(QStringLiteral("main"))->replot();
    plot->layer(QStringLiteral("overlay"))->replot();
}

QString plotFrame(QCustomPlot *plot)
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

void replotChanged(QCustomPlot *plot, const QString &before)
{
    if (plotFrame(plot) == before)
        replotData(plot);
    else
        plot->replot();
}

QCPItemStraightLine *addMarker(QCustomPlot *plot, const QColor &color, Qt::PenStyle style)
{
    // Markers go on the overlay layer, which QCustomPlot buffers on its own: moveMarkers() draws
    // that layer again and repaints only where they were and are.
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

QCustomPlot *createPlot(QWidget *parent)
{
    auto *plot = new QCustomPlot(parent);
    plot->setMinimumSize(200, 150);
    plot->setNoAntialiasingOnDrag(true);
    // Solid lines drawn segment by segment, without the joins of one polyline: a wave over
    // thousands of positions would otherwise take hundreds of milliseconds to draw.
    plot->setPlottingHint(QCP::phFastPolylines, true);
    // QCustomPlot repaints at once after each replot by default, and each repaint also paints
    // every other widget waiting for it: a d_model frame painted the side panel three times.
    // Asked to update, the window paints everything once per frame.
    plot->setPlottingHint(QCP::phImmediateRefresh, false);
    plot->layer(QStringLiteral("main"))->setMode(QCPLayer::lmBuffered);
    addFigureMenu(plot);
    return plot;
}

QCPTextElement *addPlotTitle(QCustomPlot *plot, const QString &title)
{
    plot->plotLayout()->insertRow(0);
    QFont font = plot->font();
    font.setPointSize(font.pointSize() + 1);
    font.setBold(true);
    auto *element = new QCPTextElement(plot, title, font);
    plot->plotLayout()->addElement(0, 0, element);
    return element;
}

void putLegendBelow(QCustomPlot *plot, int columns)
{
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->take(plot->legend);
    plot->plotLayout()->addElement(plot->plotLayout()->rowCount(), 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(plot->plotLayout()->rowCount() - 1, 0.001);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setWrap(columns);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setMargins(QMargins(2, 0, 2, 0));
}

void setIntegerTicks(QCPAxis *axis)
{
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);  // 1, 2, 5, 10, 20 … apart as the range grows
    axis->setTicker(ticker);
}

QCPGraph *addCurve(QCustomPlot *plot, QCPAxis *valueAxis)
{
    return new Curve(plot->xAxis, valueAxis ? valueAxis : plot->yAxis);
}
