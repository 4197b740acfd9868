// The Training Lab as a student uses it: Train draws a curve per ticked scheme, Stop keeps what
// was learned, Reset and a new task forget it, typed sentences are answered. The set-up's own
// boxes and lesson files: test_training_set_up.cpp.

#include "state/app_state.h"

#include "widgets/choices.h"
#include "attention_lab/attention_lab.h"
#include "attention_lab/attention_map_grid.h"
#include "attention_lab/inside_one_word.h"
#include "attention_lab/controls.h"
#include "attention_lab/sentence_panel.h"
#include "widgets/side_by_side.h"
#include "widgets/slider_spin_box.h"
#include "training_lab/learned_table_view.h"
#include "training_lab/length_chart.h"
#include "training/answers.h"
#include "training_lab/controls.h"
#include "training_lab/curves.h"
#include "training_lab/training_lab.h"
#include "state/training_runner.h"
#include "training_lab/try_sentence.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>
#include <qcustomplot.h>

class TestTrainingLab : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void beforeTrainingTheAxesFillThePlots();
    void trainDrawsACurvePerScheme_data();
    void trainDrawsACurvePerScheme();
    void stopKeepsWhatWasLearned();
    void resetAndANewTaskForget();
    void typedSentencesAreAnswered_data();
    void typedSentencesAreAnswered();
    void aRebuiltLabShowsTheRunsSoFar_data();
    void aRebuiltLabShowsTheRunsSoFar();
    void eventLoopTurnsWhileTraining();
    void attentionLabOffersTheTrainedModels();
    void lowerRowFitsTheWindow_data();
    void lowerRowFitsTheWindow();
    void learnedTableFollowsItsShape_data();
    void learnedTableFollowsItsShape();

private:
    void waitForTraining();

    AppState *m_state = nullptr;
    TrainingLab *m_lab = nullptr;
};

void TestTrainingLab::init()
{
    m_state = new AppState;
    m_lab = new TrainingLab(m_state);
    m_lab->resize(1400, 900);
    m_lab->show();
}

void TestTrainingLab::cleanup()
{
    delete m_lab;
    delete m_state;
}

void TestTrainingLab::waitForTraining()
{
    QSignalSpy finished(m_lab, &TrainingLab::trainingFinished);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 120000);
}

// Without curves there is no legend to size the axes by: they still take the plot's width.
void TestTrainingLab::beforeTrainingTheAxesFillThePlots()
{
    // The axes are those of the set-up: its steps, and its lengths (5 to 16 words for who did it).
    m_state->changeTraining([](TrainingLabSettings &s) { s.setUp.steps = 120; });
    QCOMPARE(m_lab->curves()->accuracyPlot()->xAxis->range(), QCPRange(0, 120));
    QCOMPARE(m_lab->curves()->lossPlot()->xAxis->range(), QCPRange(0, 120));
    QCOMPARE(m_lab->lengthChart()->plot()->xAxis->range(), QCPRange(4.5, 16.5));
    for (QCustomPlot *plot : {m_lab->curves()->accuracyPlot(), m_lab->curves()->lossPlot(), m_lab->lengthChart()->plot()}) {
        plot->replot();
        QVERIFY2(plot->axisRect()->width() > plot->width() / 2,
                 qPrintable(QStringLiteral("%1: axes %2 of %3 pixels").arg(plot->objectName()).arg(plot->axisRect()->width()).arg(plot->width())));
        QVERIFY(!plot->legend->visible());
    }
    m_state->changeTraining([](TrainingLabSettings &s) { s.setUp.steps = 10; });
    m_lab->train();
    waitForTraining();
    for (QCustomPlot *plot : {m_lab->curves()->accuracyPlot(), m_lab->curves()->lossPlot(), m_lab->lengthChart()->plot()}) {
        plot->replot();
        QVERIFY(plot->legend->visible());
        QCOMPARE(plot->legend->itemCount(), 3);
    }
    // Reset: no curves, and the axes fill the plots again.
    m_lab->reset();
    for (QCustomPlot *plot : {m_lab->curves()->accuracyPlot(), m_lab->curves()->lossPlot(), m_lab->lengthChart()->plot()}) {
        plot->replot();
        QVERIFY(plot->axisRect()->width() > plot->width() / 2);
        QVERIFY(!plot->legend->visible());
    }
}

