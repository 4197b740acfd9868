#include "position_similarity.h"

#include <cmath>

namespace pe {

Vector dotProductsWith(const Matrix &encoding, int position)
{
    return encoding * encoding.row(position).transpose();
}

Vector rowNorms(const Matrix &encoding)
{
    // Column by column, the order the matrix is stored in: walking rows would jump a whole
    // column's length between neighbours.
    Vector squares = Vector::Zero(encoding.rows());
    for (Eigen::Index j = 0; j < encoding.cols(); ++j)
        squares += encoding.col(j).cwiseAbs2();
    return squares.cwiseSqrt();
}

Vector cosineSimilaritiesWith(const Matrix &encoding, int position)
{
    return cosineSimilarities(dotProductsWith(encoding, position), rowNorms(encoding), position);
}

Vector cosineSimilarities(const Vector &dots, const Vector &norms, int position)
{
    Vector cosines(dots.size());
    for (Eigen::Index q = 0; q < dots.size(); ++q) {
        const double denominator = norms[position] * norms[q];
        // A zero row is like nothing: similarity 0. A missing row (NaN) stays missing.
        cosines[q] = denominator == 0.0 ? 0.0 : dots[q] / denominator;
    }
    return cosines;
}

Matrix dotProductMatrix(const Matrix &encoding)
{
    // A symmetric product: computing one triangle and mirroring it halves the work.
    Matrix products = Matrix::Zero(encoding.rows(), encoding.rows());
    products.selfadjointView<Eigen::Lower>().rankUpdate(encoding);
    products.triangularView<Eigen::StrictlyUpper>() = products.transpose();
    return products;
}

double predictedDotProduct(int offset, int dModel, double base)
{
    double sum = 0.0;
    for (int i = 0; i < dModel / 2; ++i)
        sum += std::cos(offset * pairFrequency(i, dModel, base));
    return sum;
}

double offsetPropertyDeviation(const Matrix &encoding, int offset, double base)
{
    const int positions = int(encoding.rows());
    const int dModel = int(encoding.cols());
    offset = std::abs(offset);
    const double predicted = predictedDotProduct(offset, dModel, base);
    if (offset >= positions)
        return 0.0;
    // dots[p] = PE(p)·PE(p+k), summed column by column: the order the matrix is stored in.
    const Eigen::Index pairs = positions - offset;
    Vector dots = Vector::Zero(pairs);
    for (Eigen::Index j = 0; j < encoding.cols(); ++j)
        dots += encoding.col(j).head(pairs).cwiseProduct(encoding.col(j).tail(pairs));
    return (dots.array() - predicted).abs().maxCoeff();
}

} // namespace pe
