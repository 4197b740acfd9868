// "Which patch is most similar?" on screen and on paper: the picture draws the grid with the marked
// patch filled and each lettered patch where its choice says, square and whole; Show Me sets the
// Images & Video tab's patch grid up at the question.

#include "challenges/challenge_kinds.h"
#include "challenges/question_picture.h"
#include "challenges/show_me.h"
#include "grid/drawn_picture.h"
#include "plots/parts.h"
#include "state/app_state.h"

#include <QJsonArray>
#include <QtTest>
#include "support/fail_on_warnings.h"
#include <qcustomplot.h>

namespace {

pe::Question patchQuestion(int level, quint64 seed)
{
    return pe::generateChallenges(level, seed, 1, {pe::ChallengeKind::ClosestPatch}).front();
}

// The colour drawn at plot coordinates (x, y) = (column, row).
QColor colourAt(const QImage &image, const QCustomPlot *plot, double column, double row)
{
    return image.pixelColor(int(plot->xAxis->coordToPixel(column)), int(plot->yAxis->coordToPixel(row)));
}

bool near(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) <= 3 && std::abs(a.green() - b.green()) <= 3 && std::abs(a.blue() - b.blue()) <= 3;
}

QString named(const QColor &colour)
{
    return colour.name();
}

} // namespace

class TestPatchChallenge : public QObject
{
    Q_OBJECT
private slots:
    void init() { failOnStringWarnings(); }
    void thePictureMarksThePatches_data();
    void thePictureMarksThePatches();
    void showMeOpensThePatchGrid_data();
    void showMeOpensThePatchGrid();
};

void TestPatchChallenge::thePictureMarksThePatches_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QSize>("size");
    QTest::newRow("4 x 6, a wide picture") << 2 << quint64(3) << QSize(700, 300);
    QTest::newRow("researcher, a tall picture") << 3 << quint64(5) << QSize(320, 500);
    QTest::newRow("researcher, the worksheet's size") << 3 << quint64(6) << challengeKindView(pe::ChallengeKind::ClosestPatch).paper;
}

// Read back from the pixels: the marked patch in the first part's colour, each lettered patch
// tinted with its letter on it at its choice's row and column, the other patches white; every
// patch square and the whole grid in view.
void TestPatchChallenge::thePictureMarksThePatches()
{
    QFETCH(int, level);
    QFETCH(quint64, seed);
    QFETCH(QSize, size);
    const pe::Question question = patchQuestion(level, seed);
    const QJsonObject &s = question.settings;
    QuestionPicture picture;
    picture.setAttribute(Qt::WA_DontShowOnScreen);
    picture.resize(size);
    picture.show();
    picture.showQuestion(question, ColourMap::BlueRed);
    QVERIFY(!picture.isHidden());  // a kind with a picture
    QCustomPlot *plot = picture.plot();
    const QImage image = plot->toPixmap().toImage();
    const int rows = s.value("rows").toInt(), columns = s.value("columns").toInt();
    // Square patches, all of the grid shown.
    const double across = plot->xAxis->coordToPixel(1) - plot->xAxis->coordToPixel(0);
    const double up = std::abs(plot->yAxis->coordToPixel(1) - plot->yAxis->coordToPixel(0));
    QVERIFY2(std::abs(across - up) < 1.0, qPrintable(QStringLiteral("%1 across, %2 up").arg(across).arg(up)));
    QVERIFY(plot->xAxis->range().lower <= -0.5 && plot->xAxis->range().upper >= columns - 0.5);
    QVERIFY(plot->yAxis->range().lower <= -0.5 && plot->yAxis->range().upper >= rows - 0.5);
    QVERIFY(plot->yAxis->rangeReversed());  // row 0 at the top, as in the picture
    const int markedRow = s.value("row").toInt(), markedColumn = s.value("column").toInt();
    QVERIFY2(near(colourAt(image, plot, markedColumn, markedRow), kSineColor),
             qPrintable(named(colourAt(image, plot, markedColumn, markedRow))));
    const QJsonArray choices = s.value("choices").toArray();
    QCOMPARE(picture.patchLetters().size(), choices.size());
    QSet<int> lettered;
    for (qsizetype i = 0; i < choices.size(); ++i) {
        const int row = choices[i]["row"].toInt(), column = choices[i]["column"].toInt();
        lettered.insert(row * columns + column);
        const QCPItemText *letter = picture.patchLetters()[i];
        QCOMPARE(letter->text(), QString(QChar(u'A' + int(i))));
        QCOMPARE(letter->position->coords(), QPointF(column, row));
        QVERIFY2(letter->font().pixelSize() >= 0.5 * across, qPrintable(QString::number(letter->font().pixelSize())));
        // Between the letter and the outline: the tint.
        const QColor tint = colourAt(image, plot, column - 0.3, row + 0.3);
        QVERIFY2(tint != Qt::white && tint.blue() > tint.red(), qPrintable(named(tint)));
    }
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column)
            if (!lettered.contains(row * columns + column) && !(row == markedRow && column == markedColumn))
                QVERIFY2(colourAt(image, plot, column, row) == Qt::white,
                         qPrintable(QStringLiteral("row %1, column %2: %3").arg(row).arg(column).arg(named(colourAt(image, plot, column, row)))));
}

void TestPatchChallenge::showMeOpensThePatchGrid_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("patterns") << 2 << quint64(1);
    for (quint64 seed : {2, 3, 4, 5})
        QTest::addRow("researcher, seed %llu", seed) << 3 << seed;
}

// The app's picture cut by the patch size into the question's very grid, at its scheme, D and base,
// the marked patch chosen; the student's own picture set aside.
void TestPatchChallenge::showMeOpensThePatchGrid()
{
    QFETCH(int, level);
    QFETCH(quint64, seed);
    const pe::Question question = patchQuestion(level, seed);
    const QJsonObject &s = question.settings;
    AppState state;
    state.changeGrid([](GridSettings &grid) {
        grid.page = 1;
        grid.pictureFile = QStringLiteral("/home/student/cat.png");
        grid.row = grid.column = 0;
    });
    QCOMPARE(showMe(question, &state), QStringLiteral("images"));
    const GridSettings &grid = state.gridSettings();
    QCOMPARE(grid.page, 0);
    QVERIFY(grid.pictureFile.isEmpty());
    QCOMPARE(drawnPicture().height() / grid.patchSize, s.value("rows").toInt());
    QCOMPARE(drawnPicture().width() / grid.patchSize, s.value("columns").toInt());
    QCOMPARE(grid.scheme, s.value("scheme").toString());
    QCOMPARE(grid.dModel, s.value("d_model").toInt());
    QCOMPARE(grid.base, s.value("base").toDouble());
    QCOMPARE(grid.row, s.value("row").toInt());
    QCOMPARE(grid.column, s.value("column").toInt());
}

QTEST_MAIN(TestPatchChallenge)
#include "test_patch_challenge.moc"
