#pragma once
// Checks that every picture of the window tells the truth about the state: its title, its axis
// ranges and its data. The monkey test runs them after every hundred random actions, so that a
// stale plot, a range that cuts the data off or a title of another setting is found whatever
// sequence of actions leads to it.

#include "attention/word_order.h"
#include "attention_lab/attention_lab.h"
#include "attention_lab/attention_map_grid.h"
#include "explorer/curves_view.h"
#include "explorer/encoding_explorer.h"
#include "explorer/encoding_heatmap_view.h"
#include "explorer/similarity_view.h"
#include "explorer/vector_view.h"
#include "plots/figure_export.h"
#include "schemes/table.h"
#include "shell/main_window.h"
#include "state/app_state.h"
#include "state/view_names.h"
#include "training_lab/training_lab.h"
#include "support/heatmap_cells.h"

#include <QImage>
#include <QTabWidget>
#include <QTemporaryDir>
#include <qcustomplot.h>
#include <cmath>

namespace pictures {

inline QString titleOf(const QCustomPlot *plot)
{
    const auto *title = qobject_cast<const QCPTextElement *>(plot->plotLayout()->elementAt(0));
    return title ? title->text() : QString();
}

// Same number up to rounding (the views ask for sampled entries, computed apart from the whole
// matrix), or both missing (NaN is a learned table's row past max_len, drawn blank).
inline bool same(double shown, double expected)
{
    return (std::isnan(shown) && std::isnan(expected)) || std::abs(shown - expected) <= 1e-12 * std::max(1.0, std::abs(expected));
}

/// The explorer's heatmap holds the scheme's matrix at each cell it draws, over axes that show
/// the whole matrix, under the scheme's title; the curves hold the selected column whole, inside
/// their axes; the titles name the positions selected.
inline QString explorerDisagrees(const EncodingExplorer *explorer, const AppState *state)
{
    const pe::SchemeInfo &info = pe::schemeInfo(state->scheme());
    const pe::Matrix &encoding = state->encoding();
    const QCustomPlot *heatmap = explorer->heatmapView()->plot();
    if (titleOf(heatmap) != pe::Schemes::tr(info.heatmapTitle))
        return QStringLiteral("the heatmap is titled '%1' for %2").arg(titleOf(heatmap), pe::schemeName(state->scheme()));
    if (heatmap->xAxis->range().lower > -0.5 || heatmap->xAxis->range().upper < encoding.cols() - 0.5
        || heatmap->yAxis->range().lower > -0.5 || heatmap->yAxis->range().upper < encoding.rows() - 0.5)
        return QStringLiteral("the heatmap's axes (%3 … %4 by %5 … %6) cut off the %1 x %2 matrix").arg(encoding.rows()).arg(encoding.cols())
            .arg(heatmap->xAxis->range().lower).arg(heatmap->xAxis->range().upper).arg(heatmap->yAxis->range().lower).arg(heatmap->yAxis->range().upper);
    QCPColorMapData *cells = explorer->heatmapView()->map()->data();
    for (int key = 0; key < cells->keySize(); key += std::max(1, cells->keySize() / 16))
        for (int value = 0; value < cells->valueSize(); value += std::max(1, cells->valueSize() / 16)) {
            double column = 0.0, row = 0.0;
            cells->cellToCoord(key, value, &column, &row);
            const double expected = expectedHeatmapCell(explorer->heatmapView()->map(), encoding, key, value, info.cellValue);
            if (!same(cells->cell(key, value), expected))
                return QStringLiteral("the heatmap draws %1 at (%2, %3), the matrix holds %4")
                    .arg(cells->cell(key, value)).arg(row).arg(column).arg(expected);
        }

    const QCustomPlot *curves = explorer->curvesView()->plot();
    if (titleOf(curves) != pe::Schemes::tr(info.curvesTitle))
        return QStringLiteral("the curves are titled '%1'").arg(titleOf(curves));
    if (curves->graphCount() < 1 || curves->graph(0)->dataCount() != encoding.rows())
        return QStringLiteral("the selected column's curve has not %1 points").arg(encoding.rows());
    for (int g = 0; g < curves->graphCount(); ++g)
        for (auto point = curves->graph(g)->data()->constBegin(); point != curves->graph(g)->data()->constEnd(); ++point) {
            if (g == 0 && !same(point->value, encoding(int(point->key), state->dimension())))
                return QStringLiteral("the curve of dimension %1 draws %2 at position %3").arg(state->dimension()).arg(point->value).arg(point->key);
            if (std::isfinite(point->value) && !curves->graph(g)->valueAxis()->range().contains(point->value))
                return QStringLiteral("curve %1 leaves its axis at position %2: %3 outside %4 … %5").arg(g).arg(point->key)
                    .arg(point->value).arg(curves->graph(g)->valueAxis()->range().lower).arg(curves->graph(g)->valueAxis()->range().upper);
            if (!curves->xAxis->range().contains(point->key))
                return QStringLiteral("the curves' axis cuts off position %1").arg(point->key);
        }

    // The vector and similarity views exist for the schemes that add a vector to each word.
    if (info.kind != pe::SchemeKind::AddedToWords || !explorer->vectorView()->isVisibleTo(explorer))
        return {};
    const QString position = QString::number(state->position());
    if (!titleOf(explorer->vectorView()->plot()).contains(position)
        || !titleOf(explorer->vectorView()->plot()).contains(QString::number(state->comparePosition())))
        return QStringLiteral("the vectors are titled '%1' for positions %2 and %3").arg(titleOf(explorer->vectorView()->plot()), position)
            .arg(state->comparePosition());
    const QCustomPlot *similarity = explorer->similarityView()->curvePlot();
    if (!titleOf(similarity).contains(position))
        return QStringLiteral("the similarity is titled '%1' for position %2").arg(titleOf(similarity), position);
    for (int g = 0; g < similarity->graphCount(); ++g) {
        const QCPRange range = similarity->graph(g)->valueAxis()->range();
        for (auto point = similarity->graph(g)->data()->constBegin(); point != similarity->graph(g)->data()->constEnd(); ++point)
            if (std::isfinite(point->value) && !range.contains(point->value))
                return QStringLiteral("similarity curve %1 leaves its axis: %2 outside %3 … %4").arg(g).arg(point->value)
                    .arg(range.lower).arg(range.upper);
    }
    return {};
}

/// Each of the lab's six maps draws the matrix it stands for, under the words of its sentence,
/// and the verdicts say what the comparison says.
inline QString labDisagrees(const AttentionLab *lab)
{
    if (!lab->comparison())
        return {};
    const pe::WordOrderComparison &comparison = *lab->comparison();
    const AttentionMapGrid *grid = lab->maps();
    for (int row = 0; row < 3; ++row)
        for (int column = 0; column < 2; ++column) {
            const auto r = AttentionMapGrid::Row(row);
            const auto c = AttentionMapGrid::Column(column);
            const pe::Matrix shown = grid->shownMatrix(r, c);
            QCPColorMapData *cells = grid->map(r, c)->data();
            // A single row or column is drawn as two half-width copies of itself (setHeatmapCells()).
            if (shown.size() && (cells->keySize() != std::max<Eigen::Index>(shown.cols(), 2)
                                 || cells->valueSize() != std::max<Eigen::Index>(shown.rows(), 2)))
                return QStringLiteral("map %1,%2 has %3 x %4 cells for a %5 x %6 matrix").arg(row).arg(column)
                    .arg(cells->valueSize()).arg(cells->keySize()).arg(shown.rows()).arg(shown.cols());
            const double low = grid->map(r, c)->dataRange().lower;
            for (int query = 0; query < shown.rows(); ++query)
                for (int key = 0; key < shown.cols(); ++key) {
                    const double expected = std::isfinite(shown(query, key)) ? shown(query, key) : low;
                    if (cells->cell(key, query) != expected)
                        return QStringLiteral("map %1,%2 draws %3 at (%4, %5), not %6").arg(row).arg(column)
                            .arg(cells->cell(key, query)).arg(query).arg(key).arg(expected);
                }
        }
    for (int column = 0; column < 2; ++column) {
        const QString verdict = pe::orderVerdict(comparison, column == AttentionMapGrid::WithPosition).toHtmlEscaped();
        if (!grid->verdict(AttentionMapGrid::Column(column))->text().contains(verdict))
            return QStringLiteral("the verdict reads '%1', not '%2'").arg(grid->verdict(AttentionMapGrid::Column(column))->text(), verdict);
    }
    return {};
}

/// File › Export All Figures writes one picture of each plot shown, at twice its size.
inline QString exportDisagrees(MainWindow *window)
{
    QTemporaryDir folder;
    QString error;
    const QStringList written = window->exportAllFigures(folder.path(), &error);
    if (!error.isEmpty())
        return QStringLiteral("Export All Figures failed: %1").arg(error);
    int shown = 0;
    for (const QString &view : viewNames()) {
        QWidget *tab = window->findChild<QTabWidget *>()->widget(int(viewNames().indexOf(view)));
        for (QCustomPlot *plot : tab->findChildren<QCustomPlot *>()) {
            if (!plot->isVisibleTo(tab))
                continue;
            ++shown;
            const QString path = folder.filePath(QStringLiteral("%1-%2.png").arg(view, figureFileName(plot, QString())));
            if (!written.contains(path))
                return QStringLiteral("Export All Figures left out %1").arg(path);
            if (QImage(path).size() != 2 * plot->size())
                return QStringLiteral("%1 is %2 x %3, the plot %4 x %5").arg(path).arg(QImage(path).width()).arg(QImage(path).height())
                    .arg(plot->width()).arg(plot->height());
        }
    }
    // The training curves' CSV comes with the figures once something was trained.
    shown += window->trainingLab()->hasCurves() ? 1 : 0;
    return written.size() == shown ? QString() : QStringLiteral("Export All Figures wrote %1 files for %2 plots shown").arg(written.size()).arg(shown);
}

} // namespace pictures
