// pe-explorer --train: the options it takes, the messages for bad ones, and the folder a run
// writes (history.json, parameters.json, init/ and final/ tensors, the first batches).

#include "support/test_paths.h"
#include "cli/command_line.h"
#include "training/code.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

Q_DECLARE_METATYPE(pe::TrainingSettings)

namespace {

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

// The header of a .npy file: "{'descr': '<f8', 'fortran_order': False, 'shape': (8, 32), }".
QString npyHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.read(128);
    return QString::fromLatin1(bytes.mid(10, bytes.indexOf('\n') - 10));
}

} // namespace

class TestCommandLineTraining : public QObject
{
    Q_OBJECT
private slots:
    void readsEveryOption();
    void defaultsAreTheLabs();
    void rejectsBadArguments_data();
    void rejectsBadArguments();
    void writesTheRun();
    void showCodesCommandMakesTheSameRun_data();
    void showCodesCommandMakesTheSameRun();
    void badArgumentsExitTwo();
    void picturesTheLabsTraining_data();
    void picturesTheLabsTraining();
};

void TestCommandLineTraining::readsEveryOption()
{
    const CommandLineParse parse = parseCommandLine(
        {"pe-explorer", "--train", "reverse", "--scheme", "none", "--causal", "--layers", "2", "--heads", "4", "--d-model", "16",
         "--steps", "7", "--batch", "5", "--lr", "0.01", "--seed", "3", "--train-length", "6", "--test-length", "9",
         "--task-language", "zh", "--export-training", "out"});
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    const pe::TrainingSettings &s = parse.options.training;
    QCOMPARE(parse.options.mode, CommandLineOptions::Mode::Train);
    QCOMPARE(s.task, pe::TrainingTask::Reverse);
    QVERIFY(!s.position.has_value());
    QVERIFY(s.causal);
    QCOMPARE(s.layers, 2);
    QCOMPARE(s.heads, 4);
    QCOMPARE(s.dModel, 16);
    QCOMPARE(s.steps, 7);
    QCOMPARE(s.batch, 5);
    QCOMPARE(s.learningRate, 0.01);
    QCOMPARE(s.seed, quint64(3));
    QCOMPARE(s.trainLength, 6);
    QCOMPARE(s.testLength, 9);
    QCOMPARE(s.language, pe::TaskLanguage::Chinese);
    QCOMPARE(parse.options.outputFile, QStringLiteral("out"));

    // T5's buckets; the model's causal mask makes them causal (modelConfig()).
    const CommandLineParse t5 = parseCommandLine({"pe-explorer", "--train", "who-did-it", "--scheme", "t5", "--causal",
                                                  "--t5-buckets", "16", "--t5-max-distance", "40"});
    QVERIFY2(t5.error.isEmpty(), qPrintable(t5.error));
    QCOMPARE(t5.options.training.position, std::optional(pe::Scheme::T5));
    QCOMPARE(pe::modelConfig(t5.options.training).schemeSettings.t5, (pe::T5Buckets{16, 40, true}));

    const CommandLineParse rope = parseCommandLine({"pe-explorer", "--train", "previous", "--scheme", "rope", "--rope-scaling", "ntk"});
    QVERIFY2(rope.error.isEmpty(), qPrintable(rope.error));
    QCOMPARE(rope.options.training.schemeSettings.ropeScale.scaling, pe::RopeScaling::Ntk);

    const CommandLineParse scored = parseCommandLine({"pe-explorer", "--train", "who-did-it", "--scheme", "rope", "--rope-layout",
                                                      "halves", "--score", "additive"});
    QVERIFY2(scored.error.isEmpty(), qPrintable(scored.error));
    QCOMPARE(scored.options.training.schemeSettings.ropeLayout, pe::Layout::Concatenated);
    QCOMPARE(scored.options.training.score, pe::Score::Additive);

    const CommandLineParse values = parseCommandLine({"pe-explorer", "--train", "previous", "--scheme", "shaw", "--shaw-values"});
    QVERIFY2(values.error.isEmpty(), qPrintable(values.error));
    QVERIFY(values.options.training.schemeSettings.shawValues);
}

