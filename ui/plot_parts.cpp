#include "plot_parts.h"

#include "figure_export.h"
#include "plot_speed.h"

#include <qcustomplot.h>

#include <algorithm>

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

namespace {

// A title that wraps onto more lines when the plot is narrower than it (a projector at 1024 ×
// 768, presentation mode's large fonts): QCPTextElement asks for its whole width on one line,
// and a narrower plot cut it off at both ends.
class WrappingTitle : public QCPTextElement
{
public:
    WrappingTitle(QCustomPlot *plot, const QString &text, const QFont &font)
        : QCPTextElement(plot, text, font)
    {
        setTextFlags(Qt::AlignCenter | Qt::TextWordWrap);
    }

    QSize minimumOuterSizeHint() const override { return {kNarrowest, wrappedHeight()}; }
    QSize maximumOuterSizeHint() const override { return {QWIDGETSIZE_MAX, wrappedHeight()}; }

private:
    static constexpr int kNarrowest = 40;
    int wrappedHeight() const
    {
        // The width it was given last time (a colour scale beside the axes takes a column of its
        // own), or at first the whole plot's.
        const int given = mOuterRect.isEmpty() ? mParentPlot->viewport().width() : mOuterRect.width();
        const int width = std::max(kNarrowest, given - mMargins.left() - mMargins.right());
        const QRect lines = QFontMetrics(mFont).boundingRect(QRect(0, 0, width, QWIDGETSIZE_MAX), mTextFlags, mText);
        return lines.height() + mMargins.top() + mMargins.bottom();
    }
};

// True when two neighbouring tick labels of a horizontal axis, written across, would touch.
bool wordsTouch(const QCPAxis *axis)
{
    const QFontMetrics metrics(axis->tickLabelFont());
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    for (int t = 1; t < ticks.size() && t < labels.size(); ++t) {
        const double gap = std::abs(axis->coordToPixel(ticks[t]) - axis->coordToPixel(ticks[t - 1]));
        if (gap <= (metrics.horizontalAdvance(labels[t]) + metrics.horizontalAdvance(labels[t - 1])) / 2.0 + metrics.averageCharWidth())
            return true;
    }
    return false;
}

// About as many ticks as fit along `length` pixels with a label's extent of room between two.
bool fitTickCount(QCPAxis *axis, int length, double labelExtent, int fewest = 2)
{
    const int fitting = std::clamp(int(length / (2.0 * labelExtent)), fewest, 5);
    if (length <= 0 || axis->ticker()->tickCount() == fitting)
        return false;
    axis->ticker()->setTickCount(fitting);
    return true;
}

// Fewer ticks on a short axis, so that "75", "100" and "125" never run together (nor "0.8" and
// "0.6" on a low colour scale), and fewer legend columns on a narrow plot, so that no entry is
// cut off. Measured on the layout just made; returns true when the plot must be laid out again.
bool fitToSize(QCustomPlot *plot)
{
    bool changed = false;
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes()) {
            const QFontMetrics metrics(axis->tickLabelFont());
            if (axis->ticker().dynamicCast<QCPAxisTickerText>()) {
                // Words (the lab's tokens) cannot be left out: turned upright, they fit across.
                const double rotation = axis->orientation() == Qt::Horizontal && wordsTouch(axis) ? 90 : 0;
                changed |= axis->tickLabelRotation() != rotation;
                axis->setTickLabelRotation(rotation);
            } else if (axis->orientation() == Qt::Horizontal) {
                const double widest = std::max(metrics.horizontalAdvance(QString::number(axis->range().lower, 'g', 4)),
                                               metrics.horizontalAdvance(QString::number(axis->range().upper, 'g', 4)));
                changed |= fitTickCount(axis, rect->width(), widest + metrics.averageCharWidth());
            } else {
                changed |= fitTickCount(axis, rect->height(), 1.25 * metrics.height());
            }
        }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        QCPLayoutElement *element = plot->plotLayout()->elementAt(i);
        if (auto *scale = qobject_cast<QCPColorScale *>(element))
            changed |= fitTickCount(scale->axis(), scale->axis()->axisRect()->height(), 1.25 * QFontMetrics(scale->axis()->tickLabelFont()).height(),
                         3); // a colour scale shows where its colours go: below, at and above the middle
        // A title wraps to the width it was just given: its height follows on the next layout.
        if (qobject_cast<QCPTextElement *>(element) && element->minimumOuterSizeHint().height() != element->outerRect().height())
            changed = true;
    }
    const QVariant preferred = plot->legend->property("preferredColumns");
    if (!plot->legend->visible() || !preferred.isValid())
        return changed;
    int widest = 1;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        widest = std::max(widest, plot->legend->item(i)->minimumOuterSizeHint().width());
    const int columns = std::clamp(plot->viewport().width() / widest, 1, preferred.toInt());
    if (plot->legend->wrap() != columns) {
        plot->legend->setWrap(columns);
        plot->legend->setFillOrder(plot->legend->fillOrder(), true); // lays out the entries again
        changed = true;
    }
    return changed;
}

} // namespace

QCustomPlot *createPlot(QWidget *parent)
{
    auto *plot = new QCustomPlot(parent);
    plot->setMinimumSize(200, 150);
    plot->setNoAntialiasingOnDrag(true);
    configureForSpeed(plot);
    addFigureMenu(plot);
    // Fitted once for each size and each set of horizontal ranges, on the layout just made: a
    // changed fit is drawn at once after it. Once only, because a fit changes the layout it
    // measured (a wrapped title takes height from the axes), which must not swing back and forth.
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
        QString fittedFor = QStringLiteral("%1x%2").arg(plot->viewport().width()).arg(plot->viewport().height());
        for (QCPAxisRect *rect : plot->axisRects())
            for (QCPAxis *axis : rect->axes(QCPAxis::atBottom | QCPAxis::atTop)) {
                fittedFor += QStringLiteral(" %1:%2").arg(axis->range().lower).arg(axis->range().upper);
                if (const auto words = axis->ticker().dynamicCast<QCPAxisTickerText>()) // the lab's tokens
                    fittedFor += QStringList(words->ticks().values()).join(QLatin1Char(' '));
            }
        if (plot->property("fittedFor").toString() == fittedFor)
            return;
        plot->setProperty("fittedFor", fittedFor);
        if (fitToSize(plot))
            plot->replot(QCustomPlot::rpQueuedReplot);
    });
    return plot;
}

QCPTextElement *addPlotTitle(QCustomPlot *plot, const QString &title)
{
    plot->plotLayout()->insertRow(0);
    QFont font = plot->font();
    font.setPointSize(font.pointSize() + 1);
    font.setBold(true);
    auto *element = new WrappingTitle(plot, title, font);
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
    plot->legend->setProperty("preferredColumns", columns); // fewer when the plot is narrow (fitToSize())
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
