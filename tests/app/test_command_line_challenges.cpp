// pe-explorer --export-challenges: the round a student gets, as the real program writes it: the
// same level and seed give the same file, the words follow --lang, and a bad option exits 2
// naming it. (The answers themselves are recomputed in tests/core/challenges/test_challenges.cpp.)

#include "support/test_paths.h"
#include "cli/command_line.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Runs the program; its exit status, and what it wrote on stderr in `error`.
int run(const QStringList &arguments, QString *error = nullptr)
{
    QProcess process;
    process.start(explorerPath(), arguments);
    if (!process.waitForFinished(60000))
        return -1;
    if (error)
        *error = QString::fromUtf8(process.readAllStandardError());
    return process.exitCode();
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCommandLineChallenges : public QObject
{
    Q_OBJECT
private slots:
    void writesTheRound_data();
    void writesTheRound();
    void rejectsBadArguments_data();
    void rejectsBadArguments();
    void writesTheAnswerKeyApart();

private:
    QTemporaryDir m_dir;
};

void TestCommandLineChallenges::writesTheRound_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("words");  // a pattern every prompt matches
    QTest::newRow("English") << "en" << "[A-Za-z]{4}";
    QTest::newRow("Chinese") << "zh_CN" << "[\\x{4e00}-\\x{9fff}]";
}

void TestCommandLineChallenges::writesTheRound()
{
    QFETCH(QString, language);
    QFETCH(QString, words);
    const QString path = m_dir.filePath(language + QStringLiteral(".json"));
    const QStringList arguments{"--export-challenges", path, "--level", "2", "--seed", "7", "--count", "12", "--lang", language};
    QCOMPARE(run(arguments), 0);
    const QByteArray first = read(path);
    QCOMPARE(run(arguments), 0);
    QCOMPARE(read(path), first);  // the same level and seed, the same file
    const QJsonObject round = QJsonDocument::fromJson(first).object();
    QCOMPARE(round.value("level").toInt(), 2);
    QCOMPARE(round.value("seed").toInt(), 7);
    const QJsonArray questions = round.value("questions").toArray();
    QCOMPARE(questions.size(), 12);
    const QRegularExpression pattern(words);
    for (const QJsonValue &value : questions) {
        const QJsonObject question = value.toObject();
        for (const char *field : {"kind", "prompt", "explanation"})
            QVERIFY2(!question.value(field).toString().isEmpty(), field);
        QVERIFY2(question.value("prompt").toString().contains(pattern), qPrintable(question.value("prompt").toString()));
        QVERIFY(question.value("settings").isObject());
        QVERIFY(question.value("choices").isArray() || question.value("choices").isNull());
    }
}

void TestCommandLineChallenges::rejectsBadArguments_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("level 0") << "bad.json" << QStringList{"--level", "0"} << "--level must be from 1 to 3, got 0.";
    QTest::newRow("level as text") << "bad.json" << QStringList{"--level", "two"} << "--level";
    QTest::newRow("no question") << "bad.json" << QStringList{"--count", "0"} << "--count must be from 1 to 100, got 0.";
    QTest::newRow("negative seed") << "bad.json" << QStringList{"--seed", "-1"} << "--seed must be from 0 to 999999, got -1.";
    QTest::newRow("an option of another command") << "bad.json" << QStringList{"--d-model", "8"} << "--d-model does not go with --export-challenges";
    QTest::newRow("greys for the questions' JSON") << "bad.json" << QStringList{"--greys"}
                                                   << "--greys is for a worksheet: give --export-challenges a file ending in .pdf.";
    QTest::newRow("an answer key that is no PDF") << "bad.pdf" << QStringList{"--answer-key", "key.txt"}
                                                  << "--answer-key: 'key.txt' must end in .pdf.";
    QTest::newRow("the key in the worksheet's file") << "bad.pdf" << QStringList{"--answer-key", "@"}
                                                     << "--answer-key: the key needs a file of its own";
}

void TestCommandLineChallenges::rejectsBadArguments()
{
    QFETCH(QString, file);
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(file);
    arguments.replaceInStrings(QStringLiteral("@"), path);  // the worksheet's own path
    // Parsed in the process, then by the real program: exit status 2, the option named, no file.
    const CommandLineParse parse = parseCommandLine(QStringList{"pe-explorer", "--export-challenges", path} + arguments);
    QVERIFY2(parse.error.contains(message), qPrintable(parse.error));
    QString error;
    QCOMPARE(run(QStringList{"--export-challenges", path} + arguments, &error), 2);
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

// --answer-key KEY.pdf with --greys and --compact: the worksheet and its key, two PDF files, and
// together no more pages than the whole worksheet in one.
void TestCommandLineChallenges::writesTheAnswerKeyApart()
{
    const QString whole = m_dir.filePath(QStringLiteral("whole.pdf")), sheet = m_dir.filePath(QStringLiteral("sheet.pdf")),
                  key = m_dir.filePath(QStringLiteral("sheet-key.pdf"));
    const QStringList round{"--level", "2", "--seed", "4", "--count", "6"};
    QCOMPARE(run(QStringList{"--export-challenges", whole} + round), 0);
    QCOMPARE(run(QStringList{"--export-challenges", sheet, "--answer-key", key, "--greys", "--compact"} + round), 0);
    const auto pages = [](const QByteArray &pdf) { return int(pdf.count("/Type /Page")) - int(pdf.count("/Type /Pages")); };
    for (const QString &path : {sheet, key})
        QVERIFY2(read(path).startsWith("%PDF"), qPrintable(path));
    QVERIFY(pages(read(key)) >= 1);
    QVERIFY(pages(read(sheet)) + pages(read(key)) <= pages(read(whole)));
}

QTEST_GUILESS_MAIN(TestCommandLineChallenges)
#include "test_command_line_challenges.moc"
