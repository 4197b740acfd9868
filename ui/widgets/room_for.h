#pragma once
// More of a window's room for what a lesson step points at, by the stretch of the layouts.

#include <QList>

class QWidget;

/// Gives the widgets in `pointed` more of `root`'s room: every box and grid layout between each of
/// them and `root` stretches the place, row and column that holds one `factor` times its own
/// stretch; the others keep theirs, and a place of no stretch keeps none. Each call first puts
/// back what the last one changed, so a `factor` of 1 (or no widget) gives every layout its own.
void giveRoomTo(QWidget *root, const QList<QWidget *> &pointed, int factor);
