// The explorer's views tell the truth for every scheme: the heatmap holds the core's matrix, each
// plot's axes hold all of its data, its titles and axis labels name what the scheme draws, the
// controls the scheme does not read are disabled, compare mode shows the second scheme beside the
// first, and a heatmap cell tells its value on a plain hover.

#include "ui/explorer/explorer_fixture.h"
#include "explorer/curves_view.h"
#include "explorer/encoding_heatmap_view.h"
#include "explorer/controls.h"
#include "explorer/formula_panel.h"
#include "schemes/table.h"
#include "explorer/similarity_view.h"
#include "explorer/vector_view.h"
#include "plots/description.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSlider>
#include <QToolTip>
#include <QtTest>
#include "support/fail_on_warnings.h"
#include <algorithm>
#include <cmath>
#include <numbers>
#include <qcustomplot.h>

Q_DECLARE_METATYPE(pe::Scheme)

namespace {

QString titleOf(QCustomPlot *plot)
{
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            return title->text();
    return {};
}

// Every finite point of every graph lies inside the ranges of its axes.
void verifyGraphsInsideAxes(QCustomPlot *plot)
{
    for (int g = 0; g < plot->graphCount(); ++g) {
        const QCPGraph *graph = plot->graph(g);
        const QCPRange keys = graph->keyAxis()->range();
        const QCPRange values = graph->valueAxis()->range();
        for (auto point = graph->data()->constBegin(); point != graph->data()->constEnd(); ++point) {
            if (!std::isfinite(point->value))
                continue;
            QVERIFY2(keys.contains(point->key) && values.contains(point->value),
                     qPrintable(QStringLiteral("%1: graph %2 has (%3, %4) outside [%5, %6] × [%7, %8]")
                                    .arg(titleOf(plot)).arg(g).arg(point->key).arg(point->value)
                                    .arg(keys.lower).arg(keys.upper).arg(values.lower).arg(values.upper)));
        }
    }
}

} // namespace

class TestExplorerViews : public QObject, public ExplorerFixture
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void plotsHoldTheirDataAndNameIt_data();
    void plotsHoldTheirDataAndNameIt();
    void slowWavesAreCaptionedAsSlow();
    void hoverTellsTheValue();
    void compareBoxShowsTheComparedScheme_data();
    void compareBoxShowsTheComparedScheme();
    void everySchemeIsShown_data();
    void everySchemeIsShown();
    void compareModeShowsTheSecondScheme();
    void distanceSchemesAreSampledNotComputedWhole_data();
    void distanceSchemesAreSampledNotComputedWhole();
    void moreCellsThanPixelsShowTheirMean_data();
    void moreCellsThanPixelsShowTheirMean();

private:
    void choose(pe::Scheme scheme);
};

void TestExplorerViews::init()
{
    failOnStringWarnings();
    openExplorer();
}

void TestExplorerViews::cleanup()
{
    closeExplorer();
}

void TestExplorerViews::choose(pe::Scheme scheme)
{
    QComboBox *box = m_explorer->controls()->schemeControl();
    box->setCurrentIndex(box->findData(int(scheme)));
    QCoreApplication::processEvents();
}

void TestExplorerViews::compareBoxShowsTheComparedScheme_data()
{
    QTest::addColumn<pe::Scheme>("compared");
    for (const pe::Scheme scheme : pe::allSchemes())
        QTest::newRow(pe::schemeName(scheme).toUtf8()) << scheme;
}

void TestExplorerViews::compareBoxShowsTheComparedScheme()
{
    // As a lesson file or the command line sets it: the box names the heatmap shown beside.
    QFETCH(pe::Scheme, compared);
    m_state->setCompareScheme(compared);
    const ExplorerControls *controls = m_explorer->controls();
    QTRY_VERIFY(controls->compareControl()->isChecked()); // the explorer follows the state at its next frame
    QCOMPARE(controls->compareSchemeControl()->currentData().toInt(), int(compared));
    m_state->setCompareScheme(std::nullopt);
    QTRY_VERIFY(!controls->compareControl()->isChecked());
    QCOMPARE(controls->compareSchemeControl()->currentData().toInt(), int(compared)); // kept for the next time
}

void TestExplorerViews::plotsHoldTheirDataAndNameIt_data()
{
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::addColumn<int>("position");
    QTest::addColumn<bool>("lastColumn");
    for (const pe::Scheme scheme : pe::allSchemes()) {
        const QByteArray name = pe::schemeName(scheme).toUtf8();
        QTest::newRow(name + ", first position, column 1") << scheme << 1 << false;
        QTest::newRow(name + ", position 97, last column") << scheme << 97 << true;
    }
}

