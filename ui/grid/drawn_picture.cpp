#include "grid/drawn_picture.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <array>

namespace {

// A hill across the picture: its top a cubic curve through the four points, filled down to the bottom.
void drawHill(QPainter &p, const std::array<QPointF, 4> &top, const QColor &colour)
{
    QPainterPath hill;
    hill.moveTo(top[0]);
    hill.cubicTo(top[1], top[2], top[3]);
    hill.lineTo(top[3].x(), 224);
    hill.lineTo(top[0].x(), 224);
    p.setBrush(colour);
    p.drawPath(hill);
}

void drawSkyAndHills(QPainter &p, const QSize &size)
{
    QLinearGradient sky(0, 0, 0, size.height());
    sky.setColorAt(0.0, QColor(70, 140, 220));
    sky.setColorAt(0.7, QColor(190, 225, 250));
    p.fillRect(QRect(QPoint(0, 0), size), sky);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 205, 40));
    p.drawEllipse(QPointF(270, 48), 26, 26);  // the sun, top right
    drawHill(p, {QPointF(0, 150), QPointF(80, 95), QPointF(170, 120), QPointF(336, 130)}, QColor(110, 170, 90));  // far
    drawHill(p, {QPointF(0, 185), QPointF(110, 150), QPointF(230, 200), QPointF(336, 170)}, QColor(70, 140, 60));  // near
}

void drawHouse(QPainter &p)
{
    p.setPen(QPen(QColor(60, 40, 30), 2));
    p.setBrush(QColor(235, 215, 170));
    p.drawRect(QRectF(60, 120, 90, 64));  // the walls
    p.setBrush(QColor(180, 50, 40));
    p.drawPolygon(QPolygonF({QPointF(50, 122), QPointF(105, 80), QPointF(160, 122)}));  // the roof
    p.setBrush(QColor(120, 75, 40));
    p.drawRect(QRectF(96, 148, 20, 36));  // the door
    p.setBrush(QColor(170, 215, 245));
    p.drawRect(QRectF(70, 134, 18, 16));  // the windows
    p.drawRect(QRectF(124, 134, 18, 16));
}

void drawTree(QPainter &p)
{
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(110, 70, 35));
    p.drawRect(QRectF(232, 130, 14, 56));  // the trunk
    p.setBrush(QColor(40, 110, 45));
    p.drawEllipse(QPointF(239, 112), 34, 36);  // the crown
    p.setBrush(QColor(55, 135, 55));
    p.drawEllipse(QPointF(228, 104), 16, 16);
}

} // namespace

QImage drawnPicture()
{
    QImage picture(336, 224, QImage::Format_RGB32);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    drawSkyAndHills(painter, picture.size());
    drawHouse(painter);
    drawTree(painter);
    return picture;
}
