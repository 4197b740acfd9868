#include "widgets/side_panel.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

SidePanel::SidePanel(int width, QWidget *parent)
    : QScrollArea(parent)
{
    setObjectName(QStringLiteral("controlPanel"));
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFixedWidth(width);
    setFrameShape(QFrame::NoFrame);
    // Tab goes to its controls, not to the column (which scrolls to the control in focus).
    setFocusPolicy(Qt::NoFocus);
    // Wheel events go to the control under the mouse before the panel sees them.
    qApp->installEventFilter(this);
}

void SidePanel::keepInView(QWidget *child)
{
    m_keptInView = child;
    showKeptChild();
}

void SidePanel::showKeptChild()
{
    // Its top at the top of the panel (or as near as the panel scrolls): the same place whatever
    // was in sight before, so a lesson step reached by Next looks as the step opened directly.
    if (m_keptInView && widget())
        verticalScrollBar()->setValue(m_keptInView->mapTo(widget(), QPoint(0, 0)).y());
}

bool SidePanel::eventFilter(QObject *watched, QEvent *event)
{
    // A new size of the panel or of its column, or a new place of the kept child (larger text
    // above it): into sight again once the layouts have settled, as the scroll bar's range and
    // the child's place follow these events only after this filter has seen them.
    const bool moved = (event->type() == QEvent::Resize && (watched == this || watched == widget()))
                       || (event->type() == QEvent::Move && watched == m_keptInView);
    if (m_keptInView && moved && !std::exchange(m_showPending, true))
        QMetaObject::invokeMethod(this, [this] {
            m_showPending = false;
            showKeptChild();
        }, Qt::QueuedConnection);
    // Every event of the application passes here: the type first, which costs nothing.
    if (event->type() != QEvent::Show && event->type() != QEvent::Wheel)
        return QScrollArea::eventFilter(watched, event);
    const bool valueControl = qobject_cast<QAbstractSlider *>(watched) || qobject_cast<QAbstractSpinBox *>(watched)
                              || qobject_cast<QComboBox *>(watched);
    if (!valueControl)
        return QScrollArea::eventFilter(watched, event);
    auto *control = static_cast<QWidget *>(watched);
    // The controls of the column, not the panel's own scroll bar (which takes the wheel from them).
    if (!widget() || !widget()->isAncestorOf(control))
        return QScrollArea::eventFilter(watched, event);
    // A spin box takes focus from the wheel itself (Qt::WheelFocus), before any filter sees the
    // wheel: only a click or Tab may give it here.
    if (event->type() == QEvent::Show && control->focusPolicy() == Qt::WheelFocus)
        control->setFocusPolicy(Qt::StrongFocus);
    if (event->type() == QEvent::Wheel) {
        if (!control->hasFocus()) {
            QCoreApplication::sendEvent(verticalScrollBar(), event);
            return true;
        }
    }
    return QScrollArea::eventFilter(watched, event);
}
