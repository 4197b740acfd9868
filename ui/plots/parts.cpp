#include "plots/parts.h"

#include "plots/description.h"
#include "plots/figure_export.h"
#include "plots/speed.h"

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

QVector<double> toQVector(const pe::Vector &values)
{
    return QVector<double>(values.data(), values.data() + values.size());
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
        // Asked twice a slider frame (plotFrame() before and after new data), the first time for
        // the text it measured the frame before: a wrapped text's measure is kept until it changes.
        if (width != m_measured.width || mText != m_measured.text || mFont != m_measured.font || mTextFlags != m_measured.flags)
            m_measured = {width, mText, mFont, mTextFlags,
                          QFontMetrics(mFont).boundingRect(QRect(0, 0, width, QWIDGETSIZE_MAX), mTextFlags, mText).height()};
        return m_measured.height + mMargins.top() + mMargins.bottom();
    }
    struct Measure
    {
        int width = -1;
        QString text;
        QFont font;
        int flags = 0;
        int height = 0;
    };
    mutable Measure m_measured;
};

// True for a text of Chinese characters (and full-width punctuation): a word of them stands upright
// one character under the other where it does not fit across (turned on its side it would lie
// down), and such a text breaks between any two of them (inTwoLines()).
bool stacksUpright(const QString &word)
{
    return !word.isEmpty() && std::all_of(word.begin(), word.end(), [](QChar c) {
        return c.script() == QChar::Script_Han || (c.unicode() >= 0x3000 && c.unicode() <= 0x303f)
               || (c.unicode() >= 0xff00 && c.unicode() <= 0xffef);
    });
}

// The words of a text axis (setWordTicks()) fitted to `length` pixels: written across when the
// widest fits beside its neighbours; otherwise along a horizontal axis Chinese words one
// character under the other and other words on their side; and only every k-th when even so they
// would overlap (a long sentence, a short map).
bool fitWords(QCPAxis *axis, int length)
{
    const QStringList words = axis->property("words").toStringList();
    if (words.isEmpty() || length <= 0)
        return false;
    const QFontMetrics metrics(axis->tickLabelFont());
    // Zoomed in (the lab's maps zoom with the wheel), the words shown have more room each.
    const double perWord = length / std::clamp(axis->range().size(), 1.0, double(words.size()));
    int widest = 0;
    for (const QString &word : words)
        widest = std::max(widest, metrics.horizontalAdvance(word));
    // Words side by side need a small gap (half a character); rows of words need their line's
    // height and no more, so that every row a map has room for is labelled (at 1.1 lines, maps of
    // one height labelled every row in one sentence and every other row in the other).
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const int gap = std::max(2, metrics.averageCharWidth() / 2);
    const bool across = horizontal && widest + gap < perWord;
    const bool stacked = horizontal && !across && std::all_of(words.begin(), words.end(), stacksUpright);
    const double rotation = horizontal && !across && !stacked ? 90 : 0;
    double extent = across ? widest + gap : metrics.height();
    if (stacked) {
        extent = 0;
        for (const QString &word : words)
            for (QChar c : word)
                extent = std::max(extent, double(metrics.horizontalAdvance(c) + gap));
    }
    const int stride = std::max(1, int(std::ceil(extent / perWord)));
    const bool changed = axis->tickLabelRotation() != rotation || axis->property("wordStride").toInt() != stride
                         || axis->property("wordsStacked").toBool() != stacked;
    axis->setTickLabelRotation(rotation);
    if (changed) {
        axis->setProperty("wordStride", stride);
        axis->setProperty("wordsStacked", stacked);
        const auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
        ticker->clear();
        for (int k = 0; k < words.size(); k += stride)
            ticker->addTick(k, stacked ? words[k].split(QString(), Qt::SkipEmptyParts).join(QLatin1Char('\n')) : words[k]);
    }
    return changed;
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

// An axis label longer than its axis goes onto two lines, broken at the space nearest its middle
// ("cosine similarity" beside a short plot); back on one line when there is room.
bool fitAxisLabel(QCPAxis *axis, int length)
{
    QString whole = axis->property("wholeLabel").toString();
    if (whole.isEmpty() || QString(whole).remove(QLatin1Char(' ')) != QString(axis->label()).remove(QLatin1Char(' ')).remove(QLatin1Char('\n')))
        whole = axis->label(); // set anew by its view since the last fit
    axis->setProperty("wholeLabel", whole);
    const QString fitted = QFontMetrics(axis->labelFont()).horizontalAdvance(whole) > length ? inTwoLines(whole) : whole;
    if (axis->label() == fitted)
        return false;
    axis->setLabel(fitted);
    return true;
}

// The widest entry of a legend; a wrapped legend's last row may have empty cells.
int widestLegendItem(QCPLegend *legend)
{
    int widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem *item = legend->item(i))
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    return widest;
}

