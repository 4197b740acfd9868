#pragma once
// Qwen2-VL's multimodal RoPE (M-RoPE): text, images and videos in one sequence, each token with
// three position ids (temporal, height, width), and which of a head's frequency slots each id turns.
// Letters: N = tokens, m = the spatial merge (2 in Qwen2-VL: 2 × 2 patches make one token),
// t × h × w = a video's grid in patches (an image: 1 × h × w), s = seconds per temporal patch,
// τ = tokens per second (Qwen2.5-VL), S = the head's frequency slots (head_dim / 2).

#include "math/types.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace pe {

/// One run of the token strip: text tokens, an image or a video (sizes in patches, before the merge).
struct TokenSpan
{
    enum class Kind { Text, Image, Video };
    Kind kind = Kind::Text;
    int count = 0;   ///< text: how many tokens; not read for an image or a video
    int frames = 1;  ///< t, the temporal patches of a video (1 for an image)
    int height = 0;  ///< h in patches, before the merge
    int width = 0;   ///< w in patches, before the merge
    bool operator==(const TokenSpan &) const = default;
};

/// "text", "image" or "video": how the token strip and the exports name a kind.
QString tokenKindName(TokenSpan::Kind kind);

/// Reads a token strip: "text:3,image:4x6,video:2x4x4,text:2" (text:COUNT, image:HxW,
/// video:TxHxW). False with *error saying what is wrong with which item (the sizes are not yet
/// checked against the merge: multimodalRopeError()).
bool tokenSpansFromText(const QString &text, QList<TokenSpan> *spans, QString *error);
/// The strip written back as tokenSpansFromText() reads it.
QString tokenSpansText(const QList<TokenSpan> &spans);

/// How the temporal id of a video advances.
struct MultimodalRope
{
    int spatialMerge = 2;          ///< m: h and w are divided by it (vision_config.spatial_merge_size)
    /// Qwen2.5-VL (modeling_qwen2_5_vl.py, get_rope_index): the temporal id of frame k is
    /// long(k · s · τ), time in seconds; false: Qwen2-VL, the frame index k.
    bool secondsOnTime = false;
    double secondsPerFrame = 1.0;  ///< s, second_per_grid_t (temporal_patch_size / fps: 2 / 2 by default)
    double tokensPerSecond = 2.0;  ///< τ, vision_config.tokens_per_second (2 in Qwen2.5-VL's released configs)
};

/// Empty when every span has sizes ≥ 1 that the merge divides, m ≥ 1, s ≥ 0 and τ > 0 finite, and
/// the strip has between 1 and kMaxPositions tokens; else a message saying which span or number.
QString multimodalRopeError(const QList<TokenSpan> &spans, const MultimodalRope &rope);

/// The number of tokens a span puts in the sequence: its count for text, t · (h/m) · (w/m) for a
/// picture (one token per m × m patches).
int tokenCount(const TokenSpan &span, int spatialMerge);

/// Returns (3 × N) the position ids of every token, rows temporal, height, width, as Hugging
/// Face's Qwen2VLModel.get_rope_index (models/qwen2_vl/modeling_qwen2_vl.py) computes them:
/// - text: \f$ (t, h, w) = (i, i, i) \f$, i the running index, starting at start;
/// - a picture's token at frame k, row y, column x of its merged grid:
///   \f$ (t, h, w) = (\mathrm{start} + \kappa(k),\ \mathrm{start} + y,\ \mathrm{start} + x) \f$,
///   with \f$ \kappa(k) = k \f$ (Qwen2-VL) or \f$ \lfloor k\,s\,\tau \rfloor \f$ (Qwen2.5-VL; 0 for an image);
/// where start is 0 for the first span and otherwise the largest id so far + 1. So a picture uses
/// only max(κ(t−1), h/m − 1, w/m − 1) + 1 positions: an image of 4 × 6 patches makes 2 × 3 = 6 tokens
/// that take ids 0…2 of the width, and text after it starts at 3, not at 6.
/// Throws InvalidParameter when multimodalRopeError() is not empty.
Eigen::MatrixXi multimodalPositionIds(const QList<TokenSpan> &spans, const MultimodalRope &rope);

/// Which position id turns each of a head's S frequency slots (0 temporal, 1 height, 2 width).
/// - Contiguous (Qwen2-VL, Qwen2.5-VL; apply_multimodal_rotary_pos_emb): the slots are cut into
///   sections [s_0, s_1, s_2] in order, slot j < s_0 temporal, then s_1 height, then s_2 width;
///   the same again for the second half of cos and sin (mrope_section * 2). Qwen2-VL: [16, 24, 24],
///   so the height and width get the slower frequencies and the time the fastest.
/// - Interleaved (Qwen3-VL's apply_interleaved_mrope): slot j is height when j % 3 = 1 and
///   j < 3·s_1, width when j % 3 = 2 and j < 3·s_2, else temporal: every axis gets fast and slow ones.
/// Returns (S = s_0 + s_1 + s_2) the axis of each slot; throws InvalidParameter for a negative section.
enum class SectionLayout { Contiguous, Interleaved };
std::vector<int> mropeSlotAxes(const std::vector<int> &sections, SectionLayout layout = SectionLayout::Contiguous);

} // namespace pe
