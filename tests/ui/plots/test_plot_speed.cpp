// The plots' speed tricks must not leave a stale picture: after markers are moved the quick way
// (moveMarkers(), replotData()), the plot's own pixels are those of a full replot, whatever
// happened to the markers since they were last drawn.

#include "plots/parts.h"
#include "plots/speed.h"

#include <QtTest>
#include <qcustomplot.h>

class TestPlotSpeed : public QObject
{
    Q_OBJECT
private slots:
    void markersShowWhereTheyAre_data();
    void markersShowWhereTheyAre();
};

// What happens to the marker, drawn at x = 2, before moveMarkers() places it at x = `to`.
enum class Before { Nothing, PlacedWithoutRedraw, HiddenWithoutRedraw, RangeChanged };
Q_DECLARE_METATYPE(Before)

void TestPlotSpeed::markersShowWhereTheyAre_data()
{
    QTest::addColumn<Before>("before");
    QTest::addColumn<double>("to");
    QTest::newRow("moved") << Before::Nothing << 7.0;
    QTest::newRow("stayed") << Before::Nothing << 2.0;
    QTest::newRow("placed without a redraw, then moved there") << Before::PlacedWithoutRedraw << 7.0;
    QTest::newRow("placed without a redraw, then moved back") << Before::PlacedWithoutRedraw << 2.0;
    QTest::newRow("hidden without a redraw") << Before::HiddenWithoutRedraw << 2.0;
    QTest::newRow("axis range changed, the marker stayed") << Before::RangeChanged << 2.0;
}

void TestPlotSpeed::markersShowWhereTheyAre()
{
    QFETCH(Before, before);
    QFETCH(double, to);
    QCustomPlot *plot = createPlot(nullptr);
    plot->resize(400, 300);
    plot->show();  // laid out at its size, so the replot below leaves valid buffers
    QVERIFY(QTest::qWaitForWindowExposed(plot));
    plot->xAxis->setRange(0, 10);
    // The grid and the ticks inside the axes are drawn with the axes, which a data replot leaves.
    plot->xAxis->grid()->setVisible(false);
    plot->xAxis->setTickLength(0, 5);
    plot->xAxis->setSubTickLength(0, 2);
    QCPItemStraightLine *marker = addMarker(plot, Qt::red, Qt::SolidLine);
    QCPItemStraightLine *other = addMarker(plot, Qt::blue);
    placeVertical(marker, 2);
    placeHorizontal(other, 0.5);
    plot->replot();
    switch (before) {
    case Before::Nothing:
        break;
    case Before::PlacedWithoutRedraw:
        placeVertical(marker, 7);
        break;
    case Before::HiddenWithoutRedraw:
        marker->setVisible(false);
        break;
    case Before::RangeChanged:
        plot->xAxis->setRange(0, 20);
        replotData(plot);  // the data on the new range, the axes not (a frame between a drag and its replot)
        break;
    }
    moveMarkers(plot, [&] { placeVertical(marker, to); });
    const QImage quick = plot->grab().toImage();
    plot->replot();
    const QImage full = plot->grab().toImage();
    if (before == Before::RangeChanged) {  // only the axes' own layer may lag: compare inside them
        const QRect axes = plot->axisRect()->rect().adjusted(2, 2, -2, -2);
        QCOMPARE(quick.copy(axes), full.copy(axes));
    } else {
        QCOMPARE(quick, full);
    }
    delete plot;
}

QTEST_MAIN(TestPlotSpeed)
#include "test_plot_speed.moc"