// A legend whose widest entry is wider than the plot even in one column gets a smaller font (down
// to three quarters of its own), so that every entry stays whole; its own font when there is room.
// Measured at the font it has, as the icons and gaps do not shrink with the text.
bool fitLegendFont(QCPLegend *legend, int width)
{
    QVariant own = legend->property("ownFont");
    if (!own.isValid() || legend->property("fittedFont").value<QFont>() != legend->font())
        own = legend->font(); // set anew (presentation mode) since the last fit
    legend->setProperty("ownFont", own);
    const QFont ownFont = own.value<QFont>();
    const int widest = widestLegendItem(legend);
    QFont font = legend->font();
    const double room = width - legend->margins().left() - legend->margins().right() - 4;
    font.setPointSizeF(std::clamp(font.pointSizeF() * std::min(1.0, room / widest), 0.75 * ownFont.pointSizeF(), ownFont.pointSizeF()));
    if (widest < room && legend->font() != ownFont) // room again: back to its own, which the next pass measures
        font = ownFont;
    legend->setProperty("fittedFont", font);
    if (legend->font() == font)
        return false;
    legend->setFont(font);
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem *item = legend->item(i))
            item->setFont(font);
    return true;
}

// Fewer ticks on a short axis, so that "75", "100" and "125" never run together (nor "0.8" and
// "0.6" on a low colour scale), axis labels on two lines when they are longer than the axis, and
// fewer legend columns (then a smaller legend font) on a narrow plot, so that no entry is cut
// off. Measured on the layout just made; returns true when the plot must be laid out again.
bool fitToSize(QCustomPlot *plot)
{
    bool changed = false;
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes()) {
            changed |= fitAxisLabel(axis, axis->orientation() == Qt::Horizontal ? rect->width() : rect->height());
            const QFontMetrics metrics(axis->tickLabelFont());
            if (axis->property("words").isValid()) {
                changed |= fitWords(axis, axis->orientation() == Qt::Horizontal ? rect->width() : rect->height());
            } else if (axis->orientation() == Qt::Horizontal) {
                const double widest = std::max(metrics.horizontalAdvance(QString::number(axis->range().lower, 'g', 4)),
                                               metrics.horizontalAdvance(QString::number(axis->range().upper, 'g', 4)));
                // One tick count asks for "0, 100" where two gave "0, 50, 100".
                changed |= fitTickCount(axis, rect->width(), widest + metrics.averageCharWidth(), 1);
            } else {
                changed |= fitTickCount(axis, rect->height(), 1.25 * metrics.height());
            }
        }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        QCPLayoutElement *element = plot->plotLayout()->elementAt(i);
        if (auto *scale = qobject_cast<QCPColorScale *>(element)) {
            QCPAxis *axis = scale->axis();
            const int height = axis->axisRect()->height();
            const double labelExtent = 1.25 * QFontMetrics(axis->tickLabelFont()).height();
            changed |= fitAxisLabel(axis, height);
            // Below, at and above the middle where there is room; its two ends at least.
            changed |= fitTickCount(axis, height, labelExtent, height >= 3 * labelExtent ? 3 : 2);
        }
        // A title wraps to the width it was just given: its height follows on the next layout.
        if (qobject_cast<QCPTextElement *>(element) && element->minimumOuterSizeHint().height() != element->outerRect().height())
            changed = true;
    }
    const QVariant preferred = plot->legend->property("preferredColumns");
    if (!plot->legend->visible() || !preferred.isValid())
        return changed;
    changed |= fitLegendFont(plot->legend, plot->viewport().width());
    const int widest = widestLegendItem(plot->legend);
    const QMargins margins = plot->legend->margins();
    const int room = plot->viewport().width() - margins.left() - margins.right() + plot->legend->columnSpacing();
    const int columns = std::clamp(room / (widest + plot->legend->columnSpacing()), 1, preferred.toInt());
    if (plot->legend->wrap() != columns) {
        plot->legend->setWrap(columns);
        plot->legend->setFillOrder(plot->legend->fillOrder(), true); // lays out the entries again
        changed = true;
    }
    return changed;
}

} // namespace

QString inTwoLines(const QString &text)
{
    const qsizetype middle = text.size() / 2;
    const qsizetype before = text.lastIndexOf(QLatin1Char(' '), middle);
    const qsizetype after = text.indexOf(QLatin1Char(' '), middle);
    const qsizetype at = before < 0 ? after : after < 0 ? before : (middle - before <= after - middle ? before : after);
    if (at > 0)
        return text.left(at) + QLatin1Char('\n') + text.mid(at + 1);
    // No space: Chinese breaks between any two characters, a single word of letters nowhere.
    return stacksUpright(text) && text.size() > 1 ? text.left(middle) + QLatin1Char('\n') + text.mid(middle) : text;
}

