#include "math/types.h"

#include <cmath>
#include <limits>

namespace pe {

InvalidParameter::InvalidParameter(const QString &message)
    : std::invalid_argument(message.toStdString())
{
}

Matrix blockMeans(const Matrix &m, int rowStride, int columnStride)
{
    const Eigen::Index rows = (m.rows() + rowStride - 1) / rowStride;
    const Eigen::Index columns = (m.cols() + columnStride - 1) / columnStride;
    Matrix sums = Matrix::Zero(rows, columns);
    Matrix counts = Matrix::Zero(rows, columns);
    // Column by column, as Eigen stores m.
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
        const Eigen::Index block = j / columnStride;
        for (Eigen::Index first = 0, r = 0; first < m.rows(); first += rowStride, ++r)
            for (Eigen::Index i = first; i < std::min<Eigen::Index>(first + rowStride, m.rows()); ++i)
                if (const double value = m(i, j); !std::isnan(value)) {
                    sums(r, block) += value;
                    counts(r, block) += 1.0;
                }
    }
    return sums.binaryExpr(counts, [](double sum, double count) {
        return count > 0.0 ? sum / count : std::numeric_limits<double>::quiet_NaN();
    });
}

} // namespace pe
