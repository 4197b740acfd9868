#pragma once
// The Images and Video tab's part of a lesson file ("grid"): the patch grid and the token strip.

#include "state/settings.h"

#include <QJsonObject>
#include <QString>

/// {"page": "patches" | "tokens", "picture_file": "" (the app's own picture), "patch_size": 16,
///  "scheme": "sincos-2d", "d_model": 64, "base": 10000, "row": 4, "column": 6,
///  "strip": "text:3,image:4x6,…", "spatial_merge": 2, "seconds_on_time": false,
///  "seconds_per_frame": 1, "tokens_per_second": 2}
QJsonObject gridToJson(const GridSettings &grid);

/// Reads the "grid" object of a set-up; `section` names it in messages ("grid", "steps[2].grid").
/// The first problem goes to `error` when it is still empty. A strip the core refuses is kept as
/// typed: the tab shows why it draws none, as it does for a strip a student types.
GridSettings readGrid(const QJsonObject &object, const QString &section, QString *error);