void TestTrainingLab::trainDrawsACurvePerScheme_data()
{
    QTest::addColumn<QList<std::optional<pe::Scheme>>>("positions");
    QTest::addColumn<int>("steps");
    QTest::addColumn<bool>("bothMasks");
    QTest::newRow("the defaults: none, sinusoidal, learned") << TrainingLabSettings().positions << 60 << false;
    QTest::newRow("every scheme") << trainablePositions() << 30 << false;
    QTest::newRow("one scheme") << QList<std::optional<pe::Scheme>>{pe::Scheme::Rope} << 26 << false;
    QTest::newRow("none and learned, without and with the mask")
        << QList<std::optional<pe::Scheme>>{std::nullopt, pe::Scheme::Learned} << 20 << true;
}

void TestTrainingLab::trainDrawsACurvePerScheme()
{
    QFETCH(QList<std::optional<pe::Scheme>>, positions);
    QFETCH(int, steps);
    QFETCH(bool, bothMasks);
    m_state->changeTraining([&](TrainingLabSettings &s) {
        s.positions = positions;
        s.setUp.steps = steps;
        s.bothMasks = bothMasks;
    });
    QCOMPARE(m_lab->controls()->maskControl()->currentIndex(), bothMasks ? 2 : 0);
    const QList<LabRun> named = labRuns(trainingRuns(m_state->trainingSettings()));
    QTest::mouseClick(m_lab->controls()->trainButton(), Qt::LeftButton);
    QVERIFY(m_lab->isTraining());
    QVERIFY(m_lab->controls()->stopButton()->isEnabled());
    waitForTraining();
    const int runs = int(positions.size()) * (bothMasks ? 2 : 1);
    QCOMPARE(named.size(), runs);
    QCOMPARE(m_lab->curves()->lossPlot()->graphCount(), runs);
    QCOMPARE(m_lab->curves()->accuracyPlot()->graphCount(), runs);
    QCOMPARE(m_lab->lengthChart()->plot()->graphCount(), runs);
    for (int run = 0; run < runs; ++run) {
        QCOMPARE(m_lab->curves()->lossPlot()->graph(run)->dataCount(), steps);
        // Measured every kTestEvery steps and at the last.
        QCOMPARE(m_lab->curves()->accuracyPlot()->graph(run)->dataCount(), steps / TrainingRunner::kTestEvery + (steps % TrainingRunner::kTestEvery ? 1 : 0));
        QCOMPARE(m_lab->controls()->progressBars()[run]->value(), steps);
        // Lengths 5 to 16 of who-did-it, in the order of the boxes.
        QCOMPARE(m_lab->lengthChart()->plot()->graph(run)->dataCount(), 12);
        QCOMPARE(m_lab->lengthChart()->plot()->graph(run)->name(), runTitle(named[run]));
        QVERIFY2(m_lab->trySentence()->answers()->text().contains(runTitle(named[run])), qPrintable(m_lab->trySentence()->answers()->text()));
        // Without then with the mask, each scheme in its colour; the run with the mask dashed.
        QCOMPARE(named[run].markedCausal, bothMasks && run % 2 == 1);
        QCOMPARE(named[run].position, positions[bothMasks ? run / 2 : run]);
        QCOMPARE(m_lab->curves()->lossPlot()->graph(run)->pen().style(), named[run].markedCausal ? Qt::DashLine : Qt::SolidLine);
        QVERIFY2(m_lab->controls()->notes()->text().contains(runTitle(named[run]).toHtmlEscaped() + QStringLiteral("</b>: ")),
                 qPrintable(m_lab->controls()->notes()->text()));
    }
    QVERIFY(!m_lab->controls()->stopButton()->isEnabled());
    QVERIFY(m_lab->controls()->trainButton()->isEnabled());
    // The learned table's gap is drawn and explained; nothing else has one.
    const int learnedRuns = int(positions.count(pe::Scheme::Learned)) * (bothMasks ? 2 : 1);
    QCOMPARE(m_lab->lengthChart()->gapTexts().size(), learnedRuns);
    // Every run measured past its training length is said in words; a learned table has nothing there.
    QCOMPARE(m_lab->lengthChart()->lengthNotes().size(), runs - learnedRuns);
    QCOMPARE(m_lab->learnedTable()->isVisible(), positions.contains(pe::Scheme::Learned));
    if (positions.contains(pe::Scheme::Learned))
        QCOMPARE(m_lab->learnedTable()->shownStep(), steps);
    const QStringList csv = m_lab->curvesCsv().trimmed().split(QLatin1Char('\n'));
    QCOMPARE(csv.size(), steps + 1);
    QCOMPARE(csv.first().count(QLatin1Char(',')), 2 * runs);
}