void TestCommandLineTraining::defaultsAreTheLabs()
{
    const CommandLineParse parse = parseCommandLine({"pe-explorer", "--train", "who-did-it", "--train-length", "10"});
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    const pe::TrainingSettings defaults;
    QCOMPARE(parse.options.training.position, defaults.position);
    QCOMPARE(parse.options.training.dModel, defaults.dModel);
    QCOMPARE(parse.options.training.steps, defaults.steps);
    // Without --test-length the test goes to twice the training length.
    QCOMPARE(parse.options.training.testLength, 20);
    QVERIFY(parse.options.outputFile.isEmpty());
}

void TestCommandLineTraining::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown task") << QStringList{"--train", "sort"} << "--train";
    QTest::newRow("unknown scheme") << QStringList{"--train", "reverse", "--scheme", "fourier"} << "none, nope, sinusoidal";
    QTest::newRow("an option of another mode") << QStringList{"--train", "reverse", "--sentence", "hi"} << "--sentence";
    QTest::newRow("two outputs") << QStringList{"--train", "reverse", "--screenshot", "a.png"} << "--screenshot";
    QTest::newRow("no steps") << QStringList{"--train", "reverse", "--steps", "0"} << "steps";
    QTest::newRow("steps not a number") << QStringList{"--train", "reverse", "--steps", "many"} << "--steps";
    QTest::newRow("learning rate 0") << QStringList{"--train", "reverse", "--lr", "0"} << "learning rate";
    QTest::newRow("learning rate nan") << QStringList{"--train", "reverse", "--lr", "nan"} << "--lr";
    QTest::newRow("unknown sentence language") << QStringList{"--train", "who-did-it", "--task-language", "fr"} << "--task-language";
    QTest::newRow("heads that do not divide d_model") << QStringList{"--train", "reverse", "--heads", "3"} << "heads";
    QTest::newRow("nine layers") << QStringList{"--train", "reverse", "--layers", "9"} << "layers";
    QTest::newRow("training length below the shortest sentence") << QStringList{"--train", "who-did-it", "--train-length", "4"} << "training length";
    QTest::newRow("test length below training length") << QStringList{"--train", "reverse", "--test-length", "5"} << "test length";
    QTest::newRow("negative seed") << QStringList{"--train", "reverse", "--seed", "-1"} << "--seed";
    QTest::newRow("batch 0") << QStringList{"--train", "reverse", "--batch", "0"} << "batch";
    QTest::newRow("t5 buckets without t5") << QStringList{"--train", "who-did-it", "--t5-buckets", "16"} << "--t5-buckets goes with --scheme t5";
    QTest::newRow("t5 buckets out of range") << QStringList{"--train", "who-did-it", "--scheme", "t5", "--t5-buckets", "2"} << "buckets must be";
    QTest::newRow("t5 max distance within the causal exact buckets")
        << QStringList{"--train", "who-did-it", "--scheme", "t5", "--causal", "--t5-buckets", "64", "--t5-max-distance", "20"} << "max distance must be";
    QTest::newRow("shaw's clip without shaw") << QStringList{"--train", "who-did-it", "--scheme", "t5", "--shaw-clip", "2"} << "--shaw-clip goes with";
    QTest::newRow("rope scaling without rope") << QStringList{"--train", "previous", "--rope-scaling", "ntk"} << "--rope-scaling goes with --scheme rope.";
    QTest::newRow("unknown rope scaling") << QStringList{"--train", "previous", "--scheme", "rope", "--rope-scaling", "longrope"} << "--rope-scaling must be";
    // With --train the factor is each test length over the training length.
    QTest::newRow("rope factor") << QStringList{"--train", "previous", "--scheme", "rope", "--rope-scaling", "ntk", "--rope-factor", "2"}
                                 << "--rope-factor does not go with --train";
    QTest::newRow("rope layout without rope") << QStringList{"--train", "previous", "--rope-layout", "halves"} << "--rope-layout goes with";
    QTest::newRow("unknown rope layout") << QStringList{"--train", "previous", "--scheme", "rope", "--rope-layout", "thirds"}
                                         << "--rope-layout must be pairs or halves";
    QTest::newRow("unknown score") << QStringList{"--train", "previous", "--score", "general"} << "--score must be one of";
    QTest::newRow("shaw values without shaw") << QStringList{"--train", "previous", "--shaw-values"} << "--shaw-values goes with --scheme shaw";
    QTest::newRow("shaw's clip 0") << QStringList{"--train", "who-did-it", "--scheme", "shaw", "--shaw-clip", "0"} << "clip";
    QTest::newRow("at-step without a screenshot") << QStringList{"--view", "training", "--at-step", "5"} << "--at-step goes with --screenshot --view training.";
    QTest::newRow("at-step of another view") << QStringList{"--screenshot", "a.png", "--at-step", "5"} << "--at-step goes with --screenshot --view training.";
    QTest::newRow("negative at-step") << QStringList{"--screenshot", "a.png", "--view", "training", "--at-step", "-1"} << "--at-step must";
    QTest::newRow("at-step not a number") << QStringList{"--screenshot", "a.png", "--view", "training", "--at-step", "x"} << "--at-step";
    QTest::newRow("trained queries and keys in an export")
        << QStringList{"--export-attention", "a.json", "--sentence", "a b", "--projection", "trained"} << "--screenshot --view attention only";
    QTest::newRow("trained queries and keys in the window") << QStringList{"--projection", "trained"} << "--screenshot --view attention only";
    QTest::newRow("trained queries and keys in the explorer")
        << QStringList{"--screenshot", "a.png", "--projection", "trained"} << "--screenshot --view attention only";
}

