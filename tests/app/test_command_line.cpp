// pe-explorer's command line: the parser on its own, then the real program run as a user would.

#include "state/app_state.h"
#include "attention/attention.h"
#include "command_line.h"
#include "commands.h"
#include "classroom/guided_lesson.h"
#include "classroom/lesson_file.h"
#include "schemes/position_schemes.h"
#include "support/matrix_compare.h"
#include "export/matrix_export.h"
#include "option_table.h"

#include <QDateTime>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

struct ProgramRun
{
    int exitCode = -1;
    QString standardError;
};

static ProgramRun runProgram(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(PE_EXPLORER_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromLocal8Bit(process.readAllStandardError())};
}

static QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

class TestCommandLine : public QObject
{
    Q_OBJECT
private slots:
    void helpExplainsEveryOption_data();
    void helpExplainsEveryOption();
    void parsesValidArguments();
    void rejectsBadArguments_data();
    void rejectsBadArguments();
    void exportWritesTheCoreMatrix_data();
    void exportWritesTheCoreMatrix();
    void badArgumentsExitTwoAndWriteNothing_data();
    void badArgumentsExitTwoAndWriteNothing();
    void unwritableFileExitsOne();
    void helpAndVersion();
    void helpInChinese();
    void exportAttentionWritesTheCoreWeights_data();
    void exportAttentionWritesTheCoreWeights();
    void attentionScreenshot();
    void vectorsSetDModel();
    void exportAttentionWithVectors();
    void badVectorsExitTwo_data();
    void badVectorsExitTwo();
    void exportFigure_data();
    void exportFigure();
    void lessonFiles();
    void guidedLessonInBothLanguages_data();
    void guidedLessonInBothLanguages();
    void sessionSurvivesKill();
    void exportEveryScheme_data();
    void exportEveryScheme();
    void screenshotIsAPictureOfTheRequestedSize();
    void teacherStepsOnTheCommandLine_data();
    void teacherStepsOnTheCommandLine();
    void damagedSettingsFallBackToDefaults_data();
    void damagedSettingsFallBackToDefaults();
};

void TestCommandLine::parsesValidArguments()
{
    const CommandLineParse parse = parseCommandLine(
        {"pe-explorer", "--export-encoding", "out.npy", "--d-model", "7", "--positions", "33", "--base", "100",
         "--layout", "concatenated"});
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    const CommandLineOptions &options = parse.options;
    QCOMPARE(options.mode, CommandLineOptions::Mode::ExportEncoding);
    QCOMPARE(options.outputFile, QStringLiteral("out.npy"));
    QCOMPARE(options.explorer.scheme.encoding.dModel, 7);
    QCOMPARE(options.explorer.scheme.encoding.positions, 33);
    QCOMPARE(options.explorer.scheme.encoding.base, 100.0);
    QCOMPARE(options.explorer.scheme.encoding.layout, pe::Layout::Concatenated);

    const CommandLineParse screenshot = parseCommandLine(
        {"pe-explorer", "--screenshot", "a.png", "--size", "1280x720", "--position", "3", "--dimension", "5"});
    QVERIFY2(screenshot.error.isEmpty(), qPrintable(screenshot.error));
    QCOMPARE(screenshot.options.mode, CommandLineOptions::Mode::Screenshot);
    QCOMPARE(screenshot.options.size, QSize(1280, 720));
    QCOMPARE(screenshot.options.explorer.position, 3);
    QCOMPARE(screenshot.options.explorer.dimension, 5);
    QCOMPARE(screenshot.options.explorer.comparePosition, ExplorerSettings().comparePosition); // not given: the default

    const CommandLineParse classic = parseCommandLine(
        {"pe-explorer", "--d-model", "64", "--pin", "2,6, 12", "--stacked", "--compare-position", "9"});
    QVERIFY2(classic.error.isEmpty(), qPrintable(classic.error));
    QCOMPARE(classic.options.explorer.pinnedDimensions, (QList<int>{2, 6, 12}));
    QVERIFY(classic.options.explorer.stackedCurves);
    QCOMPARE(classic.options.explorer.comparePosition, 9);

    QCOMPARE(parseCommandLine({"pe-explorer"}).options.mode, CommandLineOptions::Mode::Window);
}

