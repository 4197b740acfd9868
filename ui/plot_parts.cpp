#include "plot_parts.h"

#include "figure_export.h"
#include "plot_speed.h"

#include <qcustomplot.h>

const QColor kSineColor(0xb2, 0x18, 0x2b);
const QColor kCosineColor(0x2b, 0x55, 0xa3);

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
    configureForSpeed(plot);
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
