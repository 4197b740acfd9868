// The words along a map's axis, fitted to its room: across when they fit, then Chinese words one
// character under the other (upright, as Chinese is written in columns) and other words on their
// side, then every k-th. Every word written is one of the sentence's, in its order.

#include "plots/heatmap.h"
#include "plots/parts.h"
#include "support/fail_on_warnings.h"

#include <QtTest>
#include <qcustomplot.h>

class TestWordAxes : public QObject
{
    Q_OBJECT
private slots:
    void init() { failOnStringWarnings(); }
    void wordsStandAsTheirScriptReads_data();
    void wordsStandAsTheirScriptReads();
};

void TestWordAxes::wordsStandAsTheirScriptReads_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("width");
    QTest::addColumn<double>("rotation");
    QTest::addColumn<bool>("stacked");
    const QStringList english{"the", "tigers", "love", "the", "rabbits", "in", "the", "garden"};
    const QStringList chinese{"老虎", "爱", "花园", "里", "的", "兔子", "。"};
    QTest::newRow("English, room across") << english << 900 << 0.0 << false;
    QTest::newRow("English, narrow") << english << 260 << 90.0 << false;
    QTest::newRow("Chinese, room across") << chinese << 900 << 0.0 << false;
    QTest::newRow("Chinese, narrow") << chinese << 170 << 0.0 << true;
    QTest::newRow("Chinese and a Latin word") << QStringList{"我", "爱", "AI", "和", "你", "们", "的", "书", "本"} << 170 << 90.0 << false;
}

void TestWordAxes::wordsStandAsTheirScriptReads()
{
    QFETCH(QStringList, words);
    QFETCH(int, width);
    QFETCH(double, rotation);
    QFETCH(bool, stacked);
    QCustomPlot *plot = createPlot(nullptr);
    const std::unique_ptr<QCustomPlot> owner(plot);
    QCPColorMap *map = setupHeatmap(plot, HeatmapScale::Sequential, QStringLiteral("weight"), ColourMap::BlueRed);
    Q_UNUSED(map);
    setTokenAxes(plot, words);
    plot->resize(width, 300);
    plot->show();
    QVERIFY(QTest::qWaitForWindowExposed(plot));
    plot->replot();
    for (int pass = 0; pass < 4; ++pass)  // the fit asks for another layout on the one it measured
        QCoreApplication::processEvents();
    QCPAxis *axis = plot->xAxis;
    QCOMPARE(axis->tickLabelRotation(), rotation);
    QCOMPARE(axis->property("wordsStacked").toBool(), stacked);
    const int stride = axis->property("wordStride").toInt();
    const QVector<QString> labels = axis->tickVectorLabels();
    QVERIFY(!labels.isEmpty());
    for (int t = 0; t < labels.size(); ++t) {
        const QString word = words.value(int(axis->tickVector()[t]));
        QCOMPARE(int(axis->tickVector()[t]) % stride, 0);
        QCOMPARE(labels[t], stacked ? QStringList(word.split(QString(), Qt::SkipEmptyParts)).join(QLatin1Char('\n')) : word);
    }
}

QTEST_MAIN(TestWordAxes)
#include "test_word_axes.moc"
