// Rotary position embedding (Su et al., 2021): queries and keys are rotated, nothing is added.

#include "export/code_snippets.h"
#include "schemes/table.h"

#include <numbers>

namespace pe {

namespace {

const char *const kScalingNames[] = {"none", "interpolation", "ntk"};
const char *const kLayoutNames[] = {"pairs", "halves"};  // in the order of Layout

template <typename Enum, std::size_t N>
bool fromName(const char *const (&names)[N], const QString &name, Enum *value)
{
    for (std::size_t k = 0; k < N; ++k)
        if (name == QLatin1String(names[k])) {
            *value = Enum(k);
            return true;
        }
    return false;
}

template <std::size_t N>
QStringList allNames(const char *const (&names)[N])
{
    QStringList list;
    for (const char *name : names)
        list.append(QString::fromLatin1(name));
    return list;
}

} // namespace

QString ropeScalingName(RopeScaling scaling)
{
    return QString::fromLatin1(kScalingNames[int(scaling)]);
}

QStringList ropeScalingNames()
{
    return allNames(kScalingNames);
}

bool ropeScalingFromName(const QString &name, RopeScaling *scaling)
{
    return fromName(kScalingNames, name, scaling);
}

QString ropeLayoutName(Layout layout)
{
    return QString::fromLatin1(kLayoutNames[int(layout)]);
}

QStringList ropeLayoutNames()
{
    return allNames(kLayoutNames);
}

bool ropeLayoutFromName(const QString &name, Layout *layout)
{
    return fromName(kLayoutNames, name, layout);
}

QString validationError(const RopeScale &scale)
{
    if (scale.scaling != RopeScaling::None && !(scale.factor >= 1.0 && scale.factor <= kMaxRopeFactor))
        return QCoreApplication::translate("pe::Parameters", "RoPE's scaling factor must be from 1 to %1 (got %2).")
            .arg(kMaxRopeFactor).arg(scale.factor);
    return {};
}

double scaledRopeBase(double base, int dModel, const RopeScale &scale)
{
    if (scale.scaling != RopeScaling::Ntk || dModel <= 2)
        return base;
    return base * std::pow(scale.factor, double(dModel) / (dModel - 2));
}

double ropePositionDivisor(const RopeScale &scale)
{
    return scale.scaling == RopeScaling::Interpolation ? scale.factor : 1.0;
}

Matrix ropeAngles(int positions, int dModel, double base, const RopeScale &scale)
{
    QString error = validationError(scale);
    if (error.isEmpty())
        error = validationError(SinusoidalParams{dModel, positions, scaledRopeBase(base, dModel, scale), Layout::Interleaved});
    if (!error.isEmpty())
        throw InvalidParameter(error);
    const double scaledBase = scaledRopeBase(base, dModel, scale);
    const double divisor = ropePositionDivisor(scale);
    const int pairs = dModel / 2;
    Matrix angles(positions, pairs);
    for (int i = 0; i < pairs; ++i) {
        const double omega = pairFrequency(i, dModel, scaledBase);
        for (int pos = 0; pos < positions; ++pos)
            angles(pos, i) = pos / divisor * omega;
    }
    return angles;
}

Matrix applyRope(const Matrix &x, double base, Layout layout, const RopeScale &scale)
{
    // At least one position, so that an x without rows is checked for its D and base too.
    const int dModel = int(x.cols());
    const Matrix angles = ropeAngles(std::max(int(x.rows()), 1), dModel, base, scale);
    Matrix rotated = x;
    for (int i = 0; i < int(angles.cols()); ++i) {
        const int a = dimensionOf({i, true}, dModel, layout);
        const int b = dimensionOf({i, false}, dModel, layout);
        for (Eigen::Index p = 0; p < x.rows(); ++p) {
            const double c = std::cos(angles(p, i));
            const double s = std::sin(angles(p, i));
            rotated(p, a) = c * x(p, a) - s * x(p, b);
            rotated(p, b) = s * x(p, a) + c * x(p, b);
        }
    }
    return rotated;
}

double ropeOffsetDeviation(int positions, int dModel, double base, quint64 seed)
{
    const Matrix vectors = randomNormalMatrix(2, dModel, 1.0, seed);
    const Matrix queries = applyRope(vectors.row(0).replicate(positions, 1), base);
    const Matrix keys = applyRope(vectors.row(1).replicate(positions, 1), base);
    const Matrix scores = queries * keys.transpose();
    double worst = 0.0;
    for (int m = 0; m < positions; ++m)
        for (int n = m; n < positions; ++n)
            worst = std::max(worst, std::abs(scores(m, n) - scores(0, n - m)));
    return worst;
}

double ropeLayoutDeviation(int positions, int dModel, double base, quint64 seed)
{
    const Matrix vectors = randomNormalMatrix(2, dModel, 1.0, seed);
    Matrix permuted = vectors;
    for (int j = 0; j < dModel; ++j)
        permuted.col(dimensionOf(dimensionRole(j, dModel, Layout::Interleaved), dModel, Layout::Concatenated)) = vectors.col(j);
    const auto scores = [&](const Matrix &qk, Layout layout) {
        const Matrix queries = applyRope(qk.row(0).replicate(positions, 1), base, layout);
        const Matrix keys = applyRope(qk.row(1).replicate(positions, 1), base, layout);
        return Matrix(queries * keys.transpose());
    };
    return (scores(vectors, Layout::Interleaved) - scores(permuted, Layout::Concatenated)).cwiseAbs().maxCoeff();
}

namespace {

// The angle written out; with scaling, the scaled one and the angle it had without.
QString ropeFormula(const SchemeParams &params, int position, int column, double value)
{
    const SinusoidalParams &e = params.encoding;
    const RopeScale &scale = params.schemeSettings.ropeScale;
    const QString angle = QString::number(value, 'f', 5);
    const QString unscaled = QString::number(position * pairFrequency(column, e.dModel, e.base), 'f', 5);
    switch (scale.scaling) {
    case RopeScaling::Interpolation:
        return Schemes::tr("angle(%1, pair %2) = (%1 / %3) · ω%2 = %4 radians\nwithout interpolation: %1 · ω%2 = %5 radians")
            .arg(position).arg(column).arg(scale.factor).arg(angle, unscaled);
    case RopeScaling::Ntk:
        if (e.dModel <= 2)  // one pair, ω_0 = 1 whatever the base
            break;
        return Schemes::tr("angle(%1, pair %2) = %1 / %3^(2·%2/%4) = %5 radians, base %6 · %7^(%4/(%4 − 2))\nwithout scaling: %1 / %6^(2·%2/%4) = %8 radians")
            .arg(position).arg(column).arg(scaledRopeBase(e.base, e.dModel, scale), 0, 'g', 6).arg(e.dModel)
            .arg(angle).arg(e.base, 0, 'g', 10).arg(scale.factor).arg(unscaled);
    case RopeScaling::None:
        break;
    }
    return Schemes::tr("angle(%1, pair %2) = %1 · ω%2 = %1 / %3^(2·%2/%4) = %5 radians")
        .arg(position).arg(column).arg(e.base, 0, 'g', 10).arg(e.dModel).arg(angle);
}

} // namespace

extern constinit const SchemeInfo kRopeScheme{
    .scheme = Scheme::Rope,
    .name = "rope",
    .title = QT_TRANSLATE_NOOP("pe::Schemes", "RoPE: rotate queries and keys"),
    .explanation = QT_TRANSLATE_NOOP("pe::Schemes",
        "Nothing is added to the word vectors. Instead each query and key is rotated by an angle that grows with its position, "
        "so the dot product of a query and a key depends only on the distance between the two words, not on where they stand."),
    .shortTitle = QT_TRANSLATE_NOOP("pe::Schemes", "RoPE"),
    .trainingNote = QT_TRANSLATE_NOOP("pe::Schemes",
        "Queries and keys are turned by an angle that grows with the position, so attention sees how far apart two words "
        "are, whatever the length of the sentence, but not where in the sentence a word stands."),
    .kind = SchemeKind::RotatesQueriesAndKeys,
    .modelDescription = [](const SchemeSettings &settings) {
        return QStringLiteral("rope: each head's queries and keys (after wq, wk) have their %1 "
                              "of the head's slice turned by pos * base^(-2i/(D/H)); nothing is added%2")
            .arg(settings.ropeLayout == Layout::Interleaved ? QStringLiteral("adjacent pairs (2i, 2i+1)")
                                                            : QStringLiteral("halves (i, ceil(d/2)+i)"),
                 settings.ropeScale.scaling == RopeScaling::None
                     ? QString()
                     : QStringLiteral("; past max_len (%1) with %2 scaling, factor n / max_len")
                           .arg(settings.maxLen).arg(ropeScalingName(settings.ropeScale.scaling)));
    },
    .settings = UsesBase | UsesRopeLayout | UsesRopeScale,
    .columns = [](const SchemeParams &params) { return params.encoding.dModel / 2; },
    .matrix = [](const SchemeParams &params) {
        return ropeAngles(params.encoding.positions, params.encoding.dModel, params.encoding.base, params.schemeSettings.ropeScale);
    },
    .valueRange = [](int, const std::function<double()> &) { return ValueRange{false, 0.0, 2 * std::numbers::pi}; },
    .cellValue = [](double angle) { return std::fmod(angle, 2 * std::numbers::pi); },
    .heatmapTitle = QT_TRANSLATE_NOOP("pe::Schemes", "The angles: one row per position"),
    .curvesTitle = QT_TRANSLATE_NOOP("pe::Schemes", "One pair's angle over all positions"),
    .valueLabel = QT_TRANSLATE_NOOP("pe::Schemes", "angle mod 2π"),
    .columnLabel = QT_TRANSLATE_NOOP("pe::Schemes", "pair i"),
    .layoutTitles = {QT_TRANSLATE_NOOP("pe::Schemes", "adjacent pairs (paper, GPT-J)"),
                     QT_TRANSLATE_NOOP("pe::Schemes", "halves (GPT-NeoX, LLaMA in HF)")},
    .layoutTip = QT_TRANSLATE_NOOP("pe::Schemes", "Which two dimensions of a query or key each angle turns together: "
                                                  "neighbours, or one from each half of the vector."),
    .whyNoVectors = QT_TRANSLATE_NOOP("pe::Schemes",
        "RoPE adds nothing to the word vectors, so there is no position vector to draw or compare here. "
        "It turns each pair of a query's and a key's numbers by the angles in the heatmap, so their "
        "dot product depends only on how far apart the two words are. Try it in the Attention Lab."),
    .curveName = [](const SchemeParams &, int column) { return Schemes::tr("pair %1: angle").arg(column); },
    .curveCaption = [](const SchemeParams &params, int column) {
        const double wavelength = pairWavelength(column, params.encoding.dModel, scaledRopeBase(params.encoding.base, params.encoding.dModel, params.schemeSettings.ropeScale))
                                  * ropePositionDivisor(params.schemeSettings.ropeScale);
        return Schemes::tr("Pair %1 turns a full circle every %2 positions. %3")
            .arg(column)
            .arg(readableNumber(wavelength), waveSpeedText(wavelength, params.encoding.positions));
    },
    .formula = ropeFormula,
    .formulaDetails = [](const SchemeParams &params, int column) {
        const int dModel = params.encoding.dModel;
        const Layout layout = params.schemeSettings.ropeLayout;
        const int a = dimensionOf({column, true}, dModel, layout);
        const int b = dimensionOf({column, false}, dModel, layout);
        return layout == Layout::Interleaved
                   ? Schemes::tr("Pair %1 turns dimensions %2 and %3 together: adjacent pairs, as in the RoFormer paper, "
                                 "GPT-J and Meta's LLaMA code.").arg(column).arg(a).arg(b)
                   : Schemes::tr("Pair %1 turns dimensions %2 and %3 together: one from each half, as in GPT-NeoX and "
                                 "Hugging Face's LLaMA (rotate_half).").arg(column).arg(a).arg(b);
    },
    .offsetCheck = [](const SchemeParams &params, int, int) {
        const SinusoidalParams &encoding = params.encoding;
        return Schemes::tr("The same query and key vectors, rotated at every position: their score q_m·k_n "
                           "depends only on n − m. Largest difference along the diagonals: %1.\n"
                           "Adjacent pairs and halves are the same rotation with the dimensions reordered: "
                           "after that reordering their scores differ by at most %2.")
            .arg(QString::number(ropeOffsetDeviation(std::min(encoding.positions, 256), encoding.dModel, encoding.base, kDefaultSeed), 'g', 2),
                 QString::number(ropeLayoutDeviation(std::min(encoding.positions, 64), encoding.dModel, encoding.base, kDefaultSeed), 'g', 2));
    },
    .code = [](const SchemeParams &, const CodeDialect &d) {
        return QStringLiteral("# NTK-aware scaling turns with a larger base; interpolation divides the positions.\n"
                              "b = base * factor ** (d_model / (d_model - 2)) if scaling == \"ntk\" and d_model > 2 else base\n"
                              "omega = 1.0 / b ** (2.0 * %1 / d_model)  # one frequency per pair\n"
                              "pos = %2 / (factor if scaling == \"interpolation\" else 1.0)\n"
                              "pe = pos[:, None] * omega  # (positions, d_model // 2): the angle each pair is turned by\n")
            .arg(d.arange.arg(QStringLiteral("d_model // 2")), d.arange.arg(QStringLiteral("positions")));
    },
    .rotate = applyRope,
};

} // namespace pe
