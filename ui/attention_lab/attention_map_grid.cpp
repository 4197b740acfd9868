#include "attention_lab/attention_map_grid.h"

#include "plots/description.h"
#include "plots/figure_export.h"
#include "plots/heatmap.h"
#include "plots/parts.h"
#include "schemes/table.h"
#include "state/app_state.h"
#include "widgets/label_box.h"

#include <QGridLayout>
#include <QHash>
#include <QLabel>
#include <QKeyEvent>
#include <QToolTip>
#include <algorithm>
#include <qcustomplot.h>

namespace {

// How the arrow keys move a map's cell: x the key, y the query (query 0 at the top).
const QHash<int, QPoint> kArrowSteps{
    {Qt::Key_Left, {-1, 0}}, {Qt::Key_Right, {1, 0}}, {Qt::Key_Up, {0, -1}}, {Qt::Key_Down, {0, 1}}};

// Holds a map's plot without a layout. A new colour range can widen the colour scale's labels,
// and QCustomPlot then asks the whole window for a new layout (2 ms of a frame); the grid shares
// its room among the maps by their stretch alone, so that layout would move nothing.
class MapBox : public QWidget
{
public:
    explicit MapBox(QCustomPlot *plot)
        : m_plot(plot)
    {
        plot->setParent(this);
        setMinimumSize(plot->minimumSize());
        setSizePolicy(plot->sizePolicy());
    }
    QSize sizeHint() const override { return m_plot->sizeHint(); }
    QSize minimumSizeHint() const override { return m_plot->minimumSizeHint(); }

protected:
    bool event(QEvent *event) override
    {
        return event->type() == QEvent::LayoutRequest || QWidget::event(event);
    }
    void resizeEvent(QResizeEvent *) override { m_plot->setGeometry(rect()); }

private:
    QWidget *m_plot;  // as a QWidget: QCustomPlot makes its size hints protected
};

} // namespace

AttentionMapGrid::AttentionMapGrid(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const QString rowTitles[3] = {tr("Sentence A"), tr("Sentence B"), tr("B minus A, word for word")};
    for (int column = 0; column < 2; ++column) {
        m_verdicts[column] = new QLabel(this);
        m_verdicts[column]->setWordWrap(true);
        m_verdicts[column]->setAlignment(Qt::AlignCenter);
        // Boxed: a verdict changes with every position weight, and the maps need no new layout for it.
        grid->addWidget(new LabelBox(m_verdicts[column]), 0, column);
        for (int row = 0; row < 3; ++row) {
            QCustomPlot *plot = createPlot(this);
            plot->setMinimumSize(200, 100);
            m_maps[row][column] = setupHeatmap(plot, row == Difference ? HeatmapScale::Diverging : HeatmapScale::Sequential,
                                               row == Difference ? tr("fixed scale") : tr("weight"),
                                               m_state->colourMap());
            m_titles[row][column] = addPlotTitle(plot, rowTitles[row]);
            plot->yAxis->setLabel(tr("query"));
            // A size larger than the words': turned on its side, 查询 at the words' size read as 9 pixels.
            for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
                QFont font = axis->labelFont();
                font.setPointSizeF(font.pointSizeF() + 1.5);
                axis->setLabelFont(font);
            }
            // The keys' label under the bottom maps only: the maps above have the same columns,
            // and the height is theirs on a projector.
            if (row == Difference)
                plot->xAxis->setLabel(tr("key"));
            m_plots[row][column] = plot;
            static const char *const rowNames[3] = {"sentence-a", "sentence-b", "b-minus-a"};
            setFigureName(plot, QStringLiteral("%1-%2").arg(QLatin1String(rowNames[row]),
                                                           column == WithPosition ? QStringLiteral("with-position")
                                                                                  : QStringLiteral("without-position")));
            plot->setMouseTracking(true); // a cell tells its words and value on hover
            // and, from the keyboard, the cell the arrow keys move to (eventFilter())
            plot->setFocusPolicy(Qt::StrongFocus);
            plot->installEventFilter(this);
            // A long sentence's map zooms with the wheel and pans by dragging, down to a few
            // words, each then written; a double-click shows the whole map again.
            plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
            for (QCPAxis *axis : {plot->xAxis, plot->yAxis})
                connect(axis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this,
                        [this, row, column, axis] { keepInsideTheMap(Row(row), Column(column), axis); });
            // After createPlot() has fitted the words to the layout just made.
            connect(plot, &QCustomPlot::afterLayout, this, &AttentionMapGrid::followLeftOutWords);
            connect(plot, &QCustomPlot::mouseDoubleClick, this, [this, row, column] { showWholeMap(Row(row), Column(column)); });
            connect(plot, &QCustomPlot::mouseMove, this, [this, row, column](QMouseEvent *event) {
                showCellToolTip(Row(row), Column(column), event);
            });
            // The matrix as shown: weights or scores, the mean or the chosen head.
            setExportedMatrix(plot, [this, row, column] { return shownMatrix(Row(row), Column(column)); });
            grid->addWidget(new MapBox(plot), row + 1, column);
            grid->setRowStretch(row + 1, 1);
        }
        grid->setColumnStretch(column, 1);
    }
    m_zoomHint = new QLabel(tr("Some words are left out of the maps' labels: zoom in with the mouse wheel over a map, "
                               "and double-click it to see it whole again."), this);
    m_zoomHint->setWordWrap(true);
    m_zoomHint->setAlignment(Qt::AlignCenter);
    m_zoomHint->hide();
    grid->addWidget(m_zoomHint, 4, 0, 1, 2);
}

