#include "classroom/presentation_mode.h"

#include "plots/figure_export.h"
#include "widgets/room_for.h"

#include <QApplication>
#include <QMainWindow>
#include <qcustomplot.h>

namespace {

// The factor a plot's fonts and lines have been scaled by (1 when never).
constexpr char kPlotScale[] = "presentationScale";

// Scales every font and line of a plot, for presentation mode and back: its axes, titles, colour
// scales, legend, texts drawn on it (a map's cell values) and its own font, from which the texts
// it draws anew take theirs.
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
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
            text->setFont(scaled(text->font()));
    plot->setFont(scaled(plot->font()));
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

double PresentationMode::pointsFor(int pixels, const QWidget *widget)
{
    return (pixels + 0.4) * 72.0 / widget->logicalDpiY();
}

void PresentationMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    if (on) {  // before the views hear of it: point() measures against the normal font
        m_normalFont = QApplication::font();
        m_normalPalette = QApplication::palette();
    }
    emit switched(on);
    if (on) {
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
    m_scale = factor;
    scalePointed();
    fitPanels();
}

void PresentationMode::point(const QStringList &focus)
{
    m_pointed = focus;
    scalePointed();
}

double PresentationMode::pointedScale() const
{
    if (!m_on)
        return m_scale;
    return std::max(m_scale, pointsFor(kPointedTextPixels, m_window) / m_normalFont.pointSizeF());
}

void PresentationMode::scalePointed()
{
    const double pointed = pointedScale();
    QList<QWidget *> room;
    for (QCustomPlot *plot : m_window->findChildren<QCustomPlot *>()) {
        const double now = plot->property(kPlotScale).isValid() ? plot->property(kPlotScale).toDouble() : 1.0;
        const bool named = m_pointed.contains(figureFileName(plot, QString()));
        const double wanted = named ? pointed : m_scale;
        if (std::abs(wanted - now) > 1e-9) {
            scalePlot(plot, wanted / now);
            plot->setProperty(kPlotScale, wanted);
        }
        if (named)
            room.append(plot);
    }
    for (QWidget *widget : m_window->findChildren<QWidget *>()) {
        const QVariant name = widget->property("focusName");
        if (!name.isValid())
            continue;
        const bool named = m_pointed.contains(name.toString());
        QFont font = widget->font();
        font.setPointSizeF(m_normalFont.pointSizeF() * pointed);
        widget->setFont(m_on && named && pointed > m_scale ? font : QFont());  // an empty font: the application's again
        if (named)
            room.append(widget);
    }
    giveRoomTo(m_window->centralWidget(), room, m_on ? kPointedRoom : 1);
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
