// The Training Lab's set-up as a teacher makes it: the boxes that belong to one scheme (RoPE's
// layout and scaling, Shaw's values) act only while it is ticked and reach only its run, the
// score reaches every run, the speed reaches the runner, and lesson files keep all of it (older
// files read with the defaults).

#include "state/app_state.h"
#include "lesson/lesson_training.h"
#include "state/settings.h"
#include "state/training_runner.h"
#include "training_lab/controls.h"
#include "training_lab/training_lab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QtTest>

class TestTrainingSetUp : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void lessonKeepsTheSetUp_data();
    void lessonKeepsTheSetUp();
    void ropeBoxesGoWithRope();
    void conventionGoesWithTheSinusoidalRun();
    void shawValuesGoWithShaw();
    void scoreReachesEveryRun();
    void speedReachesTheRunner();

private:
    AppState *m_state = nullptr;
    TrainingLab *m_lab = nullptr;
};

void TestTrainingSetUp::init()
{
    m_state = new AppState;
    m_lab = new TrainingLab(m_state);
    m_lab->show();
}

void TestTrainingSetUp::cleanup()
{
    delete m_lab;
    delete m_state;
}

void TestTrainingSetUp::lessonKeepsTheSetUp_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("error");
    QTest::newRow("as saved") << QString() << QJsonValue() << QString();
    QTest::newRow("unknown scheme") << QStringLiteral("schemes") << QJsonValue(QJsonArray{QStringLiteral("magic")})
                                    << QStringLiteral("training.schemes must list schemes");
    QTest::newRow("too many steps") << QStringLiteral("steps") << QJsonValue(kMaxLabSteps + 1) << QStringLiteral("training.steps must be");
    QTest::newRow("heads not dividing d_model") << QStringLiteral("heads") << QJsonValue(3) << QStringLiteral("heads must be from 1 to 8 and divide");
    QTest::newRow("unknown task") << QStringLiteral("task") << QJsonValue(QStringLiteral("translate")) << QStringLiteral("training.task must be one of");
    QTest::newRow("negative seed") << QStringLiteral("seed") << QJsonValue(-1) << QStringLiteral("training.seed must be");
    // Undefined: the field is left out, as in a file written before the lab had the box.
    QTest::newRow("no seed: the default one") << QStringLiteral("seed") << QJsonValue(QJsonValue::Undefined) << QString();
    QTest::newRow("no RoPE scaling: unscaled") << QStringLiteral("rope_scaling") << QJsonValue(QJsonValue::Undefined) << QString();
    QTest::newRow("unknown RoPE scaling") << QStringLiteral("rope_scaling") << QJsonValue(QStringLiteral("longrope"))
                                          << QStringLiteral("training.rope_scaling must be one of none, interpolation, ntk");
    QTest::newRow("no RoPE layout: adjacent pairs") << QStringLiteral("rope_layout") << QJsonValue(QJsonValue::Undefined) << QString();
    QTest::newRow("unknown RoPE layout") << QStringLiteral("rope_layout") << QJsonValue(QStringLiteral("thirds"))
                                         << QStringLiteral("training.rope_layout must be one of pairs, halves");
    QTest::newRow("no layout: the paper's") << QStringLiteral("layout") << QJsonValue(QJsonValue::Undefined) << QString();
    QTest::newRow("unknown layout") << QStringLiteral("layout") << QJsonValue(QStringLiteral("fairseq"))
                                    << QStringLiteral("training.layout must be one of interleaved, concatenated, tensor2tensor");
    QTest::newRow("no score: scaled dot") << QStringLiteral("score") << QJsonValue(QJsonValue::Undefined) << QString();
    QTest::newRow("no Shaw values: keys alone") << QStringLiteral("shaw_values") << QJsonValue(QJsonValue::Undefined) << QString();
    QTest::newRow("Shaw values not a boolean") << QStringLiteral("shaw_values") << QJsonValue(QStringLiteral("yes"))
                                               << QStringLiteral("training.shaw_values must be");
    QTest::newRow("unknown score") << QStringLiteral("score") << QJsonValue(QStringLiteral("general"))
                                   << QStringLiteral("training.score must be one of dot, scaled, additive, bilinear, cosine");
    QTest::newRow("no pace: full speed") << QStringLiteral("pace") << QJsonValue(QJsonValue::Undefined) << QString();
    QTest::newRow("unknown pace") << QStringLiteral("pace") << QJsonValue(QStringLiteral("slow"))
                                  << QStringLiteral("training.pace must be one of full, class");
}