void TestCommandLine::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown option") << QStringList{"--frobnicate"} << "frobnicate";
    QTest::newRow("missing value") << QStringList{"--export-encoding", "a.csv", "--d-model"} << "d-model";
    QTest::newRow("d_model not a number") << QStringList{"--export-encoding", "a.csv", "--d-model", "abc"} << "--d-model";
    QTest::newRow("d_model 0") << QStringList{"--export-encoding", "a.csv", "--d-model", "0"} << "d_model";
    QTest::newRow("d_model too large") << QStringList{"--export-encoding", "a.csv", "--d-model", "99999"} << "d_model";
    QTest::newRow("negative positions") << QStringList{"--export-encoding", "a.csv", "--positions", "-5"} << "positions";
    QTest::newRow("base 1") << QStringList{"--export-encoding", "a.csv", "--base", "1"} << "base";
    QTest::newRow("base nan") << QStringList{"--export-encoding", "a.csv", "--base", "nan"} << "--base";
    QTest::newRow("unknown layout") << QStringList{"--export-encoding", "a.csv", "--layout", "diagonal"} << "--layout";
    QTest::newRow("unknown extension") << QStringList{"--export-encoding", "a.txt"} << ".csv, .npy or .json";
    QTest::newRow("position outside matrix") << QStringList{"--positions", "100", "--position", "100"} << "--position";
    QTest::newRow("dimension outside matrix") << QStringList{"--d-model", "8", "--dimension", "-1"} << "--dimension";
    QTest::newRow("compare outside matrix") << QStringList{"--positions", "10", "--compare-position", "10"} << "--compare-position";
    QTest::newRow("pin not a number") << QStringList{"--pin", "2,x"} << "--pin";
    QTest::newRow("pin outside matrix") << QStringList{"--d-model", "8", "--pin", "2,8"} << "--pin";
    QTest::newRow("tiny screenshot") << QStringList{"--screenshot", "a.png", "--size", "10x10"} << "--size";
    QTest::newRow("screenshot not png") << QStringList{"--screenshot", "a.jpg"} << ".png";
    QTest::newRow("unknown view") << QStringList{"--view", "nowhere"} << "--view";
    QTest::newRow("stray argument") << QStringList{"hello"} << "hello";
    QTest::newRow("two outputs") << QStringList{"--export-encoding", "a.csv", "--screenshot", "b.png"} << "only one";
    QTest::newRow("attention without sentence") << QStringList{"--export-attention", "a.json"} << "--sentence";
    QTest::newRow("attention not json") << QStringList{"--export-attention", "a.csv", "--sentence", "hi"} << ".json";
    QTest::newRow("attention empty sentence") << QStringList{"--export-attention", "a.json", "--sentence", "  "} << "token count";
    QTest::newRow("heads do not divide d_model") << QStringList{"--export-attention", "a.json", "--sentence", "a b", "--heads", "3"} << "--heads";
    QTest::newRow("heads not a number") << QStringList{"--heads", "two"} << "--heads";
    QTest::newRow("heads 0 for a screenshot") << QStringList{"--screenshot", "a.png", "--view", "attention", "--heads", "0"} << "--heads";
    QTest::newRow("heads 3 with d_model 64") << QStringList{"--view", "attention", "--heads", "3"} << "--heads";
    QTest::newRow("figure as gif") << QStringList{"--export-figure", "a.gif"} << ".png, .svg or .pdf";
    QTest::newRow("unknown language") << QStringList{"--lang", "fr"} << "--lang";
    QTest::newRow("unknown scheme") << QStringList{"--scheme", "fourier"} << "--scheme";
    QTest::newRow("max_len zero") << QStringList{"--scheme", "learned", "--max-len", "0"} << "max_len";
    QTest::newRow("rope has half the columns") << QStringList{"--scheme", "rope", "--d-model", "8", "--dimension", "4"} << "--dimension";
    QTest::newRow("unknown projection") << QStringList{"--projection", "learned"} << "--projection";
    QTest::newRow("unknown rope layout") << QStringList{"--scheme", "rope", "--rope-layout", "interleaved"} << "--rope-layout must be pairs or halves";
    QTest::newRow("unknown score") << QStringList{"--score", "general"} << "--score must be one of dot, scaled, additive, bilinear, cosine, got";
    QTest::newRow("both layouts") << QStringList{"--scheme", "rope", "--layout", "concatenated", "--rope-layout", "halves"} << "--rope-layout goes with";
    QTest::newRow("rope layout without rope") << QStringList{"--rope-layout", "halves"} << "--rope-layout goes with --scheme rope";
    QTest::newRow("sinusoidal layout with rope") << QStringList{"--scheme", "rope", "--layout", "concatenated"} << "--layout with the sinusoidal";
    QTest::newRow("t5 buckets without t5") << QStringList{"--t5-buckets", "8"} << "--t5-buckets and --t5-max-distance go with --scheme t5 or --compare-scheme t5";
    QTest::newRow("t5 with 3 buckets") << QStringList{"--scheme", "t5", "--t5-buckets", "3"} << "buckets must be a whole number from 4 to 1024";
    QTest::newRow("t5 max distance among the exact ones") << QStringList{"--scheme", "t5", "--causal", "--t5-max-distance", "16"}
                                                          << "max distance must be a whole number from 17";
    QTest::newRow("rope scaling without rope") << QStringList{"--rope-scaling", "ntk"} << "--rope-scaling and --rope-factor go with --scheme rope";
    QTest::newRow("unknown rope scaling") << QStringList{"--scheme", "rope", "--rope-scaling", "yarn"} << "--rope-scaling must be none, interpolation or ntk";
    QTest::newRow("rope factor without scaling") << QStringList{"--scheme", "rope", "--rope-factor", "2"} << "--rope-factor needs --rope-scaling";
    QTest::newRow("rope factor below 1") << QStringList{"--scheme", "rope", "--rope-scaling", "ntk", "--rope-factor", "0.5"} << "RoPE's scaling factor must be from 1";
    QTest::newRow("shaw clip without shaw") << QStringList{"--shaw-clip", "3"} << "--shaw-clip goes with --scheme shaw or --compare-scheme shaw";
    QTest::newRow("shaw clip 0") << QStringList{"--scheme", "shaw", "--shaw-clip", "0"} << "the clipping distance k must be a whole number from 1";
    QTest::newRow("unknown combine") << QStringList{"--combine", "concat"} << "--combine";
    QTest::newRow("negative seed") << QStringList{"--seed", "-1"} << "--seed";
    QTest::newRow("position weight too large") << QStringList{"--position-weight", "11"} << "--position-weight";
}

