#pragma once
// The app's views by name, the window's default size and the names of saved figures, without the
// window: the command line and lesson files name them.

#include <QFileInfo>
#include <QSize>
#include <QStringList>

/// The names the command line (--view) and lesson files ("view") give the views, in tab order.
inline QStringList viewNames()
{
    return {QStringLiteral("encoding"), QStringLiteral("attention"), QStringLiteral("training"), QStringLiteral("challenges"),
            QStringLiteral("images")};
}

/// The handbook's name for --view: not a tab but a window of its own (shell/handbook_window.h).
inline QString handbookViewName()
{
    return QStringLiteral("handbook");
}

/// What --view accepts: the views, then the handbook.
inline QStringList commandLineViewNames()
{
    return viewNames() << handbookViewName();
}

/// True for the extensions a view's figure is saved as (plots/figure_export.h): png, svg, pdf.
inline bool isFigureFileName(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("png") || suffix == QLatin1String("svg") || suffix == QLatin1String("pdf");
}

/// The window's size when there is no remembered one, and the screenshots' default.
inline constexpr QSize kDefaultWindowSize{1600, 1000};
