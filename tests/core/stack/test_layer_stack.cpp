// The layer stacks of the models of 2025–26: each layer's mask against Hugging Face's
// masking_utils.py written out below, exactly; what reaches what against a path search, the
// boolean product of the masks, and its properties (a sliding layer reaches W − 1 further back, a
// full one everything before, chunks stay in their chunk); the presets against their
// configurations; the overrides; Llama 4's query temperature against modeling_llama4.py's
// expression; StreamingLLM's kept keys against StartRecentKVCache replayed token by token.

#include "stack/layer_stack.h"
#include "support/fail_on_warnings.h"

#include <QtTest>
#include <cmath>
#include <functional>

Q_DECLARE_METATYPE(pe::StackLayer)
Q_DECLARE_METATYPE(pe::LayerStack)

namespace {

// huggingface/transformers, src/transformers/masking_utils.py, line by line (batch_idx and head_idx
// dropped: every batch and head has the same mask here; left_padding 0, no padding).
using MaskFunction = std::function<bool(int qIdx, int kvIdx)>;

int floorDivide(int a, int b)  // Python's //, which rounds down where C++'s / rounds to 0
{
    return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

// def and_masks(*mask_functions): result = True; for mask in mask_functions: result = result & mask(...)
MaskFunction andMasks(std::vector<MaskFunction> maskFunctions)
{
    return [maskFunctions](int qIdx, int kvIdx) {
        bool result = true;
        for (const MaskFunction &mask : maskFunctions)
            result = result && mask(qIdx, kvIdx);
        return result;
    };
}

// def causal_mask_function(batch_idx, head_idx, q_idx, kv_idx): return kv_idx <= q_idx
bool causalMaskFunction(int qIdx, int kvIdx) { return kvIdx <= qIdx; }

// def sliding_window_overlay(sliding_window): inner_mask: return kv_idx > q_idx - sliding_window
MaskFunction slidingWindowOverlay(int slidingWindow)
{
    return [slidingWindow](int qIdx, int kvIdx) { return kvIdx > qIdx - slidingWindow; };
}

// def chunked_overlay(chunk_size, left_padding): inner_mask:
//     return (kv_idx - left_padding[batch_idx]) // chunk_size == (q_idx - left_padding[batch_idx]) // chunk_size
MaskFunction chunkedOverlay(int chunkSize, int leftPadding)
{
    return [chunkSize, leftPadding](int qIdx, int kvIdx) {
        return floorDivide(kvIdx - leftPadding, chunkSize) == floorDivide(qIdx - leftPadding, chunkSize);
    };
}

// def sliding_window_causal_mask_function(sliding_window):
//     return and_masks(sliding_window_overlay(sliding_window), causal_mask_function)
MaskFunction slidingWindowCausalMaskFunction(int slidingWindow)
{
    return andMasks({slidingWindowOverlay(slidingWindow), causalMaskFunction});
}

// def chunked_causal_mask_function(chunk_size, left_padding):
//     return and_masks(chunked_overlay(chunk_size, left_padding), causal_mask_function)
MaskFunction chunkedCausalMaskFunction(int chunkSize, int leftPadding)
{
    return andMasks({chunkedOverlay(chunkSize, leftPadding), causalMaskFunction});
}

// The mask function create_sliding_window_causal_mask, create_chunked_causal_mask or
// create_causal_mask builds for the layer (config.sliding_window, config.attention_chunk_size).
MaskFunction maskFunctionOf(const pe::StackLayer &layer)
{
    switch (layer.kind) {
    case pe::LayerKind::Sliding: return slidingWindowCausalMaskFunction(layer.span);
    case pe::LayerKind::Chunked: return chunkedCausalMaskFunction(layer.span, 0);
    case pe::LayerKind::Full: break;
    }
    return causalMaskFunction;
}

bool reference(const pe::StackLayer &layer, int q, int kv)
{
    return maskFunctionOf(layer)(q, kv);
}

// Key j reaches query i after the layers: a path j = m_0 → m_1 → … → m_K = i with each step
// allowed by its layer's mask (a query attends its own key, the residual stream).
pe::BoolMatrix pathSearch(const pe::LayerStack &stack, int positions)
{
    pe::BoolMatrix reach = pe::BoolMatrix::Constant(positions, positions, false);
    for (int i = 0; i < positions; ++i)
        reach(i, i) = true;
    for (const pe::StackLayer &layer : stack.layers) {
        const MaskFunction attends = maskFunctionOf(layer);
        pe::BoolMatrix next = pe::BoolMatrix::Constant(positions, positions, false);
        for (int i = 0; i < positions; ++i)
            for (int m = 0; m < positions; ++m)
                if (attends(i, m))
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
    void init() { failOnStringWarnings(); }
    void masksAreMaskingUtils_data();
    void masksAreMaskingUtils();
    void reachIsEveryPath_data();
    void reachIsEveryPath();
    void slidingLayersReachFurtherEachTime();
    void chunksStayInTheirChunk_data();
    void chunksStayInTheirChunk();
    void presetsAreTheirConfigs();
    void overridesKeepThePattern();
    void temperatureIsLlama4s();
    void streamingKeepsSinksAndRecentKeys();
    void streamingReachGrowsByTheWindow_data();
    void streamingReachGrowsByTheWindow();
    void streamingIsStartRecentKVCache_data();
    void streamingIsStartRecentKVCache();
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
    QTest::newRow("chunked 1: itself only") << pe::StackLayer{pe::LayerKind::Chunked, 1};
    QTest::newRow("chunked 8192, Llama 4's") << pe::StackLayer{pe::LayerKind::Chunked, 8192};
    QTest::newRow("full") << pe::StackLayer{pe::LayerKind::Full, 0};
}

void TestLayerStack::masksAreMaskingUtils()
{
    QFETCH(pe::StackLayer, layer);
    for (int positions : {1, 7, 33, 64}) {
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

// A stack of chunked layers never reaches past the start of the query's chunk (of the largest
// size, when smaller chunks nest in it); a full layer after them reaches every earlier key.
void TestLayerStack::chunksStayInTheirChunk_data()
{
    QTest::addColumn<pe::LayerStack>("stack");
    QTest::addColumn<int>("chunk");  // the chunk reach stays in; 0: everything before the query
    QTest::newRow("three chunked layers of 8") << pe::withOverrides(stackOf({{pe::LayerKind::Chunked, 8}}), 3, 0, 0) << 8;
    QTest::newRow("chunks of 4 inside chunks of 8") << stackOf({{pe::LayerKind::Chunked, 4}, {pe::LayerKind::Chunked, 8}, {pe::LayerKind::Chunked, 4}}) << 8;
    QTest::newRow("Llama 4's first three layers, C 16") << pe::withOverrides(pe::stackPreset(QStringLiteral("llama4"))->make(), 3, 0, 16) << 16;
    QTest::newRow("Llama 4's fourth layer is global") << pe::withOverrides(pe::stackPreset(QStringLiteral("llama4"))->make(), 4, 0, 16) << 0;
    QTest::newRow("chunks of 8, then a full layer") << stackOf({{pe::LayerKind::Chunked, 8}, {pe::LayerKind::Full, 0}}) << 0;
}

void TestLayerStack::chunksStayInTheirChunk()
{
    QFETCH(pe::LayerStack, stack);
    QFETCH(int, chunk);
    const int positions = 64;
    const pe::BoolMatrix reach = pe::reachByLayer(stack, positions).back();
    for (int i = 0; i < positions; ++i)
        for (int j = 0; j < positions; ++j) {
            const bool expected = j <= i && (chunk == 0 || j / chunk == i / chunk);
            QVERIFY2(reach(i, j) == expected, qPrintable(QStringLiteral("query %1, key %2").arg(i).arg(j)));
        }
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

    // Llama 4's own numbers (floor_scale 8192, attn_scale 0.1): 1 up to position 8190, then steps.
    const pe::QueryTemperature llama = pe::stackPreset(QStringLiteral("llama4"))->make().temperature;
    const pe::Vector real = pe::queryTemperatures(llama, 3 * 8192);
    for (int p = 0; p < 3 * 8192; ++p)
        QCOMPARE(real(p), std::log1p(std::floor((p + 1.0) / 8192.0)) * 0.1 + 1.0);
    QCOMPARE(real(8190), 1.0);
    QCOMPARE(real(8191), 1.0 + 0.1 * std::log(2.0));
    QCOMPARE(real(16383), 1.0 + 0.1 * std::log(3.0));
}

void TestLayerStack::streamingReachGrowsByTheWindow_data()
{
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("sinks");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("layers");
    QTest::newRow("StreamingLLM's 4 sinks, window 6") << 30 << 4 << 6 << 3;
    QTest::newRow("one sink, window 2") << 20 << 1 << 2 << 5;
    QTest::newRow("no sink") << 12 << 0 << 3 << 2;
    QTest::newRow("window 1: only the sinks and itself") << 16 << 4 << 1 << 3;
}

// Key j reaches query i after layers 0 … k when it is a sink, or when (k + 1) hops of at most
// window − 1 positions back cover i − j: a key past the sinks can only travel through recent keys.
void TestLayerStack::streamingReachGrowsByTheWindow()
{
    QFETCH(int, positions);
    QFETCH(int, sinks);
    QFETCH(int, window);
    QFETCH(int, layers);
    const std::vector<pe::BoolMatrix> reach = pe::streamingReach(positions, sinks, window, layers);
    QCOMPARE(int(reach.size()), layers);
    for (int k = 0; k < layers; ++k)
        for (int i = 0; i < positions; ++i)
            for (int j = 0; j < positions; ++j)
                QVERIFY2(reach[std::size_t(k)](i, j) == (j <= i && (j < sinks || i - j <= (k + 1) * (window - 1))),
                         qPrintable(QStringLiteral("layer %1, query %2, key %3").arg(k).arg(i).arg(j)));
    QVERIFY((reach.front() == pe::streamingMask(positions, sinks, window)).all());
}

void TestLayerStack::streamingKeepsSinksAndRecentKeys()
{
    const pe::BoolMatrix kept = pe::streamingMask(30, 4, 6);
    for (int i = 0; i < 30; ++i)
        for (int j = 0; j < 30; ++j)  // the first start_size keys, and the last recent_size ones
            QCOMPARE(kept(i, j), j <= i && (j < 4 || j >= i - 6 + 1));
    QCOMPARE(int(kept.row(29).count()), 4 + 6);
}

// mit-han-lab/streaming-llm, streaming_llm/kv_cache.py, StartRecentKVCache, replayed one token at a
// time on the positions of the keys (k_slice(k, start, end) is k[start:end]; torch.cat joins).
void TestLayerStack::streamingIsStartRecentKVCache_data()
{
    QTest::addColumn<int>("startSize");
    QTest::addColumn<int>("recentSize");
    QTest::addColumn<int>("positions");
    QTest::newRow("start 4, recent 6") << 4 << 6 << 30;
    QTest::newRow("start 1, recent 1") << 1 << 1 << 12;
    QTest::newRow("start 4, recent 2") << 4 << 2 << 25;
    QTest::newRow("no start: a sliding window") << 0 << 5 << 20;
    QTest::newRow("the cache never fills") << 4 << 64 << 30;
}

void TestLayerStack::streamingIsStartRecentKVCache()
{
    QFETCH(int, startSize);
    QFETCH(int, recentSize);
    QFETCH(int, positions);
    const int cacheSize = startSize + recentSize;
    const auto kept = [](const std::vector<int> &k, int start, int end) {  // k[:start] + k[end:]
        std::vector<int> result(k.begin(), k.begin() + std::min<std::ptrdiff_t>(start, std::ssize(k)));
        result.insert(result.end(), k.begin() + end, k.end());
        return result;
    };
    // evict_for_space(past_key_values, num_coming = 1) before each token: if seq_len + num_coming >
    // cache_size, keep k[0:start_size] and k[seq_len - recent_size + num_coming : seq_len].
    pe::BoolMatrix forSpace = pe::BoolMatrix::Constant(positions, positions, false);
    // examples/eval_long_ppl.py: past_key_values = kv_cache(past_key_values) after each token:
    // if seq_len > cache_size, keep k[0:start_size] and k[seq_len - recent_size : seq_len].
    pe::BoolMatrix afterEach = forSpace;
    std::vector<int> cacheA, cacheB;
    for (int i = 0; i < positions; ++i) {
        const int seqLen = int(cacheA.size());
        if (seqLen + 1 > cacheSize)
            cacheA = kept(cacheA, startSize, seqLen - recentSize + 1);
        cacheA.push_back(i);  // the token's own key joins before it attends
        cacheB.push_back(i);
        for (int j : cacheA)
            forSpace(i, j) = true;
        for (int j : cacheB)
            afterEach(i, j) = true;
        if (int(cacheB.size()) > cacheSize)
            cacheB = kept(cacheB, startSize, int(cacheB.size()) - recentSize);
    }
    QVERIFY((pe::streamingMask(positions, startSize, recentSize) == forSpace).all());
    QVERIFY((pe::streamingMask(positions, startSize, recentSize + 1) == afterEach).all());
    if (startSize == 0)  // without sinks, the cache is a sliding window
        QVERIFY((pe::streamingMask(positions, 0, recentSize) == pe::layerMask({pe::LayerKind::Sliding, recentSize}, positions)).all());
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
