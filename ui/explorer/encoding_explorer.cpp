#include "explorer/encoding_explorer.h"

#include "explorer/controls.h"
#include "explorer/curves_view.h"
#include "explorer/encoding_heatmap_view.h"
#include "explorer/formula_panel.h"
#include "explorer/partial_score_view.h"
#include "explorer/rope_wavelength_view.h"
#include "explorer/similarity_view.h"
#include "explorer/vector_view.h"
#include "plots/figure_export.h"
#include "schemes/table.h"
#include "state/app_state.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <qcustomplot.h>

EncodingExplorer::EncodingExplorer(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_formula(new FormulaPanel(state))
    , m_controls(new ExplorerControls(state, m_formula, this))
    , m_heatmap(new EncodingHeatmapView(state, EncodingHeatmapView::Role::Shown, this))
    , m_compared(new EncodingHeatmapView(state, EncodingHeatmapView::Role::Compared, this))
    , m_curves(new CurvesView(state, this))
    , m_vector(new VectorView(state, this))
    , m_similarity(new SimilarityView(state, this))
    , m_wavelengths(new RopeWavelengthView(state, this))
    , m_partialScores(new PartialScoreView(state, this))
{
    m_topRight = new QStackedWidget(this);
    m_topRight->addWidget(m_curves);
    m_topRight->addWidget(m_compared);

    // The bottom row shows vectors and their similarity, which exist only for the schemes
    // that add a vector to each word; for the others it says why instead.
    auto *vectorViews = new QWidget(this);
    auto *vectorLayout = new QHBoxLayout(vectorViews);
    vectorLayout->setContentsMargins(0, 0, 0, 0);
    vectorLayout->addWidget(m_vector, 1);
    vectorLayout->addWidget(m_similarity, 2);
    m_bottomRowExplanation = new QLabel(this);
    m_bottomRowExplanation->setWordWrap(true);
    m_bottomRowExplanation->setAlignment(Qt::AlignCenter);
    m_bottomRowExplanation->setMargin(40);
    // RoPE adds no vector either; its page says so beside the chart of its scalings.
    auto *ropePage = new QWidget(this);
    auto *ropeLayout = new QHBoxLayout(ropePage);
    ropeLayout->setContentsMargins(0, 0, 0, 0);
    m_ropeExplanation = new QLabel(ropePage);
    m_ropeExplanation->setWordWrap(true);
    m_ropeExplanation->setMargin(12);
    // With a partial RoPE, the score split into what turns and what stands still instead.
    m_ropeLeft = new QStackedWidget(ropePage);
    m_ropeLeft->addWidget(m_ropeExplanation);
    m_ropeLeft->addWidget(m_partialScores);
    ropeLayout->addWidget(m_ropeLeft, 1);
    ropeLayout->addWidget(m_wavelengths, 2);
    m_bottomRow = new QStackedWidget(this);
    m_bottomRow->addWidget(vectorViews);
    m_bottomRow->addWidget(m_bottomRowExplanation);
    m_bottomRow->addWidget(ropePage);

    auto *views = m_views = new QGridLayout;
    views->addWidget(m_heatmap, 0, 0, 1, 2);
    views->addWidget(m_topRight, 0, 2);
    views->addWidget(m_bottomRow, 1, 0, 1, 3);
    for (int column = 0; column < 3; ++column)
        views->setColumnStretch(column, 1);
    views->setRowStretch(0, 1);
    views->setRowStretch(1, 1);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_controls);
    layout->addLayout(views, 1);

    connect(m_controls, &ExplorerControls::codeRequested, this, [this] { showCodeDialog(this, codeSources()); });
    connect(m_controls, &ExplorerControls::imagesRequested, this, [this] { emit viewRequested(QStringLiteral("images")); });
    connect(m_state, &AppState::encodingChanged, this, [this] { scheduleRefresh(EncodingPending); });
    connect(m_state, &AppState::selectionChanged, this, [this] { scheduleRefresh(SelectionPending); });
    // A first full replot gives every layer its buffer, so later layer-only replots work.
    for (QCustomPlot *plot : findChildren<QCustomPlot *>())
        plot->replot();
    showEncoding();
    showSelection();
}

void EncodingExplorer::scheduleRefresh(int what)
{
    // Slider drags deliver many changes between two frames: collect them, draw once.
    if (m_pending == NothingPending)
        QMetaObject::invokeMethod(this, &EncodingExplorer::refresh, Qt::QueuedConnection);
    m_pending |= what;
}

