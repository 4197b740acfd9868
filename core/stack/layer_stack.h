#pragma once
// How the models of 2025–26 stack their attention layers: some see a sliding window of the last
// W keys or a chunk of C, some see everything; some turn queries and keys with RoPE (and its
// base θ), some carry no position at all (NoPE). Letters: L = positions, i = a query's position,
// j = a key's, W = a sliding window, C = a chunk, K = layers.

#include "math/types.h"

#include <QList>
#include <QString>
#include <span>

namespace pe {

/// Which keys a layer's queries see (Hugging Face's masking_utils.py, composed with its
/// causal_mask_function, kv_idx <= q_idx):
/// - Sliding: the last W keys, the query's own included: j ≤ i and j > i − W
///   (sliding_window_overlay: kv_idx > q_idx - sliding_window);
/// - Chunked: the keys of the query's own chunk of C: j ≤ i and ⌊j/C⌋ = ⌊i/C⌋ (chunked_overlay:
///   kv_idx // chunk_size == q_idx // chunk_size, without left padding);
/// - Full: every key up to the query, j ≤ i.
enum class LayerKind { Sliding, Chunked, Full };
QString layerKindName(LayerKind kind);  ///< "sliding", "chunked", "full"

struct StackLayer
{
    LayerKind kind = LayerKind::Full;
    int span = 0;          ///< W for Sliding, C for Chunked, 0 for Full
    bool rope = true;      ///< false: no position in this layer (NoPE)
    double theta = 10000;  ///< RoPE's base in this layer

    bool operator==(const StackLayer &) const = default;
};

/// Llama 4's query temperature in its layers without position (modeling_llama4.py,
/// Llama4TextAttention.forward, with attn_temperature_tuning): the queries are multiplied by
/// \f[ \tau(p) = \ln\!\left(1 + \left\lfloor \frac{p + 1}{f} \right\rfloor\right) a + 1 \f]
/// (attn_scales = torch.log1p(torch.floor((cache_position.float() + 1.0) / self.floor_scale)) *
/// self.attn_scale + 1.0), p the position, f = floor_scale (8192), a = attn_scale (0.1).
struct QueryTemperature
{
    bool on = false;
    double floorScale = 8192;
    double attnScale = 0.1;

    bool operator==(const QueryTemperature &) const = default;
};

struct LayerStack
{
    QList<StackLayer> layers;
    QueryTemperature temperature{};
    bool sinks = false;  ///< each head has a sink logit joining its softmax (gpt-oss, see attention/sinks.h)

    bool operator==(const LayerStack &) const = default;
};

/// A real model's stack, taken from its configuration, with where each number comes from.
struct StackPreset
{
    const char *name;    ///< "llama4", "gemma3", "gpt-oss", "mistral"
    const char *title;   ///< context "pe::Stacks": "Llama 4 Scout"
    const char *source;  ///< the repository, file and fields the numbers come from (not translated)
    LayerStack (*make)();
};
std::span<const StackPreset> stackPresets();
/// The preset of that name, or null.
const StackPreset *stackPreset(const QString &name);

/// The stack with K layers (the pattern of its first layers repeated: layer k is layer k mod its
/// period of the original), and every sliding window W and chunk C replaced; 0 keeps a number.
/// So a class sees Gemma 3's five-to-one pattern with W = 8 on 64 positions.
LayerStack withOverrides(const LayerStack &stack, int layers, int window, int chunk);

/// Empty when every layer's span fits its kind (W ≥ 1, C ≥ 1), there are 1 to kMaxStackLayers
/// layers, and L is in [1, kMaxStackPositions]; else a message naming the first that does not.
inline constexpr int kMaxStackLayers = 256;
inline constexpr int kMaxStackPositions = 2048;
QString validationError(const LayerStack &stack, int positions);

/// (L × L) query i may attend key j in this layer (the kinds above), as masking_utils.py makes it.
BoolMatrix layerMask(const StackLayer &layer, int positions);

/// (L × L) after layers 0 … k: key j can reach query i's output, through any path of attention
/// and the residual stream, for every k (K matrices). Each mask sees a contiguous range of keys
/// ending at the query, [a_k(i), i], with a_k non-decreasing in i; so is every reach, [r_k(i), i],
/// with r_k(i) = r_{k−1}(a_k(i)) and r_{−1}(i) = i: a sliding layer moves the first reached key
/// W − 1 further back, a full layer to 0, a chunked one to where the query's chunk starts, or
/// further back if an earlier layer already reached there. Equal to the boolean product
/// mask_k · reach_{k−1} (tests check it).
std::vector<BoolMatrix> reachByLayer(const LayerStack &stack, int positions);

/// (L) the query temperature τ(p) of each position p (all 1 when it is off).
Vector queryTemperatures(const QueryTemperature &temperature, int positions);

/// (L × L) the keys StreamingLLM keeps in its cache when query i comes: the first S ("attention
/// sinks", start_size 4) and the last W (recent_size), as mit-han-lab/streaming-llm's
/// StartRecentKVCache (streaming_llm/kv_cache.py) evicts the rest: j ≤ i and (j < S or j > i − W).
BoolMatrix streamingMask(int positions, int sinks, int window);

} // namespace pe
