#pragma once
// A lesson step's teacher notes in a lesson file.

#include "state/step_notes.h"

#include <QJsonObject>

/// {"question": "Which sentence…?", "answer": "None: …", "minutes": 2}
QJsonObject notesToJson(const StepNotes &notes);

/// Reads the "notes" of a step (`section` names it in messages, e.g. "steps[2].notes"); a step
/// without them (lessons written before notes) has none. The first problem goes to `error`.
StepNotes readNotes(const QJsonObject &step, const QString &section, QString *error);
