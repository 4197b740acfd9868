#include "cli/scheme_options.h"

#include "cli/option_table.h"
#include "cli/option_values.h"

#include "schemes/setting_table.h"
#include "schemes/table.h"

#include <algorithm>

namespace {

// The sinusoidal scheme's layout and RoPE's pairs: each option goes with its own scheme.
bool readLayouts(const QCommandLineParser &parser, pe::SchemeParams *scheme, QString *error)
{
    const bool rope = parser.value(QStringLiteral("scheme")) == QLatin1String("rope");
    const bool layout = parser.isSet(QStringLiteral("layout"));
    const bool convention = parser.isSet(QStringLiteral("convention"));
    if (layout && convention) {
        *error = CommandLine::tr("--convention and --layout say the same thing: give one of them.");
        return false;
    }
    if ((layout || convention) && rope) {
        *error = CommandLine::tr("--rope-layout goes with --scheme rope, and --layout or --convention with the sinusoidal scheme.");
        return false;
    }
    if (layout && !pe::layoutFromName(parser.value(QStringLiteral("layout")), &scheme->encoding.layout)) {
        *error = CommandLine::tr("--layout must be one of %1, got '%2'.")
                     .arg(pe::layoutNames().join(QStringLiteral(", ")), parser.value(QStringLiteral("layout")));
        return false;
    }
    if (convention && !pe::layoutFromConventionName(parser.value(QStringLiteral("convention")), &scheme->encoding.layout)) {
        *error = CommandLine::tr("--convention must be paper, tensor2tensor or marian, got '%1'.").arg(parser.value(QStringLiteral("convention")));
        return false;
    }
    if (!parser.isSet(QStringLiteral("rope-layout")))
        return true;
    if (!pe::ropeLayoutFromName(parser.value(QStringLiteral("rope-layout")), &scheme->schemeSettings.ropeLayout)) {
        *error = CommandLine::tr("--rope-layout must be pairs or halves, got '%1'.").arg(parser.value(QStringLiteral("rope-layout")));
        return false;
    }
    return true;
}

bool readRopeScale(const QCommandLineParser &parser, pe::RopeScale *scale, QString *error)
{
    const QStringList numbers{QStringLiteral("rope-factor"), QStringLiteral("rope-original-length"), QStringLiteral("rope-low-freq-factor"),
                              QStringLiteral("rope-high-freq-factor"), QStringLiteral("yarn-beta-fast"), QStringLiteral("yarn-beta-slow")};
    if (parser.isSet(QStringLiteral("rope-scaling")) && !pe::ropeScalingFromName(parser.value(QStringLiteral("rope-scaling")), &scale->scaling)) {
        *error = CommandLine::tr("--rope-scaling must be one of %1, got '%2'.")
                     .arg(pe::ropeScalingNames().join(QStringLiteral(", ")), parser.value(QStringLiteral("rope-scaling")));
        return false;
    }
    if (!readDouble(parser, numbers[0], &scale->factor, error) || !readInt(parser, numbers[1], &scale->originalLength, error)
        || !readDouble(parser, numbers[2], &scale->lowFreqFactor, error) || !readDouble(parser, numbers[3], &scale->highFreqFactor, error)
        || !readDouble(parser, numbers[4], &scale->betaFast, error) || !readDouble(parser, numbers[5], &scale->betaSlow, error))
        return false;
    // Each number with a scaling that reads it, in the order of `numbers`.
    using pe::RopeScaling;
    const bool read[] = {scale->scaling != RopeScaling::None, pe::ropeScalingReadsOriginalLength(scale->scaling),
                         scale->scaling == RopeScaling::Llama3, scale->scaling == RopeScaling::Llama3,
                         scale->scaling == RopeScaling::Yarn, scale->scaling == RopeScaling::Yarn};
    for (int k = 0; k < int(numbers.size()); ++k)
        if (parser.isSet(numbers[k]) && !read[k]) {
            *error = CommandLine::tr("--%1 is not read by --rope-scaling %2.").arg(numbers[k], pe::ropeScalingName(scale->scaling));
            return false;
        }
    *error = pe::validationError(*scale);
    return error->isEmpty();
}

// The number settings (pe::numberSettings()) given; the option table has checked that the mode
// takes each and that its scheme is there.
bool readNumberSettings(const QCommandLineParser &parser, pe::SchemeSettings *own, QString *error)
{
    for (const pe::NumberSetting &setting : pe::numberSettings()) {
        const QString option = pe::optionName(setting);
        int value = setting.yesNo ? int(parser.isSet(option)) : setting.get(*own);
        if (!setting.yesNo && !readInt(parser, option, &value, error))
            return false;
        setting.set(*own, value);
    }
    return true;
}

} // namespace

