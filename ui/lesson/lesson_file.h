#pragma once
// Lesson files (.pelesson): the whole set-up of the app as JSON, so a teacher can prepare a
// class the night before, and the app can restore where a student left off.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

class AppState;
struct TeacherStep;

/// The newest lesson format this build reads (it opens every older one too). It writes the
/// oldest format that holds the lesson (formatNeeded()), so that an older app opens a lesson
/// that asks nothing new of it.
/// 1: the set-up; 2: adds "appearance" (the colour map) and the teacher's own "steps";
/// 3: adds "training" (the Training Lab's set-up) and the view "training"; 4: adds the lab's
/// "projection": "trained" with "trained_model", the run that trains the lab's model again;
/// 5: adds "challenges" (the Challenges tab's round), the view "challenges" and the explorer's
/// "alibi_heads"; 6: adds the layout "tensor2tensor" (the convention of tensor2tensor, fairseq and Whisper),
/// the Training Lab's "layout", the explorer's "compare_layout", RoPE's scalings dynamic-ntk, yarn and llama3 with the numbers they read
/// (rope_original_length, rope_low_freq_factor, rope_high_freq_factor, yarn_beta_fast, yarn_beta_slow);
/// 7: adds RoPE turning part of each head, "rope_partial" (neox or proportional) with "rope_fraction";
/// 8: adds the lab's attention sink, "sink_logit", and the Training Lab's "both_masks";
/// 9: adds the lab's "layers", the window of the layers of 2025–26 models, the view "images" and its
/// "grid" (the Images and Video tab).
inline constexpr int kLessonFormat = 9;

/// The set-up (every control, both sentences, the scheme, the colour map) and the view shown:
/// {"view": …, "encoding": {…}, "selection": {…}, "lab": {…}, "training": {…}, "challenges": {…},
/// "appearance": {…}}.
/// A teacher's lesson step keeps one of these.
QJsonObject setUpToJson(const AppState &state, const QString &view);

/// The oldest format that holds a set-up: 9 when the lab's layers window or the Images and Video tab differs from its defaults or the tab is shown; 8 when the lab has a sink or the Training Lab trains both masks; 7 when RoPE turns part of
/// each head; 6 when the explorer or the Training Lab uses one of
/// RoPE's newer scalings, the explorer tensor2tensor's convention or the Training Lab another than the paper's; 5 when it shows the Challenges tab or a round other
/// than the default, ALiBi with other than 8 heads, or the lab's √d_model or offset; 4 when the
/// lab shows a trained model; 3 otherwise (every set-up has the Training Lab's).
int formatNeeded(const QJsonObject &setUp);

/// The whole lesson: the set-up, "format" (the largest formatNeeded() of it and its steps), and the teacher's steps if there are
/// any: "steps": [{"title": …, "caption": …, "set_up": {a set-up}, "notes": {…}}, …], "notes" (the
/// teacher's, lesson_notes.h) only on a step that has some.
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