void TestTrainingSetUp::lessonKeepsTheSetUp()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, error);
    TrainingLabSettings settings;
    settings.positions = {pe::Scheme::Rope, std::nullopt};
    settings.setUp.task = pe::TrainingTask::Previous;
    settings.setUp.causal = true;
    settings.setUp.trainLength = 6;
    settings.setUp.testLength = 12;
    settings.setUp.seed = 42;
    settings.setUp.schemeSettings.ropeScale.scaling = pe::RopeScaling::Interpolation;
    settings.setUp.schemeSettings.ropeLayout = pe::Layout::Concatenated;
    settings.setUp.score = pe::Score::Additive;
    settings.setUp.layout = pe::Layout::Tensor2Tensor;
    settings.setUp.schemeSettings.shawValues = true;
    settings.sentence = QStringLiteral("a b c");
    settings.pace = TrainingPace::Class;
    QJsonObject training = trainingToJson(settings);
    if (value.isUndefined()) {
        training.remove(field);
        const pe::TrainingSettings defaults;
        pe::TrainingSettings &s = settings.setUp;
        s.seed = field == QLatin1String("seed") ? defaults.seed : s.seed;
        s.schemeSettings.ropeScale.scaling = field == QLatin1String("rope_scaling") ? defaults.schemeSettings.ropeScale.scaling : s.schemeSettings.ropeScale.scaling;
        s.schemeSettings.ropeLayout = field == QLatin1String("rope_layout") ? defaults.schemeSettings.ropeLayout : s.schemeSettings.ropeLayout;
        s.score = field == QLatin1String("score") ? defaults.score : s.score;
        s.layout = field == QLatin1String("layout") ? defaults.layout : s.layout;
        s.schemeSettings.shawValues = field == QLatin1String("shaw_values") ? defaults.schemeSettings.shawValues : s.schemeSettings.shawValues;
        settings.pace = field == QLatin1String("pace") ? TrainingPace::Full : settings.pace;
    } else if (!field.isEmpty()) {
        training.insert(field, value);
    }
    QString message;
    const TrainingLabSettings read = readTraining(QJsonObject{{QStringLiteral("training"), training}}, QStringLiteral("training"), &message);
    if (error.isEmpty()) {
        QCOMPARE(message, QString());
        // The boxes' order, not the order ticked.
        settings.positions = {std::nullopt, pe::Scheme::Rope};
        QVERIFY(read == settings);
    } else {
        QVERIFY2(message.contains(error), qPrintable(message));
    }
}

// RoPE's boxes mean something only while RoPE is trained; their choices reach RoPE's run alone.
void TestTrainingSetUp::ropeBoxesGoWithRope()
{
    QComboBox *scaling = m_lab->controls()->ropeScalingControl();
    QComboBox *layout = m_lab->controls()->ropeLayoutControl();
    QCOMPARE(scaling->count(), int(pe::ropeScalingNames().size()));
    QCOMPARE(layout->count(), int(pe::ropeLayoutNames().size()));
    QVERIFY(!m_state->trainingSettings().positions.contains(pe::Scheme::Rope));
    QVERIFY(!scaling->isEnabled());
    QVERIFY(!layout->isEnabled());
    const QList<QCheckBox *> &boxes = m_lab->controls()->schemeControls();
    boxes[trainablePositions().indexOf(pe::Scheme::Rope)]->setChecked(true);
    QVERIFY(scaling->isEnabled());
    QVERIFY(layout->isEnabled());
    scaling->setCurrentIndex(scaling->findData(int(pe::RopeScaling::Interpolation)));
    layout->setCurrentIndex(layout->findData(int(pe::Layout::Concatenated)));
    QCOMPARE(m_state->trainingSettings().setUp.schemeSettings.ropeScale.scaling, pe::RopeScaling::Interpolation);
    QCOMPARE(m_state->trainingSettings().setUp.schemeSettings.ropeLayout, pe::Layout::Concatenated);
    // RoPE's run turns with them; the others' history.json do not name what they never use.
    const QList<pe::TrainingSettings> runs = trainingRuns(m_state->trainingSettings());
    QVERIFY(runs.size() >= 2);
    for (const pe::TrainingSettings &run : runs) {
        const bool rope = run.position == pe::Scheme::Rope;
        QCOMPARE(run.schemeSettings.ropeScale.scaling, rope ? pe::RopeScaling::Interpolation : pe::RopeScaling::None);
        QCOMPARE(run.schemeSettings.ropeLayout, rope ? pe::Layout::Concatenated : pe::Layout::Interleaved);
    }
    // Set from a lesson, the boxes follow.
    m_state->changeTraining([](TrainingLabSettings &s) {
        s.setUp.schemeSettings.ropeScale.scaling = pe::RopeScaling::Ntk;
        s.setUp.schemeSettings.ropeLayout = pe::Layout::Interleaved;
    });
    QCOMPARE(scaling->currentData().toInt(), int(pe::RopeScaling::Ntk));
    QCOMPARE(layout->currentData().toInt(), int(pe::Layout::Interleaved));
}

