#pragma once
// How alike two positions' encodings are. L = number of positions, D = d_model, P = floor(D/2) full pairs.

#include "sinusoidal_encoding.h"

namespace pe {

/// Returns (L): the dot product of row `position` with every row,
/// \f[ s_q = PE(p) \cdot PE(q) = \sum_{j} PE(p, j)\, PE(q, j) \f]
/// where p = position and q runs over all rows of `encoding` (L × D).
Vector dotProductsWith(const Matrix &encoding, int position);

/// Returns (L): the cosine similarity of row `position` with every row,
/// \f[ c_q = \frac{PE(p) \cdot PE(q)}{\lVert PE(p) \rVert \, \lVert PE(q) \rVert} \f]
/// A zero row (possible only for D = 1 at position 0) has similarity 0 with everything; a row
/// of NaN (no encoding, as past a learned table's end) gives NaN.
Vector cosineSimilaritiesWith(const Matrix &encoding, int position);

/// Returns (L): the length of each row, \f$ \lVert PE(p) \rVert \f$.
Vector rowNorms(const Matrix &encoding);

/// The same from dots = dotProductsWith(encoding, position) and norms = rowNorms(encoding),
/// for a caller that already has both (the norms change only with the encoding).
Vector cosineSimilarities(const Vector &dots, const Vector &norms, int position);

/// Returns (L × L): every row's dot product with every row, \f$ S = PE \, PE^\top \f$.
/// Constant along its diagonals for even D: the similarity depends only on the offset q − p.
Matrix dotProductMatrix(const Matrix &encoding);

/// The dot product that the sinusoidal encoding predicts for two positions k apart,
/// \f[ \sum_{i=0}^{P-1} \cos(k\,\omega_i) \f]
/// where ω_i is pairFrequency(i) and P = floor(D/2) counts only full sine/cosine pairs:
/// sin(a)sin(b) + cos(a)cos(b) = cos(a − b), whatever the position a is.
double predictedDotProduct(int offset, int dModel, double base);

/// How far the encoding is from that prediction for offset k:
/// \f[ \max_{p} \left| PE(p) \cdot PE(p + k) - \sum_i \cos(k\,\omega_i) \right| \f]
/// over every p with p + k in the matrix. Near 1e-15 for even D; for odd D the lone last sine
/// has no cosine partner, so its product sin(pω)sin((p+k)ω) still depends on p and shows here.
/// Returns 0 when no pair of positions is k apart.
double offsetPropertyDeviation(const Matrix &encoding, int offset, double base);

} // namespace pe
