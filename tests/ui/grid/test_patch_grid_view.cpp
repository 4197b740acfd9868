// The patch grid view: the map laid over the grid is the core's for the patch clicked, the grid
// follows the picture and the patch size, the sentences follow the patch and the scheme and name
// the numbers measured, the arrow keys move the choice, and a file that is no picture leaves the
// last picture and says so.

#include "grid/grid_encoding.h"
#include "grid/grid_similarity.h"
#include "grid/patch_canvas.h"
#include "grid/patch_grid_view.h"
#include "support/fail_on_warnings.h"
#include "support/matrix_compare.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

Q_DECLARE_METATYPE(pe::GridSize)

namespace {

constexpr double kTolerance = 1e-12;

// What the core gives for the view's settings and a patch: row `patch` of the scheme's similarities.
pe::Matrix coreMap(const PatchGridView &view, int patch)
{
    const pe::GridScheme &scheme = pe::gridSchemes()[view.scheme()];
    const pe::Matrix similarities = scheme.similarities(scheme.matrix(view.grid(), view.dModel(), view.base()));
    return pe::patchMap(similarities, view.grid(), patch);
}

QImage filled(int width, int height)
{
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(Qt::darkCyan);
    return image;
}

} // namespace

class TestPatchGridView : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void overlayIsTheCoresForTheClickedPatch_data();
    void overlayIsTheCoresForTheClickedPatch();
    void theColoursShowTheDifference_data();
    void theColoursShowTheDifference();
    void gridFollowsPictureAndPatchSize_data();
    void gridFollowsPictureAndPatchSize();
    void sentencesFollowPatchAndScheme_data();
    void sentencesFollowPatchAndScheme();
    void arrowKeysMoveTheChoice_data();
    void arrowKeysMoveTheChoice();
    void unreadableFileKeepsThePicture_data();
    void unreadableFileKeepsThePicture();
    void widthThatDoesNotFitIsExplained();
    void pictureThinnerThanAPatch();

private:
    PatchGridView *m_view = nullptr;
};

