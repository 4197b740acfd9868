#pragma once
// The built-in guided lesson: a short class on word order and positional encodings, one step
// at a time. Each step sets the whole app and says in a sentence or two what to look at.

#include "state/step_notes.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

class AppState;

struct LessonStep
{
    QString title;
    QString caption;
    QString view;                                  ///< a view's name (viewNames()); "training" trains when the step is shown
    std::function<void(AppState *state)> setUp;    ///< sets every setting the step needs
    /// What the caption points at: plots by their figure names (figureFileName(), e.g.
    /// "sentence-a-without-position", "curves") and "formula" for the explorer's formula panel.
    /// Presentation mode gives these the room and keeps them in sight.
    QStringList focus;
    StepNotes notes{};  ///< for the teacher alone (the notes window); none until written
};

/// The steps, in the current language.
QList<LessonStep> guidedLesson();

/// What a step of `view` points at when it does not say (a teacher's own step): the Attention
/// Lab's maps of both sentences, the explorer's heatmap and curves, the Training Lab's accuracy,
/// the question; presentation mode gives them the room, as for the built-in steps.
QStringList defaultFocus(const QString &view);

/// The minutes the first `end` steps take by their notes (StepNotes::minutes).
int minutesUpTo(const QList<LessonStep> &steps, int end);
