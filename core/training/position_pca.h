#pragma once
// What a learned position table learns: its principal components, the few directions along
// which its rows differ most, and each position's place along them.
// Letters: L = rows (positions), D = columns (d_model), k = components returned, k ≤ min(L, D).

#include "math/types.h"

namespace pe {

/// The principal components of a table, largest first.
struct PrincipalComponents
{
    Vector mean;            ///< (D) the mean row, subtracted before everything else
    Vector explainedRatio;  ///< (k) each component's share of the total variance, in [0, 1], descending
    Matrix directions;      ///< (k × D) the principal directions v_j, unit rows
    Matrix scores;          ///< (k × L) row j: each position's score on component j, \f$ (x_p - \bar x) \cdot v_j \f$
};

/// Returns the k largest principal components of a (L × D) table, k = min(components, L, D)
/// (components < 0: all min(L, D)). With the centred table \f$ X_c = X - \mathbf{1}\bar{x}^\top \f$
/// and its singular value decomposition \f$ X_c = U \Sigma V^\top \f$ (LAPACK's dgesdd):
/// \f[ \text{direction}_j = v_j, \qquad \text{scores}_j = X_c v_j = \sigma_j u_j, \qquad
///     \text{ratio}_j = \frac{\sigma_j^2}{\sum_i \sigma_i^2} \f]
/// where σ_j is the j-th singular value (σ_j² / (L − 1) the variance along v_j), the sum over all
/// min(L, D) of them, so the ratios of all components add up to 1 when the rows differ at all.
/// Sign: a component and its negative explain the same; each is turned so that its score of
/// largest magnitude is positive (of scores within a relative 1e-9 of the largest, the one of the
/// lowest position), which fixes it whatever the algorithm. A component without variance
/// (σ_j ≤ 1e-12 σ_0, or every row the same) has no direction to speak of: its ratio, direction and
/// scores are 0. Throws InvalidParameter when the table is empty or holds a value that is not finite.
PrincipalComponents positionPrincipalComponents(const Matrix &table, int components = -1);

} // namespace pe
