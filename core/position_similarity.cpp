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

SinusoidalDots::SinusoidalDots(const Matrix &encoding, const SinusoidalParams &params)
    : m_offsets(Vector::Zero(encoding.rows()))
{
    // g = PE · PE(0): with PE(0) = (0, 1, 0, 1 …) that is the sum of the cosine columns.
    for (int i = 0; i < params.dModel / 2; ++i)
        m_offsets += encoding.col(dimensionOf({i, false}, params.dModel, params.layout));
    if (params.dModel % 2 == 1)
        m_loneSines = encoding.col(dimensionOf({params.dModel / 2, true}, params.dModel, params.layout));
}

double SinusoidalDots::at(Eigen::Index p, Eigen::Index q) const
{
    const double paired = m_offsets[std::abs(q - p)];
    return m_loneSines.size() == 0 ? paired : paired + m_loneSines[p] * m_loneSines[q];
}

Vector SinusoidalDots::with(int position) const
{
    Vector dots(m_offsets.size());
    for (Eigen::Index q = 0; q < dots.size(); ++q)
        dots[q] = at(position, q);
    return dots;
}

Matrix SinusoidalDots::sampled(int stride) const
{
    const Eigen::Index n = (m_offsets.size() + stride - 1) / stride;
    Matrix dots(n, n);
    for (Eigen::Index b = 0; b < n; ++b)
        for (Eigen::Index a = 0; a < n; ++a)
            dots(a, b) = at(a * stride, b * stride);
    return dots;
}

Vector SinusoidalDots::norms() const
{
    Vector norms(m_offsets.size());
    for (Eigen::Index p = 0; p < norms.size(); ++p)
        norms[p] = std::sqrt(at(p, p));
    return norms;
}

double predictedDotProduct(int offset, int dModel, double base)
{
    double sum = 0.0;
    for (int i = 0; i < dModel / 2; ++i)
        sum += std::cos(offset * pairFrequency(i, dModel, base));
    return sum;
}

double offsetPropertyDeviation(const Matrix &encoding, int offset, double base, int stride)
{
    const int positions = int(encoding.rows());
    const int dModel = int(encoding.cols());
    offset = std::abs(offset);
    const double predicted = predictedDotProduct(offset, dModel, base);
    if (offset >= positions)
        return 0.0;
    // dots[p] = PE(p)·PE(p+k), summed column by column: the order the matrix is stored in.
    const Eigen::Index last = positions - offset - 1; // the last p with p + k in the matrix
    const auto first = Eigen::seq(0, last, stride);
    const auto second = Eigen::seq(offset, offset + last, stride);
    Vector dots = Vector::Zero(first.size());
    for (Eigen::Index j = 0; j < encoding.cols(); ++j)
        dots += encoding.col(j)(first).cwiseProduct(encoding.col(j)(second));
    return (dots.array() - predicted).abs().maxCoeff();
}

} // namespace pe
