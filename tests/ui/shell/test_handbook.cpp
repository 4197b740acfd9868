// The handbook (docs/handbook): every page in both languages, every relative link and picture of
// every page found, and Help › Handbook (F1) showing the pages of the interface's language.

#include "support/test_paths.h"
#include "shell/handbook_window.h"
#include "shell/language.h"
#include "state/view_names.h"
#include "support/fail_on_warnings.h"
#include "ui/shell/main_window_fixture.h"

#include <QDir>
#include <QFile>
#include <QFontInfo>
#include <QImage>
#include <QListWidget>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QtTest>

namespace {

const QString kSource = sourcePath();

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The Markdown files of a folder of the source tree, sorted.
QStringList markdownFiles(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
}

// The relative targets of a Markdown text's links and pictures, without their #heading:
// "formula.md", "../images/explorer-en.png".
QStringList relativeLinks(const QString &markdown)
{
    QStringList links;
    static const QRegularExpression link(QStringLiteral("\\]\\(([^)\\s]+)\\)"));
    for (const QRegularExpressionMatch &match : link.globalMatch(markdown)) {
        const QUrl target(match.captured(1));
        if (target.isRelative() && !target.path().isEmpty())
            links.append(target.path());
    }
    return links;
}

} // namespace

class TestHandbook : public QObject, private MainWindowFixture
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyPageInBothLanguages_data();
    void everyPageInBothLanguages();
    void everyLinkFindsItsFile_data();
    void everyLinkFindsItsFile();
    void f1OpensTheInterfaceLanguage_data();
    void f1OpensTheInterfaceLanguage();
    void linksAndTheListShowPages();
    void picturesFitThePage();
};

void TestHandbook::initTestCase()
{
    useTestSettings();
}

void TestHandbook::init()
{
    failOnStringWarnings();
    // A page or picture the browser cannot find ("QTextBrowser: No document for …") or read.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(QTextBrowser|QImage|libpng)")));
}

void TestHandbook::cleanup()
{
    QVERIFY(installLanguage(QStringLiteral("en")));
}

void TestHandbook::everyPageInBothLanguages_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

// The source folder holds the pages the window lists, no more and no fewer, and each is built in.
void TestHandbook::everyPageInBothLanguages()
{
    QFETCH(QString, language);
    QStringList listed = HandbookWindow::pageFiles();
    listed.sort();
    QCOMPARE(markdownFiles(kSource + QStringLiteral("/docs/handbook/") + language), listed);
    QCOMPARE(HandbookWindow::folder(language), QStringLiteral(":/handbook/%1/").arg(language));
    for (const QString &page : HandbookWindow::pageFiles())
        QVERIFY2(QFile::exists(HandbookWindow::folder(language) + page), qPrintable(page + QStringLiteral(" is not built in")));
}

// A row per page of either language, and the README and the developer notes, which link into it.
void TestHandbook::everyLinkFindsItsFile_data()
{
    QTest::addColumn<QString>("page");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const QString &page : HandbookWindow::pageFiles())
            QTest::newRow(qPrintable(language + QLatin1Char('/') + page))
                << QStringLiteral("docs/handbook/%1/%2").arg(language, page);
    for (const QString &page : markdownFiles(kSource + QStringLiteral("/docs/dev")))
        QTest::newRow(qPrintable(QStringLiteral("dev/") + page)) << QStringLiteral("docs/dev/") + page;
    QTest::newRow("README") << QStringLiteral("README.md");
}

void TestHandbook::everyLinkFindsItsFile()
{
    QFETCH(QString, page);
    const QString path = kSource + QLatin1Char('/') + page;
    const QString text = readText(path);
    QVERIFY2(!text.isEmpty(), qPrintable(page + QStringLiteral(" is missing or empty")));
    const QDir folder = QFileInfo(path).dir();
    for (const QString &link : relativeLinks(text))
        QVERIFY2(QFileInfo::exists(folder.filePath(link)), qPrintable(QStringLiteral("%1 links to %2, which is not there").arg(page, link)));
}

void TestHandbook::f1OpensTheInterfaceLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

// F1 in a window of either language: the handbook's front page in that language, written large
// enough to read, its first heading the page's own.
void TestHandbook::f1OpensTheInterfaceLanguage()
{
    QFETCH(QString, language);
    QVERIFY(installLanguage(language));
    openWindow();
    QVERIFY(!m_window->findChild<HandbookWindow *>());
    QTest::keyClick(m_window, Qt::Key_F1);
    auto *handbook = m_window->findChild<HandbookWindow *>();
    QVERIFY(handbook);
    QVERIFY(handbook->isVisible());
    QCOMPARE(handbook->currentPage(), QUrl(QStringLiteral("qrc:/handbook/%1/index.md").arg(language)));
    const QString heading = readText(kSource + QStringLiteral("/docs/handbook/%1/index.md").arg(language)).section(QLatin1Char('\n'), 0, 0);
    QCOMPARE(QStringLiteral("# ") + handbook->browser()->toPlainText().section(QLatin1Char('\n'), 0, 0), heading);
    QCOMPARE(handbook->pageList()->count(), HandbookWindow::pageFiles().size());
    QVERIFY(QFontInfo(handbook->browser()->font()).pixelSize() >= 13);
    // F1 again raises the same window; --view handbook opens it too.
    QTest::keyClick(m_window, Qt::Key_F1);
    QVERIFY(m_window->showView(handbookViewName()));
    QCOMPARE(m_window->findChildren<HandbookWindow *>().size(), 1);
    closeWindow();
}

// A relative link opens its page in the window, and the list follows; a row of the list opens its page.
void TestHandbook::linksAndTheListShowPages()
{
    HandbookWindow handbook;
    handbook.showPage(QStringLiteral("attention-lab.md"));
    handbook.followLink(QUrl(QStringLiteral("training-lab.md")));
    QCOMPARE(handbook.currentPage(), QUrl(QStringLiteral("qrc:/handbook/en/training-lab.md")));
    QCOMPARE(handbook.pageList()->currentRow(), HandbookWindow::pageFiles().indexOf(QStringLiteral("training-lab.md")));
    QVERIFY(handbook.browser()->toPlainText().startsWith(QStringLiteral("Training Lab")));
    const int formula = int(HandbookWindow::pageFiles().indexOf(QStringLiteral("formula.md")));
    handbook.pageList()->setCurrentRow(formula);
    QCOMPARE(handbook.currentPage(), QUrl(QStringLiteral("qrc:/handbook/en/formula.md")));
}

// The screenshots are built in, and drawn no wider than the page beside the list.
void TestHandbook::picturesFitThePage()
{
    HandbookWindow handbook;
    handbook.showPage(QStringLiteral("encoding-explorer.md"));
    const QVariant picture = handbook.browser()->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("../images/explorer-en.png")));
    const QImage image = picture.canConvert<QImage>() ? picture.value<QImage>() : QImage::fromData(picture.toByteArray());
    QVERIFY(!image.isNull());
    QVERIFY2(image.width() <= 800, qPrintable(QString::number(image.width())));
}

QTEST_MAIN(TestHandbook)
#include "test_handbook.moc"