// One run more than the runner has threads: the last one waits for a thread and is stopped
// before its first step. It draws no line and gives no answer, and its bar says it was not
// trained; the others say where they stopped.
void TestTrainingLab::stopKeepsWhatWasLearned()
{
    const int runs = QThread::idealThreadCount() + 1;
    m_state->changeTraining([runs](TrainingLabSettings &s) {
        s.setUp.steps = kMaxLabSteps;
        s.positions = trainablePositions().mid(0, runs);
    });
    QTest::mouseClick(m_lab->controls()->trainButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_lab->curves()->lossPlot()->graph(0)->dataCount() >= 3, 30000);
    QTest::mouseClick(m_lab->controls()->stopButton(), Qt::LeftButton);
    waitForTraining();
    QVERIFY(m_lab->hasResults());
    QCOMPARE(m_lab->runner()->runCount(), runs);
    for (int run = 0; run < runs; ++run) {
        const int steps = m_lab->runner()->result(run)->stepsDone();
        QVERIFY(steps < kMaxLabSteps);
        const QString bar = m_lab->controls()->progressBars()[run]->text();
        const QString title = runTitle(trainablePositions()[run]);
        QVERIFY2(bar.contains(steps == 0 ? QStringLiteral("not trained") : QStringLiteral("stopped at step %1").arg(steps)), qPrintable(bar));
        QCOMPARE(m_lab->lengthChart()->plot()->graph(run)->dataCount() == 0, steps == 0);
        QCOMPARE(m_lab->trySentence()->answers()->text().contains(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped())), steps > 0);
    }
    QCOMPARE(m_lab->runner()->result(runs - 1)->stepsDone(), 0);
    QVERIFY(!m_lab->trySentence()->answers()->text().contains(QStringLiteral("once training")));
    QVERIFY(m_lab->controls()->resetButton()->isEnabled());
}

void TestTrainingLab::resetAndANewTaskForget()
{
    m_state->changeTraining([](TrainingLabSettings &s) { s.setUp.steps = kMaxLabSteps; });
    QTest::mouseClick(m_lab->controls()->trainButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_lab->curves()->lossPlot()->graph(0)->dataCount() >= 2, 30000);
    // A new task while training: the runs stop and their curves go, and no late step comes back.
    m_lab->controls()->taskControl()->setCurrentIndex(1);
    QVERIFY(!m_lab->isTraining());
    QCOMPARE(m_lab->runner()->runCount(), 0);
    QCOMPARE(m_lab->curves()->lossPlot()->graphCount(), 0);
    QTRY_VERIFY(m_lab->runner()->workersDone());
    QCoreApplication::processEvents();  // delivers the last reports of the old runs
    QCOMPARE(m_lab->curves()->lossPlot()->graphCount(), 0);
    QVERIFY(!m_lab->isTraining());
    QVERIFY(m_lab->controls()->trainButton()->isEnabled());
    // Train the new task, then Reset.
    m_state->changeTraining([](TrainingLabSettings &s) { s.setUp.steps = 10; });
    QTest::mouseClick(m_lab->controls()->trainButton(), Qt::LeftButton);
    waitForTraining();
    QCOMPARE(m_lab->lengthChart()->plot()->graphCount(), 3);
    QTest::mouseClick(m_lab->controls()->resetButton(), Qt::LeftButton);
    QCOMPARE(m_lab->curves()->lossPlot()->graphCount(), 0);
    QCOMPARE(m_lab->lengthChart()->plot()->graphCount(), 0);
    QVERIFY(m_lab->controls()->progressBars().isEmpty());
    QVERIFY(!m_lab->hasResults());
    QVERIFY(!m_lab->controls()->resetButton()->isEnabled());
    // Another seed is another set-up: the models trained with the last one go too.
    QTest::mouseClick(m_lab->controls()->trainButton(), Qt::LeftButton);
    waitForTraining();
    QVERIFY(m_lab->hasResults());
    m_lab->controls()->seedControl()->setValue(7);
    QCOMPARE(m_state->trainingSettings().setUp.seed, quint64(7));
    QVERIFY(!m_lab->hasResults());
}