void TestCommandLineTraining::rejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const CommandLineParse parse = parseCommandLine(QStringList{"pe-explorer"} + arguments);
    QVERIFY2(parse.error.contains(named), qPrintable(parse.error));
}

void TestCommandLineTraining::showCodesCommandMakesTheSameRun_data()
{
    QTest::addColumn<pe::TrainingSettings>("settings");
    pe::TrainingSettings defaults;
    QTest::newRow("the lab's defaults") << defaults;
    pe::TrainingSettings chinese = defaults;
    chinese.language = pe::TaskLanguage::Chinese;
    chinese.position = std::nullopt;
    chinese.causal = true;
    QTest::newRow("chinese, no position, causal") << chinese;
    pe::TrainingSettings t5 = defaults;
    t5.position = pe::Scheme::T5;
    t5.causal = true;
    t5.schemeSettings.t5.buckets = 16;
    t5.schemeSettings.t5.maxDistance = 40;
    QTest::newRow("t5 with 16 buckets, causal") << t5;
    pe::TrainingSettings shaw = defaults;
    shaw.position = pe::Scheme::Shaw;
    shaw.schemeSettings.shawClip = 2;
    QTest::newRow("shaw with clip 2") << shaw;
    shaw.schemeSettings.shawValues = true;
    QTest::newRow("shaw with values") << shaw;
    pe::TrainingSettings rope = defaults;
    rope.position = pe::Scheme::Rope;
    rope.schemeSettings.ropeScale.scaling = pe::RopeScaling::Interpolation;
    QTest::newRow("rope with interpolation") << rope;
    rope.schemeSettings.ropeLayout = pe::Layout::Concatenated;
    rope.score = pe::Score::Bilinear;
    QTest::newRow("rope in halves, bilinear") << rope;
    pe::TrainingSettings cosine = defaults;
    cosine.score = pe::Score::Cosine;
    QTest::newRow("cosine") << cosine;
}

// Show Code's script names the command that makes its run folder: it must make that very run.
void TestCommandLineTraining::showCodesCommandMakesTheSameRun()
{
    QFETCH(pe::TrainingSettings, settings);
    const CommandLineParse parse = parseCommandLine(pe::trainingCommandLine(settings).split(QLatin1Char(' ')));
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    QVERIFY(parse.options.training == settings);
}