void TestCommandLine::rejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const CommandLineParse parse = parseCommandLine(QStringList{"pe-explorer"} + arguments);
    QVERIFY2(parse.error.contains(named), qPrintable(parse.error));
}

void TestCommandLine::exportWritesTheCoreMatrix_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<QString>("layout");
    QTest::newRow("csv 64 x 128") << "pe.csv" << 64 << 128 << "interleaved";
    QTest::newRow("npy odd 33 x 10") << "pe.npy" << 33 << 10 << "concatenated";
    QTest::newRow("json 4 x 3") << "pe.json" << 4 << 3 << "interleaved";
}

void TestCommandLine::exportWritesTheCoreMatrix()
{
    QFETCH(QString, fileName);
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QFETCH(QString, layout);
    QTemporaryDir dir;
    const QString path = dir.filePath(fileName);
    const ProgramRun run = runProgram({"--export-encoding", path, "--d-model", QString::number(dModel),
                                       "--positions", QString::number(positions), "--layout", layout});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));

    pe::Layout parsedLayout;
    QVERIFY(pe::layoutFromName(layout, &parsedLayout));
    const pe::Matrix expected = pe::sinusoidalEncoding({dModel, positions, 10000.0, parsedLayout});
    const auto format = *pe::matrixFormatForFileName(fileName);
    const QByteArray written = readAll(path);
    if (format == pe::MatrixFormat::Json) {
        const QJsonObject object = QJsonDocument::fromJson(written).object();
        QCOMPARE(object.value("scheme").toString(), QStringLiteral("sinusoidal"));
        QCOMPARE(object.value("layout").toString(), layout);
        QCOMPARE(object.value("d_model").toInt(), dModel);
        QCOMPARE(object.value("positions").toInt(), positions);
        QCOMPARE(object.value("base").toDouble(), 10000.0);
        QCOMPARE(object.value("matrix").toArray().size(), positions);
        QCOMPARE(object.value("matrix").toArray()[positions - 1].toArray()[dModel - 1].toDouble(),
                 expected(positions - 1, dModel - 1));
    } else {
        // The bytes are exactly what the core's writer makes of the core's matrix; the writers'
        // own round trips are tested in test_matrix_export, and numpy_reference reads them in NumPy.
        QCOMPARE(written, pe::encodeMatrix(expected, format, {}));
    }
}

