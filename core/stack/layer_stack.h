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

/// Which keys a layer's queries see (huggingface/transformers, src/transformers/masking_utils.py:
/// each overlay and-ed with causal_mask_function, kv_idx <= q_idx):
/// - Sliding: the last W keys, the query's own included: j ≤ i and j > i − W
///   (sliding_window_causal_mask_function: sliding_window_overlay, kv_idx > q_idx - sliding_window,
///   with config.sliding_window passed as it is). So W is the number of keys a query sees, not the
///   distance it looks back (W − 1): the eager and SDPA masks' convention. Flash attention once
///   saw one key more (transformers issues 29623 and 39408, window_size off by one);
/// - Chunked: the keys of the query's own chunk of C: j ≤ i and ⌊j/C⌋ = ⌊i/C⌋
///   (chunked_causal_mask_function: chunked_overlay, (kv_idx - left_padding) // chunk_size ==
///   (q_idx - left_padding) // chunk_size, here without left padding);
/// - Full: every key up to the query, j ≤ i (causal_mask_function alone).
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

/// Llama 4's query temperature in its layers without position (huggingface/transformers,
/// src/transformers/models/llama4/modeling_llama4.py, Llama4TextAttention.forward, the line under
/// `if self.attn_temperature_tuning and not self.use_rope:`): the queries are multiplied by
/// \f[ \tau(p) = \ln\!\left(1 + \left\lfloor \frac{p + 1}{f} \right\rfloor\right) a + 1 \f]
/// `attn_scales = torch.log1p(torch.floor((cache_position.float() + 1.0) / self.floor_scale)) *
/// self.attn_scale + 1.0` (later versions name cache_position `positions`, the same
/// arange(n) + past_seen_tokens), p the position from 0, f = floor_scale, a = attn_scale
/// (configuration_llama4.py, Llama4TextConfig: attn_temperature_tuning True, floor_scale 8192,
/// attn_scale 0.1). τ = 1 for p < f − 1; it steps up at p = f − 1, 2f − 1, …, and slowly (a
/// logarithm), so a layer without position keeps its softmax sharp over long texts.
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
    /// Each head has a learned sink logit joining its softmax (gpt-oss: modeling_gpt_oss.py,
    /// self.sinks); the weights are softmaxRows() with a sink logit (attention/attention.h).
    bool sinks = false;

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

/// The stack with K layers, its pattern repeated: layer k is layer k mod p of the original, p the
/// smallest period of its layer list (Llama 4: 4, Gemma 3: 6, gpt-oss: 2, Mistral: 1; the length of
/// a list without one), so K above the real count goes on with the pattern; and every sliding
/// window W and chunk C replaced; 0 keeps a number. So a class sees Gemma 3's five-to-one pattern
/// with W = 8 on 64 positions.
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

/// (L × L) the keys query i attends under StreamingLLM's cache (mit-han-lab/streaming-llm,
/// streaming_llm/kv_cache.py, StartRecentKVCache: start_size S, 4 by default, the "attention
/// sinks", and recent_size W): the first S keys and the last W, the query's own included:
/// \f[ M_{ij} = j \le i \wedge (j < S \vee j > i - W) \f]
/// at most S + W keys. That is evict_for_space(past_key_values, num_coming = 1) before each token:
/// it keeps k[:start_size] and k[seq_len - recent_size + num_coming : seq_len], then the token
/// adds its own key. examples/eval_long_ppl.py instead calls the cache (__call__, which keeps
/// S + recent_size) after each token, so the next query sees one recent key more:
/// streamingMask(L, S, W + 1). Tests replay both.
BoolMatrix streamingMask(int positions, int sinks, int window);

/// (L × L) after layers 0 … k of a model whose every layer attends through streamingMask(L, sinks,
/// window), for k < layers: key j reaches query i's output through some path, the boolean product
/// reach_k = mask · reach_{k−1} with reach_{−1} = I. The first sinks positions reach every query
/// from layer 0 on; the rest travel window − 1 positions further back per layer.
std::vector<BoolMatrix> streamingReach(int positions, int sinks, int window, int layers);

} // namespace pe