void TestExplorerViews::plotsHoldTheirDataAndNameIt()
{
    QFETCH(pe::Scheme, scheme);
    QFETCH(int, position);
    QFETCH(bool, lastColumn);
    pe::SchemeParams params = m_state->schemeParams();
    params.scheme = scheme;
    params.encoding.dModel = 16;
    params.encoding.positions = 100;
    QCOMPARE(m_state->setSchemeParams(params), QString());
    QCoreApplication::processEvents();
    // The position moves after the settings, as a student drags it: the axes must follow.
    m_state->setPosition(position);
    m_state->setDimension(lastColumn ? m_state->columns() - 1 : 1);
    QCoreApplication::processEvents();

    const pe::SchemeInfo &info = pe::schemeInfo(scheme);
    QList<QCustomPlot *> plots{m_explorer->curvesView()->plot()};
    if (m_explorer->vectorViewsShown())
        plots << m_explorer->vectorView()->plot() << m_explorer->similarityView()->curvePlot();
    for (QCustomPlot *plot : plots)
        verifyGraphsInsideAxes(plot);

    QCustomPlot *heatmap = m_explorer->heatmapView()->plot();
    QCOMPARE(titleOf(heatmap), pe::Schemes::tr(info.heatmapTitle));
    QCOMPARE(heatmap->xAxis->label(), pe::Schemes::tr(info.columnLabel));
    QCOMPARE(heatmap->yAxis->label(), pe::Schemes::tr(info.rowLabel));
    QCOMPARE(titleOf(m_explorer->curvesView()->plot()), pe::Schemes::tr(info.curvesTitle));
    QCOMPARE(m_explorer->curvesView()->plot()->xAxis->label(), pe::Schemes::tr(info.rowLabel));

    // Only what the scheme reads can be changed, and the selection is named after its columns.
    ExplorerControls *controls = m_explorer->controls();
    QCOMPARE(controls->baseControl()->isEnabled(), bool(info.settings & pe::UsesBase));
    QCOMPARE(controls->layoutControl()->isEnabled(), bool(info.settings & pe::kUsesEitherLayout));
    QCOMPARE(controls->dimensionControl()->findChild<QLabel *>()->text(), pe::Schemes::tr(info.columnLabel));
}

void TestExplorerViews::slowWavesAreCaptionedAsSlow()
{
    // d_model 64, 128 positions: dimension 30 has wavelength 471, a quarter of a wave on screen.
    m_state->setDimension(30);
    QCoreApplication::processEvents();
    const QString caption = m_explorer->curvesView()->caption()->text();
    QVERIFY2(caption.contains(QStringLiteral("471")) && caption.contains(QStringLiteral("less than one wave")), qPrintable(caption));
    m_state->setDimension(10);  // wavelength 26.5: 4.8 waves, changes quickly
    QCoreApplication::processEvents();
    QVERIFY(m_explorer->curvesView()->caption()->text().contains(QStringLiteral("quickly")));
    m_state->setDimension(20);  // wavelength 2π · 10000^(20/64) = 111.7: 1.1 waves
    QCoreApplication::processEvents();
    QVERIFY2(m_explorer->curvesView()->caption()->text().contains(QStringLiteral("1.1 waves")),
             qPrintable(m_explorer->curvesView()->caption()->text()));
}

void TestExplorerViews::hoverTellsTheValue()
{
    QCustomPlot *plot = m_explorer->heatmapView()->plot();
    const QPoint cell(int(plot->xAxis->coordToPixel(5)), int(plot->yAxis->coordToPixel(3)));
    QTest::mouseMove(plot, cell);  // no button held
    const QString value = QString::number(pe::sinusoidalValue(3, 5, m_state->encodingParams()), 'f', 5);
    QTRY_VERIFY2(QToolTip::text().contains(value), qPrintable(QToolTip::text()));
    QVERIFY(QToolTip::text().contains(QStringLiteral("position 3, dimension 5")));
    QCOMPARE(m_state->position(), 1);  // a hover selects nothing
}

void TestExplorerViews::everySchemeIsShown_data()
{
    QTest::addColumn<int>("scheme");
    QTest::addColumn<bool>("vectorViews");
    for (pe::Scheme scheme : pe::allSchemes())
        QTest::newRow(qPrintable(pe::schemeName(scheme))) << int(scheme) << pe::isAdditive(scheme);
}

