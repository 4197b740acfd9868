#include "lesson/lesson_rope.h"

void insertRopeScale(QJsonObject *object, const pe::RopeScale &scale, bool withLengths)
{
    object->insert(QStringLiteral("rope_scaling"), pe::ropeScalingName(scale.scaling));
    if (withLengths) {
        object->insert(QStringLiteral("rope_factor"), scale.factor);
        object->insert(QStringLiteral("rope_original_length"), scale.originalLength);
    }
    object->insert(QStringLiteral("rope_low_freq_factor"), scale.lowFreqFactor);
    object->insert(QStringLiteral("rope_high_freq_factor"), scale.highFreqFactor);
    object->insert(QStringLiteral("yarn_beta_fast"), scale.betaFast);
    object->insert(QStringLiteral("yarn_beta_slow"), scale.betaSlow);
}

void readRopeScale(const QJsonObject &object, FieldReader &fields, bool withLengths, pe::RopeScale *scale, QString *error)
{
    // Older lessons turn RoPE unscaled (and have none of the numbers), then knew only
    // interpolation and NTK and no band or L0.
    if (!object.contains(QStringLiteral("rope_scaling")))
        return;
    scale->scaling = pe::RopeScaling(fields.choice("rope_scaling", pe::ropeScalingNames()));
    if (withLengths && object.contains(QStringLiteral("rope_factor")))
        scale->factor = fields.number("rope_factor", 1.0, pe::kMaxRopeFactor, scale->factor);
    if (withLengths && object.contains(QStringLiteral("rope_original_length")))
        scale->originalLength = fields.integer("rope_original_length", 1, pe::kMaxPositions, scale->originalLength);
    const std::pair<const char *, double *> bands[] = {{"rope_low_freq_factor", &scale->lowFreqFactor}, {"rope_high_freq_factor", &scale->highFreqFactor},
                                                       {"yarn_beta_fast", &scale->betaFast}, {"yarn_beta_slow", &scale->betaSlow}};
    for (const auto &[key, value] : bands)
        if (object.contains(QLatin1String(key)))
            *value = fields.number(key, 1e-3, pe::kMaxRopeBandFactor, *value);
    if (error->isEmpty())
        *error = pe::validationError(*scale);
}

bool ropeScaleNeedsFormat6(const QJsonObject &object)
{
    return pe::ropeScalingNames().indexOf(object.value(QStringLiteral("rope_scaling")).toString()) > int(pe::RopeScaling::Ntk);
}