void TestPatchGridView::init()
{
    failOnStringWarnings();
    m_view = new PatchGridView;
    m_view->resize(1024, 700);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestPatchGridView::cleanup()
{
    delete m_view;
}

void TestPatchGridView::overlayIsTheCoresForTheClickedPatch_data()
{
    QTest::addColumn<int>("scheme");
    QTest::addColumn<int>("patchSize");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    for (int s = 0; s < int(pe::gridSchemes().size()); ++s) {
        const QString name = QLatin1String(pe::gridSchemes()[s].name);
        QTest::newRow(qPrintable(name + QStringLiteral(", 16 px, corner"))) << s << 16 << 64 << 0 << 0;
        QTest::newRow(qPrintable(name + QStringLiteral(", 28 px, (3, 5)"))) << s << 28 << 32 << 3 << 5;
        QTest::newRow(qPrintable(name + QStringLiteral(", 56 px, last"))) << s << 56 << 128 << 1 << 3;
    }
}

// A real click on the patch's place on screen: the view then shows the core's map of that patch.
void TestPatchGridView::overlayIsTheCoresForTheClickedPatch()
{
    QFETCH(int, scheme);
    QFETCH(int, patchSize);
    QFETCH(int, dModel);
    QFETCH(int, row);
    QFETCH(int, column);
    m_view->setScheme(scheme);
    m_view->setPatchSize(patchSize);
    m_view->setDModel(dModel);
    int patch = row * m_view->grid().columns + column;
    QTest::mouseClick(m_view->canvas(), Qt::LeftButton, {}, m_view->canvas()->patchRect(patch).center().toPoint());
    QCOMPARE(m_view->chosenPatch(), patch);
    QVERIFY(m_view->message()->isHidden());
    COMPARE_MATRICES(m_view->shownMap(), coreMap(*m_view, patch), kTolerance);
    QVERIFY2(std::abs(m_view->shownMap()(row, column) - 1.0) <= kTolerance, "a patch is fully like itself");
    // On screen: the middle of each patch is the overlay's colour for the core's value over the
    // picture (one colour here), drawn at the overlay's opacity.
    m_view->setPicture(filled(224, 224));  // a square grid now: the same row and column, another number
    patch = row * m_view->grid().columns + column;
    QCOMPARE(m_view->chosenPatch(), patch);
    const QImage shown = m_view->canvas()->grab().toImage();
    const pe::Matrix expected = coreMap(*m_view, patch);
    const double alpha = PatchCanvas::kOverlayAlpha / 255.0;
    const QColor under = filled(1, 1).pixelColor(0, 0);
    int worst = 0;
    for (int n = 0; n < m_view->grid().patches(); ++n) {
        const QColor over = m_view->canvas()->colourOf(expected(n / m_view->grid().columns, n % m_view->grid().columns));
        const QColor seen = shown.pixelColor(m_view->canvas()->patchRect(n).center().toPoint() * shown.devicePixelRatio());
        for (auto channel : {&QColor::red, &QColor::green, &QColor::blue})
            worst = std::max(worst, std::abs((seen.*channel)() - int(std::lround(alpha * (over.*channel)() + (1 - alpha) * (under.*channel)()))));
    }
    QVERIFY2(worst <= 2, qPrintable(QStringLiteral("a patch's colour is off by %1 of 255").arg(worst)));
    const pe::GridScheme &entry = pe::gridSchemes()[scheme];
    COMPARE_MATRICES(m_view->positionVector(), entry.matrix(m_view->grid(), dModel, m_view->base()).row(patch).transpose(), 0.0);
}

void TestPatchGridView::theColoursShowTheDifference_data()
{
    QTest::addColumn<int>("scheme");
    for (int s = 0; s < int(pe::gridSchemes().size()); ++s)
        QTest::newRow(pe::gridSchemes()[s].name) << s;
}

// The similarities of a map often lie between 0.64 and 1; on screen, over the picture, the most
// and the least alike patch must still look clearly different (on a fixed −1 … 1 scale they
// differed by about 80 of the 3 × 255 levels of red, green and blue; fitted, by over 200), and the
// colour bar and the sentences state the range the colours were fitted to.
void TestPatchGridView::theColoursShowTheDifference()
{
    QFETCH(int, scheme);
    m_view->setScheme(scheme);
    m_view->setPicture(filled(224, 224));
    const int centre = m_view->grid().patches() / 2 + m_view->grid().columns / 2;
    QTest::mouseClick(m_view->canvas(), Qt::LeftButton, {}, m_view->canvas()->patchRect(centre).center().toPoint());
    const pe::Matrix map = m_view->shownMap();
    Eigen::Index lowRow, lowColumn, highRow, highColumn;
    const double low = map.minCoeff(&lowRow, &lowColumn), high = map.maxCoeff(&highRow, &highColumn);
    const QImage shown = m_view->canvas()->grab().toImage();
    const auto seen = [&](Eigen::Index row, Eigen::Index column) {
        const int patch = int(row) * m_view->grid().columns + int(column);
        return shown.pixelColor(m_view->canvas()->patchRect(patch).center().toPoint() * shown.devicePixelRatio());
    };
    const QColor darkest = seen(lowRow, lowColumn), lightest = seen(highRow, highColumn);
    const int apart = std::abs(darkest.red() - lightest.red()) + std::abs(darkest.green() - lightest.green())
                      + std::abs(darkest.blue() - lightest.blue());
    QVERIFY2(apart > 200, qPrintable(QStringLiteral("values %1 and %2 are drawn only %3 levels apart").arg(low).arg(high).arg(apart)));
    const QLocale locale;
    QCOMPARE(m_view->canvas()->barLabel(0), locale.toString(high, 'f', 3));
    QCOMPARE(m_view->canvas()->barLabel(PatchCanvas::kBarTicks - 1), locale.toString(low, 'f', 3));
    const QString said = m_view->sentences()->text();
    QVERIFY2(said.contains(QStringLiteral("the darkest is %1, the lowest, and the lightest %2")
                               .arg(locale.toString(low, 'f', 3), locale.toString(high, 'f', 3))), qPrintable(said));
}

void TestPatchGridView::gridFollowsPictureAndPatchSize_data()
{
    QTest::addColumn<QSize>("picture");
    QTest::addColumn<int>("patchSize");
    QTest::addColumn<QSize>("scaled");
    QTest::addColumn<pe::GridSize>("grid");
    QTest::newRow("448 x 300, 16 px: 9 x 14") << QSize(448, 300) << 16 << QSize(224, 150) << pe::GridSize{9, 14};
    QTest::newRow("100 x 400, 28 px: 8 x 2") << QSize(100, 400) << 28 << QSize(56, 224) << pe::GridSize{8, 2};
    QTest::newRow("square 50, 32 px: 7 x 7") << QSize(50, 50) << 32 << QSize(224, 224) << pe::GridSize{7, 7};
    QTest::newRow("1000 x 600, 8 px: 16 x 28") << QSize(1000, 600) << 8 << QSize(224, 134) << pe::GridSize{16, 28};
}

void TestPatchGridView::gridFollowsPictureAndPatchSize()
{
    QFETCH(QSize, picture);
    QFETCH(int, patchSize);
    QFETCH(QSize, scaled);
    QFETCH(pe::GridSize, grid);
    QSignalSpy positions(m_view, &PatchGridView::positionsChanged);
    m_view->setPicture(filled(picture.width(), picture.height()));
    m_view->setPatchSize(patchSize);
    QCOMPARE(m_view->picture().size(), scaled);
    QCOMPARE(m_view->grid(), grid);
    QCOMPARE(m_view->canvas()->grid(), grid);
    QCOMPARE(m_view->shownMap().rows(), grid.rows);
    QCOMPARE(m_view->shownMap().cols(), grid.columns);
    QVERIFY(positions.count() >= 1);
    // The last patch sits at the bottom right of the drawn grid, inside the picture.
    const QRectF last = m_view->canvas()->patchRect(grid.patches() - 1);
    const QRectF first = m_view->canvas()->patchRect(0);
    QVERIFY2(std::abs(last.right() - first.left() - grid.columns * first.width()) < 1e-9, "columns");
    QVERIFY2(std::abs(last.bottom() - first.top() - grid.rows * first.height()) < 1e-9, "rows");
}

void TestPatchGridView::sentencesFollowPatchAndScheme_data()
{
    QTest::addColumn<int>("scheme");
    QTest::addColumn<int>("otherScheme");
    QTest::newRow("sin-cos, then RoPE-ViT") << 0 << 1;
    QTest::newRow("RoPE-ViT, then FLUX") << 1 << 2;
    QTest::newRow("FLUX, then sin-cos") << 2 << 0;
}

// The sentences name the chosen patch, the largest value among the others and the measured
// differences, as the view's own numbers give them.
void TestPatchGridView::sentencesFollowPatchAndScheme()
{
    QFETCH(int, scheme);
    QFETCH(int, otherScheme);
    m_view->setScheme(scheme);
    m_view->choosePatch(0);
    const QString atCorner = m_view->sentences()->text();
    QVERIFY2(atCorner.contains(QStringLiteral("(row 0, column 0)")), qPrintable(atCorner));
    m_view->choosePatch(m_view->grid().columns + 2);
    const QString inside = m_view->sentences()->text();
    QVERIFY(inside != atCorner);
    QVERIFY2(inside.contains(QStringLiteral("(row 1, column 2)")), qPrintable(inside));
    pe::Matrix others = m_view->shownMap();
    others(1, 2) = -2.0;  // leave the patch itself out
    const QLocale locale;
    QVERIFY2(inside.contains(locale.toString(others.maxCoeff(), 'f', 3)), qPrintable(inside));
    const pe::GridScheme &entry = pe::gridSchemes()[scheme];
    const pe::Matrix similarities = entry.similarities(entry.matrix(m_view->grid(), m_view->dModel(), m_view->base()));
    const pe::OffsetCheck offsets = pe::offsetCheck(similarities, m_view->grid());
    QVERIFY2(inside.contains(locale.toString(offsets.largestDifference, 'g', 2)), qPrintable(inside));
    QVERIFY2(inside.contains(locale.toString(offsets.pairsCompared)), qPrintable(inside));
    QVERIFY2(inside.contains(locale.toString(pe::separabilityGap(m_view->shownMap()), 'g', 2)), qPrintable(inside));
    m_view->setScheme(otherScheme);
    QVERIFY(m_view->sentences()->text() != inside);
    QVERIFY(m_view->sentences()->text().contains(QCoreApplication::translate("pe::GridScheme", pe::gridSchemes()[otherScheme].layout)));
}

void TestPatchGridView::arrowKeysMoveTheChoice_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("expected");
    // The drawn picture at 16 px: 9 rows of 14 patches.
    QTest::newRow("right") << 15 << int(Qt::Key_Right) << 16;
    QTest::newRow("left") << 15 << int(Qt::Key_Left) << 14;
    QTest::newRow("down") << 15 << int(Qt::Key_Down) << 29;
    QTest::newRow("up") << 15 << int(Qt::Key_Up) << 1;
    QTest::newRow("left at the left edge stays") << 14 << int(Qt::Key_Left) << 14;
    QTest::newRow("down at the bottom stays") << 8 * 14 + 3 << int(Qt::Key_Down) << 8 * 14 + 3;
}

