#pragma once
// A teacher's notes on one lesson step: what to ask, the answer to expect and the minutes it
// takes. Shown to the teacher alone, in a window of their own (never on the projected window),
// and kept with the step in lesson files.

#include <QString>

/// The most minutes a step's notes can give.
inline constexpr int kMaxStepMinutes = 60;

struct StepNotes
{
    QString question;  ///< what to ask the class
    QString answer;    ///< the answer to expect
    int minutes = 0;   ///< how long the step takes in class, from 0 (not given) to kMaxStepMinutes

    bool isEmpty() const { return question.isEmpty() && answer.isEmpty() && minutes == 0; }
    bool operator==(const StepNotes &) const = default;
};
