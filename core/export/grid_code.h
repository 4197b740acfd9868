#pragma once
// Python that rebuilds the Images & Video tab's matrices: a grid scheme's encoding of every patch
// and how alike two patches are, and the three position ids Qwen2-VL's M-RoPE gives each token.
// Dimension letters used below: H = rows of patches, W = columns, N = H·W patches (row-major:
// patch n is (n // W, n % W)), D = d_model (the head's width for RoPE), T = tokens of a strip.

#include "grid/grid_encoding.h"
#include "grid/multimodal_rope.h"
#include "schemes/code_dialect.h"

#include <QList>
#include <QString>

namespace pe {

/// A runnable script that builds `scheme`'s matrix the way its reference code writes it and leaves
/// - for "sincos-2d" in `pos_embed` (N × D) sinCos2dEncoding(grid, D, b), written as MAE's
///   get_2d_sincos_pos_embed, get_2d_sincos_pos_embed_from_grid and get_1d_sincos_pos_embed_from_grid
///   (facebookresearch/mae util/pos_embed.py), with its np.meshgrid(grid_w, grid_h): the first half
///   encodes the column;
/// - for "rope-2d" in `angles` (N × D/2) axialRopeAngles(grid, D, b, AxialSplit::ropeVit(D)), written
///   as rope-vit's init_t_xy and compute_axial_cis (naver-ai/rope-vit models/vit_rope.py) before
///   their torch.polar;
/// - for "rope-2d-flux" in `angles` (N × D/2) the same with AxialSplit::flux(D), written as FLUX's
///   rope() and EmbedND over the ids (0, row, column) of its prepare();
///
/// and in `similarity` (N × N) scheme.similarities of that matrix: the cosine similarity of two
/// patches' vectors (cosineSimilarities()), or for RoPE the score of the same query and key, every
/// component 1/√D, turned by each patch's angles (ropeScores()). It prints row `chosenPatch` of
/// `similarity` as an H × W grid. PyTorch scripts compute in float64, as the app does (the
/// reference code computes MAE's and rope-vit's in float32). Throws InvalidParameter when
/// scheme.error(grid, D, b) is not empty or chosenPatch is not a patch of the grid.
QString gridEncodingCode(const GridScheme &scheme, const GridSize &grid, int dModel, double base, int chosenPatch,
                         CodeLanguage language);

/// A runnable script that leaves in `position_ids` (3 × T, integers; rows temporal, height, width)
/// multimodalPositionIds(spans, rope), computed as Hugging Face's Qwen2VLModel.get_rope_index
/// (transformers models/qwen2_vl/modeling_qwen2_vl.py) does for one sequence: the spans are a
/// plain list of tuples it loops over, ("text", count) or ("image" | "video", (t, h, w)) in patches,
/// where the real function finds them in input_ids and image_grid_thw / video_grid_thw. With
/// rope.secondsOnTime, a video's temporal id is Qwen2.5-VL's time in seconds
/// (second_per_grid_t · tokens_per_second, modeling_qwen2_5_vl.py). It prints `position_ids`.
/// Throws InvalidParameter when multimodalRopeError(spans, rope) is not empty.
QString multimodalIdsCode(const QList<TokenSpan> &spans, const MultimodalRope &rope, CodeLanguage language);

} // namespace pe