// --rope-partial NAME and --rope-fraction P: which part of each head RoPE turns.
bool readRopePartial(const QCommandLineParser &parser, pe::PartialRotary *partial, QString *error)
{
    if (parser.isSet(QStringLiteral("rope-partial")) && !pe::partialRopeFromName(parser.value(QStringLiteral("rope-partial")), &partial->way)) {
        *error = CommandLine::tr("--rope-partial must be one of %1, got '%2'.")
                     .arg(pe::partialRopeNames().join(QStringLiteral(", ")), parser.value(QStringLiteral("rope-partial")));
        return false;
    }
    if (!readDouble(parser, QStringLiteral("rope-fraction"), &partial->fraction, error))
        return false;
    if (partial->way != pe::PartialRope::Full && !parser.isSet(QStringLiteral("rope-fraction"))) {
        *error = CommandLine::tr("--rope-partial %1 needs --rope-fraction P, the part of each head that turns.").arg(pe::partialRopeName(partial->way));
        return false;
    }
    *error = pe::validationError(*partial);
    return error->isEmpty();
}

bool readSchemeSettings(const QCommandLineParser &parser, bool causal, pe::SchemeParams *scheme, QString *error)
{
    pe::SchemeSettings &own = scheme->schemeSettings;
    if (!readLayouts(parser, scheme, error) || !readRopeScale(parser, &own.ropeScale, error) || !readRopePartial(parser, &own.ropePartial, error))
        return false;
    if (!readNumberSettings(parser, &own, error))
        return false;
    own.t5.causal = causal;  // a decoder's buckets, as under the lab's causal mask
    // Checked whatever the scheme: the compared heatmap uses them too.
    if (*error = pe::validationError(own.t5); !error->isEmpty())
        return false;
    *error = pe::shawClipError(own.shawClip);
    return error->isEmpty();
}

// The settings only some schemes read, in an export's fields, for the scheme that reads them.
void insertSchemeSettings(QJsonObject *fields, const pe::SchemeParams &scheme)
{
    const int settings = pe::schemeInfo(scheme.scheme).settings;
    for (const pe::NumberSetting &setting : pe::numberSettings())
        if (setting.explorer && (settings & setting.readBy))
            fields->insert(QLatin1String(setting.key), setting.get(scheme.schemeSettings));
    if (settings & pe::UsesBuckets)
        fields->insert(QStringLiteral("t5_bidirectional"), !scheme.schemeSettings.t5.causal);
    if (settings & pe::UsesRopeScale) {
        const pe::RopeScale &rope = scheme.schemeSettings.ropeScale;
        fields->insert(QStringLiteral("rope_scaling"), pe::ropeScalingName(rope.scaling));
        fields->insert(QStringLiteral("rope_factor"), rope.factor);
        if (pe::ropeScalingReadsOriginalLength(rope.scaling))
            fields->insert(QStringLiteral("rope_original_length"), rope.originalLength);
        if (rope.scaling == pe::RopeScaling::Llama3) {
            fields->insert(QStringLiteral("rope_low_freq_factor"), rope.lowFreqFactor);
            fields->insert(QStringLiteral("rope_high_freq_factor"), rope.highFreqFactor);
        }
        if (rope.scaling == pe::RopeScaling::Yarn) {
            fields->insert(QStringLiteral("yarn_beta_fast"), rope.betaFast);
            fields->insert(QStringLiteral("yarn_beta_slow"), rope.betaSlow);
            fields->insert(QStringLiteral("attention_factor"), pe::ropeAttentionFactor(rope));
        }
    }
    if (settings & pe::UsesRopeLayout)
        fields->insert(QStringLiteral("rope_layout"), pe::ropeLayoutName(scheme.schemeSettings.ropeLayout));
    if ((settings & pe::UsesRopeScale) && scheme.schemeSettings.ropePartial.way != pe::PartialRope::Full) {
        fields->insert(QStringLiteral("rope_partial"), pe::partialRopeName(scheme.schemeSettings.ropePartial.way));
        fields->insert(QStringLiteral("rope_fraction"), scheme.schemeSettings.ropePartial.fraction);
    }
}
