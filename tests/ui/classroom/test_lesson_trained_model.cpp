// A lesson keeps the Attention Lab's trained model as the run that trained it ("projection":
// "trained" and "trained_model"): opened in a fresh app, the lab trains it again, bit for bit,
// or takes the Training Lab's own when it has the very same; a teacher's step keeps it too.

#include "attention_lab/attention_lab.h"
#include "attention_lab/attention_map_grid.h"
#include "attention_lab/controls.h"
#include "lesson/lesson_file.h"
#include "state/app_state.h"
#include "training/model.h"

#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <qcustomplot.h>

namespace {

// A model of the Training Lab's kind: `stepsDone` of its `steps` (fewer when it was stopped).
std::shared_ptr<const pe::Trainer> trainedModel(pe::Scheme scheme, int steps, int stepsDone)
{
    TrainingLabSettings lab;
    lab.setUp.steps = steps;
    lab.setUp.dModel = 16;
    lab.positions = {scheme};
    auto model = std::make_shared<pe::Trainer>(trainingRuns(lab).first());
    for (int step = 0; step < stepsDone; ++step)
        model->step();
    return model;
}

// Every weight of both models, as exact as the bits.
bool sameWeights(const pe::Trainer &a, const pe::Trainer &b)
{
    pe::ModelParameters x = a.parameters();
    pe::ModelParameters y = b.parameters();
    const std::vector<pe::NamedTensor> tx = pe::namedTensors(x);
    const std::vector<pe::NamedTensor> ty = pe::namedTensors(y);
    if (tx.size() != ty.size())
        return false;
    for (std::size_t i = 0; i < tx.size(); ++i)
        if (*tx[i].tensor != *ty[i].tensor)
            return false;
    return true;
}

QByteArray lessonWithModel(const std::shared_ptr<const pe::Trainer> &model)
{
    AppState state;
    state.addTrainedModel(model);
    state.changeLab([](LabSettings &lab) {
        lab.sentenceA = QStringLiteral("the dog bit the man");
        lab.sentenceB = QStringLiteral("the man bit the dog");
    });
    return lessonToBytes(state, QStringLiteral("attention"));
}

} // namespace

class TestLessonTrainedModel : public QObject
{
    Q_OBJECT
private slots:
    void aFreshAppTrainsItAgain_data();
    void aFreshAppTrainsItAgain();
    void theTrainingLabsOwnIsTakenAsItIs();
    void aTeachersStepKeepsIt();
    void theTrainingLabKeepsALessonsModel();
    void badModelsAreRefused_data();
    void badModelsAreRefused();
};

void TestLessonTrainedModel::aFreshAppTrainsItAgain_data()
{
    QTest::addColumn<int>("scheme");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("stepsDone");
    QTest::newRow("sinusoidal, finished") << int(pe::Scheme::Sinusoidal) << 30 << 30;
    QTest::newRow("rope, stopped at 12 of 40") << int(pe::Scheme::Rope) << 40 << 12;
    QTest::newRow("alibi, finished") << int(pe::Scheme::Alibi) << 20 << 20;
}

void TestLessonTrainedModel::aFreshAppTrainsItAgain()
{
    QFETCH(int, scheme);
    QFETCH(int, steps);
    QFETCH(int, stepsDone);
    const std::shared_ptr<const pe::Trainer> original = trainedModel(pe::Scheme(scheme), steps, stepsDone);
    const QByteArray bytes = lessonWithModel(original);
    const QJsonObject lab = QJsonDocument::fromJson(bytes).object().value(QStringLiteral("lab")).toObject();
    QCOMPARE(lab.value(QStringLiteral("projection")).toString(), QStringLiteral("trained"));
    QCOMPARE(lab.value(QStringLiteral("trained_model")).toObject().value(QStringLiteral("steps")).toInt(), stepsDone);

    AppState state;
    QString view;
    QCOMPARE(applyLesson(bytes, &state, &view), QString());
    // Read, not trained yet: the run that trains it waits for the lab to be shown.
    QVERIFY(state.labSettings().trained);
    QCOMPARE(state.labSettings().trained->stepsDone(), 0);
    QVERIFY(state.labSettings().trained->settings() == pe::settingsSoFar(*original));

    AttentionLab attentionLab(&state);
    attentionLab.resize(1400, 900);
    attentionLab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&attentionLab));
    const std::shared_ptr<const pe::Trainer> &again = state.labSettings().trained;
    QVERIFY(again);
    QCOMPARE(again->stepsDone(), stepsDone);
    QVERIFY(sameWeights(*again, *original));
    QCOMPARE(state.trainedModels(), QList<std::shared_ptr<const pe::Trainer>>{again});
    QVERIFY(attentionLab.comparison());
    QVERIFY2(attentionLab.controls()->projectionControl()->currentText().contains(QStringLiteral("trained on")),
             qPrintable(attentionLab.controls()->projectionControl()->currentText()));
    // Its maps, saved, name the model whose queries and keys they show.
    QCOMPARE(attentionLab.maps()->plot(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition)->property("figureSubject").toString(),
             attentionLab.controls()->projectionControl()->currentText());
    // Saved again, the same file: the step is what it was.
    QCOMPARE(lessonToBytes(state, QStringLiteral("attention")), bytes);
}

