// The layer stacks of the models of 2025–26: each layer's mask against Hugging Face's
// masking_utils.py written out below (causal_mask_function, sliding_window_overlay,
// chunked_overlay, and_masks), exactly; what reaches what against a path search, the boolean
// product of the masks; the presets against their configurations; Llama 4's query temperature
// against modeling_llama4.py's expression; StreamingLLM's kept keys against StartRecentKVCache.

#include "stack/layer_stack.h"

#include <QtTest>
#include <cmath>

Q_DECLARE_METATYPE(pe::StackLayer)
Q_DECLARE_METATYPE(pe::LayerStack)

namespace {

// masking_utils.py, one predicate each, and_masks() of the causal one and the overlay.
bool causalMaskFunction(int qIdx, int kvIdx) { return kvIdx <= qIdx; }
bool slidingWindowOverlay(int slidingWindow, int qIdx, int kvIdx) { return kvIdx > qIdx - slidingWindow; }
bool chunkedOverlay(int chunkSize, int qIdx, int kvIdx) { return kvIdx / chunkSize == qIdx / chunkSize; }

bool reference(const pe::StackLayer &layer, int q, int kv)
{
    const bool overlay = layer.kind == pe::LayerKind::Sliding ? slidingWindowOverlay(layer.span, q, kv)
                         : layer.kind == pe::LayerKind::Chunked ? chunkedOverlay(layer.span, q, kv)
                                                                : true;
    return causalMaskFunction(q, kv) && overlay;
}

// Key j reaches query i after the layers: a path j = m_0 → m_1 → … → m_K = i with each step
// allowed by its layer's mask (a query attends its own key, the residual stream).
pe::BoolMatrix pathSearch(const pe::LayerStack &stack, int positions)
{
    pe::BoolMatrix reach = pe::BoolMatrix::Constant(positions, positions, false);
    for (int i = 0; i < positions; ++i)
        reach(i, i) = true;
    for (const pe::StackLayer &layer : stack.layers) {
        pe::BoolMatrix next = pe::BoolMatrix::Constant(positions, positions, false);
        for (int i = 0; i < positions; ++i)
            for (int m = 0; m < positions; ++m)
                if (reference(layer, i, m))
                    next.row(i) = next.row(i) || reach.row(m);
        reach = next;
    }
    return reach;
}

pe::LayerStack stackOf(std::initializer_list<pe::StackLayer> layers)
{
    pe::LayerStack stack;
    stack.layers = layers;
    return stack;
}

} // namespace

class TestLayerStack : public QObject
{
    Q_OBJECT
private slots:
    void masksAreMaskingUtils_data();
    void masksAreMaskingUtils();
    void reachIsEveryPath_data();
    void reachIsEveryPath();
    void slidingLayersReachFurtherEachTime();
    void presetsAreTheirConfigs();
    void overridesKeepThePattern();
    void temperatureIsLlama4s();
    void streamingKeepsSinksAndRecentKeys();
    void badStacksAreRefused();
};

void TestLayerStack::masksAreMaskingUtils_data()
{
    QTest::addColumn<pe::StackLayer>("layer");
    QTest::newRow("sliding 1") << pe::StackLayer{pe::LayerKind::Sliding, 1};
    QTest::newRow("sliding 3") << pe::StackLayer{pe::LayerKind::Sliding, 3};
    QTest::newRow("sliding 8") << pe::StackLayer{pe::LayerKind::Sliding, 8};
    QTest::newRow("sliding wider than the sentence") << pe::StackLayer{pe::LayerKind::Sliding, 100};
    QTest::newRow("chunked 4") << pe::StackLayer{pe::LayerKind::Chunked, 4};
    QTest::newRow("chunked 5") << pe::StackLayer{pe::LayerKind::Chunked, 5};
    QTest::newRow("full") << pe::StackLayer{pe::LayerKind::Full, 0};
}

void TestLayerStack::masksAreMaskingUtils()
{
    QFETCH(pe::StackLayer, layer);
    for (int positions : {1, 7, 33}) {
        const pe::BoolMatrix mask = pe::layerMask(layer, positions);
        QCOMPARE(mask.rows(), positions);
        for (int q = 0; q < positions; ++q)
            for (int kv = 0; kv < positions; ++kv)
                QVERIFY2(mask(q, kv) == reference(layer, q, kv), qPrintable(QStringLiteral("q %1, kv %2").arg(q).arg(kv)));
    }
}

