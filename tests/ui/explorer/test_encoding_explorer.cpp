// The Encoding Explorer driven through its real sliders and spin boxes: every view must show
// the core's numbers for the selection, and no control may point outside the matrix.

#include "ui/explorer/explorer_fixture.h"
#include "explorer/curves_view.h"
#include "explorer/encoding_heatmap_view.h"
#include "explorer/controls.h"
#include "explorer/formula_panel.h"
#include "schemes/table.h"
#include "explorer/similarity_view.h"
#include "explorer/vector_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QScreen>
#include <QSignalSpy>
#include <QSlider>
#include <QtTest>
#include <cmath>
#include "support/heatmap_cells.h"
#include <qcustomplot.h>

class TestEncodingExplorer : public QObject, public ExplorerFixture
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void movedMarkersLeaveNoTrace_data();
    void movedMarkersLeaveNoTrace();
    void typedSettingsReachEveryView_data();
    void typedSettingsReachEveryView();
    void sliderKeysMoveTheSelection();
    void selectionMovesDoNotRecompute();
    void shrinkingClampsTheSelection_data();
    void shrinkingClampsTheSelection();
    void workedExampleFormula();
    void clickingACellSelectsIt();
    void classicCurvesPreset();
    void classicVectorsPreset();
    void largeMatrixIsSampledNotTruncated();
    void layoutAndBaseControls();
    void extremeSettingsShowAsSet_data();
    void extremeSettingsShowAsSet();
    void typedBaseBeyondTheSlider();
    void typedNonsenseIsRefused_data();
    void typedNonsenseIsRefused();
    void offsetCheckIsTiny();
    void alibiHeadsSetTheSlopes_data();
    void alibiHeadsSetTheSlopes();

private:
    // Checks every view against the core for the current state.
    void verifyViewsMatchCore();
};

void TestEncodingExplorer::init()
{
    openExplorer();
}

void TestEncodingExplorer::cleanup()
{
    closeExplorer();
}

void TestEncodingExplorer::verifyViewsMatchCore()
{
    settle();
    const pe::SinusoidalParams &params = m_state->encodingParams();
    const int position = m_state->position();
    const int dimension = m_state->dimension();
    const double expected = pe::sinusoidalValue(position, dimension, params);

    // Heatmap: cell (dimension, position) holds the core value (no sampling at these sizes).
    QCPColorMapData *cells = m_explorer->heatmapView()->map()->data();
    QCOMPARE(cells->keySize(), std::max(params.dModel, 2));
    QCOMPARE(cells->valueSize(), std::max(params.positions, 2));
    QCOMPARE(cells->cell(dimension, position), expected);

    // Curves: the first graph is the selected dimension's column.
    QCPGraph *curve = m_explorer->curvesView()->plot()->graph(0);
    QCOMPARE(curve->dataCount(), params.positions);
    for (int p = 0; p < params.positions; ++p)
        QCOMPARE((curve->data()->constBegin() + p)->value, pe::sinusoidalValue(p, dimension, params));

    // Vector: the first two graphs are the selected position's sines and cosines.
    QCPGraph *sines = m_explorer->vectorView()->plot()->graph(0);
    QCPGraph *cosines = m_explorer->vectorView()->plot()->graph(1);
    QCOMPARE(sines->dataCount(), (params.dModel + 1) / 2);
    QCOMPARE(cosines->dataCount(), params.dModel / 2);
    for (int i = 0; i < sines->dataCount(); ++i)
        QCOMPARE((sines->data()->constBegin() + i)->value,
                 pe::sinusoidalValue(position, pe::dimensionOf({i, true}, params.dModel, params.layout), params));
    for (int i = 0; i < cosines->dataCount(); ++i)
        QCOMPARE((cosines->data()->constBegin() + i)->value,
                 pe::sinusoidalValue(position, pe::dimensionOf({i, false}, params.dModel, params.layout), params));

    // Formula: the value to 5 decimals.
    const QString value = QString::number(expected, 'f', 5);
    QVERIFY2(m_explorer->formulaPanel()->formulaLabel()->text().contains(value),
             qPrintable(m_explorer->formulaPanel()->formulaLabel()->text() + " lacks " + value));

    // Markers at the selection.
    QCOMPARE(m_explorer->heatmapView()->positionMarker()->point1->coords().y(), double(position));
    QCOMPARE(m_explorer->heatmapView()->dimensionMarker()->point1->coords().x(), double(dimension));

    // Controls show the state.
    QCOMPARE(int(m_explorer->controls()->positionControl()->value()), position);
    QCOMPARE(int(m_explorer->controls()->dimensionControl()->value()), dimension);
    QCOMPARE(int(m_explorer->controls()->dModelControl()->value()), params.dModel);
    QCOMPARE(int(m_explorer->controls()->positionsControl()->value()), params.positions);
}

