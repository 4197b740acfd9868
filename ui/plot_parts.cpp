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

} // namespace

QCustomPlot *createPlot(QWidget *parent)
{
    auto *plot = new QCustomPlot(parent);
    plot->setMinimumSize(200, 150);
    plot->setNoAntialiasingOnDrag(true);
    // One polyline per graph instead of one stroke per segment: a wave over thousands of
    // positions would otherwise take hundreds of milliseconds to draw.
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
