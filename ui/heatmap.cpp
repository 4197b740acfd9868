#include "heatmap.h"

#include <qcustomplot.h>

static QCPColorGradient gradientFor(HeatmapScale scale)
{
    QCPColorGradient gradient;
    if (scale == HeatmapScale::Diverging) {
        // Centred on white so that 0 reads as "nothing" and the sign as hue.
        gradient.setColorStopAt(0.0, QColor(0x2b, 0x55, 0xa3));
        gradient.setColorStopAt(0.5, QColor(0xf7, 0xf7, 0xf7));
        gradient.setColorStopAt(1.0, QColor(0xb2, 0x18, 0x2b));
    } else {
        gradient.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
        gradient.setColorStopAt(0.25, QColor(0x3b, 0x52, 0x8b));
        gradient.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8c));
        gradient.setColorStopAt(0.75, QColor(0x5e, 0xc9, 0x62));
        gradient.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
    }
    return gradient;
}

QCPColorMap *setupHeatmap(QCustomPlot *plot, HeatmapScale scale, const QString &valueLabel)
{
    auto *map = new QCPColorMap(plot->xAxis, plot->yAxis);
    map->setInterpolate(false);

    auto *colorScale = new QCPColorScale(plot);
    plot->plotLayout()->addElement(0, 1, colorScale);
    colorScale->setType(QCPAxis::atRight);
    colorScale->setBarWidth(12);
    colorScale->axis()->setLabel(valueLabel);
    map->setColorScale(colorScale);
    map->setGradient(gradientFor(scale)); // after setColorScale(), which imposes the scale's default

    // Keeps the colour bar exactly as tall as the plot.
    auto *margins = new QCPMarginGroup(plot);
    plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    colorScale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);

    plot->yAxis->setRangeReversed(true);
    return map;
}

int sampleStride(int count, int maxSamples)
{
    return std::max(1, (count + maxSamples - 1) / maxSamples);
}

void setHeatmapCells(QCPColorMap *map, const pe::Matrix &cells, int rowStride, int columnStride,
                     double low, double high)
{
    // QCustomPlot spreads cells evenly over a range and needs two to measure a cell's width:
    // a single row or column is drawn as two half-width copies of itself.
    const int cols = int(cells.cols());
    const int rows = int(cells.rows());
    const int drawnCols = std::max(cols, 2);
    const int drawnRows = std::max(rows, 2);
    const QCPRange keyRange = cols > 1 ? QCPRange(0, (cols - 1) * columnStride) : QCPRange(-0.25, 0.25);
    const QCPRange valueRange = rows > 1 ? QCPRange(0, (rows - 1) * rowStride) : QCPRange(-0.25, 0.25);

    QCPColorMapData *data = map->data();
    data->setSize(drawnCols, drawnRows);
    data->setRange(keyRange, valueRange);
    for (int r = 0; r < drawnRows; ++r)
        for (int c = 0; c < drawnCols; ++c)
            data->setCell(c, r, cells(std::min(r, rows - 1), std::min(c, cols - 1)));
    map->setDataRange(QCPRange(low, high));
    map->keyAxis()->setRange(-0.5 * columnStride, (cols - 0.5) * columnStride);
    map->valueAxis()->setRange(-0.5 * rowStride, (rows - 0.5) * rowStride);
}
