// After training, each ticked scheme's note in the Training Lab begins with what its run reached,
// written from the runner's own measurements (pe::outcomeText()); a new set-up takes the texts
// away; a task comes with the layers and steps it needs, and the note says why; the length
// chart's notes say what each run measured past its training length.

#include "state/app_state.h"
#include "state/training_runner.h"
#include "training/outcome.h"
#include "training_lab/controls.h"
#include "training_lab/curves.h"
#include "training_lab/length_chart.h"
#include "training_lab/training_lab.h"
#include "training_lab/try_sentence.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>

class TestTrainingOutcomes : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void notesSayWhatEachRunReached();
    void aTaskBringsTheSetUpItNeeds_data();
    void aTaskBringsTheSetUpItNeeds();
    void theLengthNoteSaysWhatWasMeasured_data();
    void theLengthNoteSaysWhatWasMeasured();
    void theLossNoteSaysWhatWasMeasured_data();
    void theLossNoteSaysWhatWasMeasured();
    void tenModelsAnswerInTwoColumns();

private:
    AppState *m_state = nullptr;
    TrainingLab *m_lab = nullptr;
};

void TestTrainingOutcomes::init()
{
    m_state = new AppState;
    m_lab = new TrainingLab(m_state);
    m_lab->resize(1400, 900);
    m_lab->show();
}

void TestTrainingOutcomes::cleanup()
{
    delete m_lab;
    delete m_state;
}

void TestTrainingOutcomes::notesSayWhatEachRunReached()
{
    m_state->changeTraining([](TrainingLabSettings &s) {
        s.setUp.steps = 40;
        s.positions = {std::nullopt, pe::Scheme::Sinusoidal, pe::Scheme::Learned};
    });
    QSignalSpy finished(m_lab, &TrainingLab::trainingFinished);
    m_lab->controls()->trainButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);

    TrainingRunner *runner = m_lab->runner();
    QCOMPARE(runner->runCount(), 3);
    const auto outcome = [runner](int run) { return pe::measureOutcome(runner->settings(run), runner->lengthAccuracy(run)); };
    const double withoutPosition = outcome(0).atTraining;
    const QString notes = m_lab->controls()->notes()->text();
    for (int run = 0; run < 3; ++run) {
        const pe::TrainingSettings &settings = runner->settings(run);
        const QString text = pe::outcomeText(settings, runner->result(run)->stepsDone(), outcome(run),
                                             settings.position ? std::optional(withoutPosition) : std::nullopt);
        QVERIFY2(notes.contains(text.toHtmlEscaped()), qPrintable(QStringLiteral("missing «%1» in %2").arg(text, notes)));
    }
    QVERIFY(notes.contains(QStringLiteral("Past 8 tokens it has no encoding")));  // the learned table's run

    m_state->changeTraining([](TrainingLabSettings &s) { s.setUp.seed = 7; });
    QVERIFY(!m_lab->controls()->notes()->text().contains(QStringLiteral("right at")));
}

void TestTrainingOutcomes::aTaskBringsTheSetUpItNeeds_data()
{
    QTest::addColumn<int>("task");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("steps");
    QTest::addColumn<QString>("advice");
    QTest::newRow("reverse") << int(pe::TrainingTask::Reverse) << 2 << 1000 << QStringLiteral("Reverse trains with 2 layers");
    QTest::newRow("previous") << int(pe::TrainingTask::Previous) << 1 << 1000 << QStringLiteral("Previous trains for 1000 steps");
    QTest::newRow("who did it") << int(pe::TrainingTask::WhoDidIt) << 1 << 300 << QString();
}

void TestTrainingOutcomes::aTaskBringsTheSetUpItNeeds()
{
    QFETCH(int, task);
    QFETCH(int, layers);
    QFETCH(int, steps);
    QFETCH(QString, advice);
    QComboBox *tasks = m_lab->controls()->taskControl();
    // From another task first, so that the box really changes.
    tasks->setCurrentIndex(tasks->findData(int(task == int(pe::TrainingTask::Previous) ? pe::TrainingTask::Reverse : pe::TrainingTask::Previous)));
    tasks->setCurrentIndex(tasks->findData(task));
    const pe::TrainingSettings &setUp = m_state->trainingSettings().setUp;
    QCOMPARE(int(setUp.task), task);
    QCOMPARE(setUp.layers, layers);
    QCOMPARE(setUp.steps, steps);
    QCOMPARE(m_lab->controls()->layersControl()->value(), layers);
    QCOMPARE(m_lab->controls()->stepsControl()->value(), steps);
    const QString notes = m_lab->controls()->notes()->text();
    if (advice.isEmpty())
        QVERIFY(!notes.contains(QStringLiteral("trains with")) && !notes.contains(QStringLiteral("trains for")));
    else
        QVERIFY2(notes.contains(advice), qPrintable(notes));
}