void TestCommandLine::badArgumentsExitTwoAndWriteNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown option") << QStringList{"--frobnicate"};
    QTest::newRow("not a number") << QStringList{"--d-model", "twelve"};
    QTest::newRow("out of range") << QStringList{"--positions", "0"};
    QTest::newRow("base not above 1") << QStringList{"--base", "0.5"};
}

void TestCommandLine::badArgumentsExitTwoAndWriteNothing()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    const ProgramRun run = runProgram(QStringList{"--export-encoding", path} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.standardError.contains(QStringLiteral("pe-explorer:")));
    QVERIFY(!QFile::exists(path));
}

void TestCommandLine::unwritableFileExitsOne()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/out.csv"));
    const ProgramRun run = runProgram({"--export-encoding", path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.standardError.contains(QStringLiteral("Cannot write")));
    QVERIFY(!QFile::exists(path));
}

void TestCommandLine::helpExplainsEveryOption_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<bool>("setsUp");
    for (const CommandLineOption &option : commandLineOptions())
        QTest::newRow(qPrintable(option.names.last())) << option.names.last() << option.setsUp;
}

void TestCommandLine::helpExplainsEveryOption()
{
    // Every option the parser accepts has its line in --help, and an option that sets up the
    // app keeps the last session from being restored.
    QFETCH(QString, option);
    QFETCH(bool, setsUp);
    const QString help = commandLineHelp();
    const QRegularExpression line(QStringLiteral("^  (-\\w, )?--%1( \\S+)? +\\S").arg(QRegularExpression::escape(option)),
                                  QRegularExpression::MultilineOption);
    const QRegularExpression alone(QStringLiteral("^  --%1 \\S+\\n {27}\\S").arg(QRegularExpression::escape(option)),
                                   QRegularExpression::MultilineOption);
    QVERIFY2(line.match(help).hasMatch() || alone.match(help).hasMatch(), qPrintable(help));
    const auto it = std::find_if(commandLineOptions().begin(), commandLineOptions().end(),
                                 [&](const CommandLineOption &o) { return o.names.last() == option; });
    QVERIFY(!it->help().trimmed().isEmpty());
    QStringList arguments{QStringLiteral("pe-explorer"), QStringLiteral("--") + option};
    if (!it->valueName.isEmpty())
        arguments.append(QStringLiteral("x"));
    const CommandLineParse parse = parseCommandLine(arguments);
    QVERIFY2(!parse.error.startsWith(QStringLiteral("Unknown option")), qPrintable(parse.error));
    if (parse.error.isEmpty() && parse.options.mode == CommandLineOptions::Mode::Window)
        QCOMPARE(parse.options.stateGiven, setsUp);
}

void TestCommandLine::helpInChinese()
{
    QProcess help;
    help.start(QStringLiteral(PE_EXPLORER_PATH), {"--lang", "zh_CN", "--help"});
    QVERIFY(help.waitForFinished(30000));
    QCOMPARE(help.exitCode(), 0);
    const QString text = QString::fromUtf8(help.readAllStandardOutput());
    QVERIFY2(text.contains(QStringLiteral("位置编码")), qPrintable(text.left(300)));
    QVERIFY(text.contains("--export-encoding")); // option names stay as they are typed
}

void TestCommandLine::helpAndVersion()
{
    QProcess help;
    help.start(QStringLiteral(PE_EXPLORER_PATH), {"--help"});
    QVERIFY(help.waitForFinished(30000));
    QCOMPARE(help.exitCode(), 0);
    QVERIFY(help.readAllStandardOutput().contains("--export-encoding"));

    QProcess version;
    version.start(QStringLiteral(PE_EXPLORER_PATH), {"--version"});
    QVERIFY(version.waitForFinished(30000));
    QCOMPARE(version.exitCode(), 0);
    QVERIFY(version.readAllStandardOutput().startsWith("pe-explorer "));
}

void TestCommandLine::screenshotIsAPictureOfTheRequestedSize()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("window.png"));
    const ProgramRun run = runProgram({"--screenshot", path, "--size", "1024x600", "--d-model", "16"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    const QImage image(path);
    QCOMPARE(image.size(), QSize(1024, 600));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 50, qPrintable(QStringLiteral("only %1 colours: blank?").arg(colours.size())));
}