void AttentionMapGrid::followLeftOutWords()
{
    bool leftOut = false;
    for (const auto &row : m_plots)
        for (QCustomPlot *plot : row)
            for (const QCPAxis *axis : {plot->xAxis, plot->yAxis})
                leftOut = leftOut || (plot->isVisibleTo(this) && axis->property("wordStride").toInt() > 1);
    if (m_zoomHint->isVisibleTo(this) != leftOut)
        m_zoomHint->setVisible(leftOut);
}

bool AttentionMapGrid::showOnlyRowsOf(const QStringList &focus)
{
    bool named[3] = {false, false, false};
    for (int row = 0; row < 3; ++row)
        for (int column = 0; column < 2; ++column)
            named[row] = named[row] || focus.contains(figureFileName(m_plots[row][column], QString()));
    const bool any = named[SentenceA] || named[SentenceB] || named[Difference];
    auto *grid = static_cast<QGridLayout *>(layout());
    for (int row = 0; row < 3; ++row) {
        const bool shown = !any || named[row];
        for (int column = 0; column < 2; ++column)
            m_plots[row][column]->parentWidget()->setVisible(shown);  // its MapBox
        grid->setRowStretch(row + 1, shown ? 1 : 0);
    }
    return any;
}

pe::Matrix AttentionMapGrid::shownMatrix(Row row, Column column) const
{
    if (!m_comparison)
        return {};
    const pe::WordOrderComparison &comparison = *m_comparison;
    const LabSettings &lab = m_state->labSettings();
    if (row != SentenceA && lab.bInAOrder && comparison.permutation) {
        // Drawn in A's order: the same function with A's rows, so that matrices compare by eye.
        return pe::inOrderOfA(shownMatrixAsTyped(row, column), *comparison.permutation);
    }
    return shownMatrixAsTyped(row, column);
}

pe::Matrix AttentionMapGrid::shownMatrixAsTyped(Row row, Column column) const
{
    const pe::WordOrderComparison &comparison = *m_comparison;
    if (row == Difference)
        return column == WithoutPosition ? comparison.differenceWithout : comparison.differenceWith;
    const pe::AttentionResult &result = row == SentenceA ? (column == WithoutPosition ? comparison.aWithout : comparison.aWith)
                                                         : (column == WithoutPosition ? comparison.bWithout : comparison.bWith);
    const LabSettings &lab = m_state->labSettings();    const bool oneHead = lab.shownHead >= 0 && lab.shownHead < int(result.headWeights.size());
    if (lab.showScores)
        return oneHead ? result.headScores[lab.shownHead] : result.scores;
    return oneHead ? result.headWeights[lab.shownHead] : result.weights;
}

void AttentionMapGrid::clearMaps()
{
    m_comparison = nullptr;
    for (int row = 0; row < 3; ++row)
        for (int column = 0; column < 2; ++column)
            clearMap(Row(row), Column(column));
    m_verdicts[WithoutPosition]->setText(tr("<b>Without positional information</b>"));
    m_verdicts[WithPosition]->setText(tr("<b>With positional information</b>"));
}

void AttentionMapGrid::clearMap(Row row, Column column)
{
    clearHeatmap(m_maps[row][column]);
    showCellValues(m_plots[row][column], pe::Matrix());
    m_drawn[row][column].reset();
    setPlotSelection(m_plots[row][column], QString());
    m_plots[row][column]->replot();
}

