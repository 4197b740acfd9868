#include "schemes/position_similarity.h"

#include <Eigen/Sparse>
#include <QCoreApplication>
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

SinusoidalDots::SinusoidalDots(const SinusoidalParams &params)
    : m_offsets(Vector::Zero(params.positions))
{
    // g = PE · PE(0): with PE(0) = (0, 1, 0, 1 …) that is the sum of the cosine columns.
    const IndexRange every{0, 1, params.positions};
    Vector sines, cosines;
    for (int i = 0; i < params.dModel / 2; ++i) {
        sinusoidalPair(i, params, every, &sines, &cosines);
        m_offsets += cosines;
    }
    if (hasLoneSine(params.dModel, params.layout)) {
        sinusoidalPair(params.dModel / 2, params, every, &sines, &cosines);
        m_loneSines = sines;
    }
}

double SinusoidalDots::dot(Eigen::Index p, Eigen::Index q) const
{
    const double paired = m_offsets[std::abs(q - p)];
    return m_loneSines.size() == 0 ? paired : paired + m_loneSines[p] * m_loneSines[q];
}

Vector SinusoidalDots::with(int position) const
{
    Vector dots(m_offsets.size());
    for (Eigen::Index q = 0; q < dots.size(); ++q)
        dots[q] = dot(position, q);
    return dots;
}

Matrix SinusoidalDots::sampled(int stride) const
{
    const Eigen::Index n = (m_offsets.size() + stride - 1) / stride;
    Matrix dots(n, n);
    for (Eigen::Index b = 0; b < n; ++b)
        for (Eigen::Index a = 0; a < n; ++a)
            dots(a, b) = dot(a * stride, b * stride);
    return dots;
}

Vector SinusoidalDots::norms() const
{
    Vector norms(m_offsets.size());
    for (Eigen::Index p = 0; p < norms.size(); ++p)
        norms[p] = std::sqrt(dot(p, p));
    return norms;
}

double predictedDotProduct(int offset, int dModel, double base, Layout layout)
{
    double sum = 0.0;
    for (int i = 0; i < dModel / 2; ++i)
        sum += std::cos(offset * pairFrequency(i, dModel, base, layout));
    return sum;
}

double offsetPropertyDeviation(const SinusoidalParams &params, int offset, int stride)
{
    offset = std::abs(offset);
    if (offset >= params.positions)
        return 0.0;
    const double predicted = predictedDotProduct(offset, params.dModel, params.base, params.layout);
    // Rows p and p + k for p = 0, stride … while p + k < L.
    const int count = (params.positions - offset - 1) / stride + 1;
    const IndexRange every{0, 1, params.dModel};
    const Matrix first = sinusoidalEncodingAt(params, {0, stride, count}, every);
    const Matrix second = sinusoidalEncodingAt(params, {offset, stride, count}, every);
    return ((first.array() * second.array()).rowwise().sum() - predicted).abs().maxCoeff();
}

Matrix relativeRotation(const SinusoidalParams &params, int offset)
{
    const int d = params.dModel;
    if (d > kMaxRotationDModel)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "M_k is drawn for d_model up to %1 (got %2): it has d_model² entries.")
                                   .arg(kMaxRotationDModel).arg(d));
    Matrix rotation = Matrix::Zero(d, d);
    for (int i = 0; i < pairCount(d, params.layout); ++i) {
        const double angle = offset * pairFrequency(i, d, params.base, params.layout);
        const int a = dimensionOf({i, true}, d, params.layout);
        rotation(a, a) = std::cos(angle);
        if (hasLoneSine(d, params.layout) && i == pairCount(d, params.layout) - 1)
            continue;
        const int b = dimensionOf({i, false}, d, params.layout);
        rotation(b, b) = std::cos(angle);
        rotation(a, b) = std::sin(angle);
        rotation(b, a) = -std::sin(angle);
    }
    if (params.layout == Layout::Tensor2Tensor && d % 2 == 1)
        rotation(d - 1, d - 1) = 1.0;
    return rotation;
}

double relativeRotationDeviation(const SinusoidalParams &params, int offset)
{
    offset = std::abs(offset);
    if (offset >= params.positions)
        return 0.0;
    const Matrix pe = sinusoidalEncoding(params);
    const Eigen::Index rows = params.positions - offset;
    // Row vectors: PE(p)ᵀ M_kᵀ for every p at once. M_k has at most two entries per row: as a
    // sparse matrix the product costs L·2D, not L·D² (2 GFLOP at 2048 positions and d_model 1024).
    const Eigen::SparseMatrix<double> rotation = relativeRotation(params, offset).sparseView();
    const Matrix moved = pe.topRows(rows) * rotation.transpose();
    return (pe.bottomRows(rows) - moved).cwiseAbs().maxCoeff();
}

} // namespace pe
