// Figures and matrices leave the app in files other programs open: check each file's format.

#include "plots/figure_export.h"
#include "plots/parts.h"

#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

static QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

class TestFigureExport : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void savesEachFormat_data();
    void savesEachFormat();
    void pngFollowsTheScale();
    void refusesOtherFormatsAndBadFolders();
    void unwritableDestinations_data();
    void unwritableDestinations();
    void wholeWidgets();
    void figureTitleGoesToTheFileOnly();
    void namesWithoutExtensionGetOne_data();
    void namesWithoutExtensionGetOne();

private:
    QTemporaryDir m_dir;
    QCustomPlot *m_plot = nullptr;
};

void TestFigureExport::init()
{
    m_plot = createPlot(nullptr);
    m_plot->resize(400, 300);
    m_plot->addGraph()->setData({0, 1, 2, 3}, {0, 1, 0, 1});
    m_plot->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_plot));
}

void TestFigureExport::cleanup()
{
    delete m_plot;
}

void TestFigureExport::savesEachFormat_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("signature");
    QTest::newRow("png") << "plot.png" << QByteArray("\x89PNG\r\n\x1a\n");
    QTest::newRow("svg") << "plot.svg" << QByteArray("<?xml");
    QTest::newRow("pdf") << "plot.pdf" << QByteArray("%PDF-");
}

void TestFigureExport::savesEachFormat()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, signature);
    const QString path = m_dir.filePath(fileName);
    QCOMPARE(saveFigure(m_plot, path), QString());
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.startsWith(signature));
    QVERIFY(bytes.size() > 500);
    if (fileName.endsWith("svg"))
        QVERIFY(bytes.contains("<svg"));
}

void TestFigureExport::pngFollowsTheScale()
{
    const QString path = m_dir.filePath(QStringLiteral("big.png"));
    QCOMPARE(saveFigure(m_plot, path, 2.0), QString());
    QCOMPARE(QImage(path).size(), QSize(800, 600));
}

void TestFigureExport::refusesOtherFormatsAndBadFolders()
{
    QVERIFY(saveFigure(m_plot, m_dir.filePath(QStringLiteral("plot.gif"))).contains(".png, .svg or .pdf"));
    QVERIFY(saveFigure(m_plot, m_dir.filePath(QStringLiteral("missing/plot.png"))).contains("Cannot write"));
    QVERIFY(isFigureFileName(QStringLiteral("a.PDF")));
    QVERIFY(!isFigureFileName(QStringLiteral("a.jpg")));
}

void TestFigureExport::unwritableDestinations_data()
{
    QTest::addColumn<QString>("destination");
    QTest::addColumn<QString>("says");
    QTest::newRow("a missing folder") << "missing" << "Cannot write";
    QTest::newRow("a path under a regular file") << "under a file" << "Cannot write";
    QTest::newRow("a read-only folder") << "read-only" << "Cannot write";
    QTest::newRow("a full disk") << "full" << "No space left on device";
}

void TestFigureExport::unwritableDestinations()
{
    QFETCH(QString, destination);
    QFETCH(QString, says);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("missing/plot.png"));
    if (destination == "under a file") {
        QFile file(dir.filePath(QStringLiteral("notes.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        path = dir.filePath(QStringLiteral("notes.txt/plot.png"));
    } else if (destination == "read-only") {
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        QFile probe(dir.filePath(QStringLiteral("probe")));
        if (probe.open(QIODevice::WriteOnly))
            QSKIP("running as root: a read-only folder still takes files");
        path = dir.filePath(QStringLiteral("plot.png"));
    } else if (destination == "full") {
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("this system has no /dev/full to play a full disk");
        path = dir.filePath(QStringLiteral("plot.png"));
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), path));
    }
    const QString error = saveFigure(m_plot, path);
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY2(error.contains(says) && error.contains(path), qPrintable(error));
    if (destination == "full")
        QVERIFY(!QFileInfo(QStringLiteral("/dev/full")).isFile()); // still the device
    else
        QVERIFY(!QFileInfo::exists(path));
}

void TestFigureExport::wholeWidgets()
{
    QWidget widget;
    widget.resize(320, 200);
    const QString path = m_dir.filePath(QStringLiteral("view.pdf"));
    QCOMPARE(saveWidgetFigure(&widget, path), QString());
    QVERIFY(readAll(path).startsWith("%PDF-"));
}

// The saved figure carries its own title (here found in the SVG's text), the screen keeps its own.
void TestFigureExport::figureTitleGoesToTheFileOnly()
{
    QCPTextElement *title = addPlotTitle(m_plot, QStringLiteral("Sentence A"));
    setFigureName(m_plot, QStringLiteral("sentence-a"), QStringLiteral("Sentence A, with positional information: tigers love rabbits ."));
    QCOMPARE(figureFileName(m_plot, QStringLiteral("figure")), QStringLiteral("sentence-a"));
    const QString path = m_dir.filePath(QStringLiteral("titled.svg"));
    QCOMPARE(saveFigure(m_plot, path), QString());
    const QByteArray svg = readAll(path);
    QVERIFY(svg.contains("tigers love rabbits"));
    QCOMPARE(title->text(), QStringLiteral("Sentence A"));
    setFigureName(m_plot, QString());
    QCOMPARE(figureFileName(m_plot, QStringLiteral("figure")), QStringLiteral("figure"));
    QCOMPARE(saveFigure(m_plot, path), QString());
    QVERIFY(!readAll(path).contains("tigers love rabbits"));
    // The view's subject (the explorer's scheme) ends the saved title, not the screen's.
    setFigureSubject(m_plot, QStringLiteral("RoPE: rotate queries and keys"));
    QCOMPARE(saveFigure(m_plot, path), QString());
    QVERIFY(readAll(path).contains("Sentence A — RoPE: rotate queries and keys"));
    QCOMPARE(title->text(), QStringLiteral("Sentence A"));
}

void TestFigureExport::namesWithoutExtensionGetOne_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("saved");
    QTest::newRow("no extension") << "/tmp/slide" << "/tmp/slide.png";
    QTest::newRow("its extension") << "/tmp/slide.png" << "/tmp/slide.png";
    QTest::newRow("another figure extension") << "/tmp/slide.svg" << "/tmp/slide.svg";
    QTest::newRow("a dot in a folder") << "/tmp/v1.2/slide" << "/tmp/v1.2/slide.png";
}

void TestFigureExport::namesWithoutExtensionGetOne()
{
    QFETCH(QString, typed);
    QFETCH(QString, saved);
    QCOMPARE(withSuffix(typed, QStringLiteral("png")), saved);
}

QTEST_MAIN(TestFigureExport)
#include "test_figure_export.moc"
