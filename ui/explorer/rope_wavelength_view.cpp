#include "explorer/rope_wavelength_view.h"

#include "plots/figure_export.h"
#include "plots/parts.h"
#include "schemes/position_schemes.h"
#include "state/app_state.h"
#include "widgets/choices.h"
#include "math/translate.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <numbers>
#include <qcustomplot.h>

namespace {

// In the order of pe::PairTreatment.
const QColor kTreatmentColors[] = {QColor(0x1b, 0x9e, 0x77), QColor(0xd9, 0x5f, 0x02), QColor(0x75, 0x70, 0xb3)};

QVector<double> wavelengths(const pe::Vector &omega)
{
    QVector<double> result(omega.size());
    for (Eigen::Index i = 0; i < omega.size(); ++i)
        result[i] = 2 * std::numbers::pi / omega(i);
    return result;
}

// "0–3, 7, 9–31": the pairs in `pairs`, runs joined.
QString pairRuns(const QList<int> &pairs)
{
    QStringList runs;
    for (qsizetype k = 0; k < pairs.size();) {
        qsizetype end = k;
        while (end + 1 < pairs.size() && pairs[end + 1] == pairs[end] + 1)
            ++end;
        runs.append(end == k ? QString::number(pairs[k]) : QStringLiteral("%1–%2").arg(pairs[k]).arg(pairs[end]));
        k = end + 1;
    }
    return runs.join(QStringLiteral(", "));
}

QString number(double value)
{
    return QLocale().toString(value, 'g', 4);
}

} // namespace

RopeWavelengthView::RopeWavelengthView(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_plot(createPlot(this))
    , m_summary(new QLabel(this))
{
    setFigureName(m_plot, QStringLiteral("rope-wavelengths"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_title = addPlotTitle(m_plot, QString());
    setIntegerTicks(m_plot->xAxis);
    m_plot->xAxis->setLabel(tr("pair i"));
    m_plot->yAxis->setLabel(tr("wavelength (positions per full turn)"));
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    m_plot->yAxis->setNumberFormat(QStringLiteral("gb"));
    putLegendBelow(m_plot, 2);
    m_before = addCurve(m_plot);
    m_before->setPen(QPen(Qt::gray, 1.5));
    m_before->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, Qt::gray, 4));
    m_before->setName(tr("without scaling"));
    const QString names[] = {tr("left alone"), tr("squeezed (divided by s)"), tr("slowed by less than s")};
    for (int k = 0; k < 3; ++k) {
        m_after[k] = addCurve(m_plot);
        m_after[k]->setLineStyle(QCPGraph::lsNone);
        m_after[k]->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kTreatmentColors[k], 7));
        m_after[k]->setName(names[k]);
        m_lines[k] = addMarker(m_plot, k == 0 ? Qt::black : Qt::darkGray, k == 0 ? Qt::SolidLine : Qt::DashLine);
        m_lineLabels[k] = new QCPItemText(m_plot);
        m_lineLabels[k]->setLayer(QStringLiteral("overlay"));
        m_lineLabels[k]->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        m_lineLabels[k]->position->setTypeY(QCPItemPosition::ptPlotCoords);
        m_lineLabels[k]->setColor(k == 0 ? Qt::black : Qt::darkGray);
    }
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &RopeWavelengthView::showWavelengths);
}

void RopeWavelengthView::showPositionsLine(int positions)
{
    for (int k = 0; k < 3; ++k) {
        m_lines[k]->setVisible(k == 0);
        m_lineLabels[k]->setVisible(k == 0);
    }
    placeHorizontal(m_lines[0], positions);
    m_lineLabels[0]->position->setCoords(0.99, positions);
    m_lineLabels[0]->setText(tr("positions on screen: %1").arg(positions));
    m_lineLabels[0]->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
}

