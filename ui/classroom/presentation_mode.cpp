#include "classroom/presentation_mode.h"

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
    // From the legend's own font, not from one a narrow plot made smaller (see plot_parts.cpp).
    const QVariant ownFont = plot->legend->property("ownFont");
    plot->legend->setFont(scaled(ownFont.isValid() ? ownFont.value<QFont>() : plot->legend->font()));
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
    // The roles above set every colour group: disabled controls must still look disabled.
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, QColor(130, 130, 130));
    palette.setColor(QPalette::Disabled, QPalette::Base, QColor(240, 240, 240));
    return palette;
}

} // namespace

PresentationMode::PresentationMode(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    window->installEventFilter(this);
}

double PresentationMode::scaleFor(QSize size)
{
    return std::clamp(std::min(size.width() / 1200.0, size.height() / 675.0), kMinScale, kMaxScale);
}

void PresentationMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    emit switched(on);
    if (on) {
        m_normalFont = QApplication::font();
        m_normalPalette = QApplication::palette();
        m_normalPanelWidths.clear();
        for (QWidget *panel : m_window->findChildren<QWidget *>(QStringLiteral("controlPanel")))
            m_normalPanelWidths.append({panel, panel->width()});
        QApplication::setPalette(highContrastPalette());
        scaleTo(scaleFor(m_window->size()));
    } else {
        scaleTo(1.0);
        QApplication::setPalette(m_normalPalette);
    }
    for (QCustomPlot *plot : m_window->findChildren<QCustomPlot *>())
        setPlotContrast(plot, on);
    if (on) {
        m_maximizedBefore = m_window->isMaximized();
        m_window->showFullScreen();
    } else if (m_maximizedBefore) {
        // As it was: a window that fills the screen maximised (as a window too large for a
        // projector opens, fitOnScreen()) came back from full screen as its un-maximised
        // geometry, its status bar below the screen's edge once the window manager framed it.
        m_window->showMaximized();
    } else {
        m_window->showNormal();
    }
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (m_on && watched == m_window && event->type() == QEvent::Resize) {
        const double factor = scaleFor(m_window->size());
        if (std::abs(factor - m_scale) > 1e-9)
            scaleTo(factor);
        else
            fitPanels();
    }
    return QObject::eventFilter(watched, event);
}

void PresentationMode::scaleTo(double factor)
{
    QFont font = m_normalFont;
    font.setPointSizeF(m_normalFont.pointSizeF() * factor);
    QApplication::setFont(factor == 1.0 ? m_normalFont : font);
    for (QCustomPlot *plot : m_window->findChildren<QCustomPlot *>())
        scalePlot(plot, factor / m_scale);
    m_scale = factor;
    fitPanels();
}

void PresentationMode::fitPanels()
{
    // The side panels have a fixed width: they grow with their text, or it would be cut off,
    // but leave the plots most of the screen.
    const int widest = qRound(kMaxPanelShare * m_window->width());
    for (const auto &[panel, normalWidth] : m_normalPanelWidths) {
        if (panel)
            panel->setFixedWidth(m_scale == 1.0 ? normalWidth : std::min(qRound(normalWidth * m_scale), widest));
    }
}
