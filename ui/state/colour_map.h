#pragma once
// The colour maps of every heatmap: part of the state (View › Colour Map, lesson files), drawn by plots/heatmap.

#include <QList>
#include <QString>

/// The colour maps a user can choose (View › Colour Map). Each pairs a diverging map for
/// signed values with a sequential one; the first two are readable with every common
/// colour-vision deficiency, the third survives black-and-white printing.
enum class ColourMap {
    BlueRed,       ///< ColorBrewer's blue–white–red and viridis (the default)
    PurpleOrange,  ///< ColorBrewer's purple–white–orange and cividis
    Greys,         ///< black to white for both, negative dark, positive light
};

QList<ColourMap> allColourMaps();
/// The name in lesson files: "blue-red", "purple-orange", "greys".
QString colourMapKey(ColourMap map);
/// The map with this key; false (and `map` untouched) for an unknown key.
bool colourMapFromKey(const QString &key, ColourMap *map);
/// The name in the menu, in the current language.
QString colourMapTitle(ColourMap map);