void TestTrainingLab::typedSentencesAreAnswered_data()
{
    QTest::addColumn<int>("language");
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("expected");  // in the answers, or in the message
    QTest::addColumn<int>("steps");         // enough to answer right only where the answer is checked
    constexpr int kLearns = 300, kAnyModel = 5;
    const int english = int(pe::TaskLanguage::English), chinese = int(pe::TaskLanguage::Chinese);
    QTest::newRow("english") << english << QStringLiteral("The cat chased the mouse.") << QStringLiteral("<b>cat</b>") << kLearns;
    QTest::newRow("other order") << english << QStringLiteral("the cat chased the mouse") << QStringLiteral("the mouse chased the cat") << kAnyModel;
    QTest::newRow("chinese") << chinese << QStringLiteral("猫追羊") << QStringLiteral("<b>猫</b>") << kLearns;
    QTest::newRow("chinese, 老鼠 two characters") << chinese << QStringLiteral("猫追老鼠") << QStringLiteral("never saw: 鼠") << kAnyModel;
    QTest::newRow("unknown word") << english << QStringLiteral("the cat chased the elephant") << QStringLiteral("never saw: elephant") << kAnyModel;
    // A list as the interface's language writes one (猫、追和鼠 in Chinese), not glued with ASCII commas.
    QTest::newRow("two unknown words") << english << QStringLiteral("the elephant chased the giraffe")
                                       << QLocale().createSeparatedList({QStringLiteral("elephant"), QStringLiteral("giraffe")}) << kAnyModel;
    QTest::newRow("emoji") << english << QStringLiteral("the 🐈 chased the mouse") << QStringLiteral("never saw: 🐈") << kAnyModel;
    QTest::newRow("empty") << english << QString() << QStringLiteral("Type a sentence") << kAnyModel;
    QTest::newRow("no verb") << english << QStringLiteral("the cat the mouse the dog") << QStringLiteral("No other order") << kAnyModel;
}

void TestTrainingLab::typedSentencesAreAnswered()
{
    QFETCH(int, language);
    QFETCH(QString, sentence);
    QFETCH(QString, expected);
    QFETCH(int, steps);
    m_state->changeTraining([&](TrainingLabSettings &s) {
        s.positions = {pe::Scheme::Sinusoidal};
        s.setUp.language = pe::TaskLanguage(language);
        s.setUp.steps = steps;
    });
    m_lab->train();
    waitForTraining();
    QLineEdit *box = m_lab->trySentence()->sentenceBox();
    box->selectAll();
    QTest::keyClick(box, Qt::Key_Delete);
    // As an input method types: Chinese and emoji have no keys of their own.
    QInputMethodEvent typing;
    typing.setCommitString(sentence);
    QApplication::sendEvent(box, &typing);
    QCOMPARE(m_state->trainingSettings().sentence, sentence);
    QVERIFY2(m_lab->trySentence()->answers()->text().contains(expected), qPrintable(m_lab->trySentence()->answers()->text()));
}

void TestTrainingLab::aRebuiltLabShowsTheRunsSoFar_data()
{
    QTest::addColumn<QString>("when");
    QTest::newRow("after training") << QStringLiteral("after");
    QTest::newRow("after Stop") << QStringLiteral("stopped");
    QTest::newRow("while training") << QStringLiteral("while");
}

