#pragma once
// How alike two positions' encodings are. L = number of positions, D = d_model, P = floor(D/2) full pairs.

#include "schemes/sinusoidal_encoding.h"

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

/// The dot products of the sinusoidal encoding, from one column of offsets instead of the whole matrix:
/// \f[ PE(p) \cdot PE(q) = g(|q - p|) + s_p\, s_q, \qquad g(k) = PE(0) \cdot PE(k) = \sum_{i=0}^{P-1} \cos(k\,\omega_i) \f]
/// because every full pair gives sin(a)sin(b) + cos(a)cos(b) = cos(a − b), and PE(0) holds
/// sin 0 = 0 and cos 0 = 1. P = floor(D/2) full pairs; for odd D, s is the lone last sine, which
/// has no cosine partner; for even D (and tensor2tensor's zero column), s = 0. g is summed from the entries of sinusoidalEncoding()
/// and matches dotProductsWith() and dotProductMatrix() to rounding (tested), for O(L) work per
/// position instead of O(L·D): what lets the position slider move the similarity views within a frame.
class SinusoidalDots
{
public:
    explicit SinusoidalDots(const SinusoidalParams &params);
    /// Returns (L): like dotProductsWith(sinusoidalEncoding(params), position).
    Vector with(int position) const;
    /// Returns (n × n) for rows 0, stride, 2·stride …: like dotProductMatrix() of those rows.
    Matrix sampled(int stride) const;
    /// Returns (L): like rowNorms(sinusoidalEncoding(params)).
    Vector norms() const;
    /// PE(p)·PE(q); for p = q exactly the number of full pairs plus the lone sine squared.
    double dot(Eigen::Index p, Eigen::Index q) const;

private:

    Vector m_offsets;   ///< (L) g(k) for k = 0 … L − 1
    Vector m_loneSines; ///< (L) s_p for odd D; empty for even D
};

/// The dot product that the sinusoidal encoding predicts for two positions k apart,
/// \f[ \sum_{i=0}^{P-1} \cos(k\,\omega_i) \f]
/// where ω_i is pairFrequency(i) (in the layout's convention) and P = floor(D/2) counts only full
/// sine/cosine pairs: sin(a)sin(b) + cos(a)cos(b) = cos(a − b), whatever the position a is.
double predictedDotProduct(int offset, int dModel, double base, Layout layout = Layout::Interleaved);

/// How far the sinusoidal encoding is from that prediction for offset k:
/// \f[ \max_{p} \left| PE(p) \cdot PE(p + k) - \sum_i \cos(k\,\omega_i) \right| \f]
/// over every p with p + k < L, the rows computed by sinusoidalEncodingAt(). Near 1e-15 for even D;
/// for odd D the lone last sine has no cosine partner, so its product sin(pω)sin((p+k)ω) still
/// depends on p and shows here. Returns 0 when no pair of positions is k apart. With stride > 1
/// only p = 0, stride, 2·stride … are checked: the explorer's budget for large matrices.
double offsetPropertyDeviation(const SinusoidalParams &params, int offset, int stride = 1);

/// Returns (D × D) M_k, the matrix that moves every position k places on,
/// \f$ PE(p + k) = M_k \, PE(p) \f$ for every p (the paper's "for any fixed offset k, PE(pos + k)
/// can be represented as a linear function of PE(pos)"), in the layout's convention. For each
/// full pair i, with its sine in dimension a and its cosine in b (dimensionOf()):
/// \f[ \begin{pmatrix} M_{aa} & M_{ab} \\ M_{ba} & M_{bb} \end{pmatrix} =
///     \begin{pmatrix} \cos k\omega_i & \sin k\omega_i \\ -\sin k\omega_i & \cos k\omega_i \end{pmatrix} \f]
/// because sin((p+k)ω) = sin pω cos kω + cos pω sin kω and cos((p+k)ω) = cos pω cos kω − sin pω sin kω;
/// 0 elsewhere: 2 × 2 rotations on the pairs, whatever p is. A lone sine (odd D in the paper's
/// and Marian's conventions) has no cosine to turn with, so no matrix is exact there: its
/// diagonal entry is cos kω. tensor2tensor's zero column keeps a 1 on the diagonal (0 stays 0).
/// Throws InvalidParameter for D above kMaxRotationDModel (M_k has D² entries).
Matrix relativeRotation(const SinusoidalParams &params, int offset);
inline constexpr int kMaxRotationDModel = 1024;

/// \f[ \max_{p,\,j} \left| PE(p + k)_j - (M_k\, PE(p))_j \right| \f] over every p with p + k < L
/// (0 when there is none): about 1e-15 when every sine has its cosine, and large with a lone sine.
double relativeRotationDeviation(const SinusoidalParams &params, int offset);

} // namespace pe
