// "Layers of 2025–26 Models": opened from the Attention Lab's button; the strip has a button per
// layer, the maps are the core's mask and reach of the chosen layer, and the sentence under them
// follows the layer chosen (how far back the last query is reached).

#include "attention_lab/attention_lab.h"
#include "attention_lab/layer_stack_window.h"
#include "attention_lab/query_temperature_view.h"
#include "state/app_state.h"
#include "support/fail_on_warnings.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>
#include <qcustomplot.h>

class TestLayerStackWindow : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void opensFromTheLab();
    void theLabSettingsAndTheWindowAgree_data();
    void theLabSettingsAndTheWindowAgree();
    void theSentenceFollowsTheLayer_data();
    void theSentenceFollowsTheLayer();
    void streamingSaysWhatItsCacheReaches_data();
    void streamingSaysWhatItsCacheReaches();
    void temperatureIsPlottedWhereThereIsOne_data();
    void temperatureIsPlottedWhereThereIsOne();
    void temperatureCaptionReadsTheNumbers_data();
    void temperatureCaptionReadsTheNumbers();

private:
    AppState *m_state = nullptr;
    AttentionLab *m_lab = nullptr;
};

void TestLayerStackWindow::init()
{
    failOnStringWarnings();
    m_state = new AppState;
    m_lab = new AttentionLab(m_state);
    m_lab->show();
}

void TestLayerStackWindow::cleanup()
{
    delete m_lab;
    delete m_state;
}

void TestLayerStackWindow::opensFromTheLab()
{
    auto *button = m_lab->findChild<QPushButton *>(QStringLiteral("layerStack"));
    QVERIFY(button);
    button->click();
    QVERIFY(m_lab->stackWindow() && m_lab->stackWindow()->isVisible());
    // Llama 4 first: 12 layers, every 4th global without position.
    const QList<QPushButton *> buttons = m_lab->stackWindow()->findChildren<QPushButton *>();
    QCOMPARE(int(buttons.size()), 12 + 1);  // a button per layer, and Show Code
    QVERIFY(m_lab->stackWindow()->findChild<QPushButton *>(QStringLiteral("stackCode")));
    QVERIFY(m_lab->stackWindow()->reachSentence()->text().contains(QStringLiteral("positions 48 to 63")));
}

// The window's boxes, its layer and whether it is open are the lab's settings, which lesson files
// and Show Me keep: a set-up that says so opens it on Gemma 3's layer 5, and the window's own
// changes reach the settings.
void TestLayerStackWindow::theLabSettingsAndTheWindowAgree_data()
{
    QTest::addColumn<bool>("streaming");
    QTest::addColumn<int>("sinks");
    QTest::addColumn<QString>("said");
    QTest::newRow("Gemma 3, layer 5") << false << 4 << "reached by positions 0 to 63. Every word before it";
    QTest::newRow("StreamingLLM, first 4") << true << 4 << "positions 0 to 3 and";
    QTest::newRow("StreamingLLM, first dropped") << true << 0 << "sees 8 of its 64 keys, positions 56 to 63";
}

void TestLayerStackWindow::theLabSettingsAndTheWindowAgree()
{
    QFETCH(bool, streaming);
    QFETCH(int, sinks);
    QFETCH(QString, said);
    m_state->changeLab([&](LabSettings &lab) { lab.layers = {QStringLiteral("gemma3"), 6, 8, 16, 64, 5, streaming, sinks, true}; });
    LayerStackWindow *window = m_lab->stackWindow();
    QVERIFY(window && window->isVisible());
    QCOMPARE(window->presetControl()->currentData().toString(), QStringLiteral("gemma3"));
    QCOMPARE(window->layer(), 5);
    QCOMPARE(window->streamingControl()->isChecked(), streaming);
    QCOMPARE(window->sinksControl()->value(), sinks);
    QVERIFY2(window->reachSentence()->text().contains(said), qPrintable(window->reachSentence()->text()));

    window->setLayer(2);
    window->positionsControl()->setValue(32);
    QCOMPARE(m_state->labSettings().layers.layer, 2);
    QCOMPARE(m_state->labSettings().layers.positions, 32);
    window->close();
    QVERIFY(!m_state->labSettings().layers.open);
    m_state->changeLab([](LabSettings &lab) { lab.layers.open = true; });
    QVERIFY(window->isVisible());
    QCOMPARE(window->layer(), 2);
    m_state->changeLab([](LabSettings &lab) { lab.layers = {}; });
    QVERIFY(!window->isVisible());
    QCOMPARE(window->presetControl()->currentData().toString(), QStringLiteral("llama4"));
}

