#pragma once
// Python that rebuilds the layer-stacks window's matrices: each layer's mask as Hugging Face's
// transformers builds it, and which keys reach each query after each layer.
// Dimension letters used below: L = number of positions.

#include "schemes/code_dialect.h"
#include "stack/layer_stack.h"

#include <QString>

namespace pe {

/// A runnable script that leaves in `reaches` each layer's reachByLayer(stack, L) (L × L booleans)
/// and in `result` all of them one under the other as float64 (K·L × L), with `layer_mask(kind, span)` written as transformers'
/// masking_utils.py writes it (causal_mask_function: kv_idx <= q_idx; sliding_window_overlay:
/// kv_idx > q_idx − sliding_window; chunked_overlay: kv_idx // chunk_size == q_idx // chunk_size)
/// and the reach as boolean matrix products, one layer after another; it prints how far back the
/// last query is reached after each layer. Throws InvalidParameter when validationError(stack, L)
/// is not empty.
QString stackCode(const LayerStack &stack, int positions, CodeLanguage language);

/// The same with StreamingLLM's cache in each of `layers` layers (streamingMask(): the first
/// `sinks` keys and the last `window`), leaving streamingReach(L, sinks, window, layers).
QString streamingCode(int positions, int sinks, int window, int layers, CodeLanguage language);

} // namespace pe
