#pragma once
// Lesson files (.pelesson): the whole set-up of the app as JSON, so a teacher can prepare a
// class the night before, and the app can restore where a student left off.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

class AppState;
struct TeacherStep;

/// The lesson format this build writes; it opens this one and every older one.
/// 1: the set-up; 2: adds "appearance" (the colour map) and the teacher's own "steps";
/// 3: adds "training" (the Training Lab's set-up) and the view "training"; 4: adds the lab's
/// "projection": "trained" with "trained_model", the run that trains the lab's model again;
/// 5: adds "challenges" (the Challenges tab's round), the view "challenges" and the explorer's
/// "alibi_heads".
inline constexpr int kLessonFormat = 5;

/// The set-up (every control, both sentences, the scheme, the colour map) and the view shown:
/// {"view": …, "encoding": {…}, "selection": {…}, "lab": {…}, "training": {…}, "challenges": {…},
/// "appearance": {…}}.
/// A teacher's lesson step keeps one of these.
QJsonObject setUpToJson(const AppState &state, const QString &view);

/// The whole lesson: the set-up, "format": kLessonFormat, and the teacher's steps if there are
/// any: "steps": [{"title": …, "caption": …, "set_up": {a set-up}}, …].
QJsonObject lessonToJson(const AppState &state, const QString &view);
QByteArray lessonToBytes(const AppState &state, const QString &view);

/// Applies a lesson (set-up and steps) to `state` and sets `view`. Everything is checked first: on any problem
/// (not JSON, a newer format, a missing or wrong field, a value out of range) nothing changes
/// and the returned message says what is wrong. Returns an empty string on success.
QString applyLesson(const QByteArray &bytes, AppState *state, QString *view);

/// Applies one step of a teacher's lesson (its set-up; the steps themselves stay). Returns an
/// empty string, or the reason nothing changed.
QString applyTeacherStep(const TeacherStep &step, AppState *state, QString *view);

/// Reads `path` and applies it as above; the message names the file.
QString openLessonFile(const QString &path, AppState *state, QString *view);
