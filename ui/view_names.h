#pragma once
// The app's views by name, without the window: the command line and lesson files name them.

#include <QStringList>

/// The names the command line (--view) and lesson files ("view") give the views, in tab order.
inline QStringList viewNames()
{
    return {QStringLiteral("encoding"), QStringLiteral("attention")};
}