void EncodingExplorer::refresh()
{
    const int pending = std::exchange(m_pending, int(NothingPending));
    if (pending & EncodingPending) {
        showEncoding();
        m_shown.reset();
    }
    showSelection();
}

void EncodingExplorer::showEncoding()
{
    m_controls->followState();
    const pe::SchemeInfo &info = pe::schemeInfo(m_state->scheme());
    // A saved figure says which scheme it shows; the compared heatmap's title names its own.
    for (QCustomPlot *plot : findChildren<QCustomPlot *>())
        setFigureSubject(plot, plot == m_compared->plot() ? QString() : pe::schemeTitle(m_state->scheme()));
    const bool vectors = !info.whyNoVectors;
    if (vectors)
        m_similarity->prepareEncoding();  // on the other core while this one draws the heatmap
    m_heatmap->showEncoding();
    if (m_state->compareScheme()) {
        m_topRight->setCurrentWidget(m_compared);
        m_compared->showEncoding();
    } else {
        m_topRight->setCurrentWidget(m_curves);
    }
    const bool rope = info.settings & pe::UsesRopeScale;
    m_bottomRow->setCurrentIndex(vectors ? 0 : rope ? 2 : 1);
    if (vectors) {
        m_similarity->showEncoding();
    } else if (rope) {
        m_ropeExplanation->setText(pe::Schemes::tr(info.whyNoVectors));
        const bool partial = m_state->schemeParams().schemeSettings.ropePartial.way != pe::PartialRope::Full;
        m_ropeLeft->setCurrentIndex(partial ? 1 : 0);
        if (partial)
            m_partialScores->showScores();
        m_wavelengths->showWavelengths();
    } else {
        m_bottomRowExplanation->setText(pe::Schemes::tr(info.whyNoVectors));
    }
}

void EncodingExplorer::resizeEvent(QResizeEvent *event)
{
    // The heatmaps are sampled to the plots' pixels: a new size samples them again.
    scheduleRefresh(EncodingPending);
    QWidget::resizeEvent(event);
}

void EncodingExplorer::presentFocus(const QStringList &focus)
{
    bool lower = focus.isEmpty();
    for (QCustomPlot *plot : m_bottomRow->findChildren<QCustomPlot *>())
        lower = lower || focus.contains(figureFileName(plot, QString()));
    m_bottomRow->setVisible(lower);
    m_views->setRowStretch(1, lower ? 1 : 0);
}

bool EncodingExplorer::vectorViewsShown() const
{
    return m_bottomRow->currentIndex() == 0;
}

void EncodingExplorer::showSelection()
{
    m_controls->followSelection();  // the settings' controls follow in showEncoding()
    const Shown now{m_state->position(), m_state->dimension(), m_state->comparePosition(),
                    m_state->pinnedDimensions(), m_state->stackedCurves()};
    const bool all = !m_shown;
    const bool positionMoved = all || m_shown->position != now.position;
    const bool dimensionMoved = all || m_shown->dimension != now.dimension;
    const bool compareMoved = all || m_shown->comparePosition != now.comparePosition;

    m_heatmap->showSelection();
    if (dimensionMoved || m_shown->pinnedDimensions != now.pinnedDimensions || m_shown->stacked != now.stacked)
        m_curves->showCurves();
    else if (positionMoved)
        m_curves->showPosition();
    if (vectorViewsShown()) {
        if (positionMoved || compareMoved || dimensionMoved)
            m_vector->showVectors(all);
        if (positionMoved)
            m_similarity->showSimilarity(all);
        if (positionMoved || compareMoved)
            m_similarity->showSelection();
    }
    if (positionMoved || compareMoved)
        m_formula->showOffsetCheck();
    if (positionMoved || dimensionMoved)
        m_formula->showFormula();
    m_shown = now;
}

QList<CodeSource> EncodingExplorer::codeSources() const
{
    QList<pe::SchemeParams> shown{m_state->schemeParams()};
    if (m_state->compareScheme()) {
        shown.append(m_state->compareParams());
    }
    QList<CodeSource> sources;
    for (const pe::SchemeParams &params : shown)
        sources.append({tr("%1 — %2 positions, d_model %3").arg(pe::schemeTitle(params.scheme)).arg(params.encoding.positions)
                            .arg(params.encoding.dModel),
                        pe::encodingCode(params, pe::CodeLanguage::NumPy), pe::encodingCode(params, pe::CodeLanguage::PyTorch),
                        pe::encodingCodeInputs(params)});
    return sources;
}
