// The real pe-explorer, started as its own process as a user would: exports, screenshots, lesson files, exit codes.

#include "support/test_paths.h"
#include "state/app_state.h"
#include "attention/attention.h"
#include "cli/command_line.h"
#include "lesson/guided_lesson.h"
#include "lesson/lesson_file.h"
#include "schemes/position_schemes.h"
#include "export/matrix_export.h"

#include <QDateTime>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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
    process.start(explorerPath(), arguments);
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

class TestCommandLineRuns : public QObject
{
    Q_OBJECT
private slots:
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
};

void TestCommandLineRuns::exportWritesTheCoreMatrix_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<QString>("layout");
    QTest::newRow("csv 64 x 128") << "pe.csv" << 64 << 128 << "interleaved";
    QTest::newRow("npy odd 33 x 10") << "pe.npy" << 33 << 10 << "concatenated";
    QTest::newRow("json 4 x 3") << "pe.json" << 4 << 3 << "interleaved";
}

void TestCommandLineRuns::exportWritesTheCoreMatrix()
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

void TestCommandLineRuns::badArgumentsExitTwoAndWriteNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown option") << QStringList{"--frobnicate"};
    QTest::newRow("not a number") << QStringList{"--d-model", "twelve"};
    QTest::newRow("out of range") << QStringList{"--positions", "0"};
    QTest::newRow("base not above 1") << QStringList{"--base", "0.5"};
}

void TestCommandLineRuns::badArgumentsExitTwoAndWriteNothing()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    const ProgramRun run = runProgram(QStringList{"--export-encoding", path} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.standardError.contains(QStringLiteral("pe-explorer:")));
    QVERIFY(!QFile::exists(path));
}

void TestCommandLineRuns::unwritableFileExitsOne()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/out.csv"));
    const ProgramRun run = runProgram({"--export-encoding", path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.standardError.contains(QStringLiteral("Cannot write")));
    QVERIFY(!QFile::exists(path));
}

void TestCommandLineRuns::helpInChinese()
{
    QProcess help;
    help.start(explorerPath(), {"--lang", "zh_CN", "--help"});
    QVERIFY(help.waitForFinished(30000));
    QCOMPARE(help.exitCode(), 0);
    const QString text = QString::fromUtf8(help.readAllStandardOutput());
    QVERIFY2(text.contains(QStringLiteral("位置编码")), qPrintable(text.left(300)));
    QVERIFY(text.contains("--export-encoding")); // option names stay as they are typed
}

void TestCommandLineRuns::helpAndVersion()
{
    QProcess help;
    help.start(explorerPath(), {"--help"});
    QVERIFY(help.waitForFinished(30000));
    QCOMPARE(help.exitCode(), 0);
    QVERIFY(help.readAllStandardOutput().contains("--export-encoding"));

    QProcess version;
    version.start(explorerPath(), {"--version"});
    QVERIFY(version.waitForFinished(30000));
    QCOMPARE(version.exitCode(), 0);
    QVERIFY(version.readAllStandardOutput().startsWith("pe-explorer "));
}

void TestCommandLineRuns::screenshotIsAPictureOfTheRequestedSize()
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

void TestCommandLineRuns::exportAttentionWritesTheCoreWeights_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("positional");
    QTest::addColumn<bool>("causal");
    QTest::newRow("defaults") << QStringList{} << true << false;
    QTest::newRow("no position, random") << QStringList{"--no-position", "--projection", "random"} << false << false;
    QTest::newRow("causal, 4 heads, multiply") << QStringList{"--causal", "--heads", "4", "--combine", "multiply"} << true << true;
}

void TestCommandLineRuns::exportAttentionWritesTheCoreWeights()
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

void TestCommandLineRuns::attentionScreenshot()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lab.png"));
    const ProgramRun run = runProgram({"--screenshot", path, "--view", "attention", "--sentence", "我爱你",
                                       "--compare", "你爱我", "--size", "1280x720"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QCOMPARE(QImage(path).size(), QSize(1280, 720));
}

void TestCommandLineRuns::exportAttentionWithVectors()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("attention.json"));
    const QString sample = sampleVectorsPath();
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

void TestCommandLineRuns::badVectorsExitTwo_data()
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

void TestCommandLineRuns::badVectorsExitTwo()
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

void TestCommandLineRuns::exportEveryScheme_data()
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

void TestCommandLineRuns::exportEveryScheme()
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
    params.schemeSettings.maxLen = 10;
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

void TestCommandLineRuns::exportFigure_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("signature");
    QTest::newRow("png") << "view.png" << QByteArray("\x89PNG");
    QTest::newRow("svg") << "view.svg" << QByteArray("<?xml");
    QTest::newRow("pdf") << "view.pdf" << QByteArray("%PDF-");
}

void TestCommandLineRuns::exportFigure()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, signature);
    QTemporaryDir dir;
    const QString path = dir.filePath(fileName);
    const ProgramRun run = runProgram({"--export-figure", path, "--view", "attention", "--sentence", "我爱你", "--compare", "你爱我"});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QVERIFY(readAll(path).startsWith(signature));
}

void TestCommandLineRuns::lessonFiles()
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

void TestCommandLineRuns::guidedLessonInBothLanguages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("step");
    for (const char *language : {"en", "zh_CN"})
        for (int step = 1; step <= guidedLesson().size(); ++step)
            QTest::addRow("%s, step %d", language, step) << QString::fromLatin1(language) << step;
}

void TestCommandLineRuns::guidedLessonInBothLanguages()
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

void TestCommandLineRuns::sessionSurvivesKill()
{
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("XDG_DATA_HOME", home.filePath("data"));
    environment.insert("XDG_CONFIG_HOME", home.filePath("config"));
    const QString session = home.filePath("data/pe-explorer/pe-explorer/last-session.pelesson");

    QProcess app;
    app.setProcessEnvironment(environment);
    app.start(explorerPath(), {"--d-model", "33", "--sentence", "我爱你", "--compare", "你爱我"});
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
    again.start(explorerPath(), QStringList());
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

void TestCommandLineRuns::teacherStepsOnTheCommandLine_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("the last of two steps") << "2" << 0 << "";
    QTest::newRow("past the teacher's steps") << "3" << 2 << "--guided-step must be from 1 to 2";
    QTest::newRow("step 0") << "0" << 2 << "--guided-step must be 1 or more";
}

void TestCommandLineRuns::teacherStepsOnTheCommandLine()
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

QTEST_GUILESS_MAIN(TestCommandLineRuns)
#include "test_command_line_runs.moc"
