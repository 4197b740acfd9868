// The built-in lesson as a teacher uses it: the steps that train pace their runs for a class
// where the class watches the curves.

#include "classroom/guided_lesson.h"
#include "state/app_state.h"

#include <QtTest>

class TestGuidedLesson : public QObject
{
    Q_OBJECT
private slots:
    void trainingStepsPaceTheCurvesTheyShow();
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

QTEST_MAIN(TestGuidedLesson)
#include "test_guided_lesson.moc"
