#include "shell/window_placement.h"

#include <QScreen>
#include <QWidget>
#include <algorithm>

QRect fittedGeometry(const QRect &wanted, const QRect &available, bool centre)
{
    QRect fitted(wanted.topLeft(), wanted.size().boundedTo(available.size()));
    if (centre || fitted.size() != wanted.size())
        fitted.moveCenter(available.center());
    fitted.moveLeft(std::clamp(fitted.left(), available.left(), available.left() + available.width() - fitted.width()));
    fitted.moveTop(std::clamp(fitted.top(), available.top(), available.top() + available.height() - fitted.height()));
    return fitted;
}

bool fitOnScreen(QWidget *window, bool centre)
{
    const QScreen *screen = window->screen();
    if (!screen)
        return false;
    const QRect inner = window->geometry();
    const QRect outer = window->frameGeometry();
    const QMargins frame = window->isVisible() && outer != inner
                               ? QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                                          outer.right() - inner.right(), outer.bottom() - inner.bottom())
                               : kFrameAllowance;
    const QRect wanted = inner.marginsAdded(frame);
    const QRect fitted = fittedGeometry(wanted, screen->availableGeometry(), centre);
    window->setGeometry(fitted.marginsRemoved(frame));
    const bool shrunk = fitted.size() != wanted.size();
    if (shrunk)
        window->setWindowState(window->windowState() | Qt::WindowMaximized);
    return shrunk;
}
