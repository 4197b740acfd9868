#include "state/colour_map.h"

#include <QCoreApplication>

namespace {

struct HeatmapTr
{
    Q_DECLARE_TR_FUNCTIONS(Heatmap)  // the context the translations of these names have always had
};

} // namespace

QList<ColourMap> allColourMaps()
{
    return {ColourMap::BlueRed, ColourMap::PurpleOrange, ColourMap::Greys};
}

QString colourMapKey(ColourMap map)
{
    switch (map) {
    case ColourMap::BlueRed: return QStringLiteral("blue-red");
    case ColourMap::PurpleOrange: return QStringLiteral("purple-orange");
    case ColourMap::Greys: return QStringLiteral("greys");
    }
    return {};
}

bool colourMapFromKey(const QString &key, ColourMap *map)
{
    for (ColourMap candidate : allColourMaps())
        if (colourMapKey(candidate) == key) {
            *map = candidate;
            return true;
        }
    return false;
}

QString colourMapTitle(ColourMap map)
{
    switch (map) {
    case ColourMap::BlueRed: return HeatmapTr::tr("Blue–white–red and viridis (colour-blind safe)");
    case ColourMap::PurpleOrange: return HeatmapTr::tr("Purple–white–orange and cividis (colour-blind safe)");
    case ColourMap::Greys: return HeatmapTr::tr("Greys (for black-and-white printing)");
    }
    return {};
}