void TestExplorerViews::everySchemeIsShown()
{
    QFETCH(int, scheme);
    QFETCH(bool, vectorViews);
    typeInto(m_explorer->controls()->dModelControl(), "16");
    typeInto(m_explorer->controls()->positionsControl(), "100");
    choose(pe::Scheme(scheme));
    QCOMPARE(int(m_state->scheme()), scheme);
    // The heatmap holds the core's matrix (RoPE: its angles turned into [0, 2π)).
    const pe::Matrix expected = pe::schemeMatrix(m_state->schemeParams());
    QCPColorMapData *cells = m_explorer->heatmapView()->map()->data();
    QCOMPARE(cells->keySize(), int(expected.cols()));
    QCOMPARE(cells->valueSize(), int(expected.rows()));
    const int row = 3;
    const int column = 5;
    const double value = expected(row, column);
    const double shown = cells->cell(column, row);
    if (pe::Scheme(scheme) == pe::Scheme::Rope)
        QCOMPARE(shown, std::fmod(value, 2 * std::numbers::pi));
    else
        QCOMPARE(shown, value);
    // Its colours span the whole matrix's values, as the scheme's entry sets them from it.
    const pe::ValueRange range = pe::schemeInfo(pe::Scheme(scheme)).valueRange(int(expected.rows()), [&] {
        return pe::largestFiniteMagnitude(expected);
    });
    QCOMPARE(m_explorer->heatmapView()->map()->dataRange(), QCPRange(range.low, range.high));
    QCOMPARE(m_explorer->vectorViewsShown(), vectorViews);
    QVERIFY(!m_explorer->controls()->schemeExplanation()->text().isEmpty());
    QCOMPARE(m_explorer->controls()->numberControl(QStringLiteral("max_len"))->isVisible(), pe::Scheme(scheme) == pe::Scheme::Learned);
    // The dimension slider reaches exactly the matrix's last column.
    QCOMPARE(m_explorer->controls()->dimensionControl()->slider()->maximum(), int(expected.cols()) - 1);
    QVERIFY(!m_explorer->formulaPanel()->formulaLabel()->text().isEmpty());
}

void TestExplorerViews::compareModeShowsTheSecondScheme()
{
    typeInto(m_explorer->controls()->dModelControl(), "8");
    QComboBox *second = m_explorer->controls()->compareSchemeControl();
    second->setCurrentIndex(second->findData(int(pe::Scheme::Binary)));
    QTest::keyClick(m_explorer->controls()->compareControl(), Qt::Key_Space);
    settle();
    QCOMPARE(m_state->compareScheme(), std::optional(pe::Scheme::Binary));
    QCPColorMapData *cells = m_explorer->compareView()->map()->data();
    QCOMPARE(cells->cell(0, 5), 1.0); // 5 = 101 in binary: bit 0 is 1
    QCOMPARE(cells->cell(1, 5), 0.0);
    QCOMPARE(cells->cell(2, 5), 1.0);
    // Show Code offers both matrices, each at the explorer's settings.
    const QList<CodeSource> sources = m_explorer->codeSources();
    QCOMPARE(sources.size(), 2);
    QVERIFY(sources[0].numpy.contains(QStringLiteral("d_model, base = 128, 8, 10000")));
    QVERIFY(sources[1].title.startsWith(QStringLiteral("binary")));
    QTest::keyClick(m_explorer->controls()->compareControl(), Qt::Key_Space);
    settle();
    QVERIFY(!m_state->compareScheme());
    QCOMPARE(m_explorer->codeSources().size(), 1);
}

void TestExplorerViews::distanceSchemesAreSampledNotComputedWhole_data()
{
    QTest::addColumn<pe::Scheme>("scheme");
    QTest::newRow("alibi") << pe::Scheme::Alibi;
    QTest::newRow("t5") << pe::Scheme::T5;
    QTest::newRow("shaw") << pe::Scheme::Shaw;
}