void TestEncodingExplorer::typedSettingsReachEveryView_data()
{
    QTest::addColumn<QString>("dModel");
    QTest::addColumn<QString>("positions");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("dimension");
    QTest::newRow("worked example d_model 4") << "4" << "20" << "2" << "3";
    QTest::newRow("odd d_model 7") << "7" << "50" << "10" << "6";
    QTest::newRow("paper size 512") << "512" << "300" << "123" << "200";
}

void TestEncodingExplorer::typedSettingsReachEveryView()
{
    QFETCH(QString, dModel);
    QFETCH(QString, positions);
    QFETCH(QString, position);
    QFETCH(QString, dimension);
    // Each control shows the typed value by the next frame (a value past the slider is taken a
    // moment after the key), and the next one's range follows.
    const std::pair<SliderSpinBox *, QString> typed[] = {{m_explorer->controls()->dModelControl(), dModel},
                                                          {m_explorer->controls()->positionsControl(), positions},
                                                          {m_explorer->controls()->positionControl(), position},
                                                          {m_explorer->controls()->dimensionControl(), dimension}};
    for (const auto &[control, text] : typed) {
        typeInto(control, text);
        QTRY_COMPARE(control->value(), text.toDouble());
    }
    QCOMPARE(m_state->encodingParams().dModel, dModel.toInt());
    QCOMPARE(m_state->encodingParams().positions, positions.toInt());
    QCOMPARE(m_state->position(), position.toInt());
    QCOMPARE(m_state->dimension(), dimension.toInt());
    verifyViewsMatchCore();
}

// The base's slider runs from 10 to 10^6; docs/dev/reliability.md allows any base above 1, and typed it is taken.
void TestEncodingExplorer::typedBaseBeyondTheSlider()
{
    SliderSpinBox *base = m_explorer->controls()->baseControl();
    typeInto(base, QStringLiteral("1.0001"));
    QCOMPARE(m_state->encodingParams().base, 1.0001);
    QTRY_COMPARE(base->value(), 1.0001);  // at the next frame
    QVERIFY(base->spinBox()->minimum() <= 1.0001);
    verifyViewsMatchCore();
    typeInto(base, QStringLiteral("1"));  // within what may be typed, refused by the state, which says why
    QCOMPARE(m_state->encodingParams().base, 1.0001);
    QVERIFY2(base->message()->text().contains(QStringLiteral("greater than 1")), qPrintable(base->message()->text()));
}

void TestEncodingExplorer::sliderKeysMoveTheSelection()
{
    QSlider *slider = m_explorer->controls()->positionControl()->slider();
    const int before = m_state->position();
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(m_state->position(), before + 1);
    QTest::keyClick(slider, Qt::Key_End);
    QCOMPARE(m_state->position(), m_state->encodingParams().positions - 1);
    QTest::keyClick(m_explorer->controls()->dimensionControl()->slider(), Qt::Key_Home);
    QCOMPARE(m_state->dimension(), 0);
    verifyViewsMatchCore();
}

void TestEncodingExplorer::selectionMovesDoNotRecompute()
{
    QSignalSpy recomputed(m_state, &AppState::encodingChanged);
    QSignalSpy moved(m_state, &AppState::selectionChanged);
    QTest::keyClick(m_explorer->controls()->positionControl()->slider(), Qt::Key_Right);
    QTest::keyClick(m_explorer->controls()->dimensionControl()->slider(), Qt::Key_Right);
    QCOMPARE(recomputed.count(), 0);
    QCOMPARE(moved.count(), 2);
    typeInto(m_explorer->controls()->dModelControl(), "100");
    QCOMPARE(recomputed.count(), 1);
}

