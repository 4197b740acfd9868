// The built-in lesson as a teacher uses it: the steps that train pace their runs for a class
// where the class watches the curves, and every step has the teacher's notes, whose minutes make
// the lesson's length as the Lesson menu states it.

#include "lesson/guided_lesson.h"
#include "state/app_state.h"

#include <QtTest>

class TestGuidedLesson : public QObject
{
    Q_OBJECT
private slots:
    void trainingStepsPaceTheCurvesTheyShow();
    void everyStepHasNotes();
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
    QCOMPARE(paced, 2);  // without position, then with it
}

void TestGuidedLesson::everyStepHasNotes()
{
    const QList<LessonStep> steps = guidedLesson();
    for (const LessonStep &step : steps) {
        QVERIFY2(!step.notes.question.isEmpty() && !step.notes.answer.isEmpty(), qPrintable(step.title));
        QVERIFY2(step.notes.minutes >= 1 && step.notes.minutes <= kMaxStepMinutes, qPrintable(step.title));
    }
    QCOMPARE(minutesUpTo(steps, 1), steps[0].notes.minutes);
    QCOMPARE(minutesUpTo(steps, int(steps.size())), 20);  // "the app's own 20-minute lesson"
    QCOMPARE(minutesUpTo(steps, 1000), 20);
}

QTEST_MAIN(TestGuidedLesson)
#include "test_guided_lesson.moc"