void AttentionMapGrid::showComparison(const pe::WordOrderComparison &comparison, const QStringList &tokensA,
                                      const QStringList &tokensB)
{
    m_comparison = &comparison;
    const LabSettings &lab = m_state->labSettings();
    const bool scores = lab.showScores;
    // B in A's word order carries A's tokens on its axes.
    const bool inAOrder = lab.bInAOrder && comparison.permutation;
    const QStringList &tokensOfB = inAOrder ? tokensA : tokensB;
    const QString titleOfB = inAOrder ? tr("Sentence B, in A's word order") : tr("Sentence B");
    for (int column = 0; column < 2; ++column) {
        if (m_titles[SentenceB][column]->text() != titleOfB) {
            m_titles[SentenceB][column]->setText(titleOfB);
            m_plots[SentenceB][column]->replot(QCustomPlot::rpQueuedReplot);
        }
    }
    for (int row = 0; row < 2; ++row) {
        for (int column = 0; column < 2; ++column) {
            if (column == WithPosition && !comparison.positionError.isEmpty()) {
                clearMap(Row(row), WithPosition);
                continue;
            }
            const pe::Matrix values = shownMatrix(Row(row), Column(column));
            double low = 0.0;
            double high = 1.0;
            if (scores) {
                const pe::Matrix finite = values.unaryExpr([](double v) { return std::isfinite(v) ? v : 0.0; });
                high = std::max(finite.cwiseAbs().maxCoeff(), 1e-12);
                low = -high;
            }
            showMap(Row(row), Column(column), values, row == SentenceA ? tokensA : tokensOfB, low, high);
        }
    }

    const QString titles[2] = {tr("Without positional information"), tr("With positional information")};
    for (int column = 0; column < 2; ++column) {
        if (!comparison.permutation || (column == WithPosition && !comparison.positionError.isEmpty())) {
            clearMap(Difference, Column(column));
        } else {
            // One fixed scale, the whole range of a difference of weights: a difference too small
            // to see is too small to matter, and the verdict above gives its size in numbers.
            showMap(Difference, Column(column), shownMatrix(Difference, Column(column)), tokensOfB, -1.0, 1.0);
        }
        m_verdicts[column]->setText(QStringLiteral("<b>%1</b><br>%2")
                                        .arg(titles[column], pe::orderVerdict(comparison, column == WithPosition).toHtmlEscaped()));
    }
    setFigureTitles(tokensA, tokensB, inAOrder);
}

void AttentionMapGrid::setFigureTitles(const QStringList &tokensA, const QStringList &tokensB, bool bInAOrder)
{
    // A saved map stands alone on a slide: its title says which sentence, which column and the words.
    const auto words = [](const QStringList &tokens) {
        const QString text = tokens.join(QLatin1Char(' '));
        constexpr int kLongest = 80;
        return text.size() <= kLongest ? text : text.left(kLongest - 1) + QChar(0x2026);
    };
    const QString columns[2] = {tr("without positional information"), tr("with positional information")};
    for (int column = 0; column < 2; ++column) {
        const QString rows[3] = {tr("Sentence A, %1: %2").arg(columns[column], words(tokensA)),
                                 bInAOrder ? tr("Sentence B in A's word order, %1: %2").arg(columns[column], words(tokensB))
                                           : tr("Sentence B, %1: %2").arg(columns[column], words(tokensB)),
                                 tr("B minus A, %1: %2 / %3").arg(columns[column], words(tokensA), words(tokensB))};
        for (int row = 0; row < 3; ++row)
            setFigureName(m_plots[row][column], figureFileName(m_plots[row][column], QString()), rows[row]);
    }
}

void AttentionMapGrid::keepInsideTheMap(Row row, Column column, QCPAxis *axis)
{
    const std::optional<DrawnMap> &drawn = m_drawn[row][column];
    if (!drawn || m_drawing) // a new map sets its own ranges
        return;
    const double whole = double(drawn->values.rows());
    QCPRange range = axis->range();
    const double size = std::clamp(range.size(), std::min(2.0, whole), whole);
    range.lower = std::clamp(range.lower, -0.5, whole - 0.5 - size);
    range.upper = range.lower + size;
    if (range != axis->range())
        axis->setRange(range);
}

void AttentionMapGrid::showWholeMap(Row row, Column column)
{
    const std::optional<DrawnMap> &drawn = m_drawn[row][column];
    if (!drawn)
        return;
    QCustomPlot *plot = m_plots[row][column];
    const double whole = double(std::max<Eigen::Index>(drawn->values.rows(), 1));
    plot->xAxis->setRange(-0.5, whole - 0.5);
    plot->yAxis->setRange(-0.5, whole - 0.5);
    plot->replot();
}

QString AttentionMapGrid::cellText(Row row, Column column, int query, int key) const
{
    const std::optional<DrawnMap> &drawn = m_drawn[row][column];
    if (!drawn || query < 0 || key < 0 || query >= drawn->values.rows() || key >= drawn->values.cols()
        || query >= drawn->tokens.size() || key >= drawn->tokens.size())
        return {};
    const QString what = row == Difference ? tr("B minus A") : drawn->scores ? tr("score") : tr("weight");
    return tr("query %1 '%2' → key %3 '%4'\n%5 %6")
        .arg(query).arg(drawn->tokens[query]).arg(key).arg(drawn->tokens[key]).arg(what)
        .arg(QString::number(drawn->values(query, key), 'g', 6));
}