void TestEncodingExplorer::shrinkingClampsTheSelection_data()
{
    QTest::addColumn<bool>("shrinkPositions");
    QTest::newRow("positions shrink below the position") << true;
    QTest::newRow("d_model shrinks below the dimension") << false;
}

void TestEncodingExplorer::shrinkingClampsTheSelection()
{
    QFETCH(bool, shrinkPositions);
    typeInto(m_explorer->controls()->positionControl(), "100");
    typeInto(m_explorer->controls()->dimensionControl(), "60");
    m_explorer->controls()->pinSelectedDimension();
    settle();
    QCOMPARE(m_state->position(), 100);
    QCOMPARE(m_state->dimension(), 60);
    if (shrinkPositions) {
        typeInto(m_explorer->controls()->positionsControl(), "30");
        QCOMPARE(m_state->position(), 29);
        QCOMPARE(m_explorer->controls()->positionControl()->slider()->maximum(), 29);
        QCOMPARE(m_explorer->similarityView()->curvePlot()->graph(0)->dataCount(), 30);
    } else {
        typeInto(m_explorer->controls()->dModelControl(), "10");
        QCOMPARE(m_state->dimension(), 9);
        QCOMPARE(m_explorer->controls()->dimensionControl()->slider()->maximum(), 9);
        QVERIFY(m_state->pinnedDimensions().isEmpty());
        QCOMPARE(m_explorer->curvesView()->plot()->graphCount(), 1);
    }
    verifyViewsMatchCore();
}

void TestEncodingExplorer::workedExampleFormula()
{
    typeInto(m_explorer->controls()->dModelControl(), "4");
    typeInto(m_explorer->controls()->positionControl(), "2");
    typeInto(m_explorer->controls()->dimensionControl(), "3");
    QVERIFY2(m_explorer->formulaPanel()->formulaLabel()->text().contains("PE(2, 3) = cos(2 / 10000^(2·1/4)) = cos(0.02) = 0.99980"),
             qPrintable(m_explorer->formulaPanel()->formulaLabel()->text()));
    pe::SchemeParams params;
    params.encoding = {4, 10, 10000.0, pe::Layout::Interleaved};
    QCOMPARE(pe::schemeInfo(pe::Scheme::Sinusoidal).formula(params, 2, 0, pe::sinusoidalValue(2, 0, params.encoding)),
             QStringLiteral("PE(2, 0) = sin(2 / 10000^(2·0/4)) = sin(2) = 0.90930"));
    // The whole vector of position 2, (sin 2, cos 2, sin 0.02, cos 0.02), as the lesson's step 3 says.
    const QString vector = QStringLiteral("(%1, %2, %3, %4)").arg(std::sin(2.0), 0, 'f', 5).arg(std::cos(2.0), 0, 'f', 5)
                               .arg(std::sin(0.02), 0, 'f', 5).arg(std::cos(0.02), 0, 'f', 5);
    QVERIFY2(m_explorer->formulaPanel()->formulaLabel()->text().contains("Position 2, all its 4 numbers: " + vector),
             qPrintable(m_explorer->formulaPanel()->formulaLabel()->text()));
    typeInto(m_explorer->controls()->dModelControl(), "64");  // past 8 numbers the vector view draws them, not the text
    QVERIFY2(!m_explorer->formulaPanel()->formulaLabel()->text().contains("Position 2, all its"),
             qPrintable(m_explorer->formulaPanel()->formulaLabel()->text()));
}

void TestEncodingExplorer::clickingACellSelectsIt()
{
    QCustomPlot *plot = m_explorer->heatmapView()->plot();
    plot->replot();
    const QPoint cell(int(plot->xAxis->coordToPixel(17)), int(plot->yAxis->coordToPixel(42)));
    QTest::mouseClick(plot, Qt::LeftButton, Qt::NoModifier, cell);
    QCOMPARE(m_state->dimension(), 17);
    QCOMPARE(m_state->position(), 42);
    verifyViewsMatchCore();
}

