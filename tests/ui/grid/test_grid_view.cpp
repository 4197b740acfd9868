// The Images and Video tab: its two pages follow AppState's GridSettings (what lesson files, Show Me
// and the command line set), and what a student changes on them reaches the settings.

#include "grid/grid_encoding.h"
#include "grid/grid_similarity.h"
#include "grid/grid_view.h"
#include "grid/multimodal_positions_view.h"
#include "grid/patch_grid_view.h"
#include "grid/token_strip.h"
#include "state/app_state.h"
#include "support/fail_on_warnings.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QtTest>

class TestGridView : public QObject
{
    Q_OBJECT
private slots:
    void init() { failOnStringWarnings(); }
    void theViewsFollowTheSettings_data();
    void theViewsFollowTheSettings();
    void whatTheStudentChangesIsKept();
    void aMissingPictureKeepsTheShownOne();
};

void TestGridView::theViewsFollowTheSettings_data()
{
    QTest::addColumn<GridSettings>("grid");
    QTest::newRow("MAE, patch (2, 3) of 16 pixels")
        << GridSettings{0, {}, 16, QStringLiteral("sincos-2d"), 32, 10000.0, 2, 3, QStringLiteral("text:4"), 2, false, 1.0, 2.0};
    QTest::newRow("rope-vit, 28 pixels, base 100")
        << GridSettings{0, {}, 28, QStringLiteral("rope-2d"), 64, 100.0, 4, 0, QStringLiteral("text:4"), 2, false, 1.0, 2.0};
    QTest::newRow("FLUX, the last patch clamped into the grid")
        << GridSettings{0, {}, 32, QStringLiteral("rope-2d-flux"), 64, 10000.0, 40, 40, QStringLiteral("text:4"), 2, false, 1.0, 2.0};
    QTest::newRow("a video in Qwen2.5-VL's seconds, no merge")
        << GridSettings{1, {}, 16, QStringLiteral("sincos-2d"), 64, 10000.0, 4, 6, QStringLiteral("text:2,video:3x2x2,text:1"), 1, true, 0.5, 3.0};
}

void TestGridView::theViewsFollowTheSettings()
{
    QFETCH(GridSettings, grid);
    AppState state;
    GridView view(&state);
    state.setGridSettings(grid);
    QCOMPARE(view.pages()->currentIndex(), grid.page);
    PatchGridView *patches = view.patches();
    QCOMPARE(patches->patchSize(), grid.patchSize);
    QCOMPARE(QString::fromLatin1(pe::gridSchemes()[std::size_t(patches->scheme())].name), grid.scheme);
    QCOMPARE(patches->dModel(), grid.dModel);
    QCOMPARE(patches->base(), grid.base);
    const pe::GridSize size = patches->grid();
    const int row = std::min(grid.row, size.rows - 1), column = std::min(grid.column, size.columns - 1);
    QCOMPARE(patches->chosenPatch(), row * size.columns + column);
    // The map over the picture is the core's for that patch.
    const pe::GridScheme &scheme = *pe::gridScheme(grid.scheme);
    const pe::Matrix expected = pe::patchMap(scheme.similarities(scheme.matrix(size, grid.dModel, grid.base)), size, patches->chosenPatch());
    QVERIFY(patches->shownMap().isApprox(expected, 1e-12));

    MultimodalPositionsView *tokens = view.tokens();
    QCOMPARE(tokens->stripControl()->text(), grid.strip);
    QList<pe::TokenSpan> spans;
    QString error;
    QVERIFY(pe::tokenSpansFromText(grid.strip, &spans, &error));
    pe::MultimodalRope rope{grid.spatialMerge, grid.secondsOnTime, grid.secondsPerFrame, grid.tokensPerSecond};
    QCOMPARE(tokens->strip()->ids(), pe::multimodalPositionIds(spans, rope));
    // Following the settings changes none of them.
    QCOMPARE(state.gridSettings().row, grid.row);
    QCOMPARE(state.gridSettings(), grid);
}

void TestGridView::whatTheStudentChangesIsKept()
{
    AppState state;
    GridView view(&state);
    view.patches()->choosePatch(view.patches()->grid().columns * 3 + 5);
    QCOMPARE(state.gridSettings().row, 3);
    QCOMPARE(state.gridSettings().column, 5);
    view.patches()->setScheme(int(pe::gridSchemeNames().indexOf(QStringLiteral("rope-2d"))));
    QCOMPARE(state.gridSettings().scheme, QStringLiteral("rope-2d"));
    QCOMPARE(state.gridSettings().base, 100.0);  // rope-vit's own base comes with it
    view.pages()->setCurrentIndex(1);
    view.tokens()->stripControl()->setText(QStringLiteral("text:3,image:2x2"));
    view.tokens()->mergeControl()->setValue(1);
    QCOMPARE(state.gridSettings().page, 1);
    QCOMPARE(state.gridSettings().strip, QStringLiteral("text:3,image:2x2"));
    QCOMPARE(state.gridSettings().spatialMerge, 1);
    // A strip the core refuses is kept as typed, as the view keeps it.
    view.tokens()->stripControl()->setText(QStringLiteral("text:3,image:"));
    QCOMPARE(state.gridSettings().strip, QStringLiteral("text:3,image:"));
}

void TestGridView::aMissingPictureKeepsTheShownOne()
{
    AppState state;
    GridView view(&state);
    const QImage before = view.patches()->picture();
    state.changeGrid([](GridSettings &grid) { grid.pictureFile = QStringLiteral("/nowhere/cat.png"); });
    QCOMPARE(view.patches()->picture(), before);
    QVERIFY(view.patches()->message()->text().contains(QStringLiteral("cat.png")));
}

QTEST_MAIN(TestGridView)
#include "test_grid_view.moc"