void RopeWavelengthView::showPartial()
{
    const pe::SchemeParams &scheme = m_state->schemeParams();
    const pe::SinusoidalParams &e = scheme.encoding;
    const pe::Vector whole = pe::ropeFrequencies(e.dModel, e.base, {}, e.positions);
    const pe::Vector partial = pe::ropePairFrequencies(scheme);
    QVector<double> pairs(whole.size());
    std::iota(pairs.begin(), pairs.end(), 0.0);
    const QVector<double> wholeLengths = wavelengths(whole);
    m_before->setData(pairs, wholeLengths, true);
    m_before->setName(tr("the whole head turning"));
    double low = std::min(*std::min_element(wholeLengths.begin(), wholeLengths.end()), double(e.positions));
    double high = std::max(*std::max_element(wholeLengths.begin(), wholeLengths.end()), double(e.positions));
    QVector<double> turning, turningLengths, still;
    for (Eigen::Index i = 0; i < partial.size(); ++i) {
        if (partial(i) == 0.0) {
            still.append(double(i));
            continue;
        }
        turning.append(double(i));
        turningLengths.append(2 * std::numbers::pi / partial(i));
        low = std::min(low, turningLengths.last());
        high = std::max(high, turningLengths.last());
    }
    const double top = high * 4;  // above every wavelength: these pairs never complete a turn
    m_after[0]->setData(turning, turningLengths, true);
    m_after[0]->setName(tr("turns"));
    m_after[1]->setData(still, QVector<double>(still.size(), top), true);
    m_after[1]->setName(tr("never turns: the words alone (drawn at the top)"));
    m_after[2]->data()->clear();
    for (int k = 0; k < 3; ++k) {
        const bool used = !m_after[k]->data()->isEmpty();
        m_after[k]->setVisible(used);
        used ? m_after[k]->addToLegend() : m_after[k]->removeFromLegend();
    }
    showPositionsLine(e.positions);
    m_title->setText(tr("Each pair's wavelength: the whole head (grey) and the part that turns"));
    m_plot->xAxis->setRange(-0.5, std::max<qsizetype>(pairs.size(), 1) - 0.5);
    m_plot->yAxis->setRange(low / 2, top * 2);
    m_summary->setText(pe::partialRopeSentence(scheme));
    m_plot->replot();
}

void RopeWavelengthView::showWavelengths()
{
    const pe::SchemeParams &scheme = m_state->schemeParams();
    if (scheme.schemeSettings.ropePartial.way != pe::PartialRope::Full && scheme.encoding.dModel > 1)
        return showPartial();
    const pe::SinusoidalParams &e = scheme.encoding;
    const pe::RopeScale &scale = scheme.schemeSettings.ropeScale;
    const pe::Vector before = pe::ropeFrequencies(e.dModel, e.base, {}, e.positions);
    const pe::Vector after = pe::ropeFrequencies(e.dModel, e.base, scale, e.positions);
    const bool scaled = scale.scaling != pe::RopeScaling::None;
    const std::vector<pe::PairTreatment> treatments = pe::ropePairTreatments(before, after, scale.factor);

    if (before.size() == 0) {  // d_model 1: no pair to turn
        for (QCPGraph *graph : {m_before, m_after[0], m_after[1], m_after[2]})
            graph->data()->clear();
        m_summary->setText(tr("With d_model 1 there is no pair of dimensions to turn."));
        m_plot->replot();
        return;
    }
    QVector<double> pairs(before.size());
    std::iota(pairs.begin(), pairs.end(), 0.0);
    const QVector<double> beforeLengths = wavelengths(before);
    const QVector<double> afterLengths = wavelengths(after);
    m_before->setData(pairs, beforeLengths, true);
    m_before->setName(tr("without scaling"));
    const std::array<QList<int>, 3> pairsOf = showTreatments(afterLengths, treatments, scaled);
    double low = std::min(*std::min_element(beforeLengths.begin(), beforeLengths.end()),
                          *std::min_element(afterLengths.begin(), afterLengths.end()));
    double high = std::max(*std::max_element(beforeLengths.begin(), beforeLengths.end()),
                           *std::max_element(afterLengths.begin(), afterLengths.end()));
    showLengthLines(e, scale, &low, &high);
    m_title->setText(scaled ? tr("Each pair's wavelength, before (grey) and after %1").arg(ropeScalingTitle(scale.scaling))
                            : tr("Each pair's wavelength (no scaling chosen)"));
    m_plot->xAxis->setRange(-0.5, std::max<qsizetype>(pairs.size(), 1) - 0.5);
    m_plot->yAxis->setRange(low / 2, high * 2);

    const QString summary = scaleSummary(e, scale, pairsOf);
    m_summary->setText(summary);
    m_plot->replot();
}

std::array<QList<int>, 3> RopeWavelengthView::showTreatments(const QVector<double> &afterLengths,
                                                             const std::vector<pe::PairTreatment> &treatments, bool scaled)
{
    const QString names[] = {tr("left alone"), tr("squeezed (divided by s)"), tr("slowed by less than s")};
    std::array<QList<int>, 3> pairsOf;
    for (int k = 0; k < 3; ++k) {
        QVector<double> xs, ys;
        for (qsizetype i = 0; scaled && i < afterLengths.size(); ++i)
            if (int(treatments[std::size_t(i)]) == k) {
                xs.append(double(i));
                ys.append(afterLengths[i]);
                pairsOf[k].append(int(i));
            }
        m_after[k]->setData(xs, ys, true);
        m_after[k]->setName(names[k]);
        m_after[k]->setVisible(!xs.isEmpty());
        if (xs.isEmpty())
            m_after[k]->removeFromLegend();
        else
            m_after[k]->addToLegend();
    }

    return pairsOf;
}