void TestPatchGridView::arrowKeysMoveTheChoice()
{
    QFETCH(int, start);
    QFETCH(int, key);
    QFETCH(int, expected);
    QCOMPARE(m_view->grid(), (pe::GridSize{9, 14}));
    m_view->choosePatch(start);
    QSignalSpy chosen(m_view, &PatchGridView::chosenPatchChanged);
    m_view->canvas()->setFocus();
    QTRY_VERIFY(m_view->canvas()->hasFocus());
    QTest::keyClick(m_view->canvas(), Qt::Key(key));
    QCOMPARE(m_view->chosenPatch(), expected);
    QCOMPARE(chosen.count(), expected == start ? 0 : 1);
    COMPARE_MATRICES(m_view->shownMap(), coreMap(*m_view, expected), kTolerance);
}

void TestPatchGridView::unreadableFileKeepsThePicture_data()
{
    QTest::addColumn<QByteArray>("contents");  ///< empty: no file at all
    QByteArray png;
    {
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        filled(40, 30).save(&buffer, "PNG");
    }
    QTest::newRow("text named .png") << QByteArray("this is not a picture\n");
    QTest::newRow("PNG cut after its header") << png.left(24);
    QTest::newRow("no such file") << QByteArray();
}

void TestPatchGridView::unreadableFileKeepsThePicture()
{
    QFETCH(QByteArray, contents);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("broken.png"));
    if (!contents.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(contents);
    }
    m_view->setPicture(filled(300, 200));
    const QImage before = m_view->picture();
    const pe::GridSize grid = m_view->grid();
    QVERIFY(!m_view->openPicture(path));
    QCOMPARE(m_view->picture(), before);
    QCOMPARE(m_view->grid(), grid);
    QVERIFY(m_view->message()->isVisible());
    QVERIFY2(m_view->message()->text().contains(QStringLiteral("broken.png")), qPrintable(m_view->message()->text()));
    QVERIFY(m_view->shownMap().size() > 0);
    // A good file opens and takes the message away.
    const QString good = folder.filePath(QStringLiteral("good.png"));
    QVERIFY(filled(112, 224).save(good));
    QVERIFY(m_view->openPicture(good));
    QCOMPARE(m_view->picture().size(), QSize(112, 224));
    QVERIFY(m_view->message()->isHidden());
}