// A change of language rebuilds the window with a new lab on the same state: the runs go on, and
// the new lab draws them as the old one did.
void TestTrainingLab::aRebuiltLabShowsTheRunsSoFar()
{
    QFETCH(QString, when);
    m_state->changeTraining([&](TrainingLabSettings &s) { s.setUp.steps = when == QLatin1String("stopped") ? kMaxLabSteps : 60; });
    QTest::mouseClick(m_lab->controls()->trainButton(), Qt::LeftButton);
    if (when == QLatin1String("after"))
        waitForTraining();
    if (when == QLatin1String("stopped")) {
        QTRY_VERIFY_WITH_TIMEOUT(m_lab->curves()->lossPlot()->graph(0)->dataCount() >= 3, 30000);
        m_lab->stop();
        waitForTraining();
    }
    const QString csv = m_lab->curvesCsv();
    const QString answers = m_lab->trySentence()->answers()->text();
    const QList<std::shared_ptr<const pe::Trainer>> trained = m_state->trainedModels();
    const int tableStep = m_lab->learnedTable()->shownStep();
    delete m_lab;
    m_lab = new TrainingLab(m_state);
    m_lab->show();
    QVERIFY(m_lab->hasCurves());
    QCOMPARE(m_lab->curves()->lossPlot()->graphCount(), 3);
    if (when == QLatin1String("while")) {
        QVERIFY(m_lab->isTraining());
        QVERIFY(m_lab->controls()->stopButton()->isEnabled());
        waitForTraining();
        // Drawn partly from the runner's history and partly live: the same as drawn from history alone.
        auto *redrawn = new TrainingLab(m_state);
        QCOMPARE(redrawn->curvesCsv(), m_lab->curvesCsv());
        QCOMPARE(redrawn->trySentence()->answers()->text(), m_lab->trySentence()->answers()->text());
        QCOMPARE(redrawn->learnedTable()->shownStep(), 60);
        delete redrawn;
        QCOMPARE(m_lab->curves()->lossPlot()->graph(0)->dataCount(), 60);
    } else {
        QCOMPARE(m_lab->curvesCsv(), csv);
        QCOMPARE(m_lab->trySentence()->answers()->text(), answers);
        QCOMPARE(m_lab->learnedTable()->shownStep(), tableStep);
        QCOMPARE(m_state->trainedModels(), trained);
    }
    QVERIFY(!m_lab->isTraining());
    QVERIFY(m_lab->hasResults());
    QVERIFY(!m_lab->controls()->stopButton()->isEnabled());
    QVERIFY(m_lab->controls()->resetButton()->isEnabled());
    QCOMPARE(m_lab->lengthChart()->plot()->graphCount(), 3);
    // Sinusoidal and learned, each once it took a step (after Stop the third run may not have).
    int trainedWithPosition = 0;
    for (int run = 0; run < m_lab->runner()->runCount(); ++run)
        trainedWithPosition += m_lab->runner()->settings(run).position && m_lab->runner()->result(run)->stepsDone() > 0;
    QCOMPARE(m_state->trainedModels().size(), trainedWithPosition);
    QCOMPARE(m_lab->controls()->progressBars()[0]->value(), m_lab->runner()->result(0)->stepsDone());
}

void TestTrainingLab::eventLoopTurnsWhileTraining()
{
    // The window is never left waiting for a step: the event loop turns all along (its longest
    // gap is a benchmark figure, bench_frames "training lab: longest
    // event-loop gap while training", with a target of 50 ms).
    int turns = 0;
    QTimer tick;
    tick.setInterval(0);
    connect(&tick, &QTimer::timeout, this, [&] { ++turns; });
    tick.start();
    QEventLoop loop;
    connect(m_lab, &TrainingLab::trainingFinished, &loop, &QEventLoop::quit);
    m_lab->train();
    loop.exec();
    QVERIFY2(turns > m_state->trainingSettings().setUp.steps, qPrintable(QString::number(turns)));
}

void TestTrainingLab::attentionLabOffersTheTrainedModels()
{
    AttentionLab attention(m_state);
    attention.resize(1200, 800);
    attention.show();
    QComboBox *queries = attention.controls()->projectionControl();
    QCOMPARE(queries->count(), 2);  // identity, random
    // The models score with cosine, the lab with its own score until a model is chosen.
    m_state->changeTraining([](TrainingLabSettings &s) {
        s.setUp.steps = 60;
        s.setUp.score = pe::Score::Cosine;
    });
    QTest::mouseClick(m_lab->controls()->trainButton(), Qt::LeftButton);
    waitForTraining();
    // One entry per run with a position: sinusoidal and learned, not "no position".
    QCOMPARE(queries->count(), 4);
    QVERIFY2(queries->itemText(2).contains(QStringLiteral("sinusoidal")), qPrintable(queries->itemText(2)));
    QVERIFY2(queries->itemText(3).contains(QStringLiteral("learned")), qPrintable(queries->itemText(3)));

    m_state->changeLab([](LabSettings &lab) {
        lab.sentenceA = QStringLiteral("The dog bit the man.");
        lab.sentenceB = QStringLiteral("The man bit the dog.");
    });
    queries->setCurrentIndex(2);
    QCOMPARE(m_state->labSettings().trained, m_state->trainedModels().at(0));
    QVERIFY(attention.comparison().has_value());
    QCOMPARE(attention.comparison()->a, QStringList({"the", "dog", "bit", "the", "man"}));
    QVERIFY(attention.comparison()->maxDifferenceWithout <= 1e-12);
    QVERIFY(attention.comparison()->maxDifferenceWith > 1e-6);
    QCOMPARE(attention.controls()->dModelControl()->value(), 32.0);
    QCOMPARE(attention.controls()->scoreControl()->currentData().toInt(), int(pe::Score::Cosine));
    QVERIFY(!attention.controls()->headsControl()->isEnabled());
    QVERIFY(attention.controls()->embeddingsNote()->text().contains(QStringLiteral("60")));

    // Words the model never saw are named, and nothing is drawn for them.
    m_state->changeLab([](LabSettings &lab) { lab.sentenceA = QStringLiteral("Tigers love rabbits."); });
    QVERIFY2(attention.sentences()->message()->text().contains(QStringLiteral("tigers")), qPrintable(attention.sentences()->message()->text()));
    QVERIFY(!attention.comparison().has_value());
    // The learned table has no rows past the training length: the maps with position say why.
    m_state->changeLab([](LabSettings &lab) {
        lab.sentenceA = QStringLiteral("the big old brown dog suddenly bit the small man");
        lab.sentenceB = QStringLiteral("the small man suddenly bit the big old brown dog");
    });
    queries->setCurrentIndex(3);
    QVERIFY(attention.comparison().has_value());
    QVERIFY2(attention.maps()->verdict(AttentionMapGrid::WithPosition)->text().contains(QStringLiteral("learned table")),
             qPrintable(attention.maps()->verdict(AttentionMapGrid::WithPosition)->text()));
    QVERIFY2(attention.insideOneWord()->tokenSimilarity()->text().contains(QStringLiteral("with position there are none")),
             qPrintable(attention.insideOneWord()->tokenSimilarity()->text()));

    // Reset forgets the models: the entries go and the lab is back to random queries and keys.
    QTest::mouseClick(m_lab->controls()->resetButton(), Qt::LeftButton);
    QCOMPARE(queries->count(), 2);
    QVERIFY(!m_state->labSettings().trained);
    QCOMPARE(queries->currentData().toInt(), int(pe::Projection::Random));
    QCOMPARE(attention.controls()->scoreControl()->currentData().toInt(), int(pe::Score::Scaled));
    QVERIFY(attention.controls()->headsControl()->isEnabled());
    QCOMPARE(attention.comparison()->a.size(), 10);  // the app's own tokens again, with its random vectors
}

