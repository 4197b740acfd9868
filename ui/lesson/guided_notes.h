#pragma once
// The teacher's notes on the built-in lesson's steps (guided_lesson.h), for the teacher alone.

#include "state/step_notes.h"

#include <QList>

/// One per step of guidedLesson(), in its order, in the current language: what to ask the
/// class, the answer to expect (true to what the step shows) and its minutes, 20 in all.
QList<StepNotes> guidedLessonNotes();
