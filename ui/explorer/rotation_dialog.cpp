#include "explorer/rotation_dialog.h"

#include "plots/figure_export.h"
#include "plots/heatmap.h"
#include "plots/parts.h"
#include "schemes/position_similarity.h"
#include "schemes/table.h"
#include "state/app_state.h"
#include "math/translate.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

RotationDialog::RotationDialog(AppState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_plot(createPlot(this))
    , m_check(new QLabel(this))
{
    setWindowTitle(tr("The offset as a rotation"));
    setFigureName(m_plot, QStringLiteral("rotation"));
    m_map = setupHeatmap(m_plot, HeatmapScale::Diverging, tr("value"), state->colourMap());
    m_title = addPlotTitle(m_plot, QString());  // after the colour scale, which takes the first row's second column
    m_plot->xAxis->setLabel(tr("dimension of PE(p)"));
    m_plot->yAxis->setLabel(tr("dimension of PE(p + k)"));
    setIntegerTicks(m_plot->xAxis);
    setIntegerTicks(m_plot->yAxis);
    m_check->setWordWrap(true);
    m_check->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_check);
    layout->addWidget(buttons);
    resize(620, 640);
    connect(state, &AppState::encodingChanged, this, &RotationDialog::showRotation);
    connect(state, &AppState::selectionChanged, this, &RotationDialog::showRotation);
    showRotation();
}

void RotationDialog::showRotation()
{
    const pe::SinusoidalParams &params = m_state->encodingParams();
    const int offset = m_state->comparePosition() - m_state->position();
    const bool pairs = pe::schemeInfo(m_state->schemeParams().scheme).sineCosinePairs;
    if (!pairs || params.dModel > pe::kMaxRotationDModel) {
        clearHeatmap(m_map);
        m_title->setText(QString());
        m_check->setText(!pairs ? tr("M_k turns the sinusoidal scheme's sines and cosines: choose that scheme to see it.")
                                : tr("M_k has d_model × d_model entries: it is drawn for d_model up to %1. Choose a smaller d_model.")
                                      .arg(pe::kMaxRotationDModel));
        m_plot->replot();
        return;
    }
    const pe::Matrix rotation = pe::relativeRotation(params, offset);
    setHeatmapCells(m_map, rotation, 1, 1, -1.0, 1.0);
    showCellValues(m_plot, rotation);
    m_title->setText(tr("M_k for k = %1: PE(p + k) = M_k · PE(p)").arg(offset));
    QString check = tr("Each pair's sine and cosine turn together by k·ωᵢ: %1 blocks of cos(k·ωᵢ) and ±sin(k·ωᵢ), the same for "
                       "every position p.").arg(params.dModel / 2);
    if (offset < 0)
        pe::appendSentence(check, tr("k is negative: M_k turns back, and is the transpose of M_%1.").arg(-offset));
    check += QLatin1Char('\n') + tr("Largest |PE(p + k) − M_k·PE(p)| over every p: %1.")
                                     .arg(QString::number(pe::relativeRotationDeviation(params, offset), 'g', 2));
    if (pe::hasLoneSine(params.dModel, params.layout))
        pe::appendSentence(check, tr("With an odd d_model the last sine has no cosine to turn with, so no matrix moves it exactly."));
    m_check->setText(check);
    m_plot->replot();
}