void TestCommandLineTraining::writesTheRun()
{
    QTemporaryDir dir;
    QProcess program;
    program.start(explorerPath(), {"--train", "who-did-it", "--scheme", "learned", "--steps", "30", "--batch", "8",
                                                      "--d-model", "16", "--layers", "2", "--export-training", dir.path()});
    QVERIFY(program.waitForFinished(60000));
    QCOMPARE(program.exitCode(), 0);
    QVERIFY(program.readAllStandardError().contains("step 30/30"));
    const QString report = QString::fromUtf8(program.readAllStandardOutput());
    QVERIFY2(report.contains(QStringLiteral("16: no encoding")), qPrintable(report));

    const QJsonObject history = readJson(dir.filePath("history.json"));
    QCOMPARE(history.value("task").toString(), QStringLiteral("who-did-it"));
    QCOMPARE(history.value("scheme").toString(), QStringLiteral("learned"));
    QCOMPARE(history.value("steps").toInt(), 30);
    QCOMPARE(history.value("loss").toArray().size(), 30);
    QCOMPARE(history.value("train_accuracy").toArray().size(), 30);
    QCOMPARE(history.value("vocab").toArray().first().toString(), QStringLiteral("the"));
    const QJsonObject byLength = history.value("test_accuracy_by_length").toObject();
    QCOMPARE(byLength.size(), 12);  // lengths 5 to 16
    QVERIFY(byLength.value("8").isDouble());
    QCOMPARE(byLength.value("9").toString(), QStringLiteral("no encoding"));
    QVERIFY(history.value("seconds").toDouble() > 0);

    const QJsonArray parameters = readJson(dir.filePath("parameters.json")).value("parameters").toArray();
    QCOMPARE(parameters.size(), 2 + 2 * 12 + 4);
    for (const QJsonValue &entry : parameters) {
        const QString name = entry.toObject().value("name").toString();
        QStringList sizes;
        for (const QJsonValue &size : entry.toObject().value("shape").toArray())
            sizes.append(QString::number(size.toInt()));
        const QString shape = sizes.size() == 1 ? sizes.first() + QLatin1Char(',') : sizes.join(QStringLiteral(", "));
        for (const char *folder : {"init", "final"})
            QVERIFY2(npyHeader(dir.filePath(QStringLiteral("%1/%2.npy").arg(folder, name))).contains(QStringLiteral("'shape': (%1)").arg(shape)),
                     qPrintable(name));
    }
    QVERIFY(npyHeader(dir.filePath("init/position.npy")).contains("(8, 16)"));
    QVERIFY(npyHeader(dir.filePath("batches/tokens_19.npy")).contains("'<i8'"));
    QVERIFY(npyHeader(dir.filePath("batches/labels_0.npy")).contains("'shape': (8,)"));
    QVERIFY(!QFile::exists(dir.filePath("batches/tokens_20.npy")));
}

void TestCommandLineTraining::badArgumentsExitTwo()
{
    QProcess program;
    program.start(explorerPath(), {"--train", "who-did-it", "--heads", "5"});
    QVERIFY(program.waitForFinished(60000));
    QCOMPARE(program.exitCode(), 2);
    QVERIFY(program.readAllStandardError().contains("heads must be"));
    QVERIFY(program.readAllStandardOutput().isEmpty());
}

void TestCommandLineTraining::picturesTheLabsTraining_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<std::optional<int>>("atStep");
    QTest::addColumn<bool>("trained");
    QTest::newRow("before training") << QStringList{"--view", "training", "--at-step", "0"} << std::optional<int>(0) << false;
    QTest::newRow("while training") << QStringList{"--view", "training", "--at-step", "10"} << std::optional<int>(10) << false;
    QTest::newRow("the attention lab with a trained model")
        << QStringList{"--view", "attention", "--projection", "trained", "--sentence", "the dog bit the man", "--compare", "the man bit the dog"}
        << std::optional<int>() << true;
}

void TestCommandLineTraining::picturesTheLabsTraining()
{
    QFETCH(QStringList, arguments);
    QFETCH(std::optional<int>, atStep);
    QFETCH(bool, trained);
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("lab.png"));
    arguments << "--screenshot" << picture << "--size" << "1280x720";
    const CommandLineParse parse = parseCommandLine(QStringList{"pe-explorer"} + arguments);
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    QCOMPARE(parse.options.atStep, atStep);
    QCOMPARE(parse.options.trainedProjection, trained);
    QProcess program;
    program.start(explorerPath(), arguments);
    QVERIFY(program.waitForFinished(120000));
    QVERIFY2(program.exitCode() == 0, program.readAllStandardError().constData());
    QCOMPARE(QImage(picture).size(), QSize(1280, 720));
}

QTEST_GUILESS_MAIN(TestCommandLineTraining)
#include "test_command_line_training.moc"
