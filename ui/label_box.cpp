#include "label_box.h"

#include <QEvent>
#include <QLabel>

LabelBox::LabelBox(QLabel *label, QWidget *parent)
    : QWidget(parent)
    , m_label(label)
{
    label->setParent(this);
    setSizePolicy(label->sizePolicy());
    // Opaque, so a new text repaints this box alone and not the group box behind it.
    setAutoFillBackground(true);
}

int LabelBox::heightForWidth(int width) const
{
    return m_label->isVisibleTo(this) ? m_label->heightForWidth(width) : 0;
}

QSize LabelBox::sizeHint() const
{
    return m_label->isVisibleTo(this) ? m_label->sizeHint() : QSize(0, 0);
}

QSize LabelBox::minimumSizeHint() const
{
    return m_label->isVisibleTo(this) ? m_label->minimumSizeHint() : QSize(0, 0);
}

bool LabelBox::event(QEvent *event)
{
    // The label's new text (or font, or visibility) posts this to us, its parent without a layout.
    if (event->type() == QEvent::LayoutRequest) {
        if (heightForWidth(width()) != height())
            updateGeometry();
        return true;
    }
    return QWidget::event(event);
}

void LabelBox::showEvent(QShowEvent *)
{
    // A text set while hidden posted nothing (Qt asks only a visible parent for a new layout),
    // so the layout may still hold the size of the previous text.
    updateGeometry();
}

void LabelBox::resizeEvent(QResizeEvent *)
{
    m_label->setGeometry(rect());
}
