// After training, each ticked scheme's note in the Training Lab begins with what its run reached,
// written from the runner's own measurements (pe::outcomeText()); a new set-up takes the texts
// away; a task comes with the layers and steps it needs, and the note says why; the length
// chart's notes say what each run measured past its training length; the learned table's
// principal components are drawn from the core's numbers, and their sentence says them.

#include "state/app_state.h"
#include "state/training_runner.h"
#include "training/outcome.h"
#include "training/position_pca.h"
#include "training_lab/controls.h"
#include "training_lab/curves.h"
#include "training_lab/learned_table_view.h"
#include "training_lab/length_chart.h"
#include "training_lab/principal_components_view.h"
#include "training_lab/training_lab.h"
#include "training_lab/try_sentence.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>
#include <cmath>
#include <limits>
#include <numbers>
#include <qcustomplot.h>

Q_DECLARE_METATYPE(pe::Matrix)

namespace {

// Rows (2 cos θ_p, sin θ_p, 0, 0) at θ_p = 2πp/8: an ellipse whose axes hold 4·2² and 4·1² of
// the variance, 80 % and 20 %.
pe::Matrix ellipse()
{
    pe::Matrix table = pe::Matrix::Zero(8, 4);
    for (int p = 0; p < 8; ++p) {
        table(p, 0) = 2.0 * std::cos(2.0 * std::numbers::pi * p / 8.0);
        table(p, 1) = std::sin(2.0 * std::numbers::pi * p / 8.0);
    }
    return table;
}

// Rows (0, 0), (2, 0), (0, 1): centred, XᵀX = [[24, −6], [−6, 6]] / 9, whose eigenvalues
// (15 ± √117) / 9 give the first component 25.82 / 30 = 86 % of the variance.
pe::Matrix triangle()
{
    pe::Matrix table = pe::Matrix::Zero(3, 2);
    table(1, 0) = 2.0;
    table(2, 1) = 1.0;
    return table;
}

} // namespace

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
    void componentsFollowTheTable_data();
    void componentsFollowTheTable();
    void aNewTableChangesTheComponents();

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
    // The principal components shown are those of the learned run's last table.
    QCOMPARE(m_lab->learnedTable()->components()->measuredText(),
             PrincipalComponentsView::measuredSentence(runner->tableStep(2),
                                                       pe::positionPrincipalComponents(runner->table(2), PrincipalComponentsView::kBars)));

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
    QTest::addColumn<double>("inside");  // the accuracy at length 8, inside the training length
    QTest::addColumn<Accuracies>("accuracies");
    QTest::addColumn<QString>("said");
    QTest::addColumn<QString>("notSaid");
    QTest::newRow("its range") << 1.0 << Accuracies{0.52, 0.29, 0.27} << "27 to 52 % right" << "still answers";
    QTest::newRow("one value") << 1.0 << Accuracies{0.5, 0.5, 0.5} << "tokens: 50 % right, no better than chance" << "still answers";
    QTest::newRow("below chance") << 1.0 << Accuracies{0.52, 0.29, 0.27}
                                  << "no better than chance (50 %), after 100 % on the lengths it trained on" << "never learned";
    QTest::newRow("as well as inside") << 0.98 << Accuracies{0.97, 0.95, 0.99}
                                       << "as on the lengths it trained on (98 %): it still answers" << "below";
    // 56 % against a chance of 50 %, after 100 %: above chance, not "it still answers".
    QTest::newRow("just above chance") << 1.0 << Accuracies{0.56, 0.58, 0.6}
                                       << "above chance (50 %) but well below its 100 %" << "still answers";
    QTest::newRow("never learned") << 0.52 << Accuracies{0.5, 0.51, 0.49} << "it never learned the task" << "not the longer";
    QTest::newRow("above at some lengths") << 1.0 << Accuracies{0.9, 0.6, 0.4} << "at some lengths and not at others" << "still";
}

