#pragma once
// Speed behind one wall: the matrix products of training go through OpenBLAS, which picks the
// processor's fastest kernels when the program starts (AVX2 and FMA where the processor has them).
// The app is built for every x86-64 processor, so Eigen's own products use 2-wide SSE2 and run at
// about half the speed for the training's sizes. Eigen's product stays the reference:
// test_matrix_products checks one against the other.
// Dimension letters used below: m, k, n = the sizes of a product (m × k)·(k × n).

#include "math/types.h"

namespace pe {

/// Whether a factor is used as it is or transposed.
enum class Transposed { No, Yes };

/// out = op(a)·op(b) + keep·out, with op(x) = x or xᵀ: (m × k)·(k × n) → (m × n). keep is 0
/// (out is resized and overwritten) or 1 (the product is added to out, which must be m × n).
/// One thread: the Training Lab trains one scheme per core.
void multiply(Matrix &out, const Matrix &a, Transposed ta, const Matrix &b, Transposed tb, double keep = 0.0);

/// The training's activations change shape with each batch's sentence length. glibc gives the
/// freed blocks of a step back to the system and faults fresh pages in at the next (about a tenth
/// of a training step); after this call (once per process, from Trainer) it keeps up to 64 MiB
/// of freed memory for reuse, and only blocks over 32 MiB are mapped on their own.
void keepFreedMemory();

/// The thin singular value decomposition a = U·diag(σ)·Vᵀ of an m × n matrix, r = min(m, n):
/// u is m × r, sigma holds r values in descending order, v is n × r. LAPACK's dgesdd from
/// OpenBLAS, the routine behind numpy.linalg.svd (Eigen's BDCSVD, its equal, took 35 s to compile).
/// Throws InvalidParameter when a has a value that is not finite or the iteration does not converge.
struct ThinSvd {
    Matrix u;
    Vector sigma;
    Matrix v;
};
ThinSvd thinSvd(const Matrix &a);

} // namespace pe