void TestEncodingExplorer::classicCurvesPreset()
{
    typeInto(m_explorer->controls()->dModelControl(), "300");
    m_explorer->controls()->showClassicCurves();
    settle();
    QCOMPARE(m_state->encodingParams().dModel, 64);
    QCOMPARE(m_state->encodingParams().positions, 128);
    QCustomPlot *curves = m_explorer->curvesView()->plot();
    QCOMPARE(curves->graphCount(), 3);
    QVERIFY(curves->graph(0)->name().startsWith("dimension 2:"));
    QVERIFY(curves->graph(1)->name().startsWith("dimension 6:"));
    QVERIFY(curves->graph(2)->name().startsWith("dimension 12:"));
    const double overlaid = curves->graph(2)->data()->constBegin()->value;
    QCOMPARE(curves->axisRectCount(), 1);
    QTest::keyClick(m_explorer->controls()->stackedControl(), Qt::Key_Space);
    settle();
    QVERIFY(m_state->stackedCurves());
    // Stacked, each curve keeps its true values on a panel of its own, whose axis reads −1 … 1.
    QCOMPARE(curves->axisRectCount(), 3);
    for (int g = 0; g < 3; ++g) {
        QCOMPARE(curves->graph(g)->valueAxis()->axisRect(), curves->axisRects().at(g));
        QVERIFY(curves->graph(g)->valueAxis()->range().contains(-1.0) && curves->graph(g)->valueAxis()->range().contains(1.0));
        QVERIFY(curves->graph(g)->valueAxis()->range().upper < 1.5);
    }
    QCOMPARE(curves->graph(2)->data()->constBegin()->value, overlaid);
    // Their position axes move together, and unstacking leaves one panel again.
    curves->xAxis->setRange(10, 20);
    QCOMPARE(curves->graph(2)->keyAxis()->range(), QCPRange(10, 20));
    QTest::keyClick(m_explorer->controls()->stackedControl(), Qt::Key_Space);
    settle();
    QCOMPARE(curves->axisRectCount(), 1);
    QCOMPARE(curves->graph(2)->valueAxis(), curves->yAxis);
}

void TestEncodingExplorer::classicVectorsPreset()
{
    m_explorer->controls()->showClassicVectors();
    settle();
    QCOMPARE(m_state->encodingParams().dModel, 64);
    QCOMPARE(m_state->position(), 1);
    QCOMPARE(m_state->comparePosition(), 5);
    QCustomPlot *vectors = m_explorer->vectorView()->plot();
    QCOMPARE(vectors->graphCount(), 4);
    QCOMPARE(vectors->graph(2)->dataCount(), 32);
    QCOMPARE(vectors->graph(2)->data()->constBegin()->value, std::sin(5.0));
    QCOMPARE(vectors->graph(3)->data()->constBegin()->value, std::cos(5.0));
    verifyViewsMatchCore();
}

void TestEncodingExplorer::largeMatrixIsSampledNotTruncated()
{
    typeInto(m_explorer->controls()->dModelControl(), "2048");
    typeInto(m_explorer->controls()->positionsControl(), "8192");
    QCPColorMapData *cells = m_explorer->heatmapView()->map()->data();
    QVERIFY(cells->keySize() <= 1024);
    QVERIFY(cells->valueSize() <= 1024);
    // The sampled cells still span the whole matrix, each at its true coordinates.
    const int lastDimension = int(cells->keyRange().upper);
    const int lastPosition = int(cells->valueRange().upper);
    const int columnStride = lastDimension / (cells->keySize() - 1);
    const int rowStride = lastPosition / (cells->valueSize() - 1);
    QVERIFY(columnStride > 1 && rowStride > 1);
    QVERIFY(lastDimension > 2047 - columnStride);
    QVERIFY(lastPosition > 8191 - rowStride);
    QCOMPARE(cells->cell(cells->keySize() - 1, cells->valueSize() - 1),
             pe::sinusoidalValue(lastPosition, lastDimension, m_state->encodingParams()));
    QCOMPARE(cells->cell(1, 1), pe::sinusoidalValue(rowStride, columnStride, m_state->encodingParams()));
    QCPColorMapData *similarity = m_explorer->similarityView()->map()->data();
    QVERIFY(similarity->keySize() <= 512);
}

void TestEncodingExplorer::layoutAndBaseControls()
{
    typeInto(m_explorer->controls()->dModelControl(), "6");
    m_explorer->controls()->layoutControl()->setCurrentIndex(1);
    QCOMPARE(m_state->encodingParams().layout, pe::Layout::Concatenated);
    typeInto(m_explorer->controls()->baseControl(), "100");
    QCOMPARE(m_state->encodingParams().base, 100.0);
    QTest::keyClick(m_explorer->controls()->baseControl()->slider(), Qt::Key_End);
    QCOMPARE(m_state->encodingParams().base, 1e6);
    verifyViewsMatchCore();
}

