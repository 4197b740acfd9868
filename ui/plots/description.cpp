#include "plots/description.h"

#include "plots/figure_export.h"

#include <QCoreApplication>
#include <QFontInfo>
#include <QJsonArray>
#include <limits>
#include <qcustomplot.h>

namespace {

const char kSelection[] = "pe_selection";

QString number(double value)
{
    return QString::number(value, 'g', 5);
}

QString title(QCustomPlot *plot)
{
    QStringList titles;
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *text = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)); text && !text->text().isEmpty())
            titles.append(text->text());
    return titles.join(QStringLiteral(" "));
}

// An axis of words (setWordTicks()) lists them, a few at most; a numeric one gives its range.
QString axisText(QCPAxis *axis)
{
    constexpr int kMaxWords = 12;
    const QStringList words = axis->property("words").toStringList();
    const QString label = !axis->label().isEmpty() ? axis->label()
                          : words.isEmpty()        ? QCoreApplication::translate("PlotDescription", "values")
                                                   : QCoreApplication::translate("PlotDescription", "words");
    if (!words.isEmpty()) {
        const QString more = words.size() > kMaxWords ? QStringLiteral(" …") : QString();
        return QCoreApplication::translate("PlotDescription", "%1: %2").arg(label, words.mid(0, kMaxWords).join(QLatin1Char(' ')) + more);
    }
    return QCoreApplication::translate("PlotDescription", "%1 from %2 to %3")
        .arg(label, number(axis->range().lower), number(axis->range().upper));
}

} // namespace

QString plotName(QCustomPlot *plot)
{
    const QString heading = title(plot);
    if (!heading.isEmpty())
        return heading;
    if (plot->yAxis->label().isEmpty())
        return QCoreApplication::translate("PlotDescription", "Plot over %1").arg(plot->xAxis->label());
    return QCoreApplication::translate("PlotDescription", "Plot of %1 against %2").arg(plot->yAxis->label(), plot->xAxis->label());
}

QString plotDescription(QCustomPlot *plot)
{
    // The punctuation of the language read out: "；" and "，" in Chinese.
    const QString comma = QCoreApplication::translate("PlotDescription", ", ", "between two parts of one sentence");
    const QString semicolon = QCoreApplication::translate("PlotDescription", "; ", "between the parts of a description");
    QStringList parts;
    for (QCPAxisRect *rect : plot->axisRects())
        parts.append(axisText(rect->axis(QCPAxis::atBottom)) + comma + axisText(rect->axis(QCPAxis::atLeft)));
    QStringList curves;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *plottable = plot->plottable(i);
        if (auto *map = qobject_cast<QCPColorMap *>(plottable)) {
            const QSize size = map->property("matrixSize").toSize();  // set by setHeatmapCells()
            if (!size.isEmpty())
                parts.append(QCoreApplication::translate("PlotDescription",
                                                         "a colour map of %1 rows × %2 columns, its colours from %3 to %4")
                                 .arg(size.height()).arg(size.width())
                                 .arg(number(map->dataRange().lower), number(map->dataRange().upper)));
            if (const QSize block = map->property("cellBlock").toSize(); !size.isEmpty() && block.width() * block.height() > 1)
                parts.append((map->property("cellMeans").toBool()
                                  ? QCoreApplication::translate("PlotDescription", "each cell drawn is the mean of %1 rows × %2 columns")
                                  : QCoreApplication::translate("PlotDescription", "sampled: every %1th row and %2th column drawn"))
                                 .arg(block.height()).arg(block.width()));
        }
        else if (plottable->visible() && !plottable->name().isEmpty() && !curves.contains(plottable->name()))
            curves.append(plottable->name());
    }
    if (!curves.isEmpty())
        parts.append(QCoreApplication::translate("PlotDescription", "curves: %1").arg(curves.join(comma)));
    const QString selection = plot->property(kSelection).toString();
    if (!selection.isEmpty())
        parts.append(selection);
    return parts.join(semicolon) + QCoreApplication::translate("PlotDescription", ".", "the end of a description");
}

