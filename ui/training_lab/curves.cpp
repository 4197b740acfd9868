#include "training_lab/curves.h"

#include "plots/figure_export.h"
#include "plots/parts.h"
#include "state/settings.h"
#include "training_lab/controls.h"
#include "widgets/choices.h"

#include <QHBoxLayout>
#include <cmath>
#include <qcustomplot.h>

namespace {

// Okabe and Ito's eight colours, told apart with every common colour-vision deficiency, then
// Tol's wine and olive: one per box of the lab (none first, then the schemes in the order of the table).
const QList<QColor> kRunColours{QColor(0x00, 0x00, 0x00), QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
                                QColor(0x00, 0x9e, 0x73), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x72, 0xb2),
                                QColor(0xcc, 0x79, 0xa7), QColor(0x99, 0x99, 0x99), QColor(0x88, 0x22, 0x55),
                                QColor(0x99, 0x99, 0x33)};

QCPItemText *addHint(QCustomPlot *plot)
{
    auto *hint = new QCPItemText(plot);
    hint->position->setType(QCPItemPosition::ptAxisRectRatio);
    hint->position->setCoords(0.5, 0.5);
    hint->setText(TrainingCurves::tr("Press Train (%1) to watch the models learn.")
                      .arg(TrainingControls::trainKeys().toString(QKeySequence::NativeText)));
    hint->setColor(Qt::darkGray);
    return hint;
}

} // namespace

QColor runColour(const std::optional<pe::Scheme> &position)
{
    const int index = int(trainablePositions().indexOf(position));
    return kRunColours[std::max(0, index) % kRunColours.size()];
}

QPen runPen(const LabRun &run)
{
    return QPen(runColour(run.position), 2, run.markedCausal ? Qt::DashLine : Qt::SolidLine);
}

void showChance(QCPItemStraightLine *line, std::optional<double> chance)
{
    QCustomPlot *plot = line->parentPlot();
    QCPAxis *axis = plot->yAxis2;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    if (chance) {
        placeHorizontal(line, 100 * *chance);
        ticker->addTick(100 * *chance, TrainingCurves::tr("chance\n%1 %").arg(100 * *chance, 0, 'f', *chance < 0.1 ? 1 : 0));
    }
    axis->setTicker(ticker);
    axis->setRange(plot->yAxis->range());
    axis->setSubTicks(false);
    axis->setTickLabelColor(Qt::darkGray);
    axis->setVisible(chance.has_value());
    line->setVisible(chance.has_value());
}

TrainingCurves::TrainingCurves(QWidget *parent)
    : QWidget(parent)
    , m_accuracy(createPlot(this))
    , m_loss(createPlot(this))
{
    setFigureName(m_accuracy, QStringLiteral("training-accuracy"));
    setFigureName(m_loss, QStringLiteral("training-loss"));
    addPlotTitle(m_accuracy, tr("Test accuracy at the training lengths"));
    addPlotTitle(m_loss, tr("Loss of each mini-batch"));
    for (QCustomPlot *plot : {m_accuracy, m_loss}) {
        plot->xAxis->setLabel(tr("step"));
        putLegendBelow(plot, 5);  // fewer when the plot is narrow
        unbufferData(plot);
    }
    m_accuracy->yAxis->setLabel(tr("right answers (%)"));
    m_accuracy->yAxis->setRange(0, 100);
    m_loss->yAxis->setLabel(tr("cross-entropy"));
    m_chance = addMarker(m_accuracy, Qt::darkGray);
    m_lossNotes = addPlotNote(m_loss);
    m_accuracyHint = addHint(m_accuracy);
    m_lossHint = addHint(m_loss);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_accuracy, 1);
    layout->addWidget(m_loss, 1);
    clear(pe::TrainingSettings().steps);
}

void TrainingCurves::start(const QList<LabRun> &runs, int steps, double chance)
{
    m_runs = runs;
    m_largestLoss = 0.0;
    for (QCustomPlot *plot : {m_accuracy, m_loss}) {
        plot->clearGraphs();
        for (const LabRun &run : runs) {
            QCPGraph *graph = addCurve(plot);
            graph->setName(runTitle(run));
            graph->setPen(runPen(run));
        }
        plot->xAxis->setRange(0, steps);
    }
    for (int run = 0; run < int(runs.size()); ++run)
        m_accuracy->graph(run)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    m_loss->yAxis->setRange(0, 1);
    m_chanceLevel = chance;
    m_lossNotes->setText(QString());
    showChance(m_chance, chance);
    m_accuracyHint->setVisible(false);
    m_lossHint->setVisible(false);
    m_accuracy->replot();
    m_loss->replot();
}