QCustomPlot *createPlot(QWidget *parent)
{
    auto *plot = new QCustomPlot(parent);
    plot->setMinimumSize(160, 150);
    plot->setNoAntialiasingOnDrag(true);
    configureForSpeed(plot);
    addFigureMenu(plot);
    describeAfterEveryReplot(plot);
    // Fitted for each size, font and set of horizontal (and word) ranges, on the layout just made: a changed
    // fit is drawn at once after it, and measured again on that layout, as a fit changes the
    // layout it measured (a wrapped title takes height from the axes). A few passes at most, so
    // that a fit on the edge cannot swing back and forth.
    // A colour scale shares its top and bottom margins with its axes (a margin group), and
    // QCustomPlot measures its wish as the margins it has: once upright words had made them tall,
    // they never shrank again, and the lab's maps kept a third of their height. Forgotten before
    // each layout, they follow the axes again.
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] {
        for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
            if (auto *scale = qobject_cast<QCPColorScale *>(plot->plotLayout()->elementAt(i)))
                scale->setMargins(QMargins());
    });
    QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] {
        // Presentation mode scales the fonts at the same size.
        QString fittedFor = QStringLiteral("%1x%2 %3pt").arg(plot->viewport().width()).arg(plot->viewport().height())
                                .arg(plot->xAxis->tickLabelFont().pointSizeF());
        for (QCPAxisRect *rect : plot->axisRects())
            for (QCPAxis *axis : rect->axes()) {
                if (axis->orientation() == Qt::Horizontal || axis->property("words").isValid())
                    fittedFor += QStringLiteral(" %1:%2").arg(axis->range().lower).arg(axis->range().upper);
                fittedFor += axis->property("words").toStringList().join(QLatin1Char(' ')); // the lab's tokens
            }
        constexpr int kPasses = 3;
        int passes = plot->property("fitPasses").toInt();
        if (plot->property("fittedFor").toString() != fittedFor)
            passes = 0;
        if (passes >= kPasses)
            return;
        plot->setProperty("fittedFor", fittedFor);
        const bool changed = fitToSize(plot);
        plot->setProperty("fitPasses", changed ? passes + 1 : kPasses);
        if (!changed)
            return;
        plot->replot(QCustomPlot::rpQueuedReplot);
        // A legend in fewer rows (or a title in fewer lines) asks for less height: the layout around
        // the plot must hear of it, or the row keeps the height of the narrower plot it was (a lesson
        // step reached by Next then looked otherwise than the same step opened directly).
        plot->updateGeometry();
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

QCPTextElement *addPlotNote(QCustomPlot *plot)
{
    auto *element = new WrappingTitle(plot, QString(), plot->font());
    element->setTextColor(Qt::darkGray);
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->addElement(layout->rowCount(), 0, element);
    layout->setRowStretchFactor(layout->rowCount() - 1, 0.001);
    return element;
}

void putLegendBelow(QCustomPlot *plot, int columns)
{
    plot->axisRect()->insetLayout()->take(plot->legend);
    // An empty legend is as wide as its margins, and QCustomPlot makes a column no wider than its
    // narrowest element allows: under axes without curves yet (the Training Lab before training),
    // it squeezed them to a strip. It is in the layout only while it has entries.
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] {
        QCPLayoutGrid *layout = plot->plotLayout();
        const bool placed = plot->legend->layout() == layout;
        const bool wanted = plot->legend->itemCount() > 0;
        if (placed && !wanted) {
            layout->take(plot->legend);
            layout->simplify();
        } else if (!placed && wanted) {
            layout->addElement(layout->rowCount(), 0, plot->legend);
            layout->setRowStretchFactor(layout->rowCount() - 1, 0.001);
        }
        plot->legend->setVisible(wanted);
    });
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setWrap(columns);
    plot->legend->setProperty("preferredColumns", columns); // fewer when the plot is narrow (fitToSize())
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setMargins(QMargins(2, 0, 2, 0));
}

void setWordTicks(QCPAxis *axis, const QStringList &words)
{
    const int stride = pe::sampleStride(int(words.size()), 40); // a first guess, until the plot is fitted
    auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
    if (!ticker) {
        ticker.reset(new QCPAxisTickerText);
        axis->setTicker(ticker);
    }
    ticker->clear();
    for (int k = 0; k < words.size(); k += stride)
        ticker->addTick(k, words[k]);
    axis->setProperty("words", words);
    axis->setProperty("wordStride", stride);
    axis->setProperty("wordsStacked", false);  // written as they are, until the plot is fitted
}

void setIntegerTicks(QCPAxis *axis)
{
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);  // 1, 2, 5, 10, 20 … apart as the range grows
    axis->setTicker(ticker);
    axis->setProperty("words", QVariant());  // an axis that had words (setWordTicks()) has numbers now
    axis->setProperty("wordStride", QVariant());
}
