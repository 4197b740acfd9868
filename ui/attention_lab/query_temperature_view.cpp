#include "attention_lab/query_temperature_view.h"

#include "math/translate.h"
#include "plots/parts.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <numeric>
#include <qcustomplot.h>

namespace {

// Three decimals: the first step of Llama 4 is 1 + 0.1·ln 2 = 1.069.
QString factor(double value)
{
    return QLocale().toString(value, 'f', 3);
}

QString position(int p)
{
    return QLocale().toString(p);
}

// The first position whose factor differs from position 0's (the vector's size when none does).
int firstStep(const pe::Vector &tau)
{
    int p = 0;
    while (p < tau.size() && tau(p) == tau(0))
        ++p;
    return p;
}

} // namespace

QueryTemperatureView::QueryTemperatureView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_plot = createPlot(this);
    addPlotTitle(m_plot, tr("Query temperature of the layers without position"));
    m_plot->xAxis->setLabel(tr("query position p"));
    m_plot->yAxis->setLabel(tr("queries multiplied by"));
    addCurve(m_plot)->setLineStyle(QCPGraph::lsStepLeft);
    m_caption = new QLabel;
    m_caption->setWordWrap(true);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_caption);
}

void QueryTemperatureView::setTemperature(const pe::QueryTemperature &temperature, int layers, int windowPositions)
{
    setVisible(temperature.on);
    if (!temperature.on)
        return;
    // Eight of its steps: the temperature rises where (p + 1) reaches a multiple of floor_scale.
    const int positions = int(8 * temperature.floorScale);
    const pe::Vector tau = pe::queryTemperatures(temperature, positions);
    QVector<double> p(positions);
    std::iota(p.begin(), p.end(), 0.0);
    m_plot->graph(0)->setData(p, toQVector(tau), true);
    // A tick every second step (a label at each would crowd the axis): 0, 16,384, … for Llama 4.
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(2 * temperature.floorScale);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setRange(0, positions);
    m_plot->yAxis->setRange(0.98, tau.maxCoeff() + 0.02);
    m_plot->replot();
    m_caption->setText(captionText(temperature, tau, layers, windowPositions));
}

QString QueryTemperatureView::captionText(const pe::QueryTemperature &temperature, const pe::Vector &tau, int layers,
                                          int windowPositions) const
{
    const int step = std::min(firstStep(tau), int(tau.size()) - 1), last = int(tau.size()) - 1;
    QString caption = tr("At the model's real scale, a step every %1 positions: the queries of the %2 layers without position are "
                         "multiplied by %3 up to position %4, by %5 from position %6, and by %7 at position %8.")
                          .arg(position(int(temperature.floorScale))).arg(layers)
                          .arg(factor(tau(0)), position(step - 1), factor(tau(step)), position(step), factor(tau(last)), position(last));
    // The window's own positions, read from the core too: so a class sees why the plot is not theirs.
    const pe::Vector inWindow = pe::queryTemperatures(temperature, windowPositions);
    pe::appendSentence(caption, inWindow.maxCoeff() == inWindow.minCoeff()
                                    ? tr("Over this window's %1 positions it stays %2.").arg(windowPositions).arg(factor(inWindow(0)))
                                    : tr("Over this window's %1 positions it goes up to %2.").arg(windowPositions).arg(factor(inWindow.maxCoeff())));
    return caption;
}
