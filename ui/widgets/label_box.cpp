#include "widgets/label_box.h"

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QLabel>

LabelBox::LabelBox(QLabel *label, QWidget *parent)
    : QWidget(parent)
    , m_label(label)
{
    label->setParent(this);
    setSizePolicy(label->sizePolicy());
    // Opaque, so a new text repaints this box alone and not the group box behind it.
    setAutoFillBackground(true);
    // Copy by right-click, not by selecting: a selectable label lays its text out as a rich-text
    // document, which cost 0.9 ms of each 2 ms slider frame.
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    label->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *copy = new QAction(tr("Copy"), label);
    connect(copy, &QAction::triggered, label, [label] { QGuiApplication::clipboard()->setText(label->text()); });
    label->addAction(copy);
    m_shrink.setSingleShot(true);
    m_shrink.setInterval(kShrinkDelayMs);
    connect(&m_shrink, &QTimer::timeout, this, [this] {
        m_held = 0;
        updateGeometry();
    });
}

int LabelBox::neededHeight(int width) const
{
    return m_label->isVisibleTo(this) ? m_label->heightForWidth(width) : 0;
}

int LabelBox::heightForWidth(int width) const
{
    const int needed = neededHeight(width);
    return m_shrink.isActive() ? std::max(needed, m_held) : needed;
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
        // The layout may run only after the next text has arrived, so the height asked for is
        // held (m_held) until the texts have been calm for a while, not only looked at now.
        const int needed = neededHeight(width());
        if (needed > std::max(m_held, height())) {
            m_held = needed;
            updateGeometry();
            m_shrink.start();
        } else if (needed < height() || m_held > 0) {
            m_held = std::max(m_held, height());
            m_shrink.start(); // again: the text changed
        }
        return true;
    }
    return QWidget::event(event);
}

void LabelBox::settle()
{
    if (!m_shrink.isActive())  // holding nothing: its layout is already the calm one
        return;
    m_shrink.stop();
    m_held = 0;
    updateGeometry();
}

void LabelBox::showEvent(QShowEvent *)
{
    m_shrink.stop();
    m_held = 0;
    // A text set while hidden posted nothing (Qt asks only a visible parent for a new layout),
    // so the layout may still hold the size of the previous text.
    updateGeometry();
}

void LabelBox::resizeEvent(QResizeEvent *)
{
    m_label->setGeometry(rect());
}