void TestEncodingExplorer::extremeSettingsShowAsSet_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("positions");
    QTest::addColumn<double>("base");
    QTest::addColumn<bool>("everyCell"); // small enough for the heatmap to hold every cell
    QTest::newRow("d_model 1") << 1 << 20 << 10000.0 << true;
    QTest::newRow("odd d_model 9") << 9 << 20 << 10000.0 << true;
    QTest::newRow("positions 1") << 8 << 1 << 10000.0 << true;
    QTest::newRow("d_model 1, positions 1") << 1 << 1 << 10000.0 << true;
    QTest::newRow("base just above 1") << 8 << 20 << 1.0001 << true;
    QTest::newRow("huge base") << 8 << 20 << 1e12 << true;
    QTest::newRow("largest d_model") << pe::kMaxDModel << 4 << 10000.0 << false;
    QTest::newRow("most positions") << 2 << pe::kMaxPositions << 10000.0 << false;
}

// Settings a lesson file or the command line may hold, beyond the sliders' own range: the
// controls must show them as they are, and every view the matrix they describe.
void TestEncodingExplorer::extremeSettingsShowAsSet()
{
    QFETCH(int, dModel);
    QFETCH(int, positions);
    QFETCH(double, base);
    QFETCH(bool, everyCell);
    QCOMPARE(m_state->setEncodingParams({dModel, positions, base, pe::Layout::Interleaved}), QString());
    m_state->setPosition(positions - 1);
    m_state->setDimension(dModel - 1);
    settle();
    QCOMPARE(m_explorer->controls()->dModelControl()->value(), double(dModel));
    QCOMPARE(m_explorer->controls()->positionsControl()->value(), double(positions));
    QCOMPARE(m_explorer->controls()->baseControl()->value(), base);
    if (everyCell) {
        verifyViewsMatchCore();
        return;
    }
    // The last cell drawn: the last entry, or the mean of the last block of entries it covers.
    QCPColorMap *map = m_explorer->heatmapView()->map();
    QCPColorMapData *cells = map->data();
    const double expected = expectedHeatmapCell(map, m_state->encoding(), cells->keySize() - 1, cells->valueSize() - 1);
    QVERIFY2(std::abs(cells->cell(cells->keySize() - 1, cells->valueSize() - 1) - expected) <= 1e-12,
             qPrintable(QStringLiteral("%1 drawn, %2 expected").arg(cells->cell(cells->keySize() - 1, cells->valueSize() - 1)).arg(expected)));
    const QString value = QString::number(pe::sinusoidalValue(positions - 1, dModel - 1, m_state->encodingParams()), 'f', 5);
    QVERIFY2(m_explorer->formulaPanel()->formulaLabel()->text().contains(value), qPrintable(m_explorer->formulaPanel()->formulaLabel()->text()));
}

void TestEncodingExplorer::alibiHeadsSetTheSlopes_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<QString>("said");  // in the formula panel
    QTest::newRow("8 heads") << 8 << "1/2, 1/4, 1/8, 1/16, 1/32, 1/64, 1/128, 1/256";
    QTest::newRow("6 heads") << 6 << "(1/4, 1/16, 1/64, 1/256)";
    QTest::newRow("12 heads, typed past the slider") << 12 << "(1/2, 1/4, 1/8, 1/16, 1/32, 1/64, 1/128, 1/256)";
}

// The heads box, shown for ALiBi only, sets the slopes: the heatmap is the first head's bias and the
// formula panel lists them.
void TestEncodingExplorer::alibiHeadsSetTheSlopes()
{
    QFETCH(int, heads);
    QFETCH(QString, said);
    SliderSpinBox *control = m_explorer->controls()->alibiHeadsControl();
    QVERIFY(!control->isVisibleTo(m_explorer));
    QCOMPARE(m_state->setScheme(pe::Scheme::Alibi), QString());
    QCOMPARE(m_state->setPositions(20), QString());
    settle();
    QVERIFY(control->isVisibleTo(m_explorer));
    control->spinBox()->setValue(heads);
    settle();
    QCOMPARE(m_state->schemeParams().heads, heads);
    QVERIFY2(m_explorer->formulaPanel()->formulaLabel()->text().contains(said), qPrintable(m_explorer->formulaPanel()->formulaLabel()->text()));
    QCPColorMapData *cells = m_explorer->heatmapView()->map()->data();
    QCOMPARE(cells->cell(5, 0), -5 * pe::alibiSlopes(heads)[0]);
}

