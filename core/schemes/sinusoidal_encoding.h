#pragma once
// Dimension letters used below: L = number of positions, D = d_model, P = ceil(D/2) sine/cosine pairs.

#include "math/types.h"

namespace pe {

/// Where the sines and cosines of each frequency go in the vector, and which frequencies: the
/// conventions of the paper and of the libraries a student reads.
enum class Layout {
    Interleaved,  ///< the paper (the PyTorch tutorial, DistilBERT): dimension 2i is a sine, 2i+1 its cosine
    Concatenated, ///< Marian, MAE, the TensorFlow tutorial: all P sines first, then all cosines
    /// tensor2tensor, fairseq, Whisper: all sines, then all cosines, with the timescales spread
    /// over D/2 − 1 steps (pairFrequency()), and for odd D a last column of zeros
    Tensor2Tensor,
};

QString layoutName(Layout layout);  ///< "interleaved", "concatenated" or "tensor2tensor"
bool layoutFromName(const QString &name, Layout *layout);
QStringList layoutNames();  ///< every layoutName(), in the order of Layout
/// The conventions by their libraries' names, for --convention: "paper" (Layout::Interleaved),
/// "tensor2tensor" (Layout::Tensor2Tensor) and "marian" (Layout::Concatenated).
bool layoutFromConventionName(const QString &name, Layout *layout);
QString conventionName(Layout layout);  ///< "paper", "marian" or "tensor2tensor"

struct SinusoidalParams
{
    int dModel = 64;        ///< D, the width of each position's vector (any D >= 1, odd allowed)
    int positions = 128;    ///< L, how many positions (rows) to compute
    double base = 10000.0;  ///< the paper's 10000; any finite base > 1
    Layout layout = Layout::Interleaved;

    bool operator==(const SinusoidalParams &) const = default;
};

/// Empty when every parameter is in range, otherwise a message naming the first one that is not.
QString validationError(const SinusoidalParams &params);

/// The number of sine/cosine frequencies: P = ⌈D/2⌉ (with odd D the last has no cosine), or
/// ⌊D/2⌋ for Layout::Tensor2Tensor (with odd D its last column is zero padding).
int pairCount(int dModel, Layout layout = Layout::Interleaved);

/// The angular frequency of sine/cosine pair i:
/// \f[ \omega_i = \frac{1}{\mathrm{base}^{2i/D}} \f]
/// where i in [0, P) is the pair index and D is d_model. Pair 0 turns once every 2π positions,
/// the last pair almost base times slower. For Layout::Tensor2Tensor, as tensor2tensor's
/// get_timing_signal_1d, fairseq's SinusoidalPositionalEmbedding and Whisper's sinusoids() make them:
/// \f[ \omega_i = \mathrm{base}^{-i/\max(\lfloor D/2 \rfloor - 1,\, 1)} \f]
/// so the slowest pair turns exactly base times slower than the fastest.
double pairFrequency(int pair, int dModel, double base, Layout layout = Layout::Interleaved);

/// The wavelength of pair i in positions: \f$ \lambda_i = 2\pi / \omega_i \f$.
double pairWavelength(int pair, int dModel, double base, Layout layout = Layout::Interleaved);

/// Returns (P) the frequencies ω_0 … ω_{P-1}.
Vector pairFrequencies(int dModel, double base, Layout layout = Layout::Interleaved);

/// What dimension j holds: the pair index i of its frequency, and whether it is the sine or the cosine.
struct DimensionRole
{
    int pair = 0;
    bool sine = true;
    bool padding = false;  ///< Layout::Tensor2Tensor's zero column for odd D (pair = P, no frequency)
};
/// With odd D the interleaved layout ends on a lone sine (pair P-1 has no cosine), the
/// concatenated layout has one more sine than cosines, and tensor2tensor's ends on a zero.
DimensionRole dimensionRole(int dimension, int dModel, Layout layout);
/// True when D is odd and the last sine has no cosine: odd D in the interleaved and concatenated layouts.
bool hasLoneSine(int dModel, Layout layout);
/// The inverse of dimensionRole(): the dimension that holds the sine or cosine of a pair.
int dimensionOf(DimensionRole role, int dModel, Layout layout);


/// One value of the encoding of the original Transformer (Vaswani et al., 2017):
/// \f[ PE(pos, 2i) = \sin\left(\frac{pos}{\mathrm{base}^{2i/D}}\right), \qquad
///     PE(pos, 2i+1) = \cos\left(\frac{pos}{\mathrm{base}^{2i/D}}\right) \f]
/// where pos >= 0 is the 0-based position, j = 2i or 2i+1 the dimension in [0, D), i = floor(j/2)
/// the pair, D = d_model (interleaved layout; see dimensionRole() for the others, and
/// pairFrequency() for tensor2tensor's frequencies; its padding column is 0).
/// The angle is computed as pos divided by base^(2i/D), exactly as the formula reads, so that
/// an independent implementation of the formula agrees to the last bits.
/// Throws InvalidParameter for pos < 0, j outside [0, D) or parameters out of range.
double sinusoidalValue(int pos, int dimension, const SinusoidalParams &params);

/// Returns (L × D): row pos is the encoding of position pos, column j dimension j.
/// The fast path of the app: the angle pos / base^(2i/D) is formed exactly as in
/// sinusoidalValue(), then its sine and cosine come from one vectorised polynomial kernel
/// (within 2 units in the last place of std::sin/std::cos, tested against
/// sinusoidalEncodingReference()). Throws InvalidParameter when validationError(params) is not empty.
Matrix sinusoidalEncoding(const SinusoidalParams &params);

/// The sines and cosines of pair i at the given positions p_k, from the fast kernel of sinusoidalEncoding():
/// \f[ \mathrm{sines}_k = \sin\left(\frac{p_k}{\mathrm{base}^{2i/D}}\right), \qquad
///     \mathrm{cosines}_k = \cos\left(\frac{p_k}{\mathrm{base}^{2i/D}}\right) \f]
/// bit for bit the entries of sinusoidalEncoding() (for odd D, pair P-1 has its cosine only here).
/// Throws InvalidParameter for a pair outside [0, P) or positions outside [0, L).
void sinusoidalPair(int pair, const SinusoidalParams &params, IndexRange positions, Vector *sines, Vector *cosines);

/// Returns (positions.count × dimensions.count): the entries of sinusoidalEncoding(params) at
/// those rows and columns, bit for bit, without computing the others: what the explorer draws
/// when the matrix has more cells than the screen has pixels (8192 × 2048 would be 128 MB a frame).
/// Throws InvalidParameter for positions outside [0, L) or dimensions outside [0, D).
Matrix sinusoidalEncodingAt(const SinusoidalParams &params, IndexRange positions, IndexRange dimensions);

/// The same matrix with one std::sin or std::cos call per value: the plain reference the
/// fast path is tested against.
Matrix sinusoidalEncodingReference(const SinusoidalParams &params);

} // namespace pe