void TestCommandLine::exportAttentionWritesTheCoreWeights_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("positional");
    QTest::addColumn<bool>("causal");
    QTest::newRow("defaults") << QStringList{} << true << false;
    QTest::newRow("no position, random") << QStringList{"--no-position", "--projection", "random"} << false << false;
    QTest::newRow("causal, 4 heads, multiply") << QStringList{"--causal", "--heads", "4", "--combine", "multiply"} << true << true;
}

void TestCommandLine::exportAttentionWritesTheCoreWeights()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, positional);
    QFETCH(bool, causal);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("attention.json"));
    const ProgramRun run = runProgram(QStringList{"--export-attention", path, "--sentence", "Tigers love rabbits.",
                                                  "--d-model", "16"} + arguments);
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    const QJsonObject object = QJsonDocument::fromJson(readAll(path)).object();
    QCOMPARE(object.value("tokens").toArray().toVariantList(),
             (QVariantList{"tigers", "love", "rabbits", "."}));
    QCOMPARE(object.value("d_model").toInt(), 16);
    QCOMPARE(object.value("positional").toBool(), positional);

    const CommandLineParse parse = parseCommandLine(QStringList{"pe-explorer", "--export-attention", path, "--sentence",
                                                                "Tigers love rabbits.", "--d-model", "16"} + arguments);
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    const pe::AttentionResult expected = pe::computeAttention({"tigers", "love", "rabbits", "."},
                                                              commandLineAttentionOptions(parse.options));
    const QJsonArray weights = object.value("weights").toArray();
    const QJsonArray scores = object.value("scores").toArray();
    QCOMPARE(weights.size(), 4);
    for (int i = 0; i < 4; ++i) {
        double rowSum = 0.0;
        for (int j = 0; j < 4; ++j) {
            QCOMPARE(weights[i].toArray()[j].toDouble(), expected.weights(i, j));
            rowSum += weights[i].toArray()[j].toDouble();
            // JSON has no −∞: masked scores are null.
            const QJsonValue score = scores[i].toArray()[j];
            QCOMPARE(score.isNull(), causal && j > i);
            if (!score.isNull())
                QCOMPARE(score.toDouble(), expected.scores(i, j));
        }
        QVERIFY(std::abs(rowSum - 1.0) <= 1e-12);
    }
}

