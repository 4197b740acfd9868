// The worksheet on paper: pictures in greys with no hue, a compact layout on fewer pages, pictures
// whose fonts stay readable, the answer key as a file of its own, and the options remembered.

#include "challenges/question_picture.h"
#include "challenges/worksheet.h"
#include "challenges/worksheet_options.h"

#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QPdfWriter>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include "support/fail_on_warnings.h"

Q_DECLARE_METATYPE(pe::ChallengeKind)

namespace {

// A question of `kind` at level 2 (which asks every kind with a picture).
pe::Question questionOf(pe::ChallengeKind kind)
{
    return pe::generateChallenges(2, 4, 1, {kind}).front();
}

// Pixels whose red, green and blue differ by more than `tolerance`.
int colouredPixels(const QImage &image, int tolerance)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    int coloured = 0;
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x) {
            const QRgb pixel = rgb.pixel(x, y);
            const int r = qRed(pixel), g = qGreen(pixel), b = qBlue(pixel);
            coloured += std::max({r, g, b}) - std::min({r, g, b}) > tolerance ? 1 : 0;
        }
    return coloured;
}

// The pages `part` of the worksheet takes on A4, as saveWorksheet() lays it out.
int pagesOf(int level, int count, const WorksheetOptions &options, WorksheetPart part)
{
    const std::vector<pe::Question> questions = pe::generateChallenges(level, 4, count);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(18, 15, 18, 15), QPageLayout::Millimeter);
    writer.setResolution(300);
    return paintWorksheet({level, 4, count, {}}, questions, ColourMap::BlueRed, options, part, &writer);
}

int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray pdf = file.readAll();
    return int(pdf.count("/Type /Page")) - int(pdf.count("/Type /Pages"));
}

} // namespace

class TestWorksheet : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void picturesInGreysHaveNoHue_data();
    void picturesInGreysHaveNoHue();
    void picturesAreDrawnForPaper_data();
    void picturesAreDrawnForPaper();
    void theCompactLayoutTakesFewerPages_data();
    void theCompactLayoutTakesFewerPages();
    void theAnswerKeyIsAFileOfItsOwn();
    void theOptionsAreRemembered_data();
    void theOptionsAreRemembered();
};

void TestWorksheet::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);  // the options go to a test settings file
    QCoreApplication::setOrganizationName(QStringLiteral("pe-explorer-tests"));
}

void TestWorksheet::init()
{
    failOnStringWarnings();
    QSettings().clear();
}

void TestWorksheet::picturesInGreysHaveNoHue_data()
{
    QTest::addColumn<pe::ChallengeKind>("kind");
    QTest::newRow("a curve") << pe::ChallengeKind::WhichDimension;
    QTest::newRow("sine and cosine bars") << pe::ChallengeKind::WhichPosition;
    QTest::newRow("two points on a circle") << pe::ChallengeKind::RelativeOffset;
    QTest::newRow("a heatmap") << pe::ChallengeKind::WhichScheme;
    QTest::newRow("a grid of patches") << pe::ChallengeKind::ClosestPatch;
}

// For a black-and-white printer: every pixel grey (red = green = blue within 2 of 255), where the
// same picture in the default map has colour.
void TestWorksheet::picturesInGreysHaveNoHue()
{
    QFETCH(pe::ChallengeKind, kind);
    const pe::Question question = questionOf(kind);
    const QImage greys = QuestionPicture::render(question, ColourMap::Greys, QSize(360, 200), kWorksheetPictureFontPoints);
    QVERIFY(!greys.isNull());
    QCOMPARE(colouredPixels(greys, 2), 0);
    const QImage colours = QuestionPicture::render(question, ColourMap::BlueRed, QSize(360, 200), kWorksheetPictureFontPoints);
    QVERIFY(colouredPixels(colours, 2) > 100);
}

void TestWorksheet::picturesAreDrawnForPaper_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("compact") << QSize(360, 140);
    QTest::newRow("full width") << QSize(600, 240);
}