// ALiBi's, T5's and Shaw's matrices are positions × positions (a gigabyte at 11,585): the heatmap
// asks for the cells it shows, and its colours span the whole matrix, each checked here against
// the scheme's own formula for query i and key j.
void TestExplorerViews::distanceSchemesAreSampledNotComputedWhole()
{
    QFETCH(pe::Scheme, scheme);
    choose(scheme);
    typeInto(m_explorer->controls()->positionsControl(), "8192");
    const pe::SchemeParams params = m_state->schemeParams();
    QCOMPARE(params.encoding.positions, 8192);
    const double slope = pe::alibiSlopes(params.heads)[0];
    const int clip = params.schemeSettings.shawClip;
    const auto formula = [&](int i, int j) {
        if (scheme == pe::Scheme::Alibi)
            return -slope * std::abs(i - j);
        if (scheme == pe::Scheme::T5)
            return double(pe::t5Bucket(j - i, params.schemeSettings.t5));
        return double(std::clamp(j - i, -clip, clip));
    };
    QCPColorMapData *cells = m_explorer->heatmapView()->map()->data();
    QVERIFY(cells->keySize() <= 1024 && cells->valueSize() <= 1024);
    const int lastKey = int(cells->keyRange().upper), lastQuery = int(cells->valueRange().upper);
    QVERIFY(lastKey > 8000 && lastQuery > 8000);
    QCOMPARE(cells->cell(cells->keySize() - 1, 0), formula(0, lastKey));
    QCOMPARE(cells->cell(0, cells->valueSize() - 1), formula(lastQuery, 0));
    const QCPRange colours = m_explorer->heatmapView()->map()->dataRange();
    if (scheme == pe::Scheme::Alibi)
        QCOMPARE(colours, QCPRange(formula(0, 8191), 0.0));
    else if (scheme == pe::Scheme::T5)
        QCOMPARE(colours.upper, std::max(formula(0, 8191), formula(8191, 0)));
    else
        QCOMPARE(colours, QCPRange(-clip, clip));
}

void TestExplorerViews::moreCellsThanPixelsShowTheirMean_data()
{
    QTest::addColumn<QString>("dModel");
    QTest::addColumn<QString>("positions");
    QTest::addColumn<int>("layout");
    QTest::newRow("d_model 2048, interleaved") << "2048" << "100" << int(pe::Layout::Interleaved);
    QTest::newRow("d_model 1600, halves") << "1600" << "64" << int(pe::Layout::Concatenated);
    QTest::newRow("d_model 1000, 500 positions") << "1000" << "500" << int(pe::Layout::Interleaved);
}

// More dimensions (or positions) than the heatmap has pixels: each drawn cell is the mean of the
// block of cells it covers, computed here by hand, so no column is silently dropped; and the slow
// dimensions of the paper's encoding, sines near 0 beside cosines near 1, draw as their mean ½.
void TestExplorerViews::moreCellsThanPixelsShowTheirMean()
{
    QFETCH(QString, dModel);
    QFETCH(QString, positions);
    QFETCH(int, layout);
    ExplorerControls *controls = m_explorer->controls();
    controls->layoutControl()->setCurrentIndex(controls->layoutControl()->findData(layout));
    typeInto(controls->dModelControl(), dModel);
    typeInto(controls->positionsControl(), positions);
    QCoreApplication::processEvents();
    const pe::Matrix encoding = m_state->encoding();
    QCPColorMap *map = m_explorer->heatmapView()->map();
    QCPColorMapData *cells = map->data();
    const QRect area = map->keyAxis()->axisRect()->rect();
    QVERIFY2(encoding.cols() > area.width(), "more columns than pixels");
    const int columnStride = int((encoding.cols() + cells->keySize() - 1) / cells->keySize());
    const int rowStride = int((encoding.rows() + cells->valueSize() - 1) / cells->valueSize());
    QVERIFY(columnStride > 1);
    double worst = 0.0;
    for (int r = 0; r < cells->valueSize(); ++r)
        for (int c = 0; c < cells->keySize(); ++c) {
            double sum = 0.0;
            int count = 0;
            for (int i = r * rowStride; i < std::min<int>((r + 1) * rowStride, int(encoding.rows())); ++i)
                for (int j = c * columnStride; j < std::min<int>((c + 1) * columnStride, int(encoding.cols())); ++j, ++count)
                    sum += encoding(i, j);
            worst = std::max(worst, std::abs(cells->cell(c, r) - sum / count));
        }
    QVERIFY2(worst <= 1e-12, qPrintable(QStringLiteral("a drawn cell differs from its block's mean by %1").arg(worst)));
    if (layout == int(pe::Layout::Interleaved) && encoding.rows() <= 100) {  // the slow half: sin ≈ 0 and cos ≈ 1, so ≈ ½
        double slow = 0.0;
        const int first = cells->keySize() * 3 / 4;
        for (int c = first; c < cells->keySize(); ++c)
            for (int r = 0; r < cells->valueSize(); ++r)
                slow += cells->cell(c, r) / double((cells->keySize() - first) * cells->valueSize());
        QVERIFY2(std::abs(slow - 0.5) < 0.05, qPrintable(QString::number(slow)));
    }
    const QString description = plotDescription(m_explorer->heatmapView()->findChild<QCustomPlot *>());
    QVERIFY2(description.contains(QStringLiteral("each cell drawn is the mean of")), qPrintable(description));
}

QTEST_MAIN(TestExplorerViews)
#include "test_explorer_views.moc"
