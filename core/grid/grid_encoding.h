#pragma once
// Positions on a grid of image patches: MAE's 2D sine-cosine encoding and axial 2D RoPE
// (rope-vit's, and FLUX's split of a head between its axes), and the small table of these
// grid schemes that the command line reads.
// Letters: H = rows of patches, W = columns, N = H·W patches, D = d_model (the head's width for
// RoPE), r = a patch's row, c = its column; patch n is (r, c) = (n // W, n % W), row-major as
// every ViT flattens its patches. b = the base.

#include "math/types.h"

#include <QString>
#include <QStringList>
#include <array>
#include <vector>

namespace pe {

/// A grid of H × W patches.
struct GridSize
{
    int rows = 14;     ///< H (ViT-B/16 at 224 pixels: 14)
    int columns = 14;  ///< W
    int patches() const { return rows * columns; }  ///< N = H·W
    bool operator==(const GridSize &) const = default;
};

/// Reads "HxW" (also "H×W"): "3x5" gives 3 rows and 5 columns. False for anything else.
bool gridFromText(const QString &text, GridSize *grid);

/// Empty when 1 ≤ H, W and H·W ≤ kMaxPositions, otherwise a message saying what is wrong.
QString validationError(const GridSize &grid);

/// Returns (N × D) MAE's 2D sine-cosine encoding (facebookresearch/mae, util/pos_embed.py,
/// get_2d_sincos_pos_embed and get_2d_sincos_pos_embed_from_grid), for any H × W:
/// \f[ PE(n) = \big[\, E(c) \;,\; E(r) \,\big], \qquad
///     E(p) = \big[\sin(p\,\omega_0) \dots \sin(p\,\omega_{D/4-1}),\;
///                 \cos(p\,\omega_0) \dots \cos(p\,\omega_{D/4-1})\big], \qquad
///     \omega_k = b^{-4k/D} \f]
/// where E (D/2 wide) is get_1d_sincos_pos_embed_from_grid: MAE's sines first, then cosines (the
/// concatenated layout), with the frequencies of a D/2-wide sinusoidal encoding (pairFrequency(k, D/2, b)).
/// MAE's quirk, kept: its grid is np.meshgrid(grid_w, grid_h), so grid[0] holds the column, and
/// the first half, which MAE names emb_h, encodes the COLUMN c; the second (emb_w) the row r.
/// Each half depends on one axis only: rows and columns are separable. MAE uses b = 10000.
/// Throws InvalidParameter when validationError(grid) or sinCos2dError(D, b) is not empty.
Matrix sinCos2dEncoding(const GridSize &grid, int dModel, double base = 10000.0);
/// Empty when D is a multiple of 4 (each axis gets D/2 dimensions, half sines, half cosines), at
/// most kMaxDModel, N·D at most kMaxMatrixValues, and b a finite number above 1.
QString sinCos2dError(const GridSize &grid, int dModel, double base);

/// How a head's D/2 rotation pairs are shared between the axes of a patch: pairs [0, time),
/// [time, time + first) and the rest. Each axis a turns its P_a pairs with the frequencies of a
/// head of its own width 2·P_a: \f$ \omega_k = b^{-2k/(2 P_a)} \f$, k < P_a.
struct AxialSplit
{
    enum class Axis { Column, Row };
    /// rope-vit (compute_axial_cis): D/4 pairs by the column, then D/4 by the row, both with the
    /// frequencies \f$ b^{-4k/D} \f$ (k < D/4); no time pairs. The grid scheme "rope-2d" needs D divisible by 4.
    static AxialSplit ropeVit(int dModel);
    /// FLUX.1 (black-forest-labs/flux, EmbedND with axes_dim [16, 56, 56] of a 128-wide head, ids
    /// (0, row, column) for an image): D/16 time pairs (angle 0 on one image), then 7D/32 pairs by the
    /// ROW, then 7D/32 by the column, each axis a of width d_a with \f$ b^{-2k/d_a} \f$ (k < d_a/2).
    /// For D = 128: exactly [16, 56, 56] dimensions. Needs D divisible by 32.
    static AxialSplit flux(int dModel);

