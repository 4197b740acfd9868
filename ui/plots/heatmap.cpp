#include "plots/heatmap.h"

#include "plots/parts.h"

#include <qcustomplot.h>

namespace {

// The properties a heatmap keeps its HeatmapScale and ColourMap in: each plot holds its own,
// so that setHeatmapScale() and restyleHeatmaps() know what to draw without a global.
constexpr char kScaleProperty[] = "heatmapScale";
constexpr char kColourMapProperty[] = "colourMap";
// The property a cell's value label keeps its value in, to pick its colour again.
constexpr char kCellValueProperty[] = "cellValue";

void setStops(QCPColorGradient *gradient, std::initializer_list<QRgb> colours)
{
    const double last = double(colours.size() - 1);
    int k = 0;
    for (QRgb colour : colours)
        gradient->setColorStopAt(k++ / last, QColor::fromRgb(colour));
}

// White on dark cells, black on light ones.
QColor cellTextColour(const QCPColorMap *map, double value)
{
    const QRgb cell = map->gradient().color(value, map->dataRange());
    return qGray(cell) < 128 ? Qt::white : Qt::black;
}

// Two decimals for weights and the like; two significant digits when the whole colour range is
// small (differences of 0.002 would all read "0.00"), and 0 for rounding noise; never "-0.00".
QString cellText(double value, double extent)
{
    if (extent >= 0.1)
        return QString::number(std::abs(value) < 0.005 ? 0.0 : value, 'f', 2);
    return std::abs(value) < 1e-12 ? QStringLiteral("0") : QString::number(value, 'g', 2);
}

QCPColorMap *colourMapOf(QCustomPlot *plot)
{
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (auto *map = qobject_cast<QCPColorMap *>(plot->plottable(i)))
            return map;
    return nullptr;
}

} // namespace

QCPColorGradient gradientFor(ColourMap colourMap, HeatmapScale scale)
{
    QCPColorGradient gradient;
    // No value (a learned table past max_len) is drawn as a gap, not as a colour.
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    const bool diverging = scale == HeatmapScale::Diverging;
    switch (colourMap) {
    case ColourMap::BlueRed:
        // The diverging maps are centred on near-white so that 0 reads as "nothing" and the sign as hue.
        if (diverging)
            setStops(&gradient, {0x2b55a3, 0xf7f7f7, 0xb2182b});
        else  // viridis
            setStops(&gradient, {0x440154, 0x3b528b, 0x21918c, 0x5ec962, 0xfde725});
        break;
    case ColourMap::PurpleOrange:
        if (diverging)
            setStops(&gradient, {0x542788, 0xf7f7f7, 0xb35806});
        else  // cividis
            setStops(&gradient, {0x00224e, 0x414d6b, 0x7c7b78, 0xbcaf6f, 0xfee838});
        break;
    case ColourMap::Greys:
        setStops(&gradient, {0x000000, 0xffffff});
        break;
    }
    return gradient;
}

void restyleHeatmaps(QWidget *root, ColourMap colourMap)
{
    for (QCustomPlot *plot : root->findChildren<QCustomPlot *>()) {
        QCPColorMap *map = colourMapOf(plot);
        if (!map)
            continue;
        map->setProperty(kColourMapProperty, int(colourMap));
        setHeatmapScale(map, HeatmapScale(map->property(kScaleProperty).toInt()));
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)); text && text->property(kCellValueProperty).isValid())
                text->setColor(cellTextColour(map, text->property(kCellValueProperty).toDouble()));
        plot->replot();
    }
}

QCPColorMap *setupHeatmap(QCustomPlot *plot, HeatmapScale scale, const QString &valueLabel, ColourMap colourMap)
{
    auto *map = new QCPColorMap(plot->xAxis, plot->yAxis);
    map->setInterpolate(false);
    map->setProperty(kColourMapProperty, int(colourMap));

    auto *colorScale = new QCPColorScale(plot);
    plot->plotLayout()->addElement(0, 1, colorScale);
    colorScale->setType(QCPAxis::atRight);
    colorScale->setBarWidth(12);
    colorScale->axis()->setLabel(valueLabel);
    map->setColorScale(colorScale);
    setHeatmapScale(map, scale); // after setColorScale(), which imposes the scale's default

    // Keeps the colour bar exactly as tall as the plot.
    auto *margins = new QCPMarginGroup(plot);
    plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    colorScale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);

    plot->yAxis->setRangeReversed(true);
    return map;
}

