#include "grid/patch_canvas.h"

#include "plots/heatmap.h"

#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <qcustomplot.h>

namespace {
constexpr int kBarRoom = 100;   // the colour bar, its numbers and its caption, right of the picture
constexpr int kBarWidth = 16;
}

PatchCanvas::PatchCanvas(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PatchCanvas::setPicture(const QImage &picture, int patchSize)
{
    m_picture = picture;
    m_patchSize = patchSize;
    m_grid = {picture.height() / patchSize, picture.width() / patchSize};
    update();
}

void PatchCanvas::setMap(const pe::Matrix &map, int chosen, const QString &caption)
{
    m_map = map;
    m_chosen = chosen;
    m_caption = caption;
    m_low = map.size() > 0 ? map.minCoeff() : 0.0;
    m_high = map.size() > 0 ? map.maxCoeff() : 1.0;
    if (!(m_high - m_low > kSmallestRange)) {  // one value everywhere: a range around it, drawn in its middle colour
        m_low -= kSmallestRange / 2;
        m_high += kSmallestRange / 2;
    }
    update();
}

void PatchCanvas::setColourMap(ColourMap colours)
{
    m_colours = colours;
    update();
}

QRectF PatchCanvas::pictureRect() const
{
    if (m_picture.isNull())
        return {};
    const QSizeF room(std::max(1, width() - kBarRoom - 8), std::max(1, height() - 8));
    const QSizeF size = QSizeF(m_picture.size()).scaled(room, Qt::KeepAspectRatio);
    return {QPointF(4 + (room.width() - size.width()) / 2, 4 + (room.height() - size.height()) / 2), size};  // centred
}

QRectF PatchCanvas::patchRect(int patch) const
{
    const QRectF picture = pictureRect();
    if (picture.isEmpty() || m_grid.columns < 1)
        return {};
    const double scale = picture.width() / m_picture.width(), side = m_patchSize * scale;
    return {picture.left() + (patch % m_grid.columns) * side, picture.top() + (patch / m_grid.columns) * side, side, side};
}

QColor PatchCanvas::colourOf(double value) const
{
    QCPColorGradient gradient = gradientFor(m_colours, HeatmapScale::Sequential);
    return QColor::fromRgb(gradient.color(value, QCPRange(m_low, m_high)));
}

void PatchCanvas::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QRectF picture = pictureRect();
    if (picture.isEmpty())
        return;
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.drawImage(picture, m_picture);
    if (m_grid.patches() == 0) {  // not one whole patch: the model would see nothing
        p.fillRect(picture, QColor(0, 0, 0, 140));
        return;
    }
    // Dim what lies past the last whole patch: the model never sees those pixels.
    const QRectF last = patchRect(m_grid.patches() - 1);
    p.fillRect(QRectF(last.right(), picture.top(), picture.right() - last.right(), picture.height()), QColor(0, 0, 0, 140));
    p.fillRect(QRectF(picture.left(), last.bottom(), last.right() - picture.left(), picture.bottom() - last.bottom()),
               QColor(0, 0, 0, 140));
    const bool overlay = m_map.rows() == m_grid.rows && m_map.cols() == m_grid.columns;
    for (int n = 0; overlay && n < m_grid.patches(); ++n) {
        QColor colour = colourOf(m_map(n / m_grid.columns, n % m_grid.columns));
        colour.setAlpha(kOverlayAlpha);
        p.fillRect(patchRect(n), colour);
    }
    drawGrid(p);
    drawColourBar(p);
}

void PatchCanvas::drawGrid(QPainter &p) const
{
    const QRectF first = patchRect(0), last = patchRect(m_grid.patches() - 1);
    p.setPen(QPen(QColor(255, 255, 255, 170), 1));
    for (int c = 0; c <= m_grid.columns; ++c) {
        const double x = first.left() + c * first.width();
        p.drawLine(QPointF(x, first.top()), QPointF(x, last.bottom()));
    }
    for (int r = 0; r <= m_grid.rows; ++r) {
        const double y = first.top() + r * first.height();
        p.drawLine(QPointF(first.left(), y), QPointF(last.right(), y));
    }
    if (m_chosen < 0 || m_chosen >= m_grid.patches())
        return;
    const QRectF chosen = patchRect(m_chosen);  // black inside white: seen on light and dark patches
    p.setPen(QPen(Qt::white, 5));
    p.drawRect(chosen);
    p.setPen(QPen(Qt::black, 2));
    p.drawRect(chosen);
    if (hasFocus()) {
        p.setPen(QPen(palette().highlight().color(), 2, Qt::DashLine));
        p.drawRect(chosen.adjusted(-5, -5, 5, 5));
    }
}

void PatchCanvas::drawColourBar(QPainter &p) const
{
    const QRectF picture = pictureRect();
    const QRectF bar(picture.right() + fontMetrics().height() + 10, picture.top() + 8, kBarWidth, std::max(60.0, picture.height() - 16));
    for (int y = 0; y < int(bar.height()); ++y)
        p.fillRect(QRectF(bar.left(), bar.top() + y, bar.width(), 1), colourOf(m_high - (m_high - m_low) * y / (bar.height() - 1)));
    p.setPen(palette().text().color());
    p.drawRect(bar);
    const int h = fontMetrics().height();
    for (int tick = 0; tick < kBarTicks; ++tick) {  // from the highest value shown at the top to the lowest
        const double y = bar.top() + double(tick) / (kBarTicks - 1) * bar.height();
        p.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 4, y));
        p.drawText(QRectF(bar.right() + 6, y - h / 2.0, kBarRoom, h), Qt::AlignLeft | Qt::AlignVCenter, barLabel(tick));
    }
    p.save();  // the caption along the bar, read from bottom to top
    p.translate(bar.left() - 4, bar.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-bar.height() / 2, -h, bar.height(), h), Qt::AlignCenter, m_caption);
    p.restore();
}

QString PatchCanvas::barLabel(int tick) const
{
    const double value = m_high - (m_high - m_low) * tick / (kBarTicks - 1);
    return QLocale().toString(value, 'f', 3);
}

void PatchCanvas::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    for (int n = 0; n < m_grid.patches(); ++n)
        if (patchRect(n).contains(event->position())) {
            emit patchChosen(n);
            return;
        }
}

void PatchCanvas::keyPressEvent(QKeyEvent *event)
{
    if (m_grid.patches() == 0)
        return QWidget::keyPressEvent(event);
    int row = m_chosen / m_grid.columns, column = m_chosen % m_grid.columns;
    switch (event->key()) {
    case Qt::Key_Left: --column; break;
    case Qt::Key_Right: ++column; break;
    case Qt::Key_Up: --row; break;
    case Qt::Key_Down: ++row; break;
    default: QWidget::keyPressEvent(event); return;
    }
    row = std::clamp(row, 0, m_grid.rows - 1);
    column = std::clamp(column, 0, m_grid.columns - 1);
    emit patchChosen(row * m_grid.columns + column);
}