void AttentionMapGrid::showCellToolTip(Row row, Column column, QMouseEvent *event) const
{
    QCustomPlot *plot = m_plots[row][column];
    const int key = int(std::lround(plot->xAxis->pixelToCoord(event->position().x())));
    const int query = int(std::lround(plot->yAxis->pixelToCoord(event->position().y())));
    const QString text = plot->axisRect()->rect().contains(event->position().toPoint()) ? cellText(row, column, query, key) : QString();
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, plot);
}

void AttentionMapGrid::describeCursor(Row row, Column column, bool showTip)
{
    QCustomPlot *plot = m_plots[row][column];
    QPoint &cursor = m_cursors[row][column];
    if (const std::optional<DrawnMap> &drawn = m_drawn[row][column]; drawn && drawn->values.size() > 0)
        cursor = QPoint(std::clamp(cursor.x(), 0, int(drawn->values.cols()) - 1), std::clamp(cursor.y(), 0, int(drawn->values.rows()) - 1));
    const QString text = cellText(row, column, cursor.y(), cursor.x());
    if (text.isEmpty()) {
        setPlotSelection(plot, QString());
        return;
    }
    setPlotSelection(plot, tr("selected %1").arg(QString(text).replace(QLatin1Char('\n'), QStringLiteral(", "))));
    const QPoint cell(int(plot->xAxis->coordToPixel(cursor.x())), int(plot->yAxis->coordToPixel(cursor.y())));
    if (showTip)
        QToolTip::showText(plot->mapToGlobal(cell), text, plot);
}

bool AttentionMapGrid::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    for (int row = 0; row < 3; ++row)
        for (int column = 0; column < 2; ++column) {
            const std::optional<DrawnMap> &drawn = m_drawn[row][column];
            if (watched != m_plots[row][column] || !drawn || drawn->values.size() == 0)
                continue;
            QPoint &cursor = m_cursors[row][column];  // x the key, y the query
            const QPoint step = kArrowSteps.value(static_cast<QKeyEvent *>(event)->key());
            if (step.isNull())
                return QWidget::eventFilter(watched, event);
            cursor = QPoint(std::clamp(cursor.x() + step.x(), 0, int(drawn->values.cols()) - 1),
                            std::clamp(cursor.y() + step.y(), 0, int(drawn->values.rows()) - 1));
            describeCursor(Row(row), Column(column), true);
            return true;
        }
    return QWidget::eventFilter(watched, event);
}

void AttentionMapGrid::showMap(Row row, Column column, const pe::Matrix &values, const QStringList &tokens, double low,
                               double high)
{
    const bool scores = row != Difference && m_state->labSettings().showScores;
    std::optional<DrawnMap> &drawn = m_drawn[row][column];
    const bool sameAxes = drawn && drawn->tokens == tokens && drawn->low == low && drawn->high == high
                           && drawn->scores == scores;
    const bool sameValues = drawn && drawn->values.rows() == values.rows() && drawn->values.cols() == values.cols()
                            && (drawn->values.array() == values.array()).all();
    if (sameAxes && sameValues)
        return;
    QCPColorMap *map = m_maps[row][column];
    QCustomPlot *plot = m_plots[row][column];
    if (!sameAxes && row != Difference) {
        setHeatmapScale(map, scores ? HeatmapScale::Diverging : HeatmapScale::Sequential);
        map->colorScale()->axis()->setLabel(scores ? tr("score") : tr("weight"));
    }
    // Masked scores are −∞: draw them at the low end of the colour range.
    const pe::Matrix cells = scores ? pe::Matrix(values.unaryExpr([low](double v) { return std::isfinite(v) ? v : low; }))
                                    : values;
    // New words show the whole map; new values over the same words keep the zoom.
    const QCPRange zoomed[2] = {plot->xAxis->range(), plot->yAxis->range()};
    m_drawing = true;
    setHeatmapCells(map, cells, 1, 1, low, high);
    if (!sameAxes)
        setTokenAxes(plot, tokens);
    if (drawn && drawn->tokens == tokens) {
        plot->xAxis->setRange(zoomed[0]);
        plot->yAxis->setRange(zoomed[1]);
    }
    m_drawing = false;
    showCellValues(plot, values);
    // With the same axes and colour scale, only the cells' layer changes; values written on the
    // cells are shown or hidden after a layout, so a map that has them is laid out again.
    if (sameAxes && plot->itemCount() == 0)
        replotData(plot);
    else
        plot->replot();
    drawn = DrawnMap{values, tokens, low, high, scores};
    describeCursor(row, column, false);
}
