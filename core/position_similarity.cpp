#include "position_similarity.h"

#include <cmath>

namespace pe {

Vector dotProductsWith(const Matrix &encoding, int position)
{
    return encoding * encoding.row(position).transpose();
}

Vector cosineSimilaritiesWith(const Matrix &encoding, int position)
{
    const Vector dots = dotProductsWith(encoding, position);
    const Vector norms = encoding.rowwise().norm();
    Vector cosines(dots.size());
    for (Eigen::Index q = 0; q < dots.size(); ++q) {
        const double denominator = norms[position] * norms[q];
        cosines[q] = denominator > 0.0 ? dots[q] / denominator : 0.0;
    }
    return cosines;
}

Matrix dotProductMatrix(const Matrix &encoding)
{
    return encoding * encoding.transpose();
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
    double worst = 0.0;
    for (int p = 0; p + offset < positions; ++p)
        worst = std::max(worst, std::abs(encoding.row(p).dot(encoding.row(p + offset)) - predicted));
    return worst;
}

} // namespace pe