void TestLayerStackWindow::theSentenceFollowsTheLayer_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("layer");
    QTest::addColumn<QString>("said");
    // Gemma 3 with W = 8: each sliding layer reaches 7 positions further back; layer 5 is global.
    QTest::newRow("Gemma 3, layer 0") << "gemma3" << 0 << "positions 56 to 63 itself; after layers 0 to 0 it is reached by positions 56 to 63.";
    QTest::newRow("Gemma 3, layer 2") << "gemma3" << 2 << "after layers 0 to 2 it is reached by positions 42 to 63.";
    QTest::newRow("Gemma 3, layer 5, global") << "gemma3" << 5 << "reached by positions 0 to 63. Every word before it";
    QTest::newRow("Mistral, layer 3") << "mistral" << 3 << "after layers 0 to 3 it is reached by positions 35 to 63.";
    QTest::newRow("Llama 4, layer 3, global") << "llama4" << 3 << "sees the keys of positions 0 to 63 itself";
}

void TestLayerStackWindow::theSentenceFollowsTheLayer()
{
    QFETCH(QString, preset);
    QFETCH(int, layer);
    QFETCH(QString, said);
    m_lab->showStackWindow();
    LayerStackWindow *window = m_lab->stackWindow();
    window->presetControl()->setCurrentIndex(window->presetControl()->findData(preset));
    window->setLayer(layer);
    QCOMPARE(window->layer(), layer);
    QVERIFY2(window->reachSentence()->text().contains(said), qPrintable(window->reachSentence()->text()));
    // The reach map is the core's: row 63 reached from the sentence's first position on.
    auto *map = qobject_cast<QCPColorMap *>(window->plot(1)->plottable(0));
    QVERIFY(map);
    const pe::LayerStack stack = pe::withOverrides(pe::stackPreset(preset)->make(), 12, 8, 16);
    const pe::BoolMatrix reach = pe::reachByLayer(stack, 64)[std::size_t(layer)];
    for (int j = 0; j < 64; ++j)
        QCOMPARE(map->data()->data(j, 63) > 0.5, bool(reach(63, j)));
}

void TestLayerStackWindow::streamingSaysWhatItsCacheReaches_data()
{
    QTest::addColumn<int>("sinks");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("layer");
    QTest::addColumn<QString>("said");
    // W = 8 of 64 positions: the cache's recent keys reach 7 positions further back per layer.
    QTest::newRow("4 sinks, layer 0") << 4 << 8 << 64 << 0
                                      << "sees 12 of its 64 keys, positions 0 to 3 and 56 to 63; after layers 0 to 0 it is reached "
                                         "by positions 0 to 3 and 56 to 63. Positions 4 to 55 are out of its reach.";
    QTest::newRow("4 sinks, layer 2") << 4 << 8 << 64 << 2 << "reached by positions 0 to 3 and 42 to 63. Positions 4 to 41 are out of its reach.";
    QTest::newRow("1 sink, layer 11") << 1 << 8 << 64 << 11 << "reached by positions 0 to 0 and 1 to 63. Every word before it can now influence it.";
    QTest::newRow("no sink, layer 1") << 0 << 8 << 64 << 1 << "sees 8 of its 64 keys, positions 56 to 63; after layers 0 to 1 it is reached by positions 49 to 63.";
    // The same cache on 41 positions: query 40 sees the 4 sinks and its last 8 keys, 33 to 40.
    QTest::newRow("41 positions") << 4 << 8 << 41 << 0 << "the last query (position 40) sees 12 of its 41 keys, positions 0 to 3 and 33 to 40;";
    QTest::newRow("window 3") << 4 << 3 << 41 << 0 << "sees 7 of its 41 keys, positions 0 to 3 and 38 to 40;";
    QTest::newRow("2 sinks, window 20") << 2 << 20 << 41 << 1 << "sees 22 of its 41 keys, positions 0 to 1 and 21 to 40; after layers 0 "
                                                                 "to 1 it is reached by positions 0 to 1 and 2 to 40.";
}

