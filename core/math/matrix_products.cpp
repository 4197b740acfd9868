#include "math/matrix_products.h"

#include <QString>
#include <vector>

// LAPACK's divide-and-conquer SVD, which OpenBLAS exports (Fortran calling convention: every
// argument by address, and the length of the one-letter job argument last).
extern "C" void dgesdd_(const char *jobz, const int *m, const int *n, double *a, const int *lda, double *s, double *u,
                        const int *ldu, double *vt, const int *ldvt, double *work, const int *lwork, int *iwork,
                        int *info, std::size_t jobzLength);
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

ThinSvd thinSvd(const Matrix &a)
{
    if (!a.allFinite())
        throw InvalidParameter(QStringLiteral("thinSvd needs finite values"));
    const int m = int(a.rows()), n = int(a.cols()), r = std::min(m, n);
    ThinSvd result{Matrix(m, r), Vector(r), Matrix(n, r)};
    if (r == 0)
        return result;
    Matrix work = a;  // dgesdd overwrites its input
    Matrix vt(r, n);
    std::vector<int> iwork(8 * std::size_t(r));
    const char job = 'S';
    const int lda = m, ldu = m, ldvt = r, query = -1;
    int info = 0;
    double size = 0.0;
    dgesdd_(&job, &m, &n, work.data(), &lda, result.sigma.data(), result.u.data(), &ldu, vt.data(), &ldvt, &size,
            &query, iwork.data(), &info, 1);
    const int lwork = std::max(int(size), 1);
    std::vector<double> scratch(std::size_t(lwork), 0.0);
    if (info == 0)
        dgesdd_(&job, &m, &n, work.data(), &lda, result.sigma.data(), result.u.data(), &ldu, vt.data(), &ldvt,
                scratch.data(), &lwork, iwork.data(), &info, 1);
    if (info != 0)
        throw InvalidParameter(QStringLiteral("thinSvd: dgesdd did not converge (info %1)").arg(info));
    result.v = vt.transpose();
    return result;
}

} // namespace pe
