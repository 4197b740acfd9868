#include "sinusoidal_encoding.h"

#include <QCoreApplication>
#include <cmath>
#include <numbers>

namespace pe {

InvalidParameter::InvalidParameter(const QString &message)
    : std::invalid_argument(message.toStdString())
{
}

QString layoutName(Layout layout)
{
    return layout == Layout::Interleaved ? QStringLiteral("interleaved") : QStringLiteral("concatenated");
}

bool layoutFromName(const QString &name, Layout *layout)
{
    if (name == QLatin1String("interleaved"))
        *layout = Layout::Interleaved;
    else if (name == QLatin1String("concatenated"))
        *layout = Layout::Concatenated;
    else
        return false;
    return true;
}

QString validationError(const SinusoidalParams &params)
{
    if (params.dModel < 1 || params.dModel > kMaxDModel)
        return QCoreApplication::translate("pe::Parameters", "d_model must be a whole number from 1 to %1 (got %2).")
            .arg(kMaxDModel).arg(params.dModel);
    if (params.positions < 1 || params.positions > kMaxPositions)
        return QCoreApplication::translate("pe::Parameters", "positions must be a whole number from 1 to %1 (got %2).")
            .arg(kMaxPositions).arg(params.positions);
    if (!std::isfinite(params.base) || params.base <= 1.0)
        return QCoreApplication::translate("pe::Parameters", "base must be a finite number greater than 1 (got %1).")
            .arg(params.base);
    if (qint64(params.dModel) * params.positions > kMaxMatrixValues)
        return QCoreApplication::translate("pe::Parameters", "positions × d_model must be at most %1 values (got %2 × %3).")
            .arg(kMaxMatrixValues).arg(params.positions).arg(params.dModel);
    return {};
}

static void throwIfInvalid(const SinusoidalParams &params)
{
    const QString error = validationError(params);
    if (!error.isEmpty())
        throw InvalidParameter(error);
}

// base^(2i/D): the divisor of the formula, kept as a divisor so the angle is pos / divisor.
static double pairDivisor(int pair, int dModel, double base)
{
    return std::pow(base, 2.0 * pair / dModel);
}

double pairFrequency(int pair, int dModel, double base)
{
    return 1.0 / pairDivisor(pair, dModel, base);
}

double pairWavelength(int pair, int dModel, double base)
{
    return 2.0 * std::numbers::pi * pairDivisor(pair, dModel, base);
}

Vector pairFrequencies(int dModel, double base)
{
    const int pairs = (dModel + 1) / 2;
    Vector omega(pairs);
    for (int i = 0; i < pairs; ++i)
        omega[i] = pairFrequency(i, dModel, base);
    return omega;
}

DimensionRole dimensionRole(int dimension, int dModel, Layout layout)
{
    if (layout == Layout::Interleaved)
        return {dimension / 2, dimension % 2 == 0};
    const int sines = (dModel + 1) / 2;
    if (dimension < sines)
        return {dimension, true};
    return {dimension - sines, false};
}

int dimensionOf(DimensionRole role, int dModel, Layout layout)
{
    if (layout == Layout::Interleaved)
        return 2 * role.pair + (role.sine ? 0 : 1);
    return role.sine ? role.pair : (dModel + 1) / 2 + role.pair;
}

double sinusoidalValue(int pos, int dimension, const SinusoidalParams &params)
{
    throwIfInvalid(params);
    if (pos < 0)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "position must be 0 or more (got %1).").arg(pos));
    if (dimension < 0 || dimension >= params.dModel)
        throw InvalidParameter(QCoreApplication::translate("pe::Parameters", "dimension must be from 0 to %1 (got %2).")
                                   .arg(params.dModel - 1).arg(dimension));
    const DimensionRole role = dimensionRole(dimension, params.dModel, params.layout);
    const double angle = pos / pairDivisor(role.pair, params.dModel, params.base);
    return role.sine ? std::sin(angle) : std::cos(angle);
}

Matrix sinusoidalEncoding(const SinusoidalParams &params)
{
    throwIfInvalid(params);
    Matrix pe(params.positions, params.dModel);
    for (int j = 0; j < params.dModel; ++j) {
        const DimensionRole role = dimensionRole(j, params.dModel, params.layout);
        const double divisor = pairDivisor(role.pair, params.dModel, params.base);
        for (int pos = 0; pos < params.positions; ++pos) {
            const double angle = pos / divisor;
            pe(pos, j) = role.sine ? std::sin(angle) : std::cos(angle);
        }
    }
    return pe;
}

} // namespace pe
