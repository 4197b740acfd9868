#include "grid/frequency_slot_bar.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace {

// Okabe and Ito's orange, sky blue and bluish green: apart for every common colour-vision deficiency.
const char *const kAxisColours[] = {"#e69f00", "#56b4e9", "#009e73"};
// The slots marked under the bar: the edges of Qwen2-VL's sections, and the last slot.
const int kMarkedSlots[] = {0, 16, 40, 63};

} // namespace

const FrequencySlotBar::SlotLayout &FrequencySlotBar::slotLayout(int row)
{
    static const SlotLayout layouts[kRows] = {{pe::SectionLayout::Contiguous, {16, 24, 24}, 1000000.0},
                                              {pe::SectionLayout::Interleaved, {24, 20, 20}, 5000000.0}};
    return layouts[row];
}

FrequencySlotBar::FrequencySlotBar(QWidget *parent)
    : QWidget(parent)
{
    for (int row = 0; row < kRows; ++row)
        m_axes[row] = pe::mropeSlotAxes(slotLayout(row).sections, slotLayout(row).layout);
    setAccessibleName(tr("Frequency slots of a head coloured by the position id that turns them"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

double FrequencySlotBar::wavelength(int row, int slot)
{
    return 2.0 * std::numbers::pi * std::pow(slotLayout(row).theta, 2.0 * slot / kHeadDimensions);
}

QColor FrequencySlotBar::axisColour(int axis)
{
    return QColor(QLatin1String(kAxisColours[axis]));
}

QString FrequencySlotBar::axisTitle(int axis)
{
    const char *const titles[] = {QT_TR_NOOP("temporal"), QT_TR_NOOP("height"), QT_TR_NOOP("width")};
    return tr(titles[axis]);
}

QString FrequencySlotBar::layoutTitle(int row)
{
    return row == 0 ? tr("In order (Qwen2-VL, Qwen2.5-VL)") : tr("Interleaved (Qwen3-VL)");
}

QString FrequencySlotBar::wavelengthTitle(int row)
{
    return tr("wavelength, θ = %1").arg(QLocale().toString(slotLayout(row).theta, 'f', 0));
}

int FrequencySlotBar::labelWidth() const
{
    int widest = 0;
    for (int row = 0; row < kRows; ++row)
        widest = std::max({widest, fontMetrics().horizontalAdvance(layoutTitle(row)),
                           fontMetrics().horizontalAdvance(wavelengthTitle(row))});
    return widest + 12;
}

int FrequencySlotBar::rowHeight() const
{
    return fontMetrics().height() + 8;
}

QSize FrequencySlotBar::sizeHint() const
{
    return {labelWidth() + 64 * 12, kRows * (rowHeight() + 2) + (1 + kRows) * fontMetrics().height() + 6};
}

QSize FrequencySlotBar::minimumSizeHint() const
{
    return {labelWidth() + 64 * 6, sizeHint().height()};
}

QRect FrequencySlotBar::slotRect(int row, int slot) const
{
    const int slotCount = int(m_axes[row].size());
    const double width = double(this->width() - labelWidth() - 1) / slotCount;
    const int left = labelWidth() + int(std::lround(slot * width)), right = labelWidth() + int(std::lround((slot + 1) * width));
    return {left, row * (rowHeight() + 2), right - left, rowHeight()};
}

int FrequencySlotBar::slotAt(const QPoint &point, int *row) const
{
    for (int r = 0; r < kRows; ++r)
        for (int slot = 0; slot < int(m_axes[r].size()); ++slot)
            if (slotRect(r, slot).contains(point)) {
                *row = r;
                return slot;
            }
    return -1;
}

QString FrequencySlotBar::slotToolTip(int row, int slot) const
{
    return tr("Slot %1 (%2): turned by the %3 id; wavelength %4 positions.")
        .arg(slot).arg(layoutTitle(row), axisTitle(m_axes[row][std::size_t(slot)]), QLocale().toString(wavelength(row, slot), 'f', 1));
}

void FrequencySlotBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    for (int row = 0; row < kRows; ++row) {
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(0, row * (rowHeight() + 2), labelWidth() - 6, rowHeight()), Qt::AlignRight | Qt::AlignVCenter,
                         layoutTitle(row));
        for (int slot = 0; slot < int(m_axes[row].size()); ++slot) {
            const QRect cell = slotRect(row, slot);
            painter.fillRect(cell, axisColour(m_axes[row][std::size_t(slot)]));
            painter.setPen(palette().color(QPalette::Base));
            painter.drawLine(cell.topLeft(), cell.bottomLeft());
        }
    }
    paintScale(painter);
}

// Under the bar, at the edges of Qwen2-VL's sections: the slot, then each row's wavelength there.
void FrequencySlotBar::paintScale(QPainter &painter) const
{
    painter.setPen(palette().color(QPalette::WindowText));
    const int top = kRows * (rowHeight() + 2) + 2, line = fontMetrics().height();
    painter.drawText(QRect(0, top, labelWidth() - 6, line), Qt::AlignRight | Qt::AlignVCenter, tr("slot"));
    for (int row = 0; row < kRows; ++row)
        painter.drawText(QRect(0, top + (1 + row) * line, labelWidth() - 6, line), Qt::AlignRight | Qt::AlignVCenter,
                         wavelengthTitle(row));
    for (int slot : kMarkedSlots) {
        const QRect cell = slotRect(0, slot);
        const int x = slot == 63 ? cell.right() : cell.left();
        painter.drawLine(x, top - 4, x, top);
        const int flags = (slot == 63 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
        const QRect box = slot == 63 ? QRect(x - 200, top, 200, line) : QRect(x, top, 200, line);
        painter.drawText(box, flags, QString::number(slot));
        for (int row = 0; row < kRows; ++row) {
            const double length = wavelength(row, slot);
            painter.drawText(box.translated(0, (1 + row) * line), flags, QLocale().toString(length, 'f', length < 100 ? 1 : 0));
        }
    }
}

bool FrequencySlotBar::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    auto *help = static_cast<QHelpEvent *>(event);
    int row = 0;
    const int slot = slotAt(help->pos(), &row);
    if (slot < 0)
        QToolTip::showText(help->globalPos(), tr("Each slot's wavelength is 2π·θ^(2j/%1) positions, j the slot; θ = %2 in Qwen2-VL "
                                                 "and %3 in Qwen3-VL.")
                                                  .arg(kHeadDimensions)
                                                  .arg(QLocale().toString(slotLayout(0).theta, 'f', 0),
                                                       QLocale().toString(slotLayout(1).theta, 'f', 0)),
                           this);
    else
        QToolTip::showText(help->globalPos(), slotToolTip(row, slot), this);
    return true;
}
