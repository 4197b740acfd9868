#include "presentation_mode.h"

#include <QApplication>
#include <QMainWindow>
#include <qcustomplot.h>

namespace {

// Scales every font and line of a plot, for presentation mode and back.
void scalePlot(QCustomPlot *plot, double factor)
{
    const auto scaled = [factor](QFont font) {
        font.setPointSizeF(font.pointSizeF() * factor);
        return font;
    };
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes()) {
            axis->setTickLabelFont(scaled(axis->tickLabelFont()));
            axis->setLabelFont(scaled(axis->labelFont()));
        }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            title->setFont(scaled(title->font()));
        if (auto *scale = qobject_cast<QCPColorScale *>(plot->plotLayout()->elementAt(i))) {
            scale->axis()->setTickLabelFont(scaled(scale->axis()->tickLabelFont()));
            scale->axis()->setLabelFont(scaled(scale->axis()->labelFont()));
        }
    }
    plot->legend->setFont(scaled(plot->legend->font()));
    for (int i = 0; i < plot->graphCount(); ++i) {
        QPen pen = plot->graph(i)->pen();
        pen.setWidthF(pen.widthF() * factor);
        plot->graph(i)->setPen(pen);
    }
    plot->replot();
}

// Axes, ticks and grid in black and dark grey for a projector, or QCustomPlot's defaults back.
void setPlotContrast(QCustomPlot *plot, bool high)
{
    const QPen grid = high ? QPen(QColor(110, 110, 110), 0, Qt::DotLine) : QPen(QColor(200, 200, 200), 0, Qt::DotLine);
    const QPen zero = high ? QPen(QColor(60, 60, 60), 0, Qt::SolidLine) : QPen(QColor(200, 200, 200), 0, Qt::SolidLine);
    const QPen axis(Qt::black, high ? 2 : 0);
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis_ : rect->axes()) {
            axis_->grid()->setPen(grid);
            axis_->grid()->setZeroLinePen(zero);
            axis_->setBasePen(axis);
            axis_->setTickPen(axis);
        }
    plot->replot();
}

// Black on white with a strong selection colour: what a washed-out projector still shows.
QPalette highContrastPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::WindowText, Qt::black);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::AlternateBase, QColor(235, 235, 235));
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::Button, QColor(225, 225, 225));
    palette.setColor(QPalette::ButtonText, Qt::black);
    palette.setColor(QPalette::Highlight, QColor(0, 61, 165));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::ToolTipBase, Qt::white);
    palette.setColor(QPalette::ToolTipText, Qt::black);
    palette.setColor(QPalette::PlaceholderText, QColor(80, 80, 80));
    return palette;
}

} // namespace

PresentationMode::PresentationMode(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
}

void PresentationMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    emit switched(on);
    scale(on ? kScale : 1.0 / kScale);
    if (on) {
        m_normalPalette = QApplication::palette();
        QApplication::setPalette(highContrastPalette());
    } else {
        QApplication::setPalette(m_normalPalette);
    }
    for (QCustomPlot *plot : m_window->findChildren<QCustomPlot *>())
        setPlotContrast(plot, on);
    if (on)
        m_window->showFullScreen();
    else
        m_window->showNormal();
}

void PresentationMode::scale(double factor)
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * factor);
    QApplication::setFont(font);
    for (QCustomPlot *plot : m_window->findChildren<QCustomPlot *>())
        scalePlot(plot, factor);
    // The side panels have a fixed width: they grow with their text, or it would be cut off.
    for (QWidget *panel : m_window->findChildren<QWidget *>(QStringLiteral("controlPanel")))
        panel->setFixedWidth(qRound(panel->width() * factor));
}