void TestLessonTrainedModel::theTrainingLabsOwnIsTakenAsItIs()
{
    const std::shared_ptr<const pe::Trainer> original = trainedModel(pe::Scheme::Sinusoidal, 25, 25);
    const QByteArray bytes = lessonWithModel(original);
    AppState state;
    state.setTrainedModels({original});
    QString view;
    QCOMPARE(applyLesson(bytes, &state, &view), QString());
    AttentionLab attentionLab(&state);
    attentionLab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&attentionLab));
    QCOMPARE(state.labSettings().trained, original);
    QCOMPARE(state.trainedModels().size(), 1);
}

void TestLessonTrainedModel::aTeachersStepKeepsIt()
{
    const std::shared_ptr<const pe::Trainer> original = trainedModel(pe::Scheme::Learned, 25, 25);
    AppState teacher;
    teacher.addTrainedModel(original);
    const TeacherStep step{QStringLiteral("Trained"), QStringLiteral("The model trained on who did it."),
                           setUpToJson(teacher, QStringLiteral("attention"))};

    AppState state;
    QString view;
    QCOMPARE(applyTeacherStep(step, &state, &view), QString());
    QCOMPARE(view, QStringLiteral("attention"));
    AttentionLab attentionLab(&state);
    attentionLab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&attentionLab));
    QVERIFY(state.labSettings().trained);
    QVERIFY(sameWeights(*state.labSettings().trained, *original));
}

void TestLessonTrainedModel::theTrainingLabKeepsALessonsModel()
{
    AppState state;
    const std::shared_ptr<const pe::Trainer> lessons = trainedModel(pe::Scheme::Sinusoidal, 10, 10);
    state.addTrainedModel(lessons);
    // The Training Lab forgets its runs (a new set-up): the lesson's model stays, and stays shown.
    const std::shared_ptr<const pe::Trainer> labs = trainedModel(pe::Scheme::Rope, 10, 10);
    state.setTrainedModels({labs});
    state.setTrainedModels({});
    QCOMPARE(state.labSettings().trained, lessons);
    QCOMPARE(state.trainedModels(), QList<std::shared_ptr<const pe::Trainer>>{lessons});
}

void TestLessonTrainedModel::badModelsAreRefused_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("no run") << QByteArray("\"trained_model\"") << QByteArray("\"trained_modell\"")
                            << QStringLiteral("lab.trained_model.task must be one of");
    QTest::newRow("no position") << QByteArray("\"schemes\": [\n                \"sinusoidal\"") << QByteArray("\"schemes\": [\n                \"none\"")
                                 << QStringLiteral("lab.trained_model.schemes must name one scheme, not none");
    QTest::newRow("no step") << QByteArray("\"steps\": 25") << QByteArray("\"steps\": 0")
                             << QStringLiteral("lab.trained_model.steps must be a whole number from 1 to 5000");
    QTest::newRow("unknown projection") << QByteArray("\"trained\"") << QByteArray("\"learned\"")
                                        << QStringLiteral("lab.projection must be one of identity, random, trained");
}

void TestLessonTrainedModel::badModelsAreRefused()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, message);
    QByteArray bytes = lessonWithModel(trainedModel(pe::Scheme::Sinusoidal, 25, 25));
    QVERIFY2(bytes.contains(from), bytes.constData());
    bytes.replace(from, to);
    AppState state;
    const QByteArray before = lessonToBytes(state, QStringLiteral("encoding"));
    QString view = QStringLiteral("encoding");
    const QString error = applyLesson(bytes, &state, &view);
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(lessonToBytes(state, QStringLiteral("encoding")), before);
}

QTEST_MAIN(TestLessonTrainedModel)
#include "test_lesson_trained_model.moc"
