#pragma once
// How alike the positions of two patches are: the cosine similarity of MAE's 2D sin-cos vectors,
// the axial RoPE score of equal queries and keys, and the two properties a student is told about,
// measured rather than assumed (a function of the offset alone; a column part plus a row part).
// Letters: H = rows of patches, W = columns, N = H·W patches, D = d_model (the head's width for
// RoPE), patch n is (r, c) = (n // W, n % W), row-major as in grid_encoding.h.

#include "grid/grid_encoding.h"

#include <vector>

namespace pe {

/// Returns (N × N) the cosine similarity of every two rows of `encoding` (N × D), e.g. of
/// sinCos2dEncoding():
/// \f[ S(n, m) = \frac{PE(n) \cdot PE(m)}{\lVert PE(n) \rVert \, \lVert PE(m) \rVert} \f]
/// For MAE's encoding every norm is \f$\sqrt{D/2}\f$ (sin² + cos² = 1 per frequency and axis), and
/// \f$ S(n, m) = \frac{2}{D} \sum_k \big[\cos(\omega_k (c_m - c_n)) + \cos(\omega_k (r_m - r_n))\big] \f$:
/// a column part plus a row part, each a function of its offset. A zero row gives 0, not NaN.
Matrix cosineSimilarities(const Matrix &encoding);

/// Returns (N × N) the score of the same query and key x at every two patches, from `angles`
/// (N × D/2, axialRopeAngles()), with x fixed: every component \f$ 1/\sqrt{D} \f$, so that a patch's
/// score with itself is 1:
/// \f[ s(n, m) = (R_n x) \cdot (R_m x) = \sum_{k < D/2} (x_{2k}^2 + x_{2k+1}^2)\,\cos(\theta(m,k) - \theta(n,k))
///             = \frac{2}{D} \sum_k \cos(\theta(m,k) - \theta(n,k)) \f]
/// where R_n turns pair k by θ(n, k). Computed as \f$ \frac{2}{D}(C C^\top + S S^\top) \f$, C = cos θ,
/// S = sin θ (cos(a − b) = cos a cos b + sin a sin b): one matrix product instead of N²·D/2 cosines.
Matrix ropeScores(const Matrix &angles);

/// Returns (H × W) row `patch` of `similarities` (N × N) laid out as the grid: entry (r, c) is how
/// alike patch `patch` and patch (r, c) are.
Matrix patchMap(const Matrix &similarities, const GridSize &grid, int patch);

/// Measured: the largest difference between two entries of `similarities` (N × N) whose patches
/// have the same offset (Δrow, Δcolumn) = (r_m − r_n, c_m − c_n); 0 when the map is a function of
/// the offset alone. Reported with the number of pairs that share an offset with another pair.
struct OffsetCheck
{
    double largestDifference = 0.0;
    qint64 pairsCompared = 0;  ///< pairs (n, m) whose offset some other pair has too
};
OffsetCheck offsetCheck(const Matrix &similarities, const GridSize &grid);

/// Measured: how far `map` (H × W) is from a column part plus a row part, a(c) + b(r). With the
/// least-squares parts (the column means and the row means, less the mean of all):
/// \f[ \max_{r,c} \big| M(r,c) - \bar M(\cdot,c) - \bar M(r,\cdot) + \bar M \big| \f]
/// which is 0 exactly when M is such a sum.
double separabilityGap(const Matrix &map);

/// The `count` patches (not `patch` itself) most like `patch` in `similarities` (N × N), the most
/// alike first; equal values by patch number.
std::vector<int> mostSimilarPatches(const Matrix &similarities, int patch, int count);

} // namespace pe
