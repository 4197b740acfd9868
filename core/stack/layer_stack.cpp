#include "stack/layer_stack.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace pe {

namespace {

const char *const kKindNames[] = {"sliding", "chunked", "full"};  // in the order of LayerKind

StackLayer sliding(int window, double theta)
{
    return {LayerKind::Sliding, window, true, theta};
}

// Llama 4 Scout (huggingface/transformers, models/llama4/configuration_llama4.py, Llama4TextConfig,
// whose defaults are meta-llama/Llama-4-Scout-17B-16E's): num_hidden_layers 48; no_rope_layers from
// no_rope_layer_interval 4, int((layer_idx + 1) % 4 != 0), 1 meaning RoPE; layer_types "chunked_attention"
// where RoPE is on, else "full_attention"; attention_chunk_size 8192; default_theta (rope_theta)
// 500000; attn_temperature_tuning True, floor_scale 8192, attn_scale 0.1, used in the layers without
// RoPE (modeling_llama4.py, Llama4TextAttention: use_rope = config.no_rope_layers[layer_idx]).
// Maverick has the same 48 layers and pattern. The NoPE layers keep θ for the record; they never turn.
LayerStack llama4()
{
    LayerStack stack;
    for (int k = 0; k < 48; ++k)
        stack.layers.append((k + 1) % 4 != 0 ? StackLayer{LayerKind::Chunked, 8192, true, 500000.0} : StackLayer{LayerKind::Full, 0, false, 500000.0});
    stack.temperature = {true, 8192.0, 0.1};
    return stack;
}

// Gemma 3 4B (huggingface/transformers, models/gemma3/convert_gemma3_weights.py, _VARIANTS
// [_VARIANT_GEMMA_3_4B]: num_hidden_layers 34, sliding_window 1024, rope_theta 1_000_000 (the
// global layers, with linear scaling factor 8 not drawn here), rope_local_base_freq 10_000 (the
// sliding ones)); configuration_gemma3.py, Gemma3TextConfig: sliding_window_pattern 6, layer_types
// "sliding_attention" if bool((i + 1) % 6) else "full_attention", so layers 5, 11, … are global.
// The class's own defaults differ (sliding_window 4096, 26 layers); 12B has 48 layers, 27B 62.
LayerStack gemma3()
{
    LayerStack stack;
    for (int k = 0; k < 34; ++k)
        stack.layers.append((k + 1) % 6 != 0 ? sliding(1024, 10000.0) : StackLayer{LayerKind::Full, 0, true, 1000000.0});
    return stack;
}

// gpt-oss-20b (huggingface/transformers, models/gpt_oss/configuration_gpt_oss.py, GptOssConfig:
// layer_types "sliding_attention" if bool((i + 1) % 2) else "full_attention", so layer 0 slides;
// sliding_window 128; default_theta 150000 (with YaRN, factor 32, not drawn here)); 24 layers is
// openai/gpt-oss-20b's config.json (the class's default, 36, is gpt-oss-120b's); a learned sink
// per head in every layer (modeling_gpt_oss.py, GptOssAttention.sinks, eager_attention_forward).
LayerStack gptOss()
{
    LayerStack stack;
    for (int k = 0; k < 24; ++k)
        stack.layers.append(k % 2 == 0 ? sliding(128, 150000.0) : StackLayer{LayerKind::Full, 0, true, 150000.0});
    stack.sinks = true;
    return stack;
}

// Mistral 7B v0.1 (huggingface/transformers, models/mistral/configuration_mistral.py, MistralConfig,
// whose defaults are mistralai/Mistral-7B-v0.1's): num_hidden_layers 32, sliding_window 4096 in every
// layer, rope_theta 10000 (the default θ of its RoPE parameters).
LayerStack mistral()
{
    LayerStack stack;
    for (int k = 0; k < 32; ++k)
        stack.layers.append(sliding(4096, 10000.0));
    return stack;
}

const StackPreset kPresets[] = {
    {"llama4", QT_TRANSLATE_NOOP("pe::Stacks", "Llama 4 Scout"),
     "huggingface/transformers, models/llama4/configuration_llama4.py (no_rope_layers, attention_chunk_size, "
     "attn_temperature_tuning, floor_scale, attn_scale) and modeling_llama4.py", llama4},
    {"gemma3", QT_TRANSLATE_NOOP("pe::Stacks", "Gemma 3 4B"),
     "huggingface/transformers, models/gemma3/configuration_gemma3.py (sliding_window_pattern, layer_types) and "
     "convert_gemma3_weights.py (gemma3_4b: num_hidden_layers, sliding_window, rope_theta, rope_local_base_freq)", gemma3},
    {"gpt-oss", QT_TRANSLATE_NOOP("pe::Stacks", "gpt-oss-20b"),
     "huggingface/transformers, models/gpt_oss/configuration_gpt_oss.py (layer_types, sliding_window, rope_theta) "
     "and modeling_gpt_oss.py (sinks); openai/gpt-oss-20b (num_hidden_layers)", gptOss},
    {"mistral", QT_TRANSLATE_NOOP("pe::Stacks", "Mistral 7B v0.1"),
     "huggingface/transformers, models/mistral/configuration_mistral.py (num_hidden_layers, sliding_window, "
     "rope_theta)", mistral},
};

// The first key each query sees in this layer, a(i): masks are ranges [a(i), i].
std::vector<int> firstKeys(const StackLayer &layer, int positions)
{
    std::vector<int> first(std::size_t(positions), 0);
    for (int i = 0; i < positions; ++i)
        first[std::size_t(i)] = layer.kind == LayerKind::Sliding ? std::max(0, i - layer.span + 1)
                                : layer.kind == LayerKind::Chunked ? i / layer.span * layer.span
                                                                   : 0;
    return first;
}

// The smallest p with layer k equal to layer k mod p for every k: 6 for Gemma 3's 34 layers, so a
// stack made longer than the real one goes on with the pattern instead of starting the list again.
qsizetype period(const QList<StackLayer> &layers)
{
    for (qsizetype p = 1; p < layers.size(); ++p) {
        bool repeats = true;
        for (qsizetype k = p; k < layers.size() && repeats; ++k)
            repeats = layers[k] == layers[k % p];
        if (repeats)
            return p;
    }
    return layers.size();
}

BoolMatrix ranges(const std::vector<int> &first)
{
    const int positions = int(first.size());
    BoolMatrix matrix = BoolMatrix::Constant(positions, positions, false);
    for (int i = 0; i < positions; ++i)
        matrix.row(i).segment(first[std::size_t(i)], i - first[std::size_t(i)] + 1).setConstant(true);
    return matrix;
}

} // namespace