void TestCommandLine::attentionScreenshot()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lab.png"));
    const ProgramRun run = runProgram({"--screenshot", path, "--view", "attention", "--sentence", "我爱你",
                                       "--compare", "你爱我", "--size", "1280x720"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QCOMPARE(QImage(path).size(), QSize(1280, 720));
}

void TestCommandLine::vectorsSetDModel()
{
    const QString sample = QStringLiteral(SAMPLE_VECTORS);
    const CommandLineParse parse = parseCommandLine({"pe-explorer", "--export-attention", "a.json", "--sentence", "Tigers love rabbits.",
                                                     "--vectors", sample, "--heads", "2"});
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    QCOMPARE(parse.options.vectorsFile, sample);
    QVERIFY(parse.options.vectors);
    QCOMPARE(parse.options.explorer.scheme.encoding.dModel, 8);
    QVERIFY(parse.options.stateGiven);
    const pe::AttentionOptions attention = commandLineAttentionOptions(parse.options);
    QCOMPARE(attention.dModel, 8);
    QCOMPARE(attention.vectors, parse.options.vectors);

    // The screenshot gets the same options; an explicit --d-model equal to the file's is fine.
    const CommandLineParse screenshot = parseCommandLine({"pe-explorer", "--screenshot", "a.png", "--view", "attention",
                                                          "--vectors", sample, "--d-model", "8"});
    QVERIFY2(screenshot.error.isEmpty(), qPrintable(screenshot.error));
    QCOMPARE(screenshot.options.vectors->dimension, 8);
    QCOMPARE(commandLineAttentionOptions(screenshot.options).vectors, screenshot.options.vectors);

    QVERIFY(parseCommandLine({"pe-explorer", "--vectors", sample}).error.contains("--vectors"));
    QVERIFY(parseCommandLine({"pe-explorer", "--export-encoding", "a.csv", "--vectors", sample}).error.contains("--vectors"));
    QVERIFY(parseCommandLine({"pe-explorer", "--screenshot", "a.png", "--vectors", sample, "--heads", "3"}).error.contains("--heads"));
    QVERIFY(parseCommandLine({"pe-explorer", "x.pelesson", "--screenshot", "a.png", "--vectors", sample}).error.contains("lesson"));
}

void TestCommandLine::exportAttentionWithVectors()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("attention.json"));
    const QString sample = QStringLiteral(SAMPLE_VECTORS);
    const ProgramRun run = runProgram({"--export-attention", path, "--sentence", "Tigers love zebras.", "--vectors", sample,
                                       "--no-position"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    const QJsonObject object = QJsonDocument::fromJson(readAll(path)).object();
    QCOMPARE(object.value("d_model").toInt(), 8);
    QCOMPARE(object.value("vectors").toString(), sample);
    QCOMPARE(object.value("from_vectors").toArray().toVariantList(), (QVariantList{true, true, false, true}));

    const CommandLineParse parse = parseCommandLine({"pe-explorer", "--export-attention", path, "--sentence", "Tigers love zebras.",
                                                     "--vectors", sample, "--no-position"});
    QVERIFY2(parse.error.isEmpty(), qPrintable(parse.error));
    const pe::AttentionResult expected = pe::computeAttention({"tigers", "love", "zebras", "."}, commandLineAttentionOptions(parse.options));
    const QJsonArray weights = object.value("weights").toArray();
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            QCOMPARE(weights[i].toArray()[j].toDouble(), expected.weights(i, j));

    // Without --vectors the file says so, and no token came from a file.
    const ProgramRun random = runProgram({"--export-attention", path, "--sentence", "Tigers love zebras.", "--d-model", "8"});
    QVERIFY2(random.exitCode == 0, qPrintable(random.standardError));
    const QJsonObject randomObject = QJsonDocument::fromJson(readAll(path)).object();
    QVERIFY(randomObject.value("vectors").isNull());
    QCOMPARE(randomObject.value("from_vectors").toArray().toVariantList(), (QVariantList{false, false, false, false}));
}

void TestCommandLine::badVectorsExitTwo_data()
{
    QTest::addColumn<QByteArray>("contents");  // of the vectors file; null for no file at all
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    QTest::newRow("missing file") << QByteArray() << QStringList{} << "could not be opened";
    QTest::newRow("empty file") << QByteArray("") << QStringList{} << "empty";
    QTest::newRow("ragged file") << QByteArray("cat 1 2\ndog 1\n") << QStringList{} << "vectors.txt, line 2: the word \"dog\" has 1 values";
    QTest::newRow("binary file") << QByteArray("1 2\ncat \x01\x02\n") << QStringList{} << "line 2";
    QTest::newRow("--d-model other than the file's") << QByteArray("cat 1 2\n") << QStringList{"--d-model", "16"}
                                                     << "--d-model 16 differs from the dimension of the word vectors";
    QTest::newRow("--heads that do not divide the file's dimension") << QByteArray("cat 1 2 3\n") << QStringList{"--heads", "2"} << "--heads";
}

void TestCommandLine::badVectorsExitTwo()
{
    QFETCH(QByteArray, contents);
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString vectors = dir.filePath(QStringLiteral("vectors.txt"));
    if (!contents.isNull()) {
        QFile file(vectors);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(contents);
    }
    const QString path = dir.filePath(QStringLiteral("attention.json"));
    const ProgramRun run = runProgram(QStringList{"--export-attention", path, "--sentence", "cat", "--vectors", vectors} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.standardError.contains(QStringLiteral("pe-explorer: ")) && run.standardError.contains(says), qPrintable(run.standardError));
    QVERIFY(!QFile::exists(path));
}

void TestCommandLine::exportEveryScheme_data()
{
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    // 12 positions, d_model 6.
    QTest::newRow("sinusoidal") << "sinusoidal" << 12 << 6;
    QTest::newRow("integer") << "integer" << 12 << 6;
    QTest::newRow("normalized") << "normalized" << 12 << 6;
    QTest::newRow("binary") << "binary" << 12 << 6;
    QTest::newRow("learned") << "learned" << 12 << 6;
    QTest::newRow("rope: angles, positions x d_model/2") << "rope" << 12 << 3;
    QTest::newRow("alibi: first head's bias, positions x positions") << "alibi" << 12 << 12;
    QTest::newRow("t5: buckets, positions x positions") << "t5" << 12 << 12;
    QTest::newRow("shaw: clipped j - i, positions x positions") << "shaw" << 12 << 12;
}

void TestCommandLine::exportEveryScheme()
{
    QFETCH(QString, scheme);
    QFETCH(int, rows);
    QFETCH(int, columns);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scheme.json"));
    const ProgramRun run = runProgram({"--export-encoding", path, "--scheme", scheme, "--positions", "12", "--d-model", "6",
                                       "--max-len", "10"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    const QJsonObject object = QJsonDocument::fromJson(readAll(path)).object();
    QCOMPARE(object.value("scheme").toString(), scheme);
    const QJsonArray matrix = object.value("matrix").toArray();
    QCOMPARE(matrix.size(), rows);
    QCOMPARE(matrix[0].toArray().size(), columns);
    pe::SchemeParams params;
    QVERIFY(pe::schemeFromName(scheme, &params.scheme));
    params.encoding = {6, 12, 10000.0, pe::Layout::Interleaved};
    params.maxLen = 10;
    const pe::Matrix expected = pe::schemeMatrix(params);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const QJsonValue value = matrix[r].toArray()[c];
            if (std::isnan(expected(r, c)))
                QVERIFY(value.isNull()); // the learned table has no row 10 or 11
            else
                QCOMPARE(value.toDouble(), expected(r, c));
        }
}

void TestCommandLine::exportFigure_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("signature");
    QTest::newRow("png") << "view.png" << QByteArray("\x89PNG");
    QTest::newRow("svg") << "view.svg" << QByteArray("<?xml");
    QTest::newRow("pdf") << "view.pdf" << QByteArray("%PDF-");
}

void TestCommandLine::exportFigure()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, signature);
    QTemporaryDir dir;
    const QString path = dir.filePath(fileName);
    const ProgramRun run = runProgram({"--export-figure", path, "--view", "attention", "--sentence", "我爱你", "--compare", "你爱我"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QVERIFY(readAll(path).startsWith(signature));
}

void TestCommandLine::lessonFiles()
{
    QTemporaryDir dir;
    AppState state;
    state.setDModel(24);
    LabSettings lab = state.labSettings();
    lab.sentenceA = QStringLiteral("我爱你");
    lab.sentenceB = QStringLiteral("你爱我");
    state.setLabSettings(lab);
    const QString lesson = dir.filePath(QStringLiteral("class.pelesson"));
    QVERIFY(pe::writeFileAtomically(lesson, lessonToBytes(state, QStringLiteral("attention"))).isEmpty());

    const QString png = dir.filePath(QStringLiteral("lesson.png"));
    const ProgramRun shot = runProgram({lesson, "--screenshot", png, "--size", "1024x600"});
    QVERIFY2(shot.exitCode == 0, qPrintable(shot.standardError));
    QCOMPARE(QImage(png).size(), QSize(1024, 600));

    const QString broken = dir.filePath(QStringLiteral("broken.pelesson"));
    QVERIFY(pe::writeFileAtomically(broken, "{\"format\": 1,").isEmpty());
    const ProgramRun bad = runProgram({broken, "--screenshot", dir.filePath(QStringLiteral("no.png"))});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.standardError.contains("broken.pelesson"));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("no.png"))));

    QVERIFY(parseCommandLine({"pe-explorer", lesson, "--d-model", "8"}).error.contains("lesson file"));
    QVERIFY(parseCommandLine({"pe-explorer", "notes.txt"}).error.contains("notes.txt"));
    QCOMPARE(parseCommandLine({"pe-explorer", lesson}).options.lessonFile, lesson);
}