// StreamingLLM's cache in every layer: the sentence reads the core's mask and reach, whose last
// rows the maps show.
void TestLayerStackWindow::streamingSaysWhatItsCacheReaches()
{
    QFETCH(int, sinks);
    QFETCH(int, window);
    QFETCH(int, positions);
    QFETCH(int, layer);
    QFETCH(QString, said);
    m_lab->showStackWindow();
    LayerStackWindow *stackWindow = m_lab->stackWindow();
    stackWindow->streamingControl()->setChecked(true);
    stackWindow->sinksControl()->setValue(sinks);
    stackWindow->windowControl()->setValue(window);
    stackWindow->positionsControl()->setValue(positions);
    stackWindow->setLayer(layer);
    QVERIFY2(stackWindow->reachSentence()->text().contains(said), qPrintable(stackWindow->reachSentence()->text()));
    const QString kept = sinks > 0 ? QStringLiteral("keeps the first %1 tokens and the last %2").arg(sinks).arg(window)
                                   : QStringLiteral("With S = 0 the cache keeps only the last %1 tokens, as a plain window does.").arg(window);
    QVERIFY2(stackWindow->facts()->text().contains(kept), qPrintable(stackWindow->facts()->text()));
    auto *map = qobject_cast<QCPColorMap *>(stackWindow->plot(1)->plottable(0));
    const int last = positions - 1;
    const pe::BoolMatrix reach = pe::streamingReach(positions, sinks, window, layer + 1)[std::size_t(layer)];
    for (int j = 0; j < positions; ++j)
        QCOMPARE(map->data()->data(j, last) > 0.5, bool(reach(last, j)));
    QVERIFY(stackWindow->temperatureView()->isHidden());
    // Show Code writes the same cache (test_code_snippets runs it against the core).
    const QList<CodeSource> sources = stackWindow->codeSources();
    QCOMPARE(int(sources.size()), 1);
    QVERIFY(sources.first().numpy.contains(QStringLiteral("start_size, recent_size = %1, %2").arg(sinks).arg(window)));
}

void TestLayerStackWindow::temperatureIsPlottedWhereThereIsOne_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("shown");
    QTest::newRow("Llama 4") << "llama4" << true;
    QTest::newRow("Gemma 3") << "gemma3" << false;
    QTest::newRow("gpt-oss") << "gpt-oss" << false;
}