void TestLayerStack::reachIsEveryPath_data()
{
    QTest::addColumn<pe::LayerStack>("stack");
    for (const pe::StackPreset &preset : pe::stackPresets())
        QTest::newRow(preset.name) << pe::withOverrides(preset.make(), 8, 4, 8);
    QTest::newRow("chunks, then a full layer") << stackOf({{pe::LayerKind::Chunked, 5}, {pe::LayerKind::Full, 0}});
    QTest::newRow("a full layer, then chunks") << stackOf({{pe::LayerKind::Full, 0}, {pe::LayerKind::Chunked, 5}});
    QTest::newRow("chunks of two sizes") << stackOf({{pe::LayerKind::Chunked, 3}, {pe::LayerKind::Chunked, 7}});
    QTest::newRow("window 1: nobody else") << stackOf({{pe::LayerKind::Sliding, 1}, {pe::LayerKind::Sliding, 1}});
}

void TestLayerStack::reachIsEveryPath()
{
    QFETCH(pe::LayerStack, stack);
    const int positions = 40;
    QVERIFY(pe::validationError(stack, positions).isEmpty());
    const std::vector<pe::BoolMatrix> reach = pe::reachByLayer(stack, positions);
    QCOMPARE(int(reach.size()), int(stack.layers.size()));
    pe::LayerStack sofar;
    for (int k = 0; k < int(stack.layers.size()); ++k) {
        sofar.layers.append(stack.layers[k]);
        QVERIFY2((reach[std::size_t(k)] == pathSearch(sofar, positions)).all(), qPrintable(QStringLiteral("after layer %1").arg(k)));
    }
}

// After k sliding layers of window W, query i reaches back to i − k(W − 1): W − 1 more per layer.
void TestLayerStack::slidingLayersReachFurtherEachTime()
{
    const int window = 4, positions = 64;
    const pe::LayerStack stack = pe::withOverrides(stackOf({{pe::LayerKind::Sliding, window}}), 6, 0, 0);
    const std::vector<pe::BoolMatrix> reach = pe::reachByLayer(stack, positions);
    for (int k = 0; k < 6; ++k)
        for (int i = 0; i < positions; ++i) {
            const int first = std::max(0, i - (k + 1) * (window - 1));
            QVERIFY(reach[std::size_t(k)](i, first) && (first == 0 || !reach[std::size_t(k)](i, first - 1)));
        }
    // A full layer on top reaches everything before each query.
    pe::LayerStack withGlobal = stack;
    withGlobal.layers.append({pe::LayerKind::Full, 0, false});
    const pe::BoolMatrix all = pe::reachByLayer(withGlobal, positions).back();
    for (int i = 0; i < positions; ++i)
        QVERIFY(all.row(i).head(i + 1).all() && !all.row(i).tail(positions - i - 1).any());
}

void TestLayerStack::presetsAreTheirConfigs()
{
    struct Expected { const char *name; int layers; int firstFull; int period; int span; double theta; double fullTheta; bool fullRope; bool sinks; bool temperature; };
    // Llama 4: every 4th layer (index 3, 7, …) global without RoPE, the others chunked 8192, θ 500000.
    // Gemma 3: every 6th full with θ 10^6, the others sliding 1024 with θ 10^4. gpt-oss: sliding 128
    // and full alternating, θ 150000, sinks. Mistral: sliding 4096 in all 32.
    const Expected expected[] = {
        {"llama4", 48, 3, 4, 8192, 500000.0, 500000.0, false, false, true},
        {"gemma3", 34, 5, 6, 1024, 10000.0, 1000000.0, true, false, false},
        {"gpt-oss", 24, 1, 2, 128, 150000.0, 150000.0, true, true, false},
        {"mistral", 32, -1, 0, 4096, 10000.0, 0.0, true, false, false},
    };
    for (const Expected &e : expected) {
        const pe::StackPreset *preset = pe::stackPreset(QLatin1String(e.name));
        QVERIFY(preset);
        const pe::LayerStack stack = preset->make();
        QCOMPARE(int(stack.layers.size()), e.layers);
        QCOMPARE(stack.sinks, e.sinks);
        QCOMPARE(stack.temperature.on, e.temperature);
        for (int k = 0; k < e.layers; ++k) {
            const pe::StackLayer &layer = stack.layers[k];
            const bool full = e.period > 0 && k % e.period == e.firstFull;
            QCOMPARE(layer.kind == pe::LayerKind::Full, full);
            QCOMPARE(layer.theta, full ? e.fullTheta : e.theta);
            QCOMPARE(layer.rope, full ? e.fullRope : true);
            if (!full)
                QCOMPARE(layer.span, e.span);
        }
    }
}

