#include "training_lab/length_chart.h"

#include "plots/figure_export.h"
#include "plots/parts.h"
#include "training_lab/controls.h"
#include "training_lab/curves.h"
#include "widgets/choices.h"

#include <QVBoxLayout>
#include <limits>
#include <qcustomplot.h>

namespace {

QCPItemText *addLabel(QCustomPlot *plot, Qt::Alignment alignment)
{
    auto *label = new QCPItemText(plot);
    label->setPositionAlignment(alignment);
    label->setColor(Qt::darkGray);
    return label;
}

} // namespace

LengthChart::LengthChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(createPlot(this))
{
    setFigureName(m_plot, QStringLiteral("accuracy-by-length"));
    addPlotTitle(m_plot, tr("Test accuracy by sentence length"));
    m_plot->xAxis->setLabel(tr("tokens in the sentence"));
    m_plot->yAxis->setLabel(tr("right answers (%)"));
    m_plot->yAxis->setRange(0, 105);
    setIntegerTicks(m_plot->xAxis);
    putLegendBelow(m_plot, 5);  // fewer when the plot is narrow
    unbufferData(m_plot);
    m_trainLength = addMarker(m_plot, Qt::darkGray);
    m_chance = addMarker(m_plot, Qt::darkGray, Qt::DotLine);
    m_notes = addPlotNote(m_plot);
    m_hint = addLabel(m_plot, Qt::AlignCenter);
    m_hint->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_hint->position->setCoords(0.5, 0.25);  // above the chance line, which would strike it through
    // On two lines when the chart is narrower than it (a projector's font).
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        const QString whole = tr("After training: how each model does on shorter and longer sentences.");
        const bool wide = QFontMetrics(m_hint->font()).horizontalAdvance(whole) > m_plot->axisRect()->width() - 8;
        const QString text = wide ? inTwoLines(whole) : whole;
        if (m_hint->text() != text) {
            m_hint->setText(text);
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        }
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    const pe::TrainingSettings defaults;
    clear(pe::taskDefinition(defaults.task, defaults.language).shortest, defaults.testLength);
}

void LengthChart::showMarks(std::optional<double> chance)
{
    m_trainLength->setVisible(chance.has_value());
    if (!chance)  // nothing trained: no training length to speak of
        m_trainLengthNote.clear();
    showNotes();
    showChance(m_chance, chance);
}

void LengthChart::start(const QList<LabRun> &runs, int shortest, int trainLength, int testLength, double chance)
{
    clear(shortest, testLength);
    m_runs = runs;
    for (const LabRun &run : runs) {
        QCPGraph *graph = addCurve(m_plot);
        graph->setName(runTitle(run));
        graph->setPen(runPen(run));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
    }
    // Between the longest training sentence and the first longer one.
    placeVertical(m_trainLength, trainLength + 0.5);
    m_trainLengthNote = tr("Trained on up to %1 tokens: the upright dashed line.").arg(trainLength);
    m_trainedUpTo = trainLength;
    m_chanceLevel = chance;
    showMarks(chance);
    m_hint->setVisible(true);
    m_plot->replot();
}

void LengthChart::addRun(int run, const std::vector<pe::LengthAccuracy> &byLength)
{
    if (run < 0 || run >= m_plot->graphCount())
        return;
    const QString title = runTitle(m_runs[run]);
    QCPGraph *graph = m_plot->graph(run);
    int firstGap = 0;
    for (const pe::LengthAccuracy &measured : byLength) {
        // NaN breaks the line: there is no value to draw, and the text says why.
        graph->addData(measured.length, measured.accuracy ? 100 * *measured.accuracy : std::numeric_limits<double>::quiet_NaN());
        if (!measured.accuracy) {
            firstGap = firstGap ? firstGap : measured.length;
        }
    }
    if (firstGap)
        m_gapNotes.append(tr("%1: no encoding past %2 tokens, its table has no more rows.").arg(title).arg(firstGap - 1));
    if (const QString note = lengthNote(title, byLength, m_trainedUpTo, m_chanceLevel); !note.isEmpty())
        m_lengthNotes.append(note);
    showNotes();
    m_hint->setVisible(false);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void LengthChart::clear(int shortest, int testLength)
{
    m_plot->xAxis->setRange(shortest - 0.5, testLength + 0.5);
    m_plot->clearGraphs();
    m_runs.clear();
    m_gapNotes.clear();
    m_lengthNotes.clear();
    showMarks(std::nullopt);
    m_hint->setVisible(true);
    m_plot->replot();
}

QStringList LengthChart::gapTexts() const
{
    return m_gapNotes;
}

void LengthChart::showNotes()
{
    m_notes->setText((QStringList{m_trainLengthNote} + m_gapNotes + m_lengthNotes).join(QLatin1Char('\n')).trimmed());
}

QString LengthChart::lengthNote(const QString &run, const std::vector<pe::LengthAccuracy> &byLength, int trainLength, double chance)
{
    double lowest = 2.0, highest = -1.0, insideSum = 0.0;
    int insideCount = 0;
    for (const pe::LengthAccuracy &measured : byLength) {
        if (!measured.accuracy)
            continue;
        if (measured.length > trainLength) {
            lowest = std::min(lowest, *measured.accuracy);
            highest = std::max(highest, *measured.accuracy);
        } else {
            insideSum += *measured.accuracy;
            ++insideCount;
        }
    }
    if (highest < 0.0 || insideCount == 0)  // nothing past the length, or nothing to compare it with
        return {};
    constexpr double kMargin = 0.05;  // five points of accuracy: closer than that is the same
    const double inside = insideSum / insideCount;
    const QString low = QString::number(100 * lowest, 'f', 0), high = QString::number(100 * highest, 'f', 0);
    const QString right = low == high ? tr("%1 %", "one accuracy").arg(low) : tr("%1 to %2 %", "a range of accuracies").arg(low, high);
    const QString level = QString::number(100 * chance, 'f', 0), trained = QString::number(100 * inside, 'f', 0);
    if (inside <= chance + kMargin)
        return tr("%1 past %2 tokens: %3 right, after %5 % on the lengths it trained on, where chance is %4 %: it never learned "
                  "the task, so there is nothing to carry to longer sentences.").arg(run).arg(trainLength).arg(right, level, trained);
    if (highest <= chance + kMargin)
        return tr("%1 past %2 tokens: %3 right, no better than chance (%4 %), after %5 % on the lengths it trained on: "
                  "it answers those, not the longer ones.").arg(run).arg(trainLength).arg(right, level, trained);
    if (lowest >= inside - kMargin)
        return tr("%1 past %2 tokens: %3 right, as on the lengths it trained on (%4 %): it still answers.")
            .arg(run).arg(trainLength).arg(right, trained);
    if (lowest > chance + kMargin)
        return tr("%1 past %2 tokens: %3 right, above chance (%4 %) but well below its %5 % on the lengths it trained on.")
            .arg(run).arg(trainLength).arg(right, level, trained);
    return tr("%1 past %2 tokens: %3 right, above chance (%4 %) at some lengths and not at others.")
        .arg(run).arg(trainLength).arg(right, level);
}
