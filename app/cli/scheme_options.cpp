#include "cli/scheme_options.h"

#include "cli/option_table.h"
#include "cli/option_values.h"

#include "schemes/setting_table.h"

#include <algorithm>

namespace {

// True when none of `names` is set, or `scheme` is the scheme or the compared one.
bool goesWith(const QCommandLineParser &parser, const QStringList &names, const QString &scheme)
{
    for (const QString &name : names)
        if (parser.isSet(name) && parser.value(QStringLiteral("scheme")) != scheme && parser.value(QStringLiteral("compare-scheme")) != scheme)
            return false;
    return true;
}

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
    if (((layout || convention) && rope) || (parser.isSet(QStringLiteral("rope-layout")) && (!rope || layout))) {
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
    if (!goesWith(parser, QStringList{QStringLiteral("rope-scaling")} + numbers, QStringLiteral("rope"))) {
        *error = CommandLine::tr("--rope-scaling and its numbers go with --scheme rope or --compare-scheme rope.");
        return false;
    }
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

// The explorer's number settings (pe::numberSettings()), each with a scheme that reads it.
bool readNumberSettings(const QCommandLineParser &parser, pe::SchemeSettings *own, QString *error)
{
    for (const pe::NumberSetting &setting : pe::numberSettings()) {
        if (!setting.explorer)
            continue;
        const QString option = pe::optionName(setting);
        const QStringList schemes = pe::schemesReading(setting);
        QStringList readers;
        for (const QString &scheme : schemes)
            readers.append(CommandLine::tr("--scheme %1 or --compare-scheme %1").arg(scheme));
        if (setting.onlyWithScheme && std::none_of(schemes.begin(), schemes.end(), [&](const QString &scheme) {
                return goesWith(parser, {option}, scheme);
            })) {
            *error = CommandLine::tr("--%1 goes with %2.").arg(option, readers.join(CommandLine::tr(" or ")));
            return false;
        }
        int value = setting.get(*own);
        if (!readInt(parser, option, &value, error))
            return false;
        setting.set(*own, value);
    }
    return true;
}

} // namespace

bool readSchemeSettings(const QCommandLineParser &parser, bool causal, pe::SchemeParams *scheme, QString *error)
{
    pe::SchemeSettings &own = scheme->schemeSettings;
    if (!readLayouts(parser, scheme, error) || !readRopeScale(parser, &own.ropeScale, error))
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
