#include "schemes/table.h"

#include "schemes/setting_table.h"

namespace pe {

// One line per scheme, in the order of the enum (and of the menus). Each entry is in NAME.cpp (sinusoidal.cpp, rope.cpp, …).
extern constinit const SchemeInfo kSinusoidalScheme, kIntegerScheme, kNormalizedScheme, kBinaryScheme, kLearnedScheme,
    kRopeScheme, kAlibiScheme, kT5Scheme, kShawScheme;
static const SchemeInfo *const kSchemes[] = {
    &kSinusoidalScheme,
    &kIntegerScheme,
    &kNormalizedScheme,
    &kBinaryScheme,
    &kLearnedScheme,
    &kRopeScheme,
    &kAlibiScheme,
    &kT5Scheme,
    &kShawScheme,
};

const SchemeInfo &schemeInfo(Scheme scheme)
{
    // The entries are constant-initialised in other files: read them when asked, never at start-up.
    const SchemeInfo &info = *kSchemes[int(scheme)];
    Q_ASSERT(info.scheme == scheme);
    return info;
}

SchemeSettings settingsReadBy(const std::optional<Scheme> &scheme, const SchemeSettings &settings)
{
    const int uses = scheme ? schemeInfo(*scheme).settings : 0;
    SchemeSettings read;
    for (const NumberSetting &setting : numberSettings())
        if (uses & setting.readBy)
            setting.set(read, setting.get(settings));
    if (uses & UsesBuckets)
        read.t5.causal = settings.t5.causal;
    if (uses & UsesRopeScale) {
        read.ropeScale = settings.ropeScale;
        read.ropePartial = settings.ropePartial;
    }
    if (uses & UsesRopeLayout)
        read.ropeLayout = settings.ropeLayout;
    return read;
}

QList<Scheme> allSchemes()
{
    QList<Scheme> schemes;
    for (const SchemeInfo *info : kSchemes)
        schemes.append(info->scheme);
    return schemes;
}

QString schemeTitle(Scheme scheme)
{
    return Schemes::tr(schemeInfo(scheme).title);
}

QString schemeShortTitle(Scheme scheme)
{
    return Schemes::tr(schemeInfo(scheme).shortTitle);
}

int dModelColumns(const SchemeParams &params)
{
    return params.encoding.dModel;
}

QString dimensionCurveName(const SchemeParams &, int column)
{
    return Schemes::tr("dimension %1").arg(column);
}

QString dotsDependOnWhere(const SchemeParams &, int, int)
{
    return Schemes::tr("Here the dot product of two positions depends on where they are, not only on how far "
                       "apart: the diagonals of the similarity map are not constant.");
}

double largestFiniteMagnitude(const Matrix &matrix)
{
    double largest = 0.0;
    for (Eigen::Index k = 0; k < matrix.size(); ++k)
        if (std::isfinite(matrix.data()[k]))
            largest = std::max(largest, std::abs(matrix.data()[k]));
    return std::max(largest, 1e-12);
}

QString waveSpeedText(double wavelength, int positions)
{
    // In waves across the positions shown: more than four look fast, less than a quarter flat.
    const double waves = positions / wavelength;
    if (waves > 4.0)
        return Schemes::tr("It changes quickly from one position to the next, so it tells neighbouring words apart (local detail).");
    if (waves >= 1.0)
        return Schemes::tr("It changes at a middle pace: %1 waves across the positions shown.").arg(readableNumber(waves));
    if (waves >= 0.25)
        return Schemes::tr("It changes slowly: less than one wave across the positions shown.");
    return Schemes::tr("It changes very slowly, so it tells where in a long text a word is (global position).");
}

QString readableNumber(double value)
{
    return QString::number(value, 'f', std::abs(value) < 100 ? 1 : 0);
}

} // namespace pe