void RopeWavelengthView::showLengthLines(const pe::SinusoidalParams &e, const pe::RopeScale &scale, double *low, double *high)
{
    // The lengths each method compares wavelengths with: L0, or without one the positions on screen.
    struct Line
    {
        double wavelength;
        QString label;
    };
    QList<Line> lines;
    if (scale.scaling != pe::RopeScaling::None && pe::ropeScalingReadsOriginalLength(scale.scaling))
        lines.append({double(scale.originalLength), tr("trained length L0 = %1").arg(scale.originalLength)});
    else
        lines.append({double(e.positions), tr("positions on screen: %1").arg(e.positions)});
    const auto addLine = [&lines](double wavelength, const QString &label) {
        for (Line &line : lines)
            if (line.wavelength == wavelength) {  // one line, both names (Llama 3's L0 / 1 is L0)
                line.label += QStringLiteral(" = ") + label;
                return;
            }
        lines.append({wavelength, label});
    };
    if (scale.scaling == pe::RopeScaling::Llama3) {
        addLine(scale.originalLength / scale.lowFreqFactor, tr("L0 / low_freq_factor: longer ones are divided by s"));
        addLine(scale.originalLength / scale.highFreqFactor, tr("L0 / high_freq_factor: shorter ones are left alone"));
    } else if (scale.scaling == pe::RopeScaling::Yarn) {
        addLine(scale.originalLength / scale.betaSlow, tr("L0 / β_slow: fewer turns, divided by s"));
        addLine(scale.originalLength / scale.betaFast, tr("L0 / β_fast: more turns, left alone"));
    }
    // The highest line's name above it, the others' under theirs, at the right where the slow
    // pairs are far above: close lines (2048 and 8192 on a log axis) keep their names apart.
    std::sort(lines.begin(), lines.end(), [](const Line &a, const Line &b) { return a.wavelength > b.wavelength; });
    for (int k = 0; k < 3; ++k) {
        const bool used = k < lines.size();
        m_lines[k]->setVisible(used);
        m_lineLabels[k]->setVisible(used);
        if (!used)
            continue;
        placeHorizontal(m_lines[k], lines[k].wavelength);
        m_lineLabels[k]->position->setCoords(0.99, lines[k].wavelength);  // at the right, under the slow pairs
        m_lineLabels[k]->setText(lines[k].label);
        m_lineLabels[k]->setPositionAlignment(Qt::AlignRight | (k == 0 ? Qt::AlignBottom : Qt::AlignTop));
        *low = std::min(*low, lines[k].wavelength / (k == 0 ? 1.0 : 2.0));
        *high = std::max(*high, lines[k].wavelength);
    }
}

QString RopeWavelengthView::scaleSummary(const pe::SinusoidalParams &e, const pe::RopeScale &scale,
                                         const std::array<QList<int>, 3> &pairsOf) const
{
    const bool scaled = scale.scaling != pe::RopeScaling::None;
    QStringList parts;
    const QString groups[] = {tr("left alone: pairs %1"), tr("squeezed %2 times (as interpolation): pairs %1"),
                              tr("slowed by less than %2 times: pairs %1")};
    const QString single[] = {tr("left alone: pair %1"), tr("squeezed %2 times (as interpolation): pair %1"),
                              tr("slowed by less than %2 times: pair %1")};
    for (int k = 0; k < 3; ++k) {
        if (pairsOf[k].isEmpty())
            continue;
        const QString &sentence = (pairsOf[k].size() == 1 ? single : groups)[k];
        // "left alone" names no factor: a second argument for a text without %2 warns at run time.
        parts.append(k == 0 ? sentence.arg(pairRuns(pairsOf[k])) : sentence.arg(pairRuns(pairsOf[k]), number(scale.factor)));
    }
    QString summary = scaled ? tr("%1 with s = %2: %3.").arg(ropeScalingTitle(scale.scaling), number(scale.factor), parts.join(tr("; ")))
                             : tr("Without scaling every pair turns as in training. Choose a scaling to see which pairs it changes.");
    if (scale.scaling == pe::RopeScaling::DynamicNtk && e.positions <= scale.originalLength)
        pe::appendSentence(summary, tr("Dynamic NTK changes nothing until the sentence is longer than L0: here %1 positions.").arg(e.positions));
    if (const double attention = pe::ropeAttentionFactor(scale); attention != 1.0)
        pe::appendSentence(summary, tr("Every score is also multiplied by (0.1·ln s + 1)² = %1.").arg(number(attention * attention)));
    return summary;
}
