// The lab's maps tell the words and the value of the cell under the mouse, as drawn.

#include "app_state.h"
#include "attention_lab.h"
#include "attention_map_grid.h"

#include <QToolTip>
#include <QtTest>
#include <qcustomplot.h>

class TestAttentionMapGrid : public QObject
{
    Q_OBJECT
private slots:
    void hoverTellsTheCell_data();
    void hoverTellsTheCell();
};

void TestAttentionMapGrid::hoverTellsTheCell_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("query");
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("expected");
    QTest::newRow("sentence A, first cell") << int(AttentionMapGrid::SentenceA) << 0 << 0 << QStringLiteral("query 0 'tigers' → key 0 'tigers'");
    QTest::newRow("sentence B, off the diagonal") << int(AttentionMapGrid::SentenceB) << 2 << 1 << QStringLiteral("query 2 'tigers' → key 1 'love'");
    QTest::newRow("difference, matched words") << int(AttentionMapGrid::Difference) << 0 << 3 << QStringLiteral("query 0 'rabbits' → key 3 '.'");
}

void TestAttentionMapGrid::hoverTellsTheCell()
{
    QFETCH(int, row);
    QFETCH(int, query);
    QFETCH(int, key);
    QFETCH(QString, expected);
    AppState state;
    AttentionLab lab(&state);
    lab.resize(1400, 900);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QTRY_VERIFY(lab.comparison().has_value());
    const auto mapRow = AttentionMapGrid::Row(row);
    QCustomPlot *plot = lab.maps()->plot(mapRow, AttentionMapGrid::WithPosition);
    plot->replot();
    const QPoint cell(int(plot->xAxis->coordToPixel(key)), int(plot->yAxis->coordToPixel(query)));
    QMouseEvent move(QEvent::MouseMove, cell, plot->mapToGlobal(cell), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(plot, &move);
    QTRY_VERIFY2(QToolTip::text().startsWith(expected), qPrintable(QToolTip::text()));
    const double value = lab.maps()->shownMatrix(mapRow, AttentionMapGrid::WithPosition)(query, key);
    QVERIFY2(QToolTip::text().endsWith(QString::number(value, 'g', 6)), qPrintable(QToolTip::text()));
}

QTEST_MAIN(TestAttentionMapGrid)
#include "test_attention_map_grid.moc"