// A picture is drawn at kPaperPixels per 1/96 inch, the unit its <img> is placed in, so its
// fonts keep their points on paper; and those points are readable (8 or more).
void TestWorksheet::picturesAreDrawnForPaper()
{
    QFETCH(QSize, size);
    const QImage image = QuestionPicture::render(questionOf(pe::ChallengeKind::WhichDimension), ColourMap::BlueRed, size,
                                                 kWorksheetPictureFontPoints);
    QCOMPARE(image.size(), size * QuestionPicture::kPaperPixels);
    QVERIFY(kWorksheetPictureFontPoints >= 8.0);
    // Larger fonts take more of the picture's left margin for the value axis' labels: the size given is used.
    const QImage small = QuestionPicture::render(questionOf(pe::ChallengeKind::WhichDimension), ColourMap::BlueRed, size, 5.0);
    QVERIFY(image != small);
}

void TestWorksheet::theCompactLayoutTakesFewerPages_data()
{
    QTest::addColumn<int>("level");
    QTest::newRow("level 1") << 1;
    QTest::newRow("level 2") << 2;
    QTest::newRow("level 3") << 3;
}

// Ten questions: the compact sheet takes fewer pages than the full one.
void TestWorksheet::theCompactLayoutTakesFewerPages()
{
    QFETCH(int, level);
    WorksheetOptions compact;
    compact.compact = true;
    const int full = pagesOf(level, 10, {}, WorksheetPart::Sheet);
    const int fewer = pagesOf(level, 10, compact, WorksheetPart::Sheet);
    QVERIFY2(fewer < full, qPrintable(QStringLiteral("%1 pages compact, %2 full").arg(fewer).arg(full)));
}

// The students' sheet without the key, the key in its own file: together the pages of the whole.
void TestWorksheet::theAnswerKeyIsAFileOfItsOwn()
{
    const pe::ChallengeSet set{2, 4, 10, {}};
    const std::vector<pe::Question> questions = pe::generateChallenges(2, 4, 10);
    QTemporaryDir dir;
    const QString whole = dir.filePath(QStringLiteral("whole.pdf")), sheet = dir.filePath(QStringLiteral("round.pdf"));
    QCOMPARE(answerKeyPath(sheet), dir.filePath(QStringLiteral("round-key.pdf")));
    int wholePages = 0, sheetPages = 0;
    QCOMPARE(saveWorksheet(set, questions, ColourMap::BlueRed, {}, whole, {}, &wholePages), QString());
    QCOMPARE(saveWorksheet(set, questions, ColourMap::BlueRed, {}, sheet, answerKeyPath(sheet), &sheetPages), QString());
    QCOMPARE(pdfPages(whole), wholePages);
    QCOMPARE(pdfPages(sheet), sheetPages);
    const int keyPages = pdfPages(answerKeyPath(sheet));
    QVERIFY(keyPages >= 1);
    QCOMPARE(sheetPages + keyPages, wholePages);
}

void TestWorksheet::theOptionsAreRemembered_data()
{
    QTest::addColumn<int>("box");
    QTest::newRow("greys") << 0;
    QTest::newRow("compact") << 1;
    QTest::newRow("the key apart") << 2;
}

// The box ticked in the dialog is the option chosen, and the next dialog opens with it ticked.
void TestWorksheet::theOptionsAreRemembered()
{
    QFETCH(int, box);
    const auto boxes = [](WorksheetOptionsDialog *dialog) {
        return QList<QCheckBox *>{dialog->greysControl(), dialog->compactControl(), dialog->keyApartControl()};
    };
    const auto flags = [](const WorksheetOptions &options) { return QList<bool>{options.greys, options.compact, options.keyApart}; };
    QList<bool> expected{false, false, false};
    expected[box] = true;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<WorksheetOptionsDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        for (QCheckBox *control : boxes(dialog))
            QVERIFY(!control->isChecked());
        QTest::keyClick(boxes(dialog)[box], Qt::Key_Space);
        QTest::keyClick(dialog, Qt::Key_Return);
    });
    const std::optional<WorksheetOptions> chosen = WorksheetOptionsDialog::ask(nullptr);
    QVERIFY(chosen);
    QCOMPARE(flags(*chosen), expected);
    QCOMPARE(flags(WorksheetOptions::remembered()), expected);
    WorksheetOptionsDialog again(WorksheetOptions::remembered());
    for (int i = 0; i < 3; ++i)
        QCOMPARE(boxes(&again)[i]->isChecked(), expected[i]);
}

QTEST_MAIN(TestWorksheet)
#include "test_worksheet.moc"
