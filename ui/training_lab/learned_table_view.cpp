#include "training_lab/learned_table_view.h"

#include "plots/figure_export.h"
#include "plots/heatmap.h"
#include "plots/parts.h"
#include "schemes/position_schemes.h"
#include "schemes/table.h"
#include "state/app_state.h"
#include "training_lab/principal_components_view.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QResizeEvent>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace {

// Cosine similarity of every row with every row (P × P): 1 on the diagonal, and a pattern off it
// when nearby positions have learned to look alike.
pe::Matrix rowSimilarities(const pe::Matrix &table)
{
    pe::Matrix unit = table;
    for (Eigen::Index r = 0; r < unit.rows(); ++r)
        if (const double norm = unit.row(r).norm(); norm > 0.0)
            unit.row(r) /= norm;
    return unit * unit.transpose();
}

} // namespace

LearnedTableView::LearnedTableView(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_pages(new QStackedWidget(this))
    , m_components(new PrincipalComponentsView)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(2);
    outer->addWidget(createToggle());
    outer->addWidget(m_pages, 1);
    auto *tables = new QWidget;
    tables->installEventFilter(this);  // evenSizes()
    m_pages->addWidget(tables);
    m_pages->addWidget(m_components);

    const QString titles[] = {tr("Learned table"), tr("Its rows' similarity"), tr("Sinusoidal table"), tr("Its rows' similarity")};
    const char *names[] = {"learned-table", "learned-table-similarity", "sinusoidal-table", "sinusoidal-table-similarity"};
    m_layout = new QGridLayout(tables);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(2);
    for (int i = 0; i < 4; ++i) {
        QCustomPlot *plot = createPlot(this);
        plot->setMinimumSize(120, 100);
        const bool table = i % 2 == 0;
        m_maps[i] = setupHeatmap(plot, HeatmapScale::Diverging, table ? tr("value") : tr("cosine"), state->colourMap());
        QCPTextElement *title = addPlotTitle(plot, titles[i]);
        if (i == 0)
            m_learnedTitle = title;
        setFigureName(plot, QLatin1String(names[i]));
        setIntegerTicks(plot->xAxis);
        setIntegerTicks(plot->yAxis);
        plot->xAxis->setLabel(table ? tr("dimension") : tr("position"));
        plot->yAxis->setLabel(tr("position"));
        unbufferData(plot);
        m_plots[i] = plot;
    }
    arrange(2);
}

QWidget *LearnedTableView::createToggle()
{
    // Two buttons of one group, as a segmented switch: the tables, or what the learned one learned.
    auto *toggle = new QWidget;
    auto *row = new QHBoxLayout(toggle);
    row->setContentsMargins(0, 0, 0, 0);
    auto *group = new QButtonGroup(toggle);
    const QString texts[] = {tr("Tables"), tr("Principal components")};
    for (int i = 0; i < 2; ++i) {
        auto *button = new QToolButton;
        button->setText(texts[i]);
        button->setCheckable(true);
        group->addButton(button, i);
        row->addWidget(button);
        m_toggle[i] = button;
    }
    m_toggle[0]->setChecked(true);
    m_toggle[1]->setToolTip(tr("The few directions along which the learned table's rows differ most, and each position along them"));
    row->addStretch(1);
    connect(group, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked)
            m_pages->setCurrentIndex(id);
    });
    return toggle;
}

void LearnedTableView::showComponents(bool shown)
{
    m_toggle[shown ? 1 : 0]->setChecked(true);
}

bool LearnedTableView::componentsShown() const
{
    return m_pages->currentWidget() == m_components;
}

void LearnedTableView::arrange(int columns)
{
    m_columns = columns;
    evenSizes(m_pages->widget(0)->size());
    for (int i = 0; i < 4; ++i) {
        m_layout->removeWidget(m_plots[i]);
        m_layout->addWidget(m_plots[i], i / columns, i % columns);
    }
}

bool LearnedTableView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        evenSizes(static_cast<QResizeEvent *>(event)->size());
    return QWidget::eventFilter(watched, event);
}

void LearnedTableView::evenSizes(const QSize &size)
{
    // The pixels the rows and columns cannot share equally go to the margins, so that the learned
    // table and the sinusoidal one, side by side or one above the other, are the same size.
    const int rows = 4 / std::max(m_columns, 1), spacing = m_layout->spacing();
    const int right = (size.width() - spacing * (m_columns - 1)) % std::max(m_columns, 1);
    const int bottom = (size.height() - spacing * (rows - 1)) % rows;
    if (m_layout->contentsMargins() != QMargins(0, 0, right, bottom))
        m_layout->setContentsMargins(0, 0, right, bottom);
}

void LearnedTableView::resizeEvent(QResizeEvent *event)
{
    // Wide and low, as in a tab on a projector: one row of four, where two rows would squash
    // every table to a strip.
    const int columns = event->size().width() >= 3 * event->size().height() ? 4 : 2;
    if (columns != m_columns)
        arrange(columns);
    QWidget::resizeEvent(event);
}

void LearnedTableView::start(int positions, int dModel)
{
    pe::SchemeParams params;
    params.scheme = pe::Scheme::Sinusoidal;
    params.encoding = pe::SinusoidalParams{dModel, positions, 10000.0, pe::Layout::Interleaved};
    showPair(2, pe::schemeMatrix(params));
    m_learnedTitle->setText(tr("Learned table"));
    m_components->clear();
    for (int i = 0; i < 2; ++i) {
        clearHeatmap(m_maps[i]);
        m_plots[i]->replot();
    }
    m_step = -1;
}

void LearnedTableView::showTable(int step, const pe::Matrix &table)
{
    m_step = step;
    m_learnedTitle->setText(tr("Learned table at step %1").arg(step));
    showPair(0, table);
    m_components->showTable(step, table);
}

void LearnedTableView::showPair(int first, const pe::Matrix &table)
{
    const double extent = pe::largestFiniteMagnitude(table);
    setHeatmapCells(m_maps[first], table, 1, 1, -extent, extent);
    setHeatmapCells(m_maps[first + 1], rowSimilarities(table), 1, 1, -1.0, 1.0);
    m_plots[first]->replot(QCustomPlot::rpQueuedReplot);
    m_plots[first + 1]->replot(QCustomPlot::rpQueuedReplot);
}
