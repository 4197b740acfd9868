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
    if (!m.hasNaN()) {
        // Each block of columns summed across in one vectorised pass down the columns, then its
        // rows in blocks: one read of m (a d_model frame reads a million entries).
        Matrix means(rows, columns);
        for (Eigen::Index c = 0; c < columns; ++c) {
            const Eigen::Index first = c * columnStride, width = std::min<Eigen::Index>(columnStride, m.cols() - first);
            const Vector across = m.middleCols(first, width).rowwise().sum();
            for (Eigen::Index r = 0; r < rows; ++r) {
                const Eigen::Index top = r * rowStride, height = std::min<Eigen::Index>(rowStride, m.rows() - top);
                means(r, c) = across.segment(top, height).sum() / double(height * width);
            }
        }
        return means;
    }
    Matrix sums = Matrix::Zero(rows, columns);
    Matrix counts = Matrix::Zero(rows, columns);
    // Column by column, as Eigen stores m, leaving the cells without a value out.
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