void TestCommandLine::guidedLessonInBothLanguages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("step");
    for (const char *language : {"en", "zh_CN"})
        for (int step = 1; step <= guidedLesson().size(); ++step)
            QTest::addRow("%s, step %d", language, step) << QString::fromLatin1(language) << step;
}

void TestCommandLine::guidedLessonInBothLanguages()
{
    QFETCH(QString, language);
    QFETCH(int, step);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("step.png"));
    const ProgramRun run = runProgram({"--guided-step", QString::number(step), "--lang", language, "--screenshot", png,
                                       "--size", "1280x720"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QCOMPARE(QImage(png).size(), QSize(1280, 720));
    // Nothing but the platform's own notes on stderr: no warning from the app or its plots.
    QStringList lines = run.standardError.split('\n', Qt::SkipEmptyParts);
    lines.removeIf([](const QString &line) { return line.contains("XDG_RUNTIME_DIR") || line.contains("propagateSizeHints"); });
    QVERIFY2(lines.isEmpty(), qPrintable(lines.join('\n')));
}

void TestCommandLine::sessionSurvivesKill()
{
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_DATA_HOME", home.filePath("data"));
    environment.insert("XDG_CONFIG_HOME", home.filePath("config"));
    const QString session = home.filePath("data/pe-explorer/pe-explorer/last-session.pelesson");

    QProcess app;
    app.setProcessEnvironment(environment);
    app.start(QStringLiteral(PE_EXPLORER_PATH), {"--d-model", "33", "--sentence", "我爱你", "--compare", "你爱我"});
    QVERIFY(app.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(session), 30000);
    app.kill(); // SIGKILL: no chance to save anything on the way out
    QVERIFY(app.waitForFinished());

    // What was saved is whole, and starting from it gives back the set-up.
    AppState restored;
    QString view;
    QCOMPARE(openLessonFile(session, &restored, &view), QString());
    QCOMPARE(restored.encodingParams().dModel, 33);
    QCOMPARE(restored.labSettings().sentenceA, QStringLiteral("我爱你"));
    QProcess again;
    again.setProcessEnvironment(environment);
    again.start(QStringLiteral(PE_EXPLORER_PATH), QStringList());
    QVERIFY(again.waitForStarted());
    // The restarted app restores the session and saves it again unchanged.
    const QDateTime before = QFileInfo(session).lastModified();
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(session).lastModified() != before, 30000);
    again.kill();
    QVERIFY(again.waitForFinished());
    AppState second;
    QCOMPARE(openLessonFile(session, &second, &view), QString());
    QCOMPARE(second.encodingParams().dModel, 33);
    QCOMPARE(second.labSettings().sentenceB, QStringLiteral("你爱我"));
}