// The note under the length chart is made from the accuracies, inside the training length and past
// it: change them and it changes.
void TestTrainingOutcomes::theLengthNoteSaysWhatWasMeasured()
{
    using Accuracies = QList<double>;
    QFETCH(double, inside);
    QFETCH(Accuracies, accuracies);
    QFETCH(QString, said);
    QFETCH(QString, notSaid);
    std::vector<pe::LengthAccuracy> byLength{{8, inside}};
    for (int k = 0; k < int(accuracies.size()); ++k)
        byLength.push_back({9 + k, accuracies[k]});
    const QString note = LengthChart::lengthNote(QStringLiteral("sinusoidal"), byLength, 8, 0.5);
    QVERIFY2(note.contains(said), qPrintable(note));
    QVERIFY2(!note.contains(notSaid), qPrintable(note));
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

void TestTrainingOutcomes::componentsFollowTheTable_data()
{
    QTest::addColumn<pe::Matrix>("table");
    QTest::addColumn<int>("bars");
    QTest::addColumn<int>("curves");
    QTest::addColumn<QString>("sentence");
    const QString twoOf = QStringLiteral("At step 5 the first two components explain %1 % of this table's variance, the first alone %2 %.");
    const pe::Matrix line = pe::Vector::LinSpaced(8, 0.0, 7.0) * pe::Vector::Ones(3).transpose();
    pe::Matrix diverged = ellipse();
    diverged(3, 1) = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("an ellipse: 80 % and 20 %") << ellipse() << 4 << 3 << twoOf.arg(100).arg(80);
    QTest::newRow("a triangle: 86 % and 14 %") << triangle() << 2 << 2 << twoOf.arg(100).arg(86);
    QTest::newRow("a line: all in the first") << line << 3 << 3 << twoOf.arg(100).arg(100);
    QTest::newRow("one dimension") << pe::Matrix(pe::Vector::LinSpaced(5, 0.0, 4.0)) << 1 << 1
                                   << QStringLiteral("At step 5 its one component explains 100 % of this table's variance.");
    QTest::newRow("every row the same") << pe::Matrix(pe::Matrix::Constant(4, 3, 0.5)) << 3 << 3
                                        << QStringLiteral("At step 5 every row of this table is the same: it has no variance to explain.");
    QTest::newRow("a diverged run") << diverged << 0 << 0
                                    << QStringLiteral("At step 5 this table holds values that are not finite numbers: it has no principal components.");
    QTest::newRow("wider than kBars") << pe::Matrix(pe::Matrix::Identity(12, 12)) << 8 << 3 << twoOf.arg(18).arg(9);
}

// The bars are the core's shares (at most 1 in all), a curve per component up to three, and the
// sentence under the bars says the shares drawn.
void TestTrainingOutcomes::componentsFollowTheTable()
{
    QFETCH(pe::Matrix, table);
    QFETCH(int, bars);
    QFETCH(int, curves);
    QFETCH(QString, sentence);
    PrincipalComponentsView view;
    view.showTable(5, table);
    QCOMPARE(view.measuredText(), sentence);
    QCPBars *drawn = qobject_cast<QCPBars *>(view.variancePlot()->plottable(0));
    QVERIFY(drawn);
    QCOMPARE(drawn->data()->size(), bars);
    double sum = 0.0;
    for (const QCPBarsData &bar : *drawn->data()) {
        QVERIFY2(bar.value >= 0.0, qPrintable(QStringLiteral("bar %1: %2 %").arg(bar.key).arg(bar.value)));
        sum += bar.value;
    }
    QVERIFY2(sum <= 100.0 + 1e-9, qPrintable(QStringLiteral("the bars add up to %1 %").arg(sum)));
    QCOMPARE(view.componentPlot()->graphCount(), curves);
    for (int j = 0; j < curves; ++j) {
        QCOMPARE(view.componentPlot()->graph(j)->dataCount(), int(table.rows()));
        QCOMPARE(view.componentPlot()->graph(j)->name(), QStringLiteral("component %1").arg(j + 1));
    }
    // Marked as the papers' finding, with whose.
    QVERIFY(view.paperText().contains(QStringLiteral("From papers, not measured here")));
    QVERIFY(view.paperText().contains(QStringLiteral("Wang &amp; Chen (2020")));
}

// A new table, a new sentence: the learned table's view passes each table on, and the toggle shows
// the components in place of the tables.
void TestTrainingOutcomes::aNewTableChangesTheComponents()
{
    LearnedTableView view(m_state);
    view.resize(900, 420);
    view.show();
    view.start(8, 4);
    QVERIFY(view.components()->measuredText().startsWith(QStringLiteral("Train a model with the learned table")));
    QVERIFY(!view.componentsShown());
    view.componentsButton()->click();
    QVERIFY(view.componentsShown());
    QTRY_VERIFY(view.components()->variancePlot()->isVisible());
    QVERIFY(!view.learnedPlot()->isVisible());

    view.showTable(10, ellipse());
    const QString first = view.components()->measuredText();
    QVERIFY2(first.contains(QStringLiteral("step 10")) && first.contains(QStringLiteral("alone 80 %")), qPrintable(first));
    view.showTable(20, triangle());
    const QString second = view.components()->measuredText();
    QVERIFY2(second.contains(QStringLiteral("step 20")) && second.contains(QStringLiteral("alone 86 %")), qPrintable(second));
    QCOMPARE(view.components()->componentPlot()->graphCount(), 2);

    view.start(8, 4);  // a new run: nothing learned yet
    QCOMPARE(view.components()->componentPlot()->graphCount(), 0);
}

QTEST_MAIN(TestTrainingOutcomes)
#include "test_training_outcomes.moc"
