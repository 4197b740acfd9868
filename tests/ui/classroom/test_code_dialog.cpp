// The "Show Code" dialog: it shows the scripts it is given, copies the one shown, and saves it
// with its data so that it runs as saved.

#include "classroom/code_dialog.h"
#include "state/settings.h"
#include "training/code.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

Q_DECLARE_METATYPE(pe::Scheme)

class TestCodeDialog : public QObject
{
    Q_OBJECT
private slots:
    void showsEachSourceAndLanguage();
    void savedScriptRunsWithItsData_data();
    void savedScriptRunsWithItsData();
    void unwritableFolderSaysWhy();
    void trainingScriptReplaysTheSavedRun_data();
    void trainingScriptReplaysTheSavedRun();
};

static QList<CodeSource> learnedAndRope()
{
    pe::SchemeParams learned;
    learned.scheme = pe::Scheme::Learned;
    learned.encoding = {16, 80, 10000.0, pe::Layout::Interleaved};
    pe::SchemeParams rope = learned;
    rope.scheme = pe::Scheme::Rope;
    QList<CodeSource> sources;
    for (const pe::SchemeParams &params : {learned, rope})
        sources.append({pe::schemeName(params.scheme), pe::encodingCode(params, pe::CodeLanguage::NumPy),
                        pe::encodingCode(params, pe::CodeLanguage::PyTorch), pe::encodingCodeInputs(params)});
    return sources;
}

void TestCodeDialog::showsEachSourceAndLanguage()
{
    const QList<CodeSource> sources = learnedAndRope();
    CodeDialog dialog(sources);
    QCOMPARE(dialog.sourceControl()->count(), 2);
    QCOMPARE(dialog.shownCode(), sources[0].numpy);
    dialog.languageTabs()->setCurrentIndex(1);
    QCOMPARE(dialog.shownCode(), sources[0].pytorch);
    dialog.sourceControl()->setCurrentIndex(1);
    QCOMPARE(dialog.shownCode(), sources[1].pytorch);
    for (QPushButton *button : dialog.findChildren<QPushButton *>())
        if (button->text() == CodeDialog::tr("&Copy"))
            QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), sources[1].pytorch);
}

void TestCodeDialog::savedScriptRunsWithItsData_data()
{
    QTest::addColumn<int>("language");
    QTest::addColumn<QStringList>("files");
    QTest::newRow("NumPy") << 0 << QStringList{"code_numpy.py", "learned_table.npy"};
    QTest::newRow("PyTorch") << 1 << QStringList{"code_pytorch.py", "learned_table.npy"};
}

void TestCodeDialog::savedScriptRunsWithItsData()
{
    QFETCH(int, language);
    QFETCH(QStringList, files);
    CodeDialog dialog(learnedAndRope());
    dialog.languageTabs()->setCurrentIndex(language);
    QTemporaryDir dir;
    QString error;
    QCOMPARE(dialog.saveTo(dir.path(), &error), files);
    QCOMPARE(error, QString());
    if (language == 1 && QProcess::execute(QStringLiteral("/usr/bin/python3"), {"-c", "import torch"}) != 0)
        QSKIP("PyTorch is not installed (scripts/setup.sh installs python3-torch)");
    QProcess python;
    python.setWorkingDirectory(dir.path());
    python.start(QStringLiteral("/usr/bin/python3"), {files.first()});
    QVERIFY(python.waitForFinished(60000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    QVERIFY(python.readAllStandardOutput().contains("80, 16"));  // print(pe.shape)
}

void TestCodeDialog::unwritableFolderSaysWhy()
{
    CodeDialog dialog(learnedAndRope());
    QString error;
    QVERIFY(dialog.saveTo(QStringLiteral("/proc/no-such-folder"), &error).isEmpty());
    QVERIFY2(!error.isEmpty(), "no message");
}

void TestCodeDialog::trainingScriptReplaysTheSavedRun_data()
{
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<bool>("causal");
    QTest::newRow("sinusoidal") << pe::Scheme::Sinusoidal << false;
    QTest::newRow("rope, causal") << pe::Scheme::Rope << true;
    QTest::newRow("t5, causal") << pe::Scheme::T5 << true;
    QTest::newRow("shaw") << pe::Scheme::Shaw << false;
}

// The lab's set-up as a training script: PyTorch only, and saved with its run it replays the
// app's steps to 1e-9 (--check).
void TestCodeDialog::trainingScriptReplaysTheSavedRun()
{
    QFETCH(pe::Scheme, scheme);
    QFETCH(bool, causal);
    pe::SchemeParams params;
    params.scheme = scheme;
    params.encoding.dModel = 16;
    LabSettings lab;
    lab.heads = 2;
    lab.causal = causal;
    const pe::TrainingSettings training = labTrainingSettings(params, lab);
    QVERIFY(pe::validationError(training).isEmpty());
    const QString code = pe::trainingCode(training);
    QVERIFY(code.contains(pe::trainingCommandLine(training)));
    QVERIFY(code.contains(QStringLiteral("torch.optim.Adam")));
    CodeDialog dialog({{QStringLiteral("training"), QString(), code, {}, training}});
    QVERIFY(!dialog.languageTabs()->isTabEnabled(0));
    QCOMPARE(dialog.shownCode(), code);

    QTemporaryDir dir;
    QString error;
    const QStringList files = dialog.saveTo(dir.path(), &error);
    QCOMPARE(files, (QStringList{"code_pytorch.py", "run/"}));
    QProcess python;
    python.setWorkingDirectory(dir.path());
    python.start(QStringLiteral("/usr/bin/python3"), {files.first(), QStringLiteral("run"), QStringLiteral("--check")});
    QVERIFY(python.waitForFinished(120000));
    const QByteArray output = python.readAllStandardOutput();
    QVERIFY2(python.exitCode() == 0, (output + python.readAllStandardError()).constData());
    QVERIFY2(output.contains("parameters: max difference"), output.constData());
}

QTEST_MAIN(TestCodeDialog)
#include "test_code_dialog.moc"