// Llama 4's temperature against position is the core's queryTemperatures(), over eight of its steps.
void TestLayerStackWindow::temperatureIsPlottedWhereThereIsOne()
{
    QFETCH(QString, preset);
    QFETCH(bool, shown);
    m_lab->showStackWindow();
    LayerStackWindow *window = m_lab->stackWindow();
    window->presetControl()->setCurrentIndex(window->presetControl()->findData(preset));
    QCOMPARE(window->temperatureView()->isVisible(), shown);
    // The source's file and fields are code: in the tooltip, not in the sentences.
    QVERIFY2(!window->facts()->text().contains(QStringLiteral(".py")), qPrintable(window->facts()->text()));
    QVERIFY(window->facts()->toolTip().contains(QStringLiteral("huggingface/transformers")));
    if (!shown)
        return;
    const pe::Vector tau = pe::queryTemperatures(pe::stackPreset(preset)->make().temperature, 8 * 8192);
    QCPGraph *graph = window->temperatureView()->plot()->graph(0);
    QCOMPARE(graph->dataCount(), int(tau.size()));
    for (const int p : {0, 8190, 8191, 16383, 65535})
        QCOMPARE(graph->data()->at(p)->value, tau(p));
    QCOMPARE(graph->data()->at(8191)->value, 1.0 + 0.1 * std::log(2.0));
    // The caption counts Llama 4's real layers without position (12 of 48) and follows the window's L.
    const QString caption = window->temperatureView()->caption()->text();
    QVERIFY2(caption.contains(QStringLiteral("the 12 layers without position")), qPrintable(caption));
    QVERIFY2(caption.contains(QStringLiteral("Over this window's 64 positions it stays 1.000.")), qPrintable(caption));
    window->positionsControl()->setValue(200);
    QVERIFY2(window->temperatureView()->caption()->text().contains(QStringLiteral("Over this window's 200 positions")),
             qPrintable(window->temperatureView()->caption()->text()));
}

void TestLayerStackWindow::temperatureCaptionReadsTheNumbers_data()
{
    QTest::addColumn<double>("floorScale");
    QTest::addColumn<double>("attnScale");
    QTest::addColumn<int>("windowPositions");
    QTest::addColumn<QString>("said");  // %1, %2, %3, %4: 8191, 65535, 8192 and 8190 as the locale writes them
    // Llama 4: 1 + 0.1·ln 2 = 1.069 from p = 8191, 1 + 0.1·ln 9 = 1.220 at the eighth step's end.
    QTest::newRow("Llama 4") << 8192.0 << 0.1 << 64
                             << "At the model's real scale, a step every %3 positions: the queries of the 4 layers without position are multiplied by "
                                "1.000 up to position %4, by 1.069 from position %1, and by 1.220 at position %2. Over this "
                                "window's 64 positions it stays 1.000.";
    QTest::newRow("attn_scale 0.2") << 8192.0 << 0.2 << 64 << "by 1.139 from position %1, and by 1.439 at position %2.";
    // floor_scale 16: steps at 15, 31, …; the window's 64 positions see four of them, up to 1 + 0.1·ln 5.
    QTest::newRow("floor_scale 16") << 16.0 << 0.1 << 64 << "by 1.000 up to position 14, by 1.069 from position 15, and by 1.220 "
                                                            "at position 127. Over this window's 64 positions it goes up to 1.161.";
    QTest::newRow("floor_scale 16, 10 positions") << 16.0 << 0.1 << 10 << "Over this window's 10 positions it stays 1.000.";
}

// The caption is read from queryTemperatures(): other numbers, other words.
void TestLayerStackWindow::temperatureCaptionReadsTheNumbers()
{
    QFETCH(double, floorScale);
    QFETCH(double, attnScale);
    QFETCH(int, windowPositions);
    QFETCH(QString, said);
    QueryTemperatureView view;
    view.setTemperature({true, floorScale, attnScale}, 4, windowPositions);
    const QLocale locale;
    QString expected = said;
    const int numbers[] = {8191, 65535, 8192, 8190};
    for (int n = 0; n < 4; ++n)
        expected.replace(QStringLiteral("%%1").arg(n + 1), locale.toString(numbers[n]));
    QVERIFY2(view.caption()->text().contains(expected), qPrintable(view.caption()->text() + QStringLiteral("\n") + expected));
    view.setTemperature({}, 4, windowPositions);
    QVERIFY(view.isHidden());
}

QTEST_MAIN(TestLayerStackWindow)
#include "test_layer_stack_window.moc"
