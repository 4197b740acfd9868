#include "training_lab/training_notes.h"

#include "schemes/table.h"

#include <QCoreApplication>

namespace {

// How training without any position works, which has no entry in the scheme table.
QString noPositionNote()
{
    return QCoreApplication::translate("TrainingControls", "Without position the model sees a bag of words: both orders of a sentence give exactly the "
                                              "same numbers. With the causal mask each word sees only the words before it, which is already "
                                              "a clue to order (Haviv et al., 2022).");
}

// Why a task's set-up differs from who-did-it's (pe::TaskDefinition::layers and steps), as measured.
QString taskAdvice(pe::TrainingTask task)
{
    switch (task) {
    case pe::TrainingTask::WhoDidIt:
        return {};
    case pe::TrainingTask::Previous:
        return QCoreApplication::translate("TrainingControls", "Previous trains for 1000 steps: in 300, the model with the waves added to its words "
                                              "did not yet find the symbol before.");
    case pe::TrainingTask::Reverse:
        return QCoreApplication::translate("TrainingControls", "Reverse trains with 2 layers and 1000 steps: one block finds where the sentence ends, "
                                              "the next fetches the word. With one block no scheme learned it.");
    }
    return {};
}

} // namespace

QString trainingNotes(const TrainingLabSettings &settings, const QList<LabRun> &runs, const QStringList &outcomes)
{
    // After training, what the run reached, measured; before it, how the scheme works.
    QStringList notes;
    if (const QString advice = taskAdvice(settings.setUp.task); !advice.isEmpty())
        notes.append(QStringLiteral("<p><i>%1</i></p>").arg(advice.toHtmlEscaped()));
    for (const std::optional<pe::Scheme> &position : trainablePositions()) {
        if (!settings.positions.contains(position))
            continue;
        const QString how = position ? pe::Schemes::tr(pe::schemeInfo(*position).trainingNote) : noPositionNote();
        // What each run of this scheme reached (two, without and with the mask), then how it works.
        QStringList reached;
        for (int run = 0; run < int(runs.size()); ++run)
            if (runs[run].position == position && !outcomes.value(run).isEmpty())
                reached.append(QStringLiteral("<b>%1</b>: %2").arg(runTitle(runs[run]).toHtmlEscaped(), outcomes[run].toHtmlEscaped()));
        notes.append(reached.isEmpty() ? QStringLiteral("<p><b>%1</b>: %2</p>").arg(runTitle(position).toHtmlEscaped(), how.toHtmlEscaped())
                                       : QStringLiteral("<p>%1<br><span style=\"color: #555\">%2</span></p>")
                                             .arg(reached.join(QStringLiteral("<br>")), how.toHtmlEscaped()));
    }
    return notes.join(QString());
}
