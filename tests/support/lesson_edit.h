#pragma once
// Lesson files edited on their way in: what the lesson-file tests share.

#include "lesson/lesson_file.h"
#include "state/app_state.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <functional>

// Opens a lesson saved with `params`, its "encoding" fields first changed by `edit`: the message
// applyLesson() gives, and in `state` what it opened.
inline QString openEdited(const pe::SchemeParams &params, const std::function<void(QJsonObject &)> &edit, AppState *state)
{
    AppState saved;
    saved.setSchemeParams(params);
    QJsonObject root = lessonToJson(saved, QStringLiteral("encoding"));
    QJsonObject encoding = root.value("encoding").toObject();
    edit(encoding);
    root.insert("encoding", encoding);
    QString view;
    return applyLesson(QJsonDocument(root).toJson(), state, &view);
}
