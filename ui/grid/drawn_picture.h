#pragma once
// The picture the patch grid shows before a user opens one of their own: drawn in code, so the
// app needs no image file.

#include <QImage>

/// A landscape of 336 × 224 pixels (3 : 2, so that its grid of patches is not square): sky, sun,
/// hills, a house with a door and windows, and a tree.
QImage drawnPicture();