QString layerKindName(LayerKind kind)
{
    return QString::fromLatin1(kKindNames[int(kind)]);
}

std::span<const StackPreset> stackPresets()
{
    return kPresets;
}

const StackPreset *stackPreset(const QString &name)
{
    for (const StackPreset &preset : kPresets)
        if (name == QLatin1String(preset.name))
            return &preset;
    return nullptr;
}

LayerStack withOverrides(const LayerStack &stack, int layers, int window, int chunk)
{
    LayerStack result = stack;
    if (layers > 0 && !stack.layers.isEmpty()) {
        const qsizetype repeat = period(stack.layers);
        result.layers.clear();
        for (int k = 0; k < layers; ++k)
            result.layers.append(stack.layers[k % repeat]);
    }
    for (StackLayer &layer : result.layers) {
        if (layer.kind == LayerKind::Sliding && window > 0)
            layer.span = window;
        if (layer.kind == LayerKind::Chunked && chunk > 0)
            layer.span = chunk;
    }
    return result;
}

QString validationError(const LayerStack &stack, int positions)
{
    if (stack.layers.isEmpty() || stack.layers.size() > kMaxStackLayers)
        return QCoreApplication::translate("pe::Stacks", "A stack has from 1 to %1 layers (got %2).").arg(kMaxStackLayers).arg(stack.layers.size());
    if (positions < 1 || positions > kMaxStackPositions)
        return QCoreApplication::translate("pe::Stacks", "The masks are drawn for 1 to %1 positions (got %2).").arg(kMaxStackPositions).arg(positions);
    for (const StackLayer &layer : stack.layers)
        if (layer.kind != LayerKind::Full && layer.span < 1)
            return QCoreApplication::translate("pe::Stacks", "A sliding window and a chunk hold at least 1 position (got %1).").arg(layer.span);
    return {};
}

BoolMatrix layerMask(const StackLayer &layer, int positions)
{
    return ranges(firstKeys(layer, positions));
}

std::vector<BoolMatrix> reachByLayer(const LayerStack &stack, int positions)
{
    std::vector<int> reached(static_cast<std::size_t>(positions));
    std::iota(reached.begin(), reached.end(), 0);  // before any layer, each position holds only itself
    std::vector<BoolMatrix> reach;
    for (const StackLayer &layer : stack.layers) {
        const std::vector<int> first = firstKeys(layer, positions);
        std::vector<int> next(reached.size());
        for (std::size_t i = 0; i < next.size(); ++i)
            next[i] = reached[std::size_t(first[i])];
        reached = std::move(next);
        reach.push_back(ranges(reached));
    }
    return reach;
}

Vector queryTemperatures(const QueryTemperature &temperature, int positions)
{
    Vector tau = Vector::Ones(positions);
    if (temperature.on)
        for (int p = 0; p < positions; ++p)
            tau(p) = std::log1p(std::floor((p + 1.0) / temperature.floorScale)) * temperature.attnScale + 1.0;
    return tau;
}

BoolMatrix streamingMask(int positions, int sinks, int window)
{
    BoolMatrix matrix = BoolMatrix::Constant(positions, positions, false);
    for (int i = 0; i < positions; ++i)
        for (int j = 0; j <= i; ++j)
            matrix(i, j) = j < sinks || j > i - window;
    return matrix;
}

std::vector<BoolMatrix> streamingReach(int positions, int sinks, int window, int layers)
{
    const Eigen::MatrixXi mask = streamingMask(positions, sinks, window).cast<int>().matrix();
    Eigen::MatrixXi reached = Eigen::MatrixXi::Identity(positions, positions);
    std::vector<BoolMatrix> reach;
    for (int k = 0; k < layers; ++k) {
        reached = ((mask * reached).array() > 0).cast<int>().matrix();  // counts of paths, kept as 0 or 1
        reach.push_back(reached.array() > 0);
    }
    return reach;
}

} // namespace pe
