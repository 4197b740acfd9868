#include "grid/position_strip.h"

#include <QLocale>
#include <QPainter>

PositionStrip::PositionStrip(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMinimumHeight(minimumSizeHint().height());
}

void PositionStrip::setValues(const pe::Vector &values, const std::vector<int> &axes, const QStringList &axisNames)
{
    m_values = values;
    m_axes = axes;
    m_axisNames = axisNames;
    update();
}

double PositionStrip::range() const
{
    return m_values.size() > 0 ? std::max(1.0, m_values.cwiseAbs().maxCoeff()) : 1.0;
}

void PositionStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const int n = int(m_values.size());
    if (n == 0 || int(m_axes.size()) != n)
        return;
    const QLocale locale;
    const int h = fontMetrics().height();
    const QString top = locale.toString(range(), 'g', 3);
    const int numbers = fontMetrics().horizontalAdvance(QLatin1Char('-') + top) + 6;
    const QRectF chart(numbers, h + 2, std::max(1, width() - numbers - 2), std::max(1, height() - 2 * h - 2));  // room for the numbers at both ends
    const QColor bands[3] = {QColor(150, 150, 150, 60), QColor(230, 160, 40, 70), QColor(60, 140, 220, 70)};
    const double step = chart.width() / n;
    for (int start = 0; start < n;) {  // one shaded band, named, for each run of one axis
        int end = start;
        while (end < n && m_axes[end] == m_axes[start])
            ++end;
        const QRectF band(chart.left() + start * step, chart.top(), (end - start) * step, chart.height());
        const int axis = std::clamp(m_axes[start], 0, 2);
        p.fillRect(band, bands[axis]);
        p.setPen(palette().text().color());
        p.drawText(QRectF(band.left(), 0, band.width(), h), Qt::AlignCenter | Qt::TextDontClip,
                   fontMetrics().elidedText(m_axisNames.value(axis), Qt::ElideRight, int(band.width())));
        p.drawLine(band.topLeft() - QPointF(0, h / 2.0), band.bottomLeft());
        start = end;
    }
    // Angles are never negative: then the chart starts at 0, and all its height shows them.
    const double low = m_values.minCoeff() < 0.0 ? -range() : 0.0;
    const double scale = chart.height() / (range() - low), zero = chart.bottom() + low * scale;
    p.setPen(Qt::NoPen);
    p.setBrush(palette().text().color());
    for (int j = 0; j < n; ++j)
        p.drawRect(QRectF(chart.left() + j * step, zero, std::max(1.0, step * 0.8), -m_values(j) * scale));
    p.setPen(palette().text().color());
    p.drawLine(QPointF(chart.left(), zero), QPointF(chart.right(), zero));
    p.drawText(QRectF(0, chart.top() - h / 2.0, numbers - 4, h), Qt::AlignRight | Qt::AlignVCenter, top);
    p.drawText(QRectF(0, zero - h / 2.0, numbers - 4, h), Qt::AlignRight | Qt::AlignVCenter, locale.toString(0));
    if (low < 0.0)
        p.drawText(QRectF(0, chart.bottom() - h / 2.0, numbers - 4, h), Qt::AlignRight | Qt::AlignVCenter, locale.toString(low, 'g', 3));
}
