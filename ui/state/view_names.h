#pragma once
// The app's views by name and the window's default size, without the window: the command line
// and lesson files name them.

#include <QSize>
#include <QStringList>

/// The names the command line (--view) and lesson files ("view") give the views, in tab order.
inline QStringList viewNames()
{
    return {QStringLiteral("encoding"), QStringLiteral("attention"), QStringLiteral("training")};
}

/// The window's size when there is no remembered one, and the screenshots' default.
inline constexpr QSize kDefaultWindowSize{1600, 1000};
