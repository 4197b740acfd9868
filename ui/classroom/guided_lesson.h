#pragma once
// The built-in guided lesson: a short class on word order and positional encodings, one step
// at a time. Each step sets the whole app and says in a sentence or two what to look at.

#include <QList>
#include <QString>
#include <functional>

class AppState;

struct LessonStep
{
    QString title;
    QString caption;
    QString view;                                  ///< "encoding", "attention" or "training" (which trains when the step is shown)
    std::function<void(AppState *state)> setUp;    ///< sets every setting the step needs
};

/// The steps, in the current language.
QList<LessonStep> guidedLesson();
