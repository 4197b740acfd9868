#pragma once
// The notes under the Training Lab's set-up: the task's advice, and per ticked scheme what its
// runs reached (after training) and how it works.

#include "state/settings.h"
#include "widgets/choices.h"

#include <QList>
#include <QString>
#include <QStringList>

/// The notes as rich text: outcomes[run] is what runs[run] reached, empty before it finished.
QString trainingNotes(const TrainingLabSettings &settings, const QList<LabRun> &runs, const QStringList &outcomes);
