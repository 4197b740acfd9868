#include "training_lab/principal_components_view.h"

#include "plots/figure_export.h"
#include "plots/parts.h"
#include "training/position_pca.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

namespace {

// Okabe–Ito's vermillion, blue and bluish green, told apart without their hue by the dashes.
const QColor kComponentColours[] = {QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x72, 0xb2), QColor(0x00, 0x9e, 0x73)};
const Qt::PenStyle kComponentDashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine};

QString percent(double ratio)
{
    return QString::number(100.0 * ratio, 'f', 0);
}

// Bar j at x = j, labelled j + 1 as the sentence counts them: every bar numbered where the labels
// fit (the fitted tick count of a number axis numbered every third).
void numberBars(QCPAxis *axis, int bars)
{
    QStringList numbers;
    for (int j = 1; j <= bars; ++j)
        numbers.append(QString::number(j));
    setWordTicks(axis, numbers);
    axis->setRange(-0.6, bars - 0.4);
}

} // namespace

PrincipalComponentsView::PrincipalComponentsView(QWidget *parent)
    : QWidget(parent)
    , m_variancePlot(createPlot(this))
    , m_componentPlot(createPlot(this))
    , m_papers(new QLabel(this))
{
    setFigureName(m_variancePlot, QStringLiteral("learned-table-variance"));
    addPlotTitle(m_variancePlot, tr("Share of the variance"));
    m_variancePlot->xAxis->setLabel(tr("component"));
    m_variancePlot->yAxis->setLabel(tr("variance explained (%)"));
    m_variancePlot->yAxis->setRange(0, 100);
    m_bars = new QCPBars(m_variancePlot->xAxis, m_variancePlot->yAxis);
    m_bars->setWidth(0.7);
    m_bars->setPen(QPen(QColor(0x40, 0x40, 0x40)));
    m_bars->setBrush(QColor(0x99, 0x99, 0x99));
    m_measured = addPlotNote(m_variancePlot);

    setFigureName(m_componentPlot, QStringLiteral("learned-table-components"));
    addPlotTitle(m_componentPlot, tr("The first components against position"));
    m_componentPlot->xAxis->setLabel(tr("position"));
    m_componentPlot->yAxis->setLabel(tr("score"));
    setIntegerTicks(m_componentPlot->xAxis);
    putLegendBelow(m_componentPlot, kCurves);

    // What trained models show is the papers' finding, not the app's measurement: said first.
    m_papers->setWordWrap(true);
    m_papers->setTextFormat(Qt::RichText);
    m_papers->setText(QStringLiteral("<b>%1</b> %2 %3").arg(
        tr("From papers, not measured here:").toHtmlEscaped(),
        tr("Wang & Chen (2020, “What Do Position Embeddings Learn?”, EMNLP) found that GPT-2's learned "
           "position embeddings lie near a helix: against position, their first principal components "
           "rise and fall like waves.").toHtmlEscaped(),
        tr("BERT's are smooth only up to about position 128, the length it was pre-trained on for most "
           "of its steps; past it they show less structure.").toHtmlEscaped()));

    auto *plots = new QHBoxLayout;
    plots->setContentsMargins(0, 0, 0, 0);
    plots->addWidget(m_variancePlot, 2);
    plots->addWidget(m_componentPlot, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(plots, 1);
    layout->addWidget(m_papers);
    clear();
}

void PrincipalComponentsView::clear()
{
    showEmpty(tr("Train a model with the learned table: its principal components appear here."));
}

void PrincipalComponentsView::showEmpty(const QString &why)
{
    m_bars->data()->clear();
    numberBars(m_variancePlot->xAxis, kBars);
    m_measured->setText(why);
    m_componentPlot->clearGraphs();
    m_variancePlot->replot();
    m_componentPlot->replot();
}

void PrincipalComponentsView::showTable(int step, const pe::Matrix &table)
{
    // A diverged run's table (an overflow, a NaN) has no components: the core would refuse it.
    if (table.size() == 0 || !table.allFinite()) {
        showEmpty(tr("At step %1 this table holds values that are not finite numbers: it has no principal components.").arg(step));
        return;
    }
    const pe::PrincipalComponents components = pe::positionPrincipalComponents(table, kBars);
    showBars(components.explainedRatio);
    showCurves(components.scores);
    m_measured->setText(measuredSentence(step, components));
    m_variancePlot->replot(QCustomPlot::rpQueuedReplot);
    m_componentPlot->replot(QCustomPlot::rpQueuedReplot);
}

void PrincipalComponentsView::showBars(const pe::Vector &ratios)
{
    QVector<double> numbers, shares;
    for (Eigen::Index j = 0; j < ratios.size(); ++j) {
        numbers.append(double(j));
        shares.append(100.0 * ratios[j]);
    }
    m_bars->setData(numbers, shares, true);
    numberBars(m_variancePlot->xAxis, int(ratios.size()));
}

void PrincipalComponentsView::showCurves(const pe::Matrix &scores)
{
    m_componentPlot->clearGraphs();
    const int curves = std::min<int>(kCurves, int(scores.rows()));
    QVector<double> positions;
    for (Eigen::Index p = 0; p < scores.cols(); ++p)
        positions.append(double(p));
    for (int j = 0; j < curves; ++j) {
        QCPGraph *graph = addCurve(m_componentPlot);
        graph->setName(tr("component %1").arg(j + 1));
        graph->setPen(QPen(kComponentColours[j], 2, kComponentDashes[j]));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
        graph->setData(positions, toQVector(scores.row(j).transpose()), true);
    }
    m_componentPlot->xAxis->setRange(-0.5, double(scores.cols()) - 0.5);
    // Symmetric about 0: a component's sign is a convention (position_pca.h), its shape is not.
    const double extent = std::max(scores.topRows(curves).cwiseAbs().maxCoeff(), 1e-12);
    m_componentPlot->yAxis->setRange(-1.1 * extent, 1.1 * extent);
}

QString PrincipalComponentsView::measuredSentence(int step, const pe::PrincipalComponents &components)
{
    const pe::Vector &ratios = components.explainedRatio;
    if (ratios.size() == 0 || ratios.sum() <= 0.0)
        return tr("At step %1 every row of this table is the same: it has no variance to explain.").arg(step);
    if (ratios.size() == 1)
        return tr("At step %1 its one component explains %2 % of this table's variance.").arg(step).arg(percent(ratios[0]));
    return tr("At step %1 the first two components explain %2 % of this table's variance, the first alone %3 %.")
        .arg(step)
        .arg(percent(ratios[0] + ratios[1]), percent(ratios[0]));
}

QString PrincipalComponentsView::measuredText() const
{
    return m_measured->text();
}

QString PrincipalComponentsView::paperText() const
{
    return m_papers->text();
}
