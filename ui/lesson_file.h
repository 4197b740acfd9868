#pragma once
// Lesson files (.pelesson): the whole set-up of the app as JSON, so a teacher can prepare a
// class the night before, and the app can restore where a student left off.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

class AppState;

/// The lesson format this build writes; it opens this one and every older one.
inline constexpr int kLessonFormat = 1;

/// The state (every control, both sentences, the scheme) and the view shown, as a JSON object:
/// {"format": 1, "view": …, "encoding": {…}, "selection": {…}, "lab": {…}}.
QJsonObject lessonToJson(const AppState &state, const QString &view);
QByteArray lessonToBytes(const AppState &state, const QString &view);

/// Applies a lesson to `state` and sets `view`. Everything is checked first: on any problem
/// (not JSON, a newer format, a missing or wrong field, a value out of range) nothing changes
/// and the returned message says what is wrong. Returns an empty string on success.
QString applyLesson(const QByteArray &bytes, AppState *state, QString *view);

/// Reads `path` and applies it as above; the message names the file.
QString openLessonFile(const QString &path, AppState *state, QString *view);