void TestTrainingLab::lowerRowFitsTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("tabbed");
    QTest::newRow("a projector at 1024 × 768") << QSize(1024, 768) << true;
    QTest::newRow("1280 × 720") << QSize(1280, 720) << true;
    QTest::newRow("1920 × 1080") << QSize(1920, 1080) << false;
}

void TestTrainingLab::lowerRowFitsTheWindow()
{
    QFETCH(QSize, size);
    QFETCH(bool, tabbed);
    m_lab->resize(size);
    QTRY_COMPARE(m_lab->lowerRow()->tabbed(), tabbed);
    // Both views have room: the length chart at least, and the learned table when it is shown.
    QVERIFY(m_lab->lengthChart()->isVisible());
    QVERIFY(m_lab->lengthChart()->width() >= (tabbed ? 600 : 400));
    if (tabbed) {
        // Training the learned table turns to its tab; the end of training turns back.
        m_state->changeTraining([](TrainingLabSettings &s) { s.setUp.steps = 10; });
        QTest::mouseClick(m_lab->controls()->trainButton(), Qt::LeftButton);
        QVERIFY(m_lab->learnedTable()->isVisible());
        // A wider window and back again: the learned table's tab is still the one in sight.
        m_lab->resize(1920, 1080);
        QTRY_VERIFY(!m_lab->lowerRow()->tabbed());
        m_lab->resize(size);
        QTRY_VERIFY(m_lab->lowerRow()->tabbed());
        QVERIFY(m_lab->learnedTable()->isVisible());
        waitForTraining();
        QVERIFY(m_lab->lengthChart()->isVisible());
    } else {
        QVERIFY(m_lab->learnedTable()->isVisible());
    }
}

void TestTrainingLab::learnedTableFollowsItsShape_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("columns");
    QTest::newRow("side by side on a wide screen") << QSize(900, 420) << 2;
    QTest::newRow("a low tab on a projector") << QSize(900, 250) << 4;
    QTest::newRow("back to two rows") << QSize(700, 400) << 2;
}

void TestTrainingLab::learnedTableFollowsItsShape()
{
    QFETCH(QSize, size);
    QFETCH(int, columns);
    LearnedTableView view(m_state);
    view.resize(size);
    view.show();
    QTRY_COMPARE(view.columns(), columns);
    QTRY_COMPARE(view.learnedPlot()->height() > size.height() / 2, columns == 4);
    // The learned table and the sinusoidal one are the same size, in every arrangement.
    QTRY_COMPARE(view.learnedPlot()->size(), view.sinusoidalPlot()->size());
}

QTEST_MAIN(TestTrainingLab)
#include "test_training_lab.moc"