void setHeatmapScale(QCPColorMap *map, HeatmapScale scale)
{
    map->setProperty(kScaleProperty, int(scale));
    map->setGradient(gradientFor(ColourMap(map->property(kColourMapProperty).toInt()), scale));
}

void setHeatmapCells(QCPColorMap *map, const pe::Matrix &cells, int rowStride, int columnStride,
                     double low, double high, QSize size, bool means)
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
    map->keyAxis()->setTickLabels(true);
    map->valueAxis()->setTickLabels(true);
    if (map->colorScale())
        map->colorScale()->setVisible(true);
    data->setSize(drawnCols, drawnRows);
    data->setRange(keyRange, valueRange);
    std::vector<Eigen::Index> drawnRow(drawnRows), drawnColumn(drawnCols);
    for (int r = 0; r < drawnRows; ++r)
        drawnRow[r] = std::min(r, rows - 1);
    for (int c = 0; c < drawnCols; ++c)
        drawnColumn[c] = std::min(c, cols - 1);
    writeCells(data, cells(drawnRow, drawnColumn));
    // The matrix drawn, whatever its sampling: what a screen reader says of the map (plot_description.h).
    map->setProperty("matrixSize", QSize(std::max(size.width(), (cols - 1) * columnStride + 1),
                                         std::max(size.height(), (rows - 1) * rowStride + 1)));
    // How a drawn cell stands for the matrix's (plotDescription()): itself, the mean of a block, or a sample of it.
    map->setProperty("cellBlock", QSize(columnStride, rowStride));
    map->setProperty("cellMeans", means);
    map->setDataRange(QCPRange(low, high));
    map->keyAxis()->setRange(-0.5 * columnStride, std::max((cols - 0.5) * columnStride, size.width() - 0.5));
    map->valueAxis()->setRange(-0.5 * rowStride, std::max((rows - 0.5) * rowStride, size.height() - 0.5));
}

void clearHeatmap(QCPColorMap *map)
{
    map->data()->clear();
    map->setProperty("matrixSize", QSize());
    // Nothing drawn, nothing labelled: numbers on the axes or a colour scale would describe a
    // matrix that is not there.
    map->keyAxis()->setTickLabels(false);
    map->valueAxis()->setTickLabels(false);
    if (map->colorScale())
        map->colorScale()->setVisible(false);
}

void setTokenAxes(QCustomPlot *plot, const QStringList &tokens)
{
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        setWordTicks(axis, tokens);
        axis->setSubTicks(false);
    }
}

void showCellValues(QCustomPlot *plot, const pe::Matrix &cells)
{
    for (int i = plot->itemCount() - 1; i >= 0; --i)
        if (qobject_cast<QCPItemText *>(plot->item(i)))
            plot->removeItem(i);
    const QCPColorMap *map = colourMapOf(plot);
    if (!map || cells.rows() > 10 || cells.cols() > 10)
        return;
    // Connected once per plot: hides the values when the cells are too small to read them.
    if (!plot->property("cellValuesFollowLayout").toBool()) {
        plot->setProperty("cellValuesFollowLayout", true);
        QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
            const QCPRange keys = plot->xAxis->range();
            const QCPRange values = plot->yAxis->range();
            const double cellWidth = plot->axisRect()->width() / std::max(keys.size(), 1.0);
            const double cellHeight = plot->axisRect()->height() / std::max(values.size(), 1.0);
            // Every value fits its cell at the font it has (presentation mode makes it larger),
            // or none is written: half-written or overlapping numbers would be misread.
            // (They all have the plot's font: one measure.)
            const QFontMetrics metrics(plot->font());
            bool readable = metrics.height() <= cellHeight;
            for (int i = 0; i < plot->itemCount() && readable; ++i)
                if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
                    readable = metrics.horizontalAdvance(text->text()) + metrics.averageCharWidth() <= cellWidth;
            for (int i = 0; i < plot->itemCount(); ++i)
                if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
                    text->setVisible(readable);
        });
    }
    const double extent = std::max(std::abs(map->dataRange().lower), std::abs(map->dataRange().upper));
    for (int r = 0; r < cells.rows(); ++r) {
        for (int c = 0; c < cells.cols(); ++c) {
            const double value = cells(r, c);
            if (!std::isfinite(value))
                continue;
            auto *text = new QCPItemText(plot);
            text->setFont(plot->font());  // the plot's, which presentation mode scales; not the application's
            text->position->setCoords(c, r);
            text->setText(cellText(value, extent));
            text->setProperty(kCellValueProperty, value);
            text->setColor(cellTextColour(map, value));
            text->setClipToAxisRect(true);
        }
    }
}
