// "Layers of 2025–26 Models": opened from the Attention Lab's button; the strip has a button per
// layer, the maps are the core's mask and reach of the chosen layer, and the sentence under them
// follows the layer chosen (how far back the last query is reached).

#include "attention_lab/attention_lab.h"
#include "attention_lab/layer_stack_window.h"
#include "state/app_state.h"
#include "support/fail_on_warnings.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QLabel>
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
    void theSentenceFollowsTheLayer_data();
    void theSentenceFollowsTheLayer();

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
    const QList<QPushButton *> layers = m_lab->stackWindow()->findChildren<QPushButton *>();
    QCOMPARE(int(layers.size()), 12);
    QVERIFY(m_lab->stackWindow()->reachSentence()->text().contains(QStringLiteral("positions 48 to 63")));
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

QTEST_MAIN(TestLayerStackWindow)
#include "test_layer_stack_window.moc"