// The convention box goes with the sinusoidal run, and reaches it alone.
void TestTrainingSetUp::conventionGoesWithTheSinusoidalRun()
{
    QComboBox *convention = m_lab->controls()->conventionControl();
    QCOMPARE(convention->count(), 3);
    QVERIFY(convention->isEnabled());  // sinusoidal is ticked by default
    convention->setCurrentIndex(convention->findData(int(pe::Layout::Tensor2Tensor)));
    QCOMPARE(m_state->trainingSettings().setUp.layout, pe::Layout::Tensor2Tensor);
    for (const pe::TrainingSettings &run : trainingRuns(m_state->trainingSettings())) {
        const bool sinusoidal = run.position == pe::Scheme::Sinusoidal;
        QCOMPARE(run.layout, sinusoidal ? pe::Layout::Tensor2Tensor : pe::Layout::Interleaved);
        if (sinusoidal)  // and its model adds tensor2tensor's table
            QCOMPARE(pe::modelConfig(run).layout, pe::Layout::Tensor2Tensor);
    }
    const QList<QCheckBox *> &boxes = m_lab->controls()->schemeControls();
    boxes[trainablePositions().indexOf(pe::Scheme::Sinusoidal)]->setChecked(false);
    QVERIFY(!convention->isEnabled());
}

// Shaw's values box means something only while Shaw is trained, and reaches Shaw's run alone.
void TestTrainingSetUp::shawValuesGoWithShaw()
{
    QCheckBox *values = m_lab->controls()->switchControl(QStringLiteral("shaw_values"));
    QVERIFY(!values->isEnabled());
    const QList<QCheckBox *> &boxes = m_lab->controls()->schemeControls();
    boxes[trainablePositions().indexOf(pe::Scheme::Shaw)]->setChecked(true);
    QVERIFY(values->isEnabled());
    values->click();
    QVERIFY(m_state->trainingSettings().setUp.schemeSettings.shawValues);
    const QList<pe::TrainingSettings> runs = trainingRuns(m_state->trainingSettings());
    QVERIFY(runs.size() >= 2);
    for (const pe::TrainingSettings &run : runs)
        QCOMPARE(run.schemeSettings.shawValues, run.position == pe::Scheme::Shaw);
    m_state->changeTraining([](TrainingLabSettings &s) { s.setUp.schemeSettings.shawValues = false; });
    QVERIFY(!values->isChecked());
}

// One score for the whole comparison: every run scores with it, whatever its scheme.
void TestTrainingSetUp::scoreReachesEveryRun()
{
    QComboBox *score = m_lab->controls()->scoreControl();
    QCOMPARE(score->count(), int(pe::allScores().size()));
    QCOMPARE(score->currentData().toInt(), int(pe::Score::Scaled));
    for (QCheckBox *box : m_lab->controls()->schemeControls())
        box->setChecked(true);
    score->setCurrentIndex(score->findData(int(pe::Score::Cosine)));
    const QList<pe::TrainingSettings> runs = trainingRuns(m_state->trainingSettings());
    QCOMPARE(runs.size(), trainablePositions().size());
    for (const pe::TrainingSettings &run : runs)
        QCOMPARE(run.score, pe::Score::Cosine);
    m_state->changeTraining([](TrainingLabSettings &s) { s.setUp.score = pe::Score::Bilinear; });
    QCOMPARE(score->currentData().toInt(), int(pe::Score::Bilinear));
}

// The speed box sets the state's pace, follows it when a lesson sets it, and the runner paces by it
// from its next step on (test_training_runner checks the pacing itself, on a clock of its own).
void TestTrainingSetUp::speedReachesTheRunner()
{
    QComboBox *speed = m_lab->controls()->paceControl();
    QCOMPARE(speed->currentData().toInt(), int(TrainingPace::Full));
    QCOMPARE(m_lab->runner()->pace(), TrainingPace::Full);
    speed->setCurrentIndex(speed->findData(int(TrainingPace::Class)));
    QCOMPARE(m_state->trainingSettings().pace, TrainingPace::Class);
    QCOMPARE(m_lab->runner()->pace(), TrainingPace::Class);
    m_state->changeTraining([](TrainingLabSettings &s) { s.pace = TrainingPace::Full; });
    QCOMPARE(speed->currentData().toInt(), int(TrainingPace::Full));
    QCOMPARE(m_lab->runner()->pace(), TrainingPace::Full);
}

QTEST_MAIN(TestTrainingSetUp)
#include "test_training_set_up.moc"