void TrainingCurves::addStep(int run, int step, double loss, double testAccuracy)
{
    if (run < 0 || run >= m_loss->graphCount())
        return;
    m_loss->graph(run)->addData(step, loss);
    if (std::isfinite(loss) && loss > m_largestLoss) {
        m_largestLoss = loss;
        m_loss->yAxis->setRange(0, 1.05 * m_largestLoss);
    }
    if (!std::isnan(testAccuracy))
        m_accuracy->graph(run)->addData(step, 100 * testAccuracy);
    // Many steps arrive between two frames: one replot for all of them.
    m_loss->replot(QCustomPlot::rpQueuedReplot);
    m_accuracy->replot(QCustomPlot::rpQueuedReplot);
}

void TrainingCurves::clear(int steps)
{
    m_runs.clear();
    for (QCustomPlot *plot : {m_accuracy, m_loss}) {
        plot->clearGraphs();
        plot->xAxis->setRange(0, steps);
    }
    m_loss->yAxis->setRange(0, 1);
    m_lossNotes->setText(QString());
    showChance(m_chance, std::nullopt);
    m_accuracyHint->setVisible(true);
    m_lossHint->setVisible(true);
    m_accuracy->replot();
    m_loss->replot();
}

void TrainingCurves::finishRun(int run)
{
    if (run < 0 || run >= m_loss->graphCount() || m_accuracy->graph(run)->dataCount() == 0)
        return;
    const QSharedPointer<QCPGraphDataContainer> losses = m_loss->graph(run)->data();
    const int tenth = std::max(1, losses->size() / 10);
    double first = 0.0, last = 0.0;
    for (int k = 0; k < tenth; ++k) {
        first += losses->at(k)->value / tenth;
        last += losses->at(losses->size() - 1 - k)->value / tenth;
    }
    const double accuracy = (m_accuracy->graph(run)->data()->constEnd() - 1)->value / 100;
    if (const QString note = lossNote(m_loss->graph(run)->name(), first, last, accuracy, m_chanceLevel); !note.isEmpty()) {
        m_lossNotes->setText(m_lossNotes->text().isEmpty() ? note : m_lossNotes->text() + QLatin1Char('\n') + note);
        m_loss->replot(QCustomPlot::rpQueuedReplot);
    }
}

QString TrainingCurves::lossNote(const QString &run, double firstLoss, double lastLoss, double accuracy, double chance)
{
    if (!(lastLoss <= 0.8 * firstLoss) || std::abs(accuracy - chance) > 0.05)
        return {};
    return tr("%1: the loss fell from %2 to %3, yet the accuracy stayed at chance (%4 %): the model learned which "
              "answers a sentence allows, not which one is right.")
        .arg(run, QString::number(firstLoss, 'f', 2), QString::number(lastLoss, 'f', 2), QString::number(100 * chance, 'f', 0));
}

QString TrainingCurves::lossNotes() const
{
    return m_lossNotes->text();
}

QString TrainingCurves::csv() const
{
    QStringList header{QStringLiteral("step")};
    for (const LabRun &run : m_runs) {
        const QString name = (run.position ? pe::schemeName(*run.position) : QStringLiteral("none")) + (run.markedCausal ? QStringLiteral("_causal") : QString());
        header << QStringLiteral("loss_%1").arg(name) << QStringLiteral("test_accuracy_%1").arg(name);
    }
    QStringList rows{header.join(QLatin1Char(','))};
    int steps = 0;
    for (int run = 0; run < m_loss->graphCount(); ++run)
        steps = std::max(steps, m_loss->graph(run)->dataCount());
    for (int step = 1; step <= steps; ++step) {
        QStringList row{QString::number(step)};
        for (int run = 0; run < m_loss->graphCount(); ++run) {
            const auto loss = m_loss->graph(run)->data()->findBegin(step, false);
            const bool hasLoss = loss != m_loss->graph(run)->data()->constEnd() && loss->key == step;
            row << (hasLoss ? QString::number(loss->value, 'g', 17) : QString());
            const auto accuracy = m_accuracy->graph(run)->data()->findBegin(step, false);
            const bool measured = accuracy != m_accuracy->graph(run)->data()->constEnd() && accuracy->key == step;
            row << (measured ? QString::number(accuracy->value / 100, 'g', 17) : QString());
        }
        rows.append(row.join(QLatin1Char(',')));
    }
    return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
}