void describePlot(QCustomPlot *plot)
{
    if (const QString name = plotName(plot); plot->accessibleName() != name)
        plot->setAccessibleName(name);
    if (const QString description = plotDescription(plot); plot->accessibleDescription() != description)
        plot->setAccessibleDescription(description);
}

void describeAfterEveryReplot(QCustomPlot *plot)
{
    describePlot(plot);
    QObject::connect(plot, &QCustomPlot::afterReplot, plot, [plot] { describePlot(plot); });
}

void setPlotSelection(QCustomPlot *plot, const QString &selection)
{
    plot->setProperty(kSelection, selection);
    // Markers move without a replot (moveMarkers()): the description follows them here.
    describePlot(plot);
}

int smallestTextPixels(QCustomPlot *plot)
{
    int smallest = std::numeric_limits<int>::max();
    const auto consider = [&](const QFont &font) { smallest = std::min(smallest, QFontInfo(font).pixelSize()); };
    const auto considerAxes = [&](QCPAxisRect *rect) {
        for (QCPAxis *axis : rect->axes())
            if (axis->visible() && axis->tickLabels()) {
                consider(axis->tickLabelFont());
                if (!axis->label().isEmpty())
                    consider(axis->labelFont());
            }
    };
    for (QCPAxisRect *rect : plot->axisRects())
        considerAxes(rect);
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        QCPLayoutElement *element = plot->plotLayout()->elementAt(i);
        if (auto *text = qobject_cast<QCPTextElement *>(element); text && text->visible() && !text->text().isEmpty())
            consider(text->font());
        if (auto *scale = qobject_cast<QCPColorScale *>(element); scale && scale->visible())
            considerAxes(scale->axis()->axisRect());
    }
    if (plot->legend->visible() && plot->legend->itemCount() > 0)
        consider(plot->legend->font());
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)); text && text->visible() && !text->text().isEmpty())
            consider(text->font());
    return smallest == std::numeric_limits<int>::max() ? 0 : smallest;
}

QJsonObject describeVisiblePlots(QWidget *window, const QStringList &focus)
{
    QJsonArray plots;
    for (QCustomPlot *plot : window->findChildren<QCustomPlot *>()) {
        const QRect seen = plot->isVisibleTo(window) ? plot->visibleRegion().boundingRect() : QRect();
        if (seen.isEmpty())
            continue;
        QJsonArray axes;
        for (QCPAxisRect *rect : plot->axisRects())
            for (QCPAxis *axis : rect->axes()) {
                const QStringList words = axis->property("words").toStringList();
                if (words.isEmpty() || !axis->visible())
                    continue;
                QStringList drawn;
                const QVector<double> ticks = axis->tickVector();
                const QVector<QString> labels = axis->tickVectorLabels();
                for (int t = 0; t < ticks.size() && axis->tickLabels(); ++t)
                    if (axis->range().contains(ticks[t]))
                        drawn.append(labels.value(t).remove(QLatin1Char('\n')));  // a Chinese word stacked upright
                axes.append(QJsonObject{{QStringLiteral("words"), QJsonArray::fromStringList(words)},
                                        {QStringLiteral("drawn"), QJsonArray::fromStringList(drawn)}});
            }
        const QString name = figureFileName(plot, QString());
        const QPoint corner = plot->mapTo(window, seen.topLeft());
        plots.append(QJsonObject{{QStringLiteral("name"), name},
                                 {QStringLiteral("title"), plotName(plot)},
                                 {QStringLiteral("description"), plotDescription(plot)},
                                 {QStringLiteral("rect"), QJsonArray{corner.x(), corner.y(), seen.width(), seen.height()}},
                                 {QStringLiteral("focus"), !name.isEmpty() && focus.contains(name)},
                                 {QStringLiteral("smallest_text_px"), smallestTextPixels(plot)},
                                 {QStringLiteral("axes"), axes}});
    }
    return QJsonObject{{QStringLiteral("plots"), plots}};
}