// A class's overrides: more layers than the real model go on with its pattern (Gemma 3's 34
// layers are not a multiple of 6: a 35th layer is sliding and the 36th global, as (k + 1) % 6
// says); a window or chunk replaces every layer's of that kind and no other; 0 keeps a number.
void TestLayerStack::overridesKeepThePattern()
{
    const pe::LayerStack gemma = pe::stackPreset(QStringLiteral("gemma3"))->make();
    const pe::LayerStack longer = pe::withOverrides(gemma, 64, 8, 0);
    QCOMPARE(int(longer.layers.size()), 64);
    for (int k = 0; k < 64; ++k) {
        const bool global = (k + 1) % 6 == 0;  // layer_types: "sliding_attention" if bool((i + 1) % 6)
        QCOMPARE(longer.layers[k].kind, global ? pe::LayerKind::Full : pe::LayerKind::Sliding);
        QCOMPARE(longer.layers[k].span, global ? 0 : 8);
        QCOMPARE(longer.layers[k].theta, global ? 1000000.0 : 10000.0);
    }
    QCOMPARE(pe::withOverrides(gemma, 0, 0, 0), gemma);
    QCOMPARE(pe::withOverrides(gemma, 0, 0, 16), gemma);  // no chunked layer to change

    const pe::LayerStack llama = pe::stackPreset(QStringLiteral("llama4"))->make();
    const pe::LayerStack small = pe::withOverrides(llama, 12, 8, 16);
    QCOMPARE(int(small.layers.size()), 12);
    for (int k = 0; k < 12; ++k) {
        const bool global = (k + 1) % 4 == 0;  // no_rope_layers: int((layer_idx + 1) % 4 != 0)
        QCOMPARE(small.layers[k].kind, global ? pe::LayerKind::Full : pe::LayerKind::Chunked);
        QCOMPARE(small.layers[k].span, global ? 0 : 16);
        QCOMPARE(small.layers[k].rope, !global);
    }
    QCOMPARE(small.temperature, llama.temperature);
    QCOMPARE(pe::withOverrides(pe::stackPreset(QStringLiteral("gpt-oss"))->make(), 5, 4, 0).sinks, true);

    // What a class sees on 64 positions: Gemma 3 with W 8 moves the last query's first key 7 back
    // per sliding layer, 63 − 35 = 28 after the five, then 0 at the global sixth.
    const std::vector<pe::BoolMatrix> reach = pe::reachByLayer(pe::withOverrides(gemma, 12, 8, 0), 64);
    for (int k = 0; k < 5; ++k)
        QCOMPARE(int(reach[std::size_t(k)].row(63).count()), 1 + 7 * (k + 1));
    QCOMPARE(int(reach[5].row(63).count()), 64);
}

void TestLayerStack::temperatureIsLlama4s()
{
    const pe::QueryTemperature temperature{true, 4.0, 0.1};
    const pe::Vector tau = pe::queryTemperatures(temperature, 40);
    for (int p = 0; p < 40; ++p)  // torch.log1p(torch.floor((cache_position + 1.0) / floor_scale)) * attn_scale + 1.0
        QCOMPARE(tau(p), std::log1p(std::floor((p + 1.0) / 4.0)) * 0.1 + 1.0);
    QCOMPARE(tau(2), 1.0);  // below the first floor, no change
    QVERIFY(tau(39) > tau(7));
    QVERIFY((pe::queryTemperatures({}, 40).array() == 1.0).all());
}

void TestLayerStack::streamingKeepsSinksAndRecentKeys()
{
    const pe::BoolMatrix kept = pe::streamingMask(30, 4, 6);
    for (int i = 0; i < 30; ++i)
        for (int j = 0; j < 30; ++j)  // the first start_size keys, and the last recent_size ones
            QCOMPARE(kept(i, j), j <= i && (j < 4 || j >= i - 6 + 1));
    QCOMPARE(int(kept.row(29).count()), 4 + 6);
}

void TestLayerStack::badStacksAreRefused()
{
    QVERIFY(!pe::validationError(pe::LayerStack{}, 10).isEmpty());
    QVERIFY(!pe::validationError(stackOf({{pe::LayerKind::Sliding, 0}}), 10).isEmpty());
    QVERIFY(!pe::validationError(stackOf({{pe::LayerKind::Full, 0}}), pe::kMaxStackPositions + 1).isEmpty());
    QVERIFY(pe::validationError(stackOf({{pe::LayerKind::Full, 0}}), pe::kMaxStackPositions).isEmpty());
}

QTEST_APPLESS_MAIN(TestLayerStack)
#include "test_layer_stack.moc"
