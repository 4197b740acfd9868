#include "lesson/lesson_grid.h"

#include "grid/grid_encoding.h"
#include "lesson/lesson_fields.h"

namespace {

QStringList pageNames()
{
    return {QStringLiteral("patches"), QStringLiteral("tokens")};
}

} // namespace

QJsonObject gridToJson(const GridSettings &grid)
{
    return {{QStringLiteral("page"), pageNames().value(grid.page)},
            {QStringLiteral("picture_file"), grid.pictureFile},
            {QStringLiteral("patch_size"), grid.patchSize},
            {QStringLiteral("scheme"), grid.scheme},
            {QStringLiteral("d_model"), grid.dModel},
            {QStringLiteral("base"), grid.base},
            {QStringLiteral("row"), grid.row},
            {QStringLiteral("column"), grid.column},
            {QStringLiteral("strip"), grid.strip},
            {QStringLiteral("spatial_merge"), grid.spatialMerge},
            {QStringLiteral("seconds_on_time"), grid.secondsOnTime},
            {QStringLiteral("seconds_per_frame"), grid.secondsPerFrame},
            {QStringLiteral("tokens_per_second"), grid.tokensPerSecond}};
}

GridSettings readGrid(const QJsonObject &object, const QString &section, QString *error)
{
    FieldReader fields(object, section, error);
    GridSettings grid;
    grid.page = fields.choice("page", pageNames());
    grid.pictureFile = fields.text("picture_file");
    QStringList sizes;
    for (int size : gridPatchSizes())
        sizes << QString::number(size);
    // A number, one of the sizes: read as a choice of their names so the message lists them.
    const int size = fields.integer("patch_size", gridPatchSizes().first(), gridPatchSizes().last(), grid.patchSize);
    if (!gridPatchSizes().contains(size) && error->isEmpty())
        *error = LessonFile::tr("%1 must be one of %2.").arg(section + QStringLiteral(".patch_size"), sizes.join(QStringLiteral(", ")));
    grid.patchSize = gridPatchSizes().contains(size) ? size : grid.patchSize;
    grid.scheme = pe::gridSchemeNames().value(fields.choice("scheme", pe::gridSchemeNames()));
    grid.dModel = fields.integer("d_model", 4, kMaxGridDModel, grid.dModel);
    grid.base = fields.number("base", kMinGridBase, kMaxGridBase, grid.base);
    // The picture's grid is known only once it is read: the tab keeps the patch inside it.
    grid.row = fields.integer("row", 0, pe::kMaxPositions, grid.row);
    grid.column = fields.integer("column", 0, pe::kMaxPositions, grid.column);
    grid.strip = fields.text("strip");
    grid.spatialMerge = fields.integer("spatial_merge", 1, kMaxSpatialMerge, grid.spatialMerge);
    grid.secondsOnTime = fields.boolean("seconds_on_time");
    grid.secondsPerFrame = fields.number("seconds_per_frame", 0.0, kMaxSecondsPerFrame, grid.secondsPerFrame);
    grid.tokensPerSecond = fields.number("tokens_per_second", kMinTokensPerSecond, kMaxTokensPerSecond, grid.tokensPerSecond);
    return grid;
}
