#include "shell/window_placement.h"

#include <QMargins>
#include <QScreen>
#include <QWidget>
#include <algorithm>

namespace {

// What a window manager draws around a window (a title bar and thin borders): unknown until the
// window is shown, so assumed.
constexpr QMargins kFrameAllowance{8, 40, 8, 8};

} // namespace

QRect fittedGeometry(const QRect &wanted, const QRect &available, bool centre)
{
    QRect fitted(wanted.topLeft(), wanted.size().boundedTo(available.size()));
    if (centre || fitted.size() != wanted.size())
        fitted.moveCenter(available.center());
    fitted.moveLeft(std::clamp(fitted.left(), available.left(), available.left() + available.width() - fitted.width()));
    fitted.moveTop(std::clamp(fitted.top(), available.top(), available.top() + available.height() - fitted.height()));
    return fitted;
}

void fitOnScreen(QWidget *window, bool centre)
{
    const QScreen *screen = window->screen();
    if (!screen)
        return;
    const QRect wanted = window->geometry().marginsAdded(kFrameAllowance);
    const QRect fitted = fittedGeometry(wanted, screen->availableGeometry(), centre);
    window->setGeometry(fitted.marginsRemoved(kFrameAllowance));
    if (fitted.size() != wanted.size())
        window->setWindowState(window->windowState() | Qt::WindowMaximized);
}
