#include "explorer/partial_score_view.h"

#include "plots/figure_export.h"
#include "plots/parts.h"
#include "schemes/position_schemes.h"
#include "state/app_state.h"
#include "text/token_embedding.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <numeric>
#include <qcustomplot.h>

namespace {

constexpr quint64 kVectorsSeed = 1;
const QColor kPartColors[] = {QColor(0xd9, 0x5f, 0x02), QColor(0x75, 0x70, 0xb3), QColor(Qt::black)};

QString scoreText(double value)
{
    return QLocale().toString(value, 'f', 3);
}

} // namespace

PartialScoreView::PartialScoreView(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_plot(createPlot(this))
    , m_summary(new QLabel(this))
{
    setFigureName(m_plot, QStringLiteral("rope-partial-scores"));
    // Shown only for a partial RoPE: its chart and sentence never make the window taller than 600 pixels.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    addPlotTitle(m_plot, tr("One query and one key: their score against the distance"));
    m_plot->xAxis->setLabel(tr("distance between the two words"));
    m_plot->yAxis->setLabel(tr("part of q·k"));
    putLegendBelow(m_plot, 3);
    const QString names[] = {tr("turning pairs (position)"), tr("still dimensions (words alone)"), tr("the whole score")};
    for (int k = 0; k < 3; ++k) {
        m_curves[k] = addCurve(m_plot);
        m_curves[k]->setPen(QPen(kPartColors[k], k == 2 ? 1.0 : 2.0, k == 2 ? Qt::DashLine : Qt::SolidLine));
        m_curves[k]->setName(names[k]);
    }
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &PartialScoreView::showScores);
}

void PartialScoreView::showScores()
{
    const pe::SchemeParams &scheme = m_state->schemeParams();
    const pe::SinusoidalParams &e = scheme.encoding;
    if (scheme.schemeSettings.ropePartial.way == pe::PartialRope::Full || e.dModel < 2)
        return;
    const pe::Matrix qk = pe::randomNormalMatrix(2, e.dModel, 1.0 / std::sqrt(double(e.dModel)), kVectorsSeed);
    const pe::SplitScores split = pe::partialRopeScoreByDistance(qk.row(0).transpose(), qk.row(1).transpose(), e.positions, e.base,
                                                                 scheme.schemeSettings.ropePartial, scheme.schemeSettings.ropeLayout);
    QVector<double> distances(e.positions);
    std::iota(distances.begin(), distances.end(), 0.0);
    const pe::Vector parts[] = {split.turning, split.still, split.turning + split.still};
    double low = 0.0, high = 0.0;
    for (int k = 0; k < 3; ++k) {
        m_curves[k]->setData(distances, QVector<double>(parts[k].data(), parts[k].data() + parts[k].size()), true);
        low = std::min(low, parts[k].minCoeff());
        high = std::max(high, parts[k].maxCoeff());
    }
    const double margin = std::max(0.05 * (high - low), 1e-3);
    m_plot->xAxis->setRange(0, std::max(e.positions - 1, 1));
    m_plot->yAxis->setRange(low - margin, high + margin);
    m_summary->setText(tr("The still dimensions add %1 at every distance; the turning pairs swing between %2 and %3. "
                          "Only they know how far apart the two words are.")
                           .arg(scoreText(split.still(0)), scoreText(split.turning.minCoeff()), scoreText(split.turning.maxCoeff())));
    m_plot->replot();
}
