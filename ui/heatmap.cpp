#include "heatmap.h"

#include <qcustomplot.h>

static QCPColorGradient gradientFor(HeatmapScale scale)
{
    QCPColorGradient gradient;
    // No value (a learned table past max_len) is drawn as a gap, not as a colour.
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
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

void setHeatmapScale(QCPColorMap *map, HeatmapScale scale)
{
    map->setGradient(gradientFor(scale));
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

void clearHeatmap(QCPColorMap *map)
{
    map->data()->clear();
}

void setTokenAxes(QCustomPlot *plot, const QStringList &tokens)
{
    const int step = sampleStride(int(tokens.size()), 40);
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
        for (int k = 0; k < tokens.size(); k += step)
            ticker->addTick(k, tokens[k]);
        axis->setTicker(ticker);
        axis->setSubTicks(false);
    }
    const bool longLabels = std::any_of(tokens.begin(), tokens.end(), [](const QString &token) { return token.size() > 1; });
    plot->xAxis->setTickLabelRotation(tokens.size() > 6 && longLabels ? 60 : 0);
}

void showCellValues(QCustomPlot *plot, const pe::Matrix &cells, double low, double high, HeatmapScale scale)
{
    for (int i = plot->itemCount() - 1; i >= 0; --i)
        if (qobject_cast<QCPItemText *>(plot->item(i)))
            plot->removeItem(i);
    if (cells.rows() > 10 || cells.cols() > 10)
        return;
    // Connected once per plot: hides the values when the cells are too small to read them.
    if (!plot->property("cellValuesFollowLayout").toBool()) {
        plot->setProperty("cellValuesFollowLayout", true);
        QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
            const QCPRange keys = plot->xAxis->range();
            const QCPRange values = plot->yAxis->range();
            const double cellWidth = plot->axisRect()->width() / std::max(keys.size(), 1.0);
            const double cellHeight = plot->axisRect()->height() / std::max(values.size(), 1.0);
            const bool readable = cellWidth >= 34 && cellHeight >= 16;
            for (int i = 0; i < plot->itemCount(); ++i)
                if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
                    text->setVisible(readable);
        });
    }
    const double middle = 0.5 * (low + high);
    for (int r = 0; r < cells.rows(); ++r) {
        for (int c = 0; c < cells.cols(); ++c) {
            const double value = cells(r, c);
            if (!std::isfinite(value))
                continue;
            auto *text = new QCPItemText(plot);
            text->position->setCoords(c, r);
            text->setText(QString::number(value, 'f', 2));
            // Viridis is dark at its low end; the diverging map is dark at both ends.
            const bool dark = scale == HeatmapScale::Sequential
                                  ? value < middle
                                  : std::abs(value - middle) > 0.6 * (high - middle);
            text->setColor(dark ? Qt::white : Qt::black);
            text->setClipToAxisRect(true);
        }
    }
}
