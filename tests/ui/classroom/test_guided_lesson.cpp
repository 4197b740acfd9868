// The built-in lesson as a teacher uses it: the steps that train pace their runs for a class
// where the class watches the curves, and every step has the teacher's notes, whose minutes make
// the lesson's length as the Lesson menu states it.

#include "lesson/guided_lesson.h"
#include "state/app_state.h"
#include "training/outcome.h"

#include <QtTest>

class TestGuidedLesson : public QObject
{
    Q_OBJECT
private slots:
    void trainingStepsPaceTheCurvesTheyShow();
    void everyStepHasNotes();
    void theMaskStepShowsWhatItSays();
};

// A step that points at the live curves spreads its runs over kClassRunMilliseconds; one that
// points at what the runs reach at their end (the length chart) trains at full speed.
void TestGuidedLesson::trainingStepsPaceTheCurvesTheyShow()
{
    int paced = 0;
    for (const LessonStep &step : guidedLesson()) {
        AppState state;
        step.setUp(&state);
        const bool watchesCurves = step.view == QLatin1String("training") && step.focus.contains(QStringLiteral("training-accuracy"));
        QVERIFY2(state.trainingSettings().pace == (watchesCurves ? TrainingPace::Class : TrainingPace::Full), qPrintable(step.title));
        paced += watchesCurves;
    }
    QCOMPARE(paced, 3);  // without position, then with it; no position without and with the mask
}

void TestGuidedLesson::everyStepHasNotes()
{
    const QList<LessonStep> steps = guidedLesson();
    for (const LessonStep &step : steps) {
        QVERIFY2(!step.notes.question.isEmpty() && !step.notes.answer.isEmpty(), qPrintable(step.title));
        QVERIFY2(step.notes.minutes >= 1 && step.notes.minutes <= kMaxStepMinutes, qPrintable(step.title));
    }
    QCOMPARE(minutesUpTo(steps, 1), steps[0].notes.minutes);
    QCOMPARE(minutesUpTo(steps, int(steps.size())), 23);  // what the start page says
    QCOMPARE(minutesUpTo(steps, 1000), 23);
}

// "No position at all": its answer says the run with the mask rises far above the one without
// it. Both runs of the step, trained as the lab trains them: 20 points or more apart.
void TestGuidedLesson::theMaskStepShowsWhatItSays()
{
    const QList<LessonStep> steps = guidedLesson();
    const auto step = std::find_if(steps.begin(), steps.end(), [](const LessonStep &s) {
        AppState state;
        s.setUp(&state);
        return state.trainingSettings().bothMasks;
    });
    QVERIFY(step != steps.end());
    AppState state;
    step->setUp(&state);
    const QList<pe::TrainingSettings> runs = trainingRuns(state.trainingSettings());
    QCOMPARE(runs.size(), 2);
    double reached[2] = {};
    for (int k = 0; k < 2; ++k) {
        QCOMPARE(runs[k].position, std::nullopt);
        QCOMPARE(runs[k].causal, k == 1);
        pe::Trainer trainer(runs[k]);
        for (int s = 0; s < runs[k].steps; ++s)
            trainer.step();
        reached[k] = pe::measureOutcome(runs[k], trainer.testAccuracyByLength()).atTraining;
    }
    QVERIFY2(reached[1] >= reached[0] + 0.2, qPrintable(QStringLiteral("without the mask %1, with it %2").arg(reached[0]).arg(reached[1])));
}

QTEST_MAIN(TestGuidedLesson)
#include "test_guided_lesson.moc"
