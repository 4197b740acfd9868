// Principal components of a position table, by the singular value decomposition of its centred rows
// (LAPACK's dgesdd, the routine numpy.linalg.svd calls).

#include "training/position_pca.h"

#include "math/matrix_products.h"

#include <QString>

namespace pe {

namespace {

// Of the scores within a relative 1e-9 of the largest magnitude, the first: a near tie decided by
// rounding would otherwise flip a component from one algorithm to the next.
Eigen::Index signingEntry(const Vector &scores)
{
    const double largest = scores.cwiseAbs().maxCoeff();
    for (Eigen::Index p = 0; p < scores.size(); ++p)
        if (std::abs(scores(p)) >= largest * (1.0 - 1e-9))
            return p;
    return 0;
}

} // namespace

PrincipalComponents positionPrincipalComponents(const Matrix &table, int components)
{
    if (table.size() == 0 || !table.allFinite())
        throw InvalidParameter(QStringLiteral("positionPrincipalComponents needs a table with rows, columns and finite values "
                                              "(got %1 × %2)").arg(table.rows()).arg(table.cols()));
    const Eigen::Index available = std::min(table.rows(), table.cols());
    const Eigen::Index k = components < 0 ? available : std::min<Eigen::Index>(components, available);
    PrincipalComponents result;
    result.mean = table.colwise().mean().transpose();
    const Matrix centred = table.rowwise() - result.mean.transpose();
    const ThinSvd svd = thinSvd(centred);
    const Vector &sigma = svd.sigma;  // descending
    const double total = sigma.squaredNorm();
    result.explainedRatio = Vector::Zero(k);
    result.directions = Matrix::Zero(k, table.cols());
    result.scores = Matrix::Zero(k, table.rows());
    for (Eigen::Index j = 0; j < k; ++j) {
        if (total == 0.0 || sigma(j) <= 1e-12 * sigma(0))
            break;  // no variance left: no direction, no sign
        Vector direction = svd.v.col(j);
        Vector scores = centred * direction;
        if (scores(signingEntry(scores)) < 0.0) {
            scores = -scores;
            direction = -direction;
        }
        result.explainedRatio(j) = sigma(j) * sigma(j) / total;
        result.directions.row(j) = direction.transpose();
        result.scores.row(j) = scores.transpose();
    }
    return result;
}

} // namespace pe
