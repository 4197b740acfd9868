#include "math/matrix_products.h"

#include <cblas.h>
#include <malloc.h>
#include <mutex>

namespace pe {

void multiply(Matrix &out, const Matrix &a, Transposed ta, const Matrix &b, Transposed tb, double keep)
{
    // OpenBLAS would start a thread per core for larger products; the app runs its trainings side
    // by side instead, one per core.
    static std::once_flag oneThread;
    std::call_once(oneThread, [] { openblas_set_num_threads(1); });
    const bool transposeA = ta == Transposed::Yes, transposeB = tb == Transposed::Yes;
    const Eigen::Index m = transposeA ? a.cols() : a.rows();
    const Eigen::Index k = transposeA ? a.rows() : a.cols();
    const Eigen::Index n = transposeB ? b.rows() : b.cols();
    if (keep == 0.0)
        out.resize(m, n);
    if (m == 0 || n == 0)
        return;
    if (k == 0) {  // an empty sum: dgemm leaves out alone when k is 0, but the product is 0
        out *= keep;
        return;
    }
    // Eigen's matrices are column-major with no gaps between columns, as BLAS expects.
    cblas_dgemm(CblasColMajor, transposeA ? CblasTrans : CblasNoTrans, transposeB ? CblasTrans : CblasNoTrans, int(m), int(n),
                int(k), 1.0, a.data(), int(a.rows()), b.data(), int(b.rows()), keep, out.data(), int(out.rows()));
}

void keepFreedMemory()
{
    static std::once_flag once;
    std::call_once(once, [] {
        mallopt(M_MMAP_THRESHOLD, 32 << 20);
        mallopt(M_TRIM_THRESHOLD, 64 << 20);
    });
}

} // namespace pe