    int timePairs = 0;               ///< pairs whose position id is the time (0 for one image)
    int firstPairs = 0;              ///< pairs turned by the first axis
    int secondPairs = 0;             ///< pairs turned by the second axis
    Axis first = Axis::Column;       ///< which axis turns the first pairs (the other turns the second)
};

/// Returns (N × D/2) the angle each rotation pair of patch n turns by:
/// \f[ \theta(n, k) = \begin{cases} c\,\omega_k & k < D/4 \\ r\,\omega_{k-D/4} & k \ge D/4 \end{cases},
///     \qquad \omega_k = \frac{1}{b^{4k/D}} \f]
/// for rope-vit's axial RoPE (naver-ai/rope-vit, models/vit_rope.py, compute_axial_cis and
/// init_t_xy, with end_x = W, the columns, end_y = H: t_x = n % W is the column, t_y = n // W the
/// row, and torch.cat([freqs_x, freqs_y], -1) puts the column's pairs first); for FLUX's split
/// (AxialSplit::flux()) the time pairs (angle 0), then the row's, then the column's. rope-vit's
/// axial models use b = 100, FLUX b = 10000. The pairs are interleaved, (2k, 2k+1), as both turn
/// them with torch.view_as_complex / reshape(..., -1, 1, 2). The score of equal q and k at patches
/// n and m depends on (r_m − r_n, c_m − c_n) only. Throws InvalidParameter when validationError(grid)
/// or axialRopeError() is not empty.
Matrix axialRopeAngles(const GridSize &grid, int dModel, double base, const AxialSplit &split);
/// Empty when D is even, at most kMaxDModel, b finite above 1, N·D/2 at most kMaxMatrixValues, and the
/// split's pairs are each even-numbered in width and add up to D/2.
QString axialRopeError(const GridSize &grid, int dModel, double base, const AxialSplit &split);
/// Returns (N × D) x with row n turned by the angles of patch n (pairs (2k, 2k+1)). x is (N × D).
Matrix applyAxialRope(const Matrix &x, const Matrix &angles);

/// The grid schemes, a table of their own beside the 1D scheme table (core/schemes/table.h): a
/// name for --scheme, its default base and the matrix it exports.
struct GridScheme
{
    const char *name;      ///< "sincos-2d", "rope-2d", "rope-2d-flux"
    double defaultBase;    ///< MAE 10000, rope-vit 100, FLUX 10000
    const char *source;    ///< the repository, file and function it follows
    /// Empty, or why the grid, D and b do not fit this scheme.
    QString (*error)(const GridSize &grid, int dModel, double base);
    /// (N × D) for the sin-cos, (N × D/2) angles for RoPE.
    Matrix (*matrix)(const GridSize &grid, int dModel, double base);
    /// The name on screen and one sentence on how the vector is laid out (context "pe::GridScheme").
    const char *title;
    const char *layout;
    /// What a map of one patch against every other shows: the vectors' cosine similarity, or the
    /// score of equal queries and keys (grid_similarity.h).
    enum class Measure { CosineSimilarity, RopeScore } measure;
    /// (N × N) that measure from `matrix`'s result: cosineSimilarities() or ropeScores().
    Matrix (*similarities)(const Matrix &matrix);
    /// The axis of each column of `matrix`'s result, numbered as mropeSlotAxes(): 0 time, 1 row
    /// (height), 2 column (width).
    std::vector<int> (*columnAxes)(int dModel);
};
const std::array<GridScheme, 3> &gridSchemes();
/// The entry named `name`, or nullptr.
const GridScheme *gridScheme(const QString &name);
QStringList gridSchemeNames();

} // namespace pe
