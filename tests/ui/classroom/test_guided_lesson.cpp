// The built-in lesson as a teacher uses it: the steps that train pace their runs for a class
// where the class watches the curves, and every step has the teacher's notes, whose minutes make
// the lesson's length as the Lesson menu states it.

#include "grid/grid_view.h"
#include "grid/patch_grid_view.h"
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
    void theGridStepShowsWhatItSays();
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
    QCOMPARE(minutesUpTo(steps, int(steps.size())), 24);  // what the start page says
    QCOMPARE(minutesUpTo(steps, 1000), 24);
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

// "Positions beyond a line": its answer says the four patches beside, above and below the chosen
// one are the most like it, all four equally. The map the tab shows for the step: those four tie
// (to 1e-12) and every other patch is below them.
void TestGuidedLesson::theGridStepShowsWhatItSays()
{
    const QList<LessonStep> steps = guidedLesson();
    const auto step = std::find_if(steps.begin(), steps.end(), [](const LessonStep &s) { return s.view == QLatin1String("images"); });
    QVERIFY(step != steps.end());
    AppState state;
    step->setUp(&state);
    GridView view(&state);
    const pe::Matrix map = view.patches()->shownMap();
    const int r = state.gridSettings().row, c = state.gridSettings().column;
    QVERIFY(r > 0 && c > 0 && r + 1 < map.rows() && c + 1 < map.cols());  // inside the grid: four neighbours
    const double neighbour = map(r, c + 1);
    for (const auto &[dr, dc] : {std::pair{0, -1}, std::pair{-1, 0}, std::pair{1, 0}})
        QVERIFY(std::abs(map(r + dr, c + dc) - neighbour) < 1e-12);
    for (int i = 0; i < map.rows(); ++i)
        for (int j = 0; j < map.cols(); ++j)
            if (std::abs(i - r) + std::abs(j - c) > 1)
                QVERIFY2(map(i, j) < neighbour - 1e-6, qPrintable(QStringLiteral("patch (%1, %2)").arg(i).arg(j)));
}

QTEST_MAIN(TestGuidedLesson)
#include "test_guided_lesson.moc"
