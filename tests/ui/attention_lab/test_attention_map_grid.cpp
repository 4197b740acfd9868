// The lab's maps tell the words and the value of the cell under the mouse, as drawn; sentence B
// can be drawn in A's word order, and the differences keep one fixed colour scale.

#include "state/app_state.h"
#include "attention_lab/attention_lab.h"
#include "attention_lab/attention_map_grid.h"
#include "attention_lab/sentence_panel.h"
#include "text/tokenizer.h"
#include "attention/word_order.h"

#include <QToolTip>
#include <QtTest>
#include <qcustomplot.h>

class TestAttentionMapGrid : public QObject
{
    Q_OBJECT
private slots:
    void hoverTellsTheCell_data();
    void hoverTellsTheCell();
    void bInAOrderShowsOnePictureWithoutPosition_data();
    void bInAOrderShowsOnePictureWithoutPosition();
    void differencesKeepOneFixedScale();
    void longSentencesZoomToEveryWord();
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

void TestAttentionMapGrid::bInAOrderShowsOnePictureWithoutPosition_data()
{
    QTest::addColumn<QString>("sentenceA");
    QTest::addColumn<QString>("sentenceB");
    QTest::addColumn<int>("scheme");
    QTest::addColumn<double>("minimum");  // the least difference with position
    for (const auto &[a, b] : SentencePanel::presets()) {
        // An untrained learned table holds small random numbers: it moves the maps a little only.
        for (const auto &[scheme, minimum] : {std::pair(pe::Scheme::Sinusoidal, 0.1), std::pair(pe::Scheme::Rope, 0.1),
                                              std::pair(pe::Scheme::Learned, 1e-3)})
            QTest::addRow("%s / %s, %s", qPrintable(a), qPrintable(b), qPrintable(pe::schemeName(scheme))) << a << b << int(scheme) << minimum;
    }
}

// Drawn in A's order, B's map without position is A's map cell for cell (attention without
// position is permutation-equivariant); with position it is not, by as much as the verdict says.
void TestAttentionMapGrid::bInAOrderShowsOnePictureWithoutPosition()
{
    QFETCH(QString, sentenceA);
    QFETCH(QString, sentenceB);
    QFETCH(int, scheme);
    QFETCH(double, minimum);
    AppState state;
    LabSettings lab = state.labSettings();
    lab.sentenceA = sentenceA;
    lab.sentenceB = sentenceB;
    lab.bInAOrder = true;
    state.setLabSettings(lab);
    state.setScheme(pe::Scheme(scheme));
    AttentionLab view(&state);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(view.comparison().has_value());
    const AttentionMapGrid *maps = view.maps();
    using Grid = AttentionMapGrid;
    const pe::Matrix aWithout = maps->shownMatrix(Grid::SentenceA, Grid::WithoutPosition);
    const pe::Matrix bWithout = maps->shownMatrix(Grid::SentenceB, Grid::WithoutPosition);
    QVERIFY((aWithout - bWithout).cwiseAbs().maxCoeff() <= 1e-12);
    const double withPosition = (maps->shownMatrix(Grid::SentenceB, Grid::WithPosition)
                                 - maps->shownMatrix(Grid::SentenceA, Grid::WithPosition)).cwiseAbs().maxCoeff();
    QVERIFY(std::abs(withPosition - view.comparison()->maxDifferenceWith) <= 1e-12);
    QVERIFY2(withPosition > minimum, qPrintable(QString::number(withPosition)));
    // The cells drawn are those numbers, under A's words.
    QCPColorMap *map = maps->map(Grid::SentenceB, Grid::WithoutPosition);
    for (int query = 0; query < bWithout.rows(); ++query)
        for (int key = 0; key < bWithout.cols(); ++key)
            QCOMPARE(map->data()->cell(key, query), bWithout(query, key));
    for (int row : {Grid::SentenceB, Grid::Difference}) {
        const auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(maps->plot(Grid::Row(row), Grid::WithPosition)->xAxis->ticker());
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().values(), pe::visibleTokens(view.comparison()->a));
    }
}

void TestAttentionMapGrid::differencesKeepOneFixedScale()
{
    AppState state;
    AttentionLab view(&state);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (double weight : {1.0, 0.01, 0.0}) {
        LabSettings lab = state.labSettings();
        lab.positionWeight = weight;
        state.setLabSettings(lab);
        view.recomputeNow();
        for (auto column : {AttentionMapGrid::WithoutPosition, AttentionMapGrid::WithPosition}) {
            const QCPRange range = view.maps()->map(AttentionMapGrid::Difference, column)->dataRange();
            QCOMPARE(range.lower, -1.0);
            QCOMPARE(range.upper, 1.0);
        }
    }
}

// A 60-word sentence writes only some of its words along a map; zoomed in on six of them, every
// one is written; a new position weight keeps the zoom, a double-click shows the whole map.
void TestAttentionMapGrid::longSentencesZoomToEveryWord()
{
    QStringList words;
    for (int k = 0; k < 60; ++k)
        words.append(QStringLiteral("w%1").arg(k));
    AppState state;
    LabSettings lab = state.labSettings();
    lab.sentenceA = words.join(QLatin1Char(' '));
    lab.sentenceB = lab.sentenceA;
    state.setLabSettings(lab);
    AttentionLab view(&state);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCustomPlot *plot = view.maps()->plot(AttentionMapGrid::SentenceA, AttentionMapGrid::WithPosition);
    const auto settle = [plot] {
        for (int pass = 0; pass < 4; ++pass) {
            plot->replot();
            QCoreApplication::processEvents();
        }
    };
    const auto writtenWords = [plot] {
        QStringList shown;
        const QVector<double> ticks = plot->yAxis->tickVector();
        const QVector<QString> labels = plot->yAxis->tickVectorLabels();
        for (int t = 0; t < ticks.size(); ++t)
            if (plot->yAxis->range().contains(ticks[t]))
                shown.append(labels[t]);
        return shown;
    };
    settle();
    QVERIFY2(writtenWords().size() < 60, qPrintable(writtenWords().join(' ')));
    plot->yAxis->setRange(9.5, 15.5);
    settle();
    QCOMPARE(writtenWords(), (QStringList{"w10", "w11", "w12", "w13", "w14", "w15"}));
    // Zoomed out past the map, it stays over its cells.
    plot->xAxis->setRange(-30, 100);
    QCOMPARE(plot->xAxis->range(), QCPRange(-0.5, 59.5));
    state.changeLab([](LabSettings &settings) { settings.positionWeight = 2.0; });
    view.recomputeNow();
    QCOMPARE(plot->yAxis->range(), QCPRange(9.5, 15.5));
    const QPoint centre = plot->axisRect()->rect().center();
    QMouseEvent click(QEvent::MouseButtonDblClick, centre, plot->mapToGlobal(centre), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(plot, &click);
    QCOMPARE(plot->yAxis->range(), QCPRange(-0.5, 59.5));
}

QTEST_MAIN(TestAttentionMapGrid)
#include "test_attention_map_grid.moc"