void TestCommandLine::teacherStepsOnTheCommandLine_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("the last of two steps") << "2" << 0 << "";
    QTest::newRow("past the teacher's steps") << "3" << 2 << "--guided-step must be from 1 to 2";
    QTest::newRow("step 0") << "0" << 2 << "--guided-step must be 1 or more";
}

void TestCommandLine::teacherStepsOnTheCommandLine()
{
    QFETCH(QString, step);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    AppState lesson;
    AppState setUp;
    setUp.setDModel(6);
    lesson.setTeacherSteps({{"One", "First.", setUpToJson(setUp, "encoding")}, {"Two", "Second.", setUpToJson(setUp, "encoding")}});
    const QString path = dir.filePath("mine.pelesson");
    QCOMPARE(pe::writeFileAtomically(path, lessonToBytes(lesson, "encoding")), QString());
    const QString png = dir.filePath("step.png");
    const ProgramRun run = runProgram({"--screenshot", png, path, "--guided-step", step});
    QVERIFY2(run.exitCode == exitCode, qPrintable(run.standardError));
    QVERIFY2(run.standardError.contains(message), qPrintable(run.standardError));
    QCOMPARE(QFile::exists(png), exitCode == 0);
}

void TestCommandLine::damagedSettingsFallBackToDefaults_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<bool>("setAside");
    QTest::newRow("good") << QByteArray("[General]\nlanguage=zh_CN\ncolourMap=greys\n") << false;
    QTest::newRow("broken section header") << QByteArray("[General\nlanguage=zh_CN\n") << true;
    QTest::newRow("binary garbage") << QByteArray("\x00\x01\xff\xfe [[[ ==\n", 12) << false;  // Qt reads no keys: defaults
    QTest::newRow("empty") << QByteArray() << false;
}

void TestCommandLine::damagedSettingsFallBackToDefaults()
{
    QFETCH(QByteArray, contents);
    QFETCH(bool, setAside);
    QTemporaryDir dir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("pe-explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("pe-explorer"));
    const QString path = QSettings().fileName();
    QVERIFY(path.startsWith(dir.path()));
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(contents);
    file.close();

    const QString notice = checkSettingsFile();
    QCOMPARE(notice.contains(QStringLiteral("damaged")), setAside);
    QCOMPARE(QFile::exists(path + QStringLiteral(".corrupt")), setAside);
    QCOMPARE(QSettings().status(), QSettings::NoError);
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "test_command_line.moc"
