#pragma once
// Where the main window opens: wholly on the screen, whatever the screen. A 1600 × 1000 window
// opened on a 1280 × 720 projector, or remembered from a larger screen, fills the projector instead
// of running off its edges.

#include <QRect>

class QWidget;

/// The frame geometry that puts `wanted` (a window's frame) wholly inside `available`: as large as
/// wanted where it fits, else shrunk to the available size; centred on `available` when `centre` is
/// set or when it had to shrink, else only moved in as far as it hung off.
QRect fittedGeometry(const QRect &wanted, const QRect &available, bool centre);

/// Fits a top-level window that is not shown yet, with room for a window manager's frame, onto the
/// available area of its screen (fittedGeometry()). A window that had to shrink is also maximised,
/// so that a window manager gives it exactly the screen.
void fitOnScreen(QWidget *window, bool centre);