void TestEncodingExplorer::typedNonsenseIsRefused_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<QString>("typed");
    for (const char *control : {"d_model", "positions", "base", "position"})
        for (const char *typed : {"nan", "NaN", "abc", "-", "inf"})
            QTest::addRow("%s: %s", control, typed) << QString::fromLatin1(control) << QString::fromLatin1(typed);
}

void TestEncodingExplorer::typedNonsenseIsRefused()
{
    QFETCH(QString, control);
    QFETCH(QString, typed);
    SliderSpinBox *box = control == "d_model"     ? m_explorer->controls()->dModelControl()
                         : control == "positions" ? m_explorer->controls()->positionsControl()
                         : control == "base"      ? m_explorer->controls()->baseControl()
                                                  : m_explorer->controls()->positionControl();
    const pe::SinusoidalParams before = m_state->encodingParams();
    const int position = m_state->position();
    const QString shown = box->spinBox()->text();
    box->spinBox()->setFocus();
    typeInto(box, typed); // the validator refuses every key
    box->spinBox()->clearFocus();
    settle();
    QCOMPARE(box->spinBox()->text(), shown);
    QCOMPARE(m_state->encodingParams().dModel, before.dModel);
    QCOMPARE(m_state->encodingParams().positions, before.positions);
    QCOMPARE(m_state->encodingParams().base, before.base);
    QCOMPARE(m_state->position(), position);
    verifyViewsMatchCore();
}

void TestEncodingExplorer::offsetCheckIsTiny()
{
    // Default: even d_model 64, offset 4. The text shows the largest difference, ~1e-14.
    const QString text = m_explorer->formulaPanel()->offsetCheckLabel()->text();
    const QRegularExpression difference(QStringLiteral("over all p: ([0-9.e+-]+)\\."));
    const auto match = difference.match(text);
    QVERIFY2(match.hasMatch(), qPrintable(text));
    QVERIFY(match.captured(1).toDouble() < 1e-12);
    typeInto(m_explorer->controls()->dModelControl(), "7");
    QVERIFY(m_explorer->formulaPanel()->offsetCheckLabel()->text().contains("odd d_model"));
}

void TestEncodingExplorer::movedMarkersLeaveNoTrace_data()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("dModel");
    QTest::newRow("default size") << 128 << 64;
    QTest::newRow("sampled 2048 x 512") << 2048 << 512;
}

void TestEncodingExplorer::movedMarkersLeaveNoTrace()
{
    // Markers repaint only the strips they leave and enter: what the window shows afterwards must
    // be what a full redraw shows, to the pixel (the window's own pixels, not a new rendering).
    QFETCH(int, positions);
    QFETCH(int, dModel);
    m_state->setEncodingParams({dModel, positions, 10000.0, pe::Layout::Interleaved});
    settle();
    for (int step = 1; step <= 4; ++step) {
        m_state->setPosition(positions * step / 5);
        settle();
        m_state->setDimension(dModel * step / 5);
        settle();
        m_state->setComparePosition(positions - positions * step / 5);
        settle();
    }
    settle(); // the last change's paint
    const auto shown = [this] { return m_explorer->screen()->grabWindow(m_explorer->winId()).toImage(); };
    const QImage moved = shown();
    for (QCustomPlot *plot : m_explorer->findChildren<QCustomPlot *>())
        plot->replot();
    settle();
    const QImage redrawn = shown();
    QCOMPARE(moved.size(), redrawn.size());
    int differing = 0;
    for (int y = 0; y < moved.height(); ++y)
        for (int x = 0; x < moved.width(); ++x)
            differing += moved.pixel(x, y) != redrawn.pixel(x, y);
    QCOMPARE(differing, 0);
}

QTEST_MAIN(TestEncodingExplorer)
#include "test_encoding_explorer.moc"