void TestTrainingOutcomes::theLengthNoteSaysWhatWasMeasured_data()
{
    using Accuracies = QList<double>;  // lengths 9, 10, 11: past the training length 8
    QTest::addColumn<Accuracies>("accuracies");
    QTest::addColumn<QString>("said");
    QTest::newRow("its range") << Accuracies{0.52, 0.29, 0.27} << "27 to 52 % right";
    QTest::newRow("one value") << Accuracies{0.5, 0.5, 0.5} << "tokens: 50 % right, no better than chance";
    QTest::newRow("below chance") << Accuracies{0.52, 0.29, 0.27} << "no better than chance (50 %)";
    QTest::newRow("above chance everywhere") << Accuracies{0.9, 0.8, 0.7} << "above chance (50 %) at every length: it still answers";
    QTest::newRow("above at some lengths") << Accuracies{0.9, 0.6, 0.4} << "at some lengths and not at others";
}

// The note under the length chart is made from the accuracies: change them and it changes.
void TestTrainingOutcomes::theLengthNoteSaysWhatWasMeasured()
{
    using Accuracies = QList<double>;
    QFETCH(Accuracies, accuracies);
    QFETCH(QString, said);
    std::vector<pe::LengthAccuracy> byLength{{8, 1.0}};
    for (int k = 0; k < int(accuracies.size()); ++k)
        byLength.push_back({9 + k, accuracies[k]});
    const QString note = LengthChart::lengthNote(QStringLiteral("sinusoidal"), byLength, 8, 0.5);
    QVERIFY2(note.contains(said), qPrintable(note));
    QVERIFY2(note.startsWith(QStringLiteral("sinusoidal past 8 tokens: ")), qPrintable(note));
    QVERIFY(LengthChart::lengthNote(QStringLiteral("learned"), {{8, 1.0}, {9, std::nullopt}}, 8, 0.5).isEmpty());
}

void TestTrainingOutcomes::theLossNoteSaysWhatWasMeasured_data()
{
    QTest::addColumn<double>("firstLoss");
    QTest::addColumn<double>("lastLoss");
    QTest::addColumn<double>("accuracy");
    QTest::addColumn<bool>("said");
    QTest::newRow("loss falls, accuracy at chance: said") << 2.3 << 0.9 << 0.5 << true;
    QTest::newRow("loss falls, accuracy learned: not said") << 2.3 << 0.05 << 0.99 << false;
    QTest::newRow("loss flat, accuracy at chance: not said") << 0.70 << 0.69 << 0.5 << false;
    QTest::newRow("loss falls, accuracy just off chance: said") << 2.0 << 1.0 << 0.54 << true;
}

// The line under the loss chart is made from the run's numbers: change them and it changes.
void TestTrainingOutcomes::theLossNoteSaysWhatWasMeasured()
{
    QFETCH(double, firstLoss);
    QFETCH(double, lastLoss);
    QFETCH(double, accuracy);
    QFETCH(bool, said);
    const QString note = TrainingCurves::lossNote(QStringLiteral("no position"), firstLoss, lastLoss, accuracy, 0.5);
    QCOMPARE(!note.isEmpty(), said);
    if (said)
        QVERIFY2(note.startsWith(QStringLiteral("no position: the loss fell from %1 to %2, yet the accuracy stayed at chance (50 %)")
                                     .arg(firstLoss, 0, 'f', 2).arg(lastLoss, 0, 'f', 2)), qPrintable(note));
}

// Ten models answer in two groups of five side by side, so the answers take the height of five
// and the charts above keep theirs.
void TestTrainingOutcomes::tenModelsAnswerInTwoColumns()
{
    const auto answersHeight = [this](const QList<std::optional<pe::Scheme>> &positions) {
        m_state->changeTraining([&](TrainingLabSettings &s) {
            s.positions = positions;
            s.setUp.steps = 5;
        });
        QSignalSpy finished(m_lab, &TrainingLab::trainingFinished);
        QTest::mouseClick(m_lab->controls()->trainButton(), Qt::LeftButton);
        return finished.wait(120000) ? m_lab->trySentence()->answers()->minimumHeight() : -1;  // -1: never finished
    };
    m_lab->resize(1920, 1080);  // room for both groups without a wrapped heading
    const QList<std::optional<pe::Scheme>> every = trainablePositions();
    QCOMPARE(every.size(), 2 * TrySentence::kRowsPerGroup);
    const int five = answersHeight(every.mid(0, TrySentence::kRowsPerGroup));
    const int ten = answersHeight(every);
    QCOMPARE(m_lab->trySentence()->answers()->text().count(QStringLiteral("<th")), 6);
    QCOMPARE(ten, five);
    // Presentation mode's larger font: the answers take the height of their larger text.
    const QFont normal = QApplication::font();
    QFont larger = normal;
    larger.setPointSizeF(2 * normal.pointSizeF());
    QApplication::setFont(larger);
    QTRY_VERIFY(m_lab->trySentence()->answers()->minimumHeight() > ten);
    QApplication::setFont(normal);
}

QTEST_MAIN(TestTrainingOutcomes)
#include "test_training_outcomes.moc"