// FLUX's split needs D divisible by 32: choosing it moves D up to the next such width and the
// arrows step by 32; a width typed that does not fit is explained, and nothing is laid over the grid.
void TestPatchGridView::widthThatDoesNotFitIsExplained()
{
    m_view->setDModel(36);
    QVERIFY(m_view->message()->isHidden());
    m_view->setScheme(2);
    QCOMPARE(m_view->dModel(), 64);
    QCOMPARE(m_view->dModelControl()->singleStep(), 32);
    QVERIFY(m_view->message()->isHidden());
    m_view->setScheme(1);
    QCOMPARE(m_view->dModelControl()->singleStep(), 4);
    QCOMPARE(m_view->dModel(), 64);
    m_view->setScheme(2);
    m_view->setDModel(48);
    QVERIFY(m_view->message()->isVisible());
    QVERIFY2(m_view->message()->text().contains(QStringLiteral("32")), qPrintable(m_view->message()->text()));
    QCOMPARE(m_view->shownMap().size(), 0);
    m_view->setDModel(64);
    QVERIFY(m_view->message()->isHidden());
    QCOMPARE(m_view->shownMap().rows(), m_view->grid().rows);
}

// 1000 × 20 pixels is 224 × 4 at ViT's size: no whole patch of 16 pixels. The view says so and
// neither keys nor clicks choose anything; 2 × 2 patches bring the map back.
void TestPatchGridView::pictureThinnerThanAPatch()
{
    m_view->setPicture(filled(1000, 20));
    QCOMPARE(m_view->grid(), (pe::GridSize{0, 14}));
    QVERIFY(m_view->message()->isVisible());
    QVERIFY2(m_view->message()->text().contains(QStringLiteral("4 pixels")), qPrintable(m_view->message()->text()));
    QCOMPARE(m_view->shownMap().size(), 0);
    QTest::keyClick(m_view->canvas(), Qt::Key_Down);
    QTest::mouseClick(m_view->canvas(), Qt::LeftButton, {}, m_view->canvas()->rect().center());
    m_view->setPicture(filled(1000, 20));
    m_view->setPatchSize(8);
    QVERIFY(m_view->message()->isVisible());  // 224 × 4 is still under one patch of 8
    m_view->setPicture(filled(100, 100));
    QVERIFY(m_view->message()->isHidden());
    QCOMPARE(m_view->shownMap().rows(), 28);
}

QTEST_MAIN(TestPatchGridView)
#include "test_patch_grid_view.moc"
